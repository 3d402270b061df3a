; kern module github.com/kernlab/kern/internal/testing/cudajl (wave32, gfx1100)
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
  %t2 = fmul float %t1, %.9, !dbg !18
  store float %t2, ptr addrspace(1) %a0, align 4, !dbg !19
  %t5 = fmul float %.9, %a8, !dbg !20
  %t6 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 1, !dbg !21
  store float %t5, ptr addrspace(1) %t6, align 4, !dbg !21
  %t7 = fpext float %.9 to double, !dbg !22
  %t8 = fmul double %t7, %a9, !dbg !23
  store double %t8, ptr addrspace(1) %a3, align 8, !dbg !24
  ret void, !dbg !24
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture readonly %a12, i64 %a13, i64 %a14, i64 %a15, i16 %a16, float %a17) local_unnamed_addr #2 !dbg !25 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !27
  %t1 = sext i32 %.16 to i64, !dbg !27
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t1, !dbg !28
  %.17 = load i32, ptr addrspace(1) %t3, align 4, !dbg !28, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 4, !dbg !29
  %t6 = mul i64 %t5, %a15, !dbg !30
  %t11 = and i32 %.17, 96, !dbg !31
  %t12.not = icmp eq i32 %t11, 0, !dbg !32
  br i1 %t12.not, label %b11, label %b1, !dbg !32

b1:                                               ; preds = %entry
  %.18 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !33
  %t17 = sext i32 %.18 to i64, !dbg !33
  %t18 = shl i64 %a15, 4, !dbg !34
  %t19 = and i32 %.17, 64, !dbg !35
  %t20.not = icmp eq i32 %t19, 0, !dbg !36
  %.19 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !37
  %.20 = getelementptr inbounds i8, ptr addrspace(4) %.19, i64 4, !dbg !37
  %.21 = load i16, ptr addrspace(4) %.20, align 4, !dbg !37, !invariant.load !6
  %t22 = zext i16 %.21 to i64
  %t242 = icmp sgt i64 %t18, %t17, !dbg !38
  br i1 %t242, label %b3.lr.ph, label %b6, !dbg !38

b3.lr.ph:                                         ; preds = %b1
  %.25 = bitcast i16 %a16 to half
  %t31 = select i1 %t20.not, float 1.000000e+00, float %a17
  br label %b3, !dbg !38

b3:                                               ; preds = %b3.lr.ph, %b3
  %t233 = phi i64 [ %t17, %b3.lr.ph ], [ %t39, %b3 ]
  %t25 = add i64 %t233, %t6, !dbg !39
  %t26 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t25, !dbg !40
  %.23 = load i16, ptr addrspace(1) %t26, align 2, !dbg !40, !amdgpu.noclobber !6
  %t28 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t25, !dbg !41
  %.24 = load float, ptr addrspace(1) %t28, align 4, !dbg !41, !amdgpu.noclobber !6
  %.26 = bitcast i16 %.23 to half, !dbg !42
  %.27 = fmul half %.25, %.26, !dbg !42
  %.28 = bitcast half %.27 to i16, !dbg !42
  %spec.select = select i1 %t20.not, i16 %.23, i16 %.28, !dbg !36
  %spec.select1 = fmul float %t31, %.24, !dbg !36
  %t34 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t25, !dbg !43
  %.29 = load i16, ptr addrspace(1) %t34, align 2, !dbg !43, !amdgpu.noclobber !6
  %0 = trunc i64 %t233 to i32, !dbg !44
  %t36 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %0, !dbg !44
  store i16 %spec.select, ptr addrspace(3) %t36, align 2, !dbg !44
  %t37 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %0, !dbg !45
  store i16 %.29, ptr addrspace(3) %t37, align 2, !dbg !45
  %t38 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %0, !dbg !46
  store float %spec.select1, ptr addrspace(3) %t38, align 4, !dbg !46
  %t39 = add i64 %t233, %t22, !dbg !47
  %t24 = icmp slt i64 %t39, %t18, !dbg !38
  br i1 %t24, label %b3, label %b6, !dbg !38

b6:                                               ; preds = %b3, %b1
  fence syncscope("workgroup") release, !dbg !48
  tail call void @llvm.amdgcn.s.barrier(), !dbg !48
  fence syncscope("workgroup") acquire, !dbg !48
  %t42 = and i32 %.17, 1, !dbg !49
  %t43.not = icmp eq i32 %t42, 0, !dbg !50
  %.89 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !51
  %.92 = and i32 %.89, 15, !dbg !51
  br i1 %t43.not, label %b10, label %b9, !dbg !50

b9:                                               ; preds = %b6
  %.34 = zext i32 %.92 to i64, !dbg !52
  %1 = lshr i32 %.89, 1, !dbg !52
  %2 = and i32 %1, 2147483640, !dbg !52
  %.36 = zext i32 %2 to i64, !dbg !52
  %.37 = mul i64 %.36, %a15, !dbg !52
  %.38 = add i64 %.37, %.34, !dbg !52
  %3 = trunc i64 %.38 to i32
  %.39 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %3
  %.40 = load i16, ptr addrspace(3) %.39, align 2, !dbg !52
  %.41 = zext i16 %.40 to i32, !dbg !52
  %.43 = add i64 %.38, %a15, !dbg !52
  %4 = trunc i64 %.43 to i32
  %.44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %4
  %.45 = load i16, ptr addrspace(3) %.44, align 2, !dbg !52
  %.46 = zext i16 %.45 to i32, !dbg !52
  %.47 = shl nuw i32 %.46, 16, !dbg !52
  %.48 = or i32 %.47, %.41, !dbg !52
  %.49 = shl i64 %a15, 1, !dbg !52
  %.50 = add i64 %.38, %.49, !dbg !52
  %5 = trunc i64 %.50 to i32
  %.51 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %5
  %.52 = load i16, ptr addrspace(3) %.51, align 2, !dbg !52
  %.53 = zext i16 %.52 to i32, !dbg !52
  %.54 = mul i64 %a15, 3, !dbg !52
  %.55 = add i64 %.38, %.54, !dbg !52
  %6 = trunc i64 %.55 to i32
  %.56 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %6
  %.57 = load i16, ptr addrspace(3) %.56, align 2, !dbg !52
  %.58 = zext i16 %.57 to i32, !dbg !52
  %.59 = shl nuw i32 %.58, 16, !dbg !52
  %.60 = or i32 %.59, %.53, !dbg !52
  %.61 = shl i64 %a15, 2, !dbg !52
  %.62 = add i64 %.38, %.61, !dbg !52
  %7 = trunc i64 %.62 to i32
  %.63 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %7
  %.64 = load i16, ptr addrspace(3) %.63, align 2, !dbg !52
  %.65 = zext i16 %.64 to i32, !dbg !52
  %.66 = mul i64 %a15, 5, !dbg !52
  %.67 = add i64 %.38, %.66, !dbg !52
  %8 = trunc i64 %.67 to i32
  %.68 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %8
  %.69 = load i16, ptr addrspace(3) %.68, align 2, !dbg !52
  %.70 = zext i16 %.69 to i32, !dbg !52
  %.71 = shl nuw i32 %.70, 16, !dbg !52
  %.72 = or i32 %.71, %.65, !dbg !52
  %.73 = mul i64 %a15, 6, !dbg !52
  %.74 = add i64 %.38, %.73, !dbg !52
  %9 = trunc i64 %.74 to i32
  %.75 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %9
  %.76 = load i16, ptr addrspace(3) %.75, align 2, !dbg !52
  %.78 = mul i64 %a15, 7, !dbg !52
  %.79 = add i64 %.38, %.78, !dbg !52
  %10 = trunc i64 %.79 to i32
  %.80 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %10
  %.81 = load i16, ptr addrspace(3) %.80, align 2, !dbg !52
  br label %b14, !dbg !53

b10:                                              ; preds = %b6
  %11 = lshr i32 %.89, 1, !dbg !54
  %12 = and i32 %11, 2147483640, !dbg !54
  %13 = trunc i64 %a15 to i32
  %14 = mul i32 %.92, %13
  %15 = add i32 %14, %12
  %.98 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %15
  %.99 = load i16, ptr addrspace(3) %.98, align 2, !dbg !54
  %.100 = zext i16 %.99 to i32, !dbg !54
  %16 = add i32 %15, 1
  %.102 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %16
  %.103 = load i16, ptr addrspace(3) %.102, align 2, !dbg !54
  %.104 = zext i16 %.103 to i32, !dbg !54
  %.105 = shl nuw i32 %.104, 16, !dbg !54
  %.106 = or i32 %.105, %.100, !dbg !54
  %17 = add i32 %15, 2
  %.108 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %17
  %.109 = load i16, ptr addrspace(3) %.108, align 2, !dbg !54
  %.110 = zext i16 %.109 to i32, !dbg !54
  %18 = add i32 %15, 3
  %.112 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %18
  %.113 = load i16, ptr addrspace(3) %.112, align 2, !dbg !54
  %.114 = zext i16 %.113 to i32, !dbg !54
  %.115 = shl nuw i32 %.114, 16, !dbg !54
  %.116 = or i32 %.115, %.110, !dbg !54
  %19 = add i32 %15, 4
  %.118 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %19
  %.119 = load i16, ptr addrspace(3) %.118, align 2, !dbg !54
  %.120 = zext i16 %.119 to i32, !dbg !54
  %20 = add i32 %15, 5
  %.122 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %20
  %.123 = load i16, ptr addrspace(3) %.122, align 2, !dbg !54
  %.124 = zext i16 %.123 to i32, !dbg !54
  %.125 = shl nuw i32 %.124, 16, !dbg !54
  %.126 = or i32 %.125, %.120, !dbg !54
  %21 = add i32 %15, 6
  %.128 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %21
  %.129 = load i16, ptr addrspace(3) %.128, align 2, !dbg !54
  %22 = add i32 %15, 7
  %.132 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %22
  %.133 = load i16, ptr addrspace(3) %.132, align 2, !dbg !54
  br label %b14, !dbg !55

b11:                                              ; preds = %entry
  %t50 = and i32 %.17, 1, !dbg !56
  %t51.not = icmp eq i32 %t50, 0, !dbg !57
  %t52 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t6, !dbg !58
  %.200 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !51
  %.203 = and i32 %.200, 15, !dbg !51
  %.204 = zext i32 %.203 to i64, !dbg !51
  %23 = lshr i32 %.200, 1, !dbg !51
  %24 = and i32 %23, 2147483640, !dbg !51
  %.206 = zext i32 %24 to i64, !dbg !51
  br i1 %t51.not, label %b13, label %b12, !dbg !57

b12:                                              ; preds = %b11
  %.148 = mul i64 %.206, %a15, !dbg !58
  %.149 = add i64 %.148, %.204, !dbg !58
  %.150 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.149
  %.151 = load i16, ptr addrspace(1) %.150, align 2, !dbg !58, !amdgpu.noclobber !6
  %.152 = zext i16 %.151 to i32, !dbg !58
  %.154 = add i64 %.149, %a15, !dbg !58
  %.155 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.154
  %.156 = load i16, ptr addrspace(1) %.155, align 2, !dbg !58, !amdgpu.noclobber !6
  %.157 = zext i16 %.156 to i32, !dbg !58
  %.158 = shl nuw i32 %.157, 16, !dbg !58
  %.159 = or i32 %.158, %.152, !dbg !58
  %.160 = shl i64 %a15, 1, !dbg !58
  %.161 = add i64 %.149, %.160, !dbg !58
  %.162 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.161
  %.163 = load i16, ptr addrspace(1) %.162, align 2, !dbg !58, !amdgpu.noclobber !6
  %.164 = zext i16 %.163 to i32, !dbg !58
  %.165 = mul i64 %a15, 3, !dbg !58
  %.166 = add i64 %.149, %.165, !dbg !58
  %.167 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.166
  %.168 = load i16, ptr addrspace(1) %.167, align 2, !dbg !58, !amdgpu.noclobber !6
  %.169 = zext i16 %.168 to i32, !dbg !58
  %.170 = shl nuw i32 %.169, 16, !dbg !58
  %.171 = or i32 %.170, %.164, !dbg !58
  %.172 = shl i64 %a15, 2, !dbg !58
  %.173 = add i64 %.149, %.172, !dbg !58
  %.174 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.173
  %.175 = load i16, ptr addrspace(1) %.174, align 2, !dbg !58, !amdgpu.noclobber !6
  %.176 = zext i16 %.175 to i32, !dbg !58
  %.177 = mul i64 %a15, 5, !dbg !58
  %.178 = add i64 %.149, %.177, !dbg !58
  %.179 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.178
  %.180 = load i16, ptr addrspace(1) %.179, align 2, !dbg !58, !amdgpu.noclobber !6
  %.181 = zext i16 %.180 to i32, !dbg !58
  %.182 = shl nuw i32 %.181, 16, !dbg !58
  %.183 = or i32 %.182, %.176, !dbg !58
  %.184 = mul i64 %a15, 6, !dbg !58
  %.185 = add i64 %.149, %.184, !dbg !58
  %.186 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.185
  %.187 = load i16, ptr addrspace(1) %.186, align 2, !dbg !58, !amdgpu.noclobber !6
  %.189 = mul i64 %a15, 7, !dbg !58
  %.190 = add i64 %.149, %.189, !dbg !58
  %.191 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.190
  %.192 = load i16, ptr addrspace(1) %.191, align 2, !dbg !58, !amdgpu.noclobber !6
  br label %b14, !dbg !59

b13:                                              ; preds = %b11
  %.207 = mul i64 %.204, %a15, !dbg !60
  %.208 = add i64 %.207, %.206, !dbg !60
  %.209 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.208
  %.210 = load i16, ptr addrspace(1) %.209, align 2, !dbg !60, !amdgpu.noclobber !6
  %.211 = zext i16 %.210 to i32, !dbg !60
  %.212 = add i64 %.208, 1, !dbg !60
  %.213 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.212
  %.214 = load i16, ptr addrspace(1) %.213, align 2, !dbg !60, !amdgpu.noclobber !6
  %.215 = zext i16 %.214 to i32, !dbg !60
  %.216 = shl nuw i32 %.215, 16, !dbg !60
  %.217 = or i32 %.216, %.211, !dbg !60
  %.218 = add i64 %.208, 2, !dbg !60
  %.219 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.218
  %.220 = load i16, ptr addrspace(1) %.219, align 2, !dbg !60, !amdgpu.noclobber !6
  %.221 = zext i16 %.220 to i32, !dbg !60
  %.222 = add i64 %.208, 3, !dbg !60
  %.223 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.222
  %.224 = load i16, ptr addrspace(1) %.223, align 2, !dbg !60, !amdgpu.noclobber !6
  %.225 = zext i16 %.224 to i32, !dbg !60
  %.226 = shl nuw i32 %.225, 16, !dbg !60
  %.227 = or i32 %.226, %.221, !dbg !60
  %.228 = add i64 %.208, 4, !dbg !60
  %.229 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.228
  %.230 = load i16, ptr addrspace(1) %.229, align 2, !dbg !60, !amdgpu.noclobber !6
  %.231 = zext i16 %.230 to i32, !dbg !60
  %.232 = add i64 %.208, 5, !dbg !60
  %.233 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.232
  %.234 = load i16, ptr addrspace(1) %.233, align 2, !dbg !60, !amdgpu.noclobber !6
  %.235 = zext i16 %.234 to i32, !dbg !60
  %.236 = shl nuw i32 %.235, 16, !dbg !60
  %.237 = or i32 %.236, %.231, !dbg !60
  %.238 = add i64 %.208, 6, !dbg !60
  %.239 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.238
  %.240 = load i16, ptr addrspace(1) %.239, align 2, !dbg !60, !amdgpu.noclobber !6
  %.242 = add i64 %.208, 7, !dbg !60
  %.243 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.242
  %.244 = load i16, ptr addrspace(1) %.243, align 2, !dbg !60, !amdgpu.noclobber !6
  br label %b14, !dbg !61

b14:                                              ; preds = %b13, %b12, %b10, %b9
  %.244.sink = phi i16 [ %.244, %b13 ], [ %.192, %b12 ], [ %.133, %b10 ], [ %.81, %b9 ]
  %.241.sink.in = phi i16 [ %.240, %b13 ], [ %.187, %b12 ], [ %.129, %b10 ], [ %.76, %b9 ]
  %.48.pn = phi i32 [ %.217, %b13 ], [ %.159, %b12 ], [ %.106, %b10 ], [ %.48, %b9 ]
  %.60.pn = phi i32 [ %.227, %b13 ], [ %.171, %b12 ], [ %.116, %b10 ], [ %.60, %b9 ]
  %.72.pn = phi i32 [ %.237, %b13 ], [ %.183, %b12 ], [ %.126, %b10 ], [ %.72, %b9 ]
  %.241.sink = zext i16 %.241.sink.in to i32, !dbg !51
  %.245 = zext i16 %.244.sink to i32, !dbg !51
  %.246 = shl nuw i32 %.245, 16, !dbg !51
  %.247 = or i32 %.246, %.241.sink, !dbg !51
  %t68 = and i32 %.17, 2, !dbg !51
  %t69.not = icmp eq i32 %t68, 0, !dbg !51
  br i1 %t12.not, label %b18, label %b15, !dbg !62

b15:                                              ; preds = %b14
  %.304 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !51
  %.307 = and i32 %.304, 15, !dbg !51
  br i1 %t69.not, label %b17, label %b16, !dbg !63

b16:                                              ; preds = %b15
  %25 = lshr i32 %.304, 1, !dbg !64
  %26 = and i32 %25, 2147483640, !dbg !64
  %27 = trunc i64 %a15 to i32
  %28 = mul i32 %.307, %27
  %29 = add i32 %28, %26
  %.261 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %29
  %.262 = load i16, ptr addrspace(3) %.261, align 2, !dbg !64
  %.263 = zext i16 %.262 to i32, !dbg !64
  %30 = add i32 %29, 1
  %.265 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %30
  %.266 = load i16, ptr addrspace(3) %.265, align 2, !dbg !64
  %.267 = zext i16 %.266 to i32, !dbg !64
  %.268 = shl nuw i32 %.267, 16, !dbg !64
  %.269 = or i32 %.268, %.263, !dbg !64
  %31 = add i32 %29, 2
  %.271 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %31
  %.272 = load i16, ptr addrspace(3) %.271, align 2, !dbg !64
  %.273 = zext i16 %.272 to i32, !dbg !64
  %32 = add i32 %29, 3
  %.275 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %32
  %.276 = load i16, ptr addrspace(3) %.275, align 2, !dbg !64
  %.277 = zext i16 %.276 to i32, !dbg !64
  %.278 = shl nuw i32 %.277, 16, !dbg !64
  %.279 = or i32 %.278, %.273, !dbg !64
  %33 = add i32 %29, 4
  %.281 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %33
  %.282 = load i16, ptr addrspace(3) %.281, align 2, !dbg !64
  %.283 = zext i16 %.282 to i32, !dbg !64
  %34 = add i32 %29, 5
  %.285 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %34
  %.286 = load i16, ptr addrspace(3) %.285, align 2, !dbg !64
  %.287 = zext i16 %.286 to i32, !dbg !64
  %.288 = shl nuw i32 %.287, 16, !dbg !64
  %.289 = or i32 %.288, %.283, !dbg !64
  %35 = add i32 %29, 6
  %.291 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %35
  %.292 = load i16, ptr addrspace(3) %.291, align 2, !dbg !64
  %36 = add i32 %29, 7
  %.295 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %36
  %.296 = load i16, ptr addrspace(3) %.295, align 2, !dbg !64
  br label %b21, !dbg !65

b17:                                              ; preds = %b15
  %.308 = zext i32 %.307 to i64, !dbg !66
  %37 = lshr i32 %.304, 1, !dbg !66
  %38 = and i32 %37, 2147483640, !dbg !66
  %.310 = zext i32 %38 to i64, !dbg !66
  %.311 = mul i64 %.310, %a15, !dbg !66
  %.312 = add i64 %.311, %.308, !dbg !66
  %39 = trunc i64 %.312 to i32
  %.313 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %39
  %.314 = load i16, ptr addrspace(3) %.313, align 2, !dbg !66
  %.315 = zext i16 %.314 to i32, !dbg !66
  %.317 = add i64 %.312, %a15, !dbg !66
  %40 = trunc i64 %.317 to i32
  %.318 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %40
  %.319 = load i16, ptr addrspace(3) %.318, align 2, !dbg !66
  %.320 = zext i16 %.319 to i32, !dbg !66
  %.321 = shl nuw i32 %.320, 16, !dbg !66
  %.322 = or i32 %.321, %.315, !dbg !66
  %.323 = shl i64 %a15, 1, !dbg !66
  %.324 = add i64 %.312, %.323, !dbg !66
  %41 = trunc i64 %.324 to i32
  %.325 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %41
  %.326 = load i16, ptr addrspace(3) %.325, align 2, !dbg !66
  %.327 = zext i16 %.326 to i32, !dbg !66
  %.328 = mul i64 %a15, 3, !dbg !66
  %.329 = add i64 %.312, %.328, !dbg !66
  %42 = trunc i64 %.329 to i32
  %.330 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %42
  %.331 = load i16, ptr addrspace(3) %.330, align 2, !dbg !66
  %.332 = zext i16 %.331 to i32, !dbg !66
  %.333 = shl nuw i32 %.332, 16, !dbg !66
  %.334 = or i32 %.333, %.327, !dbg !66
  %.335 = shl i64 %a15, 2, !dbg !66
  %.336 = add i64 %.312, %.335, !dbg !66
  %43 = trunc i64 %.336 to i32
  %.337 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %43
  %.338 = load i16, ptr addrspace(3) %.337, align 2, !dbg !66
  %.339 = zext i16 %.338 to i32, !dbg !66
  %.340 = mul i64 %a15, 5, !dbg !66
  %.341 = add i64 %.312, %.340, !dbg !66
  %44 = trunc i64 %.341 to i32
  %.342 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %44
  %.343 = load i16, ptr addrspace(3) %.342, align 2, !dbg !66
  %.344 = zext i16 %.343 to i32, !dbg !66
  %.345 = shl nuw i32 %.344, 16, !dbg !66
  %.346 = or i32 %.345, %.339, !dbg !66
  %.347 = mul i64 %a15, 6, !dbg !66
  %.348 = add i64 %.312, %.347, !dbg !66
  %45 = trunc i64 %.348 to i32
  %.349 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %45
  %.350 = load i16, ptr addrspace(3) %.349, align 2, !dbg !66
  %.352 = mul i64 %a15, 7, !dbg !66
  %.353 = add i64 %.312, %.352, !dbg !66
  %46 = trunc i64 %.353 to i32
  %.354 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %46
  %.355 = load i16, ptr addrspace(3) %.354, align 2, !dbg !66
  br label %b21, !dbg !67

b18:                                              ; preds = %b14
  %t70 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t6, !dbg !68
  %.415 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !51
  %.418 = and i32 %.415, 15, !dbg !51
  %.419 = zext i32 %.418 to i64, !dbg !51
  %47 = lshr i32 %.415, 1, !dbg !51
  %48 = and i32 %47, 2147483640, !dbg !51
  %.421 = zext i32 %48 to i64, !dbg !51
  br i1 %t69.not, label %b20, label %b19, !dbg !69

b19:                                              ; preds = %b18
  %.370 = mul i64 %.419, %a15, !dbg !68
  %.371 = add i64 %.370, %.421, !dbg !68
  %.372 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.371
  %.373 = load i16, ptr addrspace(1) %.372, align 2, !dbg !68, !amdgpu.noclobber !6
  %.374 = zext i16 %.373 to i32, !dbg !68
  %.375 = add i64 %.371, 1, !dbg !68
  %.376 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.375
  %.377 = load i16, ptr addrspace(1) %.376, align 2, !dbg !68, !amdgpu.noclobber !6
  %.378 = zext i16 %.377 to i32, !dbg !68
  %.379 = shl nuw i32 %.378, 16, !dbg !68
  %.380 = or i32 %.379, %.374, !dbg !68
  %.381 = add i64 %.371, 2, !dbg !68
  %.382 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.381
  %.383 = load i16, ptr addrspace(1) %.382, align 2, !dbg !68, !amdgpu.noclobber !6
  %.384 = zext i16 %.383 to i32, !dbg !68
  %.385 = add i64 %.371, 3, !dbg !68
  %.386 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.385
  %.387 = load i16, ptr addrspace(1) %.386, align 2, !dbg !68, !amdgpu.noclobber !6
  %.388 = zext i16 %.387 to i32, !dbg !68
  %.389 = shl nuw i32 %.388, 16, !dbg !68
  %.390 = or i32 %.389, %.384, !dbg !68
  %.391 = add i64 %.371, 4, !dbg !68
  %.392 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.391
  %.393 = load i16, ptr addrspace(1) %.392, align 2, !dbg !68, !amdgpu.noclobber !6
  %.394 = zext i16 %.393 to i32, !dbg !68
  %.395 = add i64 %.371, 5, !dbg !68
  %.396 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.395
  %.397 = load i16, ptr addrspace(1) %.396, align 2, !dbg !68, !amdgpu.noclobber !6
  %.398 = zext i16 %.397 to i32, !dbg !68
  %.399 = shl nuw i32 %.398, 16, !dbg !68
  %.400 = or i32 %.399, %.394, !dbg !68
  %.401 = add i64 %.371, 6, !dbg !68
  %.402 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.401
  %.403 = load i16, ptr addrspace(1) %.402, align 2, !dbg !68, !amdgpu.noclobber !6
  %.405 = add i64 %.371, 7, !dbg !68
  %.406 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.405
  %.407 = load i16, ptr addrspace(1) %.406, align 2, !dbg !68, !amdgpu.noclobber !6
  br label %b21, !dbg !70

b20:                                              ; preds = %b18
  %.422 = mul i64 %.421, %a15, !dbg !71
  %.423 = add i64 %.422, %.419, !dbg !71
  %.424 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.423
  %.425 = load i16, ptr addrspace(1) %.424, align 2, !dbg !71, !amdgpu.noclobber !6
  %.426 = zext i16 %.425 to i32, !dbg !71
  %.428 = add i64 %.423, %a15, !dbg !71
  %.429 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.428
  %.430 = load i16, ptr addrspace(1) %.429, align 2, !dbg !71, !amdgpu.noclobber !6
  %.431 = zext i16 %.430 to i32, !dbg !71
  %.432 = shl nuw i32 %.431, 16, !dbg !71
  %.433 = or i32 %.432, %.426, !dbg !71
  %.434 = shl i64 %a15, 1, !dbg !71
  %.435 = add i64 %.423, %.434, !dbg !71
  %.436 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.435
  %.437 = load i16, ptr addrspace(1) %.436, align 2, !dbg !71, !amdgpu.noclobber !6
  %.438 = zext i16 %.437 to i32, !dbg !71
  %.439 = mul i64 %a15, 3, !dbg !71
  %.440 = add i64 %.423, %.439, !dbg !71
  %.441 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.440
  %.442 = load i16, ptr addrspace(1) %.441, align 2, !dbg !71, !amdgpu.noclobber !6
  %.443 = zext i16 %.442 to i32, !dbg !71
  %.444 = shl nuw i32 %.443, 16, !dbg !71
  %.445 = or i32 %.444, %.438, !dbg !71
  %.446 = shl i64 %a15, 2, !dbg !71
  %.447 = add i64 %.423, %.446, !dbg !71
  %.448 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.447
  %.449 = load i16, ptr addrspace(1) %.448, align 2, !dbg !71, !amdgpu.noclobber !6
  %.450 = zext i16 %.449 to i32, !dbg !71
  %.451 = mul i64 %a15, 5, !dbg !71
  %.452 = add i64 %.423, %.451, !dbg !71
  %.453 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.452
  %.454 = load i16, ptr addrspace(1) %.453, align 2, !dbg !71, !amdgpu.noclobber !6
  %.455 = zext i16 %.454 to i32, !dbg !71
  %.456 = shl nuw i32 %.455, 16, !dbg !71
  %.457 = or i32 %.456, %.450, !dbg !71
  %.458 = mul i64 %a15, 6, !dbg !71
  %.459 = add i64 %.423, %.458, !dbg !71
  %.460 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.459
  %.461 = load i16, ptr addrspace(1) %.460, align 2, !dbg !71, !amdgpu.noclobber !6
  %.463 = mul i64 %a15, 7, !dbg !71
  %.464 = add i64 %.423, %.463, !dbg !71
  %.465 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.464
  %.466 = load i16, ptr addrspace(1) %.465, align 2, !dbg !71, !amdgpu.noclobber !6
  br label %b21, !dbg !72

b21:                                              ; preds = %b20, %b19, %b17, %b16
  %.466.sink = phi i16 [ %.466, %b20 ], [ %.407, %b19 ], [ %.355, %b17 ], [ %.296, %b16 ]
  %.462.sink.in = phi i16 [ %.461, %b20 ], [ %.403, %b19 ], [ %.350, %b17 ], [ %.292, %b16 ]
  %.269.pn = phi i32 [ %.433, %b20 ], [ %.380, %b19 ], [ %.322, %b17 ], [ %.269, %b16 ]
  %.279.pn = phi i32 [ %.445, %b20 ], [ %.390, %b19 ], [ %.334, %b17 ], [ %.279, %b16 ]
  %.289.pn = phi i32 [ %.457, %b20 ], [ %.400, %b19 ], [ %.346, %b17 ], [ %.289, %b16 ]
  %.462.sink = zext i16 %.462.sink.in to i32, !dbg !51
  %.467 = zext i16 %.466.sink to i32, !dbg !51
  %.468 = shl nuw i32 %.467, 16, !dbg !51
  %.469 = or i32 %.468, %.462.sink, !dbg !51
  %t77 = and i32 %.17, 16, !dbg !73
  %t78.not = icmp eq i32 %t77, 0, !dbg !74
  br i1 %t78.not, label %b30, label %b22, !dbg !74

b22:                                              ; preds = %b21
  %t89 = and i32 %.17, 4, !dbg !51
  %t90.not = icmp eq i32 %t89, 0, !dbg !51
  br i1 %t12.not, label %b26, label %b23, !dbg !75

b23:                                              ; preds = %b22
  %.520 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !51
  %.521 = lshr i32 %.520, 4, !dbg !51
  br i1 %t90.not, label %b25, label %b24, !dbg !76

b24:                                              ; preds = %b23
  %.485 = and i32 %.520, 15, !dbg !77
  %49 = trunc i64 %a15 to i32
  %50 = mul i32 %.485, %49
  %51 = add i32 %50, %.521
  %.489 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %51
  %.490 = load float, ptr addrspace(3) %.489, align 4, !dbg !77
  %52 = add i32 %51, 2
  %.492 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %52
  %.493 = load float, ptr addrspace(3) %.492, align 4, !dbg !77
  %53 = add i32 %51, 4
  %.495 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %53
  %.496 = load float, ptr addrspace(3) %.495, align 4, !dbg !77
  %54 = add i32 %51, 6
  %.498 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %54
  %.499 = load float, ptr addrspace(3) %.498, align 4, !dbg !77
  %55 = add i32 %51, 8
  %.501 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %55
  %.502 = load float, ptr addrspace(3) %.501, align 4, !dbg !77
  %56 = add i32 %51, 10
  %.504 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %56
  %.505 = load float, ptr addrspace(3) %.504, align 4, !dbg !77
  %57 = add i32 %51, 12
  %.507 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %57
  %.508 = load float, ptr addrspace(3) %.507, align 4, !dbg !77
  %58 = add i32 %51, 14
  %.510 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %58
  %.511 = load float, ptr addrspace(3) %.510, align 4, !dbg !77
  %.512 = insertvalue { [8 x float] } zeroinitializer, float %.490, 0, 0, !dbg !77
  %.513 = insertvalue { [8 x float] } %.512, float %.493, 0, 1, !dbg !77
  %.514 = insertvalue { [8 x float] } %.513, float %.496, 0, 2, !dbg !77
  %.515 = insertvalue { [8 x float] } %.514, float %.499, 0, 3, !dbg !77
  %.516 = insertvalue { [8 x float] } %.515, float %.502, 0, 4, !dbg !77
  %.517 = insertvalue { [8 x float] } %.516, float %.505, 0, 5, !dbg !77
  %.518 = insertvalue { [8 x float] } %.517, float %.508, 0, 6, !dbg !77
  %.519 = insertvalue { [8 x float] } %.518, float %.511, 0, 7, !dbg !77
  br label %b30, !dbg !78

b25:                                              ; preds = %b23
  %.522 = zext i32 %.521 to i64, !dbg !79
  %.523 = and i32 %.520, 15, !dbg !79
  %.524 = zext i32 %.523 to i64, !dbg !79
  %.525 = mul i64 %.522, %a15, !dbg !79
  %.526 = add i64 %.525, %.524, !dbg !79
  %59 = trunc i64 %.526 to i32
  %.527 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %59
  %.528 = load float, ptr addrspace(3) %.527, align 4, !dbg !79
  %.529 = shl i64 %a15, 1, !dbg !79
  %.530 = add i64 %.526, %.529, !dbg !79
  %60 = trunc i64 %.530 to i32
  %.531 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %60
  %.532 = load float, ptr addrspace(3) %.531, align 4, !dbg !79
  %.533 = shl i64 %a15, 2, !dbg !79
  %.534 = add i64 %.526, %.533, !dbg !79
  %61 = trunc i64 %.534 to i32
  %.535 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %61
  %.536 = load float, ptr addrspace(3) %.535, align 4, !dbg !79
  %.537 = mul i64 %a15, 6, !dbg !79
  %.538 = add i64 %.526, %.537, !dbg !79
  %62 = trunc i64 %.538 to i32
  %.539 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %62
  %.540 = load float, ptr addrspace(3) %.539, align 4, !dbg !79
  %.541 = shl i64 %a15, 3, !dbg !79
  %.542 = add i64 %.526, %.541, !dbg !79
  %63 = trunc i64 %.542 to i32
  %.543 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %63
  %.544 = load float, ptr addrspace(3) %.543, align 4, !dbg !79
  %.545 = mul i64 %a15, 10, !dbg !79
  %.546 = add i64 %.526, %.545, !dbg !79
  %64 = trunc i64 %.546 to i32
  %.547 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %64
  %.548 = load float, ptr addrspace(3) %.547, align 4, !dbg !79
  %.549 = mul i64 %a15, 12, !dbg !79
  %.550 = add i64 %.526, %.549, !dbg !79
  %65 = trunc i64 %.550 to i32
  %.551 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %65
  %.552 = load float, ptr addrspace(3) %.551, align 4, !dbg !79
  %.553 = mul i64 %a15, 14, !dbg !79
  %.554 = add i64 %.526, %.553, !dbg !79
  %66 = trunc i64 %.554 to i32
  %.555 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %66
  %.556 = load float, ptr addrspace(3) %.555, align 4, !dbg !79
  %.557 = insertvalue { [8 x float] } zeroinitializer, float %.528, 0, 0, !dbg !79
  %.558 = insertvalue { [8 x float] } %.557, float %.532, 0, 1, !dbg !79
  %.559 = insertvalue { [8 x float] } %.558, float %.536, 0, 2, !dbg !79
  %.560 = insertvalue { [8 x float] } %.559, float %.540, 0, 3, !dbg !79
  %.561 = insertvalue { [8 x float] } %.560, float %.544, 0, 4, !dbg !79
  %.562 = insertvalue { [8 x float] } %.561, float %.548, 0, 5, !dbg !79
  %.563 = insertvalue { [8 x float] } %.562, float %.552, 0, 6, !dbg !79
  %.564 = insertvalue { [8 x float] } %.563, float %.556, 0, 7, !dbg !79
  br label %b30, !dbg !80

b26:                                              ; preds = %b22
  %t91 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t6, !dbg !81
  %.603 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !51
  %.604 = lshr i32 %.603, 4, !dbg !51
  %.605 = zext i32 %.604 to i64, !dbg !51
  %.606 = and i32 %.603, 15, !dbg !51
  %.607 = zext i32 %.606 to i64, !dbg !51
  br i1 %t90.not, label %b28, label %b27, !dbg !82

b27:                                              ; preds = %b26
  %.570 = mul i64 %.607, %a15, !dbg !81
  %.571 = add i64 %.570, %.605, !dbg !81
  %.572 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.571
  %.573 = load float, ptr addrspace(1) %.572, align 4, !dbg !81, !amdgpu.noclobber !6
  %.574 = add i64 %.571, 2, !dbg !81
  %.575 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.574
  %.576 = load float, ptr addrspace(1) %.575, align 4, !dbg !81, !amdgpu.noclobber !6
  %.577 = add i64 %.571, 4, !dbg !81
  %.578 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.577
  %.579 = load float, ptr addrspace(1) %.578, align 4, !dbg !81, !amdgpu.noclobber !6
  %.580 = add i64 %.571, 6, !dbg !81
  %.581 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.580
  %.582 = load float, ptr addrspace(1) %.581, align 4, !dbg !81, !amdgpu.noclobber !6
  %.583 = add i64 %.571, 8, !dbg !81
  %.584 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.583
  %.585 = load float, ptr addrspace(1) %.584, align 4, !dbg !81, !amdgpu.noclobber !6
  %.586 = add i64 %.571, 10, !dbg !81
  %.587 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.586
  %.588 = load float, ptr addrspace(1) %.587, align 4, !dbg !81, !amdgpu.noclobber !6
  %.589 = add i64 %.571, 12, !dbg !81
  %.590 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.589
  %.591 = load float, ptr addrspace(1) %.590, align 4, !dbg !81, !amdgpu.noclobber !6
  %.592 = add i64 %.571, 14, !dbg !81
  %.593 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.592
  %.594 = load float, ptr addrspace(1) %.593, align 4, !dbg !81, !amdgpu.noclobber !6
  %.595 = insertvalue { [8 x float] } zeroinitializer, float %.573, 0, 0, !dbg !81
  %.596 = insertvalue { [8 x float] } %.595, float %.576, 0, 1, !dbg !81
  %.597 = insertvalue { [8 x float] } %.596, float %.579, 0, 2, !dbg !81
  %.598 = insertvalue { [8 x float] } %.597, float %.582, 0, 3, !dbg !81
  %.599 = insertvalue { [8 x float] } %.598, float %.585, 0, 4, !dbg !81
  %.600 = insertvalue { [8 x float] } %.599, float %.588, 0, 5, !dbg !81
  %.601 = insertvalue { [8 x float] } %.600, float %.591, 0, 6, !dbg !81
  %.602 = insertvalue { [8 x float] } %.601, float %.594, 0, 7, !dbg !81
  br label %b30, !dbg !83

b28:                                              ; preds = %b26
  %.608 = mul i64 %.605, %a15, !dbg !84
  %.609 = add i64 %.608, %.607, !dbg !84
  %.610 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.609
  %.611 = load float, ptr addrspace(1) %.610, align 4, !dbg !84, !amdgpu.noclobber !6
  %.612 = shl i64 %a15, 1, !dbg !84
  %.613 = add i64 %.609, %.612, !dbg !84
  %.614 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.613
  %.615 = load float, ptr addrspace(1) %.614, align 4, !dbg !84, !amdgpu.noclobber !6
  %.616 = shl i64 %a15, 2, !dbg !84
  %.617 = add i64 %.609, %.616, !dbg !84
  %.618 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.617
  %.619 = load float, ptr addrspace(1) %.618, align 4, !dbg !84, !amdgpu.noclobber !6
  %.620 = mul i64 %a15, 6, !dbg !84
  %.621 = add i64 %.609, %.620, !dbg !84
  %.622 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.621
  %.623 = load float, ptr addrspace(1) %.622, align 4, !dbg !84, !amdgpu.noclobber !6
  %.624 = shl i64 %a15, 3, !dbg !84
  %.625 = add i64 %.609, %.624, !dbg !84
  %.626 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.625
  %.627 = load float, ptr addrspace(1) %.626, align 4, !dbg !84, !amdgpu.noclobber !6
  %.628 = mul i64 %a15, 10, !dbg !84
  %.629 = add i64 %.609, %.628, !dbg !84
  %.630 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.629
  %.631 = load float, ptr addrspace(1) %.630, align 4, !dbg !84, !amdgpu.noclobber !6
  %.632 = mul i64 %a15, 12, !dbg !84
  %.633 = add i64 %.609, %.632, !dbg !84
  %.634 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.633
  %.635 = load float, ptr addrspace(1) %.634, align 4, !dbg !84, !amdgpu.noclobber !6
  %.636 = mul i64 %a15, 14, !dbg !84
  %.637 = add i64 %.609, %.636, !dbg !84
  %.638 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.637
  %.639 = load float, ptr addrspace(1) %.638, align 4, !dbg !84, !amdgpu.noclobber !6
  %.640 = insertvalue { [8 x float] } zeroinitializer, float %.611, 0, 0, !dbg !84
  %.641 = insertvalue { [8 x float] } %.640, float %.615, 0, 1, !dbg !84
  %.642 = insertvalue { [8 x float] } %.641, float %.619, 0, 2, !dbg !84
  %.643 = insertvalue { [8 x float] } %.642, float %.623, 0, 3, !dbg !84
  %.644 = insertvalue { [8 x float] } %.643, float %.627, 0, 4, !dbg !84
  %.645 = insertvalue { [8 x float] } %.644, float %.631, 0, 5, !dbg !84
  %.646 = insertvalue { [8 x float] } %.645, float %.635, 0, 6, !dbg !84
  %.647 = insertvalue { [8 x float] } %.646, float %.639, 0, 7, !dbg !84
  br label %b30, !dbg !85

b30:                                              ; preds = %b24, %b25, %b27, %b28, %b21
  %t97 = phi { [8 x float] } [ zeroinitializer, %b21 ], [ %.519, %b24 ], [ %.564, %b25 ], [ %.602, %b27 ], [ %.647, %b28 ]
  %.648 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !86
  %.649 = icmp ugt i32 %.648, 15, !dbg !86
  %.650 = shl i32 %.648, 2, !dbg !86
  %.651 = xor i32 %.650, 64, !dbg !86
  %.653 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.651, i32 %.48.pn), !dbg !86
  %.654 = select i1 %.649, i32 %.653, i32 %.48.pn, !dbg !86
  %.655 = select i1 %.649, i32 %.48.pn, i32 %.653, !dbg !86
  %.656 = insertelement <8 x i32> poison, i32 %.654, i64 0, !dbg !86
  %.657 = insertelement <8 x i32> %.656, i32 %.655, i64 4, !dbg !86
  %.659 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.651, i32 %.60.pn), !dbg !86
  %.660 = select i1 %.649, i32 %.659, i32 %.60.pn, !dbg !86
  %.661 = select i1 %.649, i32 %.60.pn, i32 %.659, !dbg !86
  %.662 = insertelement <8 x i32> %.657, i32 %.660, i64 1, !dbg !86
  %.663 = insertelement <8 x i32> %.662, i32 %.661, i64 5, !dbg !86
  %.665 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.651, i32 %.72.pn), !dbg !86
  %.666 = select i1 %.649, i32 %.665, i32 %.72.pn, !dbg !86
  %.667 = select i1 %.649, i32 %.72.pn, i32 %.665, !dbg !86
  %.668 = insertelement <8 x i32> %.663, i32 %.666, i64 2, !dbg !86
  %.669 = insertelement <8 x i32> %.668, i32 %.667, i64 6, !dbg !86
  %.671 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.651, i32 %.247), !dbg !86
  %.672 = select i1 %.649, i32 %.671, i32 %.247, !dbg !86
  %.673 = select i1 %.649, i32 %.247, i32 %.671, !dbg !86
  %.674 = insertelement <8 x i32> %.669, i32 %.672, i64 3, !dbg !86
  %.675 = insertelement <8 x i32> %.674, i32 %.673, i64 7, !dbg !86
  %.676 = bitcast <8 x i32> %.675 to <16 x half>, !dbg !86
  %.678 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.651, i32 %.269.pn), !dbg !86
  %.679 = select i1 %.649, i32 %.678, i32 %.269.pn, !dbg !86
  %.680 = select i1 %.649, i32 %.269.pn, i32 %.678, !dbg !86
  %.681 = insertelement <8 x i32> poison, i32 %.679, i64 0, !dbg !86
  %.682 = insertelement <8 x i32> %.681, i32 %.680, i64 4, !dbg !86
  %.684 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.651, i32 %.279.pn), !dbg !86
  %.685 = select i1 %.649, i32 %.684, i32 %.279.pn, !dbg !86
  %.686 = select i1 %.649, i32 %.279.pn, i32 %.684, !dbg !86
  %.687 = insertelement <8 x i32> %.682, i32 %.685, i64 1, !dbg !86
  %.688 = insertelement <8 x i32> %.687, i32 %.686, i64 5, !dbg !86
  %.690 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.651, i32 %.289.pn), !dbg !86
  %.691 = select i1 %.649, i32 %.690, i32 %.289.pn, !dbg !86
  %.692 = select i1 %.649, i32 %.289.pn, i32 %.690, !dbg !86
  %.693 = insertelement <8 x i32> %.688, i32 %.691, i64 2, !dbg !86
  %.694 = insertelement <8 x i32> %.693, i32 %.692, i64 6, !dbg !86
  %.696 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.651, i32 %.469), !dbg !86
  %.697 = select i1 %.649, i32 %.696, i32 %.469, !dbg !86
  %.698 = select i1 %.649, i32 %.469, i32 %.696, !dbg !86
  %.699 = insertelement <8 x i32> %.694, i32 %.697, i64 3, !dbg !86
  %.700 = insertelement <8 x i32> %.699, i32 %.698, i64 7, !dbg !86
  %.701 = bitcast <8 x i32> %.700 to <16 x half>, !dbg !86
  %.702 = extractvalue { [8 x float] } %t97, 0, 0, !dbg !86
  %.703 = insertelement <8 x float> poison, float %.702, i64 0, !dbg !86
  %.704 = extractvalue { [8 x float] } %t97, 0, 1, !dbg !86
  %.705 = insertelement <8 x float> %.703, float %.704, i64 1, !dbg !86
  %.706 = extractvalue { [8 x float] } %t97, 0, 2, !dbg !86
  %.707 = insertelement <8 x float> %.705, float %.706, i64 2, !dbg !86
  %.708 = extractvalue { [8 x float] } %t97, 0, 3, !dbg !86
  %.709 = insertelement <8 x float> %.707, float %.708, i64 3, !dbg !86
  %.710 = extractvalue { [8 x float] } %t97, 0, 4, !dbg !86
  %.711 = insertelement <8 x float> %.709, float %.710, i64 4, !dbg !86
  %.712 = extractvalue { [8 x float] } %t97, 0, 5, !dbg !86
  %.713 = insertelement <8 x float> %.711, float %.712, i64 5, !dbg !86
  %.714 = extractvalue { [8 x float] } %t97, 0, 6, !dbg !86
  %.715 = insertelement <8 x float> %.713, float %.714, i64 6, !dbg !86
  %.716 = extractvalue { [8 x float] } %t97, 0, 7, !dbg !86
  %.717 = insertelement <8 x float> %.715, float %.716, i64 7, !dbg !86
  %.718 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.676, <16 x half> %.701, <8 x float> %.717), !dbg !86
  %.719 = extractelement <8 x float> %.718, i64 0, !dbg !86
  %.720 = extractelement <8 x float> %.718, i64 1, !dbg !86
  %.721 = extractelement <8 x float> %.718, i64 2, !dbg !86
  %.722 = extractelement <8 x float> %.718, i64 3, !dbg !86
  %.723 = extractelement <8 x float> %.718, i64 4, !dbg !86
  %.724 = extractelement <8 x float> %.718, i64 5, !dbg !86
  %.725 = extractelement <8 x float> %.718, i64 6, !dbg !86
  %.726 = extractelement <8 x float> %.718, i64 7, !dbg !86
  %t122 = and i32 %.17, 8, !dbg !51
  %t123.not = icmp eq i32 %t122, 0, !dbg !51
  br i1 %t12.not, label %b40, label %b31, !dbg !86

b31:                                              ; preds = %b30
  %.778 = lshr i32 %.648, 4, !dbg !51
  br i1 %t123.not, label %b39, label %b32, !dbg !87

b32:                                              ; preds = %b31
  %.738 = and i32 %.648, 15, !dbg !88
  %67 = trunc i64 %a15 to i32, !dbg !88
  %68 = mul i32 %.738, %67, !dbg !88
  %69 = add i32 %68, %.778, !dbg !88
  %.743 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %69, !dbg !88
  store float %.719, ptr addrspace(3) %.743, align 4, !dbg !88
  %70 = add i32 %69, 2, !dbg !88
  %.746 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %70, !dbg !88
  store float %.720, ptr addrspace(3) %.746, align 4, !dbg !88
  %71 = add i32 %69, 4, !dbg !88
  %.749 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %71, !dbg !88
  store float %.721, ptr addrspace(3) %.749, align 4, !dbg !88
  %72 = add i32 %69, 6, !dbg !88
  %.752 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %72, !dbg !88
  store float %.722, ptr addrspace(3) %.752, align 4, !dbg !88
  %73 = add i32 %69, 8, !dbg !88
  %.755 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %73, !dbg !88
  store float %.723, ptr addrspace(3) %.755, align 4, !dbg !88
  %74 = add i32 %69, 10, !dbg !88
  %.758 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %74, !dbg !88
  store float %.724, ptr addrspace(3) %.758, align 4, !dbg !88
  %75 = add i32 %69, 12, !dbg !88
  %.761 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %75, !dbg !88
  store float %.725, ptr addrspace(3) %.761, align 4, !dbg !88
  %76 = add i32 %69, 14, !dbg !88
  br label %b33, !dbg !88

b33:                                              ; preds = %b39, %b32
  %.sink = phi i32 [ %87, %b39 ], [ %76, %b32 ]
  %.813 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %.sink, !dbg !51
  store float %.726, ptr addrspace(3) %.813, align 4, !dbg !51
  fence syncscope("workgroup") release, !dbg !89
  tail call void @llvm.amdgcn.s.barrier(), !dbg !89
  fence syncscope("workgroup") acquire, !dbg !89
  %.765 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !90
  %t106 = sext i32 %.765 to i64, !dbg !90
  %t107 = shl i64 %a15, 4, !dbg !91
  %.766 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !92
  %.767 = getelementptr inbounds i8, ptr addrspace(4) %.766, i64 4, !dbg !92
  %.768 = load i16, ptr addrspace(4) %.767, align 4, !dbg !92, !invariant.load !6
  %t109 = zext i16 %.768 to i64
  %t1114 = icmp sgt i64 %t107, %t106, !dbg !93
  br i1 %t1114, label %b35.lr.ph, label %common.ret, !dbg !93

b35.lr.ph:                                        ; preds = %b33
  %.770 = icmp eq i64 %a15, 0
  %77 = add i64 %a15, 1
  %78 = icmp ult i64 %77, 2
  %.773 = select i1 %78, i64 1, i64 %a15
  br label %b35, !dbg !93

b35:                                              ; preds = %b35.lr.ph, %b37
  %t1105 = phi i64 [ %t106, %b35.lr.ph ], [ %t118, %b37 ]
  %.774 = srem i64 %t1105, %.773, !dbg !94
  %.775 = select i1 %.770, i64 %t1105, i64 %.774, !dbg !94
  %t113 = icmp slt i64 %.775, 16, !dbg !95
  br i1 %t113, label %b36, label %b37, !dbg !95

b36:                                              ; preds = %b35
  %t114 = add i64 %t1105, %t6, !dbg !96
  %t117 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t114, !dbg !97
  %79 = trunc i64 %t1105 to i32, !dbg !98
  %t115 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %79, !dbg !98
  %.776 = load float, ptr addrspace(3) %t115, align 4, !dbg !98
  store float %.776, ptr addrspace(1) %t117, align 4, !dbg !97
  br label %b37, !dbg !97

b37:                                              ; preds = %b36, %b35
  %t118 = add i64 %t1105, %t109, !dbg !99
  %t111 = icmp slt i64 %t118, %t107, !dbg !93
  br i1 %t111, label %b35, label %common.ret, !dbg !93

common.ret.sink.split:                            ; preds = %b43, %b41
  %.842.sink = phi i64 [ %.842, %b41 ], [ %.879, %b43 ]
  %.843 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.842.sink, !dbg !51
  store float %.726, ptr addrspace(1) %.843, align 4, !dbg !51
  br label %common.ret, !dbg !51

common.ret:                                       ; preds = %b37, %common.ret.sink.split, %b33
  ret void, !dbg !51

b39:                                              ; preds = %b31
  %.779 = zext i32 %.778 to i64, !dbg !100
  %.780 = and i32 %.648, 15, !dbg !100
  %.781 = zext i32 %.780 to i64, !dbg !100
  %.782 = mul i64 %.779, %a15, !dbg !100
  %.783 = add i64 %.782, %.781, !dbg !100
  %80 = trunc i64 %.783 to i32, !dbg !100
  %.785 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %80, !dbg !100
  store float %.719, ptr addrspace(3) %.785, align 4, !dbg !100
  %.787 = shl i64 %a15, 1, !dbg !100
  %.788 = add i64 %.783, %.787, !dbg !100
  %81 = trunc i64 %.788 to i32, !dbg !100
  %.789 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %81, !dbg !100
  store float %.720, ptr addrspace(3) %.789, align 4, !dbg !100
  %.791 = shl i64 %a15, 2, !dbg !100
  %.792 = add i64 %.783, %.791, !dbg !100
  %82 = trunc i64 %.792 to i32, !dbg !100
  %.793 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %82, !dbg !100
  store float %.721, ptr addrspace(3) %.793, align 4, !dbg !100
  %.795 = mul i64 %a15, 6, !dbg !100
  %.796 = add i64 %.783, %.795, !dbg !100
  %83 = trunc i64 %.796 to i32, !dbg !100
  %.797 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %83, !dbg !100
  store float %.722, ptr addrspace(3) %.797, align 4, !dbg !100
  %.799 = shl i64 %a15, 3, !dbg !100
  %.800 = add i64 %.783, %.799, !dbg !100
  %84 = trunc i64 %.800 to i32, !dbg !100
  %.801 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %84, !dbg !100
  store float %.723, ptr addrspace(3) %.801, align 4, !dbg !100
  %.803 = mul i64 %a15, 10, !dbg !100
  %.804 = add i64 %.783, %.803, !dbg !100
  %85 = trunc i64 %.804 to i32, !dbg !100
  %.805 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %85, !dbg !100
  store float %.724, ptr addrspace(3) %.805, align 4, !dbg !100
  %.807 = mul i64 %a15, 12, !dbg !100
  %.808 = add i64 %.783, %.807, !dbg !100
  %86 = trunc i64 %.808 to i32, !dbg !100
  %.809 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %86, !dbg !100
  store float %.725, ptr addrspace(3) %.809, align 4, !dbg !100
  %.811 = mul i64 %a15, 14, !dbg !100
  %.812 = add i64 %.783, %.811, !dbg !100
  %87 = trunc i64 %.812 to i32, !dbg !100
  br label %b33, !dbg !100

b40:                                              ; preds = %b30
  %t124 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t6, !dbg !101
  %.845 = lshr i32 %.648, 4, !dbg !51
  %.846 = zext i32 %.845 to i64, !dbg !51
  %.847 = and i32 %.648, 15, !dbg !51
  %.848 = zext i32 %.847 to i64, !dbg !51
  br i1 %t123.not, label %b43, label %b41, !dbg !102

b41:                                              ; preds = %b40
  %.819 = mul i64 %.848, %a15, !dbg !101
  %.820 = add i64 %.819, %.846, !dbg !101
  %.822 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.820, !dbg !101
  store float %.719, ptr addrspace(1) %.822, align 4, !dbg !101
  %.824 = add i64 %.820, 2, !dbg !101
  %.825 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.824, !dbg !101
  store float %.720, ptr addrspace(1) %.825, align 4, !dbg !101
  %.827 = add i64 %.820, 4, !dbg !101
  %.828 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.827, !dbg !101
  store float %.721, ptr addrspace(1) %.828, align 4, !dbg !101
  %.830 = add i64 %.820, 6, !dbg !101
  %.831 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.830, !dbg !101
  store float %.722, ptr addrspace(1) %.831, align 4, !dbg !101
  %.833 = add i64 %.820, 8, !dbg !101
  %.834 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.833, !dbg !101
  store float %.723, ptr addrspace(1) %.834, align 4, !dbg !101
  %.836 = add i64 %.820, 10, !dbg !101
  %.837 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.836, !dbg !101
  store float %.724, ptr addrspace(1) %.837, align 4, !dbg !101
  %.839 = add i64 %.820, 12, !dbg !101
  %.840 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.839, !dbg !101
  store float %.725, ptr addrspace(1) %.840, align 4, !dbg !101
  %.842 = add i64 %.820, 14, !dbg !101
  br label %common.ret.sink.split, !dbg !101

b43:                                              ; preds = %b40
  %.849 = mul i64 %.846, %a15, !dbg !103
  %.850 = add i64 %.849, %.848, !dbg !103
  %.852 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.850, !dbg !103
  store float %.719, ptr addrspace(1) %.852, align 4, !dbg !103
  %.854 = shl i64 %a15, 1, !dbg !103
  %.855 = add i64 %.850, %.854, !dbg !103
  %.856 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.855, !dbg !103
  store float %.720, ptr addrspace(1) %.856, align 4, !dbg !103
  %.858 = shl i64 %a15, 2, !dbg !103
  %.859 = add i64 %.850, %.858, !dbg !103
  %.860 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.859, !dbg !103
  store float %.721, ptr addrspace(1) %.860, align 4, !dbg !103
  %.862 = mul i64 %a15, 6, !dbg !103
  %.863 = add i64 %.850, %.862, !dbg !103
  %.864 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.863, !dbg !103
  store float %.722, ptr addrspace(1) %.864, align 4, !dbg !103
  %.866 = shl i64 %a15, 3, !dbg !103
  %.867 = add i64 %.850, %.866, !dbg !103
  %.868 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.867, !dbg !103
  store float %.723, ptr addrspace(1) %.868, align 4, !dbg !103
  %.870 = mul i64 %a15, 10, !dbg !103
  %.871 = add i64 %.850, %.870, !dbg !103
  %.872 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.871, !dbg !103
  store float %.724, ptr addrspace(1) %.872, align 4, !dbg !103
  %.874 = mul i64 %a15, 12, !dbg !103
  %.875 = add i64 %.850, %.874, !dbg !103
  %.876 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.875, !dbg !103
  store float %.725, ptr addrspace(1) %.876, align 4, !dbg !103
  %.878 = mul i64 %a15, 14, !dbg !103
  %.879 = add i64 %.850, %.878, !dbg !103
  br label %common.ret.sink.split, !dbg !103
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture readonly %a12, i64 %a13, i64 %a14, i64 %a15, i16 %a16, float %a17) local_unnamed_addr #2 !dbg !104 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !105
  %t1 = sext i32 %.16 to i64, !dbg !105
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t1, !dbg !106
  %.17 = load i32, ptr addrspace(1) %t3, align 4, !dbg !106, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 4, !dbg !107
  %t6 = mul i64 %t5, %a15, !dbg !108
  %t11 = and i32 %.17, 96, !dbg !109
  %t12.not = icmp eq i32 %t11, 0, !dbg !110
  br i1 %t12.not, label %b11, label %b1, !dbg !110

b1:                                               ; preds = %entry
  %.18 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !111
  %t17 = sext i32 %.18 to i64, !dbg !111
  %t18 = shl i64 %a15, 4, !dbg !112
  %t19 = and i32 %.17, 64, !dbg !113
  %t20.not = icmp eq i32 %t19, 0, !dbg !114
  %.19 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !115
  %.20 = getelementptr inbounds i8, ptr addrspace(4) %.19, i64 4, !dbg !115
  %.21 = load i16, ptr addrspace(4) %.20, align 4, !dbg !115, !invariant.load !6
  %t22 = zext i16 %.21 to i64
  %t241 = icmp sgt i64 %t18, %t17, !dbg !116
  br i1 %t241, label %b3.lr.ph, label %b6, !dbg !116

b3.lr.ph:                                         ; preds = %b1
  %.25 = zext i16 %a16 to i32
  %.26 = shl nuw i32 %.25, 16
  %.27 = bitcast i32 %.26 to float
  br label %b3, !dbg !116

b3:                                               ; preds = %b3.lr.ph, %b5
  %t232 = phi i64 [ %t17, %b3.lr.ph ], [ %t39, %b5 ]
  %t25 = add i64 %t232, %t6, !dbg !117
  %t26 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t25, !dbg !118
  %.23 = load i16, ptr addrspace(1) %t26, align 2, !dbg !118, !amdgpu.noclobber !6
  %t28 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t25, !dbg !119
  %.24 = load float, ptr addrspace(1) %t28, align 4, !dbg !119, !amdgpu.noclobber !6
  br i1 %t20.not, label %b5, label %b4, !dbg !114

b4:                                               ; preds = %b3
  %.28 = zext i16 %.23 to i32, !dbg !120
  %.29 = shl nuw i32 %.28, 16, !dbg !120
  %.30 = bitcast i32 %.29 to float, !dbg !120
  %.31 = fmul float %.27, %.30, !dbg !120
  %.32 = bitcast float %.31 to i32, !dbg !120
  %.33 = and i32 %.32, 2147483647, !dbg !120
  %.34 = icmp ugt i32 %.33, 2139095040, !dbg !120
  %.35 = lshr i32 %.32, 16, !dbg !120
  %.36 = and i32 %.35, 1, !dbg !120
  %.37 = add i32 %.32, 32767, !dbg !120
  %.38 = add i32 %.37, %.36, !dbg !120
  %.39 = lshr i32 %.38, 16, !dbg !120
  %.41 = or i32 %.35, 64, !dbg !120
  %.42 = select i1 %.34, i32 %.41, i32 %.39, !dbg !120
  %.43 = trunc i32 %.42 to i16, !dbg !120
  %t31 = fmul float %.24, %a17, !dbg !121
  br label %b5, !dbg !121

b5:                                               ; preds = %b4, %b3
  %t32 = phi i16 [ %.23, %b3 ], [ %.43, %b4 ]
  %t33 = phi float [ %.24, %b3 ], [ %t31, %b4 ]
  %t34 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t25, !dbg !122
  %.44 = load i16, ptr addrspace(1) %t34, align 2, !dbg !122, !amdgpu.noclobber !6
  %0 = trunc i64 %t232 to i32, !dbg !123
  %t36 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %0, !dbg !123
  store i16 %t32, ptr addrspace(3) %t36, align 2, !dbg !123
  %t37 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %0, !dbg !124
  store i16 %.44, ptr addrspace(3) %t37, align 2, !dbg !124
  %t38 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %0, !dbg !125
  store float %t33, ptr addrspace(3) %t38, align 4, !dbg !125
  %t39 = add i64 %t232, %t22, !dbg !126
  %t24 = icmp slt i64 %t39, %t18, !dbg !116
  br i1 %t24, label %b3, label %b6, !dbg !116

b6:                                               ; preds = %b5, %b1
  fence syncscope("workgroup") release, !dbg !127
  tail call void @llvm.amdgcn.s.barrier(), !dbg !127
  fence syncscope("workgroup") acquire, !dbg !127
  %t42 = and i32 %.17, 1, !dbg !128
  %t43.not = icmp eq i32 %t42, 0, !dbg !129
  %.104 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !130
  %.107 = and i32 %.104, 15, !dbg !130
  br i1 %t43.not, label %b10, label %b9, !dbg !129

b9:                                               ; preds = %b6
  %.49 = zext i32 %.107 to i64, !dbg !131
  %1 = lshr i32 %.104, 1, !dbg !131
  %2 = and i32 %1, 2147483640, !dbg !131
  %.51 = zext i32 %2 to i64, !dbg !131
  %.52 = mul i64 %.51, %a15, !dbg !131
  %.53 = add i64 %.52, %.49, !dbg !131
  %3 = trunc i64 %.53 to i32
  %.54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %3
  %.55 = load i16, ptr addrspace(3) %.54, align 2, !dbg !131
  %.56 = zext i16 %.55 to i32, !dbg !131
  %.58 = add i64 %.53, %a15, !dbg !131
  %4 = trunc i64 %.58 to i32
  %.59 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %4
  %.60 = load i16, ptr addrspace(3) %.59, align 2, !dbg !131
  %.61 = zext i16 %.60 to i32, !dbg !131
  %.62 = shl nuw i32 %.61, 16, !dbg !131
  %.63 = or i32 %.62, %.56, !dbg !131
  %.64 = shl i64 %a15, 1, !dbg !131
  %.65 = add i64 %.53, %.64, !dbg !131
  %5 = trunc i64 %.65 to i32
  %.66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %5
  %.67 = load i16, ptr addrspace(3) %.66, align 2, !dbg !131
  %.68 = zext i16 %.67 to i32, !dbg !131
  %.69 = mul i64 %a15, 3, !dbg !131
  %.70 = add i64 %.53, %.69, !dbg !131
  %6 = trunc i64 %.70 to i32
  %.71 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %6
  %.72 = load i16, ptr addrspace(3) %.71, align 2, !dbg !131
  %.73 = zext i16 %.72 to i32, !dbg !131
  %.74 = shl nuw i32 %.73, 16, !dbg !131
  %.75 = or i32 %.74, %.68, !dbg !131
  %.76 = shl i64 %a15, 2, !dbg !131
  %.77 = add i64 %.53, %.76, !dbg !131
  %7 = trunc i64 %.77 to i32
  %.78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %7
  %.79 = load i16, ptr addrspace(3) %.78, align 2, !dbg !131
  %.80 = zext i16 %.79 to i32, !dbg !131
  %.81 = mul i64 %a15, 5, !dbg !131
  %.82 = add i64 %.53, %.81, !dbg !131
  %8 = trunc i64 %.82 to i32
  %.83 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %8
  %.84 = load i16, ptr addrspace(3) %.83, align 2, !dbg !131
  %.85 = zext i16 %.84 to i32, !dbg !131
  %.86 = shl nuw i32 %.85, 16, !dbg !131
  %.87 = or i32 %.86, %.80, !dbg !131
  %.88 = mul i64 %a15, 6, !dbg !131
  %.89 = add i64 %.53, %.88, !dbg !131
  %9 = trunc i64 %.89 to i32
  %.90 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %9
  %.91 = load i16, ptr addrspace(3) %.90, align 2, !dbg !131
  %.93 = mul i64 %a15, 7, !dbg !131
  %.94 = add i64 %.53, %.93, !dbg !131
  %10 = trunc i64 %.94 to i32
  %.95 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %10
  %.96 = load i16, ptr addrspace(3) %.95, align 2, !dbg !131
  br label %b14, !dbg !132

b10:                                              ; preds = %b6
  %11 = lshr i32 %.104, 1, !dbg !133
  %12 = and i32 %11, 2147483640, !dbg !133
  %13 = trunc i64 %a15 to i32
  %14 = mul i32 %.107, %13
  %15 = add i32 %14, %12
  %.113 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %15
  %.114 = load i16, ptr addrspace(3) %.113, align 2, !dbg !133
  %.115 = zext i16 %.114 to i32, !dbg !133
  %16 = add i32 %15, 1
  %.117 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %16
  %.118 = load i16, ptr addrspace(3) %.117, align 2, !dbg !133
  %.119 = zext i16 %.118 to i32, !dbg !133
  %.120 = shl nuw i32 %.119, 16, !dbg !133
  %.121 = or i32 %.120, %.115, !dbg !133
  %17 = add i32 %15, 2
  %.123 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %17
  %.124 = load i16, ptr addrspace(3) %.123, align 2, !dbg !133
  %.125 = zext i16 %.124 to i32, !dbg !133
  %18 = add i32 %15, 3
  %.127 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %18
  %.128 = load i16, ptr addrspace(3) %.127, align 2, !dbg !133
  %.129 = zext i16 %.128 to i32, !dbg !133
  %.130 = shl nuw i32 %.129, 16, !dbg !133
  %.131 = or i32 %.130, %.125, !dbg !133
  %19 = add i32 %15, 4
  %.133 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %19
  %.134 = load i16, ptr addrspace(3) %.133, align 2, !dbg !133
  %.135 = zext i16 %.134 to i32, !dbg !133
  %20 = add i32 %15, 5
  %.137 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %20
  %.138 = load i16, ptr addrspace(3) %.137, align 2, !dbg !133
  %.139 = zext i16 %.138 to i32, !dbg !133
  %.140 = shl nuw i32 %.139, 16, !dbg !133
  %.141 = or i32 %.140, %.135, !dbg !133
  %21 = add i32 %15, 6
  %.143 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %21
  %.144 = load i16, ptr addrspace(3) %.143, align 2, !dbg !133
  %22 = add i32 %15, 7
  %.147 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %22
  %.148 = load i16, ptr addrspace(3) %.147, align 2, !dbg !133
  br label %b14, !dbg !134

b11:                                              ; preds = %entry
  %t50 = and i32 %.17, 1, !dbg !135
  %t51.not = icmp eq i32 %t50, 0, !dbg !136
  %t52 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t6, !dbg !137
  %.215 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !130
  %.218 = and i32 %.215, 15, !dbg !130
  %.219 = zext i32 %.218 to i64, !dbg !130
  %23 = lshr i32 %.215, 1, !dbg !130
  %24 = and i32 %23, 2147483640, !dbg !130
  %.221 = zext i32 %24 to i64, !dbg !130
  br i1 %t51.not, label %b13, label %b12, !dbg !136

b12:                                              ; preds = %b11
  %.163 = mul i64 %.221, %a15, !dbg !137
  %.164 = add i64 %.163, %.219, !dbg !137
  %.165 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.164
  %.166 = load i16, ptr addrspace(1) %.165, align 2, !dbg !137, !amdgpu.noclobber !6
  %.167 = zext i16 %.166 to i32, !dbg !137
  %.169 = add i64 %.164, %a15, !dbg !137
  %.170 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.169
  %.171 = load i16, ptr addrspace(1) %.170, align 2, !dbg !137, !amdgpu.noclobber !6
  %.172 = zext i16 %.171 to i32, !dbg !137
  %.173 = shl nuw i32 %.172, 16, !dbg !137
  %.174 = or i32 %.173, %.167, !dbg !137
  %.175 = shl i64 %a15, 1, !dbg !137
  %.176 = add i64 %.164, %.175, !dbg !137
  %.177 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.176
  %.178 = load i16, ptr addrspace(1) %.177, align 2, !dbg !137, !amdgpu.noclobber !6
  %.179 = zext i16 %.178 to i32, !dbg !137
  %.180 = mul i64 %a15, 3, !dbg !137
  %.181 = add i64 %.164, %.180, !dbg !137
  %.182 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.181
  %.183 = load i16, ptr addrspace(1) %.182, align 2, !dbg !137, !amdgpu.noclobber !6
  %.184 = zext i16 %.183 to i32, !dbg !137
  %.185 = shl nuw i32 %.184, 16, !dbg !137
  %.186 = or i32 %.185, %.179, !dbg !137
  %.187 = shl i64 %a15, 2, !dbg !137
  %.188 = add i64 %.164, %.187, !dbg !137
  %.189 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.188
  %.190 = load i16, ptr addrspace(1) %.189, align 2, !dbg !137, !amdgpu.noclobber !6
  %.191 = zext i16 %.190 to i32, !dbg !137
  %.192 = mul i64 %a15, 5, !dbg !137
  %.193 = add i64 %.164, %.192, !dbg !137
  %.194 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.193
  %.195 = load i16, ptr addrspace(1) %.194, align 2, !dbg !137, !amdgpu.noclobber !6
  %.196 = zext i16 %.195 to i32, !dbg !137
  %.197 = shl nuw i32 %.196, 16, !dbg !137
  %.198 = or i32 %.197, %.191, !dbg !137
  %.199 = mul i64 %a15, 6, !dbg !137
  %.200 = add i64 %.164, %.199, !dbg !137
  %.201 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.200
  %.202 = load i16, ptr addrspace(1) %.201, align 2, !dbg !137, !amdgpu.noclobber !6
  %.204 = mul i64 %a15, 7, !dbg !137
  %.205 = add i64 %.164, %.204, !dbg !137
  %.206 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.205
  %.207 = load i16, ptr addrspace(1) %.206, align 2, !dbg !137, !amdgpu.noclobber !6
  br label %b14, !dbg !138

b13:                                              ; preds = %b11
  %.222 = mul i64 %.219, %a15, !dbg !139
  %.223 = add i64 %.222, %.221, !dbg !139
  %.224 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.223
  %.225 = load i16, ptr addrspace(1) %.224, align 2, !dbg !139, !amdgpu.noclobber !6
  %.226 = zext i16 %.225 to i32, !dbg !139
  %.227 = add i64 %.223, 1, !dbg !139
  %.228 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.227
  %.229 = load i16, ptr addrspace(1) %.228, align 2, !dbg !139, !amdgpu.noclobber !6
  %.230 = zext i16 %.229 to i32, !dbg !139
  %.231 = shl nuw i32 %.230, 16, !dbg !139
  %.232 = or i32 %.231, %.226, !dbg !139
  %.233 = add i64 %.223, 2, !dbg !139
  %.234 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.233
  %.235 = load i16, ptr addrspace(1) %.234, align 2, !dbg !139, !amdgpu.noclobber !6
  %.236 = zext i16 %.235 to i32, !dbg !139
  %.237 = add i64 %.223, 3, !dbg !139
  %.238 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.237
  %.239 = load i16, ptr addrspace(1) %.238, align 2, !dbg !139, !amdgpu.noclobber !6
  %.240 = zext i16 %.239 to i32, !dbg !139
  %.241 = shl nuw i32 %.240, 16, !dbg !139
  %.242 = or i32 %.241, %.236, !dbg !139
  %.243 = add i64 %.223, 4, !dbg !139
  %.244 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.243
  %.245 = load i16, ptr addrspace(1) %.244, align 2, !dbg !139, !amdgpu.noclobber !6
  %.246 = zext i16 %.245 to i32, !dbg !139
  %.247 = add i64 %.223, 5, !dbg !139
  %.248 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.247
  %.249 = load i16, ptr addrspace(1) %.248, align 2, !dbg !139, !amdgpu.noclobber !6
  %.250 = zext i16 %.249 to i32, !dbg !139
  %.251 = shl nuw i32 %.250, 16, !dbg !139
  %.252 = or i32 %.251, %.246, !dbg !139
  %.253 = add i64 %.223, 6, !dbg !139
  %.254 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.253
  %.255 = load i16, ptr addrspace(1) %.254, align 2, !dbg !139, !amdgpu.noclobber !6
  %.257 = add i64 %.223, 7, !dbg !139
  %.258 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.257
  %.259 = load i16, ptr addrspace(1) %.258, align 2, !dbg !139, !amdgpu.noclobber !6
  br label %b14, !dbg !140

b14:                                              ; preds = %b13, %b12, %b10, %b9
  %.259.sink = phi i16 [ %.259, %b13 ], [ %.207, %b12 ], [ %.148, %b10 ], [ %.96, %b9 ]
  %.256.sink.in = phi i16 [ %.255, %b13 ], [ %.202, %b12 ], [ %.144, %b10 ], [ %.91, %b9 ]
  %.63.pn = phi i32 [ %.232, %b13 ], [ %.174, %b12 ], [ %.121, %b10 ], [ %.63, %b9 ]
  %.75.pn = phi i32 [ %.242, %b13 ], [ %.186, %b12 ], [ %.131, %b10 ], [ %.75, %b9 ]
  %.87.pn = phi i32 [ %.252, %b13 ], [ %.198, %b12 ], [ %.141, %b10 ], [ %.87, %b9 ]
  %.256.sink = zext i16 %.256.sink.in to i32, !dbg !130
  %.260 = zext i16 %.259.sink to i32, !dbg !130
  %.261 = shl nuw i32 %.260, 16, !dbg !130
  %.262 = or i32 %.261, %.256.sink, !dbg !130
  %t68 = and i32 %.17, 2, !dbg !130
  %t69.not = icmp eq i32 %t68, 0, !dbg !130
  br i1 %t12.not, label %b18, label %b15, !dbg !141

b15:                                              ; preds = %b14
  %.319 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !130
  %.322 = and i32 %.319, 15, !dbg !130
  br i1 %t69.not, label %b17, label %b16, !dbg !142

b16:                                              ; preds = %b15
  %25 = lshr i32 %.319, 1, !dbg !143
  %26 = and i32 %25, 2147483640, !dbg !143
  %27 = trunc i64 %a15 to i32
  %28 = mul i32 %.322, %27
  %29 = add i32 %28, %26
  %.276 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %29
  %.277 = load i16, ptr addrspace(3) %.276, align 2, !dbg !143
  %.278 = zext i16 %.277 to i32, !dbg !143
  %30 = add i32 %29, 1
  %.280 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %30
  %.281 = load i16, ptr addrspace(3) %.280, align 2, !dbg !143
  %.282 = zext i16 %.281 to i32, !dbg !143
  %.283 = shl nuw i32 %.282, 16, !dbg !143
  %.284 = or i32 %.283, %.278, !dbg !143
  %31 = add i32 %29, 2
  %.286 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %31
  %.287 = load i16, ptr addrspace(3) %.286, align 2, !dbg !143
  %.288 = zext i16 %.287 to i32, !dbg !143
  %32 = add i32 %29, 3
  %.290 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %32
  %.291 = load i16, ptr addrspace(3) %.290, align 2, !dbg !143
  %.292 = zext i16 %.291 to i32, !dbg !143
  %.293 = shl nuw i32 %.292, 16, !dbg !143
  %.294 = or i32 %.293, %.288, !dbg !143
  %33 = add i32 %29, 4
  %.296 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %33
  %.297 = load i16, ptr addrspace(3) %.296, align 2, !dbg !143
  %.298 = zext i16 %.297 to i32, !dbg !143
  %34 = add i32 %29, 5
  %.300 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %34
  %.301 = load i16, ptr addrspace(3) %.300, align 2, !dbg !143
  %.302 = zext i16 %.301 to i32, !dbg !143
  %.303 = shl nuw i32 %.302, 16, !dbg !143
  %.304 = or i32 %.303, %.298, !dbg !143
  %35 = add i32 %29, 6
  %.306 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %35
  %.307 = load i16, ptr addrspace(3) %.306, align 2, !dbg !143
  %36 = add i32 %29, 7
  %.310 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %36
  %.311 = load i16, ptr addrspace(3) %.310, align 2, !dbg !143
  br label %b21, !dbg !144

b17:                                              ; preds = %b15
  %.323 = zext i32 %.322 to i64, !dbg !145
  %37 = lshr i32 %.319, 1, !dbg !145
  %38 = and i32 %37, 2147483640, !dbg !145
  %.325 = zext i32 %38 to i64, !dbg !145
  %.326 = mul i64 %.325, %a15, !dbg !145
  %.327 = add i64 %.326, %.323, !dbg !145
  %39 = trunc i64 %.327 to i32
  %.328 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %39
  %.329 = load i16, ptr addrspace(3) %.328, align 2, !dbg !145
  %.330 = zext i16 %.329 to i32, !dbg !145
  %.332 = add i64 %.327, %a15, !dbg !145
  %40 = trunc i64 %.332 to i32
  %.333 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %40
  %.334 = load i16, ptr addrspace(3) %.333, align 2, !dbg !145
  %.335 = zext i16 %.334 to i32, !dbg !145
  %.336 = shl nuw i32 %.335, 16, !dbg !145
  %.337 = or i32 %.336, %.330, !dbg !145
  %.338 = shl i64 %a15, 1, !dbg !145
  %.339 = add i64 %.327, %.338, !dbg !145
  %41 = trunc i64 %.339 to i32
  %.340 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %41
  %.341 = load i16, ptr addrspace(3) %.340, align 2, !dbg !145
  %.342 = zext i16 %.341 to i32, !dbg !145
  %.343 = mul i64 %a15, 3, !dbg !145
  %.344 = add i64 %.327, %.343, !dbg !145
  %42 = trunc i64 %.344 to i32
  %.345 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %42
  %.346 = load i16, ptr addrspace(3) %.345, align 2, !dbg !145
  %.347 = zext i16 %.346 to i32, !dbg !145
  %.348 = shl nuw i32 %.347, 16, !dbg !145
  %.349 = or i32 %.348, %.342, !dbg !145
  %.350 = shl i64 %a15, 2, !dbg !145
  %.351 = add i64 %.327, %.350, !dbg !145
  %43 = trunc i64 %.351 to i32
  %.352 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %43
  %.353 = load i16, ptr addrspace(3) %.352, align 2, !dbg !145
  %.354 = zext i16 %.353 to i32, !dbg !145
  %.355 = mul i64 %a15, 5, !dbg !145
  %.356 = add i64 %.327, %.355, !dbg !145
  %44 = trunc i64 %.356 to i32
  %.357 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %44
  %.358 = load i16, ptr addrspace(3) %.357, align 2, !dbg !145
  %.359 = zext i16 %.358 to i32, !dbg !145
  %.360 = shl nuw i32 %.359, 16, !dbg !145
  %.361 = or i32 %.360, %.354, !dbg !145
  %.362 = mul i64 %a15, 6, !dbg !145
  %.363 = add i64 %.327, %.362, !dbg !145
  %45 = trunc i64 %.363 to i32
  %.364 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %45
  %.365 = load i16, ptr addrspace(3) %.364, align 2, !dbg !145
  %.367 = mul i64 %a15, 7, !dbg !145
  %.368 = add i64 %.327, %.367, !dbg !145
  %46 = trunc i64 %.368 to i32
  %.369 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %46
  %.370 = load i16, ptr addrspace(3) %.369, align 2, !dbg !145
  br label %b21, !dbg !146

b18:                                              ; preds = %b14
  %t70 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t6, !dbg !147
  %.430 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !130
  %.433 = and i32 %.430, 15, !dbg !130
  %.434 = zext i32 %.433 to i64, !dbg !130
  %47 = lshr i32 %.430, 1, !dbg !130
  %48 = and i32 %47, 2147483640, !dbg !130
  %.436 = zext i32 %48 to i64, !dbg !130
  br i1 %t69.not, label %b20, label %b19, !dbg !148

b19:                                              ; preds = %b18
  %.385 = mul i64 %.434, %a15, !dbg !147
  %.386 = add i64 %.385, %.436, !dbg !147
  %.387 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.386
  %.388 = load i16, ptr addrspace(1) %.387, align 2, !dbg !147, !amdgpu.noclobber !6
  %.389 = zext i16 %.388 to i32, !dbg !147
  %.390 = add i64 %.386, 1, !dbg !147
  %.391 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.390
  %.392 = load i16, ptr addrspace(1) %.391, align 2, !dbg !147, !amdgpu.noclobber !6
  %.393 = zext i16 %.392 to i32, !dbg !147
  %.394 = shl nuw i32 %.393, 16, !dbg !147
  %.395 = or i32 %.394, %.389, !dbg !147
  %.396 = add i64 %.386, 2, !dbg !147
  %.397 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.396
  %.398 = load i16, ptr addrspace(1) %.397, align 2, !dbg !147, !amdgpu.noclobber !6
  %.399 = zext i16 %.398 to i32, !dbg !147
  %.400 = add i64 %.386, 3, !dbg !147
  %.401 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.400
  %.402 = load i16, ptr addrspace(1) %.401, align 2, !dbg !147, !amdgpu.noclobber !6
  %.403 = zext i16 %.402 to i32, !dbg !147
  %.404 = shl nuw i32 %.403, 16, !dbg !147
  %.405 = or i32 %.404, %.399, !dbg !147
  %.406 = add i64 %.386, 4, !dbg !147
  %.407 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.406
  %.408 = load i16, ptr addrspace(1) %.407, align 2, !dbg !147, !amdgpu.noclobber !6
  %.409 = zext i16 %.408 to i32, !dbg !147
  %.410 = add i64 %.386, 5, !dbg !147
  %.411 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.410
  %.412 = load i16, ptr addrspace(1) %.411, align 2, !dbg !147, !amdgpu.noclobber !6
  %.413 = zext i16 %.412 to i32, !dbg !147
  %.414 = shl nuw i32 %.413, 16, !dbg !147
  %.415 = or i32 %.414, %.409, !dbg !147
  %.416 = add i64 %.386, 6, !dbg !147
  %.417 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.416
  %.418 = load i16, ptr addrspace(1) %.417, align 2, !dbg !147, !amdgpu.noclobber !6
  %.420 = add i64 %.386, 7, !dbg !147
  %.421 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.420
  %.422 = load i16, ptr addrspace(1) %.421, align 2, !dbg !147, !amdgpu.noclobber !6
  br label %b21, !dbg !149

b20:                                              ; preds = %b18
  %.437 = mul i64 %.436, %a15, !dbg !150
  %.438 = add i64 %.437, %.434, !dbg !150
  %.439 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.438
  %.440 = load i16, ptr addrspace(1) %.439, align 2, !dbg !150, !amdgpu.noclobber !6
  %.441 = zext i16 %.440 to i32, !dbg !150
  %.443 = add i64 %.438, %a15, !dbg !150
  %.444 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.443
  %.445 = load i16, ptr addrspace(1) %.444, align 2, !dbg !150, !amdgpu.noclobber !6
  %.446 = zext i16 %.445 to i32, !dbg !150
  %.447 = shl nuw i32 %.446, 16, !dbg !150
  %.448 = or i32 %.447, %.441, !dbg !150
  %.449 = shl i64 %a15, 1, !dbg !150
  %.450 = add i64 %.438, %.449, !dbg !150
  %.451 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.450
  %.452 = load i16, ptr addrspace(1) %.451, align 2, !dbg !150, !amdgpu.noclobber !6
  %.453 = zext i16 %.452 to i32, !dbg !150
  %.454 = mul i64 %a15, 3, !dbg !150
  %.455 = add i64 %.438, %.454, !dbg !150
  %.456 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.455
  %.457 = load i16, ptr addrspace(1) %.456, align 2, !dbg !150, !amdgpu.noclobber !6
  %.458 = zext i16 %.457 to i32, !dbg !150
  %.459 = shl nuw i32 %.458, 16, !dbg !150
  %.460 = or i32 %.459, %.453, !dbg !150
  %.461 = shl i64 %a15, 2, !dbg !150
  %.462 = add i64 %.438, %.461, !dbg !150
  %.463 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.462
  %.464 = load i16, ptr addrspace(1) %.463, align 2, !dbg !150, !amdgpu.noclobber !6
  %.465 = zext i16 %.464 to i32, !dbg !150
  %.466 = mul i64 %a15, 5, !dbg !150
  %.467 = add i64 %.438, %.466, !dbg !150
  %.468 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.467
  %.469 = load i16, ptr addrspace(1) %.468, align 2, !dbg !150, !amdgpu.noclobber !6
  %.470 = zext i16 %.469 to i32, !dbg !150
  %.471 = shl nuw i32 %.470, 16, !dbg !150
  %.472 = or i32 %.471, %.465, !dbg !150
  %.473 = mul i64 %a15, 6, !dbg !150
  %.474 = add i64 %.438, %.473, !dbg !150
  %.475 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.474
  %.476 = load i16, ptr addrspace(1) %.475, align 2, !dbg !150, !amdgpu.noclobber !6
  %.478 = mul i64 %a15, 7, !dbg !150
  %.479 = add i64 %.438, %.478, !dbg !150
  %.480 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.479
  %.481 = load i16, ptr addrspace(1) %.480, align 2, !dbg !150, !amdgpu.noclobber !6
  br label %b21, !dbg !151

b21:                                              ; preds = %b20, %b19, %b17, %b16
  %.481.sink = phi i16 [ %.481, %b20 ], [ %.422, %b19 ], [ %.370, %b17 ], [ %.311, %b16 ]
  %.477.sink.in = phi i16 [ %.476, %b20 ], [ %.418, %b19 ], [ %.365, %b17 ], [ %.307, %b16 ]
  %.284.pn = phi i32 [ %.448, %b20 ], [ %.395, %b19 ], [ %.337, %b17 ], [ %.284, %b16 ]
  %.294.pn = phi i32 [ %.460, %b20 ], [ %.405, %b19 ], [ %.349, %b17 ], [ %.294, %b16 ]
  %.304.pn = phi i32 [ %.472, %b20 ], [ %.415, %b19 ], [ %.361, %b17 ], [ %.304, %b16 ]
  %.477.sink = zext i16 %.477.sink.in to i32, !dbg !130
  %.482 = zext i16 %.481.sink to i32, !dbg !130
  %.483 = shl nuw i32 %.482, 16, !dbg !130
  %.484 = or i32 %.483, %.477.sink, !dbg !130
  %t77 = and i32 %.17, 16, !dbg !152
  %t78.not = icmp eq i32 %t77, 0, !dbg !153
  br i1 %t78.not, label %b30, label %b22, !dbg !153

b22:                                              ; preds = %b21
  %t89 = and i32 %.17, 4, !dbg !130
  %t90.not = icmp eq i32 %t89, 0, !dbg !130
  br i1 %t12.not, label %b26, label %b23, !dbg !154

b23:                                              ; preds = %b22
  %.535 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !130
  %.536 = lshr i32 %.535, 4, !dbg !130
  br i1 %t90.not, label %b25, label %b24, !dbg !155

b24:                                              ; preds = %b23
  %.500 = and i32 %.535, 15, !dbg !156
  %49 = trunc i64 %a15 to i32
  %50 = mul i32 %.500, %49
  %51 = add i32 %50, %.536
  %.504 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %51
  %.505 = load float, ptr addrspace(3) %.504, align 4, !dbg !156
  %52 = add i32 %51, 2
  %.507 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %52
  %.508 = load float, ptr addrspace(3) %.507, align 4, !dbg !156
  %53 = add i32 %51, 4
  %.510 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %53
  %.511 = load float, ptr addrspace(3) %.510, align 4, !dbg !156
  %54 = add i32 %51, 6
  %.513 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %54
  %.514 = load float, ptr addrspace(3) %.513, align 4, !dbg !156
  %55 = add i32 %51, 8
  %.516 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %55
  %.517 = load float, ptr addrspace(3) %.516, align 4, !dbg !156
  %56 = add i32 %51, 10
  %.519 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %56
  %.520 = load float, ptr addrspace(3) %.519, align 4, !dbg !156
  %57 = add i32 %51, 12
  %.522 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %57
  %.523 = load float, ptr addrspace(3) %.522, align 4, !dbg !156
  %58 = add i32 %51, 14
  %.525 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %58
  %.526 = load float, ptr addrspace(3) %.525, align 4, !dbg !156
  %.527 = insertvalue { [8 x float] } zeroinitializer, float %.505, 0, 0, !dbg !156
  %.528 = insertvalue { [8 x float] } %.527, float %.508, 0, 1, !dbg !156
  %.529 = insertvalue { [8 x float] } %.528, float %.511, 0, 2, !dbg !156
  %.530 = insertvalue { [8 x float] } %.529, float %.514, 0, 3, !dbg !156
  %.531 = insertvalue { [8 x float] } %.530, float %.517, 0, 4, !dbg !156
  %.532 = insertvalue { [8 x float] } %.531, float %.520, 0, 5, !dbg !156
  %.533 = insertvalue { [8 x float] } %.532, float %.523, 0, 6, !dbg !156
  %.534 = insertvalue { [8 x float] } %.533, float %.526, 0, 7, !dbg !156
  br label %b30, !dbg !157

b25:                                              ; preds = %b23
  %.537 = zext i32 %.536 to i64, !dbg !158
  %.538 = and i32 %.535, 15, !dbg !158
  %.539 = zext i32 %.538 to i64, !dbg !158
  %.540 = mul i64 %.537, %a15, !dbg !158
  %.541 = add i64 %.540, %.539, !dbg !158
  %59 = trunc i64 %.541 to i32
  %.542 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %59
  %.543 = load float, ptr addrspace(3) %.542, align 4, !dbg !158
  %.544 = shl i64 %a15, 1, !dbg !158
  %.545 = add i64 %.541, %.544, !dbg !158
  %60 = trunc i64 %.545 to i32
  %.546 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %60
  %.547 = load float, ptr addrspace(3) %.546, align 4, !dbg !158
  %.548 = shl i64 %a15, 2, !dbg !158
  %.549 = add i64 %.541, %.548, !dbg !158
  %61 = trunc i64 %.549 to i32
  %.550 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %61
  %.551 = load float, ptr addrspace(3) %.550, align 4, !dbg !158
  %.552 = mul i64 %a15, 6, !dbg !158
  %.553 = add i64 %.541, %.552, !dbg !158
  %62 = trunc i64 %.553 to i32
  %.554 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %62
  %.555 = load float, ptr addrspace(3) %.554, align 4, !dbg !158
  %.556 = shl i64 %a15, 3, !dbg !158
  %.557 = add i64 %.541, %.556, !dbg !158
  %63 = trunc i64 %.557 to i32
  %.558 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %63
  %.559 = load float, ptr addrspace(3) %.558, align 4, !dbg !158
  %.560 = mul i64 %a15, 10, !dbg !158
  %.561 = add i64 %.541, %.560, !dbg !158
  %64 = trunc i64 %.561 to i32
  %.562 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %64
  %.563 = load float, ptr addrspace(3) %.562, align 4, !dbg !158
  %.564 = mul i64 %a15, 12, !dbg !158
  %.565 = add i64 %.541, %.564, !dbg !158
  %65 = trunc i64 %.565 to i32
  %.566 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %65
  %.567 = load float, ptr addrspace(3) %.566, align 4, !dbg !158
  %.568 = mul i64 %a15, 14, !dbg !158
  %.569 = add i64 %.541, %.568, !dbg !158
  %66 = trunc i64 %.569 to i32
  %.570 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %66
  %.571 = load float, ptr addrspace(3) %.570, align 4, !dbg !158
  %.572 = insertvalue { [8 x float] } zeroinitializer, float %.543, 0, 0, !dbg !158
  %.573 = insertvalue { [8 x float] } %.572, float %.547, 0, 1, !dbg !158
  %.574 = insertvalue { [8 x float] } %.573, float %.551, 0, 2, !dbg !158
  %.575 = insertvalue { [8 x float] } %.574, float %.555, 0, 3, !dbg !158
  %.576 = insertvalue { [8 x float] } %.575, float %.559, 0, 4, !dbg !158
  %.577 = insertvalue { [8 x float] } %.576, float %.563, 0, 5, !dbg !158
  %.578 = insertvalue { [8 x float] } %.577, float %.567, 0, 6, !dbg !158
  %.579 = insertvalue { [8 x float] } %.578, float %.571, 0, 7, !dbg !158
  br label %b30, !dbg !159

b26:                                              ; preds = %b22
  %t91 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t6, !dbg !160
  %.618 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !130
  %.619 = lshr i32 %.618, 4, !dbg !130
  %.620 = zext i32 %.619 to i64, !dbg !130
  %.621 = and i32 %.618, 15, !dbg !130
  %.622 = zext i32 %.621 to i64, !dbg !130
  br i1 %t90.not, label %b28, label %b27, !dbg !161

b27:                                              ; preds = %b26
  %.585 = mul i64 %.622, %a15, !dbg !160
  %.586 = add i64 %.585, %.620, !dbg !160
  %.587 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.586
  %.588 = load float, ptr addrspace(1) %.587, align 4, !dbg !160, !amdgpu.noclobber !6
  %.589 = add i64 %.586, 2, !dbg !160
  %.590 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.589
  %.591 = load float, ptr addrspace(1) %.590, align 4, !dbg !160, !amdgpu.noclobber !6
  %.592 = add i64 %.586, 4, !dbg !160
  %.593 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.592
  %.594 = load float, ptr addrspace(1) %.593, align 4, !dbg !160, !amdgpu.noclobber !6
  %.595 = add i64 %.586, 6, !dbg !160
  %.596 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.595
  %.597 = load float, ptr addrspace(1) %.596, align 4, !dbg !160, !amdgpu.noclobber !6
  %.598 = add i64 %.586, 8, !dbg !160
  %.599 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.598
  %.600 = load float, ptr addrspace(1) %.599, align 4, !dbg !160, !amdgpu.noclobber !6
  %.601 = add i64 %.586, 10, !dbg !160
  %.602 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.601
  %.603 = load float, ptr addrspace(1) %.602, align 4, !dbg !160, !amdgpu.noclobber !6
  %.604 = add i64 %.586, 12, !dbg !160
  %.605 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.604
  %.606 = load float, ptr addrspace(1) %.605, align 4, !dbg !160, !amdgpu.noclobber !6
  %.607 = add i64 %.586, 14, !dbg !160
  %.608 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.607
  %.609 = load float, ptr addrspace(1) %.608, align 4, !dbg !160, !amdgpu.noclobber !6
  %.610 = insertvalue { [8 x float] } zeroinitializer, float %.588, 0, 0, !dbg !160
  %.611 = insertvalue { [8 x float] } %.610, float %.591, 0, 1, !dbg !160
  %.612 = insertvalue { [8 x float] } %.611, float %.594, 0, 2, !dbg !160
  %.613 = insertvalue { [8 x float] } %.612, float %.597, 0, 3, !dbg !160
  %.614 = insertvalue { [8 x float] } %.613, float %.600, 0, 4, !dbg !160
  %.615 = insertvalue { [8 x float] } %.614, float %.603, 0, 5, !dbg !160
  %.616 = insertvalue { [8 x float] } %.615, float %.606, 0, 6, !dbg !160
  %.617 = insertvalue { [8 x float] } %.616, float %.609, 0, 7, !dbg !160
  br label %b30, !dbg !162

b28:                                              ; preds = %b26
  %.623 = mul i64 %.620, %a15, !dbg !163
  %.624 = add i64 %.623, %.622, !dbg !163
  %.625 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.624
  %.626 = load float, ptr addrspace(1) %.625, align 4, !dbg !163, !amdgpu.noclobber !6
  %.627 = shl i64 %a15, 1, !dbg !163
  %.628 = add i64 %.624, %.627, !dbg !163
  %.629 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.628
  %.630 = load float, ptr addrspace(1) %.629, align 4, !dbg !163, !amdgpu.noclobber !6
  %.631 = shl i64 %a15, 2, !dbg !163
  %.632 = add i64 %.624, %.631, !dbg !163
  %.633 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.632
  %.634 = load float, ptr addrspace(1) %.633, align 4, !dbg !163, !amdgpu.noclobber !6
  %.635 = mul i64 %a15, 6, !dbg !163
  %.636 = add i64 %.624, %.635, !dbg !163
  %.637 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.636
  %.638 = load float, ptr addrspace(1) %.637, align 4, !dbg !163, !amdgpu.noclobber !6
  %.639 = shl i64 %a15, 3, !dbg !163
  %.640 = add i64 %.624, %.639, !dbg !163
  %.641 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.640
  %.642 = load float, ptr addrspace(1) %.641, align 4, !dbg !163, !amdgpu.noclobber !6
  %.643 = mul i64 %a15, 10, !dbg !163
  %.644 = add i64 %.624, %.643, !dbg !163
  %.645 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.644
  %.646 = load float, ptr addrspace(1) %.645, align 4, !dbg !163, !amdgpu.noclobber !6
  %.647 = mul i64 %a15, 12, !dbg !163
  %.648 = add i64 %.624, %.647, !dbg !163
  %.649 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.648
  %.650 = load float, ptr addrspace(1) %.649, align 4, !dbg !163, !amdgpu.noclobber !6
  %.651 = mul i64 %a15, 14, !dbg !163
  %.652 = add i64 %.624, %.651, !dbg !163
  %.653 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.652
  %.654 = load float, ptr addrspace(1) %.653, align 4, !dbg !163, !amdgpu.noclobber !6
  %.655 = insertvalue { [8 x float] } zeroinitializer, float %.626, 0, 0, !dbg !163
  %.656 = insertvalue { [8 x float] } %.655, float %.630, 0, 1, !dbg !163
  %.657 = insertvalue { [8 x float] } %.656, float %.634, 0, 2, !dbg !163
  %.658 = insertvalue { [8 x float] } %.657, float %.638, 0, 3, !dbg !163
  %.659 = insertvalue { [8 x float] } %.658, float %.642, 0, 4, !dbg !163
  %.660 = insertvalue { [8 x float] } %.659, float %.646, 0, 5, !dbg !163
  %.661 = insertvalue { [8 x float] } %.660, float %.650, 0, 6, !dbg !163
  %.662 = insertvalue { [8 x float] } %.661, float %.654, 0, 7, !dbg !163
  br label %b30, !dbg !164

b30:                                              ; preds = %b24, %b25, %b27, %b28, %b21
  %t97 = phi { [8 x float] } [ zeroinitializer, %b21 ], [ %.534, %b24 ], [ %.579, %b25 ], [ %.617, %b27 ], [ %.662, %b28 ]
  %.663 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !165
  %.664 = icmp ugt i32 %.663, 15, !dbg !165
  %.665 = shl i32 %.663, 2, !dbg !165
  %.666 = xor i32 %.665, 64, !dbg !165
  %.668 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.666, i32 %.63.pn), !dbg !165
  %.669 = select i1 %.664, i32 %.668, i32 %.63.pn, !dbg !165
  %.670 = select i1 %.664, i32 %.63.pn, i32 %.668, !dbg !165
  %.671 = insertelement <8 x i32> poison, i32 %.669, i64 0, !dbg !165
  %.672 = insertelement <8 x i32> %.671, i32 %.670, i64 4, !dbg !165
  %.674 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.666, i32 %.75.pn), !dbg !165
  %.675 = select i1 %.664, i32 %.674, i32 %.75.pn, !dbg !165
  %.676 = select i1 %.664, i32 %.75.pn, i32 %.674, !dbg !165
  %.677 = insertelement <8 x i32> %.672, i32 %.675, i64 1, !dbg !165
  %.678 = insertelement <8 x i32> %.677, i32 %.676, i64 5, !dbg !165
  %.680 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.666, i32 %.87.pn), !dbg !165
  %.681 = select i1 %.664, i32 %.680, i32 %.87.pn, !dbg !165
  %.682 = select i1 %.664, i32 %.87.pn, i32 %.680, !dbg !165
  %.683 = insertelement <8 x i32> %.678, i32 %.681, i64 2, !dbg !165
  %.684 = insertelement <8 x i32> %.683, i32 %.682, i64 6, !dbg !165
  %.686 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.666, i32 %.262), !dbg !165
  %.687 = select i1 %.664, i32 %.686, i32 %.262, !dbg !165
  %.688 = select i1 %.664, i32 %.262, i32 %.686, !dbg !165
  %.689 = insertelement <8 x i32> %.684, i32 %.687, i64 3, !dbg !165
  %.690 = insertelement <8 x i32> %.689, i32 %.688, i64 7, !dbg !165
  %.691 = bitcast <8 x i32> %.690 to <16 x i16>, !dbg !165
  %.693 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.666, i32 %.284.pn), !dbg !165
  %.694 = select i1 %.664, i32 %.693, i32 %.284.pn, !dbg !165
  %.695 = select i1 %.664, i32 %.284.pn, i32 %.693, !dbg !165
  %.696 = insertelement <8 x i32> poison, i32 %.694, i64 0, !dbg !165
  %.697 = insertelement <8 x i32> %.696, i32 %.695, i64 4, !dbg !165
  %.699 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.666, i32 %.294.pn), !dbg !165
  %.700 = select i1 %.664, i32 %.699, i32 %.294.pn, !dbg !165
  %.701 = select i1 %.664, i32 %.294.pn, i32 %.699, !dbg !165
  %.702 = insertelement <8 x i32> %.697, i32 %.700, i64 1, !dbg !165
  %.703 = insertelement <8 x i32> %.702, i32 %.701, i64 5, !dbg !165
  %.705 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.666, i32 %.304.pn), !dbg !165
  %.706 = select i1 %.664, i32 %.705, i32 %.304.pn, !dbg !165
  %.707 = select i1 %.664, i32 %.304.pn, i32 %.705, !dbg !165
  %.708 = insertelement <8 x i32> %.703, i32 %.706, i64 2, !dbg !165
  %.709 = insertelement <8 x i32> %.708, i32 %.707, i64 6, !dbg !165
  %.711 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.666, i32 %.484), !dbg !165
  %.712 = select i1 %.664, i32 %.711, i32 %.484, !dbg !165
  %.713 = select i1 %.664, i32 %.484, i32 %.711, !dbg !165
  %.714 = insertelement <8 x i32> %.709, i32 %.712, i64 3, !dbg !165
  %.715 = insertelement <8 x i32> %.714, i32 %.713, i64 7, !dbg !165
  %.716 = bitcast <8 x i32> %.715 to <16 x i16>, !dbg !165
  %.717 = extractvalue { [8 x float] } %t97, 0, 0, !dbg !165
  %.718 = insertelement <8 x float> poison, float %.717, i64 0, !dbg !165
  %.719 = extractvalue { [8 x float] } %t97, 0, 1, !dbg !165
  %.720 = insertelement <8 x float> %.718, float %.719, i64 1, !dbg !165
  %.721 = extractvalue { [8 x float] } %t97, 0, 2, !dbg !165
  %.722 = insertelement <8 x float> %.720, float %.721, i64 2, !dbg !165
  %.723 = extractvalue { [8 x float] } %t97, 0, 3, !dbg !165
  %.724 = insertelement <8 x float> %.722, float %.723, i64 3, !dbg !165
  %.725 = extractvalue { [8 x float] } %t97, 0, 4, !dbg !165
  %.726 = insertelement <8 x float> %.724, float %.725, i64 4, !dbg !165
  %.727 = extractvalue { [8 x float] } %t97, 0, 5, !dbg !165
  %.728 = insertelement <8 x float> %.726, float %.727, i64 5, !dbg !165
  %.729 = extractvalue { [8 x float] } %t97, 0, 6, !dbg !165
  %.730 = insertelement <8 x float> %.728, float %.729, i64 6, !dbg !165
  %.731 = extractvalue { [8 x float] } %t97, 0, 7, !dbg !165
  %.732 = insertelement <8 x float> %.730, float %.731, i64 7, !dbg !165
  %.733 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16> %.691, <16 x i16> %.716, <8 x float> %.732), !dbg !165
  %.734 = extractelement <8 x float> %.733, i64 0, !dbg !165
  %.735 = extractelement <8 x float> %.733, i64 1, !dbg !165
  %.736 = extractelement <8 x float> %.733, i64 2, !dbg !165
  %.737 = extractelement <8 x float> %.733, i64 3, !dbg !165
  %.738 = extractelement <8 x float> %.733, i64 4, !dbg !165
  %.739 = extractelement <8 x float> %.733, i64 5, !dbg !165
  %.740 = extractelement <8 x float> %.733, i64 6, !dbg !165
  %.741 = extractelement <8 x float> %.733, i64 7, !dbg !165
  %t122 = and i32 %.17, 8, !dbg !130
  %t123.not = icmp eq i32 %t122, 0, !dbg !130
  br i1 %t12.not, label %b40, label %b31, !dbg !165

b31:                                              ; preds = %b30
  %.793 = lshr i32 %.663, 4, !dbg !130
  br i1 %t123.not, label %b39, label %b32, !dbg !166

b32:                                              ; preds = %b31
  %.753 = and i32 %.663, 15, !dbg !167
  %67 = trunc i64 %a15 to i32, !dbg !167
  %68 = mul i32 %.753, %67, !dbg !167
  %69 = add i32 %68, %.793, !dbg !167
  %.758 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %69, !dbg !167
  store float %.734, ptr addrspace(3) %.758, align 4, !dbg !167
  %70 = add i32 %69, 2, !dbg !167
  %.761 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %70, !dbg !167
  store float %.735, ptr addrspace(3) %.761, align 4, !dbg !167
  %71 = add i32 %69, 4, !dbg !167
  %.764 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %71, !dbg !167
  store float %.736, ptr addrspace(3) %.764, align 4, !dbg !167
  %72 = add i32 %69, 6, !dbg !167
  %.767 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %72, !dbg !167
  store float %.737, ptr addrspace(3) %.767, align 4, !dbg !167
  %73 = add i32 %69, 8, !dbg !167
  %.770 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %73, !dbg !167
  store float %.738, ptr addrspace(3) %.770, align 4, !dbg !167
  %74 = add i32 %69, 10, !dbg !167
  %.773 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %74, !dbg !167
  store float %.739, ptr addrspace(3) %.773, align 4, !dbg !167
  %75 = add i32 %69, 12, !dbg !167
  %.776 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %75, !dbg !167
  store float %.740, ptr addrspace(3) %.776, align 4, !dbg !167
  %76 = add i32 %69, 14, !dbg !167
  br label %b33, !dbg !167

b33:                                              ; preds = %b39, %b32
  %.sink = phi i32 [ %87, %b39 ], [ %76, %b32 ]
  %.828 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %.sink, !dbg !130
  store float %.741, ptr addrspace(3) %.828, align 4, !dbg !130
  fence syncscope("workgroup") release, !dbg !168
  tail call void @llvm.amdgcn.s.barrier(), !dbg !168
  fence syncscope("workgroup") acquire, !dbg !168
  %.780 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !169
  %t106 = sext i32 %.780 to i64, !dbg !169
  %t107 = shl i64 %a15, 4, !dbg !170
  %.781 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !171
  %.782 = getelementptr inbounds i8, ptr addrspace(4) %.781, i64 4, !dbg !171
  %.783 = load i16, ptr addrspace(4) %.782, align 4, !dbg !171, !invariant.load !6
  %t109 = zext i16 %.783 to i64
  %t1113 = icmp sgt i64 %t107, %t106, !dbg !172
  br i1 %t1113, label %b35.lr.ph, label %common.ret, !dbg !172

b35.lr.ph:                                        ; preds = %b33
  %.785 = icmp eq i64 %a15, 0
  %77 = add i64 %a15, 1
  %78 = icmp ult i64 %77, 2
  %.788 = select i1 %78, i64 1, i64 %a15
  br label %b35, !dbg !172

b35:                                              ; preds = %b35.lr.ph, %b37
  %t1104 = phi i64 [ %t106, %b35.lr.ph ], [ %t118, %b37 ]
  %.789 = srem i64 %t1104, %.788, !dbg !173
  %.790 = select i1 %.785, i64 %t1104, i64 %.789, !dbg !173
  %t113 = icmp slt i64 %.790, 16, !dbg !174
  br i1 %t113, label %b36, label %b37, !dbg !174

b36:                                              ; preds = %b35
  %t114 = add i64 %t1104, %t6, !dbg !175
  %t117 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t114, !dbg !176
  %79 = trunc i64 %t1104 to i32, !dbg !177
  %t115 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %79, !dbg !177
  %.791 = load float, ptr addrspace(3) %t115, align 4, !dbg !177
  store float %.791, ptr addrspace(1) %t117, align 4, !dbg !176
  br label %b37, !dbg !176

b37:                                              ; preds = %b36, %b35
  %t118 = add i64 %t1104, %t109, !dbg !178
  %t111 = icmp slt i64 %t118, %t107, !dbg !172
  br i1 %t111, label %b35, label %common.ret, !dbg !172

common.ret.sink.split:                            ; preds = %b43, %b41
  %.857.sink = phi i64 [ %.857, %b41 ], [ %.894, %b43 ]
  %.858 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.857.sink, !dbg !130
  store float %.741, ptr addrspace(1) %.858, align 4, !dbg !130
  br label %common.ret, !dbg !130

common.ret:                                       ; preds = %b37, %common.ret.sink.split, %b33
  ret void, !dbg !130

b39:                                              ; preds = %b31
  %.794 = zext i32 %.793 to i64, !dbg !179
  %.795 = and i32 %.663, 15, !dbg !179
  %.796 = zext i32 %.795 to i64, !dbg !179
  %.797 = mul i64 %.794, %a15, !dbg !179
  %.798 = add i64 %.797, %.796, !dbg !179
  %80 = trunc i64 %.798 to i32, !dbg !179
  %.800 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %80, !dbg !179
  store float %.734, ptr addrspace(3) %.800, align 4, !dbg !179
  %.802 = shl i64 %a15, 1, !dbg !179
  %.803 = add i64 %.798, %.802, !dbg !179
  %81 = trunc i64 %.803 to i32, !dbg !179
  %.804 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %81, !dbg !179
  store float %.735, ptr addrspace(3) %.804, align 4, !dbg !179
  %.806 = shl i64 %a15, 2, !dbg !179
  %.807 = add i64 %.798, %.806, !dbg !179
  %82 = trunc i64 %.807 to i32, !dbg !179
  %.808 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %82, !dbg !179
  store float %.736, ptr addrspace(3) %.808, align 4, !dbg !179
  %.810 = mul i64 %a15, 6, !dbg !179
  %.811 = add i64 %.798, %.810, !dbg !179
  %83 = trunc i64 %.811 to i32, !dbg !179
  %.812 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %83, !dbg !179
  store float %.737, ptr addrspace(3) %.812, align 4, !dbg !179
  %.814 = shl i64 %a15, 3, !dbg !179
  %.815 = add i64 %.798, %.814, !dbg !179
  %84 = trunc i64 %.815 to i32, !dbg !179
  %.816 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %84, !dbg !179
  store float %.738, ptr addrspace(3) %.816, align 4, !dbg !179
  %.818 = mul i64 %a15, 10, !dbg !179
  %.819 = add i64 %.798, %.818, !dbg !179
  %85 = trunc i64 %.819 to i32, !dbg !179
  %.820 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %85, !dbg !179
  store float %.739, ptr addrspace(3) %.820, align 4, !dbg !179
  %.822 = mul i64 %a15, 12, !dbg !179
  %.823 = add i64 %.798, %.822, !dbg !179
  %86 = trunc i64 %.823 to i32, !dbg !179
  %.824 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %86, !dbg !179
  store float %.740, ptr addrspace(3) %.824, align 4, !dbg !179
  %.826 = mul i64 %a15, 14, !dbg !179
  %.827 = add i64 %.798, %.826, !dbg !179
  %87 = trunc i64 %.827 to i32, !dbg !179
  br label %b33, !dbg !179

b40:                                              ; preds = %b30
  %t124 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t6, !dbg !180
  %.860 = lshr i32 %.663, 4, !dbg !130
  %.861 = zext i32 %.860 to i64, !dbg !130
  %.862 = and i32 %.663, 15, !dbg !130
  %.863 = zext i32 %.862 to i64, !dbg !130
  br i1 %t123.not, label %b43, label %b41, !dbg !181

b41:                                              ; preds = %b40
  %.834 = mul i64 %.863, %a15, !dbg !180
  %.835 = add i64 %.834, %.861, !dbg !180
  %.837 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.835, !dbg !180
  store float %.734, ptr addrspace(1) %.837, align 4, !dbg !180
  %.839 = add i64 %.835, 2, !dbg !180
  %.840 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.839, !dbg !180
  store float %.735, ptr addrspace(1) %.840, align 4, !dbg !180
  %.842 = add i64 %.835, 4, !dbg !180
  %.843 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.842, !dbg !180
  store float %.736, ptr addrspace(1) %.843, align 4, !dbg !180
  %.845 = add i64 %.835, 6, !dbg !180
  %.846 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.845, !dbg !180
  store float %.737, ptr addrspace(1) %.846, align 4, !dbg !180
  %.848 = add i64 %.835, 8, !dbg !180
  %.849 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.848, !dbg !180
  store float %.738, ptr addrspace(1) %.849, align 4, !dbg !180
  %.851 = add i64 %.835, 10, !dbg !180
  %.852 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.851, !dbg !180
  store float %.739, ptr addrspace(1) %.852, align 4, !dbg !180
  %.854 = add i64 %.835, 12, !dbg !180
  %.855 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.854, !dbg !180
  store float %.740, ptr addrspace(1) %.855, align 4, !dbg !180
  %.857 = add i64 %.835, 14, !dbg !180
  br label %common.ret.sink.split, !dbg !180

b43:                                              ; preds = %b40
  %.864 = mul i64 %.861, %a15, !dbg !182
  %.865 = add i64 %.864, %.863, !dbg !182
  %.867 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.865, !dbg !182
  store float %.734, ptr addrspace(1) %.867, align 4, !dbg !182
  %.869 = shl i64 %a15, 1, !dbg !182
  %.870 = add i64 %.865, %.869, !dbg !182
  %.871 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.870, !dbg !182
  store float %.735, ptr addrspace(1) %.871, align 4, !dbg !182
  %.873 = shl i64 %a15, 2, !dbg !182
  %.874 = add i64 %.865, %.873, !dbg !182
  %.875 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.874, !dbg !182
  store float %.736, ptr addrspace(1) %.875, align 4, !dbg !182
  %.877 = mul i64 %a15, 6, !dbg !182
  %.878 = add i64 %.865, %.877, !dbg !182
  %.879 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.878, !dbg !182
  store float %.737, ptr addrspace(1) %.879, align 4, !dbg !182
  %.881 = shl i64 %a15, 3, !dbg !182
  %.882 = add i64 %.865, %.881, !dbg !182
  %.883 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.882, !dbg !182
  store float %.738, ptr addrspace(1) %.883, align 4, !dbg !182
  %.885 = mul i64 %a15, 10, !dbg !182
  %.886 = add i64 %.865, %.885, !dbg !182
  %.887 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.886, !dbg !182
  store float %.739, ptr addrspace(1) %.887, align 4, !dbg !182
  %.889 = mul i64 %a15, 12, !dbg !182
  %.890 = add i64 %.865, %.889, !dbg !182
  %.891 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.890, !dbg !182
  store float %.740, ptr addrspace(1) %.891, align 4, !dbg !182
  %.893 = mul i64 %a15, 14, !dbg !182
  %.894 = add i64 %.865, %.893, !dbg !182
  br label %common.ret.sink.split, !dbg !182
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, i64 %a6, float %a7) local_unnamed_addr #2 !dbg !183 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !184
  %t1 = sext i32 %.7 to i64, !dbg !184
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t1, !dbg !185
  %.8 = load i32, ptr addrspace(1) %t3, align 4, !dbg !185, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 4, !dbg !186
  %t6 = mul i64 %t5, %a6, !dbg !187
  %t9 = and i32 %.8, 32, !dbg !188
  %t10 = icmp eq i32 %t9, 0, !dbg !189
  %t12 = and i32 %.8, 8, !dbg !190
  %t13.not = icmp eq i32 %t12, 0, !dbg !190
  br i1 %t10, label %b1, label %b5, !dbg !189

b1:                                               ; preds = %entry
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t6, !dbg !191
  %.47 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !190
  %.48 = lshr i32 %.47, 4, !dbg !190
  %.49 = zext i32 %.48 to i64, !dbg !190
  %.50 = and i32 %.47, 15, !dbg !190
  %.51 = zext i32 %.50 to i64, !dbg !190
  br i1 %t13.not, label %b4, label %b2, !dbg !192

b2:                                               ; preds = %b1
  %.22 = mul i64 %.51, %a6, !dbg !191
  %.23 = add i64 %.22, %.49, !dbg !191
  %.25 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.23, !dbg !191
  store float %a7, ptr addrspace(1) %.25, align 4, !dbg !191
  %.27 = add i64 %.23, 2, !dbg !191
  %.28 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.27, !dbg !191
  store float %a7, ptr addrspace(1) %.28, align 4, !dbg !191
  %.30 = add i64 %.23, 4, !dbg !191
  %.31 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.30, !dbg !191
  store float %a7, ptr addrspace(1) %.31, align 4, !dbg !191
  %.33 = add i64 %.23, 6, !dbg !191
  %.34 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.33, !dbg !191
  store float %a7, ptr addrspace(1) %.34, align 4, !dbg !191
  %.36 = add i64 %.23, 8, !dbg !191
  %.37 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.36, !dbg !191
  store float %a7, ptr addrspace(1) %.37, align 4, !dbg !191
  %.39 = add i64 %.23, 10, !dbg !191
  %.40 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.39, !dbg !191
  store float %a7, ptr addrspace(1) %.40, align 4, !dbg !191
  %.42 = add i64 %.23, 12, !dbg !191
  %.43 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.42, !dbg !191
  store float %a7, ptr addrspace(1) %.43, align 4, !dbg !191
  %.45 = add i64 %.23, 14, !dbg !191
  br label %common.ret.sink.split, !dbg !191

common.ret.sink.split:                            ; preds = %b4, %b2
  %.45.sink = phi i64 [ %.45, %b2 ], [ %.82, %b4 ]
  %.46 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.45.sink, !dbg !190
  store float %a7, ptr addrspace(1) %.46, align 4, !dbg !190
  br label %common.ret, !dbg !190

common.ret:                                       ; preds = %b11, %common.ret.sink.split, %b7
  ret void, !dbg !190

b4:                                               ; preds = %b1
  %.52 = mul i64 %.49, %a6, !dbg !193
  %.53 = add i64 %.52, %.51, !dbg !193
  %.55 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.53, !dbg !193
  store float %a7, ptr addrspace(1) %.55, align 4, !dbg !193
  %.57 = shl i64 %a6, 1, !dbg !193
  %.58 = add i64 %.53, %.57, !dbg !193
  %.59 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.58, !dbg !193
  store float %a7, ptr addrspace(1) %.59, align 4, !dbg !193
  %.61 = shl i64 %a6, 2, !dbg !193
  %.62 = add i64 %.53, %.61, !dbg !193
  %.63 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.62, !dbg !193
  store float %a7, ptr addrspace(1) %.63, align 4, !dbg !193
  %.65 = mul i64 %a6, 6, !dbg !193
  %.66 = add i64 %.53, %.65, !dbg !193
  %.67 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.66, !dbg !193
  store float %a7, ptr addrspace(1) %.67, align 4, !dbg !193
  %.69 = shl i64 %a6, 3, !dbg !193
  %.70 = add i64 %.53, %.69, !dbg !193
  %.71 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.70, !dbg !193
  store float %a7, ptr addrspace(1) %.71, align 4, !dbg !193
  %.73 = mul i64 %a6, 10, !dbg !193
  %.74 = add i64 %.53, %.73, !dbg !193
  %.75 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.74, !dbg !193
  store float %a7, ptr addrspace(1) %.75, align 4, !dbg !193
  %.77 = mul i64 %a6, 12, !dbg !193
  %.78 = add i64 %.53, %.77, !dbg !193
  %.79 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.78, !dbg !193
  store float %a7, ptr addrspace(1) %.79, align 4, !dbg !193
  %.81 = mul i64 %a6, 14, !dbg !193
  %.82 = add i64 %.53, %.81, !dbg !193
  br label %common.ret.sink.split, !dbg !193

b5:                                               ; preds = %entry
  %.126 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !190
  %.127 = lshr i32 %.126, 4, !dbg !190
  br i1 %t13.not, label %b13, label %b6, !dbg !194

b6:                                               ; preds = %b5
  %.87 = and i32 %.126, 15, !dbg !195
  %0 = trunc i64 %a6 to i32, !dbg !195
  %1 = mul i32 %.87, %0, !dbg !195
  %2 = add i32 %1, %.127, !dbg !195
  %.92 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %2, !dbg !195
  store float %a7, ptr addrspace(3) %.92, align 4, !dbg !195
  %3 = add i32 %2, 2, !dbg !195
  %.95 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %3, !dbg !195
  store float %a7, ptr addrspace(3) %.95, align 4, !dbg !195
  %4 = add i32 %2, 4, !dbg !195
  %.98 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %4, !dbg !195
  store float %a7, ptr addrspace(3) %.98, align 4, !dbg !195
  %5 = add i32 %2, 6, !dbg !195
  %.101 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %5, !dbg !195
  store float %a7, ptr addrspace(3) %.101, align 4, !dbg !195
  %6 = add i32 %2, 8, !dbg !195
  %.104 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %6, !dbg !195
  store float %a7, ptr addrspace(3) %.104, align 4, !dbg !195
  %7 = add i32 %2, 10, !dbg !195
  %.107 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %7, !dbg !195
  store float %a7, ptr addrspace(3) %.107, align 4, !dbg !195
  %8 = add i32 %2, 12, !dbg !195
  %.110 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %8, !dbg !195
  store float %a7, ptr addrspace(3) %.110, align 4, !dbg !195
  %9 = add i32 %2, 14, !dbg !195
  br label %b7, !dbg !195

b7:                                               ; preds = %b13, %b6
  %.sink = phi i32 [ %20, %b13 ], [ %9, %b6 ]
  %.162 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %.sink, !dbg !190
  store float %a7, ptr addrspace(3) %.162, align 4, !dbg !190
  fence syncscope("workgroup") release, !dbg !196
  tail call void @llvm.amdgcn.s.barrier(), !dbg !196
  fence syncscope("workgroup") acquire, !dbg !196
  %.114 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !197
  %t21 = sext i32 %.114 to i64, !dbg !197
  %t22 = shl i64 %a6, 4, !dbg !198
  %.115 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !199
  %.116 = getelementptr inbounds i8, ptr addrspace(4) %.115, i64 4, !dbg !199
  %.117 = load i16, ptr addrspace(4) %.116, align 4, !dbg !199, !invariant.load !6
  %t24 = zext i16 %.117 to i64
  %t261 = icmp sgt i64 %t22, %t21, !dbg !200
  br i1 %t261, label %b9.lr.ph, label %common.ret, !dbg !200

b9.lr.ph:                                         ; preds = %b7
  %.119 = icmp eq i64 %a6, 0
  %10 = add i64 %a6, 1
  %11 = icmp ult i64 %10, 2
  %.122 = select i1 %11, i64 1, i64 %a6
  br label %b9, !dbg !200

b9:                                               ; preds = %b9.lr.ph, %b11
  %t252 = phi i64 [ %t21, %b9.lr.ph ], [ %t33, %b11 ]
  %.123 = srem i64 %t252, %.122, !dbg !201
  %.124 = select i1 %.119, i64 %t252, i64 %.123, !dbg !201
  %t28 = icmp slt i64 %.124, 16, !dbg !202
  br i1 %t28, label %b10, label %b11, !dbg !202

b10:                                              ; preds = %b9
  %t29 = add i64 %t252, %t6, !dbg !203
  %t32 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t29, !dbg !204
  %12 = trunc i64 %t252 to i32, !dbg !205
  %t30 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %12, !dbg !205
  %.125 = load float, ptr addrspace(3) %t30, align 4, !dbg !205
  store float %.125, ptr addrspace(1) %t32, align 4, !dbg !204
  br label %b11, !dbg !204

b11:                                              ; preds = %b10, %b9
  %t33 = add i64 %t252, %t24, !dbg !206
  %t26 = icmp slt i64 %t33, %t22, !dbg !200
  br i1 %t26, label %b9, label %common.ret, !dbg !200

b13:                                              ; preds = %b5
  %.128 = zext i32 %.127 to i64, !dbg !207
  %.129 = and i32 %.126, 15, !dbg !207
  %.130 = zext i32 %.129 to i64, !dbg !207
  %.131 = mul i64 %.128, %a6, !dbg !207
  %.132 = add i64 %.131, %.130, !dbg !207
  %13 = trunc i64 %.132 to i32, !dbg !207
  %.134 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %13, !dbg !207
  store float %a7, ptr addrspace(3) %.134, align 4, !dbg !207
  %.136 = shl i64 %a6, 1, !dbg !207
  %.137 = add i64 %.132, %.136, !dbg !207
  %14 = trunc i64 %.137 to i32, !dbg !207
  %.138 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %14, !dbg !207
  store float %a7, ptr addrspace(3) %.138, align 4, !dbg !207
  %.140 = shl i64 %a6, 2, !dbg !207
  %.141 = add i64 %.132, %.140, !dbg !207
  %15 = trunc i64 %.141 to i32, !dbg !207
  %.142 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %15, !dbg !207
  store float %a7, ptr addrspace(3) %.142, align 4, !dbg !207
  %.144 = mul i64 %a6, 6, !dbg !207
  %.145 = add i64 %.132, %.144, !dbg !207
  %16 = trunc i64 %.145 to i32, !dbg !207
  %.146 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %16, !dbg !207
  store float %a7, ptr addrspace(3) %.146, align 4, !dbg !207
  %.148 = shl i64 %a6, 3, !dbg !207
  %.149 = add i64 %.132, %.148, !dbg !207
  %17 = trunc i64 %.149 to i32, !dbg !207
  %.150 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %17, !dbg !207
  store float %a7, ptr addrspace(3) %.150, align 4, !dbg !207
  %.152 = mul i64 %a6, 10, !dbg !207
  %.153 = add i64 %.132, %.152, !dbg !207
  %18 = trunc i64 %.153 to i32, !dbg !207
  %.154 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %18, !dbg !207
  store float %a7, ptr addrspace(3) %.154, align 4, !dbg !207
  %.156 = mul i64 %a6, 12, !dbg !207
  %.157 = add i64 %.132, %.156, !dbg !207
  %19 = trunc i64 %.157 to i32, !dbg !207
  %.158 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %19, !dbg !207
  store float %a7, ptr addrspace(3) %.158, align 4, !dbg !207
  %.160 = mul i64 %a6, 14, !dbg !207
  %.161 = add i64 %.132, %.160, !dbg !207
  %20 = trunc i64 %.161 to i32, !dbg !207
  br label %b7, !dbg !207
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn writeonly
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreGlobal(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #3 !dbg !208 {
entry:
  %.12 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !209
  %.13 = lshr i32 %.12, 4, !dbg !209
  %.15 = shl i32 %.12, 4, !dbg !209
  %0 = and i32 %.15, 240, !dbg !209
  %narrow = add nuw nsw i32 %0, %.13, !dbg !209
  %.18 = zext i32 %narrow to i64, !dbg !209
  %.20 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.18, !dbg !209
  store float 0.000000e+00, ptr addrspace(1) %.20, align 4, !dbg !209
  %.22 = add nuw nsw i64 %.18, 2, !dbg !209
  %.23 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.22, !dbg !209
  store float 0.000000e+00, ptr addrspace(1) %.23, align 4, !dbg !209
  %.25 = add nuw nsw i64 %.18, 4, !dbg !209
  %.26 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.25, !dbg !209
  store float 0.000000e+00, ptr addrspace(1) %.26, align 4, !dbg !209
  %.28 = add nuw nsw i64 %.18, 6, !dbg !209
  %.29 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.28, !dbg !209
  store float 0.000000e+00, ptr addrspace(1) %.29, align 4, !dbg !209
  %.31 = add nuw nsw i64 %.18, 8, !dbg !209
  %.32 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.31, !dbg !209
  store float 0.000000e+00, ptr addrspace(1) %.32, align 4, !dbg !209
  %.34 = add nuw nsw i64 %.18, 10, !dbg !209
  %.35 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.34, !dbg !209
  store float 0.000000e+00, ptr addrspace(1) %.35, align 4, !dbg !209
  %.37 = add nuw nsw i64 %.18, 12, !dbg !209
  %.38 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.37, !dbg !209
  store float 0.000000e+00, ptr addrspace(1) %.38, align 4, !dbg !209
  %.40 = add nuw nsw i64 %.18, 14, !dbg !209
  %.41 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.40, !dbg !209
  store float 0.000000e+00, ptr addrspace(1) %.41, align 4, !dbg !209
  ret void, !dbg !209
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #2 !dbg !210 {
entry:
  %.12 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !211
  %.13 = lshr i32 %.12, 4, !dbg !211
  %.15 = shl i32 %.12, 4, !dbg !211
  %0 = and i32 %.15, 240, !dbg !211
  %narrow = add nuw nsw i32 %0, %.13, !dbg !211
  %.20 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %narrow, !dbg !211
  store float 0.000000e+00, ptr addrspace(3) %.20, align 4, !dbg !211
  %.22 = add nuw nsw i32 %narrow, 2, !dbg !211
  %.23 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %.22, !dbg !211
  store float 0.000000e+00, ptr addrspace(3) %.23, align 4, !dbg !211
  %.25 = add nuw nsw i32 %narrow, 4, !dbg !211
  %.26 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %.25, !dbg !211
  store float 0.000000e+00, ptr addrspace(3) %.26, align 4, !dbg !211
  %.28 = add nuw nsw i32 %narrow, 6, !dbg !211
  %.29 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %.28, !dbg !211
  store float 0.000000e+00, ptr addrspace(3) %.29, align 4, !dbg !211
  %.31 = add nuw nsw i32 %narrow, 8, !dbg !211
  %.32 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %.31, !dbg !211
  store float 0.000000e+00, ptr addrspace(3) %.32, align 4, !dbg !211
  %.34 = add nuw nsw i32 %narrow, 10, !dbg !211
  %.35 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %.34, !dbg !211
  store float 0.000000e+00, ptr addrspace(3) %.35, align 4, !dbg !211
  %.37 = add nuw nsw i32 %narrow, 12, !dbg !211
  %.38 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %.37, !dbg !211
  store float 0.000000e+00, ptr addrspace(3) %.38, align 4, !dbg !211
  %narrow1 = add nuw nsw i32 %narrow, 14, !dbg !211
  %.41 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %narrow1, !dbg !211
  store float 0.000000e+00, ptr addrspace(3) %.41, align 4, !dbg !211
  fence syncscope("workgroup") release, !dbg !212
  tail call void @llvm.amdgcn.s.barrier(), !dbg !212
  fence syncscope("workgroup") acquire, !dbg !212
  %.42 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !213
  %.43 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !214
  %.44 = getelementptr inbounds i8, ptr addrspace(4) %.43, i64 4, !dbg !214
  %.45 = load i16, ptr addrspace(4) %.44, align 4, !dbg !214, !invariant.load !6
  %t9 = zext i16 %.45 to i64
  %t112 = icmp slt i32 %.42, 256, !dbg !215
  br i1 %t112, label %b2.preheader, label %b3, !dbg !215

b2.preheader:                                     ; preds = %entry
  %t6 = sext i32 %.42 to i64, !dbg !213
  br label %b2, !dbg !215

b2:                                               ; preds = %b2.preheader, %b2
  %t103 = phi i64 [ %t15, %b2 ], [ %t6, %b2.preheader ]
  %1 = trunc i64 %t103 to i32, !dbg !216
  %t12 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %1, !dbg !216
  %.47 = load float, ptr addrspace(3) %t12, align 4, !dbg !216
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t103, !dbg !217
  store float %.47, ptr addrspace(1) %t14, align 4, !dbg !217
  %t15 = add i64 %t103, %t9, !dbg !218
  %t11 = icmp slt i64 %t15, 256, !dbg !215
  br i1 %t11, label %b2, label %b3, !dbg !215

b3:                                               ; preds = %b2, %entry
  ret void, !dbg !218
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i16 %a2, ptr addrspace(1) readonly %a3, i16 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 !dbg !219 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !220
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !220
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !220
  %t3 = sext i32 %.1 to i64, !dbg !220
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !220
  %t5 = sext i32 %.2 to i64, !dbg !220
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !220
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !220
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !220, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !220
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !220
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !220, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !220
  %.15 = add i32 %.14, %.9, !dbg !220
  %.16 = udiv i32 %.15, %.6, !dbg !220
  %t9 = sext i32 %.16 to i64, !dbg !220
  %t10 = mul nsw i64 %t7, %t5, !dbg !220
  %t11 = add nsw i64 %t10, %t3, !dbg !220
  %t12 = mul nsw i64 %t9, %t7, !dbg !220
  %t141 = icmp slt i64 %t11, %a0, !dbg !220
  br i1 %t141, label %b2, label %b7, !dbg !220

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !220

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t132, !dbg !220
  %.17 = load i16, ptr addrspace(1) %t15, align 2, !dbg !220
  br label %b4, !dbg !220

b4:                                               ; preds = %b3, %b2
  %t17 = phi i16 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !220

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t132, !dbg !220
  %.18 = load i16, ptr addrspace(1) %t18, align 2, !dbg !220
  br label %b6, !dbg !220

b6:                                               ; preds = %b5, %b4
  %t20 = phi i16 [ %.18, %b5 ], [ %a4, %b4 ]
  %.19 = zext i16 %t17 to i32, !dbg !221
  %.20 = shl nuw i32 %.19, 16, !dbg !221
  %.21 = bitcast i32 %.20 to float, !dbg !221
  %.22 = zext i16 %t20 to i32, !dbg !221
  %.23 = shl nuw i32 %.22, 16, !dbg !221
  %.24 = bitcast i32 %.23 to float, !dbg !221
  %.25 = fadd float %.21, %.24, !dbg !221
  %.26 = bitcast float %.25 to i32, !dbg !221
  %.27 = and i32 %.26, 2147483647, !dbg !221
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !221
  %.29 = lshr i32 %.26, 16, !dbg !221
  %.30 = and i32 %.29, 1, !dbg !221
  %.31 = add i32 %.26, 32767, !dbg !221
  %.32 = add i32 %.31, %.30, !dbg !221
  %.33 = lshr i32 %.32, 16, !dbg !221
  %.35 = or i32 %.29, 64, !dbg !221
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !221
  %.37 = trunc i32 %.36 to i16, !dbg !221
  %t22 = getelementptr inbounds i16, ptr addrspace(1) %a5, i64 %t132, !dbg !220
  store i16 %.37, ptr addrspace(1) %t22, align 2, !dbg !220
  %t23 = add i64 %t132, %t12, !dbg !220
  %t14 = icmp slt i64 %t23, %a0, !dbg !220
  br i1 %t14, label %b2, label %b7, !dbg !220

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !220
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !222 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !223
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !223
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !223
  %t3 = sext i32 %.1 to i64, !dbg !223
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !223
  %t5 = sext i32 %.2 to i64, !dbg !223
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !223
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !223
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !223, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !223
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !223
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !223, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !223
  %.15 = add i32 %.14, %.9, !dbg !223
  %.16 = udiv i32 %.15, %.6, !dbg !223
  %t9 = sext i32 %.16 to i64, !dbg !223
  %t10 = mul nsw i64 %t7, %t5, !dbg !223
  %t11 = add nsw i64 %t10, %t3, !dbg !223
  %t12 = mul nsw i64 %t9, %t7, !dbg !223
  %t13 = icmp sgt i64 %a1, 7, !dbg !223
  %t15 = icmp sgt i64 %a1, 6, !dbg !223
  %t17 = icmp sgt i64 %a1, 5, !dbg !223
  %t19 = icmp sgt i64 %a1, 4, !dbg !223
  %t21 = icmp sgt i64 %a1, 3, !dbg !223
  %t23 = icmp sgt i64 %a1, 2, !dbg !223
  %t25 = icmp sgt i64 %a1, 1, !dbg !223
  %t27 = icmp sgt i64 %a1, 0, !dbg !223
  %t291 = icmp slt i64 %t11, %a0, !dbg !223
  br i1 %t291, label %b2, label %b23, !dbg !223

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t149, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !223

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !223
  %t33 = mul i64 %t31, %a9, !dbg !223
  %t34 = sub nuw i64 %t282, %t33, !dbg !223
  %t35 = mul i64 %t34, %a19, !dbg !223
  %t36 = mul i64 %t34, %a29, !dbg !223
  %t37 = mul i64 %t34, %a38, !dbg !223
  br label %b4, !dbg !223

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !223

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !223
  %t45 = mul i64 %t43, %a8, !dbg !223
  %t46 = sub i64 %t38, %t45, !dbg !223
  %t47 = mul i64 %t46, %a18, !dbg !223
  %t48 = add i64 %t47, %t39, !dbg !223
  %t49 = mul i64 %t46, %a28, !dbg !223
  %t50 = add i64 %t49, %t40, !dbg !223
  %t51 = mul i64 %t46, %a37, !dbg !223
  %t52 = add i64 %t51, %t41, !dbg !223
  br label %b6, !dbg !223

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !223

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !223
  %t60 = mul i64 %t58, %a7, !dbg !223
  %t61 = sub i64 %t53, %t60, !dbg !223
  %t62 = mul i64 %t61, %a17, !dbg !223
  %t63 = add i64 %t62, %t54, !dbg !223
  %t64 = mul i64 %t61, %a27, !dbg !223
  %t65 = add i64 %t64, %t55, !dbg !223
  %t66 = mul i64 %t61, %a36, !dbg !223
  %t67 = add i64 %t66, %t56, !dbg !223
  br label %b8, !dbg !223

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !223

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !223
  %t75 = mul i64 %t73, %a6, !dbg !223
  %t76 = sub i64 %t68, %t75, !dbg !223
  %t77 = mul i64 %t76, %a16, !dbg !223
  %t78 = add i64 %t77, %t69, !dbg !223
  %t79 = mul i64 %t76, %a26, !dbg !223
  %t80 = add i64 %t79, %t70, !dbg !223
  %t81 = mul i64 %t76, %a35, !dbg !223
  %t82 = add i64 %t81, %t71, !dbg !223
  br label %b10, !dbg !223

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !223

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !223
  %t90 = mul i64 %t88, %a5, !dbg !223
  %t91 = sub i64 %t83, %t90, !dbg !223
  %t92 = mul i64 %t91, %a15, !dbg !223
  %t93 = add i64 %t92, %t84, !dbg !223
  %t94 = mul i64 %t91, %a25, !dbg !223
  %t95 = add i64 %t94, %t85, !dbg !223
  %t96 = mul i64 %t91, %a34, !dbg !223
  %t97 = add i64 %t96, %t86, !dbg !223
  br label %b12, !dbg !223

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !223

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !223
  %t105 = mul i64 %t103, %a4, !dbg !223
  %t106 = sub i64 %t98, %t105, !dbg !223
  %t107 = mul i64 %t106, %a14, !dbg !223
  %t108 = add i64 %t107, %t99, !dbg !223
  %t109 = mul i64 %t106, %a24, !dbg !223
  %t110 = add i64 %t109, %t100, !dbg !223
  %t111 = mul i64 %t106, %a33, !dbg !223
  %t112 = add i64 %t111, %t101, !dbg !223
  br label %b14, !dbg !223

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !223

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !223
  %t120 = mul i64 %t118, %a3, !dbg !223
  %t121 = sub i64 %t113, %t120, !dbg !223
  %t122 = mul i64 %t121, %a13, !dbg !223
  %t123 = add i64 %t122, %t114, !dbg !223
  %t124 = mul i64 %t121, %a23, !dbg !223
  %t125 = add i64 %t124, %t115, !dbg !223
  %t126 = mul i64 %t121, %a32, !dbg !223
  %t127 = add i64 %t126, %t116, !dbg !223
  br label %b16, !dbg !223

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !223

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !223
  %t133 = add i64 %t129, %t132, !dbg !223
  %t134 = mul i64 %t128, %a22, !dbg !223
  %t135 = add i64 %t130, %t134, !dbg !223
  %t136 = mul i64 %t128, %a31, !dbg !223
  %t137 = add i64 %t131, %t136, !dbg !223
  br label %b18, !dbg !223

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !223

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t138, !dbg !223
  %.17 = load i16, ptr addrspace(1) %t141, align 2, !dbg !223
  br label %b20, !dbg !223

b20:                                              ; preds = %b19, %b18
  %t143 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !223

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t139, !dbg !223
  %.18 = load i16, ptr addrspace(1) %t144, align 2, !dbg !223
  br label %b22, !dbg !223

b22:                                              ; preds = %b21, %b20
  %t146 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  %.19 = zext i16 %t143 to i32, !dbg !224
  %.20 = shl nuw i32 %.19, 16, !dbg !224
  %.21 = bitcast i32 %.20 to float, !dbg !224
  %.22 = zext i16 %t146 to i32, !dbg !224
  %.23 = shl nuw i32 %.22, 16, !dbg !224
  %.24 = bitcast i32 %.23 to float, !dbg !224
  %.25 = fadd float %.21, %.24, !dbg !224
  %.26 = bitcast float %.25 to i32, !dbg !224
  %.27 = and i32 %.26, 2147483647, !dbg !224
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !224
  %.29 = lshr i32 %.26, 16, !dbg !224
  %.30 = and i32 %.29, 1, !dbg !224
  %.31 = add i32 %.26, 32767, !dbg !224
  %.32 = add i32 %.31, %.30, !dbg !224
  %.33 = lshr i32 %.32, 16, !dbg !224
  %.35 = or i32 %.29, 64, !dbg !224
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !224
  %.37 = trunc i32 %.36 to i16, !dbg !224
  %t148 = getelementptr inbounds i16, ptr addrspace(1) %a30, i64 %t140, !dbg !223
  store i16 %.37, ptr addrspace(1) %t148, align 2, !dbg !223
  %t149 = add i64 %t282, %t12, !dbg !223
  %t29 = icmp slt i64 %t149, %a0, !dbg !223
  br i1 %t29, label %b2, label %b23, !dbg !223

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !223
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !225 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !226
  %t3 = sext i32 %.1 to i64, !dbg !226
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !226
  %t5 = sext i32 %.2 to i64, !dbg !226
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !226
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !226
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !226, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !226
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !226
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !226, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !226
  %.15 = add i32 %.14, %.9, !dbg !226
  %.16 = udiv i32 %.15, %.6, !dbg !226
  %t9 = sext i32 %.16 to i64, !dbg !226
  %t10 = mul nsw i64 %t7, %t5, !dbg !226
  %t11 = add nsw i64 %t10, %t3, !dbg !226
  %t12 = mul nsw i64 %t9, %t7, !dbg !226
  %t13 = shl nsw i64 %t12, 1, !dbg !226
  %t14 = icmp slt i64 %t11, %a0, !dbg !226
  br i1 %t14, label %b1, label %b8, !dbg !226

b1:                                               ; preds = %entry
  %t15 = mul i64 %t11, %a2, !dbg !226
  %t16 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t15, !dbg !226
  %.17 = load i16, ptr addrspace(1) %t16, align 2, !dbg !226, !amdgpu.noclobber !6
  %t18 = add nsw i64 %t12, %t11, !dbg !226
  %t19 = sub i64 %a0, %t12, !dbg !226
  %t22 = mul i64 %t13, %a2, !dbg !226
  %t23 = mul i64 %t12, %a2, !dbg !226
  %t3111 = icmp slt i64 %t18, %t19, !dbg !226
  br i1 %t3111, label %b3.preheader, label %b4, !dbg !226

b3.preheader:                                     ; preds = %b1
  %t20 = mul i64 %t18, %a2, !dbg !226
  %t24 = add i64 %t20, %t23, !dbg !226
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t24, !dbg !226
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t20, !dbg !226
  br label %b3, !dbg !226

b3:                                               ; preds = %b3.preheader, %b3
  %t2915 = phi i16 [ %.57, %b3 ], [ %.17, %b3.preheader ]
  %t2814 = phi i64 [ %t36, %b3 ], [ %t18, %b3.preheader ]
  %t2713 = phi ptr addrspace(1) [ %t37, %b3 ], [ %t21, %b3.preheader ]
  %t2612 = phi ptr addrspace(1) [ %t38, %b3 ], [ %t25, %b3.preheader ]
  %.18 = load i16, ptr addrspace(1) %t2713, align 2, !dbg !226
  %.19 = load i16, ptr addrspace(1) %t2612, align 2, !dbg !226
  %.20 = zext i16 %t2915 to i32, !dbg !227
  %.21 = shl nuw i32 %.20, 16, !dbg !227
  %.22 = bitcast i32 %.21 to float, !dbg !227
  %.23 = zext i16 %.18 to i32, !dbg !227
  %.24 = shl nuw i32 %.23, 16, !dbg !227
  %.25 = bitcast i32 %.24 to float, !dbg !227
  %.26 = fadd float %.22, %.25, !dbg !227
  %.27 = bitcast float %.26 to i32, !dbg !227
  %.28 = and i32 %.27, 2147483647, !dbg !227
  %.29 = icmp ugt i32 %.28, 2139095040, !dbg !227
  %.30 = lshr i32 %.27, 16, !dbg !227
  %.31 = and i32 %.30, 1, !dbg !227
  %.32 = add i32 %.27, 32767, !dbg !227
  %.33 = add i32 %.32, %.31, !dbg !227
  %.34 = lshr i32 %.33, 16, !dbg !227
  %.36 = or i32 %.30, 64, !dbg !227
  %.37 = select i1 %.29, i32 %.36, i32 %.34, !dbg !227
  %.40 = shl nuw i32 %.37, 16, !dbg !227
  %.41 = bitcast i32 %.40 to float, !dbg !227
  %.42 = zext i16 %.19 to i32, !dbg !227
  %.43 = shl nuw i32 %.42, 16, !dbg !227
  %.44 = bitcast i32 %.43 to float, !dbg !227
  %.45 = fadd float %.44, %.41, !dbg !227
  %.46 = bitcast float %.45 to i32, !dbg !227
  %.47 = and i32 %.46, 2147483647, !dbg !227
  %.48 = icmp ugt i32 %.47, 2139095040, !dbg !227
  %.49 = lshr i32 %.46, 16, !dbg !227
  %.50 = and i32 %.49, 1, !dbg !227
  %.51 = add i32 %.46, 32767, !dbg !227
  %.52 = add i32 %.51, %.50, !dbg !227
  %.53 = lshr i32 %.52, 16, !dbg !227
  %.55 = or i32 %.49, 64, !dbg !227
  %.56 = select i1 %.48, i32 %.55, i32 %.53, !dbg !227
  %.57 = trunc i32 %.56 to i16, !dbg !227
  %t36 = add i64 %t2814, %t13, !dbg !226
  %t37 = getelementptr inbounds i16, ptr addrspace(1) %t2713, i64 %t22, !dbg !226
  %t38 = getelementptr inbounds i16, ptr addrspace(1) %t2612, i64 %t22, !dbg !226
  %t31 = icmp slt i64 %t36, %t19, !dbg !226
  br i1 %t31, label %b3, label %b4, !dbg !226

b4:                                               ; preds = %b3, %b1
  %t28.lcssa = phi i64 [ %t18, %b1 ], [ %t36, %b3 ]
  %t29.lcssa = phi i16 [ %.17, %b1 ], [ %.57, %b3 ]
  %t4417 = icmp slt i64 %t28.lcssa, %a0, !dbg !226
  br i1 %t4417, label %b6.preheader, label %b8, !dbg !226

b6.preheader:                                     ; preds = %b4
  %t39 = mul i64 %t28.lcssa, %a2, !dbg !226
  %t40 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t39, !dbg !226
  br label %b6, !dbg !226

b6:                                               ; preds = %b6.preheader, %b6
  %t4320 = phi i16 [ %.77, %b6 ], [ %t29.lcssa, %b6.preheader ]
  %t4219 = phi i64 [ %t47, %b6 ], [ %t28.lcssa, %b6.preheader ]
  %t4118 = phi ptr addrspace(1) [ %t48, %b6 ], [ %t40, %b6.preheader ]
  %.58 = load i16, ptr addrspace(1) %t4118, align 2, !dbg !226
  %0 = insertelement <2 x i16> poison, i16 %t4320, i64 0, !dbg !227
  %1 = insertelement <2 x i16> %0, i16 %.58, i64 1, !dbg !227
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !227
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !227
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !227
  %5 = extractelement <2 x float> %4, i64 0, !dbg !227
  %6 = extractelement <2 x float> %4, i64 1, !dbg !227
  %.65 = fadd float %5, %6, !dbg !227
  %.66 = bitcast float %.65 to i32, !dbg !227
  %.67 = and i32 %.66, 2147483647, !dbg !227
  %.68 = icmp ugt i32 %.67, 2139095040, !dbg !227
  %.69 = lshr i32 %.66, 16, !dbg !227
  %.70 = and i32 %.69, 1, !dbg !227
  %.71 = add i32 %.66, 32767, !dbg !227
  %.72 = add i32 %.71, %.70, !dbg !227
  %.73 = lshr i32 %.72, 16, !dbg !227
  %.75 = or i32 %.69, 64, !dbg !227
  %.76 = select i1 %.68, i32 %.75, i32 %.73, !dbg !227
  %.77 = trunc i32 %.76 to i16, !dbg !227
  %t47 = add i64 %t4219, %t12, !dbg !226
  %t48 = getelementptr inbounds i16, ptr addrspace(1) %t4118, i64 %t23, !dbg !226
  %t44 = icmp slt i64 %t47, %a0, !dbg !226
  br i1 %t44, label %b6, label %b8, !dbg !226

b8:                                               ; preds = %b6, %b4, %entry
  %t49 = phi i16 [ 0, %entry ], [ %t29.lcssa, %b4 ], [ %.77, %b6 ]
  %t50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.0, i32 %.1, !dbg !226
  store i16 %t49, ptr addrspace(3) %t50, align 2, !dbg !226
  %t51 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.1, i32 %.1, !dbg !226
  %.78 = zext i1 %t14 to i8, !dbg !226
  store i8 %.78, ptr addrspace(3) %t51, align 1, !dbg !226
  fence syncscope("workgroup") release, !dbg !226
  tail call void @llvm.amdgcn.s.barrier(), !dbg !226
  fence syncscope("workgroup") acquire, !dbg !226
  %t52 = icmp slt i32 %.1, 128, !dbg !226
  br i1 %t52, label %b9, label %b14, !dbg !226

b9:                                               ; preds = %b8
  %t53 = add nsw i32 %.1, 128, !dbg !226
  %t54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.0, i32 %t53, !dbg !226
  %.79 = load i16, ptr addrspace(3) %t54, align 2, !dbg !226
  %t56 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.1, i32 %t53, !dbg !226
  %.80 = load i8, ptr addrspace(3) %t56, align 1, !dbg !226
  %.81.not10 = icmp eq i8 %.80, 0, !dbg !226
  %t14.not = xor i1 %t14, true, !dbg !226
  %brmerge = select i1 %.81.not10, i1 true, i1 %t14.not, !dbg !226
  %t49.mux = select i1 %.81.not10, i16 %t49, i16 %.79, !dbg !226
  %not..81.not10 = xor i1 %.81.not10, true, !dbg !226
  %t14.mux = select i1 %not..81.not10, i1 true, i1 %t14, !dbg !226
  br i1 %brmerge, label %b13, label %b11, !dbg !226

b11:                                              ; preds = %b9
  %.82 = zext i16 %t49 to i32, !dbg !227
  %.83 = shl nuw i32 %.82, 16, !dbg !227
  %.84 = bitcast i32 %.83 to float, !dbg !227
  %.85 = zext i16 %.79 to i32, !dbg !227
  %.86 = shl nuw i32 %.85, 16, !dbg !227
  %.87 = bitcast i32 %.86 to float, !dbg !227
  %.88 = fadd float %.84, %.87, !dbg !227
  %.89 = bitcast float %.88 to i32, !dbg !227
  %.90 = and i32 %.89, 2147483647, !dbg !227
  %.91 = icmp ugt i32 %.90, 2139095040, !dbg !227
  %.92 = lshr i32 %.89, 16, !dbg !227
  %.93 = and i32 %.92, 1, !dbg !227
  %.94 = add i32 %.89, 32767, !dbg !227
  %.95 = add i32 %.94, %.93, !dbg !227
  %.96 = lshr i32 %.95, 16, !dbg !227
  %.98 = or i32 %.92, 64, !dbg !227
  %.99 = select i1 %.91, i32 %.98, i32 %.96, !dbg !227
  %.100 = trunc i32 %.99 to i16, !dbg !227
  br label %b13, !dbg !226

b13:                                              ; preds = %b9, %b11
  %t60 = phi i16 [ %t49.mux, %b9 ], [ %.100, %b11 ]
  %t61 = phi i1 [ %t14.mux, %b9 ], [ true, %b11 ]
  store i16 %t60, ptr addrspace(3) %t50, align 2, !dbg !226
  %.101 = zext i1 %t61 to i8, !dbg !226
  store i8 %.101, ptr addrspace(3) %t51, align 1, !dbg !226
  br label %b14, !dbg !226

b14:                                              ; preds = %b13, %b8
  %t62 = phi i16 [ %t60, %b13 ], [ %t49, %b8 ]
  %t63 = phi i1 [ %t61, %b13 ], [ %t14, %b8 ]
  fence syncscope("workgroup") release, !dbg !226
  tail call void @llvm.amdgcn.s.barrier(), !dbg !226
  fence syncscope("workgroup") acquire, !dbg !226
  %t64 = icmp slt i32 %.1, 64, !dbg !226
  br i1 %t64, label %b15, label %b20, !dbg !226

b15:                                              ; preds = %b14
  %t65 = add nsw i32 %.1, 64, !dbg !226
  %t66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.0, i32 %t65, !dbg !226
  %.102 = load i16, ptr addrspace(3) %t66, align 2, !dbg !226
  %t68 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.1, i32 %t65, !dbg !226
  %.103 = load i8, ptr addrspace(3) %t68, align 1, !dbg !226
  %.104.not9 = icmp eq i8 %.103, 0, !dbg !226
  %t63.not = xor i1 %t63, true, !dbg !226
  %brmerge1 = select i1 %.104.not9, i1 true, i1 %t63.not, !dbg !226
  %t62.mux = select i1 %.104.not9, i16 %t62, i16 %.102, !dbg !226
  %not..104.not9 = xor i1 %.104.not9, true, !dbg !226
  %t63.mux = select i1 %not..104.not9, i1 true, i1 %t63, !dbg !226
  br i1 %brmerge1, label %b19, label %b17, !dbg !226

b17:                                              ; preds = %b15
  %.105 = zext i16 %t62 to i32, !dbg !227
  %.106 = shl nuw i32 %.105, 16, !dbg !227
  %.107 = bitcast i32 %.106 to float, !dbg !227
  %.108 = zext i16 %.102 to i32, !dbg !227
  %.109 = shl nuw i32 %.108, 16, !dbg !227
  %.110 = bitcast i32 %.109 to float, !dbg !227
  %.111 = fadd float %.107, %.110, !dbg !227
  %.112 = bitcast float %.111 to i32, !dbg !227
  %.113 = and i32 %.112, 2147483647, !dbg !227
  %.114 = icmp ugt i32 %.113, 2139095040, !dbg !227
  %.115 = lshr i32 %.112, 16, !dbg !227
  %.116 = and i32 %.115, 1, !dbg !227
  %.117 = add i32 %.112, 32767, !dbg !227
  %.118 = add i32 %.117, %.116, !dbg !227
  %.119 = lshr i32 %.118, 16, !dbg !227
  %.121 = or i32 %.115, 64, !dbg !227
  %.122 = select i1 %.114, i32 %.121, i32 %.119, !dbg !227
  %.123 = trunc i32 %.122 to i16, !dbg !227
  br label %b19, !dbg !226

b19:                                              ; preds = %b15, %b17
  %t72 = phi i16 [ %t62.mux, %b15 ], [ %.123, %b17 ]
  %t73 = phi i1 [ %t63.mux, %b15 ], [ true, %b17 ]
  store i16 %t72, ptr addrspace(3) %t50, align 2, !dbg !226
  %.124 = zext i1 %t73 to i8, !dbg !226
  store i8 %.124, ptr addrspace(3) %t51, align 1, !dbg !226
  br label %b20, !dbg !226

b20:                                              ; preds = %b19, %b14
  %t74 = phi i16 [ %t72, %b19 ], [ %t62, %b14 ]
  %t75 = phi i1 [ %t73, %b19 ], [ %t63, %b14 ]
  fence syncscope("workgroup") release, !dbg !226
  tail call void @llvm.amdgcn.s.barrier(), !dbg !226
  fence syncscope("workgroup") acquire, !dbg !226
  %t76 = icmp slt i32 %.1, 32, !dbg !226
  br i1 %t76, label %b21, label %b26, !dbg !226

b21:                                              ; preds = %b20
  %t77 = add nsw i32 %.1, 32, !dbg !226
  %t78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.0, i32 %t77, !dbg !226
  %.125 = load i16, ptr addrspace(3) %t78, align 2, !dbg !226
  %t80 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.1, i32 %t77, !dbg !226
  %.126 = load i8, ptr addrspace(3) %t80, align 1, !dbg !226
  %.127.not8 = icmp eq i8 %.126, 0, !dbg !226
  %t75.not = xor i1 %t75, true, !dbg !226
  %brmerge2 = select i1 %.127.not8, i1 true, i1 %t75.not, !dbg !226
  %t74.mux = select i1 %.127.not8, i16 %t74, i16 %.125, !dbg !226
  %not..127.not8 = xor i1 %.127.not8, true, !dbg !226
  %t75.mux = select i1 %not..127.not8, i1 true, i1 %t75, !dbg !226
  br i1 %brmerge2, label %b26, label %b23, !dbg !226

b23:                                              ; preds = %b21
  %.128 = zext i16 %t74 to i32, !dbg !227
  %.129 = shl nuw i32 %.128, 16, !dbg !227
  %.130 = bitcast i32 %.129 to float, !dbg !227
  %.131 = zext i16 %.125 to i32, !dbg !227
  %.132 = shl nuw i32 %.131, 16, !dbg !227
  %.133 = bitcast i32 %.132 to float, !dbg !227
  %.134 = fadd float %.130, %.133, !dbg !227
  %.135 = bitcast float %.134 to i32, !dbg !227
  %.136 = and i32 %.135, 2147483647, !dbg !227
  %.137 = icmp ugt i32 %.136, 2139095040, !dbg !227
  %.138 = lshr i32 %.135, 16, !dbg !227
  %.139 = and i32 %.138, 1, !dbg !227
  %.140 = add i32 %.135, 32767, !dbg !227
  %.141 = add i32 %.140, %.139, !dbg !227
  %.142 = lshr i32 %.141, 16, !dbg !227
  %.144 = or i32 %.138, 64, !dbg !227
  %.145 = select i1 %.137, i32 %.144, i32 %.142, !dbg !227
  %.146 = trunc i32 %.145 to i16, !dbg !227
  br label %b26, !dbg !226

b26:                                              ; preds = %b21, %b23, %b20
  %t86 = phi i16 [ %t74, %b20 ], [ %t74.mux, %b21 ], [ %.146, %b23 ]
  %t87 = phi i1 [ %t75, %b20 ], [ %t75.mux, %b21 ], [ true, %b23 ]
  br i1 %t76, label %b27, label %b48, !dbg !226

b27:                                              ; preds = %b26
  %.148 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !226
  %.149 = zext i32 %.148 to i64, !dbg !226
  %.150 = add nuw nsw i64 %.149, 16, !dbg !226
  %.151 = icmp ult i32 %.148, 16, !dbg !226
  %.152 = tail call i32 @llvm.read_register.i32(metadata !228) #10, !dbg !226
  %.153 = zext i32 %.152 to i64, !dbg !226
  %.154 = and i64 %.150, 31, !dbg !226
  %7 = shl nuw nsw i64 1, %.154, !dbg !226
  %8 = and i64 %7, %.153, !dbg !226
  %.156 = icmp ne i64 %8, 0, !dbg !226
  %.157 = and i1 %.151, %.156, !dbg !226
  %.158 = trunc i64 %.150 to i32, !dbg !226
  %.159 = shl i32 %.158, 2, !dbg !226
  %.160 = zext i16 %t86 to i32, !dbg !226
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.160), !dbg !226
  %.162 = trunc i32 %.161 to i16, !dbg !226
  %t88 = select i1 %.157, i16 %.162, i16 %t86, !dbg !226
  %.176 = zext i1 %t87 to i32, !dbg !226
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.176), !dbg !226
  %9 = and i32 %.177, 1, !dbg !226
  %.178 = icmp ne i32 %9, 0, !dbg !226
  %t89 = select i1 %.157, i1 %.178, i1 %t87, !dbg !226
  %t90 = icmp slt i32 %.1, 16, !dbg !226
  %t91 = and i1 %t90, %t89, !dbg !226
  %10 = select i1 %t91, i1 %t87, i1 false, !dbg !226
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !226
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !226
  br i1 %10, label %b29, label %b31, !dbg !226

b29:                                              ; preds = %b27
  %.180 = shl nuw i32 %.160, 16, !dbg !227
  %.181 = bitcast i32 %.180 to float, !dbg !227
  %.182 = zext i16 %t88 to i32, !dbg !227
  %.183 = shl nuw i32 %.182, 16, !dbg !227
  %.184 = bitcast i32 %.183 to float, !dbg !227
  %.185 = fadd float %.181, %.184, !dbg !227
  %.186 = bitcast float %.185 to i32, !dbg !227
  %.187 = and i32 %.186, 2147483647, !dbg !227
  %.188 = icmp ugt i32 %.187, 2139095040, !dbg !227
  %.189 = lshr i32 %.186, 16, !dbg !227
  %.190 = and i32 %.189, 1, !dbg !227
  %.191 = add i32 %.186, 32767, !dbg !227
  %.192 = add i32 %.191, %.190, !dbg !227
  %.193 = lshr i32 %.192, 16, !dbg !227
  %.195 = or i32 %.189, 64, !dbg !227
  %.196 = select i1 %.188, i32 %.195, i32 %.193, !dbg !227
  %.197 = trunc i32 %.196 to i16, !dbg !227
  br label %b31, !dbg !226

b31:                                              ; preds = %b27, %b29
  %t94 = phi i16 [ %t86.mux, %b27 ], [ %.197, %b29 ]
  %t95 = phi i1 [ %t87.mux, %b27 ], [ true, %b29 ]
  %.201 = add nuw nsw i64 %.149, 8, !dbg !226
  %.202 = icmp ult i32 %.148, 24, !dbg !226
  %.205 = and i64 %.201, 31, !dbg !226
  %11 = shl nuw nsw i64 1, %.205, !dbg !226
  %12 = and i64 %11, %.153, !dbg !226
  %.207 = icmp ne i64 %12, 0, !dbg !226
  %.208 = and i1 %.202, %.207, !dbg !226
  %.209 = trunc i64 %.201 to i32, !dbg !226
  %.210 = shl i32 %.209, 2, !dbg !226
  %.211 = zext i16 %t94 to i32, !dbg !226
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.211), !dbg !226
  %.213 = trunc i32 %.212 to i16, !dbg !226
  %t96 = select i1 %.208, i16 %.213, i16 %t94, !dbg !226
  %.227 = zext i1 %t95 to i32, !dbg !226
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.227), !dbg !226
  %13 = and i32 %.228, 1, !dbg !226
  %.229 = icmp ne i32 %13, 0, !dbg !226
  %t97 = select i1 %.208, i1 %.229, i1 %t95, !dbg !226
  %t98 = icmp slt i32 %.1, 24, !dbg !226
  %t99 = and i1 %t98, %t97, !dbg !226
  %14 = select i1 %t99, i1 %t95, i1 false, !dbg !226
  %t94.mux = select i1 %t99, i16 %t96, i16 %t94, !dbg !226
  %t95.mux = select i1 %t99, i1 true, i1 %t95, !dbg !226
  br i1 %14, label %b33, label %b35, !dbg !226

b33:                                              ; preds = %b31
  %.231 = shl nuw i32 %.211, 16, !dbg !227
  %.232 = bitcast i32 %.231 to float, !dbg !227
  %.233 = zext i16 %t96 to i32, !dbg !227
  %.234 = shl nuw i32 %.233, 16, !dbg !227
  %.235 = bitcast i32 %.234 to float, !dbg !227
  %.236 = fadd float %.232, %.235, !dbg !227
  %.237 = bitcast float %.236 to i32, !dbg !227
  %.238 = and i32 %.237, 2147483647, !dbg !227
  %.239 = icmp ugt i32 %.238, 2139095040, !dbg !227
  %.240 = lshr i32 %.237, 16, !dbg !227
  %.241 = and i32 %.240, 1, !dbg !227
  %.242 = add i32 %.237, 32767, !dbg !227
  %.243 = add i32 %.242, %.241, !dbg !227
  %.244 = lshr i32 %.243, 16, !dbg !227
  %.246 = or i32 %.240, 64, !dbg !227
  %.247 = select i1 %.239, i32 %.246, i32 %.244, !dbg !227
  %.248 = trunc i32 %.247 to i16, !dbg !227
  br label %b35, !dbg !226

b35:                                              ; preds = %b31, %b33
  %t102 = phi i16 [ %t94.mux, %b31 ], [ %.248, %b33 ]
  %t103 = phi i1 [ %t95.mux, %b31 ], [ true, %b33 ]
  %.252 = add nuw nsw i64 %.149, 4, !dbg !226
  %.253 = icmp ult i32 %.148, 28, !dbg !226
  %.256 = and i64 %.252, 31, !dbg !226
  %15 = shl nuw nsw i64 1, %.256, !dbg !226
  %16 = and i64 %15, %.153, !dbg !226
  %.258 = icmp ne i64 %16, 0, !dbg !226
  %.259 = and i1 %.253, %.258, !dbg !226
  %.260 = trunc i64 %.252 to i32, !dbg !226
  %.261 = shl i32 %.260, 2, !dbg !226
  %.262 = zext i16 %t102 to i32, !dbg !226
  %.263 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.262), !dbg !226
  %.264 = trunc i32 %.263 to i16, !dbg !226
  %t104 = select i1 %.259, i16 %.264, i16 %t102, !dbg !226
  %.278 = zext i1 %t103 to i32, !dbg !226
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.278), !dbg !226
  %17 = and i32 %.279, 1, !dbg !226
  %.280 = icmp ne i32 %17, 0, !dbg !226
  %t105 = select i1 %.259, i1 %.280, i1 %t103, !dbg !226
  %t106 = icmp slt i32 %.1, 28, !dbg !226
  %t107 = and i1 %t106, %t105, !dbg !226
  %18 = select i1 %t107, i1 %t103, i1 false, !dbg !226
  %t102.mux = select i1 %t107, i16 %t104, i16 %t102, !dbg !226
  %t103.mux = select i1 %t107, i1 true, i1 %t103, !dbg !226
  br i1 %18, label %b37, label %b39, !dbg !226

b37:                                              ; preds = %b35
  %.282 = shl nuw i32 %.262, 16, !dbg !227
  %.283 = bitcast i32 %.282 to float, !dbg !227
  %.284 = zext i16 %t104 to i32, !dbg !227
  %.285 = shl nuw i32 %.284, 16, !dbg !227
  %.286 = bitcast i32 %.285 to float, !dbg !227
  %.287 = fadd float %.283, %.286, !dbg !227
  %.288 = bitcast float %.287 to i32, !dbg !227
  %.289 = and i32 %.288, 2147483647, !dbg !227
  %.290 = icmp ugt i32 %.289, 2139095040, !dbg !227
  %.291 = lshr i32 %.288, 16, !dbg !227
  %.292 = and i32 %.291, 1, !dbg !227
  %.293 = add i32 %.288, 32767, !dbg !227
  %.294 = add i32 %.293, %.292, !dbg !227
  %.295 = lshr i32 %.294, 16, !dbg !227
  %.297 = or i32 %.291, 64, !dbg !227
  %.298 = select i1 %.290, i32 %.297, i32 %.295, !dbg !227
  %.299 = trunc i32 %.298 to i16, !dbg !227
  br label %b39, !dbg !226

b39:                                              ; preds = %b35, %b37
  %t110 = phi i16 [ %t102.mux, %b35 ], [ %.299, %b37 ]
  %t111 = phi i1 [ %t103.mux, %b35 ], [ true, %b37 ]
  %.303 = add nuw nsw i64 %.149, 2, !dbg !226
  %.304 = icmp ult i32 %.148, 30, !dbg !226
  %.307 = and i64 %.303, 31, !dbg !226
  %19 = shl nuw nsw i64 1, %.307, !dbg !226
  %20 = and i64 %19, %.153, !dbg !226
  %.309 = icmp ne i64 %20, 0, !dbg !226
  %.310 = and i1 %.304, %.309, !dbg !226
  %.311 = trunc i64 %.303 to i32, !dbg !226
  %.312 = shl i32 %.311, 2, !dbg !226
  %.313 = zext i16 %t110 to i32, !dbg !226
  %.314 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.313), !dbg !226
  %.315 = trunc i32 %.314 to i16, !dbg !226
  %t112 = select i1 %.310, i16 %.315, i16 %t110, !dbg !226
  %.329 = zext i1 %t111 to i32, !dbg !226
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.329), !dbg !226
  %21 = and i32 %.330, 1, !dbg !226
  %.331 = icmp ne i32 %21, 0, !dbg !226
  %t113 = select i1 %.310, i1 %.331, i1 %t111, !dbg !226
  %t114 = icmp slt i32 %.1, 30, !dbg !226
  %t115 = and i1 %t114, %t113, !dbg !226
  %22 = select i1 %t115, i1 %t111, i1 false, !dbg !226
  %t110.mux = select i1 %t115, i16 %t112, i16 %t110, !dbg !226
  %t111.mux = select i1 %t115, i1 true, i1 %t111, !dbg !226
  br i1 %22, label %b41, label %b43, !dbg !226

b41:                                              ; preds = %b39
  %.333 = shl nuw i32 %.313, 16, !dbg !227
  %.334 = bitcast i32 %.333 to float, !dbg !227
  %.335 = zext i16 %t112 to i32, !dbg !227
  %.336 = shl nuw i32 %.335, 16, !dbg !227
  %.337 = bitcast i32 %.336 to float, !dbg !227
  %.338 = fadd float %.334, %.337, !dbg !227
  %.339 = bitcast float %.338 to i32, !dbg !227
  %.340 = and i32 %.339, 2147483647, !dbg !227
  %.341 = icmp ugt i32 %.340, 2139095040, !dbg !227
  %.342 = lshr i32 %.339, 16, !dbg !227
  %.343 = and i32 %.342, 1, !dbg !227
  %.344 = add i32 %.339, 32767, !dbg !227
  %.345 = add i32 %.344, %.343, !dbg !227
  %.346 = lshr i32 %.345, 16, !dbg !227
  %.348 = or i32 %.342, 64, !dbg !227
  %.349 = select i1 %.341, i32 %.348, i32 %.346, !dbg !227
  %.350 = trunc i32 %.349 to i16, !dbg !227
  br label %b43, !dbg !226

b43:                                              ; preds = %b39, %b41
  %t118 = phi i16 [ %t110.mux, %b39 ], [ %.350, %b41 ]
  %t119 = phi i1 [ %t111.mux, %b39 ], [ true, %b41 ]
  %.354 = add nuw nsw i64 %.149, 1, !dbg !226
  %.355 = icmp ult i32 %.148, 31, !dbg !226
  %.358 = and i64 %.354, 31, !dbg !226
  %23 = shl nuw nsw i64 1, %.358, !dbg !226
  %24 = and i64 %23, %.153, !dbg !226
  %.360 = icmp ne i64 %24, 0, !dbg !226
  %.361 = and i1 %.355, %.360, !dbg !226
  %.362 = trunc i64 %.354 to i32, !dbg !226
  %.363 = shl i32 %.362, 2, !dbg !226
  %.364 = zext i16 %t118 to i32, !dbg !226
  %.365 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.364), !dbg !226
  %.366 = trunc i32 %.365 to i16, !dbg !226
  %t120 = select i1 %.361, i16 %.366, i16 %t118, !dbg !226
  %.380 = zext i1 %t119 to i32, !dbg !226
  %.381 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.380), !dbg !226
  %25 = and i32 %.381, 1, !dbg !226
  %.382 = icmp ne i32 %25, 0, !dbg !226
  %t121 = select i1 %.361, i1 %.382, i1 %t119, !dbg !226
  %t122 = icmp slt i32 %.1, 31, !dbg !226
  %t123 = and i1 %t122, %t121, !dbg !226
  %26 = select i1 %t123, i1 %t119, i1 false, !dbg !226
  %t118.mux = select i1 %t123, i16 %t120, i16 %t118, !dbg !226
  %t119.mux = select i1 %t123, i1 true, i1 %t119, !dbg !226
  br i1 %26, label %b45, label %b48, !dbg !226

b45:                                              ; preds = %b43
  %.384 = shl nuw i32 %.364, 16, !dbg !227
  %.385 = bitcast i32 %.384 to float, !dbg !227
  %.386 = zext i16 %t120 to i32, !dbg !227
  %.387 = shl nuw i32 %.386, 16, !dbg !227
  %.388 = bitcast i32 %.387 to float, !dbg !227
  %.389 = fadd float %.385, %.388, !dbg !227
  %.390 = bitcast float %.389 to i32, !dbg !227
  %.391 = and i32 %.390, 2147483647, !dbg !227
  %.392 = icmp ugt i32 %.391, 2139095040, !dbg !227
  %.393 = lshr i32 %.390, 16, !dbg !227
  %.394 = and i32 %.393, 1, !dbg !227
  %.395 = add i32 %.390, 32767, !dbg !227
  %.396 = add i32 %.395, %.394, !dbg !227
  %.397 = lshr i32 %.396, 16, !dbg !227
  %.399 = or i32 %.393, 64, !dbg !227
  %.400 = select i1 %.392, i32 %.399, i32 %.397, !dbg !227
  %.401 = trunc i32 %.400 to i16, !dbg !227
  br label %b48, !dbg !226

b48:                                              ; preds = %b43, %b45, %b26
  %t128 = phi i16 [ %t86, %b26 ], [ %t118.mux, %b43 ], [ %.401, %b45 ]
  %t129 = phi i1 [ %t87, %b26 ], [ %t119.mux, %b43 ], [ true, %b45 ]
  %t130 = icmp eq i32 %.1, 0, !dbg !226
  %t131 = and i1 %t130, %t129, !dbg !226
  br i1 %t131, label %b49, label %b50, !dbg !226

b49:                                              ; preds = %b48
  %t132 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t5, !dbg !226
  store i16 %t128, ptr addrspace(1) %t132, align 2, !dbg !226
  br label %b50, !dbg !226

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !226
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i16 %a3, i8 %a4) local_unnamed_addr #2 !dbg !229 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !230
  %t3 = sext i32 %.2 to i64, !dbg !230
  %t4 = icmp slt i64 %t3, %a0, !dbg !230
  br i1 %t4, label %b1, label %b5, !dbg !230

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t3, !dbg !230
  %.3 = load i16, ptr addrspace(1) %t5, align 2, !dbg !230, !amdgpu.noclobber !6
  %t812 = add nsw i64 %t3, 256, !dbg !230
  %t1013 = icmp slt i64 %t812, %a0, !dbg !230
  br i1 %t1013, label %b3, label %b5, !dbg !230

b3:                                               ; preds = %b1, %b3
  %t815 = phi i64 [ %t8, %b3 ], [ %t812, %b1 ]
  %t914 = phi i16 [ %.23, %b3 ], [ %.3, %b1 ]
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t815, !dbg !230
  %.4 = load i16, ptr addrspace(1) %t11, align 2, !dbg !230, !amdgpu.noclobber !6
  %0 = insertelement <2 x i16> poison, i16 %t914, i64 0, !dbg !231
  %1 = insertelement <2 x i16> %0, i16 %.4, i64 1, !dbg !231
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !231
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !231
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !231
  %5 = extractelement <2 x float> %4, i64 0, !dbg !231
  %6 = extractelement <2 x float> %4, i64 1, !dbg !231
  %.11 = fadd float %5, %6, !dbg !231
  %.12 = bitcast float %.11 to i32, !dbg !231
  %.13 = and i32 %.12, 2147483647, !dbg !231
  %.14 = icmp ugt i32 %.13, 2139095040, !dbg !231
  %.15 = lshr i32 %.12, 16, !dbg !231
  %.16 = and i32 %.15, 1, !dbg !231
  %.17 = add i32 %.12, 32767, !dbg !231
  %.18 = add i32 %.17, %.16, !dbg !231
  %.19 = lshr i32 %.18, 16, !dbg !231
  %.21 = or i32 %.15, 64, !dbg !231
  %.22 = select i1 %.14, i32 %.21, i32 %.19, !dbg !231
  %.23 = trunc i32 %.22 to i16, !dbg !231
  %t8 = add i64 %t815, 256, !dbg !230
  %t10 = icmp slt i64 %t8, %a0, !dbg !230
  br i1 %t10, label %b3, label %b5, !dbg !230

b5:                                               ; preds = %b3, %b1, %entry
  %t15 = phi i16 [ 0, %entry ], [ %.3, %b1 ], [ %.23, %b3 ]
  %t16 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.0, i32 %.2, !dbg !230
  store i16 %t15, ptr addrspace(3) %t16, align 2, !dbg !230
  %t17 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.1, i32 %.2, !dbg !230
  %.24 = zext i1 %t4 to i8, !dbg !230
  store i8 %.24, ptr addrspace(3) %t17, align 1, !dbg !230
  fence syncscope("workgroup") release, !dbg !230
  tail call void @llvm.amdgcn.s.barrier(), !dbg !230
  fence syncscope("workgroup") acquire, !dbg !230
  %t18 = icmp slt i32 %.2, 128, !dbg !230
  br i1 %t18, label %b6, label %b11, !dbg !230

b6:                                               ; preds = %b5
  %t19 = add nsw i32 %.2, 128, !dbg !230
  %t20 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.0, i32 %t19, !dbg !230
  %.25 = load i16, ptr addrspace(3) %t20, align 2, !dbg !230
  %t22 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.1, i32 %t19, !dbg !230
  %.26 = load i8, ptr addrspace(3) %t22, align 1, !dbg !230
  %.27.not11 = icmp eq i8 %.26, 0, !dbg !230
  %t4.not = xor i1 %t4, true, !dbg !230
  %brmerge = select i1 %.27.not11, i1 true, i1 %t4.not, !dbg !230
  %t15.mux = select i1 %.27.not11, i16 %t15, i16 %.25, !dbg !230
  %not..27.not11 = xor i1 %.27.not11, true, !dbg !230
  %t4.mux = select i1 %not..27.not11, i1 true, i1 %t4, !dbg !230
  br i1 %brmerge, label %b10, label %b8, !dbg !230

b8:                                               ; preds = %b6
  %.28 = zext i16 %t15 to i32, !dbg !231
  %.29 = shl nuw i32 %.28, 16, !dbg !231
  %.30 = bitcast i32 %.29 to float, !dbg !231
  %.31 = zext i16 %.25 to i32, !dbg !231
  %.32 = shl nuw i32 %.31, 16, !dbg !231
  %.33 = bitcast i32 %.32 to float, !dbg !231
  %.34 = fadd float %.30, %.33, !dbg !231
  %.35 = bitcast float %.34 to i32, !dbg !231
  %.36 = and i32 %.35, 2147483647, !dbg !231
  %.37 = icmp ugt i32 %.36, 2139095040, !dbg !231
  %.38 = lshr i32 %.35, 16, !dbg !231
  %.39 = and i32 %.38, 1, !dbg !231
  %.40 = add i32 %.35, 32767, !dbg !231
  %.41 = add i32 %.40, %.39, !dbg !231
  %.42 = lshr i32 %.41, 16, !dbg !231
  %.44 = or i32 %.38, 64, !dbg !231
  %.45 = select i1 %.37, i32 %.44, i32 %.42, !dbg !231
  %.46 = trunc i32 %.45 to i16, !dbg !231
  br label %b10, !dbg !230

b10:                                              ; preds = %b6, %b8
  %t26 = phi i16 [ %t15.mux, %b6 ], [ %.46, %b8 ]
  %t27 = phi i1 [ %t4.mux, %b6 ], [ true, %b8 ]
  store i16 %t26, ptr addrspace(3) %t16, align 2, !dbg !230
  %.47 = zext i1 %t27 to i8, !dbg !230
  store i8 %.47, ptr addrspace(3) %t17, align 1, !dbg !230
  br label %b11, !dbg !230

b11:                                              ; preds = %b10, %b5
  %t28 = phi i16 [ %t26, %b10 ], [ %t15, %b5 ]
  %t29 = phi i1 [ %t27, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !230
  tail call void @llvm.amdgcn.s.barrier(), !dbg !230
  fence syncscope("workgroup") acquire, !dbg !230
  %t30 = icmp slt i32 %.2, 64, !dbg !230
  br i1 %t30, label %b12, label %b17, !dbg !230

b12:                                              ; preds = %b11
  %t31 = add nsw i32 %.2, 64, !dbg !230
  %t32 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.0, i32 %t31, !dbg !230
  %.48 = load i16, ptr addrspace(3) %t32, align 2, !dbg !230
  %t34 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.1, i32 %t31, !dbg !230
  %.49 = load i8, ptr addrspace(3) %t34, align 1, !dbg !230
  %.50.not10 = icmp eq i8 %.49, 0, !dbg !230
  %t29.not = xor i1 %t29, true, !dbg !230
  %brmerge1 = select i1 %.50.not10, i1 true, i1 %t29.not, !dbg !230
  %t28.mux = select i1 %.50.not10, i16 %t28, i16 %.48, !dbg !230
  %not..50.not10 = xor i1 %.50.not10, true, !dbg !230
  %t29.mux = select i1 %not..50.not10, i1 true, i1 %t29, !dbg !230
  br i1 %brmerge1, label %b16, label %b14, !dbg !230

b14:                                              ; preds = %b12
  %.51 = zext i16 %t28 to i32, !dbg !231
  %.52 = shl nuw i32 %.51, 16, !dbg !231
  %.53 = bitcast i32 %.52 to float, !dbg !231
  %.54 = zext i16 %.48 to i32, !dbg !231
  %.55 = shl nuw i32 %.54, 16, !dbg !231
  %.56 = bitcast i32 %.55 to float, !dbg !231
  %.57 = fadd float %.53, %.56, !dbg !231
  %.58 = bitcast float %.57 to i32, !dbg !231
  %.59 = and i32 %.58, 2147483647, !dbg !231
  %.60 = icmp ugt i32 %.59, 2139095040, !dbg !231
  %.61 = lshr i32 %.58, 16, !dbg !231
  %.62 = and i32 %.61, 1, !dbg !231
  %.63 = add i32 %.58, 32767, !dbg !231
  %.64 = add i32 %.63, %.62, !dbg !231
  %.65 = lshr i32 %.64, 16, !dbg !231
  %.67 = or i32 %.61, 64, !dbg !231
  %.68 = select i1 %.60, i32 %.67, i32 %.65, !dbg !231
  %.69 = trunc i32 %.68 to i16, !dbg !231
  br label %b16, !dbg !230

b16:                                              ; preds = %b12, %b14
  %t38 = phi i16 [ %t28.mux, %b12 ], [ %.69, %b14 ]
  %t39 = phi i1 [ %t29.mux, %b12 ], [ true, %b14 ]
  store i16 %t38, ptr addrspace(3) %t16, align 2, !dbg !230
  %.70 = zext i1 %t39 to i8, !dbg !230
  store i8 %.70, ptr addrspace(3) %t17, align 1, !dbg !230
  br label %b17, !dbg !230

b17:                                              ; preds = %b16, %b11
  %t40 = phi i16 [ %t38, %b16 ], [ %t28, %b11 ]
  %t41 = phi i1 [ %t39, %b16 ], [ %t29, %b11 ]
  fence syncscope("workgroup") release, !dbg !230
  tail call void @llvm.amdgcn.s.barrier(), !dbg !230
  fence syncscope("workgroup") acquire, !dbg !230
  %t42 = icmp slt i32 %.2, 32, !dbg !230
  br i1 %t42, label %b18, label %b23, !dbg !230

b18:                                              ; preds = %b17
  %t43 = add nsw i32 %.2, 32, !dbg !230
  %t44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.0, i32 %t43, !dbg !230
  %.71 = load i16, ptr addrspace(3) %t44, align 2, !dbg !230
  %t46 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.1, i32 %t43, !dbg !230
  %.72 = load i8, ptr addrspace(3) %t46, align 1, !dbg !230
  %.73.not9 = icmp eq i8 %.72, 0, !dbg !230
  %t41.not = xor i1 %t41, true, !dbg !230
  %brmerge2 = select i1 %.73.not9, i1 true, i1 %t41.not, !dbg !230
  %t40.mux = select i1 %.73.not9, i16 %t40, i16 %.71, !dbg !230
  %not..73.not9 = xor i1 %.73.not9, true, !dbg !230
  %t41.mux = select i1 %not..73.not9, i1 true, i1 %t41, !dbg !230
  br i1 %brmerge2, label %b23, label %b20, !dbg !230

b20:                                              ; preds = %b18
  %.74 = zext i16 %t40 to i32, !dbg !231
  %.75 = shl nuw i32 %.74, 16, !dbg !231
  %.76 = bitcast i32 %.75 to float, !dbg !231
  %.77 = zext i16 %.71 to i32, !dbg !231
  %.78 = shl nuw i32 %.77, 16, !dbg !231
  %.79 = bitcast i32 %.78 to float, !dbg !231
  %.80 = fadd float %.76, %.79, !dbg !231
  %.81 = bitcast float %.80 to i32, !dbg !231
  %.82 = and i32 %.81, 2147483647, !dbg !231
  %.83 = icmp ugt i32 %.82, 2139095040, !dbg !231
  %.84 = lshr i32 %.81, 16, !dbg !231
  %.85 = and i32 %.84, 1, !dbg !231
  %.86 = add i32 %.81, 32767, !dbg !231
  %.87 = add i32 %.86, %.85, !dbg !231
  %.88 = lshr i32 %.87, 16, !dbg !231
  %.90 = or i32 %.84, 64, !dbg !231
  %.91 = select i1 %.83, i32 %.90, i32 %.88, !dbg !231
  %.92 = trunc i32 %.91 to i16, !dbg !231
  br label %b23, !dbg !230

b23:                                              ; preds = %b18, %b20, %b17
  %t52 = phi i16 [ %t40, %b17 ], [ %t40.mux, %b18 ], [ %.92, %b20 ]
  %t53 = phi i1 [ %t41, %b17 ], [ %t41.mux, %b18 ], [ true, %b20 ]
  br i1 %t42, label %b24, label %b45, !dbg !230

b24:                                              ; preds = %b23
  %.94 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !230
  %.95 = zext i32 %.94 to i64, !dbg !230
  %.96 = add nuw nsw i64 %.95, 16, !dbg !230
  %.97 = icmp ult i32 %.94, 16, !dbg !230
  %.98 = tail call i32 @llvm.read_register.i32(metadata !228) #10, !dbg !230
  %.99 = zext i32 %.98 to i64, !dbg !230
  %.100 = and i64 %.96, 31, !dbg !230
  %7 = shl nuw nsw i64 1, %.100, !dbg !230
  %8 = and i64 %7, %.99, !dbg !230
  %.102 = icmp ne i64 %8, 0, !dbg !230
  %.103 = and i1 %.97, %.102, !dbg !230
  %.104 = trunc i64 %.96 to i32, !dbg !230
  %.105 = shl i32 %.104, 2, !dbg !230
  %.106 = zext i16 %t52 to i32, !dbg !230
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !230
  %.108 = trunc i32 %.107 to i16, !dbg !230
  %t54 = select i1 %.103, i16 %.108, i16 %t52, !dbg !230
  %.122 = zext i1 %t53 to i32, !dbg !230
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.122), !dbg !230
  %9 = and i32 %.123, 1, !dbg !230
  %.124 = icmp ne i32 %9, 0, !dbg !230
  %t55 = select i1 %.103, i1 %.124, i1 %t53, !dbg !230
  %t56 = icmp slt i32 %.2, 16, !dbg !230
  %t57 = and i1 %t56, %t55, !dbg !230
  %10 = select i1 %t57, i1 %t53, i1 false, !dbg !230
  %t52.mux = select i1 %t57, i16 %t54, i16 %t52, !dbg !230
  %t53.mux = select i1 %t57, i1 true, i1 %t53, !dbg !230
  br i1 %10, label %b26, label %b28, !dbg !230

b26:                                              ; preds = %b24
  %.126 = shl nuw i32 %.106, 16, !dbg !231
  %.127 = bitcast i32 %.126 to float, !dbg !231
  %.128 = zext i16 %t54 to i32, !dbg !231
  %.129 = shl nuw i32 %.128, 16, !dbg !231
  %.130 = bitcast i32 %.129 to float, !dbg !231
  %.131 = fadd float %.127, %.130, !dbg !231
  %.132 = bitcast float %.131 to i32, !dbg !231
  %.133 = and i32 %.132, 2147483647, !dbg !231
  %.134 = icmp ugt i32 %.133, 2139095040, !dbg !231
  %.135 = lshr i32 %.132, 16, !dbg !231
  %.136 = and i32 %.135, 1, !dbg !231
  %.137 = add i32 %.132, 32767, !dbg !231
  %.138 = add i32 %.137, %.136, !dbg !231
  %.139 = lshr i32 %.138, 16, !dbg !231
  %.141 = or i32 %.135, 64, !dbg !231
  %.142 = select i1 %.134, i32 %.141, i32 %.139, !dbg !231
  %.143 = trunc i32 %.142 to i16, !dbg !231
  br label %b28, !dbg !230

b28:                                              ; preds = %b24, %b26
  %t60 = phi i16 [ %t52.mux, %b24 ], [ %.143, %b26 ]
  %t61 = phi i1 [ %t53.mux, %b24 ], [ true, %b26 ]
  %.147 = add nuw nsw i64 %.95, 8, !dbg !230
  %.148 = icmp ult i32 %.94, 24, !dbg !230
  %.151 = and i64 %.147, 31, !dbg !230
  %11 = shl nuw nsw i64 1, %.151, !dbg !230
  %12 = and i64 %11, %.99, !dbg !230
  %.153 = icmp ne i64 %12, 0, !dbg !230
  %.154 = and i1 %.148, %.153, !dbg !230
  %.155 = trunc i64 %.147 to i32, !dbg !230
  %.156 = shl i32 %.155, 2, !dbg !230
  %.157 = zext i16 %t60 to i32, !dbg !230
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.157), !dbg !230
  %.159 = trunc i32 %.158 to i16, !dbg !230
  %t62 = select i1 %.154, i16 %.159, i16 %t60, !dbg !230
  %.173 = zext i1 %t61 to i32, !dbg !230
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.173), !dbg !230
  %13 = and i32 %.174, 1, !dbg !230
  %.175 = icmp ne i32 %13, 0, !dbg !230
  %t63 = select i1 %.154, i1 %.175, i1 %t61, !dbg !230
  %t64 = icmp slt i32 %.2, 24, !dbg !230
  %t65 = and i1 %t64, %t63, !dbg !230
  %14 = select i1 %t65, i1 %t61, i1 false, !dbg !230
  %t60.mux = select i1 %t65, i16 %t62, i16 %t60, !dbg !230
  %t61.mux = select i1 %t65, i1 true, i1 %t61, !dbg !230
  br i1 %14, label %b30, label %b32, !dbg !230

b30:                                              ; preds = %b28
  %.177 = shl nuw i32 %.157, 16, !dbg !231
  %.178 = bitcast i32 %.177 to float, !dbg !231
  %.179 = zext i16 %t62 to i32, !dbg !231
  %.180 = shl nuw i32 %.179, 16, !dbg !231
  %.181 = bitcast i32 %.180 to float, !dbg !231
  %.182 = fadd float %.178, %.181, !dbg !231
  %.183 = bitcast float %.182 to i32, !dbg !231
  %.184 = and i32 %.183, 2147483647, !dbg !231
  %.185 = icmp ugt i32 %.184, 2139095040, !dbg !231
  %.186 = lshr i32 %.183, 16, !dbg !231
  %.187 = and i32 %.186, 1, !dbg !231
  %.188 = add i32 %.183, 32767, !dbg !231
  %.189 = add i32 %.188, %.187, !dbg !231
  %.190 = lshr i32 %.189, 16, !dbg !231
  %.192 = or i32 %.186, 64, !dbg !231
  %.193 = select i1 %.185, i32 %.192, i32 %.190, !dbg !231
  %.194 = trunc i32 %.193 to i16, !dbg !231
  br label %b32, !dbg !230

b32:                                              ; preds = %b28, %b30
  %t68 = phi i16 [ %t60.mux, %b28 ], [ %.194, %b30 ]
  %t69 = phi i1 [ %t61.mux, %b28 ], [ true, %b30 ]
  %.198 = add nuw nsw i64 %.95, 4, !dbg !230
  %.199 = icmp ult i32 %.94, 28, !dbg !230
  %.202 = and i64 %.198, 31, !dbg !230
  %15 = shl nuw nsw i64 1, %.202, !dbg !230
  %16 = and i64 %15, %.99, !dbg !230
  %.204 = icmp ne i64 %16, 0, !dbg !230
  %.205 = and i1 %.199, %.204, !dbg !230
  %.206 = trunc i64 %.198 to i32, !dbg !230
  %.207 = shl i32 %.206, 2, !dbg !230
  %.208 = zext i16 %t68 to i32, !dbg !230
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !230
  %.210 = trunc i32 %.209 to i16, !dbg !230
  %t70 = select i1 %.205, i16 %.210, i16 %t68, !dbg !230
  %.224 = zext i1 %t69 to i32, !dbg !230
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !230
  %17 = and i32 %.225, 1, !dbg !230
  %.226 = icmp ne i32 %17, 0, !dbg !230
  %t71 = select i1 %.205, i1 %.226, i1 %t69, !dbg !230
  %t72 = icmp slt i32 %.2, 28, !dbg !230
  %t73 = and i1 %t72, %t71, !dbg !230
  %18 = select i1 %t73, i1 %t69, i1 false, !dbg !230
  %t68.mux = select i1 %t73, i16 %t70, i16 %t68, !dbg !230
  %t69.mux = select i1 %t73, i1 true, i1 %t69, !dbg !230
  br i1 %18, label %b34, label %b36, !dbg !230

b34:                                              ; preds = %b32
  %.228 = shl nuw i32 %.208, 16, !dbg !231
  %.229 = bitcast i32 %.228 to float, !dbg !231
  %.230 = zext i16 %t70 to i32, !dbg !231
  %.231 = shl nuw i32 %.230, 16, !dbg !231
  %.232 = bitcast i32 %.231 to float, !dbg !231
  %.233 = fadd float %.229, %.232, !dbg !231
  %.234 = bitcast float %.233 to i32, !dbg !231
  %.235 = and i32 %.234, 2147483647, !dbg !231
  %.236 = icmp ugt i32 %.235, 2139095040, !dbg !231
  %.237 = lshr i32 %.234, 16, !dbg !231
  %.238 = and i32 %.237, 1, !dbg !231
  %.239 = add i32 %.234, 32767, !dbg !231
  %.240 = add i32 %.239, %.238, !dbg !231
  %.241 = lshr i32 %.240, 16, !dbg !231
  %.243 = or i32 %.237, 64, !dbg !231
  %.244 = select i1 %.236, i32 %.243, i32 %.241, !dbg !231
  %.245 = trunc i32 %.244 to i16, !dbg !231
  br label %b36, !dbg !230

b36:                                              ; preds = %b32, %b34
  %t76 = phi i16 [ %t68.mux, %b32 ], [ %.245, %b34 ]
  %t77 = phi i1 [ %t69.mux, %b32 ], [ true, %b34 ]
  %.249 = add nuw nsw i64 %.95, 2, !dbg !230
  %.250 = icmp ult i32 %.94, 30, !dbg !230
  %.253 = and i64 %.249, 31, !dbg !230
  %19 = shl nuw nsw i64 1, %.253, !dbg !230
  %20 = and i64 %19, %.99, !dbg !230
  %.255 = icmp ne i64 %20, 0, !dbg !230
  %.256 = and i1 %.250, %.255, !dbg !230
  %.257 = trunc i64 %.249 to i32, !dbg !230
  %.258 = shl i32 %.257, 2, !dbg !230
  %.259 = zext i16 %t76 to i32, !dbg !230
  %.260 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.259), !dbg !230
  %.261 = trunc i32 %.260 to i16, !dbg !230
  %t78 = select i1 %.256, i16 %.261, i16 %t76, !dbg !230
  %.275 = zext i1 %t77 to i32, !dbg !230
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.275), !dbg !230
  %21 = and i32 %.276, 1, !dbg !230
  %.277 = icmp ne i32 %21, 0, !dbg !230
  %t79 = select i1 %.256, i1 %.277, i1 %t77, !dbg !230
  %t80 = icmp slt i32 %.2, 30, !dbg !230
  %t81 = and i1 %t80, %t79, !dbg !230
  %22 = select i1 %t81, i1 %t77, i1 false, !dbg !230
  %t76.mux = select i1 %t81, i16 %t78, i16 %t76, !dbg !230
  %t77.mux = select i1 %t81, i1 true, i1 %t77, !dbg !230
  br i1 %22, label %b38, label %b40, !dbg !230

b38:                                              ; preds = %b36
  %.279 = shl nuw i32 %.259, 16, !dbg !231
  %.280 = bitcast i32 %.279 to float, !dbg !231
  %.281 = zext i16 %t78 to i32, !dbg !231
  %.282 = shl nuw i32 %.281, 16, !dbg !231
  %.283 = bitcast i32 %.282 to float, !dbg !231
  %.284 = fadd float %.280, %.283, !dbg !231
  %.285 = bitcast float %.284 to i32, !dbg !231
  %.286 = and i32 %.285, 2147483647, !dbg !231
  %.287 = icmp ugt i32 %.286, 2139095040, !dbg !231
  %.288 = lshr i32 %.285, 16, !dbg !231
  %.289 = and i32 %.288, 1, !dbg !231
  %.290 = add i32 %.285, 32767, !dbg !231
  %.291 = add i32 %.290, %.289, !dbg !231
  %.292 = lshr i32 %.291, 16, !dbg !231
  %.294 = or i32 %.288, 64, !dbg !231
  %.295 = select i1 %.287, i32 %.294, i32 %.292, !dbg !231
  %.296 = trunc i32 %.295 to i16, !dbg !231
  br label %b40, !dbg !230

b40:                                              ; preds = %b36, %b38
  %t84 = phi i16 [ %t76.mux, %b36 ], [ %.296, %b38 ]
  %t85 = phi i1 [ %t77.mux, %b36 ], [ true, %b38 ]
  %.300 = add nuw nsw i64 %.95, 1, !dbg !230
  %.301 = icmp ult i32 %.94, 31, !dbg !230
  %.304 = and i64 %.300, 31, !dbg !230
  %23 = shl nuw nsw i64 1, %.304, !dbg !230
  %24 = and i64 %23, %.99, !dbg !230
  %.306 = icmp ne i64 %24, 0, !dbg !230
  %.307 = and i1 %.301, %.306, !dbg !230
  %.308 = trunc i64 %.300 to i32, !dbg !230
  %.309 = shl i32 %.308, 2, !dbg !230
  %.310 = zext i16 %t84 to i32, !dbg !230
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.310), !dbg !230
  %.312 = trunc i32 %.311 to i16, !dbg !230
  %t86 = select i1 %.307, i16 %.312, i16 %t84, !dbg !230
  %.326 = zext i1 %t85 to i32, !dbg !230
  %.327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.326), !dbg !230
  %25 = and i32 %.327, 1, !dbg !230
  %.328 = icmp ne i32 %25, 0, !dbg !230
  %t87 = select i1 %.307, i1 %.328, i1 %t85, !dbg !230
  %t88 = icmp slt i32 %.2, 31, !dbg !230
  %t89 = and i1 %t88, %t87, !dbg !230
  %26 = select i1 %t89, i1 %t85, i1 false, !dbg !230
  %t84.mux = select i1 %t89, i16 %t86, i16 %t84, !dbg !230
  %t85.mux = select i1 %t89, i1 true, i1 %t85, !dbg !230
  br i1 %26, label %b42, label %b45, !dbg !230

b42:                                              ; preds = %b40
  %.330 = shl nuw i32 %.310, 16, !dbg !231
  %.331 = bitcast i32 %.330 to float, !dbg !231
  %.332 = zext i16 %t86 to i32, !dbg !231
  %.333 = shl nuw i32 %.332, 16, !dbg !231
  %.334 = bitcast i32 %.333 to float, !dbg !231
  %.335 = fadd float %.331, %.334, !dbg !231
  %.336 = bitcast float %.335 to i32, !dbg !231
  %.337 = and i32 %.336, 2147483647, !dbg !231
  %.338 = icmp ugt i32 %.337, 2139095040, !dbg !231
  %.339 = lshr i32 %.336, 16, !dbg !231
  %.340 = and i32 %.339, 1, !dbg !231
  %.341 = add i32 %.336, 32767, !dbg !231
  %.342 = add i32 %.341, %.340, !dbg !231
  %.343 = lshr i32 %.342, 16, !dbg !231
  %.345 = or i32 %.339, 64, !dbg !231
  %.346 = select i1 %.338, i32 %.345, i32 %.343, !dbg !231
  %.347 = trunc i32 %.346 to i16, !dbg !231
  br label %b45, !dbg !230

b45:                                              ; preds = %b40, %b42, %b23
  %t94 = phi i16 [ %t52, %b23 ], [ %t84.mux, %b40 ], [ %.347, %b42 ]
  %t95 = phi i1 [ %t53, %b23 ], [ %t85.mux, %b40 ], [ true, %b42 ]
  %t96 = icmp eq i32 %.2, 0, !dbg !230
  br i1 %t96, label %b46, label %b52, !dbg !230

b46:                                              ; preds = %b45
  %27 = select i1 %t95, i1 %.1, i1 false, !dbg !230
  %a3.mux = select i1 %t95, i16 %t94, i16 %a3, !dbg !230
  %.1.mux = select i1 %t95, i1 true, i1 %.1, !dbg !230
  br i1 %27, label %b48, label %b50, !dbg !230

b48:                                              ; preds = %b46
  %.348 = zext i16 %a3 to i32, !dbg !231
  %.349 = shl nuw i32 %.348, 16, !dbg !231
  %.350 = bitcast i32 %.349 to float, !dbg !231
  %.351 = zext i16 %t94 to i32, !dbg !231
  %.352 = shl nuw i32 %.351, 16, !dbg !231
  %.353 = bitcast i32 %.352 to float, !dbg !231
  %.354 = fadd float %.350, %.353, !dbg !231
  %.355 = bitcast float %.354 to i32, !dbg !231
  %.356 = and i32 %.355, 2147483647, !dbg !231
  %.357 = icmp ugt i32 %.356, 2139095040, !dbg !231
  %.358 = lshr i32 %.355, 16, !dbg !231
  %.359 = and i32 %.358, 1, !dbg !231
  %.360 = add i32 %.355, 32767, !dbg !231
  %.361 = add i32 %.360, %.359, !dbg !231
  %.362 = lshr i32 %.361, 16, !dbg !231
  %.364 = or i32 %.358, 64, !dbg !231
  %.365 = select i1 %.357, i32 %.364, i32 %.362, !dbg !231
  %.366 = trunc i32 %.365 to i16, !dbg !231
  br label %b50, !dbg !230

b50:                                              ; preds = %b46, %b48
  %t99 = phi i16 [ %a3.mux, %b46 ], [ %.366, %b48 ]
  %t100 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t100, label %b51, label %b52, !dbg !230

b51:                                              ; preds = %b50
  store i16 %t99, ptr addrspace(1) %a2, align 2, !dbg !230
  br label %b52, !dbg !230

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !230
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i16 %a2, ptr addrspace(1) readonly %a3, i16 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 !dbg !232 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !233
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !233
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !233
  %t3 = sext i32 %.1 to i64, !dbg !233
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !233
  %t5 = sext i32 %.2 to i64, !dbg !233
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !233
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !233
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !233, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !233
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !233
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !233, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !233
  %.15 = add i32 %.14, %.9, !dbg !233
  %.16 = udiv i32 %.15, %.6, !dbg !233
  %t9 = sext i32 %.16 to i64, !dbg !233
  %t10 = mul nsw i64 %t7, %t5, !dbg !233
  %t11 = add nsw i64 %t10, %t3, !dbg !233
  %t12 = mul nsw i64 %t9, %t7, !dbg !233
  %t141 = icmp slt i64 %t11, %a0, !dbg !233
  br i1 %t141, label %b2, label %b7, !dbg !233

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !233

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t132, !dbg !233
  %.17 = load i16, ptr addrspace(1) %t15, align 2, !dbg !233
  br label %b4, !dbg !233

b4:                                               ; preds = %b3, %b2
  %t17 = phi i16 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !233

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t132, !dbg !233
  %.18 = load i16, ptr addrspace(1) %t18, align 2, !dbg !233
  br label %b6, !dbg !233

b6:                                               ; preds = %b5, %b4
  %t20 = phi i16 [ %.18, %b5 ], [ %a4, %b4 ]
  %.19 = zext i16 %t17 to i32, !dbg !234
  %.20 = shl nuw i32 %.19, 16, !dbg !234
  %.21 = bitcast i32 %.20 to float, !dbg !234
  %.22 = zext i16 %t20 to i32, !dbg !234
  %.23 = shl nuw i32 %.22, 16, !dbg !234
  %.24 = bitcast i32 %.23 to float, !dbg !234
  %.25 = fsub float %.21, %.24, !dbg !234
  %.26 = bitcast float %.25 to i32, !dbg !234
  %.27 = and i32 %.26, 2147483647, !dbg !234
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !234
  %.29 = lshr i32 %.26, 16, !dbg !234
  %.30 = and i32 %.29, 1, !dbg !234
  %.31 = add i32 %.26, 32767, !dbg !234
  %.32 = add i32 %.31, %.30, !dbg !234
  %.33 = lshr i32 %.32, 16, !dbg !234
  %.35 = or i32 %.29, 64, !dbg !234
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !234
  %.37 = trunc i32 %.36 to i16, !dbg !234
  %t22 = getelementptr inbounds i16, ptr addrspace(1) %a5, i64 %t132, !dbg !233
  store i16 %.37, ptr addrspace(1) %t22, align 2, !dbg !233
  %t23 = add i64 %t132, %t12, !dbg !233
  %t14 = icmp slt i64 %t23, %a0, !dbg !233
  br i1 %t14, label %b2, label %b7, !dbg !233

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !233
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !235 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !236
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !236
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !236
  %t3 = sext i32 %.1 to i64, !dbg !236
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !236
  %t5 = sext i32 %.2 to i64, !dbg !236
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !236
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !236
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !236, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !236
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !236
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !236, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !236
  %.15 = add i32 %.14, %.9, !dbg !236
  %.16 = udiv i32 %.15, %.6, !dbg !236
  %t9 = sext i32 %.16 to i64, !dbg !236
  %t10 = mul nsw i64 %t7, %t5, !dbg !236
  %t11 = add nsw i64 %t10, %t3, !dbg !236
  %t12 = mul nsw i64 %t9, %t7, !dbg !236
  %t13 = icmp sgt i64 %a1, 7, !dbg !236
  %t15 = icmp sgt i64 %a1, 6, !dbg !236
  %t17 = icmp sgt i64 %a1, 5, !dbg !236
  %t19 = icmp sgt i64 %a1, 4, !dbg !236
  %t21 = icmp sgt i64 %a1, 3, !dbg !236
  %t23 = icmp sgt i64 %a1, 2, !dbg !236
  %t25 = icmp sgt i64 %a1, 1, !dbg !236
  %t27 = icmp sgt i64 %a1, 0, !dbg !236
  %t291 = icmp slt i64 %t11, %a0, !dbg !236
  br i1 %t291, label %b2, label %b23, !dbg !236

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t149, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !236

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !236
  %t33 = mul i64 %t31, %a9, !dbg !236
  %t34 = sub nuw i64 %t282, %t33, !dbg !236
  %t35 = mul i64 %t34, %a19, !dbg !236
  %t36 = mul i64 %t34, %a29, !dbg !236
  %t37 = mul i64 %t34, %a38, !dbg !236
  br label %b4, !dbg !236

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !236

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !236
  %t45 = mul i64 %t43, %a8, !dbg !236
  %t46 = sub i64 %t38, %t45, !dbg !236
  %t47 = mul i64 %t46, %a18, !dbg !236
  %t48 = add i64 %t47, %t39, !dbg !236
  %t49 = mul i64 %t46, %a28, !dbg !236
  %t50 = add i64 %t49, %t40, !dbg !236
  %t51 = mul i64 %t46, %a37, !dbg !236
  %t52 = add i64 %t51, %t41, !dbg !236
  br label %b6, !dbg !236

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !236

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !236
  %t60 = mul i64 %t58, %a7, !dbg !236
  %t61 = sub i64 %t53, %t60, !dbg !236
  %t62 = mul i64 %t61, %a17, !dbg !236
  %t63 = add i64 %t62, %t54, !dbg !236
  %t64 = mul i64 %t61, %a27, !dbg !236
  %t65 = add i64 %t64, %t55, !dbg !236
  %t66 = mul i64 %t61, %a36, !dbg !236
  %t67 = add i64 %t66, %t56, !dbg !236
  br label %b8, !dbg !236

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !236

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !236
  %t75 = mul i64 %t73, %a6, !dbg !236
  %t76 = sub i64 %t68, %t75, !dbg !236
  %t77 = mul i64 %t76, %a16, !dbg !236
  %t78 = add i64 %t77, %t69, !dbg !236
  %t79 = mul i64 %t76, %a26, !dbg !236
  %t80 = add i64 %t79, %t70, !dbg !236
  %t81 = mul i64 %t76, %a35, !dbg !236
  %t82 = add i64 %t81, %t71, !dbg !236
  br label %b10, !dbg !236

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !236

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !236
  %t90 = mul i64 %t88, %a5, !dbg !236
  %t91 = sub i64 %t83, %t90, !dbg !236
  %t92 = mul i64 %t91, %a15, !dbg !236
  %t93 = add i64 %t92, %t84, !dbg !236
  %t94 = mul i64 %t91, %a25, !dbg !236
  %t95 = add i64 %t94, %t85, !dbg !236
  %t96 = mul i64 %t91, %a34, !dbg !236
  %t97 = add i64 %t96, %t86, !dbg !236
  br label %b12, !dbg !236

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !236

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !236
  %t105 = mul i64 %t103, %a4, !dbg !236
  %t106 = sub i64 %t98, %t105, !dbg !236
  %t107 = mul i64 %t106, %a14, !dbg !236
  %t108 = add i64 %t107, %t99, !dbg !236
  %t109 = mul i64 %t106, %a24, !dbg !236
  %t110 = add i64 %t109, %t100, !dbg !236
  %t111 = mul i64 %t106, %a33, !dbg !236
  %t112 = add i64 %t111, %t101, !dbg !236
  br label %b14, !dbg !236

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !236

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !236
  %t120 = mul i64 %t118, %a3, !dbg !236
  %t121 = sub i64 %t113, %t120, !dbg !236
  %t122 = mul i64 %t121, %a13, !dbg !236
  %t123 = add i64 %t122, %t114, !dbg !236
  %t124 = mul i64 %t121, %a23, !dbg !236
  %t125 = add i64 %t124, %t115, !dbg !236
  %t126 = mul i64 %t121, %a32, !dbg !236
  %t127 = add i64 %t126, %t116, !dbg !236
  br label %b16, !dbg !236

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !236

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !236
  %t133 = add i64 %t129, %t132, !dbg !236
  %t134 = mul i64 %t128, %a22, !dbg !236
  %t135 = add i64 %t130, %t134, !dbg !236
  %t136 = mul i64 %t128, %a31, !dbg !236
  %t137 = add i64 %t131, %t136, !dbg !236
  br label %b18, !dbg !236

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !236

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t138, !dbg !236
  %.17 = load i16, ptr addrspace(1) %t141, align 2, !dbg !236
  br label %b20, !dbg !236

b20:                                              ; preds = %b19, %b18
  %t143 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !236

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t139, !dbg !236
  %.18 = load i16, ptr addrspace(1) %t144, align 2, !dbg !236
  br label %b22, !dbg !236

b22:                                              ; preds = %b21, %b20
  %t146 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  %.19 = zext i16 %t143 to i32, !dbg !237
  %.20 = shl nuw i32 %.19, 16, !dbg !237
  %.21 = bitcast i32 %.20 to float, !dbg !237
  %.22 = zext i16 %t146 to i32, !dbg !237
  %.23 = shl nuw i32 %.22, 16, !dbg !237
  %.24 = bitcast i32 %.23 to float, !dbg !237
  %.25 = fsub float %.21, %.24, !dbg !237
  %.26 = bitcast float %.25 to i32, !dbg !237
  %.27 = and i32 %.26, 2147483647, !dbg !237
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !237
  %.29 = lshr i32 %.26, 16, !dbg !237
  %.30 = and i32 %.29, 1, !dbg !237
  %.31 = add i32 %.26, 32767, !dbg !237
  %.32 = add i32 %.31, %.30, !dbg !237
  %.33 = lshr i32 %.32, 16, !dbg !237
  %.35 = or i32 %.29, 64, !dbg !237
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !237
  %.37 = trunc i32 %.36 to i16, !dbg !237
  %t148 = getelementptr inbounds i16, ptr addrspace(1) %a30, i64 %t140, !dbg !236
  store i16 %.37, ptr addrspace(1) %t148, align 2, !dbg !236
  %t149 = add i64 %t282, %t12, !dbg !236
  %t29 = icmp slt i64 %t149, %a0, !dbg !236
  br i1 %t29, label %b2, label %b23, !dbg !236

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !236
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !238 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !239
  %t3 = sext i32 %.1 to i64, !dbg !239
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !239
  %t5 = sext i32 %.2 to i64, !dbg !239
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !239
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !239
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !239, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !239
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !239
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !239, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !239
  %.15 = add i32 %.14, %.9, !dbg !239
  %.16 = udiv i32 %.15, %.6, !dbg !239
  %t9 = sext i32 %.16 to i64, !dbg !239
  %t10 = mul nsw i64 %t7, %t5, !dbg !239
  %t11 = add nsw i64 %t10, %t3, !dbg !239
  %t12 = mul nsw i64 %t9, %t7, !dbg !239
  %t13 = shl nsw i64 %t12, 1, !dbg !239
  %t14 = icmp slt i64 %t11, %a0, !dbg !239
  br i1 %t14, label %b1, label %b8, !dbg !239

b1:                                               ; preds = %entry
  %t15 = mul i64 %t11, %a2, !dbg !239
  %t16 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t15, !dbg !239
  %.17 = load i16, ptr addrspace(1) %t16, align 2, !dbg !239, !amdgpu.noclobber !6
  %t18 = add nsw i64 %t12, %t11, !dbg !239
  %t19 = sub i64 %a0, %t12, !dbg !239
  %t22 = mul i64 %t13, %a2, !dbg !239
  %t23 = mul i64 %t12, %a2, !dbg !239
  %t3111 = icmp slt i64 %t18, %t19, !dbg !239
  br i1 %t3111, label %b3.preheader, label %b4, !dbg !239

b3.preheader:                                     ; preds = %b1
  %t20 = mul i64 %t18, %a2, !dbg !239
  %t24 = add i64 %t20, %t23, !dbg !239
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t24, !dbg !239
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t20, !dbg !239
  br label %b3, !dbg !239

b3:                                               ; preds = %b3.preheader, %b3
  %t2915 = phi i16 [ %.57, %b3 ], [ %.17, %b3.preheader ]
  %t2814 = phi i64 [ %t36, %b3 ], [ %t18, %b3.preheader ]
  %t2713 = phi ptr addrspace(1) [ %t37, %b3 ], [ %t21, %b3.preheader ]
  %t2612 = phi ptr addrspace(1) [ %t38, %b3 ], [ %t25, %b3.preheader ]
  %.18 = load i16, ptr addrspace(1) %t2713, align 2, !dbg !239
  %.19 = load i16, ptr addrspace(1) %t2612, align 2, !dbg !239
  %.20 = zext i16 %t2915 to i32, !dbg !240
  %.21 = shl nuw i32 %.20, 16, !dbg !240
  %.22 = bitcast i32 %.21 to float, !dbg !240
  %.23 = zext i16 %.18 to i32, !dbg !240
  %.24 = shl nuw i32 %.23, 16, !dbg !240
  %.25 = bitcast i32 %.24 to float, !dbg !240
  %.26 = fsub float %.22, %.25, !dbg !240
  %.27 = bitcast float %.26 to i32, !dbg !240
  %.28 = and i32 %.27, 2147483647, !dbg !240
  %.29 = icmp ugt i32 %.28, 2139095040, !dbg !240
  %.30 = lshr i32 %.27, 16, !dbg !240
  %.31 = and i32 %.30, 1, !dbg !240
  %.32 = add i32 %.27, 32767, !dbg !240
  %.33 = add i32 %.32, %.31, !dbg !240
  %.34 = lshr i32 %.33, 16, !dbg !240
  %.36 = or i32 %.30, 64, !dbg !240
  %.37 = select i1 %.29, i32 %.36, i32 %.34, !dbg !240
  %.40 = shl nuw i32 %.37, 16, !dbg !240
  %.41 = bitcast i32 %.40 to float, !dbg !240
  %.42 = zext i16 %.19 to i32, !dbg !240
  %.43 = shl nuw i32 %.42, 16, !dbg !240
  %.44 = bitcast i32 %.43 to float, !dbg !240
  %.45 = fsub float %.41, %.44, !dbg !240
  %.46 = bitcast float %.45 to i32, !dbg !240
  %.47 = and i32 %.46, 2147483647, !dbg !240
  %.48 = icmp ugt i32 %.47, 2139095040, !dbg !240
  %.49 = lshr i32 %.46, 16, !dbg !240
  %.50 = and i32 %.49, 1, !dbg !240
  %.51 = add i32 %.46, 32767, !dbg !240
  %.52 = add i32 %.51, %.50, !dbg !240
  %.53 = lshr i32 %.52, 16, !dbg !240
  %.55 = or i32 %.49, 64, !dbg !240
  %.56 = select i1 %.48, i32 %.55, i32 %.53, !dbg !240
  %.57 = trunc i32 %.56 to i16, !dbg !240
  %t36 = add i64 %t2814, %t13, !dbg !239
  %t37 = getelementptr inbounds i16, ptr addrspace(1) %t2713, i64 %t22, !dbg !239
  %t38 = getelementptr inbounds i16, ptr addrspace(1) %t2612, i64 %t22, !dbg !239
  %t31 = icmp slt i64 %t36, %t19, !dbg !239
  br i1 %t31, label %b3, label %b4, !dbg !239

b4:                                               ; preds = %b3, %b1
  %t28.lcssa = phi i64 [ %t18, %b1 ], [ %t36, %b3 ]
  %t29.lcssa = phi i16 [ %.17, %b1 ], [ %.57, %b3 ]
  %t4417 = icmp slt i64 %t28.lcssa, %a0, !dbg !239
  br i1 %t4417, label %b6.preheader, label %b8, !dbg !239

b6.preheader:                                     ; preds = %b4
  %t39 = mul i64 %t28.lcssa, %a2, !dbg !239
  %t40 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t39, !dbg !239
  br label %b6, !dbg !239

b6:                                               ; preds = %b6.preheader, %b6
  %t4320 = phi i16 [ %.77, %b6 ], [ %t29.lcssa, %b6.preheader ]
  %t4219 = phi i64 [ %t47, %b6 ], [ %t28.lcssa, %b6.preheader ]
  %t4118 = phi ptr addrspace(1) [ %t48, %b6 ], [ %t40, %b6.preheader ]
  %.58 = load i16, ptr addrspace(1) %t4118, align 2, !dbg !239
  %0 = insertelement <2 x i16> poison, i16 %t4320, i64 0, !dbg !240
  %1 = insertelement <2 x i16> %0, i16 %.58, i64 1, !dbg !240
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !240
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !240
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !240
  %5 = extractelement <2 x float> %4, i64 0, !dbg !240
  %6 = extractelement <2 x float> %4, i64 1, !dbg !240
  %.65 = fsub float %5, %6, !dbg !240
  %.66 = bitcast float %.65 to i32, !dbg !240
  %.67 = and i32 %.66, 2147483647, !dbg !240
  %.68 = icmp ugt i32 %.67, 2139095040, !dbg !240
  %.69 = lshr i32 %.66, 16, !dbg !240
  %.70 = and i32 %.69, 1, !dbg !240
  %.71 = add i32 %.66, 32767, !dbg !240
  %.72 = add i32 %.71, %.70, !dbg !240
  %.73 = lshr i32 %.72, 16, !dbg !240
  %.75 = or i32 %.69, 64, !dbg !240
  %.76 = select i1 %.68, i32 %.75, i32 %.73, !dbg !240
  %.77 = trunc i32 %.76 to i16, !dbg !240
  %t47 = add i64 %t4219, %t12, !dbg !239
  %t48 = getelementptr inbounds i16, ptr addrspace(1) %t4118, i64 %t23, !dbg !239
  %t44 = icmp slt i64 %t47, %a0, !dbg !239
  br i1 %t44, label %b6, label %b8, !dbg !239

b8:                                               ; preds = %b6, %b4, %entry
  %t49 = phi i16 [ 0, %entry ], [ %t29.lcssa, %b4 ], [ %.77, %b6 ]
  %t50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.0, i32 %.1, !dbg !239
  store i16 %t49, ptr addrspace(3) %t50, align 2, !dbg !239
  %t51 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.1, i32 %.1, !dbg !239
  %.78 = zext i1 %t14 to i8, !dbg !239
  store i8 %.78, ptr addrspace(3) %t51, align 1, !dbg !239
  fence syncscope("workgroup") release, !dbg !239
  tail call void @llvm.amdgcn.s.barrier(), !dbg !239
  fence syncscope("workgroup") acquire, !dbg !239
  %t52 = icmp slt i32 %.1, 128, !dbg !239
  br i1 %t52, label %b9, label %b14, !dbg !239

b9:                                               ; preds = %b8
  %t53 = add nsw i32 %.1, 128, !dbg !239
  %t54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.0, i32 %t53, !dbg !239
  %.79 = load i16, ptr addrspace(3) %t54, align 2, !dbg !239
  %t56 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.1, i32 %t53, !dbg !239
  %.80 = load i8, ptr addrspace(3) %t56, align 1, !dbg !239
  %.81.not10 = icmp eq i8 %.80, 0, !dbg !239
  %t14.not = xor i1 %t14, true, !dbg !239
  %brmerge = select i1 %.81.not10, i1 true, i1 %t14.not, !dbg !239
  %t49.mux = select i1 %.81.not10, i16 %t49, i16 %.79, !dbg !239
  %not..81.not10 = xor i1 %.81.not10, true, !dbg !239
  %t14.mux = select i1 %not..81.not10, i1 true, i1 %t14, !dbg !239
  br i1 %brmerge, label %b13, label %b11, !dbg !239

b11:                                              ; preds = %b9
  %.82 = zext i16 %t49 to i32, !dbg !240
  %.83 = shl nuw i32 %.82, 16, !dbg !240
  %.84 = bitcast i32 %.83 to float, !dbg !240
  %.85 = zext i16 %.79 to i32, !dbg !240
  %.86 = shl nuw i32 %.85, 16, !dbg !240
  %.87 = bitcast i32 %.86 to float, !dbg !240
  %.88 = fsub float %.84, %.87, !dbg !240
  %.89 = bitcast float %.88 to i32, !dbg !240
  %.90 = and i32 %.89, 2147483647, !dbg !240
  %.91 = icmp ugt i32 %.90, 2139095040, !dbg !240
  %.92 = lshr i32 %.89, 16, !dbg !240
  %.93 = and i32 %.92, 1, !dbg !240
  %.94 = add i32 %.89, 32767, !dbg !240
  %.95 = add i32 %.94, %.93, !dbg !240
  %.96 = lshr i32 %.95, 16, !dbg !240
  %.98 = or i32 %.92, 64, !dbg !240
  %.99 = select i1 %.91, i32 %.98, i32 %.96, !dbg !240
  %.100 = trunc i32 %.99 to i16, !dbg !240
  br label %b13, !dbg !239

b13:                                              ; preds = %b9, %b11
  %t60 = phi i16 [ %t49.mux, %b9 ], [ %.100, %b11 ]
  %t61 = phi i1 [ %t14.mux, %b9 ], [ true, %b11 ]
  store i16 %t60, ptr addrspace(3) %t50, align 2, !dbg !239
  %.101 = zext i1 %t61 to i8, !dbg !239
  store i8 %.101, ptr addrspace(3) %t51, align 1, !dbg !239
  br label %b14, !dbg !239

b14:                                              ; preds = %b13, %b8
  %t62 = phi i16 [ %t60, %b13 ], [ %t49, %b8 ]
  %t63 = phi i1 [ %t61, %b13 ], [ %t14, %b8 ]
  fence syncscope("workgroup") release, !dbg !239
  tail call void @llvm.amdgcn.s.barrier(), !dbg !239
  fence syncscope("workgroup") acquire, !dbg !239
  %t64 = icmp slt i32 %.1, 64, !dbg !239
  br i1 %t64, label %b15, label %b20, !dbg !239

b15:                                              ; preds = %b14
  %t65 = add nsw i32 %.1, 64, !dbg !239
  %t66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.0, i32 %t65, !dbg !239
  %.102 = load i16, ptr addrspace(3) %t66, align 2, !dbg !239
  %t68 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.1, i32 %t65, !dbg !239
  %.103 = load i8, ptr addrspace(3) %t68, align 1, !dbg !239
  %.104.not9 = icmp eq i8 %.103, 0, !dbg !239
  %t63.not = xor i1 %t63, true, !dbg !239
  %brmerge1 = select i1 %.104.not9, i1 true, i1 %t63.not, !dbg !239
  %t62.mux = select i1 %.104.not9, i16 %t62, i16 %.102, !dbg !239
  %not..104.not9 = xor i1 %.104.not9, true, !dbg !239
  %t63.mux = select i1 %not..104.not9, i1 true, i1 %t63, !dbg !239
  br i1 %brmerge1, label %b19, label %b17, !dbg !239

b17:                                              ; preds = %b15
  %.105 = zext i16 %t62 to i32, !dbg !240
  %.106 = shl nuw i32 %.105, 16, !dbg !240
  %.107 = bitcast i32 %.106 to float, !dbg !240
  %.108 = zext i16 %.102 to i32, !dbg !240
  %.109 = shl nuw i32 %.108, 16, !dbg !240
  %.110 = bitcast i32 %.109 to float, !dbg !240
  %.111 = fsub float %.107, %.110, !dbg !240
  %.112 = bitcast float %.111 to i32, !dbg !240
  %.113 = and i32 %.112, 2147483647, !dbg !240
  %.114 = icmp ugt i32 %.113, 2139095040, !dbg !240
  %.115 = lshr i32 %.112, 16, !dbg !240
  %.116 = and i32 %.115, 1, !dbg !240
  %.117 = add i32 %.112, 32767, !dbg !240
  %.118 = add i32 %.117, %.116, !dbg !240
  %.119 = lshr i32 %.118, 16, !dbg !240
  %.121 = or i32 %.115, 64, !dbg !240
  %.122 = select i1 %.114, i32 %.121, i32 %.119, !dbg !240
  %.123 = trunc i32 %.122 to i16, !dbg !240
  br label %b19, !dbg !239

b19:                                              ; preds = %b15, %b17
  %t72 = phi i16 [ %t62.mux, %b15 ], [ %.123, %b17 ]
  %t73 = phi i1 [ %t63.mux, %b15 ], [ true, %b17 ]
  store i16 %t72, ptr addrspace(3) %t50, align 2, !dbg !239
  %.124 = zext i1 %t73 to i8, !dbg !239
  store i8 %.124, ptr addrspace(3) %t51, align 1, !dbg !239
  br label %b20, !dbg !239

b20:                                              ; preds = %b19, %b14
  %t74 = phi i16 [ %t72, %b19 ], [ %t62, %b14 ]
  %t75 = phi i1 [ %t73, %b19 ], [ %t63, %b14 ]
  fence syncscope("workgroup") release, !dbg !239
  tail call void @llvm.amdgcn.s.barrier(), !dbg !239
  fence syncscope("workgroup") acquire, !dbg !239
  %t76 = icmp slt i32 %.1, 32, !dbg !239
  br i1 %t76, label %b21, label %b26, !dbg !239

b21:                                              ; preds = %b20
  %t77 = add nsw i32 %.1, 32, !dbg !239
  %t78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.0, i32 %t77, !dbg !239
  %.125 = load i16, ptr addrspace(3) %t78, align 2, !dbg !239
  %t80 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.1, i32 %t77, !dbg !239
  %.126 = load i8, ptr addrspace(3) %t80, align 1, !dbg !239
  %.127.not8 = icmp eq i8 %.126, 0, !dbg !239
  %t75.not = xor i1 %t75, true, !dbg !239
  %brmerge2 = select i1 %.127.not8, i1 true, i1 %t75.not, !dbg !239
  %t74.mux = select i1 %.127.not8, i16 %t74, i16 %.125, !dbg !239
  %not..127.not8 = xor i1 %.127.not8, true, !dbg !239
  %t75.mux = select i1 %not..127.not8, i1 true, i1 %t75, !dbg !239
  br i1 %brmerge2, label %b26, label %b23, !dbg !239

b23:                                              ; preds = %b21
  %.128 = zext i16 %t74 to i32, !dbg !240
  %.129 = shl nuw i32 %.128, 16, !dbg !240
  %.130 = bitcast i32 %.129 to float, !dbg !240
  %.131 = zext i16 %.125 to i32, !dbg !240
  %.132 = shl nuw i32 %.131, 16, !dbg !240
  %.133 = bitcast i32 %.132 to float, !dbg !240
  %.134 = fsub float %.130, %.133, !dbg !240
  %.135 = bitcast float %.134 to i32, !dbg !240
  %.136 = and i32 %.135, 2147483647, !dbg !240
  %.137 = icmp ugt i32 %.136, 2139095040, !dbg !240
  %.138 = lshr i32 %.135, 16, !dbg !240
  %.139 = and i32 %.138, 1, !dbg !240
  %.140 = add i32 %.135, 32767, !dbg !240
  %.141 = add i32 %.140, %.139, !dbg !240
  %.142 = lshr i32 %.141, 16, !dbg !240
  %.144 = or i32 %.138, 64, !dbg !240
  %.145 = select i1 %.137, i32 %.144, i32 %.142, !dbg !240
  %.146 = trunc i32 %.145 to i16, !dbg !240
  br label %b26, !dbg !239

b26:                                              ; preds = %b21, %b23, %b20
  %t86 = phi i16 [ %t74, %b20 ], [ %t74.mux, %b21 ], [ %.146, %b23 ]
  %t87 = phi i1 [ %t75, %b20 ], [ %t75.mux, %b21 ], [ true, %b23 ]
  br i1 %t76, label %b27, label %b48, !dbg !239

b27:                                              ; preds = %b26
  %.148 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !239
  %.149 = zext i32 %.148 to i64, !dbg !239
  %.150 = add nuw nsw i64 %.149, 16, !dbg !239
  %.151 = icmp ult i32 %.148, 16, !dbg !239
  %.152 = tail call i32 @llvm.read_register.i32(metadata !228) #10, !dbg !239
  %.153 = zext i32 %.152 to i64, !dbg !239
  %.154 = and i64 %.150, 31, !dbg !239
  %7 = shl nuw nsw i64 1, %.154, !dbg !239
  %8 = and i64 %7, %.153, !dbg !239
  %.156 = icmp ne i64 %8, 0, !dbg !239
  %.157 = and i1 %.151, %.156, !dbg !239
  %.158 = trunc i64 %.150 to i32, !dbg !239
  %.159 = shl i32 %.158, 2, !dbg !239
  %.160 = zext i16 %t86 to i32, !dbg !239
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.160), !dbg !239
  %.162 = trunc i32 %.161 to i16, !dbg !239
  %t88 = select i1 %.157, i16 %.162, i16 %t86, !dbg !239
  %.176 = zext i1 %t87 to i32, !dbg !239
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.176), !dbg !239
  %9 = and i32 %.177, 1, !dbg !239
  %.178 = icmp ne i32 %9, 0, !dbg !239
  %t89 = select i1 %.157, i1 %.178, i1 %t87, !dbg !239
  %t90 = icmp slt i32 %.1, 16, !dbg !239
  %t91 = and i1 %t90, %t89, !dbg !239
  %10 = select i1 %t91, i1 %t87, i1 false, !dbg !239
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !239
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !239
  br i1 %10, label %b29, label %b31, !dbg !239

b29:                                              ; preds = %b27
  %.180 = shl nuw i32 %.160, 16, !dbg !240
  %.181 = bitcast i32 %.180 to float, !dbg !240
  %.182 = zext i16 %t88 to i32, !dbg !240
  %.183 = shl nuw i32 %.182, 16, !dbg !240
  %.184 = bitcast i32 %.183 to float, !dbg !240
  %.185 = fsub float %.181, %.184, !dbg !240
  %.186 = bitcast float %.185 to i32, !dbg !240
  %.187 = and i32 %.186, 2147483647, !dbg !240
  %.188 = icmp ugt i32 %.187, 2139095040, !dbg !240
  %.189 = lshr i32 %.186, 16, !dbg !240
  %.190 = and i32 %.189, 1, !dbg !240
  %.191 = add i32 %.186, 32767, !dbg !240
  %.192 = add i32 %.191, %.190, !dbg !240
  %.193 = lshr i32 %.192, 16, !dbg !240
  %.195 = or i32 %.189, 64, !dbg !240
  %.196 = select i1 %.188, i32 %.195, i32 %.193, !dbg !240
  %.197 = trunc i32 %.196 to i16, !dbg !240
  br label %b31, !dbg !239

b31:                                              ; preds = %b27, %b29
  %t94 = phi i16 [ %t86.mux, %b27 ], [ %.197, %b29 ]
  %t95 = phi i1 [ %t87.mux, %b27 ], [ true, %b29 ]
  %.201 = add nuw nsw i64 %.149, 8, !dbg !239
  %.202 = icmp ult i32 %.148, 24, !dbg !239
  %.205 = and i64 %.201, 31, !dbg !239
  %11 = shl nuw nsw i64 1, %.205, !dbg !239
  %12 = and i64 %11, %.153, !dbg !239
  %.207 = icmp ne i64 %12, 0, !dbg !239
  %.208 = and i1 %.202, %.207, !dbg !239
  %.209 = trunc i64 %.201 to i32, !dbg !239
  %.210 = shl i32 %.209, 2, !dbg !239
  %.211 = zext i16 %t94 to i32, !dbg !239
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.211), !dbg !239
  %.213 = trunc i32 %.212 to i16, !dbg !239
  %t96 = select i1 %.208, i16 %.213, i16 %t94, !dbg !239
  %.227 = zext i1 %t95 to i32, !dbg !239
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.227), !dbg !239
  %13 = and i32 %.228, 1, !dbg !239
  %.229 = icmp ne i32 %13, 0, !dbg !239
  %t97 = select i1 %.208, i1 %.229, i1 %t95, !dbg !239
  %t98 = icmp slt i32 %.1, 24, !dbg !239
  %t99 = and i1 %t98, %t97, !dbg !239
  %14 = select i1 %t99, i1 %t95, i1 false, !dbg !239
  %t94.mux = select i1 %t99, i16 %t96, i16 %t94, !dbg !239
  %t95.mux = select i1 %t99, i1 true, i1 %t95, !dbg !239
  br i1 %14, label %b33, label %b35, !dbg !239

b33:                                              ; preds = %b31
  %.231 = shl nuw i32 %.211, 16, !dbg !240
  %.232 = bitcast i32 %.231 to float, !dbg !240
  %.233 = zext i16 %t96 to i32, !dbg !240
  %.234 = shl nuw i32 %.233, 16, !dbg !240
  %.235 = bitcast i32 %.234 to float, !dbg !240
  %.236 = fsub float %.232, %.235, !dbg !240
  %.237 = bitcast float %.236 to i32, !dbg !240
  %.238 = and i32 %.237, 2147483647, !dbg !240
  %.239 = icmp ugt i32 %.238, 2139095040, !dbg !240
  %.240 = lshr i32 %.237, 16, !dbg !240
  %.241 = and i32 %.240, 1, !dbg !240
  %.242 = add i32 %.237, 32767, !dbg !240
  %.243 = add i32 %.242, %.241, !dbg !240
  %.244 = lshr i32 %.243, 16, !dbg !240
  %.246 = or i32 %.240, 64, !dbg !240
  %.247 = select i1 %.239, i32 %.246, i32 %.244, !dbg !240
  %.248 = trunc i32 %.247 to i16, !dbg !240
  br label %b35, !dbg !239

b35:                                              ; preds = %b31, %b33
  %t102 = phi i16 [ %t94.mux, %b31 ], [ %.248, %b33 ]
  %t103 = phi i1 [ %t95.mux, %b31 ], [ true, %b33 ]
  %.252 = add nuw nsw i64 %.149, 4, !dbg !239
  %.253 = icmp ult i32 %.148, 28, !dbg !239
  %.256 = and i64 %.252, 31, !dbg !239
  %15 = shl nuw nsw i64 1, %.256, !dbg !239
  %16 = and i64 %15, %.153, !dbg !239
  %.258 = icmp ne i64 %16, 0, !dbg !239
  %.259 = and i1 %.253, %.258, !dbg !239
  %.260 = trunc i64 %.252 to i32, !dbg !239
  %.261 = shl i32 %.260, 2, !dbg !239
  %.262 = zext i16 %t102 to i32, !dbg !239
  %.263 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.262), !dbg !239
  %.264 = trunc i32 %.263 to i16, !dbg !239
  %t104 = select i1 %.259, i16 %.264, i16 %t102, !dbg !239
  %.278 = zext i1 %t103 to i32, !dbg !239
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.278), !dbg !239
  %17 = and i32 %.279, 1, !dbg !239
  %.280 = icmp ne i32 %17, 0, !dbg !239
  %t105 = select i1 %.259, i1 %.280, i1 %t103, !dbg !239
  %t106 = icmp slt i32 %.1, 28, !dbg !239
  %t107 = and i1 %t106, %t105, !dbg !239
  %18 = select i1 %t107, i1 %t103, i1 false, !dbg !239
  %t102.mux = select i1 %t107, i16 %t104, i16 %t102, !dbg !239
  %t103.mux = select i1 %t107, i1 true, i1 %t103, !dbg !239
  br i1 %18, label %b37, label %b39, !dbg !239

b37:                                              ; preds = %b35
  %.282 = shl nuw i32 %.262, 16, !dbg !240
  %.283 = bitcast i32 %.282 to float, !dbg !240
  %.284 = zext i16 %t104 to i32, !dbg !240
  %.285 = shl nuw i32 %.284, 16, !dbg !240
  %.286 = bitcast i32 %.285 to float, !dbg !240
  %.287 = fsub float %.283, %.286, !dbg !240
  %.288 = bitcast float %.287 to i32, !dbg !240
  %.289 = and i32 %.288, 2147483647, !dbg !240
  %.290 = icmp ugt i32 %.289, 2139095040, !dbg !240
  %.291 = lshr i32 %.288, 16, !dbg !240
  %.292 = and i32 %.291, 1, !dbg !240
  %.293 = add i32 %.288, 32767, !dbg !240
  %.294 = add i32 %.293, %.292, !dbg !240
  %.295 = lshr i32 %.294, 16, !dbg !240
  %.297 = or i32 %.291, 64, !dbg !240
  %.298 = select i1 %.290, i32 %.297, i32 %.295, !dbg !240
  %.299 = trunc i32 %.298 to i16, !dbg !240
  br label %b39, !dbg !239

b39:                                              ; preds = %b35, %b37
  %t110 = phi i16 [ %t102.mux, %b35 ], [ %.299, %b37 ]
  %t111 = phi i1 [ %t103.mux, %b35 ], [ true, %b37 ]
  %.303 = add nuw nsw i64 %.149, 2, !dbg !239
  %.304 = icmp ult i32 %.148, 30, !dbg !239
  %.307 = and i64 %.303, 31, !dbg !239
  %19 = shl nuw nsw i64 1, %.307, !dbg !239
  %20 = and i64 %19, %.153, !dbg !239
  %.309 = icmp ne i64 %20, 0, !dbg !239
  %.310 = and i1 %.304, %.309, !dbg !239
  %.311 = trunc i64 %.303 to i32, !dbg !239
  %.312 = shl i32 %.311, 2, !dbg !239
  %.313 = zext i16 %t110 to i32, !dbg !239
  %.314 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.313), !dbg !239
  %.315 = trunc i32 %.314 to i16, !dbg !239
  %t112 = select i1 %.310, i16 %.315, i16 %t110, !dbg !239
  %.329 = zext i1 %t111 to i32, !dbg !239
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.329), !dbg !239
  %21 = and i32 %.330, 1, !dbg !239
  %.331 = icmp ne i32 %21, 0, !dbg !239
  %t113 = select i1 %.310, i1 %.331, i1 %t111, !dbg !239
  %t114 = icmp slt i32 %.1, 30, !dbg !239
  %t115 = and i1 %t114, %t113, !dbg !239
  %22 = select i1 %t115, i1 %t111, i1 false, !dbg !239
  %t110.mux = select i1 %t115, i16 %t112, i16 %t110, !dbg !239
  %t111.mux = select i1 %t115, i1 true, i1 %t111, !dbg !239
  br i1 %22, label %b41, label %b43, !dbg !239

b41:                                              ; preds = %b39
  %.333 = shl nuw i32 %.313, 16, !dbg !240
  %.334 = bitcast i32 %.333 to float, !dbg !240
  %.335 = zext i16 %t112 to i32, !dbg !240
  %.336 = shl nuw i32 %.335, 16, !dbg !240
  %.337 = bitcast i32 %.336 to float, !dbg !240
  %.338 = fsub float %.334, %.337, !dbg !240
  %.339 = bitcast float %.338 to i32, !dbg !240
  %.340 = and i32 %.339, 2147483647, !dbg !240
  %.341 = icmp ugt i32 %.340, 2139095040, !dbg !240
  %.342 = lshr i32 %.339, 16, !dbg !240
  %.343 = and i32 %.342, 1, !dbg !240
  %.344 = add i32 %.339, 32767, !dbg !240
  %.345 = add i32 %.344, %.343, !dbg !240
  %.346 = lshr i32 %.345, 16, !dbg !240
  %.348 = or i32 %.342, 64, !dbg !240
  %.349 = select i1 %.341, i32 %.348, i32 %.346, !dbg !240
  %.350 = trunc i32 %.349 to i16, !dbg !240
  br label %b43, !dbg !239

b43:                                              ; preds = %b39, %b41
  %t118 = phi i16 [ %t110.mux, %b39 ], [ %.350, %b41 ]
  %t119 = phi i1 [ %t111.mux, %b39 ], [ true, %b41 ]
  %.354 = add nuw nsw i64 %.149, 1, !dbg !239
  %.355 = icmp ult i32 %.148, 31, !dbg !239
  %.358 = and i64 %.354, 31, !dbg !239
  %23 = shl nuw nsw i64 1, %.358, !dbg !239
  %24 = and i64 %23, %.153, !dbg !239
  %.360 = icmp ne i64 %24, 0, !dbg !239
  %.361 = and i1 %.355, %.360, !dbg !239
  %.362 = trunc i64 %.354 to i32, !dbg !239
  %.363 = shl i32 %.362, 2, !dbg !239
  %.364 = zext i16 %t118 to i32, !dbg !239
  %.365 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.364), !dbg !239
  %.366 = trunc i32 %.365 to i16, !dbg !239
  %t120 = select i1 %.361, i16 %.366, i16 %t118, !dbg !239
  %.380 = zext i1 %t119 to i32, !dbg !239
  %.381 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.380), !dbg !239
  %25 = and i32 %.381, 1, !dbg !239
  %.382 = icmp ne i32 %25, 0, !dbg !239
  %t121 = select i1 %.361, i1 %.382, i1 %t119, !dbg !239
  %t122 = icmp slt i32 %.1, 31, !dbg !239
  %t123 = and i1 %t122, %t121, !dbg !239
  %26 = select i1 %t123, i1 %t119, i1 false, !dbg !239
  %t118.mux = select i1 %t123, i16 %t120, i16 %t118, !dbg !239
  %t119.mux = select i1 %t123, i1 true, i1 %t119, !dbg !239
  br i1 %26, label %b45, label %b48, !dbg !239

b45:                                              ; preds = %b43
  %.384 = shl nuw i32 %.364, 16, !dbg !240
  %.385 = bitcast i32 %.384 to float, !dbg !240
  %.386 = zext i16 %t120 to i32, !dbg !240
  %.387 = shl nuw i32 %.386, 16, !dbg !240
  %.388 = bitcast i32 %.387 to float, !dbg !240
  %.389 = fsub float %.385, %.388, !dbg !240
  %.390 = bitcast float %.389 to i32, !dbg !240
  %.391 = and i32 %.390, 2147483647, !dbg !240
  %.392 = icmp ugt i32 %.391, 2139095040, !dbg !240
  %.393 = lshr i32 %.390, 16, !dbg !240
  %.394 = and i32 %.393, 1, !dbg !240
  %.395 = add i32 %.390, 32767, !dbg !240
  %.396 = add i32 %.395, %.394, !dbg !240
  %.397 = lshr i32 %.396, 16, !dbg !240
  %.399 = or i32 %.393, 64, !dbg !240
  %.400 = select i1 %.392, i32 %.399, i32 %.397, !dbg !240
  %.401 = trunc i32 %.400 to i16, !dbg !240
  br label %b48, !dbg !239

b48:                                              ; preds = %b43, %b45, %b26
  %t128 = phi i16 [ %t86, %b26 ], [ %t118.mux, %b43 ], [ %.401, %b45 ]
  %t129 = phi i1 [ %t87, %b26 ], [ %t119.mux, %b43 ], [ true, %b45 ]
  %t130 = icmp eq i32 %.1, 0, !dbg !239
  %t131 = and i1 %t130, %t129, !dbg !239
  br i1 %t131, label %b49, label %b50, !dbg !239

b49:                                              ; preds = %b48
  %t132 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t5, !dbg !239
  store i16 %t128, ptr addrspace(1) %t132, align 2, !dbg !239
  br label %b50, !dbg !239

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !239
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i16 %a3, i8 %a4) local_unnamed_addr #2 !dbg !241 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !242
  %t3 = sext i32 %.2 to i64, !dbg !242
  %t4 = icmp slt i64 %t3, %a0, !dbg !242
  br i1 %t4, label %b1, label %b5, !dbg !242

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t3, !dbg !242
  %.3 = load i16, ptr addrspace(1) %t5, align 2, !dbg !242, !amdgpu.noclobber !6
  %t812 = add nsw i64 %t3, 256, !dbg !242
  %t1013 = icmp slt i64 %t812, %a0, !dbg !242
  br i1 %t1013, label %b3, label %b5, !dbg !242

b3:                                               ; preds = %b1, %b3
  %t815 = phi i64 [ %t8, %b3 ], [ %t812, %b1 ]
  %t914 = phi i16 [ %.23, %b3 ], [ %.3, %b1 ]
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t815, !dbg !242
  %.4 = load i16, ptr addrspace(1) %t11, align 2, !dbg !242, !amdgpu.noclobber !6
  %0 = insertelement <2 x i16> poison, i16 %t914, i64 0, !dbg !243
  %1 = insertelement <2 x i16> %0, i16 %.4, i64 1, !dbg !243
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !243
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !243
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !243
  %5 = extractelement <2 x float> %4, i64 0, !dbg !243
  %6 = extractelement <2 x float> %4, i64 1, !dbg !243
  %.11 = fsub float %5, %6, !dbg !243
  %.12 = bitcast float %.11 to i32, !dbg !243
  %.13 = and i32 %.12, 2147483647, !dbg !243
  %.14 = icmp ugt i32 %.13, 2139095040, !dbg !243
  %.15 = lshr i32 %.12, 16, !dbg !243
  %.16 = and i32 %.15, 1, !dbg !243
  %.17 = add i32 %.12, 32767, !dbg !243
  %.18 = add i32 %.17, %.16, !dbg !243
  %.19 = lshr i32 %.18, 16, !dbg !243
  %.21 = or i32 %.15, 64, !dbg !243
  %.22 = select i1 %.14, i32 %.21, i32 %.19, !dbg !243
  %.23 = trunc i32 %.22 to i16, !dbg !243
  %t8 = add i64 %t815, 256, !dbg !242
  %t10 = icmp slt i64 %t8, %a0, !dbg !242
  br i1 %t10, label %b3, label %b5, !dbg !242

b5:                                               ; preds = %b3, %b1, %entry
  %t15 = phi i16 [ 0, %entry ], [ %.3, %b1 ], [ %.23, %b3 ]
  %t16 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.0, i32 %.2, !dbg !242
  store i16 %t15, ptr addrspace(3) %t16, align 2, !dbg !242
  %t17 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.1, i32 %.2, !dbg !242
  %.24 = zext i1 %t4 to i8, !dbg !242
  store i8 %.24, ptr addrspace(3) %t17, align 1, !dbg !242
  fence syncscope("workgroup") release, !dbg !242
  tail call void @llvm.amdgcn.s.barrier(), !dbg !242
  fence syncscope("workgroup") acquire, !dbg !242
  %t18 = icmp slt i32 %.2, 128, !dbg !242
  br i1 %t18, label %b6, label %b11, !dbg !242

b6:                                               ; preds = %b5
  %t19 = add nsw i32 %.2, 128, !dbg !242
  %t20 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.0, i32 %t19, !dbg !242
  %.25 = load i16, ptr addrspace(3) %t20, align 2, !dbg !242
  %t22 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.1, i32 %t19, !dbg !242
  %.26 = load i8, ptr addrspace(3) %t22, align 1, !dbg !242
  %.27.not11 = icmp eq i8 %.26, 0, !dbg !242
  %t4.not = xor i1 %t4, true, !dbg !242
  %brmerge = select i1 %.27.not11, i1 true, i1 %t4.not, !dbg !242
  %t15.mux = select i1 %.27.not11, i16 %t15, i16 %.25, !dbg !242
  %not..27.not11 = xor i1 %.27.not11, true, !dbg !242
  %t4.mux = select i1 %not..27.not11, i1 true, i1 %t4, !dbg !242
  br i1 %brmerge, label %b10, label %b8, !dbg !242

b8:                                               ; preds = %b6
  %.28 = zext i16 %t15 to i32, !dbg !243
  %.29 = shl nuw i32 %.28, 16, !dbg !243
  %.30 = bitcast i32 %.29 to float, !dbg !243
  %.31 = zext i16 %.25 to i32, !dbg !243
  %.32 = shl nuw i32 %.31, 16, !dbg !243
  %.33 = bitcast i32 %.32 to float, !dbg !243
  %.34 = fsub float %.30, %.33, !dbg !243
  %.35 = bitcast float %.34 to i32, !dbg !243
  %.36 = and i32 %.35, 2147483647, !dbg !243
  %.37 = icmp ugt i32 %.36, 2139095040, !dbg !243
  %.38 = lshr i32 %.35, 16, !dbg !243
  %.39 = and i32 %.38, 1, !dbg !243
  %.40 = add i32 %.35, 32767, !dbg !243
  %.41 = add i32 %.40, %.39, !dbg !243
  %.42 = lshr i32 %.41, 16, !dbg !243
  %.44 = or i32 %.38, 64, !dbg !243
  %.45 = select i1 %.37, i32 %.44, i32 %.42, !dbg !243
  %.46 = trunc i32 %.45 to i16, !dbg !243
  br label %b10, !dbg !242

b10:                                              ; preds = %b6, %b8
  %t26 = phi i16 [ %t15.mux, %b6 ], [ %.46, %b8 ]
  %t27 = phi i1 [ %t4.mux, %b6 ], [ true, %b8 ]
  store i16 %t26, ptr addrspace(3) %t16, align 2, !dbg !242
  %.47 = zext i1 %t27 to i8, !dbg !242
  store i8 %.47, ptr addrspace(3) %t17, align 1, !dbg !242
  br label %b11, !dbg !242

b11:                                              ; preds = %b10, %b5
  %t28 = phi i16 [ %t26, %b10 ], [ %t15, %b5 ]
  %t29 = phi i1 [ %t27, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !242
  tail call void @llvm.amdgcn.s.barrier(), !dbg !242
  fence syncscope("workgroup") acquire, !dbg !242
  %t30 = icmp slt i32 %.2, 64, !dbg !242
  br i1 %t30, label %b12, label %b17, !dbg !242

b12:                                              ; preds = %b11
  %t31 = add nsw i32 %.2, 64, !dbg !242
  %t32 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.0, i32 %t31, !dbg !242
  %.48 = load i16, ptr addrspace(3) %t32, align 2, !dbg !242
  %t34 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.1, i32 %t31, !dbg !242
  %.49 = load i8, ptr addrspace(3) %t34, align 1, !dbg !242
  %.50.not10 = icmp eq i8 %.49, 0, !dbg !242
  %t29.not = xor i1 %t29, true, !dbg !242
  %brmerge1 = select i1 %.50.not10, i1 true, i1 %t29.not, !dbg !242
  %t28.mux = select i1 %.50.not10, i16 %t28, i16 %.48, !dbg !242
  %not..50.not10 = xor i1 %.50.not10, true, !dbg !242
  %t29.mux = select i1 %not..50.not10, i1 true, i1 %t29, !dbg !242
  br i1 %brmerge1, label %b16, label %b14, !dbg !242

b14:                                              ; preds = %b12
  %.51 = zext i16 %t28 to i32, !dbg !243
  %.52 = shl nuw i32 %.51, 16, !dbg !243
  %.53 = bitcast i32 %.52 to float, !dbg !243
  %.54 = zext i16 %.48 to i32, !dbg !243
  %.55 = shl nuw i32 %.54, 16, !dbg !243
  %.56 = bitcast i32 %.55 to float, !dbg !243
  %.57 = fsub float %.53, %.56, !dbg !243
  %.58 = bitcast float %.57 to i32, !dbg !243
  %.59 = and i32 %.58, 2147483647, !dbg !243
  %.60 = icmp ugt i32 %.59, 2139095040, !dbg !243
  %.61 = lshr i32 %.58, 16, !dbg !243
  %.62 = and i32 %.61, 1, !dbg !243
  %.63 = add i32 %.58, 32767, !dbg !243
  %.64 = add i32 %.63, %.62, !dbg !243
  %.65 = lshr i32 %.64, 16, !dbg !243
  %.67 = or i32 %.61, 64, !dbg !243
  %.68 = select i1 %.60, i32 %.67, i32 %.65, !dbg !243
  %.69 = trunc i32 %.68 to i16, !dbg !243
  br label %b16, !dbg !242

b16:                                              ; preds = %b12, %b14
  %t38 = phi i16 [ %t28.mux, %b12 ], [ %.69, %b14 ]
  %t39 = phi i1 [ %t29.mux, %b12 ], [ true, %b14 ]
  store i16 %t38, ptr addrspace(3) %t16, align 2, !dbg !242
  %.70 = zext i1 %t39 to i8, !dbg !242
  store i8 %.70, ptr addrspace(3) %t17, align 1, !dbg !242
  br label %b17, !dbg !242

b17:                                              ; preds = %b16, %b11
  %t40 = phi i16 [ %t38, %b16 ], [ %t28, %b11 ]
  %t41 = phi i1 [ %t39, %b16 ], [ %t29, %b11 ]
  fence syncscope("workgroup") release, !dbg !242
  tail call void @llvm.amdgcn.s.barrier(), !dbg !242
  fence syncscope("workgroup") acquire, !dbg !242
  %t42 = icmp slt i32 %.2, 32, !dbg !242
  br i1 %t42, label %b18, label %b23, !dbg !242

b18:                                              ; preds = %b17
  %t43 = add nsw i32 %.2, 32, !dbg !242
  %t44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.0, i32 %t43, !dbg !242
  %.71 = load i16, ptr addrspace(3) %t44, align 2, !dbg !242
  %t46 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.1, i32 %t43, !dbg !242
  %.72 = load i8, ptr addrspace(3) %t46, align 1, !dbg !242
  %.73.not9 = icmp eq i8 %.72, 0, !dbg !242
  %t41.not = xor i1 %t41, true, !dbg !242
  %brmerge2 = select i1 %.73.not9, i1 true, i1 %t41.not, !dbg !242
  %t40.mux = select i1 %.73.not9, i16 %t40, i16 %.71, !dbg !242
  %not..73.not9 = xor i1 %.73.not9, true, !dbg !242
  %t41.mux = select i1 %not..73.not9, i1 true, i1 %t41, !dbg !242
  br i1 %brmerge2, label %b23, label %b20, !dbg !242

b20:                                              ; preds = %b18
  %.74 = zext i16 %t40 to i32, !dbg !243
  %.75 = shl nuw i32 %.74, 16, !dbg !243
  %.76 = bitcast i32 %.75 to float, !dbg !243
  %.77 = zext i16 %.71 to i32, !dbg !243
  %.78 = shl nuw i32 %.77, 16, !dbg !243
  %.79 = bitcast i32 %.78 to float, !dbg !243
  %.80 = fsub float %.76, %.79, !dbg !243
  %.81 = bitcast float %.80 to i32, !dbg !243
  %.82 = and i32 %.81, 2147483647, !dbg !243
  %.83 = icmp ugt i32 %.82, 2139095040, !dbg !243
  %.84 = lshr i32 %.81, 16, !dbg !243
  %.85 = and i32 %.84, 1, !dbg !243
  %.86 = add i32 %.81, 32767, !dbg !243
  %.87 = add i32 %.86, %.85, !dbg !243
  %.88 = lshr i32 %.87, 16, !dbg !243
  %.90 = or i32 %.84, 64, !dbg !243
  %.91 = select i1 %.83, i32 %.90, i32 %.88, !dbg !243
  %.92 = trunc i32 %.91 to i16, !dbg !243
  br label %b23, !dbg !242

b23:                                              ; preds = %b18, %b20, %b17
  %t52 = phi i16 [ %t40, %b17 ], [ %t40.mux, %b18 ], [ %.92, %b20 ]
  %t53 = phi i1 [ %t41, %b17 ], [ %t41.mux, %b18 ], [ true, %b20 ]
  br i1 %t42, label %b24, label %b45, !dbg !242

b24:                                              ; preds = %b23
  %.94 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !242
  %.95 = zext i32 %.94 to i64, !dbg !242
  %.96 = add nuw nsw i64 %.95, 16, !dbg !242
  %.97 = icmp ult i32 %.94, 16, !dbg !242
  %.98 = tail call i32 @llvm.read_register.i32(metadata !228) #10, !dbg !242
  %.99 = zext i32 %.98 to i64, !dbg !242
  %.100 = and i64 %.96, 31, !dbg !242
  %7 = shl nuw nsw i64 1, %.100, !dbg !242
  %8 = and i64 %7, %.99, !dbg !242
  %.102 = icmp ne i64 %8, 0, !dbg !242
  %.103 = and i1 %.97, %.102, !dbg !242
  %.104 = trunc i64 %.96 to i32, !dbg !242
  %.105 = shl i32 %.104, 2, !dbg !242
  %.106 = zext i16 %t52 to i32, !dbg !242
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !242
  %.108 = trunc i32 %.107 to i16, !dbg !242
  %t54 = select i1 %.103, i16 %.108, i16 %t52, !dbg !242
  %.122 = zext i1 %t53 to i32, !dbg !242
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.122), !dbg !242
  %9 = and i32 %.123, 1, !dbg !242
  %.124 = icmp ne i32 %9, 0, !dbg !242
  %t55 = select i1 %.103, i1 %.124, i1 %t53, !dbg !242
  %t56 = icmp slt i32 %.2, 16, !dbg !242
  %t57 = and i1 %t56, %t55, !dbg !242
  %10 = select i1 %t57, i1 %t53, i1 false, !dbg !242
  %t52.mux = select i1 %t57, i16 %t54, i16 %t52, !dbg !242
  %t53.mux = select i1 %t57, i1 true, i1 %t53, !dbg !242
  br i1 %10, label %b26, label %b28, !dbg !242

b26:                                              ; preds = %b24
  %.126 = shl nuw i32 %.106, 16, !dbg !243
  %.127 = bitcast i32 %.126 to float, !dbg !243
  %.128 = zext i16 %t54 to i32, !dbg !243
  %.129 = shl nuw i32 %.128, 16, !dbg !243
  %.130 = bitcast i32 %.129 to float, !dbg !243
  %.131 = fsub float %.127, %.130, !dbg !243
  %.132 = bitcast float %.131 to i32, !dbg !243
  %.133 = and i32 %.132, 2147483647, !dbg !243
  %.134 = icmp ugt i32 %.133, 2139095040, !dbg !243
  %.135 = lshr i32 %.132, 16, !dbg !243
  %.136 = and i32 %.135, 1, !dbg !243
  %.137 = add i32 %.132, 32767, !dbg !243
  %.138 = add i32 %.137, %.136, !dbg !243
  %.139 = lshr i32 %.138, 16, !dbg !243
  %.141 = or i32 %.135, 64, !dbg !243
  %.142 = select i1 %.134, i32 %.141, i32 %.139, !dbg !243
  %.143 = trunc i32 %.142 to i16, !dbg !243
  br label %b28, !dbg !242

b28:                                              ; preds = %b24, %b26
  %t60 = phi i16 [ %t52.mux, %b24 ], [ %.143, %b26 ]
  %t61 = phi i1 [ %t53.mux, %b24 ], [ true, %b26 ]
  %.147 = add nuw nsw i64 %.95, 8, !dbg !242
  %.148 = icmp ult i32 %.94, 24, !dbg !242
  %.151 = and i64 %.147, 31, !dbg !242
  %11 = shl nuw nsw i64 1, %.151, !dbg !242
  %12 = and i64 %11, %.99, !dbg !242
  %.153 = icmp ne i64 %12, 0, !dbg !242
  %.154 = and i1 %.148, %.153, !dbg !242
  %.155 = trunc i64 %.147 to i32, !dbg !242
  %.156 = shl i32 %.155, 2, !dbg !242
  %.157 = zext i16 %t60 to i32, !dbg !242
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.157), !dbg !242
  %.159 = trunc i32 %.158 to i16, !dbg !242
  %t62 = select i1 %.154, i16 %.159, i16 %t60, !dbg !242
  %.173 = zext i1 %t61 to i32, !dbg !242
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.173), !dbg !242
  %13 = and i32 %.174, 1, !dbg !242
  %.175 = icmp ne i32 %13, 0, !dbg !242
  %t63 = select i1 %.154, i1 %.175, i1 %t61, !dbg !242
  %t64 = icmp slt i32 %.2, 24, !dbg !242
  %t65 = and i1 %t64, %t63, !dbg !242
  %14 = select i1 %t65, i1 %t61, i1 false, !dbg !242
  %t60.mux = select i1 %t65, i16 %t62, i16 %t60, !dbg !242
  %t61.mux = select i1 %t65, i1 true, i1 %t61, !dbg !242
  br i1 %14, label %b30, label %b32, !dbg !242

b30:                                              ; preds = %b28
  %.177 = shl nuw i32 %.157, 16, !dbg !243
  %.178 = bitcast i32 %.177 to float, !dbg !243
  %.179 = zext i16 %t62 to i32, !dbg !243
  %.180 = shl nuw i32 %.179, 16, !dbg !243
  %.181 = bitcast i32 %.180 to float, !dbg !243
  %.182 = fsub float %.178, %.181, !dbg !243
  %.183 = bitcast float %.182 to i32, !dbg !243
  %.184 = and i32 %.183, 2147483647, !dbg !243
  %.185 = icmp ugt i32 %.184, 2139095040, !dbg !243
  %.186 = lshr i32 %.183, 16, !dbg !243
  %.187 = and i32 %.186, 1, !dbg !243
  %.188 = add i32 %.183, 32767, !dbg !243
  %.189 = add i32 %.188, %.187, !dbg !243
  %.190 = lshr i32 %.189, 16, !dbg !243
  %.192 = or i32 %.186, 64, !dbg !243
  %.193 = select i1 %.185, i32 %.192, i32 %.190, !dbg !243
  %.194 = trunc i32 %.193 to i16, !dbg !243
  br label %b32, !dbg !242

b32:                                              ; preds = %b28, %b30
  %t68 = phi i16 [ %t60.mux, %b28 ], [ %.194, %b30 ]
  %t69 = phi i1 [ %t61.mux, %b28 ], [ true, %b30 ]
  %.198 = add nuw nsw i64 %.95, 4, !dbg !242
  %.199 = icmp ult i32 %.94, 28, !dbg !242
  %.202 = and i64 %.198, 31, !dbg !242
  %15 = shl nuw nsw i64 1, %.202, !dbg !242
  %16 = and i64 %15, %.99, !dbg !242
  %.204 = icmp ne i64 %16, 0, !dbg !242
  %.205 = and i1 %.199, %.204, !dbg !242
  %.206 = trunc i64 %.198 to i32, !dbg !242
  %.207 = shl i32 %.206, 2, !dbg !242
  %.208 = zext i16 %t68 to i32, !dbg !242
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !242
  %.210 = trunc i32 %.209 to i16, !dbg !242
  %t70 = select i1 %.205, i16 %.210, i16 %t68, !dbg !242
  %.224 = zext i1 %t69 to i32, !dbg !242
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !242
  %17 = and i32 %.225, 1, !dbg !242
  %.226 = icmp ne i32 %17, 0, !dbg !242
  %t71 = select i1 %.205, i1 %.226, i1 %t69, !dbg !242
  %t72 = icmp slt i32 %.2, 28, !dbg !242
  %t73 = and i1 %t72, %t71, !dbg !242
  %18 = select i1 %t73, i1 %t69, i1 false, !dbg !242
  %t68.mux = select i1 %t73, i16 %t70, i16 %t68, !dbg !242
  %t69.mux = select i1 %t73, i1 true, i1 %t69, !dbg !242
  br i1 %18, label %b34, label %b36, !dbg !242

b34:                                              ; preds = %b32
  %.228 = shl nuw i32 %.208, 16, !dbg !243
  %.229 = bitcast i32 %.228 to float, !dbg !243
  %.230 = zext i16 %t70 to i32, !dbg !243
  %.231 = shl nuw i32 %.230, 16, !dbg !243
  %.232 = bitcast i32 %.231 to float, !dbg !243
  %.233 = fsub float %.229, %.232, !dbg !243
  %.234 = bitcast float %.233 to i32, !dbg !243
  %.235 = and i32 %.234, 2147483647, !dbg !243
  %.236 = icmp ugt i32 %.235, 2139095040, !dbg !243
  %.237 = lshr i32 %.234, 16, !dbg !243
  %.238 = and i32 %.237, 1, !dbg !243
  %.239 = add i32 %.234, 32767, !dbg !243
  %.240 = add i32 %.239, %.238, !dbg !243
  %.241 = lshr i32 %.240, 16, !dbg !243
  %.243 = or i32 %.237, 64, !dbg !243
  %.244 = select i1 %.236, i32 %.243, i32 %.241, !dbg !243
  %.245 = trunc i32 %.244 to i16, !dbg !243
  br label %b36, !dbg !242

b36:                                              ; preds = %b32, %b34
  %t76 = phi i16 [ %t68.mux, %b32 ], [ %.245, %b34 ]
  %t77 = phi i1 [ %t69.mux, %b32 ], [ true, %b34 ]
  %.249 = add nuw nsw i64 %.95, 2, !dbg !242
  %.250 = icmp ult i32 %.94, 30, !dbg !242
  %.253 = and i64 %.249, 31, !dbg !242
  %19 = shl nuw nsw i64 1, %.253, !dbg !242
  %20 = and i64 %19, %.99, !dbg !242
  %.255 = icmp ne i64 %20, 0, !dbg !242
  %.256 = and i1 %.250, %.255, !dbg !242
  %.257 = trunc i64 %.249 to i32, !dbg !242
  %.258 = shl i32 %.257, 2, !dbg !242
  %.259 = zext i16 %t76 to i32, !dbg !242
  %.260 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.259), !dbg !242
  %.261 = trunc i32 %.260 to i16, !dbg !242
  %t78 = select i1 %.256, i16 %.261, i16 %t76, !dbg !242
  %.275 = zext i1 %t77 to i32, !dbg !242
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.275), !dbg !242
  %21 = and i32 %.276, 1, !dbg !242
  %.277 = icmp ne i32 %21, 0, !dbg !242
  %t79 = select i1 %.256, i1 %.277, i1 %t77, !dbg !242
  %t80 = icmp slt i32 %.2, 30, !dbg !242
  %t81 = and i1 %t80, %t79, !dbg !242
  %22 = select i1 %t81, i1 %t77, i1 false, !dbg !242
  %t76.mux = select i1 %t81, i16 %t78, i16 %t76, !dbg !242
  %t77.mux = select i1 %t81, i1 true, i1 %t77, !dbg !242
  br i1 %22, label %b38, label %b40, !dbg !242

b38:                                              ; preds = %b36
  %.279 = shl nuw i32 %.259, 16, !dbg !243
  %.280 = bitcast i32 %.279 to float, !dbg !243
  %.281 = zext i16 %t78 to i32, !dbg !243
  %.282 = shl nuw i32 %.281, 16, !dbg !243
  %.283 = bitcast i32 %.282 to float, !dbg !243
  %.284 = fsub float %.280, %.283, !dbg !243
  %.285 = bitcast float %.284 to i32, !dbg !243
  %.286 = and i32 %.285, 2147483647, !dbg !243
  %.287 = icmp ugt i32 %.286, 2139095040, !dbg !243
  %.288 = lshr i32 %.285, 16, !dbg !243
  %.289 = and i32 %.288, 1, !dbg !243
  %.290 = add i32 %.285, 32767, !dbg !243
  %.291 = add i32 %.290, %.289, !dbg !243
  %.292 = lshr i32 %.291, 16, !dbg !243
  %.294 = or i32 %.288, 64, !dbg !243
  %.295 = select i1 %.287, i32 %.294, i32 %.292, !dbg !243
  %.296 = trunc i32 %.295 to i16, !dbg !243
  br label %b40, !dbg !242

b40:                                              ; preds = %b36, %b38
  %t84 = phi i16 [ %t76.mux, %b36 ], [ %.296, %b38 ]
  %t85 = phi i1 [ %t77.mux, %b36 ], [ true, %b38 ]
  %.300 = add nuw nsw i64 %.95, 1, !dbg !242
  %.301 = icmp ult i32 %.94, 31, !dbg !242
  %.304 = and i64 %.300, 31, !dbg !242
  %23 = shl nuw nsw i64 1, %.304, !dbg !242
  %24 = and i64 %23, %.99, !dbg !242
  %.306 = icmp ne i64 %24, 0, !dbg !242
  %.307 = and i1 %.301, %.306, !dbg !242
  %.308 = trunc i64 %.300 to i32, !dbg !242
  %.309 = shl i32 %.308, 2, !dbg !242
  %.310 = zext i16 %t84 to i32, !dbg !242
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.310), !dbg !242
  %.312 = trunc i32 %.311 to i16, !dbg !242
  %t86 = select i1 %.307, i16 %.312, i16 %t84, !dbg !242
  %.326 = zext i1 %t85 to i32, !dbg !242
  %.327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.326), !dbg !242
  %25 = and i32 %.327, 1, !dbg !242
  %.328 = icmp ne i32 %25, 0, !dbg !242
  %t87 = select i1 %.307, i1 %.328, i1 %t85, !dbg !242
  %t88 = icmp slt i32 %.2, 31, !dbg !242
  %t89 = and i1 %t88, %t87, !dbg !242
  %26 = select i1 %t89, i1 %t85, i1 false, !dbg !242
  %t84.mux = select i1 %t89, i16 %t86, i16 %t84, !dbg !242
  %t85.mux = select i1 %t89, i1 true, i1 %t85, !dbg !242
  br i1 %26, label %b42, label %b45, !dbg !242

b42:                                              ; preds = %b40
  %.330 = shl nuw i32 %.310, 16, !dbg !243
  %.331 = bitcast i32 %.330 to float, !dbg !243
  %.332 = zext i16 %t86 to i32, !dbg !243
  %.333 = shl nuw i32 %.332, 16, !dbg !243
  %.334 = bitcast i32 %.333 to float, !dbg !243
  %.335 = fsub float %.331, %.334, !dbg !243
  %.336 = bitcast float %.335 to i32, !dbg !243
  %.337 = and i32 %.336, 2147483647, !dbg !243
  %.338 = icmp ugt i32 %.337, 2139095040, !dbg !243
  %.339 = lshr i32 %.336, 16, !dbg !243
  %.340 = and i32 %.339, 1, !dbg !243
  %.341 = add i32 %.336, 32767, !dbg !243
  %.342 = add i32 %.341, %.340, !dbg !243
  %.343 = lshr i32 %.342, 16, !dbg !243
  %.345 = or i32 %.339, 64, !dbg !243
  %.346 = select i1 %.338, i32 %.345, i32 %.343, !dbg !243
  %.347 = trunc i32 %.346 to i16, !dbg !243
  br label %b45, !dbg !242

b45:                                              ; preds = %b40, %b42, %b23
  %t94 = phi i16 [ %t52, %b23 ], [ %t84.mux, %b40 ], [ %.347, %b42 ]
  %t95 = phi i1 [ %t53, %b23 ], [ %t85.mux, %b40 ], [ true, %b42 ]
  %t96 = icmp eq i32 %.2, 0, !dbg !242
  br i1 %t96, label %b46, label %b52, !dbg !242

b46:                                              ; preds = %b45
  %27 = select i1 %t95, i1 %.1, i1 false, !dbg !242
  %a3.mux = select i1 %t95, i16 %t94, i16 %a3, !dbg !242
  %.1.mux = select i1 %t95, i1 true, i1 %.1, !dbg !242
  br i1 %27, label %b48, label %b50, !dbg !242

b48:                                              ; preds = %b46
  %.348 = zext i16 %a3 to i32, !dbg !243
  %.349 = shl nuw i32 %.348, 16, !dbg !243
  %.350 = bitcast i32 %.349 to float, !dbg !243
  %.351 = zext i16 %t94 to i32, !dbg !243
  %.352 = shl nuw i32 %.351, 16, !dbg !243
  %.353 = bitcast i32 %.352 to float, !dbg !243
  %.354 = fsub float %.350, %.353, !dbg !243
  %.355 = bitcast float %.354 to i32, !dbg !243
  %.356 = and i32 %.355, 2147483647, !dbg !243
  %.357 = icmp ugt i32 %.356, 2139095040, !dbg !243
  %.358 = lshr i32 %.355, 16, !dbg !243
  %.359 = and i32 %.358, 1, !dbg !243
  %.360 = add i32 %.355, 32767, !dbg !243
  %.361 = add i32 %.360, %.359, !dbg !243
  %.362 = lshr i32 %.361, 16, !dbg !243
  %.364 = or i32 %.358, 64, !dbg !243
  %.365 = select i1 %.357, i32 %.364, i32 %.362, !dbg !243
  %.366 = trunc i32 %.365 to i16, !dbg !243
  br label %b50, !dbg !242

b50:                                              ; preds = %b46, %b48
  %t99 = phi i16 [ %a3.mux, %b46 ], [ %.366, %b48 ]
  %t100 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t100, label %b51, label %b52, !dbg !242

b51:                                              ; preds = %b50
  store i16 %t99, ptr addrspace(1) %a2, align 2, !dbg !242
  br label %b52, !dbg !242

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !242
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i16 %a2, ptr addrspace(1) readonly %a3, i16 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 !dbg !244 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !245
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !245
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !245
  %t3 = sext i32 %.1 to i64, !dbg !245
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !245
  %t5 = sext i32 %.2 to i64, !dbg !245
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !245
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !245
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !245, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !245
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !245
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !245, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !245
  %.15 = add i32 %.14, %.9, !dbg !245
  %.16 = udiv i32 %.15, %.6, !dbg !245
  %t9 = sext i32 %.16 to i64, !dbg !245
  %t10 = mul nsw i64 %t7, %t5, !dbg !245
  %t11 = add nsw i64 %t10, %t3, !dbg !245
  %t12 = mul nsw i64 %t9, %t7, !dbg !245
  %t141 = icmp slt i64 %t11, %a0, !dbg !245
  br i1 %t141, label %b2, label %b7, !dbg !245

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !245

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t132, !dbg !245
  %.17 = load i16, ptr addrspace(1) %t15, align 2, !dbg !245
  br label %b4, !dbg !245

b4:                                               ; preds = %b3, %b2
  %t17 = phi i16 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !245

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t132, !dbg !245
  %.18 = load i16, ptr addrspace(1) %t18, align 2, !dbg !245
  br label %b6, !dbg !245

b6:                                               ; preds = %b5, %b4
  %t20 = phi i16 [ %.18, %b5 ], [ %a4, %b4 ]
  %.19 = zext i16 %t17 to i32, !dbg !246
  %.20 = shl nuw i32 %.19, 16, !dbg !246
  %.21 = bitcast i32 %.20 to float, !dbg !246
  %.22 = zext i16 %t20 to i32, !dbg !246
  %.23 = shl nuw i32 %.22, 16, !dbg !246
  %.24 = bitcast i32 %.23 to float, !dbg !246
  %.25 = fmul float %.21, %.24, !dbg !246
  %.26 = bitcast float %.25 to i32, !dbg !246
  %.27 = and i32 %.26, 2147483647, !dbg !246
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !246
  %.29 = lshr i32 %.26, 16, !dbg !246
  %.30 = and i32 %.29, 1, !dbg !246
  %.31 = add i32 %.26, 32767, !dbg !246
  %.32 = add i32 %.31, %.30, !dbg !246
  %.33 = lshr i32 %.32, 16, !dbg !246
  %.35 = or i32 %.29, 64, !dbg !246
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !246
  %.37 = trunc i32 %.36 to i16, !dbg !246
  %t22 = getelementptr inbounds i16, ptr addrspace(1) %a5, i64 %t132, !dbg !245
  store i16 %.37, ptr addrspace(1) %t22, align 2, !dbg !245
  %t23 = add i64 %t132, %t12, !dbg !245
  %t14 = icmp slt i64 %t23, %a0, !dbg !245
  br i1 %t14, label %b2, label %b7, !dbg !245

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !245
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !247 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !248
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !248
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !248
  %t3 = sext i32 %.1 to i64, !dbg !248
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !248
  %t5 = sext i32 %.2 to i64, !dbg !248
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !248
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !248
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !248, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !248
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !248
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !248, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !248
  %.15 = add i32 %.14, %.9, !dbg !248
  %.16 = udiv i32 %.15, %.6, !dbg !248
  %t9 = sext i32 %.16 to i64, !dbg !248
  %t10 = mul nsw i64 %t7, %t5, !dbg !248
  %t11 = add nsw i64 %t10, %t3, !dbg !248
  %t12 = mul nsw i64 %t9, %t7, !dbg !248
  %t13 = icmp sgt i64 %a1, 7, !dbg !248
  %t15 = icmp sgt i64 %a1, 6, !dbg !248
  %t17 = icmp sgt i64 %a1, 5, !dbg !248
  %t19 = icmp sgt i64 %a1, 4, !dbg !248
  %t21 = icmp sgt i64 %a1, 3, !dbg !248
  %t23 = icmp sgt i64 %a1, 2, !dbg !248
  %t25 = icmp sgt i64 %a1, 1, !dbg !248
  %t27 = icmp sgt i64 %a1, 0, !dbg !248
  %t291 = icmp slt i64 %t11, %a0, !dbg !248
  br i1 %t291, label %b2, label %b23, !dbg !248

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t149, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !248

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !248
  %t33 = mul i64 %t31, %a9, !dbg !248
  %t34 = sub nuw i64 %t282, %t33, !dbg !248
  %t35 = mul i64 %t34, %a19, !dbg !248
  %t36 = mul i64 %t34, %a29, !dbg !248
  %t37 = mul i64 %t34, %a38, !dbg !248
  br label %b4, !dbg !248

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !248

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !248
  %t45 = mul i64 %t43, %a8, !dbg !248
  %t46 = sub i64 %t38, %t45, !dbg !248
  %t47 = mul i64 %t46, %a18, !dbg !248
  %t48 = add i64 %t47, %t39, !dbg !248
  %t49 = mul i64 %t46, %a28, !dbg !248
  %t50 = add i64 %t49, %t40, !dbg !248
  %t51 = mul i64 %t46, %a37, !dbg !248
  %t52 = add i64 %t51, %t41, !dbg !248
  br label %b6, !dbg !248

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !248

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !248
  %t60 = mul i64 %t58, %a7, !dbg !248
  %t61 = sub i64 %t53, %t60, !dbg !248
  %t62 = mul i64 %t61, %a17, !dbg !248
  %t63 = add i64 %t62, %t54, !dbg !248
  %t64 = mul i64 %t61, %a27, !dbg !248
  %t65 = add i64 %t64, %t55, !dbg !248
  %t66 = mul i64 %t61, %a36, !dbg !248
  %t67 = add i64 %t66, %t56, !dbg !248
  br label %b8, !dbg !248

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !248

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !248
  %t75 = mul i64 %t73, %a6, !dbg !248
  %t76 = sub i64 %t68, %t75, !dbg !248
  %t77 = mul i64 %t76, %a16, !dbg !248
  %t78 = add i64 %t77, %t69, !dbg !248
  %t79 = mul i64 %t76, %a26, !dbg !248
  %t80 = add i64 %t79, %t70, !dbg !248
  %t81 = mul i64 %t76, %a35, !dbg !248
  %t82 = add i64 %t81, %t71, !dbg !248
  br label %b10, !dbg !248

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !248

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !248
  %t90 = mul i64 %t88, %a5, !dbg !248
  %t91 = sub i64 %t83, %t90, !dbg !248
  %t92 = mul i64 %t91, %a15, !dbg !248
  %t93 = add i64 %t92, %t84, !dbg !248
  %t94 = mul i64 %t91, %a25, !dbg !248
  %t95 = add i64 %t94, %t85, !dbg !248
  %t96 = mul i64 %t91, %a34, !dbg !248
  %t97 = add i64 %t96, %t86, !dbg !248
  br label %b12, !dbg !248

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !248

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !248
  %t105 = mul i64 %t103, %a4, !dbg !248
  %t106 = sub i64 %t98, %t105, !dbg !248
  %t107 = mul i64 %t106, %a14, !dbg !248
  %t108 = add i64 %t107, %t99, !dbg !248
  %t109 = mul i64 %t106, %a24, !dbg !248
  %t110 = add i64 %t109, %t100, !dbg !248
  %t111 = mul i64 %t106, %a33, !dbg !248
  %t112 = add i64 %t111, %t101, !dbg !248
  br label %b14, !dbg !248

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !248

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !248
  %t120 = mul i64 %t118, %a3, !dbg !248
  %t121 = sub i64 %t113, %t120, !dbg !248
  %t122 = mul i64 %t121, %a13, !dbg !248
  %t123 = add i64 %t122, %t114, !dbg !248
  %t124 = mul i64 %t121, %a23, !dbg !248
  %t125 = add i64 %t124, %t115, !dbg !248
  %t126 = mul i64 %t121, %a32, !dbg !248
  %t127 = add i64 %t126, %t116, !dbg !248
  br label %b16, !dbg !248

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !248

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !248
  %t133 = add i64 %t129, %t132, !dbg !248
  %t134 = mul i64 %t128, %a22, !dbg !248
  %t135 = add i64 %t130, %t134, !dbg !248
  %t136 = mul i64 %t128, %a31, !dbg !248
  %t137 = add i64 %t131, %t136, !dbg !248
  br label %b18, !dbg !248

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !248

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t138, !dbg !248
  %.17 = load i16, ptr addrspace(1) %t141, align 2, !dbg !248
  br label %b20, !dbg !248

b20:                                              ; preds = %b19, %b18
  %t143 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !248

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t139, !dbg !248
  %.18 = load i16, ptr addrspace(1) %t144, align 2, !dbg !248
  br label %b22, !dbg !248

b22:                                              ; preds = %b21, %b20
  %t146 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  %.19 = zext i16 %t143 to i32, !dbg !249
  %.20 = shl nuw i32 %.19, 16, !dbg !249
  %.21 = bitcast i32 %.20 to float, !dbg !249
  %.22 = zext i16 %t146 to i32, !dbg !249
  %.23 = shl nuw i32 %.22, 16, !dbg !249
  %.24 = bitcast i32 %.23 to float, !dbg !249
  %.25 = fmul float %.21, %.24, !dbg !249
  %.26 = bitcast float %.25 to i32, !dbg !249
  %.27 = and i32 %.26, 2147483647, !dbg !249
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !249
  %.29 = lshr i32 %.26, 16, !dbg !249
  %.30 = and i32 %.29, 1, !dbg !249
  %.31 = add i32 %.26, 32767, !dbg !249
  %.32 = add i32 %.31, %.30, !dbg !249
  %.33 = lshr i32 %.32, 16, !dbg !249
  %.35 = or i32 %.29, 64, !dbg !249
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !249
  %.37 = trunc i32 %.36 to i16, !dbg !249
  %t148 = getelementptr inbounds i16, ptr addrspace(1) %a30, i64 %t140, !dbg !248
  store i16 %.37, ptr addrspace(1) %t148, align 2, !dbg !248
  %t149 = add i64 %t282, %t12, !dbg !248
  %t29 = icmp slt i64 %t149, %a0, !dbg !248
  br i1 %t29, label %b2, label %b23, !dbg !248

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !248
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !250 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !251
  %t3 = sext i32 %.1 to i64, !dbg !251
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !251
  %t5 = sext i32 %.2 to i64, !dbg !251
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !251
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !251
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !251, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !251
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !251
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !251, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !251
  %.15 = add i32 %.14, %.9, !dbg !251
  %.16 = udiv i32 %.15, %.6, !dbg !251
  %t9 = sext i32 %.16 to i64, !dbg !251
  %t10 = mul nsw i64 %t7, %t5, !dbg !251
  %t11 = add nsw i64 %t10, %t3, !dbg !251
  %t12 = mul nsw i64 %t9, %t7, !dbg !251
  %t13 = shl nsw i64 %t12, 1, !dbg !251
  %t14 = icmp slt i64 %t11, %a0, !dbg !251
  br i1 %t14, label %b1, label %b8, !dbg !251

b1:                                               ; preds = %entry
  %t15 = mul i64 %t11, %a2, !dbg !251
  %t16 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t15, !dbg !251
  %.17 = load i16, ptr addrspace(1) %t16, align 2, !dbg !251, !amdgpu.noclobber !6
  %t18 = add nsw i64 %t12, %t11, !dbg !251
  %t19 = sub i64 %a0, %t12, !dbg !251
  %t22 = mul i64 %t13, %a2, !dbg !251
  %t23 = mul i64 %t12, %a2, !dbg !251
  %t3111 = icmp slt i64 %t18, %t19, !dbg !251
  br i1 %t3111, label %b3.preheader, label %b4, !dbg !251

b3.preheader:                                     ; preds = %b1
  %t20 = mul i64 %t18, %a2, !dbg !251
  %t24 = add i64 %t20, %t23, !dbg !251
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t24, !dbg !251
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t20, !dbg !251
  br label %b3, !dbg !251

b3:                                               ; preds = %b3.preheader, %b3
  %t2915 = phi i16 [ %.57, %b3 ], [ %.17, %b3.preheader ]
  %t2814 = phi i64 [ %t36, %b3 ], [ %t18, %b3.preheader ]
  %t2713 = phi ptr addrspace(1) [ %t37, %b3 ], [ %t21, %b3.preheader ]
  %t2612 = phi ptr addrspace(1) [ %t38, %b3 ], [ %t25, %b3.preheader ]
  %.18 = load i16, ptr addrspace(1) %t2713, align 2, !dbg !251
  %.19 = load i16, ptr addrspace(1) %t2612, align 2, !dbg !251
  %.20 = zext i16 %t2915 to i32, !dbg !252
  %.21 = shl nuw i32 %.20, 16, !dbg !252
  %.22 = bitcast i32 %.21 to float, !dbg !252
  %.23 = zext i16 %.18 to i32, !dbg !252
  %.24 = shl nuw i32 %.23, 16, !dbg !252
  %.25 = bitcast i32 %.24 to float, !dbg !252
  %.26 = fmul float %.22, %.25, !dbg !252
  %.27 = bitcast float %.26 to i32, !dbg !252
  %.28 = and i32 %.27, 2147483647, !dbg !252
  %.29 = icmp ugt i32 %.28, 2139095040, !dbg !252
  %.30 = lshr i32 %.27, 16, !dbg !252
  %.31 = and i32 %.30, 1, !dbg !252
  %.32 = add i32 %.27, 32767, !dbg !252
  %.33 = add i32 %.32, %.31, !dbg !252
  %.34 = lshr i32 %.33, 16, !dbg !252
  %.36 = or i32 %.30, 64, !dbg !252
  %.37 = select i1 %.29, i32 %.36, i32 %.34, !dbg !252
  %.40 = shl nuw i32 %.37, 16, !dbg !252
  %.41 = bitcast i32 %.40 to float, !dbg !252
  %.42 = zext i16 %.19 to i32, !dbg !252
  %.43 = shl nuw i32 %.42, 16, !dbg !252
  %.44 = bitcast i32 %.43 to float, !dbg !252
  %.45 = fmul float %.44, %.41, !dbg !252
  %.46 = bitcast float %.45 to i32, !dbg !252
  %.47 = and i32 %.46, 2147483647, !dbg !252
  %.48 = icmp ugt i32 %.47, 2139095040, !dbg !252
  %.49 = lshr i32 %.46, 16, !dbg !252
  %.50 = and i32 %.49, 1, !dbg !252
  %.51 = add i32 %.46, 32767, !dbg !252
  %.52 = add i32 %.51, %.50, !dbg !252
  %.53 = lshr i32 %.52, 16, !dbg !252
  %.55 = or i32 %.49, 64, !dbg !252
  %.56 = select i1 %.48, i32 %.55, i32 %.53, !dbg !252
  %.57 = trunc i32 %.56 to i16, !dbg !252
  %t36 = add i64 %t2814, %t13, !dbg !251
  %t37 = getelementptr inbounds i16, ptr addrspace(1) %t2713, i64 %t22, !dbg !251
  %t38 = getelementptr inbounds i16, ptr addrspace(1) %t2612, i64 %t22, !dbg !251
  %t31 = icmp slt i64 %t36, %t19, !dbg !251
  br i1 %t31, label %b3, label %b4, !dbg !251

b4:                                               ; preds = %b3, %b1
  %t28.lcssa = phi i64 [ %t18, %b1 ], [ %t36, %b3 ]
  %t29.lcssa = phi i16 [ %.17, %b1 ], [ %.57, %b3 ]
  %t4417 = icmp slt i64 %t28.lcssa, %a0, !dbg !251
  br i1 %t4417, label %b6.preheader, label %b8, !dbg !251

b6.preheader:                                     ; preds = %b4
  %t39 = mul i64 %t28.lcssa, %a2, !dbg !251
  %t40 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t39, !dbg !251
  br label %b6, !dbg !251

b6:                                               ; preds = %b6.preheader, %b6
  %t4320 = phi i16 [ %.77, %b6 ], [ %t29.lcssa, %b6.preheader ]
  %t4219 = phi i64 [ %t47, %b6 ], [ %t28.lcssa, %b6.preheader ]
  %t4118 = phi ptr addrspace(1) [ %t48, %b6 ], [ %t40, %b6.preheader ]
  %.58 = load i16, ptr addrspace(1) %t4118, align 2, !dbg !251
  %0 = insertelement <2 x i16> poison, i16 %t4320, i64 0, !dbg !252
  %1 = insertelement <2 x i16> %0, i16 %.58, i64 1, !dbg !252
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !252
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !252
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !252
  %5 = extractelement <2 x float> %4, i64 0, !dbg !252
  %6 = extractelement <2 x float> %4, i64 1, !dbg !252
  %.65 = fmul float %5, %6, !dbg !252
  %.66 = bitcast float %.65 to i32, !dbg !252
  %.67 = and i32 %.66, 2147483647, !dbg !252
  %.68 = icmp ugt i32 %.67, 2139095040, !dbg !252
  %.69 = lshr i32 %.66, 16, !dbg !252
  %.70 = and i32 %.69, 1, !dbg !252
  %.71 = add i32 %.66, 32767, !dbg !252
  %.72 = add i32 %.71, %.70, !dbg !252
  %.73 = lshr i32 %.72, 16, !dbg !252
  %.75 = or i32 %.69, 64, !dbg !252
  %.76 = select i1 %.68, i32 %.75, i32 %.73, !dbg !252
  %.77 = trunc i32 %.76 to i16, !dbg !252
  %t47 = add i64 %t4219, %t12, !dbg !251
  %t48 = getelementptr inbounds i16, ptr addrspace(1) %t4118, i64 %t23, !dbg !251
  %t44 = icmp slt i64 %t47, %a0, !dbg !251
  br i1 %t44, label %b6, label %b8, !dbg !251

b8:                                               ; preds = %b6, %b4, %entry
  %t49 = phi i16 [ 0, %entry ], [ %t29.lcssa, %b4 ], [ %.77, %b6 ]
  %t50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.0, i32 %.1, !dbg !251
  store i16 %t49, ptr addrspace(3) %t50, align 2, !dbg !251
  %t51 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.1, i32 %.1, !dbg !251
  %.78 = zext i1 %t14 to i8, !dbg !251
  store i8 %.78, ptr addrspace(3) %t51, align 1, !dbg !251
  fence syncscope("workgroup") release, !dbg !251
  tail call void @llvm.amdgcn.s.barrier(), !dbg !251
  fence syncscope("workgroup") acquire, !dbg !251
  %t52 = icmp slt i32 %.1, 128, !dbg !251
  br i1 %t52, label %b9, label %b14, !dbg !251

b9:                                               ; preds = %b8
  %t53 = add nsw i32 %.1, 128, !dbg !251
  %t54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.0, i32 %t53, !dbg !251
  %.79 = load i16, ptr addrspace(3) %t54, align 2, !dbg !251
  %t56 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.1, i32 %t53, !dbg !251
  %.80 = load i8, ptr addrspace(3) %t56, align 1, !dbg !251
  %.81.not10 = icmp eq i8 %.80, 0, !dbg !251
  %t14.not = xor i1 %t14, true, !dbg !251
  %brmerge = select i1 %.81.not10, i1 true, i1 %t14.not, !dbg !251
  %t49.mux = select i1 %.81.not10, i16 %t49, i16 %.79, !dbg !251
  %not..81.not10 = xor i1 %.81.not10, true, !dbg !251
  %t14.mux = select i1 %not..81.not10, i1 true, i1 %t14, !dbg !251
  br i1 %brmerge, label %b13, label %b11, !dbg !251

b11:                                              ; preds = %b9
  %.82 = zext i16 %t49 to i32, !dbg !252
  %.83 = shl nuw i32 %.82, 16, !dbg !252
  %.84 = bitcast i32 %.83 to float, !dbg !252
  %.85 = zext i16 %.79 to i32, !dbg !252
  %.86 = shl nuw i32 %.85, 16, !dbg !252
  %.87 = bitcast i32 %.86 to float, !dbg !252
  %.88 = fmul float %.84, %.87, !dbg !252
  %.89 = bitcast float %.88 to i32, !dbg !252
  %.90 = and i32 %.89, 2147483647, !dbg !252
  %.91 = icmp ugt i32 %.90, 2139095040, !dbg !252
  %.92 = lshr i32 %.89, 16, !dbg !252
  %.93 = and i32 %.92, 1, !dbg !252
  %.94 = add i32 %.89, 32767, !dbg !252
  %.95 = add i32 %.94, %.93, !dbg !252
  %.96 = lshr i32 %.95, 16, !dbg !252
  %.98 = or i32 %.92, 64, !dbg !252
  %.99 = select i1 %.91, i32 %.98, i32 %.96, !dbg !252
  %.100 = trunc i32 %.99 to i16, !dbg !252
  br label %b13, !dbg !251

b13:                                              ; preds = %b9, %b11
  %t60 = phi i16 [ %t49.mux, %b9 ], [ %.100, %b11 ]
  %t61 = phi i1 [ %t14.mux, %b9 ], [ true, %b11 ]
  store i16 %t60, ptr addrspace(3) %t50, align 2, !dbg !251
  %.101 = zext i1 %t61 to i8, !dbg !251
  store i8 %.101, ptr addrspace(3) %t51, align 1, !dbg !251
  br label %b14, !dbg !251

b14:                                              ; preds = %b13, %b8
  %t62 = phi i16 [ %t60, %b13 ], [ %t49, %b8 ]
  %t63 = phi i1 [ %t61, %b13 ], [ %t14, %b8 ]
  fence syncscope("workgroup") release, !dbg !251
  tail call void @llvm.amdgcn.s.barrier(), !dbg !251
  fence syncscope("workgroup") acquire, !dbg !251
  %t64 = icmp slt i32 %.1, 64, !dbg !251
  br i1 %t64, label %b15, label %b20, !dbg !251

b15:                                              ; preds = %b14
  %t65 = add nsw i32 %.1, 64, !dbg !251
  %t66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.0, i32 %t65, !dbg !251
  %.102 = load i16, ptr addrspace(3) %t66, align 2, !dbg !251
  %t68 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.1, i32 %t65, !dbg !251
  %.103 = load i8, ptr addrspace(3) %t68, align 1, !dbg !251
  %.104.not9 = icmp eq i8 %.103, 0, !dbg !251
  %t63.not = xor i1 %t63, true, !dbg !251
  %brmerge1 = select i1 %.104.not9, i1 true, i1 %t63.not, !dbg !251
  %t62.mux = select i1 %.104.not9, i16 %t62, i16 %.102, !dbg !251
  %not..104.not9 = xor i1 %.104.not9, true, !dbg !251
  %t63.mux = select i1 %not..104.not9, i1 true, i1 %t63, !dbg !251
  br i1 %brmerge1, label %b19, label %b17, !dbg !251

b17:                                              ; preds = %b15
  %.105 = zext i16 %t62 to i32, !dbg !252
  %.106 = shl nuw i32 %.105, 16, !dbg !252
  %.107 = bitcast i32 %.106 to float, !dbg !252
  %.108 = zext i16 %.102 to i32, !dbg !252
  %.109 = shl nuw i32 %.108, 16, !dbg !252
  %.110 = bitcast i32 %.109 to float, !dbg !252
  %.111 = fmul float %.107, %.110, !dbg !252
  %.112 = bitcast float %.111 to i32, !dbg !252
  %.113 = and i32 %.112, 2147483647, !dbg !252
  %.114 = icmp ugt i32 %.113, 2139095040, !dbg !252
  %.115 = lshr i32 %.112, 16, !dbg !252
  %.116 = and i32 %.115, 1, !dbg !252
  %.117 = add i32 %.112, 32767, !dbg !252
  %.118 = add i32 %.117, %.116, !dbg !252
  %.119 = lshr i32 %.118, 16, !dbg !252
  %.121 = or i32 %.115, 64, !dbg !252
  %.122 = select i1 %.114, i32 %.121, i32 %.119, !dbg !252
  %.123 = trunc i32 %.122 to i16, !dbg !252
  br label %b19, !dbg !251

b19:                                              ; preds = %b15, %b17
  %t72 = phi i16 [ %t62.mux, %b15 ], [ %.123, %b17 ]
  %t73 = phi i1 [ %t63.mux, %b15 ], [ true, %b17 ]
  store i16 %t72, ptr addrspace(3) %t50, align 2, !dbg !251
  %.124 = zext i1 %t73 to i8, !dbg !251
  store i8 %.124, ptr addrspace(3) %t51, align 1, !dbg !251
  br label %b20, !dbg !251

b20:                                              ; preds = %b19, %b14
  %t74 = phi i16 [ %t72, %b19 ], [ %t62, %b14 ]
  %t75 = phi i1 [ %t73, %b19 ], [ %t63, %b14 ]
  fence syncscope("workgroup") release, !dbg !251
  tail call void @llvm.amdgcn.s.barrier(), !dbg !251
  fence syncscope("workgroup") acquire, !dbg !251
  %t76 = icmp slt i32 %.1, 32, !dbg !251
  br i1 %t76, label %b21, label %b26, !dbg !251

b21:                                              ; preds = %b20
  %t77 = add nsw i32 %.1, 32, !dbg !251
  %t78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.0, i32 %t77, !dbg !251
  %.125 = load i16, ptr addrspace(3) %t78, align 2, !dbg !251
  %t80 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.1, i32 %t77, !dbg !251
  %.126 = load i8, ptr addrspace(3) %t80, align 1, !dbg !251
  %.127.not8 = icmp eq i8 %.126, 0, !dbg !251
  %t75.not = xor i1 %t75, true, !dbg !251
  %brmerge2 = select i1 %.127.not8, i1 true, i1 %t75.not, !dbg !251
  %t74.mux = select i1 %.127.not8, i16 %t74, i16 %.125, !dbg !251
  %not..127.not8 = xor i1 %.127.not8, true, !dbg !251
  %t75.mux = select i1 %not..127.not8, i1 true, i1 %t75, !dbg !251
  br i1 %brmerge2, label %b26, label %b23, !dbg !251

b23:                                              ; preds = %b21
  %.128 = zext i16 %t74 to i32, !dbg !252
  %.129 = shl nuw i32 %.128, 16, !dbg !252
  %.130 = bitcast i32 %.129 to float, !dbg !252
  %.131 = zext i16 %.125 to i32, !dbg !252
  %.132 = shl nuw i32 %.131, 16, !dbg !252
  %.133 = bitcast i32 %.132 to float, !dbg !252
  %.134 = fmul float %.130, %.133, !dbg !252
  %.135 = bitcast float %.134 to i32, !dbg !252
  %.136 = and i32 %.135, 2147483647, !dbg !252
  %.137 = icmp ugt i32 %.136, 2139095040, !dbg !252
  %.138 = lshr i32 %.135, 16, !dbg !252
  %.139 = and i32 %.138, 1, !dbg !252
  %.140 = add i32 %.135, 32767, !dbg !252
  %.141 = add i32 %.140, %.139, !dbg !252
  %.142 = lshr i32 %.141, 16, !dbg !252
  %.144 = or i32 %.138, 64, !dbg !252
  %.145 = select i1 %.137, i32 %.144, i32 %.142, !dbg !252
  %.146 = trunc i32 %.145 to i16, !dbg !252
  br label %b26, !dbg !251

b26:                                              ; preds = %b21, %b23, %b20
  %t86 = phi i16 [ %t74, %b20 ], [ %t74.mux, %b21 ], [ %.146, %b23 ]
  %t87 = phi i1 [ %t75, %b20 ], [ %t75.mux, %b21 ], [ true, %b23 ]
  br i1 %t76, label %b27, label %b48, !dbg !251

b27:                                              ; preds = %b26
  %.148 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !251
  %.149 = zext i32 %.148 to i64, !dbg !251
  %.150 = add nuw nsw i64 %.149, 16, !dbg !251
  %.151 = icmp ult i32 %.148, 16, !dbg !251
  %.152 = tail call i32 @llvm.read_register.i32(metadata !228) #10, !dbg !251
  %.153 = zext i32 %.152 to i64, !dbg !251
  %.154 = and i64 %.150, 31, !dbg !251
  %7 = shl nuw nsw i64 1, %.154, !dbg !251
  %8 = and i64 %7, %.153, !dbg !251
  %.156 = icmp ne i64 %8, 0, !dbg !251
  %.157 = and i1 %.151, %.156, !dbg !251
  %.158 = trunc i64 %.150 to i32, !dbg !251
  %.159 = shl i32 %.158, 2, !dbg !251
  %.160 = zext i16 %t86 to i32, !dbg !251
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.160), !dbg !251
  %.162 = trunc i32 %.161 to i16, !dbg !251
  %t88 = select i1 %.157, i16 %.162, i16 %t86, !dbg !251
  %.176 = zext i1 %t87 to i32, !dbg !251
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.176), !dbg !251
  %9 = and i32 %.177, 1, !dbg !251
  %.178 = icmp ne i32 %9, 0, !dbg !251
  %t89 = select i1 %.157, i1 %.178, i1 %t87, !dbg !251
  %t90 = icmp slt i32 %.1, 16, !dbg !251
  %t91 = and i1 %t90, %t89, !dbg !251
  %10 = select i1 %t91, i1 %t87, i1 false, !dbg !251
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !251
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !251
  br i1 %10, label %b29, label %b31, !dbg !251

b29:                                              ; preds = %b27
  %.180 = shl nuw i32 %.160, 16, !dbg !252
  %.181 = bitcast i32 %.180 to float, !dbg !252
  %.182 = zext i16 %t88 to i32, !dbg !252
  %.183 = shl nuw i32 %.182, 16, !dbg !252
  %.184 = bitcast i32 %.183 to float, !dbg !252
  %.185 = fmul float %.181, %.184, !dbg !252
  %.186 = bitcast float %.185 to i32, !dbg !252
  %.187 = and i32 %.186, 2147483647, !dbg !252
  %.188 = icmp ugt i32 %.187, 2139095040, !dbg !252
  %.189 = lshr i32 %.186, 16, !dbg !252
  %.190 = and i32 %.189, 1, !dbg !252
  %.191 = add i32 %.186, 32767, !dbg !252
  %.192 = add i32 %.191, %.190, !dbg !252
  %.193 = lshr i32 %.192, 16, !dbg !252
  %.195 = or i32 %.189, 64, !dbg !252
  %.196 = select i1 %.188, i32 %.195, i32 %.193, !dbg !252
  %.197 = trunc i32 %.196 to i16, !dbg !252
  br label %b31, !dbg !251

b31:                                              ; preds = %b27, %b29
  %t94 = phi i16 [ %t86.mux, %b27 ], [ %.197, %b29 ]
  %t95 = phi i1 [ %t87.mux, %b27 ], [ true, %b29 ]
  %.201 = add nuw nsw i64 %.149, 8, !dbg !251
  %.202 = icmp ult i32 %.148, 24, !dbg !251
  %.205 = and i64 %.201, 31, !dbg !251
  %11 = shl nuw nsw i64 1, %.205, !dbg !251
  %12 = and i64 %11, %.153, !dbg !251
  %.207 = icmp ne i64 %12, 0, !dbg !251
  %.208 = and i1 %.202, %.207, !dbg !251
  %.209 = trunc i64 %.201 to i32, !dbg !251
  %.210 = shl i32 %.209, 2, !dbg !251
  %.211 = zext i16 %t94 to i32, !dbg !251
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.211), !dbg !251
  %.213 = trunc i32 %.212 to i16, !dbg !251
  %t96 = select i1 %.208, i16 %.213, i16 %t94, !dbg !251
  %.227 = zext i1 %t95 to i32, !dbg !251
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.227), !dbg !251
  %13 = and i32 %.228, 1, !dbg !251
  %.229 = icmp ne i32 %13, 0, !dbg !251
  %t97 = select i1 %.208, i1 %.229, i1 %t95, !dbg !251
  %t98 = icmp slt i32 %.1, 24, !dbg !251
  %t99 = and i1 %t98, %t97, !dbg !251
  %14 = select i1 %t99, i1 %t95, i1 false, !dbg !251
  %t94.mux = select i1 %t99, i16 %t96, i16 %t94, !dbg !251
  %t95.mux = select i1 %t99, i1 true, i1 %t95, !dbg !251
  br i1 %14, label %b33, label %b35, !dbg !251

b33:                                              ; preds = %b31
  %.231 = shl nuw i32 %.211, 16, !dbg !252
  %.232 = bitcast i32 %.231 to float, !dbg !252
  %.233 = zext i16 %t96 to i32, !dbg !252
  %.234 = shl nuw i32 %.233, 16, !dbg !252
  %.235 = bitcast i32 %.234 to float, !dbg !252
  %.236 = fmul float %.232, %.235, !dbg !252
  %.237 = bitcast float %.236 to i32, !dbg !252
  %.238 = and i32 %.237, 2147483647, !dbg !252
  %.239 = icmp ugt i32 %.238, 2139095040, !dbg !252
  %.240 = lshr i32 %.237, 16, !dbg !252
  %.241 = and i32 %.240, 1, !dbg !252
  %.242 = add i32 %.237, 32767, !dbg !252
  %.243 = add i32 %.242, %.241, !dbg !252
  %.244 = lshr i32 %.243, 16, !dbg !252
  %.246 = or i32 %.240, 64, !dbg !252
  %.247 = select i1 %.239, i32 %.246, i32 %.244, !dbg !252
  %.248 = trunc i32 %.247 to i16, !dbg !252
  br label %b35, !dbg !251

b35:                                              ; preds = %b31, %b33
  %t102 = phi i16 [ %t94.mux, %b31 ], [ %.248, %b33 ]
  %t103 = phi i1 [ %t95.mux, %b31 ], [ true, %b33 ]
  %.252 = add nuw nsw i64 %.149, 4, !dbg !251
  %.253 = icmp ult i32 %.148, 28, !dbg !251
  %.256 = and i64 %.252, 31, !dbg !251
  %15 = shl nuw nsw i64 1, %.256, !dbg !251
  %16 = and i64 %15, %.153, !dbg !251
  %.258 = icmp ne i64 %16, 0, !dbg !251
  %.259 = and i1 %.253, %.258, !dbg !251
  %.260 = trunc i64 %.252 to i32, !dbg !251
  %.261 = shl i32 %.260, 2, !dbg !251
  %.262 = zext i16 %t102 to i32, !dbg !251
  %.263 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.262), !dbg !251
  %.264 = trunc i32 %.263 to i16, !dbg !251
  %t104 = select i1 %.259, i16 %.264, i16 %t102, !dbg !251
  %.278 = zext i1 %t103 to i32, !dbg !251
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.278), !dbg !251
  %17 = and i32 %.279, 1, !dbg !251
  %.280 = icmp ne i32 %17, 0, !dbg !251
  %t105 = select i1 %.259, i1 %.280, i1 %t103, !dbg !251
  %t106 = icmp slt i32 %.1, 28, !dbg !251
  %t107 = and i1 %t106, %t105, !dbg !251
  %18 = select i1 %t107, i1 %t103, i1 false, !dbg !251
  %t102.mux = select i1 %t107, i16 %t104, i16 %t102, !dbg !251
  %t103.mux = select i1 %t107, i1 true, i1 %t103, !dbg !251
  br i1 %18, label %b37, label %b39, !dbg !251

b37:                                              ; preds = %b35
  %.282 = shl nuw i32 %.262, 16, !dbg !252
  %.283 = bitcast i32 %.282 to float, !dbg !252
  %.284 = zext i16 %t104 to i32, !dbg !252
  %.285 = shl nuw i32 %.284, 16, !dbg !252
  %.286 = bitcast i32 %.285 to float, !dbg !252
  %.287 = fmul float %.283, %.286, !dbg !252
  %.288 = bitcast float %.287 to i32, !dbg !252
  %.289 = and i32 %.288, 2147483647, !dbg !252
  %.290 = icmp ugt i32 %.289, 2139095040, !dbg !252
  %.291 = lshr i32 %.288, 16, !dbg !252
  %.292 = and i32 %.291, 1, !dbg !252
  %.293 = add i32 %.288, 32767, !dbg !252
  %.294 = add i32 %.293, %.292, !dbg !252
  %.295 = lshr i32 %.294, 16, !dbg !252
  %.297 = or i32 %.291, 64, !dbg !252
  %.298 = select i1 %.290, i32 %.297, i32 %.295, !dbg !252
  %.299 = trunc i32 %.298 to i16, !dbg !252
  br label %b39, !dbg !251

b39:                                              ; preds = %b35, %b37
  %t110 = phi i16 [ %t102.mux, %b35 ], [ %.299, %b37 ]
  %t111 = phi i1 [ %t103.mux, %b35 ], [ true, %b37 ]
  %.303 = add nuw nsw i64 %.149, 2, !dbg !251
  %.304 = icmp ult i32 %.148, 30, !dbg !251
  %.307 = and i64 %.303, 31, !dbg !251
  %19 = shl nuw nsw i64 1, %.307, !dbg !251
  %20 = and i64 %19, %.153, !dbg !251
  %.309 = icmp ne i64 %20, 0, !dbg !251
  %.310 = and i1 %.304, %.309, !dbg !251
  %.311 = trunc i64 %.303 to i32, !dbg !251
  %.312 = shl i32 %.311, 2, !dbg !251
  %.313 = zext i16 %t110 to i32, !dbg !251
  %.314 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.313), !dbg !251
  %.315 = trunc i32 %.314 to i16, !dbg !251
  %t112 = select i1 %.310, i16 %.315, i16 %t110, !dbg !251
  %.329 = zext i1 %t111 to i32, !dbg !251
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.329), !dbg !251
  %21 = and i32 %.330, 1, !dbg !251
  %.331 = icmp ne i32 %21, 0, !dbg !251
  %t113 = select i1 %.310, i1 %.331, i1 %t111, !dbg !251
  %t114 = icmp slt i32 %.1, 30, !dbg !251
  %t115 = and i1 %t114, %t113, !dbg !251
  %22 = select i1 %t115, i1 %t111, i1 false, !dbg !251
  %t110.mux = select i1 %t115, i16 %t112, i16 %t110, !dbg !251
  %t111.mux = select i1 %t115, i1 true, i1 %t111, !dbg !251
  br i1 %22, label %b41, label %b43, !dbg !251

b41:                                              ; preds = %b39
  %.333 = shl nuw i32 %.313, 16, !dbg !252
  %.334 = bitcast i32 %.333 to float, !dbg !252
  %.335 = zext i16 %t112 to i32, !dbg !252
  %.336 = shl nuw i32 %.335, 16, !dbg !252
  %.337 = bitcast i32 %.336 to float, !dbg !252
  %.338 = fmul float %.334, %.337, !dbg !252
  %.339 = bitcast float %.338 to i32, !dbg !252
  %.340 = and i32 %.339, 2147483647, !dbg !252
  %.341 = icmp ugt i32 %.340, 2139095040, !dbg !252
  %.342 = lshr i32 %.339, 16, !dbg !252
  %.343 = and i32 %.342, 1, !dbg !252
  %.344 = add i32 %.339, 32767, !dbg !252
  %.345 = add i32 %.344, %.343, !dbg !252
  %.346 = lshr i32 %.345, 16, !dbg !252
  %.348 = or i32 %.342, 64, !dbg !252
  %.349 = select i1 %.341, i32 %.348, i32 %.346, !dbg !252
  %.350 = trunc i32 %.349 to i16, !dbg !252
  br label %b43, !dbg !251

b43:                                              ; preds = %b39, %b41
  %t118 = phi i16 [ %t110.mux, %b39 ], [ %.350, %b41 ]
  %t119 = phi i1 [ %t111.mux, %b39 ], [ true, %b41 ]
  %.354 = add nuw nsw i64 %.149, 1, !dbg !251
  %.355 = icmp ult i32 %.148, 31, !dbg !251
  %.358 = and i64 %.354, 31, !dbg !251
  %23 = shl nuw nsw i64 1, %.358, !dbg !251
  %24 = and i64 %23, %.153, !dbg !251
  %.360 = icmp ne i64 %24, 0, !dbg !251
  %.361 = and i1 %.355, %.360, !dbg !251
  %.362 = trunc i64 %.354 to i32, !dbg !251
  %.363 = shl i32 %.362, 2, !dbg !251
  %.364 = zext i16 %t118 to i32, !dbg !251
  %.365 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.364), !dbg !251
  %.366 = trunc i32 %.365 to i16, !dbg !251
  %t120 = select i1 %.361, i16 %.366, i16 %t118, !dbg !251
  %.380 = zext i1 %t119 to i32, !dbg !251
  %.381 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.380), !dbg !251
  %25 = and i32 %.381, 1, !dbg !251
  %.382 = icmp ne i32 %25, 0, !dbg !251
  %t121 = select i1 %.361, i1 %.382, i1 %t119, !dbg !251
  %t122 = icmp slt i32 %.1, 31, !dbg !251
  %t123 = and i1 %t122, %t121, !dbg !251
  %26 = select i1 %t123, i1 %t119, i1 false, !dbg !251
  %t118.mux = select i1 %t123, i16 %t120, i16 %t118, !dbg !251
  %t119.mux = select i1 %t123, i1 true, i1 %t119, !dbg !251
  br i1 %26, label %b45, label %b48, !dbg !251

b45:                                              ; preds = %b43
  %.384 = shl nuw i32 %.364, 16, !dbg !252
  %.385 = bitcast i32 %.384 to float, !dbg !252
  %.386 = zext i16 %t120 to i32, !dbg !252
  %.387 = shl nuw i32 %.386, 16, !dbg !252
  %.388 = bitcast i32 %.387 to float, !dbg !252
  %.389 = fmul float %.385, %.388, !dbg !252
  %.390 = bitcast float %.389 to i32, !dbg !252
  %.391 = and i32 %.390, 2147483647, !dbg !252
  %.392 = icmp ugt i32 %.391, 2139095040, !dbg !252
  %.393 = lshr i32 %.390, 16, !dbg !252
  %.394 = and i32 %.393, 1, !dbg !252
  %.395 = add i32 %.390, 32767, !dbg !252
  %.396 = add i32 %.395, %.394, !dbg !252
  %.397 = lshr i32 %.396, 16, !dbg !252
  %.399 = or i32 %.393, 64, !dbg !252
  %.400 = select i1 %.392, i32 %.399, i32 %.397, !dbg !252
  %.401 = trunc i32 %.400 to i16, !dbg !252
  br label %b48, !dbg !251

b48:                                              ; preds = %b43, %b45, %b26
  %t128 = phi i16 [ %t86, %b26 ], [ %t118.mux, %b43 ], [ %.401, %b45 ]
  %t129 = phi i1 [ %t87, %b26 ], [ %t119.mux, %b43 ], [ true, %b45 ]
  %t130 = icmp eq i32 %.1, 0, !dbg !251
  %t131 = and i1 %t130, %t129, !dbg !251
  br i1 %t131, label %b49, label %b50, !dbg !251

b49:                                              ; preds = %b48
  %t132 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t5, !dbg !251
  store i16 %t128, ptr addrspace(1) %t132, align 2, !dbg !251
  br label %b50, !dbg !251

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !251
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i16 %a3, i8 %a4) local_unnamed_addr #2 !dbg !253 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !254
  %t3 = sext i32 %.2 to i64, !dbg !254
  %t4 = icmp slt i64 %t3, %a0, !dbg !254
  br i1 %t4, label %b1, label %b5, !dbg !254

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t3, !dbg !254
  %.3 = load i16, ptr addrspace(1) %t5, align 2, !dbg !254, !amdgpu.noclobber !6
  %t812 = add nsw i64 %t3, 256, !dbg !254
  %t1013 = icmp slt i64 %t812, %a0, !dbg !254
  br i1 %t1013, label %b3, label %b5, !dbg !254

b3:                                               ; preds = %b1, %b3
  %t815 = phi i64 [ %t8, %b3 ], [ %t812, %b1 ]
  %t914 = phi i16 [ %.23, %b3 ], [ %.3, %b1 ]
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t815, !dbg !254
  %.4 = load i16, ptr addrspace(1) %t11, align 2, !dbg !254, !amdgpu.noclobber !6
  %0 = insertelement <2 x i16> poison, i16 %t914, i64 0, !dbg !255
  %1 = insertelement <2 x i16> %0, i16 %.4, i64 1, !dbg !255
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !255
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !255
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !255
  %5 = extractelement <2 x float> %4, i64 0, !dbg !255
  %6 = extractelement <2 x float> %4, i64 1, !dbg !255
  %.11 = fmul float %5, %6, !dbg !255
  %.12 = bitcast float %.11 to i32, !dbg !255
  %.13 = and i32 %.12, 2147483647, !dbg !255
  %.14 = icmp ugt i32 %.13, 2139095040, !dbg !255
  %.15 = lshr i32 %.12, 16, !dbg !255
  %.16 = and i32 %.15, 1, !dbg !255
  %.17 = add i32 %.12, 32767, !dbg !255
  %.18 = add i32 %.17, %.16, !dbg !255
  %.19 = lshr i32 %.18, 16, !dbg !255
  %.21 = or i32 %.15, 64, !dbg !255
  %.22 = select i1 %.14, i32 %.21, i32 %.19, !dbg !255
  %.23 = trunc i32 %.22 to i16, !dbg !255
  %t8 = add i64 %t815, 256, !dbg !254
  %t10 = icmp slt i64 %t8, %a0, !dbg !254
  br i1 %t10, label %b3, label %b5, !dbg !254

b5:                                               ; preds = %b3, %b1, %entry
  %t15 = phi i16 [ 0, %entry ], [ %.3, %b1 ], [ %.23, %b3 ]
  %t16 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.0, i32 %.2, !dbg !254
  store i16 %t15, ptr addrspace(3) %t16, align 2, !dbg !254
  %t17 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.1, i32 %.2, !dbg !254
  %.24 = zext i1 %t4 to i8, !dbg !254
  store i8 %.24, ptr addrspace(3) %t17, align 1, !dbg !254
  fence syncscope("workgroup") release, !dbg !254
  tail call void @llvm.amdgcn.s.barrier(), !dbg !254
  fence syncscope("workgroup") acquire, !dbg !254
  %t18 = icmp slt i32 %.2, 128, !dbg !254
  br i1 %t18, label %b6, label %b11, !dbg !254

b6:                                               ; preds = %b5
  %t19 = add nsw i32 %.2, 128, !dbg !254
  %t20 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.0, i32 %t19, !dbg !254
  %.25 = load i16, ptr addrspace(3) %t20, align 2, !dbg !254
  %t22 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.1, i32 %t19, !dbg !254
  %.26 = load i8, ptr addrspace(3) %t22, align 1, !dbg !254
  %.27.not11 = icmp eq i8 %.26, 0, !dbg !254
  %t4.not = xor i1 %t4, true, !dbg !254
  %brmerge = select i1 %.27.not11, i1 true, i1 %t4.not, !dbg !254
  %t15.mux = select i1 %.27.not11, i16 %t15, i16 %.25, !dbg !254
  %not..27.not11 = xor i1 %.27.not11, true, !dbg !254
  %t4.mux = select i1 %not..27.not11, i1 true, i1 %t4, !dbg !254
  br i1 %brmerge, label %b10, label %b8, !dbg !254

b8:                                               ; preds = %b6
  %.28 = zext i16 %t15 to i32, !dbg !255
  %.29 = shl nuw i32 %.28, 16, !dbg !255
  %.30 = bitcast i32 %.29 to float, !dbg !255
  %.31 = zext i16 %.25 to i32, !dbg !255
  %.32 = shl nuw i32 %.31, 16, !dbg !255
  %.33 = bitcast i32 %.32 to float, !dbg !255
  %.34 = fmul float %.30, %.33, !dbg !255
  %.35 = bitcast float %.34 to i32, !dbg !255
  %.36 = and i32 %.35, 2147483647, !dbg !255
  %.37 = icmp ugt i32 %.36, 2139095040, !dbg !255
  %.38 = lshr i32 %.35, 16, !dbg !255
  %.39 = and i32 %.38, 1, !dbg !255
  %.40 = add i32 %.35, 32767, !dbg !255
  %.41 = add i32 %.40, %.39, !dbg !255
  %.42 = lshr i32 %.41, 16, !dbg !255
  %.44 = or i32 %.38, 64, !dbg !255
  %.45 = select i1 %.37, i32 %.44, i32 %.42, !dbg !255
  %.46 = trunc i32 %.45 to i16, !dbg !255
  br label %b10, !dbg !254

b10:                                              ; preds = %b6, %b8
  %t26 = phi i16 [ %t15.mux, %b6 ], [ %.46, %b8 ]
  %t27 = phi i1 [ %t4.mux, %b6 ], [ true, %b8 ]
  store i16 %t26, ptr addrspace(3) %t16, align 2, !dbg !254
  %.47 = zext i1 %t27 to i8, !dbg !254
  store i8 %.47, ptr addrspace(3) %t17, align 1, !dbg !254
  br label %b11, !dbg !254

b11:                                              ; preds = %b10, %b5
  %t28 = phi i16 [ %t26, %b10 ], [ %t15, %b5 ]
  %t29 = phi i1 [ %t27, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !254
  tail call void @llvm.amdgcn.s.barrier(), !dbg !254
  fence syncscope("workgroup") acquire, !dbg !254
  %t30 = icmp slt i32 %.2, 64, !dbg !254
  br i1 %t30, label %b12, label %b17, !dbg !254

b12:                                              ; preds = %b11
  %t31 = add nsw i32 %.2, 64, !dbg !254
  %t32 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.0, i32 %t31, !dbg !254
  %.48 = load i16, ptr addrspace(3) %t32, align 2, !dbg !254
  %t34 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.1, i32 %t31, !dbg !254
  %.49 = load i8, ptr addrspace(3) %t34, align 1, !dbg !254
  %.50.not10 = icmp eq i8 %.49, 0, !dbg !254
  %t29.not = xor i1 %t29, true, !dbg !254
  %brmerge1 = select i1 %.50.not10, i1 true, i1 %t29.not, !dbg !254
  %t28.mux = select i1 %.50.not10, i16 %t28, i16 %.48, !dbg !254
  %not..50.not10 = xor i1 %.50.not10, true, !dbg !254
  %t29.mux = select i1 %not..50.not10, i1 true, i1 %t29, !dbg !254
  br i1 %brmerge1, label %b16, label %b14, !dbg !254

b14:                                              ; preds = %b12
  %.51 = zext i16 %t28 to i32, !dbg !255
  %.52 = shl nuw i32 %.51, 16, !dbg !255
  %.53 = bitcast i32 %.52 to float, !dbg !255
  %.54 = zext i16 %.48 to i32, !dbg !255
  %.55 = shl nuw i32 %.54, 16, !dbg !255
  %.56 = bitcast i32 %.55 to float, !dbg !255
  %.57 = fmul float %.53, %.56, !dbg !255
  %.58 = bitcast float %.57 to i32, !dbg !255
  %.59 = and i32 %.58, 2147483647, !dbg !255
  %.60 = icmp ugt i32 %.59, 2139095040, !dbg !255
  %.61 = lshr i32 %.58, 16, !dbg !255
  %.62 = and i32 %.61, 1, !dbg !255
  %.63 = add i32 %.58, 32767, !dbg !255
  %.64 = add i32 %.63, %.62, !dbg !255
  %.65 = lshr i32 %.64, 16, !dbg !255
  %.67 = or i32 %.61, 64, !dbg !255
  %.68 = select i1 %.60, i32 %.67, i32 %.65, !dbg !255
  %.69 = trunc i32 %.68 to i16, !dbg !255
  br label %b16, !dbg !254

b16:                                              ; preds = %b12, %b14
  %t38 = phi i16 [ %t28.mux, %b12 ], [ %.69, %b14 ]
  %t39 = phi i1 [ %t29.mux, %b12 ], [ true, %b14 ]
  store i16 %t38, ptr addrspace(3) %t16, align 2, !dbg !254
  %.70 = zext i1 %t39 to i8, !dbg !254
  store i8 %.70, ptr addrspace(3) %t17, align 1, !dbg !254
  br label %b17, !dbg !254

b17:                                              ; preds = %b16, %b11
  %t40 = phi i16 [ %t38, %b16 ], [ %t28, %b11 ]
  %t41 = phi i1 [ %t39, %b16 ], [ %t29, %b11 ]
  fence syncscope("workgroup") release, !dbg !254
  tail call void @llvm.amdgcn.s.barrier(), !dbg !254
  fence syncscope("workgroup") acquire, !dbg !254
  %t42 = icmp slt i32 %.2, 32, !dbg !254
  br i1 %t42, label %b18, label %b23, !dbg !254

b18:                                              ; preds = %b17
  %t43 = add nsw i32 %.2, 32, !dbg !254
  %t44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.0, i32 %t43, !dbg !254
  %.71 = load i16, ptr addrspace(3) %t44, align 2, !dbg !254
  %t46 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.1, i32 %t43, !dbg !254
  %.72 = load i8, ptr addrspace(3) %t46, align 1, !dbg !254
  %.73.not9 = icmp eq i8 %.72, 0, !dbg !254
  %t41.not = xor i1 %t41, true, !dbg !254
  %brmerge2 = select i1 %.73.not9, i1 true, i1 %t41.not, !dbg !254
  %t40.mux = select i1 %.73.not9, i16 %t40, i16 %.71, !dbg !254
  %not..73.not9 = xor i1 %.73.not9, true, !dbg !254
  %t41.mux = select i1 %not..73.not9, i1 true, i1 %t41, !dbg !254
  br i1 %brmerge2, label %b23, label %b20, !dbg !254

b20:                                              ; preds = %b18
  %.74 = zext i16 %t40 to i32, !dbg !255
  %.75 = shl nuw i32 %.74, 16, !dbg !255
  %.76 = bitcast i32 %.75 to float, !dbg !255
  %.77 = zext i16 %.71 to i32, !dbg !255
  %.78 = shl nuw i32 %.77, 16, !dbg !255
  %.79 = bitcast i32 %.78 to float, !dbg !255
  %.80 = fmul float %.76, %.79, !dbg !255
  %.81 = bitcast float %.80 to i32, !dbg !255
  %.82 = and i32 %.81, 2147483647, !dbg !255
  %.83 = icmp ugt i32 %.82, 2139095040, !dbg !255
  %.84 = lshr i32 %.81, 16, !dbg !255
  %.85 = and i32 %.84, 1, !dbg !255
  %.86 = add i32 %.81, 32767, !dbg !255
  %.87 = add i32 %.86, %.85, !dbg !255
  %.88 = lshr i32 %.87, 16, !dbg !255
  %.90 = or i32 %.84, 64, !dbg !255
  %.91 = select i1 %.83, i32 %.90, i32 %.88, !dbg !255
  %.92 = trunc i32 %.91 to i16, !dbg !255
  br label %b23, !dbg !254

b23:                                              ; preds = %b18, %b20, %b17
  %t52 = phi i16 [ %t40, %b17 ], [ %t40.mux, %b18 ], [ %.92, %b20 ]
  %t53 = phi i1 [ %t41, %b17 ], [ %t41.mux, %b18 ], [ true, %b20 ]
  br i1 %t42, label %b24, label %b45, !dbg !254

b24:                                              ; preds = %b23
  %.94 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !254
  %.95 = zext i32 %.94 to i64, !dbg !254
  %.96 = add nuw nsw i64 %.95, 16, !dbg !254
  %.97 = icmp ult i32 %.94, 16, !dbg !254
  %.98 = tail call i32 @llvm.read_register.i32(metadata !228) #10, !dbg !254
  %.99 = zext i32 %.98 to i64, !dbg !254
  %.100 = and i64 %.96, 31, !dbg !254
  %7 = shl nuw nsw i64 1, %.100, !dbg !254
  %8 = and i64 %7, %.99, !dbg !254
  %.102 = icmp ne i64 %8, 0, !dbg !254
  %.103 = and i1 %.97, %.102, !dbg !254
  %.104 = trunc i64 %.96 to i32, !dbg !254
  %.105 = shl i32 %.104, 2, !dbg !254
  %.106 = zext i16 %t52 to i32, !dbg !254
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !254
  %.108 = trunc i32 %.107 to i16, !dbg !254
  %t54 = select i1 %.103, i16 %.108, i16 %t52, !dbg !254
  %.122 = zext i1 %t53 to i32, !dbg !254
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.122), !dbg !254
  %9 = and i32 %.123, 1, !dbg !254
  %.124 = icmp ne i32 %9, 0, !dbg !254
  %t55 = select i1 %.103, i1 %.124, i1 %t53, !dbg !254
  %t56 = icmp slt i32 %.2, 16, !dbg !254
  %t57 = and i1 %t56, %t55, !dbg !254
  %10 = select i1 %t57, i1 %t53, i1 false, !dbg !254
  %t52.mux = select i1 %t57, i16 %t54, i16 %t52, !dbg !254
  %t53.mux = select i1 %t57, i1 true, i1 %t53, !dbg !254
  br i1 %10, label %b26, label %b28, !dbg !254

b26:                                              ; preds = %b24
  %.126 = shl nuw i32 %.106, 16, !dbg !255
  %.127 = bitcast i32 %.126 to float, !dbg !255
  %.128 = zext i16 %t54 to i32, !dbg !255
  %.129 = shl nuw i32 %.128, 16, !dbg !255
  %.130 = bitcast i32 %.129 to float, !dbg !255
  %.131 = fmul float %.127, %.130, !dbg !255
  %.132 = bitcast float %.131 to i32, !dbg !255
  %.133 = and i32 %.132, 2147483647, !dbg !255
  %.134 = icmp ugt i32 %.133, 2139095040, !dbg !255
  %.135 = lshr i32 %.132, 16, !dbg !255
  %.136 = and i32 %.135, 1, !dbg !255
  %.137 = add i32 %.132, 32767, !dbg !255
  %.138 = add i32 %.137, %.136, !dbg !255
  %.139 = lshr i32 %.138, 16, !dbg !255
  %.141 = or i32 %.135, 64, !dbg !255
  %.142 = select i1 %.134, i32 %.141, i32 %.139, !dbg !255
  %.143 = trunc i32 %.142 to i16, !dbg !255
  br label %b28, !dbg !254

b28:                                              ; preds = %b24, %b26
  %t60 = phi i16 [ %t52.mux, %b24 ], [ %.143, %b26 ]
  %t61 = phi i1 [ %t53.mux, %b24 ], [ true, %b26 ]
  %.147 = add nuw nsw i64 %.95, 8, !dbg !254
  %.148 = icmp ult i32 %.94, 24, !dbg !254
  %.151 = and i64 %.147, 31, !dbg !254
  %11 = shl nuw nsw i64 1, %.151, !dbg !254
  %12 = and i64 %11, %.99, !dbg !254
  %.153 = icmp ne i64 %12, 0, !dbg !254
  %.154 = and i1 %.148, %.153, !dbg !254
  %.155 = trunc i64 %.147 to i32, !dbg !254
  %.156 = shl i32 %.155, 2, !dbg !254
  %.157 = zext i16 %t60 to i32, !dbg !254
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.157), !dbg !254
  %.159 = trunc i32 %.158 to i16, !dbg !254
  %t62 = select i1 %.154, i16 %.159, i16 %t60, !dbg !254
  %.173 = zext i1 %t61 to i32, !dbg !254
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.173), !dbg !254
  %13 = and i32 %.174, 1, !dbg !254
  %.175 = icmp ne i32 %13, 0, !dbg !254
  %t63 = select i1 %.154, i1 %.175, i1 %t61, !dbg !254
  %t64 = icmp slt i32 %.2, 24, !dbg !254
  %t65 = and i1 %t64, %t63, !dbg !254
  %14 = select i1 %t65, i1 %t61, i1 false, !dbg !254
  %t60.mux = select i1 %t65, i16 %t62, i16 %t60, !dbg !254
  %t61.mux = select i1 %t65, i1 true, i1 %t61, !dbg !254
  br i1 %14, label %b30, label %b32, !dbg !254

b30:                                              ; preds = %b28
  %.177 = shl nuw i32 %.157, 16, !dbg !255
  %.178 = bitcast i32 %.177 to float, !dbg !255
  %.179 = zext i16 %t62 to i32, !dbg !255
  %.180 = shl nuw i32 %.179, 16, !dbg !255
  %.181 = bitcast i32 %.180 to float, !dbg !255
  %.182 = fmul float %.178, %.181, !dbg !255
  %.183 = bitcast float %.182 to i32, !dbg !255
  %.184 = and i32 %.183, 2147483647, !dbg !255
  %.185 = icmp ugt i32 %.184, 2139095040, !dbg !255
  %.186 = lshr i32 %.183, 16, !dbg !255
  %.187 = and i32 %.186, 1, !dbg !255
  %.188 = add i32 %.183, 32767, !dbg !255
  %.189 = add i32 %.188, %.187, !dbg !255
  %.190 = lshr i32 %.189, 16, !dbg !255
  %.192 = or i32 %.186, 64, !dbg !255
  %.193 = select i1 %.185, i32 %.192, i32 %.190, !dbg !255
  %.194 = trunc i32 %.193 to i16, !dbg !255
  br label %b32, !dbg !254

b32:                                              ; preds = %b28, %b30
  %t68 = phi i16 [ %t60.mux, %b28 ], [ %.194, %b30 ]
  %t69 = phi i1 [ %t61.mux, %b28 ], [ true, %b30 ]
  %.198 = add nuw nsw i64 %.95, 4, !dbg !254
  %.199 = icmp ult i32 %.94, 28, !dbg !254
  %.202 = and i64 %.198, 31, !dbg !254
  %15 = shl nuw nsw i64 1, %.202, !dbg !254
  %16 = and i64 %15, %.99, !dbg !254
  %.204 = icmp ne i64 %16, 0, !dbg !254
  %.205 = and i1 %.199, %.204, !dbg !254
  %.206 = trunc i64 %.198 to i32, !dbg !254
  %.207 = shl i32 %.206, 2, !dbg !254
  %.208 = zext i16 %t68 to i32, !dbg !254
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !254
  %.210 = trunc i32 %.209 to i16, !dbg !254
  %t70 = select i1 %.205, i16 %.210, i16 %t68, !dbg !254
  %.224 = zext i1 %t69 to i32, !dbg !254
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !254
  %17 = and i32 %.225, 1, !dbg !254
  %.226 = icmp ne i32 %17, 0, !dbg !254
  %t71 = select i1 %.205, i1 %.226, i1 %t69, !dbg !254
  %t72 = icmp slt i32 %.2, 28, !dbg !254
  %t73 = and i1 %t72, %t71, !dbg !254
  %18 = select i1 %t73, i1 %t69, i1 false, !dbg !254
  %t68.mux = select i1 %t73, i16 %t70, i16 %t68, !dbg !254
  %t69.mux = select i1 %t73, i1 true, i1 %t69, !dbg !254
  br i1 %18, label %b34, label %b36, !dbg !254

b34:                                              ; preds = %b32
  %.228 = shl nuw i32 %.208, 16, !dbg !255
  %.229 = bitcast i32 %.228 to float, !dbg !255
  %.230 = zext i16 %t70 to i32, !dbg !255
  %.231 = shl nuw i32 %.230, 16, !dbg !255
  %.232 = bitcast i32 %.231 to float, !dbg !255
  %.233 = fmul float %.229, %.232, !dbg !255
  %.234 = bitcast float %.233 to i32, !dbg !255
  %.235 = and i32 %.234, 2147483647, !dbg !255
  %.236 = icmp ugt i32 %.235, 2139095040, !dbg !255
  %.237 = lshr i32 %.234, 16, !dbg !255
  %.238 = and i32 %.237, 1, !dbg !255
  %.239 = add i32 %.234, 32767, !dbg !255
  %.240 = add i32 %.239, %.238, !dbg !255
  %.241 = lshr i32 %.240, 16, !dbg !255
  %.243 = or i32 %.237, 64, !dbg !255
  %.244 = select i1 %.236, i32 %.243, i32 %.241, !dbg !255
  %.245 = trunc i32 %.244 to i16, !dbg !255
  br label %b36, !dbg !254

b36:                                              ; preds = %b32, %b34
  %t76 = phi i16 [ %t68.mux, %b32 ], [ %.245, %b34 ]
  %t77 = phi i1 [ %t69.mux, %b32 ], [ true, %b34 ]
  %.249 = add nuw nsw i64 %.95, 2, !dbg !254
  %.250 = icmp ult i32 %.94, 30, !dbg !254
  %.253 = and i64 %.249, 31, !dbg !254
  %19 = shl nuw nsw i64 1, %.253, !dbg !254
  %20 = and i64 %19, %.99, !dbg !254
  %.255 = icmp ne i64 %20, 0, !dbg !254
  %.256 = and i1 %.250, %.255, !dbg !254
  %.257 = trunc i64 %.249 to i32, !dbg !254
  %.258 = shl i32 %.257, 2, !dbg !254
  %.259 = zext i16 %t76 to i32, !dbg !254
  %.260 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.259), !dbg !254
  %.261 = trunc i32 %.260 to i16, !dbg !254
  %t78 = select i1 %.256, i16 %.261, i16 %t76, !dbg !254
  %.275 = zext i1 %t77 to i32, !dbg !254
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.275), !dbg !254
  %21 = and i32 %.276, 1, !dbg !254
  %.277 = icmp ne i32 %21, 0, !dbg !254
  %t79 = select i1 %.256, i1 %.277, i1 %t77, !dbg !254
  %t80 = icmp slt i32 %.2, 30, !dbg !254
  %t81 = and i1 %t80, %t79, !dbg !254
  %22 = select i1 %t81, i1 %t77, i1 false, !dbg !254
  %t76.mux = select i1 %t81, i16 %t78, i16 %t76, !dbg !254
  %t77.mux = select i1 %t81, i1 true, i1 %t77, !dbg !254
  br i1 %22, label %b38, label %b40, !dbg !254

b38:                                              ; preds = %b36
  %.279 = shl nuw i32 %.259, 16, !dbg !255
  %.280 = bitcast i32 %.279 to float, !dbg !255
  %.281 = zext i16 %t78 to i32, !dbg !255
  %.282 = shl nuw i32 %.281, 16, !dbg !255
  %.283 = bitcast i32 %.282 to float, !dbg !255
  %.284 = fmul float %.280, %.283, !dbg !255
  %.285 = bitcast float %.284 to i32, !dbg !255
  %.286 = and i32 %.285, 2147483647, !dbg !255
  %.287 = icmp ugt i32 %.286, 2139095040, !dbg !255
  %.288 = lshr i32 %.285, 16, !dbg !255
  %.289 = and i32 %.288, 1, !dbg !255
  %.290 = add i32 %.285, 32767, !dbg !255
  %.291 = add i32 %.290, %.289, !dbg !255
  %.292 = lshr i32 %.291, 16, !dbg !255
  %.294 = or i32 %.288, 64, !dbg !255
  %.295 = select i1 %.287, i32 %.294, i32 %.292, !dbg !255
  %.296 = trunc i32 %.295 to i16, !dbg !255
  br label %b40, !dbg !254

b40:                                              ; preds = %b36, %b38
  %t84 = phi i16 [ %t76.mux, %b36 ], [ %.296, %b38 ]
  %t85 = phi i1 [ %t77.mux, %b36 ], [ true, %b38 ]
  %.300 = add nuw nsw i64 %.95, 1, !dbg !254
  %.301 = icmp ult i32 %.94, 31, !dbg !254
  %.304 = and i64 %.300, 31, !dbg !254
  %23 = shl nuw nsw i64 1, %.304, !dbg !254
  %24 = and i64 %23, %.99, !dbg !254
  %.306 = icmp ne i64 %24, 0, !dbg !254
  %.307 = and i1 %.301, %.306, !dbg !254
  %.308 = trunc i64 %.300 to i32, !dbg !254
  %.309 = shl i32 %.308, 2, !dbg !254
  %.310 = zext i16 %t84 to i32, !dbg !254
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.310), !dbg !254
  %.312 = trunc i32 %.311 to i16, !dbg !254
  %t86 = select i1 %.307, i16 %.312, i16 %t84, !dbg !254
  %.326 = zext i1 %t85 to i32, !dbg !254
  %.327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.326), !dbg !254
  %25 = and i32 %.327, 1, !dbg !254
  %.328 = icmp ne i32 %25, 0, !dbg !254
  %t87 = select i1 %.307, i1 %.328, i1 %t85, !dbg !254
  %t88 = icmp slt i32 %.2, 31, !dbg !254
  %t89 = and i1 %t88, %t87, !dbg !254
  %26 = select i1 %t89, i1 %t85, i1 false, !dbg !254
  %t84.mux = select i1 %t89, i16 %t86, i16 %t84, !dbg !254
  %t85.mux = select i1 %t89, i1 true, i1 %t85, !dbg !254
  br i1 %26, label %b42, label %b45, !dbg !254

b42:                                              ; preds = %b40
  %.330 = shl nuw i32 %.310, 16, !dbg !255
  %.331 = bitcast i32 %.330 to float, !dbg !255
  %.332 = zext i16 %t86 to i32, !dbg !255
  %.333 = shl nuw i32 %.332, 16, !dbg !255
  %.334 = bitcast i32 %.333 to float, !dbg !255
  %.335 = fmul float %.331, %.334, !dbg !255
  %.336 = bitcast float %.335 to i32, !dbg !255
  %.337 = and i32 %.336, 2147483647, !dbg !255
  %.338 = icmp ugt i32 %.337, 2139095040, !dbg !255
  %.339 = lshr i32 %.336, 16, !dbg !255
  %.340 = and i32 %.339, 1, !dbg !255
  %.341 = add i32 %.336, 32767, !dbg !255
  %.342 = add i32 %.341, %.340, !dbg !255
  %.343 = lshr i32 %.342, 16, !dbg !255
  %.345 = or i32 %.339, 64, !dbg !255
  %.346 = select i1 %.338, i32 %.345, i32 %.343, !dbg !255
  %.347 = trunc i32 %.346 to i16, !dbg !255
  br label %b45, !dbg !254

b45:                                              ; preds = %b40, %b42, %b23
  %t94 = phi i16 [ %t52, %b23 ], [ %t84.mux, %b40 ], [ %.347, %b42 ]
  %t95 = phi i1 [ %t53, %b23 ], [ %t85.mux, %b40 ], [ true, %b42 ]
  %t96 = icmp eq i32 %.2, 0, !dbg !254
  br i1 %t96, label %b46, label %b52, !dbg !254

b46:                                              ; preds = %b45
  %27 = select i1 %t95, i1 %.1, i1 false, !dbg !254
  %a3.mux = select i1 %t95, i16 %t94, i16 %a3, !dbg !254
  %.1.mux = select i1 %t95, i1 true, i1 %.1, !dbg !254
  br i1 %27, label %b48, label %b50, !dbg !254

b48:                                              ; preds = %b46
  %.348 = zext i16 %a3 to i32, !dbg !255
  %.349 = shl nuw i32 %.348, 16, !dbg !255
  %.350 = bitcast i32 %.349 to float, !dbg !255
  %.351 = zext i16 %t94 to i32, !dbg !255
  %.352 = shl nuw i32 %.351, 16, !dbg !255
  %.353 = bitcast i32 %.352 to float, !dbg !255
  %.354 = fmul float %.350, %.353, !dbg !255
  %.355 = bitcast float %.354 to i32, !dbg !255
  %.356 = and i32 %.355, 2147483647, !dbg !255
  %.357 = icmp ugt i32 %.356, 2139095040, !dbg !255
  %.358 = lshr i32 %.355, 16, !dbg !255
  %.359 = and i32 %.358, 1, !dbg !255
  %.360 = add i32 %.355, 32767, !dbg !255
  %.361 = add i32 %.360, %.359, !dbg !255
  %.362 = lshr i32 %.361, 16, !dbg !255
  %.364 = or i32 %.358, 64, !dbg !255
  %.365 = select i1 %.357, i32 %.364, i32 %.362, !dbg !255
  %.366 = trunc i32 %.365 to i16, !dbg !255
  br label %b50, !dbg !254

b50:                                              ; preds = %b46, %b48
  %t99 = phi i16 [ %a3.mux, %b46 ], [ %.366, %b48 ]
  %t100 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t100, label %b51, label %b52, !dbg !254

b51:                                              ; preds = %b50
  store i16 %t99, ptr addrspace(1) %a2, align 2, !dbg !254
  br label %b52, !dbg !254

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !254
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i16 %a2, ptr addrspace(1) readonly %a3, i16 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 !dbg !256 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !257
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !257
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !257
  %t3 = sext i32 %.1 to i64, !dbg !257
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !257
  %t5 = sext i32 %.2 to i64, !dbg !257
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !257
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !257
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !257, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !257
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !257
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !257, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !257
  %.15 = add i32 %.14, %.9, !dbg !257
  %.16 = udiv i32 %.15, %.6, !dbg !257
  %t9 = sext i32 %.16 to i64, !dbg !257
  %t10 = mul nsw i64 %t7, %t5, !dbg !257
  %t11 = add nsw i64 %t10, %t3, !dbg !257
  %t12 = mul nsw i64 %t9, %t7, !dbg !257
  %t141 = icmp slt i64 %t11, %a0, !dbg !257
  br i1 %t141, label %b2, label %b7, !dbg !257

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t26, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !257

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t132, !dbg !257
  %.17 = load i16, ptr addrspace(1) %t15, align 2, !dbg !257
  br label %b4, !dbg !257

b4:                                               ; preds = %b3, %b2
  %t17 = phi i16 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !257

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t132, !dbg !257
  %.18 = load i16, ptr addrspace(1) %t18, align 2, !dbg !257
  br label %b6, !dbg !257

b6:                                               ; preds = %b5, %b4
  %t20 = phi i16 [ %.18, %b5 ], [ %a4, %b4 ]
  %.19 = zext i16 %t17 to i32, !dbg !258
  %.20 = shl nuw i32 %.19, 16, !dbg !258
  %.21 = bitcast i32 %.20 to float, !dbg !258
  %.22 = zext i16 %t20 to i32, !dbg !258
  %.23 = shl nuw i32 %.22, 16, !dbg !258
  %.24 = bitcast i32 %.23 to float, !dbg !258
  %t23 = fdiv float %.21, %.24, !dbg !258
  %.25 = bitcast float %t23 to i32, !dbg !258
  %.26 = and i32 %.25, 2147483647, !dbg !258
  %.27 = icmp ugt i32 %.26, 2139095040, !dbg !258
  %.28 = lshr i32 %.25, 16, !dbg !258
  %.29 = and i32 %.28, 1, !dbg !258
  %.30 = add i32 %.25, 32767, !dbg !258
  %.31 = add i32 %.30, %.29, !dbg !258
  %.32 = lshr i32 %.31, 16, !dbg !258
  %.34 = or i32 %.28, 64, !dbg !258
  %.35 = select i1 %.27, i32 %.34, i32 %.32, !dbg !258
  %.36 = trunc i32 %.35 to i16, !dbg !258
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a5, i64 %t132, !dbg !257
  store i16 %.36, ptr addrspace(1) %t25, align 2, !dbg !257
  %t26 = add i64 %t132, %t12, !dbg !257
  %t14 = icmp slt i64 %t26, %a0, !dbg !257
  br i1 %t14, label %b2, label %b7, !dbg !257

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !257
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !259 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !260
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !260
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !260
  %t3 = sext i32 %.1 to i64, !dbg !260
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !260
  %t5 = sext i32 %.2 to i64, !dbg !260
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !260
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !260
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !260, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !260
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !260
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !260, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !260
  %.15 = add i32 %.14, %.9, !dbg !260
  %.16 = udiv i32 %.15, %.6, !dbg !260
  %t9 = sext i32 %.16 to i64, !dbg !260
  %t10 = mul nsw i64 %t7, %t5, !dbg !260
  %t11 = add nsw i64 %t10, %t3, !dbg !260
  %t12 = mul nsw i64 %t9, %t7, !dbg !260
  %t13 = icmp sgt i64 %a1, 7, !dbg !260
  %t15 = icmp sgt i64 %a1, 6, !dbg !260
  %t17 = icmp sgt i64 %a1, 5, !dbg !260
  %t19 = icmp sgt i64 %a1, 4, !dbg !260
  %t21 = icmp sgt i64 %a1, 3, !dbg !260
  %t23 = icmp sgt i64 %a1, 2, !dbg !260
  %t25 = icmp sgt i64 %a1, 1, !dbg !260
  %t27 = icmp sgt i64 %a1, 0, !dbg !260
  %t291 = icmp slt i64 %t11, %a0, !dbg !260
  br i1 %t291, label %b2, label %b23, !dbg !260

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t152, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !260

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !260
  %t33 = mul i64 %t31, %a9, !dbg !260
  %t34 = sub nuw i64 %t282, %t33, !dbg !260
  %t35 = mul i64 %t34, %a19, !dbg !260
  %t36 = mul i64 %t34, %a29, !dbg !260
  %t37 = mul i64 %t34, %a38, !dbg !260
  br label %b4, !dbg !260

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !260

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !260
  %t45 = mul i64 %t43, %a8, !dbg !260
  %t46 = sub i64 %t38, %t45, !dbg !260
  %t47 = mul i64 %t46, %a18, !dbg !260
  %t48 = add i64 %t47, %t39, !dbg !260
  %t49 = mul i64 %t46, %a28, !dbg !260
  %t50 = add i64 %t49, %t40, !dbg !260
  %t51 = mul i64 %t46, %a37, !dbg !260
  %t52 = add i64 %t51, %t41, !dbg !260
  br label %b6, !dbg !260

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !260

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !260
  %t60 = mul i64 %t58, %a7, !dbg !260
  %t61 = sub i64 %t53, %t60, !dbg !260
  %t62 = mul i64 %t61, %a17, !dbg !260
  %t63 = add i64 %t62, %t54, !dbg !260
  %t64 = mul i64 %t61, %a27, !dbg !260
  %t65 = add i64 %t64, %t55, !dbg !260
  %t66 = mul i64 %t61, %a36, !dbg !260
  %t67 = add i64 %t66, %t56, !dbg !260
  br label %b8, !dbg !260

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !260

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !260
  %t75 = mul i64 %t73, %a6, !dbg !260
  %t76 = sub i64 %t68, %t75, !dbg !260
  %t77 = mul i64 %t76, %a16, !dbg !260
  %t78 = add i64 %t77, %t69, !dbg !260
  %t79 = mul i64 %t76, %a26, !dbg !260
  %t80 = add i64 %t79, %t70, !dbg !260
  %t81 = mul i64 %t76, %a35, !dbg !260
  %t82 = add i64 %t81, %t71, !dbg !260
  br label %b10, !dbg !260

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !260

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !260
  %t90 = mul i64 %t88, %a5, !dbg !260
  %t91 = sub i64 %t83, %t90, !dbg !260
  %t92 = mul i64 %t91, %a15, !dbg !260
  %t93 = add i64 %t92, %t84, !dbg !260
  %t94 = mul i64 %t91, %a25, !dbg !260
  %t95 = add i64 %t94, %t85, !dbg !260
  %t96 = mul i64 %t91, %a34, !dbg !260
  %t97 = add i64 %t96, %t86, !dbg !260
  br label %b12, !dbg !260

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !260

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !260
  %t105 = mul i64 %t103, %a4, !dbg !260
  %t106 = sub i64 %t98, %t105, !dbg !260
  %t107 = mul i64 %t106, %a14, !dbg !260
  %t108 = add i64 %t107, %t99, !dbg !260
  %t109 = mul i64 %t106, %a24, !dbg !260
  %t110 = add i64 %t109, %t100, !dbg !260
  %t111 = mul i64 %t106, %a33, !dbg !260
  %t112 = add i64 %t111, %t101, !dbg !260
  br label %b14, !dbg !260

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !260

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !260
  %t120 = mul i64 %t118, %a3, !dbg !260
  %t121 = sub i64 %t113, %t120, !dbg !260
  %t122 = mul i64 %t121, %a13, !dbg !260
  %t123 = add i64 %t122, %t114, !dbg !260
  %t124 = mul i64 %t121, %a23, !dbg !260
  %t125 = add i64 %t124, %t115, !dbg !260
  %t126 = mul i64 %t121, %a32, !dbg !260
  %t127 = add i64 %t126, %t116, !dbg !260
  br label %b16, !dbg !260

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !260

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !260
  %t133 = add i64 %t129, %t132, !dbg !260
  %t134 = mul i64 %t128, %a22, !dbg !260
  %t135 = add i64 %t130, %t134, !dbg !260
  %t136 = mul i64 %t128, %a31, !dbg !260
  %t137 = add i64 %t131, %t136, !dbg !260
  br label %b18, !dbg !260

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !260

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t138, !dbg !260
  %.17 = load i16, ptr addrspace(1) %t141, align 2, !dbg !260
  br label %b20, !dbg !260

b20:                                              ; preds = %b19, %b18
  %t143 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !260

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t139, !dbg !260
  %.18 = load i16, ptr addrspace(1) %t144, align 2, !dbg !260
  br label %b22, !dbg !260

b22:                                              ; preds = %b21, %b20
  %t146 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  %.19 = zext i16 %t143 to i32, !dbg !261
  %.20 = shl nuw i32 %.19, 16, !dbg !261
  %.21 = bitcast i32 %.20 to float, !dbg !261
  %.22 = zext i16 %t146 to i32, !dbg !261
  %.23 = shl nuw i32 %.22, 16, !dbg !261
  %.24 = bitcast i32 %.23 to float, !dbg !261
  %t149 = fdiv float %.21, %.24, !dbg !261
  %.25 = bitcast float %t149 to i32, !dbg !261
  %.26 = and i32 %.25, 2147483647, !dbg !261
  %.27 = icmp ugt i32 %.26, 2139095040, !dbg !261
  %.28 = lshr i32 %.25, 16, !dbg !261
  %.29 = and i32 %.28, 1, !dbg !261
  %.30 = add i32 %.25, 32767, !dbg !261
  %.31 = add i32 %.30, %.29, !dbg !261
  %.32 = lshr i32 %.31, 16, !dbg !261
  %.34 = or i32 %.28, 64, !dbg !261
  %.35 = select i1 %.27, i32 %.34, i32 %.32, !dbg !261
  %.36 = trunc i32 %.35 to i16, !dbg !261
  %t151 = getelementptr inbounds i16, ptr addrspace(1) %a30, i64 %t140, !dbg !260
  store i16 %.36, ptr addrspace(1) %t151, align 2, !dbg !260
  %t152 = add i64 %t282, %t12, !dbg !260
  %t29 = icmp slt i64 %t152, %a0, !dbg !260
  br i1 %t29, label %b2, label %b23, !dbg !260

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !260
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !262 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !263
  %t3 = sext i32 %.1 to i64, !dbg !263
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !263
  %t5 = sext i32 %.2 to i64, !dbg !263
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !263
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !263
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !263, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !263
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !263
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !263, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !263
  %.15 = add i32 %.14, %.9, !dbg !263
  %.16 = udiv i32 %.15, %.6, !dbg !263
  %t9 = sext i32 %.16 to i64, !dbg !263
  %t10 = mul nsw i64 %t7, %t5, !dbg !263
  %t11 = add nsw i64 %t10, %t3, !dbg !263
  %t12 = mul nsw i64 %t9, %t7, !dbg !263
  %t13 = shl nsw i64 %t12, 1, !dbg !263
  %t14 = icmp slt i64 %t11, %a0, !dbg !263
  br i1 %t14, label %b1, label %b8, !dbg !263

b1:                                               ; preds = %entry
  %t15 = mul i64 %t11, %a2, !dbg !263
  %t16 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t15, !dbg !263
  %.17 = load i16, ptr addrspace(1) %t16, align 2, !dbg !263, !amdgpu.noclobber !6
  %t18 = add nsw i64 %t12, %t11, !dbg !263
  %t19 = sub i64 %a0, %t12, !dbg !263
  %t22 = mul i64 %t13, %a2, !dbg !263
  %t23 = mul i64 %t12, %a2, !dbg !263
  %t3111 = icmp slt i64 %t18, %t19, !dbg !263
  br i1 %t3111, label %b3.preheader, label %b4, !dbg !263

b3.preheader:                                     ; preds = %b1
  %t20 = mul i64 %t18, %a2, !dbg !263
  %t24 = add i64 %t20, %t23, !dbg !263
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t24, !dbg !263
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t20, !dbg !263
  br label %b3, !dbg !263

b3:                                               ; preds = %b3.preheader, %b3
  %t2915 = phi i16 [ %.55, %b3 ], [ %.17, %b3.preheader ]
  %t2814 = phi i64 [ %t42, %b3 ], [ %t18, %b3.preheader ]
  %t2713 = phi ptr addrspace(1) [ %t43, %b3 ], [ %t21, %b3.preheader ]
  %t2612 = phi ptr addrspace(1) [ %t44, %b3 ], [ %t25, %b3.preheader ]
  %.18 = load i16, ptr addrspace(1) %t2713, align 2, !dbg !263
  %.19 = load i16, ptr addrspace(1) %t2612, align 2, !dbg !263
  %.20 = zext i16 %t2915 to i32, !dbg !264
  %.21 = shl nuw i32 %.20, 16, !dbg !264
  %.22 = bitcast i32 %.21 to float, !dbg !264
  %.23 = zext i16 %.18 to i32, !dbg !264
  %.24 = shl nuw i32 %.23, 16, !dbg !264
  %.25 = bitcast i32 %.24 to float, !dbg !264
  %t36 = fdiv float %.22, %.25, !dbg !264
  %.26 = bitcast float %t36 to i32, !dbg !264
  %.27 = and i32 %.26, 2147483647, !dbg !264
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !264
  %.29 = lshr i32 %.26, 16, !dbg !264
  %.30 = and i32 %.29, 1, !dbg !264
  %.31 = add i32 %.26, 32767, !dbg !264
  %.32 = add i32 %.31, %.30, !dbg !264
  %.33 = lshr i32 %.32, 16, !dbg !264
  %.35 = or i32 %.29, 64, !dbg !264
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !264
  %.39 = shl nuw i32 %.36, 16, !dbg !264
  %.40 = bitcast i32 %.39 to float, !dbg !264
  %.41 = zext i16 %.19 to i32, !dbg !264
  %.42 = shl nuw i32 %.41, 16, !dbg !264
  %.43 = bitcast i32 %.42 to float, !dbg !264
  %t40 = fdiv float %.40, %.43, !dbg !264
  %.44 = bitcast float %t40 to i32, !dbg !264
  %.45 = and i32 %.44, 2147483647, !dbg !264
  %.46 = icmp ugt i32 %.45, 2139095040, !dbg !264
  %.47 = lshr i32 %.44, 16, !dbg !264
  %.48 = and i32 %.47, 1, !dbg !264
  %.49 = add i32 %.44, 32767, !dbg !264
  %.50 = add i32 %.49, %.48, !dbg !264
  %.51 = lshr i32 %.50, 16, !dbg !264
  %.53 = or i32 %.47, 64, !dbg !264
  %.54 = select i1 %.46, i32 %.53, i32 %.51, !dbg !264
  %.55 = trunc i32 %.54 to i16, !dbg !264
  %t42 = add i64 %t2814, %t13, !dbg !263
  %t43 = getelementptr inbounds i16, ptr addrspace(1) %t2713, i64 %t22, !dbg !263
  %t44 = getelementptr inbounds i16, ptr addrspace(1) %t2612, i64 %t22, !dbg !263
  %t31 = icmp slt i64 %t42, %t19, !dbg !263
  br i1 %t31, label %b3, label %b4, !dbg !263

b4:                                               ; preds = %b3, %b1
  %t28.lcssa = phi i64 [ %t18, %b1 ], [ %t42, %b3 ]
  %t29.lcssa = phi i16 [ %.17, %b1 ], [ %.55, %b3 ]
  %t5017 = icmp slt i64 %t28.lcssa, %a0, !dbg !263
  br i1 %t5017, label %b6.preheader, label %b8, !dbg !263

b6.preheader:                                     ; preds = %b4
  %t45 = mul i64 %t28.lcssa, %a2, !dbg !263
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t45, !dbg !263
  br label %b6, !dbg !263

b6:                                               ; preds = %b6.preheader, %b6
  %t4920 = phi i16 [ %.74, %b6 ], [ %t29.lcssa, %b6.preheader ]
  %t4819 = phi i64 [ %t56, %b6 ], [ %t28.lcssa, %b6.preheader ]
  %t4718 = phi ptr addrspace(1) [ %t57, %b6 ], [ %t46, %b6.preheader ]
  %.56 = load i16, ptr addrspace(1) %t4718, align 2, !dbg !263
  %0 = insertelement <2 x i16> poison, i16 %t4920, i64 0, !dbg !264
  %1 = insertelement <2 x i16> %0, i16 %.56, i64 1, !dbg !264
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !264
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !264
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !264
  %5 = extractelement <2 x float> %4, i64 0, !dbg !264
  %6 = extractelement <2 x float> %4, i64 1, !dbg !264
  %t54 = fdiv float %5, %6, !dbg !264
  %.63 = bitcast float %t54 to i32, !dbg !264
  %.64 = and i32 %.63, 2147483647, !dbg !264
  %.65 = icmp ugt i32 %.64, 2139095040, !dbg !264
  %.66 = lshr i32 %.63, 16, !dbg !264
  %.67 = and i32 %.66, 1, !dbg !264
  %.68 = add i32 %.63, 32767, !dbg !264
  %.69 = add i32 %.68, %.67, !dbg !264
  %.70 = lshr i32 %.69, 16, !dbg !264
  %.72 = or i32 %.66, 64, !dbg !264
  %.73 = select i1 %.65, i32 %.72, i32 %.70, !dbg !264
  %.74 = trunc i32 %.73 to i16, !dbg !264
  %t56 = add i64 %t4819, %t12, !dbg !263
  %t57 = getelementptr inbounds i16, ptr addrspace(1) %t4718, i64 %t23, !dbg !263
  %t50 = icmp slt i64 %t56, %a0, !dbg !263
  br i1 %t50, label %b6, label %b8, !dbg !263

b8:                                               ; preds = %b6, %b4, %entry
  %t58 = phi i16 [ 0, %entry ], [ %t29.lcssa, %b4 ], [ %.74, %b6 ]
  %t59 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.0, i32 %.1, !dbg !263
  store i16 %t58, ptr addrspace(3) %t59, align 2, !dbg !263
  %t60 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.1, i32 %.1, !dbg !263
  %.75 = zext i1 %t14 to i8, !dbg !263
  store i8 %.75, ptr addrspace(3) %t60, align 1, !dbg !263
  fence syncscope("workgroup") release, !dbg !263
  tail call void @llvm.amdgcn.s.barrier(), !dbg !263
  fence syncscope("workgroup") acquire, !dbg !263
  %t61 = icmp slt i32 %.1, 128, !dbg !263
  br i1 %t61, label %b9, label %b14, !dbg !263

b9:                                               ; preds = %b8
  %t62 = add nsw i32 %.1, 128, !dbg !263
  %t63 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.0, i32 %t62, !dbg !263
  %.76 = load i16, ptr addrspace(3) %t63, align 2, !dbg !263
  %t65 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.1, i32 %t62, !dbg !263
  %.77 = load i8, ptr addrspace(3) %t65, align 1, !dbg !263
  %.78.not10 = icmp eq i8 %.77, 0, !dbg !263
  %t14.not = xor i1 %t14, true, !dbg !263
  %brmerge = select i1 %.78.not10, i1 true, i1 %t14.not, !dbg !263
  %t58.mux = select i1 %.78.not10, i16 %t58, i16 %.76, !dbg !263
  %not..78.not10 = xor i1 %.78.not10, true, !dbg !263
  %t14.mux = select i1 %not..78.not10, i1 true, i1 %t14, !dbg !263
  br i1 %brmerge, label %b13, label %b11, !dbg !263

b11:                                              ; preds = %b9
  %.79 = zext i16 %t58 to i32, !dbg !264
  %.80 = shl nuw i32 %.79, 16, !dbg !264
  %.81 = bitcast i32 %.80 to float, !dbg !264
  %.82 = zext i16 %.76 to i32, !dbg !264
  %.83 = shl nuw i32 %.82, 16, !dbg !264
  %.84 = bitcast i32 %.83 to float, !dbg !264
  %t69 = fdiv float %.81, %.84, !dbg !264
  %.85 = bitcast float %t69 to i32, !dbg !264
  %.86 = and i32 %.85, 2147483647, !dbg !264
  %.87 = icmp ugt i32 %.86, 2139095040, !dbg !264
  %.88 = lshr i32 %.85, 16, !dbg !264
  %.89 = and i32 %.88, 1, !dbg !264
  %.90 = add i32 %.85, 32767, !dbg !264
  %.91 = add i32 %.90, %.89, !dbg !264
  %.92 = lshr i32 %.91, 16, !dbg !264
  %.94 = or i32 %.88, 64, !dbg !264
  %.95 = select i1 %.87, i32 %.94, i32 %.92, !dbg !264
  %.96 = trunc i32 %.95 to i16, !dbg !264
  br label %b13, !dbg !263

b13:                                              ; preds = %b9, %b11
  %t72 = phi i16 [ %t58.mux, %b9 ], [ %.96, %b11 ]
  %t73 = phi i1 [ %t14.mux, %b9 ], [ true, %b11 ]
  store i16 %t72, ptr addrspace(3) %t59, align 2, !dbg !263
  %.97 = zext i1 %t73 to i8, !dbg !263
  store i8 %.97, ptr addrspace(3) %t60, align 1, !dbg !263
  br label %b14, !dbg !263

b14:                                              ; preds = %b13, %b8
  %t74 = phi i16 [ %t72, %b13 ], [ %t58, %b8 ]
  %t75 = phi i1 [ %t73, %b13 ], [ %t14, %b8 ]
  fence syncscope("workgroup") release, !dbg !263
  tail call void @llvm.amdgcn.s.barrier(), !dbg !263
  fence syncscope("workgroup") acquire, !dbg !263
  %t76 = icmp slt i32 %.1, 64, !dbg !263
  br i1 %t76, label %b15, label %b20, !dbg !263

b15:                                              ; preds = %b14
  %t77 = add nsw i32 %.1, 64, !dbg !263
  %t78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.0, i32 %t77, !dbg !263
  %.98 = load i16, ptr addrspace(3) %t78, align 2, !dbg !263
  %t80 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.1, i32 %t77, !dbg !263
  %.99 = load i8, ptr addrspace(3) %t80, align 1, !dbg !263
  %.100.not9 = icmp eq i8 %.99, 0, !dbg !263
  %t75.not = xor i1 %t75, true, !dbg !263
  %brmerge1 = select i1 %.100.not9, i1 true, i1 %t75.not, !dbg !263
  %t74.mux = select i1 %.100.not9, i16 %t74, i16 %.98, !dbg !263
  %not..100.not9 = xor i1 %.100.not9, true, !dbg !263
  %t75.mux = select i1 %not..100.not9, i1 true, i1 %t75, !dbg !263
  br i1 %brmerge1, label %b19, label %b17, !dbg !263

b17:                                              ; preds = %b15
  %.101 = zext i16 %t74 to i32, !dbg !264
  %.102 = shl nuw i32 %.101, 16, !dbg !264
  %.103 = bitcast i32 %.102 to float, !dbg !264
  %.104 = zext i16 %.98 to i32, !dbg !264
  %.105 = shl nuw i32 %.104, 16, !dbg !264
  %.106 = bitcast i32 %.105 to float, !dbg !264
  %t84 = fdiv float %.103, %.106, !dbg !264
  %.107 = bitcast float %t84 to i32, !dbg !264
  %.108 = and i32 %.107, 2147483647, !dbg !264
  %.109 = icmp ugt i32 %.108, 2139095040, !dbg !264
  %.110 = lshr i32 %.107, 16, !dbg !264
  %.111 = and i32 %.110, 1, !dbg !264
  %.112 = add i32 %.107, 32767, !dbg !264
  %.113 = add i32 %.112, %.111, !dbg !264
  %.114 = lshr i32 %.113, 16, !dbg !264
  %.116 = or i32 %.110, 64, !dbg !264
  %.117 = select i1 %.109, i32 %.116, i32 %.114, !dbg !264
  %.118 = trunc i32 %.117 to i16, !dbg !264
  br label %b19, !dbg !263

b19:                                              ; preds = %b15, %b17
  %t87 = phi i16 [ %t74.mux, %b15 ], [ %.118, %b17 ]
  %t88 = phi i1 [ %t75.mux, %b15 ], [ true, %b17 ]
  store i16 %t87, ptr addrspace(3) %t59, align 2, !dbg !263
  %.119 = zext i1 %t88 to i8, !dbg !263
  store i8 %.119, ptr addrspace(3) %t60, align 1, !dbg !263
  br label %b20, !dbg !263

b20:                                              ; preds = %b19, %b14
  %t89 = phi i16 [ %t87, %b19 ], [ %t74, %b14 ]
  %t90 = phi i1 [ %t88, %b19 ], [ %t75, %b14 ]
  fence syncscope("workgroup") release, !dbg !263
  tail call void @llvm.amdgcn.s.barrier(), !dbg !263
  fence syncscope("workgroup") acquire, !dbg !263
  %t91 = icmp slt i32 %.1, 32, !dbg !263
  br i1 %t91, label %b21, label %b26, !dbg !263

b21:                                              ; preds = %b20
  %t92 = add nsw i32 %.1, 32, !dbg !263
  %t93 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.0, i32 %t92, !dbg !263
  %.120 = load i16, ptr addrspace(3) %t93, align 2, !dbg !263
  %t95 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.1, i32 %t92, !dbg !263
  %.121 = load i8, ptr addrspace(3) %t95, align 1, !dbg !263
  %.122.not8 = icmp eq i8 %.121, 0, !dbg !263
  %t90.not = xor i1 %t90, true, !dbg !263
  %brmerge2 = select i1 %.122.not8, i1 true, i1 %t90.not, !dbg !263
  %t89.mux = select i1 %.122.not8, i16 %t89, i16 %.120, !dbg !263
  %not..122.not8 = xor i1 %.122.not8, true, !dbg !263
  %t90.mux = select i1 %not..122.not8, i1 true, i1 %t90, !dbg !263
  br i1 %brmerge2, label %b26, label %b23, !dbg !263

b23:                                              ; preds = %b21
  %.123 = zext i16 %t89 to i32, !dbg !264
  %.124 = shl nuw i32 %.123, 16, !dbg !264
  %.125 = bitcast i32 %.124 to float, !dbg !264
  %.126 = zext i16 %.120 to i32, !dbg !264
  %.127 = shl nuw i32 %.126, 16, !dbg !264
  %.128 = bitcast i32 %.127 to float, !dbg !264
  %t99 = fdiv float %.125, %.128, !dbg !264
  %.129 = bitcast float %t99 to i32, !dbg !264
  %.130 = and i32 %.129, 2147483647, !dbg !264
  %.131 = icmp ugt i32 %.130, 2139095040, !dbg !264
  %.132 = lshr i32 %.129, 16, !dbg !264
  %.133 = and i32 %.132, 1, !dbg !264
  %.134 = add i32 %.129, 32767, !dbg !264
  %.135 = add i32 %.134, %.133, !dbg !264
  %.136 = lshr i32 %.135, 16, !dbg !264
  %.138 = or i32 %.132, 64, !dbg !264
  %.139 = select i1 %.131, i32 %.138, i32 %.136, !dbg !264
  %.140 = trunc i32 %.139 to i16, !dbg !264
  br label %b26, !dbg !263

b26:                                              ; preds = %b21, %b23, %b20
  %t104 = phi i16 [ %t89, %b20 ], [ %t89.mux, %b21 ], [ %.140, %b23 ]
  %t105 = phi i1 [ %t90, %b20 ], [ %t90.mux, %b21 ], [ true, %b23 ]
  br i1 %t91, label %b27, label %b48, !dbg !263

b27:                                              ; preds = %b26
  %.142 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !263
  %.143 = zext i32 %.142 to i64, !dbg !263
  %.144 = add nuw nsw i64 %.143, 16, !dbg !263
  %.145 = icmp ult i32 %.142, 16, !dbg !263
  %.146 = tail call i32 @llvm.read_register.i32(metadata !228) #10, !dbg !263
  %.147 = zext i32 %.146 to i64, !dbg !263
  %.148 = and i64 %.144, 31, !dbg !263
  %7 = shl nuw nsw i64 1, %.148, !dbg !263
  %8 = and i64 %7, %.147, !dbg !263
  %.150 = icmp ne i64 %8, 0, !dbg !263
  %.151 = and i1 %.145, %.150, !dbg !263
  %.152 = trunc i64 %.144 to i32, !dbg !263
  %.153 = shl i32 %.152, 2, !dbg !263
  %.154 = zext i16 %t104 to i32, !dbg !263
  %.155 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.154), !dbg !263
  %.156 = trunc i32 %.155 to i16, !dbg !263
  %t106 = select i1 %.151, i16 %.156, i16 %t104, !dbg !263
  %.170 = zext i1 %t105 to i32, !dbg !263
  %.171 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.170), !dbg !263
  %9 = and i32 %.171, 1, !dbg !263
  %.172 = icmp ne i32 %9, 0, !dbg !263
  %t107 = select i1 %.151, i1 %.172, i1 %t105, !dbg !263
  %t108 = icmp slt i32 %.1, 16, !dbg !263
  %t109 = and i1 %t108, %t107, !dbg !263
  %10 = select i1 %t109, i1 %t105, i1 false, !dbg !263
  %t104.mux = select i1 %t109, i16 %t106, i16 %t104, !dbg !263
  %t105.mux = select i1 %t109, i1 true, i1 %t105, !dbg !263
  br i1 %10, label %b29, label %b31, !dbg !263

b29:                                              ; preds = %b27
  %.174 = shl nuw i32 %.154, 16, !dbg !264
  %.175 = bitcast i32 %.174 to float, !dbg !264
  %.176 = zext i16 %t106 to i32, !dbg !264
  %.177 = shl nuw i32 %.176, 16, !dbg !264
  %.178 = bitcast i32 %.177 to float, !dbg !264
  %t112 = fdiv float %.175, %.178, !dbg !264
  %.179 = bitcast float %t112 to i32, !dbg !264
  %.180 = and i32 %.179, 2147483647, !dbg !264
  %.181 = icmp ugt i32 %.180, 2139095040, !dbg !264
  %.182 = lshr i32 %.179, 16, !dbg !264
  %.183 = and i32 %.182, 1, !dbg !264
  %.184 = add i32 %.179, 32767, !dbg !264
  %.185 = add i32 %.184, %.183, !dbg !264
  %.186 = lshr i32 %.185, 16, !dbg !264
  %.188 = or i32 %.182, 64, !dbg !264
  %.189 = select i1 %.181, i32 %.188, i32 %.186, !dbg !264
  %.190 = trunc i32 %.189 to i16, !dbg !264
  br label %b31, !dbg !263

b31:                                              ; preds = %b27, %b29
  %t115 = phi i16 [ %t104.mux, %b27 ], [ %.190, %b29 ]
  %t116 = phi i1 [ %t105.mux, %b27 ], [ true, %b29 ]
  %.194 = add nuw nsw i64 %.143, 8, !dbg !263
  %.195 = icmp ult i32 %.142, 24, !dbg !263
  %.198 = and i64 %.194, 31, !dbg !263
  %11 = shl nuw nsw i64 1, %.198, !dbg !263
  %12 = and i64 %11, %.147, !dbg !263
  %.200 = icmp ne i64 %12, 0, !dbg !263
  %.201 = and i1 %.195, %.200, !dbg !263
  %.202 = trunc i64 %.194 to i32, !dbg !263
  %.203 = shl i32 %.202, 2, !dbg !263
  %.204 = zext i16 %t115 to i32, !dbg !263
  %.205 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.203, i32 %.204), !dbg !263
  %.206 = trunc i32 %.205 to i16, !dbg !263
  %t117 = select i1 %.201, i16 %.206, i16 %t115, !dbg !263
  %.220 = zext i1 %t116 to i32, !dbg !263
  %.221 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.203, i32 %.220), !dbg !263
  %13 = and i32 %.221, 1, !dbg !263
  %.222 = icmp ne i32 %13, 0, !dbg !263
  %t118 = select i1 %.201, i1 %.222, i1 %t116, !dbg !263
  %t119 = icmp slt i32 %.1, 24, !dbg !263
  %t120 = and i1 %t119, %t118, !dbg !263
  %14 = select i1 %t120, i1 %t116, i1 false, !dbg !263
  %t115.mux = select i1 %t120, i16 %t117, i16 %t115, !dbg !263
  %t116.mux = select i1 %t120, i1 true, i1 %t116, !dbg !263
  br i1 %14, label %b33, label %b35, !dbg !263

b33:                                              ; preds = %b31
  %.224 = shl nuw i32 %.204, 16, !dbg !264
  %.225 = bitcast i32 %.224 to float, !dbg !264
  %.226 = zext i16 %t117 to i32, !dbg !264
  %.227 = shl nuw i32 %.226, 16, !dbg !264
  %.228 = bitcast i32 %.227 to float, !dbg !264
  %t123 = fdiv float %.225, %.228, !dbg !264
  %.229 = bitcast float %t123 to i32, !dbg !264
  %.230 = and i32 %.229, 2147483647, !dbg !264
  %.231 = icmp ugt i32 %.230, 2139095040, !dbg !264
  %.232 = lshr i32 %.229, 16, !dbg !264
  %.233 = and i32 %.232, 1, !dbg !264
  %.234 = add i32 %.229, 32767, !dbg !264
  %.235 = add i32 %.234, %.233, !dbg !264
  %.236 = lshr i32 %.235, 16, !dbg !264
  %.238 = or i32 %.232, 64, !dbg !264
  %.239 = select i1 %.231, i32 %.238, i32 %.236, !dbg !264
  %.240 = trunc i32 %.239 to i16, !dbg !264
  br label %b35, !dbg !263

b35:                                              ; preds = %b31, %b33
  %t126 = phi i16 [ %t115.mux, %b31 ], [ %.240, %b33 ]
  %t127 = phi i1 [ %t116.mux, %b31 ], [ true, %b33 ]
  %.244 = add nuw nsw i64 %.143, 4, !dbg !263
  %.245 = icmp ult i32 %.142, 28, !dbg !263
  %.248 = and i64 %.244, 31, !dbg !263
  %15 = shl nuw nsw i64 1, %.248, !dbg !263
  %16 = and i64 %15, %.147, !dbg !263
  %.250 = icmp ne i64 %16, 0, !dbg !263
  %.251 = and i1 %.245, %.250, !dbg !263
  %.252 = trunc i64 %.244 to i32, !dbg !263
  %.253 = shl i32 %.252, 2, !dbg !263
  %.254 = zext i16 %t126 to i32, !dbg !263
  %.255 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.253, i32 %.254), !dbg !263
  %.256 = trunc i32 %.255 to i16, !dbg !263
  %t128 = select i1 %.251, i16 %.256, i16 %t126, !dbg !263
  %.270 = zext i1 %t127 to i32, !dbg !263
  %.271 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.253, i32 %.270), !dbg !263
  %17 = and i32 %.271, 1, !dbg !263
  %.272 = icmp ne i32 %17, 0, !dbg !263
  %t129 = select i1 %.251, i1 %.272, i1 %t127, !dbg !263
  %t130 = icmp slt i32 %.1, 28, !dbg !263
  %t131 = and i1 %t130, %t129, !dbg !263
  %18 = select i1 %t131, i1 %t127, i1 false, !dbg !263
  %t126.mux = select i1 %t131, i16 %t128, i16 %t126, !dbg !263
  %t127.mux = select i1 %t131, i1 true, i1 %t127, !dbg !263
  br i1 %18, label %b37, label %b39, !dbg !263

b37:                                              ; preds = %b35
  %.274 = shl nuw i32 %.254, 16, !dbg !264
  %.275 = bitcast i32 %.274 to float, !dbg !264
  %.276 = zext i16 %t128 to i32, !dbg !264
  %.277 = shl nuw i32 %.276, 16, !dbg !264
  %.278 = bitcast i32 %.277 to float, !dbg !264
  %t134 = fdiv float %.275, %.278, !dbg !264
  %.279 = bitcast float %t134 to i32, !dbg !264
  %.280 = and i32 %.279, 2147483647, !dbg !264
  %.281 = icmp ugt i32 %.280, 2139095040, !dbg !264
  %.282 = lshr i32 %.279, 16, !dbg !264
  %.283 = and i32 %.282, 1, !dbg !264
  %.284 = add i32 %.279, 32767, !dbg !264
  %.285 = add i32 %.284, %.283, !dbg !264
  %.286 = lshr i32 %.285, 16, !dbg !264
  %.288 = or i32 %.282, 64, !dbg !264
  %.289 = select i1 %.281, i32 %.288, i32 %.286, !dbg !264
  %.290 = trunc i32 %.289 to i16, !dbg !264
  br label %b39, !dbg !263

b39:                                              ; preds = %b35, %b37
  %t137 = phi i16 [ %t126.mux, %b35 ], [ %.290, %b37 ]
  %t138 = phi i1 [ %t127.mux, %b35 ], [ true, %b37 ]
  %.294 = add nuw nsw i64 %.143, 2, !dbg !263
  %.295 = icmp ult i32 %.142, 30, !dbg !263
  %.298 = and i64 %.294, 31, !dbg !263
  %19 = shl nuw nsw i64 1, %.298, !dbg !263
  %20 = and i64 %19, %.147, !dbg !263
  %.300 = icmp ne i64 %20, 0, !dbg !263
  %.301 = and i1 %.295, %.300, !dbg !263
  %.302 = trunc i64 %.294 to i32, !dbg !263
  %.303 = shl i32 %.302, 2, !dbg !263
  %.304 = zext i16 %t137 to i32, !dbg !263
  %.305 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.303, i32 %.304), !dbg !263
  %.306 = trunc i32 %.305 to i16, !dbg !263
  %t139 = select i1 %.301, i16 %.306, i16 %t137, !dbg !263
  %.320 = zext i1 %t138 to i32, !dbg !263
  %.321 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.303, i32 %.320), !dbg !263
  %21 = and i32 %.321, 1, !dbg !263
  %.322 = icmp ne i32 %21, 0, !dbg !263
  %t140 = select i1 %.301, i1 %.322, i1 %t138, !dbg !263
  %t141 = icmp slt i32 %.1, 30, !dbg !263
  %t142 = and i1 %t141, %t140, !dbg !263
  %22 = select i1 %t142, i1 %t138, i1 false, !dbg !263
  %t137.mux = select i1 %t142, i16 %t139, i16 %t137, !dbg !263
  %t138.mux = select i1 %t142, i1 true, i1 %t138, !dbg !263
  br i1 %22, label %b41, label %b43, !dbg !263

b41:                                              ; preds = %b39
  %.324 = shl nuw i32 %.304, 16, !dbg !264
  %.325 = bitcast i32 %.324 to float, !dbg !264
  %.326 = zext i16 %t139 to i32, !dbg !264
  %.327 = shl nuw i32 %.326, 16, !dbg !264
  %.328 = bitcast i32 %.327 to float, !dbg !264
  %t145 = fdiv float %.325, %.328, !dbg !264
  %.329 = bitcast float %t145 to i32, !dbg !264
  %.330 = and i32 %.329, 2147483647, !dbg !264
  %.331 = icmp ugt i32 %.330, 2139095040, !dbg !264
  %.332 = lshr i32 %.329, 16, !dbg !264
  %.333 = and i32 %.332, 1, !dbg !264
  %.334 = add i32 %.329, 32767, !dbg !264
  %.335 = add i32 %.334, %.333, !dbg !264
  %.336 = lshr i32 %.335, 16, !dbg !264
  %.338 = or i32 %.332, 64, !dbg !264
  %.339 = select i1 %.331, i32 %.338, i32 %.336, !dbg !264
  %.340 = trunc i32 %.339 to i16, !dbg !264
  br label %b43, !dbg !263

b43:                                              ; preds = %b39, %b41
  %t148 = phi i16 [ %t137.mux, %b39 ], [ %.340, %b41 ]
  %t149 = phi i1 [ %t138.mux, %b39 ], [ true, %b41 ]
  %.344 = add nuw nsw i64 %.143, 1, !dbg !263
  %.345 = icmp ult i32 %.142, 31, !dbg !263
  %.348 = and i64 %.344, 31, !dbg !263
  %23 = shl nuw nsw i64 1, %.348, !dbg !263
  %24 = and i64 %23, %.147, !dbg !263
  %.350 = icmp ne i64 %24, 0, !dbg !263
  %.351 = and i1 %.345, %.350, !dbg !263
  %.352 = trunc i64 %.344 to i32, !dbg !263
  %.353 = shl i32 %.352, 2, !dbg !263
  %.354 = zext i16 %t148 to i32, !dbg !263
  %.355 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.353, i32 %.354), !dbg !263
  %.356 = trunc i32 %.355 to i16, !dbg !263
  %t150 = select i1 %.351, i16 %.356, i16 %t148, !dbg !263
  %.370 = zext i1 %t149 to i32, !dbg !263
  %.371 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.353, i32 %.370), !dbg !263
  %25 = and i32 %.371, 1, !dbg !263
  %.372 = icmp ne i32 %25, 0, !dbg !263
  %t151 = select i1 %.351, i1 %.372, i1 %t149, !dbg !263
  %t152 = icmp slt i32 %.1, 31, !dbg !263
  %t153 = and i1 %t152, %t151, !dbg !263
  %26 = select i1 %t153, i1 %t149, i1 false, !dbg !263
  %t148.mux = select i1 %t153, i16 %t150, i16 %t148, !dbg !263
  %t149.mux = select i1 %t153, i1 true, i1 %t149, !dbg !263
  br i1 %26, label %b45, label %b48, !dbg !263

b45:                                              ; preds = %b43
  %.374 = shl nuw i32 %.354, 16, !dbg !264
  %.375 = bitcast i32 %.374 to float, !dbg !264
  %.376 = zext i16 %t150 to i32, !dbg !264
  %.377 = shl nuw i32 %.376, 16, !dbg !264
  %.378 = bitcast i32 %.377 to float, !dbg !264
  %t156 = fdiv float %.375, %.378, !dbg !264
  %.379 = bitcast float %t156 to i32, !dbg !264
  %.380 = and i32 %.379, 2147483647, !dbg !264
  %.381 = icmp ugt i32 %.380, 2139095040, !dbg !264
  %.382 = lshr i32 %.379, 16, !dbg !264
  %.383 = and i32 %.382, 1, !dbg !264
  %.384 = add i32 %.379, 32767, !dbg !264
  %.385 = add i32 %.384, %.383, !dbg !264
  %.386 = lshr i32 %.385, 16, !dbg !264
  %.388 = or i32 %.382, 64, !dbg !264
  %.389 = select i1 %.381, i32 %.388, i32 %.386, !dbg !264
  %.390 = trunc i32 %.389 to i16, !dbg !264
  br label %b48, !dbg !263

b48:                                              ; preds = %b43, %b45, %b26
  %t161 = phi i16 [ %t104, %b26 ], [ %t148.mux, %b43 ], [ %.390, %b45 ]
  %t162 = phi i1 [ %t105, %b26 ], [ %t149.mux, %b43 ], [ true, %b45 ]
  %t163 = icmp eq i32 %.1, 0, !dbg !263
  %t164 = and i1 %t163, %t162, !dbg !263
  br i1 %t164, label %b49, label %b50, !dbg !263

b49:                                              ; preds = %b48
  %t165 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t5, !dbg !263
  store i16 %t161, ptr addrspace(1) %t165, align 2, !dbg !263
  br label %b50, !dbg !263

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !263
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i16 %a3, i8 %a4) local_unnamed_addr #2 !dbg !265 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !266
  %t3 = sext i32 %.2 to i64, !dbg !266
  %t4 = icmp slt i64 %t3, %a0, !dbg !266
  br i1 %t4, label %b1, label %b5, !dbg !266

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t3, !dbg !266
  %.3 = load i16, ptr addrspace(1) %t5, align 2, !dbg !266, !amdgpu.noclobber !6
  %t812 = add nsw i64 %t3, 256, !dbg !266
  %t1013 = icmp slt i64 %t812, %a0, !dbg !266
  br i1 %t1013, label %b3, label %b5, !dbg !266

b3:                                               ; preds = %b1, %b3
  %t815 = phi i64 [ %t8, %b3 ], [ %t812, %b1 ]
  %t914 = phi i16 [ %.22, %b3 ], [ %.3, %b1 ]
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t815, !dbg !266
  %.4 = load i16, ptr addrspace(1) %t11, align 2, !dbg !266, !amdgpu.noclobber !6
  %0 = insertelement <2 x i16> poison, i16 %t914, i64 0, !dbg !267
  %1 = insertelement <2 x i16> %0, i16 %.4, i64 1, !dbg !267
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !267
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !267
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !267
  %5 = extractelement <2 x float> %4, i64 0, !dbg !267
  %6 = extractelement <2 x float> %4, i64 1, !dbg !267
  %t15 = fdiv float %5, %6, !dbg !267
  %.11 = bitcast float %t15 to i32, !dbg !267
  %.12 = and i32 %.11, 2147483647, !dbg !267
  %.13 = icmp ugt i32 %.12, 2139095040, !dbg !267
  %.14 = lshr i32 %.11, 16, !dbg !267
  %.15 = and i32 %.14, 1, !dbg !267
  %.16 = add i32 %.11, 32767, !dbg !267
  %.17 = add i32 %.16, %.15, !dbg !267
  %.18 = lshr i32 %.17, 16, !dbg !267
  %.20 = or i32 %.14, 64, !dbg !267
  %.21 = select i1 %.13, i32 %.20, i32 %.18, !dbg !267
  %.22 = trunc i32 %.21 to i16, !dbg !267
  %t8 = add i64 %t815, 256, !dbg !266
  %t10 = icmp slt i64 %t8, %a0, !dbg !266
  br i1 %t10, label %b3, label %b5, !dbg !266

b5:                                               ; preds = %b3, %b1, %entry
  %t18 = phi i16 [ 0, %entry ], [ %.3, %b1 ], [ %.22, %b3 ]
  %t19 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.0, i32 %.2, !dbg !266
  store i16 %t18, ptr addrspace(3) %t19, align 2, !dbg !266
  %t20 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.1, i32 %.2, !dbg !266
  %.23 = zext i1 %t4 to i8, !dbg !266
  store i8 %.23, ptr addrspace(3) %t20, align 1, !dbg !266
  fence syncscope("workgroup") release, !dbg !266
  tail call void @llvm.amdgcn.s.barrier(), !dbg !266
  fence syncscope("workgroup") acquire, !dbg !266
  %t21 = icmp slt i32 %.2, 128, !dbg !266
  br i1 %t21, label %b6, label %b11, !dbg !266

b6:                                               ; preds = %b5
  %t22 = add nsw i32 %.2, 128, !dbg !266
  %t23 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.0, i32 %t22, !dbg !266
  %.24 = load i16, ptr addrspace(3) %t23, align 2, !dbg !266
  %t25 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.1, i32 %t22, !dbg !266
  %.25 = load i8, ptr addrspace(3) %t25, align 1, !dbg !266
  %.26.not11 = icmp eq i8 %.25, 0, !dbg !266
  %t4.not = xor i1 %t4, true, !dbg !266
  %brmerge = select i1 %.26.not11, i1 true, i1 %t4.not, !dbg !266
  %t18.mux = select i1 %.26.not11, i16 %t18, i16 %.24, !dbg !266
  %not..26.not11 = xor i1 %.26.not11, true, !dbg !266
  %t4.mux = select i1 %not..26.not11, i1 true, i1 %t4, !dbg !266
  br i1 %brmerge, label %b10, label %b8, !dbg !266

b8:                                               ; preds = %b6
  %.27 = zext i16 %t18 to i32, !dbg !267
  %.28 = shl nuw i32 %.27, 16, !dbg !267
  %.29 = bitcast i32 %.28 to float, !dbg !267
  %.30 = zext i16 %.24 to i32, !dbg !267
  %.31 = shl nuw i32 %.30, 16, !dbg !267
  %.32 = bitcast i32 %.31 to float, !dbg !267
  %t29 = fdiv float %.29, %.32, !dbg !267
  %.33 = bitcast float %t29 to i32, !dbg !267
  %.34 = and i32 %.33, 2147483647, !dbg !267
  %.35 = icmp ugt i32 %.34, 2139095040, !dbg !267
  %.36 = lshr i32 %.33, 16, !dbg !267
  %.37 = and i32 %.36, 1, !dbg !267
  %.38 = add i32 %.33, 32767, !dbg !267
  %.39 = add i32 %.38, %.37, !dbg !267
  %.40 = lshr i32 %.39, 16, !dbg !267
  %.42 = or i32 %.36, 64, !dbg !267
  %.43 = select i1 %.35, i32 %.42, i32 %.40, !dbg !267
  %.44 = trunc i32 %.43 to i16, !dbg !267
  br label %b10, !dbg !266

b10:                                              ; preds = %b6, %b8
  %t32 = phi i16 [ %t18.mux, %b6 ], [ %.44, %b8 ]
  %t33 = phi i1 [ %t4.mux, %b6 ], [ true, %b8 ]
  store i16 %t32, ptr addrspace(3) %t19, align 2, !dbg !266
  %.45 = zext i1 %t33 to i8, !dbg !266
  store i8 %.45, ptr addrspace(3) %t20, align 1, !dbg !266
  br label %b11, !dbg !266

b11:                                              ; preds = %b10, %b5
  %t34 = phi i16 [ %t32, %b10 ], [ %t18, %b5 ]
  %t35 = phi i1 [ %t33, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !266
  tail call void @llvm.amdgcn.s.barrier(), !dbg !266
  fence syncscope("workgroup") acquire, !dbg !266
  %t36 = icmp slt i32 %.2, 64, !dbg !266
  br i1 %t36, label %b12, label %b17, !dbg !266

b12:                                              ; preds = %b11
  %t37 = add nsw i32 %.2, 64, !dbg !266
  %t38 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.0, i32 %t37, !dbg !266
  %.46 = load i16, ptr addrspace(3) %t38, align 2, !dbg !266
  %t40 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.1, i32 %t37, !dbg !266
  %.47 = load i8, ptr addrspace(3) %t40, align 1, !dbg !266
  %.48.not10 = icmp eq i8 %.47, 0, !dbg !266
  %t35.not = xor i1 %t35, true, !dbg !266
  %brmerge1 = select i1 %.48.not10, i1 true, i1 %t35.not, !dbg !266
  %t34.mux = select i1 %.48.not10, i16 %t34, i16 %.46, !dbg !266
  %not..48.not10 = xor i1 %.48.not10, true, !dbg !266
  %t35.mux = select i1 %not..48.not10, i1 true, i1 %t35, !dbg !266
  br i1 %brmerge1, label %b16, label %b14, !dbg !266

b14:                                              ; preds = %b12
  %.49 = zext i16 %t34 to i32, !dbg !267
  %.50 = shl nuw i32 %.49, 16, !dbg !267
  %.51 = bitcast i32 %.50 to float, !dbg !267
  %.52 = zext i16 %.46 to i32, !dbg !267
  %.53 = shl nuw i32 %.52, 16, !dbg !267
  %.54 = bitcast i32 %.53 to float, !dbg !267
  %t44 = fdiv float %.51, %.54, !dbg !267
  %.55 = bitcast float %t44 to i32, !dbg !267
  %.56 = and i32 %.55, 2147483647, !dbg !267
  %.57 = icmp ugt i32 %.56, 2139095040, !dbg !267
  %.58 = lshr i32 %.55, 16, !dbg !267
  %.59 = and i32 %.58, 1, !dbg !267
  %.60 = add i32 %.55, 32767, !dbg !267
  %.61 = add i32 %.60, %.59, !dbg !267
  %.62 = lshr i32 %.61, 16, !dbg !267
  %.64 = or i32 %.58, 64, !dbg !267
  %.65 = select i1 %.57, i32 %.64, i32 %.62, !dbg !267
  %.66 = trunc i32 %.65 to i16, !dbg !267
  br label %b16, !dbg !266

b16:                                              ; preds = %b12, %b14
  %t47 = phi i16 [ %t34.mux, %b12 ], [ %.66, %b14 ]
  %t48 = phi i1 [ %t35.mux, %b12 ], [ true, %b14 ]
  store i16 %t47, ptr addrspace(3) %t19, align 2, !dbg !266
  %.67 = zext i1 %t48 to i8, !dbg !266
  store i8 %.67, ptr addrspace(3) %t20, align 1, !dbg !266
  br label %b17, !dbg !266

b17:                                              ; preds = %b16, %b11
  %t49 = phi i16 [ %t47, %b16 ], [ %t34, %b11 ]
  %t50 = phi i1 [ %t48, %b16 ], [ %t35, %b11 ]
  fence syncscope("workgroup") release, !dbg !266
  tail call void @llvm.amdgcn.s.barrier(), !dbg !266
  fence syncscope("workgroup") acquire, !dbg !266
  %t51 = icmp slt i32 %.2, 32, !dbg !266
  br i1 %t51, label %b18, label %b23, !dbg !266

b18:                                              ; preds = %b17
  %t52 = add nsw i32 %.2, 32, !dbg !266
  %t53 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.0, i32 %t52, !dbg !266
  %.68 = load i16, ptr addrspace(3) %t53, align 2, !dbg !266
  %t55 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.1, i32 %t52, !dbg !266
  %.69 = load i8, ptr addrspace(3) %t55, align 1, !dbg !266
  %.70.not9 = icmp eq i8 %.69, 0, !dbg !266
  %t50.not = xor i1 %t50, true, !dbg !266
  %brmerge2 = select i1 %.70.not9, i1 true, i1 %t50.not, !dbg !266
  %t49.mux = select i1 %.70.not9, i16 %t49, i16 %.68, !dbg !266
  %not..70.not9 = xor i1 %.70.not9, true, !dbg !266
  %t50.mux = select i1 %not..70.not9, i1 true, i1 %t50, !dbg !266
  br i1 %brmerge2, label %b23, label %b20, !dbg !266

b20:                                              ; preds = %b18
  %.71 = zext i16 %t49 to i32, !dbg !267
  %.72 = shl nuw i32 %.71, 16, !dbg !267
  %.73 = bitcast i32 %.72 to float, !dbg !267
  %.74 = zext i16 %.68 to i32, !dbg !267
  %.75 = shl nuw i32 %.74, 16, !dbg !267
  %.76 = bitcast i32 %.75 to float, !dbg !267
  %t59 = fdiv float %.73, %.76, !dbg !267
  %.77 = bitcast float %t59 to i32, !dbg !267
  %.78 = and i32 %.77, 2147483647, !dbg !267
  %.79 = icmp ugt i32 %.78, 2139095040, !dbg !267
  %.80 = lshr i32 %.77, 16, !dbg !267
  %.81 = and i32 %.80, 1, !dbg !267
  %.82 = add i32 %.77, 32767, !dbg !267
  %.83 = add i32 %.82, %.81, !dbg !267
  %.84 = lshr i32 %.83, 16, !dbg !267
  %.86 = or i32 %.80, 64, !dbg !267
  %.87 = select i1 %.79, i32 %.86, i32 %.84, !dbg !267
  %.88 = trunc i32 %.87 to i16, !dbg !267
  br label %b23, !dbg !266

b23:                                              ; preds = %b18, %b20, %b17
  %t64 = phi i16 [ %t49, %b17 ], [ %t49.mux, %b18 ], [ %.88, %b20 ]
  %t65 = phi i1 [ %t50, %b17 ], [ %t50.mux, %b18 ], [ true, %b20 ]
  br i1 %t51, label %b24, label %b45, !dbg !266

b24:                                              ; preds = %b23
  %.90 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !266
  %.91 = zext i32 %.90 to i64, !dbg !266
  %.92 = add nuw nsw i64 %.91, 16, !dbg !266
  %.93 = icmp ult i32 %.90, 16, !dbg !266
  %.94 = tail call i32 @llvm.read_register.i32(metadata !228) #10, !dbg !266
  %.95 = zext i32 %.94 to i64, !dbg !266
  %.96 = and i64 %.92, 31, !dbg !266
  %7 = shl nuw nsw i64 1, %.96, !dbg !266
  %8 = and i64 %7, %.95, !dbg !266
  %.98 = icmp ne i64 %8, 0, !dbg !266
  %.99 = and i1 %.93, %.98, !dbg !266
  %.100 = trunc i64 %.92 to i32, !dbg !266
  %.101 = shl i32 %.100, 2, !dbg !266
  %.102 = zext i16 %t64 to i32, !dbg !266
  %.103 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.101, i32 %.102), !dbg !266
  %.104 = trunc i32 %.103 to i16, !dbg !266
  %t66 = select i1 %.99, i16 %.104, i16 %t64, !dbg !266
  %.118 = zext i1 %t65 to i32, !dbg !266
  %.119 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.101, i32 %.118), !dbg !266
  %9 = and i32 %.119, 1, !dbg !266
  %.120 = icmp ne i32 %9, 0, !dbg !266
  %t67 = select i1 %.99, i1 %.120, i1 %t65, !dbg !266
  %t68 = icmp slt i32 %.2, 16, !dbg !266
  %t69 = and i1 %t68, %t67, !dbg !266
  %10 = select i1 %t69, i1 %t65, i1 false, !dbg !266
  %t64.mux = select i1 %t69, i16 %t66, i16 %t64, !dbg !266
  %t65.mux = select i1 %t69, i1 true, i1 %t65, !dbg !266
  br i1 %10, label %b26, label %b28, !dbg !266

b26:                                              ; preds = %b24
  %.122 = shl nuw i32 %.102, 16, !dbg !267
  %.123 = bitcast i32 %.122 to float, !dbg !267
  %.124 = zext i16 %t66 to i32, !dbg !267
  %.125 = shl nuw i32 %.124, 16, !dbg !267
  %.126 = bitcast i32 %.125 to float, !dbg !267
  %t72 = fdiv float %.123, %.126, !dbg !267
  %.127 = bitcast float %t72 to i32, !dbg !267
  %.128 = and i32 %.127, 2147483647, !dbg !267
  %.129 = icmp ugt i32 %.128, 2139095040, !dbg !267
  %.130 = lshr i32 %.127, 16, !dbg !267
  %.131 = and i32 %.130, 1, !dbg !267
  %.132 = add i32 %.127, 32767, !dbg !267
  %.133 = add i32 %.132, %.131, !dbg !267
  %.134 = lshr i32 %.133, 16, !dbg !267
  %.136 = or i32 %.130, 64, !dbg !267
  %.137 = select i1 %.129, i32 %.136, i32 %.134, !dbg !267
  %.138 = trunc i32 %.137 to i16, !dbg !267
  br label %b28, !dbg !266

b28:                                              ; preds = %b24, %b26
  %t75 = phi i16 [ %t64.mux, %b24 ], [ %.138, %b26 ]
  %t76 = phi i1 [ %t65.mux, %b24 ], [ true, %b26 ]
  %.142 = add nuw nsw i64 %.91, 8, !dbg !266
  %.143 = icmp ult i32 %.90, 24, !dbg !266
  %.146 = and i64 %.142, 31, !dbg !266
  %11 = shl nuw nsw i64 1, %.146, !dbg !266
  %12 = and i64 %11, %.95, !dbg !266
  %.148 = icmp ne i64 %12, 0, !dbg !266
  %.149 = and i1 %.143, %.148, !dbg !266
  %.150 = trunc i64 %.142 to i32, !dbg !266
  %.151 = shl i32 %.150, 2, !dbg !266
  %.152 = zext i16 %t75 to i32, !dbg !266
  %.153 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.151, i32 %.152), !dbg !266
  %.154 = trunc i32 %.153 to i16, !dbg !266
  %t77 = select i1 %.149, i16 %.154, i16 %t75, !dbg !266
  %.168 = zext i1 %t76 to i32, !dbg !266
  %.169 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.151, i32 %.168), !dbg !266
  %13 = and i32 %.169, 1, !dbg !266
  %.170 = icmp ne i32 %13, 0, !dbg !266
  %t78 = select i1 %.149, i1 %.170, i1 %t76, !dbg !266
  %t79 = icmp slt i32 %.2, 24, !dbg !266
  %t80 = and i1 %t79, %t78, !dbg !266
  %14 = select i1 %t80, i1 %t76, i1 false, !dbg !266
  %t75.mux = select i1 %t80, i16 %t77, i16 %t75, !dbg !266
  %t76.mux = select i1 %t80, i1 true, i1 %t76, !dbg !266
  br i1 %14, label %b30, label %b32, !dbg !266

b30:                                              ; preds = %b28
  %.172 = shl nuw i32 %.152, 16, !dbg !267
  %.173 = bitcast i32 %.172 to float, !dbg !267
  %.174 = zext i16 %t77 to i32, !dbg !267
  %.175 = shl nuw i32 %.174, 16, !dbg !267
  %.176 = bitcast i32 %.175 to float, !dbg !267
  %t83 = fdiv float %.173, %.176, !dbg !267
  %.177 = bitcast float %t83 to i32, !dbg !267
  %.178 = and i32 %.177, 2147483647, !dbg !267
  %.179 = icmp ugt i32 %.178, 2139095040, !dbg !267
  %.180 = lshr i32 %.177, 16, !dbg !267
  %.181 = and i32 %.180, 1, !dbg !267
  %.182 = add i32 %.177, 32767, !dbg !267
  %.183 = add i32 %.182, %.181, !dbg !267
  %.184 = lshr i32 %.183, 16, !dbg !267
  %.186 = or i32 %.180, 64, !dbg !267
  %.187 = select i1 %.179, i32 %.186, i32 %.184, !dbg !267
  %.188 = trunc i32 %.187 to i16, !dbg !267
  br label %b32, !dbg !266

b32:                                              ; preds = %b28, %b30
  %t86 = phi i16 [ %t75.mux, %b28 ], [ %.188, %b30 ]
  %t87 = phi i1 [ %t76.mux, %b28 ], [ true, %b30 ]
  %.192 = add nuw nsw i64 %.91, 4, !dbg !266
  %.193 = icmp ult i32 %.90, 28, !dbg !266
  %.196 = and i64 %.192, 31, !dbg !266
  %15 = shl nuw nsw i64 1, %.196, !dbg !266
  %16 = and i64 %15, %.95, !dbg !266
  %.198 = icmp ne i64 %16, 0, !dbg !266
  %.199 = and i1 %.193, %.198, !dbg !266
  %.200 = trunc i64 %.192 to i32, !dbg !266
  %.201 = shl i32 %.200, 2, !dbg !266
  %.202 = zext i16 %t86 to i32, !dbg !266
  %.203 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.201, i32 %.202), !dbg !266
  %.204 = trunc i32 %.203 to i16, !dbg !266
  %t88 = select i1 %.199, i16 %.204, i16 %t86, !dbg !266
  %.218 = zext i1 %t87 to i32, !dbg !266
  %.219 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.201, i32 %.218), !dbg !266
  %17 = and i32 %.219, 1, !dbg !266
  %.220 = icmp ne i32 %17, 0, !dbg !266
  %t89 = select i1 %.199, i1 %.220, i1 %t87, !dbg !266
  %t90 = icmp slt i32 %.2, 28, !dbg !266
  %t91 = and i1 %t90, %t89, !dbg !266
  %18 = select i1 %t91, i1 %t87, i1 false, !dbg !266
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !266
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !266
  br i1 %18, label %b34, label %b36, !dbg !266

b34:                                              ; preds = %b32
  %.222 = shl nuw i32 %.202, 16, !dbg !267
  %.223 = bitcast i32 %.222 to float, !dbg !267
  %.224 = zext i16 %t88 to i32, !dbg !267
  %.225 = shl nuw i32 %.224, 16, !dbg !267
  %.226 = bitcast i32 %.225 to float, !dbg !267
  %t94 = fdiv float %.223, %.226, !dbg !267
  %.227 = bitcast float %t94 to i32, !dbg !267
  %.228 = and i32 %.227, 2147483647, !dbg !267
  %.229 = icmp ugt i32 %.228, 2139095040, !dbg !267
  %.230 = lshr i32 %.227, 16, !dbg !267
  %.231 = and i32 %.230, 1, !dbg !267
  %.232 = add i32 %.227, 32767, !dbg !267
  %.233 = add i32 %.232, %.231, !dbg !267
  %.234 = lshr i32 %.233, 16, !dbg !267
  %.236 = or i32 %.230, 64, !dbg !267
  %.237 = select i1 %.229, i32 %.236, i32 %.234, !dbg !267
  %.238 = trunc i32 %.237 to i16, !dbg !267
  br label %b36, !dbg !266

b36:                                              ; preds = %b32, %b34
  %t97 = phi i16 [ %t86.mux, %b32 ], [ %.238, %b34 ]
  %t98 = phi i1 [ %t87.mux, %b32 ], [ true, %b34 ]
  %.242 = add nuw nsw i64 %.91, 2, !dbg !266
  %.243 = icmp ult i32 %.90, 30, !dbg !266
  %.246 = and i64 %.242, 31, !dbg !266
  %19 = shl nuw nsw i64 1, %.246, !dbg !266
  %20 = and i64 %19, %.95, !dbg !266
  %.248 = icmp ne i64 %20, 0, !dbg !266
  %.249 = and i1 %.243, %.248, !dbg !266
  %.250 = trunc i64 %.242 to i32, !dbg !266
  %.251 = shl i32 %.250, 2, !dbg !266
  %.252 = zext i16 %t97 to i32, !dbg !266
  %.253 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.251, i32 %.252), !dbg !266
  %.254 = trunc i32 %.253 to i16, !dbg !266
  %t99 = select i1 %.249, i16 %.254, i16 %t97, !dbg !266
  %.268 = zext i1 %t98 to i32, !dbg !266
  %.269 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.251, i32 %.268), !dbg !266
  %21 = and i32 %.269, 1, !dbg !266
  %.270 = icmp ne i32 %21, 0, !dbg !266
  %t100 = select i1 %.249, i1 %.270, i1 %t98, !dbg !266
  %t101 = icmp slt i32 %.2, 30, !dbg !266
  %t102 = and i1 %t101, %t100, !dbg !266
  %22 = select i1 %t102, i1 %t98, i1 false, !dbg !266
  %t97.mux = select i1 %t102, i16 %t99, i16 %t97, !dbg !266
  %t98.mux = select i1 %t102, i1 true, i1 %t98, !dbg !266
  br i1 %22, label %b38, label %b40, !dbg !266

b38:                                              ; preds = %b36
  %.272 = shl nuw i32 %.252, 16, !dbg !267
  %.273 = bitcast i32 %.272 to float, !dbg !267
  %.274 = zext i16 %t99 to i32, !dbg !267
  %.275 = shl nuw i32 %.274, 16, !dbg !267
  %.276 = bitcast i32 %.275 to float, !dbg !267
  %t105 = fdiv float %.273, %.276, !dbg !267
  %.277 = bitcast float %t105 to i32, !dbg !267
  %.278 = and i32 %.277, 2147483647, !dbg !267
  %.279 = icmp ugt i32 %.278, 2139095040, !dbg !267
  %.280 = lshr i32 %.277, 16, !dbg !267
  %.281 = and i32 %.280, 1, !dbg !267
  %.282 = add i32 %.277, 32767, !dbg !267
  %.283 = add i32 %.282, %.281, !dbg !267
  %.284 = lshr i32 %.283, 16, !dbg !267
  %.286 = or i32 %.280, 64, !dbg !267
  %.287 = select i1 %.279, i32 %.286, i32 %.284, !dbg !267
  %.288 = trunc i32 %.287 to i16, !dbg !267
  br label %b40, !dbg !266

b40:                                              ; preds = %b36, %b38
  %t108 = phi i16 [ %t97.mux, %b36 ], [ %.288, %b38 ]
  %t109 = phi i1 [ %t98.mux, %b36 ], [ true, %b38 ]
  %.292 = add nuw nsw i64 %.91, 1, !dbg !266
  %.293 = icmp ult i32 %.90, 31, !dbg !266
  %.296 = and i64 %.292, 31, !dbg !266
  %23 = shl nuw nsw i64 1, %.296, !dbg !266
  %24 = and i64 %23, %.95, !dbg !266
  %.298 = icmp ne i64 %24, 0, !dbg !266
  %.299 = and i1 %.293, %.298, !dbg !266
  %.300 = trunc i64 %.292 to i32, !dbg !266
  %.301 = shl i32 %.300, 2, !dbg !266
  %.302 = zext i16 %t108 to i32, !dbg !266
  %.303 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.301, i32 %.302), !dbg !266
  %.304 = trunc i32 %.303 to i16, !dbg !266
  %t110 = select i1 %.299, i16 %.304, i16 %t108, !dbg !266
  %.318 = zext i1 %t109 to i32, !dbg !266
  %.319 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.301, i32 %.318), !dbg !266
  %25 = and i32 %.319, 1, !dbg !266
  %.320 = icmp ne i32 %25, 0, !dbg !266
  %t111 = select i1 %.299, i1 %.320, i1 %t109, !dbg !266
  %t112 = icmp slt i32 %.2, 31, !dbg !266
  %t113 = and i1 %t112, %t111, !dbg !266
  %26 = select i1 %t113, i1 %t109, i1 false, !dbg !266
  %t108.mux = select i1 %t113, i16 %t110, i16 %t108, !dbg !266
  %t109.mux = select i1 %t113, i1 true, i1 %t109, !dbg !266
  br i1 %26, label %b42, label %b45, !dbg !266

b42:                                              ; preds = %b40
  %.322 = shl nuw i32 %.302, 16, !dbg !267
  %.323 = bitcast i32 %.322 to float, !dbg !267
  %.324 = zext i16 %t110 to i32, !dbg !267
  %.325 = shl nuw i32 %.324, 16, !dbg !267
  %.326 = bitcast i32 %.325 to float, !dbg !267
  %t116 = fdiv float %.323, %.326, !dbg !267
  %.327 = bitcast float %t116 to i32, !dbg !267
  %.328 = and i32 %.327, 2147483647, !dbg !267
  %.329 = icmp ugt i32 %.328, 2139095040, !dbg !267
  %.330 = lshr i32 %.327, 16, !dbg !267
  %.331 = and i32 %.330, 1, !dbg !267
  %.332 = add i32 %.327, 32767, !dbg !267
  %.333 = add i32 %.332, %.331, !dbg !267
  %.334 = lshr i32 %.333, 16, !dbg !267
  %.336 = or i32 %.330, 64, !dbg !267
  %.337 = select i1 %.329, i32 %.336, i32 %.334, !dbg !267
  %.338 = trunc i32 %.337 to i16, !dbg !267
  br label %b45, !dbg !266

b45:                                              ; preds = %b40, %b42, %b23
  %t121 = phi i16 [ %t64, %b23 ], [ %t108.mux, %b40 ], [ %.338, %b42 ]
  %t122 = phi i1 [ %t65, %b23 ], [ %t109.mux, %b40 ], [ true, %b42 ]
  %t123 = icmp eq i32 %.2, 0, !dbg !266
  br i1 %t123, label %b46, label %b52, !dbg !266

b46:                                              ; preds = %b45
  %27 = select i1 %t122, i1 %.1, i1 false, !dbg !266
  %a3.mux = select i1 %t122, i16 %t121, i16 %a3, !dbg !266
  %.1.mux = select i1 %t122, i1 true, i1 %.1, !dbg !266
  br i1 %27, label %b48, label %b50, !dbg !266

b48:                                              ; preds = %b46
  %.339 = zext i16 %a3 to i32, !dbg !267
  %.340 = shl nuw i32 %.339, 16, !dbg !267
  %.341 = bitcast i32 %.340 to float, !dbg !267
  %.342 = zext i16 %t121 to i32, !dbg !267
  %.343 = shl nuw i32 %.342, 16, !dbg !267
  %.344 = bitcast i32 %.343 to float, !dbg !267
  %t126 = fdiv float %.341, %.344, !dbg !267
  %.345 = bitcast float %t126 to i32, !dbg !267
  %.346 = and i32 %.345, 2147483647, !dbg !267
  %.347 = icmp ugt i32 %.346, 2139095040, !dbg !267
  %.348 = lshr i32 %.345, 16, !dbg !267
  %.349 = and i32 %.348, 1, !dbg !267
  %.350 = add i32 %.345, 32767, !dbg !267
  %.351 = add i32 %.350, %.349, !dbg !267
  %.352 = lshr i32 %.351, 16, !dbg !267
  %.354 = or i32 %.348, 64, !dbg !267
  %.355 = select i1 %.347, i32 %.354, i32 %.352, !dbg !267
  %.356 = trunc i32 %.355 to i16, !dbg !267
  br label %b50, !dbg !266

b50:                                              ; preds = %b46, %b48
  %t129 = phi i16 [ %a3.mux, %b46 ], [ %.356, %b48 ]
  %t130 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t130, label %b51, label %b52, !dbg !266

b51:                                              ; preds = %b50
  store i16 %t129, ptr addrspace(1) %a2, align 2, !dbg !266
  br label %b52, !dbg !266

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !266
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Square_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i16 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #4 !dbg !268 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !269
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !269
  %t2 = sext i32 %.1 to i64, !dbg !269
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !269
  %t4 = sext i32 %.2 to i64, !dbg !269
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !269
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !269
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !269, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !269
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !269
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !269, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !269
  %.15 = add i32 %.14, %.9, !dbg !269
  %.16 = udiv i32 %.15, %.6, !dbg !269
  %t8 = sext i32 %.16 to i64, !dbg !269
  %t9 = mul nsw i64 %t6, %t4, !dbg !269
  %t10 = add nsw i64 %t9, %t2, !dbg !269
  %t11 = mul nsw i64 %t8, %t6, !dbg !269
  %t131 = icmp slt i64 %t10, %a0, !dbg !269
  br i1 %t131, label %b2, label %b5, !dbg !269

b2:                                               ; preds = %entry, %b4
  %t122 = phi i64 [ %t19, %b4 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !269

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t122, !dbg !269
  %.17 = load i16, ptr addrspace(1) %t14, align 2, !dbg !269
  br label %b4, !dbg !269

b4:                                               ; preds = %b3, %b2
  %t16 = phi i16 [ %.17, %b3 ], [ %a2, %b2 ]
  %.18 = zext i16 %t16 to i32, !dbg !270
  %.19 = shl nuw i32 %.18, 16, !dbg !270
  %.20 = bitcast i32 %.19 to float, !dbg !270
  %.24 = fmul float %.20, %.20, !dbg !270
  %.25 = bitcast float %.24 to i32, !dbg !270
  %.26 = and i32 %.25, 2147483647, !dbg !270
  %.27 = icmp ugt i32 %.26, 2139095040, !dbg !270
  %.28 = lshr i32 %.25, 16, !dbg !270
  %.29 = and i32 %.28, 1, !dbg !270
  %.30 = add i32 %.25, 32767, !dbg !270
  %.31 = add i32 %.30, %.29, !dbg !270
  %.32 = lshr i32 %.31, 16, !dbg !270
  %.34 = or i32 %.28, 64, !dbg !270
  %.35 = select i1 %.27, i32 %.34, i32 %.32, !dbg !270
  %.36 = trunc i32 %.35 to i16, !dbg !270
  %t18 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t122, !dbg !269
  store i16 %.36, ptr addrspace(1) %t18, align 2, !dbg !269
  %t19 = add i64 %t122, %t11, !dbg !269
  %t13 = icmp slt i64 %t19, %a0, !dbg !269
  br i1 %t13, label %b2, label %b5, !dbg !269

b5:                                               ; preds = %b4, %entry
  ret void, !dbg !269
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Square_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #4 !dbg !271 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !272
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !272
  %t2 = sext i32 %.1 to i64, !dbg !272
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !272
  %t4 = sext i32 %.2 to i64, !dbg !272
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !272
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !272
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !272, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !272
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !272
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !272, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !272
  %.15 = add i32 %.14, %.9, !dbg !272
  %.16 = udiv i32 %.15, %.6, !dbg !272
  %t8 = sext i32 %.16 to i64, !dbg !272
  %t9 = mul nsw i64 %t6, %t4, !dbg !272
  %t10 = add nsw i64 %t9, %t2, !dbg !272
  %t11 = mul nsw i64 %t8, %t6, !dbg !272
  %t12 = icmp sgt i64 %a1, 7, !dbg !272
  %t14 = icmp sgt i64 %a1, 6, !dbg !272
  %t16 = icmp sgt i64 %a1, 5, !dbg !272
  %t18 = icmp sgt i64 %a1, 4, !dbg !272
  %t20 = icmp sgt i64 %a1, 3, !dbg !272
  %t22 = icmp sgt i64 %a1, 2, !dbg !272
  %t24 = icmp sgt i64 %a1, 1, !dbg !272
  %t26 = icmp sgt i64 %a1, 0, !dbg !272
  %t281 = icmp slt i64 %t10, %a0, !dbg !272
  br i1 %t281, label %b2, label %b21, !dbg !272

b2:                                               ; preds = %entry, %b20
  %t272 = phi i64 [ %t122, %b20 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !272

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t272, %a9, !dbg !272
  %t32 = mul i64 %t30, %a9, !dbg !272
  %t33 = sub nuw i64 %t272, %t32, !dbg !272
  %t34 = mul i64 %t33, %a19, !dbg !272
  %t35 = mul i64 %t33, %a28, !dbg !272
  br label %b4, !dbg !272

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t272, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !272

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !272
  %t42 = mul i64 %t40, %a8, !dbg !272
  %t43 = sub i64 %t36, %t42, !dbg !272
  %t44 = mul i64 %t43, %a18, !dbg !272
  %t45 = add i64 %t44, %t37, !dbg !272
  %t46 = mul i64 %t43, %a27, !dbg !272
  %t47 = add i64 %t46, %t38, !dbg !272
  br label %b6, !dbg !272

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !272

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !272
  %t54 = mul i64 %t52, %a7, !dbg !272
  %t55 = sub i64 %t48, %t54, !dbg !272
  %t56 = mul i64 %t55, %a17, !dbg !272
  %t57 = add i64 %t56, %t49, !dbg !272
  %t58 = mul i64 %t55, %a26, !dbg !272
  %t59 = add i64 %t58, %t50, !dbg !272
  br label %b8, !dbg !272

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !272

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !272
  %t66 = mul i64 %t64, %a6, !dbg !272
  %t67 = sub i64 %t60, %t66, !dbg !272
  %t68 = mul i64 %t67, %a16, !dbg !272
  %t69 = add i64 %t68, %t61, !dbg !272
  %t70 = mul i64 %t67, %a25, !dbg !272
  %t71 = add i64 %t70, %t62, !dbg !272
  br label %b10, !dbg !272

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !272

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !272
  %t78 = mul i64 %t76, %a5, !dbg !272
  %t79 = sub i64 %t72, %t78, !dbg !272
  %t80 = mul i64 %t79, %a15, !dbg !272
  %t81 = add i64 %t80, %t73, !dbg !272
  %t82 = mul i64 %t79, %a24, !dbg !272
  %t83 = add i64 %t82, %t74, !dbg !272
  br label %b12, !dbg !272

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !272

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !272
  %t90 = mul i64 %t88, %a4, !dbg !272
  %t91 = sub i64 %t84, %t90, !dbg !272
  %t92 = mul i64 %t91, %a14, !dbg !272
  %t93 = add i64 %t92, %t85, !dbg !272
  %t94 = mul i64 %t91, %a23, !dbg !272
  %t95 = add i64 %t94, %t86, !dbg !272
  br label %b14, !dbg !272

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !272

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !272
  %t102 = mul i64 %t100, %a3, !dbg !272
  %t103 = sub i64 %t96, %t102, !dbg !272
  %t104 = mul i64 %t103, %a13, !dbg !272
  %t105 = add i64 %t104, %t97, !dbg !272
  %t106 = mul i64 %t103, %a22, !dbg !272
  %t107 = add i64 %t106, %t98, !dbg !272
  br label %b16, !dbg !272

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !272

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !272
  %t112 = add i64 %t109, %t111, !dbg !272
  %t113 = mul i64 %t108, %a21, !dbg !272
  %t114 = add i64 %t110, %t113, !dbg !272
  br label %b18, !dbg !272

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !272

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t115, !dbg !272
  %.17 = load i16, ptr addrspace(1) %t117, align 2, !dbg !272
  br label %b20, !dbg !272

b20:                                              ; preds = %b19, %b18
  %t119 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  %.18 = zext i16 %t119 to i32, !dbg !273
  %.19 = shl nuw i32 %.18, 16, !dbg !273
  %.20 = bitcast i32 %.19 to float, !dbg !273
  %.24 = fmul float %.20, %.20, !dbg !273
  %.25 = bitcast float %.24 to i32, !dbg !273
  %.26 = and i32 %.25, 2147483647, !dbg !273
  %.27 = icmp ugt i32 %.26, 2139095040, !dbg !273
  %.28 = lshr i32 %.25, 16, !dbg !273
  %.29 = and i32 %.28, 1, !dbg !273
  %.30 = add i32 %.25, 32767, !dbg !273
  %.31 = add i32 %.30, %.29, !dbg !273
  %.32 = lshr i32 %.31, 16, !dbg !273
  %.34 = or i32 %.28, 64, !dbg !273
  %.35 = select i1 %.27, i32 %.34, i32 %.32, !dbg !273
  %.36 = trunc i32 %.35 to i16, !dbg !273
  %t121 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t116, !dbg !272
  store i16 %.36, ptr addrspace(1) %t121, align 2, !dbg !272
  %t122 = add i64 %t272, %t11, !dbg !272
  %t28 = icmp slt i64 %t122, %a0, !dbg !272
  br i1 %t28, label %b2, label %b21, !dbg !272

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !272
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Eq_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i16 %a2, ptr addrspace(1) readonly %a3, i16 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 !dbg !274 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !275
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !275
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !275
  %t3 = sext i32 %.1 to i64, !dbg !275
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !275
  %t5 = sext i32 %.2 to i64, !dbg !275
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !275
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !275
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !275, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !275
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !275
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !275, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !275
  %.15 = add i32 %.14, %.9, !dbg !275
  %.16 = udiv i32 %.15, %.6, !dbg !275
  %t9 = sext i32 %.16 to i64, !dbg !275
  %t10 = mul nsw i64 %t7, %t5, !dbg !275
  %t11 = add nsw i64 %t10, %t3, !dbg !275
  %t12 = mul nsw i64 %t9, %t7, !dbg !275
  %t141 = icmp slt i64 %t11, %a0, !dbg !275
  br i1 %t141, label %b2, label %b7, !dbg !275

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t25, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !275

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t132, !dbg !275
  %.17 = load i16, ptr addrspace(1) %t15, align 2, !dbg !275
  br label %b4, !dbg !275

b4:                                               ; preds = %b3, %b2
  %t17 = phi i16 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !275

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t132, !dbg !275
  %.18 = load i16, ptr addrspace(1) %t18, align 2, !dbg !275
  br label %b6, !dbg !275

b6:                                               ; preds = %b5, %b4
  %t20 = phi i16 [ %.18, %b5 ], [ %a4, %b4 ]
  %.19 = zext i16 %t17 to i32, !dbg !276
  %.20 = shl nuw i32 %.19, 16, !dbg !276
  %.21 = bitcast i32 %.20 to float, !dbg !276
  %.22 = zext i16 %t20 to i32, !dbg !276
  %.23 = shl nuw i32 %.22, 16, !dbg !276
  %.24 = bitcast i32 %.23 to float, !dbg !276
  %t23 = fcmp oeq float %.21, %.24, !dbg !276
  %t24 = getelementptr inbounds i8, ptr addrspace(1) %a5, i64 %t132, !dbg !275
  %.25 = zext i1 %t23 to i8, !dbg !275
  store i8 %.25, ptr addrspace(1) %t24, align 1, !dbg !275
  %t25 = add i64 %t132, %t12, !dbg !275
  %t14 = icmp slt i64 %t25, %a0, !dbg !275
  br i1 %t14, label %b2, label %b7, !dbg !275

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !275
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Eq_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !277 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !278
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !278
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !278
  %t3 = sext i32 %.1 to i64, !dbg !278
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !278
  %t5 = sext i32 %.2 to i64, !dbg !278
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !278
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !278
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !278, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !278
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !278
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !278, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !278
  %.15 = add i32 %.14, %.9, !dbg !278
  %.16 = udiv i32 %.15, %.6, !dbg !278
  %t9 = sext i32 %.16 to i64, !dbg !278
  %t10 = mul nsw i64 %t7, %t5, !dbg !278
  %t11 = add nsw i64 %t10, %t3, !dbg !278
  %t12 = mul nsw i64 %t9, %t7, !dbg !278
  %t13 = icmp sgt i64 %a1, 7, !dbg !278
  %t15 = icmp sgt i64 %a1, 6, !dbg !278
  %t17 = icmp sgt i64 %a1, 5, !dbg !278
  %t19 = icmp sgt i64 %a1, 4, !dbg !278
  %t21 = icmp sgt i64 %a1, 3, !dbg !278
  %t23 = icmp sgt i64 %a1, 2, !dbg !278
  %t25 = icmp sgt i64 %a1, 1, !dbg !278
  %t27 = icmp sgt i64 %a1, 0, !dbg !278
  %t291 = icmp slt i64 %t11, %a0, !dbg !278
  br i1 %t291, label %b2, label %b23, !dbg !278

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t151, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !278

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !278
  %t33 = mul i64 %t31, %a9, !dbg !278
  %t34 = sub nuw i64 %t282, %t33, !dbg !278
  %t35 = mul i64 %t34, %a19, !dbg !278
  %t36 = mul i64 %t34, %a29, !dbg !278
  %t37 = mul i64 %t34, %a38, !dbg !278
  br label %b4, !dbg !278

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !278

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !278
  %t45 = mul i64 %t43, %a8, !dbg !278
  %t46 = sub i64 %t38, %t45, !dbg !278
  %t47 = mul i64 %t46, %a18, !dbg !278
  %t48 = add i64 %t47, %t39, !dbg !278
  %t49 = mul i64 %t46, %a28, !dbg !278
  %t50 = add i64 %t49, %t40, !dbg !278
  %t51 = mul i64 %t46, %a37, !dbg !278
  %t52 = add i64 %t51, %t41, !dbg !278
  br label %b6, !dbg !278

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !278

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !278
  %t60 = mul i64 %t58, %a7, !dbg !278
  %t61 = sub i64 %t53, %t60, !dbg !278
  %t62 = mul i64 %t61, %a17, !dbg !278
  %t63 = add i64 %t62, %t54, !dbg !278
  %t64 = mul i64 %t61, %a27, !dbg !278
  %t65 = add i64 %t64, %t55, !dbg !278
  %t66 = mul i64 %t61, %a36, !dbg !278
  %t67 = add i64 %t66, %t56, !dbg !278
  br label %b8, !dbg !278

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !278

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !278
  %t75 = mul i64 %t73, %a6, !dbg !278
  %t76 = sub i64 %t68, %t75, !dbg !278
  %t77 = mul i64 %t76, %a16, !dbg !278
  %t78 = add i64 %t77, %t69, !dbg !278
  %t79 = mul i64 %t76, %a26, !dbg !278
  %t80 = add i64 %t79, %t70, !dbg !278
  %t81 = mul i64 %t76, %a35, !dbg !278
  %t82 = add i64 %t81, %t71, !dbg !278
  br label %b10, !dbg !278

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !278

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !278
  %t90 = mul i64 %t88, %a5, !dbg !278
  %t91 = sub i64 %t83, %t90, !dbg !278
  %t92 = mul i64 %t91, %a15, !dbg !278
  %t93 = add i64 %t92, %t84, !dbg !278
  %t94 = mul i64 %t91, %a25, !dbg !278
  %t95 = add i64 %t94, %t85, !dbg !278
  %t96 = mul i64 %t91, %a34, !dbg !278
  %t97 = add i64 %t96, %t86, !dbg !278
  br label %b12, !dbg !278

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !278

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !278
  %t105 = mul i64 %t103, %a4, !dbg !278
  %t106 = sub i64 %t98, %t105, !dbg !278
  %t107 = mul i64 %t106, %a14, !dbg !278
  %t108 = add i64 %t107, %t99, !dbg !278
  %t109 = mul i64 %t106, %a24, !dbg !278
  %t110 = add i64 %t109, %t100, !dbg !278
  %t111 = mul i64 %t106, %a33, !dbg !278
  %t112 = add i64 %t111, %t101, !dbg !278
  br label %b14, !dbg !278

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !278

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !278
  %t120 = mul i64 %t118, %a3, !dbg !278
  %t121 = sub i64 %t113, %t120, !dbg !278
  %t122 = mul i64 %t121, %a13, !dbg !278
  %t123 = add i64 %t122, %t114, !dbg !278
  %t124 = mul i64 %t121, %a23, !dbg !278
  %t125 = add i64 %t124, %t115, !dbg !278
  %t126 = mul i64 %t121, %a32, !dbg !278
  %t127 = add i64 %t126, %t116, !dbg !278
  br label %b16, !dbg !278

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !278

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !278
  %t133 = add i64 %t129, %t132, !dbg !278
  %t134 = mul i64 %t128, %a22, !dbg !278
  %t135 = add i64 %t130, %t134, !dbg !278
  %t136 = mul i64 %t128, %a31, !dbg !278
  %t137 = add i64 %t131, %t136, !dbg !278
  br label %b18, !dbg !278

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !278

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t138, !dbg !278
  %.17 = load i16, ptr addrspace(1) %t141, align 2, !dbg !278
  br label %b20, !dbg !278

b20:                                              ; preds = %b19, %b18
  %t143 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !278

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t139, !dbg !278
  %.18 = load i16, ptr addrspace(1) %t144, align 2, !dbg !278
  br label %b22, !dbg !278

b22:                                              ; preds = %b21, %b20
  %t146 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  %.19 = zext i16 %t143 to i32, !dbg !279
  %.20 = shl nuw i32 %.19, 16, !dbg !279
  %.21 = bitcast i32 %.20 to float, !dbg !279
  %.22 = zext i16 %t146 to i32, !dbg !279
  %.23 = shl nuw i32 %.22, 16, !dbg !279
  %.24 = bitcast i32 %.23 to float, !dbg !279
  %t149 = fcmp oeq float %.21, %.24, !dbg !279
  %t150 = getelementptr inbounds i8, ptr addrspace(1) %a30, i64 %t140, !dbg !278
  %.25 = zext i1 %t149 to i8, !dbg !278
  store i8 %.25, ptr addrspace(1) %t150, align 1, !dbg !278
  %t151 = add i64 %t282, %t12, !dbg !278
  %t29 = icmp slt i64 %t151, %a0, !dbg !278
  br i1 %t29, label %b2, label %b23, !dbg !278

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !278
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Lt_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i16 %a2, ptr addrspace(1) readonly %a3, i16 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 !dbg !280 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !281
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !281
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !281
  %t3 = sext i32 %.1 to i64, !dbg !281
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !281
  %t5 = sext i32 %.2 to i64, !dbg !281
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !281
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !281
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !281, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !281
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !281
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !281, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !281
  %.15 = add i32 %.14, %.9, !dbg !281
  %.16 = udiv i32 %.15, %.6, !dbg !281
  %t9 = sext i32 %.16 to i64, !dbg !281
  %t10 = mul nsw i64 %t7, %t5, !dbg !281
  %t11 = add nsw i64 %t10, %t3, !dbg !281
  %t12 = mul nsw i64 %t9, %t7, !dbg !281
  %t141 = icmp slt i64 %t11, %a0, !dbg !281
  br i1 %t141, label %b2, label %b7, !dbg !281

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t25, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !281

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t132, !dbg !281
  %.17 = load i16, ptr addrspace(1) %t15, align 2, !dbg !281
  br label %b4, !dbg !281

b4:                                               ; preds = %b3, %b2
  %t17 = phi i16 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !281

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t132, !dbg !281
  %.18 = load i16, ptr addrspace(1) %t18, align 2, !dbg !281
  br label %b6, !dbg !281

b6:                                               ; preds = %b5, %b4
  %t20 = phi i16 [ %.18, %b5 ], [ %a4, %b4 ]
  %.19 = zext i16 %t17 to i32, !dbg !282
  %.20 = shl nuw i32 %.19, 16, !dbg !282
  %.21 = bitcast i32 %.20 to float, !dbg !282
  %.22 = zext i16 %t20 to i32, !dbg !282
  %.23 = shl nuw i32 %.22, 16, !dbg !282
  %.24 = bitcast i32 %.23 to float, !dbg !282
  %t23 = fcmp olt float %.21, %.24, !dbg !282
  %t24 = getelementptr inbounds i8, ptr addrspace(1) %a5, i64 %t132, !dbg !281
  %.25 = zext i1 %t23 to i8, !dbg !281
  store i8 %.25, ptr addrspace(1) %t24, align 1, !dbg !281
  %t25 = add i64 %t132, %t12, !dbg !281
  %t14 = icmp slt i64 %t25, %a0, !dbg !281
  br i1 %t14, label %b2, label %b7, !dbg !281

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !281
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Lt_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !283 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !284
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !284
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !284
  %t3 = sext i32 %.1 to i64, !dbg !284
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !284
  %t5 = sext i32 %.2 to i64, !dbg !284
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !284
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !284
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !284, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !284
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !284
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !284, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !284
  %.15 = add i32 %.14, %.9, !dbg !284
  %.16 = udiv i32 %.15, %.6, !dbg !284
  %t9 = sext i32 %.16 to i64, !dbg !284
  %t10 = mul nsw i64 %t7, %t5, !dbg !284
  %t11 = add nsw i64 %t10, %t3, !dbg !284
  %t12 = mul nsw i64 %t9, %t7, !dbg !284
  %t13 = icmp sgt i64 %a1, 7, !dbg !284
  %t15 = icmp sgt i64 %a1, 6, !dbg !284
  %t17 = icmp sgt i64 %a1, 5, !dbg !284
  %t19 = icmp sgt i64 %a1, 4, !dbg !284
  %t21 = icmp sgt i64 %a1, 3, !dbg !284
  %t23 = icmp sgt i64 %a1, 2, !dbg !284
  %t25 = icmp sgt i64 %a1, 1, !dbg !284
  %t27 = icmp sgt i64 %a1, 0, !dbg !284
  %t291 = icmp slt i64 %t11, %a0, !dbg !284
  br i1 %t291, label %b2, label %b23, !dbg !284

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t151, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !284

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !284
  %t33 = mul i64 %t31, %a9, !dbg !284
  %t34 = sub nuw i64 %t282, %t33, !dbg !284
  %t35 = mul i64 %t34, %a19, !dbg !284
  %t36 = mul i64 %t34, %a29, !dbg !284
  %t37 = mul i64 %t34, %a38, !dbg !284
  br label %b4, !dbg !284

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !284

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !284
  %t45 = mul i64 %t43, %a8, !dbg !284
  %t46 = sub i64 %t38, %t45, !dbg !284
  %t47 = mul i64 %t46, %a18, !dbg !284
  %t48 = add i64 %t47, %t39, !dbg !284
  %t49 = mul i64 %t46, %a28, !dbg !284
  %t50 = add i64 %t49, %t40, !dbg !284
  %t51 = mul i64 %t46, %a37, !dbg !284
  %t52 = add i64 %t51, %t41, !dbg !284
  br label %b6, !dbg !284

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !284

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !284
  %t60 = mul i64 %t58, %a7, !dbg !284
  %t61 = sub i64 %t53, %t60, !dbg !284
  %t62 = mul i64 %t61, %a17, !dbg !284
  %t63 = add i64 %t62, %t54, !dbg !284
  %t64 = mul i64 %t61, %a27, !dbg !284
  %t65 = add i64 %t64, %t55, !dbg !284
  %t66 = mul i64 %t61, %a36, !dbg !284
  %t67 = add i64 %t66, %t56, !dbg !284
  br label %b8, !dbg !284

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !284

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !284
  %t75 = mul i64 %t73, %a6, !dbg !284
  %t76 = sub i64 %t68, %t75, !dbg !284
  %t77 = mul i64 %t76, %a16, !dbg !284
  %t78 = add i64 %t77, %t69, !dbg !284
  %t79 = mul i64 %t76, %a26, !dbg !284
  %t80 = add i64 %t79, %t70, !dbg !284
  %t81 = mul i64 %t76, %a35, !dbg !284
  %t82 = add i64 %t81, %t71, !dbg !284
  br label %b10, !dbg !284

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !284

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !284
  %t90 = mul i64 %t88, %a5, !dbg !284
  %t91 = sub i64 %t83, %t90, !dbg !284
  %t92 = mul i64 %t91, %a15, !dbg !284
  %t93 = add i64 %t92, %t84, !dbg !284
  %t94 = mul i64 %t91, %a25, !dbg !284
  %t95 = add i64 %t94, %t85, !dbg !284
  %t96 = mul i64 %t91, %a34, !dbg !284
  %t97 = add i64 %t96, %t86, !dbg !284
  br label %b12, !dbg !284

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !284

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !284
  %t105 = mul i64 %t103, %a4, !dbg !284
  %t106 = sub i64 %t98, %t105, !dbg !284
  %t107 = mul i64 %t106, %a14, !dbg !284
  %t108 = add i64 %t107, %t99, !dbg !284
  %t109 = mul i64 %t106, %a24, !dbg !284
  %t110 = add i64 %t109, %t100, !dbg !284
  %t111 = mul i64 %t106, %a33, !dbg !284
  %t112 = add i64 %t111, %t101, !dbg !284
  br label %b14, !dbg !284

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !284

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !284
  %t120 = mul i64 %t118, %a3, !dbg !284
  %t121 = sub i64 %t113, %t120, !dbg !284
  %t122 = mul i64 %t121, %a13, !dbg !284
  %t123 = add i64 %t122, %t114, !dbg !284
  %t124 = mul i64 %t121, %a23, !dbg !284
  %t125 = add i64 %t124, %t115, !dbg !284
  %t126 = mul i64 %t121, %a32, !dbg !284
  %t127 = add i64 %t126, %t116, !dbg !284
  br label %b16, !dbg !284

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !284

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !284
  %t133 = add i64 %t129, %t132, !dbg !284
  %t134 = mul i64 %t128, %a22, !dbg !284
  %t135 = add i64 %t130, %t134, !dbg !284
  %t136 = mul i64 %t128, %a31, !dbg !284
  %t137 = add i64 %t131, %t136, !dbg !284
  br label %b18, !dbg !284

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !284

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t138, !dbg !284
  %.17 = load i16, ptr addrspace(1) %t141, align 2, !dbg !284
  br label %b20, !dbg !284

b20:                                              ; preds = %b19, %b18
  %t143 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !284

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t139, !dbg !284
  %.18 = load i16, ptr addrspace(1) %t144, align 2, !dbg !284
  br label %b22, !dbg !284

b22:                                              ; preds = %b21, %b20
  %t146 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  %.19 = zext i16 %t143 to i32, !dbg !285
  %.20 = shl nuw i32 %.19, 16, !dbg !285
  %.21 = bitcast i32 %.20 to float, !dbg !285
  %.22 = zext i16 %t146 to i32, !dbg !285
  %.23 = shl nuw i32 %.22, 16, !dbg !285
  %.24 = bitcast i32 %.23 to float, !dbg !285
  %t149 = fcmp olt float %.21, %.24, !dbg !285
  %t150 = getelementptr inbounds i8, ptr addrspace(1) %a30, i64 %t140, !dbg !284
  %.25 = zext i1 %t149 to i8, !dbg !284
  store i8 %.25, ptr addrspace(1) %t150, align 1, !dbg !284
  %t151 = add i64 %t282, %t12, !dbg !284
  %t29 = icmp slt i64 %t151, %a0, !dbg !284
  br i1 %t29, label %b2, label %b23, !dbg !284

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !284
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Le_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i16 %a2, ptr addrspace(1) readonly %a3, i16 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 !dbg !286 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !287
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !287
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !287
  %t3 = sext i32 %.1 to i64, !dbg !287
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !287
  %t5 = sext i32 %.2 to i64, !dbg !287
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !287
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !287
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !287, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !287
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !287
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !287, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !287
  %.15 = add i32 %.14, %.9, !dbg !287
  %.16 = udiv i32 %.15, %.6, !dbg !287
  %t9 = sext i32 %.16 to i64, !dbg !287
  %t10 = mul nsw i64 %t7, %t5, !dbg !287
  %t11 = add nsw i64 %t10, %t3, !dbg !287
  %t12 = mul nsw i64 %t9, %t7, !dbg !287
  %t141 = icmp slt i64 %t11, %a0, !dbg !287
  br i1 %t141, label %b2, label %b7, !dbg !287

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t25, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !287

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t132, !dbg !287
  %.17 = load i16, ptr addrspace(1) %t15, align 2, !dbg !287
  br label %b4, !dbg !287

b4:                                               ; preds = %b3, %b2
  %t17 = phi i16 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !287

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t132, !dbg !287
  %.18 = load i16, ptr addrspace(1) %t18, align 2, !dbg !287
  br label %b6, !dbg !287

b6:                                               ; preds = %b5, %b4
  %t20 = phi i16 [ %.18, %b5 ], [ %a4, %b4 ]
  %.19 = zext i16 %t17 to i32, !dbg !288
  %.20 = shl nuw i32 %.19, 16, !dbg !288
  %.21 = bitcast i32 %.20 to float, !dbg !288
  %.22 = zext i16 %t20 to i32, !dbg !288
  %.23 = shl nuw i32 %.22, 16, !dbg !288
  %.24 = bitcast i32 %.23 to float, !dbg !288
  %t23 = fcmp ole float %.21, %.24, !dbg !288
  %t24 = getelementptr inbounds i8, ptr addrspace(1) %a5, i64 %t132, !dbg !287
  %.25 = zext i1 %t23 to i8, !dbg !287
  store i8 %.25, ptr addrspace(1) %t24, align 1, !dbg !287
  %t25 = add i64 %t132, %t12, !dbg !287
  %t14 = icmp slt i64 %t25, %a0, !dbg !287
  br i1 %t14, label %b2, label %b7, !dbg !287

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !287
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Le_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !289 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !290
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !290
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !290
  %t3 = sext i32 %.1 to i64, !dbg !290
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !290
  %t5 = sext i32 %.2 to i64, !dbg !290
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !290
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !290
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !290, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !290
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !290
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !290, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !290
  %.15 = add i32 %.14, %.9, !dbg !290
  %.16 = udiv i32 %.15, %.6, !dbg !290
  %t9 = sext i32 %.16 to i64, !dbg !290
  %t10 = mul nsw i64 %t7, %t5, !dbg !290
  %t11 = add nsw i64 %t10, %t3, !dbg !290
  %t12 = mul nsw i64 %t9, %t7, !dbg !290
  %t13 = icmp sgt i64 %a1, 7, !dbg !290
  %t15 = icmp sgt i64 %a1, 6, !dbg !290
  %t17 = icmp sgt i64 %a1, 5, !dbg !290
  %t19 = icmp sgt i64 %a1, 4, !dbg !290
  %t21 = icmp sgt i64 %a1, 3, !dbg !290
  %t23 = icmp sgt i64 %a1, 2, !dbg !290
  %t25 = icmp sgt i64 %a1, 1, !dbg !290
  %t27 = icmp sgt i64 %a1, 0, !dbg !290
  %t291 = icmp slt i64 %t11, %a0, !dbg !290
  br i1 %t291, label %b2, label %b23, !dbg !290

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t151, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !290

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !290
  %t33 = mul i64 %t31, %a9, !dbg !290
  %t34 = sub nuw i64 %t282, %t33, !dbg !290
  %t35 = mul i64 %t34, %a19, !dbg !290
  %t36 = mul i64 %t34, %a29, !dbg !290
  %t37 = mul i64 %t34, %a38, !dbg !290
  br label %b4, !dbg !290

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !290

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !290
  %t45 = mul i64 %t43, %a8, !dbg !290
  %t46 = sub i64 %t38, %t45, !dbg !290
  %t47 = mul i64 %t46, %a18, !dbg !290
  %t48 = add i64 %t47, %t39, !dbg !290
  %t49 = mul i64 %t46, %a28, !dbg !290
  %t50 = add i64 %t49, %t40, !dbg !290
  %t51 = mul i64 %t46, %a37, !dbg !290
  %t52 = add i64 %t51, %t41, !dbg !290
  br label %b6, !dbg !290

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !290

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !290
  %t60 = mul i64 %t58, %a7, !dbg !290
  %t61 = sub i64 %t53, %t60, !dbg !290
  %t62 = mul i64 %t61, %a17, !dbg !290
  %t63 = add i64 %t62, %t54, !dbg !290
  %t64 = mul i64 %t61, %a27, !dbg !290
  %t65 = add i64 %t64, %t55, !dbg !290
  %t66 = mul i64 %t61, %a36, !dbg !290
  %t67 = add i64 %t66, %t56, !dbg !290
  br label %b8, !dbg !290

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !290

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !290
  %t75 = mul i64 %t73, %a6, !dbg !290
  %t76 = sub i64 %t68, %t75, !dbg !290
  %t77 = mul i64 %t76, %a16, !dbg !290
  %t78 = add i64 %t77, %t69, !dbg !290
  %t79 = mul i64 %t76, %a26, !dbg !290
  %t80 = add i64 %t79, %t70, !dbg !290
  %t81 = mul i64 %t76, %a35, !dbg !290
  %t82 = add i64 %t81, %t71, !dbg !290
  br label %b10, !dbg !290

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !290

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !290
  %t90 = mul i64 %t88, %a5, !dbg !290
  %t91 = sub i64 %t83, %t90, !dbg !290
  %t92 = mul i64 %t91, %a15, !dbg !290
  %t93 = add i64 %t92, %t84, !dbg !290
  %t94 = mul i64 %t91, %a25, !dbg !290
  %t95 = add i64 %t94, %t85, !dbg !290
  %t96 = mul i64 %t91, %a34, !dbg !290
  %t97 = add i64 %t96, %t86, !dbg !290
  br label %b12, !dbg !290

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !290

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !290
  %t105 = mul i64 %t103, %a4, !dbg !290
  %t106 = sub i64 %t98, %t105, !dbg !290
  %t107 = mul i64 %t106, %a14, !dbg !290
  %t108 = add i64 %t107, %t99, !dbg !290
  %t109 = mul i64 %t106, %a24, !dbg !290
  %t110 = add i64 %t109, %t100, !dbg !290
  %t111 = mul i64 %t106, %a33, !dbg !290
  %t112 = add i64 %t111, %t101, !dbg !290
  br label %b14, !dbg !290

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !290

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !290
  %t120 = mul i64 %t118, %a3, !dbg !290
  %t121 = sub i64 %t113, %t120, !dbg !290
  %t122 = mul i64 %t121, %a13, !dbg !290
  %t123 = add i64 %t122, %t114, !dbg !290
  %t124 = mul i64 %t121, %a23, !dbg !290
  %t125 = add i64 %t124, %t115, !dbg !290
  %t126 = mul i64 %t121, %a32, !dbg !290
  %t127 = add i64 %t126, %t116, !dbg !290
  br label %b16, !dbg !290

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !290

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !290
  %t133 = add i64 %t129, %t132, !dbg !290
  %t134 = mul i64 %t128, %a22, !dbg !290
  %t135 = add i64 %t130, %t134, !dbg !290
  %t136 = mul i64 %t128, %a31, !dbg !290
  %t137 = add i64 %t131, %t136, !dbg !290
  br label %b18, !dbg !290

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !290

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t138, !dbg !290
  %.17 = load i16, ptr addrspace(1) %t141, align 2, !dbg !290
  br label %b20, !dbg !290

b20:                                              ; preds = %b19, %b18
  %t143 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !290

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t139, !dbg !290
  %.18 = load i16, ptr addrspace(1) %t144, align 2, !dbg !290
  br label %b22, !dbg !290

b22:                                              ; preds = %b21, %b20
  %t146 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  %.19 = zext i16 %t143 to i32, !dbg !291
  %.20 = shl nuw i32 %.19, 16, !dbg !291
  %.21 = bitcast i32 %.20 to float, !dbg !291
  %.22 = zext i16 %t146 to i32, !dbg !291
  %.23 = shl nuw i32 %.22, 16, !dbg !291
  %.24 = bitcast i32 %.23 to float, !dbg !291
  %t149 = fcmp ole float %.21, %.24, !dbg !291
  %t150 = getelementptr inbounds i8, ptr addrspace(1) %a30, i64 %t140, !dbg !290
  %.25 = zext i1 %t149 to i8, !dbg !290
  store i8 %.25, ptr addrspace(1) %t150, align 1, !dbg !290
  %t151 = add i64 %t282, %t12, !dbg !290
  %t29 = icmp slt i64 %t151, %a0, !dbg !290
  br i1 %t29, label %b2, label %b23, !dbg !290

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !290
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16ToFloat32_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i16 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #4 !dbg !292 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !293
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !293
  %t2 = sext i32 %.1 to i64, !dbg !293
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !293
  %t4 = sext i32 %.2 to i64, !dbg !293
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !293
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !293
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !293, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !293
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !293
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !293, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !293
  %.15 = add i32 %.14, %.9, !dbg !293
  %.16 = udiv i32 %.15, %.6, !dbg !293
  %t8 = sext i32 %.16 to i64, !dbg !293
  %t9 = mul nsw i64 %t6, %t4, !dbg !293
  %t10 = add nsw i64 %t9, %t2, !dbg !293
  %t11 = mul nsw i64 %t8, %t6, !dbg !293
  %t131 = icmp slt i64 %t10, %a0, !dbg !293
  br i1 %t131, label %b2, label %b5, !dbg !293

b2:                                               ; preds = %entry, %b4
  %t122 = phi i64 [ %t19, %b4 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !293

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t122, !dbg !293
  %.17 = load i16, ptr addrspace(1) %t14, align 2, !dbg !293
  br label %b4, !dbg !293

b4:                                               ; preds = %b3, %b2
  %t16 = phi i16 [ %.17, %b3 ], [ %a2, %b2 ]
  %.18 = zext i16 %t16 to i32, !dbg !294
  %.19 = shl nuw i32 %.18, 16, !dbg !294
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t122, !dbg !293
  store i32 %.19, ptr addrspace(1) %t18, align 4, !dbg !293
  %t19 = add i64 %t122, %t11, !dbg !293
  %t13 = icmp slt i64 %t19, %a0, !dbg !293
  br i1 %t13, label %b2, label %b5, !dbg !293

b5:                                               ; preds = %b4, %entry
  ret void, !dbg !293
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16ToFloat32_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #4 !dbg !295 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !296
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !296
  %t2 = sext i32 %.1 to i64, !dbg !296
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !296
  %t4 = sext i32 %.2 to i64, !dbg !296
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !296
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !296
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !296, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !296
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !296
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !296, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !296
  %.15 = add i32 %.14, %.9, !dbg !296
  %.16 = udiv i32 %.15, %.6, !dbg !296
  %t8 = sext i32 %.16 to i64, !dbg !296
  %t9 = mul nsw i64 %t6, %t4, !dbg !296
  %t10 = add nsw i64 %t9, %t2, !dbg !296
  %t11 = mul nsw i64 %t8, %t6, !dbg !296
  %t12 = icmp sgt i64 %a1, 7, !dbg !296
  %t14 = icmp sgt i64 %a1, 6, !dbg !296
  %t16 = icmp sgt i64 %a1, 5, !dbg !296
  %t18 = icmp sgt i64 %a1, 4, !dbg !296
  %t20 = icmp sgt i64 %a1, 3, !dbg !296
  %t22 = icmp sgt i64 %a1, 2, !dbg !296
  %t24 = icmp sgt i64 %a1, 1, !dbg !296
  %t26 = icmp sgt i64 %a1, 0, !dbg !296
  %t281 = icmp slt i64 %t10, %a0, !dbg !296
  br i1 %t281, label %b2, label %b21, !dbg !296

b2:                                               ; preds = %entry, %b20
  %t272 = phi i64 [ %t122, %b20 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !296

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t272, %a9, !dbg !296
  %t32 = mul i64 %t30, %a9, !dbg !296
  %t33 = sub nuw i64 %t272, %t32, !dbg !296
  %t34 = mul i64 %t33, %a19, !dbg !296
  %t35 = mul i64 %t33, %a28, !dbg !296
  br label %b4, !dbg !296

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t272, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !296

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !296
  %t42 = mul i64 %t40, %a8, !dbg !296
  %t43 = sub i64 %t36, %t42, !dbg !296
  %t44 = mul i64 %t43, %a18, !dbg !296
  %t45 = add i64 %t44, %t37, !dbg !296
  %t46 = mul i64 %t43, %a27, !dbg !296
  %t47 = add i64 %t46, %t38, !dbg !296
  br label %b6, !dbg !296

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !296

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !296
  %t54 = mul i64 %t52, %a7, !dbg !296
  %t55 = sub i64 %t48, %t54, !dbg !296
  %t56 = mul i64 %t55, %a17, !dbg !296
  %t57 = add i64 %t56, %t49, !dbg !296
  %t58 = mul i64 %t55, %a26, !dbg !296
  %t59 = add i64 %t58, %t50, !dbg !296
  br label %b8, !dbg !296

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !296

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !296
  %t66 = mul i64 %t64, %a6, !dbg !296
  %t67 = sub i64 %t60, %t66, !dbg !296
  %t68 = mul i64 %t67, %a16, !dbg !296
  %t69 = add i64 %t68, %t61, !dbg !296
  %t70 = mul i64 %t67, %a25, !dbg !296
  %t71 = add i64 %t70, %t62, !dbg !296
  br label %b10, !dbg !296

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !296

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !296
  %t78 = mul i64 %t76, %a5, !dbg !296
  %t79 = sub i64 %t72, %t78, !dbg !296
  %t80 = mul i64 %t79, %a15, !dbg !296
  %t81 = add i64 %t80, %t73, !dbg !296
  %t82 = mul i64 %t79, %a24, !dbg !296
  %t83 = add i64 %t82, %t74, !dbg !296
  br label %b12, !dbg !296

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !296

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !296
  %t90 = mul i64 %t88, %a4, !dbg !296
  %t91 = sub i64 %t84, %t90, !dbg !296
  %t92 = mul i64 %t91, %a14, !dbg !296
  %t93 = add i64 %t92, %t85, !dbg !296
  %t94 = mul i64 %t91, %a23, !dbg !296
  %t95 = add i64 %t94, %t86, !dbg !296
  br label %b14, !dbg !296

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !296

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !296
  %t102 = mul i64 %t100, %a3, !dbg !296
  %t103 = sub i64 %t96, %t102, !dbg !296
  %t104 = mul i64 %t103, %a13, !dbg !296
  %t105 = add i64 %t104, %t97, !dbg !296
  %t106 = mul i64 %t103, %a22, !dbg !296
  %t107 = add i64 %t106, %t98, !dbg !296
  br label %b16, !dbg !296

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !296

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !296
  %t112 = add i64 %t109, %t111, !dbg !296
  %t113 = mul i64 %t108, %a21, !dbg !296
  %t114 = add i64 %t110, %t113, !dbg !296
  br label %b18, !dbg !296

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !296

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t115, !dbg !296
  %.17 = load i16, ptr addrspace(1) %t117, align 2, !dbg !296
  br label %b20, !dbg !296

b20:                                              ; preds = %b19, %b18
  %t119 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  %.18 = zext i16 %t119 to i32, !dbg !297
  %.19 = shl nuw i32 %.18, 16, !dbg !297
  %t121 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t116, !dbg !296
  store i32 %.19, ptr addrspace(1) %t121, align 4, !dbg !296
  %t122 = add i64 %t272, %t11, !dbg !296
  %t28 = icmp slt i64 %t122, %a0, !dbg !296
  br i1 %t28, label %b2, label %b21, !dbg !296

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !296
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromFloat32_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #4 !dbg !298 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !299
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !299
  %t2 = sext i32 %.1 to i64, !dbg !299
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !299
  %t4 = sext i32 %.2 to i64, !dbg !299
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !299
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !299
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !299, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !299
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !299
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !299, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !299
  %.15 = add i32 %.14, %.9, !dbg !299
  %.16 = udiv i32 %.15, %.6, !dbg !299
  %t8 = sext i32 %.16 to i64, !dbg !299
  %t9 = mul nsw i64 %t6, %t4, !dbg !299
  %t10 = add nsw i64 %t9, %t2, !dbg !299
  %t11 = mul nsw i64 %t8, %t6, !dbg !299
  %t131 = icmp slt i64 %t10, %a0, !dbg !299
  br i1 %t131, label %b2, label %b5, !dbg !299

b2:                                               ; preds = %entry, %b4
  %t122 = phi i64 [ %t19, %b4 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !299

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t122, !dbg !299
  %.17 = load float, ptr addrspace(1) %t14, align 4, !dbg !299
  br label %b4, !dbg !299

b4:                                               ; preds = %b3, %b2
  %t16 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  %.18 = bitcast float %t16 to i32, !dbg !300
  %.19 = and i32 %.18, 2147483647, !dbg !300
  %.20 = icmp ugt i32 %.19, 2139095040, !dbg !300
  %.21 = lshr i32 %.18, 16, !dbg !300
  %.22 = and i32 %.21, 1, !dbg !300
  %.23 = add i32 %.18, 32767, !dbg !300
  %.24 = add i32 %.23, %.22, !dbg !300
  %.25 = lshr i32 %.24, 16, !dbg !300
  %.27 = or i32 %.21, 64, !dbg !300
  %.28 = select i1 %.20, i32 %.27, i32 %.25, !dbg !300
  %.29 = trunc i32 %.28 to i16, !dbg !300
  %t18 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t122, !dbg !299
  store i16 %.29, ptr addrspace(1) %t18, align 2, !dbg !299
  %t19 = add i64 %t122, %t11, !dbg !299
  %t13 = icmp slt i64 %t19, %a0, !dbg !299
  br i1 %t13, label %b2, label %b5, !dbg !299

b5:                                               ; preds = %b4, %entry
  ret void, !dbg !299
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromFloat32_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #4 !dbg !301 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !302
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !302
  %t2 = sext i32 %.1 to i64, !dbg !302
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !302
  %t4 = sext i32 %.2 to i64, !dbg !302
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !302
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !302
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !302, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !302
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !302
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !302, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !302
  %.15 = add i32 %.14, %.9, !dbg !302
  %.16 = udiv i32 %.15, %.6, !dbg !302
  %t8 = sext i32 %.16 to i64, !dbg !302
  %t9 = mul nsw i64 %t6, %t4, !dbg !302
  %t10 = add nsw i64 %t9, %t2, !dbg !302
  %t11 = mul nsw i64 %t8, %t6, !dbg !302
  %t12 = icmp sgt i64 %a1, 7, !dbg !302
  %t14 = icmp sgt i64 %a1, 6, !dbg !302
  %t16 = icmp sgt i64 %a1, 5, !dbg !302
  %t18 = icmp sgt i64 %a1, 4, !dbg !302
  %t20 = icmp sgt i64 %a1, 3, !dbg !302
  %t22 = icmp sgt i64 %a1, 2, !dbg !302
  %t24 = icmp sgt i64 %a1, 1, !dbg !302
  %t26 = icmp sgt i64 %a1, 0, !dbg !302
  %t281 = icmp slt i64 %t10, %a0, !dbg !302
  br i1 %t281, label %b2, label %b21, !dbg !302

b2:                                               ; preds = %entry, %b20
  %t272 = phi i64 [ %t122, %b20 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !302

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t272, %a9, !dbg !302
  %t32 = mul i64 %t30, %a9, !dbg !302
  %t33 = sub nuw i64 %t272, %t32, !dbg !302
  %t34 = mul i64 %t33, %a19, !dbg !302
  %t35 = mul i64 %t33, %a28, !dbg !302
  br label %b4, !dbg !302

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t272, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !302

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !302
  %t42 = mul i64 %t40, %a8, !dbg !302
  %t43 = sub i64 %t36, %t42, !dbg !302
  %t44 = mul i64 %t43, %a18, !dbg !302
  %t45 = add i64 %t44, %t37, !dbg !302
  %t46 = mul i64 %t43, %a27, !dbg !302
  %t47 = add i64 %t46, %t38, !dbg !302
  br label %b6, !dbg !302

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !302

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !302
  %t54 = mul i64 %t52, %a7, !dbg !302
  %t55 = sub i64 %t48, %t54, !dbg !302
  %t56 = mul i64 %t55, %a17, !dbg !302
  %t57 = add i64 %t56, %t49, !dbg !302
  %t58 = mul i64 %t55, %a26, !dbg !302
  %t59 = add i64 %t58, %t50, !dbg !302
  br label %b8, !dbg !302

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !302

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !302
  %t66 = mul i64 %t64, %a6, !dbg !302
  %t67 = sub i64 %t60, %t66, !dbg !302
  %t68 = mul i64 %t67, %a16, !dbg !302
  %t69 = add i64 %t68, %t61, !dbg !302
  %t70 = mul i64 %t67, %a25, !dbg !302
  %t71 = add i64 %t70, %t62, !dbg !302
  br label %b10, !dbg !302

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !302

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !302
  %t78 = mul i64 %t76, %a5, !dbg !302
  %t79 = sub i64 %t72, %t78, !dbg !302
  %t80 = mul i64 %t79, %a15, !dbg !302
  %t81 = add i64 %t80, %t73, !dbg !302
  %t82 = mul i64 %t79, %a24, !dbg !302
  %t83 = add i64 %t82, %t74, !dbg !302
  br label %b12, !dbg !302

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !302

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !302
  %t90 = mul i64 %t88, %a4, !dbg !302
  %t91 = sub i64 %t84, %t90, !dbg !302
  %t92 = mul i64 %t91, %a14, !dbg !302
  %t93 = add i64 %t92, %t85, !dbg !302
  %t94 = mul i64 %t91, %a23, !dbg !302
  %t95 = add i64 %t94, %t86, !dbg !302
  br label %b14, !dbg !302

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !302

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !302
  %t102 = mul i64 %t100, %a3, !dbg !302
  %t103 = sub i64 %t96, %t102, !dbg !302
  %t104 = mul i64 %t103, %a13, !dbg !302
  %t105 = add i64 %t104, %t97, !dbg !302
  %t106 = mul i64 %t103, %a22, !dbg !302
  %t107 = add i64 %t106, %t98, !dbg !302
  br label %b16, !dbg !302

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !302

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !302
  %t112 = add i64 %t109, %t111, !dbg !302
  %t113 = mul i64 %t108, %a21, !dbg !302
  %t114 = add i64 %t110, %t113, !dbg !302
  br label %b18, !dbg !302

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !302

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t115, !dbg !302
  %.17 = load float, ptr addrspace(1) %t117, align 4, !dbg !302
  br label %b20, !dbg !302

b20:                                              ; preds = %b19, %b18
  %t119 = phi float [ %.17, %b19 ], [ %a11, %b18 ]
  %.18 = bitcast float %t119 to i32, !dbg !303
  %.19 = and i32 %.18, 2147483647, !dbg !303
  %.20 = icmp ugt i32 %.19, 2139095040, !dbg !303
  %.21 = lshr i32 %.18, 16, !dbg !303
  %.22 = and i32 %.21, 1, !dbg !303
  %.23 = add i32 %.18, 32767, !dbg !303
  %.24 = add i32 %.23, %.22, !dbg !303
  %.25 = lshr i32 %.24, 16, !dbg !303
  %.27 = or i32 %.21, 64, !dbg !303
  %.28 = select i1 %.20, i32 %.27, i32 %.25, !dbg !303
  %.29 = trunc i32 %.28 to i16, !dbg !303
  %t121 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t116, !dbg !302
  store i16 %.29, ptr addrspace(1) %t121, align 2, !dbg !302
  %t122 = add i64 %t272, %t11, !dbg !302
  %t28 = icmp slt i64 %t122, %a0, !dbg !302
  br i1 %t28, label %b2, label %b21, !dbg !302

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !302
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromInt32_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i32 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #4 !dbg !304 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !305
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !305
  %t2 = sext i32 %.1 to i64, !dbg !305
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !305
  %t4 = sext i32 %.2 to i64, !dbg !305
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !305
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !305
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !305, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !305
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !305
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !305, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !305
  %.15 = add i32 %.14, %.9, !dbg !305
  %.16 = udiv i32 %.15, %.6, !dbg !305
  %t8 = sext i32 %.16 to i64, !dbg !305
  %t9 = mul nsw i64 %t6, %t4, !dbg !305
  %t10 = add nsw i64 %t9, %t2, !dbg !305
  %t11 = mul nsw i64 %t8, %t6, !dbg !305
  %t131 = icmp slt i64 %t10, %a0, !dbg !305
  br i1 %t131, label %b2, label %b5, !dbg !305

b2:                                               ; preds = %entry, %b4
  %t122 = phi i64 [ %t20, %b4 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !305

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t122, !dbg !305
  %.17 = load i32, ptr addrspace(1) %t14, align 4, !dbg !305
  br label %b4, !dbg !305

b4:                                               ; preds = %b3, %b2
  %t16 = phi i32 [ %.17, %b3 ], [ %a2, %b2 ]
  %t17 = sitofp i32 %t16 to float, !dbg !306
  %.18 = bitcast float %t17 to i32, !dbg !307
  %.19 = and i32 %.18, 2147483647, !dbg !307
  %.20 = icmp ugt i32 %.19, 2139095040, !dbg !307
  %.21 = lshr i32 %.18, 16, !dbg !307
  %.22 = and i32 %.21, 1, !dbg !307
  %.23 = add i32 %.18, 32767, !dbg !307
  %.24 = add i32 %.23, %.22, !dbg !307
  %.25 = lshr i32 %.24, 16, !dbg !307
  %.27 = or i32 %.21, 64, !dbg !307
  %.28 = select i1 %.20, i32 %.27, i32 %.25, !dbg !307
  %.29 = trunc i32 %.28 to i16, !dbg !307
  %t19 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t122, !dbg !305
  store i16 %.29, ptr addrspace(1) %t19, align 2, !dbg !305
  %t20 = add i64 %t122, %t11, !dbg !305
  %t13 = icmp slt i64 %t20, %a0, !dbg !305
  br i1 %t13, label %b2, label %b5, !dbg !305

b5:                                               ; preds = %b4, %entry
  ret void, !dbg !305
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromInt32_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #4 !dbg !308 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !309
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !309
  %t2 = sext i32 %.1 to i64, !dbg !309
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !309
  %t4 = sext i32 %.2 to i64, !dbg !309
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !309
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !309
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !309, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !309
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !309
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !309, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !309
  %.15 = add i32 %.14, %.9, !dbg !309
  %.16 = udiv i32 %.15, %.6, !dbg !309
  %t8 = sext i32 %.16 to i64, !dbg !309
  %t9 = mul nsw i64 %t6, %t4, !dbg !309
  %t10 = add nsw i64 %t9, %t2, !dbg !309
  %t11 = mul nsw i64 %t8, %t6, !dbg !309
  %t12 = icmp sgt i64 %a1, 7, !dbg !309
  %t14 = icmp sgt i64 %a1, 6, !dbg !309
  %t16 = icmp sgt i64 %a1, 5, !dbg !309
  %t18 = icmp sgt i64 %a1, 4, !dbg !309
  %t20 = icmp sgt i64 %a1, 3, !dbg !309
  %t22 = icmp sgt i64 %a1, 2, !dbg !309
  %t24 = icmp sgt i64 %a1, 1, !dbg !309
  %t26 = icmp sgt i64 %a1, 0, !dbg !309
  %t281 = icmp slt i64 %t10, %a0, !dbg !309
  br i1 %t281, label %b2, label %b21, !dbg !309

b2:                                               ; preds = %entry, %b20
  %t272 = phi i64 [ %t123, %b20 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !309

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t272, %a9, !dbg !309
  %t32 = mul i64 %t30, %a9, !dbg !309
  %t33 = sub nuw i64 %t272, %t32, !dbg !309
  %t34 = mul i64 %t33, %a19, !dbg !309
  %t35 = mul i64 %t33, %a28, !dbg !309
  br label %b4, !dbg !309

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t272, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !309

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !309
  %t42 = mul i64 %t40, %a8, !dbg !309
  %t43 = sub i64 %t36, %t42, !dbg !309
  %t44 = mul i64 %t43, %a18, !dbg !309
  %t45 = add i64 %t44, %t37, !dbg !309
  %t46 = mul i64 %t43, %a27, !dbg !309
  %t47 = add i64 %t46, %t38, !dbg !309
  br label %b6, !dbg !309

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !309

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !309
  %t54 = mul i64 %t52, %a7, !dbg !309
  %t55 = sub i64 %t48, %t54, !dbg !309
  %t56 = mul i64 %t55, %a17, !dbg !309
  %t57 = add i64 %t56, %t49, !dbg !309
  %t58 = mul i64 %t55, %a26, !dbg !309
  %t59 = add i64 %t58, %t50, !dbg !309
  br label %b8, !dbg !309

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !309

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !309
  %t66 = mul i64 %t64, %a6, !dbg !309
  %t67 = sub i64 %t60, %t66, !dbg !309
  %t68 = mul i64 %t67, %a16, !dbg !309
  %t69 = add i64 %t68, %t61, !dbg !309
  %t70 = mul i64 %t67, %a25, !dbg !309
  %t71 = add i64 %t70, %t62, !dbg !309
  br label %b10, !dbg !309

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !309

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !309
  %t78 = mul i64 %t76, %a5, !dbg !309
  %t79 = sub i64 %t72, %t78, !dbg !309
  %t80 = mul i64 %t79, %a15, !dbg !309
  %t81 = add i64 %t80, %t73, !dbg !309
  %t82 = mul i64 %t79, %a24, !dbg !309
  %t83 = add i64 %t82, %t74, !dbg !309
  br label %b12, !dbg !309

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !309

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !309
  %t90 = mul i64 %t88, %a4, !dbg !309
  %t91 = sub i64 %t84, %t90, !dbg !309
  %t92 = mul i64 %t91, %a14, !dbg !309
  %t93 = add i64 %t92, %t85, !dbg !309
  %t94 = mul i64 %t91, %a23, !dbg !309
  %t95 = add i64 %t94, %t86, !dbg !309
  br label %b14, !dbg !309

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !309

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !309
  %t102 = mul i64 %t100, %a3, !dbg !309
  %t103 = sub i64 %t96, %t102, !dbg !309
  %t104 = mul i64 %t103, %a13, !dbg !309
  %t105 = add i64 %t104, %t97, !dbg !309
  %t106 = mul i64 %t103, %a22, !dbg !309
  %t107 = add i64 %t106, %t98, !dbg !309
  br label %b16, !dbg !309

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !309

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !309
  %t112 = add i64 %t109, %t111, !dbg !309
  %t113 = mul i64 %t108, %a21, !dbg !309
  %t114 = add i64 %t110, %t113, !dbg !309
  br label %b18, !dbg !309

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !309

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t115, !dbg !309
  %.17 = load i32, ptr addrspace(1) %t117, align 4, !dbg !309
  br label %b20, !dbg !309

b20:                                              ; preds = %b19, %b18
  %t119 = phi i32 [ %.17, %b19 ], [ %a11, %b18 ]
  %t120 = sitofp i32 %t119 to float, !dbg !310
  %.18 = bitcast float %t120 to i32, !dbg !311
  %.19 = and i32 %.18, 2147483647, !dbg !311
  %.20 = icmp ugt i32 %.19, 2139095040, !dbg !311
  %.21 = lshr i32 %.18, 16, !dbg !311
  %.22 = and i32 %.21, 1, !dbg !311
  %.23 = add i32 %.18, 32767, !dbg !311
  %.24 = add i32 %.23, %.22, !dbg !311
  %.25 = lshr i32 %.24, 16, !dbg !311
  %.27 = or i32 %.21, 64, !dbg !311
  %.28 = select i1 %.20, i32 %.27, i32 %.25, !dbg !311
  %.29 = trunc i32 %.28 to i16, !dbg !311
  %t122 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t116, !dbg !309
  store i16 %.29, ptr addrspace(1) %t122, align 2, !dbg !309
  %t123 = add i64 %t272, %t11, !dbg !309
  %t28 = icmp slt i64 %t123, %a0, !dbg !309
  br i1 %t28, label %b2, label %b21, !dbg !309

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !309
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !312 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !313
  %t3 = sext i32 %.1 to i64, !dbg !313
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !313
  %t5 = sext i32 %.2 to i64, !dbg !313
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !313
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !313
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !313, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !313
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !313
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !313, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !313
  %.15 = add i32 %.14, %.9, !dbg !313
  %.16 = udiv i32 %.15, %.6, !dbg !313
  %t9 = sext i32 %.16 to i64, !dbg !313
  %t10 = mul nsw i64 %t7, %t5, !dbg !313
  %t11 = add nsw i64 %t10, %t3, !dbg !313
  %t12 = mul nsw i64 %t9, %t7, !dbg !313
  %t13 = shl nsw i64 %t12, 1, !dbg !313
  %t14 = icmp slt i64 %t11, %a0, !dbg !313
  br i1 %t14, label %b1, label %b8, !dbg !313

b1:                                               ; preds = %entry
  %t15 = mul i64 %t11, %a2, !dbg !313
  %t16 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t15, !dbg !313
  %.17 = load i16, ptr addrspace(1) %t16, align 2, !dbg !313, !amdgpu.noclobber !6
  %t18 = add nsw i64 %t12, %t11, !dbg !313
  %t19 = sub i64 %a0, %t12, !dbg !313
  %t22 = mul i64 %t13, %a2, !dbg !313
  %t23 = mul i64 %t12, %a2, !dbg !313
  %t3111 = icmp slt i64 %t18, %t19, !dbg !313
  br i1 %t3111, label %b3.preheader, label %b4, !dbg !313

b3.preheader:                                     ; preds = %b1
  %t20 = mul i64 %t18, %a2, !dbg !313
  %t24 = add i64 %t20, %t23, !dbg !313
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t24, !dbg !313
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t20, !dbg !313
  br label %b3, !dbg !313

b3:                                               ; preds = %b3.preheader, %b3
  %t2915 = phi i16 [ %.57, %b3 ], [ %.17, %b3.preheader ]
  %t2814 = phi i64 [ %t36, %b3 ], [ %t18, %b3.preheader ]
  %t2713 = phi ptr addrspace(1) [ %t37, %b3 ], [ %t21, %b3.preheader ]
  %t2612 = phi ptr addrspace(1) [ %t38, %b3 ], [ %t25, %b3.preheader ]
  %.18 = load i16, ptr addrspace(1) %t2713, align 2, !dbg !313
  %.19 = load i16, ptr addrspace(1) %t2612, align 2, !dbg !313
  %.20 = zext i16 %t2915 to i32, !dbg !314
  %.21 = shl nuw i32 %.20, 16, !dbg !314
  %.22 = bitcast i32 %.21 to float, !dbg !314
  %.23 = zext i16 %.18 to i32, !dbg !314
  %.24 = shl nuw i32 %.23, 16, !dbg !314
  %.25 = bitcast i32 %.24 to float, !dbg !314
  %.26 = fadd float %.22, %.25, !dbg !314
  %.27 = bitcast float %.26 to i32, !dbg !314
  %.28 = and i32 %.27, 2147483647, !dbg !314
  %.29 = icmp ugt i32 %.28, 2139095040, !dbg !314
  %.30 = lshr i32 %.27, 16, !dbg !314
  %.31 = and i32 %.30, 1, !dbg !314
  %.32 = add i32 %.27, 32767, !dbg !314
  %.33 = add i32 %.32, %.31, !dbg !314
  %.34 = lshr i32 %.33, 16, !dbg !314
  %.36 = or i32 %.30, 64, !dbg !314
  %.37 = select i1 %.29, i32 %.36, i32 %.34, !dbg !314
  %.40 = shl nuw i32 %.37, 16, !dbg !314
  %.41 = bitcast i32 %.40 to float, !dbg !314
  %.42 = zext i16 %.19 to i32, !dbg !314
  %.43 = shl nuw i32 %.42, 16, !dbg !314
  %.44 = bitcast i32 %.43 to float, !dbg !314
  %.45 = fadd float %.44, %.41, !dbg !314
  %.46 = bitcast float %.45 to i32, !dbg !314
  %.47 = and i32 %.46, 2147483647, !dbg !314
  %.48 = icmp ugt i32 %.47, 2139095040, !dbg !314
  %.49 = lshr i32 %.46, 16, !dbg !314
  %.50 = and i32 %.49, 1, !dbg !314
  %.51 = add i32 %.46, 32767, !dbg !314
  %.52 = add i32 %.51, %.50, !dbg !314
  %.53 = lshr i32 %.52, 16, !dbg !314
  %.55 = or i32 %.49, 64, !dbg !314
  %.56 = select i1 %.48, i32 %.55, i32 %.53, !dbg !314
  %.57 = trunc i32 %.56 to i16, !dbg !314
  %t36 = add i64 %t2814, %t13, !dbg !313
  %t37 = getelementptr inbounds i16, ptr addrspace(1) %t2713, i64 %t22, !dbg !313
  %t38 = getelementptr inbounds i16, ptr addrspace(1) %t2612, i64 %t22, !dbg !313
  %t31 = icmp slt i64 %t36, %t19, !dbg !313
  br i1 %t31, label %b3, label %b4, !dbg !313

b4:                                               ; preds = %b3, %b1
  %t28.lcssa = phi i64 [ %t18, %b1 ], [ %t36, %b3 ]
  %t29.lcssa = phi i16 [ %.17, %b1 ], [ %.57, %b3 ]
  %t4417 = icmp slt i64 %t28.lcssa, %a0, !dbg !313
  br i1 %t4417, label %b6.preheader, label %b8, !dbg !313

b6.preheader:                                     ; preds = %b4
  %t39 = mul i64 %t28.lcssa, %a2, !dbg !313
  %t40 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t39, !dbg !313
  br label %b6, !dbg !313

b6:                                               ; preds = %b6.preheader, %b6
  %t4320 = phi i16 [ %.77, %b6 ], [ %t29.lcssa, %b6.preheader ]
  %t4219 = phi i64 [ %t47, %b6 ], [ %t28.lcssa, %b6.preheader ]
  %t4118 = phi ptr addrspace(1) [ %t48, %b6 ], [ %t40, %b6.preheader ]
  %.58 = load i16, ptr addrspace(1) %t4118, align 2, !dbg !313
  %0 = insertelement <2 x i16> poison, i16 %t4320, i64 0, !dbg !314
  %1 = insertelement <2 x i16> %0, i16 %.58, i64 1, !dbg !314
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !314
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !314
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !314
  %5 = extractelement <2 x float> %4, i64 0, !dbg !314
  %6 = extractelement <2 x float> %4, i64 1, !dbg !314
  %.65 = fadd float %5, %6, !dbg !314
  %.66 = bitcast float %.65 to i32, !dbg !314
  %.67 = and i32 %.66, 2147483647, !dbg !314
  %.68 = icmp ugt i32 %.67, 2139095040, !dbg !314
  %.69 = lshr i32 %.66, 16, !dbg !314
  %.70 = and i32 %.69, 1, !dbg !314
  %.71 = add i32 %.66, 32767, !dbg !314
  %.72 = add i32 %.71, %.70, !dbg !314
  %.73 = lshr i32 %.72, 16, !dbg !314
  %.75 = or i32 %.69, 64, !dbg !314
  %.76 = select i1 %.68, i32 %.75, i32 %.73, !dbg !314
  %.77 = trunc i32 %.76 to i16, !dbg !314
  %t47 = add i64 %t4219, %t12, !dbg !313
  %t48 = getelementptr inbounds i16, ptr addrspace(1) %t4118, i64 %t23, !dbg !313
  %t44 = icmp slt i64 %t47, %a0, !dbg !313
  br i1 %t44, label %b6, label %b8, !dbg !313

b8:                                               ; preds = %b6, %b4, %entry
  %t49 = phi i16 [ 0, %entry ], [ %t29.lcssa, %b4 ], [ %.77, %b6 ]
  %t50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.0, i32 %.1, !dbg !313
  store i16 %t49, ptr addrspace(3) %t50, align 2, !dbg !313
  %t51 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.1, i32 %.1, !dbg !313
  %.78 = zext i1 %t14 to i8, !dbg !313
  store i8 %.78, ptr addrspace(3) %t51, align 1, !dbg !313
  fence syncscope("workgroup") release, !dbg !313
  tail call void @llvm.amdgcn.s.barrier(), !dbg !313
  fence syncscope("workgroup") acquire, !dbg !313
  %t52 = icmp slt i32 %.1, 128, !dbg !313
  br i1 %t52, label %b9, label %b14, !dbg !313

b9:                                               ; preds = %b8
  %t53 = add nsw i32 %.1, 128, !dbg !313
  %t54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.0, i32 %t53, !dbg !313
  %.79 = load i16, ptr addrspace(3) %t54, align 2, !dbg !313
  %t56 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.1, i32 %t53, !dbg !313
  %.80 = load i8, ptr addrspace(3) %t56, align 1, !dbg !313
  %.81.not10 = icmp eq i8 %.80, 0, !dbg !313
  %t14.not = xor i1 %t14, true, !dbg !313
  %brmerge = select i1 %.81.not10, i1 true, i1 %t14.not, !dbg !313
  %t49.mux = select i1 %.81.not10, i16 %t49, i16 %.79, !dbg !313
  %not..81.not10 = xor i1 %.81.not10, true, !dbg !313
  %t14.mux = select i1 %not..81.not10, i1 true, i1 %t14, !dbg !313
  br i1 %brmerge, label %b13, label %b11, !dbg !313

b11:                                              ; preds = %b9
  %.82 = zext i16 %t49 to i32, !dbg !314
  %.83 = shl nuw i32 %.82, 16, !dbg !314
  %.84 = bitcast i32 %.83 to float, !dbg !314
  %.85 = zext i16 %.79 to i32, !dbg !314
  %.86 = shl nuw i32 %.85, 16, !dbg !314
  %.87 = bitcast i32 %.86 to float, !dbg !314
  %.88 = fadd float %.84, %.87, !dbg !314
  %.89 = bitcast float %.88 to i32, !dbg !314
  %.90 = and i32 %.89, 2147483647, !dbg !314
  %.91 = icmp ugt i32 %.90, 2139095040, !dbg !314
  %.92 = lshr i32 %.89, 16, !dbg !314
  %.93 = and i32 %.92, 1, !dbg !314
  %.94 = add i32 %.89, 32767, !dbg !314
  %.95 = add i32 %.94, %.93, !dbg !314
  %.96 = lshr i32 %.95, 16, !dbg !314
  %.98 = or i32 %.92, 64, !dbg !314
  %.99 = select i1 %.91, i32 %.98, i32 %.96, !dbg !314
  %.100 = trunc i32 %.99 to i16, !dbg !314
  br label %b13, !dbg !313

b13:                                              ; preds = %b9, %b11
  %t60 = phi i16 [ %t49.mux, %b9 ], [ %.100, %b11 ]
  %t61 = phi i1 [ %t14.mux, %b9 ], [ true, %b11 ]
  store i16 %t60, ptr addrspace(3) %t50, align 2, !dbg !313
  %.101 = zext i1 %t61 to i8, !dbg !313
  store i8 %.101, ptr addrspace(3) %t51, align 1, !dbg !313
  br label %b14, !dbg !313

b14:                                              ; preds = %b13, %b8
  %t62 = phi i16 [ %t60, %b13 ], [ %t49, %b8 ]
  %t63 = phi i1 [ %t61, %b13 ], [ %t14, %b8 ]
  fence syncscope("workgroup") release, !dbg !313
  tail call void @llvm.amdgcn.s.barrier(), !dbg !313
  fence syncscope("workgroup") acquire, !dbg !313
  %t64 = icmp slt i32 %.1, 64, !dbg !313
  br i1 %t64, label %b15, label %b20, !dbg !313

b15:                                              ; preds = %b14
  %t65 = add nsw i32 %.1, 64, !dbg !313
  %t66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.0, i32 %t65, !dbg !313
  %.102 = load i16, ptr addrspace(3) %t66, align 2, !dbg !313
  %t68 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.1, i32 %t65, !dbg !313
  %.103 = load i8, ptr addrspace(3) %t68, align 1, !dbg !313
  %.104.not9 = icmp eq i8 %.103, 0, !dbg !313
  %t63.not = xor i1 %t63, true, !dbg !313
  %brmerge1 = select i1 %.104.not9, i1 true, i1 %t63.not, !dbg !313
  %t62.mux = select i1 %.104.not9, i16 %t62, i16 %.102, !dbg !313
  %not..104.not9 = xor i1 %.104.not9, true, !dbg !313
  %t63.mux = select i1 %not..104.not9, i1 true, i1 %t63, !dbg !313
  br i1 %brmerge1, label %b19, label %b17, !dbg !313

b17:                                              ; preds = %b15
  %.105 = zext i16 %t62 to i32, !dbg !314
  %.106 = shl nuw i32 %.105, 16, !dbg !314
  %.107 = bitcast i32 %.106 to float, !dbg !314
  %.108 = zext i16 %.102 to i32, !dbg !314
  %.109 = shl nuw i32 %.108, 16, !dbg !314
  %.110 = bitcast i32 %.109 to float, !dbg !314
  %.111 = fadd float %.107, %.110, !dbg !314
  %.112 = bitcast float %.111 to i32, !dbg !314
  %.113 = and i32 %.112, 2147483647, !dbg !314
  %.114 = icmp ugt i32 %.113, 2139095040, !dbg !314
  %.115 = lshr i32 %.112, 16, !dbg !314
  %.116 = and i32 %.115, 1, !dbg !314
  %.117 = add i32 %.112, 32767, !dbg !314
  %.118 = add i32 %.117, %.116, !dbg !314
  %.119 = lshr i32 %.118, 16, !dbg !314
  %.121 = or i32 %.115, 64, !dbg !314
  %.122 = select i1 %.114, i32 %.121, i32 %.119, !dbg !314
  %.123 = trunc i32 %.122 to i16, !dbg !314
  br label %b19, !dbg !313

b19:                                              ; preds = %b15, %b17
  %t72 = phi i16 [ %t62.mux, %b15 ], [ %.123, %b17 ]
  %t73 = phi i1 [ %t63.mux, %b15 ], [ true, %b17 ]
  store i16 %t72, ptr addrspace(3) %t50, align 2, !dbg !313
  %.124 = zext i1 %t73 to i8, !dbg !313
  store i8 %.124, ptr addrspace(3) %t51, align 1, !dbg !313
  br label %b20, !dbg !313

b20:                                              ; preds = %b19, %b14
  %t74 = phi i16 [ %t72, %b19 ], [ %t62, %b14 ]
  %t75 = phi i1 [ %t73, %b19 ], [ %t63, %b14 ]
  fence syncscope("workgroup") release, !dbg !313
  tail call void @llvm.amdgcn.s.barrier(), !dbg !313
  fence syncscope("workgroup") acquire, !dbg !313
  %t76 = icmp slt i32 %.1, 32, !dbg !313
  br i1 %t76, label %b21, label %b26, !dbg !313

b21:                                              ; preds = %b20
  %t77 = add nsw i32 %.1, 32, !dbg !313
  %t78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.0, i32 %t77, !dbg !313
  %.125 = load i16, ptr addrspace(3) %t78, align 2, !dbg !313
  %t80 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.1, i32 %t77, !dbg !313
  %.126 = load i8, ptr addrspace(3) %t80, align 1, !dbg !313
  %.127.not8 = icmp eq i8 %.126, 0, !dbg !313
  %t75.not = xor i1 %t75, true, !dbg !313
  %brmerge2 = select i1 %.127.not8, i1 true, i1 %t75.not, !dbg !313
  %t74.mux = select i1 %.127.not8, i16 %t74, i16 %.125, !dbg !313
  %not..127.not8 = xor i1 %.127.not8, true, !dbg !313
  %t75.mux = select i1 %not..127.not8, i1 true, i1 %t75, !dbg !313
  br i1 %brmerge2, label %b26, label %b23, !dbg !313

b23:                                              ; preds = %b21
  %.128 = zext i16 %t74 to i32, !dbg !314
  %.129 = shl nuw i32 %.128, 16, !dbg !314
  %.130 = bitcast i32 %.129 to float, !dbg !314
  %.131 = zext i16 %.125 to i32, !dbg !314
  %.132 = shl nuw i32 %.131, 16, !dbg !314
  %.133 = bitcast i32 %.132 to float, !dbg !314
  %.134 = fadd float %.130, %.133, !dbg !314
  %.135 = bitcast float %.134 to i32, !dbg !314
  %.136 = and i32 %.135, 2147483647, !dbg !314
  %.137 = icmp ugt i32 %.136, 2139095040, !dbg !314
  %.138 = lshr i32 %.135, 16, !dbg !314
  %.139 = and i32 %.138, 1, !dbg !314
  %.140 = add i32 %.135, 32767, !dbg !314
  %.141 = add i32 %.140, %.139, !dbg !314
  %.142 = lshr i32 %.141, 16, !dbg !314
  %.144 = or i32 %.138, 64, !dbg !314
  %.145 = select i1 %.137, i32 %.144, i32 %.142, !dbg !314
  %.146 = trunc i32 %.145 to i16, !dbg !314
  br label %b26, !dbg !313

b26:                                              ; preds = %b21, %b23, %b20
  %t86 = phi i16 [ %t74, %b20 ], [ %t74.mux, %b21 ], [ %.146, %b23 ]
  %t87 = phi i1 [ %t75, %b20 ], [ %t75.mux, %b21 ], [ true, %b23 ]
  br i1 %t76, label %b27, label %b48, !dbg !313

b27:                                              ; preds = %b26
  %.148 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !313
  %.149 = zext i32 %.148 to i64, !dbg !313
  %.150 = add nuw nsw i64 %.149, 16, !dbg !313
  %.151 = icmp ult i32 %.148, 16, !dbg !313
  %.152 = tail call i32 @llvm.read_register.i32(metadata !228) #10, !dbg !313
  %.153 = zext i32 %.152 to i64, !dbg !313
  %.154 = and i64 %.150, 31, !dbg !313
  %7 = shl nuw nsw i64 1, %.154, !dbg !313
  %8 = and i64 %7, %.153, !dbg !313
  %.156 = icmp ne i64 %8, 0, !dbg !313
  %.157 = and i1 %.151, %.156, !dbg !313
  %.158 = trunc i64 %.150 to i32, !dbg !313
  %.159 = shl i32 %.158, 2, !dbg !313
  %.160 = zext i16 %t86 to i32, !dbg !313
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.160), !dbg !313
  %.162 = trunc i32 %.161 to i16, !dbg !313
  %t88 = select i1 %.157, i16 %.162, i16 %t86, !dbg !313
  %.176 = zext i1 %t87 to i32, !dbg !313
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.176), !dbg !313
  %9 = and i32 %.177, 1, !dbg !313
  %.178 = icmp ne i32 %9, 0, !dbg !313
  %t89 = select i1 %.157, i1 %.178, i1 %t87, !dbg !313
  %t90 = icmp slt i32 %.1, 16, !dbg !313
  %t91 = and i1 %t90, %t89, !dbg !313
  %10 = select i1 %t91, i1 %t87, i1 false, !dbg !313
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !313
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !313
  br i1 %10, label %b29, label %b31, !dbg !313

b29:                                              ; preds = %b27
  %.180 = shl nuw i32 %.160, 16, !dbg !314
  %.181 = bitcast i32 %.180 to float, !dbg !314
  %.182 = zext i16 %t88 to i32, !dbg !314
  %.183 = shl nuw i32 %.182, 16, !dbg !314
  %.184 = bitcast i32 %.183 to float, !dbg !314
  %.185 = fadd float %.181, %.184, !dbg !314
  %.186 = bitcast float %.185 to i32, !dbg !314
  %.187 = and i32 %.186, 2147483647, !dbg !314
  %.188 = icmp ugt i32 %.187, 2139095040, !dbg !314
  %.189 = lshr i32 %.186, 16, !dbg !314
  %.190 = and i32 %.189, 1, !dbg !314
  %.191 = add i32 %.186, 32767, !dbg !314
  %.192 = add i32 %.191, %.190, !dbg !314
  %.193 = lshr i32 %.192, 16, !dbg !314
  %.195 = or i32 %.189, 64, !dbg !314
  %.196 = select i1 %.188, i32 %.195, i32 %.193, !dbg !314
  %.197 = trunc i32 %.196 to i16, !dbg !314
  br label %b31, !dbg !313

b31:                                              ; preds = %b27, %b29
  %t94 = phi i16 [ %t86.mux, %b27 ], [ %.197, %b29 ]
  %t95 = phi i1 [ %t87.mux, %b27 ], [ true, %b29 ]
  %.201 = add nuw nsw i64 %.149, 8, !dbg !313
  %.202 = icmp ult i32 %.148, 24, !dbg !313
  %.205 = and i64 %.201, 31, !dbg !313
  %11 = shl nuw nsw i64 1, %.205, !dbg !313
  %12 = and i64 %11, %.153, !dbg !313
  %.207 = icmp ne i64 %12, 0, !dbg !313
  %.208 = and i1 %.202, %.207, !dbg !313
  %.209 = trunc i64 %.201 to i32, !dbg !313
  %.210 = shl i32 %.209, 2, !dbg !313
  %.211 = zext i16 %t94 to i32, !dbg !313
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.211), !dbg !313
  %.213 = trunc i32 %.212 to i16, !dbg !313
  %t96 = select i1 %.208, i16 %.213, i16 %t94, !dbg !313
  %.227 = zext i1 %t95 to i32, !dbg !313
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.227), !dbg !313
  %13 = and i32 %.228, 1, !dbg !313
  %.229 = icmp ne i32 %13, 0, !dbg !313
  %t97 = select i1 %.208, i1 %.229, i1 %t95, !dbg !313
  %t98 = icmp slt i32 %.1, 24, !dbg !313
  %t99 = and i1 %t98, %t97, !dbg !313
  %14 = select i1 %t99, i1 %t95, i1 false, !dbg !313
  %t94.mux = select i1 %t99, i16 %t96, i16 %t94, !dbg !313
  %t95.mux = select i1 %t99, i1 true, i1 %t95, !dbg !313
  br i1 %14, label %b33, label %b35, !dbg !313

b33:                                              ; preds = %b31
  %.231 = shl nuw i32 %.211, 16, !dbg !314
  %.232 = bitcast i32 %.231 to float, !dbg !314
  %.233 = zext i16 %t96 to i32, !dbg !314
  %.234 = shl nuw i32 %.233, 16, !dbg !314
  %.235 = bitcast i32 %.234 to float, !dbg !314
  %.236 = fadd float %.232, %.235, !dbg !314
  %.237 = bitcast float %.236 to i32, !dbg !314
  %.238 = and i32 %.237, 2147483647, !dbg !314
  %.239 = icmp ugt i32 %.238, 2139095040, !dbg !314
  %.240 = lshr i32 %.237, 16, !dbg !314
  %.241 = and i32 %.240, 1, !dbg !314
  %.242 = add i32 %.237, 32767, !dbg !314
  %.243 = add i32 %.242, %.241, !dbg !314
  %.244 = lshr i32 %.243, 16, !dbg !314
  %.246 = or i32 %.240, 64, !dbg !314
  %.247 = select i1 %.239, i32 %.246, i32 %.244, !dbg !314
  %.248 = trunc i32 %.247 to i16, !dbg !314
  br label %b35, !dbg !313

b35:                                              ; preds = %b31, %b33
  %t102 = phi i16 [ %t94.mux, %b31 ], [ %.248, %b33 ]
  %t103 = phi i1 [ %t95.mux, %b31 ], [ true, %b33 ]
  %.252 = add nuw nsw i64 %.149, 4, !dbg !313
  %.253 = icmp ult i32 %.148, 28, !dbg !313
  %.256 = and i64 %.252, 31, !dbg !313
  %15 = shl nuw nsw i64 1, %.256, !dbg !313
  %16 = and i64 %15, %.153, !dbg !313
  %.258 = icmp ne i64 %16, 0, !dbg !313
  %.259 = and i1 %.253, %.258, !dbg !313
  %.260 = trunc i64 %.252 to i32, !dbg !313
  %.261 = shl i32 %.260, 2, !dbg !313
  %.262 = zext i16 %t102 to i32, !dbg !313
  %.263 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.262), !dbg !313
  %.264 = trunc i32 %.263 to i16, !dbg !313
  %t104 = select i1 %.259, i16 %.264, i16 %t102, !dbg !313
  %.278 = zext i1 %t103 to i32, !dbg !313
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.278), !dbg !313
  %17 = and i32 %.279, 1, !dbg !313
  %.280 = icmp ne i32 %17, 0, !dbg !313
  %t105 = select i1 %.259, i1 %.280, i1 %t103, !dbg !313
  %t106 = icmp slt i32 %.1, 28, !dbg !313
  %t107 = and i1 %t106, %t105, !dbg !313
  %18 = select i1 %t107, i1 %t103, i1 false, !dbg !313
  %t102.mux = select i1 %t107, i16 %t104, i16 %t102, !dbg !313
  %t103.mux = select i1 %t107, i1 true, i1 %t103, !dbg !313
  br i1 %18, label %b37, label %b39, !dbg !313

b37:                                              ; preds = %b35
  %.282 = shl nuw i32 %.262, 16, !dbg !314
  %.283 = bitcast i32 %.282 to float, !dbg !314
  %.284 = zext i16 %t104 to i32, !dbg !314
  %.285 = shl nuw i32 %.284, 16, !dbg !314
  %.286 = bitcast i32 %.285 to float, !dbg !314
  %.287 = fadd float %.283, %.286, !dbg !314
  %.288 = bitcast float %.287 to i32, !dbg !314
  %.289 = and i32 %.288, 2147483647, !dbg !314
  %.290 = icmp ugt i32 %.289, 2139095040, !dbg !314
  %.291 = lshr i32 %.288, 16, !dbg !314
  %.292 = and i32 %.291, 1, !dbg !314
  %.293 = add i32 %.288, 32767, !dbg !314
  %.294 = add i32 %.293, %.292, !dbg !314
  %.295 = lshr i32 %.294, 16, !dbg !314
  %.297 = or i32 %.291, 64, !dbg !314
  %.298 = select i1 %.290, i32 %.297, i32 %.295, !dbg !314
  %.299 = trunc i32 %.298 to i16, !dbg !314
  br label %b39, !dbg !313

b39:                                              ; preds = %b35, %b37
  %t110 = phi i16 [ %t102.mux, %b35 ], [ %.299, %b37 ]
  %t111 = phi i1 [ %t103.mux, %b35 ], [ true, %b37 ]
  %.303 = add nuw nsw i64 %.149, 2, !dbg !313
  %.304 = icmp ult i32 %.148, 30, !dbg !313
  %.307 = and i64 %.303, 31, !dbg !313
  %19 = shl nuw nsw i64 1, %.307, !dbg !313
  %20 = and i64 %19, %.153, !dbg !313
  %.309 = icmp ne i64 %20, 0, !dbg !313
  %.310 = and i1 %.304, %.309, !dbg !313
  %.311 = trunc i64 %.303 to i32, !dbg !313
  %.312 = shl i32 %.311, 2, !dbg !313
  %.313 = zext i16 %t110 to i32, !dbg !313
  %.314 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.313), !dbg !313
  %.315 = trunc i32 %.314 to i16, !dbg !313
  %t112 = select i1 %.310, i16 %.315, i16 %t110, !dbg !313
  %.329 = zext i1 %t111 to i32, !dbg !313
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.329), !dbg !313
  %21 = and i32 %.330, 1, !dbg !313
  %.331 = icmp ne i32 %21, 0, !dbg !313
  %t113 = select i1 %.310, i1 %.331, i1 %t111, !dbg !313
  %t114 = icmp slt i32 %.1, 30, !dbg !313
  %t115 = and i1 %t114, %t113, !dbg !313
  %22 = select i1 %t115, i1 %t111, i1 false, !dbg !313
  %t110.mux = select i1 %t115, i16 %t112, i16 %t110, !dbg !313
  %t111.mux = select i1 %t115, i1 true, i1 %t111, !dbg !313
  br i1 %22, label %b41, label %b43, !dbg !313

b41:                                              ; preds = %b39
  %.333 = shl nuw i32 %.313, 16, !dbg !314
  %.334 = bitcast i32 %.333 to float, !dbg !314
  %.335 = zext i16 %t112 to i32, !dbg !314
  %.336 = shl nuw i32 %.335, 16, !dbg !314
  %.337 = bitcast i32 %.336 to float, !dbg !314
  %.338 = fadd float %.334, %.337, !dbg !314
  %.339 = bitcast float %.338 to i32, !dbg !314
  %.340 = and i32 %.339, 2147483647, !dbg !314
  %.341 = icmp ugt i32 %.340, 2139095040, !dbg !314
  %.342 = lshr i32 %.339, 16, !dbg !314
  %.343 = and i32 %.342, 1, !dbg !314
  %.344 = add i32 %.339, 32767, !dbg !314
  %.345 = add i32 %.344, %.343, !dbg !314
  %.346 = lshr i32 %.345, 16, !dbg !314
  %.348 = or i32 %.342, 64, !dbg !314
  %.349 = select i1 %.341, i32 %.348, i32 %.346, !dbg !314
  %.350 = trunc i32 %.349 to i16, !dbg !314
  br label %b43, !dbg !313

b43:                                              ; preds = %b39, %b41
  %t118 = phi i16 [ %t110.mux, %b39 ], [ %.350, %b41 ]
  %t119 = phi i1 [ %t111.mux, %b39 ], [ true, %b41 ]
  %.354 = add nuw nsw i64 %.149, 1, !dbg !313
  %.355 = icmp ult i32 %.148, 31, !dbg !313
  %.358 = and i64 %.354, 31, !dbg !313
  %23 = shl nuw nsw i64 1, %.358, !dbg !313
  %24 = and i64 %23, %.153, !dbg !313
  %.360 = icmp ne i64 %24, 0, !dbg !313
  %.361 = and i1 %.355, %.360, !dbg !313
  %.362 = trunc i64 %.354 to i32, !dbg !313
  %.363 = shl i32 %.362, 2, !dbg !313
  %.364 = zext i16 %t118 to i32, !dbg !313
  %.365 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.364), !dbg !313
  %.366 = trunc i32 %.365 to i16, !dbg !313
  %t120 = select i1 %.361, i16 %.366, i16 %t118, !dbg !313
  %.380 = zext i1 %t119 to i32, !dbg !313
  %.381 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.380), !dbg !313
  %25 = and i32 %.381, 1, !dbg !313
  %.382 = icmp ne i32 %25, 0, !dbg !313
  %t121 = select i1 %.361, i1 %.382, i1 %t119, !dbg !313
  %t122 = icmp slt i32 %.1, 31, !dbg !313
  %t123 = and i1 %t122, %t121, !dbg !313
  %26 = select i1 %t123, i1 %t119, i1 false, !dbg !313
  %t118.mux = select i1 %t123, i16 %t120, i16 %t118, !dbg !313
  %t119.mux = select i1 %t123, i1 true, i1 %t119, !dbg !313
  br i1 %26, label %b45, label %b48, !dbg !313

b45:                                              ; preds = %b43
  %.384 = shl nuw i32 %.364, 16, !dbg !314
  %.385 = bitcast i32 %.384 to float, !dbg !314
  %.386 = zext i16 %t120 to i32, !dbg !314
  %.387 = shl nuw i32 %.386, 16, !dbg !314
  %.388 = bitcast i32 %.387 to float, !dbg !314
  %.389 = fadd float %.385, %.388, !dbg !314
  %.390 = bitcast float %.389 to i32, !dbg !314
  %.391 = and i32 %.390, 2147483647, !dbg !314
  %.392 = icmp ugt i32 %.391, 2139095040, !dbg !314
  %.393 = lshr i32 %.390, 16, !dbg !314
  %.394 = and i32 %.393, 1, !dbg !314
  %.395 = add i32 %.390, 32767, !dbg !314
  %.396 = add i32 %.395, %.394, !dbg !314
  %.397 = lshr i32 %.396, 16, !dbg !314
  %.399 = or i32 %.393, 64, !dbg !314
  %.400 = select i1 %.392, i32 %.399, i32 %.397, !dbg !314
  %.401 = trunc i32 %.400 to i16, !dbg !314
  br label %b48, !dbg !313

b48:                                              ; preds = %b43, %b45, %b26
  %t128 = phi i16 [ %t86, %b26 ], [ %t118.mux, %b43 ], [ %.401, %b45 ]
  %t129 = phi i1 [ %t87, %b26 ], [ %t119.mux, %b43 ], [ true, %b45 ]
  %t130 = icmp eq i32 %.1, 0, !dbg !313
  %t131 = and i1 %t130, %t129, !dbg !313
  br i1 %t131, label %b49, label %b50, !dbg !313

b49:                                              ; preds = %b48
  %t132 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t5, !dbg !313
  store i16 %t128, ptr addrspace(1) %t132, align 2, !dbg !313
  br label %b50, !dbg !313

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !313
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i16 %a3, i8 %a4) local_unnamed_addr #2 !dbg !315 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !316
  %t3 = sext i32 %.2 to i64, !dbg !316
  %t4 = icmp slt i64 %t3, %a0, !dbg !316
  br i1 %t4, label %b1, label %b5, !dbg !316

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t3, !dbg !316
  %.3 = load i16, ptr addrspace(1) %t5, align 2, !dbg !316, !amdgpu.noclobber !6
  %t812 = add nsw i64 %t3, 256, !dbg !316
  %t1013 = icmp slt i64 %t812, %a0, !dbg !316
  br i1 %t1013, label %b3, label %b5, !dbg !316

b3:                                               ; preds = %b1, %b3
  %t815 = phi i64 [ %t8, %b3 ], [ %t812, %b1 ]
  %t914 = phi i16 [ %.23, %b3 ], [ %.3, %b1 ]
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t815, !dbg !316
  %.4 = load i16, ptr addrspace(1) %t11, align 2, !dbg !316, !amdgpu.noclobber !6
  %0 = insertelement <2 x i16> poison, i16 %t914, i64 0, !dbg !317
  %1 = insertelement <2 x i16> %0, i16 %.4, i64 1, !dbg !317
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !317
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !317
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !317
  %5 = extractelement <2 x float> %4, i64 0, !dbg !317
  %6 = extractelement <2 x float> %4, i64 1, !dbg !317
  %.11 = fadd float %5, %6, !dbg !317
  %.12 = bitcast float %.11 to i32, !dbg !317
  %.13 = and i32 %.12, 2147483647, !dbg !317
  %.14 = icmp ugt i32 %.13, 2139095040, !dbg !317
  %.15 = lshr i32 %.12, 16, !dbg !317
  %.16 = and i32 %.15, 1, !dbg !317
  %.17 = add i32 %.12, 32767, !dbg !317
  %.18 = add i32 %.17, %.16, !dbg !317
  %.19 = lshr i32 %.18, 16, !dbg !317
  %.21 = or i32 %.15, 64, !dbg !317
  %.22 = select i1 %.14, i32 %.21, i32 %.19, !dbg !317
  %.23 = trunc i32 %.22 to i16, !dbg !317
  %t8 = add i64 %t815, 256, !dbg !316
  %t10 = icmp slt i64 %t8, %a0, !dbg !316
  br i1 %t10, label %b3, label %b5, !dbg !316

b5:                                               ; preds = %b3, %b1, %entry
  %t15 = phi i16 [ 0, %entry ], [ %.3, %b1 ], [ %.23, %b3 ]
  %t16 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.0, i32 %.2, !dbg !316
  store i16 %t15, ptr addrspace(3) %t16, align 2, !dbg !316
  %t17 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.1, i32 %.2, !dbg !316
  %.24 = zext i1 %t4 to i8, !dbg !316
  store i8 %.24, ptr addrspace(3) %t17, align 1, !dbg !316
  fence syncscope("workgroup") release, !dbg !316
  tail call void @llvm.amdgcn.s.barrier(), !dbg !316
  fence syncscope("workgroup") acquire, !dbg !316
  %t18 = icmp slt i32 %.2, 128, !dbg !316
  br i1 %t18, label %b6, label %b11, !dbg !316

b6:                                               ; preds = %b5
  %t19 = add nsw i32 %.2, 128, !dbg !316
  %t20 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.0, i32 %t19, !dbg !316
  %.25 = load i16, ptr addrspace(3) %t20, align 2, !dbg !316
  %t22 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.1, i32 %t19, !dbg !316
  %.26 = load i8, ptr addrspace(3) %t22, align 1, !dbg !316
  %.27.not11 = icmp eq i8 %.26, 0, !dbg !316
  %t4.not = xor i1 %t4, true, !dbg !316
  %brmerge = select i1 %.27.not11, i1 true, i1 %t4.not, !dbg !316
  %t15.mux = select i1 %.27.not11, i16 %t15, i16 %.25, !dbg !316
  %not..27.not11 = xor i1 %.27.not11, true, !dbg !316
  %t4.mux = select i1 %not..27.not11, i1 true, i1 %t4, !dbg !316
  br i1 %brmerge, label %b10, label %b8, !dbg !316

b8:                                               ; preds = %b6
  %.28 = zext i16 %t15 to i32, !dbg !317
  %.29 = shl nuw i32 %.28, 16, !dbg !317
  %.30 = bitcast i32 %.29 to float, !dbg !317
  %.31 = zext i16 %.25 to i32, !dbg !317
  %.32 = shl nuw i32 %.31, 16, !dbg !317
  %.33 = bitcast i32 %.32 to float, !dbg !317
  %.34 = fadd float %.30, %.33, !dbg !317
  %.35 = bitcast float %.34 to i32, !dbg !317
  %.36 = and i32 %.35, 2147483647, !dbg !317
  %.37 = icmp ugt i32 %.36, 2139095040, !dbg !317
  %.38 = lshr i32 %.35, 16, !dbg !317
  %.39 = and i32 %.38, 1, !dbg !317
  %.40 = add i32 %.35, 32767, !dbg !317
  %.41 = add i32 %.40, %.39, !dbg !317
  %.42 = lshr i32 %.41, 16, !dbg !317
  %.44 = or i32 %.38, 64, !dbg !317
  %.45 = select i1 %.37, i32 %.44, i32 %.42, !dbg !317
  %.46 = trunc i32 %.45 to i16, !dbg !317
  br label %b10, !dbg !316

b10:                                              ; preds = %b6, %b8
  %t26 = phi i16 [ %t15.mux, %b6 ], [ %.46, %b8 ]
  %t27 = phi i1 [ %t4.mux, %b6 ], [ true, %b8 ]
  store i16 %t26, ptr addrspace(3) %t16, align 2, !dbg !316
  %.47 = zext i1 %t27 to i8, !dbg !316
  store i8 %.47, ptr addrspace(3) %t17, align 1, !dbg !316
  br label %b11, !dbg !316

b11:                                              ; preds = %b10, %b5
  %t28 = phi i16 [ %t26, %b10 ], [ %t15, %b5 ]
  %t29 = phi i1 [ %t27, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !316
  tail call void @llvm.amdgcn.s.barrier(), !dbg !316
  fence syncscope("workgroup") acquire, !dbg !316
  %t30 = icmp slt i32 %.2, 64, !dbg !316
  br i1 %t30, label %b12, label %b17, !dbg !316

b12:                                              ; preds = %b11
  %t31 = add nsw i32 %.2, 64, !dbg !316
  %t32 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.0, i32 %t31, !dbg !316
  %.48 = load i16, ptr addrspace(3) %t32, align 2, !dbg !316
  %t34 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.1, i32 %t31, !dbg !316
  %.49 = load i8, ptr addrspace(3) %t34, align 1, !dbg !316
  %.50.not10 = icmp eq i8 %.49, 0, !dbg !316
  %t29.not = xor i1 %t29, true, !dbg !316
  %brmerge1 = select i1 %.50.not10, i1 true, i1 %t29.not, !dbg !316
  %t28.mux = select i1 %.50.not10, i16 %t28, i16 %.48, !dbg !316
  %not..50.not10 = xor i1 %.50.not10, true, !dbg !316
  %t29.mux = select i1 %not..50.not10, i1 true, i1 %t29, !dbg !316
  br i1 %brmerge1, label %b16, label %b14, !dbg !316

b14:                                              ; preds = %b12
  %.51 = zext i16 %t28 to i32, !dbg !317
  %.52 = shl nuw i32 %.51, 16, !dbg !317
  %.53 = bitcast i32 %.52 to float, !dbg !317
  %.54 = zext i16 %.48 to i32, !dbg !317
  %.55 = shl nuw i32 %.54, 16, !dbg !317
  %.56 = bitcast i32 %.55 to float, !dbg !317
  %.57 = fadd float %.53, %.56, !dbg !317
  %.58 = bitcast float %.57 to i32, !dbg !317
  %.59 = and i32 %.58, 2147483647, !dbg !317
  %.60 = icmp ugt i32 %.59, 2139095040, !dbg !317
  %.61 = lshr i32 %.58, 16, !dbg !317
  %.62 = and i32 %.61, 1, !dbg !317
  %.63 = add i32 %.58, 32767, !dbg !317
  %.64 = add i32 %.63, %.62, !dbg !317
  %.65 = lshr i32 %.64, 16, !dbg !317
  %.67 = or i32 %.61, 64, !dbg !317
  %.68 = select i1 %.60, i32 %.67, i32 %.65, !dbg !317
  %.69 = trunc i32 %.68 to i16, !dbg !317
  br label %b16, !dbg !316

b16:                                              ; preds = %b12, %b14
  %t38 = phi i16 [ %t28.mux, %b12 ], [ %.69, %b14 ]
  %t39 = phi i1 [ %t29.mux, %b12 ], [ true, %b14 ]
  store i16 %t38, ptr addrspace(3) %t16, align 2, !dbg !316
  %.70 = zext i1 %t39 to i8, !dbg !316
  store i8 %.70, ptr addrspace(3) %t17, align 1, !dbg !316
  br label %b17, !dbg !316

b17:                                              ; preds = %b16, %b11
  %t40 = phi i16 [ %t38, %b16 ], [ %t28, %b11 ]
  %t41 = phi i1 [ %t39, %b16 ], [ %t29, %b11 ]
  fence syncscope("workgroup") release, !dbg !316
  tail call void @llvm.amdgcn.s.barrier(), !dbg !316
  fence syncscope("workgroup") acquire, !dbg !316
  %t42 = icmp slt i32 %.2, 32, !dbg !316
  br i1 %t42, label %b18, label %b23, !dbg !316

b18:                                              ; preds = %b17
  %t43 = add nsw i32 %.2, 32, !dbg !316
  %t44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.0, i32 %t43, !dbg !316
  %.71 = load i16, ptr addrspace(3) %t44, align 2, !dbg !316
  %t46 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.1, i32 %t43, !dbg !316
  %.72 = load i8, ptr addrspace(3) %t46, align 1, !dbg !316
  %.73.not9 = icmp eq i8 %.72, 0, !dbg !316
  %t41.not = xor i1 %t41, true, !dbg !316
  %brmerge2 = select i1 %.73.not9, i1 true, i1 %t41.not, !dbg !316
  %t40.mux = select i1 %.73.not9, i16 %t40, i16 %.71, !dbg !316
  %not..73.not9 = xor i1 %.73.not9, true, !dbg !316
  %t41.mux = select i1 %not..73.not9, i1 true, i1 %t41, !dbg !316
  br i1 %brmerge2, label %b23, label %b20, !dbg !316

b20:                                              ; preds = %b18
  %.74 = zext i16 %t40 to i32, !dbg !317
  %.75 = shl nuw i32 %.74, 16, !dbg !317
  %.76 = bitcast i32 %.75 to float, !dbg !317
  %.77 = zext i16 %.71 to i32, !dbg !317
  %.78 = shl nuw i32 %.77, 16, !dbg !317
  %.79 = bitcast i32 %.78 to float, !dbg !317
  %.80 = fadd float %.76, %.79, !dbg !317
  %.81 = bitcast float %.80 to i32, !dbg !317
  %.82 = and i32 %.81, 2147483647, !dbg !317
  %.83 = icmp ugt i32 %.82, 2139095040, !dbg !317
  %.84 = lshr i32 %.81, 16, !dbg !317
  %.85 = and i32 %.84, 1, !dbg !317
  %.86 = add i32 %.81, 32767, !dbg !317
  %.87 = add i32 %.86, %.85, !dbg !317
  %.88 = lshr i32 %.87, 16, !dbg !317
  %.90 = or i32 %.84, 64, !dbg !317
  %.91 = select i1 %.83, i32 %.90, i32 %.88, !dbg !317
  %.92 = trunc i32 %.91 to i16, !dbg !317
  br label %b23, !dbg !316

b23:                                              ; preds = %b18, %b20, %b17
  %t52 = phi i16 [ %t40, %b17 ], [ %t40.mux, %b18 ], [ %.92, %b20 ]
  %t53 = phi i1 [ %t41, %b17 ], [ %t41.mux, %b18 ], [ true, %b20 ]
  br i1 %t42, label %b24, label %b45, !dbg !316

b24:                                              ; preds = %b23
  %.94 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !316
  %.95 = zext i32 %.94 to i64, !dbg !316
  %.96 = add nuw nsw i64 %.95, 16, !dbg !316
  %.97 = icmp ult i32 %.94, 16, !dbg !316
  %.98 = tail call i32 @llvm.read_register.i32(metadata !228) #10, !dbg !316
  %.99 = zext i32 %.98 to i64, !dbg !316
  %.100 = and i64 %.96, 31, !dbg !316
  %7 = shl nuw nsw i64 1, %.100, !dbg !316
  %8 = and i64 %7, %.99, !dbg !316
  %.102 = icmp ne i64 %8, 0, !dbg !316
  %.103 = and i1 %.97, %.102, !dbg !316
  %.104 = trunc i64 %.96 to i32, !dbg !316
  %.105 = shl i32 %.104, 2, !dbg !316
  %.106 = zext i16 %t52 to i32, !dbg !316
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !316
  %.108 = trunc i32 %.107 to i16, !dbg !316
  %t54 = select i1 %.103, i16 %.108, i16 %t52, !dbg !316
  %.122 = zext i1 %t53 to i32, !dbg !316
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.122), !dbg !316
  %9 = and i32 %.123, 1, !dbg !316
  %.124 = icmp ne i32 %9, 0, !dbg !316
  %t55 = select i1 %.103, i1 %.124, i1 %t53, !dbg !316
  %t56 = icmp slt i32 %.2, 16, !dbg !316
  %t57 = and i1 %t56, %t55, !dbg !316
  %10 = select i1 %t57, i1 %t53, i1 false, !dbg !316
  %t52.mux = select i1 %t57, i16 %t54, i16 %t52, !dbg !316
  %t53.mux = select i1 %t57, i1 true, i1 %t53, !dbg !316
  br i1 %10, label %b26, label %b28, !dbg !316

b26:                                              ; preds = %b24
  %.126 = shl nuw i32 %.106, 16, !dbg !317
  %.127 = bitcast i32 %.126 to float, !dbg !317
  %.128 = zext i16 %t54 to i32, !dbg !317
  %.129 = shl nuw i32 %.128, 16, !dbg !317
  %.130 = bitcast i32 %.129 to float, !dbg !317
  %.131 = fadd float %.127, %.130, !dbg !317
  %.132 = bitcast float %.131 to i32, !dbg !317
  %.133 = and i32 %.132, 2147483647, !dbg !317
  %.134 = icmp ugt i32 %.133, 2139095040, !dbg !317
  %.135 = lshr i32 %.132, 16, !dbg !317
  %.136 = and i32 %.135, 1, !dbg !317
  %.137 = add i32 %.132, 32767, !dbg !317
  %.138 = add i32 %.137, %.136, !dbg !317
  %.139 = lshr i32 %.138, 16, !dbg !317
  %.141 = or i32 %.135, 64, !dbg !317
  %.142 = select i1 %.134, i32 %.141, i32 %.139, !dbg !317
  %.143 = trunc i32 %.142 to i16, !dbg !317
  br label %b28, !dbg !316

b28:                                              ; preds = %b24, %b26
  %t60 = phi i16 [ %t52.mux, %b24 ], [ %.143, %b26 ]
  %t61 = phi i1 [ %t53.mux, %b24 ], [ true, %b26 ]
  %.147 = add nuw nsw i64 %.95, 8, !dbg !316
  %.148 = icmp ult i32 %.94, 24, !dbg !316
  %.151 = and i64 %.147, 31, !dbg !316
  %11 = shl nuw nsw i64 1, %.151, !dbg !316
  %12 = and i64 %11, %.99, !dbg !316
  %.153 = icmp ne i64 %12, 0, !dbg !316
  %.154 = and i1 %.148, %.153, !dbg !316
  %.155 = trunc i64 %.147 to i32, !dbg !316
  %.156 = shl i32 %.155, 2, !dbg !316
  %.157 = zext i16 %t60 to i32, !dbg !316
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.157), !dbg !316
  %.159 = trunc i32 %.158 to i16, !dbg !316
  %t62 = select i1 %.154, i16 %.159, i16 %t60, !dbg !316
  %.173 = zext i1 %t61 to i32, !dbg !316
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.173), !dbg !316
  %13 = and i32 %.174, 1, !dbg !316
  %.175 = icmp ne i32 %13, 0, !dbg !316
  %t63 = select i1 %.154, i1 %.175, i1 %t61, !dbg !316
  %t64 = icmp slt i32 %.2, 24, !dbg !316
  %t65 = and i1 %t64, %t63, !dbg !316
  %14 = select i1 %t65, i1 %t61, i1 false, !dbg !316
  %t60.mux = select i1 %t65, i16 %t62, i16 %t60, !dbg !316
  %t61.mux = select i1 %t65, i1 true, i1 %t61, !dbg !316
  br i1 %14, label %b30, label %b32, !dbg !316

b30:                                              ; preds = %b28
  %.177 = shl nuw i32 %.157, 16, !dbg !317
  %.178 = bitcast i32 %.177 to float, !dbg !317
  %.179 = zext i16 %t62 to i32, !dbg !317
  %.180 = shl nuw i32 %.179, 16, !dbg !317
  %.181 = bitcast i32 %.180 to float, !dbg !317
  %.182 = fadd float %.178, %.181, !dbg !317
  %.183 = bitcast float %.182 to i32, !dbg !317
  %.184 = and i32 %.183, 2147483647, !dbg !317
  %.185 = icmp ugt i32 %.184, 2139095040, !dbg !317
  %.186 = lshr i32 %.183, 16, !dbg !317
  %.187 = and i32 %.186, 1, !dbg !317
  %.188 = add i32 %.183, 32767, !dbg !317
  %.189 = add i32 %.188, %.187, !dbg !317
  %.190 = lshr i32 %.189, 16, !dbg !317
  %.192 = or i32 %.186, 64, !dbg !317
  %.193 = select i1 %.185, i32 %.192, i32 %.190, !dbg !317
  %.194 = trunc i32 %.193 to i16, !dbg !317
  br label %b32, !dbg !316

b32:                                              ; preds = %b28, %b30
  %t68 = phi i16 [ %t60.mux, %b28 ], [ %.194, %b30 ]
  %t69 = phi i1 [ %t61.mux, %b28 ], [ true, %b30 ]
  %.198 = add nuw nsw i64 %.95, 4, !dbg !316
  %.199 = icmp ult i32 %.94, 28, !dbg !316
  %.202 = and i64 %.198, 31, !dbg !316
  %15 = shl nuw nsw i64 1, %.202, !dbg !316
  %16 = and i64 %15, %.99, !dbg !316
  %.204 = icmp ne i64 %16, 0, !dbg !316
  %.205 = and i1 %.199, %.204, !dbg !316
  %.206 = trunc i64 %.198 to i32, !dbg !316
  %.207 = shl i32 %.206, 2, !dbg !316
  %.208 = zext i16 %t68 to i32, !dbg !316
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !316
  %.210 = trunc i32 %.209 to i16, !dbg !316
  %t70 = select i1 %.205, i16 %.210, i16 %t68, !dbg !316
  %.224 = zext i1 %t69 to i32, !dbg !316
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !316
  %17 = and i32 %.225, 1, !dbg !316
  %.226 = icmp ne i32 %17, 0, !dbg !316
  %t71 = select i1 %.205, i1 %.226, i1 %t69, !dbg !316
  %t72 = icmp slt i32 %.2, 28, !dbg !316
  %t73 = and i1 %t72, %t71, !dbg !316
  %18 = select i1 %t73, i1 %t69, i1 false, !dbg !316
  %t68.mux = select i1 %t73, i16 %t70, i16 %t68, !dbg !316
  %t69.mux = select i1 %t73, i1 true, i1 %t69, !dbg !316
  br i1 %18, label %b34, label %b36, !dbg !316

b34:                                              ; preds = %b32
  %.228 = shl nuw i32 %.208, 16, !dbg !317
  %.229 = bitcast i32 %.228 to float, !dbg !317
  %.230 = zext i16 %t70 to i32, !dbg !317
  %.231 = shl nuw i32 %.230, 16, !dbg !317
  %.232 = bitcast i32 %.231 to float, !dbg !317
  %.233 = fadd float %.229, %.232, !dbg !317
  %.234 = bitcast float %.233 to i32, !dbg !317
  %.235 = and i32 %.234, 2147483647, !dbg !317
  %.236 = icmp ugt i32 %.235, 2139095040, !dbg !317
  %.237 = lshr i32 %.234, 16, !dbg !317
  %.238 = and i32 %.237, 1, !dbg !317
  %.239 = add i32 %.234, 32767, !dbg !317
  %.240 = add i32 %.239, %.238, !dbg !317
  %.241 = lshr i32 %.240, 16, !dbg !317
  %.243 = or i32 %.237, 64, !dbg !317
  %.244 = select i1 %.236, i32 %.243, i32 %.241, !dbg !317
  %.245 = trunc i32 %.244 to i16, !dbg !317
  br label %b36, !dbg !316

b36:                                              ; preds = %b32, %b34
  %t76 = phi i16 [ %t68.mux, %b32 ], [ %.245, %b34 ]
  %t77 = phi i1 [ %t69.mux, %b32 ], [ true, %b34 ]
  %.249 = add nuw nsw i64 %.95, 2, !dbg !316
  %.250 = icmp ult i32 %.94, 30, !dbg !316
  %.253 = and i64 %.249, 31, !dbg !316
  %19 = shl nuw nsw i64 1, %.253, !dbg !316
  %20 = and i64 %19, %.99, !dbg !316
  %.255 = icmp ne i64 %20, 0, !dbg !316
  %.256 = and i1 %.250, %.255, !dbg !316
  %.257 = trunc i64 %.249 to i32, !dbg !316
  %.258 = shl i32 %.257, 2, !dbg !316
  %.259 = zext i16 %t76 to i32, !dbg !316
  %.260 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.259), !dbg !316
  %.261 = trunc i32 %.260 to i16, !dbg !316
  %t78 = select i1 %.256, i16 %.261, i16 %t76, !dbg !316
  %.275 = zext i1 %t77 to i32, !dbg !316
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.275), !dbg !316
  %21 = and i32 %.276, 1, !dbg !316
  %.277 = icmp ne i32 %21, 0, !dbg !316
  %t79 = select i1 %.256, i1 %.277, i1 %t77, !dbg !316
  %t80 = icmp slt i32 %.2, 30, !dbg !316
  %t81 = and i1 %t80, %t79, !dbg !316
  %22 = select i1 %t81, i1 %t77, i1 false, !dbg !316
  %t76.mux = select i1 %t81, i16 %t78, i16 %t76, !dbg !316
  %t77.mux = select i1 %t81, i1 true, i1 %t77, !dbg !316
  br i1 %22, label %b38, label %b40, !dbg !316

b38:                                              ; preds = %b36
  %.279 = shl nuw i32 %.259, 16, !dbg !317
  %.280 = bitcast i32 %.279 to float, !dbg !317
  %.281 = zext i16 %t78 to i32, !dbg !317
  %.282 = shl nuw i32 %.281, 16, !dbg !317
  %.283 = bitcast i32 %.282 to float, !dbg !317
  %.284 = fadd float %.280, %.283, !dbg !317
  %.285 = bitcast float %.284 to i32, !dbg !317
  %.286 = and i32 %.285, 2147483647, !dbg !317
  %.287 = icmp ugt i32 %.286, 2139095040, !dbg !317
  %.288 = lshr i32 %.285, 16, !dbg !317
  %.289 = and i32 %.288, 1, !dbg !317
  %.290 = add i32 %.285, 32767, !dbg !317
  %.291 = add i32 %.290, %.289, !dbg !317
  %.292 = lshr i32 %.291, 16, !dbg !317
  %.294 = or i32 %.288, 64, !dbg !317
  %.295 = select i1 %.287, i32 %.294, i32 %.292, !dbg !317
  %.296 = trunc i32 %.295 to i16, !dbg !317
  br label %b40, !dbg !316

b40:                                              ; preds = %b36, %b38
  %t84 = phi i16 [ %t76.mux, %b36 ], [ %.296, %b38 ]
  %t85 = phi i1 [ %t77.mux, %b36 ], [ true, %b38 ]
  %.300 = add nuw nsw i64 %.95, 1, !dbg !316
  %.301 = icmp ult i32 %.94, 31, !dbg !316
  %.304 = and i64 %.300, 31, !dbg !316
  %23 = shl nuw nsw i64 1, %.304, !dbg !316
  %24 = and i64 %23, %.99, !dbg !316
  %.306 = icmp ne i64 %24, 0, !dbg !316
  %.307 = and i1 %.301, %.306, !dbg !316
  %.308 = trunc i64 %.300 to i32, !dbg !316
  %.309 = shl i32 %.308, 2, !dbg !316
  %.310 = zext i16 %t84 to i32, !dbg !316
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.310), !dbg !316
  %.312 = trunc i32 %.311 to i16, !dbg !316
  %t86 = select i1 %.307, i16 %.312, i16 %t84, !dbg !316
  %.326 = zext i1 %t85 to i32, !dbg !316
  %.327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.326), !dbg !316
  %25 = and i32 %.327, 1, !dbg !316
  %.328 = icmp ne i32 %25, 0, !dbg !316
  %t87 = select i1 %.307, i1 %.328, i1 %t85, !dbg !316
  %t88 = icmp slt i32 %.2, 31, !dbg !316
  %t89 = and i1 %t88, %t87, !dbg !316
  %26 = select i1 %t89, i1 %t85, i1 false, !dbg !316
  %t84.mux = select i1 %t89, i16 %t86, i16 %t84, !dbg !316
  %t85.mux = select i1 %t89, i1 true, i1 %t85, !dbg !316
  br i1 %26, label %b42, label %b45, !dbg !316

b42:                                              ; preds = %b40
  %.330 = shl nuw i32 %.310, 16, !dbg !317
  %.331 = bitcast i32 %.330 to float, !dbg !317
  %.332 = zext i16 %t86 to i32, !dbg !317
  %.333 = shl nuw i32 %.332, 16, !dbg !317
  %.334 = bitcast i32 %.333 to float, !dbg !317
  %.335 = fadd float %.331, %.334, !dbg !317
  %.336 = bitcast float %.335 to i32, !dbg !317
  %.337 = and i32 %.336, 2147483647, !dbg !317
  %.338 = icmp ugt i32 %.337, 2139095040, !dbg !317
  %.339 = lshr i32 %.336, 16, !dbg !317
  %.340 = and i32 %.339, 1, !dbg !317
  %.341 = add i32 %.336, 32767, !dbg !317
  %.342 = add i32 %.341, %.340, !dbg !317
  %.343 = lshr i32 %.342, 16, !dbg !317
  %.345 = or i32 %.339, 64, !dbg !317
  %.346 = select i1 %.338, i32 %.345, i32 %.343, !dbg !317
  %.347 = trunc i32 %.346 to i16, !dbg !317
  br label %b45, !dbg !316

b45:                                              ; preds = %b40, %b42, %b23
  %t94 = phi i16 [ %t52, %b23 ], [ %t84.mux, %b40 ], [ %.347, %b42 ]
  %t95 = phi i1 [ %t53, %b23 ], [ %t85.mux, %b40 ], [ true, %b42 ]
  %t96 = icmp eq i32 %.2, 0, !dbg !316
  br i1 %t96, label %b46, label %b52, !dbg !316

b46:                                              ; preds = %b45
  %27 = select i1 %t95, i1 %.1, i1 false, !dbg !316
  %a3.mux = select i1 %t95, i16 %t94, i16 %a3, !dbg !316
  %.1.mux = select i1 %t95, i1 true, i1 %.1, !dbg !316
  br i1 %27, label %b48, label %b50, !dbg !316

b48:                                              ; preds = %b46
  %.348 = zext i16 %a3 to i32, !dbg !317
  %.349 = shl nuw i32 %.348, 16, !dbg !317
  %.350 = bitcast i32 %.349 to float, !dbg !317
  %.351 = zext i16 %t94 to i32, !dbg !317
  %.352 = shl nuw i32 %.351, 16, !dbg !317
  %.353 = bitcast i32 %.352 to float, !dbg !317
  %.354 = fadd float %.350, %.353, !dbg !317
  %.355 = bitcast float %.354 to i32, !dbg !317
  %.356 = and i32 %.355, 2147483647, !dbg !317
  %.357 = icmp ugt i32 %.356, 2139095040, !dbg !317
  %.358 = lshr i32 %.355, 16, !dbg !317
  %.359 = and i32 %.358, 1, !dbg !317
  %.360 = add i32 %.355, 32767, !dbg !317
  %.361 = add i32 %.360, %.359, !dbg !317
  %.362 = lshr i32 %.361, 16, !dbg !317
  %.364 = or i32 %.358, 64, !dbg !317
  %.365 = select i1 %.357, i32 %.364, i32 %.362, !dbg !317
  %.366 = trunc i32 %.365 to i16, !dbg !317
  br label %b50, !dbg !316

b50:                                              ; preds = %b46, %b48
  %t99 = phi i16 [ %a3.mux, %b46 ], [ %.366, %b48 ]
  %t100 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t100, label %b51, label %b52, !dbg !316

b51:                                              ; preds = %b50
  store i16 %t99, ptr addrspace(1) %a2, align 2, !dbg !316
  br label %b52, !dbg !316

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !316
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !318 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !319
  %t3 = sext i32 %.1 to i64, !dbg !319
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !319
  %t5 = sext i32 %.2 to i64, !dbg !319
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !319
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !319
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !319, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !319
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !319
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !319, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !319
  %.15 = add i32 %.14, %.9, !dbg !319
  %.16 = udiv i32 %.15, %.6, !dbg !319
  %t9 = sext i32 %.16 to i64, !dbg !319
  %t10 = mul nsw i64 %t7, %t5, !dbg !319
  %t11 = add nsw i64 %t10, %t3, !dbg !319
  %t12 = mul nsw i64 %t9, %t7, !dbg !319
  %t13 = shl nsw i64 %t12, 1, !dbg !319
  %t14 = icmp slt i64 %t11, %a0, !dbg !319
  br i1 %t14, label %b1, label %b8, !dbg !319

b1:                                               ; preds = %entry
  %t15 = mul i64 %t11, %a2, !dbg !319
  %t16 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t15, !dbg !319
  %.17 = load i16, ptr addrspace(1) %t16, align 2, !dbg !319, !amdgpu.noclobber !6
  %t18 = add nsw i64 %t12, %t11, !dbg !319
  %t19 = sub i64 %a0, %t12, !dbg !319
  %t22 = mul i64 %t13, %a2, !dbg !319
  %t23 = mul i64 %t12, %a2, !dbg !319
  %t3111 = icmp slt i64 %t18, %t19, !dbg !319
  br i1 %t3111, label %b3.preheader, label %b4, !dbg !319

b3.preheader:                                     ; preds = %b1
  %t20 = mul i64 %t18, %a2, !dbg !319
  %t24 = add i64 %t20, %t23, !dbg !319
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t24, !dbg !319
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t20, !dbg !319
  br label %b3, !dbg !319

b3:                                               ; preds = %b3.preheader, %b3
  %t2915 = phi i16 [ %.57, %b3 ], [ %.17, %b3.preheader ]
  %t2814 = phi i64 [ %t36, %b3 ], [ %t18, %b3.preheader ]
  %t2713 = phi ptr addrspace(1) [ %t37, %b3 ], [ %t21, %b3.preheader ]
  %t2612 = phi ptr addrspace(1) [ %t38, %b3 ], [ %t25, %b3.preheader ]
  %.18 = load i16, ptr addrspace(1) %t2713, align 2, !dbg !319
  %.19 = load i16, ptr addrspace(1) %t2612, align 2, !dbg !319
  %.20 = zext i16 %t2915 to i32, !dbg !320
  %.21 = shl nuw i32 %.20, 16, !dbg !320
  %.22 = bitcast i32 %.21 to float, !dbg !320
  %.23 = zext i16 %.18 to i32, !dbg !320
  %.24 = shl nuw i32 %.23, 16, !dbg !320
  %.25 = bitcast i32 %.24 to float, !dbg !320
  %.26 = fmul float %.22, %.25, !dbg !320
  %.27 = bitcast float %.26 to i32, !dbg !320
  %.28 = and i32 %.27, 2147483647, !dbg !320
  %.29 = icmp ugt i32 %.28, 2139095040, !dbg !320
  %.30 = lshr i32 %.27, 16, !dbg !320
  %.31 = and i32 %.30, 1, !dbg !320
  %.32 = add i32 %.27, 32767, !dbg !320
  %.33 = add i32 %.32, %.31, !dbg !320
  %.34 = lshr i32 %.33, 16, !dbg !320
  %.36 = or i32 %.30, 64, !dbg !320
  %.37 = select i1 %.29, i32 %.36, i32 %.34, !dbg !320
  %.40 = shl nuw i32 %.37, 16, !dbg !320
  %.41 = bitcast i32 %.40 to float, !dbg !320
  %.42 = zext i16 %.19 to i32, !dbg !320
  %.43 = shl nuw i32 %.42, 16, !dbg !320
  %.44 = bitcast i32 %.43 to float, !dbg !320
  %.45 = fmul float %.44, %.41, !dbg !320
  %.46 = bitcast float %.45 to i32, !dbg !320
  %.47 = and i32 %.46, 2147483647, !dbg !320
  %.48 = icmp ugt i32 %.47, 2139095040, !dbg !320
  %.49 = lshr i32 %.46, 16, !dbg !320
  %.50 = and i32 %.49, 1, !dbg !320
  %.51 = add i32 %.46, 32767, !dbg !320
  %.52 = add i32 %.51, %.50, !dbg !320
  %.53 = lshr i32 %.52, 16, !dbg !320
  %.55 = or i32 %.49, 64, !dbg !320
  %.56 = select i1 %.48, i32 %.55, i32 %.53, !dbg !320
  %.57 = trunc i32 %.56 to i16, !dbg !320
  %t36 = add i64 %t2814, %t13, !dbg !319
  %t37 = getelementptr inbounds i16, ptr addrspace(1) %t2713, i64 %t22, !dbg !319
  %t38 = getelementptr inbounds i16, ptr addrspace(1) %t2612, i64 %t22, !dbg !319
  %t31 = icmp slt i64 %t36, %t19, !dbg !319
  br i1 %t31, label %b3, label %b4, !dbg !319

b4:                                               ; preds = %b3, %b1
  %t28.lcssa = phi i64 [ %t18, %b1 ], [ %t36, %b3 ]
  %t29.lcssa = phi i16 [ %.17, %b1 ], [ %.57, %b3 ]
  %t4417 = icmp slt i64 %t28.lcssa, %a0, !dbg !319
  br i1 %t4417, label %b6.preheader, label %b8, !dbg !319

b6.preheader:                                     ; preds = %b4
  %t39 = mul i64 %t28.lcssa, %a2, !dbg !319
  %t40 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t39, !dbg !319
  br label %b6, !dbg !319

b6:                                               ; preds = %b6.preheader, %b6
  %t4320 = phi i16 [ %.77, %b6 ], [ %t29.lcssa, %b6.preheader ]
  %t4219 = phi i64 [ %t47, %b6 ], [ %t28.lcssa, %b6.preheader ]
  %t4118 = phi ptr addrspace(1) [ %t48, %b6 ], [ %t40, %b6.preheader ]
  %.58 = load i16, ptr addrspace(1) %t4118, align 2, !dbg !319
  %0 = insertelement <2 x i16> poison, i16 %t4320, i64 0, !dbg !320
  %1 = insertelement <2 x i16> %0, i16 %.58, i64 1, !dbg !320
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !320
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !320
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !320
  %5 = extractelement <2 x float> %4, i64 0, !dbg !320
  %6 = extractelement <2 x float> %4, i64 1, !dbg !320
  %.65 = fmul float %5, %6, !dbg !320
  %.66 = bitcast float %.65 to i32, !dbg !320
  %.67 = and i32 %.66, 2147483647, !dbg !320
  %.68 = icmp ugt i32 %.67, 2139095040, !dbg !320
  %.69 = lshr i32 %.66, 16, !dbg !320
  %.70 = and i32 %.69, 1, !dbg !320
  %.71 = add i32 %.66, 32767, !dbg !320
  %.72 = add i32 %.71, %.70, !dbg !320
  %.73 = lshr i32 %.72, 16, !dbg !320
  %.75 = or i32 %.69, 64, !dbg !320
  %.76 = select i1 %.68, i32 %.75, i32 %.73, !dbg !320
  %.77 = trunc i32 %.76 to i16, !dbg !320
  %t47 = add i64 %t4219, %t12, !dbg !319
  %t48 = getelementptr inbounds i16, ptr addrspace(1) %t4118, i64 %t23, !dbg !319
  %t44 = icmp slt i64 %t47, %a0, !dbg !319
  br i1 %t44, label %b6, label %b8, !dbg !319

b8:                                               ; preds = %b6, %b4, %entry
  %t49 = phi i16 [ 0, %entry ], [ %t29.lcssa, %b4 ], [ %.77, %b6 ]
  %t50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.0, i32 %.1, !dbg !319
  store i16 %t49, ptr addrspace(3) %t50, align 2, !dbg !319
  %t51 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.1, i32 %.1, !dbg !319
  %.78 = zext i1 %t14 to i8, !dbg !319
  store i8 %.78, ptr addrspace(3) %t51, align 1, !dbg !319
  fence syncscope("workgroup") release, !dbg !319
  tail call void @llvm.amdgcn.s.barrier(), !dbg !319
  fence syncscope("workgroup") acquire, !dbg !319
  %t52 = icmp slt i32 %.1, 128, !dbg !319
  br i1 %t52, label %b9, label %b14, !dbg !319

b9:                                               ; preds = %b8
  %t53 = add nsw i32 %.1, 128, !dbg !319
  %t54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.0, i32 %t53, !dbg !319
  %.79 = load i16, ptr addrspace(3) %t54, align 2, !dbg !319
  %t56 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.1, i32 %t53, !dbg !319
  %.80 = load i8, ptr addrspace(3) %t56, align 1, !dbg !319
  %.81.not10 = icmp eq i8 %.80, 0, !dbg !319
  %t14.not = xor i1 %t14, true, !dbg !319
  %brmerge = select i1 %.81.not10, i1 true, i1 %t14.not, !dbg !319
  %t49.mux = select i1 %.81.not10, i16 %t49, i16 %.79, !dbg !319
  %not..81.not10 = xor i1 %.81.not10, true, !dbg !319
  %t14.mux = select i1 %not..81.not10, i1 true, i1 %t14, !dbg !319
  br i1 %brmerge, label %b13, label %b11, !dbg !319

b11:                                              ; preds = %b9
  %.82 = zext i16 %t49 to i32, !dbg !320
  %.83 = shl nuw i32 %.82, 16, !dbg !320
  %.84 = bitcast i32 %.83 to float, !dbg !320
  %.85 = zext i16 %.79 to i32, !dbg !320
  %.86 = shl nuw i32 %.85, 16, !dbg !320
  %.87 = bitcast i32 %.86 to float, !dbg !320
  %.88 = fmul float %.84, %.87, !dbg !320
  %.89 = bitcast float %.88 to i32, !dbg !320
  %.90 = and i32 %.89, 2147483647, !dbg !320
  %.91 = icmp ugt i32 %.90, 2139095040, !dbg !320
  %.92 = lshr i32 %.89, 16, !dbg !320
  %.93 = and i32 %.92, 1, !dbg !320
  %.94 = add i32 %.89, 32767, !dbg !320
  %.95 = add i32 %.94, %.93, !dbg !320
  %.96 = lshr i32 %.95, 16, !dbg !320
  %.98 = or i32 %.92, 64, !dbg !320
  %.99 = select i1 %.91, i32 %.98, i32 %.96, !dbg !320
  %.100 = trunc i32 %.99 to i16, !dbg !320
  br label %b13, !dbg !319

b13:                                              ; preds = %b9, %b11
  %t60 = phi i16 [ %t49.mux, %b9 ], [ %.100, %b11 ]
  %t61 = phi i1 [ %t14.mux, %b9 ], [ true, %b11 ]
  store i16 %t60, ptr addrspace(3) %t50, align 2, !dbg !319
  %.101 = zext i1 %t61 to i8, !dbg !319
  store i8 %.101, ptr addrspace(3) %t51, align 1, !dbg !319
  br label %b14, !dbg !319

b14:                                              ; preds = %b13, %b8
  %t62 = phi i16 [ %t60, %b13 ], [ %t49, %b8 ]
  %t63 = phi i1 [ %t61, %b13 ], [ %t14, %b8 ]
  fence syncscope("workgroup") release, !dbg !319
  tail call void @llvm.amdgcn.s.barrier(), !dbg !319
  fence syncscope("workgroup") acquire, !dbg !319
  %t64 = icmp slt i32 %.1, 64, !dbg !319
  br i1 %t64, label %b15, label %b20, !dbg !319

b15:                                              ; preds = %b14
  %t65 = add nsw i32 %.1, 64, !dbg !319
  %t66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.0, i32 %t65, !dbg !319
  %.102 = load i16, ptr addrspace(3) %t66, align 2, !dbg !319
  %t68 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.1, i32 %t65, !dbg !319
  %.103 = load i8, ptr addrspace(3) %t68, align 1, !dbg !319
  %.104.not9 = icmp eq i8 %.103, 0, !dbg !319
  %t63.not = xor i1 %t63, true, !dbg !319
  %brmerge1 = select i1 %.104.not9, i1 true, i1 %t63.not, !dbg !319
  %t62.mux = select i1 %.104.not9, i16 %t62, i16 %.102, !dbg !319
  %not..104.not9 = xor i1 %.104.not9, true, !dbg !319
  %t63.mux = select i1 %not..104.not9, i1 true, i1 %t63, !dbg !319
  br i1 %brmerge1, label %b19, label %b17, !dbg !319

b17:                                              ; preds = %b15
  %.105 = zext i16 %t62 to i32, !dbg !320
  %.106 = shl nuw i32 %.105, 16, !dbg !320
  %.107 = bitcast i32 %.106 to float, !dbg !320
  %.108 = zext i16 %.102 to i32, !dbg !320
  %.109 = shl nuw i32 %.108, 16, !dbg !320
  %.110 = bitcast i32 %.109 to float, !dbg !320
  %.111 = fmul float %.107, %.110, !dbg !320
  %.112 = bitcast float %.111 to i32, !dbg !320
  %.113 = and i32 %.112, 2147483647, !dbg !320
  %.114 = icmp ugt i32 %.113, 2139095040, !dbg !320
  %.115 = lshr i32 %.112, 16, !dbg !320
  %.116 = and i32 %.115, 1, !dbg !320
  %.117 = add i32 %.112, 32767, !dbg !320
  %.118 = add i32 %.117, %.116, !dbg !320
  %.119 = lshr i32 %.118, 16, !dbg !320
  %.121 = or i32 %.115, 64, !dbg !320
  %.122 = select i1 %.114, i32 %.121, i32 %.119, !dbg !320
  %.123 = trunc i32 %.122 to i16, !dbg !320
  br label %b19, !dbg !319

b19:                                              ; preds = %b15, %b17
  %t72 = phi i16 [ %t62.mux, %b15 ], [ %.123, %b17 ]
  %t73 = phi i1 [ %t63.mux, %b15 ], [ true, %b17 ]
  store i16 %t72, ptr addrspace(3) %t50, align 2, !dbg !319
  %.124 = zext i1 %t73 to i8, !dbg !319
  store i8 %.124, ptr addrspace(3) %t51, align 1, !dbg !319
  br label %b20, !dbg !319

b20:                                              ; preds = %b19, %b14
  %t74 = phi i16 [ %t72, %b19 ], [ %t62, %b14 ]
  %t75 = phi i1 [ %t73, %b19 ], [ %t63, %b14 ]
  fence syncscope("workgroup") release, !dbg !319
  tail call void @llvm.amdgcn.s.barrier(), !dbg !319
  fence syncscope("workgroup") acquire, !dbg !319
  %t76 = icmp slt i32 %.1, 32, !dbg !319
  br i1 %t76, label %b21, label %b26, !dbg !319

b21:                                              ; preds = %b20
  %t77 = add nsw i32 %.1, 32, !dbg !319
  %t78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.0, i32 %t77, !dbg !319
  %.125 = load i16, ptr addrspace(3) %t78, align 2, !dbg !319
  %t80 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.1, i32 %t77, !dbg !319
  %.126 = load i8, ptr addrspace(3) %t80, align 1, !dbg !319
  %.127.not8 = icmp eq i8 %.126, 0, !dbg !319
  %t75.not = xor i1 %t75, true, !dbg !319
  %brmerge2 = select i1 %.127.not8, i1 true, i1 %t75.not, !dbg !319
  %t74.mux = select i1 %.127.not8, i16 %t74, i16 %.125, !dbg !319
  %not..127.not8 = xor i1 %.127.not8, true, !dbg !319
  %t75.mux = select i1 %not..127.not8, i1 true, i1 %t75, !dbg !319
  br i1 %brmerge2, label %b26, label %b23, !dbg !319

b23:                                              ; preds = %b21
  %.128 = zext i16 %t74 to i32, !dbg !320
  %.129 = shl nuw i32 %.128, 16, !dbg !320
  %.130 = bitcast i32 %.129 to float, !dbg !320
  %.131 = zext i16 %.125 to i32, !dbg !320
  %.132 = shl nuw i32 %.131, 16, !dbg !320
  %.133 = bitcast i32 %.132 to float, !dbg !320
  %.134 = fmul float %.130, %.133, !dbg !320
  %.135 = bitcast float %.134 to i32, !dbg !320
  %.136 = and i32 %.135, 2147483647, !dbg !320
  %.137 = icmp ugt i32 %.136, 2139095040, !dbg !320
  %.138 = lshr i32 %.135, 16, !dbg !320
  %.139 = and i32 %.138, 1, !dbg !320
  %.140 = add i32 %.135, 32767, !dbg !320
  %.141 = add i32 %.140, %.139, !dbg !320
  %.142 = lshr i32 %.141, 16, !dbg !320
  %.144 = or i32 %.138, 64, !dbg !320
  %.145 = select i1 %.137, i32 %.144, i32 %.142, !dbg !320
  %.146 = trunc i32 %.145 to i16, !dbg !320
  br label %b26, !dbg !319

b26:                                              ; preds = %b21, %b23, %b20
  %t86 = phi i16 [ %t74, %b20 ], [ %t74.mux, %b21 ], [ %.146, %b23 ]
  %t87 = phi i1 [ %t75, %b20 ], [ %t75.mux, %b21 ], [ true, %b23 ]
  br i1 %t76, label %b27, label %b48, !dbg !319

b27:                                              ; preds = %b26
  %.148 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !319
  %.149 = zext i32 %.148 to i64, !dbg !319
  %.150 = add nuw nsw i64 %.149, 16, !dbg !319
  %.151 = icmp ult i32 %.148, 16, !dbg !319
  %.152 = tail call i32 @llvm.read_register.i32(metadata !228) #10, !dbg !319
  %.153 = zext i32 %.152 to i64, !dbg !319
  %.154 = and i64 %.150, 31, !dbg !319
  %7 = shl nuw nsw i64 1, %.154, !dbg !319
  %8 = and i64 %7, %.153, !dbg !319
  %.156 = icmp ne i64 %8, 0, !dbg !319
  %.157 = and i1 %.151, %.156, !dbg !319
  %.158 = trunc i64 %.150 to i32, !dbg !319
  %.159 = shl i32 %.158, 2, !dbg !319
  %.160 = zext i16 %t86 to i32, !dbg !319
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.160), !dbg !319
  %.162 = trunc i32 %.161 to i16, !dbg !319
  %t88 = select i1 %.157, i16 %.162, i16 %t86, !dbg !319
  %.176 = zext i1 %t87 to i32, !dbg !319
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.176), !dbg !319
  %9 = and i32 %.177, 1, !dbg !319
  %.178 = icmp ne i32 %9, 0, !dbg !319
  %t89 = select i1 %.157, i1 %.178, i1 %t87, !dbg !319
  %t90 = icmp slt i32 %.1, 16, !dbg !319
  %t91 = and i1 %t90, %t89, !dbg !319
  %10 = select i1 %t91, i1 %t87, i1 false, !dbg !319
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !319
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !319
  br i1 %10, label %b29, label %b31, !dbg !319

b29:                                              ; preds = %b27
  %.180 = shl nuw i32 %.160, 16, !dbg !320
  %.181 = bitcast i32 %.180 to float, !dbg !320
  %.182 = zext i16 %t88 to i32, !dbg !320
  %.183 = shl nuw i32 %.182, 16, !dbg !320
  %.184 = bitcast i32 %.183 to float, !dbg !320
  %.185 = fmul float %.181, %.184, !dbg !320
  %.186 = bitcast float %.185 to i32, !dbg !320
  %.187 = and i32 %.186, 2147483647, !dbg !320
  %.188 = icmp ugt i32 %.187, 2139095040, !dbg !320
  %.189 = lshr i32 %.186, 16, !dbg !320
  %.190 = and i32 %.189, 1, !dbg !320
  %.191 = add i32 %.186, 32767, !dbg !320
  %.192 = add i32 %.191, %.190, !dbg !320
  %.193 = lshr i32 %.192, 16, !dbg !320
  %.195 = or i32 %.189, 64, !dbg !320
  %.196 = select i1 %.188, i32 %.195, i32 %.193, !dbg !320
  %.197 = trunc i32 %.196 to i16, !dbg !320
  br label %b31, !dbg !319

b31:                                              ; preds = %b27, %b29
  %t94 = phi i16 [ %t86.mux, %b27 ], [ %.197, %b29 ]
  %t95 = phi i1 [ %t87.mux, %b27 ], [ true, %b29 ]
  %.201 = add nuw nsw i64 %.149, 8, !dbg !319
  %.202 = icmp ult i32 %.148, 24, !dbg !319
  %.205 = and i64 %.201, 31, !dbg !319
  %11 = shl nuw nsw i64 1, %.205, !dbg !319
  %12 = and i64 %11, %.153, !dbg !319
  %.207 = icmp ne i64 %12, 0, !dbg !319
  %.208 = and i1 %.202, %.207, !dbg !319
  %.209 = trunc i64 %.201 to i32, !dbg !319
  %.210 = shl i32 %.209, 2, !dbg !319
  %.211 = zext i16 %t94 to i32, !dbg !319
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.211), !dbg !319
  %.213 = trunc i32 %.212 to i16, !dbg !319
  %t96 = select i1 %.208, i16 %.213, i16 %t94, !dbg !319
  %.227 = zext i1 %t95 to i32, !dbg !319
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.227), !dbg !319
  %13 = and i32 %.228, 1, !dbg !319
  %.229 = icmp ne i32 %13, 0, !dbg !319
  %t97 = select i1 %.208, i1 %.229, i1 %t95, !dbg !319
  %t98 = icmp slt i32 %.1, 24, !dbg !319
  %t99 = and i1 %t98, %t97, !dbg !319
  %14 = select i1 %t99, i1 %t95, i1 false, !dbg !319
  %t94.mux = select i1 %t99, i16 %t96, i16 %t94, !dbg !319
  %t95.mux = select i1 %t99, i1 true, i1 %t95, !dbg !319
  br i1 %14, label %b33, label %b35, !dbg !319

b33:                                              ; preds = %b31
  %.231 = shl nuw i32 %.211, 16, !dbg !320
  %.232 = bitcast i32 %.231 to float, !dbg !320
  %.233 = zext i16 %t96 to i32, !dbg !320
  %.234 = shl nuw i32 %.233, 16, !dbg !320
  %.235 = bitcast i32 %.234 to float, !dbg !320
  %.236 = fmul float %.232, %.235, !dbg !320
  %.237 = bitcast float %.236 to i32, !dbg !320
  %.238 = and i32 %.237, 2147483647, !dbg !320
  %.239 = icmp ugt i32 %.238, 2139095040, !dbg !320
  %.240 = lshr i32 %.237, 16, !dbg !320
  %.241 = and i32 %.240, 1, !dbg !320
  %.242 = add i32 %.237, 32767, !dbg !320
  %.243 = add i32 %.242, %.241, !dbg !320
  %.244 = lshr i32 %.243, 16, !dbg !320
  %.246 = or i32 %.240, 64, !dbg !320
  %.247 = select i1 %.239, i32 %.246, i32 %.244, !dbg !320
  %.248 = trunc i32 %.247 to i16, !dbg !320
  br label %b35, !dbg !319

b35:                                              ; preds = %b31, %b33
  %t102 = phi i16 [ %t94.mux, %b31 ], [ %.248, %b33 ]
  %t103 = phi i1 [ %t95.mux, %b31 ], [ true, %b33 ]
  %.252 = add nuw nsw i64 %.149, 4, !dbg !319
  %.253 = icmp ult i32 %.148, 28, !dbg !319
  %.256 = and i64 %.252, 31, !dbg !319
  %15 = shl nuw nsw i64 1, %.256, !dbg !319
  %16 = and i64 %15, %.153, !dbg !319
  %.258 = icmp ne i64 %16, 0, !dbg !319
  %.259 = and i1 %.253, %.258, !dbg !319
  %.260 = trunc i64 %.252 to i32, !dbg !319
  %.261 = shl i32 %.260, 2, !dbg !319
  %.262 = zext i16 %t102 to i32, !dbg !319
  %.263 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.262), !dbg !319
  %.264 = trunc i32 %.263 to i16, !dbg !319
  %t104 = select i1 %.259, i16 %.264, i16 %t102, !dbg !319
  %.278 = zext i1 %t103 to i32, !dbg !319
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.278), !dbg !319
  %17 = and i32 %.279, 1, !dbg !319
  %.280 = icmp ne i32 %17, 0, !dbg !319
  %t105 = select i1 %.259, i1 %.280, i1 %t103, !dbg !319
  %t106 = icmp slt i32 %.1, 28, !dbg !319
  %t107 = and i1 %t106, %t105, !dbg !319
  %18 = select i1 %t107, i1 %t103, i1 false, !dbg !319
  %t102.mux = select i1 %t107, i16 %t104, i16 %t102, !dbg !319
  %t103.mux = select i1 %t107, i1 true, i1 %t103, !dbg !319
  br i1 %18, label %b37, label %b39, !dbg !319

b37:                                              ; preds = %b35
  %.282 = shl nuw i32 %.262, 16, !dbg !320
  %.283 = bitcast i32 %.282 to float, !dbg !320
  %.284 = zext i16 %t104 to i32, !dbg !320
  %.285 = shl nuw i32 %.284, 16, !dbg !320
  %.286 = bitcast i32 %.285 to float, !dbg !320
  %.287 = fmul float %.283, %.286, !dbg !320
  %.288 = bitcast float %.287 to i32, !dbg !320
  %.289 = and i32 %.288, 2147483647, !dbg !320
  %.290 = icmp ugt i32 %.289, 2139095040, !dbg !320
  %.291 = lshr i32 %.288, 16, !dbg !320
  %.292 = and i32 %.291, 1, !dbg !320
  %.293 = add i32 %.288, 32767, !dbg !320
  %.294 = add i32 %.293, %.292, !dbg !320
  %.295 = lshr i32 %.294, 16, !dbg !320
  %.297 = or i32 %.291, 64, !dbg !320
  %.298 = select i1 %.290, i32 %.297, i32 %.295, !dbg !320
  %.299 = trunc i32 %.298 to i16, !dbg !320
  br label %b39, !dbg !319

b39:                                              ; preds = %b35, %b37
  %t110 = phi i16 [ %t102.mux, %b35 ], [ %.299, %b37 ]
  %t111 = phi i1 [ %t103.mux, %b35 ], [ true, %b37 ]
  %.303 = add nuw nsw i64 %.149, 2, !dbg !319
  %.304 = icmp ult i32 %.148, 30, !dbg !319
  %.307 = and i64 %.303, 31, !dbg !319
  %19 = shl nuw nsw i64 1, %.307, !dbg !319
  %20 = and i64 %19, %.153, !dbg !319
  %.309 = icmp ne i64 %20, 0, !dbg !319
  %.310 = and i1 %.304, %.309, !dbg !319
  %.311 = trunc i64 %.303 to i32, !dbg !319
  %.312 = shl i32 %.311, 2, !dbg !319
  %.313 = zext i16 %t110 to i32, !dbg !319
  %.314 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.313), !dbg !319
  %.315 = trunc i32 %.314 to i16, !dbg !319
  %t112 = select i1 %.310, i16 %.315, i16 %t110, !dbg !319
  %.329 = zext i1 %t111 to i32, !dbg !319
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.329), !dbg !319
  %21 = and i32 %.330, 1, !dbg !319
  %.331 = icmp ne i32 %21, 0, !dbg !319
  %t113 = select i1 %.310, i1 %.331, i1 %t111, !dbg !319
  %t114 = icmp slt i32 %.1, 30, !dbg !319
  %t115 = and i1 %t114, %t113, !dbg !319
  %22 = select i1 %t115, i1 %t111, i1 false, !dbg !319
  %t110.mux = select i1 %t115, i16 %t112, i16 %t110, !dbg !319
  %t111.mux = select i1 %t115, i1 true, i1 %t111, !dbg !319
  br i1 %22, label %b41, label %b43, !dbg !319

b41:                                              ; preds = %b39
  %.333 = shl nuw i32 %.313, 16, !dbg !320
  %.334 = bitcast i32 %.333 to float, !dbg !320
  %.335 = zext i16 %t112 to i32, !dbg !320
  %.336 = shl nuw i32 %.335, 16, !dbg !320
  %.337 = bitcast i32 %.336 to float, !dbg !320
  %.338 = fmul float %.334, %.337, !dbg !320
  %.339 = bitcast float %.338 to i32, !dbg !320
  %.340 = and i32 %.339, 2147483647, !dbg !320
  %.341 = icmp ugt i32 %.340, 2139095040, !dbg !320
  %.342 = lshr i32 %.339, 16, !dbg !320
  %.343 = and i32 %.342, 1, !dbg !320
  %.344 = add i32 %.339, 32767, !dbg !320
  %.345 = add i32 %.344, %.343, !dbg !320
  %.346 = lshr i32 %.345, 16, !dbg !320
  %.348 = or i32 %.342, 64, !dbg !320
  %.349 = select i1 %.341, i32 %.348, i32 %.346, !dbg !320
  %.350 = trunc i32 %.349 to i16, !dbg !320
  br label %b43, !dbg !319

b43:                                              ; preds = %b39, %b41
  %t118 = phi i16 [ %t110.mux, %b39 ], [ %.350, %b41 ]
  %t119 = phi i1 [ %t111.mux, %b39 ], [ true, %b41 ]
  %.354 = add nuw nsw i64 %.149, 1, !dbg !319
  %.355 = icmp ult i32 %.148, 31, !dbg !319
  %.358 = and i64 %.354, 31, !dbg !319
  %23 = shl nuw nsw i64 1, %.358, !dbg !319
  %24 = and i64 %23, %.153, !dbg !319
  %.360 = icmp ne i64 %24, 0, !dbg !319
  %.361 = and i1 %.355, %.360, !dbg !319
  %.362 = trunc i64 %.354 to i32, !dbg !319
  %.363 = shl i32 %.362, 2, !dbg !319
  %.364 = zext i16 %t118 to i32, !dbg !319
  %.365 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.364), !dbg !319
  %.366 = trunc i32 %.365 to i16, !dbg !319
  %t120 = select i1 %.361, i16 %.366, i16 %t118, !dbg !319
  %.380 = zext i1 %t119 to i32, !dbg !319
  %.381 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.380), !dbg !319
  %25 = and i32 %.381, 1, !dbg !319
  %.382 = icmp ne i32 %25, 0, !dbg !319
  %t121 = select i1 %.361, i1 %.382, i1 %t119, !dbg !319
  %t122 = icmp slt i32 %.1, 31, !dbg !319
  %t123 = and i1 %t122, %t121, !dbg !319
  %26 = select i1 %t123, i1 %t119, i1 false, !dbg !319
  %t118.mux = select i1 %t123, i16 %t120, i16 %t118, !dbg !319
  %t119.mux = select i1 %t123, i1 true, i1 %t119, !dbg !319
  br i1 %26, label %b45, label %b48, !dbg !319

b45:                                              ; preds = %b43
  %.384 = shl nuw i32 %.364, 16, !dbg !320
  %.385 = bitcast i32 %.384 to float, !dbg !320
  %.386 = zext i16 %t120 to i32, !dbg !320
  %.387 = shl nuw i32 %.386, 16, !dbg !320
  %.388 = bitcast i32 %.387 to float, !dbg !320
  %.389 = fmul float %.385, %.388, !dbg !320
  %.390 = bitcast float %.389 to i32, !dbg !320
  %.391 = and i32 %.390, 2147483647, !dbg !320
  %.392 = icmp ugt i32 %.391, 2139095040, !dbg !320
  %.393 = lshr i32 %.390, 16, !dbg !320
  %.394 = and i32 %.393, 1, !dbg !320
  %.395 = add i32 %.390, 32767, !dbg !320
  %.396 = add i32 %.395, %.394, !dbg !320
  %.397 = lshr i32 %.396, 16, !dbg !320
  %.399 = or i32 %.393, 64, !dbg !320
  %.400 = select i1 %.392, i32 %.399, i32 %.397, !dbg !320
  %.401 = trunc i32 %.400 to i16, !dbg !320
  br label %b48, !dbg !319

b48:                                              ; preds = %b43, %b45, %b26
  %t128 = phi i16 [ %t86, %b26 ], [ %t118.mux, %b43 ], [ %.401, %b45 ]
  %t129 = phi i1 [ %t87, %b26 ], [ %t119.mux, %b43 ], [ true, %b45 ]
  %t130 = icmp eq i32 %.1, 0, !dbg !319
  %t131 = and i1 %t130, %t129, !dbg !319
  br i1 %t131, label %b49, label %b50, !dbg !319

b49:                                              ; preds = %b48
  %t132 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t5, !dbg !319
  store i16 %t128, ptr addrspace(1) %t132, align 2, !dbg !319
  br label %b50, !dbg !319

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !319
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i16 %a3, i8 %a4) local_unnamed_addr #2 !dbg !321 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !322
  %t3 = sext i32 %.2 to i64, !dbg !322
  %t4 = icmp slt i64 %t3, %a0, !dbg !322
  br i1 %t4, label %b1, label %b5, !dbg !322

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t3, !dbg !322
  %.3 = load i16, ptr addrspace(1) %t5, align 2, !dbg !322, !amdgpu.noclobber !6
  %t812 = add nsw i64 %t3, 256, !dbg !322
  %t1013 = icmp slt i64 %t812, %a0, !dbg !322
  br i1 %t1013, label %b3, label %b5, !dbg !322

b3:                                               ; preds = %b1, %b3
  %t815 = phi i64 [ %t8, %b3 ], [ %t812, %b1 ]
  %t914 = phi i16 [ %.23, %b3 ], [ %.3, %b1 ]
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t815, !dbg !322
  %.4 = load i16, ptr addrspace(1) %t11, align 2, !dbg !322, !amdgpu.noclobber !6
  %0 = insertelement <2 x i16> poison, i16 %t914, i64 0, !dbg !323
  %1 = insertelement <2 x i16> %0, i16 %.4, i64 1, !dbg !323
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !323
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !323
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !323
  %5 = extractelement <2 x float> %4, i64 0, !dbg !323
  %6 = extractelement <2 x float> %4, i64 1, !dbg !323
  %.11 = fmul float %5, %6, !dbg !323
  %.12 = bitcast float %.11 to i32, !dbg !323
  %.13 = and i32 %.12, 2147483647, !dbg !323
  %.14 = icmp ugt i32 %.13, 2139095040, !dbg !323
  %.15 = lshr i32 %.12, 16, !dbg !323
  %.16 = and i32 %.15, 1, !dbg !323
  %.17 = add i32 %.12, 32767, !dbg !323
  %.18 = add i32 %.17, %.16, !dbg !323
  %.19 = lshr i32 %.18, 16, !dbg !323
  %.21 = or i32 %.15, 64, !dbg !323
  %.22 = select i1 %.14, i32 %.21, i32 %.19, !dbg !323
  %.23 = trunc i32 %.22 to i16, !dbg !323
  %t8 = add i64 %t815, 256, !dbg !322
  %t10 = icmp slt i64 %t8, %a0, !dbg !322
  br i1 %t10, label %b3, label %b5, !dbg !322

b5:                                               ; preds = %b3, %b1, %entry
  %t15 = phi i16 [ 0, %entry ], [ %.3, %b1 ], [ %.23, %b3 ]
  %t16 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.0, i32 %.2, !dbg !322
  store i16 %t15, ptr addrspace(3) %t16, align 2, !dbg !322
  %t17 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.1, i32 %.2, !dbg !322
  %.24 = zext i1 %t4 to i8, !dbg !322
  store i8 %.24, ptr addrspace(3) %t17, align 1, !dbg !322
  fence syncscope("workgroup") release, !dbg !322
  tail call void @llvm.amdgcn.s.barrier(), !dbg !322
  fence syncscope("workgroup") acquire, !dbg !322
  %t18 = icmp slt i32 %.2, 128, !dbg !322
  br i1 %t18, label %b6, label %b11, !dbg !322

b6:                                               ; preds = %b5
  %t19 = add nsw i32 %.2, 128, !dbg !322
  %t20 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.0, i32 %t19, !dbg !322
  %.25 = load i16, ptr addrspace(3) %t20, align 2, !dbg !322
  %t22 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.1, i32 %t19, !dbg !322
  %.26 = load i8, ptr addrspace(3) %t22, align 1, !dbg !322
  %.27.not11 = icmp eq i8 %.26, 0, !dbg !322
  %t4.not = xor i1 %t4, true, !dbg !322
  %brmerge = select i1 %.27.not11, i1 true, i1 %t4.not, !dbg !322
  %t15.mux = select i1 %.27.not11, i16 %t15, i16 %.25, !dbg !322
  %not..27.not11 = xor i1 %.27.not11, true, !dbg !322
  %t4.mux = select i1 %not..27.not11, i1 true, i1 %t4, !dbg !322
  br i1 %brmerge, label %b10, label %b8, !dbg !322

b8:                                               ; preds = %b6
  %.28 = zext i16 %t15 to i32, !dbg !323
  %.29 = shl nuw i32 %.28, 16, !dbg !323
  %.30 = bitcast i32 %.29 to float, !dbg !323
  %.31 = zext i16 %.25 to i32, !dbg !323
  %.32 = shl nuw i32 %.31, 16, !dbg !323
  %.33 = bitcast i32 %.32 to float, !dbg !323
  %.34 = fmul float %.30, %.33, !dbg !323
  %.35 = bitcast float %.34 to i32, !dbg !323
  %.36 = and i32 %.35, 2147483647, !dbg !323
  %.37 = icmp ugt i32 %.36, 2139095040, !dbg !323
  %.38 = lshr i32 %.35, 16, !dbg !323
  %.39 = and i32 %.38, 1, !dbg !323
  %.40 = add i32 %.35, 32767, !dbg !323
  %.41 = add i32 %.40, %.39, !dbg !323
  %.42 = lshr i32 %.41, 16, !dbg !323
  %.44 = or i32 %.38, 64, !dbg !323
  %.45 = select i1 %.37, i32 %.44, i32 %.42, !dbg !323
  %.46 = trunc i32 %.45 to i16, !dbg !323
  br label %b10, !dbg !322

b10:                                              ; preds = %b6, %b8
  %t26 = phi i16 [ %t15.mux, %b6 ], [ %.46, %b8 ]
  %t27 = phi i1 [ %t4.mux, %b6 ], [ true, %b8 ]
  store i16 %t26, ptr addrspace(3) %t16, align 2, !dbg !322
  %.47 = zext i1 %t27 to i8, !dbg !322
  store i8 %.47, ptr addrspace(3) %t17, align 1, !dbg !322
  br label %b11, !dbg !322

b11:                                              ; preds = %b10, %b5
  %t28 = phi i16 [ %t26, %b10 ], [ %t15, %b5 ]
  %t29 = phi i1 [ %t27, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !322
  tail call void @llvm.amdgcn.s.barrier(), !dbg !322
  fence syncscope("workgroup") acquire, !dbg !322
  %t30 = icmp slt i32 %.2, 64, !dbg !322
  br i1 %t30, label %b12, label %b17, !dbg !322

b12:                                              ; preds = %b11
  %t31 = add nsw i32 %.2, 64, !dbg !322
  %t32 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.0, i32 %t31, !dbg !322
  %.48 = load i16, ptr addrspace(3) %t32, align 2, !dbg !322
  %t34 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.1, i32 %t31, !dbg !322
  %.49 = load i8, ptr addrspace(3) %t34, align 1, !dbg !322
  %.50.not10 = icmp eq i8 %.49, 0, !dbg !322
  %t29.not = xor i1 %t29, true, !dbg !322
  %brmerge1 = select i1 %.50.not10, i1 true, i1 %t29.not, !dbg !322
  %t28.mux = select i1 %.50.not10, i16 %t28, i16 %.48, !dbg !322
  %not..50.not10 = xor i1 %.50.not10, true, !dbg !322
  %t29.mux = select i1 %not..50.not10, i1 true, i1 %t29, !dbg !322
  br i1 %brmerge1, label %b16, label %b14, !dbg !322

b14:                                              ; preds = %b12
  %.51 = zext i16 %t28 to i32, !dbg !323
  %.52 = shl nuw i32 %.51, 16, !dbg !323
  %.53 = bitcast i32 %.52 to float, !dbg !323
  %.54 = zext i16 %.48 to i32, !dbg !323
  %.55 = shl nuw i32 %.54, 16, !dbg !323
  %.56 = bitcast i32 %.55 to float, !dbg !323
  %.57 = fmul float %.53, %.56, !dbg !323
  %.58 = bitcast float %.57 to i32, !dbg !323
  %.59 = and i32 %.58, 2147483647, !dbg !323
  %.60 = icmp ugt i32 %.59, 2139095040, !dbg !323
  %.61 = lshr i32 %.58, 16, !dbg !323
  %.62 = and i32 %.61, 1, !dbg !323
  %.63 = add i32 %.58, 32767, !dbg !323
  %.64 = add i32 %.63, %.62, !dbg !323
  %.65 = lshr i32 %.64, 16, !dbg !323
  %.67 = or i32 %.61, 64, !dbg !323
  %.68 = select i1 %.60, i32 %.67, i32 %.65, !dbg !323
  %.69 = trunc i32 %.68 to i16, !dbg !323
  br label %b16, !dbg !322

b16:                                              ; preds = %b12, %b14
  %t38 = phi i16 [ %t28.mux, %b12 ], [ %.69, %b14 ]
  %t39 = phi i1 [ %t29.mux, %b12 ], [ true, %b14 ]
  store i16 %t38, ptr addrspace(3) %t16, align 2, !dbg !322
  %.70 = zext i1 %t39 to i8, !dbg !322
  store i8 %.70, ptr addrspace(3) %t17, align 1, !dbg !322
  br label %b17, !dbg !322

b17:                                              ; preds = %b16, %b11
  %t40 = phi i16 [ %t38, %b16 ], [ %t28, %b11 ]
  %t41 = phi i1 [ %t39, %b16 ], [ %t29, %b11 ]
  fence syncscope("workgroup") release, !dbg !322
  tail call void @llvm.amdgcn.s.barrier(), !dbg !322
  fence syncscope("workgroup") acquire, !dbg !322
  %t42 = icmp slt i32 %.2, 32, !dbg !322
  br i1 %t42, label %b18, label %b23, !dbg !322

b18:                                              ; preds = %b17
  %t43 = add nsw i32 %.2, 32, !dbg !322
  %t44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.0, i32 %t43, !dbg !322
  %.71 = load i16, ptr addrspace(3) %t44, align 2, !dbg !322
  %t46 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.1, i32 %t43, !dbg !322
  %.72 = load i8, ptr addrspace(3) %t46, align 1, !dbg !322
  %.73.not9 = icmp eq i8 %.72, 0, !dbg !322
  %t41.not = xor i1 %t41, true, !dbg !322
  %brmerge2 = select i1 %.73.not9, i1 true, i1 %t41.not, !dbg !322
  %t40.mux = select i1 %.73.not9, i16 %t40, i16 %.71, !dbg !322
  %not..73.not9 = xor i1 %.73.not9, true, !dbg !322
  %t41.mux = select i1 %not..73.not9, i1 true, i1 %t41, !dbg !322
  br i1 %brmerge2, label %b23, label %b20, !dbg !322

b20:                                              ; preds = %b18
  %.74 = zext i16 %t40 to i32, !dbg !323
  %.75 = shl nuw i32 %.74, 16, !dbg !323
  %.76 = bitcast i32 %.75 to float, !dbg !323
  %.77 = zext i16 %.71 to i32, !dbg !323
  %.78 = shl nuw i32 %.77, 16, !dbg !323
  %.79 = bitcast i32 %.78 to float, !dbg !323
  %.80 = fmul float %.76, %.79, !dbg !323
  %.81 = bitcast float %.80 to i32, !dbg !323
  %.82 = and i32 %.81, 2147483647, !dbg !323
  %.83 = icmp ugt i32 %.82, 2139095040, !dbg !323
  %.84 = lshr i32 %.81, 16, !dbg !323
  %.85 = and i32 %.84, 1, !dbg !323
  %.86 = add i32 %.81, 32767, !dbg !323
  %.87 = add i32 %.86, %.85, !dbg !323
  %.88 = lshr i32 %.87, 16, !dbg !323
  %.90 = or i32 %.84, 64, !dbg !323
  %.91 = select i1 %.83, i32 %.90, i32 %.88, !dbg !323
  %.92 = trunc i32 %.91 to i16, !dbg !323
  br label %b23, !dbg !322

b23:                                              ; preds = %b18, %b20, %b17
  %t52 = phi i16 [ %t40, %b17 ], [ %t40.mux, %b18 ], [ %.92, %b20 ]
  %t53 = phi i1 [ %t41, %b17 ], [ %t41.mux, %b18 ], [ true, %b20 ]
  br i1 %t42, label %b24, label %b45, !dbg !322

b24:                                              ; preds = %b23
  %.94 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !322
  %.95 = zext i32 %.94 to i64, !dbg !322
  %.96 = add nuw nsw i64 %.95, 16, !dbg !322
  %.97 = icmp ult i32 %.94, 16, !dbg !322
  %.98 = tail call i32 @llvm.read_register.i32(metadata !228) #10, !dbg !322
  %.99 = zext i32 %.98 to i64, !dbg !322
  %.100 = and i64 %.96, 31, !dbg !322
  %7 = shl nuw nsw i64 1, %.100, !dbg !322
  %8 = and i64 %7, %.99, !dbg !322
  %.102 = icmp ne i64 %8, 0, !dbg !322
  %.103 = and i1 %.97, %.102, !dbg !322
  %.104 = trunc i64 %.96 to i32, !dbg !322
  %.105 = shl i32 %.104, 2, !dbg !322
  %.106 = zext i16 %t52 to i32, !dbg !322
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !322
  %.108 = trunc i32 %.107 to i16, !dbg !322
  %t54 = select i1 %.103, i16 %.108, i16 %t52, !dbg !322
  %.122 = zext i1 %t53 to i32, !dbg !322
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.122), !dbg !322
  %9 = and i32 %.123, 1, !dbg !322
  %.124 = icmp ne i32 %9, 0, !dbg !322
  %t55 = select i1 %.103, i1 %.124, i1 %t53, !dbg !322
  %t56 = icmp slt i32 %.2, 16, !dbg !322
  %t57 = and i1 %t56, %t55, !dbg !322
  %10 = select i1 %t57, i1 %t53, i1 false, !dbg !322
  %t52.mux = select i1 %t57, i16 %t54, i16 %t52, !dbg !322
  %t53.mux = select i1 %t57, i1 true, i1 %t53, !dbg !322
  br i1 %10, label %b26, label %b28, !dbg !322

b26:                                              ; preds = %b24
  %.126 = shl nuw i32 %.106, 16, !dbg !323
  %.127 = bitcast i32 %.126 to float, !dbg !323
  %.128 = zext i16 %t54 to i32, !dbg !323
  %.129 = shl nuw i32 %.128, 16, !dbg !323
  %.130 = bitcast i32 %.129 to float, !dbg !323
  %.131 = fmul float %.127, %.130, !dbg !323
  %.132 = bitcast float %.131 to i32, !dbg !323
  %.133 = and i32 %.132, 2147483647, !dbg !323
  %.134 = icmp ugt i32 %.133, 2139095040, !dbg !323
  %.135 = lshr i32 %.132, 16, !dbg !323
  %.136 = and i32 %.135, 1, !dbg !323
  %.137 = add i32 %.132, 32767, !dbg !323
  %.138 = add i32 %.137, %.136, !dbg !323
  %.139 = lshr i32 %.138, 16, !dbg !323
  %.141 = or i32 %.135, 64, !dbg !323
  %.142 = select i1 %.134, i32 %.141, i32 %.139, !dbg !323
  %.143 = trunc i32 %.142 to i16, !dbg !323
  br label %b28, !dbg !322

b28:                                              ; preds = %b24, %b26
  %t60 = phi i16 [ %t52.mux, %b24 ], [ %.143, %b26 ]
  %t61 = phi i1 [ %t53.mux, %b24 ], [ true, %b26 ]
  %.147 = add nuw nsw i64 %.95, 8, !dbg !322
  %.148 = icmp ult i32 %.94, 24, !dbg !322
  %.151 = and i64 %.147, 31, !dbg !322
  %11 = shl nuw nsw i64 1, %.151, !dbg !322
  %12 = and i64 %11, %.99, !dbg !322
  %.153 = icmp ne i64 %12, 0, !dbg !322
  %.154 = and i1 %.148, %.153, !dbg !322
  %.155 = trunc i64 %.147 to i32, !dbg !322
  %.156 = shl i32 %.155, 2, !dbg !322
  %.157 = zext i16 %t60 to i32, !dbg !322
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.157), !dbg !322
  %.159 = trunc i32 %.158 to i16, !dbg !322
  %t62 = select i1 %.154, i16 %.159, i16 %t60, !dbg !322
  %.173 = zext i1 %t61 to i32, !dbg !322
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.173), !dbg !322
  %13 = and i32 %.174, 1, !dbg !322
  %.175 = icmp ne i32 %13, 0, !dbg !322
  %t63 = select i1 %.154, i1 %.175, i1 %t61, !dbg !322
  %t64 = icmp slt i32 %.2, 24, !dbg !322
  %t65 = and i1 %t64, %t63, !dbg !322
  %14 = select i1 %t65, i1 %t61, i1 false, !dbg !322
  %t60.mux = select i1 %t65, i16 %t62, i16 %t60, !dbg !322
  %t61.mux = select i1 %t65, i1 true, i1 %t61, !dbg !322
  br i1 %14, label %b30, label %b32, !dbg !322

b30:                                              ; preds = %b28
  %.177 = shl nuw i32 %.157, 16, !dbg !323
  %.178 = bitcast i32 %.177 to float, !dbg !323
  %.179 = zext i16 %t62 to i32, !dbg !323
  %.180 = shl nuw i32 %.179, 16, !dbg !323
  %.181 = bitcast i32 %.180 to float, !dbg !323
  %.182 = fmul float %.178, %.181, !dbg !323
  %.183 = bitcast float %.182 to i32, !dbg !323
  %.184 = and i32 %.183, 2147483647, !dbg !323
  %.185 = icmp ugt i32 %.184, 2139095040, !dbg !323
  %.186 = lshr i32 %.183, 16, !dbg !323
  %.187 = and i32 %.186, 1, !dbg !323
  %.188 = add i32 %.183, 32767, !dbg !323
  %.189 = add i32 %.188, %.187, !dbg !323
  %.190 = lshr i32 %.189, 16, !dbg !323
  %.192 = or i32 %.186, 64, !dbg !323
  %.193 = select i1 %.185, i32 %.192, i32 %.190, !dbg !323
  %.194 = trunc i32 %.193 to i16, !dbg !323
  br label %b32, !dbg !322

b32:                                              ; preds = %b28, %b30
  %t68 = phi i16 [ %t60.mux, %b28 ], [ %.194, %b30 ]
  %t69 = phi i1 [ %t61.mux, %b28 ], [ true, %b30 ]
  %.198 = add nuw nsw i64 %.95, 4, !dbg !322
  %.199 = icmp ult i32 %.94, 28, !dbg !322
  %.202 = and i64 %.198, 31, !dbg !322
  %15 = shl nuw nsw i64 1, %.202, !dbg !322
  %16 = and i64 %15, %.99, !dbg !322
  %.204 = icmp ne i64 %16, 0, !dbg !322
  %.205 = and i1 %.199, %.204, !dbg !322
  %.206 = trunc i64 %.198 to i32, !dbg !322
  %.207 = shl i32 %.206, 2, !dbg !322
  %.208 = zext i16 %t68 to i32, !dbg !322
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !322
  %.210 = trunc i32 %.209 to i16, !dbg !322
  %t70 = select i1 %.205, i16 %.210, i16 %t68, !dbg !322
  %.224 = zext i1 %t69 to i32, !dbg !322
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !322
  %17 = and i32 %.225, 1, !dbg !322
  %.226 = icmp ne i32 %17, 0, !dbg !322
  %t71 = select i1 %.205, i1 %.226, i1 %t69, !dbg !322
  %t72 = icmp slt i32 %.2, 28, !dbg !322
  %t73 = and i1 %t72, %t71, !dbg !322
  %18 = select i1 %t73, i1 %t69, i1 false, !dbg !322
  %t68.mux = select i1 %t73, i16 %t70, i16 %t68, !dbg !322
  %t69.mux = select i1 %t73, i1 true, i1 %t69, !dbg !322
  br i1 %18, label %b34, label %b36, !dbg !322

b34:                                              ; preds = %b32
  %.228 = shl nuw i32 %.208, 16, !dbg !323
  %.229 = bitcast i32 %.228 to float, !dbg !323
  %.230 = zext i16 %t70 to i32, !dbg !323
  %.231 = shl nuw i32 %.230, 16, !dbg !323
  %.232 = bitcast i32 %.231 to float, !dbg !323
  %.233 = fmul float %.229, %.232, !dbg !323
  %.234 = bitcast float %.233 to i32, !dbg !323
  %.235 = and i32 %.234, 2147483647, !dbg !323
  %.236 = icmp ugt i32 %.235, 2139095040, !dbg !323
  %.237 = lshr i32 %.234, 16, !dbg !323
  %.238 = and i32 %.237, 1, !dbg !323
  %.239 = add i32 %.234, 32767, !dbg !323
  %.240 = add i32 %.239, %.238, !dbg !323
  %.241 = lshr i32 %.240, 16, !dbg !323
  %.243 = or i32 %.237, 64, !dbg !323
  %.244 = select i1 %.236, i32 %.243, i32 %.241, !dbg !323
  %.245 = trunc i32 %.244 to i16, !dbg !323
  br label %b36, !dbg !322

b36:                                              ; preds = %b32, %b34
  %t76 = phi i16 [ %t68.mux, %b32 ], [ %.245, %b34 ]
  %t77 = phi i1 [ %t69.mux, %b32 ], [ true, %b34 ]
  %.249 = add nuw nsw i64 %.95, 2, !dbg !322
  %.250 = icmp ult i32 %.94, 30, !dbg !322
  %.253 = and i64 %.249, 31, !dbg !322
  %19 = shl nuw nsw i64 1, %.253, !dbg !322
  %20 = and i64 %19, %.99, !dbg !322
  %.255 = icmp ne i64 %20, 0, !dbg !322
  %.256 = and i1 %.250, %.255, !dbg !322
  %.257 = trunc i64 %.249 to i32, !dbg !322
  %.258 = shl i32 %.257, 2, !dbg !322
  %.259 = zext i16 %t76 to i32, !dbg !322
  %.260 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.259), !dbg !322
  %.261 = trunc i32 %.260 to i16, !dbg !322
  %t78 = select i1 %.256, i16 %.261, i16 %t76, !dbg !322
  %.275 = zext i1 %t77 to i32, !dbg !322
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.275), !dbg !322
  %21 = and i32 %.276, 1, !dbg !322
  %.277 = icmp ne i32 %21, 0, !dbg !322
  %t79 = select i1 %.256, i1 %.277, i1 %t77, !dbg !322
  %t80 = icmp slt i32 %.2, 30, !dbg !322
  %t81 = and i1 %t80, %t79, !dbg !322
  %22 = select i1 %t81, i1 %t77, i1 false, !dbg !322
  %t76.mux = select i1 %t81, i16 %t78, i16 %t76, !dbg !322
  %t77.mux = select i1 %t81, i1 true, i1 %t77, !dbg !322
  br i1 %22, label %b38, label %b40, !dbg !322

b38:                                              ; preds = %b36
  %.279 = shl nuw i32 %.259, 16, !dbg !323
  %.280 = bitcast i32 %.279 to float, !dbg !323
  %.281 = zext i16 %t78 to i32, !dbg !323
  %.282 = shl nuw i32 %.281, 16, !dbg !323
  %.283 = bitcast i32 %.282 to float, !dbg !323
  %.284 = fmul float %.280, %.283, !dbg !323
  %.285 = bitcast float %.284 to i32, !dbg !323
  %.286 = and i32 %.285, 2147483647, !dbg !323
  %.287 = icmp ugt i32 %.286, 2139095040, !dbg !323
  %.288 = lshr i32 %.285, 16, !dbg !323
  %.289 = and i32 %.288, 1, !dbg !323
  %.290 = add i32 %.285, 32767, !dbg !323
  %.291 = add i32 %.290, %.289, !dbg !323
  %.292 = lshr i32 %.291, 16, !dbg !323
  %.294 = or i32 %.288, 64, !dbg !323
  %.295 = select i1 %.287, i32 %.294, i32 %.292, !dbg !323
  %.296 = trunc i32 %.295 to i16, !dbg !323
  br label %b40, !dbg !322

b40:                                              ; preds = %b36, %b38
  %t84 = phi i16 [ %t76.mux, %b36 ], [ %.296, %b38 ]
  %t85 = phi i1 [ %t77.mux, %b36 ], [ true, %b38 ]
  %.300 = add nuw nsw i64 %.95, 1, !dbg !322
  %.301 = icmp ult i32 %.94, 31, !dbg !322
  %.304 = and i64 %.300, 31, !dbg !322
  %23 = shl nuw nsw i64 1, %.304, !dbg !322
  %24 = and i64 %23, %.99, !dbg !322
  %.306 = icmp ne i64 %24, 0, !dbg !322
  %.307 = and i1 %.301, %.306, !dbg !322
  %.308 = trunc i64 %.300 to i32, !dbg !322
  %.309 = shl i32 %.308, 2, !dbg !322
  %.310 = zext i16 %t84 to i32, !dbg !322
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.310), !dbg !322
  %.312 = trunc i32 %.311 to i16, !dbg !322
  %t86 = select i1 %.307, i16 %.312, i16 %t84, !dbg !322
  %.326 = zext i1 %t85 to i32, !dbg !322
  %.327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.326), !dbg !322
  %25 = and i32 %.327, 1, !dbg !322
  %.328 = icmp ne i32 %25, 0, !dbg !322
  %t87 = select i1 %.307, i1 %.328, i1 %t85, !dbg !322
  %t88 = icmp slt i32 %.2, 31, !dbg !322
  %t89 = and i1 %t88, %t87, !dbg !322
  %26 = select i1 %t89, i1 %t85, i1 false, !dbg !322
  %t84.mux = select i1 %t89, i16 %t86, i16 %t84, !dbg !322
  %t85.mux = select i1 %t89, i1 true, i1 %t85, !dbg !322
  br i1 %26, label %b42, label %b45, !dbg !322

b42:                                              ; preds = %b40
  %.330 = shl nuw i32 %.310, 16, !dbg !323
  %.331 = bitcast i32 %.330 to float, !dbg !323
  %.332 = zext i16 %t86 to i32, !dbg !323
  %.333 = shl nuw i32 %.332, 16, !dbg !323
  %.334 = bitcast i32 %.333 to float, !dbg !323
  %.335 = fmul float %.331, %.334, !dbg !323
  %.336 = bitcast float %.335 to i32, !dbg !323
  %.337 = and i32 %.336, 2147483647, !dbg !323
  %.338 = icmp ugt i32 %.337, 2139095040, !dbg !323
  %.339 = lshr i32 %.336, 16, !dbg !323
  %.340 = and i32 %.339, 1, !dbg !323
  %.341 = add i32 %.336, 32767, !dbg !323
  %.342 = add i32 %.341, %.340, !dbg !323
  %.343 = lshr i32 %.342, 16, !dbg !323
  %.345 = or i32 %.339, 64, !dbg !323
  %.346 = select i1 %.338, i32 %.345, i32 %.343, !dbg !323
  %.347 = trunc i32 %.346 to i16, !dbg !323
  br label %b45, !dbg !322

b45:                                              ; preds = %b40, %b42, %b23
  %t94 = phi i16 [ %t52, %b23 ], [ %t84.mux, %b40 ], [ %.347, %b42 ]
  %t95 = phi i1 [ %t53, %b23 ], [ %t85.mux, %b40 ], [ true, %b42 ]
  %t96 = icmp eq i32 %.2, 0, !dbg !322
  br i1 %t96, label %b46, label %b52, !dbg !322

b46:                                              ; preds = %b45
  %27 = select i1 %t95, i1 %.1, i1 false, !dbg !322
  %a3.mux = select i1 %t95, i16 %t94, i16 %a3, !dbg !322
  %.1.mux = select i1 %t95, i1 true, i1 %.1, !dbg !322
  br i1 %27, label %b48, label %b50, !dbg !322

b48:                                              ; preds = %b46
  %.348 = zext i16 %a3 to i32, !dbg !323
  %.349 = shl nuw i32 %.348, 16, !dbg !323
  %.350 = bitcast i32 %.349 to float, !dbg !323
  %.351 = zext i16 %t94 to i32, !dbg !323
  %.352 = shl nuw i32 %.351, 16, !dbg !323
  %.353 = bitcast i32 %.352 to float, !dbg !323
  %.354 = fmul float %.350, %.353, !dbg !323
  %.355 = bitcast float %.354 to i32, !dbg !323
  %.356 = and i32 %.355, 2147483647, !dbg !323
  %.357 = icmp ugt i32 %.356, 2139095040, !dbg !323
  %.358 = lshr i32 %.355, 16, !dbg !323
  %.359 = and i32 %.358, 1, !dbg !323
  %.360 = add i32 %.355, 32767, !dbg !323
  %.361 = add i32 %.360, %.359, !dbg !323
  %.362 = lshr i32 %.361, 16, !dbg !323
  %.364 = or i32 %.358, 64, !dbg !323
  %.365 = select i1 %.357, i32 %.364, i32 %.362, !dbg !323
  %.366 = trunc i32 %.365 to i16, !dbg !323
  br label %b50, !dbg !322

b50:                                              ; preds = %b46, %b48
  %t99 = phi i16 [ %a3.mux, %b46 ], [ %.366, %b48 ]
  %t100 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t100, label %b51, label %b52, !dbg !322

b51:                                              ; preds = %b50
  store i16 %t99, ptr addrspace(1) %a2, align 2, !dbg !322
  br label %b52, !dbg !322

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !322
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #5

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #7

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #8

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16>, <16 x i16>, <8 x float>) #6

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half>, <16 x half>, <8 x float>) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #5

; Function Attrs: nounwind readonly
declare i32 @llvm.read_register.i32(metadata) #9

attributes #0 = { argmemonly mustprogress nofree nosync nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #1 = { argmemonly mustprogress nofree norecurse nosync nounwind willreturn writeonly "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #2 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn writeonly "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #4 = { argmemonly nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
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
!20 = !DILocation(line: 35, column: 23, scope: !15)
!21 = !DILocation(line: 35, column: 5, scope: !15)
!22 = !DILocation(line: 36, column: 20, scope: !15)
!23 = !DILocation(line: 36, column: 23, scope: !15)
!24 = !DILocation(line: 36, column: 5, scope: !15)
!25 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d", scope: !26, file: !26, line: 54, type: !5, scopeLine: 54, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = !DIFile(filename: "wmma.go", directory: "")
!27 = !DILocation(line: 55, column: 19, scope: !25)
!28 = !DILocation(line: 56, column: 12, scope: !25)
!29 = !DILocation(line: 57, column: 13, scope: !25)
!30 = !DILocation(line: 57, column: 18, scope: !25)
!31 = !DILocation(line: 62, column: 13, scope: !25)
!32 = !DILocation(line: 62, column: 29, scope: !25)
!33 = !DILocation(line: 64, column: 23, scope: !25)
!34 = !DILocation(line: 64, column: 35, scope: !25)
!35 = !DILocation(line: 66, column: 8, scope: !25)
!36 = !DILocation(line: 66, column: 15, scope: !25)
!37 = !DILocation(line: 64, column: 55, scope: !25)
!38 = !DILocation(line: 64, column: 31, scope: !25)
!39 = !DILocation(line: 65, column: 17, scope: !25)
!40 = !DILocation(line: 65, column: 13, scope: !25)
!41 = !DILocation(line: 65, column: 23, scope: !25)
!42 = !DILocation(line: 67, column: 21, scope: !25)
!43 = !DILocation(line: 69, column: 30, scope: !25)
!44 = !DILocation(line: 69, column: 6, scope: !25)
!45 = !DILocation(line: 69, column: 13, scope: !25)
!46 = !DILocation(line: 69, column: 20, scope: !25)
!47 = !DILocation(line: 64, column: 40, scope: !25)
!48 = !DILocation(line: 71, column: 16, scope: !25)
!49 = !DILocation(line: 106, column: 7, scope: !25)
!50 = !DILocation(line: 106, column: 13, scope: !25)
!51 = !DILocation(line: 0, scope: !25)
!52 = !DILocation(line: 107, column: 21, scope: !25)
!53 = !DILocation(line: 107, column: 4, scope: !25)
!54 = !DILocation(line: 109, column: 20, scope: !25)
!55 = !DILocation(line: 109, column: 3, scope: !25)
!56 = !DILocation(line: 111, column: 6, scope: !25)
!57 = !DILocation(line: 111, column: 12, scope: !25)
!58 = !DILocation(line: 112, column: 20, scope: !25)
!59 = !DILocation(line: 112, column: 3, scope: !25)
!60 = !DILocation(line: 114, column: 19, scope: !25)
!61 = !DILocation(line: 114, column: 2, scope: !25)
!62 = !DILocation(line: 119, column: 22, scope: !25)
!63 = !DILocation(line: 120, column: 13, scope: !25)
!64 = !DILocation(line: 121, column: 21, scope: !25)
!65 = !DILocation(line: 121, column: 4, scope: !25)
!66 = !DILocation(line: 123, column: 20, scope: !25)
!67 = !DILocation(line: 123, column: 3, scope: !25)
!68 = !DILocation(line: 126, column: 20, scope: !25)
!69 = !DILocation(line: 125, column: 12, scope: !25)
!70 = !DILocation(line: 126, column: 3, scope: !25)
!71 = !DILocation(line: 128, column: 19, scope: !25)
!72 = !DILocation(line: 128, column: 2, scope: !25)
!73 = !DILocation(line: 76, column: 6, scope: !25)
!74 = !DILocation(line: 76, column: 11, scope: !25)
!75 = !DILocation(line: 133, column: 22, scope: !25)
!76 = !DILocation(line: 134, column: 13, scope: !25)
!77 = !DILocation(line: 135, column: 21, scope: !25)
!78 = !DILocation(line: 135, column: 4, scope: !25)
!79 = !DILocation(line: 137, column: 20, scope: !25)
!80 = !DILocation(line: 137, column: 3, scope: !25)
!81 = !DILocation(line: 140, column: 20, scope: !25)
!82 = !DILocation(line: 139, column: 12, scope: !25)
!83 = !DILocation(line: 140, column: 3, scope: !25)
!84 = !DILocation(line: 142, column: 19, scope: !25)
!85 = !DILocation(line: 142, column: 2, scope: !25)
!86 = !DILocation(line: 79, column: 15, scope: !25)
!87 = !DILocation(line: 88, column: 12, scope: !25)
!88 = !DILocation(line: 89, column: 14, scope: !25)
!89 = !DILocation(line: 93, column: 15, scope: !25)
!90 = !DILocation(line: 95, column: 22, scope: !25)
!91 = !DILocation(line: 95, column: 34, scope: !25)
!92 = !DILocation(line: 95, column: 54, scope: !25)
!93 = !DILocation(line: 95, column: 30, scope: !25)
!94 = !DILocation(line: 96, column: 7, scope: !25)
!95 = !DILocation(line: 96, column: 11, scope: !25)
!96 = !DILocation(line: 97, column: 9, scope: !25)
!97 = !DILocation(line: 97, column: 5, scope: !25)
!98 = !DILocation(line: 97, column: 17, scope: !25)
!99 = !DILocation(line: 95, column: 39, scope: !25)
!100 = !DILocation(line: 91, column: 14, scope: !25)
!101 = !DILocation(line: 82, column: 15, scope: !25)
!102 = !DILocation(line: 81, column: 13, scope: !25)
!103 = !DILocation(line: 84, column: 15, scope: !25)
!104 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d", scope: !26, file: !26, line: 54, type: !5, scopeLine: 54, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!105 = !DILocation(line: 55, column: 19, scope: !104)
!106 = !DILocation(line: 56, column: 12, scope: !104)
!107 = !DILocation(line: 57, column: 13, scope: !104)
!108 = !DILocation(line: 57, column: 18, scope: !104)
!109 = !DILocation(line: 62, column: 13, scope: !104)
!110 = !DILocation(line: 62, column: 29, scope: !104)
!111 = !DILocation(line: 64, column: 23, scope: !104)
!112 = !DILocation(line: 64, column: 35, scope: !104)
!113 = !DILocation(line: 66, column: 8, scope: !104)
!114 = !DILocation(line: 66, column: 15, scope: !104)
!115 = !DILocation(line: 64, column: 55, scope: !104)
!116 = !DILocation(line: 64, column: 31, scope: !104)
!117 = !DILocation(line: 65, column: 17, scope: !104)
!118 = !DILocation(line: 65, column: 13, scope: !104)
!119 = !DILocation(line: 65, column: 23, scope: !104)
!120 = !DILocation(line: 67, column: 21, scope: !104)
!121 = !DILocation(line: 67, column: 37, scope: !104)
!122 = !DILocation(line: 69, column: 30, scope: !104)
!123 = !DILocation(line: 69, column: 6, scope: !104)
!124 = !DILocation(line: 69, column: 13, scope: !104)
!125 = !DILocation(line: 69, column: 20, scope: !104)
!126 = !DILocation(line: 64, column: 40, scope: !104)
!127 = !DILocation(line: 71, column: 16, scope: !104)
!128 = !DILocation(line: 106, column: 7, scope: !104)
!129 = !DILocation(line: 106, column: 13, scope: !104)
!130 = !DILocation(line: 0, scope: !104)
!131 = !DILocation(line: 107, column: 21, scope: !104)
!132 = !DILocation(line: 107, column: 4, scope: !104)
!133 = !DILocation(line: 109, column: 20, scope: !104)
!134 = !DILocation(line: 109, column: 3, scope: !104)
!135 = !DILocation(line: 111, column: 6, scope: !104)
!136 = !DILocation(line: 111, column: 12, scope: !104)
!137 = !DILocation(line: 112, column: 20, scope: !104)
!138 = !DILocation(line: 112, column: 3, scope: !104)
!139 = !DILocation(line: 114, column: 19, scope: !104)
!140 = !DILocation(line: 114, column: 2, scope: !104)
!141 = !DILocation(line: 119, column: 22, scope: !104)
!142 = !DILocation(line: 120, column: 13, scope: !104)
!143 = !DILocation(line: 121, column: 21, scope: !104)
!144 = !DILocation(line: 121, column: 4, scope: !104)
!145 = !DILocation(line: 123, column: 20, scope: !104)
!146 = !DILocation(line: 123, column: 3, scope: !104)
!147 = !DILocation(line: 126, column: 20, scope: !104)
!148 = !DILocation(line: 125, column: 12, scope: !104)
!149 = !DILocation(line: 126, column: 3, scope: !104)
!150 = !DILocation(line: 128, column: 19, scope: !104)
!151 = !DILocation(line: 128, column: 2, scope: !104)
!152 = !DILocation(line: 76, column: 6, scope: !104)
!153 = !DILocation(line: 76, column: 11, scope: !104)
!154 = !DILocation(line: 133, column: 22, scope: !104)
!155 = !DILocation(line: 134, column: 13, scope: !104)
!156 = !DILocation(line: 135, column: 21, scope: !104)
!157 = !DILocation(line: 135, column: 4, scope: !104)
!158 = !DILocation(line: 137, column: 20, scope: !104)
!159 = !DILocation(line: 137, column: 3, scope: !104)
!160 = !DILocation(line: 140, column: 20, scope: !104)
!161 = !DILocation(line: 139, column: 12, scope: !104)
!162 = !DILocation(line: 140, column: 3, scope: !104)
!163 = !DILocation(line: 142, column: 19, scope: !104)
!164 = !DILocation(line: 142, column: 2, scope: !104)
!165 = !DILocation(line: 79, column: 15, scope: !104)
!166 = !DILocation(line: 88, column: 12, scope: !104)
!167 = !DILocation(line: 89, column: 14, scope: !104)
!168 = !DILocation(line: 93, column: 15, scope: !104)
!169 = !DILocation(line: 95, column: 22, scope: !104)
!170 = !DILocation(line: 95, column: 34, scope: !104)
!171 = !DILocation(line: 95, column: 54, scope: !104)
!172 = !DILocation(line: 95, column: 30, scope: !104)
!173 = !DILocation(line: 96, column: 7, scope: !104)
!174 = !DILocation(line: 96, column: 11, scope: !104)
!175 = !DILocation(line: 97, column: 9, scope: !104)
!176 = !DILocation(line: 97, column: 5, scope: !104)
!177 = !DILocation(line: 97, column: 17, scope: !104)
!178 = !DILocation(line: 95, column: 39, scope: !104)
!179 = !DILocation(line: 91, column: 14, scope: !104)
!180 = !DILocation(line: 82, column: 15, scope: !104)
!181 = !DILocation(line: 81, column: 13, scope: !104)
!182 = !DILocation(line: 84, column: 15, scope: !104)
!183 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore", scope: !26, file: !26, line: 151, type: !5, scopeLine: 151, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!184 = !DILocation(line: 152, column: 19, scope: !183)
!185 = !DILocation(line: 153, column: 12, scope: !183)
!186 = !DILocation(line: 154, column: 13, scope: !183)
!187 = !DILocation(line: 154, column: 18, scope: !183)
!188 = !DILocation(line: 157, column: 6, scope: !183)
!189 = !DILocation(line: 157, column: 14, scope: !183)
!190 = !DILocation(line: 0, scope: !183)
!191 = !DILocation(line: 159, column: 15, scope: !183)
!192 = !DILocation(line: 158, column: 13, scope: !183)
!193 = !DILocation(line: 161, column: 15, scope: !183)
!194 = !DILocation(line: 165, column: 12, scope: !183)
!195 = !DILocation(line: 166, column: 14, scope: !183)
!196 = !DILocation(line: 170, column: 15, scope: !183)
!197 = !DILocation(line: 171, column: 22, scope: !183)
!198 = !DILocation(line: 171, column: 34, scope: !183)
!199 = !DILocation(line: 171, column: 54, scope: !183)
!200 = !DILocation(line: 171, column: 30, scope: !183)
!201 = !DILocation(line: 172, column: 7, scope: !183)
!202 = !DILocation(line: 172, column: 11, scope: !183)
!203 = !DILocation(line: 173, column: 9, scope: !183)
!204 = !DILocation(line: 173, column: 5, scope: !183)
!205 = !DILocation(line: 173, column: 17, scope: !183)
!206 = !DILocation(line: 171, column: 39, scope: !183)
!207 = !DILocation(line: 168, column: 14, scope: !183)
!208 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreGlobal", scope: !26, file: !26, line: 184, type: !5, scopeLine: 184, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!209 = !DILocation(line: 185, column: 13, scope: !208)
!210 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared", scope: !26, file: !26, line: 191, type: !5, scopeLine: 191, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!211 = !DILocation(line: 193, column: 13, scope: !210)
!212 = !DILocation(line: 194, column: 15, scope: !210)
!213 = !DILocation(line: 195, column: 22, scope: !210)
!214 = !DILocation(line: 195, column: 52, scope: !210)
!215 = !DILocation(line: 195, column: 30, scope: !210)
!216 = !DILocation(line: 196, column: 12, scope: !210)
!217 = !DILocation(line: 196, column: 4, scope: !210)
!218 = !DILocation(line: 195, column: 37, scope: !210)
!219 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fcontig", scope: !1, file: !1, line: 42, type: !5, scopeLine: 42, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!220 = !DILocation(line: 42, column: 6, scope: !219)
!221 = !DILocation(line: 42, column: 66, scope: !219)
!222 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstrided", scope: !1, file: !1, line: 42, type: !5, scopeLine: 42, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!223 = !DILocation(line: 42, column: 6, scope: !222)
!224 = !DILocation(line: 42, column: 66, scope: !222)
!225 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1", scope: !1, file: !1, line: 42, type: !5, scopeLine: 42, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!226 = !DILocation(line: 42, column: 6, scope: !225)
!227 = !DILocation(line: 42, column: 66, scope: !225)
!228 = !{!"exec_lo"}
!229 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2", scope: !1, file: !1, line: 42, type: !5, scopeLine: 42, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!230 = !DILocation(line: 42, column: 6, scope: !229)
!231 = !DILocation(line: 42, column: 66, scope: !229)
!232 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fcontig", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!233 = !DILocation(line: 45, column: 6, scope: !232)
!234 = !DILocation(line: 45, column: 66, scope: !232)
!235 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstrided", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!236 = !DILocation(line: 45, column: 6, scope: !235)
!237 = !DILocation(line: 45, column: 66, scope: !235)
!238 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!239 = !DILocation(line: 45, column: 6, scope: !238)
!240 = !DILocation(line: 45, column: 66, scope: !238)
!241 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!242 = !DILocation(line: 45, column: 6, scope: !241)
!243 = !DILocation(line: 45, column: 66, scope: !241)
!244 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fcontig", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!245 = !DILocation(line: 48, column: 6, scope: !244)
!246 = !DILocation(line: 48, column: 66, scope: !244)
!247 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstrided", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!248 = !DILocation(line: 48, column: 6, scope: !247)
!249 = !DILocation(line: 48, column: 66, scope: !247)
!250 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!251 = !DILocation(line: 48, column: 6, scope: !250)
!252 = !DILocation(line: 48, column: 66, scope: !250)
!253 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!254 = !DILocation(line: 48, column: 6, scope: !253)
!255 = !DILocation(line: 48, column: 66, scope: !253)
!256 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fcontig", scope: !1, file: !1, line: 51, type: !5, scopeLine: 51, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!257 = !DILocation(line: 51, column: 6, scope: !256)
!258 = !DILocation(line: 51, column: 66, scope: !256)
!259 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstrided", scope: !1, file: !1, line: 51, type: !5, scopeLine: 51, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!260 = !DILocation(line: 51, column: 6, scope: !259)
!261 = !DILocation(line: 51, column: 66, scope: !259)
!262 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1", scope: !1, file: !1, line: 51, type: !5, scopeLine: 51, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!263 = !DILocation(line: 51, column: 6, scope: !262)
!264 = !DILocation(line: 51, column: 66, scope: !262)
!265 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2", scope: !1, file: !1, line: 51, type: !5, scopeLine: 51, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!266 = !DILocation(line: 51, column: 6, scope: !265)
!267 = !DILocation(line: 51, column: 66, scope: !265)
!268 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Square_5f_5fcontig", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!269 = !DILocation(line: 56, column: 6, scope: !268)
!270 = !DILocation(line: 56, column: 66, scope: !268)
!271 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Square_5f_5fstrided", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!272 = !DILocation(line: 56, column: 6, scope: !271)
!273 = !DILocation(line: 56, column: 66, scope: !271)
!274 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Eq_5f_5fcontig", scope: !1, file: !1, line: 61, type: !5, scopeLine: 61, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!275 = !DILocation(line: 61, column: 6, scope: !274)
!276 = !DILocation(line: 61, column: 55, scope: !274)
!277 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Eq_5f_5fstrided", scope: !1, file: !1, line: 61, type: !5, scopeLine: 61, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!278 = !DILocation(line: 61, column: 6, scope: !277)
!279 = !DILocation(line: 61, column: 55, scope: !277)
!280 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Lt_5f_5fcontig", scope: !1, file: !1, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!281 = !DILocation(line: 64, column: 6, scope: !280)
!282 = !DILocation(line: 64, column: 55, scope: !280)
!283 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Lt_5f_5fstrided", scope: !1, file: !1, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!284 = !DILocation(line: 64, column: 6, scope: !283)
!285 = !DILocation(line: 64, column: 55, scope: !283)
!286 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Le_5f_5fcontig", scope: !1, file: !1, line: 67, type: !5, scopeLine: 67, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!287 = !DILocation(line: 67, column: 6, scope: !286)
!288 = !DILocation(line: 67, column: 55, scope: !286)
!289 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Le_5f_5fstrided", scope: !1, file: !1, line: 67, type: !5, scopeLine: 67, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!290 = !DILocation(line: 67, column: 6, scope: !289)
!291 = !DILocation(line: 67, column: 55, scope: !289)
!292 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16ToFloat32_5f_5fcontig", scope: !1, file: !1, line: 73, type: !5, scopeLine: 73, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!293 = !DILocation(line: 73, column: 6, scope: !292)
!294 = !DILocation(line: 73, column: 63, scope: !292)
!295 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16ToFloat32_5f_5fstrided", scope: !1, file: !1, line: 73, type: !5, scopeLine: 73, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!296 = !DILocation(line: 73, column: 6, scope: !295)
!297 = !DILocation(line: 73, column: 63, scope: !295)
!298 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromFloat32_5f_5fcontig", scope: !1, file: !1, line: 76, type: !5, scopeLine: 76, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!299 = !DILocation(line: 76, column: 6, scope: !298)
!300 = !DILocation(line: 76, column: 71, scope: !298)
!301 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromFloat32_5f_5fstrided", scope: !1, file: !1, line: 76, type: !5, scopeLine: 76, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!302 = !DILocation(line: 76, column: 6, scope: !301)
!303 = !DILocation(line: 76, column: 71, scope: !301)
!304 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromInt32_5f_5fcontig", scope: !1, file: !1, line: 79, type: !5, scopeLine: 79, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!305 = !DILocation(line: 79, column: 6, scope: !304)
!306 = !DILocation(line: 79, column: 75, scope: !304)
!307 = !DILocation(line: 79, column: 67, scope: !304)
!308 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromInt32_5f_5fstrided", scope: !1, file: !1, line: 79, type: !5, scopeLine: 79, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!309 = !DILocation(line: 79, column: 6, scope: !308)
!310 = !DILocation(line: 79, column: 75, scope: !308)
!311 = !DILocation(line: 79, column: 67, scope: !308)
!312 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1", scope: !1, file: !1, line: 84, type: !5, scopeLine: 84, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!313 = !DILocation(line: 84, column: 6, scope: !312)
!314 = !DILocation(line: 84, column: 66, scope: !312)
!315 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2", scope: !1, file: !1, line: 84, type: !5, scopeLine: 84, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!316 = !DILocation(line: 84, column: 6, scope: !315)
!317 = !DILocation(line: 84, column: 66, scope: !315)
!318 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1", scope: !1, file: !1, line: 87, type: !5, scopeLine: 87, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!319 = !DILocation(line: 87, column: 6, scope: !318)
!320 = !DILocation(line: 87, column: 67, scope: !318)
!321 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2", scope: !1, file: !1, line: 87, type: !5, scopeLine: 87, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!322 = !DILocation(line: 87, column: 6, scope: !321)
!323 = !DILocation(line: 87, column: 67, scope: !321)

; kern module github.com/kernlab/kern/internal/testing/cudajl (wave64, gfx940)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0 = internal addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1 = internal addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0 = internal addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1 = internal addrspace(3) global [1024 x i8] undef, align 4
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eClockNanosleep(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, i32 %a3) local_unnamed_addr #2 !dbg !23 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !25
  %t1 = sext i32 %.4 to i64, !dbg !25
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !25
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4, !dbg !25
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !dbg !25, !invariant.load !6
  %t3 = zext i16 %.7 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !25
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !25
  %t6 = sext i32 %.9 to i64, !dbg !25
  %t7 = add nsw i64 %t4, %t6, !dbg !25
  %t9.not = icmp slt i64 %t7, %a1, !dbg !26
  br i1 %t9.not, label %b2, label %common.ret, !dbg !26

common.ret:                                       ; preds = %entry, %sleep.done.14
  ret void, !dbg !27

b2:                                               ; preds = %entry
  %.10 = tail call i64 @llvm.amdgcn.s.memtime(), !dbg !28
  %.11 = zext i32 %a3 to i64, !dbg !29
  %.12 = tail call i64 @llvm.amdgcn.s.memrealtime(), !dbg !29
  br label %sleep.13, !dbg !29

sleep.13:                                         ; preds = %sleep.13, %b2
  tail call void @llvm.amdgcn.s.sleep(i32 1), !dbg !29
  %.15 = tail call i64 @llvm.amdgcn.s.memrealtime(), !dbg !29
  %.16 = sub i64 %.15, %.12, !dbg !29
  %.17 = mul i64 %.16, 10, !dbg !29
  %.18 = icmp ult i64 %.17, %.11, !dbg !29
  br i1 %.18, label %sleep.13, label %sleep.done.14, !dbg !29

sleep.done.14:                                    ; preds = %sleep.13
  %.19 = tail call i64 @llvm.amdgcn.s.memtime(), !dbg !30
  %t12 = sub i64 %.19, %.10, !dbg !31
  %t14 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t7, !dbg !32
  store i64 %t12, ptr addrspace(1) %t14, align 8, !dbg !32
  br label %common.ret
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture readonly %a12, i64 %a13, i64 %a14, i64 %a15, i16 %a16, float %a17) local_unnamed_addr #2 !dbg !33 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !35
  %t1 = sext i32 %.16 to i64, !dbg !35
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t1, !dbg !36
  %.17 = load i32, ptr addrspace(1) %t3, align 4, !dbg !36, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 4, !dbg !37
  %t6 = mul i64 %t5, %a15, !dbg !38
  %t11 = and i32 %.17, 96, !dbg !39
  %t12.not = icmp eq i32 %t11, 0, !dbg !40
  br i1 %t12.not, label %b11, label %b1, !dbg !40

b1:                                               ; preds = %entry
  %.18 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !41
  %t17 = sext i32 %.18 to i64, !dbg !41
  %t18 = shl i64 %a15, 4, !dbg !42
  %t19 = and i32 %.17, 64, !dbg !43
  %t20.not = icmp eq i32 %t19, 0, !dbg !44
  %.19 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !45
  %.20 = getelementptr inbounds i8, ptr addrspace(4) %.19, i64 4, !dbg !45
  %.21 = load i16, ptr addrspace(4) %.20, align 4, !dbg !45, !invariant.load !6
  %t22 = zext i16 %.21 to i64
  %t242 = icmp sgt i64 %t18, %t17, !dbg !46
  br i1 %t242, label %b3.lr.ph, label %b6, !dbg !46

b3.lr.ph:                                         ; preds = %b1
  %.25 = bitcast i16 %a16 to half
  %t31 = select i1 %t20.not, float 1.000000e+00, float %a17
  br label %b3, !dbg !46

b3:                                               ; preds = %b3.lr.ph, %b3
  %t233 = phi i64 [ %t17, %b3.lr.ph ], [ %t39, %b3 ]
  %t25 = add i64 %t233, %t6, !dbg !47
  %t26 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t25, !dbg !48
  %.23 = load i16, ptr addrspace(1) %t26, align 2, !dbg !48, !amdgpu.noclobber !6
  %t28 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t25, !dbg !49
  %.24 = load float, ptr addrspace(1) %t28, align 4, !dbg !49, !amdgpu.noclobber !6
  %.26 = bitcast i16 %.23 to half, !dbg !50
  %.27 = fmul half %.25, %.26, !dbg !50
  %.28 = bitcast half %.27 to i16, !dbg !50
  %spec.select = select i1 %t20.not, i16 %.23, i16 %.28, !dbg !44
  %spec.select1 = fmul float %t31, %.24, !dbg !44
  %t34 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t25, !dbg !51
  %.29 = load i16, ptr addrspace(1) %t34, align 2, !dbg !51, !amdgpu.noclobber !6
  %0 = trunc i64 %t233 to i32, !dbg !52
  %t36 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %0, !dbg !52
  store i16 %spec.select, ptr addrspace(3) %t36, align 2, !dbg !52
  %t37 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %0, !dbg !53
  store i16 %.29, ptr addrspace(3) %t37, align 2, !dbg !53
  %t38 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %0, !dbg !54
  store float %spec.select1, ptr addrspace(3) %t38, align 4, !dbg !54
  %t39 = add i64 %t233, %t22, !dbg !55
  %t24 = icmp slt i64 %t39, %t18, !dbg !46
  br i1 %t24, label %b3, label %b6, !dbg !46

b6:                                               ; preds = %b3, %b1
  fence syncscope("workgroup") release, !dbg !56
  tail call void @llvm.amdgcn.s.barrier(), !dbg !56
  fence syncscope("workgroup") acquire, !dbg !56
  %t42 = and i32 %.17, 1, !dbg !57
  %t43.not = icmp eq i32 %t42, 0, !dbg !58
  %.63 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !59
  %.64 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.63), !dbg !59
  %.67 = and i32 %.64, 15, !dbg !59
  br i1 %t43.not, label %b10, label %b9, !dbg !58

b9:                                               ; preds = %b6
  %.35 = zext i32 %.67 to i64, !dbg !60
  %1 = lshr i32 %.64, 2, !dbg !60
  %2 = and i32 %1, 1073741820, !dbg !60
  %.36 = zext i32 %2 to i64, !dbg !60
  %.37 = mul i64 %.36, %a15, !dbg !60
  %.38 = add i64 %.37, %.35, !dbg !60
  %3 = trunc i64 %.38 to i32
  %.39 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %3
  %.40 = load i16, ptr addrspace(3) %.39, align 2, !dbg !60
  %.41 = zext i16 %.40 to i32, !dbg !60
  %.43 = add i64 %.38, %a15, !dbg !60
  %4 = trunc i64 %.43 to i32
  %.44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %4
  %.45 = load i16, ptr addrspace(3) %.44, align 2, !dbg !60
  %.46 = zext i16 %.45 to i32, !dbg !60
  %.47 = shl nuw i32 %.46, 16, !dbg !60
  %.48 = or i32 %.47, %.41, !dbg !60
  %.49 = shl i64 %a15, 1, !dbg !60
  %.50 = add i64 %.38, %.49, !dbg !60
  %5 = trunc i64 %.50 to i32
  %.51 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %5
  %.52 = load i16, ptr addrspace(3) %.51, align 2, !dbg !60
  %.53 = zext i16 %.52 to i32, !dbg !60
  %.54 = mul i64 %a15, 3, !dbg !60
  %.55 = add i64 %.38, %.54, !dbg !60
  %6 = trunc i64 %.55 to i32
  %.56 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %6
  %.57 = load i16, ptr addrspace(3) %.56, align 2, !dbg !60
  %.58 = zext i16 %.57 to i32, !dbg !60
  %.59 = shl nuw i32 %.58, 16, !dbg !60
  %.60 = or i32 %.59, %.53, !dbg !60
  br label %b14, !dbg !61

b10:                                              ; preds = %b6
  %7 = lshr i32 %.64, 2, !dbg !62
  %8 = and i32 %7, 1073741820, !dbg !62
  %9 = trunc i64 %a15 to i32
  %10 = mul i32 %.67, %9
  %11 = add i32 %10, %8
  %.72 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %11
  %12 = addrspacecast ptr addrspace(3) %.72 to ptr
  %.73 = ptrtoint ptr %12 to i64, !dbg !62
  %.74 = and i64 %.73, 3, !dbg !62
  %.75 = icmp eq i64 %.74, 0, !dbg !62
  br i1 %.75, label %frag.wide.76, label %frag.narrow.77, !dbg !62

frag.wide.76:                                     ; preds = %b10
  %.79 = load <2 x i32>, ptr addrspace(3) %.72, align 4, !dbg !62
  %.80 = extractelement <2 x i32> %.79, i64 0, !dbg !62
  %.81 = extractelement <2 x i32> %.79, i64 1, !dbg !62
  br label %b14, !dbg !62

frag.narrow.77:                                   ; preds = %b10
  %.83 = load i16, ptr addrspace(3) %.72, align 2, !dbg !62
  %.84 = zext i16 %.83 to i32, !dbg !62
  %13 = add i32 %11, 1
  %.86 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %13
  %.87 = load i16, ptr addrspace(3) %.86, align 2, !dbg !62
  %.88 = zext i16 %.87 to i32, !dbg !62
  %.89 = shl nuw i32 %.88, 16, !dbg !62
  %.90 = or i32 %.89, %.84, !dbg !62
  %14 = add i32 %11, 2
  %.92 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %14
  %.93 = load i16, ptr addrspace(3) %.92, align 2, !dbg !62
  %.94 = zext i16 %.93 to i32, !dbg !62
  %15 = add i32 %11, 3
  %.96 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %15
  %.97 = load i16, ptr addrspace(3) %.96, align 2, !dbg !62
  %.98 = zext i16 %.97 to i32, !dbg !62
  %.99 = shl nuw i32 %.98, 16, !dbg !62
  %.100 = or i32 %.99, %.94, !dbg !62
  br label %b14, !dbg !62

b11:                                              ; preds = %entry
  %t50 = and i32 %.17, 1, !dbg !63
  %t51.not = icmp eq i32 %t50, 0, !dbg !64
  %t52 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t6, !dbg !65
  %.138 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !59
  %.139 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.138), !dbg !59
  %.142 = and i32 %.139, 15, !dbg !59
  %.143 = zext i32 %.142 to i64, !dbg !59
  %16 = lshr i32 %.139, 2, !dbg !59
  %17 = and i32 %16, 1073741820, !dbg !59
  %.144 = zext i32 %17 to i64, !dbg !59
  br i1 %t51.not, label %b13, label %b12, !dbg !64

b12:                                              ; preds = %b11
  %.112 = mul i64 %.144, %a15, !dbg !65
  %.113 = add i64 %.112, %.143, !dbg !65
  %.114 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.113
  %.115 = load i16, ptr addrspace(1) %.114, align 2, !dbg !65, !amdgpu.noclobber !6
  %.116 = zext i16 %.115 to i32, !dbg !65
  %.118 = add i64 %.113, %a15, !dbg !65
  %.119 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.118
  %.120 = load i16, ptr addrspace(1) %.119, align 2, !dbg !65, !amdgpu.noclobber !6
  %.121 = zext i16 %.120 to i32, !dbg !65
  %.122 = shl nuw i32 %.121, 16, !dbg !65
  %.123 = or i32 %.122, %.116, !dbg !65
  %.124 = shl i64 %a15, 1, !dbg !65
  %.125 = add i64 %.113, %.124, !dbg !65
  %.126 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.125
  %.127 = load i16, ptr addrspace(1) %.126, align 2, !dbg !65, !amdgpu.noclobber !6
  %.128 = zext i16 %.127 to i32, !dbg !65
  %.129 = mul i64 %a15, 3, !dbg !65
  %.130 = add i64 %.113, %.129, !dbg !65
  %.131 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.130
  %.132 = load i16, ptr addrspace(1) %.131, align 2, !dbg !65, !amdgpu.noclobber !6
  %.133 = zext i16 %.132 to i32, !dbg !65
  %.134 = shl nuw i32 %.133, 16, !dbg !65
  %.135 = or i32 %.134, %.128, !dbg !65
  br label %b14, !dbg !66

b13:                                              ; preds = %b11
  %.145 = mul i64 %.143, %a15, !dbg !67
  %.146 = add i64 %.145, %.144, !dbg !67
  %.147 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.146
  %18 = addrspacecast ptr addrspace(1) %.147 to ptr
  %.148 = ptrtoint ptr %18 to i64, !dbg !67
  %.149 = and i64 %.148, 3, !dbg !67
  %.150 = icmp eq i64 %.149, 0, !dbg !67
  br i1 %.150, label %frag.wide.151, label %frag.narrow.152, !dbg !67

frag.wide.151:                                    ; preds = %b13
  %.154 = load <2 x i32>, ptr addrspace(1) %.147, align 4, !dbg !67, !amdgpu.noclobber !6
  %.155 = extractelement <2 x i32> %.154, i64 0, !dbg !67
  %.156 = extractelement <2 x i32> %.154, i64 1, !dbg !67
  br label %b14, !dbg !67

frag.narrow.152:                                  ; preds = %b13
  %.158 = load i16, ptr addrspace(1) %.147, align 2, !dbg !67, !amdgpu.noclobber !6
  %.159 = zext i16 %.158 to i32, !dbg !67
  %.160 = add i64 %.146, 1, !dbg !67
  %.161 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.160
  %.162 = load i16, ptr addrspace(1) %.161, align 2, !dbg !67, !amdgpu.noclobber !6
  %.163 = zext i16 %.162 to i32, !dbg !67
  %.164 = shl nuw i32 %.163, 16, !dbg !67
  %.165 = or i32 %.164, %.159, !dbg !67
  %.166 = add i64 %.146, 2, !dbg !67
  %.167 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.166
  %.168 = load i16, ptr addrspace(1) %.167, align 2, !dbg !67, !amdgpu.noclobber !6
  %.169 = zext i16 %.168 to i32, !dbg !67
  %.170 = add i64 %.146, 3, !dbg !67
  %.171 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.170
  %.172 = load i16, ptr addrspace(1) %.171, align 2, !dbg !67, !amdgpu.noclobber !6
  %.173 = zext i16 %.172 to i32, !dbg !67
  %.174 = shl nuw i32 %.173, 16, !dbg !67
  %.175 = or i32 %.174, %.169, !dbg !67
  br label %b14, !dbg !67

b14:                                              ; preds = %frag.wide.151, %frag.narrow.152, %frag.wide.76, %frag.narrow.77, %b12, %b9
  %.48.pn = phi i32 [ %.48, %b9 ], [ %.123, %b12 ], [ %.80, %frag.wide.76 ], [ %.90, %frag.narrow.77 ], [ %.155, %frag.wide.151 ], [ %.165, %frag.narrow.152 ]
  %.60.pn = phi i32 [ %.60, %b9 ], [ %.135, %b12 ], [ %.81, %frag.wide.76 ], [ %.100, %frag.narrow.77 ], [ %.156, %frag.wide.151 ], [ %.175, %frag.narrow.152 ]
  %t68 = and i32 %.17, 2, !dbg !59
  %t69.not = icmp eq i32 %t68, 0, !dbg !59
  br i1 %t12.not, label %b18, label %b15, !dbg !68

b15:                                              ; preds = %b14
  %.222 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !59
  %.223 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.222), !dbg !59
  %.226 = and i32 %.223, 15, !dbg !59
  br i1 %t69.not, label %b17, label %b16, !dbg !69

b16:                                              ; preds = %b15
  %19 = lshr i32 %.223, 2, !dbg !70
  %20 = and i32 %19, 1073741820, !dbg !70
  %21 = trunc i64 %a15 to i32
  %22 = mul i32 %.226, %21
  %23 = add i32 %22, %20
  %.189 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %23
  %24 = addrspacecast ptr addrspace(3) %.189 to ptr
  %.190 = ptrtoint ptr %24 to i64, !dbg !70
  %.191 = and i64 %.190, 3, !dbg !70
  %.192 = icmp eq i64 %.191, 0, !dbg !70
  br i1 %.192, label %frag.wide.193, label %frag.narrow.194, !dbg !70

frag.wide.193:                                    ; preds = %b16
  %.196 = load <2 x i32>, ptr addrspace(3) %.189, align 4, !dbg !70
  %.197 = extractelement <2 x i32> %.196, i64 0, !dbg !70
  %.198 = extractelement <2 x i32> %.196, i64 1, !dbg !70
  br label %b21, !dbg !70

frag.narrow.194:                                  ; preds = %b16
  %.200 = load i16, ptr addrspace(3) %.189, align 2, !dbg !70
  %.201 = zext i16 %.200 to i32, !dbg !70
  %25 = add i32 %23, 1
  %.203 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %25
  %.204 = load i16, ptr addrspace(3) %.203, align 2, !dbg !70
  %.205 = zext i16 %.204 to i32, !dbg !70
  %.206 = shl nuw i32 %.205, 16, !dbg !70
  %.207 = or i32 %.206, %.201, !dbg !70
  %26 = add i32 %23, 2
  %.209 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %26
  %.210 = load i16, ptr addrspace(3) %.209, align 2, !dbg !70
  %.211 = zext i16 %.210 to i32, !dbg !70
  %27 = add i32 %23, 3
  %.213 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %27
  %.214 = load i16, ptr addrspace(3) %.213, align 2, !dbg !70
  %.215 = zext i16 %.214 to i32, !dbg !70
  %.216 = shl nuw i32 %.215, 16, !dbg !70
  %.217 = or i32 %.216, %.211, !dbg !70
  br label %b21, !dbg !70

b17:                                              ; preds = %b15
  %.227 = zext i32 %.226 to i64, !dbg !71
  %28 = lshr i32 %.223, 2, !dbg !71
  %29 = and i32 %28, 1073741820, !dbg !71
  %.228 = zext i32 %29 to i64, !dbg !71
  %.229 = mul i64 %.228, %a15, !dbg !71
  %.230 = add i64 %.229, %.227, !dbg !71
  %30 = trunc i64 %.230 to i32
  %.231 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %30
  %.232 = load i16, ptr addrspace(3) %.231, align 2, !dbg !71
  %.233 = zext i16 %.232 to i32, !dbg !71
  %.235 = add i64 %.230, %a15, !dbg !71
  %31 = trunc i64 %.235 to i32
  %.236 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %31
  %.237 = load i16, ptr addrspace(3) %.236, align 2, !dbg !71
  %.238 = zext i16 %.237 to i32, !dbg !71
  %.239 = shl nuw i32 %.238, 16, !dbg !71
  %.240 = or i32 %.239, %.233, !dbg !71
  %.241 = shl i64 %a15, 1, !dbg !71
  %.242 = add i64 %.230, %.241, !dbg !71
  %32 = trunc i64 %.242 to i32
  %.243 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %32
  %.244 = load i16, ptr addrspace(3) %.243, align 2, !dbg !71
  %.245 = zext i16 %.244 to i32, !dbg !71
  %.246 = mul i64 %a15, 3, !dbg !71
  %.247 = add i64 %.230, %.246, !dbg !71
  %33 = trunc i64 %.247 to i32
  %.248 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %33
  %.249 = load i16, ptr addrspace(3) %.248, align 2, !dbg !71
  %.250 = zext i16 %.249 to i32, !dbg !71
  %.251 = shl nuw i32 %.250, 16, !dbg !71
  %.252 = or i32 %.251, %.245, !dbg !71
  br label %b21, !dbg !72

b18:                                              ; preds = %b14
  %t70 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t6, !dbg !73
  %.297 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !59
  %.298 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.297), !dbg !59
  %.301 = and i32 %.298, 15, !dbg !59
  %.302 = zext i32 %.301 to i64, !dbg !59
  %34 = lshr i32 %.298, 2, !dbg !59
  %35 = and i32 %34, 1073741820, !dbg !59
  %.303 = zext i32 %35 to i64, !dbg !59
  br i1 %t69.not, label %b20, label %b19, !dbg !74

b19:                                              ; preds = %b18
  %.262 = mul i64 %.302, %a15, !dbg !73
  %.263 = add i64 %.262, %.303, !dbg !73
  %.264 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.263
  %36 = addrspacecast ptr addrspace(1) %.264 to ptr
  %.265 = ptrtoint ptr %36 to i64, !dbg !73
  %.266 = and i64 %.265, 3, !dbg !73
  %.267 = icmp eq i64 %.266, 0, !dbg !73
  br i1 %.267, label %frag.wide.268, label %frag.narrow.269, !dbg !73

frag.wide.268:                                    ; preds = %b19
  %.271 = load <2 x i32>, ptr addrspace(1) %.264, align 4, !dbg !73, !amdgpu.noclobber !6
  %.272 = extractelement <2 x i32> %.271, i64 0, !dbg !73
  %.273 = extractelement <2 x i32> %.271, i64 1, !dbg !73
  br label %b21, !dbg !73

frag.narrow.269:                                  ; preds = %b19
  %.275 = load i16, ptr addrspace(1) %.264, align 2, !dbg !73, !amdgpu.noclobber !6
  %.276 = zext i16 %.275 to i32, !dbg !73
  %.277 = add i64 %.263, 1, !dbg !73
  %.278 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.277
  %.279 = load i16, ptr addrspace(1) %.278, align 2, !dbg !73, !amdgpu.noclobber !6
  %.280 = zext i16 %.279 to i32, !dbg !73
  %.281 = shl nuw i32 %.280, 16, !dbg !73
  %.282 = or i32 %.281, %.276, !dbg !73
  %.283 = add i64 %.263, 2, !dbg !73
  %.284 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.283
  %.285 = load i16, ptr addrspace(1) %.284, align 2, !dbg !73, !amdgpu.noclobber !6
  %.286 = zext i16 %.285 to i32, !dbg !73
  %.287 = add i64 %.263, 3, !dbg !73
  %.288 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.287
  %.289 = load i16, ptr addrspace(1) %.288, align 2, !dbg !73, !amdgpu.noclobber !6
  %.290 = zext i16 %.289 to i32, !dbg !73
  %.291 = shl nuw i32 %.290, 16, !dbg !73
  %.292 = or i32 %.291, %.286, !dbg !73
  br label %b21, !dbg !73

b20:                                              ; preds = %b18
  %.304 = mul i64 %.303, %a15, !dbg !75
  %.305 = add i64 %.304, %.302, !dbg !75
  %.306 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.305
  %.307 = load i16, ptr addrspace(1) %.306, align 2, !dbg !75, !amdgpu.noclobber !6
  %.308 = zext i16 %.307 to i32, !dbg !75
  %.310 = add i64 %.305, %a15, !dbg !75
  %.311 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.310
  %.312 = load i16, ptr addrspace(1) %.311, align 2, !dbg !75, !amdgpu.noclobber !6
  %.313 = zext i16 %.312 to i32, !dbg !75
  %.314 = shl nuw i32 %.313, 16, !dbg !75
  %.315 = or i32 %.314, %.308, !dbg !75
  %.316 = shl i64 %a15, 1, !dbg !75
  %.317 = add i64 %.305, %.316, !dbg !75
  %.318 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.317
  %.319 = load i16, ptr addrspace(1) %.318, align 2, !dbg !75, !amdgpu.noclobber !6
  %.320 = zext i16 %.319 to i32, !dbg !75
  %.321 = mul i64 %a15, 3, !dbg !75
  %.322 = add i64 %.305, %.321, !dbg !75
  %.323 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.322
  %.324 = load i16, ptr addrspace(1) %.323, align 2, !dbg !75, !amdgpu.noclobber !6
  %.325 = zext i16 %.324 to i32, !dbg !75
  %.326 = shl nuw i32 %.325, 16, !dbg !75
  %.327 = or i32 %.326, %.320, !dbg !75
  br label %b21, !dbg !76

b21:                                              ; preds = %frag.wide.268, %frag.narrow.269, %frag.wide.193, %frag.narrow.194, %b20, %b17
  %.218.pn = phi i32 [ %.240, %b17 ], [ %.315, %b20 ], [ %.197, %frag.wide.193 ], [ %.207, %frag.narrow.194 ], [ %.272, %frag.wide.268 ], [ %.282, %frag.narrow.269 ]
  %.219.pn = phi i32 [ %.252, %b17 ], [ %.327, %b20 ], [ %.198, %frag.wide.193 ], [ %.217, %frag.narrow.194 ], [ %.273, %frag.wide.268 ], [ %.292, %frag.narrow.269 ]
  %t77 = and i32 %.17, 16, !dbg !77
  %t78.not = icmp eq i32 %t77, 0, !dbg !78
  br i1 %t78.not, label %b30, label %b22, !dbg !78

b22:                                              ; preds = %b21
  %t89 = and i32 %.17, 4, !dbg !59
  %t90.not = icmp eq i32 %t89, 0, !dbg !59
  br i1 %t12.not, label %b26, label %b23, !dbg !79

b23:                                              ; preds = %b22
  %.358 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !59
  %.359 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.358), !dbg !59
  %.362 = and i32 %.359, 15, !dbg !59
  br i1 %t90.not, label %b25, label %b24, !dbg !80

b24:                                              ; preds = %b23
  %37 = lshr i32 %.359, 2, !dbg !81
  %38 = and i32 %37, 1073741820, !dbg !81
  %39 = trunc i64 %a15 to i32
  %40 = mul i32 %.362, %39
  %41 = add i32 %40, %38
  %.343 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %41
  %.344 = load float, ptr addrspace(3) %.343, align 4, !dbg !81
  %42 = add i32 %41, 1
  %.346 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %42
  %.347 = load float, ptr addrspace(3) %.346, align 4, !dbg !81
  %43 = add i32 %41, 2
  %.349 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %43
  %.350 = load float, ptr addrspace(3) %.349, align 4, !dbg !81
  %44 = add i32 %41, 3
  %.352 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %44
  %.353 = load float, ptr addrspace(3) %.352, align 4, !dbg !81
  %.354 = insertvalue { [8 x float] } zeroinitializer, float %.344, 0, 0, !dbg !81
  %.355 = insertvalue { [8 x float] } %.354, float %.347, 0, 1, !dbg !81
  %.356 = insertvalue { [8 x float] } %.355, float %.350, 0, 2, !dbg !81
  %.357 = insertvalue { [8 x float] } %.356, float %.353, 0, 3, !dbg !81
  br label %b30, !dbg !82

b25:                                              ; preds = %b23
  %.363 = zext i32 %.362 to i64, !dbg !83
  %45 = lshr i32 %.359, 2, !dbg !83
  %46 = and i32 %45, 1073741820, !dbg !83
  %.364 = zext i32 %46 to i64, !dbg !83
  %.365 = mul i64 %.364, %a15, !dbg !83
  %.366 = add i64 %.365, %.363, !dbg !83
  %47 = trunc i64 %.366 to i32
  %.367 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %47
  %.368 = load float, ptr addrspace(3) %.367, align 4, !dbg !83
  %.370 = add i64 %.366, %a15, !dbg !83
  %48 = trunc i64 %.370 to i32
  %.371 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %48
  %.372 = load float, ptr addrspace(3) %.371, align 4, !dbg !83
  %.373 = shl i64 %a15, 1, !dbg !83
  %.374 = add i64 %.366, %.373, !dbg !83
  %49 = trunc i64 %.374 to i32
  %.375 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %49
  %.376 = load float, ptr addrspace(3) %.375, align 4, !dbg !83
  %.377 = mul i64 %a15, 3, !dbg !83
  %.378 = add i64 %.366, %.377, !dbg !83
  %50 = trunc i64 %.378 to i32
  %.379 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %50
  %.380 = load float, ptr addrspace(3) %.379, align 4, !dbg !83
  %.381 = insertvalue { [8 x float] } zeroinitializer, float %.368, 0, 0, !dbg !83
  %.382 = insertvalue { [8 x float] } %.381, float %.372, 0, 1, !dbg !83
  %.383 = insertvalue { [8 x float] } %.382, float %.376, 0, 2, !dbg !83
  %.384 = insertvalue { [8 x float] } %.383, float %.380, 0, 3, !dbg !83
  br label %b30, !dbg !84

b26:                                              ; preds = %b22
  %t91 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t6, !dbg !85
  %.409 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !59
  %.410 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.409), !dbg !59
  %.413 = and i32 %.410, 15, !dbg !59
  %.414 = zext i32 %.413 to i64, !dbg !59
  %51 = lshr i32 %.410, 2, !dbg !59
  %52 = and i32 %51, 1073741820, !dbg !59
  %.415 = zext i32 %52 to i64, !dbg !59
  br i1 %t90.not, label %b28, label %b27, !dbg !86

b27:                                              ; preds = %b26
  %.392 = mul i64 %.414, %a15, !dbg !85
  %.393 = add i64 %.392, %.415, !dbg !85
  %.394 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.393
  %.395 = load float, ptr addrspace(1) %.394, align 4, !dbg !85, !amdgpu.noclobber !6
  %.396 = add i64 %.393, 1, !dbg !85
  %.397 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.396
  %.398 = load float, ptr addrspace(1) %.397, align 4, !dbg !85, !amdgpu.noclobber !6
  %.399 = add i64 %.393, 2, !dbg !85
  %.400 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.399
  %.401 = load float, ptr addrspace(1) %.400, align 4, !dbg !85, !amdgpu.noclobber !6
  %.402 = add i64 %.393, 3, !dbg !85
  %.403 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.402
  %.404 = load float, ptr addrspace(1) %.403, align 4, !dbg !85, !amdgpu.noclobber !6
  %.405 = insertvalue { [8 x float] } zeroinitializer, float %.395, 0, 0, !dbg !85
  %.406 = insertvalue { [8 x float] } %.405, float %.398, 0, 1, !dbg !85
  %.407 = insertvalue { [8 x float] } %.406, float %.401, 0, 2, !dbg !85
  %.408 = insertvalue { [8 x float] } %.407, float %.404, 0, 3, !dbg !85
  br label %b30, !dbg !87

b28:                                              ; preds = %b26
  %.416 = mul i64 %.415, %a15, !dbg !88
  %.417 = add i64 %.416, %.414, !dbg !88
  %.418 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.417
  %.419 = load float, ptr addrspace(1) %.418, align 4, !dbg !88, !amdgpu.noclobber !6
  %.421 = add i64 %.417, %a15, !dbg !88
  %.422 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.421
  %.423 = load float, ptr addrspace(1) %.422, align 4, !dbg !88, !amdgpu.noclobber !6
  %.424 = shl i64 %a15, 1, !dbg !88
  %.425 = add i64 %.417, %.424, !dbg !88
  %.426 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.425
  %.427 = load float, ptr addrspace(1) %.426, align 4, !dbg !88, !amdgpu.noclobber !6
  %.428 = mul i64 %a15, 3, !dbg !88
  %.429 = add i64 %.417, %.428, !dbg !88
  %.430 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.429
  %.431 = load float, ptr addrspace(1) %.430, align 4, !dbg !88, !amdgpu.noclobber !6
  %.432 = insertvalue { [8 x float] } zeroinitializer, float %.419, 0, 0, !dbg !88
  %.433 = insertvalue { [8 x float] } %.432, float %.423, 0, 1, !dbg !88
  %.434 = insertvalue { [8 x float] } %.433, float %.427, 0, 2, !dbg !88
  %.435 = insertvalue { [8 x float] } %.434, float %.431, 0, 3, !dbg !88
  br label %b30, !dbg !89

b30:                                              ; preds = %b24, %b25, %b27, %b28, %b21
  %t97 = phi { [8 x float] } [ zeroinitializer, %b21 ], [ %.357, %b24 ], [ %.384, %b25 ], [ %.408, %b27 ], [ %.435, %b28 ]
  %.436 = extractvalue { [8 x float] } %t97, 0, 0, !dbg !90
  %.437 = insertelement <4 x float> poison, float %.436, i64 0, !dbg !90
  %.438 = extractvalue { [8 x float] } %t97, 0, 1, !dbg !90
  %.439 = insertelement <4 x float> %.437, float %.438, i64 1, !dbg !90
  %.440 = extractvalue { [8 x float] } %t97, 0, 2, !dbg !90
  %.441 = insertelement <4 x float> %.439, float %.440, i64 2, !dbg !90
  %.442 = extractvalue { [8 x float] } %t97, 0, 3, !dbg !90
  %.443 = insertelement <4 x float> %.441, float %.442, i64 3, !dbg !90
  %.445 = insertelement <2 x i32> poison, i32 %.48.pn, i64 0, !dbg !90
  %.447 = insertelement <2 x i32> %.445, i32 %.60.pn, i64 1, !dbg !90
  %.448 = bitcast <2 x i32> %.447 to <4 x half>, !dbg !90
  %.450 = insertelement <2 x i32> poison, i32 %.218.pn, i64 0, !dbg !90
  %.452 = insertelement <2 x i32> %.450, i32 %.219.pn, i64 1, !dbg !90
  %.453 = bitcast <2 x i32> %.452 to <4 x half>, !dbg !90
  %.454 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.448, <4 x half> %.453, <4 x float> %.443, i32 0, i32 0, i32 0), !dbg !90
  %.455 = extractelement <4 x float> %.454, i64 0, !dbg !90
  %.456 = extractelement <4 x float> %.454, i64 1, !dbg !90
  %.457 = extractelement <4 x float> %.454, i64 2, !dbg !90
  %.458 = extractelement <4 x float> %.454, i64 3, !dbg !90
  %t122 = and i32 %.17, 8, !dbg !59
  %t123.not = icmp eq i32 %t122, 0, !dbg !59
  br i1 %t12.not, label %b40, label %b31, !dbg !90

b31:                                              ; preds = %b30
  %.495 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !59
  %.496 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.495), !dbg !59
  %.499 = and i32 %.496, 15, !dbg !59
  br i1 %t123.not, label %b39, label %b32, !dbg !91

b32:                                              ; preds = %b31
  %53 = lshr i32 %.496, 2, !dbg !92
  %54 = and i32 %53, 1073741820, !dbg !92
  %55 = trunc i64 %a15 to i32, !dbg !92
  %56 = mul i32 %.499, %55, !dbg !92
  %57 = add i32 %56, %54, !dbg !92
  %.473 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %57, !dbg !92
  %58 = shufflevector <4 x float> %.454, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !92
  store <2 x float> %58, ptr addrspace(3) %.473, align 4, !dbg !92
  %59 = add i32 %57, 2, !dbg !92
  %.479 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %59, !dbg !92
  store float %.457, ptr addrspace(3) %.479, align 4, !dbg !92
  %60 = add i32 %57, 3, !dbg !92
  br label %b33, !dbg !92

b33:                                              ; preds = %b39, %b32
  %.sink = phi i32 [ %69, %b39 ], [ %60, %b32 ]
  %.517 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %.sink, !dbg !59
  store float %.458, ptr addrspace(3) %.517, align 4, !dbg !59
  fence syncscope("workgroup") release, !dbg !93
  tail call void @llvm.amdgcn.s.barrier(), !dbg !93
  fence syncscope("workgroup") acquire, !dbg !93
  %.483 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !94
  %t106 = sext i32 %.483 to i64, !dbg !94
  %t107 = shl i64 %a15, 4, !dbg !95
  %.484 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !96
  %.485 = getelementptr inbounds i8, ptr addrspace(4) %.484, i64 4, !dbg !96
  %.486 = load i16, ptr addrspace(4) %.485, align 4, !dbg !96, !invariant.load !6
  %t109 = zext i16 %.486 to i64
  %t1114 = icmp sgt i64 %t107, %t106, !dbg !97
  br i1 %t1114, label %b35.lr.ph, label %common.ret, !dbg !97

b35.lr.ph:                                        ; preds = %b33
  %.488 = icmp eq i64 %a15, 0
  %61 = add i64 %a15, 1
  %62 = icmp ult i64 %61, 2
  %.491 = select i1 %62, i64 1, i64 %a15
  br label %b35, !dbg !97

b35:                                              ; preds = %b35.lr.ph, %b37
  %t1105 = phi i64 [ %t106, %b35.lr.ph ], [ %t118, %b37 ]
  %.492 = srem i64 %t1105, %.491, !dbg !98
  %.493 = select i1 %.488, i64 %t1105, i64 %.492, !dbg !98
  %t113 = icmp slt i64 %.493, 16, !dbg !99
  br i1 %t113, label %b36, label %b37, !dbg !99

b36:                                              ; preds = %b35
  %t114 = add i64 %t1105, %t6, !dbg !100
  %t117 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t114, !dbg !101
  %63 = trunc i64 %t1105 to i32, !dbg !102
  %t115 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %63, !dbg !102
  %.494 = load float, ptr addrspace(3) %t115, align 4, !dbg !102
  store float %.494, ptr addrspace(1) %t117, align 4, !dbg !101
  br label %b37, !dbg !101

b37:                                              ; preds = %b36, %b35
  %t118 = add i64 %t1105, %t109, !dbg !103
  %t111 = icmp slt i64 %t118, %t107, !dbg !97
  br i1 %t111, label %b35, label %common.ret, !dbg !97

common.ret.sink.split:                            ; preds = %b43, %b41
  %.536.sink = phi i64 [ %.536, %b41 ], [ %.559, %b43 ]
  %.537 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.536.sink, !dbg !59
  store float %.458, ptr addrspace(1) %.537, align 4, !dbg !59
  br label %common.ret, !dbg !59

common.ret:                                       ; preds = %b37, %common.ret.sink.split, %b33
  ret void, !dbg !59

b39:                                              ; preds = %b31
  %.500 = zext i32 %.499 to i64, !dbg !104
  %64 = lshr i32 %.496, 2, !dbg !104
  %65 = and i32 %64, 1073741820, !dbg !104
  %.501 = zext i32 %65 to i64, !dbg !104
  %.502 = mul i64 %.501, %a15, !dbg !104
  %.503 = add i64 %.502, %.500, !dbg !104
  %66 = trunc i64 %.503 to i32, !dbg !104
  %.505 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %66, !dbg !104
  store float %.455, ptr addrspace(3) %.505, align 4, !dbg !104
  %.508 = add i64 %.503, %a15, !dbg !104
  %67 = trunc i64 %.508 to i32, !dbg !104
  %.509 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %67, !dbg !104
  store float %.456, ptr addrspace(3) %.509, align 4, !dbg !104
  %.511 = shl i64 %a15, 1, !dbg !104
  %.512 = add i64 %.503, %.511, !dbg !104
  %68 = trunc i64 %.512 to i32, !dbg !104
  %.513 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %68, !dbg !104
  store float %.457, ptr addrspace(3) %.513, align 4, !dbg !104
  %.515 = mul i64 %a15, 3, !dbg !104
  %.516 = add i64 %.503, %.515, !dbg !104
  %69 = trunc i64 %.516 to i32, !dbg !104
  br label %b33, !dbg !104

b40:                                              ; preds = %b30
  %t124 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t6, !dbg !105
  %.538 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !59
  %.539 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.538), !dbg !59
  %.542 = and i32 %.539, 15, !dbg !59
  %.543 = zext i32 %.542 to i64, !dbg !59
  %70 = lshr i32 %.539, 2, !dbg !59
  %71 = and i32 %70, 1073741820, !dbg !59
  %.544 = zext i32 %71 to i64, !dbg !59
  br i1 %t123.not, label %b43, label %b41, !dbg !106

b41:                                              ; preds = %b40
  %.525 = mul i64 %.543, %a15, !dbg !105
  %.526 = add i64 %.525, %.544, !dbg !105
  %.528 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.526, !dbg !105
  %72 = shufflevector <4 x float> %.454, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !105
  store <2 x float> %72, ptr addrspace(1) %.528, align 4, !dbg !105
  %.533 = add i64 %.526, 2, !dbg !105
  %.534 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.533, !dbg !105
  store float %.457, ptr addrspace(1) %.534, align 4, !dbg !105
  %.536 = add i64 %.526, 3, !dbg !105
  br label %common.ret.sink.split, !dbg !105

b43:                                              ; preds = %b40
  %.545 = mul i64 %.544, %a15, !dbg !107
  %.546 = add i64 %.545, %.543, !dbg !107
  %.548 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.546, !dbg !107
  store float %.455, ptr addrspace(1) %.548, align 4, !dbg !107
  %.551 = add i64 %.546, %a15, !dbg !107
  %.552 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.551, !dbg !107
  store float %.456, ptr addrspace(1) %.552, align 4, !dbg !107
  %.554 = shl i64 %a15, 1, !dbg !107
  %.555 = add i64 %.546, %.554, !dbg !107
  %.556 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.555, !dbg !107
  store float %.457, ptr addrspace(1) %.556, align 4, !dbg !107
  %.558 = mul i64 %a15, 3, !dbg !107
  %.559 = add i64 %.546, %.558, !dbg !107
  br label %common.ret.sink.split, !dbg !107
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture readonly %a12, i64 %a13, i64 %a14, i64 %a15, i16 %a16, float %a17) local_unnamed_addr #2 !dbg !108 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !109
  %t1 = sext i32 %.16 to i64, !dbg !109
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t1, !dbg !110
  %.17 = load i32, ptr addrspace(1) %t3, align 4, !dbg !110, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 4, !dbg !111
  %t6 = mul i64 %t5, %a15, !dbg !112
  %t11 = and i32 %.17, 96, !dbg !113
  %t12.not = icmp eq i32 %t11, 0, !dbg !114
  br i1 %t12.not, label %b11, label %b1, !dbg !114

b1:                                               ; preds = %entry
  %.18 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !115
  %t17 = sext i32 %.18 to i64, !dbg !115
  %t18 = shl i64 %a15, 4, !dbg !116
  %t19 = and i32 %.17, 64, !dbg !117
  %t20.not = icmp eq i32 %t19, 0, !dbg !118
  %.19 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !119
  %.20 = getelementptr inbounds i8, ptr addrspace(4) %.19, i64 4, !dbg !119
  %.21 = load i16, ptr addrspace(4) %.20, align 4, !dbg !119, !invariant.load !6
  %t22 = zext i16 %.21 to i64
  %t241 = icmp sgt i64 %t18, %t17, !dbg !120
  br i1 %t241, label %b3.lr.ph, label %b6, !dbg !120

b3.lr.ph:                                         ; preds = %b1
  %.25 = zext i16 %a16 to i32
  %.26 = shl nuw i32 %.25, 16
  %.27 = bitcast i32 %.26 to float
  br label %b3, !dbg !120

b3:                                               ; preds = %b3.lr.ph, %b5
  %t232 = phi i64 [ %t17, %b3.lr.ph ], [ %t39, %b5 ]
  %t25 = add i64 %t232, %t6, !dbg !121
  %t26 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t25, !dbg !122
  %.23 = load i16, ptr addrspace(1) %t26, align 2, !dbg !122, !amdgpu.noclobber !6
  %t28 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t25, !dbg !123
  %.24 = load float, ptr addrspace(1) %t28, align 4, !dbg !123, !amdgpu.noclobber !6
  br i1 %t20.not, label %b5, label %b4, !dbg !118

b4:                                               ; preds = %b3
  %.28 = zext i16 %.23 to i32, !dbg !124
  %.29 = shl nuw i32 %.28, 16, !dbg !124
  %.30 = bitcast i32 %.29 to float, !dbg !124
  %.31 = fmul float %.27, %.30, !dbg !124
  %.32 = bitcast float %.31 to i32, !dbg !124
  %.33 = and i32 %.32, 2147483647, !dbg !124
  %.34 = icmp ugt i32 %.33, 2139095040, !dbg !124
  %.35 = lshr i32 %.32, 16, !dbg !124
  %.36 = and i32 %.35, 1, !dbg !124
  %.37 = add i32 %.32, 32767, !dbg !124
  %.38 = add i32 %.37, %.36, !dbg !124
  %.39 = lshr i32 %.38, 16, !dbg !124
  %.41 = or i32 %.35, 64, !dbg !124
  %.42 = select i1 %.34, i32 %.41, i32 %.39, !dbg !124
  %.43 = trunc i32 %.42 to i16, !dbg !124
  %t31 = fmul float %.24, %a17, !dbg !125
  br label %b5, !dbg !125

b5:                                               ; preds = %b4, %b3
  %t32 = phi i16 [ %.23, %b3 ], [ %.43, %b4 ]
  %t33 = phi float [ %.24, %b3 ], [ %t31, %b4 ]
  %t34 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t25, !dbg !126
  %.44 = load i16, ptr addrspace(1) %t34, align 2, !dbg !126, !amdgpu.noclobber !6
  %0 = trunc i64 %t232 to i32, !dbg !127
  %t36 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %0, !dbg !127
  store i16 %t32, ptr addrspace(3) %t36, align 2, !dbg !127
  %t37 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %0, !dbg !128
  store i16 %.44, ptr addrspace(3) %t37, align 2, !dbg !128
  %t38 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %0, !dbg !129
  store float %t33, ptr addrspace(3) %t38, align 4, !dbg !129
  %t39 = add i64 %t232, %t22, !dbg !130
  %t24 = icmp slt i64 %t39, %t18, !dbg !120
  br i1 %t24, label %b3, label %b6, !dbg !120

b6:                                               ; preds = %b5, %b1
  fence syncscope("workgroup") release, !dbg !131
  tail call void @llvm.amdgcn.s.barrier(), !dbg !131
  fence syncscope("workgroup") acquire, !dbg !131
  %t42 = and i32 %.17, 1, !dbg !132
  %t43.not = icmp eq i32 %t42, 0, !dbg !133
  %.78 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !134
  %.79 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.78), !dbg !134
  %.82 = and i32 %.79, 15, !dbg !134
  br i1 %t43.not, label %b10, label %b9, !dbg !133

b9:                                               ; preds = %b6
  %.50 = zext i32 %.82 to i64, !dbg !135
  %1 = lshr i32 %.79, 2, !dbg !135
  %2 = and i32 %1, 1073741820, !dbg !135
  %.51 = zext i32 %2 to i64, !dbg !135
  %.52 = mul i64 %.51, %a15, !dbg !135
  %.53 = add i64 %.52, %.50, !dbg !135
  %3 = trunc i64 %.53 to i32
  %.54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %3
  %.55 = load i16, ptr addrspace(3) %.54, align 2, !dbg !135
  %.56 = zext i16 %.55 to i32, !dbg !135
  %.58 = add i64 %.53, %a15, !dbg !135
  %4 = trunc i64 %.58 to i32
  %.59 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %4
  %.60 = load i16, ptr addrspace(3) %.59, align 2, !dbg !135
  %.61 = zext i16 %.60 to i32, !dbg !135
  %.62 = shl nuw i32 %.61, 16, !dbg !135
  %.63 = or i32 %.62, %.56, !dbg !135
  %.64 = shl i64 %a15, 1, !dbg !135
  %.65 = add i64 %.53, %.64, !dbg !135
  %5 = trunc i64 %.65 to i32
  %.66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %5
  %.67 = load i16, ptr addrspace(3) %.66, align 2, !dbg !135
  %.68 = zext i16 %.67 to i32, !dbg !135
  %.69 = mul i64 %a15, 3, !dbg !135
  %.70 = add i64 %.53, %.69, !dbg !135
  %6 = trunc i64 %.70 to i32
  %.71 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %6
  %.72 = load i16, ptr addrspace(3) %.71, align 2, !dbg !135
  %.73 = zext i16 %.72 to i32, !dbg !135
  %.74 = shl nuw i32 %.73, 16, !dbg !135
  %.75 = or i32 %.74, %.68, !dbg !135
  br label %b14, !dbg !136

b10:                                              ; preds = %b6
  %7 = lshr i32 %.79, 2, !dbg !137
  %8 = and i32 %7, 1073741820, !dbg !137
  %9 = trunc i64 %a15 to i32
  %10 = mul i32 %.82, %9
  %11 = add i32 %10, %8
  %.87 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %11
  %12 = addrspacecast ptr addrspace(3) %.87 to ptr
  %.88 = ptrtoint ptr %12 to i64, !dbg !137
  %.89 = and i64 %.88, 3, !dbg !137
  %.90 = icmp eq i64 %.89, 0, !dbg !137
  br i1 %.90, label %frag.wide.91, label %frag.narrow.92, !dbg !137

frag.wide.91:                                     ; preds = %b10
  %.94 = load <2 x i32>, ptr addrspace(3) %.87, align 4, !dbg !137
  %.95 = extractelement <2 x i32> %.94, i64 0, !dbg !137
  %.96 = extractelement <2 x i32> %.94, i64 1, !dbg !137
  br label %b14, !dbg !137

frag.narrow.92:                                   ; preds = %b10
  %.98 = load i16, ptr addrspace(3) %.87, align 2, !dbg !137
  %.99 = zext i16 %.98 to i32, !dbg !137
  %13 = add i32 %11, 1
  %.101 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %13
  %.102 = load i16, ptr addrspace(3) %.101, align 2, !dbg !137
  %.103 = zext i16 %.102 to i32, !dbg !137
  %.104 = shl nuw i32 %.103, 16, !dbg !137
  %.105 = or i32 %.104, %.99, !dbg !137
  %14 = add i32 %11, 2
  %.107 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %14
  %.108 = load i16, ptr addrspace(3) %.107, align 2, !dbg !137
  %.109 = zext i16 %.108 to i32, !dbg !137
  %15 = add i32 %11, 3
  %.111 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %15
  %.112 = load i16, ptr addrspace(3) %.111, align 2, !dbg !137
  %.113 = zext i16 %.112 to i32, !dbg !137
  %.114 = shl nuw i32 %.113, 16, !dbg !137
  %.115 = or i32 %.114, %.109, !dbg !137
  br label %b14, !dbg !137

b11:                                              ; preds = %entry
  %t50 = and i32 %.17, 1, !dbg !138
  %t51.not = icmp eq i32 %t50, 0, !dbg !139
  %t52 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t6, !dbg !140
  %.153 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !134
  %.154 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.153), !dbg !134
  %.157 = and i32 %.154, 15, !dbg !134
  %.158 = zext i32 %.157 to i64, !dbg !134
  %16 = lshr i32 %.154, 2, !dbg !134
  %17 = and i32 %16, 1073741820, !dbg !134
  %.159 = zext i32 %17 to i64, !dbg !134
  br i1 %t51.not, label %b13, label %b12, !dbg !139

b12:                                              ; preds = %b11
  %.127 = mul i64 %.159, %a15, !dbg !140
  %.128 = add i64 %.127, %.158, !dbg !140
  %.129 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.128
  %.130 = load i16, ptr addrspace(1) %.129, align 2, !dbg !140, !amdgpu.noclobber !6
  %.131 = zext i16 %.130 to i32, !dbg !140
  %.133 = add i64 %.128, %a15, !dbg !140
  %.134 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.133
  %.135 = load i16, ptr addrspace(1) %.134, align 2, !dbg !140, !amdgpu.noclobber !6
  %.136 = zext i16 %.135 to i32, !dbg !140
  %.137 = shl nuw i32 %.136, 16, !dbg !140
  %.138 = or i32 %.137, %.131, !dbg !140
  %.139 = shl i64 %a15, 1, !dbg !140
  %.140 = add i64 %.128, %.139, !dbg !140
  %.141 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.140
  %.142 = load i16, ptr addrspace(1) %.141, align 2, !dbg !140, !amdgpu.noclobber !6
  %.143 = zext i16 %.142 to i32, !dbg !140
  %.144 = mul i64 %a15, 3, !dbg !140
  %.145 = add i64 %.128, %.144, !dbg !140
  %.146 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.145
  %.147 = load i16, ptr addrspace(1) %.146, align 2, !dbg !140, !amdgpu.noclobber !6
  %.148 = zext i16 %.147 to i32, !dbg !140
  %.149 = shl nuw i32 %.148, 16, !dbg !140
  %.150 = or i32 %.149, %.143, !dbg !140
  br label %b14, !dbg !141

b13:                                              ; preds = %b11
  %.160 = mul i64 %.158, %a15, !dbg !142
  %.161 = add i64 %.160, %.159, !dbg !142
  %.162 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.161
  %18 = addrspacecast ptr addrspace(1) %.162 to ptr
  %.163 = ptrtoint ptr %18 to i64, !dbg !142
  %.164 = and i64 %.163, 3, !dbg !142
  %.165 = icmp eq i64 %.164, 0, !dbg !142
  br i1 %.165, label %frag.wide.166, label %frag.narrow.167, !dbg !142

frag.wide.166:                                    ; preds = %b13
  %.169 = load <2 x i32>, ptr addrspace(1) %.162, align 4, !dbg !142, !amdgpu.noclobber !6
  %.170 = extractelement <2 x i32> %.169, i64 0, !dbg !142
  %.171 = extractelement <2 x i32> %.169, i64 1, !dbg !142
  br label %b14, !dbg !142

frag.narrow.167:                                  ; preds = %b13
  %.173 = load i16, ptr addrspace(1) %.162, align 2, !dbg !142, !amdgpu.noclobber !6
  %.174 = zext i16 %.173 to i32, !dbg !142
  %.175 = add i64 %.161, 1, !dbg !142
  %.176 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.175
  %.177 = load i16, ptr addrspace(1) %.176, align 2, !dbg !142, !amdgpu.noclobber !6
  %.178 = zext i16 %.177 to i32, !dbg !142
  %.179 = shl nuw i32 %.178, 16, !dbg !142
  %.180 = or i32 %.179, %.174, !dbg !142
  %.181 = add i64 %.161, 2, !dbg !142
  %.182 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.181
  %.183 = load i16, ptr addrspace(1) %.182, align 2, !dbg !142, !amdgpu.noclobber !6
  %.184 = zext i16 %.183 to i32, !dbg !142
  %.185 = add i64 %.161, 3, !dbg !142
  %.186 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.185
  %.187 = load i16, ptr addrspace(1) %.186, align 2, !dbg !142, !amdgpu.noclobber !6
  %.188 = zext i16 %.187 to i32, !dbg !142
  %.189 = shl nuw i32 %.188, 16, !dbg !142
  %.190 = or i32 %.189, %.184, !dbg !142
  br label %b14, !dbg !142

b14:                                              ; preds = %frag.wide.166, %frag.narrow.167, %frag.wide.91, %frag.narrow.92, %b12, %b9
  %.63.pn = phi i32 [ %.63, %b9 ], [ %.138, %b12 ], [ %.95, %frag.wide.91 ], [ %.105, %frag.narrow.92 ], [ %.170, %frag.wide.166 ], [ %.180, %frag.narrow.167 ]
  %.75.pn = phi i32 [ %.75, %b9 ], [ %.150, %b12 ], [ %.96, %frag.wide.91 ], [ %.115, %frag.narrow.92 ], [ %.171, %frag.wide.166 ], [ %.190, %frag.narrow.167 ]
  %t68 = and i32 %.17, 2, !dbg !134
  %t69.not = icmp eq i32 %t68, 0, !dbg !134
  br i1 %t12.not, label %b18, label %b15, !dbg !143

b15:                                              ; preds = %b14
  %.237 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !134
  %.238 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.237), !dbg !134
  %.241 = and i32 %.238, 15, !dbg !134
  br i1 %t69.not, label %b17, label %b16, !dbg !144

b16:                                              ; preds = %b15
  %19 = lshr i32 %.238, 2, !dbg !145
  %20 = and i32 %19, 1073741820, !dbg !145
  %21 = trunc i64 %a15 to i32
  %22 = mul i32 %.241, %21
  %23 = add i32 %22, %20
  %.204 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %23
  %24 = addrspacecast ptr addrspace(3) %.204 to ptr
  %.205 = ptrtoint ptr %24 to i64, !dbg !145
  %.206 = and i64 %.205, 3, !dbg !145
  %.207 = icmp eq i64 %.206, 0, !dbg !145
  br i1 %.207, label %frag.wide.208, label %frag.narrow.209, !dbg !145

frag.wide.208:                                    ; preds = %b16
  %.211 = load <2 x i32>, ptr addrspace(3) %.204, align 4, !dbg !145
  %.212 = extractelement <2 x i32> %.211, i64 0, !dbg !145
  %.213 = extractelement <2 x i32> %.211, i64 1, !dbg !145
  br label %b21, !dbg !145

frag.narrow.209:                                  ; preds = %b16
  %.215 = load i16, ptr addrspace(3) %.204, align 2, !dbg !145
  %.216 = zext i16 %.215 to i32, !dbg !145
  %25 = add i32 %23, 1
  %.218 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %25
  %.219 = load i16, ptr addrspace(3) %.218, align 2, !dbg !145
  %.220 = zext i16 %.219 to i32, !dbg !145
  %.221 = shl nuw i32 %.220, 16, !dbg !145
  %.222 = or i32 %.221, %.216, !dbg !145
  %26 = add i32 %23, 2
  %.224 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %26
  %.225 = load i16, ptr addrspace(3) %.224, align 2, !dbg !145
  %.226 = zext i16 %.225 to i32, !dbg !145
  %27 = add i32 %23, 3
  %.228 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %27
  %.229 = load i16, ptr addrspace(3) %.228, align 2, !dbg !145
  %.230 = zext i16 %.229 to i32, !dbg !145
  %.231 = shl nuw i32 %.230, 16, !dbg !145
  %.232 = or i32 %.231, %.226, !dbg !145
  br label %b21, !dbg !145

b17:                                              ; preds = %b15
  %.242 = zext i32 %.241 to i64, !dbg !146
  %28 = lshr i32 %.238, 2, !dbg !146
  %29 = and i32 %28, 1073741820, !dbg !146
  %.243 = zext i32 %29 to i64, !dbg !146
  %.244 = mul i64 %.243, %a15, !dbg !146
  %.245 = add i64 %.244, %.242, !dbg !146
  %30 = trunc i64 %.245 to i32
  %.246 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %30
  %.247 = load i16, ptr addrspace(3) %.246, align 2, !dbg !146
  %.248 = zext i16 %.247 to i32, !dbg !146
  %.250 = add i64 %.245, %a15, !dbg !146
  %31 = trunc i64 %.250 to i32
  %.251 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %31
  %.252 = load i16, ptr addrspace(3) %.251, align 2, !dbg !146
  %.253 = zext i16 %.252 to i32, !dbg !146
  %.254 = shl nuw i32 %.253, 16, !dbg !146
  %.255 = or i32 %.254, %.248, !dbg !146
  %.256 = shl i64 %a15, 1, !dbg !146
  %.257 = add i64 %.245, %.256, !dbg !146
  %32 = trunc i64 %.257 to i32
  %.258 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %32
  %.259 = load i16, ptr addrspace(3) %.258, align 2, !dbg !146
  %.260 = zext i16 %.259 to i32, !dbg !146
  %.261 = mul i64 %a15, 3, !dbg !146
  %.262 = add i64 %.245, %.261, !dbg !146
  %33 = trunc i64 %.262 to i32
  %.263 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %33
  %.264 = load i16, ptr addrspace(3) %.263, align 2, !dbg !146
  %.265 = zext i16 %.264 to i32, !dbg !146
  %.266 = shl nuw i32 %.265, 16, !dbg !146
  %.267 = or i32 %.266, %.260, !dbg !146
  br label %b21, !dbg !147

b18:                                              ; preds = %b14
  %t70 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t6, !dbg !148
  %.312 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !134
  %.313 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.312), !dbg !134
  %.316 = and i32 %.313, 15, !dbg !134
  %.317 = zext i32 %.316 to i64, !dbg !134
  %34 = lshr i32 %.313, 2, !dbg !134
  %35 = and i32 %34, 1073741820, !dbg !134
  %.318 = zext i32 %35 to i64, !dbg !134
  br i1 %t69.not, label %b20, label %b19, !dbg !149

b19:                                              ; preds = %b18
  %.277 = mul i64 %.317, %a15, !dbg !148
  %.278 = add i64 %.277, %.318, !dbg !148
  %.279 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.278
  %36 = addrspacecast ptr addrspace(1) %.279 to ptr
  %.280 = ptrtoint ptr %36 to i64, !dbg !148
  %.281 = and i64 %.280, 3, !dbg !148
  %.282 = icmp eq i64 %.281, 0, !dbg !148
  br i1 %.282, label %frag.wide.283, label %frag.narrow.284, !dbg !148

frag.wide.283:                                    ; preds = %b19
  %.286 = load <2 x i32>, ptr addrspace(1) %.279, align 4, !dbg !148, !amdgpu.noclobber !6
  %.287 = extractelement <2 x i32> %.286, i64 0, !dbg !148
  %.288 = extractelement <2 x i32> %.286, i64 1, !dbg !148
  br label %b21, !dbg !148

frag.narrow.284:                                  ; preds = %b19
  %.290 = load i16, ptr addrspace(1) %.279, align 2, !dbg !148, !amdgpu.noclobber !6
  %.291 = zext i16 %.290 to i32, !dbg !148
  %.292 = add i64 %.278, 1, !dbg !148
  %.293 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.292
  %.294 = load i16, ptr addrspace(1) %.293, align 2, !dbg !148, !amdgpu.noclobber !6
  %.295 = zext i16 %.294 to i32, !dbg !148
  %.296 = shl nuw i32 %.295, 16, !dbg !148
  %.297 = or i32 %.296, %.291, !dbg !148
  %.298 = add i64 %.278, 2, !dbg !148
  %.299 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.298
  %.300 = load i16, ptr addrspace(1) %.299, align 2, !dbg !148, !amdgpu.noclobber !6
  %.301 = zext i16 %.300 to i32, !dbg !148
  %.302 = add i64 %.278, 3, !dbg !148
  %.303 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.302
  %.304 = load i16, ptr addrspace(1) %.303, align 2, !dbg !148, !amdgpu.noclobber !6
  %.305 = zext i16 %.304 to i32, !dbg !148
  %.306 = shl nuw i32 %.305, 16, !dbg !148
  %.307 = or i32 %.306, %.301, !dbg !148
  br label %b21, !dbg !148

b20:                                              ; preds = %b18
  %.319 = mul i64 %.318, %a15, !dbg !150
  %.320 = add i64 %.319, %.317, !dbg !150
  %.321 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.320
  %.322 = load i16, ptr addrspace(1) %.321, align 2, !dbg !150, !amdgpu.noclobber !6
  %.323 = zext i16 %.322 to i32, !dbg !150
  %.325 = add i64 %.320, %a15, !dbg !150
  %.326 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.325
  %.327 = load i16, ptr addrspace(1) %.326, align 2, !dbg !150, !amdgpu.noclobber !6
  %.328 = zext i16 %.327 to i32, !dbg !150
  %.329 = shl nuw i32 %.328, 16, !dbg !150
  %.330 = or i32 %.329, %.323, !dbg !150
  %.331 = shl i64 %a15, 1, !dbg !150
  %.332 = add i64 %.320, %.331, !dbg !150
  %.333 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.332
  %.334 = load i16, ptr addrspace(1) %.333, align 2, !dbg !150, !amdgpu.noclobber !6
  %.335 = zext i16 %.334 to i32, !dbg !150
  %.336 = mul i64 %a15, 3, !dbg !150
  %.337 = add i64 %.320, %.336, !dbg !150
  %.338 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.337
  %.339 = load i16, ptr addrspace(1) %.338, align 2, !dbg !150, !amdgpu.noclobber !6
  %.340 = zext i16 %.339 to i32, !dbg !150
  %.341 = shl nuw i32 %.340, 16, !dbg !150
  %.342 = or i32 %.341, %.335, !dbg !150
  br label %b21, !dbg !151

b21:                                              ; preds = %frag.wide.283, %frag.narrow.284, %frag.wide.208, %frag.narrow.209, %b20, %b17
  %.233.pn = phi i32 [ %.255, %b17 ], [ %.330, %b20 ], [ %.212, %frag.wide.208 ], [ %.222, %frag.narrow.209 ], [ %.287, %frag.wide.283 ], [ %.297, %frag.narrow.284 ]
  %.234.pn = phi i32 [ %.267, %b17 ], [ %.342, %b20 ], [ %.213, %frag.wide.208 ], [ %.232, %frag.narrow.209 ], [ %.288, %frag.wide.283 ], [ %.307, %frag.narrow.284 ]
  %t77 = and i32 %.17, 16, !dbg !152
  %t78.not = icmp eq i32 %t77, 0, !dbg !153
  br i1 %t78.not, label %b30, label %b22, !dbg !153

b22:                                              ; preds = %b21
  %t89 = and i32 %.17, 4, !dbg !134
  %t90.not = icmp eq i32 %t89, 0, !dbg !134
  br i1 %t12.not, label %b26, label %b23, !dbg !154

b23:                                              ; preds = %b22
  %.373 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !134
  %.374 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.373), !dbg !134
  %.377 = and i32 %.374, 15, !dbg !134
  br i1 %t90.not, label %b25, label %b24, !dbg !155

b24:                                              ; preds = %b23
  %37 = lshr i32 %.374, 2, !dbg !156
  %38 = and i32 %37, 1073741820, !dbg !156
  %39 = trunc i64 %a15 to i32
  %40 = mul i32 %.377, %39
  %41 = add i32 %40, %38
  %.358 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %41
  %.359 = load float, ptr addrspace(3) %.358, align 4, !dbg !156
  %42 = add i32 %41, 1
  %.361 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %42
  %.362 = load float, ptr addrspace(3) %.361, align 4, !dbg !156
  %43 = add i32 %41, 2
  %.364 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %43
  %.365 = load float, ptr addrspace(3) %.364, align 4, !dbg !156
  %44 = add i32 %41, 3
  %.367 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %44
  %.368 = load float, ptr addrspace(3) %.367, align 4, !dbg !156
  %.369 = insertvalue { [8 x float] } zeroinitializer, float %.359, 0, 0, !dbg !156
  %.370 = insertvalue { [8 x float] } %.369, float %.362, 0, 1, !dbg !156
  %.371 = insertvalue { [8 x float] } %.370, float %.365, 0, 2, !dbg !156
  %.372 = insertvalue { [8 x float] } %.371, float %.368, 0, 3, !dbg !156
  br label %b30, !dbg !157

b25:                                              ; preds = %b23
  %.378 = zext i32 %.377 to i64, !dbg !158
  %45 = lshr i32 %.374, 2, !dbg !158
  %46 = and i32 %45, 1073741820, !dbg !158
  %.379 = zext i32 %46 to i64, !dbg !158
  %.380 = mul i64 %.379, %a15, !dbg !158
  %.381 = add i64 %.380, %.378, !dbg !158
  %47 = trunc i64 %.381 to i32
  %.382 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %47
  %.383 = load float, ptr addrspace(3) %.382, align 4, !dbg !158
  %.385 = add i64 %.381, %a15, !dbg !158
  %48 = trunc i64 %.385 to i32
  %.386 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %48
  %.387 = load float, ptr addrspace(3) %.386, align 4, !dbg !158
  %.388 = shl i64 %a15, 1, !dbg !158
  %.389 = add i64 %.381, %.388, !dbg !158
  %49 = trunc i64 %.389 to i32
  %.390 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %49
  %.391 = load float, ptr addrspace(3) %.390, align 4, !dbg !158
  %.392 = mul i64 %a15, 3, !dbg !158
  %.393 = add i64 %.381, %.392, !dbg !158
  %50 = trunc i64 %.393 to i32
  %.394 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %50
  %.395 = load float, ptr addrspace(3) %.394, align 4, !dbg !158
  %.396 = insertvalue { [8 x float] } zeroinitializer, float %.383, 0, 0, !dbg !158
  %.397 = insertvalue { [8 x float] } %.396, float %.387, 0, 1, !dbg !158
  %.398 = insertvalue { [8 x float] } %.397, float %.391, 0, 2, !dbg !158
  %.399 = insertvalue { [8 x float] } %.398, float %.395, 0, 3, !dbg !158
  br label %b30, !dbg !159

b26:                                              ; preds = %b22
  %t91 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t6, !dbg !160
  %.424 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !134
  %.425 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.424), !dbg !134
  %.428 = and i32 %.425, 15, !dbg !134
  %.429 = zext i32 %.428 to i64, !dbg !134
  %51 = lshr i32 %.425, 2, !dbg !134
  %52 = and i32 %51, 1073741820, !dbg !134
  %.430 = zext i32 %52 to i64, !dbg !134
  br i1 %t90.not, label %b28, label %b27, !dbg !161

b27:                                              ; preds = %b26
  %.407 = mul i64 %.429, %a15, !dbg !160
  %.408 = add i64 %.407, %.430, !dbg !160
  %.409 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.408
  %.410 = load float, ptr addrspace(1) %.409, align 4, !dbg !160, !amdgpu.noclobber !6
  %.411 = add i64 %.408, 1, !dbg !160
  %.412 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.411
  %.413 = load float, ptr addrspace(1) %.412, align 4, !dbg !160, !amdgpu.noclobber !6
  %.414 = add i64 %.408, 2, !dbg !160
  %.415 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.414
  %.416 = load float, ptr addrspace(1) %.415, align 4, !dbg !160, !amdgpu.noclobber !6
  %.417 = add i64 %.408, 3, !dbg !160
  %.418 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.417
  %.419 = load float, ptr addrspace(1) %.418, align 4, !dbg !160, !amdgpu.noclobber !6
  %.420 = insertvalue { [8 x float] } zeroinitializer, float %.410, 0, 0, !dbg !160
  %.421 = insertvalue { [8 x float] } %.420, float %.413, 0, 1, !dbg !160
  %.422 = insertvalue { [8 x float] } %.421, float %.416, 0, 2, !dbg !160
  %.423 = insertvalue { [8 x float] } %.422, float %.419, 0, 3, !dbg !160
  br label %b30, !dbg !162

b28:                                              ; preds = %b26
  %.431 = mul i64 %.430, %a15, !dbg !163
  %.432 = add i64 %.431, %.429, !dbg !163
  %.433 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.432
  %.434 = load float, ptr addrspace(1) %.433, align 4, !dbg !163, !amdgpu.noclobber !6
  %.436 = add i64 %.432, %a15, !dbg !163
  %.437 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.436
  %.438 = load float, ptr addrspace(1) %.437, align 4, !dbg !163, !amdgpu.noclobber !6
  %.439 = shl i64 %a15, 1, !dbg !163
  %.440 = add i64 %.432, %.439, !dbg !163
  %.441 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.440
  %.442 = load float, ptr addrspace(1) %.441, align 4, !dbg !163, !amdgpu.noclobber !6
  %.443 = mul i64 %a15, 3, !dbg !163
  %.444 = add i64 %.432, %.443, !dbg !163
  %.445 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.444
  %.446 = load float, ptr addrspace(1) %.445, align 4, !dbg !163, !amdgpu.noclobber !6
  %.447 = insertvalue { [8 x float] } zeroinitializer, float %.434, 0, 0, !dbg !163
  %.448 = insertvalue { [8 x float] } %.447, float %.438, 0, 1, !dbg !163
  %.449 = insertvalue { [8 x float] } %.448, float %.442, 0, 2, !dbg !163
  %.450 = insertvalue { [8 x float] } %.449, float %.446, 0, 3, !dbg !163
  br label %b30, !dbg !164

b30:                                              ; preds = %b24, %b25, %b27, %b28, %b21
  %t97 = phi { [8 x float] } [ zeroinitializer, %b21 ], [ %.372, %b24 ], [ %.399, %b25 ], [ %.423, %b27 ], [ %.450, %b28 ]
  %.451 = extractvalue { [8 x float] } %t97, 0, 0, !dbg !165
  %.452 = insertelement <4 x float> poison, float %.451, i64 0, !dbg !165
  %.453 = extractvalue { [8 x float] } %t97, 0, 1, !dbg !165
  %.454 = insertelement <4 x float> %.452, float %.453, i64 1, !dbg !165
  %.455 = extractvalue { [8 x float] } %t97, 0, 2, !dbg !165
  %.456 = insertelement <4 x float> %.454, float %.455, i64 2, !dbg !165
  %.457 = extractvalue { [8 x float] } %t97, 0, 3, !dbg !165
  %.458 = insertelement <4 x float> %.456, float %.457, i64 3, !dbg !165
  %.460 = insertelement <2 x i32> poison, i32 %.63.pn, i64 0, !dbg !165
  %.462 = insertelement <2 x i32> %.460, i32 %.75.pn, i64 1, !dbg !165
  %.463 = bitcast <2 x i32> %.462 to <4 x i16>, !dbg !165
  %.465 = insertelement <2 x i32> poison, i32 %.233.pn, i64 0, !dbg !165
  %.467 = insertelement <2 x i32> %.465, i32 %.234.pn, i64 1, !dbg !165
  %.468 = bitcast <2 x i32> %.467 to <4 x i16>, !dbg !165
  %.469 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.463, <4 x i16> %.468, <4 x float> %.458, i32 0, i32 0, i32 0), !dbg !165
  %.470 = extractelement <4 x float> %.469, i64 0, !dbg !165
  %.471 = extractelement <4 x float> %.469, i64 1, !dbg !165
  %.472 = extractelement <4 x float> %.469, i64 2, !dbg !165
  %.473 = extractelement <4 x float> %.469, i64 3, !dbg !165
  %t122 = and i32 %.17, 8, !dbg !134
  %t123.not = icmp eq i32 %t122, 0, !dbg !134
  br i1 %t12.not, label %b40, label %b31, !dbg !165

b31:                                              ; preds = %b30
  %.510 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !134
  %.511 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.510), !dbg !134
  %.514 = and i32 %.511, 15, !dbg !134
  br i1 %t123.not, label %b39, label %b32, !dbg !166

b32:                                              ; preds = %b31
  %53 = lshr i32 %.511, 2, !dbg !167
  %54 = and i32 %53, 1073741820, !dbg !167
  %55 = trunc i64 %a15 to i32, !dbg !167
  %56 = mul i32 %.514, %55, !dbg !167
  %57 = add i32 %56, %54, !dbg !167
  %.488 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %57, !dbg !167
  %58 = shufflevector <4 x float> %.469, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !167
  store <2 x float> %58, ptr addrspace(3) %.488, align 4, !dbg !167
  %59 = add i32 %57, 2, !dbg !167
  %.494 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %59, !dbg !167
  store float %.472, ptr addrspace(3) %.494, align 4, !dbg !167
  %60 = add i32 %57, 3, !dbg !167
  br label %b33, !dbg !167

b33:                                              ; preds = %b39, %b32
  %.sink = phi i32 [ %69, %b39 ], [ %60, %b32 ]
  %.532 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %.sink, !dbg !134
  store float %.473, ptr addrspace(3) %.532, align 4, !dbg !134
  fence syncscope("workgroup") release, !dbg !168
  tail call void @llvm.amdgcn.s.barrier(), !dbg !168
  fence syncscope("workgroup") acquire, !dbg !168
  %.498 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !169
  %t106 = sext i32 %.498 to i64, !dbg !169
  %t107 = shl i64 %a15, 4, !dbg !170
  %.499 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !171
  %.500 = getelementptr inbounds i8, ptr addrspace(4) %.499, i64 4, !dbg !171
  %.501 = load i16, ptr addrspace(4) %.500, align 4, !dbg !171, !invariant.load !6
  %t109 = zext i16 %.501 to i64
  %t1113 = icmp sgt i64 %t107, %t106, !dbg !172
  br i1 %t1113, label %b35.lr.ph, label %common.ret, !dbg !172

b35.lr.ph:                                        ; preds = %b33
  %.503 = icmp eq i64 %a15, 0
  %61 = add i64 %a15, 1
  %62 = icmp ult i64 %61, 2
  %.506 = select i1 %62, i64 1, i64 %a15
  br label %b35, !dbg !172

b35:                                              ; preds = %b35.lr.ph, %b37
  %t1104 = phi i64 [ %t106, %b35.lr.ph ], [ %t118, %b37 ]
  %.507 = srem i64 %t1104, %.506, !dbg !173
  %.508 = select i1 %.503, i64 %t1104, i64 %.507, !dbg !173
  %t113 = icmp slt i64 %.508, 16, !dbg !174
  br i1 %t113, label %b36, label %b37, !dbg !174

b36:                                              ; preds = %b35
  %t114 = add i64 %t1104, %t6, !dbg !175
  %t117 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t114, !dbg !176
  %63 = trunc i64 %t1104 to i32, !dbg !177
  %t115 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %63, !dbg !177
  %.509 = load float, ptr addrspace(3) %t115, align 4, !dbg !177
  store float %.509, ptr addrspace(1) %t117, align 4, !dbg !176
  br label %b37, !dbg !176

b37:                                              ; preds = %b36, %b35
  %t118 = add i64 %t1104, %t109, !dbg !178
  %t111 = icmp slt i64 %t118, %t107, !dbg !172
  br i1 %t111, label %b35, label %common.ret, !dbg !172

common.ret.sink.split:                            ; preds = %b43, %b41
  %.551.sink = phi i64 [ %.551, %b41 ], [ %.574, %b43 ]
  %.552 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.551.sink, !dbg !134
  store float %.473, ptr addrspace(1) %.552, align 4, !dbg !134
  br label %common.ret, !dbg !134

common.ret:                                       ; preds = %b37, %common.ret.sink.split, %b33
  ret void, !dbg !134

b39:                                              ; preds = %b31
  %.515 = zext i32 %.514 to i64, !dbg !179
  %64 = lshr i32 %.511, 2, !dbg !179
  %65 = and i32 %64, 1073741820, !dbg !179
  %.516 = zext i32 %65 to i64, !dbg !179
  %.517 = mul i64 %.516, %a15, !dbg !179
  %.518 = add i64 %.517, %.515, !dbg !179
  %66 = trunc i64 %.518 to i32, !dbg !179
  %.520 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %66, !dbg !179
  store float %.470, ptr addrspace(3) %.520, align 4, !dbg !179
  %.523 = add i64 %.518, %a15, !dbg !179
  %67 = trunc i64 %.523 to i32, !dbg !179
  %.524 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %67, !dbg !179
  store float %.471, ptr addrspace(3) %.524, align 4, !dbg !179
  %.526 = shl i64 %a15, 1, !dbg !179
  %.527 = add i64 %.518, %.526, !dbg !179
  %68 = trunc i64 %.527 to i32, !dbg !179
  %.528 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %68, !dbg !179
  store float %.472, ptr addrspace(3) %.528, align 4, !dbg !179
  %.530 = mul i64 %a15, 3, !dbg !179
  %.531 = add i64 %.518, %.530, !dbg !179
  %69 = trunc i64 %.531 to i32, !dbg !179
  br label %b33, !dbg !179

b40:                                              ; preds = %b30
  %t124 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t6, !dbg !180
  %.553 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !134
  %.554 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.553), !dbg !134
  %.557 = and i32 %.554, 15, !dbg !134
  %.558 = zext i32 %.557 to i64, !dbg !134
  %70 = lshr i32 %.554, 2, !dbg !134
  %71 = and i32 %70, 1073741820, !dbg !134
  %.559 = zext i32 %71 to i64, !dbg !134
  br i1 %t123.not, label %b43, label %b41, !dbg !181

b41:                                              ; preds = %b40
  %.540 = mul i64 %.558, %a15, !dbg !180
  %.541 = add i64 %.540, %.559, !dbg !180
  %.543 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.541, !dbg !180
  %72 = shufflevector <4 x float> %.469, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !180
  store <2 x float> %72, ptr addrspace(1) %.543, align 4, !dbg !180
  %.548 = add i64 %.541, 2, !dbg !180
  %.549 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.548, !dbg !180
  store float %.472, ptr addrspace(1) %.549, align 4, !dbg !180
  %.551 = add i64 %.541, 3, !dbg !180
  br label %common.ret.sink.split, !dbg !180

b43:                                              ; preds = %b40
  %.560 = mul i64 %.559, %a15, !dbg !182
  %.561 = add i64 %.560, %.558, !dbg !182
  %.563 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.561, !dbg !182
  store float %.470, ptr addrspace(1) %.563, align 4, !dbg !182
  %.566 = add i64 %.561, %a15, !dbg !182
  %.567 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.566, !dbg !182
  store float %.471, ptr addrspace(1) %.567, align 4, !dbg !182
  %.569 = shl i64 %a15, 1, !dbg !182
  %.570 = add i64 %.561, %.569, !dbg !182
  %.571 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.570, !dbg !182
  store float %.472, ptr addrspace(1) %.571, align 4, !dbg !182
  %.573 = mul i64 %a15, 3, !dbg !182
  %.574 = add i64 %.561, %.573, !dbg !182
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
  %.33 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !190
  %.34 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.33), !dbg !190
  %.37 = and i32 %.34, 15, !dbg !190
  %.38 = zext i32 %.37 to i64, !dbg !190
  %0 = lshr i32 %.34, 2, !dbg !190
  %1 = and i32 %0, 1073741820, !dbg !190
  %.39 = zext i32 %1 to i64, !dbg !190
  br i1 %t13.not, label %b4, label %b2, !dbg !192

b2:                                               ; preds = %b1
  %.20 = mul i64 %.38, %a6, !dbg !191
  %.21 = add i64 %.20, %.39, !dbg !191
  %.23 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.21, !dbg !191
  %2 = insertelement <2 x float> poison, float %a7, i64 0, !dbg !191
  %3 = shufflevector <2 x float> %2, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !191
  store <2 x float> %3, ptr addrspace(1) %.23, align 4, !dbg !191
  %.28 = add i64 %.21, 2, !dbg !191
  %.29 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.28, !dbg !191
  store float %a7, ptr addrspace(1) %.29, align 4, !dbg !191
  %.31 = add i64 %.21, 3, !dbg !191
  br label %common.ret.sink.split, !dbg !191

common.ret.sink.split:                            ; preds = %b4, %b2
  %.31.sink = phi i64 [ %.31, %b2 ], [ %.54, %b4 ]
  %.32 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.31.sink, !dbg !190
  store float %a7, ptr addrspace(1) %.32, align 4, !dbg !190
  br label %common.ret, !dbg !190

common.ret:                                       ; preds = %b11, %common.ret.sink.split, %b7
  ret void, !dbg !190

b4:                                               ; preds = %b1
  %.40 = mul i64 %.39, %a6, !dbg !193
  %.41 = add i64 %.40, %.38, !dbg !193
  %.43 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.41, !dbg !193
  store float %a7, ptr addrspace(1) %.43, align 4, !dbg !193
  %.46 = add i64 %.41, %a6, !dbg !193
  %.47 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.46, !dbg !193
  store float %a7, ptr addrspace(1) %.47, align 4, !dbg !193
  %.49 = shl i64 %a6, 1, !dbg !193
  %.50 = add i64 %.41, %.49, !dbg !193
  %.51 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.50, !dbg !193
  store float %a7, ptr addrspace(1) %.51, align 4, !dbg !193
  %.53 = mul i64 %a6, 3, !dbg !193
  %.54 = add i64 %.41, %.53, !dbg !193
  br label %common.ret.sink.split, !dbg !193

b5:                                               ; preds = %entry
  %.88 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !190
  %.89 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.88), !dbg !190
  %.92 = and i32 %.89, 15, !dbg !190
  br i1 %t13.not, label %b13, label %b6, !dbg !194

b6:                                               ; preds = %b5
  %4 = lshr i32 %.89, 2, !dbg !195
  %5 = and i32 %4, 1073741820, !dbg !195
  %6 = trunc i64 %a6 to i32, !dbg !195
  %7 = mul i32 %.92, %6, !dbg !195
  %8 = add i32 %7, %5, !dbg !195
  %.66 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %8, !dbg !195
  %9 = insertelement <2 x float> poison, float %a7, i64 0, !dbg !195
  %10 = shufflevector <2 x float> %9, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !195
  store <2 x float> %10, ptr addrspace(3) %.66, align 4, !dbg !195
  %11 = add i32 %8, 2, !dbg !195
  %.72 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %11, !dbg !195
  store float %a7, ptr addrspace(3) %.72, align 4, !dbg !195
  %12 = add i32 %8, 3, !dbg !195
  br label %b7, !dbg !195

b7:                                               ; preds = %b13, %b6
  %.sink = phi i32 [ %21, %b13 ], [ %12, %b6 ]
  %.110 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %.sink, !dbg !190
  store float %a7, ptr addrspace(3) %.110, align 4, !dbg !190
  fence syncscope("workgroup") release, !dbg !196
  tail call void @llvm.amdgcn.s.barrier(), !dbg !196
  fence syncscope("workgroup") acquire, !dbg !196
  %.76 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !197
  %t21 = sext i32 %.76 to i64, !dbg !197
  %t22 = shl i64 %a6, 4, !dbg !198
  %.77 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !199
  %.78 = getelementptr inbounds i8, ptr addrspace(4) %.77, i64 4, !dbg !199
  %.79 = load i16, ptr addrspace(4) %.78, align 4, !dbg !199, !invariant.load !6
  %t24 = zext i16 %.79 to i64
  %t261 = icmp sgt i64 %t22, %t21, !dbg !200
  br i1 %t261, label %b9.lr.ph, label %common.ret, !dbg !200

b9.lr.ph:                                         ; preds = %b7
  %.81 = icmp eq i64 %a6, 0
  %13 = add i64 %a6, 1
  %14 = icmp ult i64 %13, 2
  %.84 = select i1 %14, i64 1, i64 %a6
  br label %b9, !dbg !200

b9:                                               ; preds = %b9.lr.ph, %b11
  %t252 = phi i64 [ %t21, %b9.lr.ph ], [ %t33, %b11 ]
  %.85 = srem i64 %t252, %.84, !dbg !201
  %.86 = select i1 %.81, i64 %t252, i64 %.85, !dbg !201
  %t28 = icmp slt i64 %.86, 16, !dbg !202
  br i1 %t28, label %b10, label %b11, !dbg !202

b10:                                              ; preds = %b9
  %t29 = add i64 %t252, %t6, !dbg !203
  %t32 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t29, !dbg !204
  %15 = trunc i64 %t252 to i32, !dbg !205
  %t30 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %15, !dbg !205
  %.87 = load float, ptr addrspace(3) %t30, align 4, !dbg !205
  store float %.87, ptr addrspace(1) %t32, align 4, !dbg !204
  br label %b11, !dbg !204

b11:                                              ; preds = %b10, %b9
  %t33 = add i64 %t252, %t24, !dbg !206
  %t26 = icmp slt i64 %t33, %t22, !dbg !200
  br i1 %t26, label %b9, label %common.ret, !dbg !200

b13:                                              ; preds = %b5
  %.93 = zext i32 %.92 to i64, !dbg !207
  %16 = lshr i32 %.89, 2, !dbg !207
  %17 = and i32 %16, 1073741820, !dbg !207
  %.94 = zext i32 %17 to i64, !dbg !207
  %.95 = mul i64 %.94, %a6, !dbg !207
  %.96 = add i64 %.95, %.93, !dbg !207
  %18 = trunc i64 %.96 to i32, !dbg !207
  %.98 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %18, !dbg !207
  store float %a7, ptr addrspace(3) %.98, align 4, !dbg !207
  %.101 = add i64 %.96, %a6, !dbg !207
  %19 = trunc i64 %.101 to i32, !dbg !207
  %.102 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %19, !dbg !207
  store float %a7, ptr addrspace(3) %.102, align 4, !dbg !207
  %.104 = shl i64 %a6, 1, !dbg !207
  %.105 = add i64 %.96, %.104, !dbg !207
  %20 = trunc i64 %.105 to i32, !dbg !207
  %.106 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %20, !dbg !207
  store float %a7, ptr addrspace(3) %.106, align 4, !dbg !207
  %.108 = mul i64 %a6, 3, !dbg !207
  %.109 = add i64 %.96, %.108, !dbg !207
  %21 = trunc i64 %.109 to i32, !dbg !207
  br label %b7, !dbg !207
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn writeonly
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreGlobal(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #3 !dbg !208 {
entry:
  %.8 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !209
  %.9 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.8), !dbg !209
  %0 = lshr i32 %.9, 2, !dbg !209
  %1 = and i32 %0, 1073741820, !dbg !209
  %.12 = shl i32 %.9, 4, !dbg !209
  %2 = and i32 %.12, 240, !dbg !209
  %narrow = add nuw nsw i32 %2, %1, !dbg !209
  %.16 = zext i32 %narrow to i64, !dbg !209
  %.18 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.16, !dbg !209
  store <2 x float> zeroinitializer, ptr addrspace(1) %.18, align 4, !dbg !209
  %.23 = or i64 %.16, 2, !dbg !209
  %.24 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.23, !dbg !209
  store <2 x float> zeroinitializer, ptr addrspace(1) %.24, align 4, !dbg !209
  ret void, !dbg !209
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #2 !dbg !210 {
entry:
  %.8 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !211
  %.9 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.8), !dbg !211
  %0 = lshr i32 %.9, 2, !dbg !211
  %1 = and i32 %0, 1073741820, !dbg !211
  %.12 = shl i32 %.9, 4, !dbg !211
  %2 = and i32 %.12, 240, !dbg !211
  %narrow = add nuw nsw i32 %2, %1, !dbg !211
  %.18 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %narrow, !dbg !211
  store <2 x float> zeroinitializer, ptr addrspace(3) %.18, align 4, !dbg !211
  %.23 = or i32 %narrow, 2, !dbg !211
  %.24 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %.23, !dbg !211
  store <2 x float> zeroinitializer, ptr addrspace(3) %.24, align 4, !dbg !211
  fence syncscope("workgroup") release, !dbg !212
  tail call void @llvm.amdgcn.s.barrier(), !dbg !212
  fence syncscope("workgroup") acquire, !dbg !212
  %.28 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !213
  %.29 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !214
  %.30 = getelementptr inbounds i8, ptr addrspace(4) %.29, i64 4, !dbg !214
  %.31 = load i16, ptr addrspace(4) %.30, align 4, !dbg !214, !invariant.load !6
  %t9 = zext i16 %.31 to i64
  %t111 = icmp slt i32 %.28, 256, !dbg !215
  br i1 %t111, label %b2.preheader, label %b3, !dbg !215

b2.preheader:                                     ; preds = %entry
  %t6 = sext i32 %.28 to i64, !dbg !213
  br label %b2, !dbg !215

b2:                                               ; preds = %b2.preheader, %b2
  %t102 = phi i64 [ %t15, %b2 ], [ %t6, %b2.preheader ]
  %3 = trunc i64 %t102 to i32, !dbg !216
  %t12 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %3, !dbg !216
  %.33 = load float, ptr addrspace(3) %t12, align 4, !dbg !216
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t102, !dbg !217
  store float %.33, ptr addrspace(1) %t14, align 4, !dbg !217
  %t15 = add i64 %t102, %t9, !dbg !218
  %t11 = icmp slt i64 %t15, 256, !dbg !215
  br i1 %t11, label %b2, label %b3, !dbg !215

b3:                                               ; preds = %b2, %entry
  ret void, !dbg !218
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i16 %a2, ptr addrspace(1) %a3, i16 %a4, ptr addrspace(1) %a5) local_unnamed_addr #4 !dbg !219 {
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
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !220
  %t16 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !220
  %0 = or i64 %t16, %t13, !dbg !220
  %t20 = ptrtoint ptr addrspace(1) %a5 to i64, !dbg !220
  %1 = or i64 %0, %t20, !dbg !220
  %2 = and i64 %1, 3, !dbg !220
  %3 = icmp eq i64 %2, 0, !dbg !220
  %t24 = ashr i64 %a0, 1, !dbg !220
  %t291 = icmp slt i64 %t11, %t24, !dbg !220
  %or.cond = select i1 %3, i1 %t291, i1 false, !dbg !220
  br i1 %or.cond, label %b3.preheader, label %b8, !dbg !220

b3.preheader:                                     ; preds = %entry
  %4 = insertelement <2 x i16> poison, i16 %a2, i64 0
  %5 = shufflevector <2 x i16> %4, <2 x i16> poison, <2 x i32> zeroinitializer
  %6 = insertelement <2 x i16> poison, i16 %a4, i64 0
  %7 = shufflevector <2 x i16> %6, <2 x i16> poison, <2 x i32> zeroinitializer
  br label %b3, !dbg !220

b3:                                               ; preds = %b3.preheader, %b7
  %t282 = phi i64 [ %t53, %b7 ], [ %t11, %b3.preheader ]
  br i1 %t0.not, label %b5, label %b4, !dbg !220

b4:                                               ; preds = %b3
  %t30 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t282, !dbg !220
  %.17 = load i32, ptr addrspace(1) %t30, align 4, !dbg !220
  %t34 = lshr i32 %.17, 16, !dbg !220
  %8 = insertelement <2 x i32> poison, i32 %.17, i64 0, !dbg !220
  %9 = insertelement <2 x i32> %8, i32 %t34, i64 1, !dbg !220
  %10 = trunc <2 x i32> %9 to <2 x i16>, !dbg !220
  br label %b5, !dbg !220

b5:                                               ; preds = %b4, %b3
  %11 = phi <2 x i16> [ %10, %b4 ], [ %5, %b3 ]
  br i1 %t1.not, label %b7, label %b6, !dbg !220

b6:                                               ; preds = %b5
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t282, !dbg !220
  %.18 = load i32, ptr addrspace(1) %t38, align 4, !dbg !220
  %t42 = lshr i32 %.18, 16, !dbg !220
  %12 = insertelement <2 x i32> poison, i32 %.18, i64 0, !dbg !220
  %13 = insertelement <2 x i32> %12, i32 %t42, i64 1, !dbg !220
  %14 = trunc <2 x i32> %13 to <2 x i16>, !dbg !220
  br label %b7, !dbg !220

b7:                                               ; preds = %b6, %b5
  %15 = phi <2 x i16> [ %14, %b6 ], [ %7, %b5 ]
  %16 = shufflevector <2 x i16> %11, <2 x i16> %15, <2 x i32> <i32 0, i32 2>, !dbg !221
  %17 = zext <2 x i16> %16 to <2 x i32>, !dbg !221
  %18 = shl nuw <2 x i32> %17, <i32 16, i32 16>, !dbg !221
  %19 = bitcast <2 x i32> %18 to <2 x float>, !dbg !221
  %shift = shufflevector <2 x float> %19, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !221
  %20 = fadd <2 x float> %shift, %19, !dbg !221
  %bc7 = bitcast <2 x float> %20 to <2 x i32>, !dbg !221
  %.26 = extractelement <2 x i32> %bc7, i64 0, !dbg !221
  %.27 = and i32 %.26, 2147483647, !dbg !221
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !221
  %.29 = lshr i32 %.26, 16, !dbg !221
  %.30 = and i32 %.29, 1, !dbg !221
  %.31 = add i32 %.26, 32767, !dbg !221
  %.32 = add i32 %.31, %.30, !dbg !221
  %.33 = lshr i32 %.32, 16, !dbg !221
  %.35 = or i32 %.29, 64, !dbg !221
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !221
  %21 = shufflevector <2 x i16> %11, <2 x i16> poison, <2 x i32> <i32 1, i32 undef>, !dbg !221
  %22 = shufflevector <2 x i16> %21, <2 x i16> %15, <2 x i32> <i32 0, i32 3>, !dbg !221
  %23 = zext <2 x i16> %22 to <2 x i32>, !dbg !221
  %24 = shl nuw <2 x i32> %23, <i32 16, i32 16>, !dbg !221
  %25 = bitcast <2 x i32> %24 to <2 x float>, !dbg !221
  %shift5 = shufflevector <2 x float> %25, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !221
  %26 = fadd <2 x float> %shift5, %25, !dbg !221
  %bc8 = bitcast <2 x float> %26 to <2 x i32>, !dbg !221
  %.45 = extractelement <2 x i32> %bc8, i64 0, !dbg !221
  %.46 = and i32 %.45, 2147483647, !dbg !221
  %.47 = icmp ugt i32 %.46, 2139095040, !dbg !221
  %.48 = lshr i32 %.45, 16, !dbg !221
  %.49 = and i32 %.48, 1, !dbg !221
  %.50 = add i32 %.45, 32767, !dbg !221
  %.51 = add i32 %.50, %.49, !dbg !221
  %.52 = lshr i32 %.51, 16, !dbg !221
  %.54 = or i32 %.48, 64, !dbg !221
  %.55 = select i1 %.47, i32 %.54, i32 %.52, !dbg !221
  %t50 = shl nuw i32 %.55, 16, !dbg !220
  %t51 = or i32 %t50, %.36, !dbg !220
  %t52 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t282, !dbg !220
  store i32 %t51, ptr addrspace(1) %t52, align 4, !dbg !220
  %t53 = add i64 %t282, %t12, !dbg !220
  %t29 = icmp slt i64 %t53, %t24, !dbg !220
  br i1 %t29, label %b3, label %b8, !dbg !220

b8:                                               ; preds = %b7, %entry
  %t54 = and i64 %a0, -2, !dbg !220
  %t55 = select i1 %3, i64 %t54, i64 0, !dbg !220
  %t56 = add i64 %t11, %t55, !dbg !220
  %t583 = icmp slt i64 %t56, %a0, !dbg !220
  br i1 %t583, label %b10, label %b15, !dbg !220

b10:                                              ; preds = %b8, %b14
  %t574 = phi i64 [ %t67, %b14 ], [ %t56, %b8 ]
  br i1 %t0.not, label %b12, label %b11, !dbg !220

b11:                                              ; preds = %b10
  %t59 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t574, !dbg !220
  %.57 = load i16, ptr addrspace(1) %t59, align 2, !dbg !220
  br label %b12, !dbg !220

b12:                                              ; preds = %b11, %b10
  %t61 = phi i16 [ %.57, %b11 ], [ %a2, %b10 ]
  br i1 %t1.not, label %b14, label %b13, !dbg !220

b13:                                              ; preds = %b12
  %t62 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t574, !dbg !220
  %.58 = load i16, ptr addrspace(1) %t62, align 2, !dbg !220
  br label %b14, !dbg !220

b14:                                              ; preds = %b13, %b12
  %t64 = phi i16 [ %.58, %b13 ], [ %a4, %b12 ]
  %27 = insertelement <2 x i16> poison, i16 %t61, i64 0, !dbg !221
  %28 = insertelement <2 x i16> %27, i16 %t64, i64 1, !dbg !221
  %29 = zext <2 x i16> %28 to <2 x i32>, !dbg !221
  %30 = shl nuw <2 x i32> %29, <i32 16, i32 16>, !dbg !221
  %31 = bitcast <2 x i32> %30 to <2 x float>, !dbg !221
  %shift6 = shufflevector <2 x float> %31, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !221
  %32 = fadd <2 x float> %shift6, %31, !dbg !221
  %bc = bitcast <2 x float> %32 to <2 x i32>, !dbg !221
  %.66 = extractelement <2 x i32> %bc, i64 0, !dbg !221
  %.67 = and i32 %.66, 2147483647, !dbg !221
  %.68 = icmp ugt i32 %.67, 2139095040, !dbg !221
  %.69 = lshr i32 %.66, 16, !dbg !221
  %.70 = and i32 %.69, 1, !dbg !221
  %.71 = add i32 %.66, 32767, !dbg !221
  %.72 = add i32 %.71, %.70, !dbg !221
  %.73 = lshr i32 %.72, 16, !dbg !221
  %.75 = or i32 %.69, 64, !dbg !221
  %.76 = select i1 %.68, i32 %.75, i32 %.73, !dbg !221
  %.77 = trunc i32 %.76 to i16, !dbg !221
  %t66 = getelementptr inbounds i16, ptr addrspace(1) %a5, i64 %t574, !dbg !220
  store i16 %.77, ptr addrspace(1) %t66, align 2, !dbg !220
  %t67 = add i64 %t574, %t12, !dbg !220
  %t58 = icmp slt i64 %t67, %a0, !dbg !220
  br i1 %t58, label %b10, label %b15, !dbg !220

b15:                                              ; preds = %b14, %b8
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
  %0 = insertelement <2 x i16> poison, i16 %t143, i64 0, !dbg !224
  %1 = insertelement <2 x i16> %0, i16 %t146, i64 1, !dbg !224
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !224
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !224
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !224
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !224
  %5 = fadd <2 x float> %shift, %4, !dbg !224
  %bc = bitcast <2 x float> %5 to <2 x i32>, !dbg !224
  %.26 = extractelement <2 x i32> %bc, i64 0, !dbg !224
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
  %0 = insertelement <2 x i16> poison, i16 %t2915, i64 0, !dbg !227
  %1 = insertelement <2 x i16> %0, i16 %.18, i64 1, !dbg !227
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !227
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !227
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !227
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !227
  %5 = fadd <2 x float> %shift, %4, !dbg !227
  %bc40 = bitcast <2 x float> %5 to <2 x i32>, !dbg !227
  %.27 = extractelement <2 x i32> %bc40, i64 0, !dbg !227
  %.28 = and i32 %.27, 2147483647, !dbg !227
  %.29 = icmp ugt i32 %.28, 2139095040, !dbg !227
  %.30 = lshr i32 %.27, 16, !dbg !227
  %.31 = and i32 %.30, 1, !dbg !227
  %.32 = add i32 %.27, 32767, !dbg !227
  %.33 = add i32 %.32, %.31, !dbg !227
  %.34 = lshr i32 %.33, 16, !dbg !227
  %.36 = or i32 %.30, 64, !dbg !227
  %.37 = select i1 %.29, i32 %.36, i32 %.34, !dbg !227
  %.42 = zext i16 %.19 to i32, !dbg !227
  %6 = insertelement <2 x i32> poison, i32 %.42, i64 0, !dbg !227
  %7 = insertelement <2 x i32> %6, i32 %.37, i64 1, !dbg !227
  %8 = shl nuw <2 x i32> %7, <i32 16, i32 16>, !dbg !227
  %9 = bitcast <2 x i32> %8 to <2 x float>, !dbg !227
  %shift22 = shufflevector <2 x float> %9, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !227
  %10 = fadd <2 x float> %shift22, %9, !dbg !227
  %bc41 = bitcast <2 x float> %10 to <2 x i32>, !dbg !227
  %.46 = extractelement <2 x i32> %bc41, i64 0, !dbg !227
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
  %11 = insertelement <2 x i16> poison, i16 %t4320, i64 0, !dbg !227
  %12 = insertelement <2 x i16> %11, i16 %.58, i64 1, !dbg !227
  %13 = zext <2 x i16> %12 to <2 x i32>, !dbg !227
  %14 = shl nuw <2 x i32> %13, <i32 16, i32 16>, !dbg !227
  %15 = bitcast <2 x i32> %14 to <2 x float>, !dbg !227
  %shift23 = shufflevector <2 x float> %15, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !227
  %16 = fadd <2 x float> %shift23, %15, !dbg !227
  %bc39 = bitcast <2 x float> %16 to <2 x i32>, !dbg !227
  %.66 = extractelement <2 x i32> %bc39, i64 0, !dbg !227
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
  %17 = insertelement <2 x i16> poison, i16 %t49, i64 0, !dbg !227
  %18 = insertelement <2 x i16> %17, i16 %.79, i64 1, !dbg !227
  %19 = zext <2 x i16> %18 to <2 x i32>, !dbg !227
  %20 = shl nuw <2 x i32> %19, <i32 16, i32 16>, !dbg !227
  %21 = bitcast <2 x i32> %20 to <2 x float>, !dbg !227
  %shift24 = shufflevector <2 x float> %21, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !227
  %22 = fadd <2 x float> %shift24, %21, !dbg !227
  %bc38 = bitcast <2 x float> %22 to <2 x i32>, !dbg !227
  %.89 = extractelement <2 x i32> %bc38, i64 0, !dbg !227
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
  %23 = insertelement <2 x i16> poison, i16 %t62, i64 0, !dbg !227
  %24 = insertelement <2 x i16> %23, i16 %.102, i64 1, !dbg !227
  %25 = zext <2 x i16> %24 to <2 x i32>, !dbg !227
  %26 = shl nuw <2 x i32> %25, <i32 16, i32 16>, !dbg !227
  %27 = bitcast <2 x i32> %26 to <2 x float>, !dbg !227
  %shift25 = shufflevector <2 x float> %27, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !227
  %28 = fadd <2 x float> %shift25, %27, !dbg !227
  %bc37 = bitcast <2 x float> %28 to <2 x i32>, !dbg !227
  %.112 = extractelement <2 x i32> %bc37, i64 0, !dbg !227
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
  %29 = insertelement <2 x i16> poison, i16 %t74, i64 0, !dbg !227
  %30 = insertelement <2 x i16> %29, i16 %.125, i64 1, !dbg !227
  %31 = zext <2 x i16> %30 to <2 x i32>, !dbg !227
  %32 = shl nuw <2 x i32> %31, <i32 16, i32 16>, !dbg !227
  %33 = bitcast <2 x i32> %32 to <2 x float>, !dbg !227
  %shift26 = shufflevector <2 x float> %33, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !227
  %34 = fadd <2 x float> %shift26, %33, !dbg !227
  %bc36 = bitcast <2 x float> %34 to <2 x i32>, !dbg !227
  %.135 = extractelement <2 x i32> %bc36, i64 0, !dbg !227
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
  %.149 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.148), !dbg !226
  %.150 = zext i32 %.149 to i64, !dbg !226
  %.151 = add nuw nsw i64 %.150, 16, !dbg !226
  %.152 = icmp ult i32 %.149, 48, !dbg !226
  %.153 = tail call i64 @llvm.read_register.i64(metadata !228) #12, !dbg !226
  %.154 = and i64 %.151, 63, !dbg !226
  %35 = shl nuw i64 1, %.154, !dbg !226
  %36 = and i64 %35, %.153, !dbg !226
  %.156 = icmp ne i64 %36, 0, !dbg !226
  %.157 = and i1 %.152, %.156, !dbg !226
  %.158 = trunc i64 %.151 to i32, !dbg !226
  %.159 = shl i32 %.158, 2, !dbg !226
  %.160 = zext i16 %t86 to i32, !dbg !226
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.160), !dbg !226
  %.162 = trunc i32 %.161 to i16, !dbg !226
  %t88 = select i1 %.157, i16 %.162, i16 %t86, !dbg !226
  %.176 = zext i1 %t87 to i32, !dbg !226
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.176), !dbg !226
  %37 = and i32 %.177, 1, !dbg !226
  %.178 = icmp ne i32 %37, 0, !dbg !226
  %t89 = select i1 %.157, i1 %.178, i1 %t87, !dbg !226
  %t90 = icmp slt i32 %.1, 16, !dbg !226
  %t91 = and i1 %t90, %t89, !dbg !226
  %38 = select i1 %t91, i1 %t87, i1 false, !dbg !226
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !226
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !226
  br i1 %38, label %b29, label %b31, !dbg !226

b29:                                              ; preds = %b27
  %.182 = zext i16 %t88 to i32, !dbg !227
  %39 = insertelement <2 x i32> poison, i32 %.160, i64 0, !dbg !227
  %40 = insertelement <2 x i32> %39, i32 %.182, i64 1, !dbg !227
  %41 = shl nuw <2 x i32> %40, <i32 16, i32 16>, !dbg !227
  %42 = bitcast <2 x i32> %41 to <2 x float>, !dbg !227
  %shift27 = shufflevector <2 x float> %42, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !227
  %43 = fadd <2 x float> %shift27, %42, !dbg !227
  %bc35 = bitcast <2 x float> %43 to <2 x i32>, !dbg !227
  %.186 = extractelement <2 x i32> %bc35, i64 0, !dbg !227
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
  %.202 = add nuw nsw i64 %.150, 8, !dbg !226
  %.203 = icmp ult i32 %.149, 56, !dbg !226
  %.205 = and i64 %.202, 63, !dbg !226
  %44 = shl nuw i64 1, %.205, !dbg !226
  %45 = and i64 %44, %.153, !dbg !226
  %.207 = icmp ne i64 %45, 0, !dbg !226
  %.208 = and i1 %.203, %.207, !dbg !226
  %.209 = trunc i64 %.202 to i32, !dbg !226
  %.210 = shl i32 %.209, 2, !dbg !226
  %.211 = zext i16 %t94 to i32, !dbg !226
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.211), !dbg !226
  %.213 = trunc i32 %.212 to i16, !dbg !226
  %t96 = select i1 %.208, i16 %.213, i16 %t94, !dbg !226
  %.227 = zext i1 %t95 to i32, !dbg !226
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.227), !dbg !226
  %46 = and i32 %.228, 1, !dbg !226
  %.229 = icmp ne i32 %46, 0, !dbg !226
  %t97 = select i1 %.208, i1 %.229, i1 %t95, !dbg !226
  %t98 = icmp slt i32 %.1, 24, !dbg !226
  %t99 = and i1 %t98, %t97, !dbg !226
  %47 = select i1 %t99, i1 %t95, i1 false, !dbg !226
  %t94.mux = select i1 %t99, i16 %t96, i16 %t94, !dbg !226
  %t95.mux = select i1 %t99, i1 true, i1 %t95, !dbg !226
  br i1 %47, label %b33, label %b35, !dbg !226

b33:                                              ; preds = %b31
  %.233 = zext i16 %t96 to i32, !dbg !227
  %48 = insertelement <2 x i32> poison, i32 %.211, i64 0, !dbg !227
  %49 = insertelement <2 x i32> %48, i32 %.233, i64 1, !dbg !227
  %50 = shl nuw <2 x i32> %49, <i32 16, i32 16>, !dbg !227
  %51 = bitcast <2 x i32> %50 to <2 x float>, !dbg !227
  %shift28 = shufflevector <2 x float> %51, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !227
  %52 = fadd <2 x float> %shift28, %51, !dbg !227
  %bc34 = bitcast <2 x float> %52 to <2 x i32>, !dbg !227
  %.237 = extractelement <2 x i32> %bc34, i64 0, !dbg !227
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
  %.253 = add nuw nsw i64 %.150, 4, !dbg !226
  %.254 = icmp ult i32 %.149, 60, !dbg !226
  %.256 = and i64 %.253, 63, !dbg !226
  %53 = shl nuw i64 1, %.256, !dbg !226
  %54 = and i64 %53, %.153, !dbg !226
  %.258 = icmp ne i64 %54, 0, !dbg !226
  %.259 = and i1 %.254, %.258, !dbg !226
  %.260 = trunc i64 %.253 to i32, !dbg !226
  %.261 = shl i32 %.260, 2, !dbg !226
  %.262 = zext i16 %t102 to i32, !dbg !226
  %.263 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.262), !dbg !226
  %.264 = trunc i32 %.263 to i16, !dbg !226
  %t104 = select i1 %.259, i16 %.264, i16 %t102, !dbg !226
  %.278 = zext i1 %t103 to i32, !dbg !226
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.278), !dbg !226
  %55 = and i32 %.279, 1, !dbg !226
  %.280 = icmp ne i32 %55, 0, !dbg !226
  %t105 = select i1 %.259, i1 %.280, i1 %t103, !dbg !226
  %t106 = icmp slt i32 %.1, 28, !dbg !226
  %t107 = and i1 %t106, %t105, !dbg !226
  %56 = select i1 %t107, i1 %t103, i1 false, !dbg !226
  %t102.mux = select i1 %t107, i16 %t104, i16 %t102, !dbg !226
  %t103.mux = select i1 %t107, i1 true, i1 %t103, !dbg !226
  br i1 %56, label %b37, label %b39, !dbg !226

b37:                                              ; preds = %b35
  %.284 = zext i16 %t104 to i32, !dbg !227
  %57 = insertelement <2 x i32> poison, i32 %.262, i64 0, !dbg !227
  %58 = insertelement <2 x i32> %57, i32 %.284, i64 1, !dbg !227
  %59 = shl nuw <2 x i32> %58, <i32 16, i32 16>, !dbg !227
  %60 = bitcast <2 x i32> %59 to <2 x float>, !dbg !227
  %shift29 = shufflevector <2 x float> %60, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !227
  %61 = fadd <2 x float> %shift29, %60, !dbg !227
  %bc33 = bitcast <2 x float> %61 to <2 x i32>, !dbg !227
  %.288 = extractelement <2 x i32> %bc33, i64 0, !dbg !227
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
  %.304 = add nuw nsw i64 %.150, 2, !dbg !226
  %.305 = icmp ult i32 %.149, 62, !dbg !226
  %.307 = and i64 %.304, 63, !dbg !226
  %62 = shl nuw i64 1, %.307, !dbg !226
  %63 = and i64 %62, %.153, !dbg !226
  %.309 = icmp ne i64 %63, 0, !dbg !226
  %.310 = and i1 %.305, %.309, !dbg !226
  %.311 = trunc i64 %.304 to i32, !dbg !226
  %.312 = shl i32 %.311, 2, !dbg !226
  %.313 = zext i16 %t110 to i32, !dbg !226
  %.314 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.313), !dbg !226
  %.315 = trunc i32 %.314 to i16, !dbg !226
  %t112 = select i1 %.310, i16 %.315, i16 %t110, !dbg !226
  %.329 = zext i1 %t111 to i32, !dbg !226
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.329), !dbg !226
  %64 = and i32 %.330, 1, !dbg !226
  %.331 = icmp ne i32 %64, 0, !dbg !226
  %t113 = select i1 %.310, i1 %.331, i1 %t111, !dbg !226
  %t114 = icmp slt i32 %.1, 30, !dbg !226
  %t115 = and i1 %t114, %t113, !dbg !226
  %65 = select i1 %t115, i1 %t111, i1 false, !dbg !226
  %t110.mux = select i1 %t115, i16 %t112, i16 %t110, !dbg !226
  %t111.mux = select i1 %t115, i1 true, i1 %t111, !dbg !226
  br i1 %65, label %b41, label %b43, !dbg !226

b41:                                              ; preds = %b39
  %.335 = zext i16 %t112 to i32, !dbg !227
  %66 = insertelement <2 x i32> poison, i32 %.313, i64 0, !dbg !227
  %67 = insertelement <2 x i32> %66, i32 %.335, i64 1, !dbg !227
  %68 = shl nuw <2 x i32> %67, <i32 16, i32 16>, !dbg !227
  %69 = bitcast <2 x i32> %68 to <2 x float>, !dbg !227
  %shift30 = shufflevector <2 x float> %69, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !227
  %70 = fadd <2 x float> %shift30, %69, !dbg !227
  %bc32 = bitcast <2 x float> %70 to <2 x i32>, !dbg !227
  %.339 = extractelement <2 x i32> %bc32, i64 0, !dbg !227
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
  %.355 = add nuw nsw i64 %.150, 1, !dbg !226
  %.356 = icmp ult i32 %.149, 63, !dbg !226
  %.358 = and i64 %.355, 63, !dbg !226
  %71 = shl nuw i64 1, %.358, !dbg !226
  %72 = and i64 %71, %.153, !dbg !226
  %.360 = icmp ne i64 %72, 0, !dbg !226
  %.361 = and i1 %.356, %.360, !dbg !226
  %.362 = trunc i64 %.355 to i32, !dbg !226
  %.363 = shl i32 %.362, 2, !dbg !226
  %.364 = zext i16 %t118 to i32, !dbg !226
  %.365 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.364), !dbg !226
  %.366 = trunc i32 %.365 to i16, !dbg !226
  %t120 = select i1 %.361, i16 %.366, i16 %t118, !dbg !226
  %.380 = zext i1 %t119 to i32, !dbg !226
  %.381 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.380), !dbg !226
  %73 = and i32 %.381, 1, !dbg !226
  %.382 = icmp ne i32 %73, 0, !dbg !226
  %t121 = select i1 %.361, i1 %.382, i1 %t119, !dbg !226
  %t122 = icmp slt i32 %.1, 31, !dbg !226
  %t123 = and i1 %t122, %t121, !dbg !226
  %74 = select i1 %t123, i1 %t119, i1 false, !dbg !226
  %t118.mux = select i1 %t123, i16 %t120, i16 %t118, !dbg !226
  %t119.mux = select i1 %t123, i1 true, i1 %t119, !dbg !226
  br i1 %74, label %b45, label %b48, !dbg !226

b45:                                              ; preds = %b43
  %.386 = zext i16 %t120 to i32, !dbg !227
  %75 = insertelement <2 x i32> poison, i32 %.364, i64 0, !dbg !227
  %76 = insertelement <2 x i32> %75, i32 %.386, i64 1, !dbg !227
  %77 = shl nuw <2 x i32> %76, <i32 16, i32 16>, !dbg !227
  %78 = bitcast <2 x i32> %77 to <2 x float>, !dbg !227
  %shift31 = shufflevector <2 x float> %78, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !227
  %79 = fadd <2 x float> %shift31, %78, !dbg !227
  %bc = bitcast <2 x float> %79 to <2 x i32>, !dbg !227
  %.390 = extractelement <2 x i32> %bc, i64 0, !dbg !227
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
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !231
  %5 = fadd <2 x float> %shift, %4, !dbg !231
  %bc33 = bitcast <2 x float> %5 to <2 x i32>, !dbg !231
  %.12 = extractelement <2 x i32> %bc33, i64 0, !dbg !231
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
  %6 = insertelement <2 x i16> poison, i16 %t15, i64 0, !dbg !231
  %7 = insertelement <2 x i16> %6, i16 %.25, i64 1, !dbg !231
  %8 = zext <2 x i16> %7 to <2 x i32>, !dbg !231
  %9 = shl nuw <2 x i32> %8, <i32 16, i32 16>, !dbg !231
  %10 = bitcast <2 x i32> %9 to <2 x float>, !dbg !231
  %shift16 = shufflevector <2 x float> %10, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !231
  %11 = fadd <2 x float> %shift16, %10, !dbg !231
  %bc32 = bitcast <2 x float> %11 to <2 x i32>, !dbg !231
  %.35 = extractelement <2 x i32> %bc32, i64 0, !dbg !231
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
  %12 = insertelement <2 x i16> poison, i16 %t28, i64 0, !dbg !231
  %13 = insertelement <2 x i16> %12, i16 %.48, i64 1, !dbg !231
  %14 = zext <2 x i16> %13 to <2 x i32>, !dbg !231
  %15 = shl nuw <2 x i32> %14, <i32 16, i32 16>, !dbg !231
  %16 = bitcast <2 x i32> %15 to <2 x float>, !dbg !231
  %shift17 = shufflevector <2 x float> %16, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !231
  %17 = fadd <2 x float> %shift17, %16, !dbg !231
  %bc31 = bitcast <2 x float> %17 to <2 x i32>, !dbg !231
  %.58 = extractelement <2 x i32> %bc31, i64 0, !dbg !231
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
  %18 = insertelement <2 x i16> poison, i16 %t40, i64 0, !dbg !231
  %19 = insertelement <2 x i16> %18, i16 %.71, i64 1, !dbg !231
  %20 = zext <2 x i16> %19 to <2 x i32>, !dbg !231
  %21 = shl nuw <2 x i32> %20, <i32 16, i32 16>, !dbg !231
  %22 = bitcast <2 x i32> %21 to <2 x float>, !dbg !231
  %shift18 = shufflevector <2 x float> %22, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !231
  %23 = fadd <2 x float> %shift18, %22, !dbg !231
  %bc30 = bitcast <2 x float> %23 to <2 x i32>, !dbg !231
  %.81 = extractelement <2 x i32> %bc30, i64 0, !dbg !231
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
  %.95 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.94), !dbg !230
  %.96 = zext i32 %.95 to i64, !dbg !230
  %.97 = add nuw nsw i64 %.96, 16, !dbg !230
  %.98 = icmp ult i32 %.95, 48, !dbg !230
  %.99 = tail call i64 @llvm.read_register.i64(metadata !228) #12, !dbg !230
  %.100 = and i64 %.97, 63, !dbg !230
  %24 = shl nuw i64 1, %.100, !dbg !230
  %25 = and i64 %24, %.99, !dbg !230
  %.102 = icmp ne i64 %25, 0, !dbg !230
  %.103 = and i1 %.98, %.102, !dbg !230
  %.104 = trunc i64 %.97 to i32, !dbg !230
  %.105 = shl i32 %.104, 2, !dbg !230
  %.106 = zext i16 %t52 to i32, !dbg !230
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !230
  %.108 = trunc i32 %.107 to i16, !dbg !230
  %t54 = select i1 %.103, i16 %.108, i16 %t52, !dbg !230
  %.122 = zext i1 %t53 to i32, !dbg !230
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.122), !dbg !230
  %26 = and i32 %.123, 1, !dbg !230
  %.124 = icmp ne i32 %26, 0, !dbg !230
  %t55 = select i1 %.103, i1 %.124, i1 %t53, !dbg !230
  %t56 = icmp slt i32 %.2, 16, !dbg !230
  %t57 = and i1 %t56, %t55, !dbg !230
  %27 = select i1 %t57, i1 %t53, i1 false, !dbg !230
  %t52.mux = select i1 %t57, i16 %t54, i16 %t52, !dbg !230
  %t53.mux = select i1 %t57, i1 true, i1 %t53, !dbg !230
  br i1 %27, label %b26, label %b28, !dbg !230

b26:                                              ; preds = %b24
  %.128 = zext i16 %t54 to i32, !dbg !231
  %28 = insertelement <2 x i32> poison, i32 %.106, i64 0, !dbg !231
  %29 = insertelement <2 x i32> %28, i32 %.128, i64 1, !dbg !231
  %30 = shl nuw <2 x i32> %29, <i32 16, i32 16>, !dbg !231
  %31 = bitcast <2 x i32> %30 to <2 x float>, !dbg !231
  %shift19 = shufflevector <2 x float> %31, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !231
  %32 = fadd <2 x float> %shift19, %31, !dbg !231
  %bc29 = bitcast <2 x float> %32 to <2 x i32>, !dbg !231
  %.132 = extractelement <2 x i32> %bc29, i64 0, !dbg !231
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
  %.148 = add nuw nsw i64 %.96, 8, !dbg !230
  %.149 = icmp ult i32 %.95, 56, !dbg !230
  %.151 = and i64 %.148, 63, !dbg !230
  %33 = shl nuw i64 1, %.151, !dbg !230
  %34 = and i64 %33, %.99, !dbg !230
  %.153 = icmp ne i64 %34, 0, !dbg !230
  %.154 = and i1 %.149, %.153, !dbg !230
  %.155 = trunc i64 %.148 to i32, !dbg !230
  %.156 = shl i32 %.155, 2, !dbg !230
  %.157 = zext i16 %t60 to i32, !dbg !230
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.157), !dbg !230
  %.159 = trunc i32 %.158 to i16, !dbg !230
  %t62 = select i1 %.154, i16 %.159, i16 %t60, !dbg !230
  %.173 = zext i1 %t61 to i32, !dbg !230
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.173), !dbg !230
  %35 = and i32 %.174, 1, !dbg !230
  %.175 = icmp ne i32 %35, 0, !dbg !230
  %t63 = select i1 %.154, i1 %.175, i1 %t61, !dbg !230
  %t64 = icmp slt i32 %.2, 24, !dbg !230
  %t65 = and i1 %t64, %t63, !dbg !230
  %36 = select i1 %t65, i1 %t61, i1 false, !dbg !230
  %t60.mux = select i1 %t65, i16 %t62, i16 %t60, !dbg !230
  %t61.mux = select i1 %t65, i1 true, i1 %t61, !dbg !230
  br i1 %36, label %b30, label %b32, !dbg !230

b30:                                              ; preds = %b28
  %.179 = zext i16 %t62 to i32, !dbg !231
  %37 = insertelement <2 x i32> poison, i32 %.157, i64 0, !dbg !231
  %38 = insertelement <2 x i32> %37, i32 %.179, i64 1, !dbg !231
  %39 = shl nuw <2 x i32> %38, <i32 16, i32 16>, !dbg !231
  %40 = bitcast <2 x i32> %39 to <2 x float>, !dbg !231
  %shift20 = shufflevector <2 x float> %40, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !231
  %41 = fadd <2 x float> %shift20, %40, !dbg !231
  %bc28 = bitcast <2 x float> %41 to <2 x i32>, !dbg !231
  %.183 = extractelement <2 x i32> %bc28, i64 0, !dbg !231
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
  %.199 = add nuw nsw i64 %.96, 4, !dbg !230
  %.200 = icmp ult i32 %.95, 60, !dbg !230
  %.202 = and i64 %.199, 63, !dbg !230
  %42 = shl nuw i64 1, %.202, !dbg !230
  %43 = and i64 %42, %.99, !dbg !230
  %.204 = icmp ne i64 %43, 0, !dbg !230
  %.205 = and i1 %.200, %.204, !dbg !230
  %.206 = trunc i64 %.199 to i32, !dbg !230
  %.207 = shl i32 %.206, 2, !dbg !230
  %.208 = zext i16 %t68 to i32, !dbg !230
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !230
  %.210 = trunc i32 %.209 to i16, !dbg !230
  %t70 = select i1 %.205, i16 %.210, i16 %t68, !dbg !230
  %.224 = zext i1 %t69 to i32, !dbg !230
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !230
  %44 = and i32 %.225, 1, !dbg !230
  %.226 = icmp ne i32 %44, 0, !dbg !230
  %t71 = select i1 %.205, i1 %.226, i1 %t69, !dbg !230
  %t72 = icmp slt i32 %.2, 28, !dbg !230
  %t73 = and i1 %t72, %t71, !dbg !230
  %45 = select i1 %t73, i1 %t69, i1 false, !dbg !230
  %t68.mux = select i1 %t73, i16 %t70, i16 %t68, !dbg !230
  %t69.mux = select i1 %t73, i1 true, i1 %t69, !dbg !230
  br i1 %45, label %b34, label %b36, !dbg !230

b34:                                              ; preds = %b32
  %.230 = zext i16 %t70 to i32, !dbg !231
  %46 = insertelement <2 x i32> poison, i32 %.208, i64 0, !dbg !231
  %47 = insertelement <2 x i32> %46, i32 %.230, i64 1, !dbg !231
  %48 = shl nuw <2 x i32> %47, <i32 16, i32 16>, !dbg !231
  %49 = bitcast <2 x i32> %48 to <2 x float>, !dbg !231
  %shift21 = shufflevector <2 x float> %49, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !231
  %50 = fadd <2 x float> %shift21, %49, !dbg !231
  %bc27 = bitcast <2 x float> %50 to <2 x i32>, !dbg !231
  %.234 = extractelement <2 x i32> %bc27, i64 0, !dbg !231
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
  %.250 = add nuw nsw i64 %.96, 2, !dbg !230
  %.251 = icmp ult i32 %.95, 62, !dbg !230
  %.253 = and i64 %.250, 63, !dbg !230
  %51 = shl nuw i64 1, %.253, !dbg !230
  %52 = and i64 %51, %.99, !dbg !230
  %.255 = icmp ne i64 %52, 0, !dbg !230
  %.256 = and i1 %.251, %.255, !dbg !230
  %.257 = trunc i64 %.250 to i32, !dbg !230
  %.258 = shl i32 %.257, 2, !dbg !230
  %.259 = zext i16 %t76 to i32, !dbg !230
  %.260 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.259), !dbg !230
  %.261 = trunc i32 %.260 to i16, !dbg !230
  %t78 = select i1 %.256, i16 %.261, i16 %t76, !dbg !230
  %.275 = zext i1 %t77 to i32, !dbg !230
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.275), !dbg !230
  %53 = and i32 %.276, 1, !dbg !230
  %.277 = icmp ne i32 %53, 0, !dbg !230
  %t79 = select i1 %.256, i1 %.277, i1 %t77, !dbg !230
  %t80 = icmp slt i32 %.2, 30, !dbg !230
  %t81 = and i1 %t80, %t79, !dbg !230
  %54 = select i1 %t81, i1 %t77, i1 false, !dbg !230
  %t76.mux = select i1 %t81, i16 %t78, i16 %t76, !dbg !230
  %t77.mux = select i1 %t81, i1 true, i1 %t77, !dbg !230
  br i1 %54, label %b38, label %b40, !dbg !230

b38:                                              ; preds = %b36
  %.281 = zext i16 %t78 to i32, !dbg !231
  %55 = insertelement <2 x i32> poison, i32 %.259, i64 0, !dbg !231
  %56 = insertelement <2 x i32> %55, i32 %.281, i64 1, !dbg !231
  %57 = shl nuw <2 x i32> %56, <i32 16, i32 16>, !dbg !231
  %58 = bitcast <2 x i32> %57 to <2 x float>, !dbg !231
  %shift22 = shufflevector <2 x float> %58, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !231
  %59 = fadd <2 x float> %shift22, %58, !dbg !231
  %bc26 = bitcast <2 x float> %59 to <2 x i32>, !dbg !231
  %.285 = extractelement <2 x i32> %bc26, i64 0, !dbg !231
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
  %.301 = add nuw nsw i64 %.96, 1, !dbg !230
  %.302 = icmp ult i32 %.95, 63, !dbg !230
  %.304 = and i64 %.301, 63, !dbg !230
  %60 = shl nuw i64 1, %.304, !dbg !230
  %61 = and i64 %60, %.99, !dbg !230
  %.306 = icmp ne i64 %61, 0, !dbg !230
  %.307 = and i1 %.302, %.306, !dbg !230
  %.308 = trunc i64 %.301 to i32, !dbg !230
  %.309 = shl i32 %.308, 2, !dbg !230
  %.310 = zext i16 %t84 to i32, !dbg !230
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.310), !dbg !230
  %.312 = trunc i32 %.311 to i16, !dbg !230
  %t86 = select i1 %.307, i16 %.312, i16 %t84, !dbg !230
  %.326 = zext i1 %t85 to i32, !dbg !230
  %.327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.326), !dbg !230
  %62 = and i32 %.327, 1, !dbg !230
  %.328 = icmp ne i32 %62, 0, !dbg !230
  %t87 = select i1 %.307, i1 %.328, i1 %t85, !dbg !230
  %t88 = icmp slt i32 %.2, 31, !dbg !230
  %t89 = and i1 %t88, %t87, !dbg !230
  %63 = select i1 %t89, i1 %t85, i1 false, !dbg !230
  %t84.mux = select i1 %t89, i16 %t86, i16 %t84, !dbg !230
  %t85.mux = select i1 %t89, i1 true, i1 %t85, !dbg !230
  br i1 %63, label %b42, label %b45, !dbg !230

b42:                                              ; preds = %b40
  %.332 = zext i16 %t86 to i32, !dbg !231
  %64 = insertelement <2 x i32> poison, i32 %.310, i64 0, !dbg !231
  %65 = insertelement <2 x i32> %64, i32 %.332, i64 1, !dbg !231
  %66 = shl nuw <2 x i32> %65, <i32 16, i32 16>, !dbg !231
  %67 = bitcast <2 x i32> %66 to <2 x float>, !dbg !231
  %shift23 = shufflevector <2 x float> %67, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !231
  %68 = fadd <2 x float> %shift23, %67, !dbg !231
  %bc25 = bitcast <2 x float> %68 to <2 x i32>, !dbg !231
  %.336 = extractelement <2 x i32> %bc25, i64 0, !dbg !231
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
  %69 = select i1 %t95, i1 %.1, i1 false, !dbg !230
  %a3.mux = select i1 %t95, i16 %t94, i16 %a3, !dbg !230
  %.1.mux = select i1 %t95, i1 true, i1 %.1, !dbg !230
  br i1 %69, label %b48, label %b50, !dbg !230

b48:                                              ; preds = %b46
  %70 = insertelement <2 x i16> poison, i16 %a3, i64 0, !dbg !231
  %71 = insertelement <2 x i16> %70, i16 %t94, i64 1, !dbg !231
  %72 = zext <2 x i16> %71 to <2 x i32>, !dbg !231
  %73 = shl nuw <2 x i32> %72, <i32 16, i32 16>, !dbg !231
  %74 = bitcast <2 x i32> %73 to <2 x float>, !dbg !231
  %shift24 = shufflevector <2 x float> %74, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !231
  %75 = fadd <2 x float> %shift24, %74, !dbg !231
  %bc = bitcast <2 x float> %75 to <2 x i32>, !dbg !231
  %.355 = extractelement <2 x i32> %bc, i64 0, !dbg !231
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i16 %a2, ptr addrspace(1) %a3, i16 %a4, ptr addrspace(1) %a5) local_unnamed_addr #4 !dbg !232 {
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
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !233
  %t16 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !233
  %0 = or i64 %t16, %t13, !dbg !233
  %t20 = ptrtoint ptr addrspace(1) %a5 to i64, !dbg !233
  %1 = or i64 %0, %t20, !dbg !233
  %2 = and i64 %1, 3, !dbg !233
  %3 = icmp eq i64 %2, 0, !dbg !233
  %t24 = ashr i64 %a0, 1, !dbg !233
  %t291 = icmp slt i64 %t11, %t24, !dbg !233
  %or.cond = select i1 %3, i1 %t291, i1 false, !dbg !233
  br i1 %or.cond, label %b3.preheader, label %b8, !dbg !233

b3.preheader:                                     ; preds = %entry
  %4 = insertelement <2 x i16> poison, i16 %a2, i64 0
  %5 = shufflevector <2 x i16> %4, <2 x i16> poison, <2 x i32> zeroinitializer
  %6 = insertelement <2 x i16> poison, i16 %a4, i64 0
  %7 = shufflevector <2 x i16> %6, <2 x i16> poison, <2 x i32> zeroinitializer
  br label %b3, !dbg !233

b3:                                               ; preds = %b3.preheader, %b7
  %t282 = phi i64 [ %t53, %b7 ], [ %t11, %b3.preheader ]
  br i1 %t0.not, label %b5, label %b4, !dbg !233

b4:                                               ; preds = %b3
  %t30 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t282, !dbg !233
  %.17 = load i32, ptr addrspace(1) %t30, align 4, !dbg !233
  %t34 = lshr i32 %.17, 16, !dbg !233
  %8 = insertelement <2 x i32> poison, i32 %.17, i64 0, !dbg !233
  %9 = insertelement <2 x i32> %8, i32 %t34, i64 1, !dbg !233
  %10 = trunc <2 x i32> %9 to <2 x i16>, !dbg !233
  br label %b5, !dbg !233

b5:                                               ; preds = %b4, %b3
  %11 = phi <2 x i16> [ %10, %b4 ], [ %5, %b3 ]
  br i1 %t1.not, label %b7, label %b6, !dbg !233

b6:                                               ; preds = %b5
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t282, !dbg !233
  %.18 = load i32, ptr addrspace(1) %t38, align 4, !dbg !233
  %t42 = lshr i32 %.18, 16, !dbg !233
  %12 = insertelement <2 x i32> poison, i32 %.18, i64 0, !dbg !233
  %13 = insertelement <2 x i32> %12, i32 %t42, i64 1, !dbg !233
  %14 = trunc <2 x i32> %13 to <2 x i16>, !dbg !233
  br label %b7, !dbg !233

b7:                                               ; preds = %b6, %b5
  %15 = phi <2 x i16> [ %14, %b6 ], [ %7, %b5 ]
  %16 = shufflevector <2 x i16> %11, <2 x i16> %15, <2 x i32> <i32 0, i32 2>, !dbg !234
  %17 = zext <2 x i16> %16 to <2 x i32>, !dbg !234
  %18 = shl nuw <2 x i32> %17, <i32 16, i32 16>, !dbg !234
  %19 = bitcast <2 x i32> %18 to <2 x float>, !dbg !234
  %shift = shufflevector <2 x float> %19, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !234
  %20 = fsub <2 x float> %19, %shift, !dbg !234
  %bc7 = bitcast <2 x float> %20 to <2 x i32>, !dbg !234
  %.26 = extractelement <2 x i32> %bc7, i64 0, !dbg !234
  %.27 = and i32 %.26, 2147483647, !dbg !234
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !234
  %.29 = lshr i32 %.26, 16, !dbg !234
  %.30 = and i32 %.29, 1, !dbg !234
  %.31 = add i32 %.26, 32767, !dbg !234
  %.32 = add i32 %.31, %.30, !dbg !234
  %.33 = lshr i32 %.32, 16, !dbg !234
  %.35 = or i32 %.29, 64, !dbg !234
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !234
  %21 = shufflevector <2 x i16> %11, <2 x i16> poison, <2 x i32> <i32 1, i32 undef>, !dbg !234
  %22 = shufflevector <2 x i16> %21, <2 x i16> %15, <2 x i32> <i32 0, i32 3>, !dbg !234
  %23 = zext <2 x i16> %22 to <2 x i32>, !dbg !234
  %24 = shl nuw <2 x i32> %23, <i32 16, i32 16>, !dbg !234
  %25 = bitcast <2 x i32> %24 to <2 x float>, !dbg !234
  %shift5 = shufflevector <2 x float> %25, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !234
  %26 = fsub <2 x float> %25, %shift5, !dbg !234
  %bc8 = bitcast <2 x float> %26 to <2 x i32>, !dbg !234
  %.45 = extractelement <2 x i32> %bc8, i64 0, !dbg !234
  %.46 = and i32 %.45, 2147483647, !dbg !234
  %.47 = icmp ugt i32 %.46, 2139095040, !dbg !234
  %.48 = lshr i32 %.45, 16, !dbg !234
  %.49 = and i32 %.48, 1, !dbg !234
  %.50 = add i32 %.45, 32767, !dbg !234
  %.51 = add i32 %.50, %.49, !dbg !234
  %.52 = lshr i32 %.51, 16, !dbg !234
  %.54 = or i32 %.48, 64, !dbg !234
  %.55 = select i1 %.47, i32 %.54, i32 %.52, !dbg !234
  %t50 = shl nuw i32 %.55, 16, !dbg !233
  %t51 = or i32 %t50, %.36, !dbg !233
  %t52 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t282, !dbg !233
  store i32 %t51, ptr addrspace(1) %t52, align 4, !dbg !233
  %t53 = add i64 %t282, %t12, !dbg !233
  %t29 = icmp slt i64 %t53, %t24, !dbg !233
  br i1 %t29, label %b3, label %b8, !dbg !233

b8:                                               ; preds = %b7, %entry
  %t54 = and i64 %a0, -2, !dbg !233
  %t55 = select i1 %3, i64 %t54, i64 0, !dbg !233
  %t56 = add i64 %t11, %t55, !dbg !233
  %t583 = icmp slt i64 %t56, %a0, !dbg !233
  br i1 %t583, label %b10, label %b15, !dbg !233

b10:                                              ; preds = %b8, %b14
  %t574 = phi i64 [ %t67, %b14 ], [ %t56, %b8 ]
  br i1 %t0.not, label %b12, label %b11, !dbg !233

b11:                                              ; preds = %b10
  %t59 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t574, !dbg !233
  %.57 = load i16, ptr addrspace(1) %t59, align 2, !dbg !233
  br label %b12, !dbg !233

b12:                                              ; preds = %b11, %b10
  %t61 = phi i16 [ %.57, %b11 ], [ %a2, %b10 ]
  br i1 %t1.not, label %b14, label %b13, !dbg !233

b13:                                              ; preds = %b12
  %t62 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t574, !dbg !233
  %.58 = load i16, ptr addrspace(1) %t62, align 2, !dbg !233
  br label %b14, !dbg !233

b14:                                              ; preds = %b13, %b12
  %t64 = phi i16 [ %.58, %b13 ], [ %a4, %b12 ]
  %27 = insertelement <2 x i16> poison, i16 %t61, i64 0, !dbg !234
  %28 = insertelement <2 x i16> %27, i16 %t64, i64 1, !dbg !234
  %29 = zext <2 x i16> %28 to <2 x i32>, !dbg !234
  %30 = shl nuw <2 x i32> %29, <i32 16, i32 16>, !dbg !234
  %31 = bitcast <2 x i32> %30 to <2 x float>, !dbg !234
  %shift6 = shufflevector <2 x float> %31, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !234
  %32 = fsub <2 x float> %31, %shift6, !dbg !234
  %bc = bitcast <2 x float> %32 to <2 x i32>, !dbg !234
  %.66 = extractelement <2 x i32> %bc, i64 0, !dbg !234
  %.67 = and i32 %.66, 2147483647, !dbg !234
  %.68 = icmp ugt i32 %.67, 2139095040, !dbg !234
  %.69 = lshr i32 %.66, 16, !dbg !234
  %.70 = and i32 %.69, 1, !dbg !234
  %.71 = add i32 %.66, 32767, !dbg !234
  %.72 = add i32 %.71, %.70, !dbg !234
  %.73 = lshr i32 %.72, 16, !dbg !234
  %.75 = or i32 %.69, 64, !dbg !234
  %.76 = select i1 %.68, i32 %.75, i32 %.73, !dbg !234
  %.77 = trunc i32 %.76 to i16, !dbg !234
  %t66 = getelementptr inbounds i16, ptr addrspace(1) %a5, i64 %t574, !dbg !233
  store i16 %.77, ptr addrspace(1) %t66, align 2, !dbg !233
  %t67 = add i64 %t574, %t12, !dbg !233
  %t58 = icmp slt i64 %t67, %a0, !dbg !233
  br i1 %t58, label %b10, label %b15, !dbg !233

b15:                                              ; preds = %b14, %b8
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
  %0 = insertelement <2 x i16> poison, i16 %t143, i64 0, !dbg !237
  %1 = insertelement <2 x i16> %0, i16 %t146, i64 1, !dbg !237
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !237
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !237
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !237
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !237
  %5 = fsub <2 x float> %4, %shift, !dbg !237
  %bc = bitcast <2 x float> %5 to <2 x i32>, !dbg !237
  %.26 = extractelement <2 x i32> %bc, i64 0, !dbg !237
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
  %0 = insertelement <2 x i16> poison, i16 %t2915, i64 0, !dbg !240
  %1 = insertelement <2 x i16> %0, i16 %.18, i64 1, !dbg !240
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !240
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !240
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !240
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !240
  %5 = fsub <2 x float> %4, %shift, !dbg !240
  %bc40 = bitcast <2 x float> %5 to <2 x i32>, !dbg !240
  %.27 = extractelement <2 x i32> %bc40, i64 0, !dbg !240
  %.28 = and i32 %.27, 2147483647, !dbg !240
  %.29 = icmp ugt i32 %.28, 2139095040, !dbg !240
  %.30 = lshr i32 %.27, 16, !dbg !240
  %.31 = and i32 %.30, 1, !dbg !240
  %.32 = add i32 %.27, 32767, !dbg !240
  %.33 = add i32 %.32, %.31, !dbg !240
  %.34 = lshr i32 %.33, 16, !dbg !240
  %.36 = or i32 %.30, 64, !dbg !240
  %.37 = select i1 %.29, i32 %.36, i32 %.34, !dbg !240
  %.42 = zext i16 %.19 to i32, !dbg !240
  %6 = insertelement <2 x i32> poison, i32 %.37, i64 0, !dbg !240
  %7 = insertelement <2 x i32> %6, i32 %.42, i64 1, !dbg !240
  %8 = shl nuw <2 x i32> %7, <i32 16, i32 16>, !dbg !240
  %9 = bitcast <2 x i32> %8 to <2 x float>, !dbg !240
  %shift22 = shufflevector <2 x float> %9, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !240
  %10 = fsub <2 x float> %9, %shift22, !dbg !240
  %bc41 = bitcast <2 x float> %10 to <2 x i32>, !dbg !240
  %.46 = extractelement <2 x i32> %bc41, i64 0, !dbg !240
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
  %11 = insertelement <2 x i16> poison, i16 %t4320, i64 0, !dbg !240
  %12 = insertelement <2 x i16> %11, i16 %.58, i64 1, !dbg !240
  %13 = zext <2 x i16> %12 to <2 x i32>, !dbg !240
  %14 = shl nuw <2 x i32> %13, <i32 16, i32 16>, !dbg !240
  %15 = bitcast <2 x i32> %14 to <2 x float>, !dbg !240
  %shift23 = shufflevector <2 x float> %15, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !240
  %16 = fsub <2 x float> %15, %shift23, !dbg !240
  %bc39 = bitcast <2 x float> %16 to <2 x i32>, !dbg !240
  %.66 = extractelement <2 x i32> %bc39, i64 0, !dbg !240
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
  %17 = insertelement <2 x i16> poison, i16 %t49, i64 0, !dbg !240
  %18 = insertelement <2 x i16> %17, i16 %.79, i64 1, !dbg !240
  %19 = zext <2 x i16> %18 to <2 x i32>, !dbg !240
  %20 = shl nuw <2 x i32> %19, <i32 16, i32 16>, !dbg !240
  %21 = bitcast <2 x i32> %20 to <2 x float>, !dbg !240
  %shift24 = shufflevector <2 x float> %21, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !240
  %22 = fsub <2 x float> %21, %shift24, !dbg !240
  %bc38 = bitcast <2 x float> %22 to <2 x i32>, !dbg !240
  %.89 = extractelement <2 x i32> %bc38, i64 0, !dbg !240
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
  %23 = insertelement <2 x i16> poison, i16 %t62, i64 0, !dbg !240
  %24 = insertelement <2 x i16> %23, i16 %.102, i64 1, !dbg !240
  %25 = zext <2 x i16> %24 to <2 x i32>, !dbg !240
  %26 = shl nuw <2 x i32> %25, <i32 16, i32 16>, !dbg !240
  %27 = bitcast <2 x i32> %26 to <2 x float>, !dbg !240
  %shift25 = shufflevector <2 x float> %27, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !240
  %28 = fsub <2 x float> %27, %shift25, !dbg !240
  %bc37 = bitcast <2 x float> %28 to <2 x i32>, !dbg !240
  %.112 = extractelement <2 x i32> %bc37, i64 0, !dbg !240
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
  %29 = insertelement <2 x i16> poison, i16 %t74, i64 0, !dbg !240
  %30 = insertelement <2 x i16> %29, i16 %.125, i64 1, !dbg !240
  %31 = zext <2 x i16> %30 to <2 x i32>, !dbg !240
  %32 = shl nuw <2 x i32> %31, <i32 16, i32 16>, !dbg !240
  %33 = bitcast <2 x i32> %32 to <2 x float>, !dbg !240
  %shift26 = shufflevector <2 x float> %33, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !240
  %34 = fsub <2 x float> %33, %shift26, !dbg !240
  %bc36 = bitcast <2 x float> %34 to <2 x i32>, !dbg !240
  %.135 = extractelement <2 x i32> %bc36, i64 0, !dbg !240
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
  %.149 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.148), !dbg !239
  %.150 = zext i32 %.149 to i64, !dbg !239
  %.151 = add nuw nsw i64 %.150, 16, !dbg !239
  %.152 = icmp ult i32 %.149, 48, !dbg !239
  %.153 = tail call i64 @llvm.read_register.i64(metadata !228) #12, !dbg !239
  %.154 = and i64 %.151, 63, !dbg !239
  %35 = shl nuw i64 1, %.154, !dbg !239
  %36 = and i64 %35, %.153, !dbg !239
  %.156 = icmp ne i64 %36, 0, !dbg !239
  %.157 = and i1 %.152, %.156, !dbg !239
  %.158 = trunc i64 %.151 to i32, !dbg !239
  %.159 = shl i32 %.158, 2, !dbg !239
  %.160 = zext i16 %t86 to i32, !dbg !239
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.160), !dbg !239
  %.162 = trunc i32 %.161 to i16, !dbg !239
  %t88 = select i1 %.157, i16 %.162, i16 %t86, !dbg !239
  %.176 = zext i1 %t87 to i32, !dbg !239
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.176), !dbg !239
  %37 = and i32 %.177, 1, !dbg !239
  %.178 = icmp ne i32 %37, 0, !dbg !239
  %t89 = select i1 %.157, i1 %.178, i1 %t87, !dbg !239
  %t90 = icmp slt i32 %.1, 16, !dbg !239
  %t91 = and i1 %t90, %t89, !dbg !239
  %38 = select i1 %t91, i1 %t87, i1 false, !dbg !239
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !239
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !239
  br i1 %38, label %b29, label %b31, !dbg !239

b29:                                              ; preds = %b27
  %.182 = zext i16 %t88 to i32, !dbg !240
  %39 = insertelement <2 x i32> poison, i32 %.160, i64 0, !dbg !240
  %40 = insertelement <2 x i32> %39, i32 %.182, i64 1, !dbg !240
  %41 = shl nuw <2 x i32> %40, <i32 16, i32 16>, !dbg !240
  %42 = bitcast <2 x i32> %41 to <2 x float>, !dbg !240
  %shift27 = shufflevector <2 x float> %42, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !240
  %43 = fsub <2 x float> %42, %shift27, !dbg !240
  %bc35 = bitcast <2 x float> %43 to <2 x i32>, !dbg !240
  %.186 = extractelement <2 x i32> %bc35, i64 0, !dbg !240
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
  %.202 = add nuw nsw i64 %.150, 8, !dbg !239
  %.203 = icmp ult i32 %.149, 56, !dbg !239
  %.205 = and i64 %.202, 63, !dbg !239
  %44 = shl nuw i64 1, %.205, !dbg !239
  %45 = and i64 %44, %.153, !dbg !239
  %.207 = icmp ne i64 %45, 0, !dbg !239
  %.208 = and i1 %.203, %.207, !dbg !239
  %.209 = trunc i64 %.202 to i32, !dbg !239
  %.210 = shl i32 %.209, 2, !dbg !239
  %.211 = zext i16 %t94 to i32, !dbg !239
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.211), !dbg !239
  %.213 = trunc i32 %.212 to i16, !dbg !239
  %t96 = select i1 %.208, i16 %.213, i16 %t94, !dbg !239
  %.227 = zext i1 %t95 to i32, !dbg !239
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.227), !dbg !239
  %46 = and i32 %.228, 1, !dbg !239
  %.229 = icmp ne i32 %46, 0, !dbg !239
  %t97 = select i1 %.208, i1 %.229, i1 %t95, !dbg !239
  %t98 = icmp slt i32 %.1, 24, !dbg !239
  %t99 = and i1 %t98, %t97, !dbg !239
  %47 = select i1 %t99, i1 %t95, i1 false, !dbg !239
  %t94.mux = select i1 %t99, i16 %t96, i16 %t94, !dbg !239
  %t95.mux = select i1 %t99, i1 true, i1 %t95, !dbg !239
  br i1 %47, label %b33, label %b35, !dbg !239

b33:                                              ; preds = %b31
  %.233 = zext i16 %t96 to i32, !dbg !240
  %48 = insertelement <2 x i32> poison, i32 %.211, i64 0, !dbg !240
  %49 = insertelement <2 x i32> %48, i32 %.233, i64 1, !dbg !240
  %50 = shl nuw <2 x i32> %49, <i32 16, i32 16>, !dbg !240
  %51 = bitcast <2 x i32> %50 to <2 x float>, !dbg !240
  %shift28 = shufflevector <2 x float> %51, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !240
  %52 = fsub <2 x float> %51, %shift28, !dbg !240
  %bc34 = bitcast <2 x float> %52 to <2 x i32>, !dbg !240
  %.237 = extractelement <2 x i32> %bc34, i64 0, !dbg !240
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
  %.253 = add nuw nsw i64 %.150, 4, !dbg !239
  %.254 = icmp ult i32 %.149, 60, !dbg !239
  %.256 = and i64 %.253, 63, !dbg !239
  %53 = shl nuw i64 1, %.256, !dbg !239
  %54 = and i64 %53, %.153, !dbg !239
  %.258 = icmp ne i64 %54, 0, !dbg !239
  %.259 = and i1 %.254, %.258, !dbg !239
  %.260 = trunc i64 %.253 to i32, !dbg !239
  %.261 = shl i32 %.260, 2, !dbg !239
  %.262 = zext i16 %t102 to i32, !dbg !239
  %.263 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.262), !dbg !239
  %.264 = trunc i32 %.263 to i16, !dbg !239
  %t104 = select i1 %.259, i16 %.264, i16 %t102, !dbg !239
  %.278 = zext i1 %t103 to i32, !dbg !239
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.278), !dbg !239
  %55 = and i32 %.279, 1, !dbg !239
  %.280 = icmp ne i32 %55, 0, !dbg !239
  %t105 = select i1 %.259, i1 %.280, i1 %t103, !dbg !239
  %t106 = icmp slt i32 %.1, 28, !dbg !239
  %t107 = and i1 %t106, %t105, !dbg !239
  %56 = select i1 %t107, i1 %t103, i1 false, !dbg !239
  %t102.mux = select i1 %t107, i16 %t104, i16 %t102, !dbg !239
  %t103.mux = select i1 %t107, i1 true, i1 %t103, !dbg !239
  br i1 %56, label %b37, label %b39, !dbg !239

b37:                                              ; preds = %b35
  %.284 = zext i16 %t104 to i32, !dbg !240
  %57 = insertelement <2 x i32> poison, i32 %.262, i64 0, !dbg !240
  %58 = insertelement <2 x i32> %57, i32 %.284, i64 1, !dbg !240
  %59 = shl nuw <2 x i32> %58, <i32 16, i32 16>, !dbg !240
  %60 = bitcast <2 x i32> %59 to <2 x float>, !dbg !240
  %shift29 = shufflevector <2 x float> %60, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !240
  %61 = fsub <2 x float> %60, %shift29, !dbg !240
  %bc33 = bitcast <2 x float> %61 to <2 x i32>, !dbg !240
  %.288 = extractelement <2 x i32> %bc33, i64 0, !dbg !240
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
  %.304 = add nuw nsw i64 %.150, 2, !dbg !239
  %.305 = icmp ult i32 %.149, 62, !dbg !239
  %.307 = and i64 %.304, 63, !dbg !239
  %62 = shl nuw i64 1, %.307, !dbg !239
  %63 = and i64 %62, %.153, !dbg !239
  %.309 = icmp ne i64 %63, 0, !dbg !239
  %.310 = and i1 %.305, %.309, !dbg !239
  %.311 = trunc i64 %.304 to i32, !dbg !239
  %.312 = shl i32 %.311, 2, !dbg !239
  %.313 = zext i16 %t110 to i32, !dbg !239
  %.314 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.313), !dbg !239
  %.315 = trunc i32 %.314 to i16, !dbg !239
  %t112 = select i1 %.310, i16 %.315, i16 %t110, !dbg !239
  %.329 = zext i1 %t111 to i32, !dbg !239
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.329), !dbg !239
  %64 = and i32 %.330, 1, !dbg !239
  %.331 = icmp ne i32 %64, 0, !dbg !239
  %t113 = select i1 %.310, i1 %.331, i1 %t111, !dbg !239
  %t114 = icmp slt i32 %.1, 30, !dbg !239
  %t115 = and i1 %t114, %t113, !dbg !239
  %65 = select i1 %t115, i1 %t111, i1 false, !dbg !239
  %t110.mux = select i1 %t115, i16 %t112, i16 %t110, !dbg !239
  %t111.mux = select i1 %t115, i1 true, i1 %t111, !dbg !239
  br i1 %65, label %b41, label %b43, !dbg !239

b41:                                              ; preds = %b39
  %.335 = zext i16 %t112 to i32, !dbg !240
  %66 = insertelement <2 x i32> poison, i32 %.313, i64 0, !dbg !240
  %67 = insertelement <2 x i32> %66, i32 %.335, i64 1, !dbg !240
  %68 = shl nuw <2 x i32> %67, <i32 16, i32 16>, !dbg !240
  %69 = bitcast <2 x i32> %68 to <2 x float>, !dbg !240
  %shift30 = shufflevector <2 x float> %69, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !240
  %70 = fsub <2 x float> %69, %shift30, !dbg !240
  %bc32 = bitcast <2 x float> %70 to <2 x i32>, !dbg !240
  %.339 = extractelement <2 x i32> %bc32, i64 0, !dbg !240
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
  %.355 = add nuw nsw i64 %.150, 1, !dbg !239
  %.356 = icmp ult i32 %.149, 63, !dbg !239
  %.358 = and i64 %.355, 63, !dbg !239
  %71 = shl nuw i64 1, %.358, !dbg !239
  %72 = and i64 %71, %.153, !dbg !239
  %.360 = icmp ne i64 %72, 0, !dbg !239
  %.361 = and i1 %.356, %.360, !dbg !239
  %.362 = trunc i64 %.355 to i32, !dbg !239
  %.363 = shl i32 %.362, 2, !dbg !239
  %.364 = zext i16 %t118 to i32, !dbg !239
  %.365 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.364), !dbg !239
  %.366 = trunc i32 %.365 to i16, !dbg !239
  %t120 = select i1 %.361, i16 %.366, i16 %t118, !dbg !239
  %.380 = zext i1 %t119 to i32, !dbg !239
  %.381 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.380), !dbg !239
  %73 = and i32 %.381, 1, !dbg !239
  %.382 = icmp ne i32 %73, 0, !dbg !239
  %t121 = select i1 %.361, i1 %.382, i1 %t119, !dbg !239
  %t122 = icmp slt i32 %.1, 31, !dbg !239
  %t123 = and i1 %t122, %t121, !dbg !239
  %74 = select i1 %t123, i1 %t119, i1 false, !dbg !239
  %t118.mux = select i1 %t123, i16 %t120, i16 %t118, !dbg !239
  %t119.mux = select i1 %t123, i1 true, i1 %t119, !dbg !239
  br i1 %74, label %b45, label %b48, !dbg !239

b45:                                              ; preds = %b43
  %.386 = zext i16 %t120 to i32, !dbg !240
  %75 = insertelement <2 x i32> poison, i32 %.364, i64 0, !dbg !240
  %76 = insertelement <2 x i32> %75, i32 %.386, i64 1, !dbg !240
  %77 = shl nuw <2 x i32> %76, <i32 16, i32 16>, !dbg !240
  %78 = bitcast <2 x i32> %77 to <2 x float>, !dbg !240
  %shift31 = shufflevector <2 x float> %78, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !240
  %79 = fsub <2 x float> %78, %shift31, !dbg !240
  %bc = bitcast <2 x float> %79 to <2 x i32>, !dbg !240
  %.390 = extractelement <2 x i32> %bc, i64 0, !dbg !240
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
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !243
  %5 = fsub <2 x float> %4, %shift, !dbg !243
  %bc33 = bitcast <2 x float> %5 to <2 x i32>, !dbg !243
  %.12 = extractelement <2 x i32> %bc33, i64 0, !dbg !243
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
  %6 = insertelement <2 x i16> poison, i16 %t15, i64 0, !dbg !243
  %7 = insertelement <2 x i16> %6, i16 %.25, i64 1, !dbg !243
  %8 = zext <2 x i16> %7 to <2 x i32>, !dbg !243
  %9 = shl nuw <2 x i32> %8, <i32 16, i32 16>, !dbg !243
  %10 = bitcast <2 x i32> %9 to <2 x float>, !dbg !243
  %shift16 = shufflevector <2 x float> %10, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !243
  %11 = fsub <2 x float> %10, %shift16, !dbg !243
  %bc32 = bitcast <2 x float> %11 to <2 x i32>, !dbg !243
  %.35 = extractelement <2 x i32> %bc32, i64 0, !dbg !243
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
  %12 = insertelement <2 x i16> poison, i16 %t28, i64 0, !dbg !243
  %13 = insertelement <2 x i16> %12, i16 %.48, i64 1, !dbg !243
  %14 = zext <2 x i16> %13 to <2 x i32>, !dbg !243
  %15 = shl nuw <2 x i32> %14, <i32 16, i32 16>, !dbg !243
  %16 = bitcast <2 x i32> %15 to <2 x float>, !dbg !243
  %shift17 = shufflevector <2 x float> %16, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !243
  %17 = fsub <2 x float> %16, %shift17, !dbg !243
  %bc31 = bitcast <2 x float> %17 to <2 x i32>, !dbg !243
  %.58 = extractelement <2 x i32> %bc31, i64 0, !dbg !243
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
  %18 = insertelement <2 x i16> poison, i16 %t40, i64 0, !dbg !243
  %19 = insertelement <2 x i16> %18, i16 %.71, i64 1, !dbg !243
  %20 = zext <2 x i16> %19 to <2 x i32>, !dbg !243
  %21 = shl nuw <2 x i32> %20, <i32 16, i32 16>, !dbg !243
  %22 = bitcast <2 x i32> %21 to <2 x float>, !dbg !243
  %shift18 = shufflevector <2 x float> %22, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !243
  %23 = fsub <2 x float> %22, %shift18, !dbg !243
  %bc30 = bitcast <2 x float> %23 to <2 x i32>, !dbg !243
  %.81 = extractelement <2 x i32> %bc30, i64 0, !dbg !243
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
  %.95 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.94), !dbg !242
  %.96 = zext i32 %.95 to i64, !dbg !242
  %.97 = add nuw nsw i64 %.96, 16, !dbg !242
  %.98 = icmp ult i32 %.95, 48, !dbg !242
  %.99 = tail call i64 @llvm.read_register.i64(metadata !228) #12, !dbg !242
  %.100 = and i64 %.97, 63, !dbg !242
  %24 = shl nuw i64 1, %.100, !dbg !242
  %25 = and i64 %24, %.99, !dbg !242
  %.102 = icmp ne i64 %25, 0, !dbg !242
  %.103 = and i1 %.98, %.102, !dbg !242
  %.104 = trunc i64 %.97 to i32, !dbg !242
  %.105 = shl i32 %.104, 2, !dbg !242
  %.106 = zext i16 %t52 to i32, !dbg !242
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !242
  %.108 = trunc i32 %.107 to i16, !dbg !242
  %t54 = select i1 %.103, i16 %.108, i16 %t52, !dbg !242
  %.122 = zext i1 %t53 to i32, !dbg !242
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.122), !dbg !242
  %26 = and i32 %.123, 1, !dbg !242
  %.124 = icmp ne i32 %26, 0, !dbg !242
  %t55 = select i1 %.103, i1 %.124, i1 %t53, !dbg !242
  %t56 = icmp slt i32 %.2, 16, !dbg !242
  %t57 = and i1 %t56, %t55, !dbg !242
  %27 = select i1 %t57, i1 %t53, i1 false, !dbg !242
  %t52.mux = select i1 %t57, i16 %t54, i16 %t52, !dbg !242
  %t53.mux = select i1 %t57, i1 true, i1 %t53, !dbg !242
  br i1 %27, label %b26, label %b28, !dbg !242

b26:                                              ; preds = %b24
  %.128 = zext i16 %t54 to i32, !dbg !243
  %28 = insertelement <2 x i32> poison, i32 %.106, i64 0, !dbg !243
  %29 = insertelement <2 x i32> %28, i32 %.128, i64 1, !dbg !243
  %30 = shl nuw <2 x i32> %29, <i32 16, i32 16>, !dbg !243
  %31 = bitcast <2 x i32> %30 to <2 x float>, !dbg !243
  %shift19 = shufflevector <2 x float> %31, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !243
  %32 = fsub <2 x float> %31, %shift19, !dbg !243
  %bc29 = bitcast <2 x float> %32 to <2 x i32>, !dbg !243
  %.132 = extractelement <2 x i32> %bc29, i64 0, !dbg !243
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
  %.148 = add nuw nsw i64 %.96, 8, !dbg !242
  %.149 = icmp ult i32 %.95, 56, !dbg !242
  %.151 = and i64 %.148, 63, !dbg !242
  %33 = shl nuw i64 1, %.151, !dbg !242
  %34 = and i64 %33, %.99, !dbg !242
  %.153 = icmp ne i64 %34, 0, !dbg !242
  %.154 = and i1 %.149, %.153, !dbg !242
  %.155 = trunc i64 %.148 to i32, !dbg !242
  %.156 = shl i32 %.155, 2, !dbg !242
  %.157 = zext i16 %t60 to i32, !dbg !242
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.157), !dbg !242
  %.159 = trunc i32 %.158 to i16, !dbg !242
  %t62 = select i1 %.154, i16 %.159, i16 %t60, !dbg !242
  %.173 = zext i1 %t61 to i32, !dbg !242
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.173), !dbg !242
  %35 = and i32 %.174, 1, !dbg !242
  %.175 = icmp ne i32 %35, 0, !dbg !242
  %t63 = select i1 %.154, i1 %.175, i1 %t61, !dbg !242
  %t64 = icmp slt i32 %.2, 24, !dbg !242
  %t65 = and i1 %t64, %t63, !dbg !242
  %36 = select i1 %t65, i1 %t61, i1 false, !dbg !242
  %t60.mux = select i1 %t65, i16 %t62, i16 %t60, !dbg !242
  %t61.mux = select i1 %t65, i1 true, i1 %t61, !dbg !242
  br i1 %36, label %b30, label %b32, !dbg !242

b30:                                              ; preds = %b28
  %.179 = zext i16 %t62 to i32, !dbg !243
  %37 = insertelement <2 x i32> poison, i32 %.157, i64 0, !dbg !243
  %38 = insertelement <2 x i32> %37, i32 %.179, i64 1, !dbg !243
  %39 = shl nuw <2 x i32> %38, <i32 16, i32 16>, !dbg !243
  %40 = bitcast <2 x i32> %39 to <2 x float>, !dbg !243
  %shift20 = shufflevector <2 x float> %40, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !243
  %41 = fsub <2 x float> %40, %shift20, !dbg !243
  %bc28 = bitcast <2 x float> %41 to <2 x i32>, !dbg !243
  %.183 = extractelement <2 x i32> %bc28, i64 0, !dbg !243
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
  %.199 = add nuw nsw i64 %.96, 4, !dbg !242
  %.200 = icmp ult i32 %.95, 60, !dbg !242
  %.202 = and i64 %.199, 63, !dbg !242
  %42 = shl nuw i64 1, %.202, !dbg !242
  %43 = and i64 %42, %.99, !dbg !242
  %.204 = icmp ne i64 %43, 0, !dbg !242
  %.205 = and i1 %.200, %.204, !dbg !242
  %.206 = trunc i64 %.199 to i32, !dbg !242
  %.207 = shl i32 %.206, 2, !dbg !242
  %.208 = zext i16 %t68 to i32, !dbg !242
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !242
  %.210 = trunc i32 %.209 to i16, !dbg !242
  %t70 = select i1 %.205, i16 %.210, i16 %t68, !dbg !242
  %.224 = zext i1 %t69 to i32, !dbg !242
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !242
  %44 = and i32 %.225, 1, !dbg !242
  %.226 = icmp ne i32 %44, 0, !dbg !242
  %t71 = select i1 %.205, i1 %.226, i1 %t69, !dbg !242
  %t72 = icmp slt i32 %.2, 28, !dbg !242
  %t73 = and i1 %t72, %t71, !dbg !242
  %45 = select i1 %t73, i1 %t69, i1 false, !dbg !242
  %t68.mux = select i1 %t73, i16 %t70, i16 %t68, !dbg !242
  %t69.mux = select i1 %t73, i1 true, i1 %t69, !dbg !242
  br i1 %45, label %b34, label %b36, !dbg !242

b34:                                              ; preds = %b32
  %.230 = zext i16 %t70 to i32, !dbg !243
  %46 = insertelement <2 x i32> poison, i32 %.208, i64 0, !dbg !243
  %47 = insertelement <2 x i32> %46, i32 %.230, i64 1, !dbg !243
  %48 = shl nuw <2 x i32> %47, <i32 16, i32 16>, !dbg !243
  %49 = bitcast <2 x i32> %48 to <2 x float>, !dbg !243
  %shift21 = shufflevector <2 x float> %49, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !243
  %50 = fsub <2 x float> %49, %shift21, !dbg !243
  %bc27 = bitcast <2 x float> %50 to <2 x i32>, !dbg !243
  %.234 = extractelement <2 x i32> %bc27, i64 0, !dbg !243
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
  %.250 = add nuw nsw i64 %.96, 2, !dbg !242
  %.251 = icmp ult i32 %.95, 62, !dbg !242
  %.253 = and i64 %.250, 63, !dbg !242
  %51 = shl nuw i64 1, %.253, !dbg !242
  %52 = and i64 %51, %.99, !dbg !242
  %.255 = icmp ne i64 %52, 0, !dbg !242
  %.256 = and i1 %.251, %.255, !dbg !242
  %.257 = trunc i64 %.250 to i32, !dbg !242
  %.258 = shl i32 %.257, 2, !dbg !242
  %.259 = zext i16 %t76 to i32, !dbg !242
  %.260 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.259), !dbg !242
  %.261 = trunc i32 %.260 to i16, !dbg !242
  %t78 = select i1 %.256, i16 %.261, i16 %t76, !dbg !242
  %.275 = zext i1 %t77 to i32, !dbg !242
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.275), !dbg !242
  %53 = and i32 %.276, 1, !dbg !242
  %.277 = icmp ne i32 %53, 0, !dbg !242
  %t79 = select i1 %.256, i1 %.277, i1 %t77, !dbg !242
  %t80 = icmp slt i32 %.2, 30, !dbg !242
  %t81 = and i1 %t80, %t79, !dbg !242
  %54 = select i1 %t81, i1 %t77, i1 false, !dbg !242
  %t76.mux = select i1 %t81, i16 %t78, i16 %t76, !dbg !242
  %t77.mux = select i1 %t81, i1 true, i1 %t77, !dbg !242
  br i1 %54, label %b38, label %b40, !dbg !242

b38:                                              ; preds = %b36
  %.281 = zext i16 %t78 to i32, !dbg !243
  %55 = insertelement <2 x i32> poison, i32 %.259, i64 0, !dbg !243
  %56 = insertelement <2 x i32> %55, i32 %.281, i64 1, !dbg !243
  %57 = shl nuw <2 x i32> %56, <i32 16, i32 16>, !dbg !243
  %58 = bitcast <2 x i32> %57 to <2 x float>, !dbg !243
  %shift22 = shufflevector <2 x float> %58, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !243
  %59 = fsub <2 x float> %58, %shift22, !dbg !243
  %bc26 = bitcast <2 x float> %59 to <2 x i32>, !dbg !243
  %.285 = extractelement <2 x i32> %bc26, i64 0, !dbg !243
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
  %.301 = add nuw nsw i64 %.96, 1, !dbg !242
  %.302 = icmp ult i32 %.95, 63, !dbg !242
  %.304 = and i64 %.301, 63, !dbg !242
  %60 = shl nuw i64 1, %.304, !dbg !242
  %61 = and i64 %60, %.99, !dbg !242
  %.306 = icmp ne i64 %61, 0, !dbg !242
  %.307 = and i1 %.302, %.306, !dbg !242
  %.308 = trunc i64 %.301 to i32, !dbg !242
  %.309 = shl i32 %.308, 2, !dbg !242
  %.310 = zext i16 %t84 to i32, !dbg !242
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.310), !dbg !242
  %.312 = trunc i32 %.311 to i16, !dbg !242
  %t86 = select i1 %.307, i16 %.312, i16 %t84, !dbg !242
  %.326 = zext i1 %t85 to i32, !dbg !242
  %.327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.326), !dbg !242
  %62 = and i32 %.327, 1, !dbg !242
  %.328 = icmp ne i32 %62, 0, !dbg !242
  %t87 = select i1 %.307, i1 %.328, i1 %t85, !dbg !242
  %t88 = icmp slt i32 %.2, 31, !dbg !242
  %t89 = and i1 %t88, %t87, !dbg !242
  %63 = select i1 %t89, i1 %t85, i1 false, !dbg !242
  %t84.mux = select i1 %t89, i16 %t86, i16 %t84, !dbg !242
  %t85.mux = select i1 %t89, i1 true, i1 %t85, !dbg !242
  br i1 %63, label %b42, label %b45, !dbg !242

b42:                                              ; preds = %b40
  %.332 = zext i16 %t86 to i32, !dbg !243
  %64 = insertelement <2 x i32> poison, i32 %.310, i64 0, !dbg !243
  %65 = insertelement <2 x i32> %64, i32 %.332, i64 1, !dbg !243
  %66 = shl nuw <2 x i32> %65, <i32 16, i32 16>, !dbg !243
  %67 = bitcast <2 x i32> %66 to <2 x float>, !dbg !243
  %shift23 = shufflevector <2 x float> %67, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !243
  %68 = fsub <2 x float> %67, %shift23, !dbg !243
  %bc25 = bitcast <2 x float> %68 to <2 x i32>, !dbg !243
  %.336 = extractelement <2 x i32> %bc25, i64 0, !dbg !243
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
  %69 = select i1 %t95, i1 %.1, i1 false, !dbg !242
  %a3.mux = select i1 %t95, i16 %t94, i16 %a3, !dbg !242
  %.1.mux = select i1 %t95, i1 true, i1 %.1, !dbg !242
  br i1 %69, label %b48, label %b50, !dbg !242

b48:                                              ; preds = %b46
  %70 = insertelement <2 x i16> poison, i16 %a3, i64 0, !dbg !243
  %71 = insertelement <2 x i16> %70, i16 %t94, i64 1, !dbg !243
  %72 = zext <2 x i16> %71 to <2 x i32>, !dbg !243
  %73 = shl nuw <2 x i32> %72, <i32 16, i32 16>, !dbg !243
  %74 = bitcast <2 x i32> %73 to <2 x float>, !dbg !243
  %shift24 = shufflevector <2 x float> %74, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !243
  %75 = fsub <2 x float> %74, %shift24, !dbg !243
  %bc = bitcast <2 x float> %75 to <2 x i32>, !dbg !243
  %.355 = extractelement <2 x i32> %bc, i64 0, !dbg !243
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i16 %a2, ptr addrspace(1) %a3, i16 %a4, ptr addrspace(1) %a5) local_unnamed_addr #4 !dbg !244 {
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
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !245
  %t16 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !245
  %0 = or i64 %t16, %t13, !dbg !245
  %t20 = ptrtoint ptr addrspace(1) %a5 to i64, !dbg !245
  %1 = or i64 %0, %t20, !dbg !245
  %2 = and i64 %1, 3, !dbg !245
  %3 = icmp eq i64 %2, 0, !dbg !245
  %t24 = ashr i64 %a0, 1, !dbg !245
  %t291 = icmp slt i64 %t11, %t24, !dbg !245
  %or.cond = select i1 %3, i1 %t291, i1 false, !dbg !245
  br i1 %or.cond, label %b3.preheader, label %b8, !dbg !245

b3.preheader:                                     ; preds = %entry
  %4 = insertelement <2 x i16> poison, i16 %a2, i64 0
  %5 = shufflevector <2 x i16> %4, <2 x i16> poison, <2 x i32> zeroinitializer
  %6 = insertelement <2 x i16> poison, i16 %a4, i64 0
  %7 = shufflevector <2 x i16> %6, <2 x i16> poison, <2 x i32> zeroinitializer
  br label %b3, !dbg !245

b3:                                               ; preds = %b3.preheader, %b7
  %t282 = phi i64 [ %t53, %b7 ], [ %t11, %b3.preheader ]
  br i1 %t0.not, label %b5, label %b4, !dbg !245

b4:                                               ; preds = %b3
  %t30 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t282, !dbg !245
  %.17 = load i32, ptr addrspace(1) %t30, align 4, !dbg !245
  %t34 = lshr i32 %.17, 16, !dbg !245
  %8 = insertelement <2 x i32> poison, i32 %.17, i64 0, !dbg !245
  %9 = insertelement <2 x i32> %8, i32 %t34, i64 1, !dbg !245
  %10 = trunc <2 x i32> %9 to <2 x i16>, !dbg !245
  br label %b5, !dbg !245

b5:                                               ; preds = %b4, %b3
  %11 = phi <2 x i16> [ %10, %b4 ], [ %5, %b3 ]
  br i1 %t1.not, label %b7, label %b6, !dbg !245

b6:                                               ; preds = %b5
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t282, !dbg !245
  %.18 = load i32, ptr addrspace(1) %t38, align 4, !dbg !245
  %t42 = lshr i32 %.18, 16, !dbg !245
  %12 = insertelement <2 x i32> poison, i32 %.18, i64 0, !dbg !245
  %13 = insertelement <2 x i32> %12, i32 %t42, i64 1, !dbg !245
  %14 = trunc <2 x i32> %13 to <2 x i16>, !dbg !245
  br label %b7, !dbg !245

b7:                                               ; preds = %b6, %b5
  %15 = phi <2 x i16> [ %14, %b6 ], [ %7, %b5 ]
  %16 = shufflevector <2 x i16> %11, <2 x i16> %15, <2 x i32> <i32 0, i32 2>, !dbg !246
  %17 = zext <2 x i16> %16 to <2 x i32>, !dbg !246
  %18 = shl nuw <2 x i32> %17, <i32 16, i32 16>, !dbg !246
  %19 = bitcast <2 x i32> %18 to <2 x float>, !dbg !246
  %shift = shufflevector <2 x float> %19, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !246
  %20 = fmul <2 x float> %shift, %19, !dbg !246
  %bc7 = bitcast <2 x float> %20 to <2 x i32>, !dbg !246
  %.26 = extractelement <2 x i32> %bc7, i64 0, !dbg !246
  %.27 = and i32 %.26, 2147483647, !dbg !246
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !246
  %.29 = lshr i32 %.26, 16, !dbg !246
  %.30 = and i32 %.29, 1, !dbg !246
  %.31 = add i32 %.26, 32767, !dbg !246
  %.32 = add i32 %.31, %.30, !dbg !246
  %.33 = lshr i32 %.32, 16, !dbg !246
  %.35 = or i32 %.29, 64, !dbg !246
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !246
  %21 = shufflevector <2 x i16> %11, <2 x i16> poison, <2 x i32> <i32 1, i32 undef>, !dbg !246
  %22 = shufflevector <2 x i16> %21, <2 x i16> %15, <2 x i32> <i32 0, i32 3>, !dbg !246
  %23 = zext <2 x i16> %22 to <2 x i32>, !dbg !246
  %24 = shl nuw <2 x i32> %23, <i32 16, i32 16>, !dbg !246
  %25 = bitcast <2 x i32> %24 to <2 x float>, !dbg !246
  %shift5 = shufflevector <2 x float> %25, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !246
  %26 = fmul <2 x float> %shift5, %25, !dbg !246
  %bc8 = bitcast <2 x float> %26 to <2 x i32>, !dbg !246
  %.45 = extractelement <2 x i32> %bc8, i64 0, !dbg !246
  %.46 = and i32 %.45, 2147483647, !dbg !246
  %.47 = icmp ugt i32 %.46, 2139095040, !dbg !246
  %.48 = lshr i32 %.45, 16, !dbg !246
  %.49 = and i32 %.48, 1, !dbg !246
  %.50 = add i32 %.45, 32767, !dbg !246
  %.51 = add i32 %.50, %.49, !dbg !246
  %.52 = lshr i32 %.51, 16, !dbg !246
  %.54 = or i32 %.48, 64, !dbg !246
  %.55 = select i1 %.47, i32 %.54, i32 %.52, !dbg !246
  %t50 = shl nuw i32 %.55, 16, !dbg !245
  %t51 = or i32 %t50, %.36, !dbg !245
  %t52 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t282, !dbg !245
  store i32 %t51, ptr addrspace(1) %t52, align 4, !dbg !245
  %t53 = add i64 %t282, %t12, !dbg !245
  %t29 = icmp slt i64 %t53, %t24, !dbg !245
  br i1 %t29, label %b3, label %b8, !dbg !245

b8:                                               ; preds = %b7, %entry
  %t54 = and i64 %a0, -2, !dbg !245
  %t55 = select i1 %3, i64 %t54, i64 0, !dbg !245
  %t56 = add i64 %t11, %t55, !dbg !245
  %t583 = icmp slt i64 %t56, %a0, !dbg !245
  br i1 %t583, label %b10, label %b15, !dbg !245

b10:                                              ; preds = %b8, %b14
  %t574 = phi i64 [ %t67, %b14 ], [ %t56, %b8 ]
  br i1 %t0.not, label %b12, label %b11, !dbg !245

b11:                                              ; preds = %b10
  %t59 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t574, !dbg !245
  %.57 = load i16, ptr addrspace(1) %t59, align 2, !dbg !245
  br label %b12, !dbg !245

b12:                                              ; preds = %b11, %b10
  %t61 = phi i16 [ %.57, %b11 ], [ %a2, %b10 ]
  br i1 %t1.not, label %b14, label %b13, !dbg !245

b13:                                              ; preds = %b12
  %t62 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t574, !dbg !245
  %.58 = load i16, ptr addrspace(1) %t62, align 2, !dbg !245
  br label %b14, !dbg !245

b14:                                              ; preds = %b13, %b12
  %t64 = phi i16 [ %.58, %b13 ], [ %a4, %b12 ]
  %27 = insertelement <2 x i16> poison, i16 %t61, i64 0, !dbg !246
  %28 = insertelement <2 x i16> %27, i16 %t64, i64 1, !dbg !246
  %29 = zext <2 x i16> %28 to <2 x i32>, !dbg !246
  %30 = shl nuw <2 x i32> %29, <i32 16, i32 16>, !dbg !246
  %31 = bitcast <2 x i32> %30 to <2 x float>, !dbg !246
  %shift6 = shufflevector <2 x float> %31, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !246
  %32 = fmul <2 x float> %shift6, %31, !dbg !246
  %bc = bitcast <2 x float> %32 to <2 x i32>, !dbg !246
  %.66 = extractelement <2 x i32> %bc, i64 0, !dbg !246
  %.67 = and i32 %.66, 2147483647, !dbg !246
  %.68 = icmp ugt i32 %.67, 2139095040, !dbg !246
  %.69 = lshr i32 %.66, 16, !dbg !246
  %.70 = and i32 %.69, 1, !dbg !246
  %.71 = add i32 %.66, 32767, !dbg !246
  %.72 = add i32 %.71, %.70, !dbg !246
  %.73 = lshr i32 %.72, 16, !dbg !246
  %.75 = or i32 %.69, 64, !dbg !246
  %.76 = select i1 %.68, i32 %.75, i32 %.73, !dbg !246
  %.77 = trunc i32 %.76 to i16, !dbg !246
  %t66 = getelementptr inbounds i16, ptr addrspace(1) %a5, i64 %t574, !dbg !245
  store i16 %.77, ptr addrspace(1) %t66, align 2, !dbg !245
  %t67 = add i64 %t574, %t12, !dbg !245
  %t58 = icmp slt i64 %t67, %a0, !dbg !245
  br i1 %t58, label %b10, label %b15, !dbg !245

b15:                                              ; preds = %b14, %b8
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
  %0 = insertelement <2 x i16> poison, i16 %t143, i64 0, !dbg !249
  %1 = insertelement <2 x i16> %0, i16 %t146, i64 1, !dbg !249
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !249
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !249
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !249
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !249
  %5 = fmul <2 x float> %shift, %4, !dbg !249
  %bc = bitcast <2 x float> %5 to <2 x i32>, !dbg !249
  %.26 = extractelement <2 x i32> %bc, i64 0, !dbg !249
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
  %0 = insertelement <2 x i16> poison, i16 %t2915, i64 0, !dbg !252
  %1 = insertelement <2 x i16> %0, i16 %.18, i64 1, !dbg !252
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !252
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !252
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !252
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !252
  %5 = fmul <2 x float> %shift, %4, !dbg !252
  %bc40 = bitcast <2 x float> %5 to <2 x i32>, !dbg !252
  %.27 = extractelement <2 x i32> %bc40, i64 0, !dbg !252
  %.28 = and i32 %.27, 2147483647, !dbg !252
  %.29 = icmp ugt i32 %.28, 2139095040, !dbg !252
  %.30 = lshr i32 %.27, 16, !dbg !252
  %.31 = and i32 %.30, 1, !dbg !252
  %.32 = add i32 %.27, 32767, !dbg !252
  %.33 = add i32 %.32, %.31, !dbg !252
  %.34 = lshr i32 %.33, 16, !dbg !252
  %.36 = or i32 %.30, 64, !dbg !252
  %.37 = select i1 %.29, i32 %.36, i32 %.34, !dbg !252
  %.42 = zext i16 %.19 to i32, !dbg !252
  %6 = insertelement <2 x i32> poison, i32 %.42, i64 0, !dbg !252
  %7 = insertelement <2 x i32> %6, i32 %.37, i64 1, !dbg !252
  %8 = shl nuw <2 x i32> %7, <i32 16, i32 16>, !dbg !252
  %9 = bitcast <2 x i32> %8 to <2 x float>, !dbg !252
  %shift22 = shufflevector <2 x float> %9, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !252
  %10 = fmul <2 x float> %shift22, %9, !dbg !252
  %bc41 = bitcast <2 x float> %10 to <2 x i32>, !dbg !252
  %.46 = extractelement <2 x i32> %bc41, i64 0, !dbg !252
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
  %11 = insertelement <2 x i16> poison, i16 %t4320, i64 0, !dbg !252
  %12 = insertelement <2 x i16> %11, i16 %.58, i64 1, !dbg !252
  %13 = zext <2 x i16> %12 to <2 x i32>, !dbg !252
  %14 = shl nuw <2 x i32> %13, <i32 16, i32 16>, !dbg !252
  %15 = bitcast <2 x i32> %14 to <2 x float>, !dbg !252
  %shift23 = shufflevector <2 x float> %15, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !252
  %16 = fmul <2 x float> %shift23, %15, !dbg !252
  %bc39 = bitcast <2 x float> %16 to <2 x i32>, !dbg !252
  %.66 = extractelement <2 x i32> %bc39, i64 0, !dbg !252
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
  %17 = insertelement <2 x i16> poison, i16 %t49, i64 0, !dbg !252
  %18 = insertelement <2 x i16> %17, i16 %.79, i64 1, !dbg !252
  %19 = zext <2 x i16> %18 to <2 x i32>, !dbg !252
  %20 = shl nuw <2 x i32> %19, <i32 16, i32 16>, !dbg !252
  %21 = bitcast <2 x i32> %20 to <2 x float>, !dbg !252
  %shift24 = shufflevector <2 x float> %21, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !252
  %22 = fmul <2 x float> %shift24, %21, !dbg !252
  %bc38 = bitcast <2 x float> %22 to <2 x i32>, !dbg !252
  %.89 = extractelement <2 x i32> %bc38, i64 0, !dbg !252
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
  %23 = insertelement <2 x i16> poison, i16 %t62, i64 0, !dbg !252
  %24 = insertelement <2 x i16> %23, i16 %.102, i64 1, !dbg !252
  %25 = zext <2 x i16> %24 to <2 x i32>, !dbg !252
  %26 = shl nuw <2 x i32> %25, <i32 16, i32 16>, !dbg !252
  %27 = bitcast <2 x i32> %26 to <2 x float>, !dbg !252
  %shift25 = shufflevector <2 x float> %27, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !252
  %28 = fmul <2 x float> %shift25, %27, !dbg !252
  %bc37 = bitcast <2 x float> %28 to <2 x i32>, !dbg !252
  %.112 = extractelement <2 x i32> %bc37, i64 0, !dbg !252
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
  %29 = insertelement <2 x i16> poison, i16 %t74, i64 0, !dbg !252
  %30 = insertelement <2 x i16> %29, i16 %.125, i64 1, !dbg !252
  %31 = zext <2 x i16> %30 to <2 x i32>, !dbg !252
  %32 = shl nuw <2 x i32> %31, <i32 16, i32 16>, !dbg !252
  %33 = bitcast <2 x i32> %32 to <2 x float>, !dbg !252
  %shift26 = shufflevector <2 x float> %33, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !252
  %34 = fmul <2 x float> %shift26, %33, !dbg !252
  %bc36 = bitcast <2 x float> %34 to <2 x i32>, !dbg !252
  %.135 = extractelement <2 x i32> %bc36, i64 0, !dbg !252
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
  %.149 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.148), !dbg !251
  %.150 = zext i32 %.149 to i64, !dbg !251
  %.151 = add nuw nsw i64 %.150, 16, !dbg !251
  %.152 = icmp ult i32 %.149, 48, !dbg !251
  %.153 = tail call i64 @llvm.read_register.i64(metadata !228) #12, !dbg !251
  %.154 = and i64 %.151, 63, !dbg !251
  %35 = shl nuw i64 1, %.154, !dbg !251
  %36 = and i64 %35, %.153, !dbg !251
  %.156 = icmp ne i64 %36, 0, !dbg !251
  %.157 = and i1 %.152, %.156, !dbg !251
  %.158 = trunc i64 %.151 to i32, !dbg !251
  %.159 = shl i32 %.158, 2, !dbg !251
  %.160 = zext i16 %t86 to i32, !dbg !251
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.160), !dbg !251
  %.162 = trunc i32 %.161 to i16, !dbg !251
  %t88 = select i1 %.157, i16 %.162, i16 %t86, !dbg !251
  %.176 = zext i1 %t87 to i32, !dbg !251
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.176), !dbg !251
  %37 = and i32 %.177, 1, !dbg !251
  %.178 = icmp ne i32 %37, 0, !dbg !251
  %t89 = select i1 %.157, i1 %.178, i1 %t87, !dbg !251
  %t90 = icmp slt i32 %.1, 16, !dbg !251
  %t91 = and i1 %t90, %t89, !dbg !251
  %38 = select i1 %t91, i1 %t87, i1 false, !dbg !251
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !251
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !251
  br i1 %38, label %b29, label %b31, !dbg !251

b29:                                              ; preds = %b27
  %.182 = zext i16 %t88 to i32, !dbg !252
  %39 = insertelement <2 x i32> poison, i32 %.160, i64 0, !dbg !252
  %40 = insertelement <2 x i32> %39, i32 %.182, i64 1, !dbg !252
  %41 = shl nuw <2 x i32> %40, <i32 16, i32 16>, !dbg !252
  %42 = bitcast <2 x i32> %41 to <2 x float>, !dbg !252
  %shift27 = shufflevector <2 x float> %42, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !252
  %43 = fmul <2 x float> %shift27, %42, !dbg !252
  %bc35 = bitcast <2 x float> %43 to <2 x i32>, !dbg !252
  %.186 = extractelement <2 x i32> %bc35, i64 0, !dbg !252
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
  %.202 = add nuw nsw i64 %.150, 8, !dbg !251
  %.203 = icmp ult i32 %.149, 56, !dbg !251
  %.205 = and i64 %.202, 63, !dbg !251
  %44 = shl nuw i64 1, %.205, !dbg !251
  %45 = and i64 %44, %.153, !dbg !251
  %.207 = icmp ne i64 %45, 0, !dbg !251
  %.208 = and i1 %.203, %.207, !dbg !251
  %.209 = trunc i64 %.202 to i32, !dbg !251
  %.210 = shl i32 %.209, 2, !dbg !251
  %.211 = zext i16 %t94 to i32, !dbg !251
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.211), !dbg !251
  %.213 = trunc i32 %.212 to i16, !dbg !251
  %t96 = select i1 %.208, i16 %.213, i16 %t94, !dbg !251
  %.227 = zext i1 %t95 to i32, !dbg !251
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.227), !dbg !251
  %46 = and i32 %.228, 1, !dbg !251
  %.229 = icmp ne i32 %46, 0, !dbg !251
  %t97 = select i1 %.208, i1 %.229, i1 %t95, !dbg !251
  %t98 = icmp slt i32 %.1, 24, !dbg !251
  %t99 = and i1 %t98, %t97, !dbg !251
  %47 = select i1 %t99, i1 %t95, i1 false, !dbg !251
  %t94.mux = select i1 %t99, i16 %t96, i16 %t94, !dbg !251
  %t95.mux = select i1 %t99, i1 true, i1 %t95, !dbg !251
  br i1 %47, label %b33, label %b35, !dbg !251

b33:                                              ; preds = %b31
  %.233 = zext i16 %t96 to i32, !dbg !252
  %48 = insertelement <2 x i32> poison, i32 %.211, i64 0, !dbg !252
  %49 = insertelement <2 x i32> %48, i32 %.233, i64 1, !dbg !252
  %50 = shl nuw <2 x i32> %49, <i32 16, i32 16>, !dbg !252
  %51 = bitcast <2 x i32> %50 to <2 x float>, !dbg !252
  %shift28 = shufflevector <2 x float> %51, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !252
  %52 = fmul <2 x float> %shift28, %51, !dbg !252
  %bc34 = bitcast <2 x float> %52 to <2 x i32>, !dbg !252
  %.237 = extractelement <2 x i32> %bc34, i64 0, !dbg !252
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
  %.253 = add nuw nsw i64 %.150, 4, !dbg !251
  %.254 = icmp ult i32 %.149, 60, !dbg !251
  %.256 = and i64 %.253, 63, !dbg !251
  %53 = shl nuw i64 1, %.256, !dbg !251
  %54 = and i64 %53, %.153, !dbg !251
  %.258 = icmp ne i64 %54, 0, !dbg !251
  %.259 = and i1 %.254, %.258, !dbg !251
  %.260 = trunc i64 %.253 to i32, !dbg !251
  %.261 = shl i32 %.260, 2, !dbg !251
  %.262 = zext i16 %t102 to i32, !dbg !251
  %.263 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.262), !dbg !251
  %.264 = trunc i32 %.263 to i16, !dbg !251
  %t104 = select i1 %.259, i16 %.264, i16 %t102, !dbg !251
  %.278 = zext i1 %t103 to i32, !dbg !251
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.278), !dbg !251
  %55 = and i32 %.279, 1, !dbg !251
  %.280 = icmp ne i32 %55, 0, !dbg !251
  %t105 = select i1 %.259, i1 %.280, i1 %t103, !dbg !251
  %t106 = icmp slt i32 %.1, 28, !dbg !251
  %t107 = and i1 %t106, %t105, !dbg !251
  %56 = select i1 %t107, i1 %t103, i1 false, !dbg !251
  %t102.mux = select i1 %t107, i16 %t104, i16 %t102, !dbg !251
  %t103.mux = select i1 %t107, i1 true, i1 %t103, !dbg !251
  br i1 %56, label %b37, label %b39, !dbg !251

b37:                                              ; preds = %b35
  %.284 = zext i16 %t104 to i32, !dbg !252
  %57 = insertelement <2 x i32> poison, i32 %.262, i64 0, !dbg !252
  %58 = insertelement <2 x i32> %57, i32 %.284, i64 1, !dbg !252
  %59 = shl nuw <2 x i32> %58, <i32 16, i32 16>, !dbg !252
  %60 = bitcast <2 x i32> %59 to <2 x float>, !dbg !252
  %shift29 = shufflevector <2 x float> %60, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !252
  %61 = fmul <2 x float> %shift29, %60, !dbg !252
  %bc33 = bitcast <2 x float> %61 to <2 x i32>, !dbg !252
  %.288 = extractelement <2 x i32> %bc33, i64 0, !dbg !252
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
  %.304 = add nuw nsw i64 %.150, 2, !dbg !251
  %.305 = icmp ult i32 %.149, 62, !dbg !251
  %.307 = and i64 %.304, 63, !dbg !251
  %62 = shl nuw i64 1, %.307, !dbg !251
  %63 = and i64 %62, %.153, !dbg !251
  %.309 = icmp ne i64 %63, 0, !dbg !251
  %.310 = and i1 %.305, %.309, !dbg !251
  %.311 = trunc i64 %.304 to i32, !dbg !251
  %.312 = shl i32 %.311, 2, !dbg !251
  %.313 = zext i16 %t110 to i32, !dbg !251
  %.314 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.313), !dbg !251
  %.315 = trunc i32 %.314 to i16, !dbg !251
  %t112 = select i1 %.310, i16 %.315, i16 %t110, !dbg !251
  %.329 = zext i1 %t111 to i32, !dbg !251
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.329), !dbg !251
  %64 = and i32 %.330, 1, !dbg !251
  %.331 = icmp ne i32 %64, 0, !dbg !251
  %t113 = select i1 %.310, i1 %.331, i1 %t111, !dbg !251
  %t114 = icmp slt i32 %.1, 30, !dbg !251
  %t115 = and i1 %t114, %t113, !dbg !251
  %65 = select i1 %t115, i1 %t111, i1 false, !dbg !251
  %t110.mux = select i1 %t115, i16 %t112, i16 %t110, !dbg !251
  %t111.mux = select i1 %t115, i1 true, i1 %t111, !dbg !251
  br i1 %65, label %b41, label %b43, !dbg !251

b41:                                              ; preds = %b39
  %.335 = zext i16 %t112 to i32, !dbg !252
  %66 = insertelement <2 x i32> poison, i32 %.313, i64 0, !dbg !252
  %67 = insertelement <2 x i32> %66, i32 %.335, i64 1, !dbg !252
  %68 = shl nuw <2 x i32> %67, <i32 16, i32 16>, !dbg !252
  %69 = bitcast <2 x i32> %68 to <2 x float>, !dbg !252
  %shift30 = shufflevector <2 x float> %69, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !252
  %70 = fmul <2 x float> %shift30, %69, !dbg !252
  %bc32 = bitcast <2 x float> %70 to <2 x i32>, !dbg !252
  %.339 = extractelement <2 x i32> %bc32, i64 0, !dbg !252
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
  %.355 = add nuw nsw i64 %.150, 1, !dbg !251
  %.356 = icmp ult i32 %.149, 63, !dbg !251
  %.358 = and i64 %.355, 63, !dbg !251
  %71 = shl nuw i64 1, %.358, !dbg !251
  %72 = and i64 %71, %.153, !dbg !251
  %.360 = icmp ne i64 %72, 0, !dbg !251
  %.361 = and i1 %.356, %.360, !dbg !251
  %.362 = trunc i64 %.355 to i32, !dbg !251
  %.363 = shl i32 %.362, 2, !dbg !251
  %.364 = zext i16 %t118 to i32, !dbg !251
  %.365 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.364), !dbg !251
  %.366 = trunc i32 %.365 to i16, !dbg !251
  %t120 = select i1 %.361, i16 %.366, i16 %t118, !dbg !251
  %.380 = zext i1 %t119 to i32, !dbg !251
  %.381 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.380), !dbg !251
  %73 = and i32 %.381, 1, !dbg !251
  %.382 = icmp ne i32 %73, 0, !dbg !251
  %t121 = select i1 %.361, i1 %.382, i1 %t119, !dbg !251
  %t122 = icmp slt i32 %.1, 31, !dbg !251
  %t123 = and i1 %t122, %t121, !dbg !251
  %74 = select i1 %t123, i1 %t119, i1 false, !dbg !251
  %t118.mux = select i1 %t123, i16 %t120, i16 %t118, !dbg !251
  %t119.mux = select i1 %t123, i1 true, i1 %t119, !dbg !251
  br i1 %74, label %b45, label %b48, !dbg !251

b45:                                              ; preds = %b43
  %.386 = zext i16 %t120 to i32, !dbg !252
  %75 = insertelement <2 x i32> poison, i32 %.364, i64 0, !dbg !252
  %76 = insertelement <2 x i32> %75, i32 %.386, i64 1, !dbg !252
  %77 = shl nuw <2 x i32> %76, <i32 16, i32 16>, !dbg !252
  %78 = bitcast <2 x i32> %77 to <2 x float>, !dbg !252
  %shift31 = shufflevector <2 x float> %78, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !252
  %79 = fmul <2 x float> %shift31, %78, !dbg !252
  %bc = bitcast <2 x float> %79 to <2 x i32>, !dbg !252
  %.390 = extractelement <2 x i32> %bc, i64 0, !dbg !252
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
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !255
  %5 = fmul <2 x float> %shift, %4, !dbg !255
  %bc33 = bitcast <2 x float> %5 to <2 x i32>, !dbg !255
  %.12 = extractelement <2 x i32> %bc33, i64 0, !dbg !255
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
  %6 = insertelement <2 x i16> poison, i16 %t15, i64 0, !dbg !255
  %7 = insertelement <2 x i16> %6, i16 %.25, i64 1, !dbg !255
  %8 = zext <2 x i16> %7 to <2 x i32>, !dbg !255
  %9 = shl nuw <2 x i32> %8, <i32 16, i32 16>, !dbg !255
  %10 = bitcast <2 x i32> %9 to <2 x float>, !dbg !255
  %shift16 = shufflevector <2 x float> %10, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !255
  %11 = fmul <2 x float> %shift16, %10, !dbg !255
  %bc32 = bitcast <2 x float> %11 to <2 x i32>, !dbg !255
  %.35 = extractelement <2 x i32> %bc32, i64 0, !dbg !255
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
  %12 = insertelement <2 x i16> poison, i16 %t28, i64 0, !dbg !255
  %13 = insertelement <2 x i16> %12, i16 %.48, i64 1, !dbg !255
  %14 = zext <2 x i16> %13 to <2 x i32>, !dbg !255
  %15 = shl nuw <2 x i32> %14, <i32 16, i32 16>, !dbg !255
  %16 = bitcast <2 x i32> %15 to <2 x float>, !dbg !255
  %shift17 = shufflevector <2 x float> %16, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !255
  %17 = fmul <2 x float> %shift17, %16, !dbg !255
  %bc31 = bitcast <2 x float> %17 to <2 x i32>, !dbg !255
  %.58 = extractelement <2 x i32> %bc31, i64 0, !dbg !255
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
  %18 = insertelement <2 x i16> poison, i16 %t40, i64 0, !dbg !255
  %19 = insertelement <2 x i16> %18, i16 %.71, i64 1, !dbg !255
  %20 = zext <2 x i16> %19 to <2 x i32>, !dbg !255
  %21 = shl nuw <2 x i32> %20, <i32 16, i32 16>, !dbg !255
  %22 = bitcast <2 x i32> %21 to <2 x float>, !dbg !255
  %shift18 = shufflevector <2 x float> %22, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !255
  %23 = fmul <2 x float> %shift18, %22, !dbg !255
  %bc30 = bitcast <2 x float> %23 to <2 x i32>, !dbg !255
  %.81 = extractelement <2 x i32> %bc30, i64 0, !dbg !255
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
  %.95 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.94), !dbg !254
  %.96 = zext i32 %.95 to i64, !dbg !254
  %.97 = add nuw nsw i64 %.96, 16, !dbg !254
  %.98 = icmp ult i32 %.95, 48, !dbg !254
  %.99 = tail call i64 @llvm.read_register.i64(metadata !228) #12, !dbg !254
  %.100 = and i64 %.97, 63, !dbg !254
  %24 = shl nuw i64 1, %.100, !dbg !254
  %25 = and i64 %24, %.99, !dbg !254
  %.102 = icmp ne i64 %25, 0, !dbg !254
  %.103 = and i1 %.98, %.102, !dbg !254
  %.104 = trunc i64 %.97 to i32, !dbg !254
  %.105 = shl i32 %.104, 2, !dbg !254
  %.106 = zext i16 %t52 to i32, !dbg !254
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !254
  %.108 = trunc i32 %.107 to i16, !dbg !254
  %t54 = select i1 %.103, i16 %.108, i16 %t52, !dbg !254
  %.122 = zext i1 %t53 to i32, !dbg !254
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.122), !dbg !254
  %26 = and i32 %.123, 1, !dbg !254
  %.124 = icmp ne i32 %26, 0, !dbg !254
  %t55 = select i1 %.103, i1 %.124, i1 %t53, !dbg !254
  %t56 = icmp slt i32 %.2, 16, !dbg !254
  %t57 = and i1 %t56, %t55, !dbg !254
  %27 = select i1 %t57, i1 %t53, i1 false, !dbg !254
  %t52.mux = select i1 %t57, i16 %t54, i16 %t52, !dbg !254
  %t53.mux = select i1 %t57, i1 true, i1 %t53, !dbg !254
  br i1 %27, label %b26, label %b28, !dbg !254

b26:                                              ; preds = %b24
  %.128 = zext i16 %t54 to i32, !dbg !255
  %28 = insertelement <2 x i32> poison, i32 %.106, i64 0, !dbg !255
  %29 = insertelement <2 x i32> %28, i32 %.128, i64 1, !dbg !255
  %30 = shl nuw <2 x i32> %29, <i32 16, i32 16>, !dbg !255
  %31 = bitcast <2 x i32> %30 to <2 x float>, !dbg !255
  %shift19 = shufflevector <2 x float> %31, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !255
  %32 = fmul <2 x float> %shift19, %31, !dbg !255
  %bc29 = bitcast <2 x float> %32 to <2 x i32>, !dbg !255
  %.132 = extractelement <2 x i32> %bc29, i64 0, !dbg !255
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
  %.148 = add nuw nsw i64 %.96, 8, !dbg !254
  %.149 = icmp ult i32 %.95, 56, !dbg !254
  %.151 = and i64 %.148, 63, !dbg !254
  %33 = shl nuw i64 1, %.151, !dbg !254
  %34 = and i64 %33, %.99, !dbg !254
  %.153 = icmp ne i64 %34, 0, !dbg !254
  %.154 = and i1 %.149, %.153, !dbg !254
  %.155 = trunc i64 %.148 to i32, !dbg !254
  %.156 = shl i32 %.155, 2, !dbg !254
  %.157 = zext i16 %t60 to i32, !dbg !254
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.157), !dbg !254
  %.159 = trunc i32 %.158 to i16, !dbg !254
  %t62 = select i1 %.154, i16 %.159, i16 %t60, !dbg !254
  %.173 = zext i1 %t61 to i32, !dbg !254
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.173), !dbg !254
  %35 = and i32 %.174, 1, !dbg !254
  %.175 = icmp ne i32 %35, 0, !dbg !254
  %t63 = select i1 %.154, i1 %.175, i1 %t61, !dbg !254
  %t64 = icmp slt i32 %.2, 24, !dbg !254
  %t65 = and i1 %t64, %t63, !dbg !254
  %36 = select i1 %t65, i1 %t61, i1 false, !dbg !254
  %t60.mux = select i1 %t65, i16 %t62, i16 %t60, !dbg !254
  %t61.mux = select i1 %t65, i1 true, i1 %t61, !dbg !254
  br i1 %36, label %b30, label %b32, !dbg !254

b30:                                              ; preds = %b28
  %.179 = zext i16 %t62 to i32, !dbg !255
  %37 = insertelement <2 x i32> poison, i32 %.157, i64 0, !dbg !255
  %38 = insertelement <2 x i32> %37, i32 %.179, i64 1, !dbg !255
  %39 = shl nuw <2 x i32> %38, <i32 16, i32 16>, !dbg !255
  %40 = bitcast <2 x i32> %39 to <2 x float>, !dbg !255
  %shift20 = shufflevector <2 x float> %40, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !255
  %41 = fmul <2 x float> %shift20, %40, !dbg !255
  %bc28 = bitcast <2 x float> %41 to <2 x i32>, !dbg !255
  %.183 = extractelement <2 x i32> %bc28, i64 0, !dbg !255
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
  %.199 = add nuw nsw i64 %.96, 4, !dbg !254
  %.200 = icmp ult i32 %.95, 60, !dbg !254
  %.202 = and i64 %.199, 63, !dbg !254
  %42 = shl nuw i64 1, %.202, !dbg !254
  %43 = and i64 %42, %.99, !dbg !254
  %.204 = icmp ne i64 %43, 0, !dbg !254
  %.205 = and i1 %.200, %.204, !dbg !254
  %.206 = trunc i64 %.199 to i32, !dbg !254
  %.207 = shl i32 %.206, 2, !dbg !254
  %.208 = zext i16 %t68 to i32, !dbg !254
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !254
  %.210 = trunc i32 %.209 to i16, !dbg !254
  %t70 = select i1 %.205, i16 %.210, i16 %t68, !dbg !254
  %.224 = zext i1 %t69 to i32, !dbg !254
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !254
  %44 = and i32 %.225, 1, !dbg !254
  %.226 = icmp ne i32 %44, 0, !dbg !254
  %t71 = select i1 %.205, i1 %.226, i1 %t69, !dbg !254
  %t72 = icmp slt i32 %.2, 28, !dbg !254
  %t73 = and i1 %t72, %t71, !dbg !254
  %45 = select i1 %t73, i1 %t69, i1 false, !dbg !254
  %t68.mux = select i1 %t73, i16 %t70, i16 %t68, !dbg !254
  %t69.mux = select i1 %t73, i1 true, i1 %t69, !dbg !254
  br i1 %45, label %b34, label %b36, !dbg !254

b34:                                              ; preds = %b32
  %.230 = zext i16 %t70 to i32, !dbg !255
  %46 = insertelement <2 x i32> poison, i32 %.208, i64 0, !dbg !255
  %47 = insertelement <2 x i32> %46, i32 %.230, i64 1, !dbg !255
  %48 = shl nuw <2 x i32> %47, <i32 16, i32 16>, !dbg !255
  %49 = bitcast <2 x i32> %48 to <2 x float>, !dbg !255
  %shift21 = shufflevector <2 x float> %49, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !255
  %50 = fmul <2 x float> %shift21, %49, !dbg !255
  %bc27 = bitcast <2 x float> %50 to <2 x i32>, !dbg !255
  %.234 = extractelement <2 x i32> %bc27, i64 0, !dbg !255
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
  %.250 = add nuw nsw i64 %.96, 2, !dbg !254
  %.251 = icmp ult i32 %.95, 62, !dbg !254
  %.253 = and i64 %.250, 63, !dbg !254
  %51 = shl nuw i64 1, %.253, !dbg !254
  %52 = and i64 %51, %.99, !dbg !254
  %.255 = icmp ne i64 %52, 0, !dbg !254
  %.256 = and i1 %.251, %.255, !dbg !254
  %.257 = trunc i64 %.250 to i32, !dbg !254
  %.258 = shl i32 %.257, 2, !dbg !254
  %.259 = zext i16 %t76 to i32, !dbg !254
  %.260 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.259), !dbg !254
  %.261 = trunc i32 %.260 to i16, !dbg !254
  %t78 = select i1 %.256, i16 %.261, i16 %t76, !dbg !254
  %.275 = zext i1 %t77 to i32, !dbg !254
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.275), !dbg !254
  %53 = and i32 %.276, 1, !dbg !254
  %.277 = icmp ne i32 %53, 0, !dbg !254
  %t79 = select i1 %.256, i1 %.277, i1 %t77, !dbg !254
  %t80 = icmp slt i32 %.2, 30, !dbg !254
  %t81 = and i1 %t80, %t79, !dbg !254
  %54 = select i1 %t81, i1 %t77, i1 false, !dbg !254
  %t76.mux = select i1 %t81, i16 %t78, i16 %t76, !dbg !254
  %t77.mux = select i1 %t81, i1 true, i1 %t77, !dbg !254
  br i1 %54, label %b38, label %b40, !dbg !254

b38:                                              ; preds = %b36
  %.281 = zext i16 %t78 to i32, !dbg !255
  %55 = insertelement <2 x i32> poison, i32 %.259, i64 0, !dbg !255
  %56 = insertelement <2 x i32> %55, i32 %.281, i64 1, !dbg !255
  %57 = shl nuw <2 x i32> %56, <i32 16, i32 16>, !dbg !255
  %58 = bitcast <2 x i32> %57 to <2 x float>, !dbg !255
  %shift22 = shufflevector <2 x float> %58, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !255
  %59 = fmul <2 x float> %shift22, %58, !dbg !255
  %bc26 = bitcast <2 x float> %59 to <2 x i32>, !dbg !255
  %.285 = extractelement <2 x i32> %bc26, i64 0, !dbg !255
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
  %.301 = add nuw nsw i64 %.96, 1, !dbg !254
  %.302 = icmp ult i32 %.95, 63, !dbg !254
  %.304 = and i64 %.301, 63, !dbg !254
  %60 = shl nuw i64 1, %.304, !dbg !254
  %61 = and i64 %60, %.99, !dbg !254
  %.306 = icmp ne i64 %61, 0, !dbg !254
  %.307 = and i1 %.302, %.306, !dbg !254
  %.308 = trunc i64 %.301 to i32, !dbg !254
  %.309 = shl i32 %.308, 2, !dbg !254
  %.310 = zext i16 %t84 to i32, !dbg !254
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.310), !dbg !254
  %.312 = trunc i32 %.311 to i16, !dbg !254
  %t86 = select i1 %.307, i16 %.312, i16 %t84, !dbg !254
  %.326 = zext i1 %t85 to i32, !dbg !254
  %.327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.326), !dbg !254
  %62 = and i32 %.327, 1, !dbg !254
  %.328 = icmp ne i32 %62, 0, !dbg !254
  %t87 = select i1 %.307, i1 %.328, i1 %t85, !dbg !254
  %t88 = icmp slt i32 %.2, 31, !dbg !254
  %t89 = and i1 %t88, %t87, !dbg !254
  %63 = select i1 %t89, i1 %t85, i1 false, !dbg !254
  %t84.mux = select i1 %t89, i16 %t86, i16 %t84, !dbg !254
  %t85.mux = select i1 %t89, i1 true, i1 %t85, !dbg !254
  br i1 %63, label %b42, label %b45, !dbg !254

b42:                                              ; preds = %b40
  %.332 = zext i16 %t86 to i32, !dbg !255
  %64 = insertelement <2 x i32> poison, i32 %.310, i64 0, !dbg !255
  %65 = insertelement <2 x i32> %64, i32 %.332, i64 1, !dbg !255
  %66 = shl nuw <2 x i32> %65, <i32 16, i32 16>, !dbg !255
  %67 = bitcast <2 x i32> %66 to <2 x float>, !dbg !255
  %shift23 = shufflevector <2 x float> %67, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !255
  %68 = fmul <2 x float> %shift23, %67, !dbg !255
  %bc25 = bitcast <2 x float> %68 to <2 x i32>, !dbg !255
  %.336 = extractelement <2 x i32> %bc25, i64 0, !dbg !255
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
  %69 = select i1 %t95, i1 %.1, i1 false, !dbg !254
  %a3.mux = select i1 %t95, i16 %t94, i16 %a3, !dbg !254
  %.1.mux = select i1 %t95, i1 true, i1 %.1, !dbg !254
  br i1 %69, label %b48, label %b50, !dbg !254

b48:                                              ; preds = %b46
  %70 = insertelement <2 x i16> poison, i16 %a3, i64 0, !dbg !255
  %71 = insertelement <2 x i16> %70, i16 %t94, i64 1, !dbg !255
  %72 = zext <2 x i16> %71 to <2 x i32>, !dbg !255
  %73 = shl nuw <2 x i32> %72, <i32 16, i32 16>, !dbg !255
  %74 = bitcast <2 x i32> %73 to <2 x float>, !dbg !255
  %shift24 = shufflevector <2 x float> %74, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !255
  %75 = fmul <2 x float> %shift24, %74, !dbg !255
  %bc = bitcast <2 x float> %75 to <2 x i32>, !dbg !255
  %.355 = extractelement <2 x i32> %bc, i64 0, !dbg !255
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i16 %a2, ptr addrspace(1) %a3, i16 %a4, ptr addrspace(1) %a5) local_unnamed_addr #4 !dbg !256 {
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
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !257
  %t16 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !257
  %0 = or i64 %t16, %t13, !dbg !257
  %t20 = ptrtoint ptr addrspace(1) %a5 to i64, !dbg !257
  %1 = or i64 %0, %t20, !dbg !257
  %2 = and i64 %1, 3, !dbg !257
  %3 = icmp eq i64 %2, 0, !dbg !257
  %t24 = ashr i64 %a0, 1, !dbg !257
  %t291 = icmp slt i64 %t11, %t24, !dbg !257
  %or.cond = select i1 %3, i1 %t291, i1 false, !dbg !257
  br i1 %or.cond, label %b3.preheader, label %b8, !dbg !257

b3.preheader:                                     ; preds = %entry
  %4 = insertelement <2 x i16> poison, i16 %a2, i64 0
  %5 = shufflevector <2 x i16> %4, <2 x i16> poison, <2 x i32> zeroinitializer
  %6 = insertelement <2 x i16> poison, i16 %a4, i64 0
  %7 = shufflevector <2 x i16> %6, <2 x i16> poison, <2 x i32> zeroinitializer
  br label %b3, !dbg !257

b3:                                               ; preds = %b3.preheader, %b7
  %t282 = phi i64 [ %t59, %b7 ], [ %t11, %b3.preheader ]
  br i1 %t0.not, label %b5, label %b4, !dbg !257

b4:                                               ; preds = %b3
  %t30 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t282, !dbg !257
  %.17 = load i32, ptr addrspace(1) %t30, align 4, !dbg !257
  %t34 = lshr i32 %.17, 16, !dbg !257
  %8 = insertelement <2 x i32> poison, i32 %.17, i64 0, !dbg !257
  %9 = insertelement <2 x i32> %8, i32 %t34, i64 1, !dbg !257
  %10 = trunc <2 x i32> %9 to <2 x i16>, !dbg !257
  br label %b5, !dbg !257

b5:                                               ; preds = %b4, %b3
  %11 = phi <2 x i16> [ %10, %b4 ], [ %5, %b3 ]
  br i1 %t1.not, label %b7, label %b6, !dbg !257

b6:                                               ; preds = %b5
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t282, !dbg !257
  %.18 = load i32, ptr addrspace(1) %t38, align 4, !dbg !257
  %t42 = lshr i32 %.18, 16, !dbg !257
  %12 = insertelement <2 x i32> poison, i32 %.18, i64 0, !dbg !257
  %13 = insertelement <2 x i32> %12, i32 %t42, i64 1, !dbg !257
  %14 = trunc <2 x i32> %13 to <2 x i16>, !dbg !257
  br label %b7, !dbg !257

b7:                                               ; preds = %b6, %b5
  %15 = phi <2 x i16> [ %14, %b6 ], [ %7, %b5 ]
  %16 = shufflevector <2 x i16> %11, <2 x i16> %15, <2 x i32> <i32 0, i32 2>, !dbg !258
  %17 = zext <2 x i16> %16 to <2 x i32>, !dbg !258
  %18 = shl nuw <2 x i32> %17, <i32 16, i32 16>, !dbg !258
  %19 = bitcast <2 x i32> %18 to <2 x float>, !dbg !258
  %20 = extractelement <2 x float> %19, i64 0, !dbg !258
  %21 = extractelement <2 x float> %19, i64 1, !dbg !258
  %t48 = fdiv float %20, %21, !dbg !258
  %.25 = bitcast float %t48 to i32, !dbg !258
  %.26 = and i32 %.25, 2147483647, !dbg !258
  %.27 = icmp ugt i32 %.26, 2139095040, !dbg !258
  %.28 = lshr i32 %.25, 16, !dbg !258
  %.29 = and i32 %.28, 1, !dbg !258
  %.30 = add i32 %.25, 32767, !dbg !258
  %.31 = add i32 %.30, %.29, !dbg !258
  %.32 = lshr i32 %.31, 16, !dbg !258
  %.34 = or i32 %.28, 64, !dbg !258
  %.35 = select i1 %.27, i32 %.34, i32 %.32, !dbg !258
  %22 = shufflevector <2 x i16> %11, <2 x i16> poison, <2 x i32> <i32 1, i32 undef>, !dbg !258
  %23 = shufflevector <2 x i16> %22, <2 x i16> %15, <2 x i32> <i32 0, i32 3>, !dbg !258
  %24 = zext <2 x i16> %23 to <2 x i32>, !dbg !258
  %25 = shl nuw <2 x i32> %24, <i32 16, i32 16>, !dbg !258
  %26 = bitcast <2 x i32> %25 to <2 x float>, !dbg !258
  %27 = extractelement <2 x float> %26, i64 0, !dbg !258
  %28 = extractelement <2 x float> %26, i64 1, !dbg !258
  %t52 = fdiv float %27, %28, !dbg !258
  %.43 = bitcast float %t52 to i32, !dbg !258
  %.44 = and i32 %.43, 2147483647, !dbg !258
  %.45 = icmp ugt i32 %.44, 2139095040, !dbg !258
  %.46 = lshr i32 %.43, 16, !dbg !258
  %.47 = and i32 %.46, 1, !dbg !258
  %.48 = add i32 %.43, 32767, !dbg !258
  %.49 = add i32 %.48, %.47, !dbg !258
  %.50 = lshr i32 %.49, 16, !dbg !258
  %.52 = or i32 %.46, 64, !dbg !258
  %.53 = select i1 %.45, i32 %.52, i32 %.50, !dbg !258
  %t56 = shl nuw i32 %.53, 16, !dbg !257
  %t57 = or i32 %t56, %.35, !dbg !257
  %t58 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t282, !dbg !257
  store i32 %t57, ptr addrspace(1) %t58, align 4, !dbg !257
  %t59 = add i64 %t282, %t12, !dbg !257
  %t29 = icmp slt i64 %t59, %t24, !dbg !257
  br i1 %t29, label %b3, label %b8, !dbg !257

b8:                                               ; preds = %b7, %entry
  %t60 = and i64 %a0, -2, !dbg !257
  %t61 = select i1 %3, i64 %t60, i64 0, !dbg !257
  %t62 = add i64 %t11, %t61, !dbg !257
  %t643 = icmp slt i64 %t62, %a0, !dbg !257
  br i1 %t643, label %b10, label %b15, !dbg !257

b10:                                              ; preds = %b8, %b14
  %t634 = phi i64 [ %t76, %b14 ], [ %t62, %b8 ]
  br i1 %t0.not, label %b12, label %b11, !dbg !257

b11:                                              ; preds = %b10
  %t65 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t634, !dbg !257
  %.55 = load i16, ptr addrspace(1) %t65, align 2, !dbg !257
  br label %b12, !dbg !257

b12:                                              ; preds = %b11, %b10
  %t67 = phi i16 [ %.55, %b11 ], [ %a2, %b10 ]
  br i1 %t1.not, label %b14, label %b13, !dbg !257

b13:                                              ; preds = %b12
  %t68 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t634, !dbg !257
  %.56 = load i16, ptr addrspace(1) %t68, align 2, !dbg !257
  br label %b14, !dbg !257

b14:                                              ; preds = %b13, %b12
  %t70 = phi i16 [ %.56, %b13 ], [ %a4, %b12 ]
  %29 = insertelement <2 x i16> poison, i16 %t67, i64 0, !dbg !258
  %30 = insertelement <2 x i16> %29, i16 %t70, i64 1, !dbg !258
  %31 = zext <2 x i16> %30 to <2 x i32>, !dbg !258
  %32 = shl nuw <2 x i32> %31, <i32 16, i32 16>, !dbg !258
  %33 = bitcast <2 x i32> %32 to <2 x float>, !dbg !258
  %34 = extractelement <2 x float> %33, i64 0, !dbg !258
  %35 = extractelement <2 x float> %33, i64 1, !dbg !258
  %t73 = fdiv float %34, %35, !dbg !258
  %.63 = bitcast float %t73 to i32, !dbg !258
  %.64 = and i32 %.63, 2147483647, !dbg !258
  %.65 = icmp ugt i32 %.64, 2139095040, !dbg !258
  %.66 = lshr i32 %.63, 16, !dbg !258
  %.67 = and i32 %.66, 1, !dbg !258
  %.68 = add i32 %.63, 32767, !dbg !258
  %.69 = add i32 %.68, %.67, !dbg !258
  %.70 = lshr i32 %.69, 16, !dbg !258
  %.72 = or i32 %.66, 64, !dbg !258
  %.73 = select i1 %.65, i32 %.72, i32 %.70, !dbg !258
  %.74 = trunc i32 %.73 to i16, !dbg !258
  %t75 = getelementptr inbounds i16, ptr addrspace(1) %a5, i64 %t634, !dbg !257
  store i16 %.74, ptr addrspace(1) %t75, align 2, !dbg !257
  %t76 = add i64 %t634, %t12, !dbg !257
  %t64 = icmp slt i64 %t76, %a0, !dbg !257
  br i1 %t64, label %b10, label %b15, !dbg !257

b15:                                              ; preds = %b14, %b8
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
  %0 = insertelement <2 x i16> poison, i16 %t143, i64 0, !dbg !261
  %1 = insertelement <2 x i16> %0, i16 %t146, i64 1, !dbg !261
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !261
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !261
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !261
  %5 = extractelement <2 x float> %4, i64 0, !dbg !261
  %6 = extractelement <2 x float> %4, i64 1, !dbg !261
  %t149 = fdiv float %5, %6, !dbg !261
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
  %0 = insertelement <2 x i16> poison, i16 %t2915, i64 0, !dbg !264
  %1 = insertelement <2 x i16> %0, i16 %.18, i64 1, !dbg !264
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !264
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !264
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !264
  %5 = extractelement <2 x float> %4, i64 0, !dbg !264
  %6 = extractelement <2 x float> %4, i64 1, !dbg !264
  %t36 = fdiv float %5, %6, !dbg !264
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
  %.41 = zext i16 %.19 to i32, !dbg !264
  %7 = insertelement <2 x i32> poison, i32 %.36, i64 0, !dbg !264
  %8 = insertelement <2 x i32> %7, i32 %.41, i64 1, !dbg !264
  %9 = shl nuw <2 x i32> %8, <i32 16, i32 16>, !dbg !264
  %10 = bitcast <2 x i32> %9 to <2 x float>, !dbg !264
  %11 = extractelement <2 x float> %10, i64 0, !dbg !264
  %12 = extractelement <2 x float> %10, i64 1, !dbg !264
  %t40 = fdiv float %11, %12, !dbg !264
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
  %13 = insertelement <2 x i16> poison, i16 %t4920, i64 0, !dbg !264
  %14 = insertelement <2 x i16> %13, i16 %.56, i64 1, !dbg !264
  %15 = zext <2 x i16> %14 to <2 x i32>, !dbg !264
  %16 = shl nuw <2 x i32> %15, <i32 16, i32 16>, !dbg !264
  %17 = bitcast <2 x i32> %16 to <2 x float>, !dbg !264
  %18 = extractelement <2 x float> %17, i64 0, !dbg !264
  %19 = extractelement <2 x float> %17, i64 1, !dbg !264
  %t54 = fdiv float %18, %19, !dbg !264
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
  %20 = insertelement <2 x i16> poison, i16 %t58, i64 0, !dbg !264
  %21 = insertelement <2 x i16> %20, i16 %.76, i64 1, !dbg !264
  %22 = zext <2 x i16> %21 to <2 x i32>, !dbg !264
  %23 = shl nuw <2 x i32> %22, <i32 16, i32 16>, !dbg !264
  %24 = bitcast <2 x i32> %23 to <2 x float>, !dbg !264
  %25 = extractelement <2 x float> %24, i64 0, !dbg !264
  %26 = extractelement <2 x float> %24, i64 1, !dbg !264
  %t69 = fdiv float %25, %26, !dbg !264
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
  %27 = insertelement <2 x i16> poison, i16 %t74, i64 0, !dbg !264
  %28 = insertelement <2 x i16> %27, i16 %.98, i64 1, !dbg !264
  %29 = zext <2 x i16> %28 to <2 x i32>, !dbg !264
  %30 = shl nuw <2 x i32> %29, <i32 16, i32 16>, !dbg !264
  %31 = bitcast <2 x i32> %30 to <2 x float>, !dbg !264
  %32 = extractelement <2 x float> %31, i64 0, !dbg !264
  %33 = extractelement <2 x float> %31, i64 1, !dbg !264
  %t84 = fdiv float %32, %33, !dbg !264
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
  %34 = insertelement <2 x i16> poison, i16 %t89, i64 0, !dbg !264
  %35 = insertelement <2 x i16> %34, i16 %.120, i64 1, !dbg !264
  %36 = zext <2 x i16> %35 to <2 x i32>, !dbg !264
  %37 = shl nuw <2 x i32> %36, <i32 16, i32 16>, !dbg !264
  %38 = bitcast <2 x i32> %37 to <2 x float>, !dbg !264
  %39 = extractelement <2 x float> %38, i64 0, !dbg !264
  %40 = extractelement <2 x float> %38, i64 1, !dbg !264
  %t99 = fdiv float %39, %40, !dbg !264
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
  %.143 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.142), !dbg !263
  %.144 = zext i32 %.143 to i64, !dbg !263
  %.145 = add nuw nsw i64 %.144, 16, !dbg !263
  %.146 = icmp ult i32 %.143, 48, !dbg !263
  %.147 = tail call i64 @llvm.read_register.i64(metadata !228) #12, !dbg !263
  %.148 = and i64 %.145, 63, !dbg !263
  %41 = shl nuw i64 1, %.148, !dbg !263
  %42 = and i64 %41, %.147, !dbg !263
  %.150 = icmp ne i64 %42, 0, !dbg !263
  %.151 = and i1 %.146, %.150, !dbg !263
  %.152 = trunc i64 %.145 to i32, !dbg !263
  %.153 = shl i32 %.152, 2, !dbg !263
  %.154 = zext i16 %t104 to i32, !dbg !263
  %.155 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.154), !dbg !263
  %.156 = trunc i32 %.155 to i16, !dbg !263
  %t106 = select i1 %.151, i16 %.156, i16 %t104, !dbg !263
  %.170 = zext i1 %t105 to i32, !dbg !263
  %.171 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.170), !dbg !263
  %43 = and i32 %.171, 1, !dbg !263
  %.172 = icmp ne i32 %43, 0, !dbg !263
  %t107 = select i1 %.151, i1 %.172, i1 %t105, !dbg !263
  %t108 = icmp slt i32 %.1, 16, !dbg !263
  %t109 = and i1 %t108, %t107, !dbg !263
  %44 = select i1 %t109, i1 %t105, i1 false, !dbg !263
  %t104.mux = select i1 %t109, i16 %t106, i16 %t104, !dbg !263
  %t105.mux = select i1 %t109, i1 true, i1 %t105, !dbg !263
  br i1 %44, label %b29, label %b31, !dbg !263

b29:                                              ; preds = %b27
  %.176 = zext i16 %t106 to i32, !dbg !264
  %45 = insertelement <2 x i32> poison, i32 %.154, i64 0, !dbg !264
  %46 = insertelement <2 x i32> %45, i32 %.176, i64 1, !dbg !264
  %47 = shl nuw <2 x i32> %46, <i32 16, i32 16>, !dbg !264
  %48 = bitcast <2 x i32> %47 to <2 x float>, !dbg !264
  %49 = extractelement <2 x float> %48, i64 0, !dbg !264
  %50 = extractelement <2 x float> %48, i64 1, !dbg !264
  %t112 = fdiv float %49, %50, !dbg !264
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
  %.195 = add nuw nsw i64 %.144, 8, !dbg !263
  %.196 = icmp ult i32 %.143, 56, !dbg !263
  %.198 = and i64 %.195, 63, !dbg !263
  %51 = shl nuw i64 1, %.198, !dbg !263
  %52 = and i64 %51, %.147, !dbg !263
  %.200 = icmp ne i64 %52, 0, !dbg !263
  %.201 = and i1 %.196, %.200, !dbg !263
  %.202 = trunc i64 %.195 to i32, !dbg !263
  %.203 = shl i32 %.202, 2, !dbg !263
  %.204 = zext i16 %t115 to i32, !dbg !263
  %.205 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.203, i32 %.204), !dbg !263
  %.206 = trunc i32 %.205 to i16, !dbg !263
  %t117 = select i1 %.201, i16 %.206, i16 %t115, !dbg !263
  %.220 = zext i1 %t116 to i32, !dbg !263
  %.221 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.203, i32 %.220), !dbg !263
  %53 = and i32 %.221, 1, !dbg !263
  %.222 = icmp ne i32 %53, 0, !dbg !263
  %t118 = select i1 %.201, i1 %.222, i1 %t116, !dbg !263
  %t119 = icmp slt i32 %.1, 24, !dbg !263
  %t120 = and i1 %t119, %t118, !dbg !263
  %54 = select i1 %t120, i1 %t116, i1 false, !dbg !263
  %t115.mux = select i1 %t120, i16 %t117, i16 %t115, !dbg !263
  %t116.mux = select i1 %t120, i1 true, i1 %t116, !dbg !263
  br i1 %54, label %b33, label %b35, !dbg !263

b33:                                              ; preds = %b31
  %.226 = zext i16 %t117 to i32, !dbg !264
  %55 = insertelement <2 x i32> poison, i32 %.204, i64 0, !dbg !264
  %56 = insertelement <2 x i32> %55, i32 %.226, i64 1, !dbg !264
  %57 = shl nuw <2 x i32> %56, <i32 16, i32 16>, !dbg !264
  %58 = bitcast <2 x i32> %57 to <2 x float>, !dbg !264
  %59 = extractelement <2 x float> %58, i64 0, !dbg !264
  %60 = extractelement <2 x float> %58, i64 1, !dbg !264
  %t123 = fdiv float %59, %60, !dbg !264
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
  %.245 = add nuw nsw i64 %.144, 4, !dbg !263
  %.246 = icmp ult i32 %.143, 60, !dbg !263
  %.248 = and i64 %.245, 63, !dbg !263
  %61 = shl nuw i64 1, %.248, !dbg !263
  %62 = and i64 %61, %.147, !dbg !263
  %.250 = icmp ne i64 %62, 0, !dbg !263
  %.251 = and i1 %.246, %.250, !dbg !263
  %.252 = trunc i64 %.245 to i32, !dbg !263
  %.253 = shl i32 %.252, 2, !dbg !263
  %.254 = zext i16 %t126 to i32, !dbg !263
  %.255 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.253, i32 %.254), !dbg !263
  %.256 = trunc i32 %.255 to i16, !dbg !263
  %t128 = select i1 %.251, i16 %.256, i16 %t126, !dbg !263
  %.270 = zext i1 %t127 to i32, !dbg !263
  %.271 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.253, i32 %.270), !dbg !263
  %63 = and i32 %.271, 1, !dbg !263
  %.272 = icmp ne i32 %63, 0, !dbg !263
  %t129 = select i1 %.251, i1 %.272, i1 %t127, !dbg !263
  %t130 = icmp slt i32 %.1, 28, !dbg !263
  %t131 = and i1 %t130, %t129, !dbg !263
  %64 = select i1 %t131, i1 %t127, i1 false, !dbg !263
  %t126.mux = select i1 %t131, i16 %t128, i16 %t126, !dbg !263
  %t127.mux = select i1 %t131, i1 true, i1 %t127, !dbg !263
  br i1 %64, label %b37, label %b39, !dbg !263

b37:                                              ; preds = %b35
  %.276 = zext i16 %t128 to i32, !dbg !264
  %65 = insertelement <2 x i32> poison, i32 %.254, i64 0, !dbg !264
  %66 = insertelement <2 x i32> %65, i32 %.276, i64 1, !dbg !264
  %67 = shl nuw <2 x i32> %66, <i32 16, i32 16>, !dbg !264
  %68 = bitcast <2 x i32> %67 to <2 x float>, !dbg !264
  %69 = extractelement <2 x float> %68, i64 0, !dbg !264
  %70 = extractelement <2 x float> %68, i64 1, !dbg !264
  %t134 = fdiv float %69, %70, !dbg !264
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
  %.295 = add nuw nsw i64 %.144, 2, !dbg !263
  %.296 = icmp ult i32 %.143, 62, !dbg !263
  %.298 = and i64 %.295, 63, !dbg !263
  %71 = shl nuw i64 1, %.298, !dbg !263
  %72 = and i64 %71, %.147, !dbg !263
  %.300 = icmp ne i64 %72, 0, !dbg !263
  %.301 = and i1 %.296, %.300, !dbg !263
  %.302 = trunc i64 %.295 to i32, !dbg !263
  %.303 = shl i32 %.302, 2, !dbg !263
  %.304 = zext i16 %t137 to i32, !dbg !263
  %.305 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.303, i32 %.304), !dbg !263
  %.306 = trunc i32 %.305 to i16, !dbg !263
  %t139 = select i1 %.301, i16 %.306, i16 %t137, !dbg !263
  %.320 = zext i1 %t138 to i32, !dbg !263
  %.321 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.303, i32 %.320), !dbg !263
  %73 = and i32 %.321, 1, !dbg !263
  %.322 = icmp ne i32 %73, 0, !dbg !263
  %t140 = select i1 %.301, i1 %.322, i1 %t138, !dbg !263
  %t141 = icmp slt i32 %.1, 30, !dbg !263
  %t142 = and i1 %t141, %t140, !dbg !263
  %74 = select i1 %t142, i1 %t138, i1 false, !dbg !263
  %t137.mux = select i1 %t142, i16 %t139, i16 %t137, !dbg !263
  %t138.mux = select i1 %t142, i1 true, i1 %t138, !dbg !263
  br i1 %74, label %b41, label %b43, !dbg !263

b41:                                              ; preds = %b39
  %.326 = zext i16 %t139 to i32, !dbg !264
  %75 = insertelement <2 x i32> poison, i32 %.304, i64 0, !dbg !264
  %76 = insertelement <2 x i32> %75, i32 %.326, i64 1, !dbg !264
  %77 = shl nuw <2 x i32> %76, <i32 16, i32 16>, !dbg !264
  %78 = bitcast <2 x i32> %77 to <2 x float>, !dbg !264
  %79 = extractelement <2 x float> %78, i64 0, !dbg !264
  %80 = extractelement <2 x float> %78, i64 1, !dbg !264
  %t145 = fdiv float %79, %80, !dbg !264
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
  %.345 = add nuw nsw i64 %.144, 1, !dbg !263
  %.346 = icmp ult i32 %.143, 63, !dbg !263
  %.348 = and i64 %.345, 63, !dbg !263
  %81 = shl nuw i64 1, %.348, !dbg !263
  %82 = and i64 %81, %.147, !dbg !263
  %.350 = icmp ne i64 %82, 0, !dbg !263
  %.351 = and i1 %.346, %.350, !dbg !263
  %.352 = trunc i64 %.345 to i32, !dbg !263
  %.353 = shl i32 %.352, 2, !dbg !263
  %.354 = zext i16 %t148 to i32, !dbg !263
  %.355 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.353, i32 %.354), !dbg !263
  %.356 = trunc i32 %.355 to i16, !dbg !263
  %t150 = select i1 %.351, i16 %.356, i16 %t148, !dbg !263
  %.370 = zext i1 %t149 to i32, !dbg !263
  %.371 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.353, i32 %.370), !dbg !263
  %83 = and i32 %.371, 1, !dbg !263
  %.372 = icmp ne i32 %83, 0, !dbg !263
  %t151 = select i1 %.351, i1 %.372, i1 %t149, !dbg !263
  %t152 = icmp slt i32 %.1, 31, !dbg !263
  %t153 = and i1 %t152, %t151, !dbg !263
  %84 = select i1 %t153, i1 %t149, i1 false, !dbg !263
  %t148.mux = select i1 %t153, i16 %t150, i16 %t148, !dbg !263
  %t149.mux = select i1 %t153, i1 true, i1 %t149, !dbg !263
  br i1 %84, label %b45, label %b48, !dbg !263

b45:                                              ; preds = %b43
  %.376 = zext i16 %t150 to i32, !dbg !264
  %85 = insertelement <2 x i32> poison, i32 %.354, i64 0, !dbg !264
  %86 = insertelement <2 x i32> %85, i32 %.376, i64 1, !dbg !264
  %87 = shl nuw <2 x i32> %86, <i32 16, i32 16>, !dbg !264
  %88 = bitcast <2 x i32> %87 to <2 x float>, !dbg !264
  %89 = extractelement <2 x float> %88, i64 0, !dbg !264
  %90 = extractelement <2 x float> %88, i64 1, !dbg !264
  %t156 = fdiv float %89, %90, !dbg !264
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
  %7 = insertelement <2 x i16> poison, i16 %t18, i64 0, !dbg !267
  %8 = insertelement <2 x i16> %7, i16 %.24, i64 1, !dbg !267
  %9 = zext <2 x i16> %8 to <2 x i32>, !dbg !267
  %10 = shl nuw <2 x i32> %9, <i32 16, i32 16>, !dbg !267
  %11 = bitcast <2 x i32> %10 to <2 x float>, !dbg !267
  %12 = extractelement <2 x float> %11, i64 0, !dbg !267
  %13 = extractelement <2 x float> %11, i64 1, !dbg !267
  %t29 = fdiv float %12, %13, !dbg !267
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
  %14 = insertelement <2 x i16> poison, i16 %t34, i64 0, !dbg !267
  %15 = insertelement <2 x i16> %14, i16 %.46, i64 1, !dbg !267
  %16 = zext <2 x i16> %15 to <2 x i32>, !dbg !267
  %17 = shl nuw <2 x i32> %16, <i32 16, i32 16>, !dbg !267
  %18 = bitcast <2 x i32> %17 to <2 x float>, !dbg !267
  %19 = extractelement <2 x float> %18, i64 0, !dbg !267
  %20 = extractelement <2 x float> %18, i64 1, !dbg !267
  %t44 = fdiv float %19, %20, !dbg !267
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
  %21 = insertelement <2 x i16> poison, i16 %t49, i64 0, !dbg !267
  %22 = insertelement <2 x i16> %21, i16 %.68, i64 1, !dbg !267
  %23 = zext <2 x i16> %22 to <2 x i32>, !dbg !267
  %24 = shl nuw <2 x i32> %23, <i32 16, i32 16>, !dbg !267
  %25 = bitcast <2 x i32> %24 to <2 x float>, !dbg !267
  %26 = extractelement <2 x float> %25, i64 0, !dbg !267
  %27 = extractelement <2 x float> %25, i64 1, !dbg !267
  %t59 = fdiv float %26, %27, !dbg !267
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
  %.91 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.90), !dbg !266
  %.92 = zext i32 %.91 to i64, !dbg !266
  %.93 = add nuw nsw i64 %.92, 16, !dbg !266
  %.94 = icmp ult i32 %.91, 48, !dbg !266
  %.95 = tail call i64 @llvm.read_register.i64(metadata !228) #12, !dbg !266
  %.96 = and i64 %.93, 63, !dbg !266
  %28 = shl nuw i64 1, %.96, !dbg !266
  %29 = and i64 %28, %.95, !dbg !266
  %.98 = icmp ne i64 %29, 0, !dbg !266
  %.99 = and i1 %.94, %.98, !dbg !266
  %.100 = trunc i64 %.93 to i32, !dbg !266
  %.101 = shl i32 %.100, 2, !dbg !266
  %.102 = zext i16 %t64 to i32, !dbg !266
  %.103 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.101, i32 %.102), !dbg !266
  %.104 = trunc i32 %.103 to i16, !dbg !266
  %t66 = select i1 %.99, i16 %.104, i16 %t64, !dbg !266
  %.118 = zext i1 %t65 to i32, !dbg !266
  %.119 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.101, i32 %.118), !dbg !266
  %30 = and i32 %.119, 1, !dbg !266
  %.120 = icmp ne i32 %30, 0, !dbg !266
  %t67 = select i1 %.99, i1 %.120, i1 %t65, !dbg !266
  %t68 = icmp slt i32 %.2, 16, !dbg !266
  %t69 = and i1 %t68, %t67, !dbg !266
  %31 = select i1 %t69, i1 %t65, i1 false, !dbg !266
  %t64.mux = select i1 %t69, i16 %t66, i16 %t64, !dbg !266
  %t65.mux = select i1 %t69, i1 true, i1 %t65, !dbg !266
  br i1 %31, label %b26, label %b28, !dbg !266

b26:                                              ; preds = %b24
  %.124 = zext i16 %t66 to i32, !dbg !267
  %32 = insertelement <2 x i32> poison, i32 %.102, i64 0, !dbg !267
  %33 = insertelement <2 x i32> %32, i32 %.124, i64 1, !dbg !267
  %34 = shl nuw <2 x i32> %33, <i32 16, i32 16>, !dbg !267
  %35 = bitcast <2 x i32> %34 to <2 x float>, !dbg !267
  %36 = extractelement <2 x float> %35, i64 0, !dbg !267
  %37 = extractelement <2 x float> %35, i64 1, !dbg !267
  %t72 = fdiv float %36, %37, !dbg !267
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
  %.143 = add nuw nsw i64 %.92, 8, !dbg !266
  %.144 = icmp ult i32 %.91, 56, !dbg !266
  %.146 = and i64 %.143, 63, !dbg !266
  %38 = shl nuw i64 1, %.146, !dbg !266
  %39 = and i64 %38, %.95, !dbg !266
  %.148 = icmp ne i64 %39, 0, !dbg !266
  %.149 = and i1 %.144, %.148, !dbg !266
  %.150 = trunc i64 %.143 to i32, !dbg !266
  %.151 = shl i32 %.150, 2, !dbg !266
  %.152 = zext i16 %t75 to i32, !dbg !266
  %.153 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.151, i32 %.152), !dbg !266
  %.154 = trunc i32 %.153 to i16, !dbg !266
  %t77 = select i1 %.149, i16 %.154, i16 %t75, !dbg !266
  %.168 = zext i1 %t76 to i32, !dbg !266
  %.169 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.151, i32 %.168), !dbg !266
  %40 = and i32 %.169, 1, !dbg !266
  %.170 = icmp ne i32 %40, 0, !dbg !266
  %t78 = select i1 %.149, i1 %.170, i1 %t76, !dbg !266
  %t79 = icmp slt i32 %.2, 24, !dbg !266
  %t80 = and i1 %t79, %t78, !dbg !266
  %41 = select i1 %t80, i1 %t76, i1 false, !dbg !266
  %t75.mux = select i1 %t80, i16 %t77, i16 %t75, !dbg !266
  %t76.mux = select i1 %t80, i1 true, i1 %t76, !dbg !266
  br i1 %41, label %b30, label %b32, !dbg !266

b30:                                              ; preds = %b28
  %.174 = zext i16 %t77 to i32, !dbg !267
  %42 = insertelement <2 x i32> poison, i32 %.152, i64 0, !dbg !267
  %43 = insertelement <2 x i32> %42, i32 %.174, i64 1, !dbg !267
  %44 = shl nuw <2 x i32> %43, <i32 16, i32 16>, !dbg !267
  %45 = bitcast <2 x i32> %44 to <2 x float>, !dbg !267
  %46 = extractelement <2 x float> %45, i64 0, !dbg !267
  %47 = extractelement <2 x float> %45, i64 1, !dbg !267
  %t83 = fdiv float %46, %47, !dbg !267
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
  %.193 = add nuw nsw i64 %.92, 4, !dbg !266
  %.194 = icmp ult i32 %.91, 60, !dbg !266
  %.196 = and i64 %.193, 63, !dbg !266
  %48 = shl nuw i64 1, %.196, !dbg !266
  %49 = and i64 %48, %.95, !dbg !266
  %.198 = icmp ne i64 %49, 0, !dbg !266
  %.199 = and i1 %.194, %.198, !dbg !266
  %.200 = trunc i64 %.193 to i32, !dbg !266
  %.201 = shl i32 %.200, 2, !dbg !266
  %.202 = zext i16 %t86 to i32, !dbg !266
  %.203 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.201, i32 %.202), !dbg !266
  %.204 = trunc i32 %.203 to i16, !dbg !266
  %t88 = select i1 %.199, i16 %.204, i16 %t86, !dbg !266
  %.218 = zext i1 %t87 to i32, !dbg !266
  %.219 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.201, i32 %.218), !dbg !266
  %50 = and i32 %.219, 1, !dbg !266
  %.220 = icmp ne i32 %50, 0, !dbg !266
  %t89 = select i1 %.199, i1 %.220, i1 %t87, !dbg !266
  %t90 = icmp slt i32 %.2, 28, !dbg !266
  %t91 = and i1 %t90, %t89, !dbg !266
  %51 = select i1 %t91, i1 %t87, i1 false, !dbg !266
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !266
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !266
  br i1 %51, label %b34, label %b36, !dbg !266

b34:                                              ; preds = %b32
  %.224 = zext i16 %t88 to i32, !dbg !267
  %52 = insertelement <2 x i32> poison, i32 %.202, i64 0, !dbg !267
  %53 = insertelement <2 x i32> %52, i32 %.224, i64 1, !dbg !267
  %54 = shl nuw <2 x i32> %53, <i32 16, i32 16>, !dbg !267
  %55 = bitcast <2 x i32> %54 to <2 x float>, !dbg !267
  %56 = extractelement <2 x float> %55, i64 0, !dbg !267
  %57 = extractelement <2 x float> %55, i64 1, !dbg !267
  %t94 = fdiv float %56, %57, !dbg !267
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
  %.243 = add nuw nsw i64 %.92, 2, !dbg !266
  %.244 = icmp ult i32 %.91, 62, !dbg !266
  %.246 = and i64 %.243, 63, !dbg !266
  %58 = shl nuw i64 1, %.246, !dbg !266
  %59 = and i64 %58, %.95, !dbg !266
  %.248 = icmp ne i64 %59, 0, !dbg !266
  %.249 = and i1 %.244, %.248, !dbg !266
  %.250 = trunc i64 %.243 to i32, !dbg !266
  %.251 = shl i32 %.250, 2, !dbg !266
  %.252 = zext i16 %t97 to i32, !dbg !266
  %.253 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.251, i32 %.252), !dbg !266
  %.254 = trunc i32 %.253 to i16, !dbg !266
  %t99 = select i1 %.249, i16 %.254, i16 %t97, !dbg !266
  %.268 = zext i1 %t98 to i32, !dbg !266
  %.269 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.251, i32 %.268), !dbg !266
  %60 = and i32 %.269, 1, !dbg !266
  %.270 = icmp ne i32 %60, 0, !dbg !266
  %t100 = select i1 %.249, i1 %.270, i1 %t98, !dbg !266
  %t101 = icmp slt i32 %.2, 30, !dbg !266
  %t102 = and i1 %t101, %t100, !dbg !266
  %61 = select i1 %t102, i1 %t98, i1 false, !dbg !266
  %t97.mux = select i1 %t102, i16 %t99, i16 %t97, !dbg !266
  %t98.mux = select i1 %t102, i1 true, i1 %t98, !dbg !266
  br i1 %61, label %b38, label %b40, !dbg !266

b38:                                              ; preds = %b36
  %.274 = zext i16 %t99 to i32, !dbg !267
  %62 = insertelement <2 x i32> poison, i32 %.252, i64 0, !dbg !267
  %63 = insertelement <2 x i32> %62, i32 %.274, i64 1, !dbg !267
  %64 = shl nuw <2 x i32> %63, <i32 16, i32 16>, !dbg !267
  %65 = bitcast <2 x i32> %64 to <2 x float>, !dbg !267
  %66 = extractelement <2 x float> %65, i64 0, !dbg !267
  %67 = extractelement <2 x float> %65, i64 1, !dbg !267
  %t105 = fdiv float %66, %67, !dbg !267
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
  %.293 = add nuw nsw i64 %.92, 1, !dbg !266
  %.294 = icmp ult i32 %.91, 63, !dbg !266
  %.296 = and i64 %.293, 63, !dbg !266
  %68 = shl nuw i64 1, %.296, !dbg !266
  %69 = and i64 %68, %.95, !dbg !266
  %.298 = icmp ne i64 %69, 0, !dbg !266
  %.299 = and i1 %.294, %.298, !dbg !266
  %.300 = trunc i64 %.293 to i32, !dbg !266
  %.301 = shl i32 %.300, 2, !dbg !266
  %.302 = zext i16 %t108 to i32, !dbg !266
  %.303 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.301, i32 %.302), !dbg !266
  %.304 = trunc i32 %.303 to i16, !dbg !266
  %t110 = select i1 %.299, i16 %.304, i16 %t108, !dbg !266
  %.318 = zext i1 %t109 to i32, !dbg !266
  %.319 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.301, i32 %.318), !dbg !266
  %70 = and i32 %.319, 1, !dbg !266
  %.320 = icmp ne i32 %70, 0, !dbg !266
  %t111 = select i1 %.299, i1 %.320, i1 %t109, !dbg !266
  %t112 = icmp slt i32 %.2, 31, !dbg !266
  %t113 = and i1 %t112, %t111, !dbg !266
  %71 = select i1 %t113, i1 %t109, i1 false, !dbg !266
  %t108.mux = select i1 %t113, i16 %t110, i16 %t108, !dbg !266
  %t109.mux = select i1 %t113, i1 true, i1 %t109, !dbg !266
  br i1 %71, label %b42, label %b45, !dbg !266

b42:                                              ; preds = %b40
  %.324 = zext i16 %t110 to i32, !dbg !267
  %72 = insertelement <2 x i32> poison, i32 %.302, i64 0, !dbg !267
  %73 = insertelement <2 x i32> %72, i32 %.324, i64 1, !dbg !267
  %74 = shl nuw <2 x i32> %73, <i32 16, i32 16>, !dbg !267
  %75 = bitcast <2 x i32> %74 to <2 x float>, !dbg !267
  %76 = extractelement <2 x float> %75, i64 0, !dbg !267
  %77 = extractelement <2 x float> %75, i64 1, !dbg !267
  %t116 = fdiv float %76, %77, !dbg !267
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
  %78 = select i1 %t122, i1 %.1, i1 false, !dbg !266
  %a3.mux = select i1 %t122, i16 %t121, i16 %a3, !dbg !266
  %.1.mux = select i1 %t122, i1 true, i1 %.1, !dbg !266
  br i1 %78, label %b48, label %b50, !dbg !266

b48:                                              ; preds = %b46
  %79 = insertelement <2 x i16> poison, i16 %a3, i64 0, !dbg !267
  %80 = insertelement <2 x i16> %79, i16 %t121, i64 1, !dbg !267
  %81 = zext <2 x i16> %80 to <2 x i32>, !dbg !267
  %82 = shl nuw <2 x i32> %81, <i32 16, i32 16>, !dbg !267
  %83 = bitcast <2 x i32> %82 to <2 x float>, !dbg !267
  %84 = extractelement <2 x float> %83, i64 0, !dbg !267
  %85 = extractelement <2 x float> %83, i64 1, !dbg !267
  %t126 = fdiv float %84, %85, !dbg !267
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Square_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i16 %a2, ptr addrspace(1) %a3) local_unnamed_addr #4 !dbg !268 {
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
  %t12 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !269
  %t15 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !269
  %0 = or i64 %t15, %t12, !dbg !269
  %1 = and i64 %0, 3, !dbg !269
  %2 = icmp eq i64 %1, 0, !dbg !269
  %t19 = ashr i64 %a0, 1, !dbg !269
  %t231 = icmp slt i64 %t10, %t19, !dbg !269
  %or.cond = select i1 %2, i1 %t231, i1 false, !dbg !269
  br i1 %or.cond, label %b3.preheader, label %b6, !dbg !269

b3.preheader:                                     ; preds = %entry
  %3 = insertelement <2 x i16> poison, i16 %a2, i64 0
  %4 = shufflevector <2 x i16> %3, <2 x i16> poison, <2 x i32> zeroinitializer
  br label %b3, !dbg !269

b3:                                               ; preds = %b3.preheader, %b5
  %t222 = phi i64 [ %t39, %b5 ], [ %t10, %b3.preheader ]
  br i1 %t0.not, label %b5, label %b4, !dbg !269

b4:                                               ; preds = %b3
  %t24 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t222, !dbg !269
  %.17 = load i32, ptr addrspace(1) %t24, align 4, !dbg !269
  %t28 = lshr i32 %.17, 16, !dbg !269
  %5 = insertelement <2 x i32> poison, i32 %.17, i64 0, !dbg !269
  %6 = insertelement <2 x i32> %5, i32 %t28, i64 1, !dbg !269
  %7 = trunc <2 x i32> %6 to <2 x i16>, !dbg !269
  br label %b5, !dbg !269

b5:                                               ; preds = %b4, %b3
  %8 = phi <2 x i16> [ %7, %b4 ], [ %4, %b3 ]
  %9 = extractelement <2 x i16> %8, i64 0, !dbg !270
  %.18 = zext i16 %9 to i32, !dbg !270
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
  %10 = extractelement <2 x i16> %8, i64 1, !dbg !270
  %.37 = zext i16 %10 to i32, !dbg !270
  %.38 = shl nuw i32 %.37, 16, !dbg !270
  %.39 = bitcast i32 %.38 to float, !dbg !270
  %.43 = fmul float %.39, %.39, !dbg !270
  %.44 = bitcast float %.43 to i32, !dbg !270
  %.45 = and i32 %.44, 2147483647, !dbg !270
  %.46 = icmp ugt i32 %.45, 2139095040, !dbg !270
  %.47 = lshr i32 %.44, 16, !dbg !270
  %.48 = and i32 %.47, 1, !dbg !270
  %.49 = add i32 %.44, 32767, !dbg !270
  %.50 = add i32 %.49, %.48, !dbg !270
  %.51 = lshr i32 %.50, 16, !dbg !270
  %.53 = or i32 %.47, 64, !dbg !270
  %.54 = select i1 %.46, i32 %.53, i32 %.51, !dbg !270
  %t36 = shl nuw i32 %.54, 16, !dbg !269
  %t37 = or i32 %t36, %.35, !dbg !269
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t222, !dbg !269
  store i32 %t37, ptr addrspace(1) %t38, align 4, !dbg !269
  %t39 = add i64 %t222, %t11, !dbg !269
  %t23 = icmp slt i64 %t39, %t19, !dbg !269
  br i1 %t23, label %b3, label %b6, !dbg !269

b6:                                               ; preds = %b5, %entry
  %t40 = and i64 %a0, -2, !dbg !269
  %t41 = select i1 %2, i64 %t40, i64 0, !dbg !269
  %t42 = add i64 %t10, %t41, !dbg !269
  %t443 = icmp slt i64 %t42, %a0, !dbg !269
  br i1 %t443, label %b8, label %b11, !dbg !269

b8:                                               ; preds = %b6, %b10
  %t434 = phi i64 [ %t50, %b10 ], [ %t42, %b6 ]
  br i1 %t0.not, label %b10, label %b9, !dbg !269

b9:                                               ; preds = %b8
  %t45 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t434, !dbg !269
  %.56 = load i16, ptr addrspace(1) %t45, align 2, !dbg !269
  br label %b10, !dbg !269

b10:                                              ; preds = %b9, %b8
  %t47 = phi i16 [ %.56, %b9 ], [ %a2, %b8 ]
  %.57 = zext i16 %t47 to i32, !dbg !270
  %.58 = shl nuw i32 %.57, 16, !dbg !270
  %.59 = bitcast i32 %.58 to float, !dbg !270
  %.63 = fmul float %.59, %.59, !dbg !270
  %.64 = bitcast float %.63 to i32, !dbg !270
  %.65 = and i32 %.64, 2147483647, !dbg !270
  %.66 = icmp ugt i32 %.65, 2139095040, !dbg !270
  %.67 = lshr i32 %.64, 16, !dbg !270
  %.68 = and i32 %.67, 1, !dbg !270
  %.69 = add i32 %.64, 32767, !dbg !270
  %.70 = add i32 %.69, %.68, !dbg !270
  %.71 = lshr i32 %.70, 16, !dbg !270
  %.73 = or i32 %.67, 64, !dbg !270
  %.74 = select i1 %.66, i32 %.73, i32 %.71, !dbg !270
  %.75 = trunc i32 %.74 to i16, !dbg !270
  %t49 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t434, !dbg !269
  store i16 %.75, ptr addrspace(1) %t49, align 2, !dbg !269
  %t50 = add i64 %t434, %t11, !dbg !269
  %t44 = icmp slt i64 %t50, %a0, !dbg !269
  br i1 %t44, label %b8, label %b11, !dbg !269

b11:                                              ; preds = %b10, %b6
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
  %0 = insertelement <2 x i16> poison, i16 %t17, i64 0, !dbg !276
  %1 = insertelement <2 x i16> %0, i16 %t20, i64 1, !dbg !276
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !276
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !276
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !276
  %5 = extractelement <2 x float> %4, i64 0, !dbg !276
  %6 = extractelement <2 x float> %4, i64 1, !dbg !276
  %t23 = fcmp oeq float %5, %6, !dbg !276
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
  %0 = insertelement <2 x i16> poison, i16 %t143, i64 0, !dbg !279
  %1 = insertelement <2 x i16> %0, i16 %t146, i64 1, !dbg !279
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !279
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !279
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !279
  %5 = extractelement <2 x float> %4, i64 0, !dbg !279
  %6 = extractelement <2 x float> %4, i64 1, !dbg !279
  %t149 = fcmp oeq float %5, %6, !dbg !279
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
  %0 = insertelement <2 x i16> poison, i16 %t17, i64 0, !dbg !282
  %1 = insertelement <2 x i16> %0, i16 %t20, i64 1, !dbg !282
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !282
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !282
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !282
  %5 = extractelement <2 x float> %4, i64 0, !dbg !282
  %6 = extractelement <2 x float> %4, i64 1, !dbg !282
  %t23 = fcmp olt float %5, %6, !dbg !282
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
  %0 = insertelement <2 x i16> poison, i16 %t143, i64 0, !dbg !285
  %1 = insertelement <2 x i16> %0, i16 %t146, i64 1, !dbg !285
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !285
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !285
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !285
  %5 = extractelement <2 x float> %4, i64 0, !dbg !285
  %6 = extractelement <2 x float> %4, i64 1, !dbg !285
  %t149 = fcmp olt float %5, %6, !dbg !285
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
  %0 = insertelement <2 x i16> poison, i16 %t17, i64 0, !dbg !288
  %1 = insertelement <2 x i16> %0, i16 %t20, i64 1, !dbg !288
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !288
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !288
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !288
  %5 = extractelement <2 x float> %4, i64 0, !dbg !288
  %6 = extractelement <2 x float> %4, i64 1, !dbg !288
  %t23 = fcmp ole float %5, %6, !dbg !288
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
  %0 = insertelement <2 x i16> poison, i16 %t143, i64 0, !dbg !291
  %1 = insertelement <2 x i16> %0, i16 %t146, i64 1, !dbg !291
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !291
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !291
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !291
  %5 = extractelement <2 x float> %4, i64 0, !dbg !291
  %6 = extractelement <2 x float> %4, i64 1, !dbg !291
  %t149 = fcmp ole float %5, %6, !dbg !291
  %t150 = getelementptr inbounds i8, ptr addrspace(1) %a30, i64 %t140, !dbg !290
  %.25 = zext i1 %t149 to i8, !dbg !290
  store i8 %.25, ptr addrspace(1) %t150, align 1, !dbg !290
  %t151 = add i64 %t282, %t12, !dbg !290
  %t29 = icmp slt i64 %t151, %a0, !dbg !290
  br i1 %t29, label %b2, label %b23, !dbg !290

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !290
}

; Function Attrs: nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16ToFloat32_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i16 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #5 !dbg !292 {
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
  %t12 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !293
  %t13 = and i64 %t12, 3, !dbg !293
  %t14 = icmp eq i64 %t13, 0, !dbg !293
  %t15 = ashr i64 %a0, 1, !dbg !293
  br i1 %t14, label %b1, label %b6, !dbg !293

b1:                                               ; preds = %entry
  %t19 = shl nsw i64 %t11, 1, !dbg !293
  %t251 = icmp slt i64 %t10, %t15, !dbg !293
  br i1 %t251, label %b3.preheader, label %b6, !dbg !293

b3.preheader:                                     ; preds = %b1
  %t17 = shl nsw i64 %t10, 1, !dbg !293
  %t20 = or i64 %t17, 1, !dbg !293
  %t21 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t20, !dbg !293
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t17, !dbg !293
  %0 = insertelement <2 x i16> poison, i16 %a2, i64 0
  %1 = shufflevector <2 x i16> %0, <2 x i16> poison, <2 x i32> zeroinitializer
  br label %b3, !dbg !293

b3:                                               ; preds = %b3.preheader, %b5
  %t244 = phi i64 [ %t36, %b5 ], [ %t10, %b3.preheader ]
  %t233 = phi ptr addrspace(1) [ %t37, %b5 ], [ %t18, %b3.preheader ]
  %t222 = phi ptr addrspace(1) [ %t38, %b5 ], [ %t21, %b3.preheader ]
  br i1 %t0.not, label %b5, label %b4, !dbg !293

b4:                                               ; preds = %b3
  %t26 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t244, !dbg !293
  %.17 = load i32, ptr addrspace(1) %t26, align 4, !dbg !293
  %t30 = lshr i32 %.17, 16, !dbg !293
  %2 = insertelement <2 x i32> poison, i32 %.17, i64 0, !dbg !293
  %3 = insertelement <2 x i32> %2, i32 %t30, i64 1, !dbg !293
  %4 = trunc <2 x i32> %3 to <2 x i16>, !dbg !293
  br label %b5, !dbg !293

b5:                                               ; preds = %b4, %b3
  %5 = phi <2 x i16> [ %4, %b4 ], [ %1, %b3 ]
  %6 = extractelement <2 x i16> %5, i64 0, !dbg !294
  %.18 = zext i16 %6 to i32, !dbg !294
  %.19 = shl nuw i32 %.18, 16, !dbg !294
  %7 = extractelement <2 x i16> %5, i64 1, !dbg !294
  %.21 = zext i16 %7 to i32, !dbg !294
  %.22 = shl nuw i32 %.21, 16, !dbg !294
  store i32 %.19, ptr addrspace(1) %t233, align 4, !dbg !293
  store i32 %.22, ptr addrspace(1) %t222, align 4, !dbg !293
  %t36 = add i64 %t244, %t11, !dbg !293
  %t37 = getelementptr inbounds float, ptr addrspace(1) %t233, i64 %t19, !dbg !293
  %t38 = getelementptr inbounds float, ptr addrspace(1) %t222, i64 %t19, !dbg !293
  %t25 = icmp slt i64 %t36, %t15, !dbg !293
  br i1 %t25, label %b3, label %b6, !dbg !293

b6:                                               ; preds = %b5, %b1, %entry
  %t39 = and i64 %a0, -2, !dbg !293
  %t40 = select i1 %t14, i64 %t39, i64 0, !dbg !293
  %t41 = add i64 %t10, %t40, !dbg !293
  %t435 = icmp slt i64 %t41, %a0, !dbg !293
  br i1 %t435, label %b8, label %b11, !dbg !293

b8:                                               ; preds = %b6, %b10
  %t426 = phi i64 [ %t49, %b10 ], [ %t41, %b6 ]
  br i1 %t0.not, label %b10, label %b9, !dbg !293

b9:                                               ; preds = %b8
  %t44 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t426, !dbg !293
  %.24 = load i16, ptr addrspace(1) %t44, align 2, !dbg !293
  br label %b10, !dbg !293

b10:                                              ; preds = %b9, %b8
  %t46 = phi i16 [ %.24, %b9 ], [ %a2, %b8 ]
  %.25 = zext i16 %t46 to i32, !dbg !294
  %.26 = shl nuw i32 %.25, 16, !dbg !294
  %t48 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t426, !dbg !293
  store i32 %.26, ptr addrspace(1) %t48, align 4, !dbg !293
  %t49 = add i64 %t426, %t11, !dbg !293
  %t43 = icmp slt i64 %t49, %a0, !dbg !293
  br i1 %t43, label %b8, label %b11, !dbg !293

b11:                                              ; preds = %b10, %b6
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromFloat32_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, float %a2, ptr addrspace(1) %a3) local_unnamed_addr #4 !dbg !298 {
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
  %t12 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !299
  %t13 = and i64 %t12, 7, !dbg !299
  %t15 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !299
  %t16 = and i64 %t15, 3, !dbg !299
  %0 = or i64 %t16, %t13, !dbg !299
  %1 = icmp eq i64 %0, 0, !dbg !299
  %t19 = ashr i64 %a0, 1, !dbg !299
  %t231 = icmp slt i64 %t10, %t19, !dbg !299
  %or.cond = select i1 %1, i1 %t231, i1 false, !dbg !299
  br i1 %or.cond, label %b3, label %b6, !dbg !299

b3:                                               ; preds = %entry, %b5
  %t222 = phi i64 [ %t37, %b5 ], [ %t10, %entry ]
  br i1 %t0.not, label %b5, label %b4, !dbg !299

b4:                                               ; preds = %b3
  %t24 = getelementptr inbounds [8 x i8], ptr addrspace(1) %a1, i64 %t222, !dbg !299
  %.17 = load <2 x float>, ptr addrspace(1) %t24, align 8, !dbg !299
  %.18 = extractelement <2 x float> %.17, i64 0, !dbg !299
  %.20 = extractelement <2 x float> %.17, i64 1, !dbg !299
  br label %b5, !dbg !299

b5:                                               ; preds = %b4, %b3
  %t28 = phi float [ %.18, %b4 ], [ %a2, %b3 ]
  %t29 = phi float [ %.20, %b4 ], [ %a2, %b3 ]
  %.22 = bitcast float %t28 to i32, !dbg !300
  %.23 = and i32 %.22, 2147483647, !dbg !300
  %.24 = icmp ugt i32 %.23, 2139095040, !dbg !300
  %.25 = lshr i32 %.22, 16, !dbg !300
  %.26 = and i32 %.25, 1, !dbg !300
  %.27 = add i32 %.22, 32767, !dbg !300
  %.28 = add i32 %.27, %.26, !dbg !300
  %.29 = lshr i32 %.28, 16, !dbg !300
  %.31 = or i32 %.25, 64, !dbg !300
  %.32 = select i1 %.24, i32 %.31, i32 %.29, !dbg !300
  %.34 = bitcast float %t29 to i32, !dbg !300
  %.35 = and i32 %.34, 2147483647, !dbg !300
  %.36 = icmp ugt i32 %.35, 2139095040, !dbg !300
  %.37 = lshr i32 %.34, 16, !dbg !300
  %.38 = and i32 %.37, 1, !dbg !300
  %.39 = add i32 %.34, 32767, !dbg !300
  %.40 = add i32 %.39, %.38, !dbg !300
  %.41 = lshr i32 %.40, 16, !dbg !300
  %.43 = or i32 %.37, 64, !dbg !300
  %.44 = select i1 %.36, i32 %.43, i32 %.41, !dbg !300
  %t34 = shl nuw i32 %.44, 16, !dbg !299
  %t35 = or i32 %t34, %.32, !dbg !299
  %t36 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t222, !dbg !299
  store i32 %t35, ptr addrspace(1) %t36, align 4, !dbg !299
  %t37 = add i64 %t222, %t11, !dbg !299
  %t23 = icmp slt i64 %t37, %t19, !dbg !299
  br i1 %t23, label %b3, label %b6, !dbg !299

b6:                                               ; preds = %b5, %entry
  %t38 = and i64 %a0, -2, !dbg !299
  %t39 = select i1 %1, i64 %t38, i64 0, !dbg !299
  %t40 = add i64 %t10, %t39, !dbg !299
  %t423 = icmp slt i64 %t40, %a0, !dbg !299
  br i1 %t423, label %b8, label %b11, !dbg !299

b8:                                               ; preds = %b6, %b10
  %t414 = phi i64 [ %t48, %b10 ], [ %t40, %b6 ]
  br i1 %t0.not, label %b10, label %b9, !dbg !299

b9:                                               ; preds = %b8
  %t43 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t414, !dbg !299
  %.46 = load float, ptr addrspace(1) %t43, align 4, !dbg !299
  br label %b10, !dbg !299

b10:                                              ; preds = %b9, %b8
  %t45 = phi float [ %.46, %b9 ], [ %a2, %b8 ]
  %.47 = bitcast float %t45 to i32, !dbg !300
  %.48 = and i32 %.47, 2147483647, !dbg !300
  %.49 = icmp ugt i32 %.48, 2139095040, !dbg !300
  %.50 = lshr i32 %.47, 16, !dbg !300
  %.51 = and i32 %.50, 1, !dbg !300
  %.52 = add i32 %.47, 32767, !dbg !300
  %.53 = add i32 %.52, %.51, !dbg !300
  %.54 = lshr i32 %.53, 16, !dbg !300
  %.56 = or i32 %.50, 64, !dbg !300
  %.57 = select i1 %.49, i32 %.56, i32 %.54, !dbg !300
  %.58 = trunc i32 %.57 to i16, !dbg !300
  %t47 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t414, !dbg !299
  store i16 %.58, ptr addrspace(1) %t47, align 2, !dbg !299
  %t48 = add i64 %t414, %t11, !dbg !299
  %t42 = icmp slt i64 %t48, %a0, !dbg !299
  br i1 %t42, label %b8, label %b11, !dbg !299

b11:                                              ; preds = %b10, %b6
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromInt32_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i32 %a2, ptr addrspace(1) %a3) local_unnamed_addr #4 !dbg !304 {
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
  %t12 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !305
  %t13 = and i64 %t12, 7, !dbg !305
  %t15 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !305
  %t16 = and i64 %t15, 3, !dbg !305
  %0 = or i64 %t16, %t13, !dbg !305
  %1 = icmp eq i64 %0, 0, !dbg !305
  %t19 = ashr i64 %a0, 1, !dbg !305
  %t231 = icmp slt i64 %t10, %t19, !dbg !305
  %or.cond = select i1 %1, i1 %t231, i1 false, !dbg !305
  br i1 %or.cond, label %b3, label %b6, !dbg !305

b3:                                               ; preds = %entry, %b5
  %t222 = phi i64 [ %t39, %b5 ], [ %t10, %entry ]
  br i1 %t0.not, label %b5, label %b4, !dbg !305

b4:                                               ; preds = %b3
  %t24 = getelementptr inbounds [8 x i8], ptr addrspace(1) %a1, i64 %t222, !dbg !305
  %.17 = load <2 x i32>, ptr addrspace(1) %t24, align 8, !dbg !305
  %.18 = extractelement <2 x i32> %.17, i64 0, !dbg !305
  %.20 = extractelement <2 x i32> %.17, i64 1, !dbg !305
  br label %b5, !dbg !305

b5:                                               ; preds = %b4, %b3
  %t28 = phi i32 [ %.18, %b4 ], [ %a2, %b3 ]
  %t29 = phi i32 [ %.20, %b4 ], [ %a2, %b3 ]
  %t30 = sitofp i32 %t28 to float, !dbg !306
  %.22 = bitcast float %t30 to i32, !dbg !307
  %.23 = and i32 %.22, 2147483647, !dbg !307
  %.24 = icmp ugt i32 %.23, 2139095040, !dbg !307
  %.25 = lshr i32 %.22, 16, !dbg !307
  %.26 = and i32 %.25, 1, !dbg !307
  %.27 = add i32 %.22, 32767, !dbg !307
  %.28 = add i32 %.27, %.26, !dbg !307
  %.29 = lshr i32 %.28, 16, !dbg !307
  %.31 = or i32 %.25, 64, !dbg !307
  %.32 = select i1 %.24, i32 %.31, i32 %.29, !dbg !307
  %t32 = sitofp i32 %t29 to float, !dbg !306
  %.34 = bitcast float %t32 to i32, !dbg !307
  %.35 = and i32 %.34, 2147483647, !dbg !307
  %.36 = icmp ugt i32 %.35, 2139095040, !dbg !307
  %.37 = lshr i32 %.34, 16, !dbg !307
  %.38 = and i32 %.37, 1, !dbg !307
  %.39 = add i32 %.34, 32767, !dbg !307
  %.40 = add i32 %.39, %.38, !dbg !307
  %.41 = lshr i32 %.40, 16, !dbg !307
  %.43 = or i32 %.37, 64, !dbg !307
  %.44 = select i1 %.36, i32 %.43, i32 %.41, !dbg !307
  %t36 = shl nuw i32 %.44, 16, !dbg !305
  %t37 = or i32 %t36, %.32, !dbg !305
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t222, !dbg !305
  store i32 %t37, ptr addrspace(1) %t38, align 4, !dbg !305
  %t39 = add i64 %t222, %t11, !dbg !305
  %t23 = icmp slt i64 %t39, %t19, !dbg !305
  br i1 %t23, label %b3, label %b6, !dbg !305

b6:                                               ; preds = %b5, %entry
  %t40 = and i64 %a0, -2, !dbg !305
  %t41 = select i1 %1, i64 %t40, i64 0, !dbg !305
  %t42 = add i64 %t10, %t41, !dbg !305
  %t443 = icmp slt i64 %t42, %a0, !dbg !305
  br i1 %t443, label %b8, label %b11, !dbg !305

b8:                                               ; preds = %b6, %b10
  %t434 = phi i64 [ %t51, %b10 ], [ %t42, %b6 ]
  br i1 %t0.not, label %b10, label %b9, !dbg !305

b9:                                               ; preds = %b8
  %t45 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t434, !dbg !305
  %.46 = load i32, ptr addrspace(1) %t45, align 4, !dbg !305
  br label %b10, !dbg !305

b10:                                              ; preds = %b9, %b8
  %t47 = phi i32 [ %.46, %b9 ], [ %a2, %b8 ]
  %t48 = sitofp i32 %t47 to float, !dbg !306
  %.47 = bitcast float %t48 to i32, !dbg !307
  %.48 = and i32 %.47, 2147483647, !dbg !307
  %.49 = icmp ugt i32 %.48, 2139095040, !dbg !307
  %.50 = lshr i32 %.47, 16, !dbg !307
  %.51 = and i32 %.50, 1, !dbg !307
  %.52 = add i32 %.47, 32767, !dbg !307
  %.53 = add i32 %.52, %.51, !dbg !307
  %.54 = lshr i32 %.53, 16, !dbg !307
  %.56 = or i32 %.50, 64, !dbg !307
  %.57 = select i1 %.49, i32 %.56, i32 %.54, !dbg !307
  %.58 = trunc i32 %.57 to i16, !dbg !307
  %t50 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t434, !dbg !305
  store i16 %.58, ptr addrspace(1) %t50, align 2, !dbg !305
  %t51 = add i64 %t434, %t11, !dbg !305
  %t44 = icmp slt i64 %t51, %a0, !dbg !305
  br i1 %t44, label %b8, label %b11, !dbg !305

b11:                                              ; preds = %b10, %b6
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
  %0 = insertelement <2 x i16> poison, i16 %t2915, i64 0, !dbg !314
  %1 = insertelement <2 x i16> %0, i16 %.18, i64 1, !dbg !314
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !314
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !314
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !314
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !314
  %5 = fadd <2 x float> %shift, %4, !dbg !314
  %bc40 = bitcast <2 x float> %5 to <2 x i32>, !dbg !314
  %.27 = extractelement <2 x i32> %bc40, i64 0, !dbg !314
  %.28 = and i32 %.27, 2147483647, !dbg !314
  %.29 = icmp ugt i32 %.28, 2139095040, !dbg !314
  %.30 = lshr i32 %.27, 16, !dbg !314
  %.31 = and i32 %.30, 1, !dbg !314
  %.32 = add i32 %.27, 32767, !dbg !314
  %.33 = add i32 %.32, %.31, !dbg !314
  %.34 = lshr i32 %.33, 16, !dbg !314
  %.36 = or i32 %.30, 64, !dbg !314
  %.37 = select i1 %.29, i32 %.36, i32 %.34, !dbg !314
  %.42 = zext i16 %.19 to i32, !dbg !314
  %6 = insertelement <2 x i32> poison, i32 %.42, i64 0, !dbg !314
  %7 = insertelement <2 x i32> %6, i32 %.37, i64 1, !dbg !314
  %8 = shl nuw <2 x i32> %7, <i32 16, i32 16>, !dbg !314
  %9 = bitcast <2 x i32> %8 to <2 x float>, !dbg !314
  %shift22 = shufflevector <2 x float> %9, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !314
  %10 = fadd <2 x float> %shift22, %9, !dbg !314
  %bc41 = bitcast <2 x float> %10 to <2 x i32>, !dbg !314
  %.46 = extractelement <2 x i32> %bc41, i64 0, !dbg !314
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
  %11 = insertelement <2 x i16> poison, i16 %t4320, i64 0, !dbg !314
  %12 = insertelement <2 x i16> %11, i16 %.58, i64 1, !dbg !314
  %13 = zext <2 x i16> %12 to <2 x i32>, !dbg !314
  %14 = shl nuw <2 x i32> %13, <i32 16, i32 16>, !dbg !314
  %15 = bitcast <2 x i32> %14 to <2 x float>, !dbg !314
  %shift23 = shufflevector <2 x float> %15, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !314
  %16 = fadd <2 x float> %shift23, %15, !dbg !314
  %bc39 = bitcast <2 x float> %16 to <2 x i32>, !dbg !314
  %.66 = extractelement <2 x i32> %bc39, i64 0, !dbg !314
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
  %17 = insertelement <2 x i16> poison, i16 %t49, i64 0, !dbg !314
  %18 = insertelement <2 x i16> %17, i16 %.79, i64 1, !dbg !314
  %19 = zext <2 x i16> %18 to <2 x i32>, !dbg !314
  %20 = shl nuw <2 x i32> %19, <i32 16, i32 16>, !dbg !314
  %21 = bitcast <2 x i32> %20 to <2 x float>, !dbg !314
  %shift24 = shufflevector <2 x float> %21, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !314
  %22 = fadd <2 x float> %shift24, %21, !dbg !314
  %bc38 = bitcast <2 x float> %22 to <2 x i32>, !dbg !314
  %.89 = extractelement <2 x i32> %bc38, i64 0, !dbg !314
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
  %23 = insertelement <2 x i16> poison, i16 %t62, i64 0, !dbg !314
  %24 = insertelement <2 x i16> %23, i16 %.102, i64 1, !dbg !314
  %25 = zext <2 x i16> %24 to <2 x i32>, !dbg !314
  %26 = shl nuw <2 x i32> %25, <i32 16, i32 16>, !dbg !314
  %27 = bitcast <2 x i32> %26 to <2 x float>, !dbg !314
  %shift25 = shufflevector <2 x float> %27, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !314
  %28 = fadd <2 x float> %shift25, %27, !dbg !314
  %bc37 = bitcast <2 x float> %28 to <2 x i32>, !dbg !314
  %.112 = extractelement <2 x i32> %bc37, i64 0, !dbg !314
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
  %29 = insertelement <2 x i16> poison, i16 %t74, i64 0, !dbg !314
  %30 = insertelement <2 x i16> %29, i16 %.125, i64 1, !dbg !314
  %31 = zext <2 x i16> %30 to <2 x i32>, !dbg !314
  %32 = shl nuw <2 x i32> %31, <i32 16, i32 16>, !dbg !314
  %33 = bitcast <2 x i32> %32 to <2 x float>, !dbg !314
  %shift26 = shufflevector <2 x float> %33, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !314
  %34 = fadd <2 x float> %shift26, %33, !dbg !314
  %bc36 = bitcast <2 x float> %34 to <2 x i32>, !dbg !314
  %.135 = extractelement <2 x i32> %bc36, i64 0, !dbg !314
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
  %.149 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.148), !dbg !313
  %.150 = zext i32 %.149 to i64, !dbg !313
  %.151 = add nuw nsw i64 %.150, 16, !dbg !313
  %.152 = icmp ult i32 %.149, 48, !dbg !313
  %.153 = tail call i64 @llvm.read_register.i64(metadata !228) #12, !dbg !313
  %.154 = and i64 %.151, 63, !dbg !313
  %35 = shl nuw i64 1, %.154, !dbg !313
  %36 = and i64 %35, %.153, !dbg !313
  %.156 = icmp ne i64 %36, 0, !dbg !313
  %.157 = and i1 %.152, %.156, !dbg !313
  %.158 = trunc i64 %.151 to i32, !dbg !313
  %.159 = shl i32 %.158, 2, !dbg !313
  %.160 = zext i16 %t86 to i32, !dbg !313
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.160), !dbg !313
  %.162 = trunc i32 %.161 to i16, !dbg !313
  %t88 = select i1 %.157, i16 %.162, i16 %t86, !dbg !313
  %.176 = zext i1 %t87 to i32, !dbg !313
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.176), !dbg !313
  %37 = and i32 %.177, 1, !dbg !313
  %.178 = icmp ne i32 %37, 0, !dbg !313
  %t89 = select i1 %.157, i1 %.178, i1 %t87, !dbg !313
  %t90 = icmp slt i32 %.1, 16, !dbg !313
  %t91 = and i1 %t90, %t89, !dbg !313
  %38 = select i1 %t91, i1 %t87, i1 false, !dbg !313
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !313
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !313
  br i1 %38, label %b29, label %b31, !dbg !313

b29:                                              ; preds = %b27
  %.182 = zext i16 %t88 to i32, !dbg !314
  %39 = insertelement <2 x i32> poison, i32 %.160, i64 0, !dbg !314
  %40 = insertelement <2 x i32> %39, i32 %.182, i64 1, !dbg !314
  %41 = shl nuw <2 x i32> %40, <i32 16, i32 16>, !dbg !314
  %42 = bitcast <2 x i32> %41 to <2 x float>, !dbg !314
  %shift27 = shufflevector <2 x float> %42, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !314
  %43 = fadd <2 x float> %shift27, %42, !dbg !314
  %bc35 = bitcast <2 x float> %43 to <2 x i32>, !dbg !314
  %.186 = extractelement <2 x i32> %bc35, i64 0, !dbg !314
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
  %.202 = add nuw nsw i64 %.150, 8, !dbg !313
  %.203 = icmp ult i32 %.149, 56, !dbg !313
  %.205 = and i64 %.202, 63, !dbg !313
  %44 = shl nuw i64 1, %.205, !dbg !313
  %45 = and i64 %44, %.153, !dbg !313
  %.207 = icmp ne i64 %45, 0, !dbg !313
  %.208 = and i1 %.203, %.207, !dbg !313
  %.209 = trunc i64 %.202 to i32, !dbg !313
  %.210 = shl i32 %.209, 2, !dbg !313
  %.211 = zext i16 %t94 to i32, !dbg !313
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.211), !dbg !313
  %.213 = trunc i32 %.212 to i16, !dbg !313
  %t96 = select i1 %.208, i16 %.213, i16 %t94, !dbg !313
  %.227 = zext i1 %t95 to i32, !dbg !313
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.227), !dbg !313
  %46 = and i32 %.228, 1, !dbg !313
  %.229 = icmp ne i32 %46, 0, !dbg !313
  %t97 = select i1 %.208, i1 %.229, i1 %t95, !dbg !313
  %t98 = icmp slt i32 %.1, 24, !dbg !313
  %t99 = and i1 %t98, %t97, !dbg !313
  %47 = select i1 %t99, i1 %t95, i1 false, !dbg !313
  %t94.mux = select i1 %t99, i16 %t96, i16 %t94, !dbg !313
  %t95.mux = select i1 %t99, i1 true, i1 %t95, !dbg !313
  br i1 %47, label %b33, label %b35, !dbg !313

b33:                                              ; preds = %b31
  %.233 = zext i16 %t96 to i32, !dbg !314
  %48 = insertelement <2 x i32> poison, i32 %.211, i64 0, !dbg !314
  %49 = insertelement <2 x i32> %48, i32 %.233, i64 1, !dbg !314
  %50 = shl nuw <2 x i32> %49, <i32 16, i32 16>, !dbg !314
  %51 = bitcast <2 x i32> %50 to <2 x float>, !dbg !314
  %shift28 = shufflevector <2 x float> %51, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !314
  %52 = fadd <2 x float> %shift28, %51, !dbg !314
  %bc34 = bitcast <2 x float> %52 to <2 x i32>, !dbg !314
  %.237 = extractelement <2 x i32> %bc34, i64 0, !dbg !314
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
  %.253 = add nuw nsw i64 %.150, 4, !dbg !313
  %.254 = icmp ult i32 %.149, 60, !dbg !313
  %.256 = and i64 %.253, 63, !dbg !313
  %53 = shl nuw i64 1, %.256, !dbg !313
  %54 = and i64 %53, %.153, !dbg !313
  %.258 = icmp ne i64 %54, 0, !dbg !313
  %.259 = and i1 %.254, %.258, !dbg !313
  %.260 = trunc i64 %.253 to i32, !dbg !313
  %.261 = shl i32 %.260, 2, !dbg !313
  %.262 = zext i16 %t102 to i32, !dbg !313
  %.263 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.262), !dbg !313
  %.264 = trunc i32 %.263 to i16, !dbg !313
  %t104 = select i1 %.259, i16 %.264, i16 %t102, !dbg !313
  %.278 = zext i1 %t103 to i32, !dbg !313
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.278), !dbg !313
  %55 = and i32 %.279, 1, !dbg !313
  %.280 = icmp ne i32 %55, 0, !dbg !313
  %t105 = select i1 %.259, i1 %.280, i1 %t103, !dbg !313
  %t106 = icmp slt i32 %.1, 28, !dbg !313
  %t107 = and i1 %t106, %t105, !dbg !313
  %56 = select i1 %t107, i1 %t103, i1 false, !dbg !313
  %t102.mux = select i1 %t107, i16 %t104, i16 %t102, !dbg !313
  %t103.mux = select i1 %t107, i1 true, i1 %t103, !dbg !313
  br i1 %56, label %b37, label %b39, !dbg !313

b37:                                              ; preds = %b35
  %.284 = zext i16 %t104 to i32, !dbg !314
  %57 = insertelement <2 x i32> poison, i32 %.262, i64 0, !dbg !314
  %58 = insertelement <2 x i32> %57, i32 %.284, i64 1, !dbg !314
  %59 = shl nuw <2 x i32> %58, <i32 16, i32 16>, !dbg !314
  %60 = bitcast <2 x i32> %59 to <2 x float>, !dbg !314
  %shift29 = shufflevector <2 x float> %60, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !314
  %61 = fadd <2 x float> %shift29, %60, !dbg !314
  %bc33 = bitcast <2 x float> %61 to <2 x i32>, !dbg !314
  %.288 = extractelement <2 x i32> %bc33, i64 0, !dbg !314
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
  %.304 = add nuw nsw i64 %.150, 2, !dbg !313
  %.305 = icmp ult i32 %.149, 62, !dbg !313
  %.307 = and i64 %.304, 63, !dbg !313
  %62 = shl nuw i64 1, %.307, !dbg !313
  %63 = and i64 %62, %.153, !dbg !313
  %.309 = icmp ne i64 %63, 0, !dbg !313
  %.310 = and i1 %.305, %.309, !dbg !313
  %.311 = trunc i64 %.304 to i32, !dbg !313
  %.312 = shl i32 %.311, 2, !dbg !313
  %.313 = zext i16 %t110 to i32, !dbg !313
  %.314 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.313), !dbg !313
  %.315 = trunc i32 %.314 to i16, !dbg !313
  %t112 = select i1 %.310, i16 %.315, i16 %t110, !dbg !313
  %.329 = zext i1 %t111 to i32, !dbg !313
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.329), !dbg !313
  %64 = and i32 %.330, 1, !dbg !313
  %.331 = icmp ne i32 %64, 0, !dbg !313
  %t113 = select i1 %.310, i1 %.331, i1 %t111, !dbg !313
  %t114 = icmp slt i32 %.1, 30, !dbg !313
  %t115 = and i1 %t114, %t113, !dbg !313
  %65 = select i1 %t115, i1 %t111, i1 false, !dbg !313
  %t110.mux = select i1 %t115, i16 %t112, i16 %t110, !dbg !313
  %t111.mux = select i1 %t115, i1 true, i1 %t111, !dbg !313
  br i1 %65, label %b41, label %b43, !dbg !313

b41:                                              ; preds = %b39
  %.335 = zext i16 %t112 to i32, !dbg !314
  %66 = insertelement <2 x i32> poison, i32 %.313, i64 0, !dbg !314
  %67 = insertelement <2 x i32> %66, i32 %.335, i64 1, !dbg !314
  %68 = shl nuw <2 x i32> %67, <i32 16, i32 16>, !dbg !314
  %69 = bitcast <2 x i32> %68 to <2 x float>, !dbg !314
  %shift30 = shufflevector <2 x float> %69, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !314
  %70 = fadd <2 x float> %shift30, %69, !dbg !314
  %bc32 = bitcast <2 x float> %70 to <2 x i32>, !dbg !314
  %.339 = extractelement <2 x i32> %bc32, i64 0, !dbg !314
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
  %.355 = add nuw nsw i64 %.150, 1, !dbg !313
  %.356 = icmp ult i32 %.149, 63, !dbg !313
  %.358 = and i64 %.355, 63, !dbg !313
  %71 = shl nuw i64 1, %.358, !dbg !313
  %72 = and i64 %71, %.153, !dbg !313
  %.360 = icmp ne i64 %72, 0, !dbg !313
  %.361 = and i1 %.356, %.360, !dbg !313
  %.362 = trunc i64 %.355 to i32, !dbg !313
  %.363 = shl i32 %.362, 2, !dbg !313
  %.364 = zext i16 %t118 to i32, !dbg !313
  %.365 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.364), !dbg !313
  %.366 = trunc i32 %.365 to i16, !dbg !313
  %t120 = select i1 %.361, i16 %.366, i16 %t118, !dbg !313
  %.380 = zext i1 %t119 to i32, !dbg !313
  %.381 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.380), !dbg !313
  %73 = and i32 %.381, 1, !dbg !313
  %.382 = icmp ne i32 %73, 0, !dbg !313
  %t121 = select i1 %.361, i1 %.382, i1 %t119, !dbg !313
  %t122 = icmp slt i32 %.1, 31, !dbg !313
  %t123 = and i1 %t122, %t121, !dbg !313
  %74 = select i1 %t123, i1 %t119, i1 false, !dbg !313
  %t118.mux = select i1 %t123, i16 %t120, i16 %t118, !dbg !313
  %t119.mux = select i1 %t123, i1 true, i1 %t119, !dbg !313
  br i1 %74, label %b45, label %b48, !dbg !313

b45:                                              ; preds = %b43
  %.386 = zext i16 %t120 to i32, !dbg !314
  %75 = insertelement <2 x i32> poison, i32 %.364, i64 0, !dbg !314
  %76 = insertelement <2 x i32> %75, i32 %.386, i64 1, !dbg !314
  %77 = shl nuw <2 x i32> %76, <i32 16, i32 16>, !dbg !314
  %78 = bitcast <2 x i32> %77 to <2 x float>, !dbg !314
  %shift31 = shufflevector <2 x float> %78, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !314
  %79 = fadd <2 x float> %shift31, %78, !dbg !314
  %bc = bitcast <2 x float> %79 to <2 x i32>, !dbg !314
  %.390 = extractelement <2 x i32> %bc, i64 0, !dbg !314
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
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !317
  %5 = fadd <2 x float> %shift, %4, !dbg !317
  %bc33 = bitcast <2 x float> %5 to <2 x i32>, !dbg !317
  %.12 = extractelement <2 x i32> %bc33, i64 0, !dbg !317
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
  %6 = insertelement <2 x i16> poison, i16 %t15, i64 0, !dbg !317
  %7 = insertelement <2 x i16> %6, i16 %.25, i64 1, !dbg !317
  %8 = zext <2 x i16> %7 to <2 x i32>, !dbg !317
  %9 = shl nuw <2 x i32> %8, <i32 16, i32 16>, !dbg !317
  %10 = bitcast <2 x i32> %9 to <2 x float>, !dbg !317
  %shift16 = shufflevector <2 x float> %10, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !317
  %11 = fadd <2 x float> %shift16, %10, !dbg !317
  %bc32 = bitcast <2 x float> %11 to <2 x i32>, !dbg !317
  %.35 = extractelement <2 x i32> %bc32, i64 0, !dbg !317
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
  %12 = insertelement <2 x i16> poison, i16 %t28, i64 0, !dbg !317
  %13 = insertelement <2 x i16> %12, i16 %.48, i64 1, !dbg !317
  %14 = zext <2 x i16> %13 to <2 x i32>, !dbg !317
  %15 = shl nuw <2 x i32> %14, <i32 16, i32 16>, !dbg !317
  %16 = bitcast <2 x i32> %15 to <2 x float>, !dbg !317
  %shift17 = shufflevector <2 x float> %16, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !317
  %17 = fadd <2 x float> %shift17, %16, !dbg !317
  %bc31 = bitcast <2 x float> %17 to <2 x i32>, !dbg !317
  %.58 = extractelement <2 x i32> %bc31, i64 0, !dbg !317
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
  %18 = insertelement <2 x i16> poison, i16 %t40, i64 0, !dbg !317
  %19 = insertelement <2 x i16> %18, i16 %.71, i64 1, !dbg !317
  %20 = zext <2 x i16> %19 to <2 x i32>, !dbg !317
  %21 = shl nuw <2 x i32> %20, <i32 16, i32 16>, !dbg !317
  %22 = bitcast <2 x i32> %21 to <2 x float>, !dbg !317
  %shift18 = shufflevector <2 x float> %22, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !317
  %23 = fadd <2 x float> %shift18, %22, !dbg !317
  %bc30 = bitcast <2 x float> %23 to <2 x i32>, !dbg !317
  %.81 = extractelement <2 x i32> %bc30, i64 0, !dbg !317
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
  %.95 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.94), !dbg !316
  %.96 = zext i32 %.95 to i64, !dbg !316
  %.97 = add nuw nsw i64 %.96, 16, !dbg !316
  %.98 = icmp ult i32 %.95, 48, !dbg !316
  %.99 = tail call i64 @llvm.read_register.i64(metadata !228) #12, !dbg !316
  %.100 = and i64 %.97, 63, !dbg !316
  %24 = shl nuw i64 1, %.100, !dbg !316
  %25 = and i64 %24, %.99, !dbg !316
  %.102 = icmp ne i64 %25, 0, !dbg !316
  %.103 = and i1 %.98, %.102, !dbg !316
  %.104 = trunc i64 %.97 to i32, !dbg !316
  %.105 = shl i32 %.104, 2, !dbg !316
  %.106 = zext i16 %t52 to i32, !dbg !316
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !316
  %.108 = trunc i32 %.107 to i16, !dbg !316
  %t54 = select i1 %.103, i16 %.108, i16 %t52, !dbg !316
  %.122 = zext i1 %t53 to i32, !dbg !316
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.122), !dbg !316
  %26 = and i32 %.123, 1, !dbg !316
  %.124 = icmp ne i32 %26, 0, !dbg !316
  %t55 = select i1 %.103, i1 %.124, i1 %t53, !dbg !316
  %t56 = icmp slt i32 %.2, 16, !dbg !316
  %t57 = and i1 %t56, %t55, !dbg !316
  %27 = select i1 %t57, i1 %t53, i1 false, !dbg !316
  %t52.mux = select i1 %t57, i16 %t54, i16 %t52, !dbg !316
  %t53.mux = select i1 %t57, i1 true, i1 %t53, !dbg !316
  br i1 %27, label %b26, label %b28, !dbg !316

b26:                                              ; preds = %b24
  %.128 = zext i16 %t54 to i32, !dbg !317
  %28 = insertelement <2 x i32> poison, i32 %.106, i64 0, !dbg !317
  %29 = insertelement <2 x i32> %28, i32 %.128, i64 1, !dbg !317
  %30 = shl nuw <2 x i32> %29, <i32 16, i32 16>, !dbg !317
  %31 = bitcast <2 x i32> %30 to <2 x float>, !dbg !317
  %shift19 = shufflevector <2 x float> %31, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !317
  %32 = fadd <2 x float> %shift19, %31, !dbg !317
  %bc29 = bitcast <2 x float> %32 to <2 x i32>, !dbg !317
  %.132 = extractelement <2 x i32> %bc29, i64 0, !dbg !317
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
  %.148 = add nuw nsw i64 %.96, 8, !dbg !316
  %.149 = icmp ult i32 %.95, 56, !dbg !316
  %.151 = and i64 %.148, 63, !dbg !316
  %33 = shl nuw i64 1, %.151, !dbg !316
  %34 = and i64 %33, %.99, !dbg !316
  %.153 = icmp ne i64 %34, 0, !dbg !316
  %.154 = and i1 %.149, %.153, !dbg !316
  %.155 = trunc i64 %.148 to i32, !dbg !316
  %.156 = shl i32 %.155, 2, !dbg !316
  %.157 = zext i16 %t60 to i32, !dbg !316
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.157), !dbg !316
  %.159 = trunc i32 %.158 to i16, !dbg !316
  %t62 = select i1 %.154, i16 %.159, i16 %t60, !dbg !316
  %.173 = zext i1 %t61 to i32, !dbg !316
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.173), !dbg !316
  %35 = and i32 %.174, 1, !dbg !316
  %.175 = icmp ne i32 %35, 0, !dbg !316
  %t63 = select i1 %.154, i1 %.175, i1 %t61, !dbg !316
  %t64 = icmp slt i32 %.2, 24, !dbg !316
  %t65 = and i1 %t64, %t63, !dbg !316
  %36 = select i1 %t65, i1 %t61, i1 false, !dbg !316
  %t60.mux = select i1 %t65, i16 %t62, i16 %t60, !dbg !316
  %t61.mux = select i1 %t65, i1 true, i1 %t61, !dbg !316
  br i1 %36, label %b30, label %b32, !dbg !316

b30:                                              ; preds = %b28
  %.179 = zext i16 %t62 to i32, !dbg !317
  %37 = insertelement <2 x i32> poison, i32 %.157, i64 0, !dbg !317
  %38 = insertelement <2 x i32> %37, i32 %.179, i64 1, !dbg !317
  %39 = shl nuw <2 x i32> %38, <i32 16, i32 16>, !dbg !317
  %40 = bitcast <2 x i32> %39 to <2 x float>, !dbg !317
  %shift20 = shufflevector <2 x float> %40, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !317
  %41 = fadd <2 x float> %shift20, %40, !dbg !317
  %bc28 = bitcast <2 x float> %41 to <2 x i32>, !dbg !317
  %.183 = extractelement <2 x i32> %bc28, i64 0, !dbg !317
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
  %.199 = add nuw nsw i64 %.96, 4, !dbg !316
  %.200 = icmp ult i32 %.95, 60, !dbg !316
  %.202 = and i64 %.199, 63, !dbg !316
  %42 = shl nuw i64 1, %.202, !dbg !316
  %43 = and i64 %42, %.99, !dbg !316
  %.204 = icmp ne i64 %43, 0, !dbg !316
  %.205 = and i1 %.200, %.204, !dbg !316
  %.206 = trunc i64 %.199 to i32, !dbg !316
  %.207 = shl i32 %.206, 2, !dbg !316
  %.208 = zext i16 %t68 to i32, !dbg !316
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !316
  %.210 = trunc i32 %.209 to i16, !dbg !316
  %t70 = select i1 %.205, i16 %.210, i16 %t68, !dbg !316
  %.224 = zext i1 %t69 to i32, !dbg !316
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !316
  %44 = and i32 %.225, 1, !dbg !316
  %.226 = icmp ne i32 %44, 0, !dbg !316
  %t71 = select i1 %.205, i1 %.226, i1 %t69, !dbg !316
  %t72 = icmp slt i32 %.2, 28, !dbg !316
  %t73 = and i1 %t72, %t71, !dbg !316
  %45 = select i1 %t73, i1 %t69, i1 false, !dbg !316
  %t68.mux = select i1 %t73, i16 %t70, i16 %t68, !dbg !316
  %t69.mux = select i1 %t73, i1 true, i1 %t69, !dbg !316
  br i1 %45, label %b34, label %b36, !dbg !316

b34:                                              ; preds = %b32
  %.230 = zext i16 %t70 to i32, !dbg !317
  %46 = insertelement <2 x i32> poison, i32 %.208, i64 0, !dbg !317
  %47 = insertelement <2 x i32> %46, i32 %.230, i64 1, !dbg !317
  %48 = shl nuw <2 x i32> %47, <i32 16, i32 16>, !dbg !317
  %49 = bitcast <2 x i32> %48 to <2 x float>, !dbg !317
  %shift21 = shufflevector <2 x float> %49, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !317
  %50 = fadd <2 x float> %shift21, %49, !dbg !317
  %bc27 = bitcast <2 x float> %50 to <2 x i32>, !dbg !317
  %.234 = extractelement <2 x i32> %bc27, i64 0, !dbg !317
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
  %.250 = add nuw nsw i64 %.96, 2, !dbg !316
  %.251 = icmp ult i32 %.95, 62, !dbg !316
  %.253 = and i64 %.250, 63, !dbg !316
  %51 = shl nuw i64 1, %.253, !dbg !316
  %52 = and i64 %51, %.99, !dbg !316
  %.255 = icmp ne i64 %52, 0, !dbg !316
  %.256 = and i1 %.251, %.255, !dbg !316
  %.257 = trunc i64 %.250 to i32, !dbg !316
  %.258 = shl i32 %.257, 2, !dbg !316
  %.259 = zext i16 %t76 to i32, !dbg !316
  %.260 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.259), !dbg !316
  %.261 = trunc i32 %.260 to i16, !dbg !316
  %t78 = select i1 %.256, i16 %.261, i16 %t76, !dbg !316
  %.275 = zext i1 %t77 to i32, !dbg !316
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.275), !dbg !316
  %53 = and i32 %.276, 1, !dbg !316
  %.277 = icmp ne i32 %53, 0, !dbg !316
  %t79 = select i1 %.256, i1 %.277, i1 %t77, !dbg !316
  %t80 = icmp slt i32 %.2, 30, !dbg !316
  %t81 = and i1 %t80, %t79, !dbg !316
  %54 = select i1 %t81, i1 %t77, i1 false, !dbg !316
  %t76.mux = select i1 %t81, i16 %t78, i16 %t76, !dbg !316
  %t77.mux = select i1 %t81, i1 true, i1 %t77, !dbg !316
  br i1 %54, label %b38, label %b40, !dbg !316

b38:                                              ; preds = %b36
  %.281 = zext i16 %t78 to i32, !dbg !317
  %55 = insertelement <2 x i32> poison, i32 %.259, i64 0, !dbg !317
  %56 = insertelement <2 x i32> %55, i32 %.281, i64 1, !dbg !317
  %57 = shl nuw <2 x i32> %56, <i32 16, i32 16>, !dbg !317
  %58 = bitcast <2 x i32> %57 to <2 x float>, !dbg !317
  %shift22 = shufflevector <2 x float> %58, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !317
  %59 = fadd <2 x float> %shift22, %58, !dbg !317
  %bc26 = bitcast <2 x float> %59 to <2 x i32>, !dbg !317
  %.285 = extractelement <2 x i32> %bc26, i64 0, !dbg !317
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
  %.301 = add nuw nsw i64 %.96, 1, !dbg !316
  %.302 = icmp ult i32 %.95, 63, !dbg !316
  %.304 = and i64 %.301, 63, !dbg !316
  %60 = shl nuw i64 1, %.304, !dbg !316
  %61 = and i64 %60, %.99, !dbg !316
  %.306 = icmp ne i64 %61, 0, !dbg !316
  %.307 = and i1 %.302, %.306, !dbg !316
  %.308 = trunc i64 %.301 to i32, !dbg !316
  %.309 = shl i32 %.308, 2, !dbg !316
  %.310 = zext i16 %t84 to i32, !dbg !316
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.310), !dbg !316
  %.312 = trunc i32 %.311 to i16, !dbg !316
  %t86 = select i1 %.307, i16 %.312, i16 %t84, !dbg !316
  %.326 = zext i1 %t85 to i32, !dbg !316
  %.327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.326), !dbg !316
  %62 = and i32 %.327, 1, !dbg !316
  %.328 = icmp ne i32 %62, 0, !dbg !316
  %t87 = select i1 %.307, i1 %.328, i1 %t85, !dbg !316
  %t88 = icmp slt i32 %.2, 31, !dbg !316
  %t89 = and i1 %t88, %t87, !dbg !316
  %63 = select i1 %t89, i1 %t85, i1 false, !dbg !316
  %t84.mux = select i1 %t89, i16 %t86, i16 %t84, !dbg !316
  %t85.mux = select i1 %t89, i1 true, i1 %t85, !dbg !316
  br i1 %63, label %b42, label %b45, !dbg !316

b42:                                              ; preds = %b40
  %.332 = zext i16 %t86 to i32, !dbg !317
  %64 = insertelement <2 x i32> poison, i32 %.310, i64 0, !dbg !317
  %65 = insertelement <2 x i32> %64, i32 %.332, i64 1, !dbg !317
  %66 = shl nuw <2 x i32> %65, <i32 16, i32 16>, !dbg !317
  %67 = bitcast <2 x i32> %66 to <2 x float>, !dbg !317
  %shift23 = shufflevector <2 x float> %67, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !317
  %68 = fadd <2 x float> %shift23, %67, !dbg !317
  %bc25 = bitcast <2 x float> %68 to <2 x i32>, !dbg !317
  %.336 = extractelement <2 x i32> %bc25, i64 0, !dbg !317
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
  %69 = select i1 %t95, i1 %.1, i1 false, !dbg !316
  %a3.mux = select i1 %t95, i16 %t94, i16 %a3, !dbg !316
  %.1.mux = select i1 %t95, i1 true, i1 %.1, !dbg !316
  br i1 %69, label %b48, label %b50, !dbg !316

b48:                                              ; preds = %b46
  %70 = insertelement <2 x i16> poison, i16 %a3, i64 0, !dbg !317
  %71 = insertelement <2 x i16> %70, i16 %t94, i64 1, !dbg !317
  %72 = zext <2 x i16> %71 to <2 x i32>, !dbg !317
  %73 = shl nuw <2 x i32> %72, <i32 16, i32 16>, !dbg !317
  %74 = bitcast <2 x i32> %73 to <2 x float>, !dbg !317
  %shift24 = shufflevector <2 x float> %74, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !317
  %75 = fadd <2 x float> %shift24, %74, !dbg !317
  %bc = bitcast <2 x float> %75 to <2 x i32>, !dbg !317
  %.355 = extractelement <2 x i32> %bc, i64 0, !dbg !317
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
  %0 = insertelement <2 x i16> poison, i16 %t2915, i64 0, !dbg !320
  %1 = insertelement <2 x i16> %0, i16 %.18, i64 1, !dbg !320
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !320
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !320
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !320
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !320
  %5 = fmul <2 x float> %shift, %4, !dbg !320
  %bc40 = bitcast <2 x float> %5 to <2 x i32>, !dbg !320
  %.27 = extractelement <2 x i32> %bc40, i64 0, !dbg !320
  %.28 = and i32 %.27, 2147483647, !dbg !320
  %.29 = icmp ugt i32 %.28, 2139095040, !dbg !320
  %.30 = lshr i32 %.27, 16, !dbg !320
  %.31 = and i32 %.30, 1, !dbg !320
  %.32 = add i32 %.27, 32767, !dbg !320
  %.33 = add i32 %.32, %.31, !dbg !320
  %.34 = lshr i32 %.33, 16, !dbg !320
  %.36 = or i32 %.30, 64, !dbg !320
  %.37 = select i1 %.29, i32 %.36, i32 %.34, !dbg !320
  %.42 = zext i16 %.19 to i32, !dbg !320
  %6 = insertelement <2 x i32> poison, i32 %.42, i64 0, !dbg !320
  %7 = insertelement <2 x i32> %6, i32 %.37, i64 1, !dbg !320
  %8 = shl nuw <2 x i32> %7, <i32 16, i32 16>, !dbg !320
  %9 = bitcast <2 x i32> %8 to <2 x float>, !dbg !320
  %shift22 = shufflevector <2 x float> %9, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !320
  %10 = fmul <2 x float> %shift22, %9, !dbg !320
  %bc41 = bitcast <2 x float> %10 to <2 x i32>, !dbg !320
  %.46 = extractelement <2 x i32> %bc41, i64 0, !dbg !320
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
  %11 = insertelement <2 x i16> poison, i16 %t4320, i64 0, !dbg !320
  %12 = insertelement <2 x i16> %11, i16 %.58, i64 1, !dbg !320
  %13 = zext <2 x i16> %12 to <2 x i32>, !dbg !320
  %14 = shl nuw <2 x i32> %13, <i32 16, i32 16>, !dbg !320
  %15 = bitcast <2 x i32> %14 to <2 x float>, !dbg !320
  %shift23 = shufflevector <2 x float> %15, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !320
  %16 = fmul <2 x float> %shift23, %15, !dbg !320
  %bc39 = bitcast <2 x float> %16 to <2 x i32>, !dbg !320
  %.66 = extractelement <2 x i32> %bc39, i64 0, !dbg !320
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
  %17 = insertelement <2 x i16> poison, i16 %t49, i64 0, !dbg !320
  %18 = insertelement <2 x i16> %17, i16 %.79, i64 1, !dbg !320
  %19 = zext <2 x i16> %18 to <2 x i32>, !dbg !320
  %20 = shl nuw <2 x i32> %19, <i32 16, i32 16>, !dbg !320
  %21 = bitcast <2 x i32> %20 to <2 x float>, !dbg !320
  %shift24 = shufflevector <2 x float> %21, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !320
  %22 = fmul <2 x float> %shift24, %21, !dbg !320
  %bc38 = bitcast <2 x float> %22 to <2 x i32>, !dbg !320
  %.89 = extractelement <2 x i32> %bc38, i64 0, !dbg !320
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
  %23 = insertelement <2 x i16> poison, i16 %t62, i64 0, !dbg !320
  %24 = insertelement <2 x i16> %23, i16 %.102, i64 1, !dbg !320
  %25 = zext <2 x i16> %24 to <2 x i32>, !dbg !320
  %26 = shl nuw <2 x i32> %25, <i32 16, i32 16>, !dbg !320
  %27 = bitcast <2 x i32> %26 to <2 x float>, !dbg !320
  %shift25 = shufflevector <2 x float> %27, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !320
  %28 = fmul <2 x float> %shift25, %27, !dbg !320
  %bc37 = bitcast <2 x float> %28 to <2 x i32>, !dbg !320
  %.112 = extractelement <2 x i32> %bc37, i64 0, !dbg !320
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
  %29 = insertelement <2 x i16> poison, i16 %t74, i64 0, !dbg !320
  %30 = insertelement <2 x i16> %29, i16 %.125, i64 1, !dbg !320
  %31 = zext <2 x i16> %30 to <2 x i32>, !dbg !320
  %32 = shl nuw <2 x i32> %31, <i32 16, i32 16>, !dbg !320
  %33 = bitcast <2 x i32> %32 to <2 x float>, !dbg !320
  %shift26 = shufflevector <2 x float> %33, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !320
  %34 = fmul <2 x float> %shift26, %33, !dbg !320
  %bc36 = bitcast <2 x float> %34 to <2 x i32>, !dbg !320
  %.135 = extractelement <2 x i32> %bc36, i64 0, !dbg !320
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
  %.149 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.148), !dbg !319
  %.150 = zext i32 %.149 to i64, !dbg !319
  %.151 = add nuw nsw i64 %.150, 16, !dbg !319
  %.152 = icmp ult i32 %.149, 48, !dbg !319
  %.153 = tail call i64 @llvm.read_register.i64(metadata !228) #12, !dbg !319
  %.154 = and i64 %.151, 63, !dbg !319
  %35 = shl nuw i64 1, %.154, !dbg !319
  %36 = and i64 %35, %.153, !dbg !319
  %.156 = icmp ne i64 %36, 0, !dbg !319
  %.157 = and i1 %.152, %.156, !dbg !319
  %.158 = trunc i64 %.151 to i32, !dbg !319
  %.159 = shl i32 %.158, 2, !dbg !319
  %.160 = zext i16 %t86 to i32, !dbg !319
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.160), !dbg !319
  %.162 = trunc i32 %.161 to i16, !dbg !319
  %t88 = select i1 %.157, i16 %.162, i16 %t86, !dbg !319
  %.176 = zext i1 %t87 to i32, !dbg !319
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.176), !dbg !319
  %37 = and i32 %.177, 1, !dbg !319
  %.178 = icmp ne i32 %37, 0, !dbg !319
  %t89 = select i1 %.157, i1 %.178, i1 %t87, !dbg !319
  %t90 = icmp slt i32 %.1, 16, !dbg !319
  %t91 = and i1 %t90, %t89, !dbg !319
  %38 = select i1 %t91, i1 %t87, i1 false, !dbg !319
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !319
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !319
  br i1 %38, label %b29, label %b31, !dbg !319

b29:                                              ; preds = %b27
  %.182 = zext i16 %t88 to i32, !dbg !320
  %39 = insertelement <2 x i32> poison, i32 %.160, i64 0, !dbg !320
  %40 = insertelement <2 x i32> %39, i32 %.182, i64 1, !dbg !320
  %41 = shl nuw <2 x i32> %40, <i32 16, i32 16>, !dbg !320
  %42 = bitcast <2 x i32> %41 to <2 x float>, !dbg !320
  %shift27 = shufflevector <2 x float> %42, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !320
  %43 = fmul <2 x float> %shift27, %42, !dbg !320
  %bc35 = bitcast <2 x float> %43 to <2 x i32>, !dbg !320
  %.186 = extractelement <2 x i32> %bc35, i64 0, !dbg !320
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
  %.202 = add nuw nsw i64 %.150, 8, !dbg !319
  %.203 = icmp ult i32 %.149, 56, !dbg !319
  %.205 = and i64 %.202, 63, !dbg !319
  %44 = shl nuw i64 1, %.205, !dbg !319
  %45 = and i64 %44, %.153, !dbg !319
  %.207 = icmp ne i64 %45, 0, !dbg !319
  %.208 = and i1 %.203, %.207, !dbg !319
  %.209 = trunc i64 %.202 to i32, !dbg !319
  %.210 = shl i32 %.209, 2, !dbg !319
  %.211 = zext i16 %t94 to i32, !dbg !319
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.211), !dbg !319
  %.213 = trunc i32 %.212 to i16, !dbg !319
  %t96 = select i1 %.208, i16 %.213, i16 %t94, !dbg !319
  %.227 = zext i1 %t95 to i32, !dbg !319
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.227), !dbg !319
  %46 = and i32 %.228, 1, !dbg !319
  %.229 = icmp ne i32 %46, 0, !dbg !319
  %t97 = select i1 %.208, i1 %.229, i1 %t95, !dbg !319
  %t98 = icmp slt i32 %.1, 24, !dbg !319
  %t99 = and i1 %t98, %t97, !dbg !319
  %47 = select i1 %t99, i1 %t95, i1 false, !dbg !319
  %t94.mux = select i1 %t99, i16 %t96, i16 %t94, !dbg !319
  %t95.mux = select i1 %t99, i1 true, i1 %t95, !dbg !319
  br i1 %47, label %b33, label %b35, !dbg !319

b33:                                              ; preds = %b31
  %.233 = zext i16 %t96 to i32, !dbg !320
  %48 = insertelement <2 x i32> poison, i32 %.211, i64 0, !dbg !320
  %49 = insertelement <2 x i32> %48, i32 %.233, i64 1, !dbg !320
  %50 = shl nuw <2 x i32> %49, <i32 16, i32 16>, !dbg !320
  %51 = bitcast <2 x i32> %50 to <2 x float>, !dbg !320
  %shift28 = shufflevector <2 x float> %51, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !320
  %52 = fmul <2 x float> %shift28, %51, !dbg !320
  %bc34 = bitcast <2 x float> %52 to <2 x i32>, !dbg !320
  %.237 = extractelement <2 x i32> %bc34, i64 0, !dbg !320
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
  %.253 = add nuw nsw i64 %.150, 4, !dbg !319
  %.254 = icmp ult i32 %.149, 60, !dbg !319
  %.256 = and i64 %.253, 63, !dbg !319
  %53 = shl nuw i64 1, %.256, !dbg !319
  %54 = and i64 %53, %.153, !dbg !319
  %.258 = icmp ne i64 %54, 0, !dbg !319
  %.259 = and i1 %.254, %.258, !dbg !319
  %.260 = trunc i64 %.253 to i32, !dbg !319
  %.261 = shl i32 %.260, 2, !dbg !319
  %.262 = zext i16 %t102 to i32, !dbg !319
  %.263 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.262), !dbg !319
  %.264 = trunc i32 %.263 to i16, !dbg !319
  %t104 = select i1 %.259, i16 %.264, i16 %t102, !dbg !319
  %.278 = zext i1 %t103 to i32, !dbg !319
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.278), !dbg !319
  %55 = and i32 %.279, 1, !dbg !319
  %.280 = icmp ne i32 %55, 0, !dbg !319
  %t105 = select i1 %.259, i1 %.280, i1 %t103, !dbg !319
  %t106 = icmp slt i32 %.1, 28, !dbg !319
  %t107 = and i1 %t106, %t105, !dbg !319
  %56 = select i1 %t107, i1 %t103, i1 false, !dbg !319
  %t102.mux = select i1 %t107, i16 %t104, i16 %t102, !dbg !319
  %t103.mux = select i1 %t107, i1 true, i1 %t103, !dbg !319
  br i1 %56, label %b37, label %b39, !dbg !319

b37:                                              ; preds = %b35
  %.284 = zext i16 %t104 to i32, !dbg !320
  %57 = insertelement <2 x i32> poison, i32 %.262, i64 0, !dbg !320
  %58 = insertelement <2 x i32> %57, i32 %.284, i64 1, !dbg !320
  %59 = shl nuw <2 x i32> %58, <i32 16, i32 16>, !dbg !320
  %60 = bitcast <2 x i32> %59 to <2 x float>, !dbg !320
  %shift29 = shufflevector <2 x float> %60, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !320
  %61 = fmul <2 x float> %shift29, %60, !dbg !320
  %bc33 = bitcast <2 x float> %61 to <2 x i32>, !dbg !320
  %.288 = extractelement <2 x i32> %bc33, i64 0, !dbg !320
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
  %.304 = add nuw nsw i64 %.150, 2, !dbg !319
  %.305 = icmp ult i32 %.149, 62, !dbg !319
  %.307 = and i64 %.304, 63, !dbg !319
  %62 = shl nuw i64 1, %.307, !dbg !319
  %63 = and i64 %62, %.153, !dbg !319
  %.309 = icmp ne i64 %63, 0, !dbg !319
  %.310 = and i1 %.305, %.309, !dbg !319
  %.311 = trunc i64 %.304 to i32, !dbg !319
  %.312 = shl i32 %.311, 2, !dbg !319
  %.313 = zext i16 %t110 to i32, !dbg !319
  %.314 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.313), !dbg !319
  %.315 = trunc i32 %.314 to i16, !dbg !319
  %t112 = select i1 %.310, i16 %.315, i16 %t110, !dbg !319
  %.329 = zext i1 %t111 to i32, !dbg !319
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.329), !dbg !319
  %64 = and i32 %.330, 1, !dbg !319
  %.331 = icmp ne i32 %64, 0, !dbg !319
  %t113 = select i1 %.310, i1 %.331, i1 %t111, !dbg !319
  %t114 = icmp slt i32 %.1, 30, !dbg !319
  %t115 = and i1 %t114, %t113, !dbg !319
  %65 = select i1 %t115, i1 %t111, i1 false, !dbg !319
  %t110.mux = select i1 %t115, i16 %t112, i16 %t110, !dbg !319
  %t111.mux = select i1 %t115, i1 true, i1 %t111, !dbg !319
  br i1 %65, label %b41, label %b43, !dbg !319

b41:                                              ; preds = %b39
  %.335 = zext i16 %t112 to i32, !dbg !320
  %66 = insertelement <2 x i32> poison, i32 %.313, i64 0, !dbg !320
  %67 = insertelement <2 x i32> %66, i32 %.335, i64 1, !dbg !320
  %68 = shl nuw <2 x i32> %67, <i32 16, i32 16>, !dbg !320
  %69 = bitcast <2 x i32> %68 to <2 x float>, !dbg !320
  %shift30 = shufflevector <2 x float> %69, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !320
  %70 = fmul <2 x float> %shift30, %69, !dbg !320
  %bc32 = bitcast <2 x float> %70 to <2 x i32>, !dbg !320
  %.339 = extractelement <2 x i32> %bc32, i64 0, !dbg !320
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
  %.355 = add nuw nsw i64 %.150, 1, !dbg !319
  %.356 = icmp ult i32 %.149, 63, !dbg !319
  %.358 = and i64 %.355, 63, !dbg !319
  %71 = shl nuw i64 1, %.358, !dbg !319
  %72 = and i64 %71, %.153, !dbg !319
  %.360 = icmp ne i64 %72, 0, !dbg !319
  %.361 = and i1 %.356, %.360, !dbg !319
  %.362 = trunc i64 %.355 to i32, !dbg !319
  %.363 = shl i32 %.362, 2, !dbg !319
  %.364 = zext i16 %t118 to i32, !dbg !319
  %.365 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.364), !dbg !319
  %.366 = trunc i32 %.365 to i16, !dbg !319
  %t120 = select i1 %.361, i16 %.366, i16 %t118, !dbg !319
  %.380 = zext i1 %t119 to i32, !dbg !319
  %.381 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.380), !dbg !319
  %73 = and i32 %.381, 1, !dbg !319
  %.382 = icmp ne i32 %73, 0, !dbg !319
  %t121 = select i1 %.361, i1 %.382, i1 %t119, !dbg !319
  %t122 = icmp slt i32 %.1, 31, !dbg !319
  %t123 = and i1 %t122, %t121, !dbg !319
  %74 = select i1 %t123, i1 %t119, i1 false, !dbg !319
  %t118.mux = select i1 %t123, i16 %t120, i16 %t118, !dbg !319
  %t119.mux = select i1 %t123, i1 true, i1 %t119, !dbg !319
  br i1 %74, label %b45, label %b48, !dbg !319

b45:                                              ; preds = %b43
  %.386 = zext i16 %t120 to i32, !dbg !320
  %75 = insertelement <2 x i32> poison, i32 %.364, i64 0, !dbg !320
  %76 = insertelement <2 x i32> %75, i32 %.386, i64 1, !dbg !320
  %77 = shl nuw <2 x i32> %76, <i32 16, i32 16>, !dbg !320
  %78 = bitcast <2 x i32> %77 to <2 x float>, !dbg !320
  %shift31 = shufflevector <2 x float> %78, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !320
  %79 = fmul <2 x float> %shift31, %78, !dbg !320
  %bc = bitcast <2 x float> %79 to <2 x i32>, !dbg !320
  %.390 = extractelement <2 x i32> %bc, i64 0, !dbg !320
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
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !323
  %5 = fmul <2 x float> %shift, %4, !dbg !323
  %bc33 = bitcast <2 x float> %5 to <2 x i32>, !dbg !323
  %.12 = extractelement <2 x i32> %bc33, i64 0, !dbg !323
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
  %6 = insertelement <2 x i16> poison, i16 %t15, i64 0, !dbg !323
  %7 = insertelement <2 x i16> %6, i16 %.25, i64 1, !dbg !323
  %8 = zext <2 x i16> %7 to <2 x i32>, !dbg !323
  %9 = shl nuw <2 x i32> %8, <i32 16, i32 16>, !dbg !323
  %10 = bitcast <2 x i32> %9 to <2 x float>, !dbg !323
  %shift16 = shufflevector <2 x float> %10, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !323
  %11 = fmul <2 x float> %shift16, %10, !dbg !323
  %bc32 = bitcast <2 x float> %11 to <2 x i32>, !dbg !323
  %.35 = extractelement <2 x i32> %bc32, i64 0, !dbg !323
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
  %12 = insertelement <2 x i16> poison, i16 %t28, i64 0, !dbg !323
  %13 = insertelement <2 x i16> %12, i16 %.48, i64 1, !dbg !323
  %14 = zext <2 x i16> %13 to <2 x i32>, !dbg !323
  %15 = shl nuw <2 x i32> %14, <i32 16, i32 16>, !dbg !323
  %16 = bitcast <2 x i32> %15 to <2 x float>, !dbg !323
  %shift17 = shufflevector <2 x float> %16, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !323
  %17 = fmul <2 x float> %shift17, %16, !dbg !323
  %bc31 = bitcast <2 x float> %17 to <2 x i32>, !dbg !323
  %.58 = extractelement <2 x i32> %bc31, i64 0, !dbg !323
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
  %18 = insertelement <2 x i16> poison, i16 %t40, i64 0, !dbg !323
  %19 = insertelement <2 x i16> %18, i16 %.71, i64 1, !dbg !323
  %20 = zext <2 x i16> %19 to <2 x i32>, !dbg !323
  %21 = shl nuw <2 x i32> %20, <i32 16, i32 16>, !dbg !323
  %22 = bitcast <2 x i32> %21 to <2 x float>, !dbg !323
  %shift18 = shufflevector <2 x float> %22, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !323
  %23 = fmul <2 x float> %shift18, %22, !dbg !323
  %bc30 = bitcast <2 x float> %23 to <2 x i32>, !dbg !323
  %.81 = extractelement <2 x i32> %bc30, i64 0, !dbg !323
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
  %.95 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.94), !dbg !322
  %.96 = zext i32 %.95 to i64, !dbg !322
  %.97 = add nuw nsw i64 %.96, 16, !dbg !322
  %.98 = icmp ult i32 %.95, 48, !dbg !322
  %.99 = tail call i64 @llvm.read_register.i64(metadata !228) #12, !dbg !322
  %.100 = and i64 %.97, 63, !dbg !322
  %24 = shl nuw i64 1, %.100, !dbg !322
  %25 = and i64 %24, %.99, !dbg !322
  %.102 = icmp ne i64 %25, 0, !dbg !322
  %.103 = and i1 %.98, %.102, !dbg !322
  %.104 = trunc i64 %.97 to i32, !dbg !322
  %.105 = shl i32 %.104, 2, !dbg !322
  %.106 = zext i16 %t52 to i32, !dbg !322
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !322
  %.108 = trunc i32 %.107 to i16, !dbg !322
  %t54 = select i1 %.103, i16 %.108, i16 %t52, !dbg !322
  %.122 = zext i1 %t53 to i32, !dbg !322
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.122), !dbg !322
  %26 = and i32 %.123, 1, !dbg !322
  %.124 = icmp ne i32 %26, 0, !dbg !322
  %t55 = select i1 %.103, i1 %.124, i1 %t53, !dbg !322
  %t56 = icmp slt i32 %.2, 16, !dbg !322
  %t57 = and i1 %t56, %t55, !dbg !322
  %27 = select i1 %t57, i1 %t53, i1 false, !dbg !322
  %t52.mux = select i1 %t57, i16 %t54, i16 %t52, !dbg !322
  %t53.mux = select i1 %t57, i1 true, i1 %t53, !dbg !322
  br i1 %27, label %b26, label %b28, !dbg !322

b26:                                              ; preds = %b24
  %.128 = zext i16 %t54 to i32, !dbg !323
  %28 = insertelement <2 x i32> poison, i32 %.106, i64 0, !dbg !323
  %29 = insertelement <2 x i32> %28, i32 %.128, i64 1, !dbg !323
  %30 = shl nuw <2 x i32> %29, <i32 16, i32 16>, !dbg !323
  %31 = bitcast <2 x i32> %30 to <2 x float>, !dbg !323
  %shift19 = shufflevector <2 x float> %31, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !323
  %32 = fmul <2 x float> %shift19, %31, !dbg !323
  %bc29 = bitcast <2 x float> %32 to <2 x i32>, !dbg !323
  %.132 = extractelement <2 x i32> %bc29, i64 0, !dbg !323
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
  %.148 = add nuw nsw i64 %.96, 8, !dbg !322
  %.149 = icmp ult i32 %.95, 56, !dbg !322
  %.151 = and i64 %.148, 63, !dbg !322
  %33 = shl nuw i64 1, %.151, !dbg !322
  %34 = and i64 %33, %.99, !dbg !322
  %.153 = icmp ne i64 %34, 0, !dbg !322
  %.154 = and i1 %.149, %.153, !dbg !322
  %.155 = trunc i64 %.148 to i32, !dbg !322
  %.156 = shl i32 %.155, 2, !dbg !322
  %.157 = zext i16 %t60 to i32, !dbg !322
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.157), !dbg !322
  %.159 = trunc i32 %.158 to i16, !dbg !322
  %t62 = select i1 %.154, i16 %.159, i16 %t60, !dbg !322
  %.173 = zext i1 %t61 to i32, !dbg !322
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.173), !dbg !322
  %35 = and i32 %.174, 1, !dbg !322
  %.175 = icmp ne i32 %35, 0, !dbg !322
  %t63 = select i1 %.154, i1 %.175, i1 %t61, !dbg !322
  %t64 = icmp slt i32 %.2, 24, !dbg !322
  %t65 = and i1 %t64, %t63, !dbg !322
  %36 = select i1 %t65, i1 %t61, i1 false, !dbg !322
  %t60.mux = select i1 %t65, i16 %t62, i16 %t60, !dbg !322
  %t61.mux = select i1 %t65, i1 true, i1 %t61, !dbg !322
  br i1 %36, label %b30, label %b32, !dbg !322

b30:                                              ; preds = %b28
  %.179 = zext i16 %t62 to i32, !dbg !323
  %37 = insertelement <2 x i32> poison, i32 %.157, i64 0, !dbg !323
  %38 = insertelement <2 x i32> %37, i32 %.179, i64 1, !dbg !323
  %39 = shl nuw <2 x i32> %38, <i32 16, i32 16>, !dbg !323
  %40 = bitcast <2 x i32> %39 to <2 x float>, !dbg !323
  %shift20 = shufflevector <2 x float> %40, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !323
  %41 = fmul <2 x float> %shift20, %40, !dbg !323
  %bc28 = bitcast <2 x float> %41 to <2 x i32>, !dbg !323
  %.183 = extractelement <2 x i32> %bc28, i64 0, !dbg !323
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
  %.199 = add nuw nsw i64 %.96, 4, !dbg !322
  %.200 = icmp ult i32 %.95, 60, !dbg !322
  %.202 = and i64 %.199, 63, !dbg !322
  %42 = shl nuw i64 1, %.202, !dbg !322
  %43 = and i64 %42, %.99, !dbg !322
  %.204 = icmp ne i64 %43, 0, !dbg !322
  %.205 = and i1 %.200, %.204, !dbg !322
  %.206 = trunc i64 %.199 to i32, !dbg !322
  %.207 = shl i32 %.206, 2, !dbg !322
  %.208 = zext i16 %t68 to i32, !dbg !322
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !322
  %.210 = trunc i32 %.209 to i16, !dbg !322
  %t70 = select i1 %.205, i16 %.210, i16 %t68, !dbg !322
  %.224 = zext i1 %t69 to i32, !dbg !322
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !322
  %44 = and i32 %.225, 1, !dbg !322
  %.226 = icmp ne i32 %44, 0, !dbg !322
  %t71 = select i1 %.205, i1 %.226, i1 %t69, !dbg !322
  %t72 = icmp slt i32 %.2, 28, !dbg !322
  %t73 = and i1 %t72, %t71, !dbg !322
  %45 = select i1 %t73, i1 %t69, i1 false, !dbg !322
  %t68.mux = select i1 %t73, i16 %t70, i16 %t68, !dbg !322
  %t69.mux = select i1 %t73, i1 true, i1 %t69, !dbg !322
  br i1 %45, label %b34, label %b36, !dbg !322

b34:                                              ; preds = %b32
  %.230 = zext i16 %t70 to i32, !dbg !323
  %46 = insertelement <2 x i32> poison, i32 %.208, i64 0, !dbg !323
  %47 = insertelement <2 x i32> %46, i32 %.230, i64 1, !dbg !323
  %48 = shl nuw <2 x i32> %47, <i32 16, i32 16>, !dbg !323
  %49 = bitcast <2 x i32> %48 to <2 x float>, !dbg !323
  %shift21 = shufflevector <2 x float> %49, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !323
  %50 = fmul <2 x float> %shift21, %49, !dbg !323
  %bc27 = bitcast <2 x float> %50 to <2 x i32>, !dbg !323
  %.234 = extractelement <2 x i32> %bc27, i64 0, !dbg !323
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
  %.250 = add nuw nsw i64 %.96, 2, !dbg !322
  %.251 = icmp ult i32 %.95, 62, !dbg !322
  %.253 = and i64 %.250, 63, !dbg !322
  %51 = shl nuw i64 1, %.253, !dbg !322
  %52 = and i64 %51, %.99, !dbg !322
  %.255 = icmp ne i64 %52, 0, !dbg !322
  %.256 = and i1 %.251, %.255, !dbg !322
  %.257 = trunc i64 %.250 to i32, !dbg !322
  %.258 = shl i32 %.257, 2, !dbg !322
  %.259 = zext i16 %t76 to i32, !dbg !322
  %.260 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.259), !dbg !322
  %.261 = trunc i32 %.260 to i16, !dbg !322
  %t78 = select i1 %.256, i16 %.261, i16 %t76, !dbg !322
  %.275 = zext i1 %t77 to i32, !dbg !322
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.275), !dbg !322
  %53 = and i32 %.276, 1, !dbg !322
  %.277 = icmp ne i32 %53, 0, !dbg !322
  %t79 = select i1 %.256, i1 %.277, i1 %t77, !dbg !322
  %t80 = icmp slt i32 %.2, 30, !dbg !322
  %t81 = and i1 %t80, %t79, !dbg !322
  %54 = select i1 %t81, i1 %t77, i1 false, !dbg !322
  %t76.mux = select i1 %t81, i16 %t78, i16 %t76, !dbg !322
  %t77.mux = select i1 %t81, i1 true, i1 %t77, !dbg !322
  br i1 %54, label %b38, label %b40, !dbg !322

b38:                                              ; preds = %b36
  %.281 = zext i16 %t78 to i32, !dbg !323
  %55 = insertelement <2 x i32> poison, i32 %.259, i64 0, !dbg !323
  %56 = insertelement <2 x i32> %55, i32 %.281, i64 1, !dbg !323
  %57 = shl nuw <2 x i32> %56, <i32 16, i32 16>, !dbg !323
  %58 = bitcast <2 x i32> %57 to <2 x float>, !dbg !323
  %shift22 = shufflevector <2 x float> %58, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !323
  %59 = fmul <2 x float> %shift22, %58, !dbg !323
  %bc26 = bitcast <2 x float> %59 to <2 x i32>, !dbg !323
  %.285 = extractelement <2 x i32> %bc26, i64 0, !dbg !323
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
  %.301 = add nuw nsw i64 %.96, 1, !dbg !322
  %.302 = icmp ult i32 %.95, 63, !dbg !322
  %.304 = and i64 %.301, 63, !dbg !322
  %60 = shl nuw i64 1, %.304, !dbg !322
  %61 = and i64 %60, %.99, !dbg !322
  %.306 = icmp ne i64 %61, 0, !dbg !322
  %.307 = and i1 %.302, %.306, !dbg !322
  %.308 = trunc i64 %.301 to i32, !dbg !322
  %.309 = shl i32 %.308, 2, !dbg !322
  %.310 = zext i16 %t84 to i32, !dbg !322
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.310), !dbg !322
  %.312 = trunc i32 %.311 to i16, !dbg !322
  %t86 = select i1 %.307, i16 %.312, i16 %t84, !dbg !322
  %.326 = zext i1 %t85 to i32, !dbg !322
  %.327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.326), !dbg !322
  %62 = and i32 %.327, 1, !dbg !322
  %.328 = icmp ne i32 %62, 0, !dbg !322
  %t87 = select i1 %.307, i1 %.328, i1 %t85, !dbg !322
  %t88 = icmp slt i32 %.2, 31, !dbg !322
  %t89 = and i1 %t88, %t87, !dbg !322
  %63 = select i1 %t89, i1 %t85, i1 false, !dbg !322
  %t84.mux = select i1 %t89, i16 %t86, i16 %t84, !dbg !322
  %t85.mux = select i1 %t89, i1 true, i1 %t85, !dbg !322
  br i1 %63, label %b42, label %b45, !dbg !322

b42:                                              ; preds = %b40
  %.332 = zext i16 %t86 to i32, !dbg !323
  %64 = insertelement <2 x i32> poison, i32 %.310, i64 0, !dbg !323
  %65 = insertelement <2 x i32> %64, i32 %.332, i64 1, !dbg !323
  %66 = shl nuw <2 x i32> %65, <i32 16, i32 16>, !dbg !323
  %67 = bitcast <2 x i32> %66 to <2 x float>, !dbg !323
  %shift23 = shufflevector <2 x float> %67, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !323
  %68 = fmul <2 x float> %shift23, %67, !dbg !323
  %bc25 = bitcast <2 x float> %68 to <2 x i32>, !dbg !323
  %.336 = extractelement <2 x i32> %bc25, i64 0, !dbg !323
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
  %69 = select i1 %t95, i1 %.1, i1 false, !dbg !322
  %a3.mux = select i1 %t95, i16 %t94, i16 %a3, !dbg !322
  %.1.mux = select i1 %t95, i1 true, i1 %.1, !dbg !322
  br i1 %69, label %b48, label %b50, !dbg !322

b48:                                              ; preds = %b46
  %70 = insertelement <2 x i16> poison, i16 %a3, i64 0, !dbg !323
  %71 = insertelement <2 x i16> %70, i16 %t94, i64 1, !dbg !323
  %72 = zext <2 x i16> %71 to <2 x i32>, !dbg !323
  %73 = shl nuw <2 x i32> %72, <i32 16, i32 16>, !dbg !323
  %74 = bitcast <2 x i32> %73 to <2 x float>, !dbg !323
  %shift24 = shufflevector <2 x float> %74, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !323
  %75 = fmul <2 x float> %shift24, %74, !dbg !323
  %bc = bitcast <2 x float> %75 to <2 x i32>, !dbg !323
  %.355 = extractelement <2 x i32> %bc, i64 0, !dbg !323
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
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #6

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #7

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #8

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16>, <4 x i16>, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #7

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #7

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #9

; Function Attrs: mustprogress nounwind willreturn
declare i64 @llvm.amdgcn.s.memrealtime() #10

; Function Attrs: mustprogress nounwind willreturn
declare i64 @llvm.amdgcn.s.memtime() #10

; Function Attrs: mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.sleep(i32 immarg) #10

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #6

; Function Attrs: nounwind readonly
declare i64 @llvm.read_register.i64(metadata) #11

attributes #0 = { argmemonly mustprogress nofree nosync nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { argmemonly mustprogress nofree norecurse nosync nounwind willreturn writeonly "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #2 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn writeonly "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #4 = { argmemonly nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #5 = { nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { convergent mustprogress nofree nounwind readnone willreturn }
attributes #8 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #9 = { convergent mustprogress nounwind willreturn }
attributes #10 = { mustprogress nounwind willreturn }
attributes #11 = { nounwind readonly }
attributes #12 = { convergent }

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
!23 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eClockNanosleep", scope: !24, file: !24, line: 12, type: !5, scopeLine: 12, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = !DIFile(filename: "intrinsics.go", directory: "")
!25 = !DILocation(line: 13, column: 14, scope: !23)
!26 = !DILocation(line: 14, column: 7, scope: !23)
!27 = !DILocation(line: 0, scope: !23)
!28 = !DILocation(line: 17, column: 23, scope: !23)
!29 = !DILocation(line: 18, column: 16, scope: !23)
!30 = !DILocation(line: 19, column: 23, scope: !23)
!31 = !DILocation(line: 19, column: 27, scope: !23)
!32 = !DILocation(line: 19, column: 5, scope: !23)
!33 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d", scope: !34, file: !34, line: 54, type: !5, scopeLine: 54, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = !DIFile(filename: "wmma.go", directory: "")
!35 = !DILocation(line: 55, column: 19, scope: !33)
!36 = !DILocation(line: 56, column: 12, scope: !33)
!37 = !DILocation(line: 57, column: 13, scope: !33)
!38 = !DILocation(line: 57, column: 18, scope: !33)
!39 = !DILocation(line: 62, column: 13, scope: !33)
!40 = !DILocation(line: 62, column: 29, scope: !33)
!41 = !DILocation(line: 64, column: 23, scope: !33)
!42 = !DILocation(line: 64, column: 35, scope: !33)
!43 = !DILocation(line: 66, column: 8, scope: !33)
!44 = !DILocation(line: 66, column: 15, scope: !33)
!45 = !DILocation(line: 64, column: 55, scope: !33)
!46 = !DILocation(line: 64, column: 31, scope: !33)
!47 = !DILocation(line: 65, column: 17, scope: !33)
!48 = !DILocation(line: 65, column: 13, scope: !33)
!49 = !DILocation(line: 65, column: 23, scope: !33)
!50 = !DILocation(line: 67, column: 21, scope: !33)
!51 = !DILocation(line: 69, column: 30, scope: !33)
!52 = !DILocation(line: 69, column: 6, scope: !33)
!53 = !DILocation(line: 69, column: 13, scope: !33)
!54 = !DILocation(line: 69, column: 20, scope: !33)
!55 = !DILocation(line: 64, column: 40, scope: !33)
!56 = !DILocation(line: 71, column: 16, scope: !33)
!57 = !DILocation(line: 106, column: 7, scope: !33)
!58 = !DILocation(line: 106, column: 13, scope: !33)
!59 = !DILocation(line: 0, scope: !33)
!60 = !DILocation(line: 107, column: 21, scope: !33)
!61 = !DILocation(line: 107, column: 4, scope: !33)
!62 = !DILocation(line: 109, column: 20, scope: !33)
!63 = !DILocation(line: 111, column: 6, scope: !33)
!64 = !DILocation(line: 111, column: 12, scope: !33)
!65 = !DILocation(line: 112, column: 20, scope: !33)
!66 = !DILocation(line: 112, column: 3, scope: !33)
!67 = !DILocation(line: 114, column: 19, scope: !33)
!68 = !DILocation(line: 119, column: 22, scope: !33)
!69 = !DILocation(line: 120, column: 13, scope: !33)
!70 = !DILocation(line: 121, column: 21, scope: !33)
!71 = !DILocation(line: 123, column: 20, scope: !33)
!72 = !DILocation(line: 123, column: 3, scope: !33)
!73 = !DILocation(line: 126, column: 20, scope: !33)
!74 = !DILocation(line: 125, column: 12, scope: !33)
!75 = !DILocation(line: 128, column: 19, scope: !33)
!76 = !DILocation(line: 128, column: 2, scope: !33)
!77 = !DILocation(line: 76, column: 6, scope: !33)
!78 = !DILocation(line: 76, column: 11, scope: !33)
!79 = !DILocation(line: 133, column: 22, scope: !33)
!80 = !DILocation(line: 134, column: 13, scope: !33)
!81 = !DILocation(line: 135, column: 21, scope: !33)
!82 = !DILocation(line: 135, column: 4, scope: !33)
!83 = !DILocation(line: 137, column: 20, scope: !33)
!84 = !DILocation(line: 137, column: 3, scope: !33)
!85 = !DILocation(line: 140, column: 20, scope: !33)
!86 = !DILocation(line: 139, column: 12, scope: !33)
!87 = !DILocation(line: 140, column: 3, scope: !33)
!88 = !DILocation(line: 142, column: 19, scope: !33)
!89 = !DILocation(line: 142, column: 2, scope: !33)
!90 = !DILocation(line: 79, column: 15, scope: !33)
!91 = !DILocation(line: 88, column: 12, scope: !33)
!92 = !DILocation(line: 89, column: 14, scope: !33)
!93 = !DILocation(line: 93, column: 15, scope: !33)
!94 = !DILocation(line: 95, column: 22, scope: !33)
!95 = !DILocation(line: 95, column: 34, scope: !33)
!96 = !DILocation(line: 95, column: 54, scope: !33)
!97 = !DILocation(line: 95, column: 30, scope: !33)
!98 = !DILocation(line: 96, column: 7, scope: !33)
!99 = !DILocation(line: 96, column: 11, scope: !33)
!100 = !DILocation(line: 97, column: 9, scope: !33)
!101 = !DILocation(line: 97, column: 5, scope: !33)
!102 = !DILocation(line: 97, column: 17, scope: !33)
!103 = !DILocation(line: 95, column: 39, scope: !33)
!104 = !DILocation(line: 91, column: 14, scope: !33)
!105 = !DILocation(line: 82, column: 15, scope: !33)
!106 = !DILocation(line: 81, column: 13, scope: !33)
!107 = !DILocation(line: 84, column: 15, scope: !33)
!108 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d", scope: !34, file: !34, line: 54, type: !5, scopeLine: 54, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!109 = !DILocation(line: 55, column: 19, scope: !108)
!110 = !DILocation(line: 56, column: 12, scope: !108)
!111 = !DILocation(line: 57, column: 13, scope: !108)
!112 = !DILocation(line: 57, column: 18, scope: !108)
!113 = !DILocation(line: 62, column: 13, scope: !108)
!114 = !DILocation(line: 62, column: 29, scope: !108)
!115 = !DILocation(line: 64, column: 23, scope: !108)
!116 = !DILocation(line: 64, column: 35, scope: !108)
!117 = !DILocation(line: 66, column: 8, scope: !108)
!118 = !DILocation(line: 66, column: 15, scope: !108)
!119 = !DILocation(line: 64, column: 55, scope: !108)
!120 = !DILocation(line: 64, column: 31, scope: !108)
!121 = !DILocation(line: 65, column: 17, scope: !108)
!122 = !DILocation(line: 65, column: 13, scope: !108)
!123 = !DILocation(line: 65, column: 23, scope: !108)
!124 = !DILocation(line: 67, column: 21, scope: !108)
!125 = !DILocation(line: 67, column: 37, scope: !108)
!126 = !DILocation(line: 69, column: 30, scope: !108)
!127 = !DILocation(line: 69, column: 6, scope: !108)
!128 = !DILocation(line: 69, column: 13, scope: !108)
!129 = !DILocation(line: 69, column: 20, scope: !108)
!130 = !DILocation(line: 64, column: 40, scope: !108)
!131 = !DILocation(line: 71, column: 16, scope: !108)
!132 = !DILocation(line: 106, column: 7, scope: !108)
!133 = !DILocation(line: 106, column: 13, scope: !108)
!134 = !DILocation(line: 0, scope: !108)
!135 = !DILocation(line: 107, column: 21, scope: !108)
!136 = !DILocation(line: 107, column: 4, scope: !108)
!137 = !DILocation(line: 109, column: 20, scope: !108)
!138 = !DILocation(line: 111, column: 6, scope: !108)
!139 = !DILocation(line: 111, column: 12, scope: !108)
!140 = !DILocation(line: 112, column: 20, scope: !108)
!141 = !DILocation(line: 112, column: 3, scope: !108)
!142 = !DILocation(line: 114, column: 19, scope: !108)
!143 = !DILocation(line: 119, column: 22, scope: !108)
!144 = !DILocation(line: 120, column: 13, scope: !108)
!145 = !DILocation(line: 121, column: 21, scope: !108)
!146 = !DILocation(line: 123, column: 20, scope: !108)
!147 = !DILocation(line: 123, column: 3, scope: !108)
!148 = !DILocation(line: 126, column: 20, scope: !108)
!149 = !DILocation(line: 125, column: 12, scope: !108)
!150 = !DILocation(line: 128, column: 19, scope: !108)
!151 = !DILocation(line: 128, column: 2, scope: !108)
!152 = !DILocation(line: 76, column: 6, scope: !108)
!153 = !DILocation(line: 76, column: 11, scope: !108)
!154 = !DILocation(line: 133, column: 22, scope: !108)
!155 = !DILocation(line: 134, column: 13, scope: !108)
!156 = !DILocation(line: 135, column: 21, scope: !108)
!157 = !DILocation(line: 135, column: 4, scope: !108)
!158 = !DILocation(line: 137, column: 20, scope: !108)
!159 = !DILocation(line: 137, column: 3, scope: !108)
!160 = !DILocation(line: 140, column: 20, scope: !108)
!161 = !DILocation(line: 139, column: 12, scope: !108)
!162 = !DILocation(line: 140, column: 3, scope: !108)
!163 = !DILocation(line: 142, column: 19, scope: !108)
!164 = !DILocation(line: 142, column: 2, scope: !108)
!165 = !DILocation(line: 79, column: 15, scope: !108)
!166 = !DILocation(line: 88, column: 12, scope: !108)
!167 = !DILocation(line: 89, column: 14, scope: !108)
!168 = !DILocation(line: 93, column: 15, scope: !108)
!169 = !DILocation(line: 95, column: 22, scope: !108)
!170 = !DILocation(line: 95, column: 34, scope: !108)
!171 = !DILocation(line: 95, column: 54, scope: !108)
!172 = !DILocation(line: 95, column: 30, scope: !108)
!173 = !DILocation(line: 96, column: 7, scope: !108)
!174 = !DILocation(line: 96, column: 11, scope: !108)
!175 = !DILocation(line: 97, column: 9, scope: !108)
!176 = !DILocation(line: 97, column: 5, scope: !108)
!177 = !DILocation(line: 97, column: 17, scope: !108)
!178 = !DILocation(line: 95, column: 39, scope: !108)
!179 = !DILocation(line: 91, column: 14, scope: !108)
!180 = !DILocation(line: 82, column: 15, scope: !108)
!181 = !DILocation(line: 81, column: 13, scope: !108)
!182 = !DILocation(line: 84, column: 15, scope: !108)
!183 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore", scope: !34, file: !34, line: 151, type: !5, scopeLine: 151, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!208 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreGlobal", scope: !34, file: !34, line: 184, type: !5, scopeLine: 184, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!209 = !DILocation(line: 185, column: 13, scope: !208)
!210 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared", scope: !34, file: !34, line: 191, type: !5, scopeLine: 191, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!228 = !{!"exec"}
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

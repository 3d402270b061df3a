; kern module github.com/kernlab/kern/internal/testing/cudajl (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0 = internal addrspace(3) global [1024 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1 = internal addrspace(3) global [1024 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0 = internal addrspace(3) global [1024 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1 = internal addrspace(3) global [1024 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [512 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [512 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [512 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [512 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [512 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [512 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [512 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [512 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [512 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [512 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [512 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [512 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16

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
  %t11 = and i32 %.17, 32, !dbg !39
  %t12.not = icmp eq i32 %t11, 0, !dbg !40
  br i1 %t12.not, label %b9, label %b1, !dbg !40

b1:                                               ; preds = %entry
  %.18 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !41
  %t17 = sext i32 %.18 to i64, !dbg !41
  %t18 = shl i64 %a15, 4, !dbg !42
  %.19 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !43
  %.20 = getelementptr inbounds i8, ptr addrspace(4) %.19, i64 4, !dbg !43
  %.21 = load i16, ptr addrspace(4) %.20, align 4, !dbg !43, !invariant.load !6
  %t20 = zext i16 %.21 to i64
  %t221 = icmp sgt i64 %t18, %t17, !dbg !44
  br i1 %t221, label %b3, label %b4, !dbg !44

b3:                                               ; preds = %b1, %b3
  %t212 = phi i64 [ %t33, %b3 ], [ %t17, %b1 ]
  %t23 = add i64 %t212, %t6, !dbg !45
  %t24 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t23, !dbg !46
  %.23 = load i16, ptr addrspace(1) %t24, align 2, !dbg !46, !amdgpu.noclobber !6
  %t26 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t23, !dbg !47
  %.24 = load i16, ptr addrspace(1) %t26, align 2, !dbg !47, !amdgpu.noclobber !6
  %t28 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t23, !dbg !48
  %.25 = load float, ptr addrspace(1) %t28, align 4, !dbg !48, !amdgpu.noclobber !6
  %0 = trunc i64 %t212 to i32, !dbg !49
  %t30 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %0, !dbg !49
  store i16 %.23, ptr addrspace(3) %t30, align 2, !dbg !49
  %t31 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %0, !dbg !50
  store i16 %.24, ptr addrspace(3) %t31, align 2, !dbg !50
  %t32 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %0, !dbg !51
  store float %.25, ptr addrspace(3) %t32, align 4, !dbg !51
  %t33 = add i64 %t212, %t20, !dbg !52
  %t22 = icmp slt i64 %t33, %t18, !dbg !44
  br i1 %t22, label %b3, label %b4, !dbg !44

b4:                                               ; preds = %b3, %b1
  fence syncscope("workgroup") release, !dbg !53
  tail call void @llvm.amdgcn.s.barrier(), !dbg !53
  fence syncscope("workgroup") acquire, !dbg !53
  %t36 = and i32 %.17, 1, !dbg !54
  %t37.not = icmp eq i32 %t36, 0, !dbg !55
  %.59 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !56
  %.60 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.59), !dbg !56
  %.63 = and i32 %.60, 15, !dbg !56
  br i1 %t37.not, label %b8, label %b7, !dbg !55

b7:                                               ; preds = %b4
  %.31 = zext i32 %.63 to i64, !dbg !57
  %1 = lshr i32 %.60, 2, !dbg !57
  %2 = and i32 %1, 1073741820, !dbg !57
  %.32 = zext i32 %2 to i64, !dbg !57
  %.33 = mul i64 %.32, %a15, !dbg !57
  %.34 = add i64 %.33, %.31, !dbg !57
  %3 = trunc i64 %.34 to i32, !dbg !57
  %.35 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %3, !dbg !57
  %.36 = load i16, ptr addrspace(3) %.35, align 2, !dbg !57
  %.37 = zext i16 %.36 to i32, !dbg !57
  %.39 = add i64 %.34, %a15, !dbg !57
  %4 = trunc i64 %.39 to i32, !dbg !57
  %.40 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %4, !dbg !57
  %.41 = load i16, ptr addrspace(3) %.40, align 2, !dbg !57
  %.42 = zext i16 %.41 to i32, !dbg !57
  %.43 = shl nuw i32 %.42, 16, !dbg !57
  %.44 = or i32 %.43, %.37, !dbg !57
  %.45 = shl i64 %a15, 1, !dbg !57
  %.46 = add i64 %.34, %.45, !dbg !57
  %5 = trunc i64 %.46 to i32, !dbg !57
  %.47 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %5, !dbg !57
  %.48 = load i16, ptr addrspace(3) %.47, align 2, !dbg !57
  %.49 = zext i16 %.48 to i32, !dbg !57
  %.50 = mul i64 %a15, 3, !dbg !57
  %.51 = add i64 %.34, %.50, !dbg !57
  %6 = trunc i64 %.51 to i32, !dbg !57
  %.52 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %6, !dbg !57
  %.53 = load i16, ptr addrspace(3) %.52, align 2, !dbg !57
  %.54 = zext i16 %.53 to i32, !dbg !57
  %.55 = shl nuw i32 %.54, 16, !dbg !57
  %.56 = or i32 %.55, %.49, !dbg !57
  br label %b12, !dbg !58

b8:                                               ; preds = %b4
  %7 = lshr i32 %.60, 2, !dbg !59
  %8 = and i32 %7, 1073741820, !dbg !59
  %9 = trunc i64 %a15 to i32, !dbg !59
  %10 = mul i32 %.63, %9, !dbg !59
  %11 = add i32 %10, %8, !dbg !59
  %.68 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %11, !dbg !59
  %12 = ptrtoint ptr addrspace(3) %.68 to i32, !dbg !59
  %13 = and i32 %12, 2, !dbg !59
  %.71 = icmp eq i32 %13, 0, !dbg !59
  br i1 %.71, label %frag.wide.72, label %frag.narrow.73, !dbg !59

frag.wide.72:                                     ; preds = %b8
  %.75 = load <2 x i32>, ptr addrspace(3) %.68, align 4, !dbg !59
  %.76 = extractelement <2 x i32> %.75, i64 0, !dbg !59
  %.77 = extractelement <2 x i32> %.75, i64 1, !dbg !59
  br label %b12, !dbg !59

frag.narrow.73:                                   ; preds = %b8
  %.79 = load i16, ptr addrspace(3) %.68, align 2, !dbg !59
  %.80 = zext i16 %.79 to i32, !dbg !59
  %14 = add i32 %11, 1, !dbg !59
  %.82 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %14, !dbg !59
  %.83 = load i16, ptr addrspace(3) %.82, align 2, !dbg !59
  %.84 = zext i16 %.83 to i32, !dbg !59
  %.85 = shl nuw i32 %.84, 16, !dbg !59
  %.86 = or i32 %.85, %.80, !dbg !59
  %15 = add i32 %11, 2, !dbg !59
  %.88 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %15, !dbg !59
  %.89 = load i16, ptr addrspace(3) %.88, align 2, !dbg !59
  %.90 = zext i16 %.89 to i32, !dbg !59
  %16 = add i32 %11, 3, !dbg !59
  %.92 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %16, !dbg !59
  %.93 = load i16, ptr addrspace(3) %.92, align 2, !dbg !59
  %.94 = zext i16 %.93 to i32, !dbg !59
  %.95 = shl nuw i32 %.94, 16, !dbg !59
  %.96 = or i32 %.95, %.90, !dbg !59
  br label %b12, !dbg !59

b9:                                               ; preds = %entry
  %t42 = and i32 %.17, 1, !dbg !60
  %t43.not = icmp eq i32 %t42, 0, !dbg !61
  %t44 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t6, !dbg !62
  %.134 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !56
  %.135 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.134), !dbg !56
  %.138 = and i32 %.135, 15, !dbg !56
  %.139 = zext i32 %.138 to i64, !dbg !56
  %17 = lshr i32 %.135, 2, !dbg !56
  %18 = and i32 %17, 1073741820, !dbg !56
  %.140 = zext i32 %18 to i64, !dbg !56
  br i1 %t43.not, label %b11, label %b10, !dbg !61

b10:                                              ; preds = %b9
  %.108 = mul i64 %.140, %a15, !dbg !62
  %.109 = add i64 %.108, %.139, !dbg !62
  %.110 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.109, !dbg !62
  %.111 = load i16, ptr addrspace(1) %.110, align 2, !dbg !62, !amdgpu.noclobber !6
  %.112 = zext i16 %.111 to i32, !dbg !62
  %.114 = add i64 %.109, %a15, !dbg !62
  %.115 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.114, !dbg !62
  %.116 = load i16, ptr addrspace(1) %.115, align 2, !dbg !62, !amdgpu.noclobber !6
  %.117 = zext i16 %.116 to i32, !dbg !62
  %.118 = shl nuw i32 %.117, 16, !dbg !62
  %.119 = or i32 %.118, %.112, !dbg !62
  %.120 = shl i64 %a15, 1, !dbg !62
  %.121 = add i64 %.109, %.120, !dbg !62
  %.122 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.121, !dbg !62
  %.123 = load i16, ptr addrspace(1) %.122, align 2, !dbg !62, !amdgpu.noclobber !6
  %.124 = zext i16 %.123 to i32, !dbg !62
  %.125 = mul i64 %a15, 3, !dbg !62
  %.126 = add i64 %.109, %.125, !dbg !62
  %.127 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.126, !dbg !62
  %.128 = load i16, ptr addrspace(1) %.127, align 2, !dbg !62, !amdgpu.noclobber !6
  %.129 = zext i16 %.128 to i32, !dbg !62
  %.130 = shl nuw i32 %.129, 16, !dbg !62
  %.131 = or i32 %.130, %.124, !dbg !62
  br label %b12, !dbg !63

b11:                                              ; preds = %b9
  %.141 = mul i64 %.139, %a15, !dbg !64
  %.142 = add i64 %.141, %.140, !dbg !64
  %.143 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.142, !dbg !64
  %.144 = ptrtoint ptr addrspace(1) %.143 to i64, !dbg !64
  %.145 = and i64 %.144, 3, !dbg !64
  %.146 = icmp eq i64 %.145, 0, !dbg !64
  br i1 %.146, label %frag.wide.147, label %frag.narrow.148, !dbg !64

frag.wide.147:                                    ; preds = %b11
  %.150 = load <2 x i32>, ptr addrspace(1) %.143, align 4, !dbg !64, !amdgpu.noclobber !6
  %.151 = extractelement <2 x i32> %.150, i64 0, !dbg !64
  %.152 = extractelement <2 x i32> %.150, i64 1, !dbg !64
  br label %b12, !dbg !64

frag.narrow.148:                                  ; preds = %b11
  %.154 = load i16, ptr addrspace(1) %.143, align 2, !dbg !64, !amdgpu.noclobber !6
  %.155 = zext i16 %.154 to i32, !dbg !64
  %.156 = add i64 %.142, 1, !dbg !64
  %.157 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.156, !dbg !64
  %.158 = load i16, ptr addrspace(1) %.157, align 2, !dbg !64, !amdgpu.noclobber !6
  %.159 = zext i16 %.158 to i32, !dbg !64
  %.160 = shl nuw i32 %.159, 16, !dbg !64
  %.161 = or i32 %.160, %.155, !dbg !64
  %.162 = add i64 %.142, 2, !dbg !64
  %.163 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.162, !dbg !64
  %.164 = load i16, ptr addrspace(1) %.163, align 2, !dbg !64, !amdgpu.noclobber !6
  %.165 = zext i16 %.164 to i32, !dbg !64
  %.166 = add i64 %.142, 3, !dbg !64
  %.167 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.166, !dbg !64
  %.168 = load i16, ptr addrspace(1) %.167, align 2, !dbg !64, !amdgpu.noclobber !6
  %.169 = zext i16 %.168 to i32, !dbg !64
  %.170 = shl nuw i32 %.169, 16, !dbg !64
  %.171 = or i32 %.170, %.165, !dbg !64
  br label %b12, !dbg !64

b12:                                              ; preds = %frag.wide.147, %frag.narrow.148, %frag.wide.72, %frag.narrow.73, %b10, %b7
  %.44.pn = phi i32 [ %.44, %b7 ], [ %.119, %b10 ], [ %.76, %frag.wide.72 ], [ %.86, %frag.narrow.73 ], [ %.151, %frag.wide.147 ], [ %.161, %frag.narrow.148 ]
  %.56.pn = phi i32 [ %.56, %b7 ], [ %.131, %b10 ], [ %.77, %frag.wide.72 ], [ %.96, %frag.narrow.73 ], [ %.152, %frag.wide.147 ], [ %.171, %frag.narrow.148 ]
  %.57.pn = insertvalue { [4 x i32] } zeroinitializer, i32 %.44.pn, 0, 0, !dbg !56
  %t47 = insertvalue { [4 x i32] } %.57.pn, i32 %.56.pn, 0, 1, !dbg !56
  %t56 = and i32 %.17, 2, !dbg !56
  %t57.not = icmp eq i32 %t56, 0, !dbg !56
  br i1 %t12.not, label %b16, label %b13, !dbg !65

b13:                                              ; preds = %b12
  %.218 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !56
  %.219 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.218), !dbg !56
  %.222 = and i32 %.219, 15, !dbg !56
  br i1 %t57.not, label %b15, label %b14, !dbg !66

b14:                                              ; preds = %b13
  %19 = lshr i32 %.219, 2, !dbg !67
  %20 = and i32 %19, 1073741820, !dbg !67
  %21 = trunc i64 %a15 to i32, !dbg !67
  %22 = mul i32 %.222, %21, !dbg !67
  %23 = add i32 %22, %20, !dbg !67
  %.185 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %23, !dbg !67
  %24 = ptrtoint ptr addrspace(3) %.185 to i32, !dbg !67
  %25 = and i32 %24, 2, !dbg !67
  %.188 = icmp eq i32 %25, 0, !dbg !67
  br i1 %.188, label %frag.wide.189, label %frag.narrow.190, !dbg !67

frag.wide.189:                                    ; preds = %b14
  %.192 = load <2 x i32>, ptr addrspace(3) %.185, align 4, !dbg !67
  %.193 = extractelement <2 x i32> %.192, i64 0, !dbg !67
  %.194 = extractelement <2 x i32> %.192, i64 1, !dbg !67
  br label %b19, !dbg !67

frag.narrow.190:                                  ; preds = %b14
  %.196 = load i16, ptr addrspace(3) %.185, align 2, !dbg !67
  %.197 = zext i16 %.196 to i32, !dbg !67
  %26 = add i32 %23, 1, !dbg !67
  %.199 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %26, !dbg !67
  %.200 = load i16, ptr addrspace(3) %.199, align 2, !dbg !67
  %.201 = zext i16 %.200 to i32, !dbg !67
  %.202 = shl nuw i32 %.201, 16, !dbg !67
  %.203 = or i32 %.202, %.197, !dbg !67
  %27 = add i32 %23, 2, !dbg !67
  %.205 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %27, !dbg !67
  %.206 = load i16, ptr addrspace(3) %.205, align 2, !dbg !67
  %.207 = zext i16 %.206 to i32, !dbg !67
  %28 = add i32 %23, 3, !dbg !67
  %.209 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %28, !dbg !67
  %.210 = load i16, ptr addrspace(3) %.209, align 2, !dbg !67
  %.211 = zext i16 %.210 to i32, !dbg !67
  %.212 = shl nuw i32 %.211, 16, !dbg !67
  %.213 = or i32 %.212, %.207, !dbg !67
  br label %b19, !dbg !67

b15:                                              ; preds = %b13
  %.223 = zext i32 %.222 to i64, !dbg !68
  %29 = lshr i32 %.219, 2, !dbg !68
  %30 = and i32 %29, 1073741820, !dbg !68
  %.224 = zext i32 %30 to i64, !dbg !68
  %.225 = mul i64 %.224, %a15, !dbg !68
  %.226 = add i64 %.225, %.223, !dbg !68
  %31 = trunc i64 %.226 to i32, !dbg !68
  %.227 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %31, !dbg !68
  %.228 = load i16, ptr addrspace(3) %.227, align 2, !dbg !68
  %.229 = zext i16 %.228 to i32, !dbg !68
  %.231 = add i64 %.226, %a15, !dbg !68
  %32 = trunc i64 %.231 to i32, !dbg !68
  %.232 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %32, !dbg !68
  %.233 = load i16, ptr addrspace(3) %.232, align 2, !dbg !68
  %.234 = zext i16 %.233 to i32, !dbg !68
  %.235 = shl nuw i32 %.234, 16, !dbg !68
  %.236 = or i32 %.235, %.229, !dbg !68
  %.237 = shl i64 %a15, 1, !dbg !68
  %.238 = add i64 %.226, %.237, !dbg !68
  %33 = trunc i64 %.238 to i32, !dbg !68
  %.239 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %33, !dbg !68
  %.240 = load i16, ptr addrspace(3) %.239, align 2, !dbg !68
  %.241 = zext i16 %.240 to i32, !dbg !68
  %.242 = mul i64 %a15, 3, !dbg !68
  %.243 = add i64 %.226, %.242, !dbg !68
  %34 = trunc i64 %.243 to i32, !dbg !68
  %.244 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %34, !dbg !68
  %.245 = load i16, ptr addrspace(3) %.244, align 2, !dbg !68
  %.246 = zext i16 %.245 to i32, !dbg !68
  %.247 = shl nuw i32 %.246, 16, !dbg !68
  %.248 = or i32 %.247, %.241, !dbg !68
  br label %b19, !dbg !69

b16:                                              ; preds = %b12
  %t58 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t6, !dbg !70
  %.293 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !56
  %.294 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.293), !dbg !56
  %.297 = and i32 %.294, 15, !dbg !56
  %.298 = zext i32 %.297 to i64, !dbg !56
  %35 = lshr i32 %.294, 2, !dbg !56
  %36 = and i32 %35, 1073741820, !dbg !56
  %.299 = zext i32 %36 to i64, !dbg !56
  br i1 %t57.not, label %b18, label %b17, !dbg !71

b17:                                              ; preds = %b16
  %.258 = mul i64 %.298, %a15, !dbg !70
  %.259 = add i64 %.258, %.299, !dbg !70
  %.260 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.259, !dbg !70
  %.261 = ptrtoint ptr addrspace(1) %.260 to i64, !dbg !70
  %.262 = and i64 %.261, 3, !dbg !70
  %.263 = icmp eq i64 %.262, 0, !dbg !70
  br i1 %.263, label %frag.wide.264, label %frag.narrow.265, !dbg !70

frag.wide.264:                                    ; preds = %b17
  %.267 = load <2 x i32>, ptr addrspace(1) %.260, align 4, !dbg !70, !amdgpu.noclobber !6
  %.268 = extractelement <2 x i32> %.267, i64 0, !dbg !70
  %.269 = extractelement <2 x i32> %.267, i64 1, !dbg !70
  br label %b19, !dbg !70

frag.narrow.265:                                  ; preds = %b17
  %.271 = load i16, ptr addrspace(1) %.260, align 2, !dbg !70, !amdgpu.noclobber !6
  %.272 = zext i16 %.271 to i32, !dbg !70
  %.273 = add i64 %.259, 1, !dbg !70
  %.274 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.273, !dbg !70
  %.275 = load i16, ptr addrspace(1) %.274, align 2, !dbg !70, !amdgpu.noclobber !6
  %.276 = zext i16 %.275 to i32, !dbg !70
  %.277 = shl nuw i32 %.276, 16, !dbg !70
  %.278 = or i32 %.277, %.272, !dbg !70
  %.279 = add i64 %.259, 2, !dbg !70
  %.280 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.279, !dbg !70
  %.281 = load i16, ptr addrspace(1) %.280, align 2, !dbg !70, !amdgpu.noclobber !6
  %.282 = zext i16 %.281 to i32, !dbg !70
  %.283 = add i64 %.259, 3, !dbg !70
  %.284 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.283, !dbg !70
  %.285 = load i16, ptr addrspace(1) %.284, align 2, !dbg !70, !amdgpu.noclobber !6
  %.286 = zext i16 %.285 to i32, !dbg !70
  %.287 = shl nuw i32 %.286, 16, !dbg !70
  %.288 = or i32 %.287, %.282, !dbg !70
  br label %b19, !dbg !70

b18:                                              ; preds = %b16
  %.300 = mul i64 %.299, %a15, !dbg !72
  %.301 = add i64 %.300, %.298, !dbg !72
  %.302 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.301, !dbg !72
  %.303 = load i16, ptr addrspace(1) %.302, align 2, !dbg !72, !amdgpu.noclobber !6
  %.304 = zext i16 %.303 to i32, !dbg !72
  %.306 = add i64 %.301, %a15, !dbg !72
  %.307 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.306, !dbg !72
  %.308 = load i16, ptr addrspace(1) %.307, align 2, !dbg !72, !amdgpu.noclobber !6
  %.309 = zext i16 %.308 to i32, !dbg !72
  %.310 = shl nuw i32 %.309, 16, !dbg !72
  %.311 = or i32 %.310, %.304, !dbg !72
  %.312 = shl i64 %a15, 1, !dbg !72
  %.313 = add i64 %.301, %.312, !dbg !72
  %.314 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.313, !dbg !72
  %.315 = load i16, ptr addrspace(1) %.314, align 2, !dbg !72, !amdgpu.noclobber !6
  %.316 = zext i16 %.315 to i32, !dbg !72
  %.317 = mul i64 %a15, 3, !dbg !72
  %.318 = add i64 %.301, %.317, !dbg !72
  %.319 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.318, !dbg !72
  %.320 = load i16, ptr addrspace(1) %.319, align 2, !dbg !72, !amdgpu.noclobber !6
  %.321 = zext i16 %.320 to i32, !dbg !72
  %.322 = shl nuw i32 %.321, 16, !dbg !72
  %.323 = or i32 %.322, %.316, !dbg !72
  br label %b19, !dbg !73

b19:                                              ; preds = %frag.wide.264, %frag.narrow.265, %frag.wide.189, %frag.narrow.190, %b18, %b15
  %.214.pn = phi i32 [ %.236, %b15 ], [ %.311, %b18 ], [ %.193, %frag.wide.189 ], [ %.203, %frag.narrow.190 ], [ %.268, %frag.wide.264 ], [ %.278, %frag.narrow.265 ]
  %.215.pn = phi i32 [ %.248, %b15 ], [ %.323, %b18 ], [ %.194, %frag.wide.189 ], [ %.213, %frag.narrow.190 ], [ %.269, %frag.wide.264 ], [ %.288, %frag.narrow.265 ]
  %t63 = and i32 %.17, 16, !dbg !74
  %t64.not = icmp eq i32 %t63, 0, !dbg !75
  br i1 %t64.not, label %b28, label %b20, !dbg !75

b20:                                              ; preds = %b19
  %t73 = and i32 %.17, 4, !dbg !56
  %t74.not = icmp eq i32 %t73, 0, !dbg !56
  br i1 %t12.not, label %b24, label %b21, !dbg !76

b21:                                              ; preds = %b20
  %.354 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !56
  %.355 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.354), !dbg !56
  %.358 = and i32 %.355, 15, !dbg !56
  br i1 %t74.not, label %b23, label %b22, !dbg !77

b22:                                              ; preds = %b21
  %37 = lshr i32 %.355, 2, !dbg !78
  %38 = and i32 %37, 1073741820, !dbg !78
  %39 = trunc i64 %a15 to i32, !dbg !78
  %40 = mul i32 %.358, %39, !dbg !78
  %41 = add i32 %40, %38, !dbg !78
  %.339 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %41, !dbg !78
  %.340 = load float, ptr addrspace(3) %.339, align 4, !dbg !78
  %42 = add i32 %41, 1, !dbg !78
  %.342 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %42, !dbg !78
  %.343 = load float, ptr addrspace(3) %.342, align 4, !dbg !78
  %43 = add i32 %41, 2, !dbg !78
  %.345 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %43, !dbg !78
  %.346 = load float, ptr addrspace(3) %.345, align 4, !dbg !78
  %44 = add i32 %41, 3, !dbg !78
  %.348 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %44, !dbg !78
  %.349 = load float, ptr addrspace(3) %.348, align 4, !dbg !78
  %.350 = insertvalue { [8 x float] } zeroinitializer, float %.340, 0, 0, !dbg !78
  %.351 = insertvalue { [8 x float] } %.350, float %.343, 0, 1, !dbg !78
  %.352 = insertvalue { [8 x float] } %.351, float %.346, 0, 2, !dbg !78
  %.353 = insertvalue { [8 x float] } %.352, float %.349, 0, 3, !dbg !78
  br label %b28, !dbg !79

b23:                                              ; preds = %b21
  %.359 = zext i32 %.358 to i64, !dbg !80
  %45 = lshr i32 %.355, 2, !dbg !80
  %46 = and i32 %45, 1073741820, !dbg !80
  %.360 = zext i32 %46 to i64, !dbg !80
  %.361 = mul i64 %.360, %a15, !dbg !80
  %.362 = add i64 %.361, %.359, !dbg !80
  %47 = trunc i64 %.362 to i32, !dbg !80
  %.363 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %47, !dbg !80
  %.364 = load float, ptr addrspace(3) %.363, align 4, !dbg !80
  %.366 = add i64 %.362, %a15, !dbg !80
  %48 = trunc i64 %.366 to i32, !dbg !80
  %.367 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %48, !dbg !80
  %.368 = load float, ptr addrspace(3) %.367, align 4, !dbg !80
  %.369 = shl i64 %a15, 1, !dbg !80
  %.370 = add i64 %.362, %.369, !dbg !80
  %49 = trunc i64 %.370 to i32, !dbg !80
  %.371 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %49, !dbg !80
  %.372 = load float, ptr addrspace(3) %.371, align 4, !dbg !80
  %.373 = mul i64 %a15, 3, !dbg !80
  %.374 = add i64 %.362, %.373, !dbg !80
  %50 = trunc i64 %.374 to i32, !dbg !80
  %.375 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %50, !dbg !80
  %.376 = load float, ptr addrspace(3) %.375, align 4, !dbg !80
  %.377 = insertvalue { [8 x float] } zeroinitializer, float %.364, 0, 0, !dbg !80
  %.378 = insertvalue { [8 x float] } %.377, float %.368, 0, 1, !dbg !80
  %.379 = insertvalue { [8 x float] } %.378, float %.372, 0, 2, !dbg !80
  %.380 = insertvalue { [8 x float] } %.379, float %.376, 0, 3, !dbg !80
  br label %b28, !dbg !81

b24:                                              ; preds = %b20
  %t75 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t6, !dbg !82
  %.405 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !56
  %.406 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.405), !dbg !56
  %.409 = and i32 %.406, 15, !dbg !56
  %.410 = zext i32 %.409 to i64, !dbg !56
  %51 = lshr i32 %.406, 2, !dbg !56
  %52 = and i32 %51, 1073741820, !dbg !56
  %.411 = zext i32 %52 to i64, !dbg !56
  br i1 %t74.not, label %b26, label %b25, !dbg !83

b25:                                              ; preds = %b24
  %.388 = mul i64 %.410, %a15, !dbg !82
  %.389 = add i64 %.388, %.411, !dbg !82
  %.390 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.389, !dbg !82
  %.391 = load float, ptr addrspace(1) %.390, align 4, !dbg !82, !amdgpu.noclobber !6
  %.392 = add i64 %.389, 1, !dbg !82
  %.393 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.392, !dbg !82
  %.394 = load float, ptr addrspace(1) %.393, align 4, !dbg !82, !amdgpu.noclobber !6
  %.395 = add i64 %.389, 2, !dbg !82
  %.396 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.395, !dbg !82
  %.397 = load float, ptr addrspace(1) %.396, align 4, !dbg !82, !amdgpu.noclobber !6
  %.398 = add i64 %.389, 3, !dbg !82
  %.399 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.398, !dbg !82
  %.400 = load float, ptr addrspace(1) %.399, align 4, !dbg !82, !amdgpu.noclobber !6
  %.401 = insertvalue { [8 x float] } zeroinitializer, float %.391, 0, 0, !dbg !82
  %.402 = insertvalue { [8 x float] } %.401, float %.394, 0, 1, !dbg !82
  %.403 = insertvalue { [8 x float] } %.402, float %.397, 0, 2, !dbg !82
  %.404 = insertvalue { [8 x float] } %.403, float %.400, 0, 3, !dbg !82
  br label %b28, !dbg !84

b26:                                              ; preds = %b24
  %.412 = mul i64 %.411, %a15, !dbg !85
  %.413 = add i64 %.412, %.410, !dbg !85
  %.414 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.413, !dbg !85
  %.415 = load float, ptr addrspace(1) %.414, align 4, !dbg !85, !amdgpu.noclobber !6
  %.417 = add i64 %.413, %a15, !dbg !85
  %.418 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.417, !dbg !85
  %.419 = load float, ptr addrspace(1) %.418, align 4, !dbg !85, !amdgpu.noclobber !6
  %.420 = shl i64 %a15, 1, !dbg !85
  %.421 = add i64 %.413, %.420, !dbg !85
  %.422 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.421, !dbg !85
  %.423 = load float, ptr addrspace(1) %.422, align 4, !dbg !85, !amdgpu.noclobber !6
  %.424 = mul i64 %a15, 3, !dbg !85
  %.425 = add i64 %.413, %.424, !dbg !85
  %.426 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.425, !dbg !85
  %.427 = load float, ptr addrspace(1) %.426, align 4, !dbg !85, !amdgpu.noclobber !6
  %.428 = insertvalue { [8 x float] } zeroinitializer, float %.415, 0, 0, !dbg !85
  %.429 = insertvalue { [8 x float] } %.428, float %.419, 0, 1, !dbg !85
  %.430 = insertvalue { [8 x float] } %.429, float %.423, 0, 2, !dbg !85
  %.431 = insertvalue { [8 x float] } %.430, float %.427, 0, 3, !dbg !85
  br label %b28, !dbg !86

b28:                                              ; preds = %b22, %b23, %b25, %b26, %b19
  %t79 = phi { [8 x float] } [ zeroinitializer, %b19 ], [ %.353, %b22 ], [ %.380, %b23 ], [ %.404, %b25 ], [ %.431, %b26 ]
  %t80 = and i32 %.17, 64, !dbg !87
  %t81.not = icmp eq i32 %t80, 0, !dbg !88
  br i1 %t81.not, label %b33, label %b30.preheader, !dbg !88

b30.preheader:                                    ; preds = %b28
  %.435 = bitcast i16 %a16 to half
  %t105 = trunc i32 %.44.pn to i16, !dbg !89
  %.436 = bitcast i16 %t105 to half, !dbg !90
  %.437 = fmul half %.435, %.436, !dbg !90
  %.438 = bitcast half %.437 to i16, !dbg !90
  %t108 = zext i16 %.438 to i32, !dbg !91
  %.434.1 = lshr i32 %.44.pn, 16, !dbg !89
  %t105.1 = trunc i32 %.434.1 to i16, !dbg !89
  %.436.1 = bitcast i16 %t105.1 to half, !dbg !90
  %.437.1 = fmul half %.435, %.436.1, !dbg !90
  %.438.1 = bitcast half %.437.1 to i16, !dbg !90
  %t108.1 = zext i16 %.438.1 to i32, !dbg !91
  %.445.1 = shl nuw i32 %t108.1, 16, !dbg !91
  %t113.1 = or i32 %.445.1, %t108, !dbg !91
  %t105.2 = trunc i32 %.56.pn to i16, !dbg !89
  %.436.2 = bitcast i16 %t105.2 to half, !dbg !90
  %.437.2 = fmul half %.435, %.436.2, !dbg !90
  %.438.2 = bitcast half %.437.2 to i16, !dbg !90
  %t108.2 = zext i16 %.438.2 to i32, !dbg !91
  %.434.3 = lshr i32 %.56.pn, 16, !dbg !89
  %t105.3 = trunc i32 %.434.3 to i16, !dbg !89
  %.436.3 = bitcast i16 %t105.3 to half, !dbg !90
  %.437.3 = fmul half %.435, %.436.3, !dbg !90
  %.438.3 = bitcast half %.437.3 to i16, !dbg !90
  %t108.3 = zext i16 %.438.3 to i32, !dbg !91
  %.445.3 = shl nuw i32 %t108.3, 16, !dbg !91
  %t113.3 = or i32 %.445.3, %t108.2, !dbg !91
  %t115.3 = insertvalue [4 x i32] zeroinitializer, i32 %t113.1, 0, !dbg !91
  %t117.3 = insertvalue [4 x i32] %t115.3, i32 %t113.3, 1, !dbg !91
  %t119.3 = insertvalue [4 x i32] %t117.3, i32 0, 2, !dbg !91
  %t122.3 = insertvalue [4 x i32] %t119.3, i32 0, 3, !dbg !91
  %t132 = extractvalue { [8 x float] } %t79, 0, !dbg !92
  %t133 = extractvalue [8 x float] %t132, 7, !dbg !92
  %t135 = extractvalue [8 x float] %t132, 6, !dbg !92
  %t138 = extractvalue [8 x float] %t132, 5, !dbg !92
  %t141 = extractvalue [8 x float] %t132, 4, !dbg !92
  %t144 = extractvalue [8 x float] %t132, 3, !dbg !92
  %t147 = extractvalue [8 x float] %t132, 2, !dbg !92
  %t150 = extractvalue [8 x float] %t132, 1, !dbg !92
  %t153 = extractvalue [8 x float] %t132, 0, !dbg !92
  %t155 = fmul float %t153, %a17, !dbg !93
  %t155.1 = fmul float %t150, %a17, !dbg !93
  %t155.2 = fmul float %t147, %a17, !dbg !93
  %t155.3 = fmul float %t144, %a17, !dbg !93
  %t158.3 = insertvalue [8 x float] %t132, float %t155, 0, !dbg !94
  %t160.3 = insertvalue [8 x float] %t158.3, float %t155.1, 1, !dbg !94
  %t162.3 = insertvalue [8 x float] %t160.3, float %t155.2, 2, !dbg !94
  %t164.3 = insertvalue [8 x float] %t162.3, float %t155.3, 3, !dbg !94
  %t166.3 = insertvalue [8 x float] %t164.3, float %t141, 4, !dbg !94
  %t168.3 = insertvalue [8 x float] %t166.3, float %t138, 5, !dbg !94
  %t170.3 = insertvalue [8 x float] %t168.3, float %t135, 6, !dbg !94
  %t173.3 = insertvalue [8 x float] %t170.3, float %t133, 7, !dbg !94
  %t174.3 = insertvalue { [8 x float] } %t79, [8 x float] %t173.3, 0, !dbg !94
  %t123.3 = insertvalue { [4 x i32] } %t47, [4 x i32] %t122.3, 0, !dbg !91
  br label %b33, !dbg !95

b33:                                              ; preds = %b30.preheader, %b28
  %t177 = phi { [4 x i32] } [ %t47, %b28 ], [ %t123.3, %b30.preheader ]
  %t178 = phi { [8 x float] } [ %t79, %b28 ], [ %t174.3, %b30.preheader ]
  %.446 = extractvalue { [8 x float] } %t178, 0, 0, !dbg !95
  %.447 = insertelement <4 x float> poison, float %.446, i64 0, !dbg !95
  %.448 = extractvalue { [8 x float] } %t178, 0, 1, !dbg !95
  %.449 = insertelement <4 x float> %.447, float %.448, i64 1, !dbg !95
  %.450 = extractvalue { [8 x float] } %t178, 0, 2, !dbg !95
  %.451 = insertelement <4 x float> %.449, float %.450, i64 2, !dbg !95
  %.452 = extractvalue { [8 x float] } %t178, 0, 3, !dbg !95
  %.453 = insertelement <4 x float> %.451, float %.452, i64 3, !dbg !95
  %.454 = extractvalue { [4 x i32] } %t177, 0, 0, !dbg !95
  %.455 = insertelement <2 x i32> poison, i32 %.454, i64 0, !dbg !95
  %.456 = extractvalue { [4 x i32] } %t177, 0, 1, !dbg !95
  %.457 = insertelement <2 x i32> %.455, i32 %.456, i64 1, !dbg !95
  %.458 = bitcast <2 x i32> %.457 to <4 x half>, !dbg !95
  %.460 = insertelement <2 x i32> poison, i32 %.214.pn, i64 0, !dbg !95
  %.462 = insertelement <2 x i32> %.460, i32 %.215.pn, i64 1, !dbg !95
  %.463 = bitcast <2 x i32> %.462 to <4 x half>, !dbg !95
  %.464 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.458, <4 x half> %.463, <4 x float> %.453, i32 0, i32 0, i32 0), !dbg !95
  %.465 = extractelement <4 x float> %.464, i64 0, !dbg !95
  %.466 = extractelement <4 x float> %.464, i64 1, !dbg !95
  %.467 = extractelement <4 x float> %.464, i64 2, !dbg !95
  %.468 = extractelement <4 x float> %.464, i64 3, !dbg !95
  %t203 = and i32 %.17, 8, !dbg !56
  %t204.not = icmp eq i32 %t203, 0, !dbg !56
  br i1 %t12.not, label %b43, label %b34, !dbg !95

b34:                                              ; preds = %b33
  %.505 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !56
  %.506 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.505), !dbg !56
  %.509 = and i32 %.506, 15, !dbg !56
  br i1 %t204.not, label %b42, label %b35, !dbg !96

b35:                                              ; preds = %b34
  %53 = lshr i32 %.506, 2, !dbg !97
  %54 = and i32 %53, 1073741820, !dbg !97
  %55 = trunc i64 %a15 to i32, !dbg !97
  %56 = mul i32 %.509, %55, !dbg !97
  %57 = add i32 %56, %54, !dbg !97
  %.483 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %57, !dbg !97
  %58 = shufflevector <4 x float> %.464, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !97
  store <2 x float> %58, ptr addrspace(3) %.483, align 4, !dbg !97
  %59 = add i32 %57, 2, !dbg !97
  %.489 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %59, !dbg !97
  store float %.467, ptr addrspace(3) %.489, align 4, !dbg !97
  %60 = add i32 %57, 3, !dbg !97
  br label %b36, !dbg !97

b36:                                              ; preds = %b42, %b35
  %.sink = phi i32 [ %69, %b42 ], [ %60, %b35 ]
  %.527 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %.sink, !dbg !56
  store float %.468, ptr addrspace(3) %.527, align 4, !dbg !56
  fence syncscope("workgroup") release, !dbg !98
  tail call void @llvm.amdgcn.s.barrier(), !dbg !98
  fence syncscope("workgroup") acquire, !dbg !98
  %.493 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !99
  %t187 = sext i32 %.493 to i64, !dbg !99
  %t188 = shl i64 %a15, 4, !dbg !100
  %.494 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !101
  %.495 = getelementptr inbounds i8, ptr addrspace(4) %.494, i64 4, !dbg !101
  %.496 = load i16, ptr addrspace(4) %.495, align 4, !dbg !101, !invariant.load !6
  %t190 = zext i16 %.496 to i64
  %t1923 = icmp sgt i64 %t188, %t187, !dbg !102
  br i1 %t1923, label %b38.lr.ph, label %common.ret, !dbg !102

b38.lr.ph:                                        ; preds = %b36
  %.498 = icmp eq i64 %a15, 0
  %61 = add i64 %a15, 1
  %62 = icmp ult i64 %61, 2
  %.501 = select i1 %62, i64 1, i64 %a15
  br label %b38, !dbg !102

b38:                                              ; preds = %b38.lr.ph, %b40
  %t1914 = phi i64 [ %t187, %b38.lr.ph ], [ %t199, %b40 ]
  %.502 = srem i64 %t1914, %.501, !dbg !103
  %.503 = select i1 %.498, i64 %t1914, i64 %.502, !dbg !103
  %t194 = icmp slt i64 %.503, 16, !dbg !104
  br i1 %t194, label %b39, label %b40, !dbg !104

b39:                                              ; preds = %b38
  %t195 = add i64 %t1914, %t6, !dbg !105
  %t198 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t195, !dbg !106
  %63 = trunc i64 %t1914 to i32, !dbg !107
  %t196 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %63, !dbg !107
  %.504 = load float, ptr addrspace(3) %t196, align 4, !dbg !107
  store float %.504, ptr addrspace(1) %t198, align 4, !dbg !106
  br label %b40, !dbg !106

b40:                                              ; preds = %b39, %b38
  %t199 = add i64 %t1914, %t190, !dbg !108
  %t192 = icmp slt i64 %t199, %t188, !dbg !102
  br i1 %t192, label %b38, label %common.ret, !dbg !102

common.ret.sink.split:                            ; preds = %b46, %b44
  %.546.sink = phi i64 [ %.546, %b44 ], [ %.569, %b46 ]
  %.547 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.546.sink, !dbg !56
  store float %.468, ptr addrspace(1) %.547, align 4, !dbg !56
  br label %common.ret, !dbg !56

common.ret:                                       ; preds = %b40, %common.ret.sink.split, %b36
  ret void, !dbg !56

b42:                                              ; preds = %b34
  %.510 = zext i32 %.509 to i64, !dbg !109
  %64 = lshr i32 %.506, 2, !dbg !109
  %65 = and i32 %64, 1073741820, !dbg !109
  %.511 = zext i32 %65 to i64, !dbg !109
  %.512 = mul i64 %.511, %a15, !dbg !109
  %.513 = add i64 %.512, %.510, !dbg !109
  %66 = trunc i64 %.513 to i32, !dbg !109
  %.515 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %66, !dbg !109
  store float %.465, ptr addrspace(3) %.515, align 4, !dbg !109
  %.518 = add i64 %.513, %a15, !dbg !109
  %67 = trunc i64 %.518 to i32, !dbg !109
  %.519 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %67, !dbg !109
  store float %.466, ptr addrspace(3) %.519, align 4, !dbg !109
  %.521 = shl i64 %a15, 1, !dbg !109
  %.522 = add i64 %.513, %.521, !dbg !109
  %68 = trunc i64 %.522 to i32, !dbg !109
  %.523 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %68, !dbg !109
  store float %.467, ptr addrspace(3) %.523, align 4, !dbg !109
  %.525 = mul i64 %a15, 3, !dbg !109
  %.526 = add i64 %.513, %.525, !dbg !109
  %69 = trunc i64 %.526 to i32, !dbg !109
  br label %b36, !dbg !109

b43:                                              ; preds = %b33
  %t205 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t6, !dbg !110
  %.548 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !56
  %.549 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.548), !dbg !56
  %.552 = and i32 %.549, 15, !dbg !56
  %.553 = zext i32 %.552 to i64, !dbg !56
  %70 = lshr i32 %.549, 2, !dbg !56
  %71 = and i32 %70, 1073741820, !dbg !56
  %.554 = zext i32 %71 to i64, !dbg !56
  br i1 %t204.not, label %b46, label %b44, !dbg !111

b44:                                              ; preds = %b43
  %.535 = mul i64 %.553, %a15, !dbg !110
  %.536 = add i64 %.535, %.554, !dbg !110
  %.538 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.536, !dbg !110
  %72 = shufflevector <4 x float> %.464, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !110
  store <2 x float> %72, ptr addrspace(1) %.538, align 4, !dbg !110
  %.543 = add i64 %.536, 2, !dbg !110
  %.544 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.543, !dbg !110
  store float %.467, ptr addrspace(1) %.544, align 4, !dbg !110
  %.546 = add i64 %.536, 3, !dbg !110
  br label %common.ret.sink.split, !dbg !110

b46:                                              ; preds = %b43
  %.555 = mul i64 %.554, %a15, !dbg !112
  %.556 = add i64 %.555, %.553, !dbg !112
  %.558 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.556, !dbg !112
  store float %.465, ptr addrspace(1) %.558, align 4, !dbg !112
  %.561 = add i64 %.556, %a15, !dbg !112
  %.562 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.561, !dbg !112
  store float %.466, ptr addrspace(1) %.562, align 4, !dbg !112
  %.564 = shl i64 %a15, 1, !dbg !112
  %.565 = add i64 %.556, %.564, !dbg !112
  %.566 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.565, !dbg !112
  store float %.467, ptr addrspace(1) %.566, align 4, !dbg !112
  %.568 = mul i64 %a15, 3, !dbg !112
  %.569 = add i64 %.556, %.568, !dbg !112
  br label %common.ret.sink.split, !dbg !112
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture readonly %a12, i64 %a13, i64 %a14, i64 %a15, i16 %a16, float %a17) local_unnamed_addr #2 !dbg !113 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !114
  %t1 = sext i32 %.16 to i64, !dbg !114
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t1, !dbg !115
  %.17 = load i32, ptr addrspace(1) %t3, align 4, !dbg !115, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 4, !dbg !116
  %t6 = mul i64 %t5, %a15, !dbg !117
  %t11 = and i32 %.17, 32, !dbg !118
  %t12.not = icmp eq i32 %t11, 0, !dbg !119
  br i1 %t12.not, label %b9, label %b1, !dbg !119

b1:                                               ; preds = %entry
  %.18 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !120
  %t17 = sext i32 %.18 to i64, !dbg !120
  %t18 = shl i64 %a15, 4, !dbg !121
  %.19 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !122
  %.20 = getelementptr inbounds i8, ptr addrspace(4) %.19, i64 4, !dbg !122
  %.21 = load i16, ptr addrspace(4) %.20, align 4, !dbg !122, !invariant.load !6
  %t20 = zext i16 %.21 to i64
  %t221 = icmp sgt i64 %t18, %t17, !dbg !123
  br i1 %t221, label %b3, label %b4, !dbg !123

b3:                                               ; preds = %b1, %b3
  %t212 = phi i64 [ %t33, %b3 ], [ %t17, %b1 ]
  %t23 = add i64 %t212, %t6, !dbg !124
  %t24 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t23, !dbg !125
  %.23 = load i16, ptr addrspace(1) %t24, align 2, !dbg !125, !amdgpu.noclobber !6
  %t26 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t23, !dbg !126
  %.24 = load i16, ptr addrspace(1) %t26, align 2, !dbg !126, !amdgpu.noclobber !6
  %t28 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t23, !dbg !127
  %.25 = load float, ptr addrspace(1) %t28, align 4, !dbg !127, !amdgpu.noclobber !6
  %0 = trunc i64 %t212 to i32, !dbg !128
  %t30 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %0, !dbg !128
  store i16 %.23, ptr addrspace(3) %t30, align 2, !dbg !128
  %t31 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %0, !dbg !129
  store i16 %.24, ptr addrspace(3) %t31, align 2, !dbg !129
  %t32 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %0, !dbg !130
  store float %.25, ptr addrspace(3) %t32, align 4, !dbg !130
  %t33 = add i64 %t212, %t20, !dbg !131
  %t22 = icmp slt i64 %t33, %t18, !dbg !123
  br i1 %t22, label %b3, label %b4, !dbg !123

b4:                                               ; preds = %b3, %b1
  fence syncscope("workgroup") release, !dbg !132
  tail call void @llvm.amdgcn.s.barrier(), !dbg !132
  fence syncscope("workgroup") acquire, !dbg !132
  %t36 = and i32 %.17, 1, !dbg !133
  %t37.not = icmp eq i32 %t36, 0, !dbg !134
  %.59 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !135
  %.60 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.59), !dbg !135
  %.63 = and i32 %.60, 15, !dbg !135
  br i1 %t37.not, label %b8, label %b7, !dbg !134

b7:                                               ; preds = %b4
  %.31 = zext i32 %.63 to i64, !dbg !136
  %1 = lshr i32 %.60, 2, !dbg !136
  %2 = and i32 %1, 1073741820, !dbg !136
  %.32 = zext i32 %2 to i64, !dbg !136
  %.33 = mul i64 %.32, %a15, !dbg !136
  %.34 = add i64 %.33, %.31, !dbg !136
  %3 = trunc i64 %.34 to i32, !dbg !136
  %.35 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %3, !dbg !136
  %.36 = load i16, ptr addrspace(3) %.35, align 2, !dbg !136
  %.37 = zext i16 %.36 to i32, !dbg !136
  %.39 = add i64 %.34, %a15, !dbg !136
  %4 = trunc i64 %.39 to i32, !dbg !136
  %.40 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %4, !dbg !136
  %.41 = load i16, ptr addrspace(3) %.40, align 2, !dbg !136
  %.42 = zext i16 %.41 to i32, !dbg !136
  %.43 = shl nuw i32 %.42, 16, !dbg !136
  %.44 = or i32 %.43, %.37, !dbg !136
  %.45 = shl i64 %a15, 1, !dbg !136
  %.46 = add i64 %.34, %.45, !dbg !136
  %5 = trunc i64 %.46 to i32, !dbg !136
  %.47 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %5, !dbg !136
  %.48 = load i16, ptr addrspace(3) %.47, align 2, !dbg !136
  %.49 = zext i16 %.48 to i32, !dbg !136
  %.50 = mul i64 %a15, 3, !dbg !136
  %.51 = add i64 %.34, %.50, !dbg !136
  %6 = trunc i64 %.51 to i32, !dbg !136
  %.52 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %6, !dbg !136
  %.53 = load i16, ptr addrspace(3) %.52, align 2, !dbg !136
  %.54 = zext i16 %.53 to i32, !dbg !136
  %.55 = shl nuw i32 %.54, 16, !dbg !136
  %.56 = or i32 %.55, %.49, !dbg !136
  br label %b12, !dbg !137

b8:                                               ; preds = %b4
  %7 = lshr i32 %.60, 2, !dbg !138
  %8 = and i32 %7, 1073741820, !dbg !138
  %9 = trunc i64 %a15 to i32, !dbg !138
  %10 = mul i32 %.63, %9, !dbg !138
  %11 = add i32 %10, %8, !dbg !138
  %.68 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %11, !dbg !138
  %12 = ptrtoint ptr addrspace(3) %.68 to i32, !dbg !138
  %13 = and i32 %12, 2, !dbg !138
  %.71 = icmp eq i32 %13, 0, !dbg !138
  br i1 %.71, label %frag.wide.72, label %frag.narrow.73, !dbg !138

frag.wide.72:                                     ; preds = %b8
  %.75 = load <2 x i32>, ptr addrspace(3) %.68, align 4, !dbg !138
  %.76 = extractelement <2 x i32> %.75, i64 0, !dbg !138
  %.77 = extractelement <2 x i32> %.75, i64 1, !dbg !138
  br label %b12, !dbg !138

frag.narrow.73:                                   ; preds = %b8
  %.79 = load i16, ptr addrspace(3) %.68, align 2, !dbg !138
  %.80 = zext i16 %.79 to i32, !dbg !138
  %14 = add i32 %11, 1, !dbg !138
  %.82 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %14, !dbg !138
  %.83 = load i16, ptr addrspace(3) %.82, align 2, !dbg !138
  %.84 = zext i16 %.83 to i32, !dbg !138
  %.85 = shl nuw i32 %.84, 16, !dbg !138
  %.86 = or i32 %.85, %.80, !dbg !138
  %15 = add i32 %11, 2, !dbg !138
  %.88 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %15, !dbg !138
  %.89 = load i16, ptr addrspace(3) %.88, align 2, !dbg !138
  %.90 = zext i16 %.89 to i32, !dbg !138
  %16 = add i32 %11, 3, !dbg !138
  %.92 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %16, !dbg !138
  %.93 = load i16, ptr addrspace(3) %.92, align 2, !dbg !138
  %.94 = zext i16 %.93 to i32, !dbg !138
  %.95 = shl nuw i32 %.94, 16, !dbg !138
  %.96 = or i32 %.95, %.90, !dbg !138
  br label %b12, !dbg !138

b9:                                               ; preds = %entry
  %t42 = and i32 %.17, 1, !dbg !139
  %t43.not = icmp eq i32 %t42, 0, !dbg !140
  %t44 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t6, !dbg !141
  %.134 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !135
  %.135 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.134), !dbg !135
  %.138 = and i32 %.135, 15, !dbg !135
  %.139 = zext i32 %.138 to i64, !dbg !135
  %17 = lshr i32 %.135, 2, !dbg !135
  %18 = and i32 %17, 1073741820, !dbg !135
  %.140 = zext i32 %18 to i64, !dbg !135
  br i1 %t43.not, label %b11, label %b10, !dbg !140

b10:                                              ; preds = %b9
  %.108 = mul i64 %.140, %a15, !dbg !141
  %.109 = add i64 %.108, %.139, !dbg !141
  %.110 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.109, !dbg !141
  %.111 = load i16, ptr addrspace(1) %.110, align 2, !dbg !141, !amdgpu.noclobber !6
  %.112 = zext i16 %.111 to i32, !dbg !141
  %.114 = add i64 %.109, %a15, !dbg !141
  %.115 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.114, !dbg !141
  %.116 = load i16, ptr addrspace(1) %.115, align 2, !dbg !141, !amdgpu.noclobber !6
  %.117 = zext i16 %.116 to i32, !dbg !141
  %.118 = shl nuw i32 %.117, 16, !dbg !141
  %.119 = or i32 %.118, %.112, !dbg !141
  %.120 = shl i64 %a15, 1, !dbg !141
  %.121 = add i64 %.109, %.120, !dbg !141
  %.122 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.121, !dbg !141
  %.123 = load i16, ptr addrspace(1) %.122, align 2, !dbg !141, !amdgpu.noclobber !6
  %.124 = zext i16 %.123 to i32, !dbg !141
  %.125 = mul i64 %a15, 3, !dbg !141
  %.126 = add i64 %.109, %.125, !dbg !141
  %.127 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.126, !dbg !141
  %.128 = load i16, ptr addrspace(1) %.127, align 2, !dbg !141, !amdgpu.noclobber !6
  %.129 = zext i16 %.128 to i32, !dbg !141
  %.130 = shl nuw i32 %.129, 16, !dbg !141
  %.131 = or i32 %.130, %.124, !dbg !141
  br label %b12, !dbg !142

b11:                                              ; preds = %b9
  %.141 = mul i64 %.139, %a15, !dbg !143
  %.142 = add i64 %.141, %.140, !dbg !143
  %.143 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.142, !dbg !143
  %.144 = ptrtoint ptr addrspace(1) %.143 to i64, !dbg !143
  %.145 = and i64 %.144, 3, !dbg !143
  %.146 = icmp eq i64 %.145, 0, !dbg !143
  br i1 %.146, label %frag.wide.147, label %frag.narrow.148, !dbg !143

frag.wide.147:                                    ; preds = %b11
  %.150 = load <2 x i32>, ptr addrspace(1) %.143, align 4, !dbg !143, !amdgpu.noclobber !6
  %.151 = extractelement <2 x i32> %.150, i64 0, !dbg !143
  %.152 = extractelement <2 x i32> %.150, i64 1, !dbg !143
  br label %b12, !dbg !143

frag.narrow.148:                                  ; preds = %b11
  %.154 = load i16, ptr addrspace(1) %.143, align 2, !dbg !143, !amdgpu.noclobber !6
  %.155 = zext i16 %.154 to i32, !dbg !143
  %.156 = add i64 %.142, 1, !dbg !143
  %.157 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.156, !dbg !143
  %.158 = load i16, ptr addrspace(1) %.157, align 2, !dbg !143, !amdgpu.noclobber !6
  %.159 = zext i16 %.158 to i32, !dbg !143
  %.160 = shl nuw i32 %.159, 16, !dbg !143
  %.161 = or i32 %.160, %.155, !dbg !143
  %.162 = add i64 %.142, 2, !dbg !143
  %.163 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.162, !dbg !143
  %.164 = load i16, ptr addrspace(1) %.163, align 2, !dbg !143, !amdgpu.noclobber !6
  %.165 = zext i16 %.164 to i32, !dbg !143
  %.166 = add i64 %.142, 3, !dbg !143
  %.167 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.166, !dbg !143
  %.168 = load i16, ptr addrspace(1) %.167, align 2, !dbg !143, !amdgpu.noclobber !6
  %.169 = zext i16 %.168 to i32, !dbg !143
  %.170 = shl nuw i32 %.169, 16, !dbg !143
  %.171 = or i32 %.170, %.165, !dbg !143
  br label %b12, !dbg !143

b12:                                              ; preds = %frag.wide.147, %frag.narrow.148, %frag.wide.72, %frag.narrow.73, %b10, %b7
  %.44.pn = phi i32 [ %.44, %b7 ], [ %.119, %b10 ], [ %.76, %frag.wide.72 ], [ %.86, %frag.narrow.73 ], [ %.151, %frag.wide.147 ], [ %.161, %frag.narrow.148 ]
  %.56.pn = phi i32 [ %.56, %b7 ], [ %.131, %b10 ], [ %.77, %frag.wide.72 ], [ %.96, %frag.narrow.73 ], [ %.152, %frag.wide.147 ], [ %.171, %frag.narrow.148 ]
  %.57.pn = insertvalue { [4 x i32] } zeroinitializer, i32 %.44.pn, 0, 0, !dbg !135
  %t47 = insertvalue { [4 x i32] } %.57.pn, i32 %.56.pn, 0, 1, !dbg !135
  %t56 = and i32 %.17, 2, !dbg !135
  %t57.not = icmp eq i32 %t56, 0, !dbg !135
  br i1 %t12.not, label %b16, label %b13, !dbg !144

b13:                                              ; preds = %b12
  %.218 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !135
  %.219 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.218), !dbg !135
  %.222 = and i32 %.219, 15, !dbg !135
  br i1 %t57.not, label %b15, label %b14, !dbg !145

b14:                                              ; preds = %b13
  %19 = lshr i32 %.219, 2, !dbg !146
  %20 = and i32 %19, 1073741820, !dbg !146
  %21 = trunc i64 %a15 to i32, !dbg !146
  %22 = mul i32 %.222, %21, !dbg !146
  %23 = add i32 %22, %20, !dbg !146
  %.185 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %23, !dbg !146
  %24 = ptrtoint ptr addrspace(3) %.185 to i32, !dbg !146
  %25 = and i32 %24, 2, !dbg !146
  %.188 = icmp eq i32 %25, 0, !dbg !146
  br i1 %.188, label %frag.wide.189, label %frag.narrow.190, !dbg !146

frag.wide.189:                                    ; preds = %b14
  %.192 = load <2 x i32>, ptr addrspace(3) %.185, align 4, !dbg !146
  %.193 = extractelement <2 x i32> %.192, i64 0, !dbg !146
  %.194 = extractelement <2 x i32> %.192, i64 1, !dbg !146
  br label %b19, !dbg !146

frag.narrow.190:                                  ; preds = %b14
  %.196 = load i16, ptr addrspace(3) %.185, align 2, !dbg !146
  %.197 = zext i16 %.196 to i32, !dbg !146
  %26 = add i32 %23, 1, !dbg !146
  %.199 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %26, !dbg !146
  %.200 = load i16, ptr addrspace(3) %.199, align 2, !dbg !146
  %.201 = zext i16 %.200 to i32, !dbg !146
  %.202 = shl nuw i32 %.201, 16, !dbg !146
  %.203 = or i32 %.202, %.197, !dbg !146
  %27 = add i32 %23, 2, !dbg !146
  %.205 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %27, !dbg !146
  %.206 = load i16, ptr addrspace(3) %.205, align 2, !dbg !146
  %.207 = zext i16 %.206 to i32, !dbg !146
  %28 = add i32 %23, 3, !dbg !146
  %.209 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %28, !dbg !146
  %.210 = load i16, ptr addrspace(3) %.209, align 2, !dbg !146
  %.211 = zext i16 %.210 to i32, !dbg !146
  %.212 = shl nuw i32 %.211, 16, !dbg !146
  %.213 = or i32 %.212, %.207, !dbg !146
  br label %b19, !dbg !146

b15:                                              ; preds = %b13
  %.223 = zext i32 %.222 to i64, !dbg !147
  %29 = lshr i32 %.219, 2, !dbg !147
  %30 = and i32 %29, 1073741820, !dbg !147
  %.224 = zext i32 %30 to i64, !dbg !147
  %.225 = mul i64 %.224, %a15, !dbg !147
  %.226 = add i64 %.225, %.223, !dbg !147
  %31 = trunc i64 %.226 to i32, !dbg !147
  %.227 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %31, !dbg !147
  %.228 = load i16, ptr addrspace(3) %.227, align 2, !dbg !147
  %.229 = zext i16 %.228 to i32, !dbg !147
  %.231 = add i64 %.226, %a15, !dbg !147
  %32 = trunc i64 %.231 to i32, !dbg !147
  %.232 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %32, !dbg !147
  %.233 = load i16, ptr addrspace(3) %.232, align 2, !dbg !147
  %.234 = zext i16 %.233 to i32, !dbg !147
  %.235 = shl nuw i32 %.234, 16, !dbg !147
  %.236 = or i32 %.235, %.229, !dbg !147
  %.237 = shl i64 %a15, 1, !dbg !147
  %.238 = add i64 %.226, %.237, !dbg !147
  %33 = trunc i64 %.238 to i32, !dbg !147
  %.239 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %33, !dbg !147
  %.240 = load i16, ptr addrspace(3) %.239, align 2, !dbg !147
  %.241 = zext i16 %.240 to i32, !dbg !147
  %.242 = mul i64 %a15, 3, !dbg !147
  %.243 = add i64 %.226, %.242, !dbg !147
  %34 = trunc i64 %.243 to i32, !dbg !147
  %.244 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %34, !dbg !147
  %.245 = load i16, ptr addrspace(3) %.244, align 2, !dbg !147
  %.246 = zext i16 %.245 to i32, !dbg !147
  %.247 = shl nuw i32 %.246, 16, !dbg !147
  %.248 = or i32 %.247, %.241, !dbg !147
  br label %b19, !dbg !148

b16:                                              ; preds = %b12
  %t58 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t6, !dbg !149
  %.293 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !135
  %.294 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.293), !dbg !135
  %.297 = and i32 %.294, 15, !dbg !135
  %.298 = zext i32 %.297 to i64, !dbg !135
  %35 = lshr i32 %.294, 2, !dbg !135
  %36 = and i32 %35, 1073741820, !dbg !135
  %.299 = zext i32 %36 to i64, !dbg !135
  br i1 %t57.not, label %b18, label %b17, !dbg !150

b17:                                              ; preds = %b16
  %.258 = mul i64 %.298, %a15, !dbg !149
  %.259 = add i64 %.258, %.299, !dbg !149
  %.260 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.259, !dbg !149
  %.261 = ptrtoint ptr addrspace(1) %.260 to i64, !dbg !149
  %.262 = and i64 %.261, 3, !dbg !149
  %.263 = icmp eq i64 %.262, 0, !dbg !149
  br i1 %.263, label %frag.wide.264, label %frag.narrow.265, !dbg !149

frag.wide.264:                                    ; preds = %b17
  %.267 = load <2 x i32>, ptr addrspace(1) %.260, align 4, !dbg !149, !amdgpu.noclobber !6
  %.268 = extractelement <2 x i32> %.267, i64 0, !dbg !149
  %.269 = extractelement <2 x i32> %.267, i64 1, !dbg !149
  br label %b19, !dbg !149

frag.narrow.265:                                  ; preds = %b17
  %.271 = load i16, ptr addrspace(1) %.260, align 2, !dbg !149, !amdgpu.noclobber !6
  %.272 = zext i16 %.271 to i32, !dbg !149
  %.273 = add i64 %.259, 1, !dbg !149
  %.274 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.273, !dbg !149
  %.275 = load i16, ptr addrspace(1) %.274, align 2, !dbg !149, !amdgpu.noclobber !6
  %.276 = zext i16 %.275 to i32, !dbg !149
  %.277 = shl nuw i32 %.276, 16, !dbg !149
  %.278 = or i32 %.277, %.272, !dbg !149
  %.279 = add i64 %.259, 2, !dbg !149
  %.280 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.279, !dbg !149
  %.281 = load i16, ptr addrspace(1) %.280, align 2, !dbg !149, !amdgpu.noclobber !6
  %.282 = zext i16 %.281 to i32, !dbg !149
  %.283 = add i64 %.259, 3, !dbg !149
  %.284 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.283, !dbg !149
  %.285 = load i16, ptr addrspace(1) %.284, align 2, !dbg !149, !amdgpu.noclobber !6
  %.286 = zext i16 %.285 to i32, !dbg !149
  %.287 = shl nuw i32 %.286, 16, !dbg !149
  %.288 = or i32 %.287, %.282, !dbg !149
  br label %b19, !dbg !149

b18:                                              ; preds = %b16
  %.300 = mul i64 %.299, %a15, !dbg !151
  %.301 = add i64 %.300, %.298, !dbg !151
  %.302 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.301, !dbg !151
  %.303 = load i16, ptr addrspace(1) %.302, align 2, !dbg !151, !amdgpu.noclobber !6
  %.304 = zext i16 %.303 to i32, !dbg !151
  %.306 = add i64 %.301, %a15, !dbg !151
  %.307 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.306, !dbg !151
  %.308 = load i16, ptr addrspace(1) %.307, align 2, !dbg !151, !amdgpu.noclobber !6
  %.309 = zext i16 %.308 to i32, !dbg !151
  %.310 = shl nuw i32 %.309, 16, !dbg !151
  %.311 = or i32 %.310, %.304, !dbg !151
  %.312 = shl i64 %a15, 1, !dbg !151
  %.313 = add i64 %.301, %.312, !dbg !151
  %.314 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.313, !dbg !151
  %.315 = load i16, ptr addrspace(1) %.314, align 2, !dbg !151, !amdgpu.noclobber !6
  %.316 = zext i16 %.315 to i32, !dbg !151
  %.317 = mul i64 %a15, 3, !dbg !151
  %.318 = add i64 %.301, %.317, !dbg !151
  %.319 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.318, !dbg !151
  %.320 = load i16, ptr addrspace(1) %.319, align 2, !dbg !151, !amdgpu.noclobber !6
  %.321 = zext i16 %.320 to i32, !dbg !151
  %.322 = shl nuw i32 %.321, 16, !dbg !151
  %.323 = or i32 %.322, %.316, !dbg !151
  br label %b19, !dbg !152

b19:                                              ; preds = %frag.wide.264, %frag.narrow.265, %frag.wide.189, %frag.narrow.190, %b18, %b15
  %.214.pn = phi i32 [ %.236, %b15 ], [ %.311, %b18 ], [ %.193, %frag.wide.189 ], [ %.203, %frag.narrow.190 ], [ %.268, %frag.wide.264 ], [ %.278, %frag.narrow.265 ]
  %.215.pn = phi i32 [ %.248, %b15 ], [ %.323, %b18 ], [ %.194, %frag.wide.189 ], [ %.213, %frag.narrow.190 ], [ %.269, %frag.wide.264 ], [ %.288, %frag.narrow.265 ]
  %t63 = and i32 %.17, 16, !dbg !153
  %t64.not = icmp eq i32 %t63, 0, !dbg !154
  br i1 %t64.not, label %b28, label %b20, !dbg !154

b20:                                              ; preds = %b19
  %t73 = and i32 %.17, 4, !dbg !135
  %t74.not = icmp eq i32 %t73, 0, !dbg !135
  br i1 %t12.not, label %b24, label %b21, !dbg !155

b21:                                              ; preds = %b20
  %.354 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !135
  %.355 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.354), !dbg !135
  %.358 = and i32 %.355, 15, !dbg !135
  br i1 %t74.not, label %b23, label %b22, !dbg !156

b22:                                              ; preds = %b21
  %37 = lshr i32 %.355, 2, !dbg !157
  %38 = and i32 %37, 1073741820, !dbg !157
  %39 = trunc i64 %a15 to i32, !dbg !157
  %40 = mul i32 %.358, %39, !dbg !157
  %41 = add i32 %40, %38, !dbg !157
  %.339 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %41, !dbg !157
  %.340 = load float, ptr addrspace(3) %.339, align 4, !dbg !157
  %42 = add i32 %41, 1, !dbg !157
  %.342 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %42, !dbg !157
  %.343 = load float, ptr addrspace(3) %.342, align 4, !dbg !157
  %43 = add i32 %41, 2, !dbg !157
  %.345 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %43, !dbg !157
  %.346 = load float, ptr addrspace(3) %.345, align 4, !dbg !157
  %44 = add i32 %41, 3, !dbg !157
  %.348 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %44, !dbg !157
  %.349 = load float, ptr addrspace(3) %.348, align 4, !dbg !157
  %.350 = insertvalue { [8 x float] } zeroinitializer, float %.340, 0, 0, !dbg !157
  %.351 = insertvalue { [8 x float] } %.350, float %.343, 0, 1, !dbg !157
  %.352 = insertvalue { [8 x float] } %.351, float %.346, 0, 2, !dbg !157
  %.353 = insertvalue { [8 x float] } %.352, float %.349, 0, 3, !dbg !157
  br label %b28, !dbg !158

b23:                                              ; preds = %b21
  %.359 = zext i32 %.358 to i64, !dbg !159
  %45 = lshr i32 %.355, 2, !dbg !159
  %46 = and i32 %45, 1073741820, !dbg !159
  %.360 = zext i32 %46 to i64, !dbg !159
  %.361 = mul i64 %.360, %a15, !dbg !159
  %.362 = add i64 %.361, %.359, !dbg !159
  %47 = trunc i64 %.362 to i32, !dbg !159
  %.363 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %47, !dbg !159
  %.364 = load float, ptr addrspace(3) %.363, align 4, !dbg !159
  %.366 = add i64 %.362, %a15, !dbg !159
  %48 = trunc i64 %.366 to i32, !dbg !159
  %.367 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %48, !dbg !159
  %.368 = load float, ptr addrspace(3) %.367, align 4, !dbg !159
  %.369 = shl i64 %a15, 1, !dbg !159
  %.370 = add i64 %.362, %.369, !dbg !159
  %49 = trunc i64 %.370 to i32, !dbg !159
  %.371 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %49, !dbg !159
  %.372 = load float, ptr addrspace(3) %.371, align 4, !dbg !159
  %.373 = mul i64 %a15, 3, !dbg !159
  %.374 = add i64 %.362, %.373, !dbg !159
  %50 = trunc i64 %.374 to i32, !dbg !159
  %.375 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %50, !dbg !159
  %.376 = load float, ptr addrspace(3) %.375, align 4, !dbg !159
  %.377 = insertvalue { [8 x float] } zeroinitializer, float %.364, 0, 0, !dbg !159
  %.378 = insertvalue { [8 x float] } %.377, float %.368, 0, 1, !dbg !159
  %.379 = insertvalue { [8 x float] } %.378, float %.372, 0, 2, !dbg !159
  %.380 = insertvalue { [8 x float] } %.379, float %.376, 0, 3, !dbg !159
  br label %b28, !dbg !160

b24:                                              ; preds = %b20
  %t75 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t6, !dbg !161
  %.405 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !135
  %.406 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.405), !dbg !135
  %.409 = and i32 %.406, 15, !dbg !135
  %.410 = zext i32 %.409 to i64, !dbg !135
  %51 = lshr i32 %.406, 2, !dbg !135
  %52 = and i32 %51, 1073741820, !dbg !135
  %.411 = zext i32 %52 to i64, !dbg !135
  br i1 %t74.not, label %b26, label %b25, !dbg !162

b25:                                              ; preds = %b24
  %.388 = mul i64 %.410, %a15, !dbg !161
  %.389 = add i64 %.388, %.411, !dbg !161
  %.390 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.389, !dbg !161
  %.391 = load float, ptr addrspace(1) %.390, align 4, !dbg !161, !amdgpu.noclobber !6
  %.392 = add i64 %.389, 1, !dbg !161
  %.393 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.392, !dbg !161
  %.394 = load float, ptr addrspace(1) %.393, align 4, !dbg !161, !amdgpu.noclobber !6
  %.395 = add i64 %.389, 2, !dbg !161
  %.396 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.395, !dbg !161
  %.397 = load float, ptr addrspace(1) %.396, align 4, !dbg !161, !amdgpu.noclobber !6
  %.398 = add i64 %.389, 3, !dbg !161
  %.399 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.398, !dbg !161
  %.400 = load float, ptr addrspace(1) %.399, align 4, !dbg !161, !amdgpu.noclobber !6
  %.401 = insertvalue { [8 x float] } zeroinitializer, float %.391, 0, 0, !dbg !161
  %.402 = insertvalue { [8 x float] } %.401, float %.394, 0, 1, !dbg !161
  %.403 = insertvalue { [8 x float] } %.402, float %.397, 0, 2, !dbg !161
  %.404 = insertvalue { [8 x float] } %.403, float %.400, 0, 3, !dbg !161
  br label %b28, !dbg !163

b26:                                              ; preds = %b24
  %.412 = mul i64 %.411, %a15, !dbg !164
  %.413 = add i64 %.412, %.410, !dbg !164
  %.414 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.413, !dbg !164
  %.415 = load float, ptr addrspace(1) %.414, align 4, !dbg !164, !amdgpu.noclobber !6
  %.417 = add i64 %.413, %a15, !dbg !164
  %.418 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.417, !dbg !164
  %.419 = load float, ptr addrspace(1) %.418, align 4, !dbg !164, !amdgpu.noclobber !6
  %.420 = shl i64 %a15, 1, !dbg !164
  %.421 = add i64 %.413, %.420, !dbg !164
  %.422 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.421, !dbg !164
  %.423 = load float, ptr addrspace(1) %.422, align 4, !dbg !164, !amdgpu.noclobber !6
  %.424 = mul i64 %a15, 3, !dbg !164
  %.425 = add i64 %.413, %.424, !dbg !164
  %.426 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.425, !dbg !164
  %.427 = load float, ptr addrspace(1) %.426, align 4, !dbg !164, !amdgpu.noclobber !6
  %.428 = insertvalue { [8 x float] } zeroinitializer, float %.415, 0, 0, !dbg !164
  %.429 = insertvalue { [8 x float] } %.428, float %.419, 0, 1, !dbg !164
  %.430 = insertvalue { [8 x float] } %.429, float %.423, 0, 2, !dbg !164
  %.431 = insertvalue { [8 x float] } %.430, float %.427, 0, 3, !dbg !164
  br label %b28, !dbg !165

b28:                                              ; preds = %b22, %b23, %b25, %b26, %b19
  %t79 = phi { [8 x float] } [ zeroinitializer, %b19 ], [ %.353, %b22 ], [ %.380, %b23 ], [ %.404, %b25 ], [ %.431, %b26 ]
  %t80 = and i32 %.17, 64, !dbg !166
  %t81.not = icmp eq i32 %t80, 0, !dbg !167
  br i1 %t81.not, label %b33, label %b30.preheader, !dbg !167

b30.preheader:                                    ; preds = %b28
  %.435 = zext i16 %a16 to i32
  %.439 = shl i32 %.44.pn, 16, !dbg !168
  %.440 = bitcast i32 %.439 to float, !dbg !168
  %.434.1 = and i32 %.44.pn, -65536, !dbg !168
  %.440.1 = bitcast i32 %.434.1 to float, !dbg !168
  %53 = insertelement <2 x i32> poison, i32 %.56.pn, i64 1
  %54 = insertelement <2 x i32> %53, i32 %.435, i64 0
  %55 = shl <2 x i32> %54, <i32 16, i32 16>
  %56 = bitcast <2 x i32> %55 to <2 x float>
  %57 = extractelement <2 x float> %56, i64 0, !dbg !168
  %.441 = fmul float %57, %.440, !dbg !168
  %.442 = bitcast float %.441 to i32, !dbg !168
  %.443 = and i32 %.442, 2147483647, !dbg !168
  %.444 = icmp ugt i32 %.443, 2139095040, !dbg !168
  %.445 = lshr i32 %.442, 16, !dbg !168
  %.446 = and i32 %.445, 1, !dbg !168
  %.447 = add i32 %.442, 32767, !dbg !168
  %.448 = add i32 %.447, %.446, !dbg !168
  %.449 = lshr i32 %.448, 16, !dbg !168
  %.451 = or i32 %.445, 64, !dbg !168
  %.452 = select i1 %.444, i32 %.451, i32 %.449, !dbg !168
  %.441.1 = fmul float %57, %.440.1, !dbg !168
  %.442.1 = bitcast float %.441.1 to i32, !dbg !168
  %.443.1 = and i32 %.442.1, 2147483647, !dbg !168
  %.444.1 = icmp ugt i32 %.443.1, 2139095040, !dbg !168
  %.445.1 = lshr i32 %.442.1, 16, !dbg !168
  %.446.1 = and i32 %.445.1, 1, !dbg !168
  %.447.1 = add i32 %.442.1, 32767, !dbg !168
  %.448.1 = add i32 %.447.1, %.446.1, !dbg !168
  %.449.1 = lshr i32 %.448.1, 16, !dbg !168
  %.451.1 = or i32 %.445.1, 64, !dbg !168
  %.452.1 = select i1 %.444.1, i32 %.451.1, i32 %.449.1, !dbg !168
  %.460.1 = shl nuw i32 %.452.1, 16, !dbg !169
  %t113.1 = or i32 %.460.1, %.452, !dbg !169
  %shift = shufflevector <2 x float> %56, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !168
  %58 = fmul <2 x float> %shift, %56, !dbg !168
  %bc = bitcast <2 x float> %58 to <2 x i32>, !dbg !168
  %.442.2 = extractelement <2 x i32> %bc, i64 0, !dbg !168
  %.443.2 = and i32 %.442.2, 2147483647, !dbg !168
  %.444.2 = icmp ugt i32 %.443.2, 2139095040, !dbg !168
  %.445.2 = lshr i32 %.442.2, 16, !dbg !168
  %.446.2 = and i32 %.445.2, 1, !dbg !168
  %.447.2 = add i32 %.442.2, 32767, !dbg !168
  %.448.2 = add i32 %.447.2, %.446.2, !dbg !168
  %.449.2 = lshr i32 %.448.2, 16, !dbg !168
  %.451.2 = or i32 %.445.2, 64, !dbg !168
  %.452.2 = select i1 %.444.2, i32 %.451.2, i32 %.449.2, !dbg !168
  %.434.3 = and i32 %.56.pn, -65536, !dbg !168
  %.440.3 = bitcast i32 %.434.3 to float, !dbg !168
  %.441.3 = fmul float %57, %.440.3, !dbg !168
  %.442.3 = bitcast float %.441.3 to i32, !dbg !168
  %.443.3 = and i32 %.442.3, 2147483647, !dbg !168
  %.444.3 = icmp ugt i32 %.443.3, 2139095040, !dbg !168
  %.445.3 = lshr i32 %.442.3, 16, !dbg !168
  %.446.3 = and i32 %.445.3, 1, !dbg !168
  %.447.3 = add i32 %.442.3, 32767, !dbg !168
  %.448.3 = add i32 %.447.3, %.446.3, !dbg !168
  %.449.3 = lshr i32 %.448.3, 16, !dbg !168
  %.451.3 = or i32 %.445.3, 64, !dbg !168
  %.452.3 = select i1 %.444.3, i32 %.451.3, i32 %.449.3, !dbg !168
  %.460.3 = shl nuw i32 %.452.3, 16, !dbg !169
  %t113.3 = or i32 %.460.3, %.452.2, !dbg !169
  %t115.3 = insertvalue [4 x i32] zeroinitializer, i32 %t113.1, 0, !dbg !169
  %t117.3 = insertvalue [4 x i32] %t115.3, i32 %t113.3, 1, !dbg !169
  %t119.3 = insertvalue [4 x i32] %t117.3, i32 0, 2, !dbg !169
  %t122.3 = insertvalue [4 x i32] %t119.3, i32 0, 3, !dbg !169
  %t132 = extractvalue { [8 x float] } %t79, 0, !dbg !170
  %t133 = extractvalue [8 x float] %t132, 7, !dbg !170
  %t135 = extractvalue [8 x float] %t132, 6, !dbg !170
  %t138 = extractvalue [8 x float] %t132, 5, !dbg !170
  %t141 = extractvalue [8 x float] %t132, 4, !dbg !170
  %t144 = extractvalue [8 x float] %t132, 3, !dbg !170
  %t147 = extractvalue [8 x float] %t132, 2, !dbg !170
  %t150 = extractvalue [8 x float] %t132, 1, !dbg !170
  %t153 = extractvalue [8 x float] %t132, 0, !dbg !170
  %t155 = fmul float %t153, %a17, !dbg !171
  %t155.1 = fmul float %t150, %a17, !dbg !171
  %t155.2 = fmul float %t147, %a17, !dbg !171
  %t155.3 = fmul float %t144, %a17, !dbg !171
  %t158.3 = insertvalue [8 x float] %t132, float %t155, 0, !dbg !172
  %t160.3 = insertvalue [8 x float] %t158.3, float %t155.1, 1, !dbg !172
  %t162.3 = insertvalue [8 x float] %t160.3, float %t155.2, 2, !dbg !172
  %t164.3 = insertvalue [8 x float] %t162.3, float %t155.3, 3, !dbg !172
  %t166.3 = insertvalue [8 x float] %t164.3, float %t141, 4, !dbg !172
  %t168.3 = insertvalue [8 x float] %t166.3, float %t138, 5, !dbg !172
  %t170.3 = insertvalue [8 x float] %t168.3, float %t135, 6, !dbg !172
  %t173.3 = insertvalue [8 x float] %t170.3, float %t133, 7, !dbg !172
  %t174.3 = insertvalue { [8 x float] } %t79, [8 x float] %t173.3, 0, !dbg !172
  %t123.3 = insertvalue { [4 x i32] } %t47, [4 x i32] %t122.3, 0, !dbg !169
  br label %b33, !dbg !173

b33:                                              ; preds = %b30.preheader, %b28
  %t177 = phi { [4 x i32] } [ %t47, %b28 ], [ %t123.3, %b30.preheader ]
  %t178 = phi { [8 x float] } [ %t79, %b28 ], [ %t174.3, %b30.preheader ]
  %.461 = extractvalue { [8 x float] } %t178, 0, 0, !dbg !173
  %.462 = insertelement <4 x float> poison, float %.461, i64 0, !dbg !173
  %.463 = extractvalue { [8 x float] } %t178, 0, 1, !dbg !173
  %.464 = insertelement <4 x float> %.462, float %.463, i64 1, !dbg !173
  %.465 = extractvalue { [8 x float] } %t178, 0, 2, !dbg !173
  %.466 = insertelement <4 x float> %.464, float %.465, i64 2, !dbg !173
  %.467 = extractvalue { [8 x float] } %t178, 0, 3, !dbg !173
  %.468 = insertelement <4 x float> %.466, float %.467, i64 3, !dbg !173
  %.469 = extractvalue { [4 x i32] } %t177, 0, 0, !dbg !173
  %.470 = insertelement <2 x i32> poison, i32 %.469, i64 0, !dbg !173
  %.471 = extractvalue { [4 x i32] } %t177, 0, 1, !dbg !173
  %.472 = insertelement <2 x i32> %.470, i32 %.471, i64 1, !dbg !173
  %.473 = bitcast <2 x i32> %.472 to <4 x i16>, !dbg !173
  %.475 = insertelement <2 x i32> poison, i32 %.214.pn, i64 0, !dbg !173
  %.477 = insertelement <2 x i32> %.475, i32 %.215.pn, i64 1, !dbg !173
  %.478 = bitcast <2 x i32> %.477 to <4 x i16>, !dbg !173
  %.479 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.473, <4 x i16> %.478, <4 x float> %.468, i32 0, i32 0, i32 0), !dbg !173
  %.480 = extractelement <4 x float> %.479, i64 0, !dbg !173
  %.481 = extractelement <4 x float> %.479, i64 1, !dbg !173
  %.482 = extractelement <4 x float> %.479, i64 2, !dbg !173
  %.483 = extractelement <4 x float> %.479, i64 3, !dbg !173
  %t203 = and i32 %.17, 8, !dbg !135
  %t204.not = icmp eq i32 %t203, 0, !dbg !135
  br i1 %t12.not, label %b43, label %b34, !dbg !173

b34:                                              ; preds = %b33
  %.520 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !135
  %.521 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.520), !dbg !135
  %.524 = and i32 %.521, 15, !dbg !135
  br i1 %t204.not, label %b42, label %b35, !dbg !174

b35:                                              ; preds = %b34
  %59 = lshr i32 %.521, 2, !dbg !175
  %60 = and i32 %59, 1073741820, !dbg !175
  %61 = trunc i64 %a15 to i32, !dbg !175
  %62 = mul i32 %.524, %61, !dbg !175
  %63 = add i32 %62, %60, !dbg !175
  %.498 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %63, !dbg !175
  %64 = shufflevector <4 x float> %.479, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !175
  store <2 x float> %64, ptr addrspace(3) %.498, align 4, !dbg !175
  %65 = add i32 %63, 2, !dbg !175
  %.504 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %65, !dbg !175
  store float %.482, ptr addrspace(3) %.504, align 4, !dbg !175
  %66 = add i32 %63, 3, !dbg !175
  br label %b36, !dbg !175

b36:                                              ; preds = %b42, %b35
  %.sink = phi i32 [ %75, %b42 ], [ %66, %b35 ]
  %.542 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %.sink, !dbg !135
  store float %.483, ptr addrspace(3) %.542, align 4, !dbg !135
  fence syncscope("workgroup") release, !dbg !176
  tail call void @llvm.amdgcn.s.barrier(), !dbg !176
  fence syncscope("workgroup") acquire, !dbg !176
  %.508 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !177
  %t187 = sext i32 %.508 to i64, !dbg !177
  %t188 = shl i64 %a15, 4, !dbg !178
  %.509 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !179
  %.510 = getelementptr inbounds i8, ptr addrspace(4) %.509, i64 4, !dbg !179
  %.511 = load i16, ptr addrspace(4) %.510, align 4, !dbg !179, !invariant.load !6
  %t190 = zext i16 %.511 to i64
  %t1923 = icmp sgt i64 %t188, %t187, !dbg !180
  br i1 %t1923, label %b38.lr.ph, label %common.ret, !dbg !180

b38.lr.ph:                                        ; preds = %b36
  %.513 = icmp eq i64 %a15, 0
  %67 = add i64 %a15, 1
  %68 = icmp ult i64 %67, 2
  %.516 = select i1 %68, i64 1, i64 %a15
  br label %b38, !dbg !180

b38:                                              ; preds = %b38.lr.ph, %b40
  %t1914 = phi i64 [ %t187, %b38.lr.ph ], [ %t199, %b40 ]
  %.517 = srem i64 %t1914, %.516, !dbg !181
  %.518 = select i1 %.513, i64 %t1914, i64 %.517, !dbg !181
  %t194 = icmp slt i64 %.518, 16, !dbg !182
  br i1 %t194, label %b39, label %b40, !dbg !182

b39:                                              ; preds = %b38
  %t195 = add i64 %t1914, %t6, !dbg !183
  %t198 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t195, !dbg !184
  %69 = trunc i64 %t1914 to i32, !dbg !185
  %t196 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %69, !dbg !185
  %.519 = load float, ptr addrspace(3) %t196, align 4, !dbg !185
  store float %.519, ptr addrspace(1) %t198, align 4, !dbg !184
  br label %b40, !dbg !184

b40:                                              ; preds = %b39, %b38
  %t199 = add i64 %t1914, %t190, !dbg !186
  %t192 = icmp slt i64 %t199, %t188, !dbg !180
  br i1 %t192, label %b38, label %common.ret, !dbg !180

common.ret.sink.split:                            ; preds = %b46, %b44
  %.561.sink = phi i64 [ %.561, %b44 ], [ %.584, %b46 ]
  %.562 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.561.sink, !dbg !135
  store float %.483, ptr addrspace(1) %.562, align 4, !dbg !135
  br label %common.ret, !dbg !135

common.ret:                                       ; preds = %b40, %common.ret.sink.split, %b36
  ret void, !dbg !135

b42:                                              ; preds = %b34
  %.525 = zext i32 %.524 to i64, !dbg !187
  %70 = lshr i32 %.521, 2, !dbg !187
  %71 = and i32 %70, 1073741820, !dbg !187
  %.526 = zext i32 %71 to i64, !dbg !187
  %.527 = mul i64 %.526, %a15, !dbg !187
  %.528 = add i64 %.527, %.525, !dbg !187
  %72 = trunc i64 %.528 to i32, !dbg !187
  %.530 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %72, !dbg !187
  store float %.480, ptr addrspace(3) %.530, align 4, !dbg !187
  %.533 = add i64 %.528, %a15, !dbg !187
  %73 = trunc i64 %.533 to i32, !dbg !187
  %.534 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %73, !dbg !187
  store float %.481, ptr addrspace(3) %.534, align 4, !dbg !187
  %.536 = shl i64 %a15, 1, !dbg !187
  %.537 = add i64 %.528, %.536, !dbg !187
  %74 = trunc i64 %.537 to i32, !dbg !187
  %.538 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %74, !dbg !187
  store float %.482, ptr addrspace(3) %.538, align 4, !dbg !187
  %.540 = mul i64 %a15, 3, !dbg !187
  %.541 = add i64 %.528, %.540, !dbg !187
  %75 = trunc i64 %.541 to i32, !dbg !187
  br label %b36, !dbg !187

b43:                                              ; preds = %b33
  %t205 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t6, !dbg !188
  %.563 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !135
  %.564 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.563), !dbg !135
  %.567 = and i32 %.564, 15, !dbg !135
  %.568 = zext i32 %.567 to i64, !dbg !135
  %76 = lshr i32 %.564, 2, !dbg !135
  %77 = and i32 %76, 1073741820, !dbg !135
  %.569 = zext i32 %77 to i64, !dbg !135
  br i1 %t204.not, label %b46, label %b44, !dbg !189

b44:                                              ; preds = %b43
  %.550 = mul i64 %.568, %a15, !dbg !188
  %.551 = add i64 %.550, %.569, !dbg !188
  %.553 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.551, !dbg !188
  %78 = shufflevector <4 x float> %.479, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !188
  store <2 x float> %78, ptr addrspace(1) %.553, align 4, !dbg !188
  %.558 = add i64 %.551, 2, !dbg !188
  %.559 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.558, !dbg !188
  store float %.482, ptr addrspace(1) %.559, align 4, !dbg !188
  %.561 = add i64 %.551, 3, !dbg !188
  br label %common.ret.sink.split, !dbg !188

b46:                                              ; preds = %b43
  %.570 = mul i64 %.569, %a15, !dbg !190
  %.571 = add i64 %.570, %.568, !dbg !190
  %.573 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.571, !dbg !190
  store float %.480, ptr addrspace(1) %.573, align 4, !dbg !190
  %.576 = add i64 %.571, %a15, !dbg !190
  %.577 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.576, !dbg !190
  store float %.481, ptr addrspace(1) %.577, align 4, !dbg !190
  %.579 = shl i64 %a15, 1, !dbg !190
  %.580 = add i64 %.571, %.579, !dbg !190
  %.581 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.580, !dbg !190
  store float %.482, ptr addrspace(1) %.581, align 4, !dbg !190
  %.583 = mul i64 %a15, 3, !dbg !190
  %.584 = add i64 %.571, %.583, !dbg !190
  br label %common.ret.sink.split, !dbg !190
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, i64 %a6, float %a7) local_unnamed_addr #2 !dbg !191 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !192
  %t1 = sext i32 %.7 to i64, !dbg !192
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t1, !dbg !193
  %.8 = load i32, ptr addrspace(1) %t3, align 4, !dbg !193, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 4, !dbg !194
  %t6 = mul i64 %t5, %a6, !dbg !195
  %t9 = and i32 %.8, 32, !dbg !196
  %t10 = icmp eq i32 %t9, 0, !dbg !197
  %t12 = and i32 %.8, 8, !dbg !198
  %t13.not = icmp eq i32 %t12, 0, !dbg !198
  br i1 %t10, label %b1, label %b5, !dbg !197

b1:                                               ; preds = %entry
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t6, !dbg !199
  %.33 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !198
  %.34 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.33), !dbg !198
  %.37 = and i32 %.34, 15, !dbg !198
  %.38 = zext i32 %.37 to i64, !dbg !198
  %0 = lshr i32 %.34, 2, !dbg !198
  %1 = and i32 %0, 1073741820, !dbg !198
  %.39 = zext i32 %1 to i64, !dbg !198
  br i1 %t13.not, label %b4, label %b2, !dbg !200

b2:                                               ; preds = %b1
  %.20 = mul i64 %.38, %a6, !dbg !199
  %.21 = add i64 %.20, %.39, !dbg !199
  %.23 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.21, !dbg !199
  %2 = insertelement <2 x float> poison, float %a7, i64 0, !dbg !199
  %3 = shufflevector <2 x float> %2, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !199
  store <2 x float> %3, ptr addrspace(1) %.23, align 4, !dbg !199
  %.28 = add i64 %.21, 2, !dbg !199
  %.29 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.28, !dbg !199
  store float %a7, ptr addrspace(1) %.29, align 4, !dbg !199
  %.31 = add i64 %.21, 3, !dbg !199
  br label %common.ret.sink.split, !dbg !199

common.ret.sink.split:                            ; preds = %b4, %b2
  %.31.sink = phi i64 [ %.31, %b2 ], [ %.54, %b4 ]
  %.32 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.31.sink, !dbg !198
  store float %a7, ptr addrspace(1) %.32, align 4, !dbg !198
  br label %common.ret, !dbg !198

common.ret:                                       ; preds = %b11, %common.ret.sink.split, %b7
  ret void, !dbg !198

b4:                                               ; preds = %b1
  %.40 = mul i64 %.39, %a6, !dbg !201
  %.41 = add i64 %.40, %.38, !dbg !201
  %.43 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.41, !dbg !201
  store float %a7, ptr addrspace(1) %.43, align 4, !dbg !201
  %.46 = add i64 %.41, %a6, !dbg !201
  %.47 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.46, !dbg !201
  store float %a7, ptr addrspace(1) %.47, align 4, !dbg !201
  %.49 = shl i64 %a6, 1, !dbg !201
  %.50 = add i64 %.41, %.49, !dbg !201
  %.51 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.50, !dbg !201
  store float %a7, ptr addrspace(1) %.51, align 4, !dbg !201
  %.53 = mul i64 %a6, 3, !dbg !201
  %.54 = add i64 %.41, %.53, !dbg !201
  br label %common.ret.sink.split, !dbg !201

b5:                                               ; preds = %entry
  %.88 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !198
  %.89 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.88), !dbg !198
  %.92 = and i32 %.89, 15, !dbg !198
  br i1 %t13.not, label %b13, label %b6, !dbg !202

b6:                                               ; preds = %b5
  %4 = lshr i32 %.89, 2, !dbg !203
  %5 = and i32 %4, 1073741820, !dbg !203
  %6 = trunc i64 %a6 to i32, !dbg !203
  %7 = mul i32 %.92, %6, !dbg !203
  %8 = add i32 %7, %5, !dbg !203
  %.66 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %8, !dbg !203
  %9 = insertelement <2 x float> poison, float %a7, i64 0, !dbg !203
  %10 = shufflevector <2 x float> %9, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !203
  store <2 x float> %10, ptr addrspace(3) %.66, align 4, !dbg !203
  %11 = add i32 %8, 2, !dbg !203
  %.72 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %11, !dbg !203
  store float %a7, ptr addrspace(3) %.72, align 4, !dbg !203
  %12 = add i32 %8, 3, !dbg !203
  br label %b7, !dbg !203

b7:                                               ; preds = %b13, %b6
  %.sink = phi i32 [ %21, %b13 ], [ %12, %b6 ]
  %.110 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %.sink, !dbg !198
  store float %a7, ptr addrspace(3) %.110, align 4, !dbg !198
  fence syncscope("workgroup") release, !dbg !204
  tail call void @llvm.amdgcn.s.barrier(), !dbg !204
  fence syncscope("workgroup") acquire, !dbg !204
  %.76 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !205
  %t21 = sext i32 %.76 to i64, !dbg !205
  %t22 = shl i64 %a6, 4, !dbg !206
  %.77 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !207
  %.78 = getelementptr inbounds i8, ptr addrspace(4) %.77, i64 4, !dbg !207
  %.79 = load i16, ptr addrspace(4) %.78, align 4, !dbg !207, !invariant.load !6
  %t24 = zext i16 %.79 to i64
  %t261 = icmp sgt i64 %t22, %t21, !dbg !208
  br i1 %t261, label %b9.lr.ph, label %common.ret, !dbg !208

b9.lr.ph:                                         ; preds = %b7
  %.81 = icmp eq i64 %a6, 0
  %13 = add i64 %a6, 1
  %14 = icmp ult i64 %13, 2
  %.84 = select i1 %14, i64 1, i64 %a6
  br label %b9, !dbg !208

b9:                                               ; preds = %b9.lr.ph, %b11
  %t252 = phi i64 [ %t21, %b9.lr.ph ], [ %t33, %b11 ]
  %.85 = srem i64 %t252, %.84, !dbg !209
  %.86 = select i1 %.81, i64 %t252, i64 %.85, !dbg !209
  %t28 = icmp slt i64 %.86, 16, !dbg !210
  br i1 %t28, label %b10, label %b11, !dbg !210

b10:                                              ; preds = %b9
  %t29 = add i64 %t252, %t6, !dbg !211
  %t32 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t29, !dbg !212
  %15 = trunc i64 %t252 to i32, !dbg !213
  %t30 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %15, !dbg !213
  %.87 = load float, ptr addrspace(3) %t30, align 4, !dbg !213
  store float %.87, ptr addrspace(1) %t32, align 4, !dbg !212
  br label %b11, !dbg !212

b11:                                              ; preds = %b10, %b9
  %t33 = add i64 %t252, %t24, !dbg !214
  %t26 = icmp slt i64 %t33, %t22, !dbg !208
  br i1 %t26, label %b9, label %common.ret, !dbg !208

b13:                                              ; preds = %b5
  %.93 = zext i32 %.92 to i64, !dbg !215
  %16 = lshr i32 %.89, 2, !dbg !215
  %17 = and i32 %16, 1073741820, !dbg !215
  %.94 = zext i32 %17 to i64, !dbg !215
  %.95 = mul i64 %.94, %a6, !dbg !215
  %.96 = add i64 %.95, %.93, !dbg !215
  %18 = trunc i64 %.96 to i32, !dbg !215
  %.98 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %18, !dbg !215
  store float %a7, ptr addrspace(3) %.98, align 4, !dbg !215
  %.101 = add i64 %.96, %a6, !dbg !215
  %19 = trunc i64 %.101 to i32, !dbg !215
  %.102 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %19, !dbg !215
  store float %a7, ptr addrspace(3) %.102, align 4, !dbg !215
  %.104 = shl i64 %a6, 1, !dbg !215
  %.105 = add i64 %.96, %.104, !dbg !215
  %20 = trunc i64 %.105 to i32, !dbg !215
  %.106 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %20, !dbg !215
  store float %a7, ptr addrspace(3) %.106, align 4, !dbg !215
  %.108 = mul i64 %a6, 3, !dbg !215
  %.109 = add i64 %.96, %.108, !dbg !215
  %21 = trunc i64 %.109 to i32, !dbg !215
  br label %b7, !dbg !215
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn writeonly
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreGlobal(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #3 !dbg !216 {
entry:
  %.8 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !217
  %.9 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.8), !dbg !217
  %0 = lshr i32 %.9, 2, !dbg !217
  %1 = and i32 %0, 1073741820, !dbg !217
  %.12 = shl i32 %.9, 4, !dbg !217
  %2 = and i32 %.12, 240, !dbg !217
  %narrow = add nuw nsw i32 %2, %1, !dbg !217
  %.16 = zext i32 %narrow to i64, !dbg !217
  %.18 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.16, !dbg !217
  store <2 x float> zeroinitializer, ptr addrspace(1) %.18, align 4, !dbg !217
  %.23 = or i64 %.16, 2, !dbg !217
  %.24 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.23, !dbg !217
  store <2 x float> zeroinitializer, ptr addrspace(1) %.24, align 4, !dbg !217
  ret void, !dbg !217
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #2 !dbg !218 {
entry:
  %.8 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !219
  %.9 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.8), !dbg !219
  %0 = lshr i32 %.9, 2, !dbg !219
  %1 = and i32 %0, 1073741820, !dbg !219
  %.12 = shl i32 %.9, 4, !dbg !219
  %2 = and i32 %.12, 240, !dbg !219
  %narrow = add nuw nsw i32 %2, %1, !dbg !219
  %.18 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %narrow, !dbg !219
  store <2 x float> zeroinitializer, ptr addrspace(3) %.18, align 16, !dbg !219
  %.23 = or i32 %narrow, 2, !dbg !219
  %.24 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %.23, !dbg !219
  store <2 x float> zeroinitializer, ptr addrspace(3) %.24, align 8, !dbg !219
  fence syncscope("workgroup") release, !dbg !220
  tail call void @llvm.amdgcn.s.barrier(), !dbg !220
  fence syncscope("workgroup") acquire, !dbg !220
  %.28 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !221
  %.29 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !222
  %.30 = getelementptr inbounds i8, ptr addrspace(4) %.29, i64 4, !dbg !222
  %.31 = load i16, ptr addrspace(4) %.30, align 4, !dbg !222, !invariant.load !6
  %t9 = zext i16 %.31 to i64
  %t111 = icmp slt i32 %.28, 256, !dbg !223
  br i1 %t111, label %b2.preheader, label %b3, !dbg !223

b2.preheader:                                     ; preds = %entry
  %t6 = sext i32 %.28 to i64, !dbg !221
  br label %b2, !dbg !223

b2:                                               ; preds = %b2.preheader, %b2
  %t102 = phi i64 [ %t15, %b2 ], [ %t6, %b2.preheader ]
  %3 = trunc i64 %t102 to i32, !dbg !224
  %t12 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %3, !dbg !224
  %.33 = load float, ptr addrspace(3) %t12, align 4, !dbg !224
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t102, !dbg !225
  store float %.33, ptr addrspace(1) %t14, align 4, !dbg !225
  %t15 = add i64 %t102, %t9, !dbg !226
  %t11 = icmp slt i64 %t15, 256, !dbg !223
  br i1 %t11, label %b2, label %b3, !dbg !223

b3:                                               ; preds = %b2, %entry
  ret void, !dbg !226
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i16 %a2, ptr addrspace(1) %a3, i16 %a4, ptr addrspace(1) %a5) local_unnamed_addr #4 !dbg !227 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !228
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !228
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !228
  %t3 = sext i32 %.1 to i64, !dbg !228
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !228
  %t5 = sext i32 %.2 to i64, !dbg !228
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !228
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !228
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !228, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !228
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !228
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !228, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !228
  %.15 = add i32 %.14, %.9, !dbg !228
  %.16 = udiv i32 %.15, %.6, !dbg !228
  %t9 = sext i32 %.16 to i64, !dbg !228
  %t10 = mul nsw i64 %t7, %t5, !dbg !228
  %t11 = add nsw i64 %t10, %t3, !dbg !228
  %t12 = mul nsw i64 %t9, %t7, !dbg !228
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !228
  %t16 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !228
  %0 = or i64 %t16, %t13, !dbg !228
  %t20 = ptrtoint ptr addrspace(1) %a5 to i64, !dbg !228
  %1 = or i64 %0, %t20, !dbg !228
  %2 = and i64 %1, 3, !dbg !228
  %3 = icmp eq i64 %2, 0, !dbg !228
  %t24 = ashr i64 %a0, 1, !dbg !228
  %t291 = icmp slt i64 %t11, %t24, !dbg !228
  %or.cond = select i1 %3, i1 %t291, i1 false, !dbg !228
  br i1 %or.cond, label %b3.preheader, label %b8, !dbg !228

b3.preheader:                                     ; preds = %entry
  %4 = insertelement <2 x i16> poison, i16 %a2, i64 0
  %5 = shufflevector <2 x i16> %4, <2 x i16> poison, <2 x i32> zeroinitializer
  %6 = insertelement <2 x i16> poison, i16 %a4, i64 0
  %7 = shufflevector <2 x i16> %6, <2 x i16> poison, <2 x i32> zeroinitializer
  br label %b3, !dbg !228

b3:                                               ; preds = %b3.preheader, %b7
  %t282 = phi i64 [ %t53, %b7 ], [ %t11, %b3.preheader ]
  br i1 %t0.not, label %b5, label %b4, !dbg !228

b4:                                               ; preds = %b3
  %t30 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t282, !dbg !228
  %.17 = load i32, ptr addrspace(1) %t30, align 4, !dbg !228
  %t34 = lshr i32 %.17, 16, !dbg !228
  %8 = insertelement <2 x i32> poison, i32 %.17, i64 0, !dbg !228
  %9 = insertelement <2 x i32> %8, i32 %t34, i64 1, !dbg !228
  %10 = trunc <2 x i32> %9 to <2 x i16>, !dbg !228
  br label %b5, !dbg !228

b5:                                               ; preds = %b4, %b3
  %11 = phi <2 x i16> [ %10, %b4 ], [ %5, %b3 ]
  br i1 %t1.not, label %b7, label %b6, !dbg !228

b6:                                               ; preds = %b5
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t282, !dbg !228
  %.18 = load i32, ptr addrspace(1) %t38, align 4, !dbg !228
  %t42 = lshr i32 %.18, 16, !dbg !228
  %12 = insertelement <2 x i32> poison, i32 %.18, i64 0, !dbg !228
  %13 = insertelement <2 x i32> %12, i32 %t42, i64 1, !dbg !228
  %14 = trunc <2 x i32> %13 to <2 x i16>, !dbg !228
  br label %b7, !dbg !228

b7:                                               ; preds = %b6, %b5
  %15 = phi <2 x i16> [ %14, %b6 ], [ %7, %b5 ]
  %16 = shufflevector <2 x i16> %11, <2 x i16> %15, <2 x i32> <i32 0, i32 2>, !dbg !229
  %17 = zext <2 x i16> %16 to <2 x i32>, !dbg !229
  %18 = shl nuw <2 x i32> %17, <i32 16, i32 16>, !dbg !229
  %19 = bitcast <2 x i32> %18 to <2 x float>, !dbg !229
  %shift = shufflevector <2 x float> %19, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !229
  %20 = fadd <2 x float> %shift, %19, !dbg !229
  %bc7 = bitcast <2 x float> %20 to <2 x i32>, !dbg !229
  %.26 = extractelement <2 x i32> %bc7, i64 0, !dbg !229
  %.27 = and i32 %.26, 2147483647, !dbg !229
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !229
  %.29 = lshr i32 %.26, 16, !dbg !229
  %.30 = and i32 %.29, 1, !dbg !229
  %.31 = add i32 %.26, 32767, !dbg !229
  %.32 = add i32 %.31, %.30, !dbg !229
  %.33 = lshr i32 %.32, 16, !dbg !229
  %.35 = or i32 %.29, 64, !dbg !229
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !229
  %21 = shufflevector <2 x i16> %11, <2 x i16> poison, <2 x i32> <i32 1, i32 undef>, !dbg !229
  %22 = shufflevector <2 x i16> %21, <2 x i16> %15, <2 x i32> <i32 0, i32 3>, !dbg !229
  %23 = zext <2 x i16> %22 to <2 x i32>, !dbg !229
  %24 = shl nuw <2 x i32> %23, <i32 16, i32 16>, !dbg !229
  %25 = bitcast <2 x i32> %24 to <2 x float>, !dbg !229
  %shift5 = shufflevector <2 x float> %25, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !229
  %26 = fadd <2 x float> %shift5, %25, !dbg !229
  %bc8 = bitcast <2 x float> %26 to <2 x i32>, !dbg !229
  %.45 = extractelement <2 x i32> %bc8, i64 0, !dbg !229
  %.46 = and i32 %.45, 2147483647, !dbg !229
  %.47 = icmp ugt i32 %.46, 2139095040, !dbg !229
  %.48 = lshr i32 %.45, 16, !dbg !229
  %.49 = and i32 %.48, 1, !dbg !229
  %.50 = add i32 %.45, 32767, !dbg !229
  %.51 = add i32 %.50, %.49, !dbg !229
  %.52 = lshr i32 %.51, 16, !dbg !229
  %.54 = or i32 %.48, 64, !dbg !229
  %.55 = select i1 %.47, i32 %.54, i32 %.52, !dbg !229
  %t50 = shl nuw i32 %.55, 16, !dbg !228
  %t51 = or i32 %t50, %.36, !dbg !228
  %t52 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t282, !dbg !228
  store i32 %t51, ptr addrspace(1) %t52, align 4, !dbg !228
  %t53 = add i64 %t282, %t12, !dbg !228
  %t29 = icmp slt i64 %t53, %t24, !dbg !228
  br i1 %t29, label %b3, label %b8, !dbg !228

b8:                                               ; preds = %b7, %entry
  %t54 = and i64 %a0, -2, !dbg !228
  %t55 = select i1 %3, i64 %t54, i64 0, !dbg !228
  %t56 = add i64 %t11, %t55, !dbg !228
  %t583 = icmp slt i64 %t56, %a0, !dbg !228
  br i1 %t583, label %b10, label %b15, !dbg !228

b10:                                              ; preds = %b8, %b14
  %t574 = phi i64 [ %t67, %b14 ], [ %t56, %b8 ]
  br i1 %t0.not, label %b12, label %b11, !dbg !228

b11:                                              ; preds = %b10
  %t59 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t574, !dbg !228
  %.57 = load i16, ptr addrspace(1) %t59, align 2, !dbg !228
  br label %b12, !dbg !228

b12:                                              ; preds = %b11, %b10
  %t61 = phi i16 [ %.57, %b11 ], [ %a2, %b10 ]
  br i1 %t1.not, label %b14, label %b13, !dbg !228

b13:                                              ; preds = %b12
  %t62 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t574, !dbg !228
  %.58 = load i16, ptr addrspace(1) %t62, align 2, !dbg !228
  br label %b14, !dbg !228

b14:                                              ; preds = %b13, %b12
  %t64 = phi i16 [ %.58, %b13 ], [ %a4, %b12 ]
  %27 = insertelement <2 x i16> poison, i16 %t61, i64 0, !dbg !229
  %28 = insertelement <2 x i16> %27, i16 %t64, i64 1, !dbg !229
  %29 = zext <2 x i16> %28 to <2 x i32>, !dbg !229
  %30 = shl nuw <2 x i32> %29, <i32 16, i32 16>, !dbg !229
  %31 = bitcast <2 x i32> %30 to <2 x float>, !dbg !229
  %shift6 = shufflevector <2 x float> %31, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !229
  %32 = fadd <2 x float> %shift6, %31, !dbg !229
  %bc = bitcast <2 x float> %32 to <2 x i32>, !dbg !229
  %.66 = extractelement <2 x i32> %bc, i64 0, !dbg !229
  %.67 = and i32 %.66, 2147483647, !dbg !229
  %.68 = icmp ugt i32 %.67, 2139095040, !dbg !229
  %.69 = lshr i32 %.66, 16, !dbg !229
  %.70 = and i32 %.69, 1, !dbg !229
  %.71 = add i32 %.66, 32767, !dbg !229
  %.72 = add i32 %.71, %.70, !dbg !229
  %.73 = lshr i32 %.72, 16, !dbg !229
  %.75 = or i32 %.69, 64, !dbg !229
  %.76 = select i1 %.68, i32 %.75, i32 %.73, !dbg !229
  %.77 = trunc i32 %.76 to i16, !dbg !229
  %t66 = getelementptr inbounds i16, ptr addrspace(1) %a5, i64 %t574, !dbg !228
  store i16 %.77, ptr addrspace(1) %t66, align 2, !dbg !228
  %t67 = add i64 %t574, %t12, !dbg !228
  %t58 = icmp slt i64 %t67, %a0, !dbg !228
  br i1 %t58, label %b10, label %b15, !dbg !228

b15:                                              ; preds = %b14, %b8
  ret void, !dbg !228
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !230 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !231
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !231
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
  %t13 = icmp sgt i64 %a1, 7, !dbg !231
  %t15 = icmp sgt i64 %a1, 6, !dbg !231
  %t17 = icmp sgt i64 %a1, 5, !dbg !231
  %t19 = icmp sgt i64 %a1, 4, !dbg !231
  %t21 = icmp sgt i64 %a1, 3, !dbg !231
  %t23 = icmp sgt i64 %a1, 2, !dbg !231
  %t25 = icmp sgt i64 %a1, 1, !dbg !231
  %t27 = icmp sgt i64 %a1, 0, !dbg !231
  %t291 = icmp slt i64 %t11, %a0, !dbg !231
  br i1 %t291, label %b2, label %b23, !dbg !231

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t149, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !231

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !231
  %t33 = mul i64 %t31, %a9, !dbg !231
  %t34 = sub nuw i64 %t282, %t33, !dbg !231
  %t35 = mul i64 %t34, %a19, !dbg !231
  %t36 = mul i64 %t34, %a29, !dbg !231
  %t37 = mul i64 %t34, %a38, !dbg !231
  br label %b4, !dbg !231

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !231

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !231
  %t45 = mul i64 %t43, %a8, !dbg !231
  %t46 = sub i64 %t38, %t45, !dbg !231
  %t47 = mul i64 %t46, %a18, !dbg !231
  %t48 = add i64 %t47, %t39, !dbg !231
  %t49 = mul i64 %t46, %a28, !dbg !231
  %t50 = add i64 %t49, %t40, !dbg !231
  %t51 = mul i64 %t46, %a37, !dbg !231
  %t52 = add i64 %t51, %t41, !dbg !231
  br label %b6, !dbg !231

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !231

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !231
  %t60 = mul i64 %t58, %a7, !dbg !231
  %t61 = sub i64 %t53, %t60, !dbg !231
  %t62 = mul i64 %t61, %a17, !dbg !231
  %t63 = add i64 %t62, %t54, !dbg !231
  %t64 = mul i64 %t61, %a27, !dbg !231
  %t65 = add i64 %t64, %t55, !dbg !231
  %t66 = mul i64 %t61, %a36, !dbg !231
  %t67 = add i64 %t66, %t56, !dbg !231
  br label %b8, !dbg !231

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !231

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !231
  %t75 = mul i64 %t73, %a6, !dbg !231
  %t76 = sub i64 %t68, %t75, !dbg !231
  %t77 = mul i64 %t76, %a16, !dbg !231
  %t78 = add i64 %t77, %t69, !dbg !231
  %t79 = mul i64 %t76, %a26, !dbg !231
  %t80 = add i64 %t79, %t70, !dbg !231
  %t81 = mul i64 %t76, %a35, !dbg !231
  %t82 = add i64 %t81, %t71, !dbg !231
  br label %b10, !dbg !231

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !231

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !231
  %t90 = mul i64 %t88, %a5, !dbg !231
  %t91 = sub i64 %t83, %t90, !dbg !231
  %t92 = mul i64 %t91, %a15, !dbg !231
  %t93 = add i64 %t92, %t84, !dbg !231
  %t94 = mul i64 %t91, %a25, !dbg !231
  %t95 = add i64 %t94, %t85, !dbg !231
  %t96 = mul i64 %t91, %a34, !dbg !231
  %t97 = add i64 %t96, %t86, !dbg !231
  br label %b12, !dbg !231

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !231

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !231
  %t105 = mul i64 %t103, %a4, !dbg !231
  %t106 = sub i64 %t98, %t105, !dbg !231
  %t107 = mul i64 %t106, %a14, !dbg !231
  %t108 = add i64 %t107, %t99, !dbg !231
  %t109 = mul i64 %t106, %a24, !dbg !231
  %t110 = add i64 %t109, %t100, !dbg !231
  %t111 = mul i64 %t106, %a33, !dbg !231
  %t112 = add i64 %t111, %t101, !dbg !231
  br label %b14, !dbg !231

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !231

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !231
  %t120 = mul i64 %t118, %a3, !dbg !231
  %t121 = sub i64 %t113, %t120, !dbg !231
  %t122 = mul i64 %t121, %a13, !dbg !231
  %t123 = add i64 %t122, %t114, !dbg !231
  %t124 = mul i64 %t121, %a23, !dbg !231
  %t125 = add i64 %t124, %t115, !dbg !231
  %t126 = mul i64 %t121, %a32, !dbg !231
  %t127 = add i64 %t126, %t116, !dbg !231
  br label %b16, !dbg !231

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !231

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !231
  %t133 = add i64 %t129, %t132, !dbg !231
  %t134 = mul i64 %t128, %a22, !dbg !231
  %t135 = add i64 %t130, %t134, !dbg !231
  %t136 = mul i64 %t128, %a31, !dbg !231
  %t137 = add i64 %t131, %t136, !dbg !231
  br label %b18, !dbg !231

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !231

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t138, !dbg !231
  %.17 = load i16, ptr addrspace(1) %t141, align 2, !dbg !231
  br label %b20, !dbg !231

b20:                                              ; preds = %b19, %b18
  %t143 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !231

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t139, !dbg !231
  %.18 = load i16, ptr addrspace(1) %t144, align 2, !dbg !231
  br label %b22, !dbg !231

b22:                                              ; preds = %b21, %b20
  %t146 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  %0 = insertelement <2 x i16> poison, i16 %t143, i64 0, !dbg !232
  %1 = insertelement <2 x i16> %0, i16 %t146, i64 1, !dbg !232
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !232
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !232
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !232
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !232
  %5 = fadd <2 x float> %shift, %4, !dbg !232
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
  %t148 = getelementptr inbounds i16, ptr addrspace(1) %a30, i64 %t140, !dbg !231
  store i16 %.37, ptr addrspace(1) %t148, align 2, !dbg !231
  %t149 = add i64 %t282, %t12, !dbg !231
  %t29 = icmp slt i64 %t149, %a0, !dbg !231
  br i1 %t29, label %b2, label %b23, !dbg !231

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !231
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !233 {
entry:
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
  %t13 = shl nsw i64 %t12, 1, !dbg !234
  %t14 = icmp slt i64 %t11, %a0, !dbg !234
  br i1 %t14, label %b1, label %b8, !dbg !234

b1:                                               ; preds = %entry
  %t15 = mul i64 %t11, %a2, !dbg !234
  %t16 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t15, !dbg !234
  %.17 = load i16, ptr addrspace(1) %t16, align 2, !dbg !234, !amdgpu.noclobber !6
  %t18 = add nsw i64 %t12, %t11, !dbg !234
  %t19 = sub i64 %a0, %t12, !dbg !234
  %t22 = mul i64 %t13, %a2, !dbg !234
  %t23 = mul i64 %t12, %a2, !dbg !234
  %t3111 = icmp slt i64 %t18, %t19, !dbg !234
  br i1 %t3111, label %b3.preheader, label %b4, !dbg !234

b3.preheader:                                     ; preds = %b1
  %t20 = mul i64 %t18, %a2, !dbg !234
  %t24 = add i64 %t20, %t23, !dbg !234
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t24, !dbg !234
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t20, !dbg !234
  br label %b3, !dbg !234

b3:                                               ; preds = %b3.preheader, %b3
  %t2915 = phi i16 [ %.57, %b3 ], [ %.17, %b3.preheader ]
  %t2814 = phi i64 [ %t36, %b3 ], [ %t18, %b3.preheader ]
  %t2713 = phi ptr addrspace(1) [ %t37, %b3 ], [ %t21, %b3.preheader ]
  %t2612 = phi ptr addrspace(1) [ %t38, %b3 ], [ %t25, %b3.preheader ]
  %.18 = load i16, ptr addrspace(1) %t2713, align 2, !dbg !234
  %.19 = load i16, ptr addrspace(1) %t2612, align 2, !dbg !234
  %0 = insertelement <2 x i16> poison, i16 %t2915, i64 0, !dbg !235
  %1 = insertelement <2 x i16> %0, i16 %.18, i64 1, !dbg !235
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !235
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !235
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !235
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !235
  %5 = fadd <2 x float> %shift, %4, !dbg !235
  %bc40 = bitcast <2 x float> %5 to <2 x i32>, !dbg !235
  %.27 = extractelement <2 x i32> %bc40, i64 0, !dbg !235
  %.28 = and i32 %.27, 2147483647, !dbg !235
  %.29 = icmp ugt i32 %.28, 2139095040, !dbg !235
  %.30 = lshr i32 %.27, 16, !dbg !235
  %.31 = and i32 %.30, 1, !dbg !235
  %.32 = add i32 %.27, 32767, !dbg !235
  %.33 = add i32 %.32, %.31, !dbg !235
  %.34 = lshr i32 %.33, 16, !dbg !235
  %.36 = or i32 %.30, 64, !dbg !235
  %.37 = select i1 %.29, i32 %.36, i32 %.34, !dbg !235
  %.42 = zext i16 %.19 to i32, !dbg !235
  %6 = insertelement <2 x i32> poison, i32 %.42, i64 0, !dbg !235
  %7 = insertelement <2 x i32> %6, i32 %.37, i64 1, !dbg !235
  %8 = shl nuw <2 x i32> %7, <i32 16, i32 16>, !dbg !235
  %9 = bitcast <2 x i32> %8 to <2 x float>, !dbg !235
  %shift22 = shufflevector <2 x float> %9, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !235
  %10 = fadd <2 x float> %shift22, %9, !dbg !235
  %bc41 = bitcast <2 x float> %10 to <2 x i32>, !dbg !235
  %.46 = extractelement <2 x i32> %bc41, i64 0, !dbg !235
  %.47 = and i32 %.46, 2147483647, !dbg !235
  %.48 = icmp ugt i32 %.47, 2139095040, !dbg !235
  %.49 = lshr i32 %.46, 16, !dbg !235
  %.50 = and i32 %.49, 1, !dbg !235
  %.51 = add i32 %.46, 32767, !dbg !235
  %.52 = add i32 %.51, %.50, !dbg !235
  %.53 = lshr i32 %.52, 16, !dbg !235
  %.55 = or i32 %.49, 64, !dbg !235
  %.56 = select i1 %.48, i32 %.55, i32 %.53, !dbg !235
  %.57 = trunc i32 %.56 to i16, !dbg !235
  %t36 = add i64 %t2814, %t13, !dbg !234
  %t37 = getelementptr inbounds i16, ptr addrspace(1) %t2713, i64 %t22, !dbg !234
  %t38 = getelementptr inbounds i16, ptr addrspace(1) %t2612, i64 %t22, !dbg !234
  %t31 = icmp slt i64 %t36, %t19, !dbg !234
  br i1 %t31, label %b3, label %b4, !dbg !234

b4:                                               ; preds = %b3, %b1
  %t28.lcssa = phi i64 [ %t18, %b1 ], [ %t36, %b3 ]
  %t29.lcssa = phi i16 [ %.17, %b1 ], [ %.57, %b3 ]
  %t4417 = icmp slt i64 %t28.lcssa, %a0, !dbg !234
  br i1 %t4417, label %b6.preheader, label %b8, !dbg !234

b6.preheader:                                     ; preds = %b4
  %t39 = mul i64 %t28.lcssa, %a2, !dbg !234
  %t40 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t39, !dbg !234
  br label %b6, !dbg !234

b6:                                               ; preds = %b6.preheader, %b6
  %t4320 = phi i16 [ %.77, %b6 ], [ %t29.lcssa, %b6.preheader ]
  %t4219 = phi i64 [ %t47, %b6 ], [ %t28.lcssa, %b6.preheader ]
  %t4118 = phi ptr addrspace(1) [ %t48, %b6 ], [ %t40, %b6.preheader ]
  %.58 = load i16, ptr addrspace(1) %t4118, align 2, !dbg !234
  %11 = insertelement <2 x i16> poison, i16 %t4320, i64 0, !dbg !235
  %12 = insertelement <2 x i16> %11, i16 %.58, i64 1, !dbg !235
  %13 = zext <2 x i16> %12 to <2 x i32>, !dbg !235
  %14 = shl nuw <2 x i32> %13, <i32 16, i32 16>, !dbg !235
  %15 = bitcast <2 x i32> %14 to <2 x float>, !dbg !235
  %shift23 = shufflevector <2 x float> %15, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !235
  %16 = fadd <2 x float> %shift23, %15, !dbg !235
  %bc39 = bitcast <2 x float> %16 to <2 x i32>, !dbg !235
  %.66 = extractelement <2 x i32> %bc39, i64 0, !dbg !235
  %.67 = and i32 %.66, 2147483647, !dbg !235
  %.68 = icmp ugt i32 %.67, 2139095040, !dbg !235
  %.69 = lshr i32 %.66, 16, !dbg !235
  %.70 = and i32 %.69, 1, !dbg !235
  %.71 = add i32 %.66, 32767, !dbg !235
  %.72 = add i32 %.71, %.70, !dbg !235
  %.73 = lshr i32 %.72, 16, !dbg !235
  %.75 = or i32 %.69, 64, !dbg !235
  %.76 = select i1 %.68, i32 %.75, i32 %.73, !dbg !235
  %.77 = trunc i32 %.76 to i16, !dbg !235
  %t47 = add i64 %t4219, %t12, !dbg !234
  %t48 = getelementptr inbounds i16, ptr addrspace(1) %t4118, i64 %t23, !dbg !234
  %t44 = icmp slt i64 %t47, %a0, !dbg !234
  br i1 %t44, label %b6, label %b8, !dbg !234

b8:                                               ; preds = %b6, %b4, %entry
  %t49 = phi i16 [ 0, %entry ], [ %t29.lcssa, %b4 ], [ %.77, %b6 ]
  %t50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.0, i32 %.1, !dbg !234
  store i16 %t49, ptr addrspace(3) %t50, align 2, !dbg !234
  %t51 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.1, i32 %.1, !dbg !234
  %.78 = zext i1 %t14 to i8, !dbg !234
  store i8 %.78, ptr addrspace(3) %t51, align 1, !dbg !234
  fence syncscope("workgroup") release, !dbg !234
  tail call void @llvm.amdgcn.s.barrier(), !dbg !234
  fence syncscope("workgroup") acquire, !dbg !234
  %t52 = icmp slt i32 %.1, 128, !dbg !234
  br i1 %t52, label %b9, label %b14, !dbg !234

b9:                                               ; preds = %b8
  %t53 = add nsw i32 %.1, 128, !dbg !234
  %t54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.0, i32 %t53, !dbg !234
  %.79 = load i16, ptr addrspace(3) %t54, align 2, !dbg !234
  %t56 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.1, i32 %t53, !dbg !234
  %.80 = load i8, ptr addrspace(3) %t56, align 1, !dbg !234
  %.81.not10 = icmp eq i8 %.80, 0, !dbg !234
  %t14.not = xor i1 %t14, true, !dbg !234
  %brmerge = select i1 %.81.not10, i1 true, i1 %t14.not, !dbg !234
  %t49.mux = select i1 %.81.not10, i16 %t49, i16 %.79, !dbg !234
  %not..81.not10 = xor i1 %.81.not10, true, !dbg !234
  %t14.mux = select i1 %not..81.not10, i1 true, i1 %t14, !dbg !234
  br i1 %brmerge, label %b13, label %b11, !dbg !234

b11:                                              ; preds = %b9
  %17 = insertelement <2 x i16> poison, i16 %t49, i64 0, !dbg !235
  %18 = insertelement <2 x i16> %17, i16 %.79, i64 1, !dbg !235
  %19 = zext <2 x i16> %18 to <2 x i32>, !dbg !235
  %20 = shl nuw <2 x i32> %19, <i32 16, i32 16>, !dbg !235
  %21 = bitcast <2 x i32> %20 to <2 x float>, !dbg !235
  %shift24 = shufflevector <2 x float> %21, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !235
  %22 = fadd <2 x float> %shift24, %21, !dbg !235
  %bc38 = bitcast <2 x float> %22 to <2 x i32>, !dbg !235
  %.89 = extractelement <2 x i32> %bc38, i64 0, !dbg !235
  %.90 = and i32 %.89, 2147483647, !dbg !235
  %.91 = icmp ugt i32 %.90, 2139095040, !dbg !235
  %.92 = lshr i32 %.89, 16, !dbg !235
  %.93 = and i32 %.92, 1, !dbg !235
  %.94 = add i32 %.89, 32767, !dbg !235
  %.95 = add i32 %.94, %.93, !dbg !235
  %.96 = lshr i32 %.95, 16, !dbg !235
  %.98 = or i32 %.92, 64, !dbg !235
  %.99 = select i1 %.91, i32 %.98, i32 %.96, !dbg !235
  %.100 = trunc i32 %.99 to i16, !dbg !235
  br label %b13, !dbg !234

b13:                                              ; preds = %b9, %b11
  %t60 = phi i16 [ %t49.mux, %b9 ], [ %.100, %b11 ]
  %t61 = phi i1 [ %t14.mux, %b9 ], [ true, %b11 ]
  store i16 %t60, ptr addrspace(3) %t50, align 2, !dbg !234
  %.101 = zext i1 %t61 to i8, !dbg !234
  store i8 %.101, ptr addrspace(3) %t51, align 1, !dbg !234
  br label %b14, !dbg !234

b14:                                              ; preds = %b13, %b8
  %t62 = phi i16 [ %t60, %b13 ], [ %t49, %b8 ]
  %t63 = phi i1 [ %t61, %b13 ], [ %t14, %b8 ]
  fence syncscope("workgroup") release, !dbg !234
  tail call void @llvm.amdgcn.s.barrier(), !dbg !234
  fence syncscope("workgroup") acquire, !dbg !234
  %t64 = icmp slt i32 %.1, 64, !dbg !234
  br i1 %t64, label %b15, label %b20, !dbg !234

b15:                                              ; preds = %b14
  %t65 = add nsw i32 %.1, 64, !dbg !234
  %t66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.0, i32 %t65, !dbg !234
  %.102 = load i16, ptr addrspace(3) %t66, align 2, !dbg !234
  %t68 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.1, i32 %t65, !dbg !234
  %.103 = load i8, ptr addrspace(3) %t68, align 1, !dbg !234
  %.104.not9 = icmp eq i8 %.103, 0, !dbg !234
  %t63.not = xor i1 %t63, true, !dbg !234
  %brmerge1 = select i1 %.104.not9, i1 true, i1 %t63.not, !dbg !234
  %t62.mux = select i1 %.104.not9, i16 %t62, i16 %.102, !dbg !234
  %not..104.not9 = xor i1 %.104.not9, true, !dbg !234
  %t63.mux = select i1 %not..104.not9, i1 true, i1 %t63, !dbg !234
  br i1 %brmerge1, label %b19, label %b17, !dbg !234

b17:                                              ; preds = %b15
  %23 = insertelement <2 x i16> poison, i16 %t62, i64 0, !dbg !235
  %24 = insertelement <2 x i16> %23, i16 %.102, i64 1, !dbg !235
  %25 = zext <2 x i16> %24 to <2 x i32>, !dbg !235
  %26 = shl nuw <2 x i32> %25, <i32 16, i32 16>, !dbg !235
  %27 = bitcast <2 x i32> %26 to <2 x float>, !dbg !235
  %shift25 = shufflevector <2 x float> %27, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !235
  %28 = fadd <2 x float> %shift25, %27, !dbg !235
  %bc37 = bitcast <2 x float> %28 to <2 x i32>, !dbg !235
  %.112 = extractelement <2 x i32> %bc37, i64 0, !dbg !235
  %.113 = and i32 %.112, 2147483647, !dbg !235
  %.114 = icmp ugt i32 %.113, 2139095040, !dbg !235
  %.115 = lshr i32 %.112, 16, !dbg !235
  %.116 = and i32 %.115, 1, !dbg !235
  %.117 = add i32 %.112, 32767, !dbg !235
  %.118 = add i32 %.117, %.116, !dbg !235
  %.119 = lshr i32 %.118, 16, !dbg !235
  %.121 = or i32 %.115, 64, !dbg !235
  %.122 = select i1 %.114, i32 %.121, i32 %.119, !dbg !235
  %.123 = trunc i32 %.122 to i16, !dbg !235
  br label %b19, !dbg !234

b19:                                              ; preds = %b15, %b17
  %t72 = phi i16 [ %t62.mux, %b15 ], [ %.123, %b17 ]
  %t73 = phi i1 [ %t63.mux, %b15 ], [ true, %b17 ]
  store i16 %t72, ptr addrspace(3) %t50, align 2, !dbg !234
  %.124 = zext i1 %t73 to i8, !dbg !234
  store i8 %.124, ptr addrspace(3) %t51, align 1, !dbg !234
  br label %b20, !dbg !234

b20:                                              ; preds = %b19, %b14
  %t74 = phi i16 [ %t72, %b19 ], [ %t62, %b14 ]
  %t75 = phi i1 [ %t73, %b19 ], [ %t63, %b14 ]
  fence syncscope("workgroup") release, !dbg !234
  tail call void @llvm.amdgcn.s.barrier(), !dbg !234
  fence syncscope("workgroup") acquire, !dbg !234
  %t76 = icmp slt i32 %.1, 32, !dbg !234
  br i1 %t76, label %b21, label %b26, !dbg !234

b21:                                              ; preds = %b20
  %t77 = add nsw i32 %.1, 32, !dbg !234
  %t78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.0, i32 %t77, !dbg !234
  %.125 = load i16, ptr addrspace(3) %t78, align 2, !dbg !234
  %t80 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.1, i32 %t77, !dbg !234
  %.126 = load i8, ptr addrspace(3) %t80, align 1, !dbg !234
  %.127.not8 = icmp eq i8 %.126, 0, !dbg !234
  %t75.not = xor i1 %t75, true, !dbg !234
  %brmerge2 = select i1 %.127.not8, i1 true, i1 %t75.not, !dbg !234
  %t74.mux = select i1 %.127.not8, i16 %t74, i16 %.125, !dbg !234
  %not..127.not8 = xor i1 %.127.not8, true, !dbg !234
  %t75.mux = select i1 %not..127.not8, i1 true, i1 %t75, !dbg !234
  br i1 %brmerge2, label %b26, label %b23, !dbg !234

b23:                                              ; preds = %b21
  %29 = insertelement <2 x i16> poison, i16 %t74, i64 0, !dbg !235
  %30 = insertelement <2 x i16> %29, i16 %.125, i64 1, !dbg !235
  %31 = zext <2 x i16> %30 to <2 x i32>, !dbg !235
  %32 = shl nuw <2 x i32> %31, <i32 16, i32 16>, !dbg !235
  %33 = bitcast <2 x i32> %32 to <2 x float>, !dbg !235
  %shift26 = shufflevector <2 x float> %33, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !235
  %34 = fadd <2 x float> %shift26, %33, !dbg !235
  %bc36 = bitcast <2 x float> %34 to <2 x i32>, !dbg !235
  %.135 = extractelement <2 x i32> %bc36, i64 0, !dbg !235
  %.136 = and i32 %.135, 2147483647, !dbg !235
  %.137 = icmp ugt i32 %.136, 2139095040, !dbg !235
  %.138 = lshr i32 %.135, 16, !dbg !235
  %.139 = and i32 %.138, 1, !dbg !235
  %.140 = add i32 %.135, 32767, !dbg !235
  %.141 = add i32 %.140, %.139, !dbg !235
  %.142 = lshr i32 %.141, 16, !dbg !235
  %.144 = or i32 %.138, 64, !dbg !235
  %.145 = select i1 %.137, i32 %.144, i32 %.142, !dbg !235
  %.146 = trunc i32 %.145 to i16, !dbg !235
  br label %b26, !dbg !234

b26:                                              ; preds = %b21, %b23, %b20
  %t86 = phi i16 [ %t74, %b20 ], [ %t74.mux, %b21 ], [ %.146, %b23 ]
  %t87 = phi i1 [ %t75, %b20 ], [ %t75.mux, %b21 ], [ true, %b23 ]
  br i1 %t76, label %b27, label %b48, !dbg !234

b27:                                              ; preds = %b26
  %.148 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !234
  %.149 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.148), !dbg !234
  %.150 = zext i32 %.149 to i64, !dbg !234
  %.151 = add nuw nsw i64 %.150, 16, !dbg !234
  %.152 = icmp ult i32 %.149, 48, !dbg !234
  %.153 = tail call i64 @llvm.read_register.i64(metadata !236) #12, !dbg !234
  %.154 = and i64 %.151, 63, !dbg !234
  %35 = shl nuw i64 1, %.154, !dbg !234
  %36 = and i64 %35, %.153, !dbg !234
  %.156 = icmp ne i64 %36, 0, !dbg !234
  %.157 = and i1 %.152, %.156, !dbg !234
  %.158 = trunc i64 %.151 to i32, !dbg !234
  %.159 = shl i32 %.158, 2, !dbg !234
  %.160 = zext i16 %t86 to i32, !dbg !234
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.160), !dbg !234
  %.162 = trunc i32 %.161 to i16, !dbg !234
  %t88 = select i1 %.157, i16 %.162, i16 %t86, !dbg !234
  %.176 = zext i1 %t87 to i32, !dbg !234
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.176), !dbg !234
  %37 = and i32 %.177, 1, !dbg !234
  %.178 = icmp ne i32 %37, 0, !dbg !234
  %t89 = select i1 %.157, i1 %.178, i1 %t87, !dbg !234
  %t90 = icmp slt i32 %.1, 16, !dbg !234
  %t91 = and i1 %t90, %t89, !dbg !234
  %38 = select i1 %t91, i1 %t87, i1 false, !dbg !234
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !234
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !234
  br i1 %38, label %b29, label %b31, !dbg !234

b29:                                              ; preds = %b27
  %.182 = zext i16 %t88 to i32, !dbg !235
  %39 = insertelement <2 x i32> poison, i32 %.160, i64 0, !dbg !235
  %40 = insertelement <2 x i32> %39, i32 %.182, i64 1, !dbg !235
  %41 = shl nuw <2 x i32> %40, <i32 16, i32 16>, !dbg !235
  %42 = bitcast <2 x i32> %41 to <2 x float>, !dbg !235
  %shift27 = shufflevector <2 x float> %42, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !235
  %43 = fadd <2 x float> %shift27, %42, !dbg !235
  %bc35 = bitcast <2 x float> %43 to <2 x i32>, !dbg !235
  %.186 = extractelement <2 x i32> %bc35, i64 0, !dbg !235
  %.187 = and i32 %.186, 2147483647, !dbg !235
  %.188 = icmp ugt i32 %.187, 2139095040, !dbg !235
  %.189 = lshr i32 %.186, 16, !dbg !235
  %.190 = and i32 %.189, 1, !dbg !235
  %.191 = add i32 %.186, 32767, !dbg !235
  %.192 = add i32 %.191, %.190, !dbg !235
  %.193 = lshr i32 %.192, 16, !dbg !235
  %.195 = or i32 %.189, 64, !dbg !235
  %.196 = select i1 %.188, i32 %.195, i32 %.193, !dbg !235
  %.197 = trunc i32 %.196 to i16, !dbg !235
  br label %b31, !dbg !234

b31:                                              ; preds = %b27, %b29
  %t94 = phi i16 [ %t86.mux, %b27 ], [ %.197, %b29 ]
  %t95 = phi i1 [ %t87.mux, %b27 ], [ true, %b29 ]
  %.202 = add nuw nsw i64 %.150, 8, !dbg !234
  %.203 = icmp ult i32 %.149, 56, !dbg !234
  %.205 = and i64 %.202, 63, !dbg !234
  %44 = shl nuw i64 1, %.205, !dbg !234
  %45 = and i64 %44, %.153, !dbg !234
  %.207 = icmp ne i64 %45, 0, !dbg !234
  %.208 = and i1 %.203, %.207, !dbg !234
  %.209 = trunc i64 %.202 to i32, !dbg !234
  %.210 = shl i32 %.209, 2, !dbg !234
  %.211 = zext i16 %t94 to i32, !dbg !234
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.211), !dbg !234
  %.213 = trunc i32 %.212 to i16, !dbg !234
  %t96 = select i1 %.208, i16 %.213, i16 %t94, !dbg !234
  %.227 = zext i1 %t95 to i32, !dbg !234
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.227), !dbg !234
  %46 = and i32 %.228, 1, !dbg !234
  %.229 = icmp ne i32 %46, 0, !dbg !234
  %t97 = select i1 %.208, i1 %.229, i1 %t95, !dbg !234
  %t98 = icmp slt i32 %.1, 24, !dbg !234
  %t99 = and i1 %t98, %t97, !dbg !234
  %47 = select i1 %t99, i1 %t95, i1 false, !dbg !234
  %t94.mux = select i1 %t99, i16 %t96, i16 %t94, !dbg !234
  %t95.mux = select i1 %t99, i1 true, i1 %t95, !dbg !234
  br i1 %47, label %b33, label %b35, !dbg !234

b33:                                              ; preds = %b31
  %.233 = zext i16 %t96 to i32, !dbg !235
  %48 = insertelement <2 x i32> poison, i32 %.211, i64 0, !dbg !235
  %49 = insertelement <2 x i32> %48, i32 %.233, i64 1, !dbg !235
  %50 = shl nuw <2 x i32> %49, <i32 16, i32 16>, !dbg !235
  %51 = bitcast <2 x i32> %50 to <2 x float>, !dbg !235
  %shift28 = shufflevector <2 x float> %51, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !235
  %52 = fadd <2 x float> %shift28, %51, !dbg !235
  %bc34 = bitcast <2 x float> %52 to <2 x i32>, !dbg !235
  %.237 = extractelement <2 x i32> %bc34, i64 0, !dbg !235
  %.238 = and i32 %.237, 2147483647, !dbg !235
  %.239 = icmp ugt i32 %.238, 2139095040, !dbg !235
  %.240 = lshr i32 %.237, 16, !dbg !235
  %.241 = and i32 %.240, 1, !dbg !235
  %.242 = add i32 %.237, 32767, !dbg !235
  %.243 = add i32 %.242, %.241, !dbg !235
  %.244 = lshr i32 %.243, 16, !dbg !235
  %.246 = or i32 %.240, 64, !dbg !235
  %.247 = select i1 %.239, i32 %.246, i32 %.244, !dbg !235
  %.248 = trunc i32 %.247 to i16, !dbg !235
  br label %b35, !dbg !234

b35:                                              ; preds = %b31, %b33
  %t102 = phi i16 [ %t94.mux, %b31 ], [ %.248, %b33 ]
  %t103 = phi i1 [ %t95.mux, %b31 ], [ true, %b33 ]
  %.253 = add nuw nsw i64 %.150, 4, !dbg !234
  %.254 = icmp ult i32 %.149, 60, !dbg !234
  %.256 = and i64 %.253, 63, !dbg !234
  %53 = shl nuw i64 1, %.256, !dbg !234
  %54 = and i64 %53, %.153, !dbg !234
  %.258 = icmp ne i64 %54, 0, !dbg !234
  %.259 = and i1 %.254, %.258, !dbg !234
  %.260 = trunc i64 %.253 to i32, !dbg !234
  %.261 = shl i32 %.260, 2, !dbg !234
  %.262 = zext i16 %t102 to i32, !dbg !234
  %.263 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.262), !dbg !234
  %.264 = trunc i32 %.263 to i16, !dbg !234
  %t104 = select i1 %.259, i16 %.264, i16 %t102, !dbg !234
  %.278 = zext i1 %t103 to i32, !dbg !234
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.278), !dbg !234
  %55 = and i32 %.279, 1, !dbg !234
  %.280 = icmp ne i32 %55, 0, !dbg !234
  %t105 = select i1 %.259, i1 %.280, i1 %t103, !dbg !234
  %t106 = icmp slt i32 %.1, 28, !dbg !234
  %t107 = and i1 %t106, %t105, !dbg !234
  %56 = select i1 %t107, i1 %t103, i1 false, !dbg !234
  %t102.mux = select i1 %t107, i16 %t104, i16 %t102, !dbg !234
  %t103.mux = select i1 %t107, i1 true, i1 %t103, !dbg !234
  br i1 %56, label %b37, label %b39, !dbg !234

b37:                                              ; preds = %b35
  %.284 = zext i16 %t104 to i32, !dbg !235
  %57 = insertelement <2 x i32> poison, i32 %.262, i64 0, !dbg !235
  %58 = insertelement <2 x i32> %57, i32 %.284, i64 1, !dbg !235
  %59 = shl nuw <2 x i32> %58, <i32 16, i32 16>, !dbg !235
  %60 = bitcast <2 x i32> %59 to <2 x float>, !dbg !235
  %shift29 = shufflevector <2 x float> %60, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !235
  %61 = fadd <2 x float> %shift29, %60, !dbg !235
  %bc33 = bitcast <2 x float> %61 to <2 x i32>, !dbg !235
  %.288 = extractelement <2 x i32> %bc33, i64 0, !dbg !235
  %.289 = and i32 %.288, 2147483647, !dbg !235
  %.290 = icmp ugt i32 %.289, 2139095040, !dbg !235
  %.291 = lshr i32 %.288, 16, !dbg !235
  %.292 = and i32 %.291, 1, !dbg !235
  %.293 = add i32 %.288, 32767, !dbg !235
  %.294 = add i32 %.293, %.292, !dbg !235
  %.295 = lshr i32 %.294, 16, !dbg !235
  %.297 = or i32 %.291, 64, !dbg !235
  %.298 = select i1 %.290, i32 %.297, i32 %.295, !dbg !235
  %.299 = trunc i32 %.298 to i16, !dbg !235
  br label %b39, !dbg !234

b39:                                              ; preds = %b35, %b37
  %t110 = phi i16 [ %t102.mux, %b35 ], [ %.299, %b37 ]
  %t111 = phi i1 [ %t103.mux, %b35 ], [ true, %b37 ]
  %.304 = add nuw nsw i64 %.150, 2, !dbg !234
  %.305 = icmp ult i32 %.149, 62, !dbg !234
  %.307 = and i64 %.304, 63, !dbg !234
  %62 = shl nuw i64 1, %.307, !dbg !234
  %63 = and i64 %62, %.153, !dbg !234
  %.309 = icmp ne i64 %63, 0, !dbg !234
  %.310 = and i1 %.305, %.309, !dbg !234
  %.311 = trunc i64 %.304 to i32, !dbg !234
  %.312 = shl i32 %.311, 2, !dbg !234
  %.313 = zext i16 %t110 to i32, !dbg !234
  %.314 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.313), !dbg !234
  %.315 = trunc i32 %.314 to i16, !dbg !234
  %t112 = select i1 %.310, i16 %.315, i16 %t110, !dbg !234
  %.329 = zext i1 %t111 to i32, !dbg !234
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.329), !dbg !234
  %64 = and i32 %.330, 1, !dbg !234
  %.331 = icmp ne i32 %64, 0, !dbg !234
  %t113 = select i1 %.310, i1 %.331, i1 %t111, !dbg !234
  %t114 = icmp slt i32 %.1, 30, !dbg !234
  %t115 = and i1 %t114, %t113, !dbg !234
  %65 = select i1 %t115, i1 %t111, i1 false, !dbg !234
  %t110.mux = select i1 %t115, i16 %t112, i16 %t110, !dbg !234
  %t111.mux = select i1 %t115, i1 true, i1 %t111, !dbg !234
  br i1 %65, label %b41, label %b43, !dbg !234

b41:                                              ; preds = %b39
  %.335 = zext i16 %t112 to i32, !dbg !235
  %66 = insertelement <2 x i32> poison, i32 %.313, i64 0, !dbg !235
  %67 = insertelement <2 x i32> %66, i32 %.335, i64 1, !dbg !235
  %68 = shl nuw <2 x i32> %67, <i32 16, i32 16>, !dbg !235
  %69 = bitcast <2 x i32> %68 to <2 x float>, !dbg !235
  %shift30 = shufflevector <2 x float> %69, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !235
  %70 = fadd <2 x float> %shift30, %69, !dbg !235
  %bc32 = bitcast <2 x float> %70 to <2 x i32>, !dbg !235
  %.339 = extractelement <2 x i32> %bc32, i64 0, !dbg !235
  %.340 = and i32 %.339, 2147483647, !dbg !235
  %.341 = icmp ugt i32 %.340, 2139095040, !dbg !235
  %.342 = lshr i32 %.339, 16, !dbg !235
  %.343 = and i32 %.342, 1, !dbg !235
  %.344 = add i32 %.339, 32767, !dbg !235
  %.345 = add i32 %.344, %.343, !dbg !235
  %.346 = lshr i32 %.345, 16, !dbg !235
  %.348 = or i32 %.342, 64, !dbg !235
  %.349 = select i1 %.341, i32 %.348, i32 %.346, !dbg !235
  %.350 = trunc i32 %.349 to i16, !dbg !235
  br label %b43, !dbg !234

b43:                                              ; preds = %b39, %b41
  %t118 = phi i16 [ %t110.mux, %b39 ], [ %.350, %b41 ]
  %t119 = phi i1 [ %t111.mux, %b39 ], [ true, %b41 ]
  %.355 = add nuw nsw i64 %.150, 1, !dbg !234
  %.356 = icmp ult i32 %.149, 63, !dbg !234
  %.358 = and i64 %.355, 63, !dbg !234
  %71 = shl nuw i64 1, %.358, !dbg !234
  %72 = and i64 %71, %.153, !dbg !234
  %.360 = icmp ne i64 %72, 0, !dbg !234
  %.361 = and i1 %.356, %.360, !dbg !234
  %.362 = trunc i64 %.355 to i32, !dbg !234
  %.363 = shl i32 %.362, 2, !dbg !234
  %.364 = zext i16 %t118 to i32, !dbg !234
  %.365 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.364), !dbg !234
  %.366 = trunc i32 %.365 to i16, !dbg !234
  %t120 = select i1 %.361, i16 %.366, i16 %t118, !dbg !234
  %.380 = zext i1 %t119 to i32, !dbg !234
  %.381 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.380), !dbg !234
  %73 = and i32 %.381, 1, !dbg !234
  %.382 = icmp ne i32 %73, 0, !dbg !234
  %t121 = select i1 %.361, i1 %.382, i1 %t119, !dbg !234
  %t122 = icmp slt i32 %.1, 31, !dbg !234
  %t123 = and i1 %t122, %t121, !dbg !234
  %74 = select i1 %t123, i1 %t119, i1 false, !dbg !234
  %t118.mux = select i1 %t123, i16 %t120, i16 %t118, !dbg !234
  %t119.mux = select i1 %t123, i1 true, i1 %t119, !dbg !234
  br i1 %74, label %b45, label %b48, !dbg !234

b45:                                              ; preds = %b43
  %.386 = zext i16 %t120 to i32, !dbg !235
  %75 = insertelement <2 x i32> poison, i32 %.364, i64 0, !dbg !235
  %76 = insertelement <2 x i32> %75, i32 %.386, i64 1, !dbg !235
  %77 = shl nuw <2 x i32> %76, <i32 16, i32 16>, !dbg !235
  %78 = bitcast <2 x i32> %77 to <2 x float>, !dbg !235
  %shift31 = shufflevector <2 x float> %78, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !235
  %79 = fadd <2 x float> %shift31, %78, !dbg !235
  %bc = bitcast <2 x float> %79 to <2 x i32>, !dbg !235
  %.390 = extractelement <2 x i32> %bc, i64 0, !dbg !235
  %.391 = and i32 %.390, 2147483647, !dbg !235
  %.392 = icmp ugt i32 %.391, 2139095040, !dbg !235
  %.393 = lshr i32 %.390, 16, !dbg !235
  %.394 = and i32 %.393, 1, !dbg !235
  %.395 = add i32 %.390, 32767, !dbg !235
  %.396 = add i32 %.395, %.394, !dbg !235
  %.397 = lshr i32 %.396, 16, !dbg !235
  %.399 = or i32 %.393, 64, !dbg !235
  %.400 = select i1 %.392, i32 %.399, i32 %.397, !dbg !235
  %.401 = trunc i32 %.400 to i16, !dbg !235
  br label %b48, !dbg !234

b48:                                              ; preds = %b43, %b45, %b26
  %t128 = phi i16 [ %t86, %b26 ], [ %t118.mux, %b43 ], [ %.401, %b45 ]
  %t129 = phi i1 [ %t87, %b26 ], [ %t119.mux, %b43 ], [ true, %b45 ]
  %t130 = icmp eq i32 %.1, 0, !dbg !234
  %t131 = and i1 %t130, %t129, !dbg !234
  br i1 %t131, label %b49, label %b50, !dbg !234

b49:                                              ; preds = %b48
  %t132 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t5, !dbg !234
  store i16 %t128, ptr addrspace(1) %t132, align 2, !dbg !234
  br label %b50, !dbg !234

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !234
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i16 %a3, i8 %a4) local_unnamed_addr #2 !dbg !237 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !238
  %t3 = sext i32 %.2 to i64, !dbg !238
  %t4 = icmp slt i64 %t3, %a0, !dbg !238
  br i1 %t4, label %b1, label %b5, !dbg !238

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t3, !dbg !238
  %.3 = load i16, ptr addrspace(1) %t5, align 2, !dbg !238, !amdgpu.noclobber !6
  %t812 = add nsw i64 %t3, 256, !dbg !238
  %t1013 = icmp slt i64 %t812, %a0, !dbg !238
  br i1 %t1013, label %b3, label %b5, !dbg !238

b3:                                               ; preds = %b1, %b3
  %t815 = phi i64 [ %t8, %b3 ], [ %t812, %b1 ]
  %t914 = phi i16 [ %.23, %b3 ], [ %.3, %b1 ]
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t815, !dbg !238
  %.4 = load i16, ptr addrspace(1) %t11, align 2, !dbg !238, !amdgpu.noclobber !6
  %0 = insertelement <2 x i16> poison, i16 %t914, i64 0, !dbg !239
  %1 = insertelement <2 x i16> %0, i16 %.4, i64 1, !dbg !239
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !239
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !239
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !239
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !239
  %5 = fadd <2 x float> %shift, %4, !dbg !239
  %bc33 = bitcast <2 x float> %5 to <2 x i32>, !dbg !239
  %.12 = extractelement <2 x i32> %bc33, i64 0, !dbg !239
  %.13 = and i32 %.12, 2147483647, !dbg !239
  %.14 = icmp ugt i32 %.13, 2139095040, !dbg !239
  %.15 = lshr i32 %.12, 16, !dbg !239
  %.16 = and i32 %.15, 1, !dbg !239
  %.17 = add i32 %.12, 32767, !dbg !239
  %.18 = add i32 %.17, %.16, !dbg !239
  %.19 = lshr i32 %.18, 16, !dbg !239
  %.21 = or i32 %.15, 64, !dbg !239
  %.22 = select i1 %.14, i32 %.21, i32 %.19, !dbg !239
  %.23 = trunc i32 %.22 to i16, !dbg !239
  %t8 = add i64 %t815, 256, !dbg !238
  %t10 = icmp slt i64 %t8, %a0, !dbg !238
  br i1 %t10, label %b3, label %b5, !dbg !238

b5:                                               ; preds = %b3, %b1, %entry
  %t15 = phi i16 [ 0, %entry ], [ %.3, %b1 ], [ %.23, %b3 ]
  %t16 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.0, i32 %.2, !dbg !238
  store i16 %t15, ptr addrspace(3) %t16, align 2, !dbg !238
  %t17 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.1, i32 %.2, !dbg !238
  %.24 = zext i1 %t4 to i8, !dbg !238
  store i8 %.24, ptr addrspace(3) %t17, align 1, !dbg !238
  fence syncscope("workgroup") release, !dbg !238
  tail call void @llvm.amdgcn.s.barrier(), !dbg !238
  fence syncscope("workgroup") acquire, !dbg !238
  %t18 = icmp slt i32 %.2, 128, !dbg !238
  br i1 %t18, label %b6, label %b11, !dbg !238

b6:                                               ; preds = %b5
  %t19 = add nsw i32 %.2, 128, !dbg !238
  %t20 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.0, i32 %t19, !dbg !238
  %.25 = load i16, ptr addrspace(3) %t20, align 2, !dbg !238
  %t22 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.1, i32 %t19, !dbg !238
  %.26 = load i8, ptr addrspace(3) %t22, align 1, !dbg !238
  %.27.not11 = icmp eq i8 %.26, 0, !dbg !238
  %t4.not = xor i1 %t4, true, !dbg !238
  %brmerge = select i1 %.27.not11, i1 true, i1 %t4.not, !dbg !238
  %t15.mux = select i1 %.27.not11, i16 %t15, i16 %.25, !dbg !238
  %not..27.not11 = xor i1 %.27.not11, true, !dbg !238
  %t4.mux = select i1 %not..27.not11, i1 true, i1 %t4, !dbg !238
  br i1 %brmerge, label %b10, label %b8, !dbg !238

b8:                                               ; preds = %b6
  %6 = insertelement <2 x i16> poison, i16 %t15, i64 0, !dbg !239
  %7 = insertelement <2 x i16> %6, i16 %.25, i64 1, !dbg !239
  %8 = zext <2 x i16> %7 to <2 x i32>, !dbg !239
  %9 = shl nuw <2 x i32> %8, <i32 16, i32 16>, !dbg !239
  %10 = bitcast <2 x i32> %9 to <2 x float>, !dbg !239
  %shift16 = shufflevector <2 x float> %10, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !239
  %11 = fadd <2 x float> %shift16, %10, !dbg !239
  %bc32 = bitcast <2 x float> %11 to <2 x i32>, !dbg !239
  %.35 = extractelement <2 x i32> %bc32, i64 0, !dbg !239
  %.36 = and i32 %.35, 2147483647, !dbg !239
  %.37 = icmp ugt i32 %.36, 2139095040, !dbg !239
  %.38 = lshr i32 %.35, 16, !dbg !239
  %.39 = and i32 %.38, 1, !dbg !239
  %.40 = add i32 %.35, 32767, !dbg !239
  %.41 = add i32 %.40, %.39, !dbg !239
  %.42 = lshr i32 %.41, 16, !dbg !239
  %.44 = or i32 %.38, 64, !dbg !239
  %.45 = select i1 %.37, i32 %.44, i32 %.42, !dbg !239
  %.46 = trunc i32 %.45 to i16, !dbg !239
  br label %b10, !dbg !238

b10:                                              ; preds = %b6, %b8
  %t26 = phi i16 [ %t15.mux, %b6 ], [ %.46, %b8 ]
  %t27 = phi i1 [ %t4.mux, %b6 ], [ true, %b8 ]
  store i16 %t26, ptr addrspace(3) %t16, align 2, !dbg !238
  %.47 = zext i1 %t27 to i8, !dbg !238
  store i8 %.47, ptr addrspace(3) %t17, align 1, !dbg !238
  br label %b11, !dbg !238

b11:                                              ; preds = %b10, %b5
  %t28 = phi i16 [ %t26, %b10 ], [ %t15, %b5 ]
  %t29 = phi i1 [ %t27, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !238
  tail call void @llvm.amdgcn.s.barrier(), !dbg !238
  fence syncscope("workgroup") acquire, !dbg !238
  %t30 = icmp slt i32 %.2, 64, !dbg !238
  br i1 %t30, label %b12, label %b17, !dbg !238

b12:                                              ; preds = %b11
  %t31 = add nsw i32 %.2, 64, !dbg !238
  %t32 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.0, i32 %t31, !dbg !238
  %.48 = load i16, ptr addrspace(3) %t32, align 2, !dbg !238
  %t34 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.1, i32 %t31, !dbg !238
  %.49 = load i8, ptr addrspace(3) %t34, align 1, !dbg !238
  %.50.not10 = icmp eq i8 %.49, 0, !dbg !238
  %t29.not = xor i1 %t29, true, !dbg !238
  %brmerge1 = select i1 %.50.not10, i1 true, i1 %t29.not, !dbg !238
  %t28.mux = select i1 %.50.not10, i16 %t28, i16 %.48, !dbg !238
  %not..50.not10 = xor i1 %.50.not10, true, !dbg !238
  %t29.mux = select i1 %not..50.not10, i1 true, i1 %t29, !dbg !238
  br i1 %brmerge1, label %b16, label %b14, !dbg !238

b14:                                              ; preds = %b12
  %12 = insertelement <2 x i16> poison, i16 %t28, i64 0, !dbg !239
  %13 = insertelement <2 x i16> %12, i16 %.48, i64 1, !dbg !239
  %14 = zext <2 x i16> %13 to <2 x i32>, !dbg !239
  %15 = shl nuw <2 x i32> %14, <i32 16, i32 16>, !dbg !239
  %16 = bitcast <2 x i32> %15 to <2 x float>, !dbg !239
  %shift17 = shufflevector <2 x float> %16, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !239
  %17 = fadd <2 x float> %shift17, %16, !dbg !239
  %bc31 = bitcast <2 x float> %17 to <2 x i32>, !dbg !239
  %.58 = extractelement <2 x i32> %bc31, i64 0, !dbg !239
  %.59 = and i32 %.58, 2147483647, !dbg !239
  %.60 = icmp ugt i32 %.59, 2139095040, !dbg !239
  %.61 = lshr i32 %.58, 16, !dbg !239
  %.62 = and i32 %.61, 1, !dbg !239
  %.63 = add i32 %.58, 32767, !dbg !239
  %.64 = add i32 %.63, %.62, !dbg !239
  %.65 = lshr i32 %.64, 16, !dbg !239
  %.67 = or i32 %.61, 64, !dbg !239
  %.68 = select i1 %.60, i32 %.67, i32 %.65, !dbg !239
  %.69 = trunc i32 %.68 to i16, !dbg !239
  br label %b16, !dbg !238

b16:                                              ; preds = %b12, %b14
  %t38 = phi i16 [ %t28.mux, %b12 ], [ %.69, %b14 ]
  %t39 = phi i1 [ %t29.mux, %b12 ], [ true, %b14 ]
  store i16 %t38, ptr addrspace(3) %t16, align 2, !dbg !238
  %.70 = zext i1 %t39 to i8, !dbg !238
  store i8 %.70, ptr addrspace(3) %t17, align 1, !dbg !238
  br label %b17, !dbg !238

b17:                                              ; preds = %b16, %b11
  %t40 = phi i16 [ %t38, %b16 ], [ %t28, %b11 ]
  %t41 = phi i1 [ %t39, %b16 ], [ %t29, %b11 ]
  fence syncscope("workgroup") release, !dbg !238
  tail call void @llvm.amdgcn.s.barrier(), !dbg !238
  fence syncscope("workgroup") acquire, !dbg !238
  %t42 = icmp slt i32 %.2, 32, !dbg !238
  br i1 %t42, label %b18, label %b23, !dbg !238

b18:                                              ; preds = %b17
  %t43 = add nsw i32 %.2, 32, !dbg !238
  %t44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.0, i32 %t43, !dbg !238
  %.71 = load i16, ptr addrspace(3) %t44, align 2, !dbg !238
  %t46 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.1, i32 %t43, !dbg !238
  %.72 = load i8, ptr addrspace(3) %t46, align 1, !dbg !238
  %.73.not9 = icmp eq i8 %.72, 0, !dbg !238
  %t41.not = xor i1 %t41, true, !dbg !238
  %brmerge2 = select i1 %.73.not9, i1 true, i1 %t41.not, !dbg !238
  %t40.mux = select i1 %.73.not9, i16 %t40, i16 %.71, !dbg !238
  %not..73.not9 = xor i1 %.73.not9, true, !dbg !238
  %t41.mux = select i1 %not..73.not9, i1 true, i1 %t41, !dbg !238
  br i1 %brmerge2, label %b23, label %b20, !dbg !238

b20:                                              ; preds = %b18
  %18 = insertelement <2 x i16> poison, i16 %t40, i64 0, !dbg !239
  %19 = insertelement <2 x i16> %18, i16 %.71, i64 1, !dbg !239
  %20 = zext <2 x i16> %19 to <2 x i32>, !dbg !239
  %21 = shl nuw <2 x i32> %20, <i32 16, i32 16>, !dbg !239
  %22 = bitcast <2 x i32> %21 to <2 x float>, !dbg !239
  %shift18 = shufflevector <2 x float> %22, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !239
  %23 = fadd <2 x float> %shift18, %22, !dbg !239
  %bc30 = bitcast <2 x float> %23 to <2 x i32>, !dbg !239
  %.81 = extractelement <2 x i32> %bc30, i64 0, !dbg !239
  %.82 = and i32 %.81, 2147483647, !dbg !239
  %.83 = icmp ugt i32 %.82, 2139095040, !dbg !239
  %.84 = lshr i32 %.81, 16, !dbg !239
  %.85 = and i32 %.84, 1, !dbg !239
  %.86 = add i32 %.81, 32767, !dbg !239
  %.87 = add i32 %.86, %.85, !dbg !239
  %.88 = lshr i32 %.87, 16, !dbg !239
  %.90 = or i32 %.84, 64, !dbg !239
  %.91 = select i1 %.83, i32 %.90, i32 %.88, !dbg !239
  %.92 = trunc i32 %.91 to i16, !dbg !239
  br label %b23, !dbg !238

b23:                                              ; preds = %b18, %b20, %b17
  %t52 = phi i16 [ %t40, %b17 ], [ %t40.mux, %b18 ], [ %.92, %b20 ]
  %t53 = phi i1 [ %t41, %b17 ], [ %t41.mux, %b18 ], [ true, %b20 ]
  br i1 %t42, label %b24, label %b45, !dbg !238

b24:                                              ; preds = %b23
  %.94 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !238
  %.95 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.94), !dbg !238
  %.96 = zext i32 %.95 to i64, !dbg !238
  %.97 = add nuw nsw i64 %.96, 16, !dbg !238
  %.98 = icmp ult i32 %.95, 48, !dbg !238
  %.99 = tail call i64 @llvm.read_register.i64(metadata !236) #12, !dbg !238
  %.100 = and i64 %.97, 63, !dbg !238
  %24 = shl nuw i64 1, %.100, !dbg !238
  %25 = and i64 %24, %.99, !dbg !238
  %.102 = icmp ne i64 %25, 0, !dbg !238
  %.103 = and i1 %.98, %.102, !dbg !238
  %.104 = trunc i64 %.97 to i32, !dbg !238
  %.105 = shl i32 %.104, 2, !dbg !238
  %.106 = zext i16 %t52 to i32, !dbg !238
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !238
  %.108 = trunc i32 %.107 to i16, !dbg !238
  %t54 = select i1 %.103, i16 %.108, i16 %t52, !dbg !238
  %.122 = zext i1 %t53 to i32, !dbg !238
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.122), !dbg !238
  %26 = and i32 %.123, 1, !dbg !238
  %.124 = icmp ne i32 %26, 0, !dbg !238
  %t55 = select i1 %.103, i1 %.124, i1 %t53, !dbg !238
  %t56 = icmp slt i32 %.2, 16, !dbg !238
  %t57 = and i1 %t56, %t55, !dbg !238
  %27 = select i1 %t57, i1 %t53, i1 false, !dbg !238
  %t52.mux = select i1 %t57, i16 %t54, i16 %t52, !dbg !238
  %t53.mux = select i1 %t57, i1 true, i1 %t53, !dbg !238
  br i1 %27, label %b26, label %b28, !dbg !238

b26:                                              ; preds = %b24
  %.128 = zext i16 %t54 to i32, !dbg !239
  %28 = insertelement <2 x i32> poison, i32 %.106, i64 0, !dbg !239
  %29 = insertelement <2 x i32> %28, i32 %.128, i64 1, !dbg !239
  %30 = shl nuw <2 x i32> %29, <i32 16, i32 16>, !dbg !239
  %31 = bitcast <2 x i32> %30 to <2 x float>, !dbg !239
  %shift19 = shufflevector <2 x float> %31, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !239
  %32 = fadd <2 x float> %shift19, %31, !dbg !239
  %bc29 = bitcast <2 x float> %32 to <2 x i32>, !dbg !239
  %.132 = extractelement <2 x i32> %bc29, i64 0, !dbg !239
  %.133 = and i32 %.132, 2147483647, !dbg !239
  %.134 = icmp ugt i32 %.133, 2139095040, !dbg !239
  %.135 = lshr i32 %.132, 16, !dbg !239
  %.136 = and i32 %.135, 1, !dbg !239
  %.137 = add i32 %.132, 32767, !dbg !239
  %.138 = add i32 %.137, %.136, !dbg !239
  %.139 = lshr i32 %.138, 16, !dbg !239
  %.141 = or i32 %.135, 64, !dbg !239
  %.142 = select i1 %.134, i32 %.141, i32 %.139, !dbg !239
  %.143 = trunc i32 %.142 to i16, !dbg !239
  br label %b28, !dbg !238

b28:                                              ; preds = %b24, %b26
  %t60 = phi i16 [ %t52.mux, %b24 ], [ %.143, %b26 ]
  %t61 = phi i1 [ %t53.mux, %b24 ], [ true, %b26 ]
  %.148 = add nuw nsw i64 %.96, 8, !dbg !238
  %.149 = icmp ult i32 %.95, 56, !dbg !238
  %.151 = and i64 %.148, 63, !dbg !238
  %33 = shl nuw i64 1, %.151, !dbg !238
  %34 = and i64 %33, %.99, !dbg !238
  %.153 = icmp ne i64 %34, 0, !dbg !238
  %.154 = and i1 %.149, %.153, !dbg !238
  %.155 = trunc i64 %.148 to i32, !dbg !238
  %.156 = shl i32 %.155, 2, !dbg !238
  %.157 = zext i16 %t60 to i32, !dbg !238
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.157), !dbg !238
  %.159 = trunc i32 %.158 to i16, !dbg !238
  %t62 = select i1 %.154, i16 %.159, i16 %t60, !dbg !238
  %.173 = zext i1 %t61 to i32, !dbg !238
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.173), !dbg !238
  %35 = and i32 %.174, 1, !dbg !238
  %.175 = icmp ne i32 %35, 0, !dbg !238
  %t63 = select i1 %.154, i1 %.175, i1 %t61, !dbg !238
  %t64 = icmp slt i32 %.2, 24, !dbg !238
  %t65 = and i1 %t64, %t63, !dbg !238
  %36 = select i1 %t65, i1 %t61, i1 false, !dbg !238
  %t60.mux = select i1 %t65, i16 %t62, i16 %t60, !dbg !238
  %t61.mux = select i1 %t65, i1 true, i1 %t61, !dbg !238
  br i1 %36, label %b30, label %b32, !dbg !238

b30:                                              ; preds = %b28
  %.179 = zext i16 %t62 to i32, !dbg !239
  %37 = insertelement <2 x i32> poison, i32 %.157, i64 0, !dbg !239
  %38 = insertelement <2 x i32> %37, i32 %.179, i64 1, !dbg !239
  %39 = shl nuw <2 x i32> %38, <i32 16, i32 16>, !dbg !239
  %40 = bitcast <2 x i32> %39 to <2 x float>, !dbg !239
  %shift20 = shufflevector <2 x float> %40, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !239
  %41 = fadd <2 x float> %shift20, %40, !dbg !239
  %bc28 = bitcast <2 x float> %41 to <2 x i32>, !dbg !239
  %.183 = extractelement <2 x i32> %bc28, i64 0, !dbg !239
  %.184 = and i32 %.183, 2147483647, !dbg !239
  %.185 = icmp ugt i32 %.184, 2139095040, !dbg !239
  %.186 = lshr i32 %.183, 16, !dbg !239
  %.187 = and i32 %.186, 1, !dbg !239
  %.188 = add i32 %.183, 32767, !dbg !239
  %.189 = add i32 %.188, %.187, !dbg !239
  %.190 = lshr i32 %.189, 16, !dbg !239
  %.192 = or i32 %.186, 64, !dbg !239
  %.193 = select i1 %.185, i32 %.192, i32 %.190, !dbg !239
  %.194 = trunc i32 %.193 to i16, !dbg !239
  br label %b32, !dbg !238

b32:                                              ; preds = %b28, %b30
  %t68 = phi i16 [ %t60.mux, %b28 ], [ %.194, %b30 ]
  %t69 = phi i1 [ %t61.mux, %b28 ], [ true, %b30 ]
  %.199 = add nuw nsw i64 %.96, 4, !dbg !238
  %.200 = icmp ult i32 %.95, 60, !dbg !238
  %.202 = and i64 %.199, 63, !dbg !238
  %42 = shl nuw i64 1, %.202, !dbg !238
  %43 = and i64 %42, %.99, !dbg !238
  %.204 = icmp ne i64 %43, 0, !dbg !238
  %.205 = and i1 %.200, %.204, !dbg !238
  %.206 = trunc i64 %.199 to i32, !dbg !238
  %.207 = shl i32 %.206, 2, !dbg !238
  %.208 = zext i16 %t68 to i32, !dbg !238
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !238
  %.210 = trunc i32 %.209 to i16, !dbg !238
  %t70 = select i1 %.205, i16 %.210, i16 %t68, !dbg !238
  %.224 = zext i1 %t69 to i32, !dbg !238
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !238
  %44 = and i32 %.225, 1, !dbg !238
  %.226 = icmp ne i32 %44, 0, !dbg !238
  %t71 = select i1 %.205, i1 %.226, i1 %t69, !dbg !238
  %t72 = icmp slt i32 %.2, 28, !dbg !238
  %t73 = and i1 %t72, %t71, !dbg !238
  %45 = select i1 %t73, i1 %t69, i1 false, !dbg !238
  %t68.mux = select i1 %t73, i16 %t70, i16 %t68, !dbg !238
  %t69.mux = select i1 %t73, i1 true, i1 %t69, !dbg !238
  br i1 %45, label %b34, label %b36, !dbg !238

b34:                                              ; preds = %b32
  %.230 = zext i16 %t70 to i32, !dbg !239
  %46 = insertelement <2 x i32> poison, i32 %.208, i64 0, !dbg !239
  %47 = insertelement <2 x i32> %46, i32 %.230, i64 1, !dbg !239
  %48 = shl nuw <2 x i32> %47, <i32 16, i32 16>, !dbg !239
  %49 = bitcast <2 x i32> %48 to <2 x float>, !dbg !239
  %shift21 = shufflevector <2 x float> %49, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !239
  %50 = fadd <2 x float> %shift21, %49, !dbg !239
  %bc27 = bitcast <2 x float> %50 to <2 x i32>, !dbg !239
  %.234 = extractelement <2 x i32> %bc27, i64 0, !dbg !239
  %.235 = and i32 %.234, 2147483647, !dbg !239
  %.236 = icmp ugt i32 %.235, 2139095040, !dbg !239
  %.237 = lshr i32 %.234, 16, !dbg !239
  %.238 = and i32 %.237, 1, !dbg !239
  %.239 = add i32 %.234, 32767, !dbg !239
  %.240 = add i32 %.239, %.238, !dbg !239
  %.241 = lshr i32 %.240, 16, !dbg !239
  %.243 = or i32 %.237, 64, !dbg !239
  %.244 = select i1 %.236, i32 %.243, i32 %.241, !dbg !239
  %.245 = trunc i32 %.244 to i16, !dbg !239
  br label %b36, !dbg !238

b36:                                              ; preds = %b32, %b34
  %t76 = phi i16 [ %t68.mux, %b32 ], [ %.245, %b34 ]
  %t77 = phi i1 [ %t69.mux, %b32 ], [ true, %b34 ]
  %.250 = add nuw nsw i64 %.96, 2, !dbg !238
  %.251 = icmp ult i32 %.95, 62, !dbg !238
  %.253 = and i64 %.250, 63, !dbg !238
  %51 = shl nuw i64 1, %.253, !dbg !238
  %52 = and i64 %51, %.99, !dbg !238
  %.255 = icmp ne i64 %52, 0, !dbg !238
  %.256 = and i1 %.251, %.255, !dbg !238
  %.257 = trunc i64 %.250 to i32, !dbg !238
  %.258 = shl i32 %.257, 2, !dbg !238
  %.259 = zext i16 %t76 to i32, !dbg !238
  %.260 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.259), !dbg !238
  %.261 = trunc i32 %.260 to i16, !dbg !238
  %t78 = select i1 %.256, i16 %.261, i16 %t76, !dbg !238
  %.275 = zext i1 %t77 to i32, !dbg !238
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.275), !dbg !238
  %53 = and i32 %.276, 1, !dbg !238
  %.277 = icmp ne i32 %53, 0, !dbg !238
  %t79 = select i1 %.256, i1 %.277, i1 %t77, !dbg !238
  %t80 = icmp slt i32 %.2, 30, !dbg !238
  %t81 = and i1 %t80, %t79, !dbg !238
  %54 = select i1 %t81, i1 %t77, i1 false, !dbg !238
  %t76.mux = select i1 %t81, i16 %t78, i16 %t76, !dbg !238
  %t77.mux = select i1 %t81, i1 true, i1 %t77, !dbg !238
  br i1 %54, label %b38, label %b40, !dbg !238

b38:                                              ; preds = %b36
  %.281 = zext i16 %t78 to i32, !dbg !239
  %55 = insertelement <2 x i32> poison, i32 %.259, i64 0, !dbg !239
  %56 = insertelement <2 x i32> %55, i32 %.281, i64 1, !dbg !239
  %57 = shl nuw <2 x i32> %56, <i32 16, i32 16>, !dbg !239
  %58 = bitcast <2 x i32> %57 to <2 x float>, !dbg !239
  %shift22 = shufflevector <2 x float> %58, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !239
  %59 = fadd <2 x float> %shift22, %58, !dbg !239
  %bc26 = bitcast <2 x float> %59 to <2 x i32>, !dbg !239
  %.285 = extractelement <2 x i32> %bc26, i64 0, !dbg !239
  %.286 = and i32 %.285, 2147483647, !dbg !239
  %.287 = icmp ugt i32 %.286, 2139095040, !dbg !239
  %.288 = lshr i32 %.285, 16, !dbg !239
  %.289 = and i32 %.288, 1, !dbg !239
  %.290 = add i32 %.285, 32767, !dbg !239
  %.291 = add i32 %.290, %.289, !dbg !239
  %.292 = lshr i32 %.291, 16, !dbg !239
  %.294 = or i32 %.288, 64, !dbg !239
  %.295 = select i1 %.287, i32 %.294, i32 %.292, !dbg !239
  %.296 = trunc i32 %.295 to i16, !dbg !239
  br label %b40, !dbg !238

b40:                                              ; preds = %b36, %b38
  %t84 = phi i16 [ %t76.mux, %b36 ], [ %.296, %b38 ]
  %t85 = phi i1 [ %t77.mux, %b36 ], [ true, %b38 ]
  %.301 = add nuw nsw i64 %.96, 1, !dbg !238
  %.302 = icmp ult i32 %.95, 63, !dbg !238
  %.304 = and i64 %.301, 63, !dbg !238
  %60 = shl nuw i64 1, %.304, !dbg !238
  %61 = and i64 %60, %.99, !dbg !238
  %.306 = icmp ne i64 %61, 0, !dbg !238
  %.307 = and i1 %.302, %.306, !dbg !238
  %.308 = trunc i64 %.301 to i32, !dbg !238
  %.309 = shl i32 %.308, 2, !dbg !238
  %.310 = zext i16 %t84 to i32, !dbg !238
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.310), !dbg !238
  %.312 = trunc i32 %.311 to i16, !dbg !238
  %t86 = select i1 %.307, i16 %.312, i16 %t84, !dbg !238
  %.326 = zext i1 %t85 to i32, !dbg !238
  %.327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.326), !dbg !238
  %62 = and i32 %.327, 1, !dbg !238
  %.328 = icmp ne i32 %62, 0, !dbg !238
  %t87 = select i1 %.307, i1 %.328, i1 %t85, !dbg !238
  %t88 = icmp slt i32 %.2, 31, !dbg !238
  %t89 = and i1 %t88, %t87, !dbg !238
  %63 = select i1 %t89, i1 %t85, i1 false, !dbg !238
  %t84.mux = select i1 %t89, i16 %t86, i16 %t84, !dbg !238
  %t85.mux = select i1 %t89, i1 true, i1 %t85, !dbg !238
  br i1 %63, label %b42, label %b45, !dbg !238

b42:                                              ; preds = %b40
  %.332 = zext i16 %t86 to i32, !dbg !239
  %64 = insertelement <2 x i32> poison, i32 %.310, i64 0, !dbg !239
  %65 = insertelement <2 x i32> %64, i32 %.332, i64 1, !dbg !239
  %66 = shl nuw <2 x i32> %65, <i32 16, i32 16>, !dbg !239
  %67 = bitcast <2 x i32> %66 to <2 x float>, !dbg !239
  %shift23 = shufflevector <2 x float> %67, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !239
  %68 = fadd <2 x float> %shift23, %67, !dbg !239
  %bc25 = bitcast <2 x float> %68 to <2 x i32>, !dbg !239
  %.336 = extractelement <2 x i32> %bc25, i64 0, !dbg !239
  %.337 = and i32 %.336, 2147483647, !dbg !239
  %.338 = icmp ugt i32 %.337, 2139095040, !dbg !239
  %.339 = lshr i32 %.336, 16, !dbg !239
  %.340 = and i32 %.339, 1, !dbg !239
  %.341 = add i32 %.336, 32767, !dbg !239
  %.342 = add i32 %.341, %.340, !dbg !239
  %.343 = lshr i32 %.342, 16, !dbg !239
  %.345 = or i32 %.339, 64, !dbg !239
  %.346 = select i1 %.338, i32 %.345, i32 %.343, !dbg !239
  %.347 = trunc i32 %.346 to i16, !dbg !239
  br label %b45, !dbg !238

b45:                                              ; preds = %b40, %b42, %b23
  %t94 = phi i16 [ %t52, %b23 ], [ %t84.mux, %b40 ], [ %.347, %b42 ]
  %t95 = phi i1 [ %t53, %b23 ], [ %t85.mux, %b40 ], [ true, %b42 ]
  %t96 = icmp eq i32 %.2, 0, !dbg !238
  br i1 %t96, label %b46, label %b52, !dbg !238

b46:                                              ; preds = %b45
  %69 = select i1 %t95, i1 %.1, i1 false, !dbg !238
  %a3.mux = select i1 %t95, i16 %t94, i16 %a3, !dbg !238
  %.1.mux = select i1 %t95, i1 true, i1 %.1, !dbg !238
  br i1 %69, label %b48, label %b50, !dbg !238

b48:                                              ; preds = %b46
  %70 = insertelement <2 x i16> poison, i16 %a3, i64 0, !dbg !239
  %71 = insertelement <2 x i16> %70, i16 %t94, i64 1, !dbg !239
  %72 = zext <2 x i16> %71 to <2 x i32>, !dbg !239
  %73 = shl nuw <2 x i32> %72, <i32 16, i32 16>, !dbg !239
  %74 = bitcast <2 x i32> %73 to <2 x float>, !dbg !239
  %shift24 = shufflevector <2 x float> %74, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !239
  %75 = fadd <2 x float> %shift24, %74, !dbg !239
  %bc = bitcast <2 x float> %75 to <2 x i32>, !dbg !239
  %.355 = extractelement <2 x i32> %bc, i64 0, !dbg !239
  %.356 = and i32 %.355, 2147483647, !dbg !239
  %.357 = icmp ugt i32 %.356, 2139095040, !dbg !239
  %.358 = lshr i32 %.355, 16, !dbg !239
  %.359 = and i32 %.358, 1, !dbg !239
  %.360 = add i32 %.355, 32767, !dbg !239
  %.361 = add i32 %.360, %.359, !dbg !239
  %.362 = lshr i32 %.361, 16, !dbg !239
  %.364 = or i32 %.358, 64, !dbg !239
  %.365 = select i1 %.357, i32 %.364, i32 %.362, !dbg !239
  %.366 = trunc i32 %.365 to i16, !dbg !239
  br label %b50, !dbg !238

b50:                                              ; preds = %b46, %b48
  %t99 = phi i16 [ %a3.mux, %b46 ], [ %.366, %b48 ]
  %t100 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t100, label %b51, label %b52, !dbg !238

b51:                                              ; preds = %b50
  store i16 %t99, ptr addrspace(1) %a2, align 2, !dbg !238
  br label %b52, !dbg !238

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !238
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i16 %a2, ptr addrspace(1) %a3, i16 %a4, ptr addrspace(1) %a5) local_unnamed_addr #4 !dbg !240 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !241
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !241
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !241
  %t3 = sext i32 %.1 to i64, !dbg !241
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !241
  %t5 = sext i32 %.2 to i64, !dbg !241
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !241
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !241
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !241, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !241
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !241
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !241, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !241
  %.15 = add i32 %.14, %.9, !dbg !241
  %.16 = udiv i32 %.15, %.6, !dbg !241
  %t9 = sext i32 %.16 to i64, !dbg !241
  %t10 = mul nsw i64 %t7, %t5, !dbg !241
  %t11 = add nsw i64 %t10, %t3, !dbg !241
  %t12 = mul nsw i64 %t9, %t7, !dbg !241
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !241
  %t16 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !241
  %0 = or i64 %t16, %t13, !dbg !241
  %t20 = ptrtoint ptr addrspace(1) %a5 to i64, !dbg !241
  %1 = or i64 %0, %t20, !dbg !241
  %2 = and i64 %1, 3, !dbg !241
  %3 = icmp eq i64 %2, 0, !dbg !241
  %t24 = ashr i64 %a0, 1, !dbg !241
  %t291 = icmp slt i64 %t11, %t24, !dbg !241
  %or.cond = select i1 %3, i1 %t291, i1 false, !dbg !241
  br i1 %or.cond, label %b3.preheader, label %b8, !dbg !241

b3.preheader:                                     ; preds = %entry
  %4 = insertelement <2 x i16> poison, i16 %a2, i64 0
  %5 = shufflevector <2 x i16> %4, <2 x i16> poison, <2 x i32> zeroinitializer
  %6 = insertelement <2 x i16> poison, i16 %a4, i64 0
  %7 = shufflevector <2 x i16> %6, <2 x i16> poison, <2 x i32> zeroinitializer
  br label %b3, !dbg !241

b3:                                               ; preds = %b3.preheader, %b7
  %t282 = phi i64 [ %t53, %b7 ], [ %t11, %b3.preheader ]
  br i1 %t0.not, label %b5, label %b4, !dbg !241

b4:                                               ; preds = %b3
  %t30 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t282, !dbg !241
  %.17 = load i32, ptr addrspace(1) %t30, align 4, !dbg !241
  %t34 = lshr i32 %.17, 16, !dbg !241
  %8 = insertelement <2 x i32> poison, i32 %.17, i64 0, !dbg !241
  %9 = insertelement <2 x i32> %8, i32 %t34, i64 1, !dbg !241
  %10 = trunc <2 x i32> %9 to <2 x i16>, !dbg !241
  br label %b5, !dbg !241

b5:                                               ; preds = %b4, %b3
  %11 = phi <2 x i16> [ %10, %b4 ], [ %5, %b3 ]
  br i1 %t1.not, label %b7, label %b6, !dbg !241

b6:                                               ; preds = %b5
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t282, !dbg !241
  %.18 = load i32, ptr addrspace(1) %t38, align 4, !dbg !241
  %t42 = lshr i32 %.18, 16, !dbg !241
  %12 = insertelement <2 x i32> poison, i32 %.18, i64 0, !dbg !241
  %13 = insertelement <2 x i32> %12, i32 %t42, i64 1, !dbg !241
  %14 = trunc <2 x i32> %13 to <2 x i16>, !dbg !241
  br label %b7, !dbg !241

b7:                                               ; preds = %b6, %b5
  %15 = phi <2 x i16> [ %14, %b6 ], [ %7, %b5 ]
  %16 = shufflevector <2 x i16> %11, <2 x i16> %15, <2 x i32> <i32 0, i32 2>, !dbg !242
  %17 = zext <2 x i16> %16 to <2 x i32>, !dbg !242
  %18 = shl nuw <2 x i32> %17, <i32 16, i32 16>, !dbg !242
  %19 = bitcast <2 x i32> %18 to <2 x float>, !dbg !242
  %shift = shufflevector <2 x float> %19, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !242
  %20 = fsub <2 x float> %19, %shift, !dbg !242
  %bc7 = bitcast <2 x float> %20 to <2 x i32>, !dbg !242
  %.26 = extractelement <2 x i32> %bc7, i64 0, !dbg !242
  %.27 = and i32 %.26, 2147483647, !dbg !242
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !242
  %.29 = lshr i32 %.26, 16, !dbg !242
  %.30 = and i32 %.29, 1, !dbg !242
  %.31 = add i32 %.26, 32767, !dbg !242
  %.32 = add i32 %.31, %.30, !dbg !242
  %.33 = lshr i32 %.32, 16, !dbg !242
  %.35 = or i32 %.29, 64, !dbg !242
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !242
  %21 = shufflevector <2 x i16> %11, <2 x i16> poison, <2 x i32> <i32 1, i32 undef>, !dbg !242
  %22 = shufflevector <2 x i16> %21, <2 x i16> %15, <2 x i32> <i32 0, i32 3>, !dbg !242
  %23 = zext <2 x i16> %22 to <2 x i32>, !dbg !242
  %24 = shl nuw <2 x i32> %23, <i32 16, i32 16>, !dbg !242
  %25 = bitcast <2 x i32> %24 to <2 x float>, !dbg !242
  %shift5 = shufflevector <2 x float> %25, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !242
  %26 = fsub <2 x float> %25, %shift5, !dbg !242
  %bc8 = bitcast <2 x float> %26 to <2 x i32>, !dbg !242
  %.45 = extractelement <2 x i32> %bc8, i64 0, !dbg !242
  %.46 = and i32 %.45, 2147483647, !dbg !242
  %.47 = icmp ugt i32 %.46, 2139095040, !dbg !242
  %.48 = lshr i32 %.45, 16, !dbg !242
  %.49 = and i32 %.48, 1, !dbg !242
  %.50 = add i32 %.45, 32767, !dbg !242
  %.51 = add i32 %.50, %.49, !dbg !242
  %.52 = lshr i32 %.51, 16, !dbg !242
  %.54 = or i32 %.48, 64, !dbg !242
  %.55 = select i1 %.47, i32 %.54, i32 %.52, !dbg !242
  %t50 = shl nuw i32 %.55, 16, !dbg !241
  %t51 = or i32 %t50, %.36, !dbg !241
  %t52 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t282, !dbg !241
  store i32 %t51, ptr addrspace(1) %t52, align 4, !dbg !241
  %t53 = add i64 %t282, %t12, !dbg !241
  %t29 = icmp slt i64 %t53, %t24, !dbg !241
  br i1 %t29, label %b3, label %b8, !dbg !241

b8:                                               ; preds = %b7, %entry
  %t54 = and i64 %a0, -2, !dbg !241
  %t55 = select i1 %3, i64 %t54, i64 0, !dbg !241
  %t56 = add i64 %t11, %t55, !dbg !241
  %t583 = icmp slt i64 %t56, %a0, !dbg !241
  br i1 %t583, label %b10, label %b15, !dbg !241

b10:                                              ; preds = %b8, %b14
  %t574 = phi i64 [ %t67, %b14 ], [ %t56, %b8 ]
  br i1 %t0.not, label %b12, label %b11, !dbg !241

b11:                                              ; preds = %b10
  %t59 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t574, !dbg !241
  %.57 = load i16, ptr addrspace(1) %t59, align 2, !dbg !241
  br label %b12, !dbg !241

b12:                                              ; preds = %b11, %b10
  %t61 = phi i16 [ %.57, %b11 ], [ %a2, %b10 ]
  br i1 %t1.not, label %b14, label %b13, !dbg !241

b13:                                              ; preds = %b12
  %t62 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t574, !dbg !241
  %.58 = load i16, ptr addrspace(1) %t62, align 2, !dbg !241
  br label %b14, !dbg !241

b14:                                              ; preds = %b13, %b12
  %t64 = phi i16 [ %.58, %b13 ], [ %a4, %b12 ]
  %27 = insertelement <2 x i16> poison, i16 %t61, i64 0, !dbg !242
  %28 = insertelement <2 x i16> %27, i16 %t64, i64 1, !dbg !242
  %29 = zext <2 x i16> %28 to <2 x i32>, !dbg !242
  %30 = shl nuw <2 x i32> %29, <i32 16, i32 16>, !dbg !242
  %31 = bitcast <2 x i32> %30 to <2 x float>, !dbg !242
  %shift6 = shufflevector <2 x float> %31, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !242
  %32 = fsub <2 x float> %31, %shift6, !dbg !242
  %bc = bitcast <2 x float> %32 to <2 x i32>, !dbg !242
  %.66 = extractelement <2 x i32> %bc, i64 0, !dbg !242
  %.67 = and i32 %.66, 2147483647, !dbg !242
  %.68 = icmp ugt i32 %.67, 2139095040, !dbg !242
  %.69 = lshr i32 %.66, 16, !dbg !242
  %.70 = and i32 %.69, 1, !dbg !242
  %.71 = add i32 %.66, 32767, !dbg !242
  %.72 = add i32 %.71, %.70, !dbg !242
  %.73 = lshr i32 %.72, 16, !dbg !242
  %.75 = or i32 %.69, 64, !dbg !242
  %.76 = select i1 %.68, i32 %.75, i32 %.73, !dbg !242
  %.77 = trunc i32 %.76 to i16, !dbg !242
  %t66 = getelementptr inbounds i16, ptr addrspace(1) %a5, i64 %t574, !dbg !241
  store i16 %.77, ptr addrspace(1) %t66, align 2, !dbg !241
  %t67 = add i64 %t574, %t12, !dbg !241
  %t58 = icmp slt i64 %t67, %a0, !dbg !241
  br i1 %t58, label %b10, label %b15, !dbg !241

b15:                                              ; preds = %b14, %b8
  ret void, !dbg !241
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !243 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !244
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !244
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !244
  %t3 = sext i32 %.1 to i64, !dbg !244
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !244
  %t5 = sext i32 %.2 to i64, !dbg !244
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !244
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !244
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !244, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !244
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !244
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !244, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !244
  %.15 = add i32 %.14, %.9, !dbg !244
  %.16 = udiv i32 %.15, %.6, !dbg !244
  %t9 = sext i32 %.16 to i64, !dbg !244
  %t10 = mul nsw i64 %t7, %t5, !dbg !244
  %t11 = add nsw i64 %t10, %t3, !dbg !244
  %t12 = mul nsw i64 %t9, %t7, !dbg !244
  %t13 = icmp sgt i64 %a1, 7, !dbg !244
  %t15 = icmp sgt i64 %a1, 6, !dbg !244
  %t17 = icmp sgt i64 %a1, 5, !dbg !244
  %t19 = icmp sgt i64 %a1, 4, !dbg !244
  %t21 = icmp sgt i64 %a1, 3, !dbg !244
  %t23 = icmp sgt i64 %a1, 2, !dbg !244
  %t25 = icmp sgt i64 %a1, 1, !dbg !244
  %t27 = icmp sgt i64 %a1, 0, !dbg !244
  %t291 = icmp slt i64 %t11, %a0, !dbg !244
  br i1 %t291, label %b2, label %b23, !dbg !244

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t149, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !244

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !244
  %t33 = mul i64 %t31, %a9, !dbg !244
  %t34 = sub nuw i64 %t282, %t33, !dbg !244
  %t35 = mul i64 %t34, %a19, !dbg !244
  %t36 = mul i64 %t34, %a29, !dbg !244
  %t37 = mul i64 %t34, %a38, !dbg !244
  br label %b4, !dbg !244

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !244

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !244
  %t45 = mul i64 %t43, %a8, !dbg !244
  %t46 = sub i64 %t38, %t45, !dbg !244
  %t47 = mul i64 %t46, %a18, !dbg !244
  %t48 = add i64 %t47, %t39, !dbg !244
  %t49 = mul i64 %t46, %a28, !dbg !244
  %t50 = add i64 %t49, %t40, !dbg !244
  %t51 = mul i64 %t46, %a37, !dbg !244
  %t52 = add i64 %t51, %t41, !dbg !244
  br label %b6, !dbg !244

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !244

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !244
  %t60 = mul i64 %t58, %a7, !dbg !244
  %t61 = sub i64 %t53, %t60, !dbg !244
  %t62 = mul i64 %t61, %a17, !dbg !244
  %t63 = add i64 %t62, %t54, !dbg !244
  %t64 = mul i64 %t61, %a27, !dbg !244
  %t65 = add i64 %t64, %t55, !dbg !244
  %t66 = mul i64 %t61, %a36, !dbg !244
  %t67 = add i64 %t66, %t56, !dbg !244
  br label %b8, !dbg !244

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !244

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !244
  %t75 = mul i64 %t73, %a6, !dbg !244
  %t76 = sub i64 %t68, %t75, !dbg !244
  %t77 = mul i64 %t76, %a16, !dbg !244
  %t78 = add i64 %t77, %t69, !dbg !244
  %t79 = mul i64 %t76, %a26, !dbg !244
  %t80 = add i64 %t79, %t70, !dbg !244
  %t81 = mul i64 %t76, %a35, !dbg !244
  %t82 = add i64 %t81, %t71, !dbg !244
  br label %b10, !dbg !244

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !244

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !244
  %t90 = mul i64 %t88, %a5, !dbg !244
  %t91 = sub i64 %t83, %t90, !dbg !244
  %t92 = mul i64 %t91, %a15, !dbg !244
  %t93 = add i64 %t92, %t84, !dbg !244
  %t94 = mul i64 %t91, %a25, !dbg !244
  %t95 = add i64 %t94, %t85, !dbg !244
  %t96 = mul i64 %t91, %a34, !dbg !244
  %t97 = add i64 %t96, %t86, !dbg !244
  br label %b12, !dbg !244

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !244

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !244
  %t105 = mul i64 %t103, %a4, !dbg !244
  %t106 = sub i64 %t98, %t105, !dbg !244
  %t107 = mul i64 %t106, %a14, !dbg !244
  %t108 = add i64 %t107, %t99, !dbg !244
  %t109 = mul i64 %t106, %a24, !dbg !244
  %t110 = add i64 %t109, %t100, !dbg !244
  %t111 = mul i64 %t106, %a33, !dbg !244
  %t112 = add i64 %t111, %t101, !dbg !244
  br label %b14, !dbg !244

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !244

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !244
  %t120 = mul i64 %t118, %a3, !dbg !244
  %t121 = sub i64 %t113, %t120, !dbg !244
  %t122 = mul i64 %t121, %a13, !dbg !244
  %t123 = add i64 %t122, %t114, !dbg !244
  %t124 = mul i64 %t121, %a23, !dbg !244
  %t125 = add i64 %t124, %t115, !dbg !244
  %t126 = mul i64 %t121, %a32, !dbg !244
  %t127 = add i64 %t126, %t116, !dbg !244
  br label %b16, !dbg !244

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !244

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !244
  %t133 = add i64 %t129, %t132, !dbg !244
  %t134 = mul i64 %t128, %a22, !dbg !244
  %t135 = add i64 %t130, %t134, !dbg !244
  %t136 = mul i64 %t128, %a31, !dbg !244
  %t137 = add i64 %t131, %t136, !dbg !244
  br label %b18, !dbg !244

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !244

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t138, !dbg !244
  %.17 = load i16, ptr addrspace(1) %t141, align 2, !dbg !244
  br label %b20, !dbg !244

b20:                                              ; preds = %b19, %b18
  %t143 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !244

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t139, !dbg !244
  %.18 = load i16, ptr addrspace(1) %t144, align 2, !dbg !244
  br label %b22, !dbg !244

b22:                                              ; preds = %b21, %b20
  %t146 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  %0 = insertelement <2 x i16> poison, i16 %t143, i64 0, !dbg !245
  %1 = insertelement <2 x i16> %0, i16 %t146, i64 1, !dbg !245
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !245
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !245
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !245
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !245
  %5 = fsub <2 x float> %4, %shift, !dbg !245
  %bc = bitcast <2 x float> %5 to <2 x i32>, !dbg !245
  %.26 = extractelement <2 x i32> %bc, i64 0, !dbg !245
  %.27 = and i32 %.26, 2147483647, !dbg !245
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !245
  %.29 = lshr i32 %.26, 16, !dbg !245
  %.30 = and i32 %.29, 1, !dbg !245
  %.31 = add i32 %.26, 32767, !dbg !245
  %.32 = add i32 %.31, %.30, !dbg !245
  %.33 = lshr i32 %.32, 16, !dbg !245
  %.35 = or i32 %.29, 64, !dbg !245
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !245
  %.37 = trunc i32 %.36 to i16, !dbg !245
  %t148 = getelementptr inbounds i16, ptr addrspace(1) %a30, i64 %t140, !dbg !244
  store i16 %.37, ptr addrspace(1) %t148, align 2, !dbg !244
  %t149 = add i64 %t282, %t12, !dbg !244
  %t29 = icmp slt i64 %t149, %a0, !dbg !244
  br i1 %t29, label %b2, label %b23, !dbg !244

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !244
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !246 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !247
  %t3 = sext i32 %.1 to i64, !dbg !247
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !247
  %t5 = sext i32 %.2 to i64, !dbg !247
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !247
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !247
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !247, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !247
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !247
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !247, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !247
  %.15 = add i32 %.14, %.9, !dbg !247
  %.16 = udiv i32 %.15, %.6, !dbg !247
  %t9 = sext i32 %.16 to i64, !dbg !247
  %t10 = mul nsw i64 %t7, %t5, !dbg !247
  %t11 = add nsw i64 %t10, %t3, !dbg !247
  %t12 = mul nsw i64 %t9, %t7, !dbg !247
  %t13 = shl nsw i64 %t12, 1, !dbg !247
  %t14 = icmp slt i64 %t11, %a0, !dbg !247
  br i1 %t14, label %b1, label %b8, !dbg !247

b1:                                               ; preds = %entry
  %t15 = mul i64 %t11, %a2, !dbg !247
  %t16 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t15, !dbg !247
  %.17 = load i16, ptr addrspace(1) %t16, align 2, !dbg !247, !amdgpu.noclobber !6
  %t18 = add nsw i64 %t12, %t11, !dbg !247
  %t19 = sub i64 %a0, %t12, !dbg !247
  %t22 = mul i64 %t13, %a2, !dbg !247
  %t23 = mul i64 %t12, %a2, !dbg !247
  %t3111 = icmp slt i64 %t18, %t19, !dbg !247
  br i1 %t3111, label %b3.preheader, label %b4, !dbg !247

b3.preheader:                                     ; preds = %b1
  %t20 = mul i64 %t18, %a2, !dbg !247
  %t24 = add i64 %t20, %t23, !dbg !247
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t24, !dbg !247
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t20, !dbg !247
  br label %b3, !dbg !247

b3:                                               ; preds = %b3.preheader, %b3
  %t2915 = phi i16 [ %.57, %b3 ], [ %.17, %b3.preheader ]
  %t2814 = phi i64 [ %t36, %b3 ], [ %t18, %b3.preheader ]
  %t2713 = phi ptr addrspace(1) [ %t37, %b3 ], [ %t21, %b3.preheader ]
  %t2612 = phi ptr addrspace(1) [ %t38, %b3 ], [ %t25, %b3.preheader ]
  %.18 = load i16, ptr addrspace(1) %t2713, align 2, !dbg !247
  %.19 = load i16, ptr addrspace(1) %t2612, align 2, !dbg !247
  %0 = insertelement <2 x i16> poison, i16 %t2915, i64 0, !dbg !248
  %1 = insertelement <2 x i16> %0, i16 %.18, i64 1, !dbg !248
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !248
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !248
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !248
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !248
  %5 = fsub <2 x float> %4, %shift, !dbg !248
  %bc40 = bitcast <2 x float> %5 to <2 x i32>, !dbg !248
  %.27 = extractelement <2 x i32> %bc40, i64 0, !dbg !248
  %.28 = and i32 %.27, 2147483647, !dbg !248
  %.29 = icmp ugt i32 %.28, 2139095040, !dbg !248
  %.30 = lshr i32 %.27, 16, !dbg !248
  %.31 = and i32 %.30, 1, !dbg !248
  %.32 = add i32 %.27, 32767, !dbg !248
  %.33 = add i32 %.32, %.31, !dbg !248
  %.34 = lshr i32 %.33, 16, !dbg !248
  %.36 = or i32 %.30, 64, !dbg !248
  %.37 = select i1 %.29, i32 %.36, i32 %.34, !dbg !248
  %.42 = zext i16 %.19 to i32, !dbg !248
  %6 = insertelement <2 x i32> poison, i32 %.37, i64 0, !dbg !248
  %7 = insertelement <2 x i32> %6, i32 %.42, i64 1, !dbg !248
  %8 = shl nuw <2 x i32> %7, <i32 16, i32 16>, !dbg !248
  %9 = bitcast <2 x i32> %8 to <2 x float>, !dbg !248
  %shift22 = shufflevector <2 x float> %9, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !248
  %10 = fsub <2 x float> %9, %shift22, !dbg !248
  %bc41 = bitcast <2 x float> %10 to <2 x i32>, !dbg !248
  %.46 = extractelement <2 x i32> %bc41, i64 0, !dbg !248
  %.47 = and i32 %.46, 2147483647, !dbg !248
  %.48 = icmp ugt i32 %.47, 2139095040, !dbg !248
  %.49 = lshr i32 %.46, 16, !dbg !248
  %.50 = and i32 %.49, 1, !dbg !248
  %.51 = add i32 %.46, 32767, !dbg !248
  %.52 = add i32 %.51, %.50, !dbg !248
  %.53 = lshr i32 %.52, 16, !dbg !248
  %.55 = or i32 %.49, 64, !dbg !248
  %.56 = select i1 %.48, i32 %.55, i32 %.53, !dbg !248
  %.57 = trunc i32 %.56 to i16, !dbg !248
  %t36 = add i64 %t2814, %t13, !dbg !247
  %t37 = getelementptr inbounds i16, ptr addrspace(1) %t2713, i64 %t22, !dbg !247
  %t38 = getelementptr inbounds i16, ptr addrspace(1) %t2612, i64 %t22, !dbg !247
  %t31 = icmp slt i64 %t36, %t19, !dbg !247
  br i1 %t31, label %b3, label %b4, !dbg !247

b4:                                               ; preds = %b3, %b1
  %t28.lcssa = phi i64 [ %t18, %b1 ], [ %t36, %b3 ]
  %t29.lcssa = phi i16 [ %.17, %b1 ], [ %.57, %b3 ]
  %t4417 = icmp slt i64 %t28.lcssa, %a0, !dbg !247
  br i1 %t4417, label %b6.preheader, label %b8, !dbg !247

b6.preheader:                                     ; preds = %b4
  %t39 = mul i64 %t28.lcssa, %a2, !dbg !247
  %t40 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t39, !dbg !247
  br label %b6, !dbg !247

b6:                                               ; preds = %b6.preheader, %b6
  %t4320 = phi i16 [ %.77, %b6 ], [ %t29.lcssa, %b6.preheader ]
  %t4219 = phi i64 [ %t47, %b6 ], [ %t28.lcssa, %b6.preheader ]
  %t4118 = phi ptr addrspace(1) [ %t48, %b6 ], [ %t40, %b6.preheader ]
  %.58 = load i16, ptr addrspace(1) %t4118, align 2, !dbg !247
  %11 = insertelement <2 x i16> poison, i16 %t4320, i64 0, !dbg !248
  %12 = insertelement <2 x i16> %11, i16 %.58, i64 1, !dbg !248
  %13 = zext <2 x i16> %12 to <2 x i32>, !dbg !248
  %14 = shl nuw <2 x i32> %13, <i32 16, i32 16>, !dbg !248
  %15 = bitcast <2 x i32> %14 to <2 x float>, !dbg !248
  %shift23 = shufflevector <2 x float> %15, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !248
  %16 = fsub <2 x float> %15, %shift23, !dbg !248
  %bc39 = bitcast <2 x float> %16 to <2 x i32>, !dbg !248
  %.66 = extractelement <2 x i32> %bc39, i64 0, !dbg !248
  %.67 = and i32 %.66, 2147483647, !dbg !248
  %.68 = icmp ugt i32 %.67, 2139095040, !dbg !248
  %.69 = lshr i32 %.66, 16, !dbg !248
  %.70 = and i32 %.69, 1, !dbg !248
  %.71 = add i32 %.66, 32767, !dbg !248
  %.72 = add i32 %.71, %.70, !dbg !248
  %.73 = lshr i32 %.72, 16, !dbg !248
  %.75 = or i32 %.69, 64, !dbg !248
  %.76 = select i1 %.68, i32 %.75, i32 %.73, !dbg !248
  %.77 = trunc i32 %.76 to i16, !dbg !248
  %t47 = add i64 %t4219, %t12, !dbg !247
  %t48 = getelementptr inbounds i16, ptr addrspace(1) %t4118, i64 %t23, !dbg !247
  %t44 = icmp slt i64 %t47, %a0, !dbg !247
  br i1 %t44, label %b6, label %b8, !dbg !247

b8:                                               ; preds = %b6, %b4, %entry
  %t49 = phi i16 [ 0, %entry ], [ %t29.lcssa, %b4 ], [ %.77, %b6 ]
  %t50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.0, i32 %.1, !dbg !247
  store i16 %t49, ptr addrspace(3) %t50, align 2, !dbg !247
  %t51 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.1, i32 %.1, !dbg !247
  %.78 = zext i1 %t14 to i8, !dbg !247
  store i8 %.78, ptr addrspace(3) %t51, align 1, !dbg !247
  fence syncscope("workgroup") release, !dbg !247
  tail call void @llvm.amdgcn.s.barrier(), !dbg !247
  fence syncscope("workgroup") acquire, !dbg !247
  %t52 = icmp slt i32 %.1, 128, !dbg !247
  br i1 %t52, label %b9, label %b14, !dbg !247

b9:                                               ; preds = %b8
  %t53 = add nsw i32 %.1, 128, !dbg !247
  %t54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.0, i32 %t53, !dbg !247
  %.79 = load i16, ptr addrspace(3) %t54, align 2, !dbg !247
  %t56 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.1, i32 %t53, !dbg !247
  %.80 = load i8, ptr addrspace(3) %t56, align 1, !dbg !247
  %.81.not10 = icmp eq i8 %.80, 0, !dbg !247
  %t14.not = xor i1 %t14, true, !dbg !247
  %brmerge = select i1 %.81.not10, i1 true, i1 %t14.not, !dbg !247
  %t49.mux = select i1 %.81.not10, i16 %t49, i16 %.79, !dbg !247
  %not..81.not10 = xor i1 %.81.not10, true, !dbg !247
  %t14.mux = select i1 %not..81.not10, i1 true, i1 %t14, !dbg !247
  br i1 %brmerge, label %b13, label %b11, !dbg !247

b11:                                              ; preds = %b9
  %17 = insertelement <2 x i16> poison, i16 %t49, i64 0, !dbg !248
  %18 = insertelement <2 x i16> %17, i16 %.79, i64 1, !dbg !248
  %19 = zext <2 x i16> %18 to <2 x i32>, !dbg !248
  %20 = shl nuw <2 x i32> %19, <i32 16, i32 16>, !dbg !248
  %21 = bitcast <2 x i32> %20 to <2 x float>, !dbg !248
  %shift24 = shufflevector <2 x float> %21, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !248
  %22 = fsub <2 x float> %21, %shift24, !dbg !248
  %bc38 = bitcast <2 x float> %22 to <2 x i32>, !dbg !248
  %.89 = extractelement <2 x i32> %bc38, i64 0, !dbg !248
  %.90 = and i32 %.89, 2147483647, !dbg !248
  %.91 = icmp ugt i32 %.90, 2139095040, !dbg !248
  %.92 = lshr i32 %.89, 16, !dbg !248
  %.93 = and i32 %.92, 1, !dbg !248
  %.94 = add i32 %.89, 32767, !dbg !248
  %.95 = add i32 %.94, %.93, !dbg !248
  %.96 = lshr i32 %.95, 16, !dbg !248
  %.98 = or i32 %.92, 64, !dbg !248
  %.99 = select i1 %.91, i32 %.98, i32 %.96, !dbg !248
  %.100 = trunc i32 %.99 to i16, !dbg !248
  br label %b13, !dbg !247

b13:                                              ; preds = %b9, %b11
  %t60 = phi i16 [ %t49.mux, %b9 ], [ %.100, %b11 ]
  %t61 = phi i1 [ %t14.mux, %b9 ], [ true, %b11 ]
  store i16 %t60, ptr addrspace(3) %t50, align 2, !dbg !247
  %.101 = zext i1 %t61 to i8, !dbg !247
  store i8 %.101, ptr addrspace(3) %t51, align 1, !dbg !247
  br label %b14, !dbg !247

b14:                                              ; preds = %b13, %b8
  %t62 = phi i16 [ %t60, %b13 ], [ %t49, %b8 ]
  %t63 = phi i1 [ %t61, %b13 ], [ %t14, %b8 ]
  fence syncscope("workgroup") release, !dbg !247
  tail call void @llvm.amdgcn.s.barrier(), !dbg !247
  fence syncscope("workgroup") acquire, !dbg !247
  %t64 = icmp slt i32 %.1, 64, !dbg !247
  br i1 %t64, label %b15, label %b20, !dbg !247

b15:                                              ; preds = %b14
  %t65 = add nsw i32 %.1, 64, !dbg !247
  %t66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.0, i32 %t65, !dbg !247
  %.102 = load i16, ptr addrspace(3) %t66, align 2, !dbg !247
  %t68 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.1, i32 %t65, !dbg !247
  %.103 = load i8, ptr addrspace(3) %t68, align 1, !dbg !247
  %.104.not9 = icmp eq i8 %.103, 0, !dbg !247
  %t63.not = xor i1 %t63, true, !dbg !247
  %brmerge1 = select i1 %.104.not9, i1 true, i1 %t63.not, !dbg !247
  %t62.mux = select i1 %.104.not9, i16 %t62, i16 %.102, !dbg !247
  %not..104.not9 = xor i1 %.104.not9, true, !dbg !247
  %t63.mux = select i1 %not..104.not9, i1 true, i1 %t63, !dbg !247
  br i1 %brmerge1, label %b19, label %b17, !dbg !247

b17:                                              ; preds = %b15
  %23 = insertelement <2 x i16> poison, i16 %t62, i64 0, !dbg !248
  %24 = insertelement <2 x i16> %23, i16 %.102, i64 1, !dbg !248
  %25 = zext <2 x i16> %24 to <2 x i32>, !dbg !248
  %26 = shl nuw <2 x i32> %25, <i32 16, i32 16>, !dbg !248
  %27 = bitcast <2 x i32> %26 to <2 x float>, !dbg !248
  %shift25 = shufflevector <2 x float> %27, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !248
  %28 = fsub <2 x float> %27, %shift25, !dbg !248
  %bc37 = bitcast <2 x float> %28 to <2 x i32>, !dbg !248
  %.112 = extractelement <2 x i32> %bc37, i64 0, !dbg !248
  %.113 = and i32 %.112, 2147483647, !dbg !248
  %.114 = icmp ugt i32 %.113, 2139095040, !dbg !248
  %.115 = lshr i32 %.112, 16, !dbg !248
  %.116 = and i32 %.115, 1, !dbg !248
  %.117 = add i32 %.112, 32767, !dbg !248
  %.118 = add i32 %.117, %.116, !dbg !248
  %.119 = lshr i32 %.118, 16, !dbg !248
  %.121 = or i32 %.115, 64, !dbg !248
  %.122 = select i1 %.114, i32 %.121, i32 %.119, !dbg !248
  %.123 = trunc i32 %.122 to i16, !dbg !248
  br label %b19, !dbg !247

b19:                                              ; preds = %b15, %b17
  %t72 = phi i16 [ %t62.mux, %b15 ], [ %.123, %b17 ]
  %t73 = phi i1 [ %t63.mux, %b15 ], [ true, %b17 ]
  store i16 %t72, ptr addrspace(3) %t50, align 2, !dbg !247
  %.124 = zext i1 %t73 to i8, !dbg !247
  store i8 %.124, ptr addrspace(3) %t51, align 1, !dbg !247
  br label %b20, !dbg !247

b20:                                              ; preds = %b19, %b14
  %t74 = phi i16 [ %t72, %b19 ], [ %t62, %b14 ]
  %t75 = phi i1 [ %t73, %b19 ], [ %t63, %b14 ]
  fence syncscope("workgroup") release, !dbg !247
  tail call void @llvm.amdgcn.s.barrier(), !dbg !247
  fence syncscope("workgroup") acquire, !dbg !247
  %t76 = icmp slt i32 %.1, 32, !dbg !247
  br i1 %t76, label %b21, label %b26, !dbg !247

b21:                                              ; preds = %b20
  %t77 = add nsw i32 %.1, 32, !dbg !247
  %t78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.0, i32 %t77, !dbg !247
  %.125 = load i16, ptr addrspace(3) %t78, align 2, !dbg !247
  %t80 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.1, i32 %t77, !dbg !247
  %.126 = load i8, ptr addrspace(3) %t80, align 1, !dbg !247
  %.127.not8 = icmp eq i8 %.126, 0, !dbg !247
  %t75.not = xor i1 %t75, true, !dbg !247
  %brmerge2 = select i1 %.127.not8, i1 true, i1 %t75.not, !dbg !247
  %t74.mux = select i1 %.127.not8, i16 %t74, i16 %.125, !dbg !247
  %not..127.not8 = xor i1 %.127.not8, true, !dbg !247
  %t75.mux = select i1 %not..127.not8, i1 true, i1 %t75, !dbg !247
  br i1 %brmerge2, label %b26, label %b23, !dbg !247

b23:                                              ; preds = %b21
  %29 = insertelement <2 x i16> poison, i16 %t74, i64 0, !dbg !248
  %30 = insertelement <2 x i16> %29, i16 %.125, i64 1, !dbg !248
  %31 = zext <2 x i16> %30 to <2 x i32>, !dbg !248
  %32 = shl nuw <2 x i32> %31, <i32 16, i32 16>, !dbg !248
  %33 = bitcast <2 x i32> %32 to <2 x float>, !dbg !248
  %shift26 = shufflevector <2 x float> %33, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !248
  %34 = fsub <2 x float> %33, %shift26, !dbg !248
  %bc36 = bitcast <2 x float> %34 to <2 x i32>, !dbg !248
  %.135 = extractelement <2 x i32> %bc36, i64 0, !dbg !248
  %.136 = and i32 %.135, 2147483647, !dbg !248
  %.137 = icmp ugt i32 %.136, 2139095040, !dbg !248
  %.138 = lshr i32 %.135, 16, !dbg !248
  %.139 = and i32 %.138, 1, !dbg !248
  %.140 = add i32 %.135, 32767, !dbg !248
  %.141 = add i32 %.140, %.139, !dbg !248
  %.142 = lshr i32 %.141, 16, !dbg !248
  %.144 = or i32 %.138, 64, !dbg !248
  %.145 = select i1 %.137, i32 %.144, i32 %.142, !dbg !248
  %.146 = trunc i32 %.145 to i16, !dbg !248
  br label %b26, !dbg !247

b26:                                              ; preds = %b21, %b23, %b20
  %t86 = phi i16 [ %t74, %b20 ], [ %t74.mux, %b21 ], [ %.146, %b23 ]
  %t87 = phi i1 [ %t75, %b20 ], [ %t75.mux, %b21 ], [ true, %b23 ]
  br i1 %t76, label %b27, label %b48, !dbg !247

b27:                                              ; preds = %b26
  %.148 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !247
  %.149 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.148), !dbg !247
  %.150 = zext i32 %.149 to i64, !dbg !247
  %.151 = add nuw nsw i64 %.150, 16, !dbg !247
  %.152 = icmp ult i32 %.149, 48, !dbg !247
  %.153 = tail call i64 @llvm.read_register.i64(metadata !236) #12, !dbg !247
  %.154 = and i64 %.151, 63, !dbg !247
  %35 = shl nuw i64 1, %.154, !dbg !247
  %36 = and i64 %35, %.153, !dbg !247
  %.156 = icmp ne i64 %36, 0, !dbg !247
  %.157 = and i1 %.152, %.156, !dbg !247
  %.158 = trunc i64 %.151 to i32, !dbg !247
  %.159 = shl i32 %.158, 2, !dbg !247
  %.160 = zext i16 %t86 to i32, !dbg !247
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.160), !dbg !247
  %.162 = trunc i32 %.161 to i16, !dbg !247
  %t88 = select i1 %.157, i16 %.162, i16 %t86, !dbg !247
  %.176 = zext i1 %t87 to i32, !dbg !247
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.176), !dbg !247
  %37 = and i32 %.177, 1, !dbg !247
  %.178 = icmp ne i32 %37, 0, !dbg !247
  %t89 = select i1 %.157, i1 %.178, i1 %t87, !dbg !247
  %t90 = icmp slt i32 %.1, 16, !dbg !247
  %t91 = and i1 %t90, %t89, !dbg !247
  %38 = select i1 %t91, i1 %t87, i1 false, !dbg !247
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !247
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !247
  br i1 %38, label %b29, label %b31, !dbg !247

b29:                                              ; preds = %b27
  %.182 = zext i16 %t88 to i32, !dbg !248
  %39 = insertelement <2 x i32> poison, i32 %.160, i64 0, !dbg !248
  %40 = insertelement <2 x i32> %39, i32 %.182, i64 1, !dbg !248
  %41 = shl nuw <2 x i32> %40, <i32 16, i32 16>, !dbg !248
  %42 = bitcast <2 x i32> %41 to <2 x float>, !dbg !248
  %shift27 = shufflevector <2 x float> %42, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !248
  %43 = fsub <2 x float> %42, %shift27, !dbg !248
  %bc35 = bitcast <2 x float> %43 to <2 x i32>, !dbg !248
  %.186 = extractelement <2 x i32> %bc35, i64 0, !dbg !248
  %.187 = and i32 %.186, 2147483647, !dbg !248
  %.188 = icmp ugt i32 %.187, 2139095040, !dbg !248
  %.189 = lshr i32 %.186, 16, !dbg !248
  %.190 = and i32 %.189, 1, !dbg !248
  %.191 = add i32 %.186, 32767, !dbg !248
  %.192 = add i32 %.191, %.190, !dbg !248
  %.193 = lshr i32 %.192, 16, !dbg !248
  %.195 = or i32 %.189, 64, !dbg !248
  %.196 = select i1 %.188, i32 %.195, i32 %.193, !dbg !248
  %.197 = trunc i32 %.196 to i16, !dbg !248
  br label %b31, !dbg !247

b31:                                              ; preds = %b27, %b29
  %t94 = phi i16 [ %t86.mux, %b27 ], [ %.197, %b29 ]
  %t95 = phi i1 [ %t87.mux, %b27 ], [ true, %b29 ]
  %.202 = add nuw nsw i64 %.150, 8, !dbg !247
  %.203 = icmp ult i32 %.149, 56, !dbg !247
  %.205 = and i64 %.202, 63, !dbg !247
  %44 = shl nuw i64 1, %.205, !dbg !247
  %45 = and i64 %44, %.153, !dbg !247
  %.207 = icmp ne i64 %45, 0, !dbg !247
  %.208 = and i1 %.203, %.207, !dbg !247
  %.209 = trunc i64 %.202 to i32, !dbg !247
  %.210 = shl i32 %.209, 2, !dbg !247
  %.211 = zext i16 %t94 to i32, !dbg !247
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.211), !dbg !247
  %.213 = trunc i32 %.212 to i16, !dbg !247
  %t96 = select i1 %.208, i16 %.213, i16 %t94, !dbg !247
  %.227 = zext i1 %t95 to i32, !dbg !247
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.227), !dbg !247
  %46 = and i32 %.228, 1, !dbg !247
  %.229 = icmp ne i32 %46, 0, !dbg !247
  %t97 = select i1 %.208, i1 %.229, i1 %t95, !dbg !247
  %t98 = icmp slt i32 %.1, 24, !dbg !247
  %t99 = and i1 %t98, %t97, !dbg !247
  %47 = select i1 %t99, i1 %t95, i1 false, !dbg !247
  %t94.mux = select i1 %t99, i16 %t96, i16 %t94, !dbg !247
  %t95.mux = select i1 %t99, i1 true, i1 %t95, !dbg !247
  br i1 %47, label %b33, label %b35, !dbg !247

b33:                                              ; preds = %b31
  %.233 = zext i16 %t96 to i32, !dbg !248
  %48 = insertelement <2 x i32> poison, i32 %.211, i64 0, !dbg !248
  %49 = insertelement <2 x i32> %48, i32 %.233, i64 1, !dbg !248
  %50 = shl nuw <2 x i32> %49, <i32 16, i32 16>, !dbg !248
  %51 = bitcast <2 x i32> %50 to <2 x float>, !dbg !248
  %shift28 = shufflevector <2 x float> %51, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !248
  %52 = fsub <2 x float> %51, %shift28, !dbg !248
  %bc34 = bitcast <2 x float> %52 to <2 x i32>, !dbg !248
  %.237 = extractelement <2 x i32> %bc34, i64 0, !dbg !248
  %.238 = and i32 %.237, 2147483647, !dbg !248
  %.239 = icmp ugt i32 %.238, 2139095040, !dbg !248
  %.240 = lshr i32 %.237, 16, !dbg !248
  %.241 = and i32 %.240, 1, !dbg !248
  %.242 = add i32 %.237, 32767, !dbg !248
  %.243 = add i32 %.242, %.241, !dbg !248
  %.244 = lshr i32 %.243, 16, !dbg !248
  %.246 = or i32 %.240, 64, !dbg !248
  %.247 = select i1 %.239, i32 %.246, i32 %.244, !dbg !248
  %.248 = trunc i32 %.247 to i16, !dbg !248
  br label %b35, !dbg !247

b35:                                              ; preds = %b31, %b33
  %t102 = phi i16 [ %t94.mux, %b31 ], [ %.248, %b33 ]
  %t103 = phi i1 [ %t95.mux, %b31 ], [ true, %b33 ]
  %.253 = add nuw nsw i64 %.150, 4, !dbg !247
  %.254 = icmp ult i32 %.149, 60, !dbg !247
  %.256 = and i64 %.253, 63, !dbg !247
  %53 = shl nuw i64 1, %.256, !dbg !247
  %54 = and i64 %53, %.153, !dbg !247
  %.258 = icmp ne i64 %54, 0, !dbg !247
  %.259 = and i1 %.254, %.258, !dbg !247
  %.260 = trunc i64 %.253 to i32, !dbg !247
  %.261 = shl i32 %.260, 2, !dbg !247
  %.262 = zext i16 %t102 to i32, !dbg !247
  %.263 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.262), !dbg !247
  %.264 = trunc i32 %.263 to i16, !dbg !247
  %t104 = select i1 %.259, i16 %.264, i16 %t102, !dbg !247
  %.278 = zext i1 %t103 to i32, !dbg !247
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.278), !dbg !247
  %55 = and i32 %.279, 1, !dbg !247
  %.280 = icmp ne i32 %55, 0, !dbg !247
  %t105 = select i1 %.259, i1 %.280, i1 %t103, !dbg !247
  %t106 = icmp slt i32 %.1, 28, !dbg !247
  %t107 = and i1 %t106, %t105, !dbg !247
  %56 = select i1 %t107, i1 %t103, i1 false, !dbg !247
  %t102.mux = select i1 %t107, i16 %t104, i16 %t102, !dbg !247
  %t103.mux = select i1 %t107, i1 true, i1 %t103, !dbg !247
  br i1 %56, label %b37, label %b39, !dbg !247

b37:                                              ; preds = %b35
  %.284 = zext i16 %t104 to i32, !dbg !248
  %57 = insertelement <2 x i32> poison, i32 %.262, i64 0, !dbg !248
  %58 = insertelement <2 x i32> %57, i32 %.284, i64 1, !dbg !248
  %59 = shl nuw <2 x i32> %58, <i32 16, i32 16>, !dbg !248
  %60 = bitcast <2 x i32> %59 to <2 x float>, !dbg !248
  %shift29 = shufflevector <2 x float> %60, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !248
  %61 = fsub <2 x float> %60, %shift29, !dbg !248
  %bc33 = bitcast <2 x float> %61 to <2 x i32>, !dbg !248
  %.288 = extractelement <2 x i32> %bc33, i64 0, !dbg !248
  %.289 = and i32 %.288, 2147483647, !dbg !248
  %.290 = icmp ugt i32 %.289, 2139095040, !dbg !248
  %.291 = lshr i32 %.288, 16, !dbg !248
  %.292 = and i32 %.291, 1, !dbg !248
  %.293 = add i32 %.288, 32767, !dbg !248
  %.294 = add i32 %.293, %.292, !dbg !248
  %.295 = lshr i32 %.294, 16, !dbg !248
  %.297 = or i32 %.291, 64, !dbg !248
  %.298 = select i1 %.290, i32 %.297, i32 %.295, !dbg !248
  %.299 = trunc i32 %.298 to i16, !dbg !248
  br label %b39, !dbg !247

b39:                                              ; preds = %b35, %b37
  %t110 = phi i16 [ %t102.mux, %b35 ], [ %.299, %b37 ]
  %t111 = phi i1 [ %t103.mux, %b35 ], [ true, %b37 ]
  %.304 = add nuw nsw i64 %.150, 2, !dbg !247
  %.305 = icmp ult i32 %.149, 62, !dbg !247
  %.307 = and i64 %.304, 63, !dbg !247
  %62 = shl nuw i64 1, %.307, !dbg !247
  %63 = and i64 %62, %.153, !dbg !247
  %.309 = icmp ne i64 %63, 0, !dbg !247
  %.310 = and i1 %.305, %.309, !dbg !247
  %.311 = trunc i64 %.304 to i32, !dbg !247
  %.312 = shl i32 %.311, 2, !dbg !247
  %.313 = zext i16 %t110 to i32, !dbg !247
  %.314 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.313), !dbg !247
  %.315 = trunc i32 %.314 to i16, !dbg !247
  %t112 = select i1 %.310, i16 %.315, i16 %t110, !dbg !247
  %.329 = zext i1 %t111 to i32, !dbg !247
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.329), !dbg !247
  %64 = and i32 %.330, 1, !dbg !247
  %.331 = icmp ne i32 %64, 0, !dbg !247
  %t113 = select i1 %.310, i1 %.331, i1 %t111, !dbg !247
  %t114 = icmp slt i32 %.1, 30, !dbg !247
  %t115 = and i1 %t114, %t113, !dbg !247
  %65 = select i1 %t115, i1 %t111, i1 false, !dbg !247
  %t110.mux = select i1 %t115, i16 %t112, i16 %t110, !dbg !247
  %t111.mux = select i1 %t115, i1 true, i1 %t111, !dbg !247
  br i1 %65, label %b41, label %b43, !dbg !247

b41:                                              ; preds = %b39
  %.335 = zext i16 %t112 to i32, !dbg !248
  %66 = insertelement <2 x i32> poison, i32 %.313, i64 0, !dbg !248
  %67 = insertelement <2 x i32> %66, i32 %.335, i64 1, !dbg !248
  %68 = shl nuw <2 x i32> %67, <i32 16, i32 16>, !dbg !248
  %69 = bitcast <2 x i32> %68 to <2 x float>, !dbg !248
  %shift30 = shufflevector <2 x float> %69, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !248
  %70 = fsub <2 x float> %69, %shift30, !dbg !248
  %bc32 = bitcast <2 x float> %70 to <2 x i32>, !dbg !248
  %.339 = extractelement <2 x i32> %bc32, i64 0, !dbg !248
  %.340 = and i32 %.339, 2147483647, !dbg !248
  %.341 = icmp ugt i32 %.340, 2139095040, !dbg !248
  %.342 = lshr i32 %.339, 16, !dbg !248
  %.343 = and i32 %.342, 1, !dbg !248
  %.344 = add i32 %.339, 32767, !dbg !248
  %.345 = add i32 %.344, %.343, !dbg !248
  %.346 = lshr i32 %.345, 16, !dbg !248
  %.348 = or i32 %.342, 64, !dbg !248
  %.349 = select i1 %.341, i32 %.348, i32 %.346, !dbg !248
  %.350 = trunc i32 %.349 to i16, !dbg !248
  br label %b43, !dbg !247

b43:                                              ; preds = %b39, %b41
  %t118 = phi i16 [ %t110.mux, %b39 ], [ %.350, %b41 ]
  %t119 = phi i1 [ %t111.mux, %b39 ], [ true, %b41 ]
  %.355 = add nuw nsw i64 %.150, 1, !dbg !247
  %.356 = icmp ult i32 %.149, 63, !dbg !247
  %.358 = and i64 %.355, 63, !dbg !247
  %71 = shl nuw i64 1, %.358, !dbg !247
  %72 = and i64 %71, %.153, !dbg !247
  %.360 = icmp ne i64 %72, 0, !dbg !247
  %.361 = and i1 %.356, %.360, !dbg !247
  %.362 = trunc i64 %.355 to i32, !dbg !247
  %.363 = shl i32 %.362, 2, !dbg !247
  %.364 = zext i16 %t118 to i32, !dbg !247
  %.365 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.364), !dbg !247
  %.366 = trunc i32 %.365 to i16, !dbg !247
  %t120 = select i1 %.361, i16 %.366, i16 %t118, !dbg !247
  %.380 = zext i1 %t119 to i32, !dbg !247
  %.381 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.380), !dbg !247
  %73 = and i32 %.381, 1, !dbg !247
  %.382 = icmp ne i32 %73, 0, !dbg !247
  %t121 = select i1 %.361, i1 %.382, i1 %t119, !dbg !247
  %t122 = icmp slt i32 %.1, 31, !dbg !247
  %t123 = and i1 %t122, %t121, !dbg !247
  %74 = select i1 %t123, i1 %t119, i1 false, !dbg !247
  %t118.mux = select i1 %t123, i16 %t120, i16 %t118, !dbg !247
  %t119.mux = select i1 %t123, i1 true, i1 %t119, !dbg !247
  br i1 %74, label %b45, label %b48, !dbg !247

b45:                                              ; preds = %b43
  %.386 = zext i16 %t120 to i32, !dbg !248
  %75 = insertelement <2 x i32> poison, i32 %.364, i64 0, !dbg !248
  %76 = insertelement <2 x i32> %75, i32 %.386, i64 1, !dbg !248
  %77 = shl nuw <2 x i32> %76, <i32 16, i32 16>, !dbg !248
  %78 = bitcast <2 x i32> %77 to <2 x float>, !dbg !248
  %shift31 = shufflevector <2 x float> %78, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !248
  %79 = fsub <2 x float> %78, %shift31, !dbg !248
  %bc = bitcast <2 x float> %79 to <2 x i32>, !dbg !248
  %.390 = extractelement <2 x i32> %bc, i64 0, !dbg !248
  %.391 = and i32 %.390, 2147483647, !dbg !248
  %.392 = icmp ugt i32 %.391, 2139095040, !dbg !248
  %.393 = lshr i32 %.390, 16, !dbg !248
  %.394 = and i32 %.393, 1, !dbg !248
  %.395 = add i32 %.390, 32767, !dbg !248
  %.396 = add i32 %.395, %.394, !dbg !248
  %.397 = lshr i32 %.396, 16, !dbg !248
  %.399 = or i32 %.393, 64, !dbg !248
  %.400 = select i1 %.392, i32 %.399, i32 %.397, !dbg !248
  %.401 = trunc i32 %.400 to i16, !dbg !248
  br label %b48, !dbg !247

b48:                                              ; preds = %b43, %b45, %b26
  %t128 = phi i16 [ %t86, %b26 ], [ %t118.mux, %b43 ], [ %.401, %b45 ]
  %t129 = phi i1 [ %t87, %b26 ], [ %t119.mux, %b43 ], [ true, %b45 ]
  %t130 = icmp eq i32 %.1, 0, !dbg !247
  %t131 = and i1 %t130, %t129, !dbg !247
  br i1 %t131, label %b49, label %b50, !dbg !247

b49:                                              ; preds = %b48
  %t132 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t5, !dbg !247
  store i16 %t128, ptr addrspace(1) %t132, align 2, !dbg !247
  br label %b50, !dbg !247

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !247
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i16 %a3, i8 %a4) local_unnamed_addr #2 !dbg !249 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !250
  %t3 = sext i32 %.2 to i64, !dbg !250
  %t4 = icmp slt i64 %t3, %a0, !dbg !250
  br i1 %t4, label %b1, label %b5, !dbg !250

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t3, !dbg !250
  %.3 = load i16, ptr addrspace(1) %t5, align 2, !dbg !250, !amdgpu.noclobber !6
  %t812 = add nsw i64 %t3, 256, !dbg !250
  %t1013 = icmp slt i64 %t812, %a0, !dbg !250
  br i1 %t1013, label %b3, label %b5, !dbg !250

b3:                                               ; preds = %b1, %b3
  %t815 = phi i64 [ %t8, %b3 ], [ %t812, %b1 ]
  %t914 = phi i16 [ %.23, %b3 ], [ %.3, %b1 ]
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t815, !dbg !250
  %.4 = load i16, ptr addrspace(1) %t11, align 2, !dbg !250, !amdgpu.noclobber !6
  %0 = insertelement <2 x i16> poison, i16 %t914, i64 0, !dbg !251
  %1 = insertelement <2 x i16> %0, i16 %.4, i64 1, !dbg !251
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !251
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !251
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !251
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !251
  %5 = fsub <2 x float> %4, %shift, !dbg !251
  %bc33 = bitcast <2 x float> %5 to <2 x i32>, !dbg !251
  %.12 = extractelement <2 x i32> %bc33, i64 0, !dbg !251
  %.13 = and i32 %.12, 2147483647, !dbg !251
  %.14 = icmp ugt i32 %.13, 2139095040, !dbg !251
  %.15 = lshr i32 %.12, 16, !dbg !251
  %.16 = and i32 %.15, 1, !dbg !251
  %.17 = add i32 %.12, 32767, !dbg !251
  %.18 = add i32 %.17, %.16, !dbg !251
  %.19 = lshr i32 %.18, 16, !dbg !251
  %.21 = or i32 %.15, 64, !dbg !251
  %.22 = select i1 %.14, i32 %.21, i32 %.19, !dbg !251
  %.23 = trunc i32 %.22 to i16, !dbg !251
  %t8 = add i64 %t815, 256, !dbg !250
  %t10 = icmp slt i64 %t8, %a0, !dbg !250
  br i1 %t10, label %b3, label %b5, !dbg !250

b5:                                               ; preds = %b3, %b1, %entry
  %t15 = phi i16 [ 0, %entry ], [ %.3, %b1 ], [ %.23, %b3 ]
  %t16 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.0, i32 %.2, !dbg !250
  store i16 %t15, ptr addrspace(3) %t16, align 2, !dbg !250
  %t17 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.1, i32 %.2, !dbg !250
  %.24 = zext i1 %t4 to i8, !dbg !250
  store i8 %.24, ptr addrspace(3) %t17, align 1, !dbg !250
  fence syncscope("workgroup") release, !dbg !250
  tail call void @llvm.amdgcn.s.barrier(), !dbg !250
  fence syncscope("workgroup") acquire, !dbg !250
  %t18 = icmp slt i32 %.2, 128, !dbg !250
  br i1 %t18, label %b6, label %b11, !dbg !250

b6:                                               ; preds = %b5
  %t19 = add nsw i32 %.2, 128, !dbg !250
  %t20 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.0, i32 %t19, !dbg !250
  %.25 = load i16, ptr addrspace(3) %t20, align 2, !dbg !250
  %t22 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.1, i32 %t19, !dbg !250
  %.26 = load i8, ptr addrspace(3) %t22, align 1, !dbg !250
  %.27.not11 = icmp eq i8 %.26, 0, !dbg !250
  %t4.not = xor i1 %t4, true, !dbg !250
  %brmerge = select i1 %.27.not11, i1 true, i1 %t4.not, !dbg !250
  %t15.mux = select i1 %.27.not11, i16 %t15, i16 %.25, !dbg !250
  %not..27.not11 = xor i1 %.27.not11, true, !dbg !250
  %t4.mux = select i1 %not..27.not11, i1 true, i1 %t4, !dbg !250
  br i1 %brmerge, label %b10, label %b8, !dbg !250

b8:                                               ; preds = %b6
  %6 = insertelement <2 x i16> poison, i16 %t15, i64 0, !dbg !251
  %7 = insertelement <2 x i16> %6, i16 %.25, i64 1, !dbg !251
  %8 = zext <2 x i16> %7 to <2 x i32>, !dbg !251
  %9 = shl nuw <2 x i32> %8, <i32 16, i32 16>, !dbg !251
  %10 = bitcast <2 x i32> %9 to <2 x float>, !dbg !251
  %shift16 = shufflevector <2 x float> %10, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !251
  %11 = fsub <2 x float> %10, %shift16, !dbg !251
  %bc32 = bitcast <2 x float> %11 to <2 x i32>, !dbg !251
  %.35 = extractelement <2 x i32> %bc32, i64 0, !dbg !251
  %.36 = and i32 %.35, 2147483647, !dbg !251
  %.37 = icmp ugt i32 %.36, 2139095040, !dbg !251
  %.38 = lshr i32 %.35, 16, !dbg !251
  %.39 = and i32 %.38, 1, !dbg !251
  %.40 = add i32 %.35, 32767, !dbg !251
  %.41 = add i32 %.40, %.39, !dbg !251
  %.42 = lshr i32 %.41, 16, !dbg !251
  %.44 = or i32 %.38, 64, !dbg !251
  %.45 = select i1 %.37, i32 %.44, i32 %.42, !dbg !251
  %.46 = trunc i32 %.45 to i16, !dbg !251
  br label %b10, !dbg !250

b10:                                              ; preds = %b6, %b8
  %t26 = phi i16 [ %t15.mux, %b6 ], [ %.46, %b8 ]
  %t27 = phi i1 [ %t4.mux, %b6 ], [ true, %b8 ]
  store i16 %t26, ptr addrspace(3) %t16, align 2, !dbg !250
  %.47 = zext i1 %t27 to i8, !dbg !250
  store i8 %.47, ptr addrspace(3) %t17, align 1, !dbg !250
  br label %b11, !dbg !250

b11:                                              ; preds = %b10, %b5
  %t28 = phi i16 [ %t26, %b10 ], [ %t15, %b5 ]
  %t29 = phi i1 [ %t27, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !250
  tail call void @llvm.amdgcn.s.barrier(), !dbg !250
  fence syncscope("workgroup") acquire, !dbg !250
  %t30 = icmp slt i32 %.2, 64, !dbg !250
  br i1 %t30, label %b12, label %b17, !dbg !250

b12:                                              ; preds = %b11
  %t31 = add nsw i32 %.2, 64, !dbg !250
  %t32 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.0, i32 %t31, !dbg !250
  %.48 = load i16, ptr addrspace(3) %t32, align 2, !dbg !250
  %t34 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.1, i32 %t31, !dbg !250
  %.49 = load i8, ptr addrspace(3) %t34, align 1, !dbg !250
  %.50.not10 = icmp eq i8 %.49, 0, !dbg !250
  %t29.not = xor i1 %t29, true, !dbg !250
  %brmerge1 = select i1 %.50.not10, i1 true, i1 %t29.not, !dbg !250
  %t28.mux = select i1 %.50.not10, i16 %t28, i16 %.48, !dbg !250
  %not..50.not10 = xor i1 %.50.not10, true, !dbg !250
  %t29.mux = select i1 %not..50.not10, i1 true, i1 %t29, !dbg !250
  br i1 %brmerge1, label %b16, label %b14, !dbg !250

b14:                                              ; preds = %b12
  %12 = insertelement <2 x i16> poison, i16 %t28, i64 0, !dbg !251
  %13 = insertelement <2 x i16> %12, i16 %.48, i64 1, !dbg !251
  %14 = zext <2 x i16> %13 to <2 x i32>, !dbg !251
  %15 = shl nuw <2 x i32> %14, <i32 16, i32 16>, !dbg !251
  %16 = bitcast <2 x i32> %15 to <2 x float>, !dbg !251
  %shift17 = shufflevector <2 x float> %16, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !251
  %17 = fsub <2 x float> %16, %shift17, !dbg !251
  %bc31 = bitcast <2 x float> %17 to <2 x i32>, !dbg !251
  %.58 = extractelement <2 x i32> %bc31, i64 0, !dbg !251
  %.59 = and i32 %.58, 2147483647, !dbg !251
  %.60 = icmp ugt i32 %.59, 2139095040, !dbg !251
  %.61 = lshr i32 %.58, 16, !dbg !251
  %.62 = and i32 %.61, 1, !dbg !251
  %.63 = add i32 %.58, 32767, !dbg !251
  %.64 = add i32 %.63, %.62, !dbg !251
  %.65 = lshr i32 %.64, 16, !dbg !251
  %.67 = or i32 %.61, 64, !dbg !251
  %.68 = select i1 %.60, i32 %.67, i32 %.65, !dbg !251
  %.69 = trunc i32 %.68 to i16, !dbg !251
  br label %b16, !dbg !250

b16:                                              ; preds = %b12, %b14
  %t38 = phi i16 [ %t28.mux, %b12 ], [ %.69, %b14 ]
  %t39 = phi i1 [ %t29.mux, %b12 ], [ true, %b14 ]
  store i16 %t38, ptr addrspace(3) %t16, align 2, !dbg !250
  %.70 = zext i1 %t39 to i8, !dbg !250
  store i8 %.70, ptr addrspace(3) %t17, align 1, !dbg !250
  br label %b17, !dbg !250

b17:                                              ; preds = %b16, %b11
  %t40 = phi i16 [ %t38, %b16 ], [ %t28, %b11 ]
  %t41 = phi i1 [ %t39, %b16 ], [ %t29, %b11 ]
  fence syncscope("workgroup") release, !dbg !250
  tail call void @llvm.amdgcn.s.barrier(), !dbg !250
  fence syncscope("workgroup") acquire, !dbg !250
  %t42 = icmp slt i32 %.2, 32, !dbg !250
  br i1 %t42, label %b18, label %b23, !dbg !250

b18:                                              ; preds = %b17
  %t43 = add nsw i32 %.2, 32, !dbg !250
  %t44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.0, i32 %t43, !dbg !250
  %.71 = load i16, ptr addrspace(3) %t44, align 2, !dbg !250
  %t46 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.1, i32 %t43, !dbg !250
  %.72 = load i8, ptr addrspace(3) %t46, align 1, !dbg !250
  %.73.not9 = icmp eq i8 %.72, 0, !dbg !250
  %t41.not = xor i1 %t41, true, !dbg !250
  %brmerge2 = select i1 %.73.not9, i1 true, i1 %t41.not, !dbg !250
  %t40.mux = select i1 %.73.not9, i16 %t40, i16 %.71, !dbg !250
  %not..73.not9 = xor i1 %.73.not9, true, !dbg !250
  %t41.mux = select i1 %not..73.not9, i1 true, i1 %t41, !dbg !250
  br i1 %brmerge2, label %b23, label %b20, !dbg !250

b20:                                              ; preds = %b18
  %18 = insertelement <2 x i16> poison, i16 %t40, i64 0, !dbg !251
  %19 = insertelement <2 x i16> %18, i16 %.71, i64 1, !dbg !251
  %20 = zext <2 x i16> %19 to <2 x i32>, !dbg !251
  %21 = shl nuw <2 x i32> %20, <i32 16, i32 16>, !dbg !251
  %22 = bitcast <2 x i32> %21 to <2 x float>, !dbg !251
  %shift18 = shufflevector <2 x float> %22, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !251
  %23 = fsub <2 x float> %22, %shift18, !dbg !251
  %bc30 = bitcast <2 x float> %23 to <2 x i32>, !dbg !251
  %.81 = extractelement <2 x i32> %bc30, i64 0, !dbg !251
  %.82 = and i32 %.81, 2147483647, !dbg !251
  %.83 = icmp ugt i32 %.82, 2139095040, !dbg !251
  %.84 = lshr i32 %.81, 16, !dbg !251
  %.85 = and i32 %.84, 1, !dbg !251
  %.86 = add i32 %.81, 32767, !dbg !251
  %.87 = add i32 %.86, %.85, !dbg !251
  %.88 = lshr i32 %.87, 16, !dbg !251
  %.90 = or i32 %.84, 64, !dbg !251
  %.91 = select i1 %.83, i32 %.90, i32 %.88, !dbg !251
  %.92 = trunc i32 %.91 to i16, !dbg !251
  br label %b23, !dbg !250

b23:                                              ; preds = %b18, %b20, %b17
  %t52 = phi i16 [ %t40, %b17 ], [ %t40.mux, %b18 ], [ %.92, %b20 ]
  %t53 = phi i1 [ %t41, %b17 ], [ %t41.mux, %b18 ], [ true, %b20 ]
  br i1 %t42, label %b24, label %b45, !dbg !250

b24:                                              ; preds = %b23
  %.94 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !250
  %.95 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.94), !dbg !250
  %.96 = zext i32 %.95 to i64, !dbg !250
  %.97 = add nuw nsw i64 %.96, 16, !dbg !250
  %.98 = icmp ult i32 %.95, 48, !dbg !250
  %.99 = tail call i64 @llvm.read_register.i64(metadata !236) #12, !dbg !250
  %.100 = and i64 %.97, 63, !dbg !250
  %24 = shl nuw i64 1, %.100, !dbg !250
  %25 = and i64 %24, %.99, !dbg !250
  %.102 = icmp ne i64 %25, 0, !dbg !250
  %.103 = and i1 %.98, %.102, !dbg !250
  %.104 = trunc i64 %.97 to i32, !dbg !250
  %.105 = shl i32 %.104, 2, !dbg !250
  %.106 = zext i16 %t52 to i32, !dbg !250
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !250
  %.108 = trunc i32 %.107 to i16, !dbg !250
  %t54 = select i1 %.103, i16 %.108, i16 %t52, !dbg !250
  %.122 = zext i1 %t53 to i32, !dbg !250
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.122), !dbg !250
  %26 = and i32 %.123, 1, !dbg !250
  %.124 = icmp ne i32 %26, 0, !dbg !250
  %t55 = select i1 %.103, i1 %.124, i1 %t53, !dbg !250
  %t56 = icmp slt i32 %.2, 16, !dbg !250
  %t57 = and i1 %t56, %t55, !dbg !250
  %27 = select i1 %t57, i1 %t53, i1 false, !dbg !250
  %t52.mux = select i1 %t57, i16 %t54, i16 %t52, !dbg !250
  %t53.mux = select i1 %t57, i1 true, i1 %t53, !dbg !250
  br i1 %27, label %b26, label %b28, !dbg !250

b26:                                              ; preds = %b24
  %.128 = zext i16 %t54 to i32, !dbg !251
  %28 = insertelement <2 x i32> poison, i32 %.106, i64 0, !dbg !251
  %29 = insertelement <2 x i32> %28, i32 %.128, i64 1, !dbg !251
  %30 = shl nuw <2 x i32> %29, <i32 16, i32 16>, !dbg !251
  %31 = bitcast <2 x i32> %30 to <2 x float>, !dbg !251
  %shift19 = shufflevector <2 x float> %31, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !251
  %32 = fsub <2 x float> %31, %shift19, !dbg !251
  %bc29 = bitcast <2 x float> %32 to <2 x i32>, !dbg !251
  %.132 = extractelement <2 x i32> %bc29, i64 0, !dbg !251
  %.133 = and i32 %.132, 2147483647, !dbg !251
  %.134 = icmp ugt i32 %.133, 2139095040, !dbg !251
  %.135 = lshr i32 %.132, 16, !dbg !251
  %.136 = and i32 %.135, 1, !dbg !251
  %.137 = add i32 %.132, 32767, !dbg !251
  %.138 = add i32 %.137, %.136, !dbg !251
  %.139 = lshr i32 %.138, 16, !dbg !251
  %.141 = or i32 %.135, 64, !dbg !251
  %.142 = select i1 %.134, i32 %.141, i32 %.139, !dbg !251
  %.143 = trunc i32 %.142 to i16, !dbg !251
  br label %b28, !dbg !250

b28:                                              ; preds = %b24, %b26
  %t60 = phi i16 [ %t52.mux, %b24 ], [ %.143, %b26 ]
  %t61 = phi i1 [ %t53.mux, %b24 ], [ true, %b26 ]
  %.148 = add nuw nsw i64 %.96, 8, !dbg !250
  %.149 = icmp ult i32 %.95, 56, !dbg !250
  %.151 = and i64 %.148, 63, !dbg !250
  %33 = shl nuw i64 1, %.151, !dbg !250
  %34 = and i64 %33, %.99, !dbg !250
  %.153 = icmp ne i64 %34, 0, !dbg !250
  %.154 = and i1 %.149, %.153, !dbg !250
  %.155 = trunc i64 %.148 to i32, !dbg !250
  %.156 = shl i32 %.155, 2, !dbg !250
  %.157 = zext i16 %t60 to i32, !dbg !250
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.157), !dbg !250
  %.159 = trunc i32 %.158 to i16, !dbg !250
  %t62 = select i1 %.154, i16 %.159, i16 %t60, !dbg !250
  %.173 = zext i1 %t61 to i32, !dbg !250
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.173), !dbg !250
  %35 = and i32 %.174, 1, !dbg !250
  %.175 = icmp ne i32 %35, 0, !dbg !250
  %t63 = select i1 %.154, i1 %.175, i1 %t61, !dbg !250
  %t64 = icmp slt i32 %.2, 24, !dbg !250
  %t65 = and i1 %t64, %t63, !dbg !250
  %36 = select i1 %t65, i1 %t61, i1 false, !dbg !250
  %t60.mux = select i1 %t65, i16 %t62, i16 %t60, !dbg !250
  %t61.mux = select i1 %t65, i1 true, i1 %t61, !dbg !250
  br i1 %36, label %b30, label %b32, !dbg !250

b30:                                              ; preds = %b28
  %.179 = zext i16 %t62 to i32, !dbg !251
  %37 = insertelement <2 x i32> poison, i32 %.157, i64 0, !dbg !251
  %38 = insertelement <2 x i32> %37, i32 %.179, i64 1, !dbg !251
  %39 = shl nuw <2 x i32> %38, <i32 16, i32 16>, !dbg !251
  %40 = bitcast <2 x i32> %39 to <2 x float>, !dbg !251
  %shift20 = shufflevector <2 x float> %40, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !251
  %41 = fsub <2 x float> %40, %shift20, !dbg !251
  %bc28 = bitcast <2 x float> %41 to <2 x i32>, !dbg !251
  %.183 = extractelement <2 x i32> %bc28, i64 0, !dbg !251
  %.184 = and i32 %.183, 2147483647, !dbg !251
  %.185 = icmp ugt i32 %.184, 2139095040, !dbg !251
  %.186 = lshr i32 %.183, 16, !dbg !251
  %.187 = and i32 %.186, 1, !dbg !251
  %.188 = add i32 %.183, 32767, !dbg !251
  %.189 = add i32 %.188, %.187, !dbg !251
  %.190 = lshr i32 %.189, 16, !dbg !251
  %.192 = or i32 %.186, 64, !dbg !251
  %.193 = select i1 %.185, i32 %.192, i32 %.190, !dbg !251
  %.194 = trunc i32 %.193 to i16, !dbg !251
  br label %b32, !dbg !250

b32:                                              ; preds = %b28, %b30
  %t68 = phi i16 [ %t60.mux, %b28 ], [ %.194, %b30 ]
  %t69 = phi i1 [ %t61.mux, %b28 ], [ true, %b30 ]
  %.199 = add nuw nsw i64 %.96, 4, !dbg !250
  %.200 = icmp ult i32 %.95, 60, !dbg !250
  %.202 = and i64 %.199, 63, !dbg !250
  %42 = shl nuw i64 1, %.202, !dbg !250
  %43 = and i64 %42, %.99, !dbg !250
  %.204 = icmp ne i64 %43, 0, !dbg !250
  %.205 = and i1 %.200, %.204, !dbg !250
  %.206 = trunc i64 %.199 to i32, !dbg !250
  %.207 = shl i32 %.206, 2, !dbg !250
  %.208 = zext i16 %t68 to i32, !dbg !250
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !250
  %.210 = trunc i32 %.209 to i16, !dbg !250
  %t70 = select i1 %.205, i16 %.210, i16 %t68, !dbg !250
  %.224 = zext i1 %t69 to i32, !dbg !250
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !250
  %44 = and i32 %.225, 1, !dbg !250
  %.226 = icmp ne i32 %44, 0, !dbg !250
  %t71 = select i1 %.205, i1 %.226, i1 %t69, !dbg !250
  %t72 = icmp slt i32 %.2, 28, !dbg !250
  %t73 = and i1 %t72, %t71, !dbg !250
  %45 = select i1 %t73, i1 %t69, i1 false, !dbg !250
  %t68.mux = select i1 %t73, i16 %t70, i16 %t68, !dbg !250
  %t69.mux = select i1 %t73, i1 true, i1 %t69, !dbg !250
  br i1 %45, label %b34, label %b36, !dbg !250

b34:                                              ; preds = %b32
  %.230 = zext i16 %t70 to i32, !dbg !251
  %46 = insertelement <2 x i32> poison, i32 %.208, i64 0, !dbg !251
  %47 = insertelement <2 x i32> %46, i32 %.230, i64 1, !dbg !251
  %48 = shl nuw <2 x i32> %47, <i32 16, i32 16>, !dbg !251
  %49 = bitcast <2 x i32> %48 to <2 x float>, !dbg !251
  %shift21 = shufflevector <2 x float> %49, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !251
  %50 = fsub <2 x float> %49, %shift21, !dbg !251
  %bc27 = bitcast <2 x float> %50 to <2 x i32>, !dbg !251
  %.234 = extractelement <2 x i32> %bc27, i64 0, !dbg !251
  %.235 = and i32 %.234, 2147483647, !dbg !251
  %.236 = icmp ugt i32 %.235, 2139095040, !dbg !251
  %.237 = lshr i32 %.234, 16, !dbg !251
  %.238 = and i32 %.237, 1, !dbg !251
  %.239 = add i32 %.234, 32767, !dbg !251
  %.240 = add i32 %.239, %.238, !dbg !251
  %.241 = lshr i32 %.240, 16, !dbg !251
  %.243 = or i32 %.237, 64, !dbg !251
  %.244 = select i1 %.236, i32 %.243, i32 %.241, !dbg !251
  %.245 = trunc i32 %.244 to i16, !dbg !251
  br label %b36, !dbg !250

b36:                                              ; preds = %b32, %b34
  %t76 = phi i16 [ %t68.mux, %b32 ], [ %.245, %b34 ]
  %t77 = phi i1 [ %t69.mux, %b32 ], [ true, %b34 ]
  %.250 = add nuw nsw i64 %.96, 2, !dbg !250
  %.251 = icmp ult i32 %.95, 62, !dbg !250
  %.253 = and i64 %.250, 63, !dbg !250
  %51 = shl nuw i64 1, %.253, !dbg !250
  %52 = and i64 %51, %.99, !dbg !250
  %.255 = icmp ne i64 %52, 0, !dbg !250
  %.256 = and i1 %.251, %.255, !dbg !250
  %.257 = trunc i64 %.250 to i32, !dbg !250
  %.258 = shl i32 %.257, 2, !dbg !250
  %.259 = zext i16 %t76 to i32, !dbg !250
  %.260 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.259), !dbg !250
  %.261 = trunc i32 %.260 to i16, !dbg !250
  %t78 = select i1 %.256, i16 %.261, i16 %t76, !dbg !250
  %.275 = zext i1 %t77 to i32, !dbg !250
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.275), !dbg !250
  %53 = and i32 %.276, 1, !dbg !250
  %.277 = icmp ne i32 %53, 0, !dbg !250
  %t79 = select i1 %.256, i1 %.277, i1 %t77, !dbg !250
  %t80 = icmp slt i32 %.2, 30, !dbg !250
  %t81 = and i1 %t80, %t79, !dbg !250
  %54 = select i1 %t81, i1 %t77, i1 false, !dbg !250
  %t76.mux = select i1 %t81, i16 %t78, i16 %t76, !dbg !250
  %t77.mux = select i1 %t81, i1 true, i1 %t77, !dbg !250
  br i1 %54, label %b38, label %b40, !dbg !250

b38:                                              ; preds = %b36
  %.281 = zext i16 %t78 to i32, !dbg !251
  %55 = insertelement <2 x i32> poison, i32 %.259, i64 0, !dbg !251
  %56 = insertelement <2 x i32> %55, i32 %.281, i64 1, !dbg !251
  %57 = shl nuw <2 x i32> %56, <i32 16, i32 16>, !dbg !251
  %58 = bitcast <2 x i32> %57 to <2 x float>, !dbg !251
  %shift22 = shufflevector <2 x float> %58, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !251
  %59 = fsub <2 x float> %58, %shift22, !dbg !251
  %bc26 = bitcast <2 x float> %59 to <2 x i32>, !dbg !251
  %.285 = extractelement <2 x i32> %bc26, i64 0, !dbg !251
  %.286 = and i32 %.285, 2147483647, !dbg !251
  %.287 = icmp ugt i32 %.286, 2139095040, !dbg !251
  %.288 = lshr i32 %.285, 16, !dbg !251
  %.289 = and i32 %.288, 1, !dbg !251
  %.290 = add i32 %.285, 32767, !dbg !251
  %.291 = add i32 %.290, %.289, !dbg !251
  %.292 = lshr i32 %.291, 16, !dbg !251
  %.294 = or i32 %.288, 64, !dbg !251
  %.295 = select i1 %.287, i32 %.294, i32 %.292, !dbg !251
  %.296 = trunc i32 %.295 to i16, !dbg !251
  br label %b40, !dbg !250

b40:                                              ; preds = %b36, %b38
  %t84 = phi i16 [ %t76.mux, %b36 ], [ %.296, %b38 ]
  %t85 = phi i1 [ %t77.mux, %b36 ], [ true, %b38 ]
  %.301 = add nuw nsw i64 %.96, 1, !dbg !250
  %.302 = icmp ult i32 %.95, 63, !dbg !250
  %.304 = and i64 %.301, 63, !dbg !250
  %60 = shl nuw i64 1, %.304, !dbg !250
  %61 = and i64 %60, %.99, !dbg !250
  %.306 = icmp ne i64 %61, 0, !dbg !250
  %.307 = and i1 %.302, %.306, !dbg !250
  %.308 = trunc i64 %.301 to i32, !dbg !250
  %.309 = shl i32 %.308, 2, !dbg !250
  %.310 = zext i16 %t84 to i32, !dbg !250
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.310), !dbg !250
  %.312 = trunc i32 %.311 to i16, !dbg !250
  %t86 = select i1 %.307, i16 %.312, i16 %t84, !dbg !250
  %.326 = zext i1 %t85 to i32, !dbg !250
  %.327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.326), !dbg !250
  %62 = and i32 %.327, 1, !dbg !250
  %.328 = icmp ne i32 %62, 0, !dbg !250
  %t87 = select i1 %.307, i1 %.328, i1 %t85, !dbg !250
  %t88 = icmp slt i32 %.2, 31, !dbg !250
  %t89 = and i1 %t88, %t87, !dbg !250
  %63 = select i1 %t89, i1 %t85, i1 false, !dbg !250
  %t84.mux = select i1 %t89, i16 %t86, i16 %t84, !dbg !250
  %t85.mux = select i1 %t89, i1 true, i1 %t85, !dbg !250
  br i1 %63, label %b42, label %b45, !dbg !250

b42:                                              ; preds = %b40
  %.332 = zext i16 %t86 to i32, !dbg !251
  %64 = insertelement <2 x i32> poison, i32 %.310, i64 0, !dbg !251
  %65 = insertelement <2 x i32> %64, i32 %.332, i64 1, !dbg !251
  %66 = shl nuw <2 x i32> %65, <i32 16, i32 16>, !dbg !251
  %67 = bitcast <2 x i32> %66 to <2 x float>, !dbg !251
  %shift23 = shufflevector <2 x float> %67, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !251
  %68 = fsub <2 x float> %67, %shift23, !dbg !251
  %bc25 = bitcast <2 x float> %68 to <2 x i32>, !dbg !251
  %.336 = extractelement <2 x i32> %bc25, i64 0, !dbg !251
  %.337 = and i32 %.336, 2147483647, !dbg !251
  %.338 = icmp ugt i32 %.337, 2139095040, !dbg !251
  %.339 = lshr i32 %.336, 16, !dbg !251
  %.340 = and i32 %.339, 1, !dbg !251
  %.341 = add i32 %.336, 32767, !dbg !251
  %.342 = add i32 %.341, %.340, !dbg !251
  %.343 = lshr i32 %.342, 16, !dbg !251
  %.345 = or i32 %.339, 64, !dbg !251
  %.346 = select i1 %.338, i32 %.345, i32 %.343, !dbg !251
  %.347 = trunc i32 %.346 to i16, !dbg !251
  br label %b45, !dbg !250

b45:                                              ; preds = %b40, %b42, %b23
  %t94 = phi i16 [ %t52, %b23 ], [ %t84.mux, %b40 ], [ %.347, %b42 ]
  %t95 = phi i1 [ %t53, %b23 ], [ %t85.mux, %b40 ], [ true, %b42 ]
  %t96 = icmp eq i32 %.2, 0, !dbg !250
  br i1 %t96, label %b46, label %b52, !dbg !250

b46:                                              ; preds = %b45
  %69 = select i1 %t95, i1 %.1, i1 false, !dbg !250
  %a3.mux = select i1 %t95, i16 %t94, i16 %a3, !dbg !250
  %.1.mux = select i1 %t95, i1 true, i1 %.1, !dbg !250
  br i1 %69, label %b48, label %b50, !dbg !250

b48:                                              ; preds = %b46
  %70 = insertelement <2 x i16> poison, i16 %a3, i64 0, !dbg !251
  %71 = insertelement <2 x i16> %70, i16 %t94, i64 1, !dbg !251
  %72 = zext <2 x i16> %71 to <2 x i32>, !dbg !251
  %73 = shl nuw <2 x i32> %72, <i32 16, i32 16>, !dbg !251
  %74 = bitcast <2 x i32> %73 to <2 x float>, !dbg !251
  %shift24 = shufflevector <2 x float> %74, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !251
  %75 = fsub <2 x float> %74, %shift24, !dbg !251
  %bc = bitcast <2 x float> %75 to <2 x i32>, !dbg !251
  %.355 = extractelement <2 x i32> %bc, i64 0, !dbg !251
  %.356 = and i32 %.355, 2147483647, !dbg !251
  %.357 = icmp ugt i32 %.356, 2139095040, !dbg !251
  %.358 = lshr i32 %.355, 16, !dbg !251
  %.359 = and i32 %.358, 1, !dbg !251
  %.360 = add i32 %.355, 32767, !dbg !251
  %.361 = add i32 %.360, %.359, !dbg !251
  %.362 = lshr i32 %.361, 16, !dbg !251
  %.364 = or i32 %.358, 64, !dbg !251
  %.365 = select i1 %.357, i32 %.364, i32 %.362, !dbg !251
  %.366 = trunc i32 %.365 to i16, !dbg !251
  br label %b50, !dbg !250

b50:                                              ; preds = %b46, %b48
  %t99 = phi i16 [ %a3.mux, %b46 ], [ %.366, %b48 ]
  %t100 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t100, label %b51, label %b52, !dbg !250

b51:                                              ; preds = %b50
  store i16 %t99, ptr addrspace(1) %a2, align 2, !dbg !250
  br label %b52, !dbg !250

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !250
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i16 %a2, ptr addrspace(1) %a3, i16 %a4, ptr addrspace(1) %a5) local_unnamed_addr #4 !dbg !252 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !253
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !253
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !253
  %t3 = sext i32 %.1 to i64, !dbg !253
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !253
  %t5 = sext i32 %.2 to i64, !dbg !253
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !253
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !253
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !253, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !253
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !253
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !253, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !253
  %.15 = add i32 %.14, %.9, !dbg !253
  %.16 = udiv i32 %.15, %.6, !dbg !253
  %t9 = sext i32 %.16 to i64, !dbg !253
  %t10 = mul nsw i64 %t7, %t5, !dbg !253
  %t11 = add nsw i64 %t10, %t3, !dbg !253
  %t12 = mul nsw i64 %t9, %t7, !dbg !253
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !253
  %t16 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !253
  %0 = or i64 %t16, %t13, !dbg !253
  %t20 = ptrtoint ptr addrspace(1) %a5 to i64, !dbg !253
  %1 = or i64 %0, %t20, !dbg !253
  %2 = and i64 %1, 3, !dbg !253
  %3 = icmp eq i64 %2, 0, !dbg !253
  %t24 = ashr i64 %a0, 1, !dbg !253
  %t291 = icmp slt i64 %t11, %t24, !dbg !253
  %or.cond = select i1 %3, i1 %t291, i1 false, !dbg !253
  br i1 %or.cond, label %b3.preheader, label %b8, !dbg !253

b3.preheader:                                     ; preds = %entry
  %4 = insertelement <2 x i16> poison, i16 %a2, i64 0
  %5 = shufflevector <2 x i16> %4, <2 x i16> poison, <2 x i32> zeroinitializer
  %6 = insertelement <2 x i16> poison, i16 %a4, i64 0
  %7 = shufflevector <2 x i16> %6, <2 x i16> poison, <2 x i32> zeroinitializer
  br label %b3, !dbg !253

b3:                                               ; preds = %b3.preheader, %b7
  %t282 = phi i64 [ %t53, %b7 ], [ %t11, %b3.preheader ]
  br i1 %t0.not, label %b5, label %b4, !dbg !253

b4:                                               ; preds = %b3
  %t30 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t282, !dbg !253
  %.17 = load i32, ptr addrspace(1) %t30, align 4, !dbg !253
  %t34 = lshr i32 %.17, 16, !dbg !253
  %8 = insertelement <2 x i32> poison, i32 %.17, i64 0, !dbg !253
  %9 = insertelement <2 x i32> %8, i32 %t34, i64 1, !dbg !253
  %10 = trunc <2 x i32> %9 to <2 x i16>, !dbg !253
  br label %b5, !dbg !253

b5:                                               ; preds = %b4, %b3
  %11 = phi <2 x i16> [ %10, %b4 ], [ %5, %b3 ]
  br i1 %t1.not, label %b7, label %b6, !dbg !253

b6:                                               ; preds = %b5
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t282, !dbg !253
  %.18 = load i32, ptr addrspace(1) %t38, align 4, !dbg !253
  %t42 = lshr i32 %.18, 16, !dbg !253
  %12 = insertelement <2 x i32> poison, i32 %.18, i64 0, !dbg !253
  %13 = insertelement <2 x i32> %12, i32 %t42, i64 1, !dbg !253
  %14 = trunc <2 x i32> %13 to <2 x i16>, !dbg !253
  br label %b7, !dbg !253

b7:                                               ; preds = %b6, %b5
  %15 = phi <2 x i16> [ %14, %b6 ], [ %7, %b5 ]
  %16 = shufflevector <2 x i16> %11, <2 x i16> %15, <2 x i32> <i32 0, i32 2>, !dbg !254
  %17 = zext <2 x i16> %16 to <2 x i32>, !dbg !254
  %18 = shl nuw <2 x i32> %17, <i32 16, i32 16>, !dbg !254
  %19 = bitcast <2 x i32> %18 to <2 x float>, !dbg !254
  %shift = shufflevector <2 x float> %19, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !254
  %20 = fmul <2 x float> %shift, %19, !dbg !254
  %bc7 = bitcast <2 x float> %20 to <2 x i32>, !dbg !254
  %.26 = extractelement <2 x i32> %bc7, i64 0, !dbg !254
  %.27 = and i32 %.26, 2147483647, !dbg !254
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !254
  %.29 = lshr i32 %.26, 16, !dbg !254
  %.30 = and i32 %.29, 1, !dbg !254
  %.31 = add i32 %.26, 32767, !dbg !254
  %.32 = add i32 %.31, %.30, !dbg !254
  %.33 = lshr i32 %.32, 16, !dbg !254
  %.35 = or i32 %.29, 64, !dbg !254
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !254
  %21 = shufflevector <2 x i16> %11, <2 x i16> poison, <2 x i32> <i32 1, i32 undef>, !dbg !254
  %22 = shufflevector <2 x i16> %21, <2 x i16> %15, <2 x i32> <i32 0, i32 3>, !dbg !254
  %23 = zext <2 x i16> %22 to <2 x i32>, !dbg !254
  %24 = shl nuw <2 x i32> %23, <i32 16, i32 16>, !dbg !254
  %25 = bitcast <2 x i32> %24 to <2 x float>, !dbg !254
  %shift5 = shufflevector <2 x float> %25, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !254
  %26 = fmul <2 x float> %shift5, %25, !dbg !254
  %bc8 = bitcast <2 x float> %26 to <2 x i32>, !dbg !254
  %.45 = extractelement <2 x i32> %bc8, i64 0, !dbg !254
  %.46 = and i32 %.45, 2147483647, !dbg !254
  %.47 = icmp ugt i32 %.46, 2139095040, !dbg !254
  %.48 = lshr i32 %.45, 16, !dbg !254
  %.49 = and i32 %.48, 1, !dbg !254
  %.50 = add i32 %.45, 32767, !dbg !254
  %.51 = add i32 %.50, %.49, !dbg !254
  %.52 = lshr i32 %.51, 16, !dbg !254
  %.54 = or i32 %.48, 64, !dbg !254
  %.55 = select i1 %.47, i32 %.54, i32 %.52, !dbg !254
  %t50 = shl nuw i32 %.55, 16, !dbg !253
  %t51 = or i32 %t50, %.36, !dbg !253
  %t52 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t282, !dbg !253
  store i32 %t51, ptr addrspace(1) %t52, align 4, !dbg !253
  %t53 = add i64 %t282, %t12, !dbg !253
  %t29 = icmp slt i64 %t53, %t24, !dbg !253
  br i1 %t29, label %b3, label %b8, !dbg !253

b8:                                               ; preds = %b7, %entry
  %t54 = and i64 %a0, -2, !dbg !253
  %t55 = select i1 %3, i64 %t54, i64 0, !dbg !253
  %t56 = add i64 %t11, %t55, !dbg !253
  %t583 = icmp slt i64 %t56, %a0, !dbg !253
  br i1 %t583, label %b10, label %b15, !dbg !253

b10:                                              ; preds = %b8, %b14
  %t574 = phi i64 [ %t67, %b14 ], [ %t56, %b8 ]
  br i1 %t0.not, label %b12, label %b11, !dbg !253

b11:                                              ; preds = %b10
  %t59 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t574, !dbg !253
  %.57 = load i16, ptr addrspace(1) %t59, align 2, !dbg !253
  br label %b12, !dbg !253

b12:                                              ; preds = %b11, %b10
  %t61 = phi i16 [ %.57, %b11 ], [ %a2, %b10 ]
  br i1 %t1.not, label %b14, label %b13, !dbg !253

b13:                                              ; preds = %b12
  %t62 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t574, !dbg !253
  %.58 = load i16, ptr addrspace(1) %t62, align 2, !dbg !253
  br label %b14, !dbg !253

b14:                                              ; preds = %b13, %b12
  %t64 = phi i16 [ %.58, %b13 ], [ %a4, %b12 ]
  %27 = insertelement <2 x i16> poison, i16 %t61, i64 0, !dbg !254
  %28 = insertelement <2 x i16> %27, i16 %t64, i64 1, !dbg !254
  %29 = zext <2 x i16> %28 to <2 x i32>, !dbg !254
  %30 = shl nuw <2 x i32> %29, <i32 16, i32 16>, !dbg !254
  %31 = bitcast <2 x i32> %30 to <2 x float>, !dbg !254
  %shift6 = shufflevector <2 x float> %31, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !254
  %32 = fmul <2 x float> %shift6, %31, !dbg !254
  %bc = bitcast <2 x float> %32 to <2 x i32>, !dbg !254
  %.66 = extractelement <2 x i32> %bc, i64 0, !dbg !254
  %.67 = and i32 %.66, 2147483647, !dbg !254
  %.68 = icmp ugt i32 %.67, 2139095040, !dbg !254
  %.69 = lshr i32 %.66, 16, !dbg !254
  %.70 = and i32 %.69, 1, !dbg !254
  %.71 = add i32 %.66, 32767, !dbg !254
  %.72 = add i32 %.71, %.70, !dbg !254
  %.73 = lshr i32 %.72, 16, !dbg !254
  %.75 = or i32 %.69, 64, !dbg !254
  %.76 = select i1 %.68, i32 %.75, i32 %.73, !dbg !254
  %.77 = trunc i32 %.76 to i16, !dbg !254
  %t66 = getelementptr inbounds i16, ptr addrspace(1) %a5, i64 %t574, !dbg !253
  store i16 %.77, ptr addrspace(1) %t66, align 2, !dbg !253
  %t67 = add i64 %t574, %t12, !dbg !253
  %t58 = icmp slt i64 %t67, %a0, !dbg !253
  br i1 %t58, label %b10, label %b15, !dbg !253

b15:                                              ; preds = %b14, %b8
  ret void, !dbg !253
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !255 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !256
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !256
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !256
  %t3 = sext i32 %.1 to i64, !dbg !256
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !256
  %t5 = sext i32 %.2 to i64, !dbg !256
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !256
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !256
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !256, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !256
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !256
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !256, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !256
  %.15 = add i32 %.14, %.9, !dbg !256
  %.16 = udiv i32 %.15, %.6, !dbg !256
  %t9 = sext i32 %.16 to i64, !dbg !256
  %t10 = mul nsw i64 %t7, %t5, !dbg !256
  %t11 = add nsw i64 %t10, %t3, !dbg !256
  %t12 = mul nsw i64 %t9, %t7, !dbg !256
  %t13 = icmp sgt i64 %a1, 7, !dbg !256
  %t15 = icmp sgt i64 %a1, 6, !dbg !256
  %t17 = icmp sgt i64 %a1, 5, !dbg !256
  %t19 = icmp sgt i64 %a1, 4, !dbg !256
  %t21 = icmp sgt i64 %a1, 3, !dbg !256
  %t23 = icmp sgt i64 %a1, 2, !dbg !256
  %t25 = icmp sgt i64 %a1, 1, !dbg !256
  %t27 = icmp sgt i64 %a1, 0, !dbg !256
  %t291 = icmp slt i64 %t11, %a0, !dbg !256
  br i1 %t291, label %b2, label %b23, !dbg !256

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t149, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !256

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !256
  %t33 = mul i64 %t31, %a9, !dbg !256
  %t34 = sub nuw i64 %t282, %t33, !dbg !256
  %t35 = mul i64 %t34, %a19, !dbg !256
  %t36 = mul i64 %t34, %a29, !dbg !256
  %t37 = mul i64 %t34, %a38, !dbg !256
  br label %b4, !dbg !256

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !256

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !256
  %t45 = mul i64 %t43, %a8, !dbg !256
  %t46 = sub i64 %t38, %t45, !dbg !256
  %t47 = mul i64 %t46, %a18, !dbg !256
  %t48 = add i64 %t47, %t39, !dbg !256
  %t49 = mul i64 %t46, %a28, !dbg !256
  %t50 = add i64 %t49, %t40, !dbg !256
  %t51 = mul i64 %t46, %a37, !dbg !256
  %t52 = add i64 %t51, %t41, !dbg !256
  br label %b6, !dbg !256

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !256

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !256
  %t60 = mul i64 %t58, %a7, !dbg !256
  %t61 = sub i64 %t53, %t60, !dbg !256
  %t62 = mul i64 %t61, %a17, !dbg !256
  %t63 = add i64 %t62, %t54, !dbg !256
  %t64 = mul i64 %t61, %a27, !dbg !256
  %t65 = add i64 %t64, %t55, !dbg !256
  %t66 = mul i64 %t61, %a36, !dbg !256
  %t67 = add i64 %t66, %t56, !dbg !256
  br label %b8, !dbg !256

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !256

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !256
  %t75 = mul i64 %t73, %a6, !dbg !256
  %t76 = sub i64 %t68, %t75, !dbg !256
  %t77 = mul i64 %t76, %a16, !dbg !256
  %t78 = add i64 %t77, %t69, !dbg !256
  %t79 = mul i64 %t76, %a26, !dbg !256
  %t80 = add i64 %t79, %t70, !dbg !256
  %t81 = mul i64 %t76, %a35, !dbg !256
  %t82 = add i64 %t81, %t71, !dbg !256
  br label %b10, !dbg !256

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !256

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !256
  %t90 = mul i64 %t88, %a5, !dbg !256
  %t91 = sub i64 %t83, %t90, !dbg !256
  %t92 = mul i64 %t91, %a15, !dbg !256
  %t93 = add i64 %t92, %t84, !dbg !256
  %t94 = mul i64 %t91, %a25, !dbg !256
  %t95 = add i64 %t94, %t85, !dbg !256
  %t96 = mul i64 %t91, %a34, !dbg !256
  %t97 = add i64 %t96, %t86, !dbg !256
  br label %b12, !dbg !256

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !256

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !256
  %t105 = mul i64 %t103, %a4, !dbg !256
  %t106 = sub i64 %t98, %t105, !dbg !256
  %t107 = mul i64 %t106, %a14, !dbg !256
  %t108 = add i64 %t107, %t99, !dbg !256
  %t109 = mul i64 %t106, %a24, !dbg !256
  %t110 = add i64 %t109, %t100, !dbg !256
  %t111 = mul i64 %t106, %a33, !dbg !256
  %t112 = add i64 %t111, %t101, !dbg !256
  br label %b14, !dbg !256

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !256

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !256
  %t120 = mul i64 %t118, %a3, !dbg !256
  %t121 = sub i64 %t113, %t120, !dbg !256
  %t122 = mul i64 %t121, %a13, !dbg !256
  %t123 = add i64 %t122, %t114, !dbg !256
  %t124 = mul i64 %t121, %a23, !dbg !256
  %t125 = add i64 %t124, %t115, !dbg !256
  %t126 = mul i64 %t121, %a32, !dbg !256
  %t127 = add i64 %t126, %t116, !dbg !256
  br label %b16, !dbg !256

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !256

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !256
  %t133 = add i64 %t129, %t132, !dbg !256
  %t134 = mul i64 %t128, %a22, !dbg !256
  %t135 = add i64 %t130, %t134, !dbg !256
  %t136 = mul i64 %t128, %a31, !dbg !256
  %t137 = add i64 %t131, %t136, !dbg !256
  br label %b18, !dbg !256

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !256

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t138, !dbg !256
  %.17 = load i16, ptr addrspace(1) %t141, align 2, !dbg !256
  br label %b20, !dbg !256

b20:                                              ; preds = %b19, %b18
  %t143 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !256

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t139, !dbg !256
  %.18 = load i16, ptr addrspace(1) %t144, align 2, !dbg !256
  br label %b22, !dbg !256

b22:                                              ; preds = %b21, %b20
  %t146 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  %0 = insertelement <2 x i16> poison, i16 %t143, i64 0, !dbg !257
  %1 = insertelement <2 x i16> %0, i16 %t146, i64 1, !dbg !257
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !257
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !257
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !257
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !257
  %5 = fmul <2 x float> %shift, %4, !dbg !257
  %bc = bitcast <2 x float> %5 to <2 x i32>, !dbg !257
  %.26 = extractelement <2 x i32> %bc, i64 0, !dbg !257
  %.27 = and i32 %.26, 2147483647, !dbg !257
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !257
  %.29 = lshr i32 %.26, 16, !dbg !257
  %.30 = and i32 %.29, 1, !dbg !257
  %.31 = add i32 %.26, 32767, !dbg !257
  %.32 = add i32 %.31, %.30, !dbg !257
  %.33 = lshr i32 %.32, 16, !dbg !257
  %.35 = or i32 %.29, 64, !dbg !257
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !257
  %.37 = trunc i32 %.36 to i16, !dbg !257
  %t148 = getelementptr inbounds i16, ptr addrspace(1) %a30, i64 %t140, !dbg !256
  store i16 %.37, ptr addrspace(1) %t148, align 2, !dbg !256
  %t149 = add i64 %t282, %t12, !dbg !256
  %t29 = icmp slt i64 %t149, %a0, !dbg !256
  br i1 %t29, label %b2, label %b23, !dbg !256

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !256
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !258 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !259
  %t3 = sext i32 %.1 to i64, !dbg !259
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !259
  %t5 = sext i32 %.2 to i64, !dbg !259
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !259
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !259
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !259, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !259
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !259
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !259, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !259
  %.15 = add i32 %.14, %.9, !dbg !259
  %.16 = udiv i32 %.15, %.6, !dbg !259
  %t9 = sext i32 %.16 to i64, !dbg !259
  %t10 = mul nsw i64 %t7, %t5, !dbg !259
  %t11 = add nsw i64 %t10, %t3, !dbg !259
  %t12 = mul nsw i64 %t9, %t7, !dbg !259
  %t13 = shl nsw i64 %t12, 1, !dbg !259
  %t14 = icmp slt i64 %t11, %a0, !dbg !259
  br i1 %t14, label %b1, label %b8, !dbg !259

b1:                                               ; preds = %entry
  %t15 = mul i64 %t11, %a2, !dbg !259
  %t16 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t15, !dbg !259
  %.17 = load i16, ptr addrspace(1) %t16, align 2, !dbg !259, !amdgpu.noclobber !6
  %t18 = add nsw i64 %t12, %t11, !dbg !259
  %t19 = sub i64 %a0, %t12, !dbg !259
  %t22 = mul i64 %t13, %a2, !dbg !259
  %t23 = mul i64 %t12, %a2, !dbg !259
  %t3111 = icmp slt i64 %t18, %t19, !dbg !259
  br i1 %t3111, label %b3.preheader, label %b4, !dbg !259

b3.preheader:                                     ; preds = %b1
  %t20 = mul i64 %t18, %a2, !dbg !259
  %t24 = add i64 %t20, %t23, !dbg !259
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t24, !dbg !259
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t20, !dbg !259
  br label %b3, !dbg !259

b3:                                               ; preds = %b3.preheader, %b3
  %t2915 = phi i16 [ %.57, %b3 ], [ %.17, %b3.preheader ]
  %t2814 = phi i64 [ %t36, %b3 ], [ %t18, %b3.preheader ]
  %t2713 = phi ptr addrspace(1) [ %t37, %b3 ], [ %t21, %b3.preheader ]
  %t2612 = phi ptr addrspace(1) [ %t38, %b3 ], [ %t25, %b3.preheader ]
  %.18 = load i16, ptr addrspace(1) %t2713, align 2, !dbg !259
  %.19 = load i16, ptr addrspace(1) %t2612, align 2, !dbg !259
  %0 = insertelement <2 x i16> poison, i16 %t2915, i64 0, !dbg !260
  %1 = insertelement <2 x i16> %0, i16 %.18, i64 1, !dbg !260
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !260
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !260
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !260
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !260
  %5 = fmul <2 x float> %shift, %4, !dbg !260
  %bc40 = bitcast <2 x float> %5 to <2 x i32>, !dbg !260
  %.27 = extractelement <2 x i32> %bc40, i64 0, !dbg !260
  %.28 = and i32 %.27, 2147483647, !dbg !260
  %.29 = icmp ugt i32 %.28, 2139095040, !dbg !260
  %.30 = lshr i32 %.27, 16, !dbg !260
  %.31 = and i32 %.30, 1, !dbg !260
  %.32 = add i32 %.27, 32767, !dbg !260
  %.33 = add i32 %.32, %.31, !dbg !260
  %.34 = lshr i32 %.33, 16, !dbg !260
  %.36 = or i32 %.30, 64, !dbg !260
  %.37 = select i1 %.29, i32 %.36, i32 %.34, !dbg !260
  %.42 = zext i16 %.19 to i32, !dbg !260
  %6 = insertelement <2 x i32> poison, i32 %.42, i64 0, !dbg !260
  %7 = insertelement <2 x i32> %6, i32 %.37, i64 1, !dbg !260
  %8 = shl nuw <2 x i32> %7, <i32 16, i32 16>, !dbg !260
  %9 = bitcast <2 x i32> %8 to <2 x float>, !dbg !260
  %shift22 = shufflevector <2 x float> %9, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !260
  %10 = fmul <2 x float> %shift22, %9, !dbg !260
  %bc41 = bitcast <2 x float> %10 to <2 x i32>, !dbg !260
  %.46 = extractelement <2 x i32> %bc41, i64 0, !dbg !260
  %.47 = and i32 %.46, 2147483647, !dbg !260
  %.48 = icmp ugt i32 %.47, 2139095040, !dbg !260
  %.49 = lshr i32 %.46, 16, !dbg !260
  %.50 = and i32 %.49, 1, !dbg !260
  %.51 = add i32 %.46, 32767, !dbg !260
  %.52 = add i32 %.51, %.50, !dbg !260
  %.53 = lshr i32 %.52, 16, !dbg !260
  %.55 = or i32 %.49, 64, !dbg !260
  %.56 = select i1 %.48, i32 %.55, i32 %.53, !dbg !260
  %.57 = trunc i32 %.56 to i16, !dbg !260
  %t36 = add i64 %t2814, %t13, !dbg !259
  %t37 = getelementptr inbounds i16, ptr addrspace(1) %t2713, i64 %t22, !dbg !259
  %t38 = getelementptr inbounds i16, ptr addrspace(1) %t2612, i64 %t22, !dbg !259
  %t31 = icmp slt i64 %t36, %t19, !dbg !259
  br i1 %t31, label %b3, label %b4, !dbg !259

b4:                                               ; preds = %b3, %b1
  %t28.lcssa = phi i64 [ %t18, %b1 ], [ %t36, %b3 ]
  %t29.lcssa = phi i16 [ %.17, %b1 ], [ %.57, %b3 ]
  %t4417 = icmp slt i64 %t28.lcssa, %a0, !dbg !259
  br i1 %t4417, label %b6.preheader, label %b8, !dbg !259

b6.preheader:                                     ; preds = %b4
  %t39 = mul i64 %t28.lcssa, %a2, !dbg !259
  %t40 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t39, !dbg !259
  br label %b6, !dbg !259

b6:                                               ; preds = %b6.preheader, %b6
  %t4320 = phi i16 [ %.77, %b6 ], [ %t29.lcssa, %b6.preheader ]
  %t4219 = phi i64 [ %t47, %b6 ], [ %t28.lcssa, %b6.preheader ]
  %t4118 = phi ptr addrspace(1) [ %t48, %b6 ], [ %t40, %b6.preheader ]
  %.58 = load i16, ptr addrspace(1) %t4118, align 2, !dbg !259
  %11 = insertelement <2 x i16> poison, i16 %t4320, i64 0, !dbg !260
  %12 = insertelement <2 x i16> %11, i16 %.58, i64 1, !dbg !260
  %13 = zext <2 x i16> %12 to <2 x i32>, !dbg !260
  %14 = shl nuw <2 x i32> %13, <i32 16, i32 16>, !dbg !260
  %15 = bitcast <2 x i32> %14 to <2 x float>, !dbg !260
  %shift23 = shufflevector <2 x float> %15, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !260
  %16 = fmul <2 x float> %shift23, %15, !dbg !260
  %bc39 = bitcast <2 x float> %16 to <2 x i32>, !dbg !260
  %.66 = extractelement <2 x i32> %bc39, i64 0, !dbg !260
  %.67 = and i32 %.66, 2147483647, !dbg !260
  %.68 = icmp ugt i32 %.67, 2139095040, !dbg !260
  %.69 = lshr i32 %.66, 16, !dbg !260
  %.70 = and i32 %.69, 1, !dbg !260
  %.71 = add i32 %.66, 32767, !dbg !260
  %.72 = add i32 %.71, %.70, !dbg !260
  %.73 = lshr i32 %.72, 16, !dbg !260
  %.75 = or i32 %.69, 64, !dbg !260
  %.76 = select i1 %.68, i32 %.75, i32 %.73, !dbg !260
  %.77 = trunc i32 %.76 to i16, !dbg !260
  %t47 = add i64 %t4219, %t12, !dbg !259
  %t48 = getelementptr inbounds i16, ptr addrspace(1) %t4118, i64 %t23, !dbg !259
  %t44 = icmp slt i64 %t47, %a0, !dbg !259
  br i1 %t44, label %b6, label %b8, !dbg !259

b8:                                               ; preds = %b6, %b4, %entry
  %t49 = phi i16 [ 0, %entry ], [ %t29.lcssa, %b4 ], [ %.77, %b6 ]
  %t50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.0, i32 %.1, !dbg !259
  store i16 %t49, ptr addrspace(3) %t50, align 2, !dbg !259
  %t51 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.1, i32 %.1, !dbg !259
  %.78 = zext i1 %t14 to i8, !dbg !259
  store i8 %.78, ptr addrspace(3) %t51, align 1, !dbg !259
  fence syncscope("workgroup") release, !dbg !259
  tail call void @llvm.amdgcn.s.barrier(), !dbg !259
  fence syncscope("workgroup") acquire, !dbg !259
  %t52 = icmp slt i32 %.1, 128, !dbg !259
  br i1 %t52, label %b9, label %b14, !dbg !259

b9:                                               ; preds = %b8
  %t53 = add nsw i32 %.1, 128, !dbg !259
  %t54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.0, i32 %t53, !dbg !259
  %.79 = load i16, ptr addrspace(3) %t54, align 2, !dbg !259
  %t56 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.1, i32 %t53, !dbg !259
  %.80 = load i8, ptr addrspace(3) %t56, align 1, !dbg !259
  %.81.not10 = icmp eq i8 %.80, 0, !dbg !259
  %t14.not = xor i1 %t14, true, !dbg !259
  %brmerge = select i1 %.81.not10, i1 true, i1 %t14.not, !dbg !259
  %t49.mux = select i1 %.81.not10, i16 %t49, i16 %.79, !dbg !259
  %not..81.not10 = xor i1 %.81.not10, true, !dbg !259
  %t14.mux = select i1 %not..81.not10, i1 true, i1 %t14, !dbg !259
  br i1 %brmerge, label %b13, label %b11, !dbg !259

b11:                                              ; preds = %b9
  %17 = insertelement <2 x i16> poison, i16 %t49, i64 0, !dbg !260
  %18 = insertelement <2 x i16> %17, i16 %.79, i64 1, !dbg !260
  %19 = zext <2 x i16> %18 to <2 x i32>, !dbg !260
  %20 = shl nuw <2 x i32> %19, <i32 16, i32 16>, !dbg !260
  %21 = bitcast <2 x i32> %20 to <2 x float>, !dbg !260
  %shift24 = shufflevector <2 x float> %21, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !260
  %22 = fmul <2 x float> %shift24, %21, !dbg !260
  %bc38 = bitcast <2 x float> %22 to <2 x i32>, !dbg !260
  %.89 = extractelement <2 x i32> %bc38, i64 0, !dbg !260
  %.90 = and i32 %.89, 2147483647, !dbg !260
  %.91 = icmp ugt i32 %.90, 2139095040, !dbg !260
  %.92 = lshr i32 %.89, 16, !dbg !260
  %.93 = and i32 %.92, 1, !dbg !260
  %.94 = add i32 %.89, 32767, !dbg !260
  %.95 = add i32 %.94, %.93, !dbg !260
  %.96 = lshr i32 %.95, 16, !dbg !260
  %.98 = or i32 %.92, 64, !dbg !260
  %.99 = select i1 %.91, i32 %.98, i32 %.96, !dbg !260
  %.100 = trunc i32 %.99 to i16, !dbg !260
  br label %b13, !dbg !259

b13:                                              ; preds = %b9, %b11
  %t60 = phi i16 [ %t49.mux, %b9 ], [ %.100, %b11 ]
  %t61 = phi i1 [ %t14.mux, %b9 ], [ true, %b11 ]
  store i16 %t60, ptr addrspace(3) %t50, align 2, !dbg !259
  %.101 = zext i1 %t61 to i8, !dbg !259
  store i8 %.101, ptr addrspace(3) %t51, align 1, !dbg !259
  br label %b14, !dbg !259

b14:                                              ; preds = %b13, %b8
  %t62 = phi i16 [ %t60, %b13 ], [ %t49, %b8 ]
  %t63 = phi i1 [ %t61, %b13 ], [ %t14, %b8 ]
  fence syncscope("workgroup") release, !dbg !259
  tail call void @llvm.amdgcn.s.barrier(), !dbg !259
  fence syncscope("workgroup") acquire, !dbg !259
  %t64 = icmp slt i32 %.1, 64, !dbg !259
  br i1 %t64, label %b15, label %b20, !dbg !259

b15:                                              ; preds = %b14
  %t65 = add nsw i32 %.1, 64, !dbg !259
  %t66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.0, i32 %t65, !dbg !259
  %.102 = load i16, ptr addrspace(3) %t66, align 2, !dbg !259
  %t68 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.1, i32 %t65, !dbg !259
  %.103 = load i8, ptr addrspace(3) %t68, align 1, !dbg !259
  %.104.not9 = icmp eq i8 %.103, 0, !dbg !259
  %t63.not = xor i1 %t63, true, !dbg !259
  %brmerge1 = select i1 %.104.not9, i1 true, i1 %t63.not, !dbg !259
  %t62.mux = select i1 %.104.not9, i16 %t62, i16 %.102, !dbg !259
  %not..104.not9 = xor i1 %.104.not9, true, !dbg !259
  %t63.mux = select i1 %not..104.not9, i1 true, i1 %t63, !dbg !259
  br i1 %brmerge1, label %b19, label %b17, !dbg !259

b17:                                              ; preds = %b15
  %23 = insertelement <2 x i16> poison, i16 %t62, i64 0, !dbg !260
  %24 = insertelement <2 x i16> %23, i16 %.102, i64 1, !dbg !260
  %25 = zext <2 x i16> %24 to <2 x i32>, !dbg !260
  %26 = shl nuw <2 x i32> %25, <i32 16, i32 16>, !dbg !260
  %27 = bitcast <2 x i32> %26 to <2 x float>, !dbg !260
  %shift25 = shufflevector <2 x float> %27, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !260
  %28 = fmul <2 x float> %shift25, %27, !dbg !260
  %bc37 = bitcast <2 x float> %28 to <2 x i32>, !dbg !260
  %.112 = extractelement <2 x i32> %bc37, i64 0, !dbg !260
  %.113 = and i32 %.112, 2147483647, !dbg !260
  %.114 = icmp ugt i32 %.113, 2139095040, !dbg !260
  %.115 = lshr i32 %.112, 16, !dbg !260
  %.116 = and i32 %.115, 1, !dbg !260
  %.117 = add i32 %.112, 32767, !dbg !260
  %.118 = add i32 %.117, %.116, !dbg !260
  %.119 = lshr i32 %.118, 16, !dbg !260
  %.121 = or i32 %.115, 64, !dbg !260
  %.122 = select i1 %.114, i32 %.121, i32 %.119, !dbg !260
  %.123 = trunc i32 %.122 to i16, !dbg !260
  br label %b19, !dbg !259

b19:                                              ; preds = %b15, %b17
  %t72 = phi i16 [ %t62.mux, %b15 ], [ %.123, %b17 ]
  %t73 = phi i1 [ %t63.mux, %b15 ], [ true, %b17 ]
  store i16 %t72, ptr addrspace(3) %t50, align 2, !dbg !259
  %.124 = zext i1 %t73 to i8, !dbg !259
  store i8 %.124, ptr addrspace(3) %t51, align 1, !dbg !259
  br label %b20, !dbg !259

b20:                                              ; preds = %b19, %b14
  %t74 = phi i16 [ %t72, %b19 ], [ %t62, %b14 ]
  %t75 = phi i1 [ %t73, %b19 ], [ %t63, %b14 ]
  fence syncscope("workgroup") release, !dbg !259
  tail call void @llvm.amdgcn.s.barrier(), !dbg !259
  fence syncscope("workgroup") acquire, !dbg !259
  %t76 = icmp slt i32 %.1, 32, !dbg !259
  br i1 %t76, label %b21, label %b26, !dbg !259

b21:                                              ; preds = %b20
  %t77 = add nsw i32 %.1, 32, !dbg !259
  %t78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.0, i32 %t77, !dbg !259
  %.125 = load i16, ptr addrspace(3) %t78, align 2, !dbg !259
  %t80 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.1, i32 %t77, !dbg !259
  %.126 = load i8, ptr addrspace(3) %t80, align 1, !dbg !259
  %.127.not8 = icmp eq i8 %.126, 0, !dbg !259
  %t75.not = xor i1 %t75, true, !dbg !259
  %brmerge2 = select i1 %.127.not8, i1 true, i1 %t75.not, !dbg !259
  %t74.mux = select i1 %.127.not8, i16 %t74, i16 %.125, !dbg !259
  %not..127.not8 = xor i1 %.127.not8, true, !dbg !259
  %t75.mux = select i1 %not..127.not8, i1 true, i1 %t75, !dbg !259
  br i1 %brmerge2, label %b26, label %b23, !dbg !259

b23:                                              ; preds = %b21
  %29 = insertelement <2 x i16> poison, i16 %t74, i64 0, !dbg !260
  %30 = insertelement <2 x i16> %29, i16 %.125, i64 1, !dbg !260
  %31 = zext <2 x i16> %30 to <2 x i32>, !dbg !260
  %32 = shl nuw <2 x i32> %31, <i32 16, i32 16>, !dbg !260
  %33 = bitcast <2 x i32> %32 to <2 x float>, !dbg !260
  %shift26 = shufflevector <2 x float> %33, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !260
  %34 = fmul <2 x float> %shift26, %33, !dbg !260
  %bc36 = bitcast <2 x float> %34 to <2 x i32>, !dbg !260
  %.135 = extractelement <2 x i32> %bc36, i64 0, !dbg !260
  %.136 = and i32 %.135, 2147483647, !dbg !260
  %.137 = icmp ugt i32 %.136, 2139095040, !dbg !260
  %.138 = lshr i32 %.135, 16, !dbg !260
  %.139 = and i32 %.138, 1, !dbg !260
  %.140 = add i32 %.135, 32767, !dbg !260
  %.141 = add i32 %.140, %.139, !dbg !260
  %.142 = lshr i32 %.141, 16, !dbg !260
  %.144 = or i32 %.138, 64, !dbg !260
  %.145 = select i1 %.137, i32 %.144, i32 %.142, !dbg !260
  %.146 = trunc i32 %.145 to i16, !dbg !260
  br label %b26, !dbg !259

b26:                                              ; preds = %b21, %b23, %b20
  %t86 = phi i16 [ %t74, %b20 ], [ %t74.mux, %b21 ], [ %.146, %b23 ]
  %t87 = phi i1 [ %t75, %b20 ], [ %t75.mux, %b21 ], [ true, %b23 ]
  br i1 %t76, label %b27, label %b48, !dbg !259

b27:                                              ; preds = %b26
  %.148 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !259
  %.149 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.148), !dbg !259
  %.150 = zext i32 %.149 to i64, !dbg !259
  %.151 = add nuw nsw i64 %.150, 16, !dbg !259
  %.152 = icmp ult i32 %.149, 48, !dbg !259
  %.153 = tail call i64 @llvm.read_register.i64(metadata !236) #12, !dbg !259
  %.154 = and i64 %.151, 63, !dbg !259
  %35 = shl nuw i64 1, %.154, !dbg !259
  %36 = and i64 %35, %.153, !dbg !259
  %.156 = icmp ne i64 %36, 0, !dbg !259
  %.157 = and i1 %.152, %.156, !dbg !259
  %.158 = trunc i64 %.151 to i32, !dbg !259
  %.159 = shl i32 %.158, 2, !dbg !259
  %.160 = zext i16 %t86 to i32, !dbg !259
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.160), !dbg !259
  %.162 = trunc i32 %.161 to i16, !dbg !259
  %t88 = select i1 %.157, i16 %.162, i16 %t86, !dbg !259
  %.176 = zext i1 %t87 to i32, !dbg !259
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.176), !dbg !259
  %37 = and i32 %.177, 1, !dbg !259
  %.178 = icmp ne i32 %37, 0, !dbg !259
  %t89 = select i1 %.157, i1 %.178, i1 %t87, !dbg !259
  %t90 = icmp slt i32 %.1, 16, !dbg !259
  %t91 = and i1 %t90, %t89, !dbg !259
  %38 = select i1 %t91, i1 %t87, i1 false, !dbg !259
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !259
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !259
  br i1 %38, label %b29, label %b31, !dbg !259

b29:                                              ; preds = %b27
  %.182 = zext i16 %t88 to i32, !dbg !260
  %39 = insertelement <2 x i32> poison, i32 %.160, i64 0, !dbg !260
  %40 = insertelement <2 x i32> %39, i32 %.182, i64 1, !dbg !260
  %41 = shl nuw <2 x i32> %40, <i32 16, i32 16>, !dbg !260
  %42 = bitcast <2 x i32> %41 to <2 x float>, !dbg !260
  %shift27 = shufflevector <2 x float> %42, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !260
  %43 = fmul <2 x float> %shift27, %42, !dbg !260
  %bc35 = bitcast <2 x float> %43 to <2 x i32>, !dbg !260
  %.186 = extractelement <2 x i32> %bc35, i64 0, !dbg !260
  %.187 = and i32 %.186, 2147483647, !dbg !260
  %.188 = icmp ugt i32 %.187, 2139095040, !dbg !260
  %.189 = lshr i32 %.186, 16, !dbg !260
  %.190 = and i32 %.189, 1, !dbg !260
  %.191 = add i32 %.186, 32767, !dbg !260
  %.192 = add i32 %.191, %.190, !dbg !260
  %.193 = lshr i32 %.192, 16, !dbg !260
  %.195 = or i32 %.189, 64, !dbg !260
  %.196 = select i1 %.188, i32 %.195, i32 %.193, !dbg !260
  %.197 = trunc i32 %.196 to i16, !dbg !260
  br label %b31, !dbg !259

b31:                                              ; preds = %b27, %b29
  %t94 = phi i16 [ %t86.mux, %b27 ], [ %.197, %b29 ]
  %t95 = phi i1 [ %t87.mux, %b27 ], [ true, %b29 ]
  %.202 = add nuw nsw i64 %.150, 8, !dbg !259
  %.203 = icmp ult i32 %.149, 56, !dbg !259
  %.205 = and i64 %.202, 63, !dbg !259
  %44 = shl nuw i64 1, %.205, !dbg !259
  %45 = and i64 %44, %.153, !dbg !259
  %.207 = icmp ne i64 %45, 0, !dbg !259
  %.208 = and i1 %.203, %.207, !dbg !259
  %.209 = trunc i64 %.202 to i32, !dbg !259
  %.210 = shl i32 %.209, 2, !dbg !259
  %.211 = zext i16 %t94 to i32, !dbg !259
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.211), !dbg !259
  %.213 = trunc i32 %.212 to i16, !dbg !259
  %t96 = select i1 %.208, i16 %.213, i16 %t94, !dbg !259
  %.227 = zext i1 %t95 to i32, !dbg !259
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.227), !dbg !259
  %46 = and i32 %.228, 1, !dbg !259
  %.229 = icmp ne i32 %46, 0, !dbg !259
  %t97 = select i1 %.208, i1 %.229, i1 %t95, !dbg !259
  %t98 = icmp slt i32 %.1, 24, !dbg !259
  %t99 = and i1 %t98, %t97, !dbg !259
  %47 = select i1 %t99, i1 %t95, i1 false, !dbg !259
  %t94.mux = select i1 %t99, i16 %t96, i16 %t94, !dbg !259
  %t95.mux = select i1 %t99, i1 true, i1 %t95, !dbg !259
  br i1 %47, label %b33, label %b35, !dbg !259

b33:                                              ; preds = %b31
  %.233 = zext i16 %t96 to i32, !dbg !260
  %48 = insertelement <2 x i32> poison, i32 %.211, i64 0, !dbg !260
  %49 = insertelement <2 x i32> %48, i32 %.233, i64 1, !dbg !260
  %50 = shl nuw <2 x i32> %49, <i32 16, i32 16>, !dbg !260
  %51 = bitcast <2 x i32> %50 to <2 x float>, !dbg !260
  %shift28 = shufflevector <2 x float> %51, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !260
  %52 = fmul <2 x float> %shift28, %51, !dbg !260
  %bc34 = bitcast <2 x float> %52 to <2 x i32>, !dbg !260
  %.237 = extractelement <2 x i32> %bc34, i64 0, !dbg !260
  %.238 = and i32 %.237, 2147483647, !dbg !260
  %.239 = icmp ugt i32 %.238, 2139095040, !dbg !260
  %.240 = lshr i32 %.237, 16, !dbg !260
  %.241 = and i32 %.240, 1, !dbg !260
  %.242 = add i32 %.237, 32767, !dbg !260
  %.243 = add i32 %.242, %.241, !dbg !260
  %.244 = lshr i32 %.243, 16, !dbg !260
  %.246 = or i32 %.240, 64, !dbg !260
  %.247 = select i1 %.239, i32 %.246, i32 %.244, !dbg !260
  %.248 = trunc i32 %.247 to i16, !dbg !260
  br label %b35, !dbg !259

b35:                                              ; preds = %b31, %b33
  %t102 = phi i16 [ %t94.mux, %b31 ], [ %.248, %b33 ]
  %t103 = phi i1 [ %t95.mux, %b31 ], [ true, %b33 ]
  %.253 = add nuw nsw i64 %.150, 4, !dbg !259
  %.254 = icmp ult i32 %.149, 60, !dbg !259
  %.256 = and i64 %.253, 63, !dbg !259
  %53 = shl nuw i64 1, %.256, !dbg !259
  %54 = and i64 %53, %.153, !dbg !259
  %.258 = icmp ne i64 %54, 0, !dbg !259
  %.259 = and i1 %.254, %.258, !dbg !259
  %.260 = trunc i64 %.253 to i32, !dbg !259
  %.261 = shl i32 %.260, 2, !dbg !259
  %.262 = zext i16 %t102 to i32, !dbg !259
  %.263 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.262), !dbg !259
  %.264 = trunc i32 %.263 to i16, !dbg !259
  %t104 = select i1 %.259, i16 %.264, i16 %t102, !dbg !259
  %.278 = zext i1 %t103 to i32, !dbg !259
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.278), !dbg !259
  %55 = and i32 %.279, 1, !dbg !259
  %.280 = icmp ne i32 %55, 0, !dbg !259
  %t105 = select i1 %.259, i1 %.280, i1 %t103, !dbg !259
  %t106 = icmp slt i32 %.1, 28, !dbg !259
  %t107 = and i1 %t106, %t105, !dbg !259
  %56 = select i1 %t107, i1 %t103, i1 false, !dbg !259
  %t102.mux = select i1 %t107, i16 %t104, i16 %t102, !dbg !259
  %t103.mux = select i1 %t107, i1 true, i1 %t103, !dbg !259
  br i1 %56, label %b37, label %b39, !dbg !259

b37:                                              ; preds = %b35
  %.284 = zext i16 %t104 to i32, !dbg !260
  %57 = insertelement <2 x i32> poison, i32 %.262, i64 0, !dbg !260
  %58 = insertelement <2 x i32> %57, i32 %.284, i64 1, !dbg !260
  %59 = shl nuw <2 x i32> %58, <i32 16, i32 16>, !dbg !260
  %60 = bitcast <2 x i32> %59 to <2 x float>, !dbg !260
  %shift29 = shufflevector <2 x float> %60, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !260
  %61 = fmul <2 x float> %shift29, %60, !dbg !260
  %bc33 = bitcast <2 x float> %61 to <2 x i32>, !dbg !260
  %.288 = extractelement <2 x i32> %bc33, i64 0, !dbg !260
  %.289 = and i32 %.288, 2147483647, !dbg !260
  %.290 = icmp ugt i32 %.289, 2139095040, !dbg !260
  %.291 = lshr i32 %.288, 16, !dbg !260
  %.292 = and i32 %.291, 1, !dbg !260
  %.293 = add i32 %.288, 32767, !dbg !260
  %.294 = add i32 %.293, %.292, !dbg !260
  %.295 = lshr i32 %.294, 16, !dbg !260
  %.297 = or i32 %.291, 64, !dbg !260
  %.298 = select i1 %.290, i32 %.297, i32 %.295, !dbg !260
  %.299 = trunc i32 %.298 to i16, !dbg !260
  br label %b39, !dbg !259

b39:                                              ; preds = %b35, %b37
  %t110 = phi i16 [ %t102.mux, %b35 ], [ %.299, %b37 ]
  %t111 = phi i1 [ %t103.mux, %b35 ], [ true, %b37 ]
  %.304 = add nuw nsw i64 %.150, 2, !dbg !259
  %.305 = icmp ult i32 %.149, 62, !dbg !259
  %.307 = and i64 %.304, 63, !dbg !259
  %62 = shl nuw i64 1, %.307, !dbg !259
  %63 = and i64 %62, %.153, !dbg !259
  %.309 = icmp ne i64 %63, 0, !dbg !259
  %.310 = and i1 %.305, %.309, !dbg !259
  %.311 = trunc i64 %.304 to i32, !dbg !259
  %.312 = shl i32 %.311, 2, !dbg !259
  %.313 = zext i16 %t110 to i32, !dbg !259
  %.314 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.313), !dbg !259
  %.315 = trunc i32 %.314 to i16, !dbg !259
  %t112 = select i1 %.310, i16 %.315, i16 %t110, !dbg !259
  %.329 = zext i1 %t111 to i32, !dbg !259
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.329), !dbg !259
  %64 = and i32 %.330, 1, !dbg !259
  %.331 = icmp ne i32 %64, 0, !dbg !259
  %t113 = select i1 %.310, i1 %.331, i1 %t111, !dbg !259
  %t114 = icmp slt i32 %.1, 30, !dbg !259
  %t115 = and i1 %t114, %t113, !dbg !259
  %65 = select i1 %t115, i1 %t111, i1 false, !dbg !259
  %t110.mux = select i1 %t115, i16 %t112, i16 %t110, !dbg !259
  %t111.mux = select i1 %t115, i1 true, i1 %t111, !dbg !259
  br i1 %65, label %b41, label %b43, !dbg !259

b41:                                              ; preds = %b39
  %.335 = zext i16 %t112 to i32, !dbg !260
  %66 = insertelement <2 x i32> poison, i32 %.313, i64 0, !dbg !260
  %67 = insertelement <2 x i32> %66, i32 %.335, i64 1, !dbg !260
  %68 = shl nuw <2 x i32> %67, <i32 16, i32 16>, !dbg !260
  %69 = bitcast <2 x i32> %68 to <2 x float>, !dbg !260
  %shift30 = shufflevector <2 x float> %69, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !260
  %70 = fmul <2 x float> %shift30, %69, !dbg !260
  %bc32 = bitcast <2 x float> %70 to <2 x i32>, !dbg !260
  %.339 = extractelement <2 x i32> %bc32, i64 0, !dbg !260
  %.340 = and i32 %.339, 2147483647, !dbg !260
  %.341 = icmp ugt i32 %.340, 2139095040, !dbg !260
  %.342 = lshr i32 %.339, 16, !dbg !260
  %.343 = and i32 %.342, 1, !dbg !260
  %.344 = add i32 %.339, 32767, !dbg !260
  %.345 = add i32 %.344, %.343, !dbg !260
  %.346 = lshr i32 %.345, 16, !dbg !260
  %.348 = or i32 %.342, 64, !dbg !260
  %.349 = select i1 %.341, i32 %.348, i32 %.346, !dbg !260
  %.350 = trunc i32 %.349 to i16, !dbg !260
  br label %b43, !dbg !259

b43:                                              ; preds = %b39, %b41
  %t118 = phi i16 [ %t110.mux, %b39 ], [ %.350, %b41 ]
  %t119 = phi i1 [ %t111.mux, %b39 ], [ true, %b41 ]
  %.355 = add nuw nsw i64 %.150, 1, !dbg !259
  %.356 = icmp ult i32 %.149, 63, !dbg !259
  %.358 = and i64 %.355, 63, !dbg !259
  %71 = shl nuw i64 1, %.358, !dbg !259
  %72 = and i64 %71, %.153, !dbg !259
  %.360 = icmp ne i64 %72, 0, !dbg !259
  %.361 = and i1 %.356, %.360, !dbg !259
  %.362 = trunc i64 %.355 to i32, !dbg !259
  %.363 = shl i32 %.362, 2, !dbg !259
  %.364 = zext i16 %t118 to i32, !dbg !259
  %.365 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.364), !dbg !259
  %.366 = trunc i32 %.365 to i16, !dbg !259
  %t120 = select i1 %.361, i16 %.366, i16 %t118, !dbg !259
  %.380 = zext i1 %t119 to i32, !dbg !259
  %.381 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.380), !dbg !259
  %73 = and i32 %.381, 1, !dbg !259
  %.382 = icmp ne i32 %73, 0, !dbg !259
  %t121 = select i1 %.361, i1 %.382, i1 %t119, !dbg !259
  %t122 = icmp slt i32 %.1, 31, !dbg !259
  %t123 = and i1 %t122, %t121, !dbg !259
  %74 = select i1 %t123, i1 %t119, i1 false, !dbg !259
  %t118.mux = select i1 %t123, i16 %t120, i16 %t118, !dbg !259
  %t119.mux = select i1 %t123, i1 true, i1 %t119, !dbg !259
  br i1 %74, label %b45, label %b48, !dbg !259

b45:                                              ; preds = %b43
  %.386 = zext i16 %t120 to i32, !dbg !260
  %75 = insertelement <2 x i32> poison, i32 %.364, i64 0, !dbg !260
  %76 = insertelement <2 x i32> %75, i32 %.386, i64 1, !dbg !260
  %77 = shl nuw <2 x i32> %76, <i32 16, i32 16>, !dbg !260
  %78 = bitcast <2 x i32> %77 to <2 x float>, !dbg !260
  %shift31 = shufflevector <2 x float> %78, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !260
  %79 = fmul <2 x float> %shift31, %78, !dbg !260
  %bc = bitcast <2 x float> %79 to <2 x i32>, !dbg !260
  %.390 = extractelement <2 x i32> %bc, i64 0, !dbg !260
  %.391 = and i32 %.390, 2147483647, !dbg !260
  %.392 = icmp ugt i32 %.391, 2139095040, !dbg !260
  %.393 = lshr i32 %.390, 16, !dbg !260
  %.394 = and i32 %.393, 1, !dbg !260
  %.395 = add i32 %.390, 32767, !dbg !260
  %.396 = add i32 %.395, %.394, !dbg !260
  %.397 = lshr i32 %.396, 16, !dbg !260
  %.399 = or i32 %.393, 64, !dbg !260
  %.400 = select i1 %.392, i32 %.399, i32 %.397, !dbg !260
  %.401 = trunc i32 %.400 to i16, !dbg !260
  br label %b48, !dbg !259

b48:                                              ; preds = %b43, %b45, %b26
  %t128 = phi i16 [ %t86, %b26 ], [ %t118.mux, %b43 ], [ %.401, %b45 ]
  %t129 = phi i1 [ %t87, %b26 ], [ %t119.mux, %b43 ], [ true, %b45 ]
  %t130 = icmp eq i32 %.1, 0, !dbg !259
  %t131 = and i1 %t130, %t129, !dbg !259
  br i1 %t131, label %b49, label %b50, !dbg !259

b49:                                              ; preds = %b48
  %t132 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t5, !dbg !259
  store i16 %t128, ptr addrspace(1) %t132, align 2, !dbg !259
  br label %b50, !dbg !259

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !259
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i16 %a3, i8 %a4) local_unnamed_addr #2 !dbg !261 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !262
  %t3 = sext i32 %.2 to i64, !dbg !262
  %t4 = icmp slt i64 %t3, %a0, !dbg !262
  br i1 %t4, label %b1, label %b5, !dbg !262

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t3, !dbg !262
  %.3 = load i16, ptr addrspace(1) %t5, align 2, !dbg !262, !amdgpu.noclobber !6
  %t812 = add nsw i64 %t3, 256, !dbg !262
  %t1013 = icmp slt i64 %t812, %a0, !dbg !262
  br i1 %t1013, label %b3, label %b5, !dbg !262

b3:                                               ; preds = %b1, %b3
  %t815 = phi i64 [ %t8, %b3 ], [ %t812, %b1 ]
  %t914 = phi i16 [ %.23, %b3 ], [ %.3, %b1 ]
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t815, !dbg !262
  %.4 = load i16, ptr addrspace(1) %t11, align 2, !dbg !262, !amdgpu.noclobber !6
  %0 = insertelement <2 x i16> poison, i16 %t914, i64 0, !dbg !263
  %1 = insertelement <2 x i16> %0, i16 %.4, i64 1, !dbg !263
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !263
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !263
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !263
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !263
  %5 = fmul <2 x float> %shift, %4, !dbg !263
  %bc33 = bitcast <2 x float> %5 to <2 x i32>, !dbg !263
  %.12 = extractelement <2 x i32> %bc33, i64 0, !dbg !263
  %.13 = and i32 %.12, 2147483647, !dbg !263
  %.14 = icmp ugt i32 %.13, 2139095040, !dbg !263
  %.15 = lshr i32 %.12, 16, !dbg !263
  %.16 = and i32 %.15, 1, !dbg !263
  %.17 = add i32 %.12, 32767, !dbg !263
  %.18 = add i32 %.17, %.16, !dbg !263
  %.19 = lshr i32 %.18, 16, !dbg !263
  %.21 = or i32 %.15, 64, !dbg !263
  %.22 = select i1 %.14, i32 %.21, i32 %.19, !dbg !263
  %.23 = trunc i32 %.22 to i16, !dbg !263
  %t8 = add i64 %t815, 256, !dbg !262
  %t10 = icmp slt i64 %t8, %a0, !dbg !262
  br i1 %t10, label %b3, label %b5, !dbg !262

b5:                                               ; preds = %b3, %b1, %entry
  %t15 = phi i16 [ 0, %entry ], [ %.3, %b1 ], [ %.23, %b3 ]
  %t16 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.0, i32 %.2, !dbg !262
  store i16 %t15, ptr addrspace(3) %t16, align 2, !dbg !262
  %t17 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.1, i32 %.2, !dbg !262
  %.24 = zext i1 %t4 to i8, !dbg !262
  store i8 %.24, ptr addrspace(3) %t17, align 1, !dbg !262
  fence syncscope("workgroup") release, !dbg !262
  tail call void @llvm.amdgcn.s.barrier(), !dbg !262
  fence syncscope("workgroup") acquire, !dbg !262
  %t18 = icmp slt i32 %.2, 128, !dbg !262
  br i1 %t18, label %b6, label %b11, !dbg !262

b6:                                               ; preds = %b5
  %t19 = add nsw i32 %.2, 128, !dbg !262
  %t20 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.0, i32 %t19, !dbg !262
  %.25 = load i16, ptr addrspace(3) %t20, align 2, !dbg !262
  %t22 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.1, i32 %t19, !dbg !262
  %.26 = load i8, ptr addrspace(3) %t22, align 1, !dbg !262
  %.27.not11 = icmp eq i8 %.26, 0, !dbg !262
  %t4.not = xor i1 %t4, true, !dbg !262
  %brmerge = select i1 %.27.not11, i1 true, i1 %t4.not, !dbg !262
  %t15.mux = select i1 %.27.not11, i16 %t15, i16 %.25, !dbg !262
  %not..27.not11 = xor i1 %.27.not11, true, !dbg !262
  %t4.mux = select i1 %not..27.not11, i1 true, i1 %t4, !dbg !262
  br i1 %brmerge, label %b10, label %b8, !dbg !262

b8:                                               ; preds = %b6
  %6 = insertelement <2 x i16> poison, i16 %t15, i64 0, !dbg !263
  %7 = insertelement <2 x i16> %6, i16 %.25, i64 1, !dbg !263
  %8 = zext <2 x i16> %7 to <2 x i32>, !dbg !263
  %9 = shl nuw <2 x i32> %8, <i32 16, i32 16>, !dbg !263
  %10 = bitcast <2 x i32> %9 to <2 x float>, !dbg !263
  %shift16 = shufflevector <2 x float> %10, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !263
  %11 = fmul <2 x float> %shift16, %10, !dbg !263
  %bc32 = bitcast <2 x float> %11 to <2 x i32>, !dbg !263
  %.35 = extractelement <2 x i32> %bc32, i64 0, !dbg !263
  %.36 = and i32 %.35, 2147483647, !dbg !263
  %.37 = icmp ugt i32 %.36, 2139095040, !dbg !263
  %.38 = lshr i32 %.35, 16, !dbg !263
  %.39 = and i32 %.38, 1, !dbg !263
  %.40 = add i32 %.35, 32767, !dbg !263
  %.41 = add i32 %.40, %.39, !dbg !263
  %.42 = lshr i32 %.41, 16, !dbg !263
  %.44 = or i32 %.38, 64, !dbg !263
  %.45 = select i1 %.37, i32 %.44, i32 %.42, !dbg !263
  %.46 = trunc i32 %.45 to i16, !dbg !263
  br label %b10, !dbg !262

b10:                                              ; preds = %b6, %b8
  %t26 = phi i16 [ %t15.mux, %b6 ], [ %.46, %b8 ]
  %t27 = phi i1 [ %t4.mux, %b6 ], [ true, %b8 ]
  store i16 %t26, ptr addrspace(3) %t16, align 2, !dbg !262
  %.47 = zext i1 %t27 to i8, !dbg !262
  store i8 %.47, ptr addrspace(3) %t17, align 1, !dbg !262
  br label %b11, !dbg !262

b11:                                              ; preds = %b10, %b5
  %t28 = phi i16 [ %t26, %b10 ], [ %t15, %b5 ]
  %t29 = phi i1 [ %t27, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !262
  tail call void @llvm.amdgcn.s.barrier(), !dbg !262
  fence syncscope("workgroup") acquire, !dbg !262
  %t30 = icmp slt i32 %.2, 64, !dbg !262
  br i1 %t30, label %b12, label %b17, !dbg !262

b12:                                              ; preds = %b11
  %t31 = add nsw i32 %.2, 64, !dbg !262
  %t32 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.0, i32 %t31, !dbg !262
  %.48 = load i16, ptr addrspace(3) %t32, align 2, !dbg !262
  %t34 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.1, i32 %t31, !dbg !262
  %.49 = load i8, ptr addrspace(3) %t34, align 1, !dbg !262
  %.50.not10 = icmp eq i8 %.49, 0, !dbg !262
  %t29.not = xor i1 %t29, true, !dbg !262
  %brmerge1 = select i1 %.50.not10, i1 true, i1 %t29.not, !dbg !262
  %t28.mux = select i1 %.50.not10, i16 %t28, i16 %.48, !dbg !262
  %not..50.not10 = xor i1 %.50.not10, true, !dbg !262
  %t29.mux = select i1 %not..50.not10, i1 true, i1 %t29, !dbg !262
  br i1 %brmerge1, label %b16, label %b14, !dbg !262

b14:                                              ; preds = %b12
  %12 = insertelement <2 x i16> poison, i16 %t28, i64 0, !dbg !263
  %13 = insertelement <2 x i16> %12, i16 %.48, i64 1, !dbg !263
  %14 = zext <2 x i16> %13 to <2 x i32>, !dbg !263
  %15 = shl nuw <2 x i32> %14, <i32 16, i32 16>, !dbg !263
  %16 = bitcast <2 x i32> %15 to <2 x float>, !dbg !263
  %shift17 = shufflevector <2 x float> %16, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !263
  %17 = fmul <2 x float> %shift17, %16, !dbg !263
  %bc31 = bitcast <2 x float> %17 to <2 x i32>, !dbg !263
  %.58 = extractelement <2 x i32> %bc31, i64 0, !dbg !263
  %.59 = and i32 %.58, 2147483647, !dbg !263
  %.60 = icmp ugt i32 %.59, 2139095040, !dbg !263
  %.61 = lshr i32 %.58, 16, !dbg !263
  %.62 = and i32 %.61, 1, !dbg !263
  %.63 = add i32 %.58, 32767, !dbg !263
  %.64 = add i32 %.63, %.62, !dbg !263
  %.65 = lshr i32 %.64, 16, !dbg !263
  %.67 = or i32 %.61, 64, !dbg !263
  %.68 = select i1 %.60, i32 %.67, i32 %.65, !dbg !263
  %.69 = trunc i32 %.68 to i16, !dbg !263
  br label %b16, !dbg !262

b16:                                              ; preds = %b12, %b14
  %t38 = phi i16 [ %t28.mux, %b12 ], [ %.69, %b14 ]
  %t39 = phi i1 [ %t29.mux, %b12 ], [ true, %b14 ]
  store i16 %t38, ptr addrspace(3) %t16, align 2, !dbg !262
  %.70 = zext i1 %t39 to i8, !dbg !262
  store i8 %.70, ptr addrspace(3) %t17, align 1, !dbg !262
  br label %b17, !dbg !262

b17:                                              ; preds = %b16, %b11
  %t40 = phi i16 [ %t38, %b16 ], [ %t28, %b11 ]
  %t41 = phi i1 [ %t39, %b16 ], [ %t29, %b11 ]
  fence syncscope("workgroup") release, !dbg !262
  tail call void @llvm.amdgcn.s.barrier(), !dbg !262
  fence syncscope("workgroup") acquire, !dbg !262
  %t42 = icmp slt i32 %.2, 32, !dbg !262
  br i1 %t42, label %b18, label %b23, !dbg !262

b18:                                              ; preds = %b17
  %t43 = add nsw i32 %.2, 32, !dbg !262
  %t44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.0, i32 %t43, !dbg !262
  %.71 = load i16, ptr addrspace(3) %t44, align 2, !dbg !262
  %t46 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.1, i32 %t43, !dbg !262
  %.72 = load i8, ptr addrspace(3) %t46, align 1, !dbg !262
  %.73.not9 = icmp eq i8 %.72, 0, !dbg !262
  %t41.not = xor i1 %t41, true, !dbg !262
  %brmerge2 = select i1 %.73.not9, i1 true, i1 %t41.not, !dbg !262
  %t40.mux = select i1 %.73.not9, i16 %t40, i16 %.71, !dbg !262
  %not..73.not9 = xor i1 %.73.not9, true, !dbg !262
  %t41.mux = select i1 %not..73.not9, i1 true, i1 %t41, !dbg !262
  br i1 %brmerge2, label %b23, label %b20, !dbg !262

b20:                                              ; preds = %b18
  %18 = insertelement <2 x i16> poison, i16 %t40, i64 0, !dbg !263
  %19 = insertelement <2 x i16> %18, i16 %.71, i64 1, !dbg !263
  %20 = zext <2 x i16> %19 to <2 x i32>, !dbg !263
  %21 = shl nuw <2 x i32> %20, <i32 16, i32 16>, !dbg !263
  %22 = bitcast <2 x i32> %21 to <2 x float>, !dbg !263
  %shift18 = shufflevector <2 x float> %22, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !263
  %23 = fmul <2 x float> %shift18, %22, !dbg !263
  %bc30 = bitcast <2 x float> %23 to <2 x i32>, !dbg !263
  %.81 = extractelement <2 x i32> %bc30, i64 0, !dbg !263
  %.82 = and i32 %.81, 2147483647, !dbg !263
  %.83 = icmp ugt i32 %.82, 2139095040, !dbg !263
  %.84 = lshr i32 %.81, 16, !dbg !263
  %.85 = and i32 %.84, 1, !dbg !263
  %.86 = add i32 %.81, 32767, !dbg !263
  %.87 = add i32 %.86, %.85, !dbg !263
  %.88 = lshr i32 %.87, 16, !dbg !263
  %.90 = or i32 %.84, 64, !dbg !263
  %.91 = select i1 %.83, i32 %.90, i32 %.88, !dbg !263
  %.92 = trunc i32 %.91 to i16, !dbg !263
  br label %b23, !dbg !262

b23:                                              ; preds = %b18, %b20, %b17
  %t52 = phi i16 [ %t40, %b17 ], [ %t40.mux, %b18 ], [ %.92, %b20 ]
  %t53 = phi i1 [ %t41, %b17 ], [ %t41.mux, %b18 ], [ true, %b20 ]
  br i1 %t42, label %b24, label %b45, !dbg !262

b24:                                              ; preds = %b23
  %.94 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !262
  %.95 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.94), !dbg !262
  %.96 = zext i32 %.95 to i64, !dbg !262
  %.97 = add nuw nsw i64 %.96, 16, !dbg !262
  %.98 = icmp ult i32 %.95, 48, !dbg !262
  %.99 = tail call i64 @llvm.read_register.i64(metadata !236) #12, !dbg !262
  %.100 = and i64 %.97, 63, !dbg !262
  %24 = shl nuw i64 1, %.100, !dbg !262
  %25 = and i64 %24, %.99, !dbg !262
  %.102 = icmp ne i64 %25, 0, !dbg !262
  %.103 = and i1 %.98, %.102, !dbg !262
  %.104 = trunc i64 %.97 to i32, !dbg !262
  %.105 = shl i32 %.104, 2, !dbg !262
  %.106 = zext i16 %t52 to i32, !dbg !262
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !262
  %.108 = trunc i32 %.107 to i16, !dbg !262
  %t54 = select i1 %.103, i16 %.108, i16 %t52, !dbg !262
  %.122 = zext i1 %t53 to i32, !dbg !262
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.122), !dbg !262
  %26 = and i32 %.123, 1, !dbg !262
  %.124 = icmp ne i32 %26, 0, !dbg !262
  %t55 = select i1 %.103, i1 %.124, i1 %t53, !dbg !262
  %t56 = icmp slt i32 %.2, 16, !dbg !262
  %t57 = and i1 %t56, %t55, !dbg !262
  %27 = select i1 %t57, i1 %t53, i1 false, !dbg !262
  %t52.mux = select i1 %t57, i16 %t54, i16 %t52, !dbg !262
  %t53.mux = select i1 %t57, i1 true, i1 %t53, !dbg !262
  br i1 %27, label %b26, label %b28, !dbg !262

b26:                                              ; preds = %b24
  %.128 = zext i16 %t54 to i32, !dbg !263
  %28 = insertelement <2 x i32> poison, i32 %.106, i64 0, !dbg !263
  %29 = insertelement <2 x i32> %28, i32 %.128, i64 1, !dbg !263
  %30 = shl nuw <2 x i32> %29, <i32 16, i32 16>, !dbg !263
  %31 = bitcast <2 x i32> %30 to <2 x float>, !dbg !263
  %shift19 = shufflevector <2 x float> %31, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !263
  %32 = fmul <2 x float> %shift19, %31, !dbg !263
  %bc29 = bitcast <2 x float> %32 to <2 x i32>, !dbg !263
  %.132 = extractelement <2 x i32> %bc29, i64 0, !dbg !263
  %.133 = and i32 %.132, 2147483647, !dbg !263
  %.134 = icmp ugt i32 %.133, 2139095040, !dbg !263
  %.135 = lshr i32 %.132, 16, !dbg !263
  %.136 = and i32 %.135, 1, !dbg !263
  %.137 = add i32 %.132, 32767, !dbg !263
  %.138 = add i32 %.137, %.136, !dbg !263
  %.139 = lshr i32 %.138, 16, !dbg !263
  %.141 = or i32 %.135, 64, !dbg !263
  %.142 = select i1 %.134, i32 %.141, i32 %.139, !dbg !263
  %.143 = trunc i32 %.142 to i16, !dbg !263
  br label %b28, !dbg !262

b28:                                              ; preds = %b24, %b26
  %t60 = phi i16 [ %t52.mux, %b24 ], [ %.143, %b26 ]
  %t61 = phi i1 [ %t53.mux, %b24 ], [ true, %b26 ]
  %.148 = add nuw nsw i64 %.96, 8, !dbg !262
  %.149 = icmp ult i32 %.95, 56, !dbg !262
  %.151 = and i64 %.148, 63, !dbg !262
  %33 = shl nuw i64 1, %.151, !dbg !262
  %34 = and i64 %33, %.99, !dbg !262
  %.153 = icmp ne i64 %34, 0, !dbg !262
  %.154 = and i1 %.149, %.153, !dbg !262
  %.155 = trunc i64 %.148 to i32, !dbg !262
  %.156 = shl i32 %.155, 2, !dbg !262
  %.157 = zext i16 %t60 to i32, !dbg !262
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.157), !dbg !262
  %.159 = trunc i32 %.158 to i16, !dbg !262
  %t62 = select i1 %.154, i16 %.159, i16 %t60, !dbg !262
  %.173 = zext i1 %t61 to i32, !dbg !262
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.173), !dbg !262
  %35 = and i32 %.174, 1, !dbg !262
  %.175 = icmp ne i32 %35, 0, !dbg !262
  %t63 = select i1 %.154, i1 %.175, i1 %t61, !dbg !262
  %t64 = icmp slt i32 %.2, 24, !dbg !262
  %t65 = and i1 %t64, %t63, !dbg !262
  %36 = select i1 %t65, i1 %t61, i1 false, !dbg !262
  %t60.mux = select i1 %t65, i16 %t62, i16 %t60, !dbg !262
  %t61.mux = select i1 %t65, i1 true, i1 %t61, !dbg !262
  br i1 %36, label %b30, label %b32, !dbg !262

b30:                                              ; preds = %b28
  %.179 = zext i16 %t62 to i32, !dbg !263
  %37 = insertelement <2 x i32> poison, i32 %.157, i64 0, !dbg !263
  %38 = insertelement <2 x i32> %37, i32 %.179, i64 1, !dbg !263
  %39 = shl nuw <2 x i32> %38, <i32 16, i32 16>, !dbg !263
  %40 = bitcast <2 x i32> %39 to <2 x float>, !dbg !263
  %shift20 = shufflevector <2 x float> %40, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !263
  %41 = fmul <2 x float> %shift20, %40, !dbg !263
  %bc28 = bitcast <2 x float> %41 to <2 x i32>, !dbg !263
  %.183 = extractelement <2 x i32> %bc28, i64 0, !dbg !263
  %.184 = and i32 %.183, 2147483647, !dbg !263
  %.185 = icmp ugt i32 %.184, 2139095040, !dbg !263
  %.186 = lshr i32 %.183, 16, !dbg !263
  %.187 = and i32 %.186, 1, !dbg !263
  %.188 = add i32 %.183, 32767, !dbg !263
  %.189 = add i32 %.188, %.187, !dbg !263
  %.190 = lshr i32 %.189, 16, !dbg !263
  %.192 = or i32 %.186, 64, !dbg !263
  %.193 = select i1 %.185, i32 %.192, i32 %.190, !dbg !263
  %.194 = trunc i32 %.193 to i16, !dbg !263
  br label %b32, !dbg !262

b32:                                              ; preds = %b28, %b30
  %t68 = phi i16 [ %t60.mux, %b28 ], [ %.194, %b30 ]
  %t69 = phi i1 [ %t61.mux, %b28 ], [ true, %b30 ]
  %.199 = add nuw nsw i64 %.96, 4, !dbg !262
  %.200 = icmp ult i32 %.95, 60, !dbg !262
  %.202 = and i64 %.199, 63, !dbg !262
  %42 = shl nuw i64 1, %.202, !dbg !262
  %43 = and i64 %42, %.99, !dbg !262
  %.204 = icmp ne i64 %43, 0, !dbg !262
  %.205 = and i1 %.200, %.204, !dbg !262
  %.206 = trunc i64 %.199 to i32, !dbg !262
  %.207 = shl i32 %.206, 2, !dbg !262
  %.208 = zext i16 %t68 to i32, !dbg !262
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !262
  %.210 = trunc i32 %.209 to i16, !dbg !262
  %t70 = select i1 %.205, i16 %.210, i16 %t68, !dbg !262
  %.224 = zext i1 %t69 to i32, !dbg !262
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !262
  %44 = and i32 %.225, 1, !dbg !262
  %.226 = icmp ne i32 %44, 0, !dbg !262
  %t71 = select i1 %.205, i1 %.226, i1 %t69, !dbg !262
  %t72 = icmp slt i32 %.2, 28, !dbg !262
  %t73 = and i1 %t72, %t71, !dbg !262
  %45 = select i1 %t73, i1 %t69, i1 false, !dbg !262
  %t68.mux = select i1 %t73, i16 %t70, i16 %t68, !dbg !262
  %t69.mux = select i1 %t73, i1 true, i1 %t69, !dbg !262
  br i1 %45, label %b34, label %b36, !dbg !262

b34:                                              ; preds = %b32
  %.230 = zext i16 %t70 to i32, !dbg !263
  %46 = insertelement <2 x i32> poison, i32 %.208, i64 0, !dbg !263
  %47 = insertelement <2 x i32> %46, i32 %.230, i64 1, !dbg !263
  %48 = shl nuw <2 x i32> %47, <i32 16, i32 16>, !dbg !263
  %49 = bitcast <2 x i32> %48 to <2 x float>, !dbg !263
  %shift21 = shufflevector <2 x float> %49, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !263
  %50 = fmul <2 x float> %shift21, %49, !dbg !263
  %bc27 = bitcast <2 x float> %50 to <2 x i32>, !dbg !263
  %.234 = extractelement <2 x i32> %bc27, i64 0, !dbg !263
  %.235 = and i32 %.234, 2147483647, !dbg !263
  %.236 = icmp ugt i32 %.235, 2139095040, !dbg !263
  %.237 = lshr i32 %.234, 16, !dbg !263
  %.238 = and i32 %.237, 1, !dbg !263
  %.239 = add i32 %.234, 32767, !dbg !263
  %.240 = add i32 %.239, %.238, !dbg !263
  %.241 = lshr i32 %.240, 16, !dbg !263
  %.243 = or i32 %.237, 64, !dbg !263
  %.244 = select i1 %.236, i32 %.243, i32 %.241, !dbg !263
  %.245 = trunc i32 %.244 to i16, !dbg !263
  br label %b36, !dbg !262

b36:                                              ; preds = %b32, %b34
  %t76 = phi i16 [ %t68.mux, %b32 ], [ %.245, %b34 ]
  %t77 = phi i1 [ %t69.mux, %b32 ], [ true, %b34 ]
  %.250 = add nuw nsw i64 %.96, 2, !dbg !262
  %.251 = icmp ult i32 %.95, 62, !dbg !262
  %.253 = and i64 %.250, 63, !dbg !262
  %51 = shl nuw i64 1, %.253, !dbg !262
  %52 = and i64 %51, %.99, !dbg !262
  %.255 = icmp ne i64 %52, 0, !dbg !262
  %.256 = and i1 %.251, %.255, !dbg !262
  %.257 = trunc i64 %.250 to i32, !dbg !262
  %.258 = shl i32 %.257, 2, !dbg !262
  %.259 = zext i16 %t76 to i32, !dbg !262
  %.260 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.259), !dbg !262
  %.261 = trunc i32 %.260 to i16, !dbg !262
  %t78 = select i1 %.256, i16 %.261, i16 %t76, !dbg !262
  %.275 = zext i1 %t77 to i32, !dbg !262
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.275), !dbg !262
  %53 = and i32 %.276, 1, !dbg !262
  %.277 = icmp ne i32 %53, 0, !dbg !262
  %t79 = select i1 %.256, i1 %.277, i1 %t77, !dbg !262
  %t80 = icmp slt i32 %.2, 30, !dbg !262
  %t81 = and i1 %t80, %t79, !dbg !262
  %54 = select i1 %t81, i1 %t77, i1 false, !dbg !262
  %t76.mux = select i1 %t81, i16 %t78, i16 %t76, !dbg !262
  %t77.mux = select i1 %t81, i1 true, i1 %t77, !dbg !262
  br i1 %54, label %b38, label %b40, !dbg !262

b38:                                              ; preds = %b36
  %.281 = zext i16 %t78 to i32, !dbg !263
  %55 = insertelement <2 x i32> poison, i32 %.259, i64 0, !dbg !263
  %56 = insertelement <2 x i32> %55, i32 %.281, i64 1, !dbg !263
  %57 = shl nuw <2 x i32> %56, <i32 16, i32 16>, !dbg !263
  %58 = bitcast <2 x i32> %57 to <2 x float>, !dbg !263
  %shift22 = shufflevector <2 x float> %58, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !263
  %59 = fmul <2 x float> %shift22, %58, !dbg !263
  %bc26 = bitcast <2 x float> %59 to <2 x i32>, !dbg !263
  %.285 = extractelement <2 x i32> %bc26, i64 0, !dbg !263
  %.286 = and i32 %.285, 2147483647, !dbg !263
  %.287 = icmp ugt i32 %.286, 2139095040, !dbg !263
  %.288 = lshr i32 %.285, 16, !dbg !263
  %.289 = and i32 %.288, 1, !dbg !263
  %.290 = add i32 %.285, 32767, !dbg !263
  %.291 = add i32 %.290, %.289, !dbg !263
  %.292 = lshr i32 %.291, 16, !dbg !263
  %.294 = or i32 %.288, 64, !dbg !263
  %.295 = select i1 %.287, i32 %.294, i32 %.292, !dbg !263
  %.296 = trunc i32 %.295 to i16, !dbg !263
  br label %b40, !dbg !262

b40:                                              ; preds = %b36, %b38
  %t84 = phi i16 [ %t76.mux, %b36 ], [ %.296, %b38 ]
  %t85 = phi i1 [ %t77.mux, %b36 ], [ true, %b38 ]
  %.301 = add nuw nsw i64 %.96, 1, !dbg !262
  %.302 = icmp ult i32 %.95, 63, !dbg !262
  %.304 = and i64 %.301, 63, !dbg !262
  %60 = shl nuw i64 1, %.304, !dbg !262
  %61 = and i64 %60, %.99, !dbg !262
  %.306 = icmp ne i64 %61, 0, !dbg !262
  %.307 = and i1 %.302, %.306, !dbg !262
  %.308 = trunc i64 %.301 to i32, !dbg !262
  %.309 = shl i32 %.308, 2, !dbg !262
  %.310 = zext i16 %t84 to i32, !dbg !262
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.310), !dbg !262
  %.312 = trunc i32 %.311 to i16, !dbg !262
  %t86 = select i1 %.307, i16 %.312, i16 %t84, !dbg !262
  %.326 = zext i1 %t85 to i32, !dbg !262
  %.327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.326), !dbg !262
  %62 = and i32 %.327, 1, !dbg !262
  %.328 = icmp ne i32 %62, 0, !dbg !262
  %t87 = select i1 %.307, i1 %.328, i1 %t85, !dbg !262
  %t88 = icmp slt i32 %.2, 31, !dbg !262
  %t89 = and i1 %t88, %t87, !dbg !262
  %63 = select i1 %t89, i1 %t85, i1 false, !dbg !262
  %t84.mux = select i1 %t89, i16 %t86, i16 %t84, !dbg !262
  %t85.mux = select i1 %t89, i1 true, i1 %t85, !dbg !262
  br i1 %63, label %b42, label %b45, !dbg !262

b42:                                              ; preds = %b40
  %.332 = zext i16 %t86 to i32, !dbg !263
  %64 = insertelement <2 x i32> poison, i32 %.310, i64 0, !dbg !263
  %65 = insertelement <2 x i32> %64, i32 %.332, i64 1, !dbg !263
  %66 = shl nuw <2 x i32> %65, <i32 16, i32 16>, !dbg !263
  %67 = bitcast <2 x i32> %66 to <2 x float>, !dbg !263
  %shift23 = shufflevector <2 x float> %67, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !263
  %68 = fmul <2 x float> %shift23, %67, !dbg !263
  %bc25 = bitcast <2 x float> %68 to <2 x i32>, !dbg !263
  %.336 = extractelement <2 x i32> %bc25, i64 0, !dbg !263
  %.337 = and i32 %.336, 2147483647, !dbg !263
  %.338 = icmp ugt i32 %.337, 2139095040, !dbg !263
  %.339 = lshr i32 %.336, 16, !dbg !263
  %.340 = and i32 %.339, 1, !dbg !263
  %.341 = add i32 %.336, 32767, !dbg !263
  %.342 = add i32 %.341, %.340, !dbg !263
  %.343 = lshr i32 %.342, 16, !dbg !263
  %.345 = or i32 %.339, 64, !dbg !263
  %.346 = select i1 %.338, i32 %.345, i32 %.343, !dbg !263
  %.347 = trunc i32 %.346 to i16, !dbg !263
  br label %b45, !dbg !262

b45:                                              ; preds = %b40, %b42, %b23
  %t94 = phi i16 [ %t52, %b23 ], [ %t84.mux, %b40 ], [ %.347, %b42 ]
  %t95 = phi i1 [ %t53, %b23 ], [ %t85.mux, %b40 ], [ true, %b42 ]
  %t96 = icmp eq i32 %.2, 0, !dbg !262
  br i1 %t96, label %b46, label %b52, !dbg !262

b46:                                              ; preds = %b45
  %69 = select i1 %t95, i1 %.1, i1 false, !dbg !262
  %a3.mux = select i1 %t95, i16 %t94, i16 %a3, !dbg !262
  %.1.mux = select i1 %t95, i1 true, i1 %.1, !dbg !262
  br i1 %69, label %b48, label %b50, !dbg !262

b48:                                              ; preds = %b46
  %70 = insertelement <2 x i16> poison, i16 %a3, i64 0, !dbg !263
  %71 = insertelement <2 x i16> %70, i16 %t94, i64 1, !dbg !263
  %72 = zext <2 x i16> %71 to <2 x i32>, !dbg !263
  %73 = shl nuw <2 x i32> %72, <i32 16, i32 16>, !dbg !263
  %74 = bitcast <2 x i32> %73 to <2 x float>, !dbg !263
  %shift24 = shufflevector <2 x float> %74, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !263
  %75 = fmul <2 x float> %shift24, %74, !dbg !263
  %bc = bitcast <2 x float> %75 to <2 x i32>, !dbg !263
  %.355 = extractelement <2 x i32> %bc, i64 0, !dbg !263
  %.356 = and i32 %.355, 2147483647, !dbg !263
  %.357 = icmp ugt i32 %.356, 2139095040, !dbg !263
  %.358 = lshr i32 %.355, 16, !dbg !263
  %.359 = and i32 %.358, 1, !dbg !263
  %.360 = add i32 %.355, 32767, !dbg !263
  %.361 = add i32 %.360, %.359, !dbg !263
  %.362 = lshr i32 %.361, 16, !dbg !263
  %.364 = or i32 %.358, 64, !dbg !263
  %.365 = select i1 %.357, i32 %.364, i32 %.362, !dbg !263
  %.366 = trunc i32 %.365 to i16, !dbg !263
  br label %b50, !dbg !262

b50:                                              ; preds = %b46, %b48
  %t99 = phi i16 [ %a3.mux, %b46 ], [ %.366, %b48 ]
  %t100 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t100, label %b51, label %b52, !dbg !262

b51:                                              ; preds = %b50
  store i16 %t99, ptr addrspace(1) %a2, align 2, !dbg !262
  br label %b52, !dbg !262

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !262
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i16 %a2, ptr addrspace(1) %a3, i16 %a4, ptr addrspace(1) %a5) local_unnamed_addr #4 !dbg !264 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !265
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !265
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !265
  %t3 = sext i32 %.1 to i64, !dbg !265
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !265
  %t5 = sext i32 %.2 to i64, !dbg !265
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !265
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !265
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !265, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !265
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !265
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !265, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !265
  %.15 = add i32 %.14, %.9, !dbg !265
  %.16 = udiv i32 %.15, %.6, !dbg !265
  %t9 = sext i32 %.16 to i64, !dbg !265
  %t10 = mul nsw i64 %t7, %t5, !dbg !265
  %t11 = add nsw i64 %t10, %t3, !dbg !265
  %t12 = mul nsw i64 %t9, %t7, !dbg !265
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !265
  %t16 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !265
  %0 = or i64 %t16, %t13, !dbg !265
  %t20 = ptrtoint ptr addrspace(1) %a5 to i64, !dbg !265
  %1 = or i64 %0, %t20, !dbg !265
  %2 = and i64 %1, 3, !dbg !265
  %3 = icmp eq i64 %2, 0, !dbg !265
  %t24 = ashr i64 %a0, 1, !dbg !265
  %t291 = icmp slt i64 %t11, %t24, !dbg !265
  %or.cond = select i1 %3, i1 %t291, i1 false, !dbg !265
  br i1 %or.cond, label %b3.preheader, label %b8, !dbg !265

b3.preheader:                                     ; preds = %entry
  %4 = insertelement <2 x i16> poison, i16 %a2, i64 0
  %5 = shufflevector <2 x i16> %4, <2 x i16> poison, <2 x i32> zeroinitializer
  %6 = insertelement <2 x i16> poison, i16 %a4, i64 0
  %7 = shufflevector <2 x i16> %6, <2 x i16> poison, <2 x i32> zeroinitializer
  br label %b3, !dbg !265

b3:                                               ; preds = %b3.preheader, %b7
  %t282 = phi i64 [ %t59, %b7 ], [ %t11, %b3.preheader ]
  br i1 %t0.not, label %b5, label %b4, !dbg !265

b4:                                               ; preds = %b3
  %t30 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t282, !dbg !265
  %.17 = load i32, ptr addrspace(1) %t30, align 4, !dbg !265
  %t34 = lshr i32 %.17, 16, !dbg !265
  %8 = insertelement <2 x i32> poison, i32 %.17, i64 0, !dbg !265
  %9 = insertelement <2 x i32> %8, i32 %t34, i64 1, !dbg !265
  %10 = trunc <2 x i32> %9 to <2 x i16>, !dbg !265
  br label %b5, !dbg !265

b5:                                               ; preds = %b4, %b3
  %11 = phi <2 x i16> [ %10, %b4 ], [ %5, %b3 ]
  br i1 %t1.not, label %b7, label %b6, !dbg !265

b6:                                               ; preds = %b5
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t282, !dbg !265
  %.18 = load i32, ptr addrspace(1) %t38, align 4, !dbg !265
  %t42 = lshr i32 %.18, 16, !dbg !265
  %12 = insertelement <2 x i32> poison, i32 %.18, i64 0, !dbg !265
  %13 = insertelement <2 x i32> %12, i32 %t42, i64 1, !dbg !265
  %14 = trunc <2 x i32> %13 to <2 x i16>, !dbg !265
  br label %b7, !dbg !265

b7:                                               ; preds = %b6, %b5
  %15 = phi <2 x i16> [ %14, %b6 ], [ %7, %b5 ]
  %16 = shufflevector <2 x i16> %11, <2 x i16> %15, <2 x i32> <i32 0, i32 2>, !dbg !266
  %17 = zext <2 x i16> %16 to <2 x i32>, !dbg !266
  %18 = shl nuw <2 x i32> %17, <i32 16, i32 16>, !dbg !266
  %19 = bitcast <2 x i32> %18 to <2 x float>, !dbg !266
  %20 = extractelement <2 x float> %19, i64 0, !dbg !266
  %21 = extractelement <2 x float> %19, i64 1, !dbg !266
  %t48 = fdiv float %20, %21, !dbg !266
  %.25 = bitcast float %t48 to i32, !dbg !266
  %.26 = and i32 %.25, 2147483647, !dbg !266
  %.27 = icmp ugt i32 %.26, 2139095040, !dbg !266
  %.28 = lshr i32 %.25, 16, !dbg !266
  %.29 = and i32 %.28, 1, !dbg !266
  %.30 = add i32 %.25, 32767, !dbg !266
  %.31 = add i32 %.30, %.29, !dbg !266
  %.32 = lshr i32 %.31, 16, !dbg !266
  %.34 = or i32 %.28, 64, !dbg !266
  %.35 = select i1 %.27, i32 %.34, i32 %.32, !dbg !266
  %22 = shufflevector <2 x i16> %11, <2 x i16> poison, <2 x i32> <i32 1, i32 undef>, !dbg !266
  %23 = shufflevector <2 x i16> %22, <2 x i16> %15, <2 x i32> <i32 0, i32 3>, !dbg !266
  %24 = zext <2 x i16> %23 to <2 x i32>, !dbg !266
  %25 = shl nuw <2 x i32> %24, <i32 16, i32 16>, !dbg !266
  %26 = bitcast <2 x i32> %25 to <2 x float>, !dbg !266
  %27 = extractelement <2 x float> %26, i64 0, !dbg !266
  %28 = extractelement <2 x float> %26, i64 1, !dbg !266
  %t52 = fdiv float %27, %28, !dbg !266
  %.43 = bitcast float %t52 to i32, !dbg !266
  %.44 = and i32 %.43, 2147483647, !dbg !266
  %.45 = icmp ugt i32 %.44, 2139095040, !dbg !266
  %.46 = lshr i32 %.43, 16, !dbg !266
  %.47 = and i32 %.46, 1, !dbg !266
  %.48 = add i32 %.43, 32767, !dbg !266
  %.49 = add i32 %.48, %.47, !dbg !266
  %.50 = lshr i32 %.49, 16, !dbg !266
  %.52 = or i32 %.46, 64, !dbg !266
  %.53 = select i1 %.45, i32 %.52, i32 %.50, !dbg !266
  %t56 = shl nuw i32 %.53, 16, !dbg !265
  %t57 = or i32 %t56, %.35, !dbg !265
  %t58 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t282, !dbg !265
  store i32 %t57, ptr addrspace(1) %t58, align 4, !dbg !265
  %t59 = add i64 %t282, %t12, !dbg !265
  %t29 = icmp slt i64 %t59, %t24, !dbg !265
  br i1 %t29, label %b3, label %b8, !dbg !265

b8:                                               ; preds = %b7, %entry
  %t60 = and i64 %a0, -2, !dbg !265
  %t61 = select i1 %3, i64 %t60, i64 0, !dbg !265
  %t62 = add i64 %t11, %t61, !dbg !265
  %t643 = icmp slt i64 %t62, %a0, !dbg !265
  br i1 %t643, label %b10, label %b15, !dbg !265

b10:                                              ; preds = %b8, %b14
  %t634 = phi i64 [ %t76, %b14 ], [ %t62, %b8 ]
  br i1 %t0.not, label %b12, label %b11, !dbg !265

b11:                                              ; preds = %b10
  %t65 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t634, !dbg !265
  %.55 = load i16, ptr addrspace(1) %t65, align 2, !dbg !265
  br label %b12, !dbg !265

b12:                                              ; preds = %b11, %b10
  %t67 = phi i16 [ %.55, %b11 ], [ %a2, %b10 ]
  br i1 %t1.not, label %b14, label %b13, !dbg !265

b13:                                              ; preds = %b12
  %t68 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t634, !dbg !265
  %.56 = load i16, ptr addrspace(1) %t68, align 2, !dbg !265
  br label %b14, !dbg !265

b14:                                              ; preds = %b13, %b12
  %t70 = phi i16 [ %.56, %b13 ], [ %a4, %b12 ]
  %29 = insertelement <2 x i16> poison, i16 %t67, i64 0, !dbg !266
  %30 = insertelement <2 x i16> %29, i16 %t70, i64 1, !dbg !266
  %31 = zext <2 x i16> %30 to <2 x i32>, !dbg !266
  %32 = shl nuw <2 x i32> %31, <i32 16, i32 16>, !dbg !266
  %33 = bitcast <2 x i32> %32 to <2 x float>, !dbg !266
  %34 = extractelement <2 x float> %33, i64 0, !dbg !266
  %35 = extractelement <2 x float> %33, i64 1, !dbg !266
  %t73 = fdiv float %34, %35, !dbg !266
  %.63 = bitcast float %t73 to i32, !dbg !266
  %.64 = and i32 %.63, 2147483647, !dbg !266
  %.65 = icmp ugt i32 %.64, 2139095040, !dbg !266
  %.66 = lshr i32 %.63, 16, !dbg !266
  %.67 = and i32 %.66, 1, !dbg !266
  %.68 = add i32 %.63, 32767, !dbg !266
  %.69 = add i32 %.68, %.67, !dbg !266
  %.70 = lshr i32 %.69, 16, !dbg !266
  %.72 = or i32 %.66, 64, !dbg !266
  %.73 = select i1 %.65, i32 %.72, i32 %.70, !dbg !266
  %.74 = trunc i32 %.73 to i16, !dbg !266
  %t75 = getelementptr inbounds i16, ptr addrspace(1) %a5, i64 %t634, !dbg !265
  store i16 %.74, ptr addrspace(1) %t75, align 2, !dbg !265
  %t76 = add i64 %t634, %t12, !dbg !265
  %t64 = icmp slt i64 %t76, %a0, !dbg !265
  br i1 %t64, label %b10, label %b15, !dbg !265

b15:                                              ; preds = %b14, %b8
  ret void, !dbg !265
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !267 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !268
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !268
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !268
  %t3 = sext i32 %.1 to i64, !dbg !268
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !268
  %t5 = sext i32 %.2 to i64, !dbg !268
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !268
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !268
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !268, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !268
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !268
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !268, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !268
  %.15 = add i32 %.14, %.9, !dbg !268
  %.16 = udiv i32 %.15, %.6, !dbg !268
  %t9 = sext i32 %.16 to i64, !dbg !268
  %t10 = mul nsw i64 %t7, %t5, !dbg !268
  %t11 = add nsw i64 %t10, %t3, !dbg !268
  %t12 = mul nsw i64 %t9, %t7, !dbg !268
  %t13 = icmp sgt i64 %a1, 7, !dbg !268
  %t15 = icmp sgt i64 %a1, 6, !dbg !268
  %t17 = icmp sgt i64 %a1, 5, !dbg !268
  %t19 = icmp sgt i64 %a1, 4, !dbg !268
  %t21 = icmp sgt i64 %a1, 3, !dbg !268
  %t23 = icmp sgt i64 %a1, 2, !dbg !268
  %t25 = icmp sgt i64 %a1, 1, !dbg !268
  %t27 = icmp sgt i64 %a1, 0, !dbg !268
  %t291 = icmp slt i64 %t11, %a0, !dbg !268
  br i1 %t291, label %b2, label %b23, !dbg !268

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t152, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !268

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !268
  %t33 = mul i64 %t31, %a9, !dbg !268
  %t34 = sub nuw i64 %t282, %t33, !dbg !268
  %t35 = mul i64 %t34, %a19, !dbg !268
  %t36 = mul i64 %t34, %a29, !dbg !268
  %t37 = mul i64 %t34, %a38, !dbg !268
  br label %b4, !dbg !268

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !268

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !268
  %t45 = mul i64 %t43, %a8, !dbg !268
  %t46 = sub i64 %t38, %t45, !dbg !268
  %t47 = mul i64 %t46, %a18, !dbg !268
  %t48 = add i64 %t47, %t39, !dbg !268
  %t49 = mul i64 %t46, %a28, !dbg !268
  %t50 = add i64 %t49, %t40, !dbg !268
  %t51 = mul i64 %t46, %a37, !dbg !268
  %t52 = add i64 %t51, %t41, !dbg !268
  br label %b6, !dbg !268

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !268

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !268
  %t60 = mul i64 %t58, %a7, !dbg !268
  %t61 = sub i64 %t53, %t60, !dbg !268
  %t62 = mul i64 %t61, %a17, !dbg !268
  %t63 = add i64 %t62, %t54, !dbg !268
  %t64 = mul i64 %t61, %a27, !dbg !268
  %t65 = add i64 %t64, %t55, !dbg !268
  %t66 = mul i64 %t61, %a36, !dbg !268
  %t67 = add i64 %t66, %t56, !dbg !268
  br label %b8, !dbg !268

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !268

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !268
  %t75 = mul i64 %t73, %a6, !dbg !268
  %t76 = sub i64 %t68, %t75, !dbg !268
  %t77 = mul i64 %t76, %a16, !dbg !268
  %t78 = add i64 %t77, %t69, !dbg !268
  %t79 = mul i64 %t76, %a26, !dbg !268
  %t80 = add i64 %t79, %t70, !dbg !268
  %t81 = mul i64 %t76, %a35, !dbg !268
  %t82 = add i64 %t81, %t71, !dbg !268
  br label %b10, !dbg !268

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !268

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !268
  %t90 = mul i64 %t88, %a5, !dbg !268
  %t91 = sub i64 %t83, %t90, !dbg !268
  %t92 = mul i64 %t91, %a15, !dbg !268
  %t93 = add i64 %t92, %t84, !dbg !268
  %t94 = mul i64 %t91, %a25, !dbg !268
  %t95 = add i64 %t94, %t85, !dbg !268
  %t96 = mul i64 %t91, %a34, !dbg !268
  %t97 = add i64 %t96, %t86, !dbg !268
  br label %b12, !dbg !268

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !268

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !268
  %t105 = mul i64 %t103, %a4, !dbg !268
  %t106 = sub i64 %t98, %t105, !dbg !268
  %t107 = mul i64 %t106, %a14, !dbg !268
  %t108 = add i64 %t107, %t99, !dbg !268
  %t109 = mul i64 %t106, %a24, !dbg !268
  %t110 = add i64 %t109, %t100, !dbg !268
  %t111 = mul i64 %t106, %a33, !dbg !268
  %t112 = add i64 %t111, %t101, !dbg !268
  br label %b14, !dbg !268

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !268

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !268
  %t120 = mul i64 %t118, %a3, !dbg !268
  %t121 = sub i64 %t113, %t120, !dbg !268
  %t122 = mul i64 %t121, %a13, !dbg !268
  %t123 = add i64 %t122, %t114, !dbg !268
  %t124 = mul i64 %t121, %a23, !dbg !268
  %t125 = add i64 %t124, %t115, !dbg !268
  %t126 = mul i64 %t121, %a32, !dbg !268
  %t127 = add i64 %t126, %t116, !dbg !268
  br label %b16, !dbg !268

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !268

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !268
  %t133 = add i64 %t129, %t132, !dbg !268
  %t134 = mul i64 %t128, %a22, !dbg !268
  %t135 = add i64 %t130, %t134, !dbg !268
  %t136 = mul i64 %t128, %a31, !dbg !268
  %t137 = add i64 %t131, %t136, !dbg !268
  br label %b18, !dbg !268

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !268

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t138, !dbg !268
  %.17 = load i16, ptr addrspace(1) %t141, align 2, !dbg !268
  br label %b20, !dbg !268

b20:                                              ; preds = %b19, %b18
  %t143 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !268

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t139, !dbg !268
  %.18 = load i16, ptr addrspace(1) %t144, align 2, !dbg !268
  br label %b22, !dbg !268

b22:                                              ; preds = %b21, %b20
  %t146 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  %0 = insertelement <2 x i16> poison, i16 %t143, i64 0, !dbg !269
  %1 = insertelement <2 x i16> %0, i16 %t146, i64 1, !dbg !269
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !269
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !269
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !269
  %5 = extractelement <2 x float> %4, i64 0, !dbg !269
  %6 = extractelement <2 x float> %4, i64 1, !dbg !269
  %t149 = fdiv float %5, %6, !dbg !269
  %.25 = bitcast float %t149 to i32, !dbg !269
  %.26 = and i32 %.25, 2147483647, !dbg !269
  %.27 = icmp ugt i32 %.26, 2139095040, !dbg !269
  %.28 = lshr i32 %.25, 16, !dbg !269
  %.29 = and i32 %.28, 1, !dbg !269
  %.30 = add i32 %.25, 32767, !dbg !269
  %.31 = add i32 %.30, %.29, !dbg !269
  %.32 = lshr i32 %.31, 16, !dbg !269
  %.34 = or i32 %.28, 64, !dbg !269
  %.35 = select i1 %.27, i32 %.34, i32 %.32, !dbg !269
  %.36 = trunc i32 %.35 to i16, !dbg !269
  %t151 = getelementptr inbounds i16, ptr addrspace(1) %a30, i64 %t140, !dbg !268
  store i16 %.36, ptr addrspace(1) %t151, align 2, !dbg !268
  %t152 = add i64 %t282, %t12, !dbg !268
  %t29 = icmp slt i64 %t152, %a0, !dbg !268
  br i1 %t29, label %b2, label %b23, !dbg !268

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !268
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !270 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !271
  %t3 = sext i32 %.1 to i64, !dbg !271
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !271
  %t5 = sext i32 %.2 to i64, !dbg !271
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !271
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !271
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !271, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !271
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !271
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !271, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !271
  %.15 = add i32 %.14, %.9, !dbg !271
  %.16 = udiv i32 %.15, %.6, !dbg !271
  %t9 = sext i32 %.16 to i64, !dbg !271
  %t10 = mul nsw i64 %t7, %t5, !dbg !271
  %t11 = add nsw i64 %t10, %t3, !dbg !271
  %t12 = mul nsw i64 %t9, %t7, !dbg !271
  %t13 = shl nsw i64 %t12, 1, !dbg !271
  %t14 = icmp slt i64 %t11, %a0, !dbg !271
  br i1 %t14, label %b1, label %b8, !dbg !271

b1:                                               ; preds = %entry
  %t15 = mul i64 %t11, %a2, !dbg !271
  %t16 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t15, !dbg !271
  %.17 = load i16, ptr addrspace(1) %t16, align 2, !dbg !271, !amdgpu.noclobber !6
  %t18 = add nsw i64 %t12, %t11, !dbg !271
  %t19 = sub i64 %a0, %t12, !dbg !271
  %t22 = mul i64 %t13, %a2, !dbg !271
  %t23 = mul i64 %t12, %a2, !dbg !271
  %t3111 = icmp slt i64 %t18, %t19, !dbg !271
  br i1 %t3111, label %b3.preheader, label %b4, !dbg !271

b3.preheader:                                     ; preds = %b1
  %t20 = mul i64 %t18, %a2, !dbg !271
  %t24 = add i64 %t20, %t23, !dbg !271
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t24, !dbg !271
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t20, !dbg !271
  br label %b3, !dbg !271

b3:                                               ; preds = %b3.preheader, %b3
  %t2915 = phi i16 [ %.55, %b3 ], [ %.17, %b3.preheader ]
  %t2814 = phi i64 [ %t42, %b3 ], [ %t18, %b3.preheader ]
  %t2713 = phi ptr addrspace(1) [ %t43, %b3 ], [ %t21, %b3.preheader ]
  %t2612 = phi ptr addrspace(1) [ %t44, %b3 ], [ %t25, %b3.preheader ]
  %.18 = load i16, ptr addrspace(1) %t2713, align 2, !dbg !271
  %.19 = load i16, ptr addrspace(1) %t2612, align 2, !dbg !271
  %0 = insertelement <2 x i16> poison, i16 %t2915, i64 0, !dbg !272
  %1 = insertelement <2 x i16> %0, i16 %.18, i64 1, !dbg !272
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !272
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !272
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !272
  %5 = extractelement <2 x float> %4, i64 0, !dbg !272
  %6 = extractelement <2 x float> %4, i64 1, !dbg !272
  %t36 = fdiv float %5, %6, !dbg !272
  %.26 = bitcast float %t36 to i32, !dbg !272
  %.27 = and i32 %.26, 2147483647, !dbg !272
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !272
  %.29 = lshr i32 %.26, 16, !dbg !272
  %.30 = and i32 %.29, 1, !dbg !272
  %.31 = add i32 %.26, 32767, !dbg !272
  %.32 = add i32 %.31, %.30, !dbg !272
  %.33 = lshr i32 %.32, 16, !dbg !272
  %.35 = or i32 %.29, 64, !dbg !272
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !272
  %.41 = zext i16 %.19 to i32, !dbg !272
  %7 = insertelement <2 x i32> poison, i32 %.36, i64 0, !dbg !272
  %8 = insertelement <2 x i32> %7, i32 %.41, i64 1, !dbg !272
  %9 = shl nuw <2 x i32> %8, <i32 16, i32 16>, !dbg !272
  %10 = bitcast <2 x i32> %9 to <2 x float>, !dbg !272
  %11 = extractelement <2 x float> %10, i64 0, !dbg !272
  %12 = extractelement <2 x float> %10, i64 1, !dbg !272
  %t40 = fdiv float %11, %12, !dbg !272
  %.44 = bitcast float %t40 to i32, !dbg !272
  %.45 = and i32 %.44, 2147483647, !dbg !272
  %.46 = icmp ugt i32 %.45, 2139095040, !dbg !272
  %.47 = lshr i32 %.44, 16, !dbg !272
  %.48 = and i32 %.47, 1, !dbg !272
  %.49 = add i32 %.44, 32767, !dbg !272
  %.50 = add i32 %.49, %.48, !dbg !272
  %.51 = lshr i32 %.50, 16, !dbg !272
  %.53 = or i32 %.47, 64, !dbg !272
  %.54 = select i1 %.46, i32 %.53, i32 %.51, !dbg !272
  %.55 = trunc i32 %.54 to i16, !dbg !272
  %t42 = add i64 %t2814, %t13, !dbg !271
  %t43 = getelementptr inbounds i16, ptr addrspace(1) %t2713, i64 %t22, !dbg !271
  %t44 = getelementptr inbounds i16, ptr addrspace(1) %t2612, i64 %t22, !dbg !271
  %t31 = icmp slt i64 %t42, %t19, !dbg !271
  br i1 %t31, label %b3, label %b4, !dbg !271

b4:                                               ; preds = %b3, %b1
  %t28.lcssa = phi i64 [ %t18, %b1 ], [ %t42, %b3 ]
  %t29.lcssa = phi i16 [ %.17, %b1 ], [ %.55, %b3 ]
  %t5017 = icmp slt i64 %t28.lcssa, %a0, !dbg !271
  br i1 %t5017, label %b6.preheader, label %b8, !dbg !271

b6.preheader:                                     ; preds = %b4
  %t45 = mul i64 %t28.lcssa, %a2, !dbg !271
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t45, !dbg !271
  br label %b6, !dbg !271

b6:                                               ; preds = %b6.preheader, %b6
  %t4920 = phi i16 [ %.74, %b6 ], [ %t29.lcssa, %b6.preheader ]
  %t4819 = phi i64 [ %t56, %b6 ], [ %t28.lcssa, %b6.preheader ]
  %t4718 = phi ptr addrspace(1) [ %t57, %b6 ], [ %t46, %b6.preheader ]
  %.56 = load i16, ptr addrspace(1) %t4718, align 2, !dbg !271
  %13 = insertelement <2 x i16> poison, i16 %t4920, i64 0, !dbg !272
  %14 = insertelement <2 x i16> %13, i16 %.56, i64 1, !dbg !272
  %15 = zext <2 x i16> %14 to <2 x i32>, !dbg !272
  %16 = shl nuw <2 x i32> %15, <i32 16, i32 16>, !dbg !272
  %17 = bitcast <2 x i32> %16 to <2 x float>, !dbg !272
  %18 = extractelement <2 x float> %17, i64 0, !dbg !272
  %19 = extractelement <2 x float> %17, i64 1, !dbg !272
  %t54 = fdiv float %18, %19, !dbg !272
  %.63 = bitcast float %t54 to i32, !dbg !272
  %.64 = and i32 %.63, 2147483647, !dbg !272
  %.65 = icmp ugt i32 %.64, 2139095040, !dbg !272
  %.66 = lshr i32 %.63, 16, !dbg !272
  %.67 = and i32 %.66, 1, !dbg !272
  %.68 = add i32 %.63, 32767, !dbg !272
  %.69 = add i32 %.68, %.67, !dbg !272
  %.70 = lshr i32 %.69, 16, !dbg !272
  %.72 = or i32 %.66, 64, !dbg !272
  %.73 = select i1 %.65, i32 %.72, i32 %.70, !dbg !272
  %.74 = trunc i32 %.73 to i16, !dbg !272
  %t56 = add i64 %t4819, %t12, !dbg !271
  %t57 = getelementptr inbounds i16, ptr addrspace(1) %t4718, i64 %t23, !dbg !271
  %t50 = icmp slt i64 %t56, %a0, !dbg !271
  br i1 %t50, label %b6, label %b8, !dbg !271

b8:                                               ; preds = %b6, %b4, %entry
  %t58 = phi i16 [ 0, %entry ], [ %t29.lcssa, %b4 ], [ %.74, %b6 ]
  %t59 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.0, i32 %.1, !dbg !271
  store i16 %t58, ptr addrspace(3) %t59, align 2, !dbg !271
  %t60 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.1, i32 %.1, !dbg !271
  %.75 = zext i1 %t14 to i8, !dbg !271
  store i8 %.75, ptr addrspace(3) %t60, align 1, !dbg !271
  fence syncscope("workgroup") release, !dbg !271
  tail call void @llvm.amdgcn.s.barrier(), !dbg !271
  fence syncscope("workgroup") acquire, !dbg !271
  %t61 = icmp slt i32 %.1, 128, !dbg !271
  br i1 %t61, label %b9, label %b14, !dbg !271

b9:                                               ; preds = %b8
  %t62 = add nsw i32 %.1, 128, !dbg !271
  %t63 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.0, i32 %t62, !dbg !271
  %.76 = load i16, ptr addrspace(3) %t63, align 2, !dbg !271
  %t65 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.1, i32 %t62, !dbg !271
  %.77 = load i8, ptr addrspace(3) %t65, align 1, !dbg !271
  %.78.not10 = icmp eq i8 %.77, 0, !dbg !271
  %t14.not = xor i1 %t14, true, !dbg !271
  %brmerge = select i1 %.78.not10, i1 true, i1 %t14.not, !dbg !271
  %t58.mux = select i1 %.78.not10, i16 %t58, i16 %.76, !dbg !271
  %not..78.not10 = xor i1 %.78.not10, true, !dbg !271
  %t14.mux = select i1 %not..78.not10, i1 true, i1 %t14, !dbg !271
  br i1 %brmerge, label %b13, label %b11, !dbg !271

b11:                                              ; preds = %b9
  %20 = insertelement <2 x i16> poison, i16 %t58, i64 0, !dbg !272
  %21 = insertelement <2 x i16> %20, i16 %.76, i64 1, !dbg !272
  %22 = zext <2 x i16> %21 to <2 x i32>, !dbg !272
  %23 = shl nuw <2 x i32> %22, <i32 16, i32 16>, !dbg !272
  %24 = bitcast <2 x i32> %23 to <2 x float>, !dbg !272
  %25 = extractelement <2 x float> %24, i64 0, !dbg !272
  %26 = extractelement <2 x float> %24, i64 1, !dbg !272
  %t69 = fdiv float %25, %26, !dbg !272
  %.85 = bitcast float %t69 to i32, !dbg !272
  %.86 = and i32 %.85, 2147483647, !dbg !272
  %.87 = icmp ugt i32 %.86, 2139095040, !dbg !272
  %.88 = lshr i32 %.85, 16, !dbg !272
  %.89 = and i32 %.88, 1, !dbg !272
  %.90 = add i32 %.85, 32767, !dbg !272
  %.91 = add i32 %.90, %.89, !dbg !272
  %.92 = lshr i32 %.91, 16, !dbg !272
  %.94 = or i32 %.88, 64, !dbg !272
  %.95 = select i1 %.87, i32 %.94, i32 %.92, !dbg !272
  %.96 = trunc i32 %.95 to i16, !dbg !272
  br label %b13, !dbg !271

b13:                                              ; preds = %b9, %b11
  %t72 = phi i16 [ %t58.mux, %b9 ], [ %.96, %b11 ]
  %t73 = phi i1 [ %t14.mux, %b9 ], [ true, %b11 ]
  store i16 %t72, ptr addrspace(3) %t59, align 2, !dbg !271
  %.97 = zext i1 %t73 to i8, !dbg !271
  store i8 %.97, ptr addrspace(3) %t60, align 1, !dbg !271
  br label %b14, !dbg !271

b14:                                              ; preds = %b13, %b8
  %t74 = phi i16 [ %t72, %b13 ], [ %t58, %b8 ]
  %t75 = phi i1 [ %t73, %b13 ], [ %t14, %b8 ]
  fence syncscope("workgroup") release, !dbg !271
  tail call void @llvm.amdgcn.s.barrier(), !dbg !271
  fence syncscope("workgroup") acquire, !dbg !271
  %t76 = icmp slt i32 %.1, 64, !dbg !271
  br i1 %t76, label %b15, label %b20, !dbg !271

b15:                                              ; preds = %b14
  %t77 = add nsw i32 %.1, 64, !dbg !271
  %t78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.0, i32 %t77, !dbg !271
  %.98 = load i16, ptr addrspace(3) %t78, align 2, !dbg !271
  %t80 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.1, i32 %t77, !dbg !271
  %.99 = load i8, ptr addrspace(3) %t80, align 1, !dbg !271
  %.100.not9 = icmp eq i8 %.99, 0, !dbg !271
  %t75.not = xor i1 %t75, true, !dbg !271
  %brmerge1 = select i1 %.100.not9, i1 true, i1 %t75.not, !dbg !271
  %t74.mux = select i1 %.100.not9, i16 %t74, i16 %.98, !dbg !271
  %not..100.not9 = xor i1 %.100.not9, true, !dbg !271
  %t75.mux = select i1 %not..100.not9, i1 true, i1 %t75, !dbg !271
  br i1 %brmerge1, label %b19, label %b17, !dbg !271

b17:                                              ; preds = %b15
  %27 = insertelement <2 x i16> poison, i16 %t74, i64 0, !dbg !272
  %28 = insertelement <2 x i16> %27, i16 %.98, i64 1, !dbg !272
  %29 = zext <2 x i16> %28 to <2 x i32>, !dbg !272
  %30 = shl nuw <2 x i32> %29, <i32 16, i32 16>, !dbg !272
  %31 = bitcast <2 x i32> %30 to <2 x float>, !dbg !272
  %32 = extractelement <2 x float> %31, i64 0, !dbg !272
  %33 = extractelement <2 x float> %31, i64 1, !dbg !272
  %t84 = fdiv float %32, %33, !dbg !272
  %.107 = bitcast float %t84 to i32, !dbg !272
  %.108 = and i32 %.107, 2147483647, !dbg !272
  %.109 = icmp ugt i32 %.108, 2139095040, !dbg !272
  %.110 = lshr i32 %.107, 16, !dbg !272
  %.111 = and i32 %.110, 1, !dbg !272
  %.112 = add i32 %.107, 32767, !dbg !272
  %.113 = add i32 %.112, %.111, !dbg !272
  %.114 = lshr i32 %.113, 16, !dbg !272
  %.116 = or i32 %.110, 64, !dbg !272
  %.117 = select i1 %.109, i32 %.116, i32 %.114, !dbg !272
  %.118 = trunc i32 %.117 to i16, !dbg !272
  br label %b19, !dbg !271

b19:                                              ; preds = %b15, %b17
  %t87 = phi i16 [ %t74.mux, %b15 ], [ %.118, %b17 ]
  %t88 = phi i1 [ %t75.mux, %b15 ], [ true, %b17 ]
  store i16 %t87, ptr addrspace(3) %t59, align 2, !dbg !271
  %.119 = zext i1 %t88 to i8, !dbg !271
  store i8 %.119, ptr addrspace(3) %t60, align 1, !dbg !271
  br label %b20, !dbg !271

b20:                                              ; preds = %b19, %b14
  %t89 = phi i16 [ %t87, %b19 ], [ %t74, %b14 ]
  %t90 = phi i1 [ %t88, %b19 ], [ %t75, %b14 ]
  fence syncscope("workgroup") release, !dbg !271
  tail call void @llvm.amdgcn.s.barrier(), !dbg !271
  fence syncscope("workgroup") acquire, !dbg !271
  %t91 = icmp slt i32 %.1, 32, !dbg !271
  br i1 %t91, label %b21, label %b26, !dbg !271

b21:                                              ; preds = %b20
  %t92 = add nsw i32 %.1, 32, !dbg !271
  %t93 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.0, i32 %t92, !dbg !271
  %.120 = load i16, ptr addrspace(3) %t93, align 2, !dbg !271
  %t95 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.1, i32 %t92, !dbg !271
  %.121 = load i8, ptr addrspace(3) %t95, align 1, !dbg !271
  %.122.not8 = icmp eq i8 %.121, 0, !dbg !271
  %t90.not = xor i1 %t90, true, !dbg !271
  %brmerge2 = select i1 %.122.not8, i1 true, i1 %t90.not, !dbg !271
  %t89.mux = select i1 %.122.not8, i16 %t89, i16 %.120, !dbg !271
  %not..122.not8 = xor i1 %.122.not8, true, !dbg !271
  %t90.mux = select i1 %not..122.not8, i1 true, i1 %t90, !dbg !271
  br i1 %brmerge2, label %b26, label %b23, !dbg !271

b23:                                              ; preds = %b21
  %34 = insertelement <2 x i16> poison, i16 %t89, i64 0, !dbg !272
  %35 = insertelement <2 x i16> %34, i16 %.120, i64 1, !dbg !272
  %36 = zext <2 x i16> %35 to <2 x i32>, !dbg !272
  %37 = shl nuw <2 x i32> %36, <i32 16, i32 16>, !dbg !272
  %38 = bitcast <2 x i32> %37 to <2 x float>, !dbg !272
  %39 = extractelement <2 x float> %38, i64 0, !dbg !272
  %40 = extractelement <2 x float> %38, i64 1, !dbg !272
  %t99 = fdiv float %39, %40, !dbg !272
  %.129 = bitcast float %t99 to i32, !dbg !272
  %.130 = and i32 %.129, 2147483647, !dbg !272
  %.131 = icmp ugt i32 %.130, 2139095040, !dbg !272
  %.132 = lshr i32 %.129, 16, !dbg !272
  %.133 = and i32 %.132, 1, !dbg !272
  %.134 = add i32 %.129, 32767, !dbg !272
  %.135 = add i32 %.134, %.133, !dbg !272
  %.136 = lshr i32 %.135, 16, !dbg !272
  %.138 = or i32 %.132, 64, !dbg !272
  %.139 = select i1 %.131, i32 %.138, i32 %.136, !dbg !272
  %.140 = trunc i32 %.139 to i16, !dbg !272
  br label %b26, !dbg !271

b26:                                              ; preds = %b21, %b23, %b20
  %t104 = phi i16 [ %t89, %b20 ], [ %t89.mux, %b21 ], [ %.140, %b23 ]
  %t105 = phi i1 [ %t90, %b20 ], [ %t90.mux, %b21 ], [ true, %b23 ]
  br i1 %t91, label %b27, label %b48, !dbg !271

b27:                                              ; preds = %b26
  %.142 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !271
  %.143 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.142), !dbg !271
  %.144 = zext i32 %.143 to i64, !dbg !271
  %.145 = add nuw nsw i64 %.144, 16, !dbg !271
  %.146 = icmp ult i32 %.143, 48, !dbg !271
  %.147 = tail call i64 @llvm.read_register.i64(metadata !236) #12, !dbg !271
  %.148 = and i64 %.145, 63, !dbg !271
  %41 = shl nuw i64 1, %.148, !dbg !271
  %42 = and i64 %41, %.147, !dbg !271
  %.150 = icmp ne i64 %42, 0, !dbg !271
  %.151 = and i1 %.146, %.150, !dbg !271
  %.152 = trunc i64 %.145 to i32, !dbg !271
  %.153 = shl i32 %.152, 2, !dbg !271
  %.154 = zext i16 %t104 to i32, !dbg !271
  %.155 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.154), !dbg !271
  %.156 = trunc i32 %.155 to i16, !dbg !271
  %t106 = select i1 %.151, i16 %.156, i16 %t104, !dbg !271
  %.170 = zext i1 %t105 to i32, !dbg !271
  %.171 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.170), !dbg !271
  %43 = and i32 %.171, 1, !dbg !271
  %.172 = icmp ne i32 %43, 0, !dbg !271
  %t107 = select i1 %.151, i1 %.172, i1 %t105, !dbg !271
  %t108 = icmp slt i32 %.1, 16, !dbg !271
  %t109 = and i1 %t108, %t107, !dbg !271
  %44 = select i1 %t109, i1 %t105, i1 false, !dbg !271
  %t104.mux = select i1 %t109, i16 %t106, i16 %t104, !dbg !271
  %t105.mux = select i1 %t109, i1 true, i1 %t105, !dbg !271
  br i1 %44, label %b29, label %b31, !dbg !271

b29:                                              ; preds = %b27
  %.176 = zext i16 %t106 to i32, !dbg !272
  %45 = insertelement <2 x i32> poison, i32 %.154, i64 0, !dbg !272
  %46 = insertelement <2 x i32> %45, i32 %.176, i64 1, !dbg !272
  %47 = shl nuw <2 x i32> %46, <i32 16, i32 16>, !dbg !272
  %48 = bitcast <2 x i32> %47 to <2 x float>, !dbg !272
  %49 = extractelement <2 x float> %48, i64 0, !dbg !272
  %50 = extractelement <2 x float> %48, i64 1, !dbg !272
  %t112 = fdiv float %49, %50, !dbg !272
  %.179 = bitcast float %t112 to i32, !dbg !272
  %.180 = and i32 %.179, 2147483647, !dbg !272
  %.181 = icmp ugt i32 %.180, 2139095040, !dbg !272
  %.182 = lshr i32 %.179, 16, !dbg !272
  %.183 = and i32 %.182, 1, !dbg !272
  %.184 = add i32 %.179, 32767, !dbg !272
  %.185 = add i32 %.184, %.183, !dbg !272
  %.186 = lshr i32 %.185, 16, !dbg !272
  %.188 = or i32 %.182, 64, !dbg !272
  %.189 = select i1 %.181, i32 %.188, i32 %.186, !dbg !272
  %.190 = trunc i32 %.189 to i16, !dbg !272
  br label %b31, !dbg !271

b31:                                              ; preds = %b27, %b29
  %t115 = phi i16 [ %t104.mux, %b27 ], [ %.190, %b29 ]
  %t116 = phi i1 [ %t105.mux, %b27 ], [ true, %b29 ]
  %.195 = add nuw nsw i64 %.144, 8, !dbg !271
  %.196 = icmp ult i32 %.143, 56, !dbg !271
  %.198 = and i64 %.195, 63, !dbg !271
  %51 = shl nuw i64 1, %.198, !dbg !271
  %52 = and i64 %51, %.147, !dbg !271
  %.200 = icmp ne i64 %52, 0, !dbg !271
  %.201 = and i1 %.196, %.200, !dbg !271
  %.202 = trunc i64 %.195 to i32, !dbg !271
  %.203 = shl i32 %.202, 2, !dbg !271
  %.204 = zext i16 %t115 to i32, !dbg !271
  %.205 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.203, i32 %.204), !dbg !271
  %.206 = trunc i32 %.205 to i16, !dbg !271
  %t117 = select i1 %.201, i16 %.206, i16 %t115, !dbg !271
  %.220 = zext i1 %t116 to i32, !dbg !271
  %.221 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.203, i32 %.220), !dbg !271
  %53 = and i32 %.221, 1, !dbg !271
  %.222 = icmp ne i32 %53, 0, !dbg !271
  %t118 = select i1 %.201, i1 %.222, i1 %t116, !dbg !271
  %t119 = icmp slt i32 %.1, 24, !dbg !271
  %t120 = and i1 %t119, %t118, !dbg !271
  %54 = select i1 %t120, i1 %t116, i1 false, !dbg !271
  %t115.mux = select i1 %t120, i16 %t117, i16 %t115, !dbg !271
  %t116.mux = select i1 %t120, i1 true, i1 %t116, !dbg !271
  br i1 %54, label %b33, label %b35, !dbg !271

b33:                                              ; preds = %b31
  %.226 = zext i16 %t117 to i32, !dbg !272
  %55 = insertelement <2 x i32> poison, i32 %.204, i64 0, !dbg !272
  %56 = insertelement <2 x i32> %55, i32 %.226, i64 1, !dbg !272
  %57 = shl nuw <2 x i32> %56, <i32 16, i32 16>, !dbg !272
  %58 = bitcast <2 x i32> %57 to <2 x float>, !dbg !272
  %59 = extractelement <2 x float> %58, i64 0, !dbg !272
  %60 = extractelement <2 x float> %58, i64 1, !dbg !272
  %t123 = fdiv float %59, %60, !dbg !272
  %.229 = bitcast float %t123 to i32, !dbg !272
  %.230 = and i32 %.229, 2147483647, !dbg !272
  %.231 = icmp ugt i32 %.230, 2139095040, !dbg !272
  %.232 = lshr i32 %.229, 16, !dbg !272
  %.233 = and i32 %.232, 1, !dbg !272
  %.234 = add i32 %.229, 32767, !dbg !272
  %.235 = add i32 %.234, %.233, !dbg !272
  %.236 = lshr i32 %.235, 16, !dbg !272
  %.238 = or i32 %.232, 64, !dbg !272
  %.239 = select i1 %.231, i32 %.238, i32 %.236, !dbg !272
  %.240 = trunc i32 %.239 to i16, !dbg !272
  br label %b35, !dbg !271

b35:                                              ; preds = %b31, %b33
  %t126 = phi i16 [ %t115.mux, %b31 ], [ %.240, %b33 ]
  %t127 = phi i1 [ %t116.mux, %b31 ], [ true, %b33 ]
  %.245 = add nuw nsw i64 %.144, 4, !dbg !271
  %.246 = icmp ult i32 %.143, 60, !dbg !271
  %.248 = and i64 %.245, 63, !dbg !271
  %61 = shl nuw i64 1, %.248, !dbg !271
  %62 = and i64 %61, %.147, !dbg !271
  %.250 = icmp ne i64 %62, 0, !dbg !271
  %.251 = and i1 %.246, %.250, !dbg !271
  %.252 = trunc i64 %.245 to i32, !dbg !271
  %.253 = shl i32 %.252, 2, !dbg !271
  %.254 = zext i16 %t126 to i32, !dbg !271
  %.255 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.253, i32 %.254), !dbg !271
  %.256 = trunc i32 %.255 to i16, !dbg !271
  %t128 = select i1 %.251, i16 %.256, i16 %t126, !dbg !271
  %.270 = zext i1 %t127 to i32, !dbg !271
  %.271 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.253, i32 %.270), !dbg !271
  %63 = and i32 %.271, 1, !dbg !271
  %.272 = icmp ne i32 %63, 0, !dbg !271
  %t129 = select i1 %.251, i1 %.272, i1 %t127, !dbg !271
  %t130 = icmp slt i32 %.1, 28, !dbg !271
  %t131 = and i1 %t130, %t129, !dbg !271
  %64 = select i1 %t131, i1 %t127, i1 false, !dbg !271
  %t126.mux = select i1 %t131, i16 %t128, i16 %t126, !dbg !271
  %t127.mux = select i1 %t131, i1 true, i1 %t127, !dbg !271
  br i1 %64, label %b37, label %b39, !dbg !271

b37:                                              ; preds = %b35
  %.276 = zext i16 %t128 to i32, !dbg !272
  %65 = insertelement <2 x i32> poison, i32 %.254, i64 0, !dbg !272
  %66 = insertelement <2 x i32> %65, i32 %.276, i64 1, !dbg !272
  %67 = shl nuw <2 x i32> %66, <i32 16, i32 16>, !dbg !272
  %68 = bitcast <2 x i32> %67 to <2 x float>, !dbg !272
  %69 = extractelement <2 x float> %68, i64 0, !dbg !272
  %70 = extractelement <2 x float> %68, i64 1, !dbg !272
  %t134 = fdiv float %69, %70, !dbg !272
  %.279 = bitcast float %t134 to i32, !dbg !272
  %.280 = and i32 %.279, 2147483647, !dbg !272
  %.281 = icmp ugt i32 %.280, 2139095040, !dbg !272
  %.282 = lshr i32 %.279, 16, !dbg !272
  %.283 = and i32 %.282, 1, !dbg !272
  %.284 = add i32 %.279, 32767, !dbg !272
  %.285 = add i32 %.284, %.283, !dbg !272
  %.286 = lshr i32 %.285, 16, !dbg !272
  %.288 = or i32 %.282, 64, !dbg !272
  %.289 = select i1 %.281, i32 %.288, i32 %.286, !dbg !272
  %.290 = trunc i32 %.289 to i16, !dbg !272
  br label %b39, !dbg !271

b39:                                              ; preds = %b35, %b37
  %t137 = phi i16 [ %t126.mux, %b35 ], [ %.290, %b37 ]
  %t138 = phi i1 [ %t127.mux, %b35 ], [ true, %b37 ]
  %.295 = add nuw nsw i64 %.144, 2, !dbg !271
  %.296 = icmp ult i32 %.143, 62, !dbg !271
  %.298 = and i64 %.295, 63, !dbg !271
  %71 = shl nuw i64 1, %.298, !dbg !271
  %72 = and i64 %71, %.147, !dbg !271
  %.300 = icmp ne i64 %72, 0, !dbg !271
  %.301 = and i1 %.296, %.300, !dbg !271
  %.302 = trunc i64 %.295 to i32, !dbg !271
  %.303 = shl i32 %.302, 2, !dbg !271
  %.304 = zext i16 %t137 to i32, !dbg !271
  %.305 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.303, i32 %.304), !dbg !271
  %.306 = trunc i32 %.305 to i16, !dbg !271
  %t139 = select i1 %.301, i16 %.306, i16 %t137, !dbg !271
  %.320 = zext i1 %t138 to i32, !dbg !271
  %.321 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.303, i32 %.320), !dbg !271
  %73 = and i32 %.321, 1, !dbg !271
  %.322 = icmp ne i32 %73, 0, !dbg !271
  %t140 = select i1 %.301, i1 %.322, i1 %t138, !dbg !271
  %t141 = icmp slt i32 %.1, 30, !dbg !271
  %t142 = and i1 %t141, %t140, !dbg !271
  %74 = select i1 %t142, i1 %t138, i1 false, !dbg !271
  %t137.mux = select i1 %t142, i16 %t139, i16 %t137, !dbg !271
  %t138.mux = select i1 %t142, i1 true, i1 %t138, !dbg !271
  br i1 %74, label %b41, label %b43, !dbg !271

b41:                                              ; preds = %b39
  %.326 = zext i16 %t139 to i32, !dbg !272
  %75 = insertelement <2 x i32> poison, i32 %.304, i64 0, !dbg !272
  %76 = insertelement <2 x i32> %75, i32 %.326, i64 1, !dbg !272
  %77 = shl nuw <2 x i32> %76, <i32 16, i32 16>, !dbg !272
  %78 = bitcast <2 x i32> %77 to <2 x float>, !dbg !272
  %79 = extractelement <2 x float> %78, i64 0, !dbg !272
  %80 = extractelement <2 x float> %78, i64 1, !dbg !272
  %t145 = fdiv float %79, %80, !dbg !272
  %.329 = bitcast float %t145 to i32, !dbg !272
  %.330 = and i32 %.329, 2147483647, !dbg !272
  %.331 = icmp ugt i32 %.330, 2139095040, !dbg !272
  %.332 = lshr i32 %.329, 16, !dbg !272
  %.333 = and i32 %.332, 1, !dbg !272
  %.334 = add i32 %.329, 32767, !dbg !272
  %.335 = add i32 %.334, %.333, !dbg !272
  %.336 = lshr i32 %.335, 16, !dbg !272
  %.338 = or i32 %.332, 64, !dbg !272
  %.339 = select i1 %.331, i32 %.338, i32 %.336, !dbg !272
  %.340 = trunc i32 %.339 to i16, !dbg !272
  br label %b43, !dbg !271

b43:                                              ; preds = %b39, %b41
  %t148 = phi i16 [ %t137.mux, %b39 ], [ %.340, %b41 ]
  %t149 = phi i1 [ %t138.mux, %b39 ], [ true, %b41 ]
  %.345 = add nuw nsw i64 %.144, 1, !dbg !271
  %.346 = icmp ult i32 %.143, 63, !dbg !271
  %.348 = and i64 %.345, 63, !dbg !271
  %81 = shl nuw i64 1, %.348, !dbg !271
  %82 = and i64 %81, %.147, !dbg !271
  %.350 = icmp ne i64 %82, 0, !dbg !271
  %.351 = and i1 %.346, %.350, !dbg !271
  %.352 = trunc i64 %.345 to i32, !dbg !271
  %.353 = shl i32 %.352, 2, !dbg !271
  %.354 = zext i16 %t148 to i32, !dbg !271
  %.355 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.353, i32 %.354), !dbg !271
  %.356 = trunc i32 %.355 to i16, !dbg !271
  %t150 = select i1 %.351, i16 %.356, i16 %t148, !dbg !271
  %.370 = zext i1 %t149 to i32, !dbg !271
  %.371 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.353, i32 %.370), !dbg !271
  %83 = and i32 %.371, 1, !dbg !271
  %.372 = icmp ne i32 %83, 0, !dbg !271
  %t151 = select i1 %.351, i1 %.372, i1 %t149, !dbg !271
  %t152 = icmp slt i32 %.1, 31, !dbg !271
  %t153 = and i1 %t152, %t151, !dbg !271
  %84 = select i1 %t153, i1 %t149, i1 false, !dbg !271
  %t148.mux = select i1 %t153, i16 %t150, i16 %t148, !dbg !271
  %t149.mux = select i1 %t153, i1 true, i1 %t149, !dbg !271
  br i1 %84, label %b45, label %b48, !dbg !271

b45:                                              ; preds = %b43
  %.376 = zext i16 %t150 to i32, !dbg !272
  %85 = insertelement <2 x i32> poison, i32 %.354, i64 0, !dbg !272
  %86 = insertelement <2 x i32> %85, i32 %.376, i64 1, !dbg !272
  %87 = shl nuw <2 x i32> %86, <i32 16, i32 16>, !dbg !272
  %88 = bitcast <2 x i32> %87 to <2 x float>, !dbg !272
  %89 = extractelement <2 x float> %88, i64 0, !dbg !272
  %90 = extractelement <2 x float> %88, i64 1, !dbg !272
  %t156 = fdiv float %89, %90, !dbg !272
  %.379 = bitcast float %t156 to i32, !dbg !272
  %.380 = and i32 %.379, 2147483647, !dbg !272
  %.381 = icmp ugt i32 %.380, 2139095040, !dbg !272
  %.382 = lshr i32 %.379, 16, !dbg !272
  %.383 = and i32 %.382, 1, !dbg !272
  %.384 = add i32 %.379, 32767, !dbg !272
  %.385 = add i32 %.384, %.383, !dbg !272
  %.386 = lshr i32 %.385, 16, !dbg !272
  %.388 = or i32 %.382, 64, !dbg !272
  %.389 = select i1 %.381, i32 %.388, i32 %.386, !dbg !272
  %.390 = trunc i32 %.389 to i16, !dbg !272
  br label %b48, !dbg !271

b48:                                              ; preds = %b43, %b45, %b26
  %t161 = phi i16 [ %t104, %b26 ], [ %t148.mux, %b43 ], [ %.390, %b45 ]
  %t162 = phi i1 [ %t105, %b26 ], [ %t149.mux, %b43 ], [ true, %b45 ]
  %t163 = icmp eq i32 %.1, 0, !dbg !271
  %t164 = and i1 %t163, %t162, !dbg !271
  br i1 %t164, label %b49, label %b50, !dbg !271

b49:                                              ; preds = %b48
  %t165 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t5, !dbg !271
  store i16 %t161, ptr addrspace(1) %t165, align 2, !dbg !271
  br label %b50, !dbg !271

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !271
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i16 %a3, i8 %a4) local_unnamed_addr #2 !dbg !273 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !274
  %t3 = sext i32 %.2 to i64, !dbg !274
  %t4 = icmp slt i64 %t3, %a0, !dbg !274
  br i1 %t4, label %b1, label %b5, !dbg !274

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t3, !dbg !274
  %.3 = load i16, ptr addrspace(1) %t5, align 2, !dbg !274, !amdgpu.noclobber !6
  %t812 = add nsw i64 %t3, 256, !dbg !274
  %t1013 = icmp slt i64 %t812, %a0, !dbg !274
  br i1 %t1013, label %b3, label %b5, !dbg !274

b3:                                               ; preds = %b1, %b3
  %t815 = phi i64 [ %t8, %b3 ], [ %t812, %b1 ]
  %t914 = phi i16 [ %.22, %b3 ], [ %.3, %b1 ]
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t815, !dbg !274
  %.4 = load i16, ptr addrspace(1) %t11, align 2, !dbg !274, !amdgpu.noclobber !6
  %0 = insertelement <2 x i16> poison, i16 %t914, i64 0, !dbg !275
  %1 = insertelement <2 x i16> %0, i16 %.4, i64 1, !dbg !275
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !275
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !275
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !275
  %5 = extractelement <2 x float> %4, i64 0, !dbg !275
  %6 = extractelement <2 x float> %4, i64 1, !dbg !275
  %t15 = fdiv float %5, %6, !dbg !275
  %.11 = bitcast float %t15 to i32, !dbg !275
  %.12 = and i32 %.11, 2147483647, !dbg !275
  %.13 = icmp ugt i32 %.12, 2139095040, !dbg !275
  %.14 = lshr i32 %.11, 16, !dbg !275
  %.15 = and i32 %.14, 1, !dbg !275
  %.16 = add i32 %.11, 32767, !dbg !275
  %.17 = add i32 %.16, %.15, !dbg !275
  %.18 = lshr i32 %.17, 16, !dbg !275
  %.20 = or i32 %.14, 64, !dbg !275
  %.21 = select i1 %.13, i32 %.20, i32 %.18, !dbg !275
  %.22 = trunc i32 %.21 to i16, !dbg !275
  %t8 = add i64 %t815, 256, !dbg !274
  %t10 = icmp slt i64 %t8, %a0, !dbg !274
  br i1 %t10, label %b3, label %b5, !dbg !274

b5:                                               ; preds = %b3, %b1, %entry
  %t18 = phi i16 [ 0, %entry ], [ %.3, %b1 ], [ %.22, %b3 ]
  %t19 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.0, i32 %.2, !dbg !274
  store i16 %t18, ptr addrspace(3) %t19, align 2, !dbg !274
  %t20 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.1, i32 %.2, !dbg !274
  %.23 = zext i1 %t4 to i8, !dbg !274
  store i8 %.23, ptr addrspace(3) %t20, align 1, !dbg !274
  fence syncscope("workgroup") release, !dbg !274
  tail call void @llvm.amdgcn.s.barrier(), !dbg !274
  fence syncscope("workgroup") acquire, !dbg !274
  %t21 = icmp slt i32 %.2, 128, !dbg !274
  br i1 %t21, label %b6, label %b11, !dbg !274

b6:                                               ; preds = %b5
  %t22 = add nsw i32 %.2, 128, !dbg !274
  %t23 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.0, i32 %t22, !dbg !274
  %.24 = load i16, ptr addrspace(3) %t23, align 2, !dbg !274
  %t25 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.1, i32 %t22, !dbg !274
  %.25 = load i8, ptr addrspace(3) %t25, align 1, !dbg !274
  %.26.not11 = icmp eq i8 %.25, 0, !dbg !274
  %t4.not = xor i1 %t4, true, !dbg !274
  %brmerge = select i1 %.26.not11, i1 true, i1 %t4.not, !dbg !274
  %t18.mux = select i1 %.26.not11, i16 %t18, i16 %.24, !dbg !274
  %not..26.not11 = xor i1 %.26.not11, true, !dbg !274
  %t4.mux = select i1 %not..26.not11, i1 true, i1 %t4, !dbg !274
  br i1 %brmerge, label %b10, label %b8, !dbg !274

b8:                                               ; preds = %b6
  %7 = insertelement <2 x i16> poison, i16 %t18, i64 0, !dbg !275
  %8 = insertelement <2 x i16> %7, i16 %.24, i64 1, !dbg !275
  %9 = zext <2 x i16> %8 to <2 x i32>, !dbg !275
  %10 = shl nuw <2 x i32> %9, <i32 16, i32 16>, !dbg !275
  %11 = bitcast <2 x i32> %10 to <2 x float>, !dbg !275
  %12 = extractelement <2 x float> %11, i64 0, !dbg !275
  %13 = extractelement <2 x float> %11, i64 1, !dbg !275
  %t29 = fdiv float %12, %13, !dbg !275
  %.33 = bitcast float %t29 to i32, !dbg !275
  %.34 = and i32 %.33, 2147483647, !dbg !275
  %.35 = icmp ugt i32 %.34, 2139095040, !dbg !275
  %.36 = lshr i32 %.33, 16, !dbg !275
  %.37 = and i32 %.36, 1, !dbg !275
  %.38 = add i32 %.33, 32767, !dbg !275
  %.39 = add i32 %.38, %.37, !dbg !275
  %.40 = lshr i32 %.39, 16, !dbg !275
  %.42 = or i32 %.36, 64, !dbg !275
  %.43 = select i1 %.35, i32 %.42, i32 %.40, !dbg !275
  %.44 = trunc i32 %.43 to i16, !dbg !275
  br label %b10, !dbg !274

b10:                                              ; preds = %b6, %b8
  %t32 = phi i16 [ %t18.mux, %b6 ], [ %.44, %b8 ]
  %t33 = phi i1 [ %t4.mux, %b6 ], [ true, %b8 ]
  store i16 %t32, ptr addrspace(3) %t19, align 2, !dbg !274
  %.45 = zext i1 %t33 to i8, !dbg !274
  store i8 %.45, ptr addrspace(3) %t20, align 1, !dbg !274
  br label %b11, !dbg !274

b11:                                              ; preds = %b10, %b5
  %t34 = phi i16 [ %t32, %b10 ], [ %t18, %b5 ]
  %t35 = phi i1 [ %t33, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !274
  tail call void @llvm.amdgcn.s.barrier(), !dbg !274
  fence syncscope("workgroup") acquire, !dbg !274
  %t36 = icmp slt i32 %.2, 64, !dbg !274
  br i1 %t36, label %b12, label %b17, !dbg !274

b12:                                              ; preds = %b11
  %t37 = add nsw i32 %.2, 64, !dbg !274
  %t38 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.0, i32 %t37, !dbg !274
  %.46 = load i16, ptr addrspace(3) %t38, align 2, !dbg !274
  %t40 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.1, i32 %t37, !dbg !274
  %.47 = load i8, ptr addrspace(3) %t40, align 1, !dbg !274
  %.48.not10 = icmp eq i8 %.47, 0, !dbg !274
  %t35.not = xor i1 %t35, true, !dbg !274
  %brmerge1 = select i1 %.48.not10, i1 true, i1 %t35.not, !dbg !274
  %t34.mux = select i1 %.48.not10, i16 %t34, i16 %.46, !dbg !274
  %not..48.not10 = xor i1 %.48.not10, true, !dbg !274
  %t35.mux = select i1 %not..48.not10, i1 true, i1 %t35, !dbg !274
  br i1 %brmerge1, label %b16, label %b14, !dbg !274

b14:                                              ; preds = %b12
  %14 = insertelement <2 x i16> poison, i16 %t34, i64 0, !dbg !275
  %15 = insertelement <2 x i16> %14, i16 %.46, i64 1, !dbg !275
  %16 = zext <2 x i16> %15 to <2 x i32>, !dbg !275
  %17 = shl nuw <2 x i32> %16, <i32 16, i32 16>, !dbg !275
  %18 = bitcast <2 x i32> %17 to <2 x float>, !dbg !275
  %19 = extractelement <2 x float> %18, i64 0, !dbg !275
  %20 = extractelement <2 x float> %18, i64 1, !dbg !275
  %t44 = fdiv float %19, %20, !dbg !275
  %.55 = bitcast float %t44 to i32, !dbg !275
  %.56 = and i32 %.55, 2147483647, !dbg !275
  %.57 = icmp ugt i32 %.56, 2139095040, !dbg !275
  %.58 = lshr i32 %.55, 16, !dbg !275
  %.59 = and i32 %.58, 1, !dbg !275
  %.60 = add i32 %.55, 32767, !dbg !275
  %.61 = add i32 %.60, %.59, !dbg !275
  %.62 = lshr i32 %.61, 16, !dbg !275
  %.64 = or i32 %.58, 64, !dbg !275
  %.65 = select i1 %.57, i32 %.64, i32 %.62, !dbg !275
  %.66 = trunc i32 %.65 to i16, !dbg !275
  br label %b16, !dbg !274

b16:                                              ; preds = %b12, %b14
  %t47 = phi i16 [ %t34.mux, %b12 ], [ %.66, %b14 ]
  %t48 = phi i1 [ %t35.mux, %b12 ], [ true, %b14 ]
  store i16 %t47, ptr addrspace(3) %t19, align 2, !dbg !274
  %.67 = zext i1 %t48 to i8, !dbg !274
  store i8 %.67, ptr addrspace(3) %t20, align 1, !dbg !274
  br label %b17, !dbg !274

b17:                                              ; preds = %b16, %b11
  %t49 = phi i16 [ %t47, %b16 ], [ %t34, %b11 ]
  %t50 = phi i1 [ %t48, %b16 ], [ %t35, %b11 ]
  fence syncscope("workgroup") release, !dbg !274
  tail call void @llvm.amdgcn.s.barrier(), !dbg !274
  fence syncscope("workgroup") acquire, !dbg !274
  %t51 = icmp slt i32 %.2, 32, !dbg !274
  br i1 %t51, label %b18, label %b23, !dbg !274

b18:                                              ; preds = %b17
  %t52 = add nsw i32 %.2, 32, !dbg !274
  %t53 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.0, i32 %t52, !dbg !274
  %.68 = load i16, ptr addrspace(3) %t53, align 2, !dbg !274
  %t55 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.1, i32 %t52, !dbg !274
  %.69 = load i8, ptr addrspace(3) %t55, align 1, !dbg !274
  %.70.not9 = icmp eq i8 %.69, 0, !dbg !274
  %t50.not = xor i1 %t50, true, !dbg !274
  %brmerge2 = select i1 %.70.not9, i1 true, i1 %t50.not, !dbg !274
  %t49.mux = select i1 %.70.not9, i16 %t49, i16 %.68, !dbg !274
  %not..70.not9 = xor i1 %.70.not9, true, !dbg !274
  %t50.mux = select i1 %not..70.not9, i1 true, i1 %t50, !dbg !274
  br i1 %brmerge2, label %b23, label %b20, !dbg !274

b20:                                              ; preds = %b18
  %21 = insertelement <2 x i16> poison, i16 %t49, i64 0, !dbg !275
  %22 = insertelement <2 x i16> %21, i16 %.68, i64 1, !dbg !275
  %23 = zext <2 x i16> %22 to <2 x i32>, !dbg !275
  %24 = shl nuw <2 x i32> %23, <i32 16, i32 16>, !dbg !275
  %25 = bitcast <2 x i32> %24 to <2 x float>, !dbg !275
  %26 = extractelement <2 x float> %25, i64 0, !dbg !275
  %27 = extractelement <2 x float> %25, i64 1, !dbg !275
  %t59 = fdiv float %26, %27, !dbg !275
  %.77 = bitcast float %t59 to i32, !dbg !275
  %.78 = and i32 %.77, 2147483647, !dbg !275
  %.79 = icmp ugt i32 %.78, 2139095040, !dbg !275
  %.80 = lshr i32 %.77, 16, !dbg !275
  %.81 = and i32 %.80, 1, !dbg !275
  %.82 = add i32 %.77, 32767, !dbg !275
  %.83 = add i32 %.82, %.81, !dbg !275
  %.84 = lshr i32 %.83, 16, !dbg !275
  %.86 = or i32 %.80, 64, !dbg !275
  %.87 = select i1 %.79, i32 %.86, i32 %.84, !dbg !275
  %.88 = trunc i32 %.87 to i16, !dbg !275
  br label %b23, !dbg !274

b23:                                              ; preds = %b18, %b20, %b17
  %t64 = phi i16 [ %t49, %b17 ], [ %t49.mux, %b18 ], [ %.88, %b20 ]
  %t65 = phi i1 [ %t50, %b17 ], [ %t50.mux, %b18 ], [ true, %b20 ]
  br i1 %t51, label %b24, label %b45, !dbg !274

b24:                                              ; preds = %b23
  %.90 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !274
  %.91 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.90), !dbg !274
  %.92 = zext i32 %.91 to i64, !dbg !274
  %.93 = add nuw nsw i64 %.92, 16, !dbg !274
  %.94 = icmp ult i32 %.91, 48, !dbg !274
  %.95 = tail call i64 @llvm.read_register.i64(metadata !236) #12, !dbg !274
  %.96 = and i64 %.93, 63, !dbg !274
  %28 = shl nuw i64 1, %.96, !dbg !274
  %29 = and i64 %28, %.95, !dbg !274
  %.98 = icmp ne i64 %29, 0, !dbg !274
  %.99 = and i1 %.94, %.98, !dbg !274
  %.100 = trunc i64 %.93 to i32, !dbg !274
  %.101 = shl i32 %.100, 2, !dbg !274
  %.102 = zext i16 %t64 to i32, !dbg !274
  %.103 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.101, i32 %.102), !dbg !274
  %.104 = trunc i32 %.103 to i16, !dbg !274
  %t66 = select i1 %.99, i16 %.104, i16 %t64, !dbg !274
  %.118 = zext i1 %t65 to i32, !dbg !274
  %.119 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.101, i32 %.118), !dbg !274
  %30 = and i32 %.119, 1, !dbg !274
  %.120 = icmp ne i32 %30, 0, !dbg !274
  %t67 = select i1 %.99, i1 %.120, i1 %t65, !dbg !274
  %t68 = icmp slt i32 %.2, 16, !dbg !274
  %t69 = and i1 %t68, %t67, !dbg !274
  %31 = select i1 %t69, i1 %t65, i1 false, !dbg !274
  %t64.mux = select i1 %t69, i16 %t66, i16 %t64, !dbg !274
  %t65.mux = select i1 %t69, i1 true, i1 %t65, !dbg !274
  br i1 %31, label %b26, label %b28, !dbg !274

b26:                                              ; preds = %b24
  %.124 = zext i16 %t66 to i32, !dbg !275
  %32 = insertelement <2 x i32> poison, i32 %.102, i64 0, !dbg !275
  %33 = insertelement <2 x i32> %32, i32 %.124, i64 1, !dbg !275
  %34 = shl nuw <2 x i32> %33, <i32 16, i32 16>, !dbg !275
  %35 = bitcast <2 x i32> %34 to <2 x float>, !dbg !275
  %36 = extractelement <2 x float> %35, i64 0, !dbg !275
  %37 = extractelement <2 x float> %35, i64 1, !dbg !275
  %t72 = fdiv float %36, %37, !dbg !275
  %.127 = bitcast float %t72 to i32, !dbg !275
  %.128 = and i32 %.127, 2147483647, !dbg !275
  %.129 = icmp ugt i32 %.128, 2139095040, !dbg !275
  %.130 = lshr i32 %.127, 16, !dbg !275
  %.131 = and i32 %.130, 1, !dbg !275
  %.132 = add i32 %.127, 32767, !dbg !275
  %.133 = add i32 %.132, %.131, !dbg !275
  %.134 = lshr i32 %.133, 16, !dbg !275
  %.136 = or i32 %.130, 64, !dbg !275
  %.137 = select i1 %.129, i32 %.136, i32 %.134, !dbg !275
  %.138 = trunc i32 %.137 to i16, !dbg !275
  br label %b28, !dbg !274

b28:                                              ; preds = %b24, %b26
  %t75 = phi i16 [ %t64.mux, %b24 ], [ %.138, %b26 ]
  %t76 = phi i1 [ %t65.mux, %b24 ], [ true, %b26 ]
  %.143 = add nuw nsw i64 %.92, 8, !dbg !274
  %.144 = icmp ult i32 %.91, 56, !dbg !274
  %.146 = and i64 %.143, 63, !dbg !274
  %38 = shl nuw i64 1, %.146, !dbg !274
  %39 = and i64 %38, %.95, !dbg !274
  %.148 = icmp ne i64 %39, 0, !dbg !274
  %.149 = and i1 %.144, %.148, !dbg !274
  %.150 = trunc i64 %.143 to i32, !dbg !274
  %.151 = shl i32 %.150, 2, !dbg !274
  %.152 = zext i16 %t75 to i32, !dbg !274
  %.153 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.151, i32 %.152), !dbg !274
  %.154 = trunc i32 %.153 to i16, !dbg !274
  %t77 = select i1 %.149, i16 %.154, i16 %t75, !dbg !274
  %.168 = zext i1 %t76 to i32, !dbg !274
  %.169 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.151, i32 %.168), !dbg !274
  %40 = and i32 %.169, 1, !dbg !274
  %.170 = icmp ne i32 %40, 0, !dbg !274
  %t78 = select i1 %.149, i1 %.170, i1 %t76, !dbg !274
  %t79 = icmp slt i32 %.2, 24, !dbg !274
  %t80 = and i1 %t79, %t78, !dbg !274
  %41 = select i1 %t80, i1 %t76, i1 false, !dbg !274
  %t75.mux = select i1 %t80, i16 %t77, i16 %t75, !dbg !274
  %t76.mux = select i1 %t80, i1 true, i1 %t76, !dbg !274
  br i1 %41, label %b30, label %b32, !dbg !274

b30:                                              ; preds = %b28
  %.174 = zext i16 %t77 to i32, !dbg !275
  %42 = insertelement <2 x i32> poison, i32 %.152, i64 0, !dbg !275
  %43 = insertelement <2 x i32> %42, i32 %.174, i64 1, !dbg !275
  %44 = shl nuw <2 x i32> %43, <i32 16, i32 16>, !dbg !275
  %45 = bitcast <2 x i32> %44 to <2 x float>, !dbg !275
  %46 = extractelement <2 x float> %45, i64 0, !dbg !275
  %47 = extractelement <2 x float> %45, i64 1, !dbg !275
  %t83 = fdiv float %46, %47, !dbg !275
  %.177 = bitcast float %t83 to i32, !dbg !275
  %.178 = and i32 %.177, 2147483647, !dbg !275
  %.179 = icmp ugt i32 %.178, 2139095040, !dbg !275
  %.180 = lshr i32 %.177, 16, !dbg !275
  %.181 = and i32 %.180, 1, !dbg !275
  %.182 = add i32 %.177, 32767, !dbg !275
  %.183 = add i32 %.182, %.181, !dbg !275
  %.184 = lshr i32 %.183, 16, !dbg !275
  %.186 = or i32 %.180, 64, !dbg !275
  %.187 = select i1 %.179, i32 %.186, i32 %.184, !dbg !275
  %.188 = trunc i32 %.187 to i16, !dbg !275
  br label %b32, !dbg !274

b32:                                              ; preds = %b28, %b30
  %t86 = phi i16 [ %t75.mux, %b28 ], [ %.188, %b30 ]
  %t87 = phi i1 [ %t76.mux, %b28 ], [ true, %b30 ]
  %.193 = add nuw nsw i64 %.92, 4, !dbg !274
  %.194 = icmp ult i32 %.91, 60, !dbg !274
  %.196 = and i64 %.193, 63, !dbg !274
  %48 = shl nuw i64 1, %.196, !dbg !274
  %49 = and i64 %48, %.95, !dbg !274
  %.198 = icmp ne i64 %49, 0, !dbg !274
  %.199 = and i1 %.194, %.198, !dbg !274
  %.200 = trunc i64 %.193 to i32, !dbg !274
  %.201 = shl i32 %.200, 2, !dbg !274
  %.202 = zext i16 %t86 to i32, !dbg !274
  %.203 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.201, i32 %.202), !dbg !274
  %.204 = trunc i32 %.203 to i16, !dbg !274
  %t88 = select i1 %.199, i16 %.204, i16 %t86, !dbg !274
  %.218 = zext i1 %t87 to i32, !dbg !274
  %.219 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.201, i32 %.218), !dbg !274
  %50 = and i32 %.219, 1, !dbg !274
  %.220 = icmp ne i32 %50, 0, !dbg !274
  %t89 = select i1 %.199, i1 %.220, i1 %t87, !dbg !274
  %t90 = icmp slt i32 %.2, 28, !dbg !274
  %t91 = and i1 %t90, %t89, !dbg !274
  %51 = select i1 %t91, i1 %t87, i1 false, !dbg !274
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !274
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !274
  br i1 %51, label %b34, label %b36, !dbg !274

b34:                                              ; preds = %b32
  %.224 = zext i16 %t88 to i32, !dbg !275
  %52 = insertelement <2 x i32> poison, i32 %.202, i64 0, !dbg !275
  %53 = insertelement <2 x i32> %52, i32 %.224, i64 1, !dbg !275
  %54 = shl nuw <2 x i32> %53, <i32 16, i32 16>, !dbg !275
  %55 = bitcast <2 x i32> %54 to <2 x float>, !dbg !275
  %56 = extractelement <2 x float> %55, i64 0, !dbg !275
  %57 = extractelement <2 x float> %55, i64 1, !dbg !275
  %t94 = fdiv float %56, %57, !dbg !275
  %.227 = bitcast float %t94 to i32, !dbg !275
  %.228 = and i32 %.227, 2147483647, !dbg !275
  %.229 = icmp ugt i32 %.228, 2139095040, !dbg !275
  %.230 = lshr i32 %.227, 16, !dbg !275
  %.231 = and i32 %.230, 1, !dbg !275
  %.232 = add i32 %.227, 32767, !dbg !275
  %.233 = add i32 %.232, %.231, !dbg !275
  %.234 = lshr i32 %.233, 16, !dbg !275
  %.236 = or i32 %.230, 64, !dbg !275
  %.237 = select i1 %.229, i32 %.236, i32 %.234, !dbg !275
  %.238 = trunc i32 %.237 to i16, !dbg !275
  br label %b36, !dbg !274

b36:                                              ; preds = %b32, %b34
  %t97 = phi i16 [ %t86.mux, %b32 ], [ %.238, %b34 ]
  %t98 = phi i1 [ %t87.mux, %b32 ], [ true, %b34 ]
  %.243 = add nuw nsw i64 %.92, 2, !dbg !274
  %.244 = icmp ult i32 %.91, 62, !dbg !274
  %.246 = and i64 %.243, 63, !dbg !274
  %58 = shl nuw i64 1, %.246, !dbg !274
  %59 = and i64 %58, %.95, !dbg !274
  %.248 = icmp ne i64 %59, 0, !dbg !274
  %.249 = and i1 %.244, %.248, !dbg !274
  %.250 = trunc i64 %.243 to i32, !dbg !274
  %.251 = shl i32 %.250, 2, !dbg !274
  %.252 = zext i16 %t97 to i32, !dbg !274
  %.253 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.251, i32 %.252), !dbg !274
  %.254 = trunc i32 %.253 to i16, !dbg !274
  %t99 = select i1 %.249, i16 %.254, i16 %t97, !dbg !274
  %.268 = zext i1 %t98 to i32, !dbg !274
  %.269 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.251, i32 %.268), !dbg !274
  %60 = and i32 %.269, 1, !dbg !274
  %.270 = icmp ne i32 %60, 0, !dbg !274
  %t100 = select i1 %.249, i1 %.270, i1 %t98, !dbg !274
  %t101 = icmp slt i32 %.2, 30, !dbg !274
  %t102 = and i1 %t101, %t100, !dbg !274
  %61 = select i1 %t102, i1 %t98, i1 false, !dbg !274
  %t97.mux = select i1 %t102, i16 %t99, i16 %t97, !dbg !274
  %t98.mux = select i1 %t102, i1 true, i1 %t98, !dbg !274
  br i1 %61, label %b38, label %b40, !dbg !274

b38:                                              ; preds = %b36
  %.274 = zext i16 %t99 to i32, !dbg !275
  %62 = insertelement <2 x i32> poison, i32 %.252, i64 0, !dbg !275
  %63 = insertelement <2 x i32> %62, i32 %.274, i64 1, !dbg !275
  %64 = shl nuw <2 x i32> %63, <i32 16, i32 16>, !dbg !275
  %65 = bitcast <2 x i32> %64 to <2 x float>, !dbg !275
  %66 = extractelement <2 x float> %65, i64 0, !dbg !275
  %67 = extractelement <2 x float> %65, i64 1, !dbg !275
  %t105 = fdiv float %66, %67, !dbg !275
  %.277 = bitcast float %t105 to i32, !dbg !275
  %.278 = and i32 %.277, 2147483647, !dbg !275
  %.279 = icmp ugt i32 %.278, 2139095040, !dbg !275
  %.280 = lshr i32 %.277, 16, !dbg !275
  %.281 = and i32 %.280, 1, !dbg !275
  %.282 = add i32 %.277, 32767, !dbg !275
  %.283 = add i32 %.282, %.281, !dbg !275
  %.284 = lshr i32 %.283, 16, !dbg !275
  %.286 = or i32 %.280, 64, !dbg !275
  %.287 = select i1 %.279, i32 %.286, i32 %.284, !dbg !275
  %.288 = trunc i32 %.287 to i16, !dbg !275
  br label %b40, !dbg !274

b40:                                              ; preds = %b36, %b38
  %t108 = phi i16 [ %t97.mux, %b36 ], [ %.288, %b38 ]
  %t109 = phi i1 [ %t98.mux, %b36 ], [ true, %b38 ]
  %.293 = add nuw nsw i64 %.92, 1, !dbg !274
  %.294 = icmp ult i32 %.91, 63, !dbg !274
  %.296 = and i64 %.293, 63, !dbg !274
  %68 = shl nuw i64 1, %.296, !dbg !274
  %69 = and i64 %68, %.95, !dbg !274
  %.298 = icmp ne i64 %69, 0, !dbg !274
  %.299 = and i1 %.294, %.298, !dbg !274
  %.300 = trunc i64 %.293 to i32, !dbg !274
  %.301 = shl i32 %.300, 2, !dbg !274
  %.302 = zext i16 %t108 to i32, !dbg !274
  %.303 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.301, i32 %.302), !dbg !274
  %.304 = trunc i32 %.303 to i16, !dbg !274
  %t110 = select i1 %.299, i16 %.304, i16 %t108, !dbg !274
  %.318 = zext i1 %t109 to i32, !dbg !274
  %.319 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.301, i32 %.318), !dbg !274
  %70 = and i32 %.319, 1, !dbg !274
  %.320 = icmp ne i32 %70, 0, !dbg !274
  %t111 = select i1 %.299, i1 %.320, i1 %t109, !dbg !274
  %t112 = icmp slt i32 %.2, 31, !dbg !274
  %t113 = and i1 %t112, %t111, !dbg !274
  %71 = select i1 %t113, i1 %t109, i1 false, !dbg !274
  %t108.mux = select i1 %t113, i16 %t110, i16 %t108, !dbg !274
  %t109.mux = select i1 %t113, i1 true, i1 %t109, !dbg !274
  br i1 %71, label %b42, label %b45, !dbg !274

b42:                                              ; preds = %b40
  %.324 = zext i16 %t110 to i32, !dbg !275
  %72 = insertelement <2 x i32> poison, i32 %.302, i64 0, !dbg !275
  %73 = insertelement <2 x i32> %72, i32 %.324, i64 1, !dbg !275
  %74 = shl nuw <2 x i32> %73, <i32 16, i32 16>, !dbg !275
  %75 = bitcast <2 x i32> %74 to <2 x float>, !dbg !275
  %76 = extractelement <2 x float> %75, i64 0, !dbg !275
  %77 = extractelement <2 x float> %75, i64 1, !dbg !275
  %t116 = fdiv float %76, %77, !dbg !275
  %.327 = bitcast float %t116 to i32, !dbg !275
  %.328 = and i32 %.327, 2147483647, !dbg !275
  %.329 = icmp ugt i32 %.328, 2139095040, !dbg !275
  %.330 = lshr i32 %.327, 16, !dbg !275
  %.331 = and i32 %.330, 1, !dbg !275
  %.332 = add i32 %.327, 32767, !dbg !275
  %.333 = add i32 %.332, %.331, !dbg !275
  %.334 = lshr i32 %.333, 16, !dbg !275
  %.336 = or i32 %.330, 64, !dbg !275
  %.337 = select i1 %.329, i32 %.336, i32 %.334, !dbg !275
  %.338 = trunc i32 %.337 to i16, !dbg !275
  br label %b45, !dbg !274

b45:                                              ; preds = %b40, %b42, %b23
  %t121 = phi i16 [ %t64, %b23 ], [ %t108.mux, %b40 ], [ %.338, %b42 ]
  %t122 = phi i1 [ %t65, %b23 ], [ %t109.mux, %b40 ], [ true, %b42 ]
  %t123 = icmp eq i32 %.2, 0, !dbg !274
  br i1 %t123, label %b46, label %b52, !dbg !274

b46:                                              ; preds = %b45
  %78 = select i1 %t122, i1 %.1, i1 false, !dbg !274
  %a3.mux = select i1 %t122, i16 %t121, i16 %a3, !dbg !274
  %.1.mux = select i1 %t122, i1 true, i1 %.1, !dbg !274
  br i1 %78, label %b48, label %b50, !dbg !274

b48:                                              ; preds = %b46
  %79 = insertelement <2 x i16> poison, i16 %a3, i64 0, !dbg !275
  %80 = insertelement <2 x i16> %79, i16 %t121, i64 1, !dbg !275
  %81 = zext <2 x i16> %80 to <2 x i32>, !dbg !275
  %82 = shl nuw <2 x i32> %81, <i32 16, i32 16>, !dbg !275
  %83 = bitcast <2 x i32> %82 to <2 x float>, !dbg !275
  %84 = extractelement <2 x float> %83, i64 0, !dbg !275
  %85 = extractelement <2 x float> %83, i64 1, !dbg !275
  %t126 = fdiv float %84, %85, !dbg !275
  %.345 = bitcast float %t126 to i32, !dbg !275
  %.346 = and i32 %.345, 2147483647, !dbg !275
  %.347 = icmp ugt i32 %.346, 2139095040, !dbg !275
  %.348 = lshr i32 %.345, 16, !dbg !275
  %.349 = and i32 %.348, 1, !dbg !275
  %.350 = add i32 %.345, 32767, !dbg !275
  %.351 = add i32 %.350, %.349, !dbg !275
  %.352 = lshr i32 %.351, 16, !dbg !275
  %.354 = or i32 %.348, 64, !dbg !275
  %.355 = select i1 %.347, i32 %.354, i32 %.352, !dbg !275
  %.356 = trunc i32 %.355 to i16, !dbg !275
  br label %b50, !dbg !274

b50:                                              ; preds = %b46, %b48
  %t129 = phi i16 [ %a3.mux, %b46 ], [ %.356, %b48 ]
  %t130 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t130, label %b51, label %b52, !dbg !274

b51:                                              ; preds = %b50
  store i16 %t129, ptr addrspace(1) %a2, align 2, !dbg !274
  br label %b52, !dbg !274

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !274
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Square_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i16 %a2, ptr addrspace(1) %a3) local_unnamed_addr #4 !dbg !276 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !277
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !277
  %t2 = sext i32 %.1 to i64, !dbg !277
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !277
  %t4 = sext i32 %.2 to i64, !dbg !277
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !277
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !277
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !277, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !277
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !277
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !277, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !277
  %.15 = add i32 %.14, %.9, !dbg !277
  %.16 = udiv i32 %.15, %.6, !dbg !277
  %t8 = sext i32 %.16 to i64, !dbg !277
  %t9 = mul nsw i64 %t6, %t4, !dbg !277
  %t10 = add nsw i64 %t9, %t2, !dbg !277
  %t11 = mul nsw i64 %t8, %t6, !dbg !277
  %t12 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !277
  %t15 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !277
  %0 = or i64 %t15, %t12, !dbg !277
  %1 = and i64 %0, 3, !dbg !277
  %2 = icmp eq i64 %1, 0, !dbg !277
  %t19 = ashr i64 %a0, 1, !dbg !277
  %t231 = icmp slt i64 %t10, %t19, !dbg !277
  %or.cond = select i1 %2, i1 %t231, i1 false, !dbg !277
  br i1 %or.cond, label %b3.preheader, label %b6, !dbg !277

b3.preheader:                                     ; preds = %entry
  %3 = insertelement <2 x i16> poison, i16 %a2, i64 0
  %4 = shufflevector <2 x i16> %3, <2 x i16> poison, <2 x i32> zeroinitializer
  br label %b3, !dbg !277

b3:                                               ; preds = %b3.preheader, %b5
  %t222 = phi i64 [ %t39, %b5 ], [ %t10, %b3.preheader ]
  br i1 %t0.not, label %b5, label %b4, !dbg !277

b4:                                               ; preds = %b3
  %t24 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t222, !dbg !277
  %.17 = load i32, ptr addrspace(1) %t24, align 4, !dbg !277
  %t28 = lshr i32 %.17, 16, !dbg !277
  %5 = insertelement <2 x i32> poison, i32 %.17, i64 0, !dbg !277
  %6 = insertelement <2 x i32> %5, i32 %t28, i64 1, !dbg !277
  %7 = trunc <2 x i32> %6 to <2 x i16>, !dbg !277
  br label %b5, !dbg !277

b5:                                               ; preds = %b4, %b3
  %8 = phi <2 x i16> [ %7, %b4 ], [ %4, %b3 ]
  %9 = extractelement <2 x i16> %8, i64 0, !dbg !278
  %.18 = zext i16 %9 to i32, !dbg !278
  %.19 = shl nuw i32 %.18, 16, !dbg !278
  %.20 = bitcast i32 %.19 to float, !dbg !278
  %.24 = fmul float %.20, %.20, !dbg !278
  %.25 = bitcast float %.24 to i32, !dbg !278
  %.26 = and i32 %.25, 2147483647, !dbg !278
  %.27 = icmp ugt i32 %.26, 2139095040, !dbg !278
  %.28 = lshr i32 %.25, 16, !dbg !278
  %.29 = and i32 %.28, 1, !dbg !278
  %.30 = add i32 %.25, 32767, !dbg !278
  %.31 = add i32 %.30, %.29, !dbg !278
  %.32 = lshr i32 %.31, 16, !dbg !278
  %.34 = or i32 %.28, 64, !dbg !278
  %.35 = select i1 %.27, i32 %.34, i32 %.32, !dbg !278
  %10 = extractelement <2 x i16> %8, i64 1, !dbg !278
  %.37 = zext i16 %10 to i32, !dbg !278
  %.38 = shl nuw i32 %.37, 16, !dbg !278
  %.39 = bitcast i32 %.38 to float, !dbg !278
  %.43 = fmul float %.39, %.39, !dbg !278
  %.44 = bitcast float %.43 to i32, !dbg !278
  %.45 = and i32 %.44, 2147483647, !dbg !278
  %.46 = icmp ugt i32 %.45, 2139095040, !dbg !278
  %.47 = lshr i32 %.44, 16, !dbg !278
  %.48 = and i32 %.47, 1, !dbg !278
  %.49 = add i32 %.44, 32767, !dbg !278
  %.50 = add i32 %.49, %.48, !dbg !278
  %.51 = lshr i32 %.50, 16, !dbg !278
  %.53 = or i32 %.47, 64, !dbg !278
  %.54 = select i1 %.46, i32 %.53, i32 %.51, !dbg !278
  %t36 = shl nuw i32 %.54, 16, !dbg !277
  %t37 = or i32 %t36, %.35, !dbg !277
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t222, !dbg !277
  store i32 %t37, ptr addrspace(1) %t38, align 4, !dbg !277
  %t39 = add i64 %t222, %t11, !dbg !277
  %t23 = icmp slt i64 %t39, %t19, !dbg !277
  br i1 %t23, label %b3, label %b6, !dbg !277

b6:                                               ; preds = %b5, %entry
  %t40 = and i64 %a0, -2, !dbg !277
  %t41 = select i1 %2, i64 %t40, i64 0, !dbg !277
  %t42 = add i64 %t10, %t41, !dbg !277
  %t443 = icmp slt i64 %t42, %a0, !dbg !277
  br i1 %t443, label %b8, label %b11, !dbg !277

b8:                                               ; preds = %b6, %b10
  %t434 = phi i64 [ %t50, %b10 ], [ %t42, %b6 ]
  br i1 %t0.not, label %b10, label %b9, !dbg !277

b9:                                               ; preds = %b8
  %t45 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t434, !dbg !277
  %.56 = load i16, ptr addrspace(1) %t45, align 2, !dbg !277
  br label %b10, !dbg !277

b10:                                              ; preds = %b9, %b8
  %t47 = phi i16 [ %.56, %b9 ], [ %a2, %b8 ]
  %.57 = zext i16 %t47 to i32, !dbg !278
  %.58 = shl nuw i32 %.57, 16, !dbg !278
  %.59 = bitcast i32 %.58 to float, !dbg !278
  %.63 = fmul float %.59, %.59, !dbg !278
  %.64 = bitcast float %.63 to i32, !dbg !278
  %.65 = and i32 %.64, 2147483647, !dbg !278
  %.66 = icmp ugt i32 %.65, 2139095040, !dbg !278
  %.67 = lshr i32 %.64, 16, !dbg !278
  %.68 = and i32 %.67, 1, !dbg !278
  %.69 = add i32 %.64, 32767, !dbg !278
  %.70 = add i32 %.69, %.68, !dbg !278
  %.71 = lshr i32 %.70, 16, !dbg !278
  %.73 = or i32 %.67, 64, !dbg !278
  %.74 = select i1 %.66, i32 %.73, i32 %.71, !dbg !278
  %.75 = trunc i32 %.74 to i16, !dbg !278
  %t49 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t434, !dbg !277
  store i16 %.75, ptr addrspace(1) %t49, align 2, !dbg !277
  %t50 = add i64 %t434, %t11, !dbg !277
  %t44 = icmp slt i64 %t50, %a0, !dbg !277
  br i1 %t44, label %b8, label %b11, !dbg !277

b11:                                              ; preds = %b10, %b6
  ret void, !dbg !277
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Square_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #4 !dbg !279 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !280
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !280
  %t2 = sext i32 %.1 to i64, !dbg !280
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !280
  %t4 = sext i32 %.2 to i64, !dbg !280
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !280
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !280
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !280, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !280
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !280
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !280, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !280
  %.15 = add i32 %.14, %.9, !dbg !280
  %.16 = udiv i32 %.15, %.6, !dbg !280
  %t8 = sext i32 %.16 to i64, !dbg !280
  %t9 = mul nsw i64 %t6, %t4, !dbg !280
  %t10 = add nsw i64 %t9, %t2, !dbg !280
  %t11 = mul nsw i64 %t8, %t6, !dbg !280
  %t12 = icmp sgt i64 %a1, 7, !dbg !280
  %t14 = icmp sgt i64 %a1, 6, !dbg !280
  %t16 = icmp sgt i64 %a1, 5, !dbg !280
  %t18 = icmp sgt i64 %a1, 4, !dbg !280
  %t20 = icmp sgt i64 %a1, 3, !dbg !280
  %t22 = icmp sgt i64 %a1, 2, !dbg !280
  %t24 = icmp sgt i64 %a1, 1, !dbg !280
  %t26 = icmp sgt i64 %a1, 0, !dbg !280
  %t281 = icmp slt i64 %t10, %a0, !dbg !280
  br i1 %t281, label %b2, label %b21, !dbg !280

b2:                                               ; preds = %entry, %b20
  %t272 = phi i64 [ %t122, %b20 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !280

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t272, %a9, !dbg !280
  %t32 = mul i64 %t30, %a9, !dbg !280
  %t33 = sub nuw i64 %t272, %t32, !dbg !280
  %t34 = mul i64 %t33, %a19, !dbg !280
  %t35 = mul i64 %t33, %a28, !dbg !280
  br label %b4, !dbg !280

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t272, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !280

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !280
  %t42 = mul i64 %t40, %a8, !dbg !280
  %t43 = sub i64 %t36, %t42, !dbg !280
  %t44 = mul i64 %t43, %a18, !dbg !280
  %t45 = add i64 %t44, %t37, !dbg !280
  %t46 = mul i64 %t43, %a27, !dbg !280
  %t47 = add i64 %t46, %t38, !dbg !280
  br label %b6, !dbg !280

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !280

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !280
  %t54 = mul i64 %t52, %a7, !dbg !280
  %t55 = sub i64 %t48, %t54, !dbg !280
  %t56 = mul i64 %t55, %a17, !dbg !280
  %t57 = add i64 %t56, %t49, !dbg !280
  %t58 = mul i64 %t55, %a26, !dbg !280
  %t59 = add i64 %t58, %t50, !dbg !280
  br label %b8, !dbg !280

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !280

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !280
  %t66 = mul i64 %t64, %a6, !dbg !280
  %t67 = sub i64 %t60, %t66, !dbg !280
  %t68 = mul i64 %t67, %a16, !dbg !280
  %t69 = add i64 %t68, %t61, !dbg !280
  %t70 = mul i64 %t67, %a25, !dbg !280
  %t71 = add i64 %t70, %t62, !dbg !280
  br label %b10, !dbg !280

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !280

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !280
  %t78 = mul i64 %t76, %a5, !dbg !280
  %t79 = sub i64 %t72, %t78, !dbg !280
  %t80 = mul i64 %t79, %a15, !dbg !280
  %t81 = add i64 %t80, %t73, !dbg !280
  %t82 = mul i64 %t79, %a24, !dbg !280
  %t83 = add i64 %t82, %t74, !dbg !280
  br label %b12, !dbg !280

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !280

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !280
  %t90 = mul i64 %t88, %a4, !dbg !280
  %t91 = sub i64 %t84, %t90, !dbg !280
  %t92 = mul i64 %t91, %a14, !dbg !280
  %t93 = add i64 %t92, %t85, !dbg !280
  %t94 = mul i64 %t91, %a23, !dbg !280
  %t95 = add i64 %t94, %t86, !dbg !280
  br label %b14, !dbg !280

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !280

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !280
  %t102 = mul i64 %t100, %a3, !dbg !280
  %t103 = sub i64 %t96, %t102, !dbg !280
  %t104 = mul i64 %t103, %a13, !dbg !280
  %t105 = add i64 %t104, %t97, !dbg !280
  %t106 = mul i64 %t103, %a22, !dbg !280
  %t107 = add i64 %t106, %t98, !dbg !280
  br label %b16, !dbg !280

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !280

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !280
  %t112 = add i64 %t109, %t111, !dbg !280
  %t113 = mul i64 %t108, %a21, !dbg !280
  %t114 = add i64 %t110, %t113, !dbg !280
  br label %b18, !dbg !280

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !280

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t115, !dbg !280
  %.17 = load i16, ptr addrspace(1) %t117, align 2, !dbg !280
  br label %b20, !dbg !280

b20:                                              ; preds = %b19, %b18
  %t119 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  %.18 = zext i16 %t119 to i32, !dbg !281
  %.19 = shl nuw i32 %.18, 16, !dbg !281
  %.20 = bitcast i32 %.19 to float, !dbg !281
  %.24 = fmul float %.20, %.20, !dbg !281
  %.25 = bitcast float %.24 to i32, !dbg !281
  %.26 = and i32 %.25, 2147483647, !dbg !281
  %.27 = icmp ugt i32 %.26, 2139095040, !dbg !281
  %.28 = lshr i32 %.25, 16, !dbg !281
  %.29 = and i32 %.28, 1, !dbg !281
  %.30 = add i32 %.25, 32767, !dbg !281
  %.31 = add i32 %.30, %.29, !dbg !281
  %.32 = lshr i32 %.31, 16, !dbg !281
  %.34 = or i32 %.28, 64, !dbg !281
  %.35 = select i1 %.27, i32 %.34, i32 %.32, !dbg !281
  %.36 = trunc i32 %.35 to i16, !dbg !281
  %t121 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t116, !dbg !280
  store i16 %.36, ptr addrspace(1) %t121, align 2, !dbg !280
  %t122 = add i64 %t272, %t11, !dbg !280
  %t28 = icmp slt i64 %t122, %a0, !dbg !280
  br i1 %t28, label %b2, label %b21, !dbg !280

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !280
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Eq_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i16 %a2, ptr addrspace(1) readonly %a3, i16 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 !dbg !282 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !283
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !283
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !283
  %t3 = sext i32 %.1 to i64, !dbg !283
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !283
  %t5 = sext i32 %.2 to i64, !dbg !283
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !283
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !283
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !283, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !283
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !283
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !283, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !283
  %.15 = add i32 %.14, %.9, !dbg !283
  %.16 = udiv i32 %.15, %.6, !dbg !283
  %t9 = sext i32 %.16 to i64, !dbg !283
  %t10 = mul nsw i64 %t7, %t5, !dbg !283
  %t11 = add nsw i64 %t10, %t3, !dbg !283
  %t12 = mul nsw i64 %t9, %t7, !dbg !283
  %t141 = icmp slt i64 %t11, %a0, !dbg !283
  br i1 %t141, label %b2, label %b7, !dbg !283

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t25, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !283

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t132, !dbg !283
  %.17 = load i16, ptr addrspace(1) %t15, align 2, !dbg !283
  br label %b4, !dbg !283

b4:                                               ; preds = %b3, %b2
  %t17 = phi i16 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !283

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t132, !dbg !283
  %.18 = load i16, ptr addrspace(1) %t18, align 2, !dbg !283
  br label %b6, !dbg !283

b6:                                               ; preds = %b5, %b4
  %t20 = phi i16 [ %.18, %b5 ], [ %a4, %b4 ]
  %0 = insertelement <2 x i16> poison, i16 %t17, i64 0, !dbg !284
  %1 = insertelement <2 x i16> %0, i16 %t20, i64 1, !dbg !284
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !284
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !284
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !284
  %5 = extractelement <2 x float> %4, i64 0, !dbg !284
  %6 = extractelement <2 x float> %4, i64 1, !dbg !284
  %t23 = fcmp oeq float %5, %6, !dbg !284
  %t24 = getelementptr inbounds i8, ptr addrspace(1) %a5, i64 %t132, !dbg !283
  %.25 = zext i1 %t23 to i8, !dbg !283
  store i8 %.25, ptr addrspace(1) %t24, align 1, !dbg !283
  %t25 = add i64 %t132, %t12, !dbg !283
  %t14 = icmp slt i64 %t25, %a0, !dbg !283
  br i1 %t14, label %b2, label %b7, !dbg !283

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !283
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Eq_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !285 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !286
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !286
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !286
  %t3 = sext i32 %.1 to i64, !dbg !286
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !286
  %t5 = sext i32 %.2 to i64, !dbg !286
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !286
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !286
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !286, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !286
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !286
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !286, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !286
  %.15 = add i32 %.14, %.9, !dbg !286
  %.16 = udiv i32 %.15, %.6, !dbg !286
  %t9 = sext i32 %.16 to i64, !dbg !286
  %t10 = mul nsw i64 %t7, %t5, !dbg !286
  %t11 = add nsw i64 %t10, %t3, !dbg !286
  %t12 = mul nsw i64 %t9, %t7, !dbg !286
  %t13 = icmp sgt i64 %a1, 7, !dbg !286
  %t15 = icmp sgt i64 %a1, 6, !dbg !286
  %t17 = icmp sgt i64 %a1, 5, !dbg !286
  %t19 = icmp sgt i64 %a1, 4, !dbg !286
  %t21 = icmp sgt i64 %a1, 3, !dbg !286
  %t23 = icmp sgt i64 %a1, 2, !dbg !286
  %t25 = icmp sgt i64 %a1, 1, !dbg !286
  %t27 = icmp sgt i64 %a1, 0, !dbg !286
  %t291 = icmp slt i64 %t11, %a0, !dbg !286
  br i1 %t291, label %b2, label %b23, !dbg !286

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t151, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !286

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !286
  %t33 = mul i64 %t31, %a9, !dbg !286
  %t34 = sub nuw i64 %t282, %t33, !dbg !286
  %t35 = mul i64 %t34, %a19, !dbg !286
  %t36 = mul i64 %t34, %a29, !dbg !286
  %t37 = mul i64 %t34, %a38, !dbg !286
  br label %b4, !dbg !286

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !286

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !286
  %t45 = mul i64 %t43, %a8, !dbg !286
  %t46 = sub i64 %t38, %t45, !dbg !286
  %t47 = mul i64 %t46, %a18, !dbg !286
  %t48 = add i64 %t47, %t39, !dbg !286
  %t49 = mul i64 %t46, %a28, !dbg !286
  %t50 = add i64 %t49, %t40, !dbg !286
  %t51 = mul i64 %t46, %a37, !dbg !286
  %t52 = add i64 %t51, %t41, !dbg !286
  br label %b6, !dbg !286

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !286

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !286
  %t60 = mul i64 %t58, %a7, !dbg !286
  %t61 = sub i64 %t53, %t60, !dbg !286
  %t62 = mul i64 %t61, %a17, !dbg !286
  %t63 = add i64 %t62, %t54, !dbg !286
  %t64 = mul i64 %t61, %a27, !dbg !286
  %t65 = add i64 %t64, %t55, !dbg !286
  %t66 = mul i64 %t61, %a36, !dbg !286
  %t67 = add i64 %t66, %t56, !dbg !286
  br label %b8, !dbg !286

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !286

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !286
  %t75 = mul i64 %t73, %a6, !dbg !286
  %t76 = sub i64 %t68, %t75, !dbg !286
  %t77 = mul i64 %t76, %a16, !dbg !286
  %t78 = add i64 %t77, %t69, !dbg !286
  %t79 = mul i64 %t76, %a26, !dbg !286
  %t80 = add i64 %t79, %t70, !dbg !286
  %t81 = mul i64 %t76, %a35, !dbg !286
  %t82 = add i64 %t81, %t71, !dbg !286
  br label %b10, !dbg !286

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !286

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !286
  %t90 = mul i64 %t88, %a5, !dbg !286
  %t91 = sub i64 %t83, %t90, !dbg !286
  %t92 = mul i64 %t91, %a15, !dbg !286
  %t93 = add i64 %t92, %t84, !dbg !286
  %t94 = mul i64 %t91, %a25, !dbg !286
  %t95 = add i64 %t94, %t85, !dbg !286
  %t96 = mul i64 %t91, %a34, !dbg !286
  %t97 = add i64 %t96, %t86, !dbg !286
  br label %b12, !dbg !286

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !286

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !286
  %t105 = mul i64 %t103, %a4, !dbg !286
  %t106 = sub i64 %t98, %t105, !dbg !286
  %t107 = mul i64 %t106, %a14, !dbg !286
  %t108 = add i64 %t107, %t99, !dbg !286
  %t109 = mul i64 %t106, %a24, !dbg !286
  %t110 = add i64 %t109, %t100, !dbg !286
  %t111 = mul i64 %t106, %a33, !dbg !286
  %t112 = add i64 %t111, %t101, !dbg !286
  br label %b14, !dbg !286

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !286

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !286
  %t120 = mul i64 %t118, %a3, !dbg !286
  %t121 = sub i64 %t113, %t120, !dbg !286
  %t122 = mul i64 %t121, %a13, !dbg !286
  %t123 = add i64 %t122, %t114, !dbg !286
  %t124 = mul i64 %t121, %a23, !dbg !286
  %t125 = add i64 %t124, %t115, !dbg !286
  %t126 = mul i64 %t121, %a32, !dbg !286
  %t127 = add i64 %t126, %t116, !dbg !286
  br label %b16, !dbg !286

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !286

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !286
  %t133 = add i64 %t129, %t132, !dbg !286
  %t134 = mul i64 %t128, %a22, !dbg !286
  %t135 = add i64 %t130, %t134, !dbg !286
  %t136 = mul i64 %t128, %a31, !dbg !286
  %t137 = add i64 %t131, %t136, !dbg !286
  br label %b18, !dbg !286

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !286

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t138, !dbg !286
  %.17 = load i16, ptr addrspace(1) %t141, align 2, !dbg !286
  br label %b20, !dbg !286

b20:                                              ; preds = %b19, %b18
  %t143 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !286

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t139, !dbg !286
  %.18 = load i16, ptr addrspace(1) %t144, align 2, !dbg !286
  br label %b22, !dbg !286

b22:                                              ; preds = %b21, %b20
  %t146 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  %0 = insertelement <2 x i16> poison, i16 %t143, i64 0, !dbg !287
  %1 = insertelement <2 x i16> %0, i16 %t146, i64 1, !dbg !287
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !287
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !287
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !287
  %5 = extractelement <2 x float> %4, i64 0, !dbg !287
  %6 = extractelement <2 x float> %4, i64 1, !dbg !287
  %t149 = fcmp oeq float %5, %6, !dbg !287
  %t150 = getelementptr inbounds i8, ptr addrspace(1) %a30, i64 %t140, !dbg !286
  %.25 = zext i1 %t149 to i8, !dbg !286
  store i8 %.25, ptr addrspace(1) %t150, align 1, !dbg !286
  %t151 = add i64 %t282, %t12, !dbg !286
  %t29 = icmp slt i64 %t151, %a0, !dbg !286
  br i1 %t29, label %b2, label %b23, !dbg !286

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !286
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Lt_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i16 %a2, ptr addrspace(1) readonly %a3, i16 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 !dbg !288 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !289
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !289
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !289
  %t3 = sext i32 %.1 to i64, !dbg !289
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !289
  %t5 = sext i32 %.2 to i64, !dbg !289
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !289
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !289
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !289, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !289
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !289
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !289, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !289
  %.15 = add i32 %.14, %.9, !dbg !289
  %.16 = udiv i32 %.15, %.6, !dbg !289
  %t9 = sext i32 %.16 to i64, !dbg !289
  %t10 = mul nsw i64 %t7, %t5, !dbg !289
  %t11 = add nsw i64 %t10, %t3, !dbg !289
  %t12 = mul nsw i64 %t9, %t7, !dbg !289
  %t141 = icmp slt i64 %t11, %a0, !dbg !289
  br i1 %t141, label %b2, label %b7, !dbg !289

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t25, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !289

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t132, !dbg !289
  %.17 = load i16, ptr addrspace(1) %t15, align 2, !dbg !289
  br label %b4, !dbg !289

b4:                                               ; preds = %b3, %b2
  %t17 = phi i16 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !289

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t132, !dbg !289
  %.18 = load i16, ptr addrspace(1) %t18, align 2, !dbg !289
  br label %b6, !dbg !289

b6:                                               ; preds = %b5, %b4
  %t20 = phi i16 [ %.18, %b5 ], [ %a4, %b4 ]
  %0 = insertelement <2 x i16> poison, i16 %t17, i64 0, !dbg !290
  %1 = insertelement <2 x i16> %0, i16 %t20, i64 1, !dbg !290
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !290
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !290
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !290
  %5 = extractelement <2 x float> %4, i64 0, !dbg !290
  %6 = extractelement <2 x float> %4, i64 1, !dbg !290
  %t23 = fcmp olt float %5, %6, !dbg !290
  %t24 = getelementptr inbounds i8, ptr addrspace(1) %a5, i64 %t132, !dbg !289
  %.25 = zext i1 %t23 to i8, !dbg !289
  store i8 %.25, ptr addrspace(1) %t24, align 1, !dbg !289
  %t25 = add i64 %t132, %t12, !dbg !289
  %t14 = icmp slt i64 %t25, %a0, !dbg !289
  br i1 %t14, label %b2, label %b7, !dbg !289

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !289
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Lt_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !291 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !292
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !292
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !292
  %t3 = sext i32 %.1 to i64, !dbg !292
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !292
  %t5 = sext i32 %.2 to i64, !dbg !292
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !292
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !292
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !292, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !292
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !292
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !292, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !292
  %.15 = add i32 %.14, %.9, !dbg !292
  %.16 = udiv i32 %.15, %.6, !dbg !292
  %t9 = sext i32 %.16 to i64, !dbg !292
  %t10 = mul nsw i64 %t7, %t5, !dbg !292
  %t11 = add nsw i64 %t10, %t3, !dbg !292
  %t12 = mul nsw i64 %t9, %t7, !dbg !292
  %t13 = icmp sgt i64 %a1, 7, !dbg !292
  %t15 = icmp sgt i64 %a1, 6, !dbg !292
  %t17 = icmp sgt i64 %a1, 5, !dbg !292
  %t19 = icmp sgt i64 %a1, 4, !dbg !292
  %t21 = icmp sgt i64 %a1, 3, !dbg !292
  %t23 = icmp sgt i64 %a1, 2, !dbg !292
  %t25 = icmp sgt i64 %a1, 1, !dbg !292
  %t27 = icmp sgt i64 %a1, 0, !dbg !292
  %t291 = icmp slt i64 %t11, %a0, !dbg !292
  br i1 %t291, label %b2, label %b23, !dbg !292

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t151, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !292

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !292
  %t33 = mul i64 %t31, %a9, !dbg !292
  %t34 = sub nuw i64 %t282, %t33, !dbg !292
  %t35 = mul i64 %t34, %a19, !dbg !292
  %t36 = mul i64 %t34, %a29, !dbg !292
  %t37 = mul i64 %t34, %a38, !dbg !292
  br label %b4, !dbg !292

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !292

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !292
  %t45 = mul i64 %t43, %a8, !dbg !292
  %t46 = sub i64 %t38, %t45, !dbg !292
  %t47 = mul i64 %t46, %a18, !dbg !292
  %t48 = add i64 %t47, %t39, !dbg !292
  %t49 = mul i64 %t46, %a28, !dbg !292
  %t50 = add i64 %t49, %t40, !dbg !292
  %t51 = mul i64 %t46, %a37, !dbg !292
  %t52 = add i64 %t51, %t41, !dbg !292
  br label %b6, !dbg !292

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !292

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !292
  %t60 = mul i64 %t58, %a7, !dbg !292
  %t61 = sub i64 %t53, %t60, !dbg !292
  %t62 = mul i64 %t61, %a17, !dbg !292
  %t63 = add i64 %t62, %t54, !dbg !292
  %t64 = mul i64 %t61, %a27, !dbg !292
  %t65 = add i64 %t64, %t55, !dbg !292
  %t66 = mul i64 %t61, %a36, !dbg !292
  %t67 = add i64 %t66, %t56, !dbg !292
  br label %b8, !dbg !292

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !292

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !292
  %t75 = mul i64 %t73, %a6, !dbg !292
  %t76 = sub i64 %t68, %t75, !dbg !292
  %t77 = mul i64 %t76, %a16, !dbg !292
  %t78 = add i64 %t77, %t69, !dbg !292
  %t79 = mul i64 %t76, %a26, !dbg !292
  %t80 = add i64 %t79, %t70, !dbg !292
  %t81 = mul i64 %t76, %a35, !dbg !292
  %t82 = add i64 %t81, %t71, !dbg !292
  br label %b10, !dbg !292

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !292

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !292
  %t90 = mul i64 %t88, %a5, !dbg !292
  %t91 = sub i64 %t83, %t90, !dbg !292
  %t92 = mul i64 %t91, %a15, !dbg !292
  %t93 = add i64 %t92, %t84, !dbg !292
  %t94 = mul i64 %t91, %a25, !dbg !292
  %t95 = add i64 %t94, %t85, !dbg !292
  %t96 = mul i64 %t91, %a34, !dbg !292
  %t97 = add i64 %t96, %t86, !dbg !292
  br label %b12, !dbg !292

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !292

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !292
  %t105 = mul i64 %t103, %a4, !dbg !292
  %t106 = sub i64 %t98, %t105, !dbg !292
  %t107 = mul i64 %t106, %a14, !dbg !292
  %t108 = add i64 %t107, %t99, !dbg !292
  %t109 = mul i64 %t106, %a24, !dbg !292
  %t110 = add i64 %t109, %t100, !dbg !292
  %t111 = mul i64 %t106, %a33, !dbg !292
  %t112 = add i64 %t111, %t101, !dbg !292
  br label %b14, !dbg !292

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !292

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !292
  %t120 = mul i64 %t118, %a3, !dbg !292
  %t121 = sub i64 %t113, %t120, !dbg !292
  %t122 = mul i64 %t121, %a13, !dbg !292
  %t123 = add i64 %t122, %t114, !dbg !292
  %t124 = mul i64 %t121, %a23, !dbg !292
  %t125 = add i64 %t124, %t115, !dbg !292
  %t126 = mul i64 %t121, %a32, !dbg !292
  %t127 = add i64 %t126, %t116, !dbg !292
  br label %b16, !dbg !292

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !292

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !292
  %t133 = add i64 %t129, %t132, !dbg !292
  %t134 = mul i64 %t128, %a22, !dbg !292
  %t135 = add i64 %t130, %t134, !dbg !292
  %t136 = mul i64 %t128, %a31, !dbg !292
  %t137 = add i64 %t131, %t136, !dbg !292
  br label %b18, !dbg !292

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !292

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t138, !dbg !292
  %.17 = load i16, ptr addrspace(1) %t141, align 2, !dbg !292
  br label %b20, !dbg !292

b20:                                              ; preds = %b19, %b18
  %t143 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !292

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t139, !dbg !292
  %.18 = load i16, ptr addrspace(1) %t144, align 2, !dbg !292
  br label %b22, !dbg !292

b22:                                              ; preds = %b21, %b20
  %t146 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  %0 = insertelement <2 x i16> poison, i16 %t143, i64 0, !dbg !293
  %1 = insertelement <2 x i16> %0, i16 %t146, i64 1, !dbg !293
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !293
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !293
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !293
  %5 = extractelement <2 x float> %4, i64 0, !dbg !293
  %6 = extractelement <2 x float> %4, i64 1, !dbg !293
  %t149 = fcmp olt float %5, %6, !dbg !293
  %t150 = getelementptr inbounds i8, ptr addrspace(1) %a30, i64 %t140, !dbg !292
  %.25 = zext i1 %t149 to i8, !dbg !292
  store i8 %.25, ptr addrspace(1) %t150, align 1, !dbg !292
  %t151 = add i64 %t282, %t12, !dbg !292
  %t29 = icmp slt i64 %t151, %a0, !dbg !292
  br i1 %t29, label %b2, label %b23, !dbg !292

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !292
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Le_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i16 %a2, ptr addrspace(1) readonly %a3, i16 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 !dbg !294 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !295
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !295
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !295
  %t3 = sext i32 %.1 to i64, !dbg !295
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !295
  %t5 = sext i32 %.2 to i64, !dbg !295
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !295
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !295
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !295, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !295
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !295
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !295, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !295
  %.15 = add i32 %.14, %.9, !dbg !295
  %.16 = udiv i32 %.15, %.6, !dbg !295
  %t9 = sext i32 %.16 to i64, !dbg !295
  %t10 = mul nsw i64 %t7, %t5, !dbg !295
  %t11 = add nsw i64 %t10, %t3, !dbg !295
  %t12 = mul nsw i64 %t9, %t7, !dbg !295
  %t141 = icmp slt i64 %t11, %a0, !dbg !295
  br i1 %t141, label %b2, label %b7, !dbg !295

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t25, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !295

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t132, !dbg !295
  %.17 = load i16, ptr addrspace(1) %t15, align 2, !dbg !295
  br label %b4, !dbg !295

b4:                                               ; preds = %b3, %b2
  %t17 = phi i16 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !295

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t132, !dbg !295
  %.18 = load i16, ptr addrspace(1) %t18, align 2, !dbg !295
  br label %b6, !dbg !295

b6:                                               ; preds = %b5, %b4
  %t20 = phi i16 [ %.18, %b5 ], [ %a4, %b4 ]
  %0 = insertelement <2 x i16> poison, i16 %t17, i64 0, !dbg !296
  %1 = insertelement <2 x i16> %0, i16 %t20, i64 1, !dbg !296
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !296
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !296
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !296
  %5 = extractelement <2 x float> %4, i64 0, !dbg !296
  %6 = extractelement <2 x float> %4, i64 1, !dbg !296
  %t23 = fcmp ole float %5, %6, !dbg !296
  %t24 = getelementptr inbounds i8, ptr addrspace(1) %a5, i64 %t132, !dbg !295
  %.25 = zext i1 %t23 to i8, !dbg !295
  store i8 %.25, ptr addrspace(1) %t24, align 1, !dbg !295
  %t25 = add i64 %t132, %t12, !dbg !295
  %t14 = icmp slt i64 %t25, %a0, !dbg !295
  br i1 %t14, label %b2, label %b7, !dbg !295

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !295
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Le_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !297 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !298
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !298
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !298
  %t3 = sext i32 %.1 to i64, !dbg !298
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !298
  %t5 = sext i32 %.2 to i64, !dbg !298
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !298
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !298
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !298, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !298
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !298
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !298, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !298
  %.15 = add i32 %.14, %.9, !dbg !298
  %.16 = udiv i32 %.15, %.6, !dbg !298
  %t9 = sext i32 %.16 to i64, !dbg !298
  %t10 = mul nsw i64 %t7, %t5, !dbg !298
  %t11 = add nsw i64 %t10, %t3, !dbg !298
  %t12 = mul nsw i64 %t9, %t7, !dbg !298
  %t13 = icmp sgt i64 %a1, 7, !dbg !298
  %t15 = icmp sgt i64 %a1, 6, !dbg !298
  %t17 = icmp sgt i64 %a1, 5, !dbg !298
  %t19 = icmp sgt i64 %a1, 4, !dbg !298
  %t21 = icmp sgt i64 %a1, 3, !dbg !298
  %t23 = icmp sgt i64 %a1, 2, !dbg !298
  %t25 = icmp sgt i64 %a1, 1, !dbg !298
  %t27 = icmp sgt i64 %a1, 0, !dbg !298
  %t291 = icmp slt i64 %t11, %a0, !dbg !298
  br i1 %t291, label %b2, label %b23, !dbg !298

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t151, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !298

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !298
  %t33 = mul i64 %t31, %a9, !dbg !298
  %t34 = sub nuw i64 %t282, %t33, !dbg !298
  %t35 = mul i64 %t34, %a19, !dbg !298
  %t36 = mul i64 %t34, %a29, !dbg !298
  %t37 = mul i64 %t34, %a38, !dbg !298
  br label %b4, !dbg !298

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !298

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !298
  %t45 = mul i64 %t43, %a8, !dbg !298
  %t46 = sub i64 %t38, %t45, !dbg !298
  %t47 = mul i64 %t46, %a18, !dbg !298
  %t48 = add i64 %t47, %t39, !dbg !298
  %t49 = mul i64 %t46, %a28, !dbg !298
  %t50 = add i64 %t49, %t40, !dbg !298
  %t51 = mul i64 %t46, %a37, !dbg !298
  %t52 = add i64 %t51, %t41, !dbg !298
  br label %b6, !dbg !298

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !298

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !298
  %t60 = mul i64 %t58, %a7, !dbg !298
  %t61 = sub i64 %t53, %t60, !dbg !298
  %t62 = mul i64 %t61, %a17, !dbg !298
  %t63 = add i64 %t62, %t54, !dbg !298
  %t64 = mul i64 %t61, %a27, !dbg !298
  %t65 = add i64 %t64, %t55, !dbg !298
  %t66 = mul i64 %t61, %a36, !dbg !298
  %t67 = add i64 %t66, %t56, !dbg !298
  br label %b8, !dbg !298

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !298

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !298
  %t75 = mul i64 %t73, %a6, !dbg !298
  %t76 = sub i64 %t68, %t75, !dbg !298
  %t77 = mul i64 %t76, %a16, !dbg !298
  %t78 = add i64 %t77, %t69, !dbg !298
  %t79 = mul i64 %t76, %a26, !dbg !298
  %t80 = add i64 %t79, %t70, !dbg !298
  %t81 = mul i64 %t76, %a35, !dbg !298
  %t82 = add i64 %t81, %t71, !dbg !298
  br label %b10, !dbg !298

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !298

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !298
  %t90 = mul i64 %t88, %a5, !dbg !298
  %t91 = sub i64 %t83, %t90, !dbg !298
  %t92 = mul i64 %t91, %a15, !dbg !298
  %t93 = add i64 %t92, %t84, !dbg !298
  %t94 = mul i64 %t91, %a25, !dbg !298
  %t95 = add i64 %t94, %t85, !dbg !298
  %t96 = mul i64 %t91, %a34, !dbg !298
  %t97 = add i64 %t96, %t86, !dbg !298
  br label %b12, !dbg !298

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !298

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !298
  %t105 = mul i64 %t103, %a4, !dbg !298
  %t106 = sub i64 %t98, %t105, !dbg !298
  %t107 = mul i64 %t106, %a14, !dbg !298
  %t108 = add i64 %t107, %t99, !dbg !298
  %t109 = mul i64 %t106, %a24, !dbg !298
  %t110 = add i64 %t109, %t100, !dbg !298
  %t111 = mul i64 %t106, %a33, !dbg !298
  %t112 = add i64 %t111, %t101, !dbg !298
  br label %b14, !dbg !298

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !298

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !298
  %t120 = mul i64 %t118, %a3, !dbg !298
  %t121 = sub i64 %t113, %t120, !dbg !298
  %t122 = mul i64 %t121, %a13, !dbg !298
  %t123 = add i64 %t122, %t114, !dbg !298
  %t124 = mul i64 %t121, %a23, !dbg !298
  %t125 = add i64 %t124, %t115, !dbg !298
  %t126 = mul i64 %t121, %a32, !dbg !298
  %t127 = add i64 %t126, %t116, !dbg !298
  br label %b16, !dbg !298

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !298

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !298
  %t133 = add i64 %t129, %t132, !dbg !298
  %t134 = mul i64 %t128, %a22, !dbg !298
  %t135 = add i64 %t130, %t134, !dbg !298
  %t136 = mul i64 %t128, %a31, !dbg !298
  %t137 = add i64 %t131, %t136, !dbg !298
  br label %b18, !dbg !298

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !298

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t138, !dbg !298
  %.17 = load i16, ptr addrspace(1) %t141, align 2, !dbg !298
  br label %b20, !dbg !298

b20:                                              ; preds = %b19, %b18
  %t143 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !298

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t139, !dbg !298
  %.18 = load i16, ptr addrspace(1) %t144, align 2, !dbg !298
  br label %b22, !dbg !298

b22:                                              ; preds = %b21, %b20
  %t146 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  %0 = insertelement <2 x i16> poison, i16 %t143, i64 0, !dbg !299
  %1 = insertelement <2 x i16> %0, i16 %t146, i64 1, !dbg !299
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !299
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !299
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !299
  %5 = extractelement <2 x float> %4, i64 0, !dbg !299
  %6 = extractelement <2 x float> %4, i64 1, !dbg !299
  %t149 = fcmp ole float %5, %6, !dbg !299
  %t150 = getelementptr inbounds i8, ptr addrspace(1) %a30, i64 %t140, !dbg !298
  %.25 = zext i1 %t149 to i8, !dbg !298
  store i8 %.25, ptr addrspace(1) %t150, align 1, !dbg !298
  %t151 = add i64 %t282, %t12, !dbg !298
  %t29 = icmp slt i64 %t151, %a0, !dbg !298
  br i1 %t29, label %b2, label %b23, !dbg !298

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !298
}

; Function Attrs: nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16ToFloat32_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i16 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #5 !dbg !300 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !301
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !301
  %t2 = sext i32 %.1 to i64, !dbg !301
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !301
  %t4 = sext i32 %.2 to i64, !dbg !301
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !301
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !301
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !301, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !301
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !301
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !301, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !301
  %.15 = add i32 %.14, %.9, !dbg !301
  %.16 = udiv i32 %.15, %.6, !dbg !301
  %t8 = sext i32 %.16 to i64, !dbg !301
  %t9 = mul nsw i64 %t6, %t4, !dbg !301
  %t10 = add nsw i64 %t9, %t2, !dbg !301
  %t11 = mul nsw i64 %t8, %t6, !dbg !301
  %t12 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !301
  %t13 = and i64 %t12, 3, !dbg !301
  %t14 = icmp eq i64 %t13, 0, !dbg !301
  %t15 = ashr i64 %a0, 1, !dbg !301
  br i1 %t14, label %b1, label %b6, !dbg !301

b1:                                               ; preds = %entry
  %t19 = shl nsw i64 %t11, 1, !dbg !301
  %t251 = icmp slt i64 %t10, %t15, !dbg !301
  br i1 %t251, label %b3.preheader, label %b6, !dbg !301

b3.preheader:                                     ; preds = %b1
  %t17 = shl nsw i64 %t10, 1, !dbg !301
  %t20 = or i64 %t17, 1, !dbg !301
  %t21 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t20, !dbg !301
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t17, !dbg !301
  %0 = insertelement <2 x i16> poison, i16 %a2, i64 0
  %1 = shufflevector <2 x i16> %0, <2 x i16> poison, <2 x i32> zeroinitializer
  br label %b3, !dbg !301

b3:                                               ; preds = %b3.preheader, %b5
  %t244 = phi i64 [ %t36, %b5 ], [ %t10, %b3.preheader ]
  %t233 = phi ptr addrspace(1) [ %t37, %b5 ], [ %t18, %b3.preheader ]
  %t222 = phi ptr addrspace(1) [ %t38, %b5 ], [ %t21, %b3.preheader ]
  br i1 %t0.not, label %b5, label %b4, !dbg !301

b4:                                               ; preds = %b3
  %t26 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t244, !dbg !301
  %.17 = load i32, ptr addrspace(1) %t26, align 4, !dbg !301
  %t30 = lshr i32 %.17, 16, !dbg !301
  %2 = insertelement <2 x i32> poison, i32 %.17, i64 0, !dbg !301
  %3 = insertelement <2 x i32> %2, i32 %t30, i64 1, !dbg !301
  %4 = trunc <2 x i32> %3 to <2 x i16>, !dbg !301
  br label %b5, !dbg !301

b5:                                               ; preds = %b4, %b3
  %5 = phi <2 x i16> [ %4, %b4 ], [ %1, %b3 ]
  %6 = extractelement <2 x i16> %5, i64 0, !dbg !302
  %.18 = zext i16 %6 to i32, !dbg !302
  %.19 = shl nuw i32 %.18, 16, !dbg !302
  %7 = extractelement <2 x i16> %5, i64 1, !dbg !302
  %.21 = zext i16 %7 to i32, !dbg !302
  %.22 = shl nuw i32 %.21, 16, !dbg !302
  store i32 %.19, ptr addrspace(1) %t233, align 4, !dbg !301
  store i32 %.22, ptr addrspace(1) %t222, align 4, !dbg !301
  %t36 = add i64 %t244, %t11, !dbg !301
  %t37 = getelementptr inbounds float, ptr addrspace(1) %t233, i64 %t19, !dbg !301
  %t38 = getelementptr inbounds float, ptr addrspace(1) %t222, i64 %t19, !dbg !301
  %t25 = icmp slt i64 %t36, %t15, !dbg !301
  br i1 %t25, label %b3, label %b6, !dbg !301

b6:                                               ; preds = %b5, %b1, %entry
  %t39 = and i64 %a0, -2, !dbg !301
  %t40 = select i1 %t14, i64 %t39, i64 0, !dbg !301
  %t41 = add i64 %t10, %t40, !dbg !301
  %t435 = icmp slt i64 %t41, %a0, !dbg !301
  br i1 %t435, label %b8, label %b11, !dbg !301

b8:                                               ; preds = %b6, %b10
  %t426 = phi i64 [ %t49, %b10 ], [ %t41, %b6 ]
  br i1 %t0.not, label %b10, label %b9, !dbg !301

b9:                                               ; preds = %b8
  %t44 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t426, !dbg !301
  %.24 = load i16, ptr addrspace(1) %t44, align 2, !dbg !301
  br label %b10, !dbg !301

b10:                                              ; preds = %b9, %b8
  %t46 = phi i16 [ %.24, %b9 ], [ %a2, %b8 ]
  %.25 = zext i16 %t46 to i32, !dbg !302
  %.26 = shl nuw i32 %.25, 16, !dbg !302
  %t48 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t426, !dbg !301
  store i32 %.26, ptr addrspace(1) %t48, align 4, !dbg !301
  %t49 = add i64 %t426, %t11, !dbg !301
  %t43 = icmp slt i64 %t49, %a0, !dbg !301
  br i1 %t43, label %b8, label %b11, !dbg !301

b11:                                              ; preds = %b10, %b6
  ret void, !dbg !301
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16ToFloat32_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #4 !dbg !303 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !304
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !304
  %t2 = sext i32 %.1 to i64, !dbg !304
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !304
  %t4 = sext i32 %.2 to i64, !dbg !304
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !304
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !304
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !304, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !304
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !304
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !304, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !304
  %.15 = add i32 %.14, %.9, !dbg !304
  %.16 = udiv i32 %.15, %.6, !dbg !304
  %t8 = sext i32 %.16 to i64, !dbg !304
  %t9 = mul nsw i64 %t6, %t4, !dbg !304
  %t10 = add nsw i64 %t9, %t2, !dbg !304
  %t11 = mul nsw i64 %t8, %t6, !dbg !304
  %t12 = icmp sgt i64 %a1, 7, !dbg !304
  %t14 = icmp sgt i64 %a1, 6, !dbg !304
  %t16 = icmp sgt i64 %a1, 5, !dbg !304
  %t18 = icmp sgt i64 %a1, 4, !dbg !304
  %t20 = icmp sgt i64 %a1, 3, !dbg !304
  %t22 = icmp sgt i64 %a1, 2, !dbg !304
  %t24 = icmp sgt i64 %a1, 1, !dbg !304
  %t26 = icmp sgt i64 %a1, 0, !dbg !304
  %t281 = icmp slt i64 %t10, %a0, !dbg !304
  br i1 %t281, label %b2, label %b21, !dbg !304

b2:                                               ; preds = %entry, %b20
  %t272 = phi i64 [ %t122, %b20 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !304

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t272, %a9, !dbg !304
  %t32 = mul i64 %t30, %a9, !dbg !304
  %t33 = sub nuw i64 %t272, %t32, !dbg !304
  %t34 = mul i64 %t33, %a19, !dbg !304
  %t35 = mul i64 %t33, %a28, !dbg !304
  br label %b4, !dbg !304

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t272, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !304

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !304
  %t42 = mul i64 %t40, %a8, !dbg !304
  %t43 = sub i64 %t36, %t42, !dbg !304
  %t44 = mul i64 %t43, %a18, !dbg !304
  %t45 = add i64 %t44, %t37, !dbg !304
  %t46 = mul i64 %t43, %a27, !dbg !304
  %t47 = add i64 %t46, %t38, !dbg !304
  br label %b6, !dbg !304

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !304

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !304
  %t54 = mul i64 %t52, %a7, !dbg !304
  %t55 = sub i64 %t48, %t54, !dbg !304
  %t56 = mul i64 %t55, %a17, !dbg !304
  %t57 = add i64 %t56, %t49, !dbg !304
  %t58 = mul i64 %t55, %a26, !dbg !304
  %t59 = add i64 %t58, %t50, !dbg !304
  br label %b8, !dbg !304

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !304

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !304
  %t66 = mul i64 %t64, %a6, !dbg !304
  %t67 = sub i64 %t60, %t66, !dbg !304
  %t68 = mul i64 %t67, %a16, !dbg !304
  %t69 = add i64 %t68, %t61, !dbg !304
  %t70 = mul i64 %t67, %a25, !dbg !304
  %t71 = add i64 %t70, %t62, !dbg !304
  br label %b10, !dbg !304

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !304

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !304
  %t78 = mul i64 %t76, %a5, !dbg !304
  %t79 = sub i64 %t72, %t78, !dbg !304
  %t80 = mul i64 %t79, %a15, !dbg !304
  %t81 = add i64 %t80, %t73, !dbg !304
  %t82 = mul i64 %t79, %a24, !dbg !304
  %t83 = add i64 %t82, %t74, !dbg !304
  br label %b12, !dbg !304

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !304

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !304
  %t90 = mul i64 %t88, %a4, !dbg !304
  %t91 = sub i64 %t84, %t90, !dbg !304
  %t92 = mul i64 %t91, %a14, !dbg !304
  %t93 = add i64 %t92, %t85, !dbg !304
  %t94 = mul i64 %t91, %a23, !dbg !304
  %t95 = add i64 %t94, %t86, !dbg !304
  br label %b14, !dbg !304

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !304

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !304
  %t102 = mul i64 %t100, %a3, !dbg !304
  %t103 = sub i64 %t96, %t102, !dbg !304
  %t104 = mul i64 %t103, %a13, !dbg !304
  %t105 = add i64 %t104, %t97, !dbg !304
  %t106 = mul i64 %t103, %a22, !dbg !304
  %t107 = add i64 %t106, %t98, !dbg !304
  br label %b16, !dbg !304

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !304

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !304
  %t112 = add i64 %t109, %t111, !dbg !304
  %t113 = mul i64 %t108, %a21, !dbg !304
  %t114 = add i64 %t110, %t113, !dbg !304
  br label %b18, !dbg !304

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !304

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t115, !dbg !304
  %.17 = load i16, ptr addrspace(1) %t117, align 2, !dbg !304
  br label %b20, !dbg !304

b20:                                              ; preds = %b19, %b18
  %t119 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  %.18 = zext i16 %t119 to i32, !dbg !305
  %.19 = shl nuw i32 %.18, 16, !dbg !305
  %t121 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t116, !dbg !304
  store i32 %.19, ptr addrspace(1) %t121, align 4, !dbg !304
  %t122 = add i64 %t272, %t11, !dbg !304
  %t28 = icmp slt i64 %t122, %a0, !dbg !304
  br i1 %t28, label %b2, label %b21, !dbg !304

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !304
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromFloat32_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, float %a2, ptr addrspace(1) %a3) local_unnamed_addr #4 !dbg !306 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !307
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
  %t12 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !307
  %t13 = and i64 %t12, 7, !dbg !307
  %t15 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !307
  %t16 = and i64 %t15, 3, !dbg !307
  %0 = or i64 %t16, %t13, !dbg !307
  %1 = icmp eq i64 %0, 0, !dbg !307
  %t19 = ashr i64 %a0, 1, !dbg !307
  %t231 = icmp slt i64 %t10, %t19, !dbg !307
  %or.cond = select i1 %1, i1 %t231, i1 false, !dbg !307
  br i1 %or.cond, label %b3, label %b6, !dbg !307

b3:                                               ; preds = %entry, %b5
  %t222 = phi i64 [ %t37, %b5 ], [ %t10, %entry ]
  br i1 %t0.not, label %b5, label %b4, !dbg !307

b4:                                               ; preds = %b3
  %t24 = getelementptr inbounds [8 x i8], ptr addrspace(1) %a1, i64 %t222, !dbg !307
  %.17 = load <2 x float>, ptr addrspace(1) %t24, align 8, !dbg !307
  %.18 = extractelement <2 x float> %.17, i64 0, !dbg !307
  %.20 = extractelement <2 x float> %.17, i64 1, !dbg !307
  br label %b5, !dbg !307

b5:                                               ; preds = %b4, %b3
  %t28 = phi float [ %.18, %b4 ], [ %a2, %b3 ]
  %t29 = phi float [ %.20, %b4 ], [ %a2, %b3 ]
  %.22 = bitcast float %t28 to i32, !dbg !308
  %.23 = and i32 %.22, 2147483647, !dbg !308
  %.24 = icmp ugt i32 %.23, 2139095040, !dbg !308
  %.25 = lshr i32 %.22, 16, !dbg !308
  %.26 = and i32 %.25, 1, !dbg !308
  %.27 = add i32 %.22, 32767, !dbg !308
  %.28 = add i32 %.27, %.26, !dbg !308
  %.29 = lshr i32 %.28, 16, !dbg !308
  %.31 = or i32 %.25, 64, !dbg !308
  %.32 = select i1 %.24, i32 %.31, i32 %.29, !dbg !308
  %.34 = bitcast float %t29 to i32, !dbg !308
  %.35 = and i32 %.34, 2147483647, !dbg !308
  %.36 = icmp ugt i32 %.35, 2139095040, !dbg !308
  %.37 = lshr i32 %.34, 16, !dbg !308
  %.38 = and i32 %.37, 1, !dbg !308
  %.39 = add i32 %.34, 32767, !dbg !308
  %.40 = add i32 %.39, %.38, !dbg !308
  %.41 = lshr i32 %.40, 16, !dbg !308
  %.43 = or i32 %.37, 64, !dbg !308
  %.44 = select i1 %.36, i32 %.43, i32 %.41, !dbg !308
  %t34 = shl nuw i32 %.44, 16, !dbg !307
  %t35 = or i32 %t34, %.32, !dbg !307
  %t36 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t222, !dbg !307
  store i32 %t35, ptr addrspace(1) %t36, align 4, !dbg !307
  %t37 = add i64 %t222, %t11, !dbg !307
  %t23 = icmp slt i64 %t37, %t19, !dbg !307
  br i1 %t23, label %b3, label %b6, !dbg !307

b6:                                               ; preds = %b5, %entry
  %t38 = and i64 %a0, -2, !dbg !307
  %t39 = select i1 %1, i64 %t38, i64 0, !dbg !307
  %t40 = add i64 %t10, %t39, !dbg !307
  %t423 = icmp slt i64 %t40, %a0, !dbg !307
  br i1 %t423, label %b8, label %b11, !dbg !307

b8:                                               ; preds = %b6, %b10
  %t414 = phi i64 [ %t48, %b10 ], [ %t40, %b6 ]
  br i1 %t0.not, label %b10, label %b9, !dbg !307

b9:                                               ; preds = %b8
  %t43 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t414, !dbg !307
  %.46 = load float, ptr addrspace(1) %t43, align 4, !dbg !307
  br label %b10, !dbg !307

b10:                                              ; preds = %b9, %b8
  %t45 = phi float [ %.46, %b9 ], [ %a2, %b8 ]
  %.47 = bitcast float %t45 to i32, !dbg !308
  %.48 = and i32 %.47, 2147483647, !dbg !308
  %.49 = icmp ugt i32 %.48, 2139095040, !dbg !308
  %.50 = lshr i32 %.47, 16, !dbg !308
  %.51 = and i32 %.50, 1, !dbg !308
  %.52 = add i32 %.47, 32767, !dbg !308
  %.53 = add i32 %.52, %.51, !dbg !308
  %.54 = lshr i32 %.53, 16, !dbg !308
  %.56 = or i32 %.50, 64, !dbg !308
  %.57 = select i1 %.49, i32 %.56, i32 %.54, !dbg !308
  %.58 = trunc i32 %.57 to i16, !dbg !308
  %t47 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t414, !dbg !307
  store i16 %.58, ptr addrspace(1) %t47, align 2, !dbg !307
  %t48 = add i64 %t414, %t11, !dbg !307
  %t42 = icmp slt i64 %t48, %a0, !dbg !307
  br i1 %t42, label %b8, label %b11, !dbg !307

b11:                                              ; preds = %b10, %b6
  ret void, !dbg !307
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromFloat32_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #4 !dbg !309 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !310
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !310
  %t2 = sext i32 %.1 to i64, !dbg !310
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !310
  %t4 = sext i32 %.2 to i64, !dbg !310
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !310
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !310
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !310, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !310
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !310
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !310, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !310
  %.15 = add i32 %.14, %.9, !dbg !310
  %.16 = udiv i32 %.15, %.6, !dbg !310
  %t8 = sext i32 %.16 to i64, !dbg !310
  %t9 = mul nsw i64 %t6, %t4, !dbg !310
  %t10 = add nsw i64 %t9, %t2, !dbg !310
  %t11 = mul nsw i64 %t8, %t6, !dbg !310
  %t12 = icmp sgt i64 %a1, 7, !dbg !310
  %t14 = icmp sgt i64 %a1, 6, !dbg !310
  %t16 = icmp sgt i64 %a1, 5, !dbg !310
  %t18 = icmp sgt i64 %a1, 4, !dbg !310
  %t20 = icmp sgt i64 %a1, 3, !dbg !310
  %t22 = icmp sgt i64 %a1, 2, !dbg !310
  %t24 = icmp sgt i64 %a1, 1, !dbg !310
  %t26 = icmp sgt i64 %a1, 0, !dbg !310
  %t281 = icmp slt i64 %t10, %a0, !dbg !310
  br i1 %t281, label %b2, label %b21, !dbg !310

b2:                                               ; preds = %entry, %b20
  %t272 = phi i64 [ %t122, %b20 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !310

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t272, %a9, !dbg !310
  %t32 = mul i64 %t30, %a9, !dbg !310
  %t33 = sub nuw i64 %t272, %t32, !dbg !310
  %t34 = mul i64 %t33, %a19, !dbg !310
  %t35 = mul i64 %t33, %a28, !dbg !310
  br label %b4, !dbg !310

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t272, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !310

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !310
  %t42 = mul i64 %t40, %a8, !dbg !310
  %t43 = sub i64 %t36, %t42, !dbg !310
  %t44 = mul i64 %t43, %a18, !dbg !310
  %t45 = add i64 %t44, %t37, !dbg !310
  %t46 = mul i64 %t43, %a27, !dbg !310
  %t47 = add i64 %t46, %t38, !dbg !310
  br label %b6, !dbg !310

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !310

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !310
  %t54 = mul i64 %t52, %a7, !dbg !310
  %t55 = sub i64 %t48, %t54, !dbg !310
  %t56 = mul i64 %t55, %a17, !dbg !310
  %t57 = add i64 %t56, %t49, !dbg !310
  %t58 = mul i64 %t55, %a26, !dbg !310
  %t59 = add i64 %t58, %t50, !dbg !310
  br label %b8, !dbg !310

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !310

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !310
  %t66 = mul i64 %t64, %a6, !dbg !310
  %t67 = sub i64 %t60, %t66, !dbg !310
  %t68 = mul i64 %t67, %a16, !dbg !310
  %t69 = add i64 %t68, %t61, !dbg !310
  %t70 = mul i64 %t67, %a25, !dbg !310
  %t71 = add i64 %t70, %t62, !dbg !310
  br label %b10, !dbg !310

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !310

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !310
  %t78 = mul i64 %t76, %a5, !dbg !310
  %t79 = sub i64 %t72, %t78, !dbg !310
  %t80 = mul i64 %t79, %a15, !dbg !310
  %t81 = add i64 %t80, %t73, !dbg !310
  %t82 = mul i64 %t79, %a24, !dbg !310
  %t83 = add i64 %t82, %t74, !dbg !310
  br label %b12, !dbg !310

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !310

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !310
  %t90 = mul i64 %t88, %a4, !dbg !310
  %t91 = sub i64 %t84, %t90, !dbg !310
  %t92 = mul i64 %t91, %a14, !dbg !310
  %t93 = add i64 %t92, %t85, !dbg !310
  %t94 = mul i64 %t91, %a23, !dbg !310
  %t95 = add i64 %t94, %t86, !dbg !310
  br label %b14, !dbg !310

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !310

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !310
  %t102 = mul i64 %t100, %a3, !dbg !310
  %t103 = sub i64 %t96, %t102, !dbg !310
  %t104 = mul i64 %t103, %a13, !dbg !310
  %t105 = add i64 %t104, %t97, !dbg !310
  %t106 = mul i64 %t103, %a22, !dbg !310
  %t107 = add i64 %t106, %t98, !dbg !310
  br label %b16, !dbg !310

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !310

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !310
  %t112 = add i64 %t109, %t111, !dbg !310
  %t113 = mul i64 %t108, %a21, !dbg !310
  %t114 = add i64 %t110, %t113, !dbg !310
  br label %b18, !dbg !310

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !310

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t115, !dbg !310
  %.17 = load float, ptr addrspace(1) %t117, align 4, !dbg !310
  br label %b20, !dbg !310

b20:                                              ; preds = %b19, %b18
  %t119 = phi float [ %.17, %b19 ], [ %a11, %b18 ]
  %.18 = bitcast float %t119 to i32, !dbg !311
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
  %t121 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t116, !dbg !310
  store i16 %.29, ptr addrspace(1) %t121, align 2, !dbg !310
  %t122 = add i64 %t272, %t11, !dbg !310
  %t28 = icmp slt i64 %t122, %a0, !dbg !310
  br i1 %t28, label %b2, label %b21, !dbg !310

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !310
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromInt32_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i32 %a2, ptr addrspace(1) %a3) local_unnamed_addr #4 !dbg !312 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !313
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !313
  %t2 = sext i32 %.1 to i64, !dbg !313
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !313
  %t4 = sext i32 %.2 to i64, !dbg !313
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !313
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !313
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !313, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !313
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !313
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !313, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !313
  %.15 = add i32 %.14, %.9, !dbg !313
  %.16 = udiv i32 %.15, %.6, !dbg !313
  %t8 = sext i32 %.16 to i64, !dbg !313
  %t9 = mul nsw i64 %t6, %t4, !dbg !313
  %t10 = add nsw i64 %t9, %t2, !dbg !313
  %t11 = mul nsw i64 %t8, %t6, !dbg !313
  %t12 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !313
  %t13 = and i64 %t12, 7, !dbg !313
  %t15 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !313
  %t16 = and i64 %t15, 3, !dbg !313
  %0 = or i64 %t16, %t13, !dbg !313
  %1 = icmp eq i64 %0, 0, !dbg !313
  %t19 = ashr i64 %a0, 1, !dbg !313
  %t231 = icmp slt i64 %t10, %t19, !dbg !313
  %or.cond = select i1 %1, i1 %t231, i1 false, !dbg !313
  br i1 %or.cond, label %b3, label %b6, !dbg !313

b3:                                               ; preds = %entry, %b5
  %t222 = phi i64 [ %t39, %b5 ], [ %t10, %entry ]
  br i1 %t0.not, label %b5, label %b4, !dbg !313

b4:                                               ; preds = %b3
  %t24 = getelementptr inbounds [8 x i8], ptr addrspace(1) %a1, i64 %t222, !dbg !313
  %.17 = load <2 x i32>, ptr addrspace(1) %t24, align 8, !dbg !313
  %.18 = extractelement <2 x i32> %.17, i64 0, !dbg !313
  %.20 = extractelement <2 x i32> %.17, i64 1, !dbg !313
  br label %b5, !dbg !313

b5:                                               ; preds = %b4, %b3
  %t28 = phi i32 [ %.18, %b4 ], [ %a2, %b3 ]
  %t29 = phi i32 [ %.20, %b4 ], [ %a2, %b3 ]
  %t30 = sitofp i32 %t28 to float, !dbg !314
  %.22 = bitcast float %t30 to i32, !dbg !315
  %.23 = and i32 %.22, 2147483647, !dbg !315
  %.24 = icmp ugt i32 %.23, 2139095040, !dbg !315
  %.25 = lshr i32 %.22, 16, !dbg !315
  %.26 = and i32 %.25, 1, !dbg !315
  %.27 = add i32 %.22, 32767, !dbg !315
  %.28 = add i32 %.27, %.26, !dbg !315
  %.29 = lshr i32 %.28, 16, !dbg !315
  %.31 = or i32 %.25, 64, !dbg !315
  %.32 = select i1 %.24, i32 %.31, i32 %.29, !dbg !315
  %t32 = sitofp i32 %t29 to float, !dbg !314
  %.34 = bitcast float %t32 to i32, !dbg !315
  %.35 = and i32 %.34, 2147483647, !dbg !315
  %.36 = icmp ugt i32 %.35, 2139095040, !dbg !315
  %.37 = lshr i32 %.34, 16, !dbg !315
  %.38 = and i32 %.37, 1, !dbg !315
  %.39 = add i32 %.34, 32767, !dbg !315
  %.40 = add i32 %.39, %.38, !dbg !315
  %.41 = lshr i32 %.40, 16, !dbg !315
  %.43 = or i32 %.37, 64, !dbg !315
  %.44 = select i1 %.36, i32 %.43, i32 %.41, !dbg !315
  %t36 = shl nuw i32 %.44, 16, !dbg !313
  %t37 = or i32 %t36, %.32, !dbg !313
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t222, !dbg !313
  store i32 %t37, ptr addrspace(1) %t38, align 4, !dbg !313
  %t39 = add i64 %t222, %t11, !dbg !313
  %t23 = icmp slt i64 %t39, %t19, !dbg !313
  br i1 %t23, label %b3, label %b6, !dbg !313

b6:                                               ; preds = %b5, %entry
  %t40 = and i64 %a0, -2, !dbg !313
  %t41 = select i1 %1, i64 %t40, i64 0, !dbg !313
  %t42 = add i64 %t10, %t41, !dbg !313
  %t443 = icmp slt i64 %t42, %a0, !dbg !313
  br i1 %t443, label %b8, label %b11, !dbg !313

b8:                                               ; preds = %b6, %b10
  %t434 = phi i64 [ %t51, %b10 ], [ %t42, %b6 ]
  br i1 %t0.not, label %b10, label %b9, !dbg !313

b9:                                               ; preds = %b8
  %t45 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t434, !dbg !313
  %.46 = load i32, ptr addrspace(1) %t45, align 4, !dbg !313
  br label %b10, !dbg !313

b10:                                              ; preds = %b9, %b8
  %t47 = phi i32 [ %.46, %b9 ], [ %a2, %b8 ]
  %t48 = sitofp i32 %t47 to float, !dbg !314
  %.47 = bitcast float %t48 to i32, !dbg !315
  %.48 = and i32 %.47, 2147483647, !dbg !315
  %.49 = icmp ugt i32 %.48, 2139095040, !dbg !315
  %.50 = lshr i32 %.47, 16, !dbg !315
  %.51 = and i32 %.50, 1, !dbg !315
  %.52 = add i32 %.47, 32767, !dbg !315
  %.53 = add i32 %.52, %.51, !dbg !315
  %.54 = lshr i32 %.53, 16, !dbg !315
  %.56 = or i32 %.50, 64, !dbg !315
  %.57 = select i1 %.49, i32 %.56, i32 %.54, !dbg !315
  %.58 = trunc i32 %.57 to i16, !dbg !315
  %t50 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t434, !dbg !313
  store i16 %.58, ptr addrspace(1) %t50, align 2, !dbg !313
  %t51 = add i64 %t434, %t11, !dbg !313
  %t44 = icmp slt i64 %t51, %a0, !dbg !313
  br i1 %t44, label %b8, label %b11, !dbg !313

b11:                                              ; preds = %b10, %b6
  ret void, !dbg !313
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromInt32_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #4 !dbg !316 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !317
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !317
  %t2 = sext i32 %.1 to i64, !dbg !317
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !317
  %t4 = sext i32 %.2 to i64, !dbg !317
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !317
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !317
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !317, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !317
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !317
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !317, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !317
  %.15 = add i32 %.14, %.9, !dbg !317
  %.16 = udiv i32 %.15, %.6, !dbg !317
  %t8 = sext i32 %.16 to i64, !dbg !317
  %t9 = mul nsw i64 %t6, %t4, !dbg !317
  %t10 = add nsw i64 %t9, %t2, !dbg !317
  %t11 = mul nsw i64 %t8, %t6, !dbg !317
  %t12 = icmp sgt i64 %a1, 7, !dbg !317
  %t14 = icmp sgt i64 %a1, 6, !dbg !317
  %t16 = icmp sgt i64 %a1, 5, !dbg !317
  %t18 = icmp sgt i64 %a1, 4, !dbg !317
  %t20 = icmp sgt i64 %a1, 3, !dbg !317
  %t22 = icmp sgt i64 %a1, 2, !dbg !317
  %t24 = icmp sgt i64 %a1, 1, !dbg !317
  %t26 = icmp sgt i64 %a1, 0, !dbg !317
  %t281 = icmp slt i64 %t10, %a0, !dbg !317
  br i1 %t281, label %b2, label %b21, !dbg !317

b2:                                               ; preds = %entry, %b20
  %t272 = phi i64 [ %t123, %b20 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !317

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t272, %a9, !dbg !317
  %t32 = mul i64 %t30, %a9, !dbg !317
  %t33 = sub nuw i64 %t272, %t32, !dbg !317
  %t34 = mul i64 %t33, %a19, !dbg !317
  %t35 = mul i64 %t33, %a28, !dbg !317
  br label %b4, !dbg !317

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t272, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !317

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !317
  %t42 = mul i64 %t40, %a8, !dbg !317
  %t43 = sub i64 %t36, %t42, !dbg !317
  %t44 = mul i64 %t43, %a18, !dbg !317
  %t45 = add i64 %t44, %t37, !dbg !317
  %t46 = mul i64 %t43, %a27, !dbg !317
  %t47 = add i64 %t46, %t38, !dbg !317
  br label %b6, !dbg !317

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !317

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !317
  %t54 = mul i64 %t52, %a7, !dbg !317
  %t55 = sub i64 %t48, %t54, !dbg !317
  %t56 = mul i64 %t55, %a17, !dbg !317
  %t57 = add i64 %t56, %t49, !dbg !317
  %t58 = mul i64 %t55, %a26, !dbg !317
  %t59 = add i64 %t58, %t50, !dbg !317
  br label %b8, !dbg !317

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !317

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !317
  %t66 = mul i64 %t64, %a6, !dbg !317
  %t67 = sub i64 %t60, %t66, !dbg !317
  %t68 = mul i64 %t67, %a16, !dbg !317
  %t69 = add i64 %t68, %t61, !dbg !317
  %t70 = mul i64 %t67, %a25, !dbg !317
  %t71 = add i64 %t70, %t62, !dbg !317
  br label %b10, !dbg !317

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !317

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !317
  %t78 = mul i64 %t76, %a5, !dbg !317
  %t79 = sub i64 %t72, %t78, !dbg !317
  %t80 = mul i64 %t79, %a15, !dbg !317
  %t81 = add i64 %t80, %t73, !dbg !317
  %t82 = mul i64 %t79, %a24, !dbg !317
  %t83 = add i64 %t82, %t74, !dbg !317
  br label %b12, !dbg !317

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !317

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !317
  %t90 = mul i64 %t88, %a4, !dbg !317
  %t91 = sub i64 %t84, %t90, !dbg !317
  %t92 = mul i64 %t91, %a14, !dbg !317
  %t93 = add i64 %t92, %t85, !dbg !317
  %t94 = mul i64 %t91, %a23, !dbg !317
  %t95 = add i64 %t94, %t86, !dbg !317
  br label %b14, !dbg !317

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !317

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !317
  %t102 = mul i64 %t100, %a3, !dbg !317
  %t103 = sub i64 %t96, %t102, !dbg !317
  %t104 = mul i64 %t103, %a13, !dbg !317
  %t105 = add i64 %t104, %t97, !dbg !317
  %t106 = mul i64 %t103, %a22, !dbg !317
  %t107 = add i64 %t106, %t98, !dbg !317
  br label %b16, !dbg !317

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !317

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !317
  %t112 = add i64 %t109, %t111, !dbg !317
  %t113 = mul i64 %t108, %a21, !dbg !317
  %t114 = add i64 %t110, %t113, !dbg !317
  br label %b18, !dbg !317

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !317

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t115, !dbg !317
  %.17 = load i32, ptr addrspace(1) %t117, align 4, !dbg !317
  br label %b20, !dbg !317

b20:                                              ; preds = %b19, %b18
  %t119 = phi i32 [ %.17, %b19 ], [ %a11, %b18 ]
  %t120 = sitofp i32 %t119 to float, !dbg !318
  %.18 = bitcast float %t120 to i32, !dbg !319
  %.19 = and i32 %.18, 2147483647, !dbg !319
  %.20 = icmp ugt i32 %.19, 2139095040, !dbg !319
  %.21 = lshr i32 %.18, 16, !dbg !319
  %.22 = and i32 %.21, 1, !dbg !319
  %.23 = add i32 %.18, 32767, !dbg !319
  %.24 = add i32 %.23, %.22, !dbg !319
  %.25 = lshr i32 %.24, 16, !dbg !319
  %.27 = or i32 %.21, 64, !dbg !319
  %.28 = select i1 %.20, i32 %.27, i32 %.25, !dbg !319
  %.29 = trunc i32 %.28 to i16, !dbg !319
  %t122 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t116, !dbg !317
  store i16 %.29, ptr addrspace(1) %t122, align 2, !dbg !317
  %t123 = add i64 %t272, %t11, !dbg !317
  %t28 = icmp slt i64 %t123, %a0, !dbg !317
  br i1 %t28, label %b2, label %b21, !dbg !317

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !317
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !320 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !321
  %t3 = sext i32 %.1 to i64, !dbg !321
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !321
  %t5 = sext i32 %.2 to i64, !dbg !321
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !321
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !321
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !321, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !321
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !321
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !321, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !321
  %.15 = add i32 %.14, %.9, !dbg !321
  %.16 = udiv i32 %.15, %.6, !dbg !321
  %t9 = sext i32 %.16 to i64, !dbg !321
  %t10 = mul nsw i64 %t7, %t5, !dbg !321
  %t11 = add nsw i64 %t10, %t3, !dbg !321
  %t12 = mul nsw i64 %t9, %t7, !dbg !321
  %t13 = shl nsw i64 %t12, 1, !dbg !321
  %t14 = icmp slt i64 %t11, %a0, !dbg !321
  br i1 %t14, label %b1, label %b8, !dbg !321

b1:                                               ; preds = %entry
  %t15 = mul i64 %t11, %a2, !dbg !321
  %t16 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t15, !dbg !321
  %.17 = load i16, ptr addrspace(1) %t16, align 2, !dbg !321, !amdgpu.noclobber !6
  %t18 = add nsw i64 %t12, %t11, !dbg !321
  %t19 = sub i64 %a0, %t12, !dbg !321
  %t22 = mul i64 %t13, %a2, !dbg !321
  %t23 = mul i64 %t12, %a2, !dbg !321
  %t3111 = icmp slt i64 %t18, %t19, !dbg !321
  br i1 %t3111, label %b3.preheader, label %b4, !dbg !321

b3.preheader:                                     ; preds = %b1
  %t20 = mul i64 %t18, %a2, !dbg !321
  %t24 = add i64 %t20, %t23, !dbg !321
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t24, !dbg !321
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t20, !dbg !321
  br label %b3, !dbg !321

b3:                                               ; preds = %b3.preheader, %b3
  %t2915 = phi i16 [ %.57, %b3 ], [ %.17, %b3.preheader ]
  %t2814 = phi i64 [ %t36, %b3 ], [ %t18, %b3.preheader ]
  %t2713 = phi ptr addrspace(1) [ %t37, %b3 ], [ %t21, %b3.preheader ]
  %t2612 = phi ptr addrspace(1) [ %t38, %b3 ], [ %t25, %b3.preheader ]
  %.18 = load i16, ptr addrspace(1) %t2713, align 2, !dbg !321
  %.19 = load i16, ptr addrspace(1) %t2612, align 2, !dbg !321
  %0 = insertelement <2 x i16> poison, i16 %t2915, i64 0, !dbg !322
  %1 = insertelement <2 x i16> %0, i16 %.18, i64 1, !dbg !322
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !322
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !322
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !322
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !322
  %5 = fadd <2 x float> %shift, %4, !dbg !322
  %bc40 = bitcast <2 x float> %5 to <2 x i32>, !dbg !322
  %.27 = extractelement <2 x i32> %bc40, i64 0, !dbg !322
  %.28 = and i32 %.27, 2147483647, !dbg !322
  %.29 = icmp ugt i32 %.28, 2139095040, !dbg !322
  %.30 = lshr i32 %.27, 16, !dbg !322
  %.31 = and i32 %.30, 1, !dbg !322
  %.32 = add i32 %.27, 32767, !dbg !322
  %.33 = add i32 %.32, %.31, !dbg !322
  %.34 = lshr i32 %.33, 16, !dbg !322
  %.36 = or i32 %.30, 64, !dbg !322
  %.37 = select i1 %.29, i32 %.36, i32 %.34, !dbg !322
  %.42 = zext i16 %.19 to i32, !dbg !322
  %6 = insertelement <2 x i32> poison, i32 %.42, i64 0, !dbg !322
  %7 = insertelement <2 x i32> %6, i32 %.37, i64 1, !dbg !322
  %8 = shl nuw <2 x i32> %7, <i32 16, i32 16>, !dbg !322
  %9 = bitcast <2 x i32> %8 to <2 x float>, !dbg !322
  %shift22 = shufflevector <2 x float> %9, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !322
  %10 = fadd <2 x float> %shift22, %9, !dbg !322
  %bc41 = bitcast <2 x float> %10 to <2 x i32>, !dbg !322
  %.46 = extractelement <2 x i32> %bc41, i64 0, !dbg !322
  %.47 = and i32 %.46, 2147483647, !dbg !322
  %.48 = icmp ugt i32 %.47, 2139095040, !dbg !322
  %.49 = lshr i32 %.46, 16, !dbg !322
  %.50 = and i32 %.49, 1, !dbg !322
  %.51 = add i32 %.46, 32767, !dbg !322
  %.52 = add i32 %.51, %.50, !dbg !322
  %.53 = lshr i32 %.52, 16, !dbg !322
  %.55 = or i32 %.49, 64, !dbg !322
  %.56 = select i1 %.48, i32 %.55, i32 %.53, !dbg !322
  %.57 = trunc i32 %.56 to i16, !dbg !322
  %t36 = add i64 %t2814, %t13, !dbg !321
  %t37 = getelementptr inbounds i16, ptr addrspace(1) %t2713, i64 %t22, !dbg !321
  %t38 = getelementptr inbounds i16, ptr addrspace(1) %t2612, i64 %t22, !dbg !321
  %t31 = icmp slt i64 %t36, %t19, !dbg !321
  br i1 %t31, label %b3, label %b4, !dbg !321

b4:                                               ; preds = %b3, %b1
  %t28.lcssa = phi i64 [ %t18, %b1 ], [ %t36, %b3 ]
  %t29.lcssa = phi i16 [ %.17, %b1 ], [ %.57, %b3 ]
  %t4417 = icmp slt i64 %t28.lcssa, %a0, !dbg !321
  br i1 %t4417, label %b6.preheader, label %b8, !dbg !321

b6.preheader:                                     ; preds = %b4
  %t39 = mul i64 %t28.lcssa, %a2, !dbg !321
  %t40 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t39, !dbg !321
  br label %b6, !dbg !321

b6:                                               ; preds = %b6.preheader, %b6
  %t4320 = phi i16 [ %.77, %b6 ], [ %t29.lcssa, %b6.preheader ]
  %t4219 = phi i64 [ %t47, %b6 ], [ %t28.lcssa, %b6.preheader ]
  %t4118 = phi ptr addrspace(1) [ %t48, %b6 ], [ %t40, %b6.preheader ]
  %.58 = load i16, ptr addrspace(1) %t4118, align 2, !dbg !321
  %11 = insertelement <2 x i16> poison, i16 %t4320, i64 0, !dbg !322
  %12 = insertelement <2 x i16> %11, i16 %.58, i64 1, !dbg !322
  %13 = zext <2 x i16> %12 to <2 x i32>, !dbg !322
  %14 = shl nuw <2 x i32> %13, <i32 16, i32 16>, !dbg !322
  %15 = bitcast <2 x i32> %14 to <2 x float>, !dbg !322
  %shift23 = shufflevector <2 x float> %15, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !322
  %16 = fadd <2 x float> %shift23, %15, !dbg !322
  %bc39 = bitcast <2 x float> %16 to <2 x i32>, !dbg !322
  %.66 = extractelement <2 x i32> %bc39, i64 0, !dbg !322
  %.67 = and i32 %.66, 2147483647, !dbg !322
  %.68 = icmp ugt i32 %.67, 2139095040, !dbg !322
  %.69 = lshr i32 %.66, 16, !dbg !322
  %.70 = and i32 %.69, 1, !dbg !322
  %.71 = add i32 %.66, 32767, !dbg !322
  %.72 = add i32 %.71, %.70, !dbg !322
  %.73 = lshr i32 %.72, 16, !dbg !322
  %.75 = or i32 %.69, 64, !dbg !322
  %.76 = select i1 %.68, i32 %.75, i32 %.73, !dbg !322
  %.77 = trunc i32 %.76 to i16, !dbg !322
  %t47 = add i64 %t4219, %t12, !dbg !321
  %t48 = getelementptr inbounds i16, ptr addrspace(1) %t4118, i64 %t23, !dbg !321
  %t44 = icmp slt i64 %t47, %a0, !dbg !321
  br i1 %t44, label %b6, label %b8, !dbg !321

b8:                                               ; preds = %b6, %b4, %entry
  %t49 = phi i16 [ 0, %entry ], [ %t29.lcssa, %b4 ], [ %.77, %b6 ]
  %t50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.0, i32 %.1, !dbg !321
  store i16 %t49, ptr addrspace(3) %t50, align 2, !dbg !321
  %t51 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.1, i32 %.1, !dbg !321
  %.78 = zext i1 %t14 to i8, !dbg !321
  store i8 %.78, ptr addrspace(3) %t51, align 1, !dbg !321
  fence syncscope("workgroup") release, !dbg !321
  tail call void @llvm.amdgcn.s.barrier(), !dbg !321
  fence syncscope("workgroup") acquire, !dbg !321
  %t52 = icmp slt i32 %.1, 128, !dbg !321
  br i1 %t52, label %b9, label %b14, !dbg !321

b9:                                               ; preds = %b8
  %t53 = add nsw i32 %.1, 128, !dbg !321
  %t54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.0, i32 %t53, !dbg !321
  %.79 = load i16, ptr addrspace(3) %t54, align 2, !dbg !321
  %t56 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.1, i32 %t53, !dbg !321
  %.80 = load i8, ptr addrspace(3) %t56, align 1, !dbg !321
  %.81.not10 = icmp eq i8 %.80, 0, !dbg !321
  %t14.not = xor i1 %t14, true, !dbg !321
  %brmerge = select i1 %.81.not10, i1 true, i1 %t14.not, !dbg !321
  %t49.mux = select i1 %.81.not10, i16 %t49, i16 %.79, !dbg !321
  %not..81.not10 = xor i1 %.81.not10, true, !dbg !321
  %t14.mux = select i1 %not..81.not10, i1 true, i1 %t14, !dbg !321
  br i1 %brmerge, label %b13, label %b11, !dbg !321

b11:                                              ; preds = %b9
  %17 = insertelement <2 x i16> poison, i16 %t49, i64 0, !dbg !322
  %18 = insertelement <2 x i16> %17, i16 %.79, i64 1, !dbg !322
  %19 = zext <2 x i16> %18 to <2 x i32>, !dbg !322
  %20 = shl nuw <2 x i32> %19, <i32 16, i32 16>, !dbg !322
  %21 = bitcast <2 x i32> %20 to <2 x float>, !dbg !322
  %shift24 = shufflevector <2 x float> %21, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !322
  %22 = fadd <2 x float> %shift24, %21, !dbg !322
  %bc38 = bitcast <2 x float> %22 to <2 x i32>, !dbg !322
  %.89 = extractelement <2 x i32> %bc38, i64 0, !dbg !322
  %.90 = and i32 %.89, 2147483647, !dbg !322
  %.91 = icmp ugt i32 %.90, 2139095040, !dbg !322
  %.92 = lshr i32 %.89, 16, !dbg !322
  %.93 = and i32 %.92, 1, !dbg !322
  %.94 = add i32 %.89, 32767, !dbg !322
  %.95 = add i32 %.94, %.93, !dbg !322
  %.96 = lshr i32 %.95, 16, !dbg !322
  %.98 = or i32 %.92, 64, !dbg !322
  %.99 = select i1 %.91, i32 %.98, i32 %.96, !dbg !322
  %.100 = trunc i32 %.99 to i16, !dbg !322
  br label %b13, !dbg !321

b13:                                              ; preds = %b9, %b11
  %t60 = phi i16 [ %t49.mux, %b9 ], [ %.100, %b11 ]
  %t61 = phi i1 [ %t14.mux, %b9 ], [ true, %b11 ]
  store i16 %t60, ptr addrspace(3) %t50, align 2, !dbg !321
  %.101 = zext i1 %t61 to i8, !dbg !321
  store i8 %.101, ptr addrspace(3) %t51, align 1, !dbg !321
  br label %b14, !dbg !321

b14:                                              ; preds = %b13, %b8
  %t62 = phi i16 [ %t60, %b13 ], [ %t49, %b8 ]
  %t63 = phi i1 [ %t61, %b13 ], [ %t14, %b8 ]
  fence syncscope("workgroup") release, !dbg !321
  tail call void @llvm.amdgcn.s.barrier(), !dbg !321
  fence syncscope("workgroup") acquire, !dbg !321
  %t64 = icmp slt i32 %.1, 64, !dbg !321
  br i1 %t64, label %b15, label %b20, !dbg !321

b15:                                              ; preds = %b14
  %t65 = add nsw i32 %.1, 64, !dbg !321
  %t66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.0, i32 %t65, !dbg !321
  %.102 = load i16, ptr addrspace(3) %t66, align 2, !dbg !321
  %t68 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.1, i32 %t65, !dbg !321
  %.103 = load i8, ptr addrspace(3) %t68, align 1, !dbg !321
  %.104.not9 = icmp eq i8 %.103, 0, !dbg !321
  %t63.not = xor i1 %t63, true, !dbg !321
  %brmerge1 = select i1 %.104.not9, i1 true, i1 %t63.not, !dbg !321
  %t62.mux = select i1 %.104.not9, i16 %t62, i16 %.102, !dbg !321
  %not..104.not9 = xor i1 %.104.not9, true, !dbg !321
  %t63.mux = select i1 %not..104.not9, i1 true, i1 %t63, !dbg !321
  br i1 %brmerge1, label %b19, label %b17, !dbg !321

b17:                                              ; preds = %b15
  %23 = insertelement <2 x i16> poison, i16 %t62, i64 0, !dbg !322
  %24 = insertelement <2 x i16> %23, i16 %.102, i64 1, !dbg !322
  %25 = zext <2 x i16> %24 to <2 x i32>, !dbg !322
  %26 = shl nuw <2 x i32> %25, <i32 16, i32 16>, !dbg !322
  %27 = bitcast <2 x i32> %26 to <2 x float>, !dbg !322
  %shift25 = shufflevector <2 x float> %27, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !322
  %28 = fadd <2 x float> %shift25, %27, !dbg !322
  %bc37 = bitcast <2 x float> %28 to <2 x i32>, !dbg !322
  %.112 = extractelement <2 x i32> %bc37, i64 0, !dbg !322
  %.113 = and i32 %.112, 2147483647, !dbg !322
  %.114 = icmp ugt i32 %.113, 2139095040, !dbg !322
  %.115 = lshr i32 %.112, 16, !dbg !322
  %.116 = and i32 %.115, 1, !dbg !322
  %.117 = add i32 %.112, 32767, !dbg !322
  %.118 = add i32 %.117, %.116, !dbg !322
  %.119 = lshr i32 %.118, 16, !dbg !322
  %.121 = or i32 %.115, 64, !dbg !322
  %.122 = select i1 %.114, i32 %.121, i32 %.119, !dbg !322
  %.123 = trunc i32 %.122 to i16, !dbg !322
  br label %b19, !dbg !321

b19:                                              ; preds = %b15, %b17
  %t72 = phi i16 [ %t62.mux, %b15 ], [ %.123, %b17 ]
  %t73 = phi i1 [ %t63.mux, %b15 ], [ true, %b17 ]
  store i16 %t72, ptr addrspace(3) %t50, align 2, !dbg !321
  %.124 = zext i1 %t73 to i8, !dbg !321
  store i8 %.124, ptr addrspace(3) %t51, align 1, !dbg !321
  br label %b20, !dbg !321

b20:                                              ; preds = %b19, %b14
  %t74 = phi i16 [ %t72, %b19 ], [ %t62, %b14 ]
  %t75 = phi i1 [ %t73, %b19 ], [ %t63, %b14 ]
  fence syncscope("workgroup") release, !dbg !321
  tail call void @llvm.amdgcn.s.barrier(), !dbg !321
  fence syncscope("workgroup") acquire, !dbg !321
  %t76 = icmp slt i32 %.1, 32, !dbg !321
  br i1 %t76, label %b21, label %b26, !dbg !321

b21:                                              ; preds = %b20
  %t77 = add nsw i32 %.1, 32, !dbg !321
  %t78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.0, i32 %t77, !dbg !321
  %.125 = load i16, ptr addrspace(3) %t78, align 2, !dbg !321
  %t80 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.1, i32 %t77, !dbg !321
  %.126 = load i8, ptr addrspace(3) %t80, align 1, !dbg !321
  %.127.not8 = icmp eq i8 %.126, 0, !dbg !321
  %t75.not = xor i1 %t75, true, !dbg !321
  %brmerge2 = select i1 %.127.not8, i1 true, i1 %t75.not, !dbg !321
  %t74.mux = select i1 %.127.not8, i16 %t74, i16 %.125, !dbg !321
  %not..127.not8 = xor i1 %.127.not8, true, !dbg !321
  %t75.mux = select i1 %not..127.not8, i1 true, i1 %t75, !dbg !321
  br i1 %brmerge2, label %b26, label %b23, !dbg !321

b23:                                              ; preds = %b21
  %29 = insertelement <2 x i16> poison, i16 %t74, i64 0, !dbg !322
  %30 = insertelement <2 x i16> %29, i16 %.125, i64 1, !dbg !322
  %31 = zext <2 x i16> %30 to <2 x i32>, !dbg !322
  %32 = shl nuw <2 x i32> %31, <i32 16, i32 16>, !dbg !322
  %33 = bitcast <2 x i32> %32 to <2 x float>, !dbg !322
  %shift26 = shufflevector <2 x float> %33, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !322
  %34 = fadd <2 x float> %shift26, %33, !dbg !322
  %bc36 = bitcast <2 x float> %34 to <2 x i32>, !dbg !322
  %.135 = extractelement <2 x i32> %bc36, i64 0, !dbg !322
  %.136 = and i32 %.135, 2147483647, !dbg !322
  %.137 = icmp ugt i32 %.136, 2139095040, !dbg !322
  %.138 = lshr i32 %.135, 16, !dbg !322
  %.139 = and i32 %.138, 1, !dbg !322
  %.140 = add i32 %.135, 32767, !dbg !322
  %.141 = add i32 %.140, %.139, !dbg !322
  %.142 = lshr i32 %.141, 16, !dbg !322
  %.144 = or i32 %.138, 64, !dbg !322
  %.145 = select i1 %.137, i32 %.144, i32 %.142, !dbg !322
  %.146 = trunc i32 %.145 to i16, !dbg !322
  br label %b26, !dbg !321

b26:                                              ; preds = %b21, %b23, %b20
  %t86 = phi i16 [ %t74, %b20 ], [ %t74.mux, %b21 ], [ %.146, %b23 ]
  %t87 = phi i1 [ %t75, %b20 ], [ %t75.mux, %b21 ], [ true, %b23 ]
  br i1 %t76, label %b27, label %b48, !dbg !321

b27:                                              ; preds = %b26
  %.148 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !321
  %.149 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.148), !dbg !321
  %.150 = zext i32 %.149 to i64, !dbg !321
  %.151 = add nuw nsw i64 %.150, 16, !dbg !321
  %.152 = icmp ult i32 %.149, 48, !dbg !321
  %.153 = tail call i64 @llvm.read_register.i64(metadata !236) #12, !dbg !321
  %.154 = and i64 %.151, 63, !dbg !321
  %35 = shl nuw i64 1, %.154, !dbg !321
  %36 = and i64 %35, %.153, !dbg !321
  %.156 = icmp ne i64 %36, 0, !dbg !321
  %.157 = and i1 %.152, %.156, !dbg !321
  %.158 = trunc i64 %.151 to i32, !dbg !321
  %.159 = shl i32 %.158, 2, !dbg !321
  %.160 = zext i16 %t86 to i32, !dbg !321
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.160), !dbg !321
  %.162 = trunc i32 %.161 to i16, !dbg !321
  %t88 = select i1 %.157, i16 %.162, i16 %t86, !dbg !321
  %.176 = zext i1 %t87 to i32, !dbg !321
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.176), !dbg !321
  %37 = and i32 %.177, 1, !dbg !321
  %.178 = icmp ne i32 %37, 0, !dbg !321
  %t89 = select i1 %.157, i1 %.178, i1 %t87, !dbg !321
  %t90 = icmp slt i32 %.1, 16, !dbg !321
  %t91 = and i1 %t90, %t89, !dbg !321
  %38 = select i1 %t91, i1 %t87, i1 false, !dbg !321
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !321
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !321
  br i1 %38, label %b29, label %b31, !dbg !321

b29:                                              ; preds = %b27
  %.182 = zext i16 %t88 to i32, !dbg !322
  %39 = insertelement <2 x i32> poison, i32 %.160, i64 0, !dbg !322
  %40 = insertelement <2 x i32> %39, i32 %.182, i64 1, !dbg !322
  %41 = shl nuw <2 x i32> %40, <i32 16, i32 16>, !dbg !322
  %42 = bitcast <2 x i32> %41 to <2 x float>, !dbg !322
  %shift27 = shufflevector <2 x float> %42, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !322
  %43 = fadd <2 x float> %shift27, %42, !dbg !322
  %bc35 = bitcast <2 x float> %43 to <2 x i32>, !dbg !322
  %.186 = extractelement <2 x i32> %bc35, i64 0, !dbg !322
  %.187 = and i32 %.186, 2147483647, !dbg !322
  %.188 = icmp ugt i32 %.187, 2139095040, !dbg !322
  %.189 = lshr i32 %.186, 16, !dbg !322
  %.190 = and i32 %.189, 1, !dbg !322
  %.191 = add i32 %.186, 32767, !dbg !322
  %.192 = add i32 %.191, %.190, !dbg !322
  %.193 = lshr i32 %.192, 16, !dbg !322
  %.195 = or i32 %.189, 64, !dbg !322
  %.196 = select i1 %.188, i32 %.195, i32 %.193, !dbg !322
  %.197 = trunc i32 %.196 to i16, !dbg !322
  br label %b31, !dbg !321

b31:                                              ; preds = %b27, %b29
  %t94 = phi i16 [ %t86.mux, %b27 ], [ %.197, %b29 ]
  %t95 = phi i1 [ %t87.mux, %b27 ], [ true, %b29 ]
  %.202 = add nuw nsw i64 %.150, 8, !dbg !321
  %.203 = icmp ult i32 %.149, 56, !dbg !321
  %.205 = and i64 %.202, 63, !dbg !321
  %44 = shl nuw i64 1, %.205, !dbg !321
  %45 = and i64 %44, %.153, !dbg !321
  %.207 = icmp ne i64 %45, 0, !dbg !321
  %.208 = and i1 %.203, %.207, !dbg !321
  %.209 = trunc i64 %.202 to i32, !dbg !321
  %.210 = shl i32 %.209, 2, !dbg !321
  %.211 = zext i16 %t94 to i32, !dbg !321
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.211), !dbg !321
  %.213 = trunc i32 %.212 to i16, !dbg !321
  %t96 = select i1 %.208, i16 %.213, i16 %t94, !dbg !321
  %.227 = zext i1 %t95 to i32, !dbg !321
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.227), !dbg !321
  %46 = and i32 %.228, 1, !dbg !321
  %.229 = icmp ne i32 %46, 0, !dbg !321
  %t97 = select i1 %.208, i1 %.229, i1 %t95, !dbg !321
  %t98 = icmp slt i32 %.1, 24, !dbg !321
  %t99 = and i1 %t98, %t97, !dbg !321
  %47 = select i1 %t99, i1 %t95, i1 false, !dbg !321
  %t94.mux = select i1 %t99, i16 %t96, i16 %t94, !dbg !321
  %t95.mux = select i1 %t99, i1 true, i1 %t95, !dbg !321
  br i1 %47, label %b33, label %b35, !dbg !321

b33:                                              ; preds = %b31
  %.233 = zext i16 %t96 to i32, !dbg !322
  %48 = insertelement <2 x i32> poison, i32 %.211, i64 0, !dbg !322
  %49 = insertelement <2 x i32> %48, i32 %.233, i64 1, !dbg !322
  %50 = shl nuw <2 x i32> %49, <i32 16, i32 16>, !dbg !322
  %51 = bitcast <2 x i32> %50 to <2 x float>, !dbg !322
  %shift28 = shufflevector <2 x float> %51, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !322
  %52 = fadd <2 x float> %shift28, %51, !dbg !322
  %bc34 = bitcast <2 x float> %52 to <2 x i32>, !dbg !322
  %.237 = extractelement <2 x i32> %bc34, i64 0, !dbg !322
  %.238 = and i32 %.237, 2147483647, !dbg !322
  %.239 = icmp ugt i32 %.238, 2139095040, !dbg !322
  %.240 = lshr i32 %.237, 16, !dbg !322
  %.241 = and i32 %.240, 1, !dbg !322
  %.242 = add i32 %.237, 32767, !dbg !322
  %.243 = add i32 %.242, %.241, !dbg !322
  %.244 = lshr i32 %.243, 16, !dbg !322
  %.246 = or i32 %.240, 64, !dbg !322
  %.247 = select i1 %.239, i32 %.246, i32 %.244, !dbg !322
  %.248 = trunc i32 %.247 to i16, !dbg !322
  br label %b35, !dbg !321

b35:                                              ; preds = %b31, %b33
  %t102 = phi i16 [ %t94.mux, %b31 ], [ %.248, %b33 ]
  %t103 = phi i1 [ %t95.mux, %b31 ], [ true, %b33 ]
  %.253 = add nuw nsw i64 %.150, 4, !dbg !321
  %.254 = icmp ult i32 %.149, 60, !dbg !321
  %.256 = and i64 %.253, 63, !dbg !321
  %53 = shl nuw i64 1, %.256, !dbg !321
  %54 = and i64 %53, %.153, !dbg !321
  %.258 = icmp ne i64 %54, 0, !dbg !321
  %.259 = and i1 %.254, %.258, !dbg !321
  %.260 = trunc i64 %.253 to i32, !dbg !321
  %.261 = shl i32 %.260, 2, !dbg !321
  %.262 = zext i16 %t102 to i32, !dbg !321
  %.263 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.262), !dbg !321
  %.264 = trunc i32 %.263 to i16, !dbg !321
  %t104 = select i1 %.259, i16 %.264, i16 %t102, !dbg !321
  %.278 = zext i1 %t103 to i32, !dbg !321
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.278), !dbg !321
  %55 = and i32 %.279, 1, !dbg !321
  %.280 = icmp ne i32 %55, 0, !dbg !321
  %t105 = select i1 %.259, i1 %.280, i1 %t103, !dbg !321
  %t106 = icmp slt i32 %.1, 28, !dbg !321
  %t107 = and i1 %t106, %t105, !dbg !321
  %56 = select i1 %t107, i1 %t103, i1 false, !dbg !321
  %t102.mux = select i1 %t107, i16 %t104, i16 %t102, !dbg !321
  %t103.mux = select i1 %t107, i1 true, i1 %t103, !dbg !321
  br i1 %56, label %b37, label %b39, !dbg !321

b37:                                              ; preds = %b35
  %.284 = zext i16 %t104 to i32, !dbg !322
  %57 = insertelement <2 x i32> poison, i32 %.262, i64 0, !dbg !322
  %58 = insertelement <2 x i32> %57, i32 %.284, i64 1, !dbg !322
  %59 = shl nuw <2 x i32> %58, <i32 16, i32 16>, !dbg !322
  %60 = bitcast <2 x i32> %59 to <2 x float>, !dbg !322
  %shift29 = shufflevector <2 x float> %60, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !322
  %61 = fadd <2 x float> %shift29, %60, !dbg !322
  %bc33 = bitcast <2 x float> %61 to <2 x i32>, !dbg !322
  %.288 = extractelement <2 x i32> %bc33, i64 0, !dbg !322
  %.289 = and i32 %.288, 2147483647, !dbg !322
  %.290 = icmp ugt i32 %.289, 2139095040, !dbg !322
  %.291 = lshr i32 %.288, 16, !dbg !322
  %.292 = and i32 %.291, 1, !dbg !322
  %.293 = add i32 %.288, 32767, !dbg !322
  %.294 = add i32 %.293, %.292, !dbg !322
  %.295 = lshr i32 %.294, 16, !dbg !322
  %.297 = or i32 %.291, 64, !dbg !322
  %.298 = select i1 %.290, i32 %.297, i32 %.295, !dbg !322
  %.299 = trunc i32 %.298 to i16, !dbg !322
  br label %b39, !dbg !321

b39:                                              ; preds = %b35, %b37
  %t110 = phi i16 [ %t102.mux, %b35 ], [ %.299, %b37 ]
  %t111 = phi i1 [ %t103.mux, %b35 ], [ true, %b37 ]
  %.304 = add nuw nsw i64 %.150, 2, !dbg !321
  %.305 = icmp ult i32 %.149, 62, !dbg !321
  %.307 = and i64 %.304, 63, !dbg !321
  %62 = shl nuw i64 1, %.307, !dbg !321
  %63 = and i64 %62, %.153, !dbg !321
  %.309 = icmp ne i64 %63, 0, !dbg !321
  %.310 = and i1 %.305, %.309, !dbg !321
  %.311 = trunc i64 %.304 to i32, !dbg !321
  %.312 = shl i32 %.311, 2, !dbg !321
  %.313 = zext i16 %t110 to i32, !dbg !321
  %.314 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.313), !dbg !321
  %.315 = trunc i32 %.314 to i16, !dbg !321
  %t112 = select i1 %.310, i16 %.315, i16 %t110, !dbg !321
  %.329 = zext i1 %t111 to i32, !dbg !321
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.329), !dbg !321
  %64 = and i32 %.330, 1, !dbg !321
  %.331 = icmp ne i32 %64, 0, !dbg !321
  %t113 = select i1 %.310, i1 %.331, i1 %t111, !dbg !321
  %t114 = icmp slt i32 %.1, 30, !dbg !321
  %t115 = and i1 %t114, %t113, !dbg !321
  %65 = select i1 %t115, i1 %t111, i1 false, !dbg !321
  %t110.mux = select i1 %t115, i16 %t112, i16 %t110, !dbg !321
  %t111.mux = select i1 %t115, i1 true, i1 %t111, !dbg !321
  br i1 %65, label %b41, label %b43, !dbg !321

b41:                                              ; preds = %b39
  %.335 = zext i16 %t112 to i32, !dbg !322
  %66 = insertelement <2 x i32> poison, i32 %.313, i64 0, !dbg !322
  %67 = insertelement <2 x i32> %66, i32 %.335, i64 1, !dbg !322
  %68 = shl nuw <2 x i32> %67, <i32 16, i32 16>, !dbg !322
  %69 = bitcast <2 x i32> %68 to <2 x float>, !dbg !322
  %shift30 = shufflevector <2 x float> %69, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !322
  %70 = fadd <2 x float> %shift30, %69, !dbg !322
  %bc32 = bitcast <2 x float> %70 to <2 x i32>, !dbg !322
  %.339 = extractelement <2 x i32> %bc32, i64 0, !dbg !322
  %.340 = and i32 %.339, 2147483647, !dbg !322
  %.341 = icmp ugt i32 %.340, 2139095040, !dbg !322
  %.342 = lshr i32 %.339, 16, !dbg !322
  %.343 = and i32 %.342, 1, !dbg !322
  %.344 = add i32 %.339, 32767, !dbg !322
  %.345 = add i32 %.344, %.343, !dbg !322
  %.346 = lshr i32 %.345, 16, !dbg !322
  %.348 = or i32 %.342, 64, !dbg !322
  %.349 = select i1 %.341, i32 %.348, i32 %.346, !dbg !322
  %.350 = trunc i32 %.349 to i16, !dbg !322
  br label %b43, !dbg !321

b43:                                              ; preds = %b39, %b41
  %t118 = phi i16 [ %t110.mux, %b39 ], [ %.350, %b41 ]
  %t119 = phi i1 [ %t111.mux, %b39 ], [ true, %b41 ]
  %.355 = add nuw nsw i64 %.150, 1, !dbg !321
  %.356 = icmp ult i32 %.149, 63, !dbg !321
  %.358 = and i64 %.355, 63, !dbg !321
  %71 = shl nuw i64 1, %.358, !dbg !321
  %72 = and i64 %71, %.153, !dbg !321
  %.360 = icmp ne i64 %72, 0, !dbg !321
  %.361 = and i1 %.356, %.360, !dbg !321
  %.362 = trunc i64 %.355 to i32, !dbg !321
  %.363 = shl i32 %.362, 2, !dbg !321
  %.364 = zext i16 %t118 to i32, !dbg !321
  %.365 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.364), !dbg !321
  %.366 = trunc i32 %.365 to i16, !dbg !321
  %t120 = select i1 %.361, i16 %.366, i16 %t118, !dbg !321
  %.380 = zext i1 %t119 to i32, !dbg !321
  %.381 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.380), !dbg !321
  %73 = and i32 %.381, 1, !dbg !321
  %.382 = icmp ne i32 %73, 0, !dbg !321
  %t121 = select i1 %.361, i1 %.382, i1 %t119, !dbg !321
  %t122 = icmp slt i32 %.1, 31, !dbg !321
  %t123 = and i1 %t122, %t121, !dbg !321
  %74 = select i1 %t123, i1 %t119, i1 false, !dbg !321
  %t118.mux = select i1 %t123, i16 %t120, i16 %t118, !dbg !321
  %t119.mux = select i1 %t123, i1 true, i1 %t119, !dbg !321
  br i1 %74, label %b45, label %b48, !dbg !321

b45:                                              ; preds = %b43
  %.386 = zext i16 %t120 to i32, !dbg !322
  %75 = insertelement <2 x i32> poison, i32 %.364, i64 0, !dbg !322
  %76 = insertelement <2 x i32> %75, i32 %.386, i64 1, !dbg !322
  %77 = shl nuw <2 x i32> %76, <i32 16, i32 16>, !dbg !322
  %78 = bitcast <2 x i32> %77 to <2 x float>, !dbg !322
  %shift31 = shufflevector <2 x float> %78, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !322
  %79 = fadd <2 x float> %shift31, %78, !dbg !322
  %bc = bitcast <2 x float> %79 to <2 x i32>, !dbg !322
  %.390 = extractelement <2 x i32> %bc, i64 0, !dbg !322
  %.391 = and i32 %.390, 2147483647, !dbg !322
  %.392 = icmp ugt i32 %.391, 2139095040, !dbg !322
  %.393 = lshr i32 %.390, 16, !dbg !322
  %.394 = and i32 %.393, 1, !dbg !322
  %.395 = add i32 %.390, 32767, !dbg !322
  %.396 = add i32 %.395, %.394, !dbg !322
  %.397 = lshr i32 %.396, 16, !dbg !322
  %.399 = or i32 %.393, 64, !dbg !322
  %.400 = select i1 %.392, i32 %.399, i32 %.397, !dbg !322
  %.401 = trunc i32 %.400 to i16, !dbg !322
  br label %b48, !dbg !321

b48:                                              ; preds = %b43, %b45, %b26
  %t128 = phi i16 [ %t86, %b26 ], [ %t118.mux, %b43 ], [ %.401, %b45 ]
  %t129 = phi i1 [ %t87, %b26 ], [ %t119.mux, %b43 ], [ true, %b45 ]
  %t130 = icmp eq i32 %.1, 0, !dbg !321
  %t131 = and i1 %t130, %t129, !dbg !321
  br i1 %t131, label %b49, label %b50, !dbg !321

b49:                                              ; preds = %b48
  %t132 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t5, !dbg !321
  store i16 %t128, ptr addrspace(1) %t132, align 2, !dbg !321
  br label %b50, !dbg !321

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !321
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i16 %a3, i8 %a4) local_unnamed_addr #2 !dbg !323 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !324
  %t3 = sext i32 %.2 to i64, !dbg !324
  %t4 = icmp slt i64 %t3, %a0, !dbg !324
  br i1 %t4, label %b1, label %b5, !dbg !324

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t3, !dbg !324
  %.3 = load i16, ptr addrspace(1) %t5, align 2, !dbg !324, !amdgpu.noclobber !6
  %t812 = add nsw i64 %t3, 256, !dbg !324
  %t1013 = icmp slt i64 %t812, %a0, !dbg !324
  br i1 %t1013, label %b3, label %b5, !dbg !324

b3:                                               ; preds = %b1, %b3
  %t815 = phi i64 [ %t8, %b3 ], [ %t812, %b1 ]
  %t914 = phi i16 [ %.23, %b3 ], [ %.3, %b1 ]
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t815, !dbg !324
  %.4 = load i16, ptr addrspace(1) %t11, align 2, !dbg !324, !amdgpu.noclobber !6
  %0 = insertelement <2 x i16> poison, i16 %t914, i64 0, !dbg !325
  %1 = insertelement <2 x i16> %0, i16 %.4, i64 1, !dbg !325
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !325
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !325
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !325
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !325
  %5 = fadd <2 x float> %shift, %4, !dbg !325
  %bc33 = bitcast <2 x float> %5 to <2 x i32>, !dbg !325
  %.12 = extractelement <2 x i32> %bc33, i64 0, !dbg !325
  %.13 = and i32 %.12, 2147483647, !dbg !325
  %.14 = icmp ugt i32 %.13, 2139095040, !dbg !325
  %.15 = lshr i32 %.12, 16, !dbg !325
  %.16 = and i32 %.15, 1, !dbg !325
  %.17 = add i32 %.12, 32767, !dbg !325
  %.18 = add i32 %.17, %.16, !dbg !325
  %.19 = lshr i32 %.18, 16, !dbg !325
  %.21 = or i32 %.15, 64, !dbg !325
  %.22 = select i1 %.14, i32 %.21, i32 %.19, !dbg !325
  %.23 = trunc i32 %.22 to i16, !dbg !325
  %t8 = add i64 %t815, 256, !dbg !324
  %t10 = icmp slt i64 %t8, %a0, !dbg !324
  br i1 %t10, label %b3, label %b5, !dbg !324

b5:                                               ; preds = %b3, %b1, %entry
  %t15 = phi i16 [ 0, %entry ], [ %.3, %b1 ], [ %.23, %b3 ]
  %t16 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.0, i32 %.2, !dbg !324
  store i16 %t15, ptr addrspace(3) %t16, align 2, !dbg !324
  %t17 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.1, i32 %.2, !dbg !324
  %.24 = zext i1 %t4 to i8, !dbg !324
  store i8 %.24, ptr addrspace(3) %t17, align 1, !dbg !324
  fence syncscope("workgroup") release, !dbg !324
  tail call void @llvm.amdgcn.s.barrier(), !dbg !324
  fence syncscope("workgroup") acquire, !dbg !324
  %t18 = icmp slt i32 %.2, 128, !dbg !324
  br i1 %t18, label %b6, label %b11, !dbg !324

b6:                                               ; preds = %b5
  %t19 = add nsw i32 %.2, 128, !dbg !324
  %t20 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.0, i32 %t19, !dbg !324
  %.25 = load i16, ptr addrspace(3) %t20, align 2, !dbg !324
  %t22 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.1, i32 %t19, !dbg !324
  %.26 = load i8, ptr addrspace(3) %t22, align 1, !dbg !324
  %.27.not11 = icmp eq i8 %.26, 0, !dbg !324
  %t4.not = xor i1 %t4, true, !dbg !324
  %brmerge = select i1 %.27.not11, i1 true, i1 %t4.not, !dbg !324
  %t15.mux = select i1 %.27.not11, i16 %t15, i16 %.25, !dbg !324
  %not..27.not11 = xor i1 %.27.not11, true, !dbg !324
  %t4.mux = select i1 %not..27.not11, i1 true, i1 %t4, !dbg !324
  br i1 %brmerge, label %b10, label %b8, !dbg !324

b8:                                               ; preds = %b6
  %6 = insertelement <2 x i16> poison, i16 %t15, i64 0, !dbg !325
  %7 = insertelement <2 x i16> %6, i16 %.25, i64 1, !dbg !325
  %8 = zext <2 x i16> %7 to <2 x i32>, !dbg !325
  %9 = shl nuw <2 x i32> %8, <i32 16, i32 16>, !dbg !325
  %10 = bitcast <2 x i32> %9 to <2 x float>, !dbg !325
  %shift16 = shufflevector <2 x float> %10, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !325
  %11 = fadd <2 x float> %shift16, %10, !dbg !325
  %bc32 = bitcast <2 x float> %11 to <2 x i32>, !dbg !325
  %.35 = extractelement <2 x i32> %bc32, i64 0, !dbg !325
  %.36 = and i32 %.35, 2147483647, !dbg !325
  %.37 = icmp ugt i32 %.36, 2139095040, !dbg !325
  %.38 = lshr i32 %.35, 16, !dbg !325
  %.39 = and i32 %.38, 1, !dbg !325
  %.40 = add i32 %.35, 32767, !dbg !325
  %.41 = add i32 %.40, %.39, !dbg !325
  %.42 = lshr i32 %.41, 16, !dbg !325
  %.44 = or i32 %.38, 64, !dbg !325
  %.45 = select i1 %.37, i32 %.44, i32 %.42, !dbg !325
  %.46 = trunc i32 %.45 to i16, !dbg !325
  br label %b10, !dbg !324

b10:                                              ; preds = %b6, %b8
  %t26 = phi i16 [ %t15.mux, %b6 ], [ %.46, %b8 ]
  %t27 = phi i1 [ %t4.mux, %b6 ], [ true, %b8 ]
  store i16 %t26, ptr addrspace(3) %t16, align 2, !dbg !324
  %.47 = zext i1 %t27 to i8, !dbg !324
  store i8 %.47, ptr addrspace(3) %t17, align 1, !dbg !324
  br label %b11, !dbg !324

b11:                                              ; preds = %b10, %b5
  %t28 = phi i16 [ %t26, %b10 ], [ %t15, %b5 ]
  %t29 = phi i1 [ %t27, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !324
  tail call void @llvm.amdgcn.s.barrier(), !dbg !324
  fence syncscope("workgroup") acquire, !dbg !324
  %t30 = icmp slt i32 %.2, 64, !dbg !324
  br i1 %t30, label %b12, label %b17, !dbg !324

b12:                                              ; preds = %b11
  %t31 = add nsw i32 %.2, 64, !dbg !324
  %t32 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.0, i32 %t31, !dbg !324
  %.48 = load i16, ptr addrspace(3) %t32, align 2, !dbg !324
  %t34 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.1, i32 %t31, !dbg !324
  %.49 = load i8, ptr addrspace(3) %t34, align 1, !dbg !324
  %.50.not10 = icmp eq i8 %.49, 0, !dbg !324
  %t29.not = xor i1 %t29, true, !dbg !324
  %brmerge1 = select i1 %.50.not10, i1 true, i1 %t29.not, !dbg !324
  %t28.mux = select i1 %.50.not10, i16 %t28, i16 %.48, !dbg !324
  %not..50.not10 = xor i1 %.50.not10, true, !dbg !324
  %t29.mux = select i1 %not..50.not10, i1 true, i1 %t29, !dbg !324
  br i1 %brmerge1, label %b16, label %b14, !dbg !324

b14:                                              ; preds = %b12
  %12 = insertelement <2 x i16> poison, i16 %t28, i64 0, !dbg !325
  %13 = insertelement <2 x i16> %12, i16 %.48, i64 1, !dbg !325
  %14 = zext <2 x i16> %13 to <2 x i32>, !dbg !325
  %15 = shl nuw <2 x i32> %14, <i32 16, i32 16>, !dbg !325
  %16 = bitcast <2 x i32> %15 to <2 x float>, !dbg !325
  %shift17 = shufflevector <2 x float> %16, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !325
  %17 = fadd <2 x float> %shift17, %16, !dbg !325
  %bc31 = bitcast <2 x float> %17 to <2 x i32>, !dbg !325
  %.58 = extractelement <2 x i32> %bc31, i64 0, !dbg !325
  %.59 = and i32 %.58, 2147483647, !dbg !325
  %.60 = icmp ugt i32 %.59, 2139095040, !dbg !325
  %.61 = lshr i32 %.58, 16, !dbg !325
  %.62 = and i32 %.61, 1, !dbg !325
  %.63 = add i32 %.58, 32767, !dbg !325
  %.64 = add i32 %.63, %.62, !dbg !325
  %.65 = lshr i32 %.64, 16, !dbg !325
  %.67 = or i32 %.61, 64, !dbg !325
  %.68 = select i1 %.60, i32 %.67, i32 %.65, !dbg !325
  %.69 = trunc i32 %.68 to i16, !dbg !325
  br label %b16, !dbg !324

b16:                                              ; preds = %b12, %b14
  %t38 = phi i16 [ %t28.mux, %b12 ], [ %.69, %b14 ]
  %t39 = phi i1 [ %t29.mux, %b12 ], [ true, %b14 ]
  store i16 %t38, ptr addrspace(3) %t16, align 2, !dbg !324
  %.70 = zext i1 %t39 to i8, !dbg !324
  store i8 %.70, ptr addrspace(3) %t17, align 1, !dbg !324
  br label %b17, !dbg !324

b17:                                              ; preds = %b16, %b11
  %t40 = phi i16 [ %t38, %b16 ], [ %t28, %b11 ]
  %t41 = phi i1 [ %t39, %b16 ], [ %t29, %b11 ]
  fence syncscope("workgroup") release, !dbg !324
  tail call void @llvm.amdgcn.s.barrier(), !dbg !324
  fence syncscope("workgroup") acquire, !dbg !324
  %t42 = icmp slt i32 %.2, 32, !dbg !324
  br i1 %t42, label %b18, label %b23, !dbg !324

b18:                                              ; preds = %b17
  %t43 = add nsw i32 %.2, 32, !dbg !324
  %t44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.0, i32 %t43, !dbg !324
  %.71 = load i16, ptr addrspace(3) %t44, align 2, !dbg !324
  %t46 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.1, i32 %t43, !dbg !324
  %.72 = load i8, ptr addrspace(3) %t46, align 1, !dbg !324
  %.73.not9 = icmp eq i8 %.72, 0, !dbg !324
  %t41.not = xor i1 %t41, true, !dbg !324
  %brmerge2 = select i1 %.73.not9, i1 true, i1 %t41.not, !dbg !324
  %t40.mux = select i1 %.73.not9, i16 %t40, i16 %.71, !dbg !324
  %not..73.not9 = xor i1 %.73.not9, true, !dbg !324
  %t41.mux = select i1 %not..73.not9, i1 true, i1 %t41, !dbg !324
  br i1 %brmerge2, label %b23, label %b20, !dbg !324

b20:                                              ; preds = %b18
  %18 = insertelement <2 x i16> poison, i16 %t40, i64 0, !dbg !325
  %19 = insertelement <2 x i16> %18, i16 %.71, i64 1, !dbg !325
  %20 = zext <2 x i16> %19 to <2 x i32>, !dbg !325
  %21 = shl nuw <2 x i32> %20, <i32 16, i32 16>, !dbg !325
  %22 = bitcast <2 x i32> %21 to <2 x float>, !dbg !325
  %shift18 = shufflevector <2 x float> %22, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !325
  %23 = fadd <2 x float> %shift18, %22, !dbg !325
  %bc30 = bitcast <2 x float> %23 to <2 x i32>, !dbg !325
  %.81 = extractelement <2 x i32> %bc30, i64 0, !dbg !325
  %.82 = and i32 %.81, 2147483647, !dbg !325
  %.83 = icmp ugt i32 %.82, 2139095040, !dbg !325
  %.84 = lshr i32 %.81, 16, !dbg !325
  %.85 = and i32 %.84, 1, !dbg !325
  %.86 = add i32 %.81, 32767, !dbg !325
  %.87 = add i32 %.86, %.85, !dbg !325
  %.88 = lshr i32 %.87, 16, !dbg !325
  %.90 = or i32 %.84, 64, !dbg !325
  %.91 = select i1 %.83, i32 %.90, i32 %.88, !dbg !325
  %.92 = trunc i32 %.91 to i16, !dbg !325
  br label %b23, !dbg !324

b23:                                              ; preds = %b18, %b20, %b17
  %t52 = phi i16 [ %t40, %b17 ], [ %t40.mux, %b18 ], [ %.92, %b20 ]
  %t53 = phi i1 [ %t41, %b17 ], [ %t41.mux, %b18 ], [ true, %b20 ]
  br i1 %t42, label %b24, label %b45, !dbg !324

b24:                                              ; preds = %b23
  %.94 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !324
  %.95 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.94), !dbg !324
  %.96 = zext i32 %.95 to i64, !dbg !324
  %.97 = add nuw nsw i64 %.96, 16, !dbg !324
  %.98 = icmp ult i32 %.95, 48, !dbg !324
  %.99 = tail call i64 @llvm.read_register.i64(metadata !236) #12, !dbg !324
  %.100 = and i64 %.97, 63, !dbg !324
  %24 = shl nuw i64 1, %.100, !dbg !324
  %25 = and i64 %24, %.99, !dbg !324
  %.102 = icmp ne i64 %25, 0, !dbg !324
  %.103 = and i1 %.98, %.102, !dbg !324
  %.104 = trunc i64 %.97 to i32, !dbg !324
  %.105 = shl i32 %.104, 2, !dbg !324
  %.106 = zext i16 %t52 to i32, !dbg !324
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !324
  %.108 = trunc i32 %.107 to i16, !dbg !324
  %t54 = select i1 %.103, i16 %.108, i16 %t52, !dbg !324
  %.122 = zext i1 %t53 to i32, !dbg !324
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.122), !dbg !324
  %26 = and i32 %.123, 1, !dbg !324
  %.124 = icmp ne i32 %26, 0, !dbg !324
  %t55 = select i1 %.103, i1 %.124, i1 %t53, !dbg !324
  %t56 = icmp slt i32 %.2, 16, !dbg !324
  %t57 = and i1 %t56, %t55, !dbg !324
  %27 = select i1 %t57, i1 %t53, i1 false, !dbg !324
  %t52.mux = select i1 %t57, i16 %t54, i16 %t52, !dbg !324
  %t53.mux = select i1 %t57, i1 true, i1 %t53, !dbg !324
  br i1 %27, label %b26, label %b28, !dbg !324

b26:                                              ; preds = %b24
  %.128 = zext i16 %t54 to i32, !dbg !325
  %28 = insertelement <2 x i32> poison, i32 %.106, i64 0, !dbg !325
  %29 = insertelement <2 x i32> %28, i32 %.128, i64 1, !dbg !325
  %30 = shl nuw <2 x i32> %29, <i32 16, i32 16>, !dbg !325
  %31 = bitcast <2 x i32> %30 to <2 x float>, !dbg !325
  %shift19 = shufflevector <2 x float> %31, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !325
  %32 = fadd <2 x float> %shift19, %31, !dbg !325
  %bc29 = bitcast <2 x float> %32 to <2 x i32>, !dbg !325
  %.132 = extractelement <2 x i32> %bc29, i64 0, !dbg !325
  %.133 = and i32 %.132, 2147483647, !dbg !325
  %.134 = icmp ugt i32 %.133, 2139095040, !dbg !325
  %.135 = lshr i32 %.132, 16, !dbg !325
  %.136 = and i32 %.135, 1, !dbg !325
  %.137 = add i32 %.132, 32767, !dbg !325
  %.138 = add i32 %.137, %.136, !dbg !325
  %.139 = lshr i32 %.138, 16, !dbg !325
  %.141 = or i32 %.135, 64, !dbg !325
  %.142 = select i1 %.134, i32 %.141, i32 %.139, !dbg !325
  %.143 = trunc i32 %.142 to i16, !dbg !325
  br label %b28, !dbg !324

b28:                                              ; preds = %b24, %b26
  %t60 = phi i16 [ %t52.mux, %b24 ], [ %.143, %b26 ]
  %t61 = phi i1 [ %t53.mux, %b24 ], [ true, %b26 ]
  %.148 = add nuw nsw i64 %.96, 8, !dbg !324
  %.149 = icmp ult i32 %.95, 56, !dbg !324
  %.151 = and i64 %.148, 63, !dbg !324
  %33 = shl nuw i64 1, %.151, !dbg !324
  %34 = and i64 %33, %.99, !dbg !324
  %.153 = icmp ne i64 %34, 0, !dbg !324
  %.154 = and i1 %.149, %.153, !dbg !324
  %.155 = trunc i64 %.148 to i32, !dbg !324
  %.156 = shl i32 %.155, 2, !dbg !324
  %.157 = zext i16 %t60 to i32, !dbg !324
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.157), !dbg !324
  %.159 = trunc i32 %.158 to i16, !dbg !324
  %t62 = select i1 %.154, i16 %.159, i16 %t60, !dbg !324
  %.173 = zext i1 %t61 to i32, !dbg !324
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.173), !dbg !324
  %35 = and i32 %.174, 1, !dbg !324
  %.175 = icmp ne i32 %35, 0, !dbg !324
  %t63 = select i1 %.154, i1 %.175, i1 %t61, !dbg !324
  %t64 = icmp slt i32 %.2, 24, !dbg !324
  %t65 = and i1 %t64, %t63, !dbg !324
  %36 = select i1 %t65, i1 %t61, i1 false, !dbg !324
  %t60.mux = select i1 %t65, i16 %t62, i16 %t60, !dbg !324
  %t61.mux = select i1 %t65, i1 true, i1 %t61, !dbg !324
  br i1 %36, label %b30, label %b32, !dbg !324

b30:                                              ; preds = %b28
  %.179 = zext i16 %t62 to i32, !dbg !325
  %37 = insertelement <2 x i32> poison, i32 %.157, i64 0, !dbg !325
  %38 = insertelement <2 x i32> %37, i32 %.179, i64 1, !dbg !325
  %39 = shl nuw <2 x i32> %38, <i32 16, i32 16>, !dbg !325
  %40 = bitcast <2 x i32> %39 to <2 x float>, !dbg !325
  %shift20 = shufflevector <2 x float> %40, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !325
  %41 = fadd <2 x float> %shift20, %40, !dbg !325
  %bc28 = bitcast <2 x float> %41 to <2 x i32>, !dbg !325
  %.183 = extractelement <2 x i32> %bc28, i64 0, !dbg !325
  %.184 = and i32 %.183, 2147483647, !dbg !325
  %.185 = icmp ugt i32 %.184, 2139095040, !dbg !325
  %.186 = lshr i32 %.183, 16, !dbg !325
  %.187 = and i32 %.186, 1, !dbg !325
  %.188 = add i32 %.183, 32767, !dbg !325
  %.189 = add i32 %.188, %.187, !dbg !325
  %.190 = lshr i32 %.189, 16, !dbg !325
  %.192 = or i32 %.186, 64, !dbg !325
  %.193 = select i1 %.185, i32 %.192, i32 %.190, !dbg !325
  %.194 = trunc i32 %.193 to i16, !dbg !325
  br label %b32, !dbg !324

b32:                                              ; preds = %b28, %b30
  %t68 = phi i16 [ %t60.mux, %b28 ], [ %.194, %b30 ]
  %t69 = phi i1 [ %t61.mux, %b28 ], [ true, %b30 ]
  %.199 = add nuw nsw i64 %.96, 4, !dbg !324
  %.200 = icmp ult i32 %.95, 60, !dbg !324
  %.202 = and i64 %.199, 63, !dbg !324
  %42 = shl nuw i64 1, %.202, !dbg !324
  %43 = and i64 %42, %.99, !dbg !324
  %.204 = icmp ne i64 %43, 0, !dbg !324
  %.205 = and i1 %.200, %.204, !dbg !324
  %.206 = trunc i64 %.199 to i32, !dbg !324
  %.207 = shl i32 %.206, 2, !dbg !324
  %.208 = zext i16 %t68 to i32, !dbg !324
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !324
  %.210 = trunc i32 %.209 to i16, !dbg !324
  %t70 = select i1 %.205, i16 %.210, i16 %t68, !dbg !324
  %.224 = zext i1 %t69 to i32, !dbg !324
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !324
  %44 = and i32 %.225, 1, !dbg !324
  %.226 = icmp ne i32 %44, 0, !dbg !324
  %t71 = select i1 %.205, i1 %.226, i1 %t69, !dbg !324
  %t72 = icmp slt i32 %.2, 28, !dbg !324
  %t73 = and i1 %t72, %t71, !dbg !324
  %45 = select i1 %t73, i1 %t69, i1 false, !dbg !324
  %t68.mux = select i1 %t73, i16 %t70, i16 %t68, !dbg !324
  %t69.mux = select i1 %t73, i1 true, i1 %t69, !dbg !324
  br i1 %45, label %b34, label %b36, !dbg !324

b34:                                              ; preds = %b32
  %.230 = zext i16 %t70 to i32, !dbg !325
  %46 = insertelement <2 x i32> poison, i32 %.208, i64 0, !dbg !325
  %47 = insertelement <2 x i32> %46, i32 %.230, i64 1, !dbg !325
  %48 = shl nuw <2 x i32> %47, <i32 16, i32 16>, !dbg !325
  %49 = bitcast <2 x i32> %48 to <2 x float>, !dbg !325
  %shift21 = shufflevector <2 x float> %49, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !325
  %50 = fadd <2 x float> %shift21, %49, !dbg !325
  %bc27 = bitcast <2 x float> %50 to <2 x i32>, !dbg !325
  %.234 = extractelement <2 x i32> %bc27, i64 0, !dbg !325
  %.235 = and i32 %.234, 2147483647, !dbg !325
  %.236 = icmp ugt i32 %.235, 2139095040, !dbg !325
  %.237 = lshr i32 %.234, 16, !dbg !325
  %.238 = and i32 %.237, 1, !dbg !325
  %.239 = add i32 %.234, 32767, !dbg !325
  %.240 = add i32 %.239, %.238, !dbg !325
  %.241 = lshr i32 %.240, 16, !dbg !325
  %.243 = or i32 %.237, 64, !dbg !325
  %.244 = select i1 %.236, i32 %.243, i32 %.241, !dbg !325
  %.245 = trunc i32 %.244 to i16, !dbg !325
  br label %b36, !dbg !324

b36:                                              ; preds = %b32, %b34
  %t76 = phi i16 [ %t68.mux, %b32 ], [ %.245, %b34 ]
  %t77 = phi i1 [ %t69.mux, %b32 ], [ true, %b34 ]
  %.250 = add nuw nsw i64 %.96, 2, !dbg !324
  %.251 = icmp ult i32 %.95, 62, !dbg !324
  %.253 = and i64 %.250, 63, !dbg !324
  %51 = shl nuw i64 1, %.253, !dbg !324
  %52 = and i64 %51, %.99, !dbg !324
  %.255 = icmp ne i64 %52, 0, !dbg !324
  %.256 = and i1 %.251, %.255, !dbg !324
  %.257 = trunc i64 %.250 to i32, !dbg !324
  %.258 = shl i32 %.257, 2, !dbg !324
  %.259 = zext i16 %t76 to i32, !dbg !324
  %.260 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.259), !dbg !324
  %.261 = trunc i32 %.260 to i16, !dbg !324
  %t78 = select i1 %.256, i16 %.261, i16 %t76, !dbg !324
  %.275 = zext i1 %t77 to i32, !dbg !324
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.275), !dbg !324
  %53 = and i32 %.276, 1, !dbg !324
  %.277 = icmp ne i32 %53, 0, !dbg !324
  %t79 = select i1 %.256, i1 %.277, i1 %t77, !dbg !324
  %t80 = icmp slt i32 %.2, 30, !dbg !324
  %t81 = and i1 %t80, %t79, !dbg !324
  %54 = select i1 %t81, i1 %t77, i1 false, !dbg !324
  %t76.mux = select i1 %t81, i16 %t78, i16 %t76, !dbg !324
  %t77.mux = select i1 %t81, i1 true, i1 %t77, !dbg !324
  br i1 %54, label %b38, label %b40, !dbg !324

b38:                                              ; preds = %b36
  %.281 = zext i16 %t78 to i32, !dbg !325
  %55 = insertelement <2 x i32> poison, i32 %.259, i64 0, !dbg !325
  %56 = insertelement <2 x i32> %55, i32 %.281, i64 1, !dbg !325
  %57 = shl nuw <2 x i32> %56, <i32 16, i32 16>, !dbg !325
  %58 = bitcast <2 x i32> %57 to <2 x float>, !dbg !325
  %shift22 = shufflevector <2 x float> %58, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !325
  %59 = fadd <2 x float> %shift22, %58, !dbg !325
  %bc26 = bitcast <2 x float> %59 to <2 x i32>, !dbg !325
  %.285 = extractelement <2 x i32> %bc26, i64 0, !dbg !325
  %.286 = and i32 %.285, 2147483647, !dbg !325
  %.287 = icmp ugt i32 %.286, 2139095040, !dbg !325
  %.288 = lshr i32 %.285, 16, !dbg !325
  %.289 = and i32 %.288, 1, !dbg !325
  %.290 = add i32 %.285, 32767, !dbg !325
  %.291 = add i32 %.290, %.289, !dbg !325
  %.292 = lshr i32 %.291, 16, !dbg !325
  %.294 = or i32 %.288, 64, !dbg !325
  %.295 = select i1 %.287, i32 %.294, i32 %.292, !dbg !325
  %.296 = trunc i32 %.295 to i16, !dbg !325
  br label %b40, !dbg !324

b40:                                              ; preds = %b36, %b38
  %t84 = phi i16 [ %t76.mux, %b36 ], [ %.296, %b38 ]
  %t85 = phi i1 [ %t77.mux, %b36 ], [ true, %b38 ]
  %.301 = add nuw nsw i64 %.96, 1, !dbg !324
  %.302 = icmp ult i32 %.95, 63, !dbg !324
  %.304 = and i64 %.301, 63, !dbg !324
  %60 = shl nuw i64 1, %.304, !dbg !324
  %61 = and i64 %60, %.99, !dbg !324
  %.306 = icmp ne i64 %61, 0, !dbg !324
  %.307 = and i1 %.302, %.306, !dbg !324
  %.308 = trunc i64 %.301 to i32, !dbg !324
  %.309 = shl i32 %.308, 2, !dbg !324
  %.310 = zext i16 %t84 to i32, !dbg !324
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.310), !dbg !324
  %.312 = trunc i32 %.311 to i16, !dbg !324
  %t86 = select i1 %.307, i16 %.312, i16 %t84, !dbg !324
  %.326 = zext i1 %t85 to i32, !dbg !324
  %.327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.326), !dbg !324
  %62 = and i32 %.327, 1, !dbg !324
  %.328 = icmp ne i32 %62, 0, !dbg !324
  %t87 = select i1 %.307, i1 %.328, i1 %t85, !dbg !324
  %t88 = icmp slt i32 %.2, 31, !dbg !324
  %t89 = and i1 %t88, %t87, !dbg !324
  %63 = select i1 %t89, i1 %t85, i1 false, !dbg !324
  %t84.mux = select i1 %t89, i16 %t86, i16 %t84, !dbg !324
  %t85.mux = select i1 %t89, i1 true, i1 %t85, !dbg !324
  br i1 %63, label %b42, label %b45, !dbg !324

b42:                                              ; preds = %b40
  %.332 = zext i16 %t86 to i32, !dbg !325
  %64 = insertelement <2 x i32> poison, i32 %.310, i64 0, !dbg !325
  %65 = insertelement <2 x i32> %64, i32 %.332, i64 1, !dbg !325
  %66 = shl nuw <2 x i32> %65, <i32 16, i32 16>, !dbg !325
  %67 = bitcast <2 x i32> %66 to <2 x float>, !dbg !325
  %shift23 = shufflevector <2 x float> %67, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !325
  %68 = fadd <2 x float> %shift23, %67, !dbg !325
  %bc25 = bitcast <2 x float> %68 to <2 x i32>, !dbg !325
  %.336 = extractelement <2 x i32> %bc25, i64 0, !dbg !325
  %.337 = and i32 %.336, 2147483647, !dbg !325
  %.338 = icmp ugt i32 %.337, 2139095040, !dbg !325
  %.339 = lshr i32 %.336, 16, !dbg !325
  %.340 = and i32 %.339, 1, !dbg !325
  %.341 = add i32 %.336, 32767, !dbg !325
  %.342 = add i32 %.341, %.340, !dbg !325
  %.343 = lshr i32 %.342, 16, !dbg !325
  %.345 = or i32 %.339, 64, !dbg !325
  %.346 = select i1 %.338, i32 %.345, i32 %.343, !dbg !325
  %.347 = trunc i32 %.346 to i16, !dbg !325
  br label %b45, !dbg !324

b45:                                              ; preds = %b40, %b42, %b23
  %t94 = phi i16 [ %t52, %b23 ], [ %t84.mux, %b40 ], [ %.347, %b42 ]
  %t95 = phi i1 [ %t53, %b23 ], [ %t85.mux, %b40 ], [ true, %b42 ]
  %t96 = icmp eq i32 %.2, 0, !dbg !324
  br i1 %t96, label %b46, label %b52, !dbg !324

b46:                                              ; preds = %b45
  %69 = select i1 %t95, i1 %.1, i1 false, !dbg !324
  %a3.mux = select i1 %t95, i16 %t94, i16 %a3, !dbg !324
  %.1.mux = select i1 %t95, i1 true, i1 %.1, !dbg !324
  br i1 %69, label %b48, label %b50, !dbg !324

b48:                                              ; preds = %b46
  %70 = insertelement <2 x i16> poison, i16 %a3, i64 0, !dbg !325
  %71 = insertelement <2 x i16> %70, i16 %t94, i64 1, !dbg !325
  %72 = zext <2 x i16> %71 to <2 x i32>, !dbg !325
  %73 = shl nuw <2 x i32> %72, <i32 16, i32 16>, !dbg !325
  %74 = bitcast <2 x i32> %73 to <2 x float>, !dbg !325
  %shift24 = shufflevector <2 x float> %74, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !325
  %75 = fadd <2 x float> %shift24, %74, !dbg !325
  %bc = bitcast <2 x float> %75 to <2 x i32>, !dbg !325
  %.355 = extractelement <2 x i32> %bc, i64 0, !dbg !325
  %.356 = and i32 %.355, 2147483647, !dbg !325
  %.357 = icmp ugt i32 %.356, 2139095040, !dbg !325
  %.358 = lshr i32 %.355, 16, !dbg !325
  %.359 = and i32 %.358, 1, !dbg !325
  %.360 = add i32 %.355, 32767, !dbg !325
  %.361 = add i32 %.360, %.359, !dbg !325
  %.362 = lshr i32 %.361, 16, !dbg !325
  %.364 = or i32 %.358, 64, !dbg !325
  %.365 = select i1 %.357, i32 %.364, i32 %.362, !dbg !325
  %.366 = trunc i32 %.365 to i16, !dbg !325
  br label %b50, !dbg !324

b50:                                              ; preds = %b46, %b48
  %t99 = phi i16 [ %a3.mux, %b46 ], [ %.366, %b48 ]
  %t100 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t100, label %b51, label %b52, !dbg !324

b51:                                              ; preds = %b50
  store i16 %t99, ptr addrspace(1) %a2, align 2, !dbg !324
  br label %b52, !dbg !324

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !324
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !326 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !327
  %t3 = sext i32 %.1 to i64, !dbg !327
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !327
  %t5 = sext i32 %.2 to i64, !dbg !327
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !327
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !327
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !327, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !327
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !327
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !327, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !327
  %.15 = add i32 %.14, %.9, !dbg !327
  %.16 = udiv i32 %.15, %.6, !dbg !327
  %t9 = sext i32 %.16 to i64, !dbg !327
  %t10 = mul nsw i64 %t7, %t5, !dbg !327
  %t11 = add nsw i64 %t10, %t3, !dbg !327
  %t12 = mul nsw i64 %t9, %t7, !dbg !327
  %t13 = shl nsw i64 %t12, 1, !dbg !327
  %t14 = icmp slt i64 %t11, %a0, !dbg !327
  br i1 %t14, label %b1, label %b8, !dbg !327

b1:                                               ; preds = %entry
  %t15 = mul i64 %t11, %a2, !dbg !327
  %t16 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t15, !dbg !327
  %.17 = load i16, ptr addrspace(1) %t16, align 2, !dbg !327, !amdgpu.noclobber !6
  %t18 = add nsw i64 %t12, %t11, !dbg !327
  %t19 = sub i64 %a0, %t12, !dbg !327
  %t22 = mul i64 %t13, %a2, !dbg !327
  %t23 = mul i64 %t12, %a2, !dbg !327
  %t3111 = icmp slt i64 %t18, %t19, !dbg !327
  br i1 %t3111, label %b3.preheader, label %b4, !dbg !327

b3.preheader:                                     ; preds = %b1
  %t20 = mul i64 %t18, %a2, !dbg !327
  %t24 = add i64 %t20, %t23, !dbg !327
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t24, !dbg !327
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t20, !dbg !327
  br label %b3, !dbg !327

b3:                                               ; preds = %b3.preheader, %b3
  %t2915 = phi i16 [ %.57, %b3 ], [ %.17, %b3.preheader ]
  %t2814 = phi i64 [ %t36, %b3 ], [ %t18, %b3.preheader ]
  %t2713 = phi ptr addrspace(1) [ %t37, %b3 ], [ %t21, %b3.preheader ]
  %t2612 = phi ptr addrspace(1) [ %t38, %b3 ], [ %t25, %b3.preheader ]
  %.18 = load i16, ptr addrspace(1) %t2713, align 2, !dbg !327
  %.19 = load i16, ptr addrspace(1) %t2612, align 2, !dbg !327
  %0 = insertelement <2 x i16> poison, i16 %t2915, i64 0, !dbg !328
  %1 = insertelement <2 x i16> %0, i16 %.18, i64 1, !dbg !328
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !328
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !328
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !328
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !328
  %5 = fmul <2 x float> %shift, %4, !dbg !328
  %bc40 = bitcast <2 x float> %5 to <2 x i32>, !dbg !328
  %.27 = extractelement <2 x i32> %bc40, i64 0, !dbg !328
  %.28 = and i32 %.27, 2147483647, !dbg !328
  %.29 = icmp ugt i32 %.28, 2139095040, !dbg !328
  %.30 = lshr i32 %.27, 16, !dbg !328
  %.31 = and i32 %.30, 1, !dbg !328
  %.32 = add i32 %.27, 32767, !dbg !328
  %.33 = add i32 %.32, %.31, !dbg !328
  %.34 = lshr i32 %.33, 16, !dbg !328
  %.36 = or i32 %.30, 64, !dbg !328
  %.37 = select i1 %.29, i32 %.36, i32 %.34, !dbg !328
  %.42 = zext i16 %.19 to i32, !dbg !328
  %6 = insertelement <2 x i32> poison, i32 %.42, i64 0, !dbg !328
  %7 = insertelement <2 x i32> %6, i32 %.37, i64 1, !dbg !328
  %8 = shl nuw <2 x i32> %7, <i32 16, i32 16>, !dbg !328
  %9 = bitcast <2 x i32> %8 to <2 x float>, !dbg !328
  %shift22 = shufflevector <2 x float> %9, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !328
  %10 = fmul <2 x float> %shift22, %9, !dbg !328
  %bc41 = bitcast <2 x float> %10 to <2 x i32>, !dbg !328
  %.46 = extractelement <2 x i32> %bc41, i64 0, !dbg !328
  %.47 = and i32 %.46, 2147483647, !dbg !328
  %.48 = icmp ugt i32 %.47, 2139095040, !dbg !328
  %.49 = lshr i32 %.46, 16, !dbg !328
  %.50 = and i32 %.49, 1, !dbg !328
  %.51 = add i32 %.46, 32767, !dbg !328
  %.52 = add i32 %.51, %.50, !dbg !328
  %.53 = lshr i32 %.52, 16, !dbg !328
  %.55 = or i32 %.49, 64, !dbg !328
  %.56 = select i1 %.48, i32 %.55, i32 %.53, !dbg !328
  %.57 = trunc i32 %.56 to i16, !dbg !328
  %t36 = add i64 %t2814, %t13, !dbg !327
  %t37 = getelementptr inbounds i16, ptr addrspace(1) %t2713, i64 %t22, !dbg !327
  %t38 = getelementptr inbounds i16, ptr addrspace(1) %t2612, i64 %t22, !dbg !327
  %t31 = icmp slt i64 %t36, %t19, !dbg !327
  br i1 %t31, label %b3, label %b4, !dbg !327

b4:                                               ; preds = %b3, %b1
  %t28.lcssa = phi i64 [ %t18, %b1 ], [ %t36, %b3 ]
  %t29.lcssa = phi i16 [ %.17, %b1 ], [ %.57, %b3 ]
  %t4417 = icmp slt i64 %t28.lcssa, %a0, !dbg !327
  br i1 %t4417, label %b6.preheader, label %b8, !dbg !327

b6.preheader:                                     ; preds = %b4
  %t39 = mul i64 %t28.lcssa, %a2, !dbg !327
  %t40 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t39, !dbg !327
  br label %b6, !dbg !327

b6:                                               ; preds = %b6.preheader, %b6
  %t4320 = phi i16 [ %.77, %b6 ], [ %t29.lcssa, %b6.preheader ]
  %t4219 = phi i64 [ %t47, %b6 ], [ %t28.lcssa, %b6.preheader ]
  %t4118 = phi ptr addrspace(1) [ %t48, %b6 ], [ %t40, %b6.preheader ]
  %.58 = load i16, ptr addrspace(1) %t4118, align 2, !dbg !327
  %11 = insertelement <2 x i16> poison, i16 %t4320, i64 0, !dbg !328
  %12 = insertelement <2 x i16> %11, i16 %.58, i64 1, !dbg !328
  %13 = zext <2 x i16> %12 to <2 x i32>, !dbg !328
  %14 = shl nuw <2 x i32> %13, <i32 16, i32 16>, !dbg !328
  %15 = bitcast <2 x i32> %14 to <2 x float>, !dbg !328
  %shift23 = shufflevector <2 x float> %15, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !328
  %16 = fmul <2 x float> %shift23, %15, !dbg !328
  %bc39 = bitcast <2 x float> %16 to <2 x i32>, !dbg !328
  %.66 = extractelement <2 x i32> %bc39, i64 0, !dbg !328
  %.67 = and i32 %.66, 2147483647, !dbg !328
  %.68 = icmp ugt i32 %.67, 2139095040, !dbg !328
  %.69 = lshr i32 %.66, 16, !dbg !328
  %.70 = and i32 %.69, 1, !dbg !328
  %.71 = add i32 %.66, 32767, !dbg !328
  %.72 = add i32 %.71, %.70, !dbg !328
  %.73 = lshr i32 %.72, 16, !dbg !328
  %.75 = or i32 %.69, 64, !dbg !328
  %.76 = select i1 %.68, i32 %.75, i32 %.73, !dbg !328
  %.77 = trunc i32 %.76 to i16, !dbg !328
  %t47 = add i64 %t4219, %t12, !dbg !327
  %t48 = getelementptr inbounds i16, ptr addrspace(1) %t4118, i64 %t23, !dbg !327
  %t44 = icmp slt i64 %t47, %a0, !dbg !327
  br i1 %t44, label %b6, label %b8, !dbg !327

b8:                                               ; preds = %b6, %b4, %entry
  %t49 = phi i16 [ 0, %entry ], [ %t29.lcssa, %b4 ], [ %.77, %b6 ]
  %t50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.0, i32 %.1, !dbg !327
  store i16 %t49, ptr addrspace(3) %t50, align 2, !dbg !327
  %t51 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.1, i32 %.1, !dbg !327
  %.78 = zext i1 %t14 to i8, !dbg !327
  store i8 %.78, ptr addrspace(3) %t51, align 1, !dbg !327
  fence syncscope("workgroup") release, !dbg !327
  tail call void @llvm.amdgcn.s.barrier(), !dbg !327
  fence syncscope("workgroup") acquire, !dbg !327
  %t52 = icmp slt i32 %.1, 128, !dbg !327
  br i1 %t52, label %b9, label %b14, !dbg !327

b9:                                               ; preds = %b8
  %t53 = add nsw i32 %.1, 128, !dbg !327
  %t54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.0, i32 %t53, !dbg !327
  %.79 = load i16, ptr addrspace(3) %t54, align 2, !dbg !327
  %t56 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.1, i32 %t53, !dbg !327
  %.80 = load i8, ptr addrspace(3) %t56, align 1, !dbg !327
  %.81.not10 = icmp eq i8 %.80, 0, !dbg !327
  %t14.not = xor i1 %t14, true, !dbg !327
  %brmerge = select i1 %.81.not10, i1 true, i1 %t14.not, !dbg !327
  %t49.mux = select i1 %.81.not10, i16 %t49, i16 %.79, !dbg !327
  %not..81.not10 = xor i1 %.81.not10, true, !dbg !327
  %t14.mux = select i1 %not..81.not10, i1 true, i1 %t14, !dbg !327
  br i1 %brmerge, label %b13, label %b11, !dbg !327

b11:                                              ; preds = %b9
  %17 = insertelement <2 x i16> poison, i16 %t49, i64 0, !dbg !328
  %18 = insertelement <2 x i16> %17, i16 %.79, i64 1, !dbg !328
  %19 = zext <2 x i16> %18 to <2 x i32>, !dbg !328
  %20 = shl nuw <2 x i32> %19, <i32 16, i32 16>, !dbg !328
  %21 = bitcast <2 x i32> %20 to <2 x float>, !dbg !328
  %shift24 = shufflevector <2 x float> %21, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !328
  %22 = fmul <2 x float> %shift24, %21, !dbg !328
  %bc38 = bitcast <2 x float> %22 to <2 x i32>, !dbg !328
  %.89 = extractelement <2 x i32> %bc38, i64 0, !dbg !328
  %.90 = and i32 %.89, 2147483647, !dbg !328
  %.91 = icmp ugt i32 %.90, 2139095040, !dbg !328
  %.92 = lshr i32 %.89, 16, !dbg !328
  %.93 = and i32 %.92, 1, !dbg !328
  %.94 = add i32 %.89, 32767, !dbg !328
  %.95 = add i32 %.94, %.93, !dbg !328
  %.96 = lshr i32 %.95, 16, !dbg !328
  %.98 = or i32 %.92, 64, !dbg !328
  %.99 = select i1 %.91, i32 %.98, i32 %.96, !dbg !328
  %.100 = trunc i32 %.99 to i16, !dbg !328
  br label %b13, !dbg !327

b13:                                              ; preds = %b9, %b11
  %t60 = phi i16 [ %t49.mux, %b9 ], [ %.100, %b11 ]
  %t61 = phi i1 [ %t14.mux, %b9 ], [ true, %b11 ]
  store i16 %t60, ptr addrspace(3) %t50, align 2, !dbg !327
  %.101 = zext i1 %t61 to i8, !dbg !327
  store i8 %.101, ptr addrspace(3) %t51, align 1, !dbg !327
  br label %b14, !dbg !327

b14:                                              ; preds = %b13, %b8
  %t62 = phi i16 [ %t60, %b13 ], [ %t49, %b8 ]
  %t63 = phi i1 [ %t61, %b13 ], [ %t14, %b8 ]
  fence syncscope("workgroup") release, !dbg !327
  tail call void @llvm.amdgcn.s.barrier(), !dbg !327
  fence syncscope("workgroup") acquire, !dbg !327
  %t64 = icmp slt i32 %.1, 64, !dbg !327
  br i1 %t64, label %b15, label %b20, !dbg !327

b15:                                              ; preds = %b14
  %t65 = add nsw i32 %.1, 64, !dbg !327
  %t66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.0, i32 %t65, !dbg !327
  %.102 = load i16, ptr addrspace(3) %t66, align 2, !dbg !327
  %t68 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.1, i32 %t65, !dbg !327
  %.103 = load i8, ptr addrspace(3) %t68, align 1, !dbg !327
  %.104.not9 = icmp eq i8 %.103, 0, !dbg !327
  %t63.not = xor i1 %t63, true, !dbg !327
  %brmerge1 = select i1 %.104.not9, i1 true, i1 %t63.not, !dbg !327
  %t62.mux = select i1 %.104.not9, i16 %t62, i16 %.102, !dbg !327
  %not..104.not9 = xor i1 %.104.not9, true, !dbg !327
  %t63.mux = select i1 %not..104.not9, i1 true, i1 %t63, !dbg !327
  br i1 %brmerge1, label %b19, label %b17, !dbg !327

b17:                                              ; preds = %b15
  %23 = insertelement <2 x i16> poison, i16 %t62, i64 0, !dbg !328
  %24 = insertelement <2 x i16> %23, i16 %.102, i64 1, !dbg !328
  %25 = zext <2 x i16> %24 to <2 x i32>, !dbg !328
  %26 = shl nuw <2 x i32> %25, <i32 16, i32 16>, !dbg !328
  %27 = bitcast <2 x i32> %26 to <2 x float>, !dbg !328
  %shift25 = shufflevector <2 x float> %27, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !328
  %28 = fmul <2 x float> %shift25, %27, !dbg !328
  %bc37 = bitcast <2 x float> %28 to <2 x i32>, !dbg !328
  %.112 = extractelement <2 x i32> %bc37, i64 0, !dbg !328
  %.113 = and i32 %.112, 2147483647, !dbg !328
  %.114 = icmp ugt i32 %.113, 2139095040, !dbg !328
  %.115 = lshr i32 %.112, 16, !dbg !328
  %.116 = and i32 %.115, 1, !dbg !328
  %.117 = add i32 %.112, 32767, !dbg !328
  %.118 = add i32 %.117, %.116, !dbg !328
  %.119 = lshr i32 %.118, 16, !dbg !328
  %.121 = or i32 %.115, 64, !dbg !328
  %.122 = select i1 %.114, i32 %.121, i32 %.119, !dbg !328
  %.123 = trunc i32 %.122 to i16, !dbg !328
  br label %b19, !dbg !327

b19:                                              ; preds = %b15, %b17
  %t72 = phi i16 [ %t62.mux, %b15 ], [ %.123, %b17 ]
  %t73 = phi i1 [ %t63.mux, %b15 ], [ true, %b17 ]
  store i16 %t72, ptr addrspace(3) %t50, align 2, !dbg !327
  %.124 = zext i1 %t73 to i8, !dbg !327
  store i8 %.124, ptr addrspace(3) %t51, align 1, !dbg !327
  br label %b20, !dbg !327

b20:                                              ; preds = %b19, %b14
  %t74 = phi i16 [ %t72, %b19 ], [ %t62, %b14 ]
  %t75 = phi i1 [ %t73, %b19 ], [ %t63, %b14 ]
  fence syncscope("workgroup") release, !dbg !327
  tail call void @llvm.amdgcn.s.barrier(), !dbg !327
  fence syncscope("workgroup") acquire, !dbg !327
  %t76 = icmp slt i32 %.1, 32, !dbg !327
  br i1 %t76, label %b21, label %b26, !dbg !327

b21:                                              ; preds = %b20
  %t77 = add nsw i32 %.1, 32, !dbg !327
  %t78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.0, i32 %t77, !dbg !327
  %.125 = load i16, ptr addrspace(3) %t78, align 2, !dbg !327
  %t80 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.1, i32 %t77, !dbg !327
  %.126 = load i8, ptr addrspace(3) %t80, align 1, !dbg !327
  %.127.not8 = icmp eq i8 %.126, 0, !dbg !327
  %t75.not = xor i1 %t75, true, !dbg !327
  %brmerge2 = select i1 %.127.not8, i1 true, i1 %t75.not, !dbg !327
  %t74.mux = select i1 %.127.not8, i16 %t74, i16 %.125, !dbg !327
  %not..127.not8 = xor i1 %.127.not8, true, !dbg !327
  %t75.mux = select i1 %not..127.not8, i1 true, i1 %t75, !dbg !327
  br i1 %brmerge2, label %b26, label %b23, !dbg !327

b23:                                              ; preds = %b21
  %29 = insertelement <2 x i16> poison, i16 %t74, i64 0, !dbg !328
  %30 = insertelement <2 x i16> %29, i16 %.125, i64 1, !dbg !328
  %31 = zext <2 x i16> %30 to <2 x i32>, !dbg !328
  %32 = shl nuw <2 x i32> %31, <i32 16, i32 16>, !dbg !328
  %33 = bitcast <2 x i32> %32 to <2 x float>, !dbg !328
  %shift26 = shufflevector <2 x float> %33, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !328
  %34 = fmul <2 x float> %shift26, %33, !dbg !328
  %bc36 = bitcast <2 x float> %34 to <2 x i32>, !dbg !328
  %.135 = extractelement <2 x i32> %bc36, i64 0, !dbg !328
  %.136 = and i32 %.135, 2147483647, !dbg !328
  %.137 = icmp ugt i32 %.136, 2139095040, !dbg !328
  %.138 = lshr i32 %.135, 16, !dbg !328
  %.139 = and i32 %.138, 1, !dbg !328
  %.140 = add i32 %.135, 32767, !dbg !328
  %.141 = add i32 %.140, %.139, !dbg !328
  %.142 = lshr i32 %.141, 16, !dbg !328
  %.144 = or i32 %.138, 64, !dbg !328
  %.145 = select i1 %.137, i32 %.144, i32 %.142, !dbg !328
  %.146 = trunc i32 %.145 to i16, !dbg !328
  br label %b26, !dbg !327

b26:                                              ; preds = %b21, %b23, %b20
  %t86 = phi i16 [ %t74, %b20 ], [ %t74.mux, %b21 ], [ %.146, %b23 ]
  %t87 = phi i1 [ %t75, %b20 ], [ %t75.mux, %b21 ], [ true, %b23 ]
  br i1 %t76, label %b27, label %b48, !dbg !327

b27:                                              ; preds = %b26
  %.148 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !327
  %.149 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.148), !dbg !327
  %.150 = zext i32 %.149 to i64, !dbg !327
  %.151 = add nuw nsw i64 %.150, 16, !dbg !327
  %.152 = icmp ult i32 %.149, 48, !dbg !327
  %.153 = tail call i64 @llvm.read_register.i64(metadata !236) #12, !dbg !327
  %.154 = and i64 %.151, 63, !dbg !327
  %35 = shl nuw i64 1, %.154, !dbg !327
  %36 = and i64 %35, %.153, !dbg !327
  %.156 = icmp ne i64 %36, 0, !dbg !327
  %.157 = and i1 %.152, %.156, !dbg !327
  %.158 = trunc i64 %.151 to i32, !dbg !327
  %.159 = shl i32 %.158, 2, !dbg !327
  %.160 = zext i16 %t86 to i32, !dbg !327
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.160), !dbg !327
  %.162 = trunc i32 %.161 to i16, !dbg !327
  %t88 = select i1 %.157, i16 %.162, i16 %t86, !dbg !327
  %.176 = zext i1 %t87 to i32, !dbg !327
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.176), !dbg !327
  %37 = and i32 %.177, 1, !dbg !327
  %.178 = icmp ne i32 %37, 0, !dbg !327
  %t89 = select i1 %.157, i1 %.178, i1 %t87, !dbg !327
  %t90 = icmp slt i32 %.1, 16, !dbg !327
  %t91 = and i1 %t90, %t89, !dbg !327
  %38 = select i1 %t91, i1 %t87, i1 false, !dbg !327
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !327
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !327
  br i1 %38, label %b29, label %b31, !dbg !327

b29:                                              ; preds = %b27
  %.182 = zext i16 %t88 to i32, !dbg !328
  %39 = insertelement <2 x i32> poison, i32 %.160, i64 0, !dbg !328
  %40 = insertelement <2 x i32> %39, i32 %.182, i64 1, !dbg !328
  %41 = shl nuw <2 x i32> %40, <i32 16, i32 16>, !dbg !328
  %42 = bitcast <2 x i32> %41 to <2 x float>, !dbg !328
  %shift27 = shufflevector <2 x float> %42, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !328
  %43 = fmul <2 x float> %shift27, %42, !dbg !328
  %bc35 = bitcast <2 x float> %43 to <2 x i32>, !dbg !328
  %.186 = extractelement <2 x i32> %bc35, i64 0, !dbg !328
  %.187 = and i32 %.186, 2147483647, !dbg !328
  %.188 = icmp ugt i32 %.187, 2139095040, !dbg !328
  %.189 = lshr i32 %.186, 16, !dbg !328
  %.190 = and i32 %.189, 1, !dbg !328
  %.191 = add i32 %.186, 32767, !dbg !328
  %.192 = add i32 %.191, %.190, !dbg !328
  %.193 = lshr i32 %.192, 16, !dbg !328
  %.195 = or i32 %.189, 64, !dbg !328
  %.196 = select i1 %.188, i32 %.195, i32 %.193, !dbg !328
  %.197 = trunc i32 %.196 to i16, !dbg !328
  br label %b31, !dbg !327

b31:                                              ; preds = %b27, %b29
  %t94 = phi i16 [ %t86.mux, %b27 ], [ %.197, %b29 ]
  %t95 = phi i1 [ %t87.mux, %b27 ], [ true, %b29 ]
  %.202 = add nuw nsw i64 %.150, 8, !dbg !327
  %.203 = icmp ult i32 %.149, 56, !dbg !327
  %.205 = and i64 %.202, 63, !dbg !327
  %44 = shl nuw i64 1, %.205, !dbg !327
  %45 = and i64 %44, %.153, !dbg !327
  %.207 = icmp ne i64 %45, 0, !dbg !327
  %.208 = and i1 %.203, %.207, !dbg !327
  %.209 = trunc i64 %.202 to i32, !dbg !327
  %.210 = shl i32 %.209, 2, !dbg !327
  %.211 = zext i16 %t94 to i32, !dbg !327
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.211), !dbg !327
  %.213 = trunc i32 %.212 to i16, !dbg !327
  %t96 = select i1 %.208, i16 %.213, i16 %t94, !dbg !327
  %.227 = zext i1 %t95 to i32, !dbg !327
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.227), !dbg !327
  %46 = and i32 %.228, 1, !dbg !327
  %.229 = icmp ne i32 %46, 0, !dbg !327
  %t97 = select i1 %.208, i1 %.229, i1 %t95, !dbg !327
  %t98 = icmp slt i32 %.1, 24, !dbg !327
  %t99 = and i1 %t98, %t97, !dbg !327
  %47 = select i1 %t99, i1 %t95, i1 false, !dbg !327
  %t94.mux = select i1 %t99, i16 %t96, i16 %t94, !dbg !327
  %t95.mux = select i1 %t99, i1 true, i1 %t95, !dbg !327
  br i1 %47, label %b33, label %b35, !dbg !327

b33:                                              ; preds = %b31
  %.233 = zext i16 %t96 to i32, !dbg !328
  %48 = insertelement <2 x i32> poison, i32 %.211, i64 0, !dbg !328
  %49 = insertelement <2 x i32> %48, i32 %.233, i64 1, !dbg !328
  %50 = shl nuw <2 x i32> %49, <i32 16, i32 16>, !dbg !328
  %51 = bitcast <2 x i32> %50 to <2 x float>, !dbg !328
  %shift28 = shufflevector <2 x float> %51, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !328
  %52 = fmul <2 x float> %shift28, %51, !dbg !328
  %bc34 = bitcast <2 x float> %52 to <2 x i32>, !dbg !328
  %.237 = extractelement <2 x i32> %bc34, i64 0, !dbg !328
  %.238 = and i32 %.237, 2147483647, !dbg !328
  %.239 = icmp ugt i32 %.238, 2139095040, !dbg !328
  %.240 = lshr i32 %.237, 16, !dbg !328
  %.241 = and i32 %.240, 1, !dbg !328
  %.242 = add i32 %.237, 32767, !dbg !328
  %.243 = add i32 %.242, %.241, !dbg !328
  %.244 = lshr i32 %.243, 16, !dbg !328
  %.246 = or i32 %.240, 64, !dbg !328
  %.247 = select i1 %.239, i32 %.246, i32 %.244, !dbg !328
  %.248 = trunc i32 %.247 to i16, !dbg !328
  br label %b35, !dbg !327

b35:                                              ; preds = %b31, %b33
  %t102 = phi i16 [ %t94.mux, %b31 ], [ %.248, %b33 ]
  %t103 = phi i1 [ %t95.mux, %b31 ], [ true, %b33 ]
  %.253 = add nuw nsw i64 %.150, 4, !dbg !327
  %.254 = icmp ult i32 %.149, 60, !dbg !327
  %.256 = and i64 %.253, 63, !dbg !327
  %53 = shl nuw i64 1, %.256, !dbg !327
  %54 = and i64 %53, %.153, !dbg !327
  %.258 = icmp ne i64 %54, 0, !dbg !327
  %.259 = and i1 %.254, %.258, !dbg !327
  %.260 = trunc i64 %.253 to i32, !dbg !327
  %.261 = shl i32 %.260, 2, !dbg !327
  %.262 = zext i16 %t102 to i32, !dbg !327
  %.263 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.262), !dbg !327
  %.264 = trunc i32 %.263 to i16, !dbg !327
  %t104 = select i1 %.259, i16 %.264, i16 %t102, !dbg !327
  %.278 = zext i1 %t103 to i32, !dbg !327
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.278), !dbg !327
  %55 = and i32 %.279, 1, !dbg !327
  %.280 = icmp ne i32 %55, 0, !dbg !327
  %t105 = select i1 %.259, i1 %.280, i1 %t103, !dbg !327
  %t106 = icmp slt i32 %.1, 28, !dbg !327
  %t107 = and i1 %t106, %t105, !dbg !327
  %56 = select i1 %t107, i1 %t103, i1 false, !dbg !327
  %t102.mux = select i1 %t107, i16 %t104, i16 %t102, !dbg !327
  %t103.mux = select i1 %t107, i1 true, i1 %t103, !dbg !327
  br i1 %56, label %b37, label %b39, !dbg !327

b37:                                              ; preds = %b35
  %.284 = zext i16 %t104 to i32, !dbg !328
  %57 = insertelement <2 x i32> poison, i32 %.262, i64 0, !dbg !328
  %58 = insertelement <2 x i32> %57, i32 %.284, i64 1, !dbg !328
  %59 = shl nuw <2 x i32> %58, <i32 16, i32 16>, !dbg !328
  %60 = bitcast <2 x i32> %59 to <2 x float>, !dbg !328
  %shift29 = shufflevector <2 x float> %60, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !328
  %61 = fmul <2 x float> %shift29, %60, !dbg !328
  %bc33 = bitcast <2 x float> %61 to <2 x i32>, !dbg !328
  %.288 = extractelement <2 x i32> %bc33, i64 0, !dbg !328
  %.289 = and i32 %.288, 2147483647, !dbg !328
  %.290 = icmp ugt i32 %.289, 2139095040, !dbg !328
  %.291 = lshr i32 %.288, 16, !dbg !328
  %.292 = and i32 %.291, 1, !dbg !328
  %.293 = add i32 %.288, 32767, !dbg !328
  %.294 = add i32 %.293, %.292, !dbg !328
  %.295 = lshr i32 %.294, 16, !dbg !328
  %.297 = or i32 %.291, 64, !dbg !328
  %.298 = select i1 %.290, i32 %.297, i32 %.295, !dbg !328
  %.299 = trunc i32 %.298 to i16, !dbg !328
  br label %b39, !dbg !327

b39:                                              ; preds = %b35, %b37
  %t110 = phi i16 [ %t102.mux, %b35 ], [ %.299, %b37 ]
  %t111 = phi i1 [ %t103.mux, %b35 ], [ true, %b37 ]
  %.304 = add nuw nsw i64 %.150, 2, !dbg !327
  %.305 = icmp ult i32 %.149, 62, !dbg !327
  %.307 = and i64 %.304, 63, !dbg !327
  %62 = shl nuw i64 1, %.307, !dbg !327
  %63 = and i64 %62, %.153, !dbg !327
  %.309 = icmp ne i64 %63, 0, !dbg !327
  %.310 = and i1 %.305, %.309, !dbg !327
  %.311 = trunc i64 %.304 to i32, !dbg !327
  %.312 = shl i32 %.311, 2, !dbg !327
  %.313 = zext i16 %t110 to i32, !dbg !327
  %.314 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.313), !dbg !327
  %.315 = trunc i32 %.314 to i16, !dbg !327
  %t112 = select i1 %.310, i16 %.315, i16 %t110, !dbg !327
  %.329 = zext i1 %t111 to i32, !dbg !327
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.329), !dbg !327
  %64 = and i32 %.330, 1, !dbg !327
  %.331 = icmp ne i32 %64, 0, !dbg !327
  %t113 = select i1 %.310, i1 %.331, i1 %t111, !dbg !327
  %t114 = icmp slt i32 %.1, 30, !dbg !327
  %t115 = and i1 %t114, %t113, !dbg !327
  %65 = select i1 %t115, i1 %t111, i1 false, !dbg !327
  %t110.mux = select i1 %t115, i16 %t112, i16 %t110, !dbg !327
  %t111.mux = select i1 %t115, i1 true, i1 %t111, !dbg !327
  br i1 %65, label %b41, label %b43, !dbg !327

b41:                                              ; preds = %b39
  %.335 = zext i16 %t112 to i32, !dbg !328
  %66 = insertelement <2 x i32> poison, i32 %.313, i64 0, !dbg !328
  %67 = insertelement <2 x i32> %66, i32 %.335, i64 1, !dbg !328
  %68 = shl nuw <2 x i32> %67, <i32 16, i32 16>, !dbg !328
  %69 = bitcast <2 x i32> %68 to <2 x float>, !dbg !328
  %shift30 = shufflevector <2 x float> %69, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !328
  %70 = fmul <2 x float> %shift30, %69, !dbg !328
  %bc32 = bitcast <2 x float> %70 to <2 x i32>, !dbg !328
  %.339 = extractelement <2 x i32> %bc32, i64 0, !dbg !328
  %.340 = and i32 %.339, 2147483647, !dbg !328
  %.341 = icmp ugt i32 %.340, 2139095040, !dbg !328
  %.342 = lshr i32 %.339, 16, !dbg !328
  %.343 = and i32 %.342, 1, !dbg !328
  %.344 = add i32 %.339, 32767, !dbg !328
  %.345 = add i32 %.344, %.343, !dbg !328
  %.346 = lshr i32 %.345, 16, !dbg !328
  %.348 = or i32 %.342, 64, !dbg !328
  %.349 = select i1 %.341, i32 %.348, i32 %.346, !dbg !328
  %.350 = trunc i32 %.349 to i16, !dbg !328
  br label %b43, !dbg !327

b43:                                              ; preds = %b39, %b41
  %t118 = phi i16 [ %t110.mux, %b39 ], [ %.350, %b41 ]
  %t119 = phi i1 [ %t111.mux, %b39 ], [ true, %b41 ]
  %.355 = add nuw nsw i64 %.150, 1, !dbg !327
  %.356 = icmp ult i32 %.149, 63, !dbg !327
  %.358 = and i64 %.355, 63, !dbg !327
  %71 = shl nuw i64 1, %.358, !dbg !327
  %72 = and i64 %71, %.153, !dbg !327
  %.360 = icmp ne i64 %72, 0, !dbg !327
  %.361 = and i1 %.356, %.360, !dbg !327
  %.362 = trunc i64 %.355 to i32, !dbg !327
  %.363 = shl i32 %.362, 2, !dbg !327
  %.364 = zext i16 %t118 to i32, !dbg !327
  %.365 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.364), !dbg !327
  %.366 = trunc i32 %.365 to i16, !dbg !327
  %t120 = select i1 %.361, i16 %.366, i16 %t118, !dbg !327
  %.380 = zext i1 %t119 to i32, !dbg !327
  %.381 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.380), !dbg !327
  %73 = and i32 %.381, 1, !dbg !327
  %.382 = icmp ne i32 %73, 0, !dbg !327
  %t121 = select i1 %.361, i1 %.382, i1 %t119, !dbg !327
  %t122 = icmp slt i32 %.1, 31, !dbg !327
  %t123 = and i1 %t122, %t121, !dbg !327
  %74 = select i1 %t123, i1 %t119, i1 false, !dbg !327
  %t118.mux = select i1 %t123, i16 %t120, i16 %t118, !dbg !327
  %t119.mux = select i1 %t123, i1 true, i1 %t119, !dbg !327
  br i1 %74, label %b45, label %b48, !dbg !327

b45:                                              ; preds = %b43
  %.386 = zext i16 %t120 to i32, !dbg !328
  %75 = insertelement <2 x i32> poison, i32 %.364, i64 0, !dbg !328
  %76 = insertelement <2 x i32> %75, i32 %.386, i64 1, !dbg !328
  %77 = shl nuw <2 x i32> %76, <i32 16, i32 16>, !dbg !328
  %78 = bitcast <2 x i32> %77 to <2 x float>, !dbg !328
  %shift31 = shufflevector <2 x float> %78, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !328
  %79 = fmul <2 x float> %shift31, %78, !dbg !328
  %bc = bitcast <2 x float> %79 to <2 x i32>, !dbg !328
  %.390 = extractelement <2 x i32> %bc, i64 0, !dbg !328
  %.391 = and i32 %.390, 2147483647, !dbg !328
  %.392 = icmp ugt i32 %.391, 2139095040, !dbg !328
  %.393 = lshr i32 %.390, 16, !dbg !328
  %.394 = and i32 %.393, 1, !dbg !328
  %.395 = add i32 %.390, 32767, !dbg !328
  %.396 = add i32 %.395, %.394, !dbg !328
  %.397 = lshr i32 %.396, 16, !dbg !328
  %.399 = or i32 %.393, 64, !dbg !328
  %.400 = select i1 %.392, i32 %.399, i32 %.397, !dbg !328
  %.401 = trunc i32 %.400 to i16, !dbg !328
  br label %b48, !dbg !327

b48:                                              ; preds = %b43, %b45, %b26
  %t128 = phi i16 [ %t86, %b26 ], [ %t118.mux, %b43 ], [ %.401, %b45 ]
  %t129 = phi i1 [ %t87, %b26 ], [ %t119.mux, %b43 ], [ true, %b45 ]
  %t130 = icmp eq i32 %.1, 0, !dbg !327
  %t131 = and i1 %t130, %t129, !dbg !327
  br i1 %t131, label %b49, label %b50, !dbg !327

b49:                                              ; preds = %b48
  %t132 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t5, !dbg !327
  store i16 %t128, ptr addrspace(1) %t132, align 2, !dbg !327
  br label %b50, !dbg !327

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !327
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i16 %a3, i8 %a4) local_unnamed_addr #2 !dbg !329 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !330
  %t3 = sext i32 %.2 to i64, !dbg !330
  %t4 = icmp slt i64 %t3, %a0, !dbg !330
  br i1 %t4, label %b1, label %b5, !dbg !330

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t3, !dbg !330
  %.3 = load i16, ptr addrspace(1) %t5, align 2, !dbg !330, !amdgpu.noclobber !6
  %t812 = add nsw i64 %t3, 256, !dbg !330
  %t1013 = icmp slt i64 %t812, %a0, !dbg !330
  br i1 %t1013, label %b3, label %b5, !dbg !330

b3:                                               ; preds = %b1, %b3
  %t815 = phi i64 [ %t8, %b3 ], [ %t812, %b1 ]
  %t914 = phi i16 [ %.23, %b3 ], [ %.3, %b1 ]
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t815, !dbg !330
  %.4 = load i16, ptr addrspace(1) %t11, align 2, !dbg !330, !amdgpu.noclobber !6
  %0 = insertelement <2 x i16> poison, i16 %t914, i64 0, !dbg !331
  %1 = insertelement <2 x i16> %0, i16 %.4, i64 1, !dbg !331
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !331
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !331
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !331
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !331
  %5 = fmul <2 x float> %shift, %4, !dbg !331
  %bc33 = bitcast <2 x float> %5 to <2 x i32>, !dbg !331
  %.12 = extractelement <2 x i32> %bc33, i64 0, !dbg !331
  %.13 = and i32 %.12, 2147483647, !dbg !331
  %.14 = icmp ugt i32 %.13, 2139095040, !dbg !331
  %.15 = lshr i32 %.12, 16, !dbg !331
  %.16 = and i32 %.15, 1, !dbg !331
  %.17 = add i32 %.12, 32767, !dbg !331
  %.18 = add i32 %.17, %.16, !dbg !331
  %.19 = lshr i32 %.18, 16, !dbg !331
  %.21 = or i32 %.15, 64, !dbg !331
  %.22 = select i1 %.14, i32 %.21, i32 %.19, !dbg !331
  %.23 = trunc i32 %.22 to i16, !dbg !331
  %t8 = add i64 %t815, 256, !dbg !330
  %t10 = icmp slt i64 %t8, %a0, !dbg !330
  br i1 %t10, label %b3, label %b5, !dbg !330

b5:                                               ; preds = %b3, %b1, %entry
  %t15 = phi i16 [ 0, %entry ], [ %.3, %b1 ], [ %.23, %b3 ]
  %t16 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.0, i32 %.2, !dbg !330
  store i16 %t15, ptr addrspace(3) %t16, align 2, !dbg !330
  %t17 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.1, i32 %.2, !dbg !330
  %.24 = zext i1 %t4 to i8, !dbg !330
  store i8 %.24, ptr addrspace(3) %t17, align 1, !dbg !330
  fence syncscope("workgroup") release, !dbg !330
  tail call void @llvm.amdgcn.s.barrier(), !dbg !330
  fence syncscope("workgroup") acquire, !dbg !330
  %t18 = icmp slt i32 %.2, 128, !dbg !330
  br i1 %t18, label %b6, label %b11, !dbg !330

b6:                                               ; preds = %b5
  %t19 = add nsw i32 %.2, 128, !dbg !330
  %t20 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.0, i32 %t19, !dbg !330
  %.25 = load i16, ptr addrspace(3) %t20, align 2, !dbg !330
  %t22 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.1, i32 %t19, !dbg !330
  %.26 = load i8, ptr addrspace(3) %t22, align 1, !dbg !330
  %.27.not11 = icmp eq i8 %.26, 0, !dbg !330
  %t4.not = xor i1 %t4, true, !dbg !330
  %brmerge = select i1 %.27.not11, i1 true, i1 %t4.not, !dbg !330
  %t15.mux = select i1 %.27.not11, i16 %t15, i16 %.25, !dbg !330
  %not..27.not11 = xor i1 %.27.not11, true, !dbg !330
  %t4.mux = select i1 %not..27.not11, i1 true, i1 %t4, !dbg !330
  br i1 %brmerge, label %b10, label %b8, !dbg !330

b8:                                               ; preds = %b6
  %6 = insertelement <2 x i16> poison, i16 %t15, i64 0, !dbg !331
  %7 = insertelement <2 x i16> %6, i16 %.25, i64 1, !dbg !331
  %8 = zext <2 x i16> %7 to <2 x i32>, !dbg !331
  %9 = shl nuw <2 x i32> %8, <i32 16, i32 16>, !dbg !331
  %10 = bitcast <2 x i32> %9 to <2 x float>, !dbg !331
  %shift16 = shufflevector <2 x float> %10, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !331
  %11 = fmul <2 x float> %shift16, %10, !dbg !331
  %bc32 = bitcast <2 x float> %11 to <2 x i32>, !dbg !331
  %.35 = extractelement <2 x i32> %bc32, i64 0, !dbg !331
  %.36 = and i32 %.35, 2147483647, !dbg !331
  %.37 = icmp ugt i32 %.36, 2139095040, !dbg !331
  %.38 = lshr i32 %.35, 16, !dbg !331
  %.39 = and i32 %.38, 1, !dbg !331
  %.40 = add i32 %.35, 32767, !dbg !331
  %.41 = add i32 %.40, %.39, !dbg !331
  %.42 = lshr i32 %.41, 16, !dbg !331
  %.44 = or i32 %.38, 64, !dbg !331
  %.45 = select i1 %.37, i32 %.44, i32 %.42, !dbg !331
  %.46 = trunc i32 %.45 to i16, !dbg !331
  br label %b10, !dbg !330

b10:                                              ; preds = %b6, %b8
  %t26 = phi i16 [ %t15.mux, %b6 ], [ %.46, %b8 ]
  %t27 = phi i1 [ %t4.mux, %b6 ], [ true, %b8 ]
  store i16 %t26, ptr addrspace(3) %t16, align 2, !dbg !330
  %.47 = zext i1 %t27 to i8, !dbg !330
  store i8 %.47, ptr addrspace(3) %t17, align 1, !dbg !330
  br label %b11, !dbg !330

b11:                                              ; preds = %b10, %b5
  %t28 = phi i16 [ %t26, %b10 ], [ %t15, %b5 ]
  %t29 = phi i1 [ %t27, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !330
  tail call void @llvm.amdgcn.s.barrier(), !dbg !330
  fence syncscope("workgroup") acquire, !dbg !330
  %t30 = icmp slt i32 %.2, 64, !dbg !330
  br i1 %t30, label %b12, label %b17, !dbg !330

b12:                                              ; preds = %b11
  %t31 = add nsw i32 %.2, 64, !dbg !330
  %t32 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.0, i32 %t31, !dbg !330
  %.48 = load i16, ptr addrspace(3) %t32, align 2, !dbg !330
  %t34 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.1, i32 %t31, !dbg !330
  %.49 = load i8, ptr addrspace(3) %t34, align 1, !dbg !330
  %.50.not10 = icmp eq i8 %.49, 0, !dbg !330
  %t29.not = xor i1 %t29, true, !dbg !330
  %brmerge1 = select i1 %.50.not10, i1 true, i1 %t29.not, !dbg !330
  %t28.mux = select i1 %.50.not10, i16 %t28, i16 %.48, !dbg !330
  %not..50.not10 = xor i1 %.50.not10, true, !dbg !330
  %t29.mux = select i1 %not..50.not10, i1 true, i1 %t29, !dbg !330
  br i1 %brmerge1, label %b16, label %b14, !dbg !330

b14:                                              ; preds = %b12
  %12 = insertelement <2 x i16> poison, i16 %t28, i64 0, !dbg !331
  %13 = insertelement <2 x i16> %12, i16 %.48, i64 1, !dbg !331
  %14 = zext <2 x i16> %13 to <2 x i32>, !dbg !331
  %15 = shl nuw <2 x i32> %14, <i32 16, i32 16>, !dbg !331
  %16 = bitcast <2 x i32> %15 to <2 x float>, !dbg !331
  %shift17 = shufflevector <2 x float> %16, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !331
  %17 = fmul <2 x float> %shift17, %16, !dbg !331
  %bc31 = bitcast <2 x float> %17 to <2 x i32>, !dbg !331
  %.58 = extractelement <2 x i32> %bc31, i64 0, !dbg !331
  %.59 = and i32 %.58, 2147483647, !dbg !331
  %.60 = icmp ugt i32 %.59, 2139095040, !dbg !331
  %.61 = lshr i32 %.58, 16, !dbg !331
  %.62 = and i32 %.61, 1, !dbg !331
  %.63 = add i32 %.58, 32767, !dbg !331
  %.64 = add i32 %.63, %.62, !dbg !331
  %.65 = lshr i32 %.64, 16, !dbg !331
  %.67 = or i32 %.61, 64, !dbg !331
  %.68 = select i1 %.60, i32 %.67, i32 %.65, !dbg !331
  %.69 = trunc i32 %.68 to i16, !dbg !331
  br label %b16, !dbg !330

b16:                                              ; preds = %b12, %b14
  %t38 = phi i16 [ %t28.mux, %b12 ], [ %.69, %b14 ]
  %t39 = phi i1 [ %t29.mux, %b12 ], [ true, %b14 ]
  store i16 %t38, ptr addrspace(3) %t16, align 2, !dbg !330
  %.70 = zext i1 %t39 to i8, !dbg !330
  store i8 %.70, ptr addrspace(3) %t17, align 1, !dbg !330
  br label %b17, !dbg !330

b17:                                              ; preds = %b16, %b11
  %t40 = phi i16 [ %t38, %b16 ], [ %t28, %b11 ]
  %t41 = phi i1 [ %t39, %b16 ], [ %t29, %b11 ]
  fence syncscope("workgroup") release, !dbg !330
  tail call void @llvm.amdgcn.s.barrier(), !dbg !330
  fence syncscope("workgroup") acquire, !dbg !330
  %t42 = icmp slt i32 %.2, 32, !dbg !330
  br i1 %t42, label %b18, label %b23, !dbg !330

b18:                                              ; preds = %b17
  %t43 = add nsw i32 %.2, 32, !dbg !330
  %t44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.0, i32 %t43, !dbg !330
  %.71 = load i16, ptr addrspace(3) %t44, align 2, !dbg !330
  %t46 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.1, i32 %t43, !dbg !330
  %.72 = load i8, ptr addrspace(3) %t46, align 1, !dbg !330
  %.73.not9 = icmp eq i8 %.72, 0, !dbg !330
  %t41.not = xor i1 %t41, true, !dbg !330
  %brmerge2 = select i1 %.73.not9, i1 true, i1 %t41.not, !dbg !330
  %t40.mux = select i1 %.73.not9, i16 %t40, i16 %.71, !dbg !330
  %not..73.not9 = xor i1 %.73.not9, true, !dbg !330
  %t41.mux = select i1 %not..73.not9, i1 true, i1 %t41, !dbg !330
  br i1 %brmerge2, label %b23, label %b20, !dbg !330

b20:                                              ; preds = %b18
  %18 = insertelement <2 x i16> poison, i16 %t40, i64 0, !dbg !331
  %19 = insertelement <2 x i16> %18, i16 %.71, i64 1, !dbg !331
  %20 = zext <2 x i16> %19 to <2 x i32>, !dbg !331
  %21 = shl nuw <2 x i32> %20, <i32 16, i32 16>, !dbg !331
  %22 = bitcast <2 x i32> %21 to <2 x float>, !dbg !331
  %shift18 = shufflevector <2 x float> %22, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !331
  %23 = fmul <2 x float> %shift18, %22, !dbg !331
  %bc30 = bitcast <2 x float> %23 to <2 x i32>, !dbg !331
  %.81 = extractelement <2 x i32> %bc30, i64 0, !dbg !331
  %.82 = and i32 %.81, 2147483647, !dbg !331
  %.83 = icmp ugt i32 %.82, 2139095040, !dbg !331
  %.84 = lshr i32 %.81, 16, !dbg !331
  %.85 = and i32 %.84, 1, !dbg !331
  %.86 = add i32 %.81, 32767, !dbg !331
  %.87 = add i32 %.86, %.85, !dbg !331
  %.88 = lshr i32 %.87, 16, !dbg !331
  %.90 = or i32 %.84, 64, !dbg !331
  %.91 = select i1 %.83, i32 %.90, i32 %.88, !dbg !331
  %.92 = trunc i32 %.91 to i16, !dbg !331
  br label %b23, !dbg !330

b23:                                              ; preds = %b18, %b20, %b17
  %t52 = phi i16 [ %t40, %b17 ], [ %t40.mux, %b18 ], [ %.92, %b20 ]
  %t53 = phi i1 [ %t41, %b17 ], [ %t41.mux, %b18 ], [ true, %b20 ]
  br i1 %t42, label %b24, label %b45, !dbg !330

b24:                                              ; preds = %b23
  %.94 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !330
  %.95 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.94), !dbg !330
  %.96 = zext i32 %.95 to i64, !dbg !330
  %.97 = add nuw nsw i64 %.96, 16, !dbg !330
  %.98 = icmp ult i32 %.95, 48, !dbg !330
  %.99 = tail call i64 @llvm.read_register.i64(metadata !236) #12, !dbg !330
  %.100 = and i64 %.97, 63, !dbg !330
  %24 = shl nuw i64 1, %.100, !dbg !330
  %25 = and i64 %24, %.99, !dbg !330
  %.102 = icmp ne i64 %25, 0, !dbg !330
  %.103 = and i1 %.98, %.102, !dbg !330
  %.104 = trunc i64 %.97 to i32, !dbg !330
  %.105 = shl i32 %.104, 2, !dbg !330
  %.106 = zext i16 %t52 to i32, !dbg !330
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !330
  %.108 = trunc i32 %.107 to i16, !dbg !330
  %t54 = select i1 %.103, i16 %.108, i16 %t52, !dbg !330
  %.122 = zext i1 %t53 to i32, !dbg !330
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.122), !dbg !330
  %26 = and i32 %.123, 1, !dbg !330
  %.124 = icmp ne i32 %26, 0, !dbg !330
  %t55 = select i1 %.103, i1 %.124, i1 %t53, !dbg !330
  %t56 = icmp slt i32 %.2, 16, !dbg !330
  %t57 = and i1 %t56, %t55, !dbg !330
  %27 = select i1 %t57, i1 %t53, i1 false, !dbg !330
  %t52.mux = select i1 %t57, i16 %t54, i16 %t52, !dbg !330
  %t53.mux = select i1 %t57, i1 true, i1 %t53, !dbg !330
  br i1 %27, label %b26, label %b28, !dbg !330

b26:                                              ; preds = %b24
  %.128 = zext i16 %t54 to i32, !dbg !331
  %28 = insertelement <2 x i32> poison, i32 %.106, i64 0, !dbg !331
  %29 = insertelement <2 x i32> %28, i32 %.128, i64 1, !dbg !331
  %30 = shl nuw <2 x i32> %29, <i32 16, i32 16>, !dbg !331
  %31 = bitcast <2 x i32> %30 to <2 x float>, !dbg !331
  %shift19 = shufflevector <2 x float> %31, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !331
  %32 = fmul <2 x float> %shift19, %31, !dbg !331
  %bc29 = bitcast <2 x float> %32 to <2 x i32>, !dbg !331
  %.132 = extractelement <2 x i32> %bc29, i64 0, !dbg !331
  %.133 = and i32 %.132, 2147483647, !dbg !331
  %.134 = icmp ugt i32 %.133, 2139095040, !dbg !331
  %.135 = lshr i32 %.132, 16, !dbg !331
  %.136 = and i32 %.135, 1, !dbg !331
  %.137 = add i32 %.132, 32767, !dbg !331
  %.138 = add i32 %.137, %.136, !dbg !331
  %.139 = lshr i32 %.138, 16, !dbg !331
  %.141 = or i32 %.135, 64, !dbg !331
  %.142 = select i1 %.134, i32 %.141, i32 %.139, !dbg !331
  %.143 = trunc i32 %.142 to i16, !dbg !331
  br label %b28, !dbg !330

b28:                                              ; preds = %b24, %b26
  %t60 = phi i16 [ %t52.mux, %b24 ], [ %.143, %b26 ]
  %t61 = phi i1 [ %t53.mux, %b24 ], [ true, %b26 ]
  %.148 = add nuw nsw i64 %.96, 8, !dbg !330
  %.149 = icmp ult i32 %.95, 56, !dbg !330
  %.151 = and i64 %.148, 63, !dbg !330
  %33 = shl nuw i64 1, %.151, !dbg !330
  %34 = and i64 %33, %.99, !dbg !330
  %.153 = icmp ne i64 %34, 0, !dbg !330
  %.154 = and i1 %.149, %.153, !dbg !330
  %.155 = trunc i64 %.148 to i32, !dbg !330
  %.156 = shl i32 %.155, 2, !dbg !330
  %.157 = zext i16 %t60 to i32, !dbg !330
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.157), !dbg !330
  %.159 = trunc i32 %.158 to i16, !dbg !330
  %t62 = select i1 %.154, i16 %.159, i16 %t60, !dbg !330
  %.173 = zext i1 %t61 to i32, !dbg !330
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.173), !dbg !330
  %35 = and i32 %.174, 1, !dbg !330
  %.175 = icmp ne i32 %35, 0, !dbg !330
  %t63 = select i1 %.154, i1 %.175, i1 %t61, !dbg !330
  %t64 = icmp slt i32 %.2, 24, !dbg !330
  %t65 = and i1 %t64, %t63, !dbg !330
  %36 = select i1 %t65, i1 %t61, i1 false, !dbg !330
  %t60.mux = select i1 %t65, i16 %t62, i16 %t60, !dbg !330
  %t61.mux = select i1 %t65, i1 true, i1 %t61, !dbg !330
  br i1 %36, label %b30, label %b32, !dbg !330

b30:                                              ; preds = %b28
  %.179 = zext i16 %t62 to i32, !dbg !331
  %37 = insertelement <2 x i32> poison, i32 %.157, i64 0, !dbg !331
  %38 = insertelement <2 x i32> %37, i32 %.179, i64 1, !dbg !331
  %39 = shl nuw <2 x i32> %38, <i32 16, i32 16>, !dbg !331
  %40 = bitcast <2 x i32> %39 to <2 x float>, !dbg !331
  %shift20 = shufflevector <2 x float> %40, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !331
  %41 = fmul <2 x float> %shift20, %40, !dbg !331
  %bc28 = bitcast <2 x float> %41 to <2 x i32>, !dbg !331
  %.183 = extractelement <2 x i32> %bc28, i64 0, !dbg !331
  %.184 = and i32 %.183, 2147483647, !dbg !331
  %.185 = icmp ugt i32 %.184, 2139095040, !dbg !331
  %.186 = lshr i32 %.183, 16, !dbg !331
  %.187 = and i32 %.186, 1, !dbg !331
  %.188 = add i32 %.183, 32767, !dbg !331
  %.189 = add i32 %.188, %.187, !dbg !331
  %.190 = lshr i32 %.189, 16, !dbg !331
  %.192 = or i32 %.186, 64, !dbg !331
  %.193 = select i1 %.185, i32 %.192, i32 %.190, !dbg !331
  %.194 = trunc i32 %.193 to i16, !dbg !331
  br label %b32, !dbg !330

b32:                                              ; preds = %b28, %b30
  %t68 = phi i16 [ %t60.mux, %b28 ], [ %.194, %b30 ]
  %t69 = phi i1 [ %t61.mux, %b28 ], [ true, %b30 ]
  %.199 = add nuw nsw i64 %.96, 4, !dbg !330
  %.200 = icmp ult i32 %.95, 60, !dbg !330
  %.202 = and i64 %.199, 63, !dbg !330
  %42 = shl nuw i64 1, %.202, !dbg !330
  %43 = and i64 %42, %.99, !dbg !330
  %.204 = icmp ne i64 %43, 0, !dbg !330
  %.205 = and i1 %.200, %.204, !dbg !330
  %.206 = trunc i64 %.199 to i32, !dbg !330
  %.207 = shl i32 %.206, 2, !dbg !330
  %.208 = zext i16 %t68 to i32, !dbg !330
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !330
  %.210 = trunc i32 %.209 to i16, !dbg !330
  %t70 = select i1 %.205, i16 %.210, i16 %t68, !dbg !330
  %.224 = zext i1 %t69 to i32, !dbg !330
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !330
  %44 = and i32 %.225, 1, !dbg !330
  %.226 = icmp ne i32 %44, 0, !dbg !330
  %t71 = select i1 %.205, i1 %.226, i1 %t69, !dbg !330
  %t72 = icmp slt i32 %.2, 28, !dbg !330
  %t73 = and i1 %t72, %t71, !dbg !330
  %45 = select i1 %t73, i1 %t69, i1 false, !dbg !330
  %t68.mux = select i1 %t73, i16 %t70, i16 %t68, !dbg !330
  %t69.mux = select i1 %t73, i1 true, i1 %t69, !dbg !330
  br i1 %45, label %b34, label %b36, !dbg !330

b34:                                              ; preds = %b32
  %.230 = zext i16 %t70 to i32, !dbg !331
  %46 = insertelement <2 x i32> poison, i32 %.208, i64 0, !dbg !331
  %47 = insertelement <2 x i32> %46, i32 %.230, i64 1, !dbg !331
  %48 = shl nuw <2 x i32> %47, <i32 16, i32 16>, !dbg !331
  %49 = bitcast <2 x i32> %48 to <2 x float>, !dbg !331
  %shift21 = shufflevector <2 x float> %49, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !331
  %50 = fmul <2 x float> %shift21, %49, !dbg !331
  %bc27 = bitcast <2 x float> %50 to <2 x i32>, !dbg !331
  %.234 = extractelement <2 x i32> %bc27, i64 0, !dbg !331
  %.235 = and i32 %.234, 2147483647, !dbg !331
  %.236 = icmp ugt i32 %.235, 2139095040, !dbg !331
  %.237 = lshr i32 %.234, 16, !dbg !331
  %.238 = and i32 %.237, 1, !dbg !331
  %.239 = add i32 %.234, 32767, !dbg !331
  %.240 = add i32 %.239, %.238, !dbg !331
  %.241 = lshr i32 %.240, 16, !dbg !331
  %.243 = or i32 %.237, 64, !dbg !331
  %.244 = select i1 %.236, i32 %.243, i32 %.241, !dbg !331
  %.245 = trunc i32 %.244 to i16, !dbg !331
  br label %b36, !dbg !330

b36:                                              ; preds = %b32, %b34
  %t76 = phi i16 [ %t68.mux, %b32 ], [ %.245, %b34 ]
  %t77 = phi i1 [ %t69.mux, %b32 ], [ true, %b34 ]
  %.250 = add nuw nsw i64 %.96, 2, !dbg !330
  %.251 = icmp ult i32 %.95, 62, !dbg !330
  %.253 = and i64 %.250, 63, !dbg !330
  %51 = shl nuw i64 1, %.253, !dbg !330
  %52 = and i64 %51, %.99, !dbg !330
  %.255 = icmp ne i64 %52, 0, !dbg !330
  %.256 = and i1 %.251, %.255, !dbg !330
  %.257 = trunc i64 %.250 to i32, !dbg !330
  %.258 = shl i32 %.257, 2, !dbg !330
  %.259 = zext i16 %t76 to i32, !dbg !330
  %.260 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.259), !dbg !330
  %.261 = trunc i32 %.260 to i16, !dbg !330
  %t78 = select i1 %.256, i16 %.261, i16 %t76, !dbg !330
  %.275 = zext i1 %t77 to i32, !dbg !330
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.275), !dbg !330
  %53 = and i32 %.276, 1, !dbg !330
  %.277 = icmp ne i32 %53, 0, !dbg !330
  %t79 = select i1 %.256, i1 %.277, i1 %t77, !dbg !330
  %t80 = icmp slt i32 %.2, 30, !dbg !330
  %t81 = and i1 %t80, %t79, !dbg !330
  %54 = select i1 %t81, i1 %t77, i1 false, !dbg !330
  %t76.mux = select i1 %t81, i16 %t78, i16 %t76, !dbg !330
  %t77.mux = select i1 %t81, i1 true, i1 %t77, !dbg !330
  br i1 %54, label %b38, label %b40, !dbg !330

b38:                                              ; preds = %b36
  %.281 = zext i16 %t78 to i32, !dbg !331
  %55 = insertelement <2 x i32> poison, i32 %.259, i64 0, !dbg !331
  %56 = insertelement <2 x i32> %55, i32 %.281, i64 1, !dbg !331
  %57 = shl nuw <2 x i32> %56, <i32 16, i32 16>, !dbg !331
  %58 = bitcast <2 x i32> %57 to <2 x float>, !dbg !331
  %shift22 = shufflevector <2 x float> %58, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !331
  %59 = fmul <2 x float> %shift22, %58, !dbg !331
  %bc26 = bitcast <2 x float> %59 to <2 x i32>, !dbg !331
  %.285 = extractelement <2 x i32> %bc26, i64 0, !dbg !331
  %.286 = and i32 %.285, 2147483647, !dbg !331
  %.287 = icmp ugt i32 %.286, 2139095040, !dbg !331
  %.288 = lshr i32 %.285, 16, !dbg !331
  %.289 = and i32 %.288, 1, !dbg !331
  %.290 = add i32 %.285, 32767, !dbg !331
  %.291 = add i32 %.290, %.289, !dbg !331
  %.292 = lshr i32 %.291, 16, !dbg !331
  %.294 = or i32 %.288, 64, !dbg !331
  %.295 = select i1 %.287, i32 %.294, i32 %.292, !dbg !331
  %.296 = trunc i32 %.295 to i16, !dbg !331
  br label %b40, !dbg !330

b40:                                              ; preds = %b36, %b38
  %t84 = phi i16 [ %t76.mux, %b36 ], [ %.296, %b38 ]
  %t85 = phi i1 [ %t77.mux, %b36 ], [ true, %b38 ]
  %.301 = add nuw nsw i64 %.96, 1, !dbg !330
  %.302 = icmp ult i32 %.95, 63, !dbg !330
  %.304 = and i64 %.301, 63, !dbg !330
  %60 = shl nuw i64 1, %.304, !dbg !330
  %61 = and i64 %60, %.99, !dbg !330
  %.306 = icmp ne i64 %61, 0, !dbg !330
  %.307 = and i1 %.302, %.306, !dbg !330
  %.308 = trunc i64 %.301 to i32, !dbg !330
  %.309 = shl i32 %.308, 2, !dbg !330
  %.310 = zext i16 %t84 to i32, !dbg !330
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.310), !dbg !330
  %.312 = trunc i32 %.311 to i16, !dbg !330
  %t86 = select i1 %.307, i16 %.312, i16 %t84, !dbg !330
  %.326 = zext i1 %t85 to i32, !dbg !330
  %.327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.326), !dbg !330
  %62 = and i32 %.327, 1, !dbg !330
  %.328 = icmp ne i32 %62, 0, !dbg !330
  %t87 = select i1 %.307, i1 %.328, i1 %t85, !dbg !330
  %t88 = icmp slt i32 %.2, 31, !dbg !330
  %t89 = and i1 %t88, %t87, !dbg !330
  %63 = select i1 %t89, i1 %t85, i1 false, !dbg !330
  %t84.mux = select i1 %t89, i16 %t86, i16 %t84, !dbg !330
  %t85.mux = select i1 %t89, i1 true, i1 %t85, !dbg !330
  br i1 %63, label %b42, label %b45, !dbg !330

b42:                                              ; preds = %b40
  %.332 = zext i16 %t86 to i32, !dbg !331
  %64 = insertelement <2 x i32> poison, i32 %.310, i64 0, !dbg !331
  %65 = insertelement <2 x i32> %64, i32 %.332, i64 1, !dbg !331
  %66 = shl nuw <2 x i32> %65, <i32 16, i32 16>, !dbg !331
  %67 = bitcast <2 x i32> %66 to <2 x float>, !dbg !331
  %shift23 = shufflevector <2 x float> %67, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !331
  %68 = fmul <2 x float> %shift23, %67, !dbg !331
  %bc25 = bitcast <2 x float> %68 to <2 x i32>, !dbg !331
  %.336 = extractelement <2 x i32> %bc25, i64 0, !dbg !331
  %.337 = and i32 %.336, 2147483647, !dbg !331
  %.338 = icmp ugt i32 %.337, 2139095040, !dbg !331
  %.339 = lshr i32 %.336, 16, !dbg !331
  %.340 = and i32 %.339, 1, !dbg !331
  %.341 = add i32 %.336, 32767, !dbg !331
  %.342 = add i32 %.341, %.340, !dbg !331
  %.343 = lshr i32 %.342, 16, !dbg !331
  %.345 = or i32 %.339, 64, !dbg !331
  %.346 = select i1 %.338, i32 %.345, i32 %.343, !dbg !331
  %.347 = trunc i32 %.346 to i16, !dbg !331
  br label %b45, !dbg !330

b45:                                              ; preds = %b40, %b42, %b23
  %t94 = phi i16 [ %t52, %b23 ], [ %t84.mux, %b40 ], [ %.347, %b42 ]
  %t95 = phi i1 [ %t53, %b23 ], [ %t85.mux, %b40 ], [ true, %b42 ]
  %t96 = icmp eq i32 %.2, 0, !dbg !330
  br i1 %t96, label %b46, label %b52, !dbg !330

b46:                                              ; preds = %b45
  %69 = select i1 %t95, i1 %.1, i1 false, !dbg !330
  %a3.mux = select i1 %t95, i16 %t94, i16 %a3, !dbg !330
  %.1.mux = select i1 %t95, i1 true, i1 %.1, !dbg !330
  br i1 %69, label %b48, label %b50, !dbg !330

b48:                                              ; preds = %b46
  %70 = insertelement <2 x i16> poison, i16 %a3, i64 0, !dbg !331
  %71 = insertelement <2 x i16> %70, i16 %t94, i64 1, !dbg !331
  %72 = zext <2 x i16> %71 to <2 x i32>, !dbg !331
  %73 = shl nuw <2 x i32> %72, <i32 16, i32 16>, !dbg !331
  %74 = bitcast <2 x i32> %73 to <2 x float>, !dbg !331
  %shift24 = shufflevector <2 x float> %74, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !331
  %75 = fmul <2 x float> %shift24, %74, !dbg !331
  %bc = bitcast <2 x float> %75 to <2 x i32>, !dbg !331
  %.355 = extractelement <2 x i32> %bc, i64 0, !dbg !331
  %.356 = and i32 %.355, 2147483647, !dbg !331
  %.357 = icmp ugt i32 %.356, 2139095040, !dbg !331
  %.358 = lshr i32 %.355, 16, !dbg !331
  %.359 = and i32 %.358, 1, !dbg !331
  %.360 = add i32 %.355, 32767, !dbg !331
  %.361 = add i32 %.360, %.359, !dbg !331
  %.362 = lshr i32 %.361, 16, !dbg !331
  %.364 = or i32 %.358, 64, !dbg !331
  %.365 = select i1 %.357, i32 %.364, i32 %.362, !dbg !331
  %.366 = trunc i32 %.365 to i16, !dbg !331
  br label %b50, !dbg !330

b50:                                              ; preds = %b46, %b48
  %t99 = phi i16 [ %a3.mux, %b46 ], [ %.366, %b48 ]
  %t100 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t100, label %b51, label %b52, !dbg !330

b51:                                              ; preds = %b50
  store i16 %t99, ptr addrspace(1) %a2, align 2, !dbg !330
  br label %b52, !dbg !330

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !330
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
!40 = !DILocation(line: 62, column: 21, scope: !33)
!41 = !DILocation(line: 64, column: 23, scope: !33)
!42 = !DILocation(line: 64, column: 35, scope: !33)
!43 = !DILocation(line: 64, column: 55, scope: !33)
!44 = !DILocation(line: 64, column: 31, scope: !33)
!45 = !DILocation(line: 65, column: 31, scope: !33)
!46 = !DILocation(line: 65, column: 27, scope: !33)
!47 = !DILocation(line: 65, column: 37, scope: !33)
!48 = !DILocation(line: 65, column: 47, scope: !33)
!49 = !DILocation(line: 65, column: 6, scope: !33)
!50 = !DILocation(line: 65, column: 13, scope: !33)
!51 = !DILocation(line: 65, column: 20, scope: !33)
!52 = !DILocation(line: 64, column: 40, scope: !33)
!53 = !DILocation(line: 67, column: 16, scope: !33)
!54 = !DILocation(line: 110, column: 7, scope: !33)
!55 = !DILocation(line: 110, column: 13, scope: !33)
!56 = !DILocation(line: 0, scope: !33)
!57 = !DILocation(line: 111, column: 21, scope: !33)
!58 = !DILocation(line: 111, column: 4, scope: !33)
!59 = !DILocation(line: 113, column: 20, scope: !33)
!60 = !DILocation(line: 115, column: 6, scope: !33)
!61 = !DILocation(line: 115, column: 12, scope: !33)
!62 = !DILocation(line: 116, column: 20, scope: !33)
!63 = !DILocation(line: 116, column: 3, scope: !33)
!64 = !DILocation(line: 118, column: 19, scope: !33)
!65 = !DILocation(line: 123, column: 14, scope: !33)
!66 = !DILocation(line: 124, column: 13, scope: !33)
!67 = !DILocation(line: 125, column: 21, scope: !33)
!68 = !DILocation(line: 127, column: 20, scope: !33)
!69 = !DILocation(line: 127, column: 3, scope: !33)
!70 = !DILocation(line: 130, column: 20, scope: !33)
!71 = !DILocation(line: 129, column: 12, scope: !33)
!72 = !DILocation(line: 132, column: 19, scope: !33)
!73 = !DILocation(line: 132, column: 2, scope: !33)
!74 = !DILocation(line: 72, column: 6, scope: !33)
!75 = !DILocation(line: 72, column: 11, scope: !33)
!76 = !DILocation(line: 137, column: 14, scope: !33)
!77 = !DILocation(line: 138, column: 13, scope: !33)
!78 = !DILocation(line: 139, column: 21, scope: !33)
!79 = !DILocation(line: 139, column: 4, scope: !33)
!80 = !DILocation(line: 141, column: 20, scope: !33)
!81 = !DILocation(line: 141, column: 3, scope: !33)
!82 = !DILocation(line: 144, column: 20, scope: !33)
!83 = !DILocation(line: 143, column: 12, scope: !33)
!84 = !DILocation(line: 144, column: 3, scope: !33)
!85 = !DILocation(line: 146, column: 19, scope: !33)
!86 = !DILocation(line: 146, column: 2, scope: !33)
!87 = !DILocation(line: 75, column: 6, scope: !33)
!88 = !DILocation(line: 75, column: 13, scope: !33)
!89 = !DILocation(line: 77, column: 42, scope: !33)
!90 = !DILocation(line: 77, column: 29, scope: !33)
!91 = !DILocation(line: 77, column: 16, scope: !33)
!92 = !DILocation(line: 80, column: 30, scope: !33)
!93 = !DILocation(line: 80, column: 24, scope: !33)
!94 = !DILocation(line: 80, column: 16, scope: !33)
!95 = !DILocation(line: 83, column: 15, scope: !33)
!96 = !DILocation(line: 92, column: 12, scope: !33)
!97 = !DILocation(line: 93, column: 14, scope: !33)
!98 = !DILocation(line: 97, column: 15, scope: !33)
!99 = !DILocation(line: 99, column: 22, scope: !33)
!100 = !DILocation(line: 99, column: 34, scope: !33)
!101 = !DILocation(line: 99, column: 54, scope: !33)
!102 = !DILocation(line: 99, column: 30, scope: !33)
!103 = !DILocation(line: 100, column: 7, scope: !33)
!104 = !DILocation(line: 100, column: 11, scope: !33)
!105 = !DILocation(line: 101, column: 9, scope: !33)
!106 = !DILocation(line: 101, column: 5, scope: !33)
!107 = !DILocation(line: 101, column: 17, scope: !33)
!108 = !DILocation(line: 99, column: 39, scope: !33)
!109 = !DILocation(line: 95, column: 14, scope: !33)
!110 = !DILocation(line: 86, column: 15, scope: !33)
!111 = !DILocation(line: 85, column: 13, scope: !33)
!112 = !DILocation(line: 88, column: 15, scope: !33)
!113 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d", scope: !34, file: !34, line: 54, type: !5, scopeLine: 54, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!114 = !DILocation(line: 55, column: 19, scope: !113)
!115 = !DILocation(line: 56, column: 12, scope: !113)
!116 = !DILocation(line: 57, column: 13, scope: !113)
!117 = !DILocation(line: 57, column: 18, scope: !113)
!118 = !DILocation(line: 62, column: 13, scope: !113)
!119 = !DILocation(line: 62, column: 21, scope: !113)
!120 = !DILocation(line: 64, column: 23, scope: !113)
!121 = !DILocation(line: 64, column: 35, scope: !113)
!122 = !DILocation(line: 64, column: 55, scope: !113)
!123 = !DILocation(line: 64, column: 31, scope: !113)
!124 = !DILocation(line: 65, column: 31, scope: !113)
!125 = !DILocation(line: 65, column: 27, scope: !113)
!126 = !DILocation(line: 65, column: 37, scope: !113)
!127 = !DILocation(line: 65, column: 47, scope: !113)
!128 = !DILocation(line: 65, column: 6, scope: !113)
!129 = !DILocation(line: 65, column: 13, scope: !113)
!130 = !DILocation(line: 65, column: 20, scope: !113)
!131 = !DILocation(line: 64, column: 40, scope: !113)
!132 = !DILocation(line: 67, column: 16, scope: !113)
!133 = !DILocation(line: 110, column: 7, scope: !113)
!134 = !DILocation(line: 110, column: 13, scope: !113)
!135 = !DILocation(line: 0, scope: !113)
!136 = !DILocation(line: 111, column: 21, scope: !113)
!137 = !DILocation(line: 111, column: 4, scope: !113)
!138 = !DILocation(line: 113, column: 20, scope: !113)
!139 = !DILocation(line: 115, column: 6, scope: !113)
!140 = !DILocation(line: 115, column: 12, scope: !113)
!141 = !DILocation(line: 116, column: 20, scope: !113)
!142 = !DILocation(line: 116, column: 3, scope: !113)
!143 = !DILocation(line: 118, column: 19, scope: !113)
!144 = !DILocation(line: 123, column: 14, scope: !113)
!145 = !DILocation(line: 124, column: 13, scope: !113)
!146 = !DILocation(line: 125, column: 21, scope: !113)
!147 = !DILocation(line: 127, column: 20, scope: !113)
!148 = !DILocation(line: 127, column: 3, scope: !113)
!149 = !DILocation(line: 130, column: 20, scope: !113)
!150 = !DILocation(line: 129, column: 12, scope: !113)
!151 = !DILocation(line: 132, column: 19, scope: !113)
!152 = !DILocation(line: 132, column: 2, scope: !113)
!153 = !DILocation(line: 72, column: 6, scope: !113)
!154 = !DILocation(line: 72, column: 11, scope: !113)
!155 = !DILocation(line: 137, column: 14, scope: !113)
!156 = !DILocation(line: 138, column: 13, scope: !113)
!157 = !DILocation(line: 139, column: 21, scope: !113)
!158 = !DILocation(line: 139, column: 4, scope: !113)
!159 = !DILocation(line: 141, column: 20, scope: !113)
!160 = !DILocation(line: 141, column: 3, scope: !113)
!161 = !DILocation(line: 144, column: 20, scope: !113)
!162 = !DILocation(line: 143, column: 12, scope: !113)
!163 = !DILocation(line: 144, column: 3, scope: !113)
!164 = !DILocation(line: 146, column: 19, scope: !113)
!165 = !DILocation(line: 146, column: 2, scope: !113)
!166 = !DILocation(line: 75, column: 6, scope: !113)
!167 = !DILocation(line: 75, column: 13, scope: !113)
!168 = !DILocation(line: 77, column: 29, scope: !113)
!169 = !DILocation(line: 77, column: 16, scope: !113)
!170 = !DILocation(line: 80, column: 30, scope: !113)
!171 = !DILocation(line: 80, column: 24, scope: !113)
!172 = !DILocation(line: 80, column: 16, scope: !113)
!173 = !DILocation(line: 83, column: 15, scope: !113)
!174 = !DILocation(line: 92, column: 12, scope: !113)
!175 = !DILocation(line: 93, column: 14, scope: !113)
!176 = !DILocation(line: 97, column: 15, scope: !113)
!177 = !DILocation(line: 99, column: 22, scope: !113)
!178 = !DILocation(line: 99, column: 34, scope: !113)
!179 = !DILocation(line: 99, column: 54, scope: !113)
!180 = !DILocation(line: 99, column: 30, scope: !113)
!181 = !DILocation(line: 100, column: 7, scope: !113)
!182 = !DILocation(line: 100, column: 11, scope: !113)
!183 = !DILocation(line: 101, column: 9, scope: !113)
!184 = !DILocation(line: 101, column: 5, scope: !113)
!185 = !DILocation(line: 101, column: 17, scope: !113)
!186 = !DILocation(line: 99, column: 39, scope: !113)
!187 = !DILocation(line: 95, column: 14, scope: !113)
!188 = !DILocation(line: 86, column: 15, scope: !113)
!189 = !DILocation(line: 85, column: 13, scope: !113)
!190 = !DILocation(line: 88, column: 15, scope: !113)
!191 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore", scope: !34, file: !34, line: 155, type: !5, scopeLine: 155, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!192 = !DILocation(line: 156, column: 19, scope: !191)
!193 = !DILocation(line: 157, column: 12, scope: !191)
!194 = !DILocation(line: 158, column: 13, scope: !191)
!195 = !DILocation(line: 158, column: 18, scope: !191)
!196 = !DILocation(line: 161, column: 6, scope: !191)
!197 = !DILocation(line: 161, column: 14, scope: !191)
!198 = !DILocation(line: 0, scope: !191)
!199 = !DILocation(line: 163, column: 15, scope: !191)
!200 = !DILocation(line: 162, column: 13, scope: !191)
!201 = !DILocation(line: 165, column: 15, scope: !191)
!202 = !DILocation(line: 169, column: 12, scope: !191)
!203 = !DILocation(line: 170, column: 14, scope: !191)
!204 = !DILocation(line: 174, column: 15, scope: !191)
!205 = !DILocation(line: 175, column: 22, scope: !191)
!206 = !DILocation(line: 175, column: 34, scope: !191)
!207 = !DILocation(line: 175, column: 54, scope: !191)
!208 = !DILocation(line: 175, column: 30, scope: !191)
!209 = !DILocation(line: 176, column: 7, scope: !191)
!210 = !DILocation(line: 176, column: 11, scope: !191)
!211 = !DILocation(line: 177, column: 9, scope: !191)
!212 = !DILocation(line: 177, column: 5, scope: !191)
!213 = !DILocation(line: 177, column: 17, scope: !191)
!214 = !DILocation(line: 175, column: 39, scope: !191)
!215 = !DILocation(line: 172, column: 14, scope: !191)
!216 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreGlobal", scope: !34, file: !34, line: 188, type: !5, scopeLine: 188, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!217 = !DILocation(line: 189, column: 13, scope: !216)
!218 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared", scope: !34, file: !34, line: 195, type: !5, scopeLine: 195, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!219 = !DILocation(line: 197, column: 13, scope: !218)
!220 = !DILocation(line: 198, column: 15, scope: !218)
!221 = !DILocation(line: 199, column: 22, scope: !218)
!222 = !DILocation(line: 199, column: 52, scope: !218)
!223 = !DILocation(line: 199, column: 30, scope: !218)
!224 = !DILocation(line: 200, column: 12, scope: !218)
!225 = !DILocation(line: 200, column: 4, scope: !218)
!226 = !DILocation(line: 199, column: 37, scope: !218)
!227 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fcontig", scope: !1, file: !1, line: 42, type: !5, scopeLine: 42, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!228 = !DILocation(line: 42, column: 6, scope: !227)
!229 = !DILocation(line: 42, column: 66, scope: !227)
!230 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstrided", scope: !1, file: !1, line: 42, type: !5, scopeLine: 42, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!231 = !DILocation(line: 42, column: 6, scope: !230)
!232 = !DILocation(line: 42, column: 66, scope: !230)
!233 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1", scope: !1, file: !1, line: 42, type: !5, scopeLine: 42, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!234 = !DILocation(line: 42, column: 6, scope: !233)
!235 = !DILocation(line: 42, column: 66, scope: !233)
!236 = !{!"exec"}
!237 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2", scope: !1, file: !1, line: 42, type: !5, scopeLine: 42, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!238 = !DILocation(line: 42, column: 6, scope: !237)
!239 = !DILocation(line: 42, column: 66, scope: !237)
!240 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fcontig", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!241 = !DILocation(line: 45, column: 6, scope: !240)
!242 = !DILocation(line: 45, column: 66, scope: !240)
!243 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstrided", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!244 = !DILocation(line: 45, column: 6, scope: !243)
!245 = !DILocation(line: 45, column: 66, scope: !243)
!246 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!247 = !DILocation(line: 45, column: 6, scope: !246)
!248 = !DILocation(line: 45, column: 66, scope: !246)
!249 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!250 = !DILocation(line: 45, column: 6, scope: !249)
!251 = !DILocation(line: 45, column: 66, scope: !249)
!252 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fcontig", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!253 = !DILocation(line: 48, column: 6, scope: !252)
!254 = !DILocation(line: 48, column: 66, scope: !252)
!255 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstrided", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!256 = !DILocation(line: 48, column: 6, scope: !255)
!257 = !DILocation(line: 48, column: 66, scope: !255)
!258 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!259 = !DILocation(line: 48, column: 6, scope: !258)
!260 = !DILocation(line: 48, column: 66, scope: !258)
!261 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!262 = !DILocation(line: 48, column: 6, scope: !261)
!263 = !DILocation(line: 48, column: 66, scope: !261)
!264 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fcontig", scope: !1, file: !1, line: 51, type: !5, scopeLine: 51, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!265 = !DILocation(line: 51, column: 6, scope: !264)
!266 = !DILocation(line: 51, column: 66, scope: !264)
!267 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstrided", scope: !1, file: !1, line: 51, type: !5, scopeLine: 51, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!268 = !DILocation(line: 51, column: 6, scope: !267)
!269 = !DILocation(line: 51, column: 66, scope: !267)
!270 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1", scope: !1, file: !1, line: 51, type: !5, scopeLine: 51, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!271 = !DILocation(line: 51, column: 6, scope: !270)
!272 = !DILocation(line: 51, column: 66, scope: !270)
!273 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2", scope: !1, file: !1, line: 51, type: !5, scopeLine: 51, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!274 = !DILocation(line: 51, column: 6, scope: !273)
!275 = !DILocation(line: 51, column: 66, scope: !273)
!276 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Square_5f_5fcontig", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!277 = !DILocation(line: 56, column: 6, scope: !276)
!278 = !DILocation(line: 56, column: 66, scope: !276)
!279 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Square_5f_5fstrided", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!280 = !DILocation(line: 56, column: 6, scope: !279)
!281 = !DILocation(line: 56, column: 66, scope: !279)
!282 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Eq_5f_5fcontig", scope: !1, file: !1, line: 61, type: !5, scopeLine: 61, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!283 = !DILocation(line: 61, column: 6, scope: !282)
!284 = !DILocation(line: 61, column: 55, scope: !282)
!285 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Eq_5f_5fstrided", scope: !1, file: !1, line: 61, type: !5, scopeLine: 61, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!286 = !DILocation(line: 61, column: 6, scope: !285)
!287 = !DILocation(line: 61, column: 55, scope: !285)
!288 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Lt_5f_5fcontig", scope: !1, file: !1, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!289 = !DILocation(line: 64, column: 6, scope: !288)
!290 = !DILocation(line: 64, column: 55, scope: !288)
!291 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Lt_5f_5fstrided", scope: !1, file: !1, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!292 = !DILocation(line: 64, column: 6, scope: !291)
!293 = !DILocation(line: 64, column: 55, scope: !291)
!294 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Le_5f_5fcontig", scope: !1, file: !1, line: 67, type: !5, scopeLine: 67, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!295 = !DILocation(line: 67, column: 6, scope: !294)
!296 = !DILocation(line: 67, column: 55, scope: !294)
!297 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Le_5f_5fstrided", scope: !1, file: !1, line: 67, type: !5, scopeLine: 67, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!298 = !DILocation(line: 67, column: 6, scope: !297)
!299 = !DILocation(line: 67, column: 55, scope: !297)
!300 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16ToFloat32_5f_5fcontig", scope: !1, file: !1, line: 73, type: !5, scopeLine: 73, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!301 = !DILocation(line: 73, column: 6, scope: !300)
!302 = !DILocation(line: 73, column: 63, scope: !300)
!303 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16ToFloat32_5f_5fstrided", scope: !1, file: !1, line: 73, type: !5, scopeLine: 73, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!304 = !DILocation(line: 73, column: 6, scope: !303)
!305 = !DILocation(line: 73, column: 63, scope: !303)
!306 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromFloat32_5f_5fcontig", scope: !1, file: !1, line: 76, type: !5, scopeLine: 76, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!307 = !DILocation(line: 76, column: 6, scope: !306)
!308 = !DILocation(line: 76, column: 71, scope: !306)
!309 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromFloat32_5f_5fstrided", scope: !1, file: !1, line: 76, type: !5, scopeLine: 76, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!310 = !DILocation(line: 76, column: 6, scope: !309)
!311 = !DILocation(line: 76, column: 71, scope: !309)
!312 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromInt32_5f_5fcontig", scope: !1, file: !1, line: 79, type: !5, scopeLine: 79, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!313 = !DILocation(line: 79, column: 6, scope: !312)
!314 = !DILocation(line: 79, column: 75, scope: !312)
!315 = !DILocation(line: 79, column: 67, scope: !312)
!316 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromInt32_5f_5fstrided", scope: !1, file: !1, line: 79, type: !5, scopeLine: 79, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!317 = !DILocation(line: 79, column: 6, scope: !316)
!318 = !DILocation(line: 79, column: 75, scope: !316)
!319 = !DILocation(line: 79, column: 67, scope: !316)
!320 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1", scope: !1, file: !1, line: 84, type: !5, scopeLine: 84, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!321 = !DILocation(line: 84, column: 6, scope: !320)
!322 = !DILocation(line: 84, column: 66, scope: !320)
!323 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2", scope: !1, file: !1, line: 84, type: !5, scopeLine: 84, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!324 = !DILocation(line: 84, column: 6, scope: !323)
!325 = !DILocation(line: 84, column: 66, scope: !323)
!326 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1", scope: !1, file: !1, line: 87, type: !5, scopeLine: 87, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!327 = !DILocation(line: 87, column: 6, scope: !326)
!328 = !DILocation(line: 87, column: 67, scope: !326)
!329 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2", scope: !1, file: !1, line: 87, type: !5, scopeLine: 87, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!330 = !DILocation(line: 87, column: 6, scope: !329)
!331 = !DILocation(line: 87, column: 67, scope: !329)

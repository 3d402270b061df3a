; kern module github.com/kernlab/kern/internal/testing/cudajl (wave32, gfx1100)
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eClockNanosleep(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, i32 %a3) local_unnamed_addr #2 !dbg !25 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !27
  %t1 = sext i32 %.4 to i64, !dbg !27
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !27
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4, !dbg !27
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !dbg !27, !invariant.load !6
  %t3 = zext i16 %.7 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !27
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !27
  %t6 = sext i32 %.9 to i64, !dbg !27
  %t7 = add nsw i64 %t4, %t6, !dbg !27
  %t9.not = icmp slt i64 %t7, %a1, !dbg !28
  br i1 %t9.not, label %b2, label %common.ret, !dbg !28

common.ret:                                       ; preds = %entry, %sleep.done.14
  ret void, !dbg !29

b2:                                               ; preds = %entry
  %.10 = tail call i64 @llvm.amdgcn.s.sendmsg.rtn.i64(i32 131), !dbg !30
  %.11 = zext i32 %a3 to i64, !dbg !31
  %.12 = tail call i64 @llvm.amdgcn.s.sendmsg.rtn.i64(i32 131), !dbg !31
  br label %sleep.13, !dbg !31

sleep.13:                                         ; preds = %sleep.13, %b2
  tail call void @llvm.amdgcn.s.sleep(i32 1), !dbg !31
  %.15 = tail call i64 @llvm.amdgcn.s.sendmsg.rtn.i64(i32 131), !dbg !31
  %.16 = sub i64 %.15, %.12, !dbg !31
  %.17 = mul i64 %.16, 10, !dbg !31
  %.18 = icmp ult i64 %.17, %.11, !dbg !31
  br i1 %.18, label %sleep.13, label %sleep.done.14, !dbg !31

sleep.done.14:                                    ; preds = %sleep.13
  %.19 = tail call i64 @llvm.amdgcn.s.sendmsg.rtn.i64(i32 131), !dbg !32
  %t12 = sub i64 %.19, %.10, !dbg !33
  %t14 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t7, !dbg !34
  store i64 %t12, ptr addrspace(1) %t14, align 8, !dbg !34
  br label %common.ret
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture readonly %a12, i64 %a13, i64 %a14, i64 %a15, i16 %a16, float %a17) local_unnamed_addr #2 !dbg !35 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !37
  %t1 = sext i32 %.16 to i64, !dbg !37
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t1, !dbg !38
  %.17 = load i32, ptr addrspace(1) %t3, align 4, !dbg !38, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 4, !dbg !39
  %t6 = mul i64 %t5, %a15, !dbg !40
  %t11 = and i32 %.17, 32, !dbg !41
  %t12.not = icmp eq i32 %t11, 0, !dbg !42
  br i1 %t12.not, label %b9, label %b1, !dbg !42

b1:                                               ; preds = %entry
  %.18 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !43
  %t17 = sext i32 %.18 to i64, !dbg !43
  %t18 = shl i64 %a15, 4, !dbg !44
  %.19 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !45
  %.20 = getelementptr inbounds i8, ptr addrspace(4) %.19, i64 4, !dbg !45
  %.21 = load i16, ptr addrspace(4) %.20, align 4, !dbg !45, !invariant.load !6
  %t20 = zext i16 %.21 to i64
  %t221 = icmp sgt i64 %t18, %t17, !dbg !46
  br i1 %t221, label %b3, label %b4, !dbg !46

b3:                                               ; preds = %b1, %b3
  %t212 = phi i64 [ %t33, %b3 ], [ %t17, %b1 ]
  %t23 = add i64 %t212, %t6, !dbg !47
  %t24 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t23, !dbg !48
  %.23 = load i16, ptr addrspace(1) %t24, align 2, !dbg !48, !amdgpu.noclobber !6
  %t26 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t23, !dbg !49
  %.24 = load i16, ptr addrspace(1) %t26, align 2, !dbg !49, !amdgpu.noclobber !6
  %t28 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t23, !dbg !50
  %.25 = load float, ptr addrspace(1) %t28, align 4, !dbg !50, !amdgpu.noclobber !6
  %0 = trunc i64 %t212 to i32, !dbg !51
  %t30 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %0, !dbg !51
  store i16 %.23, ptr addrspace(3) %t30, align 2, !dbg !51
  %t31 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %0, !dbg !52
  store i16 %.24, ptr addrspace(3) %t31, align 2, !dbg !52
  %t32 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %0, !dbg !53
  store float %.25, ptr addrspace(3) %t32, align 4, !dbg !53
  %t33 = add i64 %t212, %t20, !dbg !54
  %t22 = icmp slt i64 %t33, %t18, !dbg !46
  br i1 %t22, label %b3, label %b4, !dbg !46

b4:                                               ; preds = %b3, %b1
  fence syncscope("workgroup") release, !dbg !55
  tail call void @llvm.amdgcn.s.barrier(), !dbg !55
  fence syncscope("workgroup") acquire, !dbg !55
  %t36 = and i32 %.17, 1, !dbg !56
  %t37.not = icmp eq i32 %t36, 0, !dbg !57
  %.84 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !58
  %.87 = and i32 %.84, 15, !dbg !58
  br i1 %t37.not, label %b8, label %b7, !dbg !57

b7:                                               ; preds = %b4
  %.30 = zext i32 %.87 to i64, !dbg !59
  %1 = lshr i32 %.84, 1, !dbg !59
  %2 = and i32 %1, 2147483640, !dbg !59
  %.31 = zext i32 %2 to i64, !dbg !59
  %.32 = mul i64 %.31, %a15, !dbg !59
  %.33 = add i64 %.32, %.30, !dbg !59
  %3 = trunc i64 %.33 to i32, !dbg !59
  %.34 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %3, !dbg !59
  %.35 = load i16, ptr addrspace(3) %.34, align 2, !dbg !59
  %.36 = zext i16 %.35 to i32, !dbg !59
  %.38 = add i64 %.33, %a15, !dbg !59
  %4 = trunc i64 %.38 to i32, !dbg !59
  %.39 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %4, !dbg !59
  %.40 = load i16, ptr addrspace(3) %.39, align 2, !dbg !59
  %.41 = zext i16 %.40 to i32, !dbg !59
  %.42 = shl nuw i32 %.41, 16, !dbg !59
  %.43 = or i32 %.42, %.36, !dbg !59
  %.44 = shl i64 %a15, 1, !dbg !59
  %.45 = add i64 %.33, %.44, !dbg !59
  %5 = trunc i64 %.45 to i32, !dbg !59
  %.46 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %5, !dbg !59
  %.47 = load i16, ptr addrspace(3) %.46, align 2, !dbg !59
  %.48 = zext i16 %.47 to i32, !dbg !59
  %.49 = mul i64 %a15, 3, !dbg !59
  %.50 = add i64 %.33, %.49, !dbg !59
  %6 = trunc i64 %.50 to i32, !dbg !59
  %.51 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %6, !dbg !59
  %.52 = load i16, ptr addrspace(3) %.51, align 2, !dbg !59
  %.53 = zext i16 %.52 to i32, !dbg !59
  %.54 = shl nuw i32 %.53, 16, !dbg !59
  %.55 = or i32 %.54, %.48, !dbg !59
  %.56 = shl i64 %a15, 2, !dbg !59
  %.57 = add i64 %.33, %.56, !dbg !59
  %7 = trunc i64 %.57 to i32, !dbg !59
  %.58 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %7, !dbg !59
  %.59 = load i16, ptr addrspace(3) %.58, align 2, !dbg !59
  %.60 = zext i16 %.59 to i32, !dbg !59
  %.61 = mul i64 %a15, 5, !dbg !59
  %.62 = add i64 %.33, %.61, !dbg !59
  %8 = trunc i64 %.62 to i32, !dbg !59
  %.63 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %8, !dbg !59
  %.64 = load i16, ptr addrspace(3) %.63, align 2, !dbg !59
  %.65 = zext i16 %.64 to i32, !dbg !59
  %.66 = shl nuw i32 %.65, 16, !dbg !59
  %.67 = or i32 %.66, %.60, !dbg !59
  %.68 = mul i64 %a15, 6, !dbg !59
  %.69 = add i64 %.33, %.68, !dbg !59
  %9 = trunc i64 %.69 to i32, !dbg !59
  %.70 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %9, !dbg !59
  %.71 = load i16, ptr addrspace(3) %.70, align 2, !dbg !59
  %.72 = zext i16 %.71 to i32, !dbg !59
  %.73 = mul i64 %a15, 7, !dbg !59
  %.74 = add i64 %.33, %.73, !dbg !59
  %10 = trunc i64 %.74 to i32, !dbg !59
  %.75 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %10, !dbg !59
  %.76 = load i16, ptr addrspace(3) %.75, align 2, !dbg !59
  %.77 = zext i16 %.76 to i32, !dbg !59
  %.78 = shl nuw i32 %.77, 16, !dbg !59
  %.79 = or i32 %.78, %.72, !dbg !59
  br label %b12, !dbg !60

b8:                                               ; preds = %b4
  %11 = lshr i32 %.84, 1, !dbg !61
  %12 = and i32 %11, 2147483640, !dbg !61
  %13 = trunc i64 %a15 to i32, !dbg !61
  %14 = mul i32 %.87, %13, !dbg !61
  %15 = add i32 %14, %12, !dbg !61
  %.92 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %15, !dbg !61
  %16 = ptrtoint ptr addrspace(3) %.92 to i32, !dbg !61
  %17 = and i32 %16, 2, !dbg !61
  %.95 = icmp eq i32 %17, 0, !dbg !61
  br i1 %.95, label %frag.wide.96, label %frag.narrow.97, !dbg !61

frag.wide.96:                                     ; preds = %b8
  %.99 = load <4 x i32>, ptr addrspace(3) %.92, align 4, !dbg !61
  %.100 = extractelement <4 x i32> %.99, i64 0, !dbg !61
  %.101 = extractelement <4 x i32> %.99, i64 1, !dbg !61
  %.102 = extractelement <4 x i32> %.99, i64 2, !dbg !61
  %.103 = extractelement <4 x i32> %.99, i64 3, !dbg !61
  br label %b12, !dbg !61

frag.narrow.97:                                   ; preds = %b8
  %.105 = load i16, ptr addrspace(3) %.92, align 2, !dbg !61
  %.106 = zext i16 %.105 to i32, !dbg !61
  %18 = add i32 %15, 1, !dbg !61
  %.108 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %18, !dbg !61
  %.109 = load i16, ptr addrspace(3) %.108, align 2, !dbg !61
  %.110 = zext i16 %.109 to i32, !dbg !61
  %.111 = shl nuw i32 %.110, 16, !dbg !61
  %.112 = or i32 %.111, %.106, !dbg !61
  %19 = add i32 %15, 2, !dbg !61
  %.114 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %19, !dbg !61
  %.115 = load i16, ptr addrspace(3) %.114, align 2, !dbg !61
  %.116 = zext i16 %.115 to i32, !dbg !61
  %20 = add i32 %15, 3, !dbg !61
  %.118 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %20, !dbg !61
  %.119 = load i16, ptr addrspace(3) %.118, align 2, !dbg !61
  %.120 = zext i16 %.119 to i32, !dbg !61
  %.121 = shl nuw i32 %.120, 16, !dbg !61
  %.122 = or i32 %.121, %.116, !dbg !61
  %21 = add i32 %15, 4, !dbg !61
  %.124 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %21, !dbg !61
  %.125 = load i16, ptr addrspace(3) %.124, align 2, !dbg !61
  %.126 = zext i16 %.125 to i32, !dbg !61
  %22 = add i32 %15, 5, !dbg !61
  %.128 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %22, !dbg !61
  %.129 = load i16, ptr addrspace(3) %.128, align 2, !dbg !61
  %.130 = zext i16 %.129 to i32, !dbg !61
  %.131 = shl nuw i32 %.130, 16, !dbg !61
  %.132 = or i32 %.131, %.126, !dbg !61
  %23 = add i32 %15, 6, !dbg !61
  %.134 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %23, !dbg !61
  %.135 = load i16, ptr addrspace(3) %.134, align 2, !dbg !61
  %.136 = zext i16 %.135 to i32, !dbg !61
  %24 = add i32 %15, 7, !dbg !61
  %.138 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %24, !dbg !61
  %.139 = load i16, ptr addrspace(3) %.138, align 2, !dbg !61
  %.140 = zext i16 %.139 to i32, !dbg !61
  %.141 = shl nuw i32 %.140, 16, !dbg !61
  %.142 = or i32 %.141, %.136, !dbg !61
  br label %b12, !dbg !61

b9:                                               ; preds = %entry
  %t42 = and i32 %.17, 1, !dbg !62
  %t43.not = icmp eq i32 %t42, 0, !dbg !63
  %t44 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t6, !dbg !64
  %.209 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !58
  %.212 = and i32 %.209, 15, !dbg !58
  %.213 = zext i32 %.212 to i64, !dbg !58
  %25 = lshr i32 %.209, 1, !dbg !58
  %26 = and i32 %25, 2147483640, !dbg !58
  %.214 = zext i32 %26 to i64, !dbg !58
  br i1 %t43.not, label %b11, label %b10, !dbg !63

b10:                                              ; preds = %b9
  %.157 = mul i64 %.214, %a15, !dbg !64
  %.158 = add i64 %.157, %.213, !dbg !64
  %.159 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.158, !dbg !64
  %.160 = load i16, ptr addrspace(1) %.159, align 2, !dbg !64, !amdgpu.noclobber !6
  %.161 = zext i16 %.160 to i32, !dbg !64
  %.163 = add i64 %.158, %a15, !dbg !64
  %.164 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.163, !dbg !64
  %.165 = load i16, ptr addrspace(1) %.164, align 2, !dbg !64, !amdgpu.noclobber !6
  %.166 = zext i16 %.165 to i32, !dbg !64
  %.167 = shl nuw i32 %.166, 16, !dbg !64
  %.168 = or i32 %.167, %.161, !dbg !64
  %.169 = shl i64 %a15, 1, !dbg !64
  %.170 = add i64 %.158, %.169, !dbg !64
  %.171 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.170, !dbg !64
  %.172 = load i16, ptr addrspace(1) %.171, align 2, !dbg !64, !amdgpu.noclobber !6
  %.173 = zext i16 %.172 to i32, !dbg !64
  %.174 = mul i64 %a15, 3, !dbg !64
  %.175 = add i64 %.158, %.174, !dbg !64
  %.176 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.175, !dbg !64
  %.177 = load i16, ptr addrspace(1) %.176, align 2, !dbg !64, !amdgpu.noclobber !6
  %.178 = zext i16 %.177 to i32, !dbg !64
  %.179 = shl nuw i32 %.178, 16, !dbg !64
  %.180 = or i32 %.179, %.173, !dbg !64
  %.181 = shl i64 %a15, 2, !dbg !64
  %.182 = add i64 %.158, %.181, !dbg !64
  %.183 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.182, !dbg !64
  %.184 = load i16, ptr addrspace(1) %.183, align 2, !dbg !64, !amdgpu.noclobber !6
  %.185 = zext i16 %.184 to i32, !dbg !64
  %.186 = mul i64 %a15, 5, !dbg !64
  %.187 = add i64 %.158, %.186, !dbg !64
  %.188 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.187, !dbg !64
  %.189 = load i16, ptr addrspace(1) %.188, align 2, !dbg !64, !amdgpu.noclobber !6
  %.190 = zext i16 %.189 to i32, !dbg !64
  %.191 = shl nuw i32 %.190, 16, !dbg !64
  %.192 = or i32 %.191, %.185, !dbg !64
  %.193 = mul i64 %a15, 6, !dbg !64
  %.194 = add i64 %.158, %.193, !dbg !64
  %.195 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.194, !dbg !64
  %.196 = load i16, ptr addrspace(1) %.195, align 2, !dbg !64, !amdgpu.noclobber !6
  %.197 = zext i16 %.196 to i32, !dbg !64
  %.198 = mul i64 %a15, 7, !dbg !64
  %.199 = add i64 %.158, %.198, !dbg !64
  %.200 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.199, !dbg !64
  %.201 = load i16, ptr addrspace(1) %.200, align 2, !dbg !64, !amdgpu.noclobber !6
  %.202 = zext i16 %.201 to i32, !dbg !64
  %.203 = shl nuw i32 %.202, 16, !dbg !64
  %.204 = or i32 %.203, %.197, !dbg !64
  br label %b12, !dbg !65

b11:                                              ; preds = %b9
  %.215 = mul i64 %.213, %a15, !dbg !66
  %.216 = add i64 %.215, %.214, !dbg !66
  %.217 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.216, !dbg !66
  %.218 = ptrtoint ptr addrspace(1) %.217 to i64, !dbg !66
  %.219 = and i64 %.218, 3, !dbg !66
  %.220 = icmp eq i64 %.219, 0, !dbg !66
  br i1 %.220, label %frag.wide.221, label %frag.narrow.222, !dbg !66

frag.wide.221:                                    ; preds = %b11
  %.224 = load <4 x i32>, ptr addrspace(1) %.217, align 4, !dbg !66, !amdgpu.noclobber !6
  %.225 = extractelement <4 x i32> %.224, i64 0, !dbg !66
  %.226 = extractelement <4 x i32> %.224, i64 1, !dbg !66
  %.227 = extractelement <4 x i32> %.224, i64 2, !dbg !66
  %.228 = extractelement <4 x i32> %.224, i64 3, !dbg !66
  br label %b12, !dbg !66

frag.narrow.222:                                  ; preds = %b11
  %.230 = load i16, ptr addrspace(1) %.217, align 2, !dbg !66, !amdgpu.noclobber !6
  %.231 = zext i16 %.230 to i32, !dbg !66
  %.232 = add i64 %.216, 1, !dbg !66
  %.233 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.232, !dbg !66
  %.234 = load i16, ptr addrspace(1) %.233, align 2, !dbg !66, !amdgpu.noclobber !6
  %.235 = zext i16 %.234 to i32, !dbg !66
  %.236 = shl nuw i32 %.235, 16, !dbg !66
  %.237 = or i32 %.236, %.231, !dbg !66
  %.238 = add i64 %.216, 2, !dbg !66
  %.239 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.238, !dbg !66
  %.240 = load i16, ptr addrspace(1) %.239, align 2, !dbg !66, !amdgpu.noclobber !6
  %.241 = zext i16 %.240 to i32, !dbg !66
  %.242 = add i64 %.216, 3, !dbg !66
  %.243 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.242, !dbg !66
  %.244 = load i16, ptr addrspace(1) %.243, align 2, !dbg !66, !amdgpu.noclobber !6
  %.245 = zext i16 %.244 to i32, !dbg !66
  %.246 = shl nuw i32 %.245, 16, !dbg !66
  %.247 = or i32 %.246, %.241, !dbg !66
  %.248 = add i64 %.216, 4, !dbg !66
  %.249 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.248, !dbg !66
  %.250 = load i16, ptr addrspace(1) %.249, align 2, !dbg !66, !amdgpu.noclobber !6
  %.251 = zext i16 %.250 to i32, !dbg !66
  %.252 = add i64 %.216, 5, !dbg !66
  %.253 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.252, !dbg !66
  %.254 = load i16, ptr addrspace(1) %.253, align 2, !dbg !66, !amdgpu.noclobber !6
  %.255 = zext i16 %.254 to i32, !dbg !66
  %.256 = shl nuw i32 %.255, 16, !dbg !66
  %.257 = or i32 %.256, %.251, !dbg !66
  %.258 = add i64 %.216, 6, !dbg !66
  %.259 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.258, !dbg !66
  %.260 = load i16, ptr addrspace(1) %.259, align 2, !dbg !66, !amdgpu.noclobber !6
  %.261 = zext i16 %.260 to i32, !dbg !66
  %.262 = add i64 %.216, 7, !dbg !66
  %.263 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.262, !dbg !66
  %.264 = load i16, ptr addrspace(1) %.263, align 2, !dbg !66, !amdgpu.noclobber !6
  %.265 = zext i16 %.264 to i32, !dbg !66
  %.266 = shl nuw i32 %.265, 16, !dbg !66
  %.267 = or i32 %.266, %.261, !dbg !66
  br label %b12, !dbg !66

b12:                                              ; preds = %frag.wide.221, %frag.narrow.222, %frag.wide.96, %frag.narrow.97, %b10, %b7
  %.43.pn = phi i32 [ %.43, %b7 ], [ %.168, %b10 ], [ %.100, %frag.wide.96 ], [ %.112, %frag.narrow.97 ], [ %.225, %frag.wide.221 ], [ %.237, %frag.narrow.222 ]
  %.55.pn = phi i32 [ %.55, %b7 ], [ %.180, %b10 ], [ %.101, %frag.wide.96 ], [ %.122, %frag.narrow.97 ], [ %.226, %frag.wide.221 ], [ %.247, %frag.narrow.222 ]
  %.67.pn = phi i32 [ %.67, %b7 ], [ %.192, %b10 ], [ %.102, %frag.wide.96 ], [ %.132, %frag.narrow.97 ], [ %.227, %frag.wide.221 ], [ %.257, %frag.narrow.222 ]
  %.79.pn = phi i32 [ %.79, %b7 ], [ %.204, %b10 ], [ %.103, %frag.wide.96 ], [ %.142, %frag.narrow.97 ], [ %.228, %frag.wide.221 ], [ %.267, %frag.narrow.222 ]
  %.80.pn = insertvalue { [4 x i32] } zeroinitializer, i32 %.43.pn, 0, 0, !dbg !58
  %.81.pn = insertvalue { [4 x i32] } %.80.pn, i32 %.55.pn, 0, 1, !dbg !58
  %.82.pn = insertvalue { [4 x i32] } %.81.pn, i32 %.67.pn, 0, 2, !dbg !58
  %t47 = insertvalue { [4 x i32] } %.82.pn, i32 %.79.pn, 0, 3, !dbg !58
  %t56 = and i32 %.17, 2, !dbg !58
  %t57.not = icmp eq i32 %t56, 0, !dbg !58
  br i1 %t12.not, label %b16, label %b13, !dbg !67

b13:                                              ; preds = %b12
  %.343 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !58
  %.346 = and i32 %.343, 15, !dbg !58
  br i1 %t57.not, label %b15, label %b14, !dbg !68

b14:                                              ; preds = %b13
  %27 = lshr i32 %.343, 1, !dbg !69
  %28 = and i32 %27, 2147483640, !dbg !69
  %29 = trunc i64 %a15 to i32, !dbg !69
  %30 = mul i32 %.346, %29, !dbg !69
  %31 = add i32 %30, %28, !dbg !69
  %.284 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %31, !dbg !69
  %32 = ptrtoint ptr addrspace(3) %.284 to i32, !dbg !69
  %33 = and i32 %32, 2, !dbg !69
  %.287 = icmp eq i32 %33, 0, !dbg !69
  br i1 %.287, label %frag.wide.288, label %frag.narrow.289, !dbg !69

frag.wide.288:                                    ; preds = %b14
  %.291 = load <4 x i32>, ptr addrspace(3) %.284, align 4, !dbg !69
  %.292 = extractelement <4 x i32> %.291, i64 0, !dbg !69
  %.293 = extractelement <4 x i32> %.291, i64 1, !dbg !69
  %.294 = extractelement <4 x i32> %.291, i64 2, !dbg !69
  %.295 = extractelement <4 x i32> %.291, i64 3, !dbg !69
  br label %b19, !dbg !69

frag.narrow.289:                                  ; preds = %b14
  %.297 = load i16, ptr addrspace(3) %.284, align 2, !dbg !69
  %.298 = zext i16 %.297 to i32, !dbg !69
  %34 = add i32 %31, 1, !dbg !69
  %.300 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %34, !dbg !69
  %.301 = load i16, ptr addrspace(3) %.300, align 2, !dbg !69
  %.302 = zext i16 %.301 to i32, !dbg !69
  %.303 = shl nuw i32 %.302, 16, !dbg !69
  %.304 = or i32 %.303, %.298, !dbg !69
  %35 = add i32 %31, 2, !dbg !69
  %.306 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %35, !dbg !69
  %.307 = load i16, ptr addrspace(3) %.306, align 2, !dbg !69
  %.308 = zext i16 %.307 to i32, !dbg !69
  %36 = add i32 %31, 3, !dbg !69
  %.310 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %36, !dbg !69
  %.311 = load i16, ptr addrspace(3) %.310, align 2, !dbg !69
  %.312 = zext i16 %.311 to i32, !dbg !69
  %.313 = shl nuw i32 %.312, 16, !dbg !69
  %.314 = or i32 %.313, %.308, !dbg !69
  %37 = add i32 %31, 4, !dbg !69
  %.316 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %37, !dbg !69
  %.317 = load i16, ptr addrspace(3) %.316, align 2, !dbg !69
  %.318 = zext i16 %.317 to i32, !dbg !69
  %38 = add i32 %31, 5, !dbg !69
  %.320 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %38, !dbg !69
  %.321 = load i16, ptr addrspace(3) %.320, align 2, !dbg !69
  %.322 = zext i16 %.321 to i32, !dbg !69
  %.323 = shl nuw i32 %.322, 16, !dbg !69
  %.324 = or i32 %.323, %.318, !dbg !69
  %39 = add i32 %31, 6, !dbg !69
  %.326 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %39, !dbg !69
  %.327 = load i16, ptr addrspace(3) %.326, align 2, !dbg !69
  %.328 = zext i16 %.327 to i32, !dbg !69
  %40 = add i32 %31, 7, !dbg !69
  %.330 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %40, !dbg !69
  %.331 = load i16, ptr addrspace(3) %.330, align 2, !dbg !69
  %.332 = zext i16 %.331 to i32, !dbg !69
  %.333 = shl nuw i32 %.332, 16, !dbg !69
  %.334 = or i32 %.333, %.328, !dbg !69
  br label %b19, !dbg !69

b15:                                              ; preds = %b13
  %.347 = zext i32 %.346 to i64, !dbg !70
  %41 = lshr i32 %.343, 1, !dbg !70
  %42 = and i32 %41, 2147483640, !dbg !70
  %.348 = zext i32 %42 to i64, !dbg !70
  %.349 = mul i64 %.348, %a15, !dbg !70
  %.350 = add i64 %.349, %.347, !dbg !70
  %43 = trunc i64 %.350 to i32, !dbg !70
  %.351 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %43, !dbg !70
  %.352 = load i16, ptr addrspace(3) %.351, align 2, !dbg !70
  %.353 = zext i16 %.352 to i32, !dbg !70
  %.355 = add i64 %.350, %a15, !dbg !70
  %44 = trunc i64 %.355 to i32, !dbg !70
  %.356 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %44, !dbg !70
  %.357 = load i16, ptr addrspace(3) %.356, align 2, !dbg !70
  %.358 = zext i16 %.357 to i32, !dbg !70
  %.359 = shl nuw i32 %.358, 16, !dbg !70
  %.360 = or i32 %.359, %.353, !dbg !70
  %.361 = shl i64 %a15, 1, !dbg !70
  %.362 = add i64 %.350, %.361, !dbg !70
  %45 = trunc i64 %.362 to i32, !dbg !70
  %.363 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %45, !dbg !70
  %.364 = load i16, ptr addrspace(3) %.363, align 2, !dbg !70
  %.365 = zext i16 %.364 to i32, !dbg !70
  %.366 = mul i64 %a15, 3, !dbg !70
  %.367 = add i64 %.350, %.366, !dbg !70
  %46 = trunc i64 %.367 to i32, !dbg !70
  %.368 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %46, !dbg !70
  %.369 = load i16, ptr addrspace(3) %.368, align 2, !dbg !70
  %.370 = zext i16 %.369 to i32, !dbg !70
  %.371 = shl nuw i32 %.370, 16, !dbg !70
  %.372 = or i32 %.371, %.365, !dbg !70
  %.373 = shl i64 %a15, 2, !dbg !70
  %.374 = add i64 %.350, %.373, !dbg !70
  %47 = trunc i64 %.374 to i32, !dbg !70
  %.375 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %47, !dbg !70
  %.376 = load i16, ptr addrspace(3) %.375, align 2, !dbg !70
  %.377 = zext i16 %.376 to i32, !dbg !70
  %.378 = mul i64 %a15, 5, !dbg !70
  %.379 = add i64 %.350, %.378, !dbg !70
  %48 = trunc i64 %.379 to i32, !dbg !70
  %.380 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %48, !dbg !70
  %.381 = load i16, ptr addrspace(3) %.380, align 2, !dbg !70
  %.382 = zext i16 %.381 to i32, !dbg !70
  %.383 = shl nuw i32 %.382, 16, !dbg !70
  %.384 = or i32 %.383, %.377, !dbg !70
  %.385 = mul i64 %a15, 6, !dbg !70
  %.386 = add i64 %.350, %.385, !dbg !70
  %49 = trunc i64 %.386 to i32, !dbg !70
  %.387 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %49, !dbg !70
  %.388 = load i16, ptr addrspace(3) %.387, align 2, !dbg !70
  %.389 = zext i16 %.388 to i32, !dbg !70
  %.390 = mul i64 %a15, 7, !dbg !70
  %.391 = add i64 %.350, %.390, !dbg !70
  %50 = trunc i64 %.391 to i32, !dbg !70
  %.392 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %50, !dbg !70
  %.393 = load i16, ptr addrspace(3) %.392, align 2, !dbg !70
  %.394 = zext i16 %.393 to i32, !dbg !70
  %.395 = shl nuw i32 %.394, 16, !dbg !70
  %.396 = or i32 %.395, %.389, !dbg !70
  br label %b19, !dbg !71

b16:                                              ; preds = %b12
  %t58 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t6, !dbg !72
  %.468 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !58
  %.471 = and i32 %.468, 15, !dbg !58
  %.472 = zext i32 %.471 to i64, !dbg !58
  %51 = lshr i32 %.468, 1, !dbg !58
  %52 = and i32 %51, 2147483640, !dbg !58
  %.473 = zext i32 %52 to i64, !dbg !58
  br i1 %t57.not, label %b18, label %b17, !dbg !73

b17:                                              ; preds = %b16
  %.407 = mul i64 %.472, %a15, !dbg !72
  %.408 = add i64 %.407, %.473, !dbg !72
  %.409 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.408, !dbg !72
  %.410 = ptrtoint ptr addrspace(1) %.409 to i64, !dbg !72
  %.411 = and i64 %.410, 3, !dbg !72
  %.412 = icmp eq i64 %.411, 0, !dbg !72
  br i1 %.412, label %frag.wide.413, label %frag.narrow.414, !dbg !72

frag.wide.413:                                    ; preds = %b17
  %.416 = load <4 x i32>, ptr addrspace(1) %.409, align 4, !dbg !72, !amdgpu.noclobber !6
  %.417 = extractelement <4 x i32> %.416, i64 0, !dbg !72
  %.418 = extractelement <4 x i32> %.416, i64 1, !dbg !72
  %.419 = extractelement <4 x i32> %.416, i64 2, !dbg !72
  %.420 = extractelement <4 x i32> %.416, i64 3, !dbg !72
  br label %b19, !dbg !72

frag.narrow.414:                                  ; preds = %b17
  %.422 = load i16, ptr addrspace(1) %.409, align 2, !dbg !72, !amdgpu.noclobber !6
  %.423 = zext i16 %.422 to i32, !dbg !72
  %.424 = add i64 %.408, 1, !dbg !72
  %.425 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.424, !dbg !72
  %.426 = load i16, ptr addrspace(1) %.425, align 2, !dbg !72, !amdgpu.noclobber !6
  %.427 = zext i16 %.426 to i32, !dbg !72
  %.428 = shl nuw i32 %.427, 16, !dbg !72
  %.429 = or i32 %.428, %.423, !dbg !72
  %.430 = add i64 %.408, 2, !dbg !72
  %.431 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.430, !dbg !72
  %.432 = load i16, ptr addrspace(1) %.431, align 2, !dbg !72, !amdgpu.noclobber !6
  %.433 = zext i16 %.432 to i32, !dbg !72
  %.434 = add i64 %.408, 3, !dbg !72
  %.435 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.434, !dbg !72
  %.436 = load i16, ptr addrspace(1) %.435, align 2, !dbg !72, !amdgpu.noclobber !6
  %.437 = zext i16 %.436 to i32, !dbg !72
  %.438 = shl nuw i32 %.437, 16, !dbg !72
  %.439 = or i32 %.438, %.433, !dbg !72
  %.440 = add i64 %.408, 4, !dbg !72
  %.441 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.440, !dbg !72
  %.442 = load i16, ptr addrspace(1) %.441, align 2, !dbg !72, !amdgpu.noclobber !6
  %.443 = zext i16 %.442 to i32, !dbg !72
  %.444 = add i64 %.408, 5, !dbg !72
  %.445 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.444, !dbg !72
  %.446 = load i16, ptr addrspace(1) %.445, align 2, !dbg !72, !amdgpu.noclobber !6
  %.447 = zext i16 %.446 to i32, !dbg !72
  %.448 = shl nuw i32 %.447, 16, !dbg !72
  %.449 = or i32 %.448, %.443, !dbg !72
  %.450 = add i64 %.408, 6, !dbg !72
  %.451 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.450, !dbg !72
  %.452 = load i16, ptr addrspace(1) %.451, align 2, !dbg !72, !amdgpu.noclobber !6
  %.453 = zext i16 %.452 to i32, !dbg !72
  %.454 = add i64 %.408, 7, !dbg !72
  %.455 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.454, !dbg !72
  %.456 = load i16, ptr addrspace(1) %.455, align 2, !dbg !72, !amdgpu.noclobber !6
  %.457 = zext i16 %.456 to i32, !dbg !72
  %.458 = shl nuw i32 %.457, 16, !dbg !72
  %.459 = or i32 %.458, %.453, !dbg !72
  br label %b19, !dbg !72

b18:                                              ; preds = %b16
  %.474 = mul i64 %.473, %a15, !dbg !74
  %.475 = add i64 %.474, %.472, !dbg !74
  %.476 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.475, !dbg !74
  %.477 = load i16, ptr addrspace(1) %.476, align 2, !dbg !74, !amdgpu.noclobber !6
  %.478 = zext i16 %.477 to i32, !dbg !74
  %.480 = add i64 %.475, %a15, !dbg !74
  %.481 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.480, !dbg !74
  %.482 = load i16, ptr addrspace(1) %.481, align 2, !dbg !74, !amdgpu.noclobber !6
  %.483 = zext i16 %.482 to i32, !dbg !74
  %.484 = shl nuw i32 %.483, 16, !dbg !74
  %.485 = or i32 %.484, %.478, !dbg !74
  %.486 = shl i64 %a15, 1, !dbg !74
  %.487 = add i64 %.475, %.486, !dbg !74
  %.488 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.487, !dbg !74
  %.489 = load i16, ptr addrspace(1) %.488, align 2, !dbg !74, !amdgpu.noclobber !6
  %.490 = zext i16 %.489 to i32, !dbg !74
  %.491 = mul i64 %a15, 3, !dbg !74
  %.492 = add i64 %.475, %.491, !dbg !74
  %.493 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.492, !dbg !74
  %.494 = load i16, ptr addrspace(1) %.493, align 2, !dbg !74, !amdgpu.noclobber !6
  %.495 = zext i16 %.494 to i32, !dbg !74
  %.496 = shl nuw i32 %.495, 16, !dbg !74
  %.497 = or i32 %.496, %.490, !dbg !74
  %.498 = shl i64 %a15, 2, !dbg !74
  %.499 = add i64 %.475, %.498, !dbg !74
  %.500 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.499, !dbg !74
  %.501 = load i16, ptr addrspace(1) %.500, align 2, !dbg !74, !amdgpu.noclobber !6
  %.502 = zext i16 %.501 to i32, !dbg !74
  %.503 = mul i64 %a15, 5, !dbg !74
  %.504 = add i64 %.475, %.503, !dbg !74
  %.505 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.504, !dbg !74
  %.506 = load i16, ptr addrspace(1) %.505, align 2, !dbg !74, !amdgpu.noclobber !6
  %.507 = zext i16 %.506 to i32, !dbg !74
  %.508 = shl nuw i32 %.507, 16, !dbg !74
  %.509 = or i32 %.508, %.502, !dbg !74
  %.510 = mul i64 %a15, 6, !dbg !74
  %.511 = add i64 %.475, %.510, !dbg !74
  %.512 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.511, !dbg !74
  %.513 = load i16, ptr addrspace(1) %.512, align 2, !dbg !74, !amdgpu.noclobber !6
  %.514 = zext i16 %.513 to i32, !dbg !74
  %.515 = mul i64 %a15, 7, !dbg !74
  %.516 = add i64 %.475, %.515, !dbg !74
  %.517 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.516, !dbg !74
  %.518 = load i16, ptr addrspace(1) %.517, align 2, !dbg !74, !amdgpu.noclobber !6
  %.519 = zext i16 %.518 to i32, !dbg !74
  %.520 = shl nuw i32 %.519, 16, !dbg !74
  %.521 = or i32 %.520, %.514, !dbg !74
  br label %b19, !dbg !75

b19:                                              ; preds = %frag.wide.413, %frag.narrow.414, %frag.wide.288, %frag.narrow.289, %b18, %b15
  %.335.pn = phi i32 [ %.360, %b15 ], [ %.485, %b18 ], [ %.292, %frag.wide.288 ], [ %.304, %frag.narrow.289 ], [ %.417, %frag.wide.413 ], [ %.429, %frag.narrow.414 ]
  %.336.pn = phi i32 [ %.372, %b15 ], [ %.497, %b18 ], [ %.293, %frag.wide.288 ], [ %.314, %frag.narrow.289 ], [ %.418, %frag.wide.413 ], [ %.439, %frag.narrow.414 ]
  %.337.pn = phi i32 [ %.384, %b15 ], [ %.509, %b18 ], [ %.294, %frag.wide.288 ], [ %.324, %frag.narrow.289 ], [ %.419, %frag.wide.413 ], [ %.449, %frag.narrow.414 ]
  %.338.pn = phi i32 [ %.396, %b15 ], [ %.521, %b18 ], [ %.295, %frag.wide.288 ], [ %.334, %frag.narrow.289 ], [ %.420, %frag.wide.413 ], [ %.459, %frag.narrow.414 ]
  %t63 = and i32 %.17, 16, !dbg !76
  %t64.not = icmp eq i32 %t63, 0, !dbg !77
  br i1 %t64.not, label %b28, label %b20, !dbg !77

b20:                                              ; preds = %b19
  %t73 = and i32 %.17, 4, !dbg !58
  %t74.not = icmp eq i32 %t73, 0, !dbg !58
  br i1 %t12.not, label %b24, label %b21, !dbg !78

b21:                                              ; preds = %b20
  %.572 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !58
  %.573 = lshr i32 %.572, 4, !dbg !58
  br i1 %t74.not, label %b23, label %b22, !dbg !79

b22:                                              ; preds = %b21
  %.537 = and i32 %.572, 15, !dbg !80
  %53 = trunc i64 %a15 to i32, !dbg !80
  %54 = mul i32 %.537, %53, !dbg !80
  %55 = add i32 %54, %.573, !dbg !80
  %.541 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %55, !dbg !80
  %.542 = load float, ptr addrspace(3) %.541, align 4, !dbg !80
  %56 = add i32 %55, 2, !dbg !80
  %.544 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %56, !dbg !80
  %.545 = load float, ptr addrspace(3) %.544, align 4, !dbg !80
  %57 = add i32 %55, 4, !dbg !80
  %.547 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %57, !dbg !80
  %.548 = load float, ptr addrspace(3) %.547, align 4, !dbg !80
  %58 = add i32 %55, 6, !dbg !80
  %.550 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %58, !dbg !80
  %.551 = load float, ptr addrspace(3) %.550, align 4, !dbg !80
  %59 = add i32 %55, 8, !dbg !80
  %.553 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %59, !dbg !80
  %.554 = load float, ptr addrspace(3) %.553, align 4, !dbg !80
  %60 = add i32 %55, 10, !dbg !80
  %.556 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %60, !dbg !80
  %.557 = load float, ptr addrspace(3) %.556, align 4, !dbg !80
  %61 = add i32 %55, 12, !dbg !80
  %.559 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %61, !dbg !80
  %.560 = load float, ptr addrspace(3) %.559, align 4, !dbg !80
  %62 = add i32 %55, 14, !dbg !80
  %.562 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %62, !dbg !80
  %.563 = load float, ptr addrspace(3) %.562, align 4, !dbg !80
  %.564 = insertvalue { [8 x float] } zeroinitializer, float %.542, 0, 0, !dbg !80
  %.565 = insertvalue { [8 x float] } %.564, float %.545, 0, 1, !dbg !80
  %.566 = insertvalue { [8 x float] } %.565, float %.548, 0, 2, !dbg !80
  %.567 = insertvalue { [8 x float] } %.566, float %.551, 0, 3, !dbg !80
  %.568 = insertvalue { [8 x float] } %.567, float %.554, 0, 4, !dbg !80
  %.569 = insertvalue { [8 x float] } %.568, float %.557, 0, 5, !dbg !80
  %.570 = insertvalue { [8 x float] } %.569, float %.560, 0, 6, !dbg !80
  %.571 = insertvalue { [8 x float] } %.570, float %.563, 0, 7, !dbg !80
  br label %b28, !dbg !81

b23:                                              ; preds = %b21
  %.574 = zext i32 %.573 to i64, !dbg !82
  %.575 = and i32 %.572, 15, !dbg !82
  %.576 = zext i32 %.575 to i64, !dbg !82
  %.577 = mul i64 %.574, %a15, !dbg !82
  %.578 = add i64 %.577, %.576, !dbg !82
  %63 = trunc i64 %.578 to i32, !dbg !82
  %.579 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %63, !dbg !82
  %.580 = load float, ptr addrspace(3) %.579, align 4, !dbg !82
  %.581 = shl i64 %a15, 1, !dbg !82
  %.582 = add i64 %.578, %.581, !dbg !82
  %64 = trunc i64 %.582 to i32, !dbg !82
  %.583 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %64, !dbg !82
  %.584 = load float, ptr addrspace(3) %.583, align 4, !dbg !82
  %.585 = shl i64 %a15, 2, !dbg !82
  %.586 = add i64 %.578, %.585, !dbg !82
  %65 = trunc i64 %.586 to i32, !dbg !82
  %.587 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %65, !dbg !82
  %.588 = load float, ptr addrspace(3) %.587, align 4, !dbg !82
  %.589 = mul i64 %a15, 6, !dbg !82
  %.590 = add i64 %.578, %.589, !dbg !82
  %66 = trunc i64 %.590 to i32, !dbg !82
  %.591 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %66, !dbg !82
  %.592 = load float, ptr addrspace(3) %.591, align 4, !dbg !82
  %.593 = shl i64 %a15, 3, !dbg !82
  %.594 = add i64 %.578, %.593, !dbg !82
  %67 = trunc i64 %.594 to i32, !dbg !82
  %.595 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %67, !dbg !82
  %.596 = load float, ptr addrspace(3) %.595, align 4, !dbg !82
  %.597 = mul i64 %a15, 10, !dbg !82
  %.598 = add i64 %.578, %.597, !dbg !82
  %68 = trunc i64 %.598 to i32, !dbg !82
  %.599 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %68, !dbg !82
  %.600 = load float, ptr addrspace(3) %.599, align 4, !dbg !82
  %.601 = mul i64 %a15, 12, !dbg !82
  %.602 = add i64 %.578, %.601, !dbg !82
  %69 = trunc i64 %.602 to i32, !dbg !82
  %.603 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %69, !dbg !82
  %.604 = load float, ptr addrspace(3) %.603, align 4, !dbg !82
  %.605 = mul i64 %a15, 14, !dbg !82
  %.606 = add i64 %.578, %.605, !dbg !82
  %70 = trunc i64 %.606 to i32, !dbg !82
  %.607 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %70, !dbg !82
  %.608 = load float, ptr addrspace(3) %.607, align 4, !dbg !82
  %.609 = insertvalue { [8 x float] } zeroinitializer, float %.580, 0, 0, !dbg !82
  %.610 = insertvalue { [8 x float] } %.609, float %.584, 0, 1, !dbg !82
  %.611 = insertvalue { [8 x float] } %.610, float %.588, 0, 2, !dbg !82
  %.612 = insertvalue { [8 x float] } %.611, float %.592, 0, 3, !dbg !82
  %.613 = insertvalue { [8 x float] } %.612, float %.596, 0, 4, !dbg !82
  %.614 = insertvalue { [8 x float] } %.613, float %.600, 0, 5, !dbg !82
  %.615 = insertvalue { [8 x float] } %.614, float %.604, 0, 6, !dbg !82
  %.616 = insertvalue { [8 x float] } %.615, float %.608, 0, 7, !dbg !82
  br label %b28, !dbg !83

b24:                                              ; preds = %b20
  %t75 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t6, !dbg !84
  %.655 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !58
  %.656 = lshr i32 %.655, 4, !dbg !58
  %.657 = zext i32 %.656 to i64, !dbg !58
  %.658 = and i32 %.655, 15, !dbg !58
  %.659 = zext i32 %.658 to i64, !dbg !58
  br i1 %t74.not, label %b26, label %b25, !dbg !85

b25:                                              ; preds = %b24
  %.622 = mul i64 %.659, %a15, !dbg !84
  %.623 = add i64 %.622, %.657, !dbg !84
  %.624 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.623, !dbg !84
  %.625 = load float, ptr addrspace(1) %.624, align 4, !dbg !84, !amdgpu.noclobber !6
  %.626 = add i64 %.623, 2, !dbg !84
  %.627 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.626, !dbg !84
  %.628 = load float, ptr addrspace(1) %.627, align 4, !dbg !84, !amdgpu.noclobber !6
  %.629 = add i64 %.623, 4, !dbg !84
  %.630 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.629, !dbg !84
  %.631 = load float, ptr addrspace(1) %.630, align 4, !dbg !84, !amdgpu.noclobber !6
  %.632 = add i64 %.623, 6, !dbg !84
  %.633 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.632, !dbg !84
  %.634 = load float, ptr addrspace(1) %.633, align 4, !dbg !84, !amdgpu.noclobber !6
  %.635 = add i64 %.623, 8, !dbg !84
  %.636 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.635, !dbg !84
  %.637 = load float, ptr addrspace(1) %.636, align 4, !dbg !84, !amdgpu.noclobber !6
  %.638 = add i64 %.623, 10, !dbg !84
  %.639 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.638, !dbg !84
  %.640 = load float, ptr addrspace(1) %.639, align 4, !dbg !84, !amdgpu.noclobber !6
  %.641 = add i64 %.623, 12, !dbg !84
  %.642 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.641, !dbg !84
  %.643 = load float, ptr addrspace(1) %.642, align 4, !dbg !84, !amdgpu.noclobber !6
  %.644 = add i64 %.623, 14, !dbg !84
  %.645 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.644, !dbg !84
  %.646 = load float, ptr addrspace(1) %.645, align 4, !dbg !84, !amdgpu.noclobber !6
  %.647 = insertvalue { [8 x float] } zeroinitializer, float %.625, 0, 0, !dbg !84
  %.648 = insertvalue { [8 x float] } %.647, float %.628, 0, 1, !dbg !84
  %.649 = insertvalue { [8 x float] } %.648, float %.631, 0, 2, !dbg !84
  %.650 = insertvalue { [8 x float] } %.649, float %.634, 0, 3, !dbg !84
  %.651 = insertvalue { [8 x float] } %.650, float %.637, 0, 4, !dbg !84
  %.652 = insertvalue { [8 x float] } %.651, float %.640, 0, 5, !dbg !84
  %.653 = insertvalue { [8 x float] } %.652, float %.643, 0, 6, !dbg !84
  %.654 = insertvalue { [8 x float] } %.653, float %.646, 0, 7, !dbg !84
  br label %b28, !dbg !86

b26:                                              ; preds = %b24
  %.660 = mul i64 %.657, %a15, !dbg !87
  %.661 = add i64 %.660, %.659, !dbg !87
  %.662 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.661, !dbg !87
  %.663 = load float, ptr addrspace(1) %.662, align 4, !dbg !87, !amdgpu.noclobber !6
  %.664 = shl i64 %a15, 1, !dbg !87
  %.665 = add i64 %.661, %.664, !dbg !87
  %.666 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.665, !dbg !87
  %.667 = load float, ptr addrspace(1) %.666, align 4, !dbg !87, !amdgpu.noclobber !6
  %.668 = shl i64 %a15, 2, !dbg !87
  %.669 = add i64 %.661, %.668, !dbg !87
  %.670 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.669, !dbg !87
  %.671 = load float, ptr addrspace(1) %.670, align 4, !dbg !87, !amdgpu.noclobber !6
  %.672 = mul i64 %a15, 6, !dbg !87
  %.673 = add i64 %.661, %.672, !dbg !87
  %.674 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.673, !dbg !87
  %.675 = load float, ptr addrspace(1) %.674, align 4, !dbg !87, !amdgpu.noclobber !6
  %.676 = shl i64 %a15, 3, !dbg !87
  %.677 = add i64 %.661, %.676, !dbg !87
  %.678 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.677, !dbg !87
  %.679 = load float, ptr addrspace(1) %.678, align 4, !dbg !87, !amdgpu.noclobber !6
  %.680 = mul i64 %a15, 10, !dbg !87
  %.681 = add i64 %.661, %.680, !dbg !87
  %.682 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.681, !dbg !87
  %.683 = load float, ptr addrspace(1) %.682, align 4, !dbg !87, !amdgpu.noclobber !6
  %.684 = mul i64 %a15, 12, !dbg !87
  %.685 = add i64 %.661, %.684, !dbg !87
  %.686 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.685, !dbg !87
  %.687 = load float, ptr addrspace(1) %.686, align 4, !dbg !87, !amdgpu.noclobber !6
  %.688 = mul i64 %a15, 14, !dbg !87
  %.689 = add i64 %.661, %.688, !dbg !87
  %.690 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.689, !dbg !87
  %.691 = load float, ptr addrspace(1) %.690, align 4, !dbg !87, !amdgpu.noclobber !6
  %.692 = insertvalue { [8 x float] } zeroinitializer, float %.663, 0, 0, !dbg !87
  %.693 = insertvalue { [8 x float] } %.692, float %.667, 0, 1, !dbg !87
  %.694 = insertvalue { [8 x float] } %.693, float %.671, 0, 2, !dbg !87
  %.695 = insertvalue { [8 x float] } %.694, float %.675, 0, 3, !dbg !87
  %.696 = insertvalue { [8 x float] } %.695, float %.679, 0, 4, !dbg !87
  %.697 = insertvalue { [8 x float] } %.696, float %.683, 0, 5, !dbg !87
  %.698 = insertvalue { [8 x float] } %.697, float %.687, 0, 6, !dbg !87
  %.699 = insertvalue { [8 x float] } %.698, float %.691, 0, 7, !dbg !87
  br label %b28, !dbg !88

b28:                                              ; preds = %b22, %b23, %b25, %b26, %b19
  %t79 = phi { [8 x float] } [ zeroinitializer, %b19 ], [ %.571, %b22 ], [ %.616, %b23 ], [ %.654, %b25 ], [ %.699, %b26 ]
  %t80 = and i32 %.17, 64, !dbg !89
  %t81.not = icmp eq i32 %t80, 0, !dbg !90
  br i1 %t81.not, label %b33, label %b30.preheader, !dbg !90

b30.preheader:                                    ; preds = %b28
  %.703 = bitcast i16 %a16 to half
  %t105 = trunc i32 %.43.pn to i16, !dbg !91
  %.704 = bitcast i16 %t105 to half, !dbg !92
  %.705 = fmul half %.703, %.704, !dbg !92
  %.706 = bitcast half %.705 to i16, !dbg !92
  %t108 = zext i16 %.706 to i32, !dbg !93
  %.702.1 = lshr i32 %.43.pn, 16, !dbg !91
  %t105.1 = trunc i32 %.702.1 to i16, !dbg !91
  %.704.1 = bitcast i16 %t105.1 to half, !dbg !92
  %.705.1 = fmul half %.703, %.704.1, !dbg !92
  %.706.1 = bitcast half %.705.1 to i16, !dbg !92
  %t108.1 = zext i16 %.706.1 to i32, !dbg !93
  %.713.1 = shl nuw i32 %t108.1, 16, !dbg !93
  %t113.1 = or i32 %.713.1, %t108, !dbg !93
  %t105.2 = trunc i32 %.55.pn to i16, !dbg !91
  %.704.2 = bitcast i16 %t105.2 to half, !dbg !92
  %.705.2 = fmul half %.703, %.704.2, !dbg !92
  %.706.2 = bitcast half %.705.2 to i16, !dbg !92
  %t108.2 = zext i16 %.706.2 to i32, !dbg !93
  %.702.3 = lshr i32 %.55.pn, 16, !dbg !91
  %t105.3 = trunc i32 %.702.3 to i16, !dbg !91
  %.704.3 = bitcast i16 %t105.3 to half, !dbg !92
  %.705.3 = fmul half %.703, %.704.3, !dbg !92
  %.706.3 = bitcast half %.705.3 to i16, !dbg !92
  %t108.3 = zext i16 %.706.3 to i32, !dbg !93
  %.713.3 = shl nuw i32 %t108.3, 16, !dbg !93
  %t113.3 = or i32 %.713.3, %t108.2, !dbg !93
  %t105.4 = trunc i32 %.67.pn to i16, !dbg !91
  %.704.4 = bitcast i16 %t105.4 to half, !dbg !92
  %.705.4 = fmul half %.703, %.704.4, !dbg !92
  %.706.4 = bitcast half %.705.4 to i16, !dbg !92
  %t108.4 = zext i16 %.706.4 to i32, !dbg !93
  %.702.5 = lshr i32 %.67.pn, 16, !dbg !91
  %t105.5 = trunc i32 %.702.5 to i16, !dbg !91
  %.704.5 = bitcast i16 %t105.5 to half, !dbg !92
  %.705.5 = fmul half %.703, %.704.5, !dbg !92
  %.706.5 = bitcast half %.705.5 to i16, !dbg !92
  %t108.5 = zext i16 %.706.5 to i32, !dbg !93
  %.713.5 = shl nuw i32 %t108.5, 16, !dbg !93
  %t113.5 = or i32 %.713.5, %t108.4, !dbg !93
  %t105.6 = trunc i32 %.79.pn to i16, !dbg !91
  %.704.6 = bitcast i16 %t105.6 to half, !dbg !92
  %.705.6 = fmul half %.703, %.704.6, !dbg !92
  %.706.6 = bitcast half %.705.6 to i16, !dbg !92
  %t108.6 = zext i16 %.706.6 to i32, !dbg !93
  %.702.7 = lshr i32 %.79.pn, 16, !dbg !91
  %t105.7 = trunc i32 %.702.7 to i16, !dbg !91
  %.704.7 = bitcast i16 %t105.7 to half, !dbg !92
  %.705.7 = fmul half %.703, %.704.7, !dbg !92
  %.706.7 = bitcast half %.705.7 to i16, !dbg !92
  %t108.7 = zext i16 %.706.7 to i32, !dbg !93
  %.713.7 = shl nuw i32 %t108.7, 16, !dbg !93
  %t113.7 = or i32 %.713.7, %t108.6, !dbg !93
  %t115.7 = insertvalue [4 x i32] zeroinitializer, i32 %t113.1, 0, !dbg !93
  %t117.7 = insertvalue [4 x i32] %t115.7, i32 %t113.3, 1, !dbg !93
  %t119.7 = insertvalue [4 x i32] %t117.7, i32 %t113.5, 2, !dbg !93
  %t122.7 = insertvalue [4 x i32] %t119.7, i32 %t113.7, 3, !dbg !93
  %t132 = extractvalue { [8 x float] } %t79, 0, !dbg !94
  %t133 = extractvalue [8 x float] %t132, 7, !dbg !94
  %t135 = extractvalue [8 x float] %t132, 6, !dbg !94
  %t138 = extractvalue [8 x float] %t132, 5, !dbg !94
  %t141 = extractvalue [8 x float] %t132, 4, !dbg !94
  %t144 = extractvalue [8 x float] %t132, 3, !dbg !94
  %t147 = extractvalue [8 x float] %t132, 2, !dbg !94
  %t150 = extractvalue [8 x float] %t132, 1, !dbg !94
  %t153 = extractvalue [8 x float] %t132, 0, !dbg !94
  %t155 = fmul float %t153, %a17, !dbg !95
  %t155.1 = fmul float %t150, %a17, !dbg !95
  %t155.2 = fmul float %t147, %a17, !dbg !95
  %t155.3 = fmul float %t144, %a17, !dbg !95
  %t155.4 = fmul float %t141, %a17, !dbg !95
  %t155.5 = fmul float %t138, %a17, !dbg !95
  %t155.6 = fmul float %t135, %a17, !dbg !95
  %t155.7 = fmul float %t133, %a17, !dbg !95
  %t158.7 = insertvalue [8 x float] %t132, float %t155, 0, !dbg !96
  %t160.7 = insertvalue [8 x float] %t158.7, float %t155.1, 1, !dbg !96
  %t162.7 = insertvalue [8 x float] %t160.7, float %t155.2, 2, !dbg !96
  %t164.7 = insertvalue [8 x float] %t162.7, float %t155.3, 3, !dbg !96
  %t166.7 = insertvalue [8 x float] %t164.7, float %t155.4, 4, !dbg !96
  %t168.7 = insertvalue [8 x float] %t166.7, float %t155.5, 5, !dbg !96
  %t170.7 = insertvalue [8 x float] %t168.7, float %t155.6, 6, !dbg !96
  %t173.7 = insertvalue [8 x float] %t170.7, float %t155.7, 7, !dbg !96
  %t174.7 = insertvalue { [8 x float] } %t79, [8 x float] %t173.7, 0, !dbg !96
  %t123.7 = insertvalue { [4 x i32] } %t47, [4 x i32] %t122.7, 0, !dbg !93
  br label %b33, !dbg !97

b33:                                              ; preds = %b30.preheader, %b28
  %t177 = phi { [4 x i32] } [ %t47, %b28 ], [ %t123.7, %b30.preheader ]
  %t178 = phi { [8 x float] } [ %t79, %b28 ], [ %t174.7, %b30.preheader ]
  %.714 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !97
  %.715 = icmp ugt i32 %.714, 15, !dbg !97
  %.716 = shl i32 %.714, 2, !dbg !97
  %.717 = xor i32 %.716, 64, !dbg !97
  %.718 = extractvalue { [4 x i32] } %t177, 0, 0, !dbg !97
  %.719 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.717, i32 %.718), !dbg !97
  %.720 = select i1 %.715, i32 %.719, i32 %.718, !dbg !97
  %.721 = select i1 %.715, i32 %.718, i32 %.719, !dbg !97
  %.722 = insertelement <8 x i32> poison, i32 %.720, i64 0, !dbg !97
  %.723 = insertelement <8 x i32> %.722, i32 %.721, i64 4, !dbg !97
  %.724 = extractvalue { [4 x i32] } %t177, 0, 1, !dbg !97
  %.725 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.717, i32 %.724), !dbg !97
  %.726 = select i1 %.715, i32 %.725, i32 %.724, !dbg !97
  %.727 = select i1 %.715, i32 %.724, i32 %.725, !dbg !97
  %.728 = insertelement <8 x i32> %.723, i32 %.726, i64 1, !dbg !97
  %.729 = insertelement <8 x i32> %.728, i32 %.727, i64 5, !dbg !97
  %.730 = extractvalue { [4 x i32] } %t177, 0, 2, !dbg !97
  %.731 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.717, i32 %.730), !dbg !97
  %.732 = select i1 %.715, i32 %.731, i32 %.730, !dbg !97
  %.733 = select i1 %.715, i32 %.730, i32 %.731, !dbg !97
  %.734 = insertelement <8 x i32> %.729, i32 %.732, i64 2, !dbg !97
  %.735 = insertelement <8 x i32> %.734, i32 %.733, i64 6, !dbg !97
  %.736 = extractvalue { [4 x i32] } %t177, 0, 3, !dbg !97
  %.737 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.717, i32 %.736), !dbg !97
  %.738 = select i1 %.715, i32 %.737, i32 %.736, !dbg !97
  %.739 = select i1 %.715, i32 %.736, i32 %.737, !dbg !97
  %.740 = insertelement <8 x i32> %.735, i32 %.738, i64 3, !dbg !97
  %.741 = insertelement <8 x i32> %.740, i32 %.739, i64 7, !dbg !97
  %.742 = bitcast <8 x i32> %.741 to <16 x half>, !dbg !97
  %.744 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.717, i32 %.335.pn), !dbg !97
  %.745 = select i1 %.715, i32 %.744, i32 %.335.pn, !dbg !97
  %.746 = select i1 %.715, i32 %.335.pn, i32 %.744, !dbg !97
  %.747 = insertelement <8 x i32> poison, i32 %.745, i64 0, !dbg !97
  %.748 = insertelement <8 x i32> %.747, i32 %.746, i64 4, !dbg !97
  %.750 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.717, i32 %.336.pn), !dbg !97
  %.751 = select i1 %.715, i32 %.750, i32 %.336.pn, !dbg !97
  %.752 = select i1 %.715, i32 %.336.pn, i32 %.750, !dbg !97
  %.753 = insertelement <8 x i32> %.748, i32 %.751, i64 1, !dbg !97
  %.754 = insertelement <8 x i32> %.753, i32 %.752, i64 5, !dbg !97
  %.756 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.717, i32 %.337.pn), !dbg !97
  %.757 = select i1 %.715, i32 %.756, i32 %.337.pn, !dbg !97
  %.758 = select i1 %.715, i32 %.337.pn, i32 %.756, !dbg !97
  %.759 = insertelement <8 x i32> %.754, i32 %.757, i64 2, !dbg !97
  %.760 = insertelement <8 x i32> %.759, i32 %.758, i64 6, !dbg !97
  %.762 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.717, i32 %.338.pn), !dbg !97
  %.763 = select i1 %.715, i32 %.762, i32 %.338.pn, !dbg !97
  %.764 = select i1 %.715, i32 %.338.pn, i32 %.762, !dbg !97
  %.765 = insertelement <8 x i32> %.760, i32 %.763, i64 3, !dbg !97
  %.766 = insertelement <8 x i32> %.765, i32 %.764, i64 7, !dbg !97
  %.767 = bitcast <8 x i32> %.766 to <16 x half>, !dbg !97
  %.768 = extractvalue { [8 x float] } %t178, 0, 0, !dbg !97
  %.769 = insertelement <8 x float> poison, float %.768, i64 0, !dbg !97
  %.770 = extractvalue { [8 x float] } %t178, 0, 1, !dbg !97
  %.771 = insertelement <8 x float> %.769, float %.770, i64 1, !dbg !97
  %.772 = extractvalue { [8 x float] } %t178, 0, 2, !dbg !97
  %.773 = insertelement <8 x float> %.771, float %.772, i64 2, !dbg !97
  %.774 = extractvalue { [8 x float] } %t178, 0, 3, !dbg !97
  %.775 = insertelement <8 x float> %.773, float %.774, i64 3, !dbg !97
  %.776 = extractvalue { [8 x float] } %t178, 0, 4, !dbg !97
  %.777 = insertelement <8 x float> %.775, float %.776, i64 4, !dbg !97
  %.778 = extractvalue { [8 x float] } %t178, 0, 5, !dbg !97
  %.779 = insertelement <8 x float> %.777, float %.778, i64 5, !dbg !97
  %.780 = extractvalue { [8 x float] } %t178, 0, 6, !dbg !97
  %.781 = insertelement <8 x float> %.779, float %.780, i64 6, !dbg !97
  %.782 = extractvalue { [8 x float] } %t178, 0, 7, !dbg !97
  %.783 = insertelement <8 x float> %.781, float %.782, i64 7, !dbg !97
  %.784 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.742, <16 x half> %.767, <8 x float> %.783), !dbg !97
  %.785 = extractelement <8 x float> %.784, i64 0, !dbg !97
  %.786 = extractelement <8 x float> %.784, i64 1, !dbg !97
  %.787 = extractelement <8 x float> %.784, i64 2, !dbg !97
  %.788 = extractelement <8 x float> %.784, i64 3, !dbg !97
  %.789 = extractelement <8 x float> %.784, i64 4, !dbg !97
  %.790 = extractelement <8 x float> %.784, i64 5, !dbg !97
  %.791 = extractelement <8 x float> %.784, i64 6, !dbg !97
  %.792 = extractelement <8 x float> %.784, i64 7, !dbg !97
  %t203 = and i32 %.17, 8, !dbg !58
  %t204.not = icmp eq i32 %t203, 0, !dbg !58
  br i1 %t12.not, label %b43, label %b34, !dbg !97

b34:                                              ; preds = %b33
  %.844 = lshr i32 %.714, 4, !dbg !58
  br i1 %t204.not, label %b42, label %b35, !dbg !98

b35:                                              ; preds = %b34
  %.804 = and i32 %.714, 15, !dbg !99
  %71 = trunc i64 %a15 to i32, !dbg !99
  %72 = mul i32 %.804, %71, !dbg !99
  %73 = add i32 %72, %.844, !dbg !99
  %.809 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %73, !dbg !99
  store float %.785, ptr addrspace(3) %.809, align 4, !dbg !99
  %74 = add i32 %73, 2, !dbg !99
  %.812 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %74, !dbg !99
  store float %.786, ptr addrspace(3) %.812, align 4, !dbg !99
  %75 = add i32 %73, 4, !dbg !99
  %.815 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %75, !dbg !99
  store float %.787, ptr addrspace(3) %.815, align 4, !dbg !99
  %76 = add i32 %73, 6, !dbg !99
  %.818 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %76, !dbg !99
  store float %.788, ptr addrspace(3) %.818, align 4, !dbg !99
  %77 = add i32 %73, 8, !dbg !99
  %.821 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %77, !dbg !99
  store float %.789, ptr addrspace(3) %.821, align 4, !dbg !99
  %78 = add i32 %73, 10, !dbg !99
  %.824 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %78, !dbg !99
  store float %.790, ptr addrspace(3) %.824, align 4, !dbg !99
  %79 = add i32 %73, 12, !dbg !99
  %.827 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %79, !dbg !99
  store float %.791, ptr addrspace(3) %.827, align 4, !dbg !99
  %80 = add i32 %73, 14, !dbg !99
  br label %b36, !dbg !99

b36:                                              ; preds = %b42, %b35
  %.sink = phi i32 [ %91, %b42 ], [ %80, %b35 ]
  %.879 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %.sink, !dbg !58
  store float %.792, ptr addrspace(3) %.879, align 4, !dbg !58
  fence syncscope("workgroup") release, !dbg !100
  tail call void @llvm.amdgcn.s.barrier(), !dbg !100
  fence syncscope("workgroup") acquire, !dbg !100
  %.831 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !101
  %t187 = sext i32 %.831 to i64, !dbg !101
  %t188 = shl i64 %a15, 4, !dbg !102
  %.832 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !103
  %.833 = getelementptr inbounds i8, ptr addrspace(4) %.832, i64 4, !dbg !103
  %.834 = load i16, ptr addrspace(4) %.833, align 4, !dbg !103, !invariant.load !6
  %t190 = zext i16 %.834 to i64
  %t1923 = icmp sgt i64 %t188, %t187, !dbg !104
  br i1 %t1923, label %b38.lr.ph, label %common.ret, !dbg !104

b38.lr.ph:                                        ; preds = %b36
  %.836 = icmp eq i64 %a15, 0
  %81 = add i64 %a15, 1
  %82 = icmp ult i64 %81, 2
  %.839 = select i1 %82, i64 1, i64 %a15
  br label %b38, !dbg !104

b38:                                              ; preds = %b38.lr.ph, %b40
  %t1914 = phi i64 [ %t187, %b38.lr.ph ], [ %t199, %b40 ]
  %.840 = srem i64 %t1914, %.839, !dbg !105
  %.841 = select i1 %.836, i64 %t1914, i64 %.840, !dbg !105
  %t194 = icmp slt i64 %.841, 16, !dbg !106
  br i1 %t194, label %b39, label %b40, !dbg !106

b39:                                              ; preds = %b38
  %t195 = add i64 %t1914, %t6, !dbg !107
  %t198 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t195, !dbg !108
  %83 = trunc i64 %t1914 to i32, !dbg !109
  %t196 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %83, !dbg !109
  %.842 = load float, ptr addrspace(3) %t196, align 4, !dbg !109
  store float %.842, ptr addrspace(1) %t198, align 4, !dbg !108
  br label %b40, !dbg !108

b40:                                              ; preds = %b39, %b38
  %t199 = add i64 %t1914, %t190, !dbg !110
  %t192 = icmp slt i64 %t199, %t188, !dbg !104
  br i1 %t192, label %b38, label %common.ret, !dbg !104

common.ret.sink.split:                            ; preds = %b46, %b44
  %.908.sink = phi i64 [ %.908, %b44 ], [ %.945, %b46 ]
  %.909 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.908.sink, !dbg !58
  store float %.792, ptr addrspace(1) %.909, align 4, !dbg !58
  br label %common.ret, !dbg !58

common.ret:                                       ; preds = %b40, %common.ret.sink.split, %b36
  ret void, !dbg !58

b42:                                              ; preds = %b34
  %.845 = zext i32 %.844 to i64, !dbg !111
  %.846 = and i32 %.714, 15, !dbg !111
  %.847 = zext i32 %.846 to i64, !dbg !111
  %.848 = mul i64 %.845, %a15, !dbg !111
  %.849 = add i64 %.848, %.847, !dbg !111
  %84 = trunc i64 %.849 to i32, !dbg !111
  %.851 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %84, !dbg !111
  store float %.785, ptr addrspace(3) %.851, align 4, !dbg !111
  %.853 = shl i64 %a15, 1, !dbg !111
  %.854 = add i64 %.849, %.853, !dbg !111
  %85 = trunc i64 %.854 to i32, !dbg !111
  %.855 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %85, !dbg !111
  store float %.786, ptr addrspace(3) %.855, align 4, !dbg !111
  %.857 = shl i64 %a15, 2, !dbg !111
  %.858 = add i64 %.849, %.857, !dbg !111
  %86 = trunc i64 %.858 to i32, !dbg !111
  %.859 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %86, !dbg !111
  store float %.787, ptr addrspace(3) %.859, align 4, !dbg !111
  %.861 = mul i64 %a15, 6, !dbg !111
  %.862 = add i64 %.849, %.861, !dbg !111
  %87 = trunc i64 %.862 to i32, !dbg !111
  %.863 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %87, !dbg !111
  store float %.788, ptr addrspace(3) %.863, align 4, !dbg !111
  %.865 = shl i64 %a15, 3, !dbg !111
  %.866 = add i64 %.849, %.865, !dbg !111
  %88 = trunc i64 %.866 to i32, !dbg !111
  %.867 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %88, !dbg !111
  store float %.789, ptr addrspace(3) %.867, align 4, !dbg !111
  %.869 = mul i64 %a15, 10, !dbg !111
  %.870 = add i64 %.849, %.869, !dbg !111
  %89 = trunc i64 %.870 to i32, !dbg !111
  %.871 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %89, !dbg !111
  store float %.790, ptr addrspace(3) %.871, align 4, !dbg !111
  %.873 = mul i64 %a15, 12, !dbg !111
  %.874 = add i64 %.849, %.873, !dbg !111
  %90 = trunc i64 %.874 to i32, !dbg !111
  %.875 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %90, !dbg !111
  store float %.791, ptr addrspace(3) %.875, align 4, !dbg !111
  %.877 = mul i64 %a15, 14, !dbg !111
  %.878 = add i64 %.849, %.877, !dbg !111
  %91 = trunc i64 %.878 to i32, !dbg !111
  br label %b36, !dbg !111

b43:                                              ; preds = %b33
  %t205 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t6, !dbg !112
  %.911 = lshr i32 %.714, 4, !dbg !58
  %.912 = zext i32 %.911 to i64, !dbg !58
  %.913 = and i32 %.714, 15, !dbg !58
  %.914 = zext i32 %.913 to i64, !dbg !58
  br i1 %t204.not, label %b46, label %b44, !dbg !113

b44:                                              ; preds = %b43
  %.885 = mul i64 %.914, %a15, !dbg !112
  %.886 = add i64 %.885, %.912, !dbg !112
  %.888 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.886, !dbg !112
  store float %.785, ptr addrspace(1) %.888, align 4, !dbg !112
  %.890 = add i64 %.886, 2, !dbg !112
  %.891 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.890, !dbg !112
  store float %.786, ptr addrspace(1) %.891, align 4, !dbg !112
  %.893 = add i64 %.886, 4, !dbg !112
  %.894 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.893, !dbg !112
  store float %.787, ptr addrspace(1) %.894, align 4, !dbg !112
  %.896 = add i64 %.886, 6, !dbg !112
  %.897 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.896, !dbg !112
  store float %.788, ptr addrspace(1) %.897, align 4, !dbg !112
  %.899 = add i64 %.886, 8, !dbg !112
  %.900 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.899, !dbg !112
  store float %.789, ptr addrspace(1) %.900, align 4, !dbg !112
  %.902 = add i64 %.886, 10, !dbg !112
  %.903 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.902, !dbg !112
  store float %.790, ptr addrspace(1) %.903, align 4, !dbg !112
  %.905 = add i64 %.886, 12, !dbg !112
  %.906 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.905, !dbg !112
  store float %.791, ptr addrspace(1) %.906, align 4, !dbg !112
  %.908 = add i64 %.886, 14, !dbg !112
  br label %common.ret.sink.split, !dbg !112

b46:                                              ; preds = %b43
  %.915 = mul i64 %.912, %a15, !dbg !114
  %.916 = add i64 %.915, %.914, !dbg !114
  %.918 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.916, !dbg !114
  store float %.785, ptr addrspace(1) %.918, align 4, !dbg !114
  %.920 = shl i64 %a15, 1, !dbg !114
  %.921 = add i64 %.916, %.920, !dbg !114
  %.922 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.921, !dbg !114
  store float %.786, ptr addrspace(1) %.922, align 4, !dbg !114
  %.924 = shl i64 %a15, 2, !dbg !114
  %.925 = add i64 %.916, %.924, !dbg !114
  %.926 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.925, !dbg !114
  store float %.787, ptr addrspace(1) %.926, align 4, !dbg !114
  %.928 = mul i64 %a15, 6, !dbg !114
  %.929 = add i64 %.916, %.928, !dbg !114
  %.930 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.929, !dbg !114
  store float %.788, ptr addrspace(1) %.930, align 4, !dbg !114
  %.932 = shl i64 %a15, 3, !dbg !114
  %.933 = add i64 %.916, %.932, !dbg !114
  %.934 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.933, !dbg !114
  store float %.789, ptr addrspace(1) %.934, align 4, !dbg !114
  %.936 = mul i64 %a15, 10, !dbg !114
  %.937 = add i64 %.916, %.936, !dbg !114
  %.938 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.937, !dbg !114
  store float %.790, ptr addrspace(1) %.938, align 4, !dbg !114
  %.940 = mul i64 %a15, 12, !dbg !114
  %.941 = add i64 %.916, %.940, !dbg !114
  %.942 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.941, !dbg !114
  store float %.791, ptr addrspace(1) %.942, align 4, !dbg !114
  %.944 = mul i64 %a15, 14, !dbg !114
  %.945 = add i64 %.916, %.944, !dbg !114
  br label %common.ret.sink.split, !dbg !114
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture readonly %a12, i64 %a13, i64 %a14, i64 %a15, i16 %a16, float %a17) local_unnamed_addr #2 !dbg !115 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !116
  %t1 = sext i32 %.16 to i64, !dbg !116
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t1, !dbg !117
  %.17 = load i32, ptr addrspace(1) %t3, align 4, !dbg !117, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 4, !dbg !118
  %t6 = mul i64 %t5, %a15, !dbg !119
  %t11 = and i32 %.17, 32, !dbg !120
  %t12.not = icmp eq i32 %t11, 0, !dbg !121
  br i1 %t12.not, label %b9, label %b1, !dbg !121

b1:                                               ; preds = %entry
  %.18 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !122
  %t17 = sext i32 %.18 to i64, !dbg !122
  %t18 = shl i64 %a15, 4, !dbg !123
  %.19 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !124
  %.20 = getelementptr inbounds i8, ptr addrspace(4) %.19, i64 4, !dbg !124
  %.21 = load i16, ptr addrspace(4) %.20, align 4, !dbg !124, !invariant.load !6
  %t20 = zext i16 %.21 to i64
  %t221 = icmp sgt i64 %t18, %t17, !dbg !125
  br i1 %t221, label %b3, label %b4, !dbg !125

b3:                                               ; preds = %b1, %b3
  %t212 = phi i64 [ %t33, %b3 ], [ %t17, %b1 ]
  %t23 = add i64 %t212, %t6, !dbg !126
  %t24 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t23, !dbg !127
  %.23 = load i16, ptr addrspace(1) %t24, align 2, !dbg !127, !amdgpu.noclobber !6
  %t26 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t23, !dbg !128
  %.24 = load i16, ptr addrspace(1) %t26, align 2, !dbg !128, !amdgpu.noclobber !6
  %t28 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t23, !dbg !129
  %.25 = load float, ptr addrspace(1) %t28, align 4, !dbg !129, !amdgpu.noclobber !6
  %0 = trunc i64 %t212 to i32, !dbg !130
  %t30 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %0, !dbg !130
  store i16 %.23, ptr addrspace(3) %t30, align 2, !dbg !130
  %t31 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %0, !dbg !131
  store i16 %.24, ptr addrspace(3) %t31, align 2, !dbg !131
  %t32 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %0, !dbg !132
  store float %.25, ptr addrspace(3) %t32, align 4, !dbg !132
  %t33 = add i64 %t212, %t20, !dbg !133
  %t22 = icmp slt i64 %t33, %t18, !dbg !125
  br i1 %t22, label %b3, label %b4, !dbg !125

b4:                                               ; preds = %b3, %b1
  fence syncscope("workgroup") release, !dbg !134
  tail call void @llvm.amdgcn.s.barrier(), !dbg !134
  fence syncscope("workgroup") acquire, !dbg !134
  %t36 = and i32 %.17, 1, !dbg !135
  %t37.not = icmp eq i32 %t36, 0, !dbg !136
  %.84 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !137
  %.87 = and i32 %.84, 15, !dbg !137
  br i1 %t37.not, label %b8, label %b7, !dbg !136

b7:                                               ; preds = %b4
  %.30 = zext i32 %.87 to i64, !dbg !138
  %1 = lshr i32 %.84, 1, !dbg !138
  %2 = and i32 %1, 2147483640, !dbg !138
  %.31 = zext i32 %2 to i64, !dbg !138
  %.32 = mul i64 %.31, %a15, !dbg !138
  %.33 = add i64 %.32, %.30, !dbg !138
  %3 = trunc i64 %.33 to i32, !dbg !138
  %.34 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %3, !dbg !138
  %.35 = load i16, ptr addrspace(3) %.34, align 2, !dbg !138
  %.36 = zext i16 %.35 to i32, !dbg !138
  %.38 = add i64 %.33, %a15, !dbg !138
  %4 = trunc i64 %.38 to i32, !dbg !138
  %.39 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %4, !dbg !138
  %.40 = load i16, ptr addrspace(3) %.39, align 2, !dbg !138
  %.41 = zext i16 %.40 to i32, !dbg !138
  %.42 = shl nuw i32 %.41, 16, !dbg !138
  %.43 = or i32 %.42, %.36, !dbg !138
  %.44 = shl i64 %a15, 1, !dbg !138
  %.45 = add i64 %.33, %.44, !dbg !138
  %5 = trunc i64 %.45 to i32, !dbg !138
  %.46 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %5, !dbg !138
  %.47 = load i16, ptr addrspace(3) %.46, align 2, !dbg !138
  %.48 = zext i16 %.47 to i32, !dbg !138
  %.49 = mul i64 %a15, 3, !dbg !138
  %.50 = add i64 %.33, %.49, !dbg !138
  %6 = trunc i64 %.50 to i32, !dbg !138
  %.51 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %6, !dbg !138
  %.52 = load i16, ptr addrspace(3) %.51, align 2, !dbg !138
  %.53 = zext i16 %.52 to i32, !dbg !138
  %.54 = shl nuw i32 %.53, 16, !dbg !138
  %.55 = or i32 %.54, %.48, !dbg !138
  %.56 = shl i64 %a15, 2, !dbg !138
  %.57 = add i64 %.33, %.56, !dbg !138
  %7 = trunc i64 %.57 to i32, !dbg !138
  %.58 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %7, !dbg !138
  %.59 = load i16, ptr addrspace(3) %.58, align 2, !dbg !138
  %.60 = zext i16 %.59 to i32, !dbg !138
  %.61 = mul i64 %a15, 5, !dbg !138
  %.62 = add i64 %.33, %.61, !dbg !138
  %8 = trunc i64 %.62 to i32, !dbg !138
  %.63 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %8, !dbg !138
  %.64 = load i16, ptr addrspace(3) %.63, align 2, !dbg !138
  %.65 = zext i16 %.64 to i32, !dbg !138
  %.66 = shl nuw i32 %.65, 16, !dbg !138
  %.67 = or i32 %.66, %.60, !dbg !138
  %.68 = mul i64 %a15, 6, !dbg !138
  %.69 = add i64 %.33, %.68, !dbg !138
  %9 = trunc i64 %.69 to i32, !dbg !138
  %.70 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %9, !dbg !138
  %.71 = load i16, ptr addrspace(3) %.70, align 2, !dbg !138
  %.72 = zext i16 %.71 to i32, !dbg !138
  %.73 = mul i64 %a15, 7, !dbg !138
  %.74 = add i64 %.33, %.73, !dbg !138
  %10 = trunc i64 %.74 to i32, !dbg !138
  %.75 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %10, !dbg !138
  %.76 = load i16, ptr addrspace(3) %.75, align 2, !dbg !138
  %.77 = zext i16 %.76 to i32, !dbg !138
  %.78 = shl nuw i32 %.77, 16, !dbg !138
  %.79 = or i32 %.78, %.72, !dbg !138
  br label %b12, !dbg !139

b8:                                               ; preds = %b4
  %11 = lshr i32 %.84, 1, !dbg !140
  %12 = and i32 %11, 2147483640, !dbg !140
  %13 = trunc i64 %a15 to i32, !dbg !140
  %14 = mul i32 %.87, %13, !dbg !140
  %15 = add i32 %14, %12, !dbg !140
  %.92 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %15, !dbg !140
  %16 = ptrtoint ptr addrspace(3) %.92 to i32, !dbg !140
  %17 = and i32 %16, 2, !dbg !140
  %.95 = icmp eq i32 %17, 0, !dbg !140
  br i1 %.95, label %frag.wide.96, label %frag.narrow.97, !dbg !140

frag.wide.96:                                     ; preds = %b8
  %.99 = load <4 x i32>, ptr addrspace(3) %.92, align 4, !dbg !140
  %.100 = extractelement <4 x i32> %.99, i64 0, !dbg !140
  %.101 = extractelement <4 x i32> %.99, i64 1, !dbg !140
  %.102 = extractelement <4 x i32> %.99, i64 2, !dbg !140
  %.103 = extractelement <4 x i32> %.99, i64 3, !dbg !140
  br label %b12, !dbg !140

frag.narrow.97:                                   ; preds = %b8
  %.105 = load i16, ptr addrspace(3) %.92, align 2, !dbg !140
  %.106 = zext i16 %.105 to i32, !dbg !140
  %18 = add i32 %15, 1, !dbg !140
  %.108 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %18, !dbg !140
  %.109 = load i16, ptr addrspace(3) %.108, align 2, !dbg !140
  %.110 = zext i16 %.109 to i32, !dbg !140
  %.111 = shl nuw i32 %.110, 16, !dbg !140
  %.112 = or i32 %.111, %.106, !dbg !140
  %19 = add i32 %15, 2, !dbg !140
  %.114 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %19, !dbg !140
  %.115 = load i16, ptr addrspace(3) %.114, align 2, !dbg !140
  %.116 = zext i16 %.115 to i32, !dbg !140
  %20 = add i32 %15, 3, !dbg !140
  %.118 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %20, !dbg !140
  %.119 = load i16, ptr addrspace(3) %.118, align 2, !dbg !140
  %.120 = zext i16 %.119 to i32, !dbg !140
  %.121 = shl nuw i32 %.120, 16, !dbg !140
  %.122 = or i32 %.121, %.116, !dbg !140
  %21 = add i32 %15, 4, !dbg !140
  %.124 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %21, !dbg !140
  %.125 = load i16, ptr addrspace(3) %.124, align 2, !dbg !140
  %.126 = zext i16 %.125 to i32, !dbg !140
  %22 = add i32 %15, 5, !dbg !140
  %.128 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %22, !dbg !140
  %.129 = load i16, ptr addrspace(3) %.128, align 2, !dbg !140
  %.130 = zext i16 %.129 to i32, !dbg !140
  %.131 = shl nuw i32 %.130, 16, !dbg !140
  %.132 = or i32 %.131, %.126, !dbg !140
  %23 = add i32 %15, 6, !dbg !140
  %.134 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %23, !dbg !140
  %.135 = load i16, ptr addrspace(3) %.134, align 2, !dbg !140
  %.136 = zext i16 %.135 to i32, !dbg !140
  %24 = add i32 %15, 7, !dbg !140
  %.138 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %24, !dbg !140
  %.139 = load i16, ptr addrspace(3) %.138, align 2, !dbg !140
  %.140 = zext i16 %.139 to i32, !dbg !140
  %.141 = shl nuw i32 %.140, 16, !dbg !140
  %.142 = or i32 %.141, %.136, !dbg !140
  br label %b12, !dbg !140

b9:                                               ; preds = %entry
  %t42 = and i32 %.17, 1, !dbg !141
  %t43.not = icmp eq i32 %t42, 0, !dbg !142
  %t44 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t6, !dbg !143
  %.209 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !137
  %.212 = and i32 %.209, 15, !dbg !137
  %.213 = zext i32 %.212 to i64, !dbg !137
  %25 = lshr i32 %.209, 1, !dbg !137
  %26 = and i32 %25, 2147483640, !dbg !137
  %.214 = zext i32 %26 to i64, !dbg !137
  br i1 %t43.not, label %b11, label %b10, !dbg !142

b10:                                              ; preds = %b9
  %.157 = mul i64 %.214, %a15, !dbg !143
  %.158 = add i64 %.157, %.213, !dbg !143
  %.159 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.158, !dbg !143
  %.160 = load i16, ptr addrspace(1) %.159, align 2, !dbg !143, !amdgpu.noclobber !6
  %.161 = zext i16 %.160 to i32, !dbg !143
  %.163 = add i64 %.158, %a15, !dbg !143
  %.164 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.163, !dbg !143
  %.165 = load i16, ptr addrspace(1) %.164, align 2, !dbg !143, !amdgpu.noclobber !6
  %.166 = zext i16 %.165 to i32, !dbg !143
  %.167 = shl nuw i32 %.166, 16, !dbg !143
  %.168 = or i32 %.167, %.161, !dbg !143
  %.169 = shl i64 %a15, 1, !dbg !143
  %.170 = add i64 %.158, %.169, !dbg !143
  %.171 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.170, !dbg !143
  %.172 = load i16, ptr addrspace(1) %.171, align 2, !dbg !143, !amdgpu.noclobber !6
  %.173 = zext i16 %.172 to i32, !dbg !143
  %.174 = mul i64 %a15, 3, !dbg !143
  %.175 = add i64 %.158, %.174, !dbg !143
  %.176 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.175, !dbg !143
  %.177 = load i16, ptr addrspace(1) %.176, align 2, !dbg !143, !amdgpu.noclobber !6
  %.178 = zext i16 %.177 to i32, !dbg !143
  %.179 = shl nuw i32 %.178, 16, !dbg !143
  %.180 = or i32 %.179, %.173, !dbg !143
  %.181 = shl i64 %a15, 2, !dbg !143
  %.182 = add i64 %.158, %.181, !dbg !143
  %.183 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.182, !dbg !143
  %.184 = load i16, ptr addrspace(1) %.183, align 2, !dbg !143, !amdgpu.noclobber !6
  %.185 = zext i16 %.184 to i32, !dbg !143
  %.186 = mul i64 %a15, 5, !dbg !143
  %.187 = add i64 %.158, %.186, !dbg !143
  %.188 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.187, !dbg !143
  %.189 = load i16, ptr addrspace(1) %.188, align 2, !dbg !143, !amdgpu.noclobber !6
  %.190 = zext i16 %.189 to i32, !dbg !143
  %.191 = shl nuw i32 %.190, 16, !dbg !143
  %.192 = or i32 %.191, %.185, !dbg !143
  %.193 = mul i64 %a15, 6, !dbg !143
  %.194 = add i64 %.158, %.193, !dbg !143
  %.195 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.194, !dbg !143
  %.196 = load i16, ptr addrspace(1) %.195, align 2, !dbg !143, !amdgpu.noclobber !6
  %.197 = zext i16 %.196 to i32, !dbg !143
  %.198 = mul i64 %a15, 7, !dbg !143
  %.199 = add i64 %.158, %.198, !dbg !143
  %.200 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.199, !dbg !143
  %.201 = load i16, ptr addrspace(1) %.200, align 2, !dbg !143, !amdgpu.noclobber !6
  %.202 = zext i16 %.201 to i32, !dbg !143
  %.203 = shl nuw i32 %.202, 16, !dbg !143
  %.204 = or i32 %.203, %.197, !dbg !143
  br label %b12, !dbg !144

b11:                                              ; preds = %b9
  %.215 = mul i64 %.213, %a15, !dbg !145
  %.216 = add i64 %.215, %.214, !dbg !145
  %.217 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.216, !dbg !145
  %.218 = ptrtoint ptr addrspace(1) %.217 to i64, !dbg !145
  %.219 = and i64 %.218, 3, !dbg !145
  %.220 = icmp eq i64 %.219, 0, !dbg !145
  br i1 %.220, label %frag.wide.221, label %frag.narrow.222, !dbg !145

frag.wide.221:                                    ; preds = %b11
  %.224 = load <4 x i32>, ptr addrspace(1) %.217, align 4, !dbg !145, !amdgpu.noclobber !6
  %.225 = extractelement <4 x i32> %.224, i64 0, !dbg !145
  %.226 = extractelement <4 x i32> %.224, i64 1, !dbg !145
  %.227 = extractelement <4 x i32> %.224, i64 2, !dbg !145
  %.228 = extractelement <4 x i32> %.224, i64 3, !dbg !145
  br label %b12, !dbg !145

frag.narrow.222:                                  ; preds = %b11
  %.230 = load i16, ptr addrspace(1) %.217, align 2, !dbg !145, !amdgpu.noclobber !6
  %.231 = zext i16 %.230 to i32, !dbg !145
  %.232 = add i64 %.216, 1, !dbg !145
  %.233 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.232, !dbg !145
  %.234 = load i16, ptr addrspace(1) %.233, align 2, !dbg !145, !amdgpu.noclobber !6
  %.235 = zext i16 %.234 to i32, !dbg !145
  %.236 = shl nuw i32 %.235, 16, !dbg !145
  %.237 = or i32 %.236, %.231, !dbg !145
  %.238 = add i64 %.216, 2, !dbg !145
  %.239 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.238, !dbg !145
  %.240 = load i16, ptr addrspace(1) %.239, align 2, !dbg !145, !amdgpu.noclobber !6
  %.241 = zext i16 %.240 to i32, !dbg !145
  %.242 = add i64 %.216, 3, !dbg !145
  %.243 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.242, !dbg !145
  %.244 = load i16, ptr addrspace(1) %.243, align 2, !dbg !145, !amdgpu.noclobber !6
  %.245 = zext i16 %.244 to i32, !dbg !145
  %.246 = shl nuw i32 %.245, 16, !dbg !145
  %.247 = or i32 %.246, %.241, !dbg !145
  %.248 = add i64 %.216, 4, !dbg !145
  %.249 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.248, !dbg !145
  %.250 = load i16, ptr addrspace(1) %.249, align 2, !dbg !145, !amdgpu.noclobber !6
  %.251 = zext i16 %.250 to i32, !dbg !145
  %.252 = add i64 %.216, 5, !dbg !145
  %.253 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.252, !dbg !145
  %.254 = load i16, ptr addrspace(1) %.253, align 2, !dbg !145, !amdgpu.noclobber !6
  %.255 = zext i16 %.254 to i32, !dbg !145
  %.256 = shl nuw i32 %.255, 16, !dbg !145
  %.257 = or i32 %.256, %.251, !dbg !145
  %.258 = add i64 %.216, 6, !dbg !145
  %.259 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.258, !dbg !145
  %.260 = load i16, ptr addrspace(1) %.259, align 2, !dbg !145, !amdgpu.noclobber !6
  %.261 = zext i16 %.260 to i32, !dbg !145
  %.262 = add i64 %.216, 7, !dbg !145
  %.263 = getelementptr inbounds i16, ptr addrspace(1) %t44, i64 %.262, !dbg !145
  %.264 = load i16, ptr addrspace(1) %.263, align 2, !dbg !145, !amdgpu.noclobber !6
  %.265 = zext i16 %.264 to i32, !dbg !145
  %.266 = shl nuw i32 %.265, 16, !dbg !145
  %.267 = or i32 %.266, %.261, !dbg !145
  br label %b12, !dbg !145

b12:                                              ; preds = %frag.wide.221, %frag.narrow.222, %frag.wide.96, %frag.narrow.97, %b10, %b7
  %.43.pn = phi i32 [ %.43, %b7 ], [ %.168, %b10 ], [ %.100, %frag.wide.96 ], [ %.112, %frag.narrow.97 ], [ %.225, %frag.wide.221 ], [ %.237, %frag.narrow.222 ]
  %.55.pn = phi i32 [ %.55, %b7 ], [ %.180, %b10 ], [ %.101, %frag.wide.96 ], [ %.122, %frag.narrow.97 ], [ %.226, %frag.wide.221 ], [ %.247, %frag.narrow.222 ]
  %.67.pn = phi i32 [ %.67, %b7 ], [ %.192, %b10 ], [ %.102, %frag.wide.96 ], [ %.132, %frag.narrow.97 ], [ %.227, %frag.wide.221 ], [ %.257, %frag.narrow.222 ]
  %.79.pn = phi i32 [ %.79, %b7 ], [ %.204, %b10 ], [ %.103, %frag.wide.96 ], [ %.142, %frag.narrow.97 ], [ %.228, %frag.wide.221 ], [ %.267, %frag.narrow.222 ]
  %.80.pn = insertvalue { [4 x i32] } zeroinitializer, i32 %.43.pn, 0, 0, !dbg !137
  %.81.pn = insertvalue { [4 x i32] } %.80.pn, i32 %.55.pn, 0, 1, !dbg !137
  %.82.pn = insertvalue { [4 x i32] } %.81.pn, i32 %.67.pn, 0, 2, !dbg !137
  %t47 = insertvalue { [4 x i32] } %.82.pn, i32 %.79.pn, 0, 3, !dbg !137
  %t56 = and i32 %.17, 2, !dbg !137
  %t57.not = icmp eq i32 %t56, 0, !dbg !137
  br i1 %t12.not, label %b16, label %b13, !dbg !146

b13:                                              ; preds = %b12
  %.343 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !137
  %.346 = and i32 %.343, 15, !dbg !137
  br i1 %t57.not, label %b15, label %b14, !dbg !147

b14:                                              ; preds = %b13
  %27 = lshr i32 %.343, 1, !dbg !148
  %28 = and i32 %27, 2147483640, !dbg !148
  %29 = trunc i64 %a15 to i32, !dbg !148
  %30 = mul i32 %.346, %29, !dbg !148
  %31 = add i32 %30, %28, !dbg !148
  %.284 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %31, !dbg !148
  %32 = ptrtoint ptr addrspace(3) %.284 to i32, !dbg !148
  %33 = and i32 %32, 2, !dbg !148
  %.287 = icmp eq i32 %33, 0, !dbg !148
  br i1 %.287, label %frag.wide.288, label %frag.narrow.289, !dbg !148

frag.wide.288:                                    ; preds = %b14
  %.291 = load <4 x i32>, ptr addrspace(3) %.284, align 4, !dbg !148
  %.292 = extractelement <4 x i32> %.291, i64 0, !dbg !148
  %.293 = extractelement <4 x i32> %.291, i64 1, !dbg !148
  %.294 = extractelement <4 x i32> %.291, i64 2, !dbg !148
  %.295 = extractelement <4 x i32> %.291, i64 3, !dbg !148
  br label %b19, !dbg !148

frag.narrow.289:                                  ; preds = %b14
  %.297 = load i16, ptr addrspace(3) %.284, align 2, !dbg !148
  %.298 = zext i16 %.297 to i32, !dbg !148
  %34 = add i32 %31, 1, !dbg !148
  %.300 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %34, !dbg !148
  %.301 = load i16, ptr addrspace(3) %.300, align 2, !dbg !148
  %.302 = zext i16 %.301 to i32, !dbg !148
  %.303 = shl nuw i32 %.302, 16, !dbg !148
  %.304 = or i32 %.303, %.298, !dbg !148
  %35 = add i32 %31, 2, !dbg !148
  %.306 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %35, !dbg !148
  %.307 = load i16, ptr addrspace(3) %.306, align 2, !dbg !148
  %.308 = zext i16 %.307 to i32, !dbg !148
  %36 = add i32 %31, 3, !dbg !148
  %.310 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %36, !dbg !148
  %.311 = load i16, ptr addrspace(3) %.310, align 2, !dbg !148
  %.312 = zext i16 %.311 to i32, !dbg !148
  %.313 = shl nuw i32 %.312, 16, !dbg !148
  %.314 = or i32 %.313, %.308, !dbg !148
  %37 = add i32 %31, 4, !dbg !148
  %.316 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %37, !dbg !148
  %.317 = load i16, ptr addrspace(3) %.316, align 2, !dbg !148
  %.318 = zext i16 %.317 to i32, !dbg !148
  %38 = add i32 %31, 5, !dbg !148
  %.320 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %38, !dbg !148
  %.321 = load i16, ptr addrspace(3) %.320, align 2, !dbg !148
  %.322 = zext i16 %.321 to i32, !dbg !148
  %.323 = shl nuw i32 %.322, 16, !dbg !148
  %.324 = or i32 %.323, %.318, !dbg !148
  %39 = add i32 %31, 6, !dbg !148
  %.326 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %39, !dbg !148
  %.327 = load i16, ptr addrspace(3) %.326, align 2, !dbg !148
  %.328 = zext i16 %.327 to i32, !dbg !148
  %40 = add i32 %31, 7, !dbg !148
  %.330 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %40, !dbg !148
  %.331 = load i16, ptr addrspace(3) %.330, align 2, !dbg !148
  %.332 = zext i16 %.331 to i32, !dbg !148
  %.333 = shl nuw i32 %.332, 16, !dbg !148
  %.334 = or i32 %.333, %.328, !dbg !148
  br label %b19, !dbg !148

b15:                                              ; preds = %b13
  %.347 = zext i32 %.346 to i64, !dbg !149
  %41 = lshr i32 %.343, 1, !dbg !149
  %42 = and i32 %41, 2147483640, !dbg !149
  %.348 = zext i32 %42 to i64, !dbg !149
  %.349 = mul i64 %.348, %a15, !dbg !149
  %.350 = add i64 %.349, %.347, !dbg !149
  %43 = trunc i64 %.350 to i32, !dbg !149
  %.351 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %43, !dbg !149
  %.352 = load i16, ptr addrspace(3) %.351, align 2, !dbg !149
  %.353 = zext i16 %.352 to i32, !dbg !149
  %.355 = add i64 %.350, %a15, !dbg !149
  %44 = trunc i64 %.355 to i32, !dbg !149
  %.356 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %44, !dbg !149
  %.357 = load i16, ptr addrspace(3) %.356, align 2, !dbg !149
  %.358 = zext i16 %.357 to i32, !dbg !149
  %.359 = shl nuw i32 %.358, 16, !dbg !149
  %.360 = or i32 %.359, %.353, !dbg !149
  %.361 = shl i64 %a15, 1, !dbg !149
  %.362 = add i64 %.350, %.361, !dbg !149
  %45 = trunc i64 %.362 to i32, !dbg !149
  %.363 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %45, !dbg !149
  %.364 = load i16, ptr addrspace(3) %.363, align 2, !dbg !149
  %.365 = zext i16 %.364 to i32, !dbg !149
  %.366 = mul i64 %a15, 3, !dbg !149
  %.367 = add i64 %.350, %.366, !dbg !149
  %46 = trunc i64 %.367 to i32, !dbg !149
  %.368 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %46, !dbg !149
  %.369 = load i16, ptr addrspace(3) %.368, align 2, !dbg !149
  %.370 = zext i16 %.369 to i32, !dbg !149
  %.371 = shl nuw i32 %.370, 16, !dbg !149
  %.372 = or i32 %.371, %.365, !dbg !149
  %.373 = shl i64 %a15, 2, !dbg !149
  %.374 = add i64 %.350, %.373, !dbg !149
  %47 = trunc i64 %.374 to i32, !dbg !149
  %.375 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %47, !dbg !149
  %.376 = load i16, ptr addrspace(3) %.375, align 2, !dbg !149
  %.377 = zext i16 %.376 to i32, !dbg !149
  %.378 = mul i64 %a15, 5, !dbg !149
  %.379 = add i64 %.350, %.378, !dbg !149
  %48 = trunc i64 %.379 to i32, !dbg !149
  %.380 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %48, !dbg !149
  %.381 = load i16, ptr addrspace(3) %.380, align 2, !dbg !149
  %.382 = zext i16 %.381 to i32, !dbg !149
  %.383 = shl nuw i32 %.382, 16, !dbg !149
  %.384 = or i32 %.383, %.377, !dbg !149
  %.385 = mul i64 %a15, 6, !dbg !149
  %.386 = add i64 %.350, %.385, !dbg !149
  %49 = trunc i64 %.386 to i32, !dbg !149
  %.387 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %49, !dbg !149
  %.388 = load i16, ptr addrspace(3) %.387, align 2, !dbg !149
  %.389 = zext i16 %.388 to i32, !dbg !149
  %.390 = mul i64 %a15, 7, !dbg !149
  %.391 = add i64 %.350, %.390, !dbg !149
  %50 = trunc i64 %.391 to i32, !dbg !149
  %.392 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %50, !dbg !149
  %.393 = load i16, ptr addrspace(3) %.392, align 2, !dbg !149
  %.394 = zext i16 %.393 to i32, !dbg !149
  %.395 = shl nuw i32 %.394, 16, !dbg !149
  %.396 = or i32 %.395, %.389, !dbg !149
  br label %b19, !dbg !150

b16:                                              ; preds = %b12
  %t58 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t6, !dbg !151
  %.468 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !137
  %.471 = and i32 %.468, 15, !dbg !137
  %.472 = zext i32 %.471 to i64, !dbg !137
  %51 = lshr i32 %.468, 1, !dbg !137
  %52 = and i32 %51, 2147483640, !dbg !137
  %.473 = zext i32 %52 to i64, !dbg !137
  br i1 %t57.not, label %b18, label %b17, !dbg !152

b17:                                              ; preds = %b16
  %.407 = mul i64 %.472, %a15, !dbg !151
  %.408 = add i64 %.407, %.473, !dbg !151
  %.409 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.408, !dbg !151
  %.410 = ptrtoint ptr addrspace(1) %.409 to i64, !dbg !151
  %.411 = and i64 %.410, 3, !dbg !151
  %.412 = icmp eq i64 %.411, 0, !dbg !151
  br i1 %.412, label %frag.wide.413, label %frag.narrow.414, !dbg !151

frag.wide.413:                                    ; preds = %b17
  %.416 = load <4 x i32>, ptr addrspace(1) %.409, align 4, !dbg !151, !amdgpu.noclobber !6
  %.417 = extractelement <4 x i32> %.416, i64 0, !dbg !151
  %.418 = extractelement <4 x i32> %.416, i64 1, !dbg !151
  %.419 = extractelement <4 x i32> %.416, i64 2, !dbg !151
  %.420 = extractelement <4 x i32> %.416, i64 3, !dbg !151
  br label %b19, !dbg !151

frag.narrow.414:                                  ; preds = %b17
  %.422 = load i16, ptr addrspace(1) %.409, align 2, !dbg !151, !amdgpu.noclobber !6
  %.423 = zext i16 %.422 to i32, !dbg !151
  %.424 = add i64 %.408, 1, !dbg !151
  %.425 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.424, !dbg !151
  %.426 = load i16, ptr addrspace(1) %.425, align 2, !dbg !151, !amdgpu.noclobber !6
  %.427 = zext i16 %.426 to i32, !dbg !151
  %.428 = shl nuw i32 %.427, 16, !dbg !151
  %.429 = or i32 %.428, %.423, !dbg !151
  %.430 = add i64 %.408, 2, !dbg !151
  %.431 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.430, !dbg !151
  %.432 = load i16, ptr addrspace(1) %.431, align 2, !dbg !151, !amdgpu.noclobber !6
  %.433 = zext i16 %.432 to i32, !dbg !151
  %.434 = add i64 %.408, 3, !dbg !151
  %.435 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.434, !dbg !151
  %.436 = load i16, ptr addrspace(1) %.435, align 2, !dbg !151, !amdgpu.noclobber !6
  %.437 = zext i16 %.436 to i32, !dbg !151
  %.438 = shl nuw i32 %.437, 16, !dbg !151
  %.439 = or i32 %.438, %.433, !dbg !151
  %.440 = add i64 %.408, 4, !dbg !151
  %.441 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.440, !dbg !151
  %.442 = load i16, ptr addrspace(1) %.441, align 2, !dbg !151, !amdgpu.noclobber !6
  %.443 = zext i16 %.442 to i32, !dbg !151
  %.444 = add i64 %.408, 5, !dbg !151
  %.445 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.444, !dbg !151
  %.446 = load i16, ptr addrspace(1) %.445, align 2, !dbg !151, !amdgpu.noclobber !6
  %.447 = zext i16 %.446 to i32, !dbg !151
  %.448 = shl nuw i32 %.447, 16, !dbg !151
  %.449 = or i32 %.448, %.443, !dbg !151
  %.450 = add i64 %.408, 6, !dbg !151
  %.451 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.450, !dbg !151
  %.452 = load i16, ptr addrspace(1) %.451, align 2, !dbg !151, !amdgpu.noclobber !6
  %.453 = zext i16 %.452 to i32, !dbg !151
  %.454 = add i64 %.408, 7, !dbg !151
  %.455 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.454, !dbg !151
  %.456 = load i16, ptr addrspace(1) %.455, align 2, !dbg !151, !amdgpu.noclobber !6
  %.457 = zext i16 %.456 to i32, !dbg !151
  %.458 = shl nuw i32 %.457, 16, !dbg !151
  %.459 = or i32 %.458, %.453, !dbg !151
  br label %b19, !dbg !151

b18:                                              ; preds = %b16
  %.474 = mul i64 %.473, %a15, !dbg !153
  %.475 = add i64 %.474, %.472, !dbg !153
  %.476 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.475, !dbg !153
  %.477 = load i16, ptr addrspace(1) %.476, align 2, !dbg !153, !amdgpu.noclobber !6
  %.478 = zext i16 %.477 to i32, !dbg !153
  %.480 = add i64 %.475, %a15, !dbg !153
  %.481 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.480, !dbg !153
  %.482 = load i16, ptr addrspace(1) %.481, align 2, !dbg !153, !amdgpu.noclobber !6
  %.483 = zext i16 %.482 to i32, !dbg !153
  %.484 = shl nuw i32 %.483, 16, !dbg !153
  %.485 = or i32 %.484, %.478, !dbg !153
  %.486 = shl i64 %a15, 1, !dbg !153
  %.487 = add i64 %.475, %.486, !dbg !153
  %.488 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.487, !dbg !153
  %.489 = load i16, ptr addrspace(1) %.488, align 2, !dbg !153, !amdgpu.noclobber !6
  %.490 = zext i16 %.489 to i32, !dbg !153
  %.491 = mul i64 %a15, 3, !dbg !153
  %.492 = add i64 %.475, %.491, !dbg !153
  %.493 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.492, !dbg !153
  %.494 = load i16, ptr addrspace(1) %.493, align 2, !dbg !153, !amdgpu.noclobber !6
  %.495 = zext i16 %.494 to i32, !dbg !153
  %.496 = shl nuw i32 %.495, 16, !dbg !153
  %.497 = or i32 %.496, %.490, !dbg !153
  %.498 = shl i64 %a15, 2, !dbg !153
  %.499 = add i64 %.475, %.498, !dbg !153
  %.500 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.499, !dbg !153
  %.501 = load i16, ptr addrspace(1) %.500, align 2, !dbg !153, !amdgpu.noclobber !6
  %.502 = zext i16 %.501 to i32, !dbg !153
  %.503 = mul i64 %a15, 5, !dbg !153
  %.504 = add i64 %.475, %.503, !dbg !153
  %.505 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.504, !dbg !153
  %.506 = load i16, ptr addrspace(1) %.505, align 2, !dbg !153, !amdgpu.noclobber !6
  %.507 = zext i16 %.506 to i32, !dbg !153
  %.508 = shl nuw i32 %.507, 16, !dbg !153
  %.509 = or i32 %.508, %.502, !dbg !153
  %.510 = mul i64 %a15, 6, !dbg !153
  %.511 = add i64 %.475, %.510, !dbg !153
  %.512 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.511, !dbg !153
  %.513 = load i16, ptr addrspace(1) %.512, align 2, !dbg !153, !amdgpu.noclobber !6
  %.514 = zext i16 %.513 to i32, !dbg !153
  %.515 = mul i64 %a15, 7, !dbg !153
  %.516 = add i64 %.475, %.515, !dbg !153
  %.517 = getelementptr inbounds i16, ptr addrspace(1) %t58, i64 %.516, !dbg !153
  %.518 = load i16, ptr addrspace(1) %.517, align 2, !dbg !153, !amdgpu.noclobber !6
  %.519 = zext i16 %.518 to i32, !dbg !153
  %.520 = shl nuw i32 %.519, 16, !dbg !153
  %.521 = or i32 %.520, %.514, !dbg !153
  br label %b19, !dbg !154

b19:                                              ; preds = %frag.wide.413, %frag.narrow.414, %frag.wide.288, %frag.narrow.289, %b18, %b15
  %.335.pn = phi i32 [ %.360, %b15 ], [ %.485, %b18 ], [ %.292, %frag.wide.288 ], [ %.304, %frag.narrow.289 ], [ %.417, %frag.wide.413 ], [ %.429, %frag.narrow.414 ]
  %.336.pn = phi i32 [ %.372, %b15 ], [ %.497, %b18 ], [ %.293, %frag.wide.288 ], [ %.314, %frag.narrow.289 ], [ %.418, %frag.wide.413 ], [ %.439, %frag.narrow.414 ]
  %.337.pn = phi i32 [ %.384, %b15 ], [ %.509, %b18 ], [ %.294, %frag.wide.288 ], [ %.324, %frag.narrow.289 ], [ %.419, %frag.wide.413 ], [ %.449, %frag.narrow.414 ]
  %.338.pn = phi i32 [ %.396, %b15 ], [ %.521, %b18 ], [ %.295, %frag.wide.288 ], [ %.334, %frag.narrow.289 ], [ %.420, %frag.wide.413 ], [ %.459, %frag.narrow.414 ]
  %t63 = and i32 %.17, 16, !dbg !155
  %t64.not = icmp eq i32 %t63, 0, !dbg !156
  br i1 %t64.not, label %b28, label %b20, !dbg !156

b20:                                              ; preds = %b19
  %t73 = and i32 %.17, 4, !dbg !137
  %t74.not = icmp eq i32 %t73, 0, !dbg !137
  br i1 %t12.not, label %b24, label %b21, !dbg !157

b21:                                              ; preds = %b20
  %.572 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !137
  %.573 = lshr i32 %.572, 4, !dbg !137
  br i1 %t74.not, label %b23, label %b22, !dbg !158

b22:                                              ; preds = %b21
  %.537 = and i32 %.572, 15, !dbg !159
  %53 = trunc i64 %a15 to i32, !dbg !159
  %54 = mul i32 %.537, %53, !dbg !159
  %55 = add i32 %54, %.573, !dbg !159
  %.541 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %55, !dbg !159
  %.542 = load float, ptr addrspace(3) %.541, align 4, !dbg !159
  %56 = add i32 %55, 2, !dbg !159
  %.544 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %56, !dbg !159
  %.545 = load float, ptr addrspace(3) %.544, align 4, !dbg !159
  %57 = add i32 %55, 4, !dbg !159
  %.547 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %57, !dbg !159
  %.548 = load float, ptr addrspace(3) %.547, align 4, !dbg !159
  %58 = add i32 %55, 6, !dbg !159
  %.550 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %58, !dbg !159
  %.551 = load float, ptr addrspace(3) %.550, align 4, !dbg !159
  %59 = add i32 %55, 8, !dbg !159
  %.553 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %59, !dbg !159
  %.554 = load float, ptr addrspace(3) %.553, align 4, !dbg !159
  %60 = add i32 %55, 10, !dbg !159
  %.556 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %60, !dbg !159
  %.557 = load float, ptr addrspace(3) %.556, align 4, !dbg !159
  %61 = add i32 %55, 12, !dbg !159
  %.559 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %61, !dbg !159
  %.560 = load float, ptr addrspace(3) %.559, align 4, !dbg !159
  %62 = add i32 %55, 14, !dbg !159
  %.562 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %62, !dbg !159
  %.563 = load float, ptr addrspace(3) %.562, align 4, !dbg !159
  %.564 = insertvalue { [8 x float] } zeroinitializer, float %.542, 0, 0, !dbg !159
  %.565 = insertvalue { [8 x float] } %.564, float %.545, 0, 1, !dbg !159
  %.566 = insertvalue { [8 x float] } %.565, float %.548, 0, 2, !dbg !159
  %.567 = insertvalue { [8 x float] } %.566, float %.551, 0, 3, !dbg !159
  %.568 = insertvalue { [8 x float] } %.567, float %.554, 0, 4, !dbg !159
  %.569 = insertvalue { [8 x float] } %.568, float %.557, 0, 5, !dbg !159
  %.570 = insertvalue { [8 x float] } %.569, float %.560, 0, 6, !dbg !159
  %.571 = insertvalue { [8 x float] } %.570, float %.563, 0, 7, !dbg !159
  br label %b28, !dbg !160

b23:                                              ; preds = %b21
  %.574 = zext i32 %.573 to i64, !dbg !161
  %.575 = and i32 %.572, 15, !dbg !161
  %.576 = zext i32 %.575 to i64, !dbg !161
  %.577 = mul i64 %.574, %a15, !dbg !161
  %.578 = add i64 %.577, %.576, !dbg !161
  %63 = trunc i64 %.578 to i32, !dbg !161
  %.579 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %63, !dbg !161
  %.580 = load float, ptr addrspace(3) %.579, align 4, !dbg !161
  %.581 = shl i64 %a15, 1, !dbg !161
  %.582 = add i64 %.578, %.581, !dbg !161
  %64 = trunc i64 %.582 to i32, !dbg !161
  %.583 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %64, !dbg !161
  %.584 = load float, ptr addrspace(3) %.583, align 4, !dbg !161
  %.585 = shl i64 %a15, 2, !dbg !161
  %.586 = add i64 %.578, %.585, !dbg !161
  %65 = trunc i64 %.586 to i32, !dbg !161
  %.587 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %65, !dbg !161
  %.588 = load float, ptr addrspace(3) %.587, align 4, !dbg !161
  %.589 = mul i64 %a15, 6, !dbg !161
  %.590 = add i64 %.578, %.589, !dbg !161
  %66 = trunc i64 %.590 to i32, !dbg !161
  %.591 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %66, !dbg !161
  %.592 = load float, ptr addrspace(3) %.591, align 4, !dbg !161
  %.593 = shl i64 %a15, 3, !dbg !161
  %.594 = add i64 %.578, %.593, !dbg !161
  %67 = trunc i64 %.594 to i32, !dbg !161
  %.595 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %67, !dbg !161
  %.596 = load float, ptr addrspace(3) %.595, align 4, !dbg !161
  %.597 = mul i64 %a15, 10, !dbg !161
  %.598 = add i64 %.578, %.597, !dbg !161
  %68 = trunc i64 %.598 to i32, !dbg !161
  %.599 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %68, !dbg !161
  %.600 = load float, ptr addrspace(3) %.599, align 4, !dbg !161
  %.601 = mul i64 %a15, 12, !dbg !161
  %.602 = add i64 %.578, %.601, !dbg !161
  %69 = trunc i64 %.602 to i32, !dbg !161
  %.603 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %69, !dbg !161
  %.604 = load float, ptr addrspace(3) %.603, align 4, !dbg !161
  %.605 = mul i64 %a15, 14, !dbg !161
  %.606 = add i64 %.578, %.605, !dbg !161
  %70 = trunc i64 %.606 to i32, !dbg !161
  %.607 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %70, !dbg !161
  %.608 = load float, ptr addrspace(3) %.607, align 4, !dbg !161
  %.609 = insertvalue { [8 x float] } zeroinitializer, float %.580, 0, 0, !dbg !161
  %.610 = insertvalue { [8 x float] } %.609, float %.584, 0, 1, !dbg !161
  %.611 = insertvalue { [8 x float] } %.610, float %.588, 0, 2, !dbg !161
  %.612 = insertvalue { [8 x float] } %.611, float %.592, 0, 3, !dbg !161
  %.613 = insertvalue { [8 x float] } %.612, float %.596, 0, 4, !dbg !161
  %.614 = insertvalue { [8 x float] } %.613, float %.600, 0, 5, !dbg !161
  %.615 = insertvalue { [8 x float] } %.614, float %.604, 0, 6, !dbg !161
  %.616 = insertvalue { [8 x float] } %.615, float %.608, 0, 7, !dbg !161
  br label %b28, !dbg !162

b24:                                              ; preds = %b20
  %t75 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t6, !dbg !163
  %.655 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !137
  %.656 = lshr i32 %.655, 4, !dbg !137
  %.657 = zext i32 %.656 to i64, !dbg !137
  %.658 = and i32 %.655, 15, !dbg !137
  %.659 = zext i32 %.658 to i64, !dbg !137
  br i1 %t74.not, label %b26, label %b25, !dbg !164

b25:                                              ; preds = %b24
  %.622 = mul i64 %.659, %a15, !dbg !163
  %.623 = add i64 %.622, %.657, !dbg !163
  %.624 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.623, !dbg !163
  %.625 = load float, ptr addrspace(1) %.624, align 4, !dbg !163, !amdgpu.noclobber !6
  %.626 = add i64 %.623, 2, !dbg !163
  %.627 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.626, !dbg !163
  %.628 = load float, ptr addrspace(1) %.627, align 4, !dbg !163, !amdgpu.noclobber !6
  %.629 = add i64 %.623, 4, !dbg !163
  %.630 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.629, !dbg !163
  %.631 = load float, ptr addrspace(1) %.630, align 4, !dbg !163, !amdgpu.noclobber !6
  %.632 = add i64 %.623, 6, !dbg !163
  %.633 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.632, !dbg !163
  %.634 = load float, ptr addrspace(1) %.633, align 4, !dbg !163, !amdgpu.noclobber !6
  %.635 = add i64 %.623, 8, !dbg !163
  %.636 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.635, !dbg !163
  %.637 = load float, ptr addrspace(1) %.636, align 4, !dbg !163, !amdgpu.noclobber !6
  %.638 = add i64 %.623, 10, !dbg !163
  %.639 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.638, !dbg !163
  %.640 = load float, ptr addrspace(1) %.639, align 4, !dbg !163, !amdgpu.noclobber !6
  %.641 = add i64 %.623, 12, !dbg !163
  %.642 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.641, !dbg !163
  %.643 = load float, ptr addrspace(1) %.642, align 4, !dbg !163, !amdgpu.noclobber !6
  %.644 = add i64 %.623, 14, !dbg !163
  %.645 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.644, !dbg !163
  %.646 = load float, ptr addrspace(1) %.645, align 4, !dbg !163, !amdgpu.noclobber !6
  %.647 = insertvalue { [8 x float] } zeroinitializer, float %.625, 0, 0, !dbg !163
  %.648 = insertvalue { [8 x float] } %.647, float %.628, 0, 1, !dbg !163
  %.649 = insertvalue { [8 x float] } %.648, float %.631, 0, 2, !dbg !163
  %.650 = insertvalue { [8 x float] } %.649, float %.634, 0, 3, !dbg !163
  %.651 = insertvalue { [8 x float] } %.650, float %.637, 0, 4, !dbg !163
  %.652 = insertvalue { [8 x float] } %.651, float %.640, 0, 5, !dbg !163
  %.653 = insertvalue { [8 x float] } %.652, float %.643, 0, 6, !dbg !163
  %.654 = insertvalue { [8 x float] } %.653, float %.646, 0, 7, !dbg !163
  br label %b28, !dbg !165

b26:                                              ; preds = %b24
  %.660 = mul i64 %.657, %a15, !dbg !166
  %.661 = add i64 %.660, %.659, !dbg !166
  %.662 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.661, !dbg !166
  %.663 = load float, ptr addrspace(1) %.662, align 4, !dbg !166, !amdgpu.noclobber !6
  %.664 = shl i64 %a15, 1, !dbg !166
  %.665 = add i64 %.661, %.664, !dbg !166
  %.666 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.665, !dbg !166
  %.667 = load float, ptr addrspace(1) %.666, align 4, !dbg !166, !amdgpu.noclobber !6
  %.668 = shl i64 %a15, 2, !dbg !166
  %.669 = add i64 %.661, %.668, !dbg !166
  %.670 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.669, !dbg !166
  %.671 = load float, ptr addrspace(1) %.670, align 4, !dbg !166, !amdgpu.noclobber !6
  %.672 = mul i64 %a15, 6, !dbg !166
  %.673 = add i64 %.661, %.672, !dbg !166
  %.674 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.673, !dbg !166
  %.675 = load float, ptr addrspace(1) %.674, align 4, !dbg !166, !amdgpu.noclobber !6
  %.676 = shl i64 %a15, 3, !dbg !166
  %.677 = add i64 %.661, %.676, !dbg !166
  %.678 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.677, !dbg !166
  %.679 = load float, ptr addrspace(1) %.678, align 4, !dbg !166, !amdgpu.noclobber !6
  %.680 = mul i64 %a15, 10, !dbg !166
  %.681 = add i64 %.661, %.680, !dbg !166
  %.682 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.681, !dbg !166
  %.683 = load float, ptr addrspace(1) %.682, align 4, !dbg !166, !amdgpu.noclobber !6
  %.684 = mul i64 %a15, 12, !dbg !166
  %.685 = add i64 %.661, %.684, !dbg !166
  %.686 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.685, !dbg !166
  %.687 = load float, ptr addrspace(1) %.686, align 4, !dbg !166, !amdgpu.noclobber !6
  %.688 = mul i64 %a15, 14, !dbg !166
  %.689 = add i64 %.661, %.688, !dbg !166
  %.690 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %.689, !dbg !166
  %.691 = load float, ptr addrspace(1) %.690, align 4, !dbg !166, !amdgpu.noclobber !6
  %.692 = insertvalue { [8 x float] } zeroinitializer, float %.663, 0, 0, !dbg !166
  %.693 = insertvalue { [8 x float] } %.692, float %.667, 0, 1, !dbg !166
  %.694 = insertvalue { [8 x float] } %.693, float %.671, 0, 2, !dbg !166
  %.695 = insertvalue { [8 x float] } %.694, float %.675, 0, 3, !dbg !166
  %.696 = insertvalue { [8 x float] } %.695, float %.679, 0, 4, !dbg !166
  %.697 = insertvalue { [8 x float] } %.696, float %.683, 0, 5, !dbg !166
  %.698 = insertvalue { [8 x float] } %.697, float %.687, 0, 6, !dbg !166
  %.699 = insertvalue { [8 x float] } %.698, float %.691, 0, 7, !dbg !166
  br label %b28, !dbg !167

b28:                                              ; preds = %b22, %b23, %b25, %b26, %b19
  %t79 = phi { [8 x float] } [ zeroinitializer, %b19 ], [ %.571, %b22 ], [ %.616, %b23 ], [ %.654, %b25 ], [ %.699, %b26 ]
  %t80 = and i32 %.17, 64, !dbg !168
  %t81.not = icmp eq i32 %t80, 0, !dbg !169
  br i1 %t81.not, label %b33, label %b30.preheader, !dbg !169

b30.preheader:                                    ; preds = %b28
  %.703 = zext i16 %a16 to i32
  %.704 = shl nuw i32 %.703, 16
  %.705 = bitcast i32 %.704 to float
  %.707 = shl i32 %.43.pn, 16, !dbg !170
  %.708 = bitcast i32 %.707 to float, !dbg !170
  %.709 = fmul float %.705, %.708, !dbg !170
  %.710 = bitcast float %.709 to i32, !dbg !170
  %.711 = and i32 %.710, 2147483647, !dbg !170
  %.712 = icmp ugt i32 %.711, 2139095040, !dbg !170
  %.713 = lshr i32 %.710, 16, !dbg !170
  %.714 = and i32 %.713, 1, !dbg !170
  %.715 = add i32 %.710, 32767, !dbg !170
  %.716 = add i32 %.715, %.714, !dbg !170
  %.717 = lshr i32 %.716, 16, !dbg !170
  %.719 = or i32 %.713, 64, !dbg !170
  %.720 = select i1 %.712, i32 %.719, i32 %.717, !dbg !170
  %.702.1 = and i32 %.43.pn, -65536, !dbg !170
  %.708.1 = bitcast i32 %.702.1 to float, !dbg !170
  %.709.1 = fmul float %.705, %.708.1, !dbg !170
  %.710.1 = bitcast float %.709.1 to i32, !dbg !170
  %.711.1 = and i32 %.710.1, 2147483647, !dbg !170
  %.712.1 = icmp ugt i32 %.711.1, 2139095040, !dbg !170
  %.713.1 = lshr i32 %.710.1, 16, !dbg !170
  %.714.1 = and i32 %.713.1, 1, !dbg !170
  %.715.1 = add i32 %.710.1, 32767, !dbg !170
  %.716.1 = add i32 %.715.1, %.714.1, !dbg !170
  %.717.1 = lshr i32 %.716.1, 16, !dbg !170
  %.719.1 = or i32 %.713.1, 64, !dbg !170
  %.720.1 = select i1 %.712.1, i32 %.719.1, i32 %.717.1, !dbg !170
  %.728.1 = shl nuw i32 %.720.1, 16, !dbg !171
  %t113.1 = or i32 %.728.1, %.720, !dbg !171
  %.707.2 = shl i32 %.55.pn, 16, !dbg !170
  %.708.2 = bitcast i32 %.707.2 to float, !dbg !170
  %.709.2 = fmul float %.705, %.708.2, !dbg !170
  %.710.2 = bitcast float %.709.2 to i32, !dbg !170
  %.711.2 = and i32 %.710.2, 2147483647, !dbg !170
  %.712.2 = icmp ugt i32 %.711.2, 2139095040, !dbg !170
  %.713.2 = lshr i32 %.710.2, 16, !dbg !170
  %.714.2 = and i32 %.713.2, 1, !dbg !170
  %.715.2 = add i32 %.710.2, 32767, !dbg !170
  %.716.2 = add i32 %.715.2, %.714.2, !dbg !170
  %.717.2 = lshr i32 %.716.2, 16, !dbg !170
  %.719.2 = or i32 %.713.2, 64, !dbg !170
  %.720.2 = select i1 %.712.2, i32 %.719.2, i32 %.717.2, !dbg !170
  %.702.3 = and i32 %.55.pn, -65536, !dbg !170
  %.708.3 = bitcast i32 %.702.3 to float, !dbg !170
  %.709.3 = fmul float %.705, %.708.3, !dbg !170
  %.710.3 = bitcast float %.709.3 to i32, !dbg !170
  %.711.3 = and i32 %.710.3, 2147483647, !dbg !170
  %.712.3 = icmp ugt i32 %.711.3, 2139095040, !dbg !170
  %.713.3 = lshr i32 %.710.3, 16, !dbg !170
  %.714.3 = and i32 %.713.3, 1, !dbg !170
  %.715.3 = add i32 %.710.3, 32767, !dbg !170
  %.716.3 = add i32 %.715.3, %.714.3, !dbg !170
  %.717.3 = lshr i32 %.716.3, 16, !dbg !170
  %.719.3 = or i32 %.713.3, 64, !dbg !170
  %.720.3 = select i1 %.712.3, i32 %.719.3, i32 %.717.3, !dbg !170
  %.728.3 = shl nuw i32 %.720.3, 16, !dbg !171
  %t113.3 = or i32 %.728.3, %.720.2, !dbg !171
  %.707.4 = shl i32 %.67.pn, 16, !dbg !170
  %.708.4 = bitcast i32 %.707.4 to float, !dbg !170
  %.709.4 = fmul float %.705, %.708.4, !dbg !170
  %.710.4 = bitcast float %.709.4 to i32, !dbg !170
  %.711.4 = and i32 %.710.4, 2147483647, !dbg !170
  %.712.4 = icmp ugt i32 %.711.4, 2139095040, !dbg !170
  %.713.4 = lshr i32 %.710.4, 16, !dbg !170
  %.714.4 = and i32 %.713.4, 1, !dbg !170
  %.715.4 = add i32 %.710.4, 32767, !dbg !170
  %.716.4 = add i32 %.715.4, %.714.4, !dbg !170
  %.717.4 = lshr i32 %.716.4, 16, !dbg !170
  %.719.4 = or i32 %.713.4, 64, !dbg !170
  %.720.4 = select i1 %.712.4, i32 %.719.4, i32 %.717.4, !dbg !170
  %.702.5 = and i32 %.67.pn, -65536, !dbg !170
  %.708.5 = bitcast i32 %.702.5 to float, !dbg !170
  %.709.5 = fmul float %.705, %.708.5, !dbg !170
  %.710.5 = bitcast float %.709.5 to i32, !dbg !170
  %.711.5 = and i32 %.710.5, 2147483647, !dbg !170
  %.712.5 = icmp ugt i32 %.711.5, 2139095040, !dbg !170
  %.713.5 = lshr i32 %.710.5, 16, !dbg !170
  %.714.5 = and i32 %.713.5, 1, !dbg !170
  %.715.5 = add i32 %.710.5, 32767, !dbg !170
  %.716.5 = add i32 %.715.5, %.714.5, !dbg !170
  %.717.5 = lshr i32 %.716.5, 16, !dbg !170
  %.719.5 = or i32 %.713.5, 64, !dbg !170
  %.720.5 = select i1 %.712.5, i32 %.719.5, i32 %.717.5, !dbg !170
  %.728.5 = shl nuw i32 %.720.5, 16, !dbg !171
  %t113.5 = or i32 %.728.5, %.720.4, !dbg !171
  %.707.6 = shl i32 %.79.pn, 16, !dbg !170
  %.708.6 = bitcast i32 %.707.6 to float, !dbg !170
  %.709.6 = fmul float %.705, %.708.6, !dbg !170
  %.710.6 = bitcast float %.709.6 to i32, !dbg !170
  %.711.6 = and i32 %.710.6, 2147483647, !dbg !170
  %.712.6 = icmp ugt i32 %.711.6, 2139095040, !dbg !170
  %.713.6 = lshr i32 %.710.6, 16, !dbg !170
  %.714.6 = and i32 %.713.6, 1, !dbg !170
  %.715.6 = add i32 %.710.6, 32767, !dbg !170
  %.716.6 = add i32 %.715.6, %.714.6, !dbg !170
  %.717.6 = lshr i32 %.716.6, 16, !dbg !170
  %.719.6 = or i32 %.713.6, 64, !dbg !170
  %.720.6 = select i1 %.712.6, i32 %.719.6, i32 %.717.6, !dbg !170
  %.702.7 = and i32 %.79.pn, -65536, !dbg !170
  %.708.7 = bitcast i32 %.702.7 to float, !dbg !170
  %.709.7 = fmul float %.705, %.708.7, !dbg !170
  %.710.7 = bitcast float %.709.7 to i32, !dbg !170
  %.711.7 = and i32 %.710.7, 2147483647, !dbg !170
  %.712.7 = icmp ugt i32 %.711.7, 2139095040, !dbg !170
  %.713.7 = lshr i32 %.710.7, 16, !dbg !170
  %.714.7 = and i32 %.713.7, 1, !dbg !170
  %.715.7 = add i32 %.710.7, 32767, !dbg !170
  %.716.7 = add i32 %.715.7, %.714.7, !dbg !170
  %.717.7 = lshr i32 %.716.7, 16, !dbg !170
  %.719.7 = or i32 %.713.7, 64, !dbg !170
  %.720.7 = select i1 %.712.7, i32 %.719.7, i32 %.717.7, !dbg !170
  %.728.7 = shl nuw i32 %.720.7, 16, !dbg !171
  %t113.7 = or i32 %.728.7, %.720.6, !dbg !171
  %t115.7 = insertvalue [4 x i32] zeroinitializer, i32 %t113.1, 0, !dbg !171
  %t117.7 = insertvalue [4 x i32] %t115.7, i32 %t113.3, 1, !dbg !171
  %t119.7 = insertvalue [4 x i32] %t117.7, i32 %t113.5, 2, !dbg !171
  %t122.7 = insertvalue [4 x i32] %t119.7, i32 %t113.7, 3, !dbg !171
  %t132 = extractvalue { [8 x float] } %t79, 0, !dbg !172
  %t133 = extractvalue [8 x float] %t132, 7, !dbg !172
  %t135 = extractvalue [8 x float] %t132, 6, !dbg !172
  %t138 = extractvalue [8 x float] %t132, 5, !dbg !172
  %t141 = extractvalue [8 x float] %t132, 4, !dbg !172
  %t144 = extractvalue [8 x float] %t132, 3, !dbg !172
  %t147 = extractvalue [8 x float] %t132, 2, !dbg !172
  %t150 = extractvalue [8 x float] %t132, 1, !dbg !172
  %t153 = extractvalue [8 x float] %t132, 0, !dbg !172
  %t155 = fmul float %t153, %a17, !dbg !173
  %t155.1 = fmul float %t150, %a17, !dbg !173
  %t155.2 = fmul float %t147, %a17, !dbg !173
  %t155.3 = fmul float %t144, %a17, !dbg !173
  %t155.4 = fmul float %t141, %a17, !dbg !173
  %t155.5 = fmul float %t138, %a17, !dbg !173
  %t155.6 = fmul float %t135, %a17, !dbg !173
  %t155.7 = fmul float %t133, %a17, !dbg !173
  %t158.7 = insertvalue [8 x float] %t132, float %t155, 0, !dbg !174
  %t160.7 = insertvalue [8 x float] %t158.7, float %t155.1, 1, !dbg !174
  %t162.7 = insertvalue [8 x float] %t160.7, float %t155.2, 2, !dbg !174
  %t164.7 = insertvalue [8 x float] %t162.7, float %t155.3, 3, !dbg !174
  %t166.7 = insertvalue [8 x float] %t164.7, float %t155.4, 4, !dbg !174
  %t168.7 = insertvalue [8 x float] %t166.7, float %t155.5, 5, !dbg !174
  %t170.7 = insertvalue [8 x float] %t168.7, float %t155.6, 6, !dbg !174
  %t173.7 = insertvalue [8 x float] %t170.7, float %t155.7, 7, !dbg !174
  %t174.7 = insertvalue { [8 x float] } %t79, [8 x float] %t173.7, 0, !dbg !174
  %t123.7 = insertvalue { [4 x i32] } %t47, [4 x i32] %t122.7, 0, !dbg !171
  br label %b33, !dbg !175

b33:                                              ; preds = %b30.preheader, %b28
  %t177 = phi { [4 x i32] } [ %t47, %b28 ], [ %t123.7, %b30.preheader ]
  %t178 = phi { [8 x float] } [ %t79, %b28 ], [ %t174.7, %b30.preheader ]
  %.729 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !175
  %.730 = icmp ugt i32 %.729, 15, !dbg !175
  %.731 = shl i32 %.729, 2, !dbg !175
  %.732 = xor i32 %.731, 64, !dbg !175
  %.733 = extractvalue { [4 x i32] } %t177, 0, 0, !dbg !175
  %.734 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.732, i32 %.733), !dbg !175
  %.735 = select i1 %.730, i32 %.734, i32 %.733, !dbg !175
  %.736 = select i1 %.730, i32 %.733, i32 %.734, !dbg !175
  %.737 = insertelement <8 x i32> poison, i32 %.735, i64 0, !dbg !175
  %.738 = insertelement <8 x i32> %.737, i32 %.736, i64 4, !dbg !175
  %.739 = extractvalue { [4 x i32] } %t177, 0, 1, !dbg !175
  %.740 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.732, i32 %.739), !dbg !175
  %.741 = select i1 %.730, i32 %.740, i32 %.739, !dbg !175
  %.742 = select i1 %.730, i32 %.739, i32 %.740, !dbg !175
  %.743 = insertelement <8 x i32> %.738, i32 %.741, i64 1, !dbg !175
  %.744 = insertelement <8 x i32> %.743, i32 %.742, i64 5, !dbg !175
  %.745 = extractvalue { [4 x i32] } %t177, 0, 2, !dbg !175
  %.746 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.732, i32 %.745), !dbg !175
  %.747 = select i1 %.730, i32 %.746, i32 %.745, !dbg !175
  %.748 = select i1 %.730, i32 %.745, i32 %.746, !dbg !175
  %.749 = insertelement <8 x i32> %.744, i32 %.747, i64 2, !dbg !175
  %.750 = insertelement <8 x i32> %.749, i32 %.748, i64 6, !dbg !175
  %.751 = extractvalue { [4 x i32] } %t177, 0, 3, !dbg !175
  %.752 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.732, i32 %.751), !dbg !175
  %.753 = select i1 %.730, i32 %.752, i32 %.751, !dbg !175
  %.754 = select i1 %.730, i32 %.751, i32 %.752, !dbg !175
  %.755 = insertelement <8 x i32> %.750, i32 %.753, i64 3, !dbg !175
  %.756 = insertelement <8 x i32> %.755, i32 %.754, i64 7, !dbg !175
  %.757 = bitcast <8 x i32> %.756 to <16 x i16>, !dbg !175
  %.759 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.732, i32 %.335.pn), !dbg !175
  %.760 = select i1 %.730, i32 %.759, i32 %.335.pn, !dbg !175
  %.761 = select i1 %.730, i32 %.335.pn, i32 %.759, !dbg !175
  %.762 = insertelement <8 x i32> poison, i32 %.760, i64 0, !dbg !175
  %.763 = insertelement <8 x i32> %.762, i32 %.761, i64 4, !dbg !175
  %.765 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.732, i32 %.336.pn), !dbg !175
  %.766 = select i1 %.730, i32 %.765, i32 %.336.pn, !dbg !175
  %.767 = select i1 %.730, i32 %.336.pn, i32 %.765, !dbg !175
  %.768 = insertelement <8 x i32> %.763, i32 %.766, i64 1, !dbg !175
  %.769 = insertelement <8 x i32> %.768, i32 %.767, i64 5, !dbg !175
  %.771 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.732, i32 %.337.pn), !dbg !175
  %.772 = select i1 %.730, i32 %.771, i32 %.337.pn, !dbg !175
  %.773 = select i1 %.730, i32 %.337.pn, i32 %.771, !dbg !175
  %.774 = insertelement <8 x i32> %.769, i32 %.772, i64 2, !dbg !175
  %.775 = insertelement <8 x i32> %.774, i32 %.773, i64 6, !dbg !175
  %.777 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.732, i32 %.338.pn), !dbg !175
  %.778 = select i1 %.730, i32 %.777, i32 %.338.pn, !dbg !175
  %.779 = select i1 %.730, i32 %.338.pn, i32 %.777, !dbg !175
  %.780 = insertelement <8 x i32> %.775, i32 %.778, i64 3, !dbg !175
  %.781 = insertelement <8 x i32> %.780, i32 %.779, i64 7, !dbg !175
  %.782 = bitcast <8 x i32> %.781 to <16 x i16>, !dbg !175
  %.783 = extractvalue { [8 x float] } %t178, 0, 0, !dbg !175
  %.784 = insertelement <8 x float> poison, float %.783, i64 0, !dbg !175
  %.785 = extractvalue { [8 x float] } %t178, 0, 1, !dbg !175
  %.786 = insertelement <8 x float> %.784, float %.785, i64 1, !dbg !175
  %.787 = extractvalue { [8 x float] } %t178, 0, 2, !dbg !175
  %.788 = insertelement <8 x float> %.786, float %.787, i64 2, !dbg !175
  %.789 = extractvalue { [8 x float] } %t178, 0, 3, !dbg !175
  %.790 = insertelement <8 x float> %.788, float %.789, i64 3, !dbg !175
  %.791 = extractvalue { [8 x float] } %t178, 0, 4, !dbg !175
  %.792 = insertelement <8 x float> %.790, float %.791, i64 4, !dbg !175
  %.793 = extractvalue { [8 x float] } %t178, 0, 5, !dbg !175
  %.794 = insertelement <8 x float> %.792, float %.793, i64 5, !dbg !175
  %.795 = extractvalue { [8 x float] } %t178, 0, 6, !dbg !175
  %.796 = insertelement <8 x float> %.794, float %.795, i64 6, !dbg !175
  %.797 = extractvalue { [8 x float] } %t178, 0, 7, !dbg !175
  %.798 = insertelement <8 x float> %.796, float %.797, i64 7, !dbg !175
  %.799 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16> %.757, <16 x i16> %.782, <8 x float> %.798), !dbg !175
  %.800 = extractelement <8 x float> %.799, i64 0, !dbg !175
  %.801 = extractelement <8 x float> %.799, i64 1, !dbg !175
  %.802 = extractelement <8 x float> %.799, i64 2, !dbg !175
  %.803 = extractelement <8 x float> %.799, i64 3, !dbg !175
  %.804 = extractelement <8 x float> %.799, i64 4, !dbg !175
  %.805 = extractelement <8 x float> %.799, i64 5, !dbg !175
  %.806 = extractelement <8 x float> %.799, i64 6, !dbg !175
  %.807 = extractelement <8 x float> %.799, i64 7, !dbg !175
  %t203 = and i32 %.17, 8, !dbg !137
  %t204.not = icmp eq i32 %t203, 0, !dbg !137
  br i1 %t12.not, label %b43, label %b34, !dbg !175

b34:                                              ; preds = %b33
  %.859 = lshr i32 %.729, 4, !dbg !137
  br i1 %t204.not, label %b42, label %b35, !dbg !176

b35:                                              ; preds = %b34
  %.819 = and i32 %.729, 15, !dbg !177
  %71 = trunc i64 %a15 to i32, !dbg !177
  %72 = mul i32 %.819, %71, !dbg !177
  %73 = add i32 %72, %.859, !dbg !177
  %.824 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %73, !dbg !177
  store float %.800, ptr addrspace(3) %.824, align 4, !dbg !177
  %74 = add i32 %73, 2, !dbg !177
  %.827 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %74, !dbg !177
  store float %.801, ptr addrspace(3) %.827, align 4, !dbg !177
  %75 = add i32 %73, 4, !dbg !177
  %.830 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %75, !dbg !177
  store float %.802, ptr addrspace(3) %.830, align 4, !dbg !177
  %76 = add i32 %73, 6, !dbg !177
  %.833 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %76, !dbg !177
  store float %.803, ptr addrspace(3) %.833, align 4, !dbg !177
  %77 = add i32 %73, 8, !dbg !177
  %.836 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %77, !dbg !177
  store float %.804, ptr addrspace(3) %.836, align 4, !dbg !177
  %78 = add i32 %73, 10, !dbg !177
  %.839 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %78, !dbg !177
  store float %.805, ptr addrspace(3) %.839, align 4, !dbg !177
  %79 = add i32 %73, 12, !dbg !177
  %.842 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %79, !dbg !177
  store float %.806, ptr addrspace(3) %.842, align 4, !dbg !177
  %80 = add i32 %73, 14, !dbg !177
  br label %b36, !dbg !177

b36:                                              ; preds = %b42, %b35
  %.sink = phi i32 [ %91, %b42 ], [ %80, %b35 ]
  %.894 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %.sink, !dbg !137
  store float %.807, ptr addrspace(3) %.894, align 4, !dbg !137
  fence syncscope("workgroup") release, !dbg !178
  tail call void @llvm.amdgcn.s.barrier(), !dbg !178
  fence syncscope("workgroup") acquire, !dbg !178
  %.846 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !179
  %t187 = sext i32 %.846 to i64, !dbg !179
  %t188 = shl i64 %a15, 4, !dbg !180
  %.847 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !181
  %.848 = getelementptr inbounds i8, ptr addrspace(4) %.847, i64 4, !dbg !181
  %.849 = load i16, ptr addrspace(4) %.848, align 4, !dbg !181, !invariant.load !6
  %t190 = zext i16 %.849 to i64
  %t1923 = icmp sgt i64 %t188, %t187, !dbg !182
  br i1 %t1923, label %b38.lr.ph, label %common.ret, !dbg !182

b38.lr.ph:                                        ; preds = %b36
  %.851 = icmp eq i64 %a15, 0
  %81 = add i64 %a15, 1
  %82 = icmp ult i64 %81, 2
  %.854 = select i1 %82, i64 1, i64 %a15
  br label %b38, !dbg !182

b38:                                              ; preds = %b38.lr.ph, %b40
  %t1914 = phi i64 [ %t187, %b38.lr.ph ], [ %t199, %b40 ]
  %.855 = srem i64 %t1914, %.854, !dbg !183
  %.856 = select i1 %.851, i64 %t1914, i64 %.855, !dbg !183
  %t194 = icmp slt i64 %.856, 16, !dbg !184
  br i1 %t194, label %b39, label %b40, !dbg !184

b39:                                              ; preds = %b38
  %t195 = add i64 %t1914, %t6, !dbg !185
  %t198 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t195, !dbg !186
  %83 = trunc i64 %t1914 to i32, !dbg !187
  %t196 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %83, !dbg !187
  %.857 = load float, ptr addrspace(3) %t196, align 4, !dbg !187
  store float %.857, ptr addrspace(1) %t198, align 4, !dbg !186
  br label %b40, !dbg !186

b40:                                              ; preds = %b39, %b38
  %t199 = add i64 %t1914, %t190, !dbg !188
  %t192 = icmp slt i64 %t199, %t188, !dbg !182
  br i1 %t192, label %b38, label %common.ret, !dbg !182

common.ret.sink.split:                            ; preds = %b46, %b44
  %.923.sink = phi i64 [ %.923, %b44 ], [ %.960, %b46 ]
  %.924 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.923.sink, !dbg !137
  store float %.807, ptr addrspace(1) %.924, align 4, !dbg !137
  br label %common.ret, !dbg !137

common.ret:                                       ; preds = %b40, %common.ret.sink.split, %b36
  ret void, !dbg !137

b42:                                              ; preds = %b34
  %.860 = zext i32 %.859 to i64, !dbg !189
  %.861 = and i32 %.729, 15, !dbg !189
  %.862 = zext i32 %.861 to i64, !dbg !189
  %.863 = mul i64 %.860, %a15, !dbg !189
  %.864 = add i64 %.863, %.862, !dbg !189
  %84 = trunc i64 %.864 to i32, !dbg !189
  %.866 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %84, !dbg !189
  store float %.800, ptr addrspace(3) %.866, align 4, !dbg !189
  %.868 = shl i64 %a15, 1, !dbg !189
  %.869 = add i64 %.864, %.868, !dbg !189
  %85 = trunc i64 %.869 to i32, !dbg !189
  %.870 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %85, !dbg !189
  store float %.801, ptr addrspace(3) %.870, align 4, !dbg !189
  %.872 = shl i64 %a15, 2, !dbg !189
  %.873 = add i64 %.864, %.872, !dbg !189
  %86 = trunc i64 %.873 to i32, !dbg !189
  %.874 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %86, !dbg !189
  store float %.802, ptr addrspace(3) %.874, align 4, !dbg !189
  %.876 = mul i64 %a15, 6, !dbg !189
  %.877 = add i64 %.864, %.876, !dbg !189
  %87 = trunc i64 %.877 to i32, !dbg !189
  %.878 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %87, !dbg !189
  store float %.803, ptr addrspace(3) %.878, align 4, !dbg !189
  %.880 = shl i64 %a15, 3, !dbg !189
  %.881 = add i64 %.864, %.880, !dbg !189
  %88 = trunc i64 %.881 to i32, !dbg !189
  %.882 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %88, !dbg !189
  store float %.804, ptr addrspace(3) %.882, align 4, !dbg !189
  %.884 = mul i64 %a15, 10, !dbg !189
  %.885 = add i64 %.864, %.884, !dbg !189
  %89 = trunc i64 %.885 to i32, !dbg !189
  %.886 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %89, !dbg !189
  store float %.805, ptr addrspace(3) %.886, align 4, !dbg !189
  %.888 = mul i64 %a15, 12, !dbg !189
  %.889 = add i64 %.864, %.888, !dbg !189
  %90 = trunc i64 %.889 to i32, !dbg !189
  %.890 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %90, !dbg !189
  store float %.806, ptr addrspace(3) %.890, align 4, !dbg !189
  %.892 = mul i64 %a15, 14, !dbg !189
  %.893 = add i64 %.864, %.892, !dbg !189
  %91 = trunc i64 %.893 to i32, !dbg !189
  br label %b36, !dbg !189

b43:                                              ; preds = %b33
  %t205 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t6, !dbg !190
  %.926 = lshr i32 %.729, 4, !dbg !137
  %.927 = zext i32 %.926 to i64, !dbg !137
  %.928 = and i32 %.729, 15, !dbg !137
  %.929 = zext i32 %.928 to i64, !dbg !137
  br i1 %t204.not, label %b46, label %b44, !dbg !191

b44:                                              ; preds = %b43
  %.900 = mul i64 %.929, %a15, !dbg !190
  %.901 = add i64 %.900, %.927, !dbg !190
  %.903 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.901, !dbg !190
  store float %.800, ptr addrspace(1) %.903, align 4, !dbg !190
  %.905 = add i64 %.901, 2, !dbg !190
  %.906 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.905, !dbg !190
  store float %.801, ptr addrspace(1) %.906, align 4, !dbg !190
  %.908 = add i64 %.901, 4, !dbg !190
  %.909 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.908, !dbg !190
  store float %.802, ptr addrspace(1) %.909, align 4, !dbg !190
  %.911 = add i64 %.901, 6, !dbg !190
  %.912 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.911, !dbg !190
  store float %.803, ptr addrspace(1) %.912, align 4, !dbg !190
  %.914 = add i64 %.901, 8, !dbg !190
  %.915 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.914, !dbg !190
  store float %.804, ptr addrspace(1) %.915, align 4, !dbg !190
  %.917 = add i64 %.901, 10, !dbg !190
  %.918 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.917, !dbg !190
  store float %.805, ptr addrspace(1) %.918, align 4, !dbg !190
  %.920 = add i64 %.901, 12, !dbg !190
  %.921 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.920, !dbg !190
  store float %.806, ptr addrspace(1) %.921, align 4, !dbg !190
  %.923 = add i64 %.901, 14, !dbg !190
  br label %common.ret.sink.split, !dbg !190

b46:                                              ; preds = %b43
  %.930 = mul i64 %.927, %a15, !dbg !192
  %.931 = add i64 %.930, %.929, !dbg !192
  %.933 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.931, !dbg !192
  store float %.800, ptr addrspace(1) %.933, align 4, !dbg !192
  %.935 = shl i64 %a15, 1, !dbg !192
  %.936 = add i64 %.931, %.935, !dbg !192
  %.937 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.936, !dbg !192
  store float %.801, ptr addrspace(1) %.937, align 4, !dbg !192
  %.939 = shl i64 %a15, 2, !dbg !192
  %.940 = add i64 %.931, %.939, !dbg !192
  %.941 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.940, !dbg !192
  store float %.802, ptr addrspace(1) %.941, align 4, !dbg !192
  %.943 = mul i64 %a15, 6, !dbg !192
  %.944 = add i64 %.931, %.943, !dbg !192
  %.945 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.944, !dbg !192
  store float %.803, ptr addrspace(1) %.945, align 4, !dbg !192
  %.947 = shl i64 %a15, 3, !dbg !192
  %.948 = add i64 %.931, %.947, !dbg !192
  %.949 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.948, !dbg !192
  store float %.804, ptr addrspace(1) %.949, align 4, !dbg !192
  %.951 = mul i64 %a15, 10, !dbg !192
  %.952 = add i64 %.931, %.951, !dbg !192
  %.953 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.952, !dbg !192
  store float %.805, ptr addrspace(1) %.953, align 4, !dbg !192
  %.955 = mul i64 %a15, 12, !dbg !192
  %.956 = add i64 %.931, %.955, !dbg !192
  %.957 = getelementptr inbounds float, ptr addrspace(1) %t205, i64 %.956, !dbg !192
  store float %.806, ptr addrspace(1) %.957, align 4, !dbg !192
  %.959 = mul i64 %a15, 14, !dbg !192
  %.960 = add i64 %.931, %.959, !dbg !192
  br label %common.ret.sink.split, !dbg !192
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, i64 %a6, float %a7) local_unnamed_addr #2 !dbg !193 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !194
  %t1 = sext i32 %.7 to i64, !dbg !194
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t1, !dbg !195
  %.8 = load i32, ptr addrspace(1) %t3, align 4, !dbg !195, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 4, !dbg !196
  %t6 = mul i64 %t5, %a6, !dbg !197
  %t9 = and i32 %.8, 32, !dbg !198
  %t10 = icmp eq i32 %t9, 0, !dbg !199
  %t12 = and i32 %.8, 8, !dbg !200
  %t13.not = icmp eq i32 %t12, 0, !dbg !200
  br i1 %t10, label %b1, label %b5, !dbg !199

b1:                                               ; preds = %entry
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t6, !dbg !201
  %.47 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !200
  %.48 = lshr i32 %.47, 4, !dbg !200
  %.49 = zext i32 %.48 to i64, !dbg !200
  %.50 = and i32 %.47, 15, !dbg !200
  %.51 = zext i32 %.50 to i64, !dbg !200
  br i1 %t13.not, label %b4, label %b2, !dbg !202

b2:                                               ; preds = %b1
  %.22 = mul i64 %.51, %a6, !dbg !201
  %.23 = add i64 %.22, %.49, !dbg !201
  %.25 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.23, !dbg !201
  store float %a7, ptr addrspace(1) %.25, align 4, !dbg !201
  %.27 = add i64 %.23, 2, !dbg !201
  %.28 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.27, !dbg !201
  store float %a7, ptr addrspace(1) %.28, align 4, !dbg !201
  %.30 = add i64 %.23, 4, !dbg !201
  %.31 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.30, !dbg !201
  store float %a7, ptr addrspace(1) %.31, align 4, !dbg !201
  %.33 = add i64 %.23, 6, !dbg !201
  %.34 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.33, !dbg !201
  store float %a7, ptr addrspace(1) %.34, align 4, !dbg !201
  %.36 = add i64 %.23, 8, !dbg !201
  %.37 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.36, !dbg !201
  store float %a7, ptr addrspace(1) %.37, align 4, !dbg !201
  %.39 = add i64 %.23, 10, !dbg !201
  %.40 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.39, !dbg !201
  store float %a7, ptr addrspace(1) %.40, align 4, !dbg !201
  %.42 = add i64 %.23, 12, !dbg !201
  %.43 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.42, !dbg !201
  store float %a7, ptr addrspace(1) %.43, align 4, !dbg !201
  %.45 = add i64 %.23, 14, !dbg !201
  br label %common.ret.sink.split, !dbg !201

common.ret.sink.split:                            ; preds = %b4, %b2
  %.45.sink = phi i64 [ %.45, %b2 ], [ %.82, %b4 ]
  %.46 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.45.sink, !dbg !200
  store float %a7, ptr addrspace(1) %.46, align 4, !dbg !200
  br label %common.ret, !dbg !200

common.ret:                                       ; preds = %b11, %common.ret.sink.split, %b7
  ret void, !dbg !200

b4:                                               ; preds = %b1
  %.52 = mul i64 %.49, %a6, !dbg !203
  %.53 = add i64 %.52, %.51, !dbg !203
  %.55 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.53, !dbg !203
  store float %a7, ptr addrspace(1) %.55, align 4, !dbg !203
  %.57 = shl i64 %a6, 1, !dbg !203
  %.58 = add i64 %.53, %.57, !dbg !203
  %.59 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.58, !dbg !203
  store float %a7, ptr addrspace(1) %.59, align 4, !dbg !203
  %.61 = shl i64 %a6, 2, !dbg !203
  %.62 = add i64 %.53, %.61, !dbg !203
  %.63 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.62, !dbg !203
  store float %a7, ptr addrspace(1) %.63, align 4, !dbg !203
  %.65 = mul i64 %a6, 6, !dbg !203
  %.66 = add i64 %.53, %.65, !dbg !203
  %.67 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.66, !dbg !203
  store float %a7, ptr addrspace(1) %.67, align 4, !dbg !203
  %.69 = shl i64 %a6, 3, !dbg !203
  %.70 = add i64 %.53, %.69, !dbg !203
  %.71 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.70, !dbg !203
  store float %a7, ptr addrspace(1) %.71, align 4, !dbg !203
  %.73 = mul i64 %a6, 10, !dbg !203
  %.74 = add i64 %.53, %.73, !dbg !203
  %.75 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.74, !dbg !203
  store float %a7, ptr addrspace(1) %.75, align 4, !dbg !203
  %.77 = mul i64 %a6, 12, !dbg !203
  %.78 = add i64 %.53, %.77, !dbg !203
  %.79 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.78, !dbg !203
  store float %a7, ptr addrspace(1) %.79, align 4, !dbg !203
  %.81 = mul i64 %a6, 14, !dbg !203
  %.82 = add i64 %.53, %.81, !dbg !203
  br label %common.ret.sink.split, !dbg !203

b5:                                               ; preds = %entry
  %.126 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !200
  %.127 = lshr i32 %.126, 4, !dbg !200
  br i1 %t13.not, label %b13, label %b6, !dbg !204

b6:                                               ; preds = %b5
  %.87 = and i32 %.126, 15, !dbg !205
  %0 = trunc i64 %a6 to i32, !dbg !205
  %1 = mul i32 %.87, %0, !dbg !205
  %2 = add i32 %1, %.127, !dbg !205
  %.92 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %2, !dbg !205
  store float %a7, ptr addrspace(3) %.92, align 4, !dbg !205
  %3 = add i32 %2, 2, !dbg !205
  %.95 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %3, !dbg !205
  store float %a7, ptr addrspace(3) %.95, align 4, !dbg !205
  %4 = add i32 %2, 4, !dbg !205
  %.98 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %4, !dbg !205
  store float %a7, ptr addrspace(3) %.98, align 4, !dbg !205
  %5 = add i32 %2, 6, !dbg !205
  %.101 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %5, !dbg !205
  store float %a7, ptr addrspace(3) %.101, align 4, !dbg !205
  %6 = add i32 %2, 8, !dbg !205
  %.104 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %6, !dbg !205
  store float %a7, ptr addrspace(3) %.104, align 4, !dbg !205
  %7 = add i32 %2, 10, !dbg !205
  %.107 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %7, !dbg !205
  store float %a7, ptr addrspace(3) %.107, align 4, !dbg !205
  %8 = add i32 %2, 12, !dbg !205
  %.110 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %8, !dbg !205
  store float %a7, ptr addrspace(3) %.110, align 4, !dbg !205
  %9 = add i32 %2, 14, !dbg !205
  br label %b7, !dbg !205

b7:                                               ; preds = %b13, %b6
  %.sink = phi i32 [ %20, %b13 ], [ %9, %b6 ]
  %.162 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %.sink, !dbg !200
  store float %a7, ptr addrspace(3) %.162, align 4, !dbg !200
  fence syncscope("workgroup") release, !dbg !206
  tail call void @llvm.amdgcn.s.barrier(), !dbg !206
  fence syncscope("workgroup") acquire, !dbg !206
  %.114 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !207
  %t21 = sext i32 %.114 to i64, !dbg !207
  %t22 = shl i64 %a6, 4, !dbg !208
  %.115 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !209
  %.116 = getelementptr inbounds i8, ptr addrspace(4) %.115, i64 4, !dbg !209
  %.117 = load i16, ptr addrspace(4) %.116, align 4, !dbg !209, !invariant.load !6
  %t24 = zext i16 %.117 to i64
  %t261 = icmp sgt i64 %t22, %t21, !dbg !210
  br i1 %t261, label %b9.lr.ph, label %common.ret, !dbg !210

b9.lr.ph:                                         ; preds = %b7
  %.119 = icmp eq i64 %a6, 0
  %10 = add i64 %a6, 1
  %11 = icmp ult i64 %10, 2
  %.122 = select i1 %11, i64 1, i64 %a6
  br label %b9, !dbg !210

b9:                                               ; preds = %b9.lr.ph, %b11
  %t252 = phi i64 [ %t21, %b9.lr.ph ], [ %t33, %b11 ]
  %.123 = srem i64 %t252, %.122, !dbg !211
  %.124 = select i1 %.119, i64 %t252, i64 %.123, !dbg !211
  %t28 = icmp slt i64 %.124, 16, !dbg !212
  br i1 %t28, label %b10, label %b11, !dbg !212

b10:                                              ; preds = %b9
  %t29 = add i64 %t252, %t6, !dbg !213
  %t32 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t29, !dbg !214
  %12 = trunc i64 %t252 to i32, !dbg !215
  %t30 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %12, !dbg !215
  %.125 = load float, ptr addrspace(3) %t30, align 4, !dbg !215
  store float %.125, ptr addrspace(1) %t32, align 4, !dbg !214
  br label %b11, !dbg !214

b11:                                              ; preds = %b10, %b9
  %t33 = add i64 %t252, %t24, !dbg !216
  %t26 = icmp slt i64 %t33, %t22, !dbg !210
  br i1 %t26, label %b9, label %common.ret, !dbg !210

b13:                                              ; preds = %b5
  %.128 = zext i32 %.127 to i64, !dbg !217
  %.129 = and i32 %.126, 15, !dbg !217
  %.130 = zext i32 %.129 to i64, !dbg !217
  %.131 = mul i64 %.128, %a6, !dbg !217
  %.132 = add i64 %.131, %.130, !dbg !217
  %13 = trunc i64 %.132 to i32, !dbg !217
  %.134 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %13, !dbg !217
  store float %a7, ptr addrspace(3) %.134, align 4, !dbg !217
  %.136 = shl i64 %a6, 1, !dbg !217
  %.137 = add i64 %.132, %.136, !dbg !217
  %14 = trunc i64 %.137 to i32, !dbg !217
  %.138 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %14, !dbg !217
  store float %a7, ptr addrspace(3) %.138, align 4, !dbg !217
  %.140 = shl i64 %a6, 2, !dbg !217
  %.141 = add i64 %.132, %.140, !dbg !217
  %15 = trunc i64 %.141 to i32, !dbg !217
  %.142 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %15, !dbg !217
  store float %a7, ptr addrspace(3) %.142, align 4, !dbg !217
  %.144 = mul i64 %a6, 6, !dbg !217
  %.145 = add i64 %.132, %.144, !dbg !217
  %16 = trunc i64 %.145 to i32, !dbg !217
  %.146 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %16, !dbg !217
  store float %a7, ptr addrspace(3) %.146, align 4, !dbg !217
  %.148 = shl i64 %a6, 3, !dbg !217
  %.149 = add i64 %.132, %.148, !dbg !217
  %17 = trunc i64 %.149 to i32, !dbg !217
  %.150 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %17, !dbg !217
  store float %a7, ptr addrspace(3) %.150, align 4, !dbg !217
  %.152 = mul i64 %a6, 10, !dbg !217
  %.153 = add i64 %.132, %.152, !dbg !217
  %18 = trunc i64 %.153 to i32, !dbg !217
  %.154 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %18, !dbg !217
  store float %a7, ptr addrspace(3) %.154, align 4, !dbg !217
  %.156 = mul i64 %a6, 12, !dbg !217
  %.157 = add i64 %.132, %.156, !dbg !217
  %19 = trunc i64 %.157 to i32, !dbg !217
  %.158 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %19, !dbg !217
  store float %a7, ptr addrspace(3) %.158, align 4, !dbg !217
  %.160 = mul i64 %a6, 14, !dbg !217
  %.161 = add i64 %.132, %.160, !dbg !217
  %20 = trunc i64 %.161 to i32, !dbg !217
  br label %b7, !dbg !217
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn writeonly
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreGlobal(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #3 !dbg !218 {
entry:
  %.12 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !219
  %.13 = lshr i32 %.12, 4, !dbg !219
  %.15 = shl i32 %.12, 4, !dbg !219
  %0 = and i32 %.15, 240, !dbg !219
  %narrow = add nuw nsw i32 %0, %.13, !dbg !219
  %.18 = zext i32 %narrow to i64, !dbg !219
  %.20 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.18, !dbg !219
  store float 0.000000e+00, ptr addrspace(1) %.20, align 4, !dbg !219
  %.22 = add nuw nsw i64 %.18, 2, !dbg !219
  %.23 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.22, !dbg !219
  store float 0.000000e+00, ptr addrspace(1) %.23, align 4, !dbg !219
  %.25 = add nuw nsw i64 %.18, 4, !dbg !219
  %.26 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.25, !dbg !219
  store float 0.000000e+00, ptr addrspace(1) %.26, align 4, !dbg !219
  %.28 = add nuw nsw i64 %.18, 6, !dbg !219
  %.29 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.28, !dbg !219
  store float 0.000000e+00, ptr addrspace(1) %.29, align 4, !dbg !219
  %.31 = add nuw nsw i64 %.18, 8, !dbg !219
  %.32 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.31, !dbg !219
  store float 0.000000e+00, ptr addrspace(1) %.32, align 4, !dbg !219
  %.34 = add nuw nsw i64 %.18, 10, !dbg !219
  %.35 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.34, !dbg !219
  store float 0.000000e+00, ptr addrspace(1) %.35, align 4, !dbg !219
  %.37 = add nuw nsw i64 %.18, 12, !dbg !219
  %.38 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.37, !dbg !219
  store float 0.000000e+00, ptr addrspace(1) %.38, align 4, !dbg !219
  %.40 = add nuw nsw i64 %.18, 14, !dbg !219
  %.41 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.40, !dbg !219
  store float 0.000000e+00, ptr addrspace(1) %.41, align 4, !dbg !219
  ret void, !dbg !219
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #2 !dbg !220 {
entry:
  %.12 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !221
  %.13 = lshr i32 %.12, 4, !dbg !221
  %.15 = shl i32 %.12, 4, !dbg !221
  %0 = and i32 %.15, 240, !dbg !221
  %narrow = add nuw nsw i32 %0, %.13, !dbg !221
  %.20 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %narrow, !dbg !221
  store float 0.000000e+00, ptr addrspace(3) %.20, align 4, !dbg !221
  %.22 = add nuw nsw i32 %narrow, 2, !dbg !221
  %.23 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %.22, !dbg !221
  store float 0.000000e+00, ptr addrspace(3) %.23, align 4, !dbg !221
  %.25 = add nuw nsw i32 %narrow, 4, !dbg !221
  %.26 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %.25, !dbg !221
  store float 0.000000e+00, ptr addrspace(3) %.26, align 4, !dbg !221
  %.28 = add nuw nsw i32 %narrow, 6, !dbg !221
  %.29 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %.28, !dbg !221
  store float 0.000000e+00, ptr addrspace(3) %.29, align 4, !dbg !221
  %.31 = add nuw nsw i32 %narrow, 8, !dbg !221
  %.32 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %.31, !dbg !221
  store float 0.000000e+00, ptr addrspace(3) %.32, align 4, !dbg !221
  %.34 = add nuw nsw i32 %narrow, 10, !dbg !221
  %.35 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %.34, !dbg !221
  store float 0.000000e+00, ptr addrspace(3) %.35, align 4, !dbg !221
  %.37 = add nuw nsw i32 %narrow, 12, !dbg !221
  %.38 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %.37, !dbg !221
  store float 0.000000e+00, ptr addrspace(3) %.38, align 4, !dbg !221
  %narrow1 = add nuw nsw i32 %narrow, 14, !dbg !221
  %.41 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %narrow1, !dbg !221
  store float 0.000000e+00, ptr addrspace(3) %.41, align 4, !dbg !221
  fence syncscope("workgroup") release, !dbg !222
  tail call void @llvm.amdgcn.s.barrier(), !dbg !222
  fence syncscope("workgroup") acquire, !dbg !222
  %.42 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !223
  %.43 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !224
  %.44 = getelementptr inbounds i8, ptr addrspace(4) %.43, i64 4, !dbg !224
  %.45 = load i16, ptr addrspace(4) %.44, align 4, !dbg !224, !invariant.load !6
  %t9 = zext i16 %.45 to i64
  %t112 = icmp slt i32 %.42, 256, !dbg !225
  br i1 %t112, label %b2.preheader, label %b3, !dbg !225

b2.preheader:                                     ; preds = %entry
  %t6 = sext i32 %.42 to i64, !dbg !223
  br label %b2, !dbg !225

b2:                                               ; preds = %b2.preheader, %b2
  %t103 = phi i64 [ %t15, %b2 ], [ %t6, %b2.preheader ]
  %1 = trunc i64 %t103 to i32, !dbg !226
  %t12 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %1, !dbg !226
  %.47 = load float, ptr addrspace(3) %t12, align 4, !dbg !226
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t103, !dbg !227
  store float %.47, ptr addrspace(1) %t14, align 4, !dbg !227
  %t15 = add i64 %t103, %t9, !dbg !228
  %t11 = icmp slt i64 %t15, 256, !dbg !225
  br i1 %t11, label %b2, label %b3, !dbg !225

b3:                                               ; preds = %b2, %entry
  ret void, !dbg !228
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i16 %a2, ptr addrspace(1) %a3, i16 %a4, ptr addrspace(1) %a5) local_unnamed_addr #4 !dbg !229 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !230
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !230
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !230
  %t3 = sext i32 %.1 to i64, !dbg !230
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !230
  %t5 = sext i32 %.2 to i64, !dbg !230
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !230
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !230
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !230, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !230
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !230
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !230, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !230
  %.15 = add i32 %.14, %.9, !dbg !230
  %.16 = udiv i32 %.15, %.6, !dbg !230
  %t9 = sext i32 %.16 to i64, !dbg !230
  %t10 = mul nsw i64 %t7, %t5, !dbg !230
  %t11 = add nsw i64 %t10, %t3, !dbg !230
  %t12 = mul nsw i64 %t9, %t7, !dbg !230
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !230
  %t16 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !230
  %0 = or i64 %t16, %t13, !dbg !230
  %t20 = ptrtoint ptr addrspace(1) %a5 to i64, !dbg !230
  %1 = or i64 %0, %t20, !dbg !230
  %2 = and i64 %1, 3, !dbg !230
  %3 = icmp eq i64 %2, 0, !dbg !230
  %t24 = ashr i64 %a0, 1, !dbg !230
  %t291 = icmp slt i64 %t11, %t24, !dbg !230
  %or.cond = select i1 %3, i1 %t291, i1 false, !dbg !230
  br i1 %or.cond, label %b3, label %b8, !dbg !230

b3:                                               ; preds = %entry, %b7
  %t282 = phi i64 [ %t53, %b7 ], [ %t11, %entry ]
  br i1 %t0.not, label %b5, label %b4, !dbg !230

b4:                                               ; preds = %b3
  %t30 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t282, !dbg !230
  %.17 = load i32, ptr addrspace(1) %t30, align 4, !dbg !230
  %t33 = trunc i32 %.17 to i16, !dbg !230
  %t34 = lshr i32 %.17, 16, !dbg !230
  %t35 = trunc i32 %t34 to i16, !dbg !230
  br label %b5, !dbg !230

b5:                                               ; preds = %b4, %b3
  %t36 = phi i16 [ %t33, %b4 ], [ %a2, %b3 ]
  %t37 = phi i16 [ %t35, %b4 ], [ %a2, %b3 ]
  br i1 %t1.not, label %b7, label %b6, !dbg !230

b6:                                               ; preds = %b5
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t282, !dbg !230
  %.18 = load i32, ptr addrspace(1) %t38, align 4, !dbg !230
  %t41 = trunc i32 %.18 to i16, !dbg !230
  %t42 = lshr i32 %.18, 16, !dbg !230
  %t43 = trunc i32 %t42 to i16, !dbg !230
  br label %b7, !dbg !230

b7:                                               ; preds = %b6, %b5
  %t44 = phi i16 [ %t41, %b6 ], [ %a4, %b5 ]
  %t45 = phi i16 [ %t43, %b6 ], [ %a4, %b5 ]
  %.19 = zext i16 %t36 to i32, !dbg !231
  %.20 = shl nuw i32 %.19, 16, !dbg !231
  %.21 = bitcast i32 %.20 to float, !dbg !231
  %.22 = zext i16 %t44 to i32, !dbg !231
  %.23 = shl nuw i32 %.22, 16, !dbg !231
  %.24 = bitcast i32 %.23 to float, !dbg !231
  %.25 = fadd float %.21, %.24, !dbg !231
  %.26 = bitcast float %.25 to i32, !dbg !231
  %.27 = and i32 %.26, 2147483647, !dbg !231
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !231
  %.29 = lshr i32 %.26, 16, !dbg !231
  %.30 = and i32 %.29, 1, !dbg !231
  %.31 = add i32 %.26, 32767, !dbg !231
  %.32 = add i32 %.31, %.30, !dbg !231
  %.33 = lshr i32 %.32, 16, !dbg !231
  %.35 = or i32 %.29, 64, !dbg !231
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !231
  %.38 = zext i16 %t37 to i32, !dbg !231
  %.39 = shl nuw i32 %.38, 16, !dbg !231
  %.40 = bitcast i32 %.39 to float, !dbg !231
  %.41 = zext i16 %t45 to i32, !dbg !231
  %.42 = shl nuw i32 %.41, 16, !dbg !231
  %.43 = bitcast i32 %.42 to float, !dbg !231
  %.44 = fadd float %.40, %.43, !dbg !231
  %.45 = bitcast float %.44 to i32, !dbg !231
  %.46 = and i32 %.45, 2147483647, !dbg !231
  %.47 = icmp ugt i32 %.46, 2139095040, !dbg !231
  %.48 = lshr i32 %.45, 16, !dbg !231
  %.49 = and i32 %.48, 1, !dbg !231
  %.50 = add i32 %.45, 32767, !dbg !231
  %.51 = add i32 %.50, %.49, !dbg !231
  %.52 = lshr i32 %.51, 16, !dbg !231
  %.54 = or i32 %.48, 64, !dbg !231
  %.55 = select i1 %.47, i32 %.54, i32 %.52, !dbg !231
  %t50 = shl nuw i32 %.55, 16, !dbg !230
  %t51 = or i32 %t50, %.36, !dbg !230
  %t52 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t282, !dbg !230
  store i32 %t51, ptr addrspace(1) %t52, align 4, !dbg !230
  %t53 = add i64 %t282, %t12, !dbg !230
  %t29 = icmp slt i64 %t53, %t24, !dbg !230
  br i1 %t29, label %b3, label %b8, !dbg !230

b8:                                               ; preds = %b7, %entry
  %t54 = and i64 %a0, -2, !dbg !230
  %t55 = select i1 %3, i64 %t54, i64 0, !dbg !230
  %t56 = add i64 %t11, %t55, !dbg !230
  %t583 = icmp slt i64 %t56, %a0, !dbg !230
  br i1 %t583, label %b10, label %b15, !dbg !230

b10:                                              ; preds = %b8, %b14
  %t574 = phi i64 [ %t67, %b14 ], [ %t56, %b8 ]
  br i1 %t0.not, label %b12, label %b11, !dbg !230

b11:                                              ; preds = %b10
  %t59 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t574, !dbg !230
  %.57 = load i16, ptr addrspace(1) %t59, align 2, !dbg !230
  br label %b12, !dbg !230

b12:                                              ; preds = %b11, %b10
  %t61 = phi i16 [ %.57, %b11 ], [ %a2, %b10 ]
  br i1 %t1.not, label %b14, label %b13, !dbg !230

b13:                                              ; preds = %b12
  %t62 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t574, !dbg !230
  %.58 = load i16, ptr addrspace(1) %t62, align 2, !dbg !230
  br label %b14, !dbg !230

b14:                                              ; preds = %b13, %b12
  %t64 = phi i16 [ %.58, %b13 ], [ %a4, %b12 ]
  %.59 = zext i16 %t61 to i32, !dbg !231
  %.60 = shl nuw i32 %.59, 16, !dbg !231
  %.61 = bitcast i32 %.60 to float, !dbg !231
  %.62 = zext i16 %t64 to i32, !dbg !231
  %.63 = shl nuw i32 %.62, 16, !dbg !231
  %.64 = bitcast i32 %.63 to float, !dbg !231
  %.65 = fadd float %.61, %.64, !dbg !231
  %.66 = bitcast float %.65 to i32, !dbg !231
  %.67 = and i32 %.66, 2147483647, !dbg !231
  %.68 = icmp ugt i32 %.67, 2139095040, !dbg !231
  %.69 = lshr i32 %.66, 16, !dbg !231
  %.70 = and i32 %.69, 1, !dbg !231
  %.71 = add i32 %.66, 32767, !dbg !231
  %.72 = add i32 %.71, %.70, !dbg !231
  %.73 = lshr i32 %.72, 16, !dbg !231
  %.75 = or i32 %.69, 64, !dbg !231
  %.76 = select i1 %.68, i32 %.75, i32 %.73, !dbg !231
  %.77 = trunc i32 %.76 to i16, !dbg !231
  %t66 = getelementptr inbounds i16, ptr addrspace(1) %a5, i64 %t574, !dbg !230
  store i16 %.77, ptr addrspace(1) %t66, align 2, !dbg !230
  %t67 = add i64 %t574, %t12, !dbg !230
  %t58 = icmp slt i64 %t67, %a0, !dbg !230
  br i1 %t58, label %b10, label %b15, !dbg !230

b15:                                              ; preds = %b14, %b8
  ret void, !dbg !230
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !232 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !233
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !233
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
  %t13 = icmp sgt i64 %a1, 7, !dbg !233
  %t15 = icmp sgt i64 %a1, 6, !dbg !233
  %t17 = icmp sgt i64 %a1, 5, !dbg !233
  %t19 = icmp sgt i64 %a1, 4, !dbg !233
  %t21 = icmp sgt i64 %a1, 3, !dbg !233
  %t23 = icmp sgt i64 %a1, 2, !dbg !233
  %t25 = icmp sgt i64 %a1, 1, !dbg !233
  %t27 = icmp sgt i64 %a1, 0, !dbg !233
  %t291 = icmp slt i64 %t11, %a0, !dbg !233
  br i1 %t291, label %b2, label %b23, !dbg !233

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t149, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !233

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !233
  %t33 = mul i64 %t31, %a9, !dbg !233
  %t34 = sub nuw i64 %t282, %t33, !dbg !233
  %t35 = mul i64 %t34, %a19, !dbg !233
  %t36 = mul i64 %t34, %a29, !dbg !233
  %t37 = mul i64 %t34, %a38, !dbg !233
  br label %b4, !dbg !233

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !233

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !233
  %t45 = mul i64 %t43, %a8, !dbg !233
  %t46 = sub i64 %t38, %t45, !dbg !233
  %t47 = mul i64 %t46, %a18, !dbg !233
  %t48 = add i64 %t47, %t39, !dbg !233
  %t49 = mul i64 %t46, %a28, !dbg !233
  %t50 = add i64 %t49, %t40, !dbg !233
  %t51 = mul i64 %t46, %a37, !dbg !233
  %t52 = add i64 %t51, %t41, !dbg !233
  br label %b6, !dbg !233

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !233

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !233
  %t60 = mul i64 %t58, %a7, !dbg !233
  %t61 = sub i64 %t53, %t60, !dbg !233
  %t62 = mul i64 %t61, %a17, !dbg !233
  %t63 = add i64 %t62, %t54, !dbg !233
  %t64 = mul i64 %t61, %a27, !dbg !233
  %t65 = add i64 %t64, %t55, !dbg !233
  %t66 = mul i64 %t61, %a36, !dbg !233
  %t67 = add i64 %t66, %t56, !dbg !233
  br label %b8, !dbg !233

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !233

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !233
  %t75 = mul i64 %t73, %a6, !dbg !233
  %t76 = sub i64 %t68, %t75, !dbg !233
  %t77 = mul i64 %t76, %a16, !dbg !233
  %t78 = add i64 %t77, %t69, !dbg !233
  %t79 = mul i64 %t76, %a26, !dbg !233
  %t80 = add i64 %t79, %t70, !dbg !233
  %t81 = mul i64 %t76, %a35, !dbg !233
  %t82 = add i64 %t81, %t71, !dbg !233
  br label %b10, !dbg !233

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !233

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !233
  %t90 = mul i64 %t88, %a5, !dbg !233
  %t91 = sub i64 %t83, %t90, !dbg !233
  %t92 = mul i64 %t91, %a15, !dbg !233
  %t93 = add i64 %t92, %t84, !dbg !233
  %t94 = mul i64 %t91, %a25, !dbg !233
  %t95 = add i64 %t94, %t85, !dbg !233
  %t96 = mul i64 %t91, %a34, !dbg !233
  %t97 = add i64 %t96, %t86, !dbg !233
  br label %b12, !dbg !233

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !233

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !233
  %t105 = mul i64 %t103, %a4, !dbg !233
  %t106 = sub i64 %t98, %t105, !dbg !233
  %t107 = mul i64 %t106, %a14, !dbg !233
  %t108 = add i64 %t107, %t99, !dbg !233
  %t109 = mul i64 %t106, %a24, !dbg !233
  %t110 = add i64 %t109, %t100, !dbg !233
  %t111 = mul i64 %t106, %a33, !dbg !233
  %t112 = add i64 %t111, %t101, !dbg !233
  br label %b14, !dbg !233

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !233

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !233
  %t120 = mul i64 %t118, %a3, !dbg !233
  %t121 = sub i64 %t113, %t120, !dbg !233
  %t122 = mul i64 %t121, %a13, !dbg !233
  %t123 = add i64 %t122, %t114, !dbg !233
  %t124 = mul i64 %t121, %a23, !dbg !233
  %t125 = add i64 %t124, %t115, !dbg !233
  %t126 = mul i64 %t121, %a32, !dbg !233
  %t127 = add i64 %t126, %t116, !dbg !233
  br label %b16, !dbg !233

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !233

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !233
  %t133 = add i64 %t129, %t132, !dbg !233
  %t134 = mul i64 %t128, %a22, !dbg !233
  %t135 = add i64 %t130, %t134, !dbg !233
  %t136 = mul i64 %t128, %a31, !dbg !233
  %t137 = add i64 %t131, %t136, !dbg !233
  br label %b18, !dbg !233

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !233

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t138, !dbg !233
  %.17 = load i16, ptr addrspace(1) %t141, align 2, !dbg !233
  br label %b20, !dbg !233

b20:                                              ; preds = %b19, %b18
  %t143 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !233

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t139, !dbg !233
  %.18 = load i16, ptr addrspace(1) %t144, align 2, !dbg !233
  br label %b22, !dbg !233

b22:                                              ; preds = %b21, %b20
  %t146 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  %.19 = zext i16 %t143 to i32, !dbg !234
  %.20 = shl nuw i32 %.19, 16, !dbg !234
  %.21 = bitcast i32 %.20 to float, !dbg !234
  %.22 = zext i16 %t146 to i32, !dbg !234
  %.23 = shl nuw i32 %.22, 16, !dbg !234
  %.24 = bitcast i32 %.23 to float, !dbg !234
  %.25 = fadd float %.21, %.24, !dbg !234
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
  %t148 = getelementptr inbounds i16, ptr addrspace(1) %a30, i64 %t140, !dbg !233
  store i16 %.37, ptr addrspace(1) %t148, align 2, !dbg !233
  %t149 = add i64 %t282, %t12, !dbg !233
  %t29 = icmp slt i64 %t149, %a0, !dbg !233
  br i1 %t29, label %b2, label %b23, !dbg !233

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !233
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !235 {
entry:
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
  %t13 = shl nsw i64 %t12, 1, !dbg !236
  %t14 = icmp slt i64 %t11, %a0, !dbg !236
  br i1 %t14, label %b1, label %b8, !dbg !236

b1:                                               ; preds = %entry
  %t15 = mul i64 %t11, %a2, !dbg !236
  %t16 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t15, !dbg !236
  %.17 = load i16, ptr addrspace(1) %t16, align 2, !dbg !236, !amdgpu.noclobber !6
  %t18 = add nsw i64 %t12, %t11, !dbg !236
  %t19 = sub i64 %a0, %t12, !dbg !236
  %t22 = mul i64 %t13, %a2, !dbg !236
  %t23 = mul i64 %t12, %a2, !dbg !236
  %t3111 = icmp slt i64 %t18, %t19, !dbg !236
  br i1 %t3111, label %b3.preheader, label %b4, !dbg !236

b3.preheader:                                     ; preds = %b1
  %t20 = mul i64 %t18, %a2, !dbg !236
  %t24 = add i64 %t20, %t23, !dbg !236
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t24, !dbg !236
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t20, !dbg !236
  br label %b3, !dbg !236

b3:                                               ; preds = %b3.preheader, %b3
  %t2915 = phi i16 [ %.57, %b3 ], [ %.17, %b3.preheader ]
  %t2814 = phi i64 [ %t36, %b3 ], [ %t18, %b3.preheader ]
  %t2713 = phi ptr addrspace(1) [ %t37, %b3 ], [ %t21, %b3.preheader ]
  %t2612 = phi ptr addrspace(1) [ %t38, %b3 ], [ %t25, %b3.preheader ]
  %.18 = load i16, ptr addrspace(1) %t2713, align 2, !dbg !236
  %.19 = load i16, ptr addrspace(1) %t2612, align 2, !dbg !236
  %.20 = zext i16 %t2915 to i32, !dbg !237
  %.21 = shl nuw i32 %.20, 16, !dbg !237
  %.22 = bitcast i32 %.21 to float, !dbg !237
  %.23 = zext i16 %.18 to i32, !dbg !237
  %.24 = shl nuw i32 %.23, 16, !dbg !237
  %.25 = bitcast i32 %.24 to float, !dbg !237
  %.26 = fadd float %.22, %.25, !dbg !237
  %.27 = bitcast float %.26 to i32, !dbg !237
  %.28 = and i32 %.27, 2147483647, !dbg !237
  %.29 = icmp ugt i32 %.28, 2139095040, !dbg !237
  %.30 = lshr i32 %.27, 16, !dbg !237
  %.31 = and i32 %.30, 1, !dbg !237
  %.32 = add i32 %.27, 32767, !dbg !237
  %.33 = add i32 %.32, %.31, !dbg !237
  %.34 = lshr i32 %.33, 16, !dbg !237
  %.36 = or i32 %.30, 64, !dbg !237
  %.37 = select i1 %.29, i32 %.36, i32 %.34, !dbg !237
  %.40 = shl nuw i32 %.37, 16, !dbg !237
  %.41 = bitcast i32 %.40 to float, !dbg !237
  %.42 = zext i16 %.19 to i32, !dbg !237
  %.43 = shl nuw i32 %.42, 16, !dbg !237
  %.44 = bitcast i32 %.43 to float, !dbg !237
  %.45 = fadd float %.44, %.41, !dbg !237
  %.46 = bitcast float %.45 to i32, !dbg !237
  %.47 = and i32 %.46, 2147483647, !dbg !237
  %.48 = icmp ugt i32 %.47, 2139095040, !dbg !237
  %.49 = lshr i32 %.46, 16, !dbg !237
  %.50 = and i32 %.49, 1, !dbg !237
  %.51 = add i32 %.46, 32767, !dbg !237
  %.52 = add i32 %.51, %.50, !dbg !237
  %.53 = lshr i32 %.52, 16, !dbg !237
  %.55 = or i32 %.49, 64, !dbg !237
  %.56 = select i1 %.48, i32 %.55, i32 %.53, !dbg !237
  %.57 = trunc i32 %.56 to i16, !dbg !237
  %t36 = add i64 %t2814, %t13, !dbg !236
  %t37 = getelementptr inbounds i16, ptr addrspace(1) %t2713, i64 %t22, !dbg !236
  %t38 = getelementptr inbounds i16, ptr addrspace(1) %t2612, i64 %t22, !dbg !236
  %t31 = icmp slt i64 %t36, %t19, !dbg !236
  br i1 %t31, label %b3, label %b4, !dbg !236

b4:                                               ; preds = %b3, %b1
  %t28.lcssa = phi i64 [ %t18, %b1 ], [ %t36, %b3 ]
  %t29.lcssa = phi i16 [ %.17, %b1 ], [ %.57, %b3 ]
  %t4417 = icmp slt i64 %t28.lcssa, %a0, !dbg !236
  br i1 %t4417, label %b6.preheader, label %b8, !dbg !236

b6.preheader:                                     ; preds = %b4
  %t39 = mul i64 %t28.lcssa, %a2, !dbg !236
  %t40 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t39, !dbg !236
  br label %b6, !dbg !236

b6:                                               ; preds = %b6.preheader, %b6
  %t4320 = phi i16 [ %.77, %b6 ], [ %t29.lcssa, %b6.preheader ]
  %t4219 = phi i64 [ %t47, %b6 ], [ %t28.lcssa, %b6.preheader ]
  %t4118 = phi ptr addrspace(1) [ %t48, %b6 ], [ %t40, %b6.preheader ]
  %.58 = load i16, ptr addrspace(1) %t4118, align 2, !dbg !236
  %0 = insertelement <2 x i16> poison, i16 %t4320, i64 0, !dbg !237
  %1 = insertelement <2 x i16> %0, i16 %.58, i64 1, !dbg !237
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !237
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !237
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !237
  %5 = extractelement <2 x float> %4, i64 0, !dbg !237
  %6 = extractelement <2 x float> %4, i64 1, !dbg !237
  %.65 = fadd float %5, %6, !dbg !237
  %.66 = bitcast float %.65 to i32, !dbg !237
  %.67 = and i32 %.66, 2147483647, !dbg !237
  %.68 = icmp ugt i32 %.67, 2139095040, !dbg !237
  %.69 = lshr i32 %.66, 16, !dbg !237
  %.70 = and i32 %.69, 1, !dbg !237
  %.71 = add i32 %.66, 32767, !dbg !237
  %.72 = add i32 %.71, %.70, !dbg !237
  %.73 = lshr i32 %.72, 16, !dbg !237
  %.75 = or i32 %.69, 64, !dbg !237
  %.76 = select i1 %.68, i32 %.75, i32 %.73, !dbg !237
  %.77 = trunc i32 %.76 to i16, !dbg !237
  %t47 = add i64 %t4219, %t12, !dbg !236
  %t48 = getelementptr inbounds i16, ptr addrspace(1) %t4118, i64 %t23, !dbg !236
  %t44 = icmp slt i64 %t47, %a0, !dbg !236
  br i1 %t44, label %b6, label %b8, !dbg !236

b8:                                               ; preds = %b6, %b4, %entry
  %t49 = phi i16 [ 0, %entry ], [ %t29.lcssa, %b4 ], [ %.77, %b6 ]
  %t50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.0, i32 %.1, !dbg !236
  store i16 %t49, ptr addrspace(3) %t50, align 2, !dbg !236
  %t51 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.1, i32 %.1, !dbg !236
  %.78 = zext i1 %t14 to i8, !dbg !236
  store i8 %.78, ptr addrspace(3) %t51, align 1, !dbg !236
  fence syncscope("workgroup") release, !dbg !236
  tail call void @llvm.amdgcn.s.barrier(), !dbg !236
  fence syncscope("workgroup") acquire, !dbg !236
  %t52 = icmp slt i32 %.1, 128, !dbg !236
  br i1 %t52, label %b9, label %b14, !dbg !236

b9:                                               ; preds = %b8
  %t53 = add nsw i32 %.1, 128, !dbg !236
  %t54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.0, i32 %t53, !dbg !236
  %.79 = load i16, ptr addrspace(3) %t54, align 2, !dbg !236
  %t56 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.1, i32 %t53, !dbg !236
  %.80 = load i8, ptr addrspace(3) %t56, align 1, !dbg !236
  %.81.not10 = icmp eq i8 %.80, 0, !dbg !236
  %t14.not = xor i1 %t14, true, !dbg !236
  %brmerge = select i1 %.81.not10, i1 true, i1 %t14.not, !dbg !236
  %t49.mux = select i1 %.81.not10, i16 %t49, i16 %.79, !dbg !236
  %not..81.not10 = xor i1 %.81.not10, true, !dbg !236
  %t14.mux = select i1 %not..81.not10, i1 true, i1 %t14, !dbg !236
  br i1 %brmerge, label %b13, label %b11, !dbg !236

b11:                                              ; preds = %b9
  %.82 = zext i16 %t49 to i32, !dbg !237
  %.83 = shl nuw i32 %.82, 16, !dbg !237
  %.84 = bitcast i32 %.83 to float, !dbg !237
  %.85 = zext i16 %.79 to i32, !dbg !237
  %.86 = shl nuw i32 %.85, 16, !dbg !237
  %.87 = bitcast i32 %.86 to float, !dbg !237
  %.88 = fadd float %.84, %.87, !dbg !237
  %.89 = bitcast float %.88 to i32, !dbg !237
  %.90 = and i32 %.89, 2147483647, !dbg !237
  %.91 = icmp ugt i32 %.90, 2139095040, !dbg !237
  %.92 = lshr i32 %.89, 16, !dbg !237
  %.93 = and i32 %.92, 1, !dbg !237
  %.94 = add i32 %.89, 32767, !dbg !237
  %.95 = add i32 %.94, %.93, !dbg !237
  %.96 = lshr i32 %.95, 16, !dbg !237
  %.98 = or i32 %.92, 64, !dbg !237
  %.99 = select i1 %.91, i32 %.98, i32 %.96, !dbg !237
  %.100 = trunc i32 %.99 to i16, !dbg !237
  br label %b13, !dbg !236

b13:                                              ; preds = %b9, %b11
  %t60 = phi i16 [ %t49.mux, %b9 ], [ %.100, %b11 ]
  %t61 = phi i1 [ %t14.mux, %b9 ], [ true, %b11 ]
  store i16 %t60, ptr addrspace(3) %t50, align 2, !dbg !236
  %.101 = zext i1 %t61 to i8, !dbg !236
  store i8 %.101, ptr addrspace(3) %t51, align 1, !dbg !236
  br label %b14, !dbg !236

b14:                                              ; preds = %b13, %b8
  %t62 = phi i16 [ %t60, %b13 ], [ %t49, %b8 ]
  %t63 = phi i1 [ %t61, %b13 ], [ %t14, %b8 ]
  fence syncscope("workgroup") release, !dbg !236
  tail call void @llvm.amdgcn.s.barrier(), !dbg !236
  fence syncscope("workgroup") acquire, !dbg !236
  %t64 = icmp slt i32 %.1, 64, !dbg !236
  br i1 %t64, label %b15, label %b20, !dbg !236

b15:                                              ; preds = %b14
  %t65 = add nsw i32 %.1, 64, !dbg !236
  %t66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.0, i32 %t65, !dbg !236
  %.102 = load i16, ptr addrspace(3) %t66, align 2, !dbg !236
  %t68 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.1, i32 %t65, !dbg !236
  %.103 = load i8, ptr addrspace(3) %t68, align 1, !dbg !236
  %.104.not9 = icmp eq i8 %.103, 0, !dbg !236
  %t63.not = xor i1 %t63, true, !dbg !236
  %brmerge1 = select i1 %.104.not9, i1 true, i1 %t63.not, !dbg !236
  %t62.mux = select i1 %.104.not9, i16 %t62, i16 %.102, !dbg !236
  %not..104.not9 = xor i1 %.104.not9, true, !dbg !236
  %t63.mux = select i1 %not..104.not9, i1 true, i1 %t63, !dbg !236
  br i1 %brmerge1, label %b19, label %b17, !dbg !236

b17:                                              ; preds = %b15
  %.105 = zext i16 %t62 to i32, !dbg !237
  %.106 = shl nuw i32 %.105, 16, !dbg !237
  %.107 = bitcast i32 %.106 to float, !dbg !237
  %.108 = zext i16 %.102 to i32, !dbg !237
  %.109 = shl nuw i32 %.108, 16, !dbg !237
  %.110 = bitcast i32 %.109 to float, !dbg !237
  %.111 = fadd float %.107, %.110, !dbg !237
  %.112 = bitcast float %.111 to i32, !dbg !237
  %.113 = and i32 %.112, 2147483647, !dbg !237
  %.114 = icmp ugt i32 %.113, 2139095040, !dbg !237
  %.115 = lshr i32 %.112, 16, !dbg !237
  %.116 = and i32 %.115, 1, !dbg !237
  %.117 = add i32 %.112, 32767, !dbg !237
  %.118 = add i32 %.117, %.116, !dbg !237
  %.119 = lshr i32 %.118, 16, !dbg !237
  %.121 = or i32 %.115, 64, !dbg !237
  %.122 = select i1 %.114, i32 %.121, i32 %.119, !dbg !237
  %.123 = trunc i32 %.122 to i16, !dbg !237
  br label %b19, !dbg !236

b19:                                              ; preds = %b15, %b17
  %t72 = phi i16 [ %t62.mux, %b15 ], [ %.123, %b17 ]
  %t73 = phi i1 [ %t63.mux, %b15 ], [ true, %b17 ]
  store i16 %t72, ptr addrspace(3) %t50, align 2, !dbg !236
  %.124 = zext i1 %t73 to i8, !dbg !236
  store i8 %.124, ptr addrspace(3) %t51, align 1, !dbg !236
  br label %b20, !dbg !236

b20:                                              ; preds = %b19, %b14
  %t74 = phi i16 [ %t72, %b19 ], [ %t62, %b14 ]
  %t75 = phi i1 [ %t73, %b19 ], [ %t63, %b14 ]
  fence syncscope("workgroup") release, !dbg !236
  tail call void @llvm.amdgcn.s.barrier(), !dbg !236
  fence syncscope("workgroup") acquire, !dbg !236
  %t76 = icmp slt i32 %.1, 32, !dbg !236
  br i1 %t76, label %b21, label %b26, !dbg !236

b21:                                              ; preds = %b20
  %t77 = add nsw i32 %.1, 32, !dbg !236
  %t78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.0, i32 %t77, !dbg !236
  %.125 = load i16, ptr addrspace(3) %t78, align 2, !dbg !236
  %t80 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.1, i32 %t77, !dbg !236
  %.126 = load i8, ptr addrspace(3) %t80, align 1, !dbg !236
  %.127.not8 = icmp eq i8 %.126, 0, !dbg !236
  %t75.not = xor i1 %t75, true, !dbg !236
  %brmerge2 = select i1 %.127.not8, i1 true, i1 %t75.not, !dbg !236
  %t74.mux = select i1 %.127.not8, i16 %t74, i16 %.125, !dbg !236
  %not..127.not8 = xor i1 %.127.not8, true, !dbg !236
  %t75.mux = select i1 %not..127.not8, i1 true, i1 %t75, !dbg !236
  br i1 %brmerge2, label %b26, label %b23, !dbg !236

b23:                                              ; preds = %b21
  %.128 = zext i16 %t74 to i32, !dbg !237
  %.129 = shl nuw i32 %.128, 16, !dbg !237
  %.130 = bitcast i32 %.129 to float, !dbg !237
  %.131 = zext i16 %.125 to i32, !dbg !237
  %.132 = shl nuw i32 %.131, 16, !dbg !237
  %.133 = bitcast i32 %.132 to float, !dbg !237
  %.134 = fadd float %.130, %.133, !dbg !237
  %.135 = bitcast float %.134 to i32, !dbg !237
  %.136 = and i32 %.135, 2147483647, !dbg !237
  %.137 = icmp ugt i32 %.136, 2139095040, !dbg !237
  %.138 = lshr i32 %.135, 16, !dbg !237
  %.139 = and i32 %.138, 1, !dbg !237
  %.140 = add i32 %.135, 32767, !dbg !237
  %.141 = add i32 %.140, %.139, !dbg !237
  %.142 = lshr i32 %.141, 16, !dbg !237
  %.144 = or i32 %.138, 64, !dbg !237
  %.145 = select i1 %.137, i32 %.144, i32 %.142, !dbg !237
  %.146 = trunc i32 %.145 to i16, !dbg !237
  br label %b26, !dbg !236

b26:                                              ; preds = %b21, %b23, %b20
  %t86 = phi i16 [ %t74, %b20 ], [ %t74.mux, %b21 ], [ %.146, %b23 ]
  %t87 = phi i1 [ %t75, %b20 ], [ %t75.mux, %b21 ], [ true, %b23 ]
  br i1 %t76, label %b27, label %b48, !dbg !236

b27:                                              ; preds = %b26
  %.148 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !236
  %.149 = zext i32 %.148 to i64, !dbg !236
  %.150 = add nuw nsw i64 %.149, 16, !dbg !236
  %.151 = icmp ult i32 %.148, 16, !dbg !236
  %.152 = tail call i32 @llvm.read_register.i32(metadata !238) #13, !dbg !236
  %.153 = zext i32 %.152 to i64, !dbg !236
  %.154 = and i64 %.150, 31, !dbg !236
  %7 = shl nuw nsw i64 1, %.154, !dbg !236
  %8 = and i64 %7, %.153, !dbg !236
  %.156 = icmp ne i64 %8, 0, !dbg !236
  %.157 = and i1 %.151, %.156, !dbg !236
  %.158 = trunc i64 %.150 to i32, !dbg !236
  %.159 = shl i32 %.158, 2, !dbg !236
  %.160 = zext i16 %t86 to i32, !dbg !236
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.160), !dbg !236
  %.162 = trunc i32 %.161 to i16, !dbg !236
  %t88 = select i1 %.157, i16 %.162, i16 %t86, !dbg !236
  %.176 = zext i1 %t87 to i32, !dbg !236
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.176), !dbg !236
  %9 = and i32 %.177, 1, !dbg !236
  %.178 = icmp ne i32 %9, 0, !dbg !236
  %t89 = select i1 %.157, i1 %.178, i1 %t87, !dbg !236
  %t90 = icmp slt i32 %.1, 16, !dbg !236
  %t91 = and i1 %t90, %t89, !dbg !236
  %10 = select i1 %t91, i1 %t87, i1 false, !dbg !236
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !236
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !236
  br i1 %10, label %b29, label %b31, !dbg !236

b29:                                              ; preds = %b27
  %.180 = shl nuw i32 %.160, 16, !dbg !237
  %.181 = bitcast i32 %.180 to float, !dbg !237
  %.182 = zext i16 %t88 to i32, !dbg !237
  %.183 = shl nuw i32 %.182, 16, !dbg !237
  %.184 = bitcast i32 %.183 to float, !dbg !237
  %.185 = fadd float %.181, %.184, !dbg !237
  %.186 = bitcast float %.185 to i32, !dbg !237
  %.187 = and i32 %.186, 2147483647, !dbg !237
  %.188 = icmp ugt i32 %.187, 2139095040, !dbg !237
  %.189 = lshr i32 %.186, 16, !dbg !237
  %.190 = and i32 %.189, 1, !dbg !237
  %.191 = add i32 %.186, 32767, !dbg !237
  %.192 = add i32 %.191, %.190, !dbg !237
  %.193 = lshr i32 %.192, 16, !dbg !237
  %.195 = or i32 %.189, 64, !dbg !237
  %.196 = select i1 %.188, i32 %.195, i32 %.193, !dbg !237
  %.197 = trunc i32 %.196 to i16, !dbg !237
  br label %b31, !dbg !236

b31:                                              ; preds = %b27, %b29
  %t94 = phi i16 [ %t86.mux, %b27 ], [ %.197, %b29 ]
  %t95 = phi i1 [ %t87.mux, %b27 ], [ true, %b29 ]
  %.201 = add nuw nsw i64 %.149, 8, !dbg !236
  %.202 = icmp ult i32 %.148, 24, !dbg !236
  %.205 = and i64 %.201, 31, !dbg !236
  %11 = shl nuw nsw i64 1, %.205, !dbg !236
  %12 = and i64 %11, %.153, !dbg !236
  %.207 = icmp ne i64 %12, 0, !dbg !236
  %.208 = and i1 %.202, %.207, !dbg !236
  %.209 = trunc i64 %.201 to i32, !dbg !236
  %.210 = shl i32 %.209, 2, !dbg !236
  %.211 = zext i16 %t94 to i32, !dbg !236
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.211), !dbg !236
  %.213 = trunc i32 %.212 to i16, !dbg !236
  %t96 = select i1 %.208, i16 %.213, i16 %t94, !dbg !236
  %.227 = zext i1 %t95 to i32, !dbg !236
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.227), !dbg !236
  %13 = and i32 %.228, 1, !dbg !236
  %.229 = icmp ne i32 %13, 0, !dbg !236
  %t97 = select i1 %.208, i1 %.229, i1 %t95, !dbg !236
  %t98 = icmp slt i32 %.1, 24, !dbg !236
  %t99 = and i1 %t98, %t97, !dbg !236
  %14 = select i1 %t99, i1 %t95, i1 false, !dbg !236
  %t94.mux = select i1 %t99, i16 %t96, i16 %t94, !dbg !236
  %t95.mux = select i1 %t99, i1 true, i1 %t95, !dbg !236
  br i1 %14, label %b33, label %b35, !dbg !236

b33:                                              ; preds = %b31
  %.231 = shl nuw i32 %.211, 16, !dbg !237
  %.232 = bitcast i32 %.231 to float, !dbg !237
  %.233 = zext i16 %t96 to i32, !dbg !237
  %.234 = shl nuw i32 %.233, 16, !dbg !237
  %.235 = bitcast i32 %.234 to float, !dbg !237
  %.236 = fadd float %.232, %.235, !dbg !237
  %.237 = bitcast float %.236 to i32, !dbg !237
  %.238 = and i32 %.237, 2147483647, !dbg !237
  %.239 = icmp ugt i32 %.238, 2139095040, !dbg !237
  %.240 = lshr i32 %.237, 16, !dbg !237
  %.241 = and i32 %.240, 1, !dbg !237
  %.242 = add i32 %.237, 32767, !dbg !237
  %.243 = add i32 %.242, %.241, !dbg !237
  %.244 = lshr i32 %.243, 16, !dbg !237
  %.246 = or i32 %.240, 64, !dbg !237
  %.247 = select i1 %.239, i32 %.246, i32 %.244, !dbg !237
  %.248 = trunc i32 %.247 to i16, !dbg !237
  br label %b35, !dbg !236

b35:                                              ; preds = %b31, %b33
  %t102 = phi i16 [ %t94.mux, %b31 ], [ %.248, %b33 ]
  %t103 = phi i1 [ %t95.mux, %b31 ], [ true, %b33 ]
  %.252 = add nuw nsw i64 %.149, 4, !dbg !236
  %.253 = icmp ult i32 %.148, 28, !dbg !236
  %.256 = and i64 %.252, 31, !dbg !236
  %15 = shl nuw nsw i64 1, %.256, !dbg !236
  %16 = and i64 %15, %.153, !dbg !236
  %.258 = icmp ne i64 %16, 0, !dbg !236
  %.259 = and i1 %.253, %.258, !dbg !236
  %.260 = trunc i64 %.252 to i32, !dbg !236
  %.261 = shl i32 %.260, 2, !dbg !236
  %.262 = zext i16 %t102 to i32, !dbg !236
  %.263 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.262), !dbg !236
  %.264 = trunc i32 %.263 to i16, !dbg !236
  %t104 = select i1 %.259, i16 %.264, i16 %t102, !dbg !236
  %.278 = zext i1 %t103 to i32, !dbg !236
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.278), !dbg !236
  %17 = and i32 %.279, 1, !dbg !236
  %.280 = icmp ne i32 %17, 0, !dbg !236
  %t105 = select i1 %.259, i1 %.280, i1 %t103, !dbg !236
  %t106 = icmp slt i32 %.1, 28, !dbg !236
  %t107 = and i1 %t106, %t105, !dbg !236
  %18 = select i1 %t107, i1 %t103, i1 false, !dbg !236
  %t102.mux = select i1 %t107, i16 %t104, i16 %t102, !dbg !236
  %t103.mux = select i1 %t107, i1 true, i1 %t103, !dbg !236
  br i1 %18, label %b37, label %b39, !dbg !236

b37:                                              ; preds = %b35
  %.282 = shl nuw i32 %.262, 16, !dbg !237
  %.283 = bitcast i32 %.282 to float, !dbg !237
  %.284 = zext i16 %t104 to i32, !dbg !237
  %.285 = shl nuw i32 %.284, 16, !dbg !237
  %.286 = bitcast i32 %.285 to float, !dbg !237
  %.287 = fadd float %.283, %.286, !dbg !237
  %.288 = bitcast float %.287 to i32, !dbg !237
  %.289 = and i32 %.288, 2147483647, !dbg !237
  %.290 = icmp ugt i32 %.289, 2139095040, !dbg !237
  %.291 = lshr i32 %.288, 16, !dbg !237
  %.292 = and i32 %.291, 1, !dbg !237
  %.293 = add i32 %.288, 32767, !dbg !237
  %.294 = add i32 %.293, %.292, !dbg !237
  %.295 = lshr i32 %.294, 16, !dbg !237
  %.297 = or i32 %.291, 64, !dbg !237
  %.298 = select i1 %.290, i32 %.297, i32 %.295, !dbg !237
  %.299 = trunc i32 %.298 to i16, !dbg !237
  br label %b39, !dbg !236

b39:                                              ; preds = %b35, %b37
  %t110 = phi i16 [ %t102.mux, %b35 ], [ %.299, %b37 ]
  %t111 = phi i1 [ %t103.mux, %b35 ], [ true, %b37 ]
  %.303 = add nuw nsw i64 %.149, 2, !dbg !236
  %.304 = icmp ult i32 %.148, 30, !dbg !236
  %.307 = and i64 %.303, 31, !dbg !236
  %19 = shl nuw nsw i64 1, %.307, !dbg !236
  %20 = and i64 %19, %.153, !dbg !236
  %.309 = icmp ne i64 %20, 0, !dbg !236
  %.310 = and i1 %.304, %.309, !dbg !236
  %.311 = trunc i64 %.303 to i32, !dbg !236
  %.312 = shl i32 %.311, 2, !dbg !236
  %.313 = zext i16 %t110 to i32, !dbg !236
  %.314 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.313), !dbg !236
  %.315 = trunc i32 %.314 to i16, !dbg !236
  %t112 = select i1 %.310, i16 %.315, i16 %t110, !dbg !236
  %.329 = zext i1 %t111 to i32, !dbg !236
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.329), !dbg !236
  %21 = and i32 %.330, 1, !dbg !236
  %.331 = icmp ne i32 %21, 0, !dbg !236
  %t113 = select i1 %.310, i1 %.331, i1 %t111, !dbg !236
  %t114 = icmp slt i32 %.1, 30, !dbg !236
  %t115 = and i1 %t114, %t113, !dbg !236
  %22 = select i1 %t115, i1 %t111, i1 false, !dbg !236
  %t110.mux = select i1 %t115, i16 %t112, i16 %t110, !dbg !236
  %t111.mux = select i1 %t115, i1 true, i1 %t111, !dbg !236
  br i1 %22, label %b41, label %b43, !dbg !236

b41:                                              ; preds = %b39
  %.333 = shl nuw i32 %.313, 16, !dbg !237
  %.334 = bitcast i32 %.333 to float, !dbg !237
  %.335 = zext i16 %t112 to i32, !dbg !237
  %.336 = shl nuw i32 %.335, 16, !dbg !237
  %.337 = bitcast i32 %.336 to float, !dbg !237
  %.338 = fadd float %.334, %.337, !dbg !237
  %.339 = bitcast float %.338 to i32, !dbg !237
  %.340 = and i32 %.339, 2147483647, !dbg !237
  %.341 = icmp ugt i32 %.340, 2139095040, !dbg !237
  %.342 = lshr i32 %.339, 16, !dbg !237
  %.343 = and i32 %.342, 1, !dbg !237
  %.344 = add i32 %.339, 32767, !dbg !237
  %.345 = add i32 %.344, %.343, !dbg !237
  %.346 = lshr i32 %.345, 16, !dbg !237
  %.348 = or i32 %.342, 64, !dbg !237
  %.349 = select i1 %.341, i32 %.348, i32 %.346, !dbg !237
  %.350 = trunc i32 %.349 to i16, !dbg !237
  br label %b43, !dbg !236

b43:                                              ; preds = %b39, %b41
  %t118 = phi i16 [ %t110.mux, %b39 ], [ %.350, %b41 ]
  %t119 = phi i1 [ %t111.mux, %b39 ], [ true, %b41 ]
  %.354 = add nuw nsw i64 %.149, 1, !dbg !236
  %.355 = icmp ult i32 %.148, 31, !dbg !236
  %.358 = and i64 %.354, 31, !dbg !236
  %23 = shl nuw nsw i64 1, %.358, !dbg !236
  %24 = and i64 %23, %.153, !dbg !236
  %.360 = icmp ne i64 %24, 0, !dbg !236
  %.361 = and i1 %.355, %.360, !dbg !236
  %.362 = trunc i64 %.354 to i32, !dbg !236
  %.363 = shl i32 %.362, 2, !dbg !236
  %.364 = zext i16 %t118 to i32, !dbg !236
  %.365 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.364), !dbg !236
  %.366 = trunc i32 %.365 to i16, !dbg !236
  %t120 = select i1 %.361, i16 %.366, i16 %t118, !dbg !236
  %.380 = zext i1 %t119 to i32, !dbg !236
  %.381 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.380), !dbg !236
  %25 = and i32 %.381, 1, !dbg !236
  %.382 = icmp ne i32 %25, 0, !dbg !236
  %t121 = select i1 %.361, i1 %.382, i1 %t119, !dbg !236
  %t122 = icmp slt i32 %.1, 31, !dbg !236
  %t123 = and i1 %t122, %t121, !dbg !236
  %26 = select i1 %t123, i1 %t119, i1 false, !dbg !236
  %t118.mux = select i1 %t123, i16 %t120, i16 %t118, !dbg !236
  %t119.mux = select i1 %t123, i1 true, i1 %t119, !dbg !236
  br i1 %26, label %b45, label %b48, !dbg !236

b45:                                              ; preds = %b43
  %.384 = shl nuw i32 %.364, 16, !dbg !237
  %.385 = bitcast i32 %.384 to float, !dbg !237
  %.386 = zext i16 %t120 to i32, !dbg !237
  %.387 = shl nuw i32 %.386, 16, !dbg !237
  %.388 = bitcast i32 %.387 to float, !dbg !237
  %.389 = fadd float %.385, %.388, !dbg !237
  %.390 = bitcast float %.389 to i32, !dbg !237
  %.391 = and i32 %.390, 2147483647, !dbg !237
  %.392 = icmp ugt i32 %.391, 2139095040, !dbg !237
  %.393 = lshr i32 %.390, 16, !dbg !237
  %.394 = and i32 %.393, 1, !dbg !237
  %.395 = add i32 %.390, 32767, !dbg !237
  %.396 = add i32 %.395, %.394, !dbg !237
  %.397 = lshr i32 %.396, 16, !dbg !237
  %.399 = or i32 %.393, 64, !dbg !237
  %.400 = select i1 %.392, i32 %.399, i32 %.397, !dbg !237
  %.401 = trunc i32 %.400 to i16, !dbg !237
  br label %b48, !dbg !236

b48:                                              ; preds = %b43, %b45, %b26
  %t128 = phi i16 [ %t86, %b26 ], [ %t118.mux, %b43 ], [ %.401, %b45 ]
  %t129 = phi i1 [ %t87, %b26 ], [ %t119.mux, %b43 ], [ true, %b45 ]
  %t130 = icmp eq i32 %.1, 0, !dbg !236
  %t131 = and i1 %t130, %t129, !dbg !236
  br i1 %t131, label %b49, label %b50, !dbg !236

b49:                                              ; preds = %b48
  %t132 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t5, !dbg !236
  store i16 %t128, ptr addrspace(1) %t132, align 2, !dbg !236
  br label %b50, !dbg !236

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !236
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i16 %a3, i8 %a4) local_unnamed_addr #2 !dbg !239 {
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
  %5 = extractelement <2 x float> %4, i64 0, !dbg !241
  %6 = extractelement <2 x float> %4, i64 1, !dbg !241
  %.11 = fadd float %5, %6, !dbg !241
  %.12 = bitcast float %.11 to i32, !dbg !241
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
  %t16 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.0, i32 %.2, !dbg !240
  store i16 %t15, ptr addrspace(3) %t16, align 2, !dbg !240
  %t17 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.1, i32 %.2, !dbg !240
  %.24 = zext i1 %t4 to i8, !dbg !240
  store i8 %.24, ptr addrspace(3) %t17, align 1, !dbg !240
  fence syncscope("workgroup") release, !dbg !240
  tail call void @llvm.amdgcn.s.barrier(), !dbg !240
  fence syncscope("workgroup") acquire, !dbg !240
  %t18 = icmp slt i32 %.2, 128, !dbg !240
  br i1 %t18, label %b6, label %b11, !dbg !240

b6:                                               ; preds = %b5
  %t19 = add nsw i32 %.2, 128, !dbg !240
  %t20 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.0, i32 %t19, !dbg !240
  %.25 = load i16, ptr addrspace(3) %t20, align 2, !dbg !240
  %t22 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.1, i32 %t19, !dbg !240
  %.26 = load i8, ptr addrspace(3) %t22, align 1, !dbg !240
  %.27.not11 = icmp eq i8 %.26, 0, !dbg !240
  %t4.not = xor i1 %t4, true, !dbg !240
  %brmerge = select i1 %.27.not11, i1 true, i1 %t4.not, !dbg !240
  %t15.mux = select i1 %.27.not11, i16 %t15, i16 %.25, !dbg !240
  %not..27.not11 = xor i1 %.27.not11, true, !dbg !240
  %t4.mux = select i1 %not..27.not11, i1 true, i1 %t4, !dbg !240
  br i1 %brmerge, label %b10, label %b8, !dbg !240

b8:                                               ; preds = %b6
  %.28 = zext i16 %t15 to i32, !dbg !241
  %.29 = shl nuw i32 %.28, 16, !dbg !241
  %.30 = bitcast i32 %.29 to float, !dbg !241
  %.31 = zext i16 %.25 to i32, !dbg !241
  %.32 = shl nuw i32 %.31, 16, !dbg !241
  %.33 = bitcast i32 %.32 to float, !dbg !241
  %.34 = fadd float %.30, %.33, !dbg !241
  %.35 = bitcast float %.34 to i32, !dbg !241
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
  %t32 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.0, i32 %t31, !dbg !240
  %.48 = load i16, ptr addrspace(3) %t32, align 2, !dbg !240
  %t34 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.1, i32 %t31, !dbg !240
  %.49 = load i8, ptr addrspace(3) %t34, align 1, !dbg !240
  %.50.not10 = icmp eq i8 %.49, 0, !dbg !240
  %t29.not = xor i1 %t29, true, !dbg !240
  %brmerge1 = select i1 %.50.not10, i1 true, i1 %t29.not, !dbg !240
  %t28.mux = select i1 %.50.not10, i16 %t28, i16 %.48, !dbg !240
  %not..50.not10 = xor i1 %.50.not10, true, !dbg !240
  %t29.mux = select i1 %not..50.not10, i1 true, i1 %t29, !dbg !240
  br i1 %brmerge1, label %b16, label %b14, !dbg !240

b14:                                              ; preds = %b12
  %.51 = zext i16 %t28 to i32, !dbg !241
  %.52 = shl nuw i32 %.51, 16, !dbg !241
  %.53 = bitcast i32 %.52 to float, !dbg !241
  %.54 = zext i16 %.48 to i32, !dbg !241
  %.55 = shl nuw i32 %.54, 16, !dbg !241
  %.56 = bitcast i32 %.55 to float, !dbg !241
  %.57 = fadd float %.53, %.56, !dbg !241
  %.58 = bitcast float %.57 to i32, !dbg !241
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
  %t44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.0, i32 %t43, !dbg !240
  %.71 = load i16, ptr addrspace(3) %t44, align 2, !dbg !240
  %t46 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.1, i32 %t43, !dbg !240
  %.72 = load i8, ptr addrspace(3) %t46, align 1, !dbg !240
  %.73.not9 = icmp eq i8 %.72, 0, !dbg !240
  %t41.not = xor i1 %t41, true, !dbg !240
  %brmerge2 = select i1 %.73.not9, i1 true, i1 %t41.not, !dbg !240
  %t40.mux = select i1 %.73.not9, i16 %t40, i16 %.71, !dbg !240
  %not..73.not9 = xor i1 %.73.not9, true, !dbg !240
  %t41.mux = select i1 %not..73.not9, i1 true, i1 %t41, !dbg !240
  br i1 %brmerge2, label %b23, label %b20, !dbg !240

b20:                                              ; preds = %b18
  %.74 = zext i16 %t40 to i32, !dbg !241
  %.75 = shl nuw i32 %.74, 16, !dbg !241
  %.76 = bitcast i32 %.75 to float, !dbg !241
  %.77 = zext i16 %.71 to i32, !dbg !241
  %.78 = shl nuw i32 %.77, 16, !dbg !241
  %.79 = bitcast i32 %.78 to float, !dbg !241
  %.80 = fadd float %.76, %.79, !dbg !241
  %.81 = bitcast float %.80 to i32, !dbg !241
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
  %.95 = zext i32 %.94 to i64, !dbg !240
  %.96 = add nuw nsw i64 %.95, 16, !dbg !240
  %.97 = icmp ult i32 %.94, 16, !dbg !240
  %.98 = tail call i32 @llvm.read_register.i32(metadata !238) #13, !dbg !240
  %.99 = zext i32 %.98 to i64, !dbg !240
  %.100 = and i64 %.96, 31, !dbg !240
  %7 = shl nuw nsw i64 1, %.100, !dbg !240
  %8 = and i64 %7, %.99, !dbg !240
  %.102 = icmp ne i64 %8, 0, !dbg !240
  %.103 = and i1 %.97, %.102, !dbg !240
  %.104 = trunc i64 %.96 to i32, !dbg !240
  %.105 = shl i32 %.104, 2, !dbg !240
  %.106 = zext i16 %t52 to i32, !dbg !240
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !240
  %.108 = trunc i32 %.107 to i16, !dbg !240
  %t54 = select i1 %.103, i16 %.108, i16 %t52, !dbg !240
  %.122 = zext i1 %t53 to i32, !dbg !240
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.122), !dbg !240
  %9 = and i32 %.123, 1, !dbg !240
  %.124 = icmp ne i32 %9, 0, !dbg !240
  %t55 = select i1 %.103, i1 %.124, i1 %t53, !dbg !240
  %t56 = icmp slt i32 %.2, 16, !dbg !240
  %t57 = and i1 %t56, %t55, !dbg !240
  %10 = select i1 %t57, i1 %t53, i1 false, !dbg !240
  %t52.mux = select i1 %t57, i16 %t54, i16 %t52, !dbg !240
  %t53.mux = select i1 %t57, i1 true, i1 %t53, !dbg !240
  br i1 %10, label %b26, label %b28, !dbg !240

b26:                                              ; preds = %b24
  %.126 = shl nuw i32 %.106, 16, !dbg !241
  %.127 = bitcast i32 %.126 to float, !dbg !241
  %.128 = zext i16 %t54 to i32, !dbg !241
  %.129 = shl nuw i32 %.128, 16, !dbg !241
  %.130 = bitcast i32 %.129 to float, !dbg !241
  %.131 = fadd float %.127, %.130, !dbg !241
  %.132 = bitcast float %.131 to i32, !dbg !241
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
  %.147 = add nuw nsw i64 %.95, 8, !dbg !240
  %.148 = icmp ult i32 %.94, 24, !dbg !240
  %.151 = and i64 %.147, 31, !dbg !240
  %11 = shl nuw nsw i64 1, %.151, !dbg !240
  %12 = and i64 %11, %.99, !dbg !240
  %.153 = icmp ne i64 %12, 0, !dbg !240
  %.154 = and i1 %.148, %.153, !dbg !240
  %.155 = trunc i64 %.147 to i32, !dbg !240
  %.156 = shl i32 %.155, 2, !dbg !240
  %.157 = zext i16 %t60 to i32, !dbg !240
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.157), !dbg !240
  %.159 = trunc i32 %.158 to i16, !dbg !240
  %t62 = select i1 %.154, i16 %.159, i16 %t60, !dbg !240
  %.173 = zext i1 %t61 to i32, !dbg !240
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.173), !dbg !240
  %13 = and i32 %.174, 1, !dbg !240
  %.175 = icmp ne i32 %13, 0, !dbg !240
  %t63 = select i1 %.154, i1 %.175, i1 %t61, !dbg !240
  %t64 = icmp slt i32 %.2, 24, !dbg !240
  %t65 = and i1 %t64, %t63, !dbg !240
  %14 = select i1 %t65, i1 %t61, i1 false, !dbg !240
  %t60.mux = select i1 %t65, i16 %t62, i16 %t60, !dbg !240
  %t61.mux = select i1 %t65, i1 true, i1 %t61, !dbg !240
  br i1 %14, label %b30, label %b32, !dbg !240

b30:                                              ; preds = %b28
  %.177 = shl nuw i32 %.157, 16, !dbg !241
  %.178 = bitcast i32 %.177 to float, !dbg !241
  %.179 = zext i16 %t62 to i32, !dbg !241
  %.180 = shl nuw i32 %.179, 16, !dbg !241
  %.181 = bitcast i32 %.180 to float, !dbg !241
  %.182 = fadd float %.178, %.181, !dbg !241
  %.183 = bitcast float %.182 to i32, !dbg !241
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
  %.198 = add nuw nsw i64 %.95, 4, !dbg !240
  %.199 = icmp ult i32 %.94, 28, !dbg !240
  %.202 = and i64 %.198, 31, !dbg !240
  %15 = shl nuw nsw i64 1, %.202, !dbg !240
  %16 = and i64 %15, %.99, !dbg !240
  %.204 = icmp ne i64 %16, 0, !dbg !240
  %.205 = and i1 %.199, %.204, !dbg !240
  %.206 = trunc i64 %.198 to i32, !dbg !240
  %.207 = shl i32 %.206, 2, !dbg !240
  %.208 = zext i16 %t68 to i32, !dbg !240
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !240
  %.210 = trunc i32 %.209 to i16, !dbg !240
  %t70 = select i1 %.205, i16 %.210, i16 %t68, !dbg !240
  %.224 = zext i1 %t69 to i32, !dbg !240
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !240
  %17 = and i32 %.225, 1, !dbg !240
  %.226 = icmp ne i32 %17, 0, !dbg !240
  %t71 = select i1 %.205, i1 %.226, i1 %t69, !dbg !240
  %t72 = icmp slt i32 %.2, 28, !dbg !240
  %t73 = and i1 %t72, %t71, !dbg !240
  %18 = select i1 %t73, i1 %t69, i1 false, !dbg !240
  %t68.mux = select i1 %t73, i16 %t70, i16 %t68, !dbg !240
  %t69.mux = select i1 %t73, i1 true, i1 %t69, !dbg !240
  br i1 %18, label %b34, label %b36, !dbg !240

b34:                                              ; preds = %b32
  %.228 = shl nuw i32 %.208, 16, !dbg !241
  %.229 = bitcast i32 %.228 to float, !dbg !241
  %.230 = zext i16 %t70 to i32, !dbg !241
  %.231 = shl nuw i32 %.230, 16, !dbg !241
  %.232 = bitcast i32 %.231 to float, !dbg !241
  %.233 = fadd float %.229, %.232, !dbg !241
  %.234 = bitcast float %.233 to i32, !dbg !241
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
  %.249 = add nuw nsw i64 %.95, 2, !dbg !240
  %.250 = icmp ult i32 %.94, 30, !dbg !240
  %.253 = and i64 %.249, 31, !dbg !240
  %19 = shl nuw nsw i64 1, %.253, !dbg !240
  %20 = and i64 %19, %.99, !dbg !240
  %.255 = icmp ne i64 %20, 0, !dbg !240
  %.256 = and i1 %.250, %.255, !dbg !240
  %.257 = trunc i64 %.249 to i32, !dbg !240
  %.258 = shl i32 %.257, 2, !dbg !240
  %.259 = zext i16 %t76 to i32, !dbg !240
  %.260 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.259), !dbg !240
  %.261 = trunc i32 %.260 to i16, !dbg !240
  %t78 = select i1 %.256, i16 %.261, i16 %t76, !dbg !240
  %.275 = zext i1 %t77 to i32, !dbg !240
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.275), !dbg !240
  %21 = and i32 %.276, 1, !dbg !240
  %.277 = icmp ne i32 %21, 0, !dbg !240
  %t79 = select i1 %.256, i1 %.277, i1 %t77, !dbg !240
  %t80 = icmp slt i32 %.2, 30, !dbg !240
  %t81 = and i1 %t80, %t79, !dbg !240
  %22 = select i1 %t81, i1 %t77, i1 false, !dbg !240
  %t76.mux = select i1 %t81, i16 %t78, i16 %t76, !dbg !240
  %t77.mux = select i1 %t81, i1 true, i1 %t77, !dbg !240
  br i1 %22, label %b38, label %b40, !dbg !240

b38:                                              ; preds = %b36
  %.279 = shl nuw i32 %.259, 16, !dbg !241
  %.280 = bitcast i32 %.279 to float, !dbg !241
  %.281 = zext i16 %t78 to i32, !dbg !241
  %.282 = shl nuw i32 %.281, 16, !dbg !241
  %.283 = bitcast i32 %.282 to float, !dbg !241
  %.284 = fadd float %.280, %.283, !dbg !241
  %.285 = bitcast float %.284 to i32, !dbg !241
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
  %.300 = add nuw nsw i64 %.95, 1, !dbg !240
  %.301 = icmp ult i32 %.94, 31, !dbg !240
  %.304 = and i64 %.300, 31, !dbg !240
  %23 = shl nuw nsw i64 1, %.304, !dbg !240
  %24 = and i64 %23, %.99, !dbg !240
  %.306 = icmp ne i64 %24, 0, !dbg !240
  %.307 = and i1 %.301, %.306, !dbg !240
  %.308 = trunc i64 %.300 to i32, !dbg !240
  %.309 = shl i32 %.308, 2, !dbg !240
  %.310 = zext i16 %t84 to i32, !dbg !240
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.310), !dbg !240
  %.312 = trunc i32 %.311 to i16, !dbg !240
  %t86 = select i1 %.307, i16 %.312, i16 %t84, !dbg !240
  %.326 = zext i1 %t85 to i32, !dbg !240
  %.327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.326), !dbg !240
  %25 = and i32 %.327, 1, !dbg !240
  %.328 = icmp ne i32 %25, 0, !dbg !240
  %t87 = select i1 %.307, i1 %.328, i1 %t85, !dbg !240
  %t88 = icmp slt i32 %.2, 31, !dbg !240
  %t89 = and i1 %t88, %t87, !dbg !240
  %26 = select i1 %t89, i1 %t85, i1 false, !dbg !240
  %t84.mux = select i1 %t89, i16 %t86, i16 %t84, !dbg !240
  %t85.mux = select i1 %t89, i1 true, i1 %t85, !dbg !240
  br i1 %26, label %b42, label %b45, !dbg !240

b42:                                              ; preds = %b40
  %.330 = shl nuw i32 %.310, 16, !dbg !241
  %.331 = bitcast i32 %.330 to float, !dbg !241
  %.332 = zext i16 %t86 to i32, !dbg !241
  %.333 = shl nuw i32 %.332, 16, !dbg !241
  %.334 = bitcast i32 %.333 to float, !dbg !241
  %.335 = fadd float %.331, %.334, !dbg !241
  %.336 = bitcast float %.335 to i32, !dbg !241
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
  %27 = select i1 %t95, i1 %.1, i1 false, !dbg !240
  %a3.mux = select i1 %t95, i16 %t94, i16 %a3, !dbg !240
  %.1.mux = select i1 %t95, i1 true, i1 %.1, !dbg !240
  br i1 %27, label %b48, label %b50, !dbg !240

b48:                                              ; preds = %b46
  %.348 = zext i16 %a3 to i32, !dbg !241
  %.349 = shl nuw i32 %.348, 16, !dbg !241
  %.350 = bitcast i32 %.349 to float, !dbg !241
  %.351 = zext i16 %t94 to i32, !dbg !241
  %.352 = shl nuw i32 %.351, 16, !dbg !241
  %.353 = bitcast i32 %.352 to float, !dbg !241
  %.354 = fadd float %.350, %.353, !dbg !241
  %.355 = bitcast float %.354 to i32, !dbg !241
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i16 %a2, ptr addrspace(1) %a3, i16 %a4, ptr addrspace(1) %a5) local_unnamed_addr #4 !dbg !242 {
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
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !243
  %t16 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !243
  %0 = or i64 %t16, %t13, !dbg !243
  %t20 = ptrtoint ptr addrspace(1) %a5 to i64, !dbg !243
  %1 = or i64 %0, %t20, !dbg !243
  %2 = and i64 %1, 3, !dbg !243
  %3 = icmp eq i64 %2, 0, !dbg !243
  %t24 = ashr i64 %a0, 1, !dbg !243
  %t291 = icmp slt i64 %t11, %t24, !dbg !243
  %or.cond = select i1 %3, i1 %t291, i1 false, !dbg !243
  br i1 %or.cond, label %b3, label %b8, !dbg !243

b3:                                               ; preds = %entry, %b7
  %t282 = phi i64 [ %t53, %b7 ], [ %t11, %entry ]
  br i1 %t0.not, label %b5, label %b4, !dbg !243

b4:                                               ; preds = %b3
  %t30 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t282, !dbg !243
  %.17 = load i32, ptr addrspace(1) %t30, align 4, !dbg !243
  %t33 = trunc i32 %.17 to i16, !dbg !243
  %t34 = lshr i32 %.17, 16, !dbg !243
  %t35 = trunc i32 %t34 to i16, !dbg !243
  br label %b5, !dbg !243

b5:                                               ; preds = %b4, %b3
  %t36 = phi i16 [ %t33, %b4 ], [ %a2, %b3 ]
  %t37 = phi i16 [ %t35, %b4 ], [ %a2, %b3 ]
  br i1 %t1.not, label %b7, label %b6, !dbg !243

b6:                                               ; preds = %b5
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t282, !dbg !243
  %.18 = load i32, ptr addrspace(1) %t38, align 4, !dbg !243
  %t41 = trunc i32 %.18 to i16, !dbg !243
  %t42 = lshr i32 %.18, 16, !dbg !243
  %t43 = trunc i32 %t42 to i16, !dbg !243
  br label %b7, !dbg !243

b7:                                               ; preds = %b6, %b5
  %t44 = phi i16 [ %t41, %b6 ], [ %a4, %b5 ]
  %t45 = phi i16 [ %t43, %b6 ], [ %a4, %b5 ]
  %.19 = zext i16 %t36 to i32, !dbg !244
  %.20 = shl nuw i32 %.19, 16, !dbg !244
  %.21 = bitcast i32 %.20 to float, !dbg !244
  %.22 = zext i16 %t44 to i32, !dbg !244
  %.23 = shl nuw i32 %.22, 16, !dbg !244
  %.24 = bitcast i32 %.23 to float, !dbg !244
  %.25 = fsub float %.21, %.24, !dbg !244
  %.26 = bitcast float %.25 to i32, !dbg !244
  %.27 = and i32 %.26, 2147483647, !dbg !244
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !244
  %.29 = lshr i32 %.26, 16, !dbg !244
  %.30 = and i32 %.29, 1, !dbg !244
  %.31 = add i32 %.26, 32767, !dbg !244
  %.32 = add i32 %.31, %.30, !dbg !244
  %.33 = lshr i32 %.32, 16, !dbg !244
  %.35 = or i32 %.29, 64, !dbg !244
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !244
  %.38 = zext i16 %t37 to i32, !dbg !244
  %.39 = shl nuw i32 %.38, 16, !dbg !244
  %.40 = bitcast i32 %.39 to float, !dbg !244
  %.41 = zext i16 %t45 to i32, !dbg !244
  %.42 = shl nuw i32 %.41, 16, !dbg !244
  %.43 = bitcast i32 %.42 to float, !dbg !244
  %.44 = fsub float %.40, %.43, !dbg !244
  %.45 = bitcast float %.44 to i32, !dbg !244
  %.46 = and i32 %.45, 2147483647, !dbg !244
  %.47 = icmp ugt i32 %.46, 2139095040, !dbg !244
  %.48 = lshr i32 %.45, 16, !dbg !244
  %.49 = and i32 %.48, 1, !dbg !244
  %.50 = add i32 %.45, 32767, !dbg !244
  %.51 = add i32 %.50, %.49, !dbg !244
  %.52 = lshr i32 %.51, 16, !dbg !244
  %.54 = or i32 %.48, 64, !dbg !244
  %.55 = select i1 %.47, i32 %.54, i32 %.52, !dbg !244
  %t50 = shl nuw i32 %.55, 16, !dbg !243
  %t51 = or i32 %t50, %.36, !dbg !243
  %t52 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t282, !dbg !243
  store i32 %t51, ptr addrspace(1) %t52, align 4, !dbg !243
  %t53 = add i64 %t282, %t12, !dbg !243
  %t29 = icmp slt i64 %t53, %t24, !dbg !243
  br i1 %t29, label %b3, label %b8, !dbg !243

b8:                                               ; preds = %b7, %entry
  %t54 = and i64 %a0, -2, !dbg !243
  %t55 = select i1 %3, i64 %t54, i64 0, !dbg !243
  %t56 = add i64 %t11, %t55, !dbg !243
  %t583 = icmp slt i64 %t56, %a0, !dbg !243
  br i1 %t583, label %b10, label %b15, !dbg !243

b10:                                              ; preds = %b8, %b14
  %t574 = phi i64 [ %t67, %b14 ], [ %t56, %b8 ]
  br i1 %t0.not, label %b12, label %b11, !dbg !243

b11:                                              ; preds = %b10
  %t59 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t574, !dbg !243
  %.57 = load i16, ptr addrspace(1) %t59, align 2, !dbg !243
  br label %b12, !dbg !243

b12:                                              ; preds = %b11, %b10
  %t61 = phi i16 [ %.57, %b11 ], [ %a2, %b10 ]
  br i1 %t1.not, label %b14, label %b13, !dbg !243

b13:                                              ; preds = %b12
  %t62 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t574, !dbg !243
  %.58 = load i16, ptr addrspace(1) %t62, align 2, !dbg !243
  br label %b14, !dbg !243

b14:                                              ; preds = %b13, %b12
  %t64 = phi i16 [ %.58, %b13 ], [ %a4, %b12 ]
  %.59 = zext i16 %t61 to i32, !dbg !244
  %.60 = shl nuw i32 %.59, 16, !dbg !244
  %.61 = bitcast i32 %.60 to float, !dbg !244
  %.62 = zext i16 %t64 to i32, !dbg !244
  %.63 = shl nuw i32 %.62, 16, !dbg !244
  %.64 = bitcast i32 %.63 to float, !dbg !244
  %.65 = fsub float %.61, %.64, !dbg !244
  %.66 = bitcast float %.65 to i32, !dbg !244
  %.67 = and i32 %.66, 2147483647, !dbg !244
  %.68 = icmp ugt i32 %.67, 2139095040, !dbg !244
  %.69 = lshr i32 %.66, 16, !dbg !244
  %.70 = and i32 %.69, 1, !dbg !244
  %.71 = add i32 %.66, 32767, !dbg !244
  %.72 = add i32 %.71, %.70, !dbg !244
  %.73 = lshr i32 %.72, 16, !dbg !244
  %.75 = or i32 %.69, 64, !dbg !244
  %.76 = select i1 %.68, i32 %.75, i32 %.73, !dbg !244
  %.77 = trunc i32 %.76 to i16, !dbg !244
  %t66 = getelementptr inbounds i16, ptr addrspace(1) %a5, i64 %t574, !dbg !243
  store i16 %.77, ptr addrspace(1) %t66, align 2, !dbg !243
  %t67 = add i64 %t574, %t12, !dbg !243
  %t58 = icmp slt i64 %t67, %a0, !dbg !243
  br i1 %t58, label %b10, label %b15, !dbg !243

b15:                                              ; preds = %b14, %b8
  ret void, !dbg !243
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !245 {
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
  %.19 = zext i16 %t143 to i32, !dbg !247
  %.20 = shl nuw i32 %.19, 16, !dbg !247
  %.21 = bitcast i32 %.20 to float, !dbg !247
  %.22 = zext i16 %t146 to i32, !dbg !247
  %.23 = shl nuw i32 %.22, 16, !dbg !247
  %.24 = bitcast i32 %.23 to float, !dbg !247
  %.25 = fsub float %.21, %.24, !dbg !247
  %.26 = bitcast float %.25 to i32, !dbg !247
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !248 {
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
  %.20 = zext i16 %t2915 to i32, !dbg !250
  %.21 = shl nuw i32 %.20, 16, !dbg !250
  %.22 = bitcast i32 %.21 to float, !dbg !250
  %.23 = zext i16 %.18 to i32, !dbg !250
  %.24 = shl nuw i32 %.23, 16, !dbg !250
  %.25 = bitcast i32 %.24 to float, !dbg !250
  %.26 = fsub float %.22, %.25, !dbg !250
  %.27 = bitcast float %.26 to i32, !dbg !250
  %.28 = and i32 %.27, 2147483647, !dbg !250
  %.29 = icmp ugt i32 %.28, 2139095040, !dbg !250
  %.30 = lshr i32 %.27, 16, !dbg !250
  %.31 = and i32 %.30, 1, !dbg !250
  %.32 = add i32 %.27, 32767, !dbg !250
  %.33 = add i32 %.32, %.31, !dbg !250
  %.34 = lshr i32 %.33, 16, !dbg !250
  %.36 = or i32 %.30, 64, !dbg !250
  %.37 = select i1 %.29, i32 %.36, i32 %.34, !dbg !250
  %.40 = shl nuw i32 %.37, 16, !dbg !250
  %.41 = bitcast i32 %.40 to float, !dbg !250
  %.42 = zext i16 %.19 to i32, !dbg !250
  %.43 = shl nuw i32 %.42, 16, !dbg !250
  %.44 = bitcast i32 %.43 to float, !dbg !250
  %.45 = fsub float %.41, %.44, !dbg !250
  %.46 = bitcast float %.45 to i32, !dbg !250
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
  %0 = insertelement <2 x i16> poison, i16 %t4320, i64 0, !dbg !250
  %1 = insertelement <2 x i16> %0, i16 %.58, i64 1, !dbg !250
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !250
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !250
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !250
  %5 = extractelement <2 x float> %4, i64 0, !dbg !250
  %6 = extractelement <2 x float> %4, i64 1, !dbg !250
  %.65 = fsub float %5, %6, !dbg !250
  %.66 = bitcast float %.65 to i32, !dbg !250
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
  %t50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.0, i32 %.1, !dbg !249
  store i16 %t49, ptr addrspace(3) %t50, align 2, !dbg !249
  %t51 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.1, i32 %.1, !dbg !249
  %.78 = zext i1 %t14 to i8, !dbg !249
  store i8 %.78, ptr addrspace(3) %t51, align 1, !dbg !249
  fence syncscope("workgroup") release, !dbg !249
  tail call void @llvm.amdgcn.s.barrier(), !dbg !249
  fence syncscope("workgroup") acquire, !dbg !249
  %t52 = icmp slt i32 %.1, 128, !dbg !249
  br i1 %t52, label %b9, label %b14, !dbg !249

b9:                                               ; preds = %b8
  %t53 = add nsw i32 %.1, 128, !dbg !249
  %t54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.0, i32 %t53, !dbg !249
  %.79 = load i16, ptr addrspace(3) %t54, align 2, !dbg !249
  %t56 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.1, i32 %t53, !dbg !249
  %.80 = load i8, ptr addrspace(3) %t56, align 1, !dbg !249
  %.81.not10 = icmp eq i8 %.80, 0, !dbg !249
  %t14.not = xor i1 %t14, true, !dbg !249
  %brmerge = select i1 %.81.not10, i1 true, i1 %t14.not, !dbg !249
  %t49.mux = select i1 %.81.not10, i16 %t49, i16 %.79, !dbg !249
  %not..81.not10 = xor i1 %.81.not10, true, !dbg !249
  %t14.mux = select i1 %not..81.not10, i1 true, i1 %t14, !dbg !249
  br i1 %brmerge, label %b13, label %b11, !dbg !249

b11:                                              ; preds = %b9
  %.82 = zext i16 %t49 to i32, !dbg !250
  %.83 = shl nuw i32 %.82, 16, !dbg !250
  %.84 = bitcast i32 %.83 to float, !dbg !250
  %.85 = zext i16 %.79 to i32, !dbg !250
  %.86 = shl nuw i32 %.85, 16, !dbg !250
  %.87 = bitcast i32 %.86 to float, !dbg !250
  %.88 = fsub float %.84, %.87, !dbg !250
  %.89 = bitcast float %.88 to i32, !dbg !250
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
  %t66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.0, i32 %t65, !dbg !249
  %.102 = load i16, ptr addrspace(3) %t66, align 2, !dbg !249
  %t68 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.1, i32 %t65, !dbg !249
  %.103 = load i8, ptr addrspace(3) %t68, align 1, !dbg !249
  %.104.not9 = icmp eq i8 %.103, 0, !dbg !249
  %t63.not = xor i1 %t63, true, !dbg !249
  %brmerge1 = select i1 %.104.not9, i1 true, i1 %t63.not, !dbg !249
  %t62.mux = select i1 %.104.not9, i16 %t62, i16 %.102, !dbg !249
  %not..104.not9 = xor i1 %.104.not9, true, !dbg !249
  %t63.mux = select i1 %not..104.not9, i1 true, i1 %t63, !dbg !249
  br i1 %brmerge1, label %b19, label %b17, !dbg !249

b17:                                              ; preds = %b15
  %.105 = zext i16 %t62 to i32, !dbg !250
  %.106 = shl nuw i32 %.105, 16, !dbg !250
  %.107 = bitcast i32 %.106 to float, !dbg !250
  %.108 = zext i16 %.102 to i32, !dbg !250
  %.109 = shl nuw i32 %.108, 16, !dbg !250
  %.110 = bitcast i32 %.109 to float, !dbg !250
  %.111 = fsub float %.107, %.110, !dbg !250
  %.112 = bitcast float %.111 to i32, !dbg !250
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
  %t78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.0, i32 %t77, !dbg !249
  %.125 = load i16, ptr addrspace(3) %t78, align 2, !dbg !249
  %t80 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.1, i32 %t77, !dbg !249
  %.126 = load i8, ptr addrspace(3) %t80, align 1, !dbg !249
  %.127.not8 = icmp eq i8 %.126, 0, !dbg !249
  %t75.not = xor i1 %t75, true, !dbg !249
  %brmerge2 = select i1 %.127.not8, i1 true, i1 %t75.not, !dbg !249
  %t74.mux = select i1 %.127.not8, i16 %t74, i16 %.125, !dbg !249
  %not..127.not8 = xor i1 %.127.not8, true, !dbg !249
  %t75.mux = select i1 %not..127.not8, i1 true, i1 %t75, !dbg !249
  br i1 %brmerge2, label %b26, label %b23, !dbg !249

b23:                                              ; preds = %b21
  %.128 = zext i16 %t74 to i32, !dbg !250
  %.129 = shl nuw i32 %.128, 16, !dbg !250
  %.130 = bitcast i32 %.129 to float, !dbg !250
  %.131 = zext i16 %.125 to i32, !dbg !250
  %.132 = shl nuw i32 %.131, 16, !dbg !250
  %.133 = bitcast i32 %.132 to float, !dbg !250
  %.134 = fsub float %.130, %.133, !dbg !250
  %.135 = bitcast float %.134 to i32, !dbg !250
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
  %.149 = zext i32 %.148 to i64, !dbg !249
  %.150 = add nuw nsw i64 %.149, 16, !dbg !249
  %.151 = icmp ult i32 %.148, 16, !dbg !249
  %.152 = tail call i32 @llvm.read_register.i32(metadata !238) #13, !dbg !249
  %.153 = zext i32 %.152 to i64, !dbg !249
  %.154 = and i64 %.150, 31, !dbg !249
  %7 = shl nuw nsw i64 1, %.154, !dbg !249
  %8 = and i64 %7, %.153, !dbg !249
  %.156 = icmp ne i64 %8, 0, !dbg !249
  %.157 = and i1 %.151, %.156, !dbg !249
  %.158 = trunc i64 %.150 to i32, !dbg !249
  %.159 = shl i32 %.158, 2, !dbg !249
  %.160 = zext i16 %t86 to i32, !dbg !249
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.160), !dbg !249
  %.162 = trunc i32 %.161 to i16, !dbg !249
  %t88 = select i1 %.157, i16 %.162, i16 %t86, !dbg !249
  %.176 = zext i1 %t87 to i32, !dbg !249
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.176), !dbg !249
  %9 = and i32 %.177, 1, !dbg !249
  %.178 = icmp ne i32 %9, 0, !dbg !249
  %t89 = select i1 %.157, i1 %.178, i1 %t87, !dbg !249
  %t90 = icmp slt i32 %.1, 16, !dbg !249
  %t91 = and i1 %t90, %t89, !dbg !249
  %10 = select i1 %t91, i1 %t87, i1 false, !dbg !249
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !249
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !249
  br i1 %10, label %b29, label %b31, !dbg !249

b29:                                              ; preds = %b27
  %.180 = shl nuw i32 %.160, 16, !dbg !250
  %.181 = bitcast i32 %.180 to float, !dbg !250
  %.182 = zext i16 %t88 to i32, !dbg !250
  %.183 = shl nuw i32 %.182, 16, !dbg !250
  %.184 = bitcast i32 %.183 to float, !dbg !250
  %.185 = fsub float %.181, %.184, !dbg !250
  %.186 = bitcast float %.185 to i32, !dbg !250
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
  %.201 = add nuw nsw i64 %.149, 8, !dbg !249
  %.202 = icmp ult i32 %.148, 24, !dbg !249
  %.205 = and i64 %.201, 31, !dbg !249
  %11 = shl nuw nsw i64 1, %.205, !dbg !249
  %12 = and i64 %11, %.153, !dbg !249
  %.207 = icmp ne i64 %12, 0, !dbg !249
  %.208 = and i1 %.202, %.207, !dbg !249
  %.209 = trunc i64 %.201 to i32, !dbg !249
  %.210 = shl i32 %.209, 2, !dbg !249
  %.211 = zext i16 %t94 to i32, !dbg !249
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.211), !dbg !249
  %.213 = trunc i32 %.212 to i16, !dbg !249
  %t96 = select i1 %.208, i16 %.213, i16 %t94, !dbg !249
  %.227 = zext i1 %t95 to i32, !dbg !249
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.227), !dbg !249
  %13 = and i32 %.228, 1, !dbg !249
  %.229 = icmp ne i32 %13, 0, !dbg !249
  %t97 = select i1 %.208, i1 %.229, i1 %t95, !dbg !249
  %t98 = icmp slt i32 %.1, 24, !dbg !249
  %t99 = and i1 %t98, %t97, !dbg !249
  %14 = select i1 %t99, i1 %t95, i1 false, !dbg !249
  %t94.mux = select i1 %t99, i16 %t96, i16 %t94, !dbg !249
  %t95.mux = select i1 %t99, i1 true, i1 %t95, !dbg !249
  br i1 %14, label %b33, label %b35, !dbg !249

b33:                                              ; preds = %b31
  %.231 = shl nuw i32 %.211, 16, !dbg !250
  %.232 = bitcast i32 %.231 to float, !dbg !250
  %.233 = zext i16 %t96 to i32, !dbg !250
  %.234 = shl nuw i32 %.233, 16, !dbg !250
  %.235 = bitcast i32 %.234 to float, !dbg !250
  %.236 = fsub float %.232, %.235, !dbg !250
  %.237 = bitcast float %.236 to i32, !dbg !250
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
  %.252 = add nuw nsw i64 %.149, 4, !dbg !249
  %.253 = icmp ult i32 %.148, 28, !dbg !249
  %.256 = and i64 %.252, 31, !dbg !249
  %15 = shl nuw nsw i64 1, %.256, !dbg !249
  %16 = and i64 %15, %.153, !dbg !249
  %.258 = icmp ne i64 %16, 0, !dbg !249
  %.259 = and i1 %.253, %.258, !dbg !249
  %.260 = trunc i64 %.252 to i32, !dbg !249
  %.261 = shl i32 %.260, 2, !dbg !249
  %.262 = zext i16 %t102 to i32, !dbg !249
  %.263 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.262), !dbg !249
  %.264 = trunc i32 %.263 to i16, !dbg !249
  %t104 = select i1 %.259, i16 %.264, i16 %t102, !dbg !249
  %.278 = zext i1 %t103 to i32, !dbg !249
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.278), !dbg !249
  %17 = and i32 %.279, 1, !dbg !249
  %.280 = icmp ne i32 %17, 0, !dbg !249
  %t105 = select i1 %.259, i1 %.280, i1 %t103, !dbg !249
  %t106 = icmp slt i32 %.1, 28, !dbg !249
  %t107 = and i1 %t106, %t105, !dbg !249
  %18 = select i1 %t107, i1 %t103, i1 false, !dbg !249
  %t102.mux = select i1 %t107, i16 %t104, i16 %t102, !dbg !249
  %t103.mux = select i1 %t107, i1 true, i1 %t103, !dbg !249
  br i1 %18, label %b37, label %b39, !dbg !249

b37:                                              ; preds = %b35
  %.282 = shl nuw i32 %.262, 16, !dbg !250
  %.283 = bitcast i32 %.282 to float, !dbg !250
  %.284 = zext i16 %t104 to i32, !dbg !250
  %.285 = shl nuw i32 %.284, 16, !dbg !250
  %.286 = bitcast i32 %.285 to float, !dbg !250
  %.287 = fsub float %.283, %.286, !dbg !250
  %.288 = bitcast float %.287 to i32, !dbg !250
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
  %.303 = add nuw nsw i64 %.149, 2, !dbg !249
  %.304 = icmp ult i32 %.148, 30, !dbg !249
  %.307 = and i64 %.303, 31, !dbg !249
  %19 = shl nuw nsw i64 1, %.307, !dbg !249
  %20 = and i64 %19, %.153, !dbg !249
  %.309 = icmp ne i64 %20, 0, !dbg !249
  %.310 = and i1 %.304, %.309, !dbg !249
  %.311 = trunc i64 %.303 to i32, !dbg !249
  %.312 = shl i32 %.311, 2, !dbg !249
  %.313 = zext i16 %t110 to i32, !dbg !249
  %.314 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.313), !dbg !249
  %.315 = trunc i32 %.314 to i16, !dbg !249
  %t112 = select i1 %.310, i16 %.315, i16 %t110, !dbg !249
  %.329 = zext i1 %t111 to i32, !dbg !249
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.329), !dbg !249
  %21 = and i32 %.330, 1, !dbg !249
  %.331 = icmp ne i32 %21, 0, !dbg !249
  %t113 = select i1 %.310, i1 %.331, i1 %t111, !dbg !249
  %t114 = icmp slt i32 %.1, 30, !dbg !249
  %t115 = and i1 %t114, %t113, !dbg !249
  %22 = select i1 %t115, i1 %t111, i1 false, !dbg !249
  %t110.mux = select i1 %t115, i16 %t112, i16 %t110, !dbg !249
  %t111.mux = select i1 %t115, i1 true, i1 %t111, !dbg !249
  br i1 %22, label %b41, label %b43, !dbg !249

b41:                                              ; preds = %b39
  %.333 = shl nuw i32 %.313, 16, !dbg !250
  %.334 = bitcast i32 %.333 to float, !dbg !250
  %.335 = zext i16 %t112 to i32, !dbg !250
  %.336 = shl nuw i32 %.335, 16, !dbg !250
  %.337 = bitcast i32 %.336 to float, !dbg !250
  %.338 = fsub float %.334, %.337, !dbg !250
  %.339 = bitcast float %.338 to i32, !dbg !250
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
  %.354 = add nuw nsw i64 %.149, 1, !dbg !249
  %.355 = icmp ult i32 %.148, 31, !dbg !249
  %.358 = and i64 %.354, 31, !dbg !249
  %23 = shl nuw nsw i64 1, %.358, !dbg !249
  %24 = and i64 %23, %.153, !dbg !249
  %.360 = icmp ne i64 %24, 0, !dbg !249
  %.361 = and i1 %.355, %.360, !dbg !249
  %.362 = trunc i64 %.354 to i32, !dbg !249
  %.363 = shl i32 %.362, 2, !dbg !249
  %.364 = zext i16 %t118 to i32, !dbg !249
  %.365 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.364), !dbg !249
  %.366 = trunc i32 %.365 to i16, !dbg !249
  %t120 = select i1 %.361, i16 %.366, i16 %t118, !dbg !249
  %.380 = zext i1 %t119 to i32, !dbg !249
  %.381 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.380), !dbg !249
  %25 = and i32 %.381, 1, !dbg !249
  %.382 = icmp ne i32 %25, 0, !dbg !249
  %t121 = select i1 %.361, i1 %.382, i1 %t119, !dbg !249
  %t122 = icmp slt i32 %.1, 31, !dbg !249
  %t123 = and i1 %t122, %t121, !dbg !249
  %26 = select i1 %t123, i1 %t119, i1 false, !dbg !249
  %t118.mux = select i1 %t123, i16 %t120, i16 %t118, !dbg !249
  %t119.mux = select i1 %t123, i1 true, i1 %t119, !dbg !249
  br i1 %26, label %b45, label %b48, !dbg !249

b45:                                              ; preds = %b43
  %.384 = shl nuw i32 %.364, 16, !dbg !250
  %.385 = bitcast i32 %.384 to float, !dbg !250
  %.386 = zext i16 %t120 to i32, !dbg !250
  %.387 = shl nuw i32 %.386, 16, !dbg !250
  %.388 = bitcast i32 %.387 to float, !dbg !250
  %.389 = fsub float %.385, %.388, !dbg !250
  %.390 = bitcast float %.389 to i32, !dbg !250
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i16 %a3, i8 %a4) local_unnamed_addr #2 !dbg !251 {
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
  %5 = extractelement <2 x float> %4, i64 0, !dbg !253
  %6 = extractelement <2 x float> %4, i64 1, !dbg !253
  %.11 = fsub float %5, %6, !dbg !253
  %.12 = bitcast float %.11 to i32, !dbg !253
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
  %t16 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.0, i32 %.2, !dbg !252
  store i16 %t15, ptr addrspace(3) %t16, align 2, !dbg !252
  %t17 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.1, i32 %.2, !dbg !252
  %.24 = zext i1 %t4 to i8, !dbg !252
  store i8 %.24, ptr addrspace(3) %t17, align 1, !dbg !252
  fence syncscope("workgroup") release, !dbg !252
  tail call void @llvm.amdgcn.s.barrier(), !dbg !252
  fence syncscope("workgroup") acquire, !dbg !252
  %t18 = icmp slt i32 %.2, 128, !dbg !252
  br i1 %t18, label %b6, label %b11, !dbg !252

b6:                                               ; preds = %b5
  %t19 = add nsw i32 %.2, 128, !dbg !252
  %t20 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.0, i32 %t19, !dbg !252
  %.25 = load i16, ptr addrspace(3) %t20, align 2, !dbg !252
  %t22 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.1, i32 %t19, !dbg !252
  %.26 = load i8, ptr addrspace(3) %t22, align 1, !dbg !252
  %.27.not11 = icmp eq i8 %.26, 0, !dbg !252
  %t4.not = xor i1 %t4, true, !dbg !252
  %brmerge = select i1 %.27.not11, i1 true, i1 %t4.not, !dbg !252
  %t15.mux = select i1 %.27.not11, i16 %t15, i16 %.25, !dbg !252
  %not..27.not11 = xor i1 %.27.not11, true, !dbg !252
  %t4.mux = select i1 %not..27.not11, i1 true, i1 %t4, !dbg !252
  br i1 %brmerge, label %b10, label %b8, !dbg !252

b8:                                               ; preds = %b6
  %.28 = zext i16 %t15 to i32, !dbg !253
  %.29 = shl nuw i32 %.28, 16, !dbg !253
  %.30 = bitcast i32 %.29 to float, !dbg !253
  %.31 = zext i16 %.25 to i32, !dbg !253
  %.32 = shl nuw i32 %.31, 16, !dbg !253
  %.33 = bitcast i32 %.32 to float, !dbg !253
  %.34 = fsub float %.30, %.33, !dbg !253
  %.35 = bitcast float %.34 to i32, !dbg !253
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
  %t32 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.0, i32 %t31, !dbg !252
  %.48 = load i16, ptr addrspace(3) %t32, align 2, !dbg !252
  %t34 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.1, i32 %t31, !dbg !252
  %.49 = load i8, ptr addrspace(3) %t34, align 1, !dbg !252
  %.50.not10 = icmp eq i8 %.49, 0, !dbg !252
  %t29.not = xor i1 %t29, true, !dbg !252
  %brmerge1 = select i1 %.50.not10, i1 true, i1 %t29.not, !dbg !252
  %t28.mux = select i1 %.50.not10, i16 %t28, i16 %.48, !dbg !252
  %not..50.not10 = xor i1 %.50.not10, true, !dbg !252
  %t29.mux = select i1 %not..50.not10, i1 true, i1 %t29, !dbg !252
  br i1 %brmerge1, label %b16, label %b14, !dbg !252

b14:                                              ; preds = %b12
  %.51 = zext i16 %t28 to i32, !dbg !253
  %.52 = shl nuw i32 %.51, 16, !dbg !253
  %.53 = bitcast i32 %.52 to float, !dbg !253
  %.54 = zext i16 %.48 to i32, !dbg !253
  %.55 = shl nuw i32 %.54, 16, !dbg !253
  %.56 = bitcast i32 %.55 to float, !dbg !253
  %.57 = fsub float %.53, %.56, !dbg !253
  %.58 = bitcast float %.57 to i32, !dbg !253
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
  %t44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.0, i32 %t43, !dbg !252
  %.71 = load i16, ptr addrspace(3) %t44, align 2, !dbg !252
  %t46 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.1, i32 %t43, !dbg !252
  %.72 = load i8, ptr addrspace(3) %t46, align 1, !dbg !252
  %.73.not9 = icmp eq i8 %.72, 0, !dbg !252
  %t41.not = xor i1 %t41, true, !dbg !252
  %brmerge2 = select i1 %.73.not9, i1 true, i1 %t41.not, !dbg !252
  %t40.mux = select i1 %.73.not9, i16 %t40, i16 %.71, !dbg !252
  %not..73.not9 = xor i1 %.73.not9, true, !dbg !252
  %t41.mux = select i1 %not..73.not9, i1 true, i1 %t41, !dbg !252
  br i1 %brmerge2, label %b23, label %b20, !dbg !252

b20:                                              ; preds = %b18
  %.74 = zext i16 %t40 to i32, !dbg !253
  %.75 = shl nuw i32 %.74, 16, !dbg !253
  %.76 = bitcast i32 %.75 to float, !dbg !253
  %.77 = zext i16 %.71 to i32, !dbg !253
  %.78 = shl nuw i32 %.77, 16, !dbg !253
  %.79 = bitcast i32 %.78 to float, !dbg !253
  %.80 = fsub float %.76, %.79, !dbg !253
  %.81 = bitcast float %.80 to i32, !dbg !253
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
  %.95 = zext i32 %.94 to i64, !dbg !252
  %.96 = add nuw nsw i64 %.95, 16, !dbg !252
  %.97 = icmp ult i32 %.94, 16, !dbg !252
  %.98 = tail call i32 @llvm.read_register.i32(metadata !238) #13, !dbg !252
  %.99 = zext i32 %.98 to i64, !dbg !252
  %.100 = and i64 %.96, 31, !dbg !252
  %7 = shl nuw nsw i64 1, %.100, !dbg !252
  %8 = and i64 %7, %.99, !dbg !252
  %.102 = icmp ne i64 %8, 0, !dbg !252
  %.103 = and i1 %.97, %.102, !dbg !252
  %.104 = trunc i64 %.96 to i32, !dbg !252
  %.105 = shl i32 %.104, 2, !dbg !252
  %.106 = zext i16 %t52 to i32, !dbg !252
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !252
  %.108 = trunc i32 %.107 to i16, !dbg !252
  %t54 = select i1 %.103, i16 %.108, i16 %t52, !dbg !252
  %.122 = zext i1 %t53 to i32, !dbg !252
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.122), !dbg !252
  %9 = and i32 %.123, 1, !dbg !252
  %.124 = icmp ne i32 %9, 0, !dbg !252
  %t55 = select i1 %.103, i1 %.124, i1 %t53, !dbg !252
  %t56 = icmp slt i32 %.2, 16, !dbg !252
  %t57 = and i1 %t56, %t55, !dbg !252
  %10 = select i1 %t57, i1 %t53, i1 false, !dbg !252
  %t52.mux = select i1 %t57, i16 %t54, i16 %t52, !dbg !252
  %t53.mux = select i1 %t57, i1 true, i1 %t53, !dbg !252
  br i1 %10, label %b26, label %b28, !dbg !252

b26:                                              ; preds = %b24
  %.126 = shl nuw i32 %.106, 16, !dbg !253
  %.127 = bitcast i32 %.126 to float, !dbg !253
  %.128 = zext i16 %t54 to i32, !dbg !253
  %.129 = shl nuw i32 %.128, 16, !dbg !253
  %.130 = bitcast i32 %.129 to float, !dbg !253
  %.131 = fsub float %.127, %.130, !dbg !253
  %.132 = bitcast float %.131 to i32, !dbg !253
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
  %.147 = add nuw nsw i64 %.95, 8, !dbg !252
  %.148 = icmp ult i32 %.94, 24, !dbg !252
  %.151 = and i64 %.147, 31, !dbg !252
  %11 = shl nuw nsw i64 1, %.151, !dbg !252
  %12 = and i64 %11, %.99, !dbg !252
  %.153 = icmp ne i64 %12, 0, !dbg !252
  %.154 = and i1 %.148, %.153, !dbg !252
  %.155 = trunc i64 %.147 to i32, !dbg !252
  %.156 = shl i32 %.155, 2, !dbg !252
  %.157 = zext i16 %t60 to i32, !dbg !252
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.157), !dbg !252
  %.159 = trunc i32 %.158 to i16, !dbg !252
  %t62 = select i1 %.154, i16 %.159, i16 %t60, !dbg !252
  %.173 = zext i1 %t61 to i32, !dbg !252
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.173), !dbg !252
  %13 = and i32 %.174, 1, !dbg !252
  %.175 = icmp ne i32 %13, 0, !dbg !252
  %t63 = select i1 %.154, i1 %.175, i1 %t61, !dbg !252
  %t64 = icmp slt i32 %.2, 24, !dbg !252
  %t65 = and i1 %t64, %t63, !dbg !252
  %14 = select i1 %t65, i1 %t61, i1 false, !dbg !252
  %t60.mux = select i1 %t65, i16 %t62, i16 %t60, !dbg !252
  %t61.mux = select i1 %t65, i1 true, i1 %t61, !dbg !252
  br i1 %14, label %b30, label %b32, !dbg !252

b30:                                              ; preds = %b28
  %.177 = shl nuw i32 %.157, 16, !dbg !253
  %.178 = bitcast i32 %.177 to float, !dbg !253
  %.179 = zext i16 %t62 to i32, !dbg !253
  %.180 = shl nuw i32 %.179, 16, !dbg !253
  %.181 = bitcast i32 %.180 to float, !dbg !253
  %.182 = fsub float %.178, %.181, !dbg !253
  %.183 = bitcast float %.182 to i32, !dbg !253
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
  %.198 = add nuw nsw i64 %.95, 4, !dbg !252
  %.199 = icmp ult i32 %.94, 28, !dbg !252
  %.202 = and i64 %.198, 31, !dbg !252
  %15 = shl nuw nsw i64 1, %.202, !dbg !252
  %16 = and i64 %15, %.99, !dbg !252
  %.204 = icmp ne i64 %16, 0, !dbg !252
  %.205 = and i1 %.199, %.204, !dbg !252
  %.206 = trunc i64 %.198 to i32, !dbg !252
  %.207 = shl i32 %.206, 2, !dbg !252
  %.208 = zext i16 %t68 to i32, !dbg !252
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !252
  %.210 = trunc i32 %.209 to i16, !dbg !252
  %t70 = select i1 %.205, i16 %.210, i16 %t68, !dbg !252
  %.224 = zext i1 %t69 to i32, !dbg !252
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !252
  %17 = and i32 %.225, 1, !dbg !252
  %.226 = icmp ne i32 %17, 0, !dbg !252
  %t71 = select i1 %.205, i1 %.226, i1 %t69, !dbg !252
  %t72 = icmp slt i32 %.2, 28, !dbg !252
  %t73 = and i1 %t72, %t71, !dbg !252
  %18 = select i1 %t73, i1 %t69, i1 false, !dbg !252
  %t68.mux = select i1 %t73, i16 %t70, i16 %t68, !dbg !252
  %t69.mux = select i1 %t73, i1 true, i1 %t69, !dbg !252
  br i1 %18, label %b34, label %b36, !dbg !252

b34:                                              ; preds = %b32
  %.228 = shl nuw i32 %.208, 16, !dbg !253
  %.229 = bitcast i32 %.228 to float, !dbg !253
  %.230 = zext i16 %t70 to i32, !dbg !253
  %.231 = shl nuw i32 %.230, 16, !dbg !253
  %.232 = bitcast i32 %.231 to float, !dbg !253
  %.233 = fsub float %.229, %.232, !dbg !253
  %.234 = bitcast float %.233 to i32, !dbg !253
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
  %.249 = add nuw nsw i64 %.95, 2, !dbg !252
  %.250 = icmp ult i32 %.94, 30, !dbg !252
  %.253 = and i64 %.249, 31, !dbg !252
  %19 = shl nuw nsw i64 1, %.253, !dbg !252
  %20 = and i64 %19, %.99, !dbg !252
  %.255 = icmp ne i64 %20, 0, !dbg !252
  %.256 = and i1 %.250, %.255, !dbg !252
  %.257 = trunc i64 %.249 to i32, !dbg !252
  %.258 = shl i32 %.257, 2, !dbg !252
  %.259 = zext i16 %t76 to i32, !dbg !252
  %.260 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.259), !dbg !252
  %.261 = trunc i32 %.260 to i16, !dbg !252
  %t78 = select i1 %.256, i16 %.261, i16 %t76, !dbg !252
  %.275 = zext i1 %t77 to i32, !dbg !252
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.275), !dbg !252
  %21 = and i32 %.276, 1, !dbg !252
  %.277 = icmp ne i32 %21, 0, !dbg !252
  %t79 = select i1 %.256, i1 %.277, i1 %t77, !dbg !252
  %t80 = icmp slt i32 %.2, 30, !dbg !252
  %t81 = and i1 %t80, %t79, !dbg !252
  %22 = select i1 %t81, i1 %t77, i1 false, !dbg !252
  %t76.mux = select i1 %t81, i16 %t78, i16 %t76, !dbg !252
  %t77.mux = select i1 %t81, i1 true, i1 %t77, !dbg !252
  br i1 %22, label %b38, label %b40, !dbg !252

b38:                                              ; preds = %b36
  %.279 = shl nuw i32 %.259, 16, !dbg !253
  %.280 = bitcast i32 %.279 to float, !dbg !253
  %.281 = zext i16 %t78 to i32, !dbg !253
  %.282 = shl nuw i32 %.281, 16, !dbg !253
  %.283 = bitcast i32 %.282 to float, !dbg !253
  %.284 = fsub float %.280, %.283, !dbg !253
  %.285 = bitcast float %.284 to i32, !dbg !253
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
  %.300 = add nuw nsw i64 %.95, 1, !dbg !252
  %.301 = icmp ult i32 %.94, 31, !dbg !252
  %.304 = and i64 %.300, 31, !dbg !252
  %23 = shl nuw nsw i64 1, %.304, !dbg !252
  %24 = and i64 %23, %.99, !dbg !252
  %.306 = icmp ne i64 %24, 0, !dbg !252
  %.307 = and i1 %.301, %.306, !dbg !252
  %.308 = trunc i64 %.300 to i32, !dbg !252
  %.309 = shl i32 %.308, 2, !dbg !252
  %.310 = zext i16 %t84 to i32, !dbg !252
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.310), !dbg !252
  %.312 = trunc i32 %.311 to i16, !dbg !252
  %t86 = select i1 %.307, i16 %.312, i16 %t84, !dbg !252
  %.326 = zext i1 %t85 to i32, !dbg !252
  %.327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.326), !dbg !252
  %25 = and i32 %.327, 1, !dbg !252
  %.328 = icmp ne i32 %25, 0, !dbg !252
  %t87 = select i1 %.307, i1 %.328, i1 %t85, !dbg !252
  %t88 = icmp slt i32 %.2, 31, !dbg !252
  %t89 = and i1 %t88, %t87, !dbg !252
  %26 = select i1 %t89, i1 %t85, i1 false, !dbg !252
  %t84.mux = select i1 %t89, i16 %t86, i16 %t84, !dbg !252
  %t85.mux = select i1 %t89, i1 true, i1 %t85, !dbg !252
  br i1 %26, label %b42, label %b45, !dbg !252

b42:                                              ; preds = %b40
  %.330 = shl nuw i32 %.310, 16, !dbg !253
  %.331 = bitcast i32 %.330 to float, !dbg !253
  %.332 = zext i16 %t86 to i32, !dbg !253
  %.333 = shl nuw i32 %.332, 16, !dbg !253
  %.334 = bitcast i32 %.333 to float, !dbg !253
  %.335 = fsub float %.331, %.334, !dbg !253
  %.336 = bitcast float %.335 to i32, !dbg !253
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
  %27 = select i1 %t95, i1 %.1, i1 false, !dbg !252
  %a3.mux = select i1 %t95, i16 %t94, i16 %a3, !dbg !252
  %.1.mux = select i1 %t95, i1 true, i1 %.1, !dbg !252
  br i1 %27, label %b48, label %b50, !dbg !252

b48:                                              ; preds = %b46
  %.348 = zext i16 %a3 to i32, !dbg !253
  %.349 = shl nuw i32 %.348, 16, !dbg !253
  %.350 = bitcast i32 %.349 to float, !dbg !253
  %.351 = zext i16 %t94 to i32, !dbg !253
  %.352 = shl nuw i32 %.351, 16, !dbg !253
  %.353 = bitcast i32 %.352 to float, !dbg !253
  %.354 = fsub float %.350, %.353, !dbg !253
  %.355 = bitcast float %.354 to i32, !dbg !253
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i16 %a2, ptr addrspace(1) %a3, i16 %a4, ptr addrspace(1) %a5) local_unnamed_addr #4 !dbg !254 {
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
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !255
  %t16 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !255
  %0 = or i64 %t16, %t13, !dbg !255
  %t20 = ptrtoint ptr addrspace(1) %a5 to i64, !dbg !255
  %1 = or i64 %0, %t20, !dbg !255
  %2 = and i64 %1, 3, !dbg !255
  %3 = icmp eq i64 %2, 0, !dbg !255
  %t24 = ashr i64 %a0, 1, !dbg !255
  %t291 = icmp slt i64 %t11, %t24, !dbg !255
  %or.cond = select i1 %3, i1 %t291, i1 false, !dbg !255
  br i1 %or.cond, label %b3, label %b8, !dbg !255

b3:                                               ; preds = %entry, %b7
  %t282 = phi i64 [ %t53, %b7 ], [ %t11, %entry ]
  br i1 %t0.not, label %b5, label %b4, !dbg !255

b4:                                               ; preds = %b3
  %t30 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t282, !dbg !255
  %.17 = load i32, ptr addrspace(1) %t30, align 4, !dbg !255
  %t33 = trunc i32 %.17 to i16, !dbg !255
  %t34 = lshr i32 %.17, 16, !dbg !255
  %t35 = trunc i32 %t34 to i16, !dbg !255
  br label %b5, !dbg !255

b5:                                               ; preds = %b4, %b3
  %t36 = phi i16 [ %t33, %b4 ], [ %a2, %b3 ]
  %t37 = phi i16 [ %t35, %b4 ], [ %a2, %b3 ]
  br i1 %t1.not, label %b7, label %b6, !dbg !255

b6:                                               ; preds = %b5
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t282, !dbg !255
  %.18 = load i32, ptr addrspace(1) %t38, align 4, !dbg !255
  %t41 = trunc i32 %.18 to i16, !dbg !255
  %t42 = lshr i32 %.18, 16, !dbg !255
  %t43 = trunc i32 %t42 to i16, !dbg !255
  br label %b7, !dbg !255

b7:                                               ; preds = %b6, %b5
  %t44 = phi i16 [ %t41, %b6 ], [ %a4, %b5 ]
  %t45 = phi i16 [ %t43, %b6 ], [ %a4, %b5 ]
  %.19 = zext i16 %t36 to i32, !dbg !256
  %.20 = shl nuw i32 %.19, 16, !dbg !256
  %.21 = bitcast i32 %.20 to float, !dbg !256
  %.22 = zext i16 %t44 to i32, !dbg !256
  %.23 = shl nuw i32 %.22, 16, !dbg !256
  %.24 = bitcast i32 %.23 to float, !dbg !256
  %.25 = fmul float %.21, %.24, !dbg !256
  %.26 = bitcast float %.25 to i32, !dbg !256
  %.27 = and i32 %.26, 2147483647, !dbg !256
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !256
  %.29 = lshr i32 %.26, 16, !dbg !256
  %.30 = and i32 %.29, 1, !dbg !256
  %.31 = add i32 %.26, 32767, !dbg !256
  %.32 = add i32 %.31, %.30, !dbg !256
  %.33 = lshr i32 %.32, 16, !dbg !256
  %.35 = or i32 %.29, 64, !dbg !256
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !256
  %.38 = zext i16 %t37 to i32, !dbg !256
  %.39 = shl nuw i32 %.38, 16, !dbg !256
  %.40 = bitcast i32 %.39 to float, !dbg !256
  %.41 = zext i16 %t45 to i32, !dbg !256
  %.42 = shl nuw i32 %.41, 16, !dbg !256
  %.43 = bitcast i32 %.42 to float, !dbg !256
  %.44 = fmul float %.40, %.43, !dbg !256
  %.45 = bitcast float %.44 to i32, !dbg !256
  %.46 = and i32 %.45, 2147483647, !dbg !256
  %.47 = icmp ugt i32 %.46, 2139095040, !dbg !256
  %.48 = lshr i32 %.45, 16, !dbg !256
  %.49 = and i32 %.48, 1, !dbg !256
  %.50 = add i32 %.45, 32767, !dbg !256
  %.51 = add i32 %.50, %.49, !dbg !256
  %.52 = lshr i32 %.51, 16, !dbg !256
  %.54 = or i32 %.48, 64, !dbg !256
  %.55 = select i1 %.47, i32 %.54, i32 %.52, !dbg !256
  %t50 = shl nuw i32 %.55, 16, !dbg !255
  %t51 = or i32 %t50, %.36, !dbg !255
  %t52 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t282, !dbg !255
  store i32 %t51, ptr addrspace(1) %t52, align 4, !dbg !255
  %t53 = add i64 %t282, %t12, !dbg !255
  %t29 = icmp slt i64 %t53, %t24, !dbg !255
  br i1 %t29, label %b3, label %b8, !dbg !255

b8:                                               ; preds = %b7, %entry
  %t54 = and i64 %a0, -2, !dbg !255
  %t55 = select i1 %3, i64 %t54, i64 0, !dbg !255
  %t56 = add i64 %t11, %t55, !dbg !255
  %t583 = icmp slt i64 %t56, %a0, !dbg !255
  br i1 %t583, label %b10, label %b15, !dbg !255

b10:                                              ; preds = %b8, %b14
  %t574 = phi i64 [ %t67, %b14 ], [ %t56, %b8 ]
  br i1 %t0.not, label %b12, label %b11, !dbg !255

b11:                                              ; preds = %b10
  %t59 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t574, !dbg !255
  %.57 = load i16, ptr addrspace(1) %t59, align 2, !dbg !255
  br label %b12, !dbg !255

b12:                                              ; preds = %b11, %b10
  %t61 = phi i16 [ %.57, %b11 ], [ %a2, %b10 ]
  br i1 %t1.not, label %b14, label %b13, !dbg !255

b13:                                              ; preds = %b12
  %t62 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t574, !dbg !255
  %.58 = load i16, ptr addrspace(1) %t62, align 2, !dbg !255
  br label %b14, !dbg !255

b14:                                              ; preds = %b13, %b12
  %t64 = phi i16 [ %.58, %b13 ], [ %a4, %b12 ]
  %.59 = zext i16 %t61 to i32, !dbg !256
  %.60 = shl nuw i32 %.59, 16, !dbg !256
  %.61 = bitcast i32 %.60 to float, !dbg !256
  %.62 = zext i16 %t64 to i32, !dbg !256
  %.63 = shl nuw i32 %.62, 16, !dbg !256
  %.64 = bitcast i32 %.63 to float, !dbg !256
  %.65 = fmul float %.61, %.64, !dbg !256
  %.66 = bitcast float %.65 to i32, !dbg !256
  %.67 = and i32 %.66, 2147483647, !dbg !256
  %.68 = icmp ugt i32 %.67, 2139095040, !dbg !256
  %.69 = lshr i32 %.66, 16, !dbg !256
  %.70 = and i32 %.69, 1, !dbg !256
  %.71 = add i32 %.66, 32767, !dbg !256
  %.72 = add i32 %.71, %.70, !dbg !256
  %.73 = lshr i32 %.72, 16, !dbg !256
  %.75 = or i32 %.69, 64, !dbg !256
  %.76 = select i1 %.68, i32 %.75, i32 %.73, !dbg !256
  %.77 = trunc i32 %.76 to i16, !dbg !256
  %t66 = getelementptr inbounds i16, ptr addrspace(1) %a5, i64 %t574, !dbg !255
  store i16 %.77, ptr addrspace(1) %t66, align 2, !dbg !255
  %t67 = add i64 %t574, %t12, !dbg !255
  %t58 = icmp slt i64 %t67, %a0, !dbg !255
  br i1 %t58, label %b10, label %b15, !dbg !255

b15:                                              ; preds = %b14, %b8
  ret void, !dbg !255
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !257 {
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
  %t282 = phi i64 [ %t149, %b22 ], [ %t11, %entry ]
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
  %.19 = zext i16 %t143 to i32, !dbg !259
  %.20 = shl nuw i32 %.19, 16, !dbg !259
  %.21 = bitcast i32 %.20 to float, !dbg !259
  %.22 = zext i16 %t146 to i32, !dbg !259
  %.23 = shl nuw i32 %.22, 16, !dbg !259
  %.24 = bitcast i32 %.23 to float, !dbg !259
  %.25 = fmul float %.21, %.24, !dbg !259
  %.26 = bitcast float %.25 to i32, !dbg !259
  %.27 = and i32 %.26, 2147483647, !dbg !259
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !259
  %.29 = lshr i32 %.26, 16, !dbg !259
  %.30 = and i32 %.29, 1, !dbg !259
  %.31 = add i32 %.26, 32767, !dbg !259
  %.32 = add i32 %.31, %.30, !dbg !259
  %.33 = lshr i32 %.32, 16, !dbg !259
  %.35 = or i32 %.29, 64, !dbg !259
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !259
  %.37 = trunc i32 %.36 to i16, !dbg !259
  %t148 = getelementptr inbounds i16, ptr addrspace(1) %a30, i64 %t140, !dbg !258
  store i16 %.37, ptr addrspace(1) %t148, align 2, !dbg !258
  %t149 = add i64 %t282, %t12, !dbg !258
  %t29 = icmp slt i64 %t149, %a0, !dbg !258
  br i1 %t29, label %b2, label %b23, !dbg !258

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !258
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !260 {
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
  %t2915 = phi i16 [ %.57, %b3 ], [ %.17, %b3.preheader ]
  %t2814 = phi i64 [ %t36, %b3 ], [ %t18, %b3.preheader ]
  %t2713 = phi ptr addrspace(1) [ %t37, %b3 ], [ %t21, %b3.preheader ]
  %t2612 = phi ptr addrspace(1) [ %t38, %b3 ], [ %t25, %b3.preheader ]
  %.18 = load i16, ptr addrspace(1) %t2713, align 2, !dbg !261
  %.19 = load i16, ptr addrspace(1) %t2612, align 2, !dbg !261
  %.20 = zext i16 %t2915 to i32, !dbg !262
  %.21 = shl nuw i32 %.20, 16, !dbg !262
  %.22 = bitcast i32 %.21 to float, !dbg !262
  %.23 = zext i16 %.18 to i32, !dbg !262
  %.24 = shl nuw i32 %.23, 16, !dbg !262
  %.25 = bitcast i32 %.24 to float, !dbg !262
  %.26 = fmul float %.22, %.25, !dbg !262
  %.27 = bitcast float %.26 to i32, !dbg !262
  %.28 = and i32 %.27, 2147483647, !dbg !262
  %.29 = icmp ugt i32 %.28, 2139095040, !dbg !262
  %.30 = lshr i32 %.27, 16, !dbg !262
  %.31 = and i32 %.30, 1, !dbg !262
  %.32 = add i32 %.27, 32767, !dbg !262
  %.33 = add i32 %.32, %.31, !dbg !262
  %.34 = lshr i32 %.33, 16, !dbg !262
  %.36 = or i32 %.30, 64, !dbg !262
  %.37 = select i1 %.29, i32 %.36, i32 %.34, !dbg !262
  %.40 = shl nuw i32 %.37, 16, !dbg !262
  %.41 = bitcast i32 %.40 to float, !dbg !262
  %.42 = zext i16 %.19 to i32, !dbg !262
  %.43 = shl nuw i32 %.42, 16, !dbg !262
  %.44 = bitcast i32 %.43 to float, !dbg !262
  %.45 = fmul float %.44, %.41, !dbg !262
  %.46 = bitcast float %.45 to i32, !dbg !262
  %.47 = and i32 %.46, 2147483647, !dbg !262
  %.48 = icmp ugt i32 %.47, 2139095040, !dbg !262
  %.49 = lshr i32 %.46, 16, !dbg !262
  %.50 = and i32 %.49, 1, !dbg !262
  %.51 = add i32 %.46, 32767, !dbg !262
  %.52 = add i32 %.51, %.50, !dbg !262
  %.53 = lshr i32 %.52, 16, !dbg !262
  %.55 = or i32 %.49, 64, !dbg !262
  %.56 = select i1 %.48, i32 %.55, i32 %.53, !dbg !262
  %.57 = trunc i32 %.56 to i16, !dbg !262
  %t36 = add i64 %t2814, %t13, !dbg !261
  %t37 = getelementptr inbounds i16, ptr addrspace(1) %t2713, i64 %t22, !dbg !261
  %t38 = getelementptr inbounds i16, ptr addrspace(1) %t2612, i64 %t22, !dbg !261
  %t31 = icmp slt i64 %t36, %t19, !dbg !261
  br i1 %t31, label %b3, label %b4, !dbg !261

b4:                                               ; preds = %b3, %b1
  %t28.lcssa = phi i64 [ %t18, %b1 ], [ %t36, %b3 ]
  %t29.lcssa = phi i16 [ %.17, %b1 ], [ %.57, %b3 ]
  %t4417 = icmp slt i64 %t28.lcssa, %a0, !dbg !261
  br i1 %t4417, label %b6.preheader, label %b8, !dbg !261

b6.preheader:                                     ; preds = %b4
  %t39 = mul i64 %t28.lcssa, %a2, !dbg !261
  %t40 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t39, !dbg !261
  br label %b6, !dbg !261

b6:                                               ; preds = %b6.preheader, %b6
  %t4320 = phi i16 [ %.77, %b6 ], [ %t29.lcssa, %b6.preheader ]
  %t4219 = phi i64 [ %t47, %b6 ], [ %t28.lcssa, %b6.preheader ]
  %t4118 = phi ptr addrspace(1) [ %t48, %b6 ], [ %t40, %b6.preheader ]
  %.58 = load i16, ptr addrspace(1) %t4118, align 2, !dbg !261
  %0 = insertelement <2 x i16> poison, i16 %t4320, i64 0, !dbg !262
  %1 = insertelement <2 x i16> %0, i16 %.58, i64 1, !dbg !262
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !262
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !262
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !262
  %5 = extractelement <2 x float> %4, i64 0, !dbg !262
  %6 = extractelement <2 x float> %4, i64 1, !dbg !262
  %.65 = fmul float %5, %6, !dbg !262
  %.66 = bitcast float %.65 to i32, !dbg !262
  %.67 = and i32 %.66, 2147483647, !dbg !262
  %.68 = icmp ugt i32 %.67, 2139095040, !dbg !262
  %.69 = lshr i32 %.66, 16, !dbg !262
  %.70 = and i32 %.69, 1, !dbg !262
  %.71 = add i32 %.66, 32767, !dbg !262
  %.72 = add i32 %.71, %.70, !dbg !262
  %.73 = lshr i32 %.72, 16, !dbg !262
  %.75 = or i32 %.69, 64, !dbg !262
  %.76 = select i1 %.68, i32 %.75, i32 %.73, !dbg !262
  %.77 = trunc i32 %.76 to i16, !dbg !262
  %t47 = add i64 %t4219, %t12, !dbg !261
  %t48 = getelementptr inbounds i16, ptr addrspace(1) %t4118, i64 %t23, !dbg !261
  %t44 = icmp slt i64 %t47, %a0, !dbg !261
  br i1 %t44, label %b6, label %b8, !dbg !261

b8:                                               ; preds = %b6, %b4, %entry
  %t49 = phi i16 [ 0, %entry ], [ %t29.lcssa, %b4 ], [ %.77, %b6 ]
  %t50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.0, i32 %.1, !dbg !261
  store i16 %t49, ptr addrspace(3) %t50, align 2, !dbg !261
  %t51 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.1, i32 %.1, !dbg !261
  %.78 = zext i1 %t14 to i8, !dbg !261
  store i8 %.78, ptr addrspace(3) %t51, align 1, !dbg !261
  fence syncscope("workgroup") release, !dbg !261
  tail call void @llvm.amdgcn.s.barrier(), !dbg !261
  fence syncscope("workgroup") acquire, !dbg !261
  %t52 = icmp slt i32 %.1, 128, !dbg !261
  br i1 %t52, label %b9, label %b14, !dbg !261

b9:                                               ; preds = %b8
  %t53 = add nsw i32 %.1, 128, !dbg !261
  %t54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.0, i32 %t53, !dbg !261
  %.79 = load i16, ptr addrspace(3) %t54, align 2, !dbg !261
  %t56 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.1, i32 %t53, !dbg !261
  %.80 = load i8, ptr addrspace(3) %t56, align 1, !dbg !261
  %.81.not10 = icmp eq i8 %.80, 0, !dbg !261
  %t14.not = xor i1 %t14, true, !dbg !261
  %brmerge = select i1 %.81.not10, i1 true, i1 %t14.not, !dbg !261
  %t49.mux = select i1 %.81.not10, i16 %t49, i16 %.79, !dbg !261
  %not..81.not10 = xor i1 %.81.not10, true, !dbg !261
  %t14.mux = select i1 %not..81.not10, i1 true, i1 %t14, !dbg !261
  br i1 %brmerge, label %b13, label %b11, !dbg !261

b11:                                              ; preds = %b9
  %.82 = zext i16 %t49 to i32, !dbg !262
  %.83 = shl nuw i32 %.82, 16, !dbg !262
  %.84 = bitcast i32 %.83 to float, !dbg !262
  %.85 = zext i16 %.79 to i32, !dbg !262
  %.86 = shl nuw i32 %.85, 16, !dbg !262
  %.87 = bitcast i32 %.86 to float, !dbg !262
  %.88 = fmul float %.84, %.87, !dbg !262
  %.89 = bitcast float %.88 to i32, !dbg !262
  %.90 = and i32 %.89, 2147483647, !dbg !262
  %.91 = icmp ugt i32 %.90, 2139095040, !dbg !262
  %.92 = lshr i32 %.89, 16, !dbg !262
  %.93 = and i32 %.92, 1, !dbg !262
  %.94 = add i32 %.89, 32767, !dbg !262
  %.95 = add i32 %.94, %.93, !dbg !262
  %.96 = lshr i32 %.95, 16, !dbg !262
  %.98 = or i32 %.92, 64, !dbg !262
  %.99 = select i1 %.91, i32 %.98, i32 %.96, !dbg !262
  %.100 = trunc i32 %.99 to i16, !dbg !262
  br label %b13, !dbg !261

b13:                                              ; preds = %b9, %b11
  %t60 = phi i16 [ %t49.mux, %b9 ], [ %.100, %b11 ]
  %t61 = phi i1 [ %t14.mux, %b9 ], [ true, %b11 ]
  store i16 %t60, ptr addrspace(3) %t50, align 2, !dbg !261
  %.101 = zext i1 %t61 to i8, !dbg !261
  store i8 %.101, ptr addrspace(3) %t51, align 1, !dbg !261
  br label %b14, !dbg !261

b14:                                              ; preds = %b13, %b8
  %t62 = phi i16 [ %t60, %b13 ], [ %t49, %b8 ]
  %t63 = phi i1 [ %t61, %b13 ], [ %t14, %b8 ]
  fence syncscope("workgroup") release, !dbg !261
  tail call void @llvm.amdgcn.s.barrier(), !dbg !261
  fence syncscope("workgroup") acquire, !dbg !261
  %t64 = icmp slt i32 %.1, 64, !dbg !261
  br i1 %t64, label %b15, label %b20, !dbg !261

b15:                                              ; preds = %b14
  %t65 = add nsw i32 %.1, 64, !dbg !261
  %t66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.0, i32 %t65, !dbg !261
  %.102 = load i16, ptr addrspace(3) %t66, align 2, !dbg !261
  %t68 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.1, i32 %t65, !dbg !261
  %.103 = load i8, ptr addrspace(3) %t68, align 1, !dbg !261
  %.104.not9 = icmp eq i8 %.103, 0, !dbg !261
  %t63.not = xor i1 %t63, true, !dbg !261
  %brmerge1 = select i1 %.104.not9, i1 true, i1 %t63.not, !dbg !261
  %t62.mux = select i1 %.104.not9, i16 %t62, i16 %.102, !dbg !261
  %not..104.not9 = xor i1 %.104.not9, true, !dbg !261
  %t63.mux = select i1 %not..104.not9, i1 true, i1 %t63, !dbg !261
  br i1 %brmerge1, label %b19, label %b17, !dbg !261

b17:                                              ; preds = %b15
  %.105 = zext i16 %t62 to i32, !dbg !262
  %.106 = shl nuw i32 %.105, 16, !dbg !262
  %.107 = bitcast i32 %.106 to float, !dbg !262
  %.108 = zext i16 %.102 to i32, !dbg !262
  %.109 = shl nuw i32 %.108, 16, !dbg !262
  %.110 = bitcast i32 %.109 to float, !dbg !262
  %.111 = fmul float %.107, %.110, !dbg !262
  %.112 = bitcast float %.111 to i32, !dbg !262
  %.113 = and i32 %.112, 2147483647, !dbg !262
  %.114 = icmp ugt i32 %.113, 2139095040, !dbg !262
  %.115 = lshr i32 %.112, 16, !dbg !262
  %.116 = and i32 %.115, 1, !dbg !262
  %.117 = add i32 %.112, 32767, !dbg !262
  %.118 = add i32 %.117, %.116, !dbg !262
  %.119 = lshr i32 %.118, 16, !dbg !262
  %.121 = or i32 %.115, 64, !dbg !262
  %.122 = select i1 %.114, i32 %.121, i32 %.119, !dbg !262
  %.123 = trunc i32 %.122 to i16, !dbg !262
  br label %b19, !dbg !261

b19:                                              ; preds = %b15, %b17
  %t72 = phi i16 [ %t62.mux, %b15 ], [ %.123, %b17 ]
  %t73 = phi i1 [ %t63.mux, %b15 ], [ true, %b17 ]
  store i16 %t72, ptr addrspace(3) %t50, align 2, !dbg !261
  %.124 = zext i1 %t73 to i8, !dbg !261
  store i8 %.124, ptr addrspace(3) %t51, align 1, !dbg !261
  br label %b20, !dbg !261

b20:                                              ; preds = %b19, %b14
  %t74 = phi i16 [ %t72, %b19 ], [ %t62, %b14 ]
  %t75 = phi i1 [ %t73, %b19 ], [ %t63, %b14 ]
  fence syncscope("workgroup") release, !dbg !261
  tail call void @llvm.amdgcn.s.barrier(), !dbg !261
  fence syncscope("workgroup") acquire, !dbg !261
  %t76 = icmp slt i32 %.1, 32, !dbg !261
  br i1 %t76, label %b21, label %b26, !dbg !261

b21:                                              ; preds = %b20
  %t77 = add nsw i32 %.1, 32, !dbg !261
  %t78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.0, i32 %t77, !dbg !261
  %.125 = load i16, ptr addrspace(3) %t78, align 2, !dbg !261
  %t80 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.1, i32 %t77, !dbg !261
  %.126 = load i8, ptr addrspace(3) %t80, align 1, !dbg !261
  %.127.not8 = icmp eq i8 %.126, 0, !dbg !261
  %t75.not = xor i1 %t75, true, !dbg !261
  %brmerge2 = select i1 %.127.not8, i1 true, i1 %t75.not, !dbg !261
  %t74.mux = select i1 %.127.not8, i16 %t74, i16 %.125, !dbg !261
  %not..127.not8 = xor i1 %.127.not8, true, !dbg !261
  %t75.mux = select i1 %not..127.not8, i1 true, i1 %t75, !dbg !261
  br i1 %brmerge2, label %b26, label %b23, !dbg !261

b23:                                              ; preds = %b21
  %.128 = zext i16 %t74 to i32, !dbg !262
  %.129 = shl nuw i32 %.128, 16, !dbg !262
  %.130 = bitcast i32 %.129 to float, !dbg !262
  %.131 = zext i16 %.125 to i32, !dbg !262
  %.132 = shl nuw i32 %.131, 16, !dbg !262
  %.133 = bitcast i32 %.132 to float, !dbg !262
  %.134 = fmul float %.130, %.133, !dbg !262
  %.135 = bitcast float %.134 to i32, !dbg !262
  %.136 = and i32 %.135, 2147483647, !dbg !262
  %.137 = icmp ugt i32 %.136, 2139095040, !dbg !262
  %.138 = lshr i32 %.135, 16, !dbg !262
  %.139 = and i32 %.138, 1, !dbg !262
  %.140 = add i32 %.135, 32767, !dbg !262
  %.141 = add i32 %.140, %.139, !dbg !262
  %.142 = lshr i32 %.141, 16, !dbg !262
  %.144 = or i32 %.138, 64, !dbg !262
  %.145 = select i1 %.137, i32 %.144, i32 %.142, !dbg !262
  %.146 = trunc i32 %.145 to i16, !dbg !262
  br label %b26, !dbg !261

b26:                                              ; preds = %b21, %b23, %b20
  %t86 = phi i16 [ %t74, %b20 ], [ %t74.mux, %b21 ], [ %.146, %b23 ]
  %t87 = phi i1 [ %t75, %b20 ], [ %t75.mux, %b21 ], [ true, %b23 ]
  br i1 %t76, label %b27, label %b48, !dbg !261

b27:                                              ; preds = %b26
  %.148 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !261
  %.149 = zext i32 %.148 to i64, !dbg !261
  %.150 = add nuw nsw i64 %.149, 16, !dbg !261
  %.151 = icmp ult i32 %.148, 16, !dbg !261
  %.152 = tail call i32 @llvm.read_register.i32(metadata !238) #13, !dbg !261
  %.153 = zext i32 %.152 to i64, !dbg !261
  %.154 = and i64 %.150, 31, !dbg !261
  %7 = shl nuw nsw i64 1, %.154, !dbg !261
  %8 = and i64 %7, %.153, !dbg !261
  %.156 = icmp ne i64 %8, 0, !dbg !261
  %.157 = and i1 %.151, %.156, !dbg !261
  %.158 = trunc i64 %.150 to i32, !dbg !261
  %.159 = shl i32 %.158, 2, !dbg !261
  %.160 = zext i16 %t86 to i32, !dbg !261
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.160), !dbg !261
  %.162 = trunc i32 %.161 to i16, !dbg !261
  %t88 = select i1 %.157, i16 %.162, i16 %t86, !dbg !261
  %.176 = zext i1 %t87 to i32, !dbg !261
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.176), !dbg !261
  %9 = and i32 %.177, 1, !dbg !261
  %.178 = icmp ne i32 %9, 0, !dbg !261
  %t89 = select i1 %.157, i1 %.178, i1 %t87, !dbg !261
  %t90 = icmp slt i32 %.1, 16, !dbg !261
  %t91 = and i1 %t90, %t89, !dbg !261
  %10 = select i1 %t91, i1 %t87, i1 false, !dbg !261
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !261
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !261
  br i1 %10, label %b29, label %b31, !dbg !261

b29:                                              ; preds = %b27
  %.180 = shl nuw i32 %.160, 16, !dbg !262
  %.181 = bitcast i32 %.180 to float, !dbg !262
  %.182 = zext i16 %t88 to i32, !dbg !262
  %.183 = shl nuw i32 %.182, 16, !dbg !262
  %.184 = bitcast i32 %.183 to float, !dbg !262
  %.185 = fmul float %.181, %.184, !dbg !262
  %.186 = bitcast float %.185 to i32, !dbg !262
  %.187 = and i32 %.186, 2147483647, !dbg !262
  %.188 = icmp ugt i32 %.187, 2139095040, !dbg !262
  %.189 = lshr i32 %.186, 16, !dbg !262
  %.190 = and i32 %.189, 1, !dbg !262
  %.191 = add i32 %.186, 32767, !dbg !262
  %.192 = add i32 %.191, %.190, !dbg !262
  %.193 = lshr i32 %.192, 16, !dbg !262
  %.195 = or i32 %.189, 64, !dbg !262
  %.196 = select i1 %.188, i32 %.195, i32 %.193, !dbg !262
  %.197 = trunc i32 %.196 to i16, !dbg !262
  br label %b31, !dbg !261

b31:                                              ; preds = %b27, %b29
  %t94 = phi i16 [ %t86.mux, %b27 ], [ %.197, %b29 ]
  %t95 = phi i1 [ %t87.mux, %b27 ], [ true, %b29 ]
  %.201 = add nuw nsw i64 %.149, 8, !dbg !261
  %.202 = icmp ult i32 %.148, 24, !dbg !261
  %.205 = and i64 %.201, 31, !dbg !261
  %11 = shl nuw nsw i64 1, %.205, !dbg !261
  %12 = and i64 %11, %.153, !dbg !261
  %.207 = icmp ne i64 %12, 0, !dbg !261
  %.208 = and i1 %.202, %.207, !dbg !261
  %.209 = trunc i64 %.201 to i32, !dbg !261
  %.210 = shl i32 %.209, 2, !dbg !261
  %.211 = zext i16 %t94 to i32, !dbg !261
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.211), !dbg !261
  %.213 = trunc i32 %.212 to i16, !dbg !261
  %t96 = select i1 %.208, i16 %.213, i16 %t94, !dbg !261
  %.227 = zext i1 %t95 to i32, !dbg !261
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.227), !dbg !261
  %13 = and i32 %.228, 1, !dbg !261
  %.229 = icmp ne i32 %13, 0, !dbg !261
  %t97 = select i1 %.208, i1 %.229, i1 %t95, !dbg !261
  %t98 = icmp slt i32 %.1, 24, !dbg !261
  %t99 = and i1 %t98, %t97, !dbg !261
  %14 = select i1 %t99, i1 %t95, i1 false, !dbg !261
  %t94.mux = select i1 %t99, i16 %t96, i16 %t94, !dbg !261
  %t95.mux = select i1 %t99, i1 true, i1 %t95, !dbg !261
  br i1 %14, label %b33, label %b35, !dbg !261

b33:                                              ; preds = %b31
  %.231 = shl nuw i32 %.211, 16, !dbg !262
  %.232 = bitcast i32 %.231 to float, !dbg !262
  %.233 = zext i16 %t96 to i32, !dbg !262
  %.234 = shl nuw i32 %.233, 16, !dbg !262
  %.235 = bitcast i32 %.234 to float, !dbg !262
  %.236 = fmul float %.232, %.235, !dbg !262
  %.237 = bitcast float %.236 to i32, !dbg !262
  %.238 = and i32 %.237, 2147483647, !dbg !262
  %.239 = icmp ugt i32 %.238, 2139095040, !dbg !262
  %.240 = lshr i32 %.237, 16, !dbg !262
  %.241 = and i32 %.240, 1, !dbg !262
  %.242 = add i32 %.237, 32767, !dbg !262
  %.243 = add i32 %.242, %.241, !dbg !262
  %.244 = lshr i32 %.243, 16, !dbg !262
  %.246 = or i32 %.240, 64, !dbg !262
  %.247 = select i1 %.239, i32 %.246, i32 %.244, !dbg !262
  %.248 = trunc i32 %.247 to i16, !dbg !262
  br label %b35, !dbg !261

b35:                                              ; preds = %b31, %b33
  %t102 = phi i16 [ %t94.mux, %b31 ], [ %.248, %b33 ]
  %t103 = phi i1 [ %t95.mux, %b31 ], [ true, %b33 ]
  %.252 = add nuw nsw i64 %.149, 4, !dbg !261
  %.253 = icmp ult i32 %.148, 28, !dbg !261
  %.256 = and i64 %.252, 31, !dbg !261
  %15 = shl nuw nsw i64 1, %.256, !dbg !261
  %16 = and i64 %15, %.153, !dbg !261
  %.258 = icmp ne i64 %16, 0, !dbg !261
  %.259 = and i1 %.253, %.258, !dbg !261
  %.260 = trunc i64 %.252 to i32, !dbg !261
  %.261 = shl i32 %.260, 2, !dbg !261
  %.262 = zext i16 %t102 to i32, !dbg !261
  %.263 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.262), !dbg !261
  %.264 = trunc i32 %.263 to i16, !dbg !261
  %t104 = select i1 %.259, i16 %.264, i16 %t102, !dbg !261
  %.278 = zext i1 %t103 to i32, !dbg !261
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.278), !dbg !261
  %17 = and i32 %.279, 1, !dbg !261
  %.280 = icmp ne i32 %17, 0, !dbg !261
  %t105 = select i1 %.259, i1 %.280, i1 %t103, !dbg !261
  %t106 = icmp slt i32 %.1, 28, !dbg !261
  %t107 = and i1 %t106, %t105, !dbg !261
  %18 = select i1 %t107, i1 %t103, i1 false, !dbg !261
  %t102.mux = select i1 %t107, i16 %t104, i16 %t102, !dbg !261
  %t103.mux = select i1 %t107, i1 true, i1 %t103, !dbg !261
  br i1 %18, label %b37, label %b39, !dbg !261

b37:                                              ; preds = %b35
  %.282 = shl nuw i32 %.262, 16, !dbg !262
  %.283 = bitcast i32 %.282 to float, !dbg !262
  %.284 = zext i16 %t104 to i32, !dbg !262
  %.285 = shl nuw i32 %.284, 16, !dbg !262
  %.286 = bitcast i32 %.285 to float, !dbg !262
  %.287 = fmul float %.283, %.286, !dbg !262
  %.288 = bitcast float %.287 to i32, !dbg !262
  %.289 = and i32 %.288, 2147483647, !dbg !262
  %.290 = icmp ugt i32 %.289, 2139095040, !dbg !262
  %.291 = lshr i32 %.288, 16, !dbg !262
  %.292 = and i32 %.291, 1, !dbg !262
  %.293 = add i32 %.288, 32767, !dbg !262
  %.294 = add i32 %.293, %.292, !dbg !262
  %.295 = lshr i32 %.294, 16, !dbg !262
  %.297 = or i32 %.291, 64, !dbg !262
  %.298 = select i1 %.290, i32 %.297, i32 %.295, !dbg !262
  %.299 = trunc i32 %.298 to i16, !dbg !262
  br label %b39, !dbg !261

b39:                                              ; preds = %b35, %b37
  %t110 = phi i16 [ %t102.mux, %b35 ], [ %.299, %b37 ]
  %t111 = phi i1 [ %t103.mux, %b35 ], [ true, %b37 ]
  %.303 = add nuw nsw i64 %.149, 2, !dbg !261
  %.304 = icmp ult i32 %.148, 30, !dbg !261
  %.307 = and i64 %.303, 31, !dbg !261
  %19 = shl nuw nsw i64 1, %.307, !dbg !261
  %20 = and i64 %19, %.153, !dbg !261
  %.309 = icmp ne i64 %20, 0, !dbg !261
  %.310 = and i1 %.304, %.309, !dbg !261
  %.311 = trunc i64 %.303 to i32, !dbg !261
  %.312 = shl i32 %.311, 2, !dbg !261
  %.313 = zext i16 %t110 to i32, !dbg !261
  %.314 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.313), !dbg !261
  %.315 = trunc i32 %.314 to i16, !dbg !261
  %t112 = select i1 %.310, i16 %.315, i16 %t110, !dbg !261
  %.329 = zext i1 %t111 to i32, !dbg !261
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.329), !dbg !261
  %21 = and i32 %.330, 1, !dbg !261
  %.331 = icmp ne i32 %21, 0, !dbg !261
  %t113 = select i1 %.310, i1 %.331, i1 %t111, !dbg !261
  %t114 = icmp slt i32 %.1, 30, !dbg !261
  %t115 = and i1 %t114, %t113, !dbg !261
  %22 = select i1 %t115, i1 %t111, i1 false, !dbg !261
  %t110.mux = select i1 %t115, i16 %t112, i16 %t110, !dbg !261
  %t111.mux = select i1 %t115, i1 true, i1 %t111, !dbg !261
  br i1 %22, label %b41, label %b43, !dbg !261

b41:                                              ; preds = %b39
  %.333 = shl nuw i32 %.313, 16, !dbg !262
  %.334 = bitcast i32 %.333 to float, !dbg !262
  %.335 = zext i16 %t112 to i32, !dbg !262
  %.336 = shl nuw i32 %.335, 16, !dbg !262
  %.337 = bitcast i32 %.336 to float, !dbg !262
  %.338 = fmul float %.334, %.337, !dbg !262
  %.339 = bitcast float %.338 to i32, !dbg !262
  %.340 = and i32 %.339, 2147483647, !dbg !262
  %.341 = icmp ugt i32 %.340, 2139095040, !dbg !262
  %.342 = lshr i32 %.339, 16, !dbg !262
  %.343 = and i32 %.342, 1, !dbg !262
  %.344 = add i32 %.339, 32767, !dbg !262
  %.345 = add i32 %.344, %.343, !dbg !262
  %.346 = lshr i32 %.345, 16, !dbg !262
  %.348 = or i32 %.342, 64, !dbg !262
  %.349 = select i1 %.341, i32 %.348, i32 %.346, !dbg !262
  %.350 = trunc i32 %.349 to i16, !dbg !262
  br label %b43, !dbg !261

b43:                                              ; preds = %b39, %b41
  %t118 = phi i16 [ %t110.mux, %b39 ], [ %.350, %b41 ]
  %t119 = phi i1 [ %t111.mux, %b39 ], [ true, %b41 ]
  %.354 = add nuw nsw i64 %.149, 1, !dbg !261
  %.355 = icmp ult i32 %.148, 31, !dbg !261
  %.358 = and i64 %.354, 31, !dbg !261
  %23 = shl nuw nsw i64 1, %.358, !dbg !261
  %24 = and i64 %23, %.153, !dbg !261
  %.360 = icmp ne i64 %24, 0, !dbg !261
  %.361 = and i1 %.355, %.360, !dbg !261
  %.362 = trunc i64 %.354 to i32, !dbg !261
  %.363 = shl i32 %.362, 2, !dbg !261
  %.364 = zext i16 %t118 to i32, !dbg !261
  %.365 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.364), !dbg !261
  %.366 = trunc i32 %.365 to i16, !dbg !261
  %t120 = select i1 %.361, i16 %.366, i16 %t118, !dbg !261
  %.380 = zext i1 %t119 to i32, !dbg !261
  %.381 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.380), !dbg !261
  %25 = and i32 %.381, 1, !dbg !261
  %.382 = icmp ne i32 %25, 0, !dbg !261
  %t121 = select i1 %.361, i1 %.382, i1 %t119, !dbg !261
  %t122 = icmp slt i32 %.1, 31, !dbg !261
  %t123 = and i1 %t122, %t121, !dbg !261
  %26 = select i1 %t123, i1 %t119, i1 false, !dbg !261
  %t118.mux = select i1 %t123, i16 %t120, i16 %t118, !dbg !261
  %t119.mux = select i1 %t123, i1 true, i1 %t119, !dbg !261
  br i1 %26, label %b45, label %b48, !dbg !261

b45:                                              ; preds = %b43
  %.384 = shl nuw i32 %.364, 16, !dbg !262
  %.385 = bitcast i32 %.384 to float, !dbg !262
  %.386 = zext i16 %t120 to i32, !dbg !262
  %.387 = shl nuw i32 %.386, 16, !dbg !262
  %.388 = bitcast i32 %.387 to float, !dbg !262
  %.389 = fmul float %.385, %.388, !dbg !262
  %.390 = bitcast float %.389 to i32, !dbg !262
  %.391 = and i32 %.390, 2147483647, !dbg !262
  %.392 = icmp ugt i32 %.391, 2139095040, !dbg !262
  %.393 = lshr i32 %.390, 16, !dbg !262
  %.394 = and i32 %.393, 1, !dbg !262
  %.395 = add i32 %.390, 32767, !dbg !262
  %.396 = add i32 %.395, %.394, !dbg !262
  %.397 = lshr i32 %.396, 16, !dbg !262
  %.399 = or i32 %.393, 64, !dbg !262
  %.400 = select i1 %.392, i32 %.399, i32 %.397, !dbg !262
  %.401 = trunc i32 %.400 to i16, !dbg !262
  br label %b48, !dbg !261

b48:                                              ; preds = %b43, %b45, %b26
  %t128 = phi i16 [ %t86, %b26 ], [ %t118.mux, %b43 ], [ %.401, %b45 ]
  %t129 = phi i1 [ %t87, %b26 ], [ %t119.mux, %b43 ], [ true, %b45 ]
  %t130 = icmp eq i32 %.1, 0, !dbg !261
  %t131 = and i1 %t130, %t129, !dbg !261
  br i1 %t131, label %b49, label %b50, !dbg !261

b49:                                              ; preds = %b48
  %t132 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t5, !dbg !261
  store i16 %t128, ptr addrspace(1) %t132, align 2, !dbg !261
  br label %b50, !dbg !261

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !261
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i16 %a3, i8 %a4) local_unnamed_addr #2 !dbg !263 {
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
  %t914 = phi i16 [ %.23, %b3 ], [ %.3, %b1 ]
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t815, !dbg !264
  %.4 = load i16, ptr addrspace(1) %t11, align 2, !dbg !264, !amdgpu.noclobber !6
  %0 = insertelement <2 x i16> poison, i16 %t914, i64 0, !dbg !265
  %1 = insertelement <2 x i16> %0, i16 %.4, i64 1, !dbg !265
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !265
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !265
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !265
  %5 = extractelement <2 x float> %4, i64 0, !dbg !265
  %6 = extractelement <2 x float> %4, i64 1, !dbg !265
  %.11 = fmul float %5, %6, !dbg !265
  %.12 = bitcast float %.11 to i32, !dbg !265
  %.13 = and i32 %.12, 2147483647, !dbg !265
  %.14 = icmp ugt i32 %.13, 2139095040, !dbg !265
  %.15 = lshr i32 %.12, 16, !dbg !265
  %.16 = and i32 %.15, 1, !dbg !265
  %.17 = add i32 %.12, 32767, !dbg !265
  %.18 = add i32 %.17, %.16, !dbg !265
  %.19 = lshr i32 %.18, 16, !dbg !265
  %.21 = or i32 %.15, 64, !dbg !265
  %.22 = select i1 %.14, i32 %.21, i32 %.19, !dbg !265
  %.23 = trunc i32 %.22 to i16, !dbg !265
  %t8 = add i64 %t815, 256, !dbg !264
  %t10 = icmp slt i64 %t8, %a0, !dbg !264
  br i1 %t10, label %b3, label %b5, !dbg !264

b5:                                               ; preds = %b3, %b1, %entry
  %t15 = phi i16 [ 0, %entry ], [ %.3, %b1 ], [ %.23, %b3 ]
  %t16 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.0, i32 %.2, !dbg !264
  store i16 %t15, ptr addrspace(3) %t16, align 2, !dbg !264
  %t17 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.1, i32 %.2, !dbg !264
  %.24 = zext i1 %t4 to i8, !dbg !264
  store i8 %.24, ptr addrspace(3) %t17, align 1, !dbg !264
  fence syncscope("workgroup") release, !dbg !264
  tail call void @llvm.amdgcn.s.barrier(), !dbg !264
  fence syncscope("workgroup") acquire, !dbg !264
  %t18 = icmp slt i32 %.2, 128, !dbg !264
  br i1 %t18, label %b6, label %b11, !dbg !264

b6:                                               ; preds = %b5
  %t19 = add nsw i32 %.2, 128, !dbg !264
  %t20 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.0, i32 %t19, !dbg !264
  %.25 = load i16, ptr addrspace(3) %t20, align 2, !dbg !264
  %t22 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.1, i32 %t19, !dbg !264
  %.26 = load i8, ptr addrspace(3) %t22, align 1, !dbg !264
  %.27.not11 = icmp eq i8 %.26, 0, !dbg !264
  %t4.not = xor i1 %t4, true, !dbg !264
  %brmerge = select i1 %.27.not11, i1 true, i1 %t4.not, !dbg !264
  %t15.mux = select i1 %.27.not11, i16 %t15, i16 %.25, !dbg !264
  %not..27.not11 = xor i1 %.27.not11, true, !dbg !264
  %t4.mux = select i1 %not..27.not11, i1 true, i1 %t4, !dbg !264
  br i1 %brmerge, label %b10, label %b8, !dbg !264

b8:                                               ; preds = %b6
  %.28 = zext i16 %t15 to i32, !dbg !265
  %.29 = shl nuw i32 %.28, 16, !dbg !265
  %.30 = bitcast i32 %.29 to float, !dbg !265
  %.31 = zext i16 %.25 to i32, !dbg !265
  %.32 = shl nuw i32 %.31, 16, !dbg !265
  %.33 = bitcast i32 %.32 to float, !dbg !265
  %.34 = fmul float %.30, %.33, !dbg !265
  %.35 = bitcast float %.34 to i32, !dbg !265
  %.36 = and i32 %.35, 2147483647, !dbg !265
  %.37 = icmp ugt i32 %.36, 2139095040, !dbg !265
  %.38 = lshr i32 %.35, 16, !dbg !265
  %.39 = and i32 %.38, 1, !dbg !265
  %.40 = add i32 %.35, 32767, !dbg !265
  %.41 = add i32 %.40, %.39, !dbg !265
  %.42 = lshr i32 %.41, 16, !dbg !265
  %.44 = or i32 %.38, 64, !dbg !265
  %.45 = select i1 %.37, i32 %.44, i32 %.42, !dbg !265
  %.46 = trunc i32 %.45 to i16, !dbg !265
  br label %b10, !dbg !264

b10:                                              ; preds = %b6, %b8
  %t26 = phi i16 [ %t15.mux, %b6 ], [ %.46, %b8 ]
  %t27 = phi i1 [ %t4.mux, %b6 ], [ true, %b8 ]
  store i16 %t26, ptr addrspace(3) %t16, align 2, !dbg !264
  %.47 = zext i1 %t27 to i8, !dbg !264
  store i8 %.47, ptr addrspace(3) %t17, align 1, !dbg !264
  br label %b11, !dbg !264

b11:                                              ; preds = %b10, %b5
  %t28 = phi i16 [ %t26, %b10 ], [ %t15, %b5 ]
  %t29 = phi i1 [ %t27, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !264
  tail call void @llvm.amdgcn.s.barrier(), !dbg !264
  fence syncscope("workgroup") acquire, !dbg !264
  %t30 = icmp slt i32 %.2, 64, !dbg !264
  br i1 %t30, label %b12, label %b17, !dbg !264

b12:                                              ; preds = %b11
  %t31 = add nsw i32 %.2, 64, !dbg !264
  %t32 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.0, i32 %t31, !dbg !264
  %.48 = load i16, ptr addrspace(3) %t32, align 2, !dbg !264
  %t34 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.1, i32 %t31, !dbg !264
  %.49 = load i8, ptr addrspace(3) %t34, align 1, !dbg !264
  %.50.not10 = icmp eq i8 %.49, 0, !dbg !264
  %t29.not = xor i1 %t29, true, !dbg !264
  %brmerge1 = select i1 %.50.not10, i1 true, i1 %t29.not, !dbg !264
  %t28.mux = select i1 %.50.not10, i16 %t28, i16 %.48, !dbg !264
  %not..50.not10 = xor i1 %.50.not10, true, !dbg !264
  %t29.mux = select i1 %not..50.not10, i1 true, i1 %t29, !dbg !264
  br i1 %brmerge1, label %b16, label %b14, !dbg !264

b14:                                              ; preds = %b12
  %.51 = zext i16 %t28 to i32, !dbg !265
  %.52 = shl nuw i32 %.51, 16, !dbg !265
  %.53 = bitcast i32 %.52 to float, !dbg !265
  %.54 = zext i16 %.48 to i32, !dbg !265
  %.55 = shl nuw i32 %.54, 16, !dbg !265
  %.56 = bitcast i32 %.55 to float, !dbg !265
  %.57 = fmul float %.53, %.56, !dbg !265
  %.58 = bitcast float %.57 to i32, !dbg !265
  %.59 = and i32 %.58, 2147483647, !dbg !265
  %.60 = icmp ugt i32 %.59, 2139095040, !dbg !265
  %.61 = lshr i32 %.58, 16, !dbg !265
  %.62 = and i32 %.61, 1, !dbg !265
  %.63 = add i32 %.58, 32767, !dbg !265
  %.64 = add i32 %.63, %.62, !dbg !265
  %.65 = lshr i32 %.64, 16, !dbg !265
  %.67 = or i32 %.61, 64, !dbg !265
  %.68 = select i1 %.60, i32 %.67, i32 %.65, !dbg !265
  %.69 = trunc i32 %.68 to i16, !dbg !265
  br label %b16, !dbg !264

b16:                                              ; preds = %b12, %b14
  %t38 = phi i16 [ %t28.mux, %b12 ], [ %.69, %b14 ]
  %t39 = phi i1 [ %t29.mux, %b12 ], [ true, %b14 ]
  store i16 %t38, ptr addrspace(3) %t16, align 2, !dbg !264
  %.70 = zext i1 %t39 to i8, !dbg !264
  store i8 %.70, ptr addrspace(3) %t17, align 1, !dbg !264
  br label %b17, !dbg !264

b17:                                              ; preds = %b16, %b11
  %t40 = phi i16 [ %t38, %b16 ], [ %t28, %b11 ]
  %t41 = phi i1 [ %t39, %b16 ], [ %t29, %b11 ]
  fence syncscope("workgroup") release, !dbg !264
  tail call void @llvm.amdgcn.s.barrier(), !dbg !264
  fence syncscope("workgroup") acquire, !dbg !264
  %t42 = icmp slt i32 %.2, 32, !dbg !264
  br i1 %t42, label %b18, label %b23, !dbg !264

b18:                                              ; preds = %b17
  %t43 = add nsw i32 %.2, 32, !dbg !264
  %t44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.0, i32 %t43, !dbg !264
  %.71 = load i16, ptr addrspace(3) %t44, align 2, !dbg !264
  %t46 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.1, i32 %t43, !dbg !264
  %.72 = load i8, ptr addrspace(3) %t46, align 1, !dbg !264
  %.73.not9 = icmp eq i8 %.72, 0, !dbg !264
  %t41.not = xor i1 %t41, true, !dbg !264
  %brmerge2 = select i1 %.73.not9, i1 true, i1 %t41.not, !dbg !264
  %t40.mux = select i1 %.73.not9, i16 %t40, i16 %.71, !dbg !264
  %not..73.not9 = xor i1 %.73.not9, true, !dbg !264
  %t41.mux = select i1 %not..73.not9, i1 true, i1 %t41, !dbg !264
  br i1 %brmerge2, label %b23, label %b20, !dbg !264

b20:                                              ; preds = %b18
  %.74 = zext i16 %t40 to i32, !dbg !265
  %.75 = shl nuw i32 %.74, 16, !dbg !265
  %.76 = bitcast i32 %.75 to float, !dbg !265
  %.77 = zext i16 %.71 to i32, !dbg !265
  %.78 = shl nuw i32 %.77, 16, !dbg !265
  %.79 = bitcast i32 %.78 to float, !dbg !265
  %.80 = fmul float %.76, %.79, !dbg !265
  %.81 = bitcast float %.80 to i32, !dbg !265
  %.82 = and i32 %.81, 2147483647, !dbg !265
  %.83 = icmp ugt i32 %.82, 2139095040, !dbg !265
  %.84 = lshr i32 %.81, 16, !dbg !265
  %.85 = and i32 %.84, 1, !dbg !265
  %.86 = add i32 %.81, 32767, !dbg !265
  %.87 = add i32 %.86, %.85, !dbg !265
  %.88 = lshr i32 %.87, 16, !dbg !265
  %.90 = or i32 %.84, 64, !dbg !265
  %.91 = select i1 %.83, i32 %.90, i32 %.88, !dbg !265
  %.92 = trunc i32 %.91 to i16, !dbg !265
  br label %b23, !dbg !264

b23:                                              ; preds = %b18, %b20, %b17
  %t52 = phi i16 [ %t40, %b17 ], [ %t40.mux, %b18 ], [ %.92, %b20 ]
  %t53 = phi i1 [ %t41, %b17 ], [ %t41.mux, %b18 ], [ true, %b20 ]
  br i1 %t42, label %b24, label %b45, !dbg !264

b24:                                              ; preds = %b23
  %.94 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !264
  %.95 = zext i32 %.94 to i64, !dbg !264
  %.96 = add nuw nsw i64 %.95, 16, !dbg !264
  %.97 = icmp ult i32 %.94, 16, !dbg !264
  %.98 = tail call i32 @llvm.read_register.i32(metadata !238) #13, !dbg !264
  %.99 = zext i32 %.98 to i64, !dbg !264
  %.100 = and i64 %.96, 31, !dbg !264
  %7 = shl nuw nsw i64 1, %.100, !dbg !264
  %8 = and i64 %7, %.99, !dbg !264
  %.102 = icmp ne i64 %8, 0, !dbg !264
  %.103 = and i1 %.97, %.102, !dbg !264
  %.104 = trunc i64 %.96 to i32, !dbg !264
  %.105 = shl i32 %.104, 2, !dbg !264
  %.106 = zext i16 %t52 to i32, !dbg !264
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !264
  %.108 = trunc i32 %.107 to i16, !dbg !264
  %t54 = select i1 %.103, i16 %.108, i16 %t52, !dbg !264
  %.122 = zext i1 %t53 to i32, !dbg !264
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.122), !dbg !264
  %9 = and i32 %.123, 1, !dbg !264
  %.124 = icmp ne i32 %9, 0, !dbg !264
  %t55 = select i1 %.103, i1 %.124, i1 %t53, !dbg !264
  %t56 = icmp slt i32 %.2, 16, !dbg !264
  %t57 = and i1 %t56, %t55, !dbg !264
  %10 = select i1 %t57, i1 %t53, i1 false, !dbg !264
  %t52.mux = select i1 %t57, i16 %t54, i16 %t52, !dbg !264
  %t53.mux = select i1 %t57, i1 true, i1 %t53, !dbg !264
  br i1 %10, label %b26, label %b28, !dbg !264

b26:                                              ; preds = %b24
  %.126 = shl nuw i32 %.106, 16, !dbg !265
  %.127 = bitcast i32 %.126 to float, !dbg !265
  %.128 = zext i16 %t54 to i32, !dbg !265
  %.129 = shl nuw i32 %.128, 16, !dbg !265
  %.130 = bitcast i32 %.129 to float, !dbg !265
  %.131 = fmul float %.127, %.130, !dbg !265
  %.132 = bitcast float %.131 to i32, !dbg !265
  %.133 = and i32 %.132, 2147483647, !dbg !265
  %.134 = icmp ugt i32 %.133, 2139095040, !dbg !265
  %.135 = lshr i32 %.132, 16, !dbg !265
  %.136 = and i32 %.135, 1, !dbg !265
  %.137 = add i32 %.132, 32767, !dbg !265
  %.138 = add i32 %.137, %.136, !dbg !265
  %.139 = lshr i32 %.138, 16, !dbg !265
  %.141 = or i32 %.135, 64, !dbg !265
  %.142 = select i1 %.134, i32 %.141, i32 %.139, !dbg !265
  %.143 = trunc i32 %.142 to i16, !dbg !265
  br label %b28, !dbg !264

b28:                                              ; preds = %b24, %b26
  %t60 = phi i16 [ %t52.mux, %b24 ], [ %.143, %b26 ]
  %t61 = phi i1 [ %t53.mux, %b24 ], [ true, %b26 ]
  %.147 = add nuw nsw i64 %.95, 8, !dbg !264
  %.148 = icmp ult i32 %.94, 24, !dbg !264
  %.151 = and i64 %.147, 31, !dbg !264
  %11 = shl nuw nsw i64 1, %.151, !dbg !264
  %12 = and i64 %11, %.99, !dbg !264
  %.153 = icmp ne i64 %12, 0, !dbg !264
  %.154 = and i1 %.148, %.153, !dbg !264
  %.155 = trunc i64 %.147 to i32, !dbg !264
  %.156 = shl i32 %.155, 2, !dbg !264
  %.157 = zext i16 %t60 to i32, !dbg !264
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.157), !dbg !264
  %.159 = trunc i32 %.158 to i16, !dbg !264
  %t62 = select i1 %.154, i16 %.159, i16 %t60, !dbg !264
  %.173 = zext i1 %t61 to i32, !dbg !264
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.173), !dbg !264
  %13 = and i32 %.174, 1, !dbg !264
  %.175 = icmp ne i32 %13, 0, !dbg !264
  %t63 = select i1 %.154, i1 %.175, i1 %t61, !dbg !264
  %t64 = icmp slt i32 %.2, 24, !dbg !264
  %t65 = and i1 %t64, %t63, !dbg !264
  %14 = select i1 %t65, i1 %t61, i1 false, !dbg !264
  %t60.mux = select i1 %t65, i16 %t62, i16 %t60, !dbg !264
  %t61.mux = select i1 %t65, i1 true, i1 %t61, !dbg !264
  br i1 %14, label %b30, label %b32, !dbg !264

b30:                                              ; preds = %b28
  %.177 = shl nuw i32 %.157, 16, !dbg !265
  %.178 = bitcast i32 %.177 to float, !dbg !265
  %.179 = zext i16 %t62 to i32, !dbg !265
  %.180 = shl nuw i32 %.179, 16, !dbg !265
  %.181 = bitcast i32 %.180 to float, !dbg !265
  %.182 = fmul float %.178, %.181, !dbg !265
  %.183 = bitcast float %.182 to i32, !dbg !265
  %.184 = and i32 %.183, 2147483647, !dbg !265
  %.185 = icmp ugt i32 %.184, 2139095040, !dbg !265
  %.186 = lshr i32 %.183, 16, !dbg !265
  %.187 = and i32 %.186, 1, !dbg !265
  %.188 = add i32 %.183, 32767, !dbg !265
  %.189 = add i32 %.188, %.187, !dbg !265
  %.190 = lshr i32 %.189, 16, !dbg !265
  %.192 = or i32 %.186, 64, !dbg !265
  %.193 = select i1 %.185, i32 %.192, i32 %.190, !dbg !265
  %.194 = trunc i32 %.193 to i16, !dbg !265
  br label %b32, !dbg !264

b32:                                              ; preds = %b28, %b30
  %t68 = phi i16 [ %t60.mux, %b28 ], [ %.194, %b30 ]
  %t69 = phi i1 [ %t61.mux, %b28 ], [ true, %b30 ]
  %.198 = add nuw nsw i64 %.95, 4, !dbg !264
  %.199 = icmp ult i32 %.94, 28, !dbg !264
  %.202 = and i64 %.198, 31, !dbg !264
  %15 = shl nuw nsw i64 1, %.202, !dbg !264
  %16 = and i64 %15, %.99, !dbg !264
  %.204 = icmp ne i64 %16, 0, !dbg !264
  %.205 = and i1 %.199, %.204, !dbg !264
  %.206 = trunc i64 %.198 to i32, !dbg !264
  %.207 = shl i32 %.206, 2, !dbg !264
  %.208 = zext i16 %t68 to i32, !dbg !264
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !264
  %.210 = trunc i32 %.209 to i16, !dbg !264
  %t70 = select i1 %.205, i16 %.210, i16 %t68, !dbg !264
  %.224 = zext i1 %t69 to i32, !dbg !264
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !264
  %17 = and i32 %.225, 1, !dbg !264
  %.226 = icmp ne i32 %17, 0, !dbg !264
  %t71 = select i1 %.205, i1 %.226, i1 %t69, !dbg !264
  %t72 = icmp slt i32 %.2, 28, !dbg !264
  %t73 = and i1 %t72, %t71, !dbg !264
  %18 = select i1 %t73, i1 %t69, i1 false, !dbg !264
  %t68.mux = select i1 %t73, i16 %t70, i16 %t68, !dbg !264
  %t69.mux = select i1 %t73, i1 true, i1 %t69, !dbg !264
  br i1 %18, label %b34, label %b36, !dbg !264

b34:                                              ; preds = %b32
  %.228 = shl nuw i32 %.208, 16, !dbg !265
  %.229 = bitcast i32 %.228 to float, !dbg !265
  %.230 = zext i16 %t70 to i32, !dbg !265
  %.231 = shl nuw i32 %.230, 16, !dbg !265
  %.232 = bitcast i32 %.231 to float, !dbg !265
  %.233 = fmul float %.229, %.232, !dbg !265
  %.234 = bitcast float %.233 to i32, !dbg !265
  %.235 = and i32 %.234, 2147483647, !dbg !265
  %.236 = icmp ugt i32 %.235, 2139095040, !dbg !265
  %.237 = lshr i32 %.234, 16, !dbg !265
  %.238 = and i32 %.237, 1, !dbg !265
  %.239 = add i32 %.234, 32767, !dbg !265
  %.240 = add i32 %.239, %.238, !dbg !265
  %.241 = lshr i32 %.240, 16, !dbg !265
  %.243 = or i32 %.237, 64, !dbg !265
  %.244 = select i1 %.236, i32 %.243, i32 %.241, !dbg !265
  %.245 = trunc i32 %.244 to i16, !dbg !265
  br label %b36, !dbg !264

b36:                                              ; preds = %b32, %b34
  %t76 = phi i16 [ %t68.mux, %b32 ], [ %.245, %b34 ]
  %t77 = phi i1 [ %t69.mux, %b32 ], [ true, %b34 ]
  %.249 = add nuw nsw i64 %.95, 2, !dbg !264
  %.250 = icmp ult i32 %.94, 30, !dbg !264
  %.253 = and i64 %.249, 31, !dbg !264
  %19 = shl nuw nsw i64 1, %.253, !dbg !264
  %20 = and i64 %19, %.99, !dbg !264
  %.255 = icmp ne i64 %20, 0, !dbg !264
  %.256 = and i1 %.250, %.255, !dbg !264
  %.257 = trunc i64 %.249 to i32, !dbg !264
  %.258 = shl i32 %.257, 2, !dbg !264
  %.259 = zext i16 %t76 to i32, !dbg !264
  %.260 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.259), !dbg !264
  %.261 = trunc i32 %.260 to i16, !dbg !264
  %t78 = select i1 %.256, i16 %.261, i16 %t76, !dbg !264
  %.275 = zext i1 %t77 to i32, !dbg !264
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.275), !dbg !264
  %21 = and i32 %.276, 1, !dbg !264
  %.277 = icmp ne i32 %21, 0, !dbg !264
  %t79 = select i1 %.256, i1 %.277, i1 %t77, !dbg !264
  %t80 = icmp slt i32 %.2, 30, !dbg !264
  %t81 = and i1 %t80, %t79, !dbg !264
  %22 = select i1 %t81, i1 %t77, i1 false, !dbg !264
  %t76.mux = select i1 %t81, i16 %t78, i16 %t76, !dbg !264
  %t77.mux = select i1 %t81, i1 true, i1 %t77, !dbg !264
  br i1 %22, label %b38, label %b40, !dbg !264

b38:                                              ; preds = %b36
  %.279 = shl nuw i32 %.259, 16, !dbg !265
  %.280 = bitcast i32 %.279 to float, !dbg !265
  %.281 = zext i16 %t78 to i32, !dbg !265
  %.282 = shl nuw i32 %.281, 16, !dbg !265
  %.283 = bitcast i32 %.282 to float, !dbg !265
  %.284 = fmul float %.280, %.283, !dbg !265
  %.285 = bitcast float %.284 to i32, !dbg !265
  %.286 = and i32 %.285, 2147483647, !dbg !265
  %.287 = icmp ugt i32 %.286, 2139095040, !dbg !265
  %.288 = lshr i32 %.285, 16, !dbg !265
  %.289 = and i32 %.288, 1, !dbg !265
  %.290 = add i32 %.285, 32767, !dbg !265
  %.291 = add i32 %.290, %.289, !dbg !265
  %.292 = lshr i32 %.291, 16, !dbg !265
  %.294 = or i32 %.288, 64, !dbg !265
  %.295 = select i1 %.287, i32 %.294, i32 %.292, !dbg !265
  %.296 = trunc i32 %.295 to i16, !dbg !265
  br label %b40, !dbg !264

b40:                                              ; preds = %b36, %b38
  %t84 = phi i16 [ %t76.mux, %b36 ], [ %.296, %b38 ]
  %t85 = phi i1 [ %t77.mux, %b36 ], [ true, %b38 ]
  %.300 = add nuw nsw i64 %.95, 1, !dbg !264
  %.301 = icmp ult i32 %.94, 31, !dbg !264
  %.304 = and i64 %.300, 31, !dbg !264
  %23 = shl nuw nsw i64 1, %.304, !dbg !264
  %24 = and i64 %23, %.99, !dbg !264
  %.306 = icmp ne i64 %24, 0, !dbg !264
  %.307 = and i1 %.301, %.306, !dbg !264
  %.308 = trunc i64 %.300 to i32, !dbg !264
  %.309 = shl i32 %.308, 2, !dbg !264
  %.310 = zext i16 %t84 to i32, !dbg !264
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.310), !dbg !264
  %.312 = trunc i32 %.311 to i16, !dbg !264
  %t86 = select i1 %.307, i16 %.312, i16 %t84, !dbg !264
  %.326 = zext i1 %t85 to i32, !dbg !264
  %.327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.326), !dbg !264
  %25 = and i32 %.327, 1, !dbg !264
  %.328 = icmp ne i32 %25, 0, !dbg !264
  %t87 = select i1 %.307, i1 %.328, i1 %t85, !dbg !264
  %t88 = icmp slt i32 %.2, 31, !dbg !264
  %t89 = and i1 %t88, %t87, !dbg !264
  %26 = select i1 %t89, i1 %t85, i1 false, !dbg !264
  %t84.mux = select i1 %t89, i16 %t86, i16 %t84, !dbg !264
  %t85.mux = select i1 %t89, i1 true, i1 %t85, !dbg !264
  br i1 %26, label %b42, label %b45, !dbg !264

b42:                                              ; preds = %b40
  %.330 = shl nuw i32 %.310, 16, !dbg !265
  %.331 = bitcast i32 %.330 to float, !dbg !265
  %.332 = zext i16 %t86 to i32, !dbg !265
  %.333 = shl nuw i32 %.332, 16, !dbg !265
  %.334 = bitcast i32 %.333 to float, !dbg !265
  %.335 = fmul float %.331, %.334, !dbg !265
  %.336 = bitcast float %.335 to i32, !dbg !265
  %.337 = and i32 %.336, 2147483647, !dbg !265
  %.338 = icmp ugt i32 %.337, 2139095040, !dbg !265
  %.339 = lshr i32 %.336, 16, !dbg !265
  %.340 = and i32 %.339, 1, !dbg !265
  %.341 = add i32 %.336, 32767, !dbg !265
  %.342 = add i32 %.341, %.340, !dbg !265
  %.343 = lshr i32 %.342, 16, !dbg !265
  %.345 = or i32 %.339, 64, !dbg !265
  %.346 = select i1 %.338, i32 %.345, i32 %.343, !dbg !265
  %.347 = trunc i32 %.346 to i16, !dbg !265
  br label %b45, !dbg !264

b45:                                              ; preds = %b40, %b42, %b23
  %t94 = phi i16 [ %t52, %b23 ], [ %t84.mux, %b40 ], [ %.347, %b42 ]
  %t95 = phi i1 [ %t53, %b23 ], [ %t85.mux, %b40 ], [ true, %b42 ]
  %t96 = icmp eq i32 %.2, 0, !dbg !264
  br i1 %t96, label %b46, label %b52, !dbg !264

b46:                                              ; preds = %b45
  %27 = select i1 %t95, i1 %.1, i1 false, !dbg !264
  %a3.mux = select i1 %t95, i16 %t94, i16 %a3, !dbg !264
  %.1.mux = select i1 %t95, i1 true, i1 %.1, !dbg !264
  br i1 %27, label %b48, label %b50, !dbg !264

b48:                                              ; preds = %b46
  %.348 = zext i16 %a3 to i32, !dbg !265
  %.349 = shl nuw i32 %.348, 16, !dbg !265
  %.350 = bitcast i32 %.349 to float, !dbg !265
  %.351 = zext i16 %t94 to i32, !dbg !265
  %.352 = shl nuw i32 %.351, 16, !dbg !265
  %.353 = bitcast i32 %.352 to float, !dbg !265
  %.354 = fmul float %.350, %.353, !dbg !265
  %.355 = bitcast float %.354 to i32, !dbg !265
  %.356 = and i32 %.355, 2147483647, !dbg !265
  %.357 = icmp ugt i32 %.356, 2139095040, !dbg !265
  %.358 = lshr i32 %.355, 16, !dbg !265
  %.359 = and i32 %.358, 1, !dbg !265
  %.360 = add i32 %.355, 32767, !dbg !265
  %.361 = add i32 %.360, %.359, !dbg !265
  %.362 = lshr i32 %.361, 16, !dbg !265
  %.364 = or i32 %.358, 64, !dbg !265
  %.365 = select i1 %.357, i32 %.364, i32 %.362, !dbg !265
  %.366 = trunc i32 %.365 to i16, !dbg !265
  br label %b50, !dbg !264

b50:                                              ; preds = %b46, %b48
  %t99 = phi i16 [ %a3.mux, %b46 ], [ %.366, %b48 ]
  %t100 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t100, label %b51, label %b52, !dbg !264

b51:                                              ; preds = %b50
  store i16 %t99, ptr addrspace(1) %a2, align 2, !dbg !264
  br label %b52, !dbg !264

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !264
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i16 %a2, ptr addrspace(1) %a3, i16 %a4, ptr addrspace(1) %a5) local_unnamed_addr #4 !dbg !266 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !267
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !267
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !267
  %t3 = sext i32 %.1 to i64, !dbg !267
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !267
  %t5 = sext i32 %.2 to i64, !dbg !267
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !267
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !267
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !267, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !267
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !267
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !267, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !267
  %.15 = add i32 %.14, %.9, !dbg !267
  %.16 = udiv i32 %.15, %.6, !dbg !267
  %t9 = sext i32 %.16 to i64, !dbg !267
  %t10 = mul nsw i64 %t7, %t5, !dbg !267
  %t11 = add nsw i64 %t10, %t3, !dbg !267
  %t12 = mul nsw i64 %t9, %t7, !dbg !267
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !267
  %t16 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !267
  %0 = or i64 %t16, %t13, !dbg !267
  %t20 = ptrtoint ptr addrspace(1) %a5 to i64, !dbg !267
  %1 = or i64 %0, %t20, !dbg !267
  %2 = and i64 %1, 3, !dbg !267
  %3 = icmp eq i64 %2, 0, !dbg !267
  %t24 = ashr i64 %a0, 1, !dbg !267
  %t291 = icmp slt i64 %t11, %t24, !dbg !267
  %or.cond = select i1 %3, i1 %t291, i1 false, !dbg !267
  br i1 %or.cond, label %b3, label %b8, !dbg !267

b3:                                               ; preds = %entry, %b7
  %t282 = phi i64 [ %t59, %b7 ], [ %t11, %entry ]
  br i1 %t0.not, label %b5, label %b4, !dbg !267

b4:                                               ; preds = %b3
  %t30 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t282, !dbg !267
  %.17 = load i32, ptr addrspace(1) %t30, align 4, !dbg !267
  %t33 = trunc i32 %.17 to i16, !dbg !267
  %t34 = lshr i32 %.17, 16, !dbg !267
  %t35 = trunc i32 %t34 to i16, !dbg !267
  br label %b5, !dbg !267

b5:                                               ; preds = %b4, %b3
  %t36 = phi i16 [ %t33, %b4 ], [ %a2, %b3 ]
  %t37 = phi i16 [ %t35, %b4 ], [ %a2, %b3 ]
  br i1 %t1.not, label %b7, label %b6, !dbg !267

b6:                                               ; preds = %b5
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t282, !dbg !267
  %.18 = load i32, ptr addrspace(1) %t38, align 4, !dbg !267
  %t41 = trunc i32 %.18 to i16, !dbg !267
  %t42 = lshr i32 %.18, 16, !dbg !267
  %t43 = trunc i32 %t42 to i16, !dbg !267
  br label %b7, !dbg !267

b7:                                               ; preds = %b6, %b5
  %t44 = phi i16 [ %t41, %b6 ], [ %a4, %b5 ]
  %t45 = phi i16 [ %t43, %b6 ], [ %a4, %b5 ]
  %.19 = zext i16 %t36 to i32, !dbg !268
  %.20 = shl nuw i32 %.19, 16, !dbg !268
  %.21 = bitcast i32 %.20 to float, !dbg !268
  %.22 = zext i16 %t44 to i32, !dbg !268
  %.23 = shl nuw i32 %.22, 16, !dbg !268
  %.24 = bitcast i32 %.23 to float, !dbg !268
  %t48 = fdiv float %.21, %.24, !dbg !268
  %.25 = bitcast float %t48 to i32, !dbg !268
  %.26 = and i32 %.25, 2147483647, !dbg !268
  %.27 = icmp ugt i32 %.26, 2139095040, !dbg !268
  %.28 = lshr i32 %.25, 16, !dbg !268
  %.29 = and i32 %.28, 1, !dbg !268
  %.30 = add i32 %.25, 32767, !dbg !268
  %.31 = add i32 %.30, %.29, !dbg !268
  %.32 = lshr i32 %.31, 16, !dbg !268
  %.34 = or i32 %.28, 64, !dbg !268
  %.35 = select i1 %.27, i32 %.34, i32 %.32, !dbg !268
  %.37 = zext i16 %t37 to i32, !dbg !268
  %.38 = shl nuw i32 %.37, 16, !dbg !268
  %.39 = bitcast i32 %.38 to float, !dbg !268
  %.40 = zext i16 %t45 to i32, !dbg !268
  %.41 = shl nuw i32 %.40, 16, !dbg !268
  %.42 = bitcast i32 %.41 to float, !dbg !268
  %t52 = fdiv float %.39, %.42, !dbg !268
  %.43 = bitcast float %t52 to i32, !dbg !268
  %.44 = and i32 %.43, 2147483647, !dbg !268
  %.45 = icmp ugt i32 %.44, 2139095040, !dbg !268
  %.46 = lshr i32 %.43, 16, !dbg !268
  %.47 = and i32 %.46, 1, !dbg !268
  %.48 = add i32 %.43, 32767, !dbg !268
  %.49 = add i32 %.48, %.47, !dbg !268
  %.50 = lshr i32 %.49, 16, !dbg !268
  %.52 = or i32 %.46, 64, !dbg !268
  %.53 = select i1 %.45, i32 %.52, i32 %.50, !dbg !268
  %t56 = shl nuw i32 %.53, 16, !dbg !267
  %t57 = or i32 %t56, %.35, !dbg !267
  %t58 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t282, !dbg !267
  store i32 %t57, ptr addrspace(1) %t58, align 4, !dbg !267
  %t59 = add i64 %t282, %t12, !dbg !267
  %t29 = icmp slt i64 %t59, %t24, !dbg !267
  br i1 %t29, label %b3, label %b8, !dbg !267

b8:                                               ; preds = %b7, %entry
  %t60 = and i64 %a0, -2, !dbg !267
  %t61 = select i1 %3, i64 %t60, i64 0, !dbg !267
  %t62 = add i64 %t11, %t61, !dbg !267
  %t643 = icmp slt i64 %t62, %a0, !dbg !267
  br i1 %t643, label %b10, label %b15, !dbg !267

b10:                                              ; preds = %b8, %b14
  %t634 = phi i64 [ %t76, %b14 ], [ %t62, %b8 ]
  br i1 %t0.not, label %b12, label %b11, !dbg !267

b11:                                              ; preds = %b10
  %t65 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t634, !dbg !267
  %.55 = load i16, ptr addrspace(1) %t65, align 2, !dbg !267
  br label %b12, !dbg !267

b12:                                              ; preds = %b11, %b10
  %t67 = phi i16 [ %.55, %b11 ], [ %a2, %b10 ]
  br i1 %t1.not, label %b14, label %b13, !dbg !267

b13:                                              ; preds = %b12
  %t68 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t634, !dbg !267
  %.56 = load i16, ptr addrspace(1) %t68, align 2, !dbg !267
  br label %b14, !dbg !267

b14:                                              ; preds = %b13, %b12
  %t70 = phi i16 [ %.56, %b13 ], [ %a4, %b12 ]
  %.57 = zext i16 %t67 to i32, !dbg !268
  %.58 = shl nuw i32 %.57, 16, !dbg !268
  %.59 = bitcast i32 %.58 to float, !dbg !268
  %.60 = zext i16 %t70 to i32, !dbg !268
  %.61 = shl nuw i32 %.60, 16, !dbg !268
  %.62 = bitcast i32 %.61 to float, !dbg !268
  %t73 = fdiv float %.59, %.62, !dbg !268
  %.63 = bitcast float %t73 to i32, !dbg !268
  %.64 = and i32 %.63, 2147483647, !dbg !268
  %.65 = icmp ugt i32 %.64, 2139095040, !dbg !268
  %.66 = lshr i32 %.63, 16, !dbg !268
  %.67 = and i32 %.66, 1, !dbg !268
  %.68 = add i32 %.63, 32767, !dbg !268
  %.69 = add i32 %.68, %.67, !dbg !268
  %.70 = lshr i32 %.69, 16, !dbg !268
  %.72 = or i32 %.66, 64, !dbg !268
  %.73 = select i1 %.65, i32 %.72, i32 %.70, !dbg !268
  %.74 = trunc i32 %.73 to i16, !dbg !268
  %t75 = getelementptr inbounds i16, ptr addrspace(1) %a5, i64 %t634, !dbg !267
  store i16 %.74, ptr addrspace(1) %t75, align 2, !dbg !267
  %t76 = add i64 %t634, %t12, !dbg !267
  %t64 = icmp slt i64 %t76, %a0, !dbg !267
  br i1 %t64, label %b10, label %b15, !dbg !267

b15:                                              ; preds = %b14, %b8
  ret void, !dbg !267
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !269 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !270
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !270
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !270
  %t3 = sext i32 %.1 to i64, !dbg !270
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !270
  %t5 = sext i32 %.2 to i64, !dbg !270
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !270
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !270
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !270, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !270
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !270
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !270, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !270
  %.15 = add i32 %.14, %.9, !dbg !270
  %.16 = udiv i32 %.15, %.6, !dbg !270
  %t9 = sext i32 %.16 to i64, !dbg !270
  %t10 = mul nsw i64 %t7, %t5, !dbg !270
  %t11 = add nsw i64 %t10, %t3, !dbg !270
  %t12 = mul nsw i64 %t9, %t7, !dbg !270
  %t13 = icmp sgt i64 %a1, 7, !dbg !270
  %t15 = icmp sgt i64 %a1, 6, !dbg !270
  %t17 = icmp sgt i64 %a1, 5, !dbg !270
  %t19 = icmp sgt i64 %a1, 4, !dbg !270
  %t21 = icmp sgt i64 %a1, 3, !dbg !270
  %t23 = icmp sgt i64 %a1, 2, !dbg !270
  %t25 = icmp sgt i64 %a1, 1, !dbg !270
  %t27 = icmp sgt i64 %a1, 0, !dbg !270
  %t291 = icmp slt i64 %t11, %a0, !dbg !270
  br i1 %t291, label %b2, label %b23, !dbg !270

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t152, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !270

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !270
  %t33 = mul i64 %t31, %a9, !dbg !270
  %t34 = sub nuw i64 %t282, %t33, !dbg !270
  %t35 = mul i64 %t34, %a19, !dbg !270
  %t36 = mul i64 %t34, %a29, !dbg !270
  %t37 = mul i64 %t34, %a38, !dbg !270
  br label %b4, !dbg !270

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !270

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !270
  %t45 = mul i64 %t43, %a8, !dbg !270
  %t46 = sub i64 %t38, %t45, !dbg !270
  %t47 = mul i64 %t46, %a18, !dbg !270
  %t48 = add i64 %t47, %t39, !dbg !270
  %t49 = mul i64 %t46, %a28, !dbg !270
  %t50 = add i64 %t49, %t40, !dbg !270
  %t51 = mul i64 %t46, %a37, !dbg !270
  %t52 = add i64 %t51, %t41, !dbg !270
  br label %b6, !dbg !270

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !270

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !270
  %t60 = mul i64 %t58, %a7, !dbg !270
  %t61 = sub i64 %t53, %t60, !dbg !270
  %t62 = mul i64 %t61, %a17, !dbg !270
  %t63 = add i64 %t62, %t54, !dbg !270
  %t64 = mul i64 %t61, %a27, !dbg !270
  %t65 = add i64 %t64, %t55, !dbg !270
  %t66 = mul i64 %t61, %a36, !dbg !270
  %t67 = add i64 %t66, %t56, !dbg !270
  br label %b8, !dbg !270

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !270

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !270
  %t75 = mul i64 %t73, %a6, !dbg !270
  %t76 = sub i64 %t68, %t75, !dbg !270
  %t77 = mul i64 %t76, %a16, !dbg !270
  %t78 = add i64 %t77, %t69, !dbg !270
  %t79 = mul i64 %t76, %a26, !dbg !270
  %t80 = add i64 %t79, %t70, !dbg !270
  %t81 = mul i64 %t76, %a35, !dbg !270
  %t82 = add i64 %t81, %t71, !dbg !270
  br label %b10, !dbg !270

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !270

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !270
  %t90 = mul i64 %t88, %a5, !dbg !270
  %t91 = sub i64 %t83, %t90, !dbg !270
  %t92 = mul i64 %t91, %a15, !dbg !270
  %t93 = add i64 %t92, %t84, !dbg !270
  %t94 = mul i64 %t91, %a25, !dbg !270
  %t95 = add i64 %t94, %t85, !dbg !270
  %t96 = mul i64 %t91, %a34, !dbg !270
  %t97 = add i64 %t96, %t86, !dbg !270
  br label %b12, !dbg !270

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !270

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !270
  %t105 = mul i64 %t103, %a4, !dbg !270
  %t106 = sub i64 %t98, %t105, !dbg !270
  %t107 = mul i64 %t106, %a14, !dbg !270
  %t108 = add i64 %t107, %t99, !dbg !270
  %t109 = mul i64 %t106, %a24, !dbg !270
  %t110 = add i64 %t109, %t100, !dbg !270
  %t111 = mul i64 %t106, %a33, !dbg !270
  %t112 = add i64 %t111, %t101, !dbg !270
  br label %b14, !dbg !270

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !270

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !270
  %t120 = mul i64 %t118, %a3, !dbg !270
  %t121 = sub i64 %t113, %t120, !dbg !270
  %t122 = mul i64 %t121, %a13, !dbg !270
  %t123 = add i64 %t122, %t114, !dbg !270
  %t124 = mul i64 %t121, %a23, !dbg !270
  %t125 = add i64 %t124, %t115, !dbg !270
  %t126 = mul i64 %t121, %a32, !dbg !270
  %t127 = add i64 %t126, %t116, !dbg !270
  br label %b16, !dbg !270

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !270

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !270
  %t133 = add i64 %t129, %t132, !dbg !270
  %t134 = mul i64 %t128, %a22, !dbg !270
  %t135 = add i64 %t130, %t134, !dbg !270
  %t136 = mul i64 %t128, %a31, !dbg !270
  %t137 = add i64 %t131, %t136, !dbg !270
  br label %b18, !dbg !270

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !270

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t138, !dbg !270
  %.17 = load i16, ptr addrspace(1) %t141, align 2, !dbg !270
  br label %b20, !dbg !270

b20:                                              ; preds = %b19, %b18
  %t143 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !270

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t139, !dbg !270
  %.18 = load i16, ptr addrspace(1) %t144, align 2, !dbg !270
  br label %b22, !dbg !270

b22:                                              ; preds = %b21, %b20
  %t146 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  %.19 = zext i16 %t143 to i32, !dbg !271
  %.20 = shl nuw i32 %.19, 16, !dbg !271
  %.21 = bitcast i32 %.20 to float, !dbg !271
  %.22 = zext i16 %t146 to i32, !dbg !271
  %.23 = shl nuw i32 %.22, 16, !dbg !271
  %.24 = bitcast i32 %.23 to float, !dbg !271
  %t149 = fdiv float %.21, %.24, !dbg !271
  %.25 = bitcast float %t149 to i32, !dbg !271
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
  %t151 = getelementptr inbounds i16, ptr addrspace(1) %a30, i64 %t140, !dbg !270
  store i16 %.36, ptr addrspace(1) %t151, align 2, !dbg !270
  %t152 = add i64 %t282, %t12, !dbg !270
  %t29 = icmp slt i64 %t152, %a0, !dbg !270
  br i1 %t29, label %b2, label %b23, !dbg !270

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !270
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !272 {
entry:
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
  %t13 = shl nsw i64 %t12, 1, !dbg !273
  %t14 = icmp slt i64 %t11, %a0, !dbg !273
  br i1 %t14, label %b1, label %b8, !dbg !273

b1:                                               ; preds = %entry
  %t15 = mul i64 %t11, %a2, !dbg !273
  %t16 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t15, !dbg !273
  %.17 = load i16, ptr addrspace(1) %t16, align 2, !dbg !273, !amdgpu.noclobber !6
  %t18 = add nsw i64 %t12, %t11, !dbg !273
  %t19 = sub i64 %a0, %t12, !dbg !273
  %t22 = mul i64 %t13, %a2, !dbg !273
  %t23 = mul i64 %t12, %a2, !dbg !273
  %t3111 = icmp slt i64 %t18, %t19, !dbg !273
  br i1 %t3111, label %b3.preheader, label %b4, !dbg !273

b3.preheader:                                     ; preds = %b1
  %t20 = mul i64 %t18, %a2, !dbg !273
  %t24 = add i64 %t20, %t23, !dbg !273
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t24, !dbg !273
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t20, !dbg !273
  br label %b3, !dbg !273

b3:                                               ; preds = %b3.preheader, %b3
  %t2915 = phi i16 [ %.55, %b3 ], [ %.17, %b3.preheader ]
  %t2814 = phi i64 [ %t42, %b3 ], [ %t18, %b3.preheader ]
  %t2713 = phi ptr addrspace(1) [ %t43, %b3 ], [ %t21, %b3.preheader ]
  %t2612 = phi ptr addrspace(1) [ %t44, %b3 ], [ %t25, %b3.preheader ]
  %.18 = load i16, ptr addrspace(1) %t2713, align 2, !dbg !273
  %.19 = load i16, ptr addrspace(1) %t2612, align 2, !dbg !273
  %.20 = zext i16 %t2915 to i32, !dbg !274
  %.21 = shl nuw i32 %.20, 16, !dbg !274
  %.22 = bitcast i32 %.21 to float, !dbg !274
  %.23 = zext i16 %.18 to i32, !dbg !274
  %.24 = shl nuw i32 %.23, 16, !dbg !274
  %.25 = bitcast i32 %.24 to float, !dbg !274
  %t36 = fdiv float %.22, %.25, !dbg !274
  %.26 = bitcast float %t36 to i32, !dbg !274
  %.27 = and i32 %.26, 2147483647, !dbg !274
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !274
  %.29 = lshr i32 %.26, 16, !dbg !274
  %.30 = and i32 %.29, 1, !dbg !274
  %.31 = add i32 %.26, 32767, !dbg !274
  %.32 = add i32 %.31, %.30, !dbg !274
  %.33 = lshr i32 %.32, 16, !dbg !274
  %.35 = or i32 %.29, 64, !dbg !274
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !274
  %.39 = shl nuw i32 %.36, 16, !dbg !274
  %.40 = bitcast i32 %.39 to float, !dbg !274
  %.41 = zext i16 %.19 to i32, !dbg !274
  %.42 = shl nuw i32 %.41, 16, !dbg !274
  %.43 = bitcast i32 %.42 to float, !dbg !274
  %t40 = fdiv float %.40, %.43, !dbg !274
  %.44 = bitcast float %t40 to i32, !dbg !274
  %.45 = and i32 %.44, 2147483647, !dbg !274
  %.46 = icmp ugt i32 %.45, 2139095040, !dbg !274
  %.47 = lshr i32 %.44, 16, !dbg !274
  %.48 = and i32 %.47, 1, !dbg !274
  %.49 = add i32 %.44, 32767, !dbg !274
  %.50 = add i32 %.49, %.48, !dbg !274
  %.51 = lshr i32 %.50, 16, !dbg !274
  %.53 = or i32 %.47, 64, !dbg !274
  %.54 = select i1 %.46, i32 %.53, i32 %.51, !dbg !274
  %.55 = trunc i32 %.54 to i16, !dbg !274
  %t42 = add i64 %t2814, %t13, !dbg !273
  %t43 = getelementptr inbounds i16, ptr addrspace(1) %t2713, i64 %t22, !dbg !273
  %t44 = getelementptr inbounds i16, ptr addrspace(1) %t2612, i64 %t22, !dbg !273
  %t31 = icmp slt i64 %t42, %t19, !dbg !273
  br i1 %t31, label %b3, label %b4, !dbg !273

b4:                                               ; preds = %b3, %b1
  %t28.lcssa = phi i64 [ %t18, %b1 ], [ %t42, %b3 ]
  %t29.lcssa = phi i16 [ %.17, %b1 ], [ %.55, %b3 ]
  %t5017 = icmp slt i64 %t28.lcssa, %a0, !dbg !273
  br i1 %t5017, label %b6.preheader, label %b8, !dbg !273

b6.preheader:                                     ; preds = %b4
  %t45 = mul i64 %t28.lcssa, %a2, !dbg !273
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t45, !dbg !273
  br label %b6, !dbg !273

b6:                                               ; preds = %b6.preheader, %b6
  %t4920 = phi i16 [ %.74, %b6 ], [ %t29.lcssa, %b6.preheader ]
  %t4819 = phi i64 [ %t56, %b6 ], [ %t28.lcssa, %b6.preheader ]
  %t4718 = phi ptr addrspace(1) [ %t57, %b6 ], [ %t46, %b6.preheader ]
  %.56 = load i16, ptr addrspace(1) %t4718, align 2, !dbg !273
  %0 = insertelement <2 x i16> poison, i16 %t4920, i64 0, !dbg !274
  %1 = insertelement <2 x i16> %0, i16 %.56, i64 1, !dbg !274
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !274
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !274
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !274
  %5 = extractelement <2 x float> %4, i64 0, !dbg !274
  %6 = extractelement <2 x float> %4, i64 1, !dbg !274
  %t54 = fdiv float %5, %6, !dbg !274
  %.63 = bitcast float %t54 to i32, !dbg !274
  %.64 = and i32 %.63, 2147483647, !dbg !274
  %.65 = icmp ugt i32 %.64, 2139095040, !dbg !274
  %.66 = lshr i32 %.63, 16, !dbg !274
  %.67 = and i32 %.66, 1, !dbg !274
  %.68 = add i32 %.63, 32767, !dbg !274
  %.69 = add i32 %.68, %.67, !dbg !274
  %.70 = lshr i32 %.69, 16, !dbg !274
  %.72 = or i32 %.66, 64, !dbg !274
  %.73 = select i1 %.65, i32 %.72, i32 %.70, !dbg !274
  %.74 = trunc i32 %.73 to i16, !dbg !274
  %t56 = add i64 %t4819, %t12, !dbg !273
  %t57 = getelementptr inbounds i16, ptr addrspace(1) %t4718, i64 %t23, !dbg !273
  %t50 = icmp slt i64 %t56, %a0, !dbg !273
  br i1 %t50, label %b6, label %b8, !dbg !273

b8:                                               ; preds = %b6, %b4, %entry
  %t58 = phi i16 [ 0, %entry ], [ %t29.lcssa, %b4 ], [ %.74, %b6 ]
  %t59 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.0, i32 %.1, !dbg !273
  store i16 %t58, ptr addrspace(3) %t59, align 2, !dbg !273
  %t60 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.1, i32 %.1, !dbg !273
  %.75 = zext i1 %t14 to i8, !dbg !273
  store i8 %.75, ptr addrspace(3) %t60, align 1, !dbg !273
  fence syncscope("workgroup") release, !dbg !273
  tail call void @llvm.amdgcn.s.barrier(), !dbg !273
  fence syncscope("workgroup") acquire, !dbg !273
  %t61 = icmp slt i32 %.1, 128, !dbg !273
  br i1 %t61, label %b9, label %b14, !dbg !273

b9:                                               ; preds = %b8
  %t62 = add nsw i32 %.1, 128, !dbg !273
  %t63 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.0, i32 %t62, !dbg !273
  %.76 = load i16, ptr addrspace(3) %t63, align 2, !dbg !273
  %t65 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.1, i32 %t62, !dbg !273
  %.77 = load i8, ptr addrspace(3) %t65, align 1, !dbg !273
  %.78.not10 = icmp eq i8 %.77, 0, !dbg !273
  %t14.not = xor i1 %t14, true, !dbg !273
  %brmerge = select i1 %.78.not10, i1 true, i1 %t14.not, !dbg !273
  %t58.mux = select i1 %.78.not10, i16 %t58, i16 %.76, !dbg !273
  %not..78.not10 = xor i1 %.78.not10, true, !dbg !273
  %t14.mux = select i1 %not..78.not10, i1 true, i1 %t14, !dbg !273
  br i1 %brmerge, label %b13, label %b11, !dbg !273

b11:                                              ; preds = %b9
  %.79 = zext i16 %t58 to i32, !dbg !274
  %.80 = shl nuw i32 %.79, 16, !dbg !274
  %.81 = bitcast i32 %.80 to float, !dbg !274
  %.82 = zext i16 %.76 to i32, !dbg !274
  %.83 = shl nuw i32 %.82, 16, !dbg !274
  %.84 = bitcast i32 %.83 to float, !dbg !274
  %t69 = fdiv float %.81, %.84, !dbg !274
  %.85 = bitcast float %t69 to i32, !dbg !274
  %.86 = and i32 %.85, 2147483647, !dbg !274
  %.87 = icmp ugt i32 %.86, 2139095040, !dbg !274
  %.88 = lshr i32 %.85, 16, !dbg !274
  %.89 = and i32 %.88, 1, !dbg !274
  %.90 = add i32 %.85, 32767, !dbg !274
  %.91 = add i32 %.90, %.89, !dbg !274
  %.92 = lshr i32 %.91, 16, !dbg !274
  %.94 = or i32 %.88, 64, !dbg !274
  %.95 = select i1 %.87, i32 %.94, i32 %.92, !dbg !274
  %.96 = trunc i32 %.95 to i16, !dbg !274
  br label %b13, !dbg !273

b13:                                              ; preds = %b9, %b11
  %t72 = phi i16 [ %t58.mux, %b9 ], [ %.96, %b11 ]
  %t73 = phi i1 [ %t14.mux, %b9 ], [ true, %b11 ]
  store i16 %t72, ptr addrspace(3) %t59, align 2, !dbg !273
  %.97 = zext i1 %t73 to i8, !dbg !273
  store i8 %.97, ptr addrspace(3) %t60, align 1, !dbg !273
  br label %b14, !dbg !273

b14:                                              ; preds = %b13, %b8
  %t74 = phi i16 [ %t72, %b13 ], [ %t58, %b8 ]
  %t75 = phi i1 [ %t73, %b13 ], [ %t14, %b8 ]
  fence syncscope("workgroup") release, !dbg !273
  tail call void @llvm.amdgcn.s.barrier(), !dbg !273
  fence syncscope("workgroup") acquire, !dbg !273
  %t76 = icmp slt i32 %.1, 64, !dbg !273
  br i1 %t76, label %b15, label %b20, !dbg !273

b15:                                              ; preds = %b14
  %t77 = add nsw i32 %.1, 64, !dbg !273
  %t78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.0, i32 %t77, !dbg !273
  %.98 = load i16, ptr addrspace(3) %t78, align 2, !dbg !273
  %t80 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.1, i32 %t77, !dbg !273
  %.99 = load i8, ptr addrspace(3) %t80, align 1, !dbg !273
  %.100.not9 = icmp eq i8 %.99, 0, !dbg !273
  %t75.not = xor i1 %t75, true, !dbg !273
  %brmerge1 = select i1 %.100.not9, i1 true, i1 %t75.not, !dbg !273
  %t74.mux = select i1 %.100.not9, i16 %t74, i16 %.98, !dbg !273
  %not..100.not9 = xor i1 %.100.not9, true, !dbg !273
  %t75.mux = select i1 %not..100.not9, i1 true, i1 %t75, !dbg !273
  br i1 %brmerge1, label %b19, label %b17, !dbg !273

b17:                                              ; preds = %b15
  %.101 = zext i16 %t74 to i32, !dbg !274
  %.102 = shl nuw i32 %.101, 16, !dbg !274
  %.103 = bitcast i32 %.102 to float, !dbg !274
  %.104 = zext i16 %.98 to i32, !dbg !274
  %.105 = shl nuw i32 %.104, 16, !dbg !274
  %.106 = bitcast i32 %.105 to float, !dbg !274
  %t84 = fdiv float %.103, %.106, !dbg !274
  %.107 = bitcast float %t84 to i32, !dbg !274
  %.108 = and i32 %.107, 2147483647, !dbg !274
  %.109 = icmp ugt i32 %.108, 2139095040, !dbg !274
  %.110 = lshr i32 %.107, 16, !dbg !274
  %.111 = and i32 %.110, 1, !dbg !274
  %.112 = add i32 %.107, 32767, !dbg !274
  %.113 = add i32 %.112, %.111, !dbg !274
  %.114 = lshr i32 %.113, 16, !dbg !274
  %.116 = or i32 %.110, 64, !dbg !274
  %.117 = select i1 %.109, i32 %.116, i32 %.114, !dbg !274
  %.118 = trunc i32 %.117 to i16, !dbg !274
  br label %b19, !dbg !273

b19:                                              ; preds = %b15, %b17
  %t87 = phi i16 [ %t74.mux, %b15 ], [ %.118, %b17 ]
  %t88 = phi i1 [ %t75.mux, %b15 ], [ true, %b17 ]
  store i16 %t87, ptr addrspace(3) %t59, align 2, !dbg !273
  %.119 = zext i1 %t88 to i8, !dbg !273
  store i8 %.119, ptr addrspace(3) %t60, align 1, !dbg !273
  br label %b20, !dbg !273

b20:                                              ; preds = %b19, %b14
  %t89 = phi i16 [ %t87, %b19 ], [ %t74, %b14 ]
  %t90 = phi i1 [ %t88, %b19 ], [ %t75, %b14 ]
  fence syncscope("workgroup") release, !dbg !273
  tail call void @llvm.amdgcn.s.barrier(), !dbg !273
  fence syncscope("workgroup") acquire, !dbg !273
  %t91 = icmp slt i32 %.1, 32, !dbg !273
  br i1 %t91, label %b21, label %b26, !dbg !273

b21:                                              ; preds = %b20
  %t92 = add nsw i32 %.1, 32, !dbg !273
  %t93 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.0, i32 %t92, !dbg !273
  %.120 = load i16, ptr addrspace(3) %t93, align 2, !dbg !273
  %t95 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.1, i32 %t92, !dbg !273
  %.121 = load i8, ptr addrspace(3) %t95, align 1, !dbg !273
  %.122.not8 = icmp eq i8 %.121, 0, !dbg !273
  %t90.not = xor i1 %t90, true, !dbg !273
  %brmerge2 = select i1 %.122.not8, i1 true, i1 %t90.not, !dbg !273
  %t89.mux = select i1 %.122.not8, i16 %t89, i16 %.120, !dbg !273
  %not..122.not8 = xor i1 %.122.not8, true, !dbg !273
  %t90.mux = select i1 %not..122.not8, i1 true, i1 %t90, !dbg !273
  br i1 %brmerge2, label %b26, label %b23, !dbg !273

b23:                                              ; preds = %b21
  %.123 = zext i16 %t89 to i32, !dbg !274
  %.124 = shl nuw i32 %.123, 16, !dbg !274
  %.125 = bitcast i32 %.124 to float, !dbg !274
  %.126 = zext i16 %.120 to i32, !dbg !274
  %.127 = shl nuw i32 %.126, 16, !dbg !274
  %.128 = bitcast i32 %.127 to float, !dbg !274
  %t99 = fdiv float %.125, %.128, !dbg !274
  %.129 = bitcast float %t99 to i32, !dbg !274
  %.130 = and i32 %.129, 2147483647, !dbg !274
  %.131 = icmp ugt i32 %.130, 2139095040, !dbg !274
  %.132 = lshr i32 %.129, 16, !dbg !274
  %.133 = and i32 %.132, 1, !dbg !274
  %.134 = add i32 %.129, 32767, !dbg !274
  %.135 = add i32 %.134, %.133, !dbg !274
  %.136 = lshr i32 %.135, 16, !dbg !274
  %.138 = or i32 %.132, 64, !dbg !274
  %.139 = select i1 %.131, i32 %.138, i32 %.136, !dbg !274
  %.140 = trunc i32 %.139 to i16, !dbg !274
  br label %b26, !dbg !273

b26:                                              ; preds = %b21, %b23, %b20
  %t104 = phi i16 [ %t89, %b20 ], [ %t89.mux, %b21 ], [ %.140, %b23 ]
  %t105 = phi i1 [ %t90, %b20 ], [ %t90.mux, %b21 ], [ true, %b23 ]
  br i1 %t91, label %b27, label %b48, !dbg !273

b27:                                              ; preds = %b26
  %.142 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !273
  %.143 = zext i32 %.142 to i64, !dbg !273
  %.144 = add nuw nsw i64 %.143, 16, !dbg !273
  %.145 = icmp ult i32 %.142, 16, !dbg !273
  %.146 = tail call i32 @llvm.read_register.i32(metadata !238) #13, !dbg !273
  %.147 = zext i32 %.146 to i64, !dbg !273
  %.148 = and i64 %.144, 31, !dbg !273
  %7 = shl nuw nsw i64 1, %.148, !dbg !273
  %8 = and i64 %7, %.147, !dbg !273
  %.150 = icmp ne i64 %8, 0, !dbg !273
  %.151 = and i1 %.145, %.150, !dbg !273
  %.152 = trunc i64 %.144 to i32, !dbg !273
  %.153 = shl i32 %.152, 2, !dbg !273
  %.154 = zext i16 %t104 to i32, !dbg !273
  %.155 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.154), !dbg !273
  %.156 = trunc i32 %.155 to i16, !dbg !273
  %t106 = select i1 %.151, i16 %.156, i16 %t104, !dbg !273
  %.170 = zext i1 %t105 to i32, !dbg !273
  %.171 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.170), !dbg !273
  %9 = and i32 %.171, 1, !dbg !273
  %.172 = icmp ne i32 %9, 0, !dbg !273
  %t107 = select i1 %.151, i1 %.172, i1 %t105, !dbg !273
  %t108 = icmp slt i32 %.1, 16, !dbg !273
  %t109 = and i1 %t108, %t107, !dbg !273
  %10 = select i1 %t109, i1 %t105, i1 false, !dbg !273
  %t104.mux = select i1 %t109, i16 %t106, i16 %t104, !dbg !273
  %t105.mux = select i1 %t109, i1 true, i1 %t105, !dbg !273
  br i1 %10, label %b29, label %b31, !dbg !273

b29:                                              ; preds = %b27
  %.174 = shl nuw i32 %.154, 16, !dbg !274
  %.175 = bitcast i32 %.174 to float, !dbg !274
  %.176 = zext i16 %t106 to i32, !dbg !274
  %.177 = shl nuw i32 %.176, 16, !dbg !274
  %.178 = bitcast i32 %.177 to float, !dbg !274
  %t112 = fdiv float %.175, %.178, !dbg !274
  %.179 = bitcast float %t112 to i32, !dbg !274
  %.180 = and i32 %.179, 2147483647, !dbg !274
  %.181 = icmp ugt i32 %.180, 2139095040, !dbg !274
  %.182 = lshr i32 %.179, 16, !dbg !274
  %.183 = and i32 %.182, 1, !dbg !274
  %.184 = add i32 %.179, 32767, !dbg !274
  %.185 = add i32 %.184, %.183, !dbg !274
  %.186 = lshr i32 %.185, 16, !dbg !274
  %.188 = or i32 %.182, 64, !dbg !274
  %.189 = select i1 %.181, i32 %.188, i32 %.186, !dbg !274
  %.190 = trunc i32 %.189 to i16, !dbg !274
  br label %b31, !dbg !273

b31:                                              ; preds = %b27, %b29
  %t115 = phi i16 [ %t104.mux, %b27 ], [ %.190, %b29 ]
  %t116 = phi i1 [ %t105.mux, %b27 ], [ true, %b29 ]
  %.194 = add nuw nsw i64 %.143, 8, !dbg !273
  %.195 = icmp ult i32 %.142, 24, !dbg !273
  %.198 = and i64 %.194, 31, !dbg !273
  %11 = shl nuw nsw i64 1, %.198, !dbg !273
  %12 = and i64 %11, %.147, !dbg !273
  %.200 = icmp ne i64 %12, 0, !dbg !273
  %.201 = and i1 %.195, %.200, !dbg !273
  %.202 = trunc i64 %.194 to i32, !dbg !273
  %.203 = shl i32 %.202, 2, !dbg !273
  %.204 = zext i16 %t115 to i32, !dbg !273
  %.205 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.203, i32 %.204), !dbg !273
  %.206 = trunc i32 %.205 to i16, !dbg !273
  %t117 = select i1 %.201, i16 %.206, i16 %t115, !dbg !273
  %.220 = zext i1 %t116 to i32, !dbg !273
  %.221 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.203, i32 %.220), !dbg !273
  %13 = and i32 %.221, 1, !dbg !273
  %.222 = icmp ne i32 %13, 0, !dbg !273
  %t118 = select i1 %.201, i1 %.222, i1 %t116, !dbg !273
  %t119 = icmp slt i32 %.1, 24, !dbg !273
  %t120 = and i1 %t119, %t118, !dbg !273
  %14 = select i1 %t120, i1 %t116, i1 false, !dbg !273
  %t115.mux = select i1 %t120, i16 %t117, i16 %t115, !dbg !273
  %t116.mux = select i1 %t120, i1 true, i1 %t116, !dbg !273
  br i1 %14, label %b33, label %b35, !dbg !273

b33:                                              ; preds = %b31
  %.224 = shl nuw i32 %.204, 16, !dbg !274
  %.225 = bitcast i32 %.224 to float, !dbg !274
  %.226 = zext i16 %t117 to i32, !dbg !274
  %.227 = shl nuw i32 %.226, 16, !dbg !274
  %.228 = bitcast i32 %.227 to float, !dbg !274
  %t123 = fdiv float %.225, %.228, !dbg !274
  %.229 = bitcast float %t123 to i32, !dbg !274
  %.230 = and i32 %.229, 2147483647, !dbg !274
  %.231 = icmp ugt i32 %.230, 2139095040, !dbg !274
  %.232 = lshr i32 %.229, 16, !dbg !274
  %.233 = and i32 %.232, 1, !dbg !274
  %.234 = add i32 %.229, 32767, !dbg !274
  %.235 = add i32 %.234, %.233, !dbg !274
  %.236 = lshr i32 %.235, 16, !dbg !274
  %.238 = or i32 %.232, 64, !dbg !274
  %.239 = select i1 %.231, i32 %.238, i32 %.236, !dbg !274
  %.240 = trunc i32 %.239 to i16, !dbg !274
  br label %b35, !dbg !273

b35:                                              ; preds = %b31, %b33
  %t126 = phi i16 [ %t115.mux, %b31 ], [ %.240, %b33 ]
  %t127 = phi i1 [ %t116.mux, %b31 ], [ true, %b33 ]
  %.244 = add nuw nsw i64 %.143, 4, !dbg !273
  %.245 = icmp ult i32 %.142, 28, !dbg !273
  %.248 = and i64 %.244, 31, !dbg !273
  %15 = shl nuw nsw i64 1, %.248, !dbg !273
  %16 = and i64 %15, %.147, !dbg !273
  %.250 = icmp ne i64 %16, 0, !dbg !273
  %.251 = and i1 %.245, %.250, !dbg !273
  %.252 = trunc i64 %.244 to i32, !dbg !273
  %.253 = shl i32 %.252, 2, !dbg !273
  %.254 = zext i16 %t126 to i32, !dbg !273
  %.255 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.253, i32 %.254), !dbg !273
  %.256 = trunc i32 %.255 to i16, !dbg !273
  %t128 = select i1 %.251, i16 %.256, i16 %t126, !dbg !273
  %.270 = zext i1 %t127 to i32, !dbg !273
  %.271 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.253, i32 %.270), !dbg !273
  %17 = and i32 %.271, 1, !dbg !273
  %.272 = icmp ne i32 %17, 0, !dbg !273
  %t129 = select i1 %.251, i1 %.272, i1 %t127, !dbg !273
  %t130 = icmp slt i32 %.1, 28, !dbg !273
  %t131 = and i1 %t130, %t129, !dbg !273
  %18 = select i1 %t131, i1 %t127, i1 false, !dbg !273
  %t126.mux = select i1 %t131, i16 %t128, i16 %t126, !dbg !273
  %t127.mux = select i1 %t131, i1 true, i1 %t127, !dbg !273
  br i1 %18, label %b37, label %b39, !dbg !273

b37:                                              ; preds = %b35
  %.274 = shl nuw i32 %.254, 16, !dbg !274
  %.275 = bitcast i32 %.274 to float, !dbg !274
  %.276 = zext i16 %t128 to i32, !dbg !274
  %.277 = shl nuw i32 %.276, 16, !dbg !274
  %.278 = bitcast i32 %.277 to float, !dbg !274
  %t134 = fdiv float %.275, %.278, !dbg !274
  %.279 = bitcast float %t134 to i32, !dbg !274
  %.280 = and i32 %.279, 2147483647, !dbg !274
  %.281 = icmp ugt i32 %.280, 2139095040, !dbg !274
  %.282 = lshr i32 %.279, 16, !dbg !274
  %.283 = and i32 %.282, 1, !dbg !274
  %.284 = add i32 %.279, 32767, !dbg !274
  %.285 = add i32 %.284, %.283, !dbg !274
  %.286 = lshr i32 %.285, 16, !dbg !274
  %.288 = or i32 %.282, 64, !dbg !274
  %.289 = select i1 %.281, i32 %.288, i32 %.286, !dbg !274
  %.290 = trunc i32 %.289 to i16, !dbg !274
  br label %b39, !dbg !273

b39:                                              ; preds = %b35, %b37
  %t137 = phi i16 [ %t126.mux, %b35 ], [ %.290, %b37 ]
  %t138 = phi i1 [ %t127.mux, %b35 ], [ true, %b37 ]
  %.294 = add nuw nsw i64 %.143, 2, !dbg !273
  %.295 = icmp ult i32 %.142, 30, !dbg !273
  %.298 = and i64 %.294, 31, !dbg !273
  %19 = shl nuw nsw i64 1, %.298, !dbg !273
  %20 = and i64 %19, %.147, !dbg !273
  %.300 = icmp ne i64 %20, 0, !dbg !273
  %.301 = and i1 %.295, %.300, !dbg !273
  %.302 = trunc i64 %.294 to i32, !dbg !273
  %.303 = shl i32 %.302, 2, !dbg !273
  %.304 = zext i16 %t137 to i32, !dbg !273
  %.305 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.303, i32 %.304), !dbg !273
  %.306 = trunc i32 %.305 to i16, !dbg !273
  %t139 = select i1 %.301, i16 %.306, i16 %t137, !dbg !273
  %.320 = zext i1 %t138 to i32, !dbg !273
  %.321 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.303, i32 %.320), !dbg !273
  %21 = and i32 %.321, 1, !dbg !273
  %.322 = icmp ne i32 %21, 0, !dbg !273
  %t140 = select i1 %.301, i1 %.322, i1 %t138, !dbg !273
  %t141 = icmp slt i32 %.1, 30, !dbg !273
  %t142 = and i1 %t141, %t140, !dbg !273
  %22 = select i1 %t142, i1 %t138, i1 false, !dbg !273
  %t137.mux = select i1 %t142, i16 %t139, i16 %t137, !dbg !273
  %t138.mux = select i1 %t142, i1 true, i1 %t138, !dbg !273
  br i1 %22, label %b41, label %b43, !dbg !273

b41:                                              ; preds = %b39
  %.324 = shl nuw i32 %.304, 16, !dbg !274
  %.325 = bitcast i32 %.324 to float, !dbg !274
  %.326 = zext i16 %t139 to i32, !dbg !274
  %.327 = shl nuw i32 %.326, 16, !dbg !274
  %.328 = bitcast i32 %.327 to float, !dbg !274
  %t145 = fdiv float %.325, %.328, !dbg !274
  %.329 = bitcast float %t145 to i32, !dbg !274
  %.330 = and i32 %.329, 2147483647, !dbg !274
  %.331 = icmp ugt i32 %.330, 2139095040, !dbg !274
  %.332 = lshr i32 %.329, 16, !dbg !274
  %.333 = and i32 %.332, 1, !dbg !274
  %.334 = add i32 %.329, 32767, !dbg !274
  %.335 = add i32 %.334, %.333, !dbg !274
  %.336 = lshr i32 %.335, 16, !dbg !274
  %.338 = or i32 %.332, 64, !dbg !274
  %.339 = select i1 %.331, i32 %.338, i32 %.336, !dbg !274
  %.340 = trunc i32 %.339 to i16, !dbg !274
  br label %b43, !dbg !273

b43:                                              ; preds = %b39, %b41
  %t148 = phi i16 [ %t137.mux, %b39 ], [ %.340, %b41 ]
  %t149 = phi i1 [ %t138.mux, %b39 ], [ true, %b41 ]
  %.344 = add nuw nsw i64 %.143, 1, !dbg !273
  %.345 = icmp ult i32 %.142, 31, !dbg !273
  %.348 = and i64 %.344, 31, !dbg !273
  %23 = shl nuw nsw i64 1, %.348, !dbg !273
  %24 = and i64 %23, %.147, !dbg !273
  %.350 = icmp ne i64 %24, 0, !dbg !273
  %.351 = and i1 %.345, %.350, !dbg !273
  %.352 = trunc i64 %.344 to i32, !dbg !273
  %.353 = shl i32 %.352, 2, !dbg !273
  %.354 = zext i16 %t148 to i32, !dbg !273
  %.355 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.353, i32 %.354), !dbg !273
  %.356 = trunc i32 %.355 to i16, !dbg !273
  %t150 = select i1 %.351, i16 %.356, i16 %t148, !dbg !273
  %.370 = zext i1 %t149 to i32, !dbg !273
  %.371 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.353, i32 %.370), !dbg !273
  %25 = and i32 %.371, 1, !dbg !273
  %.372 = icmp ne i32 %25, 0, !dbg !273
  %t151 = select i1 %.351, i1 %.372, i1 %t149, !dbg !273
  %t152 = icmp slt i32 %.1, 31, !dbg !273
  %t153 = and i1 %t152, %t151, !dbg !273
  %26 = select i1 %t153, i1 %t149, i1 false, !dbg !273
  %t148.mux = select i1 %t153, i16 %t150, i16 %t148, !dbg !273
  %t149.mux = select i1 %t153, i1 true, i1 %t149, !dbg !273
  br i1 %26, label %b45, label %b48, !dbg !273

b45:                                              ; preds = %b43
  %.374 = shl nuw i32 %.354, 16, !dbg !274
  %.375 = bitcast i32 %.374 to float, !dbg !274
  %.376 = zext i16 %t150 to i32, !dbg !274
  %.377 = shl nuw i32 %.376, 16, !dbg !274
  %.378 = bitcast i32 %.377 to float, !dbg !274
  %t156 = fdiv float %.375, %.378, !dbg !274
  %.379 = bitcast float %t156 to i32, !dbg !274
  %.380 = and i32 %.379, 2147483647, !dbg !274
  %.381 = icmp ugt i32 %.380, 2139095040, !dbg !274
  %.382 = lshr i32 %.379, 16, !dbg !274
  %.383 = and i32 %.382, 1, !dbg !274
  %.384 = add i32 %.379, 32767, !dbg !274
  %.385 = add i32 %.384, %.383, !dbg !274
  %.386 = lshr i32 %.385, 16, !dbg !274
  %.388 = or i32 %.382, 64, !dbg !274
  %.389 = select i1 %.381, i32 %.388, i32 %.386, !dbg !274
  %.390 = trunc i32 %.389 to i16, !dbg !274
  br label %b48, !dbg !273

b48:                                              ; preds = %b43, %b45, %b26
  %t161 = phi i16 [ %t104, %b26 ], [ %t148.mux, %b43 ], [ %.390, %b45 ]
  %t162 = phi i1 [ %t105, %b26 ], [ %t149.mux, %b43 ], [ true, %b45 ]
  %t163 = icmp eq i32 %.1, 0, !dbg !273
  %t164 = and i1 %t163, %t162, !dbg !273
  br i1 %t164, label %b49, label %b50, !dbg !273

b49:                                              ; preds = %b48
  %t165 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t5, !dbg !273
  store i16 %t161, ptr addrspace(1) %t165, align 2, !dbg !273
  br label %b50, !dbg !273

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !273
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i16 %a3, i8 %a4) local_unnamed_addr #2 !dbg !275 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !276
  %t3 = sext i32 %.2 to i64, !dbg !276
  %t4 = icmp slt i64 %t3, %a0, !dbg !276
  br i1 %t4, label %b1, label %b5, !dbg !276

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t3, !dbg !276
  %.3 = load i16, ptr addrspace(1) %t5, align 2, !dbg !276, !amdgpu.noclobber !6
  %t812 = add nsw i64 %t3, 256, !dbg !276
  %t1013 = icmp slt i64 %t812, %a0, !dbg !276
  br i1 %t1013, label %b3, label %b5, !dbg !276

b3:                                               ; preds = %b1, %b3
  %t815 = phi i64 [ %t8, %b3 ], [ %t812, %b1 ]
  %t914 = phi i16 [ %.22, %b3 ], [ %.3, %b1 ]
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t815, !dbg !276
  %.4 = load i16, ptr addrspace(1) %t11, align 2, !dbg !276, !amdgpu.noclobber !6
  %0 = insertelement <2 x i16> poison, i16 %t914, i64 0, !dbg !277
  %1 = insertelement <2 x i16> %0, i16 %.4, i64 1, !dbg !277
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !277
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !277
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !277
  %5 = extractelement <2 x float> %4, i64 0, !dbg !277
  %6 = extractelement <2 x float> %4, i64 1, !dbg !277
  %t15 = fdiv float %5, %6, !dbg !277
  %.11 = bitcast float %t15 to i32, !dbg !277
  %.12 = and i32 %.11, 2147483647, !dbg !277
  %.13 = icmp ugt i32 %.12, 2139095040, !dbg !277
  %.14 = lshr i32 %.11, 16, !dbg !277
  %.15 = and i32 %.14, 1, !dbg !277
  %.16 = add i32 %.11, 32767, !dbg !277
  %.17 = add i32 %.16, %.15, !dbg !277
  %.18 = lshr i32 %.17, 16, !dbg !277
  %.20 = or i32 %.14, 64, !dbg !277
  %.21 = select i1 %.13, i32 %.20, i32 %.18, !dbg !277
  %.22 = trunc i32 %.21 to i16, !dbg !277
  %t8 = add i64 %t815, 256, !dbg !276
  %t10 = icmp slt i64 %t8, %a0, !dbg !276
  br i1 %t10, label %b3, label %b5, !dbg !276

b5:                                               ; preds = %b3, %b1, %entry
  %t18 = phi i16 [ 0, %entry ], [ %.3, %b1 ], [ %.22, %b3 ]
  %t19 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.0, i32 %.2, !dbg !276
  store i16 %t18, ptr addrspace(3) %t19, align 2, !dbg !276
  %t20 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.1, i32 %.2, !dbg !276
  %.23 = zext i1 %t4 to i8, !dbg !276
  store i8 %.23, ptr addrspace(3) %t20, align 1, !dbg !276
  fence syncscope("workgroup") release, !dbg !276
  tail call void @llvm.amdgcn.s.barrier(), !dbg !276
  fence syncscope("workgroup") acquire, !dbg !276
  %t21 = icmp slt i32 %.2, 128, !dbg !276
  br i1 %t21, label %b6, label %b11, !dbg !276

b6:                                               ; preds = %b5
  %t22 = add nsw i32 %.2, 128, !dbg !276
  %t23 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.0, i32 %t22, !dbg !276
  %.24 = load i16, ptr addrspace(3) %t23, align 2, !dbg !276
  %t25 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.1, i32 %t22, !dbg !276
  %.25 = load i8, ptr addrspace(3) %t25, align 1, !dbg !276
  %.26.not11 = icmp eq i8 %.25, 0, !dbg !276
  %t4.not = xor i1 %t4, true, !dbg !276
  %brmerge = select i1 %.26.not11, i1 true, i1 %t4.not, !dbg !276
  %t18.mux = select i1 %.26.not11, i16 %t18, i16 %.24, !dbg !276
  %not..26.not11 = xor i1 %.26.not11, true, !dbg !276
  %t4.mux = select i1 %not..26.not11, i1 true, i1 %t4, !dbg !276
  br i1 %brmerge, label %b10, label %b8, !dbg !276

b8:                                               ; preds = %b6
  %.27 = zext i16 %t18 to i32, !dbg !277
  %.28 = shl nuw i32 %.27, 16, !dbg !277
  %.29 = bitcast i32 %.28 to float, !dbg !277
  %.30 = zext i16 %.24 to i32, !dbg !277
  %.31 = shl nuw i32 %.30, 16, !dbg !277
  %.32 = bitcast i32 %.31 to float, !dbg !277
  %t29 = fdiv float %.29, %.32, !dbg !277
  %.33 = bitcast float %t29 to i32, !dbg !277
  %.34 = and i32 %.33, 2147483647, !dbg !277
  %.35 = icmp ugt i32 %.34, 2139095040, !dbg !277
  %.36 = lshr i32 %.33, 16, !dbg !277
  %.37 = and i32 %.36, 1, !dbg !277
  %.38 = add i32 %.33, 32767, !dbg !277
  %.39 = add i32 %.38, %.37, !dbg !277
  %.40 = lshr i32 %.39, 16, !dbg !277
  %.42 = or i32 %.36, 64, !dbg !277
  %.43 = select i1 %.35, i32 %.42, i32 %.40, !dbg !277
  %.44 = trunc i32 %.43 to i16, !dbg !277
  br label %b10, !dbg !276

b10:                                              ; preds = %b6, %b8
  %t32 = phi i16 [ %t18.mux, %b6 ], [ %.44, %b8 ]
  %t33 = phi i1 [ %t4.mux, %b6 ], [ true, %b8 ]
  store i16 %t32, ptr addrspace(3) %t19, align 2, !dbg !276
  %.45 = zext i1 %t33 to i8, !dbg !276
  store i8 %.45, ptr addrspace(3) %t20, align 1, !dbg !276
  br label %b11, !dbg !276

b11:                                              ; preds = %b10, %b5
  %t34 = phi i16 [ %t32, %b10 ], [ %t18, %b5 ]
  %t35 = phi i1 [ %t33, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !276
  tail call void @llvm.amdgcn.s.barrier(), !dbg !276
  fence syncscope("workgroup") acquire, !dbg !276
  %t36 = icmp slt i32 %.2, 64, !dbg !276
  br i1 %t36, label %b12, label %b17, !dbg !276

b12:                                              ; preds = %b11
  %t37 = add nsw i32 %.2, 64, !dbg !276
  %t38 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.0, i32 %t37, !dbg !276
  %.46 = load i16, ptr addrspace(3) %t38, align 2, !dbg !276
  %t40 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.1, i32 %t37, !dbg !276
  %.47 = load i8, ptr addrspace(3) %t40, align 1, !dbg !276
  %.48.not10 = icmp eq i8 %.47, 0, !dbg !276
  %t35.not = xor i1 %t35, true, !dbg !276
  %brmerge1 = select i1 %.48.not10, i1 true, i1 %t35.not, !dbg !276
  %t34.mux = select i1 %.48.not10, i16 %t34, i16 %.46, !dbg !276
  %not..48.not10 = xor i1 %.48.not10, true, !dbg !276
  %t35.mux = select i1 %not..48.not10, i1 true, i1 %t35, !dbg !276
  br i1 %brmerge1, label %b16, label %b14, !dbg !276

b14:                                              ; preds = %b12
  %.49 = zext i16 %t34 to i32, !dbg !277
  %.50 = shl nuw i32 %.49, 16, !dbg !277
  %.51 = bitcast i32 %.50 to float, !dbg !277
  %.52 = zext i16 %.46 to i32, !dbg !277
  %.53 = shl nuw i32 %.52, 16, !dbg !277
  %.54 = bitcast i32 %.53 to float, !dbg !277
  %t44 = fdiv float %.51, %.54, !dbg !277
  %.55 = bitcast float %t44 to i32, !dbg !277
  %.56 = and i32 %.55, 2147483647, !dbg !277
  %.57 = icmp ugt i32 %.56, 2139095040, !dbg !277
  %.58 = lshr i32 %.55, 16, !dbg !277
  %.59 = and i32 %.58, 1, !dbg !277
  %.60 = add i32 %.55, 32767, !dbg !277
  %.61 = add i32 %.60, %.59, !dbg !277
  %.62 = lshr i32 %.61, 16, !dbg !277
  %.64 = or i32 %.58, 64, !dbg !277
  %.65 = select i1 %.57, i32 %.64, i32 %.62, !dbg !277
  %.66 = trunc i32 %.65 to i16, !dbg !277
  br label %b16, !dbg !276

b16:                                              ; preds = %b12, %b14
  %t47 = phi i16 [ %t34.mux, %b12 ], [ %.66, %b14 ]
  %t48 = phi i1 [ %t35.mux, %b12 ], [ true, %b14 ]
  store i16 %t47, ptr addrspace(3) %t19, align 2, !dbg !276
  %.67 = zext i1 %t48 to i8, !dbg !276
  store i8 %.67, ptr addrspace(3) %t20, align 1, !dbg !276
  br label %b17, !dbg !276

b17:                                              ; preds = %b16, %b11
  %t49 = phi i16 [ %t47, %b16 ], [ %t34, %b11 ]
  %t50 = phi i1 [ %t48, %b16 ], [ %t35, %b11 ]
  fence syncscope("workgroup") release, !dbg !276
  tail call void @llvm.amdgcn.s.barrier(), !dbg !276
  fence syncscope("workgroup") acquire, !dbg !276
  %t51 = icmp slt i32 %.2, 32, !dbg !276
  br i1 %t51, label %b18, label %b23, !dbg !276

b18:                                              ; preds = %b17
  %t52 = add nsw i32 %.2, 32, !dbg !276
  %t53 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.0, i32 %t52, !dbg !276
  %.68 = load i16, ptr addrspace(3) %t53, align 2, !dbg !276
  %t55 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.1, i32 %t52, !dbg !276
  %.69 = load i8, ptr addrspace(3) %t55, align 1, !dbg !276
  %.70.not9 = icmp eq i8 %.69, 0, !dbg !276
  %t50.not = xor i1 %t50, true, !dbg !276
  %brmerge2 = select i1 %.70.not9, i1 true, i1 %t50.not, !dbg !276
  %t49.mux = select i1 %.70.not9, i16 %t49, i16 %.68, !dbg !276
  %not..70.not9 = xor i1 %.70.not9, true, !dbg !276
  %t50.mux = select i1 %not..70.not9, i1 true, i1 %t50, !dbg !276
  br i1 %brmerge2, label %b23, label %b20, !dbg !276

b20:                                              ; preds = %b18
  %.71 = zext i16 %t49 to i32, !dbg !277
  %.72 = shl nuw i32 %.71, 16, !dbg !277
  %.73 = bitcast i32 %.72 to float, !dbg !277
  %.74 = zext i16 %.68 to i32, !dbg !277
  %.75 = shl nuw i32 %.74, 16, !dbg !277
  %.76 = bitcast i32 %.75 to float, !dbg !277
  %t59 = fdiv float %.73, %.76, !dbg !277
  %.77 = bitcast float %t59 to i32, !dbg !277
  %.78 = and i32 %.77, 2147483647, !dbg !277
  %.79 = icmp ugt i32 %.78, 2139095040, !dbg !277
  %.80 = lshr i32 %.77, 16, !dbg !277
  %.81 = and i32 %.80, 1, !dbg !277
  %.82 = add i32 %.77, 32767, !dbg !277
  %.83 = add i32 %.82, %.81, !dbg !277
  %.84 = lshr i32 %.83, 16, !dbg !277
  %.86 = or i32 %.80, 64, !dbg !277
  %.87 = select i1 %.79, i32 %.86, i32 %.84, !dbg !277
  %.88 = trunc i32 %.87 to i16, !dbg !277
  br label %b23, !dbg !276

b23:                                              ; preds = %b18, %b20, %b17
  %t64 = phi i16 [ %t49, %b17 ], [ %t49.mux, %b18 ], [ %.88, %b20 ]
  %t65 = phi i1 [ %t50, %b17 ], [ %t50.mux, %b18 ], [ true, %b20 ]
  br i1 %t51, label %b24, label %b45, !dbg !276

b24:                                              ; preds = %b23
  %.90 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !276
  %.91 = zext i32 %.90 to i64, !dbg !276
  %.92 = add nuw nsw i64 %.91, 16, !dbg !276
  %.93 = icmp ult i32 %.90, 16, !dbg !276
  %.94 = tail call i32 @llvm.read_register.i32(metadata !238) #13, !dbg !276
  %.95 = zext i32 %.94 to i64, !dbg !276
  %.96 = and i64 %.92, 31, !dbg !276
  %7 = shl nuw nsw i64 1, %.96, !dbg !276
  %8 = and i64 %7, %.95, !dbg !276
  %.98 = icmp ne i64 %8, 0, !dbg !276
  %.99 = and i1 %.93, %.98, !dbg !276
  %.100 = trunc i64 %.92 to i32, !dbg !276
  %.101 = shl i32 %.100, 2, !dbg !276
  %.102 = zext i16 %t64 to i32, !dbg !276
  %.103 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.101, i32 %.102), !dbg !276
  %.104 = trunc i32 %.103 to i16, !dbg !276
  %t66 = select i1 %.99, i16 %.104, i16 %t64, !dbg !276
  %.118 = zext i1 %t65 to i32, !dbg !276
  %.119 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.101, i32 %.118), !dbg !276
  %9 = and i32 %.119, 1, !dbg !276
  %.120 = icmp ne i32 %9, 0, !dbg !276
  %t67 = select i1 %.99, i1 %.120, i1 %t65, !dbg !276
  %t68 = icmp slt i32 %.2, 16, !dbg !276
  %t69 = and i1 %t68, %t67, !dbg !276
  %10 = select i1 %t69, i1 %t65, i1 false, !dbg !276
  %t64.mux = select i1 %t69, i16 %t66, i16 %t64, !dbg !276
  %t65.mux = select i1 %t69, i1 true, i1 %t65, !dbg !276
  br i1 %10, label %b26, label %b28, !dbg !276

b26:                                              ; preds = %b24
  %.122 = shl nuw i32 %.102, 16, !dbg !277
  %.123 = bitcast i32 %.122 to float, !dbg !277
  %.124 = zext i16 %t66 to i32, !dbg !277
  %.125 = shl nuw i32 %.124, 16, !dbg !277
  %.126 = bitcast i32 %.125 to float, !dbg !277
  %t72 = fdiv float %.123, %.126, !dbg !277
  %.127 = bitcast float %t72 to i32, !dbg !277
  %.128 = and i32 %.127, 2147483647, !dbg !277
  %.129 = icmp ugt i32 %.128, 2139095040, !dbg !277
  %.130 = lshr i32 %.127, 16, !dbg !277
  %.131 = and i32 %.130, 1, !dbg !277
  %.132 = add i32 %.127, 32767, !dbg !277
  %.133 = add i32 %.132, %.131, !dbg !277
  %.134 = lshr i32 %.133, 16, !dbg !277
  %.136 = or i32 %.130, 64, !dbg !277
  %.137 = select i1 %.129, i32 %.136, i32 %.134, !dbg !277
  %.138 = trunc i32 %.137 to i16, !dbg !277
  br label %b28, !dbg !276

b28:                                              ; preds = %b24, %b26
  %t75 = phi i16 [ %t64.mux, %b24 ], [ %.138, %b26 ]
  %t76 = phi i1 [ %t65.mux, %b24 ], [ true, %b26 ]
  %.142 = add nuw nsw i64 %.91, 8, !dbg !276
  %.143 = icmp ult i32 %.90, 24, !dbg !276
  %.146 = and i64 %.142, 31, !dbg !276
  %11 = shl nuw nsw i64 1, %.146, !dbg !276
  %12 = and i64 %11, %.95, !dbg !276
  %.148 = icmp ne i64 %12, 0, !dbg !276
  %.149 = and i1 %.143, %.148, !dbg !276
  %.150 = trunc i64 %.142 to i32, !dbg !276
  %.151 = shl i32 %.150, 2, !dbg !276
  %.152 = zext i16 %t75 to i32, !dbg !276
  %.153 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.151, i32 %.152), !dbg !276
  %.154 = trunc i32 %.153 to i16, !dbg !276
  %t77 = select i1 %.149, i16 %.154, i16 %t75, !dbg !276
  %.168 = zext i1 %t76 to i32, !dbg !276
  %.169 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.151, i32 %.168), !dbg !276
  %13 = and i32 %.169, 1, !dbg !276
  %.170 = icmp ne i32 %13, 0, !dbg !276
  %t78 = select i1 %.149, i1 %.170, i1 %t76, !dbg !276
  %t79 = icmp slt i32 %.2, 24, !dbg !276
  %t80 = and i1 %t79, %t78, !dbg !276
  %14 = select i1 %t80, i1 %t76, i1 false, !dbg !276
  %t75.mux = select i1 %t80, i16 %t77, i16 %t75, !dbg !276
  %t76.mux = select i1 %t80, i1 true, i1 %t76, !dbg !276
  br i1 %14, label %b30, label %b32, !dbg !276

b30:                                              ; preds = %b28
  %.172 = shl nuw i32 %.152, 16, !dbg !277
  %.173 = bitcast i32 %.172 to float, !dbg !277
  %.174 = zext i16 %t77 to i32, !dbg !277
  %.175 = shl nuw i32 %.174, 16, !dbg !277
  %.176 = bitcast i32 %.175 to float, !dbg !277
  %t83 = fdiv float %.173, %.176, !dbg !277
  %.177 = bitcast float %t83 to i32, !dbg !277
  %.178 = and i32 %.177, 2147483647, !dbg !277
  %.179 = icmp ugt i32 %.178, 2139095040, !dbg !277
  %.180 = lshr i32 %.177, 16, !dbg !277
  %.181 = and i32 %.180, 1, !dbg !277
  %.182 = add i32 %.177, 32767, !dbg !277
  %.183 = add i32 %.182, %.181, !dbg !277
  %.184 = lshr i32 %.183, 16, !dbg !277
  %.186 = or i32 %.180, 64, !dbg !277
  %.187 = select i1 %.179, i32 %.186, i32 %.184, !dbg !277
  %.188 = trunc i32 %.187 to i16, !dbg !277
  br label %b32, !dbg !276

b32:                                              ; preds = %b28, %b30
  %t86 = phi i16 [ %t75.mux, %b28 ], [ %.188, %b30 ]
  %t87 = phi i1 [ %t76.mux, %b28 ], [ true, %b30 ]
  %.192 = add nuw nsw i64 %.91, 4, !dbg !276
  %.193 = icmp ult i32 %.90, 28, !dbg !276
  %.196 = and i64 %.192, 31, !dbg !276
  %15 = shl nuw nsw i64 1, %.196, !dbg !276
  %16 = and i64 %15, %.95, !dbg !276
  %.198 = icmp ne i64 %16, 0, !dbg !276
  %.199 = and i1 %.193, %.198, !dbg !276
  %.200 = trunc i64 %.192 to i32, !dbg !276
  %.201 = shl i32 %.200, 2, !dbg !276
  %.202 = zext i16 %t86 to i32, !dbg !276
  %.203 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.201, i32 %.202), !dbg !276
  %.204 = trunc i32 %.203 to i16, !dbg !276
  %t88 = select i1 %.199, i16 %.204, i16 %t86, !dbg !276
  %.218 = zext i1 %t87 to i32, !dbg !276
  %.219 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.201, i32 %.218), !dbg !276
  %17 = and i32 %.219, 1, !dbg !276
  %.220 = icmp ne i32 %17, 0, !dbg !276
  %t89 = select i1 %.199, i1 %.220, i1 %t87, !dbg !276
  %t90 = icmp slt i32 %.2, 28, !dbg !276
  %t91 = and i1 %t90, %t89, !dbg !276
  %18 = select i1 %t91, i1 %t87, i1 false, !dbg !276
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !276
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !276
  br i1 %18, label %b34, label %b36, !dbg !276

b34:                                              ; preds = %b32
  %.222 = shl nuw i32 %.202, 16, !dbg !277
  %.223 = bitcast i32 %.222 to float, !dbg !277
  %.224 = zext i16 %t88 to i32, !dbg !277
  %.225 = shl nuw i32 %.224, 16, !dbg !277
  %.226 = bitcast i32 %.225 to float, !dbg !277
  %t94 = fdiv float %.223, %.226, !dbg !277
  %.227 = bitcast float %t94 to i32, !dbg !277
  %.228 = and i32 %.227, 2147483647, !dbg !277
  %.229 = icmp ugt i32 %.228, 2139095040, !dbg !277
  %.230 = lshr i32 %.227, 16, !dbg !277
  %.231 = and i32 %.230, 1, !dbg !277
  %.232 = add i32 %.227, 32767, !dbg !277
  %.233 = add i32 %.232, %.231, !dbg !277
  %.234 = lshr i32 %.233, 16, !dbg !277
  %.236 = or i32 %.230, 64, !dbg !277
  %.237 = select i1 %.229, i32 %.236, i32 %.234, !dbg !277
  %.238 = trunc i32 %.237 to i16, !dbg !277
  br label %b36, !dbg !276

b36:                                              ; preds = %b32, %b34
  %t97 = phi i16 [ %t86.mux, %b32 ], [ %.238, %b34 ]
  %t98 = phi i1 [ %t87.mux, %b32 ], [ true, %b34 ]
  %.242 = add nuw nsw i64 %.91, 2, !dbg !276
  %.243 = icmp ult i32 %.90, 30, !dbg !276
  %.246 = and i64 %.242, 31, !dbg !276
  %19 = shl nuw nsw i64 1, %.246, !dbg !276
  %20 = and i64 %19, %.95, !dbg !276
  %.248 = icmp ne i64 %20, 0, !dbg !276
  %.249 = and i1 %.243, %.248, !dbg !276
  %.250 = trunc i64 %.242 to i32, !dbg !276
  %.251 = shl i32 %.250, 2, !dbg !276
  %.252 = zext i16 %t97 to i32, !dbg !276
  %.253 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.251, i32 %.252), !dbg !276
  %.254 = trunc i32 %.253 to i16, !dbg !276
  %t99 = select i1 %.249, i16 %.254, i16 %t97, !dbg !276
  %.268 = zext i1 %t98 to i32, !dbg !276
  %.269 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.251, i32 %.268), !dbg !276
  %21 = and i32 %.269, 1, !dbg !276
  %.270 = icmp ne i32 %21, 0, !dbg !276
  %t100 = select i1 %.249, i1 %.270, i1 %t98, !dbg !276
  %t101 = icmp slt i32 %.2, 30, !dbg !276
  %t102 = and i1 %t101, %t100, !dbg !276
  %22 = select i1 %t102, i1 %t98, i1 false, !dbg !276
  %t97.mux = select i1 %t102, i16 %t99, i16 %t97, !dbg !276
  %t98.mux = select i1 %t102, i1 true, i1 %t98, !dbg !276
  br i1 %22, label %b38, label %b40, !dbg !276

b38:                                              ; preds = %b36
  %.272 = shl nuw i32 %.252, 16, !dbg !277
  %.273 = bitcast i32 %.272 to float, !dbg !277
  %.274 = zext i16 %t99 to i32, !dbg !277
  %.275 = shl nuw i32 %.274, 16, !dbg !277
  %.276 = bitcast i32 %.275 to float, !dbg !277
  %t105 = fdiv float %.273, %.276, !dbg !277
  %.277 = bitcast float %t105 to i32, !dbg !277
  %.278 = and i32 %.277, 2147483647, !dbg !277
  %.279 = icmp ugt i32 %.278, 2139095040, !dbg !277
  %.280 = lshr i32 %.277, 16, !dbg !277
  %.281 = and i32 %.280, 1, !dbg !277
  %.282 = add i32 %.277, 32767, !dbg !277
  %.283 = add i32 %.282, %.281, !dbg !277
  %.284 = lshr i32 %.283, 16, !dbg !277
  %.286 = or i32 %.280, 64, !dbg !277
  %.287 = select i1 %.279, i32 %.286, i32 %.284, !dbg !277
  %.288 = trunc i32 %.287 to i16, !dbg !277
  br label %b40, !dbg !276

b40:                                              ; preds = %b36, %b38
  %t108 = phi i16 [ %t97.mux, %b36 ], [ %.288, %b38 ]
  %t109 = phi i1 [ %t98.mux, %b36 ], [ true, %b38 ]
  %.292 = add nuw nsw i64 %.91, 1, !dbg !276
  %.293 = icmp ult i32 %.90, 31, !dbg !276
  %.296 = and i64 %.292, 31, !dbg !276
  %23 = shl nuw nsw i64 1, %.296, !dbg !276
  %24 = and i64 %23, %.95, !dbg !276
  %.298 = icmp ne i64 %24, 0, !dbg !276
  %.299 = and i1 %.293, %.298, !dbg !276
  %.300 = trunc i64 %.292 to i32, !dbg !276
  %.301 = shl i32 %.300, 2, !dbg !276
  %.302 = zext i16 %t108 to i32, !dbg !276
  %.303 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.301, i32 %.302), !dbg !276
  %.304 = trunc i32 %.303 to i16, !dbg !276
  %t110 = select i1 %.299, i16 %.304, i16 %t108, !dbg !276
  %.318 = zext i1 %t109 to i32, !dbg !276
  %.319 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.301, i32 %.318), !dbg !276
  %25 = and i32 %.319, 1, !dbg !276
  %.320 = icmp ne i32 %25, 0, !dbg !276
  %t111 = select i1 %.299, i1 %.320, i1 %t109, !dbg !276
  %t112 = icmp slt i32 %.2, 31, !dbg !276
  %t113 = and i1 %t112, %t111, !dbg !276
  %26 = select i1 %t113, i1 %t109, i1 false, !dbg !276
  %t108.mux = select i1 %t113, i16 %t110, i16 %t108, !dbg !276
  %t109.mux = select i1 %t113, i1 true, i1 %t109, !dbg !276
  br i1 %26, label %b42, label %b45, !dbg !276

b42:                                              ; preds = %b40
  %.322 = shl nuw i32 %.302, 16, !dbg !277
  %.323 = bitcast i32 %.322 to float, !dbg !277
  %.324 = zext i16 %t110 to i32, !dbg !277
  %.325 = shl nuw i32 %.324, 16, !dbg !277
  %.326 = bitcast i32 %.325 to float, !dbg !277
  %t116 = fdiv float %.323, %.326, !dbg !277
  %.327 = bitcast float %t116 to i32, !dbg !277
  %.328 = and i32 %.327, 2147483647, !dbg !277
  %.329 = icmp ugt i32 %.328, 2139095040, !dbg !277
  %.330 = lshr i32 %.327, 16, !dbg !277
  %.331 = and i32 %.330, 1, !dbg !277
  %.332 = add i32 %.327, 32767, !dbg !277
  %.333 = add i32 %.332, %.331, !dbg !277
  %.334 = lshr i32 %.333, 16, !dbg !277
  %.336 = or i32 %.330, 64, !dbg !277
  %.337 = select i1 %.329, i32 %.336, i32 %.334, !dbg !277
  %.338 = trunc i32 %.337 to i16, !dbg !277
  br label %b45, !dbg !276

b45:                                              ; preds = %b40, %b42, %b23
  %t121 = phi i16 [ %t64, %b23 ], [ %t108.mux, %b40 ], [ %.338, %b42 ]
  %t122 = phi i1 [ %t65, %b23 ], [ %t109.mux, %b40 ], [ true, %b42 ]
  %t123 = icmp eq i32 %.2, 0, !dbg !276
  br i1 %t123, label %b46, label %b52, !dbg !276

b46:                                              ; preds = %b45
  %27 = select i1 %t122, i1 %.1, i1 false, !dbg !276
  %a3.mux = select i1 %t122, i16 %t121, i16 %a3, !dbg !276
  %.1.mux = select i1 %t122, i1 true, i1 %.1, !dbg !276
  br i1 %27, label %b48, label %b50, !dbg !276

b48:                                              ; preds = %b46
  %.339 = zext i16 %a3 to i32, !dbg !277
  %.340 = shl nuw i32 %.339, 16, !dbg !277
  %.341 = bitcast i32 %.340 to float, !dbg !277
  %.342 = zext i16 %t121 to i32, !dbg !277
  %.343 = shl nuw i32 %.342, 16, !dbg !277
  %.344 = bitcast i32 %.343 to float, !dbg !277
  %t126 = fdiv float %.341, %.344, !dbg !277
  %.345 = bitcast float %t126 to i32, !dbg !277
  %.346 = and i32 %.345, 2147483647, !dbg !277
  %.347 = icmp ugt i32 %.346, 2139095040, !dbg !277
  %.348 = lshr i32 %.345, 16, !dbg !277
  %.349 = and i32 %.348, 1, !dbg !277
  %.350 = add i32 %.345, 32767, !dbg !277
  %.351 = add i32 %.350, %.349, !dbg !277
  %.352 = lshr i32 %.351, 16, !dbg !277
  %.354 = or i32 %.348, 64, !dbg !277
  %.355 = select i1 %.347, i32 %.354, i32 %.352, !dbg !277
  %.356 = trunc i32 %.355 to i16, !dbg !277
  br label %b50, !dbg !276

b50:                                              ; preds = %b46, %b48
  %t129 = phi i16 [ %a3.mux, %b46 ], [ %.356, %b48 ]
  %t130 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t130, label %b51, label %b52, !dbg !276

b51:                                              ; preds = %b50
  store i16 %t129, ptr addrspace(1) %a2, align 2, !dbg !276
  br label %b52, !dbg !276

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !276
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Square_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i16 %a2, ptr addrspace(1) %a3) local_unnamed_addr #4 !dbg !278 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !279
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !279
  %t2 = sext i32 %.1 to i64, !dbg !279
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !279
  %t4 = sext i32 %.2 to i64, !dbg !279
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !279
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !279
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !279, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !279
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !279
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !279, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !279
  %.15 = add i32 %.14, %.9, !dbg !279
  %.16 = udiv i32 %.15, %.6, !dbg !279
  %t8 = sext i32 %.16 to i64, !dbg !279
  %t9 = mul nsw i64 %t6, %t4, !dbg !279
  %t10 = add nsw i64 %t9, %t2, !dbg !279
  %t11 = mul nsw i64 %t8, %t6, !dbg !279
  %t12 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !279
  %t15 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !279
  %0 = or i64 %t15, %t12, !dbg !279
  %1 = and i64 %0, 3, !dbg !279
  %2 = icmp eq i64 %1, 0, !dbg !279
  %t19 = ashr i64 %a0, 1, !dbg !279
  %t231 = icmp slt i64 %t10, %t19, !dbg !279
  %or.cond = select i1 %2, i1 %t231, i1 false, !dbg !279
  br i1 %or.cond, label %b3, label %b6, !dbg !279

b3:                                               ; preds = %entry, %b5
  %t222 = phi i64 [ %t39, %b5 ], [ %t10, %entry ]
  br i1 %t0.not, label %b5, label %b4, !dbg !279

b4:                                               ; preds = %b3
  %t24 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t222, !dbg !279
  %.17 = load i32, ptr addrspace(1) %t24, align 4, !dbg !279
  %t27 = trunc i32 %.17 to i16, !dbg !279
  %t28 = lshr i32 %.17, 16, !dbg !279
  %t29 = trunc i32 %t28 to i16, !dbg !279
  br label %b5, !dbg !279

b5:                                               ; preds = %b4, %b3
  %t30 = phi i16 [ %t27, %b4 ], [ %a2, %b3 ]
  %t31 = phi i16 [ %t29, %b4 ], [ %a2, %b3 ]
  %.18 = zext i16 %t30 to i32, !dbg !280
  %.19 = shl nuw i32 %.18, 16, !dbg !280
  %.20 = bitcast i32 %.19 to float, !dbg !280
  %.24 = fmul float %.20, %.20, !dbg !280
  %.25 = bitcast float %.24 to i32, !dbg !280
  %.26 = and i32 %.25, 2147483647, !dbg !280
  %.27 = icmp ugt i32 %.26, 2139095040, !dbg !280
  %.28 = lshr i32 %.25, 16, !dbg !280
  %.29 = and i32 %.28, 1, !dbg !280
  %.30 = add i32 %.25, 32767, !dbg !280
  %.31 = add i32 %.30, %.29, !dbg !280
  %.32 = lshr i32 %.31, 16, !dbg !280
  %.34 = or i32 %.28, 64, !dbg !280
  %.35 = select i1 %.27, i32 %.34, i32 %.32, !dbg !280
  %.37 = zext i16 %t31 to i32, !dbg !280
  %.38 = shl nuw i32 %.37, 16, !dbg !280
  %.39 = bitcast i32 %.38 to float, !dbg !280
  %.43 = fmul float %.39, %.39, !dbg !280
  %.44 = bitcast float %.43 to i32, !dbg !280
  %.45 = and i32 %.44, 2147483647, !dbg !280
  %.46 = icmp ugt i32 %.45, 2139095040, !dbg !280
  %.47 = lshr i32 %.44, 16, !dbg !280
  %.48 = and i32 %.47, 1, !dbg !280
  %.49 = add i32 %.44, 32767, !dbg !280
  %.50 = add i32 %.49, %.48, !dbg !280
  %.51 = lshr i32 %.50, 16, !dbg !280
  %.53 = or i32 %.47, 64, !dbg !280
  %.54 = select i1 %.46, i32 %.53, i32 %.51, !dbg !280
  %t36 = shl nuw i32 %.54, 16, !dbg !279
  %t37 = or i32 %t36, %.35, !dbg !279
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t222, !dbg !279
  store i32 %t37, ptr addrspace(1) %t38, align 4, !dbg !279
  %t39 = add i64 %t222, %t11, !dbg !279
  %t23 = icmp slt i64 %t39, %t19, !dbg !279
  br i1 %t23, label %b3, label %b6, !dbg !279

b6:                                               ; preds = %b5, %entry
  %t40 = and i64 %a0, -2, !dbg !279
  %t41 = select i1 %2, i64 %t40, i64 0, !dbg !279
  %t42 = add i64 %t10, %t41, !dbg !279
  %t443 = icmp slt i64 %t42, %a0, !dbg !279
  br i1 %t443, label %b8, label %b11, !dbg !279

b8:                                               ; preds = %b6, %b10
  %t434 = phi i64 [ %t50, %b10 ], [ %t42, %b6 ]
  br i1 %t0.not, label %b10, label %b9, !dbg !279

b9:                                               ; preds = %b8
  %t45 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t434, !dbg !279
  %.56 = load i16, ptr addrspace(1) %t45, align 2, !dbg !279
  br label %b10, !dbg !279

b10:                                              ; preds = %b9, %b8
  %t47 = phi i16 [ %.56, %b9 ], [ %a2, %b8 ]
  %.57 = zext i16 %t47 to i32, !dbg !280
  %.58 = shl nuw i32 %.57, 16, !dbg !280
  %.59 = bitcast i32 %.58 to float, !dbg !280
  %.63 = fmul float %.59, %.59, !dbg !280
  %.64 = bitcast float %.63 to i32, !dbg !280
  %.65 = and i32 %.64, 2147483647, !dbg !280
  %.66 = icmp ugt i32 %.65, 2139095040, !dbg !280
  %.67 = lshr i32 %.64, 16, !dbg !280
  %.68 = and i32 %.67, 1, !dbg !280
  %.69 = add i32 %.64, 32767, !dbg !280
  %.70 = add i32 %.69, %.68, !dbg !280
  %.71 = lshr i32 %.70, 16, !dbg !280
  %.73 = or i32 %.67, 64, !dbg !280
  %.74 = select i1 %.66, i32 %.73, i32 %.71, !dbg !280
  %.75 = trunc i32 %.74 to i16, !dbg !280
  %t49 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t434, !dbg !279
  store i16 %.75, ptr addrspace(1) %t49, align 2, !dbg !279
  %t50 = add i64 %t434, %t11, !dbg !279
  %t44 = icmp slt i64 %t50, %a0, !dbg !279
  br i1 %t44, label %b8, label %b11, !dbg !279

b11:                                              ; preds = %b10, %b6
  ret void, !dbg !279
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Square_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #4 !dbg !281 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !282
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !282
  %t2 = sext i32 %.1 to i64, !dbg !282
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !282
  %t4 = sext i32 %.2 to i64, !dbg !282
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !282
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !282
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !282, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !282
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !282
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !282, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !282
  %.15 = add i32 %.14, %.9, !dbg !282
  %.16 = udiv i32 %.15, %.6, !dbg !282
  %t8 = sext i32 %.16 to i64, !dbg !282
  %t9 = mul nsw i64 %t6, %t4, !dbg !282
  %t10 = add nsw i64 %t9, %t2, !dbg !282
  %t11 = mul nsw i64 %t8, %t6, !dbg !282
  %t12 = icmp sgt i64 %a1, 7, !dbg !282
  %t14 = icmp sgt i64 %a1, 6, !dbg !282
  %t16 = icmp sgt i64 %a1, 5, !dbg !282
  %t18 = icmp sgt i64 %a1, 4, !dbg !282
  %t20 = icmp sgt i64 %a1, 3, !dbg !282
  %t22 = icmp sgt i64 %a1, 2, !dbg !282
  %t24 = icmp sgt i64 %a1, 1, !dbg !282
  %t26 = icmp sgt i64 %a1, 0, !dbg !282
  %t281 = icmp slt i64 %t10, %a0, !dbg !282
  br i1 %t281, label %b2, label %b21, !dbg !282

b2:                                               ; preds = %entry, %b20
  %t272 = phi i64 [ %t122, %b20 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !282

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t272, %a9, !dbg !282
  %t32 = mul i64 %t30, %a9, !dbg !282
  %t33 = sub nuw i64 %t272, %t32, !dbg !282
  %t34 = mul i64 %t33, %a19, !dbg !282
  %t35 = mul i64 %t33, %a28, !dbg !282
  br label %b4, !dbg !282

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t272, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !282

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !282
  %t42 = mul i64 %t40, %a8, !dbg !282
  %t43 = sub i64 %t36, %t42, !dbg !282
  %t44 = mul i64 %t43, %a18, !dbg !282
  %t45 = add i64 %t44, %t37, !dbg !282
  %t46 = mul i64 %t43, %a27, !dbg !282
  %t47 = add i64 %t46, %t38, !dbg !282
  br label %b6, !dbg !282

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !282

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !282
  %t54 = mul i64 %t52, %a7, !dbg !282
  %t55 = sub i64 %t48, %t54, !dbg !282
  %t56 = mul i64 %t55, %a17, !dbg !282
  %t57 = add i64 %t56, %t49, !dbg !282
  %t58 = mul i64 %t55, %a26, !dbg !282
  %t59 = add i64 %t58, %t50, !dbg !282
  br label %b8, !dbg !282

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !282

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !282
  %t66 = mul i64 %t64, %a6, !dbg !282
  %t67 = sub i64 %t60, %t66, !dbg !282
  %t68 = mul i64 %t67, %a16, !dbg !282
  %t69 = add i64 %t68, %t61, !dbg !282
  %t70 = mul i64 %t67, %a25, !dbg !282
  %t71 = add i64 %t70, %t62, !dbg !282
  br label %b10, !dbg !282

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !282

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !282
  %t78 = mul i64 %t76, %a5, !dbg !282
  %t79 = sub i64 %t72, %t78, !dbg !282
  %t80 = mul i64 %t79, %a15, !dbg !282
  %t81 = add i64 %t80, %t73, !dbg !282
  %t82 = mul i64 %t79, %a24, !dbg !282
  %t83 = add i64 %t82, %t74, !dbg !282
  br label %b12, !dbg !282

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !282

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !282
  %t90 = mul i64 %t88, %a4, !dbg !282
  %t91 = sub i64 %t84, %t90, !dbg !282
  %t92 = mul i64 %t91, %a14, !dbg !282
  %t93 = add i64 %t92, %t85, !dbg !282
  %t94 = mul i64 %t91, %a23, !dbg !282
  %t95 = add i64 %t94, %t86, !dbg !282
  br label %b14, !dbg !282

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !282

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !282
  %t102 = mul i64 %t100, %a3, !dbg !282
  %t103 = sub i64 %t96, %t102, !dbg !282
  %t104 = mul i64 %t103, %a13, !dbg !282
  %t105 = add i64 %t104, %t97, !dbg !282
  %t106 = mul i64 %t103, %a22, !dbg !282
  %t107 = add i64 %t106, %t98, !dbg !282
  br label %b16, !dbg !282

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !282

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !282
  %t112 = add i64 %t109, %t111, !dbg !282
  %t113 = mul i64 %t108, %a21, !dbg !282
  %t114 = add i64 %t110, %t113, !dbg !282
  br label %b18, !dbg !282

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !282

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t115, !dbg !282
  %.17 = load i16, ptr addrspace(1) %t117, align 2, !dbg !282
  br label %b20, !dbg !282

b20:                                              ; preds = %b19, %b18
  %t119 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  %.18 = zext i16 %t119 to i32, !dbg !283
  %.19 = shl nuw i32 %.18, 16, !dbg !283
  %.20 = bitcast i32 %.19 to float, !dbg !283
  %.24 = fmul float %.20, %.20, !dbg !283
  %.25 = bitcast float %.24 to i32, !dbg !283
  %.26 = and i32 %.25, 2147483647, !dbg !283
  %.27 = icmp ugt i32 %.26, 2139095040, !dbg !283
  %.28 = lshr i32 %.25, 16, !dbg !283
  %.29 = and i32 %.28, 1, !dbg !283
  %.30 = add i32 %.25, 32767, !dbg !283
  %.31 = add i32 %.30, %.29, !dbg !283
  %.32 = lshr i32 %.31, 16, !dbg !283
  %.34 = or i32 %.28, 64, !dbg !283
  %.35 = select i1 %.27, i32 %.34, i32 %.32, !dbg !283
  %.36 = trunc i32 %.35 to i16, !dbg !283
  %t121 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t116, !dbg !282
  store i16 %.36, ptr addrspace(1) %t121, align 2, !dbg !282
  %t122 = add i64 %t272, %t11, !dbg !282
  %t28 = icmp slt i64 %t122, %a0, !dbg !282
  br i1 %t28, label %b2, label %b21, !dbg !282

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !282
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Eq_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i16 %a2, ptr addrspace(1) readonly %a3, i16 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 !dbg !284 {
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
  %.19 = zext i16 %t17 to i32, !dbg !286
  %.20 = shl nuw i32 %.19, 16, !dbg !286
  %.21 = bitcast i32 %.20 to float, !dbg !286
  %.22 = zext i16 %t20 to i32, !dbg !286
  %.23 = shl nuw i32 %.22, 16, !dbg !286
  %.24 = bitcast i32 %.23 to float, !dbg !286
  %t23 = fcmp oeq float %.21, %.24, !dbg !286
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Eq_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !287 {
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
  %.19 = zext i16 %t143 to i32, !dbg !289
  %.20 = shl nuw i32 %.19, 16, !dbg !289
  %.21 = bitcast i32 %.20 to float, !dbg !289
  %.22 = zext i16 %t146 to i32, !dbg !289
  %.23 = shl nuw i32 %.22, 16, !dbg !289
  %.24 = bitcast i32 %.23 to float, !dbg !289
  %t149 = fcmp oeq float %.21, %.24, !dbg !289
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Lt_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i16 %a2, ptr addrspace(1) readonly %a3, i16 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 !dbg !290 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !291
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !291
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !291
  %t3 = sext i32 %.1 to i64, !dbg !291
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !291
  %t5 = sext i32 %.2 to i64, !dbg !291
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !291
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !291
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !291, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !291
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !291
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !291, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !291
  %.15 = add i32 %.14, %.9, !dbg !291
  %.16 = udiv i32 %.15, %.6, !dbg !291
  %t9 = sext i32 %.16 to i64, !dbg !291
  %t10 = mul nsw i64 %t7, %t5, !dbg !291
  %t11 = add nsw i64 %t10, %t3, !dbg !291
  %t12 = mul nsw i64 %t9, %t7, !dbg !291
  %t141 = icmp slt i64 %t11, %a0, !dbg !291
  br i1 %t141, label %b2, label %b7, !dbg !291

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t25, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !291

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t132, !dbg !291
  %.17 = load i16, ptr addrspace(1) %t15, align 2, !dbg !291
  br label %b4, !dbg !291

b4:                                               ; preds = %b3, %b2
  %t17 = phi i16 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !291

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t132, !dbg !291
  %.18 = load i16, ptr addrspace(1) %t18, align 2, !dbg !291
  br label %b6, !dbg !291

b6:                                               ; preds = %b5, %b4
  %t20 = phi i16 [ %.18, %b5 ], [ %a4, %b4 ]
  %.19 = zext i16 %t17 to i32, !dbg !292
  %.20 = shl nuw i32 %.19, 16, !dbg !292
  %.21 = bitcast i32 %.20 to float, !dbg !292
  %.22 = zext i16 %t20 to i32, !dbg !292
  %.23 = shl nuw i32 %.22, 16, !dbg !292
  %.24 = bitcast i32 %.23 to float, !dbg !292
  %t23 = fcmp olt float %.21, %.24, !dbg !292
  %t24 = getelementptr inbounds i8, ptr addrspace(1) %a5, i64 %t132, !dbg !291
  %.25 = zext i1 %t23 to i8, !dbg !291
  store i8 %.25, ptr addrspace(1) %t24, align 1, !dbg !291
  %t25 = add i64 %t132, %t12, !dbg !291
  %t14 = icmp slt i64 %t25, %a0, !dbg !291
  br i1 %t14, label %b2, label %b7, !dbg !291

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !291
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Lt_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !293 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !294
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !294
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !294
  %t3 = sext i32 %.1 to i64, !dbg !294
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !294
  %t5 = sext i32 %.2 to i64, !dbg !294
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !294
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !294
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !294, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !294
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !294
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !294, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !294
  %.15 = add i32 %.14, %.9, !dbg !294
  %.16 = udiv i32 %.15, %.6, !dbg !294
  %t9 = sext i32 %.16 to i64, !dbg !294
  %t10 = mul nsw i64 %t7, %t5, !dbg !294
  %t11 = add nsw i64 %t10, %t3, !dbg !294
  %t12 = mul nsw i64 %t9, %t7, !dbg !294
  %t13 = icmp sgt i64 %a1, 7, !dbg !294
  %t15 = icmp sgt i64 %a1, 6, !dbg !294
  %t17 = icmp sgt i64 %a1, 5, !dbg !294
  %t19 = icmp sgt i64 %a1, 4, !dbg !294
  %t21 = icmp sgt i64 %a1, 3, !dbg !294
  %t23 = icmp sgt i64 %a1, 2, !dbg !294
  %t25 = icmp sgt i64 %a1, 1, !dbg !294
  %t27 = icmp sgt i64 %a1, 0, !dbg !294
  %t291 = icmp slt i64 %t11, %a0, !dbg !294
  br i1 %t291, label %b2, label %b23, !dbg !294

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t151, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !294

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !294
  %t33 = mul i64 %t31, %a9, !dbg !294
  %t34 = sub nuw i64 %t282, %t33, !dbg !294
  %t35 = mul i64 %t34, %a19, !dbg !294
  %t36 = mul i64 %t34, %a29, !dbg !294
  %t37 = mul i64 %t34, %a38, !dbg !294
  br label %b4, !dbg !294

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !294

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !294
  %t45 = mul i64 %t43, %a8, !dbg !294
  %t46 = sub i64 %t38, %t45, !dbg !294
  %t47 = mul i64 %t46, %a18, !dbg !294
  %t48 = add i64 %t47, %t39, !dbg !294
  %t49 = mul i64 %t46, %a28, !dbg !294
  %t50 = add i64 %t49, %t40, !dbg !294
  %t51 = mul i64 %t46, %a37, !dbg !294
  %t52 = add i64 %t51, %t41, !dbg !294
  br label %b6, !dbg !294

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !294

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !294
  %t60 = mul i64 %t58, %a7, !dbg !294
  %t61 = sub i64 %t53, %t60, !dbg !294
  %t62 = mul i64 %t61, %a17, !dbg !294
  %t63 = add i64 %t62, %t54, !dbg !294
  %t64 = mul i64 %t61, %a27, !dbg !294
  %t65 = add i64 %t64, %t55, !dbg !294
  %t66 = mul i64 %t61, %a36, !dbg !294
  %t67 = add i64 %t66, %t56, !dbg !294
  br label %b8, !dbg !294

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !294

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !294
  %t75 = mul i64 %t73, %a6, !dbg !294
  %t76 = sub i64 %t68, %t75, !dbg !294
  %t77 = mul i64 %t76, %a16, !dbg !294
  %t78 = add i64 %t77, %t69, !dbg !294
  %t79 = mul i64 %t76, %a26, !dbg !294
  %t80 = add i64 %t79, %t70, !dbg !294
  %t81 = mul i64 %t76, %a35, !dbg !294
  %t82 = add i64 %t81, %t71, !dbg !294
  br label %b10, !dbg !294

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !294

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !294
  %t90 = mul i64 %t88, %a5, !dbg !294
  %t91 = sub i64 %t83, %t90, !dbg !294
  %t92 = mul i64 %t91, %a15, !dbg !294
  %t93 = add i64 %t92, %t84, !dbg !294
  %t94 = mul i64 %t91, %a25, !dbg !294
  %t95 = add i64 %t94, %t85, !dbg !294
  %t96 = mul i64 %t91, %a34, !dbg !294
  %t97 = add i64 %t96, %t86, !dbg !294
  br label %b12, !dbg !294

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !294

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !294
  %t105 = mul i64 %t103, %a4, !dbg !294
  %t106 = sub i64 %t98, %t105, !dbg !294
  %t107 = mul i64 %t106, %a14, !dbg !294
  %t108 = add i64 %t107, %t99, !dbg !294
  %t109 = mul i64 %t106, %a24, !dbg !294
  %t110 = add i64 %t109, %t100, !dbg !294
  %t111 = mul i64 %t106, %a33, !dbg !294
  %t112 = add i64 %t111, %t101, !dbg !294
  br label %b14, !dbg !294

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !294

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !294
  %t120 = mul i64 %t118, %a3, !dbg !294
  %t121 = sub i64 %t113, %t120, !dbg !294
  %t122 = mul i64 %t121, %a13, !dbg !294
  %t123 = add i64 %t122, %t114, !dbg !294
  %t124 = mul i64 %t121, %a23, !dbg !294
  %t125 = add i64 %t124, %t115, !dbg !294
  %t126 = mul i64 %t121, %a32, !dbg !294
  %t127 = add i64 %t126, %t116, !dbg !294
  br label %b16, !dbg !294

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !294

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !294
  %t133 = add i64 %t129, %t132, !dbg !294
  %t134 = mul i64 %t128, %a22, !dbg !294
  %t135 = add i64 %t130, %t134, !dbg !294
  %t136 = mul i64 %t128, %a31, !dbg !294
  %t137 = add i64 %t131, %t136, !dbg !294
  br label %b18, !dbg !294

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !294

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t138, !dbg !294
  %.17 = load i16, ptr addrspace(1) %t141, align 2, !dbg !294
  br label %b20, !dbg !294

b20:                                              ; preds = %b19, %b18
  %t143 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !294

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t139, !dbg !294
  %.18 = load i16, ptr addrspace(1) %t144, align 2, !dbg !294
  br label %b22, !dbg !294

b22:                                              ; preds = %b21, %b20
  %t146 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  %.19 = zext i16 %t143 to i32, !dbg !295
  %.20 = shl nuw i32 %.19, 16, !dbg !295
  %.21 = bitcast i32 %.20 to float, !dbg !295
  %.22 = zext i16 %t146 to i32, !dbg !295
  %.23 = shl nuw i32 %.22, 16, !dbg !295
  %.24 = bitcast i32 %.23 to float, !dbg !295
  %t149 = fcmp olt float %.21, %.24, !dbg !295
  %t150 = getelementptr inbounds i8, ptr addrspace(1) %a30, i64 %t140, !dbg !294
  %.25 = zext i1 %t149 to i8, !dbg !294
  store i8 %.25, ptr addrspace(1) %t150, align 1, !dbg !294
  %t151 = add i64 %t282, %t12, !dbg !294
  %t29 = icmp slt i64 %t151, %a0, !dbg !294
  br i1 %t29, label %b2, label %b23, !dbg !294

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !294
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Le_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i16 %a2, ptr addrspace(1) readonly %a3, i16 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 !dbg !296 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !297
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !297
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !297
  %t3 = sext i32 %.1 to i64, !dbg !297
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !297
  %t5 = sext i32 %.2 to i64, !dbg !297
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !297
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !297
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !297, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !297
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !297
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !297, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !297
  %.15 = add i32 %.14, %.9, !dbg !297
  %.16 = udiv i32 %.15, %.6, !dbg !297
  %t9 = sext i32 %.16 to i64, !dbg !297
  %t10 = mul nsw i64 %t7, %t5, !dbg !297
  %t11 = add nsw i64 %t10, %t3, !dbg !297
  %t12 = mul nsw i64 %t9, %t7, !dbg !297
  %t141 = icmp slt i64 %t11, %a0, !dbg !297
  br i1 %t141, label %b2, label %b7, !dbg !297

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t25, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !297

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t132, !dbg !297
  %.17 = load i16, ptr addrspace(1) %t15, align 2, !dbg !297
  br label %b4, !dbg !297

b4:                                               ; preds = %b3, %b2
  %t17 = phi i16 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !297

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t132, !dbg !297
  %.18 = load i16, ptr addrspace(1) %t18, align 2, !dbg !297
  br label %b6, !dbg !297

b6:                                               ; preds = %b5, %b4
  %t20 = phi i16 [ %.18, %b5 ], [ %a4, %b4 ]
  %.19 = zext i16 %t17 to i32, !dbg !298
  %.20 = shl nuw i32 %.19, 16, !dbg !298
  %.21 = bitcast i32 %.20 to float, !dbg !298
  %.22 = zext i16 %t20 to i32, !dbg !298
  %.23 = shl nuw i32 %.22, 16, !dbg !298
  %.24 = bitcast i32 %.23 to float, !dbg !298
  %t23 = fcmp ole float %.21, %.24, !dbg !298
  %t24 = getelementptr inbounds i8, ptr addrspace(1) %a5, i64 %t132, !dbg !297
  %.25 = zext i1 %t23 to i8, !dbg !297
  store i8 %.25, ptr addrspace(1) %t24, align 1, !dbg !297
  %t25 = add i64 %t132, %t12, !dbg !297
  %t14 = icmp slt i64 %t25, %a0, !dbg !297
  br i1 %t14, label %b2, label %b7, !dbg !297

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !297
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Le_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !299 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !300
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !300
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !300
  %t3 = sext i32 %.1 to i64, !dbg !300
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !300
  %t5 = sext i32 %.2 to i64, !dbg !300
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !300
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !300
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !300, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !300
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !300
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !300, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !300
  %.15 = add i32 %.14, %.9, !dbg !300
  %.16 = udiv i32 %.15, %.6, !dbg !300
  %t9 = sext i32 %.16 to i64, !dbg !300
  %t10 = mul nsw i64 %t7, %t5, !dbg !300
  %t11 = add nsw i64 %t10, %t3, !dbg !300
  %t12 = mul nsw i64 %t9, %t7, !dbg !300
  %t13 = icmp sgt i64 %a1, 7, !dbg !300
  %t15 = icmp sgt i64 %a1, 6, !dbg !300
  %t17 = icmp sgt i64 %a1, 5, !dbg !300
  %t19 = icmp sgt i64 %a1, 4, !dbg !300
  %t21 = icmp sgt i64 %a1, 3, !dbg !300
  %t23 = icmp sgt i64 %a1, 2, !dbg !300
  %t25 = icmp sgt i64 %a1, 1, !dbg !300
  %t27 = icmp sgt i64 %a1, 0, !dbg !300
  %t291 = icmp slt i64 %t11, %a0, !dbg !300
  br i1 %t291, label %b2, label %b23, !dbg !300

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t151, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !300

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !300
  %t33 = mul i64 %t31, %a9, !dbg !300
  %t34 = sub nuw i64 %t282, %t33, !dbg !300
  %t35 = mul i64 %t34, %a19, !dbg !300
  %t36 = mul i64 %t34, %a29, !dbg !300
  %t37 = mul i64 %t34, %a38, !dbg !300
  br label %b4, !dbg !300

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !300

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !300
  %t45 = mul i64 %t43, %a8, !dbg !300
  %t46 = sub i64 %t38, %t45, !dbg !300
  %t47 = mul i64 %t46, %a18, !dbg !300
  %t48 = add i64 %t47, %t39, !dbg !300
  %t49 = mul i64 %t46, %a28, !dbg !300
  %t50 = add i64 %t49, %t40, !dbg !300
  %t51 = mul i64 %t46, %a37, !dbg !300
  %t52 = add i64 %t51, %t41, !dbg !300
  br label %b6, !dbg !300

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !300

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !300
  %t60 = mul i64 %t58, %a7, !dbg !300
  %t61 = sub i64 %t53, %t60, !dbg !300
  %t62 = mul i64 %t61, %a17, !dbg !300
  %t63 = add i64 %t62, %t54, !dbg !300
  %t64 = mul i64 %t61, %a27, !dbg !300
  %t65 = add i64 %t64, %t55, !dbg !300
  %t66 = mul i64 %t61, %a36, !dbg !300
  %t67 = add i64 %t66, %t56, !dbg !300
  br label %b8, !dbg !300

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !300

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !300
  %t75 = mul i64 %t73, %a6, !dbg !300
  %t76 = sub i64 %t68, %t75, !dbg !300
  %t77 = mul i64 %t76, %a16, !dbg !300
  %t78 = add i64 %t77, %t69, !dbg !300
  %t79 = mul i64 %t76, %a26, !dbg !300
  %t80 = add i64 %t79, %t70, !dbg !300
  %t81 = mul i64 %t76, %a35, !dbg !300
  %t82 = add i64 %t81, %t71, !dbg !300
  br label %b10, !dbg !300

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !300

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !300
  %t90 = mul i64 %t88, %a5, !dbg !300
  %t91 = sub i64 %t83, %t90, !dbg !300
  %t92 = mul i64 %t91, %a15, !dbg !300
  %t93 = add i64 %t92, %t84, !dbg !300
  %t94 = mul i64 %t91, %a25, !dbg !300
  %t95 = add i64 %t94, %t85, !dbg !300
  %t96 = mul i64 %t91, %a34, !dbg !300
  %t97 = add i64 %t96, %t86, !dbg !300
  br label %b12, !dbg !300

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !300

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !300
  %t105 = mul i64 %t103, %a4, !dbg !300
  %t106 = sub i64 %t98, %t105, !dbg !300
  %t107 = mul i64 %t106, %a14, !dbg !300
  %t108 = add i64 %t107, %t99, !dbg !300
  %t109 = mul i64 %t106, %a24, !dbg !300
  %t110 = add i64 %t109, %t100, !dbg !300
  %t111 = mul i64 %t106, %a33, !dbg !300
  %t112 = add i64 %t111, %t101, !dbg !300
  br label %b14, !dbg !300

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !300

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !300
  %t120 = mul i64 %t118, %a3, !dbg !300
  %t121 = sub i64 %t113, %t120, !dbg !300
  %t122 = mul i64 %t121, %a13, !dbg !300
  %t123 = add i64 %t122, %t114, !dbg !300
  %t124 = mul i64 %t121, %a23, !dbg !300
  %t125 = add i64 %t124, %t115, !dbg !300
  %t126 = mul i64 %t121, %a32, !dbg !300
  %t127 = add i64 %t126, %t116, !dbg !300
  br label %b16, !dbg !300

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !300

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !300
  %t133 = add i64 %t129, %t132, !dbg !300
  %t134 = mul i64 %t128, %a22, !dbg !300
  %t135 = add i64 %t130, %t134, !dbg !300
  %t136 = mul i64 %t128, %a31, !dbg !300
  %t137 = add i64 %t131, %t136, !dbg !300
  br label %b18, !dbg !300

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !300

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t138, !dbg !300
  %.17 = load i16, ptr addrspace(1) %t141, align 2, !dbg !300
  br label %b20, !dbg !300

b20:                                              ; preds = %b19, %b18
  %t143 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !300

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t139, !dbg !300
  %.18 = load i16, ptr addrspace(1) %t144, align 2, !dbg !300
  br label %b22, !dbg !300

b22:                                              ; preds = %b21, %b20
  %t146 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  %.19 = zext i16 %t143 to i32, !dbg !301
  %.20 = shl nuw i32 %.19, 16, !dbg !301
  %.21 = bitcast i32 %.20 to float, !dbg !301
  %.22 = zext i16 %t146 to i32, !dbg !301
  %.23 = shl nuw i32 %.22, 16, !dbg !301
  %.24 = bitcast i32 %.23 to float, !dbg !301
  %t149 = fcmp ole float %.21, %.24, !dbg !301
  %t150 = getelementptr inbounds i8, ptr addrspace(1) %a30, i64 %t140, !dbg !300
  %.25 = zext i1 %t149 to i8, !dbg !300
  store i8 %.25, ptr addrspace(1) %t150, align 1, !dbg !300
  %t151 = add i64 %t282, %t12, !dbg !300
  %t29 = icmp slt i64 %t151, %a0, !dbg !300
  br i1 %t29, label %b2, label %b23, !dbg !300

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !300
}

; Function Attrs: nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16ToFloat32_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i16 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #5 !dbg !302 {
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
  %t12 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !303
  %t13 = and i64 %t12, 3, !dbg !303
  %t14 = icmp eq i64 %t13, 0, !dbg !303
  %t15 = ashr i64 %a0, 1, !dbg !303
  br i1 %t14, label %b1, label %b6, !dbg !303

b1:                                               ; preds = %entry
  %t19 = shl nsw i64 %t11, 1, !dbg !303
  %t251 = icmp slt i64 %t10, %t15, !dbg !303
  br i1 %t251, label %b3.preheader, label %b6, !dbg !303

b3.preheader:                                     ; preds = %b1
  %t17 = shl nsw i64 %t10, 1, !dbg !303
  %t20 = or i64 %t17, 1, !dbg !303
  %t21 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t20, !dbg !303
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t17, !dbg !303
  br label %b3, !dbg !303

b3:                                               ; preds = %b3.preheader, %b5
  %t244 = phi i64 [ %t36, %b5 ], [ %t10, %b3.preheader ]
  %t233 = phi ptr addrspace(1) [ %t37, %b5 ], [ %t18, %b3.preheader ]
  %t222 = phi ptr addrspace(1) [ %t38, %b5 ], [ %t21, %b3.preheader ]
  br i1 %t0.not, label %b5, label %b4, !dbg !303

b4:                                               ; preds = %b3
  %t26 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t244, !dbg !303
  %.17 = load i32, ptr addrspace(1) %t26, align 4, !dbg !303
  %t29 = trunc i32 %.17 to i16, !dbg !303
  %t30 = lshr i32 %.17, 16, !dbg !303
  %t31 = trunc i32 %t30 to i16, !dbg !303
  br label %b5, !dbg !303

b5:                                               ; preds = %b4, %b3
  %t32 = phi i16 [ %t29, %b4 ], [ %a2, %b3 ]
  %t33 = phi i16 [ %t31, %b4 ], [ %a2, %b3 ]
  %.18 = zext i16 %t32 to i32, !dbg !304
  %.19 = shl nuw i32 %.18, 16, !dbg !304
  %.21 = zext i16 %t33 to i32, !dbg !304
  %.22 = shl nuw i32 %.21, 16, !dbg !304
  store i32 %.19, ptr addrspace(1) %t233, align 4, !dbg !303
  store i32 %.22, ptr addrspace(1) %t222, align 4, !dbg !303
  %t36 = add i64 %t244, %t11, !dbg !303
  %t37 = getelementptr inbounds float, ptr addrspace(1) %t233, i64 %t19, !dbg !303
  %t38 = getelementptr inbounds float, ptr addrspace(1) %t222, i64 %t19, !dbg !303
  %t25 = icmp slt i64 %t36, %t15, !dbg !303
  br i1 %t25, label %b3, label %b6, !dbg !303

b6:                                               ; preds = %b5, %b1, %entry
  %t39 = and i64 %a0, -2, !dbg !303
  %t40 = select i1 %t14, i64 %t39, i64 0, !dbg !303
  %t41 = add i64 %t10, %t40, !dbg !303
  %t435 = icmp slt i64 %t41, %a0, !dbg !303
  br i1 %t435, label %b8, label %b11, !dbg !303

b8:                                               ; preds = %b6, %b10
  %t426 = phi i64 [ %t49, %b10 ], [ %t41, %b6 ]
  br i1 %t0.not, label %b10, label %b9, !dbg !303

b9:                                               ; preds = %b8
  %t44 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t426, !dbg !303
  %.24 = load i16, ptr addrspace(1) %t44, align 2, !dbg !303
  br label %b10, !dbg !303

b10:                                              ; preds = %b9, %b8
  %t46 = phi i16 [ %.24, %b9 ], [ %a2, %b8 ]
  %.25 = zext i16 %t46 to i32, !dbg !304
  %.26 = shl nuw i32 %.25, 16, !dbg !304
  %t48 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t426, !dbg !303
  store i32 %.26, ptr addrspace(1) %t48, align 4, !dbg !303
  %t49 = add i64 %t426, %t11, !dbg !303
  %t43 = icmp slt i64 %t49, %a0, !dbg !303
  br i1 %t43, label %b8, label %b11, !dbg !303

b11:                                              ; preds = %b10, %b6
  ret void, !dbg !303
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16ToFloat32_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #4 !dbg !305 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !306
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !306
  %t2 = sext i32 %.1 to i64, !dbg !306
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !306
  %t4 = sext i32 %.2 to i64, !dbg !306
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !306
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !306
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !306, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !306
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !306
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !306, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !306
  %.15 = add i32 %.14, %.9, !dbg !306
  %.16 = udiv i32 %.15, %.6, !dbg !306
  %t8 = sext i32 %.16 to i64, !dbg !306
  %t9 = mul nsw i64 %t6, %t4, !dbg !306
  %t10 = add nsw i64 %t9, %t2, !dbg !306
  %t11 = mul nsw i64 %t8, %t6, !dbg !306
  %t12 = icmp sgt i64 %a1, 7, !dbg !306
  %t14 = icmp sgt i64 %a1, 6, !dbg !306
  %t16 = icmp sgt i64 %a1, 5, !dbg !306
  %t18 = icmp sgt i64 %a1, 4, !dbg !306
  %t20 = icmp sgt i64 %a1, 3, !dbg !306
  %t22 = icmp sgt i64 %a1, 2, !dbg !306
  %t24 = icmp sgt i64 %a1, 1, !dbg !306
  %t26 = icmp sgt i64 %a1, 0, !dbg !306
  %t281 = icmp slt i64 %t10, %a0, !dbg !306
  br i1 %t281, label %b2, label %b21, !dbg !306

b2:                                               ; preds = %entry, %b20
  %t272 = phi i64 [ %t122, %b20 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !306

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t272, %a9, !dbg !306
  %t32 = mul i64 %t30, %a9, !dbg !306
  %t33 = sub nuw i64 %t272, %t32, !dbg !306
  %t34 = mul i64 %t33, %a19, !dbg !306
  %t35 = mul i64 %t33, %a28, !dbg !306
  br label %b4, !dbg !306

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t272, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !306

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !306
  %t42 = mul i64 %t40, %a8, !dbg !306
  %t43 = sub i64 %t36, %t42, !dbg !306
  %t44 = mul i64 %t43, %a18, !dbg !306
  %t45 = add i64 %t44, %t37, !dbg !306
  %t46 = mul i64 %t43, %a27, !dbg !306
  %t47 = add i64 %t46, %t38, !dbg !306
  br label %b6, !dbg !306

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !306

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !306
  %t54 = mul i64 %t52, %a7, !dbg !306
  %t55 = sub i64 %t48, %t54, !dbg !306
  %t56 = mul i64 %t55, %a17, !dbg !306
  %t57 = add i64 %t56, %t49, !dbg !306
  %t58 = mul i64 %t55, %a26, !dbg !306
  %t59 = add i64 %t58, %t50, !dbg !306
  br label %b8, !dbg !306

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !306

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !306
  %t66 = mul i64 %t64, %a6, !dbg !306
  %t67 = sub i64 %t60, %t66, !dbg !306
  %t68 = mul i64 %t67, %a16, !dbg !306
  %t69 = add i64 %t68, %t61, !dbg !306
  %t70 = mul i64 %t67, %a25, !dbg !306
  %t71 = add i64 %t70, %t62, !dbg !306
  br label %b10, !dbg !306

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !306

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !306
  %t78 = mul i64 %t76, %a5, !dbg !306
  %t79 = sub i64 %t72, %t78, !dbg !306
  %t80 = mul i64 %t79, %a15, !dbg !306
  %t81 = add i64 %t80, %t73, !dbg !306
  %t82 = mul i64 %t79, %a24, !dbg !306
  %t83 = add i64 %t82, %t74, !dbg !306
  br label %b12, !dbg !306

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !306

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !306
  %t90 = mul i64 %t88, %a4, !dbg !306
  %t91 = sub i64 %t84, %t90, !dbg !306
  %t92 = mul i64 %t91, %a14, !dbg !306
  %t93 = add i64 %t92, %t85, !dbg !306
  %t94 = mul i64 %t91, %a23, !dbg !306
  %t95 = add i64 %t94, %t86, !dbg !306
  br label %b14, !dbg !306

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !306

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !306
  %t102 = mul i64 %t100, %a3, !dbg !306
  %t103 = sub i64 %t96, %t102, !dbg !306
  %t104 = mul i64 %t103, %a13, !dbg !306
  %t105 = add i64 %t104, %t97, !dbg !306
  %t106 = mul i64 %t103, %a22, !dbg !306
  %t107 = add i64 %t106, %t98, !dbg !306
  br label %b16, !dbg !306

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !306

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !306
  %t112 = add i64 %t109, %t111, !dbg !306
  %t113 = mul i64 %t108, %a21, !dbg !306
  %t114 = add i64 %t110, %t113, !dbg !306
  br label %b18, !dbg !306

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !306

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t115, !dbg !306
  %.17 = load i16, ptr addrspace(1) %t117, align 2, !dbg !306
  br label %b20, !dbg !306

b20:                                              ; preds = %b19, %b18
  %t119 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  %.18 = zext i16 %t119 to i32, !dbg !307
  %.19 = shl nuw i32 %.18, 16, !dbg !307
  %t121 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t116, !dbg !306
  store i32 %.19, ptr addrspace(1) %t121, align 4, !dbg !306
  %t122 = add i64 %t272, %t11, !dbg !306
  %t28 = icmp slt i64 %t122, %a0, !dbg !306
  br i1 %t28, label %b2, label %b21, !dbg !306

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !306
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromFloat32_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, float %a2, ptr addrspace(1) %a3) local_unnamed_addr #4 !dbg !308 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !309
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
  %t12 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !309
  %t13 = and i64 %t12, 7, !dbg !309
  %t15 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !309
  %t16 = and i64 %t15, 3, !dbg !309
  %0 = or i64 %t16, %t13, !dbg !309
  %1 = icmp eq i64 %0, 0, !dbg !309
  %t19 = ashr i64 %a0, 1, !dbg !309
  %t231 = icmp slt i64 %t10, %t19, !dbg !309
  %or.cond = select i1 %1, i1 %t231, i1 false, !dbg !309
  br i1 %or.cond, label %b3, label %b6, !dbg !309

b3:                                               ; preds = %entry, %b5
  %t222 = phi i64 [ %t37, %b5 ], [ %t10, %entry ]
  br i1 %t0.not, label %b5, label %b4, !dbg !309

b4:                                               ; preds = %b3
  %t24 = getelementptr inbounds [8 x i8], ptr addrspace(1) %a1, i64 %t222, !dbg !309
  %.17 = load <2 x float>, ptr addrspace(1) %t24, align 8, !dbg !309
  %.18 = extractelement <2 x float> %.17, i64 0, !dbg !309
  %.20 = extractelement <2 x float> %.17, i64 1, !dbg !309
  br label %b5, !dbg !309

b5:                                               ; preds = %b4, %b3
  %t28 = phi float [ %.18, %b4 ], [ %a2, %b3 ]
  %t29 = phi float [ %.20, %b4 ], [ %a2, %b3 ]
  %.22 = bitcast float %t28 to i32, !dbg !310
  %.23 = and i32 %.22, 2147483647, !dbg !310
  %.24 = icmp ugt i32 %.23, 2139095040, !dbg !310
  %.25 = lshr i32 %.22, 16, !dbg !310
  %.26 = and i32 %.25, 1, !dbg !310
  %.27 = add i32 %.22, 32767, !dbg !310
  %.28 = add i32 %.27, %.26, !dbg !310
  %.29 = lshr i32 %.28, 16, !dbg !310
  %.31 = or i32 %.25, 64, !dbg !310
  %.32 = select i1 %.24, i32 %.31, i32 %.29, !dbg !310
  %.34 = bitcast float %t29 to i32, !dbg !310
  %.35 = and i32 %.34, 2147483647, !dbg !310
  %.36 = icmp ugt i32 %.35, 2139095040, !dbg !310
  %.37 = lshr i32 %.34, 16, !dbg !310
  %.38 = and i32 %.37, 1, !dbg !310
  %.39 = add i32 %.34, 32767, !dbg !310
  %.40 = add i32 %.39, %.38, !dbg !310
  %.41 = lshr i32 %.40, 16, !dbg !310
  %.43 = or i32 %.37, 64, !dbg !310
  %.44 = select i1 %.36, i32 %.43, i32 %.41, !dbg !310
  %t34 = shl nuw i32 %.44, 16, !dbg !309
  %t35 = or i32 %t34, %.32, !dbg !309
  %t36 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t222, !dbg !309
  store i32 %t35, ptr addrspace(1) %t36, align 4, !dbg !309
  %t37 = add i64 %t222, %t11, !dbg !309
  %t23 = icmp slt i64 %t37, %t19, !dbg !309
  br i1 %t23, label %b3, label %b6, !dbg !309

b6:                                               ; preds = %b5, %entry
  %t38 = and i64 %a0, -2, !dbg !309
  %t39 = select i1 %1, i64 %t38, i64 0, !dbg !309
  %t40 = add i64 %t10, %t39, !dbg !309
  %t423 = icmp slt i64 %t40, %a0, !dbg !309
  br i1 %t423, label %b8, label %b11, !dbg !309

b8:                                               ; preds = %b6, %b10
  %t414 = phi i64 [ %t48, %b10 ], [ %t40, %b6 ]
  br i1 %t0.not, label %b10, label %b9, !dbg !309

b9:                                               ; preds = %b8
  %t43 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t414, !dbg !309
  %.46 = load float, ptr addrspace(1) %t43, align 4, !dbg !309
  br label %b10, !dbg !309

b10:                                              ; preds = %b9, %b8
  %t45 = phi float [ %.46, %b9 ], [ %a2, %b8 ]
  %.47 = bitcast float %t45 to i32, !dbg !310
  %.48 = and i32 %.47, 2147483647, !dbg !310
  %.49 = icmp ugt i32 %.48, 2139095040, !dbg !310
  %.50 = lshr i32 %.47, 16, !dbg !310
  %.51 = and i32 %.50, 1, !dbg !310
  %.52 = add i32 %.47, 32767, !dbg !310
  %.53 = add i32 %.52, %.51, !dbg !310
  %.54 = lshr i32 %.53, 16, !dbg !310
  %.56 = or i32 %.50, 64, !dbg !310
  %.57 = select i1 %.49, i32 %.56, i32 %.54, !dbg !310
  %.58 = trunc i32 %.57 to i16, !dbg !310
  %t47 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t414, !dbg !309
  store i16 %.58, ptr addrspace(1) %t47, align 2, !dbg !309
  %t48 = add i64 %t414, %t11, !dbg !309
  %t42 = icmp slt i64 %t48, %a0, !dbg !309
  br i1 %t42, label %b8, label %b11, !dbg !309

b11:                                              ; preds = %b10, %b6
  ret void, !dbg !309
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromFloat32_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #4 !dbg !311 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !312
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !312
  %t2 = sext i32 %.1 to i64, !dbg !312
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !312
  %t4 = sext i32 %.2 to i64, !dbg !312
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !312
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !312
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !312, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !312
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !312
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !312, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !312
  %.15 = add i32 %.14, %.9, !dbg !312
  %.16 = udiv i32 %.15, %.6, !dbg !312
  %t8 = sext i32 %.16 to i64, !dbg !312
  %t9 = mul nsw i64 %t6, %t4, !dbg !312
  %t10 = add nsw i64 %t9, %t2, !dbg !312
  %t11 = mul nsw i64 %t8, %t6, !dbg !312
  %t12 = icmp sgt i64 %a1, 7, !dbg !312
  %t14 = icmp sgt i64 %a1, 6, !dbg !312
  %t16 = icmp sgt i64 %a1, 5, !dbg !312
  %t18 = icmp sgt i64 %a1, 4, !dbg !312
  %t20 = icmp sgt i64 %a1, 3, !dbg !312
  %t22 = icmp sgt i64 %a1, 2, !dbg !312
  %t24 = icmp sgt i64 %a1, 1, !dbg !312
  %t26 = icmp sgt i64 %a1, 0, !dbg !312
  %t281 = icmp slt i64 %t10, %a0, !dbg !312
  br i1 %t281, label %b2, label %b21, !dbg !312

b2:                                               ; preds = %entry, %b20
  %t272 = phi i64 [ %t122, %b20 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !312

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t272, %a9, !dbg !312
  %t32 = mul i64 %t30, %a9, !dbg !312
  %t33 = sub nuw i64 %t272, %t32, !dbg !312
  %t34 = mul i64 %t33, %a19, !dbg !312
  %t35 = mul i64 %t33, %a28, !dbg !312
  br label %b4, !dbg !312

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t272, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !312

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !312
  %t42 = mul i64 %t40, %a8, !dbg !312
  %t43 = sub i64 %t36, %t42, !dbg !312
  %t44 = mul i64 %t43, %a18, !dbg !312
  %t45 = add i64 %t44, %t37, !dbg !312
  %t46 = mul i64 %t43, %a27, !dbg !312
  %t47 = add i64 %t46, %t38, !dbg !312
  br label %b6, !dbg !312

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !312

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !312
  %t54 = mul i64 %t52, %a7, !dbg !312
  %t55 = sub i64 %t48, %t54, !dbg !312
  %t56 = mul i64 %t55, %a17, !dbg !312
  %t57 = add i64 %t56, %t49, !dbg !312
  %t58 = mul i64 %t55, %a26, !dbg !312
  %t59 = add i64 %t58, %t50, !dbg !312
  br label %b8, !dbg !312

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !312

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !312
  %t66 = mul i64 %t64, %a6, !dbg !312
  %t67 = sub i64 %t60, %t66, !dbg !312
  %t68 = mul i64 %t67, %a16, !dbg !312
  %t69 = add i64 %t68, %t61, !dbg !312
  %t70 = mul i64 %t67, %a25, !dbg !312
  %t71 = add i64 %t70, %t62, !dbg !312
  br label %b10, !dbg !312

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !312

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !312
  %t78 = mul i64 %t76, %a5, !dbg !312
  %t79 = sub i64 %t72, %t78, !dbg !312
  %t80 = mul i64 %t79, %a15, !dbg !312
  %t81 = add i64 %t80, %t73, !dbg !312
  %t82 = mul i64 %t79, %a24, !dbg !312
  %t83 = add i64 %t82, %t74, !dbg !312
  br label %b12, !dbg !312

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !312

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !312
  %t90 = mul i64 %t88, %a4, !dbg !312
  %t91 = sub i64 %t84, %t90, !dbg !312
  %t92 = mul i64 %t91, %a14, !dbg !312
  %t93 = add i64 %t92, %t85, !dbg !312
  %t94 = mul i64 %t91, %a23, !dbg !312
  %t95 = add i64 %t94, %t86, !dbg !312
  br label %b14, !dbg !312

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !312

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !312
  %t102 = mul i64 %t100, %a3, !dbg !312
  %t103 = sub i64 %t96, %t102, !dbg !312
  %t104 = mul i64 %t103, %a13, !dbg !312
  %t105 = add i64 %t104, %t97, !dbg !312
  %t106 = mul i64 %t103, %a22, !dbg !312
  %t107 = add i64 %t106, %t98, !dbg !312
  br label %b16, !dbg !312

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !312

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !312
  %t112 = add i64 %t109, %t111, !dbg !312
  %t113 = mul i64 %t108, %a21, !dbg !312
  %t114 = add i64 %t110, %t113, !dbg !312
  br label %b18, !dbg !312

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !312

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t115, !dbg !312
  %.17 = load float, ptr addrspace(1) %t117, align 4, !dbg !312
  br label %b20, !dbg !312

b20:                                              ; preds = %b19, %b18
  %t119 = phi float [ %.17, %b19 ], [ %a11, %b18 ]
  %.18 = bitcast float %t119 to i32, !dbg !313
  %.19 = and i32 %.18, 2147483647, !dbg !313
  %.20 = icmp ugt i32 %.19, 2139095040, !dbg !313
  %.21 = lshr i32 %.18, 16, !dbg !313
  %.22 = and i32 %.21, 1, !dbg !313
  %.23 = add i32 %.18, 32767, !dbg !313
  %.24 = add i32 %.23, %.22, !dbg !313
  %.25 = lshr i32 %.24, 16, !dbg !313
  %.27 = or i32 %.21, 64, !dbg !313
  %.28 = select i1 %.20, i32 %.27, i32 %.25, !dbg !313
  %.29 = trunc i32 %.28 to i16, !dbg !313
  %t121 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t116, !dbg !312
  store i16 %.29, ptr addrspace(1) %t121, align 2, !dbg !312
  %t122 = add i64 %t272, %t11, !dbg !312
  %t28 = icmp slt i64 %t122, %a0, !dbg !312
  br i1 %t28, label %b2, label %b21, !dbg !312

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !312
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromInt32_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i32 %a2, ptr addrspace(1) %a3) local_unnamed_addr #4 !dbg !314 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !315
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !315
  %t2 = sext i32 %.1 to i64, !dbg !315
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !315
  %t4 = sext i32 %.2 to i64, !dbg !315
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !315
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !315
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !315, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !315
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !315
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !315, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !315
  %.15 = add i32 %.14, %.9, !dbg !315
  %.16 = udiv i32 %.15, %.6, !dbg !315
  %t8 = sext i32 %.16 to i64, !dbg !315
  %t9 = mul nsw i64 %t6, %t4, !dbg !315
  %t10 = add nsw i64 %t9, %t2, !dbg !315
  %t11 = mul nsw i64 %t8, %t6, !dbg !315
  %t12 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !315
  %t13 = and i64 %t12, 7, !dbg !315
  %t15 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !315
  %t16 = and i64 %t15, 3, !dbg !315
  %0 = or i64 %t16, %t13, !dbg !315
  %1 = icmp eq i64 %0, 0, !dbg !315
  %t19 = ashr i64 %a0, 1, !dbg !315
  %t231 = icmp slt i64 %t10, %t19, !dbg !315
  %or.cond = select i1 %1, i1 %t231, i1 false, !dbg !315
  br i1 %or.cond, label %b3, label %b6, !dbg !315

b3:                                               ; preds = %entry, %b5
  %t222 = phi i64 [ %t39, %b5 ], [ %t10, %entry ]
  br i1 %t0.not, label %b5, label %b4, !dbg !315

b4:                                               ; preds = %b3
  %t24 = getelementptr inbounds [8 x i8], ptr addrspace(1) %a1, i64 %t222, !dbg !315
  %.17 = load <2 x i32>, ptr addrspace(1) %t24, align 8, !dbg !315
  %.18 = extractelement <2 x i32> %.17, i64 0, !dbg !315
  %.20 = extractelement <2 x i32> %.17, i64 1, !dbg !315
  br label %b5, !dbg !315

b5:                                               ; preds = %b4, %b3
  %t28 = phi i32 [ %.18, %b4 ], [ %a2, %b3 ]
  %t29 = phi i32 [ %.20, %b4 ], [ %a2, %b3 ]
  %t30 = sitofp i32 %t28 to float, !dbg !316
  %.22 = bitcast float %t30 to i32, !dbg !317
  %.23 = and i32 %.22, 2147483647, !dbg !317
  %.24 = icmp ugt i32 %.23, 2139095040, !dbg !317
  %.25 = lshr i32 %.22, 16, !dbg !317
  %.26 = and i32 %.25, 1, !dbg !317
  %.27 = add i32 %.22, 32767, !dbg !317
  %.28 = add i32 %.27, %.26, !dbg !317
  %.29 = lshr i32 %.28, 16, !dbg !317
  %.31 = or i32 %.25, 64, !dbg !317
  %.32 = select i1 %.24, i32 %.31, i32 %.29, !dbg !317
  %t32 = sitofp i32 %t29 to float, !dbg !316
  %.34 = bitcast float %t32 to i32, !dbg !317
  %.35 = and i32 %.34, 2147483647, !dbg !317
  %.36 = icmp ugt i32 %.35, 2139095040, !dbg !317
  %.37 = lshr i32 %.34, 16, !dbg !317
  %.38 = and i32 %.37, 1, !dbg !317
  %.39 = add i32 %.34, 32767, !dbg !317
  %.40 = add i32 %.39, %.38, !dbg !317
  %.41 = lshr i32 %.40, 16, !dbg !317
  %.43 = or i32 %.37, 64, !dbg !317
  %.44 = select i1 %.36, i32 %.43, i32 %.41, !dbg !317
  %t36 = shl nuw i32 %.44, 16, !dbg !315
  %t37 = or i32 %t36, %.32, !dbg !315
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t222, !dbg !315
  store i32 %t37, ptr addrspace(1) %t38, align 4, !dbg !315
  %t39 = add i64 %t222, %t11, !dbg !315
  %t23 = icmp slt i64 %t39, %t19, !dbg !315
  br i1 %t23, label %b3, label %b6, !dbg !315

b6:                                               ; preds = %b5, %entry
  %t40 = and i64 %a0, -2, !dbg !315
  %t41 = select i1 %1, i64 %t40, i64 0, !dbg !315
  %t42 = add i64 %t10, %t41, !dbg !315
  %t443 = icmp slt i64 %t42, %a0, !dbg !315
  br i1 %t443, label %b8, label %b11, !dbg !315

b8:                                               ; preds = %b6, %b10
  %t434 = phi i64 [ %t51, %b10 ], [ %t42, %b6 ]
  br i1 %t0.not, label %b10, label %b9, !dbg !315

b9:                                               ; preds = %b8
  %t45 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t434, !dbg !315
  %.46 = load i32, ptr addrspace(1) %t45, align 4, !dbg !315
  br label %b10, !dbg !315

b10:                                              ; preds = %b9, %b8
  %t47 = phi i32 [ %.46, %b9 ], [ %a2, %b8 ]
  %t48 = sitofp i32 %t47 to float, !dbg !316
  %.47 = bitcast float %t48 to i32, !dbg !317
  %.48 = and i32 %.47, 2147483647, !dbg !317
  %.49 = icmp ugt i32 %.48, 2139095040, !dbg !317
  %.50 = lshr i32 %.47, 16, !dbg !317
  %.51 = and i32 %.50, 1, !dbg !317
  %.52 = add i32 %.47, 32767, !dbg !317
  %.53 = add i32 %.52, %.51, !dbg !317
  %.54 = lshr i32 %.53, 16, !dbg !317
  %.56 = or i32 %.50, 64, !dbg !317
  %.57 = select i1 %.49, i32 %.56, i32 %.54, !dbg !317
  %.58 = trunc i32 %.57 to i16, !dbg !317
  %t50 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t434, !dbg !315
  store i16 %.58, ptr addrspace(1) %t50, align 2, !dbg !315
  %t51 = add i64 %t434, %t11, !dbg !315
  %t44 = icmp slt i64 %t51, %a0, !dbg !315
  br i1 %t44, label %b8, label %b11, !dbg !315

b11:                                              ; preds = %b10, %b6
  ret void, !dbg !315
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromInt32_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #4 !dbg !318 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !319
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !319
  %t2 = sext i32 %.1 to i64, !dbg !319
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !319
  %t4 = sext i32 %.2 to i64, !dbg !319
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !319
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !319
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !319, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !319
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !319
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !319, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !319
  %.15 = add i32 %.14, %.9, !dbg !319
  %.16 = udiv i32 %.15, %.6, !dbg !319
  %t8 = sext i32 %.16 to i64, !dbg !319
  %t9 = mul nsw i64 %t6, %t4, !dbg !319
  %t10 = add nsw i64 %t9, %t2, !dbg !319
  %t11 = mul nsw i64 %t8, %t6, !dbg !319
  %t12 = icmp sgt i64 %a1, 7, !dbg !319
  %t14 = icmp sgt i64 %a1, 6, !dbg !319
  %t16 = icmp sgt i64 %a1, 5, !dbg !319
  %t18 = icmp sgt i64 %a1, 4, !dbg !319
  %t20 = icmp sgt i64 %a1, 3, !dbg !319
  %t22 = icmp sgt i64 %a1, 2, !dbg !319
  %t24 = icmp sgt i64 %a1, 1, !dbg !319
  %t26 = icmp sgt i64 %a1, 0, !dbg !319
  %t281 = icmp slt i64 %t10, %a0, !dbg !319
  br i1 %t281, label %b2, label %b21, !dbg !319

b2:                                               ; preds = %entry, %b20
  %t272 = phi i64 [ %t123, %b20 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !319

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t272, %a9, !dbg !319
  %t32 = mul i64 %t30, %a9, !dbg !319
  %t33 = sub nuw i64 %t272, %t32, !dbg !319
  %t34 = mul i64 %t33, %a19, !dbg !319
  %t35 = mul i64 %t33, %a28, !dbg !319
  br label %b4, !dbg !319

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t272, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !319

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !319
  %t42 = mul i64 %t40, %a8, !dbg !319
  %t43 = sub i64 %t36, %t42, !dbg !319
  %t44 = mul i64 %t43, %a18, !dbg !319
  %t45 = add i64 %t44, %t37, !dbg !319
  %t46 = mul i64 %t43, %a27, !dbg !319
  %t47 = add i64 %t46, %t38, !dbg !319
  br label %b6, !dbg !319

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !319

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !319
  %t54 = mul i64 %t52, %a7, !dbg !319
  %t55 = sub i64 %t48, %t54, !dbg !319
  %t56 = mul i64 %t55, %a17, !dbg !319
  %t57 = add i64 %t56, %t49, !dbg !319
  %t58 = mul i64 %t55, %a26, !dbg !319
  %t59 = add i64 %t58, %t50, !dbg !319
  br label %b8, !dbg !319

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !319

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !319
  %t66 = mul i64 %t64, %a6, !dbg !319
  %t67 = sub i64 %t60, %t66, !dbg !319
  %t68 = mul i64 %t67, %a16, !dbg !319
  %t69 = add i64 %t68, %t61, !dbg !319
  %t70 = mul i64 %t67, %a25, !dbg !319
  %t71 = add i64 %t70, %t62, !dbg !319
  br label %b10, !dbg !319

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !319

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !319
  %t78 = mul i64 %t76, %a5, !dbg !319
  %t79 = sub i64 %t72, %t78, !dbg !319
  %t80 = mul i64 %t79, %a15, !dbg !319
  %t81 = add i64 %t80, %t73, !dbg !319
  %t82 = mul i64 %t79, %a24, !dbg !319
  %t83 = add i64 %t82, %t74, !dbg !319
  br label %b12, !dbg !319

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !319

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !319
  %t90 = mul i64 %t88, %a4, !dbg !319
  %t91 = sub i64 %t84, %t90, !dbg !319
  %t92 = mul i64 %t91, %a14, !dbg !319
  %t93 = add i64 %t92, %t85, !dbg !319
  %t94 = mul i64 %t91, %a23, !dbg !319
  %t95 = add i64 %t94, %t86, !dbg !319
  br label %b14, !dbg !319

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !319

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !319
  %t102 = mul i64 %t100, %a3, !dbg !319
  %t103 = sub i64 %t96, %t102, !dbg !319
  %t104 = mul i64 %t103, %a13, !dbg !319
  %t105 = add i64 %t104, %t97, !dbg !319
  %t106 = mul i64 %t103, %a22, !dbg !319
  %t107 = add i64 %t106, %t98, !dbg !319
  br label %b16, !dbg !319

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !319

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !319
  %t112 = add i64 %t109, %t111, !dbg !319
  %t113 = mul i64 %t108, %a21, !dbg !319
  %t114 = add i64 %t110, %t113, !dbg !319
  br label %b18, !dbg !319

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !319

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t115, !dbg !319
  %.17 = load i32, ptr addrspace(1) %t117, align 4, !dbg !319
  br label %b20, !dbg !319

b20:                                              ; preds = %b19, %b18
  %t119 = phi i32 [ %.17, %b19 ], [ %a11, %b18 ]
  %t120 = sitofp i32 %t119 to float, !dbg !320
  %.18 = bitcast float %t120 to i32, !dbg !321
  %.19 = and i32 %.18, 2147483647, !dbg !321
  %.20 = icmp ugt i32 %.19, 2139095040, !dbg !321
  %.21 = lshr i32 %.18, 16, !dbg !321
  %.22 = and i32 %.21, 1, !dbg !321
  %.23 = add i32 %.18, 32767, !dbg !321
  %.24 = add i32 %.23, %.22, !dbg !321
  %.25 = lshr i32 %.24, 16, !dbg !321
  %.27 = or i32 %.21, 64, !dbg !321
  %.28 = select i1 %.20, i32 %.27, i32 %.25, !dbg !321
  %.29 = trunc i32 %.28 to i16, !dbg !321
  %t122 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t116, !dbg !319
  store i16 %.29, ptr addrspace(1) %t122, align 2, !dbg !319
  %t123 = add i64 %t272, %t11, !dbg !319
  %t28 = icmp slt i64 %t123, %a0, !dbg !319
  br i1 %t28, label %b2, label %b21, !dbg !319

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !319
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !322 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !323
  %t3 = sext i32 %.1 to i64, !dbg !323
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !323
  %t5 = sext i32 %.2 to i64, !dbg !323
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !323
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !323
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !323, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !323
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !323
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !323, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !323
  %.15 = add i32 %.14, %.9, !dbg !323
  %.16 = udiv i32 %.15, %.6, !dbg !323
  %t9 = sext i32 %.16 to i64, !dbg !323
  %t10 = mul nsw i64 %t7, %t5, !dbg !323
  %t11 = add nsw i64 %t10, %t3, !dbg !323
  %t12 = mul nsw i64 %t9, %t7, !dbg !323
  %t13 = shl nsw i64 %t12, 1, !dbg !323
  %t14 = icmp slt i64 %t11, %a0, !dbg !323
  br i1 %t14, label %b1, label %b8, !dbg !323

b1:                                               ; preds = %entry
  %t15 = mul i64 %t11, %a2, !dbg !323
  %t16 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t15, !dbg !323
  %.17 = load i16, ptr addrspace(1) %t16, align 2, !dbg !323, !amdgpu.noclobber !6
  %t18 = add nsw i64 %t12, %t11, !dbg !323
  %t19 = sub i64 %a0, %t12, !dbg !323
  %t22 = mul i64 %t13, %a2, !dbg !323
  %t23 = mul i64 %t12, %a2, !dbg !323
  %t3111 = icmp slt i64 %t18, %t19, !dbg !323
  br i1 %t3111, label %b3.preheader, label %b4, !dbg !323

b3.preheader:                                     ; preds = %b1
  %t20 = mul i64 %t18, %a2, !dbg !323
  %t24 = add i64 %t20, %t23, !dbg !323
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t24, !dbg !323
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t20, !dbg !323
  br label %b3, !dbg !323

b3:                                               ; preds = %b3.preheader, %b3
  %t2915 = phi i16 [ %.57, %b3 ], [ %.17, %b3.preheader ]
  %t2814 = phi i64 [ %t36, %b3 ], [ %t18, %b3.preheader ]
  %t2713 = phi ptr addrspace(1) [ %t37, %b3 ], [ %t21, %b3.preheader ]
  %t2612 = phi ptr addrspace(1) [ %t38, %b3 ], [ %t25, %b3.preheader ]
  %.18 = load i16, ptr addrspace(1) %t2713, align 2, !dbg !323
  %.19 = load i16, ptr addrspace(1) %t2612, align 2, !dbg !323
  %.20 = zext i16 %t2915 to i32, !dbg !324
  %.21 = shl nuw i32 %.20, 16, !dbg !324
  %.22 = bitcast i32 %.21 to float, !dbg !324
  %.23 = zext i16 %.18 to i32, !dbg !324
  %.24 = shl nuw i32 %.23, 16, !dbg !324
  %.25 = bitcast i32 %.24 to float, !dbg !324
  %.26 = fadd float %.22, %.25, !dbg !324
  %.27 = bitcast float %.26 to i32, !dbg !324
  %.28 = and i32 %.27, 2147483647, !dbg !324
  %.29 = icmp ugt i32 %.28, 2139095040, !dbg !324
  %.30 = lshr i32 %.27, 16, !dbg !324
  %.31 = and i32 %.30, 1, !dbg !324
  %.32 = add i32 %.27, 32767, !dbg !324
  %.33 = add i32 %.32, %.31, !dbg !324
  %.34 = lshr i32 %.33, 16, !dbg !324
  %.36 = or i32 %.30, 64, !dbg !324
  %.37 = select i1 %.29, i32 %.36, i32 %.34, !dbg !324
  %.40 = shl nuw i32 %.37, 16, !dbg !324
  %.41 = bitcast i32 %.40 to float, !dbg !324
  %.42 = zext i16 %.19 to i32, !dbg !324
  %.43 = shl nuw i32 %.42, 16, !dbg !324
  %.44 = bitcast i32 %.43 to float, !dbg !324
  %.45 = fadd float %.44, %.41, !dbg !324
  %.46 = bitcast float %.45 to i32, !dbg !324
  %.47 = and i32 %.46, 2147483647, !dbg !324
  %.48 = icmp ugt i32 %.47, 2139095040, !dbg !324
  %.49 = lshr i32 %.46, 16, !dbg !324
  %.50 = and i32 %.49, 1, !dbg !324
  %.51 = add i32 %.46, 32767, !dbg !324
  %.52 = add i32 %.51, %.50, !dbg !324
  %.53 = lshr i32 %.52, 16, !dbg !324
  %.55 = or i32 %.49, 64, !dbg !324
  %.56 = select i1 %.48, i32 %.55, i32 %.53, !dbg !324
  %.57 = trunc i32 %.56 to i16, !dbg !324
  %t36 = add i64 %t2814, %t13, !dbg !323
  %t37 = getelementptr inbounds i16, ptr addrspace(1) %t2713, i64 %t22, !dbg !323
  %t38 = getelementptr inbounds i16, ptr addrspace(1) %t2612, i64 %t22, !dbg !323
  %t31 = icmp slt i64 %t36, %t19, !dbg !323
  br i1 %t31, label %b3, label %b4, !dbg !323

b4:                                               ; preds = %b3, %b1
  %t28.lcssa = phi i64 [ %t18, %b1 ], [ %t36, %b3 ]
  %t29.lcssa = phi i16 [ %.17, %b1 ], [ %.57, %b3 ]
  %t4417 = icmp slt i64 %t28.lcssa, %a0, !dbg !323
  br i1 %t4417, label %b6.preheader, label %b8, !dbg !323

b6.preheader:                                     ; preds = %b4
  %t39 = mul i64 %t28.lcssa, %a2, !dbg !323
  %t40 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t39, !dbg !323
  br label %b6, !dbg !323

b6:                                               ; preds = %b6.preheader, %b6
  %t4320 = phi i16 [ %.77, %b6 ], [ %t29.lcssa, %b6.preheader ]
  %t4219 = phi i64 [ %t47, %b6 ], [ %t28.lcssa, %b6.preheader ]
  %t4118 = phi ptr addrspace(1) [ %t48, %b6 ], [ %t40, %b6.preheader ]
  %.58 = load i16, ptr addrspace(1) %t4118, align 2, !dbg !323
  %0 = insertelement <2 x i16> poison, i16 %t4320, i64 0, !dbg !324
  %1 = insertelement <2 x i16> %0, i16 %.58, i64 1, !dbg !324
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !324
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !324
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !324
  %5 = extractelement <2 x float> %4, i64 0, !dbg !324
  %6 = extractelement <2 x float> %4, i64 1, !dbg !324
  %.65 = fadd float %5, %6, !dbg !324
  %.66 = bitcast float %.65 to i32, !dbg !324
  %.67 = and i32 %.66, 2147483647, !dbg !324
  %.68 = icmp ugt i32 %.67, 2139095040, !dbg !324
  %.69 = lshr i32 %.66, 16, !dbg !324
  %.70 = and i32 %.69, 1, !dbg !324
  %.71 = add i32 %.66, 32767, !dbg !324
  %.72 = add i32 %.71, %.70, !dbg !324
  %.73 = lshr i32 %.72, 16, !dbg !324
  %.75 = or i32 %.69, 64, !dbg !324
  %.76 = select i1 %.68, i32 %.75, i32 %.73, !dbg !324
  %.77 = trunc i32 %.76 to i16, !dbg !324
  %t47 = add i64 %t4219, %t12, !dbg !323
  %t48 = getelementptr inbounds i16, ptr addrspace(1) %t4118, i64 %t23, !dbg !323
  %t44 = icmp slt i64 %t47, %a0, !dbg !323
  br i1 %t44, label %b6, label %b8, !dbg !323

b8:                                               ; preds = %b6, %b4, %entry
  %t49 = phi i16 [ 0, %entry ], [ %t29.lcssa, %b4 ], [ %.77, %b6 ]
  %t50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.0, i32 %.1, !dbg !323
  store i16 %t49, ptr addrspace(3) %t50, align 2, !dbg !323
  %t51 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.1, i32 %.1, !dbg !323
  %.78 = zext i1 %t14 to i8, !dbg !323
  store i8 %.78, ptr addrspace(3) %t51, align 1, !dbg !323
  fence syncscope("workgroup") release, !dbg !323
  tail call void @llvm.amdgcn.s.barrier(), !dbg !323
  fence syncscope("workgroup") acquire, !dbg !323
  %t52 = icmp slt i32 %.1, 128, !dbg !323
  br i1 %t52, label %b9, label %b14, !dbg !323

b9:                                               ; preds = %b8
  %t53 = add nsw i32 %.1, 128, !dbg !323
  %t54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.0, i32 %t53, !dbg !323
  %.79 = load i16, ptr addrspace(3) %t54, align 2, !dbg !323
  %t56 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.1, i32 %t53, !dbg !323
  %.80 = load i8, ptr addrspace(3) %t56, align 1, !dbg !323
  %.81.not10 = icmp eq i8 %.80, 0, !dbg !323
  %t14.not = xor i1 %t14, true, !dbg !323
  %brmerge = select i1 %.81.not10, i1 true, i1 %t14.not, !dbg !323
  %t49.mux = select i1 %.81.not10, i16 %t49, i16 %.79, !dbg !323
  %not..81.not10 = xor i1 %.81.not10, true, !dbg !323
  %t14.mux = select i1 %not..81.not10, i1 true, i1 %t14, !dbg !323
  br i1 %brmerge, label %b13, label %b11, !dbg !323

b11:                                              ; preds = %b9
  %.82 = zext i16 %t49 to i32, !dbg !324
  %.83 = shl nuw i32 %.82, 16, !dbg !324
  %.84 = bitcast i32 %.83 to float, !dbg !324
  %.85 = zext i16 %.79 to i32, !dbg !324
  %.86 = shl nuw i32 %.85, 16, !dbg !324
  %.87 = bitcast i32 %.86 to float, !dbg !324
  %.88 = fadd float %.84, %.87, !dbg !324
  %.89 = bitcast float %.88 to i32, !dbg !324
  %.90 = and i32 %.89, 2147483647, !dbg !324
  %.91 = icmp ugt i32 %.90, 2139095040, !dbg !324
  %.92 = lshr i32 %.89, 16, !dbg !324
  %.93 = and i32 %.92, 1, !dbg !324
  %.94 = add i32 %.89, 32767, !dbg !324
  %.95 = add i32 %.94, %.93, !dbg !324
  %.96 = lshr i32 %.95, 16, !dbg !324
  %.98 = or i32 %.92, 64, !dbg !324
  %.99 = select i1 %.91, i32 %.98, i32 %.96, !dbg !324
  %.100 = trunc i32 %.99 to i16, !dbg !324
  br label %b13, !dbg !323

b13:                                              ; preds = %b9, %b11
  %t60 = phi i16 [ %t49.mux, %b9 ], [ %.100, %b11 ]
  %t61 = phi i1 [ %t14.mux, %b9 ], [ true, %b11 ]
  store i16 %t60, ptr addrspace(3) %t50, align 2, !dbg !323
  %.101 = zext i1 %t61 to i8, !dbg !323
  store i8 %.101, ptr addrspace(3) %t51, align 1, !dbg !323
  br label %b14, !dbg !323

b14:                                              ; preds = %b13, %b8
  %t62 = phi i16 [ %t60, %b13 ], [ %t49, %b8 ]
  %t63 = phi i1 [ %t61, %b13 ], [ %t14, %b8 ]
  fence syncscope("workgroup") release, !dbg !323
  tail call void @llvm.amdgcn.s.barrier(), !dbg !323
  fence syncscope("workgroup") acquire, !dbg !323
  %t64 = icmp slt i32 %.1, 64, !dbg !323
  br i1 %t64, label %b15, label %b20, !dbg !323

b15:                                              ; preds = %b14
  %t65 = add nsw i32 %.1, 64, !dbg !323
  %t66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.0, i32 %t65, !dbg !323
  %.102 = load i16, ptr addrspace(3) %t66, align 2, !dbg !323
  %t68 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.1, i32 %t65, !dbg !323
  %.103 = load i8, ptr addrspace(3) %t68, align 1, !dbg !323
  %.104.not9 = icmp eq i8 %.103, 0, !dbg !323
  %t63.not = xor i1 %t63, true, !dbg !323
  %brmerge1 = select i1 %.104.not9, i1 true, i1 %t63.not, !dbg !323
  %t62.mux = select i1 %.104.not9, i16 %t62, i16 %.102, !dbg !323
  %not..104.not9 = xor i1 %.104.not9, true, !dbg !323
  %t63.mux = select i1 %not..104.not9, i1 true, i1 %t63, !dbg !323
  br i1 %brmerge1, label %b19, label %b17, !dbg !323

b17:                                              ; preds = %b15
  %.105 = zext i16 %t62 to i32, !dbg !324
  %.106 = shl nuw i32 %.105, 16, !dbg !324
  %.107 = bitcast i32 %.106 to float, !dbg !324
  %.108 = zext i16 %.102 to i32, !dbg !324
  %.109 = shl nuw i32 %.108, 16, !dbg !324
  %.110 = bitcast i32 %.109 to float, !dbg !324
  %.111 = fadd float %.107, %.110, !dbg !324
  %.112 = bitcast float %.111 to i32, !dbg !324
  %.113 = and i32 %.112, 2147483647, !dbg !324
  %.114 = icmp ugt i32 %.113, 2139095040, !dbg !324
  %.115 = lshr i32 %.112, 16, !dbg !324
  %.116 = and i32 %.115, 1, !dbg !324
  %.117 = add i32 %.112, 32767, !dbg !324
  %.118 = add i32 %.117, %.116, !dbg !324
  %.119 = lshr i32 %.118, 16, !dbg !324
  %.121 = or i32 %.115, 64, !dbg !324
  %.122 = select i1 %.114, i32 %.121, i32 %.119, !dbg !324
  %.123 = trunc i32 %.122 to i16, !dbg !324
  br label %b19, !dbg !323

b19:                                              ; preds = %b15, %b17
  %t72 = phi i16 [ %t62.mux, %b15 ], [ %.123, %b17 ]
  %t73 = phi i1 [ %t63.mux, %b15 ], [ true, %b17 ]
  store i16 %t72, ptr addrspace(3) %t50, align 2, !dbg !323
  %.124 = zext i1 %t73 to i8, !dbg !323
  store i8 %.124, ptr addrspace(3) %t51, align 1, !dbg !323
  br label %b20, !dbg !323

b20:                                              ; preds = %b19, %b14
  %t74 = phi i16 [ %t72, %b19 ], [ %t62, %b14 ]
  %t75 = phi i1 [ %t73, %b19 ], [ %t63, %b14 ]
  fence syncscope("workgroup") release, !dbg !323
  tail call void @llvm.amdgcn.s.barrier(), !dbg !323
  fence syncscope("workgroup") acquire, !dbg !323
  %t76 = icmp slt i32 %.1, 32, !dbg !323
  br i1 %t76, label %b21, label %b26, !dbg !323

b21:                                              ; preds = %b20
  %t77 = add nsw i32 %.1, 32, !dbg !323
  %t78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.0, i32 %t77, !dbg !323
  %.125 = load i16, ptr addrspace(3) %t78, align 2, !dbg !323
  %t80 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.1, i32 %t77, !dbg !323
  %.126 = load i8, ptr addrspace(3) %t80, align 1, !dbg !323
  %.127.not8 = icmp eq i8 %.126, 0, !dbg !323
  %t75.not = xor i1 %t75, true, !dbg !323
  %brmerge2 = select i1 %.127.not8, i1 true, i1 %t75.not, !dbg !323
  %t74.mux = select i1 %.127.not8, i16 %t74, i16 %.125, !dbg !323
  %not..127.not8 = xor i1 %.127.not8, true, !dbg !323
  %t75.mux = select i1 %not..127.not8, i1 true, i1 %t75, !dbg !323
  br i1 %brmerge2, label %b26, label %b23, !dbg !323

b23:                                              ; preds = %b21
  %.128 = zext i16 %t74 to i32, !dbg !324
  %.129 = shl nuw i32 %.128, 16, !dbg !324
  %.130 = bitcast i32 %.129 to float, !dbg !324
  %.131 = zext i16 %.125 to i32, !dbg !324
  %.132 = shl nuw i32 %.131, 16, !dbg !324
  %.133 = bitcast i32 %.132 to float, !dbg !324
  %.134 = fadd float %.130, %.133, !dbg !324
  %.135 = bitcast float %.134 to i32, !dbg !324
  %.136 = and i32 %.135, 2147483647, !dbg !324
  %.137 = icmp ugt i32 %.136, 2139095040, !dbg !324
  %.138 = lshr i32 %.135, 16, !dbg !324
  %.139 = and i32 %.138, 1, !dbg !324
  %.140 = add i32 %.135, 32767, !dbg !324
  %.141 = add i32 %.140, %.139, !dbg !324
  %.142 = lshr i32 %.141, 16, !dbg !324
  %.144 = or i32 %.138, 64, !dbg !324
  %.145 = select i1 %.137, i32 %.144, i32 %.142, !dbg !324
  %.146 = trunc i32 %.145 to i16, !dbg !324
  br label %b26, !dbg !323

b26:                                              ; preds = %b21, %b23, %b20
  %t86 = phi i16 [ %t74, %b20 ], [ %t74.mux, %b21 ], [ %.146, %b23 ]
  %t87 = phi i1 [ %t75, %b20 ], [ %t75.mux, %b21 ], [ true, %b23 ]
  br i1 %t76, label %b27, label %b48, !dbg !323

b27:                                              ; preds = %b26
  %.148 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !323
  %.149 = zext i32 %.148 to i64, !dbg !323
  %.150 = add nuw nsw i64 %.149, 16, !dbg !323
  %.151 = icmp ult i32 %.148, 16, !dbg !323
  %.152 = tail call i32 @llvm.read_register.i32(metadata !238) #13, !dbg !323
  %.153 = zext i32 %.152 to i64, !dbg !323
  %.154 = and i64 %.150, 31, !dbg !323
  %7 = shl nuw nsw i64 1, %.154, !dbg !323
  %8 = and i64 %7, %.153, !dbg !323
  %.156 = icmp ne i64 %8, 0, !dbg !323
  %.157 = and i1 %.151, %.156, !dbg !323
  %.158 = trunc i64 %.150 to i32, !dbg !323
  %.159 = shl i32 %.158, 2, !dbg !323
  %.160 = zext i16 %t86 to i32, !dbg !323
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.160), !dbg !323
  %.162 = trunc i32 %.161 to i16, !dbg !323
  %t88 = select i1 %.157, i16 %.162, i16 %t86, !dbg !323
  %.176 = zext i1 %t87 to i32, !dbg !323
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.176), !dbg !323
  %9 = and i32 %.177, 1, !dbg !323
  %.178 = icmp ne i32 %9, 0, !dbg !323
  %t89 = select i1 %.157, i1 %.178, i1 %t87, !dbg !323
  %t90 = icmp slt i32 %.1, 16, !dbg !323
  %t91 = and i1 %t90, %t89, !dbg !323
  %10 = select i1 %t91, i1 %t87, i1 false, !dbg !323
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !323
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !323
  br i1 %10, label %b29, label %b31, !dbg !323

b29:                                              ; preds = %b27
  %.180 = shl nuw i32 %.160, 16, !dbg !324
  %.181 = bitcast i32 %.180 to float, !dbg !324
  %.182 = zext i16 %t88 to i32, !dbg !324
  %.183 = shl nuw i32 %.182, 16, !dbg !324
  %.184 = bitcast i32 %.183 to float, !dbg !324
  %.185 = fadd float %.181, %.184, !dbg !324
  %.186 = bitcast float %.185 to i32, !dbg !324
  %.187 = and i32 %.186, 2147483647, !dbg !324
  %.188 = icmp ugt i32 %.187, 2139095040, !dbg !324
  %.189 = lshr i32 %.186, 16, !dbg !324
  %.190 = and i32 %.189, 1, !dbg !324
  %.191 = add i32 %.186, 32767, !dbg !324
  %.192 = add i32 %.191, %.190, !dbg !324
  %.193 = lshr i32 %.192, 16, !dbg !324
  %.195 = or i32 %.189, 64, !dbg !324
  %.196 = select i1 %.188, i32 %.195, i32 %.193, !dbg !324
  %.197 = trunc i32 %.196 to i16, !dbg !324
  br label %b31, !dbg !323

b31:                                              ; preds = %b27, %b29
  %t94 = phi i16 [ %t86.mux, %b27 ], [ %.197, %b29 ]
  %t95 = phi i1 [ %t87.mux, %b27 ], [ true, %b29 ]
  %.201 = add nuw nsw i64 %.149, 8, !dbg !323
  %.202 = icmp ult i32 %.148, 24, !dbg !323
  %.205 = and i64 %.201, 31, !dbg !323
  %11 = shl nuw nsw i64 1, %.205, !dbg !323
  %12 = and i64 %11, %.153, !dbg !323
  %.207 = icmp ne i64 %12, 0, !dbg !323
  %.208 = and i1 %.202, %.207, !dbg !323
  %.209 = trunc i64 %.201 to i32, !dbg !323
  %.210 = shl i32 %.209, 2, !dbg !323
  %.211 = zext i16 %t94 to i32, !dbg !323
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.211), !dbg !323
  %.213 = trunc i32 %.212 to i16, !dbg !323
  %t96 = select i1 %.208, i16 %.213, i16 %t94, !dbg !323
  %.227 = zext i1 %t95 to i32, !dbg !323
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.227), !dbg !323
  %13 = and i32 %.228, 1, !dbg !323
  %.229 = icmp ne i32 %13, 0, !dbg !323
  %t97 = select i1 %.208, i1 %.229, i1 %t95, !dbg !323
  %t98 = icmp slt i32 %.1, 24, !dbg !323
  %t99 = and i1 %t98, %t97, !dbg !323
  %14 = select i1 %t99, i1 %t95, i1 false, !dbg !323
  %t94.mux = select i1 %t99, i16 %t96, i16 %t94, !dbg !323
  %t95.mux = select i1 %t99, i1 true, i1 %t95, !dbg !323
  br i1 %14, label %b33, label %b35, !dbg !323

b33:                                              ; preds = %b31
  %.231 = shl nuw i32 %.211, 16, !dbg !324
  %.232 = bitcast i32 %.231 to float, !dbg !324
  %.233 = zext i16 %t96 to i32, !dbg !324
  %.234 = shl nuw i32 %.233, 16, !dbg !324
  %.235 = bitcast i32 %.234 to float, !dbg !324
  %.236 = fadd float %.232, %.235, !dbg !324
  %.237 = bitcast float %.236 to i32, !dbg !324
  %.238 = and i32 %.237, 2147483647, !dbg !324
  %.239 = icmp ugt i32 %.238, 2139095040, !dbg !324
  %.240 = lshr i32 %.237, 16, !dbg !324
  %.241 = and i32 %.240, 1, !dbg !324
  %.242 = add i32 %.237, 32767, !dbg !324
  %.243 = add i32 %.242, %.241, !dbg !324
  %.244 = lshr i32 %.243, 16, !dbg !324
  %.246 = or i32 %.240, 64, !dbg !324
  %.247 = select i1 %.239, i32 %.246, i32 %.244, !dbg !324
  %.248 = trunc i32 %.247 to i16, !dbg !324
  br label %b35, !dbg !323

b35:                                              ; preds = %b31, %b33
  %t102 = phi i16 [ %t94.mux, %b31 ], [ %.248, %b33 ]
  %t103 = phi i1 [ %t95.mux, %b31 ], [ true, %b33 ]
  %.252 = add nuw nsw i64 %.149, 4, !dbg !323
  %.253 = icmp ult i32 %.148, 28, !dbg !323
  %.256 = and i64 %.252, 31, !dbg !323
  %15 = shl nuw nsw i64 1, %.256, !dbg !323
  %16 = and i64 %15, %.153, !dbg !323
  %.258 = icmp ne i64 %16, 0, !dbg !323
  %.259 = and i1 %.253, %.258, !dbg !323
  %.260 = trunc i64 %.252 to i32, !dbg !323
  %.261 = shl i32 %.260, 2, !dbg !323
  %.262 = zext i16 %t102 to i32, !dbg !323
  %.263 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.262), !dbg !323
  %.264 = trunc i32 %.263 to i16, !dbg !323
  %t104 = select i1 %.259, i16 %.264, i16 %t102, !dbg !323
  %.278 = zext i1 %t103 to i32, !dbg !323
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.278), !dbg !323
  %17 = and i32 %.279, 1, !dbg !323
  %.280 = icmp ne i32 %17, 0, !dbg !323
  %t105 = select i1 %.259, i1 %.280, i1 %t103, !dbg !323
  %t106 = icmp slt i32 %.1, 28, !dbg !323
  %t107 = and i1 %t106, %t105, !dbg !323
  %18 = select i1 %t107, i1 %t103, i1 false, !dbg !323
  %t102.mux = select i1 %t107, i16 %t104, i16 %t102, !dbg !323
  %t103.mux = select i1 %t107, i1 true, i1 %t103, !dbg !323
  br i1 %18, label %b37, label %b39, !dbg !323

b37:                                              ; preds = %b35
  %.282 = shl nuw i32 %.262, 16, !dbg !324
  %.283 = bitcast i32 %.282 to float, !dbg !324
  %.284 = zext i16 %t104 to i32, !dbg !324
  %.285 = shl nuw i32 %.284, 16, !dbg !324
  %.286 = bitcast i32 %.285 to float, !dbg !324
  %.287 = fadd float %.283, %.286, !dbg !324
  %.288 = bitcast float %.287 to i32, !dbg !324
  %.289 = and i32 %.288, 2147483647, !dbg !324
  %.290 = icmp ugt i32 %.289, 2139095040, !dbg !324
  %.291 = lshr i32 %.288, 16, !dbg !324
  %.292 = and i32 %.291, 1, !dbg !324
  %.293 = add i32 %.288, 32767, !dbg !324
  %.294 = add i32 %.293, %.292, !dbg !324
  %.295 = lshr i32 %.294, 16, !dbg !324
  %.297 = or i32 %.291, 64, !dbg !324
  %.298 = select i1 %.290, i32 %.297, i32 %.295, !dbg !324
  %.299 = trunc i32 %.298 to i16, !dbg !324
  br label %b39, !dbg !323

b39:                                              ; preds = %b35, %b37
  %t110 = phi i16 [ %t102.mux, %b35 ], [ %.299, %b37 ]
  %t111 = phi i1 [ %t103.mux, %b35 ], [ true, %b37 ]
  %.303 = add nuw nsw i64 %.149, 2, !dbg !323
  %.304 = icmp ult i32 %.148, 30, !dbg !323
  %.307 = and i64 %.303, 31, !dbg !323
  %19 = shl nuw nsw i64 1, %.307, !dbg !323
  %20 = and i64 %19, %.153, !dbg !323
  %.309 = icmp ne i64 %20, 0, !dbg !323
  %.310 = and i1 %.304, %.309, !dbg !323
  %.311 = trunc i64 %.303 to i32, !dbg !323
  %.312 = shl i32 %.311, 2, !dbg !323
  %.313 = zext i16 %t110 to i32, !dbg !323
  %.314 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.313), !dbg !323
  %.315 = trunc i32 %.314 to i16, !dbg !323
  %t112 = select i1 %.310, i16 %.315, i16 %t110, !dbg !323
  %.329 = zext i1 %t111 to i32, !dbg !323
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.329), !dbg !323
  %21 = and i32 %.330, 1, !dbg !323
  %.331 = icmp ne i32 %21, 0, !dbg !323
  %t113 = select i1 %.310, i1 %.331, i1 %t111, !dbg !323
  %t114 = icmp slt i32 %.1, 30, !dbg !323
  %t115 = and i1 %t114, %t113, !dbg !323
  %22 = select i1 %t115, i1 %t111, i1 false, !dbg !323
  %t110.mux = select i1 %t115, i16 %t112, i16 %t110, !dbg !323
  %t111.mux = select i1 %t115, i1 true, i1 %t111, !dbg !323
  br i1 %22, label %b41, label %b43, !dbg !323

b41:                                              ; preds = %b39
  %.333 = shl nuw i32 %.313, 16, !dbg !324
  %.334 = bitcast i32 %.333 to float, !dbg !324
  %.335 = zext i16 %t112 to i32, !dbg !324
  %.336 = shl nuw i32 %.335, 16, !dbg !324
  %.337 = bitcast i32 %.336 to float, !dbg !324
  %.338 = fadd float %.334, %.337, !dbg !324
  %.339 = bitcast float %.338 to i32, !dbg !324
  %.340 = and i32 %.339, 2147483647, !dbg !324
  %.341 = icmp ugt i32 %.340, 2139095040, !dbg !324
  %.342 = lshr i32 %.339, 16, !dbg !324
  %.343 = and i32 %.342, 1, !dbg !324
  %.344 = add i32 %.339, 32767, !dbg !324
  %.345 = add i32 %.344, %.343, !dbg !324
  %.346 = lshr i32 %.345, 16, !dbg !324
  %.348 = or i32 %.342, 64, !dbg !324
  %.349 = select i1 %.341, i32 %.348, i32 %.346, !dbg !324
  %.350 = trunc i32 %.349 to i16, !dbg !324
  br label %b43, !dbg !323

b43:                                              ; preds = %b39, %b41
  %t118 = phi i16 [ %t110.mux, %b39 ], [ %.350, %b41 ]
  %t119 = phi i1 [ %t111.mux, %b39 ], [ true, %b41 ]
  %.354 = add nuw nsw i64 %.149, 1, !dbg !323
  %.355 = icmp ult i32 %.148, 31, !dbg !323
  %.358 = and i64 %.354, 31, !dbg !323
  %23 = shl nuw nsw i64 1, %.358, !dbg !323
  %24 = and i64 %23, %.153, !dbg !323
  %.360 = icmp ne i64 %24, 0, !dbg !323
  %.361 = and i1 %.355, %.360, !dbg !323
  %.362 = trunc i64 %.354 to i32, !dbg !323
  %.363 = shl i32 %.362, 2, !dbg !323
  %.364 = zext i16 %t118 to i32, !dbg !323
  %.365 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.364), !dbg !323
  %.366 = trunc i32 %.365 to i16, !dbg !323
  %t120 = select i1 %.361, i16 %.366, i16 %t118, !dbg !323
  %.380 = zext i1 %t119 to i32, !dbg !323
  %.381 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.380), !dbg !323
  %25 = and i32 %.381, 1, !dbg !323
  %.382 = icmp ne i32 %25, 0, !dbg !323
  %t121 = select i1 %.361, i1 %.382, i1 %t119, !dbg !323
  %t122 = icmp slt i32 %.1, 31, !dbg !323
  %t123 = and i1 %t122, %t121, !dbg !323
  %26 = select i1 %t123, i1 %t119, i1 false, !dbg !323
  %t118.mux = select i1 %t123, i16 %t120, i16 %t118, !dbg !323
  %t119.mux = select i1 %t123, i1 true, i1 %t119, !dbg !323
  br i1 %26, label %b45, label %b48, !dbg !323

b45:                                              ; preds = %b43
  %.384 = shl nuw i32 %.364, 16, !dbg !324
  %.385 = bitcast i32 %.384 to float, !dbg !324
  %.386 = zext i16 %t120 to i32, !dbg !324
  %.387 = shl nuw i32 %.386, 16, !dbg !324
  %.388 = bitcast i32 %.387 to float, !dbg !324
  %.389 = fadd float %.385, %.388, !dbg !324
  %.390 = bitcast float %.389 to i32, !dbg !324
  %.391 = and i32 %.390, 2147483647, !dbg !324
  %.392 = icmp ugt i32 %.391, 2139095040, !dbg !324
  %.393 = lshr i32 %.390, 16, !dbg !324
  %.394 = and i32 %.393, 1, !dbg !324
  %.395 = add i32 %.390, 32767, !dbg !324
  %.396 = add i32 %.395, %.394, !dbg !324
  %.397 = lshr i32 %.396, 16, !dbg !324
  %.399 = or i32 %.393, 64, !dbg !324
  %.400 = select i1 %.392, i32 %.399, i32 %.397, !dbg !324
  %.401 = trunc i32 %.400 to i16, !dbg !324
  br label %b48, !dbg !323

b48:                                              ; preds = %b43, %b45, %b26
  %t128 = phi i16 [ %t86, %b26 ], [ %t118.mux, %b43 ], [ %.401, %b45 ]
  %t129 = phi i1 [ %t87, %b26 ], [ %t119.mux, %b43 ], [ true, %b45 ]
  %t130 = icmp eq i32 %.1, 0, !dbg !323
  %t131 = and i1 %t130, %t129, !dbg !323
  br i1 %t131, label %b49, label %b50, !dbg !323

b49:                                              ; preds = %b48
  %t132 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t5, !dbg !323
  store i16 %t128, ptr addrspace(1) %t132, align 2, !dbg !323
  br label %b50, !dbg !323

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !323
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i16 %a3, i8 %a4) local_unnamed_addr #2 !dbg !325 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !326
  %t3 = sext i32 %.2 to i64, !dbg !326
  %t4 = icmp slt i64 %t3, %a0, !dbg !326
  br i1 %t4, label %b1, label %b5, !dbg !326

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t3, !dbg !326
  %.3 = load i16, ptr addrspace(1) %t5, align 2, !dbg !326, !amdgpu.noclobber !6
  %t812 = add nsw i64 %t3, 256, !dbg !326
  %t1013 = icmp slt i64 %t812, %a0, !dbg !326
  br i1 %t1013, label %b3, label %b5, !dbg !326

b3:                                               ; preds = %b1, %b3
  %t815 = phi i64 [ %t8, %b3 ], [ %t812, %b1 ]
  %t914 = phi i16 [ %.23, %b3 ], [ %.3, %b1 ]
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t815, !dbg !326
  %.4 = load i16, ptr addrspace(1) %t11, align 2, !dbg !326, !amdgpu.noclobber !6
  %0 = insertelement <2 x i16> poison, i16 %t914, i64 0, !dbg !327
  %1 = insertelement <2 x i16> %0, i16 %.4, i64 1, !dbg !327
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !327
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !327
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !327
  %5 = extractelement <2 x float> %4, i64 0, !dbg !327
  %6 = extractelement <2 x float> %4, i64 1, !dbg !327
  %.11 = fadd float %5, %6, !dbg !327
  %.12 = bitcast float %.11 to i32, !dbg !327
  %.13 = and i32 %.12, 2147483647, !dbg !327
  %.14 = icmp ugt i32 %.13, 2139095040, !dbg !327
  %.15 = lshr i32 %.12, 16, !dbg !327
  %.16 = and i32 %.15, 1, !dbg !327
  %.17 = add i32 %.12, 32767, !dbg !327
  %.18 = add i32 %.17, %.16, !dbg !327
  %.19 = lshr i32 %.18, 16, !dbg !327
  %.21 = or i32 %.15, 64, !dbg !327
  %.22 = select i1 %.14, i32 %.21, i32 %.19, !dbg !327
  %.23 = trunc i32 %.22 to i16, !dbg !327
  %t8 = add i64 %t815, 256, !dbg !326
  %t10 = icmp slt i64 %t8, %a0, !dbg !326
  br i1 %t10, label %b3, label %b5, !dbg !326

b5:                                               ; preds = %b3, %b1, %entry
  %t15 = phi i16 [ 0, %entry ], [ %.3, %b1 ], [ %.23, %b3 ]
  %t16 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.0, i32 %.2, !dbg !326
  store i16 %t15, ptr addrspace(3) %t16, align 2, !dbg !326
  %t17 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.1, i32 %.2, !dbg !326
  %.24 = zext i1 %t4 to i8, !dbg !326
  store i8 %.24, ptr addrspace(3) %t17, align 1, !dbg !326
  fence syncscope("workgroup") release, !dbg !326
  tail call void @llvm.amdgcn.s.barrier(), !dbg !326
  fence syncscope("workgroup") acquire, !dbg !326
  %t18 = icmp slt i32 %.2, 128, !dbg !326
  br i1 %t18, label %b6, label %b11, !dbg !326

b6:                                               ; preds = %b5
  %t19 = add nsw i32 %.2, 128, !dbg !326
  %t20 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.0, i32 %t19, !dbg !326
  %.25 = load i16, ptr addrspace(3) %t20, align 2, !dbg !326
  %t22 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.1, i32 %t19, !dbg !326
  %.26 = load i8, ptr addrspace(3) %t22, align 1, !dbg !326
  %.27.not11 = icmp eq i8 %.26, 0, !dbg !326
  %t4.not = xor i1 %t4, true, !dbg !326
  %brmerge = select i1 %.27.not11, i1 true, i1 %t4.not, !dbg !326
  %t15.mux = select i1 %.27.not11, i16 %t15, i16 %.25, !dbg !326
  %not..27.not11 = xor i1 %.27.not11, true, !dbg !326
  %t4.mux = select i1 %not..27.not11, i1 true, i1 %t4, !dbg !326
  br i1 %brmerge, label %b10, label %b8, !dbg !326

b8:                                               ; preds = %b6
  %.28 = zext i16 %t15 to i32, !dbg !327
  %.29 = shl nuw i32 %.28, 16, !dbg !327
  %.30 = bitcast i32 %.29 to float, !dbg !327
  %.31 = zext i16 %.25 to i32, !dbg !327
  %.32 = shl nuw i32 %.31, 16, !dbg !327
  %.33 = bitcast i32 %.32 to float, !dbg !327
  %.34 = fadd float %.30, %.33, !dbg !327
  %.35 = bitcast float %.34 to i32, !dbg !327
  %.36 = and i32 %.35, 2147483647, !dbg !327
  %.37 = icmp ugt i32 %.36, 2139095040, !dbg !327
  %.38 = lshr i32 %.35, 16, !dbg !327
  %.39 = and i32 %.38, 1, !dbg !327
  %.40 = add i32 %.35, 32767, !dbg !327
  %.41 = add i32 %.40, %.39, !dbg !327
  %.42 = lshr i32 %.41, 16, !dbg !327
  %.44 = or i32 %.38, 64, !dbg !327
  %.45 = select i1 %.37, i32 %.44, i32 %.42, !dbg !327
  %.46 = trunc i32 %.45 to i16, !dbg !327
  br label %b10, !dbg !326

b10:                                              ; preds = %b6, %b8
  %t26 = phi i16 [ %t15.mux, %b6 ], [ %.46, %b8 ]
  %t27 = phi i1 [ %t4.mux, %b6 ], [ true, %b8 ]
  store i16 %t26, ptr addrspace(3) %t16, align 2, !dbg !326
  %.47 = zext i1 %t27 to i8, !dbg !326
  store i8 %.47, ptr addrspace(3) %t17, align 1, !dbg !326
  br label %b11, !dbg !326

b11:                                              ; preds = %b10, %b5
  %t28 = phi i16 [ %t26, %b10 ], [ %t15, %b5 ]
  %t29 = phi i1 [ %t27, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !326
  tail call void @llvm.amdgcn.s.barrier(), !dbg !326
  fence syncscope("workgroup") acquire, !dbg !326
  %t30 = icmp slt i32 %.2, 64, !dbg !326
  br i1 %t30, label %b12, label %b17, !dbg !326

b12:                                              ; preds = %b11
  %t31 = add nsw i32 %.2, 64, !dbg !326
  %t32 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.0, i32 %t31, !dbg !326
  %.48 = load i16, ptr addrspace(3) %t32, align 2, !dbg !326
  %t34 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.1, i32 %t31, !dbg !326
  %.49 = load i8, ptr addrspace(3) %t34, align 1, !dbg !326
  %.50.not10 = icmp eq i8 %.49, 0, !dbg !326
  %t29.not = xor i1 %t29, true, !dbg !326
  %brmerge1 = select i1 %.50.not10, i1 true, i1 %t29.not, !dbg !326
  %t28.mux = select i1 %.50.not10, i16 %t28, i16 %.48, !dbg !326
  %not..50.not10 = xor i1 %.50.not10, true, !dbg !326
  %t29.mux = select i1 %not..50.not10, i1 true, i1 %t29, !dbg !326
  br i1 %brmerge1, label %b16, label %b14, !dbg !326

b14:                                              ; preds = %b12
  %.51 = zext i16 %t28 to i32, !dbg !327
  %.52 = shl nuw i32 %.51, 16, !dbg !327
  %.53 = bitcast i32 %.52 to float, !dbg !327
  %.54 = zext i16 %.48 to i32, !dbg !327
  %.55 = shl nuw i32 %.54, 16, !dbg !327
  %.56 = bitcast i32 %.55 to float, !dbg !327
  %.57 = fadd float %.53, %.56, !dbg !327
  %.58 = bitcast float %.57 to i32, !dbg !327
  %.59 = and i32 %.58, 2147483647, !dbg !327
  %.60 = icmp ugt i32 %.59, 2139095040, !dbg !327
  %.61 = lshr i32 %.58, 16, !dbg !327
  %.62 = and i32 %.61, 1, !dbg !327
  %.63 = add i32 %.58, 32767, !dbg !327
  %.64 = add i32 %.63, %.62, !dbg !327
  %.65 = lshr i32 %.64, 16, !dbg !327
  %.67 = or i32 %.61, 64, !dbg !327
  %.68 = select i1 %.60, i32 %.67, i32 %.65, !dbg !327
  %.69 = trunc i32 %.68 to i16, !dbg !327
  br label %b16, !dbg !326

b16:                                              ; preds = %b12, %b14
  %t38 = phi i16 [ %t28.mux, %b12 ], [ %.69, %b14 ]
  %t39 = phi i1 [ %t29.mux, %b12 ], [ true, %b14 ]
  store i16 %t38, ptr addrspace(3) %t16, align 2, !dbg !326
  %.70 = zext i1 %t39 to i8, !dbg !326
  store i8 %.70, ptr addrspace(3) %t17, align 1, !dbg !326
  br label %b17, !dbg !326

b17:                                              ; preds = %b16, %b11
  %t40 = phi i16 [ %t38, %b16 ], [ %t28, %b11 ]
  %t41 = phi i1 [ %t39, %b16 ], [ %t29, %b11 ]
  fence syncscope("workgroup") release, !dbg !326
  tail call void @llvm.amdgcn.s.barrier(), !dbg !326
  fence syncscope("workgroup") acquire, !dbg !326
  %t42 = icmp slt i32 %.2, 32, !dbg !326
  br i1 %t42, label %b18, label %b23, !dbg !326

b18:                                              ; preds = %b17
  %t43 = add nsw i32 %.2, 32, !dbg !326
  %t44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.0, i32 %t43, !dbg !326
  %.71 = load i16, ptr addrspace(3) %t44, align 2, !dbg !326
  %t46 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.1, i32 %t43, !dbg !326
  %.72 = load i8, ptr addrspace(3) %t46, align 1, !dbg !326
  %.73.not9 = icmp eq i8 %.72, 0, !dbg !326
  %t41.not = xor i1 %t41, true, !dbg !326
  %brmerge2 = select i1 %.73.not9, i1 true, i1 %t41.not, !dbg !326
  %t40.mux = select i1 %.73.not9, i16 %t40, i16 %.71, !dbg !326
  %not..73.not9 = xor i1 %.73.not9, true, !dbg !326
  %t41.mux = select i1 %not..73.not9, i1 true, i1 %t41, !dbg !326
  br i1 %brmerge2, label %b23, label %b20, !dbg !326

b20:                                              ; preds = %b18
  %.74 = zext i16 %t40 to i32, !dbg !327
  %.75 = shl nuw i32 %.74, 16, !dbg !327
  %.76 = bitcast i32 %.75 to float, !dbg !327
  %.77 = zext i16 %.71 to i32, !dbg !327
  %.78 = shl nuw i32 %.77, 16, !dbg !327
  %.79 = bitcast i32 %.78 to float, !dbg !327
  %.80 = fadd float %.76, %.79, !dbg !327
  %.81 = bitcast float %.80 to i32, !dbg !327
  %.82 = and i32 %.81, 2147483647, !dbg !327
  %.83 = icmp ugt i32 %.82, 2139095040, !dbg !327
  %.84 = lshr i32 %.81, 16, !dbg !327
  %.85 = and i32 %.84, 1, !dbg !327
  %.86 = add i32 %.81, 32767, !dbg !327
  %.87 = add i32 %.86, %.85, !dbg !327
  %.88 = lshr i32 %.87, 16, !dbg !327
  %.90 = or i32 %.84, 64, !dbg !327
  %.91 = select i1 %.83, i32 %.90, i32 %.88, !dbg !327
  %.92 = trunc i32 %.91 to i16, !dbg !327
  br label %b23, !dbg !326

b23:                                              ; preds = %b18, %b20, %b17
  %t52 = phi i16 [ %t40, %b17 ], [ %t40.mux, %b18 ], [ %.92, %b20 ]
  %t53 = phi i1 [ %t41, %b17 ], [ %t41.mux, %b18 ], [ true, %b20 ]
  br i1 %t42, label %b24, label %b45, !dbg !326

b24:                                              ; preds = %b23
  %.94 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !326
  %.95 = zext i32 %.94 to i64, !dbg !326
  %.96 = add nuw nsw i64 %.95, 16, !dbg !326
  %.97 = icmp ult i32 %.94, 16, !dbg !326
  %.98 = tail call i32 @llvm.read_register.i32(metadata !238) #13, !dbg !326
  %.99 = zext i32 %.98 to i64, !dbg !326
  %.100 = and i64 %.96, 31, !dbg !326
  %7 = shl nuw nsw i64 1, %.100, !dbg !326
  %8 = and i64 %7, %.99, !dbg !326
  %.102 = icmp ne i64 %8, 0, !dbg !326
  %.103 = and i1 %.97, %.102, !dbg !326
  %.104 = trunc i64 %.96 to i32, !dbg !326
  %.105 = shl i32 %.104, 2, !dbg !326
  %.106 = zext i16 %t52 to i32, !dbg !326
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !326
  %.108 = trunc i32 %.107 to i16, !dbg !326
  %t54 = select i1 %.103, i16 %.108, i16 %t52, !dbg !326
  %.122 = zext i1 %t53 to i32, !dbg !326
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.122), !dbg !326
  %9 = and i32 %.123, 1, !dbg !326
  %.124 = icmp ne i32 %9, 0, !dbg !326
  %t55 = select i1 %.103, i1 %.124, i1 %t53, !dbg !326
  %t56 = icmp slt i32 %.2, 16, !dbg !326
  %t57 = and i1 %t56, %t55, !dbg !326
  %10 = select i1 %t57, i1 %t53, i1 false, !dbg !326
  %t52.mux = select i1 %t57, i16 %t54, i16 %t52, !dbg !326
  %t53.mux = select i1 %t57, i1 true, i1 %t53, !dbg !326
  br i1 %10, label %b26, label %b28, !dbg !326

b26:                                              ; preds = %b24
  %.126 = shl nuw i32 %.106, 16, !dbg !327
  %.127 = bitcast i32 %.126 to float, !dbg !327
  %.128 = zext i16 %t54 to i32, !dbg !327
  %.129 = shl nuw i32 %.128, 16, !dbg !327
  %.130 = bitcast i32 %.129 to float, !dbg !327
  %.131 = fadd float %.127, %.130, !dbg !327
  %.132 = bitcast float %.131 to i32, !dbg !327
  %.133 = and i32 %.132, 2147483647, !dbg !327
  %.134 = icmp ugt i32 %.133, 2139095040, !dbg !327
  %.135 = lshr i32 %.132, 16, !dbg !327
  %.136 = and i32 %.135, 1, !dbg !327
  %.137 = add i32 %.132, 32767, !dbg !327
  %.138 = add i32 %.137, %.136, !dbg !327
  %.139 = lshr i32 %.138, 16, !dbg !327
  %.141 = or i32 %.135, 64, !dbg !327
  %.142 = select i1 %.134, i32 %.141, i32 %.139, !dbg !327
  %.143 = trunc i32 %.142 to i16, !dbg !327
  br label %b28, !dbg !326

b28:                                              ; preds = %b24, %b26
  %t60 = phi i16 [ %t52.mux, %b24 ], [ %.143, %b26 ]
  %t61 = phi i1 [ %t53.mux, %b24 ], [ true, %b26 ]
  %.147 = add nuw nsw i64 %.95, 8, !dbg !326
  %.148 = icmp ult i32 %.94, 24, !dbg !326
  %.151 = and i64 %.147, 31, !dbg !326
  %11 = shl nuw nsw i64 1, %.151, !dbg !326
  %12 = and i64 %11, %.99, !dbg !326
  %.153 = icmp ne i64 %12, 0, !dbg !326
  %.154 = and i1 %.148, %.153, !dbg !326
  %.155 = trunc i64 %.147 to i32, !dbg !326
  %.156 = shl i32 %.155, 2, !dbg !326
  %.157 = zext i16 %t60 to i32, !dbg !326
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.157), !dbg !326
  %.159 = trunc i32 %.158 to i16, !dbg !326
  %t62 = select i1 %.154, i16 %.159, i16 %t60, !dbg !326
  %.173 = zext i1 %t61 to i32, !dbg !326
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.173), !dbg !326
  %13 = and i32 %.174, 1, !dbg !326
  %.175 = icmp ne i32 %13, 0, !dbg !326
  %t63 = select i1 %.154, i1 %.175, i1 %t61, !dbg !326
  %t64 = icmp slt i32 %.2, 24, !dbg !326
  %t65 = and i1 %t64, %t63, !dbg !326
  %14 = select i1 %t65, i1 %t61, i1 false, !dbg !326
  %t60.mux = select i1 %t65, i16 %t62, i16 %t60, !dbg !326
  %t61.mux = select i1 %t65, i1 true, i1 %t61, !dbg !326
  br i1 %14, label %b30, label %b32, !dbg !326

b30:                                              ; preds = %b28
  %.177 = shl nuw i32 %.157, 16, !dbg !327
  %.178 = bitcast i32 %.177 to float, !dbg !327
  %.179 = zext i16 %t62 to i32, !dbg !327
  %.180 = shl nuw i32 %.179, 16, !dbg !327
  %.181 = bitcast i32 %.180 to float, !dbg !327
  %.182 = fadd float %.178, %.181, !dbg !327
  %.183 = bitcast float %.182 to i32, !dbg !327
  %.184 = and i32 %.183, 2147483647, !dbg !327
  %.185 = icmp ugt i32 %.184, 2139095040, !dbg !327
  %.186 = lshr i32 %.183, 16, !dbg !327
  %.187 = and i32 %.186, 1, !dbg !327
  %.188 = add i32 %.183, 32767, !dbg !327
  %.189 = add i32 %.188, %.187, !dbg !327
  %.190 = lshr i32 %.189, 16, !dbg !327
  %.192 = or i32 %.186, 64, !dbg !327
  %.193 = select i1 %.185, i32 %.192, i32 %.190, !dbg !327
  %.194 = trunc i32 %.193 to i16, !dbg !327
  br label %b32, !dbg !326

b32:                                              ; preds = %b28, %b30
  %t68 = phi i16 [ %t60.mux, %b28 ], [ %.194, %b30 ]
  %t69 = phi i1 [ %t61.mux, %b28 ], [ true, %b30 ]
  %.198 = add nuw nsw i64 %.95, 4, !dbg !326
  %.199 = icmp ult i32 %.94, 28, !dbg !326
  %.202 = and i64 %.198, 31, !dbg !326
  %15 = shl nuw nsw i64 1, %.202, !dbg !326
  %16 = and i64 %15, %.99, !dbg !326
  %.204 = icmp ne i64 %16, 0, !dbg !326
  %.205 = and i1 %.199, %.204, !dbg !326
  %.206 = trunc i64 %.198 to i32, !dbg !326
  %.207 = shl i32 %.206, 2, !dbg !326
  %.208 = zext i16 %t68 to i32, !dbg !326
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !326
  %.210 = trunc i32 %.209 to i16, !dbg !326
  %t70 = select i1 %.205, i16 %.210, i16 %t68, !dbg !326
  %.224 = zext i1 %t69 to i32, !dbg !326
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !326
  %17 = and i32 %.225, 1, !dbg !326
  %.226 = icmp ne i32 %17, 0, !dbg !326
  %t71 = select i1 %.205, i1 %.226, i1 %t69, !dbg !326
  %t72 = icmp slt i32 %.2, 28, !dbg !326
  %t73 = and i1 %t72, %t71, !dbg !326
  %18 = select i1 %t73, i1 %t69, i1 false, !dbg !326
  %t68.mux = select i1 %t73, i16 %t70, i16 %t68, !dbg !326
  %t69.mux = select i1 %t73, i1 true, i1 %t69, !dbg !326
  br i1 %18, label %b34, label %b36, !dbg !326

b34:                                              ; preds = %b32
  %.228 = shl nuw i32 %.208, 16, !dbg !327
  %.229 = bitcast i32 %.228 to float, !dbg !327
  %.230 = zext i16 %t70 to i32, !dbg !327
  %.231 = shl nuw i32 %.230, 16, !dbg !327
  %.232 = bitcast i32 %.231 to float, !dbg !327
  %.233 = fadd float %.229, %.232, !dbg !327
  %.234 = bitcast float %.233 to i32, !dbg !327
  %.235 = and i32 %.234, 2147483647, !dbg !327
  %.236 = icmp ugt i32 %.235, 2139095040, !dbg !327
  %.237 = lshr i32 %.234, 16, !dbg !327
  %.238 = and i32 %.237, 1, !dbg !327
  %.239 = add i32 %.234, 32767, !dbg !327
  %.240 = add i32 %.239, %.238, !dbg !327
  %.241 = lshr i32 %.240, 16, !dbg !327
  %.243 = or i32 %.237, 64, !dbg !327
  %.244 = select i1 %.236, i32 %.243, i32 %.241, !dbg !327
  %.245 = trunc i32 %.244 to i16, !dbg !327
  br label %b36, !dbg !326

b36:                                              ; preds = %b32, %b34
  %t76 = phi i16 [ %t68.mux, %b32 ], [ %.245, %b34 ]
  %t77 = phi i1 [ %t69.mux, %b32 ], [ true, %b34 ]
  %.249 = add nuw nsw i64 %.95, 2, !dbg !326
  %.250 = icmp ult i32 %.94, 30, !dbg !326
  %.253 = and i64 %.249, 31, !dbg !326
  %19 = shl nuw nsw i64 1, %.253, !dbg !326
  %20 = and i64 %19, %.99, !dbg !326
  %.255 = icmp ne i64 %20, 0, !dbg !326
  %.256 = and i1 %.250, %.255, !dbg !326
  %.257 = trunc i64 %.249 to i32, !dbg !326
  %.258 = shl i32 %.257, 2, !dbg !326
  %.259 = zext i16 %t76 to i32, !dbg !326
  %.260 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.259), !dbg !326
  %.261 = trunc i32 %.260 to i16, !dbg !326
  %t78 = select i1 %.256, i16 %.261, i16 %t76, !dbg !326
  %.275 = zext i1 %t77 to i32, !dbg !326
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.275), !dbg !326
  %21 = and i32 %.276, 1, !dbg !326
  %.277 = icmp ne i32 %21, 0, !dbg !326
  %t79 = select i1 %.256, i1 %.277, i1 %t77, !dbg !326
  %t80 = icmp slt i32 %.2, 30, !dbg !326
  %t81 = and i1 %t80, %t79, !dbg !326
  %22 = select i1 %t81, i1 %t77, i1 false, !dbg !326
  %t76.mux = select i1 %t81, i16 %t78, i16 %t76, !dbg !326
  %t77.mux = select i1 %t81, i1 true, i1 %t77, !dbg !326
  br i1 %22, label %b38, label %b40, !dbg !326

b38:                                              ; preds = %b36
  %.279 = shl nuw i32 %.259, 16, !dbg !327
  %.280 = bitcast i32 %.279 to float, !dbg !327
  %.281 = zext i16 %t78 to i32, !dbg !327
  %.282 = shl nuw i32 %.281, 16, !dbg !327
  %.283 = bitcast i32 %.282 to float, !dbg !327
  %.284 = fadd float %.280, %.283, !dbg !327
  %.285 = bitcast float %.284 to i32, !dbg !327
  %.286 = and i32 %.285, 2147483647, !dbg !327
  %.287 = icmp ugt i32 %.286, 2139095040, !dbg !327
  %.288 = lshr i32 %.285, 16, !dbg !327
  %.289 = and i32 %.288, 1, !dbg !327
  %.290 = add i32 %.285, 32767, !dbg !327
  %.291 = add i32 %.290, %.289, !dbg !327
  %.292 = lshr i32 %.291, 16, !dbg !327
  %.294 = or i32 %.288, 64, !dbg !327
  %.295 = select i1 %.287, i32 %.294, i32 %.292, !dbg !327
  %.296 = trunc i32 %.295 to i16, !dbg !327
  br label %b40, !dbg !326

b40:                                              ; preds = %b36, %b38
  %t84 = phi i16 [ %t76.mux, %b36 ], [ %.296, %b38 ]
  %t85 = phi i1 [ %t77.mux, %b36 ], [ true, %b38 ]
  %.300 = add nuw nsw i64 %.95, 1, !dbg !326
  %.301 = icmp ult i32 %.94, 31, !dbg !326
  %.304 = and i64 %.300, 31, !dbg !326
  %23 = shl nuw nsw i64 1, %.304, !dbg !326
  %24 = and i64 %23, %.99, !dbg !326
  %.306 = icmp ne i64 %24, 0, !dbg !326
  %.307 = and i1 %.301, %.306, !dbg !326
  %.308 = trunc i64 %.300 to i32, !dbg !326
  %.309 = shl i32 %.308, 2, !dbg !326
  %.310 = zext i16 %t84 to i32, !dbg !326
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.310), !dbg !326
  %.312 = trunc i32 %.311 to i16, !dbg !326
  %t86 = select i1 %.307, i16 %.312, i16 %t84, !dbg !326
  %.326 = zext i1 %t85 to i32, !dbg !326
  %.327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.326), !dbg !326
  %25 = and i32 %.327, 1, !dbg !326
  %.328 = icmp ne i32 %25, 0, !dbg !326
  %t87 = select i1 %.307, i1 %.328, i1 %t85, !dbg !326
  %t88 = icmp slt i32 %.2, 31, !dbg !326
  %t89 = and i1 %t88, %t87, !dbg !326
  %26 = select i1 %t89, i1 %t85, i1 false, !dbg !326
  %t84.mux = select i1 %t89, i16 %t86, i16 %t84, !dbg !326
  %t85.mux = select i1 %t89, i1 true, i1 %t85, !dbg !326
  br i1 %26, label %b42, label %b45, !dbg !326

b42:                                              ; preds = %b40
  %.330 = shl nuw i32 %.310, 16, !dbg !327
  %.331 = bitcast i32 %.330 to float, !dbg !327
  %.332 = zext i16 %t86 to i32, !dbg !327
  %.333 = shl nuw i32 %.332, 16, !dbg !327
  %.334 = bitcast i32 %.333 to float, !dbg !327
  %.335 = fadd float %.331, %.334, !dbg !327
  %.336 = bitcast float %.335 to i32, !dbg !327
  %.337 = and i32 %.336, 2147483647, !dbg !327
  %.338 = icmp ugt i32 %.337, 2139095040, !dbg !327
  %.339 = lshr i32 %.336, 16, !dbg !327
  %.340 = and i32 %.339, 1, !dbg !327
  %.341 = add i32 %.336, 32767, !dbg !327
  %.342 = add i32 %.341, %.340, !dbg !327
  %.343 = lshr i32 %.342, 16, !dbg !327
  %.345 = or i32 %.339, 64, !dbg !327
  %.346 = select i1 %.338, i32 %.345, i32 %.343, !dbg !327
  %.347 = trunc i32 %.346 to i16, !dbg !327
  br label %b45, !dbg !326

b45:                                              ; preds = %b40, %b42, %b23
  %t94 = phi i16 [ %t52, %b23 ], [ %t84.mux, %b40 ], [ %.347, %b42 ]
  %t95 = phi i1 [ %t53, %b23 ], [ %t85.mux, %b40 ], [ true, %b42 ]
  %t96 = icmp eq i32 %.2, 0, !dbg !326
  br i1 %t96, label %b46, label %b52, !dbg !326

b46:                                              ; preds = %b45
  %27 = select i1 %t95, i1 %.1, i1 false, !dbg !326
  %a3.mux = select i1 %t95, i16 %t94, i16 %a3, !dbg !326
  %.1.mux = select i1 %t95, i1 true, i1 %.1, !dbg !326
  br i1 %27, label %b48, label %b50, !dbg !326

b48:                                              ; preds = %b46
  %.348 = zext i16 %a3 to i32, !dbg !327
  %.349 = shl nuw i32 %.348, 16, !dbg !327
  %.350 = bitcast i32 %.349 to float, !dbg !327
  %.351 = zext i16 %t94 to i32, !dbg !327
  %.352 = shl nuw i32 %.351, 16, !dbg !327
  %.353 = bitcast i32 %.352 to float, !dbg !327
  %.354 = fadd float %.350, %.353, !dbg !327
  %.355 = bitcast float %.354 to i32, !dbg !327
  %.356 = and i32 %.355, 2147483647, !dbg !327
  %.357 = icmp ugt i32 %.356, 2139095040, !dbg !327
  %.358 = lshr i32 %.355, 16, !dbg !327
  %.359 = and i32 %.358, 1, !dbg !327
  %.360 = add i32 %.355, 32767, !dbg !327
  %.361 = add i32 %.360, %.359, !dbg !327
  %.362 = lshr i32 %.361, 16, !dbg !327
  %.364 = or i32 %.358, 64, !dbg !327
  %.365 = select i1 %.357, i32 %.364, i32 %.362, !dbg !327
  %.366 = trunc i32 %.365 to i16, !dbg !327
  br label %b50, !dbg !326

b50:                                              ; preds = %b46, %b48
  %t99 = phi i16 [ %a3.mux, %b46 ], [ %.366, %b48 ]
  %t100 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t100, label %b51, label %b52, !dbg !326

b51:                                              ; preds = %b50
  store i16 %t99, ptr addrspace(1) %a2, align 2, !dbg !326
  br label %b52, !dbg !326

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !326
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !328 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !329
  %t3 = sext i32 %.1 to i64, !dbg !329
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !329
  %t5 = sext i32 %.2 to i64, !dbg !329
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !329
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !329
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !329, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !329
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !329
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !329, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !329
  %.15 = add i32 %.14, %.9, !dbg !329
  %.16 = udiv i32 %.15, %.6, !dbg !329
  %t9 = sext i32 %.16 to i64, !dbg !329
  %t10 = mul nsw i64 %t7, %t5, !dbg !329
  %t11 = add nsw i64 %t10, %t3, !dbg !329
  %t12 = mul nsw i64 %t9, %t7, !dbg !329
  %t13 = shl nsw i64 %t12, 1, !dbg !329
  %t14 = icmp slt i64 %t11, %a0, !dbg !329
  br i1 %t14, label %b1, label %b8, !dbg !329

b1:                                               ; preds = %entry
  %t15 = mul i64 %t11, %a2, !dbg !329
  %t16 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t15, !dbg !329
  %.17 = load i16, ptr addrspace(1) %t16, align 2, !dbg !329, !amdgpu.noclobber !6
  %t18 = add nsw i64 %t12, %t11, !dbg !329
  %t19 = sub i64 %a0, %t12, !dbg !329
  %t22 = mul i64 %t13, %a2, !dbg !329
  %t23 = mul i64 %t12, %a2, !dbg !329
  %t3111 = icmp slt i64 %t18, %t19, !dbg !329
  br i1 %t3111, label %b3.preheader, label %b4, !dbg !329

b3.preheader:                                     ; preds = %b1
  %t20 = mul i64 %t18, %a2, !dbg !329
  %t24 = add i64 %t20, %t23, !dbg !329
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t24, !dbg !329
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t20, !dbg !329
  br label %b3, !dbg !329

b3:                                               ; preds = %b3.preheader, %b3
  %t2915 = phi i16 [ %.57, %b3 ], [ %.17, %b3.preheader ]
  %t2814 = phi i64 [ %t36, %b3 ], [ %t18, %b3.preheader ]
  %t2713 = phi ptr addrspace(1) [ %t37, %b3 ], [ %t21, %b3.preheader ]
  %t2612 = phi ptr addrspace(1) [ %t38, %b3 ], [ %t25, %b3.preheader ]
  %.18 = load i16, ptr addrspace(1) %t2713, align 2, !dbg !329
  %.19 = load i16, ptr addrspace(1) %t2612, align 2, !dbg !329
  %.20 = zext i16 %t2915 to i32, !dbg !330
  %.21 = shl nuw i32 %.20, 16, !dbg !330
  %.22 = bitcast i32 %.21 to float, !dbg !330
  %.23 = zext i16 %.18 to i32, !dbg !330
  %.24 = shl nuw i32 %.23, 16, !dbg !330
  %.25 = bitcast i32 %.24 to float, !dbg !330
  %.26 = fmul float %.22, %.25, !dbg !330
  %.27 = bitcast float %.26 to i32, !dbg !330
  %.28 = and i32 %.27, 2147483647, !dbg !330
  %.29 = icmp ugt i32 %.28, 2139095040, !dbg !330
  %.30 = lshr i32 %.27, 16, !dbg !330
  %.31 = and i32 %.30, 1, !dbg !330
  %.32 = add i32 %.27, 32767, !dbg !330
  %.33 = add i32 %.32, %.31, !dbg !330
  %.34 = lshr i32 %.33, 16, !dbg !330
  %.36 = or i32 %.30, 64, !dbg !330
  %.37 = select i1 %.29, i32 %.36, i32 %.34, !dbg !330
  %.40 = shl nuw i32 %.37, 16, !dbg !330
  %.41 = bitcast i32 %.40 to float, !dbg !330
  %.42 = zext i16 %.19 to i32, !dbg !330
  %.43 = shl nuw i32 %.42, 16, !dbg !330
  %.44 = bitcast i32 %.43 to float, !dbg !330
  %.45 = fmul float %.44, %.41, !dbg !330
  %.46 = bitcast float %.45 to i32, !dbg !330
  %.47 = and i32 %.46, 2147483647, !dbg !330
  %.48 = icmp ugt i32 %.47, 2139095040, !dbg !330
  %.49 = lshr i32 %.46, 16, !dbg !330
  %.50 = and i32 %.49, 1, !dbg !330
  %.51 = add i32 %.46, 32767, !dbg !330
  %.52 = add i32 %.51, %.50, !dbg !330
  %.53 = lshr i32 %.52, 16, !dbg !330
  %.55 = or i32 %.49, 64, !dbg !330
  %.56 = select i1 %.48, i32 %.55, i32 %.53, !dbg !330
  %.57 = trunc i32 %.56 to i16, !dbg !330
  %t36 = add i64 %t2814, %t13, !dbg !329
  %t37 = getelementptr inbounds i16, ptr addrspace(1) %t2713, i64 %t22, !dbg !329
  %t38 = getelementptr inbounds i16, ptr addrspace(1) %t2612, i64 %t22, !dbg !329
  %t31 = icmp slt i64 %t36, %t19, !dbg !329
  br i1 %t31, label %b3, label %b4, !dbg !329

b4:                                               ; preds = %b3, %b1
  %t28.lcssa = phi i64 [ %t18, %b1 ], [ %t36, %b3 ]
  %t29.lcssa = phi i16 [ %.17, %b1 ], [ %.57, %b3 ]
  %t4417 = icmp slt i64 %t28.lcssa, %a0, !dbg !329
  br i1 %t4417, label %b6.preheader, label %b8, !dbg !329

b6.preheader:                                     ; preds = %b4
  %t39 = mul i64 %t28.lcssa, %a2, !dbg !329
  %t40 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t39, !dbg !329
  br label %b6, !dbg !329

b6:                                               ; preds = %b6.preheader, %b6
  %t4320 = phi i16 [ %.77, %b6 ], [ %t29.lcssa, %b6.preheader ]
  %t4219 = phi i64 [ %t47, %b6 ], [ %t28.lcssa, %b6.preheader ]
  %t4118 = phi ptr addrspace(1) [ %t48, %b6 ], [ %t40, %b6.preheader ]
  %.58 = load i16, ptr addrspace(1) %t4118, align 2, !dbg !329
  %0 = insertelement <2 x i16> poison, i16 %t4320, i64 0, !dbg !330
  %1 = insertelement <2 x i16> %0, i16 %.58, i64 1, !dbg !330
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !330
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !330
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !330
  %5 = extractelement <2 x float> %4, i64 0, !dbg !330
  %6 = extractelement <2 x float> %4, i64 1, !dbg !330
  %.65 = fmul float %5, %6, !dbg !330
  %.66 = bitcast float %.65 to i32, !dbg !330
  %.67 = and i32 %.66, 2147483647, !dbg !330
  %.68 = icmp ugt i32 %.67, 2139095040, !dbg !330
  %.69 = lshr i32 %.66, 16, !dbg !330
  %.70 = and i32 %.69, 1, !dbg !330
  %.71 = add i32 %.66, 32767, !dbg !330
  %.72 = add i32 %.71, %.70, !dbg !330
  %.73 = lshr i32 %.72, 16, !dbg !330
  %.75 = or i32 %.69, 64, !dbg !330
  %.76 = select i1 %.68, i32 %.75, i32 %.73, !dbg !330
  %.77 = trunc i32 %.76 to i16, !dbg !330
  %t47 = add i64 %t4219, %t12, !dbg !329
  %t48 = getelementptr inbounds i16, ptr addrspace(1) %t4118, i64 %t23, !dbg !329
  %t44 = icmp slt i64 %t47, %a0, !dbg !329
  br i1 %t44, label %b6, label %b8, !dbg !329

b8:                                               ; preds = %b6, %b4, %entry
  %t49 = phi i16 [ 0, %entry ], [ %t29.lcssa, %b4 ], [ %.77, %b6 ]
  %t50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.0, i32 %.1, !dbg !329
  store i16 %t49, ptr addrspace(3) %t50, align 2, !dbg !329
  %t51 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.1, i32 %.1, !dbg !329
  %.78 = zext i1 %t14 to i8, !dbg !329
  store i8 %.78, ptr addrspace(3) %t51, align 1, !dbg !329
  fence syncscope("workgroup") release, !dbg !329
  tail call void @llvm.amdgcn.s.barrier(), !dbg !329
  fence syncscope("workgroup") acquire, !dbg !329
  %t52 = icmp slt i32 %.1, 128, !dbg !329
  br i1 %t52, label %b9, label %b14, !dbg !329

b9:                                               ; preds = %b8
  %t53 = add nsw i32 %.1, 128, !dbg !329
  %t54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.0, i32 %t53, !dbg !329
  %.79 = load i16, ptr addrspace(3) %t54, align 2, !dbg !329
  %t56 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.1, i32 %t53, !dbg !329
  %.80 = load i8, ptr addrspace(3) %t56, align 1, !dbg !329
  %.81.not10 = icmp eq i8 %.80, 0, !dbg !329
  %t14.not = xor i1 %t14, true, !dbg !329
  %brmerge = select i1 %.81.not10, i1 true, i1 %t14.not, !dbg !329
  %t49.mux = select i1 %.81.not10, i16 %t49, i16 %.79, !dbg !329
  %not..81.not10 = xor i1 %.81.not10, true, !dbg !329
  %t14.mux = select i1 %not..81.not10, i1 true, i1 %t14, !dbg !329
  br i1 %brmerge, label %b13, label %b11, !dbg !329

b11:                                              ; preds = %b9
  %.82 = zext i16 %t49 to i32, !dbg !330
  %.83 = shl nuw i32 %.82, 16, !dbg !330
  %.84 = bitcast i32 %.83 to float, !dbg !330
  %.85 = zext i16 %.79 to i32, !dbg !330
  %.86 = shl nuw i32 %.85, 16, !dbg !330
  %.87 = bitcast i32 %.86 to float, !dbg !330
  %.88 = fmul float %.84, %.87, !dbg !330
  %.89 = bitcast float %.88 to i32, !dbg !330
  %.90 = and i32 %.89, 2147483647, !dbg !330
  %.91 = icmp ugt i32 %.90, 2139095040, !dbg !330
  %.92 = lshr i32 %.89, 16, !dbg !330
  %.93 = and i32 %.92, 1, !dbg !330
  %.94 = add i32 %.89, 32767, !dbg !330
  %.95 = add i32 %.94, %.93, !dbg !330
  %.96 = lshr i32 %.95, 16, !dbg !330
  %.98 = or i32 %.92, 64, !dbg !330
  %.99 = select i1 %.91, i32 %.98, i32 %.96, !dbg !330
  %.100 = trunc i32 %.99 to i16, !dbg !330
  br label %b13, !dbg !329

b13:                                              ; preds = %b9, %b11
  %t60 = phi i16 [ %t49.mux, %b9 ], [ %.100, %b11 ]
  %t61 = phi i1 [ %t14.mux, %b9 ], [ true, %b11 ]
  store i16 %t60, ptr addrspace(3) %t50, align 2, !dbg !329
  %.101 = zext i1 %t61 to i8, !dbg !329
  store i8 %.101, ptr addrspace(3) %t51, align 1, !dbg !329
  br label %b14, !dbg !329

b14:                                              ; preds = %b13, %b8
  %t62 = phi i16 [ %t60, %b13 ], [ %t49, %b8 ]
  %t63 = phi i1 [ %t61, %b13 ], [ %t14, %b8 ]
  fence syncscope("workgroup") release, !dbg !329
  tail call void @llvm.amdgcn.s.barrier(), !dbg !329
  fence syncscope("workgroup") acquire, !dbg !329
  %t64 = icmp slt i32 %.1, 64, !dbg !329
  br i1 %t64, label %b15, label %b20, !dbg !329

b15:                                              ; preds = %b14
  %t65 = add nsw i32 %.1, 64, !dbg !329
  %t66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.0, i32 %t65, !dbg !329
  %.102 = load i16, ptr addrspace(3) %t66, align 2, !dbg !329
  %t68 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.1, i32 %t65, !dbg !329
  %.103 = load i8, ptr addrspace(3) %t68, align 1, !dbg !329
  %.104.not9 = icmp eq i8 %.103, 0, !dbg !329
  %t63.not = xor i1 %t63, true, !dbg !329
  %brmerge1 = select i1 %.104.not9, i1 true, i1 %t63.not, !dbg !329
  %t62.mux = select i1 %.104.not9, i16 %t62, i16 %.102, !dbg !329
  %not..104.not9 = xor i1 %.104.not9, true, !dbg !329
  %t63.mux = select i1 %not..104.not9, i1 true, i1 %t63, !dbg !329
  br i1 %brmerge1, label %b19, label %b17, !dbg !329

b17:                                              ; preds = %b15
  %.105 = zext i16 %t62 to i32, !dbg !330
  %.106 = shl nuw i32 %.105, 16, !dbg !330
  %.107 = bitcast i32 %.106 to float, !dbg !330
  %.108 = zext i16 %.102 to i32, !dbg !330
  %.109 = shl nuw i32 %.108, 16, !dbg !330
  %.110 = bitcast i32 %.109 to float, !dbg !330
  %.111 = fmul float %.107, %.110, !dbg !330
  %.112 = bitcast float %.111 to i32, !dbg !330
  %.113 = and i32 %.112, 2147483647, !dbg !330
  %.114 = icmp ugt i32 %.113, 2139095040, !dbg !330
  %.115 = lshr i32 %.112, 16, !dbg !330
  %.116 = and i32 %.115, 1, !dbg !330
  %.117 = add i32 %.112, 32767, !dbg !330
  %.118 = add i32 %.117, %.116, !dbg !330
  %.119 = lshr i32 %.118, 16, !dbg !330
  %.121 = or i32 %.115, 64, !dbg !330
  %.122 = select i1 %.114, i32 %.121, i32 %.119, !dbg !330
  %.123 = trunc i32 %.122 to i16, !dbg !330
  br label %b19, !dbg !329

b19:                                              ; preds = %b15, %b17
  %t72 = phi i16 [ %t62.mux, %b15 ], [ %.123, %b17 ]
  %t73 = phi i1 [ %t63.mux, %b15 ], [ true, %b17 ]
  store i16 %t72, ptr addrspace(3) %t50, align 2, !dbg !329
  %.124 = zext i1 %t73 to i8, !dbg !329
  store i8 %.124, ptr addrspace(3) %t51, align 1, !dbg !329
  br label %b20, !dbg !329

b20:                                              ; preds = %b19, %b14
  %t74 = phi i16 [ %t72, %b19 ], [ %t62, %b14 ]
  %t75 = phi i1 [ %t73, %b19 ], [ %t63, %b14 ]
  fence syncscope("workgroup") release, !dbg !329
  tail call void @llvm.amdgcn.s.barrier(), !dbg !329
  fence syncscope("workgroup") acquire, !dbg !329
  %t76 = icmp slt i32 %.1, 32, !dbg !329
  br i1 %t76, label %b21, label %b26, !dbg !329

b21:                                              ; preds = %b20
  %t77 = add nsw i32 %.1, 32, !dbg !329
  %t78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.0, i32 %t77, !dbg !329
  %.125 = load i16, ptr addrspace(3) %t78, align 2, !dbg !329
  %t80 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.1, i32 %t77, !dbg !329
  %.126 = load i8, ptr addrspace(3) %t80, align 1, !dbg !329
  %.127.not8 = icmp eq i8 %.126, 0, !dbg !329
  %t75.not = xor i1 %t75, true, !dbg !329
  %brmerge2 = select i1 %.127.not8, i1 true, i1 %t75.not, !dbg !329
  %t74.mux = select i1 %.127.not8, i16 %t74, i16 %.125, !dbg !329
  %not..127.not8 = xor i1 %.127.not8, true, !dbg !329
  %t75.mux = select i1 %not..127.not8, i1 true, i1 %t75, !dbg !329
  br i1 %brmerge2, label %b26, label %b23, !dbg !329

b23:                                              ; preds = %b21
  %.128 = zext i16 %t74 to i32, !dbg !330
  %.129 = shl nuw i32 %.128, 16, !dbg !330
  %.130 = bitcast i32 %.129 to float, !dbg !330
  %.131 = zext i16 %.125 to i32, !dbg !330
  %.132 = shl nuw i32 %.131, 16, !dbg !330
  %.133 = bitcast i32 %.132 to float, !dbg !330
  %.134 = fmul float %.130, %.133, !dbg !330
  %.135 = bitcast float %.134 to i32, !dbg !330
  %.136 = and i32 %.135, 2147483647, !dbg !330
  %.137 = icmp ugt i32 %.136, 2139095040, !dbg !330
  %.138 = lshr i32 %.135, 16, !dbg !330
  %.139 = and i32 %.138, 1, !dbg !330
  %.140 = add i32 %.135, 32767, !dbg !330
  %.141 = add i32 %.140, %.139, !dbg !330
  %.142 = lshr i32 %.141, 16, !dbg !330
  %.144 = or i32 %.138, 64, !dbg !330
  %.145 = select i1 %.137, i32 %.144, i32 %.142, !dbg !330
  %.146 = trunc i32 %.145 to i16, !dbg !330
  br label %b26, !dbg !329

b26:                                              ; preds = %b21, %b23, %b20
  %t86 = phi i16 [ %t74, %b20 ], [ %t74.mux, %b21 ], [ %.146, %b23 ]
  %t87 = phi i1 [ %t75, %b20 ], [ %t75.mux, %b21 ], [ true, %b23 ]
  br i1 %t76, label %b27, label %b48, !dbg !329

b27:                                              ; preds = %b26
  %.148 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !329
  %.149 = zext i32 %.148 to i64, !dbg !329
  %.150 = add nuw nsw i64 %.149, 16, !dbg !329
  %.151 = icmp ult i32 %.148, 16, !dbg !329
  %.152 = tail call i32 @llvm.read_register.i32(metadata !238) #13, !dbg !329
  %.153 = zext i32 %.152 to i64, !dbg !329
  %.154 = and i64 %.150, 31, !dbg !329
  %7 = shl nuw nsw i64 1, %.154, !dbg !329
  %8 = and i64 %7, %.153, !dbg !329
  %.156 = icmp ne i64 %8, 0, !dbg !329
  %.157 = and i1 %.151, %.156, !dbg !329
  %.158 = trunc i64 %.150 to i32, !dbg !329
  %.159 = shl i32 %.158, 2, !dbg !329
  %.160 = zext i16 %t86 to i32, !dbg !329
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.160), !dbg !329
  %.162 = trunc i32 %.161 to i16, !dbg !329
  %t88 = select i1 %.157, i16 %.162, i16 %t86, !dbg !329
  %.176 = zext i1 %t87 to i32, !dbg !329
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.176), !dbg !329
  %9 = and i32 %.177, 1, !dbg !329
  %.178 = icmp ne i32 %9, 0, !dbg !329
  %t89 = select i1 %.157, i1 %.178, i1 %t87, !dbg !329
  %t90 = icmp slt i32 %.1, 16, !dbg !329
  %t91 = and i1 %t90, %t89, !dbg !329
  %10 = select i1 %t91, i1 %t87, i1 false, !dbg !329
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !329
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !329
  br i1 %10, label %b29, label %b31, !dbg !329

b29:                                              ; preds = %b27
  %.180 = shl nuw i32 %.160, 16, !dbg !330
  %.181 = bitcast i32 %.180 to float, !dbg !330
  %.182 = zext i16 %t88 to i32, !dbg !330
  %.183 = shl nuw i32 %.182, 16, !dbg !330
  %.184 = bitcast i32 %.183 to float, !dbg !330
  %.185 = fmul float %.181, %.184, !dbg !330
  %.186 = bitcast float %.185 to i32, !dbg !330
  %.187 = and i32 %.186, 2147483647, !dbg !330
  %.188 = icmp ugt i32 %.187, 2139095040, !dbg !330
  %.189 = lshr i32 %.186, 16, !dbg !330
  %.190 = and i32 %.189, 1, !dbg !330
  %.191 = add i32 %.186, 32767, !dbg !330
  %.192 = add i32 %.191, %.190, !dbg !330
  %.193 = lshr i32 %.192, 16, !dbg !330
  %.195 = or i32 %.189, 64, !dbg !330
  %.196 = select i1 %.188, i32 %.195, i32 %.193, !dbg !330
  %.197 = trunc i32 %.196 to i16, !dbg !330
  br label %b31, !dbg !329

b31:                                              ; preds = %b27, %b29
  %t94 = phi i16 [ %t86.mux, %b27 ], [ %.197, %b29 ]
  %t95 = phi i1 [ %t87.mux, %b27 ], [ true, %b29 ]
  %.201 = add nuw nsw i64 %.149, 8, !dbg !329
  %.202 = icmp ult i32 %.148, 24, !dbg !329
  %.205 = and i64 %.201, 31, !dbg !329
  %11 = shl nuw nsw i64 1, %.205, !dbg !329
  %12 = and i64 %11, %.153, !dbg !329
  %.207 = icmp ne i64 %12, 0, !dbg !329
  %.208 = and i1 %.202, %.207, !dbg !329
  %.209 = trunc i64 %.201 to i32, !dbg !329
  %.210 = shl i32 %.209, 2, !dbg !329
  %.211 = zext i16 %t94 to i32, !dbg !329
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.211), !dbg !329
  %.213 = trunc i32 %.212 to i16, !dbg !329
  %t96 = select i1 %.208, i16 %.213, i16 %t94, !dbg !329
  %.227 = zext i1 %t95 to i32, !dbg !329
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.227), !dbg !329
  %13 = and i32 %.228, 1, !dbg !329
  %.229 = icmp ne i32 %13, 0, !dbg !329
  %t97 = select i1 %.208, i1 %.229, i1 %t95, !dbg !329
  %t98 = icmp slt i32 %.1, 24, !dbg !329
  %t99 = and i1 %t98, %t97, !dbg !329
  %14 = select i1 %t99, i1 %t95, i1 false, !dbg !329
  %t94.mux = select i1 %t99, i16 %t96, i16 %t94, !dbg !329
  %t95.mux = select i1 %t99, i1 true, i1 %t95, !dbg !329
  br i1 %14, label %b33, label %b35, !dbg !329

b33:                                              ; preds = %b31
  %.231 = shl nuw i32 %.211, 16, !dbg !330
  %.232 = bitcast i32 %.231 to float, !dbg !330
  %.233 = zext i16 %t96 to i32, !dbg !330
  %.234 = shl nuw i32 %.233, 16, !dbg !330
  %.235 = bitcast i32 %.234 to float, !dbg !330
  %.236 = fmul float %.232, %.235, !dbg !330
  %.237 = bitcast float %.236 to i32, !dbg !330
  %.238 = and i32 %.237, 2147483647, !dbg !330
  %.239 = icmp ugt i32 %.238, 2139095040, !dbg !330
  %.240 = lshr i32 %.237, 16, !dbg !330
  %.241 = and i32 %.240, 1, !dbg !330
  %.242 = add i32 %.237, 32767, !dbg !330
  %.243 = add i32 %.242, %.241, !dbg !330
  %.244 = lshr i32 %.243, 16, !dbg !330
  %.246 = or i32 %.240, 64, !dbg !330
  %.247 = select i1 %.239, i32 %.246, i32 %.244, !dbg !330
  %.248 = trunc i32 %.247 to i16, !dbg !330
  br label %b35, !dbg !329

b35:                                              ; preds = %b31, %b33
  %t102 = phi i16 [ %t94.mux, %b31 ], [ %.248, %b33 ]
  %t103 = phi i1 [ %t95.mux, %b31 ], [ true, %b33 ]
  %.252 = add nuw nsw i64 %.149, 4, !dbg !329
  %.253 = icmp ult i32 %.148, 28, !dbg !329
  %.256 = and i64 %.252, 31, !dbg !329
  %15 = shl nuw nsw i64 1, %.256, !dbg !329
  %16 = and i64 %15, %.153, !dbg !329
  %.258 = icmp ne i64 %16, 0, !dbg !329
  %.259 = and i1 %.253, %.258, !dbg !329
  %.260 = trunc i64 %.252 to i32, !dbg !329
  %.261 = shl i32 %.260, 2, !dbg !329
  %.262 = zext i16 %t102 to i32, !dbg !329
  %.263 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.262), !dbg !329
  %.264 = trunc i32 %.263 to i16, !dbg !329
  %t104 = select i1 %.259, i16 %.264, i16 %t102, !dbg !329
  %.278 = zext i1 %t103 to i32, !dbg !329
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.278), !dbg !329
  %17 = and i32 %.279, 1, !dbg !329
  %.280 = icmp ne i32 %17, 0, !dbg !329
  %t105 = select i1 %.259, i1 %.280, i1 %t103, !dbg !329
  %t106 = icmp slt i32 %.1, 28, !dbg !329
  %t107 = and i1 %t106, %t105, !dbg !329
  %18 = select i1 %t107, i1 %t103, i1 false, !dbg !329
  %t102.mux = select i1 %t107, i16 %t104, i16 %t102, !dbg !329
  %t103.mux = select i1 %t107, i1 true, i1 %t103, !dbg !329
  br i1 %18, label %b37, label %b39, !dbg !329

b37:                                              ; preds = %b35
  %.282 = shl nuw i32 %.262, 16, !dbg !330
  %.283 = bitcast i32 %.282 to float, !dbg !330
  %.284 = zext i16 %t104 to i32, !dbg !330
  %.285 = shl nuw i32 %.284, 16, !dbg !330
  %.286 = bitcast i32 %.285 to float, !dbg !330
  %.287 = fmul float %.283, %.286, !dbg !330
  %.288 = bitcast float %.287 to i32, !dbg !330
  %.289 = and i32 %.288, 2147483647, !dbg !330
  %.290 = icmp ugt i32 %.289, 2139095040, !dbg !330
  %.291 = lshr i32 %.288, 16, !dbg !330
  %.292 = and i32 %.291, 1, !dbg !330
  %.293 = add i32 %.288, 32767, !dbg !330
  %.294 = add i32 %.293, %.292, !dbg !330
  %.295 = lshr i32 %.294, 16, !dbg !330
  %.297 = or i32 %.291, 64, !dbg !330
  %.298 = select i1 %.290, i32 %.297, i32 %.295, !dbg !330
  %.299 = trunc i32 %.298 to i16, !dbg !330
  br label %b39, !dbg !329

b39:                                              ; preds = %b35, %b37
  %t110 = phi i16 [ %t102.mux, %b35 ], [ %.299, %b37 ]
  %t111 = phi i1 [ %t103.mux, %b35 ], [ true, %b37 ]
  %.303 = add nuw nsw i64 %.149, 2, !dbg !329
  %.304 = icmp ult i32 %.148, 30, !dbg !329
  %.307 = and i64 %.303, 31, !dbg !329
  %19 = shl nuw nsw i64 1, %.307, !dbg !329
  %20 = and i64 %19, %.153, !dbg !329
  %.309 = icmp ne i64 %20, 0, !dbg !329
  %.310 = and i1 %.304, %.309, !dbg !329
  %.311 = trunc i64 %.303 to i32, !dbg !329
  %.312 = shl i32 %.311, 2, !dbg !329
  %.313 = zext i16 %t110 to i32, !dbg !329
  %.314 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.313), !dbg !329
  %.315 = trunc i32 %.314 to i16, !dbg !329
  %t112 = select i1 %.310, i16 %.315, i16 %t110, !dbg !329
  %.329 = zext i1 %t111 to i32, !dbg !329
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.329), !dbg !329
  %21 = and i32 %.330, 1, !dbg !329
  %.331 = icmp ne i32 %21, 0, !dbg !329
  %t113 = select i1 %.310, i1 %.331, i1 %t111, !dbg !329
  %t114 = icmp slt i32 %.1, 30, !dbg !329
  %t115 = and i1 %t114, %t113, !dbg !329
  %22 = select i1 %t115, i1 %t111, i1 false, !dbg !329
  %t110.mux = select i1 %t115, i16 %t112, i16 %t110, !dbg !329
  %t111.mux = select i1 %t115, i1 true, i1 %t111, !dbg !329
  br i1 %22, label %b41, label %b43, !dbg !329

b41:                                              ; preds = %b39
  %.333 = shl nuw i32 %.313, 16, !dbg !330
  %.334 = bitcast i32 %.333 to float, !dbg !330
  %.335 = zext i16 %t112 to i32, !dbg !330
  %.336 = shl nuw i32 %.335, 16, !dbg !330
  %.337 = bitcast i32 %.336 to float, !dbg !330
  %.338 = fmul float %.334, %.337, !dbg !330
  %.339 = bitcast float %.338 to i32, !dbg !330
  %.340 = and i32 %.339, 2147483647, !dbg !330
  %.341 = icmp ugt i32 %.340, 2139095040, !dbg !330
  %.342 = lshr i32 %.339, 16, !dbg !330
  %.343 = and i32 %.342, 1, !dbg !330
  %.344 = add i32 %.339, 32767, !dbg !330
  %.345 = add i32 %.344, %.343, !dbg !330
  %.346 = lshr i32 %.345, 16, !dbg !330
  %.348 = or i32 %.342, 64, !dbg !330
  %.349 = select i1 %.341, i32 %.348, i32 %.346, !dbg !330
  %.350 = trunc i32 %.349 to i16, !dbg !330
  br label %b43, !dbg !329

b43:                                              ; preds = %b39, %b41
  %t118 = phi i16 [ %t110.mux, %b39 ], [ %.350, %b41 ]
  %t119 = phi i1 [ %t111.mux, %b39 ], [ true, %b41 ]
  %.354 = add nuw nsw i64 %.149, 1, !dbg !329
  %.355 = icmp ult i32 %.148, 31, !dbg !329
  %.358 = and i64 %.354, 31, !dbg !329
  %23 = shl nuw nsw i64 1, %.358, !dbg !329
  %24 = and i64 %23, %.153, !dbg !329
  %.360 = icmp ne i64 %24, 0, !dbg !329
  %.361 = and i1 %.355, %.360, !dbg !329
  %.362 = trunc i64 %.354 to i32, !dbg !329
  %.363 = shl i32 %.362, 2, !dbg !329
  %.364 = zext i16 %t118 to i32, !dbg !329
  %.365 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.364), !dbg !329
  %.366 = trunc i32 %.365 to i16, !dbg !329
  %t120 = select i1 %.361, i16 %.366, i16 %t118, !dbg !329
  %.380 = zext i1 %t119 to i32, !dbg !329
  %.381 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.380), !dbg !329
  %25 = and i32 %.381, 1, !dbg !329
  %.382 = icmp ne i32 %25, 0, !dbg !329
  %t121 = select i1 %.361, i1 %.382, i1 %t119, !dbg !329
  %t122 = icmp slt i32 %.1, 31, !dbg !329
  %t123 = and i1 %t122, %t121, !dbg !329
  %26 = select i1 %t123, i1 %t119, i1 false, !dbg !329
  %t118.mux = select i1 %t123, i16 %t120, i16 %t118, !dbg !329
  %t119.mux = select i1 %t123, i1 true, i1 %t119, !dbg !329
  br i1 %26, label %b45, label %b48, !dbg !329

b45:                                              ; preds = %b43
  %.384 = shl nuw i32 %.364, 16, !dbg !330
  %.385 = bitcast i32 %.384 to float, !dbg !330
  %.386 = zext i16 %t120 to i32, !dbg !330
  %.387 = shl nuw i32 %.386, 16, !dbg !330
  %.388 = bitcast i32 %.387 to float, !dbg !330
  %.389 = fmul float %.385, %.388, !dbg !330
  %.390 = bitcast float %.389 to i32, !dbg !330
  %.391 = and i32 %.390, 2147483647, !dbg !330
  %.392 = icmp ugt i32 %.391, 2139095040, !dbg !330
  %.393 = lshr i32 %.390, 16, !dbg !330
  %.394 = and i32 %.393, 1, !dbg !330
  %.395 = add i32 %.390, 32767, !dbg !330
  %.396 = add i32 %.395, %.394, !dbg !330
  %.397 = lshr i32 %.396, 16, !dbg !330
  %.399 = or i32 %.393, 64, !dbg !330
  %.400 = select i1 %.392, i32 %.399, i32 %.397, !dbg !330
  %.401 = trunc i32 %.400 to i16, !dbg !330
  br label %b48, !dbg !329

b48:                                              ; preds = %b43, %b45, %b26
  %t128 = phi i16 [ %t86, %b26 ], [ %t118.mux, %b43 ], [ %.401, %b45 ]
  %t129 = phi i1 [ %t87, %b26 ], [ %t119.mux, %b43 ], [ true, %b45 ]
  %t130 = icmp eq i32 %.1, 0, !dbg !329
  %t131 = and i1 %t130, %t129, !dbg !329
  br i1 %t131, label %b49, label %b50, !dbg !329

b49:                                              ; preds = %b48
  %t132 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t5, !dbg !329
  store i16 %t128, ptr addrspace(1) %t132, align 2, !dbg !329
  br label %b50, !dbg !329

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !329
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i16 %a3, i8 %a4) local_unnamed_addr #2 !dbg !331 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !332
  %t3 = sext i32 %.2 to i64, !dbg !332
  %t4 = icmp slt i64 %t3, %a0, !dbg !332
  br i1 %t4, label %b1, label %b5, !dbg !332

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t3, !dbg !332
  %.3 = load i16, ptr addrspace(1) %t5, align 2, !dbg !332, !amdgpu.noclobber !6
  %t812 = add nsw i64 %t3, 256, !dbg !332
  %t1013 = icmp slt i64 %t812, %a0, !dbg !332
  br i1 %t1013, label %b3, label %b5, !dbg !332

b3:                                               ; preds = %b1, %b3
  %t815 = phi i64 [ %t8, %b3 ], [ %t812, %b1 ]
  %t914 = phi i16 [ %.23, %b3 ], [ %.3, %b1 ]
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t815, !dbg !332
  %.4 = load i16, ptr addrspace(1) %t11, align 2, !dbg !332, !amdgpu.noclobber !6
  %0 = insertelement <2 x i16> poison, i16 %t914, i64 0, !dbg !333
  %1 = insertelement <2 x i16> %0, i16 %.4, i64 1, !dbg !333
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !333
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !333
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !333
  %5 = extractelement <2 x float> %4, i64 0, !dbg !333
  %6 = extractelement <2 x float> %4, i64 1, !dbg !333
  %.11 = fmul float %5, %6, !dbg !333
  %.12 = bitcast float %.11 to i32, !dbg !333
  %.13 = and i32 %.12, 2147483647, !dbg !333
  %.14 = icmp ugt i32 %.13, 2139095040, !dbg !333
  %.15 = lshr i32 %.12, 16, !dbg !333
  %.16 = and i32 %.15, 1, !dbg !333
  %.17 = add i32 %.12, 32767, !dbg !333
  %.18 = add i32 %.17, %.16, !dbg !333
  %.19 = lshr i32 %.18, 16, !dbg !333
  %.21 = or i32 %.15, 64, !dbg !333
  %.22 = select i1 %.14, i32 %.21, i32 %.19, !dbg !333
  %.23 = trunc i32 %.22 to i16, !dbg !333
  %t8 = add i64 %t815, 256, !dbg !332
  %t10 = icmp slt i64 %t8, %a0, !dbg !332
  br i1 %t10, label %b3, label %b5, !dbg !332

b5:                                               ; preds = %b3, %b1, %entry
  %t15 = phi i16 [ 0, %entry ], [ %.3, %b1 ], [ %.23, %b3 ]
  %t16 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.0, i32 %.2, !dbg !332
  store i16 %t15, ptr addrspace(3) %t16, align 2, !dbg !332
  %t17 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.1, i32 %.2, !dbg !332
  %.24 = zext i1 %t4 to i8, !dbg !332
  store i8 %.24, ptr addrspace(3) %t17, align 1, !dbg !332
  fence syncscope("workgroup") release, !dbg !332
  tail call void @llvm.amdgcn.s.barrier(), !dbg !332
  fence syncscope("workgroup") acquire, !dbg !332
  %t18 = icmp slt i32 %.2, 128, !dbg !332
  br i1 %t18, label %b6, label %b11, !dbg !332

b6:                                               ; preds = %b5
  %t19 = add nsw i32 %.2, 128, !dbg !332
  %t20 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.0, i32 %t19, !dbg !332
  %.25 = load i16, ptr addrspace(3) %t20, align 2, !dbg !332
  %t22 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.1, i32 %t19, !dbg !332
  %.26 = load i8, ptr addrspace(3) %t22, align 1, !dbg !332
  %.27.not11 = icmp eq i8 %.26, 0, !dbg !332
  %t4.not = xor i1 %t4, true, !dbg !332
  %brmerge = select i1 %.27.not11, i1 true, i1 %t4.not, !dbg !332
  %t15.mux = select i1 %.27.not11, i16 %t15, i16 %.25, !dbg !332
  %not..27.not11 = xor i1 %.27.not11, true, !dbg !332
  %t4.mux = select i1 %not..27.not11, i1 true, i1 %t4, !dbg !332
  br i1 %brmerge, label %b10, label %b8, !dbg !332

b8:                                               ; preds = %b6
  %.28 = zext i16 %t15 to i32, !dbg !333
  %.29 = shl nuw i32 %.28, 16, !dbg !333
  %.30 = bitcast i32 %.29 to float, !dbg !333
  %.31 = zext i16 %.25 to i32, !dbg !333
  %.32 = shl nuw i32 %.31, 16, !dbg !333
  %.33 = bitcast i32 %.32 to float, !dbg !333
  %.34 = fmul float %.30, %.33, !dbg !333
  %.35 = bitcast float %.34 to i32, !dbg !333
  %.36 = and i32 %.35, 2147483647, !dbg !333
  %.37 = icmp ugt i32 %.36, 2139095040, !dbg !333
  %.38 = lshr i32 %.35, 16, !dbg !333
  %.39 = and i32 %.38, 1, !dbg !333
  %.40 = add i32 %.35, 32767, !dbg !333
  %.41 = add i32 %.40, %.39, !dbg !333
  %.42 = lshr i32 %.41, 16, !dbg !333
  %.44 = or i32 %.38, 64, !dbg !333
  %.45 = select i1 %.37, i32 %.44, i32 %.42, !dbg !333
  %.46 = trunc i32 %.45 to i16, !dbg !333
  br label %b10, !dbg !332

b10:                                              ; preds = %b6, %b8
  %t26 = phi i16 [ %t15.mux, %b6 ], [ %.46, %b8 ]
  %t27 = phi i1 [ %t4.mux, %b6 ], [ true, %b8 ]
  store i16 %t26, ptr addrspace(3) %t16, align 2, !dbg !332
  %.47 = zext i1 %t27 to i8, !dbg !332
  store i8 %.47, ptr addrspace(3) %t17, align 1, !dbg !332
  br label %b11, !dbg !332

b11:                                              ; preds = %b10, %b5
  %t28 = phi i16 [ %t26, %b10 ], [ %t15, %b5 ]
  %t29 = phi i1 [ %t27, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !332
  tail call void @llvm.amdgcn.s.barrier(), !dbg !332
  fence syncscope("workgroup") acquire, !dbg !332
  %t30 = icmp slt i32 %.2, 64, !dbg !332
  br i1 %t30, label %b12, label %b17, !dbg !332

b12:                                              ; preds = %b11
  %t31 = add nsw i32 %.2, 64, !dbg !332
  %t32 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.0, i32 %t31, !dbg !332
  %.48 = load i16, ptr addrspace(3) %t32, align 2, !dbg !332
  %t34 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.1, i32 %t31, !dbg !332
  %.49 = load i8, ptr addrspace(3) %t34, align 1, !dbg !332
  %.50.not10 = icmp eq i8 %.49, 0, !dbg !332
  %t29.not = xor i1 %t29, true, !dbg !332
  %brmerge1 = select i1 %.50.not10, i1 true, i1 %t29.not, !dbg !332
  %t28.mux = select i1 %.50.not10, i16 %t28, i16 %.48, !dbg !332
  %not..50.not10 = xor i1 %.50.not10, true, !dbg !332
  %t29.mux = select i1 %not..50.not10, i1 true, i1 %t29, !dbg !332
  br i1 %brmerge1, label %b16, label %b14, !dbg !332

b14:                                              ; preds = %b12
  %.51 = zext i16 %t28 to i32, !dbg !333
  %.52 = shl nuw i32 %.51, 16, !dbg !333
  %.53 = bitcast i32 %.52 to float, !dbg !333
  %.54 = zext i16 %.48 to i32, !dbg !333
  %.55 = shl nuw i32 %.54, 16, !dbg !333
  %.56 = bitcast i32 %.55 to float, !dbg !333
  %.57 = fmul float %.53, %.56, !dbg !333
  %.58 = bitcast float %.57 to i32, !dbg !333
  %.59 = and i32 %.58, 2147483647, !dbg !333
  %.60 = icmp ugt i32 %.59, 2139095040, !dbg !333
  %.61 = lshr i32 %.58, 16, !dbg !333
  %.62 = and i32 %.61, 1, !dbg !333
  %.63 = add i32 %.58, 32767, !dbg !333
  %.64 = add i32 %.63, %.62, !dbg !333
  %.65 = lshr i32 %.64, 16, !dbg !333
  %.67 = or i32 %.61, 64, !dbg !333
  %.68 = select i1 %.60, i32 %.67, i32 %.65, !dbg !333
  %.69 = trunc i32 %.68 to i16, !dbg !333
  br label %b16, !dbg !332

b16:                                              ; preds = %b12, %b14
  %t38 = phi i16 [ %t28.mux, %b12 ], [ %.69, %b14 ]
  %t39 = phi i1 [ %t29.mux, %b12 ], [ true, %b14 ]
  store i16 %t38, ptr addrspace(3) %t16, align 2, !dbg !332
  %.70 = zext i1 %t39 to i8, !dbg !332
  store i8 %.70, ptr addrspace(3) %t17, align 1, !dbg !332
  br label %b17, !dbg !332

b17:                                              ; preds = %b16, %b11
  %t40 = phi i16 [ %t38, %b16 ], [ %t28, %b11 ]
  %t41 = phi i1 [ %t39, %b16 ], [ %t29, %b11 ]
  fence syncscope("workgroup") release, !dbg !332
  tail call void @llvm.amdgcn.s.barrier(), !dbg !332
  fence syncscope("workgroup") acquire, !dbg !332
  %t42 = icmp slt i32 %.2, 32, !dbg !332
  br i1 %t42, label %b18, label %b23, !dbg !332

b18:                                              ; preds = %b17
  %t43 = add nsw i32 %.2, 32, !dbg !332
  %t44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.0, i32 %t43, !dbg !332
  %.71 = load i16, ptr addrspace(3) %t44, align 2, !dbg !332
  %t46 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.1, i32 %t43, !dbg !332
  %.72 = load i8, ptr addrspace(3) %t46, align 1, !dbg !332
  %.73.not9 = icmp eq i8 %.72, 0, !dbg !332
  %t41.not = xor i1 %t41, true, !dbg !332
  %brmerge2 = select i1 %.73.not9, i1 true, i1 %t41.not, !dbg !332
  %t40.mux = select i1 %.73.not9, i16 %t40, i16 %.71, !dbg !332
  %not..73.not9 = xor i1 %.73.not9, true, !dbg !332
  %t41.mux = select i1 %not..73.not9, i1 true, i1 %t41, !dbg !332
  br i1 %brmerge2, label %b23, label %b20, !dbg !332

b20:                                              ; preds = %b18
  %.74 = zext i16 %t40 to i32, !dbg !333
  %.75 = shl nuw i32 %.74, 16, !dbg !333
  %.76 = bitcast i32 %.75 to float, !dbg !333
  %.77 = zext i16 %.71 to i32, !dbg !333
  %.78 = shl nuw i32 %.77, 16, !dbg !333
  %.79 = bitcast i32 %.78 to float, !dbg !333
  %.80 = fmul float %.76, %.79, !dbg !333
  %.81 = bitcast float %.80 to i32, !dbg !333
  %.82 = and i32 %.81, 2147483647, !dbg !333
  %.83 = icmp ugt i32 %.82, 2139095040, !dbg !333
  %.84 = lshr i32 %.81, 16, !dbg !333
  %.85 = and i32 %.84, 1, !dbg !333
  %.86 = add i32 %.81, 32767, !dbg !333
  %.87 = add i32 %.86, %.85, !dbg !333
  %.88 = lshr i32 %.87, 16, !dbg !333
  %.90 = or i32 %.84, 64, !dbg !333
  %.91 = select i1 %.83, i32 %.90, i32 %.88, !dbg !333
  %.92 = trunc i32 %.91 to i16, !dbg !333
  br label %b23, !dbg !332

b23:                                              ; preds = %b18, %b20, %b17
  %t52 = phi i16 [ %t40, %b17 ], [ %t40.mux, %b18 ], [ %.92, %b20 ]
  %t53 = phi i1 [ %t41, %b17 ], [ %t41.mux, %b18 ], [ true, %b20 ]
  br i1 %t42, label %b24, label %b45, !dbg !332

b24:                                              ; preds = %b23
  %.94 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !332
  %.95 = zext i32 %.94 to i64, !dbg !332
  %.96 = add nuw nsw i64 %.95, 16, !dbg !332
  %.97 = icmp ult i32 %.94, 16, !dbg !332
  %.98 = tail call i32 @llvm.read_register.i32(metadata !238) #13, !dbg !332
  %.99 = zext i32 %.98 to i64, !dbg !332
  %.100 = and i64 %.96, 31, !dbg !332
  %7 = shl nuw nsw i64 1, %.100, !dbg !332
  %8 = and i64 %7, %.99, !dbg !332
  %.102 = icmp ne i64 %8, 0, !dbg !332
  %.103 = and i1 %.97, %.102, !dbg !332
  %.104 = trunc i64 %.96 to i32, !dbg !332
  %.105 = shl i32 %.104, 2, !dbg !332
  %.106 = zext i16 %t52 to i32, !dbg !332
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !332
  %.108 = trunc i32 %.107 to i16, !dbg !332
  %t54 = select i1 %.103, i16 %.108, i16 %t52, !dbg !332
  %.122 = zext i1 %t53 to i32, !dbg !332
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.122), !dbg !332
  %9 = and i32 %.123, 1, !dbg !332
  %.124 = icmp ne i32 %9, 0, !dbg !332
  %t55 = select i1 %.103, i1 %.124, i1 %t53, !dbg !332
  %t56 = icmp slt i32 %.2, 16, !dbg !332
  %t57 = and i1 %t56, %t55, !dbg !332
  %10 = select i1 %t57, i1 %t53, i1 false, !dbg !332
  %t52.mux = select i1 %t57, i16 %t54, i16 %t52, !dbg !332
  %t53.mux = select i1 %t57, i1 true, i1 %t53, !dbg !332
  br i1 %10, label %b26, label %b28, !dbg !332

b26:                                              ; preds = %b24
  %.126 = shl nuw i32 %.106, 16, !dbg !333
  %.127 = bitcast i32 %.126 to float, !dbg !333
  %.128 = zext i16 %t54 to i32, !dbg !333
  %.129 = shl nuw i32 %.128, 16, !dbg !333
  %.130 = bitcast i32 %.129 to float, !dbg !333
  %.131 = fmul float %.127, %.130, !dbg !333
  %.132 = bitcast float %.131 to i32, !dbg !333
  %.133 = and i32 %.132, 2147483647, !dbg !333
  %.134 = icmp ugt i32 %.133, 2139095040, !dbg !333
  %.135 = lshr i32 %.132, 16, !dbg !333
  %.136 = and i32 %.135, 1, !dbg !333
  %.137 = add i32 %.132, 32767, !dbg !333
  %.138 = add i32 %.137, %.136, !dbg !333
  %.139 = lshr i32 %.138, 16, !dbg !333
  %.141 = or i32 %.135, 64, !dbg !333
  %.142 = select i1 %.134, i32 %.141, i32 %.139, !dbg !333
  %.143 = trunc i32 %.142 to i16, !dbg !333
  br label %b28, !dbg !332

b28:                                              ; preds = %b24, %b26
  %t60 = phi i16 [ %t52.mux, %b24 ], [ %.143, %b26 ]
  %t61 = phi i1 [ %t53.mux, %b24 ], [ true, %b26 ]
  %.147 = add nuw nsw i64 %.95, 8, !dbg !332
  %.148 = icmp ult i32 %.94, 24, !dbg !332
  %.151 = and i64 %.147, 31, !dbg !332
  %11 = shl nuw nsw i64 1, %.151, !dbg !332
  %12 = and i64 %11, %.99, !dbg !332
  %.153 = icmp ne i64 %12, 0, !dbg !332
  %.154 = and i1 %.148, %.153, !dbg !332
  %.155 = trunc i64 %.147 to i32, !dbg !332
  %.156 = shl i32 %.155, 2, !dbg !332
  %.157 = zext i16 %t60 to i32, !dbg !332
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.157), !dbg !332
  %.159 = trunc i32 %.158 to i16, !dbg !332
  %t62 = select i1 %.154, i16 %.159, i16 %t60, !dbg !332
  %.173 = zext i1 %t61 to i32, !dbg !332
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.173), !dbg !332
  %13 = and i32 %.174, 1, !dbg !332
  %.175 = icmp ne i32 %13, 0, !dbg !332
  %t63 = select i1 %.154, i1 %.175, i1 %t61, !dbg !332
  %t64 = icmp slt i32 %.2, 24, !dbg !332
  %t65 = and i1 %t64, %t63, !dbg !332
  %14 = select i1 %t65, i1 %t61, i1 false, !dbg !332
  %t60.mux = select i1 %t65, i16 %t62, i16 %t60, !dbg !332
  %t61.mux = select i1 %t65, i1 true, i1 %t61, !dbg !332
  br i1 %14, label %b30, label %b32, !dbg !332

b30:                                              ; preds = %b28
  %.177 = shl nuw i32 %.157, 16, !dbg !333
  %.178 = bitcast i32 %.177 to float, !dbg !333
  %.179 = zext i16 %t62 to i32, !dbg !333
  %.180 = shl nuw i32 %.179, 16, !dbg !333
  %.181 = bitcast i32 %.180 to float, !dbg !333
  %.182 = fmul float %.178, %.181, !dbg !333
  %.183 = bitcast float %.182 to i32, !dbg !333
  %.184 = and i32 %.183, 2147483647, !dbg !333
  %.185 = icmp ugt i32 %.184, 2139095040, !dbg !333
  %.186 = lshr i32 %.183, 16, !dbg !333
  %.187 = and i32 %.186, 1, !dbg !333
  %.188 = add i32 %.183, 32767, !dbg !333
  %.189 = add i32 %.188, %.187, !dbg !333
  %.190 = lshr i32 %.189, 16, !dbg !333
  %.192 = or i32 %.186, 64, !dbg !333
  %.193 = select i1 %.185, i32 %.192, i32 %.190, !dbg !333
  %.194 = trunc i32 %.193 to i16, !dbg !333
  br label %b32, !dbg !332

b32:                                              ; preds = %b28, %b30
  %t68 = phi i16 [ %t60.mux, %b28 ], [ %.194, %b30 ]
  %t69 = phi i1 [ %t61.mux, %b28 ], [ true, %b30 ]
  %.198 = add nuw nsw i64 %.95, 4, !dbg !332
  %.199 = icmp ult i32 %.94, 28, !dbg !332
  %.202 = and i64 %.198, 31, !dbg !332
  %15 = shl nuw nsw i64 1, %.202, !dbg !332
  %16 = and i64 %15, %.99, !dbg !332
  %.204 = icmp ne i64 %16, 0, !dbg !332
  %.205 = and i1 %.199, %.204, !dbg !332
  %.206 = trunc i64 %.198 to i32, !dbg !332
  %.207 = shl i32 %.206, 2, !dbg !332
  %.208 = zext i16 %t68 to i32, !dbg !332
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !332
  %.210 = trunc i32 %.209 to i16, !dbg !332
  %t70 = select i1 %.205, i16 %.210, i16 %t68, !dbg !332
  %.224 = zext i1 %t69 to i32, !dbg !332
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !332
  %17 = and i32 %.225, 1, !dbg !332
  %.226 = icmp ne i32 %17, 0, !dbg !332
  %t71 = select i1 %.205, i1 %.226, i1 %t69, !dbg !332
  %t72 = icmp slt i32 %.2, 28, !dbg !332
  %t73 = and i1 %t72, %t71, !dbg !332
  %18 = select i1 %t73, i1 %t69, i1 false, !dbg !332
  %t68.mux = select i1 %t73, i16 %t70, i16 %t68, !dbg !332
  %t69.mux = select i1 %t73, i1 true, i1 %t69, !dbg !332
  br i1 %18, label %b34, label %b36, !dbg !332

b34:                                              ; preds = %b32
  %.228 = shl nuw i32 %.208, 16, !dbg !333
  %.229 = bitcast i32 %.228 to float, !dbg !333
  %.230 = zext i16 %t70 to i32, !dbg !333
  %.231 = shl nuw i32 %.230, 16, !dbg !333
  %.232 = bitcast i32 %.231 to float, !dbg !333
  %.233 = fmul float %.229, %.232, !dbg !333
  %.234 = bitcast float %.233 to i32, !dbg !333
  %.235 = and i32 %.234, 2147483647, !dbg !333
  %.236 = icmp ugt i32 %.235, 2139095040, !dbg !333
  %.237 = lshr i32 %.234, 16, !dbg !333
  %.238 = and i32 %.237, 1, !dbg !333
  %.239 = add i32 %.234, 32767, !dbg !333
  %.240 = add i32 %.239, %.238, !dbg !333
  %.241 = lshr i32 %.240, 16, !dbg !333
  %.243 = or i32 %.237, 64, !dbg !333
  %.244 = select i1 %.236, i32 %.243, i32 %.241, !dbg !333
  %.245 = trunc i32 %.244 to i16, !dbg !333
  br label %b36, !dbg !332

b36:                                              ; preds = %b32, %b34
  %t76 = phi i16 [ %t68.mux, %b32 ], [ %.245, %b34 ]
  %t77 = phi i1 [ %t69.mux, %b32 ], [ true, %b34 ]
  %.249 = add nuw nsw i64 %.95, 2, !dbg !332
  %.250 = icmp ult i32 %.94, 30, !dbg !332
  %.253 = and i64 %.249, 31, !dbg !332
  %19 = shl nuw nsw i64 1, %.253, !dbg !332
  %20 = and i64 %19, %.99, !dbg !332
  %.255 = icmp ne i64 %20, 0, !dbg !332
  %.256 = and i1 %.250, %.255, !dbg !332
  %.257 = trunc i64 %.249 to i32, !dbg !332
  %.258 = shl i32 %.257, 2, !dbg !332
  %.259 = zext i16 %t76 to i32, !dbg !332
  %.260 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.259), !dbg !332
  %.261 = trunc i32 %.260 to i16, !dbg !332
  %t78 = select i1 %.256, i16 %.261, i16 %t76, !dbg !332
  %.275 = zext i1 %t77 to i32, !dbg !332
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.275), !dbg !332
  %21 = and i32 %.276, 1, !dbg !332
  %.277 = icmp ne i32 %21, 0, !dbg !332
  %t79 = select i1 %.256, i1 %.277, i1 %t77, !dbg !332
  %t80 = icmp slt i32 %.2, 30, !dbg !332
  %t81 = and i1 %t80, %t79, !dbg !332
  %22 = select i1 %t81, i1 %t77, i1 false, !dbg !332
  %t76.mux = select i1 %t81, i16 %t78, i16 %t76, !dbg !332
  %t77.mux = select i1 %t81, i1 true, i1 %t77, !dbg !332
  br i1 %22, label %b38, label %b40, !dbg !332

b38:                                              ; preds = %b36
  %.279 = shl nuw i32 %.259, 16, !dbg !333
  %.280 = bitcast i32 %.279 to float, !dbg !333
  %.281 = zext i16 %t78 to i32, !dbg !333
  %.282 = shl nuw i32 %.281, 16, !dbg !333
  %.283 = bitcast i32 %.282 to float, !dbg !333
  %.284 = fmul float %.280, %.283, !dbg !333
  %.285 = bitcast float %.284 to i32, !dbg !333
  %.286 = and i32 %.285, 2147483647, !dbg !333
  %.287 = icmp ugt i32 %.286, 2139095040, !dbg !333
  %.288 = lshr i32 %.285, 16, !dbg !333
  %.289 = and i32 %.288, 1, !dbg !333
  %.290 = add i32 %.285, 32767, !dbg !333
  %.291 = add i32 %.290, %.289, !dbg !333
  %.292 = lshr i32 %.291, 16, !dbg !333
  %.294 = or i32 %.288, 64, !dbg !333
  %.295 = select i1 %.287, i32 %.294, i32 %.292, !dbg !333
  %.296 = trunc i32 %.295 to i16, !dbg !333
  br label %b40, !dbg !332

b40:                                              ; preds = %b36, %b38
  %t84 = phi i16 [ %t76.mux, %b36 ], [ %.296, %b38 ]
  %t85 = phi i1 [ %t77.mux, %b36 ], [ true, %b38 ]
  %.300 = add nuw nsw i64 %.95, 1, !dbg !332
  %.301 = icmp ult i32 %.94, 31, !dbg !332
  %.304 = and i64 %.300, 31, !dbg !332
  %23 = shl nuw nsw i64 1, %.304, !dbg !332
  %24 = and i64 %23, %.99, !dbg !332
  %.306 = icmp ne i64 %24, 0, !dbg !332
  %.307 = and i1 %.301, %.306, !dbg !332
  %.308 = trunc i64 %.300 to i32, !dbg !332
  %.309 = shl i32 %.308, 2, !dbg !332
  %.310 = zext i16 %t84 to i32, !dbg !332
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.310), !dbg !332
  %.312 = trunc i32 %.311 to i16, !dbg !332
  %t86 = select i1 %.307, i16 %.312, i16 %t84, !dbg !332
  %.326 = zext i1 %t85 to i32, !dbg !332
  %.327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.326), !dbg !332
  %25 = and i32 %.327, 1, !dbg !332
  %.328 = icmp ne i32 %25, 0, !dbg !332
  %t87 = select i1 %.307, i1 %.328, i1 %t85, !dbg !332
  %t88 = icmp slt i32 %.2, 31, !dbg !332
  %t89 = and i1 %t88, %t87, !dbg !332
  %26 = select i1 %t89, i1 %t85, i1 false, !dbg !332
  %t84.mux = select i1 %t89, i16 %t86, i16 %t84, !dbg !332
  %t85.mux = select i1 %t89, i1 true, i1 %t85, !dbg !332
  br i1 %26, label %b42, label %b45, !dbg !332

b42:                                              ; preds = %b40
  %.330 = shl nuw i32 %.310, 16, !dbg !333
  %.331 = bitcast i32 %.330 to float, !dbg !333
  %.332 = zext i16 %t86 to i32, !dbg !333
  %.333 = shl nuw i32 %.332, 16, !dbg !333
  %.334 = bitcast i32 %.333 to float, !dbg !333
  %.335 = fmul float %.331, %.334, !dbg !333
  %.336 = bitcast float %.335 to i32, !dbg !333
  %.337 = and i32 %.336, 2147483647, !dbg !333
  %.338 = icmp ugt i32 %.337, 2139095040, !dbg !333
  %.339 = lshr i32 %.336, 16, !dbg !333
  %.340 = and i32 %.339, 1, !dbg !333
  %.341 = add i32 %.336, 32767, !dbg !333
  %.342 = add i32 %.341, %.340, !dbg !333
  %.343 = lshr i32 %.342, 16, !dbg !333
  %.345 = or i32 %.339, 64, !dbg !333
  %.346 = select i1 %.338, i32 %.345, i32 %.343, !dbg !333
  %.347 = trunc i32 %.346 to i16, !dbg !333
  br label %b45, !dbg !332

b45:                                              ; preds = %b40, %b42, %b23
  %t94 = phi i16 [ %t52, %b23 ], [ %t84.mux, %b40 ], [ %.347, %b42 ]
  %t95 = phi i1 [ %t53, %b23 ], [ %t85.mux, %b40 ], [ true, %b42 ]
  %t96 = icmp eq i32 %.2, 0, !dbg !332
  br i1 %t96, label %b46, label %b52, !dbg !332

b46:                                              ; preds = %b45
  %27 = select i1 %t95, i1 %.1, i1 false, !dbg !332
  %a3.mux = select i1 %t95, i16 %t94, i16 %a3, !dbg !332
  %.1.mux = select i1 %t95, i1 true, i1 %.1, !dbg !332
  br i1 %27, label %b48, label %b50, !dbg !332

b48:                                              ; preds = %b46
  %.348 = zext i16 %a3 to i32, !dbg !333
  %.349 = shl nuw i32 %.348, 16, !dbg !333
  %.350 = bitcast i32 %.349 to float, !dbg !333
  %.351 = zext i16 %t94 to i32, !dbg !333
  %.352 = shl nuw i32 %.351, 16, !dbg !333
  %.353 = bitcast i32 %.352 to float, !dbg !333
  %.354 = fmul float %.350, %.353, !dbg !333
  %.355 = bitcast float %.354 to i32, !dbg !333
  %.356 = and i32 %.355, 2147483647, !dbg !333
  %.357 = icmp ugt i32 %.356, 2139095040, !dbg !333
  %.358 = lshr i32 %.355, 16, !dbg !333
  %.359 = and i32 %.358, 1, !dbg !333
  %.360 = add i32 %.355, 32767, !dbg !333
  %.361 = add i32 %.360, %.359, !dbg !333
  %.362 = lshr i32 %.361, 16, !dbg !333
  %.364 = or i32 %.358, 64, !dbg !333
  %.365 = select i1 %.357, i32 %.364, i32 %.362, !dbg !333
  %.366 = trunc i32 %.365 to i16, !dbg !333
  br label %b50, !dbg !332

b50:                                              ; preds = %b46, %b48
  %t99 = phi i16 [ %a3.mux, %b46 ], [ %.366, %b48 ]
  %t100 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t100, label %b51, label %b52, !dbg !332

b51:                                              ; preds = %b50
  store i16 %t99, ptr addrspace(1) %a2, align 2, !dbg !332
  br label %b52, !dbg !332

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !332
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #6

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #7

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #8

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #9

; Function Attrs: nounwind
declare i64 @llvm.amdgcn.s.sendmsg.rtn.i64(i32 immarg) #10

; Function Attrs: mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.sleep(i32 immarg) #11

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16>, <16 x i16>, <8 x float>) #7

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half>, <16 x half>, <8 x float>) #7

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #6

; Function Attrs: nounwind readonly
declare i32 @llvm.read_register.i32(metadata) #12

attributes #0 = { argmemonly mustprogress nofree nosync nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #1 = { argmemonly mustprogress nofree norecurse nosync nounwind willreturn writeonly "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #2 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn writeonly "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #4 = { argmemonly nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #5 = { nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { convergent mustprogress nofree nounwind readnone willreturn }
attributes #8 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #9 = { convergent mustprogress nounwind willreturn }
attributes #10 = { nounwind }
attributes #11 = { mustprogress nounwind willreturn }
attributes #12 = { nounwind readonly }
attributes #13 = { convergent }

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
!25 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eClockNanosleep", scope: !26, file: !26, line: 12, type: !5, scopeLine: 12, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = !DIFile(filename: "intrinsics.go", directory: "")
!27 = !DILocation(line: 13, column: 14, scope: !25)
!28 = !DILocation(line: 14, column: 7, scope: !25)
!29 = !DILocation(line: 0, scope: !25)
!30 = !DILocation(line: 17, column: 23, scope: !25)
!31 = !DILocation(line: 18, column: 16, scope: !25)
!32 = !DILocation(line: 19, column: 23, scope: !25)
!33 = !DILocation(line: 19, column: 27, scope: !25)
!34 = !DILocation(line: 19, column: 5, scope: !25)
!35 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d", scope: !36, file: !36, line: 54, type: !5, scopeLine: 54, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = !DIFile(filename: "wmma.go", directory: "")
!37 = !DILocation(line: 55, column: 19, scope: !35)
!38 = !DILocation(line: 56, column: 12, scope: !35)
!39 = !DILocation(line: 57, column: 13, scope: !35)
!40 = !DILocation(line: 57, column: 18, scope: !35)
!41 = !DILocation(line: 62, column: 13, scope: !35)
!42 = !DILocation(line: 62, column: 21, scope: !35)
!43 = !DILocation(line: 64, column: 23, scope: !35)
!44 = !DILocation(line: 64, column: 35, scope: !35)
!45 = !DILocation(line: 64, column: 55, scope: !35)
!46 = !DILocation(line: 64, column: 31, scope: !35)
!47 = !DILocation(line: 65, column: 31, scope: !35)
!48 = !DILocation(line: 65, column: 27, scope: !35)
!49 = !DILocation(line: 65, column: 37, scope: !35)
!50 = !DILocation(line: 65, column: 47, scope: !35)
!51 = !DILocation(line: 65, column: 6, scope: !35)
!52 = !DILocation(line: 65, column: 13, scope: !35)
!53 = !DILocation(line: 65, column: 20, scope: !35)
!54 = !DILocation(line: 64, column: 40, scope: !35)
!55 = !DILocation(line: 67, column: 16, scope: !35)
!56 = !DILocation(line: 110, column: 7, scope: !35)
!57 = !DILocation(line: 110, column: 13, scope: !35)
!58 = !DILocation(line: 0, scope: !35)
!59 = !DILocation(line: 111, column: 21, scope: !35)
!60 = !DILocation(line: 111, column: 4, scope: !35)
!61 = !DILocation(line: 113, column: 20, scope: !35)
!62 = !DILocation(line: 115, column: 6, scope: !35)
!63 = !DILocation(line: 115, column: 12, scope: !35)
!64 = !DILocation(line: 116, column: 20, scope: !35)
!65 = !DILocation(line: 116, column: 3, scope: !35)
!66 = !DILocation(line: 118, column: 19, scope: !35)
!67 = !DILocation(line: 123, column: 14, scope: !35)
!68 = !DILocation(line: 124, column: 13, scope: !35)
!69 = !DILocation(line: 125, column: 21, scope: !35)
!70 = !DILocation(line: 127, column: 20, scope: !35)
!71 = !DILocation(line: 127, column: 3, scope: !35)
!72 = !DILocation(line: 130, column: 20, scope: !35)
!73 = !DILocation(line: 129, column: 12, scope: !35)
!74 = !DILocation(line: 132, column: 19, scope: !35)
!75 = !DILocation(line: 132, column: 2, scope: !35)
!76 = !DILocation(line: 72, column: 6, scope: !35)
!77 = !DILocation(line: 72, column: 11, scope: !35)
!78 = !DILocation(line: 137, column: 14, scope: !35)
!79 = !DILocation(line: 138, column: 13, scope: !35)
!80 = !DILocation(line: 139, column: 21, scope: !35)
!81 = !DILocation(line: 139, column: 4, scope: !35)
!82 = !DILocation(line: 141, column: 20, scope: !35)
!83 = !DILocation(line: 141, column: 3, scope: !35)
!84 = !DILocation(line: 144, column: 20, scope: !35)
!85 = !DILocation(line: 143, column: 12, scope: !35)
!86 = !DILocation(line: 144, column: 3, scope: !35)
!87 = !DILocation(line: 146, column: 19, scope: !35)
!88 = !DILocation(line: 146, column: 2, scope: !35)
!89 = !DILocation(line: 75, column: 6, scope: !35)
!90 = !DILocation(line: 75, column: 13, scope: !35)
!91 = !DILocation(line: 77, column: 42, scope: !35)
!92 = !DILocation(line: 77, column: 29, scope: !35)
!93 = !DILocation(line: 77, column: 16, scope: !35)
!94 = !DILocation(line: 80, column: 30, scope: !35)
!95 = !DILocation(line: 80, column: 24, scope: !35)
!96 = !DILocation(line: 80, column: 16, scope: !35)
!97 = !DILocation(line: 83, column: 15, scope: !35)
!98 = !DILocation(line: 92, column: 12, scope: !35)
!99 = !DILocation(line: 93, column: 14, scope: !35)
!100 = !DILocation(line: 97, column: 15, scope: !35)
!101 = !DILocation(line: 99, column: 22, scope: !35)
!102 = !DILocation(line: 99, column: 34, scope: !35)
!103 = !DILocation(line: 99, column: 54, scope: !35)
!104 = !DILocation(line: 99, column: 30, scope: !35)
!105 = !DILocation(line: 100, column: 7, scope: !35)
!106 = !DILocation(line: 100, column: 11, scope: !35)
!107 = !DILocation(line: 101, column: 9, scope: !35)
!108 = !DILocation(line: 101, column: 5, scope: !35)
!109 = !DILocation(line: 101, column: 17, scope: !35)
!110 = !DILocation(line: 99, column: 39, scope: !35)
!111 = !DILocation(line: 95, column: 14, scope: !35)
!112 = !DILocation(line: 86, column: 15, scope: !35)
!113 = !DILocation(line: 85, column: 13, scope: !35)
!114 = !DILocation(line: 88, column: 15, scope: !35)
!115 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d", scope: !36, file: !36, line: 54, type: !5, scopeLine: 54, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!116 = !DILocation(line: 55, column: 19, scope: !115)
!117 = !DILocation(line: 56, column: 12, scope: !115)
!118 = !DILocation(line: 57, column: 13, scope: !115)
!119 = !DILocation(line: 57, column: 18, scope: !115)
!120 = !DILocation(line: 62, column: 13, scope: !115)
!121 = !DILocation(line: 62, column: 21, scope: !115)
!122 = !DILocation(line: 64, column: 23, scope: !115)
!123 = !DILocation(line: 64, column: 35, scope: !115)
!124 = !DILocation(line: 64, column: 55, scope: !115)
!125 = !DILocation(line: 64, column: 31, scope: !115)
!126 = !DILocation(line: 65, column: 31, scope: !115)
!127 = !DILocation(line: 65, column: 27, scope: !115)
!128 = !DILocation(line: 65, column: 37, scope: !115)
!129 = !DILocation(line: 65, column: 47, scope: !115)
!130 = !DILocation(line: 65, column: 6, scope: !115)
!131 = !DILocation(line: 65, column: 13, scope: !115)
!132 = !DILocation(line: 65, column: 20, scope: !115)
!133 = !DILocation(line: 64, column: 40, scope: !115)
!134 = !DILocation(line: 67, column: 16, scope: !115)
!135 = !DILocation(line: 110, column: 7, scope: !115)
!136 = !DILocation(line: 110, column: 13, scope: !115)
!137 = !DILocation(line: 0, scope: !115)
!138 = !DILocation(line: 111, column: 21, scope: !115)
!139 = !DILocation(line: 111, column: 4, scope: !115)
!140 = !DILocation(line: 113, column: 20, scope: !115)
!141 = !DILocation(line: 115, column: 6, scope: !115)
!142 = !DILocation(line: 115, column: 12, scope: !115)
!143 = !DILocation(line: 116, column: 20, scope: !115)
!144 = !DILocation(line: 116, column: 3, scope: !115)
!145 = !DILocation(line: 118, column: 19, scope: !115)
!146 = !DILocation(line: 123, column: 14, scope: !115)
!147 = !DILocation(line: 124, column: 13, scope: !115)
!148 = !DILocation(line: 125, column: 21, scope: !115)
!149 = !DILocation(line: 127, column: 20, scope: !115)
!150 = !DILocation(line: 127, column: 3, scope: !115)
!151 = !DILocation(line: 130, column: 20, scope: !115)
!152 = !DILocation(line: 129, column: 12, scope: !115)
!153 = !DILocation(line: 132, column: 19, scope: !115)
!154 = !DILocation(line: 132, column: 2, scope: !115)
!155 = !DILocation(line: 72, column: 6, scope: !115)
!156 = !DILocation(line: 72, column: 11, scope: !115)
!157 = !DILocation(line: 137, column: 14, scope: !115)
!158 = !DILocation(line: 138, column: 13, scope: !115)
!159 = !DILocation(line: 139, column: 21, scope: !115)
!160 = !DILocation(line: 139, column: 4, scope: !115)
!161 = !DILocation(line: 141, column: 20, scope: !115)
!162 = !DILocation(line: 141, column: 3, scope: !115)
!163 = !DILocation(line: 144, column: 20, scope: !115)
!164 = !DILocation(line: 143, column: 12, scope: !115)
!165 = !DILocation(line: 144, column: 3, scope: !115)
!166 = !DILocation(line: 146, column: 19, scope: !115)
!167 = !DILocation(line: 146, column: 2, scope: !115)
!168 = !DILocation(line: 75, column: 6, scope: !115)
!169 = !DILocation(line: 75, column: 13, scope: !115)
!170 = !DILocation(line: 77, column: 29, scope: !115)
!171 = !DILocation(line: 77, column: 16, scope: !115)
!172 = !DILocation(line: 80, column: 30, scope: !115)
!173 = !DILocation(line: 80, column: 24, scope: !115)
!174 = !DILocation(line: 80, column: 16, scope: !115)
!175 = !DILocation(line: 83, column: 15, scope: !115)
!176 = !DILocation(line: 92, column: 12, scope: !115)
!177 = !DILocation(line: 93, column: 14, scope: !115)
!178 = !DILocation(line: 97, column: 15, scope: !115)
!179 = !DILocation(line: 99, column: 22, scope: !115)
!180 = !DILocation(line: 99, column: 34, scope: !115)
!181 = !DILocation(line: 99, column: 54, scope: !115)
!182 = !DILocation(line: 99, column: 30, scope: !115)
!183 = !DILocation(line: 100, column: 7, scope: !115)
!184 = !DILocation(line: 100, column: 11, scope: !115)
!185 = !DILocation(line: 101, column: 9, scope: !115)
!186 = !DILocation(line: 101, column: 5, scope: !115)
!187 = !DILocation(line: 101, column: 17, scope: !115)
!188 = !DILocation(line: 99, column: 39, scope: !115)
!189 = !DILocation(line: 95, column: 14, scope: !115)
!190 = !DILocation(line: 86, column: 15, scope: !115)
!191 = !DILocation(line: 85, column: 13, scope: !115)
!192 = !DILocation(line: 88, column: 15, scope: !115)
!193 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore", scope: !36, file: !36, line: 155, type: !5, scopeLine: 155, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!194 = !DILocation(line: 156, column: 19, scope: !193)
!195 = !DILocation(line: 157, column: 12, scope: !193)
!196 = !DILocation(line: 158, column: 13, scope: !193)
!197 = !DILocation(line: 158, column: 18, scope: !193)
!198 = !DILocation(line: 161, column: 6, scope: !193)
!199 = !DILocation(line: 161, column: 14, scope: !193)
!200 = !DILocation(line: 0, scope: !193)
!201 = !DILocation(line: 163, column: 15, scope: !193)
!202 = !DILocation(line: 162, column: 13, scope: !193)
!203 = !DILocation(line: 165, column: 15, scope: !193)
!204 = !DILocation(line: 169, column: 12, scope: !193)
!205 = !DILocation(line: 170, column: 14, scope: !193)
!206 = !DILocation(line: 174, column: 15, scope: !193)
!207 = !DILocation(line: 175, column: 22, scope: !193)
!208 = !DILocation(line: 175, column: 34, scope: !193)
!209 = !DILocation(line: 175, column: 54, scope: !193)
!210 = !DILocation(line: 175, column: 30, scope: !193)
!211 = !DILocation(line: 176, column: 7, scope: !193)
!212 = !DILocation(line: 176, column: 11, scope: !193)
!213 = !DILocation(line: 177, column: 9, scope: !193)
!214 = !DILocation(line: 177, column: 5, scope: !193)
!215 = !DILocation(line: 177, column: 17, scope: !193)
!216 = !DILocation(line: 175, column: 39, scope: !193)
!217 = !DILocation(line: 172, column: 14, scope: !193)
!218 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreGlobal", scope: !36, file: !36, line: 188, type: !5, scopeLine: 188, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!219 = !DILocation(line: 189, column: 13, scope: !218)
!220 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared", scope: !36, file: !36, line: 195, type: !5, scopeLine: 195, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!221 = !DILocation(line: 197, column: 13, scope: !220)
!222 = !DILocation(line: 198, column: 15, scope: !220)
!223 = !DILocation(line: 199, column: 22, scope: !220)
!224 = !DILocation(line: 199, column: 52, scope: !220)
!225 = !DILocation(line: 199, column: 30, scope: !220)
!226 = !DILocation(line: 200, column: 12, scope: !220)
!227 = !DILocation(line: 200, column: 4, scope: !220)
!228 = !DILocation(line: 199, column: 37, scope: !220)
!229 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fcontig", scope: !1, file: !1, line: 42, type: !5, scopeLine: 42, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!230 = !DILocation(line: 42, column: 6, scope: !229)
!231 = !DILocation(line: 42, column: 66, scope: !229)
!232 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstrided", scope: !1, file: !1, line: 42, type: !5, scopeLine: 42, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!233 = !DILocation(line: 42, column: 6, scope: !232)
!234 = !DILocation(line: 42, column: 66, scope: !232)
!235 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1", scope: !1, file: !1, line: 42, type: !5, scopeLine: 42, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!236 = !DILocation(line: 42, column: 6, scope: !235)
!237 = !DILocation(line: 42, column: 66, scope: !235)
!238 = !{!"exec_lo"}
!239 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2", scope: !1, file: !1, line: 42, type: !5, scopeLine: 42, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!240 = !DILocation(line: 42, column: 6, scope: !239)
!241 = !DILocation(line: 42, column: 66, scope: !239)
!242 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fcontig", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!243 = !DILocation(line: 45, column: 6, scope: !242)
!244 = !DILocation(line: 45, column: 66, scope: !242)
!245 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstrided", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!246 = !DILocation(line: 45, column: 6, scope: !245)
!247 = !DILocation(line: 45, column: 66, scope: !245)
!248 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!249 = !DILocation(line: 45, column: 6, scope: !248)
!250 = !DILocation(line: 45, column: 66, scope: !248)
!251 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!252 = !DILocation(line: 45, column: 6, scope: !251)
!253 = !DILocation(line: 45, column: 66, scope: !251)
!254 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fcontig", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!255 = !DILocation(line: 48, column: 6, scope: !254)
!256 = !DILocation(line: 48, column: 66, scope: !254)
!257 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstrided", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!258 = !DILocation(line: 48, column: 6, scope: !257)
!259 = !DILocation(line: 48, column: 66, scope: !257)
!260 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!261 = !DILocation(line: 48, column: 6, scope: !260)
!262 = !DILocation(line: 48, column: 66, scope: !260)
!263 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!264 = !DILocation(line: 48, column: 6, scope: !263)
!265 = !DILocation(line: 48, column: 66, scope: !263)
!266 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fcontig", scope: !1, file: !1, line: 51, type: !5, scopeLine: 51, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!267 = !DILocation(line: 51, column: 6, scope: !266)
!268 = !DILocation(line: 51, column: 66, scope: !266)
!269 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstrided", scope: !1, file: !1, line: 51, type: !5, scopeLine: 51, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!270 = !DILocation(line: 51, column: 6, scope: !269)
!271 = !DILocation(line: 51, column: 66, scope: !269)
!272 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1", scope: !1, file: !1, line: 51, type: !5, scopeLine: 51, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!273 = !DILocation(line: 51, column: 6, scope: !272)
!274 = !DILocation(line: 51, column: 66, scope: !272)
!275 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2", scope: !1, file: !1, line: 51, type: !5, scopeLine: 51, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!276 = !DILocation(line: 51, column: 6, scope: !275)
!277 = !DILocation(line: 51, column: 66, scope: !275)
!278 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Square_5f_5fcontig", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!279 = !DILocation(line: 56, column: 6, scope: !278)
!280 = !DILocation(line: 56, column: 66, scope: !278)
!281 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Square_5f_5fstrided", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!282 = !DILocation(line: 56, column: 6, scope: !281)
!283 = !DILocation(line: 56, column: 66, scope: !281)
!284 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Eq_5f_5fcontig", scope: !1, file: !1, line: 61, type: !5, scopeLine: 61, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!285 = !DILocation(line: 61, column: 6, scope: !284)
!286 = !DILocation(line: 61, column: 55, scope: !284)
!287 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Eq_5f_5fstrided", scope: !1, file: !1, line: 61, type: !5, scopeLine: 61, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!288 = !DILocation(line: 61, column: 6, scope: !287)
!289 = !DILocation(line: 61, column: 55, scope: !287)
!290 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Lt_5f_5fcontig", scope: !1, file: !1, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!291 = !DILocation(line: 64, column: 6, scope: !290)
!292 = !DILocation(line: 64, column: 55, scope: !290)
!293 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Lt_5f_5fstrided", scope: !1, file: !1, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!294 = !DILocation(line: 64, column: 6, scope: !293)
!295 = !DILocation(line: 64, column: 55, scope: !293)
!296 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Le_5f_5fcontig", scope: !1, file: !1, line: 67, type: !5, scopeLine: 67, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!297 = !DILocation(line: 67, column: 6, scope: !296)
!298 = !DILocation(line: 67, column: 55, scope: !296)
!299 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Le_5f_5fstrided", scope: !1, file: !1, line: 67, type: !5, scopeLine: 67, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!300 = !DILocation(line: 67, column: 6, scope: !299)
!301 = !DILocation(line: 67, column: 55, scope: !299)
!302 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16ToFloat32_5f_5fcontig", scope: !1, file: !1, line: 73, type: !5, scopeLine: 73, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!303 = !DILocation(line: 73, column: 6, scope: !302)
!304 = !DILocation(line: 73, column: 63, scope: !302)
!305 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16ToFloat32_5f_5fstrided", scope: !1, file: !1, line: 73, type: !5, scopeLine: 73, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!306 = !DILocation(line: 73, column: 6, scope: !305)
!307 = !DILocation(line: 73, column: 63, scope: !305)
!308 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromFloat32_5f_5fcontig", scope: !1, file: !1, line: 76, type: !5, scopeLine: 76, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!309 = !DILocation(line: 76, column: 6, scope: !308)
!310 = !DILocation(line: 76, column: 71, scope: !308)
!311 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromFloat32_5f_5fstrided", scope: !1, file: !1, line: 76, type: !5, scopeLine: 76, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!312 = !DILocation(line: 76, column: 6, scope: !311)
!313 = !DILocation(line: 76, column: 71, scope: !311)
!314 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromInt32_5f_5fcontig", scope: !1, file: !1, line: 79, type: !5, scopeLine: 79, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!315 = !DILocation(line: 79, column: 6, scope: !314)
!316 = !DILocation(line: 79, column: 75, scope: !314)
!317 = !DILocation(line: 79, column: 67, scope: !314)
!318 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromInt32_5f_5fstrided", scope: !1, file: !1, line: 79, type: !5, scopeLine: 79, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!319 = !DILocation(line: 79, column: 6, scope: !318)
!320 = !DILocation(line: 79, column: 75, scope: !318)
!321 = !DILocation(line: 79, column: 67, scope: !318)
!322 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1", scope: !1, file: !1, line: 84, type: !5, scopeLine: 84, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!323 = !DILocation(line: 84, column: 6, scope: !322)
!324 = !DILocation(line: 84, column: 66, scope: !322)
!325 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2", scope: !1, file: !1, line: 84, type: !5, scopeLine: 84, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!326 = !DILocation(line: 84, column: 6, scope: !325)
!327 = !DILocation(line: 84, column: 66, scope: !325)
!328 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1", scope: !1, file: !1, line: 87, type: !5, scopeLine: 87, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!329 = !DILocation(line: 87, column: 6, scope: !328)
!330 = !DILocation(line: 87, column: 67, scope: !328)
!331 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2", scope: !1, file: !1, line: 87, type: !5, scopeLine: 87, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!332 = !DILocation(line: 87, column: 6, scope: !331)
!333 = !DILocation(line: 87, column: 67, scope: !331)

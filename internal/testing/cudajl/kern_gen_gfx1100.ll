; kern module github.com/kernlab/kern/internal/testing/cudajl (wave32, gfx1100)
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
  %t11 = and i32 %.17, 96, !dbg !41
  %t12.not = icmp eq i32 %t11, 0, !dbg !42
  br i1 %t12.not, label %b11, label %b1, !dbg !42

b1:                                               ; preds = %entry
  %.18 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !43
  %t17 = sext i32 %.18 to i64, !dbg !43
  %t18 = shl i64 %a15, 4, !dbg !44
  %t19 = and i32 %.17, 64, !dbg !45
  %t20.not = icmp eq i32 %t19, 0, !dbg !46
  %.19 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !47
  %.20 = getelementptr inbounds i8, ptr addrspace(4) %.19, i64 4, !dbg !47
  %.21 = load i16, ptr addrspace(4) %.20, align 4, !dbg !47, !invariant.load !6
  %t22 = zext i16 %.21 to i64
  %t242 = icmp sgt i64 %t18, %t17, !dbg !48
  br i1 %t242, label %b3.lr.ph, label %b6, !dbg !48

b3.lr.ph:                                         ; preds = %b1
  %.25 = bitcast i16 %a16 to half
  %t31 = select i1 %t20.not, float 1.000000e+00, float %a17
  br label %b3, !dbg !48

b3:                                               ; preds = %b3.lr.ph, %b3
  %t233 = phi i64 [ %t17, %b3.lr.ph ], [ %t39, %b3 ]
  %t25 = add i64 %t233, %t6, !dbg !49
  %t26 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t25, !dbg !50
  %.23 = load i16, ptr addrspace(1) %t26, align 2, !dbg !50, !amdgpu.noclobber !6
  %t28 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t25, !dbg !51
  %.24 = load float, ptr addrspace(1) %t28, align 4, !dbg !51, !amdgpu.noclobber !6
  %.26 = bitcast i16 %.23 to half, !dbg !52
  %.27 = fmul half %.25, %.26, !dbg !52
  %.28 = bitcast half %.27 to i16, !dbg !52
  %spec.select = select i1 %t20.not, i16 %.23, i16 %.28, !dbg !46
  %spec.select1 = fmul float %t31, %.24, !dbg !46
  %t34 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t25, !dbg !53
  %.29 = load i16, ptr addrspace(1) %t34, align 2, !dbg !53, !amdgpu.noclobber !6
  %0 = trunc i64 %t233 to i32, !dbg !54
  %t36 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %0, !dbg !54
  store i16 %spec.select, ptr addrspace(3) %t36, align 2, !dbg !54
  %t37 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %0, !dbg !55
  store i16 %.29, ptr addrspace(3) %t37, align 2, !dbg !55
  %t38 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %0, !dbg !56
  store float %spec.select1, ptr addrspace(3) %t38, align 4, !dbg !56
  %t39 = add i64 %t233, %t22, !dbg !57
  %t24 = icmp slt i64 %t39, %t18, !dbg !48
  br i1 %t24, label %b3, label %b6, !dbg !48

b6:                                               ; preds = %b3, %b1
  fence syncscope("workgroup") release, !dbg !58
  tail call void @llvm.amdgcn.s.barrier(), !dbg !58
  fence syncscope("workgroup") acquire, !dbg !58
  %t42 = and i32 %.17, 1, !dbg !59
  %t43.not = icmp eq i32 %t42, 0, !dbg !60
  %.89 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !61
  %.92 = and i32 %.89, 15, !dbg !61
  br i1 %t43.not, label %b10, label %b9, !dbg !60

b9:                                               ; preds = %b6
  %.34 = zext i32 %.92 to i64, !dbg !62
  %1 = lshr i32 %.89, 1, !dbg !62
  %2 = and i32 %1, 2147483640, !dbg !62
  %.36 = zext i32 %2 to i64, !dbg !62
  %.37 = mul i64 %.36, %a15, !dbg !62
  %.38 = add i64 %.37, %.34, !dbg !62
  %3 = trunc i64 %.38 to i32
  %.39 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %3
  %.40 = load i16, ptr addrspace(3) %.39, align 2, !dbg !62
  %.41 = zext i16 %.40 to i32, !dbg !62
  %.43 = add i64 %.38, %a15, !dbg !62
  %4 = trunc i64 %.43 to i32
  %.44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %4
  %.45 = load i16, ptr addrspace(3) %.44, align 2, !dbg !62
  %.46 = zext i16 %.45 to i32, !dbg !62
  %.47 = shl nuw i32 %.46, 16, !dbg !62
  %.48 = or i32 %.47, %.41, !dbg !62
  %.49 = shl i64 %a15, 1, !dbg !62
  %.50 = add i64 %.38, %.49, !dbg !62
  %5 = trunc i64 %.50 to i32
  %.51 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %5
  %.52 = load i16, ptr addrspace(3) %.51, align 2, !dbg !62
  %.53 = zext i16 %.52 to i32, !dbg !62
  %.54 = mul i64 %a15, 3, !dbg !62
  %.55 = add i64 %.38, %.54, !dbg !62
  %6 = trunc i64 %.55 to i32
  %.56 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %6
  %.57 = load i16, ptr addrspace(3) %.56, align 2, !dbg !62
  %.58 = zext i16 %.57 to i32, !dbg !62
  %.59 = shl nuw i32 %.58, 16, !dbg !62
  %.60 = or i32 %.59, %.53, !dbg !62
  %.61 = shl i64 %a15, 2, !dbg !62
  %.62 = add i64 %.38, %.61, !dbg !62
  %7 = trunc i64 %.62 to i32
  %.63 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %7
  %.64 = load i16, ptr addrspace(3) %.63, align 2, !dbg !62
  %.65 = zext i16 %.64 to i32, !dbg !62
  %.66 = mul i64 %a15, 5, !dbg !62
  %.67 = add i64 %.38, %.66, !dbg !62
  %8 = trunc i64 %.67 to i32
  %.68 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %8
  %.69 = load i16, ptr addrspace(3) %.68, align 2, !dbg !62
  %.70 = zext i16 %.69 to i32, !dbg !62
  %.71 = shl nuw i32 %.70, 16, !dbg !62
  %.72 = or i32 %.71, %.65, !dbg !62
  %.73 = mul i64 %a15, 6, !dbg !62
  %.74 = add i64 %.38, %.73, !dbg !62
  %9 = trunc i64 %.74 to i32
  %.75 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %9
  %.76 = load i16, ptr addrspace(3) %.75, align 2, !dbg !62
  %.77 = zext i16 %.76 to i32, !dbg !62
  %.78 = mul i64 %a15, 7, !dbg !62
  %.79 = add i64 %.38, %.78, !dbg !62
  %10 = trunc i64 %.79 to i32
  %.80 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %10
  %.81 = load i16, ptr addrspace(3) %.80, align 2, !dbg !62
  %.82 = zext i16 %.81 to i32, !dbg !62
  %.83 = shl nuw i32 %.82, 16, !dbg !62
  %.84 = or i32 %.83, %.77, !dbg !62
  br label %b14, !dbg !63

b10:                                              ; preds = %b6
  %11 = lshr i32 %.89, 1, !dbg !64
  %12 = and i32 %11, 2147483640, !dbg !64
  %13 = trunc i64 %a15 to i32
  %14 = mul i32 %.92, %13
  %15 = add i32 %14, %12
  %.98 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %15
  %16 = addrspacecast ptr addrspace(3) %.98 to ptr
  %.99 = ptrtoint ptr %16 to i64, !dbg !64
  %.100 = and i64 %.99, 3, !dbg !64
  %.101 = icmp eq i64 %.100, 0, !dbg !64
  br i1 %.101, label %frag.wide.102, label %frag.narrow.103, !dbg !64

frag.wide.102:                                    ; preds = %b10
  %.105 = load <4 x i32>, ptr addrspace(3) %.98, align 4, !dbg !64
  %.106 = extractelement <4 x i32> %.105, i64 0, !dbg !64
  %.107 = extractelement <4 x i32> %.105, i64 1, !dbg !64
  %.108 = extractelement <4 x i32> %.105, i64 2, !dbg !64
  %.109 = extractelement <4 x i32> %.105, i64 3, !dbg !64
  br label %b14, !dbg !64

frag.narrow.103:                                  ; preds = %b10
  %.111 = load i16, ptr addrspace(3) %.98, align 2, !dbg !64
  %.112 = zext i16 %.111 to i32, !dbg !64
  %17 = add i32 %15, 1
  %.114 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %17
  %.115 = load i16, ptr addrspace(3) %.114, align 2, !dbg !64
  %.116 = zext i16 %.115 to i32, !dbg !64
  %.117 = shl nuw i32 %.116, 16, !dbg !64
  %.118 = or i32 %.117, %.112, !dbg !64
  %18 = add i32 %15, 2
  %.120 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %18
  %.121 = load i16, ptr addrspace(3) %.120, align 2, !dbg !64
  %.122 = zext i16 %.121 to i32, !dbg !64
  %19 = add i32 %15, 3
  %.124 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %19
  %.125 = load i16, ptr addrspace(3) %.124, align 2, !dbg !64
  %.126 = zext i16 %.125 to i32, !dbg !64
  %.127 = shl nuw i32 %.126, 16, !dbg !64
  %.128 = or i32 %.127, %.122, !dbg !64
  %20 = add i32 %15, 4
  %.130 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %20
  %.131 = load i16, ptr addrspace(3) %.130, align 2, !dbg !64
  %.132 = zext i16 %.131 to i32, !dbg !64
  %21 = add i32 %15, 5
  %.134 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %21
  %.135 = load i16, ptr addrspace(3) %.134, align 2, !dbg !64
  %.136 = zext i16 %.135 to i32, !dbg !64
  %.137 = shl nuw i32 %.136, 16, !dbg !64
  %.138 = or i32 %.137, %.132, !dbg !64
  %22 = add i32 %15, 6
  %.140 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %22
  %.141 = load i16, ptr addrspace(3) %.140, align 2, !dbg !64
  %.142 = zext i16 %.141 to i32, !dbg !64
  %23 = add i32 %15, 7
  %.144 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %23
  %.145 = load i16, ptr addrspace(3) %.144, align 2, !dbg !64
  %.146 = zext i16 %.145 to i32, !dbg !64
  %.147 = shl nuw i32 %.146, 16, !dbg !64
  %.148 = or i32 %.147, %.142, !dbg !64
  br label %b14, !dbg !64

b11:                                              ; preds = %entry
  %t50 = and i32 %.17, 1, !dbg !65
  %t51.not = icmp eq i32 %t50, 0, !dbg !66
  %t52 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t6, !dbg !67
  %.216 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !61
  %.219 = and i32 %.216, 15, !dbg !61
  %.220 = zext i32 %.219 to i64, !dbg !61
  %24 = lshr i32 %.216, 1, !dbg !61
  %25 = and i32 %24, 2147483640, !dbg !61
  %.222 = zext i32 %25 to i64, !dbg !61
  br i1 %t51.not, label %b13, label %b12, !dbg !66

b12:                                              ; preds = %b11
  %.164 = mul i64 %.222, %a15, !dbg !67
  %.165 = add i64 %.164, %.220, !dbg !67
  %.166 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.165
  %.167 = load i16, ptr addrspace(1) %.166, align 2, !dbg !67, !amdgpu.noclobber !6
  %.168 = zext i16 %.167 to i32, !dbg !67
  %.170 = add i64 %.165, %a15, !dbg !67
  %.171 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.170
  %.172 = load i16, ptr addrspace(1) %.171, align 2, !dbg !67, !amdgpu.noclobber !6
  %.173 = zext i16 %.172 to i32, !dbg !67
  %.174 = shl nuw i32 %.173, 16, !dbg !67
  %.175 = or i32 %.174, %.168, !dbg !67
  %.176 = shl i64 %a15, 1, !dbg !67
  %.177 = add i64 %.165, %.176, !dbg !67
  %.178 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.177
  %.179 = load i16, ptr addrspace(1) %.178, align 2, !dbg !67, !amdgpu.noclobber !6
  %.180 = zext i16 %.179 to i32, !dbg !67
  %.181 = mul i64 %a15, 3, !dbg !67
  %.182 = add i64 %.165, %.181, !dbg !67
  %.183 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.182
  %.184 = load i16, ptr addrspace(1) %.183, align 2, !dbg !67, !amdgpu.noclobber !6
  %.185 = zext i16 %.184 to i32, !dbg !67
  %.186 = shl nuw i32 %.185, 16, !dbg !67
  %.187 = or i32 %.186, %.180, !dbg !67
  %.188 = shl i64 %a15, 2, !dbg !67
  %.189 = add i64 %.165, %.188, !dbg !67
  %.190 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.189
  %.191 = load i16, ptr addrspace(1) %.190, align 2, !dbg !67, !amdgpu.noclobber !6
  %.192 = zext i16 %.191 to i32, !dbg !67
  %.193 = mul i64 %a15, 5, !dbg !67
  %.194 = add i64 %.165, %.193, !dbg !67
  %.195 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.194
  %.196 = load i16, ptr addrspace(1) %.195, align 2, !dbg !67, !amdgpu.noclobber !6
  %.197 = zext i16 %.196 to i32, !dbg !67
  %.198 = shl nuw i32 %.197, 16, !dbg !67
  %.199 = or i32 %.198, %.192, !dbg !67
  %.200 = mul i64 %a15, 6, !dbg !67
  %.201 = add i64 %.165, %.200, !dbg !67
  %.202 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.201
  %.203 = load i16, ptr addrspace(1) %.202, align 2, !dbg !67, !amdgpu.noclobber !6
  %.204 = zext i16 %.203 to i32, !dbg !67
  %.205 = mul i64 %a15, 7, !dbg !67
  %.206 = add i64 %.165, %.205, !dbg !67
  %.207 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.206
  %.208 = load i16, ptr addrspace(1) %.207, align 2, !dbg !67, !amdgpu.noclobber !6
  %.209 = zext i16 %.208 to i32, !dbg !67
  %.210 = shl nuw i32 %.209, 16, !dbg !67
  %.211 = or i32 %.210, %.204, !dbg !67
  br label %b14, !dbg !68

b13:                                              ; preds = %b11
  %.223 = mul i64 %.220, %a15, !dbg !69
  %.224 = add i64 %.223, %.222, !dbg !69
  %.225 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.224
  %26 = addrspacecast ptr addrspace(1) %.225 to ptr
  %.226 = ptrtoint ptr %26 to i64, !dbg !69
  %.227 = and i64 %.226, 3, !dbg !69
  %.228 = icmp eq i64 %.227, 0, !dbg !69
  br i1 %.228, label %frag.wide.229, label %frag.narrow.230, !dbg !69

frag.wide.229:                                    ; preds = %b13
  %.232 = load <4 x i32>, ptr addrspace(1) %.225, align 4, !dbg !69, !amdgpu.noclobber !6
  %.233 = extractelement <4 x i32> %.232, i64 0, !dbg !69
  %.234 = extractelement <4 x i32> %.232, i64 1, !dbg !69
  %.235 = extractelement <4 x i32> %.232, i64 2, !dbg !69
  %.236 = extractelement <4 x i32> %.232, i64 3, !dbg !69
  br label %b14, !dbg !69

frag.narrow.230:                                  ; preds = %b13
  %.238 = load i16, ptr addrspace(1) %.225, align 2, !dbg !69, !amdgpu.noclobber !6
  %.239 = zext i16 %.238 to i32, !dbg !69
  %.240 = add i64 %.224, 1, !dbg !69
  %.241 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.240
  %.242 = load i16, ptr addrspace(1) %.241, align 2, !dbg !69, !amdgpu.noclobber !6
  %.243 = zext i16 %.242 to i32, !dbg !69
  %.244 = shl nuw i32 %.243, 16, !dbg !69
  %.245 = or i32 %.244, %.239, !dbg !69
  %.246 = add i64 %.224, 2, !dbg !69
  %.247 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.246
  %.248 = load i16, ptr addrspace(1) %.247, align 2, !dbg !69, !amdgpu.noclobber !6
  %.249 = zext i16 %.248 to i32, !dbg !69
  %.250 = add i64 %.224, 3, !dbg !69
  %.251 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.250
  %.252 = load i16, ptr addrspace(1) %.251, align 2, !dbg !69, !amdgpu.noclobber !6
  %.253 = zext i16 %.252 to i32, !dbg !69
  %.254 = shl nuw i32 %.253, 16, !dbg !69
  %.255 = or i32 %.254, %.249, !dbg !69
  %.256 = add i64 %.224, 4, !dbg !69
  %.257 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.256
  %.258 = load i16, ptr addrspace(1) %.257, align 2, !dbg !69, !amdgpu.noclobber !6
  %.259 = zext i16 %.258 to i32, !dbg !69
  %.260 = add i64 %.224, 5, !dbg !69
  %.261 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.260
  %.262 = load i16, ptr addrspace(1) %.261, align 2, !dbg !69, !amdgpu.noclobber !6
  %.263 = zext i16 %.262 to i32, !dbg !69
  %.264 = shl nuw i32 %.263, 16, !dbg !69
  %.265 = or i32 %.264, %.259, !dbg !69
  %.266 = add i64 %.224, 6, !dbg !69
  %.267 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.266
  %.268 = load i16, ptr addrspace(1) %.267, align 2, !dbg !69, !amdgpu.noclobber !6
  %.269 = zext i16 %.268 to i32, !dbg !69
  %.270 = add i64 %.224, 7, !dbg !69
  %.271 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.270
  %.272 = load i16, ptr addrspace(1) %.271, align 2, !dbg !69, !amdgpu.noclobber !6
  %.273 = zext i16 %.272 to i32, !dbg !69
  %.274 = shl nuw i32 %.273, 16, !dbg !69
  %.275 = or i32 %.274, %.269, !dbg !69
  br label %b14, !dbg !69

b14:                                              ; preds = %frag.wide.229, %frag.narrow.230, %frag.wide.102, %frag.narrow.103, %b12, %b9
  %.48.pn = phi i32 [ %.48, %b9 ], [ %.175, %b12 ], [ %.106, %frag.wide.102 ], [ %.118, %frag.narrow.103 ], [ %.233, %frag.wide.229 ], [ %.245, %frag.narrow.230 ]
  %.60.pn = phi i32 [ %.60, %b9 ], [ %.187, %b12 ], [ %.107, %frag.wide.102 ], [ %.128, %frag.narrow.103 ], [ %.234, %frag.wide.229 ], [ %.255, %frag.narrow.230 ]
  %.72.pn = phi i32 [ %.72, %b9 ], [ %.199, %b12 ], [ %.108, %frag.wide.102 ], [ %.138, %frag.narrow.103 ], [ %.235, %frag.wide.229 ], [ %.265, %frag.narrow.230 ]
  %.84.pn = phi i32 [ %.84, %b9 ], [ %.211, %b12 ], [ %.109, %frag.wide.102 ], [ %.148, %frag.narrow.103 ], [ %.236, %frag.wide.229 ], [ %.275, %frag.narrow.230 ]
  %t68 = and i32 %.17, 2, !dbg !61
  %t69.not = icmp eq i32 %t68, 0, !dbg !61
  br i1 %t12.not, label %b18, label %b15, !dbg !70

b15:                                              ; preds = %b14
  %.352 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !61
  %.355 = and i32 %.352, 15, !dbg !61
  br i1 %t69.not, label %b17, label %b16, !dbg !71

b16:                                              ; preds = %b15
  %27 = lshr i32 %.352, 1, !dbg !72
  %28 = and i32 %27, 2147483640, !dbg !72
  %29 = trunc i64 %a15 to i32
  %30 = mul i32 %.355, %29
  %31 = add i32 %30, %28
  %.293 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %31
  %32 = addrspacecast ptr addrspace(3) %.293 to ptr
  %.294 = ptrtoint ptr %32 to i64, !dbg !72
  %.295 = and i64 %.294, 3, !dbg !72
  %.296 = icmp eq i64 %.295, 0, !dbg !72
  br i1 %.296, label %frag.wide.297, label %frag.narrow.298, !dbg !72

frag.wide.297:                                    ; preds = %b16
  %.300 = load <4 x i32>, ptr addrspace(3) %.293, align 4, !dbg !72
  %.301 = extractelement <4 x i32> %.300, i64 0, !dbg !72
  %.302 = extractelement <4 x i32> %.300, i64 1, !dbg !72
  %.303 = extractelement <4 x i32> %.300, i64 2, !dbg !72
  %.304 = extractelement <4 x i32> %.300, i64 3, !dbg !72
  br label %b21, !dbg !72

frag.narrow.298:                                  ; preds = %b16
  %.306 = load i16, ptr addrspace(3) %.293, align 2, !dbg !72
  %.307 = zext i16 %.306 to i32, !dbg !72
  %33 = add i32 %31, 1
  %.309 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %33
  %.310 = load i16, ptr addrspace(3) %.309, align 2, !dbg !72
  %.311 = zext i16 %.310 to i32, !dbg !72
  %.312 = shl nuw i32 %.311, 16, !dbg !72
  %.313 = or i32 %.312, %.307, !dbg !72
  %34 = add i32 %31, 2
  %.315 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %34
  %.316 = load i16, ptr addrspace(3) %.315, align 2, !dbg !72
  %.317 = zext i16 %.316 to i32, !dbg !72
  %35 = add i32 %31, 3
  %.319 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %35
  %.320 = load i16, ptr addrspace(3) %.319, align 2, !dbg !72
  %.321 = zext i16 %.320 to i32, !dbg !72
  %.322 = shl nuw i32 %.321, 16, !dbg !72
  %.323 = or i32 %.322, %.317, !dbg !72
  %36 = add i32 %31, 4
  %.325 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %36
  %.326 = load i16, ptr addrspace(3) %.325, align 2, !dbg !72
  %.327 = zext i16 %.326 to i32, !dbg !72
  %37 = add i32 %31, 5
  %.329 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %37
  %.330 = load i16, ptr addrspace(3) %.329, align 2, !dbg !72
  %.331 = zext i16 %.330 to i32, !dbg !72
  %.332 = shl nuw i32 %.331, 16, !dbg !72
  %.333 = or i32 %.332, %.327, !dbg !72
  %38 = add i32 %31, 6
  %.335 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %38
  %.336 = load i16, ptr addrspace(3) %.335, align 2, !dbg !72
  %.337 = zext i16 %.336 to i32, !dbg !72
  %39 = add i32 %31, 7
  %.339 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %39
  %.340 = load i16, ptr addrspace(3) %.339, align 2, !dbg !72
  %.341 = zext i16 %.340 to i32, !dbg !72
  %.342 = shl nuw i32 %.341, 16, !dbg !72
  %.343 = or i32 %.342, %.337, !dbg !72
  br label %b21, !dbg !72

b17:                                              ; preds = %b15
  %.356 = zext i32 %.355 to i64, !dbg !73
  %40 = lshr i32 %.352, 1, !dbg !73
  %41 = and i32 %40, 2147483640, !dbg !73
  %.358 = zext i32 %41 to i64, !dbg !73
  %.359 = mul i64 %.358, %a15, !dbg !73
  %.360 = add i64 %.359, %.356, !dbg !73
  %42 = trunc i64 %.360 to i32
  %.361 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %42
  %.362 = load i16, ptr addrspace(3) %.361, align 2, !dbg !73
  %.363 = zext i16 %.362 to i32, !dbg !73
  %.365 = add i64 %.360, %a15, !dbg !73
  %43 = trunc i64 %.365 to i32
  %.366 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %43
  %.367 = load i16, ptr addrspace(3) %.366, align 2, !dbg !73
  %.368 = zext i16 %.367 to i32, !dbg !73
  %.369 = shl nuw i32 %.368, 16, !dbg !73
  %.370 = or i32 %.369, %.363, !dbg !73
  %.371 = shl i64 %a15, 1, !dbg !73
  %.372 = add i64 %.360, %.371, !dbg !73
  %44 = trunc i64 %.372 to i32
  %.373 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %44
  %.374 = load i16, ptr addrspace(3) %.373, align 2, !dbg !73
  %.375 = zext i16 %.374 to i32, !dbg !73
  %.376 = mul i64 %a15, 3, !dbg !73
  %.377 = add i64 %.360, %.376, !dbg !73
  %45 = trunc i64 %.377 to i32
  %.378 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %45
  %.379 = load i16, ptr addrspace(3) %.378, align 2, !dbg !73
  %.380 = zext i16 %.379 to i32, !dbg !73
  %.381 = shl nuw i32 %.380, 16, !dbg !73
  %.382 = or i32 %.381, %.375, !dbg !73
  %.383 = shl i64 %a15, 2, !dbg !73
  %.384 = add i64 %.360, %.383, !dbg !73
  %46 = trunc i64 %.384 to i32
  %.385 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %46
  %.386 = load i16, ptr addrspace(3) %.385, align 2, !dbg !73
  %.387 = zext i16 %.386 to i32, !dbg !73
  %.388 = mul i64 %a15, 5, !dbg !73
  %.389 = add i64 %.360, %.388, !dbg !73
  %47 = trunc i64 %.389 to i32
  %.390 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %47
  %.391 = load i16, ptr addrspace(3) %.390, align 2, !dbg !73
  %.392 = zext i16 %.391 to i32, !dbg !73
  %.393 = shl nuw i32 %.392, 16, !dbg !73
  %.394 = or i32 %.393, %.387, !dbg !73
  %.395 = mul i64 %a15, 6, !dbg !73
  %.396 = add i64 %.360, %.395, !dbg !73
  %48 = trunc i64 %.396 to i32
  %.397 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %48
  %.398 = load i16, ptr addrspace(3) %.397, align 2, !dbg !73
  %.399 = zext i16 %.398 to i32, !dbg !73
  %.400 = mul i64 %a15, 7, !dbg !73
  %.401 = add i64 %.360, %.400, !dbg !73
  %49 = trunc i64 %.401 to i32
  %.402 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %49
  %.403 = load i16, ptr addrspace(3) %.402, align 2, !dbg !73
  %.404 = zext i16 %.403 to i32, !dbg !73
  %.405 = shl nuw i32 %.404, 16, !dbg !73
  %.406 = or i32 %.405, %.399, !dbg !73
  br label %b21, !dbg !74

b18:                                              ; preds = %b14
  %t70 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t6, !dbg !75
  %.479 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !61
  %.482 = and i32 %.479, 15, !dbg !61
  %.483 = zext i32 %.482 to i64, !dbg !61
  %50 = lshr i32 %.479, 1, !dbg !61
  %51 = and i32 %50, 2147483640, !dbg !61
  %.485 = zext i32 %51 to i64, !dbg !61
  br i1 %t69.not, label %b20, label %b19, !dbg !76

b19:                                              ; preds = %b18
  %.418 = mul i64 %.483, %a15, !dbg !75
  %.419 = add i64 %.418, %.485, !dbg !75
  %.420 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.419
  %52 = addrspacecast ptr addrspace(1) %.420 to ptr
  %.421 = ptrtoint ptr %52 to i64, !dbg !75
  %.422 = and i64 %.421, 3, !dbg !75
  %.423 = icmp eq i64 %.422, 0, !dbg !75
  br i1 %.423, label %frag.wide.424, label %frag.narrow.425, !dbg !75

frag.wide.424:                                    ; preds = %b19
  %.427 = load <4 x i32>, ptr addrspace(1) %.420, align 4, !dbg !75, !amdgpu.noclobber !6
  %.428 = extractelement <4 x i32> %.427, i64 0, !dbg !75
  %.429 = extractelement <4 x i32> %.427, i64 1, !dbg !75
  %.430 = extractelement <4 x i32> %.427, i64 2, !dbg !75
  %.431 = extractelement <4 x i32> %.427, i64 3, !dbg !75
  br label %b21, !dbg !75

frag.narrow.425:                                  ; preds = %b19
  %.433 = load i16, ptr addrspace(1) %.420, align 2, !dbg !75, !amdgpu.noclobber !6
  %.434 = zext i16 %.433 to i32, !dbg !75
  %.435 = add i64 %.419, 1, !dbg !75
  %.436 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.435
  %.437 = load i16, ptr addrspace(1) %.436, align 2, !dbg !75, !amdgpu.noclobber !6
  %.438 = zext i16 %.437 to i32, !dbg !75
  %.439 = shl nuw i32 %.438, 16, !dbg !75
  %.440 = or i32 %.439, %.434, !dbg !75
  %.441 = add i64 %.419, 2, !dbg !75
  %.442 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.441
  %.443 = load i16, ptr addrspace(1) %.442, align 2, !dbg !75, !amdgpu.noclobber !6
  %.444 = zext i16 %.443 to i32, !dbg !75
  %.445 = add i64 %.419, 3, !dbg !75
  %.446 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.445
  %.447 = load i16, ptr addrspace(1) %.446, align 2, !dbg !75, !amdgpu.noclobber !6
  %.448 = zext i16 %.447 to i32, !dbg !75
  %.449 = shl nuw i32 %.448, 16, !dbg !75
  %.450 = or i32 %.449, %.444, !dbg !75
  %.451 = add i64 %.419, 4, !dbg !75
  %.452 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.451
  %.453 = load i16, ptr addrspace(1) %.452, align 2, !dbg !75, !amdgpu.noclobber !6
  %.454 = zext i16 %.453 to i32, !dbg !75
  %.455 = add i64 %.419, 5, !dbg !75
  %.456 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.455
  %.457 = load i16, ptr addrspace(1) %.456, align 2, !dbg !75, !amdgpu.noclobber !6
  %.458 = zext i16 %.457 to i32, !dbg !75
  %.459 = shl nuw i32 %.458, 16, !dbg !75
  %.460 = or i32 %.459, %.454, !dbg !75
  %.461 = add i64 %.419, 6, !dbg !75
  %.462 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.461
  %.463 = load i16, ptr addrspace(1) %.462, align 2, !dbg !75, !amdgpu.noclobber !6
  %.464 = zext i16 %.463 to i32, !dbg !75
  %.465 = add i64 %.419, 7, !dbg !75
  %.466 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.465
  %.467 = load i16, ptr addrspace(1) %.466, align 2, !dbg !75, !amdgpu.noclobber !6
  %.468 = zext i16 %.467 to i32, !dbg !75
  %.469 = shl nuw i32 %.468, 16, !dbg !75
  %.470 = or i32 %.469, %.464, !dbg !75
  br label %b21, !dbg !75

b20:                                              ; preds = %b18
  %.486 = mul i64 %.485, %a15, !dbg !77
  %.487 = add i64 %.486, %.483, !dbg !77
  %.488 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.487
  %.489 = load i16, ptr addrspace(1) %.488, align 2, !dbg !77, !amdgpu.noclobber !6
  %.490 = zext i16 %.489 to i32, !dbg !77
  %.492 = add i64 %.487, %a15, !dbg !77
  %.493 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.492
  %.494 = load i16, ptr addrspace(1) %.493, align 2, !dbg !77, !amdgpu.noclobber !6
  %.495 = zext i16 %.494 to i32, !dbg !77
  %.496 = shl nuw i32 %.495, 16, !dbg !77
  %.497 = or i32 %.496, %.490, !dbg !77
  %.498 = shl i64 %a15, 1, !dbg !77
  %.499 = add i64 %.487, %.498, !dbg !77
  %.500 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.499
  %.501 = load i16, ptr addrspace(1) %.500, align 2, !dbg !77, !amdgpu.noclobber !6
  %.502 = zext i16 %.501 to i32, !dbg !77
  %.503 = mul i64 %a15, 3, !dbg !77
  %.504 = add i64 %.487, %.503, !dbg !77
  %.505 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.504
  %.506 = load i16, ptr addrspace(1) %.505, align 2, !dbg !77, !amdgpu.noclobber !6
  %.507 = zext i16 %.506 to i32, !dbg !77
  %.508 = shl nuw i32 %.507, 16, !dbg !77
  %.509 = or i32 %.508, %.502, !dbg !77
  %.510 = shl i64 %a15, 2, !dbg !77
  %.511 = add i64 %.487, %.510, !dbg !77
  %.512 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.511
  %.513 = load i16, ptr addrspace(1) %.512, align 2, !dbg !77, !amdgpu.noclobber !6
  %.514 = zext i16 %.513 to i32, !dbg !77
  %.515 = mul i64 %a15, 5, !dbg !77
  %.516 = add i64 %.487, %.515, !dbg !77
  %.517 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.516
  %.518 = load i16, ptr addrspace(1) %.517, align 2, !dbg !77, !amdgpu.noclobber !6
  %.519 = zext i16 %.518 to i32, !dbg !77
  %.520 = shl nuw i32 %.519, 16, !dbg !77
  %.521 = or i32 %.520, %.514, !dbg !77
  %.522 = mul i64 %a15, 6, !dbg !77
  %.523 = add i64 %.487, %.522, !dbg !77
  %.524 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.523
  %.525 = load i16, ptr addrspace(1) %.524, align 2, !dbg !77, !amdgpu.noclobber !6
  %.526 = zext i16 %.525 to i32, !dbg !77
  %.527 = mul i64 %a15, 7, !dbg !77
  %.528 = add i64 %.487, %.527, !dbg !77
  %.529 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.528
  %.530 = load i16, ptr addrspace(1) %.529, align 2, !dbg !77, !amdgpu.noclobber !6
  %.531 = zext i16 %.530 to i32, !dbg !77
  %.532 = shl nuw i32 %.531, 16, !dbg !77
  %.533 = or i32 %.532, %.526, !dbg !77
  br label %b21, !dbg !78

b21:                                              ; preds = %frag.wide.424, %frag.narrow.425, %frag.wide.297, %frag.narrow.298, %b20, %b17
  %.344.pn = phi i32 [ %.370, %b17 ], [ %.497, %b20 ], [ %.301, %frag.wide.297 ], [ %.313, %frag.narrow.298 ], [ %.428, %frag.wide.424 ], [ %.440, %frag.narrow.425 ]
  %.345.pn = phi i32 [ %.382, %b17 ], [ %.509, %b20 ], [ %.302, %frag.wide.297 ], [ %.323, %frag.narrow.298 ], [ %.429, %frag.wide.424 ], [ %.450, %frag.narrow.425 ]
  %.346.pn = phi i32 [ %.394, %b17 ], [ %.521, %b20 ], [ %.303, %frag.wide.297 ], [ %.333, %frag.narrow.298 ], [ %.430, %frag.wide.424 ], [ %.460, %frag.narrow.425 ]
  %.347.pn = phi i32 [ %.406, %b17 ], [ %.533, %b20 ], [ %.304, %frag.wide.297 ], [ %.343, %frag.narrow.298 ], [ %.431, %frag.wide.424 ], [ %.470, %frag.narrow.425 ]
  %t77 = and i32 %.17, 16, !dbg !79
  %t78.not = icmp eq i32 %t77, 0, !dbg !80
  br i1 %t78.not, label %b30, label %b22, !dbg !80

b22:                                              ; preds = %b21
  %t89 = and i32 %.17, 4, !dbg !61
  %t90.not = icmp eq i32 %t89, 0, !dbg !61
  br i1 %t12.not, label %b26, label %b23, !dbg !81

b23:                                              ; preds = %b22
  %.584 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !61
  %.585 = lshr i32 %.584, 4, !dbg !61
  br i1 %t90.not, label %b25, label %b24, !dbg !82

b24:                                              ; preds = %b23
  %.549 = and i32 %.584, 15, !dbg !83
  %53 = trunc i64 %a15 to i32
  %54 = mul i32 %.549, %53
  %55 = add i32 %54, %.585
  %.553 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %55
  %.554 = load float, ptr addrspace(3) %.553, align 4, !dbg !83
  %56 = add i32 %55, 2
  %.556 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %56
  %.557 = load float, ptr addrspace(3) %.556, align 4, !dbg !83
  %57 = add i32 %55, 4
  %.559 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %57
  %.560 = load float, ptr addrspace(3) %.559, align 4, !dbg !83
  %58 = add i32 %55, 6
  %.562 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %58
  %.563 = load float, ptr addrspace(3) %.562, align 4, !dbg !83
  %59 = add i32 %55, 8
  %.565 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %59
  %.566 = load float, ptr addrspace(3) %.565, align 4, !dbg !83
  %60 = add i32 %55, 10
  %.568 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %60
  %.569 = load float, ptr addrspace(3) %.568, align 4, !dbg !83
  %61 = add i32 %55, 12
  %.571 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %61
  %.572 = load float, ptr addrspace(3) %.571, align 4, !dbg !83
  %62 = add i32 %55, 14
  %.574 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %62
  %.575 = load float, ptr addrspace(3) %.574, align 4, !dbg !83
  %.576 = insertvalue { [8 x float] } zeroinitializer, float %.554, 0, 0, !dbg !83
  %.577 = insertvalue { [8 x float] } %.576, float %.557, 0, 1, !dbg !83
  %.578 = insertvalue { [8 x float] } %.577, float %.560, 0, 2, !dbg !83
  %.579 = insertvalue { [8 x float] } %.578, float %.563, 0, 3, !dbg !83
  %.580 = insertvalue { [8 x float] } %.579, float %.566, 0, 4, !dbg !83
  %.581 = insertvalue { [8 x float] } %.580, float %.569, 0, 5, !dbg !83
  %.582 = insertvalue { [8 x float] } %.581, float %.572, 0, 6, !dbg !83
  %.583 = insertvalue { [8 x float] } %.582, float %.575, 0, 7, !dbg !83
  br label %b30, !dbg !84

b25:                                              ; preds = %b23
  %.586 = zext i32 %.585 to i64, !dbg !85
  %.587 = and i32 %.584, 15, !dbg !85
  %.588 = zext i32 %.587 to i64, !dbg !85
  %.589 = mul i64 %.586, %a15, !dbg !85
  %.590 = add i64 %.589, %.588, !dbg !85
  %63 = trunc i64 %.590 to i32
  %.591 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %63
  %.592 = load float, ptr addrspace(3) %.591, align 4, !dbg !85
  %.593 = shl i64 %a15, 1, !dbg !85
  %.594 = add i64 %.590, %.593, !dbg !85
  %64 = trunc i64 %.594 to i32
  %.595 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %64
  %.596 = load float, ptr addrspace(3) %.595, align 4, !dbg !85
  %.597 = shl i64 %a15, 2, !dbg !85
  %.598 = add i64 %.590, %.597, !dbg !85
  %65 = trunc i64 %.598 to i32
  %.599 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %65
  %.600 = load float, ptr addrspace(3) %.599, align 4, !dbg !85
  %.601 = mul i64 %a15, 6, !dbg !85
  %.602 = add i64 %.590, %.601, !dbg !85
  %66 = trunc i64 %.602 to i32
  %.603 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %66
  %.604 = load float, ptr addrspace(3) %.603, align 4, !dbg !85
  %.605 = shl i64 %a15, 3, !dbg !85
  %.606 = add i64 %.590, %.605, !dbg !85
  %67 = trunc i64 %.606 to i32
  %.607 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %67
  %.608 = load float, ptr addrspace(3) %.607, align 4, !dbg !85
  %.609 = mul i64 %a15, 10, !dbg !85
  %.610 = add i64 %.590, %.609, !dbg !85
  %68 = trunc i64 %.610 to i32
  %.611 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %68
  %.612 = load float, ptr addrspace(3) %.611, align 4, !dbg !85
  %.613 = mul i64 %a15, 12, !dbg !85
  %.614 = add i64 %.590, %.613, !dbg !85
  %69 = trunc i64 %.614 to i32
  %.615 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %69
  %.616 = load float, ptr addrspace(3) %.615, align 4, !dbg !85
  %.617 = mul i64 %a15, 14, !dbg !85
  %.618 = add i64 %.590, %.617, !dbg !85
  %70 = trunc i64 %.618 to i32
  %.619 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %70
  %.620 = load float, ptr addrspace(3) %.619, align 4, !dbg !85
  %.621 = insertvalue { [8 x float] } zeroinitializer, float %.592, 0, 0, !dbg !85
  %.622 = insertvalue { [8 x float] } %.621, float %.596, 0, 1, !dbg !85
  %.623 = insertvalue { [8 x float] } %.622, float %.600, 0, 2, !dbg !85
  %.624 = insertvalue { [8 x float] } %.623, float %.604, 0, 3, !dbg !85
  %.625 = insertvalue { [8 x float] } %.624, float %.608, 0, 4, !dbg !85
  %.626 = insertvalue { [8 x float] } %.625, float %.612, 0, 5, !dbg !85
  %.627 = insertvalue { [8 x float] } %.626, float %.616, 0, 6, !dbg !85
  %.628 = insertvalue { [8 x float] } %.627, float %.620, 0, 7, !dbg !85
  br label %b30, !dbg !86

b26:                                              ; preds = %b22
  %t91 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t6, !dbg !87
  %.667 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !61
  %.668 = lshr i32 %.667, 4, !dbg !61
  %.669 = zext i32 %.668 to i64, !dbg !61
  %.670 = and i32 %.667, 15, !dbg !61
  %.671 = zext i32 %.670 to i64, !dbg !61
  br i1 %t90.not, label %b28, label %b27, !dbg !88

b27:                                              ; preds = %b26
  %.634 = mul i64 %.671, %a15, !dbg !87
  %.635 = add i64 %.634, %.669, !dbg !87
  %.636 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.635
  %.637 = load float, ptr addrspace(1) %.636, align 4, !dbg !87, !amdgpu.noclobber !6
  %.638 = add i64 %.635, 2, !dbg !87
  %.639 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.638
  %.640 = load float, ptr addrspace(1) %.639, align 4, !dbg !87, !amdgpu.noclobber !6
  %.641 = add i64 %.635, 4, !dbg !87
  %.642 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.641
  %.643 = load float, ptr addrspace(1) %.642, align 4, !dbg !87, !amdgpu.noclobber !6
  %.644 = add i64 %.635, 6, !dbg !87
  %.645 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.644
  %.646 = load float, ptr addrspace(1) %.645, align 4, !dbg !87, !amdgpu.noclobber !6
  %.647 = add i64 %.635, 8, !dbg !87
  %.648 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.647
  %.649 = load float, ptr addrspace(1) %.648, align 4, !dbg !87, !amdgpu.noclobber !6
  %.650 = add i64 %.635, 10, !dbg !87
  %.651 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.650
  %.652 = load float, ptr addrspace(1) %.651, align 4, !dbg !87, !amdgpu.noclobber !6
  %.653 = add i64 %.635, 12, !dbg !87
  %.654 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.653
  %.655 = load float, ptr addrspace(1) %.654, align 4, !dbg !87, !amdgpu.noclobber !6
  %.656 = add i64 %.635, 14, !dbg !87
  %.657 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.656
  %.658 = load float, ptr addrspace(1) %.657, align 4, !dbg !87, !amdgpu.noclobber !6
  %.659 = insertvalue { [8 x float] } zeroinitializer, float %.637, 0, 0, !dbg !87
  %.660 = insertvalue { [8 x float] } %.659, float %.640, 0, 1, !dbg !87
  %.661 = insertvalue { [8 x float] } %.660, float %.643, 0, 2, !dbg !87
  %.662 = insertvalue { [8 x float] } %.661, float %.646, 0, 3, !dbg !87
  %.663 = insertvalue { [8 x float] } %.662, float %.649, 0, 4, !dbg !87
  %.664 = insertvalue { [8 x float] } %.663, float %.652, 0, 5, !dbg !87
  %.665 = insertvalue { [8 x float] } %.664, float %.655, 0, 6, !dbg !87
  %.666 = insertvalue { [8 x float] } %.665, float %.658, 0, 7, !dbg !87
  br label %b30, !dbg !89

b28:                                              ; preds = %b26
  %.672 = mul i64 %.669, %a15, !dbg !90
  %.673 = add i64 %.672, %.671, !dbg !90
  %.674 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.673
  %.675 = load float, ptr addrspace(1) %.674, align 4, !dbg !90, !amdgpu.noclobber !6
  %.676 = shl i64 %a15, 1, !dbg !90
  %.677 = add i64 %.673, %.676, !dbg !90
  %.678 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.677
  %.679 = load float, ptr addrspace(1) %.678, align 4, !dbg !90, !amdgpu.noclobber !6
  %.680 = shl i64 %a15, 2, !dbg !90
  %.681 = add i64 %.673, %.680, !dbg !90
  %.682 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.681
  %.683 = load float, ptr addrspace(1) %.682, align 4, !dbg !90, !amdgpu.noclobber !6
  %.684 = mul i64 %a15, 6, !dbg !90
  %.685 = add i64 %.673, %.684, !dbg !90
  %.686 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.685
  %.687 = load float, ptr addrspace(1) %.686, align 4, !dbg !90, !amdgpu.noclobber !6
  %.688 = shl i64 %a15, 3, !dbg !90
  %.689 = add i64 %.673, %.688, !dbg !90
  %.690 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.689
  %.691 = load float, ptr addrspace(1) %.690, align 4, !dbg !90, !amdgpu.noclobber !6
  %.692 = mul i64 %a15, 10, !dbg !90
  %.693 = add i64 %.673, %.692, !dbg !90
  %.694 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.693
  %.695 = load float, ptr addrspace(1) %.694, align 4, !dbg !90, !amdgpu.noclobber !6
  %.696 = mul i64 %a15, 12, !dbg !90
  %.697 = add i64 %.673, %.696, !dbg !90
  %.698 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.697
  %.699 = load float, ptr addrspace(1) %.698, align 4, !dbg !90, !amdgpu.noclobber !6
  %.700 = mul i64 %a15, 14, !dbg !90
  %.701 = add i64 %.673, %.700, !dbg !90
  %.702 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.701
  %.703 = load float, ptr addrspace(1) %.702, align 4, !dbg !90, !amdgpu.noclobber !6
  %.704 = insertvalue { [8 x float] } zeroinitializer, float %.675, 0, 0, !dbg !90
  %.705 = insertvalue { [8 x float] } %.704, float %.679, 0, 1, !dbg !90
  %.706 = insertvalue { [8 x float] } %.705, float %.683, 0, 2, !dbg !90
  %.707 = insertvalue { [8 x float] } %.706, float %.687, 0, 3, !dbg !90
  %.708 = insertvalue { [8 x float] } %.707, float %.691, 0, 4, !dbg !90
  %.709 = insertvalue { [8 x float] } %.708, float %.695, 0, 5, !dbg !90
  %.710 = insertvalue { [8 x float] } %.709, float %.699, 0, 6, !dbg !90
  %.711 = insertvalue { [8 x float] } %.710, float %.703, 0, 7, !dbg !90
  br label %b30, !dbg !91

b30:                                              ; preds = %b24, %b25, %b27, %b28, %b21
  %t97 = phi { [8 x float] } [ zeroinitializer, %b21 ], [ %.583, %b24 ], [ %.628, %b25 ], [ %.666, %b27 ], [ %.711, %b28 ]
  %.712 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !92
  %.713 = icmp ugt i32 %.712, 15, !dbg !92
  %.714 = shl i32 %.712, 2, !dbg !92
  %.715 = xor i32 %.714, 64, !dbg !92
  %.717 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.715, i32 %.48.pn), !dbg !92
  %.718 = select i1 %.713, i32 %.717, i32 %.48.pn, !dbg !92
  %.719 = select i1 %.713, i32 %.48.pn, i32 %.717, !dbg !92
  %.720 = insertelement <8 x i32> poison, i32 %.718, i64 0, !dbg !92
  %.721 = insertelement <8 x i32> %.720, i32 %.719, i64 4, !dbg !92
  %.723 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.715, i32 %.60.pn), !dbg !92
  %.724 = select i1 %.713, i32 %.723, i32 %.60.pn, !dbg !92
  %.725 = select i1 %.713, i32 %.60.pn, i32 %.723, !dbg !92
  %.726 = insertelement <8 x i32> %.721, i32 %.724, i64 1, !dbg !92
  %.727 = insertelement <8 x i32> %.726, i32 %.725, i64 5, !dbg !92
  %.729 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.715, i32 %.72.pn), !dbg !92
  %.730 = select i1 %.713, i32 %.729, i32 %.72.pn, !dbg !92
  %.731 = select i1 %.713, i32 %.72.pn, i32 %.729, !dbg !92
  %.732 = insertelement <8 x i32> %.727, i32 %.730, i64 2, !dbg !92
  %.733 = insertelement <8 x i32> %.732, i32 %.731, i64 6, !dbg !92
  %.735 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.715, i32 %.84.pn), !dbg !92
  %.736 = select i1 %.713, i32 %.735, i32 %.84.pn, !dbg !92
  %.737 = select i1 %.713, i32 %.84.pn, i32 %.735, !dbg !92
  %.738 = insertelement <8 x i32> %.733, i32 %.736, i64 3, !dbg !92
  %.739 = insertelement <8 x i32> %.738, i32 %.737, i64 7, !dbg !92
  %.740 = bitcast <8 x i32> %.739 to <16 x half>, !dbg !92
  %.742 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.715, i32 %.344.pn), !dbg !92
  %.743 = select i1 %.713, i32 %.742, i32 %.344.pn, !dbg !92
  %.744 = select i1 %.713, i32 %.344.pn, i32 %.742, !dbg !92
  %.745 = insertelement <8 x i32> poison, i32 %.743, i64 0, !dbg !92
  %.746 = insertelement <8 x i32> %.745, i32 %.744, i64 4, !dbg !92
  %.748 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.715, i32 %.345.pn), !dbg !92
  %.749 = select i1 %.713, i32 %.748, i32 %.345.pn, !dbg !92
  %.750 = select i1 %.713, i32 %.345.pn, i32 %.748, !dbg !92
  %.751 = insertelement <8 x i32> %.746, i32 %.749, i64 1, !dbg !92
  %.752 = insertelement <8 x i32> %.751, i32 %.750, i64 5, !dbg !92
  %.754 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.715, i32 %.346.pn), !dbg !92
  %.755 = select i1 %.713, i32 %.754, i32 %.346.pn, !dbg !92
  %.756 = select i1 %.713, i32 %.346.pn, i32 %.754, !dbg !92
  %.757 = insertelement <8 x i32> %.752, i32 %.755, i64 2, !dbg !92
  %.758 = insertelement <8 x i32> %.757, i32 %.756, i64 6, !dbg !92
  %.760 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.715, i32 %.347.pn), !dbg !92
  %.761 = select i1 %.713, i32 %.760, i32 %.347.pn, !dbg !92
  %.762 = select i1 %.713, i32 %.347.pn, i32 %.760, !dbg !92
  %.763 = insertelement <8 x i32> %.758, i32 %.761, i64 3, !dbg !92
  %.764 = insertelement <8 x i32> %.763, i32 %.762, i64 7, !dbg !92
  %.765 = bitcast <8 x i32> %.764 to <16 x half>, !dbg !92
  %.766 = extractvalue { [8 x float] } %t97, 0, 0, !dbg !92
  %.767 = insertelement <8 x float> poison, float %.766, i64 0, !dbg !92
  %.768 = extractvalue { [8 x float] } %t97, 0, 1, !dbg !92
  %.769 = insertelement <8 x float> %.767, float %.768, i64 1, !dbg !92
  %.770 = extractvalue { [8 x float] } %t97, 0, 2, !dbg !92
  %.771 = insertelement <8 x float> %.769, float %.770, i64 2, !dbg !92
  %.772 = extractvalue { [8 x float] } %t97, 0, 3, !dbg !92
  %.773 = insertelement <8 x float> %.771, float %.772, i64 3, !dbg !92
  %.774 = extractvalue { [8 x float] } %t97, 0, 4, !dbg !92
  %.775 = insertelement <8 x float> %.773, float %.774, i64 4, !dbg !92
  %.776 = extractvalue { [8 x float] } %t97, 0, 5, !dbg !92
  %.777 = insertelement <8 x float> %.775, float %.776, i64 5, !dbg !92
  %.778 = extractvalue { [8 x float] } %t97, 0, 6, !dbg !92
  %.779 = insertelement <8 x float> %.777, float %.778, i64 6, !dbg !92
  %.780 = extractvalue { [8 x float] } %t97, 0, 7, !dbg !92
  %.781 = insertelement <8 x float> %.779, float %.780, i64 7, !dbg !92
  %.782 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.740, <16 x half> %.765, <8 x float> %.781), !dbg !92
  %.783 = extractelement <8 x float> %.782, i64 0, !dbg !92
  %.784 = extractelement <8 x float> %.782, i64 1, !dbg !92
  %.785 = extractelement <8 x float> %.782, i64 2, !dbg !92
  %.786 = extractelement <8 x float> %.782, i64 3, !dbg !92
  %.787 = extractelement <8 x float> %.782, i64 4, !dbg !92
  %.788 = extractelement <8 x float> %.782, i64 5, !dbg !92
  %.789 = extractelement <8 x float> %.782, i64 6, !dbg !92
  %.790 = extractelement <8 x float> %.782, i64 7, !dbg !92
  %t122 = and i32 %.17, 8, !dbg !61
  %t123.not = icmp eq i32 %t122, 0, !dbg !61
  br i1 %t12.not, label %b40, label %b31, !dbg !92

b31:                                              ; preds = %b30
  %.842 = lshr i32 %.712, 4, !dbg !61
  br i1 %t123.not, label %b39, label %b32, !dbg !93

b32:                                              ; preds = %b31
  %.802 = and i32 %.712, 15, !dbg !94
  %71 = trunc i64 %a15 to i32, !dbg !94
  %72 = mul i32 %.802, %71, !dbg !94
  %73 = add i32 %72, %.842, !dbg !94
  %.807 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %73, !dbg !94
  store float %.783, ptr addrspace(3) %.807, align 4, !dbg !94
  %74 = add i32 %73, 2, !dbg !94
  %.810 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %74, !dbg !94
  store float %.784, ptr addrspace(3) %.810, align 4, !dbg !94
  %75 = add i32 %73, 4, !dbg !94
  %.813 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %75, !dbg !94
  store float %.785, ptr addrspace(3) %.813, align 4, !dbg !94
  %76 = add i32 %73, 6, !dbg !94
  %.816 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %76, !dbg !94
  store float %.786, ptr addrspace(3) %.816, align 4, !dbg !94
  %77 = add i32 %73, 8, !dbg !94
  %.819 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %77, !dbg !94
  store float %.787, ptr addrspace(3) %.819, align 4, !dbg !94
  %78 = add i32 %73, 10, !dbg !94
  %.822 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %78, !dbg !94
  store float %.788, ptr addrspace(3) %.822, align 4, !dbg !94
  %79 = add i32 %73, 12, !dbg !94
  %.825 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %79, !dbg !94
  store float %.789, ptr addrspace(3) %.825, align 4, !dbg !94
  %80 = add i32 %73, 14, !dbg !94
  br label %b33, !dbg !94

b33:                                              ; preds = %b39, %b32
  %.sink = phi i32 [ %91, %b39 ], [ %80, %b32 ]
  %.877 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %.sink, !dbg !61
  store float %.790, ptr addrspace(3) %.877, align 4, !dbg !61
  fence syncscope("workgroup") release, !dbg !95
  tail call void @llvm.amdgcn.s.barrier(), !dbg !95
  fence syncscope("workgroup") acquire, !dbg !95
  %.829 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !96
  %t106 = sext i32 %.829 to i64, !dbg !96
  %t107 = shl i64 %a15, 4, !dbg !97
  %.830 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !98
  %.831 = getelementptr inbounds i8, ptr addrspace(4) %.830, i64 4, !dbg !98
  %.832 = load i16, ptr addrspace(4) %.831, align 4, !dbg !98, !invariant.load !6
  %t109 = zext i16 %.832 to i64
  %t1114 = icmp sgt i64 %t107, %t106, !dbg !99
  br i1 %t1114, label %b35.lr.ph, label %common.ret, !dbg !99

b35.lr.ph:                                        ; preds = %b33
  %.834 = icmp eq i64 %a15, 0
  %81 = add i64 %a15, 1
  %82 = icmp ult i64 %81, 2
  %.837 = select i1 %82, i64 1, i64 %a15
  br label %b35, !dbg !99

b35:                                              ; preds = %b35.lr.ph, %b37
  %t1105 = phi i64 [ %t106, %b35.lr.ph ], [ %t118, %b37 ]
  %.838 = srem i64 %t1105, %.837, !dbg !100
  %.839 = select i1 %.834, i64 %t1105, i64 %.838, !dbg !100
  %t113 = icmp slt i64 %.839, 16, !dbg !101
  br i1 %t113, label %b36, label %b37, !dbg !101

b36:                                              ; preds = %b35
  %t114 = add i64 %t1105, %t6, !dbg !102
  %t117 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t114, !dbg !103
  %83 = trunc i64 %t1105 to i32, !dbg !104
  %t115 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %83, !dbg !104
  %.840 = load float, ptr addrspace(3) %t115, align 4, !dbg !104
  store float %.840, ptr addrspace(1) %t117, align 4, !dbg !103
  br label %b37, !dbg !103

b37:                                              ; preds = %b36, %b35
  %t118 = add i64 %t1105, %t109, !dbg !105
  %t111 = icmp slt i64 %t118, %t107, !dbg !99
  br i1 %t111, label %b35, label %common.ret, !dbg !99

common.ret.sink.split:                            ; preds = %b43, %b41
  %.906.sink = phi i64 [ %.906, %b41 ], [ %.943, %b43 ]
  %.907 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.906.sink, !dbg !61
  store float %.790, ptr addrspace(1) %.907, align 4, !dbg !61
  br label %common.ret, !dbg !61

common.ret:                                       ; preds = %b37, %common.ret.sink.split, %b33
  ret void, !dbg !61

b39:                                              ; preds = %b31
  %.843 = zext i32 %.842 to i64, !dbg !106
  %.844 = and i32 %.712, 15, !dbg !106
  %.845 = zext i32 %.844 to i64, !dbg !106
  %.846 = mul i64 %.843, %a15, !dbg !106
  %.847 = add i64 %.846, %.845, !dbg !106
  %84 = trunc i64 %.847 to i32, !dbg !106
  %.849 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %84, !dbg !106
  store float %.783, ptr addrspace(3) %.849, align 4, !dbg !106
  %.851 = shl i64 %a15, 1, !dbg !106
  %.852 = add i64 %.847, %.851, !dbg !106
  %85 = trunc i64 %.852 to i32, !dbg !106
  %.853 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %85, !dbg !106
  store float %.784, ptr addrspace(3) %.853, align 4, !dbg !106
  %.855 = shl i64 %a15, 2, !dbg !106
  %.856 = add i64 %.847, %.855, !dbg !106
  %86 = trunc i64 %.856 to i32, !dbg !106
  %.857 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %86, !dbg !106
  store float %.785, ptr addrspace(3) %.857, align 4, !dbg !106
  %.859 = mul i64 %a15, 6, !dbg !106
  %.860 = add i64 %.847, %.859, !dbg !106
  %87 = trunc i64 %.860 to i32, !dbg !106
  %.861 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %87, !dbg !106
  store float %.786, ptr addrspace(3) %.861, align 4, !dbg !106
  %.863 = shl i64 %a15, 3, !dbg !106
  %.864 = add i64 %.847, %.863, !dbg !106
  %88 = trunc i64 %.864 to i32, !dbg !106
  %.865 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %88, !dbg !106
  store float %.787, ptr addrspace(3) %.865, align 4, !dbg !106
  %.867 = mul i64 %a15, 10, !dbg !106
  %.868 = add i64 %.847, %.867, !dbg !106
  %89 = trunc i64 %.868 to i32, !dbg !106
  %.869 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %89, !dbg !106
  store float %.788, ptr addrspace(3) %.869, align 4, !dbg !106
  %.871 = mul i64 %a15, 12, !dbg !106
  %.872 = add i64 %.847, %.871, !dbg !106
  %90 = trunc i64 %.872 to i32, !dbg !106
  %.873 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %90, !dbg !106
  store float %.789, ptr addrspace(3) %.873, align 4, !dbg !106
  %.875 = mul i64 %a15, 14, !dbg !106
  %.876 = add i64 %.847, %.875, !dbg !106
  %91 = trunc i64 %.876 to i32, !dbg !106
  br label %b33, !dbg !106

b40:                                              ; preds = %b30
  %t124 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t6, !dbg !107
  %.909 = lshr i32 %.712, 4, !dbg !61
  %.910 = zext i32 %.909 to i64, !dbg !61
  %.911 = and i32 %.712, 15, !dbg !61
  %.912 = zext i32 %.911 to i64, !dbg !61
  br i1 %t123.not, label %b43, label %b41, !dbg !108

b41:                                              ; preds = %b40
  %.883 = mul i64 %.912, %a15, !dbg !107
  %.884 = add i64 %.883, %.910, !dbg !107
  %.886 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.884, !dbg !107
  store float %.783, ptr addrspace(1) %.886, align 4, !dbg !107
  %.888 = add i64 %.884, 2, !dbg !107
  %.889 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.888, !dbg !107
  store float %.784, ptr addrspace(1) %.889, align 4, !dbg !107
  %.891 = add i64 %.884, 4, !dbg !107
  %.892 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.891, !dbg !107
  store float %.785, ptr addrspace(1) %.892, align 4, !dbg !107
  %.894 = add i64 %.884, 6, !dbg !107
  %.895 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.894, !dbg !107
  store float %.786, ptr addrspace(1) %.895, align 4, !dbg !107
  %.897 = add i64 %.884, 8, !dbg !107
  %.898 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.897, !dbg !107
  store float %.787, ptr addrspace(1) %.898, align 4, !dbg !107
  %.900 = add i64 %.884, 10, !dbg !107
  %.901 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.900, !dbg !107
  store float %.788, ptr addrspace(1) %.901, align 4, !dbg !107
  %.903 = add i64 %.884, 12, !dbg !107
  %.904 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.903, !dbg !107
  store float %.789, ptr addrspace(1) %.904, align 4, !dbg !107
  %.906 = add i64 %.884, 14, !dbg !107
  br label %common.ret.sink.split, !dbg !107

b43:                                              ; preds = %b40
  %.913 = mul i64 %.910, %a15, !dbg !109
  %.914 = add i64 %.913, %.912, !dbg !109
  %.916 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.914, !dbg !109
  store float %.783, ptr addrspace(1) %.916, align 4, !dbg !109
  %.918 = shl i64 %a15, 1, !dbg !109
  %.919 = add i64 %.914, %.918, !dbg !109
  %.920 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.919, !dbg !109
  store float %.784, ptr addrspace(1) %.920, align 4, !dbg !109
  %.922 = shl i64 %a15, 2, !dbg !109
  %.923 = add i64 %.914, %.922, !dbg !109
  %.924 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.923, !dbg !109
  store float %.785, ptr addrspace(1) %.924, align 4, !dbg !109
  %.926 = mul i64 %a15, 6, !dbg !109
  %.927 = add i64 %.914, %.926, !dbg !109
  %.928 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.927, !dbg !109
  store float %.786, ptr addrspace(1) %.928, align 4, !dbg !109
  %.930 = shl i64 %a15, 3, !dbg !109
  %.931 = add i64 %.914, %.930, !dbg !109
  %.932 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.931, !dbg !109
  store float %.787, ptr addrspace(1) %.932, align 4, !dbg !109
  %.934 = mul i64 %a15, 10, !dbg !109
  %.935 = add i64 %.914, %.934, !dbg !109
  %.936 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.935, !dbg !109
  store float %.788, ptr addrspace(1) %.936, align 4, !dbg !109
  %.938 = mul i64 %a15, 12, !dbg !109
  %.939 = add i64 %.914, %.938, !dbg !109
  %.940 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.939, !dbg !109
  store float %.789, ptr addrspace(1) %.940, align 4, !dbg !109
  %.942 = mul i64 %a15, 14, !dbg !109
  %.943 = add i64 %.914, %.942, !dbg !109
  br label %common.ret.sink.split, !dbg !109
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture readonly %a12, i64 %a13, i64 %a14, i64 %a15, i16 %a16, float %a17) local_unnamed_addr #2 !dbg !110 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !111
  %t1 = sext i32 %.16 to i64, !dbg !111
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t1, !dbg !112
  %.17 = load i32, ptr addrspace(1) %t3, align 4, !dbg !112, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 4, !dbg !113
  %t6 = mul i64 %t5, %a15, !dbg !114
  %t11 = and i32 %.17, 96, !dbg !115
  %t12.not = icmp eq i32 %t11, 0, !dbg !116
  br i1 %t12.not, label %b11, label %b1, !dbg !116

b1:                                               ; preds = %entry
  %.18 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !117
  %t17 = sext i32 %.18 to i64, !dbg !117
  %t18 = shl i64 %a15, 4, !dbg !118
  %t19 = and i32 %.17, 64, !dbg !119
  %t20.not = icmp eq i32 %t19, 0, !dbg !120
  %.19 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !121
  %.20 = getelementptr inbounds i8, ptr addrspace(4) %.19, i64 4, !dbg !121
  %.21 = load i16, ptr addrspace(4) %.20, align 4, !dbg !121, !invariant.load !6
  %t22 = zext i16 %.21 to i64
  %t241 = icmp sgt i64 %t18, %t17, !dbg !122
  br i1 %t241, label %b3.lr.ph, label %b6, !dbg !122

b3.lr.ph:                                         ; preds = %b1
  %.25 = zext i16 %a16 to i32
  %.26 = shl nuw i32 %.25, 16
  %.27 = bitcast i32 %.26 to float
  br label %b3, !dbg !122

b3:                                               ; preds = %b3.lr.ph, %b5
  %t232 = phi i64 [ %t17, %b3.lr.ph ], [ %t39, %b5 ]
  %t25 = add i64 %t232, %t6, !dbg !123
  %t26 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t25, !dbg !124
  %.23 = load i16, ptr addrspace(1) %t26, align 2, !dbg !124, !amdgpu.noclobber !6
  %t28 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t25, !dbg !125
  %.24 = load float, ptr addrspace(1) %t28, align 4, !dbg !125, !amdgpu.noclobber !6
  br i1 %t20.not, label %b5, label %b4, !dbg !120

b4:                                               ; preds = %b3
  %.28 = zext i16 %.23 to i32, !dbg !126
  %.29 = shl nuw i32 %.28, 16, !dbg !126
  %.30 = bitcast i32 %.29 to float, !dbg !126
  %.31 = fmul float %.27, %.30, !dbg !126
  %.32 = bitcast float %.31 to i32, !dbg !126
  %.33 = and i32 %.32, 2147483647, !dbg !126
  %.34 = icmp ugt i32 %.33, 2139095040, !dbg !126
  %.35 = lshr i32 %.32, 16, !dbg !126
  %.36 = and i32 %.35, 1, !dbg !126
  %.37 = add i32 %.32, 32767, !dbg !126
  %.38 = add i32 %.37, %.36, !dbg !126
  %.39 = lshr i32 %.38, 16, !dbg !126
  %.41 = or i32 %.35, 64, !dbg !126
  %.42 = select i1 %.34, i32 %.41, i32 %.39, !dbg !126
  %.43 = trunc i32 %.42 to i16, !dbg !126
  %t31 = fmul float %.24, %a17, !dbg !127
  br label %b5, !dbg !127

b5:                                               ; preds = %b4, %b3
  %t32 = phi i16 [ %.23, %b3 ], [ %.43, %b4 ]
  %t33 = phi float [ %.24, %b3 ], [ %t31, %b4 ]
  %t34 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t25, !dbg !128
  %.44 = load i16, ptr addrspace(1) %t34, align 2, !dbg !128, !amdgpu.noclobber !6
  %0 = trunc i64 %t232 to i32, !dbg !129
  %t36 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %0, !dbg !129
  store i16 %t32, ptr addrspace(3) %t36, align 2, !dbg !129
  %t37 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %0, !dbg !130
  store i16 %.44, ptr addrspace(3) %t37, align 2, !dbg !130
  %t38 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %0, !dbg !131
  store float %t33, ptr addrspace(3) %t38, align 4, !dbg !131
  %t39 = add i64 %t232, %t22, !dbg !132
  %t24 = icmp slt i64 %t39, %t18, !dbg !122
  br i1 %t24, label %b3, label %b6, !dbg !122

b6:                                               ; preds = %b5, %b1
  fence syncscope("workgroup") release, !dbg !133
  tail call void @llvm.amdgcn.s.barrier(), !dbg !133
  fence syncscope("workgroup") acquire, !dbg !133
  %t42 = and i32 %.17, 1, !dbg !134
  %t43.not = icmp eq i32 %t42, 0, !dbg !135
  %.104 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !136
  %.107 = and i32 %.104, 15, !dbg !136
  br i1 %t43.not, label %b10, label %b9, !dbg !135

b9:                                               ; preds = %b6
  %.49 = zext i32 %.107 to i64, !dbg !137
  %1 = lshr i32 %.104, 1, !dbg !137
  %2 = and i32 %1, 2147483640, !dbg !137
  %.51 = zext i32 %2 to i64, !dbg !137
  %.52 = mul i64 %.51, %a15, !dbg !137
  %.53 = add i64 %.52, %.49, !dbg !137
  %3 = trunc i64 %.53 to i32
  %.54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %3
  %.55 = load i16, ptr addrspace(3) %.54, align 2, !dbg !137
  %.56 = zext i16 %.55 to i32, !dbg !137
  %.58 = add i64 %.53, %a15, !dbg !137
  %4 = trunc i64 %.58 to i32
  %.59 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %4
  %.60 = load i16, ptr addrspace(3) %.59, align 2, !dbg !137
  %.61 = zext i16 %.60 to i32, !dbg !137
  %.62 = shl nuw i32 %.61, 16, !dbg !137
  %.63 = or i32 %.62, %.56, !dbg !137
  %.64 = shl i64 %a15, 1, !dbg !137
  %.65 = add i64 %.53, %.64, !dbg !137
  %5 = trunc i64 %.65 to i32
  %.66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %5
  %.67 = load i16, ptr addrspace(3) %.66, align 2, !dbg !137
  %.68 = zext i16 %.67 to i32, !dbg !137
  %.69 = mul i64 %a15, 3, !dbg !137
  %.70 = add i64 %.53, %.69, !dbg !137
  %6 = trunc i64 %.70 to i32
  %.71 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %6
  %.72 = load i16, ptr addrspace(3) %.71, align 2, !dbg !137
  %.73 = zext i16 %.72 to i32, !dbg !137
  %.74 = shl nuw i32 %.73, 16, !dbg !137
  %.75 = or i32 %.74, %.68, !dbg !137
  %.76 = shl i64 %a15, 2, !dbg !137
  %.77 = add i64 %.53, %.76, !dbg !137
  %7 = trunc i64 %.77 to i32
  %.78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %7
  %.79 = load i16, ptr addrspace(3) %.78, align 2, !dbg !137
  %.80 = zext i16 %.79 to i32, !dbg !137
  %.81 = mul i64 %a15, 5, !dbg !137
  %.82 = add i64 %.53, %.81, !dbg !137
  %8 = trunc i64 %.82 to i32
  %.83 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %8
  %.84 = load i16, ptr addrspace(3) %.83, align 2, !dbg !137
  %.85 = zext i16 %.84 to i32, !dbg !137
  %.86 = shl nuw i32 %.85, 16, !dbg !137
  %.87 = or i32 %.86, %.80, !dbg !137
  %.88 = mul i64 %a15, 6, !dbg !137
  %.89 = add i64 %.53, %.88, !dbg !137
  %9 = trunc i64 %.89 to i32
  %.90 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %9
  %.91 = load i16, ptr addrspace(3) %.90, align 2, !dbg !137
  %.92 = zext i16 %.91 to i32, !dbg !137
  %.93 = mul i64 %a15, 7, !dbg !137
  %.94 = add i64 %.53, %.93, !dbg !137
  %10 = trunc i64 %.94 to i32
  %.95 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %10
  %.96 = load i16, ptr addrspace(3) %.95, align 2, !dbg !137
  %.97 = zext i16 %.96 to i32, !dbg !137
  %.98 = shl nuw i32 %.97, 16, !dbg !137
  %.99 = or i32 %.98, %.92, !dbg !137
  br label %b14, !dbg !138

b10:                                              ; preds = %b6
  %11 = lshr i32 %.104, 1, !dbg !139
  %12 = and i32 %11, 2147483640, !dbg !139
  %13 = trunc i64 %a15 to i32
  %14 = mul i32 %.107, %13
  %15 = add i32 %14, %12
  %.113 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %15
  %16 = addrspacecast ptr addrspace(3) %.113 to ptr
  %.114 = ptrtoint ptr %16 to i64, !dbg !139
  %.115 = and i64 %.114, 3, !dbg !139
  %.116 = icmp eq i64 %.115, 0, !dbg !139
  br i1 %.116, label %frag.wide.117, label %frag.narrow.118, !dbg !139

frag.wide.117:                                    ; preds = %b10
  %.120 = load <4 x i32>, ptr addrspace(3) %.113, align 4, !dbg !139
  %.121 = extractelement <4 x i32> %.120, i64 0, !dbg !139
  %.122 = extractelement <4 x i32> %.120, i64 1, !dbg !139
  %.123 = extractelement <4 x i32> %.120, i64 2, !dbg !139
  %.124 = extractelement <4 x i32> %.120, i64 3, !dbg !139
  br label %b14, !dbg !139

frag.narrow.118:                                  ; preds = %b10
  %.126 = load i16, ptr addrspace(3) %.113, align 2, !dbg !139
  %.127 = zext i16 %.126 to i32, !dbg !139
  %17 = add i32 %15, 1
  %.129 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %17
  %.130 = load i16, ptr addrspace(3) %.129, align 2, !dbg !139
  %.131 = zext i16 %.130 to i32, !dbg !139
  %.132 = shl nuw i32 %.131, 16, !dbg !139
  %.133 = or i32 %.132, %.127, !dbg !139
  %18 = add i32 %15, 2
  %.135 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %18
  %.136 = load i16, ptr addrspace(3) %.135, align 2, !dbg !139
  %.137 = zext i16 %.136 to i32, !dbg !139
  %19 = add i32 %15, 3
  %.139 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %19
  %.140 = load i16, ptr addrspace(3) %.139, align 2, !dbg !139
  %.141 = zext i16 %.140 to i32, !dbg !139
  %.142 = shl nuw i32 %.141, 16, !dbg !139
  %.143 = or i32 %.142, %.137, !dbg !139
  %20 = add i32 %15, 4
  %.145 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %20
  %.146 = load i16, ptr addrspace(3) %.145, align 2, !dbg !139
  %.147 = zext i16 %.146 to i32, !dbg !139
  %21 = add i32 %15, 5
  %.149 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %21
  %.150 = load i16, ptr addrspace(3) %.149, align 2, !dbg !139
  %.151 = zext i16 %.150 to i32, !dbg !139
  %.152 = shl nuw i32 %.151, 16, !dbg !139
  %.153 = or i32 %.152, %.147, !dbg !139
  %22 = add i32 %15, 6
  %.155 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %22
  %.156 = load i16, ptr addrspace(3) %.155, align 2, !dbg !139
  %.157 = zext i16 %.156 to i32, !dbg !139
  %23 = add i32 %15, 7
  %.159 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %23
  %.160 = load i16, ptr addrspace(3) %.159, align 2, !dbg !139
  %.161 = zext i16 %.160 to i32, !dbg !139
  %.162 = shl nuw i32 %.161, 16, !dbg !139
  %.163 = or i32 %.162, %.157, !dbg !139
  br label %b14, !dbg !139

b11:                                              ; preds = %entry
  %t50 = and i32 %.17, 1, !dbg !140
  %t51.not = icmp eq i32 %t50, 0, !dbg !141
  %t52 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t6, !dbg !142
  %.231 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !136
  %.234 = and i32 %.231, 15, !dbg !136
  %.235 = zext i32 %.234 to i64, !dbg !136
  %24 = lshr i32 %.231, 1, !dbg !136
  %25 = and i32 %24, 2147483640, !dbg !136
  %.237 = zext i32 %25 to i64, !dbg !136
  br i1 %t51.not, label %b13, label %b12, !dbg !141

b12:                                              ; preds = %b11
  %.179 = mul i64 %.237, %a15, !dbg !142
  %.180 = add i64 %.179, %.235, !dbg !142
  %.181 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.180
  %.182 = load i16, ptr addrspace(1) %.181, align 2, !dbg !142, !amdgpu.noclobber !6
  %.183 = zext i16 %.182 to i32, !dbg !142
  %.185 = add i64 %.180, %a15, !dbg !142
  %.186 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.185
  %.187 = load i16, ptr addrspace(1) %.186, align 2, !dbg !142, !amdgpu.noclobber !6
  %.188 = zext i16 %.187 to i32, !dbg !142
  %.189 = shl nuw i32 %.188, 16, !dbg !142
  %.190 = or i32 %.189, %.183, !dbg !142
  %.191 = shl i64 %a15, 1, !dbg !142
  %.192 = add i64 %.180, %.191, !dbg !142
  %.193 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.192
  %.194 = load i16, ptr addrspace(1) %.193, align 2, !dbg !142, !amdgpu.noclobber !6
  %.195 = zext i16 %.194 to i32, !dbg !142
  %.196 = mul i64 %a15, 3, !dbg !142
  %.197 = add i64 %.180, %.196, !dbg !142
  %.198 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.197
  %.199 = load i16, ptr addrspace(1) %.198, align 2, !dbg !142, !amdgpu.noclobber !6
  %.200 = zext i16 %.199 to i32, !dbg !142
  %.201 = shl nuw i32 %.200, 16, !dbg !142
  %.202 = or i32 %.201, %.195, !dbg !142
  %.203 = shl i64 %a15, 2, !dbg !142
  %.204 = add i64 %.180, %.203, !dbg !142
  %.205 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.204
  %.206 = load i16, ptr addrspace(1) %.205, align 2, !dbg !142, !amdgpu.noclobber !6
  %.207 = zext i16 %.206 to i32, !dbg !142
  %.208 = mul i64 %a15, 5, !dbg !142
  %.209 = add i64 %.180, %.208, !dbg !142
  %.210 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.209
  %.211 = load i16, ptr addrspace(1) %.210, align 2, !dbg !142, !amdgpu.noclobber !6
  %.212 = zext i16 %.211 to i32, !dbg !142
  %.213 = shl nuw i32 %.212, 16, !dbg !142
  %.214 = or i32 %.213, %.207, !dbg !142
  %.215 = mul i64 %a15, 6, !dbg !142
  %.216 = add i64 %.180, %.215, !dbg !142
  %.217 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.216
  %.218 = load i16, ptr addrspace(1) %.217, align 2, !dbg !142, !amdgpu.noclobber !6
  %.219 = zext i16 %.218 to i32, !dbg !142
  %.220 = mul i64 %a15, 7, !dbg !142
  %.221 = add i64 %.180, %.220, !dbg !142
  %.222 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.221
  %.223 = load i16, ptr addrspace(1) %.222, align 2, !dbg !142, !amdgpu.noclobber !6
  %.224 = zext i16 %.223 to i32, !dbg !142
  %.225 = shl nuw i32 %.224, 16, !dbg !142
  %.226 = or i32 %.225, %.219, !dbg !142
  br label %b14, !dbg !143

b13:                                              ; preds = %b11
  %.238 = mul i64 %.235, %a15, !dbg !144
  %.239 = add i64 %.238, %.237, !dbg !144
  %.240 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.239
  %26 = addrspacecast ptr addrspace(1) %.240 to ptr
  %.241 = ptrtoint ptr %26 to i64, !dbg !144
  %.242 = and i64 %.241, 3, !dbg !144
  %.243 = icmp eq i64 %.242, 0, !dbg !144
  br i1 %.243, label %frag.wide.244, label %frag.narrow.245, !dbg !144

frag.wide.244:                                    ; preds = %b13
  %.247 = load <4 x i32>, ptr addrspace(1) %.240, align 4, !dbg !144, !amdgpu.noclobber !6
  %.248 = extractelement <4 x i32> %.247, i64 0, !dbg !144
  %.249 = extractelement <4 x i32> %.247, i64 1, !dbg !144
  %.250 = extractelement <4 x i32> %.247, i64 2, !dbg !144
  %.251 = extractelement <4 x i32> %.247, i64 3, !dbg !144
  br label %b14, !dbg !144

frag.narrow.245:                                  ; preds = %b13
  %.253 = load i16, ptr addrspace(1) %.240, align 2, !dbg !144, !amdgpu.noclobber !6
  %.254 = zext i16 %.253 to i32, !dbg !144
  %.255 = add i64 %.239, 1, !dbg !144
  %.256 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.255
  %.257 = load i16, ptr addrspace(1) %.256, align 2, !dbg !144, !amdgpu.noclobber !6
  %.258 = zext i16 %.257 to i32, !dbg !144
  %.259 = shl nuw i32 %.258, 16, !dbg !144
  %.260 = or i32 %.259, %.254, !dbg !144
  %.261 = add i64 %.239, 2, !dbg !144
  %.262 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.261
  %.263 = load i16, ptr addrspace(1) %.262, align 2, !dbg !144, !amdgpu.noclobber !6
  %.264 = zext i16 %.263 to i32, !dbg !144
  %.265 = add i64 %.239, 3, !dbg !144
  %.266 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.265
  %.267 = load i16, ptr addrspace(1) %.266, align 2, !dbg !144, !amdgpu.noclobber !6
  %.268 = zext i16 %.267 to i32, !dbg !144
  %.269 = shl nuw i32 %.268, 16, !dbg !144
  %.270 = or i32 %.269, %.264, !dbg !144
  %.271 = add i64 %.239, 4, !dbg !144
  %.272 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.271
  %.273 = load i16, ptr addrspace(1) %.272, align 2, !dbg !144, !amdgpu.noclobber !6
  %.274 = zext i16 %.273 to i32, !dbg !144
  %.275 = add i64 %.239, 5, !dbg !144
  %.276 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.275
  %.277 = load i16, ptr addrspace(1) %.276, align 2, !dbg !144, !amdgpu.noclobber !6
  %.278 = zext i16 %.277 to i32, !dbg !144
  %.279 = shl nuw i32 %.278, 16, !dbg !144
  %.280 = or i32 %.279, %.274, !dbg !144
  %.281 = add i64 %.239, 6, !dbg !144
  %.282 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.281
  %.283 = load i16, ptr addrspace(1) %.282, align 2, !dbg !144, !amdgpu.noclobber !6
  %.284 = zext i16 %.283 to i32, !dbg !144
  %.285 = add i64 %.239, 7, !dbg !144
  %.286 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.285
  %.287 = load i16, ptr addrspace(1) %.286, align 2, !dbg !144, !amdgpu.noclobber !6
  %.288 = zext i16 %.287 to i32, !dbg !144
  %.289 = shl nuw i32 %.288, 16, !dbg !144
  %.290 = or i32 %.289, %.284, !dbg !144
  br label %b14, !dbg !144

b14:                                              ; preds = %frag.wide.244, %frag.narrow.245, %frag.wide.117, %frag.narrow.118, %b12, %b9
  %.63.pn = phi i32 [ %.63, %b9 ], [ %.190, %b12 ], [ %.121, %frag.wide.117 ], [ %.133, %frag.narrow.118 ], [ %.248, %frag.wide.244 ], [ %.260, %frag.narrow.245 ]
  %.75.pn = phi i32 [ %.75, %b9 ], [ %.202, %b12 ], [ %.122, %frag.wide.117 ], [ %.143, %frag.narrow.118 ], [ %.249, %frag.wide.244 ], [ %.270, %frag.narrow.245 ]
  %.87.pn = phi i32 [ %.87, %b9 ], [ %.214, %b12 ], [ %.123, %frag.wide.117 ], [ %.153, %frag.narrow.118 ], [ %.250, %frag.wide.244 ], [ %.280, %frag.narrow.245 ]
  %.99.pn = phi i32 [ %.99, %b9 ], [ %.226, %b12 ], [ %.124, %frag.wide.117 ], [ %.163, %frag.narrow.118 ], [ %.251, %frag.wide.244 ], [ %.290, %frag.narrow.245 ]
  %t68 = and i32 %.17, 2, !dbg !136
  %t69.not = icmp eq i32 %t68, 0, !dbg !136
  br i1 %t12.not, label %b18, label %b15, !dbg !145

b15:                                              ; preds = %b14
  %.367 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !136
  %.370 = and i32 %.367, 15, !dbg !136
  br i1 %t69.not, label %b17, label %b16, !dbg !146

b16:                                              ; preds = %b15
  %27 = lshr i32 %.367, 1, !dbg !147
  %28 = and i32 %27, 2147483640, !dbg !147
  %29 = trunc i64 %a15 to i32
  %30 = mul i32 %.370, %29
  %31 = add i32 %30, %28
  %.308 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %31
  %32 = addrspacecast ptr addrspace(3) %.308 to ptr
  %.309 = ptrtoint ptr %32 to i64, !dbg !147
  %.310 = and i64 %.309, 3, !dbg !147
  %.311 = icmp eq i64 %.310, 0, !dbg !147
  br i1 %.311, label %frag.wide.312, label %frag.narrow.313, !dbg !147

frag.wide.312:                                    ; preds = %b16
  %.315 = load <4 x i32>, ptr addrspace(3) %.308, align 4, !dbg !147
  %.316 = extractelement <4 x i32> %.315, i64 0, !dbg !147
  %.317 = extractelement <4 x i32> %.315, i64 1, !dbg !147
  %.318 = extractelement <4 x i32> %.315, i64 2, !dbg !147
  %.319 = extractelement <4 x i32> %.315, i64 3, !dbg !147
  br label %b21, !dbg !147

frag.narrow.313:                                  ; preds = %b16
  %.321 = load i16, ptr addrspace(3) %.308, align 2, !dbg !147
  %.322 = zext i16 %.321 to i32, !dbg !147
  %33 = add i32 %31, 1
  %.324 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %33
  %.325 = load i16, ptr addrspace(3) %.324, align 2, !dbg !147
  %.326 = zext i16 %.325 to i32, !dbg !147
  %.327 = shl nuw i32 %.326, 16, !dbg !147
  %.328 = or i32 %.327, %.322, !dbg !147
  %34 = add i32 %31, 2
  %.330 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %34
  %.331 = load i16, ptr addrspace(3) %.330, align 2, !dbg !147
  %.332 = zext i16 %.331 to i32, !dbg !147
  %35 = add i32 %31, 3
  %.334 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %35
  %.335 = load i16, ptr addrspace(3) %.334, align 2, !dbg !147
  %.336 = zext i16 %.335 to i32, !dbg !147
  %.337 = shl nuw i32 %.336, 16, !dbg !147
  %.338 = or i32 %.337, %.332, !dbg !147
  %36 = add i32 %31, 4
  %.340 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %36
  %.341 = load i16, ptr addrspace(3) %.340, align 2, !dbg !147
  %.342 = zext i16 %.341 to i32, !dbg !147
  %37 = add i32 %31, 5
  %.344 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %37
  %.345 = load i16, ptr addrspace(3) %.344, align 2, !dbg !147
  %.346 = zext i16 %.345 to i32, !dbg !147
  %.347 = shl nuw i32 %.346, 16, !dbg !147
  %.348 = or i32 %.347, %.342, !dbg !147
  %38 = add i32 %31, 6
  %.350 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %38
  %.351 = load i16, ptr addrspace(3) %.350, align 2, !dbg !147
  %.352 = zext i16 %.351 to i32, !dbg !147
  %39 = add i32 %31, 7
  %.354 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %39
  %.355 = load i16, ptr addrspace(3) %.354, align 2, !dbg !147
  %.356 = zext i16 %.355 to i32, !dbg !147
  %.357 = shl nuw i32 %.356, 16, !dbg !147
  %.358 = or i32 %.357, %.352, !dbg !147
  br label %b21, !dbg !147

b17:                                              ; preds = %b15
  %.371 = zext i32 %.370 to i64, !dbg !148
  %40 = lshr i32 %.367, 1, !dbg !148
  %41 = and i32 %40, 2147483640, !dbg !148
  %.373 = zext i32 %41 to i64, !dbg !148
  %.374 = mul i64 %.373, %a15, !dbg !148
  %.375 = add i64 %.374, %.371, !dbg !148
  %42 = trunc i64 %.375 to i32
  %.376 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %42
  %.377 = load i16, ptr addrspace(3) %.376, align 2, !dbg !148
  %.378 = zext i16 %.377 to i32, !dbg !148
  %.380 = add i64 %.375, %a15, !dbg !148
  %43 = trunc i64 %.380 to i32
  %.381 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %43
  %.382 = load i16, ptr addrspace(3) %.381, align 2, !dbg !148
  %.383 = zext i16 %.382 to i32, !dbg !148
  %.384 = shl nuw i32 %.383, 16, !dbg !148
  %.385 = or i32 %.384, %.378, !dbg !148
  %.386 = shl i64 %a15, 1, !dbg !148
  %.387 = add i64 %.375, %.386, !dbg !148
  %44 = trunc i64 %.387 to i32
  %.388 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %44
  %.389 = load i16, ptr addrspace(3) %.388, align 2, !dbg !148
  %.390 = zext i16 %.389 to i32, !dbg !148
  %.391 = mul i64 %a15, 3, !dbg !148
  %.392 = add i64 %.375, %.391, !dbg !148
  %45 = trunc i64 %.392 to i32
  %.393 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %45
  %.394 = load i16, ptr addrspace(3) %.393, align 2, !dbg !148
  %.395 = zext i16 %.394 to i32, !dbg !148
  %.396 = shl nuw i32 %.395, 16, !dbg !148
  %.397 = or i32 %.396, %.390, !dbg !148
  %.398 = shl i64 %a15, 2, !dbg !148
  %.399 = add i64 %.375, %.398, !dbg !148
  %46 = trunc i64 %.399 to i32
  %.400 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %46
  %.401 = load i16, ptr addrspace(3) %.400, align 2, !dbg !148
  %.402 = zext i16 %.401 to i32, !dbg !148
  %.403 = mul i64 %a15, 5, !dbg !148
  %.404 = add i64 %.375, %.403, !dbg !148
  %47 = trunc i64 %.404 to i32
  %.405 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %47
  %.406 = load i16, ptr addrspace(3) %.405, align 2, !dbg !148
  %.407 = zext i16 %.406 to i32, !dbg !148
  %.408 = shl nuw i32 %.407, 16, !dbg !148
  %.409 = or i32 %.408, %.402, !dbg !148
  %.410 = mul i64 %a15, 6, !dbg !148
  %.411 = add i64 %.375, %.410, !dbg !148
  %48 = trunc i64 %.411 to i32
  %.412 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %48
  %.413 = load i16, ptr addrspace(3) %.412, align 2, !dbg !148
  %.414 = zext i16 %.413 to i32, !dbg !148
  %.415 = mul i64 %a15, 7, !dbg !148
  %.416 = add i64 %.375, %.415, !dbg !148
  %49 = trunc i64 %.416 to i32
  %.417 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %49
  %.418 = load i16, ptr addrspace(3) %.417, align 2, !dbg !148
  %.419 = zext i16 %.418 to i32, !dbg !148
  %.420 = shl nuw i32 %.419, 16, !dbg !148
  %.421 = or i32 %.420, %.414, !dbg !148
  br label %b21, !dbg !149

b18:                                              ; preds = %b14
  %t70 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t6, !dbg !150
  %.494 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !136
  %.497 = and i32 %.494, 15, !dbg !136
  %.498 = zext i32 %.497 to i64, !dbg !136
  %50 = lshr i32 %.494, 1, !dbg !136
  %51 = and i32 %50, 2147483640, !dbg !136
  %.500 = zext i32 %51 to i64, !dbg !136
  br i1 %t69.not, label %b20, label %b19, !dbg !151

b19:                                              ; preds = %b18
  %.433 = mul i64 %.498, %a15, !dbg !150
  %.434 = add i64 %.433, %.500, !dbg !150
  %.435 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.434
  %52 = addrspacecast ptr addrspace(1) %.435 to ptr
  %.436 = ptrtoint ptr %52 to i64, !dbg !150
  %.437 = and i64 %.436, 3, !dbg !150
  %.438 = icmp eq i64 %.437, 0, !dbg !150
  br i1 %.438, label %frag.wide.439, label %frag.narrow.440, !dbg !150

frag.wide.439:                                    ; preds = %b19
  %.442 = load <4 x i32>, ptr addrspace(1) %.435, align 4, !dbg !150, !amdgpu.noclobber !6
  %.443 = extractelement <4 x i32> %.442, i64 0, !dbg !150
  %.444 = extractelement <4 x i32> %.442, i64 1, !dbg !150
  %.445 = extractelement <4 x i32> %.442, i64 2, !dbg !150
  %.446 = extractelement <4 x i32> %.442, i64 3, !dbg !150
  br label %b21, !dbg !150

frag.narrow.440:                                  ; preds = %b19
  %.448 = load i16, ptr addrspace(1) %.435, align 2, !dbg !150, !amdgpu.noclobber !6
  %.449 = zext i16 %.448 to i32, !dbg !150
  %.450 = add i64 %.434, 1, !dbg !150
  %.451 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.450
  %.452 = load i16, ptr addrspace(1) %.451, align 2, !dbg !150, !amdgpu.noclobber !6
  %.453 = zext i16 %.452 to i32, !dbg !150
  %.454 = shl nuw i32 %.453, 16, !dbg !150
  %.455 = or i32 %.454, %.449, !dbg !150
  %.456 = add i64 %.434, 2, !dbg !150
  %.457 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.456
  %.458 = load i16, ptr addrspace(1) %.457, align 2, !dbg !150, !amdgpu.noclobber !6
  %.459 = zext i16 %.458 to i32, !dbg !150
  %.460 = add i64 %.434, 3, !dbg !150
  %.461 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.460
  %.462 = load i16, ptr addrspace(1) %.461, align 2, !dbg !150, !amdgpu.noclobber !6
  %.463 = zext i16 %.462 to i32, !dbg !150
  %.464 = shl nuw i32 %.463, 16, !dbg !150
  %.465 = or i32 %.464, %.459, !dbg !150
  %.466 = add i64 %.434, 4, !dbg !150
  %.467 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.466
  %.468 = load i16, ptr addrspace(1) %.467, align 2, !dbg !150, !amdgpu.noclobber !6
  %.469 = zext i16 %.468 to i32, !dbg !150
  %.470 = add i64 %.434, 5, !dbg !150
  %.471 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.470
  %.472 = load i16, ptr addrspace(1) %.471, align 2, !dbg !150, !amdgpu.noclobber !6
  %.473 = zext i16 %.472 to i32, !dbg !150
  %.474 = shl nuw i32 %.473, 16, !dbg !150
  %.475 = or i32 %.474, %.469, !dbg !150
  %.476 = add i64 %.434, 6, !dbg !150
  %.477 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.476
  %.478 = load i16, ptr addrspace(1) %.477, align 2, !dbg !150, !amdgpu.noclobber !6
  %.479 = zext i16 %.478 to i32, !dbg !150
  %.480 = add i64 %.434, 7, !dbg !150
  %.481 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.480
  %.482 = load i16, ptr addrspace(1) %.481, align 2, !dbg !150, !amdgpu.noclobber !6
  %.483 = zext i16 %.482 to i32, !dbg !150
  %.484 = shl nuw i32 %.483, 16, !dbg !150
  %.485 = or i32 %.484, %.479, !dbg !150
  br label %b21, !dbg !150

b20:                                              ; preds = %b18
  %.501 = mul i64 %.500, %a15, !dbg !152
  %.502 = add i64 %.501, %.498, !dbg !152
  %.503 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.502
  %.504 = load i16, ptr addrspace(1) %.503, align 2, !dbg !152, !amdgpu.noclobber !6
  %.505 = zext i16 %.504 to i32, !dbg !152
  %.507 = add i64 %.502, %a15, !dbg !152
  %.508 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.507
  %.509 = load i16, ptr addrspace(1) %.508, align 2, !dbg !152, !amdgpu.noclobber !6
  %.510 = zext i16 %.509 to i32, !dbg !152
  %.511 = shl nuw i32 %.510, 16, !dbg !152
  %.512 = or i32 %.511, %.505, !dbg !152
  %.513 = shl i64 %a15, 1, !dbg !152
  %.514 = add i64 %.502, %.513, !dbg !152
  %.515 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.514
  %.516 = load i16, ptr addrspace(1) %.515, align 2, !dbg !152, !amdgpu.noclobber !6
  %.517 = zext i16 %.516 to i32, !dbg !152
  %.518 = mul i64 %a15, 3, !dbg !152
  %.519 = add i64 %.502, %.518, !dbg !152
  %.520 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.519
  %.521 = load i16, ptr addrspace(1) %.520, align 2, !dbg !152, !amdgpu.noclobber !6
  %.522 = zext i16 %.521 to i32, !dbg !152
  %.523 = shl nuw i32 %.522, 16, !dbg !152
  %.524 = or i32 %.523, %.517, !dbg !152
  %.525 = shl i64 %a15, 2, !dbg !152
  %.526 = add i64 %.502, %.525, !dbg !152
  %.527 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.526
  %.528 = load i16, ptr addrspace(1) %.527, align 2, !dbg !152, !amdgpu.noclobber !6
  %.529 = zext i16 %.528 to i32, !dbg !152
  %.530 = mul i64 %a15, 5, !dbg !152
  %.531 = add i64 %.502, %.530, !dbg !152
  %.532 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.531
  %.533 = load i16, ptr addrspace(1) %.532, align 2, !dbg !152, !amdgpu.noclobber !6
  %.534 = zext i16 %.533 to i32, !dbg !152
  %.535 = shl nuw i32 %.534, 16, !dbg !152
  %.536 = or i32 %.535, %.529, !dbg !152
  %.537 = mul i64 %a15, 6, !dbg !152
  %.538 = add i64 %.502, %.537, !dbg !152
  %.539 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.538
  %.540 = load i16, ptr addrspace(1) %.539, align 2, !dbg !152, !amdgpu.noclobber !6
  %.541 = zext i16 %.540 to i32, !dbg !152
  %.542 = mul i64 %a15, 7, !dbg !152
  %.543 = add i64 %.502, %.542, !dbg !152
  %.544 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.543
  %.545 = load i16, ptr addrspace(1) %.544, align 2, !dbg !152, !amdgpu.noclobber !6
  %.546 = zext i16 %.545 to i32, !dbg !152
  %.547 = shl nuw i32 %.546, 16, !dbg !152
  %.548 = or i32 %.547, %.541, !dbg !152
  br label %b21, !dbg !153

b21:                                              ; preds = %frag.wide.439, %frag.narrow.440, %frag.wide.312, %frag.narrow.313, %b20, %b17
  %.359.pn = phi i32 [ %.385, %b17 ], [ %.512, %b20 ], [ %.316, %frag.wide.312 ], [ %.328, %frag.narrow.313 ], [ %.443, %frag.wide.439 ], [ %.455, %frag.narrow.440 ]
  %.360.pn = phi i32 [ %.397, %b17 ], [ %.524, %b20 ], [ %.317, %frag.wide.312 ], [ %.338, %frag.narrow.313 ], [ %.444, %frag.wide.439 ], [ %.465, %frag.narrow.440 ]
  %.361.pn = phi i32 [ %.409, %b17 ], [ %.536, %b20 ], [ %.318, %frag.wide.312 ], [ %.348, %frag.narrow.313 ], [ %.445, %frag.wide.439 ], [ %.475, %frag.narrow.440 ]
  %.362.pn = phi i32 [ %.421, %b17 ], [ %.548, %b20 ], [ %.319, %frag.wide.312 ], [ %.358, %frag.narrow.313 ], [ %.446, %frag.wide.439 ], [ %.485, %frag.narrow.440 ]
  %t77 = and i32 %.17, 16, !dbg !154
  %t78.not = icmp eq i32 %t77, 0, !dbg !155
  br i1 %t78.not, label %b30, label %b22, !dbg !155

b22:                                              ; preds = %b21
  %t89 = and i32 %.17, 4, !dbg !136
  %t90.not = icmp eq i32 %t89, 0, !dbg !136
  br i1 %t12.not, label %b26, label %b23, !dbg !156

b23:                                              ; preds = %b22
  %.599 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !136
  %.600 = lshr i32 %.599, 4, !dbg !136
  br i1 %t90.not, label %b25, label %b24, !dbg !157

b24:                                              ; preds = %b23
  %.564 = and i32 %.599, 15, !dbg !158
  %53 = trunc i64 %a15 to i32
  %54 = mul i32 %.564, %53
  %55 = add i32 %54, %.600
  %.568 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %55
  %.569 = load float, ptr addrspace(3) %.568, align 4, !dbg !158
  %56 = add i32 %55, 2
  %.571 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %56
  %.572 = load float, ptr addrspace(3) %.571, align 4, !dbg !158
  %57 = add i32 %55, 4
  %.574 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %57
  %.575 = load float, ptr addrspace(3) %.574, align 4, !dbg !158
  %58 = add i32 %55, 6
  %.577 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %58
  %.578 = load float, ptr addrspace(3) %.577, align 4, !dbg !158
  %59 = add i32 %55, 8
  %.580 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %59
  %.581 = load float, ptr addrspace(3) %.580, align 4, !dbg !158
  %60 = add i32 %55, 10
  %.583 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %60
  %.584 = load float, ptr addrspace(3) %.583, align 4, !dbg !158
  %61 = add i32 %55, 12
  %.586 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %61
  %.587 = load float, ptr addrspace(3) %.586, align 4, !dbg !158
  %62 = add i32 %55, 14
  %.589 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %62
  %.590 = load float, ptr addrspace(3) %.589, align 4, !dbg !158
  %.591 = insertvalue { [8 x float] } zeroinitializer, float %.569, 0, 0, !dbg !158
  %.592 = insertvalue { [8 x float] } %.591, float %.572, 0, 1, !dbg !158
  %.593 = insertvalue { [8 x float] } %.592, float %.575, 0, 2, !dbg !158
  %.594 = insertvalue { [8 x float] } %.593, float %.578, 0, 3, !dbg !158
  %.595 = insertvalue { [8 x float] } %.594, float %.581, 0, 4, !dbg !158
  %.596 = insertvalue { [8 x float] } %.595, float %.584, 0, 5, !dbg !158
  %.597 = insertvalue { [8 x float] } %.596, float %.587, 0, 6, !dbg !158
  %.598 = insertvalue { [8 x float] } %.597, float %.590, 0, 7, !dbg !158
  br label %b30, !dbg !159

b25:                                              ; preds = %b23
  %.601 = zext i32 %.600 to i64, !dbg !160
  %.602 = and i32 %.599, 15, !dbg !160
  %.603 = zext i32 %.602 to i64, !dbg !160
  %.604 = mul i64 %.601, %a15, !dbg !160
  %.605 = add i64 %.604, %.603, !dbg !160
  %63 = trunc i64 %.605 to i32
  %.606 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %63
  %.607 = load float, ptr addrspace(3) %.606, align 4, !dbg !160
  %.608 = shl i64 %a15, 1, !dbg !160
  %.609 = add i64 %.605, %.608, !dbg !160
  %64 = trunc i64 %.609 to i32
  %.610 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %64
  %.611 = load float, ptr addrspace(3) %.610, align 4, !dbg !160
  %.612 = shl i64 %a15, 2, !dbg !160
  %.613 = add i64 %.605, %.612, !dbg !160
  %65 = trunc i64 %.613 to i32
  %.614 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %65
  %.615 = load float, ptr addrspace(3) %.614, align 4, !dbg !160
  %.616 = mul i64 %a15, 6, !dbg !160
  %.617 = add i64 %.605, %.616, !dbg !160
  %66 = trunc i64 %.617 to i32
  %.618 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %66
  %.619 = load float, ptr addrspace(3) %.618, align 4, !dbg !160
  %.620 = shl i64 %a15, 3, !dbg !160
  %.621 = add i64 %.605, %.620, !dbg !160
  %67 = trunc i64 %.621 to i32
  %.622 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %67
  %.623 = load float, ptr addrspace(3) %.622, align 4, !dbg !160
  %.624 = mul i64 %a15, 10, !dbg !160
  %.625 = add i64 %.605, %.624, !dbg !160
  %68 = trunc i64 %.625 to i32
  %.626 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %68
  %.627 = load float, ptr addrspace(3) %.626, align 4, !dbg !160
  %.628 = mul i64 %a15, 12, !dbg !160
  %.629 = add i64 %.605, %.628, !dbg !160
  %69 = trunc i64 %.629 to i32
  %.630 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %69
  %.631 = load float, ptr addrspace(3) %.630, align 4, !dbg !160
  %.632 = mul i64 %a15, 14, !dbg !160
  %.633 = add i64 %.605, %.632, !dbg !160
  %70 = trunc i64 %.633 to i32
  %.634 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %70
  %.635 = load float, ptr addrspace(3) %.634, align 4, !dbg !160
  %.636 = insertvalue { [8 x float] } zeroinitializer, float %.607, 0, 0, !dbg !160
  %.637 = insertvalue { [8 x float] } %.636, float %.611, 0, 1, !dbg !160
  %.638 = insertvalue { [8 x float] } %.637, float %.615, 0, 2, !dbg !160
  %.639 = insertvalue { [8 x float] } %.638, float %.619, 0, 3, !dbg !160
  %.640 = insertvalue { [8 x float] } %.639, float %.623, 0, 4, !dbg !160
  %.641 = insertvalue { [8 x float] } %.640, float %.627, 0, 5, !dbg !160
  %.642 = insertvalue { [8 x float] } %.641, float %.631, 0, 6, !dbg !160
  %.643 = insertvalue { [8 x float] } %.642, float %.635, 0, 7, !dbg !160
  br label %b30, !dbg !161

b26:                                              ; preds = %b22
  %t91 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t6, !dbg !162
  %.682 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !136
  %.683 = lshr i32 %.682, 4, !dbg !136
  %.684 = zext i32 %.683 to i64, !dbg !136
  %.685 = and i32 %.682, 15, !dbg !136
  %.686 = zext i32 %.685 to i64, !dbg !136
  br i1 %t90.not, label %b28, label %b27, !dbg !163

b27:                                              ; preds = %b26
  %.649 = mul i64 %.686, %a15, !dbg !162
  %.650 = add i64 %.649, %.684, !dbg !162
  %.651 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.650
  %.652 = load float, ptr addrspace(1) %.651, align 4, !dbg !162, !amdgpu.noclobber !6
  %.653 = add i64 %.650, 2, !dbg !162
  %.654 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.653
  %.655 = load float, ptr addrspace(1) %.654, align 4, !dbg !162, !amdgpu.noclobber !6
  %.656 = add i64 %.650, 4, !dbg !162
  %.657 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.656
  %.658 = load float, ptr addrspace(1) %.657, align 4, !dbg !162, !amdgpu.noclobber !6
  %.659 = add i64 %.650, 6, !dbg !162
  %.660 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.659
  %.661 = load float, ptr addrspace(1) %.660, align 4, !dbg !162, !amdgpu.noclobber !6
  %.662 = add i64 %.650, 8, !dbg !162
  %.663 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.662
  %.664 = load float, ptr addrspace(1) %.663, align 4, !dbg !162, !amdgpu.noclobber !6
  %.665 = add i64 %.650, 10, !dbg !162
  %.666 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.665
  %.667 = load float, ptr addrspace(1) %.666, align 4, !dbg !162, !amdgpu.noclobber !6
  %.668 = add i64 %.650, 12, !dbg !162
  %.669 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.668
  %.670 = load float, ptr addrspace(1) %.669, align 4, !dbg !162, !amdgpu.noclobber !6
  %.671 = add i64 %.650, 14, !dbg !162
  %.672 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.671
  %.673 = load float, ptr addrspace(1) %.672, align 4, !dbg !162, !amdgpu.noclobber !6
  %.674 = insertvalue { [8 x float] } zeroinitializer, float %.652, 0, 0, !dbg !162
  %.675 = insertvalue { [8 x float] } %.674, float %.655, 0, 1, !dbg !162
  %.676 = insertvalue { [8 x float] } %.675, float %.658, 0, 2, !dbg !162
  %.677 = insertvalue { [8 x float] } %.676, float %.661, 0, 3, !dbg !162
  %.678 = insertvalue { [8 x float] } %.677, float %.664, 0, 4, !dbg !162
  %.679 = insertvalue { [8 x float] } %.678, float %.667, 0, 5, !dbg !162
  %.680 = insertvalue { [8 x float] } %.679, float %.670, 0, 6, !dbg !162
  %.681 = insertvalue { [8 x float] } %.680, float %.673, 0, 7, !dbg !162
  br label %b30, !dbg !164

b28:                                              ; preds = %b26
  %.687 = mul i64 %.684, %a15, !dbg !165
  %.688 = add i64 %.687, %.686, !dbg !165
  %.689 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.688
  %.690 = load float, ptr addrspace(1) %.689, align 4, !dbg !165, !amdgpu.noclobber !6
  %.691 = shl i64 %a15, 1, !dbg !165
  %.692 = add i64 %.688, %.691, !dbg !165
  %.693 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.692
  %.694 = load float, ptr addrspace(1) %.693, align 4, !dbg !165, !amdgpu.noclobber !6
  %.695 = shl i64 %a15, 2, !dbg !165
  %.696 = add i64 %.688, %.695, !dbg !165
  %.697 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.696
  %.698 = load float, ptr addrspace(1) %.697, align 4, !dbg !165, !amdgpu.noclobber !6
  %.699 = mul i64 %a15, 6, !dbg !165
  %.700 = add i64 %.688, %.699, !dbg !165
  %.701 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.700
  %.702 = load float, ptr addrspace(1) %.701, align 4, !dbg !165, !amdgpu.noclobber !6
  %.703 = shl i64 %a15, 3, !dbg !165
  %.704 = add i64 %.688, %.703, !dbg !165
  %.705 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.704
  %.706 = load float, ptr addrspace(1) %.705, align 4, !dbg !165, !amdgpu.noclobber !6
  %.707 = mul i64 %a15, 10, !dbg !165
  %.708 = add i64 %.688, %.707, !dbg !165
  %.709 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.708
  %.710 = load float, ptr addrspace(1) %.709, align 4, !dbg !165, !amdgpu.noclobber !6
  %.711 = mul i64 %a15, 12, !dbg !165
  %.712 = add i64 %.688, %.711, !dbg !165
  %.713 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.712
  %.714 = load float, ptr addrspace(1) %.713, align 4, !dbg !165, !amdgpu.noclobber !6
  %.715 = mul i64 %a15, 14, !dbg !165
  %.716 = add i64 %.688, %.715, !dbg !165
  %.717 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.716
  %.718 = load float, ptr addrspace(1) %.717, align 4, !dbg !165, !amdgpu.noclobber !6
  %.719 = insertvalue { [8 x float] } zeroinitializer, float %.690, 0, 0, !dbg !165
  %.720 = insertvalue { [8 x float] } %.719, float %.694, 0, 1, !dbg !165
  %.721 = insertvalue { [8 x float] } %.720, float %.698, 0, 2, !dbg !165
  %.722 = insertvalue { [8 x float] } %.721, float %.702, 0, 3, !dbg !165
  %.723 = insertvalue { [8 x float] } %.722, float %.706, 0, 4, !dbg !165
  %.724 = insertvalue { [8 x float] } %.723, float %.710, 0, 5, !dbg !165
  %.725 = insertvalue { [8 x float] } %.724, float %.714, 0, 6, !dbg !165
  %.726 = insertvalue { [8 x float] } %.725, float %.718, 0, 7, !dbg !165
  br label %b30, !dbg !166

b30:                                              ; preds = %b24, %b25, %b27, %b28, %b21
  %t97 = phi { [8 x float] } [ zeroinitializer, %b21 ], [ %.598, %b24 ], [ %.643, %b25 ], [ %.681, %b27 ], [ %.726, %b28 ]
  %.727 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !167
  %.728 = icmp ugt i32 %.727, 15, !dbg !167
  %.729 = shl i32 %.727, 2, !dbg !167
  %.730 = xor i32 %.729, 64, !dbg !167
  %.732 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.730, i32 %.63.pn), !dbg !167
  %.733 = select i1 %.728, i32 %.732, i32 %.63.pn, !dbg !167
  %.734 = select i1 %.728, i32 %.63.pn, i32 %.732, !dbg !167
  %.735 = insertelement <8 x i32> poison, i32 %.733, i64 0, !dbg !167
  %.736 = insertelement <8 x i32> %.735, i32 %.734, i64 4, !dbg !167
  %.738 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.730, i32 %.75.pn), !dbg !167
  %.739 = select i1 %.728, i32 %.738, i32 %.75.pn, !dbg !167
  %.740 = select i1 %.728, i32 %.75.pn, i32 %.738, !dbg !167
  %.741 = insertelement <8 x i32> %.736, i32 %.739, i64 1, !dbg !167
  %.742 = insertelement <8 x i32> %.741, i32 %.740, i64 5, !dbg !167
  %.744 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.730, i32 %.87.pn), !dbg !167
  %.745 = select i1 %.728, i32 %.744, i32 %.87.pn, !dbg !167
  %.746 = select i1 %.728, i32 %.87.pn, i32 %.744, !dbg !167
  %.747 = insertelement <8 x i32> %.742, i32 %.745, i64 2, !dbg !167
  %.748 = insertelement <8 x i32> %.747, i32 %.746, i64 6, !dbg !167
  %.750 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.730, i32 %.99.pn), !dbg !167
  %.751 = select i1 %.728, i32 %.750, i32 %.99.pn, !dbg !167
  %.752 = select i1 %.728, i32 %.99.pn, i32 %.750, !dbg !167
  %.753 = insertelement <8 x i32> %.748, i32 %.751, i64 3, !dbg !167
  %.754 = insertelement <8 x i32> %.753, i32 %.752, i64 7, !dbg !167
  %.755 = bitcast <8 x i32> %.754 to <16 x i16>, !dbg !167
  %.757 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.730, i32 %.359.pn), !dbg !167
  %.758 = select i1 %.728, i32 %.757, i32 %.359.pn, !dbg !167
  %.759 = select i1 %.728, i32 %.359.pn, i32 %.757, !dbg !167
  %.760 = insertelement <8 x i32> poison, i32 %.758, i64 0, !dbg !167
  %.761 = insertelement <8 x i32> %.760, i32 %.759, i64 4, !dbg !167
  %.763 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.730, i32 %.360.pn), !dbg !167
  %.764 = select i1 %.728, i32 %.763, i32 %.360.pn, !dbg !167
  %.765 = select i1 %.728, i32 %.360.pn, i32 %.763, !dbg !167
  %.766 = insertelement <8 x i32> %.761, i32 %.764, i64 1, !dbg !167
  %.767 = insertelement <8 x i32> %.766, i32 %.765, i64 5, !dbg !167
  %.769 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.730, i32 %.361.pn), !dbg !167
  %.770 = select i1 %.728, i32 %.769, i32 %.361.pn, !dbg !167
  %.771 = select i1 %.728, i32 %.361.pn, i32 %.769, !dbg !167
  %.772 = insertelement <8 x i32> %.767, i32 %.770, i64 2, !dbg !167
  %.773 = insertelement <8 x i32> %.772, i32 %.771, i64 6, !dbg !167
  %.775 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.730, i32 %.362.pn), !dbg !167
  %.776 = select i1 %.728, i32 %.775, i32 %.362.pn, !dbg !167
  %.777 = select i1 %.728, i32 %.362.pn, i32 %.775, !dbg !167
  %.778 = insertelement <8 x i32> %.773, i32 %.776, i64 3, !dbg !167
  %.779 = insertelement <8 x i32> %.778, i32 %.777, i64 7, !dbg !167
  %.780 = bitcast <8 x i32> %.779 to <16 x i16>, !dbg !167
  %.781 = extractvalue { [8 x float] } %t97, 0, 0, !dbg !167
  %.782 = insertelement <8 x float> poison, float %.781, i64 0, !dbg !167
  %.783 = extractvalue { [8 x float] } %t97, 0, 1, !dbg !167
  %.784 = insertelement <8 x float> %.782, float %.783, i64 1, !dbg !167
  %.785 = extractvalue { [8 x float] } %t97, 0, 2, !dbg !167
  %.786 = insertelement <8 x float> %.784, float %.785, i64 2, !dbg !167
  %.787 = extractvalue { [8 x float] } %t97, 0, 3, !dbg !167
  %.788 = insertelement <8 x float> %.786, float %.787, i64 3, !dbg !167
  %.789 = extractvalue { [8 x float] } %t97, 0, 4, !dbg !167
  %.790 = insertelement <8 x float> %.788, float %.789, i64 4, !dbg !167
  %.791 = extractvalue { [8 x float] } %t97, 0, 5, !dbg !167
  %.792 = insertelement <8 x float> %.790, float %.791, i64 5, !dbg !167
  %.793 = extractvalue { [8 x float] } %t97, 0, 6, !dbg !167
  %.794 = insertelement <8 x float> %.792, float %.793, i64 6, !dbg !167
  %.795 = extractvalue { [8 x float] } %t97, 0, 7, !dbg !167
  %.796 = insertelement <8 x float> %.794, float %.795, i64 7, !dbg !167
  %.797 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16> %.755, <16 x i16> %.780, <8 x float> %.796), !dbg !167
  %.798 = extractelement <8 x float> %.797, i64 0, !dbg !167
  %.799 = extractelement <8 x float> %.797, i64 1, !dbg !167
  %.800 = extractelement <8 x float> %.797, i64 2, !dbg !167
  %.801 = extractelement <8 x float> %.797, i64 3, !dbg !167
  %.802 = extractelement <8 x float> %.797, i64 4, !dbg !167
  %.803 = extractelement <8 x float> %.797, i64 5, !dbg !167
  %.804 = extractelement <8 x float> %.797, i64 6, !dbg !167
  %.805 = extractelement <8 x float> %.797, i64 7, !dbg !167
  %t122 = and i32 %.17, 8, !dbg !136
  %t123.not = icmp eq i32 %t122, 0, !dbg !136
  br i1 %t12.not, label %b40, label %b31, !dbg !167

b31:                                              ; preds = %b30
  %.857 = lshr i32 %.727, 4, !dbg !136
  br i1 %t123.not, label %b39, label %b32, !dbg !168

b32:                                              ; preds = %b31
  %.817 = and i32 %.727, 15, !dbg !169
  %71 = trunc i64 %a15 to i32, !dbg !169
  %72 = mul i32 %.817, %71, !dbg !169
  %73 = add i32 %72, %.857, !dbg !169
  %.822 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %73, !dbg !169
  store float %.798, ptr addrspace(3) %.822, align 4, !dbg !169
  %74 = add i32 %73, 2, !dbg !169
  %.825 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %74, !dbg !169
  store float %.799, ptr addrspace(3) %.825, align 4, !dbg !169
  %75 = add i32 %73, 4, !dbg !169
  %.828 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %75, !dbg !169
  store float %.800, ptr addrspace(3) %.828, align 4, !dbg !169
  %76 = add i32 %73, 6, !dbg !169
  %.831 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %76, !dbg !169
  store float %.801, ptr addrspace(3) %.831, align 4, !dbg !169
  %77 = add i32 %73, 8, !dbg !169
  %.834 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %77, !dbg !169
  store float %.802, ptr addrspace(3) %.834, align 4, !dbg !169
  %78 = add i32 %73, 10, !dbg !169
  %.837 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %78, !dbg !169
  store float %.803, ptr addrspace(3) %.837, align 4, !dbg !169
  %79 = add i32 %73, 12, !dbg !169
  %.840 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %79, !dbg !169
  store float %.804, ptr addrspace(3) %.840, align 4, !dbg !169
  %80 = add i32 %73, 14, !dbg !169
  br label %b33, !dbg !169

b33:                                              ; preds = %b39, %b32
  %.sink = phi i32 [ %91, %b39 ], [ %80, %b32 ]
  %.892 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %.sink, !dbg !136
  store float %.805, ptr addrspace(3) %.892, align 4, !dbg !136
  fence syncscope("workgroup") release, !dbg !170
  tail call void @llvm.amdgcn.s.barrier(), !dbg !170
  fence syncscope("workgroup") acquire, !dbg !170
  %.844 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !171
  %t106 = sext i32 %.844 to i64, !dbg !171
  %t107 = shl i64 %a15, 4, !dbg !172
  %.845 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !173
  %.846 = getelementptr inbounds i8, ptr addrspace(4) %.845, i64 4, !dbg !173
  %.847 = load i16, ptr addrspace(4) %.846, align 4, !dbg !173, !invariant.load !6
  %t109 = zext i16 %.847 to i64
  %t1113 = icmp sgt i64 %t107, %t106, !dbg !174
  br i1 %t1113, label %b35.lr.ph, label %common.ret, !dbg !174

b35.lr.ph:                                        ; preds = %b33
  %.849 = icmp eq i64 %a15, 0
  %81 = add i64 %a15, 1
  %82 = icmp ult i64 %81, 2
  %.852 = select i1 %82, i64 1, i64 %a15
  br label %b35, !dbg !174

b35:                                              ; preds = %b35.lr.ph, %b37
  %t1104 = phi i64 [ %t106, %b35.lr.ph ], [ %t118, %b37 ]
  %.853 = srem i64 %t1104, %.852, !dbg !175
  %.854 = select i1 %.849, i64 %t1104, i64 %.853, !dbg !175
  %t113 = icmp slt i64 %.854, 16, !dbg !176
  br i1 %t113, label %b36, label %b37, !dbg !176

b36:                                              ; preds = %b35
  %t114 = add i64 %t1104, %t6, !dbg !177
  %t117 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t114, !dbg !178
  %83 = trunc i64 %t1104 to i32, !dbg !179
  %t115 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %83, !dbg !179
  %.855 = load float, ptr addrspace(3) %t115, align 4, !dbg !179
  store float %.855, ptr addrspace(1) %t117, align 4, !dbg !178
  br label %b37, !dbg !178

b37:                                              ; preds = %b36, %b35
  %t118 = add i64 %t1104, %t109, !dbg !180
  %t111 = icmp slt i64 %t118, %t107, !dbg !174
  br i1 %t111, label %b35, label %common.ret, !dbg !174

common.ret.sink.split:                            ; preds = %b43, %b41
  %.921.sink = phi i64 [ %.921, %b41 ], [ %.958, %b43 ]
  %.922 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.921.sink, !dbg !136
  store float %.805, ptr addrspace(1) %.922, align 4, !dbg !136
  br label %common.ret, !dbg !136

common.ret:                                       ; preds = %b37, %common.ret.sink.split, %b33
  ret void, !dbg !136

b39:                                              ; preds = %b31
  %.858 = zext i32 %.857 to i64, !dbg !181
  %.859 = and i32 %.727, 15, !dbg !181
  %.860 = zext i32 %.859 to i64, !dbg !181
  %.861 = mul i64 %.858, %a15, !dbg !181
  %.862 = add i64 %.861, %.860, !dbg !181
  %84 = trunc i64 %.862 to i32, !dbg !181
  %.864 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %84, !dbg !181
  store float %.798, ptr addrspace(3) %.864, align 4, !dbg !181
  %.866 = shl i64 %a15, 1, !dbg !181
  %.867 = add i64 %.862, %.866, !dbg !181
  %85 = trunc i64 %.867 to i32, !dbg !181
  %.868 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %85, !dbg !181
  store float %.799, ptr addrspace(3) %.868, align 4, !dbg !181
  %.870 = shl i64 %a15, 2, !dbg !181
  %.871 = add i64 %.862, %.870, !dbg !181
  %86 = trunc i64 %.871 to i32, !dbg !181
  %.872 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %86, !dbg !181
  store float %.800, ptr addrspace(3) %.872, align 4, !dbg !181
  %.874 = mul i64 %a15, 6, !dbg !181
  %.875 = add i64 %.862, %.874, !dbg !181
  %87 = trunc i64 %.875 to i32, !dbg !181
  %.876 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %87, !dbg !181
  store float %.801, ptr addrspace(3) %.876, align 4, !dbg !181
  %.878 = shl i64 %a15, 3, !dbg !181
  %.879 = add i64 %.862, %.878, !dbg !181
  %88 = trunc i64 %.879 to i32, !dbg !181
  %.880 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %88, !dbg !181
  store float %.802, ptr addrspace(3) %.880, align 4, !dbg !181
  %.882 = mul i64 %a15, 10, !dbg !181
  %.883 = add i64 %.862, %.882, !dbg !181
  %89 = trunc i64 %.883 to i32, !dbg !181
  %.884 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %89, !dbg !181
  store float %.803, ptr addrspace(3) %.884, align 4, !dbg !181
  %.886 = mul i64 %a15, 12, !dbg !181
  %.887 = add i64 %.862, %.886, !dbg !181
  %90 = trunc i64 %.887 to i32, !dbg !181
  %.888 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %90, !dbg !181
  store float %.804, ptr addrspace(3) %.888, align 4, !dbg !181
  %.890 = mul i64 %a15, 14, !dbg !181
  %.891 = add i64 %.862, %.890, !dbg !181
  %91 = trunc i64 %.891 to i32, !dbg !181
  br label %b33, !dbg !181

b40:                                              ; preds = %b30
  %t124 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t6, !dbg !182
  %.924 = lshr i32 %.727, 4, !dbg !136
  %.925 = zext i32 %.924 to i64, !dbg !136
  %.926 = and i32 %.727, 15, !dbg !136
  %.927 = zext i32 %.926 to i64, !dbg !136
  br i1 %t123.not, label %b43, label %b41, !dbg !183

b41:                                              ; preds = %b40
  %.898 = mul i64 %.927, %a15, !dbg !182
  %.899 = add i64 %.898, %.925, !dbg !182
  %.901 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.899, !dbg !182
  store float %.798, ptr addrspace(1) %.901, align 4, !dbg !182
  %.903 = add i64 %.899, 2, !dbg !182
  %.904 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.903, !dbg !182
  store float %.799, ptr addrspace(1) %.904, align 4, !dbg !182
  %.906 = add i64 %.899, 4, !dbg !182
  %.907 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.906, !dbg !182
  store float %.800, ptr addrspace(1) %.907, align 4, !dbg !182
  %.909 = add i64 %.899, 6, !dbg !182
  %.910 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.909, !dbg !182
  store float %.801, ptr addrspace(1) %.910, align 4, !dbg !182
  %.912 = add i64 %.899, 8, !dbg !182
  %.913 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.912, !dbg !182
  store float %.802, ptr addrspace(1) %.913, align 4, !dbg !182
  %.915 = add i64 %.899, 10, !dbg !182
  %.916 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.915, !dbg !182
  store float %.803, ptr addrspace(1) %.916, align 4, !dbg !182
  %.918 = add i64 %.899, 12, !dbg !182
  %.919 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.918, !dbg !182
  store float %.804, ptr addrspace(1) %.919, align 4, !dbg !182
  %.921 = add i64 %.899, 14, !dbg !182
  br label %common.ret.sink.split, !dbg !182

b43:                                              ; preds = %b40
  %.928 = mul i64 %.925, %a15, !dbg !184
  %.929 = add i64 %.928, %.927, !dbg !184
  %.931 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.929, !dbg !184
  store float %.798, ptr addrspace(1) %.931, align 4, !dbg !184
  %.933 = shl i64 %a15, 1, !dbg !184
  %.934 = add i64 %.929, %.933, !dbg !184
  %.935 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.934, !dbg !184
  store float %.799, ptr addrspace(1) %.935, align 4, !dbg !184
  %.937 = shl i64 %a15, 2, !dbg !184
  %.938 = add i64 %.929, %.937, !dbg !184
  %.939 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.938, !dbg !184
  store float %.800, ptr addrspace(1) %.939, align 4, !dbg !184
  %.941 = mul i64 %a15, 6, !dbg !184
  %.942 = add i64 %.929, %.941, !dbg !184
  %.943 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.942, !dbg !184
  store float %.801, ptr addrspace(1) %.943, align 4, !dbg !184
  %.945 = shl i64 %a15, 3, !dbg !184
  %.946 = add i64 %.929, %.945, !dbg !184
  %.947 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.946, !dbg !184
  store float %.802, ptr addrspace(1) %.947, align 4, !dbg !184
  %.949 = mul i64 %a15, 10, !dbg !184
  %.950 = add i64 %.929, %.949, !dbg !184
  %.951 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.950, !dbg !184
  store float %.803, ptr addrspace(1) %.951, align 4, !dbg !184
  %.953 = mul i64 %a15, 12, !dbg !184
  %.954 = add i64 %.929, %.953, !dbg !184
  %.955 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.954, !dbg !184
  store float %.804, ptr addrspace(1) %.955, align 4, !dbg !184
  %.957 = mul i64 %a15, 14, !dbg !184
  %.958 = add i64 %.929, %.957, !dbg !184
  br label %common.ret.sink.split, !dbg !184
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, i64 %a6, float %a7) local_unnamed_addr #2 !dbg !185 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !186
  %t1 = sext i32 %.7 to i64, !dbg !186
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t1, !dbg !187
  %.8 = load i32, ptr addrspace(1) %t3, align 4, !dbg !187, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 4, !dbg !188
  %t6 = mul i64 %t5, %a6, !dbg !189
  %t9 = and i32 %.8, 32, !dbg !190
  %t10 = icmp eq i32 %t9, 0, !dbg !191
  %t12 = and i32 %.8, 8, !dbg !192
  %t13.not = icmp eq i32 %t12, 0, !dbg !192
  br i1 %t10, label %b1, label %b5, !dbg !191

b1:                                               ; preds = %entry
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t6, !dbg !193
  %.47 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !192
  %.48 = lshr i32 %.47, 4, !dbg !192
  %.49 = zext i32 %.48 to i64, !dbg !192
  %.50 = and i32 %.47, 15, !dbg !192
  %.51 = zext i32 %.50 to i64, !dbg !192
  br i1 %t13.not, label %b4, label %b2, !dbg !194

b2:                                               ; preds = %b1
  %.22 = mul i64 %.51, %a6, !dbg !193
  %.23 = add i64 %.22, %.49, !dbg !193
  %.25 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.23, !dbg !193
  store float %a7, ptr addrspace(1) %.25, align 4, !dbg !193
  %.27 = add i64 %.23, 2, !dbg !193
  %.28 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.27, !dbg !193
  store float %a7, ptr addrspace(1) %.28, align 4, !dbg !193
  %.30 = add i64 %.23, 4, !dbg !193
  %.31 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.30, !dbg !193
  store float %a7, ptr addrspace(1) %.31, align 4, !dbg !193
  %.33 = add i64 %.23, 6, !dbg !193
  %.34 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.33, !dbg !193
  store float %a7, ptr addrspace(1) %.34, align 4, !dbg !193
  %.36 = add i64 %.23, 8, !dbg !193
  %.37 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.36, !dbg !193
  store float %a7, ptr addrspace(1) %.37, align 4, !dbg !193
  %.39 = add i64 %.23, 10, !dbg !193
  %.40 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.39, !dbg !193
  store float %a7, ptr addrspace(1) %.40, align 4, !dbg !193
  %.42 = add i64 %.23, 12, !dbg !193
  %.43 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.42, !dbg !193
  store float %a7, ptr addrspace(1) %.43, align 4, !dbg !193
  %.45 = add i64 %.23, 14, !dbg !193
  br label %common.ret.sink.split, !dbg !193

common.ret.sink.split:                            ; preds = %b4, %b2
  %.45.sink = phi i64 [ %.45, %b2 ], [ %.82, %b4 ]
  %.46 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.45.sink, !dbg !192
  store float %a7, ptr addrspace(1) %.46, align 4, !dbg !192
  br label %common.ret, !dbg !192

common.ret:                                       ; preds = %b11, %common.ret.sink.split, %b7
  ret void, !dbg !192

b4:                                               ; preds = %b1
  %.52 = mul i64 %.49, %a6, !dbg !195
  %.53 = add i64 %.52, %.51, !dbg !195
  %.55 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.53, !dbg !195
  store float %a7, ptr addrspace(1) %.55, align 4, !dbg !195
  %.57 = shl i64 %a6, 1, !dbg !195
  %.58 = add i64 %.53, %.57, !dbg !195
  %.59 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.58, !dbg !195
  store float %a7, ptr addrspace(1) %.59, align 4, !dbg !195
  %.61 = shl i64 %a6, 2, !dbg !195
  %.62 = add i64 %.53, %.61, !dbg !195
  %.63 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.62, !dbg !195
  store float %a7, ptr addrspace(1) %.63, align 4, !dbg !195
  %.65 = mul i64 %a6, 6, !dbg !195
  %.66 = add i64 %.53, %.65, !dbg !195
  %.67 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.66, !dbg !195
  store float %a7, ptr addrspace(1) %.67, align 4, !dbg !195
  %.69 = shl i64 %a6, 3, !dbg !195
  %.70 = add i64 %.53, %.69, !dbg !195
  %.71 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.70, !dbg !195
  store float %a7, ptr addrspace(1) %.71, align 4, !dbg !195
  %.73 = mul i64 %a6, 10, !dbg !195
  %.74 = add i64 %.53, %.73, !dbg !195
  %.75 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.74, !dbg !195
  store float %a7, ptr addrspace(1) %.75, align 4, !dbg !195
  %.77 = mul i64 %a6, 12, !dbg !195
  %.78 = add i64 %.53, %.77, !dbg !195
  %.79 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.78, !dbg !195
  store float %a7, ptr addrspace(1) %.79, align 4, !dbg !195
  %.81 = mul i64 %a6, 14, !dbg !195
  %.82 = add i64 %.53, %.81, !dbg !195
  br label %common.ret.sink.split, !dbg !195

b5:                                               ; preds = %entry
  %.126 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !192
  %.127 = lshr i32 %.126, 4, !dbg !192
  br i1 %t13.not, label %b13, label %b6, !dbg !196

b6:                                               ; preds = %b5
  %.87 = and i32 %.126, 15, !dbg !197
  %0 = trunc i64 %a6 to i32, !dbg !197
  %1 = mul i32 %.87, %0, !dbg !197
  %2 = add i32 %1, %.127, !dbg !197
  %.92 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %2, !dbg !197
  store float %a7, ptr addrspace(3) %.92, align 4, !dbg !197
  %3 = add i32 %2, 2, !dbg !197
  %.95 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %3, !dbg !197
  store float %a7, ptr addrspace(3) %.95, align 4, !dbg !197
  %4 = add i32 %2, 4, !dbg !197
  %.98 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %4, !dbg !197
  store float %a7, ptr addrspace(3) %.98, align 4, !dbg !197
  %5 = add i32 %2, 6, !dbg !197
  %.101 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %5, !dbg !197
  store float %a7, ptr addrspace(3) %.101, align 4, !dbg !197
  %6 = add i32 %2, 8, !dbg !197
  %.104 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %6, !dbg !197
  store float %a7, ptr addrspace(3) %.104, align 4, !dbg !197
  %7 = add i32 %2, 10, !dbg !197
  %.107 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %7, !dbg !197
  store float %a7, ptr addrspace(3) %.107, align 4, !dbg !197
  %8 = add i32 %2, 12, !dbg !197
  %.110 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %8, !dbg !197
  store float %a7, ptr addrspace(3) %.110, align 4, !dbg !197
  %9 = add i32 %2, 14, !dbg !197
  br label %b7, !dbg !197

b7:                                               ; preds = %b13, %b6
  %.sink = phi i32 [ %20, %b13 ], [ %9, %b6 ]
  %.162 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %.sink, !dbg !192
  store float %a7, ptr addrspace(3) %.162, align 4, !dbg !192
  fence syncscope("workgroup") release, !dbg !198
  tail call void @llvm.amdgcn.s.barrier(), !dbg !198
  fence syncscope("workgroup") acquire, !dbg !198
  %.114 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !199
  %t21 = sext i32 %.114 to i64, !dbg !199
  %t22 = shl i64 %a6, 4, !dbg !200
  %.115 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !201
  %.116 = getelementptr inbounds i8, ptr addrspace(4) %.115, i64 4, !dbg !201
  %.117 = load i16, ptr addrspace(4) %.116, align 4, !dbg !201, !invariant.load !6
  %t24 = zext i16 %.117 to i64
  %t261 = icmp sgt i64 %t22, %t21, !dbg !202
  br i1 %t261, label %b9.lr.ph, label %common.ret, !dbg !202

b9.lr.ph:                                         ; preds = %b7
  %.119 = icmp eq i64 %a6, 0
  %10 = add i64 %a6, 1
  %11 = icmp ult i64 %10, 2
  %.122 = select i1 %11, i64 1, i64 %a6
  br label %b9, !dbg !202

b9:                                               ; preds = %b9.lr.ph, %b11
  %t252 = phi i64 [ %t21, %b9.lr.ph ], [ %t33, %b11 ]
  %.123 = srem i64 %t252, %.122, !dbg !203
  %.124 = select i1 %.119, i64 %t252, i64 %.123, !dbg !203
  %t28 = icmp slt i64 %.124, 16, !dbg !204
  br i1 %t28, label %b10, label %b11, !dbg !204

b10:                                              ; preds = %b9
  %t29 = add i64 %t252, %t6, !dbg !205
  %t32 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t29, !dbg !206
  %12 = trunc i64 %t252 to i32, !dbg !207
  %t30 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %12, !dbg !207
  %.125 = load float, ptr addrspace(3) %t30, align 4, !dbg !207
  store float %.125, ptr addrspace(1) %t32, align 4, !dbg !206
  br label %b11, !dbg !206

b11:                                              ; preds = %b10, %b9
  %t33 = add i64 %t252, %t24, !dbg !208
  %t26 = icmp slt i64 %t33, %t22, !dbg !202
  br i1 %t26, label %b9, label %common.ret, !dbg !202

b13:                                              ; preds = %b5
  %.128 = zext i32 %.127 to i64, !dbg !209
  %.129 = and i32 %.126, 15, !dbg !209
  %.130 = zext i32 %.129 to i64, !dbg !209
  %.131 = mul i64 %.128, %a6, !dbg !209
  %.132 = add i64 %.131, %.130, !dbg !209
  %13 = trunc i64 %.132 to i32, !dbg !209
  %.134 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %13, !dbg !209
  store float %a7, ptr addrspace(3) %.134, align 4, !dbg !209
  %.136 = shl i64 %a6, 1, !dbg !209
  %.137 = add i64 %.132, %.136, !dbg !209
  %14 = trunc i64 %.137 to i32, !dbg !209
  %.138 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %14, !dbg !209
  store float %a7, ptr addrspace(3) %.138, align 4, !dbg !209
  %.140 = shl i64 %a6, 2, !dbg !209
  %.141 = add i64 %.132, %.140, !dbg !209
  %15 = trunc i64 %.141 to i32, !dbg !209
  %.142 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %15, !dbg !209
  store float %a7, ptr addrspace(3) %.142, align 4, !dbg !209
  %.144 = mul i64 %a6, 6, !dbg !209
  %.145 = add i64 %.132, %.144, !dbg !209
  %16 = trunc i64 %.145 to i32, !dbg !209
  %.146 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %16, !dbg !209
  store float %a7, ptr addrspace(3) %.146, align 4, !dbg !209
  %.148 = shl i64 %a6, 3, !dbg !209
  %.149 = add i64 %.132, %.148, !dbg !209
  %17 = trunc i64 %.149 to i32, !dbg !209
  %.150 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %17, !dbg !209
  store float %a7, ptr addrspace(3) %.150, align 4, !dbg !209
  %.152 = mul i64 %a6, 10, !dbg !209
  %.153 = add i64 %.132, %.152, !dbg !209
  %18 = trunc i64 %.153 to i32, !dbg !209
  %.154 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %18, !dbg !209
  store float %a7, ptr addrspace(3) %.154, align 4, !dbg !209
  %.156 = mul i64 %a6, 12, !dbg !209
  %.157 = add i64 %.132, %.156, !dbg !209
  %19 = trunc i64 %.157 to i32, !dbg !209
  %.158 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %19, !dbg !209
  store float %a7, ptr addrspace(3) %.158, align 4, !dbg !209
  %.160 = mul i64 %a6, 14, !dbg !209
  %.161 = add i64 %.132, %.160, !dbg !209
  %20 = trunc i64 %.161 to i32, !dbg !209
  br label %b7, !dbg !209
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn writeonly
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreGlobal(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #3 !dbg !210 {
entry:
  %.12 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !211
  %.13 = lshr i32 %.12, 4, !dbg !211
  %.15 = shl i32 %.12, 4, !dbg !211
  %0 = and i32 %.15, 240, !dbg !211
  %narrow = add nuw nsw i32 %0, %.13, !dbg !211
  %.18 = zext i32 %narrow to i64, !dbg !211
  %.20 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.18, !dbg !211
  store float 0.000000e+00, ptr addrspace(1) %.20, align 4, !dbg !211
  %.22 = add nuw nsw i64 %.18, 2, !dbg !211
  %.23 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.22, !dbg !211
  store float 0.000000e+00, ptr addrspace(1) %.23, align 4, !dbg !211
  %.25 = add nuw nsw i64 %.18, 4, !dbg !211
  %.26 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.25, !dbg !211
  store float 0.000000e+00, ptr addrspace(1) %.26, align 4, !dbg !211
  %.28 = add nuw nsw i64 %.18, 6, !dbg !211
  %.29 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.28, !dbg !211
  store float 0.000000e+00, ptr addrspace(1) %.29, align 4, !dbg !211
  %.31 = add nuw nsw i64 %.18, 8, !dbg !211
  %.32 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.31, !dbg !211
  store float 0.000000e+00, ptr addrspace(1) %.32, align 4, !dbg !211
  %.34 = add nuw nsw i64 %.18, 10, !dbg !211
  %.35 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.34, !dbg !211
  store float 0.000000e+00, ptr addrspace(1) %.35, align 4, !dbg !211
  %.37 = add nuw nsw i64 %.18, 12, !dbg !211
  %.38 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.37, !dbg !211
  store float 0.000000e+00, ptr addrspace(1) %.38, align 4, !dbg !211
  %.40 = add nuw nsw i64 %.18, 14, !dbg !211
  %.41 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.40, !dbg !211
  store float 0.000000e+00, ptr addrspace(1) %.41, align 4, !dbg !211
  ret void, !dbg !211
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #2 !dbg !212 {
entry:
  %.12 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !213
  %.13 = lshr i32 %.12, 4, !dbg !213
  %.15 = shl i32 %.12, 4, !dbg !213
  %0 = and i32 %.15, 240, !dbg !213
  %narrow = add nuw nsw i32 %0, %.13, !dbg !213
  %.20 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %narrow, !dbg !213
  store float 0.000000e+00, ptr addrspace(3) %.20, align 4, !dbg !213
  %.22 = add nuw nsw i32 %narrow, 2, !dbg !213
  %.23 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %.22, !dbg !213
  store float 0.000000e+00, ptr addrspace(3) %.23, align 4, !dbg !213
  %.25 = add nuw nsw i32 %narrow, 4, !dbg !213
  %.26 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %.25, !dbg !213
  store float 0.000000e+00, ptr addrspace(3) %.26, align 4, !dbg !213
  %.28 = add nuw nsw i32 %narrow, 6, !dbg !213
  %.29 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %.28, !dbg !213
  store float 0.000000e+00, ptr addrspace(3) %.29, align 4, !dbg !213
  %.31 = add nuw nsw i32 %narrow, 8, !dbg !213
  %.32 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %.31, !dbg !213
  store float 0.000000e+00, ptr addrspace(3) %.32, align 4, !dbg !213
  %.34 = add nuw nsw i32 %narrow, 10, !dbg !213
  %.35 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %.34, !dbg !213
  store float 0.000000e+00, ptr addrspace(3) %.35, align 4, !dbg !213
  %.37 = add nuw nsw i32 %narrow, 12, !dbg !213
  %.38 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %.37, !dbg !213
  store float 0.000000e+00, ptr addrspace(3) %.38, align 4, !dbg !213
  %narrow1 = add nuw nsw i32 %narrow, 14, !dbg !213
  %.41 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %narrow1, !dbg !213
  store float 0.000000e+00, ptr addrspace(3) %.41, align 4, !dbg !213
  fence syncscope("workgroup") release, !dbg !214
  tail call void @llvm.amdgcn.s.barrier(), !dbg !214
  fence syncscope("workgroup") acquire, !dbg !214
  %.42 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !215
  %.43 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !216
  %.44 = getelementptr inbounds i8, ptr addrspace(4) %.43, i64 4, !dbg !216
  %.45 = load i16, ptr addrspace(4) %.44, align 4, !dbg !216, !invariant.load !6
  %t9 = zext i16 %.45 to i64
  %t112 = icmp slt i32 %.42, 256, !dbg !217
  br i1 %t112, label %b2.preheader, label %b3, !dbg !217

b2.preheader:                                     ; preds = %entry
  %t6 = sext i32 %.42 to i64, !dbg !215
  br label %b2, !dbg !217

b2:                                               ; preds = %b2.preheader, %b2
  %t103 = phi i64 [ %t15, %b2 ], [ %t6, %b2.preheader ]
  %1 = trunc i64 %t103 to i32, !dbg !218
  %t12 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %1, !dbg !218
  %.47 = load float, ptr addrspace(3) %t12, align 4, !dbg !218
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t103, !dbg !219
  store float %.47, ptr addrspace(1) %t14, align 4, !dbg !219
  %t15 = add i64 %t103, %t9, !dbg !220
  %t11 = icmp slt i64 %t15, 256, !dbg !217
  br i1 %t11, label %b2, label %b3, !dbg !217

b3:                                               ; preds = %b2, %entry
  ret void, !dbg !220
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i16 %a2, ptr addrspace(1) %a3, i16 %a4, ptr addrspace(1) %a5) local_unnamed_addr #4 !dbg !221 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !222
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !222
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !222
  %t3 = sext i32 %.1 to i64, !dbg !222
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !222
  %t5 = sext i32 %.2 to i64, !dbg !222
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !222
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !222
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !222, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !222
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !222
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !222, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !222
  %.15 = add i32 %.14, %.9, !dbg !222
  %.16 = udiv i32 %.15, %.6, !dbg !222
  %t9 = sext i32 %.16 to i64, !dbg !222
  %t10 = mul nsw i64 %t7, %t5, !dbg !222
  %t11 = add nsw i64 %t10, %t3, !dbg !222
  %t12 = mul nsw i64 %t9, %t7, !dbg !222
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !222
  %t16 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !222
  %0 = or i64 %t16, %t13, !dbg !222
  %t20 = ptrtoint ptr addrspace(1) %a5 to i64, !dbg !222
  %1 = or i64 %0, %t20, !dbg !222
  %2 = and i64 %1, 3, !dbg !222
  %3 = icmp eq i64 %2, 0, !dbg !222
  %t24 = ashr i64 %a0, 1, !dbg !222
  %t291 = icmp slt i64 %t11, %t24, !dbg !222
  %or.cond = select i1 %3, i1 %t291, i1 false, !dbg !222
  br i1 %or.cond, label %b3, label %b8, !dbg !222

b3:                                               ; preds = %entry, %b7
  %t282 = phi i64 [ %t53, %b7 ], [ %t11, %entry ]
  br i1 %t0.not, label %b5, label %b4, !dbg !222

b4:                                               ; preds = %b3
  %t30 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t282, !dbg !222
  %.17 = load i32, ptr addrspace(1) %t30, align 4, !dbg !222
  %t33 = trunc i32 %.17 to i16, !dbg !222
  %t34 = lshr i32 %.17, 16, !dbg !222
  %t35 = trunc i32 %t34 to i16, !dbg !222
  br label %b5, !dbg !222

b5:                                               ; preds = %b4, %b3
  %t36 = phi i16 [ %t33, %b4 ], [ %a2, %b3 ]
  %t37 = phi i16 [ %t35, %b4 ], [ %a2, %b3 ]
  br i1 %t1.not, label %b7, label %b6, !dbg !222

b6:                                               ; preds = %b5
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t282, !dbg !222
  %.18 = load i32, ptr addrspace(1) %t38, align 4, !dbg !222
  %t41 = trunc i32 %.18 to i16, !dbg !222
  %t42 = lshr i32 %.18, 16, !dbg !222
  %t43 = trunc i32 %t42 to i16, !dbg !222
  br label %b7, !dbg !222

b7:                                               ; preds = %b6, %b5
  %t44 = phi i16 [ %t41, %b6 ], [ %a4, %b5 ]
  %t45 = phi i16 [ %t43, %b6 ], [ %a4, %b5 ]
  %.19 = zext i16 %t36 to i32, !dbg !223
  %.20 = shl nuw i32 %.19, 16, !dbg !223
  %.21 = bitcast i32 %.20 to float, !dbg !223
  %.22 = zext i16 %t44 to i32, !dbg !223
  %.23 = shl nuw i32 %.22, 16, !dbg !223
  %.24 = bitcast i32 %.23 to float, !dbg !223
  %.25 = fadd float %.21, %.24, !dbg !223
  %.26 = bitcast float %.25 to i32, !dbg !223
  %.27 = and i32 %.26, 2147483647, !dbg !223
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !223
  %.29 = lshr i32 %.26, 16, !dbg !223
  %.30 = and i32 %.29, 1, !dbg !223
  %.31 = add i32 %.26, 32767, !dbg !223
  %.32 = add i32 %.31, %.30, !dbg !223
  %.33 = lshr i32 %.32, 16, !dbg !223
  %.35 = or i32 %.29, 64, !dbg !223
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !223
  %.38 = zext i16 %t37 to i32, !dbg !223
  %.39 = shl nuw i32 %.38, 16, !dbg !223
  %.40 = bitcast i32 %.39 to float, !dbg !223
  %.41 = zext i16 %t45 to i32, !dbg !223
  %.42 = shl nuw i32 %.41, 16, !dbg !223
  %.43 = bitcast i32 %.42 to float, !dbg !223
  %.44 = fadd float %.40, %.43, !dbg !223
  %.45 = bitcast float %.44 to i32, !dbg !223
  %.46 = and i32 %.45, 2147483647, !dbg !223
  %.47 = icmp ugt i32 %.46, 2139095040, !dbg !223
  %.48 = lshr i32 %.45, 16, !dbg !223
  %.49 = and i32 %.48, 1, !dbg !223
  %.50 = add i32 %.45, 32767, !dbg !223
  %.51 = add i32 %.50, %.49, !dbg !223
  %.52 = lshr i32 %.51, 16, !dbg !223
  %.54 = or i32 %.48, 64, !dbg !223
  %.55 = select i1 %.47, i32 %.54, i32 %.52, !dbg !223
  %t50 = shl nuw i32 %.55, 16, !dbg !222
  %t51 = or i32 %t50, %.36, !dbg !222
  %t52 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t282, !dbg !222
  store i32 %t51, ptr addrspace(1) %t52, align 4, !dbg !222
  %t53 = add i64 %t282, %t12, !dbg !222
  %t29 = icmp slt i64 %t53, %t24, !dbg !222
  br i1 %t29, label %b3, label %b8, !dbg !222

b8:                                               ; preds = %b7, %entry
  %t54 = and i64 %a0, -2, !dbg !222
  %t55 = select i1 %3, i64 %t54, i64 0, !dbg !222
  %t56 = add i64 %t11, %t55, !dbg !222
  %t583 = icmp slt i64 %t56, %a0, !dbg !222
  br i1 %t583, label %b10, label %b15, !dbg !222

b10:                                              ; preds = %b8, %b14
  %t574 = phi i64 [ %t67, %b14 ], [ %t56, %b8 ]
  br i1 %t0.not, label %b12, label %b11, !dbg !222

b11:                                              ; preds = %b10
  %t59 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t574, !dbg !222
  %.57 = load i16, ptr addrspace(1) %t59, align 2, !dbg !222
  br label %b12, !dbg !222

b12:                                              ; preds = %b11, %b10
  %t61 = phi i16 [ %.57, %b11 ], [ %a2, %b10 ]
  br i1 %t1.not, label %b14, label %b13, !dbg !222

b13:                                              ; preds = %b12
  %t62 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t574, !dbg !222
  %.58 = load i16, ptr addrspace(1) %t62, align 2, !dbg !222
  br label %b14, !dbg !222

b14:                                              ; preds = %b13, %b12
  %t64 = phi i16 [ %.58, %b13 ], [ %a4, %b12 ]
  %.59 = zext i16 %t61 to i32, !dbg !223
  %.60 = shl nuw i32 %.59, 16, !dbg !223
  %.61 = bitcast i32 %.60 to float, !dbg !223
  %.62 = zext i16 %t64 to i32, !dbg !223
  %.63 = shl nuw i32 %.62, 16, !dbg !223
  %.64 = bitcast i32 %.63 to float, !dbg !223
  %.65 = fadd float %.61, %.64, !dbg !223
  %.66 = bitcast float %.65 to i32, !dbg !223
  %.67 = and i32 %.66, 2147483647, !dbg !223
  %.68 = icmp ugt i32 %.67, 2139095040, !dbg !223
  %.69 = lshr i32 %.66, 16, !dbg !223
  %.70 = and i32 %.69, 1, !dbg !223
  %.71 = add i32 %.66, 32767, !dbg !223
  %.72 = add i32 %.71, %.70, !dbg !223
  %.73 = lshr i32 %.72, 16, !dbg !223
  %.75 = or i32 %.69, 64, !dbg !223
  %.76 = select i1 %.68, i32 %.75, i32 %.73, !dbg !223
  %.77 = trunc i32 %.76 to i16, !dbg !223
  %t66 = getelementptr inbounds i16, ptr addrspace(1) %a5, i64 %t574, !dbg !222
  store i16 %.77, ptr addrspace(1) %t66, align 2, !dbg !222
  %t67 = add i64 %t574, %t12, !dbg !222
  %t58 = icmp slt i64 %t67, %a0, !dbg !222
  br i1 %t58, label %b10, label %b15, !dbg !222

b15:                                              ; preds = %b14, %b8
  ret void, !dbg !222
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !224 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !225
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !225
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !225
  %t3 = sext i32 %.1 to i64, !dbg !225
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !225
  %t5 = sext i32 %.2 to i64, !dbg !225
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !225
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !225
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !225, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !225
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !225
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !225, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !225
  %.15 = add i32 %.14, %.9, !dbg !225
  %.16 = udiv i32 %.15, %.6, !dbg !225
  %t9 = sext i32 %.16 to i64, !dbg !225
  %t10 = mul nsw i64 %t7, %t5, !dbg !225
  %t11 = add nsw i64 %t10, %t3, !dbg !225
  %t12 = mul nsw i64 %t9, %t7, !dbg !225
  %t13 = icmp sgt i64 %a1, 7, !dbg !225
  %t15 = icmp sgt i64 %a1, 6, !dbg !225
  %t17 = icmp sgt i64 %a1, 5, !dbg !225
  %t19 = icmp sgt i64 %a1, 4, !dbg !225
  %t21 = icmp sgt i64 %a1, 3, !dbg !225
  %t23 = icmp sgt i64 %a1, 2, !dbg !225
  %t25 = icmp sgt i64 %a1, 1, !dbg !225
  %t27 = icmp sgt i64 %a1, 0, !dbg !225
  %t291 = icmp slt i64 %t11, %a0, !dbg !225
  br i1 %t291, label %b2, label %b23, !dbg !225

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t149, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !225

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !225
  %t33 = mul i64 %t31, %a9, !dbg !225
  %t34 = sub nuw i64 %t282, %t33, !dbg !225
  %t35 = mul i64 %t34, %a19, !dbg !225
  %t36 = mul i64 %t34, %a29, !dbg !225
  %t37 = mul i64 %t34, %a38, !dbg !225
  br label %b4, !dbg !225

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !225

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !225
  %t45 = mul i64 %t43, %a8, !dbg !225
  %t46 = sub i64 %t38, %t45, !dbg !225
  %t47 = mul i64 %t46, %a18, !dbg !225
  %t48 = add i64 %t47, %t39, !dbg !225
  %t49 = mul i64 %t46, %a28, !dbg !225
  %t50 = add i64 %t49, %t40, !dbg !225
  %t51 = mul i64 %t46, %a37, !dbg !225
  %t52 = add i64 %t51, %t41, !dbg !225
  br label %b6, !dbg !225

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !225

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !225
  %t60 = mul i64 %t58, %a7, !dbg !225
  %t61 = sub i64 %t53, %t60, !dbg !225
  %t62 = mul i64 %t61, %a17, !dbg !225
  %t63 = add i64 %t62, %t54, !dbg !225
  %t64 = mul i64 %t61, %a27, !dbg !225
  %t65 = add i64 %t64, %t55, !dbg !225
  %t66 = mul i64 %t61, %a36, !dbg !225
  %t67 = add i64 %t66, %t56, !dbg !225
  br label %b8, !dbg !225

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !225

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !225
  %t75 = mul i64 %t73, %a6, !dbg !225
  %t76 = sub i64 %t68, %t75, !dbg !225
  %t77 = mul i64 %t76, %a16, !dbg !225
  %t78 = add i64 %t77, %t69, !dbg !225
  %t79 = mul i64 %t76, %a26, !dbg !225
  %t80 = add i64 %t79, %t70, !dbg !225
  %t81 = mul i64 %t76, %a35, !dbg !225
  %t82 = add i64 %t81, %t71, !dbg !225
  br label %b10, !dbg !225

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !225

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !225
  %t90 = mul i64 %t88, %a5, !dbg !225
  %t91 = sub i64 %t83, %t90, !dbg !225
  %t92 = mul i64 %t91, %a15, !dbg !225
  %t93 = add i64 %t92, %t84, !dbg !225
  %t94 = mul i64 %t91, %a25, !dbg !225
  %t95 = add i64 %t94, %t85, !dbg !225
  %t96 = mul i64 %t91, %a34, !dbg !225
  %t97 = add i64 %t96, %t86, !dbg !225
  br label %b12, !dbg !225

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !225

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !225
  %t105 = mul i64 %t103, %a4, !dbg !225
  %t106 = sub i64 %t98, %t105, !dbg !225
  %t107 = mul i64 %t106, %a14, !dbg !225
  %t108 = add i64 %t107, %t99, !dbg !225
  %t109 = mul i64 %t106, %a24, !dbg !225
  %t110 = add i64 %t109, %t100, !dbg !225
  %t111 = mul i64 %t106, %a33, !dbg !225
  %t112 = add i64 %t111, %t101, !dbg !225
  br label %b14, !dbg !225

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !225

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !225
  %t120 = mul i64 %t118, %a3, !dbg !225
  %t121 = sub i64 %t113, %t120, !dbg !225
  %t122 = mul i64 %t121, %a13, !dbg !225
  %t123 = add i64 %t122, %t114, !dbg !225
  %t124 = mul i64 %t121, %a23, !dbg !225
  %t125 = add i64 %t124, %t115, !dbg !225
  %t126 = mul i64 %t121, %a32, !dbg !225
  %t127 = add i64 %t126, %t116, !dbg !225
  br label %b16, !dbg !225

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !225

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !225
  %t133 = add i64 %t129, %t132, !dbg !225
  %t134 = mul i64 %t128, %a22, !dbg !225
  %t135 = add i64 %t130, %t134, !dbg !225
  %t136 = mul i64 %t128, %a31, !dbg !225
  %t137 = add i64 %t131, %t136, !dbg !225
  br label %b18, !dbg !225

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !225

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t138, !dbg !225
  %.17 = load i16, ptr addrspace(1) %t141, align 2, !dbg !225
  br label %b20, !dbg !225

b20:                                              ; preds = %b19, %b18
  %t143 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !225

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t139, !dbg !225
  %.18 = load i16, ptr addrspace(1) %t144, align 2, !dbg !225
  br label %b22, !dbg !225

b22:                                              ; preds = %b21, %b20
  %t146 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  %.19 = zext i16 %t143 to i32, !dbg !226
  %.20 = shl nuw i32 %.19, 16, !dbg !226
  %.21 = bitcast i32 %.20 to float, !dbg !226
  %.22 = zext i16 %t146 to i32, !dbg !226
  %.23 = shl nuw i32 %.22, 16, !dbg !226
  %.24 = bitcast i32 %.23 to float, !dbg !226
  %.25 = fadd float %.21, %.24, !dbg !226
  %.26 = bitcast float %.25 to i32, !dbg !226
  %.27 = and i32 %.26, 2147483647, !dbg !226
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !226
  %.29 = lshr i32 %.26, 16, !dbg !226
  %.30 = and i32 %.29, 1, !dbg !226
  %.31 = add i32 %.26, 32767, !dbg !226
  %.32 = add i32 %.31, %.30, !dbg !226
  %.33 = lshr i32 %.32, 16, !dbg !226
  %.35 = or i32 %.29, 64, !dbg !226
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !226
  %.37 = trunc i32 %.36 to i16, !dbg !226
  %t148 = getelementptr inbounds i16, ptr addrspace(1) %a30, i64 %t140, !dbg !225
  store i16 %.37, ptr addrspace(1) %t148, align 2, !dbg !225
  %t149 = add i64 %t282, %t12, !dbg !225
  %t29 = icmp slt i64 %t149, %a0, !dbg !225
  br i1 %t29, label %b2, label %b23, !dbg !225

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !225
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !227 {
entry:
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
  %t13 = shl nsw i64 %t12, 1, !dbg !228
  %t14 = icmp slt i64 %t11, %a0, !dbg !228
  br i1 %t14, label %b1, label %b8, !dbg !228

b1:                                               ; preds = %entry
  %t15 = mul i64 %t11, %a2, !dbg !228
  %t16 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t15, !dbg !228
  %.17 = load i16, ptr addrspace(1) %t16, align 2, !dbg !228, !amdgpu.noclobber !6
  %t18 = add nsw i64 %t12, %t11, !dbg !228
  %t19 = sub i64 %a0, %t12, !dbg !228
  %t22 = mul i64 %t13, %a2, !dbg !228
  %t23 = mul i64 %t12, %a2, !dbg !228
  %t3111 = icmp slt i64 %t18, %t19, !dbg !228
  br i1 %t3111, label %b3.preheader, label %b4, !dbg !228

b3.preheader:                                     ; preds = %b1
  %t20 = mul i64 %t18, %a2, !dbg !228
  %t24 = add i64 %t20, %t23, !dbg !228
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t24, !dbg !228
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t20, !dbg !228
  br label %b3, !dbg !228

b3:                                               ; preds = %b3.preheader, %b3
  %t2915 = phi i16 [ %.57, %b3 ], [ %.17, %b3.preheader ]
  %t2814 = phi i64 [ %t36, %b3 ], [ %t18, %b3.preheader ]
  %t2713 = phi ptr addrspace(1) [ %t37, %b3 ], [ %t21, %b3.preheader ]
  %t2612 = phi ptr addrspace(1) [ %t38, %b3 ], [ %t25, %b3.preheader ]
  %.18 = load i16, ptr addrspace(1) %t2713, align 2, !dbg !228
  %.19 = load i16, ptr addrspace(1) %t2612, align 2, !dbg !228
  %.20 = zext i16 %t2915 to i32, !dbg !229
  %.21 = shl nuw i32 %.20, 16, !dbg !229
  %.22 = bitcast i32 %.21 to float, !dbg !229
  %.23 = zext i16 %.18 to i32, !dbg !229
  %.24 = shl nuw i32 %.23, 16, !dbg !229
  %.25 = bitcast i32 %.24 to float, !dbg !229
  %.26 = fadd float %.22, %.25, !dbg !229
  %.27 = bitcast float %.26 to i32, !dbg !229
  %.28 = and i32 %.27, 2147483647, !dbg !229
  %.29 = icmp ugt i32 %.28, 2139095040, !dbg !229
  %.30 = lshr i32 %.27, 16, !dbg !229
  %.31 = and i32 %.30, 1, !dbg !229
  %.32 = add i32 %.27, 32767, !dbg !229
  %.33 = add i32 %.32, %.31, !dbg !229
  %.34 = lshr i32 %.33, 16, !dbg !229
  %.36 = or i32 %.30, 64, !dbg !229
  %.37 = select i1 %.29, i32 %.36, i32 %.34, !dbg !229
  %.40 = shl nuw i32 %.37, 16, !dbg !229
  %.41 = bitcast i32 %.40 to float, !dbg !229
  %.42 = zext i16 %.19 to i32, !dbg !229
  %.43 = shl nuw i32 %.42, 16, !dbg !229
  %.44 = bitcast i32 %.43 to float, !dbg !229
  %.45 = fadd float %.44, %.41, !dbg !229
  %.46 = bitcast float %.45 to i32, !dbg !229
  %.47 = and i32 %.46, 2147483647, !dbg !229
  %.48 = icmp ugt i32 %.47, 2139095040, !dbg !229
  %.49 = lshr i32 %.46, 16, !dbg !229
  %.50 = and i32 %.49, 1, !dbg !229
  %.51 = add i32 %.46, 32767, !dbg !229
  %.52 = add i32 %.51, %.50, !dbg !229
  %.53 = lshr i32 %.52, 16, !dbg !229
  %.55 = or i32 %.49, 64, !dbg !229
  %.56 = select i1 %.48, i32 %.55, i32 %.53, !dbg !229
  %.57 = trunc i32 %.56 to i16, !dbg !229
  %t36 = add i64 %t2814, %t13, !dbg !228
  %t37 = getelementptr inbounds i16, ptr addrspace(1) %t2713, i64 %t22, !dbg !228
  %t38 = getelementptr inbounds i16, ptr addrspace(1) %t2612, i64 %t22, !dbg !228
  %t31 = icmp slt i64 %t36, %t19, !dbg !228
  br i1 %t31, label %b3, label %b4, !dbg !228

b4:                                               ; preds = %b3, %b1
  %t28.lcssa = phi i64 [ %t18, %b1 ], [ %t36, %b3 ]
  %t29.lcssa = phi i16 [ %.17, %b1 ], [ %.57, %b3 ]
  %t4417 = icmp slt i64 %t28.lcssa, %a0, !dbg !228
  br i1 %t4417, label %b6.preheader, label %b8, !dbg !228

b6.preheader:                                     ; preds = %b4
  %t39 = mul i64 %t28.lcssa, %a2, !dbg !228
  %t40 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t39, !dbg !228
  br label %b6, !dbg !228

b6:                                               ; preds = %b6.preheader, %b6
  %t4320 = phi i16 [ %.77, %b6 ], [ %t29.lcssa, %b6.preheader ]
  %t4219 = phi i64 [ %t47, %b6 ], [ %t28.lcssa, %b6.preheader ]
  %t4118 = phi ptr addrspace(1) [ %t48, %b6 ], [ %t40, %b6.preheader ]
  %.58 = load i16, ptr addrspace(1) %t4118, align 2, !dbg !228
  %0 = insertelement <2 x i16> poison, i16 %t4320, i64 0, !dbg !229
  %1 = insertelement <2 x i16> %0, i16 %.58, i64 1, !dbg !229
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !229
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !229
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !229
  %5 = extractelement <2 x float> %4, i64 0, !dbg !229
  %6 = extractelement <2 x float> %4, i64 1, !dbg !229
  %.65 = fadd float %5, %6, !dbg !229
  %.66 = bitcast float %.65 to i32, !dbg !229
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
  %t47 = add i64 %t4219, %t12, !dbg !228
  %t48 = getelementptr inbounds i16, ptr addrspace(1) %t4118, i64 %t23, !dbg !228
  %t44 = icmp slt i64 %t47, %a0, !dbg !228
  br i1 %t44, label %b6, label %b8, !dbg !228

b8:                                               ; preds = %b6, %b4, %entry
  %t49 = phi i16 [ 0, %entry ], [ %t29.lcssa, %b4 ], [ %.77, %b6 ]
  %t50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.0, i32 %.1, !dbg !228
  store i16 %t49, ptr addrspace(3) %t50, align 2, !dbg !228
  %t51 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.1, i32 %.1, !dbg !228
  %.78 = zext i1 %t14 to i8, !dbg !228
  store i8 %.78, ptr addrspace(3) %t51, align 1, !dbg !228
  fence syncscope("workgroup") release, !dbg !228
  tail call void @llvm.amdgcn.s.barrier(), !dbg !228
  fence syncscope("workgroup") acquire, !dbg !228
  %t52 = icmp slt i32 %.1, 128, !dbg !228
  br i1 %t52, label %b9, label %b14, !dbg !228

b9:                                               ; preds = %b8
  %t53 = add nsw i32 %.1, 128, !dbg !228
  %t54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.0, i32 %t53, !dbg !228
  %.79 = load i16, ptr addrspace(3) %t54, align 2, !dbg !228
  %t56 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.1, i32 %t53, !dbg !228
  %.80 = load i8, ptr addrspace(3) %t56, align 1, !dbg !228
  %.81.not10 = icmp eq i8 %.80, 0, !dbg !228
  %t14.not = xor i1 %t14, true, !dbg !228
  %brmerge = select i1 %.81.not10, i1 true, i1 %t14.not, !dbg !228
  %t49.mux = select i1 %.81.not10, i16 %t49, i16 %.79, !dbg !228
  %not..81.not10 = xor i1 %.81.not10, true, !dbg !228
  %t14.mux = select i1 %not..81.not10, i1 true, i1 %t14, !dbg !228
  br i1 %brmerge, label %b13, label %b11, !dbg !228

b11:                                              ; preds = %b9
  %.82 = zext i16 %t49 to i32, !dbg !229
  %.83 = shl nuw i32 %.82, 16, !dbg !229
  %.84 = bitcast i32 %.83 to float, !dbg !229
  %.85 = zext i16 %.79 to i32, !dbg !229
  %.86 = shl nuw i32 %.85, 16, !dbg !229
  %.87 = bitcast i32 %.86 to float, !dbg !229
  %.88 = fadd float %.84, %.87, !dbg !229
  %.89 = bitcast float %.88 to i32, !dbg !229
  %.90 = and i32 %.89, 2147483647, !dbg !229
  %.91 = icmp ugt i32 %.90, 2139095040, !dbg !229
  %.92 = lshr i32 %.89, 16, !dbg !229
  %.93 = and i32 %.92, 1, !dbg !229
  %.94 = add i32 %.89, 32767, !dbg !229
  %.95 = add i32 %.94, %.93, !dbg !229
  %.96 = lshr i32 %.95, 16, !dbg !229
  %.98 = or i32 %.92, 64, !dbg !229
  %.99 = select i1 %.91, i32 %.98, i32 %.96, !dbg !229
  %.100 = trunc i32 %.99 to i16, !dbg !229
  br label %b13, !dbg !228

b13:                                              ; preds = %b9, %b11
  %t60 = phi i16 [ %t49.mux, %b9 ], [ %.100, %b11 ]
  %t61 = phi i1 [ %t14.mux, %b9 ], [ true, %b11 ]
  store i16 %t60, ptr addrspace(3) %t50, align 2, !dbg !228
  %.101 = zext i1 %t61 to i8, !dbg !228
  store i8 %.101, ptr addrspace(3) %t51, align 1, !dbg !228
  br label %b14, !dbg !228

b14:                                              ; preds = %b13, %b8
  %t62 = phi i16 [ %t60, %b13 ], [ %t49, %b8 ]
  %t63 = phi i1 [ %t61, %b13 ], [ %t14, %b8 ]
  fence syncscope("workgroup") release, !dbg !228
  tail call void @llvm.amdgcn.s.barrier(), !dbg !228
  fence syncscope("workgroup") acquire, !dbg !228
  %t64 = icmp slt i32 %.1, 64, !dbg !228
  br i1 %t64, label %b15, label %b20, !dbg !228

b15:                                              ; preds = %b14
  %t65 = add nsw i32 %.1, 64, !dbg !228
  %t66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.0, i32 %t65, !dbg !228
  %.102 = load i16, ptr addrspace(3) %t66, align 2, !dbg !228
  %t68 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.1, i32 %t65, !dbg !228
  %.103 = load i8, ptr addrspace(3) %t68, align 1, !dbg !228
  %.104.not9 = icmp eq i8 %.103, 0, !dbg !228
  %t63.not = xor i1 %t63, true, !dbg !228
  %brmerge1 = select i1 %.104.not9, i1 true, i1 %t63.not, !dbg !228
  %t62.mux = select i1 %.104.not9, i16 %t62, i16 %.102, !dbg !228
  %not..104.not9 = xor i1 %.104.not9, true, !dbg !228
  %t63.mux = select i1 %not..104.not9, i1 true, i1 %t63, !dbg !228
  br i1 %brmerge1, label %b19, label %b17, !dbg !228

b17:                                              ; preds = %b15
  %.105 = zext i16 %t62 to i32, !dbg !229
  %.106 = shl nuw i32 %.105, 16, !dbg !229
  %.107 = bitcast i32 %.106 to float, !dbg !229
  %.108 = zext i16 %.102 to i32, !dbg !229
  %.109 = shl nuw i32 %.108, 16, !dbg !229
  %.110 = bitcast i32 %.109 to float, !dbg !229
  %.111 = fadd float %.107, %.110, !dbg !229
  %.112 = bitcast float %.111 to i32, !dbg !229
  %.113 = and i32 %.112, 2147483647, !dbg !229
  %.114 = icmp ugt i32 %.113, 2139095040, !dbg !229
  %.115 = lshr i32 %.112, 16, !dbg !229
  %.116 = and i32 %.115, 1, !dbg !229
  %.117 = add i32 %.112, 32767, !dbg !229
  %.118 = add i32 %.117, %.116, !dbg !229
  %.119 = lshr i32 %.118, 16, !dbg !229
  %.121 = or i32 %.115, 64, !dbg !229
  %.122 = select i1 %.114, i32 %.121, i32 %.119, !dbg !229
  %.123 = trunc i32 %.122 to i16, !dbg !229
  br label %b19, !dbg !228

b19:                                              ; preds = %b15, %b17
  %t72 = phi i16 [ %t62.mux, %b15 ], [ %.123, %b17 ]
  %t73 = phi i1 [ %t63.mux, %b15 ], [ true, %b17 ]
  store i16 %t72, ptr addrspace(3) %t50, align 2, !dbg !228
  %.124 = zext i1 %t73 to i8, !dbg !228
  store i8 %.124, ptr addrspace(3) %t51, align 1, !dbg !228
  br label %b20, !dbg !228

b20:                                              ; preds = %b19, %b14
  %t74 = phi i16 [ %t72, %b19 ], [ %t62, %b14 ]
  %t75 = phi i1 [ %t73, %b19 ], [ %t63, %b14 ]
  fence syncscope("workgroup") release, !dbg !228
  tail call void @llvm.amdgcn.s.barrier(), !dbg !228
  fence syncscope("workgroup") acquire, !dbg !228
  %t76 = icmp slt i32 %.1, 32, !dbg !228
  br i1 %t76, label %b21, label %b26, !dbg !228

b21:                                              ; preds = %b20
  %t77 = add nsw i32 %.1, 32, !dbg !228
  %t78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.0, i32 %t77, !dbg !228
  %.125 = load i16, ptr addrspace(3) %t78, align 2, !dbg !228
  %t80 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.1, i32 %t77, !dbg !228
  %.126 = load i8, ptr addrspace(3) %t80, align 1, !dbg !228
  %.127.not8 = icmp eq i8 %.126, 0, !dbg !228
  %t75.not = xor i1 %t75, true, !dbg !228
  %brmerge2 = select i1 %.127.not8, i1 true, i1 %t75.not, !dbg !228
  %t74.mux = select i1 %.127.not8, i16 %t74, i16 %.125, !dbg !228
  %not..127.not8 = xor i1 %.127.not8, true, !dbg !228
  %t75.mux = select i1 %not..127.not8, i1 true, i1 %t75, !dbg !228
  br i1 %brmerge2, label %b26, label %b23, !dbg !228

b23:                                              ; preds = %b21
  %.128 = zext i16 %t74 to i32, !dbg !229
  %.129 = shl nuw i32 %.128, 16, !dbg !229
  %.130 = bitcast i32 %.129 to float, !dbg !229
  %.131 = zext i16 %.125 to i32, !dbg !229
  %.132 = shl nuw i32 %.131, 16, !dbg !229
  %.133 = bitcast i32 %.132 to float, !dbg !229
  %.134 = fadd float %.130, %.133, !dbg !229
  %.135 = bitcast float %.134 to i32, !dbg !229
  %.136 = and i32 %.135, 2147483647, !dbg !229
  %.137 = icmp ugt i32 %.136, 2139095040, !dbg !229
  %.138 = lshr i32 %.135, 16, !dbg !229
  %.139 = and i32 %.138, 1, !dbg !229
  %.140 = add i32 %.135, 32767, !dbg !229
  %.141 = add i32 %.140, %.139, !dbg !229
  %.142 = lshr i32 %.141, 16, !dbg !229
  %.144 = or i32 %.138, 64, !dbg !229
  %.145 = select i1 %.137, i32 %.144, i32 %.142, !dbg !229
  %.146 = trunc i32 %.145 to i16, !dbg !229
  br label %b26, !dbg !228

b26:                                              ; preds = %b21, %b23, %b20
  %t86 = phi i16 [ %t74, %b20 ], [ %t74.mux, %b21 ], [ %.146, %b23 ]
  %t87 = phi i1 [ %t75, %b20 ], [ %t75.mux, %b21 ], [ true, %b23 ]
  br i1 %t76, label %b27, label %b48, !dbg !228

b27:                                              ; preds = %b26
  %.148 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !228
  %.149 = zext i32 %.148 to i64, !dbg !228
  %.150 = add nuw nsw i64 %.149, 16, !dbg !228
  %.151 = icmp ult i32 %.148, 16, !dbg !228
  %.152 = tail call i32 @llvm.read_register.i32(metadata !230) #13, !dbg !228
  %.153 = zext i32 %.152 to i64, !dbg !228
  %.154 = and i64 %.150, 31, !dbg !228
  %7 = shl nuw nsw i64 1, %.154, !dbg !228
  %8 = and i64 %7, %.153, !dbg !228
  %.156 = icmp ne i64 %8, 0, !dbg !228
  %.157 = and i1 %.151, %.156, !dbg !228
  %.158 = trunc i64 %.150 to i32, !dbg !228
  %.159 = shl i32 %.158, 2, !dbg !228
  %.160 = zext i16 %t86 to i32, !dbg !228
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.160), !dbg !228
  %.162 = trunc i32 %.161 to i16, !dbg !228
  %t88 = select i1 %.157, i16 %.162, i16 %t86, !dbg !228
  %.176 = zext i1 %t87 to i32, !dbg !228
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.176), !dbg !228
  %9 = and i32 %.177, 1, !dbg !228
  %.178 = icmp ne i32 %9, 0, !dbg !228
  %t89 = select i1 %.157, i1 %.178, i1 %t87, !dbg !228
  %t90 = icmp slt i32 %.1, 16, !dbg !228
  %t91 = and i1 %t90, %t89, !dbg !228
  %10 = select i1 %t91, i1 %t87, i1 false, !dbg !228
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !228
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !228
  br i1 %10, label %b29, label %b31, !dbg !228

b29:                                              ; preds = %b27
  %.180 = shl nuw i32 %.160, 16, !dbg !229
  %.181 = bitcast i32 %.180 to float, !dbg !229
  %.182 = zext i16 %t88 to i32, !dbg !229
  %.183 = shl nuw i32 %.182, 16, !dbg !229
  %.184 = bitcast i32 %.183 to float, !dbg !229
  %.185 = fadd float %.181, %.184, !dbg !229
  %.186 = bitcast float %.185 to i32, !dbg !229
  %.187 = and i32 %.186, 2147483647, !dbg !229
  %.188 = icmp ugt i32 %.187, 2139095040, !dbg !229
  %.189 = lshr i32 %.186, 16, !dbg !229
  %.190 = and i32 %.189, 1, !dbg !229
  %.191 = add i32 %.186, 32767, !dbg !229
  %.192 = add i32 %.191, %.190, !dbg !229
  %.193 = lshr i32 %.192, 16, !dbg !229
  %.195 = or i32 %.189, 64, !dbg !229
  %.196 = select i1 %.188, i32 %.195, i32 %.193, !dbg !229
  %.197 = trunc i32 %.196 to i16, !dbg !229
  br label %b31, !dbg !228

b31:                                              ; preds = %b27, %b29
  %t94 = phi i16 [ %t86.mux, %b27 ], [ %.197, %b29 ]
  %t95 = phi i1 [ %t87.mux, %b27 ], [ true, %b29 ]
  %.201 = add nuw nsw i64 %.149, 8, !dbg !228
  %.202 = icmp ult i32 %.148, 24, !dbg !228
  %.205 = and i64 %.201, 31, !dbg !228
  %11 = shl nuw nsw i64 1, %.205, !dbg !228
  %12 = and i64 %11, %.153, !dbg !228
  %.207 = icmp ne i64 %12, 0, !dbg !228
  %.208 = and i1 %.202, %.207, !dbg !228
  %.209 = trunc i64 %.201 to i32, !dbg !228
  %.210 = shl i32 %.209, 2, !dbg !228
  %.211 = zext i16 %t94 to i32, !dbg !228
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.211), !dbg !228
  %.213 = trunc i32 %.212 to i16, !dbg !228
  %t96 = select i1 %.208, i16 %.213, i16 %t94, !dbg !228
  %.227 = zext i1 %t95 to i32, !dbg !228
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.227), !dbg !228
  %13 = and i32 %.228, 1, !dbg !228
  %.229 = icmp ne i32 %13, 0, !dbg !228
  %t97 = select i1 %.208, i1 %.229, i1 %t95, !dbg !228
  %t98 = icmp slt i32 %.1, 24, !dbg !228
  %t99 = and i1 %t98, %t97, !dbg !228
  %14 = select i1 %t99, i1 %t95, i1 false, !dbg !228
  %t94.mux = select i1 %t99, i16 %t96, i16 %t94, !dbg !228
  %t95.mux = select i1 %t99, i1 true, i1 %t95, !dbg !228
  br i1 %14, label %b33, label %b35, !dbg !228

b33:                                              ; preds = %b31
  %.231 = shl nuw i32 %.211, 16, !dbg !229
  %.232 = bitcast i32 %.231 to float, !dbg !229
  %.233 = zext i16 %t96 to i32, !dbg !229
  %.234 = shl nuw i32 %.233, 16, !dbg !229
  %.235 = bitcast i32 %.234 to float, !dbg !229
  %.236 = fadd float %.232, %.235, !dbg !229
  %.237 = bitcast float %.236 to i32, !dbg !229
  %.238 = and i32 %.237, 2147483647, !dbg !229
  %.239 = icmp ugt i32 %.238, 2139095040, !dbg !229
  %.240 = lshr i32 %.237, 16, !dbg !229
  %.241 = and i32 %.240, 1, !dbg !229
  %.242 = add i32 %.237, 32767, !dbg !229
  %.243 = add i32 %.242, %.241, !dbg !229
  %.244 = lshr i32 %.243, 16, !dbg !229
  %.246 = or i32 %.240, 64, !dbg !229
  %.247 = select i1 %.239, i32 %.246, i32 %.244, !dbg !229
  %.248 = trunc i32 %.247 to i16, !dbg !229
  br label %b35, !dbg !228

b35:                                              ; preds = %b31, %b33
  %t102 = phi i16 [ %t94.mux, %b31 ], [ %.248, %b33 ]
  %t103 = phi i1 [ %t95.mux, %b31 ], [ true, %b33 ]
  %.252 = add nuw nsw i64 %.149, 4, !dbg !228
  %.253 = icmp ult i32 %.148, 28, !dbg !228
  %.256 = and i64 %.252, 31, !dbg !228
  %15 = shl nuw nsw i64 1, %.256, !dbg !228
  %16 = and i64 %15, %.153, !dbg !228
  %.258 = icmp ne i64 %16, 0, !dbg !228
  %.259 = and i1 %.253, %.258, !dbg !228
  %.260 = trunc i64 %.252 to i32, !dbg !228
  %.261 = shl i32 %.260, 2, !dbg !228
  %.262 = zext i16 %t102 to i32, !dbg !228
  %.263 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.262), !dbg !228
  %.264 = trunc i32 %.263 to i16, !dbg !228
  %t104 = select i1 %.259, i16 %.264, i16 %t102, !dbg !228
  %.278 = zext i1 %t103 to i32, !dbg !228
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.278), !dbg !228
  %17 = and i32 %.279, 1, !dbg !228
  %.280 = icmp ne i32 %17, 0, !dbg !228
  %t105 = select i1 %.259, i1 %.280, i1 %t103, !dbg !228
  %t106 = icmp slt i32 %.1, 28, !dbg !228
  %t107 = and i1 %t106, %t105, !dbg !228
  %18 = select i1 %t107, i1 %t103, i1 false, !dbg !228
  %t102.mux = select i1 %t107, i16 %t104, i16 %t102, !dbg !228
  %t103.mux = select i1 %t107, i1 true, i1 %t103, !dbg !228
  br i1 %18, label %b37, label %b39, !dbg !228

b37:                                              ; preds = %b35
  %.282 = shl nuw i32 %.262, 16, !dbg !229
  %.283 = bitcast i32 %.282 to float, !dbg !229
  %.284 = zext i16 %t104 to i32, !dbg !229
  %.285 = shl nuw i32 %.284, 16, !dbg !229
  %.286 = bitcast i32 %.285 to float, !dbg !229
  %.287 = fadd float %.283, %.286, !dbg !229
  %.288 = bitcast float %.287 to i32, !dbg !229
  %.289 = and i32 %.288, 2147483647, !dbg !229
  %.290 = icmp ugt i32 %.289, 2139095040, !dbg !229
  %.291 = lshr i32 %.288, 16, !dbg !229
  %.292 = and i32 %.291, 1, !dbg !229
  %.293 = add i32 %.288, 32767, !dbg !229
  %.294 = add i32 %.293, %.292, !dbg !229
  %.295 = lshr i32 %.294, 16, !dbg !229
  %.297 = or i32 %.291, 64, !dbg !229
  %.298 = select i1 %.290, i32 %.297, i32 %.295, !dbg !229
  %.299 = trunc i32 %.298 to i16, !dbg !229
  br label %b39, !dbg !228

b39:                                              ; preds = %b35, %b37
  %t110 = phi i16 [ %t102.mux, %b35 ], [ %.299, %b37 ]
  %t111 = phi i1 [ %t103.mux, %b35 ], [ true, %b37 ]
  %.303 = add nuw nsw i64 %.149, 2, !dbg !228
  %.304 = icmp ult i32 %.148, 30, !dbg !228
  %.307 = and i64 %.303, 31, !dbg !228
  %19 = shl nuw nsw i64 1, %.307, !dbg !228
  %20 = and i64 %19, %.153, !dbg !228
  %.309 = icmp ne i64 %20, 0, !dbg !228
  %.310 = and i1 %.304, %.309, !dbg !228
  %.311 = trunc i64 %.303 to i32, !dbg !228
  %.312 = shl i32 %.311, 2, !dbg !228
  %.313 = zext i16 %t110 to i32, !dbg !228
  %.314 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.313), !dbg !228
  %.315 = trunc i32 %.314 to i16, !dbg !228
  %t112 = select i1 %.310, i16 %.315, i16 %t110, !dbg !228
  %.329 = zext i1 %t111 to i32, !dbg !228
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.329), !dbg !228
  %21 = and i32 %.330, 1, !dbg !228
  %.331 = icmp ne i32 %21, 0, !dbg !228
  %t113 = select i1 %.310, i1 %.331, i1 %t111, !dbg !228
  %t114 = icmp slt i32 %.1, 30, !dbg !228
  %t115 = and i1 %t114, %t113, !dbg !228
  %22 = select i1 %t115, i1 %t111, i1 false, !dbg !228
  %t110.mux = select i1 %t115, i16 %t112, i16 %t110, !dbg !228
  %t111.mux = select i1 %t115, i1 true, i1 %t111, !dbg !228
  br i1 %22, label %b41, label %b43, !dbg !228

b41:                                              ; preds = %b39
  %.333 = shl nuw i32 %.313, 16, !dbg !229
  %.334 = bitcast i32 %.333 to float, !dbg !229
  %.335 = zext i16 %t112 to i32, !dbg !229
  %.336 = shl nuw i32 %.335, 16, !dbg !229
  %.337 = bitcast i32 %.336 to float, !dbg !229
  %.338 = fadd float %.334, %.337, !dbg !229
  %.339 = bitcast float %.338 to i32, !dbg !229
  %.340 = and i32 %.339, 2147483647, !dbg !229
  %.341 = icmp ugt i32 %.340, 2139095040, !dbg !229
  %.342 = lshr i32 %.339, 16, !dbg !229
  %.343 = and i32 %.342, 1, !dbg !229
  %.344 = add i32 %.339, 32767, !dbg !229
  %.345 = add i32 %.344, %.343, !dbg !229
  %.346 = lshr i32 %.345, 16, !dbg !229
  %.348 = or i32 %.342, 64, !dbg !229
  %.349 = select i1 %.341, i32 %.348, i32 %.346, !dbg !229
  %.350 = trunc i32 %.349 to i16, !dbg !229
  br label %b43, !dbg !228

b43:                                              ; preds = %b39, %b41
  %t118 = phi i16 [ %t110.mux, %b39 ], [ %.350, %b41 ]
  %t119 = phi i1 [ %t111.mux, %b39 ], [ true, %b41 ]
  %.354 = add nuw nsw i64 %.149, 1, !dbg !228
  %.355 = icmp ult i32 %.148, 31, !dbg !228
  %.358 = and i64 %.354, 31, !dbg !228
  %23 = shl nuw nsw i64 1, %.358, !dbg !228
  %24 = and i64 %23, %.153, !dbg !228
  %.360 = icmp ne i64 %24, 0, !dbg !228
  %.361 = and i1 %.355, %.360, !dbg !228
  %.362 = trunc i64 %.354 to i32, !dbg !228
  %.363 = shl i32 %.362, 2, !dbg !228
  %.364 = zext i16 %t118 to i32, !dbg !228
  %.365 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.364), !dbg !228
  %.366 = trunc i32 %.365 to i16, !dbg !228
  %t120 = select i1 %.361, i16 %.366, i16 %t118, !dbg !228
  %.380 = zext i1 %t119 to i32, !dbg !228
  %.381 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.380), !dbg !228
  %25 = and i32 %.381, 1, !dbg !228
  %.382 = icmp ne i32 %25, 0, !dbg !228
  %t121 = select i1 %.361, i1 %.382, i1 %t119, !dbg !228
  %t122 = icmp slt i32 %.1, 31, !dbg !228
  %t123 = and i1 %t122, %t121, !dbg !228
  %26 = select i1 %t123, i1 %t119, i1 false, !dbg !228
  %t118.mux = select i1 %t123, i16 %t120, i16 %t118, !dbg !228
  %t119.mux = select i1 %t123, i1 true, i1 %t119, !dbg !228
  br i1 %26, label %b45, label %b48, !dbg !228

b45:                                              ; preds = %b43
  %.384 = shl nuw i32 %.364, 16, !dbg !229
  %.385 = bitcast i32 %.384 to float, !dbg !229
  %.386 = zext i16 %t120 to i32, !dbg !229
  %.387 = shl nuw i32 %.386, 16, !dbg !229
  %.388 = bitcast i32 %.387 to float, !dbg !229
  %.389 = fadd float %.385, %.388, !dbg !229
  %.390 = bitcast float %.389 to i32, !dbg !229
  %.391 = and i32 %.390, 2147483647, !dbg !229
  %.392 = icmp ugt i32 %.391, 2139095040, !dbg !229
  %.393 = lshr i32 %.390, 16, !dbg !229
  %.394 = and i32 %.393, 1, !dbg !229
  %.395 = add i32 %.390, 32767, !dbg !229
  %.396 = add i32 %.395, %.394, !dbg !229
  %.397 = lshr i32 %.396, 16, !dbg !229
  %.399 = or i32 %.393, 64, !dbg !229
  %.400 = select i1 %.392, i32 %.399, i32 %.397, !dbg !229
  %.401 = trunc i32 %.400 to i16, !dbg !229
  br label %b48, !dbg !228

b48:                                              ; preds = %b43, %b45, %b26
  %t128 = phi i16 [ %t86, %b26 ], [ %t118.mux, %b43 ], [ %.401, %b45 ]
  %t129 = phi i1 [ %t87, %b26 ], [ %t119.mux, %b43 ], [ true, %b45 ]
  %t130 = icmp eq i32 %.1, 0, !dbg !228
  %t131 = and i1 %t130, %t129, !dbg !228
  br i1 %t131, label %b49, label %b50, !dbg !228

b49:                                              ; preds = %b48
  %t132 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t5, !dbg !228
  store i16 %t128, ptr addrspace(1) %t132, align 2, !dbg !228
  br label %b50, !dbg !228

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !228
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i16 %a3, i8 %a4) local_unnamed_addr #2 !dbg !231 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !232
  %t3 = sext i32 %.2 to i64, !dbg !232
  %t4 = icmp slt i64 %t3, %a0, !dbg !232
  br i1 %t4, label %b1, label %b5, !dbg !232

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t3, !dbg !232
  %.3 = load i16, ptr addrspace(1) %t5, align 2, !dbg !232, !amdgpu.noclobber !6
  %t812 = add nsw i64 %t3, 256, !dbg !232
  %t1013 = icmp slt i64 %t812, %a0, !dbg !232
  br i1 %t1013, label %b3, label %b5, !dbg !232

b3:                                               ; preds = %b1, %b3
  %t815 = phi i64 [ %t8, %b3 ], [ %t812, %b1 ]
  %t914 = phi i16 [ %.23, %b3 ], [ %.3, %b1 ]
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t815, !dbg !232
  %.4 = load i16, ptr addrspace(1) %t11, align 2, !dbg !232, !amdgpu.noclobber !6
  %0 = insertelement <2 x i16> poison, i16 %t914, i64 0, !dbg !233
  %1 = insertelement <2 x i16> %0, i16 %.4, i64 1, !dbg !233
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !233
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !233
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !233
  %5 = extractelement <2 x float> %4, i64 0, !dbg !233
  %6 = extractelement <2 x float> %4, i64 1, !dbg !233
  %.11 = fadd float %5, %6, !dbg !233
  %.12 = bitcast float %.11 to i32, !dbg !233
  %.13 = and i32 %.12, 2147483647, !dbg !233
  %.14 = icmp ugt i32 %.13, 2139095040, !dbg !233
  %.15 = lshr i32 %.12, 16, !dbg !233
  %.16 = and i32 %.15, 1, !dbg !233
  %.17 = add i32 %.12, 32767, !dbg !233
  %.18 = add i32 %.17, %.16, !dbg !233
  %.19 = lshr i32 %.18, 16, !dbg !233
  %.21 = or i32 %.15, 64, !dbg !233
  %.22 = select i1 %.14, i32 %.21, i32 %.19, !dbg !233
  %.23 = trunc i32 %.22 to i16, !dbg !233
  %t8 = add i64 %t815, 256, !dbg !232
  %t10 = icmp slt i64 %t8, %a0, !dbg !232
  br i1 %t10, label %b3, label %b5, !dbg !232

b5:                                               ; preds = %b3, %b1, %entry
  %t15 = phi i16 [ 0, %entry ], [ %.3, %b1 ], [ %.23, %b3 ]
  %t16 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.0, i32 %.2, !dbg !232
  store i16 %t15, ptr addrspace(3) %t16, align 2, !dbg !232
  %t17 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.1, i32 %.2, !dbg !232
  %.24 = zext i1 %t4 to i8, !dbg !232
  store i8 %.24, ptr addrspace(3) %t17, align 1, !dbg !232
  fence syncscope("workgroup") release, !dbg !232
  tail call void @llvm.amdgcn.s.barrier(), !dbg !232
  fence syncscope("workgroup") acquire, !dbg !232
  %t18 = icmp slt i32 %.2, 128, !dbg !232
  br i1 %t18, label %b6, label %b11, !dbg !232

b6:                                               ; preds = %b5
  %t19 = add nsw i32 %.2, 128, !dbg !232
  %t20 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.0, i32 %t19, !dbg !232
  %.25 = load i16, ptr addrspace(3) %t20, align 2, !dbg !232
  %t22 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.1, i32 %t19, !dbg !232
  %.26 = load i8, ptr addrspace(3) %t22, align 1, !dbg !232
  %.27.not11 = icmp eq i8 %.26, 0, !dbg !232
  %t4.not = xor i1 %t4, true, !dbg !232
  %brmerge = select i1 %.27.not11, i1 true, i1 %t4.not, !dbg !232
  %t15.mux = select i1 %.27.not11, i16 %t15, i16 %.25, !dbg !232
  %not..27.not11 = xor i1 %.27.not11, true, !dbg !232
  %t4.mux = select i1 %not..27.not11, i1 true, i1 %t4, !dbg !232
  br i1 %brmerge, label %b10, label %b8, !dbg !232

b8:                                               ; preds = %b6
  %.28 = zext i16 %t15 to i32, !dbg !233
  %.29 = shl nuw i32 %.28, 16, !dbg !233
  %.30 = bitcast i32 %.29 to float, !dbg !233
  %.31 = zext i16 %.25 to i32, !dbg !233
  %.32 = shl nuw i32 %.31, 16, !dbg !233
  %.33 = bitcast i32 %.32 to float, !dbg !233
  %.34 = fadd float %.30, %.33, !dbg !233
  %.35 = bitcast float %.34 to i32, !dbg !233
  %.36 = and i32 %.35, 2147483647, !dbg !233
  %.37 = icmp ugt i32 %.36, 2139095040, !dbg !233
  %.38 = lshr i32 %.35, 16, !dbg !233
  %.39 = and i32 %.38, 1, !dbg !233
  %.40 = add i32 %.35, 32767, !dbg !233
  %.41 = add i32 %.40, %.39, !dbg !233
  %.42 = lshr i32 %.41, 16, !dbg !233
  %.44 = or i32 %.38, 64, !dbg !233
  %.45 = select i1 %.37, i32 %.44, i32 %.42, !dbg !233
  %.46 = trunc i32 %.45 to i16, !dbg !233
  br label %b10, !dbg !232

b10:                                              ; preds = %b6, %b8
  %t26 = phi i16 [ %t15.mux, %b6 ], [ %.46, %b8 ]
  %t27 = phi i1 [ %t4.mux, %b6 ], [ true, %b8 ]
  store i16 %t26, ptr addrspace(3) %t16, align 2, !dbg !232
  %.47 = zext i1 %t27 to i8, !dbg !232
  store i8 %.47, ptr addrspace(3) %t17, align 1, !dbg !232
  br label %b11, !dbg !232

b11:                                              ; preds = %b10, %b5
  %t28 = phi i16 [ %t26, %b10 ], [ %t15, %b5 ]
  %t29 = phi i1 [ %t27, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !232
  tail call void @llvm.amdgcn.s.barrier(), !dbg !232
  fence syncscope("workgroup") acquire, !dbg !232
  %t30 = icmp slt i32 %.2, 64, !dbg !232
  br i1 %t30, label %b12, label %b17, !dbg !232

b12:                                              ; preds = %b11
  %t31 = add nsw i32 %.2, 64, !dbg !232
  %t32 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.0, i32 %t31, !dbg !232
  %.48 = load i16, ptr addrspace(3) %t32, align 2, !dbg !232
  %t34 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.1, i32 %t31, !dbg !232
  %.49 = load i8, ptr addrspace(3) %t34, align 1, !dbg !232
  %.50.not10 = icmp eq i8 %.49, 0, !dbg !232
  %t29.not = xor i1 %t29, true, !dbg !232
  %brmerge1 = select i1 %.50.not10, i1 true, i1 %t29.not, !dbg !232
  %t28.mux = select i1 %.50.not10, i16 %t28, i16 %.48, !dbg !232
  %not..50.not10 = xor i1 %.50.not10, true, !dbg !232
  %t29.mux = select i1 %not..50.not10, i1 true, i1 %t29, !dbg !232
  br i1 %brmerge1, label %b16, label %b14, !dbg !232

b14:                                              ; preds = %b12
  %.51 = zext i16 %t28 to i32, !dbg !233
  %.52 = shl nuw i32 %.51, 16, !dbg !233
  %.53 = bitcast i32 %.52 to float, !dbg !233
  %.54 = zext i16 %.48 to i32, !dbg !233
  %.55 = shl nuw i32 %.54, 16, !dbg !233
  %.56 = bitcast i32 %.55 to float, !dbg !233
  %.57 = fadd float %.53, %.56, !dbg !233
  %.58 = bitcast float %.57 to i32, !dbg !233
  %.59 = and i32 %.58, 2147483647, !dbg !233
  %.60 = icmp ugt i32 %.59, 2139095040, !dbg !233
  %.61 = lshr i32 %.58, 16, !dbg !233
  %.62 = and i32 %.61, 1, !dbg !233
  %.63 = add i32 %.58, 32767, !dbg !233
  %.64 = add i32 %.63, %.62, !dbg !233
  %.65 = lshr i32 %.64, 16, !dbg !233
  %.67 = or i32 %.61, 64, !dbg !233
  %.68 = select i1 %.60, i32 %.67, i32 %.65, !dbg !233
  %.69 = trunc i32 %.68 to i16, !dbg !233
  br label %b16, !dbg !232

b16:                                              ; preds = %b12, %b14
  %t38 = phi i16 [ %t28.mux, %b12 ], [ %.69, %b14 ]
  %t39 = phi i1 [ %t29.mux, %b12 ], [ true, %b14 ]
  store i16 %t38, ptr addrspace(3) %t16, align 2, !dbg !232
  %.70 = zext i1 %t39 to i8, !dbg !232
  store i8 %.70, ptr addrspace(3) %t17, align 1, !dbg !232
  br label %b17, !dbg !232

b17:                                              ; preds = %b16, %b11
  %t40 = phi i16 [ %t38, %b16 ], [ %t28, %b11 ]
  %t41 = phi i1 [ %t39, %b16 ], [ %t29, %b11 ]
  fence syncscope("workgroup") release, !dbg !232
  tail call void @llvm.amdgcn.s.barrier(), !dbg !232
  fence syncscope("workgroup") acquire, !dbg !232
  %t42 = icmp slt i32 %.2, 32, !dbg !232
  br i1 %t42, label %b18, label %b23, !dbg !232

b18:                                              ; preds = %b17
  %t43 = add nsw i32 %.2, 32, !dbg !232
  %t44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.0, i32 %t43, !dbg !232
  %.71 = load i16, ptr addrspace(3) %t44, align 2, !dbg !232
  %t46 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.1, i32 %t43, !dbg !232
  %.72 = load i8, ptr addrspace(3) %t46, align 1, !dbg !232
  %.73.not9 = icmp eq i8 %.72, 0, !dbg !232
  %t41.not = xor i1 %t41, true, !dbg !232
  %brmerge2 = select i1 %.73.not9, i1 true, i1 %t41.not, !dbg !232
  %t40.mux = select i1 %.73.not9, i16 %t40, i16 %.71, !dbg !232
  %not..73.not9 = xor i1 %.73.not9, true, !dbg !232
  %t41.mux = select i1 %not..73.not9, i1 true, i1 %t41, !dbg !232
  br i1 %brmerge2, label %b23, label %b20, !dbg !232

b20:                                              ; preds = %b18
  %.74 = zext i16 %t40 to i32, !dbg !233
  %.75 = shl nuw i32 %.74, 16, !dbg !233
  %.76 = bitcast i32 %.75 to float, !dbg !233
  %.77 = zext i16 %.71 to i32, !dbg !233
  %.78 = shl nuw i32 %.77, 16, !dbg !233
  %.79 = bitcast i32 %.78 to float, !dbg !233
  %.80 = fadd float %.76, %.79, !dbg !233
  %.81 = bitcast float %.80 to i32, !dbg !233
  %.82 = and i32 %.81, 2147483647, !dbg !233
  %.83 = icmp ugt i32 %.82, 2139095040, !dbg !233
  %.84 = lshr i32 %.81, 16, !dbg !233
  %.85 = and i32 %.84, 1, !dbg !233
  %.86 = add i32 %.81, 32767, !dbg !233
  %.87 = add i32 %.86, %.85, !dbg !233
  %.88 = lshr i32 %.87, 16, !dbg !233
  %.90 = or i32 %.84, 64, !dbg !233
  %.91 = select i1 %.83, i32 %.90, i32 %.88, !dbg !233
  %.92 = trunc i32 %.91 to i16, !dbg !233
  br label %b23, !dbg !232

b23:                                              ; preds = %b18, %b20, %b17
  %t52 = phi i16 [ %t40, %b17 ], [ %t40.mux, %b18 ], [ %.92, %b20 ]
  %t53 = phi i1 [ %t41, %b17 ], [ %t41.mux, %b18 ], [ true, %b20 ]
  br i1 %t42, label %b24, label %b45, !dbg !232

b24:                                              ; preds = %b23
  %.94 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !232
  %.95 = zext i32 %.94 to i64, !dbg !232
  %.96 = add nuw nsw i64 %.95, 16, !dbg !232
  %.97 = icmp ult i32 %.94, 16, !dbg !232
  %.98 = tail call i32 @llvm.read_register.i32(metadata !230) #13, !dbg !232
  %.99 = zext i32 %.98 to i64, !dbg !232
  %.100 = and i64 %.96, 31, !dbg !232
  %7 = shl nuw nsw i64 1, %.100, !dbg !232
  %8 = and i64 %7, %.99, !dbg !232
  %.102 = icmp ne i64 %8, 0, !dbg !232
  %.103 = and i1 %.97, %.102, !dbg !232
  %.104 = trunc i64 %.96 to i32, !dbg !232
  %.105 = shl i32 %.104, 2, !dbg !232
  %.106 = zext i16 %t52 to i32, !dbg !232
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !232
  %.108 = trunc i32 %.107 to i16, !dbg !232
  %t54 = select i1 %.103, i16 %.108, i16 %t52, !dbg !232
  %.122 = zext i1 %t53 to i32, !dbg !232
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.122), !dbg !232
  %9 = and i32 %.123, 1, !dbg !232
  %.124 = icmp ne i32 %9, 0, !dbg !232
  %t55 = select i1 %.103, i1 %.124, i1 %t53, !dbg !232
  %t56 = icmp slt i32 %.2, 16, !dbg !232
  %t57 = and i1 %t56, %t55, !dbg !232
  %10 = select i1 %t57, i1 %t53, i1 false, !dbg !232
  %t52.mux = select i1 %t57, i16 %t54, i16 %t52, !dbg !232
  %t53.mux = select i1 %t57, i1 true, i1 %t53, !dbg !232
  br i1 %10, label %b26, label %b28, !dbg !232

b26:                                              ; preds = %b24
  %.126 = shl nuw i32 %.106, 16, !dbg !233
  %.127 = bitcast i32 %.126 to float, !dbg !233
  %.128 = zext i16 %t54 to i32, !dbg !233
  %.129 = shl nuw i32 %.128, 16, !dbg !233
  %.130 = bitcast i32 %.129 to float, !dbg !233
  %.131 = fadd float %.127, %.130, !dbg !233
  %.132 = bitcast float %.131 to i32, !dbg !233
  %.133 = and i32 %.132, 2147483647, !dbg !233
  %.134 = icmp ugt i32 %.133, 2139095040, !dbg !233
  %.135 = lshr i32 %.132, 16, !dbg !233
  %.136 = and i32 %.135, 1, !dbg !233
  %.137 = add i32 %.132, 32767, !dbg !233
  %.138 = add i32 %.137, %.136, !dbg !233
  %.139 = lshr i32 %.138, 16, !dbg !233
  %.141 = or i32 %.135, 64, !dbg !233
  %.142 = select i1 %.134, i32 %.141, i32 %.139, !dbg !233
  %.143 = trunc i32 %.142 to i16, !dbg !233
  br label %b28, !dbg !232

b28:                                              ; preds = %b24, %b26
  %t60 = phi i16 [ %t52.mux, %b24 ], [ %.143, %b26 ]
  %t61 = phi i1 [ %t53.mux, %b24 ], [ true, %b26 ]
  %.147 = add nuw nsw i64 %.95, 8, !dbg !232
  %.148 = icmp ult i32 %.94, 24, !dbg !232
  %.151 = and i64 %.147, 31, !dbg !232
  %11 = shl nuw nsw i64 1, %.151, !dbg !232
  %12 = and i64 %11, %.99, !dbg !232
  %.153 = icmp ne i64 %12, 0, !dbg !232
  %.154 = and i1 %.148, %.153, !dbg !232
  %.155 = trunc i64 %.147 to i32, !dbg !232
  %.156 = shl i32 %.155, 2, !dbg !232
  %.157 = zext i16 %t60 to i32, !dbg !232
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.157), !dbg !232
  %.159 = trunc i32 %.158 to i16, !dbg !232
  %t62 = select i1 %.154, i16 %.159, i16 %t60, !dbg !232
  %.173 = zext i1 %t61 to i32, !dbg !232
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.173), !dbg !232
  %13 = and i32 %.174, 1, !dbg !232
  %.175 = icmp ne i32 %13, 0, !dbg !232
  %t63 = select i1 %.154, i1 %.175, i1 %t61, !dbg !232
  %t64 = icmp slt i32 %.2, 24, !dbg !232
  %t65 = and i1 %t64, %t63, !dbg !232
  %14 = select i1 %t65, i1 %t61, i1 false, !dbg !232
  %t60.mux = select i1 %t65, i16 %t62, i16 %t60, !dbg !232
  %t61.mux = select i1 %t65, i1 true, i1 %t61, !dbg !232
  br i1 %14, label %b30, label %b32, !dbg !232

b30:                                              ; preds = %b28
  %.177 = shl nuw i32 %.157, 16, !dbg !233
  %.178 = bitcast i32 %.177 to float, !dbg !233
  %.179 = zext i16 %t62 to i32, !dbg !233
  %.180 = shl nuw i32 %.179, 16, !dbg !233
  %.181 = bitcast i32 %.180 to float, !dbg !233
  %.182 = fadd float %.178, %.181, !dbg !233
  %.183 = bitcast float %.182 to i32, !dbg !233
  %.184 = and i32 %.183, 2147483647, !dbg !233
  %.185 = icmp ugt i32 %.184, 2139095040, !dbg !233
  %.186 = lshr i32 %.183, 16, !dbg !233
  %.187 = and i32 %.186, 1, !dbg !233
  %.188 = add i32 %.183, 32767, !dbg !233
  %.189 = add i32 %.188, %.187, !dbg !233
  %.190 = lshr i32 %.189, 16, !dbg !233
  %.192 = or i32 %.186, 64, !dbg !233
  %.193 = select i1 %.185, i32 %.192, i32 %.190, !dbg !233
  %.194 = trunc i32 %.193 to i16, !dbg !233
  br label %b32, !dbg !232

b32:                                              ; preds = %b28, %b30
  %t68 = phi i16 [ %t60.mux, %b28 ], [ %.194, %b30 ]
  %t69 = phi i1 [ %t61.mux, %b28 ], [ true, %b30 ]
  %.198 = add nuw nsw i64 %.95, 4, !dbg !232
  %.199 = icmp ult i32 %.94, 28, !dbg !232
  %.202 = and i64 %.198, 31, !dbg !232
  %15 = shl nuw nsw i64 1, %.202, !dbg !232
  %16 = and i64 %15, %.99, !dbg !232
  %.204 = icmp ne i64 %16, 0, !dbg !232
  %.205 = and i1 %.199, %.204, !dbg !232
  %.206 = trunc i64 %.198 to i32, !dbg !232
  %.207 = shl i32 %.206, 2, !dbg !232
  %.208 = zext i16 %t68 to i32, !dbg !232
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !232
  %.210 = trunc i32 %.209 to i16, !dbg !232
  %t70 = select i1 %.205, i16 %.210, i16 %t68, !dbg !232
  %.224 = zext i1 %t69 to i32, !dbg !232
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !232
  %17 = and i32 %.225, 1, !dbg !232
  %.226 = icmp ne i32 %17, 0, !dbg !232
  %t71 = select i1 %.205, i1 %.226, i1 %t69, !dbg !232
  %t72 = icmp slt i32 %.2, 28, !dbg !232
  %t73 = and i1 %t72, %t71, !dbg !232
  %18 = select i1 %t73, i1 %t69, i1 false, !dbg !232
  %t68.mux = select i1 %t73, i16 %t70, i16 %t68, !dbg !232
  %t69.mux = select i1 %t73, i1 true, i1 %t69, !dbg !232
  br i1 %18, label %b34, label %b36, !dbg !232

b34:                                              ; preds = %b32
  %.228 = shl nuw i32 %.208, 16, !dbg !233
  %.229 = bitcast i32 %.228 to float, !dbg !233
  %.230 = zext i16 %t70 to i32, !dbg !233
  %.231 = shl nuw i32 %.230, 16, !dbg !233
  %.232 = bitcast i32 %.231 to float, !dbg !233
  %.233 = fadd float %.229, %.232, !dbg !233
  %.234 = bitcast float %.233 to i32, !dbg !233
  %.235 = and i32 %.234, 2147483647, !dbg !233
  %.236 = icmp ugt i32 %.235, 2139095040, !dbg !233
  %.237 = lshr i32 %.234, 16, !dbg !233
  %.238 = and i32 %.237, 1, !dbg !233
  %.239 = add i32 %.234, 32767, !dbg !233
  %.240 = add i32 %.239, %.238, !dbg !233
  %.241 = lshr i32 %.240, 16, !dbg !233
  %.243 = or i32 %.237, 64, !dbg !233
  %.244 = select i1 %.236, i32 %.243, i32 %.241, !dbg !233
  %.245 = trunc i32 %.244 to i16, !dbg !233
  br label %b36, !dbg !232

b36:                                              ; preds = %b32, %b34
  %t76 = phi i16 [ %t68.mux, %b32 ], [ %.245, %b34 ]
  %t77 = phi i1 [ %t69.mux, %b32 ], [ true, %b34 ]
  %.249 = add nuw nsw i64 %.95, 2, !dbg !232
  %.250 = icmp ult i32 %.94, 30, !dbg !232
  %.253 = and i64 %.249, 31, !dbg !232
  %19 = shl nuw nsw i64 1, %.253, !dbg !232
  %20 = and i64 %19, %.99, !dbg !232
  %.255 = icmp ne i64 %20, 0, !dbg !232
  %.256 = and i1 %.250, %.255, !dbg !232
  %.257 = trunc i64 %.249 to i32, !dbg !232
  %.258 = shl i32 %.257, 2, !dbg !232
  %.259 = zext i16 %t76 to i32, !dbg !232
  %.260 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.259), !dbg !232
  %.261 = trunc i32 %.260 to i16, !dbg !232
  %t78 = select i1 %.256, i16 %.261, i16 %t76, !dbg !232
  %.275 = zext i1 %t77 to i32, !dbg !232
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.275), !dbg !232
  %21 = and i32 %.276, 1, !dbg !232
  %.277 = icmp ne i32 %21, 0, !dbg !232
  %t79 = select i1 %.256, i1 %.277, i1 %t77, !dbg !232
  %t80 = icmp slt i32 %.2, 30, !dbg !232
  %t81 = and i1 %t80, %t79, !dbg !232
  %22 = select i1 %t81, i1 %t77, i1 false, !dbg !232
  %t76.mux = select i1 %t81, i16 %t78, i16 %t76, !dbg !232
  %t77.mux = select i1 %t81, i1 true, i1 %t77, !dbg !232
  br i1 %22, label %b38, label %b40, !dbg !232

b38:                                              ; preds = %b36
  %.279 = shl nuw i32 %.259, 16, !dbg !233
  %.280 = bitcast i32 %.279 to float, !dbg !233
  %.281 = zext i16 %t78 to i32, !dbg !233
  %.282 = shl nuw i32 %.281, 16, !dbg !233
  %.283 = bitcast i32 %.282 to float, !dbg !233
  %.284 = fadd float %.280, %.283, !dbg !233
  %.285 = bitcast float %.284 to i32, !dbg !233
  %.286 = and i32 %.285, 2147483647, !dbg !233
  %.287 = icmp ugt i32 %.286, 2139095040, !dbg !233
  %.288 = lshr i32 %.285, 16, !dbg !233
  %.289 = and i32 %.288, 1, !dbg !233
  %.290 = add i32 %.285, 32767, !dbg !233
  %.291 = add i32 %.290, %.289, !dbg !233
  %.292 = lshr i32 %.291, 16, !dbg !233
  %.294 = or i32 %.288, 64, !dbg !233
  %.295 = select i1 %.287, i32 %.294, i32 %.292, !dbg !233
  %.296 = trunc i32 %.295 to i16, !dbg !233
  br label %b40, !dbg !232

b40:                                              ; preds = %b36, %b38
  %t84 = phi i16 [ %t76.mux, %b36 ], [ %.296, %b38 ]
  %t85 = phi i1 [ %t77.mux, %b36 ], [ true, %b38 ]
  %.300 = add nuw nsw i64 %.95, 1, !dbg !232
  %.301 = icmp ult i32 %.94, 31, !dbg !232
  %.304 = and i64 %.300, 31, !dbg !232
  %23 = shl nuw nsw i64 1, %.304, !dbg !232
  %24 = and i64 %23, %.99, !dbg !232
  %.306 = icmp ne i64 %24, 0, !dbg !232
  %.307 = and i1 %.301, %.306, !dbg !232
  %.308 = trunc i64 %.300 to i32, !dbg !232
  %.309 = shl i32 %.308, 2, !dbg !232
  %.310 = zext i16 %t84 to i32, !dbg !232
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.310), !dbg !232
  %.312 = trunc i32 %.311 to i16, !dbg !232
  %t86 = select i1 %.307, i16 %.312, i16 %t84, !dbg !232
  %.326 = zext i1 %t85 to i32, !dbg !232
  %.327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.326), !dbg !232
  %25 = and i32 %.327, 1, !dbg !232
  %.328 = icmp ne i32 %25, 0, !dbg !232
  %t87 = select i1 %.307, i1 %.328, i1 %t85, !dbg !232
  %t88 = icmp slt i32 %.2, 31, !dbg !232
  %t89 = and i1 %t88, %t87, !dbg !232
  %26 = select i1 %t89, i1 %t85, i1 false, !dbg !232
  %t84.mux = select i1 %t89, i16 %t86, i16 %t84, !dbg !232
  %t85.mux = select i1 %t89, i1 true, i1 %t85, !dbg !232
  br i1 %26, label %b42, label %b45, !dbg !232

b42:                                              ; preds = %b40
  %.330 = shl nuw i32 %.310, 16, !dbg !233
  %.331 = bitcast i32 %.330 to float, !dbg !233
  %.332 = zext i16 %t86 to i32, !dbg !233
  %.333 = shl nuw i32 %.332, 16, !dbg !233
  %.334 = bitcast i32 %.333 to float, !dbg !233
  %.335 = fadd float %.331, %.334, !dbg !233
  %.336 = bitcast float %.335 to i32, !dbg !233
  %.337 = and i32 %.336, 2147483647, !dbg !233
  %.338 = icmp ugt i32 %.337, 2139095040, !dbg !233
  %.339 = lshr i32 %.336, 16, !dbg !233
  %.340 = and i32 %.339, 1, !dbg !233
  %.341 = add i32 %.336, 32767, !dbg !233
  %.342 = add i32 %.341, %.340, !dbg !233
  %.343 = lshr i32 %.342, 16, !dbg !233
  %.345 = or i32 %.339, 64, !dbg !233
  %.346 = select i1 %.338, i32 %.345, i32 %.343, !dbg !233
  %.347 = trunc i32 %.346 to i16, !dbg !233
  br label %b45, !dbg !232

b45:                                              ; preds = %b40, %b42, %b23
  %t94 = phi i16 [ %t52, %b23 ], [ %t84.mux, %b40 ], [ %.347, %b42 ]
  %t95 = phi i1 [ %t53, %b23 ], [ %t85.mux, %b40 ], [ true, %b42 ]
  %t96 = icmp eq i32 %.2, 0, !dbg !232
  br i1 %t96, label %b46, label %b52, !dbg !232

b46:                                              ; preds = %b45
  %27 = select i1 %t95, i1 %.1, i1 false, !dbg !232
  %a3.mux = select i1 %t95, i16 %t94, i16 %a3, !dbg !232
  %.1.mux = select i1 %t95, i1 true, i1 %.1, !dbg !232
  br i1 %27, label %b48, label %b50, !dbg !232

b48:                                              ; preds = %b46
  %.348 = zext i16 %a3 to i32, !dbg !233
  %.349 = shl nuw i32 %.348, 16, !dbg !233
  %.350 = bitcast i32 %.349 to float, !dbg !233
  %.351 = zext i16 %t94 to i32, !dbg !233
  %.352 = shl nuw i32 %.351, 16, !dbg !233
  %.353 = bitcast i32 %.352 to float, !dbg !233
  %.354 = fadd float %.350, %.353, !dbg !233
  %.355 = bitcast float %.354 to i32, !dbg !233
  %.356 = and i32 %.355, 2147483647, !dbg !233
  %.357 = icmp ugt i32 %.356, 2139095040, !dbg !233
  %.358 = lshr i32 %.355, 16, !dbg !233
  %.359 = and i32 %.358, 1, !dbg !233
  %.360 = add i32 %.355, 32767, !dbg !233
  %.361 = add i32 %.360, %.359, !dbg !233
  %.362 = lshr i32 %.361, 16, !dbg !233
  %.364 = or i32 %.358, 64, !dbg !233
  %.365 = select i1 %.357, i32 %.364, i32 %.362, !dbg !233
  %.366 = trunc i32 %.365 to i16, !dbg !233
  br label %b50, !dbg !232

b50:                                              ; preds = %b46, %b48
  %t99 = phi i16 [ %a3.mux, %b46 ], [ %.366, %b48 ]
  %t100 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t100, label %b51, label %b52, !dbg !232

b51:                                              ; preds = %b50
  store i16 %t99, ptr addrspace(1) %a2, align 2, !dbg !232
  br label %b52, !dbg !232

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !232
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i16 %a2, ptr addrspace(1) %a3, i16 %a4, ptr addrspace(1) %a5) local_unnamed_addr #4 !dbg !234 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !235
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !235
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !235
  %t3 = sext i32 %.1 to i64, !dbg !235
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !235
  %t5 = sext i32 %.2 to i64, !dbg !235
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !235
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !235
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !235, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !235
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !235
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !235, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !235
  %.15 = add i32 %.14, %.9, !dbg !235
  %.16 = udiv i32 %.15, %.6, !dbg !235
  %t9 = sext i32 %.16 to i64, !dbg !235
  %t10 = mul nsw i64 %t7, %t5, !dbg !235
  %t11 = add nsw i64 %t10, %t3, !dbg !235
  %t12 = mul nsw i64 %t9, %t7, !dbg !235
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !235
  %t16 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !235
  %0 = or i64 %t16, %t13, !dbg !235
  %t20 = ptrtoint ptr addrspace(1) %a5 to i64, !dbg !235
  %1 = or i64 %0, %t20, !dbg !235
  %2 = and i64 %1, 3, !dbg !235
  %3 = icmp eq i64 %2, 0, !dbg !235
  %t24 = ashr i64 %a0, 1, !dbg !235
  %t291 = icmp slt i64 %t11, %t24, !dbg !235
  %or.cond = select i1 %3, i1 %t291, i1 false, !dbg !235
  br i1 %or.cond, label %b3, label %b8, !dbg !235

b3:                                               ; preds = %entry, %b7
  %t282 = phi i64 [ %t53, %b7 ], [ %t11, %entry ]
  br i1 %t0.not, label %b5, label %b4, !dbg !235

b4:                                               ; preds = %b3
  %t30 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t282, !dbg !235
  %.17 = load i32, ptr addrspace(1) %t30, align 4, !dbg !235
  %t33 = trunc i32 %.17 to i16, !dbg !235
  %t34 = lshr i32 %.17, 16, !dbg !235
  %t35 = trunc i32 %t34 to i16, !dbg !235
  br label %b5, !dbg !235

b5:                                               ; preds = %b4, %b3
  %t36 = phi i16 [ %t33, %b4 ], [ %a2, %b3 ]
  %t37 = phi i16 [ %t35, %b4 ], [ %a2, %b3 ]
  br i1 %t1.not, label %b7, label %b6, !dbg !235

b6:                                               ; preds = %b5
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t282, !dbg !235
  %.18 = load i32, ptr addrspace(1) %t38, align 4, !dbg !235
  %t41 = trunc i32 %.18 to i16, !dbg !235
  %t42 = lshr i32 %.18, 16, !dbg !235
  %t43 = trunc i32 %t42 to i16, !dbg !235
  br label %b7, !dbg !235

b7:                                               ; preds = %b6, %b5
  %t44 = phi i16 [ %t41, %b6 ], [ %a4, %b5 ]
  %t45 = phi i16 [ %t43, %b6 ], [ %a4, %b5 ]
  %.19 = zext i16 %t36 to i32, !dbg !236
  %.20 = shl nuw i32 %.19, 16, !dbg !236
  %.21 = bitcast i32 %.20 to float, !dbg !236
  %.22 = zext i16 %t44 to i32, !dbg !236
  %.23 = shl nuw i32 %.22, 16, !dbg !236
  %.24 = bitcast i32 %.23 to float, !dbg !236
  %.25 = fsub float %.21, %.24, !dbg !236
  %.26 = bitcast float %.25 to i32, !dbg !236
  %.27 = and i32 %.26, 2147483647, !dbg !236
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !236
  %.29 = lshr i32 %.26, 16, !dbg !236
  %.30 = and i32 %.29, 1, !dbg !236
  %.31 = add i32 %.26, 32767, !dbg !236
  %.32 = add i32 %.31, %.30, !dbg !236
  %.33 = lshr i32 %.32, 16, !dbg !236
  %.35 = or i32 %.29, 64, !dbg !236
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !236
  %.38 = zext i16 %t37 to i32, !dbg !236
  %.39 = shl nuw i32 %.38, 16, !dbg !236
  %.40 = bitcast i32 %.39 to float, !dbg !236
  %.41 = zext i16 %t45 to i32, !dbg !236
  %.42 = shl nuw i32 %.41, 16, !dbg !236
  %.43 = bitcast i32 %.42 to float, !dbg !236
  %.44 = fsub float %.40, %.43, !dbg !236
  %.45 = bitcast float %.44 to i32, !dbg !236
  %.46 = and i32 %.45, 2147483647, !dbg !236
  %.47 = icmp ugt i32 %.46, 2139095040, !dbg !236
  %.48 = lshr i32 %.45, 16, !dbg !236
  %.49 = and i32 %.48, 1, !dbg !236
  %.50 = add i32 %.45, 32767, !dbg !236
  %.51 = add i32 %.50, %.49, !dbg !236
  %.52 = lshr i32 %.51, 16, !dbg !236
  %.54 = or i32 %.48, 64, !dbg !236
  %.55 = select i1 %.47, i32 %.54, i32 %.52, !dbg !236
  %t50 = shl nuw i32 %.55, 16, !dbg !235
  %t51 = or i32 %t50, %.36, !dbg !235
  %t52 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t282, !dbg !235
  store i32 %t51, ptr addrspace(1) %t52, align 4, !dbg !235
  %t53 = add i64 %t282, %t12, !dbg !235
  %t29 = icmp slt i64 %t53, %t24, !dbg !235
  br i1 %t29, label %b3, label %b8, !dbg !235

b8:                                               ; preds = %b7, %entry
  %t54 = and i64 %a0, -2, !dbg !235
  %t55 = select i1 %3, i64 %t54, i64 0, !dbg !235
  %t56 = add i64 %t11, %t55, !dbg !235
  %t583 = icmp slt i64 %t56, %a0, !dbg !235
  br i1 %t583, label %b10, label %b15, !dbg !235

b10:                                              ; preds = %b8, %b14
  %t574 = phi i64 [ %t67, %b14 ], [ %t56, %b8 ]
  br i1 %t0.not, label %b12, label %b11, !dbg !235

b11:                                              ; preds = %b10
  %t59 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t574, !dbg !235
  %.57 = load i16, ptr addrspace(1) %t59, align 2, !dbg !235
  br label %b12, !dbg !235

b12:                                              ; preds = %b11, %b10
  %t61 = phi i16 [ %.57, %b11 ], [ %a2, %b10 ]
  br i1 %t1.not, label %b14, label %b13, !dbg !235

b13:                                              ; preds = %b12
  %t62 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t574, !dbg !235
  %.58 = load i16, ptr addrspace(1) %t62, align 2, !dbg !235
  br label %b14, !dbg !235

b14:                                              ; preds = %b13, %b12
  %t64 = phi i16 [ %.58, %b13 ], [ %a4, %b12 ]
  %.59 = zext i16 %t61 to i32, !dbg !236
  %.60 = shl nuw i32 %.59, 16, !dbg !236
  %.61 = bitcast i32 %.60 to float, !dbg !236
  %.62 = zext i16 %t64 to i32, !dbg !236
  %.63 = shl nuw i32 %.62, 16, !dbg !236
  %.64 = bitcast i32 %.63 to float, !dbg !236
  %.65 = fsub float %.61, %.64, !dbg !236
  %.66 = bitcast float %.65 to i32, !dbg !236
  %.67 = and i32 %.66, 2147483647, !dbg !236
  %.68 = icmp ugt i32 %.67, 2139095040, !dbg !236
  %.69 = lshr i32 %.66, 16, !dbg !236
  %.70 = and i32 %.69, 1, !dbg !236
  %.71 = add i32 %.66, 32767, !dbg !236
  %.72 = add i32 %.71, %.70, !dbg !236
  %.73 = lshr i32 %.72, 16, !dbg !236
  %.75 = or i32 %.69, 64, !dbg !236
  %.76 = select i1 %.68, i32 %.75, i32 %.73, !dbg !236
  %.77 = trunc i32 %.76 to i16, !dbg !236
  %t66 = getelementptr inbounds i16, ptr addrspace(1) %a5, i64 %t574, !dbg !235
  store i16 %.77, ptr addrspace(1) %t66, align 2, !dbg !235
  %t67 = add i64 %t574, %t12, !dbg !235
  %t58 = icmp slt i64 %t67, %a0, !dbg !235
  br i1 %t58, label %b10, label %b15, !dbg !235

b15:                                              ; preds = %b14, %b8
  ret void, !dbg !235
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !237 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !238
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !238
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !238
  %t3 = sext i32 %.1 to i64, !dbg !238
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !238
  %t5 = sext i32 %.2 to i64, !dbg !238
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !238
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !238
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !238, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !238
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !238
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !238, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !238
  %.15 = add i32 %.14, %.9, !dbg !238
  %.16 = udiv i32 %.15, %.6, !dbg !238
  %t9 = sext i32 %.16 to i64, !dbg !238
  %t10 = mul nsw i64 %t7, %t5, !dbg !238
  %t11 = add nsw i64 %t10, %t3, !dbg !238
  %t12 = mul nsw i64 %t9, %t7, !dbg !238
  %t13 = icmp sgt i64 %a1, 7, !dbg !238
  %t15 = icmp sgt i64 %a1, 6, !dbg !238
  %t17 = icmp sgt i64 %a1, 5, !dbg !238
  %t19 = icmp sgt i64 %a1, 4, !dbg !238
  %t21 = icmp sgt i64 %a1, 3, !dbg !238
  %t23 = icmp sgt i64 %a1, 2, !dbg !238
  %t25 = icmp sgt i64 %a1, 1, !dbg !238
  %t27 = icmp sgt i64 %a1, 0, !dbg !238
  %t291 = icmp slt i64 %t11, %a0, !dbg !238
  br i1 %t291, label %b2, label %b23, !dbg !238

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t149, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !238

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !238
  %t33 = mul i64 %t31, %a9, !dbg !238
  %t34 = sub nuw i64 %t282, %t33, !dbg !238
  %t35 = mul i64 %t34, %a19, !dbg !238
  %t36 = mul i64 %t34, %a29, !dbg !238
  %t37 = mul i64 %t34, %a38, !dbg !238
  br label %b4, !dbg !238

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !238

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !238
  %t45 = mul i64 %t43, %a8, !dbg !238
  %t46 = sub i64 %t38, %t45, !dbg !238
  %t47 = mul i64 %t46, %a18, !dbg !238
  %t48 = add i64 %t47, %t39, !dbg !238
  %t49 = mul i64 %t46, %a28, !dbg !238
  %t50 = add i64 %t49, %t40, !dbg !238
  %t51 = mul i64 %t46, %a37, !dbg !238
  %t52 = add i64 %t51, %t41, !dbg !238
  br label %b6, !dbg !238

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !238

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !238
  %t60 = mul i64 %t58, %a7, !dbg !238
  %t61 = sub i64 %t53, %t60, !dbg !238
  %t62 = mul i64 %t61, %a17, !dbg !238
  %t63 = add i64 %t62, %t54, !dbg !238
  %t64 = mul i64 %t61, %a27, !dbg !238
  %t65 = add i64 %t64, %t55, !dbg !238
  %t66 = mul i64 %t61, %a36, !dbg !238
  %t67 = add i64 %t66, %t56, !dbg !238
  br label %b8, !dbg !238

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !238

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !238
  %t75 = mul i64 %t73, %a6, !dbg !238
  %t76 = sub i64 %t68, %t75, !dbg !238
  %t77 = mul i64 %t76, %a16, !dbg !238
  %t78 = add i64 %t77, %t69, !dbg !238
  %t79 = mul i64 %t76, %a26, !dbg !238
  %t80 = add i64 %t79, %t70, !dbg !238
  %t81 = mul i64 %t76, %a35, !dbg !238
  %t82 = add i64 %t81, %t71, !dbg !238
  br label %b10, !dbg !238

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !238

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !238
  %t90 = mul i64 %t88, %a5, !dbg !238
  %t91 = sub i64 %t83, %t90, !dbg !238
  %t92 = mul i64 %t91, %a15, !dbg !238
  %t93 = add i64 %t92, %t84, !dbg !238
  %t94 = mul i64 %t91, %a25, !dbg !238
  %t95 = add i64 %t94, %t85, !dbg !238
  %t96 = mul i64 %t91, %a34, !dbg !238
  %t97 = add i64 %t96, %t86, !dbg !238
  br label %b12, !dbg !238

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !238

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !238
  %t105 = mul i64 %t103, %a4, !dbg !238
  %t106 = sub i64 %t98, %t105, !dbg !238
  %t107 = mul i64 %t106, %a14, !dbg !238
  %t108 = add i64 %t107, %t99, !dbg !238
  %t109 = mul i64 %t106, %a24, !dbg !238
  %t110 = add i64 %t109, %t100, !dbg !238
  %t111 = mul i64 %t106, %a33, !dbg !238
  %t112 = add i64 %t111, %t101, !dbg !238
  br label %b14, !dbg !238

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !238

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !238
  %t120 = mul i64 %t118, %a3, !dbg !238
  %t121 = sub i64 %t113, %t120, !dbg !238
  %t122 = mul i64 %t121, %a13, !dbg !238
  %t123 = add i64 %t122, %t114, !dbg !238
  %t124 = mul i64 %t121, %a23, !dbg !238
  %t125 = add i64 %t124, %t115, !dbg !238
  %t126 = mul i64 %t121, %a32, !dbg !238
  %t127 = add i64 %t126, %t116, !dbg !238
  br label %b16, !dbg !238

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !238

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !238
  %t133 = add i64 %t129, %t132, !dbg !238
  %t134 = mul i64 %t128, %a22, !dbg !238
  %t135 = add i64 %t130, %t134, !dbg !238
  %t136 = mul i64 %t128, %a31, !dbg !238
  %t137 = add i64 %t131, %t136, !dbg !238
  br label %b18, !dbg !238

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !238

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t138, !dbg !238
  %.17 = load i16, ptr addrspace(1) %t141, align 2, !dbg !238
  br label %b20, !dbg !238

b20:                                              ; preds = %b19, %b18
  %t143 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !238

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t139, !dbg !238
  %.18 = load i16, ptr addrspace(1) %t144, align 2, !dbg !238
  br label %b22, !dbg !238

b22:                                              ; preds = %b21, %b20
  %t146 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  %.19 = zext i16 %t143 to i32, !dbg !239
  %.20 = shl nuw i32 %.19, 16, !dbg !239
  %.21 = bitcast i32 %.20 to float, !dbg !239
  %.22 = zext i16 %t146 to i32, !dbg !239
  %.23 = shl nuw i32 %.22, 16, !dbg !239
  %.24 = bitcast i32 %.23 to float, !dbg !239
  %.25 = fsub float %.21, %.24, !dbg !239
  %.26 = bitcast float %.25 to i32, !dbg !239
  %.27 = and i32 %.26, 2147483647, !dbg !239
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !239
  %.29 = lshr i32 %.26, 16, !dbg !239
  %.30 = and i32 %.29, 1, !dbg !239
  %.31 = add i32 %.26, 32767, !dbg !239
  %.32 = add i32 %.31, %.30, !dbg !239
  %.33 = lshr i32 %.32, 16, !dbg !239
  %.35 = or i32 %.29, 64, !dbg !239
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !239
  %.37 = trunc i32 %.36 to i16, !dbg !239
  %t148 = getelementptr inbounds i16, ptr addrspace(1) %a30, i64 %t140, !dbg !238
  store i16 %.37, ptr addrspace(1) %t148, align 2, !dbg !238
  %t149 = add i64 %t282, %t12, !dbg !238
  %t29 = icmp slt i64 %t149, %a0, !dbg !238
  br i1 %t29, label %b2, label %b23, !dbg !238

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !238
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !240 {
entry:
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
  %t13 = shl nsw i64 %t12, 1, !dbg !241
  %t14 = icmp slt i64 %t11, %a0, !dbg !241
  br i1 %t14, label %b1, label %b8, !dbg !241

b1:                                               ; preds = %entry
  %t15 = mul i64 %t11, %a2, !dbg !241
  %t16 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t15, !dbg !241
  %.17 = load i16, ptr addrspace(1) %t16, align 2, !dbg !241, !amdgpu.noclobber !6
  %t18 = add nsw i64 %t12, %t11, !dbg !241
  %t19 = sub i64 %a0, %t12, !dbg !241
  %t22 = mul i64 %t13, %a2, !dbg !241
  %t23 = mul i64 %t12, %a2, !dbg !241
  %t3111 = icmp slt i64 %t18, %t19, !dbg !241
  br i1 %t3111, label %b3.preheader, label %b4, !dbg !241

b3.preheader:                                     ; preds = %b1
  %t20 = mul i64 %t18, %a2, !dbg !241
  %t24 = add i64 %t20, %t23, !dbg !241
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t24, !dbg !241
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t20, !dbg !241
  br label %b3, !dbg !241

b3:                                               ; preds = %b3.preheader, %b3
  %t2915 = phi i16 [ %.57, %b3 ], [ %.17, %b3.preheader ]
  %t2814 = phi i64 [ %t36, %b3 ], [ %t18, %b3.preheader ]
  %t2713 = phi ptr addrspace(1) [ %t37, %b3 ], [ %t21, %b3.preheader ]
  %t2612 = phi ptr addrspace(1) [ %t38, %b3 ], [ %t25, %b3.preheader ]
  %.18 = load i16, ptr addrspace(1) %t2713, align 2, !dbg !241
  %.19 = load i16, ptr addrspace(1) %t2612, align 2, !dbg !241
  %.20 = zext i16 %t2915 to i32, !dbg !242
  %.21 = shl nuw i32 %.20, 16, !dbg !242
  %.22 = bitcast i32 %.21 to float, !dbg !242
  %.23 = zext i16 %.18 to i32, !dbg !242
  %.24 = shl nuw i32 %.23, 16, !dbg !242
  %.25 = bitcast i32 %.24 to float, !dbg !242
  %.26 = fsub float %.22, %.25, !dbg !242
  %.27 = bitcast float %.26 to i32, !dbg !242
  %.28 = and i32 %.27, 2147483647, !dbg !242
  %.29 = icmp ugt i32 %.28, 2139095040, !dbg !242
  %.30 = lshr i32 %.27, 16, !dbg !242
  %.31 = and i32 %.30, 1, !dbg !242
  %.32 = add i32 %.27, 32767, !dbg !242
  %.33 = add i32 %.32, %.31, !dbg !242
  %.34 = lshr i32 %.33, 16, !dbg !242
  %.36 = or i32 %.30, 64, !dbg !242
  %.37 = select i1 %.29, i32 %.36, i32 %.34, !dbg !242
  %.40 = shl nuw i32 %.37, 16, !dbg !242
  %.41 = bitcast i32 %.40 to float, !dbg !242
  %.42 = zext i16 %.19 to i32, !dbg !242
  %.43 = shl nuw i32 %.42, 16, !dbg !242
  %.44 = bitcast i32 %.43 to float, !dbg !242
  %.45 = fsub float %.41, %.44, !dbg !242
  %.46 = bitcast float %.45 to i32, !dbg !242
  %.47 = and i32 %.46, 2147483647, !dbg !242
  %.48 = icmp ugt i32 %.47, 2139095040, !dbg !242
  %.49 = lshr i32 %.46, 16, !dbg !242
  %.50 = and i32 %.49, 1, !dbg !242
  %.51 = add i32 %.46, 32767, !dbg !242
  %.52 = add i32 %.51, %.50, !dbg !242
  %.53 = lshr i32 %.52, 16, !dbg !242
  %.55 = or i32 %.49, 64, !dbg !242
  %.56 = select i1 %.48, i32 %.55, i32 %.53, !dbg !242
  %.57 = trunc i32 %.56 to i16, !dbg !242
  %t36 = add i64 %t2814, %t13, !dbg !241
  %t37 = getelementptr inbounds i16, ptr addrspace(1) %t2713, i64 %t22, !dbg !241
  %t38 = getelementptr inbounds i16, ptr addrspace(1) %t2612, i64 %t22, !dbg !241
  %t31 = icmp slt i64 %t36, %t19, !dbg !241
  br i1 %t31, label %b3, label %b4, !dbg !241

b4:                                               ; preds = %b3, %b1
  %t28.lcssa = phi i64 [ %t18, %b1 ], [ %t36, %b3 ]
  %t29.lcssa = phi i16 [ %.17, %b1 ], [ %.57, %b3 ]
  %t4417 = icmp slt i64 %t28.lcssa, %a0, !dbg !241
  br i1 %t4417, label %b6.preheader, label %b8, !dbg !241

b6.preheader:                                     ; preds = %b4
  %t39 = mul i64 %t28.lcssa, %a2, !dbg !241
  %t40 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t39, !dbg !241
  br label %b6, !dbg !241

b6:                                               ; preds = %b6.preheader, %b6
  %t4320 = phi i16 [ %.77, %b6 ], [ %t29.lcssa, %b6.preheader ]
  %t4219 = phi i64 [ %t47, %b6 ], [ %t28.lcssa, %b6.preheader ]
  %t4118 = phi ptr addrspace(1) [ %t48, %b6 ], [ %t40, %b6.preheader ]
  %.58 = load i16, ptr addrspace(1) %t4118, align 2, !dbg !241
  %0 = insertelement <2 x i16> poison, i16 %t4320, i64 0, !dbg !242
  %1 = insertelement <2 x i16> %0, i16 %.58, i64 1, !dbg !242
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !242
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !242
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !242
  %5 = extractelement <2 x float> %4, i64 0, !dbg !242
  %6 = extractelement <2 x float> %4, i64 1, !dbg !242
  %.65 = fsub float %5, %6, !dbg !242
  %.66 = bitcast float %.65 to i32, !dbg !242
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
  %t47 = add i64 %t4219, %t12, !dbg !241
  %t48 = getelementptr inbounds i16, ptr addrspace(1) %t4118, i64 %t23, !dbg !241
  %t44 = icmp slt i64 %t47, %a0, !dbg !241
  br i1 %t44, label %b6, label %b8, !dbg !241

b8:                                               ; preds = %b6, %b4, %entry
  %t49 = phi i16 [ 0, %entry ], [ %t29.lcssa, %b4 ], [ %.77, %b6 ]
  %t50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.0, i32 %.1, !dbg !241
  store i16 %t49, ptr addrspace(3) %t50, align 2, !dbg !241
  %t51 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.1, i32 %.1, !dbg !241
  %.78 = zext i1 %t14 to i8, !dbg !241
  store i8 %.78, ptr addrspace(3) %t51, align 1, !dbg !241
  fence syncscope("workgroup") release, !dbg !241
  tail call void @llvm.amdgcn.s.barrier(), !dbg !241
  fence syncscope("workgroup") acquire, !dbg !241
  %t52 = icmp slt i32 %.1, 128, !dbg !241
  br i1 %t52, label %b9, label %b14, !dbg !241

b9:                                               ; preds = %b8
  %t53 = add nsw i32 %.1, 128, !dbg !241
  %t54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.0, i32 %t53, !dbg !241
  %.79 = load i16, ptr addrspace(3) %t54, align 2, !dbg !241
  %t56 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.1, i32 %t53, !dbg !241
  %.80 = load i8, ptr addrspace(3) %t56, align 1, !dbg !241
  %.81.not10 = icmp eq i8 %.80, 0, !dbg !241
  %t14.not = xor i1 %t14, true, !dbg !241
  %brmerge = select i1 %.81.not10, i1 true, i1 %t14.not, !dbg !241
  %t49.mux = select i1 %.81.not10, i16 %t49, i16 %.79, !dbg !241
  %not..81.not10 = xor i1 %.81.not10, true, !dbg !241
  %t14.mux = select i1 %not..81.not10, i1 true, i1 %t14, !dbg !241
  br i1 %brmerge, label %b13, label %b11, !dbg !241

b11:                                              ; preds = %b9
  %.82 = zext i16 %t49 to i32, !dbg !242
  %.83 = shl nuw i32 %.82, 16, !dbg !242
  %.84 = bitcast i32 %.83 to float, !dbg !242
  %.85 = zext i16 %.79 to i32, !dbg !242
  %.86 = shl nuw i32 %.85, 16, !dbg !242
  %.87 = bitcast i32 %.86 to float, !dbg !242
  %.88 = fsub float %.84, %.87, !dbg !242
  %.89 = bitcast float %.88 to i32, !dbg !242
  %.90 = and i32 %.89, 2147483647, !dbg !242
  %.91 = icmp ugt i32 %.90, 2139095040, !dbg !242
  %.92 = lshr i32 %.89, 16, !dbg !242
  %.93 = and i32 %.92, 1, !dbg !242
  %.94 = add i32 %.89, 32767, !dbg !242
  %.95 = add i32 %.94, %.93, !dbg !242
  %.96 = lshr i32 %.95, 16, !dbg !242
  %.98 = or i32 %.92, 64, !dbg !242
  %.99 = select i1 %.91, i32 %.98, i32 %.96, !dbg !242
  %.100 = trunc i32 %.99 to i16, !dbg !242
  br label %b13, !dbg !241

b13:                                              ; preds = %b9, %b11
  %t60 = phi i16 [ %t49.mux, %b9 ], [ %.100, %b11 ]
  %t61 = phi i1 [ %t14.mux, %b9 ], [ true, %b11 ]
  store i16 %t60, ptr addrspace(3) %t50, align 2, !dbg !241
  %.101 = zext i1 %t61 to i8, !dbg !241
  store i8 %.101, ptr addrspace(3) %t51, align 1, !dbg !241
  br label %b14, !dbg !241

b14:                                              ; preds = %b13, %b8
  %t62 = phi i16 [ %t60, %b13 ], [ %t49, %b8 ]
  %t63 = phi i1 [ %t61, %b13 ], [ %t14, %b8 ]
  fence syncscope("workgroup") release, !dbg !241
  tail call void @llvm.amdgcn.s.barrier(), !dbg !241
  fence syncscope("workgroup") acquire, !dbg !241
  %t64 = icmp slt i32 %.1, 64, !dbg !241
  br i1 %t64, label %b15, label %b20, !dbg !241

b15:                                              ; preds = %b14
  %t65 = add nsw i32 %.1, 64, !dbg !241
  %t66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.0, i32 %t65, !dbg !241
  %.102 = load i16, ptr addrspace(3) %t66, align 2, !dbg !241
  %t68 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.1, i32 %t65, !dbg !241
  %.103 = load i8, ptr addrspace(3) %t68, align 1, !dbg !241
  %.104.not9 = icmp eq i8 %.103, 0, !dbg !241
  %t63.not = xor i1 %t63, true, !dbg !241
  %brmerge1 = select i1 %.104.not9, i1 true, i1 %t63.not, !dbg !241
  %t62.mux = select i1 %.104.not9, i16 %t62, i16 %.102, !dbg !241
  %not..104.not9 = xor i1 %.104.not9, true, !dbg !241
  %t63.mux = select i1 %not..104.not9, i1 true, i1 %t63, !dbg !241
  br i1 %brmerge1, label %b19, label %b17, !dbg !241

b17:                                              ; preds = %b15
  %.105 = zext i16 %t62 to i32, !dbg !242
  %.106 = shl nuw i32 %.105, 16, !dbg !242
  %.107 = bitcast i32 %.106 to float, !dbg !242
  %.108 = zext i16 %.102 to i32, !dbg !242
  %.109 = shl nuw i32 %.108, 16, !dbg !242
  %.110 = bitcast i32 %.109 to float, !dbg !242
  %.111 = fsub float %.107, %.110, !dbg !242
  %.112 = bitcast float %.111 to i32, !dbg !242
  %.113 = and i32 %.112, 2147483647, !dbg !242
  %.114 = icmp ugt i32 %.113, 2139095040, !dbg !242
  %.115 = lshr i32 %.112, 16, !dbg !242
  %.116 = and i32 %.115, 1, !dbg !242
  %.117 = add i32 %.112, 32767, !dbg !242
  %.118 = add i32 %.117, %.116, !dbg !242
  %.119 = lshr i32 %.118, 16, !dbg !242
  %.121 = or i32 %.115, 64, !dbg !242
  %.122 = select i1 %.114, i32 %.121, i32 %.119, !dbg !242
  %.123 = trunc i32 %.122 to i16, !dbg !242
  br label %b19, !dbg !241

b19:                                              ; preds = %b15, %b17
  %t72 = phi i16 [ %t62.mux, %b15 ], [ %.123, %b17 ]
  %t73 = phi i1 [ %t63.mux, %b15 ], [ true, %b17 ]
  store i16 %t72, ptr addrspace(3) %t50, align 2, !dbg !241
  %.124 = zext i1 %t73 to i8, !dbg !241
  store i8 %.124, ptr addrspace(3) %t51, align 1, !dbg !241
  br label %b20, !dbg !241

b20:                                              ; preds = %b19, %b14
  %t74 = phi i16 [ %t72, %b19 ], [ %t62, %b14 ]
  %t75 = phi i1 [ %t73, %b19 ], [ %t63, %b14 ]
  fence syncscope("workgroup") release, !dbg !241
  tail call void @llvm.amdgcn.s.barrier(), !dbg !241
  fence syncscope("workgroup") acquire, !dbg !241
  %t76 = icmp slt i32 %.1, 32, !dbg !241
  br i1 %t76, label %b21, label %b26, !dbg !241

b21:                                              ; preds = %b20
  %t77 = add nsw i32 %.1, 32, !dbg !241
  %t78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.0, i32 %t77, !dbg !241
  %.125 = load i16, ptr addrspace(3) %t78, align 2, !dbg !241
  %t80 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.1, i32 %t77, !dbg !241
  %.126 = load i8, ptr addrspace(3) %t80, align 1, !dbg !241
  %.127.not8 = icmp eq i8 %.126, 0, !dbg !241
  %t75.not = xor i1 %t75, true, !dbg !241
  %brmerge2 = select i1 %.127.not8, i1 true, i1 %t75.not, !dbg !241
  %t74.mux = select i1 %.127.not8, i16 %t74, i16 %.125, !dbg !241
  %not..127.not8 = xor i1 %.127.not8, true, !dbg !241
  %t75.mux = select i1 %not..127.not8, i1 true, i1 %t75, !dbg !241
  br i1 %brmerge2, label %b26, label %b23, !dbg !241

b23:                                              ; preds = %b21
  %.128 = zext i16 %t74 to i32, !dbg !242
  %.129 = shl nuw i32 %.128, 16, !dbg !242
  %.130 = bitcast i32 %.129 to float, !dbg !242
  %.131 = zext i16 %.125 to i32, !dbg !242
  %.132 = shl nuw i32 %.131, 16, !dbg !242
  %.133 = bitcast i32 %.132 to float, !dbg !242
  %.134 = fsub float %.130, %.133, !dbg !242
  %.135 = bitcast float %.134 to i32, !dbg !242
  %.136 = and i32 %.135, 2147483647, !dbg !242
  %.137 = icmp ugt i32 %.136, 2139095040, !dbg !242
  %.138 = lshr i32 %.135, 16, !dbg !242
  %.139 = and i32 %.138, 1, !dbg !242
  %.140 = add i32 %.135, 32767, !dbg !242
  %.141 = add i32 %.140, %.139, !dbg !242
  %.142 = lshr i32 %.141, 16, !dbg !242
  %.144 = or i32 %.138, 64, !dbg !242
  %.145 = select i1 %.137, i32 %.144, i32 %.142, !dbg !242
  %.146 = trunc i32 %.145 to i16, !dbg !242
  br label %b26, !dbg !241

b26:                                              ; preds = %b21, %b23, %b20
  %t86 = phi i16 [ %t74, %b20 ], [ %t74.mux, %b21 ], [ %.146, %b23 ]
  %t87 = phi i1 [ %t75, %b20 ], [ %t75.mux, %b21 ], [ true, %b23 ]
  br i1 %t76, label %b27, label %b48, !dbg !241

b27:                                              ; preds = %b26
  %.148 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !241
  %.149 = zext i32 %.148 to i64, !dbg !241
  %.150 = add nuw nsw i64 %.149, 16, !dbg !241
  %.151 = icmp ult i32 %.148, 16, !dbg !241
  %.152 = tail call i32 @llvm.read_register.i32(metadata !230) #13, !dbg !241
  %.153 = zext i32 %.152 to i64, !dbg !241
  %.154 = and i64 %.150, 31, !dbg !241
  %7 = shl nuw nsw i64 1, %.154, !dbg !241
  %8 = and i64 %7, %.153, !dbg !241
  %.156 = icmp ne i64 %8, 0, !dbg !241
  %.157 = and i1 %.151, %.156, !dbg !241
  %.158 = trunc i64 %.150 to i32, !dbg !241
  %.159 = shl i32 %.158, 2, !dbg !241
  %.160 = zext i16 %t86 to i32, !dbg !241
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.160), !dbg !241
  %.162 = trunc i32 %.161 to i16, !dbg !241
  %t88 = select i1 %.157, i16 %.162, i16 %t86, !dbg !241
  %.176 = zext i1 %t87 to i32, !dbg !241
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.176), !dbg !241
  %9 = and i32 %.177, 1, !dbg !241
  %.178 = icmp ne i32 %9, 0, !dbg !241
  %t89 = select i1 %.157, i1 %.178, i1 %t87, !dbg !241
  %t90 = icmp slt i32 %.1, 16, !dbg !241
  %t91 = and i1 %t90, %t89, !dbg !241
  %10 = select i1 %t91, i1 %t87, i1 false, !dbg !241
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !241
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !241
  br i1 %10, label %b29, label %b31, !dbg !241

b29:                                              ; preds = %b27
  %.180 = shl nuw i32 %.160, 16, !dbg !242
  %.181 = bitcast i32 %.180 to float, !dbg !242
  %.182 = zext i16 %t88 to i32, !dbg !242
  %.183 = shl nuw i32 %.182, 16, !dbg !242
  %.184 = bitcast i32 %.183 to float, !dbg !242
  %.185 = fsub float %.181, %.184, !dbg !242
  %.186 = bitcast float %.185 to i32, !dbg !242
  %.187 = and i32 %.186, 2147483647, !dbg !242
  %.188 = icmp ugt i32 %.187, 2139095040, !dbg !242
  %.189 = lshr i32 %.186, 16, !dbg !242
  %.190 = and i32 %.189, 1, !dbg !242
  %.191 = add i32 %.186, 32767, !dbg !242
  %.192 = add i32 %.191, %.190, !dbg !242
  %.193 = lshr i32 %.192, 16, !dbg !242
  %.195 = or i32 %.189, 64, !dbg !242
  %.196 = select i1 %.188, i32 %.195, i32 %.193, !dbg !242
  %.197 = trunc i32 %.196 to i16, !dbg !242
  br label %b31, !dbg !241

b31:                                              ; preds = %b27, %b29
  %t94 = phi i16 [ %t86.mux, %b27 ], [ %.197, %b29 ]
  %t95 = phi i1 [ %t87.mux, %b27 ], [ true, %b29 ]
  %.201 = add nuw nsw i64 %.149, 8, !dbg !241
  %.202 = icmp ult i32 %.148, 24, !dbg !241
  %.205 = and i64 %.201, 31, !dbg !241
  %11 = shl nuw nsw i64 1, %.205, !dbg !241
  %12 = and i64 %11, %.153, !dbg !241
  %.207 = icmp ne i64 %12, 0, !dbg !241
  %.208 = and i1 %.202, %.207, !dbg !241
  %.209 = trunc i64 %.201 to i32, !dbg !241
  %.210 = shl i32 %.209, 2, !dbg !241
  %.211 = zext i16 %t94 to i32, !dbg !241
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.211), !dbg !241
  %.213 = trunc i32 %.212 to i16, !dbg !241
  %t96 = select i1 %.208, i16 %.213, i16 %t94, !dbg !241
  %.227 = zext i1 %t95 to i32, !dbg !241
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.227), !dbg !241
  %13 = and i32 %.228, 1, !dbg !241
  %.229 = icmp ne i32 %13, 0, !dbg !241
  %t97 = select i1 %.208, i1 %.229, i1 %t95, !dbg !241
  %t98 = icmp slt i32 %.1, 24, !dbg !241
  %t99 = and i1 %t98, %t97, !dbg !241
  %14 = select i1 %t99, i1 %t95, i1 false, !dbg !241
  %t94.mux = select i1 %t99, i16 %t96, i16 %t94, !dbg !241
  %t95.mux = select i1 %t99, i1 true, i1 %t95, !dbg !241
  br i1 %14, label %b33, label %b35, !dbg !241

b33:                                              ; preds = %b31
  %.231 = shl nuw i32 %.211, 16, !dbg !242
  %.232 = bitcast i32 %.231 to float, !dbg !242
  %.233 = zext i16 %t96 to i32, !dbg !242
  %.234 = shl nuw i32 %.233, 16, !dbg !242
  %.235 = bitcast i32 %.234 to float, !dbg !242
  %.236 = fsub float %.232, %.235, !dbg !242
  %.237 = bitcast float %.236 to i32, !dbg !242
  %.238 = and i32 %.237, 2147483647, !dbg !242
  %.239 = icmp ugt i32 %.238, 2139095040, !dbg !242
  %.240 = lshr i32 %.237, 16, !dbg !242
  %.241 = and i32 %.240, 1, !dbg !242
  %.242 = add i32 %.237, 32767, !dbg !242
  %.243 = add i32 %.242, %.241, !dbg !242
  %.244 = lshr i32 %.243, 16, !dbg !242
  %.246 = or i32 %.240, 64, !dbg !242
  %.247 = select i1 %.239, i32 %.246, i32 %.244, !dbg !242
  %.248 = trunc i32 %.247 to i16, !dbg !242
  br label %b35, !dbg !241

b35:                                              ; preds = %b31, %b33
  %t102 = phi i16 [ %t94.mux, %b31 ], [ %.248, %b33 ]
  %t103 = phi i1 [ %t95.mux, %b31 ], [ true, %b33 ]
  %.252 = add nuw nsw i64 %.149, 4, !dbg !241
  %.253 = icmp ult i32 %.148, 28, !dbg !241
  %.256 = and i64 %.252, 31, !dbg !241
  %15 = shl nuw nsw i64 1, %.256, !dbg !241
  %16 = and i64 %15, %.153, !dbg !241
  %.258 = icmp ne i64 %16, 0, !dbg !241
  %.259 = and i1 %.253, %.258, !dbg !241
  %.260 = trunc i64 %.252 to i32, !dbg !241
  %.261 = shl i32 %.260, 2, !dbg !241
  %.262 = zext i16 %t102 to i32, !dbg !241
  %.263 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.262), !dbg !241
  %.264 = trunc i32 %.263 to i16, !dbg !241
  %t104 = select i1 %.259, i16 %.264, i16 %t102, !dbg !241
  %.278 = zext i1 %t103 to i32, !dbg !241
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.278), !dbg !241
  %17 = and i32 %.279, 1, !dbg !241
  %.280 = icmp ne i32 %17, 0, !dbg !241
  %t105 = select i1 %.259, i1 %.280, i1 %t103, !dbg !241
  %t106 = icmp slt i32 %.1, 28, !dbg !241
  %t107 = and i1 %t106, %t105, !dbg !241
  %18 = select i1 %t107, i1 %t103, i1 false, !dbg !241
  %t102.mux = select i1 %t107, i16 %t104, i16 %t102, !dbg !241
  %t103.mux = select i1 %t107, i1 true, i1 %t103, !dbg !241
  br i1 %18, label %b37, label %b39, !dbg !241

b37:                                              ; preds = %b35
  %.282 = shl nuw i32 %.262, 16, !dbg !242
  %.283 = bitcast i32 %.282 to float, !dbg !242
  %.284 = zext i16 %t104 to i32, !dbg !242
  %.285 = shl nuw i32 %.284, 16, !dbg !242
  %.286 = bitcast i32 %.285 to float, !dbg !242
  %.287 = fsub float %.283, %.286, !dbg !242
  %.288 = bitcast float %.287 to i32, !dbg !242
  %.289 = and i32 %.288, 2147483647, !dbg !242
  %.290 = icmp ugt i32 %.289, 2139095040, !dbg !242
  %.291 = lshr i32 %.288, 16, !dbg !242
  %.292 = and i32 %.291, 1, !dbg !242
  %.293 = add i32 %.288, 32767, !dbg !242
  %.294 = add i32 %.293, %.292, !dbg !242
  %.295 = lshr i32 %.294, 16, !dbg !242
  %.297 = or i32 %.291, 64, !dbg !242
  %.298 = select i1 %.290, i32 %.297, i32 %.295, !dbg !242
  %.299 = trunc i32 %.298 to i16, !dbg !242
  br label %b39, !dbg !241

b39:                                              ; preds = %b35, %b37
  %t110 = phi i16 [ %t102.mux, %b35 ], [ %.299, %b37 ]
  %t111 = phi i1 [ %t103.mux, %b35 ], [ true, %b37 ]
  %.303 = add nuw nsw i64 %.149, 2, !dbg !241
  %.304 = icmp ult i32 %.148, 30, !dbg !241
  %.307 = and i64 %.303, 31, !dbg !241
  %19 = shl nuw nsw i64 1, %.307, !dbg !241
  %20 = and i64 %19, %.153, !dbg !241
  %.309 = icmp ne i64 %20, 0, !dbg !241
  %.310 = and i1 %.304, %.309, !dbg !241
  %.311 = trunc i64 %.303 to i32, !dbg !241
  %.312 = shl i32 %.311, 2, !dbg !241
  %.313 = zext i16 %t110 to i32, !dbg !241
  %.314 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.313), !dbg !241
  %.315 = trunc i32 %.314 to i16, !dbg !241
  %t112 = select i1 %.310, i16 %.315, i16 %t110, !dbg !241
  %.329 = zext i1 %t111 to i32, !dbg !241
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.329), !dbg !241
  %21 = and i32 %.330, 1, !dbg !241
  %.331 = icmp ne i32 %21, 0, !dbg !241
  %t113 = select i1 %.310, i1 %.331, i1 %t111, !dbg !241
  %t114 = icmp slt i32 %.1, 30, !dbg !241
  %t115 = and i1 %t114, %t113, !dbg !241
  %22 = select i1 %t115, i1 %t111, i1 false, !dbg !241
  %t110.mux = select i1 %t115, i16 %t112, i16 %t110, !dbg !241
  %t111.mux = select i1 %t115, i1 true, i1 %t111, !dbg !241
  br i1 %22, label %b41, label %b43, !dbg !241

b41:                                              ; preds = %b39
  %.333 = shl nuw i32 %.313, 16, !dbg !242
  %.334 = bitcast i32 %.333 to float, !dbg !242
  %.335 = zext i16 %t112 to i32, !dbg !242
  %.336 = shl nuw i32 %.335, 16, !dbg !242
  %.337 = bitcast i32 %.336 to float, !dbg !242
  %.338 = fsub float %.334, %.337, !dbg !242
  %.339 = bitcast float %.338 to i32, !dbg !242
  %.340 = and i32 %.339, 2147483647, !dbg !242
  %.341 = icmp ugt i32 %.340, 2139095040, !dbg !242
  %.342 = lshr i32 %.339, 16, !dbg !242
  %.343 = and i32 %.342, 1, !dbg !242
  %.344 = add i32 %.339, 32767, !dbg !242
  %.345 = add i32 %.344, %.343, !dbg !242
  %.346 = lshr i32 %.345, 16, !dbg !242
  %.348 = or i32 %.342, 64, !dbg !242
  %.349 = select i1 %.341, i32 %.348, i32 %.346, !dbg !242
  %.350 = trunc i32 %.349 to i16, !dbg !242
  br label %b43, !dbg !241

b43:                                              ; preds = %b39, %b41
  %t118 = phi i16 [ %t110.mux, %b39 ], [ %.350, %b41 ]
  %t119 = phi i1 [ %t111.mux, %b39 ], [ true, %b41 ]
  %.354 = add nuw nsw i64 %.149, 1, !dbg !241
  %.355 = icmp ult i32 %.148, 31, !dbg !241
  %.358 = and i64 %.354, 31, !dbg !241
  %23 = shl nuw nsw i64 1, %.358, !dbg !241
  %24 = and i64 %23, %.153, !dbg !241
  %.360 = icmp ne i64 %24, 0, !dbg !241
  %.361 = and i1 %.355, %.360, !dbg !241
  %.362 = trunc i64 %.354 to i32, !dbg !241
  %.363 = shl i32 %.362, 2, !dbg !241
  %.364 = zext i16 %t118 to i32, !dbg !241
  %.365 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.364), !dbg !241
  %.366 = trunc i32 %.365 to i16, !dbg !241
  %t120 = select i1 %.361, i16 %.366, i16 %t118, !dbg !241
  %.380 = zext i1 %t119 to i32, !dbg !241
  %.381 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.380), !dbg !241
  %25 = and i32 %.381, 1, !dbg !241
  %.382 = icmp ne i32 %25, 0, !dbg !241
  %t121 = select i1 %.361, i1 %.382, i1 %t119, !dbg !241
  %t122 = icmp slt i32 %.1, 31, !dbg !241
  %t123 = and i1 %t122, %t121, !dbg !241
  %26 = select i1 %t123, i1 %t119, i1 false, !dbg !241
  %t118.mux = select i1 %t123, i16 %t120, i16 %t118, !dbg !241
  %t119.mux = select i1 %t123, i1 true, i1 %t119, !dbg !241
  br i1 %26, label %b45, label %b48, !dbg !241

b45:                                              ; preds = %b43
  %.384 = shl nuw i32 %.364, 16, !dbg !242
  %.385 = bitcast i32 %.384 to float, !dbg !242
  %.386 = zext i16 %t120 to i32, !dbg !242
  %.387 = shl nuw i32 %.386, 16, !dbg !242
  %.388 = bitcast i32 %.387 to float, !dbg !242
  %.389 = fsub float %.385, %.388, !dbg !242
  %.390 = bitcast float %.389 to i32, !dbg !242
  %.391 = and i32 %.390, 2147483647, !dbg !242
  %.392 = icmp ugt i32 %.391, 2139095040, !dbg !242
  %.393 = lshr i32 %.390, 16, !dbg !242
  %.394 = and i32 %.393, 1, !dbg !242
  %.395 = add i32 %.390, 32767, !dbg !242
  %.396 = add i32 %.395, %.394, !dbg !242
  %.397 = lshr i32 %.396, 16, !dbg !242
  %.399 = or i32 %.393, 64, !dbg !242
  %.400 = select i1 %.392, i32 %.399, i32 %.397, !dbg !242
  %.401 = trunc i32 %.400 to i16, !dbg !242
  br label %b48, !dbg !241

b48:                                              ; preds = %b43, %b45, %b26
  %t128 = phi i16 [ %t86, %b26 ], [ %t118.mux, %b43 ], [ %.401, %b45 ]
  %t129 = phi i1 [ %t87, %b26 ], [ %t119.mux, %b43 ], [ true, %b45 ]
  %t130 = icmp eq i32 %.1, 0, !dbg !241
  %t131 = and i1 %t130, %t129, !dbg !241
  br i1 %t131, label %b49, label %b50, !dbg !241

b49:                                              ; preds = %b48
  %t132 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t5, !dbg !241
  store i16 %t128, ptr addrspace(1) %t132, align 2, !dbg !241
  br label %b50, !dbg !241

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !241
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i16 %a3, i8 %a4) local_unnamed_addr #2 !dbg !243 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !244
  %t3 = sext i32 %.2 to i64, !dbg !244
  %t4 = icmp slt i64 %t3, %a0, !dbg !244
  br i1 %t4, label %b1, label %b5, !dbg !244

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t3, !dbg !244
  %.3 = load i16, ptr addrspace(1) %t5, align 2, !dbg !244, !amdgpu.noclobber !6
  %t812 = add nsw i64 %t3, 256, !dbg !244
  %t1013 = icmp slt i64 %t812, %a0, !dbg !244
  br i1 %t1013, label %b3, label %b5, !dbg !244

b3:                                               ; preds = %b1, %b3
  %t815 = phi i64 [ %t8, %b3 ], [ %t812, %b1 ]
  %t914 = phi i16 [ %.23, %b3 ], [ %.3, %b1 ]
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t815, !dbg !244
  %.4 = load i16, ptr addrspace(1) %t11, align 2, !dbg !244, !amdgpu.noclobber !6
  %0 = insertelement <2 x i16> poison, i16 %t914, i64 0, !dbg !245
  %1 = insertelement <2 x i16> %0, i16 %.4, i64 1, !dbg !245
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !245
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !245
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !245
  %5 = extractelement <2 x float> %4, i64 0, !dbg !245
  %6 = extractelement <2 x float> %4, i64 1, !dbg !245
  %.11 = fsub float %5, %6, !dbg !245
  %.12 = bitcast float %.11 to i32, !dbg !245
  %.13 = and i32 %.12, 2147483647, !dbg !245
  %.14 = icmp ugt i32 %.13, 2139095040, !dbg !245
  %.15 = lshr i32 %.12, 16, !dbg !245
  %.16 = and i32 %.15, 1, !dbg !245
  %.17 = add i32 %.12, 32767, !dbg !245
  %.18 = add i32 %.17, %.16, !dbg !245
  %.19 = lshr i32 %.18, 16, !dbg !245
  %.21 = or i32 %.15, 64, !dbg !245
  %.22 = select i1 %.14, i32 %.21, i32 %.19, !dbg !245
  %.23 = trunc i32 %.22 to i16, !dbg !245
  %t8 = add i64 %t815, 256, !dbg !244
  %t10 = icmp slt i64 %t8, %a0, !dbg !244
  br i1 %t10, label %b3, label %b5, !dbg !244

b5:                                               ; preds = %b3, %b1, %entry
  %t15 = phi i16 [ 0, %entry ], [ %.3, %b1 ], [ %.23, %b3 ]
  %t16 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.0, i32 %.2, !dbg !244
  store i16 %t15, ptr addrspace(3) %t16, align 2, !dbg !244
  %t17 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.1, i32 %.2, !dbg !244
  %.24 = zext i1 %t4 to i8, !dbg !244
  store i8 %.24, ptr addrspace(3) %t17, align 1, !dbg !244
  fence syncscope("workgroup") release, !dbg !244
  tail call void @llvm.amdgcn.s.barrier(), !dbg !244
  fence syncscope("workgroup") acquire, !dbg !244
  %t18 = icmp slt i32 %.2, 128, !dbg !244
  br i1 %t18, label %b6, label %b11, !dbg !244

b6:                                               ; preds = %b5
  %t19 = add nsw i32 %.2, 128, !dbg !244
  %t20 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.0, i32 %t19, !dbg !244
  %.25 = load i16, ptr addrspace(3) %t20, align 2, !dbg !244
  %t22 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.1, i32 %t19, !dbg !244
  %.26 = load i8, ptr addrspace(3) %t22, align 1, !dbg !244
  %.27.not11 = icmp eq i8 %.26, 0, !dbg !244
  %t4.not = xor i1 %t4, true, !dbg !244
  %brmerge = select i1 %.27.not11, i1 true, i1 %t4.not, !dbg !244
  %t15.mux = select i1 %.27.not11, i16 %t15, i16 %.25, !dbg !244
  %not..27.not11 = xor i1 %.27.not11, true, !dbg !244
  %t4.mux = select i1 %not..27.not11, i1 true, i1 %t4, !dbg !244
  br i1 %brmerge, label %b10, label %b8, !dbg !244

b8:                                               ; preds = %b6
  %.28 = zext i16 %t15 to i32, !dbg !245
  %.29 = shl nuw i32 %.28, 16, !dbg !245
  %.30 = bitcast i32 %.29 to float, !dbg !245
  %.31 = zext i16 %.25 to i32, !dbg !245
  %.32 = shl nuw i32 %.31, 16, !dbg !245
  %.33 = bitcast i32 %.32 to float, !dbg !245
  %.34 = fsub float %.30, %.33, !dbg !245
  %.35 = bitcast float %.34 to i32, !dbg !245
  %.36 = and i32 %.35, 2147483647, !dbg !245
  %.37 = icmp ugt i32 %.36, 2139095040, !dbg !245
  %.38 = lshr i32 %.35, 16, !dbg !245
  %.39 = and i32 %.38, 1, !dbg !245
  %.40 = add i32 %.35, 32767, !dbg !245
  %.41 = add i32 %.40, %.39, !dbg !245
  %.42 = lshr i32 %.41, 16, !dbg !245
  %.44 = or i32 %.38, 64, !dbg !245
  %.45 = select i1 %.37, i32 %.44, i32 %.42, !dbg !245
  %.46 = trunc i32 %.45 to i16, !dbg !245
  br label %b10, !dbg !244

b10:                                              ; preds = %b6, %b8
  %t26 = phi i16 [ %t15.mux, %b6 ], [ %.46, %b8 ]
  %t27 = phi i1 [ %t4.mux, %b6 ], [ true, %b8 ]
  store i16 %t26, ptr addrspace(3) %t16, align 2, !dbg !244
  %.47 = zext i1 %t27 to i8, !dbg !244
  store i8 %.47, ptr addrspace(3) %t17, align 1, !dbg !244
  br label %b11, !dbg !244

b11:                                              ; preds = %b10, %b5
  %t28 = phi i16 [ %t26, %b10 ], [ %t15, %b5 ]
  %t29 = phi i1 [ %t27, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !244
  tail call void @llvm.amdgcn.s.barrier(), !dbg !244
  fence syncscope("workgroup") acquire, !dbg !244
  %t30 = icmp slt i32 %.2, 64, !dbg !244
  br i1 %t30, label %b12, label %b17, !dbg !244

b12:                                              ; preds = %b11
  %t31 = add nsw i32 %.2, 64, !dbg !244
  %t32 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.0, i32 %t31, !dbg !244
  %.48 = load i16, ptr addrspace(3) %t32, align 2, !dbg !244
  %t34 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.1, i32 %t31, !dbg !244
  %.49 = load i8, ptr addrspace(3) %t34, align 1, !dbg !244
  %.50.not10 = icmp eq i8 %.49, 0, !dbg !244
  %t29.not = xor i1 %t29, true, !dbg !244
  %brmerge1 = select i1 %.50.not10, i1 true, i1 %t29.not, !dbg !244
  %t28.mux = select i1 %.50.not10, i16 %t28, i16 %.48, !dbg !244
  %not..50.not10 = xor i1 %.50.not10, true, !dbg !244
  %t29.mux = select i1 %not..50.not10, i1 true, i1 %t29, !dbg !244
  br i1 %brmerge1, label %b16, label %b14, !dbg !244

b14:                                              ; preds = %b12
  %.51 = zext i16 %t28 to i32, !dbg !245
  %.52 = shl nuw i32 %.51, 16, !dbg !245
  %.53 = bitcast i32 %.52 to float, !dbg !245
  %.54 = zext i16 %.48 to i32, !dbg !245
  %.55 = shl nuw i32 %.54, 16, !dbg !245
  %.56 = bitcast i32 %.55 to float, !dbg !245
  %.57 = fsub float %.53, %.56, !dbg !245
  %.58 = bitcast float %.57 to i32, !dbg !245
  %.59 = and i32 %.58, 2147483647, !dbg !245
  %.60 = icmp ugt i32 %.59, 2139095040, !dbg !245
  %.61 = lshr i32 %.58, 16, !dbg !245
  %.62 = and i32 %.61, 1, !dbg !245
  %.63 = add i32 %.58, 32767, !dbg !245
  %.64 = add i32 %.63, %.62, !dbg !245
  %.65 = lshr i32 %.64, 16, !dbg !245
  %.67 = or i32 %.61, 64, !dbg !245
  %.68 = select i1 %.60, i32 %.67, i32 %.65, !dbg !245
  %.69 = trunc i32 %.68 to i16, !dbg !245
  br label %b16, !dbg !244

b16:                                              ; preds = %b12, %b14
  %t38 = phi i16 [ %t28.mux, %b12 ], [ %.69, %b14 ]
  %t39 = phi i1 [ %t29.mux, %b12 ], [ true, %b14 ]
  store i16 %t38, ptr addrspace(3) %t16, align 2, !dbg !244
  %.70 = zext i1 %t39 to i8, !dbg !244
  store i8 %.70, ptr addrspace(3) %t17, align 1, !dbg !244
  br label %b17, !dbg !244

b17:                                              ; preds = %b16, %b11
  %t40 = phi i16 [ %t38, %b16 ], [ %t28, %b11 ]
  %t41 = phi i1 [ %t39, %b16 ], [ %t29, %b11 ]
  fence syncscope("workgroup") release, !dbg !244
  tail call void @llvm.amdgcn.s.barrier(), !dbg !244
  fence syncscope("workgroup") acquire, !dbg !244
  %t42 = icmp slt i32 %.2, 32, !dbg !244
  br i1 %t42, label %b18, label %b23, !dbg !244

b18:                                              ; preds = %b17
  %t43 = add nsw i32 %.2, 32, !dbg !244
  %t44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.0, i32 %t43, !dbg !244
  %.71 = load i16, ptr addrspace(3) %t44, align 2, !dbg !244
  %t46 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.1, i32 %t43, !dbg !244
  %.72 = load i8, ptr addrspace(3) %t46, align 1, !dbg !244
  %.73.not9 = icmp eq i8 %.72, 0, !dbg !244
  %t41.not = xor i1 %t41, true, !dbg !244
  %brmerge2 = select i1 %.73.not9, i1 true, i1 %t41.not, !dbg !244
  %t40.mux = select i1 %.73.not9, i16 %t40, i16 %.71, !dbg !244
  %not..73.not9 = xor i1 %.73.not9, true, !dbg !244
  %t41.mux = select i1 %not..73.not9, i1 true, i1 %t41, !dbg !244
  br i1 %brmerge2, label %b23, label %b20, !dbg !244

b20:                                              ; preds = %b18
  %.74 = zext i16 %t40 to i32, !dbg !245
  %.75 = shl nuw i32 %.74, 16, !dbg !245
  %.76 = bitcast i32 %.75 to float, !dbg !245
  %.77 = zext i16 %.71 to i32, !dbg !245
  %.78 = shl nuw i32 %.77, 16, !dbg !245
  %.79 = bitcast i32 %.78 to float, !dbg !245
  %.80 = fsub float %.76, %.79, !dbg !245
  %.81 = bitcast float %.80 to i32, !dbg !245
  %.82 = and i32 %.81, 2147483647, !dbg !245
  %.83 = icmp ugt i32 %.82, 2139095040, !dbg !245
  %.84 = lshr i32 %.81, 16, !dbg !245
  %.85 = and i32 %.84, 1, !dbg !245
  %.86 = add i32 %.81, 32767, !dbg !245
  %.87 = add i32 %.86, %.85, !dbg !245
  %.88 = lshr i32 %.87, 16, !dbg !245
  %.90 = or i32 %.84, 64, !dbg !245
  %.91 = select i1 %.83, i32 %.90, i32 %.88, !dbg !245
  %.92 = trunc i32 %.91 to i16, !dbg !245
  br label %b23, !dbg !244

b23:                                              ; preds = %b18, %b20, %b17
  %t52 = phi i16 [ %t40, %b17 ], [ %t40.mux, %b18 ], [ %.92, %b20 ]
  %t53 = phi i1 [ %t41, %b17 ], [ %t41.mux, %b18 ], [ true, %b20 ]
  br i1 %t42, label %b24, label %b45, !dbg !244

b24:                                              ; preds = %b23
  %.94 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !244
  %.95 = zext i32 %.94 to i64, !dbg !244
  %.96 = add nuw nsw i64 %.95, 16, !dbg !244
  %.97 = icmp ult i32 %.94, 16, !dbg !244
  %.98 = tail call i32 @llvm.read_register.i32(metadata !230) #13, !dbg !244
  %.99 = zext i32 %.98 to i64, !dbg !244
  %.100 = and i64 %.96, 31, !dbg !244
  %7 = shl nuw nsw i64 1, %.100, !dbg !244
  %8 = and i64 %7, %.99, !dbg !244
  %.102 = icmp ne i64 %8, 0, !dbg !244
  %.103 = and i1 %.97, %.102, !dbg !244
  %.104 = trunc i64 %.96 to i32, !dbg !244
  %.105 = shl i32 %.104, 2, !dbg !244
  %.106 = zext i16 %t52 to i32, !dbg !244
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !244
  %.108 = trunc i32 %.107 to i16, !dbg !244
  %t54 = select i1 %.103, i16 %.108, i16 %t52, !dbg !244
  %.122 = zext i1 %t53 to i32, !dbg !244
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.122), !dbg !244
  %9 = and i32 %.123, 1, !dbg !244
  %.124 = icmp ne i32 %9, 0, !dbg !244
  %t55 = select i1 %.103, i1 %.124, i1 %t53, !dbg !244
  %t56 = icmp slt i32 %.2, 16, !dbg !244
  %t57 = and i1 %t56, %t55, !dbg !244
  %10 = select i1 %t57, i1 %t53, i1 false, !dbg !244
  %t52.mux = select i1 %t57, i16 %t54, i16 %t52, !dbg !244
  %t53.mux = select i1 %t57, i1 true, i1 %t53, !dbg !244
  br i1 %10, label %b26, label %b28, !dbg !244

b26:                                              ; preds = %b24
  %.126 = shl nuw i32 %.106, 16, !dbg !245
  %.127 = bitcast i32 %.126 to float, !dbg !245
  %.128 = zext i16 %t54 to i32, !dbg !245
  %.129 = shl nuw i32 %.128, 16, !dbg !245
  %.130 = bitcast i32 %.129 to float, !dbg !245
  %.131 = fsub float %.127, %.130, !dbg !245
  %.132 = bitcast float %.131 to i32, !dbg !245
  %.133 = and i32 %.132, 2147483647, !dbg !245
  %.134 = icmp ugt i32 %.133, 2139095040, !dbg !245
  %.135 = lshr i32 %.132, 16, !dbg !245
  %.136 = and i32 %.135, 1, !dbg !245
  %.137 = add i32 %.132, 32767, !dbg !245
  %.138 = add i32 %.137, %.136, !dbg !245
  %.139 = lshr i32 %.138, 16, !dbg !245
  %.141 = or i32 %.135, 64, !dbg !245
  %.142 = select i1 %.134, i32 %.141, i32 %.139, !dbg !245
  %.143 = trunc i32 %.142 to i16, !dbg !245
  br label %b28, !dbg !244

b28:                                              ; preds = %b24, %b26
  %t60 = phi i16 [ %t52.mux, %b24 ], [ %.143, %b26 ]
  %t61 = phi i1 [ %t53.mux, %b24 ], [ true, %b26 ]
  %.147 = add nuw nsw i64 %.95, 8, !dbg !244
  %.148 = icmp ult i32 %.94, 24, !dbg !244
  %.151 = and i64 %.147, 31, !dbg !244
  %11 = shl nuw nsw i64 1, %.151, !dbg !244
  %12 = and i64 %11, %.99, !dbg !244
  %.153 = icmp ne i64 %12, 0, !dbg !244
  %.154 = and i1 %.148, %.153, !dbg !244
  %.155 = trunc i64 %.147 to i32, !dbg !244
  %.156 = shl i32 %.155, 2, !dbg !244
  %.157 = zext i16 %t60 to i32, !dbg !244
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.157), !dbg !244
  %.159 = trunc i32 %.158 to i16, !dbg !244
  %t62 = select i1 %.154, i16 %.159, i16 %t60, !dbg !244
  %.173 = zext i1 %t61 to i32, !dbg !244
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.173), !dbg !244
  %13 = and i32 %.174, 1, !dbg !244
  %.175 = icmp ne i32 %13, 0, !dbg !244
  %t63 = select i1 %.154, i1 %.175, i1 %t61, !dbg !244
  %t64 = icmp slt i32 %.2, 24, !dbg !244
  %t65 = and i1 %t64, %t63, !dbg !244
  %14 = select i1 %t65, i1 %t61, i1 false, !dbg !244
  %t60.mux = select i1 %t65, i16 %t62, i16 %t60, !dbg !244
  %t61.mux = select i1 %t65, i1 true, i1 %t61, !dbg !244
  br i1 %14, label %b30, label %b32, !dbg !244

b30:                                              ; preds = %b28
  %.177 = shl nuw i32 %.157, 16, !dbg !245
  %.178 = bitcast i32 %.177 to float, !dbg !245
  %.179 = zext i16 %t62 to i32, !dbg !245
  %.180 = shl nuw i32 %.179, 16, !dbg !245
  %.181 = bitcast i32 %.180 to float, !dbg !245
  %.182 = fsub float %.178, %.181, !dbg !245
  %.183 = bitcast float %.182 to i32, !dbg !245
  %.184 = and i32 %.183, 2147483647, !dbg !245
  %.185 = icmp ugt i32 %.184, 2139095040, !dbg !245
  %.186 = lshr i32 %.183, 16, !dbg !245
  %.187 = and i32 %.186, 1, !dbg !245
  %.188 = add i32 %.183, 32767, !dbg !245
  %.189 = add i32 %.188, %.187, !dbg !245
  %.190 = lshr i32 %.189, 16, !dbg !245
  %.192 = or i32 %.186, 64, !dbg !245
  %.193 = select i1 %.185, i32 %.192, i32 %.190, !dbg !245
  %.194 = trunc i32 %.193 to i16, !dbg !245
  br label %b32, !dbg !244

b32:                                              ; preds = %b28, %b30
  %t68 = phi i16 [ %t60.mux, %b28 ], [ %.194, %b30 ]
  %t69 = phi i1 [ %t61.mux, %b28 ], [ true, %b30 ]
  %.198 = add nuw nsw i64 %.95, 4, !dbg !244
  %.199 = icmp ult i32 %.94, 28, !dbg !244
  %.202 = and i64 %.198, 31, !dbg !244
  %15 = shl nuw nsw i64 1, %.202, !dbg !244
  %16 = and i64 %15, %.99, !dbg !244
  %.204 = icmp ne i64 %16, 0, !dbg !244
  %.205 = and i1 %.199, %.204, !dbg !244
  %.206 = trunc i64 %.198 to i32, !dbg !244
  %.207 = shl i32 %.206, 2, !dbg !244
  %.208 = zext i16 %t68 to i32, !dbg !244
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !244
  %.210 = trunc i32 %.209 to i16, !dbg !244
  %t70 = select i1 %.205, i16 %.210, i16 %t68, !dbg !244
  %.224 = zext i1 %t69 to i32, !dbg !244
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !244
  %17 = and i32 %.225, 1, !dbg !244
  %.226 = icmp ne i32 %17, 0, !dbg !244
  %t71 = select i1 %.205, i1 %.226, i1 %t69, !dbg !244
  %t72 = icmp slt i32 %.2, 28, !dbg !244
  %t73 = and i1 %t72, %t71, !dbg !244
  %18 = select i1 %t73, i1 %t69, i1 false, !dbg !244
  %t68.mux = select i1 %t73, i16 %t70, i16 %t68, !dbg !244
  %t69.mux = select i1 %t73, i1 true, i1 %t69, !dbg !244
  br i1 %18, label %b34, label %b36, !dbg !244

b34:                                              ; preds = %b32
  %.228 = shl nuw i32 %.208, 16, !dbg !245
  %.229 = bitcast i32 %.228 to float, !dbg !245
  %.230 = zext i16 %t70 to i32, !dbg !245
  %.231 = shl nuw i32 %.230, 16, !dbg !245
  %.232 = bitcast i32 %.231 to float, !dbg !245
  %.233 = fsub float %.229, %.232, !dbg !245
  %.234 = bitcast float %.233 to i32, !dbg !245
  %.235 = and i32 %.234, 2147483647, !dbg !245
  %.236 = icmp ugt i32 %.235, 2139095040, !dbg !245
  %.237 = lshr i32 %.234, 16, !dbg !245
  %.238 = and i32 %.237, 1, !dbg !245
  %.239 = add i32 %.234, 32767, !dbg !245
  %.240 = add i32 %.239, %.238, !dbg !245
  %.241 = lshr i32 %.240, 16, !dbg !245
  %.243 = or i32 %.237, 64, !dbg !245
  %.244 = select i1 %.236, i32 %.243, i32 %.241, !dbg !245
  %.245 = trunc i32 %.244 to i16, !dbg !245
  br label %b36, !dbg !244

b36:                                              ; preds = %b32, %b34
  %t76 = phi i16 [ %t68.mux, %b32 ], [ %.245, %b34 ]
  %t77 = phi i1 [ %t69.mux, %b32 ], [ true, %b34 ]
  %.249 = add nuw nsw i64 %.95, 2, !dbg !244
  %.250 = icmp ult i32 %.94, 30, !dbg !244
  %.253 = and i64 %.249, 31, !dbg !244
  %19 = shl nuw nsw i64 1, %.253, !dbg !244
  %20 = and i64 %19, %.99, !dbg !244
  %.255 = icmp ne i64 %20, 0, !dbg !244
  %.256 = and i1 %.250, %.255, !dbg !244
  %.257 = trunc i64 %.249 to i32, !dbg !244
  %.258 = shl i32 %.257, 2, !dbg !244
  %.259 = zext i16 %t76 to i32, !dbg !244
  %.260 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.259), !dbg !244
  %.261 = trunc i32 %.260 to i16, !dbg !244
  %t78 = select i1 %.256, i16 %.261, i16 %t76, !dbg !244
  %.275 = zext i1 %t77 to i32, !dbg !244
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.275), !dbg !244
  %21 = and i32 %.276, 1, !dbg !244
  %.277 = icmp ne i32 %21, 0, !dbg !244
  %t79 = select i1 %.256, i1 %.277, i1 %t77, !dbg !244
  %t80 = icmp slt i32 %.2, 30, !dbg !244
  %t81 = and i1 %t80, %t79, !dbg !244
  %22 = select i1 %t81, i1 %t77, i1 false, !dbg !244
  %t76.mux = select i1 %t81, i16 %t78, i16 %t76, !dbg !244
  %t77.mux = select i1 %t81, i1 true, i1 %t77, !dbg !244
  br i1 %22, label %b38, label %b40, !dbg !244

b38:                                              ; preds = %b36
  %.279 = shl nuw i32 %.259, 16, !dbg !245
  %.280 = bitcast i32 %.279 to float, !dbg !245
  %.281 = zext i16 %t78 to i32, !dbg !245
  %.282 = shl nuw i32 %.281, 16, !dbg !245
  %.283 = bitcast i32 %.282 to float, !dbg !245
  %.284 = fsub float %.280, %.283, !dbg !245
  %.285 = bitcast float %.284 to i32, !dbg !245
  %.286 = and i32 %.285, 2147483647, !dbg !245
  %.287 = icmp ugt i32 %.286, 2139095040, !dbg !245
  %.288 = lshr i32 %.285, 16, !dbg !245
  %.289 = and i32 %.288, 1, !dbg !245
  %.290 = add i32 %.285, 32767, !dbg !245
  %.291 = add i32 %.290, %.289, !dbg !245
  %.292 = lshr i32 %.291, 16, !dbg !245
  %.294 = or i32 %.288, 64, !dbg !245
  %.295 = select i1 %.287, i32 %.294, i32 %.292, !dbg !245
  %.296 = trunc i32 %.295 to i16, !dbg !245
  br label %b40, !dbg !244

b40:                                              ; preds = %b36, %b38
  %t84 = phi i16 [ %t76.mux, %b36 ], [ %.296, %b38 ]
  %t85 = phi i1 [ %t77.mux, %b36 ], [ true, %b38 ]
  %.300 = add nuw nsw i64 %.95, 1, !dbg !244
  %.301 = icmp ult i32 %.94, 31, !dbg !244
  %.304 = and i64 %.300, 31, !dbg !244
  %23 = shl nuw nsw i64 1, %.304, !dbg !244
  %24 = and i64 %23, %.99, !dbg !244
  %.306 = icmp ne i64 %24, 0, !dbg !244
  %.307 = and i1 %.301, %.306, !dbg !244
  %.308 = trunc i64 %.300 to i32, !dbg !244
  %.309 = shl i32 %.308, 2, !dbg !244
  %.310 = zext i16 %t84 to i32, !dbg !244
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.310), !dbg !244
  %.312 = trunc i32 %.311 to i16, !dbg !244
  %t86 = select i1 %.307, i16 %.312, i16 %t84, !dbg !244
  %.326 = zext i1 %t85 to i32, !dbg !244
  %.327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.326), !dbg !244
  %25 = and i32 %.327, 1, !dbg !244
  %.328 = icmp ne i32 %25, 0, !dbg !244
  %t87 = select i1 %.307, i1 %.328, i1 %t85, !dbg !244
  %t88 = icmp slt i32 %.2, 31, !dbg !244
  %t89 = and i1 %t88, %t87, !dbg !244
  %26 = select i1 %t89, i1 %t85, i1 false, !dbg !244
  %t84.mux = select i1 %t89, i16 %t86, i16 %t84, !dbg !244
  %t85.mux = select i1 %t89, i1 true, i1 %t85, !dbg !244
  br i1 %26, label %b42, label %b45, !dbg !244

b42:                                              ; preds = %b40
  %.330 = shl nuw i32 %.310, 16, !dbg !245
  %.331 = bitcast i32 %.330 to float, !dbg !245
  %.332 = zext i16 %t86 to i32, !dbg !245
  %.333 = shl nuw i32 %.332, 16, !dbg !245
  %.334 = bitcast i32 %.333 to float, !dbg !245
  %.335 = fsub float %.331, %.334, !dbg !245
  %.336 = bitcast float %.335 to i32, !dbg !245
  %.337 = and i32 %.336, 2147483647, !dbg !245
  %.338 = icmp ugt i32 %.337, 2139095040, !dbg !245
  %.339 = lshr i32 %.336, 16, !dbg !245
  %.340 = and i32 %.339, 1, !dbg !245
  %.341 = add i32 %.336, 32767, !dbg !245
  %.342 = add i32 %.341, %.340, !dbg !245
  %.343 = lshr i32 %.342, 16, !dbg !245
  %.345 = or i32 %.339, 64, !dbg !245
  %.346 = select i1 %.338, i32 %.345, i32 %.343, !dbg !245
  %.347 = trunc i32 %.346 to i16, !dbg !245
  br label %b45, !dbg !244

b45:                                              ; preds = %b40, %b42, %b23
  %t94 = phi i16 [ %t52, %b23 ], [ %t84.mux, %b40 ], [ %.347, %b42 ]
  %t95 = phi i1 [ %t53, %b23 ], [ %t85.mux, %b40 ], [ true, %b42 ]
  %t96 = icmp eq i32 %.2, 0, !dbg !244
  br i1 %t96, label %b46, label %b52, !dbg !244

b46:                                              ; preds = %b45
  %27 = select i1 %t95, i1 %.1, i1 false, !dbg !244
  %a3.mux = select i1 %t95, i16 %t94, i16 %a3, !dbg !244
  %.1.mux = select i1 %t95, i1 true, i1 %.1, !dbg !244
  br i1 %27, label %b48, label %b50, !dbg !244

b48:                                              ; preds = %b46
  %.348 = zext i16 %a3 to i32, !dbg !245
  %.349 = shl nuw i32 %.348, 16, !dbg !245
  %.350 = bitcast i32 %.349 to float, !dbg !245
  %.351 = zext i16 %t94 to i32, !dbg !245
  %.352 = shl nuw i32 %.351, 16, !dbg !245
  %.353 = bitcast i32 %.352 to float, !dbg !245
  %.354 = fsub float %.350, %.353, !dbg !245
  %.355 = bitcast float %.354 to i32, !dbg !245
  %.356 = and i32 %.355, 2147483647, !dbg !245
  %.357 = icmp ugt i32 %.356, 2139095040, !dbg !245
  %.358 = lshr i32 %.355, 16, !dbg !245
  %.359 = and i32 %.358, 1, !dbg !245
  %.360 = add i32 %.355, 32767, !dbg !245
  %.361 = add i32 %.360, %.359, !dbg !245
  %.362 = lshr i32 %.361, 16, !dbg !245
  %.364 = or i32 %.358, 64, !dbg !245
  %.365 = select i1 %.357, i32 %.364, i32 %.362, !dbg !245
  %.366 = trunc i32 %.365 to i16, !dbg !245
  br label %b50, !dbg !244

b50:                                              ; preds = %b46, %b48
  %t99 = phi i16 [ %a3.mux, %b46 ], [ %.366, %b48 ]
  %t100 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t100, label %b51, label %b52, !dbg !244

b51:                                              ; preds = %b50
  store i16 %t99, ptr addrspace(1) %a2, align 2, !dbg !244
  br label %b52, !dbg !244

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !244
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i16 %a2, ptr addrspace(1) %a3, i16 %a4, ptr addrspace(1) %a5) local_unnamed_addr #4 !dbg !246 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !247
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !247
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
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !247
  %t16 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !247
  %0 = or i64 %t16, %t13, !dbg !247
  %t20 = ptrtoint ptr addrspace(1) %a5 to i64, !dbg !247
  %1 = or i64 %0, %t20, !dbg !247
  %2 = and i64 %1, 3, !dbg !247
  %3 = icmp eq i64 %2, 0, !dbg !247
  %t24 = ashr i64 %a0, 1, !dbg !247
  %t291 = icmp slt i64 %t11, %t24, !dbg !247
  %or.cond = select i1 %3, i1 %t291, i1 false, !dbg !247
  br i1 %or.cond, label %b3, label %b8, !dbg !247

b3:                                               ; preds = %entry, %b7
  %t282 = phi i64 [ %t53, %b7 ], [ %t11, %entry ]
  br i1 %t0.not, label %b5, label %b4, !dbg !247

b4:                                               ; preds = %b3
  %t30 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t282, !dbg !247
  %.17 = load i32, ptr addrspace(1) %t30, align 4, !dbg !247
  %t33 = trunc i32 %.17 to i16, !dbg !247
  %t34 = lshr i32 %.17, 16, !dbg !247
  %t35 = trunc i32 %t34 to i16, !dbg !247
  br label %b5, !dbg !247

b5:                                               ; preds = %b4, %b3
  %t36 = phi i16 [ %t33, %b4 ], [ %a2, %b3 ]
  %t37 = phi i16 [ %t35, %b4 ], [ %a2, %b3 ]
  br i1 %t1.not, label %b7, label %b6, !dbg !247

b6:                                               ; preds = %b5
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t282, !dbg !247
  %.18 = load i32, ptr addrspace(1) %t38, align 4, !dbg !247
  %t41 = trunc i32 %.18 to i16, !dbg !247
  %t42 = lshr i32 %.18, 16, !dbg !247
  %t43 = trunc i32 %t42 to i16, !dbg !247
  br label %b7, !dbg !247

b7:                                               ; preds = %b6, %b5
  %t44 = phi i16 [ %t41, %b6 ], [ %a4, %b5 ]
  %t45 = phi i16 [ %t43, %b6 ], [ %a4, %b5 ]
  %.19 = zext i16 %t36 to i32, !dbg !248
  %.20 = shl nuw i32 %.19, 16, !dbg !248
  %.21 = bitcast i32 %.20 to float, !dbg !248
  %.22 = zext i16 %t44 to i32, !dbg !248
  %.23 = shl nuw i32 %.22, 16, !dbg !248
  %.24 = bitcast i32 %.23 to float, !dbg !248
  %.25 = fmul float %.21, %.24, !dbg !248
  %.26 = bitcast float %.25 to i32, !dbg !248
  %.27 = and i32 %.26, 2147483647, !dbg !248
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !248
  %.29 = lshr i32 %.26, 16, !dbg !248
  %.30 = and i32 %.29, 1, !dbg !248
  %.31 = add i32 %.26, 32767, !dbg !248
  %.32 = add i32 %.31, %.30, !dbg !248
  %.33 = lshr i32 %.32, 16, !dbg !248
  %.35 = or i32 %.29, 64, !dbg !248
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !248
  %.38 = zext i16 %t37 to i32, !dbg !248
  %.39 = shl nuw i32 %.38, 16, !dbg !248
  %.40 = bitcast i32 %.39 to float, !dbg !248
  %.41 = zext i16 %t45 to i32, !dbg !248
  %.42 = shl nuw i32 %.41, 16, !dbg !248
  %.43 = bitcast i32 %.42 to float, !dbg !248
  %.44 = fmul float %.40, %.43, !dbg !248
  %.45 = bitcast float %.44 to i32, !dbg !248
  %.46 = and i32 %.45, 2147483647, !dbg !248
  %.47 = icmp ugt i32 %.46, 2139095040, !dbg !248
  %.48 = lshr i32 %.45, 16, !dbg !248
  %.49 = and i32 %.48, 1, !dbg !248
  %.50 = add i32 %.45, 32767, !dbg !248
  %.51 = add i32 %.50, %.49, !dbg !248
  %.52 = lshr i32 %.51, 16, !dbg !248
  %.54 = or i32 %.48, 64, !dbg !248
  %.55 = select i1 %.47, i32 %.54, i32 %.52, !dbg !248
  %t50 = shl nuw i32 %.55, 16, !dbg !247
  %t51 = or i32 %t50, %.36, !dbg !247
  %t52 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t282, !dbg !247
  store i32 %t51, ptr addrspace(1) %t52, align 4, !dbg !247
  %t53 = add i64 %t282, %t12, !dbg !247
  %t29 = icmp slt i64 %t53, %t24, !dbg !247
  br i1 %t29, label %b3, label %b8, !dbg !247

b8:                                               ; preds = %b7, %entry
  %t54 = and i64 %a0, -2, !dbg !247
  %t55 = select i1 %3, i64 %t54, i64 0, !dbg !247
  %t56 = add i64 %t11, %t55, !dbg !247
  %t583 = icmp slt i64 %t56, %a0, !dbg !247
  br i1 %t583, label %b10, label %b15, !dbg !247

b10:                                              ; preds = %b8, %b14
  %t574 = phi i64 [ %t67, %b14 ], [ %t56, %b8 ]
  br i1 %t0.not, label %b12, label %b11, !dbg !247

b11:                                              ; preds = %b10
  %t59 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t574, !dbg !247
  %.57 = load i16, ptr addrspace(1) %t59, align 2, !dbg !247
  br label %b12, !dbg !247

b12:                                              ; preds = %b11, %b10
  %t61 = phi i16 [ %.57, %b11 ], [ %a2, %b10 ]
  br i1 %t1.not, label %b14, label %b13, !dbg !247

b13:                                              ; preds = %b12
  %t62 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t574, !dbg !247
  %.58 = load i16, ptr addrspace(1) %t62, align 2, !dbg !247
  br label %b14, !dbg !247

b14:                                              ; preds = %b13, %b12
  %t64 = phi i16 [ %.58, %b13 ], [ %a4, %b12 ]
  %.59 = zext i16 %t61 to i32, !dbg !248
  %.60 = shl nuw i32 %.59, 16, !dbg !248
  %.61 = bitcast i32 %.60 to float, !dbg !248
  %.62 = zext i16 %t64 to i32, !dbg !248
  %.63 = shl nuw i32 %.62, 16, !dbg !248
  %.64 = bitcast i32 %.63 to float, !dbg !248
  %.65 = fmul float %.61, %.64, !dbg !248
  %.66 = bitcast float %.65 to i32, !dbg !248
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
  %t66 = getelementptr inbounds i16, ptr addrspace(1) %a5, i64 %t574, !dbg !247
  store i16 %.77, ptr addrspace(1) %t66, align 2, !dbg !247
  %t67 = add i64 %t574, %t12, !dbg !247
  %t58 = icmp slt i64 %t67, %a0, !dbg !247
  br i1 %t58, label %b10, label %b15, !dbg !247

b15:                                              ; preds = %b14, %b8
  ret void, !dbg !247
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !249 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !250
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !250
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !250
  %t3 = sext i32 %.1 to i64, !dbg !250
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !250
  %t5 = sext i32 %.2 to i64, !dbg !250
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !250
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !250
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !250, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !250
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !250
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !250, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !250
  %.15 = add i32 %.14, %.9, !dbg !250
  %.16 = udiv i32 %.15, %.6, !dbg !250
  %t9 = sext i32 %.16 to i64, !dbg !250
  %t10 = mul nsw i64 %t7, %t5, !dbg !250
  %t11 = add nsw i64 %t10, %t3, !dbg !250
  %t12 = mul nsw i64 %t9, %t7, !dbg !250
  %t13 = icmp sgt i64 %a1, 7, !dbg !250
  %t15 = icmp sgt i64 %a1, 6, !dbg !250
  %t17 = icmp sgt i64 %a1, 5, !dbg !250
  %t19 = icmp sgt i64 %a1, 4, !dbg !250
  %t21 = icmp sgt i64 %a1, 3, !dbg !250
  %t23 = icmp sgt i64 %a1, 2, !dbg !250
  %t25 = icmp sgt i64 %a1, 1, !dbg !250
  %t27 = icmp sgt i64 %a1, 0, !dbg !250
  %t291 = icmp slt i64 %t11, %a0, !dbg !250
  br i1 %t291, label %b2, label %b23, !dbg !250

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t149, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !250

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !250
  %t33 = mul i64 %t31, %a9, !dbg !250
  %t34 = sub nuw i64 %t282, %t33, !dbg !250
  %t35 = mul i64 %t34, %a19, !dbg !250
  %t36 = mul i64 %t34, %a29, !dbg !250
  %t37 = mul i64 %t34, %a38, !dbg !250
  br label %b4, !dbg !250

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !250

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !250
  %t45 = mul i64 %t43, %a8, !dbg !250
  %t46 = sub i64 %t38, %t45, !dbg !250
  %t47 = mul i64 %t46, %a18, !dbg !250
  %t48 = add i64 %t47, %t39, !dbg !250
  %t49 = mul i64 %t46, %a28, !dbg !250
  %t50 = add i64 %t49, %t40, !dbg !250
  %t51 = mul i64 %t46, %a37, !dbg !250
  %t52 = add i64 %t51, %t41, !dbg !250
  br label %b6, !dbg !250

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !250

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !250
  %t60 = mul i64 %t58, %a7, !dbg !250
  %t61 = sub i64 %t53, %t60, !dbg !250
  %t62 = mul i64 %t61, %a17, !dbg !250
  %t63 = add i64 %t62, %t54, !dbg !250
  %t64 = mul i64 %t61, %a27, !dbg !250
  %t65 = add i64 %t64, %t55, !dbg !250
  %t66 = mul i64 %t61, %a36, !dbg !250
  %t67 = add i64 %t66, %t56, !dbg !250
  br label %b8, !dbg !250

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !250

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !250
  %t75 = mul i64 %t73, %a6, !dbg !250
  %t76 = sub i64 %t68, %t75, !dbg !250
  %t77 = mul i64 %t76, %a16, !dbg !250
  %t78 = add i64 %t77, %t69, !dbg !250
  %t79 = mul i64 %t76, %a26, !dbg !250
  %t80 = add i64 %t79, %t70, !dbg !250
  %t81 = mul i64 %t76, %a35, !dbg !250
  %t82 = add i64 %t81, %t71, !dbg !250
  br label %b10, !dbg !250

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !250

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !250
  %t90 = mul i64 %t88, %a5, !dbg !250
  %t91 = sub i64 %t83, %t90, !dbg !250
  %t92 = mul i64 %t91, %a15, !dbg !250
  %t93 = add i64 %t92, %t84, !dbg !250
  %t94 = mul i64 %t91, %a25, !dbg !250
  %t95 = add i64 %t94, %t85, !dbg !250
  %t96 = mul i64 %t91, %a34, !dbg !250
  %t97 = add i64 %t96, %t86, !dbg !250
  br label %b12, !dbg !250

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !250

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !250
  %t105 = mul i64 %t103, %a4, !dbg !250
  %t106 = sub i64 %t98, %t105, !dbg !250
  %t107 = mul i64 %t106, %a14, !dbg !250
  %t108 = add i64 %t107, %t99, !dbg !250
  %t109 = mul i64 %t106, %a24, !dbg !250
  %t110 = add i64 %t109, %t100, !dbg !250
  %t111 = mul i64 %t106, %a33, !dbg !250
  %t112 = add i64 %t111, %t101, !dbg !250
  br label %b14, !dbg !250

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !250

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !250
  %t120 = mul i64 %t118, %a3, !dbg !250
  %t121 = sub i64 %t113, %t120, !dbg !250
  %t122 = mul i64 %t121, %a13, !dbg !250
  %t123 = add i64 %t122, %t114, !dbg !250
  %t124 = mul i64 %t121, %a23, !dbg !250
  %t125 = add i64 %t124, %t115, !dbg !250
  %t126 = mul i64 %t121, %a32, !dbg !250
  %t127 = add i64 %t126, %t116, !dbg !250
  br label %b16, !dbg !250

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !250

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !250
  %t133 = add i64 %t129, %t132, !dbg !250
  %t134 = mul i64 %t128, %a22, !dbg !250
  %t135 = add i64 %t130, %t134, !dbg !250
  %t136 = mul i64 %t128, %a31, !dbg !250
  %t137 = add i64 %t131, %t136, !dbg !250
  br label %b18, !dbg !250

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !250

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t138, !dbg !250
  %.17 = load i16, ptr addrspace(1) %t141, align 2, !dbg !250
  br label %b20, !dbg !250

b20:                                              ; preds = %b19, %b18
  %t143 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !250

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t139, !dbg !250
  %.18 = load i16, ptr addrspace(1) %t144, align 2, !dbg !250
  br label %b22, !dbg !250

b22:                                              ; preds = %b21, %b20
  %t146 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  %.19 = zext i16 %t143 to i32, !dbg !251
  %.20 = shl nuw i32 %.19, 16, !dbg !251
  %.21 = bitcast i32 %.20 to float, !dbg !251
  %.22 = zext i16 %t146 to i32, !dbg !251
  %.23 = shl nuw i32 %.22, 16, !dbg !251
  %.24 = bitcast i32 %.23 to float, !dbg !251
  %.25 = fmul float %.21, %.24, !dbg !251
  %.26 = bitcast float %.25 to i32, !dbg !251
  %.27 = and i32 %.26, 2147483647, !dbg !251
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !251
  %.29 = lshr i32 %.26, 16, !dbg !251
  %.30 = and i32 %.29, 1, !dbg !251
  %.31 = add i32 %.26, 32767, !dbg !251
  %.32 = add i32 %.31, %.30, !dbg !251
  %.33 = lshr i32 %.32, 16, !dbg !251
  %.35 = or i32 %.29, 64, !dbg !251
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !251
  %.37 = trunc i32 %.36 to i16, !dbg !251
  %t148 = getelementptr inbounds i16, ptr addrspace(1) %a30, i64 %t140, !dbg !250
  store i16 %.37, ptr addrspace(1) %t148, align 2, !dbg !250
  %t149 = add i64 %t282, %t12, !dbg !250
  %t29 = icmp slt i64 %t149, %a0, !dbg !250
  br i1 %t29, label %b2, label %b23, !dbg !250

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !250
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !252 {
entry:
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
  %t13 = shl nsw i64 %t12, 1, !dbg !253
  %t14 = icmp slt i64 %t11, %a0, !dbg !253
  br i1 %t14, label %b1, label %b8, !dbg !253

b1:                                               ; preds = %entry
  %t15 = mul i64 %t11, %a2, !dbg !253
  %t16 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t15, !dbg !253
  %.17 = load i16, ptr addrspace(1) %t16, align 2, !dbg !253, !amdgpu.noclobber !6
  %t18 = add nsw i64 %t12, %t11, !dbg !253
  %t19 = sub i64 %a0, %t12, !dbg !253
  %t22 = mul i64 %t13, %a2, !dbg !253
  %t23 = mul i64 %t12, %a2, !dbg !253
  %t3111 = icmp slt i64 %t18, %t19, !dbg !253
  br i1 %t3111, label %b3.preheader, label %b4, !dbg !253

b3.preheader:                                     ; preds = %b1
  %t20 = mul i64 %t18, %a2, !dbg !253
  %t24 = add i64 %t20, %t23, !dbg !253
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t24, !dbg !253
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t20, !dbg !253
  br label %b3, !dbg !253

b3:                                               ; preds = %b3.preheader, %b3
  %t2915 = phi i16 [ %.57, %b3 ], [ %.17, %b3.preheader ]
  %t2814 = phi i64 [ %t36, %b3 ], [ %t18, %b3.preheader ]
  %t2713 = phi ptr addrspace(1) [ %t37, %b3 ], [ %t21, %b3.preheader ]
  %t2612 = phi ptr addrspace(1) [ %t38, %b3 ], [ %t25, %b3.preheader ]
  %.18 = load i16, ptr addrspace(1) %t2713, align 2, !dbg !253
  %.19 = load i16, ptr addrspace(1) %t2612, align 2, !dbg !253
  %.20 = zext i16 %t2915 to i32, !dbg !254
  %.21 = shl nuw i32 %.20, 16, !dbg !254
  %.22 = bitcast i32 %.21 to float, !dbg !254
  %.23 = zext i16 %.18 to i32, !dbg !254
  %.24 = shl nuw i32 %.23, 16, !dbg !254
  %.25 = bitcast i32 %.24 to float, !dbg !254
  %.26 = fmul float %.22, %.25, !dbg !254
  %.27 = bitcast float %.26 to i32, !dbg !254
  %.28 = and i32 %.27, 2147483647, !dbg !254
  %.29 = icmp ugt i32 %.28, 2139095040, !dbg !254
  %.30 = lshr i32 %.27, 16, !dbg !254
  %.31 = and i32 %.30, 1, !dbg !254
  %.32 = add i32 %.27, 32767, !dbg !254
  %.33 = add i32 %.32, %.31, !dbg !254
  %.34 = lshr i32 %.33, 16, !dbg !254
  %.36 = or i32 %.30, 64, !dbg !254
  %.37 = select i1 %.29, i32 %.36, i32 %.34, !dbg !254
  %.40 = shl nuw i32 %.37, 16, !dbg !254
  %.41 = bitcast i32 %.40 to float, !dbg !254
  %.42 = zext i16 %.19 to i32, !dbg !254
  %.43 = shl nuw i32 %.42, 16, !dbg !254
  %.44 = bitcast i32 %.43 to float, !dbg !254
  %.45 = fmul float %.44, %.41, !dbg !254
  %.46 = bitcast float %.45 to i32, !dbg !254
  %.47 = and i32 %.46, 2147483647, !dbg !254
  %.48 = icmp ugt i32 %.47, 2139095040, !dbg !254
  %.49 = lshr i32 %.46, 16, !dbg !254
  %.50 = and i32 %.49, 1, !dbg !254
  %.51 = add i32 %.46, 32767, !dbg !254
  %.52 = add i32 %.51, %.50, !dbg !254
  %.53 = lshr i32 %.52, 16, !dbg !254
  %.55 = or i32 %.49, 64, !dbg !254
  %.56 = select i1 %.48, i32 %.55, i32 %.53, !dbg !254
  %.57 = trunc i32 %.56 to i16, !dbg !254
  %t36 = add i64 %t2814, %t13, !dbg !253
  %t37 = getelementptr inbounds i16, ptr addrspace(1) %t2713, i64 %t22, !dbg !253
  %t38 = getelementptr inbounds i16, ptr addrspace(1) %t2612, i64 %t22, !dbg !253
  %t31 = icmp slt i64 %t36, %t19, !dbg !253
  br i1 %t31, label %b3, label %b4, !dbg !253

b4:                                               ; preds = %b3, %b1
  %t28.lcssa = phi i64 [ %t18, %b1 ], [ %t36, %b3 ]
  %t29.lcssa = phi i16 [ %.17, %b1 ], [ %.57, %b3 ]
  %t4417 = icmp slt i64 %t28.lcssa, %a0, !dbg !253
  br i1 %t4417, label %b6.preheader, label %b8, !dbg !253

b6.preheader:                                     ; preds = %b4
  %t39 = mul i64 %t28.lcssa, %a2, !dbg !253
  %t40 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t39, !dbg !253
  br label %b6, !dbg !253

b6:                                               ; preds = %b6.preheader, %b6
  %t4320 = phi i16 [ %.77, %b6 ], [ %t29.lcssa, %b6.preheader ]
  %t4219 = phi i64 [ %t47, %b6 ], [ %t28.lcssa, %b6.preheader ]
  %t4118 = phi ptr addrspace(1) [ %t48, %b6 ], [ %t40, %b6.preheader ]
  %.58 = load i16, ptr addrspace(1) %t4118, align 2, !dbg !253
  %0 = insertelement <2 x i16> poison, i16 %t4320, i64 0, !dbg !254
  %1 = insertelement <2 x i16> %0, i16 %.58, i64 1, !dbg !254
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !254
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !254
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !254
  %5 = extractelement <2 x float> %4, i64 0, !dbg !254
  %6 = extractelement <2 x float> %4, i64 1, !dbg !254
  %.65 = fmul float %5, %6, !dbg !254
  %.66 = bitcast float %.65 to i32, !dbg !254
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
  %t47 = add i64 %t4219, %t12, !dbg !253
  %t48 = getelementptr inbounds i16, ptr addrspace(1) %t4118, i64 %t23, !dbg !253
  %t44 = icmp slt i64 %t47, %a0, !dbg !253
  br i1 %t44, label %b6, label %b8, !dbg !253

b8:                                               ; preds = %b6, %b4, %entry
  %t49 = phi i16 [ 0, %entry ], [ %t29.lcssa, %b4 ], [ %.77, %b6 ]
  %t50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.0, i32 %.1, !dbg !253
  store i16 %t49, ptr addrspace(3) %t50, align 2, !dbg !253
  %t51 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.1, i32 %.1, !dbg !253
  %.78 = zext i1 %t14 to i8, !dbg !253
  store i8 %.78, ptr addrspace(3) %t51, align 1, !dbg !253
  fence syncscope("workgroup") release, !dbg !253
  tail call void @llvm.amdgcn.s.barrier(), !dbg !253
  fence syncscope("workgroup") acquire, !dbg !253
  %t52 = icmp slt i32 %.1, 128, !dbg !253
  br i1 %t52, label %b9, label %b14, !dbg !253

b9:                                               ; preds = %b8
  %t53 = add nsw i32 %.1, 128, !dbg !253
  %t54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.0, i32 %t53, !dbg !253
  %.79 = load i16, ptr addrspace(3) %t54, align 2, !dbg !253
  %t56 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.1, i32 %t53, !dbg !253
  %.80 = load i8, ptr addrspace(3) %t56, align 1, !dbg !253
  %.81.not10 = icmp eq i8 %.80, 0, !dbg !253
  %t14.not = xor i1 %t14, true, !dbg !253
  %brmerge = select i1 %.81.not10, i1 true, i1 %t14.not, !dbg !253
  %t49.mux = select i1 %.81.not10, i16 %t49, i16 %.79, !dbg !253
  %not..81.not10 = xor i1 %.81.not10, true, !dbg !253
  %t14.mux = select i1 %not..81.not10, i1 true, i1 %t14, !dbg !253
  br i1 %brmerge, label %b13, label %b11, !dbg !253

b11:                                              ; preds = %b9
  %.82 = zext i16 %t49 to i32, !dbg !254
  %.83 = shl nuw i32 %.82, 16, !dbg !254
  %.84 = bitcast i32 %.83 to float, !dbg !254
  %.85 = zext i16 %.79 to i32, !dbg !254
  %.86 = shl nuw i32 %.85, 16, !dbg !254
  %.87 = bitcast i32 %.86 to float, !dbg !254
  %.88 = fmul float %.84, %.87, !dbg !254
  %.89 = bitcast float %.88 to i32, !dbg !254
  %.90 = and i32 %.89, 2147483647, !dbg !254
  %.91 = icmp ugt i32 %.90, 2139095040, !dbg !254
  %.92 = lshr i32 %.89, 16, !dbg !254
  %.93 = and i32 %.92, 1, !dbg !254
  %.94 = add i32 %.89, 32767, !dbg !254
  %.95 = add i32 %.94, %.93, !dbg !254
  %.96 = lshr i32 %.95, 16, !dbg !254
  %.98 = or i32 %.92, 64, !dbg !254
  %.99 = select i1 %.91, i32 %.98, i32 %.96, !dbg !254
  %.100 = trunc i32 %.99 to i16, !dbg !254
  br label %b13, !dbg !253

b13:                                              ; preds = %b9, %b11
  %t60 = phi i16 [ %t49.mux, %b9 ], [ %.100, %b11 ]
  %t61 = phi i1 [ %t14.mux, %b9 ], [ true, %b11 ]
  store i16 %t60, ptr addrspace(3) %t50, align 2, !dbg !253
  %.101 = zext i1 %t61 to i8, !dbg !253
  store i8 %.101, ptr addrspace(3) %t51, align 1, !dbg !253
  br label %b14, !dbg !253

b14:                                              ; preds = %b13, %b8
  %t62 = phi i16 [ %t60, %b13 ], [ %t49, %b8 ]
  %t63 = phi i1 [ %t61, %b13 ], [ %t14, %b8 ]
  fence syncscope("workgroup") release, !dbg !253
  tail call void @llvm.amdgcn.s.barrier(), !dbg !253
  fence syncscope("workgroup") acquire, !dbg !253
  %t64 = icmp slt i32 %.1, 64, !dbg !253
  br i1 %t64, label %b15, label %b20, !dbg !253

b15:                                              ; preds = %b14
  %t65 = add nsw i32 %.1, 64, !dbg !253
  %t66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.0, i32 %t65, !dbg !253
  %.102 = load i16, ptr addrspace(3) %t66, align 2, !dbg !253
  %t68 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.1, i32 %t65, !dbg !253
  %.103 = load i8, ptr addrspace(3) %t68, align 1, !dbg !253
  %.104.not9 = icmp eq i8 %.103, 0, !dbg !253
  %t63.not = xor i1 %t63, true, !dbg !253
  %brmerge1 = select i1 %.104.not9, i1 true, i1 %t63.not, !dbg !253
  %t62.mux = select i1 %.104.not9, i16 %t62, i16 %.102, !dbg !253
  %not..104.not9 = xor i1 %.104.not9, true, !dbg !253
  %t63.mux = select i1 %not..104.not9, i1 true, i1 %t63, !dbg !253
  br i1 %brmerge1, label %b19, label %b17, !dbg !253

b17:                                              ; preds = %b15
  %.105 = zext i16 %t62 to i32, !dbg !254
  %.106 = shl nuw i32 %.105, 16, !dbg !254
  %.107 = bitcast i32 %.106 to float, !dbg !254
  %.108 = zext i16 %.102 to i32, !dbg !254
  %.109 = shl nuw i32 %.108, 16, !dbg !254
  %.110 = bitcast i32 %.109 to float, !dbg !254
  %.111 = fmul float %.107, %.110, !dbg !254
  %.112 = bitcast float %.111 to i32, !dbg !254
  %.113 = and i32 %.112, 2147483647, !dbg !254
  %.114 = icmp ugt i32 %.113, 2139095040, !dbg !254
  %.115 = lshr i32 %.112, 16, !dbg !254
  %.116 = and i32 %.115, 1, !dbg !254
  %.117 = add i32 %.112, 32767, !dbg !254
  %.118 = add i32 %.117, %.116, !dbg !254
  %.119 = lshr i32 %.118, 16, !dbg !254
  %.121 = or i32 %.115, 64, !dbg !254
  %.122 = select i1 %.114, i32 %.121, i32 %.119, !dbg !254
  %.123 = trunc i32 %.122 to i16, !dbg !254
  br label %b19, !dbg !253

b19:                                              ; preds = %b15, %b17
  %t72 = phi i16 [ %t62.mux, %b15 ], [ %.123, %b17 ]
  %t73 = phi i1 [ %t63.mux, %b15 ], [ true, %b17 ]
  store i16 %t72, ptr addrspace(3) %t50, align 2, !dbg !253
  %.124 = zext i1 %t73 to i8, !dbg !253
  store i8 %.124, ptr addrspace(3) %t51, align 1, !dbg !253
  br label %b20, !dbg !253

b20:                                              ; preds = %b19, %b14
  %t74 = phi i16 [ %t72, %b19 ], [ %t62, %b14 ]
  %t75 = phi i1 [ %t73, %b19 ], [ %t63, %b14 ]
  fence syncscope("workgroup") release, !dbg !253
  tail call void @llvm.amdgcn.s.barrier(), !dbg !253
  fence syncscope("workgroup") acquire, !dbg !253
  %t76 = icmp slt i32 %.1, 32, !dbg !253
  br i1 %t76, label %b21, label %b26, !dbg !253

b21:                                              ; preds = %b20
  %t77 = add nsw i32 %.1, 32, !dbg !253
  %t78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.0, i32 %t77, !dbg !253
  %.125 = load i16, ptr addrspace(3) %t78, align 2, !dbg !253
  %t80 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.1, i32 %t77, !dbg !253
  %.126 = load i8, ptr addrspace(3) %t80, align 1, !dbg !253
  %.127.not8 = icmp eq i8 %.126, 0, !dbg !253
  %t75.not = xor i1 %t75, true, !dbg !253
  %brmerge2 = select i1 %.127.not8, i1 true, i1 %t75.not, !dbg !253
  %t74.mux = select i1 %.127.not8, i16 %t74, i16 %.125, !dbg !253
  %not..127.not8 = xor i1 %.127.not8, true, !dbg !253
  %t75.mux = select i1 %not..127.not8, i1 true, i1 %t75, !dbg !253
  br i1 %brmerge2, label %b26, label %b23, !dbg !253

b23:                                              ; preds = %b21
  %.128 = zext i16 %t74 to i32, !dbg !254
  %.129 = shl nuw i32 %.128, 16, !dbg !254
  %.130 = bitcast i32 %.129 to float, !dbg !254
  %.131 = zext i16 %.125 to i32, !dbg !254
  %.132 = shl nuw i32 %.131, 16, !dbg !254
  %.133 = bitcast i32 %.132 to float, !dbg !254
  %.134 = fmul float %.130, %.133, !dbg !254
  %.135 = bitcast float %.134 to i32, !dbg !254
  %.136 = and i32 %.135, 2147483647, !dbg !254
  %.137 = icmp ugt i32 %.136, 2139095040, !dbg !254
  %.138 = lshr i32 %.135, 16, !dbg !254
  %.139 = and i32 %.138, 1, !dbg !254
  %.140 = add i32 %.135, 32767, !dbg !254
  %.141 = add i32 %.140, %.139, !dbg !254
  %.142 = lshr i32 %.141, 16, !dbg !254
  %.144 = or i32 %.138, 64, !dbg !254
  %.145 = select i1 %.137, i32 %.144, i32 %.142, !dbg !254
  %.146 = trunc i32 %.145 to i16, !dbg !254
  br label %b26, !dbg !253

b26:                                              ; preds = %b21, %b23, %b20
  %t86 = phi i16 [ %t74, %b20 ], [ %t74.mux, %b21 ], [ %.146, %b23 ]
  %t87 = phi i1 [ %t75, %b20 ], [ %t75.mux, %b21 ], [ true, %b23 ]
  br i1 %t76, label %b27, label %b48, !dbg !253

b27:                                              ; preds = %b26
  %.148 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !253
  %.149 = zext i32 %.148 to i64, !dbg !253
  %.150 = add nuw nsw i64 %.149, 16, !dbg !253
  %.151 = icmp ult i32 %.148, 16, !dbg !253
  %.152 = tail call i32 @llvm.read_register.i32(metadata !230) #13, !dbg !253
  %.153 = zext i32 %.152 to i64, !dbg !253
  %.154 = and i64 %.150, 31, !dbg !253
  %7 = shl nuw nsw i64 1, %.154, !dbg !253
  %8 = and i64 %7, %.153, !dbg !253
  %.156 = icmp ne i64 %8, 0, !dbg !253
  %.157 = and i1 %.151, %.156, !dbg !253
  %.158 = trunc i64 %.150 to i32, !dbg !253
  %.159 = shl i32 %.158, 2, !dbg !253
  %.160 = zext i16 %t86 to i32, !dbg !253
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.160), !dbg !253
  %.162 = trunc i32 %.161 to i16, !dbg !253
  %t88 = select i1 %.157, i16 %.162, i16 %t86, !dbg !253
  %.176 = zext i1 %t87 to i32, !dbg !253
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.176), !dbg !253
  %9 = and i32 %.177, 1, !dbg !253
  %.178 = icmp ne i32 %9, 0, !dbg !253
  %t89 = select i1 %.157, i1 %.178, i1 %t87, !dbg !253
  %t90 = icmp slt i32 %.1, 16, !dbg !253
  %t91 = and i1 %t90, %t89, !dbg !253
  %10 = select i1 %t91, i1 %t87, i1 false, !dbg !253
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !253
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !253
  br i1 %10, label %b29, label %b31, !dbg !253

b29:                                              ; preds = %b27
  %.180 = shl nuw i32 %.160, 16, !dbg !254
  %.181 = bitcast i32 %.180 to float, !dbg !254
  %.182 = zext i16 %t88 to i32, !dbg !254
  %.183 = shl nuw i32 %.182, 16, !dbg !254
  %.184 = bitcast i32 %.183 to float, !dbg !254
  %.185 = fmul float %.181, %.184, !dbg !254
  %.186 = bitcast float %.185 to i32, !dbg !254
  %.187 = and i32 %.186, 2147483647, !dbg !254
  %.188 = icmp ugt i32 %.187, 2139095040, !dbg !254
  %.189 = lshr i32 %.186, 16, !dbg !254
  %.190 = and i32 %.189, 1, !dbg !254
  %.191 = add i32 %.186, 32767, !dbg !254
  %.192 = add i32 %.191, %.190, !dbg !254
  %.193 = lshr i32 %.192, 16, !dbg !254
  %.195 = or i32 %.189, 64, !dbg !254
  %.196 = select i1 %.188, i32 %.195, i32 %.193, !dbg !254
  %.197 = trunc i32 %.196 to i16, !dbg !254
  br label %b31, !dbg !253

b31:                                              ; preds = %b27, %b29
  %t94 = phi i16 [ %t86.mux, %b27 ], [ %.197, %b29 ]
  %t95 = phi i1 [ %t87.mux, %b27 ], [ true, %b29 ]
  %.201 = add nuw nsw i64 %.149, 8, !dbg !253
  %.202 = icmp ult i32 %.148, 24, !dbg !253
  %.205 = and i64 %.201, 31, !dbg !253
  %11 = shl nuw nsw i64 1, %.205, !dbg !253
  %12 = and i64 %11, %.153, !dbg !253
  %.207 = icmp ne i64 %12, 0, !dbg !253
  %.208 = and i1 %.202, %.207, !dbg !253
  %.209 = trunc i64 %.201 to i32, !dbg !253
  %.210 = shl i32 %.209, 2, !dbg !253
  %.211 = zext i16 %t94 to i32, !dbg !253
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.211), !dbg !253
  %.213 = trunc i32 %.212 to i16, !dbg !253
  %t96 = select i1 %.208, i16 %.213, i16 %t94, !dbg !253
  %.227 = zext i1 %t95 to i32, !dbg !253
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.227), !dbg !253
  %13 = and i32 %.228, 1, !dbg !253
  %.229 = icmp ne i32 %13, 0, !dbg !253
  %t97 = select i1 %.208, i1 %.229, i1 %t95, !dbg !253
  %t98 = icmp slt i32 %.1, 24, !dbg !253
  %t99 = and i1 %t98, %t97, !dbg !253
  %14 = select i1 %t99, i1 %t95, i1 false, !dbg !253
  %t94.mux = select i1 %t99, i16 %t96, i16 %t94, !dbg !253
  %t95.mux = select i1 %t99, i1 true, i1 %t95, !dbg !253
  br i1 %14, label %b33, label %b35, !dbg !253

b33:                                              ; preds = %b31
  %.231 = shl nuw i32 %.211, 16, !dbg !254
  %.232 = bitcast i32 %.231 to float, !dbg !254
  %.233 = zext i16 %t96 to i32, !dbg !254
  %.234 = shl nuw i32 %.233, 16, !dbg !254
  %.235 = bitcast i32 %.234 to float, !dbg !254
  %.236 = fmul float %.232, %.235, !dbg !254
  %.237 = bitcast float %.236 to i32, !dbg !254
  %.238 = and i32 %.237, 2147483647, !dbg !254
  %.239 = icmp ugt i32 %.238, 2139095040, !dbg !254
  %.240 = lshr i32 %.237, 16, !dbg !254
  %.241 = and i32 %.240, 1, !dbg !254
  %.242 = add i32 %.237, 32767, !dbg !254
  %.243 = add i32 %.242, %.241, !dbg !254
  %.244 = lshr i32 %.243, 16, !dbg !254
  %.246 = or i32 %.240, 64, !dbg !254
  %.247 = select i1 %.239, i32 %.246, i32 %.244, !dbg !254
  %.248 = trunc i32 %.247 to i16, !dbg !254
  br label %b35, !dbg !253

b35:                                              ; preds = %b31, %b33
  %t102 = phi i16 [ %t94.mux, %b31 ], [ %.248, %b33 ]
  %t103 = phi i1 [ %t95.mux, %b31 ], [ true, %b33 ]
  %.252 = add nuw nsw i64 %.149, 4, !dbg !253
  %.253 = icmp ult i32 %.148, 28, !dbg !253
  %.256 = and i64 %.252, 31, !dbg !253
  %15 = shl nuw nsw i64 1, %.256, !dbg !253
  %16 = and i64 %15, %.153, !dbg !253
  %.258 = icmp ne i64 %16, 0, !dbg !253
  %.259 = and i1 %.253, %.258, !dbg !253
  %.260 = trunc i64 %.252 to i32, !dbg !253
  %.261 = shl i32 %.260, 2, !dbg !253
  %.262 = zext i16 %t102 to i32, !dbg !253
  %.263 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.262), !dbg !253
  %.264 = trunc i32 %.263 to i16, !dbg !253
  %t104 = select i1 %.259, i16 %.264, i16 %t102, !dbg !253
  %.278 = zext i1 %t103 to i32, !dbg !253
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.278), !dbg !253
  %17 = and i32 %.279, 1, !dbg !253
  %.280 = icmp ne i32 %17, 0, !dbg !253
  %t105 = select i1 %.259, i1 %.280, i1 %t103, !dbg !253
  %t106 = icmp slt i32 %.1, 28, !dbg !253
  %t107 = and i1 %t106, %t105, !dbg !253
  %18 = select i1 %t107, i1 %t103, i1 false, !dbg !253
  %t102.mux = select i1 %t107, i16 %t104, i16 %t102, !dbg !253
  %t103.mux = select i1 %t107, i1 true, i1 %t103, !dbg !253
  br i1 %18, label %b37, label %b39, !dbg !253

b37:                                              ; preds = %b35
  %.282 = shl nuw i32 %.262, 16, !dbg !254
  %.283 = bitcast i32 %.282 to float, !dbg !254
  %.284 = zext i16 %t104 to i32, !dbg !254
  %.285 = shl nuw i32 %.284, 16, !dbg !254
  %.286 = bitcast i32 %.285 to float, !dbg !254
  %.287 = fmul float %.283, %.286, !dbg !254
  %.288 = bitcast float %.287 to i32, !dbg !254
  %.289 = and i32 %.288, 2147483647, !dbg !254
  %.290 = icmp ugt i32 %.289, 2139095040, !dbg !254
  %.291 = lshr i32 %.288, 16, !dbg !254
  %.292 = and i32 %.291, 1, !dbg !254
  %.293 = add i32 %.288, 32767, !dbg !254
  %.294 = add i32 %.293, %.292, !dbg !254
  %.295 = lshr i32 %.294, 16, !dbg !254
  %.297 = or i32 %.291, 64, !dbg !254
  %.298 = select i1 %.290, i32 %.297, i32 %.295, !dbg !254
  %.299 = trunc i32 %.298 to i16, !dbg !254
  br label %b39, !dbg !253

b39:                                              ; preds = %b35, %b37
  %t110 = phi i16 [ %t102.mux, %b35 ], [ %.299, %b37 ]
  %t111 = phi i1 [ %t103.mux, %b35 ], [ true, %b37 ]
  %.303 = add nuw nsw i64 %.149, 2, !dbg !253
  %.304 = icmp ult i32 %.148, 30, !dbg !253
  %.307 = and i64 %.303, 31, !dbg !253
  %19 = shl nuw nsw i64 1, %.307, !dbg !253
  %20 = and i64 %19, %.153, !dbg !253
  %.309 = icmp ne i64 %20, 0, !dbg !253
  %.310 = and i1 %.304, %.309, !dbg !253
  %.311 = trunc i64 %.303 to i32, !dbg !253
  %.312 = shl i32 %.311, 2, !dbg !253
  %.313 = zext i16 %t110 to i32, !dbg !253
  %.314 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.313), !dbg !253
  %.315 = trunc i32 %.314 to i16, !dbg !253
  %t112 = select i1 %.310, i16 %.315, i16 %t110, !dbg !253
  %.329 = zext i1 %t111 to i32, !dbg !253
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.329), !dbg !253
  %21 = and i32 %.330, 1, !dbg !253
  %.331 = icmp ne i32 %21, 0, !dbg !253
  %t113 = select i1 %.310, i1 %.331, i1 %t111, !dbg !253
  %t114 = icmp slt i32 %.1, 30, !dbg !253
  %t115 = and i1 %t114, %t113, !dbg !253
  %22 = select i1 %t115, i1 %t111, i1 false, !dbg !253
  %t110.mux = select i1 %t115, i16 %t112, i16 %t110, !dbg !253
  %t111.mux = select i1 %t115, i1 true, i1 %t111, !dbg !253
  br i1 %22, label %b41, label %b43, !dbg !253

b41:                                              ; preds = %b39
  %.333 = shl nuw i32 %.313, 16, !dbg !254
  %.334 = bitcast i32 %.333 to float, !dbg !254
  %.335 = zext i16 %t112 to i32, !dbg !254
  %.336 = shl nuw i32 %.335, 16, !dbg !254
  %.337 = bitcast i32 %.336 to float, !dbg !254
  %.338 = fmul float %.334, %.337, !dbg !254
  %.339 = bitcast float %.338 to i32, !dbg !254
  %.340 = and i32 %.339, 2147483647, !dbg !254
  %.341 = icmp ugt i32 %.340, 2139095040, !dbg !254
  %.342 = lshr i32 %.339, 16, !dbg !254
  %.343 = and i32 %.342, 1, !dbg !254
  %.344 = add i32 %.339, 32767, !dbg !254
  %.345 = add i32 %.344, %.343, !dbg !254
  %.346 = lshr i32 %.345, 16, !dbg !254
  %.348 = or i32 %.342, 64, !dbg !254
  %.349 = select i1 %.341, i32 %.348, i32 %.346, !dbg !254
  %.350 = trunc i32 %.349 to i16, !dbg !254
  br label %b43, !dbg !253

b43:                                              ; preds = %b39, %b41
  %t118 = phi i16 [ %t110.mux, %b39 ], [ %.350, %b41 ]
  %t119 = phi i1 [ %t111.mux, %b39 ], [ true, %b41 ]
  %.354 = add nuw nsw i64 %.149, 1, !dbg !253
  %.355 = icmp ult i32 %.148, 31, !dbg !253
  %.358 = and i64 %.354, 31, !dbg !253
  %23 = shl nuw nsw i64 1, %.358, !dbg !253
  %24 = and i64 %23, %.153, !dbg !253
  %.360 = icmp ne i64 %24, 0, !dbg !253
  %.361 = and i1 %.355, %.360, !dbg !253
  %.362 = trunc i64 %.354 to i32, !dbg !253
  %.363 = shl i32 %.362, 2, !dbg !253
  %.364 = zext i16 %t118 to i32, !dbg !253
  %.365 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.364), !dbg !253
  %.366 = trunc i32 %.365 to i16, !dbg !253
  %t120 = select i1 %.361, i16 %.366, i16 %t118, !dbg !253
  %.380 = zext i1 %t119 to i32, !dbg !253
  %.381 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.380), !dbg !253
  %25 = and i32 %.381, 1, !dbg !253
  %.382 = icmp ne i32 %25, 0, !dbg !253
  %t121 = select i1 %.361, i1 %.382, i1 %t119, !dbg !253
  %t122 = icmp slt i32 %.1, 31, !dbg !253
  %t123 = and i1 %t122, %t121, !dbg !253
  %26 = select i1 %t123, i1 %t119, i1 false, !dbg !253
  %t118.mux = select i1 %t123, i16 %t120, i16 %t118, !dbg !253
  %t119.mux = select i1 %t123, i1 true, i1 %t119, !dbg !253
  br i1 %26, label %b45, label %b48, !dbg !253

b45:                                              ; preds = %b43
  %.384 = shl nuw i32 %.364, 16, !dbg !254
  %.385 = bitcast i32 %.384 to float, !dbg !254
  %.386 = zext i16 %t120 to i32, !dbg !254
  %.387 = shl nuw i32 %.386, 16, !dbg !254
  %.388 = bitcast i32 %.387 to float, !dbg !254
  %.389 = fmul float %.385, %.388, !dbg !254
  %.390 = bitcast float %.389 to i32, !dbg !254
  %.391 = and i32 %.390, 2147483647, !dbg !254
  %.392 = icmp ugt i32 %.391, 2139095040, !dbg !254
  %.393 = lshr i32 %.390, 16, !dbg !254
  %.394 = and i32 %.393, 1, !dbg !254
  %.395 = add i32 %.390, 32767, !dbg !254
  %.396 = add i32 %.395, %.394, !dbg !254
  %.397 = lshr i32 %.396, 16, !dbg !254
  %.399 = or i32 %.393, 64, !dbg !254
  %.400 = select i1 %.392, i32 %.399, i32 %.397, !dbg !254
  %.401 = trunc i32 %.400 to i16, !dbg !254
  br label %b48, !dbg !253

b48:                                              ; preds = %b43, %b45, %b26
  %t128 = phi i16 [ %t86, %b26 ], [ %t118.mux, %b43 ], [ %.401, %b45 ]
  %t129 = phi i1 [ %t87, %b26 ], [ %t119.mux, %b43 ], [ true, %b45 ]
  %t130 = icmp eq i32 %.1, 0, !dbg !253
  %t131 = and i1 %t130, %t129, !dbg !253
  br i1 %t131, label %b49, label %b50, !dbg !253

b49:                                              ; preds = %b48
  %t132 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t5, !dbg !253
  store i16 %t128, ptr addrspace(1) %t132, align 2, !dbg !253
  br label %b50, !dbg !253

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !253
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i16 %a3, i8 %a4) local_unnamed_addr #2 !dbg !255 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !256
  %t3 = sext i32 %.2 to i64, !dbg !256
  %t4 = icmp slt i64 %t3, %a0, !dbg !256
  br i1 %t4, label %b1, label %b5, !dbg !256

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t3, !dbg !256
  %.3 = load i16, ptr addrspace(1) %t5, align 2, !dbg !256, !amdgpu.noclobber !6
  %t812 = add nsw i64 %t3, 256, !dbg !256
  %t1013 = icmp slt i64 %t812, %a0, !dbg !256
  br i1 %t1013, label %b3, label %b5, !dbg !256

b3:                                               ; preds = %b1, %b3
  %t815 = phi i64 [ %t8, %b3 ], [ %t812, %b1 ]
  %t914 = phi i16 [ %.23, %b3 ], [ %.3, %b1 ]
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t815, !dbg !256
  %.4 = load i16, ptr addrspace(1) %t11, align 2, !dbg !256, !amdgpu.noclobber !6
  %0 = insertelement <2 x i16> poison, i16 %t914, i64 0, !dbg !257
  %1 = insertelement <2 x i16> %0, i16 %.4, i64 1, !dbg !257
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !257
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !257
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !257
  %5 = extractelement <2 x float> %4, i64 0, !dbg !257
  %6 = extractelement <2 x float> %4, i64 1, !dbg !257
  %.11 = fmul float %5, %6, !dbg !257
  %.12 = bitcast float %.11 to i32, !dbg !257
  %.13 = and i32 %.12, 2147483647, !dbg !257
  %.14 = icmp ugt i32 %.13, 2139095040, !dbg !257
  %.15 = lshr i32 %.12, 16, !dbg !257
  %.16 = and i32 %.15, 1, !dbg !257
  %.17 = add i32 %.12, 32767, !dbg !257
  %.18 = add i32 %.17, %.16, !dbg !257
  %.19 = lshr i32 %.18, 16, !dbg !257
  %.21 = or i32 %.15, 64, !dbg !257
  %.22 = select i1 %.14, i32 %.21, i32 %.19, !dbg !257
  %.23 = trunc i32 %.22 to i16, !dbg !257
  %t8 = add i64 %t815, 256, !dbg !256
  %t10 = icmp slt i64 %t8, %a0, !dbg !256
  br i1 %t10, label %b3, label %b5, !dbg !256

b5:                                               ; preds = %b3, %b1, %entry
  %t15 = phi i16 [ 0, %entry ], [ %.3, %b1 ], [ %.23, %b3 ]
  %t16 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.0, i32 %.2, !dbg !256
  store i16 %t15, ptr addrspace(3) %t16, align 2, !dbg !256
  %t17 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.1, i32 %.2, !dbg !256
  %.24 = zext i1 %t4 to i8, !dbg !256
  store i8 %.24, ptr addrspace(3) %t17, align 1, !dbg !256
  fence syncscope("workgroup") release, !dbg !256
  tail call void @llvm.amdgcn.s.barrier(), !dbg !256
  fence syncscope("workgroup") acquire, !dbg !256
  %t18 = icmp slt i32 %.2, 128, !dbg !256
  br i1 %t18, label %b6, label %b11, !dbg !256

b6:                                               ; preds = %b5
  %t19 = add nsw i32 %.2, 128, !dbg !256
  %t20 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.0, i32 %t19, !dbg !256
  %.25 = load i16, ptr addrspace(3) %t20, align 2, !dbg !256
  %t22 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.1, i32 %t19, !dbg !256
  %.26 = load i8, ptr addrspace(3) %t22, align 1, !dbg !256
  %.27.not11 = icmp eq i8 %.26, 0, !dbg !256
  %t4.not = xor i1 %t4, true, !dbg !256
  %brmerge = select i1 %.27.not11, i1 true, i1 %t4.not, !dbg !256
  %t15.mux = select i1 %.27.not11, i16 %t15, i16 %.25, !dbg !256
  %not..27.not11 = xor i1 %.27.not11, true, !dbg !256
  %t4.mux = select i1 %not..27.not11, i1 true, i1 %t4, !dbg !256
  br i1 %brmerge, label %b10, label %b8, !dbg !256

b8:                                               ; preds = %b6
  %.28 = zext i16 %t15 to i32, !dbg !257
  %.29 = shl nuw i32 %.28, 16, !dbg !257
  %.30 = bitcast i32 %.29 to float, !dbg !257
  %.31 = zext i16 %.25 to i32, !dbg !257
  %.32 = shl nuw i32 %.31, 16, !dbg !257
  %.33 = bitcast i32 %.32 to float, !dbg !257
  %.34 = fmul float %.30, %.33, !dbg !257
  %.35 = bitcast float %.34 to i32, !dbg !257
  %.36 = and i32 %.35, 2147483647, !dbg !257
  %.37 = icmp ugt i32 %.36, 2139095040, !dbg !257
  %.38 = lshr i32 %.35, 16, !dbg !257
  %.39 = and i32 %.38, 1, !dbg !257
  %.40 = add i32 %.35, 32767, !dbg !257
  %.41 = add i32 %.40, %.39, !dbg !257
  %.42 = lshr i32 %.41, 16, !dbg !257
  %.44 = or i32 %.38, 64, !dbg !257
  %.45 = select i1 %.37, i32 %.44, i32 %.42, !dbg !257
  %.46 = trunc i32 %.45 to i16, !dbg !257
  br label %b10, !dbg !256

b10:                                              ; preds = %b6, %b8
  %t26 = phi i16 [ %t15.mux, %b6 ], [ %.46, %b8 ]
  %t27 = phi i1 [ %t4.mux, %b6 ], [ true, %b8 ]
  store i16 %t26, ptr addrspace(3) %t16, align 2, !dbg !256
  %.47 = zext i1 %t27 to i8, !dbg !256
  store i8 %.47, ptr addrspace(3) %t17, align 1, !dbg !256
  br label %b11, !dbg !256

b11:                                              ; preds = %b10, %b5
  %t28 = phi i16 [ %t26, %b10 ], [ %t15, %b5 ]
  %t29 = phi i1 [ %t27, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !256
  tail call void @llvm.amdgcn.s.barrier(), !dbg !256
  fence syncscope("workgroup") acquire, !dbg !256
  %t30 = icmp slt i32 %.2, 64, !dbg !256
  br i1 %t30, label %b12, label %b17, !dbg !256

b12:                                              ; preds = %b11
  %t31 = add nsw i32 %.2, 64, !dbg !256
  %t32 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.0, i32 %t31, !dbg !256
  %.48 = load i16, ptr addrspace(3) %t32, align 2, !dbg !256
  %t34 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.1, i32 %t31, !dbg !256
  %.49 = load i8, ptr addrspace(3) %t34, align 1, !dbg !256
  %.50.not10 = icmp eq i8 %.49, 0, !dbg !256
  %t29.not = xor i1 %t29, true, !dbg !256
  %brmerge1 = select i1 %.50.not10, i1 true, i1 %t29.not, !dbg !256
  %t28.mux = select i1 %.50.not10, i16 %t28, i16 %.48, !dbg !256
  %not..50.not10 = xor i1 %.50.not10, true, !dbg !256
  %t29.mux = select i1 %not..50.not10, i1 true, i1 %t29, !dbg !256
  br i1 %brmerge1, label %b16, label %b14, !dbg !256

b14:                                              ; preds = %b12
  %.51 = zext i16 %t28 to i32, !dbg !257
  %.52 = shl nuw i32 %.51, 16, !dbg !257
  %.53 = bitcast i32 %.52 to float, !dbg !257
  %.54 = zext i16 %.48 to i32, !dbg !257
  %.55 = shl nuw i32 %.54, 16, !dbg !257
  %.56 = bitcast i32 %.55 to float, !dbg !257
  %.57 = fmul float %.53, %.56, !dbg !257
  %.58 = bitcast float %.57 to i32, !dbg !257
  %.59 = and i32 %.58, 2147483647, !dbg !257
  %.60 = icmp ugt i32 %.59, 2139095040, !dbg !257
  %.61 = lshr i32 %.58, 16, !dbg !257
  %.62 = and i32 %.61, 1, !dbg !257
  %.63 = add i32 %.58, 32767, !dbg !257
  %.64 = add i32 %.63, %.62, !dbg !257
  %.65 = lshr i32 %.64, 16, !dbg !257
  %.67 = or i32 %.61, 64, !dbg !257
  %.68 = select i1 %.60, i32 %.67, i32 %.65, !dbg !257
  %.69 = trunc i32 %.68 to i16, !dbg !257
  br label %b16, !dbg !256

b16:                                              ; preds = %b12, %b14
  %t38 = phi i16 [ %t28.mux, %b12 ], [ %.69, %b14 ]
  %t39 = phi i1 [ %t29.mux, %b12 ], [ true, %b14 ]
  store i16 %t38, ptr addrspace(3) %t16, align 2, !dbg !256
  %.70 = zext i1 %t39 to i8, !dbg !256
  store i8 %.70, ptr addrspace(3) %t17, align 1, !dbg !256
  br label %b17, !dbg !256

b17:                                              ; preds = %b16, %b11
  %t40 = phi i16 [ %t38, %b16 ], [ %t28, %b11 ]
  %t41 = phi i1 [ %t39, %b16 ], [ %t29, %b11 ]
  fence syncscope("workgroup") release, !dbg !256
  tail call void @llvm.amdgcn.s.barrier(), !dbg !256
  fence syncscope("workgroup") acquire, !dbg !256
  %t42 = icmp slt i32 %.2, 32, !dbg !256
  br i1 %t42, label %b18, label %b23, !dbg !256

b18:                                              ; preds = %b17
  %t43 = add nsw i32 %.2, 32, !dbg !256
  %t44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.0, i32 %t43, !dbg !256
  %.71 = load i16, ptr addrspace(3) %t44, align 2, !dbg !256
  %t46 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.1, i32 %t43, !dbg !256
  %.72 = load i8, ptr addrspace(3) %t46, align 1, !dbg !256
  %.73.not9 = icmp eq i8 %.72, 0, !dbg !256
  %t41.not = xor i1 %t41, true, !dbg !256
  %brmerge2 = select i1 %.73.not9, i1 true, i1 %t41.not, !dbg !256
  %t40.mux = select i1 %.73.not9, i16 %t40, i16 %.71, !dbg !256
  %not..73.not9 = xor i1 %.73.not9, true, !dbg !256
  %t41.mux = select i1 %not..73.not9, i1 true, i1 %t41, !dbg !256
  br i1 %brmerge2, label %b23, label %b20, !dbg !256

b20:                                              ; preds = %b18
  %.74 = zext i16 %t40 to i32, !dbg !257
  %.75 = shl nuw i32 %.74, 16, !dbg !257
  %.76 = bitcast i32 %.75 to float, !dbg !257
  %.77 = zext i16 %.71 to i32, !dbg !257
  %.78 = shl nuw i32 %.77, 16, !dbg !257
  %.79 = bitcast i32 %.78 to float, !dbg !257
  %.80 = fmul float %.76, %.79, !dbg !257
  %.81 = bitcast float %.80 to i32, !dbg !257
  %.82 = and i32 %.81, 2147483647, !dbg !257
  %.83 = icmp ugt i32 %.82, 2139095040, !dbg !257
  %.84 = lshr i32 %.81, 16, !dbg !257
  %.85 = and i32 %.84, 1, !dbg !257
  %.86 = add i32 %.81, 32767, !dbg !257
  %.87 = add i32 %.86, %.85, !dbg !257
  %.88 = lshr i32 %.87, 16, !dbg !257
  %.90 = or i32 %.84, 64, !dbg !257
  %.91 = select i1 %.83, i32 %.90, i32 %.88, !dbg !257
  %.92 = trunc i32 %.91 to i16, !dbg !257
  br label %b23, !dbg !256

b23:                                              ; preds = %b18, %b20, %b17
  %t52 = phi i16 [ %t40, %b17 ], [ %t40.mux, %b18 ], [ %.92, %b20 ]
  %t53 = phi i1 [ %t41, %b17 ], [ %t41.mux, %b18 ], [ true, %b20 ]
  br i1 %t42, label %b24, label %b45, !dbg !256

b24:                                              ; preds = %b23
  %.94 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !256
  %.95 = zext i32 %.94 to i64, !dbg !256
  %.96 = add nuw nsw i64 %.95, 16, !dbg !256
  %.97 = icmp ult i32 %.94, 16, !dbg !256
  %.98 = tail call i32 @llvm.read_register.i32(metadata !230) #13, !dbg !256
  %.99 = zext i32 %.98 to i64, !dbg !256
  %.100 = and i64 %.96, 31, !dbg !256
  %7 = shl nuw nsw i64 1, %.100, !dbg !256
  %8 = and i64 %7, %.99, !dbg !256
  %.102 = icmp ne i64 %8, 0, !dbg !256
  %.103 = and i1 %.97, %.102, !dbg !256
  %.104 = trunc i64 %.96 to i32, !dbg !256
  %.105 = shl i32 %.104, 2, !dbg !256
  %.106 = zext i16 %t52 to i32, !dbg !256
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !256
  %.108 = trunc i32 %.107 to i16, !dbg !256
  %t54 = select i1 %.103, i16 %.108, i16 %t52, !dbg !256
  %.122 = zext i1 %t53 to i32, !dbg !256
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.122), !dbg !256
  %9 = and i32 %.123, 1, !dbg !256
  %.124 = icmp ne i32 %9, 0, !dbg !256
  %t55 = select i1 %.103, i1 %.124, i1 %t53, !dbg !256
  %t56 = icmp slt i32 %.2, 16, !dbg !256
  %t57 = and i1 %t56, %t55, !dbg !256
  %10 = select i1 %t57, i1 %t53, i1 false, !dbg !256
  %t52.mux = select i1 %t57, i16 %t54, i16 %t52, !dbg !256
  %t53.mux = select i1 %t57, i1 true, i1 %t53, !dbg !256
  br i1 %10, label %b26, label %b28, !dbg !256

b26:                                              ; preds = %b24
  %.126 = shl nuw i32 %.106, 16, !dbg !257
  %.127 = bitcast i32 %.126 to float, !dbg !257
  %.128 = zext i16 %t54 to i32, !dbg !257
  %.129 = shl nuw i32 %.128, 16, !dbg !257
  %.130 = bitcast i32 %.129 to float, !dbg !257
  %.131 = fmul float %.127, %.130, !dbg !257
  %.132 = bitcast float %.131 to i32, !dbg !257
  %.133 = and i32 %.132, 2147483647, !dbg !257
  %.134 = icmp ugt i32 %.133, 2139095040, !dbg !257
  %.135 = lshr i32 %.132, 16, !dbg !257
  %.136 = and i32 %.135, 1, !dbg !257
  %.137 = add i32 %.132, 32767, !dbg !257
  %.138 = add i32 %.137, %.136, !dbg !257
  %.139 = lshr i32 %.138, 16, !dbg !257
  %.141 = or i32 %.135, 64, !dbg !257
  %.142 = select i1 %.134, i32 %.141, i32 %.139, !dbg !257
  %.143 = trunc i32 %.142 to i16, !dbg !257
  br label %b28, !dbg !256

b28:                                              ; preds = %b24, %b26
  %t60 = phi i16 [ %t52.mux, %b24 ], [ %.143, %b26 ]
  %t61 = phi i1 [ %t53.mux, %b24 ], [ true, %b26 ]
  %.147 = add nuw nsw i64 %.95, 8, !dbg !256
  %.148 = icmp ult i32 %.94, 24, !dbg !256
  %.151 = and i64 %.147, 31, !dbg !256
  %11 = shl nuw nsw i64 1, %.151, !dbg !256
  %12 = and i64 %11, %.99, !dbg !256
  %.153 = icmp ne i64 %12, 0, !dbg !256
  %.154 = and i1 %.148, %.153, !dbg !256
  %.155 = trunc i64 %.147 to i32, !dbg !256
  %.156 = shl i32 %.155, 2, !dbg !256
  %.157 = zext i16 %t60 to i32, !dbg !256
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.157), !dbg !256
  %.159 = trunc i32 %.158 to i16, !dbg !256
  %t62 = select i1 %.154, i16 %.159, i16 %t60, !dbg !256
  %.173 = zext i1 %t61 to i32, !dbg !256
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.173), !dbg !256
  %13 = and i32 %.174, 1, !dbg !256
  %.175 = icmp ne i32 %13, 0, !dbg !256
  %t63 = select i1 %.154, i1 %.175, i1 %t61, !dbg !256
  %t64 = icmp slt i32 %.2, 24, !dbg !256
  %t65 = and i1 %t64, %t63, !dbg !256
  %14 = select i1 %t65, i1 %t61, i1 false, !dbg !256
  %t60.mux = select i1 %t65, i16 %t62, i16 %t60, !dbg !256
  %t61.mux = select i1 %t65, i1 true, i1 %t61, !dbg !256
  br i1 %14, label %b30, label %b32, !dbg !256

b30:                                              ; preds = %b28
  %.177 = shl nuw i32 %.157, 16, !dbg !257
  %.178 = bitcast i32 %.177 to float, !dbg !257
  %.179 = zext i16 %t62 to i32, !dbg !257
  %.180 = shl nuw i32 %.179, 16, !dbg !257
  %.181 = bitcast i32 %.180 to float, !dbg !257
  %.182 = fmul float %.178, %.181, !dbg !257
  %.183 = bitcast float %.182 to i32, !dbg !257
  %.184 = and i32 %.183, 2147483647, !dbg !257
  %.185 = icmp ugt i32 %.184, 2139095040, !dbg !257
  %.186 = lshr i32 %.183, 16, !dbg !257
  %.187 = and i32 %.186, 1, !dbg !257
  %.188 = add i32 %.183, 32767, !dbg !257
  %.189 = add i32 %.188, %.187, !dbg !257
  %.190 = lshr i32 %.189, 16, !dbg !257
  %.192 = or i32 %.186, 64, !dbg !257
  %.193 = select i1 %.185, i32 %.192, i32 %.190, !dbg !257
  %.194 = trunc i32 %.193 to i16, !dbg !257
  br label %b32, !dbg !256

b32:                                              ; preds = %b28, %b30
  %t68 = phi i16 [ %t60.mux, %b28 ], [ %.194, %b30 ]
  %t69 = phi i1 [ %t61.mux, %b28 ], [ true, %b30 ]
  %.198 = add nuw nsw i64 %.95, 4, !dbg !256
  %.199 = icmp ult i32 %.94, 28, !dbg !256
  %.202 = and i64 %.198, 31, !dbg !256
  %15 = shl nuw nsw i64 1, %.202, !dbg !256
  %16 = and i64 %15, %.99, !dbg !256
  %.204 = icmp ne i64 %16, 0, !dbg !256
  %.205 = and i1 %.199, %.204, !dbg !256
  %.206 = trunc i64 %.198 to i32, !dbg !256
  %.207 = shl i32 %.206, 2, !dbg !256
  %.208 = zext i16 %t68 to i32, !dbg !256
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !256
  %.210 = trunc i32 %.209 to i16, !dbg !256
  %t70 = select i1 %.205, i16 %.210, i16 %t68, !dbg !256
  %.224 = zext i1 %t69 to i32, !dbg !256
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !256
  %17 = and i32 %.225, 1, !dbg !256
  %.226 = icmp ne i32 %17, 0, !dbg !256
  %t71 = select i1 %.205, i1 %.226, i1 %t69, !dbg !256
  %t72 = icmp slt i32 %.2, 28, !dbg !256
  %t73 = and i1 %t72, %t71, !dbg !256
  %18 = select i1 %t73, i1 %t69, i1 false, !dbg !256
  %t68.mux = select i1 %t73, i16 %t70, i16 %t68, !dbg !256
  %t69.mux = select i1 %t73, i1 true, i1 %t69, !dbg !256
  br i1 %18, label %b34, label %b36, !dbg !256

b34:                                              ; preds = %b32
  %.228 = shl nuw i32 %.208, 16, !dbg !257
  %.229 = bitcast i32 %.228 to float, !dbg !257
  %.230 = zext i16 %t70 to i32, !dbg !257
  %.231 = shl nuw i32 %.230, 16, !dbg !257
  %.232 = bitcast i32 %.231 to float, !dbg !257
  %.233 = fmul float %.229, %.232, !dbg !257
  %.234 = bitcast float %.233 to i32, !dbg !257
  %.235 = and i32 %.234, 2147483647, !dbg !257
  %.236 = icmp ugt i32 %.235, 2139095040, !dbg !257
  %.237 = lshr i32 %.234, 16, !dbg !257
  %.238 = and i32 %.237, 1, !dbg !257
  %.239 = add i32 %.234, 32767, !dbg !257
  %.240 = add i32 %.239, %.238, !dbg !257
  %.241 = lshr i32 %.240, 16, !dbg !257
  %.243 = or i32 %.237, 64, !dbg !257
  %.244 = select i1 %.236, i32 %.243, i32 %.241, !dbg !257
  %.245 = trunc i32 %.244 to i16, !dbg !257
  br label %b36, !dbg !256

b36:                                              ; preds = %b32, %b34
  %t76 = phi i16 [ %t68.mux, %b32 ], [ %.245, %b34 ]
  %t77 = phi i1 [ %t69.mux, %b32 ], [ true, %b34 ]
  %.249 = add nuw nsw i64 %.95, 2, !dbg !256
  %.250 = icmp ult i32 %.94, 30, !dbg !256
  %.253 = and i64 %.249, 31, !dbg !256
  %19 = shl nuw nsw i64 1, %.253, !dbg !256
  %20 = and i64 %19, %.99, !dbg !256
  %.255 = icmp ne i64 %20, 0, !dbg !256
  %.256 = and i1 %.250, %.255, !dbg !256
  %.257 = trunc i64 %.249 to i32, !dbg !256
  %.258 = shl i32 %.257, 2, !dbg !256
  %.259 = zext i16 %t76 to i32, !dbg !256
  %.260 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.259), !dbg !256
  %.261 = trunc i32 %.260 to i16, !dbg !256
  %t78 = select i1 %.256, i16 %.261, i16 %t76, !dbg !256
  %.275 = zext i1 %t77 to i32, !dbg !256
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.275), !dbg !256
  %21 = and i32 %.276, 1, !dbg !256
  %.277 = icmp ne i32 %21, 0, !dbg !256
  %t79 = select i1 %.256, i1 %.277, i1 %t77, !dbg !256
  %t80 = icmp slt i32 %.2, 30, !dbg !256
  %t81 = and i1 %t80, %t79, !dbg !256
  %22 = select i1 %t81, i1 %t77, i1 false, !dbg !256
  %t76.mux = select i1 %t81, i16 %t78, i16 %t76, !dbg !256
  %t77.mux = select i1 %t81, i1 true, i1 %t77, !dbg !256
  br i1 %22, label %b38, label %b40, !dbg !256

b38:                                              ; preds = %b36
  %.279 = shl nuw i32 %.259, 16, !dbg !257
  %.280 = bitcast i32 %.279 to float, !dbg !257
  %.281 = zext i16 %t78 to i32, !dbg !257
  %.282 = shl nuw i32 %.281, 16, !dbg !257
  %.283 = bitcast i32 %.282 to float, !dbg !257
  %.284 = fmul float %.280, %.283, !dbg !257
  %.285 = bitcast float %.284 to i32, !dbg !257
  %.286 = and i32 %.285, 2147483647, !dbg !257
  %.287 = icmp ugt i32 %.286, 2139095040, !dbg !257
  %.288 = lshr i32 %.285, 16, !dbg !257
  %.289 = and i32 %.288, 1, !dbg !257
  %.290 = add i32 %.285, 32767, !dbg !257
  %.291 = add i32 %.290, %.289, !dbg !257
  %.292 = lshr i32 %.291, 16, !dbg !257
  %.294 = or i32 %.288, 64, !dbg !257
  %.295 = select i1 %.287, i32 %.294, i32 %.292, !dbg !257
  %.296 = trunc i32 %.295 to i16, !dbg !257
  br label %b40, !dbg !256

b40:                                              ; preds = %b36, %b38
  %t84 = phi i16 [ %t76.mux, %b36 ], [ %.296, %b38 ]
  %t85 = phi i1 [ %t77.mux, %b36 ], [ true, %b38 ]
  %.300 = add nuw nsw i64 %.95, 1, !dbg !256
  %.301 = icmp ult i32 %.94, 31, !dbg !256
  %.304 = and i64 %.300, 31, !dbg !256
  %23 = shl nuw nsw i64 1, %.304, !dbg !256
  %24 = and i64 %23, %.99, !dbg !256
  %.306 = icmp ne i64 %24, 0, !dbg !256
  %.307 = and i1 %.301, %.306, !dbg !256
  %.308 = trunc i64 %.300 to i32, !dbg !256
  %.309 = shl i32 %.308, 2, !dbg !256
  %.310 = zext i16 %t84 to i32, !dbg !256
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.310), !dbg !256
  %.312 = trunc i32 %.311 to i16, !dbg !256
  %t86 = select i1 %.307, i16 %.312, i16 %t84, !dbg !256
  %.326 = zext i1 %t85 to i32, !dbg !256
  %.327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.326), !dbg !256
  %25 = and i32 %.327, 1, !dbg !256
  %.328 = icmp ne i32 %25, 0, !dbg !256
  %t87 = select i1 %.307, i1 %.328, i1 %t85, !dbg !256
  %t88 = icmp slt i32 %.2, 31, !dbg !256
  %t89 = and i1 %t88, %t87, !dbg !256
  %26 = select i1 %t89, i1 %t85, i1 false, !dbg !256
  %t84.mux = select i1 %t89, i16 %t86, i16 %t84, !dbg !256
  %t85.mux = select i1 %t89, i1 true, i1 %t85, !dbg !256
  br i1 %26, label %b42, label %b45, !dbg !256

b42:                                              ; preds = %b40
  %.330 = shl nuw i32 %.310, 16, !dbg !257
  %.331 = bitcast i32 %.330 to float, !dbg !257
  %.332 = zext i16 %t86 to i32, !dbg !257
  %.333 = shl nuw i32 %.332, 16, !dbg !257
  %.334 = bitcast i32 %.333 to float, !dbg !257
  %.335 = fmul float %.331, %.334, !dbg !257
  %.336 = bitcast float %.335 to i32, !dbg !257
  %.337 = and i32 %.336, 2147483647, !dbg !257
  %.338 = icmp ugt i32 %.337, 2139095040, !dbg !257
  %.339 = lshr i32 %.336, 16, !dbg !257
  %.340 = and i32 %.339, 1, !dbg !257
  %.341 = add i32 %.336, 32767, !dbg !257
  %.342 = add i32 %.341, %.340, !dbg !257
  %.343 = lshr i32 %.342, 16, !dbg !257
  %.345 = or i32 %.339, 64, !dbg !257
  %.346 = select i1 %.338, i32 %.345, i32 %.343, !dbg !257
  %.347 = trunc i32 %.346 to i16, !dbg !257
  br label %b45, !dbg !256

b45:                                              ; preds = %b40, %b42, %b23
  %t94 = phi i16 [ %t52, %b23 ], [ %t84.mux, %b40 ], [ %.347, %b42 ]
  %t95 = phi i1 [ %t53, %b23 ], [ %t85.mux, %b40 ], [ true, %b42 ]
  %t96 = icmp eq i32 %.2, 0, !dbg !256
  br i1 %t96, label %b46, label %b52, !dbg !256

b46:                                              ; preds = %b45
  %27 = select i1 %t95, i1 %.1, i1 false, !dbg !256
  %a3.mux = select i1 %t95, i16 %t94, i16 %a3, !dbg !256
  %.1.mux = select i1 %t95, i1 true, i1 %.1, !dbg !256
  br i1 %27, label %b48, label %b50, !dbg !256

b48:                                              ; preds = %b46
  %.348 = zext i16 %a3 to i32, !dbg !257
  %.349 = shl nuw i32 %.348, 16, !dbg !257
  %.350 = bitcast i32 %.349 to float, !dbg !257
  %.351 = zext i16 %t94 to i32, !dbg !257
  %.352 = shl nuw i32 %.351, 16, !dbg !257
  %.353 = bitcast i32 %.352 to float, !dbg !257
  %.354 = fmul float %.350, %.353, !dbg !257
  %.355 = bitcast float %.354 to i32, !dbg !257
  %.356 = and i32 %.355, 2147483647, !dbg !257
  %.357 = icmp ugt i32 %.356, 2139095040, !dbg !257
  %.358 = lshr i32 %.355, 16, !dbg !257
  %.359 = and i32 %.358, 1, !dbg !257
  %.360 = add i32 %.355, 32767, !dbg !257
  %.361 = add i32 %.360, %.359, !dbg !257
  %.362 = lshr i32 %.361, 16, !dbg !257
  %.364 = or i32 %.358, 64, !dbg !257
  %.365 = select i1 %.357, i32 %.364, i32 %.362, !dbg !257
  %.366 = trunc i32 %.365 to i16, !dbg !257
  br label %b50, !dbg !256

b50:                                              ; preds = %b46, %b48
  %t99 = phi i16 [ %a3.mux, %b46 ], [ %.366, %b48 ]
  %t100 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t100, label %b51, label %b52, !dbg !256

b51:                                              ; preds = %b50
  store i16 %t99, ptr addrspace(1) %a2, align 2, !dbg !256
  br label %b52, !dbg !256

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !256
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i16 %a2, ptr addrspace(1) %a3, i16 %a4, ptr addrspace(1) %a5) local_unnamed_addr #4 !dbg !258 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !259
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !259
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
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !259
  %t16 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !259
  %0 = or i64 %t16, %t13, !dbg !259
  %t20 = ptrtoint ptr addrspace(1) %a5 to i64, !dbg !259
  %1 = or i64 %0, %t20, !dbg !259
  %2 = and i64 %1, 3, !dbg !259
  %3 = icmp eq i64 %2, 0, !dbg !259
  %t24 = ashr i64 %a0, 1, !dbg !259
  %t291 = icmp slt i64 %t11, %t24, !dbg !259
  %or.cond = select i1 %3, i1 %t291, i1 false, !dbg !259
  br i1 %or.cond, label %b3, label %b8, !dbg !259

b3:                                               ; preds = %entry, %b7
  %t282 = phi i64 [ %t59, %b7 ], [ %t11, %entry ]
  br i1 %t0.not, label %b5, label %b4, !dbg !259

b4:                                               ; preds = %b3
  %t30 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t282, !dbg !259
  %.17 = load i32, ptr addrspace(1) %t30, align 4, !dbg !259
  %t33 = trunc i32 %.17 to i16, !dbg !259
  %t34 = lshr i32 %.17, 16, !dbg !259
  %t35 = trunc i32 %t34 to i16, !dbg !259
  br label %b5, !dbg !259

b5:                                               ; preds = %b4, %b3
  %t36 = phi i16 [ %t33, %b4 ], [ %a2, %b3 ]
  %t37 = phi i16 [ %t35, %b4 ], [ %a2, %b3 ]
  br i1 %t1.not, label %b7, label %b6, !dbg !259

b6:                                               ; preds = %b5
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t282, !dbg !259
  %.18 = load i32, ptr addrspace(1) %t38, align 4, !dbg !259
  %t41 = trunc i32 %.18 to i16, !dbg !259
  %t42 = lshr i32 %.18, 16, !dbg !259
  %t43 = trunc i32 %t42 to i16, !dbg !259
  br label %b7, !dbg !259

b7:                                               ; preds = %b6, %b5
  %t44 = phi i16 [ %t41, %b6 ], [ %a4, %b5 ]
  %t45 = phi i16 [ %t43, %b6 ], [ %a4, %b5 ]
  %.19 = zext i16 %t36 to i32, !dbg !260
  %.20 = shl nuw i32 %.19, 16, !dbg !260
  %.21 = bitcast i32 %.20 to float, !dbg !260
  %.22 = zext i16 %t44 to i32, !dbg !260
  %.23 = shl nuw i32 %.22, 16, !dbg !260
  %.24 = bitcast i32 %.23 to float, !dbg !260
  %t48 = fdiv float %.21, %.24, !dbg !260
  %.25 = bitcast float %t48 to i32, !dbg !260
  %.26 = and i32 %.25, 2147483647, !dbg !260
  %.27 = icmp ugt i32 %.26, 2139095040, !dbg !260
  %.28 = lshr i32 %.25, 16, !dbg !260
  %.29 = and i32 %.28, 1, !dbg !260
  %.30 = add i32 %.25, 32767, !dbg !260
  %.31 = add i32 %.30, %.29, !dbg !260
  %.32 = lshr i32 %.31, 16, !dbg !260
  %.34 = or i32 %.28, 64, !dbg !260
  %.35 = select i1 %.27, i32 %.34, i32 %.32, !dbg !260
  %.37 = zext i16 %t37 to i32, !dbg !260
  %.38 = shl nuw i32 %.37, 16, !dbg !260
  %.39 = bitcast i32 %.38 to float, !dbg !260
  %.40 = zext i16 %t45 to i32, !dbg !260
  %.41 = shl nuw i32 %.40, 16, !dbg !260
  %.42 = bitcast i32 %.41 to float, !dbg !260
  %t52 = fdiv float %.39, %.42, !dbg !260
  %.43 = bitcast float %t52 to i32, !dbg !260
  %.44 = and i32 %.43, 2147483647, !dbg !260
  %.45 = icmp ugt i32 %.44, 2139095040, !dbg !260
  %.46 = lshr i32 %.43, 16, !dbg !260
  %.47 = and i32 %.46, 1, !dbg !260
  %.48 = add i32 %.43, 32767, !dbg !260
  %.49 = add i32 %.48, %.47, !dbg !260
  %.50 = lshr i32 %.49, 16, !dbg !260
  %.52 = or i32 %.46, 64, !dbg !260
  %.53 = select i1 %.45, i32 %.52, i32 %.50, !dbg !260
  %t56 = shl nuw i32 %.53, 16, !dbg !259
  %t57 = or i32 %t56, %.35, !dbg !259
  %t58 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t282, !dbg !259
  store i32 %t57, ptr addrspace(1) %t58, align 4, !dbg !259
  %t59 = add i64 %t282, %t12, !dbg !259
  %t29 = icmp slt i64 %t59, %t24, !dbg !259
  br i1 %t29, label %b3, label %b8, !dbg !259

b8:                                               ; preds = %b7, %entry
  %t60 = and i64 %a0, -2, !dbg !259
  %t61 = select i1 %3, i64 %t60, i64 0, !dbg !259
  %t62 = add i64 %t11, %t61, !dbg !259
  %t643 = icmp slt i64 %t62, %a0, !dbg !259
  br i1 %t643, label %b10, label %b15, !dbg !259

b10:                                              ; preds = %b8, %b14
  %t634 = phi i64 [ %t76, %b14 ], [ %t62, %b8 ]
  br i1 %t0.not, label %b12, label %b11, !dbg !259

b11:                                              ; preds = %b10
  %t65 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t634, !dbg !259
  %.55 = load i16, ptr addrspace(1) %t65, align 2, !dbg !259
  br label %b12, !dbg !259

b12:                                              ; preds = %b11, %b10
  %t67 = phi i16 [ %.55, %b11 ], [ %a2, %b10 ]
  br i1 %t1.not, label %b14, label %b13, !dbg !259

b13:                                              ; preds = %b12
  %t68 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t634, !dbg !259
  %.56 = load i16, ptr addrspace(1) %t68, align 2, !dbg !259
  br label %b14, !dbg !259

b14:                                              ; preds = %b13, %b12
  %t70 = phi i16 [ %.56, %b13 ], [ %a4, %b12 ]
  %.57 = zext i16 %t67 to i32, !dbg !260
  %.58 = shl nuw i32 %.57, 16, !dbg !260
  %.59 = bitcast i32 %.58 to float, !dbg !260
  %.60 = zext i16 %t70 to i32, !dbg !260
  %.61 = shl nuw i32 %.60, 16, !dbg !260
  %.62 = bitcast i32 %.61 to float, !dbg !260
  %t73 = fdiv float %.59, %.62, !dbg !260
  %.63 = bitcast float %t73 to i32, !dbg !260
  %.64 = and i32 %.63, 2147483647, !dbg !260
  %.65 = icmp ugt i32 %.64, 2139095040, !dbg !260
  %.66 = lshr i32 %.63, 16, !dbg !260
  %.67 = and i32 %.66, 1, !dbg !260
  %.68 = add i32 %.63, 32767, !dbg !260
  %.69 = add i32 %.68, %.67, !dbg !260
  %.70 = lshr i32 %.69, 16, !dbg !260
  %.72 = or i32 %.66, 64, !dbg !260
  %.73 = select i1 %.65, i32 %.72, i32 %.70, !dbg !260
  %.74 = trunc i32 %.73 to i16, !dbg !260
  %t75 = getelementptr inbounds i16, ptr addrspace(1) %a5, i64 %t634, !dbg !259
  store i16 %.74, ptr addrspace(1) %t75, align 2, !dbg !259
  %t76 = add i64 %t634, %t12, !dbg !259
  %t64 = icmp slt i64 %t76, %a0, !dbg !259
  br i1 %t64, label %b10, label %b15, !dbg !259

b15:                                              ; preds = %b14, %b8
  ret void, !dbg !259
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !261 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !262
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !262
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !262
  %t3 = sext i32 %.1 to i64, !dbg !262
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !262
  %t5 = sext i32 %.2 to i64, !dbg !262
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !262
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !262
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !262, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !262
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !262
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !262, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !262
  %.15 = add i32 %.14, %.9, !dbg !262
  %.16 = udiv i32 %.15, %.6, !dbg !262
  %t9 = sext i32 %.16 to i64, !dbg !262
  %t10 = mul nsw i64 %t7, %t5, !dbg !262
  %t11 = add nsw i64 %t10, %t3, !dbg !262
  %t12 = mul nsw i64 %t9, %t7, !dbg !262
  %t13 = icmp sgt i64 %a1, 7, !dbg !262
  %t15 = icmp sgt i64 %a1, 6, !dbg !262
  %t17 = icmp sgt i64 %a1, 5, !dbg !262
  %t19 = icmp sgt i64 %a1, 4, !dbg !262
  %t21 = icmp sgt i64 %a1, 3, !dbg !262
  %t23 = icmp sgt i64 %a1, 2, !dbg !262
  %t25 = icmp sgt i64 %a1, 1, !dbg !262
  %t27 = icmp sgt i64 %a1, 0, !dbg !262
  %t291 = icmp slt i64 %t11, %a0, !dbg !262
  br i1 %t291, label %b2, label %b23, !dbg !262

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t152, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !262

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !262
  %t33 = mul i64 %t31, %a9, !dbg !262
  %t34 = sub nuw i64 %t282, %t33, !dbg !262
  %t35 = mul i64 %t34, %a19, !dbg !262
  %t36 = mul i64 %t34, %a29, !dbg !262
  %t37 = mul i64 %t34, %a38, !dbg !262
  br label %b4, !dbg !262

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !262

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !262
  %t45 = mul i64 %t43, %a8, !dbg !262
  %t46 = sub i64 %t38, %t45, !dbg !262
  %t47 = mul i64 %t46, %a18, !dbg !262
  %t48 = add i64 %t47, %t39, !dbg !262
  %t49 = mul i64 %t46, %a28, !dbg !262
  %t50 = add i64 %t49, %t40, !dbg !262
  %t51 = mul i64 %t46, %a37, !dbg !262
  %t52 = add i64 %t51, %t41, !dbg !262
  br label %b6, !dbg !262

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !262

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !262
  %t60 = mul i64 %t58, %a7, !dbg !262
  %t61 = sub i64 %t53, %t60, !dbg !262
  %t62 = mul i64 %t61, %a17, !dbg !262
  %t63 = add i64 %t62, %t54, !dbg !262
  %t64 = mul i64 %t61, %a27, !dbg !262
  %t65 = add i64 %t64, %t55, !dbg !262
  %t66 = mul i64 %t61, %a36, !dbg !262
  %t67 = add i64 %t66, %t56, !dbg !262
  br label %b8, !dbg !262

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !262

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !262
  %t75 = mul i64 %t73, %a6, !dbg !262
  %t76 = sub i64 %t68, %t75, !dbg !262
  %t77 = mul i64 %t76, %a16, !dbg !262
  %t78 = add i64 %t77, %t69, !dbg !262
  %t79 = mul i64 %t76, %a26, !dbg !262
  %t80 = add i64 %t79, %t70, !dbg !262
  %t81 = mul i64 %t76, %a35, !dbg !262
  %t82 = add i64 %t81, %t71, !dbg !262
  br label %b10, !dbg !262

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !262

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !262
  %t90 = mul i64 %t88, %a5, !dbg !262
  %t91 = sub i64 %t83, %t90, !dbg !262
  %t92 = mul i64 %t91, %a15, !dbg !262
  %t93 = add i64 %t92, %t84, !dbg !262
  %t94 = mul i64 %t91, %a25, !dbg !262
  %t95 = add i64 %t94, %t85, !dbg !262
  %t96 = mul i64 %t91, %a34, !dbg !262
  %t97 = add i64 %t96, %t86, !dbg !262
  br label %b12, !dbg !262

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !262

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !262
  %t105 = mul i64 %t103, %a4, !dbg !262
  %t106 = sub i64 %t98, %t105, !dbg !262
  %t107 = mul i64 %t106, %a14, !dbg !262
  %t108 = add i64 %t107, %t99, !dbg !262
  %t109 = mul i64 %t106, %a24, !dbg !262
  %t110 = add i64 %t109, %t100, !dbg !262
  %t111 = mul i64 %t106, %a33, !dbg !262
  %t112 = add i64 %t111, %t101, !dbg !262
  br label %b14, !dbg !262

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !262

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !262
  %t120 = mul i64 %t118, %a3, !dbg !262
  %t121 = sub i64 %t113, %t120, !dbg !262
  %t122 = mul i64 %t121, %a13, !dbg !262
  %t123 = add i64 %t122, %t114, !dbg !262
  %t124 = mul i64 %t121, %a23, !dbg !262
  %t125 = add i64 %t124, %t115, !dbg !262
  %t126 = mul i64 %t121, %a32, !dbg !262
  %t127 = add i64 %t126, %t116, !dbg !262
  br label %b16, !dbg !262

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !262

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !262
  %t133 = add i64 %t129, %t132, !dbg !262
  %t134 = mul i64 %t128, %a22, !dbg !262
  %t135 = add i64 %t130, %t134, !dbg !262
  %t136 = mul i64 %t128, %a31, !dbg !262
  %t137 = add i64 %t131, %t136, !dbg !262
  br label %b18, !dbg !262

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !262

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t138, !dbg !262
  %.17 = load i16, ptr addrspace(1) %t141, align 2, !dbg !262
  br label %b20, !dbg !262

b20:                                              ; preds = %b19, %b18
  %t143 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !262

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t139, !dbg !262
  %.18 = load i16, ptr addrspace(1) %t144, align 2, !dbg !262
  br label %b22, !dbg !262

b22:                                              ; preds = %b21, %b20
  %t146 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  %.19 = zext i16 %t143 to i32, !dbg !263
  %.20 = shl nuw i32 %.19, 16, !dbg !263
  %.21 = bitcast i32 %.20 to float, !dbg !263
  %.22 = zext i16 %t146 to i32, !dbg !263
  %.23 = shl nuw i32 %.22, 16, !dbg !263
  %.24 = bitcast i32 %.23 to float, !dbg !263
  %t149 = fdiv float %.21, %.24, !dbg !263
  %.25 = bitcast float %t149 to i32, !dbg !263
  %.26 = and i32 %.25, 2147483647, !dbg !263
  %.27 = icmp ugt i32 %.26, 2139095040, !dbg !263
  %.28 = lshr i32 %.25, 16, !dbg !263
  %.29 = and i32 %.28, 1, !dbg !263
  %.30 = add i32 %.25, 32767, !dbg !263
  %.31 = add i32 %.30, %.29, !dbg !263
  %.32 = lshr i32 %.31, 16, !dbg !263
  %.34 = or i32 %.28, 64, !dbg !263
  %.35 = select i1 %.27, i32 %.34, i32 %.32, !dbg !263
  %.36 = trunc i32 %.35 to i16, !dbg !263
  %t151 = getelementptr inbounds i16, ptr addrspace(1) %a30, i64 %t140, !dbg !262
  store i16 %.36, ptr addrspace(1) %t151, align 2, !dbg !262
  %t152 = add i64 %t282, %t12, !dbg !262
  %t29 = icmp slt i64 %t152, %a0, !dbg !262
  br i1 %t29, label %b2, label %b23, !dbg !262

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !262
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !264 {
entry:
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
  %t13 = shl nsw i64 %t12, 1, !dbg !265
  %t14 = icmp slt i64 %t11, %a0, !dbg !265
  br i1 %t14, label %b1, label %b8, !dbg !265

b1:                                               ; preds = %entry
  %t15 = mul i64 %t11, %a2, !dbg !265
  %t16 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t15, !dbg !265
  %.17 = load i16, ptr addrspace(1) %t16, align 2, !dbg !265, !amdgpu.noclobber !6
  %t18 = add nsw i64 %t12, %t11, !dbg !265
  %t19 = sub i64 %a0, %t12, !dbg !265
  %t22 = mul i64 %t13, %a2, !dbg !265
  %t23 = mul i64 %t12, %a2, !dbg !265
  %t3111 = icmp slt i64 %t18, %t19, !dbg !265
  br i1 %t3111, label %b3.preheader, label %b4, !dbg !265

b3.preheader:                                     ; preds = %b1
  %t20 = mul i64 %t18, %a2, !dbg !265
  %t24 = add i64 %t20, %t23, !dbg !265
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t24, !dbg !265
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t20, !dbg !265
  br label %b3, !dbg !265

b3:                                               ; preds = %b3.preheader, %b3
  %t2915 = phi i16 [ %.55, %b3 ], [ %.17, %b3.preheader ]
  %t2814 = phi i64 [ %t42, %b3 ], [ %t18, %b3.preheader ]
  %t2713 = phi ptr addrspace(1) [ %t43, %b3 ], [ %t21, %b3.preheader ]
  %t2612 = phi ptr addrspace(1) [ %t44, %b3 ], [ %t25, %b3.preheader ]
  %.18 = load i16, ptr addrspace(1) %t2713, align 2, !dbg !265
  %.19 = load i16, ptr addrspace(1) %t2612, align 2, !dbg !265
  %.20 = zext i16 %t2915 to i32, !dbg !266
  %.21 = shl nuw i32 %.20, 16, !dbg !266
  %.22 = bitcast i32 %.21 to float, !dbg !266
  %.23 = zext i16 %.18 to i32, !dbg !266
  %.24 = shl nuw i32 %.23, 16, !dbg !266
  %.25 = bitcast i32 %.24 to float, !dbg !266
  %t36 = fdiv float %.22, %.25, !dbg !266
  %.26 = bitcast float %t36 to i32, !dbg !266
  %.27 = and i32 %.26, 2147483647, !dbg !266
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !266
  %.29 = lshr i32 %.26, 16, !dbg !266
  %.30 = and i32 %.29, 1, !dbg !266
  %.31 = add i32 %.26, 32767, !dbg !266
  %.32 = add i32 %.31, %.30, !dbg !266
  %.33 = lshr i32 %.32, 16, !dbg !266
  %.35 = or i32 %.29, 64, !dbg !266
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !266
  %.39 = shl nuw i32 %.36, 16, !dbg !266
  %.40 = bitcast i32 %.39 to float, !dbg !266
  %.41 = zext i16 %.19 to i32, !dbg !266
  %.42 = shl nuw i32 %.41, 16, !dbg !266
  %.43 = bitcast i32 %.42 to float, !dbg !266
  %t40 = fdiv float %.40, %.43, !dbg !266
  %.44 = bitcast float %t40 to i32, !dbg !266
  %.45 = and i32 %.44, 2147483647, !dbg !266
  %.46 = icmp ugt i32 %.45, 2139095040, !dbg !266
  %.47 = lshr i32 %.44, 16, !dbg !266
  %.48 = and i32 %.47, 1, !dbg !266
  %.49 = add i32 %.44, 32767, !dbg !266
  %.50 = add i32 %.49, %.48, !dbg !266
  %.51 = lshr i32 %.50, 16, !dbg !266
  %.53 = or i32 %.47, 64, !dbg !266
  %.54 = select i1 %.46, i32 %.53, i32 %.51, !dbg !266
  %.55 = trunc i32 %.54 to i16, !dbg !266
  %t42 = add i64 %t2814, %t13, !dbg !265
  %t43 = getelementptr inbounds i16, ptr addrspace(1) %t2713, i64 %t22, !dbg !265
  %t44 = getelementptr inbounds i16, ptr addrspace(1) %t2612, i64 %t22, !dbg !265
  %t31 = icmp slt i64 %t42, %t19, !dbg !265
  br i1 %t31, label %b3, label %b4, !dbg !265

b4:                                               ; preds = %b3, %b1
  %t28.lcssa = phi i64 [ %t18, %b1 ], [ %t42, %b3 ]
  %t29.lcssa = phi i16 [ %.17, %b1 ], [ %.55, %b3 ]
  %t5017 = icmp slt i64 %t28.lcssa, %a0, !dbg !265
  br i1 %t5017, label %b6.preheader, label %b8, !dbg !265

b6.preheader:                                     ; preds = %b4
  %t45 = mul i64 %t28.lcssa, %a2, !dbg !265
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t45, !dbg !265
  br label %b6, !dbg !265

b6:                                               ; preds = %b6.preheader, %b6
  %t4920 = phi i16 [ %.74, %b6 ], [ %t29.lcssa, %b6.preheader ]
  %t4819 = phi i64 [ %t56, %b6 ], [ %t28.lcssa, %b6.preheader ]
  %t4718 = phi ptr addrspace(1) [ %t57, %b6 ], [ %t46, %b6.preheader ]
  %.56 = load i16, ptr addrspace(1) %t4718, align 2, !dbg !265
  %0 = insertelement <2 x i16> poison, i16 %t4920, i64 0, !dbg !266
  %1 = insertelement <2 x i16> %0, i16 %.56, i64 1, !dbg !266
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !266
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !266
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !266
  %5 = extractelement <2 x float> %4, i64 0, !dbg !266
  %6 = extractelement <2 x float> %4, i64 1, !dbg !266
  %t54 = fdiv float %5, %6, !dbg !266
  %.63 = bitcast float %t54 to i32, !dbg !266
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
  %t56 = add i64 %t4819, %t12, !dbg !265
  %t57 = getelementptr inbounds i16, ptr addrspace(1) %t4718, i64 %t23, !dbg !265
  %t50 = icmp slt i64 %t56, %a0, !dbg !265
  br i1 %t50, label %b6, label %b8, !dbg !265

b8:                                               ; preds = %b6, %b4, %entry
  %t58 = phi i16 [ 0, %entry ], [ %t29.lcssa, %b4 ], [ %.74, %b6 ]
  %t59 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.0, i32 %.1, !dbg !265
  store i16 %t58, ptr addrspace(3) %t59, align 2, !dbg !265
  %t60 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.1, i32 %.1, !dbg !265
  %.75 = zext i1 %t14 to i8, !dbg !265
  store i8 %.75, ptr addrspace(3) %t60, align 1, !dbg !265
  fence syncscope("workgroup") release, !dbg !265
  tail call void @llvm.amdgcn.s.barrier(), !dbg !265
  fence syncscope("workgroup") acquire, !dbg !265
  %t61 = icmp slt i32 %.1, 128, !dbg !265
  br i1 %t61, label %b9, label %b14, !dbg !265

b9:                                               ; preds = %b8
  %t62 = add nsw i32 %.1, 128, !dbg !265
  %t63 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.0, i32 %t62, !dbg !265
  %.76 = load i16, ptr addrspace(3) %t63, align 2, !dbg !265
  %t65 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.1, i32 %t62, !dbg !265
  %.77 = load i8, ptr addrspace(3) %t65, align 1, !dbg !265
  %.78.not10 = icmp eq i8 %.77, 0, !dbg !265
  %t14.not = xor i1 %t14, true, !dbg !265
  %brmerge = select i1 %.78.not10, i1 true, i1 %t14.not, !dbg !265
  %t58.mux = select i1 %.78.not10, i16 %t58, i16 %.76, !dbg !265
  %not..78.not10 = xor i1 %.78.not10, true, !dbg !265
  %t14.mux = select i1 %not..78.not10, i1 true, i1 %t14, !dbg !265
  br i1 %brmerge, label %b13, label %b11, !dbg !265

b11:                                              ; preds = %b9
  %.79 = zext i16 %t58 to i32, !dbg !266
  %.80 = shl nuw i32 %.79, 16, !dbg !266
  %.81 = bitcast i32 %.80 to float, !dbg !266
  %.82 = zext i16 %.76 to i32, !dbg !266
  %.83 = shl nuw i32 %.82, 16, !dbg !266
  %.84 = bitcast i32 %.83 to float, !dbg !266
  %t69 = fdiv float %.81, %.84, !dbg !266
  %.85 = bitcast float %t69 to i32, !dbg !266
  %.86 = and i32 %.85, 2147483647, !dbg !266
  %.87 = icmp ugt i32 %.86, 2139095040, !dbg !266
  %.88 = lshr i32 %.85, 16, !dbg !266
  %.89 = and i32 %.88, 1, !dbg !266
  %.90 = add i32 %.85, 32767, !dbg !266
  %.91 = add i32 %.90, %.89, !dbg !266
  %.92 = lshr i32 %.91, 16, !dbg !266
  %.94 = or i32 %.88, 64, !dbg !266
  %.95 = select i1 %.87, i32 %.94, i32 %.92, !dbg !266
  %.96 = trunc i32 %.95 to i16, !dbg !266
  br label %b13, !dbg !265

b13:                                              ; preds = %b9, %b11
  %t72 = phi i16 [ %t58.mux, %b9 ], [ %.96, %b11 ]
  %t73 = phi i1 [ %t14.mux, %b9 ], [ true, %b11 ]
  store i16 %t72, ptr addrspace(3) %t59, align 2, !dbg !265
  %.97 = zext i1 %t73 to i8, !dbg !265
  store i8 %.97, ptr addrspace(3) %t60, align 1, !dbg !265
  br label %b14, !dbg !265

b14:                                              ; preds = %b13, %b8
  %t74 = phi i16 [ %t72, %b13 ], [ %t58, %b8 ]
  %t75 = phi i1 [ %t73, %b13 ], [ %t14, %b8 ]
  fence syncscope("workgroup") release, !dbg !265
  tail call void @llvm.amdgcn.s.barrier(), !dbg !265
  fence syncscope("workgroup") acquire, !dbg !265
  %t76 = icmp slt i32 %.1, 64, !dbg !265
  br i1 %t76, label %b15, label %b20, !dbg !265

b15:                                              ; preds = %b14
  %t77 = add nsw i32 %.1, 64, !dbg !265
  %t78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.0, i32 %t77, !dbg !265
  %.98 = load i16, ptr addrspace(3) %t78, align 2, !dbg !265
  %t80 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.1, i32 %t77, !dbg !265
  %.99 = load i8, ptr addrspace(3) %t80, align 1, !dbg !265
  %.100.not9 = icmp eq i8 %.99, 0, !dbg !265
  %t75.not = xor i1 %t75, true, !dbg !265
  %brmerge1 = select i1 %.100.not9, i1 true, i1 %t75.not, !dbg !265
  %t74.mux = select i1 %.100.not9, i16 %t74, i16 %.98, !dbg !265
  %not..100.not9 = xor i1 %.100.not9, true, !dbg !265
  %t75.mux = select i1 %not..100.not9, i1 true, i1 %t75, !dbg !265
  br i1 %brmerge1, label %b19, label %b17, !dbg !265

b17:                                              ; preds = %b15
  %.101 = zext i16 %t74 to i32, !dbg !266
  %.102 = shl nuw i32 %.101, 16, !dbg !266
  %.103 = bitcast i32 %.102 to float, !dbg !266
  %.104 = zext i16 %.98 to i32, !dbg !266
  %.105 = shl nuw i32 %.104, 16, !dbg !266
  %.106 = bitcast i32 %.105 to float, !dbg !266
  %t84 = fdiv float %.103, %.106, !dbg !266
  %.107 = bitcast float %t84 to i32, !dbg !266
  %.108 = and i32 %.107, 2147483647, !dbg !266
  %.109 = icmp ugt i32 %.108, 2139095040, !dbg !266
  %.110 = lshr i32 %.107, 16, !dbg !266
  %.111 = and i32 %.110, 1, !dbg !266
  %.112 = add i32 %.107, 32767, !dbg !266
  %.113 = add i32 %.112, %.111, !dbg !266
  %.114 = lshr i32 %.113, 16, !dbg !266
  %.116 = or i32 %.110, 64, !dbg !266
  %.117 = select i1 %.109, i32 %.116, i32 %.114, !dbg !266
  %.118 = trunc i32 %.117 to i16, !dbg !266
  br label %b19, !dbg !265

b19:                                              ; preds = %b15, %b17
  %t87 = phi i16 [ %t74.mux, %b15 ], [ %.118, %b17 ]
  %t88 = phi i1 [ %t75.mux, %b15 ], [ true, %b17 ]
  store i16 %t87, ptr addrspace(3) %t59, align 2, !dbg !265
  %.119 = zext i1 %t88 to i8, !dbg !265
  store i8 %.119, ptr addrspace(3) %t60, align 1, !dbg !265
  br label %b20, !dbg !265

b20:                                              ; preds = %b19, %b14
  %t89 = phi i16 [ %t87, %b19 ], [ %t74, %b14 ]
  %t90 = phi i1 [ %t88, %b19 ], [ %t75, %b14 ]
  fence syncscope("workgroup") release, !dbg !265
  tail call void @llvm.amdgcn.s.barrier(), !dbg !265
  fence syncscope("workgroup") acquire, !dbg !265
  %t91 = icmp slt i32 %.1, 32, !dbg !265
  br i1 %t91, label %b21, label %b26, !dbg !265

b21:                                              ; preds = %b20
  %t92 = add nsw i32 %.1, 32, !dbg !265
  %t93 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.0, i32 %t92, !dbg !265
  %.120 = load i16, ptr addrspace(3) %t93, align 2, !dbg !265
  %t95 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.1, i32 %t92, !dbg !265
  %.121 = load i8, ptr addrspace(3) %t95, align 1, !dbg !265
  %.122.not8 = icmp eq i8 %.121, 0, !dbg !265
  %t90.not = xor i1 %t90, true, !dbg !265
  %brmerge2 = select i1 %.122.not8, i1 true, i1 %t90.not, !dbg !265
  %t89.mux = select i1 %.122.not8, i16 %t89, i16 %.120, !dbg !265
  %not..122.not8 = xor i1 %.122.not8, true, !dbg !265
  %t90.mux = select i1 %not..122.not8, i1 true, i1 %t90, !dbg !265
  br i1 %brmerge2, label %b26, label %b23, !dbg !265

b23:                                              ; preds = %b21
  %.123 = zext i16 %t89 to i32, !dbg !266
  %.124 = shl nuw i32 %.123, 16, !dbg !266
  %.125 = bitcast i32 %.124 to float, !dbg !266
  %.126 = zext i16 %.120 to i32, !dbg !266
  %.127 = shl nuw i32 %.126, 16, !dbg !266
  %.128 = bitcast i32 %.127 to float, !dbg !266
  %t99 = fdiv float %.125, %.128, !dbg !266
  %.129 = bitcast float %t99 to i32, !dbg !266
  %.130 = and i32 %.129, 2147483647, !dbg !266
  %.131 = icmp ugt i32 %.130, 2139095040, !dbg !266
  %.132 = lshr i32 %.129, 16, !dbg !266
  %.133 = and i32 %.132, 1, !dbg !266
  %.134 = add i32 %.129, 32767, !dbg !266
  %.135 = add i32 %.134, %.133, !dbg !266
  %.136 = lshr i32 %.135, 16, !dbg !266
  %.138 = or i32 %.132, 64, !dbg !266
  %.139 = select i1 %.131, i32 %.138, i32 %.136, !dbg !266
  %.140 = trunc i32 %.139 to i16, !dbg !266
  br label %b26, !dbg !265

b26:                                              ; preds = %b21, %b23, %b20
  %t104 = phi i16 [ %t89, %b20 ], [ %t89.mux, %b21 ], [ %.140, %b23 ]
  %t105 = phi i1 [ %t90, %b20 ], [ %t90.mux, %b21 ], [ true, %b23 ]
  br i1 %t91, label %b27, label %b48, !dbg !265

b27:                                              ; preds = %b26
  %.142 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !265
  %.143 = zext i32 %.142 to i64, !dbg !265
  %.144 = add nuw nsw i64 %.143, 16, !dbg !265
  %.145 = icmp ult i32 %.142, 16, !dbg !265
  %.146 = tail call i32 @llvm.read_register.i32(metadata !230) #13, !dbg !265
  %.147 = zext i32 %.146 to i64, !dbg !265
  %.148 = and i64 %.144, 31, !dbg !265
  %7 = shl nuw nsw i64 1, %.148, !dbg !265
  %8 = and i64 %7, %.147, !dbg !265
  %.150 = icmp ne i64 %8, 0, !dbg !265
  %.151 = and i1 %.145, %.150, !dbg !265
  %.152 = trunc i64 %.144 to i32, !dbg !265
  %.153 = shl i32 %.152, 2, !dbg !265
  %.154 = zext i16 %t104 to i32, !dbg !265
  %.155 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.154), !dbg !265
  %.156 = trunc i32 %.155 to i16, !dbg !265
  %t106 = select i1 %.151, i16 %.156, i16 %t104, !dbg !265
  %.170 = zext i1 %t105 to i32, !dbg !265
  %.171 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.170), !dbg !265
  %9 = and i32 %.171, 1, !dbg !265
  %.172 = icmp ne i32 %9, 0, !dbg !265
  %t107 = select i1 %.151, i1 %.172, i1 %t105, !dbg !265
  %t108 = icmp slt i32 %.1, 16, !dbg !265
  %t109 = and i1 %t108, %t107, !dbg !265
  %10 = select i1 %t109, i1 %t105, i1 false, !dbg !265
  %t104.mux = select i1 %t109, i16 %t106, i16 %t104, !dbg !265
  %t105.mux = select i1 %t109, i1 true, i1 %t105, !dbg !265
  br i1 %10, label %b29, label %b31, !dbg !265

b29:                                              ; preds = %b27
  %.174 = shl nuw i32 %.154, 16, !dbg !266
  %.175 = bitcast i32 %.174 to float, !dbg !266
  %.176 = zext i16 %t106 to i32, !dbg !266
  %.177 = shl nuw i32 %.176, 16, !dbg !266
  %.178 = bitcast i32 %.177 to float, !dbg !266
  %t112 = fdiv float %.175, %.178, !dbg !266
  %.179 = bitcast float %t112 to i32, !dbg !266
  %.180 = and i32 %.179, 2147483647, !dbg !266
  %.181 = icmp ugt i32 %.180, 2139095040, !dbg !266
  %.182 = lshr i32 %.179, 16, !dbg !266
  %.183 = and i32 %.182, 1, !dbg !266
  %.184 = add i32 %.179, 32767, !dbg !266
  %.185 = add i32 %.184, %.183, !dbg !266
  %.186 = lshr i32 %.185, 16, !dbg !266
  %.188 = or i32 %.182, 64, !dbg !266
  %.189 = select i1 %.181, i32 %.188, i32 %.186, !dbg !266
  %.190 = trunc i32 %.189 to i16, !dbg !266
  br label %b31, !dbg !265

b31:                                              ; preds = %b27, %b29
  %t115 = phi i16 [ %t104.mux, %b27 ], [ %.190, %b29 ]
  %t116 = phi i1 [ %t105.mux, %b27 ], [ true, %b29 ]
  %.194 = add nuw nsw i64 %.143, 8, !dbg !265
  %.195 = icmp ult i32 %.142, 24, !dbg !265
  %.198 = and i64 %.194, 31, !dbg !265
  %11 = shl nuw nsw i64 1, %.198, !dbg !265
  %12 = and i64 %11, %.147, !dbg !265
  %.200 = icmp ne i64 %12, 0, !dbg !265
  %.201 = and i1 %.195, %.200, !dbg !265
  %.202 = trunc i64 %.194 to i32, !dbg !265
  %.203 = shl i32 %.202, 2, !dbg !265
  %.204 = zext i16 %t115 to i32, !dbg !265
  %.205 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.203, i32 %.204), !dbg !265
  %.206 = trunc i32 %.205 to i16, !dbg !265
  %t117 = select i1 %.201, i16 %.206, i16 %t115, !dbg !265
  %.220 = zext i1 %t116 to i32, !dbg !265
  %.221 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.203, i32 %.220), !dbg !265
  %13 = and i32 %.221, 1, !dbg !265
  %.222 = icmp ne i32 %13, 0, !dbg !265
  %t118 = select i1 %.201, i1 %.222, i1 %t116, !dbg !265
  %t119 = icmp slt i32 %.1, 24, !dbg !265
  %t120 = and i1 %t119, %t118, !dbg !265
  %14 = select i1 %t120, i1 %t116, i1 false, !dbg !265
  %t115.mux = select i1 %t120, i16 %t117, i16 %t115, !dbg !265
  %t116.mux = select i1 %t120, i1 true, i1 %t116, !dbg !265
  br i1 %14, label %b33, label %b35, !dbg !265

b33:                                              ; preds = %b31
  %.224 = shl nuw i32 %.204, 16, !dbg !266
  %.225 = bitcast i32 %.224 to float, !dbg !266
  %.226 = zext i16 %t117 to i32, !dbg !266
  %.227 = shl nuw i32 %.226, 16, !dbg !266
  %.228 = bitcast i32 %.227 to float, !dbg !266
  %t123 = fdiv float %.225, %.228, !dbg !266
  %.229 = bitcast float %t123 to i32, !dbg !266
  %.230 = and i32 %.229, 2147483647, !dbg !266
  %.231 = icmp ugt i32 %.230, 2139095040, !dbg !266
  %.232 = lshr i32 %.229, 16, !dbg !266
  %.233 = and i32 %.232, 1, !dbg !266
  %.234 = add i32 %.229, 32767, !dbg !266
  %.235 = add i32 %.234, %.233, !dbg !266
  %.236 = lshr i32 %.235, 16, !dbg !266
  %.238 = or i32 %.232, 64, !dbg !266
  %.239 = select i1 %.231, i32 %.238, i32 %.236, !dbg !266
  %.240 = trunc i32 %.239 to i16, !dbg !266
  br label %b35, !dbg !265

b35:                                              ; preds = %b31, %b33
  %t126 = phi i16 [ %t115.mux, %b31 ], [ %.240, %b33 ]
  %t127 = phi i1 [ %t116.mux, %b31 ], [ true, %b33 ]
  %.244 = add nuw nsw i64 %.143, 4, !dbg !265
  %.245 = icmp ult i32 %.142, 28, !dbg !265
  %.248 = and i64 %.244, 31, !dbg !265
  %15 = shl nuw nsw i64 1, %.248, !dbg !265
  %16 = and i64 %15, %.147, !dbg !265
  %.250 = icmp ne i64 %16, 0, !dbg !265
  %.251 = and i1 %.245, %.250, !dbg !265
  %.252 = trunc i64 %.244 to i32, !dbg !265
  %.253 = shl i32 %.252, 2, !dbg !265
  %.254 = zext i16 %t126 to i32, !dbg !265
  %.255 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.253, i32 %.254), !dbg !265
  %.256 = trunc i32 %.255 to i16, !dbg !265
  %t128 = select i1 %.251, i16 %.256, i16 %t126, !dbg !265
  %.270 = zext i1 %t127 to i32, !dbg !265
  %.271 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.253, i32 %.270), !dbg !265
  %17 = and i32 %.271, 1, !dbg !265
  %.272 = icmp ne i32 %17, 0, !dbg !265
  %t129 = select i1 %.251, i1 %.272, i1 %t127, !dbg !265
  %t130 = icmp slt i32 %.1, 28, !dbg !265
  %t131 = and i1 %t130, %t129, !dbg !265
  %18 = select i1 %t131, i1 %t127, i1 false, !dbg !265
  %t126.mux = select i1 %t131, i16 %t128, i16 %t126, !dbg !265
  %t127.mux = select i1 %t131, i1 true, i1 %t127, !dbg !265
  br i1 %18, label %b37, label %b39, !dbg !265

b37:                                              ; preds = %b35
  %.274 = shl nuw i32 %.254, 16, !dbg !266
  %.275 = bitcast i32 %.274 to float, !dbg !266
  %.276 = zext i16 %t128 to i32, !dbg !266
  %.277 = shl nuw i32 %.276, 16, !dbg !266
  %.278 = bitcast i32 %.277 to float, !dbg !266
  %t134 = fdiv float %.275, %.278, !dbg !266
  %.279 = bitcast float %t134 to i32, !dbg !266
  %.280 = and i32 %.279, 2147483647, !dbg !266
  %.281 = icmp ugt i32 %.280, 2139095040, !dbg !266
  %.282 = lshr i32 %.279, 16, !dbg !266
  %.283 = and i32 %.282, 1, !dbg !266
  %.284 = add i32 %.279, 32767, !dbg !266
  %.285 = add i32 %.284, %.283, !dbg !266
  %.286 = lshr i32 %.285, 16, !dbg !266
  %.288 = or i32 %.282, 64, !dbg !266
  %.289 = select i1 %.281, i32 %.288, i32 %.286, !dbg !266
  %.290 = trunc i32 %.289 to i16, !dbg !266
  br label %b39, !dbg !265

b39:                                              ; preds = %b35, %b37
  %t137 = phi i16 [ %t126.mux, %b35 ], [ %.290, %b37 ]
  %t138 = phi i1 [ %t127.mux, %b35 ], [ true, %b37 ]
  %.294 = add nuw nsw i64 %.143, 2, !dbg !265
  %.295 = icmp ult i32 %.142, 30, !dbg !265
  %.298 = and i64 %.294, 31, !dbg !265
  %19 = shl nuw nsw i64 1, %.298, !dbg !265
  %20 = and i64 %19, %.147, !dbg !265
  %.300 = icmp ne i64 %20, 0, !dbg !265
  %.301 = and i1 %.295, %.300, !dbg !265
  %.302 = trunc i64 %.294 to i32, !dbg !265
  %.303 = shl i32 %.302, 2, !dbg !265
  %.304 = zext i16 %t137 to i32, !dbg !265
  %.305 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.303, i32 %.304), !dbg !265
  %.306 = trunc i32 %.305 to i16, !dbg !265
  %t139 = select i1 %.301, i16 %.306, i16 %t137, !dbg !265
  %.320 = zext i1 %t138 to i32, !dbg !265
  %.321 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.303, i32 %.320), !dbg !265
  %21 = and i32 %.321, 1, !dbg !265
  %.322 = icmp ne i32 %21, 0, !dbg !265
  %t140 = select i1 %.301, i1 %.322, i1 %t138, !dbg !265
  %t141 = icmp slt i32 %.1, 30, !dbg !265
  %t142 = and i1 %t141, %t140, !dbg !265
  %22 = select i1 %t142, i1 %t138, i1 false, !dbg !265
  %t137.mux = select i1 %t142, i16 %t139, i16 %t137, !dbg !265
  %t138.mux = select i1 %t142, i1 true, i1 %t138, !dbg !265
  br i1 %22, label %b41, label %b43, !dbg !265

b41:                                              ; preds = %b39
  %.324 = shl nuw i32 %.304, 16, !dbg !266
  %.325 = bitcast i32 %.324 to float, !dbg !266
  %.326 = zext i16 %t139 to i32, !dbg !266
  %.327 = shl nuw i32 %.326, 16, !dbg !266
  %.328 = bitcast i32 %.327 to float, !dbg !266
  %t145 = fdiv float %.325, %.328, !dbg !266
  %.329 = bitcast float %t145 to i32, !dbg !266
  %.330 = and i32 %.329, 2147483647, !dbg !266
  %.331 = icmp ugt i32 %.330, 2139095040, !dbg !266
  %.332 = lshr i32 %.329, 16, !dbg !266
  %.333 = and i32 %.332, 1, !dbg !266
  %.334 = add i32 %.329, 32767, !dbg !266
  %.335 = add i32 %.334, %.333, !dbg !266
  %.336 = lshr i32 %.335, 16, !dbg !266
  %.338 = or i32 %.332, 64, !dbg !266
  %.339 = select i1 %.331, i32 %.338, i32 %.336, !dbg !266
  %.340 = trunc i32 %.339 to i16, !dbg !266
  br label %b43, !dbg !265

b43:                                              ; preds = %b39, %b41
  %t148 = phi i16 [ %t137.mux, %b39 ], [ %.340, %b41 ]
  %t149 = phi i1 [ %t138.mux, %b39 ], [ true, %b41 ]
  %.344 = add nuw nsw i64 %.143, 1, !dbg !265
  %.345 = icmp ult i32 %.142, 31, !dbg !265
  %.348 = and i64 %.344, 31, !dbg !265
  %23 = shl nuw nsw i64 1, %.348, !dbg !265
  %24 = and i64 %23, %.147, !dbg !265
  %.350 = icmp ne i64 %24, 0, !dbg !265
  %.351 = and i1 %.345, %.350, !dbg !265
  %.352 = trunc i64 %.344 to i32, !dbg !265
  %.353 = shl i32 %.352, 2, !dbg !265
  %.354 = zext i16 %t148 to i32, !dbg !265
  %.355 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.353, i32 %.354), !dbg !265
  %.356 = trunc i32 %.355 to i16, !dbg !265
  %t150 = select i1 %.351, i16 %.356, i16 %t148, !dbg !265
  %.370 = zext i1 %t149 to i32, !dbg !265
  %.371 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.353, i32 %.370), !dbg !265
  %25 = and i32 %.371, 1, !dbg !265
  %.372 = icmp ne i32 %25, 0, !dbg !265
  %t151 = select i1 %.351, i1 %.372, i1 %t149, !dbg !265
  %t152 = icmp slt i32 %.1, 31, !dbg !265
  %t153 = and i1 %t152, %t151, !dbg !265
  %26 = select i1 %t153, i1 %t149, i1 false, !dbg !265
  %t148.mux = select i1 %t153, i16 %t150, i16 %t148, !dbg !265
  %t149.mux = select i1 %t153, i1 true, i1 %t149, !dbg !265
  br i1 %26, label %b45, label %b48, !dbg !265

b45:                                              ; preds = %b43
  %.374 = shl nuw i32 %.354, 16, !dbg !266
  %.375 = bitcast i32 %.374 to float, !dbg !266
  %.376 = zext i16 %t150 to i32, !dbg !266
  %.377 = shl nuw i32 %.376, 16, !dbg !266
  %.378 = bitcast i32 %.377 to float, !dbg !266
  %t156 = fdiv float %.375, %.378, !dbg !266
  %.379 = bitcast float %t156 to i32, !dbg !266
  %.380 = and i32 %.379, 2147483647, !dbg !266
  %.381 = icmp ugt i32 %.380, 2139095040, !dbg !266
  %.382 = lshr i32 %.379, 16, !dbg !266
  %.383 = and i32 %.382, 1, !dbg !266
  %.384 = add i32 %.379, 32767, !dbg !266
  %.385 = add i32 %.384, %.383, !dbg !266
  %.386 = lshr i32 %.385, 16, !dbg !266
  %.388 = or i32 %.382, 64, !dbg !266
  %.389 = select i1 %.381, i32 %.388, i32 %.386, !dbg !266
  %.390 = trunc i32 %.389 to i16, !dbg !266
  br label %b48, !dbg !265

b48:                                              ; preds = %b43, %b45, %b26
  %t161 = phi i16 [ %t104, %b26 ], [ %t148.mux, %b43 ], [ %.390, %b45 ]
  %t162 = phi i1 [ %t105, %b26 ], [ %t149.mux, %b43 ], [ true, %b45 ]
  %t163 = icmp eq i32 %.1, 0, !dbg !265
  %t164 = and i1 %t163, %t162, !dbg !265
  br i1 %t164, label %b49, label %b50, !dbg !265

b49:                                              ; preds = %b48
  %t165 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t5, !dbg !265
  store i16 %t161, ptr addrspace(1) %t165, align 2, !dbg !265
  br label %b50, !dbg !265

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !265
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i16 %a3, i8 %a4) local_unnamed_addr #2 !dbg !267 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !268
  %t3 = sext i32 %.2 to i64, !dbg !268
  %t4 = icmp slt i64 %t3, %a0, !dbg !268
  br i1 %t4, label %b1, label %b5, !dbg !268

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t3, !dbg !268
  %.3 = load i16, ptr addrspace(1) %t5, align 2, !dbg !268, !amdgpu.noclobber !6
  %t812 = add nsw i64 %t3, 256, !dbg !268
  %t1013 = icmp slt i64 %t812, %a0, !dbg !268
  br i1 %t1013, label %b3, label %b5, !dbg !268

b3:                                               ; preds = %b1, %b3
  %t815 = phi i64 [ %t8, %b3 ], [ %t812, %b1 ]
  %t914 = phi i16 [ %.22, %b3 ], [ %.3, %b1 ]
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t815, !dbg !268
  %.4 = load i16, ptr addrspace(1) %t11, align 2, !dbg !268, !amdgpu.noclobber !6
  %0 = insertelement <2 x i16> poison, i16 %t914, i64 0, !dbg !269
  %1 = insertelement <2 x i16> %0, i16 %.4, i64 1, !dbg !269
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !269
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !269
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !269
  %5 = extractelement <2 x float> %4, i64 0, !dbg !269
  %6 = extractelement <2 x float> %4, i64 1, !dbg !269
  %t15 = fdiv float %5, %6, !dbg !269
  %.11 = bitcast float %t15 to i32, !dbg !269
  %.12 = and i32 %.11, 2147483647, !dbg !269
  %.13 = icmp ugt i32 %.12, 2139095040, !dbg !269
  %.14 = lshr i32 %.11, 16, !dbg !269
  %.15 = and i32 %.14, 1, !dbg !269
  %.16 = add i32 %.11, 32767, !dbg !269
  %.17 = add i32 %.16, %.15, !dbg !269
  %.18 = lshr i32 %.17, 16, !dbg !269
  %.20 = or i32 %.14, 64, !dbg !269
  %.21 = select i1 %.13, i32 %.20, i32 %.18, !dbg !269
  %.22 = trunc i32 %.21 to i16, !dbg !269
  %t8 = add i64 %t815, 256, !dbg !268
  %t10 = icmp slt i64 %t8, %a0, !dbg !268
  br i1 %t10, label %b3, label %b5, !dbg !268

b5:                                               ; preds = %b3, %b1, %entry
  %t18 = phi i16 [ 0, %entry ], [ %.3, %b1 ], [ %.22, %b3 ]
  %t19 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.0, i32 %.2, !dbg !268
  store i16 %t18, ptr addrspace(3) %t19, align 2, !dbg !268
  %t20 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.1, i32 %.2, !dbg !268
  %.23 = zext i1 %t4 to i8, !dbg !268
  store i8 %.23, ptr addrspace(3) %t20, align 1, !dbg !268
  fence syncscope("workgroup") release, !dbg !268
  tail call void @llvm.amdgcn.s.barrier(), !dbg !268
  fence syncscope("workgroup") acquire, !dbg !268
  %t21 = icmp slt i32 %.2, 128, !dbg !268
  br i1 %t21, label %b6, label %b11, !dbg !268

b6:                                               ; preds = %b5
  %t22 = add nsw i32 %.2, 128, !dbg !268
  %t23 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.0, i32 %t22, !dbg !268
  %.24 = load i16, ptr addrspace(3) %t23, align 2, !dbg !268
  %t25 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.1, i32 %t22, !dbg !268
  %.25 = load i8, ptr addrspace(3) %t25, align 1, !dbg !268
  %.26.not11 = icmp eq i8 %.25, 0, !dbg !268
  %t4.not = xor i1 %t4, true, !dbg !268
  %brmerge = select i1 %.26.not11, i1 true, i1 %t4.not, !dbg !268
  %t18.mux = select i1 %.26.not11, i16 %t18, i16 %.24, !dbg !268
  %not..26.not11 = xor i1 %.26.not11, true, !dbg !268
  %t4.mux = select i1 %not..26.not11, i1 true, i1 %t4, !dbg !268
  br i1 %brmerge, label %b10, label %b8, !dbg !268

b8:                                               ; preds = %b6
  %.27 = zext i16 %t18 to i32, !dbg !269
  %.28 = shl nuw i32 %.27, 16, !dbg !269
  %.29 = bitcast i32 %.28 to float, !dbg !269
  %.30 = zext i16 %.24 to i32, !dbg !269
  %.31 = shl nuw i32 %.30, 16, !dbg !269
  %.32 = bitcast i32 %.31 to float, !dbg !269
  %t29 = fdiv float %.29, %.32, !dbg !269
  %.33 = bitcast float %t29 to i32, !dbg !269
  %.34 = and i32 %.33, 2147483647, !dbg !269
  %.35 = icmp ugt i32 %.34, 2139095040, !dbg !269
  %.36 = lshr i32 %.33, 16, !dbg !269
  %.37 = and i32 %.36, 1, !dbg !269
  %.38 = add i32 %.33, 32767, !dbg !269
  %.39 = add i32 %.38, %.37, !dbg !269
  %.40 = lshr i32 %.39, 16, !dbg !269
  %.42 = or i32 %.36, 64, !dbg !269
  %.43 = select i1 %.35, i32 %.42, i32 %.40, !dbg !269
  %.44 = trunc i32 %.43 to i16, !dbg !269
  br label %b10, !dbg !268

b10:                                              ; preds = %b6, %b8
  %t32 = phi i16 [ %t18.mux, %b6 ], [ %.44, %b8 ]
  %t33 = phi i1 [ %t4.mux, %b6 ], [ true, %b8 ]
  store i16 %t32, ptr addrspace(3) %t19, align 2, !dbg !268
  %.45 = zext i1 %t33 to i8, !dbg !268
  store i8 %.45, ptr addrspace(3) %t20, align 1, !dbg !268
  br label %b11, !dbg !268

b11:                                              ; preds = %b10, %b5
  %t34 = phi i16 [ %t32, %b10 ], [ %t18, %b5 ]
  %t35 = phi i1 [ %t33, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !268
  tail call void @llvm.amdgcn.s.barrier(), !dbg !268
  fence syncscope("workgroup") acquire, !dbg !268
  %t36 = icmp slt i32 %.2, 64, !dbg !268
  br i1 %t36, label %b12, label %b17, !dbg !268

b12:                                              ; preds = %b11
  %t37 = add nsw i32 %.2, 64, !dbg !268
  %t38 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.0, i32 %t37, !dbg !268
  %.46 = load i16, ptr addrspace(3) %t38, align 2, !dbg !268
  %t40 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.1, i32 %t37, !dbg !268
  %.47 = load i8, ptr addrspace(3) %t40, align 1, !dbg !268
  %.48.not10 = icmp eq i8 %.47, 0, !dbg !268
  %t35.not = xor i1 %t35, true, !dbg !268
  %brmerge1 = select i1 %.48.not10, i1 true, i1 %t35.not, !dbg !268
  %t34.mux = select i1 %.48.not10, i16 %t34, i16 %.46, !dbg !268
  %not..48.not10 = xor i1 %.48.not10, true, !dbg !268
  %t35.mux = select i1 %not..48.not10, i1 true, i1 %t35, !dbg !268
  br i1 %brmerge1, label %b16, label %b14, !dbg !268

b14:                                              ; preds = %b12
  %.49 = zext i16 %t34 to i32, !dbg !269
  %.50 = shl nuw i32 %.49, 16, !dbg !269
  %.51 = bitcast i32 %.50 to float, !dbg !269
  %.52 = zext i16 %.46 to i32, !dbg !269
  %.53 = shl nuw i32 %.52, 16, !dbg !269
  %.54 = bitcast i32 %.53 to float, !dbg !269
  %t44 = fdiv float %.51, %.54, !dbg !269
  %.55 = bitcast float %t44 to i32, !dbg !269
  %.56 = and i32 %.55, 2147483647, !dbg !269
  %.57 = icmp ugt i32 %.56, 2139095040, !dbg !269
  %.58 = lshr i32 %.55, 16, !dbg !269
  %.59 = and i32 %.58, 1, !dbg !269
  %.60 = add i32 %.55, 32767, !dbg !269
  %.61 = add i32 %.60, %.59, !dbg !269
  %.62 = lshr i32 %.61, 16, !dbg !269
  %.64 = or i32 %.58, 64, !dbg !269
  %.65 = select i1 %.57, i32 %.64, i32 %.62, !dbg !269
  %.66 = trunc i32 %.65 to i16, !dbg !269
  br label %b16, !dbg !268

b16:                                              ; preds = %b12, %b14
  %t47 = phi i16 [ %t34.mux, %b12 ], [ %.66, %b14 ]
  %t48 = phi i1 [ %t35.mux, %b12 ], [ true, %b14 ]
  store i16 %t47, ptr addrspace(3) %t19, align 2, !dbg !268
  %.67 = zext i1 %t48 to i8, !dbg !268
  store i8 %.67, ptr addrspace(3) %t20, align 1, !dbg !268
  br label %b17, !dbg !268

b17:                                              ; preds = %b16, %b11
  %t49 = phi i16 [ %t47, %b16 ], [ %t34, %b11 ]
  %t50 = phi i1 [ %t48, %b16 ], [ %t35, %b11 ]
  fence syncscope("workgroup") release, !dbg !268
  tail call void @llvm.amdgcn.s.barrier(), !dbg !268
  fence syncscope("workgroup") acquire, !dbg !268
  %t51 = icmp slt i32 %.2, 32, !dbg !268
  br i1 %t51, label %b18, label %b23, !dbg !268

b18:                                              ; preds = %b17
  %t52 = add nsw i32 %.2, 32, !dbg !268
  %t53 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.0, i32 %t52, !dbg !268
  %.68 = load i16, ptr addrspace(3) %t53, align 2, !dbg !268
  %t55 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.1, i32 %t52, !dbg !268
  %.69 = load i8, ptr addrspace(3) %t55, align 1, !dbg !268
  %.70.not9 = icmp eq i8 %.69, 0, !dbg !268
  %t50.not = xor i1 %t50, true, !dbg !268
  %brmerge2 = select i1 %.70.not9, i1 true, i1 %t50.not, !dbg !268
  %t49.mux = select i1 %.70.not9, i16 %t49, i16 %.68, !dbg !268
  %not..70.not9 = xor i1 %.70.not9, true, !dbg !268
  %t50.mux = select i1 %not..70.not9, i1 true, i1 %t50, !dbg !268
  br i1 %brmerge2, label %b23, label %b20, !dbg !268

b20:                                              ; preds = %b18
  %.71 = zext i16 %t49 to i32, !dbg !269
  %.72 = shl nuw i32 %.71, 16, !dbg !269
  %.73 = bitcast i32 %.72 to float, !dbg !269
  %.74 = zext i16 %.68 to i32, !dbg !269
  %.75 = shl nuw i32 %.74, 16, !dbg !269
  %.76 = bitcast i32 %.75 to float, !dbg !269
  %t59 = fdiv float %.73, %.76, !dbg !269
  %.77 = bitcast float %t59 to i32, !dbg !269
  %.78 = and i32 %.77, 2147483647, !dbg !269
  %.79 = icmp ugt i32 %.78, 2139095040, !dbg !269
  %.80 = lshr i32 %.77, 16, !dbg !269
  %.81 = and i32 %.80, 1, !dbg !269
  %.82 = add i32 %.77, 32767, !dbg !269
  %.83 = add i32 %.82, %.81, !dbg !269
  %.84 = lshr i32 %.83, 16, !dbg !269
  %.86 = or i32 %.80, 64, !dbg !269
  %.87 = select i1 %.79, i32 %.86, i32 %.84, !dbg !269
  %.88 = trunc i32 %.87 to i16, !dbg !269
  br label %b23, !dbg !268

b23:                                              ; preds = %b18, %b20, %b17
  %t64 = phi i16 [ %t49, %b17 ], [ %t49.mux, %b18 ], [ %.88, %b20 ]
  %t65 = phi i1 [ %t50, %b17 ], [ %t50.mux, %b18 ], [ true, %b20 ]
  br i1 %t51, label %b24, label %b45, !dbg !268

b24:                                              ; preds = %b23
  %.90 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !268
  %.91 = zext i32 %.90 to i64, !dbg !268
  %.92 = add nuw nsw i64 %.91, 16, !dbg !268
  %.93 = icmp ult i32 %.90, 16, !dbg !268
  %.94 = tail call i32 @llvm.read_register.i32(metadata !230) #13, !dbg !268
  %.95 = zext i32 %.94 to i64, !dbg !268
  %.96 = and i64 %.92, 31, !dbg !268
  %7 = shl nuw nsw i64 1, %.96, !dbg !268
  %8 = and i64 %7, %.95, !dbg !268
  %.98 = icmp ne i64 %8, 0, !dbg !268
  %.99 = and i1 %.93, %.98, !dbg !268
  %.100 = trunc i64 %.92 to i32, !dbg !268
  %.101 = shl i32 %.100, 2, !dbg !268
  %.102 = zext i16 %t64 to i32, !dbg !268
  %.103 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.101, i32 %.102), !dbg !268
  %.104 = trunc i32 %.103 to i16, !dbg !268
  %t66 = select i1 %.99, i16 %.104, i16 %t64, !dbg !268
  %.118 = zext i1 %t65 to i32, !dbg !268
  %.119 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.101, i32 %.118), !dbg !268
  %9 = and i32 %.119, 1, !dbg !268
  %.120 = icmp ne i32 %9, 0, !dbg !268
  %t67 = select i1 %.99, i1 %.120, i1 %t65, !dbg !268
  %t68 = icmp slt i32 %.2, 16, !dbg !268
  %t69 = and i1 %t68, %t67, !dbg !268
  %10 = select i1 %t69, i1 %t65, i1 false, !dbg !268
  %t64.mux = select i1 %t69, i16 %t66, i16 %t64, !dbg !268
  %t65.mux = select i1 %t69, i1 true, i1 %t65, !dbg !268
  br i1 %10, label %b26, label %b28, !dbg !268

b26:                                              ; preds = %b24
  %.122 = shl nuw i32 %.102, 16, !dbg !269
  %.123 = bitcast i32 %.122 to float, !dbg !269
  %.124 = zext i16 %t66 to i32, !dbg !269
  %.125 = shl nuw i32 %.124, 16, !dbg !269
  %.126 = bitcast i32 %.125 to float, !dbg !269
  %t72 = fdiv float %.123, %.126, !dbg !269
  %.127 = bitcast float %t72 to i32, !dbg !269
  %.128 = and i32 %.127, 2147483647, !dbg !269
  %.129 = icmp ugt i32 %.128, 2139095040, !dbg !269
  %.130 = lshr i32 %.127, 16, !dbg !269
  %.131 = and i32 %.130, 1, !dbg !269
  %.132 = add i32 %.127, 32767, !dbg !269
  %.133 = add i32 %.132, %.131, !dbg !269
  %.134 = lshr i32 %.133, 16, !dbg !269
  %.136 = or i32 %.130, 64, !dbg !269
  %.137 = select i1 %.129, i32 %.136, i32 %.134, !dbg !269
  %.138 = trunc i32 %.137 to i16, !dbg !269
  br label %b28, !dbg !268

b28:                                              ; preds = %b24, %b26
  %t75 = phi i16 [ %t64.mux, %b24 ], [ %.138, %b26 ]
  %t76 = phi i1 [ %t65.mux, %b24 ], [ true, %b26 ]
  %.142 = add nuw nsw i64 %.91, 8, !dbg !268
  %.143 = icmp ult i32 %.90, 24, !dbg !268
  %.146 = and i64 %.142, 31, !dbg !268
  %11 = shl nuw nsw i64 1, %.146, !dbg !268
  %12 = and i64 %11, %.95, !dbg !268
  %.148 = icmp ne i64 %12, 0, !dbg !268
  %.149 = and i1 %.143, %.148, !dbg !268
  %.150 = trunc i64 %.142 to i32, !dbg !268
  %.151 = shl i32 %.150, 2, !dbg !268
  %.152 = zext i16 %t75 to i32, !dbg !268
  %.153 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.151, i32 %.152), !dbg !268
  %.154 = trunc i32 %.153 to i16, !dbg !268
  %t77 = select i1 %.149, i16 %.154, i16 %t75, !dbg !268
  %.168 = zext i1 %t76 to i32, !dbg !268
  %.169 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.151, i32 %.168), !dbg !268
  %13 = and i32 %.169, 1, !dbg !268
  %.170 = icmp ne i32 %13, 0, !dbg !268
  %t78 = select i1 %.149, i1 %.170, i1 %t76, !dbg !268
  %t79 = icmp slt i32 %.2, 24, !dbg !268
  %t80 = and i1 %t79, %t78, !dbg !268
  %14 = select i1 %t80, i1 %t76, i1 false, !dbg !268
  %t75.mux = select i1 %t80, i16 %t77, i16 %t75, !dbg !268
  %t76.mux = select i1 %t80, i1 true, i1 %t76, !dbg !268
  br i1 %14, label %b30, label %b32, !dbg !268

b30:                                              ; preds = %b28
  %.172 = shl nuw i32 %.152, 16, !dbg !269
  %.173 = bitcast i32 %.172 to float, !dbg !269
  %.174 = zext i16 %t77 to i32, !dbg !269
  %.175 = shl nuw i32 %.174, 16, !dbg !269
  %.176 = bitcast i32 %.175 to float, !dbg !269
  %t83 = fdiv float %.173, %.176, !dbg !269
  %.177 = bitcast float %t83 to i32, !dbg !269
  %.178 = and i32 %.177, 2147483647, !dbg !269
  %.179 = icmp ugt i32 %.178, 2139095040, !dbg !269
  %.180 = lshr i32 %.177, 16, !dbg !269
  %.181 = and i32 %.180, 1, !dbg !269
  %.182 = add i32 %.177, 32767, !dbg !269
  %.183 = add i32 %.182, %.181, !dbg !269
  %.184 = lshr i32 %.183, 16, !dbg !269
  %.186 = or i32 %.180, 64, !dbg !269
  %.187 = select i1 %.179, i32 %.186, i32 %.184, !dbg !269
  %.188 = trunc i32 %.187 to i16, !dbg !269
  br label %b32, !dbg !268

b32:                                              ; preds = %b28, %b30
  %t86 = phi i16 [ %t75.mux, %b28 ], [ %.188, %b30 ]
  %t87 = phi i1 [ %t76.mux, %b28 ], [ true, %b30 ]
  %.192 = add nuw nsw i64 %.91, 4, !dbg !268
  %.193 = icmp ult i32 %.90, 28, !dbg !268
  %.196 = and i64 %.192, 31, !dbg !268
  %15 = shl nuw nsw i64 1, %.196, !dbg !268
  %16 = and i64 %15, %.95, !dbg !268
  %.198 = icmp ne i64 %16, 0, !dbg !268
  %.199 = and i1 %.193, %.198, !dbg !268
  %.200 = trunc i64 %.192 to i32, !dbg !268
  %.201 = shl i32 %.200, 2, !dbg !268
  %.202 = zext i16 %t86 to i32, !dbg !268
  %.203 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.201, i32 %.202), !dbg !268
  %.204 = trunc i32 %.203 to i16, !dbg !268
  %t88 = select i1 %.199, i16 %.204, i16 %t86, !dbg !268
  %.218 = zext i1 %t87 to i32, !dbg !268
  %.219 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.201, i32 %.218), !dbg !268
  %17 = and i32 %.219, 1, !dbg !268
  %.220 = icmp ne i32 %17, 0, !dbg !268
  %t89 = select i1 %.199, i1 %.220, i1 %t87, !dbg !268
  %t90 = icmp slt i32 %.2, 28, !dbg !268
  %t91 = and i1 %t90, %t89, !dbg !268
  %18 = select i1 %t91, i1 %t87, i1 false, !dbg !268
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !268
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !268
  br i1 %18, label %b34, label %b36, !dbg !268

b34:                                              ; preds = %b32
  %.222 = shl nuw i32 %.202, 16, !dbg !269
  %.223 = bitcast i32 %.222 to float, !dbg !269
  %.224 = zext i16 %t88 to i32, !dbg !269
  %.225 = shl nuw i32 %.224, 16, !dbg !269
  %.226 = bitcast i32 %.225 to float, !dbg !269
  %t94 = fdiv float %.223, %.226, !dbg !269
  %.227 = bitcast float %t94 to i32, !dbg !269
  %.228 = and i32 %.227, 2147483647, !dbg !269
  %.229 = icmp ugt i32 %.228, 2139095040, !dbg !269
  %.230 = lshr i32 %.227, 16, !dbg !269
  %.231 = and i32 %.230, 1, !dbg !269
  %.232 = add i32 %.227, 32767, !dbg !269
  %.233 = add i32 %.232, %.231, !dbg !269
  %.234 = lshr i32 %.233, 16, !dbg !269
  %.236 = or i32 %.230, 64, !dbg !269
  %.237 = select i1 %.229, i32 %.236, i32 %.234, !dbg !269
  %.238 = trunc i32 %.237 to i16, !dbg !269
  br label %b36, !dbg !268

b36:                                              ; preds = %b32, %b34
  %t97 = phi i16 [ %t86.mux, %b32 ], [ %.238, %b34 ]
  %t98 = phi i1 [ %t87.mux, %b32 ], [ true, %b34 ]
  %.242 = add nuw nsw i64 %.91, 2, !dbg !268
  %.243 = icmp ult i32 %.90, 30, !dbg !268
  %.246 = and i64 %.242, 31, !dbg !268
  %19 = shl nuw nsw i64 1, %.246, !dbg !268
  %20 = and i64 %19, %.95, !dbg !268
  %.248 = icmp ne i64 %20, 0, !dbg !268
  %.249 = and i1 %.243, %.248, !dbg !268
  %.250 = trunc i64 %.242 to i32, !dbg !268
  %.251 = shl i32 %.250, 2, !dbg !268
  %.252 = zext i16 %t97 to i32, !dbg !268
  %.253 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.251, i32 %.252), !dbg !268
  %.254 = trunc i32 %.253 to i16, !dbg !268
  %t99 = select i1 %.249, i16 %.254, i16 %t97, !dbg !268
  %.268 = zext i1 %t98 to i32, !dbg !268
  %.269 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.251, i32 %.268), !dbg !268
  %21 = and i32 %.269, 1, !dbg !268
  %.270 = icmp ne i32 %21, 0, !dbg !268
  %t100 = select i1 %.249, i1 %.270, i1 %t98, !dbg !268
  %t101 = icmp slt i32 %.2, 30, !dbg !268
  %t102 = and i1 %t101, %t100, !dbg !268
  %22 = select i1 %t102, i1 %t98, i1 false, !dbg !268
  %t97.mux = select i1 %t102, i16 %t99, i16 %t97, !dbg !268
  %t98.mux = select i1 %t102, i1 true, i1 %t98, !dbg !268
  br i1 %22, label %b38, label %b40, !dbg !268

b38:                                              ; preds = %b36
  %.272 = shl nuw i32 %.252, 16, !dbg !269
  %.273 = bitcast i32 %.272 to float, !dbg !269
  %.274 = zext i16 %t99 to i32, !dbg !269
  %.275 = shl nuw i32 %.274, 16, !dbg !269
  %.276 = bitcast i32 %.275 to float, !dbg !269
  %t105 = fdiv float %.273, %.276, !dbg !269
  %.277 = bitcast float %t105 to i32, !dbg !269
  %.278 = and i32 %.277, 2147483647, !dbg !269
  %.279 = icmp ugt i32 %.278, 2139095040, !dbg !269
  %.280 = lshr i32 %.277, 16, !dbg !269
  %.281 = and i32 %.280, 1, !dbg !269
  %.282 = add i32 %.277, 32767, !dbg !269
  %.283 = add i32 %.282, %.281, !dbg !269
  %.284 = lshr i32 %.283, 16, !dbg !269
  %.286 = or i32 %.280, 64, !dbg !269
  %.287 = select i1 %.279, i32 %.286, i32 %.284, !dbg !269
  %.288 = trunc i32 %.287 to i16, !dbg !269
  br label %b40, !dbg !268

b40:                                              ; preds = %b36, %b38
  %t108 = phi i16 [ %t97.mux, %b36 ], [ %.288, %b38 ]
  %t109 = phi i1 [ %t98.mux, %b36 ], [ true, %b38 ]
  %.292 = add nuw nsw i64 %.91, 1, !dbg !268
  %.293 = icmp ult i32 %.90, 31, !dbg !268
  %.296 = and i64 %.292, 31, !dbg !268
  %23 = shl nuw nsw i64 1, %.296, !dbg !268
  %24 = and i64 %23, %.95, !dbg !268
  %.298 = icmp ne i64 %24, 0, !dbg !268
  %.299 = and i1 %.293, %.298, !dbg !268
  %.300 = trunc i64 %.292 to i32, !dbg !268
  %.301 = shl i32 %.300, 2, !dbg !268
  %.302 = zext i16 %t108 to i32, !dbg !268
  %.303 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.301, i32 %.302), !dbg !268
  %.304 = trunc i32 %.303 to i16, !dbg !268
  %t110 = select i1 %.299, i16 %.304, i16 %t108, !dbg !268
  %.318 = zext i1 %t109 to i32, !dbg !268
  %.319 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.301, i32 %.318), !dbg !268
  %25 = and i32 %.319, 1, !dbg !268
  %.320 = icmp ne i32 %25, 0, !dbg !268
  %t111 = select i1 %.299, i1 %.320, i1 %t109, !dbg !268
  %t112 = icmp slt i32 %.2, 31, !dbg !268
  %t113 = and i1 %t112, %t111, !dbg !268
  %26 = select i1 %t113, i1 %t109, i1 false, !dbg !268
  %t108.mux = select i1 %t113, i16 %t110, i16 %t108, !dbg !268
  %t109.mux = select i1 %t113, i1 true, i1 %t109, !dbg !268
  br i1 %26, label %b42, label %b45, !dbg !268

b42:                                              ; preds = %b40
  %.322 = shl nuw i32 %.302, 16, !dbg !269
  %.323 = bitcast i32 %.322 to float, !dbg !269
  %.324 = zext i16 %t110 to i32, !dbg !269
  %.325 = shl nuw i32 %.324, 16, !dbg !269
  %.326 = bitcast i32 %.325 to float, !dbg !269
  %t116 = fdiv float %.323, %.326, !dbg !269
  %.327 = bitcast float %t116 to i32, !dbg !269
  %.328 = and i32 %.327, 2147483647, !dbg !269
  %.329 = icmp ugt i32 %.328, 2139095040, !dbg !269
  %.330 = lshr i32 %.327, 16, !dbg !269
  %.331 = and i32 %.330, 1, !dbg !269
  %.332 = add i32 %.327, 32767, !dbg !269
  %.333 = add i32 %.332, %.331, !dbg !269
  %.334 = lshr i32 %.333, 16, !dbg !269
  %.336 = or i32 %.330, 64, !dbg !269
  %.337 = select i1 %.329, i32 %.336, i32 %.334, !dbg !269
  %.338 = trunc i32 %.337 to i16, !dbg !269
  br label %b45, !dbg !268

b45:                                              ; preds = %b40, %b42, %b23
  %t121 = phi i16 [ %t64, %b23 ], [ %t108.mux, %b40 ], [ %.338, %b42 ]
  %t122 = phi i1 [ %t65, %b23 ], [ %t109.mux, %b40 ], [ true, %b42 ]
  %t123 = icmp eq i32 %.2, 0, !dbg !268
  br i1 %t123, label %b46, label %b52, !dbg !268

b46:                                              ; preds = %b45
  %27 = select i1 %t122, i1 %.1, i1 false, !dbg !268
  %a3.mux = select i1 %t122, i16 %t121, i16 %a3, !dbg !268
  %.1.mux = select i1 %t122, i1 true, i1 %.1, !dbg !268
  br i1 %27, label %b48, label %b50, !dbg !268

b48:                                              ; preds = %b46
  %.339 = zext i16 %a3 to i32, !dbg !269
  %.340 = shl nuw i32 %.339, 16, !dbg !269
  %.341 = bitcast i32 %.340 to float, !dbg !269
  %.342 = zext i16 %t121 to i32, !dbg !269
  %.343 = shl nuw i32 %.342, 16, !dbg !269
  %.344 = bitcast i32 %.343 to float, !dbg !269
  %t126 = fdiv float %.341, %.344, !dbg !269
  %.345 = bitcast float %t126 to i32, !dbg !269
  %.346 = and i32 %.345, 2147483647, !dbg !269
  %.347 = icmp ugt i32 %.346, 2139095040, !dbg !269
  %.348 = lshr i32 %.345, 16, !dbg !269
  %.349 = and i32 %.348, 1, !dbg !269
  %.350 = add i32 %.345, 32767, !dbg !269
  %.351 = add i32 %.350, %.349, !dbg !269
  %.352 = lshr i32 %.351, 16, !dbg !269
  %.354 = or i32 %.348, 64, !dbg !269
  %.355 = select i1 %.347, i32 %.354, i32 %.352, !dbg !269
  %.356 = trunc i32 %.355 to i16, !dbg !269
  br label %b50, !dbg !268

b50:                                              ; preds = %b46, %b48
  %t129 = phi i16 [ %a3.mux, %b46 ], [ %.356, %b48 ]
  %t130 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t130, label %b51, label %b52, !dbg !268

b51:                                              ; preds = %b50
  store i16 %t129, ptr addrspace(1) %a2, align 2, !dbg !268
  br label %b52, !dbg !268

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !268
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Square_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i16 %a2, ptr addrspace(1) %a3) local_unnamed_addr #4 !dbg !270 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !271
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !271
  %t2 = sext i32 %.1 to i64, !dbg !271
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !271
  %t4 = sext i32 %.2 to i64, !dbg !271
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !271
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !271
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !271, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !271
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !271
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !271, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !271
  %.15 = add i32 %.14, %.9, !dbg !271
  %.16 = udiv i32 %.15, %.6, !dbg !271
  %t8 = sext i32 %.16 to i64, !dbg !271
  %t9 = mul nsw i64 %t6, %t4, !dbg !271
  %t10 = add nsw i64 %t9, %t2, !dbg !271
  %t11 = mul nsw i64 %t8, %t6, !dbg !271
  %t12 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !271
  %t15 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !271
  %0 = or i64 %t15, %t12, !dbg !271
  %1 = and i64 %0, 3, !dbg !271
  %2 = icmp eq i64 %1, 0, !dbg !271
  %t19 = ashr i64 %a0, 1, !dbg !271
  %t231 = icmp slt i64 %t10, %t19, !dbg !271
  %or.cond = select i1 %2, i1 %t231, i1 false, !dbg !271
  br i1 %or.cond, label %b3, label %b6, !dbg !271

b3:                                               ; preds = %entry, %b5
  %t222 = phi i64 [ %t39, %b5 ], [ %t10, %entry ]
  br i1 %t0.not, label %b5, label %b4, !dbg !271

b4:                                               ; preds = %b3
  %t24 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t222, !dbg !271
  %.17 = load i32, ptr addrspace(1) %t24, align 4, !dbg !271
  %t27 = trunc i32 %.17 to i16, !dbg !271
  %t28 = lshr i32 %.17, 16, !dbg !271
  %t29 = trunc i32 %t28 to i16, !dbg !271
  br label %b5, !dbg !271

b5:                                               ; preds = %b4, %b3
  %t30 = phi i16 [ %t27, %b4 ], [ %a2, %b3 ]
  %t31 = phi i16 [ %t29, %b4 ], [ %a2, %b3 ]
  %.18 = zext i16 %t30 to i32, !dbg !272
  %.19 = shl nuw i32 %.18, 16, !dbg !272
  %.20 = bitcast i32 %.19 to float, !dbg !272
  %.24 = fmul float %.20, %.20, !dbg !272
  %.25 = bitcast float %.24 to i32, !dbg !272
  %.26 = and i32 %.25, 2147483647, !dbg !272
  %.27 = icmp ugt i32 %.26, 2139095040, !dbg !272
  %.28 = lshr i32 %.25, 16, !dbg !272
  %.29 = and i32 %.28, 1, !dbg !272
  %.30 = add i32 %.25, 32767, !dbg !272
  %.31 = add i32 %.30, %.29, !dbg !272
  %.32 = lshr i32 %.31, 16, !dbg !272
  %.34 = or i32 %.28, 64, !dbg !272
  %.35 = select i1 %.27, i32 %.34, i32 %.32, !dbg !272
  %.37 = zext i16 %t31 to i32, !dbg !272
  %.38 = shl nuw i32 %.37, 16, !dbg !272
  %.39 = bitcast i32 %.38 to float, !dbg !272
  %.43 = fmul float %.39, %.39, !dbg !272
  %.44 = bitcast float %.43 to i32, !dbg !272
  %.45 = and i32 %.44, 2147483647, !dbg !272
  %.46 = icmp ugt i32 %.45, 2139095040, !dbg !272
  %.47 = lshr i32 %.44, 16, !dbg !272
  %.48 = and i32 %.47, 1, !dbg !272
  %.49 = add i32 %.44, 32767, !dbg !272
  %.50 = add i32 %.49, %.48, !dbg !272
  %.51 = lshr i32 %.50, 16, !dbg !272
  %.53 = or i32 %.47, 64, !dbg !272
  %.54 = select i1 %.46, i32 %.53, i32 %.51, !dbg !272
  %t36 = shl nuw i32 %.54, 16, !dbg !271
  %t37 = or i32 %t36, %.35, !dbg !271
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t222, !dbg !271
  store i32 %t37, ptr addrspace(1) %t38, align 4, !dbg !271
  %t39 = add i64 %t222, %t11, !dbg !271
  %t23 = icmp slt i64 %t39, %t19, !dbg !271
  br i1 %t23, label %b3, label %b6, !dbg !271

b6:                                               ; preds = %b5, %entry
  %t40 = and i64 %a0, -2, !dbg !271
  %t41 = select i1 %2, i64 %t40, i64 0, !dbg !271
  %t42 = add i64 %t10, %t41, !dbg !271
  %t443 = icmp slt i64 %t42, %a0, !dbg !271
  br i1 %t443, label %b8, label %b11, !dbg !271

b8:                                               ; preds = %b6, %b10
  %t434 = phi i64 [ %t50, %b10 ], [ %t42, %b6 ]
  br i1 %t0.not, label %b10, label %b9, !dbg !271

b9:                                               ; preds = %b8
  %t45 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t434, !dbg !271
  %.56 = load i16, ptr addrspace(1) %t45, align 2, !dbg !271
  br label %b10, !dbg !271

b10:                                              ; preds = %b9, %b8
  %t47 = phi i16 [ %.56, %b9 ], [ %a2, %b8 ]
  %.57 = zext i16 %t47 to i32, !dbg !272
  %.58 = shl nuw i32 %.57, 16, !dbg !272
  %.59 = bitcast i32 %.58 to float, !dbg !272
  %.63 = fmul float %.59, %.59, !dbg !272
  %.64 = bitcast float %.63 to i32, !dbg !272
  %.65 = and i32 %.64, 2147483647, !dbg !272
  %.66 = icmp ugt i32 %.65, 2139095040, !dbg !272
  %.67 = lshr i32 %.64, 16, !dbg !272
  %.68 = and i32 %.67, 1, !dbg !272
  %.69 = add i32 %.64, 32767, !dbg !272
  %.70 = add i32 %.69, %.68, !dbg !272
  %.71 = lshr i32 %.70, 16, !dbg !272
  %.73 = or i32 %.67, 64, !dbg !272
  %.74 = select i1 %.66, i32 %.73, i32 %.71, !dbg !272
  %.75 = trunc i32 %.74 to i16, !dbg !272
  %t49 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t434, !dbg !271
  store i16 %.75, ptr addrspace(1) %t49, align 2, !dbg !271
  %t50 = add i64 %t434, %t11, !dbg !271
  %t44 = icmp slt i64 %t50, %a0, !dbg !271
  br i1 %t44, label %b8, label %b11, !dbg !271

b11:                                              ; preds = %b10, %b6
  ret void, !dbg !271
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Square_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #4 !dbg !273 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !274
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !274
  %t2 = sext i32 %.1 to i64, !dbg !274
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !274
  %t4 = sext i32 %.2 to i64, !dbg !274
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !274
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !274
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !274, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !274
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !274
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !274, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !274
  %.15 = add i32 %.14, %.9, !dbg !274
  %.16 = udiv i32 %.15, %.6, !dbg !274
  %t8 = sext i32 %.16 to i64, !dbg !274
  %t9 = mul nsw i64 %t6, %t4, !dbg !274
  %t10 = add nsw i64 %t9, %t2, !dbg !274
  %t11 = mul nsw i64 %t8, %t6, !dbg !274
  %t12 = icmp sgt i64 %a1, 7, !dbg !274
  %t14 = icmp sgt i64 %a1, 6, !dbg !274
  %t16 = icmp sgt i64 %a1, 5, !dbg !274
  %t18 = icmp sgt i64 %a1, 4, !dbg !274
  %t20 = icmp sgt i64 %a1, 3, !dbg !274
  %t22 = icmp sgt i64 %a1, 2, !dbg !274
  %t24 = icmp sgt i64 %a1, 1, !dbg !274
  %t26 = icmp sgt i64 %a1, 0, !dbg !274
  %t281 = icmp slt i64 %t10, %a0, !dbg !274
  br i1 %t281, label %b2, label %b21, !dbg !274

b2:                                               ; preds = %entry, %b20
  %t272 = phi i64 [ %t122, %b20 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !274

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t272, %a9, !dbg !274
  %t32 = mul i64 %t30, %a9, !dbg !274
  %t33 = sub nuw i64 %t272, %t32, !dbg !274
  %t34 = mul i64 %t33, %a19, !dbg !274
  %t35 = mul i64 %t33, %a28, !dbg !274
  br label %b4, !dbg !274

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t272, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !274

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !274
  %t42 = mul i64 %t40, %a8, !dbg !274
  %t43 = sub i64 %t36, %t42, !dbg !274
  %t44 = mul i64 %t43, %a18, !dbg !274
  %t45 = add i64 %t44, %t37, !dbg !274
  %t46 = mul i64 %t43, %a27, !dbg !274
  %t47 = add i64 %t46, %t38, !dbg !274
  br label %b6, !dbg !274

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !274

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !274
  %t54 = mul i64 %t52, %a7, !dbg !274
  %t55 = sub i64 %t48, %t54, !dbg !274
  %t56 = mul i64 %t55, %a17, !dbg !274
  %t57 = add i64 %t56, %t49, !dbg !274
  %t58 = mul i64 %t55, %a26, !dbg !274
  %t59 = add i64 %t58, %t50, !dbg !274
  br label %b8, !dbg !274

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !274

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !274
  %t66 = mul i64 %t64, %a6, !dbg !274
  %t67 = sub i64 %t60, %t66, !dbg !274
  %t68 = mul i64 %t67, %a16, !dbg !274
  %t69 = add i64 %t68, %t61, !dbg !274
  %t70 = mul i64 %t67, %a25, !dbg !274
  %t71 = add i64 %t70, %t62, !dbg !274
  br label %b10, !dbg !274

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !274

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !274
  %t78 = mul i64 %t76, %a5, !dbg !274
  %t79 = sub i64 %t72, %t78, !dbg !274
  %t80 = mul i64 %t79, %a15, !dbg !274
  %t81 = add i64 %t80, %t73, !dbg !274
  %t82 = mul i64 %t79, %a24, !dbg !274
  %t83 = add i64 %t82, %t74, !dbg !274
  br label %b12, !dbg !274

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !274

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !274
  %t90 = mul i64 %t88, %a4, !dbg !274
  %t91 = sub i64 %t84, %t90, !dbg !274
  %t92 = mul i64 %t91, %a14, !dbg !274
  %t93 = add i64 %t92, %t85, !dbg !274
  %t94 = mul i64 %t91, %a23, !dbg !274
  %t95 = add i64 %t94, %t86, !dbg !274
  br label %b14, !dbg !274

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !274

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !274
  %t102 = mul i64 %t100, %a3, !dbg !274
  %t103 = sub i64 %t96, %t102, !dbg !274
  %t104 = mul i64 %t103, %a13, !dbg !274
  %t105 = add i64 %t104, %t97, !dbg !274
  %t106 = mul i64 %t103, %a22, !dbg !274
  %t107 = add i64 %t106, %t98, !dbg !274
  br label %b16, !dbg !274

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !274

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !274
  %t112 = add i64 %t109, %t111, !dbg !274
  %t113 = mul i64 %t108, %a21, !dbg !274
  %t114 = add i64 %t110, %t113, !dbg !274
  br label %b18, !dbg !274

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !274

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t115, !dbg !274
  %.17 = load i16, ptr addrspace(1) %t117, align 2, !dbg !274
  br label %b20, !dbg !274

b20:                                              ; preds = %b19, %b18
  %t119 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  %.18 = zext i16 %t119 to i32, !dbg !275
  %.19 = shl nuw i32 %.18, 16, !dbg !275
  %.20 = bitcast i32 %.19 to float, !dbg !275
  %.24 = fmul float %.20, %.20, !dbg !275
  %.25 = bitcast float %.24 to i32, !dbg !275
  %.26 = and i32 %.25, 2147483647, !dbg !275
  %.27 = icmp ugt i32 %.26, 2139095040, !dbg !275
  %.28 = lshr i32 %.25, 16, !dbg !275
  %.29 = and i32 %.28, 1, !dbg !275
  %.30 = add i32 %.25, 32767, !dbg !275
  %.31 = add i32 %.30, %.29, !dbg !275
  %.32 = lshr i32 %.31, 16, !dbg !275
  %.34 = or i32 %.28, 64, !dbg !275
  %.35 = select i1 %.27, i32 %.34, i32 %.32, !dbg !275
  %.36 = trunc i32 %.35 to i16, !dbg !275
  %t121 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t116, !dbg !274
  store i16 %.36, ptr addrspace(1) %t121, align 2, !dbg !274
  %t122 = add i64 %t272, %t11, !dbg !274
  %t28 = icmp slt i64 %t122, %a0, !dbg !274
  br i1 %t28, label %b2, label %b21, !dbg !274

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !274
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Eq_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i16 %a2, ptr addrspace(1) readonly %a3, i16 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 !dbg !276 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !277
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !277
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !277
  %t3 = sext i32 %.1 to i64, !dbg !277
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !277
  %t5 = sext i32 %.2 to i64, !dbg !277
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !277
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !277
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !277, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !277
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !277
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !277, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !277
  %.15 = add i32 %.14, %.9, !dbg !277
  %.16 = udiv i32 %.15, %.6, !dbg !277
  %t9 = sext i32 %.16 to i64, !dbg !277
  %t10 = mul nsw i64 %t7, %t5, !dbg !277
  %t11 = add nsw i64 %t10, %t3, !dbg !277
  %t12 = mul nsw i64 %t9, %t7, !dbg !277
  %t141 = icmp slt i64 %t11, %a0, !dbg !277
  br i1 %t141, label %b2, label %b7, !dbg !277

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t25, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !277

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t132, !dbg !277
  %.17 = load i16, ptr addrspace(1) %t15, align 2, !dbg !277
  br label %b4, !dbg !277

b4:                                               ; preds = %b3, %b2
  %t17 = phi i16 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !277

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t132, !dbg !277
  %.18 = load i16, ptr addrspace(1) %t18, align 2, !dbg !277
  br label %b6, !dbg !277

b6:                                               ; preds = %b5, %b4
  %t20 = phi i16 [ %.18, %b5 ], [ %a4, %b4 ]
  %.19 = zext i16 %t17 to i32, !dbg !278
  %.20 = shl nuw i32 %.19, 16, !dbg !278
  %.21 = bitcast i32 %.20 to float, !dbg !278
  %.22 = zext i16 %t20 to i32, !dbg !278
  %.23 = shl nuw i32 %.22, 16, !dbg !278
  %.24 = bitcast i32 %.23 to float, !dbg !278
  %t23 = fcmp oeq float %.21, %.24, !dbg !278
  %t24 = getelementptr inbounds i8, ptr addrspace(1) %a5, i64 %t132, !dbg !277
  %.25 = zext i1 %t23 to i8, !dbg !277
  store i8 %.25, ptr addrspace(1) %t24, align 1, !dbg !277
  %t25 = add i64 %t132, %t12, !dbg !277
  %t14 = icmp slt i64 %t25, %a0, !dbg !277
  br i1 %t14, label %b2, label %b7, !dbg !277

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !277
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Eq_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !279 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !280
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !280
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !280
  %t3 = sext i32 %.1 to i64, !dbg !280
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !280
  %t5 = sext i32 %.2 to i64, !dbg !280
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !280
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !280
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !280, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !280
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !280
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !280, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !280
  %.15 = add i32 %.14, %.9, !dbg !280
  %.16 = udiv i32 %.15, %.6, !dbg !280
  %t9 = sext i32 %.16 to i64, !dbg !280
  %t10 = mul nsw i64 %t7, %t5, !dbg !280
  %t11 = add nsw i64 %t10, %t3, !dbg !280
  %t12 = mul nsw i64 %t9, %t7, !dbg !280
  %t13 = icmp sgt i64 %a1, 7, !dbg !280
  %t15 = icmp sgt i64 %a1, 6, !dbg !280
  %t17 = icmp sgt i64 %a1, 5, !dbg !280
  %t19 = icmp sgt i64 %a1, 4, !dbg !280
  %t21 = icmp sgt i64 %a1, 3, !dbg !280
  %t23 = icmp sgt i64 %a1, 2, !dbg !280
  %t25 = icmp sgt i64 %a1, 1, !dbg !280
  %t27 = icmp sgt i64 %a1, 0, !dbg !280
  %t291 = icmp slt i64 %t11, %a0, !dbg !280
  br i1 %t291, label %b2, label %b23, !dbg !280

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t151, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !280

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !280
  %t33 = mul i64 %t31, %a9, !dbg !280
  %t34 = sub nuw i64 %t282, %t33, !dbg !280
  %t35 = mul i64 %t34, %a19, !dbg !280
  %t36 = mul i64 %t34, %a29, !dbg !280
  %t37 = mul i64 %t34, %a38, !dbg !280
  br label %b4, !dbg !280

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !280

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !280
  %t45 = mul i64 %t43, %a8, !dbg !280
  %t46 = sub i64 %t38, %t45, !dbg !280
  %t47 = mul i64 %t46, %a18, !dbg !280
  %t48 = add i64 %t47, %t39, !dbg !280
  %t49 = mul i64 %t46, %a28, !dbg !280
  %t50 = add i64 %t49, %t40, !dbg !280
  %t51 = mul i64 %t46, %a37, !dbg !280
  %t52 = add i64 %t51, %t41, !dbg !280
  br label %b6, !dbg !280

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !280

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !280
  %t60 = mul i64 %t58, %a7, !dbg !280
  %t61 = sub i64 %t53, %t60, !dbg !280
  %t62 = mul i64 %t61, %a17, !dbg !280
  %t63 = add i64 %t62, %t54, !dbg !280
  %t64 = mul i64 %t61, %a27, !dbg !280
  %t65 = add i64 %t64, %t55, !dbg !280
  %t66 = mul i64 %t61, %a36, !dbg !280
  %t67 = add i64 %t66, %t56, !dbg !280
  br label %b8, !dbg !280

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !280

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !280
  %t75 = mul i64 %t73, %a6, !dbg !280
  %t76 = sub i64 %t68, %t75, !dbg !280
  %t77 = mul i64 %t76, %a16, !dbg !280
  %t78 = add i64 %t77, %t69, !dbg !280
  %t79 = mul i64 %t76, %a26, !dbg !280
  %t80 = add i64 %t79, %t70, !dbg !280
  %t81 = mul i64 %t76, %a35, !dbg !280
  %t82 = add i64 %t81, %t71, !dbg !280
  br label %b10, !dbg !280

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !280

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !280
  %t90 = mul i64 %t88, %a5, !dbg !280
  %t91 = sub i64 %t83, %t90, !dbg !280
  %t92 = mul i64 %t91, %a15, !dbg !280
  %t93 = add i64 %t92, %t84, !dbg !280
  %t94 = mul i64 %t91, %a25, !dbg !280
  %t95 = add i64 %t94, %t85, !dbg !280
  %t96 = mul i64 %t91, %a34, !dbg !280
  %t97 = add i64 %t96, %t86, !dbg !280
  br label %b12, !dbg !280

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !280

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !280
  %t105 = mul i64 %t103, %a4, !dbg !280
  %t106 = sub i64 %t98, %t105, !dbg !280
  %t107 = mul i64 %t106, %a14, !dbg !280
  %t108 = add i64 %t107, %t99, !dbg !280
  %t109 = mul i64 %t106, %a24, !dbg !280
  %t110 = add i64 %t109, %t100, !dbg !280
  %t111 = mul i64 %t106, %a33, !dbg !280
  %t112 = add i64 %t111, %t101, !dbg !280
  br label %b14, !dbg !280

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !280

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !280
  %t120 = mul i64 %t118, %a3, !dbg !280
  %t121 = sub i64 %t113, %t120, !dbg !280
  %t122 = mul i64 %t121, %a13, !dbg !280
  %t123 = add i64 %t122, %t114, !dbg !280
  %t124 = mul i64 %t121, %a23, !dbg !280
  %t125 = add i64 %t124, %t115, !dbg !280
  %t126 = mul i64 %t121, %a32, !dbg !280
  %t127 = add i64 %t126, %t116, !dbg !280
  br label %b16, !dbg !280

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !280

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !280
  %t133 = add i64 %t129, %t132, !dbg !280
  %t134 = mul i64 %t128, %a22, !dbg !280
  %t135 = add i64 %t130, %t134, !dbg !280
  %t136 = mul i64 %t128, %a31, !dbg !280
  %t137 = add i64 %t131, %t136, !dbg !280
  br label %b18, !dbg !280

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !280

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t138, !dbg !280
  %.17 = load i16, ptr addrspace(1) %t141, align 2, !dbg !280
  br label %b20, !dbg !280

b20:                                              ; preds = %b19, %b18
  %t143 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !280

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t139, !dbg !280
  %.18 = load i16, ptr addrspace(1) %t144, align 2, !dbg !280
  br label %b22, !dbg !280

b22:                                              ; preds = %b21, %b20
  %t146 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  %.19 = zext i16 %t143 to i32, !dbg !281
  %.20 = shl nuw i32 %.19, 16, !dbg !281
  %.21 = bitcast i32 %.20 to float, !dbg !281
  %.22 = zext i16 %t146 to i32, !dbg !281
  %.23 = shl nuw i32 %.22, 16, !dbg !281
  %.24 = bitcast i32 %.23 to float, !dbg !281
  %t149 = fcmp oeq float %.21, %.24, !dbg !281
  %t150 = getelementptr inbounds i8, ptr addrspace(1) %a30, i64 %t140, !dbg !280
  %.25 = zext i1 %t149 to i8, !dbg !280
  store i8 %.25, ptr addrspace(1) %t150, align 1, !dbg !280
  %t151 = add i64 %t282, %t12, !dbg !280
  %t29 = icmp slt i64 %t151, %a0, !dbg !280
  br i1 %t29, label %b2, label %b23, !dbg !280

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !280
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Lt_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i16 %a2, ptr addrspace(1) readonly %a3, i16 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 !dbg !282 {
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
  %.19 = zext i16 %t17 to i32, !dbg !284
  %.20 = shl nuw i32 %.19, 16, !dbg !284
  %.21 = bitcast i32 %.20 to float, !dbg !284
  %.22 = zext i16 %t20 to i32, !dbg !284
  %.23 = shl nuw i32 %.22, 16, !dbg !284
  %.24 = bitcast i32 %.23 to float, !dbg !284
  %t23 = fcmp olt float %.21, %.24, !dbg !284
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Lt_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !285 {
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
  %.19 = zext i16 %t143 to i32, !dbg !287
  %.20 = shl nuw i32 %.19, 16, !dbg !287
  %.21 = bitcast i32 %.20 to float, !dbg !287
  %.22 = zext i16 %t146 to i32, !dbg !287
  %.23 = shl nuw i32 %.22, 16, !dbg !287
  %.24 = bitcast i32 %.23 to float, !dbg !287
  %t149 = fcmp olt float %.21, %.24, !dbg !287
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Le_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i16 %a2, ptr addrspace(1) readonly %a3, i16 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 !dbg !288 {
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
  %.19 = zext i16 %t17 to i32, !dbg !290
  %.20 = shl nuw i32 %.19, 16, !dbg !290
  %.21 = bitcast i32 %.20 to float, !dbg !290
  %.22 = zext i16 %t20 to i32, !dbg !290
  %.23 = shl nuw i32 %.22, 16, !dbg !290
  %.24 = bitcast i32 %.23 to float, !dbg !290
  %t23 = fcmp ole float %.21, %.24, !dbg !290
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Le_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !291 {
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
  %.19 = zext i16 %t143 to i32, !dbg !293
  %.20 = shl nuw i32 %.19, 16, !dbg !293
  %.21 = bitcast i32 %.20 to float, !dbg !293
  %.22 = zext i16 %t146 to i32, !dbg !293
  %.23 = shl nuw i32 %.22, 16, !dbg !293
  %.24 = bitcast i32 %.23 to float, !dbg !293
  %t149 = fcmp ole float %.21, %.24, !dbg !293
  %t150 = getelementptr inbounds i8, ptr addrspace(1) %a30, i64 %t140, !dbg !292
  %.25 = zext i1 %t149 to i8, !dbg !292
  store i8 %.25, ptr addrspace(1) %t150, align 1, !dbg !292
  %t151 = add i64 %t282, %t12, !dbg !292
  %t29 = icmp slt i64 %t151, %a0, !dbg !292
  br i1 %t29, label %b2, label %b23, !dbg !292

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !292
}

; Function Attrs: nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16ToFloat32_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i16 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #5 !dbg !294 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !295
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !295
  %t2 = sext i32 %.1 to i64, !dbg !295
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !295
  %t4 = sext i32 %.2 to i64, !dbg !295
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !295
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !295
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !295, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !295
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !295
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !295, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !295
  %.15 = add i32 %.14, %.9, !dbg !295
  %.16 = udiv i32 %.15, %.6, !dbg !295
  %t8 = sext i32 %.16 to i64, !dbg !295
  %t9 = mul nsw i64 %t6, %t4, !dbg !295
  %t10 = add nsw i64 %t9, %t2, !dbg !295
  %t11 = mul nsw i64 %t8, %t6, !dbg !295
  %t12 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !295
  %t13 = and i64 %t12, 3, !dbg !295
  %t14 = icmp eq i64 %t13, 0, !dbg !295
  %t15 = ashr i64 %a0, 1, !dbg !295
  br i1 %t14, label %b1, label %b6, !dbg !295

b1:                                               ; preds = %entry
  %t19 = shl nsw i64 %t11, 1, !dbg !295
  %t251 = icmp slt i64 %t10, %t15, !dbg !295
  br i1 %t251, label %b3.preheader, label %b6, !dbg !295

b3.preheader:                                     ; preds = %b1
  %t17 = shl nsw i64 %t10, 1, !dbg !295
  %t20 = or i64 %t17, 1, !dbg !295
  %t21 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t20, !dbg !295
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t17, !dbg !295
  br label %b3, !dbg !295

b3:                                               ; preds = %b3.preheader, %b5
  %t244 = phi i64 [ %t36, %b5 ], [ %t10, %b3.preheader ]
  %t233 = phi ptr addrspace(1) [ %t37, %b5 ], [ %t18, %b3.preheader ]
  %t222 = phi ptr addrspace(1) [ %t38, %b5 ], [ %t21, %b3.preheader ]
  br i1 %t0.not, label %b5, label %b4, !dbg !295

b4:                                               ; preds = %b3
  %t26 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t244, !dbg !295
  %.17 = load i32, ptr addrspace(1) %t26, align 4, !dbg !295
  %t29 = trunc i32 %.17 to i16, !dbg !295
  %t30 = lshr i32 %.17, 16, !dbg !295
  %t31 = trunc i32 %t30 to i16, !dbg !295
  br label %b5, !dbg !295

b5:                                               ; preds = %b4, %b3
  %t32 = phi i16 [ %t29, %b4 ], [ %a2, %b3 ]
  %t33 = phi i16 [ %t31, %b4 ], [ %a2, %b3 ]
  %.18 = zext i16 %t32 to i32, !dbg !296
  %.19 = shl nuw i32 %.18, 16, !dbg !296
  %.21 = zext i16 %t33 to i32, !dbg !296
  %.22 = shl nuw i32 %.21, 16, !dbg !296
  store i32 %.19, ptr addrspace(1) %t233, align 4, !dbg !295
  store i32 %.22, ptr addrspace(1) %t222, align 4, !dbg !295
  %t36 = add i64 %t244, %t11, !dbg !295
  %t37 = getelementptr inbounds float, ptr addrspace(1) %t233, i64 %t19, !dbg !295
  %t38 = getelementptr inbounds float, ptr addrspace(1) %t222, i64 %t19, !dbg !295
  %t25 = icmp slt i64 %t36, %t15, !dbg !295
  br i1 %t25, label %b3, label %b6, !dbg !295

b6:                                               ; preds = %b5, %b1, %entry
  %t39 = and i64 %a0, -2, !dbg !295
  %t40 = select i1 %t14, i64 %t39, i64 0, !dbg !295
  %t41 = add i64 %t10, %t40, !dbg !295
  %t435 = icmp slt i64 %t41, %a0, !dbg !295
  br i1 %t435, label %b8, label %b11, !dbg !295

b8:                                               ; preds = %b6, %b10
  %t426 = phi i64 [ %t49, %b10 ], [ %t41, %b6 ]
  br i1 %t0.not, label %b10, label %b9, !dbg !295

b9:                                               ; preds = %b8
  %t44 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t426, !dbg !295
  %.24 = load i16, ptr addrspace(1) %t44, align 2, !dbg !295
  br label %b10, !dbg !295

b10:                                              ; preds = %b9, %b8
  %t46 = phi i16 [ %.24, %b9 ], [ %a2, %b8 ]
  %.25 = zext i16 %t46 to i32, !dbg !296
  %.26 = shl nuw i32 %.25, 16, !dbg !296
  %t48 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t426, !dbg !295
  store i32 %.26, ptr addrspace(1) %t48, align 4, !dbg !295
  %t49 = add i64 %t426, %t11, !dbg !295
  %t43 = icmp slt i64 %t49, %a0, !dbg !295
  br i1 %t43, label %b8, label %b11, !dbg !295

b11:                                              ; preds = %b10, %b6
  ret void, !dbg !295
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16ToFloat32_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #4 !dbg !297 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !298
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !298
  %t2 = sext i32 %.1 to i64, !dbg !298
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !298
  %t4 = sext i32 %.2 to i64, !dbg !298
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !298
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !298
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !298, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !298
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !298
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !298, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !298
  %.15 = add i32 %.14, %.9, !dbg !298
  %.16 = udiv i32 %.15, %.6, !dbg !298
  %t8 = sext i32 %.16 to i64, !dbg !298
  %t9 = mul nsw i64 %t6, %t4, !dbg !298
  %t10 = add nsw i64 %t9, %t2, !dbg !298
  %t11 = mul nsw i64 %t8, %t6, !dbg !298
  %t12 = icmp sgt i64 %a1, 7, !dbg !298
  %t14 = icmp sgt i64 %a1, 6, !dbg !298
  %t16 = icmp sgt i64 %a1, 5, !dbg !298
  %t18 = icmp sgt i64 %a1, 4, !dbg !298
  %t20 = icmp sgt i64 %a1, 3, !dbg !298
  %t22 = icmp sgt i64 %a1, 2, !dbg !298
  %t24 = icmp sgt i64 %a1, 1, !dbg !298
  %t26 = icmp sgt i64 %a1, 0, !dbg !298
  %t281 = icmp slt i64 %t10, %a0, !dbg !298
  br i1 %t281, label %b2, label %b21, !dbg !298

b2:                                               ; preds = %entry, %b20
  %t272 = phi i64 [ %t122, %b20 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !298

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t272, %a9, !dbg !298
  %t32 = mul i64 %t30, %a9, !dbg !298
  %t33 = sub nuw i64 %t272, %t32, !dbg !298
  %t34 = mul i64 %t33, %a19, !dbg !298
  %t35 = mul i64 %t33, %a28, !dbg !298
  br label %b4, !dbg !298

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t272, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !298

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !298
  %t42 = mul i64 %t40, %a8, !dbg !298
  %t43 = sub i64 %t36, %t42, !dbg !298
  %t44 = mul i64 %t43, %a18, !dbg !298
  %t45 = add i64 %t44, %t37, !dbg !298
  %t46 = mul i64 %t43, %a27, !dbg !298
  %t47 = add i64 %t46, %t38, !dbg !298
  br label %b6, !dbg !298

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !298

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !298
  %t54 = mul i64 %t52, %a7, !dbg !298
  %t55 = sub i64 %t48, %t54, !dbg !298
  %t56 = mul i64 %t55, %a17, !dbg !298
  %t57 = add i64 %t56, %t49, !dbg !298
  %t58 = mul i64 %t55, %a26, !dbg !298
  %t59 = add i64 %t58, %t50, !dbg !298
  br label %b8, !dbg !298

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !298

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !298
  %t66 = mul i64 %t64, %a6, !dbg !298
  %t67 = sub i64 %t60, %t66, !dbg !298
  %t68 = mul i64 %t67, %a16, !dbg !298
  %t69 = add i64 %t68, %t61, !dbg !298
  %t70 = mul i64 %t67, %a25, !dbg !298
  %t71 = add i64 %t70, %t62, !dbg !298
  br label %b10, !dbg !298

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !298

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !298
  %t78 = mul i64 %t76, %a5, !dbg !298
  %t79 = sub i64 %t72, %t78, !dbg !298
  %t80 = mul i64 %t79, %a15, !dbg !298
  %t81 = add i64 %t80, %t73, !dbg !298
  %t82 = mul i64 %t79, %a24, !dbg !298
  %t83 = add i64 %t82, %t74, !dbg !298
  br label %b12, !dbg !298

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !298

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !298
  %t90 = mul i64 %t88, %a4, !dbg !298
  %t91 = sub i64 %t84, %t90, !dbg !298
  %t92 = mul i64 %t91, %a14, !dbg !298
  %t93 = add i64 %t92, %t85, !dbg !298
  %t94 = mul i64 %t91, %a23, !dbg !298
  %t95 = add i64 %t94, %t86, !dbg !298
  br label %b14, !dbg !298

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !298

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !298
  %t102 = mul i64 %t100, %a3, !dbg !298
  %t103 = sub i64 %t96, %t102, !dbg !298
  %t104 = mul i64 %t103, %a13, !dbg !298
  %t105 = add i64 %t104, %t97, !dbg !298
  %t106 = mul i64 %t103, %a22, !dbg !298
  %t107 = add i64 %t106, %t98, !dbg !298
  br label %b16, !dbg !298

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !298

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !298
  %t112 = add i64 %t109, %t111, !dbg !298
  %t113 = mul i64 %t108, %a21, !dbg !298
  %t114 = add i64 %t110, %t113, !dbg !298
  br label %b18, !dbg !298

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !298

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t115, !dbg !298
  %.17 = load i16, ptr addrspace(1) %t117, align 2, !dbg !298
  br label %b20, !dbg !298

b20:                                              ; preds = %b19, %b18
  %t119 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  %.18 = zext i16 %t119 to i32, !dbg !299
  %.19 = shl nuw i32 %.18, 16, !dbg !299
  %t121 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t116, !dbg !298
  store i32 %.19, ptr addrspace(1) %t121, align 4, !dbg !298
  %t122 = add i64 %t272, %t11, !dbg !298
  %t28 = icmp slt i64 %t122, %a0, !dbg !298
  br i1 %t28, label %b2, label %b21, !dbg !298

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !298
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromFloat32_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, float %a2, ptr addrspace(1) %a3) local_unnamed_addr #4 !dbg !300 {
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
  %t13 = and i64 %t12, 7, !dbg !301
  %t15 = ptrtoint ptr addrspace(1) %a3 to i64, !dbg !301
  %t16 = and i64 %t15, 3, !dbg !301
  %0 = or i64 %t16, %t13, !dbg !301
  %1 = icmp eq i64 %0, 0, !dbg !301
  %t19 = ashr i64 %a0, 1, !dbg !301
  %t231 = icmp slt i64 %t10, %t19, !dbg !301
  %or.cond = select i1 %1, i1 %t231, i1 false, !dbg !301
  br i1 %or.cond, label %b3, label %b6, !dbg !301

b3:                                               ; preds = %entry, %b5
  %t222 = phi i64 [ %t37, %b5 ], [ %t10, %entry ]
  br i1 %t0.not, label %b5, label %b4, !dbg !301

b4:                                               ; preds = %b3
  %t24 = getelementptr inbounds [8 x i8], ptr addrspace(1) %a1, i64 %t222, !dbg !301
  %.17 = load <2 x float>, ptr addrspace(1) %t24, align 8, !dbg !301
  %.18 = extractelement <2 x float> %.17, i64 0, !dbg !301
  %.20 = extractelement <2 x float> %.17, i64 1, !dbg !301
  br label %b5, !dbg !301

b5:                                               ; preds = %b4, %b3
  %t28 = phi float [ %.18, %b4 ], [ %a2, %b3 ]
  %t29 = phi float [ %.20, %b4 ], [ %a2, %b3 ]
  %.22 = bitcast float %t28 to i32, !dbg !302
  %.23 = and i32 %.22, 2147483647, !dbg !302
  %.24 = icmp ugt i32 %.23, 2139095040, !dbg !302
  %.25 = lshr i32 %.22, 16, !dbg !302
  %.26 = and i32 %.25, 1, !dbg !302
  %.27 = add i32 %.22, 32767, !dbg !302
  %.28 = add i32 %.27, %.26, !dbg !302
  %.29 = lshr i32 %.28, 16, !dbg !302
  %.31 = or i32 %.25, 64, !dbg !302
  %.32 = select i1 %.24, i32 %.31, i32 %.29, !dbg !302
  %.34 = bitcast float %t29 to i32, !dbg !302
  %.35 = and i32 %.34, 2147483647, !dbg !302
  %.36 = icmp ugt i32 %.35, 2139095040, !dbg !302
  %.37 = lshr i32 %.34, 16, !dbg !302
  %.38 = and i32 %.37, 1, !dbg !302
  %.39 = add i32 %.34, 32767, !dbg !302
  %.40 = add i32 %.39, %.38, !dbg !302
  %.41 = lshr i32 %.40, 16, !dbg !302
  %.43 = or i32 %.37, 64, !dbg !302
  %.44 = select i1 %.36, i32 %.43, i32 %.41, !dbg !302
  %t34 = shl nuw i32 %.44, 16, !dbg !301
  %t35 = or i32 %t34, %.32, !dbg !301
  %t36 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t222, !dbg !301
  store i32 %t35, ptr addrspace(1) %t36, align 4, !dbg !301
  %t37 = add i64 %t222, %t11, !dbg !301
  %t23 = icmp slt i64 %t37, %t19, !dbg !301
  br i1 %t23, label %b3, label %b6, !dbg !301

b6:                                               ; preds = %b5, %entry
  %t38 = and i64 %a0, -2, !dbg !301
  %t39 = select i1 %1, i64 %t38, i64 0, !dbg !301
  %t40 = add i64 %t10, %t39, !dbg !301
  %t423 = icmp slt i64 %t40, %a0, !dbg !301
  br i1 %t423, label %b8, label %b11, !dbg !301

b8:                                               ; preds = %b6, %b10
  %t414 = phi i64 [ %t48, %b10 ], [ %t40, %b6 ]
  br i1 %t0.not, label %b10, label %b9, !dbg !301

b9:                                               ; preds = %b8
  %t43 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t414, !dbg !301
  %.46 = load float, ptr addrspace(1) %t43, align 4, !dbg !301
  br label %b10, !dbg !301

b10:                                              ; preds = %b9, %b8
  %t45 = phi float [ %.46, %b9 ], [ %a2, %b8 ]
  %.47 = bitcast float %t45 to i32, !dbg !302
  %.48 = and i32 %.47, 2147483647, !dbg !302
  %.49 = icmp ugt i32 %.48, 2139095040, !dbg !302
  %.50 = lshr i32 %.47, 16, !dbg !302
  %.51 = and i32 %.50, 1, !dbg !302
  %.52 = add i32 %.47, 32767, !dbg !302
  %.53 = add i32 %.52, %.51, !dbg !302
  %.54 = lshr i32 %.53, 16, !dbg !302
  %.56 = or i32 %.50, 64, !dbg !302
  %.57 = select i1 %.49, i32 %.56, i32 %.54, !dbg !302
  %.58 = trunc i32 %.57 to i16, !dbg !302
  %t47 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t414, !dbg !301
  store i16 %.58, ptr addrspace(1) %t47, align 2, !dbg !301
  %t48 = add i64 %t414, %t11, !dbg !301
  %t42 = icmp slt i64 %t48, %a0, !dbg !301
  br i1 %t42, label %b8, label %b11, !dbg !301

b11:                                              ; preds = %b10, %b6
  ret void, !dbg !301
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromFloat32_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #4 !dbg !303 {
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
  %t117 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t115, !dbg !304
  %.17 = load float, ptr addrspace(1) %t117, align 4, !dbg !304
  br label %b20, !dbg !304

b20:                                              ; preds = %b19, %b18
  %t119 = phi float [ %.17, %b19 ], [ %a11, %b18 ]
  %.18 = bitcast float %t119 to i32, !dbg !305
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
  %t121 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t116, !dbg !304
  store i16 %.29, ptr addrspace(1) %t121, align 2, !dbg !304
  %t122 = add i64 %t272, %t11, !dbg !304
  %t28 = icmp slt i64 %t122, %a0, !dbg !304
  br i1 %t28, label %b2, label %b21, !dbg !304

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !304
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromInt32_5f_5fcontig(i64 %a0, ptr addrspace(1) %a1, i32 %a2, ptr addrspace(1) %a3) local_unnamed_addr #4 !dbg !306 {
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
  %t222 = phi i64 [ %t39, %b5 ], [ %t10, %entry ]
  br i1 %t0.not, label %b5, label %b4, !dbg !307

b4:                                               ; preds = %b3
  %t24 = getelementptr inbounds [8 x i8], ptr addrspace(1) %a1, i64 %t222, !dbg !307
  %.17 = load <2 x i32>, ptr addrspace(1) %t24, align 8, !dbg !307
  %.18 = extractelement <2 x i32> %.17, i64 0, !dbg !307
  %.20 = extractelement <2 x i32> %.17, i64 1, !dbg !307
  br label %b5, !dbg !307

b5:                                               ; preds = %b4, %b3
  %t28 = phi i32 [ %.18, %b4 ], [ %a2, %b3 ]
  %t29 = phi i32 [ %.20, %b4 ], [ %a2, %b3 ]
  %t30 = sitofp i32 %t28 to float, !dbg !308
  %.22 = bitcast float %t30 to i32, !dbg !309
  %.23 = and i32 %.22, 2147483647, !dbg !309
  %.24 = icmp ugt i32 %.23, 2139095040, !dbg !309
  %.25 = lshr i32 %.22, 16, !dbg !309
  %.26 = and i32 %.25, 1, !dbg !309
  %.27 = add i32 %.22, 32767, !dbg !309
  %.28 = add i32 %.27, %.26, !dbg !309
  %.29 = lshr i32 %.28, 16, !dbg !309
  %.31 = or i32 %.25, 64, !dbg !309
  %.32 = select i1 %.24, i32 %.31, i32 %.29, !dbg !309
  %t32 = sitofp i32 %t29 to float, !dbg !308
  %.34 = bitcast float %t32 to i32, !dbg !309
  %.35 = and i32 %.34, 2147483647, !dbg !309
  %.36 = icmp ugt i32 %.35, 2139095040, !dbg !309
  %.37 = lshr i32 %.34, 16, !dbg !309
  %.38 = and i32 %.37, 1, !dbg !309
  %.39 = add i32 %.34, 32767, !dbg !309
  %.40 = add i32 %.39, %.38, !dbg !309
  %.41 = lshr i32 %.40, 16, !dbg !309
  %.43 = or i32 %.37, 64, !dbg !309
  %.44 = select i1 %.36, i32 %.43, i32 %.41, !dbg !309
  %t36 = shl nuw i32 %.44, 16, !dbg !307
  %t37 = or i32 %t36, %.32, !dbg !307
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t222, !dbg !307
  store i32 %t37, ptr addrspace(1) %t38, align 4, !dbg !307
  %t39 = add i64 %t222, %t11, !dbg !307
  %t23 = icmp slt i64 %t39, %t19, !dbg !307
  br i1 %t23, label %b3, label %b6, !dbg !307

b6:                                               ; preds = %b5, %entry
  %t40 = and i64 %a0, -2, !dbg !307
  %t41 = select i1 %1, i64 %t40, i64 0, !dbg !307
  %t42 = add i64 %t10, %t41, !dbg !307
  %t443 = icmp slt i64 %t42, %a0, !dbg !307
  br i1 %t443, label %b8, label %b11, !dbg !307

b8:                                               ; preds = %b6, %b10
  %t434 = phi i64 [ %t51, %b10 ], [ %t42, %b6 ]
  br i1 %t0.not, label %b10, label %b9, !dbg !307

b9:                                               ; preds = %b8
  %t45 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t434, !dbg !307
  %.46 = load i32, ptr addrspace(1) %t45, align 4, !dbg !307
  br label %b10, !dbg !307

b10:                                              ; preds = %b9, %b8
  %t47 = phi i32 [ %.46, %b9 ], [ %a2, %b8 ]
  %t48 = sitofp i32 %t47 to float, !dbg !308
  %.47 = bitcast float %t48 to i32, !dbg !309
  %.48 = and i32 %.47, 2147483647, !dbg !309
  %.49 = icmp ugt i32 %.48, 2139095040, !dbg !309
  %.50 = lshr i32 %.47, 16, !dbg !309
  %.51 = and i32 %.50, 1, !dbg !309
  %.52 = add i32 %.47, 32767, !dbg !309
  %.53 = add i32 %.52, %.51, !dbg !309
  %.54 = lshr i32 %.53, 16, !dbg !309
  %.56 = or i32 %.50, 64, !dbg !309
  %.57 = select i1 %.49, i32 %.56, i32 %.54, !dbg !309
  %.58 = trunc i32 %.57 to i16, !dbg !309
  %t50 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t434, !dbg !307
  store i16 %.58, ptr addrspace(1) %t50, align 2, !dbg !307
  %t51 = add i64 %t434, %t11, !dbg !307
  %t44 = icmp slt i64 %t51, %a0, !dbg !307
  br i1 %t44, label %b8, label %b11, !dbg !307

b11:                                              ; preds = %b10, %b6
  ret void, !dbg !307
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromInt32_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #4 !dbg !310 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !311
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !311
  %t2 = sext i32 %.1 to i64, !dbg !311
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !311
  %t4 = sext i32 %.2 to i64, !dbg !311
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !311
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !311
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !311, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !311
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !311
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !311, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !311
  %.15 = add i32 %.14, %.9, !dbg !311
  %.16 = udiv i32 %.15, %.6, !dbg !311
  %t8 = sext i32 %.16 to i64, !dbg !311
  %t9 = mul nsw i64 %t6, %t4, !dbg !311
  %t10 = add nsw i64 %t9, %t2, !dbg !311
  %t11 = mul nsw i64 %t8, %t6, !dbg !311
  %t12 = icmp sgt i64 %a1, 7, !dbg !311
  %t14 = icmp sgt i64 %a1, 6, !dbg !311
  %t16 = icmp sgt i64 %a1, 5, !dbg !311
  %t18 = icmp sgt i64 %a1, 4, !dbg !311
  %t20 = icmp sgt i64 %a1, 3, !dbg !311
  %t22 = icmp sgt i64 %a1, 2, !dbg !311
  %t24 = icmp sgt i64 %a1, 1, !dbg !311
  %t26 = icmp sgt i64 %a1, 0, !dbg !311
  %t281 = icmp slt i64 %t10, %a0, !dbg !311
  br i1 %t281, label %b2, label %b21, !dbg !311

b2:                                               ; preds = %entry, %b20
  %t272 = phi i64 [ %t123, %b20 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !311

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t272, %a9, !dbg !311
  %t32 = mul i64 %t30, %a9, !dbg !311
  %t33 = sub nuw i64 %t272, %t32, !dbg !311
  %t34 = mul i64 %t33, %a19, !dbg !311
  %t35 = mul i64 %t33, %a28, !dbg !311
  br label %b4, !dbg !311

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t272, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !311

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !311
  %t42 = mul i64 %t40, %a8, !dbg !311
  %t43 = sub i64 %t36, %t42, !dbg !311
  %t44 = mul i64 %t43, %a18, !dbg !311
  %t45 = add i64 %t44, %t37, !dbg !311
  %t46 = mul i64 %t43, %a27, !dbg !311
  %t47 = add i64 %t46, %t38, !dbg !311
  br label %b6, !dbg !311

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !311

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !311
  %t54 = mul i64 %t52, %a7, !dbg !311
  %t55 = sub i64 %t48, %t54, !dbg !311
  %t56 = mul i64 %t55, %a17, !dbg !311
  %t57 = add i64 %t56, %t49, !dbg !311
  %t58 = mul i64 %t55, %a26, !dbg !311
  %t59 = add i64 %t58, %t50, !dbg !311
  br label %b8, !dbg !311

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !311

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !311
  %t66 = mul i64 %t64, %a6, !dbg !311
  %t67 = sub i64 %t60, %t66, !dbg !311
  %t68 = mul i64 %t67, %a16, !dbg !311
  %t69 = add i64 %t68, %t61, !dbg !311
  %t70 = mul i64 %t67, %a25, !dbg !311
  %t71 = add i64 %t70, %t62, !dbg !311
  br label %b10, !dbg !311

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !311

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !311
  %t78 = mul i64 %t76, %a5, !dbg !311
  %t79 = sub i64 %t72, %t78, !dbg !311
  %t80 = mul i64 %t79, %a15, !dbg !311
  %t81 = add i64 %t80, %t73, !dbg !311
  %t82 = mul i64 %t79, %a24, !dbg !311
  %t83 = add i64 %t82, %t74, !dbg !311
  br label %b12, !dbg !311

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !311

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !311
  %t90 = mul i64 %t88, %a4, !dbg !311
  %t91 = sub i64 %t84, %t90, !dbg !311
  %t92 = mul i64 %t91, %a14, !dbg !311
  %t93 = add i64 %t92, %t85, !dbg !311
  %t94 = mul i64 %t91, %a23, !dbg !311
  %t95 = add i64 %t94, %t86, !dbg !311
  br label %b14, !dbg !311

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !311

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !311
  %t102 = mul i64 %t100, %a3, !dbg !311
  %t103 = sub i64 %t96, %t102, !dbg !311
  %t104 = mul i64 %t103, %a13, !dbg !311
  %t105 = add i64 %t104, %t97, !dbg !311
  %t106 = mul i64 %t103, %a22, !dbg !311
  %t107 = add i64 %t106, %t98, !dbg !311
  br label %b16, !dbg !311

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !311

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !311
  %t112 = add i64 %t109, %t111, !dbg !311
  %t113 = mul i64 %t108, %a21, !dbg !311
  %t114 = add i64 %t110, %t113, !dbg !311
  br label %b18, !dbg !311

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !311

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t115, !dbg !311
  %.17 = load i32, ptr addrspace(1) %t117, align 4, !dbg !311
  br label %b20, !dbg !311

b20:                                              ; preds = %b19, %b18
  %t119 = phi i32 [ %.17, %b19 ], [ %a11, %b18 ]
  %t120 = sitofp i32 %t119 to float, !dbg !312
  %.18 = bitcast float %t120 to i32, !dbg !313
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
  %t122 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t116, !dbg !311
  store i16 %.29, ptr addrspace(1) %t122, align 2, !dbg !311
  %t123 = add i64 %t272, %t11, !dbg !311
  %t28 = icmp slt i64 %t123, %a0, !dbg !311
  br i1 %t28, label %b2, label %b21, !dbg !311

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !311
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !314 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !315
  %t3 = sext i32 %.1 to i64, !dbg !315
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !315
  %t5 = sext i32 %.2 to i64, !dbg !315
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !315
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !315
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !315, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !315
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !315
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !315, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !315
  %.15 = add i32 %.14, %.9, !dbg !315
  %.16 = udiv i32 %.15, %.6, !dbg !315
  %t9 = sext i32 %.16 to i64, !dbg !315
  %t10 = mul nsw i64 %t7, %t5, !dbg !315
  %t11 = add nsw i64 %t10, %t3, !dbg !315
  %t12 = mul nsw i64 %t9, %t7, !dbg !315
  %t13 = shl nsw i64 %t12, 1, !dbg !315
  %t14 = icmp slt i64 %t11, %a0, !dbg !315
  br i1 %t14, label %b1, label %b8, !dbg !315

b1:                                               ; preds = %entry
  %t15 = mul i64 %t11, %a2, !dbg !315
  %t16 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t15, !dbg !315
  %.17 = load i16, ptr addrspace(1) %t16, align 2, !dbg !315, !amdgpu.noclobber !6
  %t18 = add nsw i64 %t12, %t11, !dbg !315
  %t19 = sub i64 %a0, %t12, !dbg !315
  %t22 = mul i64 %t13, %a2, !dbg !315
  %t23 = mul i64 %t12, %a2, !dbg !315
  %t3111 = icmp slt i64 %t18, %t19, !dbg !315
  br i1 %t3111, label %b3.preheader, label %b4, !dbg !315

b3.preheader:                                     ; preds = %b1
  %t20 = mul i64 %t18, %a2, !dbg !315
  %t24 = add i64 %t20, %t23, !dbg !315
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t24, !dbg !315
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t20, !dbg !315
  br label %b3, !dbg !315

b3:                                               ; preds = %b3.preheader, %b3
  %t2915 = phi i16 [ %.57, %b3 ], [ %.17, %b3.preheader ]
  %t2814 = phi i64 [ %t36, %b3 ], [ %t18, %b3.preheader ]
  %t2713 = phi ptr addrspace(1) [ %t37, %b3 ], [ %t21, %b3.preheader ]
  %t2612 = phi ptr addrspace(1) [ %t38, %b3 ], [ %t25, %b3.preheader ]
  %.18 = load i16, ptr addrspace(1) %t2713, align 2, !dbg !315
  %.19 = load i16, ptr addrspace(1) %t2612, align 2, !dbg !315
  %.20 = zext i16 %t2915 to i32, !dbg !316
  %.21 = shl nuw i32 %.20, 16, !dbg !316
  %.22 = bitcast i32 %.21 to float, !dbg !316
  %.23 = zext i16 %.18 to i32, !dbg !316
  %.24 = shl nuw i32 %.23, 16, !dbg !316
  %.25 = bitcast i32 %.24 to float, !dbg !316
  %.26 = fadd float %.22, %.25, !dbg !316
  %.27 = bitcast float %.26 to i32, !dbg !316
  %.28 = and i32 %.27, 2147483647, !dbg !316
  %.29 = icmp ugt i32 %.28, 2139095040, !dbg !316
  %.30 = lshr i32 %.27, 16, !dbg !316
  %.31 = and i32 %.30, 1, !dbg !316
  %.32 = add i32 %.27, 32767, !dbg !316
  %.33 = add i32 %.32, %.31, !dbg !316
  %.34 = lshr i32 %.33, 16, !dbg !316
  %.36 = or i32 %.30, 64, !dbg !316
  %.37 = select i1 %.29, i32 %.36, i32 %.34, !dbg !316
  %.40 = shl nuw i32 %.37, 16, !dbg !316
  %.41 = bitcast i32 %.40 to float, !dbg !316
  %.42 = zext i16 %.19 to i32, !dbg !316
  %.43 = shl nuw i32 %.42, 16, !dbg !316
  %.44 = bitcast i32 %.43 to float, !dbg !316
  %.45 = fadd float %.44, %.41, !dbg !316
  %.46 = bitcast float %.45 to i32, !dbg !316
  %.47 = and i32 %.46, 2147483647, !dbg !316
  %.48 = icmp ugt i32 %.47, 2139095040, !dbg !316
  %.49 = lshr i32 %.46, 16, !dbg !316
  %.50 = and i32 %.49, 1, !dbg !316
  %.51 = add i32 %.46, 32767, !dbg !316
  %.52 = add i32 %.51, %.50, !dbg !316
  %.53 = lshr i32 %.52, 16, !dbg !316
  %.55 = or i32 %.49, 64, !dbg !316
  %.56 = select i1 %.48, i32 %.55, i32 %.53, !dbg !316
  %.57 = trunc i32 %.56 to i16, !dbg !316
  %t36 = add i64 %t2814, %t13, !dbg !315
  %t37 = getelementptr inbounds i16, ptr addrspace(1) %t2713, i64 %t22, !dbg !315
  %t38 = getelementptr inbounds i16, ptr addrspace(1) %t2612, i64 %t22, !dbg !315
  %t31 = icmp slt i64 %t36, %t19, !dbg !315
  br i1 %t31, label %b3, label %b4, !dbg !315

b4:                                               ; preds = %b3, %b1
  %t28.lcssa = phi i64 [ %t18, %b1 ], [ %t36, %b3 ]
  %t29.lcssa = phi i16 [ %.17, %b1 ], [ %.57, %b3 ]
  %t4417 = icmp slt i64 %t28.lcssa, %a0, !dbg !315
  br i1 %t4417, label %b6.preheader, label %b8, !dbg !315

b6.preheader:                                     ; preds = %b4
  %t39 = mul i64 %t28.lcssa, %a2, !dbg !315
  %t40 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t39, !dbg !315
  br label %b6, !dbg !315

b6:                                               ; preds = %b6.preheader, %b6
  %t4320 = phi i16 [ %.77, %b6 ], [ %t29.lcssa, %b6.preheader ]
  %t4219 = phi i64 [ %t47, %b6 ], [ %t28.lcssa, %b6.preheader ]
  %t4118 = phi ptr addrspace(1) [ %t48, %b6 ], [ %t40, %b6.preheader ]
  %.58 = load i16, ptr addrspace(1) %t4118, align 2, !dbg !315
  %0 = insertelement <2 x i16> poison, i16 %t4320, i64 0, !dbg !316
  %1 = insertelement <2 x i16> %0, i16 %.58, i64 1, !dbg !316
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !316
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !316
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !316
  %5 = extractelement <2 x float> %4, i64 0, !dbg !316
  %6 = extractelement <2 x float> %4, i64 1, !dbg !316
  %.65 = fadd float %5, %6, !dbg !316
  %.66 = bitcast float %.65 to i32, !dbg !316
  %.67 = and i32 %.66, 2147483647, !dbg !316
  %.68 = icmp ugt i32 %.67, 2139095040, !dbg !316
  %.69 = lshr i32 %.66, 16, !dbg !316
  %.70 = and i32 %.69, 1, !dbg !316
  %.71 = add i32 %.66, 32767, !dbg !316
  %.72 = add i32 %.71, %.70, !dbg !316
  %.73 = lshr i32 %.72, 16, !dbg !316
  %.75 = or i32 %.69, 64, !dbg !316
  %.76 = select i1 %.68, i32 %.75, i32 %.73, !dbg !316
  %.77 = trunc i32 %.76 to i16, !dbg !316
  %t47 = add i64 %t4219, %t12, !dbg !315
  %t48 = getelementptr inbounds i16, ptr addrspace(1) %t4118, i64 %t23, !dbg !315
  %t44 = icmp slt i64 %t47, %a0, !dbg !315
  br i1 %t44, label %b6, label %b8, !dbg !315

b8:                                               ; preds = %b6, %b4, %entry
  %t49 = phi i16 [ 0, %entry ], [ %t29.lcssa, %b4 ], [ %.77, %b6 ]
  %t50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.0, i32 %.1, !dbg !315
  store i16 %t49, ptr addrspace(3) %t50, align 2, !dbg !315
  %t51 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.1, i32 %.1, !dbg !315
  %.78 = zext i1 %t14 to i8, !dbg !315
  store i8 %.78, ptr addrspace(3) %t51, align 1, !dbg !315
  fence syncscope("workgroup") release, !dbg !315
  tail call void @llvm.amdgcn.s.barrier(), !dbg !315
  fence syncscope("workgroup") acquire, !dbg !315
  %t52 = icmp slt i32 %.1, 128, !dbg !315
  br i1 %t52, label %b9, label %b14, !dbg !315

b9:                                               ; preds = %b8
  %t53 = add nsw i32 %.1, 128, !dbg !315
  %t54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.0, i32 %t53, !dbg !315
  %.79 = load i16, ptr addrspace(3) %t54, align 2, !dbg !315
  %t56 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.1, i32 %t53, !dbg !315
  %.80 = load i8, ptr addrspace(3) %t56, align 1, !dbg !315
  %.81.not10 = icmp eq i8 %.80, 0, !dbg !315
  %t14.not = xor i1 %t14, true, !dbg !315
  %brmerge = select i1 %.81.not10, i1 true, i1 %t14.not, !dbg !315
  %t49.mux = select i1 %.81.not10, i16 %t49, i16 %.79, !dbg !315
  %not..81.not10 = xor i1 %.81.not10, true, !dbg !315
  %t14.mux = select i1 %not..81.not10, i1 true, i1 %t14, !dbg !315
  br i1 %brmerge, label %b13, label %b11, !dbg !315

b11:                                              ; preds = %b9
  %.82 = zext i16 %t49 to i32, !dbg !316
  %.83 = shl nuw i32 %.82, 16, !dbg !316
  %.84 = bitcast i32 %.83 to float, !dbg !316
  %.85 = zext i16 %.79 to i32, !dbg !316
  %.86 = shl nuw i32 %.85, 16, !dbg !316
  %.87 = bitcast i32 %.86 to float, !dbg !316
  %.88 = fadd float %.84, %.87, !dbg !316
  %.89 = bitcast float %.88 to i32, !dbg !316
  %.90 = and i32 %.89, 2147483647, !dbg !316
  %.91 = icmp ugt i32 %.90, 2139095040, !dbg !316
  %.92 = lshr i32 %.89, 16, !dbg !316
  %.93 = and i32 %.92, 1, !dbg !316
  %.94 = add i32 %.89, 32767, !dbg !316
  %.95 = add i32 %.94, %.93, !dbg !316
  %.96 = lshr i32 %.95, 16, !dbg !316
  %.98 = or i32 %.92, 64, !dbg !316
  %.99 = select i1 %.91, i32 %.98, i32 %.96, !dbg !316
  %.100 = trunc i32 %.99 to i16, !dbg !316
  br label %b13, !dbg !315

b13:                                              ; preds = %b9, %b11
  %t60 = phi i16 [ %t49.mux, %b9 ], [ %.100, %b11 ]
  %t61 = phi i1 [ %t14.mux, %b9 ], [ true, %b11 ]
  store i16 %t60, ptr addrspace(3) %t50, align 2, !dbg !315
  %.101 = zext i1 %t61 to i8, !dbg !315
  store i8 %.101, ptr addrspace(3) %t51, align 1, !dbg !315
  br label %b14, !dbg !315

b14:                                              ; preds = %b13, %b8
  %t62 = phi i16 [ %t60, %b13 ], [ %t49, %b8 ]
  %t63 = phi i1 [ %t61, %b13 ], [ %t14, %b8 ]
  fence syncscope("workgroup") release, !dbg !315
  tail call void @llvm.amdgcn.s.barrier(), !dbg !315
  fence syncscope("workgroup") acquire, !dbg !315
  %t64 = icmp slt i32 %.1, 64, !dbg !315
  br i1 %t64, label %b15, label %b20, !dbg !315

b15:                                              ; preds = %b14
  %t65 = add nsw i32 %.1, 64, !dbg !315
  %t66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.0, i32 %t65, !dbg !315
  %.102 = load i16, ptr addrspace(3) %t66, align 2, !dbg !315
  %t68 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.1, i32 %t65, !dbg !315
  %.103 = load i8, ptr addrspace(3) %t68, align 1, !dbg !315
  %.104.not9 = icmp eq i8 %.103, 0, !dbg !315
  %t63.not = xor i1 %t63, true, !dbg !315
  %brmerge1 = select i1 %.104.not9, i1 true, i1 %t63.not, !dbg !315
  %t62.mux = select i1 %.104.not9, i16 %t62, i16 %.102, !dbg !315
  %not..104.not9 = xor i1 %.104.not9, true, !dbg !315
  %t63.mux = select i1 %not..104.not9, i1 true, i1 %t63, !dbg !315
  br i1 %brmerge1, label %b19, label %b17, !dbg !315

b17:                                              ; preds = %b15
  %.105 = zext i16 %t62 to i32, !dbg !316
  %.106 = shl nuw i32 %.105, 16, !dbg !316
  %.107 = bitcast i32 %.106 to float, !dbg !316
  %.108 = zext i16 %.102 to i32, !dbg !316
  %.109 = shl nuw i32 %.108, 16, !dbg !316
  %.110 = bitcast i32 %.109 to float, !dbg !316
  %.111 = fadd float %.107, %.110, !dbg !316
  %.112 = bitcast float %.111 to i32, !dbg !316
  %.113 = and i32 %.112, 2147483647, !dbg !316
  %.114 = icmp ugt i32 %.113, 2139095040, !dbg !316
  %.115 = lshr i32 %.112, 16, !dbg !316
  %.116 = and i32 %.115, 1, !dbg !316
  %.117 = add i32 %.112, 32767, !dbg !316
  %.118 = add i32 %.117, %.116, !dbg !316
  %.119 = lshr i32 %.118, 16, !dbg !316
  %.121 = or i32 %.115, 64, !dbg !316
  %.122 = select i1 %.114, i32 %.121, i32 %.119, !dbg !316
  %.123 = trunc i32 %.122 to i16, !dbg !316
  br label %b19, !dbg !315

b19:                                              ; preds = %b15, %b17
  %t72 = phi i16 [ %t62.mux, %b15 ], [ %.123, %b17 ]
  %t73 = phi i1 [ %t63.mux, %b15 ], [ true, %b17 ]
  store i16 %t72, ptr addrspace(3) %t50, align 2, !dbg !315
  %.124 = zext i1 %t73 to i8, !dbg !315
  store i8 %.124, ptr addrspace(3) %t51, align 1, !dbg !315
  br label %b20, !dbg !315

b20:                                              ; preds = %b19, %b14
  %t74 = phi i16 [ %t72, %b19 ], [ %t62, %b14 ]
  %t75 = phi i1 [ %t73, %b19 ], [ %t63, %b14 ]
  fence syncscope("workgroup") release, !dbg !315
  tail call void @llvm.amdgcn.s.barrier(), !dbg !315
  fence syncscope("workgroup") acquire, !dbg !315
  %t76 = icmp slt i32 %.1, 32, !dbg !315
  br i1 %t76, label %b21, label %b26, !dbg !315

b21:                                              ; preds = %b20
  %t77 = add nsw i32 %.1, 32, !dbg !315
  %t78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.0, i32 %t77, !dbg !315
  %.125 = load i16, ptr addrspace(3) %t78, align 2, !dbg !315
  %t80 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.1, i32 %t77, !dbg !315
  %.126 = load i8, ptr addrspace(3) %t80, align 1, !dbg !315
  %.127.not8 = icmp eq i8 %.126, 0, !dbg !315
  %t75.not = xor i1 %t75, true, !dbg !315
  %brmerge2 = select i1 %.127.not8, i1 true, i1 %t75.not, !dbg !315
  %t74.mux = select i1 %.127.not8, i16 %t74, i16 %.125, !dbg !315
  %not..127.not8 = xor i1 %.127.not8, true, !dbg !315
  %t75.mux = select i1 %not..127.not8, i1 true, i1 %t75, !dbg !315
  br i1 %brmerge2, label %b26, label %b23, !dbg !315

b23:                                              ; preds = %b21
  %.128 = zext i16 %t74 to i32, !dbg !316
  %.129 = shl nuw i32 %.128, 16, !dbg !316
  %.130 = bitcast i32 %.129 to float, !dbg !316
  %.131 = zext i16 %.125 to i32, !dbg !316
  %.132 = shl nuw i32 %.131, 16, !dbg !316
  %.133 = bitcast i32 %.132 to float, !dbg !316
  %.134 = fadd float %.130, %.133, !dbg !316
  %.135 = bitcast float %.134 to i32, !dbg !316
  %.136 = and i32 %.135, 2147483647, !dbg !316
  %.137 = icmp ugt i32 %.136, 2139095040, !dbg !316
  %.138 = lshr i32 %.135, 16, !dbg !316
  %.139 = and i32 %.138, 1, !dbg !316
  %.140 = add i32 %.135, 32767, !dbg !316
  %.141 = add i32 %.140, %.139, !dbg !316
  %.142 = lshr i32 %.141, 16, !dbg !316
  %.144 = or i32 %.138, 64, !dbg !316
  %.145 = select i1 %.137, i32 %.144, i32 %.142, !dbg !316
  %.146 = trunc i32 %.145 to i16, !dbg !316
  br label %b26, !dbg !315

b26:                                              ; preds = %b21, %b23, %b20
  %t86 = phi i16 [ %t74, %b20 ], [ %t74.mux, %b21 ], [ %.146, %b23 ]
  %t87 = phi i1 [ %t75, %b20 ], [ %t75.mux, %b21 ], [ true, %b23 ]
  br i1 %t76, label %b27, label %b48, !dbg !315

b27:                                              ; preds = %b26
  %.148 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !315
  %.149 = zext i32 %.148 to i64, !dbg !315
  %.150 = add nuw nsw i64 %.149, 16, !dbg !315
  %.151 = icmp ult i32 %.148, 16, !dbg !315
  %.152 = tail call i32 @llvm.read_register.i32(metadata !230) #13, !dbg !315
  %.153 = zext i32 %.152 to i64, !dbg !315
  %.154 = and i64 %.150, 31, !dbg !315
  %7 = shl nuw nsw i64 1, %.154, !dbg !315
  %8 = and i64 %7, %.153, !dbg !315
  %.156 = icmp ne i64 %8, 0, !dbg !315
  %.157 = and i1 %.151, %.156, !dbg !315
  %.158 = trunc i64 %.150 to i32, !dbg !315
  %.159 = shl i32 %.158, 2, !dbg !315
  %.160 = zext i16 %t86 to i32, !dbg !315
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.160), !dbg !315
  %.162 = trunc i32 %.161 to i16, !dbg !315
  %t88 = select i1 %.157, i16 %.162, i16 %t86, !dbg !315
  %.176 = zext i1 %t87 to i32, !dbg !315
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.176), !dbg !315
  %9 = and i32 %.177, 1, !dbg !315
  %.178 = icmp ne i32 %9, 0, !dbg !315
  %t89 = select i1 %.157, i1 %.178, i1 %t87, !dbg !315
  %t90 = icmp slt i32 %.1, 16, !dbg !315
  %t91 = and i1 %t90, %t89, !dbg !315
  %10 = select i1 %t91, i1 %t87, i1 false, !dbg !315
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !315
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !315
  br i1 %10, label %b29, label %b31, !dbg !315

b29:                                              ; preds = %b27
  %.180 = shl nuw i32 %.160, 16, !dbg !316
  %.181 = bitcast i32 %.180 to float, !dbg !316
  %.182 = zext i16 %t88 to i32, !dbg !316
  %.183 = shl nuw i32 %.182, 16, !dbg !316
  %.184 = bitcast i32 %.183 to float, !dbg !316
  %.185 = fadd float %.181, %.184, !dbg !316
  %.186 = bitcast float %.185 to i32, !dbg !316
  %.187 = and i32 %.186, 2147483647, !dbg !316
  %.188 = icmp ugt i32 %.187, 2139095040, !dbg !316
  %.189 = lshr i32 %.186, 16, !dbg !316
  %.190 = and i32 %.189, 1, !dbg !316
  %.191 = add i32 %.186, 32767, !dbg !316
  %.192 = add i32 %.191, %.190, !dbg !316
  %.193 = lshr i32 %.192, 16, !dbg !316
  %.195 = or i32 %.189, 64, !dbg !316
  %.196 = select i1 %.188, i32 %.195, i32 %.193, !dbg !316
  %.197 = trunc i32 %.196 to i16, !dbg !316
  br label %b31, !dbg !315

b31:                                              ; preds = %b27, %b29
  %t94 = phi i16 [ %t86.mux, %b27 ], [ %.197, %b29 ]
  %t95 = phi i1 [ %t87.mux, %b27 ], [ true, %b29 ]
  %.201 = add nuw nsw i64 %.149, 8, !dbg !315
  %.202 = icmp ult i32 %.148, 24, !dbg !315
  %.205 = and i64 %.201, 31, !dbg !315
  %11 = shl nuw nsw i64 1, %.205, !dbg !315
  %12 = and i64 %11, %.153, !dbg !315
  %.207 = icmp ne i64 %12, 0, !dbg !315
  %.208 = and i1 %.202, %.207, !dbg !315
  %.209 = trunc i64 %.201 to i32, !dbg !315
  %.210 = shl i32 %.209, 2, !dbg !315
  %.211 = zext i16 %t94 to i32, !dbg !315
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.211), !dbg !315
  %.213 = trunc i32 %.212 to i16, !dbg !315
  %t96 = select i1 %.208, i16 %.213, i16 %t94, !dbg !315
  %.227 = zext i1 %t95 to i32, !dbg !315
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.227), !dbg !315
  %13 = and i32 %.228, 1, !dbg !315
  %.229 = icmp ne i32 %13, 0, !dbg !315
  %t97 = select i1 %.208, i1 %.229, i1 %t95, !dbg !315
  %t98 = icmp slt i32 %.1, 24, !dbg !315
  %t99 = and i1 %t98, %t97, !dbg !315
  %14 = select i1 %t99, i1 %t95, i1 false, !dbg !315
  %t94.mux = select i1 %t99, i16 %t96, i16 %t94, !dbg !315
  %t95.mux = select i1 %t99, i1 true, i1 %t95, !dbg !315
  br i1 %14, label %b33, label %b35, !dbg !315

b33:                                              ; preds = %b31
  %.231 = shl nuw i32 %.211, 16, !dbg !316
  %.232 = bitcast i32 %.231 to float, !dbg !316
  %.233 = zext i16 %t96 to i32, !dbg !316
  %.234 = shl nuw i32 %.233, 16, !dbg !316
  %.235 = bitcast i32 %.234 to float, !dbg !316
  %.236 = fadd float %.232, %.235, !dbg !316
  %.237 = bitcast float %.236 to i32, !dbg !316
  %.238 = and i32 %.237, 2147483647, !dbg !316
  %.239 = icmp ugt i32 %.238, 2139095040, !dbg !316
  %.240 = lshr i32 %.237, 16, !dbg !316
  %.241 = and i32 %.240, 1, !dbg !316
  %.242 = add i32 %.237, 32767, !dbg !316
  %.243 = add i32 %.242, %.241, !dbg !316
  %.244 = lshr i32 %.243, 16, !dbg !316
  %.246 = or i32 %.240, 64, !dbg !316
  %.247 = select i1 %.239, i32 %.246, i32 %.244, !dbg !316
  %.248 = trunc i32 %.247 to i16, !dbg !316
  br label %b35, !dbg !315

b35:                                              ; preds = %b31, %b33
  %t102 = phi i16 [ %t94.mux, %b31 ], [ %.248, %b33 ]
  %t103 = phi i1 [ %t95.mux, %b31 ], [ true, %b33 ]
  %.252 = add nuw nsw i64 %.149, 4, !dbg !315
  %.253 = icmp ult i32 %.148, 28, !dbg !315
  %.256 = and i64 %.252, 31, !dbg !315
  %15 = shl nuw nsw i64 1, %.256, !dbg !315
  %16 = and i64 %15, %.153, !dbg !315
  %.258 = icmp ne i64 %16, 0, !dbg !315
  %.259 = and i1 %.253, %.258, !dbg !315
  %.260 = trunc i64 %.252 to i32, !dbg !315
  %.261 = shl i32 %.260, 2, !dbg !315
  %.262 = zext i16 %t102 to i32, !dbg !315
  %.263 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.262), !dbg !315
  %.264 = trunc i32 %.263 to i16, !dbg !315
  %t104 = select i1 %.259, i16 %.264, i16 %t102, !dbg !315
  %.278 = zext i1 %t103 to i32, !dbg !315
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.278), !dbg !315
  %17 = and i32 %.279, 1, !dbg !315
  %.280 = icmp ne i32 %17, 0, !dbg !315
  %t105 = select i1 %.259, i1 %.280, i1 %t103, !dbg !315
  %t106 = icmp slt i32 %.1, 28, !dbg !315
  %t107 = and i1 %t106, %t105, !dbg !315
  %18 = select i1 %t107, i1 %t103, i1 false, !dbg !315
  %t102.mux = select i1 %t107, i16 %t104, i16 %t102, !dbg !315
  %t103.mux = select i1 %t107, i1 true, i1 %t103, !dbg !315
  br i1 %18, label %b37, label %b39, !dbg !315

b37:                                              ; preds = %b35
  %.282 = shl nuw i32 %.262, 16, !dbg !316
  %.283 = bitcast i32 %.282 to float, !dbg !316
  %.284 = zext i16 %t104 to i32, !dbg !316
  %.285 = shl nuw i32 %.284, 16, !dbg !316
  %.286 = bitcast i32 %.285 to float, !dbg !316
  %.287 = fadd float %.283, %.286, !dbg !316
  %.288 = bitcast float %.287 to i32, !dbg !316
  %.289 = and i32 %.288, 2147483647, !dbg !316
  %.290 = icmp ugt i32 %.289, 2139095040, !dbg !316
  %.291 = lshr i32 %.288, 16, !dbg !316
  %.292 = and i32 %.291, 1, !dbg !316
  %.293 = add i32 %.288, 32767, !dbg !316
  %.294 = add i32 %.293, %.292, !dbg !316
  %.295 = lshr i32 %.294, 16, !dbg !316
  %.297 = or i32 %.291, 64, !dbg !316
  %.298 = select i1 %.290, i32 %.297, i32 %.295, !dbg !316
  %.299 = trunc i32 %.298 to i16, !dbg !316
  br label %b39, !dbg !315

b39:                                              ; preds = %b35, %b37
  %t110 = phi i16 [ %t102.mux, %b35 ], [ %.299, %b37 ]
  %t111 = phi i1 [ %t103.mux, %b35 ], [ true, %b37 ]
  %.303 = add nuw nsw i64 %.149, 2, !dbg !315
  %.304 = icmp ult i32 %.148, 30, !dbg !315
  %.307 = and i64 %.303, 31, !dbg !315
  %19 = shl nuw nsw i64 1, %.307, !dbg !315
  %20 = and i64 %19, %.153, !dbg !315
  %.309 = icmp ne i64 %20, 0, !dbg !315
  %.310 = and i1 %.304, %.309, !dbg !315
  %.311 = trunc i64 %.303 to i32, !dbg !315
  %.312 = shl i32 %.311, 2, !dbg !315
  %.313 = zext i16 %t110 to i32, !dbg !315
  %.314 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.313), !dbg !315
  %.315 = trunc i32 %.314 to i16, !dbg !315
  %t112 = select i1 %.310, i16 %.315, i16 %t110, !dbg !315
  %.329 = zext i1 %t111 to i32, !dbg !315
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.329), !dbg !315
  %21 = and i32 %.330, 1, !dbg !315
  %.331 = icmp ne i32 %21, 0, !dbg !315
  %t113 = select i1 %.310, i1 %.331, i1 %t111, !dbg !315
  %t114 = icmp slt i32 %.1, 30, !dbg !315
  %t115 = and i1 %t114, %t113, !dbg !315
  %22 = select i1 %t115, i1 %t111, i1 false, !dbg !315
  %t110.mux = select i1 %t115, i16 %t112, i16 %t110, !dbg !315
  %t111.mux = select i1 %t115, i1 true, i1 %t111, !dbg !315
  br i1 %22, label %b41, label %b43, !dbg !315

b41:                                              ; preds = %b39
  %.333 = shl nuw i32 %.313, 16, !dbg !316
  %.334 = bitcast i32 %.333 to float, !dbg !316
  %.335 = zext i16 %t112 to i32, !dbg !316
  %.336 = shl nuw i32 %.335, 16, !dbg !316
  %.337 = bitcast i32 %.336 to float, !dbg !316
  %.338 = fadd float %.334, %.337, !dbg !316
  %.339 = bitcast float %.338 to i32, !dbg !316
  %.340 = and i32 %.339, 2147483647, !dbg !316
  %.341 = icmp ugt i32 %.340, 2139095040, !dbg !316
  %.342 = lshr i32 %.339, 16, !dbg !316
  %.343 = and i32 %.342, 1, !dbg !316
  %.344 = add i32 %.339, 32767, !dbg !316
  %.345 = add i32 %.344, %.343, !dbg !316
  %.346 = lshr i32 %.345, 16, !dbg !316
  %.348 = or i32 %.342, 64, !dbg !316
  %.349 = select i1 %.341, i32 %.348, i32 %.346, !dbg !316
  %.350 = trunc i32 %.349 to i16, !dbg !316
  br label %b43, !dbg !315

b43:                                              ; preds = %b39, %b41
  %t118 = phi i16 [ %t110.mux, %b39 ], [ %.350, %b41 ]
  %t119 = phi i1 [ %t111.mux, %b39 ], [ true, %b41 ]
  %.354 = add nuw nsw i64 %.149, 1, !dbg !315
  %.355 = icmp ult i32 %.148, 31, !dbg !315
  %.358 = and i64 %.354, 31, !dbg !315
  %23 = shl nuw nsw i64 1, %.358, !dbg !315
  %24 = and i64 %23, %.153, !dbg !315
  %.360 = icmp ne i64 %24, 0, !dbg !315
  %.361 = and i1 %.355, %.360, !dbg !315
  %.362 = trunc i64 %.354 to i32, !dbg !315
  %.363 = shl i32 %.362, 2, !dbg !315
  %.364 = zext i16 %t118 to i32, !dbg !315
  %.365 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.364), !dbg !315
  %.366 = trunc i32 %.365 to i16, !dbg !315
  %t120 = select i1 %.361, i16 %.366, i16 %t118, !dbg !315
  %.380 = zext i1 %t119 to i32, !dbg !315
  %.381 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.380), !dbg !315
  %25 = and i32 %.381, 1, !dbg !315
  %.382 = icmp ne i32 %25, 0, !dbg !315
  %t121 = select i1 %.361, i1 %.382, i1 %t119, !dbg !315
  %t122 = icmp slt i32 %.1, 31, !dbg !315
  %t123 = and i1 %t122, %t121, !dbg !315
  %26 = select i1 %t123, i1 %t119, i1 false, !dbg !315
  %t118.mux = select i1 %t123, i16 %t120, i16 %t118, !dbg !315
  %t119.mux = select i1 %t123, i1 true, i1 %t119, !dbg !315
  br i1 %26, label %b45, label %b48, !dbg !315

b45:                                              ; preds = %b43
  %.384 = shl nuw i32 %.364, 16, !dbg !316
  %.385 = bitcast i32 %.384 to float, !dbg !316
  %.386 = zext i16 %t120 to i32, !dbg !316
  %.387 = shl nuw i32 %.386, 16, !dbg !316
  %.388 = bitcast i32 %.387 to float, !dbg !316
  %.389 = fadd float %.385, %.388, !dbg !316
  %.390 = bitcast float %.389 to i32, !dbg !316
  %.391 = and i32 %.390, 2147483647, !dbg !316
  %.392 = icmp ugt i32 %.391, 2139095040, !dbg !316
  %.393 = lshr i32 %.390, 16, !dbg !316
  %.394 = and i32 %.393, 1, !dbg !316
  %.395 = add i32 %.390, 32767, !dbg !316
  %.396 = add i32 %.395, %.394, !dbg !316
  %.397 = lshr i32 %.396, 16, !dbg !316
  %.399 = or i32 %.393, 64, !dbg !316
  %.400 = select i1 %.392, i32 %.399, i32 %.397, !dbg !316
  %.401 = trunc i32 %.400 to i16, !dbg !316
  br label %b48, !dbg !315

b48:                                              ; preds = %b43, %b45, %b26
  %t128 = phi i16 [ %t86, %b26 ], [ %t118.mux, %b43 ], [ %.401, %b45 ]
  %t129 = phi i1 [ %t87, %b26 ], [ %t119.mux, %b43 ], [ true, %b45 ]
  %t130 = icmp eq i32 %.1, 0, !dbg !315
  %t131 = and i1 %t130, %t129, !dbg !315
  br i1 %t131, label %b49, label %b50, !dbg !315

b49:                                              ; preds = %b48
  %t132 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t5, !dbg !315
  store i16 %t128, ptr addrspace(1) %t132, align 2, !dbg !315
  br label %b50, !dbg !315

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !315
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i16 %a3, i8 %a4) local_unnamed_addr #2 !dbg !317 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !318
  %t3 = sext i32 %.2 to i64, !dbg !318
  %t4 = icmp slt i64 %t3, %a0, !dbg !318
  br i1 %t4, label %b1, label %b5, !dbg !318

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t3, !dbg !318
  %.3 = load i16, ptr addrspace(1) %t5, align 2, !dbg !318, !amdgpu.noclobber !6
  %t812 = add nsw i64 %t3, 256, !dbg !318
  %t1013 = icmp slt i64 %t812, %a0, !dbg !318
  br i1 %t1013, label %b3, label %b5, !dbg !318

b3:                                               ; preds = %b1, %b3
  %t815 = phi i64 [ %t8, %b3 ], [ %t812, %b1 ]
  %t914 = phi i16 [ %.23, %b3 ], [ %.3, %b1 ]
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t815, !dbg !318
  %.4 = load i16, ptr addrspace(1) %t11, align 2, !dbg !318, !amdgpu.noclobber !6
  %0 = insertelement <2 x i16> poison, i16 %t914, i64 0, !dbg !319
  %1 = insertelement <2 x i16> %0, i16 %.4, i64 1, !dbg !319
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !319
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !319
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !319
  %5 = extractelement <2 x float> %4, i64 0, !dbg !319
  %6 = extractelement <2 x float> %4, i64 1, !dbg !319
  %.11 = fadd float %5, %6, !dbg !319
  %.12 = bitcast float %.11 to i32, !dbg !319
  %.13 = and i32 %.12, 2147483647, !dbg !319
  %.14 = icmp ugt i32 %.13, 2139095040, !dbg !319
  %.15 = lshr i32 %.12, 16, !dbg !319
  %.16 = and i32 %.15, 1, !dbg !319
  %.17 = add i32 %.12, 32767, !dbg !319
  %.18 = add i32 %.17, %.16, !dbg !319
  %.19 = lshr i32 %.18, 16, !dbg !319
  %.21 = or i32 %.15, 64, !dbg !319
  %.22 = select i1 %.14, i32 %.21, i32 %.19, !dbg !319
  %.23 = trunc i32 %.22 to i16, !dbg !319
  %t8 = add i64 %t815, 256, !dbg !318
  %t10 = icmp slt i64 %t8, %a0, !dbg !318
  br i1 %t10, label %b3, label %b5, !dbg !318

b5:                                               ; preds = %b3, %b1, %entry
  %t15 = phi i16 [ 0, %entry ], [ %.3, %b1 ], [ %.23, %b3 ]
  %t16 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.0, i32 %.2, !dbg !318
  store i16 %t15, ptr addrspace(3) %t16, align 2, !dbg !318
  %t17 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.1, i32 %.2, !dbg !318
  %.24 = zext i1 %t4 to i8, !dbg !318
  store i8 %.24, ptr addrspace(3) %t17, align 1, !dbg !318
  fence syncscope("workgroup") release, !dbg !318
  tail call void @llvm.amdgcn.s.barrier(), !dbg !318
  fence syncscope("workgroup") acquire, !dbg !318
  %t18 = icmp slt i32 %.2, 128, !dbg !318
  br i1 %t18, label %b6, label %b11, !dbg !318

b6:                                               ; preds = %b5
  %t19 = add nsw i32 %.2, 128, !dbg !318
  %t20 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.0, i32 %t19, !dbg !318
  %.25 = load i16, ptr addrspace(3) %t20, align 2, !dbg !318
  %t22 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.1, i32 %t19, !dbg !318
  %.26 = load i8, ptr addrspace(3) %t22, align 1, !dbg !318
  %.27.not11 = icmp eq i8 %.26, 0, !dbg !318
  %t4.not = xor i1 %t4, true, !dbg !318
  %brmerge = select i1 %.27.not11, i1 true, i1 %t4.not, !dbg !318
  %t15.mux = select i1 %.27.not11, i16 %t15, i16 %.25, !dbg !318
  %not..27.not11 = xor i1 %.27.not11, true, !dbg !318
  %t4.mux = select i1 %not..27.not11, i1 true, i1 %t4, !dbg !318
  br i1 %brmerge, label %b10, label %b8, !dbg !318

b8:                                               ; preds = %b6
  %.28 = zext i16 %t15 to i32, !dbg !319
  %.29 = shl nuw i32 %.28, 16, !dbg !319
  %.30 = bitcast i32 %.29 to float, !dbg !319
  %.31 = zext i16 %.25 to i32, !dbg !319
  %.32 = shl nuw i32 %.31, 16, !dbg !319
  %.33 = bitcast i32 %.32 to float, !dbg !319
  %.34 = fadd float %.30, %.33, !dbg !319
  %.35 = bitcast float %.34 to i32, !dbg !319
  %.36 = and i32 %.35, 2147483647, !dbg !319
  %.37 = icmp ugt i32 %.36, 2139095040, !dbg !319
  %.38 = lshr i32 %.35, 16, !dbg !319
  %.39 = and i32 %.38, 1, !dbg !319
  %.40 = add i32 %.35, 32767, !dbg !319
  %.41 = add i32 %.40, %.39, !dbg !319
  %.42 = lshr i32 %.41, 16, !dbg !319
  %.44 = or i32 %.38, 64, !dbg !319
  %.45 = select i1 %.37, i32 %.44, i32 %.42, !dbg !319
  %.46 = trunc i32 %.45 to i16, !dbg !319
  br label %b10, !dbg !318

b10:                                              ; preds = %b6, %b8
  %t26 = phi i16 [ %t15.mux, %b6 ], [ %.46, %b8 ]
  %t27 = phi i1 [ %t4.mux, %b6 ], [ true, %b8 ]
  store i16 %t26, ptr addrspace(3) %t16, align 2, !dbg !318
  %.47 = zext i1 %t27 to i8, !dbg !318
  store i8 %.47, ptr addrspace(3) %t17, align 1, !dbg !318
  br label %b11, !dbg !318

b11:                                              ; preds = %b10, %b5
  %t28 = phi i16 [ %t26, %b10 ], [ %t15, %b5 ]
  %t29 = phi i1 [ %t27, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !318
  tail call void @llvm.amdgcn.s.barrier(), !dbg !318
  fence syncscope("workgroup") acquire, !dbg !318
  %t30 = icmp slt i32 %.2, 64, !dbg !318
  br i1 %t30, label %b12, label %b17, !dbg !318

b12:                                              ; preds = %b11
  %t31 = add nsw i32 %.2, 64, !dbg !318
  %t32 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.0, i32 %t31, !dbg !318
  %.48 = load i16, ptr addrspace(3) %t32, align 2, !dbg !318
  %t34 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.1, i32 %t31, !dbg !318
  %.49 = load i8, ptr addrspace(3) %t34, align 1, !dbg !318
  %.50.not10 = icmp eq i8 %.49, 0, !dbg !318
  %t29.not = xor i1 %t29, true, !dbg !318
  %brmerge1 = select i1 %.50.not10, i1 true, i1 %t29.not, !dbg !318
  %t28.mux = select i1 %.50.not10, i16 %t28, i16 %.48, !dbg !318
  %not..50.not10 = xor i1 %.50.not10, true, !dbg !318
  %t29.mux = select i1 %not..50.not10, i1 true, i1 %t29, !dbg !318
  br i1 %brmerge1, label %b16, label %b14, !dbg !318

b14:                                              ; preds = %b12
  %.51 = zext i16 %t28 to i32, !dbg !319
  %.52 = shl nuw i32 %.51, 16, !dbg !319
  %.53 = bitcast i32 %.52 to float, !dbg !319
  %.54 = zext i16 %.48 to i32, !dbg !319
  %.55 = shl nuw i32 %.54, 16, !dbg !319
  %.56 = bitcast i32 %.55 to float, !dbg !319
  %.57 = fadd float %.53, %.56, !dbg !319
  %.58 = bitcast float %.57 to i32, !dbg !319
  %.59 = and i32 %.58, 2147483647, !dbg !319
  %.60 = icmp ugt i32 %.59, 2139095040, !dbg !319
  %.61 = lshr i32 %.58, 16, !dbg !319
  %.62 = and i32 %.61, 1, !dbg !319
  %.63 = add i32 %.58, 32767, !dbg !319
  %.64 = add i32 %.63, %.62, !dbg !319
  %.65 = lshr i32 %.64, 16, !dbg !319
  %.67 = or i32 %.61, 64, !dbg !319
  %.68 = select i1 %.60, i32 %.67, i32 %.65, !dbg !319
  %.69 = trunc i32 %.68 to i16, !dbg !319
  br label %b16, !dbg !318

b16:                                              ; preds = %b12, %b14
  %t38 = phi i16 [ %t28.mux, %b12 ], [ %.69, %b14 ]
  %t39 = phi i1 [ %t29.mux, %b12 ], [ true, %b14 ]
  store i16 %t38, ptr addrspace(3) %t16, align 2, !dbg !318
  %.70 = zext i1 %t39 to i8, !dbg !318
  store i8 %.70, ptr addrspace(3) %t17, align 1, !dbg !318
  br label %b17, !dbg !318

b17:                                              ; preds = %b16, %b11
  %t40 = phi i16 [ %t38, %b16 ], [ %t28, %b11 ]
  %t41 = phi i1 [ %t39, %b16 ], [ %t29, %b11 ]
  fence syncscope("workgroup") release, !dbg !318
  tail call void @llvm.amdgcn.s.barrier(), !dbg !318
  fence syncscope("workgroup") acquire, !dbg !318
  %t42 = icmp slt i32 %.2, 32, !dbg !318
  br i1 %t42, label %b18, label %b23, !dbg !318

b18:                                              ; preds = %b17
  %t43 = add nsw i32 %.2, 32, !dbg !318
  %t44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.0, i32 %t43, !dbg !318
  %.71 = load i16, ptr addrspace(3) %t44, align 2, !dbg !318
  %t46 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.1, i32 %t43, !dbg !318
  %.72 = load i8, ptr addrspace(3) %t46, align 1, !dbg !318
  %.73.not9 = icmp eq i8 %.72, 0, !dbg !318
  %t41.not = xor i1 %t41, true, !dbg !318
  %brmerge2 = select i1 %.73.not9, i1 true, i1 %t41.not, !dbg !318
  %t40.mux = select i1 %.73.not9, i16 %t40, i16 %.71, !dbg !318
  %not..73.not9 = xor i1 %.73.not9, true, !dbg !318
  %t41.mux = select i1 %not..73.not9, i1 true, i1 %t41, !dbg !318
  br i1 %brmerge2, label %b23, label %b20, !dbg !318

b20:                                              ; preds = %b18
  %.74 = zext i16 %t40 to i32, !dbg !319
  %.75 = shl nuw i32 %.74, 16, !dbg !319
  %.76 = bitcast i32 %.75 to float, !dbg !319
  %.77 = zext i16 %.71 to i32, !dbg !319
  %.78 = shl nuw i32 %.77, 16, !dbg !319
  %.79 = bitcast i32 %.78 to float, !dbg !319
  %.80 = fadd float %.76, %.79, !dbg !319
  %.81 = bitcast float %.80 to i32, !dbg !319
  %.82 = and i32 %.81, 2147483647, !dbg !319
  %.83 = icmp ugt i32 %.82, 2139095040, !dbg !319
  %.84 = lshr i32 %.81, 16, !dbg !319
  %.85 = and i32 %.84, 1, !dbg !319
  %.86 = add i32 %.81, 32767, !dbg !319
  %.87 = add i32 %.86, %.85, !dbg !319
  %.88 = lshr i32 %.87, 16, !dbg !319
  %.90 = or i32 %.84, 64, !dbg !319
  %.91 = select i1 %.83, i32 %.90, i32 %.88, !dbg !319
  %.92 = trunc i32 %.91 to i16, !dbg !319
  br label %b23, !dbg !318

b23:                                              ; preds = %b18, %b20, %b17
  %t52 = phi i16 [ %t40, %b17 ], [ %t40.mux, %b18 ], [ %.92, %b20 ]
  %t53 = phi i1 [ %t41, %b17 ], [ %t41.mux, %b18 ], [ true, %b20 ]
  br i1 %t42, label %b24, label %b45, !dbg !318

b24:                                              ; preds = %b23
  %.94 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !318
  %.95 = zext i32 %.94 to i64, !dbg !318
  %.96 = add nuw nsw i64 %.95, 16, !dbg !318
  %.97 = icmp ult i32 %.94, 16, !dbg !318
  %.98 = tail call i32 @llvm.read_register.i32(metadata !230) #13, !dbg !318
  %.99 = zext i32 %.98 to i64, !dbg !318
  %.100 = and i64 %.96, 31, !dbg !318
  %7 = shl nuw nsw i64 1, %.100, !dbg !318
  %8 = and i64 %7, %.99, !dbg !318
  %.102 = icmp ne i64 %8, 0, !dbg !318
  %.103 = and i1 %.97, %.102, !dbg !318
  %.104 = trunc i64 %.96 to i32, !dbg !318
  %.105 = shl i32 %.104, 2, !dbg !318
  %.106 = zext i16 %t52 to i32, !dbg !318
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !318
  %.108 = trunc i32 %.107 to i16, !dbg !318
  %t54 = select i1 %.103, i16 %.108, i16 %t52, !dbg !318
  %.122 = zext i1 %t53 to i32, !dbg !318
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.122), !dbg !318
  %9 = and i32 %.123, 1, !dbg !318
  %.124 = icmp ne i32 %9, 0, !dbg !318
  %t55 = select i1 %.103, i1 %.124, i1 %t53, !dbg !318
  %t56 = icmp slt i32 %.2, 16, !dbg !318
  %t57 = and i1 %t56, %t55, !dbg !318
  %10 = select i1 %t57, i1 %t53, i1 false, !dbg !318
  %t52.mux = select i1 %t57, i16 %t54, i16 %t52, !dbg !318
  %t53.mux = select i1 %t57, i1 true, i1 %t53, !dbg !318
  br i1 %10, label %b26, label %b28, !dbg !318

b26:                                              ; preds = %b24
  %.126 = shl nuw i32 %.106, 16, !dbg !319
  %.127 = bitcast i32 %.126 to float, !dbg !319
  %.128 = zext i16 %t54 to i32, !dbg !319
  %.129 = shl nuw i32 %.128, 16, !dbg !319
  %.130 = bitcast i32 %.129 to float, !dbg !319
  %.131 = fadd float %.127, %.130, !dbg !319
  %.132 = bitcast float %.131 to i32, !dbg !319
  %.133 = and i32 %.132, 2147483647, !dbg !319
  %.134 = icmp ugt i32 %.133, 2139095040, !dbg !319
  %.135 = lshr i32 %.132, 16, !dbg !319
  %.136 = and i32 %.135, 1, !dbg !319
  %.137 = add i32 %.132, 32767, !dbg !319
  %.138 = add i32 %.137, %.136, !dbg !319
  %.139 = lshr i32 %.138, 16, !dbg !319
  %.141 = or i32 %.135, 64, !dbg !319
  %.142 = select i1 %.134, i32 %.141, i32 %.139, !dbg !319
  %.143 = trunc i32 %.142 to i16, !dbg !319
  br label %b28, !dbg !318

b28:                                              ; preds = %b24, %b26
  %t60 = phi i16 [ %t52.mux, %b24 ], [ %.143, %b26 ]
  %t61 = phi i1 [ %t53.mux, %b24 ], [ true, %b26 ]
  %.147 = add nuw nsw i64 %.95, 8, !dbg !318
  %.148 = icmp ult i32 %.94, 24, !dbg !318
  %.151 = and i64 %.147, 31, !dbg !318
  %11 = shl nuw nsw i64 1, %.151, !dbg !318
  %12 = and i64 %11, %.99, !dbg !318
  %.153 = icmp ne i64 %12, 0, !dbg !318
  %.154 = and i1 %.148, %.153, !dbg !318
  %.155 = trunc i64 %.147 to i32, !dbg !318
  %.156 = shl i32 %.155, 2, !dbg !318
  %.157 = zext i16 %t60 to i32, !dbg !318
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.157), !dbg !318
  %.159 = trunc i32 %.158 to i16, !dbg !318
  %t62 = select i1 %.154, i16 %.159, i16 %t60, !dbg !318
  %.173 = zext i1 %t61 to i32, !dbg !318
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.173), !dbg !318
  %13 = and i32 %.174, 1, !dbg !318
  %.175 = icmp ne i32 %13, 0, !dbg !318
  %t63 = select i1 %.154, i1 %.175, i1 %t61, !dbg !318
  %t64 = icmp slt i32 %.2, 24, !dbg !318
  %t65 = and i1 %t64, %t63, !dbg !318
  %14 = select i1 %t65, i1 %t61, i1 false, !dbg !318
  %t60.mux = select i1 %t65, i16 %t62, i16 %t60, !dbg !318
  %t61.mux = select i1 %t65, i1 true, i1 %t61, !dbg !318
  br i1 %14, label %b30, label %b32, !dbg !318

b30:                                              ; preds = %b28
  %.177 = shl nuw i32 %.157, 16, !dbg !319
  %.178 = bitcast i32 %.177 to float, !dbg !319
  %.179 = zext i16 %t62 to i32, !dbg !319
  %.180 = shl nuw i32 %.179, 16, !dbg !319
  %.181 = bitcast i32 %.180 to float, !dbg !319
  %.182 = fadd float %.178, %.181, !dbg !319
  %.183 = bitcast float %.182 to i32, !dbg !319
  %.184 = and i32 %.183, 2147483647, !dbg !319
  %.185 = icmp ugt i32 %.184, 2139095040, !dbg !319
  %.186 = lshr i32 %.183, 16, !dbg !319
  %.187 = and i32 %.186, 1, !dbg !319
  %.188 = add i32 %.183, 32767, !dbg !319
  %.189 = add i32 %.188, %.187, !dbg !319
  %.190 = lshr i32 %.189, 16, !dbg !319
  %.192 = or i32 %.186, 64, !dbg !319
  %.193 = select i1 %.185, i32 %.192, i32 %.190, !dbg !319
  %.194 = trunc i32 %.193 to i16, !dbg !319
  br label %b32, !dbg !318

b32:                                              ; preds = %b28, %b30
  %t68 = phi i16 [ %t60.mux, %b28 ], [ %.194, %b30 ]
  %t69 = phi i1 [ %t61.mux, %b28 ], [ true, %b30 ]
  %.198 = add nuw nsw i64 %.95, 4, !dbg !318
  %.199 = icmp ult i32 %.94, 28, !dbg !318
  %.202 = and i64 %.198, 31, !dbg !318
  %15 = shl nuw nsw i64 1, %.202, !dbg !318
  %16 = and i64 %15, %.99, !dbg !318
  %.204 = icmp ne i64 %16, 0, !dbg !318
  %.205 = and i1 %.199, %.204, !dbg !318
  %.206 = trunc i64 %.198 to i32, !dbg !318
  %.207 = shl i32 %.206, 2, !dbg !318
  %.208 = zext i16 %t68 to i32, !dbg !318
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !318
  %.210 = trunc i32 %.209 to i16, !dbg !318
  %t70 = select i1 %.205, i16 %.210, i16 %t68, !dbg !318
  %.224 = zext i1 %t69 to i32, !dbg !318
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !318
  %17 = and i32 %.225, 1, !dbg !318
  %.226 = icmp ne i32 %17, 0, !dbg !318
  %t71 = select i1 %.205, i1 %.226, i1 %t69, !dbg !318
  %t72 = icmp slt i32 %.2, 28, !dbg !318
  %t73 = and i1 %t72, %t71, !dbg !318
  %18 = select i1 %t73, i1 %t69, i1 false, !dbg !318
  %t68.mux = select i1 %t73, i16 %t70, i16 %t68, !dbg !318
  %t69.mux = select i1 %t73, i1 true, i1 %t69, !dbg !318
  br i1 %18, label %b34, label %b36, !dbg !318

b34:                                              ; preds = %b32
  %.228 = shl nuw i32 %.208, 16, !dbg !319
  %.229 = bitcast i32 %.228 to float, !dbg !319
  %.230 = zext i16 %t70 to i32, !dbg !319
  %.231 = shl nuw i32 %.230, 16, !dbg !319
  %.232 = bitcast i32 %.231 to float, !dbg !319
  %.233 = fadd float %.229, %.232, !dbg !319
  %.234 = bitcast float %.233 to i32, !dbg !319
  %.235 = and i32 %.234, 2147483647, !dbg !319
  %.236 = icmp ugt i32 %.235, 2139095040, !dbg !319
  %.237 = lshr i32 %.234, 16, !dbg !319
  %.238 = and i32 %.237, 1, !dbg !319
  %.239 = add i32 %.234, 32767, !dbg !319
  %.240 = add i32 %.239, %.238, !dbg !319
  %.241 = lshr i32 %.240, 16, !dbg !319
  %.243 = or i32 %.237, 64, !dbg !319
  %.244 = select i1 %.236, i32 %.243, i32 %.241, !dbg !319
  %.245 = trunc i32 %.244 to i16, !dbg !319
  br label %b36, !dbg !318

b36:                                              ; preds = %b32, %b34
  %t76 = phi i16 [ %t68.mux, %b32 ], [ %.245, %b34 ]
  %t77 = phi i1 [ %t69.mux, %b32 ], [ true, %b34 ]
  %.249 = add nuw nsw i64 %.95, 2, !dbg !318
  %.250 = icmp ult i32 %.94, 30, !dbg !318
  %.253 = and i64 %.249, 31, !dbg !318
  %19 = shl nuw nsw i64 1, %.253, !dbg !318
  %20 = and i64 %19, %.99, !dbg !318
  %.255 = icmp ne i64 %20, 0, !dbg !318
  %.256 = and i1 %.250, %.255, !dbg !318
  %.257 = trunc i64 %.249 to i32, !dbg !318
  %.258 = shl i32 %.257, 2, !dbg !318
  %.259 = zext i16 %t76 to i32, !dbg !318
  %.260 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.259), !dbg !318
  %.261 = trunc i32 %.260 to i16, !dbg !318
  %t78 = select i1 %.256, i16 %.261, i16 %t76, !dbg !318
  %.275 = zext i1 %t77 to i32, !dbg !318
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.275), !dbg !318
  %21 = and i32 %.276, 1, !dbg !318
  %.277 = icmp ne i32 %21, 0, !dbg !318
  %t79 = select i1 %.256, i1 %.277, i1 %t77, !dbg !318
  %t80 = icmp slt i32 %.2, 30, !dbg !318
  %t81 = and i1 %t80, %t79, !dbg !318
  %22 = select i1 %t81, i1 %t77, i1 false, !dbg !318
  %t76.mux = select i1 %t81, i16 %t78, i16 %t76, !dbg !318
  %t77.mux = select i1 %t81, i1 true, i1 %t77, !dbg !318
  br i1 %22, label %b38, label %b40, !dbg !318

b38:                                              ; preds = %b36
  %.279 = shl nuw i32 %.259, 16, !dbg !319
  %.280 = bitcast i32 %.279 to float, !dbg !319
  %.281 = zext i16 %t78 to i32, !dbg !319
  %.282 = shl nuw i32 %.281, 16, !dbg !319
  %.283 = bitcast i32 %.282 to float, !dbg !319
  %.284 = fadd float %.280, %.283, !dbg !319
  %.285 = bitcast float %.284 to i32, !dbg !319
  %.286 = and i32 %.285, 2147483647, !dbg !319
  %.287 = icmp ugt i32 %.286, 2139095040, !dbg !319
  %.288 = lshr i32 %.285, 16, !dbg !319
  %.289 = and i32 %.288, 1, !dbg !319
  %.290 = add i32 %.285, 32767, !dbg !319
  %.291 = add i32 %.290, %.289, !dbg !319
  %.292 = lshr i32 %.291, 16, !dbg !319
  %.294 = or i32 %.288, 64, !dbg !319
  %.295 = select i1 %.287, i32 %.294, i32 %.292, !dbg !319
  %.296 = trunc i32 %.295 to i16, !dbg !319
  br label %b40, !dbg !318

b40:                                              ; preds = %b36, %b38
  %t84 = phi i16 [ %t76.mux, %b36 ], [ %.296, %b38 ]
  %t85 = phi i1 [ %t77.mux, %b36 ], [ true, %b38 ]
  %.300 = add nuw nsw i64 %.95, 1, !dbg !318
  %.301 = icmp ult i32 %.94, 31, !dbg !318
  %.304 = and i64 %.300, 31, !dbg !318
  %23 = shl nuw nsw i64 1, %.304, !dbg !318
  %24 = and i64 %23, %.99, !dbg !318
  %.306 = icmp ne i64 %24, 0, !dbg !318
  %.307 = and i1 %.301, %.306, !dbg !318
  %.308 = trunc i64 %.300 to i32, !dbg !318
  %.309 = shl i32 %.308, 2, !dbg !318
  %.310 = zext i16 %t84 to i32, !dbg !318
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.310), !dbg !318
  %.312 = trunc i32 %.311 to i16, !dbg !318
  %t86 = select i1 %.307, i16 %.312, i16 %t84, !dbg !318
  %.326 = zext i1 %t85 to i32, !dbg !318
  %.327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.326), !dbg !318
  %25 = and i32 %.327, 1, !dbg !318
  %.328 = icmp ne i32 %25, 0, !dbg !318
  %t87 = select i1 %.307, i1 %.328, i1 %t85, !dbg !318
  %t88 = icmp slt i32 %.2, 31, !dbg !318
  %t89 = and i1 %t88, %t87, !dbg !318
  %26 = select i1 %t89, i1 %t85, i1 false, !dbg !318
  %t84.mux = select i1 %t89, i16 %t86, i16 %t84, !dbg !318
  %t85.mux = select i1 %t89, i1 true, i1 %t85, !dbg !318
  br i1 %26, label %b42, label %b45, !dbg !318

b42:                                              ; preds = %b40
  %.330 = shl nuw i32 %.310, 16, !dbg !319
  %.331 = bitcast i32 %.330 to float, !dbg !319
  %.332 = zext i16 %t86 to i32, !dbg !319
  %.333 = shl nuw i32 %.332, 16, !dbg !319
  %.334 = bitcast i32 %.333 to float, !dbg !319
  %.335 = fadd float %.331, %.334, !dbg !319
  %.336 = bitcast float %.335 to i32, !dbg !319
  %.337 = and i32 %.336, 2147483647, !dbg !319
  %.338 = icmp ugt i32 %.337, 2139095040, !dbg !319
  %.339 = lshr i32 %.336, 16, !dbg !319
  %.340 = and i32 %.339, 1, !dbg !319
  %.341 = add i32 %.336, 32767, !dbg !319
  %.342 = add i32 %.341, %.340, !dbg !319
  %.343 = lshr i32 %.342, 16, !dbg !319
  %.345 = or i32 %.339, 64, !dbg !319
  %.346 = select i1 %.338, i32 %.345, i32 %.343, !dbg !319
  %.347 = trunc i32 %.346 to i16, !dbg !319
  br label %b45, !dbg !318

b45:                                              ; preds = %b40, %b42, %b23
  %t94 = phi i16 [ %t52, %b23 ], [ %t84.mux, %b40 ], [ %.347, %b42 ]
  %t95 = phi i1 [ %t53, %b23 ], [ %t85.mux, %b40 ], [ true, %b42 ]
  %t96 = icmp eq i32 %.2, 0, !dbg !318
  br i1 %t96, label %b46, label %b52, !dbg !318

b46:                                              ; preds = %b45
  %27 = select i1 %t95, i1 %.1, i1 false, !dbg !318
  %a3.mux = select i1 %t95, i16 %t94, i16 %a3, !dbg !318
  %.1.mux = select i1 %t95, i1 true, i1 %.1, !dbg !318
  br i1 %27, label %b48, label %b50, !dbg !318

b48:                                              ; preds = %b46
  %.348 = zext i16 %a3 to i32, !dbg !319
  %.349 = shl nuw i32 %.348, 16, !dbg !319
  %.350 = bitcast i32 %.349 to float, !dbg !319
  %.351 = zext i16 %t94 to i32, !dbg !319
  %.352 = shl nuw i32 %.351, 16, !dbg !319
  %.353 = bitcast i32 %.352 to float, !dbg !319
  %.354 = fadd float %.350, %.353, !dbg !319
  %.355 = bitcast float %.354 to i32, !dbg !319
  %.356 = and i32 %.355, 2147483647, !dbg !319
  %.357 = icmp ugt i32 %.356, 2139095040, !dbg !319
  %.358 = lshr i32 %.355, 16, !dbg !319
  %.359 = and i32 %.358, 1, !dbg !319
  %.360 = add i32 %.355, 32767, !dbg !319
  %.361 = add i32 %.360, %.359, !dbg !319
  %.362 = lshr i32 %.361, 16, !dbg !319
  %.364 = or i32 %.358, 64, !dbg !319
  %.365 = select i1 %.357, i32 %.364, i32 %.362, !dbg !319
  %.366 = trunc i32 %.365 to i16, !dbg !319
  br label %b50, !dbg !318

b50:                                              ; preds = %b46, %b48
  %t99 = phi i16 [ %a3.mux, %b46 ], [ %.366, %b48 ]
  %t100 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t100, label %b51, label %b52, !dbg !318

b51:                                              ; preds = %b50
  store i16 %t99, ptr addrspace(1) %a2, align 2, !dbg !318
  br label %b52, !dbg !318

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !318
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !320 {
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
  %.20 = zext i16 %t2915 to i32, !dbg !322
  %.21 = shl nuw i32 %.20, 16, !dbg !322
  %.22 = bitcast i32 %.21 to float, !dbg !322
  %.23 = zext i16 %.18 to i32, !dbg !322
  %.24 = shl nuw i32 %.23, 16, !dbg !322
  %.25 = bitcast i32 %.24 to float, !dbg !322
  %.26 = fmul float %.22, %.25, !dbg !322
  %.27 = bitcast float %.26 to i32, !dbg !322
  %.28 = and i32 %.27, 2147483647, !dbg !322
  %.29 = icmp ugt i32 %.28, 2139095040, !dbg !322
  %.30 = lshr i32 %.27, 16, !dbg !322
  %.31 = and i32 %.30, 1, !dbg !322
  %.32 = add i32 %.27, 32767, !dbg !322
  %.33 = add i32 %.32, %.31, !dbg !322
  %.34 = lshr i32 %.33, 16, !dbg !322
  %.36 = or i32 %.30, 64, !dbg !322
  %.37 = select i1 %.29, i32 %.36, i32 %.34, !dbg !322
  %.40 = shl nuw i32 %.37, 16, !dbg !322
  %.41 = bitcast i32 %.40 to float, !dbg !322
  %.42 = zext i16 %.19 to i32, !dbg !322
  %.43 = shl nuw i32 %.42, 16, !dbg !322
  %.44 = bitcast i32 %.43 to float, !dbg !322
  %.45 = fmul float %.44, %.41, !dbg !322
  %.46 = bitcast float %.45 to i32, !dbg !322
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
  %0 = insertelement <2 x i16> poison, i16 %t4320, i64 0, !dbg !322
  %1 = insertelement <2 x i16> %0, i16 %.58, i64 1, !dbg !322
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !322
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !322
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !322
  %5 = extractelement <2 x float> %4, i64 0, !dbg !322
  %6 = extractelement <2 x float> %4, i64 1, !dbg !322
  %.65 = fmul float %5, %6, !dbg !322
  %.66 = bitcast float %.65 to i32, !dbg !322
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
  %t50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.0, i32 %.1, !dbg !321
  store i16 %t49, ptr addrspace(3) %t50, align 2, !dbg !321
  %t51 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.1, i32 %.1, !dbg !321
  %.78 = zext i1 %t14 to i8, !dbg !321
  store i8 %.78, ptr addrspace(3) %t51, align 1, !dbg !321
  fence syncscope("workgroup") release, !dbg !321
  tail call void @llvm.amdgcn.s.barrier(), !dbg !321
  fence syncscope("workgroup") acquire, !dbg !321
  %t52 = icmp slt i32 %.1, 128, !dbg !321
  br i1 %t52, label %b9, label %b14, !dbg !321

b9:                                               ; preds = %b8
  %t53 = add nsw i32 %.1, 128, !dbg !321
  %t54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.0, i32 %t53, !dbg !321
  %.79 = load i16, ptr addrspace(3) %t54, align 2, !dbg !321
  %t56 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.1, i32 %t53, !dbg !321
  %.80 = load i8, ptr addrspace(3) %t56, align 1, !dbg !321
  %.81.not10 = icmp eq i8 %.80, 0, !dbg !321
  %t14.not = xor i1 %t14, true, !dbg !321
  %brmerge = select i1 %.81.not10, i1 true, i1 %t14.not, !dbg !321
  %t49.mux = select i1 %.81.not10, i16 %t49, i16 %.79, !dbg !321
  %not..81.not10 = xor i1 %.81.not10, true, !dbg !321
  %t14.mux = select i1 %not..81.not10, i1 true, i1 %t14, !dbg !321
  br i1 %brmerge, label %b13, label %b11, !dbg !321

b11:                                              ; preds = %b9
  %.82 = zext i16 %t49 to i32, !dbg !322
  %.83 = shl nuw i32 %.82, 16, !dbg !322
  %.84 = bitcast i32 %.83 to float, !dbg !322
  %.85 = zext i16 %.79 to i32, !dbg !322
  %.86 = shl nuw i32 %.85, 16, !dbg !322
  %.87 = bitcast i32 %.86 to float, !dbg !322
  %.88 = fmul float %.84, %.87, !dbg !322
  %.89 = bitcast float %.88 to i32, !dbg !322
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
  %t66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.0, i32 %t65, !dbg !321
  %.102 = load i16, ptr addrspace(3) %t66, align 2, !dbg !321
  %t68 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.1, i32 %t65, !dbg !321
  %.103 = load i8, ptr addrspace(3) %t68, align 1, !dbg !321
  %.104.not9 = icmp eq i8 %.103, 0, !dbg !321
  %t63.not = xor i1 %t63, true, !dbg !321
  %brmerge1 = select i1 %.104.not9, i1 true, i1 %t63.not, !dbg !321
  %t62.mux = select i1 %.104.not9, i16 %t62, i16 %.102, !dbg !321
  %not..104.not9 = xor i1 %.104.not9, true, !dbg !321
  %t63.mux = select i1 %not..104.not9, i1 true, i1 %t63, !dbg !321
  br i1 %brmerge1, label %b19, label %b17, !dbg !321

b17:                                              ; preds = %b15
  %.105 = zext i16 %t62 to i32, !dbg !322
  %.106 = shl nuw i32 %.105, 16, !dbg !322
  %.107 = bitcast i32 %.106 to float, !dbg !322
  %.108 = zext i16 %.102 to i32, !dbg !322
  %.109 = shl nuw i32 %.108, 16, !dbg !322
  %.110 = bitcast i32 %.109 to float, !dbg !322
  %.111 = fmul float %.107, %.110, !dbg !322
  %.112 = bitcast float %.111 to i32, !dbg !322
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
  %t78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.0, i32 %t77, !dbg !321
  %.125 = load i16, ptr addrspace(3) %t78, align 2, !dbg !321
  %t80 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.1, i32 %t77, !dbg !321
  %.126 = load i8, ptr addrspace(3) %t80, align 1, !dbg !321
  %.127.not8 = icmp eq i8 %.126, 0, !dbg !321
  %t75.not = xor i1 %t75, true, !dbg !321
  %brmerge2 = select i1 %.127.not8, i1 true, i1 %t75.not, !dbg !321
  %t74.mux = select i1 %.127.not8, i16 %t74, i16 %.125, !dbg !321
  %not..127.not8 = xor i1 %.127.not8, true, !dbg !321
  %t75.mux = select i1 %not..127.not8, i1 true, i1 %t75, !dbg !321
  br i1 %brmerge2, label %b26, label %b23, !dbg !321

b23:                                              ; preds = %b21
  %.128 = zext i16 %t74 to i32, !dbg !322
  %.129 = shl nuw i32 %.128, 16, !dbg !322
  %.130 = bitcast i32 %.129 to float, !dbg !322
  %.131 = zext i16 %.125 to i32, !dbg !322
  %.132 = shl nuw i32 %.131, 16, !dbg !322
  %.133 = bitcast i32 %.132 to float, !dbg !322
  %.134 = fmul float %.130, %.133, !dbg !322
  %.135 = bitcast float %.134 to i32, !dbg !322
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
  %.149 = zext i32 %.148 to i64, !dbg !321
  %.150 = add nuw nsw i64 %.149, 16, !dbg !321
  %.151 = icmp ult i32 %.148, 16, !dbg !321
  %.152 = tail call i32 @llvm.read_register.i32(metadata !230) #13, !dbg !321
  %.153 = zext i32 %.152 to i64, !dbg !321
  %.154 = and i64 %.150, 31, !dbg !321
  %7 = shl nuw nsw i64 1, %.154, !dbg !321
  %8 = and i64 %7, %.153, !dbg !321
  %.156 = icmp ne i64 %8, 0, !dbg !321
  %.157 = and i1 %.151, %.156, !dbg !321
  %.158 = trunc i64 %.150 to i32, !dbg !321
  %.159 = shl i32 %.158, 2, !dbg !321
  %.160 = zext i16 %t86 to i32, !dbg !321
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.160), !dbg !321
  %.162 = trunc i32 %.161 to i16, !dbg !321
  %t88 = select i1 %.157, i16 %.162, i16 %t86, !dbg !321
  %.176 = zext i1 %t87 to i32, !dbg !321
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.176), !dbg !321
  %9 = and i32 %.177, 1, !dbg !321
  %.178 = icmp ne i32 %9, 0, !dbg !321
  %t89 = select i1 %.157, i1 %.178, i1 %t87, !dbg !321
  %t90 = icmp slt i32 %.1, 16, !dbg !321
  %t91 = and i1 %t90, %t89, !dbg !321
  %10 = select i1 %t91, i1 %t87, i1 false, !dbg !321
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !321
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !321
  br i1 %10, label %b29, label %b31, !dbg !321

b29:                                              ; preds = %b27
  %.180 = shl nuw i32 %.160, 16, !dbg !322
  %.181 = bitcast i32 %.180 to float, !dbg !322
  %.182 = zext i16 %t88 to i32, !dbg !322
  %.183 = shl nuw i32 %.182, 16, !dbg !322
  %.184 = bitcast i32 %.183 to float, !dbg !322
  %.185 = fmul float %.181, %.184, !dbg !322
  %.186 = bitcast float %.185 to i32, !dbg !322
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
  %.201 = add nuw nsw i64 %.149, 8, !dbg !321
  %.202 = icmp ult i32 %.148, 24, !dbg !321
  %.205 = and i64 %.201, 31, !dbg !321
  %11 = shl nuw nsw i64 1, %.205, !dbg !321
  %12 = and i64 %11, %.153, !dbg !321
  %.207 = icmp ne i64 %12, 0, !dbg !321
  %.208 = and i1 %.202, %.207, !dbg !321
  %.209 = trunc i64 %.201 to i32, !dbg !321
  %.210 = shl i32 %.209, 2, !dbg !321
  %.211 = zext i16 %t94 to i32, !dbg !321
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.211), !dbg !321
  %.213 = trunc i32 %.212 to i16, !dbg !321
  %t96 = select i1 %.208, i16 %.213, i16 %t94, !dbg !321
  %.227 = zext i1 %t95 to i32, !dbg !321
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.227), !dbg !321
  %13 = and i32 %.228, 1, !dbg !321
  %.229 = icmp ne i32 %13, 0, !dbg !321
  %t97 = select i1 %.208, i1 %.229, i1 %t95, !dbg !321
  %t98 = icmp slt i32 %.1, 24, !dbg !321
  %t99 = and i1 %t98, %t97, !dbg !321
  %14 = select i1 %t99, i1 %t95, i1 false, !dbg !321
  %t94.mux = select i1 %t99, i16 %t96, i16 %t94, !dbg !321
  %t95.mux = select i1 %t99, i1 true, i1 %t95, !dbg !321
  br i1 %14, label %b33, label %b35, !dbg !321

b33:                                              ; preds = %b31
  %.231 = shl nuw i32 %.211, 16, !dbg !322
  %.232 = bitcast i32 %.231 to float, !dbg !322
  %.233 = zext i16 %t96 to i32, !dbg !322
  %.234 = shl nuw i32 %.233, 16, !dbg !322
  %.235 = bitcast i32 %.234 to float, !dbg !322
  %.236 = fmul float %.232, %.235, !dbg !322
  %.237 = bitcast float %.236 to i32, !dbg !322
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
  %.252 = add nuw nsw i64 %.149, 4, !dbg !321
  %.253 = icmp ult i32 %.148, 28, !dbg !321
  %.256 = and i64 %.252, 31, !dbg !321
  %15 = shl nuw nsw i64 1, %.256, !dbg !321
  %16 = and i64 %15, %.153, !dbg !321
  %.258 = icmp ne i64 %16, 0, !dbg !321
  %.259 = and i1 %.253, %.258, !dbg !321
  %.260 = trunc i64 %.252 to i32, !dbg !321
  %.261 = shl i32 %.260, 2, !dbg !321
  %.262 = zext i16 %t102 to i32, !dbg !321
  %.263 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.262), !dbg !321
  %.264 = trunc i32 %.263 to i16, !dbg !321
  %t104 = select i1 %.259, i16 %.264, i16 %t102, !dbg !321
  %.278 = zext i1 %t103 to i32, !dbg !321
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.278), !dbg !321
  %17 = and i32 %.279, 1, !dbg !321
  %.280 = icmp ne i32 %17, 0, !dbg !321
  %t105 = select i1 %.259, i1 %.280, i1 %t103, !dbg !321
  %t106 = icmp slt i32 %.1, 28, !dbg !321
  %t107 = and i1 %t106, %t105, !dbg !321
  %18 = select i1 %t107, i1 %t103, i1 false, !dbg !321
  %t102.mux = select i1 %t107, i16 %t104, i16 %t102, !dbg !321
  %t103.mux = select i1 %t107, i1 true, i1 %t103, !dbg !321
  br i1 %18, label %b37, label %b39, !dbg !321

b37:                                              ; preds = %b35
  %.282 = shl nuw i32 %.262, 16, !dbg !322
  %.283 = bitcast i32 %.282 to float, !dbg !322
  %.284 = zext i16 %t104 to i32, !dbg !322
  %.285 = shl nuw i32 %.284, 16, !dbg !322
  %.286 = bitcast i32 %.285 to float, !dbg !322
  %.287 = fmul float %.283, %.286, !dbg !322
  %.288 = bitcast float %.287 to i32, !dbg !322
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
  %.303 = add nuw nsw i64 %.149, 2, !dbg !321
  %.304 = icmp ult i32 %.148, 30, !dbg !321
  %.307 = and i64 %.303, 31, !dbg !321
  %19 = shl nuw nsw i64 1, %.307, !dbg !321
  %20 = and i64 %19, %.153, !dbg !321
  %.309 = icmp ne i64 %20, 0, !dbg !321
  %.310 = and i1 %.304, %.309, !dbg !321
  %.311 = trunc i64 %.303 to i32, !dbg !321
  %.312 = shl i32 %.311, 2, !dbg !321
  %.313 = zext i16 %t110 to i32, !dbg !321
  %.314 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.313), !dbg !321
  %.315 = trunc i32 %.314 to i16, !dbg !321
  %t112 = select i1 %.310, i16 %.315, i16 %t110, !dbg !321
  %.329 = zext i1 %t111 to i32, !dbg !321
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.329), !dbg !321
  %21 = and i32 %.330, 1, !dbg !321
  %.331 = icmp ne i32 %21, 0, !dbg !321
  %t113 = select i1 %.310, i1 %.331, i1 %t111, !dbg !321
  %t114 = icmp slt i32 %.1, 30, !dbg !321
  %t115 = and i1 %t114, %t113, !dbg !321
  %22 = select i1 %t115, i1 %t111, i1 false, !dbg !321
  %t110.mux = select i1 %t115, i16 %t112, i16 %t110, !dbg !321
  %t111.mux = select i1 %t115, i1 true, i1 %t111, !dbg !321
  br i1 %22, label %b41, label %b43, !dbg !321

b41:                                              ; preds = %b39
  %.333 = shl nuw i32 %.313, 16, !dbg !322
  %.334 = bitcast i32 %.333 to float, !dbg !322
  %.335 = zext i16 %t112 to i32, !dbg !322
  %.336 = shl nuw i32 %.335, 16, !dbg !322
  %.337 = bitcast i32 %.336 to float, !dbg !322
  %.338 = fmul float %.334, %.337, !dbg !322
  %.339 = bitcast float %.338 to i32, !dbg !322
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
  %.354 = add nuw nsw i64 %.149, 1, !dbg !321
  %.355 = icmp ult i32 %.148, 31, !dbg !321
  %.358 = and i64 %.354, 31, !dbg !321
  %23 = shl nuw nsw i64 1, %.358, !dbg !321
  %24 = and i64 %23, %.153, !dbg !321
  %.360 = icmp ne i64 %24, 0, !dbg !321
  %.361 = and i1 %.355, %.360, !dbg !321
  %.362 = trunc i64 %.354 to i32, !dbg !321
  %.363 = shl i32 %.362, 2, !dbg !321
  %.364 = zext i16 %t118 to i32, !dbg !321
  %.365 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.364), !dbg !321
  %.366 = trunc i32 %.365 to i16, !dbg !321
  %t120 = select i1 %.361, i16 %.366, i16 %t118, !dbg !321
  %.380 = zext i1 %t119 to i32, !dbg !321
  %.381 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.380), !dbg !321
  %25 = and i32 %.381, 1, !dbg !321
  %.382 = icmp ne i32 %25, 0, !dbg !321
  %t121 = select i1 %.361, i1 %.382, i1 %t119, !dbg !321
  %t122 = icmp slt i32 %.1, 31, !dbg !321
  %t123 = and i1 %t122, %t121, !dbg !321
  %26 = select i1 %t123, i1 %t119, i1 false, !dbg !321
  %t118.mux = select i1 %t123, i16 %t120, i16 %t118, !dbg !321
  %t119.mux = select i1 %t123, i1 true, i1 %t119, !dbg !321
  br i1 %26, label %b45, label %b48, !dbg !321

b45:                                              ; preds = %b43
  %.384 = shl nuw i32 %.364, 16, !dbg !322
  %.385 = bitcast i32 %.384 to float, !dbg !322
  %.386 = zext i16 %t120 to i32, !dbg !322
  %.387 = shl nuw i32 %.386, 16, !dbg !322
  %.388 = bitcast i32 %.387 to float, !dbg !322
  %.389 = fmul float %.385, %.388, !dbg !322
  %.390 = bitcast float %.389 to i32, !dbg !322
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i16 %a3, i8 %a4) local_unnamed_addr #2 !dbg !323 {
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
  %5 = extractelement <2 x float> %4, i64 0, !dbg !325
  %6 = extractelement <2 x float> %4, i64 1, !dbg !325
  %.11 = fmul float %5, %6, !dbg !325
  %.12 = bitcast float %.11 to i32, !dbg !325
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
  %t16 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.0, i32 %.2, !dbg !324
  store i16 %t15, ptr addrspace(3) %t16, align 2, !dbg !324
  %t17 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.1, i32 %.2, !dbg !324
  %.24 = zext i1 %t4 to i8, !dbg !324
  store i8 %.24, ptr addrspace(3) %t17, align 1, !dbg !324
  fence syncscope("workgroup") release, !dbg !324
  tail call void @llvm.amdgcn.s.barrier(), !dbg !324
  fence syncscope("workgroup") acquire, !dbg !324
  %t18 = icmp slt i32 %.2, 128, !dbg !324
  br i1 %t18, label %b6, label %b11, !dbg !324

b6:                                               ; preds = %b5
  %t19 = add nsw i32 %.2, 128, !dbg !324
  %t20 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.0, i32 %t19, !dbg !324
  %.25 = load i16, ptr addrspace(3) %t20, align 2, !dbg !324
  %t22 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.1, i32 %t19, !dbg !324
  %.26 = load i8, ptr addrspace(3) %t22, align 1, !dbg !324
  %.27.not11 = icmp eq i8 %.26, 0, !dbg !324
  %t4.not = xor i1 %t4, true, !dbg !324
  %brmerge = select i1 %.27.not11, i1 true, i1 %t4.not, !dbg !324
  %t15.mux = select i1 %.27.not11, i16 %t15, i16 %.25, !dbg !324
  %not..27.not11 = xor i1 %.27.not11, true, !dbg !324
  %t4.mux = select i1 %not..27.not11, i1 true, i1 %t4, !dbg !324
  br i1 %brmerge, label %b10, label %b8, !dbg !324

b8:                                               ; preds = %b6
  %.28 = zext i16 %t15 to i32, !dbg !325
  %.29 = shl nuw i32 %.28, 16, !dbg !325
  %.30 = bitcast i32 %.29 to float, !dbg !325
  %.31 = zext i16 %.25 to i32, !dbg !325
  %.32 = shl nuw i32 %.31, 16, !dbg !325
  %.33 = bitcast i32 %.32 to float, !dbg !325
  %.34 = fmul float %.30, %.33, !dbg !325
  %.35 = bitcast float %.34 to i32, !dbg !325
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
  %t32 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.0, i32 %t31, !dbg !324
  %.48 = load i16, ptr addrspace(3) %t32, align 2, !dbg !324
  %t34 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.1, i32 %t31, !dbg !324
  %.49 = load i8, ptr addrspace(3) %t34, align 1, !dbg !324
  %.50.not10 = icmp eq i8 %.49, 0, !dbg !324
  %t29.not = xor i1 %t29, true, !dbg !324
  %brmerge1 = select i1 %.50.not10, i1 true, i1 %t29.not, !dbg !324
  %t28.mux = select i1 %.50.not10, i16 %t28, i16 %.48, !dbg !324
  %not..50.not10 = xor i1 %.50.not10, true, !dbg !324
  %t29.mux = select i1 %not..50.not10, i1 true, i1 %t29, !dbg !324
  br i1 %brmerge1, label %b16, label %b14, !dbg !324

b14:                                              ; preds = %b12
  %.51 = zext i16 %t28 to i32, !dbg !325
  %.52 = shl nuw i32 %.51, 16, !dbg !325
  %.53 = bitcast i32 %.52 to float, !dbg !325
  %.54 = zext i16 %.48 to i32, !dbg !325
  %.55 = shl nuw i32 %.54, 16, !dbg !325
  %.56 = bitcast i32 %.55 to float, !dbg !325
  %.57 = fmul float %.53, %.56, !dbg !325
  %.58 = bitcast float %.57 to i32, !dbg !325
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
  %t44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.0, i32 %t43, !dbg !324
  %.71 = load i16, ptr addrspace(3) %t44, align 2, !dbg !324
  %t46 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.1, i32 %t43, !dbg !324
  %.72 = load i8, ptr addrspace(3) %t46, align 1, !dbg !324
  %.73.not9 = icmp eq i8 %.72, 0, !dbg !324
  %t41.not = xor i1 %t41, true, !dbg !324
  %brmerge2 = select i1 %.73.not9, i1 true, i1 %t41.not, !dbg !324
  %t40.mux = select i1 %.73.not9, i16 %t40, i16 %.71, !dbg !324
  %not..73.not9 = xor i1 %.73.not9, true, !dbg !324
  %t41.mux = select i1 %not..73.not9, i1 true, i1 %t41, !dbg !324
  br i1 %brmerge2, label %b23, label %b20, !dbg !324

b20:                                              ; preds = %b18
  %.74 = zext i16 %t40 to i32, !dbg !325
  %.75 = shl nuw i32 %.74, 16, !dbg !325
  %.76 = bitcast i32 %.75 to float, !dbg !325
  %.77 = zext i16 %.71 to i32, !dbg !325
  %.78 = shl nuw i32 %.77, 16, !dbg !325
  %.79 = bitcast i32 %.78 to float, !dbg !325
  %.80 = fmul float %.76, %.79, !dbg !325
  %.81 = bitcast float %.80 to i32, !dbg !325
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
  %.95 = zext i32 %.94 to i64, !dbg !324
  %.96 = add nuw nsw i64 %.95, 16, !dbg !324
  %.97 = icmp ult i32 %.94, 16, !dbg !324
  %.98 = tail call i32 @llvm.read_register.i32(metadata !230) #13, !dbg !324
  %.99 = zext i32 %.98 to i64, !dbg !324
  %.100 = and i64 %.96, 31, !dbg !324
  %7 = shl nuw nsw i64 1, %.100, !dbg !324
  %8 = and i64 %7, %.99, !dbg !324
  %.102 = icmp ne i64 %8, 0, !dbg !324
  %.103 = and i1 %.97, %.102, !dbg !324
  %.104 = trunc i64 %.96 to i32, !dbg !324
  %.105 = shl i32 %.104, 2, !dbg !324
  %.106 = zext i16 %t52 to i32, !dbg !324
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !324
  %.108 = trunc i32 %.107 to i16, !dbg !324
  %t54 = select i1 %.103, i16 %.108, i16 %t52, !dbg !324
  %.122 = zext i1 %t53 to i32, !dbg !324
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.122), !dbg !324
  %9 = and i32 %.123, 1, !dbg !324
  %.124 = icmp ne i32 %9, 0, !dbg !324
  %t55 = select i1 %.103, i1 %.124, i1 %t53, !dbg !324
  %t56 = icmp slt i32 %.2, 16, !dbg !324
  %t57 = and i1 %t56, %t55, !dbg !324
  %10 = select i1 %t57, i1 %t53, i1 false, !dbg !324
  %t52.mux = select i1 %t57, i16 %t54, i16 %t52, !dbg !324
  %t53.mux = select i1 %t57, i1 true, i1 %t53, !dbg !324
  br i1 %10, label %b26, label %b28, !dbg !324

b26:                                              ; preds = %b24
  %.126 = shl nuw i32 %.106, 16, !dbg !325
  %.127 = bitcast i32 %.126 to float, !dbg !325
  %.128 = zext i16 %t54 to i32, !dbg !325
  %.129 = shl nuw i32 %.128, 16, !dbg !325
  %.130 = bitcast i32 %.129 to float, !dbg !325
  %.131 = fmul float %.127, %.130, !dbg !325
  %.132 = bitcast float %.131 to i32, !dbg !325
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
  %.147 = add nuw nsw i64 %.95, 8, !dbg !324
  %.148 = icmp ult i32 %.94, 24, !dbg !324
  %.151 = and i64 %.147, 31, !dbg !324
  %11 = shl nuw nsw i64 1, %.151, !dbg !324
  %12 = and i64 %11, %.99, !dbg !324
  %.153 = icmp ne i64 %12, 0, !dbg !324
  %.154 = and i1 %.148, %.153, !dbg !324
  %.155 = trunc i64 %.147 to i32, !dbg !324
  %.156 = shl i32 %.155, 2, !dbg !324
  %.157 = zext i16 %t60 to i32, !dbg !324
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.157), !dbg !324
  %.159 = trunc i32 %.158 to i16, !dbg !324
  %t62 = select i1 %.154, i16 %.159, i16 %t60, !dbg !324
  %.173 = zext i1 %t61 to i32, !dbg !324
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.173), !dbg !324
  %13 = and i32 %.174, 1, !dbg !324
  %.175 = icmp ne i32 %13, 0, !dbg !324
  %t63 = select i1 %.154, i1 %.175, i1 %t61, !dbg !324
  %t64 = icmp slt i32 %.2, 24, !dbg !324
  %t65 = and i1 %t64, %t63, !dbg !324
  %14 = select i1 %t65, i1 %t61, i1 false, !dbg !324
  %t60.mux = select i1 %t65, i16 %t62, i16 %t60, !dbg !324
  %t61.mux = select i1 %t65, i1 true, i1 %t61, !dbg !324
  br i1 %14, label %b30, label %b32, !dbg !324

b30:                                              ; preds = %b28
  %.177 = shl nuw i32 %.157, 16, !dbg !325
  %.178 = bitcast i32 %.177 to float, !dbg !325
  %.179 = zext i16 %t62 to i32, !dbg !325
  %.180 = shl nuw i32 %.179, 16, !dbg !325
  %.181 = bitcast i32 %.180 to float, !dbg !325
  %.182 = fmul float %.178, %.181, !dbg !325
  %.183 = bitcast float %.182 to i32, !dbg !325
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
  %.198 = add nuw nsw i64 %.95, 4, !dbg !324
  %.199 = icmp ult i32 %.94, 28, !dbg !324
  %.202 = and i64 %.198, 31, !dbg !324
  %15 = shl nuw nsw i64 1, %.202, !dbg !324
  %16 = and i64 %15, %.99, !dbg !324
  %.204 = icmp ne i64 %16, 0, !dbg !324
  %.205 = and i1 %.199, %.204, !dbg !324
  %.206 = trunc i64 %.198 to i32, !dbg !324
  %.207 = shl i32 %.206, 2, !dbg !324
  %.208 = zext i16 %t68 to i32, !dbg !324
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !324
  %.210 = trunc i32 %.209 to i16, !dbg !324
  %t70 = select i1 %.205, i16 %.210, i16 %t68, !dbg !324
  %.224 = zext i1 %t69 to i32, !dbg !324
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !324
  %17 = and i32 %.225, 1, !dbg !324
  %.226 = icmp ne i32 %17, 0, !dbg !324
  %t71 = select i1 %.205, i1 %.226, i1 %t69, !dbg !324
  %t72 = icmp slt i32 %.2, 28, !dbg !324
  %t73 = and i1 %t72, %t71, !dbg !324
  %18 = select i1 %t73, i1 %t69, i1 false, !dbg !324
  %t68.mux = select i1 %t73, i16 %t70, i16 %t68, !dbg !324
  %t69.mux = select i1 %t73, i1 true, i1 %t69, !dbg !324
  br i1 %18, label %b34, label %b36, !dbg !324

b34:                                              ; preds = %b32
  %.228 = shl nuw i32 %.208, 16, !dbg !325
  %.229 = bitcast i32 %.228 to float, !dbg !325
  %.230 = zext i16 %t70 to i32, !dbg !325
  %.231 = shl nuw i32 %.230, 16, !dbg !325
  %.232 = bitcast i32 %.231 to float, !dbg !325
  %.233 = fmul float %.229, %.232, !dbg !325
  %.234 = bitcast float %.233 to i32, !dbg !325
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
  %.249 = add nuw nsw i64 %.95, 2, !dbg !324
  %.250 = icmp ult i32 %.94, 30, !dbg !324
  %.253 = and i64 %.249, 31, !dbg !324
  %19 = shl nuw nsw i64 1, %.253, !dbg !324
  %20 = and i64 %19, %.99, !dbg !324
  %.255 = icmp ne i64 %20, 0, !dbg !324
  %.256 = and i1 %.250, %.255, !dbg !324
  %.257 = trunc i64 %.249 to i32, !dbg !324
  %.258 = shl i32 %.257, 2, !dbg !324
  %.259 = zext i16 %t76 to i32, !dbg !324
  %.260 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.259), !dbg !324
  %.261 = trunc i32 %.260 to i16, !dbg !324
  %t78 = select i1 %.256, i16 %.261, i16 %t76, !dbg !324
  %.275 = zext i1 %t77 to i32, !dbg !324
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.275), !dbg !324
  %21 = and i32 %.276, 1, !dbg !324
  %.277 = icmp ne i32 %21, 0, !dbg !324
  %t79 = select i1 %.256, i1 %.277, i1 %t77, !dbg !324
  %t80 = icmp slt i32 %.2, 30, !dbg !324
  %t81 = and i1 %t80, %t79, !dbg !324
  %22 = select i1 %t81, i1 %t77, i1 false, !dbg !324
  %t76.mux = select i1 %t81, i16 %t78, i16 %t76, !dbg !324
  %t77.mux = select i1 %t81, i1 true, i1 %t77, !dbg !324
  br i1 %22, label %b38, label %b40, !dbg !324

b38:                                              ; preds = %b36
  %.279 = shl nuw i32 %.259, 16, !dbg !325
  %.280 = bitcast i32 %.279 to float, !dbg !325
  %.281 = zext i16 %t78 to i32, !dbg !325
  %.282 = shl nuw i32 %.281, 16, !dbg !325
  %.283 = bitcast i32 %.282 to float, !dbg !325
  %.284 = fmul float %.280, %.283, !dbg !325
  %.285 = bitcast float %.284 to i32, !dbg !325
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
  %.300 = add nuw nsw i64 %.95, 1, !dbg !324
  %.301 = icmp ult i32 %.94, 31, !dbg !324
  %.304 = and i64 %.300, 31, !dbg !324
  %23 = shl nuw nsw i64 1, %.304, !dbg !324
  %24 = and i64 %23, %.99, !dbg !324
  %.306 = icmp ne i64 %24, 0, !dbg !324
  %.307 = and i1 %.301, %.306, !dbg !324
  %.308 = trunc i64 %.300 to i32, !dbg !324
  %.309 = shl i32 %.308, 2, !dbg !324
  %.310 = zext i16 %t84 to i32, !dbg !324
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.310), !dbg !324
  %.312 = trunc i32 %.311 to i16, !dbg !324
  %t86 = select i1 %.307, i16 %.312, i16 %t84, !dbg !324
  %.326 = zext i1 %t85 to i32, !dbg !324
  %.327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.326), !dbg !324
  %25 = and i32 %.327, 1, !dbg !324
  %.328 = icmp ne i32 %25, 0, !dbg !324
  %t87 = select i1 %.307, i1 %.328, i1 %t85, !dbg !324
  %t88 = icmp slt i32 %.2, 31, !dbg !324
  %t89 = and i1 %t88, %t87, !dbg !324
  %26 = select i1 %t89, i1 %t85, i1 false, !dbg !324
  %t84.mux = select i1 %t89, i16 %t86, i16 %t84, !dbg !324
  %t85.mux = select i1 %t89, i1 true, i1 %t85, !dbg !324
  br i1 %26, label %b42, label %b45, !dbg !324

b42:                                              ; preds = %b40
  %.330 = shl nuw i32 %.310, 16, !dbg !325
  %.331 = bitcast i32 %.330 to float, !dbg !325
  %.332 = zext i16 %t86 to i32, !dbg !325
  %.333 = shl nuw i32 %.332, 16, !dbg !325
  %.334 = bitcast i32 %.333 to float, !dbg !325
  %.335 = fmul float %.331, %.334, !dbg !325
  %.336 = bitcast float %.335 to i32, !dbg !325
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
  %27 = select i1 %t95, i1 %.1, i1 false, !dbg !324
  %a3.mux = select i1 %t95, i16 %t94, i16 %a3, !dbg !324
  %.1.mux = select i1 %t95, i1 true, i1 %.1, !dbg !324
  br i1 %27, label %b48, label %b50, !dbg !324

b48:                                              ; preds = %b46
  %.348 = zext i16 %a3 to i32, !dbg !325
  %.349 = shl nuw i32 %.348, 16, !dbg !325
  %.350 = bitcast i32 %.349 to float, !dbg !325
  %.351 = zext i16 %t94 to i32, !dbg !325
  %.352 = shl nuw i32 %.351, 16, !dbg !325
  %.353 = bitcast i32 %.352 to float, !dbg !325
  %.354 = fmul float %.350, %.353, !dbg !325
  %.355 = bitcast float %.354 to i32, !dbg !325
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
!42 = !DILocation(line: 62, column: 29, scope: !35)
!43 = !DILocation(line: 64, column: 23, scope: !35)
!44 = !DILocation(line: 64, column: 35, scope: !35)
!45 = !DILocation(line: 66, column: 8, scope: !35)
!46 = !DILocation(line: 66, column: 15, scope: !35)
!47 = !DILocation(line: 64, column: 55, scope: !35)
!48 = !DILocation(line: 64, column: 31, scope: !35)
!49 = !DILocation(line: 65, column: 17, scope: !35)
!50 = !DILocation(line: 65, column: 13, scope: !35)
!51 = !DILocation(line: 65, column: 23, scope: !35)
!52 = !DILocation(line: 67, column: 21, scope: !35)
!53 = !DILocation(line: 69, column: 30, scope: !35)
!54 = !DILocation(line: 69, column: 6, scope: !35)
!55 = !DILocation(line: 69, column: 13, scope: !35)
!56 = !DILocation(line: 69, column: 20, scope: !35)
!57 = !DILocation(line: 64, column: 40, scope: !35)
!58 = !DILocation(line: 71, column: 16, scope: !35)
!59 = !DILocation(line: 106, column: 7, scope: !35)
!60 = !DILocation(line: 106, column: 13, scope: !35)
!61 = !DILocation(line: 0, scope: !35)
!62 = !DILocation(line: 107, column: 21, scope: !35)
!63 = !DILocation(line: 107, column: 4, scope: !35)
!64 = !DILocation(line: 109, column: 20, scope: !35)
!65 = !DILocation(line: 111, column: 6, scope: !35)
!66 = !DILocation(line: 111, column: 12, scope: !35)
!67 = !DILocation(line: 112, column: 20, scope: !35)
!68 = !DILocation(line: 112, column: 3, scope: !35)
!69 = !DILocation(line: 114, column: 19, scope: !35)
!70 = !DILocation(line: 119, column: 22, scope: !35)
!71 = !DILocation(line: 120, column: 13, scope: !35)
!72 = !DILocation(line: 121, column: 21, scope: !35)
!73 = !DILocation(line: 123, column: 20, scope: !35)
!74 = !DILocation(line: 123, column: 3, scope: !35)
!75 = !DILocation(line: 126, column: 20, scope: !35)
!76 = !DILocation(line: 125, column: 12, scope: !35)
!77 = !DILocation(line: 128, column: 19, scope: !35)
!78 = !DILocation(line: 128, column: 2, scope: !35)
!79 = !DILocation(line: 76, column: 6, scope: !35)
!80 = !DILocation(line: 76, column: 11, scope: !35)
!81 = !DILocation(line: 133, column: 22, scope: !35)
!82 = !DILocation(line: 134, column: 13, scope: !35)
!83 = !DILocation(line: 135, column: 21, scope: !35)
!84 = !DILocation(line: 135, column: 4, scope: !35)
!85 = !DILocation(line: 137, column: 20, scope: !35)
!86 = !DILocation(line: 137, column: 3, scope: !35)
!87 = !DILocation(line: 140, column: 20, scope: !35)
!88 = !DILocation(line: 139, column: 12, scope: !35)
!89 = !DILocation(line: 140, column: 3, scope: !35)
!90 = !DILocation(line: 142, column: 19, scope: !35)
!91 = !DILocation(line: 142, column: 2, scope: !35)
!92 = !DILocation(line: 79, column: 15, scope: !35)
!93 = !DILocation(line: 88, column: 12, scope: !35)
!94 = !DILocation(line: 89, column: 14, scope: !35)
!95 = !DILocation(line: 93, column: 15, scope: !35)
!96 = !DILocation(line: 95, column: 22, scope: !35)
!97 = !DILocation(line: 95, column: 34, scope: !35)
!98 = !DILocation(line: 95, column: 54, scope: !35)
!99 = !DILocation(line: 95, column: 30, scope: !35)
!100 = !DILocation(line: 96, column: 7, scope: !35)
!101 = !DILocation(line: 96, column: 11, scope: !35)
!102 = !DILocation(line: 97, column: 9, scope: !35)
!103 = !DILocation(line: 97, column: 5, scope: !35)
!104 = !DILocation(line: 97, column: 17, scope: !35)
!105 = !DILocation(line: 95, column: 39, scope: !35)
!106 = !DILocation(line: 91, column: 14, scope: !35)
!107 = !DILocation(line: 82, column: 15, scope: !35)
!108 = !DILocation(line: 81, column: 13, scope: !35)
!109 = !DILocation(line: 84, column: 15, scope: !35)
!110 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d", scope: !36, file: !36, line: 54, type: !5, scopeLine: 54, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!111 = !DILocation(line: 55, column: 19, scope: !110)
!112 = !DILocation(line: 56, column: 12, scope: !110)
!113 = !DILocation(line: 57, column: 13, scope: !110)
!114 = !DILocation(line: 57, column: 18, scope: !110)
!115 = !DILocation(line: 62, column: 13, scope: !110)
!116 = !DILocation(line: 62, column: 29, scope: !110)
!117 = !DILocation(line: 64, column: 23, scope: !110)
!118 = !DILocation(line: 64, column: 35, scope: !110)
!119 = !DILocation(line: 66, column: 8, scope: !110)
!120 = !DILocation(line: 66, column: 15, scope: !110)
!121 = !DILocation(line: 64, column: 55, scope: !110)
!122 = !DILocation(line: 64, column: 31, scope: !110)
!123 = !DILocation(line: 65, column: 17, scope: !110)
!124 = !DILocation(line: 65, column: 13, scope: !110)
!125 = !DILocation(line: 65, column: 23, scope: !110)
!126 = !DILocation(line: 67, column: 21, scope: !110)
!127 = !DILocation(line: 67, column: 37, scope: !110)
!128 = !DILocation(line: 69, column: 30, scope: !110)
!129 = !DILocation(line: 69, column: 6, scope: !110)
!130 = !DILocation(line: 69, column: 13, scope: !110)
!131 = !DILocation(line: 69, column: 20, scope: !110)
!132 = !DILocation(line: 64, column: 40, scope: !110)
!133 = !DILocation(line: 71, column: 16, scope: !110)
!134 = !DILocation(line: 106, column: 7, scope: !110)
!135 = !DILocation(line: 106, column: 13, scope: !110)
!136 = !DILocation(line: 0, scope: !110)
!137 = !DILocation(line: 107, column: 21, scope: !110)
!138 = !DILocation(line: 107, column: 4, scope: !110)
!139 = !DILocation(line: 109, column: 20, scope: !110)
!140 = !DILocation(line: 111, column: 6, scope: !110)
!141 = !DILocation(line: 111, column: 12, scope: !110)
!142 = !DILocation(line: 112, column: 20, scope: !110)
!143 = !DILocation(line: 112, column: 3, scope: !110)
!144 = !DILocation(line: 114, column: 19, scope: !110)
!145 = !DILocation(line: 119, column: 22, scope: !110)
!146 = !DILocation(line: 120, column: 13, scope: !110)
!147 = !DILocation(line: 121, column: 21, scope: !110)
!148 = !DILocation(line: 123, column: 20, scope: !110)
!149 = !DILocation(line: 123, column: 3, scope: !110)
!150 = !DILocation(line: 126, column: 20, scope: !110)
!151 = !DILocation(line: 125, column: 12, scope: !110)
!152 = !DILocation(line: 128, column: 19, scope: !110)
!153 = !DILocation(line: 128, column: 2, scope: !110)
!154 = !DILocation(line: 76, column: 6, scope: !110)
!155 = !DILocation(line: 76, column: 11, scope: !110)
!156 = !DILocation(line: 133, column: 22, scope: !110)
!157 = !DILocation(line: 134, column: 13, scope: !110)
!158 = !DILocation(line: 135, column: 21, scope: !110)
!159 = !DILocation(line: 135, column: 4, scope: !110)
!160 = !DILocation(line: 137, column: 20, scope: !110)
!161 = !DILocation(line: 137, column: 3, scope: !110)
!162 = !DILocation(line: 140, column: 20, scope: !110)
!163 = !DILocation(line: 139, column: 12, scope: !110)
!164 = !DILocation(line: 140, column: 3, scope: !110)
!165 = !DILocation(line: 142, column: 19, scope: !110)
!166 = !DILocation(line: 142, column: 2, scope: !110)
!167 = !DILocation(line: 79, column: 15, scope: !110)
!168 = !DILocation(line: 88, column: 12, scope: !110)
!169 = !DILocation(line: 89, column: 14, scope: !110)
!170 = !DILocation(line: 93, column: 15, scope: !110)
!171 = !DILocation(line: 95, column: 22, scope: !110)
!172 = !DILocation(line: 95, column: 34, scope: !110)
!173 = !DILocation(line: 95, column: 54, scope: !110)
!174 = !DILocation(line: 95, column: 30, scope: !110)
!175 = !DILocation(line: 96, column: 7, scope: !110)
!176 = !DILocation(line: 96, column: 11, scope: !110)
!177 = !DILocation(line: 97, column: 9, scope: !110)
!178 = !DILocation(line: 97, column: 5, scope: !110)
!179 = !DILocation(line: 97, column: 17, scope: !110)
!180 = !DILocation(line: 95, column: 39, scope: !110)
!181 = !DILocation(line: 91, column: 14, scope: !110)
!182 = !DILocation(line: 82, column: 15, scope: !110)
!183 = !DILocation(line: 81, column: 13, scope: !110)
!184 = !DILocation(line: 84, column: 15, scope: !110)
!185 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore", scope: !36, file: !36, line: 151, type: !5, scopeLine: 151, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!186 = !DILocation(line: 152, column: 19, scope: !185)
!187 = !DILocation(line: 153, column: 12, scope: !185)
!188 = !DILocation(line: 154, column: 13, scope: !185)
!189 = !DILocation(line: 154, column: 18, scope: !185)
!190 = !DILocation(line: 157, column: 6, scope: !185)
!191 = !DILocation(line: 157, column: 14, scope: !185)
!192 = !DILocation(line: 0, scope: !185)
!193 = !DILocation(line: 159, column: 15, scope: !185)
!194 = !DILocation(line: 158, column: 13, scope: !185)
!195 = !DILocation(line: 161, column: 15, scope: !185)
!196 = !DILocation(line: 165, column: 12, scope: !185)
!197 = !DILocation(line: 166, column: 14, scope: !185)
!198 = !DILocation(line: 170, column: 15, scope: !185)
!199 = !DILocation(line: 171, column: 22, scope: !185)
!200 = !DILocation(line: 171, column: 34, scope: !185)
!201 = !DILocation(line: 171, column: 54, scope: !185)
!202 = !DILocation(line: 171, column: 30, scope: !185)
!203 = !DILocation(line: 172, column: 7, scope: !185)
!204 = !DILocation(line: 172, column: 11, scope: !185)
!205 = !DILocation(line: 173, column: 9, scope: !185)
!206 = !DILocation(line: 173, column: 5, scope: !185)
!207 = !DILocation(line: 173, column: 17, scope: !185)
!208 = !DILocation(line: 171, column: 39, scope: !185)
!209 = !DILocation(line: 168, column: 14, scope: !185)
!210 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreGlobal", scope: !36, file: !36, line: 184, type: !5, scopeLine: 184, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!211 = !DILocation(line: 185, column: 13, scope: !210)
!212 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared", scope: !36, file: !36, line: 191, type: !5, scopeLine: 191, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!213 = !DILocation(line: 193, column: 13, scope: !212)
!214 = !DILocation(line: 194, column: 15, scope: !212)
!215 = !DILocation(line: 195, column: 22, scope: !212)
!216 = !DILocation(line: 195, column: 52, scope: !212)
!217 = !DILocation(line: 195, column: 30, scope: !212)
!218 = !DILocation(line: 196, column: 12, scope: !212)
!219 = !DILocation(line: 196, column: 4, scope: !212)
!220 = !DILocation(line: 195, column: 37, scope: !212)
!221 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fcontig", scope: !1, file: !1, line: 42, type: !5, scopeLine: 42, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!222 = !DILocation(line: 42, column: 6, scope: !221)
!223 = !DILocation(line: 42, column: 66, scope: !221)
!224 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstrided", scope: !1, file: !1, line: 42, type: !5, scopeLine: 42, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!225 = !DILocation(line: 42, column: 6, scope: !224)
!226 = !DILocation(line: 42, column: 66, scope: !224)
!227 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1", scope: !1, file: !1, line: 42, type: !5, scopeLine: 42, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!228 = !DILocation(line: 42, column: 6, scope: !227)
!229 = !DILocation(line: 42, column: 66, scope: !227)
!230 = !{!"exec_lo"}
!231 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2", scope: !1, file: !1, line: 42, type: !5, scopeLine: 42, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!232 = !DILocation(line: 42, column: 6, scope: !231)
!233 = !DILocation(line: 42, column: 66, scope: !231)
!234 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fcontig", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!235 = !DILocation(line: 45, column: 6, scope: !234)
!236 = !DILocation(line: 45, column: 66, scope: !234)
!237 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstrided", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!238 = !DILocation(line: 45, column: 6, scope: !237)
!239 = !DILocation(line: 45, column: 66, scope: !237)
!240 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!241 = !DILocation(line: 45, column: 6, scope: !240)
!242 = !DILocation(line: 45, column: 66, scope: !240)
!243 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!244 = !DILocation(line: 45, column: 6, scope: !243)
!245 = !DILocation(line: 45, column: 66, scope: !243)
!246 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fcontig", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!247 = !DILocation(line: 48, column: 6, scope: !246)
!248 = !DILocation(line: 48, column: 66, scope: !246)
!249 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstrided", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!250 = !DILocation(line: 48, column: 6, scope: !249)
!251 = !DILocation(line: 48, column: 66, scope: !249)
!252 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!253 = !DILocation(line: 48, column: 6, scope: !252)
!254 = !DILocation(line: 48, column: 66, scope: !252)
!255 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!256 = !DILocation(line: 48, column: 6, scope: !255)
!257 = !DILocation(line: 48, column: 66, scope: !255)
!258 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fcontig", scope: !1, file: !1, line: 51, type: !5, scopeLine: 51, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!259 = !DILocation(line: 51, column: 6, scope: !258)
!260 = !DILocation(line: 51, column: 66, scope: !258)
!261 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstrided", scope: !1, file: !1, line: 51, type: !5, scopeLine: 51, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!262 = !DILocation(line: 51, column: 6, scope: !261)
!263 = !DILocation(line: 51, column: 66, scope: !261)
!264 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1", scope: !1, file: !1, line: 51, type: !5, scopeLine: 51, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!265 = !DILocation(line: 51, column: 6, scope: !264)
!266 = !DILocation(line: 51, column: 66, scope: !264)
!267 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2", scope: !1, file: !1, line: 51, type: !5, scopeLine: 51, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!268 = !DILocation(line: 51, column: 6, scope: !267)
!269 = !DILocation(line: 51, column: 66, scope: !267)
!270 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Square_5f_5fcontig", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!271 = !DILocation(line: 56, column: 6, scope: !270)
!272 = !DILocation(line: 56, column: 66, scope: !270)
!273 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Square_5f_5fstrided", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!274 = !DILocation(line: 56, column: 6, scope: !273)
!275 = !DILocation(line: 56, column: 66, scope: !273)
!276 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Eq_5f_5fcontig", scope: !1, file: !1, line: 61, type: !5, scopeLine: 61, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!277 = !DILocation(line: 61, column: 6, scope: !276)
!278 = !DILocation(line: 61, column: 55, scope: !276)
!279 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Eq_5f_5fstrided", scope: !1, file: !1, line: 61, type: !5, scopeLine: 61, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!280 = !DILocation(line: 61, column: 6, scope: !279)
!281 = !DILocation(line: 61, column: 55, scope: !279)
!282 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Lt_5f_5fcontig", scope: !1, file: !1, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!283 = !DILocation(line: 64, column: 6, scope: !282)
!284 = !DILocation(line: 64, column: 55, scope: !282)
!285 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Lt_5f_5fstrided", scope: !1, file: !1, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!286 = !DILocation(line: 64, column: 6, scope: !285)
!287 = !DILocation(line: 64, column: 55, scope: !285)
!288 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Le_5f_5fcontig", scope: !1, file: !1, line: 67, type: !5, scopeLine: 67, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!289 = !DILocation(line: 67, column: 6, scope: !288)
!290 = !DILocation(line: 67, column: 55, scope: !288)
!291 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Le_5f_5fstrided", scope: !1, file: !1, line: 67, type: !5, scopeLine: 67, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!292 = !DILocation(line: 67, column: 6, scope: !291)
!293 = !DILocation(line: 67, column: 55, scope: !291)
!294 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16ToFloat32_5f_5fcontig", scope: !1, file: !1, line: 73, type: !5, scopeLine: 73, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!295 = !DILocation(line: 73, column: 6, scope: !294)
!296 = !DILocation(line: 73, column: 63, scope: !294)
!297 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16ToFloat32_5f_5fstrided", scope: !1, file: !1, line: 73, type: !5, scopeLine: 73, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!298 = !DILocation(line: 73, column: 6, scope: !297)
!299 = !DILocation(line: 73, column: 63, scope: !297)
!300 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromFloat32_5f_5fcontig", scope: !1, file: !1, line: 76, type: !5, scopeLine: 76, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!301 = !DILocation(line: 76, column: 6, scope: !300)
!302 = !DILocation(line: 76, column: 71, scope: !300)
!303 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromFloat32_5f_5fstrided", scope: !1, file: !1, line: 76, type: !5, scopeLine: 76, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!304 = !DILocation(line: 76, column: 6, scope: !303)
!305 = !DILocation(line: 76, column: 71, scope: !303)
!306 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromInt32_5f_5fcontig", scope: !1, file: !1, line: 79, type: !5, scopeLine: 79, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!307 = !DILocation(line: 79, column: 6, scope: !306)
!308 = !DILocation(line: 79, column: 75, scope: !306)
!309 = !DILocation(line: 79, column: 67, scope: !306)
!310 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromInt32_5f_5fstrided", scope: !1, file: !1, line: 79, type: !5, scopeLine: 79, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!311 = !DILocation(line: 79, column: 6, scope: !310)
!312 = !DILocation(line: 79, column: 75, scope: !310)
!313 = !DILocation(line: 79, column: 67, scope: !310)
!314 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1", scope: !1, file: !1, line: 84, type: !5, scopeLine: 84, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!315 = !DILocation(line: 84, column: 6, scope: !314)
!316 = !DILocation(line: 84, column: 66, scope: !314)
!317 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2", scope: !1, file: !1, line: 84, type: !5, scopeLine: 84, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!318 = !DILocation(line: 84, column: 6, scope: !317)
!319 = !DILocation(line: 84, column: 66, scope: !317)
!320 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1", scope: !1, file: !1, line: 87, type: !5, scopeLine: 87, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!321 = !DILocation(line: 87, column: 6, scope: !320)
!322 = !DILocation(line: 87, column: 67, scope: !320)
!323 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2", scope: !1, file: !1, line: 87, type: !5, scopeLine: 87, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!324 = !DILocation(line: 87, column: 6, scope: !323)
!325 = !DILocation(line: 87, column: 67, scope: !323)

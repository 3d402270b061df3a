; kern module github.com/kernlab/kern/internal/testing/mmatest/cudajl (wave32, gfx1100)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStore.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStoreShared.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture readonly %a12, i64 %a13, i64 %a14, i64 %a15, i16 %a16, float %a17) local_unnamed_addr #0 !dbg !4 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  %t1 = sext i32 %.16 to i64, !dbg !7
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t1, !dbg !8
  %.17 = load i32, ptr addrspace(1) %t3, align 4, !dbg !8, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 4, !dbg !9
  %t6 = mul i64 %t5, %a15, !dbg !10
  %t11 = and i32 %.17, 96, !dbg !11
  %t12.not = icmp eq i32 %t11, 0, !dbg !12
  br i1 %t12.not, label %b11, label %b1, !dbg !12

b1:                                               ; preds = %entry
  %.18 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !13
  %t17 = sext i32 %.18 to i64, !dbg !13
  %t18 = shl i64 %a15, 4, !dbg !14
  %t19 = and i32 %.17, 64, !dbg !15
  %t20.not = icmp eq i32 %t19, 0, !dbg !16
  %.19 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !17
  %.20 = getelementptr inbounds i8, ptr addrspace(4) %.19, i64 4, !dbg !17
  %.21 = load i16, ptr addrspace(4) %.20, align 4, !dbg !17, !invariant.load !6
  %t22 = zext i16 %.21 to i64
  %t242 = icmp sgt i64 %t18, %t17, !dbg !18
  br i1 %t242, label %b3.lr.ph, label %b6, !dbg !18

b3.lr.ph:                                         ; preds = %b1
  %.25 = bitcast i16 %a16 to half
  %t31 = select i1 %t20.not, float 1.000000e+00, float %a17
  br label %b3, !dbg !18

b3:                                               ; preds = %b3.lr.ph, %b3
  %t233 = phi i64 [ %t17, %b3.lr.ph ], [ %t39, %b3 ]
  %t25 = add i64 %t233, %t6, !dbg !19
  %t26 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t25, !dbg !20
  %.23 = load i16, ptr addrspace(1) %t26, align 2, !dbg !20, !amdgpu.noclobber !6
  %t28 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t25, !dbg !21
  %.24 = load float, ptr addrspace(1) %t28, align 4, !dbg !21, !amdgpu.noclobber !6
  %.26 = bitcast i16 %.23 to half, !dbg !22
  %.27 = fmul half %.25, %.26, !dbg !22
  %.28 = bitcast half %.27 to i16, !dbg !22
  %spec.select = select i1 %t20.not, i16 %.23, i16 %.28, !dbg !16
  %spec.select1 = fmul float %t31, %.24, !dbg !16
  %t34 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t25, !dbg !23
  %.29 = load i16, ptr addrspace(1) %t34, align 2, !dbg !23, !amdgpu.noclobber !6
  %0 = trunc i64 %t233 to i32, !dbg !24
  %t36 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %0, !dbg !24
  store i16 %spec.select, ptr addrspace(3) %t36, align 2, !dbg !24
  %t37 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %0, !dbg !25
  store i16 %.29, ptr addrspace(3) %t37, align 2, !dbg !25
  %t38 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %0, !dbg !26
  store float %spec.select1, ptr addrspace(3) %t38, align 4, !dbg !26
  %t39 = add i64 %t233, %t22, !dbg !27
  %t24 = icmp slt i64 %t39, %t18, !dbg !18
  br i1 %t24, label %b3, label %b6, !dbg !18

b6:                                               ; preds = %b3, %b1
  fence syncscope("workgroup") release, !dbg !28
  tail call void @llvm.amdgcn.s.barrier(), !dbg !28
  fence syncscope("workgroup") acquire, !dbg !28
  %t42 = and i32 %.17, 1, !dbg !29
  %t43.not = icmp eq i32 %t42, 0, !dbg !30
  %.89 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !31
  %.92 = and i32 %.89, 15, !dbg !31
  br i1 %t43.not, label %b10, label %b9, !dbg !30

b9:                                               ; preds = %b6
  %.34 = zext i32 %.92 to i64, !dbg !32
  %1 = lshr i32 %.89, 1, !dbg !32
  %2 = and i32 %1, 2147483640, !dbg !32
  %.36 = zext i32 %2 to i64, !dbg !32
  %.37 = mul i64 %.36, %a15, !dbg !32
  %.38 = add i64 %.37, %.34, !dbg !32
  %3 = trunc i64 %.38 to i32
  %.39 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %3
  %.40 = load i16, ptr addrspace(3) %.39, align 2, !dbg !32
  %.41 = zext i16 %.40 to i32, !dbg !32
  %.43 = add i64 %.38, %a15, !dbg !32
  %4 = trunc i64 %.43 to i32
  %.44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %4
  %.45 = load i16, ptr addrspace(3) %.44, align 2, !dbg !32
  %.46 = zext i16 %.45 to i32, !dbg !32
  %.47 = shl nuw i32 %.46, 16, !dbg !32
  %.48 = or i32 %.47, %.41, !dbg !32
  %.49 = shl i64 %a15, 1, !dbg !32
  %.50 = add i64 %.38, %.49, !dbg !32
  %5 = trunc i64 %.50 to i32
  %.51 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %5
  %.52 = load i16, ptr addrspace(3) %.51, align 2, !dbg !32
  %.53 = zext i16 %.52 to i32, !dbg !32
  %.54 = mul i64 %a15, 3, !dbg !32
  %.55 = add i64 %.38, %.54, !dbg !32
  %6 = trunc i64 %.55 to i32
  %.56 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %6
  %.57 = load i16, ptr addrspace(3) %.56, align 2, !dbg !32
  %.58 = zext i16 %.57 to i32, !dbg !32
  %.59 = shl nuw i32 %.58, 16, !dbg !32
  %.60 = or i32 %.59, %.53, !dbg !32
  %.61 = shl i64 %a15, 2, !dbg !32
  %.62 = add i64 %.38, %.61, !dbg !32
  %7 = trunc i64 %.62 to i32
  %.63 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %7
  %.64 = load i16, ptr addrspace(3) %.63, align 2, !dbg !32
  %.65 = zext i16 %.64 to i32, !dbg !32
  %.66 = mul i64 %a15, 5, !dbg !32
  %.67 = add i64 %.38, %.66, !dbg !32
  %8 = trunc i64 %.67 to i32
  %.68 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %8
  %.69 = load i16, ptr addrspace(3) %.68, align 2, !dbg !32
  %.70 = zext i16 %.69 to i32, !dbg !32
  %.71 = shl nuw i32 %.70, 16, !dbg !32
  %.72 = or i32 %.71, %.65, !dbg !32
  %.73 = mul i64 %a15, 6, !dbg !32
  %.74 = add i64 %.38, %.73, !dbg !32
  %9 = trunc i64 %.74 to i32
  %.75 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %9
  %.76 = load i16, ptr addrspace(3) %.75, align 2, !dbg !32
  %.78 = mul i64 %a15, 7, !dbg !32
  %.79 = add i64 %.38, %.78, !dbg !32
  %10 = trunc i64 %.79 to i32
  %.80 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %10
  %.81 = load i16, ptr addrspace(3) %.80, align 2, !dbg !32
  br label %b14, !dbg !33

b10:                                              ; preds = %b6
  %11 = lshr i32 %.89, 1, !dbg !34
  %12 = and i32 %11, 2147483640, !dbg !34
  %13 = trunc i64 %a15 to i32
  %14 = mul i32 %.92, %13
  %15 = add i32 %14, %12
  %.98 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %15
  %.99 = load i16, ptr addrspace(3) %.98, align 2, !dbg !34
  %.100 = zext i16 %.99 to i32, !dbg !34
  %16 = add i32 %15, 1
  %.102 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %16
  %.103 = load i16, ptr addrspace(3) %.102, align 2, !dbg !34
  %.104 = zext i16 %.103 to i32, !dbg !34
  %.105 = shl nuw i32 %.104, 16, !dbg !34
  %.106 = or i32 %.105, %.100, !dbg !34
  %17 = add i32 %15, 2
  %.108 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %17
  %.109 = load i16, ptr addrspace(3) %.108, align 2, !dbg !34
  %.110 = zext i16 %.109 to i32, !dbg !34
  %18 = add i32 %15, 3
  %.112 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %18
  %.113 = load i16, ptr addrspace(3) %.112, align 2, !dbg !34
  %.114 = zext i16 %.113 to i32, !dbg !34
  %.115 = shl nuw i32 %.114, 16, !dbg !34
  %.116 = or i32 %.115, %.110, !dbg !34
  %19 = add i32 %15, 4
  %.118 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %19
  %.119 = load i16, ptr addrspace(3) %.118, align 2, !dbg !34
  %.120 = zext i16 %.119 to i32, !dbg !34
  %20 = add i32 %15, 5
  %.122 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %20
  %.123 = load i16, ptr addrspace(3) %.122, align 2, !dbg !34
  %.124 = zext i16 %.123 to i32, !dbg !34
  %.125 = shl nuw i32 %.124, 16, !dbg !34
  %.126 = or i32 %.125, %.120, !dbg !34
  %21 = add i32 %15, 6
  %.128 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %21
  %.129 = load i16, ptr addrspace(3) %.128, align 2, !dbg !34
  %22 = add i32 %15, 7
  %.132 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %22
  %.133 = load i16, ptr addrspace(3) %.132, align 2, !dbg !34
  br label %b14, !dbg !35

b11:                                              ; preds = %entry
  %t50 = and i32 %.17, 1, !dbg !36
  %t51.not = icmp eq i32 %t50, 0, !dbg !37
  %t52 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t6, !dbg !38
  %.200 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !31
  %.203 = and i32 %.200, 15, !dbg !31
  %.204 = zext i32 %.203 to i64, !dbg !31
  %23 = lshr i32 %.200, 1, !dbg !31
  %24 = and i32 %23, 2147483640, !dbg !31
  %.206 = zext i32 %24 to i64, !dbg !31
  br i1 %t51.not, label %b13, label %b12, !dbg !37

b12:                                              ; preds = %b11
  %.148 = mul i64 %.206, %a15, !dbg !38
  %.149 = add i64 %.148, %.204, !dbg !38
  %.150 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.149
  %.151 = load i16, ptr addrspace(1) %.150, align 2, !dbg !38, !amdgpu.noclobber !6
  %.152 = zext i16 %.151 to i32, !dbg !38
  %.154 = add i64 %.149, %a15, !dbg !38
  %.155 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.154
  %.156 = load i16, ptr addrspace(1) %.155, align 2, !dbg !38, !amdgpu.noclobber !6
  %.157 = zext i16 %.156 to i32, !dbg !38
  %.158 = shl nuw i32 %.157, 16, !dbg !38
  %.159 = or i32 %.158, %.152, !dbg !38
  %.160 = shl i64 %a15, 1, !dbg !38
  %.161 = add i64 %.149, %.160, !dbg !38
  %.162 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.161
  %.163 = load i16, ptr addrspace(1) %.162, align 2, !dbg !38, !amdgpu.noclobber !6
  %.164 = zext i16 %.163 to i32, !dbg !38
  %.165 = mul i64 %a15, 3, !dbg !38
  %.166 = add i64 %.149, %.165, !dbg !38
  %.167 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.166
  %.168 = load i16, ptr addrspace(1) %.167, align 2, !dbg !38, !amdgpu.noclobber !6
  %.169 = zext i16 %.168 to i32, !dbg !38
  %.170 = shl nuw i32 %.169, 16, !dbg !38
  %.171 = or i32 %.170, %.164, !dbg !38
  %.172 = shl i64 %a15, 2, !dbg !38
  %.173 = add i64 %.149, %.172, !dbg !38
  %.174 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.173
  %.175 = load i16, ptr addrspace(1) %.174, align 2, !dbg !38, !amdgpu.noclobber !6
  %.176 = zext i16 %.175 to i32, !dbg !38
  %.177 = mul i64 %a15, 5, !dbg !38
  %.178 = add i64 %.149, %.177, !dbg !38
  %.179 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.178
  %.180 = load i16, ptr addrspace(1) %.179, align 2, !dbg !38, !amdgpu.noclobber !6
  %.181 = zext i16 %.180 to i32, !dbg !38
  %.182 = shl nuw i32 %.181, 16, !dbg !38
  %.183 = or i32 %.182, %.176, !dbg !38
  %.184 = mul i64 %a15, 6, !dbg !38
  %.185 = add i64 %.149, %.184, !dbg !38
  %.186 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.185
  %.187 = load i16, ptr addrspace(1) %.186, align 2, !dbg !38, !amdgpu.noclobber !6
  %.189 = mul i64 %a15, 7, !dbg !38
  %.190 = add i64 %.149, %.189, !dbg !38
  %.191 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.190
  %.192 = load i16, ptr addrspace(1) %.191, align 2, !dbg !38, !amdgpu.noclobber !6
  br label %b14, !dbg !39

b13:                                              ; preds = %b11
  %.207 = mul i64 %.204, %a15, !dbg !40
  %.208 = add i64 %.207, %.206, !dbg !40
  %.209 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.208
  %.210 = load i16, ptr addrspace(1) %.209, align 2, !dbg !40, !amdgpu.noclobber !6
  %.211 = zext i16 %.210 to i32, !dbg !40
  %.212 = add i64 %.208, 1, !dbg !40
  %.213 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.212
  %.214 = load i16, ptr addrspace(1) %.213, align 2, !dbg !40, !amdgpu.noclobber !6
  %.215 = zext i16 %.214 to i32, !dbg !40
  %.216 = shl nuw i32 %.215, 16, !dbg !40
  %.217 = or i32 %.216, %.211, !dbg !40
  %.218 = add i64 %.208, 2, !dbg !40
  %.219 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.218
  %.220 = load i16, ptr addrspace(1) %.219, align 2, !dbg !40, !amdgpu.noclobber !6
  %.221 = zext i16 %.220 to i32, !dbg !40
  %.222 = add i64 %.208, 3, !dbg !40
  %.223 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.222
  %.224 = load i16, ptr addrspace(1) %.223, align 2, !dbg !40, !amdgpu.noclobber !6
  %.225 = zext i16 %.224 to i32, !dbg !40
  %.226 = shl nuw i32 %.225, 16, !dbg !40
  %.227 = or i32 %.226, %.221, !dbg !40
  %.228 = add i64 %.208, 4, !dbg !40
  %.229 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.228
  %.230 = load i16, ptr addrspace(1) %.229, align 2, !dbg !40, !amdgpu.noclobber !6
  %.231 = zext i16 %.230 to i32, !dbg !40
  %.232 = add i64 %.208, 5, !dbg !40
  %.233 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.232
  %.234 = load i16, ptr addrspace(1) %.233, align 2, !dbg !40, !amdgpu.noclobber !6
  %.235 = zext i16 %.234 to i32, !dbg !40
  %.236 = shl nuw i32 %.235, 16, !dbg !40
  %.237 = or i32 %.236, %.231, !dbg !40
  %.238 = add i64 %.208, 6, !dbg !40
  %.239 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.238
  %.240 = load i16, ptr addrspace(1) %.239, align 2, !dbg !40, !amdgpu.noclobber !6
  %.242 = add i64 %.208, 7, !dbg !40
  %.243 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.242
  %.244 = load i16, ptr addrspace(1) %.243, align 2, !dbg !40, !amdgpu.noclobber !6
  br label %b14, !dbg !41

b14:                                              ; preds = %b13, %b12, %b10, %b9
  %.244.sink = phi i16 [ %.244, %b13 ], [ %.192, %b12 ], [ %.133, %b10 ], [ %.81, %b9 ]
  %.241.sink.in = phi i16 [ %.240, %b13 ], [ %.187, %b12 ], [ %.129, %b10 ], [ %.76, %b9 ]
  %.48.pn = phi i32 [ %.217, %b13 ], [ %.159, %b12 ], [ %.106, %b10 ], [ %.48, %b9 ]
  %.60.pn = phi i32 [ %.227, %b13 ], [ %.171, %b12 ], [ %.116, %b10 ], [ %.60, %b9 ]
  %.72.pn = phi i32 [ %.237, %b13 ], [ %.183, %b12 ], [ %.126, %b10 ], [ %.72, %b9 ]
  %.241.sink = zext i16 %.241.sink.in to i32, !dbg !31
  %.245 = zext i16 %.244.sink to i32, !dbg !31
  %.246 = shl nuw i32 %.245, 16, !dbg !31
  %.247 = or i32 %.246, %.241.sink, !dbg !31
  %t68 = and i32 %.17, 2, !dbg !31
  %t69.not = icmp eq i32 %t68, 0, !dbg !31
  br i1 %t12.not, label %b18, label %b15, !dbg !42

b15:                                              ; preds = %b14
  %.304 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !31
  %.307 = and i32 %.304, 15, !dbg !31
  br i1 %t69.not, label %b17, label %b16, !dbg !43

b16:                                              ; preds = %b15
  %25 = lshr i32 %.304, 1, !dbg !44
  %26 = and i32 %25, 2147483640, !dbg !44
  %27 = trunc i64 %a15 to i32
  %28 = mul i32 %.307, %27
  %29 = add i32 %28, %26
  %.261 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %29
  %.262 = load i16, ptr addrspace(3) %.261, align 2, !dbg !44
  %.263 = zext i16 %.262 to i32, !dbg !44
  %30 = add i32 %29, 1
  %.265 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %30
  %.266 = load i16, ptr addrspace(3) %.265, align 2, !dbg !44
  %.267 = zext i16 %.266 to i32, !dbg !44
  %.268 = shl nuw i32 %.267, 16, !dbg !44
  %.269 = or i32 %.268, %.263, !dbg !44
  %31 = add i32 %29, 2
  %.271 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %31
  %.272 = load i16, ptr addrspace(3) %.271, align 2, !dbg !44
  %.273 = zext i16 %.272 to i32, !dbg !44
  %32 = add i32 %29, 3
  %.275 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %32
  %.276 = load i16, ptr addrspace(3) %.275, align 2, !dbg !44
  %.277 = zext i16 %.276 to i32, !dbg !44
  %.278 = shl nuw i32 %.277, 16, !dbg !44
  %.279 = or i32 %.278, %.273, !dbg !44
  %33 = add i32 %29, 4
  %.281 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %33
  %.282 = load i16, ptr addrspace(3) %.281, align 2, !dbg !44
  %.283 = zext i16 %.282 to i32, !dbg !44
  %34 = add i32 %29, 5
  %.285 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %34
  %.286 = load i16, ptr addrspace(3) %.285, align 2, !dbg !44
  %.287 = zext i16 %.286 to i32, !dbg !44
  %.288 = shl nuw i32 %.287, 16, !dbg !44
  %.289 = or i32 %.288, %.283, !dbg !44
  %35 = add i32 %29, 6
  %.291 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %35
  %.292 = load i16, ptr addrspace(3) %.291, align 2, !dbg !44
  %36 = add i32 %29, 7
  %.295 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %36
  %.296 = load i16, ptr addrspace(3) %.295, align 2, !dbg !44
  br label %b21, !dbg !45

b17:                                              ; preds = %b15
  %.308 = zext i32 %.307 to i64, !dbg !46
  %37 = lshr i32 %.304, 1, !dbg !46
  %38 = and i32 %37, 2147483640, !dbg !46
  %.310 = zext i32 %38 to i64, !dbg !46
  %.311 = mul i64 %.310, %a15, !dbg !46
  %.312 = add i64 %.311, %.308, !dbg !46
  %39 = trunc i64 %.312 to i32
  %.313 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %39
  %.314 = load i16, ptr addrspace(3) %.313, align 2, !dbg !46
  %.315 = zext i16 %.314 to i32, !dbg !46
  %.317 = add i64 %.312, %a15, !dbg !46
  %40 = trunc i64 %.317 to i32
  %.318 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %40
  %.319 = load i16, ptr addrspace(3) %.318, align 2, !dbg !46
  %.320 = zext i16 %.319 to i32, !dbg !46
  %.321 = shl nuw i32 %.320, 16, !dbg !46
  %.322 = or i32 %.321, %.315, !dbg !46
  %.323 = shl i64 %a15, 1, !dbg !46
  %.324 = add i64 %.312, %.323, !dbg !46
  %41 = trunc i64 %.324 to i32
  %.325 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %41
  %.326 = load i16, ptr addrspace(3) %.325, align 2, !dbg !46
  %.327 = zext i16 %.326 to i32, !dbg !46
  %.328 = mul i64 %a15, 3, !dbg !46
  %.329 = add i64 %.312, %.328, !dbg !46
  %42 = trunc i64 %.329 to i32
  %.330 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %42
  %.331 = load i16, ptr addrspace(3) %.330, align 2, !dbg !46
  %.332 = zext i16 %.331 to i32, !dbg !46
  %.333 = shl nuw i32 %.332, 16, !dbg !46
  %.334 = or i32 %.333, %.327, !dbg !46
  %.335 = shl i64 %a15, 2, !dbg !46
  %.336 = add i64 %.312, %.335, !dbg !46
  %43 = trunc i64 %.336 to i32
  %.337 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %43
  %.338 = load i16, ptr addrspace(3) %.337, align 2, !dbg !46
  %.339 = zext i16 %.338 to i32, !dbg !46
  %.340 = mul i64 %a15, 5, !dbg !46
  %.341 = add i64 %.312, %.340, !dbg !46
  %44 = trunc i64 %.341 to i32
  %.342 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %44
  %.343 = load i16, ptr addrspace(3) %.342, align 2, !dbg !46
  %.344 = zext i16 %.343 to i32, !dbg !46
  %.345 = shl nuw i32 %.344, 16, !dbg !46
  %.346 = or i32 %.345, %.339, !dbg !46
  %.347 = mul i64 %a15, 6, !dbg !46
  %.348 = add i64 %.312, %.347, !dbg !46
  %45 = trunc i64 %.348 to i32
  %.349 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %45
  %.350 = load i16, ptr addrspace(3) %.349, align 2, !dbg !46
  %.352 = mul i64 %a15, 7, !dbg !46
  %.353 = add i64 %.312, %.352, !dbg !46
  %46 = trunc i64 %.353 to i32
  %.354 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %46
  %.355 = load i16, ptr addrspace(3) %.354, align 2, !dbg !46
  br label %b21, !dbg !47

b18:                                              ; preds = %b14
  %t70 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t6, !dbg !48
  %.415 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !31
  %.418 = and i32 %.415, 15, !dbg !31
  %.419 = zext i32 %.418 to i64, !dbg !31
  %47 = lshr i32 %.415, 1, !dbg !31
  %48 = and i32 %47, 2147483640, !dbg !31
  %.421 = zext i32 %48 to i64, !dbg !31
  br i1 %t69.not, label %b20, label %b19, !dbg !49

b19:                                              ; preds = %b18
  %.370 = mul i64 %.419, %a15, !dbg !48
  %.371 = add i64 %.370, %.421, !dbg !48
  %.372 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.371
  %.373 = load i16, ptr addrspace(1) %.372, align 2, !dbg !48, !amdgpu.noclobber !6
  %.374 = zext i16 %.373 to i32, !dbg !48
  %.375 = add i64 %.371, 1, !dbg !48
  %.376 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.375
  %.377 = load i16, ptr addrspace(1) %.376, align 2, !dbg !48, !amdgpu.noclobber !6
  %.378 = zext i16 %.377 to i32, !dbg !48
  %.379 = shl nuw i32 %.378, 16, !dbg !48
  %.380 = or i32 %.379, %.374, !dbg !48
  %.381 = add i64 %.371, 2, !dbg !48
  %.382 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.381
  %.383 = load i16, ptr addrspace(1) %.382, align 2, !dbg !48, !amdgpu.noclobber !6
  %.384 = zext i16 %.383 to i32, !dbg !48
  %.385 = add i64 %.371, 3, !dbg !48
  %.386 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.385
  %.387 = load i16, ptr addrspace(1) %.386, align 2, !dbg !48, !amdgpu.noclobber !6
  %.388 = zext i16 %.387 to i32, !dbg !48
  %.389 = shl nuw i32 %.388, 16, !dbg !48
  %.390 = or i32 %.389, %.384, !dbg !48
  %.391 = add i64 %.371, 4, !dbg !48
  %.392 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.391
  %.393 = load i16, ptr addrspace(1) %.392, align 2, !dbg !48, !amdgpu.noclobber !6
  %.394 = zext i16 %.393 to i32, !dbg !48
  %.395 = add i64 %.371, 5, !dbg !48
  %.396 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.395
  %.397 = load i16, ptr addrspace(1) %.396, align 2, !dbg !48, !amdgpu.noclobber !6
  %.398 = zext i16 %.397 to i32, !dbg !48
  %.399 = shl nuw i32 %.398, 16, !dbg !48
  %.400 = or i32 %.399, %.394, !dbg !48
  %.401 = add i64 %.371, 6, !dbg !48
  %.402 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.401
  %.403 = load i16, ptr addrspace(1) %.402, align 2, !dbg !48, !amdgpu.noclobber !6
  %.405 = add i64 %.371, 7, !dbg !48
  %.406 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.405
  %.407 = load i16, ptr addrspace(1) %.406, align 2, !dbg !48, !amdgpu.noclobber !6
  br label %b21, !dbg !50

b20:                                              ; preds = %b18
  %.422 = mul i64 %.421, %a15, !dbg !51
  %.423 = add i64 %.422, %.419, !dbg !51
  %.424 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.423
  %.425 = load i16, ptr addrspace(1) %.424, align 2, !dbg !51, !amdgpu.noclobber !6
  %.426 = zext i16 %.425 to i32, !dbg !51
  %.428 = add i64 %.423, %a15, !dbg !51
  %.429 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.428
  %.430 = load i16, ptr addrspace(1) %.429, align 2, !dbg !51, !amdgpu.noclobber !6
  %.431 = zext i16 %.430 to i32, !dbg !51
  %.432 = shl nuw i32 %.431, 16, !dbg !51
  %.433 = or i32 %.432, %.426, !dbg !51
  %.434 = shl i64 %a15, 1, !dbg !51
  %.435 = add i64 %.423, %.434, !dbg !51
  %.436 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.435
  %.437 = load i16, ptr addrspace(1) %.436, align 2, !dbg !51, !amdgpu.noclobber !6
  %.438 = zext i16 %.437 to i32, !dbg !51
  %.439 = mul i64 %a15, 3, !dbg !51
  %.440 = add i64 %.423, %.439, !dbg !51
  %.441 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.440
  %.442 = load i16, ptr addrspace(1) %.441, align 2, !dbg !51, !amdgpu.noclobber !6
  %.443 = zext i16 %.442 to i32, !dbg !51
  %.444 = shl nuw i32 %.443, 16, !dbg !51
  %.445 = or i32 %.444, %.438, !dbg !51
  %.446 = shl i64 %a15, 2, !dbg !51
  %.447 = add i64 %.423, %.446, !dbg !51
  %.448 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.447
  %.449 = load i16, ptr addrspace(1) %.448, align 2, !dbg !51, !amdgpu.noclobber !6
  %.450 = zext i16 %.449 to i32, !dbg !51
  %.451 = mul i64 %a15, 5, !dbg !51
  %.452 = add i64 %.423, %.451, !dbg !51
  %.453 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.452
  %.454 = load i16, ptr addrspace(1) %.453, align 2, !dbg !51, !amdgpu.noclobber !6
  %.455 = zext i16 %.454 to i32, !dbg !51
  %.456 = shl nuw i32 %.455, 16, !dbg !51
  %.457 = or i32 %.456, %.450, !dbg !51
  %.458 = mul i64 %a15, 6, !dbg !51
  %.459 = add i64 %.423, %.458, !dbg !51
  %.460 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.459
  %.461 = load i16, ptr addrspace(1) %.460, align 2, !dbg !51, !amdgpu.noclobber !6
  %.463 = mul i64 %a15, 7, !dbg !51
  %.464 = add i64 %.423, %.463, !dbg !51
  %.465 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.464
  %.466 = load i16, ptr addrspace(1) %.465, align 2, !dbg !51, !amdgpu.noclobber !6
  br label %b21, !dbg !52

b21:                                              ; preds = %b20, %b19, %b17, %b16
  %.466.sink = phi i16 [ %.466, %b20 ], [ %.407, %b19 ], [ %.355, %b17 ], [ %.296, %b16 ]
  %.462.sink.in = phi i16 [ %.461, %b20 ], [ %.403, %b19 ], [ %.350, %b17 ], [ %.292, %b16 ]
  %.269.pn = phi i32 [ %.433, %b20 ], [ %.380, %b19 ], [ %.322, %b17 ], [ %.269, %b16 ]
  %.279.pn = phi i32 [ %.445, %b20 ], [ %.390, %b19 ], [ %.334, %b17 ], [ %.279, %b16 ]
  %.289.pn = phi i32 [ %.457, %b20 ], [ %.400, %b19 ], [ %.346, %b17 ], [ %.289, %b16 ]
  %.462.sink = zext i16 %.462.sink.in to i32, !dbg !31
  %.467 = zext i16 %.466.sink to i32, !dbg !31
  %.468 = shl nuw i32 %.467, 16, !dbg !31
  %.469 = or i32 %.468, %.462.sink, !dbg !31
  %t77 = and i32 %.17, 16, !dbg !53
  %t78.not = icmp eq i32 %t77, 0, !dbg !54
  br i1 %t78.not, label %b30, label %b22, !dbg !54

b22:                                              ; preds = %b21
  %t89 = and i32 %.17, 4, !dbg !31
  %t90.not = icmp eq i32 %t89, 0, !dbg !31
  br i1 %t12.not, label %b26, label %b23, !dbg !55

b23:                                              ; preds = %b22
  %.520 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !31
  %.521 = lshr i32 %.520, 4, !dbg !31
  br i1 %t90.not, label %b25, label %b24, !dbg !56

b24:                                              ; preds = %b23
  %.485 = and i32 %.520, 15, !dbg !57
  %49 = trunc i64 %a15 to i32
  %50 = mul i32 %.485, %49
  %51 = add i32 %50, %.521
  %.489 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %51
  %.490 = load float, ptr addrspace(3) %.489, align 4, !dbg !57
  %52 = add i32 %51, 2
  %.492 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %52
  %.493 = load float, ptr addrspace(3) %.492, align 4, !dbg !57
  %53 = add i32 %51, 4
  %.495 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %53
  %.496 = load float, ptr addrspace(3) %.495, align 4, !dbg !57
  %54 = add i32 %51, 6
  %.498 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %54
  %.499 = load float, ptr addrspace(3) %.498, align 4, !dbg !57
  %55 = add i32 %51, 8
  %.501 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %55
  %.502 = load float, ptr addrspace(3) %.501, align 4, !dbg !57
  %56 = add i32 %51, 10
  %.504 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %56
  %.505 = load float, ptr addrspace(3) %.504, align 4, !dbg !57
  %57 = add i32 %51, 12
  %.507 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %57
  %.508 = load float, ptr addrspace(3) %.507, align 4, !dbg !57
  %58 = add i32 %51, 14
  %.510 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %58
  %.511 = load float, ptr addrspace(3) %.510, align 4, !dbg !57
  %.512 = insertvalue { [8 x float] } zeroinitializer, float %.490, 0, 0, !dbg !57
  %.513 = insertvalue { [8 x float] } %.512, float %.493, 0, 1, !dbg !57
  %.514 = insertvalue { [8 x float] } %.513, float %.496, 0, 2, !dbg !57
  %.515 = insertvalue { [8 x float] } %.514, float %.499, 0, 3, !dbg !57
  %.516 = insertvalue { [8 x float] } %.515, float %.502, 0, 4, !dbg !57
  %.517 = insertvalue { [8 x float] } %.516, float %.505, 0, 5, !dbg !57
  %.518 = insertvalue { [8 x float] } %.517, float %.508, 0, 6, !dbg !57
  %.519 = insertvalue { [8 x float] } %.518, float %.511, 0, 7, !dbg !57
  br label %b30, !dbg !58

b25:                                              ; preds = %b23
  %.522 = zext i32 %.521 to i64, !dbg !59
  %.523 = and i32 %.520, 15, !dbg !59
  %.524 = zext i32 %.523 to i64, !dbg !59
  %.525 = mul i64 %.522, %a15, !dbg !59
  %.526 = add i64 %.525, %.524, !dbg !59
  %59 = trunc i64 %.526 to i32
  %.527 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %59
  %.528 = load float, ptr addrspace(3) %.527, align 4, !dbg !59
  %.529 = shl i64 %a15, 1, !dbg !59
  %.530 = add i64 %.526, %.529, !dbg !59
  %60 = trunc i64 %.530 to i32
  %.531 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %60
  %.532 = load float, ptr addrspace(3) %.531, align 4, !dbg !59
  %.533 = shl i64 %a15, 2, !dbg !59
  %.534 = add i64 %.526, %.533, !dbg !59
  %61 = trunc i64 %.534 to i32
  %.535 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %61
  %.536 = load float, ptr addrspace(3) %.535, align 4, !dbg !59
  %.537 = mul i64 %a15, 6, !dbg !59
  %.538 = add i64 %.526, %.537, !dbg !59
  %62 = trunc i64 %.538 to i32
  %.539 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %62
  %.540 = load float, ptr addrspace(3) %.539, align 4, !dbg !59
  %.541 = shl i64 %a15, 3, !dbg !59
  %.542 = add i64 %.526, %.541, !dbg !59
  %63 = trunc i64 %.542 to i32
  %.543 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %63
  %.544 = load float, ptr addrspace(3) %.543, align 4, !dbg !59
  %.545 = mul i64 %a15, 10, !dbg !59
  %.546 = add i64 %.526, %.545, !dbg !59
  %64 = trunc i64 %.546 to i32
  %.547 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %64
  %.548 = load float, ptr addrspace(3) %.547, align 4, !dbg !59
  %.549 = mul i64 %a15, 12, !dbg !59
  %.550 = add i64 %.526, %.549, !dbg !59
  %65 = trunc i64 %.550 to i32
  %.551 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %65
  %.552 = load float, ptr addrspace(3) %.551, align 4, !dbg !59
  %.553 = mul i64 %a15, 14, !dbg !59
  %.554 = add i64 %.526, %.553, !dbg !59
  %66 = trunc i64 %.554 to i32
  %.555 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %66
  %.556 = load float, ptr addrspace(3) %.555, align 4, !dbg !59
  %.557 = insertvalue { [8 x float] } zeroinitializer, float %.528, 0, 0, !dbg !59
  %.558 = insertvalue { [8 x float] } %.557, float %.532, 0, 1, !dbg !59
  %.559 = insertvalue { [8 x float] } %.558, float %.536, 0, 2, !dbg !59
  %.560 = insertvalue { [8 x float] } %.559, float %.540, 0, 3, !dbg !59
  %.561 = insertvalue { [8 x float] } %.560, float %.544, 0, 4, !dbg !59
  %.562 = insertvalue { [8 x float] } %.561, float %.548, 0, 5, !dbg !59
  %.563 = insertvalue { [8 x float] } %.562, float %.552, 0, 6, !dbg !59
  %.564 = insertvalue { [8 x float] } %.563, float %.556, 0, 7, !dbg !59
  br label %b30, !dbg !60

b26:                                              ; preds = %b22
  %t91 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t6, !dbg !61
  %.603 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !31
  %.604 = lshr i32 %.603, 4, !dbg !31
  %.605 = zext i32 %.604 to i64, !dbg !31
  %.606 = and i32 %.603, 15, !dbg !31
  %.607 = zext i32 %.606 to i64, !dbg !31
  br i1 %t90.not, label %b28, label %b27, !dbg !62

b27:                                              ; preds = %b26
  %.570 = mul i64 %.607, %a15, !dbg !61
  %.571 = add i64 %.570, %.605, !dbg !61
  %.572 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.571
  %.573 = load float, ptr addrspace(1) %.572, align 4, !dbg !61, !amdgpu.noclobber !6
  %.574 = add i64 %.571, 2, !dbg !61
  %.575 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.574
  %.576 = load float, ptr addrspace(1) %.575, align 4, !dbg !61, !amdgpu.noclobber !6
  %.577 = add i64 %.571, 4, !dbg !61
  %.578 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.577
  %.579 = load float, ptr addrspace(1) %.578, align 4, !dbg !61, !amdgpu.noclobber !6
  %.580 = add i64 %.571, 6, !dbg !61
  %.581 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.580
  %.582 = load float, ptr addrspace(1) %.581, align 4, !dbg !61, !amdgpu.noclobber !6
  %.583 = add i64 %.571, 8, !dbg !61
  %.584 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.583
  %.585 = load float, ptr addrspace(1) %.584, align 4, !dbg !61, !amdgpu.noclobber !6
  %.586 = add i64 %.571, 10, !dbg !61
  %.587 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.586
  %.588 = load float, ptr addrspace(1) %.587, align 4, !dbg !61, !amdgpu.noclobber !6
  %.589 = add i64 %.571, 12, !dbg !61
  %.590 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.589
  %.591 = load float, ptr addrspace(1) %.590, align 4, !dbg !61, !amdgpu.noclobber !6
  %.592 = add i64 %.571, 14, !dbg !61
  %.593 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.592
  %.594 = load float, ptr addrspace(1) %.593, align 4, !dbg !61, !amdgpu.noclobber !6
  %.595 = insertvalue { [8 x float] } zeroinitializer, float %.573, 0, 0, !dbg !61
  %.596 = insertvalue { [8 x float] } %.595, float %.576, 0, 1, !dbg !61
  %.597 = insertvalue { [8 x float] } %.596, float %.579, 0, 2, !dbg !61
  %.598 = insertvalue { [8 x float] } %.597, float %.582, 0, 3, !dbg !61
  %.599 = insertvalue { [8 x float] } %.598, float %.585, 0, 4, !dbg !61
  %.600 = insertvalue { [8 x float] } %.599, float %.588, 0, 5, !dbg !61
  %.601 = insertvalue { [8 x float] } %.600, float %.591, 0, 6, !dbg !61
  %.602 = insertvalue { [8 x float] } %.601, float %.594, 0, 7, !dbg !61
  br label %b30, !dbg !63

b28:                                              ; preds = %b26
  %.608 = mul i64 %.605, %a15, !dbg !64
  %.609 = add i64 %.608, %.607, !dbg !64
  %.610 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.609
  %.611 = load float, ptr addrspace(1) %.610, align 4, !dbg !64, !amdgpu.noclobber !6
  %.612 = shl i64 %a15, 1, !dbg !64
  %.613 = add i64 %.609, %.612, !dbg !64
  %.614 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.613
  %.615 = load float, ptr addrspace(1) %.614, align 4, !dbg !64, !amdgpu.noclobber !6
  %.616 = shl i64 %a15, 2, !dbg !64
  %.617 = add i64 %.609, %.616, !dbg !64
  %.618 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.617
  %.619 = load float, ptr addrspace(1) %.618, align 4, !dbg !64, !amdgpu.noclobber !6
  %.620 = mul i64 %a15, 6, !dbg !64
  %.621 = add i64 %.609, %.620, !dbg !64
  %.622 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.621
  %.623 = load float, ptr addrspace(1) %.622, align 4, !dbg !64, !amdgpu.noclobber !6
  %.624 = shl i64 %a15, 3, !dbg !64
  %.625 = add i64 %.609, %.624, !dbg !64
  %.626 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.625
  %.627 = load float, ptr addrspace(1) %.626, align 4, !dbg !64, !amdgpu.noclobber !6
  %.628 = mul i64 %a15, 10, !dbg !64
  %.629 = add i64 %.609, %.628, !dbg !64
  %.630 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.629
  %.631 = load float, ptr addrspace(1) %.630, align 4, !dbg !64, !amdgpu.noclobber !6
  %.632 = mul i64 %a15, 12, !dbg !64
  %.633 = add i64 %.609, %.632, !dbg !64
  %.634 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.633
  %.635 = load float, ptr addrspace(1) %.634, align 4, !dbg !64, !amdgpu.noclobber !6
  %.636 = mul i64 %a15, 14, !dbg !64
  %.637 = add i64 %.609, %.636, !dbg !64
  %.638 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.637
  %.639 = load float, ptr addrspace(1) %.638, align 4, !dbg !64, !amdgpu.noclobber !6
  %.640 = insertvalue { [8 x float] } zeroinitializer, float %.611, 0, 0, !dbg !64
  %.641 = insertvalue { [8 x float] } %.640, float %.615, 0, 1, !dbg !64
  %.642 = insertvalue { [8 x float] } %.641, float %.619, 0, 2, !dbg !64
  %.643 = insertvalue { [8 x float] } %.642, float %.623, 0, 3, !dbg !64
  %.644 = insertvalue { [8 x float] } %.643, float %.627, 0, 4, !dbg !64
  %.645 = insertvalue { [8 x float] } %.644, float %.631, 0, 5, !dbg !64
  %.646 = insertvalue { [8 x float] } %.645, float %.635, 0, 6, !dbg !64
  %.647 = insertvalue { [8 x float] } %.646, float %.639, 0, 7, !dbg !64
  br label %b30, !dbg !65

b30:                                              ; preds = %b24, %b25, %b27, %b28, %b21
  %t97 = phi { [8 x float] } [ zeroinitializer, %b21 ], [ %.519, %b24 ], [ %.564, %b25 ], [ %.602, %b27 ], [ %.647, %b28 ]
  %.648 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !66
  %.649 = icmp ugt i32 %.648, 15, !dbg !66
  %.650 = shl i32 %.648, 2, !dbg !66
  %.651 = xor i32 %.650, 64, !dbg !66
  %.653 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.651, i32 %.48.pn), !dbg !66
  %.654 = select i1 %.649, i32 %.653, i32 %.48.pn, !dbg !66
  %.655 = select i1 %.649, i32 %.48.pn, i32 %.653, !dbg !66
  %.656 = insertelement <8 x i32> poison, i32 %.654, i64 0, !dbg !66
  %.657 = insertelement <8 x i32> %.656, i32 %.655, i64 4, !dbg !66
  %.659 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.651, i32 %.60.pn), !dbg !66
  %.660 = select i1 %.649, i32 %.659, i32 %.60.pn, !dbg !66
  %.661 = select i1 %.649, i32 %.60.pn, i32 %.659, !dbg !66
  %.662 = insertelement <8 x i32> %.657, i32 %.660, i64 1, !dbg !66
  %.663 = insertelement <8 x i32> %.662, i32 %.661, i64 5, !dbg !66
  %.665 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.651, i32 %.72.pn), !dbg !66
  %.666 = select i1 %.649, i32 %.665, i32 %.72.pn, !dbg !66
  %.667 = select i1 %.649, i32 %.72.pn, i32 %.665, !dbg !66
  %.668 = insertelement <8 x i32> %.663, i32 %.666, i64 2, !dbg !66
  %.669 = insertelement <8 x i32> %.668, i32 %.667, i64 6, !dbg !66
  %.671 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.651, i32 %.247), !dbg !66
  %.672 = select i1 %.649, i32 %.671, i32 %.247, !dbg !66
  %.673 = select i1 %.649, i32 %.247, i32 %.671, !dbg !66
  %.674 = insertelement <8 x i32> %.669, i32 %.672, i64 3, !dbg !66
  %.675 = insertelement <8 x i32> %.674, i32 %.673, i64 7, !dbg !66
  %.676 = bitcast <8 x i32> %.675 to <16 x half>, !dbg !66
  %.678 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.651, i32 %.269.pn), !dbg !66
  %.679 = select i1 %.649, i32 %.678, i32 %.269.pn, !dbg !66
  %.680 = select i1 %.649, i32 %.269.pn, i32 %.678, !dbg !66
  %.681 = insertelement <8 x i32> poison, i32 %.679, i64 0, !dbg !66
  %.682 = insertelement <8 x i32> %.681, i32 %.680, i64 4, !dbg !66
  %.684 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.651, i32 %.279.pn), !dbg !66
  %.685 = select i1 %.649, i32 %.684, i32 %.279.pn, !dbg !66
  %.686 = select i1 %.649, i32 %.279.pn, i32 %.684, !dbg !66
  %.687 = insertelement <8 x i32> %.682, i32 %.685, i64 1, !dbg !66
  %.688 = insertelement <8 x i32> %.687, i32 %.686, i64 5, !dbg !66
  %.690 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.651, i32 %.289.pn), !dbg !66
  %.691 = select i1 %.649, i32 %.690, i32 %.289.pn, !dbg !66
  %.692 = select i1 %.649, i32 %.289.pn, i32 %.690, !dbg !66
  %.693 = insertelement <8 x i32> %.688, i32 %.691, i64 2, !dbg !66
  %.694 = insertelement <8 x i32> %.693, i32 %.692, i64 6, !dbg !66
  %.696 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.651, i32 %.469), !dbg !66
  %.697 = select i1 %.649, i32 %.696, i32 %.469, !dbg !66
  %.698 = select i1 %.649, i32 %.469, i32 %.696, !dbg !66
  %.699 = insertelement <8 x i32> %.694, i32 %.697, i64 3, !dbg !66
  %.700 = insertelement <8 x i32> %.699, i32 %.698, i64 7, !dbg !66
  %.701 = bitcast <8 x i32> %.700 to <16 x half>, !dbg !66
  %.702 = extractvalue { [8 x float] } %t97, 0, 0, !dbg !66
  %.703 = insertelement <8 x float> poison, float %.702, i64 0, !dbg !66
  %.704 = extractvalue { [8 x float] } %t97, 0, 1, !dbg !66
  %.705 = insertelement <8 x float> %.703, float %.704, i64 1, !dbg !66
  %.706 = extractvalue { [8 x float] } %t97, 0, 2, !dbg !66
  %.707 = insertelement <8 x float> %.705, float %.706, i64 2, !dbg !66
  %.708 = extractvalue { [8 x float] } %t97, 0, 3, !dbg !66
  %.709 = insertelement <8 x float> %.707, float %.708, i64 3, !dbg !66
  %.710 = extractvalue { [8 x float] } %t97, 0, 4, !dbg !66
  %.711 = insertelement <8 x float> %.709, float %.710, i64 4, !dbg !66
  %.712 = extractvalue { [8 x float] } %t97, 0, 5, !dbg !66
  %.713 = insertelement <8 x float> %.711, float %.712, i64 5, !dbg !66
  %.714 = extractvalue { [8 x float] } %t97, 0, 6, !dbg !66
  %.715 = insertelement <8 x float> %.713, float %.714, i64 6, !dbg !66
  %.716 = extractvalue { [8 x float] } %t97, 0, 7, !dbg !66
  %.717 = insertelement <8 x float> %.715, float %.716, i64 7, !dbg !66
  %.718 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.676, <16 x half> %.701, <8 x float> %.717), !dbg !66
  %.719 = extractelement <8 x float> %.718, i64 0, !dbg !66
  %.720 = extractelement <8 x float> %.718, i64 1, !dbg !66
  %.721 = extractelement <8 x float> %.718, i64 2, !dbg !66
  %.722 = extractelement <8 x float> %.718, i64 3, !dbg !66
  %.723 = extractelement <8 x float> %.718, i64 4, !dbg !66
  %.724 = extractelement <8 x float> %.718, i64 5, !dbg !66
  %.725 = extractelement <8 x float> %.718, i64 6, !dbg !66
  %.726 = extractelement <8 x float> %.718, i64 7, !dbg !66
  %t122 = and i32 %.17, 8, !dbg !31
  %t123.not = icmp eq i32 %t122, 0, !dbg !31
  br i1 %t12.not, label %b40, label %b31, !dbg !66

b31:                                              ; preds = %b30
  %.778 = lshr i32 %.648, 4, !dbg !31
  br i1 %t123.not, label %b39, label %b32, !dbg !67

b32:                                              ; preds = %b31
  %.738 = and i32 %.648, 15, !dbg !68
  %67 = trunc i64 %a15 to i32, !dbg !68
  %68 = mul i32 %.738, %67, !dbg !68
  %69 = add i32 %68, %.778, !dbg !68
  %.743 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %69, !dbg !68
  store float %.719, ptr addrspace(3) %.743, align 4, !dbg !68
  %70 = add i32 %69, 2, !dbg !68
  %.746 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %70, !dbg !68
  store float %.720, ptr addrspace(3) %.746, align 4, !dbg !68
  %71 = add i32 %69, 4, !dbg !68
  %.749 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %71, !dbg !68
  store float %.721, ptr addrspace(3) %.749, align 4, !dbg !68
  %72 = add i32 %69, 6, !dbg !68
  %.752 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %72, !dbg !68
  store float %.722, ptr addrspace(3) %.752, align 4, !dbg !68
  %73 = add i32 %69, 8, !dbg !68
  %.755 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %73, !dbg !68
  store float %.723, ptr addrspace(3) %.755, align 4, !dbg !68
  %74 = add i32 %69, 10, !dbg !68
  %.758 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %74, !dbg !68
  store float %.724, ptr addrspace(3) %.758, align 4, !dbg !68
  %75 = add i32 %69, 12, !dbg !68
  %.761 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %75, !dbg !68
  store float %.725, ptr addrspace(3) %.761, align 4, !dbg !68
  %76 = add i32 %69, 14, !dbg !68
  br label %b33, !dbg !68

b33:                                              ; preds = %b39, %b32
  %.sink = phi i32 [ %87, %b39 ], [ %76, %b32 ]
  %.813 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %.sink, !dbg !31
  store float %.726, ptr addrspace(3) %.813, align 4, !dbg !31
  fence syncscope("workgroup") release, !dbg !69
  tail call void @llvm.amdgcn.s.barrier(), !dbg !69
  fence syncscope("workgroup") acquire, !dbg !69
  %.765 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !70
  %t106 = sext i32 %.765 to i64, !dbg !70
  %t107 = shl i64 %a15, 4, !dbg !71
  %.766 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !72
  %.767 = getelementptr inbounds i8, ptr addrspace(4) %.766, i64 4, !dbg !72
  %.768 = load i16, ptr addrspace(4) %.767, align 4, !dbg !72, !invariant.load !6
  %t109 = zext i16 %.768 to i64
  %t1114 = icmp sgt i64 %t107, %t106, !dbg !73
  br i1 %t1114, label %b35.lr.ph, label %common.ret, !dbg !73

b35.lr.ph:                                        ; preds = %b33
  %.770 = icmp eq i64 %a15, 0
  %77 = add i64 %a15, 1
  %78 = icmp ult i64 %77, 2
  %.773 = select i1 %78, i64 1, i64 %a15
  br label %b35, !dbg !73

b35:                                              ; preds = %b35.lr.ph, %b37
  %t1105 = phi i64 [ %t106, %b35.lr.ph ], [ %t118, %b37 ]
  %.774 = srem i64 %t1105, %.773, !dbg !74
  %.775 = select i1 %.770, i64 %t1105, i64 %.774, !dbg !74
  %t113 = icmp slt i64 %.775, 16, !dbg !75
  br i1 %t113, label %b36, label %b37, !dbg !75

b36:                                              ; preds = %b35
  %t114 = add i64 %t1105, %t6, !dbg !76
  %t117 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t114, !dbg !77
  %79 = trunc i64 %t1105 to i32, !dbg !78
  %t115 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %79, !dbg !78
  %.776 = load float, ptr addrspace(3) %t115, align 4, !dbg !78
  store float %.776, ptr addrspace(1) %t117, align 4, !dbg !77
  br label %b37, !dbg !77

b37:                                              ; preds = %b36, %b35
  %t118 = add i64 %t1105, %t109, !dbg !79
  %t111 = icmp slt i64 %t118, %t107, !dbg !73
  br i1 %t111, label %b35, label %common.ret, !dbg !73

common.ret.sink.split:                            ; preds = %b43, %b41
  %.842.sink = phi i64 [ %.842, %b41 ], [ %.879, %b43 ]
  %.843 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.842.sink, !dbg !31
  store float %.726, ptr addrspace(1) %.843, align 4, !dbg !31
  br label %common.ret, !dbg !31

common.ret:                                       ; preds = %b37, %common.ret.sink.split, %b33
  ret void, !dbg !31

b39:                                              ; preds = %b31
  %.779 = zext i32 %.778 to i64, !dbg !80
  %.780 = and i32 %.648, 15, !dbg !80
  %.781 = zext i32 %.780 to i64, !dbg !80
  %.782 = mul i64 %.779, %a15, !dbg !80
  %.783 = add i64 %.782, %.781, !dbg !80
  %80 = trunc i64 %.783 to i32, !dbg !80
  %.785 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %80, !dbg !80
  store float %.719, ptr addrspace(3) %.785, align 4, !dbg !80
  %.787 = shl i64 %a15, 1, !dbg !80
  %.788 = add i64 %.783, %.787, !dbg !80
  %81 = trunc i64 %.788 to i32, !dbg !80
  %.789 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %81, !dbg !80
  store float %.720, ptr addrspace(3) %.789, align 4, !dbg !80
  %.791 = shl i64 %a15, 2, !dbg !80
  %.792 = add i64 %.783, %.791, !dbg !80
  %82 = trunc i64 %.792 to i32, !dbg !80
  %.793 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %82, !dbg !80
  store float %.721, ptr addrspace(3) %.793, align 4, !dbg !80
  %.795 = mul i64 %a15, 6, !dbg !80
  %.796 = add i64 %.783, %.795, !dbg !80
  %83 = trunc i64 %.796 to i32, !dbg !80
  %.797 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %83, !dbg !80
  store float %.722, ptr addrspace(3) %.797, align 4, !dbg !80
  %.799 = shl i64 %a15, 3, !dbg !80
  %.800 = add i64 %.783, %.799, !dbg !80
  %84 = trunc i64 %.800 to i32, !dbg !80
  %.801 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %84, !dbg !80
  store float %.723, ptr addrspace(3) %.801, align 4, !dbg !80
  %.803 = mul i64 %a15, 10, !dbg !80
  %.804 = add i64 %.783, %.803, !dbg !80
  %85 = trunc i64 %.804 to i32, !dbg !80
  %.805 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %85, !dbg !80
  store float %.724, ptr addrspace(3) %.805, align 4, !dbg !80
  %.807 = mul i64 %a15, 12, !dbg !80
  %.808 = add i64 %.783, %.807, !dbg !80
  %86 = trunc i64 %.808 to i32, !dbg !80
  %.809 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %86, !dbg !80
  store float %.725, ptr addrspace(3) %.809, align 4, !dbg !80
  %.811 = mul i64 %a15, 14, !dbg !80
  %.812 = add i64 %.783, %.811, !dbg !80
  %87 = trunc i64 %.812 to i32, !dbg !80
  br label %b33, !dbg !80

b40:                                              ; preds = %b30
  %t124 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t6, !dbg !81
  %.845 = lshr i32 %.648, 4, !dbg !31
  %.846 = zext i32 %.845 to i64, !dbg !31
  %.847 = and i32 %.648, 15, !dbg !31
  %.848 = zext i32 %.847 to i64, !dbg !31
  br i1 %t123.not, label %b43, label %b41, !dbg !82

b41:                                              ; preds = %b40
  %.819 = mul i64 %.848, %a15, !dbg !81
  %.820 = add i64 %.819, %.846, !dbg !81
  %.822 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.820, !dbg !81
  store float %.719, ptr addrspace(1) %.822, align 4, !dbg !81
  %.824 = add i64 %.820, 2, !dbg !81
  %.825 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.824, !dbg !81
  store float %.720, ptr addrspace(1) %.825, align 4, !dbg !81
  %.827 = add i64 %.820, 4, !dbg !81
  %.828 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.827, !dbg !81
  store float %.721, ptr addrspace(1) %.828, align 4, !dbg !81
  %.830 = add i64 %.820, 6, !dbg !81
  %.831 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.830, !dbg !81
  store float %.722, ptr addrspace(1) %.831, align 4, !dbg !81
  %.833 = add i64 %.820, 8, !dbg !81
  %.834 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.833, !dbg !81
  store float %.723, ptr addrspace(1) %.834, align 4, !dbg !81
  %.836 = add i64 %.820, 10, !dbg !81
  %.837 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.836, !dbg !81
  store float %.724, ptr addrspace(1) %.837, align 4, !dbg !81
  %.839 = add i64 %.820, 12, !dbg !81
  %.840 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.839, !dbg !81
  store float %.725, ptr addrspace(1) %.840, align 4, !dbg !81
  %.842 = add i64 %.820, 14, !dbg !81
  br label %common.ret.sink.split, !dbg !81

b43:                                              ; preds = %b40
  %.849 = mul i64 %.846, %a15, !dbg !83
  %.850 = add i64 %.849, %.848, !dbg !83
  %.852 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.850, !dbg !83
  store float %.719, ptr addrspace(1) %.852, align 4, !dbg !83
  %.854 = shl i64 %a15, 1, !dbg !83
  %.855 = add i64 %.850, %.854, !dbg !83
  %.856 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.855, !dbg !83
  store float %.720, ptr addrspace(1) %.856, align 4, !dbg !83
  %.858 = shl i64 %a15, 2, !dbg !83
  %.859 = add i64 %.850, %.858, !dbg !83
  %.860 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.859, !dbg !83
  store float %.721, ptr addrspace(1) %.860, align 4, !dbg !83
  %.862 = mul i64 %a15, 6, !dbg !83
  %.863 = add i64 %.850, %.862, !dbg !83
  %.864 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.863, !dbg !83
  store float %.722, ptr addrspace(1) %.864, align 4, !dbg !83
  %.866 = shl i64 %a15, 3, !dbg !83
  %.867 = add i64 %.850, %.866, !dbg !83
  %.868 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.867, !dbg !83
  store float %.723, ptr addrspace(1) %.868, align 4, !dbg !83
  %.870 = mul i64 %a15, 10, !dbg !83
  %.871 = add i64 %.850, %.870, !dbg !83
  %.872 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.871, !dbg !83
  store float %.724, ptr addrspace(1) %.872, align 4, !dbg !83
  %.874 = mul i64 %a15, 12, !dbg !83
  %.875 = add i64 %.850, %.874, !dbg !83
  %.876 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.875, !dbg !83
  store float %.725, ptr addrspace(1) %.876, align 4, !dbg !83
  %.878 = mul i64 %a15, 14, !dbg !83
  %.879 = add i64 %.850, %.878, !dbg !83
  br label %common.ret.sink.split, !dbg !83
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture readonly %a12, i64 %a13, i64 %a14, i64 %a15, i16 %a16, float %a17) local_unnamed_addr #0 !dbg !84 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !85
  %t1 = sext i32 %.16 to i64, !dbg !85
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t1, !dbg !86
  %.17 = load i32, ptr addrspace(1) %t3, align 4, !dbg !86, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 4, !dbg !87
  %t6 = mul i64 %t5, %a15, !dbg !88
  %t11 = and i32 %.17, 96, !dbg !89
  %t12.not = icmp eq i32 %t11, 0, !dbg !90
  br i1 %t12.not, label %b11, label %b1, !dbg !90

b1:                                               ; preds = %entry
  %.18 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !91
  %t17 = sext i32 %.18 to i64, !dbg !91
  %t18 = shl i64 %a15, 4, !dbg !92
  %t19 = and i32 %.17, 64, !dbg !93
  %t20.not = icmp eq i32 %t19, 0, !dbg !94
  %.19 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !95
  %.20 = getelementptr inbounds i8, ptr addrspace(4) %.19, i64 4, !dbg !95
  %.21 = load i16, ptr addrspace(4) %.20, align 4, !dbg !95, !invariant.load !6
  %t22 = zext i16 %.21 to i64
  %t241 = icmp sgt i64 %t18, %t17, !dbg !96
  br i1 %t241, label %b3.lr.ph, label %b6, !dbg !96

b3.lr.ph:                                         ; preds = %b1
  %.25 = zext i16 %a16 to i32
  %.26 = shl nuw i32 %.25, 16
  %.27 = bitcast i32 %.26 to float
  br label %b3, !dbg !96

b3:                                               ; preds = %b3.lr.ph, %b5
  %t232 = phi i64 [ %t17, %b3.lr.ph ], [ %t39, %b5 ]
  %t25 = add i64 %t232, %t6, !dbg !97
  %t26 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t25, !dbg !98
  %.23 = load i16, ptr addrspace(1) %t26, align 2, !dbg !98, !amdgpu.noclobber !6
  %t28 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t25, !dbg !99
  %.24 = load float, ptr addrspace(1) %t28, align 4, !dbg !99, !amdgpu.noclobber !6
  br i1 %t20.not, label %b5, label %b4, !dbg !94

b4:                                               ; preds = %b3
  %.28 = zext i16 %.23 to i32, !dbg !100
  %.29 = shl nuw i32 %.28, 16, !dbg !100
  %.30 = bitcast i32 %.29 to float, !dbg !100
  %.31 = fmul float %.27, %.30, !dbg !100
  %.32 = bitcast float %.31 to i32, !dbg !100
  %.33 = and i32 %.32, 2147483647, !dbg !100
  %.34 = icmp ugt i32 %.33, 2139095040, !dbg !100
  %.35 = lshr i32 %.32, 16, !dbg !100
  %.36 = and i32 %.35, 1, !dbg !100
  %.37 = add i32 %.32, 32767, !dbg !100
  %.38 = add i32 %.37, %.36, !dbg !100
  %.39 = lshr i32 %.38, 16, !dbg !100
  %.41 = or i32 %.35, 64, !dbg !100
  %.42 = select i1 %.34, i32 %.41, i32 %.39, !dbg !100
  %.43 = trunc i32 %.42 to i16, !dbg !100
  %t31 = fmul float %.24, %a17, !dbg !101
  br label %b5, !dbg !101

b5:                                               ; preds = %b4, %b3
  %t32 = phi i16 [ %.23, %b3 ], [ %.43, %b4 ]
  %t33 = phi float [ %.24, %b3 ], [ %t31, %b4 ]
  %t34 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t25, !dbg !102
  %.44 = load i16, ptr addrspace(1) %t34, align 2, !dbg !102, !amdgpu.noclobber !6
  %0 = trunc i64 %t232 to i32, !dbg !103
  %t36 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %0, !dbg !103
  store i16 %t32, ptr addrspace(3) %t36, align 2, !dbg !103
  %t37 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %0, !dbg !104
  store i16 %.44, ptr addrspace(3) %t37, align 2, !dbg !104
  %t38 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %0, !dbg !105
  store float %t33, ptr addrspace(3) %t38, align 4, !dbg !105
  %t39 = add i64 %t232, %t22, !dbg !106
  %t24 = icmp slt i64 %t39, %t18, !dbg !96
  br i1 %t24, label %b3, label %b6, !dbg !96

b6:                                               ; preds = %b5, %b1
  fence syncscope("workgroup") release, !dbg !107
  tail call void @llvm.amdgcn.s.barrier(), !dbg !107
  fence syncscope("workgroup") acquire, !dbg !107
  %t42 = and i32 %.17, 1, !dbg !108
  %t43.not = icmp eq i32 %t42, 0, !dbg !109
  %.104 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !110
  %.107 = and i32 %.104, 15, !dbg !110
  br i1 %t43.not, label %b10, label %b9, !dbg !109

b9:                                               ; preds = %b6
  %.49 = zext i32 %.107 to i64, !dbg !111
  %1 = lshr i32 %.104, 1, !dbg !111
  %2 = and i32 %1, 2147483640, !dbg !111
  %.51 = zext i32 %2 to i64, !dbg !111
  %.52 = mul i64 %.51, %a15, !dbg !111
  %.53 = add i64 %.52, %.49, !dbg !111
  %3 = trunc i64 %.53 to i32
  %.54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %3
  %.55 = load i16, ptr addrspace(3) %.54, align 2, !dbg !111
  %.56 = zext i16 %.55 to i32, !dbg !111
  %.58 = add i64 %.53, %a15, !dbg !111
  %4 = trunc i64 %.58 to i32
  %.59 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %4
  %.60 = load i16, ptr addrspace(3) %.59, align 2, !dbg !111
  %.61 = zext i16 %.60 to i32, !dbg !111
  %.62 = shl nuw i32 %.61, 16, !dbg !111
  %.63 = or i32 %.62, %.56, !dbg !111
  %.64 = shl i64 %a15, 1, !dbg !111
  %.65 = add i64 %.53, %.64, !dbg !111
  %5 = trunc i64 %.65 to i32
  %.66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %5
  %.67 = load i16, ptr addrspace(3) %.66, align 2, !dbg !111
  %.68 = zext i16 %.67 to i32, !dbg !111
  %.69 = mul i64 %a15, 3, !dbg !111
  %.70 = add i64 %.53, %.69, !dbg !111
  %6 = trunc i64 %.70 to i32
  %.71 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %6
  %.72 = load i16, ptr addrspace(3) %.71, align 2, !dbg !111
  %.73 = zext i16 %.72 to i32, !dbg !111
  %.74 = shl nuw i32 %.73, 16, !dbg !111
  %.75 = or i32 %.74, %.68, !dbg !111
  %.76 = shl i64 %a15, 2, !dbg !111
  %.77 = add i64 %.53, %.76, !dbg !111
  %7 = trunc i64 %.77 to i32
  %.78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %7
  %.79 = load i16, ptr addrspace(3) %.78, align 2, !dbg !111
  %.80 = zext i16 %.79 to i32, !dbg !111
  %.81 = mul i64 %a15, 5, !dbg !111
  %.82 = add i64 %.53, %.81, !dbg !111
  %8 = trunc i64 %.82 to i32
  %.83 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %8
  %.84 = load i16, ptr addrspace(3) %.83, align 2, !dbg !111
  %.85 = zext i16 %.84 to i32, !dbg !111
  %.86 = shl nuw i32 %.85, 16, !dbg !111
  %.87 = or i32 %.86, %.80, !dbg !111
  %.88 = mul i64 %a15, 6, !dbg !111
  %.89 = add i64 %.53, %.88, !dbg !111
  %9 = trunc i64 %.89 to i32
  %.90 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %9
  %.91 = load i16, ptr addrspace(3) %.90, align 2, !dbg !111
  %.93 = mul i64 %a15, 7, !dbg !111
  %.94 = add i64 %.53, %.93, !dbg !111
  %10 = trunc i64 %.94 to i32
  %.95 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %10
  %.96 = load i16, ptr addrspace(3) %.95, align 2, !dbg !111
  br label %b14, !dbg !112

b10:                                              ; preds = %b6
  %11 = lshr i32 %.104, 1, !dbg !113
  %12 = and i32 %11, 2147483640, !dbg !113
  %13 = trunc i64 %a15 to i32
  %14 = mul i32 %.107, %13
  %15 = add i32 %14, %12
  %.113 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %15
  %.114 = load i16, ptr addrspace(3) %.113, align 2, !dbg !113
  %.115 = zext i16 %.114 to i32, !dbg !113
  %16 = add i32 %15, 1
  %.117 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %16
  %.118 = load i16, ptr addrspace(3) %.117, align 2, !dbg !113
  %.119 = zext i16 %.118 to i32, !dbg !113
  %.120 = shl nuw i32 %.119, 16, !dbg !113
  %.121 = or i32 %.120, %.115, !dbg !113
  %17 = add i32 %15, 2
  %.123 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %17
  %.124 = load i16, ptr addrspace(3) %.123, align 2, !dbg !113
  %.125 = zext i16 %.124 to i32, !dbg !113
  %18 = add i32 %15, 3
  %.127 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %18
  %.128 = load i16, ptr addrspace(3) %.127, align 2, !dbg !113
  %.129 = zext i16 %.128 to i32, !dbg !113
  %.130 = shl nuw i32 %.129, 16, !dbg !113
  %.131 = or i32 %.130, %.125, !dbg !113
  %19 = add i32 %15, 4
  %.133 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %19
  %.134 = load i16, ptr addrspace(3) %.133, align 2, !dbg !113
  %.135 = zext i16 %.134 to i32, !dbg !113
  %20 = add i32 %15, 5
  %.137 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %20
  %.138 = load i16, ptr addrspace(3) %.137, align 2, !dbg !113
  %.139 = zext i16 %.138 to i32, !dbg !113
  %.140 = shl nuw i32 %.139, 16, !dbg !113
  %.141 = or i32 %.140, %.135, !dbg !113
  %21 = add i32 %15, 6
  %.143 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %21
  %.144 = load i16, ptr addrspace(3) %.143, align 2, !dbg !113
  %22 = add i32 %15, 7
  %.147 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %22
  %.148 = load i16, ptr addrspace(3) %.147, align 2, !dbg !113
  br label %b14, !dbg !114

b11:                                              ; preds = %entry
  %t50 = and i32 %.17, 1, !dbg !115
  %t51.not = icmp eq i32 %t50, 0, !dbg !116
  %t52 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t6, !dbg !117
  %.215 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !110
  %.218 = and i32 %.215, 15, !dbg !110
  %.219 = zext i32 %.218 to i64, !dbg !110
  %23 = lshr i32 %.215, 1, !dbg !110
  %24 = and i32 %23, 2147483640, !dbg !110
  %.221 = zext i32 %24 to i64, !dbg !110
  br i1 %t51.not, label %b13, label %b12, !dbg !116

b12:                                              ; preds = %b11
  %.163 = mul i64 %.221, %a15, !dbg !117
  %.164 = add i64 %.163, %.219, !dbg !117
  %.165 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.164
  %.166 = load i16, ptr addrspace(1) %.165, align 2, !dbg !117, !amdgpu.noclobber !6
  %.167 = zext i16 %.166 to i32, !dbg !117
  %.169 = add i64 %.164, %a15, !dbg !117
  %.170 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.169
  %.171 = load i16, ptr addrspace(1) %.170, align 2, !dbg !117, !amdgpu.noclobber !6
  %.172 = zext i16 %.171 to i32, !dbg !117
  %.173 = shl nuw i32 %.172, 16, !dbg !117
  %.174 = or i32 %.173, %.167, !dbg !117
  %.175 = shl i64 %a15, 1, !dbg !117
  %.176 = add i64 %.164, %.175, !dbg !117
  %.177 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.176
  %.178 = load i16, ptr addrspace(1) %.177, align 2, !dbg !117, !amdgpu.noclobber !6
  %.179 = zext i16 %.178 to i32, !dbg !117
  %.180 = mul i64 %a15, 3, !dbg !117
  %.181 = add i64 %.164, %.180, !dbg !117
  %.182 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.181
  %.183 = load i16, ptr addrspace(1) %.182, align 2, !dbg !117, !amdgpu.noclobber !6
  %.184 = zext i16 %.183 to i32, !dbg !117
  %.185 = shl nuw i32 %.184, 16, !dbg !117
  %.186 = or i32 %.185, %.179, !dbg !117
  %.187 = shl i64 %a15, 2, !dbg !117
  %.188 = add i64 %.164, %.187, !dbg !117
  %.189 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.188
  %.190 = load i16, ptr addrspace(1) %.189, align 2, !dbg !117, !amdgpu.noclobber !6
  %.191 = zext i16 %.190 to i32, !dbg !117
  %.192 = mul i64 %a15, 5, !dbg !117
  %.193 = add i64 %.164, %.192, !dbg !117
  %.194 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.193
  %.195 = load i16, ptr addrspace(1) %.194, align 2, !dbg !117, !amdgpu.noclobber !6
  %.196 = zext i16 %.195 to i32, !dbg !117
  %.197 = shl nuw i32 %.196, 16, !dbg !117
  %.198 = or i32 %.197, %.191, !dbg !117
  %.199 = mul i64 %a15, 6, !dbg !117
  %.200 = add i64 %.164, %.199, !dbg !117
  %.201 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.200
  %.202 = load i16, ptr addrspace(1) %.201, align 2, !dbg !117, !amdgpu.noclobber !6
  %.204 = mul i64 %a15, 7, !dbg !117
  %.205 = add i64 %.164, %.204, !dbg !117
  %.206 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.205
  %.207 = load i16, ptr addrspace(1) %.206, align 2, !dbg !117, !amdgpu.noclobber !6
  br label %b14, !dbg !118

b13:                                              ; preds = %b11
  %.222 = mul i64 %.219, %a15, !dbg !119
  %.223 = add i64 %.222, %.221, !dbg !119
  %.224 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.223
  %.225 = load i16, ptr addrspace(1) %.224, align 2, !dbg !119, !amdgpu.noclobber !6
  %.226 = zext i16 %.225 to i32, !dbg !119
  %.227 = add i64 %.223, 1, !dbg !119
  %.228 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.227
  %.229 = load i16, ptr addrspace(1) %.228, align 2, !dbg !119, !amdgpu.noclobber !6
  %.230 = zext i16 %.229 to i32, !dbg !119
  %.231 = shl nuw i32 %.230, 16, !dbg !119
  %.232 = or i32 %.231, %.226, !dbg !119
  %.233 = add i64 %.223, 2, !dbg !119
  %.234 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.233
  %.235 = load i16, ptr addrspace(1) %.234, align 2, !dbg !119, !amdgpu.noclobber !6
  %.236 = zext i16 %.235 to i32, !dbg !119
  %.237 = add i64 %.223, 3, !dbg !119
  %.238 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.237
  %.239 = load i16, ptr addrspace(1) %.238, align 2, !dbg !119, !amdgpu.noclobber !6
  %.240 = zext i16 %.239 to i32, !dbg !119
  %.241 = shl nuw i32 %.240, 16, !dbg !119
  %.242 = or i32 %.241, %.236, !dbg !119
  %.243 = add i64 %.223, 4, !dbg !119
  %.244 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.243
  %.245 = load i16, ptr addrspace(1) %.244, align 2, !dbg !119, !amdgpu.noclobber !6
  %.246 = zext i16 %.245 to i32, !dbg !119
  %.247 = add i64 %.223, 5, !dbg !119
  %.248 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.247
  %.249 = load i16, ptr addrspace(1) %.248, align 2, !dbg !119, !amdgpu.noclobber !6
  %.250 = zext i16 %.249 to i32, !dbg !119
  %.251 = shl nuw i32 %.250, 16, !dbg !119
  %.252 = or i32 %.251, %.246, !dbg !119
  %.253 = add i64 %.223, 6, !dbg !119
  %.254 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.253
  %.255 = load i16, ptr addrspace(1) %.254, align 2, !dbg !119, !amdgpu.noclobber !6
  %.257 = add i64 %.223, 7, !dbg !119
  %.258 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.257
  %.259 = load i16, ptr addrspace(1) %.258, align 2, !dbg !119, !amdgpu.noclobber !6
  br label %b14, !dbg !120

b14:                                              ; preds = %b13, %b12, %b10, %b9
  %.259.sink = phi i16 [ %.259, %b13 ], [ %.207, %b12 ], [ %.148, %b10 ], [ %.96, %b9 ]
  %.256.sink.in = phi i16 [ %.255, %b13 ], [ %.202, %b12 ], [ %.144, %b10 ], [ %.91, %b9 ]
  %.63.pn = phi i32 [ %.232, %b13 ], [ %.174, %b12 ], [ %.121, %b10 ], [ %.63, %b9 ]
  %.75.pn = phi i32 [ %.242, %b13 ], [ %.186, %b12 ], [ %.131, %b10 ], [ %.75, %b9 ]
  %.87.pn = phi i32 [ %.252, %b13 ], [ %.198, %b12 ], [ %.141, %b10 ], [ %.87, %b9 ]
  %.256.sink = zext i16 %.256.sink.in to i32, !dbg !110
  %.260 = zext i16 %.259.sink to i32, !dbg !110
  %.261 = shl nuw i32 %.260, 16, !dbg !110
  %.262 = or i32 %.261, %.256.sink, !dbg !110
  %t68 = and i32 %.17, 2, !dbg !110
  %t69.not = icmp eq i32 %t68, 0, !dbg !110
  br i1 %t12.not, label %b18, label %b15, !dbg !121

b15:                                              ; preds = %b14
  %.319 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !110
  %.322 = and i32 %.319, 15, !dbg !110
  br i1 %t69.not, label %b17, label %b16, !dbg !122

b16:                                              ; preds = %b15
  %25 = lshr i32 %.319, 1, !dbg !123
  %26 = and i32 %25, 2147483640, !dbg !123
  %27 = trunc i64 %a15 to i32
  %28 = mul i32 %.322, %27
  %29 = add i32 %28, %26
  %.276 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %29
  %.277 = load i16, ptr addrspace(3) %.276, align 2, !dbg !123
  %.278 = zext i16 %.277 to i32, !dbg !123
  %30 = add i32 %29, 1
  %.280 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %30
  %.281 = load i16, ptr addrspace(3) %.280, align 2, !dbg !123
  %.282 = zext i16 %.281 to i32, !dbg !123
  %.283 = shl nuw i32 %.282, 16, !dbg !123
  %.284 = or i32 %.283, %.278, !dbg !123
  %31 = add i32 %29, 2
  %.286 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %31
  %.287 = load i16, ptr addrspace(3) %.286, align 2, !dbg !123
  %.288 = zext i16 %.287 to i32, !dbg !123
  %32 = add i32 %29, 3
  %.290 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %32
  %.291 = load i16, ptr addrspace(3) %.290, align 2, !dbg !123
  %.292 = zext i16 %.291 to i32, !dbg !123
  %.293 = shl nuw i32 %.292, 16, !dbg !123
  %.294 = or i32 %.293, %.288, !dbg !123
  %33 = add i32 %29, 4
  %.296 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %33
  %.297 = load i16, ptr addrspace(3) %.296, align 2, !dbg !123
  %.298 = zext i16 %.297 to i32, !dbg !123
  %34 = add i32 %29, 5
  %.300 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %34
  %.301 = load i16, ptr addrspace(3) %.300, align 2, !dbg !123
  %.302 = zext i16 %.301 to i32, !dbg !123
  %.303 = shl nuw i32 %.302, 16, !dbg !123
  %.304 = or i32 %.303, %.298, !dbg !123
  %35 = add i32 %29, 6
  %.306 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %35
  %.307 = load i16, ptr addrspace(3) %.306, align 2, !dbg !123
  %36 = add i32 %29, 7
  %.310 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %36
  %.311 = load i16, ptr addrspace(3) %.310, align 2, !dbg !123
  br label %b21, !dbg !124

b17:                                              ; preds = %b15
  %.323 = zext i32 %.322 to i64, !dbg !125
  %37 = lshr i32 %.319, 1, !dbg !125
  %38 = and i32 %37, 2147483640, !dbg !125
  %.325 = zext i32 %38 to i64, !dbg !125
  %.326 = mul i64 %.325, %a15, !dbg !125
  %.327 = add i64 %.326, %.323, !dbg !125
  %39 = trunc i64 %.327 to i32
  %.328 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %39
  %.329 = load i16, ptr addrspace(3) %.328, align 2, !dbg !125
  %.330 = zext i16 %.329 to i32, !dbg !125
  %.332 = add i64 %.327, %a15, !dbg !125
  %40 = trunc i64 %.332 to i32
  %.333 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %40
  %.334 = load i16, ptr addrspace(3) %.333, align 2, !dbg !125
  %.335 = zext i16 %.334 to i32, !dbg !125
  %.336 = shl nuw i32 %.335, 16, !dbg !125
  %.337 = or i32 %.336, %.330, !dbg !125
  %.338 = shl i64 %a15, 1, !dbg !125
  %.339 = add i64 %.327, %.338, !dbg !125
  %41 = trunc i64 %.339 to i32
  %.340 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %41
  %.341 = load i16, ptr addrspace(3) %.340, align 2, !dbg !125
  %.342 = zext i16 %.341 to i32, !dbg !125
  %.343 = mul i64 %a15, 3, !dbg !125
  %.344 = add i64 %.327, %.343, !dbg !125
  %42 = trunc i64 %.344 to i32
  %.345 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %42
  %.346 = load i16, ptr addrspace(3) %.345, align 2, !dbg !125
  %.347 = zext i16 %.346 to i32, !dbg !125
  %.348 = shl nuw i32 %.347, 16, !dbg !125
  %.349 = or i32 %.348, %.342, !dbg !125
  %.350 = shl i64 %a15, 2, !dbg !125
  %.351 = add i64 %.327, %.350, !dbg !125
  %43 = trunc i64 %.351 to i32
  %.352 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %43
  %.353 = load i16, ptr addrspace(3) %.352, align 2, !dbg !125
  %.354 = zext i16 %.353 to i32, !dbg !125
  %.355 = mul i64 %a15, 5, !dbg !125
  %.356 = add i64 %.327, %.355, !dbg !125
  %44 = trunc i64 %.356 to i32
  %.357 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %44
  %.358 = load i16, ptr addrspace(3) %.357, align 2, !dbg !125
  %.359 = zext i16 %.358 to i32, !dbg !125
  %.360 = shl nuw i32 %.359, 16, !dbg !125
  %.361 = or i32 %.360, %.354, !dbg !125
  %.362 = mul i64 %a15, 6, !dbg !125
  %.363 = add i64 %.327, %.362, !dbg !125
  %45 = trunc i64 %.363 to i32
  %.364 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %45
  %.365 = load i16, ptr addrspace(3) %.364, align 2, !dbg !125
  %.367 = mul i64 %a15, 7, !dbg !125
  %.368 = add i64 %.327, %.367, !dbg !125
  %46 = trunc i64 %.368 to i32
  %.369 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %46
  %.370 = load i16, ptr addrspace(3) %.369, align 2, !dbg !125
  br label %b21, !dbg !126

b18:                                              ; preds = %b14
  %t70 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t6, !dbg !127
  %.430 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !110
  %.433 = and i32 %.430, 15, !dbg !110
  %.434 = zext i32 %.433 to i64, !dbg !110
  %47 = lshr i32 %.430, 1, !dbg !110
  %48 = and i32 %47, 2147483640, !dbg !110
  %.436 = zext i32 %48 to i64, !dbg !110
  br i1 %t69.not, label %b20, label %b19, !dbg !128

b19:                                              ; preds = %b18
  %.385 = mul i64 %.434, %a15, !dbg !127
  %.386 = add i64 %.385, %.436, !dbg !127
  %.387 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.386
  %.388 = load i16, ptr addrspace(1) %.387, align 2, !dbg !127, !amdgpu.noclobber !6
  %.389 = zext i16 %.388 to i32, !dbg !127
  %.390 = add i64 %.386, 1, !dbg !127
  %.391 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.390
  %.392 = load i16, ptr addrspace(1) %.391, align 2, !dbg !127, !amdgpu.noclobber !6
  %.393 = zext i16 %.392 to i32, !dbg !127
  %.394 = shl nuw i32 %.393, 16, !dbg !127
  %.395 = or i32 %.394, %.389, !dbg !127
  %.396 = add i64 %.386, 2, !dbg !127
  %.397 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.396
  %.398 = load i16, ptr addrspace(1) %.397, align 2, !dbg !127, !amdgpu.noclobber !6
  %.399 = zext i16 %.398 to i32, !dbg !127
  %.400 = add i64 %.386, 3, !dbg !127
  %.401 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.400
  %.402 = load i16, ptr addrspace(1) %.401, align 2, !dbg !127, !amdgpu.noclobber !6
  %.403 = zext i16 %.402 to i32, !dbg !127
  %.404 = shl nuw i32 %.403, 16, !dbg !127
  %.405 = or i32 %.404, %.399, !dbg !127
  %.406 = add i64 %.386, 4, !dbg !127
  %.407 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.406
  %.408 = load i16, ptr addrspace(1) %.407, align 2, !dbg !127, !amdgpu.noclobber !6
  %.409 = zext i16 %.408 to i32, !dbg !127
  %.410 = add i64 %.386, 5, !dbg !127
  %.411 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.410
  %.412 = load i16, ptr addrspace(1) %.411, align 2, !dbg !127, !amdgpu.noclobber !6
  %.413 = zext i16 %.412 to i32, !dbg !127
  %.414 = shl nuw i32 %.413, 16, !dbg !127
  %.415 = or i32 %.414, %.409, !dbg !127
  %.416 = add i64 %.386, 6, !dbg !127
  %.417 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.416
  %.418 = load i16, ptr addrspace(1) %.417, align 2, !dbg !127, !amdgpu.noclobber !6
  %.420 = add i64 %.386, 7, !dbg !127
  %.421 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.420
  %.422 = load i16, ptr addrspace(1) %.421, align 2, !dbg !127, !amdgpu.noclobber !6
  br label %b21, !dbg !129

b20:                                              ; preds = %b18
  %.437 = mul i64 %.436, %a15, !dbg !130
  %.438 = add i64 %.437, %.434, !dbg !130
  %.439 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.438
  %.440 = load i16, ptr addrspace(1) %.439, align 2, !dbg !130, !amdgpu.noclobber !6
  %.441 = zext i16 %.440 to i32, !dbg !130
  %.443 = add i64 %.438, %a15, !dbg !130
  %.444 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.443
  %.445 = load i16, ptr addrspace(1) %.444, align 2, !dbg !130, !amdgpu.noclobber !6
  %.446 = zext i16 %.445 to i32, !dbg !130
  %.447 = shl nuw i32 %.446, 16, !dbg !130
  %.448 = or i32 %.447, %.441, !dbg !130
  %.449 = shl i64 %a15, 1, !dbg !130
  %.450 = add i64 %.438, %.449, !dbg !130
  %.451 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.450
  %.452 = load i16, ptr addrspace(1) %.451, align 2, !dbg !130, !amdgpu.noclobber !6
  %.453 = zext i16 %.452 to i32, !dbg !130
  %.454 = mul i64 %a15, 3, !dbg !130
  %.455 = add i64 %.438, %.454, !dbg !130
  %.456 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.455
  %.457 = load i16, ptr addrspace(1) %.456, align 2, !dbg !130, !amdgpu.noclobber !6
  %.458 = zext i16 %.457 to i32, !dbg !130
  %.459 = shl nuw i32 %.458, 16, !dbg !130
  %.460 = or i32 %.459, %.453, !dbg !130
  %.461 = shl i64 %a15, 2, !dbg !130
  %.462 = add i64 %.438, %.461, !dbg !130
  %.463 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.462
  %.464 = load i16, ptr addrspace(1) %.463, align 2, !dbg !130, !amdgpu.noclobber !6
  %.465 = zext i16 %.464 to i32, !dbg !130
  %.466 = mul i64 %a15, 5, !dbg !130
  %.467 = add i64 %.438, %.466, !dbg !130
  %.468 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.467
  %.469 = load i16, ptr addrspace(1) %.468, align 2, !dbg !130, !amdgpu.noclobber !6
  %.470 = zext i16 %.469 to i32, !dbg !130
  %.471 = shl nuw i32 %.470, 16, !dbg !130
  %.472 = or i32 %.471, %.465, !dbg !130
  %.473 = mul i64 %a15, 6, !dbg !130
  %.474 = add i64 %.438, %.473, !dbg !130
  %.475 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.474
  %.476 = load i16, ptr addrspace(1) %.475, align 2, !dbg !130, !amdgpu.noclobber !6
  %.478 = mul i64 %a15, 7, !dbg !130
  %.479 = add i64 %.438, %.478, !dbg !130
  %.480 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.479
  %.481 = load i16, ptr addrspace(1) %.480, align 2, !dbg !130, !amdgpu.noclobber !6
  br label %b21, !dbg !131

b21:                                              ; preds = %b20, %b19, %b17, %b16
  %.481.sink = phi i16 [ %.481, %b20 ], [ %.422, %b19 ], [ %.370, %b17 ], [ %.311, %b16 ]
  %.477.sink.in = phi i16 [ %.476, %b20 ], [ %.418, %b19 ], [ %.365, %b17 ], [ %.307, %b16 ]
  %.284.pn = phi i32 [ %.448, %b20 ], [ %.395, %b19 ], [ %.337, %b17 ], [ %.284, %b16 ]
  %.294.pn = phi i32 [ %.460, %b20 ], [ %.405, %b19 ], [ %.349, %b17 ], [ %.294, %b16 ]
  %.304.pn = phi i32 [ %.472, %b20 ], [ %.415, %b19 ], [ %.361, %b17 ], [ %.304, %b16 ]
  %.477.sink = zext i16 %.477.sink.in to i32, !dbg !110
  %.482 = zext i16 %.481.sink to i32, !dbg !110
  %.483 = shl nuw i32 %.482, 16, !dbg !110
  %.484 = or i32 %.483, %.477.sink, !dbg !110
  %t77 = and i32 %.17, 16, !dbg !132
  %t78.not = icmp eq i32 %t77, 0, !dbg !133
  br i1 %t78.not, label %b30, label %b22, !dbg !133

b22:                                              ; preds = %b21
  %t89 = and i32 %.17, 4, !dbg !110
  %t90.not = icmp eq i32 %t89, 0, !dbg !110
  br i1 %t12.not, label %b26, label %b23, !dbg !134

b23:                                              ; preds = %b22
  %.535 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !110
  %.536 = lshr i32 %.535, 4, !dbg !110
  br i1 %t90.not, label %b25, label %b24, !dbg !135

b24:                                              ; preds = %b23
  %.500 = and i32 %.535, 15, !dbg !136
  %49 = trunc i64 %a15 to i32
  %50 = mul i32 %.500, %49
  %51 = add i32 %50, %.536
  %.504 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %51
  %.505 = load float, ptr addrspace(3) %.504, align 4, !dbg !136
  %52 = add i32 %51, 2
  %.507 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %52
  %.508 = load float, ptr addrspace(3) %.507, align 4, !dbg !136
  %53 = add i32 %51, 4
  %.510 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %53
  %.511 = load float, ptr addrspace(3) %.510, align 4, !dbg !136
  %54 = add i32 %51, 6
  %.513 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %54
  %.514 = load float, ptr addrspace(3) %.513, align 4, !dbg !136
  %55 = add i32 %51, 8
  %.516 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %55
  %.517 = load float, ptr addrspace(3) %.516, align 4, !dbg !136
  %56 = add i32 %51, 10
  %.519 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %56
  %.520 = load float, ptr addrspace(3) %.519, align 4, !dbg !136
  %57 = add i32 %51, 12
  %.522 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %57
  %.523 = load float, ptr addrspace(3) %.522, align 4, !dbg !136
  %58 = add i32 %51, 14
  %.525 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %58
  %.526 = load float, ptr addrspace(3) %.525, align 4, !dbg !136
  %.527 = insertvalue { [8 x float] } zeroinitializer, float %.505, 0, 0, !dbg !136
  %.528 = insertvalue { [8 x float] } %.527, float %.508, 0, 1, !dbg !136
  %.529 = insertvalue { [8 x float] } %.528, float %.511, 0, 2, !dbg !136
  %.530 = insertvalue { [8 x float] } %.529, float %.514, 0, 3, !dbg !136
  %.531 = insertvalue { [8 x float] } %.530, float %.517, 0, 4, !dbg !136
  %.532 = insertvalue { [8 x float] } %.531, float %.520, 0, 5, !dbg !136
  %.533 = insertvalue { [8 x float] } %.532, float %.523, 0, 6, !dbg !136
  %.534 = insertvalue { [8 x float] } %.533, float %.526, 0, 7, !dbg !136
  br label %b30, !dbg !137

b25:                                              ; preds = %b23
  %.537 = zext i32 %.536 to i64, !dbg !138
  %.538 = and i32 %.535, 15, !dbg !138
  %.539 = zext i32 %.538 to i64, !dbg !138
  %.540 = mul i64 %.537, %a15, !dbg !138
  %.541 = add i64 %.540, %.539, !dbg !138
  %59 = trunc i64 %.541 to i32
  %.542 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %59
  %.543 = load float, ptr addrspace(3) %.542, align 4, !dbg !138
  %.544 = shl i64 %a15, 1, !dbg !138
  %.545 = add i64 %.541, %.544, !dbg !138
  %60 = trunc i64 %.545 to i32
  %.546 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %60
  %.547 = load float, ptr addrspace(3) %.546, align 4, !dbg !138
  %.548 = shl i64 %a15, 2, !dbg !138
  %.549 = add i64 %.541, %.548, !dbg !138
  %61 = trunc i64 %.549 to i32
  %.550 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %61
  %.551 = load float, ptr addrspace(3) %.550, align 4, !dbg !138
  %.552 = mul i64 %a15, 6, !dbg !138
  %.553 = add i64 %.541, %.552, !dbg !138
  %62 = trunc i64 %.553 to i32
  %.554 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %62
  %.555 = load float, ptr addrspace(3) %.554, align 4, !dbg !138
  %.556 = shl i64 %a15, 3, !dbg !138
  %.557 = add i64 %.541, %.556, !dbg !138
  %63 = trunc i64 %.557 to i32
  %.558 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %63
  %.559 = load float, ptr addrspace(3) %.558, align 4, !dbg !138
  %.560 = mul i64 %a15, 10, !dbg !138
  %.561 = add i64 %.541, %.560, !dbg !138
  %64 = trunc i64 %.561 to i32
  %.562 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %64
  %.563 = load float, ptr addrspace(3) %.562, align 4, !dbg !138
  %.564 = mul i64 %a15, 12, !dbg !138
  %.565 = add i64 %.541, %.564, !dbg !138
  %65 = trunc i64 %.565 to i32
  %.566 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %65
  %.567 = load float, ptr addrspace(3) %.566, align 4, !dbg !138
  %.568 = mul i64 %a15, 14, !dbg !138
  %.569 = add i64 %.541, %.568, !dbg !138
  %66 = trunc i64 %.569 to i32
  %.570 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %66
  %.571 = load float, ptr addrspace(3) %.570, align 4, !dbg !138
  %.572 = insertvalue { [8 x float] } zeroinitializer, float %.543, 0, 0, !dbg !138
  %.573 = insertvalue { [8 x float] } %.572, float %.547, 0, 1, !dbg !138
  %.574 = insertvalue { [8 x float] } %.573, float %.551, 0, 2, !dbg !138
  %.575 = insertvalue { [8 x float] } %.574, float %.555, 0, 3, !dbg !138
  %.576 = insertvalue { [8 x float] } %.575, float %.559, 0, 4, !dbg !138
  %.577 = insertvalue { [8 x float] } %.576, float %.563, 0, 5, !dbg !138
  %.578 = insertvalue { [8 x float] } %.577, float %.567, 0, 6, !dbg !138
  %.579 = insertvalue { [8 x float] } %.578, float %.571, 0, 7, !dbg !138
  br label %b30, !dbg !139

b26:                                              ; preds = %b22
  %t91 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t6, !dbg !140
  %.618 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !110
  %.619 = lshr i32 %.618, 4, !dbg !110
  %.620 = zext i32 %.619 to i64, !dbg !110
  %.621 = and i32 %.618, 15, !dbg !110
  %.622 = zext i32 %.621 to i64, !dbg !110
  br i1 %t90.not, label %b28, label %b27, !dbg !141

b27:                                              ; preds = %b26
  %.585 = mul i64 %.622, %a15, !dbg !140
  %.586 = add i64 %.585, %.620, !dbg !140
  %.587 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.586
  %.588 = load float, ptr addrspace(1) %.587, align 4, !dbg !140, !amdgpu.noclobber !6
  %.589 = add i64 %.586, 2, !dbg !140
  %.590 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.589
  %.591 = load float, ptr addrspace(1) %.590, align 4, !dbg !140, !amdgpu.noclobber !6
  %.592 = add i64 %.586, 4, !dbg !140
  %.593 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.592
  %.594 = load float, ptr addrspace(1) %.593, align 4, !dbg !140, !amdgpu.noclobber !6
  %.595 = add i64 %.586, 6, !dbg !140
  %.596 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.595
  %.597 = load float, ptr addrspace(1) %.596, align 4, !dbg !140, !amdgpu.noclobber !6
  %.598 = add i64 %.586, 8, !dbg !140
  %.599 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.598
  %.600 = load float, ptr addrspace(1) %.599, align 4, !dbg !140, !amdgpu.noclobber !6
  %.601 = add i64 %.586, 10, !dbg !140
  %.602 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.601
  %.603 = load float, ptr addrspace(1) %.602, align 4, !dbg !140, !amdgpu.noclobber !6
  %.604 = add i64 %.586, 12, !dbg !140
  %.605 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.604
  %.606 = load float, ptr addrspace(1) %.605, align 4, !dbg !140, !amdgpu.noclobber !6
  %.607 = add i64 %.586, 14, !dbg !140
  %.608 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.607
  %.609 = load float, ptr addrspace(1) %.608, align 4, !dbg !140, !amdgpu.noclobber !6
  %.610 = insertvalue { [8 x float] } zeroinitializer, float %.588, 0, 0, !dbg !140
  %.611 = insertvalue { [8 x float] } %.610, float %.591, 0, 1, !dbg !140
  %.612 = insertvalue { [8 x float] } %.611, float %.594, 0, 2, !dbg !140
  %.613 = insertvalue { [8 x float] } %.612, float %.597, 0, 3, !dbg !140
  %.614 = insertvalue { [8 x float] } %.613, float %.600, 0, 4, !dbg !140
  %.615 = insertvalue { [8 x float] } %.614, float %.603, 0, 5, !dbg !140
  %.616 = insertvalue { [8 x float] } %.615, float %.606, 0, 6, !dbg !140
  %.617 = insertvalue { [8 x float] } %.616, float %.609, 0, 7, !dbg !140
  br label %b30, !dbg !142

b28:                                              ; preds = %b26
  %.623 = mul i64 %.620, %a15, !dbg !143
  %.624 = add i64 %.623, %.622, !dbg !143
  %.625 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.624
  %.626 = load float, ptr addrspace(1) %.625, align 4, !dbg !143, !amdgpu.noclobber !6
  %.627 = shl i64 %a15, 1, !dbg !143
  %.628 = add i64 %.624, %.627, !dbg !143
  %.629 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.628
  %.630 = load float, ptr addrspace(1) %.629, align 4, !dbg !143, !amdgpu.noclobber !6
  %.631 = shl i64 %a15, 2, !dbg !143
  %.632 = add i64 %.624, %.631, !dbg !143
  %.633 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.632
  %.634 = load float, ptr addrspace(1) %.633, align 4, !dbg !143, !amdgpu.noclobber !6
  %.635 = mul i64 %a15, 6, !dbg !143
  %.636 = add i64 %.624, %.635, !dbg !143
  %.637 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.636
  %.638 = load float, ptr addrspace(1) %.637, align 4, !dbg !143, !amdgpu.noclobber !6
  %.639 = shl i64 %a15, 3, !dbg !143
  %.640 = add i64 %.624, %.639, !dbg !143
  %.641 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.640
  %.642 = load float, ptr addrspace(1) %.641, align 4, !dbg !143, !amdgpu.noclobber !6
  %.643 = mul i64 %a15, 10, !dbg !143
  %.644 = add i64 %.624, %.643, !dbg !143
  %.645 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.644
  %.646 = load float, ptr addrspace(1) %.645, align 4, !dbg !143, !amdgpu.noclobber !6
  %.647 = mul i64 %a15, 12, !dbg !143
  %.648 = add i64 %.624, %.647, !dbg !143
  %.649 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.648
  %.650 = load float, ptr addrspace(1) %.649, align 4, !dbg !143, !amdgpu.noclobber !6
  %.651 = mul i64 %a15, 14, !dbg !143
  %.652 = add i64 %.624, %.651, !dbg !143
  %.653 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.652
  %.654 = load float, ptr addrspace(1) %.653, align 4, !dbg !143, !amdgpu.noclobber !6
  %.655 = insertvalue { [8 x float] } zeroinitializer, float %.626, 0, 0, !dbg !143
  %.656 = insertvalue { [8 x float] } %.655, float %.630, 0, 1, !dbg !143
  %.657 = insertvalue { [8 x float] } %.656, float %.634, 0, 2, !dbg !143
  %.658 = insertvalue { [8 x float] } %.657, float %.638, 0, 3, !dbg !143
  %.659 = insertvalue { [8 x float] } %.658, float %.642, 0, 4, !dbg !143
  %.660 = insertvalue { [8 x float] } %.659, float %.646, 0, 5, !dbg !143
  %.661 = insertvalue { [8 x float] } %.660, float %.650, 0, 6, !dbg !143
  %.662 = insertvalue { [8 x float] } %.661, float %.654, 0, 7, !dbg !143
  br label %b30, !dbg !144

b30:                                              ; preds = %b24, %b25, %b27, %b28, %b21
  %t97 = phi { [8 x float] } [ zeroinitializer, %b21 ], [ %.534, %b24 ], [ %.579, %b25 ], [ %.617, %b27 ], [ %.662, %b28 ]
  %.663 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !145
  %.664 = icmp ugt i32 %.663, 15, !dbg !145
  %.665 = shl i32 %.663, 2, !dbg !145
  %.666 = xor i32 %.665, 64, !dbg !145
  %.668 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.666, i32 %.63.pn), !dbg !145
  %.669 = select i1 %.664, i32 %.668, i32 %.63.pn, !dbg !145
  %.670 = select i1 %.664, i32 %.63.pn, i32 %.668, !dbg !145
  %.671 = insertelement <8 x i32> poison, i32 %.669, i64 0, !dbg !145
  %.672 = insertelement <8 x i32> %.671, i32 %.670, i64 4, !dbg !145
  %.674 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.666, i32 %.75.pn), !dbg !145
  %.675 = select i1 %.664, i32 %.674, i32 %.75.pn, !dbg !145
  %.676 = select i1 %.664, i32 %.75.pn, i32 %.674, !dbg !145
  %.677 = insertelement <8 x i32> %.672, i32 %.675, i64 1, !dbg !145
  %.678 = insertelement <8 x i32> %.677, i32 %.676, i64 5, !dbg !145
  %.680 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.666, i32 %.87.pn), !dbg !145
  %.681 = select i1 %.664, i32 %.680, i32 %.87.pn, !dbg !145
  %.682 = select i1 %.664, i32 %.87.pn, i32 %.680, !dbg !145
  %.683 = insertelement <8 x i32> %.678, i32 %.681, i64 2, !dbg !145
  %.684 = insertelement <8 x i32> %.683, i32 %.682, i64 6, !dbg !145
  %.686 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.666, i32 %.262), !dbg !145
  %.687 = select i1 %.664, i32 %.686, i32 %.262, !dbg !145
  %.688 = select i1 %.664, i32 %.262, i32 %.686, !dbg !145
  %.689 = insertelement <8 x i32> %.684, i32 %.687, i64 3, !dbg !145
  %.690 = insertelement <8 x i32> %.689, i32 %.688, i64 7, !dbg !145
  %.691 = bitcast <8 x i32> %.690 to <16 x i16>, !dbg !145
  %.693 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.666, i32 %.284.pn), !dbg !145
  %.694 = select i1 %.664, i32 %.693, i32 %.284.pn, !dbg !145
  %.695 = select i1 %.664, i32 %.284.pn, i32 %.693, !dbg !145
  %.696 = insertelement <8 x i32> poison, i32 %.694, i64 0, !dbg !145
  %.697 = insertelement <8 x i32> %.696, i32 %.695, i64 4, !dbg !145
  %.699 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.666, i32 %.294.pn), !dbg !145
  %.700 = select i1 %.664, i32 %.699, i32 %.294.pn, !dbg !145
  %.701 = select i1 %.664, i32 %.294.pn, i32 %.699, !dbg !145
  %.702 = insertelement <8 x i32> %.697, i32 %.700, i64 1, !dbg !145
  %.703 = insertelement <8 x i32> %.702, i32 %.701, i64 5, !dbg !145
  %.705 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.666, i32 %.304.pn), !dbg !145
  %.706 = select i1 %.664, i32 %.705, i32 %.304.pn, !dbg !145
  %.707 = select i1 %.664, i32 %.304.pn, i32 %.705, !dbg !145
  %.708 = insertelement <8 x i32> %.703, i32 %.706, i64 2, !dbg !145
  %.709 = insertelement <8 x i32> %.708, i32 %.707, i64 6, !dbg !145
  %.711 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.666, i32 %.484), !dbg !145
  %.712 = select i1 %.664, i32 %.711, i32 %.484, !dbg !145
  %.713 = select i1 %.664, i32 %.484, i32 %.711, !dbg !145
  %.714 = insertelement <8 x i32> %.709, i32 %.712, i64 3, !dbg !145
  %.715 = insertelement <8 x i32> %.714, i32 %.713, i64 7, !dbg !145
  %.716 = bitcast <8 x i32> %.715 to <16 x i16>, !dbg !145
  %.717 = extractvalue { [8 x float] } %t97, 0, 0, !dbg !145
  %.718 = insertelement <8 x float> poison, float %.717, i64 0, !dbg !145
  %.719 = extractvalue { [8 x float] } %t97, 0, 1, !dbg !145
  %.720 = insertelement <8 x float> %.718, float %.719, i64 1, !dbg !145
  %.721 = extractvalue { [8 x float] } %t97, 0, 2, !dbg !145
  %.722 = insertelement <8 x float> %.720, float %.721, i64 2, !dbg !145
  %.723 = extractvalue { [8 x float] } %t97, 0, 3, !dbg !145
  %.724 = insertelement <8 x float> %.722, float %.723, i64 3, !dbg !145
  %.725 = extractvalue { [8 x float] } %t97, 0, 4, !dbg !145
  %.726 = insertelement <8 x float> %.724, float %.725, i64 4, !dbg !145
  %.727 = extractvalue { [8 x float] } %t97, 0, 5, !dbg !145
  %.728 = insertelement <8 x float> %.726, float %.727, i64 5, !dbg !145
  %.729 = extractvalue { [8 x float] } %t97, 0, 6, !dbg !145
  %.730 = insertelement <8 x float> %.728, float %.729, i64 6, !dbg !145
  %.731 = extractvalue { [8 x float] } %t97, 0, 7, !dbg !145
  %.732 = insertelement <8 x float> %.730, float %.731, i64 7, !dbg !145
  %.733 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16> %.691, <16 x i16> %.716, <8 x float> %.732), !dbg !145
  %.734 = extractelement <8 x float> %.733, i64 0, !dbg !145
  %.735 = extractelement <8 x float> %.733, i64 1, !dbg !145
  %.736 = extractelement <8 x float> %.733, i64 2, !dbg !145
  %.737 = extractelement <8 x float> %.733, i64 3, !dbg !145
  %.738 = extractelement <8 x float> %.733, i64 4, !dbg !145
  %.739 = extractelement <8 x float> %.733, i64 5, !dbg !145
  %.740 = extractelement <8 x float> %.733, i64 6, !dbg !145
  %.741 = extractelement <8 x float> %.733, i64 7, !dbg !145
  %t122 = and i32 %.17, 8, !dbg !110
  %t123.not = icmp eq i32 %t122, 0, !dbg !110
  br i1 %t12.not, label %b40, label %b31, !dbg !145

b31:                                              ; preds = %b30
  %.793 = lshr i32 %.663, 4, !dbg !110
  br i1 %t123.not, label %b39, label %b32, !dbg !146

b32:                                              ; preds = %b31
  %.753 = and i32 %.663, 15, !dbg !147
  %67 = trunc i64 %a15 to i32, !dbg !147
  %68 = mul i32 %.753, %67, !dbg !147
  %69 = add i32 %68, %.793, !dbg !147
  %.758 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %69, !dbg !147
  store float %.734, ptr addrspace(3) %.758, align 4, !dbg !147
  %70 = add i32 %69, 2, !dbg !147
  %.761 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %70, !dbg !147
  store float %.735, ptr addrspace(3) %.761, align 4, !dbg !147
  %71 = add i32 %69, 4, !dbg !147
  %.764 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %71, !dbg !147
  store float %.736, ptr addrspace(3) %.764, align 4, !dbg !147
  %72 = add i32 %69, 6, !dbg !147
  %.767 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %72, !dbg !147
  store float %.737, ptr addrspace(3) %.767, align 4, !dbg !147
  %73 = add i32 %69, 8, !dbg !147
  %.770 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %73, !dbg !147
  store float %.738, ptr addrspace(3) %.770, align 4, !dbg !147
  %74 = add i32 %69, 10, !dbg !147
  %.773 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %74, !dbg !147
  store float %.739, ptr addrspace(3) %.773, align 4, !dbg !147
  %75 = add i32 %69, 12, !dbg !147
  %.776 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %75, !dbg !147
  store float %.740, ptr addrspace(3) %.776, align 4, !dbg !147
  %76 = add i32 %69, 14, !dbg !147
  br label %b33, !dbg !147

b33:                                              ; preds = %b39, %b32
  %.sink = phi i32 [ %87, %b39 ], [ %76, %b32 ]
  %.828 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %.sink, !dbg !110
  store float %.741, ptr addrspace(3) %.828, align 4, !dbg !110
  fence syncscope("workgroup") release, !dbg !148
  tail call void @llvm.amdgcn.s.barrier(), !dbg !148
  fence syncscope("workgroup") acquire, !dbg !148
  %.780 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !149
  %t106 = sext i32 %.780 to i64, !dbg !149
  %t107 = shl i64 %a15, 4, !dbg !150
  %.781 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !151
  %.782 = getelementptr inbounds i8, ptr addrspace(4) %.781, i64 4, !dbg !151
  %.783 = load i16, ptr addrspace(4) %.782, align 4, !dbg !151, !invariant.load !6
  %t109 = zext i16 %.783 to i64
  %t1113 = icmp sgt i64 %t107, %t106, !dbg !152
  br i1 %t1113, label %b35.lr.ph, label %common.ret, !dbg !152

b35.lr.ph:                                        ; preds = %b33
  %.785 = icmp eq i64 %a15, 0
  %77 = add i64 %a15, 1
  %78 = icmp ult i64 %77, 2
  %.788 = select i1 %78, i64 1, i64 %a15
  br label %b35, !dbg !152

b35:                                              ; preds = %b35.lr.ph, %b37
  %t1104 = phi i64 [ %t106, %b35.lr.ph ], [ %t118, %b37 ]
  %.789 = srem i64 %t1104, %.788, !dbg !153
  %.790 = select i1 %.785, i64 %t1104, i64 %.789, !dbg !153
  %t113 = icmp slt i64 %.790, 16, !dbg !154
  br i1 %t113, label %b36, label %b37, !dbg !154

b36:                                              ; preds = %b35
  %t114 = add i64 %t1104, %t6, !dbg !155
  %t117 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t114, !dbg !156
  %79 = trunc i64 %t1104 to i32, !dbg !157
  %t115 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %79, !dbg !157
  %.791 = load float, ptr addrspace(3) %t115, align 4, !dbg !157
  store float %.791, ptr addrspace(1) %t117, align 4, !dbg !156
  br label %b37, !dbg !156

b37:                                              ; preds = %b36, %b35
  %t118 = add i64 %t1104, %t109, !dbg !158
  %t111 = icmp slt i64 %t118, %t107, !dbg !152
  br i1 %t111, label %b35, label %common.ret, !dbg !152

common.ret.sink.split:                            ; preds = %b43, %b41
  %.857.sink = phi i64 [ %.857, %b41 ], [ %.894, %b43 ]
  %.858 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.857.sink, !dbg !110
  store float %.741, ptr addrspace(1) %.858, align 4, !dbg !110
  br label %common.ret, !dbg !110

common.ret:                                       ; preds = %b37, %common.ret.sink.split, %b33
  ret void, !dbg !110

b39:                                              ; preds = %b31
  %.794 = zext i32 %.793 to i64, !dbg !159
  %.795 = and i32 %.663, 15, !dbg !159
  %.796 = zext i32 %.795 to i64, !dbg !159
  %.797 = mul i64 %.794, %a15, !dbg !159
  %.798 = add i64 %.797, %.796, !dbg !159
  %80 = trunc i64 %.798 to i32, !dbg !159
  %.800 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %80, !dbg !159
  store float %.734, ptr addrspace(3) %.800, align 4, !dbg !159
  %.802 = shl i64 %a15, 1, !dbg !159
  %.803 = add i64 %.798, %.802, !dbg !159
  %81 = trunc i64 %.803 to i32, !dbg !159
  %.804 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %81, !dbg !159
  store float %.735, ptr addrspace(3) %.804, align 4, !dbg !159
  %.806 = shl i64 %a15, 2, !dbg !159
  %.807 = add i64 %.798, %.806, !dbg !159
  %82 = trunc i64 %.807 to i32, !dbg !159
  %.808 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %82, !dbg !159
  store float %.736, ptr addrspace(3) %.808, align 4, !dbg !159
  %.810 = mul i64 %a15, 6, !dbg !159
  %.811 = add i64 %.798, %.810, !dbg !159
  %83 = trunc i64 %.811 to i32, !dbg !159
  %.812 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %83, !dbg !159
  store float %.737, ptr addrspace(3) %.812, align 4, !dbg !159
  %.814 = shl i64 %a15, 3, !dbg !159
  %.815 = add i64 %.798, %.814, !dbg !159
  %84 = trunc i64 %.815 to i32, !dbg !159
  %.816 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %84, !dbg !159
  store float %.738, ptr addrspace(3) %.816, align 4, !dbg !159
  %.818 = mul i64 %a15, 10, !dbg !159
  %.819 = add i64 %.798, %.818, !dbg !159
  %85 = trunc i64 %.819 to i32, !dbg !159
  %.820 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %85, !dbg !159
  store float %.739, ptr addrspace(3) %.820, align 4, !dbg !159
  %.822 = mul i64 %a15, 12, !dbg !159
  %.823 = add i64 %.798, %.822, !dbg !159
  %86 = trunc i64 %.823 to i32, !dbg !159
  %.824 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %86, !dbg !159
  store float %.740, ptr addrspace(3) %.824, align 4, !dbg !159
  %.826 = mul i64 %a15, 14, !dbg !159
  %.827 = add i64 %.798, %.826, !dbg !159
  %87 = trunc i64 %.827 to i32, !dbg !159
  br label %b33, !dbg !159

b40:                                              ; preds = %b30
  %t124 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t6, !dbg !160
  %.860 = lshr i32 %.663, 4, !dbg !110
  %.861 = zext i32 %.860 to i64, !dbg !110
  %.862 = and i32 %.663, 15, !dbg !110
  %.863 = zext i32 %.862 to i64, !dbg !110
  br i1 %t123.not, label %b43, label %b41, !dbg !161

b41:                                              ; preds = %b40
  %.834 = mul i64 %.863, %a15, !dbg !160
  %.835 = add i64 %.834, %.861, !dbg !160
  %.837 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.835, !dbg !160
  store float %.734, ptr addrspace(1) %.837, align 4, !dbg !160
  %.839 = add i64 %.835, 2, !dbg !160
  %.840 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.839, !dbg !160
  store float %.735, ptr addrspace(1) %.840, align 4, !dbg !160
  %.842 = add i64 %.835, 4, !dbg !160
  %.843 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.842, !dbg !160
  store float %.736, ptr addrspace(1) %.843, align 4, !dbg !160
  %.845 = add i64 %.835, 6, !dbg !160
  %.846 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.845, !dbg !160
  store float %.737, ptr addrspace(1) %.846, align 4, !dbg !160
  %.848 = add i64 %.835, 8, !dbg !160
  %.849 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.848, !dbg !160
  store float %.738, ptr addrspace(1) %.849, align 4, !dbg !160
  %.851 = add i64 %.835, 10, !dbg !160
  %.852 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.851, !dbg !160
  store float %.739, ptr addrspace(1) %.852, align 4, !dbg !160
  %.854 = add i64 %.835, 12, !dbg !160
  %.855 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.854, !dbg !160
  store float %.740, ptr addrspace(1) %.855, align 4, !dbg !160
  %.857 = add i64 %.835, 14, !dbg !160
  br label %common.ret.sink.split, !dbg !160

b43:                                              ; preds = %b40
  %.864 = mul i64 %.861, %a15, !dbg !162
  %.865 = add i64 %.864, %.863, !dbg !162
  %.867 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.865, !dbg !162
  store float %.734, ptr addrspace(1) %.867, align 4, !dbg !162
  %.869 = shl i64 %a15, 1, !dbg !162
  %.870 = add i64 %.865, %.869, !dbg !162
  %.871 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.870, !dbg !162
  store float %.735, ptr addrspace(1) %.871, align 4, !dbg !162
  %.873 = shl i64 %a15, 2, !dbg !162
  %.874 = add i64 %.865, %.873, !dbg !162
  %.875 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.874, !dbg !162
  store float %.736, ptr addrspace(1) %.875, align 4, !dbg !162
  %.877 = mul i64 %a15, 6, !dbg !162
  %.878 = add i64 %.865, %.877, !dbg !162
  %.879 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.878, !dbg !162
  store float %.737, ptr addrspace(1) %.879, align 4, !dbg !162
  %.881 = shl i64 %a15, 3, !dbg !162
  %.882 = add i64 %.865, %.881, !dbg !162
  %.883 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.882, !dbg !162
  store float %.738, ptr addrspace(1) %.883, align 4, !dbg !162
  %.885 = mul i64 %a15, 10, !dbg !162
  %.886 = add i64 %.865, %.885, !dbg !162
  %.887 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.886, !dbg !162
  store float %.739, ptr addrspace(1) %.887, align 4, !dbg !162
  %.889 = mul i64 %a15, 12, !dbg !162
  %.890 = add i64 %.865, %.889, !dbg !162
  %.891 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.890, !dbg !162
  store float %.740, ptr addrspace(1) %.891, align 4, !dbg !162
  %.893 = mul i64 %a15, 14, !dbg !162
  %.894 = add i64 %.865, %.893, !dbg !162
  br label %common.ret.sink.split, !dbg !162
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStore(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, i64 %a6, float %a7) local_unnamed_addr #0 !dbg !163 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !164
  %t1 = sext i32 %.7 to i64, !dbg !164
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t1, !dbg !165
  %.8 = load i32, ptr addrspace(1) %t3, align 4, !dbg !165, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 4, !dbg !166
  %t6 = mul i64 %t5, %a6, !dbg !167
  %t9 = and i32 %.8, 32, !dbg !168
  %t10 = icmp eq i32 %t9, 0, !dbg !169
  %t12 = and i32 %.8, 8, !dbg !170
  %t13.not = icmp eq i32 %t12, 0, !dbg !170
  br i1 %t10, label %b1, label %b5, !dbg !169

b1:                                               ; preds = %entry
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t6, !dbg !171
  %.47 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !170
  %.48 = lshr i32 %.47, 4, !dbg !170
  %.49 = zext i32 %.48 to i64, !dbg !170
  %.50 = and i32 %.47, 15, !dbg !170
  %.51 = zext i32 %.50 to i64, !dbg !170
  br i1 %t13.not, label %b4, label %b2, !dbg !172

b2:                                               ; preds = %b1
  %.22 = mul i64 %.51, %a6, !dbg !171
  %.23 = add i64 %.22, %.49, !dbg !171
  %.25 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.23, !dbg !171
  store float %a7, ptr addrspace(1) %.25, align 4, !dbg !171
  %.27 = add i64 %.23, 2, !dbg !171
  %.28 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.27, !dbg !171
  store float %a7, ptr addrspace(1) %.28, align 4, !dbg !171
  %.30 = add i64 %.23, 4, !dbg !171
  %.31 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.30, !dbg !171
  store float %a7, ptr addrspace(1) %.31, align 4, !dbg !171
  %.33 = add i64 %.23, 6, !dbg !171
  %.34 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.33, !dbg !171
  store float %a7, ptr addrspace(1) %.34, align 4, !dbg !171
  %.36 = add i64 %.23, 8, !dbg !171
  %.37 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.36, !dbg !171
  store float %a7, ptr addrspace(1) %.37, align 4, !dbg !171
  %.39 = add i64 %.23, 10, !dbg !171
  %.40 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.39, !dbg !171
  store float %a7, ptr addrspace(1) %.40, align 4, !dbg !171
  %.42 = add i64 %.23, 12, !dbg !171
  %.43 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.42, !dbg !171
  store float %a7, ptr addrspace(1) %.43, align 4, !dbg !171
  %.45 = add i64 %.23, 14, !dbg !171
  br label %common.ret.sink.split, !dbg !171

common.ret.sink.split:                            ; preds = %b4, %b2
  %.45.sink = phi i64 [ %.45, %b2 ], [ %.82, %b4 ]
  %.46 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.45.sink, !dbg !170
  store float %a7, ptr addrspace(1) %.46, align 4, !dbg !170
  br label %common.ret, !dbg !170

common.ret:                                       ; preds = %b11, %common.ret.sink.split, %b7
  ret void, !dbg !170

b4:                                               ; preds = %b1
  %.52 = mul i64 %.49, %a6, !dbg !173
  %.53 = add i64 %.52, %.51, !dbg !173
  %.55 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.53, !dbg !173
  store float %a7, ptr addrspace(1) %.55, align 4, !dbg !173
  %.57 = shl i64 %a6, 1, !dbg !173
  %.58 = add i64 %.53, %.57, !dbg !173
  %.59 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.58, !dbg !173
  store float %a7, ptr addrspace(1) %.59, align 4, !dbg !173
  %.61 = shl i64 %a6, 2, !dbg !173
  %.62 = add i64 %.53, %.61, !dbg !173
  %.63 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.62, !dbg !173
  store float %a7, ptr addrspace(1) %.63, align 4, !dbg !173
  %.65 = mul i64 %a6, 6, !dbg !173
  %.66 = add i64 %.53, %.65, !dbg !173
  %.67 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.66, !dbg !173
  store float %a7, ptr addrspace(1) %.67, align 4, !dbg !173
  %.69 = shl i64 %a6, 3, !dbg !173
  %.70 = add i64 %.53, %.69, !dbg !173
  %.71 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.70, !dbg !173
  store float %a7, ptr addrspace(1) %.71, align 4, !dbg !173
  %.73 = mul i64 %a6, 10, !dbg !173
  %.74 = add i64 %.53, %.73, !dbg !173
  %.75 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.74, !dbg !173
  store float %a7, ptr addrspace(1) %.75, align 4, !dbg !173
  %.77 = mul i64 %a6, 12, !dbg !173
  %.78 = add i64 %.53, %.77, !dbg !173
  %.79 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.78, !dbg !173
  store float %a7, ptr addrspace(1) %.79, align 4, !dbg !173
  %.81 = mul i64 %a6, 14, !dbg !173
  %.82 = add i64 %.53, %.81, !dbg !173
  br label %common.ret.sink.split, !dbg !173

b5:                                               ; preds = %entry
  %.126 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !170
  %.127 = lshr i32 %.126, 4, !dbg !170
  br i1 %t13.not, label %b13, label %b6, !dbg !174

b6:                                               ; preds = %b5
  %.87 = and i32 %.126, 15, !dbg !175
  %0 = trunc i64 %a6 to i32, !dbg !175
  %1 = mul i32 %.87, %0, !dbg !175
  %2 = add i32 %1, %.127, !dbg !175
  %.92 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStore.shared.0, i32 %2, !dbg !175
  store float %a7, ptr addrspace(3) %.92, align 4, !dbg !175
  %3 = add i32 %2, 2, !dbg !175
  %.95 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStore.shared.0, i32 %3, !dbg !175
  store float %a7, ptr addrspace(3) %.95, align 4, !dbg !175
  %4 = add i32 %2, 4, !dbg !175
  %.98 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStore.shared.0, i32 %4, !dbg !175
  store float %a7, ptr addrspace(3) %.98, align 4, !dbg !175
  %5 = add i32 %2, 6, !dbg !175
  %.101 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStore.shared.0, i32 %5, !dbg !175
  store float %a7, ptr addrspace(3) %.101, align 4, !dbg !175
  %6 = add i32 %2, 8, !dbg !175
  %.104 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStore.shared.0, i32 %6, !dbg !175
  store float %a7, ptr addrspace(3) %.104, align 4, !dbg !175
  %7 = add i32 %2, 10, !dbg !175
  %.107 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStore.shared.0, i32 %7, !dbg !175
  store float %a7, ptr addrspace(3) %.107, align 4, !dbg !175
  %8 = add i32 %2, 12, !dbg !175
  %.110 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStore.shared.0, i32 %8, !dbg !175
  store float %a7, ptr addrspace(3) %.110, align 4, !dbg !175
  %9 = add i32 %2, 14, !dbg !175
  br label %b7, !dbg !175

b7:                                               ; preds = %b13, %b6
  %.sink = phi i32 [ %20, %b13 ], [ %9, %b6 ]
  %.162 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStore.shared.0, i32 %.sink, !dbg !170
  store float %a7, ptr addrspace(3) %.162, align 4, !dbg !170
  fence syncscope("workgroup") release, !dbg !176
  tail call void @llvm.amdgcn.s.barrier(), !dbg !176
  fence syncscope("workgroup") acquire, !dbg !176
  %.114 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !177
  %t21 = sext i32 %.114 to i64, !dbg !177
  %t22 = shl i64 %a6, 4, !dbg !178
  %.115 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !179
  %.116 = getelementptr inbounds i8, ptr addrspace(4) %.115, i64 4, !dbg !179
  %.117 = load i16, ptr addrspace(4) %.116, align 4, !dbg !179, !invariant.load !6
  %t24 = zext i16 %.117 to i64
  %t261 = icmp sgt i64 %t22, %t21, !dbg !180
  br i1 %t261, label %b9.lr.ph, label %common.ret, !dbg !180

b9.lr.ph:                                         ; preds = %b7
  %.119 = icmp eq i64 %a6, 0
  %10 = add i64 %a6, 1
  %11 = icmp ult i64 %10, 2
  %.122 = select i1 %11, i64 1, i64 %a6
  br label %b9, !dbg !180

b9:                                               ; preds = %b9.lr.ph, %b11
  %t252 = phi i64 [ %t21, %b9.lr.ph ], [ %t33, %b11 ]
  %.123 = srem i64 %t252, %.122, !dbg !181
  %.124 = select i1 %.119, i64 %t252, i64 %.123, !dbg !181
  %t28 = icmp slt i64 %.124, 16, !dbg !182
  br i1 %t28, label %b10, label %b11, !dbg !182

b10:                                              ; preds = %b9
  %t29 = add i64 %t252, %t6, !dbg !183
  %t32 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t29, !dbg !184
  %12 = trunc i64 %t252 to i32, !dbg !185
  %t30 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStore.shared.0, i32 %12, !dbg !185
  %.125 = load float, ptr addrspace(3) %t30, align 4, !dbg !185
  store float %.125, ptr addrspace(1) %t32, align 4, !dbg !184
  br label %b11, !dbg !184

b11:                                              ; preds = %b10, %b9
  %t33 = add i64 %t252, %t24, !dbg !186
  %t26 = icmp slt i64 %t33, %t22, !dbg !180
  br i1 %t26, label %b9, label %common.ret, !dbg !180

b13:                                              ; preds = %b5
  %.128 = zext i32 %.127 to i64, !dbg !187
  %.129 = and i32 %.126, 15, !dbg !187
  %.130 = zext i32 %.129 to i64, !dbg !187
  %.131 = mul i64 %.128, %a6, !dbg !187
  %.132 = add i64 %.131, %.130, !dbg !187
  %13 = trunc i64 %.132 to i32, !dbg !187
  %.134 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStore.shared.0, i32 %13, !dbg !187
  store float %a7, ptr addrspace(3) %.134, align 4, !dbg !187
  %.136 = shl i64 %a6, 1, !dbg !187
  %.137 = add i64 %.132, %.136, !dbg !187
  %14 = trunc i64 %.137 to i32, !dbg !187
  %.138 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStore.shared.0, i32 %14, !dbg !187
  store float %a7, ptr addrspace(3) %.138, align 4, !dbg !187
  %.140 = shl i64 %a6, 2, !dbg !187
  %.141 = add i64 %.132, %.140, !dbg !187
  %15 = trunc i64 %.141 to i32, !dbg !187
  %.142 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStore.shared.0, i32 %15, !dbg !187
  store float %a7, ptr addrspace(3) %.142, align 4, !dbg !187
  %.144 = mul i64 %a6, 6, !dbg !187
  %.145 = add i64 %.132, %.144, !dbg !187
  %16 = trunc i64 %.145 to i32, !dbg !187
  %.146 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStore.shared.0, i32 %16, !dbg !187
  store float %a7, ptr addrspace(3) %.146, align 4, !dbg !187
  %.148 = shl i64 %a6, 3, !dbg !187
  %.149 = add i64 %.132, %.148, !dbg !187
  %17 = trunc i64 %.149 to i32, !dbg !187
  %.150 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStore.shared.0, i32 %17, !dbg !187
  store float %a7, ptr addrspace(3) %.150, align 4, !dbg !187
  %.152 = mul i64 %a6, 10, !dbg !187
  %.153 = add i64 %.132, %.152, !dbg !187
  %18 = trunc i64 %.153 to i32, !dbg !187
  %.154 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStore.shared.0, i32 %18, !dbg !187
  store float %a7, ptr addrspace(3) %.154, align 4, !dbg !187
  %.156 = mul i64 %a6, 12, !dbg !187
  %.157 = add i64 %.132, %.156, !dbg !187
  %19 = trunc i64 %.157 to i32, !dbg !187
  %.158 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStore.shared.0, i32 %19, !dbg !187
  store float %a7, ptr addrspace(3) %.158, align 4, !dbg !187
  %.160 = mul i64 %a6, 14, !dbg !187
  %.161 = add i64 %.132, %.160, !dbg !187
  %20 = trunc i64 %.161 to i32, !dbg !187
  br label %b7, !dbg !187
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn writeonly
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStoreGlobal(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #1 !dbg !188 {
entry:
  %.12 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !189
  %.13 = lshr i32 %.12, 4, !dbg !189
  %.15 = shl i32 %.12, 4, !dbg !189
  %0 = and i32 %.15, 240, !dbg !189
  %narrow = add nuw nsw i32 %0, %.13, !dbg !189
  %.18 = zext i32 %narrow to i64, !dbg !189
  %.20 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.18, !dbg !189
  store float 0.000000e+00, ptr addrspace(1) %.20, align 4, !dbg !189
  %.22 = add nuw nsw i64 %.18, 2, !dbg !189
  %.23 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.22, !dbg !189
  store float 0.000000e+00, ptr addrspace(1) %.23, align 4, !dbg !189
  %.25 = add nuw nsw i64 %.18, 4, !dbg !189
  %.26 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.25, !dbg !189
  store float 0.000000e+00, ptr addrspace(1) %.26, align 4, !dbg !189
  %.28 = add nuw nsw i64 %.18, 6, !dbg !189
  %.29 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.28, !dbg !189
  store float 0.000000e+00, ptr addrspace(1) %.29, align 4, !dbg !189
  %.31 = add nuw nsw i64 %.18, 8, !dbg !189
  %.32 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.31, !dbg !189
  store float 0.000000e+00, ptr addrspace(1) %.32, align 4, !dbg !189
  %.34 = add nuw nsw i64 %.18, 10, !dbg !189
  %.35 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.34, !dbg !189
  store float 0.000000e+00, ptr addrspace(1) %.35, align 4, !dbg !189
  %.37 = add nuw nsw i64 %.18, 12, !dbg !189
  %.38 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.37, !dbg !189
  store float 0.000000e+00, ptr addrspace(1) %.38, align 4, !dbg !189
  %.40 = add nuw nsw i64 %.18, 14, !dbg !189
  %.41 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.40, !dbg !189
  store float 0.000000e+00, ptr addrspace(1) %.41, align 4, !dbg !189
  ret void, !dbg !189
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStoreShared(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #0 !dbg !190 {
entry:
  %.12 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !191
  %.13 = lshr i32 %.12, 4, !dbg !191
  %.15 = shl i32 %.12, 4, !dbg !191
  %0 = and i32 %.15, 240, !dbg !191
  %narrow = add nuw nsw i32 %0, %.13, !dbg !191
  %.20 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStoreShared.shared.0, i32 %narrow, !dbg !191
  store float 0.000000e+00, ptr addrspace(3) %.20, align 4, !dbg !191
  %.22 = add nuw nsw i32 %narrow, 2, !dbg !191
  %.23 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStoreShared.shared.0, i32 %.22, !dbg !191
  store float 0.000000e+00, ptr addrspace(3) %.23, align 4, !dbg !191
  %.25 = add nuw nsw i32 %narrow, 4, !dbg !191
  %.26 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStoreShared.shared.0, i32 %.25, !dbg !191
  store float 0.000000e+00, ptr addrspace(3) %.26, align 4, !dbg !191
  %.28 = add nuw nsw i32 %narrow, 6, !dbg !191
  %.29 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStoreShared.shared.0, i32 %.28, !dbg !191
  store float 0.000000e+00, ptr addrspace(3) %.29, align 4, !dbg !191
  %.31 = add nuw nsw i32 %narrow, 8, !dbg !191
  %.32 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStoreShared.shared.0, i32 %.31, !dbg !191
  store float 0.000000e+00, ptr addrspace(3) %.32, align 4, !dbg !191
  %.34 = add nuw nsw i32 %narrow, 10, !dbg !191
  %.35 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStoreShared.shared.0, i32 %.34, !dbg !191
  store float 0.000000e+00, ptr addrspace(3) %.35, align 4, !dbg !191
  %.37 = add nuw nsw i32 %narrow, 12, !dbg !191
  %.38 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStoreShared.shared.0, i32 %.37, !dbg !191
  store float 0.000000e+00, ptr addrspace(3) %.38, align 4, !dbg !191
  %narrow1 = add nuw nsw i32 %narrow, 14, !dbg !191
  %.41 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStoreShared.shared.0, i32 %narrow1, !dbg !191
  store float 0.000000e+00, ptr addrspace(3) %.41, align 4, !dbg !191
  fence syncscope("workgroup") release, !dbg !192
  tail call void @llvm.amdgcn.s.barrier(), !dbg !192
  fence syncscope("workgroup") acquire, !dbg !192
  %.42 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !193
  %.43 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !194
  %.44 = getelementptr inbounds i8, ptr addrspace(4) %.43, i64 4, !dbg !194
  %.45 = load i16, ptr addrspace(4) %.44, align 4, !dbg !194, !invariant.load !6
  %t9 = zext i16 %.45 to i64
  %t112 = icmp slt i32 %.42, 256, !dbg !195
  br i1 %t112, label %b2.preheader, label %b3, !dbg !195

b2.preheader:                                     ; preds = %entry
  %t6 = sext i32 %.42 to i64, !dbg !193
  br label %b2, !dbg !195

b2:                                               ; preds = %b2.preheader, %b2
  %t103 = phi i64 [ %t15, %b2 ], [ %t6, %b2.preheader ]
  %1 = trunc i64 %t103 to i32, !dbg !196
  %t12 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStoreShared.shared.0, i32 %1, !dbg !196
  %.47 = load float, ptr addrspace(3) %t12, align 4, !dbg !196
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t103, !dbg !197
  store float %.47, ptr addrspace(1) %t14, align 4, !dbg !197
  %t15 = add i64 %t103, %t9, !dbg !198
  %t11 = icmp slt i64 %t15, 256, !dbg !195
  br i1 %t11, label %b2, label %b3, !dbg !195

b3:                                               ; preds = %b2, %entry
  ret void, !dbg !198
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16>, <16 x i16>, <8 x float>) #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half>, <16 x half>, <8 x float>) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #2

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn writeonly "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent mustprogress nofree nounwind readnone willreturn }
attributes #4 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #5 = { convergent mustprogress nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "cudajl.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d", scope: !1, file: !1, line: 51, type: !5, scopeLine: 51, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 52, column: 19, scope: !4)
!8 = !DILocation(line: 53, column: 12, scope: !4)
!9 = !DILocation(line: 54, column: 13, scope: !4)
!10 = !DILocation(line: 54, column: 18, scope: !4)
!11 = !DILocation(line: 59, column: 13, scope: !4)
!12 = !DILocation(line: 59, column: 29, scope: !4)
!13 = !DILocation(line: 61, column: 23, scope: !4)
!14 = !DILocation(line: 61, column: 35, scope: !4)
!15 = !DILocation(line: 63, column: 8, scope: !4)
!16 = !DILocation(line: 63, column: 15, scope: !4)
!17 = !DILocation(line: 61, column: 55, scope: !4)
!18 = !DILocation(line: 61, column: 31, scope: !4)
!19 = !DILocation(line: 62, column: 17, scope: !4)
!20 = !DILocation(line: 62, column: 13, scope: !4)
!21 = !DILocation(line: 62, column: 23, scope: !4)
!22 = !DILocation(line: 64, column: 21, scope: !4)
!23 = !DILocation(line: 66, column: 30, scope: !4)
!24 = !DILocation(line: 66, column: 6, scope: !4)
!25 = !DILocation(line: 66, column: 13, scope: !4)
!26 = !DILocation(line: 66, column: 20, scope: !4)
!27 = !DILocation(line: 61, column: 40, scope: !4)
!28 = !DILocation(line: 68, column: 16, scope: !4)
!29 = !DILocation(line: 103, column: 7, scope: !4)
!30 = !DILocation(line: 103, column: 13, scope: !4)
!31 = !DILocation(line: 0, scope: !4)
!32 = !DILocation(line: 104, column: 21, scope: !4)
!33 = !DILocation(line: 104, column: 4, scope: !4)
!34 = !DILocation(line: 106, column: 20, scope: !4)
!35 = !DILocation(line: 106, column: 3, scope: !4)
!36 = !DILocation(line: 108, column: 6, scope: !4)
!37 = !DILocation(line: 108, column: 12, scope: !4)
!38 = !DILocation(line: 109, column: 20, scope: !4)
!39 = !DILocation(line: 109, column: 3, scope: !4)
!40 = !DILocation(line: 111, column: 19, scope: !4)
!41 = !DILocation(line: 111, column: 2, scope: !4)
!42 = !DILocation(line: 116, column: 22, scope: !4)
!43 = !DILocation(line: 117, column: 13, scope: !4)
!44 = !DILocation(line: 118, column: 21, scope: !4)
!45 = !DILocation(line: 118, column: 4, scope: !4)
!46 = !DILocation(line: 120, column: 20, scope: !4)
!47 = !DILocation(line: 120, column: 3, scope: !4)
!48 = !DILocation(line: 123, column: 20, scope: !4)
!49 = !DILocation(line: 122, column: 12, scope: !4)
!50 = !DILocation(line: 123, column: 3, scope: !4)
!51 = !DILocation(line: 125, column: 19, scope: !4)
!52 = !DILocation(line: 125, column: 2, scope: !4)
!53 = !DILocation(line: 73, column: 6, scope: !4)
!54 = !DILocation(line: 73, column: 11, scope: !4)
!55 = !DILocation(line: 130, column: 22, scope: !4)
!56 = !DILocation(line: 131, column: 13, scope: !4)
!57 = !DILocation(line: 132, column: 21, scope: !4)
!58 = !DILocation(line: 132, column: 4, scope: !4)
!59 = !DILocation(line: 134, column: 20, scope: !4)
!60 = !DILocation(line: 134, column: 3, scope: !4)
!61 = !DILocation(line: 137, column: 20, scope: !4)
!62 = !DILocation(line: 136, column: 12, scope: !4)
!63 = !DILocation(line: 137, column: 3, scope: !4)
!64 = !DILocation(line: 139, column: 19, scope: !4)
!65 = !DILocation(line: 139, column: 2, scope: !4)
!66 = !DILocation(line: 76, column: 15, scope: !4)
!67 = !DILocation(line: 85, column: 12, scope: !4)
!68 = !DILocation(line: 86, column: 14, scope: !4)
!69 = !DILocation(line: 90, column: 15, scope: !4)
!70 = !DILocation(line: 92, column: 22, scope: !4)
!71 = !DILocation(line: 92, column: 34, scope: !4)
!72 = !DILocation(line: 92, column: 54, scope: !4)
!73 = !DILocation(line: 92, column: 30, scope: !4)
!74 = !DILocation(line: 93, column: 7, scope: !4)
!75 = !DILocation(line: 93, column: 11, scope: !4)
!76 = !DILocation(line: 94, column: 9, scope: !4)
!77 = !DILocation(line: 94, column: 5, scope: !4)
!78 = !DILocation(line: 94, column: 17, scope: !4)
!79 = !DILocation(line: 92, column: 39, scope: !4)
!80 = !DILocation(line: 88, column: 14, scope: !4)
!81 = !DILocation(line: 79, column: 15, scope: !4)
!82 = !DILocation(line: 78, column: 13, scope: !4)
!83 = !DILocation(line: 81, column: 15, scope: !4)
!84 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d", scope: !1, file: !1, line: 51, type: !5, scopeLine: 51, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!85 = !DILocation(line: 52, column: 19, scope: !84)
!86 = !DILocation(line: 53, column: 12, scope: !84)
!87 = !DILocation(line: 54, column: 13, scope: !84)
!88 = !DILocation(line: 54, column: 18, scope: !84)
!89 = !DILocation(line: 59, column: 13, scope: !84)
!90 = !DILocation(line: 59, column: 29, scope: !84)
!91 = !DILocation(line: 61, column: 23, scope: !84)
!92 = !DILocation(line: 61, column: 35, scope: !84)
!93 = !DILocation(line: 63, column: 8, scope: !84)
!94 = !DILocation(line: 63, column: 15, scope: !84)
!95 = !DILocation(line: 61, column: 55, scope: !84)
!96 = !DILocation(line: 61, column: 31, scope: !84)
!97 = !DILocation(line: 62, column: 17, scope: !84)
!98 = !DILocation(line: 62, column: 13, scope: !84)
!99 = !DILocation(line: 62, column: 23, scope: !84)
!100 = !DILocation(line: 64, column: 21, scope: !84)
!101 = !DILocation(line: 64, column: 37, scope: !84)
!102 = !DILocation(line: 66, column: 30, scope: !84)
!103 = !DILocation(line: 66, column: 6, scope: !84)
!104 = !DILocation(line: 66, column: 13, scope: !84)
!105 = !DILocation(line: 66, column: 20, scope: !84)
!106 = !DILocation(line: 61, column: 40, scope: !84)
!107 = !DILocation(line: 68, column: 16, scope: !84)
!108 = !DILocation(line: 103, column: 7, scope: !84)
!109 = !DILocation(line: 103, column: 13, scope: !84)
!110 = !DILocation(line: 0, scope: !84)
!111 = !DILocation(line: 104, column: 21, scope: !84)
!112 = !DILocation(line: 104, column: 4, scope: !84)
!113 = !DILocation(line: 106, column: 20, scope: !84)
!114 = !DILocation(line: 106, column: 3, scope: !84)
!115 = !DILocation(line: 108, column: 6, scope: !84)
!116 = !DILocation(line: 108, column: 12, scope: !84)
!117 = !DILocation(line: 109, column: 20, scope: !84)
!118 = !DILocation(line: 109, column: 3, scope: !84)
!119 = !DILocation(line: 111, column: 19, scope: !84)
!120 = !DILocation(line: 111, column: 2, scope: !84)
!121 = !DILocation(line: 116, column: 22, scope: !84)
!122 = !DILocation(line: 117, column: 13, scope: !84)
!123 = !DILocation(line: 118, column: 21, scope: !84)
!124 = !DILocation(line: 118, column: 4, scope: !84)
!125 = !DILocation(line: 120, column: 20, scope: !84)
!126 = !DILocation(line: 120, column: 3, scope: !84)
!127 = !DILocation(line: 123, column: 20, scope: !84)
!128 = !DILocation(line: 122, column: 12, scope: !84)
!129 = !DILocation(line: 123, column: 3, scope: !84)
!130 = !DILocation(line: 125, column: 19, scope: !84)
!131 = !DILocation(line: 125, column: 2, scope: !84)
!132 = !DILocation(line: 73, column: 6, scope: !84)
!133 = !DILocation(line: 73, column: 11, scope: !84)
!134 = !DILocation(line: 130, column: 22, scope: !84)
!135 = !DILocation(line: 131, column: 13, scope: !84)
!136 = !DILocation(line: 132, column: 21, scope: !84)
!137 = !DILocation(line: 132, column: 4, scope: !84)
!138 = !DILocation(line: 134, column: 20, scope: !84)
!139 = !DILocation(line: 134, column: 3, scope: !84)
!140 = !DILocation(line: 137, column: 20, scope: !84)
!141 = !DILocation(line: 136, column: 12, scope: !84)
!142 = !DILocation(line: 137, column: 3, scope: !84)
!143 = !DILocation(line: 139, column: 19, scope: !84)
!144 = !DILocation(line: 139, column: 2, scope: !84)
!145 = !DILocation(line: 76, column: 15, scope: !84)
!146 = !DILocation(line: 85, column: 12, scope: !84)
!147 = !DILocation(line: 86, column: 14, scope: !84)
!148 = !DILocation(line: 90, column: 15, scope: !84)
!149 = !DILocation(line: 92, column: 22, scope: !84)
!150 = !DILocation(line: 92, column: 34, scope: !84)
!151 = !DILocation(line: 92, column: 54, scope: !84)
!152 = !DILocation(line: 92, column: 30, scope: !84)
!153 = !DILocation(line: 93, column: 7, scope: !84)
!154 = !DILocation(line: 93, column: 11, scope: !84)
!155 = !DILocation(line: 94, column: 9, scope: !84)
!156 = !DILocation(line: 94, column: 5, scope: !84)
!157 = !DILocation(line: 94, column: 17, scope: !84)
!158 = !DILocation(line: 92, column: 39, scope: !84)
!159 = !DILocation(line: 88, column: 14, scope: !84)
!160 = !DILocation(line: 79, column: 15, scope: !84)
!161 = !DILocation(line: 78, column: 13, scope: !84)
!162 = !DILocation(line: 81, column: 15, scope: !84)
!163 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStore", scope: !1, file: !1, line: 148, type: !5, scopeLine: 148, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!164 = !DILocation(line: 149, column: 19, scope: !163)
!165 = !DILocation(line: 150, column: 12, scope: !163)
!166 = !DILocation(line: 151, column: 13, scope: !163)
!167 = !DILocation(line: 151, column: 18, scope: !163)
!168 = !DILocation(line: 154, column: 6, scope: !163)
!169 = !DILocation(line: 154, column: 14, scope: !163)
!170 = !DILocation(line: 0, scope: !163)
!171 = !DILocation(line: 156, column: 15, scope: !163)
!172 = !DILocation(line: 155, column: 13, scope: !163)
!173 = !DILocation(line: 158, column: 15, scope: !163)
!174 = !DILocation(line: 162, column: 12, scope: !163)
!175 = !DILocation(line: 163, column: 14, scope: !163)
!176 = !DILocation(line: 167, column: 15, scope: !163)
!177 = !DILocation(line: 168, column: 22, scope: !163)
!178 = !DILocation(line: 168, column: 34, scope: !163)
!179 = !DILocation(line: 168, column: 54, scope: !163)
!180 = !DILocation(line: 168, column: 30, scope: !163)
!181 = !DILocation(line: 169, column: 7, scope: !163)
!182 = !DILocation(line: 169, column: 11, scope: !163)
!183 = !DILocation(line: 170, column: 9, scope: !163)
!184 = !DILocation(line: 170, column: 5, scope: !163)
!185 = !DILocation(line: 170, column: 17, scope: !163)
!186 = !DILocation(line: 168, column: 39, scope: !163)
!187 = !DILocation(line: 165, column: 14, scope: !163)
!188 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStoreGlobal", scope: !1, file: !1, line: 181, type: !5, scopeLine: 181, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!189 = !DILocation(line: 182, column: 13, scope: !188)
!190 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStoreShared", scope: !1, file: !1, line: 188, type: !5, scopeLine: 188, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!191 = !DILocation(line: 190, column: 13, scope: !190)
!192 = !DILocation(line: 191, column: 15, scope: !190)
!193 = !DILocation(line: 192, column: 22, scope: !190)
!194 = !DILocation(line: 192, column: 52, scope: !190)
!195 = !DILocation(line: 192, column: 30, scope: !190)
!196 = !DILocation(line: 193, column: 12, scope: !190)
!197 = !DILocation(line: 193, column: 4, scope: !190)
!198 = !DILocation(line: 192, column: 37, scope: !190)

; kern module github.com/kernlab/kern/internal/testing/mmatest/cudajl (wave64, gfx940)
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
  %.63 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !31
  %.64 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.63), !dbg !31
  %.67 = and i32 %.64, 15, !dbg !31
  br i1 %t43.not, label %b10, label %b9, !dbg !30

b9:                                               ; preds = %b6
  %.35 = zext i32 %.67 to i64, !dbg !32
  %1 = lshr i32 %.64, 2, !dbg !32
  %2 = and i32 %1, 1073741820, !dbg !32
  %.36 = zext i32 %2 to i64, !dbg !32
  %.37 = mul i64 %.36, %a15, !dbg !32
  %.38 = add i64 %.37, %.35, !dbg !32
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
  %.54 = mul i64 %a15, 3, !dbg !32
  %.55 = add i64 %.38, %.54, !dbg !32
  %6 = trunc i64 %.55 to i32
  %.56 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %6
  %.57 = load i16, ptr addrspace(3) %.56, align 2, !dbg !32
  br label %b14, !dbg !33

b10:                                              ; preds = %b6
  %7 = lshr i32 %.64, 2, !dbg !34
  %8 = and i32 %7, 1073741820, !dbg !34
  %9 = trunc i64 %a15 to i32
  %10 = mul i32 %.67, %9
  %11 = add i32 %10, %8
  %.72 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %11
  %.73 = load i16, ptr addrspace(3) %.72, align 2, !dbg !34
  %.74 = zext i16 %.73 to i32, !dbg !34
  %12 = add i32 %11, 1
  %.76 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %12
  %.77 = load i16, ptr addrspace(3) %.76, align 2, !dbg !34
  %.78 = zext i16 %.77 to i32, !dbg !34
  %.79 = shl nuw i32 %.78, 16, !dbg !34
  %.80 = or i32 %.79, %.74, !dbg !34
  %13 = add i32 %11, 2
  %.82 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %13
  %.83 = load i16, ptr addrspace(3) %.82, align 2, !dbg !34
  %14 = add i32 %11, 3
  %.86 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %14
  %.87 = load i16, ptr addrspace(3) %.86, align 2, !dbg !34
  br label %b14, !dbg !35

b11:                                              ; preds = %entry
  %t50 = and i32 %.17, 1, !dbg !36
  %t51.not = icmp eq i32 %t50, 0, !dbg !37
  %t52 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t6, !dbg !38
  %.126 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !31
  %.127 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.126), !dbg !31
  %.130 = and i32 %.127, 15, !dbg !31
  %.131 = zext i32 %.130 to i64, !dbg !31
  %15 = lshr i32 %.127, 2, !dbg !31
  %16 = and i32 %15, 1073741820, !dbg !31
  %.132 = zext i32 %16 to i64, !dbg !31
  br i1 %t51.not, label %b13, label %b12, !dbg !37

b12:                                              ; preds = %b11
  %.100 = mul i64 %.132, %a15, !dbg !38
  %.101 = add i64 %.100, %.131, !dbg !38
  %.102 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.101
  %.103 = load i16, ptr addrspace(1) %.102, align 2, !dbg !38, !amdgpu.noclobber !6
  %.104 = zext i16 %.103 to i32, !dbg !38
  %.106 = add i64 %.101, %a15, !dbg !38
  %.107 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.106
  %.108 = load i16, ptr addrspace(1) %.107, align 2, !dbg !38, !amdgpu.noclobber !6
  %.109 = zext i16 %.108 to i32, !dbg !38
  %.110 = shl nuw i32 %.109, 16, !dbg !38
  %.111 = or i32 %.110, %.104, !dbg !38
  %.112 = shl i64 %a15, 1, !dbg !38
  %.113 = add i64 %.101, %.112, !dbg !38
  %.114 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.113
  %.115 = load i16, ptr addrspace(1) %.114, align 2, !dbg !38, !amdgpu.noclobber !6
  %.117 = mul i64 %a15, 3, !dbg !38
  %.118 = add i64 %.101, %.117, !dbg !38
  %.119 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.118
  %.120 = load i16, ptr addrspace(1) %.119, align 2, !dbg !38, !amdgpu.noclobber !6
  br label %b14, !dbg !39

b13:                                              ; preds = %b11
  %.133 = mul i64 %.131, %a15, !dbg !40
  %.134 = add i64 %.133, %.132, !dbg !40
  %.135 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.134
  %.136 = load i16, ptr addrspace(1) %.135, align 2, !dbg !40, !amdgpu.noclobber !6
  %.137 = zext i16 %.136 to i32, !dbg !40
  %.138 = add i64 %.134, 1, !dbg !40
  %.139 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.138
  %.140 = load i16, ptr addrspace(1) %.139, align 2, !dbg !40, !amdgpu.noclobber !6
  %.141 = zext i16 %.140 to i32, !dbg !40
  %.142 = shl nuw i32 %.141, 16, !dbg !40
  %.143 = or i32 %.142, %.137, !dbg !40
  %.144 = add i64 %.134, 2, !dbg !40
  %.145 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.144
  %.146 = load i16, ptr addrspace(1) %.145, align 2, !dbg !40, !amdgpu.noclobber !6
  %.148 = add i64 %.134, 3, !dbg !40
  %.149 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.148
  %.150 = load i16, ptr addrspace(1) %.149, align 2, !dbg !40, !amdgpu.noclobber !6
  br label %b14, !dbg !41

b14:                                              ; preds = %b13, %b12, %b10, %b9
  %.150.sink = phi i16 [ %.150, %b13 ], [ %.120, %b12 ], [ %.87, %b10 ], [ %.57, %b9 ]
  %.147.sink.in = phi i16 [ %.146, %b13 ], [ %.115, %b12 ], [ %.83, %b10 ], [ %.52, %b9 ]
  %.48.pn = phi i32 [ %.143, %b13 ], [ %.111, %b12 ], [ %.80, %b10 ], [ %.48, %b9 ]
  %.147.sink = zext i16 %.147.sink.in to i32, !dbg !31
  %.151 = zext i16 %.150.sink to i32, !dbg !31
  %.152 = shl nuw i32 %.151, 16, !dbg !31
  %.153 = or i32 %.152, %.147.sink, !dbg !31
  %t68 = and i32 %.17, 2, !dbg !31
  %t69.not = icmp eq i32 %t68, 0, !dbg !31
  br i1 %t12.not, label %b18, label %b15, !dbg !42

b15:                                              ; preds = %b14
  %.186 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !31
  %.187 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.186), !dbg !31
  %.190 = and i32 %.187, 15, !dbg !31
  br i1 %t69.not, label %b17, label %b16, !dbg !43

b16:                                              ; preds = %b15
  %17 = lshr i32 %.187, 2, !dbg !44
  %18 = and i32 %17, 1073741820, !dbg !44
  %19 = trunc i64 %a15 to i32
  %20 = mul i32 %.190, %19
  %21 = add i32 %20, %18
  %.165 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %21
  %.166 = load i16, ptr addrspace(3) %.165, align 2, !dbg !44
  %.167 = zext i16 %.166 to i32, !dbg !44
  %22 = add i32 %21, 1
  %.169 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %22
  %.170 = load i16, ptr addrspace(3) %.169, align 2, !dbg !44
  %.171 = zext i16 %.170 to i32, !dbg !44
  %.172 = shl nuw i32 %.171, 16, !dbg !44
  %.173 = or i32 %.172, %.167, !dbg !44
  %23 = add i32 %21, 2
  %.175 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %23
  %.176 = load i16, ptr addrspace(3) %.175, align 2, !dbg !44
  %24 = add i32 %21, 3
  %.179 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %24
  %.180 = load i16, ptr addrspace(3) %.179, align 2, !dbg !44
  br label %b21, !dbg !45

b17:                                              ; preds = %b15
  %.191 = zext i32 %.190 to i64, !dbg !46
  %25 = lshr i32 %.187, 2, !dbg !46
  %26 = and i32 %25, 1073741820, !dbg !46
  %.192 = zext i32 %26 to i64, !dbg !46
  %.193 = mul i64 %.192, %a15, !dbg !46
  %.194 = add i64 %.193, %.191, !dbg !46
  %27 = trunc i64 %.194 to i32
  %.195 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %27
  %.196 = load i16, ptr addrspace(3) %.195, align 2, !dbg !46
  %.197 = zext i16 %.196 to i32, !dbg !46
  %.199 = add i64 %.194, %a15, !dbg !46
  %28 = trunc i64 %.199 to i32
  %.200 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %28
  %.201 = load i16, ptr addrspace(3) %.200, align 2, !dbg !46
  %.202 = zext i16 %.201 to i32, !dbg !46
  %.203 = shl nuw i32 %.202, 16, !dbg !46
  %.204 = or i32 %.203, %.197, !dbg !46
  %.205 = shl i64 %a15, 1, !dbg !46
  %.206 = add i64 %.194, %.205, !dbg !46
  %29 = trunc i64 %.206 to i32
  %.207 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %29
  %.208 = load i16, ptr addrspace(3) %.207, align 2, !dbg !46
  %.210 = mul i64 %a15, 3, !dbg !46
  %.211 = add i64 %.194, %.210, !dbg !46
  %30 = trunc i64 %.211 to i32
  %.212 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %30
  %.213 = load i16, ptr addrspace(3) %.212, align 2, !dbg !46
  br label %b21, !dbg !47

b18:                                              ; preds = %b14
  %t70 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t6, !dbg !48
  %.249 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !31
  %.250 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.249), !dbg !31
  %.253 = and i32 %.250, 15, !dbg !31
  %.254 = zext i32 %.253 to i64, !dbg !31
  %31 = lshr i32 %.250, 2, !dbg !31
  %32 = and i32 %31, 1073741820, !dbg !31
  %.255 = zext i32 %32 to i64, !dbg !31
  br i1 %t69.not, label %b20, label %b19, !dbg !49

b19:                                              ; preds = %b18
  %.226 = mul i64 %.254, %a15, !dbg !48
  %.227 = add i64 %.226, %.255, !dbg !48
  %.228 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.227
  %.229 = load i16, ptr addrspace(1) %.228, align 2, !dbg !48, !amdgpu.noclobber !6
  %.230 = zext i16 %.229 to i32, !dbg !48
  %.231 = add i64 %.227, 1, !dbg !48
  %.232 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.231
  %.233 = load i16, ptr addrspace(1) %.232, align 2, !dbg !48, !amdgpu.noclobber !6
  %.234 = zext i16 %.233 to i32, !dbg !48
  %.235 = shl nuw i32 %.234, 16, !dbg !48
  %.236 = or i32 %.235, %.230, !dbg !48
  %.237 = add i64 %.227, 2, !dbg !48
  %.238 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.237
  %.239 = load i16, ptr addrspace(1) %.238, align 2, !dbg !48, !amdgpu.noclobber !6
  %.241 = add i64 %.227, 3, !dbg !48
  %.242 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.241
  %.243 = load i16, ptr addrspace(1) %.242, align 2, !dbg !48, !amdgpu.noclobber !6
  br label %b21, !dbg !50

b20:                                              ; preds = %b18
  %.256 = mul i64 %.255, %a15, !dbg !51
  %.257 = add i64 %.256, %.254, !dbg !51
  %.258 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.257
  %.259 = load i16, ptr addrspace(1) %.258, align 2, !dbg !51, !amdgpu.noclobber !6
  %.260 = zext i16 %.259 to i32, !dbg !51
  %.262 = add i64 %.257, %a15, !dbg !51
  %.263 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.262
  %.264 = load i16, ptr addrspace(1) %.263, align 2, !dbg !51, !amdgpu.noclobber !6
  %.265 = zext i16 %.264 to i32, !dbg !51
  %.266 = shl nuw i32 %.265, 16, !dbg !51
  %.267 = or i32 %.266, %.260, !dbg !51
  %.268 = shl i64 %a15, 1, !dbg !51
  %.269 = add i64 %.257, %.268, !dbg !51
  %.270 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.269
  %.271 = load i16, ptr addrspace(1) %.270, align 2, !dbg !51, !amdgpu.noclobber !6
  %.273 = mul i64 %a15, 3, !dbg !51
  %.274 = add i64 %.257, %.273, !dbg !51
  %.275 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.274
  %.276 = load i16, ptr addrspace(1) %.275, align 2, !dbg !51, !amdgpu.noclobber !6
  br label %b21, !dbg !52

b21:                                              ; preds = %b20, %b19, %b17, %b16
  %.276.sink = phi i16 [ %.276, %b20 ], [ %.243, %b19 ], [ %.213, %b17 ], [ %.180, %b16 ]
  %.272.sink.in = phi i16 [ %.271, %b20 ], [ %.239, %b19 ], [ %.208, %b17 ], [ %.176, %b16 ]
  %.173.pn = phi i32 [ %.267, %b20 ], [ %.236, %b19 ], [ %.204, %b17 ], [ %.173, %b16 ]
  %.272.sink = zext i16 %.272.sink.in to i32, !dbg !31
  %.277 = zext i16 %.276.sink to i32, !dbg !31
  %.278 = shl nuw i32 %.277, 16, !dbg !31
  %.279 = or i32 %.278, %.272.sink, !dbg !31
  %t77 = and i32 %.17, 16, !dbg !53
  %t78.not = icmp eq i32 %t77, 0, !dbg !54
  br i1 %t78.not, label %b30, label %b22, !dbg !54

b22:                                              ; preds = %b21
  %t89 = and i32 %.17, 4, !dbg !31
  %t90.not = icmp eq i32 %t89, 0, !dbg !31
  br i1 %t12.not, label %b26, label %b23, !dbg !55

b23:                                              ; preds = %b22
  %.310 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !31
  %.311 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.310), !dbg !31
  %.314 = and i32 %.311, 15, !dbg !31
  br i1 %t90.not, label %b25, label %b24, !dbg !56

b24:                                              ; preds = %b23
  %33 = lshr i32 %.311, 2, !dbg !57
  %34 = and i32 %33, 1073741820, !dbg !57
  %35 = trunc i64 %a15 to i32
  %36 = mul i32 %.314, %35
  %37 = add i32 %36, %34
  %.295 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %37
  %.296 = load float, ptr addrspace(3) %.295, align 4, !dbg !57
  %38 = add i32 %37, 1
  %.298 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %38
  %.299 = load float, ptr addrspace(3) %.298, align 4, !dbg !57
  %39 = add i32 %37, 2
  %.301 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %39
  %.302 = load float, ptr addrspace(3) %.301, align 4, !dbg !57
  %40 = add i32 %37, 3
  %.304 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %40
  %.305 = load float, ptr addrspace(3) %.304, align 4, !dbg !57
  %.306 = insertvalue { [8 x float] } zeroinitializer, float %.296, 0, 0, !dbg !57
  %.307 = insertvalue { [8 x float] } %.306, float %.299, 0, 1, !dbg !57
  %.308 = insertvalue { [8 x float] } %.307, float %.302, 0, 2, !dbg !57
  %.309 = insertvalue { [8 x float] } %.308, float %.305, 0, 3, !dbg !57
  br label %b30, !dbg !58

b25:                                              ; preds = %b23
  %.315 = zext i32 %.314 to i64, !dbg !59
  %41 = lshr i32 %.311, 2, !dbg !59
  %42 = and i32 %41, 1073741820, !dbg !59
  %.316 = zext i32 %42 to i64, !dbg !59
  %.317 = mul i64 %.316, %a15, !dbg !59
  %.318 = add i64 %.317, %.315, !dbg !59
  %43 = trunc i64 %.318 to i32
  %.319 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %43
  %.320 = load float, ptr addrspace(3) %.319, align 4, !dbg !59
  %.322 = add i64 %.318, %a15, !dbg !59
  %44 = trunc i64 %.322 to i32
  %.323 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %44
  %.324 = load float, ptr addrspace(3) %.323, align 4, !dbg !59
  %.325 = shl i64 %a15, 1, !dbg !59
  %.326 = add i64 %.318, %.325, !dbg !59
  %45 = trunc i64 %.326 to i32
  %.327 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %45
  %.328 = load float, ptr addrspace(3) %.327, align 4, !dbg !59
  %.329 = mul i64 %a15, 3, !dbg !59
  %.330 = add i64 %.318, %.329, !dbg !59
  %46 = trunc i64 %.330 to i32
  %.331 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %46
  %.332 = load float, ptr addrspace(3) %.331, align 4, !dbg !59
  %.333 = insertvalue { [8 x float] } zeroinitializer, float %.320, 0, 0, !dbg !59
  %.334 = insertvalue { [8 x float] } %.333, float %.324, 0, 1, !dbg !59
  %.335 = insertvalue { [8 x float] } %.334, float %.328, 0, 2, !dbg !59
  %.336 = insertvalue { [8 x float] } %.335, float %.332, 0, 3, !dbg !59
  br label %b30, !dbg !60

b26:                                              ; preds = %b22
  %t91 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t6, !dbg !61
  %.361 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !31
  %.362 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.361), !dbg !31
  %.365 = and i32 %.362, 15, !dbg !31
  %.366 = zext i32 %.365 to i64, !dbg !31
  %47 = lshr i32 %.362, 2, !dbg !31
  %48 = and i32 %47, 1073741820, !dbg !31
  %.367 = zext i32 %48 to i64, !dbg !31
  br i1 %t90.not, label %b28, label %b27, !dbg !62

b27:                                              ; preds = %b26
  %.344 = mul i64 %.366, %a15, !dbg !61
  %.345 = add i64 %.344, %.367, !dbg !61
  %.346 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.345
  %.347 = load float, ptr addrspace(1) %.346, align 4, !dbg !61, !amdgpu.noclobber !6
  %.348 = add i64 %.345, 1, !dbg !61
  %.349 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.348
  %.350 = load float, ptr addrspace(1) %.349, align 4, !dbg !61, !amdgpu.noclobber !6
  %.351 = add i64 %.345, 2, !dbg !61
  %.352 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.351
  %.353 = load float, ptr addrspace(1) %.352, align 4, !dbg !61, !amdgpu.noclobber !6
  %.354 = add i64 %.345, 3, !dbg !61
  %.355 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.354
  %.356 = load float, ptr addrspace(1) %.355, align 4, !dbg !61, !amdgpu.noclobber !6
  %.357 = insertvalue { [8 x float] } zeroinitializer, float %.347, 0, 0, !dbg !61
  %.358 = insertvalue { [8 x float] } %.357, float %.350, 0, 1, !dbg !61
  %.359 = insertvalue { [8 x float] } %.358, float %.353, 0, 2, !dbg !61
  %.360 = insertvalue { [8 x float] } %.359, float %.356, 0, 3, !dbg !61
  br label %b30, !dbg !63

b28:                                              ; preds = %b26
  %.368 = mul i64 %.367, %a15, !dbg !64
  %.369 = add i64 %.368, %.366, !dbg !64
  %.370 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.369
  %.371 = load float, ptr addrspace(1) %.370, align 4, !dbg !64, !amdgpu.noclobber !6
  %.373 = add i64 %.369, %a15, !dbg !64
  %.374 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.373
  %.375 = load float, ptr addrspace(1) %.374, align 4, !dbg !64, !amdgpu.noclobber !6
  %.376 = shl i64 %a15, 1, !dbg !64
  %.377 = add i64 %.369, %.376, !dbg !64
  %.378 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.377
  %.379 = load float, ptr addrspace(1) %.378, align 4, !dbg !64, !amdgpu.noclobber !6
  %.380 = mul i64 %a15, 3, !dbg !64
  %.381 = add i64 %.369, %.380, !dbg !64
  %.382 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.381
  %.383 = load float, ptr addrspace(1) %.382, align 4, !dbg !64, !amdgpu.noclobber !6
  %.384 = insertvalue { [8 x float] } zeroinitializer, float %.371, 0, 0, !dbg !64
  %.385 = insertvalue { [8 x float] } %.384, float %.375, 0, 1, !dbg !64
  %.386 = insertvalue { [8 x float] } %.385, float %.379, 0, 2, !dbg !64
  %.387 = insertvalue { [8 x float] } %.386, float %.383, 0, 3, !dbg !64
  br label %b30, !dbg !65

b30:                                              ; preds = %b24, %b25, %b27, %b28, %b21
  %t97 = phi { [8 x float] } [ zeroinitializer, %b21 ], [ %.309, %b24 ], [ %.336, %b25 ], [ %.360, %b27 ], [ %.387, %b28 ]
  %.388 = extractvalue { [8 x float] } %t97, 0, 0, !dbg !66
  %.389 = insertelement <4 x float> poison, float %.388, i64 0, !dbg !66
  %.390 = extractvalue { [8 x float] } %t97, 0, 1, !dbg !66
  %.391 = insertelement <4 x float> %.389, float %.390, i64 1, !dbg !66
  %.392 = extractvalue { [8 x float] } %t97, 0, 2, !dbg !66
  %.393 = insertelement <4 x float> %.391, float %.392, i64 2, !dbg !66
  %.394 = extractvalue { [8 x float] } %t97, 0, 3, !dbg !66
  %.395 = insertelement <4 x float> %.393, float %.394, i64 3, !dbg !66
  %.397 = insertelement <2 x i32> poison, i32 %.48.pn, i64 0, !dbg !66
  %.399 = insertelement <2 x i32> %.397, i32 %.153, i64 1, !dbg !66
  %.400 = bitcast <2 x i32> %.399 to <4 x half>, !dbg !66
  %.402 = insertelement <2 x i32> poison, i32 %.173.pn, i64 0, !dbg !66
  %.404 = insertelement <2 x i32> %.402, i32 %.279, i64 1, !dbg !66
  %.405 = bitcast <2 x i32> %.404 to <4 x half>, !dbg !66
  %.406 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.400, <4 x half> %.405, <4 x float> %.395, i32 0, i32 0, i32 0), !dbg !66
  %.407 = extractelement <4 x float> %.406, i64 0, !dbg !66
  %.408 = extractelement <4 x float> %.406, i64 1, !dbg !66
  %.409 = extractelement <4 x float> %.406, i64 2, !dbg !66
  %.410 = extractelement <4 x float> %.406, i64 3, !dbg !66
  %t122 = and i32 %.17, 8, !dbg !31
  %t123.not = icmp eq i32 %t122, 0, !dbg !31
  br i1 %t12.not, label %b40, label %b31, !dbg !66

b31:                                              ; preds = %b30
  %.447 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !31
  %.448 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.447), !dbg !31
  %.451 = and i32 %.448, 15, !dbg !31
  br i1 %t123.not, label %b39, label %b32, !dbg !67

b32:                                              ; preds = %b31
  %49 = lshr i32 %.448, 2, !dbg !68
  %50 = and i32 %49, 1073741820, !dbg !68
  %51 = trunc i64 %a15 to i32, !dbg !68
  %52 = mul i32 %.451, %51, !dbg !68
  %53 = add i32 %52, %50, !dbg !68
  %.425 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %53, !dbg !68
  %54 = shufflevector <4 x float> %.406, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !68
  store <2 x float> %54, ptr addrspace(3) %.425, align 4, !dbg !68
  %55 = add i32 %53, 2, !dbg !68
  %.431 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %55, !dbg !68
  store float %.409, ptr addrspace(3) %.431, align 4, !dbg !68
  %56 = add i32 %53, 3, !dbg !68
  br label %b33, !dbg !68

b33:                                              ; preds = %b39, %b32
  %.sink = phi i32 [ %65, %b39 ], [ %56, %b32 ]
  %.469 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %.sink, !dbg !31
  store float %.410, ptr addrspace(3) %.469, align 4, !dbg !31
  fence syncscope("workgroup") release, !dbg !69
  tail call void @llvm.amdgcn.s.barrier(), !dbg !69
  fence syncscope("workgroup") acquire, !dbg !69
  %.435 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !70
  %t106 = sext i32 %.435 to i64, !dbg !70
  %t107 = shl i64 %a15, 4, !dbg !71
  %.436 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !72
  %.437 = getelementptr inbounds i8, ptr addrspace(4) %.436, i64 4, !dbg !72
  %.438 = load i16, ptr addrspace(4) %.437, align 4, !dbg !72, !invariant.load !6
  %t109 = zext i16 %.438 to i64
  %t1114 = icmp sgt i64 %t107, %t106, !dbg !73
  br i1 %t1114, label %b35.lr.ph, label %common.ret, !dbg !73

b35.lr.ph:                                        ; preds = %b33
  %.440 = icmp eq i64 %a15, 0
  %57 = add i64 %a15, 1
  %58 = icmp ult i64 %57, 2
  %.443 = select i1 %58, i64 1, i64 %a15
  br label %b35, !dbg !73

b35:                                              ; preds = %b35.lr.ph, %b37
  %t1105 = phi i64 [ %t106, %b35.lr.ph ], [ %t118, %b37 ]
  %.444 = srem i64 %t1105, %.443, !dbg !74
  %.445 = select i1 %.440, i64 %t1105, i64 %.444, !dbg !74
  %t113 = icmp slt i64 %.445, 16, !dbg !75
  br i1 %t113, label %b36, label %b37, !dbg !75

b36:                                              ; preds = %b35
  %t114 = add i64 %t1105, %t6, !dbg !76
  %t117 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t114, !dbg !77
  %59 = trunc i64 %t1105 to i32, !dbg !78
  %t115 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %59, !dbg !78
  %.446 = load float, ptr addrspace(3) %t115, align 4, !dbg !78
  store float %.446, ptr addrspace(1) %t117, align 4, !dbg !77
  br label %b37, !dbg !77

b37:                                              ; preds = %b36, %b35
  %t118 = add i64 %t1105, %t109, !dbg !79
  %t111 = icmp slt i64 %t118, %t107, !dbg !73
  br i1 %t111, label %b35, label %common.ret, !dbg !73

common.ret.sink.split:                            ; preds = %b43, %b41
  %.488.sink = phi i64 [ %.488, %b41 ], [ %.511, %b43 ]
  %.489 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.488.sink, !dbg !31
  store float %.410, ptr addrspace(1) %.489, align 4, !dbg !31
  br label %common.ret, !dbg !31

common.ret:                                       ; preds = %b37, %common.ret.sink.split, %b33
  ret void, !dbg !31

b39:                                              ; preds = %b31
  %.452 = zext i32 %.451 to i64, !dbg !80
  %60 = lshr i32 %.448, 2, !dbg !80
  %61 = and i32 %60, 1073741820, !dbg !80
  %.453 = zext i32 %61 to i64, !dbg !80
  %.454 = mul i64 %.453, %a15, !dbg !80
  %.455 = add i64 %.454, %.452, !dbg !80
  %62 = trunc i64 %.455 to i32, !dbg !80
  %.457 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %62, !dbg !80
  store float %.407, ptr addrspace(3) %.457, align 4, !dbg !80
  %.460 = add i64 %.455, %a15, !dbg !80
  %63 = trunc i64 %.460 to i32, !dbg !80
  %.461 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %63, !dbg !80
  store float %.408, ptr addrspace(3) %.461, align 4, !dbg !80
  %.463 = shl i64 %a15, 1, !dbg !80
  %.464 = add i64 %.455, %.463, !dbg !80
  %64 = trunc i64 %.464 to i32, !dbg !80
  %.465 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %64, !dbg !80
  store float %.409, ptr addrspace(3) %.465, align 4, !dbg !80
  %.467 = mul i64 %a15, 3, !dbg !80
  %.468 = add i64 %.455, %.467, !dbg !80
  %65 = trunc i64 %.468 to i32, !dbg !80
  br label %b33, !dbg !80

b40:                                              ; preds = %b30
  %t124 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t6, !dbg !81
  %.490 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !31
  %.491 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.490), !dbg !31
  %.494 = and i32 %.491, 15, !dbg !31
  %.495 = zext i32 %.494 to i64, !dbg !31
  %66 = lshr i32 %.491, 2, !dbg !31
  %67 = and i32 %66, 1073741820, !dbg !31
  %.496 = zext i32 %67 to i64, !dbg !31
  br i1 %t123.not, label %b43, label %b41, !dbg !82

b41:                                              ; preds = %b40
  %.477 = mul i64 %.495, %a15, !dbg !81
  %.478 = add i64 %.477, %.496, !dbg !81
  %.480 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.478, !dbg !81
  %68 = shufflevector <4 x float> %.406, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !81
  store <2 x float> %68, ptr addrspace(1) %.480, align 4, !dbg !81
  %.485 = add i64 %.478, 2, !dbg !81
  %.486 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.485, !dbg !81
  store float %.409, ptr addrspace(1) %.486, align 4, !dbg !81
  %.488 = add i64 %.478, 3, !dbg !81
  br label %common.ret.sink.split, !dbg !81

b43:                                              ; preds = %b40
  %.497 = mul i64 %.496, %a15, !dbg !83
  %.498 = add i64 %.497, %.495, !dbg !83
  %.500 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.498, !dbg !83
  store float %.407, ptr addrspace(1) %.500, align 4, !dbg !83
  %.503 = add i64 %.498, %a15, !dbg !83
  %.504 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.503, !dbg !83
  store float %.408, ptr addrspace(1) %.504, align 4, !dbg !83
  %.506 = shl i64 %a15, 1, !dbg !83
  %.507 = add i64 %.498, %.506, !dbg !83
  %.508 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.507, !dbg !83
  store float %.409, ptr addrspace(1) %.508, align 4, !dbg !83
  %.510 = mul i64 %a15, 3, !dbg !83
  %.511 = add i64 %.498, %.510, !dbg !83
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
  %.78 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !110
  %.79 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.78), !dbg !110
  %.82 = and i32 %.79, 15, !dbg !110
  br i1 %t43.not, label %b10, label %b9, !dbg !109

b9:                                               ; preds = %b6
  %.50 = zext i32 %.82 to i64, !dbg !111
  %1 = lshr i32 %.79, 2, !dbg !111
  %2 = and i32 %1, 1073741820, !dbg !111
  %.51 = zext i32 %2 to i64, !dbg !111
  %.52 = mul i64 %.51, %a15, !dbg !111
  %.53 = add i64 %.52, %.50, !dbg !111
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
  %.69 = mul i64 %a15, 3, !dbg !111
  %.70 = add i64 %.53, %.69, !dbg !111
  %6 = trunc i64 %.70 to i32
  %.71 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %6
  %.72 = load i16, ptr addrspace(3) %.71, align 2, !dbg !111
  br label %b14, !dbg !112

b10:                                              ; preds = %b6
  %7 = lshr i32 %.79, 2, !dbg !113
  %8 = and i32 %7, 1073741820, !dbg !113
  %9 = trunc i64 %a15 to i32
  %10 = mul i32 %.82, %9
  %11 = add i32 %10, %8
  %.87 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %11
  %.88 = load i16, ptr addrspace(3) %.87, align 2, !dbg !113
  %.89 = zext i16 %.88 to i32, !dbg !113
  %12 = add i32 %11, 1
  %.91 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %12
  %.92 = load i16, ptr addrspace(3) %.91, align 2, !dbg !113
  %.93 = zext i16 %.92 to i32, !dbg !113
  %.94 = shl nuw i32 %.93, 16, !dbg !113
  %.95 = or i32 %.94, %.89, !dbg !113
  %13 = add i32 %11, 2
  %.97 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %13
  %.98 = load i16, ptr addrspace(3) %.97, align 2, !dbg !113
  %14 = add i32 %11, 3
  %.101 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %14
  %.102 = load i16, ptr addrspace(3) %.101, align 2, !dbg !113
  br label %b14, !dbg !114

b11:                                              ; preds = %entry
  %t50 = and i32 %.17, 1, !dbg !115
  %t51.not = icmp eq i32 %t50, 0, !dbg !116
  %t52 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t6, !dbg !117
  %.141 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !110
  %.142 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.141), !dbg !110
  %.145 = and i32 %.142, 15, !dbg !110
  %.146 = zext i32 %.145 to i64, !dbg !110
  %15 = lshr i32 %.142, 2, !dbg !110
  %16 = and i32 %15, 1073741820, !dbg !110
  %.147 = zext i32 %16 to i64, !dbg !110
  br i1 %t51.not, label %b13, label %b12, !dbg !116

b12:                                              ; preds = %b11
  %.115 = mul i64 %.147, %a15, !dbg !117
  %.116 = add i64 %.115, %.146, !dbg !117
  %.117 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.116
  %.118 = load i16, ptr addrspace(1) %.117, align 2, !dbg !117, !amdgpu.noclobber !6
  %.119 = zext i16 %.118 to i32, !dbg !117
  %.121 = add i64 %.116, %a15, !dbg !117
  %.122 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.121
  %.123 = load i16, ptr addrspace(1) %.122, align 2, !dbg !117, !amdgpu.noclobber !6
  %.124 = zext i16 %.123 to i32, !dbg !117
  %.125 = shl nuw i32 %.124, 16, !dbg !117
  %.126 = or i32 %.125, %.119, !dbg !117
  %.127 = shl i64 %a15, 1, !dbg !117
  %.128 = add i64 %.116, %.127, !dbg !117
  %.129 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.128
  %.130 = load i16, ptr addrspace(1) %.129, align 2, !dbg !117, !amdgpu.noclobber !6
  %.132 = mul i64 %a15, 3, !dbg !117
  %.133 = add i64 %.116, %.132, !dbg !117
  %.134 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.133
  %.135 = load i16, ptr addrspace(1) %.134, align 2, !dbg !117, !amdgpu.noclobber !6
  br label %b14, !dbg !118

b13:                                              ; preds = %b11
  %.148 = mul i64 %.146, %a15, !dbg !119
  %.149 = add i64 %.148, %.147, !dbg !119
  %.150 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.149
  %.151 = load i16, ptr addrspace(1) %.150, align 2, !dbg !119, !amdgpu.noclobber !6
  %.152 = zext i16 %.151 to i32, !dbg !119
  %.153 = add i64 %.149, 1, !dbg !119
  %.154 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.153
  %.155 = load i16, ptr addrspace(1) %.154, align 2, !dbg !119, !amdgpu.noclobber !6
  %.156 = zext i16 %.155 to i32, !dbg !119
  %.157 = shl nuw i32 %.156, 16, !dbg !119
  %.158 = or i32 %.157, %.152, !dbg !119
  %.159 = add i64 %.149, 2, !dbg !119
  %.160 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.159
  %.161 = load i16, ptr addrspace(1) %.160, align 2, !dbg !119, !amdgpu.noclobber !6
  %.163 = add i64 %.149, 3, !dbg !119
  %.164 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.163
  %.165 = load i16, ptr addrspace(1) %.164, align 2, !dbg !119, !amdgpu.noclobber !6
  br label %b14, !dbg !120

b14:                                              ; preds = %b13, %b12, %b10, %b9
  %.165.sink = phi i16 [ %.165, %b13 ], [ %.135, %b12 ], [ %.102, %b10 ], [ %.72, %b9 ]
  %.162.sink.in = phi i16 [ %.161, %b13 ], [ %.130, %b12 ], [ %.98, %b10 ], [ %.67, %b9 ]
  %.63.pn = phi i32 [ %.158, %b13 ], [ %.126, %b12 ], [ %.95, %b10 ], [ %.63, %b9 ]
  %.162.sink = zext i16 %.162.sink.in to i32, !dbg !110
  %.166 = zext i16 %.165.sink to i32, !dbg !110
  %.167 = shl nuw i32 %.166, 16, !dbg !110
  %.168 = or i32 %.167, %.162.sink, !dbg !110
  %t68 = and i32 %.17, 2, !dbg !110
  %t69.not = icmp eq i32 %t68, 0, !dbg !110
  br i1 %t12.not, label %b18, label %b15, !dbg !121

b15:                                              ; preds = %b14
  %.201 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !110
  %.202 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.201), !dbg !110
  %.205 = and i32 %.202, 15, !dbg !110
  br i1 %t69.not, label %b17, label %b16, !dbg !122

b16:                                              ; preds = %b15
  %17 = lshr i32 %.202, 2, !dbg !123
  %18 = and i32 %17, 1073741820, !dbg !123
  %19 = trunc i64 %a15 to i32
  %20 = mul i32 %.205, %19
  %21 = add i32 %20, %18
  %.180 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %21
  %.181 = load i16, ptr addrspace(3) %.180, align 2, !dbg !123
  %.182 = zext i16 %.181 to i32, !dbg !123
  %22 = add i32 %21, 1
  %.184 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %22
  %.185 = load i16, ptr addrspace(3) %.184, align 2, !dbg !123
  %.186 = zext i16 %.185 to i32, !dbg !123
  %.187 = shl nuw i32 %.186, 16, !dbg !123
  %.188 = or i32 %.187, %.182, !dbg !123
  %23 = add i32 %21, 2
  %.190 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %23
  %.191 = load i16, ptr addrspace(3) %.190, align 2, !dbg !123
  %24 = add i32 %21, 3
  %.194 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %24
  %.195 = load i16, ptr addrspace(3) %.194, align 2, !dbg !123
  br label %b21, !dbg !124

b17:                                              ; preds = %b15
  %.206 = zext i32 %.205 to i64, !dbg !125
  %25 = lshr i32 %.202, 2, !dbg !125
  %26 = and i32 %25, 1073741820, !dbg !125
  %.207 = zext i32 %26 to i64, !dbg !125
  %.208 = mul i64 %.207, %a15, !dbg !125
  %.209 = add i64 %.208, %.206, !dbg !125
  %27 = trunc i64 %.209 to i32
  %.210 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %27
  %.211 = load i16, ptr addrspace(3) %.210, align 2, !dbg !125
  %.212 = zext i16 %.211 to i32, !dbg !125
  %.214 = add i64 %.209, %a15, !dbg !125
  %28 = trunc i64 %.214 to i32
  %.215 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %28
  %.216 = load i16, ptr addrspace(3) %.215, align 2, !dbg !125
  %.217 = zext i16 %.216 to i32, !dbg !125
  %.218 = shl nuw i32 %.217, 16, !dbg !125
  %.219 = or i32 %.218, %.212, !dbg !125
  %.220 = shl i64 %a15, 1, !dbg !125
  %.221 = add i64 %.209, %.220, !dbg !125
  %29 = trunc i64 %.221 to i32
  %.222 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %29
  %.223 = load i16, ptr addrspace(3) %.222, align 2, !dbg !125
  %.225 = mul i64 %a15, 3, !dbg !125
  %.226 = add i64 %.209, %.225, !dbg !125
  %30 = trunc i64 %.226 to i32
  %.227 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %30
  %.228 = load i16, ptr addrspace(3) %.227, align 2, !dbg !125
  br label %b21, !dbg !126

b18:                                              ; preds = %b14
  %t70 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t6, !dbg !127
  %.264 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !110
  %.265 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.264), !dbg !110
  %.268 = and i32 %.265, 15, !dbg !110
  %.269 = zext i32 %.268 to i64, !dbg !110
  %31 = lshr i32 %.265, 2, !dbg !110
  %32 = and i32 %31, 1073741820, !dbg !110
  %.270 = zext i32 %32 to i64, !dbg !110
  br i1 %t69.not, label %b20, label %b19, !dbg !128

b19:                                              ; preds = %b18
  %.241 = mul i64 %.269, %a15, !dbg !127
  %.242 = add i64 %.241, %.270, !dbg !127
  %.243 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.242
  %.244 = load i16, ptr addrspace(1) %.243, align 2, !dbg !127, !amdgpu.noclobber !6
  %.245 = zext i16 %.244 to i32, !dbg !127
  %.246 = add i64 %.242, 1, !dbg !127
  %.247 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.246
  %.248 = load i16, ptr addrspace(1) %.247, align 2, !dbg !127, !amdgpu.noclobber !6
  %.249 = zext i16 %.248 to i32, !dbg !127
  %.250 = shl nuw i32 %.249, 16, !dbg !127
  %.251 = or i32 %.250, %.245, !dbg !127
  %.252 = add i64 %.242, 2, !dbg !127
  %.253 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.252
  %.254 = load i16, ptr addrspace(1) %.253, align 2, !dbg !127, !amdgpu.noclobber !6
  %.256 = add i64 %.242, 3, !dbg !127
  %.257 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.256
  %.258 = load i16, ptr addrspace(1) %.257, align 2, !dbg !127, !amdgpu.noclobber !6
  br label %b21, !dbg !129

b20:                                              ; preds = %b18
  %.271 = mul i64 %.270, %a15, !dbg !130
  %.272 = add i64 %.271, %.269, !dbg !130
  %.273 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.272
  %.274 = load i16, ptr addrspace(1) %.273, align 2, !dbg !130, !amdgpu.noclobber !6
  %.275 = zext i16 %.274 to i32, !dbg !130
  %.277 = add i64 %.272, %a15, !dbg !130
  %.278 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.277
  %.279 = load i16, ptr addrspace(1) %.278, align 2, !dbg !130, !amdgpu.noclobber !6
  %.280 = zext i16 %.279 to i32, !dbg !130
  %.281 = shl nuw i32 %.280, 16, !dbg !130
  %.282 = or i32 %.281, %.275, !dbg !130
  %.283 = shl i64 %a15, 1, !dbg !130
  %.284 = add i64 %.272, %.283, !dbg !130
  %.285 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.284
  %.286 = load i16, ptr addrspace(1) %.285, align 2, !dbg !130, !amdgpu.noclobber !6
  %.288 = mul i64 %a15, 3, !dbg !130
  %.289 = add i64 %.272, %.288, !dbg !130
  %.290 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.289
  %.291 = load i16, ptr addrspace(1) %.290, align 2, !dbg !130, !amdgpu.noclobber !6
  br label %b21, !dbg !131

b21:                                              ; preds = %b20, %b19, %b17, %b16
  %.291.sink = phi i16 [ %.291, %b20 ], [ %.258, %b19 ], [ %.228, %b17 ], [ %.195, %b16 ]
  %.287.sink.in = phi i16 [ %.286, %b20 ], [ %.254, %b19 ], [ %.223, %b17 ], [ %.191, %b16 ]
  %.188.pn = phi i32 [ %.282, %b20 ], [ %.251, %b19 ], [ %.219, %b17 ], [ %.188, %b16 ]
  %.287.sink = zext i16 %.287.sink.in to i32, !dbg !110
  %.292 = zext i16 %.291.sink to i32, !dbg !110
  %.293 = shl nuw i32 %.292, 16, !dbg !110
  %.294 = or i32 %.293, %.287.sink, !dbg !110
  %t77 = and i32 %.17, 16, !dbg !132
  %t78.not = icmp eq i32 %t77, 0, !dbg !133
  br i1 %t78.not, label %b30, label %b22, !dbg !133

b22:                                              ; preds = %b21
  %t89 = and i32 %.17, 4, !dbg !110
  %t90.not = icmp eq i32 %t89, 0, !dbg !110
  br i1 %t12.not, label %b26, label %b23, !dbg !134

b23:                                              ; preds = %b22
  %.325 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !110
  %.326 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.325), !dbg !110
  %.329 = and i32 %.326, 15, !dbg !110
  br i1 %t90.not, label %b25, label %b24, !dbg !135

b24:                                              ; preds = %b23
  %33 = lshr i32 %.326, 2, !dbg !136
  %34 = and i32 %33, 1073741820, !dbg !136
  %35 = trunc i64 %a15 to i32
  %36 = mul i32 %.329, %35
  %37 = add i32 %36, %34
  %.310 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %37
  %.311 = load float, ptr addrspace(3) %.310, align 4, !dbg !136
  %38 = add i32 %37, 1
  %.313 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %38
  %.314 = load float, ptr addrspace(3) %.313, align 4, !dbg !136
  %39 = add i32 %37, 2
  %.316 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %39
  %.317 = load float, ptr addrspace(3) %.316, align 4, !dbg !136
  %40 = add i32 %37, 3
  %.319 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %40
  %.320 = load float, ptr addrspace(3) %.319, align 4, !dbg !136
  %.321 = insertvalue { [8 x float] } zeroinitializer, float %.311, 0, 0, !dbg !136
  %.322 = insertvalue { [8 x float] } %.321, float %.314, 0, 1, !dbg !136
  %.323 = insertvalue { [8 x float] } %.322, float %.317, 0, 2, !dbg !136
  %.324 = insertvalue { [8 x float] } %.323, float %.320, 0, 3, !dbg !136
  br label %b30, !dbg !137

b25:                                              ; preds = %b23
  %.330 = zext i32 %.329 to i64, !dbg !138
  %41 = lshr i32 %.326, 2, !dbg !138
  %42 = and i32 %41, 1073741820, !dbg !138
  %.331 = zext i32 %42 to i64, !dbg !138
  %.332 = mul i64 %.331, %a15, !dbg !138
  %.333 = add i64 %.332, %.330, !dbg !138
  %43 = trunc i64 %.333 to i32
  %.334 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %43
  %.335 = load float, ptr addrspace(3) %.334, align 4, !dbg !138
  %.337 = add i64 %.333, %a15, !dbg !138
  %44 = trunc i64 %.337 to i32
  %.338 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %44
  %.339 = load float, ptr addrspace(3) %.338, align 4, !dbg !138
  %.340 = shl i64 %a15, 1, !dbg !138
  %.341 = add i64 %.333, %.340, !dbg !138
  %45 = trunc i64 %.341 to i32
  %.342 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %45
  %.343 = load float, ptr addrspace(3) %.342, align 4, !dbg !138
  %.344 = mul i64 %a15, 3, !dbg !138
  %.345 = add i64 %.333, %.344, !dbg !138
  %46 = trunc i64 %.345 to i32
  %.346 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %46
  %.347 = load float, ptr addrspace(3) %.346, align 4, !dbg !138
  %.348 = insertvalue { [8 x float] } zeroinitializer, float %.335, 0, 0, !dbg !138
  %.349 = insertvalue { [8 x float] } %.348, float %.339, 0, 1, !dbg !138
  %.350 = insertvalue { [8 x float] } %.349, float %.343, 0, 2, !dbg !138
  %.351 = insertvalue { [8 x float] } %.350, float %.347, 0, 3, !dbg !138
  br label %b30, !dbg !139

b26:                                              ; preds = %b22
  %t91 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t6, !dbg !140
  %.376 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !110
  %.377 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.376), !dbg !110
  %.380 = and i32 %.377, 15, !dbg !110
  %.381 = zext i32 %.380 to i64, !dbg !110
  %47 = lshr i32 %.377, 2, !dbg !110
  %48 = and i32 %47, 1073741820, !dbg !110
  %.382 = zext i32 %48 to i64, !dbg !110
  br i1 %t90.not, label %b28, label %b27, !dbg !141

b27:                                              ; preds = %b26
  %.359 = mul i64 %.381, %a15, !dbg !140
  %.360 = add i64 %.359, %.382, !dbg !140
  %.361 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.360
  %.362 = load float, ptr addrspace(1) %.361, align 4, !dbg !140, !amdgpu.noclobber !6
  %.363 = add i64 %.360, 1, !dbg !140
  %.364 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.363
  %.365 = load float, ptr addrspace(1) %.364, align 4, !dbg !140, !amdgpu.noclobber !6
  %.366 = add i64 %.360, 2, !dbg !140
  %.367 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.366
  %.368 = load float, ptr addrspace(1) %.367, align 4, !dbg !140, !amdgpu.noclobber !6
  %.369 = add i64 %.360, 3, !dbg !140
  %.370 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.369
  %.371 = load float, ptr addrspace(1) %.370, align 4, !dbg !140, !amdgpu.noclobber !6
  %.372 = insertvalue { [8 x float] } zeroinitializer, float %.362, 0, 0, !dbg !140
  %.373 = insertvalue { [8 x float] } %.372, float %.365, 0, 1, !dbg !140
  %.374 = insertvalue { [8 x float] } %.373, float %.368, 0, 2, !dbg !140
  %.375 = insertvalue { [8 x float] } %.374, float %.371, 0, 3, !dbg !140
  br label %b30, !dbg !142

b28:                                              ; preds = %b26
  %.383 = mul i64 %.382, %a15, !dbg !143
  %.384 = add i64 %.383, %.381, !dbg !143
  %.385 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.384
  %.386 = load float, ptr addrspace(1) %.385, align 4, !dbg !143, !amdgpu.noclobber !6
  %.388 = add i64 %.384, %a15, !dbg !143
  %.389 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.388
  %.390 = load float, ptr addrspace(1) %.389, align 4, !dbg !143, !amdgpu.noclobber !6
  %.391 = shl i64 %a15, 1, !dbg !143
  %.392 = add i64 %.384, %.391, !dbg !143
  %.393 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.392
  %.394 = load float, ptr addrspace(1) %.393, align 4, !dbg !143, !amdgpu.noclobber !6
  %.395 = mul i64 %a15, 3, !dbg !143
  %.396 = add i64 %.384, %.395, !dbg !143
  %.397 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.396
  %.398 = load float, ptr addrspace(1) %.397, align 4, !dbg !143, !amdgpu.noclobber !6
  %.399 = insertvalue { [8 x float] } zeroinitializer, float %.386, 0, 0, !dbg !143
  %.400 = insertvalue { [8 x float] } %.399, float %.390, 0, 1, !dbg !143
  %.401 = insertvalue { [8 x float] } %.400, float %.394, 0, 2, !dbg !143
  %.402 = insertvalue { [8 x float] } %.401, float %.398, 0, 3, !dbg !143
  br label %b30, !dbg !144

b30:                                              ; preds = %b24, %b25, %b27, %b28, %b21
  %t97 = phi { [8 x float] } [ zeroinitializer, %b21 ], [ %.324, %b24 ], [ %.351, %b25 ], [ %.375, %b27 ], [ %.402, %b28 ]
  %.403 = extractvalue { [8 x float] } %t97, 0, 0, !dbg !145
  %.404 = insertelement <4 x float> poison, float %.403, i64 0, !dbg !145
  %.405 = extractvalue { [8 x float] } %t97, 0, 1, !dbg !145
  %.406 = insertelement <4 x float> %.404, float %.405, i64 1, !dbg !145
  %.407 = extractvalue { [8 x float] } %t97, 0, 2, !dbg !145
  %.408 = insertelement <4 x float> %.406, float %.407, i64 2, !dbg !145
  %.409 = extractvalue { [8 x float] } %t97, 0, 3, !dbg !145
  %.410 = insertelement <4 x float> %.408, float %.409, i64 3, !dbg !145
  %.412 = insertelement <2 x i32> poison, i32 %.63.pn, i64 0, !dbg !145
  %.414 = insertelement <2 x i32> %.412, i32 %.168, i64 1, !dbg !145
  %.415 = bitcast <2 x i32> %.414 to <4 x i16>, !dbg !145
  %.417 = insertelement <2 x i32> poison, i32 %.188.pn, i64 0, !dbg !145
  %.419 = insertelement <2 x i32> %.417, i32 %.294, i64 1, !dbg !145
  %.420 = bitcast <2 x i32> %.419 to <4 x i16>, !dbg !145
  %.421 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.415, <4 x i16> %.420, <4 x float> %.410, i32 0, i32 0, i32 0), !dbg !145
  %.422 = extractelement <4 x float> %.421, i64 0, !dbg !145
  %.423 = extractelement <4 x float> %.421, i64 1, !dbg !145
  %.424 = extractelement <4 x float> %.421, i64 2, !dbg !145
  %.425 = extractelement <4 x float> %.421, i64 3, !dbg !145
  %t122 = and i32 %.17, 8, !dbg !110
  %t123.not = icmp eq i32 %t122, 0, !dbg !110
  br i1 %t12.not, label %b40, label %b31, !dbg !145

b31:                                              ; preds = %b30
  %.462 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !110
  %.463 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.462), !dbg !110
  %.466 = and i32 %.463, 15, !dbg !110
  br i1 %t123.not, label %b39, label %b32, !dbg !146

b32:                                              ; preds = %b31
  %49 = lshr i32 %.463, 2, !dbg !147
  %50 = and i32 %49, 1073741820, !dbg !147
  %51 = trunc i64 %a15 to i32, !dbg !147
  %52 = mul i32 %.466, %51, !dbg !147
  %53 = add i32 %52, %50, !dbg !147
  %.440 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %53, !dbg !147
  %54 = shufflevector <4 x float> %.421, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !147
  store <2 x float> %54, ptr addrspace(3) %.440, align 4, !dbg !147
  %55 = add i32 %53, 2, !dbg !147
  %.446 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %55, !dbg !147
  store float %.424, ptr addrspace(3) %.446, align 4, !dbg !147
  %56 = add i32 %53, 3, !dbg !147
  br label %b33, !dbg !147

b33:                                              ; preds = %b39, %b32
  %.sink = phi i32 [ %65, %b39 ], [ %56, %b32 ]
  %.484 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %.sink, !dbg !110
  store float %.425, ptr addrspace(3) %.484, align 4, !dbg !110
  fence syncscope("workgroup") release, !dbg !148
  tail call void @llvm.amdgcn.s.barrier(), !dbg !148
  fence syncscope("workgroup") acquire, !dbg !148
  %.450 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !149
  %t106 = sext i32 %.450 to i64, !dbg !149
  %t107 = shl i64 %a15, 4, !dbg !150
  %.451 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !151
  %.452 = getelementptr inbounds i8, ptr addrspace(4) %.451, i64 4, !dbg !151
  %.453 = load i16, ptr addrspace(4) %.452, align 4, !dbg !151, !invariant.load !6
  %t109 = zext i16 %.453 to i64
  %t1113 = icmp sgt i64 %t107, %t106, !dbg !152
  br i1 %t1113, label %b35.lr.ph, label %common.ret, !dbg !152

b35.lr.ph:                                        ; preds = %b33
  %.455 = icmp eq i64 %a15, 0
  %57 = add i64 %a15, 1
  %58 = icmp ult i64 %57, 2
  %.458 = select i1 %58, i64 1, i64 %a15
  br label %b35, !dbg !152

b35:                                              ; preds = %b35.lr.ph, %b37
  %t1104 = phi i64 [ %t106, %b35.lr.ph ], [ %t118, %b37 ]
  %.459 = srem i64 %t1104, %.458, !dbg !153
  %.460 = select i1 %.455, i64 %t1104, i64 %.459, !dbg !153
  %t113 = icmp slt i64 %.460, 16, !dbg !154
  br i1 %t113, label %b36, label %b37, !dbg !154

b36:                                              ; preds = %b35
  %t114 = add i64 %t1104, %t6, !dbg !155
  %t117 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t114, !dbg !156
  %59 = trunc i64 %t1104 to i32, !dbg !157
  %t115 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %59, !dbg !157
  %.461 = load float, ptr addrspace(3) %t115, align 4, !dbg !157
  store float %.461, ptr addrspace(1) %t117, align 4, !dbg !156
  br label %b37, !dbg !156

b37:                                              ; preds = %b36, %b35
  %t118 = add i64 %t1104, %t109, !dbg !158
  %t111 = icmp slt i64 %t118, %t107, !dbg !152
  br i1 %t111, label %b35, label %common.ret, !dbg !152

common.ret.sink.split:                            ; preds = %b43, %b41
  %.503.sink = phi i64 [ %.503, %b41 ], [ %.526, %b43 ]
  %.504 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.503.sink, !dbg !110
  store float %.425, ptr addrspace(1) %.504, align 4, !dbg !110
  br label %common.ret, !dbg !110

common.ret:                                       ; preds = %b37, %common.ret.sink.split, %b33
  ret void, !dbg !110

b39:                                              ; preds = %b31
  %.467 = zext i32 %.466 to i64, !dbg !159
  %60 = lshr i32 %.463, 2, !dbg !159
  %61 = and i32 %60, 1073741820, !dbg !159
  %.468 = zext i32 %61 to i64, !dbg !159
  %.469 = mul i64 %.468, %a15, !dbg !159
  %.470 = add i64 %.469, %.467, !dbg !159
  %62 = trunc i64 %.470 to i32, !dbg !159
  %.472 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %62, !dbg !159
  store float %.422, ptr addrspace(3) %.472, align 4, !dbg !159
  %.475 = add i64 %.470, %a15, !dbg !159
  %63 = trunc i64 %.475 to i32, !dbg !159
  %.476 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %63, !dbg !159
  store float %.423, ptr addrspace(3) %.476, align 4, !dbg !159
  %.478 = shl i64 %a15, 1, !dbg !159
  %.479 = add i64 %.470, %.478, !dbg !159
  %64 = trunc i64 %.479 to i32, !dbg !159
  %.480 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %64, !dbg !159
  store float %.424, ptr addrspace(3) %.480, align 4, !dbg !159
  %.482 = mul i64 %a15, 3, !dbg !159
  %.483 = add i64 %.470, %.482, !dbg !159
  %65 = trunc i64 %.483 to i32, !dbg !159
  br label %b33, !dbg !159

b40:                                              ; preds = %b30
  %t124 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t6, !dbg !160
  %.505 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !110
  %.506 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.505), !dbg !110
  %.509 = and i32 %.506, 15, !dbg !110
  %.510 = zext i32 %.509 to i64, !dbg !110
  %66 = lshr i32 %.506, 2, !dbg !110
  %67 = and i32 %66, 1073741820, !dbg !110
  %.511 = zext i32 %67 to i64, !dbg !110
  br i1 %t123.not, label %b43, label %b41, !dbg !161

b41:                                              ; preds = %b40
  %.492 = mul i64 %.510, %a15, !dbg !160
  %.493 = add i64 %.492, %.511, !dbg !160
  %.495 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.493, !dbg !160
  %68 = shufflevector <4 x float> %.421, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !160
  store <2 x float> %68, ptr addrspace(1) %.495, align 4, !dbg !160
  %.500 = add i64 %.493, 2, !dbg !160
  %.501 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.500, !dbg !160
  store float %.424, ptr addrspace(1) %.501, align 4, !dbg !160
  %.503 = add i64 %.493, 3, !dbg !160
  br label %common.ret.sink.split, !dbg !160

b43:                                              ; preds = %b40
  %.512 = mul i64 %.511, %a15, !dbg !162
  %.513 = add i64 %.512, %.510, !dbg !162
  %.515 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.513, !dbg !162
  store float %.422, ptr addrspace(1) %.515, align 4, !dbg !162
  %.518 = add i64 %.513, %a15, !dbg !162
  %.519 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.518, !dbg !162
  store float %.423, ptr addrspace(1) %.519, align 4, !dbg !162
  %.521 = shl i64 %a15, 1, !dbg !162
  %.522 = add i64 %.513, %.521, !dbg !162
  %.523 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.522, !dbg !162
  store float %.424, ptr addrspace(1) %.523, align 4, !dbg !162
  %.525 = mul i64 %a15, 3, !dbg !162
  %.526 = add i64 %.513, %.525, !dbg !162
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
  %.33 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !170
  %.34 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.33), !dbg !170
  %.37 = and i32 %.34, 15, !dbg !170
  %.38 = zext i32 %.37 to i64, !dbg !170
  %0 = lshr i32 %.34, 2, !dbg !170
  %1 = and i32 %0, 1073741820, !dbg !170
  %.39 = zext i32 %1 to i64, !dbg !170
  br i1 %t13.not, label %b4, label %b2, !dbg !172

b2:                                               ; preds = %b1
  %.20 = mul i64 %.38, %a6, !dbg !171
  %.21 = add i64 %.20, %.39, !dbg !171
  %.23 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.21, !dbg !171
  %2 = insertelement <2 x float> poison, float %a7, i64 0, !dbg !171
  %3 = shufflevector <2 x float> %2, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !171
  store <2 x float> %3, ptr addrspace(1) %.23, align 4, !dbg !171
  %.28 = add i64 %.21, 2, !dbg !171
  %.29 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.28, !dbg !171
  store float %a7, ptr addrspace(1) %.29, align 4, !dbg !171
  %.31 = add i64 %.21, 3, !dbg !171
  br label %common.ret.sink.split, !dbg !171

common.ret.sink.split:                            ; preds = %b4, %b2
  %.31.sink = phi i64 [ %.31, %b2 ], [ %.54, %b4 ]
  %.32 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.31.sink, !dbg !170
  store float %a7, ptr addrspace(1) %.32, align 4, !dbg !170
  br label %common.ret, !dbg !170

common.ret:                                       ; preds = %b11, %common.ret.sink.split, %b7
  ret void, !dbg !170

b4:                                               ; preds = %b1
  %.40 = mul i64 %.39, %a6, !dbg !173
  %.41 = add i64 %.40, %.38, !dbg !173
  %.43 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.41, !dbg !173
  store float %a7, ptr addrspace(1) %.43, align 4, !dbg !173
  %.46 = add i64 %.41, %a6, !dbg !173
  %.47 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.46, !dbg !173
  store float %a7, ptr addrspace(1) %.47, align 4, !dbg !173
  %.49 = shl i64 %a6, 1, !dbg !173
  %.50 = add i64 %.41, %.49, !dbg !173
  %.51 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.50, !dbg !173
  store float %a7, ptr addrspace(1) %.51, align 4, !dbg !173
  %.53 = mul i64 %a6, 3, !dbg !173
  %.54 = add i64 %.41, %.53, !dbg !173
  br label %common.ret.sink.split, !dbg !173

b5:                                               ; preds = %entry
  %.88 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !170
  %.89 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.88), !dbg !170
  %.92 = and i32 %.89, 15, !dbg !170
  br i1 %t13.not, label %b13, label %b6, !dbg !174

b6:                                               ; preds = %b5
  %4 = lshr i32 %.89, 2, !dbg !175
  %5 = and i32 %4, 1073741820, !dbg !175
  %6 = trunc i64 %a6 to i32, !dbg !175
  %7 = mul i32 %.92, %6, !dbg !175
  %8 = add i32 %7, %5, !dbg !175
  %.66 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStore.shared.0, i32 %8, !dbg !175
  %9 = insertelement <2 x float> poison, float %a7, i64 0, !dbg !175
  %10 = shufflevector <2 x float> %9, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !175
  store <2 x float> %10, ptr addrspace(3) %.66, align 4, !dbg !175
  %11 = add i32 %8, 2, !dbg !175
  %.72 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStore.shared.0, i32 %11, !dbg !175
  store float %a7, ptr addrspace(3) %.72, align 4, !dbg !175
  %12 = add i32 %8, 3, !dbg !175
  br label %b7, !dbg !175

b7:                                               ; preds = %b13, %b6
  %.sink = phi i32 [ %21, %b13 ], [ %12, %b6 ]
  %.110 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStore.shared.0, i32 %.sink, !dbg !170
  store float %a7, ptr addrspace(3) %.110, align 4, !dbg !170
  fence syncscope("workgroup") release, !dbg !176
  tail call void @llvm.amdgcn.s.barrier(), !dbg !176
  fence syncscope("workgroup") acquire, !dbg !176
  %.76 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !177
  %t21 = sext i32 %.76 to i64, !dbg !177
  %t22 = shl i64 %a6, 4, !dbg !178
  %.77 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !179
  %.78 = getelementptr inbounds i8, ptr addrspace(4) %.77, i64 4, !dbg !179
  %.79 = load i16, ptr addrspace(4) %.78, align 4, !dbg !179, !invariant.load !6
  %t24 = zext i16 %.79 to i64
  %t261 = icmp sgt i64 %t22, %t21, !dbg !180
  br i1 %t261, label %b9.lr.ph, label %common.ret, !dbg !180

b9.lr.ph:                                         ; preds = %b7
  %.81 = icmp eq i64 %a6, 0
  %13 = add i64 %a6, 1
  %14 = icmp ult i64 %13, 2
  %.84 = select i1 %14, i64 1, i64 %a6
  br label %b9, !dbg !180

b9:                                               ; preds = %b9.lr.ph, %b11
  %t252 = phi i64 [ %t21, %b9.lr.ph ], [ %t33, %b11 ]
  %.85 = srem i64 %t252, %.84, !dbg !181
  %.86 = select i1 %.81, i64 %t252, i64 %.85, !dbg !181
  %t28 = icmp slt i64 %.86, 16, !dbg !182
  br i1 %t28, label %b10, label %b11, !dbg !182

b10:                                              ; preds = %b9
  %t29 = add i64 %t252, %t6, !dbg !183
  %t32 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t29, !dbg !184
  %15 = trunc i64 %t252 to i32, !dbg !185
  %t30 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStore.shared.0, i32 %15, !dbg !185
  %.87 = load float, ptr addrspace(3) %t30, align 4, !dbg !185
  store float %.87, ptr addrspace(1) %t32, align 4, !dbg !184
  br label %b11, !dbg !184

b11:                                              ; preds = %b10, %b9
  %t33 = add i64 %t252, %t24, !dbg !186
  %t26 = icmp slt i64 %t33, %t22, !dbg !180
  br i1 %t26, label %b9, label %common.ret, !dbg !180

b13:                                              ; preds = %b5
  %.93 = zext i32 %.92 to i64, !dbg !187
  %16 = lshr i32 %.89, 2, !dbg !187
  %17 = and i32 %16, 1073741820, !dbg !187
  %.94 = zext i32 %17 to i64, !dbg !187
  %.95 = mul i64 %.94, %a6, !dbg !187
  %.96 = add i64 %.95, %.93, !dbg !187
  %18 = trunc i64 %.96 to i32, !dbg !187
  %.98 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStore.shared.0, i32 %18, !dbg !187
  store float %a7, ptr addrspace(3) %.98, align 4, !dbg !187
  %.101 = add i64 %.96, %a6, !dbg !187
  %19 = trunc i64 %.101 to i32, !dbg !187
  %.102 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStore.shared.0, i32 %19, !dbg !187
  store float %a7, ptr addrspace(3) %.102, align 4, !dbg !187
  %.104 = shl i64 %a6, 1, !dbg !187
  %.105 = add i64 %.96, %.104, !dbg !187
  %20 = trunc i64 %.105 to i32, !dbg !187
  %.106 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStore.shared.0, i32 %20, !dbg !187
  store float %a7, ptr addrspace(3) %.106, align 4, !dbg !187
  %.108 = mul i64 %a6, 3, !dbg !187
  %.109 = add i64 %.96, %.108, !dbg !187
  %21 = trunc i64 %.109 to i32, !dbg !187
  br label %b7, !dbg !187
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn writeonly
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStoreGlobal(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #1 !dbg !188 {
entry:
  %.8 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !189
  %.9 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.8), !dbg !189
  %0 = lshr i32 %.9, 2, !dbg !189
  %1 = and i32 %0, 1073741820, !dbg !189
  %.12 = shl i32 %.9, 4, !dbg !189
  %2 = and i32 %.12, 240, !dbg !189
  %narrow = add nuw nsw i32 %2, %1, !dbg !189
  %.16 = zext i32 %narrow to i64, !dbg !189
  %.18 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.16, !dbg !189
  store <2 x float> zeroinitializer, ptr addrspace(1) %.18, align 4, !dbg !189
  %.23 = or i64 %.16, 2, !dbg !189
  %.24 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.23, !dbg !189
  store <2 x float> zeroinitializer, ptr addrspace(1) %.24, align 4, !dbg !189
  ret void, !dbg !189
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStoreShared(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #0 !dbg !190 {
entry:
  %.8 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !191
  %.9 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.8), !dbg !191
  %0 = lshr i32 %.9, 2, !dbg !191
  %1 = and i32 %0, 1073741820, !dbg !191
  %.12 = shl i32 %.9, 4, !dbg !191
  %2 = and i32 %.12, 240, !dbg !191
  %narrow = add nuw nsw i32 %2, %1, !dbg !191
  %.18 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStoreShared.shared.0, i32 %narrow, !dbg !191
  store <2 x float> zeroinitializer, ptr addrspace(3) %.18, align 4, !dbg !191
  %.23 = or i32 %narrow, 2, !dbg !191
  %.24 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStoreShared.shared.0, i32 %.23, !dbg !191
  store <2 x float> zeroinitializer, ptr addrspace(3) %.24, align 4, !dbg !191
  fence syncscope("workgroup") release, !dbg !192
  tail call void @llvm.amdgcn.s.barrier(), !dbg !192
  fence syncscope("workgroup") acquire, !dbg !192
  %.28 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !193
  %.29 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !194
  %.30 = getelementptr inbounds i8, ptr addrspace(4) %.29, i64 4, !dbg !194
  %.31 = load i16, ptr addrspace(4) %.30, align 4, !dbg !194, !invariant.load !6
  %t9 = zext i16 %.31 to i64
  %t111 = icmp slt i32 %.28, 256, !dbg !195
  br i1 %t111, label %b2.preheader, label %b3, !dbg !195

b2.preheader:                                     ; preds = %entry
  %t6 = sext i32 %.28 to i64, !dbg !193
  br label %b2, !dbg !195

b2:                                               ; preds = %b2.preheader, %b2
  %t102 = phi i64 [ %t15, %b2 ], [ %t6, %b2.preheader ]
  %3 = trunc i64 %t102 to i32, !dbg !196
  %t12 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fcudajl_2eStoreShared.shared.0, i32 %3, !dbg !196
  %.33 = load float, ptr addrspace(3) %t12, align 4, !dbg !196
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t102, !dbg !197
  store float %.33, ptr addrspace(1) %t14, align 4, !dbg !197
  %t15 = add i64 %t102, %t9, !dbg !198
  %t11 = icmp slt i64 %t15, 256, !dbg !195
  br i1 %t11, label %b2, label %b3, !dbg !195

b3:                                               ; preds = %b2, %entry
  ret void, !dbg !198
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #2

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16>, <4 x i16>, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #4

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #4

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #2

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn writeonly "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #4 = { convergent mustprogress nofree nounwind readnone willreturn }
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

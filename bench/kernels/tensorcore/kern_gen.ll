; kern module github.com/kernlab/kern/bench/kernels/tensorcore (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0 = internal addrspace(3) global [20480 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1 = internal unnamed_addr addrspace(3) global [17408 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.0 = internal addrspace(3) global [20480 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.1 = internal unnamed_addr addrspace(3) global [17408 x i8] undef, align 16

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #0 !dbg !4 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  %t3 = sext i32 %.10 to i64, !dbg !7
  %.1510 = sdiv i32 %.10, 64, !dbg !8
  %.15.sext = sext i32 %.1510 to i64, !dbg !8
  %t71 = lshr i64 %.15.sext, 63, !dbg !9
  %t9 = add nsw i64 %t71, %.15.sext, !dbg !9
  %0 = shl nsw i64 %t9, 5, !dbg !10
  %t11 = and i64 %0, -64, !dbg !10
  %t12 = and i64 %t9, 288230376151711742, !dbg !11
  %t13 = sub nsw i64 %.15.sext, %t12, !dbg !11
  %t14 = shl i64 %t13, 6, !dbg !12
  %.20 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !13
  %t16 = sext i32 %.20 to i64, !dbg !13
  %t17 = shl nsw i64 %t16, 7, !dbg !14
  %.21 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !15
  %t19 = sext i32 %.21 to i64, !dbg !15
  %t20 = shl nsw i64 %t19, 7, !dbg !16
  %t21 = icmp slt i32 %.10, 128, !dbg !17
  %isneg = icmp slt i32 %.10, 0, !dbg !18
  %t23 = select i1 %isneg, i64 31, i64 0, !dbg !18
  %t24 = add nsw i64 %t23, %t3, !dbg !18
  %t25 = and i64 %t24, -32, !dbg !18
  %t26 = sub nsw i64 %t3, %t25, !dbg !18
  %t27 = ashr i64 %t24, 5, !dbg !19
  %isneg2 = icmp slt i64 %t26, 0, !dbg !20
  %t29 = select i1 %isneg2, i64 7, i64 0, !dbg !20
  %t30 = add nsw i64 %t29, %t26, !dbg !20
  %1 = ashr i64 %t30, 2, !dbg !21
  %t32 = and i64 %1, -2, !dbg !21
  %t335 = lshr i64 %t24, 63, !dbg !22
  %t35 = add nsw i64 %t27, %t335, !dbg !22
  %t36 = and i64 %t35, -2, !dbg !22
  %t37 = sub nsw i64 %t27, %t36, !dbg !22
  %2 = shl nsw i64 %t35, 2, !dbg !23
  %t40 = and i64 %2, -8, !dbg !23
  %t38 = add nsw i64 %t37, %t40, !dbg !24
  %t41 = add nsw i64 %t38, %t32, !dbg !25
  %t42 = add i64 %t41, %t17, !dbg !26
  %t43 = mul i64 %t42, %a11, !dbg !27
  %t44 = and i64 %t30, 9223372036854775800, !dbg !28
  %t45 = sub i64 %t26, %t44, !dbg !28
  %t46 = shl i64 %t45, 1, !dbg !29
  %t47 = add i64 %t43, %t46, !dbg !30
  %t50 = shl nsw i64 %t26, 1, !dbg !31
  %t52 = mul i64 %t41, 40, !dbg !32
  %t53 = add i64 %t52, %t46, !dbg !33
  %t54 = mul nsw i64 %t27, 136, !dbg !34
  %t55 = add nsw i64 %t50, %t54, !dbg !35
  %t56 = shl i64 %a11, 4, !dbg !36
  %t57 = shl i64 %a10, 2, !dbg !37
  %isneg6 = icmp slt i64 %a11, 0, !dbg !38
  %t75 = select i1 %isneg6, i64 31, i64 0, !dbg !38
  %t76 = add i64 %t75, %a11, !dbg !38
  %t77 = ashr i64 %t76, 5, !dbg !38
  %t79 = icmp sgt i64 %t76, -1, !dbg !39
  %t80 = add nsw i64 %t77, -1, !dbg !40
  %t83 = shl i64 %a11, 5, !dbg !41
  %t84 = shl i64 %a10, 3, !dbg !42
  %t85 = mul i64 %a11, 48, !dbg !43
  %t86 = mul i64 %a10, 12, !dbg !44
  %t87 = shl i64 %a11, 6, !dbg !45
  %t88 = shl i64 %a10, 4, !dbg !46
  %t89 = mul i64 %a11, 80, !dbg !47
  %t90 = mul i64 %a10, 20, !dbg !48
  %t91 = mul i64 %a11, 96, !dbg !49
  %t92 = mul i64 %a10, 24, !dbg !50
  %t93 = mul i64 %a11, 112, !dbg !51
  %t94 = mul i64 %a10, 28, !dbg !52
  %t95 = mul nsw i64 %t11, 40, !dbg !53
  br i1 %t79, label %b1.preheader, label %b8, !dbg !39

b1.preheader:                                     ; preds = %entry
  %t51 = add nsw i64 %t50, %t20
  br i1 %t21, label %b2.peel, label %b5.peel, !dbg !54

b2.peel:                                          ; preds = %b1.preheader
  %t149.peel = tail call i64 @llvm.smin.i64(i64 %t80, i64 0), !dbg !55
  %t150.peel = shl i64 %t149.peel, 5, !dbg !54
  %t151.peel = add i64 %t47, %t150.peel, !dbg !56
  %reass.add.peel = add i64 %t150.peel, %t27
  %reass.mul.peel = mul i64 %reass.add.peel, %a10
  %t153.peel = add i64 %t51, %reass.mul.peel, !dbg !57
  %t154.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t151.peel, !dbg !58
  %.89.peel = load i32, ptr addrspace(1) %t154.peel, align 4, !dbg !58, !amdgpu.noclobber !6
  %t157.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t153.peel, !dbg !59
  %.90.peel = load i32, ptr addrspace(1) %t157.peel, align 4, !dbg !59, !amdgpu.noclobber !6
  %t160.peel = add i64 %t151.peel, 16, !dbg !60
  %t161.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t160.peel, !dbg !61
  %.91.peel = load i32, ptr addrspace(1) %t161.peel, align 4, !dbg !61, !amdgpu.noclobber !6
  %t164.peel = add i64 %t153.peel, 64, !dbg !62
  %t165.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t164.peel, !dbg !63
  %.92.peel = load i32, ptr addrspace(1) %t165.peel, align 4, !dbg !63, !amdgpu.noclobber !6
  %t168.peel = add i64 %t151.peel, %t56, !dbg !64
  %t169.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t168.peel, !dbg !65
  %.93.peel = load i32, ptr addrspace(1) %t169.peel, align 4, !dbg !65, !amdgpu.noclobber !6
  %t172.peel = add i64 %t153.peel, %t57, !dbg !66
  %t173.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t172.peel, !dbg !67
  %.94.peel = load i32, ptr addrspace(1) %t173.peel, align 4, !dbg !67, !amdgpu.noclobber !6
  %t176.peel = add i64 %t168.peel, 16, !dbg !68
  %t177.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t176.peel, !dbg !69
  %.95.peel = load i32, ptr addrspace(1) %t177.peel, align 4, !dbg !69, !amdgpu.noclobber !6
  %t180.peel = add i64 %t172.peel, 64, !dbg !70
  %t181.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t180.peel, !dbg !71
  %.96.peel = load i32, ptr addrspace(1) %t181.peel, align 4, !dbg !71, !amdgpu.noclobber !6
  %t184.peel = add i64 %t151.peel, %t83, !dbg !72
  %t185.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t184.peel, !dbg !73
  %.97.peel = load i32, ptr addrspace(1) %t185.peel, align 4, !dbg !73, !amdgpu.noclobber !6
  %t188.peel = add i64 %t153.peel, %t84, !dbg !74
  %t189.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t188.peel, !dbg !75
  %.98.peel = load i32, ptr addrspace(1) %t189.peel, align 4, !dbg !75, !amdgpu.noclobber !6
  %t192.peel = add i64 %t184.peel, 16, !dbg !76
  %t193.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t192.peel, !dbg !77
  %.99.peel = load i32, ptr addrspace(1) %t193.peel, align 4, !dbg !77, !amdgpu.noclobber !6
  %t196.peel = add i64 %t188.peel, 64, !dbg !78
  %t197.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t196.peel, !dbg !79
  %.100.peel = load i32, ptr addrspace(1) %t197.peel, align 4, !dbg !79, !amdgpu.noclobber !6
  %t200.peel = add i64 %t151.peel, %t85, !dbg !80
  %t201.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t200.peel, !dbg !81
  %.101.peel = load i32, ptr addrspace(1) %t201.peel, align 4, !dbg !81, !amdgpu.noclobber !6
  %t204.peel = add i64 %t153.peel, %t86, !dbg !82
  %t205.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t204.peel, !dbg !83
  %.102.peel = load i32, ptr addrspace(1) %t205.peel, align 4, !dbg !83, !amdgpu.noclobber !6
  %t208.peel = add i64 %t200.peel, 16, !dbg !84
  %t209.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t208.peel, !dbg !85
  %.103.peel = load i32, ptr addrspace(1) %t209.peel, align 4, !dbg !85, !amdgpu.noclobber !6
  %t212.peel = add i64 %t204.peel, 64, !dbg !86
  %t213.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t212.peel, !dbg !87
  %.104.peel = load i32, ptr addrspace(1) %t213.peel, align 4, !dbg !87, !amdgpu.noclobber !6
  %t216.peel = add i64 %t151.peel, %t87, !dbg !88
  %t217.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t216.peel, !dbg !89
  %.105.peel = load i32, ptr addrspace(1) %t217.peel, align 4, !dbg !89, !amdgpu.noclobber !6
  %t220.peel = add i64 %t153.peel, %t88, !dbg !90
  %t221.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t220.peel, !dbg !91
  %.106.peel = load i32, ptr addrspace(1) %t221.peel, align 4, !dbg !91, !amdgpu.noclobber !6
  %t224.peel = add i64 %t216.peel, 16, !dbg !92
  %t225.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t224.peel, !dbg !93
  %.107.peel = load i32, ptr addrspace(1) %t225.peel, align 4, !dbg !93, !amdgpu.noclobber !6
  %t228.peel = add i64 %t220.peel, 64, !dbg !94
  %t229.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t228.peel, !dbg !95
  %.108.peel = load i32, ptr addrspace(1) %t229.peel, align 4, !dbg !95, !amdgpu.noclobber !6
  %t232.peel = add i64 %t151.peel, %t89, !dbg !96
  %t233.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t232.peel, !dbg !97
  %.109.peel = load i32, ptr addrspace(1) %t233.peel, align 4, !dbg !97, !amdgpu.noclobber !6
  %t236.peel = add i64 %t153.peel, %t90, !dbg !98
  %t237.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t236.peel, !dbg !99
  %.110.peel = load i32, ptr addrspace(1) %t237.peel, align 4, !dbg !99, !amdgpu.noclobber !6
  %t240.peel = add i64 %t232.peel, 16, !dbg !100
  %t241.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t240.peel, !dbg !101
  %.111.peel = load i32, ptr addrspace(1) %t241.peel, align 4, !dbg !101, !amdgpu.noclobber !6
  %t244.peel = add i64 %t236.peel, 64, !dbg !102
  %t245.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t244.peel, !dbg !103
  %.112.peel = load i32, ptr addrspace(1) %t245.peel, align 4, !dbg !103, !amdgpu.noclobber !6
  %t248.peel = add i64 %t151.peel, %t91, !dbg !104
  %t249.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t248.peel, !dbg !105
  %.113.peel = load i32, ptr addrspace(1) %t249.peel, align 4, !dbg !105, !amdgpu.noclobber !6
  %t252.peel = add i64 %t153.peel, %t92, !dbg !106
  %t253.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t252.peel, !dbg !107
  %.114.peel = load i32, ptr addrspace(1) %t253.peel, align 4, !dbg !107, !amdgpu.noclobber !6
  %t256.peel = add i64 %t248.peel, 16, !dbg !108
  %t257.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t256.peel, !dbg !109
  %.115.peel = load i32, ptr addrspace(1) %t257.peel, align 4, !dbg !109, !amdgpu.noclobber !6
  %t260.peel = add i64 %t252.peel, 64, !dbg !110
  %t261.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t260.peel, !dbg !111
  %.116.peel = load i32, ptr addrspace(1) %t261.peel, align 4, !dbg !111, !amdgpu.noclobber !6
  %t264.peel = add i64 %t151.peel, %t93, !dbg !112
  %t265.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t264.peel, !dbg !113
  %.117.peel = load i32, ptr addrspace(1) %t265.peel, align 4, !dbg !113, !amdgpu.noclobber !6
  %t268.peel = add i64 %t153.peel, %t94, !dbg !114
  %t269.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t268.peel, !dbg !115
  %.118.peel = load i32, ptr addrspace(1) %t269.peel, align 4, !dbg !115, !amdgpu.noclobber !6
  %t272.peel = add i64 %t264.peel, 16, !dbg !116
  %t273.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t272.peel, !dbg !117
  %.119.peel = load i32, ptr addrspace(1) %t273.peel, align 4, !dbg !117, !amdgpu.noclobber !6
  %t276.peel = add i64 %t268.peel, 64, !dbg !118
  %t277.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t276.peel, !dbg !119
  %.120.peel = load i32, ptr addrspace(1) %t277.peel, align 4, !dbg !119, !amdgpu.noclobber !6
  br label %b5.peel, !dbg !119

b5.peel:                                          ; preds = %b1.preheader, %b2.peel
  %t280.peel = phi i32 [ 0, %b1.preheader ], [ %.89.peel, %b2.peel ]
  %t281.peel = phi i32 [ 0, %b1.preheader ], [ %.91.peel, %b2.peel ]
  %t282.peel = phi i32 [ 0, %b1.preheader ], [ %.93.peel, %b2.peel ]
  %t283.peel = phi i32 [ 0, %b1.preheader ], [ %.95.peel, %b2.peel ]
  %t284.peel = phi i32 [ 0, %b1.preheader ], [ %.97.peel, %b2.peel ]
  %t285.peel = phi i32 [ 0, %b1.preheader ], [ %.99.peel, %b2.peel ]
  %t286.peel = phi i32 [ 0, %b1.preheader ], [ %.101.peel, %b2.peel ]
  %t287.peel = phi i32 [ 0, %b1.preheader ], [ %.103.peel, %b2.peel ]
  %t288.peel = phi i32 [ 0, %b1.preheader ], [ %.105.peel, %b2.peel ]
  %t289.peel = phi i32 [ 0, %b1.preheader ], [ %.107.peel, %b2.peel ]
  %t290.peel = phi i32 [ 0, %b1.preheader ], [ %.109.peel, %b2.peel ]
  %t291.peel = phi i32 [ 0, %b1.preheader ], [ %.111.peel, %b2.peel ]
  %t292.peel = phi i32 [ 0, %b1.preheader ], [ %.113.peel, %b2.peel ]
  %t293.peel = phi i32 [ 0, %b1.preheader ], [ %.115.peel, %b2.peel ]
  %t294.peel = phi i32 [ 0, %b1.preheader ], [ %.117.peel, %b2.peel ]
  %t295.peel = phi i32 [ 0, %b1.preheader ], [ %.119.peel, %b2.peel ]
  %t296.peel = phi i32 [ 0, %b1.preheader ], [ %.90.peel, %b2.peel ]
  %t297.peel = phi i32 [ 0, %b1.preheader ], [ %.92.peel, %b2.peel ]
  %t298.peel = phi i32 [ 0, %b1.preheader ], [ %.94.peel, %b2.peel ]
  %t299.peel = phi i32 [ 0, %b1.preheader ], [ %.96.peel, %b2.peel ]
  %t300.peel = phi i32 [ 0, %b1.preheader ], [ %.98.peel, %b2.peel ]
  %t301.peel = phi i32 [ 0, %b1.preheader ], [ %.100.peel, %b2.peel ]
  %t302.peel = phi i32 [ 0, %b1.preheader ], [ %.102.peel, %b2.peel ]
  %t303.peel = phi i32 [ 0, %b1.preheader ], [ %.104.peel, %b2.peel ]
  %t304.peel = phi i32 [ 0, %b1.preheader ], [ %.106.peel, %b2.peel ]
  %t305.peel = phi i32 [ 0, %b1.preheader ], [ %.108.peel, %b2.peel ]
  %t306.peel = phi i32 [ 0, %b1.preheader ], [ %.110.peel, %b2.peel ]
  %t307.peel = phi i32 [ 0, %b1.preheader ], [ %.112.peel, %b2.peel ]
  %t308.peel = phi i32 [ 0, %b1.preheader ], [ %.114.peel, %b2.peel ]
  %t309.peel = phi i32 [ 0, %b1.preheader ], [ %.116.peel, %b2.peel ]
  %t310.peel = phi i32 [ 0, %b1.preheader ], [ %.118.peel, %b2.peel ]
  %t311.peel = phi i32 [ 0, %b1.preheader ], [ %.120.peel, %b2.peel ]
  br i1 %t21, label %b6.peel, label %b7.peel, !dbg !120

b6.peel:                                          ; preds = %b5.peel
  %3 = trunc i64 %t53 to i32, !dbg !121
  %t430.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %3, !dbg !121
  store i32 %t280.peel, ptr addrspace(3) %t430.peel, align 4, !dbg !121
  %4 = trunc i64 %t55 to i32, !dbg !122
  %t432.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %4, !dbg !122
  store i32 %t296.peel, ptr addrspace(3) %t432.peel, align 4, !dbg !122
  %5 = add i32 %3, 16, !dbg !123
  %t435.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %5, !dbg !123
  store i32 %t281.peel, ptr addrspace(3) %t435.peel, align 4, !dbg !123
  %6 = add i32 %4, 64, !dbg !124
  %t438.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %6, !dbg !124
  store i32 %t297.peel, ptr addrspace(3) %t438.peel, align 4, !dbg !124
  %7 = add i32 %3, 640, !dbg !125
  %t441.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %7, !dbg !125
  store i32 %t282.peel, ptr addrspace(3) %t441.peel, align 4, !dbg !125
  %8 = add i32 %4, 544, !dbg !126
  %t444.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %8, !dbg !126
  store i32 %t298.peel, ptr addrspace(3) %t444.peel, align 4, !dbg !126
  %9 = add i32 %3, 656, !dbg !127
  %t447.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %9, !dbg !127
  store i32 %t283.peel, ptr addrspace(3) %t447.peel, align 4, !dbg !127
  %10 = add i32 %4, 608, !dbg !128
  %t450.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %10, !dbg !128
  store i32 %t299.peel, ptr addrspace(3) %t450.peel, align 4, !dbg !128
  %11 = add i32 %3, 1280, !dbg !129
  %t453.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %11, !dbg !129
  store i32 %t284.peel, ptr addrspace(3) %t453.peel, align 4, !dbg !129
  %12 = add i32 %4, 1088, !dbg !130
  %t456.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %12, !dbg !130
  store i32 %t300.peel, ptr addrspace(3) %t456.peel, align 4, !dbg !130
  %13 = add i32 %3, 1296, !dbg !131
  %t459.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %13, !dbg !131
  store i32 %t285.peel, ptr addrspace(3) %t459.peel, align 4, !dbg !131
  %14 = add i32 %4, 1152, !dbg !132
  %t462.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %14, !dbg !132
  store i32 %t301.peel, ptr addrspace(3) %t462.peel, align 4, !dbg !132
  %15 = add i32 %3, 1920, !dbg !133
  %t465.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %15, !dbg !133
  store i32 %t286.peel, ptr addrspace(3) %t465.peel, align 4, !dbg !133
  %16 = add i32 %4, 1632, !dbg !134
  %t468.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %16, !dbg !134
  store i32 %t302.peel, ptr addrspace(3) %t468.peel, align 4, !dbg !134
  %17 = add i32 %3, 1936, !dbg !135
  %t471.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %17, !dbg !135
  store i32 %t287.peel, ptr addrspace(3) %t471.peel, align 4, !dbg !135
  %18 = add i32 %4, 1696, !dbg !136
  %t474.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %18, !dbg !136
  store i32 %t303.peel, ptr addrspace(3) %t474.peel, align 4, !dbg !136
  %19 = add i32 %3, 2560, !dbg !137
  %t477.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %19, !dbg !137
  store i32 %t288.peel, ptr addrspace(3) %t477.peel, align 4, !dbg !137
  %20 = add i32 %4, 2176, !dbg !138
  %t480.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %20, !dbg !138
  store i32 %t304.peel, ptr addrspace(3) %t480.peel, align 4, !dbg !138
  %21 = add i32 %3, 2576, !dbg !139
  %t483.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %21, !dbg !139
  store i32 %t289.peel, ptr addrspace(3) %t483.peel, align 4, !dbg !139
  %22 = add i32 %4, 2240, !dbg !140
  %t486.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %22, !dbg !140
  store i32 %t305.peel, ptr addrspace(3) %t486.peel, align 4, !dbg !140
  %23 = add i32 %3, 3200, !dbg !141
  %t489.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %23, !dbg !141
  store i32 %t290.peel, ptr addrspace(3) %t489.peel, align 4, !dbg !141
  %24 = add i32 %4, 2720, !dbg !142
  %t492.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %24, !dbg !142
  store i32 %t306.peel, ptr addrspace(3) %t492.peel, align 4, !dbg !142
  %25 = add i32 %3, 3216, !dbg !143
  %t495.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %25, !dbg !143
  store i32 %t291.peel, ptr addrspace(3) %t495.peel, align 4, !dbg !143
  %26 = add i32 %4, 2784, !dbg !144
  %t498.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %26, !dbg !144
  store i32 %t307.peel, ptr addrspace(3) %t498.peel, align 4, !dbg !144
  %27 = add i32 %3, 3840, !dbg !145
  %t501.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %27, !dbg !145
  store i32 %t292.peel, ptr addrspace(3) %t501.peel, align 4, !dbg !145
  %28 = add i32 %4, 3264, !dbg !146
  %t504.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %28, !dbg !146
  store i32 %t308.peel, ptr addrspace(3) %t504.peel, align 4, !dbg !146
  %29 = add i32 %3, 3856, !dbg !147
  %t507.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %29, !dbg !147
  store i32 %t293.peel, ptr addrspace(3) %t507.peel, align 4, !dbg !147
  %30 = add i32 %4, 3328, !dbg !148
  %t510.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %30, !dbg !148
  store i32 %t309.peel, ptr addrspace(3) %t510.peel, align 4, !dbg !148
  %31 = add i32 %3, 4480, !dbg !149
  %t513.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %31, !dbg !149
  store i32 %t294.peel, ptr addrspace(3) %t513.peel, align 4, !dbg !149
  %32 = add i32 %4, 3808, !dbg !150
  %t516.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %32, !dbg !150
  store i32 %t310.peel, ptr addrspace(3) %t516.peel, align 4, !dbg !150
  %33 = add i32 %3, 4496, !dbg !151
  %t519.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %33, !dbg !151
  store i32 %t295.peel, ptr addrspace(3) %t519.peel, align 4, !dbg !151
  %34 = add i32 %4, 3872, !dbg !152
  %t522.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %34, !dbg !152
  store i32 %t311.peel, ptr addrspace(3) %t522.peel, align 4, !dbg !152
  br label %b7.peel, !dbg !152

b7.peel:                                          ; preds = %b6.peel, %b5.peel
  fence syncscope("workgroup") release, !dbg !153
  tail call void @llvm.amdgcn.s.barrier(), !dbg !153
  fence syncscope("workgroup") acquire, !dbg !153
  %t525.not.peel = icmp ult i64 %t76, 32, !dbg !153
  br i1 %t525.not.peel, label %b8, label %b1.peel.next, !dbg !153

b1.peel.next:                                     ; preds = %b7.peel
  %.122 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !154
  %.123 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.122), !dbg !154
  %.126 = and i32 %.123, 15
  %35 = lshr i32 %.123, 2
  %36 = and i32 %35, 1073741820
  %.129 = mul nuw nsw i32 %.126, 40
  %.130 = add nuw nsw i32 %.129, %36
  %37 = or i32 %.130, 1
  %38 = or i32 %.130, 2
  %39 = or i32 %.130, 3
  %40 = or i32 %.130, 1
  %41 = or i32 %.130, 2
  %42 = or i32 %.130, 3
  %43 = or i32 %.130, 1
  %44 = or i32 %.130, 2
  %45 = or i32 %.130, 3
  %46 = or i32 %.130, 1
  %47 = or i32 %.130, 2
  %48 = or i32 %.130, 3
  %.297 = mul i32 %36, 136
  %.298 = or i32 %.297, %.126
  %49 = add i32 %.298, 136
  %50 = add i32 %.298, 272
  %51 = add i32 %.298, 408
  %52 = or i32 %.130, 1
  %53 = or i32 %.130, 2
  %54 = or i32 %.130, 3
  %55 = or i32 %.130, 1
  %56 = or i32 %.130, 2
  %57 = or i32 %.130, 3
  %58 = or i32 %.130, 1
  %59 = or i32 %.130, 2
  %60 = or i32 %.130, 3
  %61 = or i32 %.130, 1
  %62 = or i32 %.130, 2
  %63 = or i32 %.130, 3
  br label %b1, !dbg !54

b1:                                               ; preds = %b1.peel.next, %b7
  %t100 = phi i32 [ %t280, %b7 ], [ %t280.peel, %b1.peel.next ]
  %t101 = phi i32 [ %t281, %b7 ], [ %t281.peel, %b1.peel.next ]
  %t102 = phi i32 [ %t282, %b7 ], [ %t282.peel, %b1.peel.next ]
  %t103 = phi i32 [ %t283, %b7 ], [ %t283.peel, %b1.peel.next ]
  %t104 = phi i32 [ %t284, %b7 ], [ %t284.peel, %b1.peel.next ]
  %t105 = phi i32 [ %t285, %b7 ], [ %t285.peel, %b1.peel.next ]
  %t106 = phi i32 [ %t286, %b7 ], [ %t286.peel, %b1.peel.next ]
  %t107 = phi i32 [ %t287, %b7 ], [ %t287.peel, %b1.peel.next ]
  %t108 = phi i32 [ %t288, %b7 ], [ %t288.peel, %b1.peel.next ]
  %t109 = phi i32 [ %t289, %b7 ], [ %t289.peel, %b1.peel.next ]
  %t110 = phi i32 [ %t290, %b7 ], [ %t290.peel, %b1.peel.next ]
  %t111 = phi i32 [ %t291, %b7 ], [ %t291.peel, %b1.peel.next ]
  %t112 = phi i32 [ %t292, %b7 ], [ %t292.peel, %b1.peel.next ]
  %t113 = phi i32 [ %t293, %b7 ], [ %t293.peel, %b1.peel.next ]
  %t114 = phi i32 [ %t294, %b7 ], [ %t294.peel, %b1.peel.next ]
  %t115 = phi i32 [ %t295, %b7 ], [ %t295.peel, %b1.peel.next ]
  %t116 = phi i32 [ %t296, %b7 ], [ %t296.peel, %b1.peel.next ]
  %t117 = phi i32 [ %t297, %b7 ], [ %t297.peel, %b1.peel.next ]
  %t118 = phi i32 [ %t298, %b7 ], [ %t298.peel, %b1.peel.next ]
  %t119 = phi i32 [ %t299, %b7 ], [ %t299.peel, %b1.peel.next ]
  %t120 = phi i32 [ %t300, %b7 ], [ %t300.peel, %b1.peel.next ]
  %t121 = phi i32 [ %t301, %b7 ], [ %t301.peel, %b1.peel.next ]
  %t122 = phi i32 [ %t302, %b7 ], [ %t302.peel, %b1.peel.next ]
  %t123 = phi i32 [ %t303, %b7 ], [ %t303.peel, %b1.peel.next ]
  %t124 = phi i32 [ %t304, %b7 ], [ %t304.peel, %b1.peel.next ]
  %t125 = phi i32 [ %t305, %b7 ], [ %t305.peel, %b1.peel.next ]
  %t126 = phi i32 [ %t306, %b7 ], [ %t306.peel, %b1.peel.next ]
  %t127 = phi i32 [ %t307, %b7 ], [ %t307.peel, %b1.peel.next ]
  %t128 = phi i32 [ %t308, %b7 ], [ %t308.peel, %b1.peel.next ]
  %t129 = phi i32 [ %t309, %b7 ], [ %t309.peel, %b1.peel.next ]
  %t130 = phi i32 [ %t310, %b7 ], [ %t310.peel, %b1.peel.next ]
  %t131 = phi i32 [ %t311, %b7 ], [ %t311.peel, %b1.peel.next ]
  %t132 = phi { [8 x float] } [ %.1081, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t133 = phi { [8 x float] } [ %.1222, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t134 = phi { [8 x float] } [ %.1363, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t135 = phi { [8 x float] } [ %.1504, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t136 = phi { [8 x float] } [ %.1108, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t137 = phi { [8 x float] } [ %.1249, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t138 = phi { [8 x float] } [ %.1390, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t139 = phi { [8 x float] } [ %.1531, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t140 = phi { [8 x float] } [ %.1135, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t141 = phi { [8 x float] } [ %.1276, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t142 = phi { [8 x float] } [ %.1417, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t143 = phi { [8 x float] } [ %.1558, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t144 = phi { [8 x float] } [ %.1162, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t145 = phi { [8 x float] } [ %.1303, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t146 = phi { [8 x float] } [ %.1444, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t147 = phi { [8 x float] } [ %.1585, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t148 = phi i64 [ %t524, %b7 ], [ 1, %b1.peel.next ]
  br i1 %t21, label %b2, label %b4, !dbg !54

b2:                                               ; preds = %b1
  %t149 = tail call i64 @llvm.smin.i64(i64 %t148, i64 %t80), !dbg !55
  %t150 = shl i64 %t149, 5, !dbg !54
  %t151 = add i64 %t47, %t150, !dbg !56
  %reass.add = add i64 %t150, %t27
  %reass.mul = mul i64 %reass.add, %a10
  %t153 = add i64 %t51, %reass.mul, !dbg !57
  %t154 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t151, !dbg !58
  %.89 = load i32, ptr addrspace(1) %t154, align 4, !dbg !58, !amdgpu.noclobber !6
  %t157 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t153, !dbg !59
  %.90 = load i32, ptr addrspace(1) %t157, align 4, !dbg !59, !amdgpu.noclobber !6
  %t160 = add i64 %t151, 16, !dbg !60
  %t161 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t160, !dbg !61
  %.91 = load i32, ptr addrspace(1) %t161, align 4, !dbg !61, !amdgpu.noclobber !6
  %t164 = add i64 %t153, 64, !dbg !62
  %t165 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t164, !dbg !63
  %.92 = load i32, ptr addrspace(1) %t165, align 4, !dbg !63, !amdgpu.noclobber !6
  %t168 = add i64 %t151, %t56, !dbg !64
  %t169 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t168, !dbg !65
  %.93 = load i32, ptr addrspace(1) %t169, align 4, !dbg !65, !amdgpu.noclobber !6
  %t172 = add i64 %t153, %t57, !dbg !66
  %t173 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t172, !dbg !67
  %.94 = load i32, ptr addrspace(1) %t173, align 4, !dbg !67, !amdgpu.noclobber !6
  %t176 = add i64 %t168, 16, !dbg !68
  %t177 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t176, !dbg !69
  %.95 = load i32, ptr addrspace(1) %t177, align 4, !dbg !69, !amdgpu.noclobber !6
  %t180 = add i64 %t172, 64, !dbg !70
  %t181 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t180, !dbg !71
  %.96 = load i32, ptr addrspace(1) %t181, align 4, !dbg !71, !amdgpu.noclobber !6
  %t184 = add i64 %t151, %t83, !dbg !72
  %t185 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t184, !dbg !73
  %.97 = load i32, ptr addrspace(1) %t185, align 4, !dbg !73, !amdgpu.noclobber !6
  %t188 = add i64 %t153, %t84, !dbg !74
  %t189 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t188, !dbg !75
  %.98 = load i32, ptr addrspace(1) %t189, align 4, !dbg !75, !amdgpu.noclobber !6
  %t192 = add i64 %t184, 16, !dbg !76
  %t193 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t192, !dbg !77
  %.99 = load i32, ptr addrspace(1) %t193, align 4, !dbg !77, !amdgpu.noclobber !6
  %t196 = add i64 %t188, 64, !dbg !78
  %t197 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t196, !dbg !79
  %.100 = load i32, ptr addrspace(1) %t197, align 4, !dbg !79, !amdgpu.noclobber !6
  %t200 = add i64 %t151, %t85, !dbg !80
  %t201 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t200, !dbg !81
  %.101 = load i32, ptr addrspace(1) %t201, align 4, !dbg !81, !amdgpu.noclobber !6
  %t204 = add i64 %t153, %t86, !dbg !82
  %t205 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t204, !dbg !83
  %.102 = load i32, ptr addrspace(1) %t205, align 4, !dbg !83, !amdgpu.noclobber !6
  %t208 = add i64 %t200, 16, !dbg !84
  %t209 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t208, !dbg !85
  %.103 = load i32, ptr addrspace(1) %t209, align 4, !dbg !85, !amdgpu.noclobber !6
  %t212 = add i64 %t204, 64, !dbg !86
  %t213 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t212, !dbg !87
  %.104 = load i32, ptr addrspace(1) %t213, align 4, !dbg !87, !amdgpu.noclobber !6
  %t216 = add i64 %t151, %t87, !dbg !88
  %t217 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t216, !dbg !89
  %.105 = load i32, ptr addrspace(1) %t217, align 4, !dbg !89, !amdgpu.noclobber !6
  %t220 = add i64 %t153, %t88, !dbg !90
  %t221 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t220, !dbg !91
  %.106 = load i32, ptr addrspace(1) %t221, align 4, !dbg !91, !amdgpu.noclobber !6
  %t224 = add i64 %t216, 16, !dbg !92
  %t225 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t224, !dbg !93
  %.107 = load i32, ptr addrspace(1) %t225, align 4, !dbg !93, !amdgpu.noclobber !6
  %t228 = add i64 %t220, 64, !dbg !94
  %t229 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t228, !dbg !95
  %.108 = load i32, ptr addrspace(1) %t229, align 4, !dbg !95, !amdgpu.noclobber !6
  %t232 = add i64 %t151, %t89, !dbg !96
  %t233 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t232, !dbg !97
  %.109 = load i32, ptr addrspace(1) %t233, align 4, !dbg !97, !amdgpu.noclobber !6
  %t236 = add i64 %t153, %t90, !dbg !98
  %t237 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t236, !dbg !99
  %.110 = load i32, ptr addrspace(1) %t237, align 4, !dbg !99, !amdgpu.noclobber !6
  %t240 = add i64 %t232, 16, !dbg !100
  %t241 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t240, !dbg !101
  %.111 = load i32, ptr addrspace(1) %t241, align 4, !dbg !101, !amdgpu.noclobber !6
  %t244 = add i64 %t236, 64, !dbg !102
  %t245 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t244, !dbg !103
  %.112 = load i32, ptr addrspace(1) %t245, align 4, !dbg !103, !amdgpu.noclobber !6
  %t248 = add i64 %t151, %t91, !dbg !104
  %t249 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t248, !dbg !105
  %.113 = load i32, ptr addrspace(1) %t249, align 4, !dbg !105, !amdgpu.noclobber !6
  %t252 = add i64 %t153, %t92, !dbg !106
  %t253 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t252, !dbg !107
  %.114 = load i32, ptr addrspace(1) %t253, align 4, !dbg !107, !amdgpu.noclobber !6
  %t256 = add i64 %t248, 16, !dbg !108
  %t257 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t256, !dbg !109
  %.115 = load i32, ptr addrspace(1) %t257, align 4, !dbg !109, !amdgpu.noclobber !6
  %t260 = add i64 %t252, 64, !dbg !110
  %t261 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t260, !dbg !111
  %.116 = load i32, ptr addrspace(1) %t261, align 4, !dbg !111, !amdgpu.noclobber !6
  %t264 = add i64 %t151, %t93, !dbg !112
  %t265 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t264, !dbg !113
  %.117 = load i32, ptr addrspace(1) %t265, align 4, !dbg !113, !amdgpu.noclobber !6
  %t268 = add i64 %t153, %t94, !dbg !114
  %t269 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t268, !dbg !115
  %.118 = load i32, ptr addrspace(1) %t269, align 4, !dbg !115, !amdgpu.noclobber !6
  %t272 = add i64 %t264, 16, !dbg !116
  %t273 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t272, !dbg !117
  %.119 = load i32, ptr addrspace(1) %t273, align 4, !dbg !117, !amdgpu.noclobber !6
  %t276 = add i64 %t268, 64, !dbg !118
  %t277 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t276, !dbg !119
  %.120 = load i32, ptr addrspace(1) %t277, align 4, !dbg !119, !amdgpu.noclobber !6
  br label %b4, !dbg !119

b4:                                               ; preds = %b1, %b2
  %t280 = phi i32 [ %t100, %b1 ], [ %.89, %b2 ]
  %t281 = phi i32 [ %t101, %b1 ], [ %.91, %b2 ]
  %t282 = phi i32 [ %t102, %b1 ], [ %.93, %b2 ]
  %t283 = phi i32 [ %t103, %b1 ], [ %.95, %b2 ]
  %t284 = phi i32 [ %t104, %b1 ], [ %.97, %b2 ]
  %t285 = phi i32 [ %t105, %b1 ], [ %.99, %b2 ]
  %t286 = phi i32 [ %t106, %b1 ], [ %.101, %b2 ]
  %t287 = phi i32 [ %t107, %b1 ], [ %.103, %b2 ]
  %t288 = phi i32 [ %t108, %b1 ], [ %.105, %b2 ]
  %t289 = phi i32 [ %t109, %b1 ], [ %.107, %b2 ]
  %t290 = phi i32 [ %t110, %b1 ], [ %.109, %b2 ]
  %t291 = phi i32 [ %t111, %b1 ], [ %.111, %b2 ]
  %t292 = phi i32 [ %t112, %b1 ], [ %.113, %b2 ]
  %t293 = phi i32 [ %t113, %b1 ], [ %.115, %b2 ]
  %t294 = phi i32 [ %t114, %b1 ], [ %.117, %b2 ]
  %t295 = phi i32 [ %t115, %b1 ], [ %.119, %b2 ]
  %t296 = phi i32 [ %t116, %b1 ], [ %.90, %b2 ]
  %t297 = phi i32 [ %t117, %b1 ], [ %.92, %b2 ]
  %t298 = phi i32 [ %t118, %b1 ], [ %.94, %b2 ]
  %t299 = phi i32 [ %t119, %b1 ], [ %.96, %b2 ]
  %t300 = phi i32 [ %t120, %b1 ], [ %.98, %b2 ]
  %t301 = phi i32 [ %t121, %b1 ], [ %.100, %b2 ]
  %t302 = phi i32 [ %t122, %b1 ], [ %.102, %b2 ]
  %t303 = phi i32 [ %t123, %b1 ], [ %.104, %b2 ]
  %t304 = phi i32 [ %t124, %b1 ], [ %.106, %b2 ]
  %t305 = phi i32 [ %t125, %b1 ], [ %.108, %b2 ]
  %t306 = phi i32 [ %t126, %b1 ], [ %.110, %b2 ]
  %t307 = phi i32 [ %t127, %b1 ], [ %.112, %b2 ]
  %t308 = phi i32 [ %t128, %b1 ], [ %.114, %b2 ]
  %t309 = phi i32 [ %t129, %b1 ], [ %.116, %b2 ]
  %t310 = phi i32 [ %t130, %b1 ], [ %.118, %b2 ]
  %t311 = phi i32 [ %t131, %b1 ], [ %.120, %b2 ]
  %64 = and i64 %t148, 1, !dbg !155
  %t318 = xor i64 %64, 1, !dbg !155
  %t320 = mul nuw nsw i64 %t318, 5120, !dbg !156
  %t321 = add nsw i64 %t320, %t95, !dbg !157
  %t323 = mul nuw nsw i64 %t318, 4352, !dbg !158
  %t324 = add i64 %t323, %t14, !dbg !159
  %65 = trunc i64 %t321 to i32, !dbg !160
  %t325 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %65, !dbg !160
  %.131 = getelementptr inbounds i16, ptr addrspace(3) %t325, i32 %.130, !dbg !160
  %66 = ptrtoint ptr addrspace(3) %.131 to i32, !dbg !160
  %67 = and i32 %66, 2, !dbg !160
  %.134 = icmp eq i32 %67, 0, !dbg !160
  br i1 %.134, label %frag.wide.135, label %frag.narrow.136, !dbg !160

frag.wide.135:                                    ; preds = %b4
  %.138 = load <2 x i32>, ptr addrspace(3) %.131, align 8, !dbg !160
  %.139 = extractelement <2 x i32> %.138, i64 0, !dbg !160
  %.140 = extractelement <2 x i32> %.138, i64 1, !dbg !160
  br label %frag.join.137, !dbg !160

frag.narrow.136:                                  ; preds = %b4
  %.142 = load i16, ptr addrspace(3) %.131, align 8, !dbg !160
  %.143 = zext i16 %.142 to i32, !dbg !160
  %.145 = getelementptr inbounds i16, ptr addrspace(3) %t325, i32 %37, !dbg !160
  %.146 = load i16, ptr addrspace(3) %.145, align 2, !dbg !160
  %.147 = zext i16 %.146 to i32, !dbg !160
  %.148 = shl nuw i32 %.147, 16, !dbg !160
  %.149 = or i32 %.148, %.143, !dbg !160
  %.151 = getelementptr inbounds i16, ptr addrspace(3) %t325, i32 %38, !dbg !160
  %.152 = load i16, ptr addrspace(3) %.151, align 4, !dbg !160
  %.153 = zext i16 %.152 to i32, !dbg !160
  %.155 = getelementptr inbounds i16, ptr addrspace(3) %t325, i32 %39, !dbg !160
  %.156 = load i16, ptr addrspace(3) %.155, align 2, !dbg !160
  %.157 = zext i16 %.156 to i32, !dbg !160
  %.158 = shl nuw i32 %.157, 16, !dbg !160
  %.159 = or i32 %.158, %.153, !dbg !160
  br label %frag.join.137, !dbg !160

frag.join.137:                                    ; preds = %frag.narrow.136, %frag.wide.135
  %.160 = phi i32 [ %.139, %frag.wide.135 ], [ %.149, %frag.narrow.136 ], !dbg !160
  %.161 = phi i32 [ %.140, %frag.wide.135 ], [ %.159, %frag.narrow.136 ], !dbg !160
  %68 = add i32 %65, 640, !dbg !161
  %t328 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %68, !dbg !161
  %.173 = getelementptr inbounds i16, ptr addrspace(3) %t328, i32 %.130, !dbg !161
  %69 = ptrtoint ptr addrspace(3) %.173 to i32, !dbg !161
  %70 = and i32 %69, 2, !dbg !161
  %.176 = icmp eq i32 %70, 0, !dbg !161
  br i1 %.176, label %frag.wide.177, label %frag.narrow.178, !dbg !161

frag.wide.177:                                    ; preds = %frag.join.137
  %.180 = load <2 x i32>, ptr addrspace(3) %.173, align 8, !dbg !161
  %.181 = extractelement <2 x i32> %.180, i64 0, !dbg !161
  %.182 = extractelement <2 x i32> %.180, i64 1, !dbg !161
  br label %frag.join.179, !dbg !161

frag.narrow.178:                                  ; preds = %frag.join.137
  %.184 = load i16, ptr addrspace(3) %.173, align 8, !dbg !161
  %.185 = zext i16 %.184 to i32, !dbg !161
  %.187 = getelementptr inbounds i16, ptr addrspace(3) %t328, i32 %40, !dbg !161
  %.188 = load i16, ptr addrspace(3) %.187, align 2, !dbg !161
  %.189 = zext i16 %.188 to i32, !dbg !161
  %.190 = shl nuw i32 %.189, 16, !dbg !161
  %.191 = or i32 %.190, %.185, !dbg !161
  %.193 = getelementptr inbounds i16, ptr addrspace(3) %t328, i32 %41, !dbg !161
  %.194 = load i16, ptr addrspace(3) %.193, align 4, !dbg !161
  %.195 = zext i16 %.194 to i32, !dbg !161
  %.197 = getelementptr inbounds i16, ptr addrspace(3) %t328, i32 %42, !dbg !161
  %.198 = load i16, ptr addrspace(3) %.197, align 2, !dbg !161
  %.199 = zext i16 %.198 to i32, !dbg !161
  %.200 = shl nuw i32 %.199, 16, !dbg !161
  %.201 = or i32 %.200, %.195, !dbg !161
  br label %frag.join.179, !dbg !161

frag.join.179:                                    ; preds = %frag.narrow.178, %frag.wide.177
  %.202 = phi i32 [ %.181, %frag.wide.177 ], [ %.191, %frag.narrow.178 ], !dbg !161
  %.203 = phi i32 [ %.182, %frag.wide.177 ], [ %.201, %frag.narrow.178 ], !dbg !161
  %71 = add i32 %65, 1280, !dbg !162
  %t331 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %71, !dbg !162
  %.215 = getelementptr inbounds i16, ptr addrspace(3) %t331, i32 %.130, !dbg !162
  %72 = ptrtoint ptr addrspace(3) %.215 to i32, !dbg !162
  %73 = and i32 %72, 2, !dbg !162
  %.218 = icmp eq i32 %73, 0, !dbg !162
  br i1 %.218, label %frag.wide.219, label %frag.narrow.220, !dbg !162

frag.wide.219:                                    ; preds = %frag.join.179
  %.222 = load <2 x i32>, ptr addrspace(3) %.215, align 8, !dbg !162
  %.223 = extractelement <2 x i32> %.222, i64 0, !dbg !162
  %.224 = extractelement <2 x i32> %.222, i64 1, !dbg !162
  br label %frag.join.221, !dbg !162

frag.narrow.220:                                  ; preds = %frag.join.179
  %.226 = load i16, ptr addrspace(3) %.215, align 8, !dbg !162
  %.227 = zext i16 %.226 to i32, !dbg !162
  %.229 = getelementptr inbounds i16, ptr addrspace(3) %t331, i32 %43, !dbg !162
  %.230 = load i16, ptr addrspace(3) %.229, align 2, !dbg !162
  %.231 = zext i16 %.230 to i32, !dbg !162
  %.232 = shl nuw i32 %.231, 16, !dbg !162
  %.233 = or i32 %.232, %.227, !dbg !162
  %.235 = getelementptr inbounds i16, ptr addrspace(3) %t331, i32 %44, !dbg !162
  %.236 = load i16, ptr addrspace(3) %.235, align 4, !dbg !162
  %.237 = zext i16 %.236 to i32, !dbg !162
  %.239 = getelementptr inbounds i16, ptr addrspace(3) %t331, i32 %45, !dbg !162
  %.240 = load i16, ptr addrspace(3) %.239, align 2, !dbg !162
  %.241 = zext i16 %.240 to i32, !dbg !162
  %.242 = shl nuw i32 %.241, 16, !dbg !162
  %.243 = or i32 %.242, %.237, !dbg !162
  br label %frag.join.221, !dbg !162

frag.join.221:                                    ; preds = %frag.narrow.220, %frag.wide.219
  %.244 = phi i32 [ %.223, %frag.wide.219 ], [ %.233, %frag.narrow.220 ], !dbg !162
  %.245 = phi i32 [ %.224, %frag.wide.219 ], [ %.243, %frag.narrow.220 ], !dbg !162
  %74 = add i32 %65, 1920, !dbg !163
  %t334 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %74, !dbg !163
  %.257 = getelementptr inbounds i16, ptr addrspace(3) %t334, i32 %.130, !dbg !163
  %75 = ptrtoint ptr addrspace(3) %.257 to i32, !dbg !163
  %76 = and i32 %75, 2, !dbg !163
  %.260 = icmp eq i32 %76, 0, !dbg !163
  br i1 %.260, label %frag.wide.261, label %frag.narrow.262, !dbg !163

frag.wide.261:                                    ; preds = %frag.join.221
  %.264 = load <2 x i32>, ptr addrspace(3) %.257, align 8, !dbg !163
  %.265 = extractelement <2 x i32> %.264, i64 0, !dbg !163
  %.266 = extractelement <2 x i32> %.264, i64 1, !dbg !163
  br label %frag.join.263, !dbg !163

frag.narrow.262:                                  ; preds = %frag.join.221
  %.268 = load i16, ptr addrspace(3) %.257, align 8, !dbg !163
  %.269 = zext i16 %.268 to i32, !dbg !163
  %.271 = getelementptr inbounds i16, ptr addrspace(3) %t334, i32 %46, !dbg !163
  %.272 = load i16, ptr addrspace(3) %.271, align 2, !dbg !163
  %.273 = zext i16 %.272 to i32, !dbg !163
  %.274 = shl nuw i32 %.273, 16, !dbg !163
  %.275 = or i32 %.274, %.269, !dbg !163
  %.277 = getelementptr inbounds i16, ptr addrspace(3) %t334, i32 %47, !dbg !163
  %.278 = load i16, ptr addrspace(3) %.277, align 4, !dbg !163
  %.279 = zext i16 %.278 to i32, !dbg !163
  %.281 = getelementptr inbounds i16, ptr addrspace(3) %t334, i32 %48, !dbg !163
  %.282 = load i16, ptr addrspace(3) %.281, align 2, !dbg !163
  %.283 = zext i16 %.282 to i32, !dbg !163
  %.284 = shl nuw i32 %.283, 16, !dbg !163
  %.285 = or i32 %.284, %.279, !dbg !163
  br label %frag.join.263, !dbg !163

frag.join.263:                                    ; preds = %frag.narrow.262, %frag.wide.261
  %.286 = phi i32 [ %.265, %frag.wide.261 ], [ %.275, %frag.narrow.262 ], !dbg !163
  %.287 = phi i32 [ %.266, %frag.wide.261 ], [ %.285, %frag.narrow.262 ], !dbg !163
  %77 = trunc i64 %t324 to i32, !dbg !164
  %t336 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %77, !dbg !164
  %.299 = getelementptr inbounds i16, ptr addrspace(3) %t336, i32 %.298, !dbg !164
  %.300 = load i16, ptr addrspace(3) %.299, align 2, !dbg !164
  %.301 = zext i16 %.300 to i32, !dbg !164
  %.304 = getelementptr inbounds i16, ptr addrspace(3) %t336, i32 %49, !dbg !164
  %.305 = load i16, ptr addrspace(3) %.304, align 2, !dbg !164
  %.306 = zext i16 %.305 to i32, !dbg !164
  %.307 = shl nuw i32 %.306, 16, !dbg !164
  %.308 = or i32 %.307, %.301, !dbg !164
  %.311 = getelementptr inbounds i16, ptr addrspace(3) %t336, i32 %50, !dbg !164
  %.312 = load i16, ptr addrspace(3) %.311, align 2, !dbg !164
  %.313 = zext i16 %.312 to i32, !dbg !164
  %.316 = getelementptr inbounds i16, ptr addrspace(3) %t336, i32 %51, !dbg !164
  %.317 = load i16, ptr addrspace(3) %.316, align 2, !dbg !164
  %.318 = zext i16 %.317 to i32, !dbg !164
  %.319 = shl nuw i32 %.318, 16, !dbg !164
  %.320 = or i32 %.319, %.313, !dbg !164
  %.323 = extractvalue { [8 x float] } %t132, 0, 0, !dbg !165
  %.324 = insertelement <4 x float> poison, float %.323, i64 0, !dbg !165
  %.325 = extractvalue { [8 x float] } %t132, 0, 1, !dbg !165
  %.326 = insertelement <4 x float> %.324, float %.325, i64 1, !dbg !165
  %.327 = extractvalue { [8 x float] } %t132, 0, 2, !dbg !165
  %.328 = insertelement <4 x float> %.326, float %.327, i64 2, !dbg !165
  %.329 = extractvalue { [8 x float] } %t132, 0, 3, !dbg !165
  %.330 = insertelement <4 x float> %.328, float %.329, i64 3, !dbg !165
  %.332 = insertelement <2 x i32> poison, i32 %.160, i64 0, !dbg !165
  %.334 = insertelement <2 x i32> %.332, i32 %.161, i64 1, !dbg !165
  %.335 = bitcast <2 x i32> %.334 to <4 x half>, !dbg !165
  %.337 = insertelement <2 x i32> poison, i32 %.308, i64 0, !dbg !165
  %.339 = insertelement <2 x i32> %.337, i32 %.320, i64 1, !dbg !165
  %.340 = bitcast <2 x i32> %.339 to <4 x half>, !dbg !165
  %.341 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.335, <4 x half> %.340, <4 x float> %.330, i32 0, i32 0, i32 0), !dbg !165
  %.350 = extractvalue { [8 x float] } %t136, 0, 0, !dbg !166
  %.351 = insertelement <4 x float> poison, float %.350, i64 0, !dbg !166
  %.352 = extractvalue { [8 x float] } %t136, 0, 1, !dbg !166
  %.353 = insertelement <4 x float> %.351, float %.352, i64 1, !dbg !166
  %.354 = extractvalue { [8 x float] } %t136, 0, 2, !dbg !166
  %.355 = insertelement <4 x float> %.353, float %.354, i64 2, !dbg !166
  %.356 = extractvalue { [8 x float] } %t136, 0, 3, !dbg !166
  %.357 = insertelement <4 x float> %.355, float %.356, i64 3, !dbg !166
  %.359 = insertelement <2 x i32> poison, i32 %.202, i64 0, !dbg !166
  %.361 = insertelement <2 x i32> %.359, i32 %.203, i64 1, !dbg !166
  %.362 = bitcast <2 x i32> %.361 to <4 x half>, !dbg !166
  %.368 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.362, <4 x half> %.340, <4 x float> %.357, i32 0, i32 0, i32 0), !dbg !166
  %.377 = extractvalue { [8 x float] } %t140, 0, 0, !dbg !167
  %.378 = insertelement <4 x float> poison, float %.377, i64 0, !dbg !167
  %.379 = extractvalue { [8 x float] } %t140, 0, 1, !dbg !167
  %.380 = insertelement <4 x float> %.378, float %.379, i64 1, !dbg !167
  %.381 = extractvalue { [8 x float] } %t140, 0, 2, !dbg !167
  %.382 = insertelement <4 x float> %.380, float %.381, i64 2, !dbg !167
  %.383 = extractvalue { [8 x float] } %t140, 0, 3, !dbg !167
  %.384 = insertelement <4 x float> %.382, float %.383, i64 3, !dbg !167
  %.386 = insertelement <2 x i32> poison, i32 %.244, i64 0, !dbg !167
  %.388 = insertelement <2 x i32> %.386, i32 %.245, i64 1, !dbg !167
  %.389 = bitcast <2 x i32> %.388 to <4 x half>, !dbg !167
  %.395 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.389, <4 x half> %.340, <4 x float> %.384, i32 0, i32 0, i32 0), !dbg !167
  %.404 = extractvalue { [8 x float] } %t144, 0, 0, !dbg !168
  %.405 = insertelement <4 x float> poison, float %.404, i64 0, !dbg !168
  %.406 = extractvalue { [8 x float] } %t144, 0, 1, !dbg !168
  %.407 = insertelement <4 x float> %.405, float %.406, i64 1, !dbg !168
  %.408 = extractvalue { [8 x float] } %t144, 0, 2, !dbg !168
  %.409 = insertelement <4 x float> %.407, float %.408, i64 2, !dbg !168
  %.410 = extractvalue { [8 x float] } %t144, 0, 3, !dbg !168
  %.411 = insertelement <4 x float> %.409, float %.410, i64 3, !dbg !168
  %.413 = insertelement <2 x i32> poison, i32 %.286, i64 0, !dbg !168
  %.415 = insertelement <2 x i32> %.413, i32 %.287, i64 1, !dbg !168
  %.416 = bitcast <2 x i32> %.415 to <4 x half>, !dbg !168
  %.422 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.416, <4 x half> %.340, <4 x float> %.411, i32 0, i32 0, i32 0), !dbg !168
  %78 = or i32 %77, 16, !dbg !169
  %t343 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %78, !dbg !169
  %.440 = getelementptr inbounds i16, ptr addrspace(3) %t343, i32 %.298, !dbg !169
  %.441 = load i16, ptr addrspace(3) %.440, align 2, !dbg !169
  %.442 = zext i16 %.441 to i32, !dbg !169
  %.445 = getelementptr inbounds i16, ptr addrspace(3) %t343, i32 %49, !dbg !169
  %.446 = load i16, ptr addrspace(3) %.445, align 2, !dbg !169
  %.447 = zext i16 %.446 to i32, !dbg !169
  %.448 = shl nuw i32 %.447, 16, !dbg !169
  %.449 = or i32 %.448, %.442, !dbg !169
  %.452 = getelementptr inbounds i16, ptr addrspace(3) %t343, i32 %50, !dbg !169
  %.453 = load i16, ptr addrspace(3) %.452, align 2, !dbg !169
  %.454 = zext i16 %.453 to i32, !dbg !169
  %.457 = getelementptr inbounds i16, ptr addrspace(3) %t343, i32 %51, !dbg !169
  %.458 = load i16, ptr addrspace(3) %.457, align 2, !dbg !169
  %.459 = zext i16 %.458 to i32, !dbg !169
  %.460 = shl nuw i32 %.459, 16, !dbg !169
  %.461 = or i32 %.460, %.454, !dbg !169
  %.464 = extractvalue { [8 x float] } %t133, 0, 0, !dbg !165
  %.465 = insertelement <4 x float> poison, float %.464, i64 0, !dbg !165
  %.466 = extractvalue { [8 x float] } %t133, 0, 1, !dbg !165
  %.467 = insertelement <4 x float> %.465, float %.466, i64 1, !dbg !165
  %.468 = extractvalue { [8 x float] } %t133, 0, 2, !dbg !165
  %.469 = insertelement <4 x float> %.467, float %.468, i64 2, !dbg !165
  %.470 = extractvalue { [8 x float] } %t133, 0, 3, !dbg !165
  %.471 = insertelement <4 x float> %.469, float %.470, i64 3, !dbg !165
  %.478 = insertelement <2 x i32> poison, i32 %.449, i64 0, !dbg !165
  %.480 = insertelement <2 x i32> %.478, i32 %.461, i64 1, !dbg !165
  %.481 = bitcast <2 x i32> %.480 to <4 x half>, !dbg !165
  %.482 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.335, <4 x half> %.481, <4 x float> %.471, i32 0, i32 0, i32 0), !dbg !165
  %.491 = extractvalue { [8 x float] } %t137, 0, 0, !dbg !166
  %.492 = insertelement <4 x float> poison, float %.491, i64 0, !dbg !166
  %.493 = extractvalue { [8 x float] } %t137, 0, 1, !dbg !166
  %.494 = insertelement <4 x float> %.492, float %.493, i64 1, !dbg !166
  %.495 = extractvalue { [8 x float] } %t137, 0, 2, !dbg !166
  %.496 = insertelement <4 x float> %.494, float %.495, i64 2, !dbg !166
  %.497 = extractvalue { [8 x float] } %t137, 0, 3, !dbg !166
  %.498 = insertelement <4 x float> %.496, float %.497, i64 3, !dbg !166
  %.509 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.362, <4 x half> %.481, <4 x float> %.498, i32 0, i32 0, i32 0), !dbg !166
  %.518 = extractvalue { [8 x float] } %t141, 0, 0, !dbg !167
  %.519 = insertelement <4 x float> poison, float %.518, i64 0, !dbg !167
  %.520 = extractvalue { [8 x float] } %t141, 0, 1, !dbg !167
  %.521 = insertelement <4 x float> %.519, float %.520, i64 1, !dbg !167
  %.522 = extractvalue { [8 x float] } %t141, 0, 2, !dbg !167
  %.523 = insertelement <4 x float> %.521, float %.522, i64 2, !dbg !167
  %.524 = extractvalue { [8 x float] } %t141, 0, 3, !dbg !167
  %.525 = insertelement <4 x float> %.523, float %.524, i64 3, !dbg !167
  %.536 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.389, <4 x half> %.481, <4 x float> %.525, i32 0, i32 0, i32 0), !dbg !167
  %.545 = extractvalue { [8 x float] } %t145, 0, 0, !dbg !168
  %.546 = insertelement <4 x float> poison, float %.545, i64 0, !dbg !168
  %.547 = extractvalue { [8 x float] } %t145, 0, 1, !dbg !168
  %.548 = insertelement <4 x float> %.546, float %.547, i64 1, !dbg !168
  %.549 = extractvalue { [8 x float] } %t145, 0, 2, !dbg !168
  %.550 = insertelement <4 x float> %.548, float %.549, i64 2, !dbg !168
  %.551 = extractvalue { [8 x float] } %t145, 0, 3, !dbg !168
  %.552 = insertelement <4 x float> %.550, float %.551, i64 3, !dbg !168
  %.563 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.416, <4 x half> %.481, <4 x float> %.552, i32 0, i32 0, i32 0), !dbg !168
  %79 = or i32 %77, 32, !dbg !170
  %t350 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %79, !dbg !170
  %.581 = getelementptr inbounds i16, ptr addrspace(3) %t350, i32 %.298, !dbg !170
  %.582 = load i16, ptr addrspace(3) %.581, align 2, !dbg !170
  %.583 = zext i16 %.582 to i32, !dbg !170
  %.586 = getelementptr inbounds i16, ptr addrspace(3) %t350, i32 %49, !dbg !170
  %.587 = load i16, ptr addrspace(3) %.586, align 2, !dbg !170
  %.588 = zext i16 %.587 to i32, !dbg !170
  %.589 = shl nuw i32 %.588, 16, !dbg !170
  %.590 = or i32 %.589, %.583, !dbg !170
  %.593 = getelementptr inbounds i16, ptr addrspace(3) %t350, i32 %50, !dbg !170
  %.594 = load i16, ptr addrspace(3) %.593, align 2, !dbg !170
  %.595 = zext i16 %.594 to i32, !dbg !170
  %.598 = getelementptr inbounds i16, ptr addrspace(3) %t350, i32 %51, !dbg !170
  %.599 = load i16, ptr addrspace(3) %.598, align 2, !dbg !170
  %.600 = zext i16 %.599 to i32, !dbg !170
  %.601 = shl nuw i32 %.600, 16, !dbg !170
  %.602 = or i32 %.601, %.595, !dbg !170
  %.605 = extractvalue { [8 x float] } %t134, 0, 0, !dbg !165
  %.606 = insertelement <4 x float> poison, float %.605, i64 0, !dbg !165
  %.607 = extractvalue { [8 x float] } %t134, 0, 1, !dbg !165
  %.608 = insertelement <4 x float> %.606, float %.607, i64 1, !dbg !165
  %.609 = extractvalue { [8 x float] } %t134, 0, 2, !dbg !165
  %.610 = insertelement <4 x float> %.608, float %.609, i64 2, !dbg !165
  %.611 = extractvalue { [8 x float] } %t134, 0, 3, !dbg !165
  %.612 = insertelement <4 x float> %.610, float %.611, i64 3, !dbg !165
  %.619 = insertelement <2 x i32> poison, i32 %.590, i64 0, !dbg !165
  %.621 = insertelement <2 x i32> %.619, i32 %.602, i64 1, !dbg !165
  %.622 = bitcast <2 x i32> %.621 to <4 x half>, !dbg !165
  %.623 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.335, <4 x half> %.622, <4 x float> %.612, i32 0, i32 0, i32 0), !dbg !165
  %.632 = extractvalue { [8 x float] } %t138, 0, 0, !dbg !166
  %.633 = insertelement <4 x float> poison, float %.632, i64 0, !dbg !166
  %.634 = extractvalue { [8 x float] } %t138, 0, 1, !dbg !166
  %.635 = insertelement <4 x float> %.633, float %.634, i64 1, !dbg !166
  %.636 = extractvalue { [8 x float] } %t138, 0, 2, !dbg !166
  %.637 = insertelement <4 x float> %.635, float %.636, i64 2, !dbg !166
  %.638 = extractvalue { [8 x float] } %t138, 0, 3, !dbg !166
  %.639 = insertelement <4 x float> %.637, float %.638, i64 3, !dbg !166
  %.650 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.362, <4 x half> %.622, <4 x float> %.639, i32 0, i32 0, i32 0), !dbg !166
  %.659 = extractvalue { [8 x float] } %t142, 0, 0, !dbg !167
  %.660 = insertelement <4 x float> poison, float %.659, i64 0, !dbg !167
  %.661 = extractvalue { [8 x float] } %t142, 0, 1, !dbg !167
  %.662 = insertelement <4 x float> %.660, float %.661, i64 1, !dbg !167
  %.663 = extractvalue { [8 x float] } %t142, 0, 2, !dbg !167
  %.664 = insertelement <4 x float> %.662, float %.663, i64 2, !dbg !167
  %.665 = extractvalue { [8 x float] } %t142, 0, 3, !dbg !167
  %.666 = insertelement <4 x float> %.664, float %.665, i64 3, !dbg !167
  %.677 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.389, <4 x half> %.622, <4 x float> %.666, i32 0, i32 0, i32 0), !dbg !167
  %.686 = extractvalue { [8 x float] } %t146, 0, 0, !dbg !168
  %.687 = insertelement <4 x float> poison, float %.686, i64 0, !dbg !168
  %.688 = extractvalue { [8 x float] } %t146, 0, 1, !dbg !168
  %.689 = insertelement <4 x float> %.687, float %.688, i64 1, !dbg !168
  %.690 = extractvalue { [8 x float] } %t146, 0, 2, !dbg !168
  %.691 = insertelement <4 x float> %.689, float %.690, i64 2, !dbg !168
  %.692 = extractvalue { [8 x float] } %t146, 0, 3, !dbg !168
  %.693 = insertelement <4 x float> %.691, float %.692, i64 3, !dbg !168
  %.704 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.416, <4 x half> %.622, <4 x float> %.693, i32 0, i32 0, i32 0), !dbg !168
  %80 = or i32 %77, 48, !dbg !171
  %t357 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %80, !dbg !171
  %.722 = getelementptr inbounds i16, ptr addrspace(3) %t357, i32 %.298, !dbg !171
  %.723 = load i16, ptr addrspace(3) %.722, align 2, !dbg !171
  %.724 = zext i16 %.723 to i32, !dbg !171
  %.727 = getelementptr inbounds i16, ptr addrspace(3) %t357, i32 %49, !dbg !171
  %.728 = load i16, ptr addrspace(3) %.727, align 2, !dbg !171
  %.729 = zext i16 %.728 to i32, !dbg !171
  %.730 = shl nuw i32 %.729, 16, !dbg !171
  %.731 = or i32 %.730, %.724, !dbg !171
  %.734 = getelementptr inbounds i16, ptr addrspace(3) %t357, i32 %50, !dbg !171
  %.735 = load i16, ptr addrspace(3) %.734, align 2, !dbg !171
  %.736 = zext i16 %.735 to i32, !dbg !171
  %.739 = getelementptr inbounds i16, ptr addrspace(3) %t357, i32 %51, !dbg !171
  %.740 = load i16, ptr addrspace(3) %.739, align 2, !dbg !171
  %.741 = zext i16 %.740 to i32, !dbg !171
  %.742 = shl nuw i32 %.741, 16, !dbg !171
  %.743 = or i32 %.742, %.736, !dbg !171
  %.746 = extractvalue { [8 x float] } %t135, 0, 0, !dbg !165
  %.747 = insertelement <4 x float> poison, float %.746, i64 0, !dbg !165
  %.748 = extractvalue { [8 x float] } %t135, 0, 1, !dbg !165
  %.749 = insertelement <4 x float> %.747, float %.748, i64 1, !dbg !165
  %.750 = extractvalue { [8 x float] } %t135, 0, 2, !dbg !165
  %.751 = insertelement <4 x float> %.749, float %.750, i64 2, !dbg !165
  %.752 = extractvalue { [8 x float] } %t135, 0, 3, !dbg !165
  %.753 = insertelement <4 x float> %.751, float %.752, i64 3, !dbg !165
  %.760 = insertelement <2 x i32> poison, i32 %.731, i64 0, !dbg !165
  %.762 = insertelement <2 x i32> %.760, i32 %.743, i64 1, !dbg !165
  %.763 = bitcast <2 x i32> %.762 to <4 x half>, !dbg !165
  %.764 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.335, <4 x half> %.763, <4 x float> %.753, i32 0, i32 0, i32 0), !dbg !165
  %.773 = extractvalue { [8 x float] } %t139, 0, 0, !dbg !166
  %.774 = insertelement <4 x float> poison, float %.773, i64 0, !dbg !166
  %.775 = extractvalue { [8 x float] } %t139, 0, 1, !dbg !166
  %.776 = insertelement <4 x float> %.774, float %.775, i64 1, !dbg !166
  %.777 = extractvalue { [8 x float] } %t139, 0, 2, !dbg !166
  %.778 = insertelement <4 x float> %.776, float %.777, i64 2, !dbg !166
  %.779 = extractvalue { [8 x float] } %t139, 0, 3, !dbg !166
  %.780 = insertelement <4 x float> %.778, float %.779, i64 3, !dbg !166
  %.791 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.362, <4 x half> %.763, <4 x float> %.780, i32 0, i32 0, i32 0), !dbg !166
  %.800 = extractvalue { [8 x float] } %t143, 0, 0, !dbg !167
  %.801 = insertelement <4 x float> poison, float %.800, i64 0, !dbg !167
  %.802 = extractvalue { [8 x float] } %t143, 0, 1, !dbg !167
  %.803 = insertelement <4 x float> %.801, float %.802, i64 1, !dbg !167
  %.804 = extractvalue { [8 x float] } %t143, 0, 2, !dbg !167
  %.805 = insertelement <4 x float> %.803, float %.804, i64 2, !dbg !167
  %.806 = extractvalue { [8 x float] } %t143, 0, 3, !dbg !167
  %.807 = insertelement <4 x float> %.805, float %.806, i64 3, !dbg !167
  %.818 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.389, <4 x half> %.763, <4 x float> %.807, i32 0, i32 0, i32 0), !dbg !167
  %.827 = extractvalue { [8 x float] } %t147, 0, 0, !dbg !168
  %.828 = insertelement <4 x float> poison, float %.827, i64 0, !dbg !168
  %.829 = extractvalue { [8 x float] } %t147, 0, 1, !dbg !168
  %.830 = insertelement <4 x float> %.828, float %.829, i64 1, !dbg !168
  %.831 = extractvalue { [8 x float] } %t147, 0, 2, !dbg !168
  %.832 = insertelement <4 x float> %.830, float %.831, i64 2, !dbg !168
  %.833 = extractvalue { [8 x float] } %t147, 0, 3, !dbg !168
  %.834 = insertelement <4 x float> %.832, float %.833, i64 3, !dbg !168
  %.845 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.416, <4 x half> %.763, <4 x float> %.834, i32 0, i32 0, i32 0), !dbg !168
  %81 = or i32 %65, 16, !dbg !172
  %t364 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %81, !dbg !172
  %.863 = getelementptr inbounds i16, ptr addrspace(3) %t364, i32 %.130, !dbg !172
  %82 = ptrtoint ptr addrspace(3) %.863 to i32, !dbg !172
  %83 = and i32 %82, 2, !dbg !172
  %.866 = icmp eq i32 %83, 0, !dbg !172
  br i1 %.866, label %frag.wide.867, label %frag.narrow.868, !dbg !172

frag.wide.867:                                    ; preds = %frag.join.263
  %.870 = load <2 x i32>, ptr addrspace(3) %.863, align 8, !dbg !172
  %.871 = extractelement <2 x i32> %.870, i64 0, !dbg !172
  %.872 = extractelement <2 x i32> %.870, i64 1, !dbg !172
  br label %frag.join.869, !dbg !172

frag.narrow.868:                                  ; preds = %frag.join.263
  %.874 = load i16, ptr addrspace(3) %.863, align 8, !dbg !172
  %.875 = zext i16 %.874 to i32, !dbg !172
  %.877 = getelementptr inbounds i16, ptr addrspace(3) %t364, i32 %52, !dbg !172
  %.878 = load i16, ptr addrspace(3) %.877, align 2, !dbg !172
  %.879 = zext i16 %.878 to i32, !dbg !172
  %.880 = shl nuw i32 %.879, 16, !dbg !172
  %.881 = or i32 %.880, %.875, !dbg !172
  %.883 = getelementptr inbounds i16, ptr addrspace(3) %t364, i32 %53, !dbg !172
  %.884 = load i16, ptr addrspace(3) %.883, align 4, !dbg !172
  %.885 = zext i16 %.884 to i32, !dbg !172
  %.887 = getelementptr inbounds i16, ptr addrspace(3) %t364, i32 %54, !dbg !172
  %.888 = load i16, ptr addrspace(3) %.887, align 2, !dbg !172
  %.889 = zext i16 %.888 to i32, !dbg !172
  %.890 = shl nuw i32 %.889, 16, !dbg !172
  %.891 = or i32 %.890, %.885, !dbg !172
  br label %frag.join.869, !dbg !172

frag.join.869:                                    ; preds = %frag.narrow.868, %frag.wide.867
  %.892 = phi i32 [ %.871, %frag.wide.867 ], [ %.881, %frag.narrow.868 ], !dbg !172
  %.893 = phi i32 [ %.872, %frag.wide.867 ], [ %.891, %frag.narrow.868 ], !dbg !172
  %84 = add i32 %65, 656, !dbg !173
  %t367 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %84, !dbg !173
  %.905 = getelementptr inbounds i16, ptr addrspace(3) %t367, i32 %.130, !dbg !173
  %85 = ptrtoint ptr addrspace(3) %.905 to i32, !dbg !173
  %86 = and i32 %85, 2, !dbg !173
  %.908 = icmp eq i32 %86, 0, !dbg !173
  br i1 %.908, label %frag.wide.909, label %frag.narrow.910, !dbg !173

frag.wide.909:                                    ; preds = %frag.join.869
  %.912 = load <2 x i32>, ptr addrspace(3) %.905, align 8, !dbg !173
  %.913 = extractelement <2 x i32> %.912, i64 0, !dbg !173
  %.914 = extractelement <2 x i32> %.912, i64 1, !dbg !173
  br label %frag.join.911, !dbg !173

frag.narrow.910:                                  ; preds = %frag.join.869
  %.916 = load i16, ptr addrspace(3) %.905, align 8, !dbg !173
  %.917 = zext i16 %.916 to i32, !dbg !173
  %.919 = getelementptr inbounds i16, ptr addrspace(3) %t367, i32 %55, !dbg !173
  %.920 = load i16, ptr addrspace(3) %.919, align 2, !dbg !173
  %.921 = zext i16 %.920 to i32, !dbg !173
  %.922 = shl nuw i32 %.921, 16, !dbg !173
  %.923 = or i32 %.922, %.917, !dbg !173
  %.925 = getelementptr inbounds i16, ptr addrspace(3) %t367, i32 %56, !dbg !173
  %.926 = load i16, ptr addrspace(3) %.925, align 4, !dbg !173
  %.927 = zext i16 %.926 to i32, !dbg !173
  %.929 = getelementptr inbounds i16, ptr addrspace(3) %t367, i32 %57, !dbg !173
  %.930 = load i16, ptr addrspace(3) %.929, align 2, !dbg !173
  %.931 = zext i16 %.930 to i32, !dbg !173
  %.932 = shl nuw i32 %.931, 16, !dbg !173
  %.933 = or i32 %.932, %.927, !dbg !173
  br label %frag.join.911, !dbg !173

frag.join.911:                                    ; preds = %frag.narrow.910, %frag.wide.909
  %.934 = phi i32 [ %.913, %frag.wide.909 ], [ %.923, %frag.narrow.910 ], !dbg !173
  %.935 = phi i32 [ %.914, %frag.wide.909 ], [ %.933, %frag.narrow.910 ], !dbg !173
  %87 = add i32 %65, 1296, !dbg !174
  %t370 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %87, !dbg !174
  %.947 = getelementptr inbounds i16, ptr addrspace(3) %t370, i32 %.130, !dbg !174
  %88 = ptrtoint ptr addrspace(3) %.947 to i32, !dbg !174
  %89 = and i32 %88, 2, !dbg !174
  %.950 = icmp eq i32 %89, 0, !dbg !174
  br i1 %.950, label %frag.wide.951, label %frag.narrow.952, !dbg !174

frag.wide.951:                                    ; preds = %frag.join.911
  %.954 = load <2 x i32>, ptr addrspace(3) %.947, align 8, !dbg !174
  %.955 = extractelement <2 x i32> %.954, i64 0, !dbg !174
  %.956 = extractelement <2 x i32> %.954, i64 1, !dbg !174
  br label %frag.join.953, !dbg !174

frag.narrow.952:                                  ; preds = %frag.join.911
  %.958 = load i16, ptr addrspace(3) %.947, align 8, !dbg !174
  %.959 = zext i16 %.958 to i32, !dbg !174
  %.961 = getelementptr inbounds i16, ptr addrspace(3) %t370, i32 %58, !dbg !174
  %.962 = load i16, ptr addrspace(3) %.961, align 2, !dbg !174
  %.963 = zext i16 %.962 to i32, !dbg !174
  %.964 = shl nuw i32 %.963, 16, !dbg !174
  %.965 = or i32 %.964, %.959, !dbg !174
  %.967 = getelementptr inbounds i16, ptr addrspace(3) %t370, i32 %59, !dbg !174
  %.968 = load i16, ptr addrspace(3) %.967, align 4, !dbg !174
  %.969 = zext i16 %.968 to i32, !dbg !174
  %.971 = getelementptr inbounds i16, ptr addrspace(3) %t370, i32 %60, !dbg !174
  %.972 = load i16, ptr addrspace(3) %.971, align 2, !dbg !174
  %.973 = zext i16 %.972 to i32, !dbg !174
  %.974 = shl nuw i32 %.973, 16, !dbg !174
  %.975 = or i32 %.974, %.969, !dbg !174
  br label %frag.join.953, !dbg !174

frag.join.953:                                    ; preds = %frag.narrow.952, %frag.wide.951
  %.976 = phi i32 [ %.955, %frag.wide.951 ], [ %.965, %frag.narrow.952 ], !dbg !174
  %.977 = phi i32 [ %.956, %frag.wide.951 ], [ %.975, %frag.narrow.952 ], !dbg !174
  %90 = add i32 %65, 1936, !dbg !175
  %t373 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %90, !dbg !175
  %.989 = getelementptr inbounds i16, ptr addrspace(3) %t373, i32 %.130, !dbg !175
  %91 = ptrtoint ptr addrspace(3) %.989 to i32, !dbg !175
  %92 = and i32 %91, 2, !dbg !175
  %.992 = icmp eq i32 %92, 0, !dbg !175
  br i1 %.992, label %frag.wide.993, label %frag.narrow.994, !dbg !175

frag.wide.993:                                    ; preds = %frag.join.953
  %.996 = load <2 x i32>, ptr addrspace(3) %.989, align 8, !dbg !175
  %.997 = extractelement <2 x i32> %.996, i64 0, !dbg !175
  %.998 = extractelement <2 x i32> %.996, i64 1, !dbg !175
  br label %frag.join.995, !dbg !175

frag.narrow.994:                                  ; preds = %frag.join.953
  %.1000 = load i16, ptr addrspace(3) %.989, align 8, !dbg !175
  %.1001 = zext i16 %.1000 to i32, !dbg !175
  %.1003 = getelementptr inbounds i16, ptr addrspace(3) %t373, i32 %61, !dbg !175
  %.1004 = load i16, ptr addrspace(3) %.1003, align 2, !dbg !175
  %.1005 = zext i16 %.1004 to i32, !dbg !175
  %.1006 = shl nuw i32 %.1005, 16, !dbg !175
  %.1007 = or i32 %.1006, %.1001, !dbg !175
  %.1009 = getelementptr inbounds i16, ptr addrspace(3) %t373, i32 %62, !dbg !175
  %.1010 = load i16, ptr addrspace(3) %.1009, align 4, !dbg !175
  %.1011 = zext i16 %.1010 to i32, !dbg !175
  %.1013 = getelementptr inbounds i16, ptr addrspace(3) %t373, i32 %63, !dbg !175
  %.1014 = load i16, ptr addrspace(3) %.1013, align 2, !dbg !175
  %.1015 = zext i16 %.1014 to i32, !dbg !175
  %.1016 = shl nuw i32 %.1015, 16, !dbg !175
  %.1017 = or i32 %.1016, %.1011, !dbg !175
  br label %frag.join.995, !dbg !175

frag.join.995:                                    ; preds = %frag.narrow.994, %frag.wide.993
  %.1018 = phi i32 [ %.997, %frag.wide.993 ], [ %.1007, %frag.narrow.994 ], !dbg !175
  %.1019 = phi i32 [ %.998, %frag.wide.993 ], [ %.1017, %frag.narrow.994 ], !dbg !175
  %93 = add i32 %77, 2176, !dbg !176
  %t376 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %93, !dbg !176
  %.1031 = getelementptr inbounds i16, ptr addrspace(3) %t376, i32 %.298, !dbg !176
  %.1032 = load i16, ptr addrspace(3) %.1031, align 2, !dbg !176
  %.1033 = zext i16 %.1032 to i32, !dbg !176
  %.1036 = getelementptr inbounds i16, ptr addrspace(3) %t376, i32 %49, !dbg !176
  %.1037 = load i16, ptr addrspace(3) %.1036, align 2, !dbg !176
  %.1038 = zext i16 %.1037 to i32, !dbg !176
  %.1039 = shl nuw i32 %.1038, 16, !dbg !176
  %.1040 = or i32 %.1039, %.1033, !dbg !176
  %.1043 = getelementptr inbounds i16, ptr addrspace(3) %t376, i32 %50, !dbg !176
  %.1044 = load i16, ptr addrspace(3) %.1043, align 2, !dbg !176
  %.1045 = zext i16 %.1044 to i32, !dbg !176
  %.1048 = getelementptr inbounds i16, ptr addrspace(3) %t376, i32 %51, !dbg !176
  %.1049 = load i16, ptr addrspace(3) %.1048, align 2, !dbg !176
  %.1050 = zext i16 %.1049 to i32, !dbg !176
  %.1051 = shl nuw i32 %.1050, 16, !dbg !176
  %.1052 = or i32 %.1051, %.1045, !dbg !176
  %.1064 = insertelement <2 x i32> poison, i32 %.892, i64 0, !dbg !165
  %.1066 = insertelement <2 x i32> %.1064, i32 %.893, i64 1, !dbg !165
  %.1067 = bitcast <2 x i32> %.1066 to <4 x half>, !dbg !165
  %.1069 = insertelement <2 x i32> poison, i32 %.1040, i64 0, !dbg !165
  %.1071 = insertelement <2 x i32> %.1069, i32 %.1052, i64 1, !dbg !165
  %.1072 = bitcast <2 x i32> %.1071 to <4 x half>, !dbg !165
  %.1073 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1067, <4 x half> %.1072, <4 x float> %.341, i32 0, i32 0, i32 0), !dbg !165
  %.1074 = extractelement <4 x float> %.1073, i64 0, !dbg !165
  %.1075 = extractelement <4 x float> %.1073, i64 1, !dbg !165
  %.1076 = extractelement <4 x float> %.1073, i64 2, !dbg !165
  %.1077 = extractelement <4 x float> %.1073, i64 3, !dbg !165
  %.1078 = insertvalue { [8 x float] } zeroinitializer, float %.1074, 0, 0, !dbg !165
  %.1079 = insertvalue { [8 x float] } %.1078, float %.1075, 0, 1, !dbg !165
  %.1080 = insertvalue { [8 x float] } %.1079, float %.1076, 0, 2, !dbg !165
  %.1081 = insertvalue { [8 x float] } %.1080, float %.1077, 0, 3, !dbg !165
  %.1091 = insertelement <2 x i32> poison, i32 %.934, i64 0, !dbg !166
  %.1093 = insertelement <2 x i32> %.1091, i32 %.935, i64 1, !dbg !166
  %.1094 = bitcast <2 x i32> %.1093 to <4 x half>, !dbg !166
  %.1100 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1094, <4 x half> %.1072, <4 x float> %.368, i32 0, i32 0, i32 0), !dbg !166
  %.1101 = extractelement <4 x float> %.1100, i64 0, !dbg !166
  %.1102 = extractelement <4 x float> %.1100, i64 1, !dbg !166
  %.1103 = extractelement <4 x float> %.1100, i64 2, !dbg !166
  %.1104 = extractelement <4 x float> %.1100, i64 3, !dbg !166
  %.1105 = insertvalue { [8 x float] } zeroinitializer, float %.1101, 0, 0, !dbg !166
  %.1106 = insertvalue { [8 x float] } %.1105, float %.1102, 0, 1, !dbg !166
  %.1107 = insertvalue { [8 x float] } %.1106, float %.1103, 0, 2, !dbg !166
  %.1108 = insertvalue { [8 x float] } %.1107, float %.1104, 0, 3, !dbg !166
  %.1118 = insertelement <2 x i32> poison, i32 %.976, i64 0, !dbg !167
  %.1120 = insertelement <2 x i32> %.1118, i32 %.977, i64 1, !dbg !167
  %.1121 = bitcast <2 x i32> %.1120 to <4 x half>, !dbg !167
  %.1127 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1121, <4 x half> %.1072, <4 x float> %.395, i32 0, i32 0, i32 0), !dbg !167
  %.1128 = extractelement <4 x float> %.1127, i64 0, !dbg !167
  %.1129 = extractelement <4 x float> %.1127, i64 1, !dbg !167
  %.1130 = extractelement <4 x float> %.1127, i64 2, !dbg !167
  %.1131 = extractelement <4 x float> %.1127, i64 3, !dbg !167
  %.1132 = insertvalue { [8 x float] } zeroinitializer, float %.1128, 0, 0, !dbg !167
  %.1133 = insertvalue { [8 x float] } %.1132, float %.1129, 0, 1, !dbg !167
  %.1134 = insertvalue { [8 x float] } %.1133, float %.1130, 0, 2, !dbg !167
  %.1135 = insertvalue { [8 x float] } %.1134, float %.1131, 0, 3, !dbg !167
  %.1145 = insertelement <2 x i32> poison, i32 %.1018, i64 0, !dbg !168
  %.1147 = insertelement <2 x i32> %.1145, i32 %.1019, i64 1, !dbg !168
  %.1148 = bitcast <2 x i32> %.1147 to <4 x half>, !dbg !168
  %.1154 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1148, <4 x half> %.1072, <4 x float> %.422, i32 0, i32 0, i32 0), !dbg !168
  %.1155 = extractelement <4 x float> %.1154, i64 0, !dbg !168
  %.1156 = extractelement <4 x float> %.1154, i64 1, !dbg !168
  %.1157 = extractelement <4 x float> %.1154, i64 2, !dbg !168
  %.1158 = extractelement <4 x float> %.1154, i64 3, !dbg !168
  %.1159 = insertvalue { [8 x float] } zeroinitializer, float %.1155, 0, 0, !dbg !168
  %.1160 = insertvalue { [8 x float] } %.1159, float %.1156, 0, 1, !dbg !168
  %.1161 = insertvalue { [8 x float] } %.1160, float %.1157, 0, 2, !dbg !168
  %.1162 = insertvalue { [8 x float] } %.1161, float %.1158, 0, 3, !dbg !168
  %94 = add i32 %77, 2192, !dbg !177
  %t383 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %94, !dbg !177
  %.1172 = getelementptr inbounds i16, ptr addrspace(3) %t383, i32 %.298, !dbg !177
  %.1173 = load i16, ptr addrspace(3) %.1172, align 2, !dbg !177
  %.1174 = zext i16 %.1173 to i32, !dbg !177
  %.1177 = getelementptr inbounds i16, ptr addrspace(3) %t383, i32 %49, !dbg !177
  %.1178 = load i16, ptr addrspace(3) %.1177, align 2, !dbg !177
  %.1179 = zext i16 %.1178 to i32, !dbg !177
  %.1180 = shl nuw i32 %.1179, 16, !dbg !177
  %.1181 = or i32 %.1180, %.1174, !dbg !177
  %.1184 = getelementptr inbounds i16, ptr addrspace(3) %t383, i32 %50, !dbg !177
  %.1185 = load i16, ptr addrspace(3) %.1184, align 2, !dbg !177
  %.1186 = zext i16 %.1185 to i32, !dbg !177
  %.1189 = getelementptr inbounds i16, ptr addrspace(3) %t383, i32 %51, !dbg !177
  %.1190 = load i16, ptr addrspace(3) %.1189, align 2, !dbg !177
  %.1191 = zext i16 %.1190 to i32, !dbg !177
  %.1192 = shl nuw i32 %.1191, 16, !dbg !177
  %.1193 = or i32 %.1192, %.1186, !dbg !177
  %.1210 = insertelement <2 x i32> poison, i32 %.1181, i64 0, !dbg !165
  %.1212 = insertelement <2 x i32> %.1210, i32 %.1193, i64 1, !dbg !165
  %.1213 = bitcast <2 x i32> %.1212 to <4 x half>, !dbg !165
  %.1214 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1067, <4 x half> %.1213, <4 x float> %.482, i32 0, i32 0, i32 0), !dbg !165
  %.1215 = extractelement <4 x float> %.1214, i64 0, !dbg !165
  %.1216 = extractelement <4 x float> %.1214, i64 1, !dbg !165
  %.1217 = extractelement <4 x float> %.1214, i64 2, !dbg !165
  %.1218 = extractelement <4 x float> %.1214, i64 3, !dbg !165
  %.1219 = insertvalue { [8 x float] } zeroinitializer, float %.1215, 0, 0, !dbg !165
  %.1220 = insertvalue { [8 x float] } %.1219, float %.1216, 0, 1, !dbg !165
  %.1221 = insertvalue { [8 x float] } %.1220, float %.1217, 0, 2, !dbg !165
  %.1222 = insertvalue { [8 x float] } %.1221, float %.1218, 0, 3, !dbg !165
  %.1241 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1094, <4 x half> %.1213, <4 x float> %.509, i32 0, i32 0, i32 0), !dbg !166
  %.1242 = extractelement <4 x float> %.1241, i64 0, !dbg !166
  %.1243 = extractelement <4 x float> %.1241, i64 1, !dbg !166
  %.1244 = extractelement <4 x float> %.1241, i64 2, !dbg !166
  %.1245 = extractelement <4 x float> %.1241, i64 3, !dbg !166
  %.1246 = insertvalue { [8 x float] } zeroinitializer, float %.1242, 0, 0, !dbg !166
  %.1247 = insertvalue { [8 x float] } %.1246, float %.1243, 0, 1, !dbg !166
  %.1248 = insertvalue { [8 x float] } %.1247, float %.1244, 0, 2, !dbg !166
  %.1249 = insertvalue { [8 x float] } %.1248, float %.1245, 0, 3, !dbg !166
  %.1268 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1121, <4 x half> %.1213, <4 x float> %.536, i32 0, i32 0, i32 0), !dbg !167
  %.1269 = extractelement <4 x float> %.1268, i64 0, !dbg !167
  %.1270 = extractelement <4 x float> %.1268, i64 1, !dbg !167
  %.1271 = extractelement <4 x float> %.1268, i64 2, !dbg !167
  %.1272 = extractelement <4 x float> %.1268, i64 3, !dbg !167
  %.1273 = insertvalue { [8 x float] } zeroinitializer, float %.1269, 0, 0, !dbg !167
  %.1274 = insertvalue { [8 x float] } %.1273, float %.1270, 0, 1, !dbg !167
  %.1275 = insertvalue { [8 x float] } %.1274, float %.1271, 0, 2, !dbg !167
  %.1276 = insertvalue { [8 x float] } %.1275, float %.1272, 0, 3, !dbg !167
  %.1295 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1148, <4 x half> %.1213, <4 x float> %.563, i32 0, i32 0, i32 0), !dbg !168
  %.1296 = extractelement <4 x float> %.1295, i64 0, !dbg !168
  %.1297 = extractelement <4 x float> %.1295, i64 1, !dbg !168
  %.1298 = extractelement <4 x float> %.1295, i64 2, !dbg !168
  %.1299 = extractelement <4 x float> %.1295, i64 3, !dbg !168
  %.1300 = insertvalue { [8 x float] } zeroinitializer, float %.1296, 0, 0, !dbg !168
  %.1301 = insertvalue { [8 x float] } %.1300, float %.1297, 0, 1, !dbg !168
  %.1302 = insertvalue { [8 x float] } %.1301, float %.1298, 0, 2, !dbg !168
  %.1303 = insertvalue { [8 x float] } %.1302, float %.1299, 0, 3, !dbg !168
  %95 = add i32 %77, 2208, !dbg !178
  %t390 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %95, !dbg !178
  %.1313 = getelementptr inbounds i16, ptr addrspace(3) %t390, i32 %.298, !dbg !178
  %.1314 = load i16, ptr addrspace(3) %.1313, align 2, !dbg !178
  %.1315 = zext i16 %.1314 to i32, !dbg !178
  %.1318 = getelementptr inbounds i16, ptr addrspace(3) %t390, i32 %49, !dbg !178
  %.1319 = load i16, ptr addrspace(3) %.1318, align 2, !dbg !178
  %.1320 = zext i16 %.1319 to i32, !dbg !178
  %.1321 = shl nuw i32 %.1320, 16, !dbg !178
  %.1322 = or i32 %.1321, %.1315, !dbg !178
  %.1325 = getelementptr inbounds i16, ptr addrspace(3) %t390, i32 %50, !dbg !178
  %.1326 = load i16, ptr addrspace(3) %.1325, align 2, !dbg !178
  %.1327 = zext i16 %.1326 to i32, !dbg !178
  %.1330 = getelementptr inbounds i16, ptr addrspace(3) %t390, i32 %51, !dbg !178
  %.1331 = load i16, ptr addrspace(3) %.1330, align 2, !dbg !178
  %.1332 = zext i16 %.1331 to i32, !dbg !178
  %.1333 = shl nuw i32 %.1332, 16, !dbg !178
  %.1334 = or i32 %.1333, %.1327, !dbg !178
  %.1351 = insertelement <2 x i32> poison, i32 %.1322, i64 0, !dbg !165
  %.1353 = insertelement <2 x i32> %.1351, i32 %.1334, i64 1, !dbg !165
  %.1354 = bitcast <2 x i32> %.1353 to <4 x half>, !dbg !165
  %.1355 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1067, <4 x half> %.1354, <4 x float> %.623, i32 0, i32 0, i32 0), !dbg !165
  %.1356 = extractelement <4 x float> %.1355, i64 0, !dbg !165
  %.1357 = extractelement <4 x float> %.1355, i64 1, !dbg !165
  %.1358 = extractelement <4 x float> %.1355, i64 2, !dbg !165
  %.1359 = extractelement <4 x float> %.1355, i64 3, !dbg !165
  %.1360 = insertvalue { [8 x float] } zeroinitializer, float %.1356, 0, 0, !dbg !165
  %.1361 = insertvalue { [8 x float] } %.1360, float %.1357, 0, 1, !dbg !165
  %.1362 = insertvalue { [8 x float] } %.1361, float %.1358, 0, 2, !dbg !165
  %.1363 = insertvalue { [8 x float] } %.1362, float %.1359, 0, 3, !dbg !165
  %.1382 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1094, <4 x half> %.1354, <4 x float> %.650, i32 0, i32 0, i32 0), !dbg !166
  %.1383 = extractelement <4 x float> %.1382, i64 0, !dbg !166
  %.1384 = extractelement <4 x float> %.1382, i64 1, !dbg !166
  %.1385 = extractelement <4 x float> %.1382, i64 2, !dbg !166
  %.1386 = extractelement <4 x float> %.1382, i64 3, !dbg !166
  %.1387 = insertvalue { [8 x float] } zeroinitializer, float %.1383, 0, 0, !dbg !166
  %.1388 = insertvalue { [8 x float] } %.1387, float %.1384, 0, 1, !dbg !166
  %.1389 = insertvalue { [8 x float] } %.1388, float %.1385, 0, 2, !dbg !166
  %.1390 = insertvalue { [8 x float] } %.1389, float %.1386, 0, 3, !dbg !166
  %.1409 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1121, <4 x half> %.1354, <4 x float> %.677, i32 0, i32 0, i32 0), !dbg !167
  %.1410 = extractelement <4 x float> %.1409, i64 0, !dbg !167
  %.1411 = extractelement <4 x float> %.1409, i64 1, !dbg !167
  %.1412 = extractelement <4 x float> %.1409, i64 2, !dbg !167
  %.1413 = extractelement <4 x float> %.1409, i64 3, !dbg !167
  %.1414 = insertvalue { [8 x float] } zeroinitializer, float %.1410, 0, 0, !dbg !167
  %.1415 = insertvalue { [8 x float] } %.1414, float %.1411, 0, 1, !dbg !167
  %.1416 = insertvalue { [8 x float] } %.1415, float %.1412, 0, 2, !dbg !167
  %.1417 = insertvalue { [8 x float] } %.1416, float %.1413, 0, 3, !dbg !167
  %.1436 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1148, <4 x half> %.1354, <4 x float> %.704, i32 0, i32 0, i32 0), !dbg !168
  %.1437 = extractelement <4 x float> %.1436, i64 0, !dbg !168
  %.1438 = extractelement <4 x float> %.1436, i64 1, !dbg !168
  %.1439 = extractelement <4 x float> %.1436, i64 2, !dbg !168
  %.1440 = extractelement <4 x float> %.1436, i64 3, !dbg !168
  %.1441 = insertvalue { [8 x float] } zeroinitializer, float %.1437, 0, 0, !dbg !168
  %.1442 = insertvalue { [8 x float] } %.1441, float %.1438, 0, 1, !dbg !168
  %.1443 = insertvalue { [8 x float] } %.1442, float %.1439, 0, 2, !dbg !168
  %.1444 = insertvalue { [8 x float] } %.1443, float %.1440, 0, 3, !dbg !168
  %96 = add i32 %77, 2224, !dbg !179
  %t397 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %96, !dbg !179
  %.1454 = getelementptr inbounds i16, ptr addrspace(3) %t397, i32 %.298, !dbg !179
  %.1455 = load i16, ptr addrspace(3) %.1454, align 2, !dbg !179
  %.1456 = zext i16 %.1455 to i32, !dbg !179
  %.1459 = getelementptr inbounds i16, ptr addrspace(3) %t397, i32 %49, !dbg !179
  %.1460 = load i16, ptr addrspace(3) %.1459, align 2, !dbg !179
  %.1461 = zext i16 %.1460 to i32, !dbg !179
  %.1462 = shl nuw i32 %.1461, 16, !dbg !179
  %.1463 = or i32 %.1462, %.1456, !dbg !179
  %.1466 = getelementptr inbounds i16, ptr addrspace(3) %t397, i32 %50, !dbg !179
  %.1467 = load i16, ptr addrspace(3) %.1466, align 2, !dbg !179
  %.1468 = zext i16 %.1467 to i32, !dbg !179
  %.1471 = getelementptr inbounds i16, ptr addrspace(3) %t397, i32 %51, !dbg !179
  %.1472 = load i16, ptr addrspace(3) %.1471, align 2, !dbg !179
  %.1473 = zext i16 %.1472 to i32, !dbg !179
  %.1474 = shl nuw i32 %.1473, 16, !dbg !179
  %.1475 = or i32 %.1474, %.1468, !dbg !179
  %.1492 = insertelement <2 x i32> poison, i32 %.1463, i64 0, !dbg !165
  %.1494 = insertelement <2 x i32> %.1492, i32 %.1475, i64 1, !dbg !165
  %.1495 = bitcast <2 x i32> %.1494 to <4 x half>, !dbg !165
  %.1496 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1067, <4 x half> %.1495, <4 x float> %.764, i32 0, i32 0, i32 0), !dbg !165
  %.1497 = extractelement <4 x float> %.1496, i64 0, !dbg !165
  %.1498 = extractelement <4 x float> %.1496, i64 1, !dbg !165
  %.1499 = extractelement <4 x float> %.1496, i64 2, !dbg !165
  %.1500 = extractelement <4 x float> %.1496, i64 3, !dbg !165
  %.1501 = insertvalue { [8 x float] } zeroinitializer, float %.1497, 0, 0, !dbg !165
  %.1502 = insertvalue { [8 x float] } %.1501, float %.1498, 0, 1, !dbg !165
  %.1503 = insertvalue { [8 x float] } %.1502, float %.1499, 0, 2, !dbg !165
  %.1504 = insertvalue { [8 x float] } %.1503, float %.1500, 0, 3, !dbg !165
  %.1523 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1094, <4 x half> %.1495, <4 x float> %.791, i32 0, i32 0, i32 0), !dbg !166
  %.1524 = extractelement <4 x float> %.1523, i64 0, !dbg !166
  %.1525 = extractelement <4 x float> %.1523, i64 1, !dbg !166
  %.1526 = extractelement <4 x float> %.1523, i64 2, !dbg !166
  %.1527 = extractelement <4 x float> %.1523, i64 3, !dbg !166
  %.1528 = insertvalue { [8 x float] } zeroinitializer, float %.1524, 0, 0, !dbg !166
  %.1529 = insertvalue { [8 x float] } %.1528, float %.1525, 0, 1, !dbg !166
  %.1530 = insertvalue { [8 x float] } %.1529, float %.1526, 0, 2, !dbg !166
  %.1531 = insertvalue { [8 x float] } %.1530, float %.1527, 0, 3, !dbg !166
  %.1550 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1121, <4 x half> %.1495, <4 x float> %.818, i32 0, i32 0, i32 0), !dbg !167
  %.1551 = extractelement <4 x float> %.1550, i64 0, !dbg !167
  %.1552 = extractelement <4 x float> %.1550, i64 1, !dbg !167
  %.1553 = extractelement <4 x float> %.1550, i64 2, !dbg !167
  %.1554 = extractelement <4 x float> %.1550, i64 3, !dbg !167
  %.1555 = insertvalue { [8 x float] } zeroinitializer, float %.1551, 0, 0, !dbg !167
  %.1556 = insertvalue { [8 x float] } %.1555, float %.1552, 0, 1, !dbg !167
  %.1557 = insertvalue { [8 x float] } %.1556, float %.1553, 0, 2, !dbg !167
  %.1558 = insertvalue { [8 x float] } %.1557, float %.1554, 0, 3, !dbg !167
  %.1577 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1148, <4 x half> %.1495, <4 x float> %.845, i32 0, i32 0, i32 0), !dbg !168
  %.1578 = extractelement <4 x float> %.1577, i64 0, !dbg !168
  %.1579 = extractelement <4 x float> %.1577, i64 1, !dbg !168
  %.1580 = extractelement <4 x float> %.1577, i64 2, !dbg !168
  %.1581 = extractelement <4 x float> %.1577, i64 3, !dbg !168
  %.1582 = insertvalue { [8 x float] } zeroinitializer, float %.1578, 0, 0, !dbg !168
  %.1583 = insertvalue { [8 x float] } %.1582, float %.1579, 0, 1, !dbg !168
  %.1584 = insertvalue { [8 x float] } %.1583, float %.1580, 0, 2, !dbg !168
  %.1585 = insertvalue { [8 x float] } %.1584, float %.1581, 0, 3, !dbg !168
  br i1 %t21, label %b6, label %b7, !dbg !120

b6:                                               ; preds = %frag.join.995
  %t423 = and i64 %t148, 1, !dbg !180
  %t425 = mul nuw nsw i64 %t423, 5120, !dbg !181
  %t426 = add i64 %t53, %t425, !dbg !182
  %t428 = mul nuw nsw i64 %t423, 4352, !dbg !183
  %t429 = add nsw i64 %t55, %t428, !dbg !184
  %97 = trunc i64 %t426 to i32, !dbg !121
  %t430 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %97, !dbg !121
  store i32 %t280, ptr addrspace(3) %t430, align 4, !dbg !121
  %98 = trunc i64 %t429 to i32, !dbg !122
  %t432 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %98, !dbg !122
  store i32 %t296, ptr addrspace(3) %t432, align 4, !dbg !122
  %99 = add i32 %97, 16, !dbg !123
  %t435 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %99, !dbg !123
  store i32 %t281, ptr addrspace(3) %t435, align 4, !dbg !123
  %100 = add i32 %98, 64, !dbg !124
  %t438 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %100, !dbg !124
  store i32 %t297, ptr addrspace(3) %t438, align 4, !dbg !124
  %101 = add i32 %97, 640, !dbg !125
  %t441 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %101, !dbg !125
  store i32 %t282, ptr addrspace(3) %t441, align 4, !dbg !125
  %102 = add i32 %98, 544, !dbg !126
  %t444 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %102, !dbg !126
  store i32 %t298, ptr addrspace(3) %t444, align 4, !dbg !126
  %103 = add i32 %97, 656, !dbg !127
  %t447 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %103, !dbg !127
  store i32 %t283, ptr addrspace(3) %t447, align 4, !dbg !127
  %104 = add i32 %98, 608, !dbg !128
  %t450 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %104, !dbg !128
  store i32 %t299, ptr addrspace(3) %t450, align 4, !dbg !128
  %105 = add i32 %97, 1280, !dbg !129
  %t453 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %105, !dbg !129
  store i32 %t284, ptr addrspace(3) %t453, align 4, !dbg !129
  %106 = add i32 %98, 1088, !dbg !130
  %t456 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %106, !dbg !130
  store i32 %t300, ptr addrspace(3) %t456, align 4, !dbg !130
  %107 = add i32 %97, 1296, !dbg !131
  %t459 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %107, !dbg !131
  store i32 %t285, ptr addrspace(3) %t459, align 4, !dbg !131
  %108 = add i32 %98, 1152, !dbg !132
  %t462 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %108, !dbg !132
  store i32 %t301, ptr addrspace(3) %t462, align 4, !dbg !132
  %109 = add i32 %97, 1920, !dbg !133
  %t465 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %109, !dbg !133
  store i32 %t286, ptr addrspace(3) %t465, align 4, !dbg !133
  %110 = add i32 %98, 1632, !dbg !134
  %t468 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %110, !dbg !134
  store i32 %t302, ptr addrspace(3) %t468, align 4, !dbg !134
  %111 = add i32 %97, 1936, !dbg !135
  %t471 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %111, !dbg !135
  store i32 %t287, ptr addrspace(3) %t471, align 4, !dbg !135
  %112 = add i32 %98, 1696, !dbg !136
  %t474 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %112, !dbg !136
  store i32 %t303, ptr addrspace(3) %t474, align 4, !dbg !136
  %113 = add i32 %97, 2560, !dbg !137
  %t477 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %113, !dbg !137
  store i32 %t288, ptr addrspace(3) %t477, align 4, !dbg !137
  %114 = add i32 %98, 2176, !dbg !138
  %t480 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %114, !dbg !138
  store i32 %t304, ptr addrspace(3) %t480, align 4, !dbg !138
  %115 = add i32 %97, 2576, !dbg !139
  %t483 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %115, !dbg !139
  store i32 %t289, ptr addrspace(3) %t483, align 4, !dbg !139
  %116 = add i32 %98, 2240, !dbg !140
  %t486 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %116, !dbg !140
  store i32 %t305, ptr addrspace(3) %t486, align 4, !dbg !140
  %117 = add i32 %97, 3200, !dbg !141
  %t489 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %117, !dbg !141
  store i32 %t290, ptr addrspace(3) %t489, align 4, !dbg !141
  %118 = add i32 %98, 2720, !dbg !142
  %t492 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %118, !dbg !142
  store i32 %t306, ptr addrspace(3) %t492, align 4, !dbg !142
  %119 = add i32 %97, 3216, !dbg !143
  %t495 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %119, !dbg !143
  store i32 %t291, ptr addrspace(3) %t495, align 4, !dbg !143
  %120 = add i32 %98, 2784, !dbg !144
  %t498 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %120, !dbg !144
  store i32 %t307, ptr addrspace(3) %t498, align 4, !dbg !144
  %121 = add i32 %97, 3840, !dbg !145
  %t501 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %121, !dbg !145
  store i32 %t292, ptr addrspace(3) %t501, align 4, !dbg !145
  %122 = add i32 %98, 3264, !dbg !146
  %t504 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %122, !dbg !146
  store i32 %t308, ptr addrspace(3) %t504, align 4, !dbg !146
  %123 = add i32 %97, 3856, !dbg !147
  %t507 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %123, !dbg !147
  store i32 %t293, ptr addrspace(3) %t507, align 4, !dbg !147
  %124 = add i32 %98, 3328, !dbg !148
  %t510 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %124, !dbg !148
  store i32 %t309, ptr addrspace(3) %t510, align 4, !dbg !148
  %125 = add i32 %97, 4480, !dbg !149
  %t513 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %125, !dbg !149
  store i32 %t294, ptr addrspace(3) %t513, align 4, !dbg !149
  %126 = add i32 %98, 3808, !dbg !150
  %t516 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %126, !dbg !150
  store i32 %t310, ptr addrspace(3) %t516, align 4, !dbg !150
  %127 = add i32 %97, 4496, !dbg !151
  %t519 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %127, !dbg !151
  store i32 %t295, ptr addrspace(3) %t519, align 4, !dbg !151
  %128 = add i32 %98, 3872, !dbg !152
  %t522 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %128, !dbg !152
  store i32 %t311, ptr addrspace(3) %t522, align 4, !dbg !152
  br label %b7, !dbg !152

b7:                                               ; preds = %b6, %frag.join.995
  fence syncscope("workgroup") release, !dbg !153
  tail call void @llvm.amdgcn.s.barrier(), !dbg !153
  fence syncscope("workgroup") acquire, !dbg !153
  %t524 = add nuw nsw i64 %t148, 1, !dbg !153
  %t525.not.not = icmp slt i64 %t148, %t77, !dbg !153
  br i1 %t525.not.not, label %b1, label %b8, !dbg !153, !llvm.loop !185

b8:                                               ; preds = %b7, %b7.peel, %entry
  %t526 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1081, %b7 ]
  %t527 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1222, %b7 ]
  %t528 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1363, %b7 ]
  %t529 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1504, %b7 ]
  %t530 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1108, %b7 ]
  %t531 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1249, %b7 ]
  %t532 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1390, %b7 ]
  %t533 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1531, %b7 ]
  %t534 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1135, %b7 ]
  %t535 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1276, %b7 ]
  %t536 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1417, %b7 ]
  %t537 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1558, %b7 ]
  %t538 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1162, %b7 ]
  %t539 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1303, %b7 ]
  %t540 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1444, %b7 ]
  %t541 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1585, %b7 ]
  %t542 = add nsw i64 %t11, %t17, !dbg !187
  %t543 = mul i64 %t542, %a10, !dbg !188
  %t544 = add i64 %t14, %t20, !dbg !189
  %t545 = add i64 %t544, %t543, !dbg !190
  %t547 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t545, !dbg !191
  %.1587 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !191
  %.1588 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.1587), !dbg !191
  %.1591 = and i32 %.1588, 15, !dbg !191
  %.1592 = zext i32 %.1591 to i64, !dbg !191
  %129 = lshr i32 %.1588, 2, !dbg !191
  %130 = and i32 %129, 1073741820, !dbg !191
  %.1593 = zext i32 %130 to i64, !dbg !191
  %.1594 = mul i64 %.1593, %a10, !dbg !191
  %.1595 = add i64 %.1594, %.1592, !dbg !191
  %.1596 = extractvalue { [8 x float] } %t526, 0, 0, !dbg !191
  %.1597 = getelementptr inbounds float, ptr addrspace(1) %t547, i64 %.1595, !dbg !191
  store float %.1596, ptr addrspace(1) %.1597, align 4, !dbg !191
  %.1598 = extractvalue { [8 x float] } %t526, 0, 1, !dbg !191
  %.1600 = add i64 %.1595, %a10, !dbg !191
  %.1601 = getelementptr inbounds float, ptr addrspace(1) %t547, i64 %.1600, !dbg !191
  store float %.1598, ptr addrspace(1) %.1601, align 4, !dbg !191
  %.1602 = extractvalue { [8 x float] } %t526, 0, 2, !dbg !191
  %.1603 = shl i64 %a10, 1, !dbg !191
  %.1604 = add i64 %.1595, %.1603, !dbg !191
  %.1605 = getelementptr inbounds float, ptr addrspace(1) %t547, i64 %.1604, !dbg !191
  store float %.1602, ptr addrspace(1) %.1605, align 4, !dbg !191
  %.1606 = extractvalue { [8 x float] } %t526, 0, 3, !dbg !191
  %.1607 = mul i64 %a10, 3, !dbg !191
  %.1608 = add i64 %.1595, %.1607, !dbg !191
  %.1609 = getelementptr inbounds float, ptr addrspace(1) %t547, i64 %.1608, !dbg !191
  store float %.1606, ptr addrspace(1) %.1609, align 4, !dbg !191
  %t548 = or i64 %t545, 16, !dbg !192
  %t549 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t548, !dbg !193
  %.1619 = extractvalue { [8 x float] } %t527, 0, 0, !dbg !193
  %.1620 = getelementptr inbounds float, ptr addrspace(1) %t549, i64 %.1595, !dbg !193
  store float %.1619, ptr addrspace(1) %.1620, align 4, !dbg !193
  %.1621 = extractvalue { [8 x float] } %t527, 0, 1, !dbg !193
  %.1624 = getelementptr inbounds float, ptr addrspace(1) %t549, i64 %.1600, !dbg !193
  store float %.1621, ptr addrspace(1) %.1624, align 4, !dbg !193
  %.1625 = extractvalue { [8 x float] } %t527, 0, 2, !dbg !193
  %.1628 = getelementptr inbounds float, ptr addrspace(1) %t549, i64 %.1604, !dbg !193
  store float %.1625, ptr addrspace(1) %.1628, align 4, !dbg !193
  %.1629 = extractvalue { [8 x float] } %t527, 0, 3, !dbg !193
  %.1632 = getelementptr inbounds float, ptr addrspace(1) %t549, i64 %.1608, !dbg !193
  store float %.1629, ptr addrspace(1) %.1632, align 4, !dbg !193
  %t550 = or i64 %t545, 32, !dbg !194
  %t551 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t550, !dbg !195
  %.1642 = extractvalue { [8 x float] } %t528, 0, 0, !dbg !195
  %.1643 = getelementptr inbounds float, ptr addrspace(1) %t551, i64 %.1595, !dbg !195
  store float %.1642, ptr addrspace(1) %.1643, align 4, !dbg !195
  %.1644 = extractvalue { [8 x float] } %t528, 0, 1, !dbg !195
  %.1647 = getelementptr inbounds float, ptr addrspace(1) %t551, i64 %.1600, !dbg !195
  store float %.1644, ptr addrspace(1) %.1647, align 4, !dbg !195
  %.1648 = extractvalue { [8 x float] } %t528, 0, 2, !dbg !195
  %.1651 = getelementptr inbounds float, ptr addrspace(1) %t551, i64 %.1604, !dbg !195
  store float %.1648, ptr addrspace(1) %.1651, align 4, !dbg !195
  %.1652 = extractvalue { [8 x float] } %t528, 0, 3, !dbg !195
  %.1655 = getelementptr inbounds float, ptr addrspace(1) %t551, i64 %.1608, !dbg !195
  store float %.1652, ptr addrspace(1) %.1655, align 4, !dbg !195
  %t552 = or i64 %t545, 48, !dbg !196
  %t553 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t552, !dbg !197
  %.1665 = extractvalue { [8 x float] } %t529, 0, 0, !dbg !197
  %.1666 = getelementptr inbounds float, ptr addrspace(1) %t553, i64 %.1595, !dbg !197
  store float %.1665, ptr addrspace(1) %.1666, align 4, !dbg !197
  %.1667 = extractvalue { [8 x float] } %t529, 0, 1, !dbg !197
  %.1670 = getelementptr inbounds float, ptr addrspace(1) %t553, i64 %.1600, !dbg !197
  store float %.1667, ptr addrspace(1) %.1670, align 4, !dbg !197
  %.1671 = extractvalue { [8 x float] } %t529, 0, 2, !dbg !197
  %.1674 = getelementptr inbounds float, ptr addrspace(1) %t553, i64 %.1604, !dbg !197
  store float %.1671, ptr addrspace(1) %.1674, align 4, !dbg !197
  %.1675 = extractvalue { [8 x float] } %t529, 0, 3, !dbg !197
  %.1678 = getelementptr inbounds float, ptr addrspace(1) %t553, i64 %.1608, !dbg !197
  store float %.1675, ptr addrspace(1) %.1678, align 4, !dbg !197
  %t555 = add i64 %t545, %t88, !dbg !198
  %t556 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t555, !dbg !191
  %.1688 = extractvalue { [8 x float] } %t530, 0, 0, !dbg !191
  %.1689 = getelementptr inbounds float, ptr addrspace(1) %t556, i64 %.1595, !dbg !191
  store float %.1688, ptr addrspace(1) %.1689, align 4, !dbg !191
  %.1690 = extractvalue { [8 x float] } %t530, 0, 1, !dbg !191
  %.1693 = getelementptr inbounds float, ptr addrspace(1) %t556, i64 %.1600, !dbg !191
  store float %.1690, ptr addrspace(1) %.1693, align 4, !dbg !191
  %.1694 = extractvalue { [8 x float] } %t530, 0, 2, !dbg !191
  %.1697 = getelementptr inbounds float, ptr addrspace(1) %t556, i64 %.1604, !dbg !191
  store float %.1694, ptr addrspace(1) %.1697, align 4, !dbg !191
  %.1698 = extractvalue { [8 x float] } %t530, 0, 3, !dbg !191
  %.1701 = getelementptr inbounds float, ptr addrspace(1) %t556, i64 %.1608, !dbg !191
  store float %.1698, ptr addrspace(1) %.1701, align 4, !dbg !191
  %t557 = add i64 %t555, 16, !dbg !192
  %t558 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t557, !dbg !193
  %.1711 = extractvalue { [8 x float] } %t531, 0, 0, !dbg !193
  %.1712 = getelementptr inbounds float, ptr addrspace(1) %t558, i64 %.1595, !dbg !193
  store float %.1711, ptr addrspace(1) %.1712, align 4, !dbg !193
  %.1713 = extractvalue { [8 x float] } %t531, 0, 1, !dbg !193
  %.1716 = getelementptr inbounds float, ptr addrspace(1) %t558, i64 %.1600, !dbg !193
  store float %.1713, ptr addrspace(1) %.1716, align 4, !dbg !193
  %.1717 = extractvalue { [8 x float] } %t531, 0, 2, !dbg !193
  %.1720 = getelementptr inbounds float, ptr addrspace(1) %t558, i64 %.1604, !dbg !193
  store float %.1717, ptr addrspace(1) %.1720, align 4, !dbg !193
  %.1721 = extractvalue { [8 x float] } %t531, 0, 3, !dbg !193
  %.1724 = getelementptr inbounds float, ptr addrspace(1) %t558, i64 %.1608, !dbg !193
  store float %.1721, ptr addrspace(1) %.1724, align 4, !dbg !193
  %t559 = add i64 %t555, 32, !dbg !194
  %t560 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t559, !dbg !195
  %.1734 = extractvalue { [8 x float] } %t532, 0, 0, !dbg !195
  %.1735 = getelementptr inbounds float, ptr addrspace(1) %t560, i64 %.1595, !dbg !195
  store float %.1734, ptr addrspace(1) %.1735, align 4, !dbg !195
  %.1736 = extractvalue { [8 x float] } %t532, 0, 1, !dbg !195
  %.1739 = getelementptr inbounds float, ptr addrspace(1) %t560, i64 %.1600, !dbg !195
  store float %.1736, ptr addrspace(1) %.1739, align 4, !dbg !195
  %.1740 = extractvalue { [8 x float] } %t532, 0, 2, !dbg !195
  %.1743 = getelementptr inbounds float, ptr addrspace(1) %t560, i64 %.1604, !dbg !195
  store float %.1740, ptr addrspace(1) %.1743, align 4, !dbg !195
  %.1744 = extractvalue { [8 x float] } %t532, 0, 3, !dbg !195
  %.1747 = getelementptr inbounds float, ptr addrspace(1) %t560, i64 %.1608, !dbg !195
  store float %.1744, ptr addrspace(1) %.1747, align 4, !dbg !195
  %t561 = add i64 %t555, 48, !dbg !196
  %t562 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t561, !dbg !197
  %.1757 = extractvalue { [8 x float] } %t533, 0, 0, !dbg !197
  %.1758 = getelementptr inbounds float, ptr addrspace(1) %t562, i64 %.1595, !dbg !197
  store float %.1757, ptr addrspace(1) %.1758, align 4, !dbg !197
  %.1759 = extractvalue { [8 x float] } %t533, 0, 1, !dbg !197
  %.1762 = getelementptr inbounds float, ptr addrspace(1) %t562, i64 %.1600, !dbg !197
  store float %.1759, ptr addrspace(1) %.1762, align 4, !dbg !197
  %.1763 = extractvalue { [8 x float] } %t533, 0, 2, !dbg !197
  %.1766 = getelementptr inbounds float, ptr addrspace(1) %t562, i64 %.1604, !dbg !197
  store float %.1763, ptr addrspace(1) %.1766, align 4, !dbg !197
  %.1767 = extractvalue { [8 x float] } %t533, 0, 3, !dbg !197
  %.1770 = getelementptr inbounds float, ptr addrspace(1) %t562, i64 %.1608, !dbg !197
  store float %.1767, ptr addrspace(1) %.1770, align 4, !dbg !197
  %t563 = shl i64 %a10, 5, !dbg !199
  %t564 = add i64 %t545, %t563, !dbg !200
  %t565 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t564, !dbg !191
  %.1780 = extractvalue { [8 x float] } %t534, 0, 0, !dbg !191
  %.1781 = getelementptr inbounds float, ptr addrspace(1) %t565, i64 %.1595, !dbg !191
  store float %.1780, ptr addrspace(1) %.1781, align 4, !dbg !191
  %.1782 = extractvalue { [8 x float] } %t534, 0, 1, !dbg !191
  %.1785 = getelementptr inbounds float, ptr addrspace(1) %t565, i64 %.1600, !dbg !191
  store float %.1782, ptr addrspace(1) %.1785, align 4, !dbg !191
  %.1786 = extractvalue { [8 x float] } %t534, 0, 2, !dbg !191
  %.1789 = getelementptr inbounds float, ptr addrspace(1) %t565, i64 %.1604, !dbg !191
  store float %.1786, ptr addrspace(1) %.1789, align 4, !dbg !191
  %.1790 = extractvalue { [8 x float] } %t534, 0, 3, !dbg !191
  %.1793 = getelementptr inbounds float, ptr addrspace(1) %t565, i64 %.1608, !dbg !191
  store float %.1790, ptr addrspace(1) %.1793, align 4, !dbg !191
  %t566 = or i64 %t564, 16, !dbg !192
  %t567 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t566, !dbg !193
  %.1803 = extractvalue { [8 x float] } %t535, 0, 0, !dbg !193
  %.1804 = getelementptr inbounds float, ptr addrspace(1) %t567, i64 %.1595, !dbg !193
  store float %.1803, ptr addrspace(1) %.1804, align 4, !dbg !193
  %.1805 = extractvalue { [8 x float] } %t535, 0, 1, !dbg !193
  %.1808 = getelementptr inbounds float, ptr addrspace(1) %t567, i64 %.1600, !dbg !193
  store float %.1805, ptr addrspace(1) %.1808, align 4, !dbg !193
  %.1809 = extractvalue { [8 x float] } %t535, 0, 2, !dbg !193
  %.1812 = getelementptr inbounds float, ptr addrspace(1) %t567, i64 %.1604, !dbg !193
  store float %.1809, ptr addrspace(1) %.1812, align 4, !dbg !193
  %.1813 = extractvalue { [8 x float] } %t535, 0, 3, !dbg !193
  %.1816 = getelementptr inbounds float, ptr addrspace(1) %t567, i64 %.1608, !dbg !193
  store float %.1813, ptr addrspace(1) %.1816, align 4, !dbg !193
  %t568 = add i64 %t564, 32, !dbg !194
  %t569 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t568, !dbg !195
  %.1826 = extractvalue { [8 x float] } %t536, 0, 0, !dbg !195
  %.1827 = getelementptr inbounds float, ptr addrspace(1) %t569, i64 %.1595, !dbg !195
  store float %.1826, ptr addrspace(1) %.1827, align 4, !dbg !195
  %.1828 = extractvalue { [8 x float] } %t536, 0, 1, !dbg !195
  %.1831 = getelementptr inbounds float, ptr addrspace(1) %t569, i64 %.1600, !dbg !195
  store float %.1828, ptr addrspace(1) %.1831, align 4, !dbg !195
  %.1832 = extractvalue { [8 x float] } %t536, 0, 2, !dbg !195
  %.1835 = getelementptr inbounds float, ptr addrspace(1) %t569, i64 %.1604, !dbg !195
  store float %.1832, ptr addrspace(1) %.1835, align 4, !dbg !195
  %.1836 = extractvalue { [8 x float] } %t536, 0, 3, !dbg !195
  %.1839 = getelementptr inbounds float, ptr addrspace(1) %t569, i64 %.1608, !dbg !195
  store float %.1836, ptr addrspace(1) %.1839, align 4, !dbg !195
  %t570 = add i64 %t564, 48, !dbg !196
  %t571 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t570, !dbg !197
  %.1849 = extractvalue { [8 x float] } %t537, 0, 0, !dbg !197
  %.1850 = getelementptr inbounds float, ptr addrspace(1) %t571, i64 %.1595, !dbg !197
  store float %.1849, ptr addrspace(1) %.1850, align 4, !dbg !197
  %.1851 = extractvalue { [8 x float] } %t537, 0, 1, !dbg !197
  %.1854 = getelementptr inbounds float, ptr addrspace(1) %t571, i64 %.1600, !dbg !197
  store float %.1851, ptr addrspace(1) %.1854, align 4, !dbg !197
  %.1855 = extractvalue { [8 x float] } %t537, 0, 2, !dbg !197
  %.1858 = getelementptr inbounds float, ptr addrspace(1) %t571, i64 %.1604, !dbg !197
  store float %.1855, ptr addrspace(1) %.1858, align 4, !dbg !197
  %.1859 = extractvalue { [8 x float] } %t537, 0, 3, !dbg !197
  %.1862 = getelementptr inbounds float, ptr addrspace(1) %t571, i64 %.1608, !dbg !197
  store float %.1859, ptr addrspace(1) %.1862, align 4, !dbg !197
  %t572 = mul i64 %a10, 48, !dbg !201
  %t573 = add i64 %t545, %t572, !dbg !202
  %t574 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t573, !dbg !191
  %.1872 = extractvalue { [8 x float] } %t538, 0, 0, !dbg !191
  %.1873 = getelementptr inbounds float, ptr addrspace(1) %t574, i64 %.1595, !dbg !191
  store float %.1872, ptr addrspace(1) %.1873, align 4, !dbg !191
  %.1874 = extractvalue { [8 x float] } %t538, 0, 1, !dbg !191
  %.1877 = getelementptr inbounds float, ptr addrspace(1) %t574, i64 %.1600, !dbg !191
  store float %.1874, ptr addrspace(1) %.1877, align 4, !dbg !191
  %.1878 = extractvalue { [8 x float] } %t538, 0, 2, !dbg !191
  %.1881 = getelementptr inbounds float, ptr addrspace(1) %t574, i64 %.1604, !dbg !191
  store float %.1878, ptr addrspace(1) %.1881, align 4, !dbg !191
  %.1882 = extractvalue { [8 x float] } %t538, 0, 3, !dbg !191
  %.1885 = getelementptr inbounds float, ptr addrspace(1) %t574, i64 %.1608, !dbg !191
  store float %.1882, ptr addrspace(1) %.1885, align 4, !dbg !191
  %t575 = add i64 %t573, 16, !dbg !192
  %t576 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t575, !dbg !193
  %.1895 = extractvalue { [8 x float] } %t539, 0, 0, !dbg !193
  %.1896 = getelementptr inbounds float, ptr addrspace(1) %t576, i64 %.1595, !dbg !193
  store float %.1895, ptr addrspace(1) %.1896, align 4, !dbg !193
  %.1897 = extractvalue { [8 x float] } %t539, 0, 1, !dbg !193
  %.1900 = getelementptr inbounds float, ptr addrspace(1) %t576, i64 %.1600, !dbg !193
  store float %.1897, ptr addrspace(1) %.1900, align 4, !dbg !193
  %.1901 = extractvalue { [8 x float] } %t539, 0, 2, !dbg !193
  %.1904 = getelementptr inbounds float, ptr addrspace(1) %t576, i64 %.1604, !dbg !193
  store float %.1901, ptr addrspace(1) %.1904, align 4, !dbg !193
  %.1905 = extractvalue { [8 x float] } %t539, 0, 3, !dbg !193
  %.1908 = getelementptr inbounds float, ptr addrspace(1) %t576, i64 %.1608, !dbg !193
  store float %.1905, ptr addrspace(1) %.1908, align 4, !dbg !193
  %t577 = add i64 %t573, 32, !dbg !194
  %t578 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t577, !dbg !195
  %.1918 = extractvalue { [8 x float] } %t540, 0, 0, !dbg !195
  %.1919 = getelementptr inbounds float, ptr addrspace(1) %t578, i64 %.1595, !dbg !195
  store float %.1918, ptr addrspace(1) %.1919, align 4, !dbg !195
  %.1920 = extractvalue { [8 x float] } %t540, 0, 1, !dbg !195
  %.1923 = getelementptr inbounds float, ptr addrspace(1) %t578, i64 %.1600, !dbg !195
  store float %.1920, ptr addrspace(1) %.1923, align 4, !dbg !195
  %.1924 = extractvalue { [8 x float] } %t540, 0, 2, !dbg !195
  %.1927 = getelementptr inbounds float, ptr addrspace(1) %t578, i64 %.1604, !dbg !195
  store float %.1924, ptr addrspace(1) %.1927, align 4, !dbg !195
  %.1928 = extractvalue { [8 x float] } %t540, 0, 3, !dbg !195
  %.1931 = getelementptr inbounds float, ptr addrspace(1) %t578, i64 %.1608, !dbg !195
  store float %.1928, ptr addrspace(1) %.1931, align 4, !dbg !195
  %t579 = add i64 %t573, 48, !dbg !196
  %t580 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t579, !dbg !197
  %.1941 = extractvalue { [8 x float] } %t541, 0, 0, !dbg !197
  %.1942 = getelementptr inbounds float, ptr addrspace(1) %t580, i64 %.1595, !dbg !197
  store float %.1941, ptr addrspace(1) %.1942, align 4, !dbg !197
  %.1943 = extractvalue { [8 x float] } %t541, 0, 1, !dbg !197
  %.1946 = getelementptr inbounds float, ptr addrspace(1) %t580, i64 %.1600, !dbg !197
  store float %.1943, ptr addrspace(1) %.1946, align 4, !dbg !197
  %.1947 = extractvalue { [8 x float] } %t541, 0, 2, !dbg !197
  %.1950 = getelementptr inbounds float, ptr addrspace(1) %t580, i64 %.1604, !dbg !197
  store float %.1947, ptr addrspace(1) %.1950, align 4, !dbg !197
  %.1951 = extractvalue { [8 x float] } %t541, 0, 3, !dbg !197
  %.1954 = getelementptr inbounds float, ptr addrspace(1) %t580, i64 %.1608, !dbg !197
  store float %.1951, ptr addrspace(1) %.1954, align 4, !dbg !197
  ret void, !dbg !203
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #0 !dbg !204 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !205
  %t3 = sext i32 %.10 to i64, !dbg !205
  %.1513 = sdiv i32 %.10, 64, !dbg !206
  %.15.sext = sext i32 %.1513 to i64, !dbg !206
  %t710 = lshr i64 %.15.sext, 63, !dbg !207
  %t9 = add nsw i64 %t710, %.15.sext, !dbg !207
  %0 = shl nsw i64 %t9, 5, !dbg !208
  %t11 = and i64 %0, -64, !dbg !208
  %t12 = and i64 %t9, 288230376151711742, !dbg !209
  %t13 = sub nsw i64 %.15.sext, %t12, !dbg !209
  %t14 = shl i64 %t13, 6, !dbg !210
  %.20 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !211
  %t16 = sext i32 %.20 to i64, !dbg !211
  %t17 = shl nsw i64 %t16, 7, !dbg !212
  %.21 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !213
  %t19 = sext i32 %.21 to i64, !dbg !213
  %t20 = shl nsw i64 %t19, 7, !dbg !214
  %t21 = icmp slt i32 %.10, 128, !dbg !215
  %t22 = ashr i64 %t3, 63, !dbg !216
  %t29 = and i64 %t22, 15, !dbg !217
  %t30 = add nsw i64 %t29, %t3, !dbg !217
  %t31 = ashr i64 %t30, 4, !dbg !217
  %isneg = icmp slt i64 %a11, 0, !dbg !218
  %t52 = select i1 %isneg, i64 31, i64 0, !dbg !218
  %t53 = add i64 %t52, %a11, !dbg !218
  %t54 = ashr i64 %t53, 5, !dbg !218
  %t56 = icmp sgt i64 %t53, -1, !dbg !219
  %t68 = shl i64 %a10, 3, !dbg !220
  %t70 = shl i64 %a10, 4, !dbg !221
  %t72 = mul i64 %a10, 24, !dbg !222
  %t73 = mul nsw i64 %t11, 40, !dbg !223
  %t80 = shl i64 %a10, 5, !dbg !224
  br i1 %t56, label %b1.preheader, label %b8, !dbg !219

b1.preheader:                                     ; preds = %entry
  %t23 = and i64 %t22, 3, !dbg !216
  %t24 = add nsw i64 %t23, %t3, !dbg !216
  %t25 = ashr i64 %t24, 2, !dbg !216
  %t57 = add nsw i64 %t25, %t17, !dbg !225
  %t58 = mul i64 %t57, %a11, !dbg !226
  %t26 = and i64 %t24, 2305843009213693948, !dbg !227
  %t27 = sub nsw i64 %t3, %t26, !dbg !227
  %t28 = shl i64 %t27, 3, !dbg !228
  %t74 = add i64 %t58, %t28, !dbg !229
  %t71 = mul i64 %a11, 96, !dbg !230
  %t85 = add i64 %t74, %t71, !dbg !231
  %t86 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t85, !dbg !231
  %t69 = shl i64 %a11, 6, !dbg !232
  %t83 = add i64 %t74, %t69, !dbg !233
  %t84 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t83, !dbg !233
  %t67 = shl i64 %a11, 5, !dbg !234
  %t81 = add i64 %t74, %t67, !dbg !235
  %t82 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t81, !dbg !235
  %t32 = and i64 %t30, 2305843009213693936, !dbg !236
  %t33 = sub nsw i64 %t3, %t32, !dbg !236
  %t34 = shl i64 %t33, 3, !dbg !237
  %t77 = add i64 %t34, %t20, !dbg !224
  %t76 = mul i64 %t31, %a10, !dbg !224
  %t78 = add i64 %t77, %t76, !dbg !224
  %t79 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t78, !dbg !224
  %t75 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t74, !dbg !229
  %t60 = mul nsw i64 %t31, 136, !dbg !238
  %t59 = mul nsw i64 %t25, 40, !dbg !239
  %t126 = add i64 %t28, %t59
  %t128 = add i64 %t34, %t60
  %t110.peel = icmp ugt i64 %t53, 31, !dbg !240
  %t111.peel = and i1 %t21, %t110.peel, !dbg !240
  br i1 %t111.peel, label %b4.peel, label %b7.peel, !dbg !241

b4.peel:                                          ; preds = %b1.preheader
  %1 = trunc i64 %t126 to i32, !dbg !229
  %t130.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.0, i32 %1, !dbg !229
  %.89.peel = load <4 x i32>, ptr addrspace(1) %t75, align 16, !dbg !229
  store <4 x i32> %.89.peel, ptr addrspace(3) %t130.peel, align 16, !dbg !229
  %2 = trunc i64 %t128 to i32, !dbg !224
  %t133.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.1, i32 %2, !dbg !224
  %.90.peel = load <4 x i32>, ptr addrspace(1) %t79, align 16, !dbg !224
  store <4 x i32> %.90.peel, ptr addrspace(3) %t133.peel, align 16, !dbg !224
  %3 = add i32 %1, 1280, !dbg !235
  %t137.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.0, i32 %3, !dbg !235
  %.91.peel = load <4 x i32>, ptr addrspace(1) %t82, align 16, !dbg !235
  store <4 x i32> %.91.peel, ptr addrspace(3) %t137.peel, align 16, !dbg !235
  %t141.peel = add i64 %t78, %t68, !dbg !242
  %4 = add i32 %2, 1088, !dbg !243
  %t142.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.1, i32 %4, !dbg !243
  %t144.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t141.peel, !dbg !243
  %.92.peel = load <4 x i32>, ptr addrspace(1) %t144.peel, align 16, !dbg !243
  store <4 x i32> %.92.peel, ptr addrspace(3) %t142.peel, align 16, !dbg !243
  %5 = add i32 %1, 2560, !dbg !233
  %t147.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.0, i32 %5, !dbg !233
  %.93.peel = load <4 x i32>, ptr addrspace(1) %t84, align 16, !dbg !233
  store <4 x i32> %.93.peel, ptr addrspace(3) %t147.peel, align 16, !dbg !233
  %t151.peel = add i64 %t78, %t70, !dbg !244
  %6 = add i32 %2, 2176, !dbg !245
  %t152.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.1, i32 %6, !dbg !245
  %t154.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t151.peel, !dbg !245
  %.94.peel = load <4 x i32>, ptr addrspace(1) %t154.peel, align 16, !dbg !245
  store <4 x i32> %.94.peel, ptr addrspace(3) %t152.peel, align 16, !dbg !245
  %7 = add i32 %1, 3840, !dbg !231
  %t157.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.0, i32 %7, !dbg !231
  %.95.peel = load <4 x i32>, ptr addrspace(1) %t86, align 16, !dbg !231
  store <4 x i32> %.95.peel, ptr addrspace(3) %t157.peel, align 16, !dbg !231
  %t161.peel = add i64 %t78, %t72, !dbg !246
  %8 = add i32 %2, 3264, !dbg !247
  %t162.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.1, i32 %8, !dbg !247
  %t164.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t161.peel, !dbg !247
  %.96.peel = load <4 x i32>, ptr addrspace(1) %t164.peel, align 16, !dbg !247
  store <4 x i32> %.96.peel, ptr addrspace(3) %t162.peel, align 16, !dbg !247
  br label %b7.peel, !dbg !247

b7.peel:                                          ; preds = %b1.preheader, %b4.peel
  %t273.not.peel = icmp ult i64 %t53, 32, !dbg !248
  br i1 %t273.not.peel, label %b8, label %b1.peel.next, !dbg !248

b1.peel.next:                                     ; preds = %b7.peel
  %.98 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !249
  %.99 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.98), !dbg !249
  %.102 = and i32 %.99, 15
  %9 = lshr i32 %.99, 2
  %10 = and i32 %9, 1073741820
  %.105 = mul nuw nsw i32 %.102, 40
  %.106 = add nuw nsw i32 %.105, %10
  %11 = or i32 %.106, 1
  %12 = or i32 %.106, 2
  %13 = or i32 %.106, 3
  %14 = or i32 %.106, 1
  %15 = or i32 %.106, 2
  %16 = or i32 %.106, 3
  %17 = or i32 %.106, 1
  %18 = or i32 %.106, 2
  %19 = or i32 %.106, 3
  %20 = or i32 %.106, 1
  %21 = or i32 %.106, 2
  %22 = or i32 %.106, 3
  %.273 = mul i32 %10, 136
  %.274 = or i32 %.273, %.102
  %23 = add i32 %.274, 136
  %24 = add i32 %.274, 272
  %25 = add i32 %.274, 408
  %26 = or i32 %.106, 1
  %27 = or i32 %.106, 2
  %28 = or i32 %.106, 3
  %29 = or i32 %.106, 1
  %30 = or i32 %.106, 2
  %31 = or i32 %.106, 3
  %32 = or i32 %.106, 1
  %33 = or i32 %.106, 2
  %34 = or i32 %.106, 3
  %35 = or i32 %.106, 1
  %36 = or i32 %.106, 2
  %37 = or i32 %.106, 3
  br label %b1, !dbg !250

b1:                                               ; preds = %b1.peel.next, %frag.join.971
  %t87.pn = phi ptr addrspace(1) [ %t87, %frag.join.971 ], [ %t86, %b1.peel.next ]
  %t88.pn = phi ptr addrspace(1) [ %t88, %frag.join.971 ], [ %t84, %b1.peel.next ]
  %t89.pn = phi ptr addrspace(1) [ %t89, %frag.join.971 ], [ %t82, %b1.peel.next ]
  %t90.pn = phi ptr addrspace(1) [ %t90, %frag.join.971 ], [ %t79, %b1.peel.next ]
  %t91.pn = phi ptr addrspace(1) [ %t91, %frag.join.971 ], [ %t75, %b1.peel.next ]
  %t92 = phi { [8 x float] } [ %.1057, %frag.join.971 ], [ zeroinitializer, %b1.peel.next ]
  %t93 = phi { [8 x float] } [ %.1198, %frag.join.971 ], [ zeroinitializer, %b1.peel.next ]
  %t94 = phi { [8 x float] } [ %.1339, %frag.join.971 ], [ zeroinitializer, %b1.peel.next ]
  %t95 = phi { [8 x float] } [ %.1480, %frag.join.971 ], [ zeroinitializer, %b1.peel.next ]
  %t96 = phi { [8 x float] } [ %.1084, %frag.join.971 ], [ zeroinitializer, %b1.peel.next ]
  %t97 = phi { [8 x float] } [ %.1225, %frag.join.971 ], [ zeroinitializer, %b1.peel.next ]
  %t98 = phi { [8 x float] } [ %.1366, %frag.join.971 ], [ zeroinitializer, %b1.peel.next ]
  %t99 = phi { [8 x float] } [ %.1507, %frag.join.971 ], [ zeroinitializer, %b1.peel.next ]
  %t100 = phi { [8 x float] } [ %.1111, %frag.join.971 ], [ zeroinitializer, %b1.peel.next ]
  %t101 = phi { [8 x float] } [ %.1252, %frag.join.971 ], [ zeroinitializer, %b1.peel.next ]
  %t102 = phi { [8 x float] } [ %.1393, %frag.join.971 ], [ zeroinitializer, %b1.peel.next ]
  %t103 = phi { [8 x float] } [ %.1534, %frag.join.971 ], [ zeroinitializer, %b1.peel.next ]
  %t104 = phi { [8 x float] } [ %.1138, %frag.join.971 ], [ zeroinitializer, %b1.peel.next ]
  %t105 = phi { [8 x float] } [ %.1279, %frag.join.971 ], [ zeroinitializer, %b1.peel.next ]
  %t106 = phi { [8 x float] } [ %.1420, %frag.join.971 ], [ zeroinitializer, %b1.peel.next ]
  %t107 = phi { [8 x float] } [ %.1561, %frag.join.971 ], [ zeroinitializer, %b1.peel.next ]
  %t108 = phi i64 [ %t272, %frag.join.971 ], [ 1, %b1.peel.next ]
  %t91 = getelementptr inbounds i16, ptr addrspace(1) %t91.pn, i64 32, !dbg !229
  %t90 = getelementptr inbounds i16, ptr addrspace(1) %t90.pn, i64 %t80, !dbg !224
  %t89 = getelementptr inbounds i16, ptr addrspace(1) %t89.pn, i64 32, !dbg !235
  %t88 = getelementptr inbounds i16, ptr addrspace(1) %t88.pn, i64 32, !dbg !233
  %t87 = getelementptr inbounds i16, ptr addrspace(1) %t87.pn, i64 32, !dbg !231
  fence syncscope("workgroup") release, !dbg !241
  tail call void @llvm.amdgcn.s.barrier(), !dbg !241
  fence syncscope("workgroup") acquire, !dbg !241
  %t110 = icmp slt i64 %t108, %t54, !dbg !240
  %t111 = and i1 %t21, %t110, !dbg !240
  br i1 %t111, label %b4, label %b6, !dbg !241

b4:                                               ; preds = %b1
  %t112 = shl i64 %t108, 5, !dbg !251
  %t117 = and i64 %t108, 1, !dbg !252
  %t119 = mul nuw nsw i64 %t117, 5120, !dbg !253
  %t121 = mul nuw nsw i64 %t117, 4352, !dbg !254
  %t122 = add i64 %t112, %t31, !dbg !255
  %t123 = mul i64 %t122, %a10, !dbg !256
  %t125 = add i64 %t77, %t123, !dbg !257
  %t127 = add i64 %t126, %t119, !dbg !258
  %t129 = add i64 %t128, %t121, !dbg !259
  %38 = trunc i64 %t127 to i32, !dbg !229
  %t130 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.0, i32 %38, !dbg !229
  %.89 = load <4 x i32>, ptr addrspace(1) %t91, align 16, !dbg !229
  store <4 x i32> %.89, ptr addrspace(3) %t130, align 16, !dbg !229
  %39 = trunc i64 %t129 to i32, !dbg !224
  %t133 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.1, i32 %39, !dbg !224
  %.90 = load <4 x i32>, ptr addrspace(1) %t90, align 16, !dbg !224
  store <4 x i32> %.90, ptr addrspace(3) %t133, align 16, !dbg !224
  %40 = add i32 %38, 1280, !dbg !235
  %t137 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.0, i32 %40, !dbg !235
  %.91 = load <4 x i32>, ptr addrspace(1) %t89, align 16, !dbg !235
  store <4 x i32> %.91, ptr addrspace(3) %t137, align 16, !dbg !235
  %t141 = add i64 %t125, %t68, !dbg !242
  %41 = add i32 %39, 1088, !dbg !243
  %t142 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.1, i32 %41, !dbg !243
  %t144 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t141, !dbg !243
  %.92 = load <4 x i32>, ptr addrspace(1) %t144, align 16, !dbg !243
  store <4 x i32> %.92, ptr addrspace(3) %t142, align 16, !dbg !243
  %42 = add i32 %38, 2560, !dbg !233
  %t147 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.0, i32 %42, !dbg !233
  %.93 = load <4 x i32>, ptr addrspace(1) %t88, align 16, !dbg !233
  store <4 x i32> %.93, ptr addrspace(3) %t147, align 16, !dbg !233
  %t151 = add i64 %t125, %t70, !dbg !244
  %43 = add i32 %39, 2176, !dbg !245
  %t152 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.1, i32 %43, !dbg !245
  %t154 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t151, !dbg !245
  %.94 = load <4 x i32>, ptr addrspace(1) %t154, align 16, !dbg !245
  store <4 x i32> %.94, ptr addrspace(3) %t152, align 16, !dbg !245
  %44 = add i32 %38, 3840, !dbg !231
  %t157 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.0, i32 %44, !dbg !231
  %.95 = load <4 x i32>, ptr addrspace(1) %t87, align 16, !dbg !231
  store <4 x i32> %.95, ptr addrspace(3) %t157, align 16, !dbg !231
  %t161 = add i64 %t125, %t72, !dbg !246
  %45 = add i32 %39, 3264, !dbg !247
  %t162 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.1, i32 %45, !dbg !247
  %t164 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t161, !dbg !247
  %.96 = load <4 x i32>, ptr addrspace(1) %t164, align 16, !dbg !247
  store <4 x i32> %.96, ptr addrspace(3) %t162, align 16, !dbg !247
  br label %b6, !dbg !247

b6:                                               ; preds = %b1, %b4
  %46 = and i64 %t108, 1, !dbg !260
  %t171 = xor i64 %46, 1, !dbg !260
  %t173 = mul nuw nsw i64 %t171, 5120, !dbg !261
  %t174 = add nsw i64 %t173, %t73, !dbg !262
  %t176 = mul nuw nsw i64 %t171, 4352, !dbg !263
  %t177 = add i64 %t176, %t14, !dbg !264
  %47 = trunc i64 %t174 to i32, !dbg !265
  %t178 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.0, i32 %47, !dbg !265
  %.107 = getelementptr inbounds i16, ptr addrspace(3) %t178, i32 %.106, !dbg !265
  %48 = ptrtoint ptr addrspace(3) %.107 to i32, !dbg !265
  %49 = and i32 %48, 2, !dbg !265
  %.110 = icmp eq i32 %49, 0, !dbg !265
  br i1 %.110, label %frag.wide.111, label %frag.narrow.112, !dbg !265

frag.wide.111:                                    ; preds = %b6
  %.114 = load <2 x i32>, ptr addrspace(3) %.107, align 8, !dbg !265
  %.115 = extractelement <2 x i32> %.114, i64 0, !dbg !265
  %.116 = extractelement <2 x i32> %.114, i64 1, !dbg !265
  br label %frag.join.113, !dbg !265

frag.narrow.112:                                  ; preds = %b6
  %.118 = load i16, ptr addrspace(3) %.107, align 8, !dbg !265
  %.119 = zext i16 %.118 to i32, !dbg !265
  %.121 = getelementptr inbounds i16, ptr addrspace(3) %t178, i32 %11, !dbg !265
  %.122 = load i16, ptr addrspace(3) %.121, align 2, !dbg !265
  %.123 = zext i16 %.122 to i32, !dbg !265
  %.124 = shl nuw i32 %.123, 16, !dbg !265
  %.125 = or i32 %.124, %.119, !dbg !265
  %.127 = getelementptr inbounds i16, ptr addrspace(3) %t178, i32 %12, !dbg !265
  %.128 = load i16, ptr addrspace(3) %.127, align 4, !dbg !265
  %.129 = zext i16 %.128 to i32, !dbg !265
  %.131 = getelementptr inbounds i16, ptr addrspace(3) %t178, i32 %13, !dbg !265
  %.132 = load i16, ptr addrspace(3) %.131, align 2, !dbg !265
  %.133 = zext i16 %.132 to i32, !dbg !265
  %.134 = shl nuw i32 %.133, 16, !dbg !265
  %.135 = or i32 %.134, %.129, !dbg !265
  br label %frag.join.113, !dbg !265

frag.join.113:                                    ; preds = %frag.narrow.112, %frag.wide.111
  %.136 = phi i32 [ %.115, %frag.wide.111 ], [ %.125, %frag.narrow.112 ], !dbg !265
  %.137 = phi i32 [ %.116, %frag.wide.111 ], [ %.135, %frag.narrow.112 ], !dbg !265
  %50 = add i32 %47, 640, !dbg !266
  %t181 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.0, i32 %50, !dbg !266
  %.149 = getelementptr inbounds i16, ptr addrspace(3) %t181, i32 %.106, !dbg !266
  %51 = ptrtoint ptr addrspace(3) %.149 to i32, !dbg !266
  %52 = and i32 %51, 2, !dbg !266
  %.152 = icmp eq i32 %52, 0, !dbg !266
  br i1 %.152, label %frag.wide.153, label %frag.narrow.154, !dbg !266

frag.wide.153:                                    ; preds = %frag.join.113
  %.156 = load <2 x i32>, ptr addrspace(3) %.149, align 8, !dbg !266
  %.157 = extractelement <2 x i32> %.156, i64 0, !dbg !266
  %.158 = extractelement <2 x i32> %.156, i64 1, !dbg !266
  br label %frag.join.155, !dbg !266

frag.narrow.154:                                  ; preds = %frag.join.113
  %.160 = load i16, ptr addrspace(3) %.149, align 8, !dbg !266
  %.161 = zext i16 %.160 to i32, !dbg !266
  %.163 = getelementptr inbounds i16, ptr addrspace(3) %t181, i32 %14, !dbg !266
  %.164 = load i16, ptr addrspace(3) %.163, align 2, !dbg !266
  %.165 = zext i16 %.164 to i32, !dbg !266
  %.166 = shl nuw i32 %.165, 16, !dbg !266
  %.167 = or i32 %.166, %.161, !dbg !266
  %.169 = getelementptr inbounds i16, ptr addrspace(3) %t181, i32 %15, !dbg !266
  %.170 = load i16, ptr addrspace(3) %.169, align 4, !dbg !266
  %.171 = zext i16 %.170 to i32, !dbg !266
  %.173 = getelementptr inbounds i16, ptr addrspace(3) %t181, i32 %16, !dbg !266
  %.174 = load i16, ptr addrspace(3) %.173, align 2, !dbg !266
  %.175 = zext i16 %.174 to i32, !dbg !266
  %.176 = shl nuw i32 %.175, 16, !dbg !266
  %.177 = or i32 %.176, %.171, !dbg !266
  br label %frag.join.155, !dbg !266

frag.join.155:                                    ; preds = %frag.narrow.154, %frag.wide.153
  %.178 = phi i32 [ %.157, %frag.wide.153 ], [ %.167, %frag.narrow.154 ], !dbg !266
  %.179 = phi i32 [ %.158, %frag.wide.153 ], [ %.177, %frag.narrow.154 ], !dbg !266
  %53 = add i32 %47, 1280, !dbg !267
  %t184 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.0, i32 %53, !dbg !267
  %.191 = getelementptr inbounds i16, ptr addrspace(3) %t184, i32 %.106, !dbg !267
  %54 = ptrtoint ptr addrspace(3) %.191 to i32, !dbg !267
  %55 = and i32 %54, 2, !dbg !267
  %.194 = icmp eq i32 %55, 0, !dbg !267
  br i1 %.194, label %frag.wide.195, label %frag.narrow.196, !dbg !267

frag.wide.195:                                    ; preds = %frag.join.155
  %.198 = load <2 x i32>, ptr addrspace(3) %.191, align 8, !dbg !267
  %.199 = extractelement <2 x i32> %.198, i64 0, !dbg !267
  %.200 = extractelement <2 x i32> %.198, i64 1, !dbg !267
  br label %frag.join.197, !dbg !267

frag.narrow.196:                                  ; preds = %frag.join.155
  %.202 = load i16, ptr addrspace(3) %.191, align 8, !dbg !267
  %.203 = zext i16 %.202 to i32, !dbg !267
  %.205 = getelementptr inbounds i16, ptr addrspace(3) %t184, i32 %17, !dbg !267
  %.206 = load i16, ptr addrspace(3) %.205, align 2, !dbg !267
  %.207 = zext i16 %.206 to i32, !dbg !267
  %.208 = shl nuw i32 %.207, 16, !dbg !267
  %.209 = or i32 %.208, %.203, !dbg !267
  %.211 = getelementptr inbounds i16, ptr addrspace(3) %t184, i32 %18, !dbg !267
  %.212 = load i16, ptr addrspace(3) %.211, align 4, !dbg !267
  %.213 = zext i16 %.212 to i32, !dbg !267
  %.215 = getelementptr inbounds i16, ptr addrspace(3) %t184, i32 %19, !dbg !267
  %.216 = load i16, ptr addrspace(3) %.215, align 2, !dbg !267
  %.217 = zext i16 %.216 to i32, !dbg !267
  %.218 = shl nuw i32 %.217, 16, !dbg !267
  %.219 = or i32 %.218, %.213, !dbg !267
  br label %frag.join.197, !dbg !267

frag.join.197:                                    ; preds = %frag.narrow.196, %frag.wide.195
  %.220 = phi i32 [ %.199, %frag.wide.195 ], [ %.209, %frag.narrow.196 ], !dbg !267
  %.221 = phi i32 [ %.200, %frag.wide.195 ], [ %.219, %frag.narrow.196 ], !dbg !267
  %56 = add i32 %47, 1920, !dbg !268
  %t187 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.0, i32 %56, !dbg !268
  %.233 = getelementptr inbounds i16, ptr addrspace(3) %t187, i32 %.106, !dbg !268
  %57 = ptrtoint ptr addrspace(3) %.233 to i32, !dbg !268
  %58 = and i32 %57, 2, !dbg !268
  %.236 = icmp eq i32 %58, 0, !dbg !268
  br i1 %.236, label %frag.wide.237, label %frag.narrow.238, !dbg !268

frag.wide.237:                                    ; preds = %frag.join.197
  %.240 = load <2 x i32>, ptr addrspace(3) %.233, align 8, !dbg !268
  %.241 = extractelement <2 x i32> %.240, i64 0, !dbg !268
  %.242 = extractelement <2 x i32> %.240, i64 1, !dbg !268
  br label %frag.join.239, !dbg !268

frag.narrow.238:                                  ; preds = %frag.join.197
  %.244 = load i16, ptr addrspace(3) %.233, align 8, !dbg !268
  %.245 = zext i16 %.244 to i32, !dbg !268
  %.247 = getelementptr inbounds i16, ptr addrspace(3) %t187, i32 %20, !dbg !268
  %.248 = load i16, ptr addrspace(3) %.247, align 2, !dbg !268
  %.249 = zext i16 %.248 to i32, !dbg !268
  %.250 = shl nuw i32 %.249, 16, !dbg !268
  %.251 = or i32 %.250, %.245, !dbg !268
  %.253 = getelementptr inbounds i16, ptr addrspace(3) %t187, i32 %21, !dbg !268
  %.254 = load i16, ptr addrspace(3) %.253, align 4, !dbg !268
  %.255 = zext i16 %.254 to i32, !dbg !268
  %.257 = getelementptr inbounds i16, ptr addrspace(3) %t187, i32 %22, !dbg !268
  %.258 = load i16, ptr addrspace(3) %.257, align 2, !dbg !268
  %.259 = zext i16 %.258 to i32, !dbg !268
  %.260 = shl nuw i32 %.259, 16, !dbg !268
  %.261 = or i32 %.260, %.255, !dbg !268
  br label %frag.join.239, !dbg !268

frag.join.239:                                    ; preds = %frag.narrow.238, %frag.wide.237
  %.262 = phi i32 [ %.241, %frag.wide.237 ], [ %.251, %frag.narrow.238 ], !dbg !268
  %.263 = phi i32 [ %.242, %frag.wide.237 ], [ %.261, %frag.narrow.238 ], !dbg !268
  %59 = trunc i64 %t177 to i32, !dbg !269
  %t189 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.1, i32 %59, !dbg !269
  %.275 = getelementptr inbounds i16, ptr addrspace(3) %t189, i32 %.274, !dbg !269
  %.276 = load i16, ptr addrspace(3) %.275, align 2, !dbg !269
  %.277 = zext i16 %.276 to i32, !dbg !269
  %.280 = getelementptr inbounds i16, ptr addrspace(3) %t189, i32 %23, !dbg !269
  %.281 = load i16, ptr addrspace(3) %.280, align 2, !dbg !269
  %.282 = zext i16 %.281 to i32, !dbg !269
  %.283 = shl nuw i32 %.282, 16, !dbg !269
  %.284 = or i32 %.283, %.277, !dbg !269
  %.287 = getelementptr inbounds i16, ptr addrspace(3) %t189, i32 %24, !dbg !269
  %.288 = load i16, ptr addrspace(3) %.287, align 2, !dbg !269
  %.289 = zext i16 %.288 to i32, !dbg !269
  %.292 = getelementptr inbounds i16, ptr addrspace(3) %t189, i32 %25, !dbg !269
  %.293 = load i16, ptr addrspace(3) %.292, align 2, !dbg !269
  %.294 = zext i16 %.293 to i32, !dbg !269
  %.295 = shl nuw i32 %.294, 16, !dbg !269
  %.296 = or i32 %.295, %.289, !dbg !269
  %.299 = extractvalue { [8 x float] } %t92, 0, 0, !dbg !270
  %.300 = insertelement <4 x float> poison, float %.299, i64 0, !dbg !270
  %.301 = extractvalue { [8 x float] } %t92, 0, 1, !dbg !270
  %.302 = insertelement <4 x float> %.300, float %.301, i64 1, !dbg !270
  %.303 = extractvalue { [8 x float] } %t92, 0, 2, !dbg !270
  %.304 = insertelement <4 x float> %.302, float %.303, i64 2, !dbg !270
  %.305 = extractvalue { [8 x float] } %t92, 0, 3, !dbg !270
  %.306 = insertelement <4 x float> %.304, float %.305, i64 3, !dbg !270
  %.308 = insertelement <2 x i32> poison, i32 %.136, i64 0, !dbg !270
  %.310 = insertelement <2 x i32> %.308, i32 %.137, i64 1, !dbg !270
  %.311 = bitcast <2 x i32> %.310 to <4 x half>, !dbg !270
  %.313 = insertelement <2 x i32> poison, i32 %.284, i64 0, !dbg !270
  %.315 = insertelement <2 x i32> %.313, i32 %.296, i64 1, !dbg !270
  %.316 = bitcast <2 x i32> %.315 to <4 x half>, !dbg !270
  %.317 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.311, <4 x half> %.316, <4 x float> %.306, i32 0, i32 0, i32 0), !dbg !270
  %.326 = extractvalue { [8 x float] } %t96, 0, 0, !dbg !271
  %.327 = insertelement <4 x float> poison, float %.326, i64 0, !dbg !271
  %.328 = extractvalue { [8 x float] } %t96, 0, 1, !dbg !271
  %.329 = insertelement <4 x float> %.327, float %.328, i64 1, !dbg !271
  %.330 = extractvalue { [8 x float] } %t96, 0, 2, !dbg !271
  %.331 = insertelement <4 x float> %.329, float %.330, i64 2, !dbg !271
  %.332 = extractvalue { [8 x float] } %t96, 0, 3, !dbg !271
  %.333 = insertelement <4 x float> %.331, float %.332, i64 3, !dbg !271
  %.335 = insertelement <2 x i32> poison, i32 %.178, i64 0, !dbg !271
  %.337 = insertelement <2 x i32> %.335, i32 %.179, i64 1, !dbg !271
  %.338 = bitcast <2 x i32> %.337 to <4 x half>, !dbg !271
  %.344 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.338, <4 x half> %.316, <4 x float> %.333, i32 0, i32 0, i32 0), !dbg !271
  %.353 = extractvalue { [8 x float] } %t100, 0, 0, !dbg !272
  %.354 = insertelement <4 x float> poison, float %.353, i64 0, !dbg !272
  %.355 = extractvalue { [8 x float] } %t100, 0, 1, !dbg !272
  %.356 = insertelement <4 x float> %.354, float %.355, i64 1, !dbg !272
  %.357 = extractvalue { [8 x float] } %t100, 0, 2, !dbg !272
  %.358 = insertelement <4 x float> %.356, float %.357, i64 2, !dbg !272
  %.359 = extractvalue { [8 x float] } %t100, 0, 3, !dbg !272
  %.360 = insertelement <4 x float> %.358, float %.359, i64 3, !dbg !272
  %.362 = insertelement <2 x i32> poison, i32 %.220, i64 0, !dbg !272
  %.364 = insertelement <2 x i32> %.362, i32 %.221, i64 1, !dbg !272
  %.365 = bitcast <2 x i32> %.364 to <4 x half>, !dbg !272
  %.371 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.365, <4 x half> %.316, <4 x float> %.360, i32 0, i32 0, i32 0), !dbg !272
  %.380 = extractvalue { [8 x float] } %t104, 0, 0, !dbg !273
  %.381 = insertelement <4 x float> poison, float %.380, i64 0, !dbg !273
  %.382 = extractvalue { [8 x float] } %t104, 0, 1, !dbg !273
  %.383 = insertelement <4 x float> %.381, float %.382, i64 1, !dbg !273
  %.384 = extractvalue { [8 x float] } %t104, 0, 2, !dbg !273
  %.385 = insertelement <4 x float> %.383, float %.384, i64 2, !dbg !273
  %.386 = extractvalue { [8 x float] } %t104, 0, 3, !dbg !273
  %.387 = insertelement <4 x float> %.385, float %.386, i64 3, !dbg !273
  %.389 = insertelement <2 x i32> poison, i32 %.262, i64 0, !dbg !273
  %.391 = insertelement <2 x i32> %.389, i32 %.263, i64 1, !dbg !273
  %.392 = bitcast <2 x i32> %.391 to <4 x half>, !dbg !273
  %.398 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.392, <4 x half> %.316, <4 x float> %.387, i32 0, i32 0, i32 0), !dbg !273
  %60 = or i32 %59, 16, !dbg !274
  %t196 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.1, i32 %60, !dbg !274
  %.416 = getelementptr inbounds i16, ptr addrspace(3) %t196, i32 %.274, !dbg !274
  %.417 = load i16, ptr addrspace(3) %.416, align 2, !dbg !274
  %.418 = zext i16 %.417 to i32, !dbg !274
  %.421 = getelementptr inbounds i16, ptr addrspace(3) %t196, i32 %23, !dbg !274
  %.422 = load i16, ptr addrspace(3) %.421, align 2, !dbg !274
  %.423 = zext i16 %.422 to i32, !dbg !274
  %.424 = shl nuw i32 %.423, 16, !dbg !274
  %.425 = or i32 %.424, %.418, !dbg !274
  %.428 = getelementptr inbounds i16, ptr addrspace(3) %t196, i32 %24, !dbg !274
  %.429 = load i16, ptr addrspace(3) %.428, align 2, !dbg !274
  %.430 = zext i16 %.429 to i32, !dbg !274
  %.433 = getelementptr inbounds i16, ptr addrspace(3) %t196, i32 %25, !dbg !274
  %.434 = load i16, ptr addrspace(3) %.433, align 2, !dbg !274
  %.435 = zext i16 %.434 to i32, !dbg !274
  %.436 = shl nuw i32 %.435, 16, !dbg !274
  %.437 = or i32 %.436, %.430, !dbg !274
  %.440 = extractvalue { [8 x float] } %t93, 0, 0, !dbg !270
  %.441 = insertelement <4 x float> poison, float %.440, i64 0, !dbg !270
  %.442 = extractvalue { [8 x float] } %t93, 0, 1, !dbg !270
  %.443 = insertelement <4 x float> %.441, float %.442, i64 1, !dbg !270
  %.444 = extractvalue { [8 x float] } %t93, 0, 2, !dbg !270
  %.445 = insertelement <4 x float> %.443, float %.444, i64 2, !dbg !270
  %.446 = extractvalue { [8 x float] } %t93, 0, 3, !dbg !270
  %.447 = insertelement <4 x float> %.445, float %.446, i64 3, !dbg !270
  %.454 = insertelement <2 x i32> poison, i32 %.425, i64 0, !dbg !270
  %.456 = insertelement <2 x i32> %.454, i32 %.437, i64 1, !dbg !270
  %.457 = bitcast <2 x i32> %.456 to <4 x half>, !dbg !270
  %.458 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.311, <4 x half> %.457, <4 x float> %.447, i32 0, i32 0, i32 0), !dbg !270
  %.467 = extractvalue { [8 x float] } %t97, 0, 0, !dbg !271
  %.468 = insertelement <4 x float> poison, float %.467, i64 0, !dbg !271
  %.469 = extractvalue { [8 x float] } %t97, 0, 1, !dbg !271
  %.470 = insertelement <4 x float> %.468, float %.469, i64 1, !dbg !271
  %.471 = extractvalue { [8 x float] } %t97, 0, 2, !dbg !271
  %.472 = insertelement <4 x float> %.470, float %.471, i64 2, !dbg !271
  %.473 = extractvalue { [8 x float] } %t97, 0, 3, !dbg !271
  %.474 = insertelement <4 x float> %.472, float %.473, i64 3, !dbg !271
  %.485 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.338, <4 x half> %.457, <4 x float> %.474, i32 0, i32 0, i32 0), !dbg !271
  %.494 = extractvalue { [8 x float] } %t101, 0, 0, !dbg !272
  %.495 = insertelement <4 x float> poison, float %.494, i64 0, !dbg !272
  %.496 = extractvalue { [8 x float] } %t101, 0, 1, !dbg !272
  %.497 = insertelement <4 x float> %.495, float %.496, i64 1, !dbg !272
  %.498 = extractvalue { [8 x float] } %t101, 0, 2, !dbg !272
  %.499 = insertelement <4 x float> %.497, float %.498, i64 2, !dbg !272
  %.500 = extractvalue { [8 x float] } %t101, 0, 3, !dbg !272
  %.501 = insertelement <4 x float> %.499, float %.500, i64 3, !dbg !272
  %.512 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.365, <4 x half> %.457, <4 x float> %.501, i32 0, i32 0, i32 0), !dbg !272
  %.521 = extractvalue { [8 x float] } %t105, 0, 0, !dbg !273
  %.522 = insertelement <4 x float> poison, float %.521, i64 0, !dbg !273
  %.523 = extractvalue { [8 x float] } %t105, 0, 1, !dbg !273
  %.524 = insertelement <4 x float> %.522, float %.523, i64 1, !dbg !273
  %.525 = extractvalue { [8 x float] } %t105, 0, 2, !dbg !273
  %.526 = insertelement <4 x float> %.524, float %.525, i64 2, !dbg !273
  %.527 = extractvalue { [8 x float] } %t105, 0, 3, !dbg !273
  %.528 = insertelement <4 x float> %.526, float %.527, i64 3, !dbg !273
  %.539 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.392, <4 x half> %.457, <4 x float> %.528, i32 0, i32 0, i32 0), !dbg !273
  %61 = or i32 %59, 32, !dbg !275
  %t203 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.1, i32 %61, !dbg !275
  %.557 = getelementptr inbounds i16, ptr addrspace(3) %t203, i32 %.274, !dbg !275
  %.558 = load i16, ptr addrspace(3) %.557, align 2, !dbg !275
  %.559 = zext i16 %.558 to i32, !dbg !275
  %.562 = getelementptr inbounds i16, ptr addrspace(3) %t203, i32 %23, !dbg !275
  %.563 = load i16, ptr addrspace(3) %.562, align 2, !dbg !275
  %.564 = zext i16 %.563 to i32, !dbg !275
  %.565 = shl nuw i32 %.564, 16, !dbg !275
  %.566 = or i32 %.565, %.559, !dbg !275
  %.569 = getelementptr inbounds i16, ptr addrspace(3) %t203, i32 %24, !dbg !275
  %.570 = load i16, ptr addrspace(3) %.569, align 2, !dbg !275
  %.571 = zext i16 %.570 to i32, !dbg !275
  %.574 = getelementptr inbounds i16, ptr addrspace(3) %t203, i32 %25, !dbg !275
  %.575 = load i16, ptr addrspace(3) %.574, align 2, !dbg !275
  %.576 = zext i16 %.575 to i32, !dbg !275
  %.577 = shl nuw i32 %.576, 16, !dbg !275
  %.578 = or i32 %.577, %.571, !dbg !275
  %.581 = extractvalue { [8 x float] } %t94, 0, 0, !dbg !270
  %.582 = insertelement <4 x float> poison, float %.581, i64 0, !dbg !270
  %.583 = extractvalue { [8 x float] } %t94, 0, 1, !dbg !270
  %.584 = insertelement <4 x float> %.582, float %.583, i64 1, !dbg !270
  %.585 = extractvalue { [8 x float] } %t94, 0, 2, !dbg !270
  %.586 = insertelement <4 x float> %.584, float %.585, i64 2, !dbg !270
  %.587 = extractvalue { [8 x float] } %t94, 0, 3, !dbg !270
  %.588 = insertelement <4 x float> %.586, float %.587, i64 3, !dbg !270
  %.595 = insertelement <2 x i32> poison, i32 %.566, i64 0, !dbg !270
  %.597 = insertelement <2 x i32> %.595, i32 %.578, i64 1, !dbg !270
  %.598 = bitcast <2 x i32> %.597 to <4 x half>, !dbg !270
  %.599 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.311, <4 x half> %.598, <4 x float> %.588, i32 0, i32 0, i32 0), !dbg !270
  %.608 = extractvalue { [8 x float] } %t98, 0, 0, !dbg !271
  %.609 = insertelement <4 x float> poison, float %.608, i64 0, !dbg !271
  %.610 = extractvalue { [8 x float] } %t98, 0, 1, !dbg !271
  %.611 = insertelement <4 x float> %.609, float %.610, i64 1, !dbg !271
  %.612 = extractvalue { [8 x float] } %t98, 0, 2, !dbg !271
  %.613 = insertelement <4 x float> %.611, float %.612, i64 2, !dbg !271
  %.614 = extractvalue { [8 x float] } %t98, 0, 3, !dbg !271
  %.615 = insertelement <4 x float> %.613, float %.614, i64 3, !dbg !271
  %.626 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.338, <4 x half> %.598, <4 x float> %.615, i32 0, i32 0, i32 0), !dbg !271
  %.635 = extractvalue { [8 x float] } %t102, 0, 0, !dbg !272
  %.636 = insertelement <4 x float> poison, float %.635, i64 0, !dbg !272
  %.637 = extractvalue { [8 x float] } %t102, 0, 1, !dbg !272
  %.638 = insertelement <4 x float> %.636, float %.637, i64 1, !dbg !272
  %.639 = extractvalue { [8 x float] } %t102, 0, 2, !dbg !272
  %.640 = insertelement <4 x float> %.638, float %.639, i64 2, !dbg !272
  %.641 = extractvalue { [8 x float] } %t102, 0, 3, !dbg !272
  %.642 = insertelement <4 x float> %.640, float %.641, i64 3, !dbg !272
  %.653 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.365, <4 x half> %.598, <4 x float> %.642, i32 0, i32 0, i32 0), !dbg !272
  %.662 = extractvalue { [8 x float] } %t106, 0, 0, !dbg !273
  %.663 = insertelement <4 x float> poison, float %.662, i64 0, !dbg !273
  %.664 = extractvalue { [8 x float] } %t106, 0, 1, !dbg !273
  %.665 = insertelement <4 x float> %.663, float %.664, i64 1, !dbg !273
  %.666 = extractvalue { [8 x float] } %t106, 0, 2, !dbg !273
  %.667 = insertelement <4 x float> %.665, float %.666, i64 2, !dbg !273
  %.668 = extractvalue { [8 x float] } %t106, 0, 3, !dbg !273
  %.669 = insertelement <4 x float> %.667, float %.668, i64 3, !dbg !273
  %.680 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.392, <4 x half> %.598, <4 x float> %.669, i32 0, i32 0, i32 0), !dbg !273
  %62 = or i32 %59, 48, !dbg !276
  %t210 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.1, i32 %62, !dbg !276
  %.698 = getelementptr inbounds i16, ptr addrspace(3) %t210, i32 %.274, !dbg !276
  %.699 = load i16, ptr addrspace(3) %.698, align 2, !dbg !276
  %.700 = zext i16 %.699 to i32, !dbg !276
  %.703 = getelementptr inbounds i16, ptr addrspace(3) %t210, i32 %23, !dbg !276
  %.704 = load i16, ptr addrspace(3) %.703, align 2, !dbg !276
  %.705 = zext i16 %.704 to i32, !dbg !276
  %.706 = shl nuw i32 %.705, 16, !dbg !276
  %.707 = or i32 %.706, %.700, !dbg !276
  %.710 = getelementptr inbounds i16, ptr addrspace(3) %t210, i32 %24, !dbg !276
  %.711 = load i16, ptr addrspace(3) %.710, align 2, !dbg !276
  %.712 = zext i16 %.711 to i32, !dbg !276
  %.715 = getelementptr inbounds i16, ptr addrspace(3) %t210, i32 %25, !dbg !276
  %.716 = load i16, ptr addrspace(3) %.715, align 2, !dbg !276
  %.717 = zext i16 %.716 to i32, !dbg !276
  %.718 = shl nuw i32 %.717, 16, !dbg !276
  %.719 = or i32 %.718, %.712, !dbg !276
  %.722 = extractvalue { [8 x float] } %t95, 0, 0, !dbg !270
  %.723 = insertelement <4 x float> poison, float %.722, i64 0, !dbg !270
  %.724 = extractvalue { [8 x float] } %t95, 0, 1, !dbg !270
  %.725 = insertelement <4 x float> %.723, float %.724, i64 1, !dbg !270
  %.726 = extractvalue { [8 x float] } %t95, 0, 2, !dbg !270
  %.727 = insertelement <4 x float> %.725, float %.726, i64 2, !dbg !270
  %.728 = extractvalue { [8 x float] } %t95, 0, 3, !dbg !270
  %.729 = insertelement <4 x float> %.727, float %.728, i64 3, !dbg !270
  %.736 = insertelement <2 x i32> poison, i32 %.707, i64 0, !dbg !270
  %.738 = insertelement <2 x i32> %.736, i32 %.719, i64 1, !dbg !270
  %.739 = bitcast <2 x i32> %.738 to <4 x half>, !dbg !270
  %.740 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.311, <4 x half> %.739, <4 x float> %.729, i32 0, i32 0, i32 0), !dbg !270
  %.749 = extractvalue { [8 x float] } %t99, 0, 0, !dbg !271
  %.750 = insertelement <4 x float> poison, float %.749, i64 0, !dbg !271
  %.751 = extractvalue { [8 x float] } %t99, 0, 1, !dbg !271
  %.752 = insertelement <4 x float> %.750, float %.751, i64 1, !dbg !271
  %.753 = extractvalue { [8 x float] } %t99, 0, 2, !dbg !271
  %.754 = insertelement <4 x float> %.752, float %.753, i64 2, !dbg !271
  %.755 = extractvalue { [8 x float] } %t99, 0, 3, !dbg !271
  %.756 = insertelement <4 x float> %.754, float %.755, i64 3, !dbg !271
  %.767 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.338, <4 x half> %.739, <4 x float> %.756, i32 0, i32 0, i32 0), !dbg !271
  %.776 = extractvalue { [8 x float] } %t103, 0, 0, !dbg !272
  %.777 = insertelement <4 x float> poison, float %.776, i64 0, !dbg !272
  %.778 = extractvalue { [8 x float] } %t103, 0, 1, !dbg !272
  %.779 = insertelement <4 x float> %.777, float %.778, i64 1, !dbg !272
  %.780 = extractvalue { [8 x float] } %t103, 0, 2, !dbg !272
  %.781 = insertelement <4 x float> %.779, float %.780, i64 2, !dbg !272
  %.782 = extractvalue { [8 x float] } %t103, 0, 3, !dbg !272
  %.783 = insertelement <4 x float> %.781, float %.782, i64 3, !dbg !272
  %.794 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.365, <4 x half> %.739, <4 x float> %.783, i32 0, i32 0, i32 0), !dbg !272
  %.803 = extractvalue { [8 x float] } %t107, 0, 0, !dbg !273
  %.804 = insertelement <4 x float> poison, float %.803, i64 0, !dbg !273
  %.805 = extractvalue { [8 x float] } %t107, 0, 1, !dbg !273
  %.806 = insertelement <4 x float> %.804, float %.805, i64 1, !dbg !273
  %.807 = extractvalue { [8 x float] } %t107, 0, 2, !dbg !273
  %.808 = insertelement <4 x float> %.806, float %.807, i64 2, !dbg !273
  %.809 = extractvalue { [8 x float] } %t107, 0, 3, !dbg !273
  %.810 = insertelement <4 x float> %.808, float %.809, i64 3, !dbg !273
  %.821 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.392, <4 x half> %.739, <4 x float> %.810, i32 0, i32 0, i32 0), !dbg !273
  %63 = or i32 %47, 16, !dbg !277
  %t217 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.0, i32 %63, !dbg !277
  %.839 = getelementptr inbounds i16, ptr addrspace(3) %t217, i32 %.106, !dbg !277
  %64 = ptrtoint ptr addrspace(3) %.839 to i32, !dbg !277
  %65 = and i32 %64, 2, !dbg !277
  %.842 = icmp eq i32 %65, 0, !dbg !277
  br i1 %.842, label %frag.wide.843, label %frag.narrow.844, !dbg !277

frag.wide.843:                                    ; preds = %frag.join.239
  %.846 = load <2 x i32>, ptr addrspace(3) %.839, align 8, !dbg !277
  %.847 = extractelement <2 x i32> %.846, i64 0, !dbg !277
  %.848 = extractelement <2 x i32> %.846, i64 1, !dbg !277
  br label %frag.join.845, !dbg !277

frag.narrow.844:                                  ; preds = %frag.join.239
  %.850 = load i16, ptr addrspace(3) %.839, align 8, !dbg !277
  %.851 = zext i16 %.850 to i32, !dbg !277
  %.853 = getelementptr inbounds i16, ptr addrspace(3) %t217, i32 %26, !dbg !277
  %.854 = load i16, ptr addrspace(3) %.853, align 2, !dbg !277
  %.855 = zext i16 %.854 to i32, !dbg !277
  %.856 = shl nuw i32 %.855, 16, !dbg !277
  %.857 = or i32 %.856, %.851, !dbg !277
  %.859 = getelementptr inbounds i16, ptr addrspace(3) %t217, i32 %27, !dbg !277
  %.860 = load i16, ptr addrspace(3) %.859, align 4, !dbg !277
  %.861 = zext i16 %.860 to i32, !dbg !277
  %.863 = getelementptr inbounds i16, ptr addrspace(3) %t217, i32 %28, !dbg !277
  %.864 = load i16, ptr addrspace(3) %.863, align 2, !dbg !277
  %.865 = zext i16 %.864 to i32, !dbg !277
  %.866 = shl nuw i32 %.865, 16, !dbg !277
  %.867 = or i32 %.866, %.861, !dbg !277
  br label %frag.join.845, !dbg !277

frag.join.845:                                    ; preds = %frag.narrow.844, %frag.wide.843
  %.868 = phi i32 [ %.847, %frag.wide.843 ], [ %.857, %frag.narrow.844 ], !dbg !277
  %.869 = phi i32 [ %.848, %frag.wide.843 ], [ %.867, %frag.narrow.844 ], !dbg !277
  %66 = add i32 %47, 656, !dbg !278
  %t220 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.0, i32 %66, !dbg !278
  %.881 = getelementptr inbounds i16, ptr addrspace(3) %t220, i32 %.106, !dbg !278
  %67 = ptrtoint ptr addrspace(3) %.881 to i32, !dbg !278
  %68 = and i32 %67, 2, !dbg !278
  %.884 = icmp eq i32 %68, 0, !dbg !278
  br i1 %.884, label %frag.wide.885, label %frag.narrow.886, !dbg !278

frag.wide.885:                                    ; preds = %frag.join.845
  %.888 = load <2 x i32>, ptr addrspace(3) %.881, align 8, !dbg !278
  %.889 = extractelement <2 x i32> %.888, i64 0, !dbg !278
  %.890 = extractelement <2 x i32> %.888, i64 1, !dbg !278
  br label %frag.join.887, !dbg !278

frag.narrow.886:                                  ; preds = %frag.join.845
  %.892 = load i16, ptr addrspace(3) %.881, align 8, !dbg !278
  %.893 = zext i16 %.892 to i32, !dbg !278
  %.895 = getelementptr inbounds i16, ptr addrspace(3) %t220, i32 %29, !dbg !278
  %.896 = load i16, ptr addrspace(3) %.895, align 2, !dbg !278
  %.897 = zext i16 %.896 to i32, !dbg !278
  %.898 = shl nuw i32 %.897, 16, !dbg !278
  %.899 = or i32 %.898, %.893, !dbg !278
  %.901 = getelementptr inbounds i16, ptr addrspace(3) %t220, i32 %30, !dbg !278
  %.902 = load i16, ptr addrspace(3) %.901, align 4, !dbg !278
  %.903 = zext i16 %.902 to i32, !dbg !278
  %.905 = getelementptr inbounds i16, ptr addrspace(3) %t220, i32 %31, !dbg !278
  %.906 = load i16, ptr addrspace(3) %.905, align 2, !dbg !278
  %.907 = zext i16 %.906 to i32, !dbg !278
  %.908 = shl nuw i32 %.907, 16, !dbg !278
  %.909 = or i32 %.908, %.903, !dbg !278
  br label %frag.join.887, !dbg !278

frag.join.887:                                    ; preds = %frag.narrow.886, %frag.wide.885
  %.910 = phi i32 [ %.889, %frag.wide.885 ], [ %.899, %frag.narrow.886 ], !dbg !278
  %.911 = phi i32 [ %.890, %frag.wide.885 ], [ %.909, %frag.narrow.886 ], !dbg !278
  %69 = add i32 %47, 1296, !dbg !279
  %t223 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.0, i32 %69, !dbg !279
  %.923 = getelementptr inbounds i16, ptr addrspace(3) %t223, i32 %.106, !dbg !279
  %70 = ptrtoint ptr addrspace(3) %.923 to i32, !dbg !279
  %71 = and i32 %70, 2, !dbg !279
  %.926 = icmp eq i32 %71, 0, !dbg !279
  br i1 %.926, label %frag.wide.927, label %frag.narrow.928, !dbg !279

frag.wide.927:                                    ; preds = %frag.join.887
  %.930 = load <2 x i32>, ptr addrspace(3) %.923, align 8, !dbg !279
  %.931 = extractelement <2 x i32> %.930, i64 0, !dbg !279
  %.932 = extractelement <2 x i32> %.930, i64 1, !dbg !279
  br label %frag.join.929, !dbg !279

frag.narrow.928:                                  ; preds = %frag.join.887
  %.934 = load i16, ptr addrspace(3) %.923, align 8, !dbg !279
  %.935 = zext i16 %.934 to i32, !dbg !279
  %.937 = getelementptr inbounds i16, ptr addrspace(3) %t223, i32 %32, !dbg !279
  %.938 = load i16, ptr addrspace(3) %.937, align 2, !dbg !279
  %.939 = zext i16 %.938 to i32, !dbg !279
  %.940 = shl nuw i32 %.939, 16, !dbg !279
  %.941 = or i32 %.940, %.935, !dbg !279
  %.943 = getelementptr inbounds i16, ptr addrspace(3) %t223, i32 %33, !dbg !279
  %.944 = load i16, ptr addrspace(3) %.943, align 4, !dbg !279
  %.945 = zext i16 %.944 to i32, !dbg !279
  %.947 = getelementptr inbounds i16, ptr addrspace(3) %t223, i32 %34, !dbg !279
  %.948 = load i16, ptr addrspace(3) %.947, align 2, !dbg !279
  %.949 = zext i16 %.948 to i32, !dbg !279
  %.950 = shl nuw i32 %.949, 16, !dbg !279
  %.951 = or i32 %.950, %.945, !dbg !279
  br label %frag.join.929, !dbg !279

frag.join.929:                                    ; preds = %frag.narrow.928, %frag.wide.927
  %.952 = phi i32 [ %.931, %frag.wide.927 ], [ %.941, %frag.narrow.928 ], !dbg !279
  %.953 = phi i32 [ %.932, %frag.wide.927 ], [ %.951, %frag.narrow.928 ], !dbg !279
  %72 = add i32 %47, 1936, !dbg !280
  %t226 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.0, i32 %72, !dbg !280
  %.965 = getelementptr inbounds i16, ptr addrspace(3) %t226, i32 %.106, !dbg !280
  %73 = ptrtoint ptr addrspace(3) %.965 to i32, !dbg !280
  %74 = and i32 %73, 2, !dbg !280
  %.968 = icmp eq i32 %74, 0, !dbg !280
  br i1 %.968, label %frag.wide.969, label %frag.narrow.970, !dbg !280

frag.wide.969:                                    ; preds = %frag.join.929
  %.972 = load <2 x i32>, ptr addrspace(3) %.965, align 8, !dbg !280
  %.973 = extractelement <2 x i32> %.972, i64 0, !dbg !280
  %.974 = extractelement <2 x i32> %.972, i64 1, !dbg !280
  br label %frag.join.971, !dbg !280

frag.narrow.970:                                  ; preds = %frag.join.929
  %.976 = load i16, ptr addrspace(3) %.965, align 8, !dbg !280
  %.977 = zext i16 %.976 to i32, !dbg !280
  %.979 = getelementptr inbounds i16, ptr addrspace(3) %t226, i32 %35, !dbg !280
  %.980 = load i16, ptr addrspace(3) %.979, align 2, !dbg !280
  %.981 = zext i16 %.980 to i32, !dbg !280
  %.982 = shl nuw i32 %.981, 16, !dbg !280
  %.983 = or i32 %.982, %.977, !dbg !280
  %.985 = getelementptr inbounds i16, ptr addrspace(3) %t226, i32 %36, !dbg !280
  %.986 = load i16, ptr addrspace(3) %.985, align 4, !dbg !280
  %.987 = zext i16 %.986 to i32, !dbg !280
  %.989 = getelementptr inbounds i16, ptr addrspace(3) %t226, i32 %37, !dbg !280
  %.990 = load i16, ptr addrspace(3) %.989, align 2, !dbg !280
  %.991 = zext i16 %.990 to i32, !dbg !280
  %.992 = shl nuw i32 %.991, 16, !dbg !280
  %.993 = or i32 %.992, %.987, !dbg !280
  br label %frag.join.971, !dbg !280

frag.join.971:                                    ; preds = %frag.narrow.970, %frag.wide.969
  %.994 = phi i32 [ %.973, %frag.wide.969 ], [ %.983, %frag.narrow.970 ], !dbg !280
  %.995 = phi i32 [ %.974, %frag.wide.969 ], [ %.993, %frag.narrow.970 ], !dbg !280
  %75 = add i32 %59, 2176, !dbg !281
  %t229 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.1, i32 %75, !dbg !281
  %.1007 = getelementptr inbounds i16, ptr addrspace(3) %t229, i32 %.274, !dbg !281
  %.1008 = load i16, ptr addrspace(3) %.1007, align 2, !dbg !281
  %.1009 = zext i16 %.1008 to i32, !dbg !281
  %.1012 = getelementptr inbounds i16, ptr addrspace(3) %t229, i32 %23, !dbg !281
  %.1013 = load i16, ptr addrspace(3) %.1012, align 2, !dbg !281
  %.1014 = zext i16 %.1013 to i32, !dbg !281
  %.1015 = shl nuw i32 %.1014, 16, !dbg !281
  %.1016 = or i32 %.1015, %.1009, !dbg !281
  %.1019 = getelementptr inbounds i16, ptr addrspace(3) %t229, i32 %24, !dbg !281
  %.1020 = load i16, ptr addrspace(3) %.1019, align 2, !dbg !281
  %.1021 = zext i16 %.1020 to i32, !dbg !281
  %.1024 = getelementptr inbounds i16, ptr addrspace(3) %t229, i32 %25, !dbg !281
  %.1025 = load i16, ptr addrspace(3) %.1024, align 2, !dbg !281
  %.1026 = zext i16 %.1025 to i32, !dbg !281
  %.1027 = shl nuw i32 %.1026, 16, !dbg !281
  %.1028 = or i32 %.1027, %.1021, !dbg !281
  %.1040 = insertelement <2 x i32> poison, i32 %.868, i64 0, !dbg !270
  %.1042 = insertelement <2 x i32> %.1040, i32 %.869, i64 1, !dbg !270
  %.1043 = bitcast <2 x i32> %.1042 to <4 x half>, !dbg !270
  %.1045 = insertelement <2 x i32> poison, i32 %.1016, i64 0, !dbg !270
  %.1047 = insertelement <2 x i32> %.1045, i32 %.1028, i64 1, !dbg !270
  %.1048 = bitcast <2 x i32> %.1047 to <4 x half>, !dbg !270
  %.1049 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1043, <4 x half> %.1048, <4 x float> %.317, i32 0, i32 0, i32 0), !dbg !270
  %.1050 = extractelement <4 x float> %.1049, i64 0, !dbg !270
  %.1051 = extractelement <4 x float> %.1049, i64 1, !dbg !270
  %.1052 = extractelement <4 x float> %.1049, i64 2, !dbg !270
  %.1053 = extractelement <4 x float> %.1049, i64 3, !dbg !270
  %.1054 = insertvalue { [8 x float] } zeroinitializer, float %.1050, 0, 0, !dbg !270
  %.1055 = insertvalue { [8 x float] } %.1054, float %.1051, 0, 1, !dbg !270
  %.1056 = insertvalue { [8 x float] } %.1055, float %.1052, 0, 2, !dbg !270
  %.1057 = insertvalue { [8 x float] } %.1056, float %.1053, 0, 3, !dbg !270
  %.1067 = insertelement <2 x i32> poison, i32 %.910, i64 0, !dbg !271
  %.1069 = insertelement <2 x i32> %.1067, i32 %.911, i64 1, !dbg !271
  %.1070 = bitcast <2 x i32> %.1069 to <4 x half>, !dbg !271
  %.1076 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1070, <4 x half> %.1048, <4 x float> %.344, i32 0, i32 0, i32 0), !dbg !271
  %.1077 = extractelement <4 x float> %.1076, i64 0, !dbg !271
  %.1078 = extractelement <4 x float> %.1076, i64 1, !dbg !271
  %.1079 = extractelement <4 x float> %.1076, i64 2, !dbg !271
  %.1080 = extractelement <4 x float> %.1076, i64 3, !dbg !271
  %.1081 = insertvalue { [8 x float] } zeroinitializer, float %.1077, 0, 0, !dbg !271
  %.1082 = insertvalue { [8 x float] } %.1081, float %.1078, 0, 1, !dbg !271
  %.1083 = insertvalue { [8 x float] } %.1082, float %.1079, 0, 2, !dbg !271
  %.1084 = insertvalue { [8 x float] } %.1083, float %.1080, 0, 3, !dbg !271
  %.1094 = insertelement <2 x i32> poison, i32 %.952, i64 0, !dbg !272
  %.1096 = insertelement <2 x i32> %.1094, i32 %.953, i64 1, !dbg !272
  %.1097 = bitcast <2 x i32> %.1096 to <4 x half>, !dbg !272
  %.1103 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1097, <4 x half> %.1048, <4 x float> %.371, i32 0, i32 0, i32 0), !dbg !272
  %.1104 = extractelement <4 x float> %.1103, i64 0, !dbg !272
  %.1105 = extractelement <4 x float> %.1103, i64 1, !dbg !272
  %.1106 = extractelement <4 x float> %.1103, i64 2, !dbg !272
  %.1107 = extractelement <4 x float> %.1103, i64 3, !dbg !272
  %.1108 = insertvalue { [8 x float] } zeroinitializer, float %.1104, 0, 0, !dbg !272
  %.1109 = insertvalue { [8 x float] } %.1108, float %.1105, 0, 1, !dbg !272
  %.1110 = insertvalue { [8 x float] } %.1109, float %.1106, 0, 2, !dbg !272
  %.1111 = insertvalue { [8 x float] } %.1110, float %.1107, 0, 3, !dbg !272
  %.1121 = insertelement <2 x i32> poison, i32 %.994, i64 0, !dbg !273
  %.1123 = insertelement <2 x i32> %.1121, i32 %.995, i64 1, !dbg !273
  %.1124 = bitcast <2 x i32> %.1123 to <4 x half>, !dbg !273
  %.1130 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1124, <4 x half> %.1048, <4 x float> %.398, i32 0, i32 0, i32 0), !dbg !273
  %.1131 = extractelement <4 x float> %.1130, i64 0, !dbg !273
  %.1132 = extractelement <4 x float> %.1130, i64 1, !dbg !273
  %.1133 = extractelement <4 x float> %.1130, i64 2, !dbg !273
  %.1134 = extractelement <4 x float> %.1130, i64 3, !dbg !273
  %.1135 = insertvalue { [8 x float] } zeroinitializer, float %.1131, 0, 0, !dbg !273
  %.1136 = insertvalue { [8 x float] } %.1135, float %.1132, 0, 1, !dbg !273
  %.1137 = insertvalue { [8 x float] } %.1136, float %.1133, 0, 2, !dbg !273
  %.1138 = insertvalue { [8 x float] } %.1137, float %.1134, 0, 3, !dbg !273
  %76 = add i32 %59, 2192, !dbg !282
  %t236 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.1, i32 %76, !dbg !282
  %.1148 = getelementptr inbounds i16, ptr addrspace(3) %t236, i32 %.274, !dbg !282
  %.1149 = load i16, ptr addrspace(3) %.1148, align 2, !dbg !282
  %.1150 = zext i16 %.1149 to i32, !dbg !282
  %.1153 = getelementptr inbounds i16, ptr addrspace(3) %t236, i32 %23, !dbg !282
  %.1154 = load i16, ptr addrspace(3) %.1153, align 2, !dbg !282
  %.1155 = zext i16 %.1154 to i32, !dbg !282
  %.1156 = shl nuw i32 %.1155, 16, !dbg !282
  %.1157 = or i32 %.1156, %.1150, !dbg !282
  %.1160 = getelementptr inbounds i16, ptr addrspace(3) %t236, i32 %24, !dbg !282
  %.1161 = load i16, ptr addrspace(3) %.1160, align 2, !dbg !282
  %.1162 = zext i16 %.1161 to i32, !dbg !282
  %.1165 = getelementptr inbounds i16, ptr addrspace(3) %t236, i32 %25, !dbg !282
  %.1166 = load i16, ptr addrspace(3) %.1165, align 2, !dbg !282
  %.1167 = zext i16 %.1166 to i32, !dbg !282
  %.1168 = shl nuw i32 %.1167, 16, !dbg !282
  %.1169 = or i32 %.1168, %.1162, !dbg !282
  %.1186 = insertelement <2 x i32> poison, i32 %.1157, i64 0, !dbg !270
  %.1188 = insertelement <2 x i32> %.1186, i32 %.1169, i64 1, !dbg !270
  %.1189 = bitcast <2 x i32> %.1188 to <4 x half>, !dbg !270
  %.1190 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1043, <4 x half> %.1189, <4 x float> %.458, i32 0, i32 0, i32 0), !dbg !270
  %.1191 = extractelement <4 x float> %.1190, i64 0, !dbg !270
  %.1192 = extractelement <4 x float> %.1190, i64 1, !dbg !270
  %.1193 = extractelement <4 x float> %.1190, i64 2, !dbg !270
  %.1194 = extractelement <4 x float> %.1190, i64 3, !dbg !270
  %.1195 = insertvalue { [8 x float] } zeroinitializer, float %.1191, 0, 0, !dbg !270
  %.1196 = insertvalue { [8 x float] } %.1195, float %.1192, 0, 1, !dbg !270
  %.1197 = insertvalue { [8 x float] } %.1196, float %.1193, 0, 2, !dbg !270
  %.1198 = insertvalue { [8 x float] } %.1197, float %.1194, 0, 3, !dbg !270
  %.1217 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1070, <4 x half> %.1189, <4 x float> %.485, i32 0, i32 0, i32 0), !dbg !271
  %.1218 = extractelement <4 x float> %.1217, i64 0, !dbg !271
  %.1219 = extractelement <4 x float> %.1217, i64 1, !dbg !271
  %.1220 = extractelement <4 x float> %.1217, i64 2, !dbg !271
  %.1221 = extractelement <4 x float> %.1217, i64 3, !dbg !271
  %.1222 = insertvalue { [8 x float] } zeroinitializer, float %.1218, 0, 0, !dbg !271
  %.1223 = insertvalue { [8 x float] } %.1222, float %.1219, 0, 1, !dbg !271
  %.1224 = insertvalue { [8 x float] } %.1223, float %.1220, 0, 2, !dbg !271
  %.1225 = insertvalue { [8 x float] } %.1224, float %.1221, 0, 3, !dbg !271
  %.1244 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1097, <4 x half> %.1189, <4 x float> %.512, i32 0, i32 0, i32 0), !dbg !272
  %.1245 = extractelement <4 x float> %.1244, i64 0, !dbg !272
  %.1246 = extractelement <4 x float> %.1244, i64 1, !dbg !272
  %.1247 = extractelement <4 x float> %.1244, i64 2, !dbg !272
  %.1248 = extractelement <4 x float> %.1244, i64 3, !dbg !272
  %.1249 = insertvalue { [8 x float] } zeroinitializer, float %.1245, 0, 0, !dbg !272
  %.1250 = insertvalue { [8 x float] } %.1249, float %.1246, 0, 1, !dbg !272
  %.1251 = insertvalue { [8 x float] } %.1250, float %.1247, 0, 2, !dbg !272
  %.1252 = insertvalue { [8 x float] } %.1251, float %.1248, 0, 3, !dbg !272
  %.1271 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1124, <4 x half> %.1189, <4 x float> %.539, i32 0, i32 0, i32 0), !dbg !273
  %.1272 = extractelement <4 x float> %.1271, i64 0, !dbg !273
  %.1273 = extractelement <4 x float> %.1271, i64 1, !dbg !273
  %.1274 = extractelement <4 x float> %.1271, i64 2, !dbg !273
  %.1275 = extractelement <4 x float> %.1271, i64 3, !dbg !273
  %.1276 = insertvalue { [8 x float] } zeroinitializer, float %.1272, 0, 0, !dbg !273
  %.1277 = insertvalue { [8 x float] } %.1276, float %.1273, 0, 1, !dbg !273
  %.1278 = insertvalue { [8 x float] } %.1277, float %.1274, 0, 2, !dbg !273
  %.1279 = insertvalue { [8 x float] } %.1278, float %.1275, 0, 3, !dbg !273
  %77 = add i32 %59, 2208, !dbg !283
  %t243 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.1, i32 %77, !dbg !283
  %.1289 = getelementptr inbounds i16, ptr addrspace(3) %t243, i32 %.274, !dbg !283
  %.1290 = load i16, ptr addrspace(3) %.1289, align 2, !dbg !283
  %.1291 = zext i16 %.1290 to i32, !dbg !283
  %.1294 = getelementptr inbounds i16, ptr addrspace(3) %t243, i32 %23, !dbg !283
  %.1295 = load i16, ptr addrspace(3) %.1294, align 2, !dbg !283
  %.1296 = zext i16 %.1295 to i32, !dbg !283
  %.1297 = shl nuw i32 %.1296, 16, !dbg !283
  %.1298 = or i32 %.1297, %.1291, !dbg !283
  %.1301 = getelementptr inbounds i16, ptr addrspace(3) %t243, i32 %24, !dbg !283
  %.1302 = load i16, ptr addrspace(3) %.1301, align 2, !dbg !283
  %.1303 = zext i16 %.1302 to i32, !dbg !283
  %.1306 = getelementptr inbounds i16, ptr addrspace(3) %t243, i32 %25, !dbg !283
  %.1307 = load i16, ptr addrspace(3) %.1306, align 2, !dbg !283
  %.1308 = zext i16 %.1307 to i32, !dbg !283
  %.1309 = shl nuw i32 %.1308, 16, !dbg !283
  %.1310 = or i32 %.1309, %.1303, !dbg !283
  %.1327 = insertelement <2 x i32> poison, i32 %.1298, i64 0, !dbg !270
  %.1329 = insertelement <2 x i32> %.1327, i32 %.1310, i64 1, !dbg !270
  %.1330 = bitcast <2 x i32> %.1329 to <4 x half>, !dbg !270
  %.1331 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1043, <4 x half> %.1330, <4 x float> %.599, i32 0, i32 0, i32 0), !dbg !270
  %.1332 = extractelement <4 x float> %.1331, i64 0, !dbg !270
  %.1333 = extractelement <4 x float> %.1331, i64 1, !dbg !270
  %.1334 = extractelement <4 x float> %.1331, i64 2, !dbg !270
  %.1335 = extractelement <4 x float> %.1331, i64 3, !dbg !270
  %.1336 = insertvalue { [8 x float] } zeroinitializer, float %.1332, 0, 0, !dbg !270
  %.1337 = insertvalue { [8 x float] } %.1336, float %.1333, 0, 1, !dbg !270
  %.1338 = insertvalue { [8 x float] } %.1337, float %.1334, 0, 2, !dbg !270
  %.1339 = insertvalue { [8 x float] } %.1338, float %.1335, 0, 3, !dbg !270
  %.1358 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1070, <4 x half> %.1330, <4 x float> %.626, i32 0, i32 0, i32 0), !dbg !271
  %.1359 = extractelement <4 x float> %.1358, i64 0, !dbg !271
  %.1360 = extractelement <4 x float> %.1358, i64 1, !dbg !271
  %.1361 = extractelement <4 x float> %.1358, i64 2, !dbg !271
  %.1362 = extractelement <4 x float> %.1358, i64 3, !dbg !271
  %.1363 = insertvalue { [8 x float] } zeroinitializer, float %.1359, 0, 0, !dbg !271
  %.1364 = insertvalue { [8 x float] } %.1363, float %.1360, 0, 1, !dbg !271
  %.1365 = insertvalue { [8 x float] } %.1364, float %.1361, 0, 2, !dbg !271
  %.1366 = insertvalue { [8 x float] } %.1365, float %.1362, 0, 3, !dbg !271
  %.1385 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1097, <4 x half> %.1330, <4 x float> %.653, i32 0, i32 0, i32 0), !dbg !272
  %.1386 = extractelement <4 x float> %.1385, i64 0, !dbg !272
  %.1387 = extractelement <4 x float> %.1385, i64 1, !dbg !272
  %.1388 = extractelement <4 x float> %.1385, i64 2, !dbg !272
  %.1389 = extractelement <4 x float> %.1385, i64 3, !dbg !272
  %.1390 = insertvalue { [8 x float] } zeroinitializer, float %.1386, 0, 0, !dbg !272
  %.1391 = insertvalue { [8 x float] } %.1390, float %.1387, 0, 1, !dbg !272
  %.1392 = insertvalue { [8 x float] } %.1391, float %.1388, 0, 2, !dbg !272
  %.1393 = insertvalue { [8 x float] } %.1392, float %.1389, 0, 3, !dbg !272
  %.1412 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1124, <4 x half> %.1330, <4 x float> %.680, i32 0, i32 0, i32 0), !dbg !273
  %.1413 = extractelement <4 x float> %.1412, i64 0, !dbg !273
  %.1414 = extractelement <4 x float> %.1412, i64 1, !dbg !273
  %.1415 = extractelement <4 x float> %.1412, i64 2, !dbg !273
  %.1416 = extractelement <4 x float> %.1412, i64 3, !dbg !273
  %.1417 = insertvalue { [8 x float] } zeroinitializer, float %.1413, 0, 0, !dbg !273
  %.1418 = insertvalue { [8 x float] } %.1417, float %.1414, 0, 1, !dbg !273
  %.1419 = insertvalue { [8 x float] } %.1418, float %.1415, 0, 2, !dbg !273
  %.1420 = insertvalue { [8 x float] } %.1419, float %.1416, 0, 3, !dbg !273
  %78 = add i32 %59, 2224, !dbg !284
  %t250 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async.shared.1, i32 %78, !dbg !284
  %.1430 = getelementptr inbounds i16, ptr addrspace(3) %t250, i32 %.274, !dbg !284
  %.1431 = load i16, ptr addrspace(3) %.1430, align 2, !dbg !284
  %.1432 = zext i16 %.1431 to i32, !dbg !284
  %.1435 = getelementptr inbounds i16, ptr addrspace(3) %t250, i32 %23, !dbg !284
  %.1436 = load i16, ptr addrspace(3) %.1435, align 2, !dbg !284
  %.1437 = zext i16 %.1436 to i32, !dbg !284
  %.1438 = shl nuw i32 %.1437, 16, !dbg !284
  %.1439 = or i32 %.1438, %.1432, !dbg !284
  %.1442 = getelementptr inbounds i16, ptr addrspace(3) %t250, i32 %24, !dbg !284
  %.1443 = load i16, ptr addrspace(3) %.1442, align 2, !dbg !284
  %.1444 = zext i16 %.1443 to i32, !dbg !284
  %.1447 = getelementptr inbounds i16, ptr addrspace(3) %t250, i32 %25, !dbg !284
  %.1448 = load i16, ptr addrspace(3) %.1447, align 2, !dbg !284
  %.1449 = zext i16 %.1448 to i32, !dbg !284
  %.1450 = shl nuw i32 %.1449, 16, !dbg !284
  %.1451 = or i32 %.1450, %.1444, !dbg !284
  %.1468 = insertelement <2 x i32> poison, i32 %.1439, i64 0, !dbg !270
  %.1470 = insertelement <2 x i32> %.1468, i32 %.1451, i64 1, !dbg !270
  %.1471 = bitcast <2 x i32> %.1470 to <4 x half>, !dbg !270
  %.1472 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1043, <4 x half> %.1471, <4 x float> %.740, i32 0, i32 0, i32 0), !dbg !270
  %.1473 = extractelement <4 x float> %.1472, i64 0, !dbg !270
  %.1474 = extractelement <4 x float> %.1472, i64 1, !dbg !270
  %.1475 = extractelement <4 x float> %.1472, i64 2, !dbg !270
  %.1476 = extractelement <4 x float> %.1472, i64 3, !dbg !270
  %.1477 = insertvalue { [8 x float] } zeroinitializer, float %.1473, 0, 0, !dbg !270
  %.1478 = insertvalue { [8 x float] } %.1477, float %.1474, 0, 1, !dbg !270
  %.1479 = insertvalue { [8 x float] } %.1478, float %.1475, 0, 2, !dbg !270
  %.1480 = insertvalue { [8 x float] } %.1479, float %.1476, 0, 3, !dbg !270
  %.1499 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1070, <4 x half> %.1471, <4 x float> %.767, i32 0, i32 0, i32 0), !dbg !271
  %.1500 = extractelement <4 x float> %.1499, i64 0, !dbg !271
  %.1501 = extractelement <4 x float> %.1499, i64 1, !dbg !271
  %.1502 = extractelement <4 x float> %.1499, i64 2, !dbg !271
  %.1503 = extractelement <4 x float> %.1499, i64 3, !dbg !271
  %.1504 = insertvalue { [8 x float] } zeroinitializer, float %.1500, 0, 0, !dbg !271
  %.1505 = insertvalue { [8 x float] } %.1504, float %.1501, 0, 1, !dbg !271
  %.1506 = insertvalue { [8 x float] } %.1505, float %.1502, 0, 2, !dbg !271
  %.1507 = insertvalue { [8 x float] } %.1506, float %.1503, 0, 3, !dbg !271
  %.1526 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1097, <4 x half> %.1471, <4 x float> %.794, i32 0, i32 0, i32 0), !dbg !272
  %.1527 = extractelement <4 x float> %.1526, i64 0, !dbg !272
  %.1528 = extractelement <4 x float> %.1526, i64 1, !dbg !272
  %.1529 = extractelement <4 x float> %.1526, i64 2, !dbg !272
  %.1530 = extractelement <4 x float> %.1526, i64 3, !dbg !272
  %.1531 = insertvalue { [8 x float] } zeroinitializer, float %.1527, 0, 0, !dbg !272
  %.1532 = insertvalue { [8 x float] } %.1531, float %.1528, 0, 1, !dbg !272
  %.1533 = insertvalue { [8 x float] } %.1532, float %.1529, 0, 2, !dbg !272
  %.1534 = insertvalue { [8 x float] } %.1533, float %.1530, 0, 3, !dbg !272
  %.1553 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1124, <4 x half> %.1471, <4 x float> %.821, i32 0, i32 0, i32 0), !dbg !273
  %.1554 = extractelement <4 x float> %.1553, i64 0, !dbg !273
  %.1555 = extractelement <4 x float> %.1553, i64 1, !dbg !273
  %.1556 = extractelement <4 x float> %.1553, i64 2, !dbg !273
  %.1557 = extractelement <4 x float> %.1553, i64 3, !dbg !273
  %.1558 = insertvalue { [8 x float] } zeroinitializer, float %.1554, 0, 0, !dbg !273
  %.1559 = insertvalue { [8 x float] } %.1558, float %.1555, 0, 1, !dbg !273
  %.1560 = insertvalue { [8 x float] } %.1559, float %.1556, 0, 2, !dbg !273
  %.1561 = insertvalue { [8 x float] } %.1560, float %.1557, 0, 3, !dbg !273
  %t272 = add nuw nsw i64 %t108, 1, !dbg !248
  %t273.not.not = icmp slt i64 %t108, %t54, !dbg !248
  br i1 %t273.not.not, label %b1, label %b8, !dbg !248, !llvm.loop !285

b8:                                               ; preds = %frag.join.971, %b7.peel, %entry
  %t279 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1057, %frag.join.971 ]
  %t280 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1198, %frag.join.971 ]
  %t281 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1339, %frag.join.971 ]
  %t282 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1480, %frag.join.971 ]
  %t283 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1084, %frag.join.971 ]
  %t284 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1225, %frag.join.971 ]
  %t285 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1366, %frag.join.971 ]
  %t286 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1507, %frag.join.971 ]
  %t287 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1111, %frag.join.971 ]
  %t288 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1252, %frag.join.971 ]
  %t289 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1393, %frag.join.971 ]
  %t290 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1534, %frag.join.971 ]
  %t291 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1138, %frag.join.971 ]
  %t292 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1279, %frag.join.971 ]
  %t293 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1420, %frag.join.971 ]
  %t294 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1561, %frag.join.971 ]
  %t295 = add nsw i64 %t11, %t17, !dbg !286
  %t296 = mul i64 %t295, %a10, !dbg !287
  %t297 = add i64 %t14, %t20, !dbg !288
  %t298 = add i64 %t297, %t296, !dbg !289
  %t300 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t298, !dbg !290
  %.1562 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !290
  %.1563 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.1562), !dbg !290
  %.1566 = and i32 %.1563, 15, !dbg !290
  %.1567 = zext i32 %.1566 to i64, !dbg !290
  %79 = lshr i32 %.1563, 2, !dbg !290
  %80 = and i32 %79, 1073741820, !dbg !290
  %.1568 = zext i32 %80 to i64, !dbg !290
  %.1569 = mul i64 %.1568, %a10, !dbg !290
  %.1570 = add i64 %.1569, %.1567, !dbg !290
  %.1571 = extractvalue { [8 x float] } %t279, 0, 0, !dbg !290
  %.1572 = getelementptr inbounds float, ptr addrspace(1) %t300, i64 %.1570, !dbg !290
  store float %.1571, ptr addrspace(1) %.1572, align 4, !dbg !290
  %.1573 = extractvalue { [8 x float] } %t279, 0, 1, !dbg !290
  %.1575 = add i64 %.1570, %a10, !dbg !290
  %.1576 = getelementptr inbounds float, ptr addrspace(1) %t300, i64 %.1575, !dbg !290
  store float %.1573, ptr addrspace(1) %.1576, align 4, !dbg !290
  %.1577 = extractvalue { [8 x float] } %t279, 0, 2, !dbg !290
  %.1578 = shl i64 %a10, 1, !dbg !290
  %.1579 = add i64 %.1570, %.1578, !dbg !290
  %.1580 = getelementptr inbounds float, ptr addrspace(1) %t300, i64 %.1579, !dbg !290
  store float %.1577, ptr addrspace(1) %.1580, align 4, !dbg !290
  %.1581 = extractvalue { [8 x float] } %t279, 0, 3, !dbg !290
  %.1582 = mul i64 %a10, 3, !dbg !290
  %.1583 = add i64 %.1570, %.1582, !dbg !290
  %.1584 = getelementptr inbounds float, ptr addrspace(1) %t300, i64 %.1583, !dbg !290
  store float %.1581, ptr addrspace(1) %.1584, align 4, !dbg !290
  %t301 = or i64 %t298, 16, !dbg !291
  %t302 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t301, !dbg !292
  %.1594 = extractvalue { [8 x float] } %t280, 0, 0, !dbg !292
  %.1595 = getelementptr inbounds float, ptr addrspace(1) %t302, i64 %.1570, !dbg !292
  store float %.1594, ptr addrspace(1) %.1595, align 4, !dbg !292
  %.1596 = extractvalue { [8 x float] } %t280, 0, 1, !dbg !292
  %.1599 = getelementptr inbounds float, ptr addrspace(1) %t302, i64 %.1575, !dbg !292
  store float %.1596, ptr addrspace(1) %.1599, align 4, !dbg !292
  %.1600 = extractvalue { [8 x float] } %t280, 0, 2, !dbg !292
  %.1603 = getelementptr inbounds float, ptr addrspace(1) %t302, i64 %.1579, !dbg !292
  store float %.1600, ptr addrspace(1) %.1603, align 4, !dbg !292
  %.1604 = extractvalue { [8 x float] } %t280, 0, 3, !dbg !292
  %.1607 = getelementptr inbounds float, ptr addrspace(1) %t302, i64 %.1583, !dbg !292
  store float %.1604, ptr addrspace(1) %.1607, align 4, !dbg !292
  %t303 = or i64 %t298, 32, !dbg !293
  %t304 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t303, !dbg !294
  %.1617 = extractvalue { [8 x float] } %t281, 0, 0, !dbg !294
  %.1618 = getelementptr inbounds float, ptr addrspace(1) %t304, i64 %.1570, !dbg !294
  store float %.1617, ptr addrspace(1) %.1618, align 4, !dbg !294
  %.1619 = extractvalue { [8 x float] } %t281, 0, 1, !dbg !294
  %.1622 = getelementptr inbounds float, ptr addrspace(1) %t304, i64 %.1575, !dbg !294
  store float %.1619, ptr addrspace(1) %.1622, align 4, !dbg !294
  %.1623 = extractvalue { [8 x float] } %t281, 0, 2, !dbg !294
  %.1626 = getelementptr inbounds float, ptr addrspace(1) %t304, i64 %.1579, !dbg !294
  store float %.1623, ptr addrspace(1) %.1626, align 4, !dbg !294
  %.1627 = extractvalue { [8 x float] } %t281, 0, 3, !dbg !294
  %.1630 = getelementptr inbounds float, ptr addrspace(1) %t304, i64 %.1583, !dbg !294
  store float %.1627, ptr addrspace(1) %.1630, align 4, !dbg !294
  %t305 = or i64 %t298, 48, !dbg !295
  %t306 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t305, !dbg !296
  %.1640 = extractvalue { [8 x float] } %t282, 0, 0, !dbg !296
  %.1641 = getelementptr inbounds float, ptr addrspace(1) %t306, i64 %.1570, !dbg !296
  store float %.1640, ptr addrspace(1) %.1641, align 4, !dbg !296
  %.1642 = extractvalue { [8 x float] } %t282, 0, 1, !dbg !296
  %.1645 = getelementptr inbounds float, ptr addrspace(1) %t306, i64 %.1575, !dbg !296
  store float %.1642, ptr addrspace(1) %.1645, align 4, !dbg !296
  %.1646 = extractvalue { [8 x float] } %t282, 0, 2, !dbg !296
  %.1649 = getelementptr inbounds float, ptr addrspace(1) %t306, i64 %.1579, !dbg !296
  store float %.1646, ptr addrspace(1) %.1649, align 4, !dbg !296
  %.1650 = extractvalue { [8 x float] } %t282, 0, 3, !dbg !296
  %.1653 = getelementptr inbounds float, ptr addrspace(1) %t306, i64 %.1583, !dbg !296
  store float %.1650, ptr addrspace(1) %.1653, align 4, !dbg !296
  %t307 = add i64 %t298, %t70, !dbg !297
  %t308 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t307, !dbg !290
  %.1663 = extractvalue { [8 x float] } %t283, 0, 0, !dbg !290
  %.1664 = getelementptr inbounds float, ptr addrspace(1) %t308, i64 %.1570, !dbg !290
  store float %.1663, ptr addrspace(1) %.1664, align 4, !dbg !290
  %.1665 = extractvalue { [8 x float] } %t283, 0, 1, !dbg !290
  %.1668 = getelementptr inbounds float, ptr addrspace(1) %t308, i64 %.1575, !dbg !290
  store float %.1665, ptr addrspace(1) %.1668, align 4, !dbg !290
  %.1669 = extractvalue { [8 x float] } %t283, 0, 2, !dbg !290
  %.1672 = getelementptr inbounds float, ptr addrspace(1) %t308, i64 %.1579, !dbg !290
  store float %.1669, ptr addrspace(1) %.1672, align 4, !dbg !290
  %.1673 = extractvalue { [8 x float] } %t283, 0, 3, !dbg !290
  %.1676 = getelementptr inbounds float, ptr addrspace(1) %t308, i64 %.1583, !dbg !290
  store float %.1673, ptr addrspace(1) %.1676, align 4, !dbg !290
  %t309 = add i64 %t307, 16, !dbg !291
  %t310 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t309, !dbg !292
  %.1686 = extractvalue { [8 x float] } %t284, 0, 0, !dbg !292
  %.1687 = getelementptr inbounds float, ptr addrspace(1) %t310, i64 %.1570, !dbg !292
  store float %.1686, ptr addrspace(1) %.1687, align 4, !dbg !292
  %.1688 = extractvalue { [8 x float] } %t284, 0, 1, !dbg !292
  %.1691 = getelementptr inbounds float, ptr addrspace(1) %t310, i64 %.1575, !dbg !292
  store float %.1688, ptr addrspace(1) %.1691, align 4, !dbg !292
  %.1692 = extractvalue { [8 x float] } %t284, 0, 2, !dbg !292
  %.1695 = getelementptr inbounds float, ptr addrspace(1) %t310, i64 %.1579, !dbg !292
  store float %.1692, ptr addrspace(1) %.1695, align 4, !dbg !292
  %.1696 = extractvalue { [8 x float] } %t284, 0, 3, !dbg !292
  %.1699 = getelementptr inbounds float, ptr addrspace(1) %t310, i64 %.1583, !dbg !292
  store float %.1696, ptr addrspace(1) %.1699, align 4, !dbg !292
  %t311 = add i64 %t307, 32, !dbg !293
  %t312 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t311, !dbg !294
  %.1709 = extractvalue { [8 x float] } %t285, 0, 0, !dbg !294
  %.1710 = getelementptr inbounds float, ptr addrspace(1) %t312, i64 %.1570, !dbg !294
  store float %.1709, ptr addrspace(1) %.1710, align 4, !dbg !294
  %.1711 = extractvalue { [8 x float] } %t285, 0, 1, !dbg !294
  %.1714 = getelementptr inbounds float, ptr addrspace(1) %t312, i64 %.1575, !dbg !294
  store float %.1711, ptr addrspace(1) %.1714, align 4, !dbg !294
  %.1715 = extractvalue { [8 x float] } %t285, 0, 2, !dbg !294
  %.1718 = getelementptr inbounds float, ptr addrspace(1) %t312, i64 %.1579, !dbg !294
  store float %.1715, ptr addrspace(1) %.1718, align 4, !dbg !294
  %.1719 = extractvalue { [8 x float] } %t285, 0, 3, !dbg !294
  %.1722 = getelementptr inbounds float, ptr addrspace(1) %t312, i64 %.1583, !dbg !294
  store float %.1719, ptr addrspace(1) %.1722, align 4, !dbg !294
  %t313 = add i64 %t307, 48, !dbg !295
  %t314 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t313, !dbg !296
  %.1732 = extractvalue { [8 x float] } %t286, 0, 0, !dbg !296
  %.1733 = getelementptr inbounds float, ptr addrspace(1) %t314, i64 %.1570, !dbg !296
  store float %.1732, ptr addrspace(1) %.1733, align 4, !dbg !296
  %.1734 = extractvalue { [8 x float] } %t286, 0, 1, !dbg !296
  %.1737 = getelementptr inbounds float, ptr addrspace(1) %t314, i64 %.1575, !dbg !296
  store float %.1734, ptr addrspace(1) %.1737, align 4, !dbg !296
  %.1738 = extractvalue { [8 x float] } %t286, 0, 2, !dbg !296
  %.1741 = getelementptr inbounds float, ptr addrspace(1) %t314, i64 %.1579, !dbg !296
  store float %.1738, ptr addrspace(1) %.1741, align 4, !dbg !296
  %.1742 = extractvalue { [8 x float] } %t286, 0, 3, !dbg !296
  %.1745 = getelementptr inbounds float, ptr addrspace(1) %t314, i64 %.1583, !dbg !296
  store float %.1742, ptr addrspace(1) %.1745, align 4, !dbg !296
  %t315 = add i64 %t298, %t80, !dbg !298
  %t316 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t315, !dbg !290
  %.1755 = extractvalue { [8 x float] } %t287, 0, 0, !dbg !290
  %.1756 = getelementptr inbounds float, ptr addrspace(1) %t316, i64 %.1570, !dbg !290
  store float %.1755, ptr addrspace(1) %.1756, align 4, !dbg !290
  %.1757 = extractvalue { [8 x float] } %t287, 0, 1, !dbg !290
  %.1760 = getelementptr inbounds float, ptr addrspace(1) %t316, i64 %.1575, !dbg !290
  store float %.1757, ptr addrspace(1) %.1760, align 4, !dbg !290
  %.1761 = extractvalue { [8 x float] } %t287, 0, 2, !dbg !290
  %.1764 = getelementptr inbounds float, ptr addrspace(1) %t316, i64 %.1579, !dbg !290
  store float %.1761, ptr addrspace(1) %.1764, align 4, !dbg !290
  %.1765 = extractvalue { [8 x float] } %t287, 0, 3, !dbg !290
  %.1768 = getelementptr inbounds float, ptr addrspace(1) %t316, i64 %.1583, !dbg !290
  store float %.1765, ptr addrspace(1) %.1768, align 4, !dbg !290
  %t317 = or i64 %t315, 16, !dbg !291
  %t318 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t317, !dbg !292
  %.1778 = extractvalue { [8 x float] } %t288, 0, 0, !dbg !292
  %.1779 = getelementptr inbounds float, ptr addrspace(1) %t318, i64 %.1570, !dbg !292
  store float %.1778, ptr addrspace(1) %.1779, align 4, !dbg !292
  %.1780 = extractvalue { [8 x float] } %t288, 0, 1, !dbg !292
  %.1783 = getelementptr inbounds float, ptr addrspace(1) %t318, i64 %.1575, !dbg !292
  store float %.1780, ptr addrspace(1) %.1783, align 4, !dbg !292
  %.1784 = extractvalue { [8 x float] } %t288, 0, 2, !dbg !292
  %.1787 = getelementptr inbounds float, ptr addrspace(1) %t318, i64 %.1579, !dbg !292
  store float %.1784, ptr addrspace(1) %.1787, align 4, !dbg !292
  %.1788 = extractvalue { [8 x float] } %t288, 0, 3, !dbg !292
  %.1791 = getelementptr inbounds float, ptr addrspace(1) %t318, i64 %.1583, !dbg !292
  store float %.1788, ptr addrspace(1) %.1791, align 4, !dbg !292
  %t319 = add i64 %t315, 32, !dbg !293
  %t320 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t319, !dbg !294
  %.1801 = extractvalue { [8 x float] } %t289, 0, 0, !dbg !294
  %.1802 = getelementptr inbounds float, ptr addrspace(1) %t320, i64 %.1570, !dbg !294
  store float %.1801, ptr addrspace(1) %.1802, align 4, !dbg !294
  %.1803 = extractvalue { [8 x float] } %t289, 0, 1, !dbg !294
  %.1806 = getelementptr inbounds float, ptr addrspace(1) %t320, i64 %.1575, !dbg !294
  store float %.1803, ptr addrspace(1) %.1806, align 4, !dbg !294
  %.1807 = extractvalue { [8 x float] } %t289, 0, 2, !dbg !294
  %.1810 = getelementptr inbounds float, ptr addrspace(1) %t320, i64 %.1579, !dbg !294
  store float %.1807, ptr addrspace(1) %.1810, align 4, !dbg !294
  %.1811 = extractvalue { [8 x float] } %t289, 0, 3, !dbg !294
  %.1814 = getelementptr inbounds float, ptr addrspace(1) %t320, i64 %.1583, !dbg !294
  store float %.1811, ptr addrspace(1) %.1814, align 4, !dbg !294
  %t321 = add i64 %t315, 48, !dbg !295
  %t322 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t321, !dbg !296
  %.1824 = extractvalue { [8 x float] } %t290, 0, 0, !dbg !296
  %.1825 = getelementptr inbounds float, ptr addrspace(1) %t322, i64 %.1570, !dbg !296
  store float %.1824, ptr addrspace(1) %.1825, align 4, !dbg !296
  %.1826 = extractvalue { [8 x float] } %t290, 0, 1, !dbg !296
  %.1829 = getelementptr inbounds float, ptr addrspace(1) %t322, i64 %.1575, !dbg !296
  store float %.1826, ptr addrspace(1) %.1829, align 4, !dbg !296
  %.1830 = extractvalue { [8 x float] } %t290, 0, 2, !dbg !296
  %.1833 = getelementptr inbounds float, ptr addrspace(1) %t322, i64 %.1579, !dbg !296
  store float %.1830, ptr addrspace(1) %.1833, align 4, !dbg !296
  %.1834 = extractvalue { [8 x float] } %t290, 0, 3, !dbg !296
  %.1837 = getelementptr inbounds float, ptr addrspace(1) %t322, i64 %.1583, !dbg !296
  store float %.1834, ptr addrspace(1) %.1837, align 4, !dbg !296
  %t323 = mul i64 %a10, 48, !dbg !299
  %t324 = add i64 %t298, %t323, !dbg !300
  %t325 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t324, !dbg !290
  %.1847 = extractvalue { [8 x float] } %t291, 0, 0, !dbg !290
  %.1848 = getelementptr inbounds float, ptr addrspace(1) %t325, i64 %.1570, !dbg !290
  store float %.1847, ptr addrspace(1) %.1848, align 4, !dbg !290
  %.1849 = extractvalue { [8 x float] } %t291, 0, 1, !dbg !290
  %.1852 = getelementptr inbounds float, ptr addrspace(1) %t325, i64 %.1575, !dbg !290
  store float %.1849, ptr addrspace(1) %.1852, align 4, !dbg !290
  %.1853 = extractvalue { [8 x float] } %t291, 0, 2, !dbg !290
  %.1856 = getelementptr inbounds float, ptr addrspace(1) %t325, i64 %.1579, !dbg !290
  store float %.1853, ptr addrspace(1) %.1856, align 4, !dbg !290
  %.1857 = extractvalue { [8 x float] } %t291, 0, 3, !dbg !290
  %.1860 = getelementptr inbounds float, ptr addrspace(1) %t325, i64 %.1583, !dbg !290
  store float %.1857, ptr addrspace(1) %.1860, align 4, !dbg !290
  %t326 = add i64 %t324, 16, !dbg !291
  %t327 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t326, !dbg !292
  %.1870 = extractvalue { [8 x float] } %t292, 0, 0, !dbg !292
  %.1871 = getelementptr inbounds float, ptr addrspace(1) %t327, i64 %.1570, !dbg !292
  store float %.1870, ptr addrspace(1) %.1871, align 4, !dbg !292
  %.1872 = extractvalue { [8 x float] } %t292, 0, 1, !dbg !292
  %.1875 = getelementptr inbounds float, ptr addrspace(1) %t327, i64 %.1575, !dbg !292
  store float %.1872, ptr addrspace(1) %.1875, align 4, !dbg !292
  %.1876 = extractvalue { [8 x float] } %t292, 0, 2, !dbg !292
  %.1879 = getelementptr inbounds float, ptr addrspace(1) %t327, i64 %.1579, !dbg !292
  store float %.1876, ptr addrspace(1) %.1879, align 4, !dbg !292
  %.1880 = extractvalue { [8 x float] } %t292, 0, 3, !dbg !292
  %.1883 = getelementptr inbounds float, ptr addrspace(1) %t327, i64 %.1583, !dbg !292
  store float %.1880, ptr addrspace(1) %.1883, align 4, !dbg !292
  %t328 = add i64 %t324, 32, !dbg !293
  %t329 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t328, !dbg !294
  %.1893 = extractvalue { [8 x float] } %t293, 0, 0, !dbg !294
  %.1894 = getelementptr inbounds float, ptr addrspace(1) %t329, i64 %.1570, !dbg !294
  store float %.1893, ptr addrspace(1) %.1894, align 4, !dbg !294
  %.1895 = extractvalue { [8 x float] } %t293, 0, 1, !dbg !294
  %.1898 = getelementptr inbounds float, ptr addrspace(1) %t329, i64 %.1575, !dbg !294
  store float %.1895, ptr addrspace(1) %.1898, align 4, !dbg !294
  %.1899 = extractvalue { [8 x float] } %t293, 0, 2, !dbg !294
  %.1902 = getelementptr inbounds float, ptr addrspace(1) %t329, i64 %.1579, !dbg !294
  store float %.1899, ptr addrspace(1) %.1902, align 4, !dbg !294
  %.1903 = extractvalue { [8 x float] } %t293, 0, 3, !dbg !294
  %.1906 = getelementptr inbounds float, ptr addrspace(1) %t329, i64 %.1583, !dbg !294
  store float %.1903, ptr addrspace(1) %.1906, align 4, !dbg !294
  %t330 = add i64 %t324, 48, !dbg !295
  %t331 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t330, !dbg !296
  %.1916 = extractvalue { [8 x float] } %t294, 0, 0, !dbg !296
  %.1917 = getelementptr inbounds float, ptr addrspace(1) %t331, i64 %.1570, !dbg !296
  store float %.1916, ptr addrspace(1) %.1917, align 4, !dbg !296
  %.1918 = extractvalue { [8 x float] } %t294, 0, 1, !dbg !296
  %.1921 = getelementptr inbounds float, ptr addrspace(1) %t331, i64 %.1575, !dbg !296
  store float %.1918, ptr addrspace(1) %.1921, align 4, !dbg !296
  %.1922 = extractvalue { [8 x float] } %t294, 0, 2, !dbg !296
  %.1925 = getelementptr inbounds float, ptr addrspace(1) %t331, i64 %.1579, !dbg !296
  store float %.1922, ptr addrspace(1) %.1925, align 4, !dbg !296
  %.1926 = extractvalue { [8 x float] } %t294, 0, 3, !dbg !296
  %.1929 = getelementptr inbounds float, ptr addrspace(1) %t331, i64 %.1583, !dbg !296
  store float %.1926, ptr addrspace(1) %.1929, align 4, !dbg !296
  ret void, !dbg !301
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #2

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.y() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smin.i64(i64, i64) #5

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn }
attributes #3 = { convergent mustprogress nounwind willreturn }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "tensorcore.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16", scope: !1, file: !1, line: 53, type: !5, scopeLine: 53, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 56, column: 20, scope: !4)
!8 = !DILocation(line: 57, column: 14, scope: !4)
!9 = !DILocation(line: 58, column: 16, scope: !4)
!10 = !DILocation(line: 58, column: 18, scope: !4)
!11 = !DILocation(line: 58, column: 29, scope: !4)
!12 = !DILocation(line: 58, column: 31, scope: !4)
!13 = !DILocation(line: 59, column: 22, scope: !4)
!14 = !DILocation(line: 59, column: 26, scope: !4)
!15 = !DILocation(line: 59, column: 43, scope: !4)
!16 = !DILocation(line: 59, column: 47, scope: !4)
!17 = !DILocation(line: 71, column: 16, scope: !4)
!18 = !DILocation(line: 72, column: 16, scope: !4)
!19 = !DILocation(line: 72, column: 24, scope: !4)
!20 = !DILocation(line: 73, column: 16, scope: !4)
!21 = !DILocation(line: 73, column: 10, scope: !4)
!22 = !DILocation(line: 73, column: 23, scope: !4)
!23 = !DILocation(line: 73, column: 29, scope: !4)
!24 = !DILocation(line: 73, column: 20, scope: !4)
!25 = !DILocation(line: 73, column: 26, scope: !4)
!26 = !DILocation(line: 74, column: 11, scope: !4)
!27 = !DILocation(line: 74, column: 16, scope: !4)
!28 = !DILocation(line: 74, column: 28, scope: !4)
!29 = !DILocation(line: 74, column: 22, scope: !4)
!30 = !DILocation(line: 74, column: 19, scope: !4)
!31 = !DILocation(line: 75, column: 20, scope: !4)
!32 = !DILocation(line: 76, column: 11, scope: !4)
!33 = !DILocation(line: 76, column: 16, scope: !4)
!34 = !DILocation(line: 77, column: 9, scope: !4)
!35 = !DILocation(line: 77, column: 14, scope: !4)
!36 = !DILocation(line: 78, column: 14, scope: !4)
!37 = !DILocation(line: 78, column: 19, scope: !4)
!38 = !DILocation(line: 87, column: 13, scope: !4)
!39 = !DILocation(line: 95, column: 23, scope: !4)
!40 = !DILocation(line: 96, column: 21, scope: !4)
!41 = !DILocation(line: 103, column: 31, scope: !4)
!42 = !DILocation(line: 103, column: 55, scope: !4)
!43 = !DILocation(line: 105, column: 31, scope: !4)
!44 = !DILocation(line: 105, column: 55, scope: !4)
!45 = !DILocation(line: 107, column: 31, scope: !4)
!46 = !DILocation(line: 107, column: 55, scope: !4)
!47 = !DILocation(line: 109, column: 33, scope: !4)
!48 = !DILocation(line: 109, column: 57, scope: !4)
!49 = !DILocation(line: 111, column: 33, scope: !4)
!50 = !DILocation(line: 111, column: 57, scope: !4)
!51 = !DILocation(line: 113, column: 33, scope: !4)
!52 = !DILocation(line: 113, column: 57, scope: !4)
!53 = !DILocation(line: 117, column: 35, scope: !4)
!54 = !DILocation(line: 96, column: 25, scope: !4)
!55 = !DILocation(line: 96, column: 12, scope: !4)
!56 = !DILocation(line: 98, column: 16, scope: !4)
!57 = !DILocation(line: 98, column: 23, scope: !4)
!58 = !DILocation(line: 99, column: 23, scope: !4)
!59 = !DILocation(line: 99, column: 47, scope: !4)
!60 = !DILocation(line: 100, column: 34, scope: !4)
!61 = !DILocation(line: 100, column: 23, scope: !4)
!62 = !DILocation(line: 100, column: 61, scope: !4)
!63 = !DILocation(line: 100, column: 50, scope: !4)
!64 = !DILocation(line: 101, column: 29, scope: !4)
!65 = !DILocation(line: 101, column: 23, scope: !4)
!66 = !DILocation(line: 101, column: 53, scope: !4)
!67 = !DILocation(line: 101, column: 47, scope: !4)
!68 = !DILocation(line: 102, column: 34, scope: !4)
!69 = !DILocation(line: 102, column: 23, scope: !4)
!70 = !DILocation(line: 102, column: 61, scope: !4)
!71 = !DILocation(line: 102, column: 50, scope: !4)
!72 = !DILocation(line: 103, column: 29, scope: !4)
!73 = !DILocation(line: 103, column: 23, scope: !4)
!74 = !DILocation(line: 103, column: 53, scope: !4)
!75 = !DILocation(line: 103, column: 47, scope: !4)
!76 = !DILocation(line: 104, column: 34, scope: !4)
!77 = !DILocation(line: 104, column: 23, scope: !4)
!78 = !DILocation(line: 104, column: 61, scope: !4)
!79 = !DILocation(line: 104, column: 50, scope: !4)
!80 = !DILocation(line: 105, column: 29, scope: !4)
!81 = !DILocation(line: 105, column: 23, scope: !4)
!82 = !DILocation(line: 105, column: 53, scope: !4)
!83 = !DILocation(line: 105, column: 47, scope: !4)
!84 = !DILocation(line: 106, column: 34, scope: !4)
!85 = !DILocation(line: 106, column: 23, scope: !4)
!86 = !DILocation(line: 106, column: 61, scope: !4)
!87 = !DILocation(line: 106, column: 50, scope: !4)
!88 = !DILocation(line: 107, column: 29, scope: !4)
!89 = !DILocation(line: 107, column: 23, scope: !4)
!90 = !DILocation(line: 107, column: 53, scope: !4)
!91 = !DILocation(line: 107, column: 47, scope: !4)
!92 = !DILocation(line: 108, column: 34, scope: !4)
!93 = !DILocation(line: 108, column: 23, scope: !4)
!94 = !DILocation(line: 108, column: 61, scope: !4)
!95 = !DILocation(line: 108, column: 50, scope: !4)
!96 = !DILocation(line: 109, column: 31, scope: !4)
!97 = !DILocation(line: 109, column: 25, scope: !4)
!98 = !DILocation(line: 109, column: 55, scope: !4)
!99 = !DILocation(line: 109, column: 49, scope: !4)
!100 = !DILocation(line: 110, column: 36, scope: !4)
!101 = !DILocation(line: 110, column: 25, scope: !4)
!102 = !DILocation(line: 110, column: 63, scope: !4)
!103 = !DILocation(line: 110, column: 52, scope: !4)
!104 = !DILocation(line: 111, column: 31, scope: !4)
!105 = !DILocation(line: 111, column: 25, scope: !4)
!106 = !DILocation(line: 111, column: 55, scope: !4)
!107 = !DILocation(line: 111, column: 49, scope: !4)
!108 = !DILocation(line: 112, column: 36, scope: !4)
!109 = !DILocation(line: 112, column: 25, scope: !4)
!110 = !DILocation(line: 112, column: 63, scope: !4)
!111 = !DILocation(line: 112, column: 52, scope: !4)
!112 = !DILocation(line: 113, column: 31, scope: !4)
!113 = !DILocation(line: 113, column: 25, scope: !4)
!114 = !DILocation(line: 113, column: 55, scope: !4)
!115 = !DILocation(line: 113, column: 49, scope: !4)
!116 = !DILocation(line: 114, column: 36, scope: !4)
!117 = !DILocation(line: 114, column: 25, scope: !4)
!118 = !DILocation(line: 114, column: 63, scope: !4)
!119 = !DILocation(line: 114, column: 52, scope: !4)
!120 = !DILocation(line: 86, column: 23, scope: !4)
!121 = !DILocation(line: 149, column: 15, scope: !4)
!122 = !DILocation(line: 150, column: 15, scope: !4)
!123 = !DILocation(line: 151, column: 15, scope: !4)
!124 = !DILocation(line: 152, column: 15, scope: !4)
!125 = !DILocation(line: 153, column: 15, scope: !4)
!126 = !DILocation(line: 154, column: 15, scope: !4)
!127 = !DILocation(line: 155, column: 15, scope: !4)
!128 = !DILocation(line: 156, column: 15, scope: !4)
!129 = !DILocation(line: 157, column: 15, scope: !4)
!130 = !DILocation(line: 158, column: 15, scope: !4)
!131 = !DILocation(line: 159, column: 15, scope: !4)
!132 = !DILocation(line: 160, column: 15, scope: !4)
!133 = !DILocation(line: 161, column: 15, scope: !4)
!134 = !DILocation(line: 162, column: 15, scope: !4)
!135 = !DILocation(line: 163, column: 15, scope: !4)
!136 = !DILocation(line: 164, column: 15, scope: !4)
!137 = !DILocation(line: 165, column: 15, scope: !4)
!138 = !DILocation(line: 166, column: 15, scope: !4)
!139 = !DILocation(line: 167, column: 15, scope: !4)
!140 = !DILocation(line: 168, column: 15, scope: !4)
!141 = !DILocation(line: 169, column: 15, scope: !4)
!142 = !DILocation(line: 170, column: 15, scope: !4)
!143 = !DILocation(line: 171, column: 15, scope: !4)
!144 = !DILocation(line: 172, column: 15, scope: !4)
!145 = !DILocation(line: 173, column: 15, scope: !4)
!146 = !DILocation(line: 174, column: 15, scope: !4)
!147 = !DILocation(line: 175, column: 15, scope: !4)
!148 = !DILocation(line: 176, column: 15, scope: !4)
!149 = !DILocation(line: 177, column: 15, scope: !4)
!150 = !DILocation(line: 178, column: 15, scope: !4)
!151 = !DILocation(line: 179, column: 15, scope: !4)
!152 = !DILocation(line: 180, column: 15, scope: !4)
!153 = !DILocation(line: 182, column: 16, scope: !4)
!154 = !DILocation(line: 0, scope: !4)
!155 = !DILocation(line: 117, column: 20, scope: !4)
!156 = !DILocation(line: 117, column: 28, scope: !4)
!157 = !DILocation(line: 117, column: 32, scope: !4)
!158 = !DILocation(line: 117, column: 55, scope: !4)
!159 = !DILocation(line: 117, column: 59, scope: !4)
!160 = !DILocation(line: 122, column: 20, scope: !4)
!161 = !DILocation(line: 123, column: 20, scope: !4)
!162 = !DILocation(line: 124, column: 20, scope: !4)
!163 = !DILocation(line: 125, column: 20, scope: !4)
!164 = !DILocation(line: 126, column: 20, scope: !4)
!165 = !DILocation(line: 282, column: 17, scope: !4)
!166 = !DILocation(line: 282, column: 41, scope: !4)
!167 = !DILocation(line: 282, column: 65, scope: !4)
!168 = !DILocation(line: 282, column: 89, scope: !4)
!169 = !DILocation(line: 128, column: 20, scope: !4)
!170 = !DILocation(line: 130, column: 20, scope: !4)
!171 = !DILocation(line: 132, column: 20, scope: !4)
!172 = !DILocation(line: 134, column: 19, scope: !4)
!173 = !DILocation(line: 135, column: 19, scope: !4)
!174 = !DILocation(line: 136, column: 19, scope: !4)
!175 = !DILocation(line: 137, column: 19, scope: !4)
!176 = !DILocation(line: 138, column: 19, scope: !4)
!177 = !DILocation(line: 140, column: 19, scope: !4)
!178 = !DILocation(line: 142, column: 19, scope: !4)
!179 = !DILocation(line: 144, column: 19, scope: !4)
!180 = !DILocation(line: 148, column: 16, scope: !4)
!181 = !DILocation(line: 148, column: 24, scope: !4)
!182 = !DILocation(line: 148, column: 28, scope: !4)
!183 = !DILocation(line: 148, column: 43, scope: !4)
!184 = !DILocation(line: 148, column: 47, scope: !4)
!185 = distinct !{!185, !186}
!186 = !{!"llvm.loop.peeled.count", i32 1}
!187 = !DILocation(line: 184, column: 11, scope: !4)
!188 = !DILocation(line: 184, column: 15, scope: !4)
!189 = !DILocation(line: 184, column: 18, scope: !4)
!190 = !DILocation(line: 184, column: 23, scope: !4)
!191 = !DILocation(line: 287, column: 13, scope: !4)
!192 = !DILocation(line: 288, column: 23, scope: !4)
!193 = !DILocation(line: 288, column: 13, scope: !4)
!194 = !DILocation(line: 289, column: 23, scope: !4)
!195 = !DILocation(line: 289, column: 13, scope: !4)
!196 = !DILocation(line: 290, column: 23, scope: !4)
!197 = !DILocation(line: 290, column: 13, scope: !4)
!198 = !DILocation(line: 186, column: 17, scope: !4)
!199 = !DILocation(line: 187, column: 20, scope: !4)
!200 = !DILocation(line: 187, column: 17, scope: !4)
!201 = !DILocation(line: 188, column: 20, scope: !4)
!202 = !DILocation(line: 188, column: 17, scope: !4)
!203 = !DILocation(line: 188, column: 8, scope: !4)
!204 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16Async", scope: !1, file: !1, line: 204, type: !5, scopeLine: 204, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!205 = !DILocation(line: 207, column: 20, scope: !204)
!206 = !DILocation(line: 208, column: 14, scope: !204)
!207 = !DILocation(line: 209, column: 16, scope: !204)
!208 = !DILocation(line: 209, column: 18, scope: !204)
!209 = !DILocation(line: 209, column: 29, scope: !204)
!210 = !DILocation(line: 209, column: 31, scope: !204)
!211 = !DILocation(line: 210, column: 22, scope: !204)
!212 = !DILocation(line: 210, column: 26, scope: !204)
!213 = !DILocation(line: 210, column: 43, scope: !204)
!214 = !DILocation(line: 210, column: 47, scope: !204)
!215 = !DILocation(line: 211, column: 16, scope: !204)
!216 = !DILocation(line: 212, column: 15, scope: !204)
!217 = !DILocation(line: 213, column: 15, scope: !204)
!218 = !DILocation(line: 218, column: 13, scope: !204)
!219 = !DILocation(line: 219, column: 23, scope: !204)
!220 = !DILocation(line: 237, column: 46, scope: !204)
!221 = !DILocation(line: 239, column: 48, scope: !204)
!222 = !DILocation(line: 241, column: 48, scope: !204)
!223 = !DILocation(line: 245, column: 35, scope: !204)
!224 = !DILocation(line: 235, column: 18, scope: !204)
!225 = !DILocation(line: 231, column: 17, scope: !204)
!226 = !DILocation(line: 231, column: 21, scope: !204)
!227 = !DILocation(line: 212, column: 25, scope: !204)
!228 = !DILocation(line: 212, column: 20, scope: !204)
!229 = !DILocation(line: 234, column: 18, scope: !204)
!230 = !DILocation(line: 240, column: 48, scope: !204)
!231 = !DILocation(line: 240, column: 18, scope: !204)
!232 = !DILocation(line: 238, column: 48, scope: !204)
!233 = !DILocation(line: 238, column: 18, scope: !204)
!234 = !DILocation(line: 236, column: 48, scope: !204)
!235 = !DILocation(line: 236, column: 18, scope: !204)
!236 = !DILocation(line: 213, column: 26, scope: !204)
!237 = !DILocation(line: 213, column: 21, scope: !204)
!238 = !DILocation(line: 232, column: 32, scope: !204)
!239 = !DILocation(line: 232, column: 18, scope: !204)
!240 = !DILocation(line: 228, column: 18, scope: !204)
!241 = !DILocation(line: 226, column: 17, scope: !204)
!242 = !DILocation(line: 237, column: 44, scope: !204)
!243 = !DILocation(line: 237, column: 18, scope: !204)
!244 = !DILocation(line: 239, column: 45, scope: !204)
!245 = !DILocation(line: 239, column: 18, scope: !204)
!246 = !DILocation(line: 241, column: 45, scope: !204)
!247 = !DILocation(line: 241, column: 18, scope: !204)
!248 = !DILocation(line: 217, column: 23, scope: !204)
!249 = !DILocation(line: 0, scope: !204)
!250 = !DILocation(line: 224, column: 8, scope: !204)
!251 = !DILocation(line: 229, column: 12, scope: !204)
!252 = !DILocation(line: 230, column: 16, scope: !204)
!253 = !DILocation(line: 230, column: 24, scope: !204)
!254 = !DILocation(line: 230, column: 40, scope: !204)
!255 = !DILocation(line: 231, column: 34, scope: !204)
!256 = !DILocation(line: 231, column: 38, scope: !204)
!257 = !DILocation(line: 231, column: 43, scope: !204)
!258 = !DILocation(line: 232, column: 22, scope: !204)
!259 = !DILocation(line: 232, column: 36, scope: !204)
!260 = !DILocation(line: 245, column: 20, scope: !204)
!261 = !DILocation(line: 245, column: 28, scope: !204)
!262 = !DILocation(line: 245, column: 32, scope: !204)
!263 = !DILocation(line: 245, column: 55, scope: !204)
!264 = !DILocation(line: 245, column: 59, scope: !204)
!265 = !DILocation(line: 246, column: 20, scope: !204)
!266 = !DILocation(line: 247, column: 20, scope: !204)
!267 = !DILocation(line: 248, column: 20, scope: !204)
!268 = !DILocation(line: 249, column: 20, scope: !204)
!269 = !DILocation(line: 250, column: 20, scope: !204)
!270 = !DILocation(line: 282, column: 17, scope: !204)
!271 = !DILocation(line: 282, column: 41, scope: !204)
!272 = !DILocation(line: 282, column: 65, scope: !204)
!273 = !DILocation(line: 282, column: 89, scope: !204)
!274 = !DILocation(line: 252, column: 20, scope: !204)
!275 = !DILocation(line: 254, column: 20, scope: !204)
!276 = !DILocation(line: 256, column: 20, scope: !204)
!277 = !DILocation(line: 258, column: 19, scope: !204)
!278 = !DILocation(line: 259, column: 19, scope: !204)
!279 = !DILocation(line: 260, column: 19, scope: !204)
!280 = !DILocation(line: 261, column: 19, scope: !204)
!281 = !DILocation(line: 262, column: 19, scope: !204)
!282 = !DILocation(line: 264, column: 19, scope: !204)
!283 = !DILocation(line: 266, column: 19, scope: !204)
!284 = !DILocation(line: 268, column: 19, scope: !204)
!285 = distinct !{!285, !186}
!286 = !DILocation(line: 272, column: 11, scope: !204)
!287 = !DILocation(line: 272, column: 15, scope: !204)
!288 = !DILocation(line: 272, column: 18, scope: !204)
!289 = !DILocation(line: 272, column: 23, scope: !204)
!290 = !DILocation(line: 287, column: 13, scope: !204)
!291 = !DILocation(line: 288, column: 23, scope: !204)
!292 = !DILocation(line: 288, column: 13, scope: !204)
!293 = !DILocation(line: 289, column: 23, scope: !204)
!294 = !DILocation(line: 289, column: 13, scope: !204)
!295 = !DILocation(line: 290, column: 23, scope: !204)
!296 = !DILocation(line: 290, column: 13, scope: !204)
!297 = !DILocation(line: 274, column: 17, scope: !204)
!298 = !DILocation(line: 275, column: 17, scope: !204)
!299 = !DILocation(line: 276, column: 20, scope: !204)
!300 = !DILocation(line: 276, column: 17, scope: !204)
!301 = !DILocation(line: 276, column: 8, scope: !204)

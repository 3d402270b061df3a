; kern module github.com/kernlab/kern/bench/kernels/tensorcore (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0 = internal addrspace(3) global [20480 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1 = internal unnamed_addr addrspace(3) global [17408 x i8] undef, align 4

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
  %t22 = ashr i64 %t3, 63, !dbg !18
  %t23 = and i64 %t22, 15, !dbg !18
  %t24 = add nsw i64 %t23, %t3, !dbg !18
  %t25 = ashr i64 %t24, 4, !dbg !18
  %t26 = add nsw i64 %t25, %t17, !dbg !19
  %t27 = mul i64 %t26, %a11, !dbg !20
  %t28 = and i64 %t24, 9223372036854775792, !dbg !21
  %t29 = sub i64 %t3, %t28, !dbg !21
  %t30 = shl i64 %t29, 1, !dbg !22
  %t31 = add i64 %t27, %t30, !dbg !23
  %t32 = and i64 %t22, 63, !dbg !24
  %t33 = add nsw i64 %t32, %t3, !dbg !24
  %t34 = ashr i64 %t33, 6, !dbg !24
  %t37 = and i64 %t33, 9223372036854775744, !dbg !25
  %t38 = sub i64 %t3, %t37, !dbg !25
  %t39 = shl i64 %t38, 1, !dbg !26
  %t41 = shl i64 %a11, 3, !dbg !27
  %t42 = shl i64 %a10, 1, !dbg !28
  %t43 = mul nsw i64 %t25, 40, !dbg !29
  %t44 = add i64 %t30, %t43, !dbg !30
  %t45 = mul nsw i64 %t34, 136, !dbg !31
  %t46 = add i64 %t39, %t45, !dbg !32
  %isneg = icmp slt i64 %a11, 0, !dbg !33
  %t64 = select i1 %isneg, i64 31, i64 0, !dbg !33
  %t65 = add i64 %t64, %a11, !dbg !33
  %t66 = ashr i64 %t65, 5, !dbg !33
  %t68 = icmp sgt i64 %t65, -1, !dbg !34
  %t69 = add nsw i64 %t66, -1, !dbg !35
  %t72 = shl i64 %a11, 4, !dbg !36
  %t73 = shl i64 %a10, 2, !dbg !37
  %t74 = mul i64 %a11, 24, !dbg !38
  %t75 = mul i64 %a10, 6, !dbg !39
  %t76 = shl i64 %a11, 5, !dbg !40
  %t77 = shl i64 %a10, 3, !dbg !41
  %t78 = mul i64 %a11, 40, !dbg !42
  %t79 = mul i64 %a10, 10, !dbg !43
  %t80 = mul i64 %a11, 48, !dbg !44
  %t81 = mul i64 %a10, 12, !dbg !45
  %t82 = mul i64 %a11, 56, !dbg !46
  %t83 = mul i64 %a10, 14, !dbg !47
  %t84 = shl i64 %a11, 6, !dbg !48
  %t85 = shl i64 %a10, 4, !dbg !49
  %t86 = mul i64 %a11, 72, !dbg !50
  %t87 = mul i64 %a10, 18, !dbg !51
  %t88 = mul i64 %a11, 80, !dbg !52
  %t89 = mul i64 %a10, 20, !dbg !53
  %t90 = mul i64 %a11, 88, !dbg !54
  %t91 = mul i64 %a10, 22, !dbg !55
  %t92 = mul i64 %a11, 96, !dbg !56
  %t93 = mul i64 %a10, 24, !dbg !57
  %t94 = mul i64 %a11, 104, !dbg !58
  %t95 = mul i64 %a10, 26, !dbg !59
  %t96 = mul i64 %a11, 112, !dbg !60
  %t97 = mul i64 %a10, 28, !dbg !61
  %t98 = mul i64 %a11, 120, !dbg !62
  %t99 = mul i64 %a10, 30, !dbg !63
  %t100 = mul nsw i64 %t11, 40, !dbg !64
  br i1 %t68, label %b1.preheader, label %b8, !dbg !34

b1.preheader:                                     ; preds = %entry
  %t40 = add i64 %t39, %t20
  br i1 %t21, label %b2.peel, label %b5.peel, !dbg !65

b2.peel:                                          ; preds = %b1.preheader
  %t154.peel = tail call i64 @llvm.smin.i64(i64 %t69, i64 0), !dbg !66
  %t155.peel = shl i64 %t154.peel, 5, !dbg !65
  %t156.peel = add i64 %t31, %t155.peel, !dbg !67
  %reass.add.peel = add i64 %t155.peel, %t34
  %reass.mul.peel = mul i64 %reass.add.peel, %a10
  %t158.peel = add i64 %t40, %reass.mul.peel, !dbg !68
  %t159.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t156.peel, !dbg !69
  %.88.peel = load i32, ptr addrspace(1) %t159.peel, align 4, !dbg !69, !amdgpu.noclobber !6
  %t162.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t158.peel, !dbg !70
  %.89.peel = load i32, ptr addrspace(1) %t162.peel, align 4, !dbg !70, !amdgpu.noclobber !6
  %t165.peel = add i64 %t156.peel, %t41, !dbg !71
  %t166.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t165.peel, !dbg !72
  %.90.peel = load i32, ptr addrspace(1) %t166.peel, align 4, !dbg !72, !amdgpu.noclobber !6
  %t169.peel = add i64 %t158.peel, %t42, !dbg !73
  %t170.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t169.peel, !dbg !74
  %.91.peel = load i32, ptr addrspace(1) %t170.peel, align 4, !dbg !74, !amdgpu.noclobber !6
  %t173.peel = add i64 %t156.peel, %t72, !dbg !75
  %t174.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t173.peel, !dbg !76
  %.92.peel = load i32, ptr addrspace(1) %t174.peel, align 4, !dbg !76, !amdgpu.noclobber !6
  %t177.peel = add i64 %t158.peel, %t73, !dbg !77
  %t178.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t177.peel, !dbg !78
  %.93.peel = load i32, ptr addrspace(1) %t178.peel, align 4, !dbg !78, !amdgpu.noclobber !6
  %t181.peel = add i64 %t156.peel, %t74, !dbg !79
  %t182.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t181.peel, !dbg !80
  %.94.peel = load i32, ptr addrspace(1) %t182.peel, align 4, !dbg !80, !amdgpu.noclobber !6
  %t185.peel = add i64 %t158.peel, %t75, !dbg !81
  %t186.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t185.peel, !dbg !82
  %.95.peel = load i32, ptr addrspace(1) %t186.peel, align 4, !dbg !82, !amdgpu.noclobber !6
  %t189.peel = add i64 %t156.peel, %t76, !dbg !83
  %t190.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t189.peel, !dbg !84
  %.96.peel = load i32, ptr addrspace(1) %t190.peel, align 4, !dbg !84, !amdgpu.noclobber !6
  %t193.peel = add i64 %t158.peel, %t77, !dbg !85
  %t194.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t193.peel, !dbg !86
  %.97.peel = load i32, ptr addrspace(1) %t194.peel, align 4, !dbg !86, !amdgpu.noclobber !6
  %t197.peel = add i64 %t156.peel, %t78, !dbg !87
  %t198.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t197.peel, !dbg !88
  %.98.peel = load i32, ptr addrspace(1) %t198.peel, align 4, !dbg !88, !amdgpu.noclobber !6
  %t201.peel = add i64 %t158.peel, %t79, !dbg !89
  %t202.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t201.peel, !dbg !90
  %.99.peel = load i32, ptr addrspace(1) %t202.peel, align 4, !dbg !90, !amdgpu.noclobber !6
  %t205.peel = add i64 %t156.peel, %t80, !dbg !91
  %t206.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t205.peel, !dbg !92
  %.100.peel = load i32, ptr addrspace(1) %t206.peel, align 4, !dbg !92, !amdgpu.noclobber !6
  %t209.peel = add i64 %t158.peel, %t81, !dbg !93
  %t210.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t209.peel, !dbg !94
  %.101.peel = load i32, ptr addrspace(1) %t210.peel, align 4, !dbg !94, !amdgpu.noclobber !6
  %t213.peel = add i64 %t156.peel, %t82, !dbg !95
  %t214.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t213.peel, !dbg !96
  %.102.peel = load i32, ptr addrspace(1) %t214.peel, align 4, !dbg !96, !amdgpu.noclobber !6
  %t217.peel = add i64 %t158.peel, %t83, !dbg !97
  %t218.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t217.peel, !dbg !98
  %.103.peel = load i32, ptr addrspace(1) %t218.peel, align 4, !dbg !98, !amdgpu.noclobber !6
  %t221.peel = add i64 %t156.peel, %t84, !dbg !99
  %t222.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t221.peel, !dbg !100
  %.104.peel = load i32, ptr addrspace(1) %t222.peel, align 4, !dbg !100, !amdgpu.noclobber !6
  %t225.peel = add i64 %t158.peel, %t85, !dbg !101
  %t226.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t225.peel, !dbg !102
  %.105.peel = load i32, ptr addrspace(1) %t226.peel, align 4, !dbg !102, !amdgpu.noclobber !6
  %t229.peel = add i64 %t156.peel, %t86, !dbg !103
  %t230.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t229.peel, !dbg !104
  %.106.peel = load i32, ptr addrspace(1) %t230.peel, align 4, !dbg !104, !amdgpu.noclobber !6
  %t233.peel = add i64 %t158.peel, %t87, !dbg !105
  %t234.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t233.peel, !dbg !106
  %.107.peel = load i32, ptr addrspace(1) %t234.peel, align 4, !dbg !106, !amdgpu.noclobber !6
  %t237.peel = add i64 %t156.peel, %t88, !dbg !107
  %t238.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t237.peel, !dbg !108
  %.108.peel = load i32, ptr addrspace(1) %t238.peel, align 4, !dbg !108, !amdgpu.noclobber !6
  %t241.peel = add i64 %t158.peel, %t89, !dbg !109
  %t242.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t241.peel, !dbg !110
  %.109.peel = load i32, ptr addrspace(1) %t242.peel, align 4, !dbg !110, !amdgpu.noclobber !6
  %t245.peel = add i64 %t156.peel, %t90, !dbg !111
  %t246.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t245.peel, !dbg !112
  %.110.peel = load i32, ptr addrspace(1) %t246.peel, align 4, !dbg !112, !amdgpu.noclobber !6
  %t249.peel = add i64 %t158.peel, %t91, !dbg !113
  %t250.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t249.peel, !dbg !114
  %.111.peel = load i32, ptr addrspace(1) %t250.peel, align 4, !dbg !114, !amdgpu.noclobber !6
  %t253.peel = add i64 %t156.peel, %t92, !dbg !115
  %t254.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t253.peel, !dbg !116
  %.112.peel = load i32, ptr addrspace(1) %t254.peel, align 4, !dbg !116, !amdgpu.noclobber !6
  %t257.peel = add i64 %t158.peel, %t93, !dbg !117
  %t258.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t257.peel, !dbg !118
  %.113.peel = load i32, ptr addrspace(1) %t258.peel, align 4, !dbg !118, !amdgpu.noclobber !6
  %t261.peel = add i64 %t156.peel, %t94, !dbg !119
  %t262.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t261.peel, !dbg !120
  %.114.peel = load i32, ptr addrspace(1) %t262.peel, align 4, !dbg !120, !amdgpu.noclobber !6
  %t265.peel = add i64 %t158.peel, %t95, !dbg !121
  %t266.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t265.peel, !dbg !122
  %.115.peel = load i32, ptr addrspace(1) %t266.peel, align 4, !dbg !122, !amdgpu.noclobber !6
  %t269.peel = add i64 %t156.peel, %t96, !dbg !123
  %t270.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t269.peel, !dbg !124
  %.116.peel = load i32, ptr addrspace(1) %t270.peel, align 4, !dbg !124, !amdgpu.noclobber !6
  %t273.peel = add i64 %t158.peel, %t97, !dbg !125
  %t274.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t273.peel, !dbg !126
  %.117.peel = load i32, ptr addrspace(1) %t274.peel, align 4, !dbg !126, !amdgpu.noclobber !6
  %t277.peel = add i64 %t156.peel, %t98, !dbg !127
  %t278.peel = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t277.peel, !dbg !128
  %.118.peel = load i32, ptr addrspace(1) %t278.peel, align 4, !dbg !128, !amdgpu.noclobber !6
  %t281.peel = add i64 %t158.peel, %t99, !dbg !129
  %t282.peel = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t281.peel, !dbg !130
  %.119.peel = load i32, ptr addrspace(1) %t282.peel, align 4, !dbg !130, !amdgpu.noclobber !6
  br label %b5.peel, !dbg !130

b5.peel:                                          ; preds = %b1.preheader, %b2.peel
  %t285.peel = phi i32 [ 0, %b1.preheader ], [ %.88.peel, %b2.peel ]
  %t286.peel = phi i32 [ 0, %b1.preheader ], [ %.90.peel, %b2.peel ]
  %t287.peel = phi i32 [ 0, %b1.preheader ], [ %.92.peel, %b2.peel ]
  %t288.peel = phi i32 [ 0, %b1.preheader ], [ %.94.peel, %b2.peel ]
  %t289.peel = phi i32 [ 0, %b1.preheader ], [ %.96.peel, %b2.peel ]
  %t290.peel = phi i32 [ 0, %b1.preheader ], [ %.98.peel, %b2.peel ]
  %t291.peel = phi i32 [ 0, %b1.preheader ], [ %.100.peel, %b2.peel ]
  %t292.peel = phi i32 [ 0, %b1.preheader ], [ %.102.peel, %b2.peel ]
  %t293.peel = phi i32 [ 0, %b1.preheader ], [ %.104.peel, %b2.peel ]
  %t294.peel = phi i32 [ 0, %b1.preheader ], [ %.106.peel, %b2.peel ]
  %t295.peel = phi i32 [ 0, %b1.preheader ], [ %.108.peel, %b2.peel ]
  %t296.peel = phi i32 [ 0, %b1.preheader ], [ %.110.peel, %b2.peel ]
  %t297.peel = phi i32 [ 0, %b1.preheader ], [ %.112.peel, %b2.peel ]
  %t298.peel = phi i32 [ 0, %b1.preheader ], [ %.114.peel, %b2.peel ]
  %t299.peel = phi i32 [ 0, %b1.preheader ], [ %.116.peel, %b2.peel ]
  %t300.peel = phi i32 [ 0, %b1.preheader ], [ %.118.peel, %b2.peel ]
  %t301.peel = phi i32 [ 0, %b1.preheader ], [ %.89.peel, %b2.peel ]
  %t302.peel = phi i32 [ 0, %b1.preheader ], [ %.91.peel, %b2.peel ]
  %t303.peel = phi i32 [ 0, %b1.preheader ], [ %.93.peel, %b2.peel ]
  %t304.peel = phi i32 [ 0, %b1.preheader ], [ %.95.peel, %b2.peel ]
  %t305.peel = phi i32 [ 0, %b1.preheader ], [ %.97.peel, %b2.peel ]
  %t306.peel = phi i32 [ 0, %b1.preheader ], [ %.99.peel, %b2.peel ]
  %t307.peel = phi i32 [ 0, %b1.preheader ], [ %.101.peel, %b2.peel ]
  %t308.peel = phi i32 [ 0, %b1.preheader ], [ %.103.peel, %b2.peel ]
  %t309.peel = phi i32 [ 0, %b1.preheader ], [ %.105.peel, %b2.peel ]
  %t310.peel = phi i32 [ 0, %b1.preheader ], [ %.107.peel, %b2.peel ]
  %t311.peel = phi i32 [ 0, %b1.preheader ], [ %.109.peel, %b2.peel ]
  %t312.peel = phi i32 [ 0, %b1.preheader ], [ %.111.peel, %b2.peel ]
  %t313.peel = phi i32 [ 0, %b1.preheader ], [ %.113.peel, %b2.peel ]
  %t314.peel = phi i32 [ 0, %b1.preheader ], [ %.115.peel, %b2.peel ]
  %t315.peel = phi i32 [ 0, %b1.preheader ], [ %.117.peel, %b2.peel ]
  %t316.peel = phi i32 [ 0, %b1.preheader ], [ %.119.peel, %b2.peel ]
  br i1 %t21, label %b6.peel, label %b7.peel, !dbg !131

b6.peel:                                          ; preds = %b5.peel
  %1 = trunc i64 %t44 to i32, !dbg !132
  %t435.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %1, !dbg !132
  store i32 %t285.peel, ptr addrspace(3) %t435.peel, align 4, !dbg !132
  %2 = trunc i64 %t46 to i32, !dbg !133
  %t437.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %2, !dbg !133
  store i32 %t301.peel, ptr addrspace(3) %t437.peel, align 4, !dbg !133
  %3 = add i32 %1, 320, !dbg !134
  %t440.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %3, !dbg !134
  store i32 %t286.peel, ptr addrspace(3) %t440.peel, align 4, !dbg !134
  %4 = add i32 %2, 272, !dbg !135
  %t443.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %4, !dbg !135
  store i32 %t302.peel, ptr addrspace(3) %t443.peel, align 4, !dbg !135
  %5 = add i32 %1, 640, !dbg !136
  %t446.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %5, !dbg !136
  store i32 %t287.peel, ptr addrspace(3) %t446.peel, align 4, !dbg !136
  %6 = add i32 %2, 544, !dbg !137
  %t449.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %6, !dbg !137
  store i32 %t303.peel, ptr addrspace(3) %t449.peel, align 4, !dbg !137
  %7 = add i32 %1, 960, !dbg !138
  %t452.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %7, !dbg !138
  store i32 %t288.peel, ptr addrspace(3) %t452.peel, align 4, !dbg !138
  %8 = add i32 %2, 816, !dbg !139
  %t455.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %8, !dbg !139
  store i32 %t304.peel, ptr addrspace(3) %t455.peel, align 4, !dbg !139
  %9 = add i32 %1, 1280, !dbg !140
  %t458.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %9, !dbg !140
  store i32 %t289.peel, ptr addrspace(3) %t458.peel, align 4, !dbg !140
  %10 = add i32 %2, 1088, !dbg !141
  %t461.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %10, !dbg !141
  store i32 %t305.peel, ptr addrspace(3) %t461.peel, align 4, !dbg !141
  %11 = add i32 %1, 1600, !dbg !142
  %t464.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %11, !dbg !142
  store i32 %t290.peel, ptr addrspace(3) %t464.peel, align 4, !dbg !142
  %12 = add i32 %2, 1360, !dbg !143
  %t467.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %12, !dbg !143
  store i32 %t306.peel, ptr addrspace(3) %t467.peel, align 4, !dbg !143
  %13 = add i32 %1, 1920, !dbg !144
  %t470.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %13, !dbg !144
  store i32 %t291.peel, ptr addrspace(3) %t470.peel, align 4, !dbg !144
  %14 = add i32 %2, 1632, !dbg !145
  %t473.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %14, !dbg !145
  store i32 %t307.peel, ptr addrspace(3) %t473.peel, align 4, !dbg !145
  %15 = add i32 %1, 2240, !dbg !146
  %t476.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %15, !dbg !146
  store i32 %t292.peel, ptr addrspace(3) %t476.peel, align 4, !dbg !146
  %16 = add i32 %2, 1904, !dbg !147
  %t479.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %16, !dbg !147
  store i32 %t308.peel, ptr addrspace(3) %t479.peel, align 4, !dbg !147
  %17 = add i32 %1, 2560, !dbg !148
  %t482.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %17, !dbg !148
  store i32 %t293.peel, ptr addrspace(3) %t482.peel, align 4, !dbg !148
  %18 = add i32 %2, 2176, !dbg !149
  %t485.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %18, !dbg !149
  store i32 %t309.peel, ptr addrspace(3) %t485.peel, align 4, !dbg !149
  %19 = add i32 %1, 2880, !dbg !150
  %t488.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %19, !dbg !150
  store i32 %t294.peel, ptr addrspace(3) %t488.peel, align 4, !dbg !150
  %20 = add i32 %2, 2448, !dbg !151
  %t491.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %20, !dbg !151
  store i32 %t310.peel, ptr addrspace(3) %t491.peel, align 4, !dbg !151
  %21 = add i32 %1, 3200, !dbg !152
  %t494.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %21, !dbg !152
  store i32 %t295.peel, ptr addrspace(3) %t494.peel, align 4, !dbg !152
  %22 = add i32 %2, 2720, !dbg !153
  %t497.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %22, !dbg !153
  store i32 %t311.peel, ptr addrspace(3) %t497.peel, align 4, !dbg !153
  %23 = add i32 %1, 3520, !dbg !154
  %t500.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %23, !dbg !154
  store i32 %t296.peel, ptr addrspace(3) %t500.peel, align 4, !dbg !154
  %24 = add i32 %2, 2992, !dbg !155
  %t503.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %24, !dbg !155
  store i32 %t312.peel, ptr addrspace(3) %t503.peel, align 4, !dbg !155
  %25 = add i32 %1, 3840, !dbg !156
  %t506.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %25, !dbg !156
  store i32 %t297.peel, ptr addrspace(3) %t506.peel, align 4, !dbg !156
  %26 = add i32 %2, 3264, !dbg !157
  %t509.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %26, !dbg !157
  store i32 %t313.peel, ptr addrspace(3) %t509.peel, align 4, !dbg !157
  %27 = add i32 %1, 4160, !dbg !158
  %t512.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %27, !dbg !158
  store i32 %t298.peel, ptr addrspace(3) %t512.peel, align 4, !dbg !158
  %28 = add i32 %2, 3536, !dbg !159
  %t515.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %28, !dbg !159
  store i32 %t314.peel, ptr addrspace(3) %t515.peel, align 4, !dbg !159
  %29 = add i32 %1, 4480, !dbg !160
  %t518.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %29, !dbg !160
  store i32 %t299.peel, ptr addrspace(3) %t518.peel, align 4, !dbg !160
  %30 = add i32 %2, 3808, !dbg !161
  %t521.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %30, !dbg !161
  store i32 %t315.peel, ptr addrspace(3) %t521.peel, align 4, !dbg !161
  %31 = add i32 %1, 4800, !dbg !162
  %t524.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %31, !dbg !162
  store i32 %t300.peel, ptr addrspace(3) %t524.peel, align 4, !dbg !162
  %32 = add i32 %2, 4080, !dbg !163
  %t527.peel = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %32, !dbg !163
  store i32 %t316.peel, ptr addrspace(3) %t527.peel, align 4, !dbg !163
  br label %b7.peel, !dbg !163

b7.peel:                                          ; preds = %b6.peel, %b5.peel
  fence syncscope("workgroup") release, !dbg !164
  tail call void @llvm.amdgcn.s.barrier(), !dbg !164
  fence syncscope("workgroup") acquire, !dbg !164
  %t530.not.peel = icmp ult i64 %t65, 32, !dbg !164
  br i1 %t530.not.peel, label %b8, label %b1.peel.next, !dbg !164

b1.peel.next:                                     ; preds = %b7.peel
  %.121 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !165
  %.122 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.121), !dbg !165
  %.125 = and i32 %.122, 15
  %33 = lshr i32 %.122, 2
  %34 = and i32 %33, 1073741820
  %.128 = mul nuw nsw i32 %.125, 40
  %.129 = add nuw nsw i32 %.128, %34
  %35 = or i32 %.129, 1
  %36 = or i32 %.129, 2
  %37 = or i32 %.129, 3
  %38 = or i32 %.129, 1
  %39 = or i32 %.129, 2
  %40 = or i32 %.129, 3
  %41 = or i32 %.129, 1
  %42 = or i32 %.129, 2
  %43 = or i32 %.129, 3
  %44 = or i32 %.129, 1
  %45 = or i32 %.129, 2
  %46 = or i32 %.129, 3
  %.296 = mul i32 %34, 136
  %.297 = or i32 %.296, %.125
  %47 = add i32 %.297, 136
  %48 = add i32 %.297, 272
  %49 = add i32 %.297, 408
  %50 = or i32 %.129, 1
  %51 = or i32 %.129, 2
  %52 = or i32 %.129, 3
  %53 = or i32 %.129, 1
  %54 = or i32 %.129, 2
  %55 = or i32 %.129, 3
  %56 = or i32 %.129, 1
  %57 = or i32 %.129, 2
  %58 = or i32 %.129, 3
  %59 = or i32 %.129, 1
  %60 = or i32 %.129, 2
  %61 = or i32 %.129, 3
  br label %b1, !dbg !65

b1:                                               ; preds = %b1.peel.next, %b7
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
  %t132 = phi i32 [ %t312, %b7 ], [ %t312.peel, %b1.peel.next ]
  %t133 = phi i32 [ %t313, %b7 ], [ %t313.peel, %b1.peel.next ]
  %t134 = phi i32 [ %t314, %b7 ], [ %t314.peel, %b1.peel.next ]
  %t135 = phi i32 [ %t315, %b7 ], [ %t315.peel, %b1.peel.next ]
  %t136 = phi i32 [ %t316, %b7 ], [ %t316.peel, %b1.peel.next ]
  %t137 = phi { [8 x float] } [ %.1080, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t138 = phi { [8 x float] } [ %.1221, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t139 = phi { [8 x float] } [ %.1362, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t140 = phi { [8 x float] } [ %.1503, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t141 = phi { [8 x float] } [ %.1107, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t142 = phi { [8 x float] } [ %.1248, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t143 = phi { [8 x float] } [ %.1389, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t144 = phi { [8 x float] } [ %.1530, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t145 = phi { [8 x float] } [ %.1134, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t146 = phi { [8 x float] } [ %.1275, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t147 = phi { [8 x float] } [ %.1416, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t148 = phi { [8 x float] } [ %.1557, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t149 = phi { [8 x float] } [ %.1161, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t150 = phi { [8 x float] } [ %.1302, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t151 = phi { [8 x float] } [ %.1443, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t152 = phi { [8 x float] } [ %.1584, %b7 ], [ zeroinitializer, %b1.peel.next ]
  %t153 = phi i64 [ %t529, %b7 ], [ 1, %b1.peel.next ]
  br i1 %t21, label %b2, label %b4, !dbg !65

b2:                                               ; preds = %b1
  %t154 = tail call i64 @llvm.smin.i64(i64 %t153, i64 %t69), !dbg !66
  %t155 = shl i64 %t154, 5, !dbg !65
  %t156 = add i64 %t31, %t155, !dbg !67
  %reass.add = add i64 %t155, %t34
  %reass.mul = mul i64 %reass.add, %a10
  %t158 = add i64 %t40, %reass.mul, !dbg !68
  %t159 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t156, !dbg !69
  %.88 = load i32, ptr addrspace(1) %t159, align 4, !dbg !69, !amdgpu.noclobber !6
  %t162 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t158, !dbg !70
  %.89 = load i32, ptr addrspace(1) %t162, align 4, !dbg !70, !amdgpu.noclobber !6
  %t165 = add i64 %t156, %t41, !dbg !71
  %t166 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t165, !dbg !72
  %.90 = load i32, ptr addrspace(1) %t166, align 4, !dbg !72, !amdgpu.noclobber !6
  %t169 = add i64 %t158, %t42, !dbg !73
  %t170 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t169, !dbg !74
  %.91 = load i32, ptr addrspace(1) %t170, align 4, !dbg !74, !amdgpu.noclobber !6
  %t173 = add i64 %t156, %t72, !dbg !75
  %t174 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t173, !dbg !76
  %.92 = load i32, ptr addrspace(1) %t174, align 4, !dbg !76, !amdgpu.noclobber !6
  %t177 = add i64 %t158, %t73, !dbg !77
  %t178 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t177, !dbg !78
  %.93 = load i32, ptr addrspace(1) %t178, align 4, !dbg !78, !amdgpu.noclobber !6
  %t181 = add i64 %t156, %t74, !dbg !79
  %t182 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t181, !dbg !80
  %.94 = load i32, ptr addrspace(1) %t182, align 4, !dbg !80, !amdgpu.noclobber !6
  %t185 = add i64 %t158, %t75, !dbg !81
  %t186 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t185, !dbg !82
  %.95 = load i32, ptr addrspace(1) %t186, align 4, !dbg !82, !amdgpu.noclobber !6
  %t189 = add i64 %t156, %t76, !dbg !83
  %t190 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t189, !dbg !84
  %.96 = load i32, ptr addrspace(1) %t190, align 4, !dbg !84, !amdgpu.noclobber !6
  %t193 = add i64 %t158, %t77, !dbg !85
  %t194 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t193, !dbg !86
  %.97 = load i32, ptr addrspace(1) %t194, align 4, !dbg !86, !amdgpu.noclobber !6
  %t197 = add i64 %t156, %t78, !dbg !87
  %t198 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t197, !dbg !88
  %.98 = load i32, ptr addrspace(1) %t198, align 4, !dbg !88, !amdgpu.noclobber !6
  %t201 = add i64 %t158, %t79, !dbg !89
  %t202 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t201, !dbg !90
  %.99 = load i32, ptr addrspace(1) %t202, align 4, !dbg !90, !amdgpu.noclobber !6
  %t205 = add i64 %t156, %t80, !dbg !91
  %t206 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t205, !dbg !92
  %.100 = load i32, ptr addrspace(1) %t206, align 4, !dbg !92, !amdgpu.noclobber !6
  %t209 = add i64 %t158, %t81, !dbg !93
  %t210 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t209, !dbg !94
  %.101 = load i32, ptr addrspace(1) %t210, align 4, !dbg !94, !amdgpu.noclobber !6
  %t213 = add i64 %t156, %t82, !dbg !95
  %t214 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t213, !dbg !96
  %.102 = load i32, ptr addrspace(1) %t214, align 4, !dbg !96, !amdgpu.noclobber !6
  %t217 = add i64 %t158, %t83, !dbg !97
  %t218 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t217, !dbg !98
  %.103 = load i32, ptr addrspace(1) %t218, align 4, !dbg !98, !amdgpu.noclobber !6
  %t221 = add i64 %t156, %t84, !dbg !99
  %t222 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t221, !dbg !100
  %.104 = load i32, ptr addrspace(1) %t222, align 4, !dbg !100, !amdgpu.noclobber !6
  %t225 = add i64 %t158, %t85, !dbg !101
  %t226 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t225, !dbg !102
  %.105 = load i32, ptr addrspace(1) %t226, align 4, !dbg !102, !amdgpu.noclobber !6
  %t229 = add i64 %t156, %t86, !dbg !103
  %t230 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t229, !dbg !104
  %.106 = load i32, ptr addrspace(1) %t230, align 4, !dbg !104, !amdgpu.noclobber !6
  %t233 = add i64 %t158, %t87, !dbg !105
  %t234 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t233, !dbg !106
  %.107 = load i32, ptr addrspace(1) %t234, align 4, !dbg !106, !amdgpu.noclobber !6
  %t237 = add i64 %t156, %t88, !dbg !107
  %t238 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t237, !dbg !108
  %.108 = load i32, ptr addrspace(1) %t238, align 4, !dbg !108, !amdgpu.noclobber !6
  %t241 = add i64 %t158, %t89, !dbg !109
  %t242 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t241, !dbg !110
  %.109 = load i32, ptr addrspace(1) %t242, align 4, !dbg !110, !amdgpu.noclobber !6
  %t245 = add i64 %t156, %t90, !dbg !111
  %t246 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t245, !dbg !112
  %.110 = load i32, ptr addrspace(1) %t246, align 4, !dbg !112, !amdgpu.noclobber !6
  %t249 = add i64 %t158, %t91, !dbg !113
  %t250 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t249, !dbg !114
  %.111 = load i32, ptr addrspace(1) %t250, align 4, !dbg !114, !amdgpu.noclobber !6
  %t253 = add i64 %t156, %t92, !dbg !115
  %t254 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t253, !dbg !116
  %.112 = load i32, ptr addrspace(1) %t254, align 4, !dbg !116, !amdgpu.noclobber !6
  %t257 = add i64 %t158, %t93, !dbg !117
  %t258 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t257, !dbg !118
  %.113 = load i32, ptr addrspace(1) %t258, align 4, !dbg !118, !amdgpu.noclobber !6
  %t261 = add i64 %t156, %t94, !dbg !119
  %t262 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t261, !dbg !120
  %.114 = load i32, ptr addrspace(1) %t262, align 4, !dbg !120, !amdgpu.noclobber !6
  %t265 = add i64 %t158, %t95, !dbg !121
  %t266 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t265, !dbg !122
  %.115 = load i32, ptr addrspace(1) %t266, align 4, !dbg !122, !amdgpu.noclobber !6
  %t269 = add i64 %t156, %t96, !dbg !123
  %t270 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t269, !dbg !124
  %.116 = load i32, ptr addrspace(1) %t270, align 4, !dbg !124, !amdgpu.noclobber !6
  %t273 = add i64 %t158, %t97, !dbg !125
  %t274 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t273, !dbg !126
  %.117 = load i32, ptr addrspace(1) %t274, align 4, !dbg !126, !amdgpu.noclobber !6
  %t277 = add i64 %t156, %t98, !dbg !127
  %t278 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t277, !dbg !128
  %.118 = load i32, ptr addrspace(1) %t278, align 4, !dbg !128, !amdgpu.noclobber !6
  %t281 = add i64 %t158, %t99, !dbg !129
  %t282 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t281, !dbg !130
  %.119 = load i32, ptr addrspace(1) %t282, align 4, !dbg !130, !amdgpu.noclobber !6
  br label %b4, !dbg !130

b4:                                               ; preds = %b1, %b2
  %t285 = phi i32 [ %t105, %b1 ], [ %.88, %b2 ]
  %t286 = phi i32 [ %t106, %b1 ], [ %.90, %b2 ]
  %t287 = phi i32 [ %t107, %b1 ], [ %.92, %b2 ]
  %t288 = phi i32 [ %t108, %b1 ], [ %.94, %b2 ]
  %t289 = phi i32 [ %t109, %b1 ], [ %.96, %b2 ]
  %t290 = phi i32 [ %t110, %b1 ], [ %.98, %b2 ]
  %t291 = phi i32 [ %t111, %b1 ], [ %.100, %b2 ]
  %t292 = phi i32 [ %t112, %b1 ], [ %.102, %b2 ]
  %t293 = phi i32 [ %t113, %b1 ], [ %.104, %b2 ]
  %t294 = phi i32 [ %t114, %b1 ], [ %.106, %b2 ]
  %t295 = phi i32 [ %t115, %b1 ], [ %.108, %b2 ]
  %t296 = phi i32 [ %t116, %b1 ], [ %.110, %b2 ]
  %t297 = phi i32 [ %t117, %b1 ], [ %.112, %b2 ]
  %t298 = phi i32 [ %t118, %b1 ], [ %.114, %b2 ]
  %t299 = phi i32 [ %t119, %b1 ], [ %.116, %b2 ]
  %t300 = phi i32 [ %t120, %b1 ], [ %.118, %b2 ]
  %t301 = phi i32 [ %t121, %b1 ], [ %.89, %b2 ]
  %t302 = phi i32 [ %t122, %b1 ], [ %.91, %b2 ]
  %t303 = phi i32 [ %t123, %b1 ], [ %.93, %b2 ]
  %t304 = phi i32 [ %t124, %b1 ], [ %.95, %b2 ]
  %t305 = phi i32 [ %t125, %b1 ], [ %.97, %b2 ]
  %t306 = phi i32 [ %t126, %b1 ], [ %.99, %b2 ]
  %t307 = phi i32 [ %t127, %b1 ], [ %.101, %b2 ]
  %t308 = phi i32 [ %t128, %b1 ], [ %.103, %b2 ]
  %t309 = phi i32 [ %t129, %b1 ], [ %.105, %b2 ]
  %t310 = phi i32 [ %t130, %b1 ], [ %.107, %b2 ]
  %t311 = phi i32 [ %t131, %b1 ], [ %.109, %b2 ]
  %t312 = phi i32 [ %t132, %b1 ], [ %.111, %b2 ]
  %t313 = phi i32 [ %t133, %b1 ], [ %.113, %b2 ]
  %t314 = phi i32 [ %t134, %b1 ], [ %.115, %b2 ]
  %t315 = phi i32 [ %t135, %b1 ], [ %.117, %b2 ]
  %t316 = phi i32 [ %t136, %b1 ], [ %.119, %b2 ]
  %62 = and i64 %t153, 1, !dbg !166
  %t323 = xor i64 %62, 1, !dbg !166
  %t325 = mul nuw nsw i64 %t323, 5120, !dbg !167
  %t326 = add nsw i64 %t325, %t100, !dbg !168
  %t328 = mul nuw nsw i64 %t323, 4352, !dbg !169
  %t329 = add i64 %t328, %t14, !dbg !170
  %63 = trunc i64 %t326 to i32, !dbg !171
  %t330 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %63, !dbg !171
  %.130 = getelementptr inbounds i16, ptr addrspace(3) %t330, i32 %.129, !dbg !171
  %64 = ptrtoint ptr addrspace(3) %.130 to i32, !dbg !171
  %65 = and i32 %64, 2, !dbg !171
  %.133 = icmp eq i32 %65, 0, !dbg !171
  br i1 %.133, label %frag.wide.134, label %frag.narrow.135, !dbg !171

frag.wide.134:                                    ; preds = %b4
  %.137 = load <2 x i32>, ptr addrspace(3) %.130, align 4, !dbg !171
  %.138 = extractelement <2 x i32> %.137, i64 0, !dbg !171
  %.139 = extractelement <2 x i32> %.137, i64 1, !dbg !171
  br label %frag.join.136, !dbg !171

frag.narrow.135:                                  ; preds = %b4
  %.141 = load i16, ptr addrspace(3) %.130, align 4, !dbg !171
  %.142 = zext i16 %.141 to i32, !dbg !171
  %.144 = getelementptr inbounds i16, ptr addrspace(3) %t330, i32 %35, !dbg !171
  %.145 = load i16, ptr addrspace(3) %.144, align 2, !dbg !171
  %.146 = zext i16 %.145 to i32, !dbg !171
  %.147 = shl nuw i32 %.146, 16, !dbg !171
  %.148 = or i32 %.147, %.142, !dbg !171
  %.150 = getelementptr inbounds i16, ptr addrspace(3) %t330, i32 %36, !dbg !171
  %.151 = load i16, ptr addrspace(3) %.150, align 4, !dbg !171
  %.152 = zext i16 %.151 to i32, !dbg !171
  %.154 = getelementptr inbounds i16, ptr addrspace(3) %t330, i32 %37, !dbg !171
  %.155 = load i16, ptr addrspace(3) %.154, align 2, !dbg !171
  %.156 = zext i16 %.155 to i32, !dbg !171
  %.157 = shl nuw i32 %.156, 16, !dbg !171
  %.158 = or i32 %.157, %.152, !dbg !171
  br label %frag.join.136, !dbg !171

frag.join.136:                                    ; preds = %frag.narrow.135, %frag.wide.134
  %.159 = phi i32 [ %.138, %frag.wide.134 ], [ %.148, %frag.narrow.135 ], !dbg !171
  %.160 = phi i32 [ %.139, %frag.wide.134 ], [ %.158, %frag.narrow.135 ], !dbg !171
  %66 = add i32 %63, 640, !dbg !172
  %t333 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %66, !dbg !172
  %.172 = getelementptr inbounds i16, ptr addrspace(3) %t333, i32 %.129, !dbg !172
  %67 = ptrtoint ptr addrspace(3) %.172 to i32, !dbg !172
  %68 = and i32 %67, 2, !dbg !172
  %.175 = icmp eq i32 %68, 0, !dbg !172
  br i1 %.175, label %frag.wide.176, label %frag.narrow.177, !dbg !172

frag.wide.176:                                    ; preds = %frag.join.136
  %.179 = load <2 x i32>, ptr addrspace(3) %.172, align 4, !dbg !172
  %.180 = extractelement <2 x i32> %.179, i64 0, !dbg !172
  %.181 = extractelement <2 x i32> %.179, i64 1, !dbg !172
  br label %frag.join.178, !dbg !172

frag.narrow.177:                                  ; preds = %frag.join.136
  %.183 = load i16, ptr addrspace(3) %.172, align 4, !dbg !172
  %.184 = zext i16 %.183 to i32, !dbg !172
  %.186 = getelementptr inbounds i16, ptr addrspace(3) %t333, i32 %38, !dbg !172
  %.187 = load i16, ptr addrspace(3) %.186, align 2, !dbg !172
  %.188 = zext i16 %.187 to i32, !dbg !172
  %.189 = shl nuw i32 %.188, 16, !dbg !172
  %.190 = or i32 %.189, %.184, !dbg !172
  %.192 = getelementptr inbounds i16, ptr addrspace(3) %t333, i32 %39, !dbg !172
  %.193 = load i16, ptr addrspace(3) %.192, align 4, !dbg !172
  %.194 = zext i16 %.193 to i32, !dbg !172
  %.196 = getelementptr inbounds i16, ptr addrspace(3) %t333, i32 %40, !dbg !172
  %.197 = load i16, ptr addrspace(3) %.196, align 2, !dbg !172
  %.198 = zext i16 %.197 to i32, !dbg !172
  %.199 = shl nuw i32 %.198, 16, !dbg !172
  %.200 = or i32 %.199, %.194, !dbg !172
  br label %frag.join.178, !dbg !172

frag.join.178:                                    ; preds = %frag.narrow.177, %frag.wide.176
  %.201 = phi i32 [ %.180, %frag.wide.176 ], [ %.190, %frag.narrow.177 ], !dbg !172
  %.202 = phi i32 [ %.181, %frag.wide.176 ], [ %.200, %frag.narrow.177 ], !dbg !172
  %69 = add i32 %63, 1280, !dbg !173
  %t336 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %69, !dbg !173
  %.214 = getelementptr inbounds i16, ptr addrspace(3) %t336, i32 %.129, !dbg !173
  %70 = ptrtoint ptr addrspace(3) %.214 to i32, !dbg !173
  %71 = and i32 %70, 2, !dbg !173
  %.217 = icmp eq i32 %71, 0, !dbg !173
  br i1 %.217, label %frag.wide.218, label %frag.narrow.219, !dbg !173

frag.wide.218:                                    ; preds = %frag.join.178
  %.221 = load <2 x i32>, ptr addrspace(3) %.214, align 4, !dbg !173
  %.222 = extractelement <2 x i32> %.221, i64 0, !dbg !173
  %.223 = extractelement <2 x i32> %.221, i64 1, !dbg !173
  br label %frag.join.220, !dbg !173

frag.narrow.219:                                  ; preds = %frag.join.178
  %.225 = load i16, ptr addrspace(3) %.214, align 4, !dbg !173
  %.226 = zext i16 %.225 to i32, !dbg !173
  %.228 = getelementptr inbounds i16, ptr addrspace(3) %t336, i32 %41, !dbg !173
  %.229 = load i16, ptr addrspace(3) %.228, align 2, !dbg !173
  %.230 = zext i16 %.229 to i32, !dbg !173
  %.231 = shl nuw i32 %.230, 16, !dbg !173
  %.232 = or i32 %.231, %.226, !dbg !173
  %.234 = getelementptr inbounds i16, ptr addrspace(3) %t336, i32 %42, !dbg !173
  %.235 = load i16, ptr addrspace(3) %.234, align 4, !dbg !173
  %.236 = zext i16 %.235 to i32, !dbg !173
  %.238 = getelementptr inbounds i16, ptr addrspace(3) %t336, i32 %43, !dbg !173
  %.239 = load i16, ptr addrspace(3) %.238, align 2, !dbg !173
  %.240 = zext i16 %.239 to i32, !dbg !173
  %.241 = shl nuw i32 %.240, 16, !dbg !173
  %.242 = or i32 %.241, %.236, !dbg !173
  br label %frag.join.220, !dbg !173

frag.join.220:                                    ; preds = %frag.narrow.219, %frag.wide.218
  %.243 = phi i32 [ %.222, %frag.wide.218 ], [ %.232, %frag.narrow.219 ], !dbg !173
  %.244 = phi i32 [ %.223, %frag.wide.218 ], [ %.242, %frag.narrow.219 ], !dbg !173
  %72 = add i32 %63, 1920, !dbg !174
  %t339 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %72, !dbg !174
  %.256 = getelementptr inbounds i16, ptr addrspace(3) %t339, i32 %.129, !dbg !174
  %73 = ptrtoint ptr addrspace(3) %.256 to i32, !dbg !174
  %74 = and i32 %73, 2, !dbg !174
  %.259 = icmp eq i32 %74, 0, !dbg !174
  br i1 %.259, label %frag.wide.260, label %frag.narrow.261, !dbg !174

frag.wide.260:                                    ; preds = %frag.join.220
  %.263 = load <2 x i32>, ptr addrspace(3) %.256, align 4, !dbg !174
  %.264 = extractelement <2 x i32> %.263, i64 0, !dbg !174
  %.265 = extractelement <2 x i32> %.263, i64 1, !dbg !174
  br label %frag.join.262, !dbg !174

frag.narrow.261:                                  ; preds = %frag.join.220
  %.267 = load i16, ptr addrspace(3) %.256, align 4, !dbg !174
  %.268 = zext i16 %.267 to i32, !dbg !174
  %.270 = getelementptr inbounds i16, ptr addrspace(3) %t339, i32 %44, !dbg !174
  %.271 = load i16, ptr addrspace(3) %.270, align 2, !dbg !174
  %.272 = zext i16 %.271 to i32, !dbg !174
  %.273 = shl nuw i32 %.272, 16, !dbg !174
  %.274 = or i32 %.273, %.268, !dbg !174
  %.276 = getelementptr inbounds i16, ptr addrspace(3) %t339, i32 %45, !dbg !174
  %.277 = load i16, ptr addrspace(3) %.276, align 4, !dbg !174
  %.278 = zext i16 %.277 to i32, !dbg !174
  %.280 = getelementptr inbounds i16, ptr addrspace(3) %t339, i32 %46, !dbg !174
  %.281 = load i16, ptr addrspace(3) %.280, align 2, !dbg !174
  %.282 = zext i16 %.281 to i32, !dbg !174
  %.283 = shl nuw i32 %.282, 16, !dbg !174
  %.284 = or i32 %.283, %.278, !dbg !174
  br label %frag.join.262, !dbg !174

frag.join.262:                                    ; preds = %frag.narrow.261, %frag.wide.260
  %.285 = phi i32 [ %.264, %frag.wide.260 ], [ %.274, %frag.narrow.261 ], !dbg !174
  %.286 = phi i32 [ %.265, %frag.wide.260 ], [ %.284, %frag.narrow.261 ], !dbg !174
  %75 = trunc i64 %t329 to i32, !dbg !175
  %t341 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %75, !dbg !175
  %.298 = getelementptr inbounds i16, ptr addrspace(3) %t341, i32 %.297, !dbg !175
  %.299 = load i16, ptr addrspace(3) %.298, align 2, !dbg !175
  %.300 = zext i16 %.299 to i32, !dbg !175
  %.303 = getelementptr inbounds i16, ptr addrspace(3) %t341, i32 %47, !dbg !175
  %.304 = load i16, ptr addrspace(3) %.303, align 2, !dbg !175
  %.305 = zext i16 %.304 to i32, !dbg !175
  %.306 = shl nuw i32 %.305, 16, !dbg !175
  %.307 = or i32 %.306, %.300, !dbg !175
  %.310 = getelementptr inbounds i16, ptr addrspace(3) %t341, i32 %48, !dbg !175
  %.311 = load i16, ptr addrspace(3) %.310, align 2, !dbg !175
  %.312 = zext i16 %.311 to i32, !dbg !175
  %.315 = getelementptr inbounds i16, ptr addrspace(3) %t341, i32 %49, !dbg !175
  %.316 = load i16, ptr addrspace(3) %.315, align 2, !dbg !175
  %.317 = zext i16 %.316 to i32, !dbg !175
  %.318 = shl nuw i32 %.317, 16, !dbg !175
  %.319 = or i32 %.318, %.312, !dbg !175
  %.322 = extractvalue { [8 x float] } %t137, 0, 0, !dbg !176
  %.323 = insertelement <4 x float> poison, float %.322, i64 0, !dbg !176
  %.324 = extractvalue { [8 x float] } %t137, 0, 1, !dbg !176
  %.325 = insertelement <4 x float> %.323, float %.324, i64 1, !dbg !176
  %.326 = extractvalue { [8 x float] } %t137, 0, 2, !dbg !176
  %.327 = insertelement <4 x float> %.325, float %.326, i64 2, !dbg !176
  %.328 = extractvalue { [8 x float] } %t137, 0, 3, !dbg !176
  %.329 = insertelement <4 x float> %.327, float %.328, i64 3, !dbg !176
  %.331 = insertelement <2 x i32> poison, i32 %.159, i64 0, !dbg !176
  %.333 = insertelement <2 x i32> %.331, i32 %.160, i64 1, !dbg !176
  %.334 = bitcast <2 x i32> %.333 to <4 x half>, !dbg !176
  %.336 = insertelement <2 x i32> poison, i32 %.307, i64 0, !dbg !176
  %.338 = insertelement <2 x i32> %.336, i32 %.319, i64 1, !dbg !176
  %.339 = bitcast <2 x i32> %.338 to <4 x half>, !dbg !176
  %.340 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.334, <4 x half> %.339, <4 x float> %.329, i32 0, i32 0, i32 0), !dbg !176
  %.349 = extractvalue { [8 x float] } %t141, 0, 0, !dbg !177
  %.350 = insertelement <4 x float> poison, float %.349, i64 0, !dbg !177
  %.351 = extractvalue { [8 x float] } %t141, 0, 1, !dbg !177
  %.352 = insertelement <4 x float> %.350, float %.351, i64 1, !dbg !177
  %.353 = extractvalue { [8 x float] } %t141, 0, 2, !dbg !177
  %.354 = insertelement <4 x float> %.352, float %.353, i64 2, !dbg !177
  %.355 = extractvalue { [8 x float] } %t141, 0, 3, !dbg !177
  %.356 = insertelement <4 x float> %.354, float %.355, i64 3, !dbg !177
  %.358 = insertelement <2 x i32> poison, i32 %.201, i64 0, !dbg !177
  %.360 = insertelement <2 x i32> %.358, i32 %.202, i64 1, !dbg !177
  %.361 = bitcast <2 x i32> %.360 to <4 x half>, !dbg !177
  %.367 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.361, <4 x half> %.339, <4 x float> %.356, i32 0, i32 0, i32 0), !dbg !177
  %.376 = extractvalue { [8 x float] } %t145, 0, 0, !dbg !178
  %.377 = insertelement <4 x float> poison, float %.376, i64 0, !dbg !178
  %.378 = extractvalue { [8 x float] } %t145, 0, 1, !dbg !178
  %.379 = insertelement <4 x float> %.377, float %.378, i64 1, !dbg !178
  %.380 = extractvalue { [8 x float] } %t145, 0, 2, !dbg !178
  %.381 = insertelement <4 x float> %.379, float %.380, i64 2, !dbg !178
  %.382 = extractvalue { [8 x float] } %t145, 0, 3, !dbg !178
  %.383 = insertelement <4 x float> %.381, float %.382, i64 3, !dbg !178
  %.385 = insertelement <2 x i32> poison, i32 %.243, i64 0, !dbg !178
  %.387 = insertelement <2 x i32> %.385, i32 %.244, i64 1, !dbg !178
  %.388 = bitcast <2 x i32> %.387 to <4 x half>, !dbg !178
  %.394 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.388, <4 x half> %.339, <4 x float> %.383, i32 0, i32 0, i32 0), !dbg !178
  %.403 = extractvalue { [8 x float] } %t149, 0, 0, !dbg !179
  %.404 = insertelement <4 x float> poison, float %.403, i64 0, !dbg !179
  %.405 = extractvalue { [8 x float] } %t149, 0, 1, !dbg !179
  %.406 = insertelement <4 x float> %.404, float %.405, i64 1, !dbg !179
  %.407 = extractvalue { [8 x float] } %t149, 0, 2, !dbg !179
  %.408 = insertelement <4 x float> %.406, float %.407, i64 2, !dbg !179
  %.409 = extractvalue { [8 x float] } %t149, 0, 3, !dbg !179
  %.410 = insertelement <4 x float> %.408, float %.409, i64 3, !dbg !179
  %.412 = insertelement <2 x i32> poison, i32 %.285, i64 0, !dbg !179
  %.414 = insertelement <2 x i32> %.412, i32 %.286, i64 1, !dbg !179
  %.415 = bitcast <2 x i32> %.414 to <4 x half>, !dbg !179
  %.421 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.415, <4 x half> %.339, <4 x float> %.410, i32 0, i32 0, i32 0), !dbg !179
  %76 = or i32 %75, 16, !dbg !180
  %t348 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %76, !dbg !180
  %.439 = getelementptr inbounds i16, ptr addrspace(3) %t348, i32 %.297, !dbg !180
  %.440 = load i16, ptr addrspace(3) %.439, align 2, !dbg !180
  %.441 = zext i16 %.440 to i32, !dbg !180
  %.444 = getelementptr inbounds i16, ptr addrspace(3) %t348, i32 %47, !dbg !180
  %.445 = load i16, ptr addrspace(3) %.444, align 2, !dbg !180
  %.446 = zext i16 %.445 to i32, !dbg !180
  %.447 = shl nuw i32 %.446, 16, !dbg !180
  %.448 = or i32 %.447, %.441, !dbg !180
  %.451 = getelementptr inbounds i16, ptr addrspace(3) %t348, i32 %48, !dbg !180
  %.452 = load i16, ptr addrspace(3) %.451, align 2, !dbg !180
  %.453 = zext i16 %.452 to i32, !dbg !180
  %.456 = getelementptr inbounds i16, ptr addrspace(3) %t348, i32 %49, !dbg !180
  %.457 = load i16, ptr addrspace(3) %.456, align 2, !dbg !180
  %.458 = zext i16 %.457 to i32, !dbg !180
  %.459 = shl nuw i32 %.458, 16, !dbg !180
  %.460 = or i32 %.459, %.453, !dbg !180
  %.463 = extractvalue { [8 x float] } %t138, 0, 0, !dbg !176
  %.464 = insertelement <4 x float> poison, float %.463, i64 0, !dbg !176
  %.465 = extractvalue { [8 x float] } %t138, 0, 1, !dbg !176
  %.466 = insertelement <4 x float> %.464, float %.465, i64 1, !dbg !176
  %.467 = extractvalue { [8 x float] } %t138, 0, 2, !dbg !176
  %.468 = insertelement <4 x float> %.466, float %.467, i64 2, !dbg !176
  %.469 = extractvalue { [8 x float] } %t138, 0, 3, !dbg !176
  %.470 = insertelement <4 x float> %.468, float %.469, i64 3, !dbg !176
  %.477 = insertelement <2 x i32> poison, i32 %.448, i64 0, !dbg !176
  %.479 = insertelement <2 x i32> %.477, i32 %.460, i64 1, !dbg !176
  %.480 = bitcast <2 x i32> %.479 to <4 x half>, !dbg !176
  %.481 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.334, <4 x half> %.480, <4 x float> %.470, i32 0, i32 0, i32 0), !dbg !176
  %.490 = extractvalue { [8 x float] } %t142, 0, 0, !dbg !177
  %.491 = insertelement <4 x float> poison, float %.490, i64 0, !dbg !177
  %.492 = extractvalue { [8 x float] } %t142, 0, 1, !dbg !177
  %.493 = insertelement <4 x float> %.491, float %.492, i64 1, !dbg !177
  %.494 = extractvalue { [8 x float] } %t142, 0, 2, !dbg !177
  %.495 = insertelement <4 x float> %.493, float %.494, i64 2, !dbg !177
  %.496 = extractvalue { [8 x float] } %t142, 0, 3, !dbg !177
  %.497 = insertelement <4 x float> %.495, float %.496, i64 3, !dbg !177
  %.508 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.361, <4 x half> %.480, <4 x float> %.497, i32 0, i32 0, i32 0), !dbg !177
  %.517 = extractvalue { [8 x float] } %t146, 0, 0, !dbg !178
  %.518 = insertelement <4 x float> poison, float %.517, i64 0, !dbg !178
  %.519 = extractvalue { [8 x float] } %t146, 0, 1, !dbg !178
  %.520 = insertelement <4 x float> %.518, float %.519, i64 1, !dbg !178
  %.521 = extractvalue { [8 x float] } %t146, 0, 2, !dbg !178
  %.522 = insertelement <4 x float> %.520, float %.521, i64 2, !dbg !178
  %.523 = extractvalue { [8 x float] } %t146, 0, 3, !dbg !178
  %.524 = insertelement <4 x float> %.522, float %.523, i64 3, !dbg !178
  %.535 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.388, <4 x half> %.480, <4 x float> %.524, i32 0, i32 0, i32 0), !dbg !178
  %.544 = extractvalue { [8 x float] } %t150, 0, 0, !dbg !179
  %.545 = insertelement <4 x float> poison, float %.544, i64 0, !dbg !179
  %.546 = extractvalue { [8 x float] } %t150, 0, 1, !dbg !179
  %.547 = insertelement <4 x float> %.545, float %.546, i64 1, !dbg !179
  %.548 = extractvalue { [8 x float] } %t150, 0, 2, !dbg !179
  %.549 = insertelement <4 x float> %.547, float %.548, i64 2, !dbg !179
  %.550 = extractvalue { [8 x float] } %t150, 0, 3, !dbg !179
  %.551 = insertelement <4 x float> %.549, float %.550, i64 3, !dbg !179
  %.562 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.415, <4 x half> %.480, <4 x float> %.551, i32 0, i32 0, i32 0), !dbg !179
  %77 = or i32 %75, 32, !dbg !181
  %t355 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %77, !dbg !181
  %.580 = getelementptr inbounds i16, ptr addrspace(3) %t355, i32 %.297, !dbg !181
  %.581 = load i16, ptr addrspace(3) %.580, align 2, !dbg !181
  %.582 = zext i16 %.581 to i32, !dbg !181
  %.585 = getelementptr inbounds i16, ptr addrspace(3) %t355, i32 %47, !dbg !181
  %.586 = load i16, ptr addrspace(3) %.585, align 2, !dbg !181
  %.587 = zext i16 %.586 to i32, !dbg !181
  %.588 = shl nuw i32 %.587, 16, !dbg !181
  %.589 = or i32 %.588, %.582, !dbg !181
  %.592 = getelementptr inbounds i16, ptr addrspace(3) %t355, i32 %48, !dbg !181
  %.593 = load i16, ptr addrspace(3) %.592, align 2, !dbg !181
  %.594 = zext i16 %.593 to i32, !dbg !181
  %.597 = getelementptr inbounds i16, ptr addrspace(3) %t355, i32 %49, !dbg !181
  %.598 = load i16, ptr addrspace(3) %.597, align 2, !dbg !181
  %.599 = zext i16 %.598 to i32, !dbg !181
  %.600 = shl nuw i32 %.599, 16, !dbg !181
  %.601 = or i32 %.600, %.594, !dbg !181
  %.604 = extractvalue { [8 x float] } %t139, 0, 0, !dbg !176
  %.605 = insertelement <4 x float> poison, float %.604, i64 0, !dbg !176
  %.606 = extractvalue { [8 x float] } %t139, 0, 1, !dbg !176
  %.607 = insertelement <4 x float> %.605, float %.606, i64 1, !dbg !176
  %.608 = extractvalue { [8 x float] } %t139, 0, 2, !dbg !176
  %.609 = insertelement <4 x float> %.607, float %.608, i64 2, !dbg !176
  %.610 = extractvalue { [8 x float] } %t139, 0, 3, !dbg !176
  %.611 = insertelement <4 x float> %.609, float %.610, i64 3, !dbg !176
  %.618 = insertelement <2 x i32> poison, i32 %.589, i64 0, !dbg !176
  %.620 = insertelement <2 x i32> %.618, i32 %.601, i64 1, !dbg !176
  %.621 = bitcast <2 x i32> %.620 to <4 x half>, !dbg !176
  %.622 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.334, <4 x half> %.621, <4 x float> %.611, i32 0, i32 0, i32 0), !dbg !176
  %.631 = extractvalue { [8 x float] } %t143, 0, 0, !dbg !177
  %.632 = insertelement <4 x float> poison, float %.631, i64 0, !dbg !177
  %.633 = extractvalue { [8 x float] } %t143, 0, 1, !dbg !177
  %.634 = insertelement <4 x float> %.632, float %.633, i64 1, !dbg !177
  %.635 = extractvalue { [8 x float] } %t143, 0, 2, !dbg !177
  %.636 = insertelement <4 x float> %.634, float %.635, i64 2, !dbg !177
  %.637 = extractvalue { [8 x float] } %t143, 0, 3, !dbg !177
  %.638 = insertelement <4 x float> %.636, float %.637, i64 3, !dbg !177
  %.649 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.361, <4 x half> %.621, <4 x float> %.638, i32 0, i32 0, i32 0), !dbg !177
  %.658 = extractvalue { [8 x float] } %t147, 0, 0, !dbg !178
  %.659 = insertelement <4 x float> poison, float %.658, i64 0, !dbg !178
  %.660 = extractvalue { [8 x float] } %t147, 0, 1, !dbg !178
  %.661 = insertelement <4 x float> %.659, float %.660, i64 1, !dbg !178
  %.662 = extractvalue { [8 x float] } %t147, 0, 2, !dbg !178
  %.663 = insertelement <4 x float> %.661, float %.662, i64 2, !dbg !178
  %.664 = extractvalue { [8 x float] } %t147, 0, 3, !dbg !178
  %.665 = insertelement <4 x float> %.663, float %.664, i64 3, !dbg !178
  %.676 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.388, <4 x half> %.621, <4 x float> %.665, i32 0, i32 0, i32 0), !dbg !178
  %.685 = extractvalue { [8 x float] } %t151, 0, 0, !dbg !179
  %.686 = insertelement <4 x float> poison, float %.685, i64 0, !dbg !179
  %.687 = extractvalue { [8 x float] } %t151, 0, 1, !dbg !179
  %.688 = insertelement <4 x float> %.686, float %.687, i64 1, !dbg !179
  %.689 = extractvalue { [8 x float] } %t151, 0, 2, !dbg !179
  %.690 = insertelement <4 x float> %.688, float %.689, i64 2, !dbg !179
  %.691 = extractvalue { [8 x float] } %t151, 0, 3, !dbg !179
  %.692 = insertelement <4 x float> %.690, float %.691, i64 3, !dbg !179
  %.703 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.415, <4 x half> %.621, <4 x float> %.692, i32 0, i32 0, i32 0), !dbg !179
  %78 = or i32 %75, 48, !dbg !182
  %t362 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %78, !dbg !182
  %.721 = getelementptr inbounds i16, ptr addrspace(3) %t362, i32 %.297, !dbg !182
  %.722 = load i16, ptr addrspace(3) %.721, align 2, !dbg !182
  %.723 = zext i16 %.722 to i32, !dbg !182
  %.726 = getelementptr inbounds i16, ptr addrspace(3) %t362, i32 %47, !dbg !182
  %.727 = load i16, ptr addrspace(3) %.726, align 2, !dbg !182
  %.728 = zext i16 %.727 to i32, !dbg !182
  %.729 = shl nuw i32 %.728, 16, !dbg !182
  %.730 = or i32 %.729, %.723, !dbg !182
  %.733 = getelementptr inbounds i16, ptr addrspace(3) %t362, i32 %48, !dbg !182
  %.734 = load i16, ptr addrspace(3) %.733, align 2, !dbg !182
  %.735 = zext i16 %.734 to i32, !dbg !182
  %.738 = getelementptr inbounds i16, ptr addrspace(3) %t362, i32 %49, !dbg !182
  %.739 = load i16, ptr addrspace(3) %.738, align 2, !dbg !182
  %.740 = zext i16 %.739 to i32, !dbg !182
  %.741 = shl nuw i32 %.740, 16, !dbg !182
  %.742 = or i32 %.741, %.735, !dbg !182
  %.745 = extractvalue { [8 x float] } %t140, 0, 0, !dbg !176
  %.746 = insertelement <4 x float> poison, float %.745, i64 0, !dbg !176
  %.747 = extractvalue { [8 x float] } %t140, 0, 1, !dbg !176
  %.748 = insertelement <4 x float> %.746, float %.747, i64 1, !dbg !176
  %.749 = extractvalue { [8 x float] } %t140, 0, 2, !dbg !176
  %.750 = insertelement <4 x float> %.748, float %.749, i64 2, !dbg !176
  %.751 = extractvalue { [8 x float] } %t140, 0, 3, !dbg !176
  %.752 = insertelement <4 x float> %.750, float %.751, i64 3, !dbg !176
  %.759 = insertelement <2 x i32> poison, i32 %.730, i64 0, !dbg !176
  %.761 = insertelement <2 x i32> %.759, i32 %.742, i64 1, !dbg !176
  %.762 = bitcast <2 x i32> %.761 to <4 x half>, !dbg !176
  %.763 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.334, <4 x half> %.762, <4 x float> %.752, i32 0, i32 0, i32 0), !dbg !176
  %.772 = extractvalue { [8 x float] } %t144, 0, 0, !dbg !177
  %.773 = insertelement <4 x float> poison, float %.772, i64 0, !dbg !177
  %.774 = extractvalue { [8 x float] } %t144, 0, 1, !dbg !177
  %.775 = insertelement <4 x float> %.773, float %.774, i64 1, !dbg !177
  %.776 = extractvalue { [8 x float] } %t144, 0, 2, !dbg !177
  %.777 = insertelement <4 x float> %.775, float %.776, i64 2, !dbg !177
  %.778 = extractvalue { [8 x float] } %t144, 0, 3, !dbg !177
  %.779 = insertelement <4 x float> %.777, float %.778, i64 3, !dbg !177
  %.790 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.361, <4 x half> %.762, <4 x float> %.779, i32 0, i32 0, i32 0), !dbg !177
  %.799 = extractvalue { [8 x float] } %t148, 0, 0, !dbg !178
  %.800 = insertelement <4 x float> poison, float %.799, i64 0, !dbg !178
  %.801 = extractvalue { [8 x float] } %t148, 0, 1, !dbg !178
  %.802 = insertelement <4 x float> %.800, float %.801, i64 1, !dbg !178
  %.803 = extractvalue { [8 x float] } %t148, 0, 2, !dbg !178
  %.804 = insertelement <4 x float> %.802, float %.803, i64 2, !dbg !178
  %.805 = extractvalue { [8 x float] } %t148, 0, 3, !dbg !178
  %.806 = insertelement <4 x float> %.804, float %.805, i64 3, !dbg !178
  %.817 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.388, <4 x half> %.762, <4 x float> %.806, i32 0, i32 0, i32 0), !dbg !178
  %.826 = extractvalue { [8 x float] } %t152, 0, 0, !dbg !179
  %.827 = insertelement <4 x float> poison, float %.826, i64 0, !dbg !179
  %.828 = extractvalue { [8 x float] } %t152, 0, 1, !dbg !179
  %.829 = insertelement <4 x float> %.827, float %.828, i64 1, !dbg !179
  %.830 = extractvalue { [8 x float] } %t152, 0, 2, !dbg !179
  %.831 = insertelement <4 x float> %.829, float %.830, i64 2, !dbg !179
  %.832 = extractvalue { [8 x float] } %t152, 0, 3, !dbg !179
  %.833 = insertelement <4 x float> %.831, float %.832, i64 3, !dbg !179
  %.844 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.415, <4 x half> %.762, <4 x float> %.833, i32 0, i32 0, i32 0), !dbg !179
  %79 = or i32 %63, 16, !dbg !183
  %t369 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %79, !dbg !183
  %.862 = getelementptr inbounds i16, ptr addrspace(3) %t369, i32 %.129, !dbg !183
  %80 = ptrtoint ptr addrspace(3) %.862 to i32, !dbg !183
  %81 = and i32 %80, 2, !dbg !183
  %.865 = icmp eq i32 %81, 0, !dbg !183
  br i1 %.865, label %frag.wide.866, label %frag.narrow.867, !dbg !183

frag.wide.866:                                    ; preds = %frag.join.262
  %.869 = load <2 x i32>, ptr addrspace(3) %.862, align 4, !dbg !183
  %.870 = extractelement <2 x i32> %.869, i64 0, !dbg !183
  %.871 = extractelement <2 x i32> %.869, i64 1, !dbg !183
  br label %frag.join.868, !dbg !183

frag.narrow.867:                                  ; preds = %frag.join.262
  %.873 = load i16, ptr addrspace(3) %.862, align 4, !dbg !183
  %.874 = zext i16 %.873 to i32, !dbg !183
  %.876 = getelementptr inbounds i16, ptr addrspace(3) %t369, i32 %50, !dbg !183
  %.877 = load i16, ptr addrspace(3) %.876, align 2, !dbg !183
  %.878 = zext i16 %.877 to i32, !dbg !183
  %.879 = shl nuw i32 %.878, 16, !dbg !183
  %.880 = or i32 %.879, %.874, !dbg !183
  %.882 = getelementptr inbounds i16, ptr addrspace(3) %t369, i32 %51, !dbg !183
  %.883 = load i16, ptr addrspace(3) %.882, align 4, !dbg !183
  %.884 = zext i16 %.883 to i32, !dbg !183
  %.886 = getelementptr inbounds i16, ptr addrspace(3) %t369, i32 %52, !dbg !183
  %.887 = load i16, ptr addrspace(3) %.886, align 2, !dbg !183
  %.888 = zext i16 %.887 to i32, !dbg !183
  %.889 = shl nuw i32 %.888, 16, !dbg !183
  %.890 = or i32 %.889, %.884, !dbg !183
  br label %frag.join.868, !dbg !183

frag.join.868:                                    ; preds = %frag.narrow.867, %frag.wide.866
  %.891 = phi i32 [ %.870, %frag.wide.866 ], [ %.880, %frag.narrow.867 ], !dbg !183
  %.892 = phi i32 [ %.871, %frag.wide.866 ], [ %.890, %frag.narrow.867 ], !dbg !183
  %82 = add i32 %63, 656, !dbg !184
  %t372 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %82, !dbg !184
  %.904 = getelementptr inbounds i16, ptr addrspace(3) %t372, i32 %.129, !dbg !184
  %83 = ptrtoint ptr addrspace(3) %.904 to i32, !dbg !184
  %84 = and i32 %83, 2, !dbg !184
  %.907 = icmp eq i32 %84, 0, !dbg !184
  br i1 %.907, label %frag.wide.908, label %frag.narrow.909, !dbg !184

frag.wide.908:                                    ; preds = %frag.join.868
  %.911 = load <2 x i32>, ptr addrspace(3) %.904, align 4, !dbg !184
  %.912 = extractelement <2 x i32> %.911, i64 0, !dbg !184
  %.913 = extractelement <2 x i32> %.911, i64 1, !dbg !184
  br label %frag.join.910, !dbg !184

frag.narrow.909:                                  ; preds = %frag.join.868
  %.915 = load i16, ptr addrspace(3) %.904, align 4, !dbg !184
  %.916 = zext i16 %.915 to i32, !dbg !184
  %.918 = getelementptr inbounds i16, ptr addrspace(3) %t372, i32 %53, !dbg !184
  %.919 = load i16, ptr addrspace(3) %.918, align 2, !dbg !184
  %.920 = zext i16 %.919 to i32, !dbg !184
  %.921 = shl nuw i32 %.920, 16, !dbg !184
  %.922 = or i32 %.921, %.916, !dbg !184
  %.924 = getelementptr inbounds i16, ptr addrspace(3) %t372, i32 %54, !dbg !184
  %.925 = load i16, ptr addrspace(3) %.924, align 4, !dbg !184
  %.926 = zext i16 %.925 to i32, !dbg !184
  %.928 = getelementptr inbounds i16, ptr addrspace(3) %t372, i32 %55, !dbg !184
  %.929 = load i16, ptr addrspace(3) %.928, align 2, !dbg !184
  %.930 = zext i16 %.929 to i32, !dbg !184
  %.931 = shl nuw i32 %.930, 16, !dbg !184
  %.932 = or i32 %.931, %.926, !dbg !184
  br label %frag.join.910, !dbg !184

frag.join.910:                                    ; preds = %frag.narrow.909, %frag.wide.908
  %.933 = phi i32 [ %.912, %frag.wide.908 ], [ %.922, %frag.narrow.909 ], !dbg !184
  %.934 = phi i32 [ %.913, %frag.wide.908 ], [ %.932, %frag.narrow.909 ], !dbg !184
  %85 = add i32 %63, 1296, !dbg !185
  %t375 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %85, !dbg !185
  %.946 = getelementptr inbounds i16, ptr addrspace(3) %t375, i32 %.129, !dbg !185
  %86 = ptrtoint ptr addrspace(3) %.946 to i32, !dbg !185
  %87 = and i32 %86, 2, !dbg !185
  %.949 = icmp eq i32 %87, 0, !dbg !185
  br i1 %.949, label %frag.wide.950, label %frag.narrow.951, !dbg !185

frag.wide.950:                                    ; preds = %frag.join.910
  %.953 = load <2 x i32>, ptr addrspace(3) %.946, align 4, !dbg !185
  %.954 = extractelement <2 x i32> %.953, i64 0, !dbg !185
  %.955 = extractelement <2 x i32> %.953, i64 1, !dbg !185
  br label %frag.join.952, !dbg !185

frag.narrow.951:                                  ; preds = %frag.join.910
  %.957 = load i16, ptr addrspace(3) %.946, align 4, !dbg !185
  %.958 = zext i16 %.957 to i32, !dbg !185
  %.960 = getelementptr inbounds i16, ptr addrspace(3) %t375, i32 %56, !dbg !185
  %.961 = load i16, ptr addrspace(3) %.960, align 2, !dbg !185
  %.962 = zext i16 %.961 to i32, !dbg !185
  %.963 = shl nuw i32 %.962, 16, !dbg !185
  %.964 = or i32 %.963, %.958, !dbg !185
  %.966 = getelementptr inbounds i16, ptr addrspace(3) %t375, i32 %57, !dbg !185
  %.967 = load i16, ptr addrspace(3) %.966, align 4, !dbg !185
  %.968 = zext i16 %.967 to i32, !dbg !185
  %.970 = getelementptr inbounds i16, ptr addrspace(3) %t375, i32 %58, !dbg !185
  %.971 = load i16, ptr addrspace(3) %.970, align 2, !dbg !185
  %.972 = zext i16 %.971 to i32, !dbg !185
  %.973 = shl nuw i32 %.972, 16, !dbg !185
  %.974 = or i32 %.973, %.968, !dbg !185
  br label %frag.join.952, !dbg !185

frag.join.952:                                    ; preds = %frag.narrow.951, %frag.wide.950
  %.975 = phi i32 [ %.954, %frag.wide.950 ], [ %.964, %frag.narrow.951 ], !dbg !185
  %.976 = phi i32 [ %.955, %frag.wide.950 ], [ %.974, %frag.narrow.951 ], !dbg !185
  %88 = add i32 %63, 1936, !dbg !186
  %t378 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %88, !dbg !186
  %.988 = getelementptr inbounds i16, ptr addrspace(3) %t378, i32 %.129, !dbg !186
  %89 = ptrtoint ptr addrspace(3) %.988 to i32, !dbg !186
  %90 = and i32 %89, 2, !dbg !186
  %.991 = icmp eq i32 %90, 0, !dbg !186
  br i1 %.991, label %frag.wide.992, label %frag.narrow.993, !dbg !186

frag.wide.992:                                    ; preds = %frag.join.952
  %.995 = load <2 x i32>, ptr addrspace(3) %.988, align 4, !dbg !186
  %.996 = extractelement <2 x i32> %.995, i64 0, !dbg !186
  %.997 = extractelement <2 x i32> %.995, i64 1, !dbg !186
  br label %frag.join.994, !dbg !186

frag.narrow.993:                                  ; preds = %frag.join.952
  %.999 = load i16, ptr addrspace(3) %.988, align 4, !dbg !186
  %.1000 = zext i16 %.999 to i32, !dbg !186
  %.1002 = getelementptr inbounds i16, ptr addrspace(3) %t378, i32 %59, !dbg !186
  %.1003 = load i16, ptr addrspace(3) %.1002, align 2, !dbg !186
  %.1004 = zext i16 %.1003 to i32, !dbg !186
  %.1005 = shl nuw i32 %.1004, 16, !dbg !186
  %.1006 = or i32 %.1005, %.1000, !dbg !186
  %.1008 = getelementptr inbounds i16, ptr addrspace(3) %t378, i32 %60, !dbg !186
  %.1009 = load i16, ptr addrspace(3) %.1008, align 4, !dbg !186
  %.1010 = zext i16 %.1009 to i32, !dbg !186
  %.1012 = getelementptr inbounds i16, ptr addrspace(3) %t378, i32 %61, !dbg !186
  %.1013 = load i16, ptr addrspace(3) %.1012, align 2, !dbg !186
  %.1014 = zext i16 %.1013 to i32, !dbg !186
  %.1015 = shl nuw i32 %.1014, 16, !dbg !186
  %.1016 = or i32 %.1015, %.1010, !dbg !186
  br label %frag.join.994, !dbg !186

frag.join.994:                                    ; preds = %frag.narrow.993, %frag.wide.992
  %.1017 = phi i32 [ %.996, %frag.wide.992 ], [ %.1006, %frag.narrow.993 ], !dbg !186
  %.1018 = phi i32 [ %.997, %frag.wide.992 ], [ %.1016, %frag.narrow.993 ], !dbg !186
  %91 = add i32 %75, 2176, !dbg !187
  %t381 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %91, !dbg !187
  %.1030 = getelementptr inbounds i16, ptr addrspace(3) %t381, i32 %.297, !dbg !187
  %.1031 = load i16, ptr addrspace(3) %.1030, align 2, !dbg !187
  %.1032 = zext i16 %.1031 to i32, !dbg !187
  %.1035 = getelementptr inbounds i16, ptr addrspace(3) %t381, i32 %47, !dbg !187
  %.1036 = load i16, ptr addrspace(3) %.1035, align 2, !dbg !187
  %.1037 = zext i16 %.1036 to i32, !dbg !187
  %.1038 = shl nuw i32 %.1037, 16, !dbg !187
  %.1039 = or i32 %.1038, %.1032, !dbg !187
  %.1042 = getelementptr inbounds i16, ptr addrspace(3) %t381, i32 %48, !dbg !187
  %.1043 = load i16, ptr addrspace(3) %.1042, align 2, !dbg !187
  %.1044 = zext i16 %.1043 to i32, !dbg !187
  %.1047 = getelementptr inbounds i16, ptr addrspace(3) %t381, i32 %49, !dbg !187
  %.1048 = load i16, ptr addrspace(3) %.1047, align 2, !dbg !187
  %.1049 = zext i16 %.1048 to i32, !dbg !187
  %.1050 = shl nuw i32 %.1049, 16, !dbg !187
  %.1051 = or i32 %.1050, %.1044, !dbg !187
  %.1063 = insertelement <2 x i32> poison, i32 %.891, i64 0, !dbg !176
  %.1065 = insertelement <2 x i32> %.1063, i32 %.892, i64 1, !dbg !176
  %.1066 = bitcast <2 x i32> %.1065 to <4 x half>, !dbg !176
  %.1068 = insertelement <2 x i32> poison, i32 %.1039, i64 0, !dbg !176
  %.1070 = insertelement <2 x i32> %.1068, i32 %.1051, i64 1, !dbg !176
  %.1071 = bitcast <2 x i32> %.1070 to <4 x half>, !dbg !176
  %.1072 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1066, <4 x half> %.1071, <4 x float> %.340, i32 0, i32 0, i32 0), !dbg !176
  %.1073 = extractelement <4 x float> %.1072, i64 0, !dbg !176
  %.1074 = extractelement <4 x float> %.1072, i64 1, !dbg !176
  %.1075 = extractelement <4 x float> %.1072, i64 2, !dbg !176
  %.1076 = extractelement <4 x float> %.1072, i64 3, !dbg !176
  %.1077 = insertvalue { [8 x float] } zeroinitializer, float %.1073, 0, 0, !dbg !176
  %.1078 = insertvalue { [8 x float] } %.1077, float %.1074, 0, 1, !dbg !176
  %.1079 = insertvalue { [8 x float] } %.1078, float %.1075, 0, 2, !dbg !176
  %.1080 = insertvalue { [8 x float] } %.1079, float %.1076, 0, 3, !dbg !176
  %.1090 = insertelement <2 x i32> poison, i32 %.933, i64 0, !dbg !177
  %.1092 = insertelement <2 x i32> %.1090, i32 %.934, i64 1, !dbg !177
  %.1093 = bitcast <2 x i32> %.1092 to <4 x half>, !dbg !177
  %.1099 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1093, <4 x half> %.1071, <4 x float> %.367, i32 0, i32 0, i32 0), !dbg !177
  %.1100 = extractelement <4 x float> %.1099, i64 0, !dbg !177
  %.1101 = extractelement <4 x float> %.1099, i64 1, !dbg !177
  %.1102 = extractelement <4 x float> %.1099, i64 2, !dbg !177
  %.1103 = extractelement <4 x float> %.1099, i64 3, !dbg !177
  %.1104 = insertvalue { [8 x float] } zeroinitializer, float %.1100, 0, 0, !dbg !177
  %.1105 = insertvalue { [8 x float] } %.1104, float %.1101, 0, 1, !dbg !177
  %.1106 = insertvalue { [8 x float] } %.1105, float %.1102, 0, 2, !dbg !177
  %.1107 = insertvalue { [8 x float] } %.1106, float %.1103, 0, 3, !dbg !177
  %.1117 = insertelement <2 x i32> poison, i32 %.975, i64 0, !dbg !178
  %.1119 = insertelement <2 x i32> %.1117, i32 %.976, i64 1, !dbg !178
  %.1120 = bitcast <2 x i32> %.1119 to <4 x half>, !dbg !178
  %.1126 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1120, <4 x half> %.1071, <4 x float> %.394, i32 0, i32 0, i32 0), !dbg !178
  %.1127 = extractelement <4 x float> %.1126, i64 0, !dbg !178
  %.1128 = extractelement <4 x float> %.1126, i64 1, !dbg !178
  %.1129 = extractelement <4 x float> %.1126, i64 2, !dbg !178
  %.1130 = extractelement <4 x float> %.1126, i64 3, !dbg !178
  %.1131 = insertvalue { [8 x float] } zeroinitializer, float %.1127, 0, 0, !dbg !178
  %.1132 = insertvalue { [8 x float] } %.1131, float %.1128, 0, 1, !dbg !178
  %.1133 = insertvalue { [8 x float] } %.1132, float %.1129, 0, 2, !dbg !178
  %.1134 = insertvalue { [8 x float] } %.1133, float %.1130, 0, 3, !dbg !178
  %.1144 = insertelement <2 x i32> poison, i32 %.1017, i64 0, !dbg !179
  %.1146 = insertelement <2 x i32> %.1144, i32 %.1018, i64 1, !dbg !179
  %.1147 = bitcast <2 x i32> %.1146 to <4 x half>, !dbg !179
  %.1153 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1147, <4 x half> %.1071, <4 x float> %.421, i32 0, i32 0, i32 0), !dbg !179
  %.1154 = extractelement <4 x float> %.1153, i64 0, !dbg !179
  %.1155 = extractelement <4 x float> %.1153, i64 1, !dbg !179
  %.1156 = extractelement <4 x float> %.1153, i64 2, !dbg !179
  %.1157 = extractelement <4 x float> %.1153, i64 3, !dbg !179
  %.1158 = insertvalue { [8 x float] } zeroinitializer, float %.1154, 0, 0, !dbg !179
  %.1159 = insertvalue { [8 x float] } %.1158, float %.1155, 0, 1, !dbg !179
  %.1160 = insertvalue { [8 x float] } %.1159, float %.1156, 0, 2, !dbg !179
  %.1161 = insertvalue { [8 x float] } %.1160, float %.1157, 0, 3, !dbg !179
  %92 = add i32 %75, 2192, !dbg !188
  %t388 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %92, !dbg !188
  %.1171 = getelementptr inbounds i16, ptr addrspace(3) %t388, i32 %.297, !dbg !188
  %.1172 = load i16, ptr addrspace(3) %.1171, align 2, !dbg !188
  %.1173 = zext i16 %.1172 to i32, !dbg !188
  %.1176 = getelementptr inbounds i16, ptr addrspace(3) %t388, i32 %47, !dbg !188
  %.1177 = load i16, ptr addrspace(3) %.1176, align 2, !dbg !188
  %.1178 = zext i16 %.1177 to i32, !dbg !188
  %.1179 = shl nuw i32 %.1178, 16, !dbg !188
  %.1180 = or i32 %.1179, %.1173, !dbg !188
  %.1183 = getelementptr inbounds i16, ptr addrspace(3) %t388, i32 %48, !dbg !188
  %.1184 = load i16, ptr addrspace(3) %.1183, align 2, !dbg !188
  %.1185 = zext i16 %.1184 to i32, !dbg !188
  %.1188 = getelementptr inbounds i16, ptr addrspace(3) %t388, i32 %49, !dbg !188
  %.1189 = load i16, ptr addrspace(3) %.1188, align 2, !dbg !188
  %.1190 = zext i16 %.1189 to i32, !dbg !188
  %.1191 = shl nuw i32 %.1190, 16, !dbg !188
  %.1192 = or i32 %.1191, %.1185, !dbg !188
  %.1209 = insertelement <2 x i32> poison, i32 %.1180, i64 0, !dbg !176
  %.1211 = insertelement <2 x i32> %.1209, i32 %.1192, i64 1, !dbg !176
  %.1212 = bitcast <2 x i32> %.1211 to <4 x half>, !dbg !176
  %.1213 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1066, <4 x half> %.1212, <4 x float> %.481, i32 0, i32 0, i32 0), !dbg !176
  %.1214 = extractelement <4 x float> %.1213, i64 0, !dbg !176
  %.1215 = extractelement <4 x float> %.1213, i64 1, !dbg !176
  %.1216 = extractelement <4 x float> %.1213, i64 2, !dbg !176
  %.1217 = extractelement <4 x float> %.1213, i64 3, !dbg !176
  %.1218 = insertvalue { [8 x float] } zeroinitializer, float %.1214, 0, 0, !dbg !176
  %.1219 = insertvalue { [8 x float] } %.1218, float %.1215, 0, 1, !dbg !176
  %.1220 = insertvalue { [8 x float] } %.1219, float %.1216, 0, 2, !dbg !176
  %.1221 = insertvalue { [8 x float] } %.1220, float %.1217, 0, 3, !dbg !176
  %.1240 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1093, <4 x half> %.1212, <4 x float> %.508, i32 0, i32 0, i32 0), !dbg !177
  %.1241 = extractelement <4 x float> %.1240, i64 0, !dbg !177
  %.1242 = extractelement <4 x float> %.1240, i64 1, !dbg !177
  %.1243 = extractelement <4 x float> %.1240, i64 2, !dbg !177
  %.1244 = extractelement <4 x float> %.1240, i64 3, !dbg !177
  %.1245 = insertvalue { [8 x float] } zeroinitializer, float %.1241, 0, 0, !dbg !177
  %.1246 = insertvalue { [8 x float] } %.1245, float %.1242, 0, 1, !dbg !177
  %.1247 = insertvalue { [8 x float] } %.1246, float %.1243, 0, 2, !dbg !177
  %.1248 = insertvalue { [8 x float] } %.1247, float %.1244, 0, 3, !dbg !177
  %.1267 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1120, <4 x half> %.1212, <4 x float> %.535, i32 0, i32 0, i32 0), !dbg !178
  %.1268 = extractelement <4 x float> %.1267, i64 0, !dbg !178
  %.1269 = extractelement <4 x float> %.1267, i64 1, !dbg !178
  %.1270 = extractelement <4 x float> %.1267, i64 2, !dbg !178
  %.1271 = extractelement <4 x float> %.1267, i64 3, !dbg !178
  %.1272 = insertvalue { [8 x float] } zeroinitializer, float %.1268, 0, 0, !dbg !178
  %.1273 = insertvalue { [8 x float] } %.1272, float %.1269, 0, 1, !dbg !178
  %.1274 = insertvalue { [8 x float] } %.1273, float %.1270, 0, 2, !dbg !178
  %.1275 = insertvalue { [8 x float] } %.1274, float %.1271, 0, 3, !dbg !178
  %.1294 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1147, <4 x half> %.1212, <4 x float> %.562, i32 0, i32 0, i32 0), !dbg !179
  %.1295 = extractelement <4 x float> %.1294, i64 0, !dbg !179
  %.1296 = extractelement <4 x float> %.1294, i64 1, !dbg !179
  %.1297 = extractelement <4 x float> %.1294, i64 2, !dbg !179
  %.1298 = extractelement <4 x float> %.1294, i64 3, !dbg !179
  %.1299 = insertvalue { [8 x float] } zeroinitializer, float %.1295, 0, 0, !dbg !179
  %.1300 = insertvalue { [8 x float] } %.1299, float %.1296, 0, 1, !dbg !179
  %.1301 = insertvalue { [8 x float] } %.1300, float %.1297, 0, 2, !dbg !179
  %.1302 = insertvalue { [8 x float] } %.1301, float %.1298, 0, 3, !dbg !179
  %93 = add i32 %75, 2208, !dbg !189
  %t395 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %93, !dbg !189
  %.1312 = getelementptr inbounds i16, ptr addrspace(3) %t395, i32 %.297, !dbg !189
  %.1313 = load i16, ptr addrspace(3) %.1312, align 2, !dbg !189
  %.1314 = zext i16 %.1313 to i32, !dbg !189
  %.1317 = getelementptr inbounds i16, ptr addrspace(3) %t395, i32 %47, !dbg !189
  %.1318 = load i16, ptr addrspace(3) %.1317, align 2, !dbg !189
  %.1319 = zext i16 %.1318 to i32, !dbg !189
  %.1320 = shl nuw i32 %.1319, 16, !dbg !189
  %.1321 = or i32 %.1320, %.1314, !dbg !189
  %.1324 = getelementptr inbounds i16, ptr addrspace(3) %t395, i32 %48, !dbg !189
  %.1325 = load i16, ptr addrspace(3) %.1324, align 2, !dbg !189
  %.1326 = zext i16 %.1325 to i32, !dbg !189
  %.1329 = getelementptr inbounds i16, ptr addrspace(3) %t395, i32 %49, !dbg !189
  %.1330 = load i16, ptr addrspace(3) %.1329, align 2, !dbg !189
  %.1331 = zext i16 %.1330 to i32, !dbg !189
  %.1332 = shl nuw i32 %.1331, 16, !dbg !189
  %.1333 = or i32 %.1332, %.1326, !dbg !189
  %.1350 = insertelement <2 x i32> poison, i32 %.1321, i64 0, !dbg !176
  %.1352 = insertelement <2 x i32> %.1350, i32 %.1333, i64 1, !dbg !176
  %.1353 = bitcast <2 x i32> %.1352 to <4 x half>, !dbg !176
  %.1354 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1066, <4 x half> %.1353, <4 x float> %.622, i32 0, i32 0, i32 0), !dbg !176
  %.1355 = extractelement <4 x float> %.1354, i64 0, !dbg !176
  %.1356 = extractelement <4 x float> %.1354, i64 1, !dbg !176
  %.1357 = extractelement <4 x float> %.1354, i64 2, !dbg !176
  %.1358 = extractelement <4 x float> %.1354, i64 3, !dbg !176
  %.1359 = insertvalue { [8 x float] } zeroinitializer, float %.1355, 0, 0, !dbg !176
  %.1360 = insertvalue { [8 x float] } %.1359, float %.1356, 0, 1, !dbg !176
  %.1361 = insertvalue { [8 x float] } %.1360, float %.1357, 0, 2, !dbg !176
  %.1362 = insertvalue { [8 x float] } %.1361, float %.1358, 0, 3, !dbg !176
  %.1381 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1093, <4 x half> %.1353, <4 x float> %.649, i32 0, i32 0, i32 0), !dbg !177
  %.1382 = extractelement <4 x float> %.1381, i64 0, !dbg !177
  %.1383 = extractelement <4 x float> %.1381, i64 1, !dbg !177
  %.1384 = extractelement <4 x float> %.1381, i64 2, !dbg !177
  %.1385 = extractelement <4 x float> %.1381, i64 3, !dbg !177
  %.1386 = insertvalue { [8 x float] } zeroinitializer, float %.1382, 0, 0, !dbg !177
  %.1387 = insertvalue { [8 x float] } %.1386, float %.1383, 0, 1, !dbg !177
  %.1388 = insertvalue { [8 x float] } %.1387, float %.1384, 0, 2, !dbg !177
  %.1389 = insertvalue { [8 x float] } %.1388, float %.1385, 0, 3, !dbg !177
  %.1408 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1120, <4 x half> %.1353, <4 x float> %.676, i32 0, i32 0, i32 0), !dbg !178
  %.1409 = extractelement <4 x float> %.1408, i64 0, !dbg !178
  %.1410 = extractelement <4 x float> %.1408, i64 1, !dbg !178
  %.1411 = extractelement <4 x float> %.1408, i64 2, !dbg !178
  %.1412 = extractelement <4 x float> %.1408, i64 3, !dbg !178
  %.1413 = insertvalue { [8 x float] } zeroinitializer, float %.1409, 0, 0, !dbg !178
  %.1414 = insertvalue { [8 x float] } %.1413, float %.1410, 0, 1, !dbg !178
  %.1415 = insertvalue { [8 x float] } %.1414, float %.1411, 0, 2, !dbg !178
  %.1416 = insertvalue { [8 x float] } %.1415, float %.1412, 0, 3, !dbg !178
  %.1435 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1147, <4 x half> %.1353, <4 x float> %.703, i32 0, i32 0, i32 0), !dbg !179
  %.1436 = extractelement <4 x float> %.1435, i64 0, !dbg !179
  %.1437 = extractelement <4 x float> %.1435, i64 1, !dbg !179
  %.1438 = extractelement <4 x float> %.1435, i64 2, !dbg !179
  %.1439 = extractelement <4 x float> %.1435, i64 3, !dbg !179
  %.1440 = insertvalue { [8 x float] } zeroinitializer, float %.1436, 0, 0, !dbg !179
  %.1441 = insertvalue { [8 x float] } %.1440, float %.1437, 0, 1, !dbg !179
  %.1442 = insertvalue { [8 x float] } %.1441, float %.1438, 0, 2, !dbg !179
  %.1443 = insertvalue { [8 x float] } %.1442, float %.1439, 0, 3, !dbg !179
  %94 = add i32 %75, 2224, !dbg !190
  %t402 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %94, !dbg !190
  %.1453 = getelementptr inbounds i16, ptr addrspace(3) %t402, i32 %.297, !dbg !190
  %.1454 = load i16, ptr addrspace(3) %.1453, align 2, !dbg !190
  %.1455 = zext i16 %.1454 to i32, !dbg !190
  %.1458 = getelementptr inbounds i16, ptr addrspace(3) %t402, i32 %47, !dbg !190
  %.1459 = load i16, ptr addrspace(3) %.1458, align 2, !dbg !190
  %.1460 = zext i16 %.1459 to i32, !dbg !190
  %.1461 = shl nuw i32 %.1460, 16, !dbg !190
  %.1462 = or i32 %.1461, %.1455, !dbg !190
  %.1465 = getelementptr inbounds i16, ptr addrspace(3) %t402, i32 %48, !dbg !190
  %.1466 = load i16, ptr addrspace(3) %.1465, align 2, !dbg !190
  %.1467 = zext i16 %.1466 to i32, !dbg !190
  %.1470 = getelementptr inbounds i16, ptr addrspace(3) %t402, i32 %49, !dbg !190
  %.1471 = load i16, ptr addrspace(3) %.1470, align 2, !dbg !190
  %.1472 = zext i16 %.1471 to i32, !dbg !190
  %.1473 = shl nuw i32 %.1472, 16, !dbg !190
  %.1474 = or i32 %.1473, %.1467, !dbg !190
  %.1491 = insertelement <2 x i32> poison, i32 %.1462, i64 0, !dbg !176
  %.1493 = insertelement <2 x i32> %.1491, i32 %.1474, i64 1, !dbg !176
  %.1494 = bitcast <2 x i32> %.1493 to <4 x half>, !dbg !176
  %.1495 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1066, <4 x half> %.1494, <4 x float> %.763, i32 0, i32 0, i32 0), !dbg !176
  %.1496 = extractelement <4 x float> %.1495, i64 0, !dbg !176
  %.1497 = extractelement <4 x float> %.1495, i64 1, !dbg !176
  %.1498 = extractelement <4 x float> %.1495, i64 2, !dbg !176
  %.1499 = extractelement <4 x float> %.1495, i64 3, !dbg !176
  %.1500 = insertvalue { [8 x float] } zeroinitializer, float %.1496, 0, 0, !dbg !176
  %.1501 = insertvalue { [8 x float] } %.1500, float %.1497, 0, 1, !dbg !176
  %.1502 = insertvalue { [8 x float] } %.1501, float %.1498, 0, 2, !dbg !176
  %.1503 = insertvalue { [8 x float] } %.1502, float %.1499, 0, 3, !dbg !176
  %.1522 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1093, <4 x half> %.1494, <4 x float> %.790, i32 0, i32 0, i32 0), !dbg !177
  %.1523 = extractelement <4 x float> %.1522, i64 0, !dbg !177
  %.1524 = extractelement <4 x float> %.1522, i64 1, !dbg !177
  %.1525 = extractelement <4 x float> %.1522, i64 2, !dbg !177
  %.1526 = extractelement <4 x float> %.1522, i64 3, !dbg !177
  %.1527 = insertvalue { [8 x float] } zeroinitializer, float %.1523, 0, 0, !dbg !177
  %.1528 = insertvalue { [8 x float] } %.1527, float %.1524, 0, 1, !dbg !177
  %.1529 = insertvalue { [8 x float] } %.1528, float %.1525, 0, 2, !dbg !177
  %.1530 = insertvalue { [8 x float] } %.1529, float %.1526, 0, 3, !dbg !177
  %.1549 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1120, <4 x half> %.1494, <4 x float> %.817, i32 0, i32 0, i32 0), !dbg !178
  %.1550 = extractelement <4 x float> %.1549, i64 0, !dbg !178
  %.1551 = extractelement <4 x float> %.1549, i64 1, !dbg !178
  %.1552 = extractelement <4 x float> %.1549, i64 2, !dbg !178
  %.1553 = extractelement <4 x float> %.1549, i64 3, !dbg !178
  %.1554 = insertvalue { [8 x float] } zeroinitializer, float %.1550, 0, 0, !dbg !178
  %.1555 = insertvalue { [8 x float] } %.1554, float %.1551, 0, 1, !dbg !178
  %.1556 = insertvalue { [8 x float] } %.1555, float %.1552, 0, 2, !dbg !178
  %.1557 = insertvalue { [8 x float] } %.1556, float %.1553, 0, 3, !dbg !178
  %.1576 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.1147, <4 x half> %.1494, <4 x float> %.844, i32 0, i32 0, i32 0), !dbg !179
  %.1577 = extractelement <4 x float> %.1576, i64 0, !dbg !179
  %.1578 = extractelement <4 x float> %.1576, i64 1, !dbg !179
  %.1579 = extractelement <4 x float> %.1576, i64 2, !dbg !179
  %.1580 = extractelement <4 x float> %.1576, i64 3, !dbg !179
  %.1581 = insertvalue { [8 x float] } zeroinitializer, float %.1577, 0, 0, !dbg !179
  %.1582 = insertvalue { [8 x float] } %.1581, float %.1578, 0, 1, !dbg !179
  %.1583 = insertvalue { [8 x float] } %.1582, float %.1579, 0, 2, !dbg !179
  %.1584 = insertvalue { [8 x float] } %.1583, float %.1580, 0, 3, !dbg !179
  br i1 %t21, label %b6, label %b7, !dbg !131

b6:                                               ; preds = %frag.join.994
  %t428 = and i64 %t153, 1, !dbg !191
  %t430 = mul nuw nsw i64 %t428, 5120, !dbg !192
  %t431 = add i64 %t44, %t430, !dbg !193
  %t433 = mul nuw nsw i64 %t428, 4352, !dbg !194
  %t434 = add i64 %t46, %t433, !dbg !195
  %95 = trunc i64 %t431 to i32, !dbg !132
  %t435 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %95, !dbg !132
  store i32 %t285, ptr addrspace(3) %t435, align 4, !dbg !132
  %96 = trunc i64 %t434 to i32, !dbg !133
  %t437 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %96, !dbg !133
  store i32 %t301, ptr addrspace(3) %t437, align 4, !dbg !133
  %97 = add i32 %95, 320, !dbg !134
  %t440 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %97, !dbg !134
  store i32 %t286, ptr addrspace(3) %t440, align 4, !dbg !134
  %98 = add i32 %96, 272, !dbg !135
  %t443 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %98, !dbg !135
  store i32 %t302, ptr addrspace(3) %t443, align 4, !dbg !135
  %99 = add i32 %95, 640, !dbg !136
  %t446 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %99, !dbg !136
  store i32 %t287, ptr addrspace(3) %t446, align 4, !dbg !136
  %100 = add i32 %96, 544, !dbg !137
  %t449 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %100, !dbg !137
  store i32 %t303, ptr addrspace(3) %t449, align 4, !dbg !137
  %101 = add i32 %95, 960, !dbg !138
  %t452 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %101, !dbg !138
  store i32 %t288, ptr addrspace(3) %t452, align 4, !dbg !138
  %102 = add i32 %96, 816, !dbg !139
  %t455 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %102, !dbg !139
  store i32 %t304, ptr addrspace(3) %t455, align 4, !dbg !139
  %103 = add i32 %95, 1280, !dbg !140
  %t458 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %103, !dbg !140
  store i32 %t289, ptr addrspace(3) %t458, align 4, !dbg !140
  %104 = add i32 %96, 1088, !dbg !141
  %t461 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %104, !dbg !141
  store i32 %t305, ptr addrspace(3) %t461, align 4, !dbg !141
  %105 = add i32 %95, 1600, !dbg !142
  %t464 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %105, !dbg !142
  store i32 %t290, ptr addrspace(3) %t464, align 4, !dbg !142
  %106 = add i32 %96, 1360, !dbg !143
  %t467 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %106, !dbg !143
  store i32 %t306, ptr addrspace(3) %t467, align 4, !dbg !143
  %107 = add i32 %95, 1920, !dbg !144
  %t470 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %107, !dbg !144
  store i32 %t291, ptr addrspace(3) %t470, align 4, !dbg !144
  %108 = add i32 %96, 1632, !dbg !145
  %t473 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %108, !dbg !145
  store i32 %t307, ptr addrspace(3) %t473, align 4, !dbg !145
  %109 = add i32 %95, 2240, !dbg !146
  %t476 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %109, !dbg !146
  store i32 %t292, ptr addrspace(3) %t476, align 4, !dbg !146
  %110 = add i32 %96, 1904, !dbg !147
  %t479 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %110, !dbg !147
  store i32 %t308, ptr addrspace(3) %t479, align 4, !dbg !147
  %111 = add i32 %95, 2560, !dbg !148
  %t482 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %111, !dbg !148
  store i32 %t293, ptr addrspace(3) %t482, align 4, !dbg !148
  %112 = add i32 %96, 2176, !dbg !149
  %t485 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %112, !dbg !149
  store i32 %t309, ptr addrspace(3) %t485, align 4, !dbg !149
  %113 = add i32 %95, 2880, !dbg !150
  %t488 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %113, !dbg !150
  store i32 %t294, ptr addrspace(3) %t488, align 4, !dbg !150
  %114 = add i32 %96, 2448, !dbg !151
  %t491 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %114, !dbg !151
  store i32 %t310, ptr addrspace(3) %t491, align 4, !dbg !151
  %115 = add i32 %95, 3200, !dbg !152
  %t494 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %115, !dbg !152
  store i32 %t295, ptr addrspace(3) %t494, align 4, !dbg !152
  %116 = add i32 %96, 2720, !dbg !153
  %t497 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %116, !dbg !153
  store i32 %t311, ptr addrspace(3) %t497, align 4, !dbg !153
  %117 = add i32 %95, 3520, !dbg !154
  %t500 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %117, !dbg !154
  store i32 %t296, ptr addrspace(3) %t500, align 4, !dbg !154
  %118 = add i32 %96, 2992, !dbg !155
  %t503 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %118, !dbg !155
  store i32 %t312, ptr addrspace(3) %t503, align 4, !dbg !155
  %119 = add i32 %95, 3840, !dbg !156
  %t506 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %119, !dbg !156
  store i32 %t297, ptr addrspace(3) %t506, align 4, !dbg !156
  %120 = add i32 %96, 3264, !dbg !157
  %t509 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %120, !dbg !157
  store i32 %t313, ptr addrspace(3) %t509, align 4, !dbg !157
  %121 = add i32 %95, 4160, !dbg !158
  %t512 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %121, !dbg !158
  store i32 %t298, ptr addrspace(3) %t512, align 4, !dbg !158
  %122 = add i32 %96, 3536, !dbg !159
  %t515 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %122, !dbg !159
  store i32 %t314, ptr addrspace(3) %t515, align 4, !dbg !159
  %123 = add i32 %95, 4480, !dbg !160
  %t518 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %123, !dbg !160
  store i32 %t299, ptr addrspace(3) %t518, align 4, !dbg !160
  %124 = add i32 %96, 3808, !dbg !161
  %t521 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %124, !dbg !161
  store i32 %t315, ptr addrspace(3) %t521, align 4, !dbg !161
  %125 = add i32 %95, 4800, !dbg !162
  %t524 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %125, !dbg !162
  store i32 %t300, ptr addrspace(3) %t524, align 4, !dbg !162
  %126 = add i32 %96, 4080, !dbg !163
  %t527 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %126, !dbg !163
  store i32 %t316, ptr addrspace(3) %t527, align 4, !dbg !163
  br label %b7, !dbg !163

b7:                                               ; preds = %b6, %frag.join.994
  fence syncscope("workgroup") release, !dbg !164
  tail call void @llvm.amdgcn.s.barrier(), !dbg !164
  fence syncscope("workgroup") acquire, !dbg !164
  %t529 = add nuw nsw i64 %t153, 1, !dbg !164
  %t530.not.not = icmp slt i64 %t153, %t66, !dbg !164
  br i1 %t530.not.not, label %b1, label %b8, !dbg !164, !llvm.loop !196

b8:                                               ; preds = %b7, %b7.peel, %entry
  %t531 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1080, %b7 ]
  %t532 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1221, %b7 ]
  %t533 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1362, %b7 ]
  %t534 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1503, %b7 ]
  %t535 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1107, %b7 ]
  %t536 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1248, %b7 ]
  %t537 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1389, %b7 ]
  %t538 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1530, %b7 ]
  %t539 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1134, %b7 ]
  %t540 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1275, %b7 ]
  %t541 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1416, %b7 ]
  %t542 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1557, %b7 ]
  %t543 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1161, %b7 ]
  %t544 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1302, %b7 ]
  %t545 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1443, %b7 ]
  %t546 = phi { [8 x float] } [ zeroinitializer, %entry ], [ zeroinitializer, %b7.peel ], [ %.1584, %b7 ]
  %t547 = add nsw i64 %t11, %t17, !dbg !198
  %t548 = mul i64 %t547, %a10, !dbg !199
  %t549 = add i64 %t14, %t20, !dbg !200
  %t550 = add i64 %t549, %t548, !dbg !201
  %t552 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t550, !dbg !202
  %.1586 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !202
  %.1587 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.1586), !dbg !202
  %.1590 = and i32 %.1587, 15, !dbg !202
  %.1591 = zext i32 %.1590 to i64, !dbg !202
  %127 = lshr i32 %.1587, 2, !dbg !202
  %128 = and i32 %127, 1073741820, !dbg !202
  %.1592 = zext i32 %128 to i64, !dbg !202
  %.1593 = mul i64 %.1592, %a10, !dbg !202
  %.1594 = add i64 %.1593, %.1591, !dbg !202
  %.1595 = extractvalue { [8 x float] } %t531, 0, 0, !dbg !202
  %.1596 = getelementptr inbounds float, ptr addrspace(1) %t552, i64 %.1594
  store float %.1595, ptr addrspace(1) %.1596, align 4, !dbg !202
  %.1597 = extractvalue { [8 x float] } %t531, 0, 1, !dbg !202
  %.1599 = add i64 %.1594, %a10, !dbg !202
  %.1600 = getelementptr inbounds float, ptr addrspace(1) %t552, i64 %.1599
  store float %.1597, ptr addrspace(1) %.1600, align 4, !dbg !202
  %.1601 = extractvalue { [8 x float] } %t531, 0, 2, !dbg !202
  %.1603 = add i64 %.1594, %t42, !dbg !202
  %.1604 = getelementptr inbounds float, ptr addrspace(1) %t552, i64 %.1603
  store float %.1601, ptr addrspace(1) %.1604, align 4, !dbg !202
  %.1605 = extractvalue { [8 x float] } %t531, 0, 3, !dbg !202
  %.1606 = mul i64 %a10, 3, !dbg !202
  %.1607 = add i64 %.1594, %.1606, !dbg !202
  %.1608 = getelementptr inbounds float, ptr addrspace(1) %t552, i64 %.1607
  store float %.1605, ptr addrspace(1) %.1608, align 4, !dbg !202
  %t554 = or i64 %t550, 16, !dbg !203
  %t555 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t554, !dbg !204
  %.1618 = extractvalue { [8 x float] } %t532, 0, 0, !dbg !204
  %.1619 = getelementptr inbounds float, ptr addrspace(1) %t555, i64 %.1594
  store float %.1618, ptr addrspace(1) %.1619, align 4, !dbg !204
  %.1620 = extractvalue { [8 x float] } %t532, 0, 1, !dbg !204
  %.1623 = getelementptr inbounds float, ptr addrspace(1) %t555, i64 %.1599
  store float %.1620, ptr addrspace(1) %.1623, align 4, !dbg !204
  %.1624 = extractvalue { [8 x float] } %t532, 0, 2, !dbg !204
  %.1627 = getelementptr inbounds float, ptr addrspace(1) %t555, i64 %.1603
  store float %.1624, ptr addrspace(1) %.1627, align 4, !dbg !204
  %.1628 = extractvalue { [8 x float] } %t532, 0, 3, !dbg !204
  %.1631 = getelementptr inbounds float, ptr addrspace(1) %t555, i64 %.1607
  store float %.1628, ptr addrspace(1) %.1631, align 4, !dbg !204
  %t557 = or i64 %t550, 32, !dbg !205
  %t558 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t557, !dbg !206
  %.1641 = extractvalue { [8 x float] } %t533, 0, 0, !dbg !206
  %.1642 = getelementptr inbounds float, ptr addrspace(1) %t558, i64 %.1594
  store float %.1641, ptr addrspace(1) %.1642, align 4, !dbg !206
  %.1643 = extractvalue { [8 x float] } %t533, 0, 1, !dbg !206
  %.1646 = getelementptr inbounds float, ptr addrspace(1) %t558, i64 %.1599
  store float %.1643, ptr addrspace(1) %.1646, align 4, !dbg !206
  %.1647 = extractvalue { [8 x float] } %t533, 0, 2, !dbg !206
  %.1650 = getelementptr inbounds float, ptr addrspace(1) %t558, i64 %.1603
  store float %.1647, ptr addrspace(1) %.1650, align 4, !dbg !206
  %.1651 = extractvalue { [8 x float] } %t533, 0, 3, !dbg !206
  %.1654 = getelementptr inbounds float, ptr addrspace(1) %t558, i64 %.1607
  store float %.1651, ptr addrspace(1) %.1654, align 4, !dbg !206
  %t560 = or i64 %t550, 48, !dbg !207
  %t561 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t560, !dbg !208
  %.1664 = extractvalue { [8 x float] } %t534, 0, 0, !dbg !208
  %.1665 = getelementptr inbounds float, ptr addrspace(1) %t561, i64 %.1594
  store float %.1664, ptr addrspace(1) %.1665, align 4, !dbg !208
  %.1666 = extractvalue { [8 x float] } %t534, 0, 1, !dbg !208
  %.1669 = getelementptr inbounds float, ptr addrspace(1) %t561, i64 %.1599
  store float %.1666, ptr addrspace(1) %.1669, align 4, !dbg !208
  %.1670 = extractvalue { [8 x float] } %t534, 0, 2, !dbg !208
  %.1673 = getelementptr inbounds float, ptr addrspace(1) %t561, i64 %.1603
  store float %.1670, ptr addrspace(1) %.1673, align 4, !dbg !208
  %.1674 = extractvalue { [8 x float] } %t534, 0, 3, !dbg !208
  %.1677 = getelementptr inbounds float, ptr addrspace(1) %t561, i64 %.1607
  store float %.1674, ptr addrspace(1) %.1677, align 4, !dbg !208
  %t564 = add i64 %t550, %t85, !dbg !209
  %t565 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t564, !dbg !202
  %.1687 = extractvalue { [8 x float] } %t535, 0, 0, !dbg !202
  %.1688 = getelementptr inbounds float, ptr addrspace(1) %t565, i64 %.1594
  store float %.1687, ptr addrspace(1) %.1688, align 4, !dbg !202
  %.1689 = extractvalue { [8 x float] } %t535, 0, 1, !dbg !202
  %.1692 = getelementptr inbounds float, ptr addrspace(1) %t565, i64 %.1599
  store float %.1689, ptr addrspace(1) %.1692, align 4, !dbg !202
  %.1693 = extractvalue { [8 x float] } %t535, 0, 2, !dbg !202
  %.1696 = getelementptr inbounds float, ptr addrspace(1) %t565, i64 %.1603
  store float %.1693, ptr addrspace(1) %.1696, align 4, !dbg !202
  %.1697 = extractvalue { [8 x float] } %t535, 0, 3, !dbg !202
  %.1700 = getelementptr inbounds float, ptr addrspace(1) %t565, i64 %.1607
  store float %.1697, ptr addrspace(1) %.1700, align 4, !dbg !202
  %t567 = add i64 %t564, 16, !dbg !203
  %t568 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t567, !dbg !204
  %.1710 = extractvalue { [8 x float] } %t536, 0, 0, !dbg !204
  %.1711 = getelementptr inbounds float, ptr addrspace(1) %t568, i64 %.1594
  store float %.1710, ptr addrspace(1) %.1711, align 4, !dbg !204
  %.1712 = extractvalue { [8 x float] } %t536, 0, 1, !dbg !204
  %.1715 = getelementptr inbounds float, ptr addrspace(1) %t568, i64 %.1599
  store float %.1712, ptr addrspace(1) %.1715, align 4, !dbg !204
  %.1716 = extractvalue { [8 x float] } %t536, 0, 2, !dbg !204
  %.1719 = getelementptr inbounds float, ptr addrspace(1) %t568, i64 %.1603
  store float %.1716, ptr addrspace(1) %.1719, align 4, !dbg !204
  %.1720 = extractvalue { [8 x float] } %t536, 0, 3, !dbg !204
  %.1723 = getelementptr inbounds float, ptr addrspace(1) %t568, i64 %.1607
  store float %.1720, ptr addrspace(1) %.1723, align 4, !dbg !204
  %t570 = add i64 %t564, 32, !dbg !205
  %t571 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t570, !dbg !206
  %.1733 = extractvalue { [8 x float] } %t537, 0, 0, !dbg !206
  %.1734 = getelementptr inbounds float, ptr addrspace(1) %t571, i64 %.1594
  store float %.1733, ptr addrspace(1) %.1734, align 4, !dbg !206
  %.1735 = extractvalue { [8 x float] } %t537, 0, 1, !dbg !206
  %.1738 = getelementptr inbounds float, ptr addrspace(1) %t571, i64 %.1599
  store float %.1735, ptr addrspace(1) %.1738, align 4, !dbg !206
  %.1739 = extractvalue { [8 x float] } %t537, 0, 2, !dbg !206
  %.1742 = getelementptr inbounds float, ptr addrspace(1) %t571, i64 %.1603
  store float %.1739, ptr addrspace(1) %.1742, align 4, !dbg !206
  %.1743 = extractvalue { [8 x float] } %t537, 0, 3, !dbg !206
  %.1746 = getelementptr inbounds float, ptr addrspace(1) %t571, i64 %.1607
  store float %.1743, ptr addrspace(1) %.1746, align 4, !dbg !206
  %t573 = add i64 %t564, 48, !dbg !207
  %t574 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t573, !dbg !208
  %.1756 = extractvalue { [8 x float] } %t538, 0, 0, !dbg !208
  %.1757 = getelementptr inbounds float, ptr addrspace(1) %t574, i64 %.1594
  store float %.1756, ptr addrspace(1) %.1757, align 4, !dbg !208
  %.1758 = extractvalue { [8 x float] } %t538, 0, 1, !dbg !208
  %.1761 = getelementptr inbounds float, ptr addrspace(1) %t574, i64 %.1599
  store float %.1758, ptr addrspace(1) %.1761, align 4, !dbg !208
  %.1762 = extractvalue { [8 x float] } %t538, 0, 2, !dbg !208
  %.1765 = getelementptr inbounds float, ptr addrspace(1) %t574, i64 %.1603
  store float %.1762, ptr addrspace(1) %.1765, align 4, !dbg !208
  %.1766 = extractvalue { [8 x float] } %t538, 0, 3, !dbg !208
  %.1769 = getelementptr inbounds float, ptr addrspace(1) %t574, i64 %.1607
  store float %.1766, ptr addrspace(1) %.1769, align 4, !dbg !208
  %t576 = shl i64 %a10, 5, !dbg !210
  %t577 = add i64 %t550, %t576, !dbg !211
  %t578 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t577, !dbg !202
  %.1779 = extractvalue { [8 x float] } %t539, 0, 0, !dbg !202
  %.1780 = getelementptr inbounds float, ptr addrspace(1) %t578, i64 %.1594
  store float %.1779, ptr addrspace(1) %.1780, align 4, !dbg !202
  %.1781 = extractvalue { [8 x float] } %t539, 0, 1, !dbg !202
  %.1784 = getelementptr inbounds float, ptr addrspace(1) %t578, i64 %.1599
  store float %.1781, ptr addrspace(1) %.1784, align 4, !dbg !202
  %.1785 = extractvalue { [8 x float] } %t539, 0, 2, !dbg !202
  %.1788 = getelementptr inbounds float, ptr addrspace(1) %t578, i64 %.1603
  store float %.1785, ptr addrspace(1) %.1788, align 4, !dbg !202
  %.1789 = extractvalue { [8 x float] } %t539, 0, 3, !dbg !202
  %.1792 = getelementptr inbounds float, ptr addrspace(1) %t578, i64 %.1607
  store float %.1789, ptr addrspace(1) %.1792, align 4, !dbg !202
  %t580 = or i64 %t577, 16, !dbg !203
  %t581 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t580, !dbg !204
  %.1802 = extractvalue { [8 x float] } %t540, 0, 0, !dbg !204
  %.1803 = getelementptr inbounds float, ptr addrspace(1) %t581, i64 %.1594
  store float %.1802, ptr addrspace(1) %.1803, align 4, !dbg !204
  %.1804 = extractvalue { [8 x float] } %t540, 0, 1, !dbg !204
  %.1807 = getelementptr inbounds float, ptr addrspace(1) %t581, i64 %.1599
  store float %.1804, ptr addrspace(1) %.1807, align 4, !dbg !204
  %.1808 = extractvalue { [8 x float] } %t540, 0, 2, !dbg !204
  %.1811 = getelementptr inbounds float, ptr addrspace(1) %t581, i64 %.1603
  store float %.1808, ptr addrspace(1) %.1811, align 4, !dbg !204
  %.1812 = extractvalue { [8 x float] } %t540, 0, 3, !dbg !204
  %.1815 = getelementptr inbounds float, ptr addrspace(1) %t581, i64 %.1607
  store float %.1812, ptr addrspace(1) %.1815, align 4, !dbg !204
  %t583 = add i64 %t577, 32, !dbg !205
  %t584 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t583, !dbg !206
  %.1825 = extractvalue { [8 x float] } %t541, 0, 0, !dbg !206
  %.1826 = getelementptr inbounds float, ptr addrspace(1) %t584, i64 %.1594
  store float %.1825, ptr addrspace(1) %.1826, align 4, !dbg !206
  %.1827 = extractvalue { [8 x float] } %t541, 0, 1, !dbg !206
  %.1830 = getelementptr inbounds float, ptr addrspace(1) %t584, i64 %.1599
  store float %.1827, ptr addrspace(1) %.1830, align 4, !dbg !206
  %.1831 = extractvalue { [8 x float] } %t541, 0, 2, !dbg !206
  %.1834 = getelementptr inbounds float, ptr addrspace(1) %t584, i64 %.1603
  store float %.1831, ptr addrspace(1) %.1834, align 4, !dbg !206
  %.1835 = extractvalue { [8 x float] } %t541, 0, 3, !dbg !206
  %.1838 = getelementptr inbounds float, ptr addrspace(1) %t584, i64 %.1607
  store float %.1835, ptr addrspace(1) %.1838, align 4, !dbg !206
  %t586 = add i64 %t577, 48, !dbg !207
  %t587 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t586, !dbg !208
  %.1848 = extractvalue { [8 x float] } %t542, 0, 0, !dbg !208
  %.1849 = getelementptr inbounds float, ptr addrspace(1) %t587, i64 %.1594
  store float %.1848, ptr addrspace(1) %.1849, align 4, !dbg !208
  %.1850 = extractvalue { [8 x float] } %t542, 0, 1, !dbg !208
  %.1853 = getelementptr inbounds float, ptr addrspace(1) %t587, i64 %.1599
  store float %.1850, ptr addrspace(1) %.1853, align 4, !dbg !208
  %.1854 = extractvalue { [8 x float] } %t542, 0, 2, !dbg !208
  %.1857 = getelementptr inbounds float, ptr addrspace(1) %t587, i64 %.1603
  store float %.1854, ptr addrspace(1) %.1857, align 4, !dbg !208
  %.1858 = extractvalue { [8 x float] } %t542, 0, 3, !dbg !208
  %.1861 = getelementptr inbounds float, ptr addrspace(1) %t587, i64 %.1607
  store float %.1858, ptr addrspace(1) %.1861, align 4, !dbg !208
  %t589 = mul i64 %a10, 48, !dbg !212
  %t590 = add i64 %t550, %t589, !dbg !213
  %t591 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t590, !dbg !202
  %.1871 = extractvalue { [8 x float] } %t543, 0, 0, !dbg !202
  %.1872 = getelementptr inbounds float, ptr addrspace(1) %t591, i64 %.1594
  store float %.1871, ptr addrspace(1) %.1872, align 4, !dbg !202
  %.1873 = extractvalue { [8 x float] } %t543, 0, 1, !dbg !202
  %.1876 = getelementptr inbounds float, ptr addrspace(1) %t591, i64 %.1599
  store float %.1873, ptr addrspace(1) %.1876, align 4, !dbg !202
  %.1877 = extractvalue { [8 x float] } %t543, 0, 2, !dbg !202
  %.1880 = getelementptr inbounds float, ptr addrspace(1) %t591, i64 %.1603
  store float %.1877, ptr addrspace(1) %.1880, align 4, !dbg !202
  %.1881 = extractvalue { [8 x float] } %t543, 0, 3, !dbg !202
  %.1884 = getelementptr inbounds float, ptr addrspace(1) %t591, i64 %.1607
  store float %.1881, ptr addrspace(1) %.1884, align 4, !dbg !202
  %t593 = add i64 %t590, 16, !dbg !203
  %t594 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t593, !dbg !204
  %.1894 = extractvalue { [8 x float] } %t544, 0, 0, !dbg !204
  %.1895 = getelementptr inbounds float, ptr addrspace(1) %t594, i64 %.1594
  store float %.1894, ptr addrspace(1) %.1895, align 4, !dbg !204
  %.1896 = extractvalue { [8 x float] } %t544, 0, 1, !dbg !204
  %.1899 = getelementptr inbounds float, ptr addrspace(1) %t594, i64 %.1599
  store float %.1896, ptr addrspace(1) %.1899, align 4, !dbg !204
  %.1900 = extractvalue { [8 x float] } %t544, 0, 2, !dbg !204
  %.1903 = getelementptr inbounds float, ptr addrspace(1) %t594, i64 %.1603
  store float %.1900, ptr addrspace(1) %.1903, align 4, !dbg !204
  %.1904 = extractvalue { [8 x float] } %t544, 0, 3, !dbg !204
  %.1907 = getelementptr inbounds float, ptr addrspace(1) %t594, i64 %.1607
  store float %.1904, ptr addrspace(1) %.1907, align 4, !dbg !204
  %t596 = add i64 %t590, 32, !dbg !205
  %t597 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t596, !dbg !206
  %.1917 = extractvalue { [8 x float] } %t545, 0, 0, !dbg !206
  %.1918 = getelementptr inbounds float, ptr addrspace(1) %t597, i64 %.1594
  store float %.1917, ptr addrspace(1) %.1918, align 4, !dbg !206
  %.1919 = extractvalue { [8 x float] } %t545, 0, 1, !dbg !206
  %.1922 = getelementptr inbounds float, ptr addrspace(1) %t597, i64 %.1599
  store float %.1919, ptr addrspace(1) %.1922, align 4, !dbg !206
  %.1923 = extractvalue { [8 x float] } %t545, 0, 2, !dbg !206
  %.1926 = getelementptr inbounds float, ptr addrspace(1) %t597, i64 %.1603
  store float %.1923, ptr addrspace(1) %.1926, align 4, !dbg !206
  %.1927 = extractvalue { [8 x float] } %t545, 0, 3, !dbg !206
  %.1930 = getelementptr inbounds float, ptr addrspace(1) %t597, i64 %.1607
  store float %.1927, ptr addrspace(1) %.1930, align 4, !dbg !206
  %t599 = add i64 %t590, 48, !dbg !207
  %t600 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t599, !dbg !208
  %.1940 = extractvalue { [8 x float] } %t546, 0, 0, !dbg !208
  %.1941 = getelementptr inbounds float, ptr addrspace(1) %t600, i64 %.1594
  store float %.1940, ptr addrspace(1) %.1941, align 4, !dbg !208
  %.1942 = extractvalue { [8 x float] } %t546, 0, 1, !dbg !208
  %.1945 = getelementptr inbounds float, ptr addrspace(1) %t600, i64 %.1599
  store float %.1942, ptr addrspace(1) %.1945, align 4, !dbg !208
  %.1946 = extractvalue { [8 x float] } %t546, 0, 2, !dbg !208
  %.1949 = getelementptr inbounds float, ptr addrspace(1) %t600, i64 %.1603
  store float %.1946, ptr addrspace(1) %.1949, align 4, !dbg !208
  %.1950 = extractvalue { [8 x float] } %t546, 0, 3, !dbg !208
  %.1953 = getelementptr inbounds float, ptr addrspace(1) %t600, i64 %.1607
  store float %.1950, ptr addrspace(1) %.1953, align 4, !dbg !208
  ret void, !dbg !214
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
!17 = !DILocation(line: 67, column: 16, scope: !4)
!18 = !DILocation(line: 68, column: 15, scope: !4)
!19 = !DILocation(line: 68, column: 11, scope: !4)
!20 = !DILocation(line: 68, column: 25, scope: !4)
!21 = !DILocation(line: 68, column: 36, scope: !4)
!22 = !DILocation(line: 68, column: 31, scope: !4)
!23 = !DILocation(line: 68, column: 28, scope: !4)
!24 = !DILocation(line: 69, column: 11, scope: !4)
!25 = !DILocation(line: 69, column: 36, scope: !4)
!26 = !DILocation(line: 69, column: 31, scope: !4)
!27 = !DILocation(line: 70, column: 24, scope: !4)
!28 = !DILocation(line: 70, column: 40, scope: !4)
!29 = !DILocation(line: 71, column: 20, scope: !4)
!30 = !DILocation(line: 71, column: 25, scope: !4)
!31 = !DILocation(line: 72, column: 20, scope: !4)
!32 = !DILocation(line: 72, column: 25, scope: !4)
!33 = !DILocation(line: 81, column: 13, scope: !4)
!34 = !DILocation(line: 89, column: 23, scope: !4)
!35 = !DILocation(line: 90, column: 21, scope: !4)
!36 = !DILocation(line: 95, column: 31, scope: !4)
!37 = !DILocation(line: 95, column: 55, scope: !4)
!38 = !DILocation(line: 96, column: 31, scope: !4)
!39 = !DILocation(line: 96, column: 55, scope: !4)
!40 = !DILocation(line: 97, column: 31, scope: !4)
!41 = !DILocation(line: 97, column: 55, scope: !4)
!42 = !DILocation(line: 98, column: 31, scope: !4)
!43 = !DILocation(line: 98, column: 55, scope: !4)
!44 = !DILocation(line: 99, column: 31, scope: !4)
!45 = !DILocation(line: 99, column: 55, scope: !4)
!46 = !DILocation(line: 100, column: 31, scope: !4)
!47 = !DILocation(line: 100, column: 55, scope: !4)
!48 = !DILocation(line: 101, column: 31, scope: !4)
!49 = !DILocation(line: 101, column: 55, scope: !4)
!50 = !DILocation(line: 102, column: 31, scope: !4)
!51 = !DILocation(line: 102, column: 55, scope: !4)
!52 = !DILocation(line: 103, column: 34, scope: !4)
!53 = !DILocation(line: 103, column: 59, scope: !4)
!54 = !DILocation(line: 104, column: 34, scope: !4)
!55 = !DILocation(line: 104, column: 59, scope: !4)
!56 = !DILocation(line: 105, column: 34, scope: !4)
!57 = !DILocation(line: 105, column: 59, scope: !4)
!58 = !DILocation(line: 106, column: 34, scope: !4)
!59 = !DILocation(line: 106, column: 59, scope: !4)
!60 = !DILocation(line: 107, column: 34, scope: !4)
!61 = !DILocation(line: 107, column: 59, scope: !4)
!62 = !DILocation(line: 108, column: 34, scope: !4)
!63 = !DILocation(line: 108, column: 59, scope: !4)
!64 = !DILocation(line: 111, column: 35, scope: !4)
!65 = !DILocation(line: 90, column: 25, scope: !4)
!66 = !DILocation(line: 90, column: 12, scope: !4)
!67 = !DILocation(line: 92, column: 16, scope: !4)
!68 = !DILocation(line: 92, column: 23, scope: !4)
!69 = !DILocation(line: 93, column: 23, scope: !4)
!70 = !DILocation(line: 93, column: 47, scope: !4)
!71 = !DILocation(line: 94, column: 29, scope: !4)
!72 = !DILocation(line: 94, column: 23, scope: !4)
!73 = !DILocation(line: 94, column: 53, scope: !4)
!74 = !DILocation(line: 94, column: 47, scope: !4)
!75 = !DILocation(line: 95, column: 29, scope: !4)
!76 = !DILocation(line: 95, column: 23, scope: !4)
!77 = !DILocation(line: 95, column: 53, scope: !4)
!78 = !DILocation(line: 95, column: 47, scope: !4)
!79 = !DILocation(line: 96, column: 29, scope: !4)
!80 = !DILocation(line: 96, column: 23, scope: !4)
!81 = !DILocation(line: 96, column: 53, scope: !4)
!82 = !DILocation(line: 96, column: 47, scope: !4)
!83 = !DILocation(line: 97, column: 29, scope: !4)
!84 = !DILocation(line: 97, column: 23, scope: !4)
!85 = !DILocation(line: 97, column: 53, scope: !4)
!86 = !DILocation(line: 97, column: 47, scope: !4)
!87 = !DILocation(line: 98, column: 29, scope: !4)
!88 = !DILocation(line: 98, column: 23, scope: !4)
!89 = !DILocation(line: 98, column: 53, scope: !4)
!90 = !DILocation(line: 98, column: 47, scope: !4)
!91 = !DILocation(line: 99, column: 29, scope: !4)
!92 = !DILocation(line: 99, column: 23, scope: !4)
!93 = !DILocation(line: 99, column: 53, scope: !4)
!94 = !DILocation(line: 99, column: 47, scope: !4)
!95 = !DILocation(line: 100, column: 29, scope: !4)
!96 = !DILocation(line: 100, column: 23, scope: !4)
!97 = !DILocation(line: 100, column: 53, scope: !4)
!98 = !DILocation(line: 100, column: 47, scope: !4)
!99 = !DILocation(line: 101, column: 29, scope: !4)
!100 = !DILocation(line: 101, column: 23, scope: !4)
!101 = !DILocation(line: 101, column: 53, scope: !4)
!102 = !DILocation(line: 101, column: 47, scope: !4)
!103 = !DILocation(line: 102, column: 29, scope: !4)
!104 = !DILocation(line: 102, column: 23, scope: !4)
!105 = !DILocation(line: 102, column: 53, scope: !4)
!106 = !DILocation(line: 102, column: 47, scope: !4)
!107 = !DILocation(line: 103, column: 31, scope: !4)
!108 = !DILocation(line: 103, column: 25, scope: !4)
!109 = !DILocation(line: 103, column: 56, scope: !4)
!110 = !DILocation(line: 103, column: 50, scope: !4)
!111 = !DILocation(line: 104, column: 31, scope: !4)
!112 = !DILocation(line: 104, column: 25, scope: !4)
!113 = !DILocation(line: 104, column: 56, scope: !4)
!114 = !DILocation(line: 104, column: 50, scope: !4)
!115 = !DILocation(line: 105, column: 31, scope: !4)
!116 = !DILocation(line: 105, column: 25, scope: !4)
!117 = !DILocation(line: 105, column: 56, scope: !4)
!118 = !DILocation(line: 105, column: 50, scope: !4)
!119 = !DILocation(line: 106, column: 31, scope: !4)
!120 = !DILocation(line: 106, column: 25, scope: !4)
!121 = !DILocation(line: 106, column: 56, scope: !4)
!122 = !DILocation(line: 106, column: 50, scope: !4)
!123 = !DILocation(line: 107, column: 31, scope: !4)
!124 = !DILocation(line: 107, column: 25, scope: !4)
!125 = !DILocation(line: 107, column: 56, scope: !4)
!126 = !DILocation(line: 107, column: 50, scope: !4)
!127 = !DILocation(line: 108, column: 31, scope: !4)
!128 = !DILocation(line: 108, column: 25, scope: !4)
!129 = !DILocation(line: 108, column: 56, scope: !4)
!130 = !DILocation(line: 108, column: 50, scope: !4)
!131 = !DILocation(line: 80, column: 23, scope: !4)
!132 = !DILocation(line: 143, column: 15, scope: !4)
!133 = !DILocation(line: 144, column: 15, scope: !4)
!134 = !DILocation(line: 145, column: 15, scope: !4)
!135 = !DILocation(line: 146, column: 15, scope: !4)
!136 = !DILocation(line: 147, column: 15, scope: !4)
!137 = !DILocation(line: 148, column: 15, scope: !4)
!138 = !DILocation(line: 149, column: 15, scope: !4)
!139 = !DILocation(line: 150, column: 15, scope: !4)
!140 = !DILocation(line: 151, column: 15, scope: !4)
!141 = !DILocation(line: 152, column: 15, scope: !4)
!142 = !DILocation(line: 153, column: 15, scope: !4)
!143 = !DILocation(line: 154, column: 15, scope: !4)
!144 = !DILocation(line: 155, column: 15, scope: !4)
!145 = !DILocation(line: 156, column: 15, scope: !4)
!146 = !DILocation(line: 157, column: 15, scope: !4)
!147 = !DILocation(line: 158, column: 15, scope: !4)
!148 = !DILocation(line: 159, column: 15, scope: !4)
!149 = !DILocation(line: 160, column: 15, scope: !4)
!150 = !DILocation(line: 161, column: 15, scope: !4)
!151 = !DILocation(line: 162, column: 15, scope: !4)
!152 = !DILocation(line: 163, column: 15, scope: !4)
!153 = !DILocation(line: 164, column: 15, scope: !4)
!154 = !DILocation(line: 165, column: 15, scope: !4)
!155 = !DILocation(line: 166, column: 15, scope: !4)
!156 = !DILocation(line: 167, column: 15, scope: !4)
!157 = !DILocation(line: 168, column: 15, scope: !4)
!158 = !DILocation(line: 169, column: 15, scope: !4)
!159 = !DILocation(line: 170, column: 15, scope: !4)
!160 = !DILocation(line: 171, column: 15, scope: !4)
!161 = !DILocation(line: 172, column: 15, scope: !4)
!162 = !DILocation(line: 173, column: 15, scope: !4)
!163 = !DILocation(line: 174, column: 15, scope: !4)
!164 = !DILocation(line: 176, column: 16, scope: !4)
!165 = !DILocation(line: 0, scope: !4)
!166 = !DILocation(line: 111, column: 20, scope: !4)
!167 = !DILocation(line: 111, column: 28, scope: !4)
!168 = !DILocation(line: 111, column: 32, scope: !4)
!169 = !DILocation(line: 111, column: 55, scope: !4)
!170 = !DILocation(line: 111, column: 59, scope: !4)
!171 = !DILocation(line: 116, column: 20, scope: !4)
!172 = !DILocation(line: 117, column: 20, scope: !4)
!173 = !DILocation(line: 118, column: 20, scope: !4)
!174 = !DILocation(line: 119, column: 20, scope: !4)
!175 = !DILocation(line: 120, column: 20, scope: !4)
!176 = !DILocation(line: 188, column: 17, scope: !4)
!177 = !DILocation(line: 188, column: 41, scope: !4)
!178 = !DILocation(line: 188, column: 65, scope: !4)
!179 = !DILocation(line: 188, column: 89, scope: !4)
!180 = !DILocation(line: 122, column: 20, scope: !4)
!181 = !DILocation(line: 124, column: 20, scope: !4)
!182 = !DILocation(line: 126, column: 20, scope: !4)
!183 = !DILocation(line: 128, column: 19, scope: !4)
!184 = !DILocation(line: 129, column: 19, scope: !4)
!185 = !DILocation(line: 130, column: 19, scope: !4)
!186 = !DILocation(line: 131, column: 19, scope: !4)
!187 = !DILocation(line: 132, column: 19, scope: !4)
!188 = !DILocation(line: 134, column: 19, scope: !4)
!189 = !DILocation(line: 136, column: 19, scope: !4)
!190 = !DILocation(line: 138, column: 19, scope: !4)
!191 = !DILocation(line: 142, column: 16, scope: !4)
!192 = !DILocation(line: 142, column: 24, scope: !4)
!193 = !DILocation(line: 142, column: 28, scope: !4)
!194 = !DILocation(line: 142, column: 43, scope: !4)
!195 = !DILocation(line: 142, column: 47, scope: !4)
!196 = distinct !{!196, !197}
!197 = !{!"llvm.loop.peeled.count", i32 1}
!198 = !DILocation(line: 178, column: 11, scope: !4)
!199 = !DILocation(line: 178, column: 15, scope: !4)
!200 = !DILocation(line: 178, column: 18, scope: !4)
!201 = !DILocation(line: 178, column: 23, scope: !4)
!202 = !DILocation(line: 193, column: 13, scope: !4)
!203 = !DILocation(line: 194, column: 23, scope: !4)
!204 = !DILocation(line: 194, column: 13, scope: !4)
!205 = !DILocation(line: 195, column: 23, scope: !4)
!206 = !DILocation(line: 195, column: 13, scope: !4)
!207 = !DILocation(line: 196, column: 23, scope: !4)
!208 = !DILocation(line: 196, column: 13, scope: !4)
!209 = !DILocation(line: 180, column: 17, scope: !4)
!210 = !DILocation(line: 181, column: 20, scope: !4)
!211 = !DILocation(line: 181, column: 17, scope: !4)
!212 = !DILocation(line: 182, column: 20, scope: !4)
!213 = !DILocation(line: 182, column: 17, scope: !4)
!214 = !DILocation(line: 182, column: 8, scope: !4)

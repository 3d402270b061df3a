; kern module github.com/kernlab/kern/examples/memory (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2fexamples_2fmemory_2eReverseGroups.shared.0 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fmemory_2eReverseGroups(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2) local_unnamed_addr #0 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t2 = sext i32 %.4 to i64
  %.5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t4 = sext i32 %.5 to i64
  %.6 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.6, i64 4
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !invariant.load !0
  %t6 = zext i16 %.8 to i64
  %t7 = mul nsw i64 %t6, %t4
  %t8 = add nsw i64 %t7, %t2
  %t10 = icmp slt i64 %t8, %a1
  br i1 %t10, label %b1, label %b2

b1:                                               ; preds = %entry
  %t14 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fmemory_2eReverseGroups.shared.0, i32 %.4
  %t12 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t8
  %.10 = load float, ptr addrspace(1) %t12, align 4, !amdgpu.noclobber !0
  store float %.10, ptr addrspace(3) %t14, align 4
  br label %b2

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t15.neg = mul nsw i64 %t4, -64
  %t16 = add i64 %t15.neg, %a1
  %t17 = tail call i64 @llvm.smin.i64(i64 %t16, i64 64)
  %t18 = icmp sgt i64 %t17, %t2
  br i1 %t18, label %b3, label %b4

b3:                                               ; preds = %b2
  %t24 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t8
  %0 = xor i64 %t2, -1
  %t20 = add i64 %t17, %0
  %1 = trunc i64 %t20 to i32
  %t21 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fmemory_2eReverseGroups.shared.0, i32 %1
  %.11 = load float, ptr addrspace(3) %t21, align 4
  store float %.11, ptr addrspace(1) %t24, align 4
  br label %b4

b4:                                               ; preds = %b3, %b2
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fmemory_2eScale(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, float %a3) local_unnamed_addr #1 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t1 = sext i32 %.4 to i64
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !invariant.load !0
  %.8 = zext i16 %.7 to i32
  %t3 = zext i16 %.7 to i64
  %t4 = mul nsw i64 %t3, %t1
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t6 = sext i32 %.9 to i64
  %t7 = add nsw i64 %t4, %t6
  %.11 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 12
  %.12 = load i32, ptr addrspace(4) %.11, align 4, !invariant.load !0
  %.17 = add nsw i32 %.8, -1
  %.18 = add i32 %.17, %.12
  %.19 = udiv i32 %.18, %.8
  %t11 = sext i32 %.19 to i64
  %t12 = mul nsw i64 %t11, %t3
  %t141 = icmp slt i64 %t7, %a1
  br i1 %t141, label %b2, label %b3

b2:                                               ; preds = %entry, %b2
  %t132 = phi i64 [ %t18, %b2 ], [ %t7, %entry ]
  %t15 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t132
  %.20 = load float, ptr addrspace(1) %t15, align 4
  %t17 = fmul float %.20, %a3
  store float %t17, ptr addrspace(1) %t15, align 4
  %t18 = add i64 %t132, %t12
  %t14 = icmp slt i64 %t18, %a1
  br i1 %t14, label %b2, label %b3

b3:                                               ; preds = %b2, %entry
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #2

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smin.i64(i64, i64) #4

attributes #0 = { mustprogress nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { argmemonly nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent mustprogress nounwind willreturn }
attributes #4 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }

!0 = !{}

; kern module github.com/kernlab/kern/examples/memory (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@"github_2ecom_2fkernlab_2fkern_2fexamples_2fmemory_2eReverseGroups.shared.0" = internal addrspace(3) global [256 x i8] undef, align 4

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2fexamples_2fmemory_2eReverseGroups"(ptr addrspace(1) %a0, i64 %a1, i64 %a2) #0 {
entry:
  %.1 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a0, 0
  %.2 = insertvalue { ptr addrspace(1), i64, i64 } %.1, i64 %a1, 1
  %.3 = insertvalue { ptr addrspace(1), i64, i64 } %.2, i64 %a2, 2
  br label %b0

b0:
  %.4 = call i32 @llvm.amdgcn.workitem.id.x()
  %t2 = sext i32 %.4 to i64
  %.5 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t4 = sext i32 %.5 to i64
  %.6 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.6, i64 4
  %.8 = load i16, ptr addrspace(4) %.7, align 2, !invariant.load !0
  %.9 = zext i16 %.8 to i32
  %t6 = sext i32 %.9 to i64
  %t7 = mul i64 %t4, %t6
  %t8 = add i64 %t7, %t2
  %t9 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 1
  %t10 = icmp slt i64 %t8, %t9
  br i1 %t10, label %b1, label %b2

b1:
  %t11 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 0
  %t12 = getelementptr inbounds float, ptr addrspace(1) %t11, i64 %t8
  %.10 = load float, ptr addrspace(1) %t12, align 4
  %t14 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fexamples_2fmemory_2eReverseGroups.shared.0", i64 %t2
  store float %.10, ptr addrspace(3) %t14, align 4
  br label %b2

b2:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t15 = mul i64 %t4, 64
  %t16 = sub i64 %t9, %t15
  %t17 = call i64 @llvm.smin.i64(i64 64, i64 %t16)
  %t18 = icmp slt i64 %t2, %t17
  br i1 %t18, label %b3, label %b4

b3:
  %t19 = sub i64 %t17, 1
  %t20 = sub i64 %t19, %t2
  %t21 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fexamples_2fmemory_2eReverseGroups.shared.0", i64 %t20
  %.11 = load float, ptr addrspace(3) %t21, align 4
  %t23 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 0
  %t24 = getelementptr inbounds float, ptr addrspace(1) %t23, i64 %t8
  store float %.11, ptr addrspace(1) %t24, align 4
  br label %b4

b4:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2fexamples_2fmemory_2eScale"(ptr addrspace(1) %a0, i64 %a1, i64 %a2, float %a3) #0 {
entry:
  %.1 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a0, 0
  %.2 = insertvalue { ptr addrspace(1), i64, i64 } %.1, i64 %a1, 1
  %.3 = insertvalue { ptr addrspace(1), i64, i64 } %.2, i64 %a2, 2
  br label %b0

b0:
  %.4 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t1 = sext i32 %.4 to i64
  %.5 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4
  %.7 = load i16, ptr addrspace(4) %.6, align 2, !invariant.load !0
  %.8 = zext i16 %.7 to i32
  %t3 = sext i32 %.8 to i64
  %t4 = mul i64 %t1, %t3
  %.9 = call i32 @llvm.amdgcn.workitem.id.x()
  %t6 = sext i32 %.9 to i64
  %t7 = add i64 %t4, %t6
  %t8 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 1
  %t9 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 0
  %.10 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.11 = getelementptr inbounds i8, ptr addrspace(4) %.10, i64 12
  %.12 = load i32, ptr addrspace(4) %.11, align 4, !invariant.load !0
  %.13 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.14 = getelementptr inbounds i8, ptr addrspace(4) %.13, i64 4
  %.15 = load i16, ptr addrspace(4) %.14, align 2, !invariant.load !0
  %.16 = zext i16 %.15 to i32
  %.17 = add i32 %.16, -1
  %.18 = add i32 %.12, %.17
  %.19 = udiv i32 %.18, %.16
  %t11 = sext i32 %.19 to i64
  %t12 = mul i64 %t11, %t3
  br label %b1

b1:
  %t13 = phi i64 [ %t7, %b0 ], [ %t18, %b2 ]
  %t14 = icmp slt i64 %t13, %t8
  br i1 %t14, label %b2, label %b3

b2:
  %t15 = getelementptr inbounds float, ptr addrspace(1) %t9, i64 %t13
  %.20 = load float, ptr addrspace(1) %t15, align 4
  %t17 = fmul float %.20, %a3
  store float %t17, ptr addrspace(1) %t15, align 4
  %t18 = add i64 %t13, %t12
  br label %b1

b3:
  ret void
}

declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare void @llvm.amdgcn.s.barrier()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.smin.i64(i64, i64)

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { alwaysinline nounwind "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }

!0 = !{}

; kern module github.com/kernlab/kern/examples/kernels (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@"github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1.shared.0" = internal addrspace(3) global [1024 x i8] undef, align 4
@"github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1.shared.1" = internal addrspace(3) global [256 x i8] undef, align 4
@"github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2.shared.0" = internal addrspace(3) global [1024 x i8] undef, align 4
@"github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2.shared.1" = internal addrspace(3) global [256 x i8] undef, align 4

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eDoubled"(ptr addrspace(1) %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4) #0 {
entry:
  %.1 = insertvalue { ptr addrspace(1), i64, i64, i64, i64 } poison, ptr addrspace(1) %a0, 0
  %.2 = insertvalue { ptr addrspace(1), i64, i64, i64, i64 } %.1, i64 %a1, 1
  %.3 = insertvalue { ptr addrspace(1), i64, i64, i64, i64 } %.2, i64 %a2, 2
  %.4 = insertvalue { ptr addrspace(1), i64, i64, i64, i64 } %.3, i64 %a3, 3
  %.5 = insertvalue { ptr addrspace(1), i64, i64, i64, i64 } %.4, i64 %a4, 4
  br label %b0

b0:
  %.6 = call i32 @llvm.amdgcn.workitem.id.x()
  %t1 = sext i32 %.6 to i64
  %.7 = call i32 @llvm.amdgcn.workitem.id.y()
  %t3 = sext i32 %.7 to i64
  %t4 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.5, 1
  %t5 = icmp slt i64 %t1, %t4
  br i1 %t5, label %b1, label %b3

b1:
  %t6 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.5, 2
  %t7 = icmp slt i64 %t3, %t6
  br i1 %t7, label %b2, label %b3

b2:
  %t8 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.5, 3
  %t9 = mul i64 %t1, %t8
  %t10 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.5, 4
  %t11 = mul i64 %t3, %t10
  %t12 = add i64 %t9, %t11
  %t13 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.5, 0
  %t14 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %t12
  %.8 = load float, ptr addrspace(1) %t14, align 4
  %t16 = fmul float %.8, 0x4000000000000000
  store float %t16, ptr addrspace(1) %t14, align 4
  br label %b3

b3:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eDoubledAutoGrid"(ptr addrspace(1) %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4) #0 {
entry:
  %.1 = insertvalue { ptr addrspace(1), i64, i64, i64, i64 } poison, ptr addrspace(1) %a0, 0
  %.2 = insertvalue { ptr addrspace(1), i64, i64, i64, i64 } %.1, i64 %a1, 1
  %.3 = insertvalue { ptr addrspace(1), i64, i64, i64, i64 } %.2, i64 %a2, 2
  %.4 = insertvalue { ptr addrspace(1), i64, i64, i64, i64 } %.3, i64 %a3, 3
  %.5 = insertvalue { ptr addrspace(1), i64, i64, i64, i64 } %.4, i64 %a4, 4
  br label %b0

b0:
  %.6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t1 = sext i32 %.6 to i64
  %.7 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.7, i64 4
  %.9 = load i16, ptr addrspace(4) %.8, align 2, !invariant.load !0
  %.10 = zext i16 %.9 to i32
  %t3 = sext i32 %.10 to i64
  %t4 = mul i64 %t1, %t3
  %.11 = call i32 @llvm.amdgcn.workitem.id.x()
  %t6 = sext i32 %.11 to i64
  %t7 = add i64 %t4, %t6
  %.12 = call i32 @llvm.amdgcn.workgroup.id.y()
  %t9 = sext i32 %.12 to i64
  %.13 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.14 = getelementptr inbounds i8, ptr addrspace(4) %.13, i64 6
  %.15 = load i16, ptr addrspace(4) %.14, align 2, !invariant.load !0
  %.16 = zext i16 %.15 to i32
  %t11 = sext i32 %.16 to i64
  %t12 = mul i64 %t9, %t11
  %.17 = call i32 @llvm.amdgcn.workitem.id.y()
  %t14 = sext i32 %.17 to i64
  %t15 = add i64 %t12, %t14
  %t16 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.5, 1
  %t17 = icmp slt i64 %t7, %t16
  br i1 %t17, label %b1, label %b3

b1:
  %t18 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.5, 2
  %t19 = icmp slt i64 %t15, %t18
  br i1 %t19, label %b2, label %b3

b2:
  %t20 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.5, 3
  %t21 = mul i64 %t7, %t20
  %t22 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.5, 4
  %t23 = mul i64 %t15, %t22
  %t24 = add i64 %t21, %t23
  %t25 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.5, 0
  %t26 = getelementptr inbounds float, ptr addrspace(1) %t25, i64 %t24
  %.18 = load float, ptr addrspace(1) %t26, align 4
  %t28 = fmul float %.18, 0x4000000000000000
  store float %t28, ptr addrspace(1) %t26, align 4
  br label %b3

b3:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eDoubledManCopy"(ptr addrspace(1) %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, ptr addrspace(1) %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9) #0 {
entry:
  %.1 = insertvalue { ptr addrspace(1), i64, i64, i64, i64 } poison, ptr addrspace(1) %a0, 0
  %.2 = insertvalue { ptr addrspace(1), i64, i64, i64, i64 } %.1, i64 %a1, 1
  %.3 = insertvalue { ptr addrspace(1), i64, i64, i64, i64 } %.2, i64 %a2, 2
  %.4 = insertvalue { ptr addrspace(1), i64, i64, i64, i64 } %.3, i64 %a3, 3
  %.5 = insertvalue { ptr addrspace(1), i64, i64, i64, i64 } %.4, i64 %a4, 4
  %.6 = insertvalue { ptr addrspace(1), i64, i64, i64, i64 } poison, ptr addrspace(1) %a5, 0
  %.7 = insertvalue { ptr addrspace(1), i64, i64, i64, i64 } %.6, i64 %a6, 1
  %.8 = insertvalue { ptr addrspace(1), i64, i64, i64, i64 } %.7, i64 %a7, 2
  %.9 = insertvalue { ptr addrspace(1), i64, i64, i64, i64 } %.8, i64 %a8, 3
  %.10 = insertvalue { ptr addrspace(1), i64, i64, i64, i64 } %.9, i64 %a9, 4
  br label %b0

b0:
  %.11 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t1 = sext i32 %.11 to i64
  %.12 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.13 = getelementptr inbounds i8, ptr addrspace(4) %.12, i64 4
  %.14 = load i16, ptr addrspace(4) %.13, align 2, !invariant.load !0
  %.15 = zext i16 %.14 to i32
  %t3 = sext i32 %.15 to i64
  %t4 = mul i64 %t1, %t3
  %.16 = call i32 @llvm.amdgcn.workitem.id.x()
  %t6 = sext i32 %.16 to i64
  %t7 = add i64 %t4, %t6
  %.17 = call i32 @llvm.amdgcn.workgroup.id.y()
  %t9 = sext i32 %.17 to i64
  %.18 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.19 = getelementptr inbounds i8, ptr addrspace(4) %.18, i64 6
  %.20 = load i16, ptr addrspace(4) %.19, align 2, !invariant.load !0
  %.21 = zext i16 %.20 to i32
  %t11 = sext i32 %.21 to i64
  %t12 = mul i64 %t9, %t11
  %.22 = call i32 @llvm.amdgcn.workitem.id.y()
  %t14 = sext i32 %.22 to i64
  %t15 = add i64 %t12, %t14
  %t16 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.5, 1
  %t17 = icmp slt i64 %t7, %t16
  br i1 %t17, label %b1, label %b3

b1:
  %t18 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.5, 2
  %t19 = icmp slt i64 %t15, %t18
  br i1 %t19, label %b2, label %b3

b2:
  %t20 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.5, 3
  %t21 = mul i64 %t7, %t20
  %t22 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.5, 4
  %t23 = mul i64 %t15, %t22
  %t24 = add i64 %t21, %t23
  %t25 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.5, 0
  %t26 = getelementptr inbounds float, ptr addrspace(1) %t25, i64 %t24
  %.23 = load float, ptr addrspace(1) %t26, align 4
  %t28 = fmul float %.23, 0x4000000000000000
  %t29 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.10, 3
  %t30 = mul i64 %t7, %t29
  %t31 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.10, 4
  %t32 = mul i64 %t15, %t31
  %t33 = add i64 %t30, %t32
  %t34 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.10, 0
  %t35 = getelementptr inbounds float, ptr addrspace(1) %t34, i64 %t33
  store float %t28, ptr addrspace(1) %t35, align 4
  br label %b3

b3:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1"(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) %a3) #0 {
entry:
  br label %b0

b0:
  %.1 = call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.6, i64 4
  %.8 = load i16, ptr addrspace(4) %.7, align 2, !invariant.load !0
  %.9 = zext i16 %.8 to i32
  %.10 = add i32 %.9, -1
  %.11 = add i32 %.5, %.10
  %.12 = udiv i32 %.11, %.9
  %t7 = sext i32 %.12 to i64
  %t8 = mul i64 %t5, 256
  %t9 = add i64 %t8, %t3
  %t10 = mul i64 %t7, 256
  %t11 = icmp slt i64 %t9, %a0
  br i1 %t11, label %b1, label %b2

b1:
  %t12 = mul i64 %t9, %a2
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t12
  %.13 = load float, ptr addrspace(1) %t13, align 4
  br label %b2

b2:
  %t15 = phi float [ %.13, %b1 ], [ 0x0000000000000000, %b0 ]
  %t16 = phi i1 [ true, %b1 ], [ false, %b0 ]
  %t17 = add i64 %t9, %t10
  %t18 = mul i64 %t17, %a2
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t18
  %t20 = mul i64 %t10, %a2
  br label %b3

b3:
  %t21 = phi ptr addrspace(1) [ %t19, %b2 ], [ %t28, %b4 ]
  %t22 = phi i64 [ %t17, %b2 ], [ %t27, %b4 ]
  %t23 = phi float [ %t15, %b2 ], [ %t26, %b4 ]
  %t24 = icmp slt i64 %t22, %a0
  br i1 %t24, label %b4, label %b5

b4:
  %.14 = load float, ptr addrspace(1) %t21, align 4
  %t26 = fadd float %t23, %.14
  %t27 = add i64 %t22, %t10
  %t28 = getelementptr inbounds float, ptr addrspace(1) %t21, i64 %t20
  br label %b3

b5:
  %t29 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1.shared.0", i64 %t3
  store float %t23, ptr addrspace(3) %t29, align 4
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1.shared.1", i64 %t3
  %.15 = zext i1 %t16 to i8
  store i8 %.15, ptr addrspace(3) %t30, align 1
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i64 %t3, 128
  br i1 %t31, label %b6, label %b11

b6:
  %t32 = add i64 %t3, 128
  %t33 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1.shared.0", i64 %t32
  %.16 = load float, ptr addrspace(3) %t33, align 4
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1.shared.1", i64 %t32
  %.17 = load i8, ptr addrspace(3) %t35, align 1
  %.18 = icmp ne i8 %.17, 0
  br i1 %.18, label %b7, label %b10

b7:
  br i1 %t16, label %b8, label %b9

b8:
  %t37 = fadd float %t23, %.16
  br label %b9

b9:
  %t38 = phi float [ %t37, %b8 ], [ %.16, %b7 ]
  br label %b10

b10:
  %t39 = phi float [ %t38, %b9 ], [ %t23, %b6 ]
  %t40 = phi i1 [ true, %b9 ], [ %t16, %b6 ]
  store float %t39, ptr addrspace(3) %t29, align 4
  %.19 = zext i1 %t40 to i8
  store i8 %.19, ptr addrspace(3) %t30, align 1
  br label %b11

b11:
  %t41 = phi float [ %t39, %b10 ], [ %t23, %b5 ]
  %t42 = phi i1 [ %t40, %b10 ], [ %t16, %b5 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i64 %t3, 64
  br i1 %t43, label %b12, label %b17

b12:
  %t44 = add i64 %t3, 64
  %t45 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1.shared.0", i64 %t44
  %.20 = load float, ptr addrspace(3) %t45, align 4
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1.shared.1", i64 %t44
  %.21 = load i8, ptr addrspace(3) %t47, align 1
  %.22 = icmp ne i8 %.21, 0
  br i1 %.22, label %b13, label %b16

b13:
  br i1 %t42, label %b14, label %b15

b14:
  %t49 = fadd float %t41, %.20
  br label %b15

b15:
  %t50 = phi float [ %t49, %b14 ], [ %.20, %b13 ]
  br label %b16

b16:
  %t51 = phi float [ %t50, %b15 ], [ %t41, %b12 ]
  %t52 = phi i1 [ true, %b15 ], [ %t42, %b12 ]
  store float %t51, ptr addrspace(3) %t29, align 4
  %.23 = zext i1 %t52 to i8
  store i8 %.23, ptr addrspace(3) %t30, align 1
  br label %b17

b17:
  %t53 = phi float [ %t51, %b16 ], [ %t41, %b11 ]
  %t54 = phi i1 [ %t52, %b16 ], [ %t42, %b11 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t55 = icmp slt i64 %t3, 32
  br i1 %t55, label %b18, label %b23

b18:
  %t56 = add i64 %t3, 32
  %t57 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1.shared.0", i64 %t56
  %.24 = load float, ptr addrspace(3) %t57, align 4
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1.shared.1", i64 %t56
  %.25 = load i8, ptr addrspace(3) %t59, align 1
  %.26 = icmp ne i8 %.25, 0
  br i1 %.26, label %b19, label %b22

b19:
  br i1 %t54, label %b20, label %b21

b20:
  %t61 = fadd float %t53, %.24
  br label %b21

b21:
  %t62 = phi float [ %t61, %b20 ], [ %.24, %b19 ]
  br label %b22

b22:
  %t63 = phi float [ %t62, %b21 ], [ %t53, %b18 ]
  %t64 = phi i1 [ true, %b21 ], [ %t54, %b18 ]
  br label %b23

b23:
  %t65 = phi float [ %t63, %b22 ], [ %t53, %b17 ]
  %t66 = phi i1 [ %t64, %b22 ], [ %t54, %b17 ]
  br i1 %t55, label %b24, label %b45

b24:
  %.27 = sext i32 16 to i64
  %.28 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.29 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.28)
  %.30 = zext i32 %.29 to i64
  %.31 = add i64 %.30, %.27
  %.32 = icmp ult i64 %.31, 64
  %.33 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.34 = and i64 %.31, 63
  %.35 = lshr i64 %.33, %.34
  %.36 = trunc i64 %.35 to i1
  %.37 = and i1 %.32, %.36
  %.38 = trunc i64 %.31 to i32
  %.39 = shl i32 %.38, 2
  %.40 = bitcast float %t65 to i32
  %.41 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.40)
  %.42 = bitcast i32 %.41 to float
  %t67 = select i1 %.37, float %.42, float %t65
  %.43 = sext i32 16 to i64
  %.44 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.45 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.44)
  %.46 = zext i32 %.45 to i64
  %.47 = add i64 %.46, %.43
  %.48 = icmp ult i64 %.47, 64
  %.49 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.50 = and i64 %.47, 63
  %.51 = lshr i64 %.49, %.50
  %.52 = trunc i64 %.51 to i1
  %.53 = and i1 %.48, %.52
  %.54 = trunc i64 %.47 to i32
  %.55 = shl i32 %.54, 2
  %.56 = zext i1 %t66 to i32
  %.57 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.55, i32 %.56)
  %.58 = trunc i32 %.57 to i1
  %t68 = select i1 %.53, i1 %.58, i1 %t66
  %t69 = icmp slt i64 %t3, 16
  %t70 = and i1 %t68, %t69
  br i1 %t70, label %b25, label %b28

b25:
  br i1 %t66, label %b26, label %b27

b26:
  %t71 = fadd float %t65, %t67
  br label %b27

b27:
  %t72 = phi float [ %t71, %b26 ], [ %t67, %b25 ]
  br label %b28

b28:
  %t73 = phi float [ %t72, %b27 ], [ %t65, %b24 ]
  %t74 = phi i1 [ true, %b27 ], [ %t66, %b24 ]
  %.59 = sext i32 8 to i64
  %.60 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.61 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.60)
  %.62 = zext i32 %.61 to i64
  %.63 = add i64 %.62, %.59
  %.64 = icmp ult i64 %.63, 64
  %.65 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.66 = and i64 %.63, 63
  %.67 = lshr i64 %.65, %.66
  %.68 = trunc i64 %.67 to i1
  %.69 = and i1 %.64, %.68
  %.70 = trunc i64 %.63 to i32
  %.71 = shl i32 %.70, 2
  %.72 = bitcast float %t73 to i32
  %.73 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.71, i32 %.72)
  %.74 = bitcast i32 %.73 to float
  %t75 = select i1 %.69, float %.74, float %t73
  %.75 = sext i32 8 to i64
  %.76 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.77 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.76)
  %.78 = zext i32 %.77 to i64
  %.79 = add i64 %.78, %.75
  %.80 = icmp ult i64 %.79, 64
  %.81 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.82 = and i64 %.79, 63
  %.83 = lshr i64 %.81, %.82
  %.84 = trunc i64 %.83 to i1
  %.85 = and i1 %.80, %.84
  %.86 = trunc i64 %.79 to i32
  %.87 = shl i32 %.86, 2
  %.88 = zext i1 %t74 to i32
  %.89 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.87, i32 %.88)
  %.90 = trunc i32 %.89 to i1
  %t76 = select i1 %.85, i1 %.90, i1 %t74
  %t77 = icmp slt i64 %t3, 24
  %t78 = and i1 %t76, %t77
  br i1 %t78, label %b29, label %b32

b29:
  br i1 %t74, label %b30, label %b31

b30:
  %t79 = fadd float %t73, %t75
  br label %b31

b31:
  %t80 = phi float [ %t79, %b30 ], [ %t75, %b29 ]
  br label %b32

b32:
  %t81 = phi float [ %t80, %b31 ], [ %t73, %b28 ]
  %t82 = phi i1 [ true, %b31 ], [ %t74, %b28 ]
  %.91 = sext i32 4 to i64
  %.92 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.93 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.92)
  %.94 = zext i32 %.93 to i64
  %.95 = add i64 %.94, %.91
  %.96 = icmp ult i64 %.95, 64
  %.97 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.98 = and i64 %.95, 63
  %.99 = lshr i64 %.97, %.98
  %.100 = trunc i64 %.99 to i1
  %.101 = and i1 %.96, %.100
  %.102 = trunc i64 %.95 to i32
  %.103 = shl i32 %.102, 2
  %.104 = bitcast float %t81 to i32
  %.105 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.103, i32 %.104)
  %.106 = bitcast i32 %.105 to float
  %t83 = select i1 %.101, float %.106, float %t81
  %.107 = sext i32 4 to i64
  %.108 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.109 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.108)
  %.110 = zext i32 %.109 to i64
  %.111 = add i64 %.110, %.107
  %.112 = icmp ult i64 %.111, 64
  %.113 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.114 = and i64 %.111, 63
  %.115 = lshr i64 %.113, %.114
  %.116 = trunc i64 %.115 to i1
  %.117 = and i1 %.112, %.116
  %.118 = trunc i64 %.111 to i32
  %.119 = shl i32 %.118, 2
  %.120 = zext i1 %t82 to i32
  %.121 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.119, i32 %.120)
  %.122 = trunc i32 %.121 to i1
  %t84 = select i1 %.117, i1 %.122, i1 %t82
  %t85 = icmp slt i64 %t3, 28
  %t86 = and i1 %t84, %t85
  br i1 %t86, label %b33, label %b36

b33:
  br i1 %t82, label %b34, label %b35

b34:
  %t87 = fadd float %t81, %t83
  br label %b35

b35:
  %t88 = phi float [ %t87, %b34 ], [ %t83, %b33 ]
  br label %b36

b36:
  %t89 = phi float [ %t88, %b35 ], [ %t81, %b32 ]
  %t90 = phi i1 [ true, %b35 ], [ %t82, %b32 ]
  %.123 = sext i32 2 to i64
  %.124 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.125 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.124)
  %.126 = zext i32 %.125 to i64
  %.127 = add i64 %.126, %.123
  %.128 = icmp ult i64 %.127, 64
  %.129 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.130 = and i64 %.127, 63
  %.131 = lshr i64 %.129, %.130
  %.132 = trunc i64 %.131 to i1
  %.133 = and i1 %.128, %.132
  %.134 = trunc i64 %.127 to i32
  %.135 = shl i32 %.134, 2
  %.136 = bitcast float %t89 to i32
  %.137 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.135, i32 %.136)
  %.138 = bitcast i32 %.137 to float
  %t91 = select i1 %.133, float %.138, float %t89
  %.139 = sext i32 2 to i64
  %.140 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.141 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.140)
  %.142 = zext i32 %.141 to i64
  %.143 = add i64 %.142, %.139
  %.144 = icmp ult i64 %.143, 64
  %.145 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.146 = and i64 %.143, 63
  %.147 = lshr i64 %.145, %.146
  %.148 = trunc i64 %.147 to i1
  %.149 = and i1 %.144, %.148
  %.150 = trunc i64 %.143 to i32
  %.151 = shl i32 %.150, 2
  %.152 = zext i1 %t90 to i32
  %.153 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.151, i32 %.152)
  %.154 = trunc i32 %.153 to i1
  %t92 = select i1 %.149, i1 %.154, i1 %t90
  %t93 = icmp slt i64 %t3, 30
  %t94 = and i1 %t92, %t93
  br i1 %t94, label %b37, label %b40

b37:
  br i1 %t90, label %b38, label %b39

b38:
  %t95 = fadd float %t89, %t91
  br label %b39

b39:
  %t96 = phi float [ %t95, %b38 ], [ %t91, %b37 ]
  br label %b40

b40:
  %t97 = phi float [ %t96, %b39 ], [ %t89, %b36 ]
  %t98 = phi i1 [ true, %b39 ], [ %t90, %b36 ]
  %.155 = sext i32 1 to i64
  %.156 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.157 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.156)
  %.158 = zext i32 %.157 to i64
  %.159 = add i64 %.158, %.155
  %.160 = icmp ult i64 %.159, 64
  %.161 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.162 = and i64 %.159, 63
  %.163 = lshr i64 %.161, %.162
  %.164 = trunc i64 %.163 to i1
  %.165 = and i1 %.160, %.164
  %.166 = trunc i64 %.159 to i32
  %.167 = shl i32 %.166, 2
  %.168 = bitcast float %t97 to i32
  %.169 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.167, i32 %.168)
  %.170 = bitcast i32 %.169 to float
  %t99 = select i1 %.165, float %.170, float %t97
  %.171 = sext i32 1 to i64
  %.172 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.173 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.172)
  %.174 = zext i32 %.173 to i64
  %.175 = add i64 %.174, %.171
  %.176 = icmp ult i64 %.175, 64
  %.177 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.178 = and i64 %.175, 63
  %.179 = lshr i64 %.177, %.178
  %.180 = trunc i64 %.179 to i1
  %.181 = and i1 %.176, %.180
  %.182 = trunc i64 %.175 to i32
  %.183 = shl i32 %.182, 2
  %.184 = zext i1 %t98 to i32
  %.185 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.183, i32 %.184)
  %.186 = trunc i32 %.185 to i1
  %t100 = select i1 %.181, i1 %.186, i1 %t98
  %t101 = icmp slt i64 %t3, 31
  %t102 = and i1 %t100, %t101
  br i1 %t102, label %b41, label %b44

b41:
  br i1 %t98, label %b42, label %b43

b42:
  %t103 = fadd float %t97, %t99
  br label %b43

b43:
  %t104 = phi float [ %t103, %b42 ], [ %t99, %b41 ]
  br label %b44

b44:
  %t105 = phi float [ %t104, %b43 ], [ %t97, %b40 ]
  %t106 = phi i1 [ true, %b43 ], [ %t98, %b40 ]
  br label %b45

b45:
  %t107 = phi float [ %t105, %b44 ], [ %t65, %b23 ]
  %t108 = phi i1 [ %t106, %b44 ], [ %t66, %b23 ]
  %t109 = icmp eq i64 %t3, 0
  %t110 = and i1 %t109, %t108
  br i1 %t110, label %b46, label %b47

b46:
  %t111 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t5
  store float %t107, ptr addrspace(1) %t111, align 4
  br label %b47

b47:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2"(i64 %a0, ptr addrspace(1) %a1, ptr addrspace(1) %a2, float %a3, i8 %a4) #0 {
entry:
  %.1 = icmp ne i8 %a4, 0
  br label %b0

b0:
  %.2 = call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.2 to i64
  %t4 = icmp slt i64 %t3, %a0
  br i1 %t4, label %b1, label %b2

b1:
  %t5 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t3
  %.3 = load float, ptr addrspace(1) %t5, align 4
  br label %b2

b2:
  %t7 = phi float [ %.3, %b1 ], [ 0x0000000000000000, %b0 ]
  %t8 = phi i1 [ true, %b1 ], [ false, %b0 ]
  %t9 = add i64 %t3, 256
  br label %b3

b3:
  %t10 = phi i64 [ %t9, %b2 ], [ %t16, %b4 ]
  %t11 = phi float [ %t7, %b2 ], [ %t15, %b4 ]
  %t12 = icmp slt i64 %t10, %a0
  br i1 %t12, label %b4, label %b5

b4:
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t10
  %.4 = load float, ptr addrspace(1) %t13, align 4
  %t15 = fadd float %t11, %.4
  %t16 = add i64 %t10, 256
  br label %b3

b5:
  %t17 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2.shared.0", i64 %t3
  store float %t11, ptr addrspace(3) %t17, align 4
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2.shared.1", i64 %t3
  %.5 = zext i1 %t8 to i8
  store i8 %.5, ptr addrspace(3) %t18, align 1
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t19 = icmp slt i64 %t3, 128
  br i1 %t19, label %b6, label %b11

b6:
  %t20 = add i64 %t3, 128
  %t21 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2.shared.0", i64 %t20
  %.6 = load float, ptr addrspace(3) %t21, align 4
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2.shared.1", i64 %t20
  %.7 = load i8, ptr addrspace(3) %t23, align 1
  %.8 = icmp ne i8 %.7, 0
  br i1 %.8, label %b7, label %b10

b7:
  br i1 %t8, label %b8, label %b9

b8:
  %t25 = fadd float %t11, %.6
  br label %b9

b9:
  %t26 = phi float [ %t25, %b8 ], [ %.6, %b7 ]
  br label %b10

b10:
  %t27 = phi float [ %t26, %b9 ], [ %t11, %b6 ]
  %t28 = phi i1 [ true, %b9 ], [ %t8, %b6 ]
  store float %t27, ptr addrspace(3) %t17, align 4
  %.9 = zext i1 %t28 to i8
  store i8 %.9, ptr addrspace(3) %t18, align 1
  br label %b11

b11:
  %t29 = phi float [ %t27, %b10 ], [ %t11, %b5 ]
  %t30 = phi i1 [ %t28, %b10 ], [ %t8, %b5 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i64 %t3, 64
  br i1 %t31, label %b12, label %b17

b12:
  %t32 = add i64 %t3, 64
  %t33 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2.shared.0", i64 %t32
  %.10 = load float, ptr addrspace(3) %t33, align 4
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2.shared.1", i64 %t32
  %.11 = load i8, ptr addrspace(3) %t35, align 1
  %.12 = icmp ne i8 %.11, 0
  br i1 %.12, label %b13, label %b16

b13:
  br i1 %t30, label %b14, label %b15

b14:
  %t37 = fadd float %t29, %.10
  br label %b15

b15:
  %t38 = phi float [ %t37, %b14 ], [ %.10, %b13 ]
  br label %b16

b16:
  %t39 = phi float [ %t38, %b15 ], [ %t29, %b12 ]
  %t40 = phi i1 [ true, %b15 ], [ %t30, %b12 ]
  store float %t39, ptr addrspace(3) %t17, align 4
  %.13 = zext i1 %t40 to i8
  store i8 %.13, ptr addrspace(3) %t18, align 1
  br label %b17

b17:
  %t41 = phi float [ %t39, %b16 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b16 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i64 %t3, 32
  br i1 %t43, label %b18, label %b23

b18:
  %t44 = add i64 %t3, 32
  %t45 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2.shared.0", i64 %t44
  %.14 = load float, ptr addrspace(3) %t45, align 4
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2.shared.1", i64 %t44
  %.15 = load i8, ptr addrspace(3) %t47, align 1
  %.16 = icmp ne i8 %.15, 0
  br i1 %.16, label %b19, label %b22

b19:
  br i1 %t42, label %b20, label %b21

b20:
  %t49 = fadd float %t41, %.14
  br label %b21

b21:
  %t50 = phi float [ %t49, %b20 ], [ %.14, %b19 ]
  br label %b22

b22:
  %t51 = phi float [ %t50, %b21 ], [ %t41, %b18 ]
  %t52 = phi i1 [ true, %b21 ], [ %t42, %b18 ]
  br label %b23

b23:
  %t53 = phi float [ %t51, %b22 ], [ %t41, %b17 ]
  %t54 = phi i1 [ %t52, %b22 ], [ %t42, %b17 ]
  br i1 %t43, label %b24, label %b45

b24:
  %.17 = sext i32 16 to i64
  %.18 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.19 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18)
  %.20 = zext i32 %.19 to i64
  %.21 = add i64 %.20, %.17
  %.22 = icmp ult i64 %.21, 64
  %.23 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.24 = and i64 %.21, 63
  %.25 = lshr i64 %.23, %.24
  %.26 = trunc i64 %.25 to i1
  %.27 = and i1 %.22, %.26
  %.28 = trunc i64 %.21 to i32
  %.29 = shl i32 %.28, 2
  %.30 = bitcast float %t53 to i32
  %.31 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30)
  %.32 = bitcast i32 %.31 to float
  %t55 = select i1 %.27, float %.32, float %t53
  %.33 = sext i32 16 to i64
  %.34 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.35 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.34)
  %.36 = zext i32 %.35 to i64
  %.37 = add i64 %.36, %.33
  %.38 = icmp ult i64 %.37, 64
  %.39 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.40 = and i64 %.37, 63
  %.41 = lshr i64 %.39, %.40
  %.42 = trunc i64 %.41 to i1
  %.43 = and i1 %.38, %.42
  %.44 = trunc i64 %.37 to i32
  %.45 = shl i32 %.44, 2
  %.46 = zext i1 %t54 to i32
  %.47 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.45, i32 %.46)
  %.48 = trunc i32 %.47 to i1
  %t56 = select i1 %.43, i1 %.48, i1 %t54
  %t57 = icmp slt i64 %t3, 16
  %t58 = and i1 %t56, %t57
  br i1 %t58, label %b25, label %b28

b25:
  br i1 %t54, label %b26, label %b27

b26:
  %t59 = fadd float %t53, %t55
  br label %b27

b27:
  %t60 = phi float [ %t59, %b26 ], [ %t55, %b25 ]
  br label %b28

b28:
  %t61 = phi float [ %t60, %b27 ], [ %t53, %b24 ]
  %t62 = phi i1 [ true, %b27 ], [ %t54, %b24 ]
  %.49 = sext i32 8 to i64
  %.50 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.51 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.50)
  %.52 = zext i32 %.51 to i64
  %.53 = add i64 %.52, %.49
  %.54 = icmp ult i64 %.53, 64
  %.55 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.56 = and i64 %.53, 63
  %.57 = lshr i64 %.55, %.56
  %.58 = trunc i64 %.57 to i1
  %.59 = and i1 %.54, %.58
  %.60 = trunc i64 %.53 to i32
  %.61 = shl i32 %.60, 2
  %.62 = bitcast float %t61 to i32
  %.63 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.62)
  %.64 = bitcast i32 %.63 to float
  %t63 = select i1 %.59, float %.64, float %t61
  %.65 = sext i32 8 to i64
  %.66 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.67 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.66)
  %.68 = zext i32 %.67 to i64
  %.69 = add i64 %.68, %.65
  %.70 = icmp ult i64 %.69, 64
  %.71 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.72 = and i64 %.69, 63
  %.73 = lshr i64 %.71, %.72
  %.74 = trunc i64 %.73 to i1
  %.75 = and i1 %.70, %.74
  %.76 = trunc i64 %.69 to i32
  %.77 = shl i32 %.76, 2
  %.78 = zext i1 %t62 to i32
  %.79 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.78)
  %.80 = trunc i32 %.79 to i1
  %t64 = select i1 %.75, i1 %.80, i1 %t62
  %t65 = icmp slt i64 %t3, 24
  %t66 = and i1 %t64, %t65
  br i1 %t66, label %b29, label %b32

b29:
  br i1 %t62, label %b30, label %b31

b30:
  %t67 = fadd float %t61, %t63
  br label %b31

b31:
  %t68 = phi float [ %t67, %b30 ], [ %t63, %b29 ]
  br label %b32

b32:
  %t69 = phi float [ %t68, %b31 ], [ %t61, %b28 ]
  %t70 = phi i1 [ true, %b31 ], [ %t62, %b28 ]
  %.81 = sext i32 4 to i64
  %.82 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.83 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.82)
  %.84 = zext i32 %.83 to i64
  %.85 = add i64 %.84, %.81
  %.86 = icmp ult i64 %.85, 64
  %.87 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.88 = and i64 %.85, 63
  %.89 = lshr i64 %.87, %.88
  %.90 = trunc i64 %.89 to i1
  %.91 = and i1 %.86, %.90
  %.92 = trunc i64 %.85 to i32
  %.93 = shl i32 %.92, 2
  %.94 = bitcast float %t69 to i32
  %.95 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.93, i32 %.94)
  %.96 = bitcast i32 %.95 to float
  %t71 = select i1 %.91, float %.96, float %t69
  %.97 = sext i32 4 to i64
  %.98 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.99 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.98)
  %.100 = zext i32 %.99 to i64
  %.101 = add i64 %.100, %.97
  %.102 = icmp ult i64 %.101, 64
  %.103 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.104 = and i64 %.101, 63
  %.105 = lshr i64 %.103, %.104
  %.106 = trunc i64 %.105 to i1
  %.107 = and i1 %.102, %.106
  %.108 = trunc i64 %.101 to i32
  %.109 = shl i32 %.108, 2
  %.110 = zext i1 %t70 to i32
  %.111 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.109, i32 %.110)
  %.112 = trunc i32 %.111 to i1
  %t72 = select i1 %.107, i1 %.112, i1 %t70
  %t73 = icmp slt i64 %t3, 28
  %t74 = and i1 %t72, %t73
  br i1 %t74, label %b33, label %b36

b33:
  br i1 %t70, label %b34, label %b35

b34:
  %t75 = fadd float %t69, %t71
  br label %b35

b35:
  %t76 = phi float [ %t75, %b34 ], [ %t71, %b33 ]
  br label %b36

b36:
  %t77 = phi float [ %t76, %b35 ], [ %t69, %b32 ]
  %t78 = phi i1 [ true, %b35 ], [ %t70, %b32 ]
  %.113 = sext i32 2 to i64
  %.114 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.115 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.114)
  %.116 = zext i32 %.115 to i64
  %.117 = add i64 %.116, %.113
  %.118 = icmp ult i64 %.117, 64
  %.119 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.120 = and i64 %.117, 63
  %.121 = lshr i64 %.119, %.120
  %.122 = trunc i64 %.121 to i1
  %.123 = and i1 %.118, %.122
  %.124 = trunc i64 %.117 to i32
  %.125 = shl i32 %.124, 2
  %.126 = bitcast float %t77 to i32
  %.127 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.125, i32 %.126)
  %.128 = bitcast i32 %.127 to float
  %t79 = select i1 %.123, float %.128, float %t77
  %.129 = sext i32 2 to i64
  %.130 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.131 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.130)
  %.132 = zext i32 %.131 to i64
  %.133 = add i64 %.132, %.129
  %.134 = icmp ult i64 %.133, 64
  %.135 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.136 = and i64 %.133, 63
  %.137 = lshr i64 %.135, %.136
  %.138 = trunc i64 %.137 to i1
  %.139 = and i1 %.134, %.138
  %.140 = trunc i64 %.133 to i32
  %.141 = shl i32 %.140, 2
  %.142 = zext i1 %t78 to i32
  %.143 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.141, i32 %.142)
  %.144 = trunc i32 %.143 to i1
  %t80 = select i1 %.139, i1 %.144, i1 %t78
  %t81 = icmp slt i64 %t3, 30
  %t82 = and i1 %t80, %t81
  br i1 %t82, label %b37, label %b40

b37:
  br i1 %t78, label %b38, label %b39

b38:
  %t83 = fadd float %t77, %t79
  br label %b39

b39:
  %t84 = phi float [ %t83, %b38 ], [ %t79, %b37 ]
  br label %b40

b40:
  %t85 = phi float [ %t84, %b39 ], [ %t77, %b36 ]
  %t86 = phi i1 [ true, %b39 ], [ %t78, %b36 ]
  %.145 = sext i32 1 to i64
  %.146 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.147 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.146)
  %.148 = zext i32 %.147 to i64
  %.149 = add i64 %.148, %.145
  %.150 = icmp ult i64 %.149, 64
  %.151 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.152 = and i64 %.149, 63
  %.153 = lshr i64 %.151, %.152
  %.154 = trunc i64 %.153 to i1
  %.155 = and i1 %.150, %.154
  %.156 = trunc i64 %.149 to i32
  %.157 = shl i32 %.156, 2
  %.158 = bitcast float %t85 to i32
  %.159 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.158)
  %.160 = bitcast i32 %.159 to float
  %t87 = select i1 %.155, float %.160, float %t85
  %.161 = sext i32 1 to i64
  %.162 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.163 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.162)
  %.164 = zext i32 %.163 to i64
  %.165 = add i64 %.164, %.161
  %.166 = icmp ult i64 %.165, 64
  %.167 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.168 = and i64 %.165, 63
  %.169 = lshr i64 %.167, %.168
  %.170 = trunc i64 %.169 to i1
  %.171 = and i1 %.166, %.170
  %.172 = trunc i64 %.165 to i32
  %.173 = shl i32 %.172, 2
  %.174 = zext i1 %t86 to i32
  %.175 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.173, i32 %.174)
  %.176 = trunc i32 %.175 to i1
  %t88 = select i1 %.171, i1 %.176, i1 %t86
  %t89 = icmp slt i64 %t3, 31
  %t90 = and i1 %t88, %t89
  br i1 %t90, label %b41, label %b44

b41:
  br i1 %t86, label %b42, label %b43

b42:
  %t91 = fadd float %t85, %t87
  br label %b43

b43:
  %t92 = phi float [ %t91, %b42 ], [ %t87, %b41 ]
  br label %b44

b44:
  %t93 = phi float [ %t92, %b43 ], [ %t85, %b40 ]
  %t94 = phi i1 [ true, %b43 ], [ %t86, %b40 ]
  br label %b45

b45:
  %t95 = phi float [ %t93, %b44 ], [ %t53, %b23 ]
  %t96 = phi i1 [ %t94, %b44 ], [ %t54, %b23 ]
  %t97 = icmp eq i64 %t3, 0
  br i1 %t97, label %b46, label %b52

b46:
  br i1 %t96, label %b47, label %b50

b47:
  br i1 %.1, label %b48, label %b49

b48:
  %t98 = fadd float %a3, %t95
  br label %b49

b49:
  %t99 = phi float [ %t98, %b48 ], [ %t95, %b47 ]
  br label %b50

b50:
  %t100 = phi float [ %t99, %b49 ], [ %a3, %b46 ]
  %t101 = phi i1 [ true, %b49 ], [ %.1, %b46 ]
  br i1 %t101, label %b51, label %b52

b51:
  store float %t100, ptr addrspace(1) %a2, align 4
  br label %b52

b52:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eDoubledUfunc_5f_5fcontig"(i64 %a0, ptr addrspace(1) %a1, float %a2, ptr addrspace(1) %a3) #0 {
entry:
  br label %b0

b0:
  %t0 = icmp ne ptr addrspace(1) %a1, null
  %.1 = call i32 @llvm.amdgcn.workitem.id.x()
  %t2 = sext i32 %.1 to i64
  %.2 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t4 = sext i32 %.2 to i64
  %.3 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 2, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t6 = sext i32 %.6 to i64
  %.7 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.7, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.10 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.11 = getelementptr inbounds i8, ptr addrspace(4) %.10, i64 4
  %.12 = load i16, ptr addrspace(4) %.11, align 2, !invariant.load !0
  %.13 = zext i16 %.12 to i32
  %.14 = add i32 %.13, -1
  %.15 = add i32 %.9, %.14
  %.16 = udiv i32 %.15, %.13
  %t8 = sext i32 %.16 to i64
  %t9 = mul i64 %t4, %t6
  %t10 = add i64 %t9, %t2
  %t11 = mul i64 %t8, %t6
  br label %b1

b1:
  %t12 = phi i64 [ %t10, %b0 ], [ %t19, %b4 ]
  %t13 = icmp slt i64 %t12, %a0
  br i1 %t13, label %b2, label %b5

b2:
  br i1 %t0, label %b3, label %b4

b3:
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t12
  %.17 = load float, ptr addrspace(1) %t14, align 4
  br label %b4

b4:
  %t16 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  %t17 = fmul float %t16, 0x4000000000000000
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t12
  store float %t17, ptr addrspace(1) %t18, align 4
  %t19 = add i64 %t12, %t11
  br label %b1

b5:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eDoubledUfunc_5f_5fstrided"(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) #0 {
entry:
  br label %b0

b0:
  %t0 = icmp ne ptr addrspace(1) %a10, null
  %.1 = call i32 @llvm.amdgcn.workitem.id.x()
  %t2 = sext i32 %.1 to i64
  %.2 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t4 = sext i32 %.2 to i64
  %.3 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 2, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t6 = sext i32 %.6 to i64
  %.7 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.7, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.10 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.11 = getelementptr inbounds i8, ptr addrspace(4) %.10, i64 4
  %.12 = load i16, ptr addrspace(4) %.11, align 2, !invariant.load !0
  %.13 = zext i16 %.12 to i32
  %.14 = add i32 %.13, -1
  %.15 = add i32 %.9, %.14
  %.16 = udiv i32 %.15, %.13
  %t8 = sext i32 %.16 to i64
  %t9 = mul i64 %t4, %t6
  %t10 = add i64 %t9, %t2
  %t11 = mul i64 %t8, %t6
  %t12 = icmp slt i64 7, %a1
  %t13 = icmp slt i64 6, %a1
  %t14 = icmp slt i64 5, %a1
  %t15 = icmp slt i64 4, %a1
  %t16 = icmp slt i64 3, %a1
  %t17 = icmp slt i64 2, %a1
  %t18 = icmp slt i64 1, %a1
  %t19 = icmp slt i64 0, %a1
  br label %b1

b1:
  %t20 = phi i64 [ %t10, %b0 ], [ %t94, %b20 ]
  %t21 = icmp slt i64 %t20, %a0
  br i1 %t21, label %b2, label %b21

b2:
  br i1 %t12, label %b3, label %b4

b3:
  %.17 = icmp eq i64 %a9, 0
  %.18 = icmp eq i64 %a9, -1
  %.19 = or i1 %.17, %.18
  %.20 = select i1 %.19, i64 1, i64 %a9
  %.21 = srem i64 %t20, %.20
  %.22 = select i1 %.17, i64 %t20, i64 %.21
  %.23 = icmp eq i64 %a9, 0
  %.24 = icmp eq i64 %a9, -1
  %.25 = or i1 %.23, %.24
  %.26 = select i1 %.25, i64 1, i64 %a9
  %.27 = sdiv i64 %t20, %.26
  %.28 = sub i64 0, %t20
  %.29 = select i1 %.24, i64 %.28, i64 %.27
  %.30 = select i1 %.23, i64 -1, i64 %.29
  %t24 = mul i64 %.22, %a19
  %t25 = mul i64 %.22, %a28
  br label %b4

b4:
  %t26 = phi i64 [ %.30, %b3 ], [ %t20, %b2 ]
  %t27 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  br i1 %t13, label %b5, label %b6

b5:
  %.31 = icmp eq i64 %a8, 0
  %.32 = icmp eq i64 %a8, -1
  %.33 = or i1 %.31, %.32
  %.34 = select i1 %.33, i64 1, i64 %a8
  %.35 = srem i64 %t26, %.34
  %.36 = select i1 %.31, i64 %t26, i64 %.35
  %.37 = icmp eq i64 %a8, 0
  %.38 = icmp eq i64 %a8, -1
  %.39 = or i1 %.37, %.38
  %.40 = select i1 %.39, i64 1, i64 %a8
  %.41 = sdiv i64 %t26, %.40
  %.42 = sub i64 0, %t26
  %.43 = select i1 %.38, i64 %.42, i64 %.41
  %.44 = select i1 %.37, i64 -1, i64 %.43
  %t31 = mul i64 %.36, %a18
  %t32 = add i64 %t27, %t31
  %t33 = mul i64 %.36, %a27
  %t34 = add i64 %t28, %t33
  br label %b6

b6:
  %t35 = phi i64 [ %.44, %b5 ], [ %t26, %b4 ]
  %t36 = phi i64 [ %t32, %b5 ], [ %t27, %b4 ]
  %t37 = phi i64 [ %t34, %b5 ], [ %t28, %b4 ]
  br i1 %t14, label %b7, label %b8

b7:
  %.45 = icmp eq i64 %a7, 0
  %.46 = icmp eq i64 %a7, -1
  %.47 = or i1 %.45, %.46
  %.48 = select i1 %.47, i64 1, i64 %a7
  %.49 = srem i64 %t35, %.48
  %.50 = select i1 %.45, i64 %t35, i64 %.49
  %.51 = icmp eq i64 %a7, 0
  %.52 = icmp eq i64 %a7, -1
  %.53 = or i1 %.51, %.52
  %.54 = select i1 %.53, i64 1, i64 %a7
  %.55 = sdiv i64 %t35, %.54
  %.56 = sub i64 0, %t35
  %.57 = select i1 %.52, i64 %.56, i64 %.55
  %.58 = select i1 %.51, i64 -1, i64 %.57
  %t40 = mul i64 %.50, %a17
  %t41 = add i64 %t36, %t40
  %t42 = mul i64 %.50, %a26
  %t43 = add i64 %t37, %t42
  br label %b8

b8:
  %t44 = phi i64 [ %.58, %b7 ], [ %t35, %b6 ]
  %t45 = phi i64 [ %t41, %b7 ], [ %t36, %b6 ]
  %t46 = phi i64 [ %t43, %b7 ], [ %t37, %b6 ]
  br i1 %t15, label %b9, label %b10

b9:
  %.59 = icmp eq i64 %a6, 0
  %.60 = icmp eq i64 %a6, -1
  %.61 = or i1 %.59, %.60
  %.62 = select i1 %.61, i64 1, i64 %a6
  %.63 = srem i64 %t44, %.62
  %.64 = select i1 %.59, i64 %t44, i64 %.63
  %.65 = icmp eq i64 %a6, 0
  %.66 = icmp eq i64 %a6, -1
  %.67 = or i1 %.65, %.66
  %.68 = select i1 %.67, i64 1, i64 %a6
  %.69 = sdiv i64 %t44, %.68
  %.70 = sub i64 0, %t44
  %.71 = select i1 %.66, i64 %.70, i64 %.69
  %.72 = select i1 %.65, i64 -1, i64 %.71
  %t49 = mul i64 %.64, %a16
  %t50 = add i64 %t45, %t49
  %t51 = mul i64 %.64, %a25
  %t52 = add i64 %t46, %t51
  br label %b10

b10:
  %t53 = phi i64 [ %.72, %b9 ], [ %t44, %b8 ]
  %t54 = phi i64 [ %t50, %b9 ], [ %t45, %b8 ]
  %t55 = phi i64 [ %t52, %b9 ], [ %t46, %b8 ]
  br i1 %t16, label %b11, label %b12

b11:
  %.73 = icmp eq i64 %a5, 0
  %.74 = icmp eq i64 %a5, -1
  %.75 = or i1 %.73, %.74
  %.76 = select i1 %.75, i64 1, i64 %a5
  %.77 = srem i64 %t53, %.76
  %.78 = select i1 %.73, i64 %t53, i64 %.77
  %.79 = icmp eq i64 %a5, 0
  %.80 = icmp eq i64 %a5, -1
  %.81 = or i1 %.79, %.80
  %.82 = select i1 %.81, i64 1, i64 %a5
  %.83 = sdiv i64 %t53, %.82
  %.84 = sub i64 0, %t53
  %.85 = select i1 %.80, i64 %.84, i64 %.83
  %.86 = select i1 %.79, i64 -1, i64 %.85
  %t58 = mul i64 %.78, %a15
  %t59 = add i64 %t54, %t58
  %t60 = mul i64 %.78, %a24
  %t61 = add i64 %t55, %t60
  br label %b12

b12:
  %t62 = phi i64 [ %.86, %b11 ], [ %t53, %b10 ]
  %t63 = phi i64 [ %t59, %b11 ], [ %t54, %b10 ]
  %t64 = phi i64 [ %t61, %b11 ], [ %t55, %b10 ]
  br i1 %t17, label %b13, label %b14

b13:
  %.87 = icmp eq i64 %a4, 0
  %.88 = icmp eq i64 %a4, -1
  %.89 = or i1 %.87, %.88
  %.90 = select i1 %.89, i64 1, i64 %a4
  %.91 = srem i64 %t62, %.90
  %.92 = select i1 %.87, i64 %t62, i64 %.91
  %.93 = icmp eq i64 %a4, 0
  %.94 = icmp eq i64 %a4, -1
  %.95 = or i1 %.93, %.94
  %.96 = select i1 %.95, i64 1, i64 %a4
  %.97 = sdiv i64 %t62, %.96
  %.98 = sub i64 0, %t62
  %.99 = select i1 %.94, i64 %.98, i64 %.97
  %.100 = select i1 %.93, i64 -1, i64 %.99
  %t67 = mul i64 %.92, %a14
  %t68 = add i64 %t63, %t67
  %t69 = mul i64 %.92, %a23
  %t70 = add i64 %t64, %t69
  br label %b14

b14:
  %t71 = phi i64 [ %.100, %b13 ], [ %t62, %b12 ]
  %t72 = phi i64 [ %t68, %b13 ], [ %t63, %b12 ]
  %t73 = phi i64 [ %t70, %b13 ], [ %t64, %b12 ]
  br i1 %t18, label %b15, label %b16

b15:
  %.101 = icmp eq i64 %a3, 0
  %.102 = icmp eq i64 %a3, -1
  %.103 = or i1 %.101, %.102
  %.104 = select i1 %.103, i64 1, i64 %a3
  %.105 = srem i64 %t71, %.104
  %.106 = select i1 %.101, i64 %t71, i64 %.105
  %.107 = icmp eq i64 %a3, 0
  %.108 = icmp eq i64 %a3, -1
  %.109 = or i1 %.107, %.108
  %.110 = select i1 %.109, i64 1, i64 %a3
  %.111 = sdiv i64 %t71, %.110
  %.112 = sub i64 0, %t71
  %.113 = select i1 %.108, i64 %.112, i64 %.111
  %.114 = select i1 %.107, i64 -1, i64 %.113
  %t76 = mul i64 %.106, %a13
  %t77 = add i64 %t72, %t76
  %t78 = mul i64 %.106, %a22
  %t79 = add i64 %t73, %t78
  br label %b16

b16:
  %t80 = phi i64 [ %.114, %b15 ], [ %t71, %b14 ]
  %t81 = phi i64 [ %t77, %b15 ], [ %t72, %b14 ]
  %t82 = phi i64 [ %t79, %b15 ], [ %t73, %b14 ]
  br i1 %t19, label %b17, label %b18

b17:
  %t83 = mul i64 %t80, %a12
  %t84 = add i64 %t81, %t83
  %t85 = mul i64 %t80, %a21
  %t86 = add i64 %t82, %t85
  br label %b18

b18:
  %t87 = phi i64 [ %t84, %b17 ], [ %t81, %b16 ]
  %t88 = phi i64 [ %t86, %b17 ], [ %t82, %b16 ]
  br i1 %t0, label %b19, label %b20

b19:
  %t89 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t87
  %.115 = load float, ptr addrspace(1) %t89, align 4
  br label %b20

b20:
  %t91 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  %t92 = fmul float %t91, 0x4000000000000000
  %t93 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t88
  store float %t92, ptr addrspace(1) %t93, align 4
  %t94 = add i64 %t20, %t11
  br label %b1

b21:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eDoubledGufunc_5f_5fgu"(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, ptr addrspace(1) %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23) #0 {
entry:
  br label %b0

b0:
  %.1 = call i32 @llvm.amdgcn.workitem.id.x()
  %t1 = sext i32 %.1 to i64
  %.2 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t3 = sext i32 %.2 to i64
  %.3 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 2, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t5 = sext i32 %.6 to i64
  %.7 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.7, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.10 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.11 = getelementptr inbounds i8, ptr addrspace(4) %.10, i64 4
  %.12 = load i16, ptr addrspace(4) %.11, align 2, !invariant.load !0
  %.13 = zext i16 %.12 to i32
  %.14 = add i32 %.13, -1
  %.15 = add i32 %.9, %.14
  %.16 = udiv i32 %.15, %.13
  %t7 = sext i32 %.16 to i64
  %t8 = mul i64 %t3, %t5
  %t9 = add i64 %t8, %t1
  %t10 = mul i64 %t7, %t5
  %t11 = icmp slt i64 3, %a1
  %t12 = icmp slt i64 2, %a1
  %t13 = icmp slt i64 1, %a1
  %t14 = icmp slt i64 0, %a1
  %t15 = icmp slt i64 0, %a7
  %t16 = icmp slt i64 0, %a8
  br label %b1

b1:
  %t17 = phi i64 [ %t9, %b0 ], [ %t68, %b14 ]
  %t18 = icmp slt i64 %t17, %a0
  br i1 %t18, label %b2, label %b15

b2:
  br i1 %t11, label %b3, label %b4

b3:
  %.17 = icmp eq i64 %a5, 0
  %.18 = icmp eq i64 %a5, -1
  %.19 = or i1 %.17, %.18
  %.20 = select i1 %.19, i64 1, i64 %a5
  %.21 = srem i64 %t17, %.20
  %.22 = select i1 %.17, i64 %t17, i64 %.21
  %.23 = icmp eq i64 %a5, 0
  %.24 = icmp eq i64 %a5, -1
  %.25 = or i1 %.23, %.24
  %.26 = select i1 %.25, i64 1, i64 %a5
  %.27 = sdiv i64 %t17, %.26
  %.28 = sub i64 0, %t17
  %.29 = select i1 %.24, i64 %.28, i64 %.27
  %.30 = select i1 %.23, i64 -1, i64 %.29
  %t21 = mul i64 %.22, %a14
  %t22 = mul i64 %.22, %a23
  br label %b4

b4:
  %t23 = phi i64 [ %.30, %b3 ], [ %t17, %b2 ]
  %t24 = phi i64 [ %t21, %b3 ], [ 0, %b2 ]
  %t25 = phi i64 [ %t22, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6

b5:
  %.31 = icmp eq i64 %a4, 0
  %.32 = icmp eq i64 %a4, -1
  %.33 = or i1 %.31, %.32
  %.34 = select i1 %.33, i64 1, i64 %a4
  %.35 = srem i64 %t23, %.34
  %.36 = select i1 %.31, i64 %t23, i64 %.35
  %.37 = icmp eq i64 %a4, 0
  %.38 = icmp eq i64 %a4, -1
  %.39 = or i1 %.37, %.38
  %.40 = select i1 %.39, i64 1, i64 %a4
  %.41 = sdiv i64 %t23, %.40
  %.42 = sub i64 0, %t23
  %.43 = select i1 %.38, i64 %.42, i64 %.41
  %.44 = select i1 %.37, i64 -1, i64 %.43
  %t28 = mul i64 %.36, %a13
  %t29 = add i64 %t24, %t28
  %t30 = mul i64 %.36, %a22
  %t31 = add i64 %t25, %t30
  br label %b6

b6:
  %t32 = phi i64 [ %.44, %b5 ], [ %t23, %b4 ]
  %t33 = phi i64 [ %t29, %b5 ], [ %t24, %b4 ]
  %t34 = phi i64 [ %t31, %b5 ], [ %t25, %b4 ]
  br i1 %t13, label %b7, label %b8

b7:
  %.45 = icmp eq i64 %a3, 0
  %.46 = icmp eq i64 %a3, -1
  %.47 = or i1 %.45, %.46
  %.48 = select i1 %.47, i64 1, i64 %a3
  %.49 = srem i64 %t32, %.48
  %.50 = select i1 %.45, i64 %t32, i64 %.49
  %.51 = icmp eq i64 %a3, 0
  %.52 = icmp eq i64 %a3, -1
  %.53 = or i1 %.51, %.52
  %.54 = select i1 %.53, i64 1, i64 %a3
  %.55 = sdiv i64 %t32, %.54
  %.56 = sub i64 0, %t32
  %.57 = select i1 %.52, i64 %.56, i64 %.55
  %.58 = select i1 %.51, i64 -1, i64 %.57
  %t37 = mul i64 %.50, %a12
  %t38 = add i64 %t33, %t37
  %t39 = mul i64 %.50, %a21
  %t40 = add i64 %t34, %t39
  br label %b8

b8:
  %t41 = phi i64 [ %.58, %b7 ], [ %t32, %b6 ]
  %t42 = phi i64 [ %t38, %b7 ], [ %t33, %b6 ]
  %t43 = phi i64 [ %t40, %b7 ], [ %t34, %b6 ]
  br i1 %t14, label %b9, label %b10

b9:
  %t44 = mul i64 %t41, %a11
  %t45 = add i64 %t42, %t44
  %t46 = mul i64 %t41, %a20
  %t47 = add i64 %t43, %t46
  br label %b10

b10:
  %t48 = phi i64 [ %t45, %b9 ], [ %t42, %b8 ]
  %t49 = phi i64 [ %t47, %b9 ], [ %t43, %b8 ]
  %t50 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t48
  %t51 = getelementptr inbounds float, ptr addrspace(1) %a15, i64 %t49
  br i1 %t15, label %b11, label %b14

b11:
  %t52 = phi ptr addrspace(1) [ %t51, %b10 ], [ %t67, %b13 ]
  %t53 = phi ptr addrspace(1) [ %t50, %b10 ], [ %t66, %b13 ]
  %t54 = phi i64 [ 0, %b10 ], [ %t64, %b13 ]
  br i1 %t16, label %b12, label %b13

b12:
  %t55 = phi ptr addrspace(1) [ %t52, %b11 ], [ %t63, %b12 ]
  %t56 = phi ptr addrspace(1) [ %t53, %b11 ], [ %t62, %b12 ]
  %t57 = phi i64 [ 0, %b11 ], [ %t60, %b12 ]
  %.59 = load float, ptr addrspace(1) %t56, align 4
  %t59 = fmul float %.59, 0x4000000000000000
  store float %t59, ptr addrspace(1) %t55, align 4
  %t60 = add i64 %t57, 1
  %t61 = icmp slt i64 %t60, %a8
  %t62 = getelementptr inbounds float, ptr addrspace(1) %t56, i64 %a10
  %t63 = getelementptr inbounds float, ptr addrspace(1) %t55, i64 %a19
  br i1 %t61, label %b12, label %b13

b13:
  %t64 = add i64 %t54, 1
  %t65 = icmp slt i64 %t64, %a7
  %t66 = getelementptr inbounds float, ptr addrspace(1) %t53, i64 %a9
  %t67 = getelementptr inbounds float, ptr addrspace(1) %t52, i64 %a18
  br i1 %t65, label %b11, label %b14

b14:
  %t68 = add i64 %t17, %t10
  br label %b1

b15:
  ret void
}

declare i64 @llvm.amdgcn.ballot.i64(i1)
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare void @llvm.amdgcn.s.barrier()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { alwaysinline nounwind "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }

!0 = !{}

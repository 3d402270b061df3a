; kern module github.com/kernlab/kern/internal/gputest/debug (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eSharedRace.shared.0" = internal addrspace(3) global [128 x i8] undef, align 4
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eTreeSum.shared.0" = internal addrspace(3) global [1024 x i8] undef, align 4

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eScatter"(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5) #0 {
entry:
  %.1 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a0, 0
  %.2 = insertvalue { ptr addrspace(1), i64, i64 } %.1, i64 %a1, 1
  %.3 = insertvalue { ptr addrspace(1), i64, i64 } %.2, i64 %a2, 2
  %.4 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a3, 0
  %.5 = insertvalue { ptr addrspace(1), i64, i64 } %.4, i64 %a4, 1
  %.6 = insertvalue { ptr addrspace(1), i64, i64 } %.5, i64 %a5, 2
  br label %b0

b0:
  %.7 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t1 = sext i32 %.7 to i64
  %.8 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4
  %.10 = load i16, ptr addrspace(4) %.9, align 2, !invariant.load !0
  %.11 = zext i16 %.10 to i32
  %t3 = sext i32 %.11 to i64
  %t4 = mul i64 %t1, %t3
  %.12 = call i32 @llvm.amdgcn.workitem.id.x()
  %t6 = sext i32 %.12 to i64
  %t7 = add i64 %t4, %t6
  %t8 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 1
  %t9 = icmp slt i64 %t7, %t8
  br i1 %t9, label %b1, label %b2

b1:
  %t10 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 0
  %t13 = icmp ult i64 %t7, %t8
  br i1 %t13, label %b3, label %b4

b2:
  ret void

b3:
  %t14 = getelementptr inbounds i32, ptr addrspace(1) %t10, i64 %t7
  %.13 = load i32, ptr addrspace(1) %t14, align 4
  %t16 = sitofp i64 %t7 to float
  %t17 = sext i32 %.13 to i64
  %t18 = extractvalue { ptr addrspace(1), i64, i64 } %.6, 0
  %t19 = extractvalue { ptr addrspace(1), i64, i64 } %.6, 1
  %t22 = icmp ult i64 %t17, %t19
  br i1 %t22, label %b5, label %b6

b4:
  call void @llvm.trap()
  unreachable

b5:
  %t23 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 %t17
  store float %t16, ptr addrspace(1) %t23, align 4
  br label %b2

b6:
  call void @llvm.trap()
  unreachable
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eSharedRace"(ptr addrspace(1) %a0, i64 %a1, i64 %a2) #0 {
entry:
  %.1 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a0, 0
  %.2 = insertvalue { ptr addrspace(1), i64, i64 } %.1, i64 %a1, 1
  %.3 = insertvalue { ptr addrspace(1), i64, i64 } %.2, i64 %a2, 2
  br label %b0

b0:
  %.4 = call i32 @llvm.amdgcn.workitem.id.x()
  %t2 = sext i32 %.4 to i64
  %t3 = trunc i64 %t2 to i32
  %t4 = getelementptr inbounds i32, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eSharedRace.shared.0", i64 0
  store i32 %t3, ptr addrspace(3) %t4, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t5 = icmp eq i64 %t2, 0
  br i1 %t5, label %b1, label %b2

b1:
  %.5 = load i32, ptr addrspace(3) %t4, align 4
  %t7 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 0
  %t8 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 1
  %t10 = icmp ult i64 0, %t8
  br i1 %t10, label %b3, label %b4

b2:
  ret void

b3:
  %t11 = getelementptr inbounds i32, ptr addrspace(1) %t7, i64 0
  store i32 %.5, ptr addrspace(1) %t11, align 4
  br label %b2

b4:
  call void @llvm.trap()
  unreachable
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eTreeSum"(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5) #0 {
entry:
  %.1 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a0, 0
  %.2 = insertvalue { ptr addrspace(1), i64, i64 } %.1, i64 %a1, 1
  %.3 = insertvalue { ptr addrspace(1), i64, i64 } %.2, i64 %a2, 2
  %.4 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a3, 0
  %.5 = insertvalue { ptr addrspace(1), i64, i64 } %.4, i64 %a4, 1
  %.6 = insertvalue { ptr addrspace(1), i64, i64 } %.5, i64 %a5, 2
  br label %b0

b0:
  %.7 = call i32 @llvm.amdgcn.workitem.id.x()
  %t2 = sext i32 %.7 to i64
  %.8 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t4 = sext i32 %.8 to i64
  %.9 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.10 = getelementptr inbounds i8, ptr addrspace(4) %.9, i64 4
  %.11 = load i16, ptr addrspace(4) %.10, align 2, !invariant.load !0
  %.12 = zext i16 %.11 to i32
  %t6 = sext i32 %.12 to i64
  %t7 = mul i64 %t4, %t6
  %t8 = add i64 %t7, %t2
  %t9 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 0
  %t10 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 1
  %t13 = icmp ult i64 %t8, %t10
  br i1 %t13, label %b8, label %b9

b1:
  %t14 = phi i64 [ %t34, %b10 ], [ %t20, %b4 ]
  %t15 = icmp sgt i64 %t14, 0
  br i1 %t15, label %b2, label %b5

b2:
  %t16 = icmp slt i64 %t2, %t14
  br i1 %t16, label %b3, label %b4

b3:
  %t17 = add i64 %t2, %t14
  %t19 = icmp ult i64 %t17, 256
  br i1 %t19, label %b12, label %b13

b4:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t20 = sdiv i64 %t14, 2
  br label %b1

b5:
  %t21 = icmp eq i64 %t2, 0
  br i1 %t21, label %b6, label %b7

b6:
  %t22 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eTreeSum.shared.0", i64 0
  %.13 = load float, ptr addrspace(3) %t22, align 4
  %t24 = extractvalue { ptr addrspace(1), i64, i64 } %.6, 0
  %t25 = extractvalue { ptr addrspace(1), i64, i64 } %.6, 1
  %t28 = icmp ult i64 %t4, %t25
  br i1 %t28, label %b18, label %b19

b7:
  ret void

b8:
  %t29 = getelementptr inbounds float, ptr addrspace(1) %t9, i64 %t8
  %.14 = load float, ptr addrspace(1) %t29, align 4
  %t32 = icmp ult i64 %t2, 256
  br i1 %t32, label %b10, label %b11

b9:
  call void @llvm.trap()
  unreachable

b10:
  %t33 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eTreeSum.shared.0", i64 %t2
  store float %.14, ptr addrspace(3) %t33, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t34 = sdiv i64 %t6, 2
  br label %b1

b11:
  call void @llvm.trap()
  unreachable

b12:
  %t35 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eTreeSum.shared.0", i64 %t17
  %.15 = load float, ptr addrspace(3) %t35, align 4
  br i1 %t32, label %b14, label %b15

b13:
  call void @llvm.trap()
  unreachable

b14:
  %.16 = load float, ptr addrspace(3) %t33, align 4
  %t38 = fadd float %.16, %.15
  br i1 %t32, label %b16, label %b17

b15:
  call void @llvm.trap()
  unreachable

b16:
  store float %t38, ptr addrspace(3) %t33, align 4
  br label %b4

b17:
  call void @llvm.trap()
  unreachable

b18:
  %t39 = getelementptr inbounds float, ptr addrspace(1) %t24, i64 %t4
  store float %.13, ptr addrspace(1) %t39, align 4
  br label %b7

b19:
  call void @llvm.trap()
  unreachable
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eQuo_5f_5fcontig"(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, ptr addrspace(1) %a5) #0 {
entry:
  br label %b0

b0:
  %t0 = icmp ne ptr addrspace(1) %a1, null
  %t1 = icmp ne ptr addrspace(1) %a3, null
  %.1 = call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 2, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t7 = sext i32 %.6 to i64
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
  %t9 = sext i32 %.16 to i64
  %t10 = mul i64 %t5, %t7
  %t11 = add i64 %t10, %t3
  %t12 = mul i64 %t9, %t7
  br label %b1

b1:
  %t13 = phi i64 [ %t11, %b0 ], [ %t24, %b7 ]
  %t14 = icmp slt i64 %t13, %a0
  br i1 %t14, label %b2, label %b9

b2:
  br i1 %t0, label %b3, label %b4

b3:
  %t15 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t13
  %.17 = load i64, ptr addrspace(1) %t15, align 8
  br label %b4

b4:
  %t17 = phi i64 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1, label %b5, label %b6

b5:
  %t18 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t13
  %.18 = load i64, ptr addrspace(1) %t18, align 8
  br label %b6

b6:
  %t20 = phi i64 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = icmp ne i64 %t20, 0
  br i1 %t21, label %b7, label %b8

b7:
  %.19 = icmp eq i64 %t20, 0
  %.20 = icmp eq i64 %t20, -1
  %.21 = or i1 %.19, %.20
  %.22 = select i1 %.21, i64 1, i64 %t20
  %.23 = sdiv i64 %t17, %.22
  %.24 = sub i64 0, %t17
  %.25 = select i1 %.20, i64 %.24, i64 %.23
  %.26 = select i1 %.19, i64 -1, i64 %.25
  %t23 = getelementptr inbounds i64, ptr addrspace(1) %a5, i64 %t13
  store i64 %.26, ptr addrspace(1) %t23, align 8
  %t24 = add i64 %t13, %t12
  br label %b1

b8:
  call void @llvm.trap()
  unreachable

b9:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eQuo_5f_5fstrided"(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) #0 {
entry:
  br label %b0

b0:
  %t0 = icmp ne ptr addrspace(1) %a10, null
  %t1 = icmp ne ptr addrspace(1) %a20, null
  %.1 = call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 2, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t7 = sext i32 %.6 to i64
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
  %t9 = sext i32 %.16 to i64
  %t10 = mul i64 %t5, %t7
  %t11 = add i64 %t10, %t3
  %t12 = mul i64 %t9, %t7
  %t13 = icmp slt i64 7, %a1
  %t14 = icmp slt i64 6, %a1
  %t15 = icmp slt i64 5, %a1
  %t16 = icmp slt i64 4, %a1
  %t17 = icmp slt i64 3, %a1
  %t18 = icmp slt i64 2, %a1
  %t19 = icmp slt i64 1, %a1
  %t20 = icmp slt i64 0, %a1
  br label %b1

b1:
  %t21 = phi i64 [ %t11, %b0 ], [ %t122, %b23 ]
  %t22 = icmp slt i64 %t21, %a0
  br i1 %t22, label %b2, label %b25

b2:
  br i1 %t13, label %b3, label %b4

b3:
  %.17 = icmp eq i64 %a9, 0
  %.18 = icmp eq i64 %a9, -1
  %.19 = or i1 %.17, %.18
  %.20 = select i1 %.19, i64 1, i64 %a9
  %.21 = srem i64 %t21, %.20
  %.22 = select i1 %.17, i64 %t21, i64 %.21
  %.23 = icmp eq i64 %a9, 0
  %.24 = icmp eq i64 %a9, -1
  %.25 = or i1 %.23, %.24
  %.26 = select i1 %.25, i64 1, i64 %a9
  %.27 = sdiv i64 %t21, %.26
  %.28 = sub i64 0, %t21
  %.29 = select i1 %.24, i64 %.28, i64 %.27
  %.30 = select i1 %.23, i64 -1, i64 %.29
  %t25 = mul i64 %.22, %a19
  %t26 = mul i64 %.22, %a29
  %t27 = mul i64 %.22, %a38
  br label %b4

b4:
  %t28 = phi i64 [ %.30, %b3 ], [ %t21, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6

b5:
  %.31 = icmp eq i64 %a8, 0
  %.32 = icmp eq i64 %a8, -1
  %.33 = or i1 %.31, %.32
  %.34 = select i1 %.33, i64 1, i64 %a8
  %.35 = srem i64 %t28, %.34
  %.36 = select i1 %.31, i64 %t28, i64 %.35
  %.37 = icmp eq i64 %a8, 0
  %.38 = icmp eq i64 %a8, -1
  %.39 = or i1 %.37, %.38
  %.40 = select i1 %.39, i64 1, i64 %a8
  %.41 = sdiv i64 %t28, %.40
  %.42 = sub i64 0, %t28
  %.43 = select i1 %.38, i64 %.42, i64 %.41
  %.44 = select i1 %.37, i64 -1, i64 %.43
  %t34 = mul i64 %.36, %a18
  %t35 = add i64 %t29, %t34
  %t36 = mul i64 %.36, %a28
  %t37 = add i64 %t30, %t36
  %t38 = mul i64 %.36, %a37
  %t39 = add i64 %t31, %t38
  br label %b6

b6:
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8

b7:
  %.45 = icmp eq i64 %a7, 0
  %.46 = icmp eq i64 %a7, -1
  %.47 = or i1 %.45, %.46
  %.48 = select i1 %.47, i64 1, i64 %a7
  %.49 = srem i64 %t40, %.48
  %.50 = select i1 %.45, i64 %t40, i64 %.49
  %.51 = icmp eq i64 %a7, 0
  %.52 = icmp eq i64 %a7, -1
  %.53 = or i1 %.51, %.52
  %.54 = select i1 %.53, i64 1, i64 %a7
  %.55 = sdiv i64 %t40, %.54
  %.56 = sub i64 0, %t40
  %.57 = select i1 %.52, i64 %.56, i64 %.55
  %.58 = select i1 %.51, i64 -1, i64 %.57
  %t46 = mul i64 %.50, %a17
  %t47 = add i64 %t41, %t46
  %t48 = mul i64 %.50, %a27
  %t49 = add i64 %t42, %t48
  %t50 = mul i64 %.50, %a36
  %t51 = add i64 %t43, %t50
  br label %b8

b8:
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10

b9:
  %.59 = icmp eq i64 %a6, 0
  %.60 = icmp eq i64 %a6, -1
  %.61 = or i1 %.59, %.60
  %.62 = select i1 %.61, i64 1, i64 %a6
  %.63 = srem i64 %t52, %.62
  %.64 = select i1 %.59, i64 %t52, i64 %.63
  %.65 = icmp eq i64 %a6, 0
  %.66 = icmp eq i64 %a6, -1
  %.67 = or i1 %.65, %.66
  %.68 = select i1 %.67, i64 1, i64 %a6
  %.69 = sdiv i64 %t52, %.68
  %.70 = sub i64 0, %t52
  %.71 = select i1 %.66, i64 %.70, i64 %.69
  %.72 = select i1 %.65, i64 -1, i64 %.71
  %t58 = mul i64 %.64, %a16
  %t59 = add i64 %t53, %t58
  %t60 = mul i64 %.64, %a26
  %t61 = add i64 %t54, %t60
  %t62 = mul i64 %.64, %a35
  %t63 = add i64 %t55, %t62
  br label %b10

b10:
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12

b11:
  %.73 = icmp eq i64 %a5, 0
  %.74 = icmp eq i64 %a5, -1
  %.75 = or i1 %.73, %.74
  %.76 = select i1 %.75, i64 1, i64 %a5
  %.77 = srem i64 %t64, %.76
  %.78 = select i1 %.73, i64 %t64, i64 %.77
  %.79 = icmp eq i64 %a5, 0
  %.80 = icmp eq i64 %a5, -1
  %.81 = or i1 %.79, %.80
  %.82 = select i1 %.81, i64 1, i64 %a5
  %.83 = sdiv i64 %t64, %.82
  %.84 = sub i64 0, %t64
  %.85 = select i1 %.80, i64 %.84, i64 %.83
  %.86 = select i1 %.79, i64 -1, i64 %.85
  %t70 = mul i64 %.78, %a15
  %t71 = add i64 %t65, %t70
  %t72 = mul i64 %.78, %a25
  %t73 = add i64 %t66, %t72
  %t74 = mul i64 %.78, %a34
  %t75 = add i64 %t67, %t74
  br label %b12

b12:
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14

b13:
  %.87 = icmp eq i64 %a4, 0
  %.88 = icmp eq i64 %a4, -1
  %.89 = or i1 %.87, %.88
  %.90 = select i1 %.89, i64 1, i64 %a4
  %.91 = srem i64 %t76, %.90
  %.92 = select i1 %.87, i64 %t76, i64 %.91
  %.93 = icmp eq i64 %a4, 0
  %.94 = icmp eq i64 %a4, -1
  %.95 = or i1 %.93, %.94
  %.96 = select i1 %.95, i64 1, i64 %a4
  %.97 = sdiv i64 %t76, %.96
  %.98 = sub i64 0, %t76
  %.99 = select i1 %.94, i64 %.98, i64 %.97
  %.100 = select i1 %.93, i64 -1, i64 %.99
  %t82 = mul i64 %.92, %a14
  %t83 = add i64 %t77, %t82
  %t84 = mul i64 %.92, %a24
  %t85 = add i64 %t78, %t84
  %t86 = mul i64 %.92, %a33
  %t87 = add i64 %t79, %t86
  br label %b14

b14:
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16

b15:
  %.101 = icmp eq i64 %a3, 0
  %.102 = icmp eq i64 %a3, -1
  %.103 = or i1 %.101, %.102
  %.104 = select i1 %.103, i64 1, i64 %a3
  %.105 = srem i64 %t88, %.104
  %.106 = select i1 %.101, i64 %t88, i64 %.105
  %.107 = icmp eq i64 %a3, 0
  %.108 = icmp eq i64 %a3, -1
  %.109 = or i1 %.107, %.108
  %.110 = select i1 %.109, i64 1, i64 %a3
  %.111 = sdiv i64 %t88, %.110
  %.112 = sub i64 0, %t88
  %.113 = select i1 %.108, i64 %.112, i64 %.111
  %.114 = select i1 %.107, i64 -1, i64 %.113
  %t94 = mul i64 %.106, %a13
  %t95 = add i64 %t89, %t94
  %t96 = mul i64 %.106, %a23
  %t97 = add i64 %t90, %t96
  %t98 = mul i64 %.106, %a32
  %t99 = add i64 %t91, %t98
  br label %b16

b16:
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18

b17:
  %t104 = mul i64 %t100, %a12
  %t105 = add i64 %t101, %t104
  %t106 = mul i64 %t100, %a22
  %t107 = add i64 %t102, %t106
  %t108 = mul i64 %t100, %a31
  %t109 = add i64 %t103, %t108
  br label %b18

b18:
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0, label %b19, label %b20

b19:
  %t113 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t110
  %.115 = load i64, ptr addrspace(1) %t113, align 8
  br label %b20

b20:
  %t115 = phi i64 [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1, label %b21, label %b22

b21:
  %t116 = getelementptr inbounds i64, ptr addrspace(1) %a20, i64 %t111
  %.116 = load i64, ptr addrspace(1) %t116, align 8
  br label %b22

b22:
  %t118 = phi i64 [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = icmp ne i64 %t118, 0
  br i1 %t119, label %b23, label %b24

b23:
  %.117 = icmp eq i64 %t118, 0
  %.118 = icmp eq i64 %t118, -1
  %.119 = or i1 %.117, %.118
  %.120 = select i1 %.119, i64 1, i64 %t118
  %.121 = sdiv i64 %t115, %.120
  %.122 = sub i64 0, %t115
  %.123 = select i1 %.118, i64 %.122, i64 %.121
  %.124 = select i1 %.117, i64 -1, i64 %.123
  %t121 = getelementptr inbounds i64, ptr addrspace(1) %a30, i64 %t112
  store i64 %.124, ptr addrspace(1) %t121, align 8
  %t122 = add i64 %t21, %t12
  br label %b1

b24:
  call void @llvm.trap()
  unreachable

b25:
  ret void
}

declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare void @llvm.amdgcn.s.barrier()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.trap() cold noreturn nounwind

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { alwaysinline nounwind "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }

!0 = !{}

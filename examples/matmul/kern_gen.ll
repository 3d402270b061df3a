; kern module github.com/kernlab/kern/examples/matmul (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"


define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2fexamples_2fmatmul_2eMatMul_5bfloat32_5d_5f_5fgu"(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, ptr addrspace(1) %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23, ptr addrspace(1) %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, i64 %a30, i64 %a31, i64 %a32) #0 {
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
  %t15 = icmp slt i64 0, %a25
  %t16 = icmp slt i64 0, %a26
  %t17 = icmp slt i64 0, %a8
  br label %b1

b1:
  %t18 = phi i64 [ %t9, %b0 ], [ %t91, %b16 ]
  %t19 = icmp slt i64 %t18, %a0
  br i1 %t19, label %b2, label %b17

b2:
  br i1 %t11, label %b3, label %b4

b3:
  %.17 = icmp eq i64 %a5, 0
  %.18 = icmp eq i64 %a5, -1
  %.19 = or i1 %.17, %.18
  %.20 = select i1 %.19, i64 1, i64 %a5
  %.21 = srem i64 %t18, %.20
  %.22 = select i1 %.17, i64 %t18, i64 %.21
  %.23 = icmp eq i64 %a5, 0
  %.24 = icmp eq i64 %a5, -1
  %.25 = or i1 %.23, %.24
  %.26 = select i1 %.25, i64 1, i64 %a5
  %.27 = sdiv i64 %t18, %.26
  %.28 = sub i64 0, %t18
  %.29 = select i1 %.24, i64 %.28, i64 %.27
  %.30 = select i1 %.23, i64 -1, i64 %.29
  %t22 = mul i64 %.22, %a14
  %t23 = mul i64 %.22, %a23
  %t24 = mul i64 %.22, %a32
  br label %b4

b4:
  %t25 = phi i64 [ %.30, %b3 ], [ %t18, %b2 ]
  %t26 = phi i64 [ %t22, %b3 ], [ 0, %b2 ]
  %t27 = phi i64 [ %t23, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6

b5:
  %.31 = icmp eq i64 %a4, 0
  %.32 = icmp eq i64 %a4, -1
  %.33 = or i1 %.31, %.32
  %.34 = select i1 %.33, i64 1, i64 %a4
  %.35 = srem i64 %t25, %.34
  %.36 = select i1 %.31, i64 %t25, i64 %.35
  %.37 = icmp eq i64 %a4, 0
  %.38 = icmp eq i64 %a4, -1
  %.39 = or i1 %.37, %.38
  %.40 = select i1 %.39, i64 1, i64 %a4
  %.41 = sdiv i64 %t25, %.40
  %.42 = sub i64 0, %t25
  %.43 = select i1 %.38, i64 %.42, i64 %.41
  %.44 = select i1 %.37, i64 -1, i64 %.43
  %t31 = mul i64 %.36, %a13
  %t32 = add i64 %t26, %t31
  %t33 = mul i64 %.36, %a22
  %t34 = add i64 %t27, %t33
  %t35 = mul i64 %.36, %a31
  %t36 = add i64 %t28, %t35
  br label %b6

b6:
  %t37 = phi i64 [ %.44, %b5 ], [ %t25, %b4 ]
  %t38 = phi i64 [ %t32, %b5 ], [ %t26, %b4 ]
  %t39 = phi i64 [ %t34, %b5 ], [ %t27, %b4 ]
  %t40 = phi i64 [ %t36, %b5 ], [ %t28, %b4 ]
  br i1 %t13, label %b7, label %b8

b7:
  %.45 = icmp eq i64 %a3, 0
  %.46 = icmp eq i64 %a3, -1
  %.47 = or i1 %.45, %.46
  %.48 = select i1 %.47, i64 1, i64 %a3
  %.49 = srem i64 %t37, %.48
  %.50 = select i1 %.45, i64 %t37, i64 %.49
  %.51 = icmp eq i64 %a3, 0
  %.52 = icmp eq i64 %a3, -1
  %.53 = or i1 %.51, %.52
  %.54 = select i1 %.53, i64 1, i64 %a3
  %.55 = sdiv i64 %t37, %.54
  %.56 = sub i64 0, %t37
  %.57 = select i1 %.52, i64 %.56, i64 %.55
  %.58 = select i1 %.51, i64 -1, i64 %.57
  %t43 = mul i64 %.50, %a12
  %t44 = add i64 %t38, %t43
  %t45 = mul i64 %.50, %a21
  %t46 = add i64 %t39, %t45
  %t47 = mul i64 %.50, %a30
  %t48 = add i64 %t40, %t47
  br label %b8

b8:
  %t49 = phi i64 [ %.58, %b7 ], [ %t37, %b6 ]
  %t50 = phi i64 [ %t44, %b7 ], [ %t38, %b6 ]
  %t51 = phi i64 [ %t46, %b7 ], [ %t39, %b6 ]
  %t52 = phi i64 [ %t48, %b7 ], [ %t40, %b6 ]
  br i1 %t14, label %b9, label %b10

b9:
  %t53 = mul i64 %t49, %a11
  %t54 = add i64 %t50, %t53
  %t55 = mul i64 %t49, %a20
  %t56 = add i64 %t51, %t55
  %t57 = mul i64 %t49, %a29
  %t58 = add i64 %t52, %t57
  br label %b10

b10:
  %t59 = phi i64 [ %t54, %b9 ], [ %t50, %b8 ]
  %t60 = phi i64 [ %t56, %b9 ], [ %t51, %b8 ]
  %t61 = phi i64 [ %t58, %b9 ], [ %t52, %b8 ]
  %t62 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t59
  %t63 = getelementptr inbounds float, ptr addrspace(1) %a15, i64 %t60
  %t64 = getelementptr inbounds float, ptr addrspace(1) %a24, i64 %t61
  br i1 %t15, label %b11, label %b16

b11:
  %t65 = phi ptr addrspace(1) [ %t62, %b10 ], [ %t90, %b15 ]
  %t66 = phi ptr addrspace(1) [ %t64, %b10 ], [ %t89, %b15 ]
  %t67 = phi i64 [ 0, %b10 ], [ %t87, %b15 ]
  br i1 %t16, label %b12, label %b15

b12:
  %t68 = phi ptr addrspace(1) [ %t66, %b11 ], [ %t86, %b14 ]
  %t69 = phi ptr addrspace(1) [ %t63, %b11 ], [ %t85, %b14 ]
  %t70 = phi i64 [ 0, %b11 ], [ %t83, %b14 ]
  br i1 %t17, label %b13, label %b14

b13:
  %t71 = phi ptr addrspace(1) [ %t69, %b12 ], [ %t81, %b13 ]
  %t72 = phi ptr addrspace(1) [ %t65, %b12 ], [ %t80, %b13 ]
  %t73 = phi float [ 0x0000000000000000, %b12 ], [ %t77, %b13 ]
  %t74 = phi i64 [ 0, %b12 ], [ %t78, %b13 ]
  %.59 = load float, ptr addrspace(1) %t72, align 4
  %.60 = load float, ptr addrspace(1) %t71, align 4
  %t77 = call float @llvm.fma.f32(float %.59, float %.60, float %t73)
  %t78 = add i64 %t74, 1
  %t79 = icmp slt i64 %t78, %a8
  %t80 = getelementptr inbounds float, ptr addrspace(1) %t72, i64 %a10
  %t81 = getelementptr inbounds float, ptr addrspace(1) %t71, i64 %a18
  br i1 %t79, label %b13, label %b14

b14:
  %t82 = phi float [ 0x0000000000000000, %b12 ], [ %t77, %b13 ]
  store float %t82, ptr addrspace(1) %t68, align 4
  %t83 = add i64 %t70, 1
  %t84 = icmp slt i64 %t83, %a26
  %t85 = getelementptr inbounds float, ptr addrspace(1) %t69, i64 %a19
  %t86 = getelementptr inbounds float, ptr addrspace(1) %t68, i64 %a28
  br i1 %t84, label %b12, label %b15

b15:
  %t87 = add i64 %t67, 1
  %t88 = icmp slt i64 %t87, %a25
  %t89 = getelementptr inbounds float, ptr addrspace(1) %t66, i64 %a27
  %t90 = getelementptr inbounds float, ptr addrspace(1) %t65, i64 %a9
  br i1 %t88, label %b11, label %b16

b16:
  %t91 = add i64 %t18, %t10
  br label %b1

b17:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2fexamples_2fmatmul_2eMatMul_5bfloat64_5d_5f_5fgu"(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, ptr addrspace(1) %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23, ptr addrspace(1) %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, i64 %a30, i64 %a31, i64 %a32) #0 {
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
  %t15 = icmp slt i64 0, %a25
  %t16 = icmp slt i64 0, %a26
  %t17 = icmp slt i64 0, %a8
  br label %b1

b1:
  %t18 = phi i64 [ %t9, %b0 ], [ %t91, %b16 ]
  %t19 = icmp slt i64 %t18, %a0
  br i1 %t19, label %b2, label %b17

b2:
  br i1 %t11, label %b3, label %b4

b3:
  %.17 = icmp eq i64 %a5, 0
  %.18 = icmp eq i64 %a5, -1
  %.19 = or i1 %.17, %.18
  %.20 = select i1 %.19, i64 1, i64 %a5
  %.21 = srem i64 %t18, %.20
  %.22 = select i1 %.17, i64 %t18, i64 %.21
  %.23 = icmp eq i64 %a5, 0
  %.24 = icmp eq i64 %a5, -1
  %.25 = or i1 %.23, %.24
  %.26 = select i1 %.25, i64 1, i64 %a5
  %.27 = sdiv i64 %t18, %.26
  %.28 = sub i64 0, %t18
  %.29 = select i1 %.24, i64 %.28, i64 %.27
  %.30 = select i1 %.23, i64 -1, i64 %.29
  %t22 = mul i64 %.22, %a14
  %t23 = mul i64 %.22, %a23
  %t24 = mul i64 %.22, %a32
  br label %b4

b4:
  %t25 = phi i64 [ %.30, %b3 ], [ %t18, %b2 ]
  %t26 = phi i64 [ %t22, %b3 ], [ 0, %b2 ]
  %t27 = phi i64 [ %t23, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6

b5:
  %.31 = icmp eq i64 %a4, 0
  %.32 = icmp eq i64 %a4, -1
  %.33 = or i1 %.31, %.32
  %.34 = select i1 %.33, i64 1, i64 %a4
  %.35 = srem i64 %t25, %.34
  %.36 = select i1 %.31, i64 %t25, i64 %.35
  %.37 = icmp eq i64 %a4, 0
  %.38 = icmp eq i64 %a4, -1
  %.39 = or i1 %.37, %.38
  %.40 = select i1 %.39, i64 1, i64 %a4
  %.41 = sdiv i64 %t25, %.40
  %.42 = sub i64 0, %t25
  %.43 = select i1 %.38, i64 %.42, i64 %.41
  %.44 = select i1 %.37, i64 -1, i64 %.43
  %t31 = mul i64 %.36, %a13
  %t32 = add i64 %t26, %t31
  %t33 = mul i64 %.36, %a22
  %t34 = add i64 %t27, %t33
  %t35 = mul i64 %.36, %a31
  %t36 = add i64 %t28, %t35
  br label %b6

b6:
  %t37 = phi i64 [ %.44, %b5 ], [ %t25, %b4 ]
  %t38 = phi i64 [ %t32, %b5 ], [ %t26, %b4 ]
  %t39 = phi i64 [ %t34, %b5 ], [ %t27, %b4 ]
  %t40 = phi i64 [ %t36, %b5 ], [ %t28, %b4 ]
  br i1 %t13, label %b7, label %b8

b7:
  %.45 = icmp eq i64 %a3, 0
  %.46 = icmp eq i64 %a3, -1
  %.47 = or i1 %.45, %.46
  %.48 = select i1 %.47, i64 1, i64 %a3
  %.49 = srem i64 %t37, %.48
  %.50 = select i1 %.45, i64 %t37, i64 %.49
  %.51 = icmp eq i64 %a3, 0
  %.52 = icmp eq i64 %a3, -1
  %.53 = or i1 %.51, %.52
  %.54 = select i1 %.53, i64 1, i64 %a3
  %.55 = sdiv i64 %t37, %.54
  %.56 = sub i64 0, %t37
  %.57 = select i1 %.52, i64 %.56, i64 %.55
  %.58 = select i1 %.51, i64 -1, i64 %.57
  %t43 = mul i64 %.50, %a12
  %t44 = add i64 %t38, %t43
  %t45 = mul i64 %.50, %a21
  %t46 = add i64 %t39, %t45
  %t47 = mul i64 %.50, %a30
  %t48 = add i64 %t40, %t47
  br label %b8

b8:
  %t49 = phi i64 [ %.58, %b7 ], [ %t37, %b6 ]
  %t50 = phi i64 [ %t44, %b7 ], [ %t38, %b6 ]
  %t51 = phi i64 [ %t46, %b7 ], [ %t39, %b6 ]
  %t52 = phi i64 [ %t48, %b7 ], [ %t40, %b6 ]
  br i1 %t14, label %b9, label %b10

b9:
  %t53 = mul i64 %t49, %a11
  %t54 = add i64 %t50, %t53
  %t55 = mul i64 %t49, %a20
  %t56 = add i64 %t51, %t55
  %t57 = mul i64 %t49, %a29
  %t58 = add i64 %t52, %t57
  br label %b10

b10:
  %t59 = phi i64 [ %t54, %b9 ], [ %t50, %b8 ]
  %t60 = phi i64 [ %t56, %b9 ], [ %t51, %b8 ]
  %t61 = phi i64 [ %t58, %b9 ], [ %t52, %b8 ]
  %t62 = getelementptr inbounds double, ptr addrspace(1) %a6, i64 %t59
  %t63 = getelementptr inbounds double, ptr addrspace(1) %a15, i64 %t60
  %t64 = getelementptr inbounds double, ptr addrspace(1) %a24, i64 %t61
  br i1 %t15, label %b11, label %b16

b11:
  %t65 = phi ptr addrspace(1) [ %t62, %b10 ], [ %t90, %b15 ]
  %t66 = phi ptr addrspace(1) [ %t64, %b10 ], [ %t89, %b15 ]
  %t67 = phi i64 [ 0, %b10 ], [ %t87, %b15 ]
  br i1 %t16, label %b12, label %b15

b12:
  %t68 = phi ptr addrspace(1) [ %t66, %b11 ], [ %t86, %b14 ]
  %t69 = phi ptr addrspace(1) [ %t63, %b11 ], [ %t85, %b14 ]
  %t70 = phi i64 [ 0, %b11 ], [ %t83, %b14 ]
  br i1 %t17, label %b13, label %b14

b13:
  %t71 = phi ptr addrspace(1) [ %t69, %b12 ], [ %t81, %b13 ]
  %t72 = phi ptr addrspace(1) [ %t65, %b12 ], [ %t80, %b13 ]
  %t73 = phi double [ 0x0000000000000000, %b12 ], [ %t77, %b13 ]
  %t74 = phi i64 [ 0, %b12 ], [ %t78, %b13 ]
  %.59 = load double, ptr addrspace(1) %t72, align 8
  %.60 = load double, ptr addrspace(1) %t71, align 8
  %t77 = call double @llvm.fma.f64(double %.59, double %.60, double %t73)
  %t78 = add i64 %t74, 1
  %t79 = icmp slt i64 %t78, %a8
  %t80 = getelementptr inbounds double, ptr addrspace(1) %t72, i64 %a10
  %t81 = getelementptr inbounds double, ptr addrspace(1) %t71, i64 %a18
  br i1 %t79, label %b13, label %b14

b14:
  %t82 = phi double [ 0x0000000000000000, %b12 ], [ %t77, %b13 ]
  store double %t82, ptr addrspace(1) %t68, align 8
  %t83 = add i64 %t70, 1
  %t84 = icmp slt i64 %t83, %a26
  %t85 = getelementptr inbounds double, ptr addrspace(1) %t69, i64 %a19
  %t86 = getelementptr inbounds double, ptr addrspace(1) %t68, i64 %a28
  br i1 %t84, label %b12, label %b15

b15:
  %t87 = add i64 %t67, 1
  %t88 = icmp slt i64 %t87, %a25
  %t89 = getelementptr inbounds double, ptr addrspace(1) %t66, i64 %a27
  %t90 = getelementptr inbounds double, ptr addrspace(1) %t65, i64 %a9
  br i1 %t88, label %b11, label %b16

b16:
  %t91 = add i64 %t18, %t10
  br label %b1

b17:
  ret void
}

declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.fma.f32(float, float, float)
declare double @llvm.fma.f64(double, double, double)

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { alwaysinline nounwind "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }

!0 = !{}

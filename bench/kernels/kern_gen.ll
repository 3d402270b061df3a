; kern module github.com/kernlab/kern/bench/kernels (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@"math.mPi4" = internal addrspace(4) constant [160 x i8] c"\01\00\00\00\00\00\00\00\53\2A\88\9C\DC\06\F3\45\81\BB\69\EA\A3\AF\4E\F8\83\20\87\78\32\2B\C5\B6\C3\8A\77\BD\57\C7\A2\FC\C0\A5\9B\84\74\DC\48\6E\39\24\A3\13\D4\5D\92\0C\7D\4E\53\62\39\D6\3B\FC\09\89\76\5D\EA\6B\04\D1\82\FC\BE\68\4D\E0\38\D3\E9\73\A6\06\73\AC\23\73\76\50\F2\7B\17\BF\08\39\1F\30\0B\BC\FF\2F\F1\3F\3E\DA\14\B4\16\23\5E\DE\6E\13\96\4F\9E\FD\6C\DA\5A\D4\BF\3C\CD\7E\8C\9E\F6\E2\CB\D7\8F\75\4F\EA\D4\25\A5\14\EF\73\0E\7A\10\BA\1A\3F\62\BF\F6\D7\57\D7\F6\F8\8D\60\06\AC", align 8
@"math._cos" = internal addrspace(4) constant [48 x i8] c"\9B\1A\86\A0\49\FA\A8\BD\05\3F\4E\7B\9D\EE\21\3E\C6\4B\AC\7E\4F\7E\92\BE\F5\44\C8\19\A0\01\FA\3E\91\4F\C1\16\6C\C1\56\BF\4B\55\55\55\55\55\A5\3F", align 8
@"math._sin" = internal addrspace(4) constant [48 x i8] c"\CD\9C\D1\1F\FD\D8\E5\3D\5D\1F\29\A9\E5\E5\5A\BE\A1\48\7D\56\E3\1D\C7\3E\03\DF\BF\19\A0\01\2A\BF\D0\F7\10\11\11\11\81\3F\48\55\55\55\55\55\C5\BF", align 8
@"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eMatMulTiled.shared.0" = internal addrspace(3) global [1024 x i8] undef, align 4
@"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eMatMulTiled.shared.1" = internal addrspace(3) global [1024 x i8] undef, align 4
@"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0" = internal addrspace(3) global [1024 x i8] undef, align 4
@"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1" = internal addrspace(3) global [256 x i8] undef, align 4
@"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0" = internal addrspace(3) global [1024 x i8] undef, align 4
@"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1" = internal addrspace(3) global [256 x i8] undef, align 4

define internal double @"github.com/kernlab/kern/bench/kernels.ExpSin"(double %p0) #1 {
entry:
  br label %b0

b0:
  %t0 = fneg double %p0
  %t1 = fmul double %t0, %p0
  %t2 = fcmp une double %t1, %t1
  br i1 %t2, label %b1, label %b2

b1:
  br label %b31

b2:
  %t3 = fcmp ogt double %t1, 0x40862E42FEFA39EF
  br i1 %t3, label %b3, label %b4

b3:
  br label %b31

b4:
  %t4 = fcmp olt double %t1, 0xC0874910D52D3051
  br i1 %t4, label %b5, label %b6

b5:
  br label %b31

b6:
  %t5 = fcmp olt double 0xBE30000000000000, %t1
  br i1 %t5, label %b7, label %b9

b7:
  %t6 = fcmp olt double %t1, 0x3E30000000000000
  br i1 %t6, label %b8, label %b9

b8:
  %t7 = fadd double 0x3FF0000000000000, %t1
  br label %b31

b9:
  %t8 = fcmp olt double %t1, 0x0000000000000000
  br i1 %t8, label %b10, label %b29

b10:
  %t9 = fmul double 0x3FF71547652B82FE, %t1
  %t10 = fsub double %t9, 0x3FE0000000000000
  %.1 = fcmp oge double %t10, 0xC3E0000000000000
  %.2 = fcmp olt double %t10, 0x43E0000000000000
  %.3 = and i1 %.1, %.2
  %.4 = select i1 %.3, double %t10, double 0.0
  %.5 = fptosi double %.4 to i64
  %.6 = select i1 %.3, i64 %.5, i64 -9223372036854775808
  br label %b11

b11:
  %t12 = phi i64 [ %.6, %b10 ], [ 0, %b29 ], [ %.13, %b30 ]
  %t13 = sitofp i64 %t12 to double
  %t14 = fmul double %t13, 0x3FE62E42FEE00000
  %t15 = fsub double %t1, %t14
  %t16 = fmul double %t13, 0x3DEA39EF35793C76
  %t17 = fsub double %t15, %t16
  %t18 = fmul double %t17, %t17
  %t19 = fmul double %t18, 0x3E66376972BEA4D0
  %t20 = fadd double 0xBEBBBD41C5D26BF1, %t19
  %t21 = fmul double %t18, %t20
  %t22 = fadd double 0x3F11566AAF25DE2C, %t21
  %t23 = fmul double %t18, %t22
  %t24 = fadd double 0xBF66C16C16BEBD93, %t23
  %t25 = fmul double %t18, %t24
  %t26 = fadd double 0x3FC5555555555555, %t25
  %t27 = fmul double %t18, %t26
  %t28 = fsub double %t17, %t27
  %t29 = fmul double %t17, %t28
  %t30 = fsub double 0x4000000000000000, %t28
  %t31 = fdiv double %t29, %t30
  %t32 = fsub double %t16, %t31
  %t33 = fsub double %t32, %t15
  %t34 = fsub double 0x3FF0000000000000, %t33
  %t35 = fcmp oeq double %t34, 0x0000000000000000
  br i1 %t35, label %b12, label %b13

b12:
  br label %b28

b13:
  %t36 = call double @llvm.fabs.f64(double %t34)
  %t37 = fcmp ogt double %t36, 0x7FEFFFFFFFFFFFFF
  br i1 %t37, label %b14, label %b15

b14:
  br label %b28

b15:
  %t38 = fcmp une double %t34, %t34
  br i1 %t38, label %b14, label %b16

b16:
  %t39 = fcmp olt double %t36, 0x0010000000000000
  br i1 %t39, label %b17, label %b18

b17:
  %t40 = fmul double %t34, 0x4330000000000000
  br label %b19

b18:
  br label %b19

b19:
  %t41 = phi double [ %t40, %b17 ], [ %t34, %b18 ]
  %t42 = phi i64 [ -52, %b17 ], [ 0, %b18 ]
  %t43 = add i64 %t12, %t42
  %t44 = bitcast double %t41 to i64
  %t45 = lshr i64 %t44, 52
  %t47 = and i64 %t45, 2047
  %t48 = sub i64 %t47, 1023
  %t49 = add i64 %t43, %t48
  %t50 = icmp slt i64 %t49, -1075
  br i1 %t50, label %b20, label %b21

b20:
  %t51 = call double @llvm.copysign.f64(double 0x0000000000000000, double %t41)
  br label %b28

b21:
  %t52 = icmp sgt i64 %t49, 1023
  br i1 %t52, label %b22, label %b25

b22:
  %t53 = fcmp olt double %t41, 0x0000000000000000
  br i1 %t53, label %b23, label %b24

b23:
  br label %b28

b24:
  br label %b28

b25:
  %t54 = icmp slt i64 %t49, -1022
  br i1 %t54, label %b26, label %b27

b26:
  %t55 = add i64 %t49, 53
  br label %b27

b27:
  %t56 = phi i64 [ %t49, %b25 ], [ %t55, %b26 ]
  %t57 = phi double [ 0x3FF0000000000000, %b25 ], [ 0x3CA0000000000000, %b26 ]
  %.7 = xor i64 9218868437227405312, -1
  %t58 = and i64 %t44, %.7
  %t59 = add i64 %t56, 1023
  %t61 = shl i64 %t59, 52
  %t62 = or i64 %t58, %t61
  %t63 = bitcast i64 %t62 to double
  %t64 = fmul double %t57, %t63
  br label %b28

b28:
  %t65 = phi double [ %t34, %b12 ], [ %t34, %b14 ], [ %t51, %b20 ], [ 0xFFF0000000000000, %b23 ], [ 0x7FF0000000000000, %b24 ], [ %t64, %b27 ]
  br label %b31

b29:
  %t66 = fcmp ogt double %t1, 0x0000000000000000
  br i1 %t66, label %b30, label %b11

b30:
  %t67 = fmul double 0x3FF71547652B82FE, %t1
  %t68 = fadd double %t67, 0x3FE0000000000000
  %.8 = fcmp oge double %t68, 0xC3E0000000000000
  %.9 = fcmp olt double %t68, 0x43E0000000000000
  %.10 = and i1 %.8, %.9
  %.11 = select i1 %.10, double %t68, double 0.0
  %.12 = fptosi double %.11 to i64
  %.13 = select i1 %.10, i64 %.12, i64 -9223372036854775808
  br label %b11

b31:
  %t70 = phi double [ %t1, %b1 ], [ 0x7FF0000000000000, %b3 ], [ 0x0000000000000000, %b5 ], [ %t7, %b8 ], [ %t65, %b28 ]
  %t71 = call double @"math.sin"(double %p0)
  %t72 = fmul double %t70, %t71
  ret double %t72
}

define internal double @"math.sin"(double %p0) #1 {
entry:
  br label %b0

b0:
  %t0 = fcmp oeq double %p0, 0x0000000000000000
  br i1 %t0, label %b1, label %b2

b1:
  ret double %p0

b2:
  %t1 = fcmp une double %p0, %p0
  br i1 %t1, label %b1, label %b3

b3:
  %t2 = call double @llvm.fabs.f64(double %p0)
  %t3 = fcmp ogt double %t2, 0x7FEFFFFFFFFFFFFF
  br i1 %t3, label %b4, label %b5

b4:
  ret double 0x7FF8000000000001

b5:
  %t4 = fcmp olt double %p0, 0x0000000000000000
  br i1 %t4, label %b6, label %b7

b6:
  %t5 = fneg double %p0
  br label %b7

b7:
  %t6 = phi double [ %p0, %b5 ], [ %t5, %b6 ]
  %t7 = phi i1 [ false, %b5 ], [ true, %b6 ]
  %t8 = fcmp oge double %t6, 0x41C0000000000000
  br i1 %t8, label %b8, label %b18

b8:
  %t9 = call { i64, double } @"math.trigReduce"(double %t6)
  %t10 = extractvalue { i64, double } %t9, 0
  %t11 = extractvalue { i64, double } %t9, 1
  br label %b9

b9:
  %t12 = phi i64 [ %t10, %b8 ], [ %t86, %b20 ]
  %t13 = phi double [ %t11, %b8 ], [ %t92, %b20 ]
  %t14 = icmp ugt i64 %t12, 3
  br i1 %t14, label %b10, label %b11

b10:
  %t15 = xor i1 %t7, true
  %t16 = sub i64 %t12, 4
  br label %b11

b11:
  %t17 = phi i1 [ %t7, %b9 ], [ %t15, %b10 ]
  %t18 = phi i64 [ %t12, %b9 ], [ %t16, %b10 ]
  %t19 = fmul double %t13, %t13
  %t20 = icmp eq i64 %t18, 1
  br i1 %t20, label %b12, label %b16

b12:
  %t21 = fmul double 0x3FE0000000000000, %t19
  %t22 = fsub double 0x3FF0000000000000, %t21
  %t23 = fmul double %t19, %t19
  %t24 = getelementptr inbounds double, ptr addrspace(4) @"math._cos", i64 0
  %.1 = load double, ptr addrspace(4) %t24, align 8
  %t26 = fmul double %.1, %t19
  %t27 = getelementptr inbounds double, ptr addrspace(4) @"math._cos", i64 1
  %.2 = load double, ptr addrspace(4) %t27, align 8
  %t29 = fadd double %t26, %.2
  %t30 = fmul double %t29, %t19
  %t31 = getelementptr inbounds double, ptr addrspace(4) @"math._cos", i64 2
  %.3 = load double, ptr addrspace(4) %t31, align 8
  %t33 = fadd double %t30, %.3
  %t34 = fmul double %t33, %t19
  %t35 = getelementptr inbounds double, ptr addrspace(4) @"math._cos", i64 3
  %.4 = load double, ptr addrspace(4) %t35, align 8
  %t37 = fadd double %t34, %.4
  %t38 = fmul double %t37, %t19
  %t39 = getelementptr inbounds double, ptr addrspace(4) @"math._cos", i64 4
  %.5 = load double, ptr addrspace(4) %t39, align 8
  %t41 = fadd double %t38, %.5
  %t42 = fmul double %t41, %t19
  %t43 = getelementptr inbounds double, ptr addrspace(4) @"math._cos", i64 5
  %.6 = load double, ptr addrspace(4) %t43, align 8
  %t45 = fadd double %t42, %.6
  %t46 = fmul double %t23, %t45
  %t47 = fadd double %t22, %t46
  br label %b13

b13:
  %t48 = phi double [ %t47, %b12 ], [ %t76, %b17 ]
  br i1 %t17, label %b14, label %b15

b14:
  %t49 = fneg double %t48
  br label %b15

b15:
  %t50 = phi double [ %t48, %b13 ], [ %t49, %b14 ]
  ret double %t50

b16:
  %t51 = icmp eq i64 %t18, 2
  br i1 %t51, label %b12, label %b17

b17:
  %t52 = fmul double %t13, %t19
  %t53 = getelementptr inbounds double, ptr addrspace(4) @"math._sin", i64 0
  %.7 = load double, ptr addrspace(4) %t53, align 8
  %t55 = fmul double %.7, %t19
  %t56 = getelementptr inbounds double, ptr addrspace(4) @"math._sin", i64 1
  %.8 = load double, ptr addrspace(4) %t56, align 8
  %t58 = fadd double %t55, %.8
  %t59 = fmul double %t58, %t19
  %t60 = getelementptr inbounds double, ptr addrspace(4) @"math._sin", i64 2
  %.9 = load double, ptr addrspace(4) %t60, align 8
  %t62 = fadd double %t59, %.9
  %t63 = fmul double %t62, %t19
  %t64 = getelementptr inbounds double, ptr addrspace(4) @"math._sin", i64 3
  %.10 = load double, ptr addrspace(4) %t64, align 8
  %t66 = fadd double %t63, %.10
  %t67 = fmul double %t66, %t19
  %t68 = getelementptr inbounds double, ptr addrspace(4) @"math._sin", i64 4
  %.11 = load double, ptr addrspace(4) %t68, align 8
  %t70 = fadd double %t67, %.11
  %t71 = fmul double %t70, %t19
  %t72 = getelementptr inbounds double, ptr addrspace(4) @"math._sin", i64 5
  %.12 = load double, ptr addrspace(4) %t72, align 8
  %t74 = fadd double %t71, %.12
  %t75 = fmul double %t52, %t74
  %t76 = fadd double %t13, %t75
  br label %b13

b18:
  %t77 = fmul double %t6, 0x3FF45F306DC9C883
  %.13 = fcmp olt double %t77, 0x43E0000000000000
  %.14 = fcmp oge double %t77, 0xC3E0000000000000
  %.15 = fcmp olt double %t77, 0x43E0000000000000
  %.16 = and i1 %.14, %.15
  %.17 = select i1 %.16, double %t77, double 0.0
  %.18 = fptosi double %.17 to i64
  %.19 = select i1 %.16, i64 %.18, i64 -9223372036854775808
  %.20 = fsub double %t77, 0x43E0000000000000
  %.21 = fcmp oge double %.20, 0xC3E0000000000000
  %.22 = fcmp olt double %.20, 0x43E0000000000000
  %.23 = and i1 %.21, %.22
  %.24 = select i1 %.23, double %.20, double 0.0
  %.25 = fptosi double %.24 to i64
  %.26 = select i1 %.23, i64 %.25, i64 -9223372036854775808
  %.27 = or i64 %.26, -9223372036854775808
  %.28 = select i1 %.13, i64 %.19, i64 %.27
  %t79 = uitofp i64 %.28 to double
  %t80 = and i64 %.28, 1
  %t81 = icmp eq i64 %t80, 1
  br i1 %t81, label %b19, label %b20

b19:
  %t82 = add i64 %.28, 1
  %t83 = fadd double %t79, 0x3FF0000000000000
  br label %b20

b20:
  %t84 = phi i64 [ %.28, %b18 ], [ %t82, %b19 ]
  %t85 = phi double [ %t79, %b18 ], [ %t83, %b19 ]
  %t86 = and i64 %t84, 7
  %t87 = fmul double %t85, 0x3FE921FB40000000
  %t88 = fsub double %t6, %t87
  %t89 = fmul double %t85, 0x3E64442D00000000
  %t90 = fsub double %t88, %t89
  %t91 = fmul double %t85, 0x3CE8469898CC5170
  %t92 = fsub double %t90, %t91
  br label %b9
}

define internal { i64, double } @"math.trigReduce"(double %p0) #1 {
entry:
  br label %b0

b0:
  %t0 = fcmp olt double %p0, 0x3FE921FB54442D18
  br i1 %t0, label %b1, label %b2

b1:
  %.1 = insertvalue { i64, double } poison, i64 0, 0
  %.2 = insertvalue { i64, double } %.1, double %p0, 1
  ret { i64, double } %.2

b2:
  %t1 = bitcast double %p0 to i64
  %t2 = lshr i64 %t1, 52
  %t3 = and i64 %t2, 2047
  %t5 = sub i64 %t3, 1023
  %t6 = sub i64 %t5, 52
  %.3 = xor i64 9218868437227405312, -1
  %t7 = and i64 %t1, %.3
  %t8 = or i64 %t7, 4503599627370496
  %t9 = add i64 %t6, 61
  %t11 = udiv i64 %t9, 64
  %t12 = urem i64 %t9, 64
  %t14 = getelementptr inbounds i64, ptr addrspace(4) @"math.mPi4", i64 %t11
  %.4 = load i64, ptr addrspace(4) %t14, align 8
  %.5 = icmp uge i64 %t12, 64
  %.6 = and i64 %t12, 63
  %.7 = shl i64 %.4, %.6
  %t16 = select i1 %.5, i64 0, i64 %.7
  %t17 = add i64 %t11, 1
  %t19 = getelementptr inbounds i64, ptr addrspace(4) @"math.mPi4", i64 %t17
  %.8 = load i64, ptr addrspace(4) %t19, align 8
  %t21 = sub i64 64, %t12
  %.9 = icmp uge i64 %t21, 64
  %.10 = and i64 %t21, 63
  %.11 = lshr i64 %.8, %.10
  %t22 = select i1 %.9, i64 0, i64 %.11
  %t23 = or i64 %t16, %t22
  %.12 = load i64, ptr addrspace(4) %t19, align 8
  %.13 = icmp uge i64 %t12, 64
  %.14 = and i64 %t12, 63
  %.15 = shl i64 %.12, %.14
  %t25 = select i1 %.13, i64 0, i64 %.15
  %t26 = add i64 %t11, 2
  %t28 = getelementptr inbounds i64, ptr addrspace(4) @"math.mPi4", i64 %t26
  %.16 = load i64, ptr addrspace(4) %t28, align 8
  %.17 = icmp uge i64 %t21, 64
  %.18 = and i64 %t21, 63
  %.19 = lshr i64 %.16, %.18
  %t30 = select i1 %.17, i64 0, i64 %.19
  %t31 = or i64 %t25, %t30
  %.20 = load i64, ptr addrspace(4) %t28, align 8
  %.21 = icmp uge i64 %t12, 64
  %.22 = and i64 %t12, 63
  %.23 = shl i64 %.20, %.22
  %t33 = select i1 %.21, i64 0, i64 %.23
  %t34 = add i64 %t11, 3
  %t36 = getelementptr inbounds i64, ptr addrspace(4) @"math.mPi4", i64 %t34
  %.24 = load i64, ptr addrspace(4) %t36, align 8
  %.25 = icmp uge i64 %t21, 64
  %.26 = and i64 %t21, 63
  %.27 = lshr i64 %.24, %.26
  %t38 = select i1 %.25, i64 0, i64 %.27
  %t39 = or i64 %t33, %t38
  %t40 = and i64 %t39, 4294967295
  %t41 = lshr i64 %t39, 32
  %t42 = and i64 %t8, 4294967295
  %t43 = lshr i64 %t8, 32
  %t44 = mul i64 %t40, %t42
  %t45 = mul i64 %t41, %t42
  %t46 = lshr i64 %t44, 32
  %t47 = add i64 %t45, %t46
  %t48 = and i64 %t47, 4294967295
  %t49 = lshr i64 %t47, 32
  %t50 = mul i64 %t40, %t43
  %t51 = add i64 %t48, %t50
  %t52 = mul i64 %t41, %t43
  %t53 = add i64 %t52, %t49
  %t54 = lshr i64 %t51, 32
  %t55 = add i64 %t53, %t54
  %t56 = and i64 %t31, 4294967295
  %t57 = lshr i64 %t31, 32
  %t58 = mul i64 %t56, %t42
  %t59 = mul i64 %t57, %t42
  %t60 = lshr i64 %t58, 32
  %t61 = add i64 %t59, %t60
  %t62 = and i64 %t61, 4294967295
  %t63 = lshr i64 %t61, 32
  %t64 = mul i64 %t56, %t43
  %t65 = add i64 %t62, %t64
  %t66 = mul i64 %t57, %t43
  %t67 = add i64 %t66, %t63
  %t68 = lshr i64 %t65, 32
  %t69 = add i64 %t67, %t68
  %t70 = mul i64 %t31, %t8
  %t71 = mul i64 %t23, %t8
  %t72 = add i64 %t70, %t55
  %t73 = and i64 %t70, %t55
  %t74 = or i64 %t70, %t55
  %.28 = xor i64 %t72, -1
  %t75 = and i64 %t74, %.28
  %t76 = or i64 %t73, %t75
  %t77 = lshr i64 %t76, 63
  %t78 = add i64 %t71, %t69
  %t79 = add i64 %t78, %t77
  %t80 = lshr i64 %t79, 61
  %t81 = shl i64 %t79, 3
  %t82 = lshr i64 %t72, 61
  %t83 = or i64 %t81, %t82
  %.29 = call i64 @llvm.ctlz.i64(i64 %t83, i1 false)
  %t87 = add i64 %.29, 1
  %t88 = sub i64 1023, %t87
  %.30 = icmp uge i64 %t87, 64
  %.31 = and i64 %t87, 63
  %.32 = shl i64 %t83, %.31
  %t89 = select i1 %.30, i64 0, i64 %.32
  %t90 = sub i64 64, %t87
  %.33 = icmp uge i64 %t90, 64
  %.34 = and i64 %t90, 63
  %.35 = lshr i64 %t72, %.34
  %t91 = select i1 %.33, i64 0, i64 %.35
  %t92 = or i64 %t89, %t91
  %t93 = lshr i64 %t92, 12
  %t94 = shl i64 %t88, 52
  %t95 = or i64 %t93, %t94
  %t96 = bitcast i64 %t95 to double
  %t97 = and i64 %t80, 1
  %t98 = icmp eq i64 %t97, 1
  br i1 %t98, label %b3, label %b4

b3:
  %t99 = add i64 %t80, 1
  %t100 = and i64 %t99, 7
  %t101 = fsub double %t96, 0x3FF0000000000000
  br label %b4

b4:
  %t102 = phi i64 [ %t80, %b2 ], [ %t100, %b3 ]
  %t103 = phi double [ %t96, %b2 ], [ %t101, %b3 ]
  %t104 = fmul double %t103, 0x3FE921FB54442D18
  %.36 = insertvalue { i64, double } poison, i64 %t102, 0
  %.37 = insertvalue { i64, double } %.36, double %t104, 1
  ret { i64, double } %.37
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eMatMulTiled"(ptr addrspace(1) %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, ptr addrspace(1) %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) #0 {
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
  %.11 = insertvalue { ptr addrspace(1), i64, i64, i64, i64 } poison, ptr addrspace(1) %a10, 0
  %.12 = insertvalue { ptr addrspace(1), i64, i64, i64, i64 } %.11, i64 %a11, 1
  %.13 = insertvalue { ptr addrspace(1), i64, i64, i64, i64 } %.12, i64 %a12, 2
  %.14 = insertvalue { ptr addrspace(1), i64, i64, i64, i64 } %.13, i64 %a13, 3
  %.15 = insertvalue { ptr addrspace(1), i64, i64, i64, i64 } %.14, i64 %a14, 4
  br label %b0

b0:
  %.16 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t3 = sext i32 %.16 to i64
  %.17 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.18 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 4
  %.19 = load i16, ptr addrspace(4) %.18, align 2, !invariant.load !0
  %.20 = zext i16 %.19 to i32
  %t5 = sext i32 %.20 to i64
  %t6 = mul i64 %t3, %t5
  %.21 = call i32 @llvm.amdgcn.workitem.id.x()
  %t8 = sext i32 %.21 to i64
  %t9 = add i64 %t6, %t8
  %.22 = call i32 @llvm.amdgcn.workgroup.id.y()
  %t11 = sext i32 %.22 to i64
  %.23 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.24 = getelementptr inbounds i8, ptr addrspace(4) %.23, i64 6
  %.25 = load i16, ptr addrspace(4) %.24, align 2, !invariant.load !0
  %.26 = zext i16 %.25 to i32
  %t13 = sext i32 %.26 to i64
  %t14 = mul i64 %t11, %t13
  %.27 = call i32 @llvm.amdgcn.workitem.id.y()
  %t16 = sext i32 %.27 to i64
  %t17 = add i64 %t14, %t16
  %t18 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.15, 1
  %t19 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.5, 2
  %t20 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.15, 2
  %t21 = icmp slt i64 %t17, %t18
  %t22 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.5, 3
  %t23 = mul i64 %t17, %t22
  %t24 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.5, 4
  %t25 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.5, 0
  %t26 = icmp slt i64 %t9, %t20
  %t27 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.10, 3
  %t28 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.10, 4
  %t29 = mul i64 %t9, %t28
  %t30 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.10, 0
  %t31 = getelementptr inbounds [64 x i8], ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eMatMulTiled.shared.0", i64 %t16
  %t32 = getelementptr inbounds float, ptr addrspace(3) %t31, i64 %t8
  %t33 = getelementptr inbounds [64 x i8], ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eMatMulTiled.shared.1", i64 %t16
  %t34 = getelementptr inbounds float, ptr addrspace(3) %t33, i64 %t8
  %t35 = getelementptr inbounds [64 x i8], ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eMatMulTiled.shared.1", i64 0
  %t36 = getelementptr inbounds float, ptr addrspace(3) %t35, i64 %t8
  %t37 = mul i64 %t8, %t24
  %t38 = add i64 %t37, %t23
  %t39 = getelementptr inbounds float, ptr addrspace(1) %t25, i64 %t38
  %t40 = mul i64 16, %t24
  %t41 = mul i64 %t16, %t27
  %t42 = add i64 %t41, %t29
  %t43 = getelementptr inbounds float, ptr addrspace(1) %t30, i64 %t42
  %t44 = mul i64 16, %t27
  br label %b1

b1:
  %t45 = phi ptr addrspace(1) [ %t43, %b0 ], [ %t139, %b8 ]
  %t46 = phi ptr addrspace(1) [ %t39, %b0 ], [ %t138, %b8 ]
  %t47 = phi float [ 0x0000000000000000, %b0 ], [ %t136, %b8 ]
  %t48 = phi i64 [ 0, %b0 ], [ %t137, %b8 ]
  %t49 = icmp slt i64 %t48, %t19
  br i1 %t49, label %b2, label %b9

b2:
  br i1 %t21, label %b3, label %b5

b3:
  %t50 = add i64 %t48, %t8
  %t51 = icmp slt i64 %t50, %t19
  br i1 %t51, label %b4, label %b5

b4:
  %.28 = load float, ptr addrspace(1) %t46, align 4
  br label %b5

b5:
  %t53 = phi float [ 0x0000000000000000, %b2 ], [ 0x0000000000000000, %b3 ], [ %.28, %b4 ]
  %t54 = add i64 %t48, %t16
  %t55 = icmp slt i64 %t54, %t19
  br i1 %t55, label %b6, label %b8

b6:
  br i1 %t26, label %b7, label %b8

b7:
  %.29 = load float, ptr addrspace(1) %t45, align 4
  br label %b8

b8:
  %t57 = phi float [ 0x0000000000000000, %b5 ], [ 0x0000000000000000, %b6 ], [ %.29, %b7 ]
  store float %t53, ptr addrspace(3) %t32, align 4
  store float %t57, ptr addrspace(3) %t34, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t58 = getelementptr inbounds float, ptr addrspace(3) %t31, i64 0
  %.30 = load float, ptr addrspace(3) %t58, align 4
  %.31 = load float, ptr addrspace(3) %t36, align 4
  %t61 = call float @llvm.fma.f32(float %.30, float %.31, float %t47)
  %t62 = getelementptr inbounds float, ptr addrspace(3) %t31, i64 1
  %.32 = load float, ptr addrspace(3) %t62, align 4
  %t64 = getelementptr inbounds float, ptr addrspace(3) %t36, i64 16
  %.33 = load float, ptr addrspace(3) %t64, align 4
  %t66 = call float @llvm.fma.f32(float %.32, float %.33, float %t61)
  %t67 = getelementptr inbounds float, ptr addrspace(3) %t31, i64 2
  %.34 = load float, ptr addrspace(3) %t67, align 4
  %t69 = getelementptr inbounds float, ptr addrspace(3) %t36, i64 32
  %.35 = load float, ptr addrspace(3) %t69, align 4
  %t71 = call float @llvm.fma.f32(float %.34, float %.35, float %t66)
  %t72 = getelementptr inbounds float, ptr addrspace(3) %t31, i64 3
  %.36 = load float, ptr addrspace(3) %t72, align 4
  %t74 = getelementptr inbounds float, ptr addrspace(3) %t36, i64 48
  %.37 = load float, ptr addrspace(3) %t74, align 4
  %t76 = call float @llvm.fma.f32(float %.36, float %.37, float %t71)
  %t77 = getelementptr inbounds float, ptr addrspace(3) %t31, i64 4
  %.38 = load float, ptr addrspace(3) %t77, align 4
  %t79 = getelementptr inbounds float, ptr addrspace(3) %t36, i64 64
  %.39 = load float, ptr addrspace(3) %t79, align 4
  %t81 = call float @llvm.fma.f32(float %.38, float %.39, float %t76)
  %t82 = getelementptr inbounds float, ptr addrspace(3) %t31, i64 5
  %.40 = load float, ptr addrspace(3) %t82, align 4
  %t84 = getelementptr inbounds float, ptr addrspace(3) %t36, i64 80
  %.41 = load float, ptr addrspace(3) %t84, align 4
  %t86 = call float @llvm.fma.f32(float %.40, float %.41, float %t81)
  %t87 = getelementptr inbounds float, ptr addrspace(3) %t31, i64 6
  %.42 = load float, ptr addrspace(3) %t87, align 4
  %t89 = getelementptr inbounds float, ptr addrspace(3) %t36, i64 96
  %.43 = load float, ptr addrspace(3) %t89, align 4
  %t91 = call float @llvm.fma.f32(float %.42, float %.43, float %t86)
  %t92 = getelementptr inbounds float, ptr addrspace(3) %t31, i64 7
  %.44 = load float, ptr addrspace(3) %t92, align 4
  %t94 = getelementptr inbounds float, ptr addrspace(3) %t36, i64 112
  %.45 = load float, ptr addrspace(3) %t94, align 4
  %t96 = call float @llvm.fma.f32(float %.44, float %.45, float %t91)
  %t97 = getelementptr inbounds float, ptr addrspace(3) %t31, i64 8
  %.46 = load float, ptr addrspace(3) %t97, align 4
  %t99 = getelementptr inbounds float, ptr addrspace(3) %t36, i64 128
  %.47 = load float, ptr addrspace(3) %t99, align 4
  %t101 = call float @llvm.fma.f32(float %.46, float %.47, float %t96)
  %t102 = getelementptr inbounds float, ptr addrspace(3) %t31, i64 9
  %.48 = load float, ptr addrspace(3) %t102, align 4
  %t104 = getelementptr inbounds float, ptr addrspace(3) %t36, i64 144
  %.49 = load float, ptr addrspace(3) %t104, align 4
  %t106 = call float @llvm.fma.f32(float %.48, float %.49, float %t101)
  %t107 = getelementptr inbounds float, ptr addrspace(3) %t31, i64 10
  %.50 = load float, ptr addrspace(3) %t107, align 4
  %t109 = getelementptr inbounds float, ptr addrspace(3) %t36, i64 160
  %.51 = load float, ptr addrspace(3) %t109, align 4
  %t111 = call float @llvm.fma.f32(float %.50, float %.51, float %t106)
  %t112 = getelementptr inbounds float, ptr addrspace(3) %t31, i64 11
  %.52 = load float, ptr addrspace(3) %t112, align 4
  %t114 = getelementptr inbounds float, ptr addrspace(3) %t36, i64 176
  %.53 = load float, ptr addrspace(3) %t114, align 4
  %t116 = call float @llvm.fma.f32(float %.52, float %.53, float %t111)
  %t117 = getelementptr inbounds float, ptr addrspace(3) %t31, i64 12
  %.54 = load float, ptr addrspace(3) %t117, align 4
  %t119 = getelementptr inbounds float, ptr addrspace(3) %t36, i64 192
  %.55 = load float, ptr addrspace(3) %t119, align 4
  %t121 = call float @llvm.fma.f32(float %.54, float %.55, float %t116)
  %t122 = getelementptr inbounds float, ptr addrspace(3) %t31, i64 13
  %.56 = load float, ptr addrspace(3) %t122, align 4
  %t124 = getelementptr inbounds float, ptr addrspace(3) %t36, i64 208
  %.57 = load float, ptr addrspace(3) %t124, align 4
  %t126 = call float @llvm.fma.f32(float %.56, float %.57, float %t121)
  %t127 = getelementptr inbounds float, ptr addrspace(3) %t31, i64 14
  %.58 = load float, ptr addrspace(3) %t127, align 4
  %t129 = getelementptr inbounds float, ptr addrspace(3) %t36, i64 224
  %.59 = load float, ptr addrspace(3) %t129, align 4
  %t131 = call float @llvm.fma.f32(float %.58, float %.59, float %t126)
  %t132 = getelementptr inbounds float, ptr addrspace(3) %t31, i64 15
  %.60 = load float, ptr addrspace(3) %t132, align 4
  %t134 = getelementptr inbounds float, ptr addrspace(3) %t36, i64 240
  %.61 = load float, ptr addrspace(3) %t134, align 4
  %t136 = call float @llvm.fma.f32(float %.60, float %.61, float %t131)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t137 = add i64 %t48, 16
  %t138 = getelementptr inbounds float, ptr addrspace(1) %t46, i64 %t40
  %t139 = getelementptr inbounds float, ptr addrspace(1) %t45, i64 %t44
  br label %b1

b9:
  br i1 %t21, label %b10, label %b12

b10:
  br i1 %t26, label %b11, label %b12

b11:
  %t140 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.15, 3
  %t141 = mul i64 %t17, %t140
  %t142 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.15, 4
  %t143 = mul i64 %t9, %t142
  %t144 = add i64 %t141, %t143
  %t145 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.15, 0
  %t146 = getelementptr inbounds float, ptr addrspace(1) %t145, i64 %t144
  store float %t47, ptr addrspace(1) %t146, align 4
  br label %b12

b12:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eAxpy"(float %a0, ptr addrspace(1) %a1, i64 %a2, i64 %a3, ptr addrspace(1) %a4, i64 %a5, i64 %a6) #0 {
entry:
  %.1 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a1, 0
  %.2 = insertvalue { ptr addrspace(1), i64, i64 } %.1, i64 %a2, 1
  %.3 = insertvalue { ptr addrspace(1), i64, i64 } %.2, i64 %a3, 2
  %.4 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a4, 0
  %.5 = insertvalue { ptr addrspace(1), i64, i64 } %.4, i64 %a5, 1
  %.6 = insertvalue { ptr addrspace(1), i64, i64 } %.5, i64 %a6, 2
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
  %t8 = extractvalue { ptr addrspace(1), i64, i64 } %.6, 1
  %t9 = icmp slt i64 %t7, %t8
  br i1 %t9, label %b1, label %b2

b1:
  %t10 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 0
  %t11 = getelementptr inbounds float, ptr addrspace(1) %t10, i64 %t7
  %.13 = load float, ptr addrspace(1) %t11, align 4
  %t13 = extractvalue { ptr addrspace(1), i64, i64 } %.6, 0
  %t14 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %t7
  %.14 = load float, ptr addrspace(1) %t14, align 4
  %t16 = call float @llvm.fma.f32(float %a0, float %.13, float %.14)
  store float %t16, ptr addrspace(1) %t14, align 4
  br label %b2

b2:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eDiscriminant_5f_5fcontig"(i64 %a0, ptr addrspace(1) %a1, float %a2, ptr addrspace(1) %a3, float %a4, ptr addrspace(1) %a5, float %a6, ptr addrspace(1) %a7) #0 {
entry:
  br label %b0

b0:
  %t0 = icmp ne ptr addrspace(1) %a1, null
  %t1 = icmp ne ptr addrspace(1) %a3, null
  %t2 = icmp ne ptr addrspace(1) %a5, null
  %.1 = call i32 @llvm.amdgcn.workitem.id.x()
  %t4 = sext i32 %.1 to i64
  %.2 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t6 = sext i32 %.2 to i64
  %.3 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 2, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t8 = sext i32 %.6 to i64
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
  %t10 = sext i32 %.16 to i64
  %t11 = mul i64 %t6, %t8
  %t12 = add i64 %t11, %t4
  %t13 = mul i64 %t10, %t8
  br label %b1

b1:
  %t14 = phi i64 [ %t12, %b0 ], [ %t31, %b8 ]
  %t15 = icmp slt i64 %t14, %a0
  br i1 %t15, label %b2, label %b9

b2:
  br i1 %t0, label %b3, label %b4

b3:
  %t16 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t14
  %.17 = load float, ptr addrspace(1) %t16, align 4
  br label %b4

b4:
  %t18 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1, label %b5, label %b6

b5:
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t14
  %.18 = load float, ptr addrspace(1) %t19, align 4
  br label %b6

b6:
  %t21 = phi float [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2, label %b7, label %b8

b7:
  %t22 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t14
  %.19 = load float, ptr addrspace(1) %t22, align 4
  br label %b8

b8:
  %t24 = phi float [ %.19, %b7 ], [ %a6, %b6 ]
  %t25 = fmul float 0x4010000000000000, %t18
  %t26 = fmul float %t25, %t24
  %t27 = fneg float %t26
  %t28 = call float @llvm.fma.f32(float %t21, float %t21, float %t27)
  %.20 = fcmp olt float %t28, 0x39F0000000000000
  %.21 = fmul float %t28, 0x41F0000000000000
  %.22 = select i1 %.20, float %.21, float %t28
  %.23 = call float @llvm.amdgcn.sqrt.f32(float %.22)
  %.24 = bitcast float %.23 to i32
  %.25 = add i32 %.24, -1
  %.26 = bitcast i32 %.25 to float
  %.27 = fneg float %.26
  %.28 = call float @llvm.fma.f32(float %.27, float %.23, float %.22)
  %.29 = add i32 %.24, 1
  %.30 = bitcast i32 %.29 to float
  %.31 = fneg float %.30
  %.32 = call float @llvm.fma.f32(float %.31, float %.23, float %.22)
  %.33 = fcmp ole float %.28, 0.0
  %.34 = select i1 %.33, float %.26, float %.23
  %.35 = fcmp ogt float %.32, 0.0
  %.36 = select i1 %.35, float %.30, float %.34
  %.37 = fmul float %.36, 0x3EF0000000000000
  %.38 = select i1 %.20, float %.37, float %.36
  %.39 = fcmp oeq float %.22, 0.0
  %.40 = fcmp oeq float %.22, 0x7FF0000000000000
  %.41 = or i1 %.39, %.40
  %.42 = select i1 %.41, float %.22, float %.38
  %t30 = getelementptr inbounds float, ptr addrspace(1) %a7, i64 %t14
  store float %.42, ptr addrspace(1) %t30, align 4
  %t31 = add i64 %t14, %t13
  br label %b1

b9:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eDiscriminant_5f_5fstrided"(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) %a30, float %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) #0 {
entry:
  br label %b0

b0:
  %t0 = icmp ne ptr addrspace(1) %a10, null
  %t1 = icmp ne ptr addrspace(1) %a20, null
  %t2 = icmp ne ptr addrspace(1) %a30, null
  %.1 = call i32 @llvm.amdgcn.workitem.id.x()
  %t4 = sext i32 %.1 to i64
  %.2 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t6 = sext i32 %.2 to i64
  %.3 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 2, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t8 = sext i32 %.6 to i64
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
  %t10 = sext i32 %.16 to i64
  %t11 = mul i64 %t6, %t8
  %t12 = add i64 %t11, %t4
  %t13 = mul i64 %t10, %t8
  %t14 = icmp slt i64 7, %a1
  %t15 = icmp slt i64 6, %a1
  %t16 = icmp slt i64 5, %a1
  %t17 = icmp slt i64 4, %a1
  %t18 = icmp slt i64 3, %a1
  %t19 = icmp slt i64 2, %a1
  %t20 = icmp slt i64 1, %a1
  %t21 = icmp slt i64 0, %a1
  br label %b1

b1:
  %t22 = phi i64 [ %t12, %b0 ], [ %t152, %b24 ]
  %t23 = icmp slt i64 %t22, %a0
  br i1 %t23, label %b2, label %b25

b2:
  br i1 %t14, label %b3, label %b4

b3:
  %.17 = icmp eq i64 %a9, 0
  %.18 = icmp eq i64 %a9, -1
  %.19 = or i1 %.17, %.18
  %.20 = select i1 %.19, i64 1, i64 %a9
  %.21 = srem i64 %t22, %.20
  %.22 = select i1 %.17, i64 %t22, i64 %.21
  %.23 = icmp eq i64 %a9, 0
  %.24 = icmp eq i64 %a9, -1
  %.25 = or i1 %.23, %.24
  %.26 = select i1 %.25, i64 1, i64 %a9
  %.27 = sdiv i64 %t22, %.26
  %.28 = sub i64 0, %t22
  %.29 = select i1 %.24, i64 %.28, i64 %.27
  %.30 = select i1 %.23, i64 -1, i64 %.29
  %t26 = mul i64 %.22, %a19
  %t27 = mul i64 %.22, %a29
  %t28 = mul i64 %.22, %a39
  %t29 = mul i64 %.22, %a48
  br label %b4

b4:
  %t30 = phi i64 [ %.30, %b3 ], [ %t22, %b2 ]
  %t31 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t32 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t33 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6

b5:
  %.31 = icmp eq i64 %a8, 0
  %.32 = icmp eq i64 %a8, -1
  %.33 = or i1 %.31, %.32
  %.34 = select i1 %.33, i64 1, i64 %a8
  %.35 = srem i64 %t30, %.34
  %.36 = select i1 %.31, i64 %t30, i64 %.35
  %.37 = icmp eq i64 %a8, 0
  %.38 = icmp eq i64 %a8, -1
  %.39 = or i1 %.37, %.38
  %.40 = select i1 %.39, i64 1, i64 %a8
  %.41 = sdiv i64 %t30, %.40
  %.42 = sub i64 0, %t30
  %.43 = select i1 %.38, i64 %.42, i64 %.41
  %.44 = select i1 %.37, i64 -1, i64 %.43
  %t37 = mul i64 %.36, %a18
  %t38 = add i64 %t31, %t37
  %t39 = mul i64 %.36, %a28
  %t40 = add i64 %t32, %t39
  %t41 = mul i64 %.36, %a38
  %t42 = add i64 %t33, %t41
  %t43 = mul i64 %.36, %a47
  %t44 = add i64 %t34, %t43
  br label %b6

b6:
  %t45 = phi i64 [ %.44, %b5 ], [ %t30, %b4 ]
  %t46 = phi i64 [ %t38, %b5 ], [ %t31, %b4 ]
  %t47 = phi i64 [ %t40, %b5 ], [ %t32, %b4 ]
  %t48 = phi i64 [ %t42, %b5 ], [ %t33, %b4 ]
  %t49 = phi i64 [ %t44, %b5 ], [ %t34, %b4 ]
  br i1 %t16, label %b7, label %b8

b7:
  %.45 = icmp eq i64 %a7, 0
  %.46 = icmp eq i64 %a7, -1
  %.47 = or i1 %.45, %.46
  %.48 = select i1 %.47, i64 1, i64 %a7
  %.49 = srem i64 %t45, %.48
  %.50 = select i1 %.45, i64 %t45, i64 %.49
  %.51 = icmp eq i64 %a7, 0
  %.52 = icmp eq i64 %a7, -1
  %.53 = or i1 %.51, %.52
  %.54 = select i1 %.53, i64 1, i64 %a7
  %.55 = sdiv i64 %t45, %.54
  %.56 = sub i64 0, %t45
  %.57 = select i1 %.52, i64 %.56, i64 %.55
  %.58 = select i1 %.51, i64 -1, i64 %.57
  %t52 = mul i64 %.50, %a17
  %t53 = add i64 %t46, %t52
  %t54 = mul i64 %.50, %a27
  %t55 = add i64 %t47, %t54
  %t56 = mul i64 %.50, %a37
  %t57 = add i64 %t48, %t56
  %t58 = mul i64 %.50, %a46
  %t59 = add i64 %t49, %t58
  br label %b8

b8:
  %t60 = phi i64 [ %.58, %b7 ], [ %t45, %b6 ]
  %t61 = phi i64 [ %t53, %b7 ], [ %t46, %b6 ]
  %t62 = phi i64 [ %t55, %b7 ], [ %t47, %b6 ]
  %t63 = phi i64 [ %t57, %b7 ], [ %t48, %b6 ]
  %t64 = phi i64 [ %t59, %b7 ], [ %t49, %b6 ]
  br i1 %t17, label %b9, label %b10

b9:
  %.59 = icmp eq i64 %a6, 0
  %.60 = icmp eq i64 %a6, -1
  %.61 = or i1 %.59, %.60
  %.62 = select i1 %.61, i64 1, i64 %a6
  %.63 = srem i64 %t60, %.62
  %.64 = select i1 %.59, i64 %t60, i64 %.63
  %.65 = icmp eq i64 %a6, 0
  %.66 = icmp eq i64 %a6, -1
  %.67 = or i1 %.65, %.66
  %.68 = select i1 %.67, i64 1, i64 %a6
  %.69 = sdiv i64 %t60, %.68
  %.70 = sub i64 0, %t60
  %.71 = select i1 %.66, i64 %.70, i64 %.69
  %.72 = select i1 %.65, i64 -1, i64 %.71
  %t67 = mul i64 %.64, %a16
  %t68 = add i64 %t61, %t67
  %t69 = mul i64 %.64, %a26
  %t70 = add i64 %t62, %t69
  %t71 = mul i64 %.64, %a36
  %t72 = add i64 %t63, %t71
  %t73 = mul i64 %.64, %a45
  %t74 = add i64 %t64, %t73
  br label %b10

b10:
  %t75 = phi i64 [ %.72, %b9 ], [ %t60, %b8 ]
  %t76 = phi i64 [ %t68, %b9 ], [ %t61, %b8 ]
  %t77 = phi i64 [ %t70, %b9 ], [ %t62, %b8 ]
  %t78 = phi i64 [ %t72, %b9 ], [ %t63, %b8 ]
  %t79 = phi i64 [ %t74, %b9 ], [ %t64, %b8 ]
  br i1 %t18, label %b11, label %b12

b11:
  %.73 = icmp eq i64 %a5, 0
  %.74 = icmp eq i64 %a5, -1
  %.75 = or i1 %.73, %.74
  %.76 = select i1 %.75, i64 1, i64 %a5
  %.77 = srem i64 %t75, %.76
  %.78 = select i1 %.73, i64 %t75, i64 %.77
  %.79 = icmp eq i64 %a5, 0
  %.80 = icmp eq i64 %a5, -1
  %.81 = or i1 %.79, %.80
  %.82 = select i1 %.81, i64 1, i64 %a5
  %.83 = sdiv i64 %t75, %.82
  %.84 = sub i64 0, %t75
  %.85 = select i1 %.80, i64 %.84, i64 %.83
  %.86 = select i1 %.79, i64 -1, i64 %.85
  %t82 = mul i64 %.78, %a15
  %t83 = add i64 %t76, %t82
  %t84 = mul i64 %.78, %a25
  %t85 = add i64 %t77, %t84
  %t86 = mul i64 %.78, %a35
  %t87 = add i64 %t78, %t86
  %t88 = mul i64 %.78, %a44
  %t89 = add i64 %t79, %t88
  br label %b12

b12:
  %t90 = phi i64 [ %.86, %b11 ], [ %t75, %b10 ]
  %t91 = phi i64 [ %t83, %b11 ], [ %t76, %b10 ]
  %t92 = phi i64 [ %t85, %b11 ], [ %t77, %b10 ]
  %t93 = phi i64 [ %t87, %b11 ], [ %t78, %b10 ]
  %t94 = phi i64 [ %t89, %b11 ], [ %t79, %b10 ]
  br i1 %t19, label %b13, label %b14

b13:
  %.87 = icmp eq i64 %a4, 0
  %.88 = icmp eq i64 %a4, -1
  %.89 = or i1 %.87, %.88
  %.90 = select i1 %.89, i64 1, i64 %a4
  %.91 = srem i64 %t90, %.90
  %.92 = select i1 %.87, i64 %t90, i64 %.91
  %.93 = icmp eq i64 %a4, 0
  %.94 = icmp eq i64 %a4, -1
  %.95 = or i1 %.93, %.94
  %.96 = select i1 %.95, i64 1, i64 %a4
  %.97 = sdiv i64 %t90, %.96
  %.98 = sub i64 0, %t90
  %.99 = select i1 %.94, i64 %.98, i64 %.97
  %.100 = select i1 %.93, i64 -1, i64 %.99
  %t97 = mul i64 %.92, %a14
  %t98 = add i64 %t91, %t97
  %t99 = mul i64 %.92, %a24
  %t100 = add i64 %t92, %t99
  %t101 = mul i64 %.92, %a34
  %t102 = add i64 %t93, %t101
  %t103 = mul i64 %.92, %a43
  %t104 = add i64 %t94, %t103
  br label %b14

b14:
  %t105 = phi i64 [ %.100, %b13 ], [ %t90, %b12 ]
  %t106 = phi i64 [ %t98, %b13 ], [ %t91, %b12 ]
  %t107 = phi i64 [ %t100, %b13 ], [ %t92, %b12 ]
  %t108 = phi i64 [ %t102, %b13 ], [ %t93, %b12 ]
  %t109 = phi i64 [ %t104, %b13 ], [ %t94, %b12 ]
  br i1 %t20, label %b15, label %b16

b15:
  %.101 = icmp eq i64 %a3, 0
  %.102 = icmp eq i64 %a3, -1
  %.103 = or i1 %.101, %.102
  %.104 = select i1 %.103, i64 1, i64 %a3
  %.105 = srem i64 %t105, %.104
  %.106 = select i1 %.101, i64 %t105, i64 %.105
  %.107 = icmp eq i64 %a3, 0
  %.108 = icmp eq i64 %a3, -1
  %.109 = or i1 %.107, %.108
  %.110 = select i1 %.109, i64 1, i64 %a3
  %.111 = sdiv i64 %t105, %.110
  %.112 = sub i64 0, %t105
  %.113 = select i1 %.108, i64 %.112, i64 %.111
  %.114 = select i1 %.107, i64 -1, i64 %.113
  %t112 = mul i64 %.106, %a13
  %t113 = add i64 %t106, %t112
  %t114 = mul i64 %.106, %a23
  %t115 = add i64 %t107, %t114
  %t116 = mul i64 %.106, %a33
  %t117 = add i64 %t108, %t116
  %t118 = mul i64 %.106, %a42
  %t119 = add i64 %t109, %t118
  br label %b16

b16:
  %t120 = phi i64 [ %.114, %b15 ], [ %t105, %b14 ]
  %t121 = phi i64 [ %t113, %b15 ], [ %t106, %b14 ]
  %t122 = phi i64 [ %t115, %b15 ], [ %t107, %b14 ]
  %t123 = phi i64 [ %t117, %b15 ], [ %t108, %b14 ]
  %t124 = phi i64 [ %t119, %b15 ], [ %t109, %b14 ]
  br i1 %t21, label %b17, label %b18

b17:
  %t125 = mul i64 %t120, %a12
  %t126 = add i64 %t121, %t125
  %t127 = mul i64 %t120, %a22
  %t128 = add i64 %t122, %t127
  %t129 = mul i64 %t120, %a32
  %t130 = add i64 %t123, %t129
  %t131 = mul i64 %t120, %a41
  %t132 = add i64 %t124, %t131
  br label %b18

b18:
  %t133 = phi i64 [ %t126, %b17 ], [ %t121, %b16 ]
  %t134 = phi i64 [ %t128, %b17 ], [ %t122, %b16 ]
  %t135 = phi i64 [ %t130, %b17 ], [ %t123, %b16 ]
  %t136 = phi i64 [ %t132, %b17 ], [ %t124, %b16 ]
  br i1 %t0, label %b19, label %b20

b19:
  %t137 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t133
  %.115 = load float, ptr addrspace(1) %t137, align 4
  br label %b20

b20:
  %t139 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1, label %b21, label %b22

b21:
  %t140 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t134
  %.116 = load float, ptr addrspace(1) %t140, align 4
  br label %b22

b22:
  %t142 = phi float [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2, label %b23, label %b24

b23:
  %t143 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t135
  %.117 = load float, ptr addrspace(1) %t143, align 4
  br label %b24

b24:
  %t145 = phi float [ %.117, %b23 ], [ %a31, %b22 ]
  %t146 = fmul float 0x4010000000000000, %t139
  %t147 = fmul float %t146, %t145
  %t148 = fneg float %t147
  %t149 = call float @llvm.fma.f32(float %t142, float %t142, float %t148)
  %.118 = fcmp olt float %t149, 0x39F0000000000000
  %.119 = fmul float %t149, 0x41F0000000000000
  %.120 = select i1 %.118, float %.119, float %t149
  %.121 = call float @llvm.amdgcn.sqrt.f32(float %.120)
  %.122 = bitcast float %.121 to i32
  %.123 = add i32 %.122, -1
  %.124 = bitcast i32 %.123 to float
  %.125 = fneg float %.124
  %.126 = call float @llvm.fma.f32(float %.125, float %.121, float %.120)
  %.127 = add i32 %.122, 1
  %.128 = bitcast i32 %.127 to float
  %.129 = fneg float %.128
  %.130 = call float @llvm.fma.f32(float %.129, float %.121, float %.120)
  %.131 = fcmp ole float %.126, 0.0
  %.132 = select i1 %.131, float %.124, float %.121
  %.133 = fcmp ogt float %.130, 0.0
  %.134 = select i1 %.133, float %.128, float %.132
  %.135 = fmul float %.134, 0x3EF0000000000000
  %.136 = select i1 %.118, float %.135, float %.134
  %.137 = fcmp oeq float %.120, 0.0
  %.138 = fcmp oeq float %.120, 0x7FF0000000000000
  %.139 = or i1 %.137, %.138
  %.140 = select i1 %.139, float %.120, float %.136
  %t151 = getelementptr inbounds float, ptr addrspace(1) %a40, i64 %t136
  store float %.140, ptr addrspace(1) %t151, align 4
  %t152 = add i64 %t22, %t13
  br label %b1

b25:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin_5f_5fcontig"(i64 %a0, ptr addrspace(1) %a1, double %a2, ptr addrspace(1) %a3) #0 {
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
  %t14 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t12
  %.17 = load double, ptr addrspace(1) %t14, align 8
  br label %b4

b4:
  %t16 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  %t17 = call double @"github.com/kernlab/kern/bench/kernels.ExpSin"(double %t16)
  %t18 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t12
  store double %t17, ptr addrspace(1) %t18, align 8
  %t19 = add i64 %t12, %t11
  br label %b1

b5:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin_5f_5fstrided"(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) #0 {
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
  %t89 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t87
  %.115 = load double, ptr addrspace(1) %t89, align 8
  br label %b20

b20:
  %t91 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  %t92 = call double @"github.com/kernlab/kern/bench/kernels.ExpSin"(double %t91)
  %t93 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t88
  store double %t92, ptr addrspace(1) %t93, align 8
  %t94 = add i64 %t20, %t11
  br label %b1

b21:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eTriage_5f_5fcontig"(i64 %a0, ptr addrspace(1) %a1, i32 %a2, ptr addrspace(1) %a3) #0 {
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
  %t12 = phi i64 [ %t10, %b0 ], [ %t26, %b9 ]
  %t13 = icmp slt i64 %t12, %a0
  br i1 %t13, label %b2, label %b10

b2:
  br i1 %t0, label %b3, label %b4

b3:
  %t14 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t12
  %.17 = load i32, ptr addrspace(1) %t14, align 4
  br label %b4

b4:
  %t16 = phi i32 [ %.17, %b3 ], [ %a2, %b2 ]
  %t17 = icmp slt i32 %t16, 0
  br i1 %t17, label %b5, label %b6

b5:
  %t18 = mul i32 -2, %t16
  br label %b9

b6:
  %t19 = icmp sgt i32 %t16, 1000
  br i1 %t19, label %b7, label %b8

b7:
  %t20 = and i32 %t16, 7
  %t21 = add i32 1000, %t20
  br label %b9

b8:
  %t22 = mul i32 3, %t16
  %t23 = add i32 %t22, 1
  br label %b9

b9:
  %t24 = phi i32 [ %t18, %b5 ], [ %t21, %b7 ], [ %t23, %b8 ]
  %t25 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t12
  store i32 %t24, ptr addrspace(1) %t25, align 4
  %t26 = add i64 %t12, %t11
  br label %b1

b10:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eTriage_5f_5fstrided"(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) #0 {
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
  %t20 = phi i64 [ %t10, %b0 ], [ %t101, %b25 ]
  %t21 = icmp slt i64 %t20, %a0
  br i1 %t21, label %b2, label %b26

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
  %t89 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t87
  %.115 = load i32, ptr addrspace(1) %t89, align 4
  br label %b20

b20:
  %t91 = phi i32 [ %.115, %b19 ], [ %a11, %b18 ]
  %t92 = icmp slt i32 %t91, 0
  br i1 %t92, label %b21, label %b22

b21:
  %t93 = mul i32 -2, %t91
  br label %b25

b22:
  %t94 = icmp sgt i32 %t91, 1000
  br i1 %t94, label %b23, label %b24

b23:
  %t95 = and i32 %t91, 7
  %t96 = add i32 1000, %t95
  br label %b25

b24:
  %t97 = mul i32 3, %t91
  %t98 = add i32 %t97, 1
  br label %b25

b25:
  %t99 = phi i32 [ %t93, %b21 ], [ %t96, %b23 ], [ %t98, %b24 ]
  %t100 = getelementptr inbounds i32, ptr addrspace(1) %a20, i64 %t88
  store i32 %t99, ptr addrspace(1) %t100, align 4
  %t101 = add i64 %t20, %t11
  br label %b1

b26:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1"(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) %a3) #0 {
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
  %t29 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0", i64 %t3
  store float %t23, ptr addrspace(3) %t29, align 4
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1", i64 %t3
  %.15 = zext i1 %t16 to i8
  store i8 %.15, ptr addrspace(3) %t30, align 1
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i64 %t3, 128
  br i1 %t31, label %b6, label %b11

b6:
  %t32 = add i64 %t3, 128
  %t33 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0", i64 %t32
  %.16 = load float, ptr addrspace(3) %t33, align 4
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1", i64 %t32
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
  %t45 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0", i64 %t44
  %.20 = load float, ptr addrspace(3) %t45, align 4
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1", i64 %t44
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
  %t57 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0", i64 %t56
  %.24 = load float, ptr addrspace(3) %t57, align 4
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1", i64 %t56
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

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2"(i64 %a0, ptr addrspace(1) %a1, ptr addrspace(1) %a2, float %a3, i8 %a4) #0 {
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
  %t17 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0", i64 %t3
  store float %t11, ptr addrspace(3) %t17, align 4
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1", i64 %t3
  %.5 = zext i1 %t8 to i8
  store i8 %.5, ptr addrspace(3) %t18, align 1
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t19 = icmp slt i64 %t3, 128
  br i1 %t19, label %b6, label %b11

b6:
  %t20 = add i64 %t3, 128
  %t21 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0", i64 %t20
  %.6 = load float, ptr addrspace(3) %t21, align 4
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1", i64 %t20
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
  %t33 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0", i64 %t32
  %.10 = load float, ptr addrspace(3) %t33, align 4
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1", i64 %t32
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
  %t45 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0", i64 %t44
  %.14 = load float, ptr addrspace(3) %t45, align 4
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1", i64 %t44
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

declare i64 @llvm.amdgcn.ballot.i64(i1)
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare void @llvm.amdgcn.s.barrier()
declare float @llvm.amdgcn.sqrt.f32(float)
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare double @llvm.copysign.f64(double, double)
declare i64 @llvm.ctlz.i64(i64, i1)
declare double @llvm.fabs.f64(double)
declare float @llvm.fma.f32(float, float, float)

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { alwaysinline nounwind "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }

!0 = !{}

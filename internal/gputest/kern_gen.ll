; kern module github.com/kernlab/kern/internal/gputest (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@"math.mPi4" = internal addrspace(4) constant [160 x i8] c"\01\00\00\00\00\00\00\00\53\2A\88\9C\DC\06\F3\45\81\BB\69\EA\A3\AF\4E\F8\83\20\87\78\32\2B\C5\B6\C3\8A\77\BD\57\C7\A2\FC\C0\A5\9B\84\74\DC\48\6E\39\24\A3\13\D4\5D\92\0C\7D\4E\53\62\39\D6\3B\FC\09\89\76\5D\EA\6B\04\D1\82\FC\BE\68\4D\E0\38\D3\E9\73\A6\06\73\AC\23\73\76\50\F2\7B\17\BF\08\39\1F\30\0B\BC\FF\2F\F1\3F\3E\DA\14\B4\16\23\5E\DE\6E\13\96\4F\9E\FD\6C\DA\5A\D4\BF\3C\CD\7E\8C\9E\F6\E2\CB\D7\8F\75\4F\EA\D4\25\A5\14\EF\73\0E\7A\10\BA\1A\3F\62\BF\F6\D7\57\D7\F6\F8\8D\60\06\AC", align 8
@"math._sin" = internal addrspace(4) constant [48 x i8] c"\CD\9C\D1\1F\FD\D8\E5\3D\5D\1F\29\A9\E5\E5\5A\BE\A1\48\7D\56\E3\1D\C7\3E\03\DF\BF\19\A0\01\2A\BF\D0\F7\10\11\11\11\81\3F\48\55\55\55\55\55\C5\BF", align 8
@"math._cos" = internal addrspace(4) constant [48 x i8] c"\9B\1A\86\A0\49\FA\A8\BD\05\3F\4E\7B\9D\EE\21\3E\C6\4B\AC\7E\4F\7E\92\BE\F5\44\C8\19\A0\01\FA\3E\91\4F\C1\16\6C\C1\56\BF\4B\55\55\55\55\55\A5\3F", align 8
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits.shared.0" = internal addrspace(3) global [24 x i8] undef, align 8
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicCounters.shared.0" = internal addrspace(3) global [8 x i8] undef, align 4
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicNaN.shared.0" = internal addrspace(3) global [8 x i8] undef, align 8
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0" = internal addrspace(3) global [1024 x i8] undef, align 8
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eTranspose.shared.0" = internal addrspace(3) global [1088 x i8] undef, align 4
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eEarlyReturn.shared.0" = internal addrspace(3) global [512 x i8] undef, align 8
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSharedRace.shared.0" = internal addrspace(3) global [128 x i8] undef, align 4
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.0" = internal addrspace(3) global [2048 x i8] undef, align 8
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.1" = internal addrspace(3) global [256 x i8] undef, align 4
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.0" = internal addrspace(3) global [2048 x i8] undef, align 8
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.1" = internal addrspace(3) global [256 x i8] undef, align 4
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.0" = internal addrspace(3) global [1024 x i8] undef, align 4
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.1" = internal addrspace(3) global [256 x i8] undef, align 4
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.0" = internal addrspace(3) global [1024 x i8] undef, align 4
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.1" = internal addrspace(3) global [256 x i8] undef, align 4
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.0" = internal addrspace(3) global [2048 x i8] undef, align 8
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.1" = internal addrspace(3) global [256 x i8] undef, align 4
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.0" = internal addrspace(3) global [2048 x i8] undef, align 8
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.1" = internal addrspace(3) global [256 x i8] undef, align 4
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.0" = internal addrspace(3) global [2048 x i8] undef, align 8
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.1" = internal addrspace(3) global [256 x i8] undef, align 4
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.0" = internal addrspace(3) global [2048 x i8] undef, align 8
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.1" = internal addrspace(3) global [256 x i8] undef, align 4
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.0" = internal addrspace(3) global [1024 x i8] undef, align 4
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.1" = internal addrspace(3) global [256 x i8] undef, align 4
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.0" = internal addrspace(3) global [1024 x i8] undef, align 4
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.1" = internal addrspace(3) global [256 x i8] undef, align 4
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.0" = internal addrspace(3) global [2048 x i8] undef, align 8
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.1" = internal addrspace(3) global [256 x i8] undef, align 4
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.0" = internal addrspace(3) global [2048 x i8] undef, align 8
@"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.1" = internal addrspace(3) global [256 x i8] undef, align 4
@__kern_dynshared = external addrspace(3) global [0 x i8], align 16

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eRandDraws"(i64 %a0, i64 %a1, ptr addrspace(1) %a2, i64 %a3, i64 %a4) #0 {
entry:
  %.1 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a2, 0
  %.2 = insertvalue { ptr addrspace(1), i64, i64 } %.1, i64 %a3, 1
  %.3 = insertvalue { ptr addrspace(1), i64, i64 } %.2, i64 %a4, 2
  %t0 = alloca [44 x i8], align 4, addrspace(5)
  %t15 = alloca [44 x i8], align 4, addrspace(5)
  %t27 = alloca [8 x i8], align 4, addrspace(5)
  %t28 = alloca [16 x i8], align 4, addrspace(5)
  %t29 = alloca [16 x i8], align 4, addrspace(5)
  %t30 = alloca [44 x i8], align 4, addrspace(5)
  %t290 = alloca [44 x i8], align 4, addrspace(5)
  br label %b0

b0:
  call void @llvm.memset.p5.i64(ptr addrspace(5) align 4 %t0, i8 0, i64 44, i1 false)
  %.4 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t2 = sext i32 %.4 to i64
  %.5 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4
  %.7 = load i16, ptr addrspace(4) %.6, align 2, !invariant.load !0
  %.8 = zext i16 %.7 to i32
  %t4 = sext i32 %.8 to i64
  %t5 = mul i64 %t2, %t4
  %.9 = call i32 @llvm.amdgcn.workitem.id.x()
  %t7 = sext i32 %.9 to i64
  %t8 = add i64 %t5, %t7
  %t9 = add i64 %t8, 1
  %t10 = mul i64 %t9, %a1
  %t11 = mul i64 %t10, 7
  %t12 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 1
  %t13 = icmp sgt i64 %t11, %t12
  br i1 %t13, label %b1, label %b2

b1:
  ret void

b2:
  %.10 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 0
  store i32 %.10, ptr addrspace(5) %t0, align 4
  %.11 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 1
  %.12 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 4
  store i32 %.11, ptr addrspace(5) %.12, align 4
  %.13 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 2
  %.14 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 8
  store i32 %.13, ptr addrspace(5) %.14, align 4
  %.15 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 3
  %.16 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 12
  store i32 %.15, ptr addrspace(5) %.16, align 4
  %.17 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 4
  %.18 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 16
  store i32 %.17, ptr addrspace(5) %.18, align 4
  %.19 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 5
  %.20 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 20
  store i32 %.19, ptr addrspace(5) %.20, align 4
  %.21 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 6
  %.22 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 24
  store i32 %.21, ptr addrspace(5) %.22, align 4
  %.23 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 7
  %.24 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 28
  store i32 %.23, ptr addrspace(5) %.24, align 4
  %.25 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 8
  %.26 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 32
  store i32 %.25, ptr addrspace(5) %.26, align 4
  %.27 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 9
  %.28 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 36
  store i32 %.27, ptr addrspace(5) %.28, align 4
  %.29 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 10
  %.30 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 40
  store i32 %.29, ptr addrspace(5) %.30, align 4
  call void @llvm.memset.p5.i64(ptr addrspace(5) align 4 %t15, i8 0, i64 44, i1 false)
  %.31 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 0
  store i32 %.31, ptr addrspace(5) %t15, align 4
  %.32 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 1
  %.33 = getelementptr inbounds i8, ptr addrspace(5) %t15, i64 4
  store i32 %.32, ptr addrspace(5) %.33, align 4
  %.34 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 2
  %.35 = getelementptr inbounds i8, ptr addrspace(5) %t15, i64 8
  store i32 %.34, ptr addrspace(5) %.35, align 4
  %.36 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 3
  %.37 = getelementptr inbounds i8, ptr addrspace(5) %t15, i64 12
  store i32 %.36, ptr addrspace(5) %.37, align 4
  %.38 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 4
  %.39 = getelementptr inbounds i8, ptr addrspace(5) %t15, i64 16
  store i32 %.38, ptr addrspace(5) %.39, align 4
  %.40 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 5
  %.41 = getelementptr inbounds i8, ptr addrspace(5) %t15, i64 20
  store i32 %.40, ptr addrspace(5) %.41, align 4
  %.42 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 6
  %.43 = getelementptr inbounds i8, ptr addrspace(5) %t15, i64 24
  store i32 %.42, ptr addrspace(5) %.43, align 4
  %.44 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 7
  %.45 = getelementptr inbounds i8, ptr addrspace(5) %t15, i64 28
  store i32 %.44, ptr addrspace(5) %.45, align 4
  %.46 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 8
  %.47 = getelementptr inbounds i8, ptr addrspace(5) %t15, i64 32
  store i32 %.46, ptr addrspace(5) %.47, align 4
  %.48 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 9
  %.49 = getelementptr inbounds i8, ptr addrspace(5) %t15, i64 36
  store i32 %.48, ptr addrspace(5) %.49, align 4
  %.50 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 10
  %.51 = getelementptr inbounds i8, ptr addrspace(5) %t15, i64 40
  store i32 %.50, ptr addrspace(5) %.51, align 4
  %t16 = getelementptr inbounds i8, ptr addrspace(5) %t15, i64 0
  %t17 = trunc i64 %a0 to i32
  store i32 %t17, ptr addrspace(5) %t16, align 4
  %t18 = getelementptr inbounds i8, ptr addrspace(5) %t15, i64 4
  %t19 = lshr i64 %a0, 32
  %t20 = trunc i64 %t19 to i32
  store i32 %t20, ptr addrspace(5) %t18, align 4
  %t21 = getelementptr inbounds i8, ptr addrspace(5) %t15, i64 16
  %t22 = trunc i64 %t8 to i32
  store i32 %t22, ptr addrspace(5) %t21, align 4
  %t23 = getelementptr inbounds i8, ptr addrspace(5) %t15, i64 20
  %t24 = lshr i64 %t8, 32
  %t25 = trunc i64 %t24 to i32
  store i32 %t25, ptr addrspace(5) %t23, align 4
  %.52 = load i32, ptr addrspace(5) %t15, align 4
  %.53 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } poison, i32 %.52, 0
  %.54 = getelementptr inbounds i8, ptr addrspace(5) %t15, i64 4
  %.55 = load i32, ptr addrspace(5) %.54, align 4
  %.56 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.53, i32 %.55, 1
  %.57 = getelementptr inbounds i8, ptr addrspace(5) %t15, i64 8
  %.58 = load i32, ptr addrspace(5) %.57, align 4
  %.59 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.56, i32 %.58, 2
  %.60 = getelementptr inbounds i8, ptr addrspace(5) %t15, i64 12
  %.61 = load i32, ptr addrspace(5) %.60, align 4
  %.62 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.59, i32 %.61, 3
  %.63 = getelementptr inbounds i8, ptr addrspace(5) %t15, i64 16
  %.64 = load i32, ptr addrspace(5) %.63, align 4
  %.65 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.62, i32 %.64, 4
  %.66 = getelementptr inbounds i8, ptr addrspace(5) %t15, i64 20
  %.67 = load i32, ptr addrspace(5) %.66, align 4
  %.68 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.65, i32 %.67, 5
  %.69 = getelementptr inbounds i8, ptr addrspace(5) %t15, i64 24
  %.70 = load i32, ptr addrspace(5) %.69, align 4
  %.71 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.68, i32 %.70, 6
  %.72 = getelementptr inbounds i8, ptr addrspace(5) %t15, i64 28
  %.73 = load i32, ptr addrspace(5) %.72, align 4
  %.74 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.71, i32 %.73, 7
  %.75 = getelementptr inbounds i8, ptr addrspace(5) %t15, i64 32
  %.76 = load i32, ptr addrspace(5) %.75, align 4
  %.77 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.74, i32 %.76, 8
  %.78 = getelementptr inbounds i8, ptr addrspace(5) %t15, i64 36
  %.79 = load i32, ptr addrspace(5) %.78, align 4
  %.80 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.77, i32 %.79, 9
  %.81 = getelementptr inbounds i8, ptr addrspace(5) %t15, i64 40
  %.82 = load i32, ptr addrspace(5) %.81, align 4
  %.83 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.80, i32 %.82, 10
  call void @llvm.memset.p5.i64(ptr addrspace(5) align 4 %t27, i8 0, i64 8, i1 false)
  call void @llvm.memset.p5.i64(ptr addrspace(5) align 4 %t28, i8 0, i64 16, i1 false)
  call void @llvm.memset.p5.i64(ptr addrspace(5) align 4 %t29, i8 0, i64 16, i1 false)
  call void @llvm.memset.p5.i64(ptr addrspace(5) align 4 %t30, i8 0, i64 44, i1 false)
  %.84 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 0
  store i32 %.84, ptr addrspace(5) %t30, align 4
  %.85 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 1
  %.86 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 4
  store i32 %.85, ptr addrspace(5) %.86, align 4
  %.87 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 2
  %.88 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 8
  store i32 %.87, ptr addrspace(5) %.88, align 4
  %.89 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 3
  %.90 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 12
  store i32 %.89, ptr addrspace(5) %.90, align 4
  %.91 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 4
  %.92 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 16
  store i32 %.91, ptr addrspace(5) %.92, align 4
  %.93 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 5
  %.94 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 20
  store i32 %.93, ptr addrspace(5) %.94, align 4
  %.95 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 6
  %.96 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 24
  store i32 %.95, ptr addrspace(5) %.96, align 4
  %.97 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 7
  %.98 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 28
  store i32 %.97, ptr addrspace(5) %.98, align 4
  %.99 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 8
  %.100 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 32
  store i32 %.99, ptr addrspace(5) %.100, align 4
  %.101 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 9
  %.102 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 36
  store i32 %.101, ptr addrspace(5) %.102, align 4
  %.103 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 10
  %.104 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 40
  store i32 %.103, ptr addrspace(5) %.104, align 4
  %.105 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.83, 0
  store i32 %.105, ptr addrspace(5) %t30, align 4
  %.106 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.83, 1
  %.107 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 4
  store i32 %.106, ptr addrspace(5) %.107, align 4
  %.108 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.83, 2
  %.109 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 8
  store i32 %.108, ptr addrspace(5) %.109, align 4
  %.110 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.83, 3
  %.111 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 12
  store i32 %.110, ptr addrspace(5) %.111, align 4
  %.112 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.83, 4
  %.113 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 16
  store i32 %.112, ptr addrspace(5) %.113, align 4
  %.114 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.83, 5
  %.115 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 20
  store i32 %.114, ptr addrspace(5) %.115, align 4
  %.116 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.83, 6
  %.117 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 24
  store i32 %.116, ptr addrspace(5) %.117, align 4
  %.118 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.83, 7
  %.119 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 28
  store i32 %.118, ptr addrspace(5) %.119, align 4
  %.120 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.83, 8
  %.121 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 32
  store i32 %.120, ptr addrspace(5) %.121, align 4
  %.122 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.83, 9
  %.123 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 36
  store i32 %.122, ptr addrspace(5) %.123, align 4
  %.124 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.83, 10
  %.125 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 40
  store i32 %.124, ptr addrspace(5) %.125, align 4
  %.126 = extractvalue [4 x i32] zeroinitializer, 0
  store i32 %.126, ptr addrspace(5) %t29, align 4
  %.127 = extractvalue [4 x i32] zeroinitializer, 1
  %.128 = getelementptr inbounds i8, ptr addrspace(5) %t29, i64 4
  store i32 %.127, ptr addrspace(5) %.128, align 4
  %.129 = extractvalue [4 x i32] zeroinitializer, 2
  %.130 = getelementptr inbounds i8, ptr addrspace(5) %t29, i64 8
  store i32 %.129, ptr addrspace(5) %.130, align 4
  %.131 = extractvalue [4 x i32] zeroinitializer, 3
  %.132 = getelementptr inbounds i8, ptr addrspace(5) %t29, i64 12
  store i32 %.131, ptr addrspace(5) %.132, align 4
  %.133 = extractvalue [4 x i32] zeroinitializer, 0
  store i32 %.133, ptr addrspace(5) %t28, align 4
  %.134 = extractvalue [4 x i32] zeroinitializer, 1
  %.135 = getelementptr inbounds i8, ptr addrspace(5) %t28, i64 4
  store i32 %.134, ptr addrspace(5) %.135, align 4
  %.136 = extractvalue [4 x i32] zeroinitializer, 2
  %.137 = getelementptr inbounds i8, ptr addrspace(5) %t28, i64 8
  store i32 %.136, ptr addrspace(5) %.137, align 4
  %.138 = extractvalue [4 x i32] zeroinitializer, 3
  %.139 = getelementptr inbounds i8, ptr addrspace(5) %t28, i64 12
  store i32 %.138, ptr addrspace(5) %.139, align 4
  %t31 = getelementptr inbounds i32, ptr addrspace(5) %t28, i64 0
  %t32 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 8
  %.140 = load i32, ptr addrspace(5) %t32, align 4
  store i32 %.140, ptr addrspace(5) %t31, align 4
  %t34 = getelementptr inbounds i32, ptr addrspace(5) %t28, i64 1
  %t35 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 12
  %.141 = load i32, ptr addrspace(5) %t35, align 4
  store i32 %.141, ptr addrspace(5) %t34, align 4
  %t37 = getelementptr inbounds i32, ptr addrspace(5) %t28, i64 2
  %t38 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 16
  %.142 = load i32, ptr addrspace(5) %t38, align 4
  store i32 %.142, ptr addrspace(5) %t37, align 4
  %t40 = getelementptr inbounds i32, ptr addrspace(5) %t28, i64 3
  %t41 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 20
  %.143 = load i32, ptr addrspace(5) %t41, align 4
  store i32 %.143, ptr addrspace(5) %t40, align 4
  %.144 = load i32, ptr addrspace(5) %t28, align 4
  %.145 = insertvalue [4 x i32] poison, i32 %.144, 0
  %.146 = getelementptr inbounds i8, ptr addrspace(5) %t28, i64 4
  %.147 = load i32, ptr addrspace(5) %.146, align 4
  %.148 = insertvalue [4 x i32] %.145, i32 %.147, 1
  %.149 = getelementptr inbounds i8, ptr addrspace(5) %t28, i64 8
  %.150 = load i32, ptr addrspace(5) %.149, align 4
  %.151 = insertvalue [4 x i32] %.148, i32 %.150, 2
  %.152 = getelementptr inbounds i8, ptr addrspace(5) %t28, i64 12
  %.153 = load i32, ptr addrspace(5) %.152, align 4
  %.154 = insertvalue [4 x i32] %.151, i32 %.153, 3
  %.155 = extractvalue [2 x i32] zeroinitializer, 0
  store i32 %.155, ptr addrspace(5) %t27, align 4
  %.156 = extractvalue [2 x i32] zeroinitializer, 1
  %.157 = getelementptr inbounds i8, ptr addrspace(5) %t27, i64 4
  store i32 %.156, ptr addrspace(5) %.157, align 4
  %t44 = getelementptr inbounds i32, ptr addrspace(5) %t27, i64 0
  %t45 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 0
  %.158 = load i32, ptr addrspace(5) %t45, align 4
  store i32 %.158, ptr addrspace(5) %t44, align 4
  %t47 = getelementptr inbounds i32, ptr addrspace(5) %t27, i64 1
  %t48 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 4
  %.159 = load i32, ptr addrspace(5) %t48, align 4
  store i32 %.159, ptr addrspace(5) %t47, align 4
  %.160 = load i32, ptr addrspace(5) %t27, align 4
  %.161 = insertvalue [2 x i32] poison, i32 %.160, 0
  %.162 = getelementptr inbounds i8, ptr addrspace(5) %t27, i64 4
  %.163 = load i32, ptr addrspace(5) %.162, align 4
  %.164 = insertvalue [2 x i32] %.161, i32 %.163, 1
  %t51 = call [4 x i32] @"github.com/kernlab/kern.Philox4x32"([4 x i32] %.154, [2 x i32] %.164)
  %.165 = extractvalue [4 x i32] %t51, 0
  store i32 %.165, ptr addrspace(5) %t29, align 4
  %.166 = extractvalue [4 x i32] %t51, 1
  %.167 = getelementptr inbounds i8, ptr addrspace(5) %t29, i64 4
  store i32 %.166, ptr addrspace(5) %.167, align 4
  %.168 = extractvalue [4 x i32] %t51, 2
  %.169 = getelementptr inbounds i8, ptr addrspace(5) %t29, i64 8
  store i32 %.168, ptr addrspace(5) %.169, align 4
  %.170 = extractvalue [4 x i32] %t51, 3
  %.171 = getelementptr inbounds i8, ptr addrspace(5) %t29, i64 12
  store i32 %.170, ptr addrspace(5) %.171, align 4
  %t52 = getelementptr inbounds i32, ptr addrspace(5) %t29, i64 0
  %.172 = load i32, ptr addrspace(5) %t52, align 4
  %t54 = getelementptr inbounds i32, ptr addrspace(5) %t29, i64 1
  %.173 = load i32, ptr addrspace(5) %t54, align 4
  %t56 = getelementptr inbounds i32, ptr addrspace(5) %t29, i64 2
  %.174 = load i32, ptr addrspace(5) %t56, align 4
  %t58 = getelementptr inbounds i32, ptr addrspace(5) %t29, i64 3
  %.175 = load i32, ptr addrspace(5) %t58, align 4
  %t60 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 24
  store i32 %.172, ptr addrspace(5) %t60, align 4
  %t61 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 28
  store i32 %.173, ptr addrspace(5) %t61, align 4
  %t62 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 32
  store i32 %.174, ptr addrspace(5) %t62, align 4
  %t63 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 36
  store i32 %.175, ptr addrspace(5) %t63, align 4
  %t64 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 40
  store i32 0, ptr addrspace(5) %t64, align 4
  %.176 = load i32, ptr addrspace(5) %t30, align 4
  %.177 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } poison, i32 %.176, 0
  %.178 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 4
  %.179 = load i32, ptr addrspace(5) %.178, align 4
  %.180 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.177, i32 %.179, 1
  %.181 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 8
  %.182 = load i32, ptr addrspace(5) %.181, align 4
  %.183 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.180, i32 %.182, 2
  %.184 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 12
  %.185 = load i32, ptr addrspace(5) %.184, align 4
  %.186 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.183, i32 %.185, 3
  %.187 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 16
  %.188 = load i32, ptr addrspace(5) %.187, align 4
  %.189 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.186, i32 %.188, 4
  %.190 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 20
  %.191 = load i32, ptr addrspace(5) %.190, align 4
  %.192 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.189, i32 %.191, 5
  %.193 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 24
  %.194 = load i32, ptr addrspace(5) %.193, align 4
  %.195 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.192, i32 %.194, 6
  %.196 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 28
  %.197 = load i32, ptr addrspace(5) %.196, align 4
  %.198 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.195, i32 %.197, 7
  %.199 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 32
  %.200 = load i32, ptr addrspace(5) %.199, align 4
  %.201 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.198, i32 %.200, 8
  %.202 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 36
  %.203 = load i32, ptr addrspace(5) %.202, align 4
  %.204 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.201, i32 %.203, 9
  %.205 = getelementptr inbounds i8, ptr addrspace(5) %t30, i64 40
  %.206 = load i32, ptr addrspace(5) %.205, align 4
  %.207 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.204, i32 %.206, 10
  %.208 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207, 0
  store i32 %.208, ptr addrspace(5) %t0, align 4
  %.209 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207, 1
  %.210 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 4
  store i32 %.209, ptr addrspace(5) %.210, align 4
  %.211 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207, 2
  %.212 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 8
  store i32 %.211, ptr addrspace(5) %.212, align 4
  %.213 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207, 3
  %.214 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 12
  store i32 %.213, ptr addrspace(5) %.214, align 4
  %.215 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207, 4
  %.216 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 16
  store i32 %.215, ptr addrspace(5) %.216, align 4
  %.217 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207, 5
  %.218 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 20
  store i32 %.217, ptr addrspace(5) %.218, align 4
  %.219 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207, 6
  %.220 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 24
  store i32 %.219, ptr addrspace(5) %.220, align 4
  %.221 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207, 7
  %.222 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 28
  store i32 %.221, ptr addrspace(5) %.222, align 4
  %.223 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207, 8
  %.224 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 32
  store i32 %.223, ptr addrspace(5) %.224, align 4
  %.225 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207, 9
  %.226 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 36
  store i32 %.225, ptr addrspace(5) %.226, align 4
  %.227 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207, 10
  %.228 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 40
  store i32 %.227, ptr addrspace(5) %.228, align 4
  %t66 = icmp slt i64 0, %a1
  %t67 = mul i64 %t8, %a1
  %t68 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 0
  %t69 = mul i64 %t67, 7
  %t70 = getelementptr inbounds i64, ptr addrspace(1) %t68, i64 %t69
  br i1 %t66, label %b3, label %b42

b3:
  %t71 = phi ptr addrspace(1) [ %t70, %b2 ], [ %t304, %b41 ]
  %t72 = phi i64 [ 0, %b2 ], [ %t302, %b41 ]
  %.229 = load i32, ptr addrspace(5) %t0, align 4
  %.230 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } poison, i32 %.229, 0
  %.231 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 4
  %.232 = load i32, ptr addrspace(5) %.231, align 4
  %.233 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.230, i32 %.232, 1
  %.234 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 8
  %.235 = load i32, ptr addrspace(5) %.234, align 4
  %.236 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.233, i32 %.235, 2
  %.237 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 12
  %.238 = load i32, ptr addrspace(5) %.237, align 4
  %.239 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.236, i32 %.238, 3
  %.240 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 16
  %.241 = load i32, ptr addrspace(5) %.240, align 4
  %.242 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.239, i32 %.241, 4
  %.243 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 20
  %.244 = load i32, ptr addrspace(5) %.243, align 4
  %.245 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.242, i32 %.244, 5
  %.246 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 24
  %.247 = load i32, ptr addrspace(5) %.246, align 4
  %.248 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.245, i32 %.247, 6
  %.249 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 28
  %.250 = load i32, ptr addrspace(5) %.249, align 4
  %.251 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.248, i32 %.250, 7
  %.252 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 32
  %.253 = load i32, ptr addrspace(5) %.252, align 4
  %.254 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.251, i32 %.253, 8
  %.255 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 36
  %.256 = load i32, ptr addrspace(5) %.255, align 4
  %.257 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.254, i32 %.256, 9
  %.258 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 40
  %.259 = load i32, ptr addrspace(5) %.258, align 4
  %.260 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.257, i32 %.259, 10
  %t74 = call { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } @"github.com/kernlab/kern.kern.Rand.uint32"({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.260)
  %t75 = extractvalue { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } %t74, 1
  %.261 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t75, 0
  store i32 %.261, ptr addrspace(5) %t0, align 4
  %.262 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t75, 1
  %.263 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 4
  store i32 %.262, ptr addrspace(5) %.263, align 4
  %.264 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t75, 2
  %.265 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 8
  store i32 %.264, ptr addrspace(5) %.265, align 4
  %.266 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t75, 3
  %.267 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 12
  store i32 %.266, ptr addrspace(5) %.267, align 4
  %.268 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t75, 4
  %.269 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 16
  store i32 %.268, ptr addrspace(5) %.269, align 4
  %.270 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t75, 5
  %.271 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 20
  store i32 %.270, ptr addrspace(5) %.271, align 4
  %.272 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t75, 6
  %.273 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 24
  store i32 %.272, ptr addrspace(5) %.273, align 4
  %.274 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t75, 7
  %.275 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 28
  store i32 %.274, ptr addrspace(5) %.275, align 4
  %.276 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t75, 8
  %.277 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 32
  store i32 %.276, ptr addrspace(5) %.277, align 4
  %.278 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t75, 9
  %.279 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 36
  store i32 %.278, ptr addrspace(5) %.279, align 4
  %.280 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t75, 10
  %.281 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 40
  store i32 %.280, ptr addrspace(5) %.281, align 4
  %t76 = extractvalue { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } %t74, 0
  %t77 = zext i32 %t76 to i64
  %t78 = getelementptr inbounds i64, ptr addrspace(1) %t71, i64 0
  store i64 %t77, ptr addrspace(1) %t78, align 8
  %.282 = load i32, ptr addrspace(5) %t0, align 4
  %.283 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } poison, i32 %.282, 0
  %.284 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 4
  %.285 = load i32, ptr addrspace(5) %.284, align 4
  %.286 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.283, i32 %.285, 1
  %.287 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 8
  %.288 = load i32, ptr addrspace(5) %.287, align 4
  %.289 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.286, i32 %.288, 2
  %.290 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 12
  %.291 = load i32, ptr addrspace(5) %.290, align 4
  %.292 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.289, i32 %.291, 3
  %.293 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 16
  %.294 = load i32, ptr addrspace(5) %.293, align 4
  %.295 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.292, i32 %.294, 4
  %.296 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 20
  %.297 = load i32, ptr addrspace(5) %.296, align 4
  %.298 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.295, i32 %.297, 5
  %.299 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 24
  %.300 = load i32, ptr addrspace(5) %.299, align 4
  %.301 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.298, i32 %.300, 6
  %.302 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 28
  %.303 = load i32, ptr addrspace(5) %.302, align 4
  %.304 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.301, i32 %.303, 7
  %.305 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 32
  %.306 = load i32, ptr addrspace(5) %.305, align 4
  %.307 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.304, i32 %.306, 8
  %.308 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 36
  %.309 = load i32, ptr addrspace(5) %.308, align 4
  %.310 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.307, i32 %.309, 9
  %.311 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 40
  %.312 = load i32, ptr addrspace(5) %.311, align 4
  %.313 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.310, i32 %.312, 10
  %t80 = call { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } @"github.com/kernlab/kern.kern.Rand.uint32"({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.313)
  %t81 = extractvalue { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } %t80, 0
  %t82 = extractvalue { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } %t80, 1
  %t83 = call { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } @"github.com/kernlab/kern.kern.Rand.uint32"({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t82)
  %t84 = extractvalue { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } %t83, 0
  %t85 = extractvalue { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } %t83, 1
  %t86 = zext i32 %t81 to i64
  %t87 = zext i32 %t84 to i64
  %t88 = shl i64 %t87, 32
  %t89 = or i64 %t86, %t88
  %.314 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t85, 0
  store i32 %.314, ptr addrspace(5) %t0, align 4
  %.315 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t85, 1
  %.316 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 4
  store i32 %.315, ptr addrspace(5) %.316, align 4
  %.317 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t85, 2
  %.318 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 8
  store i32 %.317, ptr addrspace(5) %.318, align 4
  %.319 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t85, 3
  %.320 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 12
  store i32 %.319, ptr addrspace(5) %.320, align 4
  %.321 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t85, 4
  %.322 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 16
  store i32 %.321, ptr addrspace(5) %.322, align 4
  %.323 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t85, 5
  %.324 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 20
  store i32 %.323, ptr addrspace(5) %.324, align 4
  %.325 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t85, 6
  %.326 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 24
  store i32 %.325, ptr addrspace(5) %.326, align 4
  %.327 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t85, 7
  %.328 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 28
  store i32 %.327, ptr addrspace(5) %.328, align 4
  %.329 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t85, 8
  %.330 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 32
  store i32 %.329, ptr addrspace(5) %.330, align 4
  %.331 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t85, 9
  %.332 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 36
  store i32 %.331, ptr addrspace(5) %.332, align 4
  %.333 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t85, 10
  %.334 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 40
  store i32 %.333, ptr addrspace(5) %.334, align 4
  %t90 = getelementptr inbounds i64, ptr addrspace(1) %t71, i64 1
  store i64 %t89, ptr addrspace(1) %t90, align 8
  %.335 = load i32, ptr addrspace(5) %t0, align 4
  %.336 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } poison, i32 %.335, 0
  %.337 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 4
  %.338 = load i32, ptr addrspace(5) %.337, align 4
  %.339 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.336, i32 %.338, 1
  %.340 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 8
  %.341 = load i32, ptr addrspace(5) %.340, align 4
  %.342 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.339, i32 %.341, 2
  %.343 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 12
  %.344 = load i32, ptr addrspace(5) %.343, align 4
  %.345 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.342, i32 %.344, 3
  %.346 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 16
  %.347 = load i32, ptr addrspace(5) %.346, align 4
  %.348 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.345, i32 %.347, 4
  %.349 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 20
  %.350 = load i32, ptr addrspace(5) %.349, align 4
  %.351 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.348, i32 %.350, 5
  %.352 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 24
  %.353 = load i32, ptr addrspace(5) %.352, align 4
  %.354 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.351, i32 %.353, 6
  %.355 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 28
  %.356 = load i32, ptr addrspace(5) %.355, align 4
  %.357 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.354, i32 %.356, 7
  %.358 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 32
  %.359 = load i32, ptr addrspace(5) %.358, align 4
  %.360 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.357, i32 %.359, 8
  %.361 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 36
  %.362 = load i32, ptr addrspace(5) %.361, align 4
  %.363 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.360, i32 %.362, 9
  %.364 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 40
  %.365 = load i32, ptr addrspace(5) %.364, align 4
  %.366 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.363, i32 %.365, 10
  %t92 = call { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } @"github.com/kernlab/kern.kern.Rand.uint32"({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.366)
  %t93 = extractvalue { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } %t92, 0
  %t94 = extractvalue { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } %t92, 1
  %t95 = lshr i32 %t93, 8
  %t96 = uitofp i32 %t95 to float
  %t97 = fmul float %t96, 0x3E70000000000000
  %.367 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t94, 0
  store i32 %.367, ptr addrspace(5) %t0, align 4
  %.368 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t94, 1
  %.369 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 4
  store i32 %.368, ptr addrspace(5) %.369, align 4
  %.370 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t94, 2
  %.371 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 8
  store i32 %.370, ptr addrspace(5) %.371, align 4
  %.372 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t94, 3
  %.373 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 12
  store i32 %.372, ptr addrspace(5) %.373, align 4
  %.374 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t94, 4
  %.375 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 16
  store i32 %.374, ptr addrspace(5) %.375, align 4
  %.376 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t94, 5
  %.377 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 20
  store i32 %.376, ptr addrspace(5) %.377, align 4
  %.378 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t94, 6
  %.379 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 24
  store i32 %.378, ptr addrspace(5) %.379, align 4
  %.380 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t94, 7
  %.381 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 28
  store i32 %.380, ptr addrspace(5) %.381, align 4
  %.382 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t94, 8
  %.383 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 32
  store i32 %.382, ptr addrspace(5) %.383, align 4
  %.384 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t94, 9
  %.385 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 36
  store i32 %.384, ptr addrspace(5) %.385, align 4
  %.386 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t94, 10
  %.387 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 40
  store i32 %.386, ptr addrspace(5) %.387, align 4
  %t98 = bitcast float %t97 to i32
  %t99 = zext i32 %t98 to i64
  %t100 = getelementptr inbounds i64, ptr addrspace(1) %t71, i64 2
  store i64 %t99, ptr addrspace(1) %t100, align 8
  %.388 = load i32, ptr addrspace(5) %t0, align 4
  %.389 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } poison, i32 %.388, 0
  %.390 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 4
  %.391 = load i32, ptr addrspace(5) %.390, align 4
  %.392 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.389, i32 %.391, 1
  %.393 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 8
  %.394 = load i32, ptr addrspace(5) %.393, align 4
  %.395 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.392, i32 %.394, 2
  %.396 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 12
  %.397 = load i32, ptr addrspace(5) %.396, align 4
  %.398 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.395, i32 %.397, 3
  %.399 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 16
  %.400 = load i32, ptr addrspace(5) %.399, align 4
  %.401 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.398, i32 %.400, 4
  %.402 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 20
  %.403 = load i32, ptr addrspace(5) %.402, align 4
  %.404 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.401, i32 %.403, 5
  %.405 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 24
  %.406 = load i32, ptr addrspace(5) %.405, align 4
  %.407 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.404, i32 %.406, 6
  %.408 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 28
  %.409 = load i32, ptr addrspace(5) %.408, align 4
  %.410 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.407, i32 %.409, 7
  %.411 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 32
  %.412 = load i32, ptr addrspace(5) %.411, align 4
  %.413 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.410, i32 %.412, 8
  %.414 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 36
  %.415 = load i32, ptr addrspace(5) %.414, align 4
  %.416 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.413, i32 %.415, 9
  %.417 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 40
  %.418 = load i32, ptr addrspace(5) %.417, align 4
  %.419 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.416, i32 %.418, 10
  %t102 = call { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } @"github.com/kernlab/kern.kern.Rand.uint32"({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.419)
  %t103 = extractvalue { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } %t102, 0
  %t104 = extractvalue { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } %t102, 1
  %t105 = call { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } @"github.com/kernlab/kern.kern.Rand.uint32"({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t104)
  %t106 = extractvalue { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } %t105, 0
  %t107 = extractvalue { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } %t105, 1
  %t108 = zext i32 %t103 to i64
  %t109 = zext i32 %t106 to i64
  %t110 = shl i64 %t109, 32
  %t111 = or i64 %t108, %t110
  %t112 = lshr i64 %t111, 11
  %t113 = uitofp i64 %t112 to double
  %t114 = fmul double %t113, 0x3CA0000000000000
  %.420 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t107, 0
  store i32 %.420, ptr addrspace(5) %t0, align 4
  %.421 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t107, 1
  %.422 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 4
  store i32 %.421, ptr addrspace(5) %.422, align 4
  %.423 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t107, 2
  %.424 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 8
  store i32 %.423, ptr addrspace(5) %.424, align 4
  %.425 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t107, 3
  %.426 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 12
  store i32 %.425, ptr addrspace(5) %.426, align 4
  %.427 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t107, 4
  %.428 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 16
  store i32 %.427, ptr addrspace(5) %.428, align 4
  %.429 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t107, 5
  %.430 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 20
  store i32 %.429, ptr addrspace(5) %.430, align 4
  %.431 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t107, 6
  %.432 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 24
  store i32 %.431, ptr addrspace(5) %.432, align 4
  %.433 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t107, 7
  %.434 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 28
  store i32 %.433, ptr addrspace(5) %.434, align 4
  %.435 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t107, 8
  %.436 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 32
  store i32 %.435, ptr addrspace(5) %.436, align 4
  %.437 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t107, 9
  %.438 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 36
  store i32 %.437, ptr addrspace(5) %.438, align 4
  %.439 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t107, 10
  %.440 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 40
  store i32 %.439, ptr addrspace(5) %.440, align 4
  %t115 = bitcast double %t114 to i64
  %t116 = getelementptr inbounds i64, ptr addrspace(1) %t71, i64 3
  store i64 %t115, ptr addrspace(1) %t116, align 8
  %.441 = load i32, ptr addrspace(5) %t0, align 4
  %.442 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } poison, i32 %.441, 0
  %.443 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 4
  %.444 = load i32, ptr addrspace(5) %.443, align 4
  %.445 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.442, i32 %.444, 1
  %.446 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 8
  %.447 = load i32, ptr addrspace(5) %.446, align 4
  %.448 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.445, i32 %.447, 2
  %.449 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 12
  %.450 = load i32, ptr addrspace(5) %.449, align 4
  %.451 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.448, i32 %.450, 3
  %.452 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 16
  %.453 = load i32, ptr addrspace(5) %.452, align 4
  %.454 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.451, i32 %.453, 4
  %.455 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 20
  %.456 = load i32, ptr addrspace(5) %.455, align 4
  %.457 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.454, i32 %.456, 5
  %.458 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 24
  %.459 = load i32, ptr addrspace(5) %.458, align 4
  %.460 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.457, i32 %.459, 6
  %.461 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 28
  %.462 = load i32, ptr addrspace(5) %.461, align 4
  %.463 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.460, i32 %.462, 7
  %.464 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 32
  %.465 = load i32, ptr addrspace(5) %.464, align 4
  %.466 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.463, i32 %.465, 8
  %.467 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 36
  %.468 = load i32, ptr addrspace(5) %.467, align 4
  %.469 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.466, i32 %.468, 9
  %.470 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 40
  %.471 = load i32, ptr addrspace(5) %.470, align 4
  %.472 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.469, i32 %.471, 10
  %t118 = call { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } @"github.com/kernlab/kern.kern.Rand.uint32"({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.472)
  %t119 = extractvalue { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } %t118, 0
  %t120 = extractvalue { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } %t118, 1
  %t121 = call { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } @"github.com/kernlab/kern.kern.Rand.uint32"({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t120)
  %t122 = extractvalue { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } %t121, 0
  %t123 = extractvalue { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } %t121, 1
  %t124 = lshr i32 %t119, 8
  %t125 = add i32 %t124, 1
  %t126 = uitofp i32 %t125 to double
  %t127 = fmul double %t126, 0x3E70000000000000
  %t128 = lshr i32 %t122, 8
  %t129 = uitofp i32 %t128 to double
  %t130 = fmul double %t129, 0x3E70000000000000
  %t131 = fcmp une double %t127, %t127
  br i1 %t131, label %b4, label %b5

b4:
  br label %b22

b5:
  %t132 = fcmp ogt double %t127, 0x7FEFFFFFFFFFFFFF
  br i1 %t132, label %b4, label %b6

b6:
  %t133 = fcmp olt double %t127, 0x0000000000000000
  br i1 %t133, label %b7, label %b8

b7:
  br label %b22

b8:
  %t134 = fcmp oeq double %t127, 0x0000000000000000
  br i1 %t134, label %b9, label %b10

b9:
  br label %b22

b10:
  br i1 %t134, label %b11, label %b12

b11:
  br label %b19

b12:
  %t135 = call double @llvm.fabs.f64(double %t127)
  %t136 = fcmp ogt double %t135, 0x7FEFFFFFFFFFFFFF
  br i1 %t136, label %b13, label %b14

b13:
  br label %b19

b14:
  br i1 %t131, label %b13, label %b15

b15:
  %t137 = fcmp olt double %t135, 0x0010000000000000
  br i1 %t137, label %b16, label %b17

b16:
  %t138 = fmul double %t127, 0x4330000000000000
  br label %b18

b17:
  br label %b18

b18:
  %t139 = phi double [ %t138, %b16 ], [ %t127, %b17 ]
  %t140 = phi i64 [ -52, %b16 ], [ 0, %b17 ]
  %t141 = bitcast double %t139 to i64
  %t142 = lshr i64 %t141, 52
  %t143 = and i64 %t142, 2047
  %t145 = sub i64 %t143, 1023
  %t146 = add i64 %t145, 1
  %t147 = add i64 %t140, %t146
  %.473 = xor i64 9218868437227405312, -1
  %t148 = and i64 %t141, %.473
  %t149 = or i64 %t148, 4602678819172646912
  %t150 = bitcast i64 %t149 to double
  br label %b19

b19:
  %t151 = phi double [ %t127, %b11 ], [ %t127, %b13 ], [ %t150, %b18 ]
  %t152 = phi i64 [ 0, %b11 ], [ 0, %b13 ], [ %t147, %b18 ]
  %t153 = fcmp olt double %t151, 0x3FE6A09E667F3BCD
  br i1 %t153, label %b20, label %b21

b20:
  %t154 = fmul double %t151, 0x4000000000000000
  %t155 = sub i64 %t152, 1
  br label %b21

b21:
  %t156 = phi double [ %t151, %b19 ], [ %t154, %b20 ]
  %t157 = phi i64 [ %t152, %b19 ], [ %t155, %b20 ]
  %t158 = fsub double %t156, 0x3FF0000000000000
  %t159 = sitofp i64 %t157 to double
  %t160 = fadd double 0x4000000000000000, %t158
  %t161 = fdiv double %t158, %t160
  %t162 = fmul double %t161, %t161
  %t163 = fmul double %t162, %t162
  %t164 = fmul double %t163, 0x3FC2F112DF3E5244
  %t165 = fadd double 0x3FC7466496CB03DE, %t164
  %t166 = fmul double %t163, %t165
  %t167 = fadd double 0x3FD2492494229359, %t166
  %t168 = fmul double %t163, %t167
  %t169 = fadd double 0x3FE5555555555593, %t168
  %t170 = fmul double %t162, %t169
  %t171 = fmul double %t163, 0x3FC39A09D078C69F
  %t172 = fadd double 0x3FCC71C51D8E78AF, %t171
  %t173 = fmul double %t163, %t172
  %t174 = fadd double 0x3FD999999997FA04, %t173
  %t175 = fmul double %t163, %t174
  %t176 = fadd double %t170, %t175
  %t177 = fmul double 0x3FE0000000000000, %t158
  %t178 = fmul double %t177, %t158
  %t179 = fmul double %t159, 0x3FE62E42FEE00000
  %t180 = fadd double %t178, %t176
  %t181 = fmul double %t161, %t180
  %t182 = fmul double %t159, 0x3DEA39EF35793C76
  %t183 = fadd double %t181, %t182
  %t184 = fsub double %t178, %t183
  %t185 = fsub double %t184, %t158
  %t186 = fsub double %t179, %t185
  br label %b22

b22:
  %t187 = phi double [ %t127, %b4 ], [ 0x7FF8000000000001, %b7 ], [ 0xFFF0000000000000, %b9 ], [ %t186, %b21 ]
  %t188 = fmul double 0xC000000000000000, %t187
  %.474 = fcmp olt double %t188, 0x1000000000000000
  %.475 = fmul double %t188, 0x4FF0000000000000
  %.476 = select i1 %.474, double %.475, double %t188
  %.477 = call double @llvm.amdgcn.rsq.f64(double %.476)
  %.478 = fmul double %.476, %.477
  %.479 = fmul double %.477, 0x3FE0000000000000
  %.480 = fneg double %.479
  %.481 = call double @llvm.fma.f64(double %.480, double %.478, double 0x3FE0000000000000)
  %.482 = call double @llvm.fma.f64(double %.479, double %.481, double %.479)
  %.483 = call double @llvm.fma.f64(double %.478, double %.481, double %.478)
  %.484 = fneg double %.483
  %.485 = call double @llvm.fma.f64(double %.484, double %.483, double %.476)
  %.486 = call double @llvm.fma.f64(double %.485, double %.482, double %.483)
  %.487 = fneg double %.486
  %.488 = call double @llvm.fma.f64(double %.487, double %.486, double %.476)
  %.489 = call double @llvm.fma.f64(double %.488, double %.482, double %.486)
  %.490 = fmul double %.489, 0x37F0000000000000
  %.491 = select i1 %.474, double %.490, double %.489
  %.492 = fcmp oeq double %.476, 0.0
  %.493 = fcmp oeq double %.476, 0x7FF0000000000000
  %.494 = or i1 %.492, %.493
  %.495 = select i1 %.494, double %.476, double %.491
  %t190 = fmul double 0x401921FB54442D18, %t130
  %t191 = call double @"math.cos"(double %t190)
  %t192 = fmul double %.495, %t191
  %t193 = fptrunc double %t192 to float
  %.496 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t123, 0
  store i32 %.496, ptr addrspace(5) %t0, align 4
  %.497 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t123, 1
  %.498 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 4
  store i32 %.497, ptr addrspace(5) %.498, align 4
  %.499 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t123, 2
  %.500 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 8
  store i32 %.499, ptr addrspace(5) %.500, align 4
  %.501 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t123, 3
  %.502 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 12
  store i32 %.501, ptr addrspace(5) %.502, align 4
  %.503 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t123, 4
  %.504 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 16
  store i32 %.503, ptr addrspace(5) %.504, align 4
  %.505 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t123, 5
  %.506 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 20
  store i32 %.505, ptr addrspace(5) %.506, align 4
  %.507 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t123, 6
  %.508 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 24
  store i32 %.507, ptr addrspace(5) %.508, align 4
  %.509 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t123, 7
  %.510 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 28
  store i32 %.509, ptr addrspace(5) %.510, align 4
  %.511 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t123, 8
  %.512 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 32
  store i32 %.511, ptr addrspace(5) %.512, align 4
  %.513 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t123, 9
  %.514 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 36
  store i32 %.513, ptr addrspace(5) %.514, align 4
  %.515 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t123, 10
  %.516 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 40
  store i32 %.515, ptr addrspace(5) %.516, align 4
  %t194 = bitcast float %t193 to i32
  %t195 = zext i32 %t194 to i64
  %t196 = getelementptr inbounds i64, ptr addrspace(1) %t71, i64 4
  store i64 %t195, ptr addrspace(1) %t196, align 8
  %.517 = load i32, ptr addrspace(5) %t0, align 4
  %.518 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } poison, i32 %.517, 0
  %.519 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 4
  %.520 = load i32, ptr addrspace(5) %.519, align 4
  %.521 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.518, i32 %.520, 1
  %.522 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 8
  %.523 = load i32, ptr addrspace(5) %.522, align 4
  %.524 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.521, i32 %.523, 2
  %.525 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 12
  %.526 = load i32, ptr addrspace(5) %.525, align 4
  %.527 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.524, i32 %.526, 3
  %.528 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 16
  %.529 = load i32, ptr addrspace(5) %.528, align 4
  %.530 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.527, i32 %.529, 4
  %.531 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 20
  %.532 = load i32, ptr addrspace(5) %.531, align 4
  %.533 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.530, i32 %.532, 5
  %.534 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 24
  %.535 = load i32, ptr addrspace(5) %.534, align 4
  %.536 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.533, i32 %.535, 6
  %.537 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 28
  %.538 = load i32, ptr addrspace(5) %.537, align 4
  %.539 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.536, i32 %.538, 7
  %.540 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 32
  %.541 = load i32, ptr addrspace(5) %.540, align 4
  %.542 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.539, i32 %.541, 8
  %.543 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 36
  %.544 = load i32, ptr addrspace(5) %.543, align 4
  %.545 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.542, i32 %.544, 9
  %.546 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 40
  %.547 = load i32, ptr addrspace(5) %.546, align 4
  %.548 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.545, i32 %.547, 10
  %t198 = call { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } @"github.com/kernlab/kern.kern.Rand.uint32"({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.548)
  %t199 = extractvalue { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } %t198, 0
  %t200 = extractvalue { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } %t198, 1
  %t201 = call { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } @"github.com/kernlab/kern.kern.Rand.uint32"({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t200)
  %t202 = extractvalue { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } %t201, 0
  %t203 = extractvalue { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } %t201, 1
  %t204 = zext i32 %t199 to i64
  %t205 = zext i32 %t202 to i64
  %t206 = shl i64 %t205, 32
  %t207 = or i64 %t204, %t206
  %t208 = call { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } @"github.com/kernlab/kern.kern.Rand.uint32"({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t203)
  %t209 = extractvalue { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } %t208, 0
  %t210 = extractvalue { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } %t208, 1
  %t211 = call { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } @"github.com/kernlab/kern.kern.Rand.uint32"({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t210)
  %t212 = extractvalue { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } %t211, 0
  %t213 = extractvalue { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } %t211, 1
  %t214 = zext i32 %t209 to i64
  %t215 = zext i32 %t212 to i64
  %t216 = shl i64 %t215, 32
  %t217 = or i64 %t214, %t216
  %t218 = lshr i64 %t207, 11
  %t219 = add i64 %t218, 1
  %t220 = uitofp i64 %t219 to double
  %t221 = fmul double %t220, 0x3CA0000000000000
  %t222 = lshr i64 %t217, 11
  %t223 = uitofp i64 %t222 to double
  %t224 = fmul double %t223, 0x3CA0000000000000
  %t225 = fcmp une double %t221, %t221
  br i1 %t225, label %b23, label %b24

b23:
  br label %b41

b24:
  %t226 = fcmp ogt double %t221, 0x7FEFFFFFFFFFFFFF
  br i1 %t226, label %b23, label %b25

b25:
  %t227 = fcmp olt double %t221, 0x0000000000000000
  br i1 %t227, label %b26, label %b27

b26:
  br label %b41

b27:
  %t228 = fcmp oeq double %t221, 0x0000000000000000
  br i1 %t228, label %b28, label %b29

b28:
  br label %b41

b29:
  br i1 %t228, label %b30, label %b31

b30:
  br label %b38

b31:
  %t229 = call double @llvm.fabs.f64(double %t221)
  %t230 = fcmp ogt double %t229, 0x7FEFFFFFFFFFFFFF
  br i1 %t230, label %b32, label %b33

b32:
  br label %b38

b33:
  br i1 %t225, label %b32, label %b34

b34:
  %t231 = fcmp olt double %t229, 0x0010000000000000
  br i1 %t231, label %b35, label %b36

b35:
  %t232 = fmul double %t221, 0x4330000000000000
  br label %b37

b36:
  br label %b37

b37:
  %t233 = phi double [ %t232, %b35 ], [ %t221, %b36 ]
  %t234 = phi i64 [ -52, %b35 ], [ 0, %b36 ]
  %t235 = bitcast double %t233 to i64
  %t236 = lshr i64 %t235, 52
  %t237 = and i64 %t236, 2047
  %t239 = sub i64 %t237, 1023
  %t240 = add i64 %t239, 1
  %t241 = add i64 %t234, %t240
  %.549 = xor i64 9218868437227405312, -1
  %t242 = and i64 %t235, %.549
  %t243 = or i64 %t242, 4602678819172646912
  %t244 = bitcast i64 %t243 to double
  br label %b38

b38:
  %t245 = phi double [ %t221, %b30 ], [ %t221, %b32 ], [ %t244, %b37 ]
  %t246 = phi i64 [ 0, %b30 ], [ 0, %b32 ], [ %t241, %b37 ]
  %t247 = fcmp olt double %t245, 0x3FE6A09E667F3BCD
  br i1 %t247, label %b39, label %b40

b39:
  %t248 = fmul double %t245, 0x4000000000000000
  %t249 = sub i64 %t246, 1
  br label %b40

b40:
  %t250 = phi double [ %t245, %b38 ], [ %t248, %b39 ]
  %t251 = phi i64 [ %t246, %b38 ], [ %t249, %b39 ]
  %t252 = fsub double %t250, 0x3FF0000000000000
  %t253 = sitofp i64 %t251 to double
  %t254 = fadd double 0x4000000000000000, %t252
  %t255 = fdiv double %t252, %t254
  %t256 = fmul double %t255, %t255
  %t257 = fmul double %t256, %t256
  %t258 = fmul double %t257, 0x3FC2F112DF3E5244
  %t259 = fadd double 0x3FC7466496CB03DE, %t258
  %t260 = fmul double %t257, %t259
  %t261 = fadd double 0x3FD2492494229359, %t260
  %t262 = fmul double %t257, %t261
  %t263 = fadd double 0x3FE5555555555593, %t262
  %t264 = fmul double %t256, %t263
  %t265 = fmul double %t257, 0x3FC39A09D078C69F
  %t266 = fadd double 0x3FCC71C51D8E78AF, %t265
  %t267 = fmul double %t257, %t266
  %t268 = fadd double 0x3FD999999997FA04, %t267
  %t269 = fmul double %t257, %t268
  %t270 = fadd double %t264, %t269
  %t271 = fmul double 0x3FE0000000000000, %t252
  %t272 = fmul double %t271, %t252
  %t273 = fmul double %t253, 0x3FE62E42FEE00000
  %t274 = fadd double %t272, %t270
  %t275 = fmul double %t255, %t274
  %t276 = fmul double %t253, 0x3DEA39EF35793C76
  %t277 = fadd double %t275, %t276
  %t278 = fsub double %t272, %t277
  %t279 = fsub double %t278, %t252
  %t280 = fsub double %t273, %t279
  br label %b41

b41:
  %t281 = phi double [ %t221, %b23 ], [ 0x7FF8000000000001, %b26 ], [ 0xFFF0000000000000, %b28 ], [ %t280, %b40 ]
  %t282 = fmul double 0xC000000000000000, %t281
  %.550 = fcmp olt double %t282, 0x1000000000000000
  %.551 = fmul double %t282, 0x4FF0000000000000
  %.552 = select i1 %.550, double %.551, double %t282
  %.553 = call double @llvm.amdgcn.rsq.f64(double %.552)
  %.554 = fmul double %.552, %.553
  %.555 = fmul double %.553, 0x3FE0000000000000
  %.556 = fneg double %.555
  %.557 = call double @llvm.fma.f64(double %.556, double %.554, double 0x3FE0000000000000)
  %.558 = call double @llvm.fma.f64(double %.555, double %.557, double %.555)
  %.559 = call double @llvm.fma.f64(double %.554, double %.557, double %.554)
  %.560 = fneg double %.559
  %.561 = call double @llvm.fma.f64(double %.560, double %.559, double %.552)
  %.562 = call double @llvm.fma.f64(double %.561, double %.558, double %.559)
  %.563 = fneg double %.562
  %.564 = call double @llvm.fma.f64(double %.563, double %.562, double %.552)
  %.565 = call double @llvm.fma.f64(double %.564, double %.558, double %.562)
  %.566 = fmul double %.565, 0x37F0000000000000
  %.567 = select i1 %.550, double %.566, double %.565
  %.568 = fcmp oeq double %.552, 0.0
  %.569 = fcmp oeq double %.552, 0x7FF0000000000000
  %.570 = or i1 %.568, %.569
  %.571 = select i1 %.570, double %.552, double %.567
  %t284 = fmul double 0x401921FB54442D18, %t224
  %t285 = call double @"math.cos"(double %t284)
  %t286 = fmul double %.571, %t285
  %.572 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t213, 0
  store i32 %.572, ptr addrspace(5) %t0, align 4
  %.573 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t213, 1
  %.574 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 4
  store i32 %.573, ptr addrspace(5) %.574, align 4
  %.575 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t213, 2
  %.576 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 8
  store i32 %.575, ptr addrspace(5) %.576, align 4
  %.577 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t213, 3
  %.578 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 12
  store i32 %.577, ptr addrspace(5) %.578, align 4
  %.579 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t213, 4
  %.580 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 16
  store i32 %.579, ptr addrspace(5) %.580, align 4
  %.581 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t213, 5
  %.582 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 20
  store i32 %.581, ptr addrspace(5) %.582, align 4
  %.583 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t213, 6
  %.584 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 24
  store i32 %.583, ptr addrspace(5) %.584, align 4
  %.585 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t213, 7
  %.586 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 28
  store i32 %.585, ptr addrspace(5) %.586, align 4
  %.587 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t213, 8
  %.588 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 32
  store i32 %.587, ptr addrspace(5) %.588, align 4
  %.589 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t213, 9
  %.590 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 36
  store i32 %.589, ptr addrspace(5) %.590, align 4
  %.591 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t213, 10
  %.592 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 40
  store i32 %.591, ptr addrspace(5) %.592, align 4
  %t287 = bitcast double %t286 to i64
  %t288 = getelementptr inbounds i64, ptr addrspace(1) %t71, i64 5
  store i64 %t287, ptr addrspace(1) %t288, align 8
  %.593 = load i32, ptr addrspace(5) %t0, align 4
  %.594 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } poison, i32 %.593, 0
  %.595 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 4
  %.596 = load i32, ptr addrspace(5) %.595, align 4
  %.597 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.594, i32 %.596, 1
  %.598 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 8
  %.599 = load i32, ptr addrspace(5) %.598, align 4
  %.600 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.597, i32 %.599, 2
  %.601 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 12
  %.602 = load i32, ptr addrspace(5) %.601, align 4
  %.603 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.600, i32 %.602, 3
  %.604 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 16
  %.605 = load i32, ptr addrspace(5) %.604, align 4
  %.606 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.603, i32 %.605, 4
  %.607 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 20
  %.608 = load i32, ptr addrspace(5) %.607, align 4
  %.609 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.606, i32 %.608, 5
  %.610 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 24
  %.611 = load i32, ptr addrspace(5) %.610, align 4
  %.612 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.609, i32 %.611, 6
  %.613 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 28
  %.614 = load i32, ptr addrspace(5) %.613, align 4
  %.615 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.612, i32 %.614, 7
  %.616 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 32
  %.617 = load i32, ptr addrspace(5) %.616, align 4
  %.618 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.615, i32 %.617, 8
  %.619 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 36
  %.620 = load i32, ptr addrspace(5) %.619, align 4
  %.621 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.618, i32 %.620, 9
  %.622 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 40
  %.623 = load i32, ptr addrspace(5) %.622, align 4
  %.624 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.621, i32 %.623, 10
  call void @llvm.memset.p5.i64(ptr addrspace(5) align 4 %t290, i8 0, i64 44, i1 false)
  %.625 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 0
  store i32 %.625, ptr addrspace(5) %t290, align 4
  %.626 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 1
  %.627 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 4
  store i32 %.626, ptr addrspace(5) %.627, align 4
  %.628 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 2
  %.629 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 8
  store i32 %.628, ptr addrspace(5) %.629, align 4
  %.630 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 3
  %.631 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 12
  store i32 %.630, ptr addrspace(5) %.631, align 4
  %.632 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 4
  %.633 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 16
  store i32 %.632, ptr addrspace(5) %.633, align 4
  %.634 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 5
  %.635 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 20
  store i32 %.634, ptr addrspace(5) %.635, align 4
  %.636 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 6
  %.637 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 24
  store i32 %.636, ptr addrspace(5) %.637, align 4
  %.638 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 7
  %.639 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 28
  store i32 %.638, ptr addrspace(5) %.639, align 4
  %.640 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 8
  %.641 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 32
  store i32 %.640, ptr addrspace(5) %.641, align 4
  %.642 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 9
  %.643 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 36
  store i32 %.642, ptr addrspace(5) %.643, align 4
  %.644 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 10
  %.645 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 40
  store i32 %.644, ptr addrspace(5) %.645, align 4
  %.646 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.624, 0
  store i32 %.646, ptr addrspace(5) %t290, align 4
  %.647 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.624, 1
  %.648 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 4
  store i32 %.647, ptr addrspace(5) %.648, align 4
  %.649 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.624, 2
  %.650 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 8
  store i32 %.649, ptr addrspace(5) %.650, align 4
  %.651 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.624, 3
  %.652 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 12
  store i32 %.651, ptr addrspace(5) %.652, align 4
  %.653 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.624, 4
  %.654 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 16
  store i32 %.653, ptr addrspace(5) %.654, align 4
  %.655 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.624, 5
  %.656 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 20
  store i32 %.655, ptr addrspace(5) %.656, align 4
  %.657 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.624, 6
  %.658 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 24
  store i32 %.657, ptr addrspace(5) %.658, align 4
  %.659 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.624, 7
  %.660 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 28
  store i32 %.659, ptr addrspace(5) %.660, align 4
  %.661 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.624, 8
  %.662 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 32
  store i32 %.661, ptr addrspace(5) %.662, align 4
  %.663 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.624, 9
  %.664 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 36
  store i32 %.663, ptr addrspace(5) %.664, align 4
  %.665 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.624, 10
  %.666 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 40
  store i32 %.665, ptr addrspace(5) %.666, align 4
  %.667 = load i32, ptr addrspace(5) %t290, align 4
  %.668 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } poison, i32 %.667, 0
  %.669 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 4
  %.670 = load i32, ptr addrspace(5) %.669, align 4
  %.671 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.668, i32 %.670, 1
  %.672 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 8
  %.673 = load i32, ptr addrspace(5) %.672, align 4
  %.674 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.671, i32 %.673, 2
  %.675 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 12
  %.676 = load i32, ptr addrspace(5) %.675, align 4
  %.677 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.674, i32 %.676, 3
  %.678 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 16
  %.679 = load i32, ptr addrspace(5) %.678, align 4
  %.680 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.677, i32 %.679, 4
  %.681 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 20
  %.682 = load i32, ptr addrspace(5) %.681, align 4
  %.683 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.680, i32 %.682, 5
  %.684 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 24
  %.685 = load i32, ptr addrspace(5) %.684, align 4
  %.686 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.683, i32 %.685, 6
  %.687 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 28
  %.688 = load i32, ptr addrspace(5) %.687, align 4
  %.689 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.686, i32 %.688, 7
  %.690 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 32
  %.691 = load i32, ptr addrspace(5) %.690, align 4
  %.692 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.689, i32 %.691, 8
  %.693 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 36
  %.694 = load i32, ptr addrspace(5) %.693, align 4
  %.695 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.692, i32 %.694, 9
  %.696 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 40
  %.697 = load i32, ptr addrspace(5) %.696, align 4
  %.698 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.695, i32 %.697, 10
  %t292 = call { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } @"github.com/kernlab/kern.kern.Rand.uint32"({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.698)
  %t293 = extractvalue { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } %t292, 0
  %t294 = extractvalue { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } %t292, 1
  %t295 = lshr i32 %t293, 8
  %t296 = uitofp i32 %t295 to float
  %t297 = fmul float %t296, 0x3E70000000000000
  %.699 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t294, 0
  store i32 %.699, ptr addrspace(5) %t290, align 4
  %.700 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t294, 1
  %.701 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 4
  store i32 %.700, ptr addrspace(5) %.701, align 4
  %.702 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t294, 2
  %.703 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 8
  store i32 %.702, ptr addrspace(5) %.703, align 4
  %.704 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t294, 3
  %.705 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 12
  store i32 %.704, ptr addrspace(5) %.705, align 4
  %.706 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t294, 4
  %.707 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 16
  store i32 %.706, ptr addrspace(5) %.707, align 4
  %.708 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t294, 5
  %.709 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 20
  store i32 %.708, ptr addrspace(5) %.709, align 4
  %.710 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t294, 6
  %.711 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 24
  store i32 %.710, ptr addrspace(5) %.711, align 4
  %.712 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t294, 7
  %.713 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 28
  store i32 %.712, ptr addrspace(5) %.713, align 4
  %.714 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t294, 8
  %.715 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 32
  store i32 %.714, ptr addrspace(5) %.715, align 4
  %.716 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t294, 9
  %.717 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 36
  store i32 %.716, ptr addrspace(5) %.717, align 4
  %.718 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %t294, 10
  %.719 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 40
  store i32 %.718, ptr addrspace(5) %.719, align 4
  %.720 = load i32, ptr addrspace(5) %t290, align 4
  %.721 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } poison, i32 %.720, 0
  %.722 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 4
  %.723 = load i32, ptr addrspace(5) %.722, align 4
  %.724 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.721, i32 %.723, 1
  %.725 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 8
  %.726 = load i32, ptr addrspace(5) %.725, align 4
  %.727 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.724, i32 %.726, 2
  %.728 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 12
  %.729 = load i32, ptr addrspace(5) %.728, align 4
  %.730 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.727, i32 %.729, 3
  %.731 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 16
  %.732 = load i32, ptr addrspace(5) %.731, align 4
  %.733 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.730, i32 %.732, 4
  %.734 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 20
  %.735 = load i32, ptr addrspace(5) %.734, align 4
  %.736 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.733, i32 %.735, 5
  %.737 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 24
  %.738 = load i32, ptr addrspace(5) %.737, align 4
  %.739 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.736, i32 %.738, 6
  %.740 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 28
  %.741 = load i32, ptr addrspace(5) %.740, align 4
  %.742 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.739, i32 %.741, 7
  %.743 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 32
  %.744 = load i32, ptr addrspace(5) %.743, align 4
  %.745 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.742, i32 %.744, 8
  %.746 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 36
  %.747 = load i32, ptr addrspace(5) %.746, align 4
  %.748 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.745, i32 %.747, 9
  %.749 = getelementptr inbounds i8, ptr addrspace(5) %t290, i64 40
  %.750 = load i32, ptr addrspace(5) %.749, align 4
  %.751 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.748, i32 %.750, 10
  %.752 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.751, 0
  store i32 %.752, ptr addrspace(5) %t0, align 4
  %.753 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.751, 1
  %.754 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 4
  store i32 %.753, ptr addrspace(5) %.754, align 4
  %.755 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.751, 2
  %.756 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 8
  store i32 %.755, ptr addrspace(5) %.756, align 4
  %.757 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.751, 3
  %.758 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 12
  store i32 %.757, ptr addrspace(5) %.758, align 4
  %.759 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.751, 4
  %.760 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 16
  store i32 %.759, ptr addrspace(5) %.760, align 4
  %.761 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.751, 5
  %.762 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 20
  store i32 %.761, ptr addrspace(5) %.762, align 4
  %.763 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.751, 6
  %.764 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 24
  store i32 %.763, ptr addrspace(5) %.764, align 4
  %.765 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.751, 7
  %.766 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 28
  store i32 %.765, ptr addrspace(5) %.766, align 4
  %.767 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.751, 8
  %.768 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 32
  store i32 %.767, ptr addrspace(5) %.768, align 4
  %.769 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.751, 9
  %.770 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 36
  store i32 %.769, ptr addrspace(5) %.770, align 4
  %.771 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.751, 10
  %.772 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 40
  store i32 %.771, ptr addrspace(5) %.772, align 4
  %t299 = bitcast float %t297 to i32
  %t300 = zext i32 %t299 to i64
  %t301 = getelementptr inbounds i64, ptr addrspace(1) %t71, i64 6
  store i64 %t300, ptr addrspace(1) %t301, align 8
  %t302 = add i64 %t72, 1
  %t303 = icmp slt i64 %t302, %a1
  %t304 = getelementptr inbounds i64, ptr addrspace(1) %t71, i64 7
  br i1 %t303, label %b3, label %b42

b42:
  ret void
}

define internal [4 x i32] @"github.com/kernlab/kern.Philox4x32"([4 x i32] %p0, [2 x i32] %p1) #1 {
entry:
  %t0 = alloca [16 x i8], align 4, addrspace(5)
  %t1 = alloca [8 x i8], align 4, addrspace(5)
  %t2 = alloca [16 x i8], align 4, addrspace(5)
  br label %b0

b0:
  call void @llvm.memset.p5.i64(ptr addrspace(5) align 4 %t0, i8 0, i64 16, i1 false)
  call void @llvm.memset.p5.i64(ptr addrspace(5) align 4 %t1, i8 0, i64 8, i1 false)
  call void @llvm.memset.p5.i64(ptr addrspace(5) align 4 %t2, i8 0, i64 16, i1 false)
  %.1 = extractvalue [4 x i32] zeroinitializer, 0
  store i32 %.1, ptr addrspace(5) %t2, align 4
  %.2 = extractvalue [4 x i32] zeroinitializer, 1
  %.3 = getelementptr inbounds i8, ptr addrspace(5) %t2, i64 4
  store i32 %.2, ptr addrspace(5) %.3, align 4
  %.4 = extractvalue [4 x i32] zeroinitializer, 2
  %.5 = getelementptr inbounds i8, ptr addrspace(5) %t2, i64 8
  store i32 %.4, ptr addrspace(5) %.5, align 4
  %.6 = extractvalue [4 x i32] zeroinitializer, 3
  %.7 = getelementptr inbounds i8, ptr addrspace(5) %t2, i64 12
  store i32 %.6, ptr addrspace(5) %.7, align 4
  %.8 = extractvalue [4 x i32] %p0, 0
  store i32 %.8, ptr addrspace(5) %t2, align 4
  %.9 = extractvalue [4 x i32] %p0, 1
  %.10 = getelementptr inbounds i8, ptr addrspace(5) %t2, i64 4
  store i32 %.9, ptr addrspace(5) %.10, align 4
  %.11 = extractvalue [4 x i32] %p0, 2
  %.12 = getelementptr inbounds i8, ptr addrspace(5) %t2, i64 8
  store i32 %.11, ptr addrspace(5) %.12, align 4
  %.13 = extractvalue [4 x i32] %p0, 3
  %.14 = getelementptr inbounds i8, ptr addrspace(5) %t2, i64 12
  store i32 %.13, ptr addrspace(5) %.14, align 4
  %.15 = extractvalue [2 x i32] zeroinitializer, 0
  store i32 %.15, ptr addrspace(5) %t1, align 4
  %.16 = extractvalue [2 x i32] zeroinitializer, 1
  %.17 = getelementptr inbounds i8, ptr addrspace(5) %t1, i64 4
  store i32 %.16, ptr addrspace(5) %.17, align 4
  %.18 = extractvalue [2 x i32] %p1, 0
  store i32 %.18, ptr addrspace(5) %t1, align 4
  %.19 = extractvalue [2 x i32] %p1, 1
  %.20 = getelementptr inbounds i8, ptr addrspace(5) %t1, i64 4
  store i32 %.19, ptr addrspace(5) %.20, align 4
  %t3 = getelementptr inbounds i32, ptr addrspace(5) %t2, i64 0
  %.21 = load i32, ptr addrspace(5) %t3, align 4
  %t5 = getelementptr inbounds i32, ptr addrspace(5) %t2, i64 1
  %.22 = load i32, ptr addrspace(5) %t5, align 4
  %t7 = getelementptr inbounds i32, ptr addrspace(5) %t2, i64 2
  %.23 = load i32, ptr addrspace(5) %t7, align 4
  %t9 = getelementptr inbounds i32, ptr addrspace(5) %t2, i64 3
  %.24 = load i32, ptr addrspace(5) %t9, align 4
  %t11 = getelementptr inbounds i32, ptr addrspace(5) %t1, i64 0
  %.25 = load i32, ptr addrspace(5) %t11, align 4
  %t13 = getelementptr inbounds i32, ptr addrspace(5) %t1, i64 1
  %.26 = load i32, ptr addrspace(5) %t13, align 4
  %t15 = zext i32 %.21 to i64
  %t16 = mul i64 3528531795, %t15
  %t17 = zext i32 %.23 to i64
  %t18 = mul i64 3449720151, %t17
  %t19 = lshr i64 %t18, 32
  %t20 = trunc i64 %t19 to i32
  %t21 = xor i32 %t20, %.22
  %t22 = xor i32 %t21, %.25
  %t23 = trunc i64 %t18 to i32
  %t24 = lshr i64 %t16, 32
  %t25 = trunc i64 %t24 to i32
  %t26 = xor i32 %t25, %.24
  %t27 = xor i32 %t26, %.26
  %t28 = trunc i64 %t16 to i32
  %t29 = add i32 %.25, -1640531527
  %t30 = add i32 %.26, -1150833019
  %t31 = zext i32 %t22 to i64
  %t32 = mul i64 3528531795, %t31
  %t33 = zext i32 %t27 to i64
  %t34 = mul i64 3449720151, %t33
  %t35 = lshr i64 %t34, 32
  %t36 = trunc i64 %t35 to i32
  %t37 = xor i32 %t36, %t23
  %t38 = xor i32 %t37, %t29
  %t39 = trunc i64 %t34 to i32
  %t40 = lshr i64 %t32, 32
  %t41 = trunc i64 %t40 to i32
  %t42 = xor i32 %t41, %t28
  %t43 = xor i32 %t42, %t30
  %t44 = trunc i64 %t32 to i32
  %t45 = add i32 %t29, -1640531527
  %t46 = add i32 %t30, -1150833019
  %t47 = zext i32 %t38 to i64
  %t48 = mul i64 3528531795, %t47
  %t49 = zext i32 %t43 to i64
  %t50 = mul i64 3449720151, %t49
  %t51 = lshr i64 %t50, 32
  %t52 = trunc i64 %t51 to i32
  %t53 = xor i32 %t52, %t39
  %t54 = xor i32 %t53, %t45
  %t55 = trunc i64 %t50 to i32
  %t56 = lshr i64 %t48, 32
  %t57 = trunc i64 %t56 to i32
  %t58 = xor i32 %t57, %t44
  %t59 = xor i32 %t58, %t46
  %t60 = trunc i64 %t48 to i32
  %t61 = add i32 %t45, -1640531527
  %t62 = add i32 %t46, -1150833019
  %t63 = zext i32 %t54 to i64
  %t64 = mul i64 3528531795, %t63
  %t65 = zext i32 %t59 to i64
  %t66 = mul i64 3449720151, %t65
  %t67 = lshr i64 %t66, 32
  %t68 = trunc i64 %t67 to i32
  %t69 = xor i32 %t68, %t55
  %t70 = xor i32 %t69, %t61
  %t71 = trunc i64 %t66 to i32
  %t72 = lshr i64 %t64, 32
  %t73 = trunc i64 %t72 to i32
  %t74 = xor i32 %t73, %t60
  %t75 = xor i32 %t74, %t62
  %t76 = trunc i64 %t64 to i32
  %t77 = add i32 %t61, -1640531527
  %t78 = add i32 %t62, -1150833019
  %t79 = zext i32 %t70 to i64
  %t80 = mul i64 3528531795, %t79
  %t81 = zext i32 %t75 to i64
  %t82 = mul i64 3449720151, %t81
  %t83 = lshr i64 %t82, 32
  %t84 = trunc i64 %t83 to i32
  %t85 = xor i32 %t84, %t71
  %t86 = xor i32 %t85, %t77
  %t87 = trunc i64 %t82 to i32
  %t88 = lshr i64 %t80, 32
  %t89 = trunc i64 %t88 to i32
  %t90 = xor i32 %t89, %t76
  %t91 = xor i32 %t90, %t78
  %t92 = trunc i64 %t80 to i32
  %t93 = add i32 %t77, -1640531527
  %t94 = add i32 %t78, -1150833019
  %t95 = zext i32 %t86 to i64
  %t96 = mul i64 3528531795, %t95
  %t97 = zext i32 %t91 to i64
  %t98 = mul i64 3449720151, %t97
  %t99 = lshr i64 %t98, 32
  %t100 = trunc i64 %t99 to i32
  %t101 = xor i32 %t100, %t87
  %t102 = xor i32 %t101, %t93
  %t103 = trunc i64 %t98 to i32
  %t104 = lshr i64 %t96, 32
  %t105 = trunc i64 %t104 to i32
  %t106 = xor i32 %t105, %t92
  %t107 = xor i32 %t106, %t94
  %t108 = trunc i64 %t96 to i32
  %t109 = add i32 %t93, -1640531527
  %t110 = add i32 %t94, -1150833019
  %t111 = zext i32 %t102 to i64
  %t112 = mul i64 3528531795, %t111
  %t113 = zext i32 %t107 to i64
  %t114 = mul i64 3449720151, %t113
  %t115 = lshr i64 %t114, 32
  %t116 = trunc i64 %t115 to i32
  %t117 = xor i32 %t116, %t103
  %t118 = xor i32 %t117, %t109
  %t119 = trunc i64 %t114 to i32
  %t120 = lshr i64 %t112, 32
  %t121 = trunc i64 %t120 to i32
  %t122 = xor i32 %t121, %t108
  %t123 = xor i32 %t122, %t110
  %t124 = trunc i64 %t112 to i32
  %t125 = add i32 %t109, -1640531527
  %t126 = add i32 %t110, -1150833019
  %t127 = zext i32 %t118 to i64
  %t128 = mul i64 3528531795, %t127
  %t129 = zext i32 %t123 to i64
  %t130 = mul i64 3449720151, %t129
  %t131 = lshr i64 %t130, 32
  %t132 = trunc i64 %t131 to i32
  %t133 = xor i32 %t132, %t119
  %t134 = xor i32 %t133, %t125
  %t135 = trunc i64 %t130 to i32
  %t136 = lshr i64 %t128, 32
  %t137 = trunc i64 %t136 to i32
  %t138 = xor i32 %t137, %t124
  %t139 = xor i32 %t138, %t126
  %t140 = trunc i64 %t128 to i32
  %t141 = add i32 %t125, -1640531527
  %t142 = add i32 %t126, -1150833019
  %t143 = zext i32 %t134 to i64
  %t144 = mul i64 3528531795, %t143
  %t145 = zext i32 %t139 to i64
  %t146 = mul i64 3449720151, %t145
  %t147 = lshr i64 %t146, 32
  %t148 = trunc i64 %t147 to i32
  %t149 = xor i32 %t148, %t135
  %t150 = xor i32 %t149, %t141
  %t151 = trunc i64 %t146 to i32
  %t152 = lshr i64 %t144, 32
  %t153 = trunc i64 %t152 to i32
  %t154 = xor i32 %t153, %t140
  %t155 = xor i32 %t154, %t142
  %t156 = trunc i64 %t144 to i32
  %t157 = add i32 %t141, -1640531527
  %t158 = add i32 %t142, -1150833019
  %t159 = zext i32 %t150 to i64
  %t160 = mul i64 3528531795, %t159
  %t161 = zext i32 %t155 to i64
  %t162 = mul i64 3449720151, %t161
  %t163 = lshr i64 %t162, 32
  %t164 = trunc i64 %t163 to i32
  %t165 = xor i32 %t164, %t151
  %t166 = xor i32 %t165, %t157
  %t167 = trunc i64 %t162 to i32
  %t168 = lshr i64 %t160, 32
  %t169 = trunc i64 %t168 to i32
  %t170 = xor i32 %t169, %t156
  %t171 = xor i32 %t170, %t158
  %t172 = trunc i64 %t160 to i32
  %.27 = extractvalue [4 x i32] zeroinitializer, 0
  store i32 %.27, ptr addrspace(5) %t0, align 4
  %.28 = extractvalue [4 x i32] zeroinitializer, 1
  %.29 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 4
  store i32 %.28, ptr addrspace(5) %.29, align 4
  %.30 = extractvalue [4 x i32] zeroinitializer, 2
  %.31 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 8
  store i32 %.30, ptr addrspace(5) %.31, align 4
  %.32 = extractvalue [4 x i32] zeroinitializer, 3
  %.33 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 12
  store i32 %.32, ptr addrspace(5) %.33, align 4
  %t173 = getelementptr inbounds i32, ptr addrspace(5) %t0, i64 0
  store i32 %t166, ptr addrspace(5) %t173, align 4
  %t174 = getelementptr inbounds i32, ptr addrspace(5) %t0, i64 1
  store i32 %t167, ptr addrspace(5) %t174, align 4
  %t175 = getelementptr inbounds i32, ptr addrspace(5) %t0, i64 2
  store i32 %t171, ptr addrspace(5) %t175, align 4
  %t176 = getelementptr inbounds i32, ptr addrspace(5) %t0, i64 3
  store i32 %t172, ptr addrspace(5) %t176, align 4
  %.34 = load i32, ptr addrspace(5) %t0, align 4
  %.35 = insertvalue [4 x i32] poison, i32 %.34, 0
  %.36 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 4
  %.37 = load i32, ptr addrspace(5) %.36, align 4
  %.38 = insertvalue [4 x i32] %.35, i32 %.37, 1
  %.39 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 8
  %.40 = load i32, ptr addrspace(5) %.39, align 4
  %.41 = insertvalue [4 x i32] %.38, i32 %.40, 2
  %.42 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 12
  %.43 = load i32, ptr addrspace(5) %.42, align 4
  %.44 = insertvalue [4 x i32] %.41, i32 %.43, 3
  ret [4 x i32] %.44
}

define internal { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } @"github.com/kernlab/kern.kern.Rand.uint32"({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %p0) #1 {
entry:
  %t0 = alloca [44 x i8], align 4, addrspace(5)
  %t32 = alloca [8 x i8], align 4, addrspace(5)
  %t33 = alloca [16 x i8], align 4, addrspace(5)
  %t34 = alloca [16 x i8], align 4, addrspace(5)
  %t35 = alloca [44 x i8], align 4, addrspace(5)
  br label %b0

b0:
  call void @llvm.memset.p5.i64(ptr addrspace(5) align 4 %t0, i8 0, i64 44, i1 false)
  %.1 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 0
  store i32 %.1, ptr addrspace(5) %t0, align 4
  %.2 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 1
  %.3 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 4
  store i32 %.2, ptr addrspace(5) %.3, align 4
  %.4 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 2
  %.5 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 8
  store i32 %.4, ptr addrspace(5) %.5, align 4
  %.6 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 3
  %.7 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 12
  store i32 %.6, ptr addrspace(5) %.7, align 4
  %.8 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 4
  %.9 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 16
  store i32 %.8, ptr addrspace(5) %.9, align 4
  %.10 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 5
  %.11 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 20
  store i32 %.10, ptr addrspace(5) %.11, align 4
  %.12 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 6
  %.13 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 24
  store i32 %.12, ptr addrspace(5) %.13, align 4
  %.14 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 7
  %.15 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 28
  store i32 %.14, ptr addrspace(5) %.15, align 4
  %.16 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 8
  %.17 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 32
  store i32 %.16, ptr addrspace(5) %.17, align 4
  %.18 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 9
  %.19 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 36
  store i32 %.18, ptr addrspace(5) %.19, align 4
  %.20 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 10
  %.21 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 40
  store i32 %.20, ptr addrspace(5) %.21, align 4
  %.22 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %p0, 0
  store i32 %.22, ptr addrspace(5) %t0, align 4
  %.23 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %p0, 1
  %.24 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 4
  store i32 %.23, ptr addrspace(5) %.24, align 4
  %.25 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %p0, 2
  %.26 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 8
  store i32 %.25, ptr addrspace(5) %.26, align 4
  %.27 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %p0, 3
  %.28 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 12
  store i32 %.27, ptr addrspace(5) %.28, align 4
  %.29 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %p0, 4
  %.30 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 16
  store i32 %.29, ptr addrspace(5) %.30, align 4
  %.31 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %p0, 5
  %.32 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 20
  store i32 %.31, ptr addrspace(5) %.32, align 4
  %.33 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %p0, 6
  %.34 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 24
  store i32 %.33, ptr addrspace(5) %.34, align 4
  %.35 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %p0, 7
  %.36 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 28
  store i32 %.35, ptr addrspace(5) %.36, align 4
  %.37 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %p0, 8
  %.38 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 32
  store i32 %.37, ptr addrspace(5) %.38, align 4
  %.39 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %p0, 9
  %.40 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 36
  store i32 %.39, ptr addrspace(5) %.40, align 4
  %.41 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %p0, 10
  %.42 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 40
  store i32 %.41, ptr addrspace(5) %.42, align 4
  %t1 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 36
  %.43 = load i32, ptr addrspace(5) %t1, align 4
  %t3 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 40
  %.44 = load i32, ptr addrspace(5) %t3, align 4
  %t5 = icmp eq i32 %.44, 0
  br i1 %t5, label %b1, label %b9

b1:
  %t6 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 24
  %.45 = load i32, ptr addrspace(5) %t6, align 4
  br label %b2

b2:
  %t8 = phi i32 [ %.45, %b1 ], [ %.266, %b10 ], [ %.43, %b11 ], [ %.267, %b12 ]
  %.46 = load i32, ptr addrspace(5) %t3, align 4
  %t10 = add i32 %.46, 1
  store i32 %t10, ptr addrspace(5) %t3, align 4
  %.47 = load i32, ptr addrspace(5) %t3, align 4
  %t12 = icmp eq i32 %.47, 4
  br i1 %t12, label %b3, label %b8

b3:
  %t13 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 8
  %.48 = load i32, ptr addrspace(5) %t13, align 4
  %t15 = add i32 %.48, 1
  store i32 %t15, ptr addrspace(5) %t13, align 4
  %.49 = load i32, ptr addrspace(5) %t13, align 4
  %t17 = icmp eq i32 %.49, 0
  br i1 %t17, label %b4, label %b7

b4:
  %t18 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 12
  %.50 = load i32, ptr addrspace(5) %t18, align 4
  %t20 = add i32 %.50, 1
  store i32 %t20, ptr addrspace(5) %t18, align 4
  %.51 = load i32, ptr addrspace(5) %t18, align 4
  %t22 = icmp eq i32 %.51, 0
  br i1 %t22, label %b5, label %b7

b5:
  %t23 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 16
  %.52 = load i32, ptr addrspace(5) %t23, align 4
  %t25 = add i32 %.52, 1
  store i32 %t25, ptr addrspace(5) %t23, align 4
  %.53 = load i32, ptr addrspace(5) %t23, align 4
  %t27 = icmp eq i32 %.53, 0
  br i1 %t27, label %b6, label %b7

b6:
  %t28 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 20
  %.54 = load i32, ptr addrspace(5) %t28, align 4
  %t30 = add i32 %.54, 1
  store i32 %t30, ptr addrspace(5) %t28, align 4
  br label %b7

b7:
  %.55 = load i32, ptr addrspace(5) %t0, align 4
  %.56 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } poison, i32 %.55, 0
  %.57 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 4
  %.58 = load i32, ptr addrspace(5) %.57, align 4
  %.59 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.56, i32 %.58, 1
  %.60 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 8
  %.61 = load i32, ptr addrspace(5) %.60, align 4
  %.62 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.59, i32 %.61, 2
  %.63 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 12
  %.64 = load i32, ptr addrspace(5) %.63, align 4
  %.65 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.62, i32 %.64, 3
  %.66 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 16
  %.67 = load i32, ptr addrspace(5) %.66, align 4
  %.68 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.65, i32 %.67, 4
  %.69 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 20
  %.70 = load i32, ptr addrspace(5) %.69, align 4
  %.71 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.68, i32 %.70, 5
  %.72 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 24
  %.73 = load i32, ptr addrspace(5) %.72, align 4
  %.74 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.71, i32 %.73, 6
  %.75 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 28
  %.76 = load i32, ptr addrspace(5) %.75, align 4
  %.77 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.74, i32 %.76, 7
  %.78 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 32
  %.79 = load i32, ptr addrspace(5) %.78, align 4
  %.80 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.77, i32 %.79, 8
  %.81 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 36
  %.82 = load i32, ptr addrspace(5) %.81, align 4
  %.83 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.80, i32 %.82, 9
  %.84 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 40
  %.85 = load i32, ptr addrspace(5) %.84, align 4
  %.86 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.83, i32 %.85, 10
  call void @llvm.memset.p5.i64(ptr addrspace(5) align 4 %t32, i8 0, i64 8, i1 false)
  call void @llvm.memset.p5.i64(ptr addrspace(5) align 4 %t33, i8 0, i64 16, i1 false)
  call void @llvm.memset.p5.i64(ptr addrspace(5) align 4 %t34, i8 0, i64 16, i1 false)
  call void @llvm.memset.p5.i64(ptr addrspace(5) align 4 %t35, i8 0, i64 44, i1 false)
  %.87 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 0
  store i32 %.87, ptr addrspace(5) %t35, align 4
  %.88 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 1
  %.89 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 4
  store i32 %.88, ptr addrspace(5) %.89, align 4
  %.90 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 2
  %.91 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 8
  store i32 %.90, ptr addrspace(5) %.91, align 4
  %.92 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 3
  %.93 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 12
  store i32 %.92, ptr addrspace(5) %.93, align 4
  %.94 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 4
  %.95 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 16
  store i32 %.94, ptr addrspace(5) %.95, align 4
  %.96 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 5
  %.97 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 20
  store i32 %.96, ptr addrspace(5) %.97, align 4
  %.98 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 6
  %.99 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 24
  store i32 %.98, ptr addrspace(5) %.99, align 4
  %.100 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 7
  %.101 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 28
  store i32 %.100, ptr addrspace(5) %.101, align 4
  %.102 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 8
  %.103 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 32
  store i32 %.102, ptr addrspace(5) %.103, align 4
  %.104 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 9
  %.105 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 36
  store i32 %.104, ptr addrspace(5) %.105, align 4
  %.106 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } zeroinitializer, 10
  %.107 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 40
  store i32 %.106, ptr addrspace(5) %.107, align 4
  %.108 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.86, 0
  store i32 %.108, ptr addrspace(5) %t35, align 4
  %.109 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.86, 1
  %.110 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 4
  store i32 %.109, ptr addrspace(5) %.110, align 4
  %.111 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.86, 2
  %.112 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 8
  store i32 %.111, ptr addrspace(5) %.112, align 4
  %.113 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.86, 3
  %.114 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 12
  store i32 %.113, ptr addrspace(5) %.114, align 4
  %.115 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.86, 4
  %.116 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 16
  store i32 %.115, ptr addrspace(5) %.116, align 4
  %.117 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.86, 5
  %.118 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 20
  store i32 %.117, ptr addrspace(5) %.118, align 4
  %.119 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.86, 6
  %.120 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 24
  store i32 %.119, ptr addrspace(5) %.120, align 4
  %.121 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.86, 7
  %.122 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 28
  store i32 %.121, ptr addrspace(5) %.122, align 4
  %.123 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.86, 8
  %.124 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 32
  store i32 %.123, ptr addrspace(5) %.124, align 4
  %.125 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.86, 9
  %.126 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 36
  store i32 %.125, ptr addrspace(5) %.126, align 4
  %.127 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.86, 10
  %.128 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 40
  store i32 %.127, ptr addrspace(5) %.128, align 4
  %.129 = extractvalue [4 x i32] zeroinitializer, 0
  store i32 %.129, ptr addrspace(5) %t34, align 4
  %.130 = extractvalue [4 x i32] zeroinitializer, 1
  %.131 = getelementptr inbounds i8, ptr addrspace(5) %t34, i64 4
  store i32 %.130, ptr addrspace(5) %.131, align 4
  %.132 = extractvalue [4 x i32] zeroinitializer, 2
  %.133 = getelementptr inbounds i8, ptr addrspace(5) %t34, i64 8
  store i32 %.132, ptr addrspace(5) %.133, align 4
  %.134 = extractvalue [4 x i32] zeroinitializer, 3
  %.135 = getelementptr inbounds i8, ptr addrspace(5) %t34, i64 12
  store i32 %.134, ptr addrspace(5) %.135, align 4
  %.136 = extractvalue [4 x i32] zeroinitializer, 0
  store i32 %.136, ptr addrspace(5) %t33, align 4
  %.137 = extractvalue [4 x i32] zeroinitializer, 1
  %.138 = getelementptr inbounds i8, ptr addrspace(5) %t33, i64 4
  store i32 %.137, ptr addrspace(5) %.138, align 4
  %.139 = extractvalue [4 x i32] zeroinitializer, 2
  %.140 = getelementptr inbounds i8, ptr addrspace(5) %t33, i64 8
  store i32 %.139, ptr addrspace(5) %.140, align 4
  %.141 = extractvalue [4 x i32] zeroinitializer, 3
  %.142 = getelementptr inbounds i8, ptr addrspace(5) %t33, i64 12
  store i32 %.141, ptr addrspace(5) %.142, align 4
  %t36 = getelementptr inbounds i32, ptr addrspace(5) %t33, i64 0
  %t37 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 8
  %.143 = load i32, ptr addrspace(5) %t37, align 4
  store i32 %.143, ptr addrspace(5) %t36, align 4
  %t39 = getelementptr inbounds i32, ptr addrspace(5) %t33, i64 1
  %t40 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 12
  %.144 = load i32, ptr addrspace(5) %t40, align 4
  store i32 %.144, ptr addrspace(5) %t39, align 4
  %t42 = getelementptr inbounds i32, ptr addrspace(5) %t33, i64 2
  %t43 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 16
  %.145 = load i32, ptr addrspace(5) %t43, align 4
  store i32 %.145, ptr addrspace(5) %t42, align 4
  %t45 = getelementptr inbounds i32, ptr addrspace(5) %t33, i64 3
  %t46 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 20
  %.146 = load i32, ptr addrspace(5) %t46, align 4
  store i32 %.146, ptr addrspace(5) %t45, align 4
  %.147 = load i32, ptr addrspace(5) %t33, align 4
  %.148 = insertvalue [4 x i32] poison, i32 %.147, 0
  %.149 = getelementptr inbounds i8, ptr addrspace(5) %t33, i64 4
  %.150 = load i32, ptr addrspace(5) %.149, align 4
  %.151 = insertvalue [4 x i32] %.148, i32 %.150, 1
  %.152 = getelementptr inbounds i8, ptr addrspace(5) %t33, i64 8
  %.153 = load i32, ptr addrspace(5) %.152, align 4
  %.154 = insertvalue [4 x i32] %.151, i32 %.153, 2
  %.155 = getelementptr inbounds i8, ptr addrspace(5) %t33, i64 12
  %.156 = load i32, ptr addrspace(5) %.155, align 4
  %.157 = insertvalue [4 x i32] %.154, i32 %.156, 3
  %.158 = extractvalue [2 x i32] zeroinitializer, 0
  store i32 %.158, ptr addrspace(5) %t32, align 4
  %.159 = extractvalue [2 x i32] zeroinitializer, 1
  %.160 = getelementptr inbounds i8, ptr addrspace(5) %t32, i64 4
  store i32 %.159, ptr addrspace(5) %.160, align 4
  %t49 = getelementptr inbounds i32, ptr addrspace(5) %t32, i64 0
  %t50 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 0
  %.161 = load i32, ptr addrspace(5) %t50, align 4
  store i32 %.161, ptr addrspace(5) %t49, align 4
  %t52 = getelementptr inbounds i32, ptr addrspace(5) %t32, i64 1
  %t53 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 4
  %.162 = load i32, ptr addrspace(5) %t53, align 4
  store i32 %.162, ptr addrspace(5) %t52, align 4
  %.163 = load i32, ptr addrspace(5) %t32, align 4
  %.164 = insertvalue [2 x i32] poison, i32 %.163, 0
  %.165 = getelementptr inbounds i8, ptr addrspace(5) %t32, i64 4
  %.166 = load i32, ptr addrspace(5) %.165, align 4
  %.167 = insertvalue [2 x i32] %.164, i32 %.166, 1
  %t56 = call [4 x i32] @"github.com/kernlab/kern.Philox4x32"([4 x i32] %.157, [2 x i32] %.167)
  %.168 = extractvalue [4 x i32] %t56, 0
  store i32 %.168, ptr addrspace(5) %t34, align 4
  %.169 = extractvalue [4 x i32] %t56, 1
  %.170 = getelementptr inbounds i8, ptr addrspace(5) %t34, i64 4
  store i32 %.169, ptr addrspace(5) %.170, align 4
  %.171 = extractvalue [4 x i32] %t56, 2
  %.172 = getelementptr inbounds i8, ptr addrspace(5) %t34, i64 8
  store i32 %.171, ptr addrspace(5) %.172, align 4
  %.173 = extractvalue [4 x i32] %t56, 3
  %.174 = getelementptr inbounds i8, ptr addrspace(5) %t34, i64 12
  store i32 %.173, ptr addrspace(5) %.174, align 4
  %t57 = getelementptr inbounds i32, ptr addrspace(5) %t34, i64 0
  %.175 = load i32, ptr addrspace(5) %t57, align 4
  %t59 = getelementptr inbounds i32, ptr addrspace(5) %t34, i64 1
  %.176 = load i32, ptr addrspace(5) %t59, align 4
  %t61 = getelementptr inbounds i32, ptr addrspace(5) %t34, i64 2
  %.177 = load i32, ptr addrspace(5) %t61, align 4
  %t63 = getelementptr inbounds i32, ptr addrspace(5) %t34, i64 3
  %.178 = load i32, ptr addrspace(5) %t63, align 4
  %t65 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 24
  store i32 %.175, ptr addrspace(5) %t65, align 4
  %t66 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 28
  store i32 %.176, ptr addrspace(5) %t66, align 4
  %t67 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 32
  store i32 %.177, ptr addrspace(5) %t67, align 4
  %t68 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 36
  store i32 %.178, ptr addrspace(5) %t68, align 4
  %t69 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 40
  store i32 0, ptr addrspace(5) %t69, align 4
  %.179 = load i32, ptr addrspace(5) %t35, align 4
  %.180 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } poison, i32 %.179, 0
  %.181 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 4
  %.182 = load i32, ptr addrspace(5) %.181, align 4
  %.183 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.180, i32 %.182, 1
  %.184 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 8
  %.185 = load i32, ptr addrspace(5) %.184, align 4
  %.186 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.183, i32 %.185, 2
  %.187 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 12
  %.188 = load i32, ptr addrspace(5) %.187, align 4
  %.189 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.186, i32 %.188, 3
  %.190 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 16
  %.191 = load i32, ptr addrspace(5) %.190, align 4
  %.192 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.189, i32 %.191, 4
  %.193 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 20
  %.194 = load i32, ptr addrspace(5) %.193, align 4
  %.195 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.192, i32 %.194, 5
  %.196 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 24
  %.197 = load i32, ptr addrspace(5) %.196, align 4
  %.198 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.195, i32 %.197, 6
  %.199 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 28
  %.200 = load i32, ptr addrspace(5) %.199, align 4
  %.201 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.198, i32 %.200, 7
  %.202 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 32
  %.203 = load i32, ptr addrspace(5) %.202, align 4
  %.204 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.201, i32 %.203, 8
  %.205 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 36
  %.206 = load i32, ptr addrspace(5) %.205, align 4
  %.207 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.204, i32 %.206, 9
  %.208 = getelementptr inbounds i8, ptr addrspace(5) %t35, i64 40
  %.209 = load i32, ptr addrspace(5) %.208, align 4
  %.210 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207, i32 %.209, 10
  %.211 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210, 0
  store i32 %.211, ptr addrspace(5) %t0, align 4
  %.212 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210, 1
  %.213 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 4
  store i32 %.212, ptr addrspace(5) %.213, align 4
  %.214 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210, 2
  %.215 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 8
  store i32 %.214, ptr addrspace(5) %.215, align 4
  %.216 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210, 3
  %.217 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 12
  store i32 %.216, ptr addrspace(5) %.217, align 4
  %.218 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210, 4
  %.219 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 16
  store i32 %.218, ptr addrspace(5) %.219, align 4
  %.220 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210, 5
  %.221 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 20
  store i32 %.220, ptr addrspace(5) %.221, align 4
  %.222 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210, 6
  %.223 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 24
  store i32 %.222, ptr addrspace(5) %.223, align 4
  %.224 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210, 7
  %.225 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 28
  store i32 %.224, ptr addrspace(5) %.225, align 4
  %.226 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210, 8
  %.227 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 32
  store i32 %.226, ptr addrspace(5) %.227, align 4
  %.228 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210, 9
  %.229 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 36
  store i32 %.228, ptr addrspace(5) %.229, align 4
  %.230 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210, 10
  %.231 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 40
  store i32 %.230, ptr addrspace(5) %.231, align 4
  br label %b8

b8:
  %.232 = load i32, ptr addrspace(5) %t0, align 4
  %.233 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } poison, i32 %.232, 0
  %.234 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 4
  %.235 = load i32, ptr addrspace(5) %.234, align 4
  %.236 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.233, i32 %.235, 1
  %.237 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 8
  %.238 = load i32, ptr addrspace(5) %.237, align 4
  %.239 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.236, i32 %.238, 2
  %.240 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 12
  %.241 = load i32, ptr addrspace(5) %.240, align 4
  %.242 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.239, i32 %.241, 3
  %.243 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 16
  %.244 = load i32, ptr addrspace(5) %.243, align 4
  %.245 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.242, i32 %.244, 4
  %.246 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 20
  %.247 = load i32, ptr addrspace(5) %.246, align 4
  %.248 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.245, i32 %.247, 5
  %.249 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 24
  %.250 = load i32, ptr addrspace(5) %.249, align 4
  %.251 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.248, i32 %.250, 6
  %.252 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 28
  %.253 = load i32, ptr addrspace(5) %.252, align 4
  %.254 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.251, i32 %.253, 7
  %.255 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 32
  %.256 = load i32, ptr addrspace(5) %.255, align 4
  %.257 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.254, i32 %.256, 8
  %.258 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 36
  %.259 = load i32, ptr addrspace(5) %.258, align 4
  %.260 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.257, i32 %.259, 9
  %.261 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 40
  %.262 = load i32, ptr addrspace(5) %.261, align 4
  %.263 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.260, i32 %.262, 10
  %.264 = insertvalue { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } poison, i32 %t8, 0
  %.265 = insertvalue { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } %.264, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.263, 1
  ret { i32, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } } %.265

b9:
  %t72 = icmp eq i32 %.44, 1
  br i1 %t72, label %b10, label %b11

b10:
  %t73 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 28
  %.266 = load i32, ptr addrspace(5) %t73, align 4
  br label %b2

b11:
  %t75 = icmp eq i32 %.44, 2
  br i1 %t75, label %b12, label %b2

b12:
  %t76 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 32
  %.267 = load i32, ptr addrspace(5) %t76, align 4
  br label %b2
}

define internal double @"math.log"(double %p0) #1 {
entry:
  br label %b0

b0:
  %t0 = fcmp une double %p0, %p0
  br i1 %t0, label %b1, label %b2

b1:
  ret double %p0

b2:
  %t1 = fcmp ogt double %p0, 0x7FEFFFFFFFFFFFFF
  br i1 %t1, label %b1, label %b3

b3:
  %t2 = fcmp olt double %p0, 0x0000000000000000
  br i1 %t2, label %b4, label %b5

b4:
  ret double 0x7FF8000000000001

b5:
  %t3 = fcmp oeq double %p0, 0x0000000000000000
  br i1 %t3, label %b6, label %b7

b6:
  ret double 0xFFF0000000000000

b7:
  br i1 %t3, label %b8, label %b9

b8:
  br label %b16

b9:
  %t4 = call double @llvm.fabs.f64(double %p0)
  %t5 = fcmp ogt double %t4, 0x7FEFFFFFFFFFFFFF
  br i1 %t5, label %b10, label %b11

b10:
  br label %b16

b11:
  br i1 %t0, label %b10, label %b12

b12:
  %t6 = fcmp olt double %t4, 0x0010000000000000
  br i1 %t6, label %b13, label %b14

b13:
  %t7 = fmul double %p0, 0x4330000000000000
  br label %b15

b14:
  br label %b15

b15:
  %t8 = phi double [ %t7, %b13 ], [ %p0, %b14 ]
  %t9 = phi i64 [ -52, %b13 ], [ 0, %b14 ]
  %t10 = bitcast double %t8 to i64
  %t11 = lshr i64 %t10, 52
  %t12 = and i64 %t11, 2047
  %t14 = sub i64 %t12, 1023
  %t15 = add i64 %t14, 1
  %t16 = add i64 %t9, %t15
  %.1 = xor i64 9218868437227405312, -1
  %t17 = and i64 %t10, %.1
  %t18 = or i64 %t17, 4602678819172646912
  %t19 = bitcast i64 %t18 to double
  br label %b16

b16:
  %t20 = phi double [ %p0, %b8 ], [ %p0, %b10 ], [ %t19, %b15 ]
  %t21 = phi i64 [ 0, %b8 ], [ 0, %b10 ], [ %t16, %b15 ]
  %t22 = fcmp olt double %t20, 0x3FE6A09E667F3BCD
  br i1 %t22, label %b17, label %b18

b17:
  %t23 = fmul double %t20, 0x4000000000000000
  %t24 = sub i64 %t21, 1
  br label %b18

b18:
  %t25 = phi double [ %t20, %b16 ], [ %t23, %b17 ]
  %t26 = phi i64 [ %t21, %b16 ], [ %t24, %b17 ]
  %t27 = fsub double %t25, 0x3FF0000000000000
  %t28 = sitofp i64 %t26 to double
  %t29 = fadd double 0x4000000000000000, %t27
  %t30 = fdiv double %t27, %t29
  %t31 = fmul double %t30, %t30
  %t32 = fmul double %t31, %t31
  %t33 = fmul double %t32, 0x3FC2F112DF3E5244
  %t34 = fadd double 0x3FC7466496CB03DE, %t33
  %t35 = fmul double %t32, %t34
  %t36 = fadd double 0x3FD2492494229359, %t35
  %t37 = fmul double %t32, %t36
  %t38 = fadd double 0x3FE5555555555593, %t37
  %t39 = fmul double %t31, %t38
  %t40 = fmul double %t32, 0x3FC39A09D078C69F
  %t41 = fadd double 0x3FCC71C51D8E78AF, %t40
  %t42 = fmul double %t32, %t41
  %t43 = fadd double 0x3FD999999997FA04, %t42
  %t44 = fmul double %t32, %t43
  %t45 = fadd double %t39, %t44
  %t46 = fmul double 0x3FE0000000000000, %t27
  %t47 = fmul double %t46, %t27
  %t48 = fmul double %t28, 0x3FE62E42FEE00000
  %t49 = fadd double %t47, %t45
  %t50 = fmul double %t30, %t49
  %t51 = fmul double %t28, 0x3DEA39EF35793C76
  %t52 = fadd double %t50, %t51
  %t53 = fsub double %t47, %t52
  %t54 = fsub double %t53, %t27
  %t55 = fsub double %t48, %t54
  ret double %t55
}

define internal double @"math.cos"(double %p0) #1 {
entry:
  br label %b0

b0:
  %t0 = fcmp une double %p0, %p0
  br i1 %t0, label %b1, label %b2

b1:
  ret double 0x7FF8000000000001

b2:
  %t1 = call double @llvm.fabs.f64(double %p0)
  %t2 = fcmp ogt double %t1, 0x7FEFFFFFFFFFFFFF
  br i1 %t2, label %b1, label %b3

b3:
  %t3 = fcmp oge double %t1, 0x41C0000000000000
  br i1 %t3, label %b4, label %b16

b4:
  %t4 = call { i64, double } @"math.trigReduce"(double %t1)
  %t5 = extractvalue { i64, double } %t4, 0
  %t6 = extractvalue { i64, double } %t4, 1
  br label %b5

b5:
  %t7 = phi i64 [ %t5, %b4 ], [ %t83, %b18 ]
  %t8 = phi double [ %t6, %b4 ], [ %t89, %b18 ]
  %t9 = icmp ugt i64 %t7, 3
  br i1 %t9, label %b6, label %b7

b6:
  %t10 = sub i64 %t7, 4
  br label %b7

b7:
  %t11 = phi i1 [ false, %b5 ], [ true, %b6 ]
  %t12 = phi i64 [ %t7, %b5 ], [ %t10, %b6 ]
  %t13 = icmp ugt i64 %t12, 1
  br i1 %t13, label %b8, label %b9

b8:
  %t14 = xor i1 %t11, true
  br label %b9

b9:
  %t15 = phi i1 [ %t11, %b7 ], [ %t14, %b8 ]
  %t16 = fmul double %t8, %t8
  %t17 = icmp eq i64 %t12, 1
  br i1 %t17, label %b10, label %b14

b10:
  %t18 = fmul double %t8, %t16
  %t19 = getelementptr inbounds double, ptr addrspace(4) @"math._sin", i64 0
  %.1 = load double, ptr addrspace(4) %t19, align 8
  %t21 = fmul double %.1, %t16
  %t22 = getelementptr inbounds double, ptr addrspace(4) @"math._sin", i64 1
  %.2 = load double, ptr addrspace(4) %t22, align 8
  %t24 = fadd double %t21, %.2
  %t25 = fmul double %t24, %t16
  %t26 = getelementptr inbounds double, ptr addrspace(4) @"math._sin", i64 2
  %.3 = load double, ptr addrspace(4) %t26, align 8
  %t28 = fadd double %t25, %.3
  %t29 = fmul double %t28, %t16
  %t30 = getelementptr inbounds double, ptr addrspace(4) @"math._sin", i64 3
  %.4 = load double, ptr addrspace(4) %t30, align 8
  %t32 = fadd double %t29, %.4
  %t33 = fmul double %t32, %t16
  %t34 = getelementptr inbounds double, ptr addrspace(4) @"math._sin", i64 4
  %.5 = load double, ptr addrspace(4) %t34, align 8
  %t36 = fadd double %t33, %.5
  %t37 = fmul double %t36, %t16
  %t38 = getelementptr inbounds double, ptr addrspace(4) @"math._sin", i64 5
  %.6 = load double, ptr addrspace(4) %t38, align 8
  %t40 = fadd double %t37, %.6
  %t41 = fmul double %t18, %t40
  %t42 = fadd double %t8, %t41
  br label %b11

b11:
  %t43 = phi double [ %t42, %b10 ], [ %t73, %b15 ]
  br i1 %t15, label %b12, label %b13

b12:
  %t44 = fneg double %t43
  br label %b13

b13:
  %t45 = phi double [ %t43, %b11 ], [ %t44, %b12 ]
  ret double %t45

b14:
  %t46 = icmp eq i64 %t12, 2
  br i1 %t46, label %b10, label %b15

b15:
  %t47 = fmul double 0x3FE0000000000000, %t16
  %t48 = fsub double 0x3FF0000000000000, %t47
  %t49 = fmul double %t16, %t16
  %t50 = getelementptr inbounds double, ptr addrspace(4) @"math._cos", i64 0
  %.7 = load double, ptr addrspace(4) %t50, align 8
  %t52 = fmul double %.7, %t16
  %t53 = getelementptr inbounds double, ptr addrspace(4) @"math._cos", i64 1
  %.8 = load double, ptr addrspace(4) %t53, align 8
  %t55 = fadd double %t52, %.8
  %t56 = fmul double %t55, %t16
  %t57 = getelementptr inbounds double, ptr addrspace(4) @"math._cos", i64 2
  %.9 = load double, ptr addrspace(4) %t57, align 8
  %t59 = fadd double %t56, %.9
  %t60 = fmul double %t59, %t16
  %t61 = getelementptr inbounds double, ptr addrspace(4) @"math._cos", i64 3
  %.10 = load double, ptr addrspace(4) %t61, align 8
  %t63 = fadd double %t60, %.10
  %t64 = fmul double %t63, %t16
  %t65 = getelementptr inbounds double, ptr addrspace(4) @"math._cos", i64 4
  %.11 = load double, ptr addrspace(4) %t65, align 8
  %t67 = fadd double %t64, %.11
  %t68 = fmul double %t67, %t16
  %t69 = getelementptr inbounds double, ptr addrspace(4) @"math._cos", i64 5
  %.12 = load double, ptr addrspace(4) %t69, align 8
  %t71 = fadd double %t68, %.12
  %t72 = fmul double %t49, %t71
  %t73 = fadd double %t48, %t72
  br label %b11

b16:
  %t74 = fmul double %t1, 0x3FF45F306DC9C883
  %.13 = fcmp olt double %t74, 0x43E0000000000000
  %.14 = fcmp oge double %t74, 0xC3E0000000000000
  %.15 = fcmp olt double %t74, 0x43E0000000000000
  %.16 = and i1 %.14, %.15
  %.17 = select i1 %.16, double %t74, double 0.0
  %.18 = fptosi double %.17 to i64
  %.19 = select i1 %.16, i64 %.18, i64 -9223372036854775808
  %.20 = fsub double %t74, 0x43E0000000000000
  %.21 = fcmp oge double %.20, 0xC3E0000000000000
  %.22 = fcmp olt double %.20, 0x43E0000000000000
  %.23 = and i1 %.21, %.22
  %.24 = select i1 %.23, double %.20, double 0.0
  %.25 = fptosi double %.24 to i64
  %.26 = select i1 %.23, i64 %.25, i64 -9223372036854775808
  %.27 = or i64 %.26, -9223372036854775808
  %.28 = select i1 %.13, i64 %.19, i64 %.27
  %t76 = uitofp i64 %.28 to double
  %t77 = and i64 %.28, 1
  %t78 = icmp eq i64 %t77, 1
  br i1 %t78, label %b17, label %b18

b17:
  %t79 = add i64 %.28, 1
  %t80 = fadd double %t76, 0x3FF0000000000000
  br label %b18

b18:
  %t81 = phi i64 [ %.28, %b16 ], [ %t79, %b17 ]
  %t82 = phi double [ %t76, %b16 ], [ %t80, %b17 ]
  %t83 = and i64 %t81, 7
  %t84 = fmul double %t82, 0x3FE921FB40000000
  %t85 = fsub double %t1, %t84
  %t86 = fmul double %t82, 0x3E64442D00000000
  %t87 = fsub double %t85, %t86
  %t88 = fmul double %t82, 0x3CE8469898CC5170
  %t89 = fsub double %t87, %t88
  br label %b5
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

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2ePhiloxBlocks"(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) %a6, i64 %a7, i64 %a8) #0 {
entry:
  %.1 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a0, 0
  %.2 = insertvalue { ptr addrspace(1), i64, i64 } %.1, i64 %a1, 1
  %.3 = insertvalue { ptr addrspace(1), i64, i64 } %.2, i64 %a2, 2
  %.4 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a3, 0
  %.5 = insertvalue { ptr addrspace(1), i64, i64 } %.4, i64 %a4, 1
  %.6 = insertvalue { ptr addrspace(1), i64, i64 } %.5, i64 %a5, 2
  %.7 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a6, 0
  %.8 = insertvalue { ptr addrspace(1), i64, i64 } %.7, i64 %a7, 1
  %.9 = insertvalue { ptr addrspace(1), i64, i64 } %.8, i64 %a8, 2
  %t0 = alloca [16 x i8], align 4, addrspace(5)
  %t1 = alloca [8 x i8], align 4, addrspace(5)
  %t2 = alloca [16 x i8], align 4, addrspace(5)
  br label %b0

b0:
  call void @llvm.memset.p5.i64(ptr addrspace(5) align 4 %t0, i8 0, i64 16, i1 false)
  call void @llvm.memset.p5.i64(ptr addrspace(5) align 4 %t1, i8 0, i64 8, i1 false)
  call void @llvm.memset.p5.i64(ptr addrspace(5) align 4 %t2, i8 0, i64 16, i1 false)
  %.10 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t4 = sext i32 %.10 to i64
  %.11 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4
  %.13 = load i16, ptr addrspace(4) %.12, align 2, !invariant.load !0
  %.14 = zext i16 %.13 to i32
  %t6 = sext i32 %.14 to i64
  %t7 = mul i64 %t4, %t6
  %.15 = call i32 @llvm.amdgcn.workitem.id.x()
  %t9 = sext i32 %.15 to i64
  %t10 = add i64 %t7, %t9
  %t11 = mul i64 4, %t10
  %t12 = add i64 %t11, 4
  %t13 = extractvalue { ptr addrspace(1), i64, i64 } %.9, 1
  %t14 = icmp sgt i64 %t12, %t13
  br i1 %t14, label %b1, label %b2

b1:
  ret void

b2:
  %.16 = extractvalue [4 x i32] zeroinitializer, 0
  store i32 %.16, ptr addrspace(5) %t2, align 4
  %.17 = extractvalue [4 x i32] zeroinitializer, 1
  %.18 = getelementptr inbounds i8, ptr addrspace(5) %t2, i64 4
  store i32 %.17, ptr addrspace(5) %.18, align 4
  %.19 = extractvalue [4 x i32] zeroinitializer, 2
  %.20 = getelementptr inbounds i8, ptr addrspace(5) %t2, i64 8
  store i32 %.19, ptr addrspace(5) %.20, align 4
  %.21 = extractvalue [4 x i32] zeroinitializer, 3
  %.22 = getelementptr inbounds i8, ptr addrspace(5) %t2, i64 12
  store i32 %.21, ptr addrspace(5) %.22, align 4
  %t15 = getelementptr inbounds i32, ptr addrspace(5) %t2, i64 0
  %t16 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 0
  %t17 = getelementptr inbounds i32, ptr addrspace(1) %t16, i64 %t11
  %.23 = load i32, ptr addrspace(1) %t17, align 4
  store i32 %.23, ptr addrspace(5) %t15, align 4
  %t19 = getelementptr inbounds i32, ptr addrspace(5) %t2, i64 1
  %t20 = add i64 %t11, 1
  %t21 = getelementptr inbounds i32, ptr addrspace(1) %t16, i64 %t20
  %.24 = load i32, ptr addrspace(1) %t21, align 4
  store i32 %.24, ptr addrspace(5) %t19, align 4
  %t23 = getelementptr inbounds i32, ptr addrspace(5) %t2, i64 2
  %t24 = add i64 %t11, 2
  %t25 = getelementptr inbounds i32, ptr addrspace(1) %t16, i64 %t24
  %.25 = load i32, ptr addrspace(1) %t25, align 4
  store i32 %.25, ptr addrspace(5) %t23, align 4
  %t27 = getelementptr inbounds i32, ptr addrspace(5) %t2, i64 3
  %t28 = add i64 %t11, 3
  %t29 = getelementptr inbounds i32, ptr addrspace(1) %t16, i64 %t28
  %.26 = load i32, ptr addrspace(1) %t29, align 4
  store i32 %.26, ptr addrspace(5) %t27, align 4
  %.27 = load i32, ptr addrspace(5) %t2, align 4
  %.28 = insertvalue [4 x i32] poison, i32 %.27, 0
  %.29 = getelementptr inbounds i8, ptr addrspace(5) %t2, i64 4
  %.30 = load i32, ptr addrspace(5) %.29, align 4
  %.31 = insertvalue [4 x i32] %.28, i32 %.30, 1
  %.32 = getelementptr inbounds i8, ptr addrspace(5) %t2, i64 8
  %.33 = load i32, ptr addrspace(5) %.32, align 4
  %.34 = insertvalue [4 x i32] %.31, i32 %.33, 2
  %.35 = getelementptr inbounds i8, ptr addrspace(5) %t2, i64 12
  %.36 = load i32, ptr addrspace(5) %.35, align 4
  %.37 = insertvalue [4 x i32] %.34, i32 %.36, 3
  %.38 = extractvalue [2 x i32] zeroinitializer, 0
  store i32 %.38, ptr addrspace(5) %t1, align 4
  %.39 = extractvalue [2 x i32] zeroinitializer, 1
  %.40 = getelementptr inbounds i8, ptr addrspace(5) %t1, i64 4
  store i32 %.39, ptr addrspace(5) %.40, align 4
  %t32 = getelementptr inbounds i32, ptr addrspace(5) %t1, i64 0
  %t33 = mul i64 2, %t10
  %t34 = extractvalue { ptr addrspace(1), i64, i64 } %.6, 0
  %t35 = getelementptr inbounds i32, ptr addrspace(1) %t34, i64 %t33
  %.41 = load i32, ptr addrspace(1) %t35, align 4
  store i32 %.41, ptr addrspace(5) %t32, align 4
  %t37 = getelementptr inbounds i32, ptr addrspace(5) %t1, i64 1
  %t38 = add i64 %t33, 1
  %t39 = getelementptr inbounds i32, ptr addrspace(1) %t34, i64 %t38
  %.42 = load i32, ptr addrspace(1) %t39, align 4
  store i32 %.42, ptr addrspace(5) %t37, align 4
  %.43 = load i32, ptr addrspace(5) %t1, align 4
  %.44 = insertvalue [2 x i32] poison, i32 %.43, 0
  %.45 = getelementptr inbounds i8, ptr addrspace(5) %t1, i64 4
  %.46 = load i32, ptr addrspace(5) %.45, align 4
  %.47 = insertvalue [2 x i32] %.44, i32 %.46, 1
  %t42 = call [4 x i32] @"github.com/kernlab/kern.Philox4x32"([4 x i32] %.37, [2 x i32] %.47)
  %t43 = extractvalue { ptr addrspace(1), i64, i64 } %.9, 0
  br label %b3

b3:
  %t44 = phi i64 [ -1, %b2 ], [ %t45, %b4 ]
  %t45 = add i64 %t44, 1
  %t46 = icmp slt i64 %t45, 4
  br i1 %t46, label %b4, label %b5

b4:
  %.48 = extractvalue [4 x i32] %t42, 0
  store i32 %.48, ptr addrspace(5) %t0, align 4
  %.49 = extractvalue [4 x i32] %t42, 1
  %.50 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 4
  store i32 %.49, ptr addrspace(5) %.50, align 4
  %.51 = extractvalue [4 x i32] %t42, 2
  %.52 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 8
  store i32 %.51, ptr addrspace(5) %.52, align 4
  %.53 = extractvalue [4 x i32] %t42, 3
  %.54 = getelementptr inbounds i8, ptr addrspace(5) %t0, i64 12
  store i32 %.53, ptr addrspace(5) %.54, align 4
  %t47 = getelementptr inbounds i32, ptr addrspace(5) %t0, i64 %t45
  %.55 = load i32, ptr addrspace(5) %t47, align 4
  %t49 = add i64 %t11, %t45
  %t50 = getelementptr inbounds i32, ptr addrspace(1) %t43, i64 %t49
  store i32 %.55, ptr addrspace(1) %t50, align 4
  br label %b3

b5:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eXoroDraws"(ptr addrspace(1) %a0, i64 %a1, i64 %a2, i64 %a3, ptr addrspace(1) %a4, i64 %a5, i64 %a6) #0 {
entry:
  %.1 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a0, 0
  %.2 = insertvalue { ptr addrspace(1), i64, i64 } %.1, i64 %a1, 1
  %.3 = insertvalue { ptr addrspace(1), i64, i64 } %.2, i64 %a2, 2
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
  %t8 = mul i64 2, %t7
  %t9 = add i64 %t8, 2
  %t10 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 1
  %t11 = icmp sgt i64 %t9, %t10
  br i1 %t11, label %b1, label %b2

b1:
  ret void

b2:
  %t12 = add i64 %t7, 1
  %t13 = mul i64 %t12, %a3
  %t14 = mul i64 %t13, 5
  %t15 = extractvalue { ptr addrspace(1), i64, i64 } %.6, 1
  %t16 = icmp sgt i64 %t14, %t15
  br i1 %t16, label %b1, label %b3

b3:
  %t17 = icmp slt i64 0, %a3
  %t18 = mul i64 %t7, %a3
  %t19 = extractvalue { ptr addrspace(1), i64, i64 } %.6, 0
  %t20 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 0
  %t21 = getelementptr inbounds i64, ptr addrspace(1) %t20, i64 %t8
  %t22 = add i64 %t8, 1
  %t23 = getelementptr inbounds i64, ptr addrspace(1) %t20, i64 %t22
  %t24 = mul i64 %t18, 5
  %t25 = getelementptr inbounds i64, ptr addrspace(1) %t19, i64 %t24
  br i1 %t17, label %b4, label %b5

b4:
  %t26 = phi ptr addrspace(1) [ %t25, %b3 ], [ %t175, %b4 ]
  %t27 = phi i64 [ 0, %b3 ], [ %t173, %b4 ]
  %.13 = load i64, ptr addrspace(1) %t21, align 8
  %.14 = load i64, ptr addrspace(1) %t23, align 8
  %t30 = add i64 %.13, %.14
  %t31 = xor i64 %.14, %.13
  %t32 = shl i64 %.13, 55
  %t33 = lshr i64 %.13, 9
  %t34 = or i64 %t32, %t33
  %t35 = xor i64 %t34, %t31
  %t36 = shl i64 %t31, 14
  %t37 = xor i64 %t35, %t36
  store i64 %t37, ptr addrspace(1) %t21, align 8
  %t38 = shl i64 %t31, 36
  %t39 = lshr i64 %t31, 28
  %t40 = or i64 %t38, %t39
  store i64 %t40, ptr addrspace(1) %t23, align 8
  %t41 = getelementptr inbounds i64, ptr addrspace(1) %t26, i64 0
  store i64 %t30, ptr addrspace(1) %t41, align 8
  %.15 = load i64, ptr addrspace(1) %t21, align 8
  %.16 = load i64, ptr addrspace(1) %t23, align 8
  %t44 = add i64 %.15, %.16
  %t45 = xor i64 %.16, %.15
  %t46 = shl i64 %.15, 55
  %t47 = lshr i64 %.15, 9
  %t48 = or i64 %t46, %t47
  %t49 = xor i64 %t48, %t45
  %t50 = shl i64 %t45, 14
  %t51 = xor i64 %t49, %t50
  store i64 %t51, ptr addrspace(1) %t21, align 8
  %t52 = shl i64 %t45, 36
  %t53 = lshr i64 %t45, 28
  %t54 = or i64 %t52, %t53
  store i64 %t54, ptr addrspace(1) %t23, align 8
  %t55 = lshr i64 %t44, 11
  %t56 = uitofp i64 %t55 to double
  %t57 = fmul double %t56, 0x3CA0000000000000
  %t58 = fptrunc double %t57 to float
  %t59 = bitcast float %t58 to i32
  %t60 = zext i32 %t59 to i64
  %t61 = getelementptr inbounds i64, ptr addrspace(1) %t26, i64 1
  store i64 %t60, ptr addrspace(1) %t61, align 8
  %.17 = load i64, ptr addrspace(1) %t21, align 8
  %.18 = load i64, ptr addrspace(1) %t23, align 8
  %t64 = add i64 %.17, %.18
  %t65 = xor i64 %.18, %.17
  %t66 = shl i64 %.17, 55
  %t67 = lshr i64 %.17, 9
  %t68 = or i64 %t66, %t67
  %t69 = xor i64 %t68, %t65
  %t70 = shl i64 %t65, 14
  %t71 = xor i64 %t69, %t70
  store i64 %t71, ptr addrspace(1) %t21, align 8
  %t72 = shl i64 %t65, 36
  %t73 = lshr i64 %t65, 28
  %t74 = or i64 %t72, %t73
  store i64 %t74, ptr addrspace(1) %t23, align 8
  %t75 = lshr i64 %t64, 11
  %t76 = uitofp i64 %t75 to double
  %t77 = fmul double %t76, 0x3CA0000000000000
  %t78 = bitcast double %t77 to i64
  %t79 = getelementptr inbounds i64, ptr addrspace(1) %t26, i64 2
  store i64 %t78, ptr addrspace(1) %t79, align 8
  %.19 = load i64, ptr addrspace(1) %t21, align 8
  %.20 = load i64, ptr addrspace(1) %t23, align 8
  %t82 = add i64 %.19, %.20
  %t83 = xor i64 %.20, %.19
  %t84 = shl i64 %.19, 55
  %t85 = lshr i64 %.19, 9
  %t86 = or i64 %t84, %t85
  %t87 = xor i64 %t86, %t83
  %t88 = shl i64 %t83, 14
  %t89 = xor i64 %t87, %t88
  store i64 %t89, ptr addrspace(1) %t21, align 8
  %t90 = shl i64 %t83, 36
  %t91 = lshr i64 %t83, 28
  %t92 = or i64 %t90, %t91
  store i64 %t92, ptr addrspace(1) %t23, align 8
  %t93 = lshr i64 %t82, 11
  %t94 = uitofp i64 %t93 to double
  %t95 = fmul double %t94, 0x3CA0000000000000
  %t96 = fptrunc double %t95 to float
  %.21 = load i64, ptr addrspace(1) %t21, align 8
  %.22 = load i64, ptr addrspace(1) %t23, align 8
  %t99 = add i64 %.21, %.22
  %t100 = xor i64 %.22, %.21
  %t101 = shl i64 %.21, 55
  %t102 = lshr i64 %.21, 9
  %t103 = or i64 %t101, %t102
  %t104 = xor i64 %t103, %t100
  %t105 = shl i64 %t100, 14
  %t106 = xor i64 %t104, %t105
  store i64 %t106, ptr addrspace(1) %t21, align 8
  %t107 = shl i64 %t100, 36
  %t108 = lshr i64 %t100, 28
  %t109 = or i64 %t107, %t108
  store i64 %t109, ptr addrspace(1) %t23, align 8
  %t110 = lshr i64 %t99, 11
  %t111 = uitofp i64 %t110 to double
  %t112 = fmul double %t111, 0x3CA0000000000000
  %t113 = fptrunc double %t112 to float
  %t114 = fpext float %t96 to double
  %t115 = call double @"math.log"(double %t114)
  %t116 = fptrunc double %t115 to float
  %t117 = fmul float 0x401921FB60000000, %t113
  %t118 = fpext float %t117 to double
  %t119 = call double @"math.cos"(double %t118)
  %t120 = fptrunc double %t119 to float
  %t121 = fmul float 0xC000000000000000, %t116
  %.23 = fcmp olt float %t121, 0x39F0000000000000
  %.24 = fmul float %t121, 0x41F0000000000000
  %.25 = select i1 %.23, float %.24, float %t121
  %.26 = call float @llvm.amdgcn.sqrt.f32(float %.25)
  %.27 = bitcast float %.26 to i32
  %.28 = add i32 %.27, -1
  %.29 = bitcast i32 %.28 to float
  %.30 = fneg float %.29
  %.31 = call float @llvm.fma.f32(float %.30, float %.26, float %.25)
  %.32 = add i32 %.27, 1
  %.33 = bitcast i32 %.32 to float
  %.34 = fneg float %.33
  %.35 = call float @llvm.fma.f32(float %.34, float %.26, float %.25)
  %.36 = fcmp ole float %.31, 0.0
  %.37 = select i1 %.36, float %.29, float %.26
  %.38 = fcmp ogt float %.35, 0.0
  %.39 = select i1 %.38, float %.33, float %.37
  %.40 = fmul float %.39, 0x3EF0000000000000
  %.41 = select i1 %.23, float %.40, float %.39
  %.42 = fcmp oeq float %.25, 0.0
  %.43 = fcmp oeq float %.25, 0x7FF0000000000000
  %.44 = or i1 %.42, %.43
  %.45 = select i1 %.44, float %.25, float %.41
  %t123 = fmul float %.45, %t120
  %t124 = bitcast float %t123 to i32
  %t125 = zext i32 %t124 to i64
  %t126 = getelementptr inbounds i64, ptr addrspace(1) %t26, i64 3
  store i64 %t125, ptr addrspace(1) %t126, align 8
  %.46 = load i64, ptr addrspace(1) %t21, align 8
  %.47 = load i64, ptr addrspace(1) %t23, align 8
  %t129 = add i64 %.46, %.47
  %t130 = xor i64 %.47, %.46
  %t131 = shl i64 %.46, 55
  %t132 = lshr i64 %.46, 9
  %t133 = or i64 %t131, %t132
  %t134 = xor i64 %t133, %t130
  %t135 = shl i64 %t130, 14
  %t136 = xor i64 %t134, %t135
  store i64 %t136, ptr addrspace(1) %t21, align 8
  %t137 = shl i64 %t130, 36
  %t138 = lshr i64 %t130, 28
  %t139 = or i64 %t137, %t138
  store i64 %t139, ptr addrspace(1) %t23, align 8
  %t140 = lshr i64 %t129, 11
  %t141 = uitofp i64 %t140 to double
  %t142 = fmul double %t141, 0x3CA0000000000000
  %t143 = fptrunc double %t142 to float
  %.48 = load i64, ptr addrspace(1) %t21, align 8
  %.49 = load i64, ptr addrspace(1) %t23, align 8
  %t146 = add i64 %.48, %.49
  %t147 = xor i64 %.49, %.48
  %t148 = shl i64 %.48, 55
  %t149 = lshr i64 %.48, 9
  %t150 = or i64 %t148, %t149
  %t151 = xor i64 %t150, %t147
  %t152 = shl i64 %t147, 14
  %t153 = xor i64 %t151, %t152
  store i64 %t153, ptr addrspace(1) %t21, align 8
  %t154 = shl i64 %t147, 36
  %t155 = lshr i64 %t147, 28
  %t156 = or i64 %t154, %t155
  store i64 %t156, ptr addrspace(1) %t23, align 8
  %t157 = lshr i64 %t146, 11
  %t158 = uitofp i64 %t157 to double
  %t159 = fmul double %t158, 0x3CA0000000000000
  %t160 = fptrunc double %t159 to float
  %t161 = fpext float %t143 to double
  %t162 = call double @"math.log"(double %t161)
  %t163 = fptrunc double %t162 to float
  %t164 = fpext float %t163 to double
  %t165 = fmul double 0xC000000000000000, %t164
  %.50 = fcmp olt double %t165, 0x1000000000000000
  %.51 = fmul double %t165, 0x4FF0000000000000
  %.52 = select i1 %.50, double %.51, double %t165
  %.53 = call double @llvm.amdgcn.rsq.f64(double %.52)
  %.54 = fmul double %.52, %.53
  %.55 = fmul double %.53, 0x3FE0000000000000
  %.56 = fneg double %.55
  %.57 = call double @llvm.fma.f64(double %.56, double %.54, double 0x3FE0000000000000)
  %.58 = call double @llvm.fma.f64(double %.55, double %.57, double %.55)
  %.59 = call double @llvm.fma.f64(double %.54, double %.57, double %.54)
  %.60 = fneg double %.59
  %.61 = call double @llvm.fma.f64(double %.60, double %.59, double %.52)
  %.62 = call double @llvm.fma.f64(double %.61, double %.58, double %.59)
  %.63 = fneg double %.62
  %.64 = call double @llvm.fma.f64(double %.63, double %.62, double %.52)
  %.65 = call double @llvm.fma.f64(double %.64, double %.58, double %.62)
  %.66 = fmul double %.65, 0x37F0000000000000
  %.67 = select i1 %.50, double %.66, double %.65
  %.68 = fcmp oeq double %.52, 0.0
  %.69 = fcmp oeq double %.52, 0x7FF0000000000000
  %.70 = or i1 %.68, %.69
  %.71 = select i1 %.70, double %.52, double %.67
  %t167 = fpext float %t160 to double
  %t168 = fmul double 0x401921FB54442D18, %t167
  %t169 = call double @"math.cos"(double %t168)
  %t170 = fmul double %.71, %t169
  %t171 = bitcast double %t170 to i64
  %t172 = getelementptr inbounds i64, ptr addrspace(1) %t26, i64 4
  store i64 %t171, ptr addrspace(1) %t172, align 8
  %t173 = add i64 %t27, 1
  %t174 = icmp slt i64 %t173, %a3
  %t175 = getelementptr inbounds i64, ptr addrspace(1) %t26, i64 5
  br i1 %t174, label %b4, label %b5

b5:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits"(i64 %a0, ptr addrspace(1) %a1, i64 %a2, i64 %a3, ptr addrspace(1) %a4, i64 %a5, i64 %a6, ptr addrspace(1) %a7, i64 %a8, i64 %a9, ptr addrspace(1) %a10, i64 %a11, i64 %a12) #0 {
entry:
  %.1 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a1, 0
  %.2 = insertvalue { ptr addrspace(1), i64, i64 } %.1, i64 %a2, 1
  %.3 = insertvalue { ptr addrspace(1), i64, i64 } %.2, i64 %a3, 2
  %.4 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a4, 0
  %.5 = insertvalue { ptr addrspace(1), i64, i64 } %.4, i64 %a5, 1
  %.6 = insertvalue { ptr addrspace(1), i64, i64 } %.5, i64 %a6, 2
  %.7 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a7, 0
  %.8 = insertvalue { ptr addrspace(1), i64, i64 } %.7, i64 %a8, 1
  %.9 = insertvalue { ptr addrspace(1), i64, i64 } %.8, i64 %a9, 2
  %.10 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a10, 0
  %.11 = insertvalue { ptr addrspace(1), i64, i64 } %.10, i64 %a11, 1
  %.12 = insertvalue { ptr addrspace(1), i64, i64 } %.11, i64 %a12, 2
  br label %b0

b0:
  %.13 = call i32 @llvm.amdgcn.workitem.id.x()
  %t2 = sext i32 %.13 to i64
  %t3 = icmp eq i64 %t2, 0
  br i1 %t3, label %b1, label %b2

b1:
  %t4 = getelementptr inbounds i64, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits.shared.0", i64 0
  store i64 0, ptr addrspace(3) %t4, align 8
  %t5 = getelementptr inbounds i64, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits.shared.0", i64 1
  store i64 0, ptr addrspace(3) %t5, align 8
  %t6 = getelementptr inbounds i64, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits.shared.0", i64 2
  store i64 -1, ptr addrspace(3) %t6, align 8
  br label %b2

b2:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %.14 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t8 = sext i32 %.14 to i64
  %.15 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.16 = getelementptr inbounds i8, ptr addrspace(4) %.15, i64 4
  %.17 = load i16, ptr addrspace(4) %.16, align 2, !invariant.load !0
  %.18 = zext i16 %.17 to i32
  %t10 = sext i32 %.18 to i64
  %t11 = mul i64 %t8, %t10
  %t12 = add i64 %t11, %t2
  %t13 = icmp slt i64 %t12, %a0
  br i1 %t13, label %b3, label %b4

b3:
  %t14 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 0
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %t14, i64 0
  %t16 = srem i64 %t12, 31
  %.19 = icmp uge i64 %t16, 32
  %.20 = trunc i64 %t16 to i32
  %.21 = and i32 %.20, 31
  %.22 = shl i32 1, %.21
  %t17 = select i1 %.19, i32 0, i32 %.22
  %t18 = xor i32 %t17, -1
  %t19 = atomicrmw and ptr addrspace(1) %t15, i32 %t18 syncscope("agent") monotonic, align 4
  %t20 = getelementptr inbounds i32, ptr addrspace(1) %t14, i64 1
  %t21 = srem i64 %t12, 31
  %.23 = icmp uge i64 %t21, 32
  %.24 = trunc i64 %t21 to i32
  %.25 = and i32 %.24, 31
  %.26 = shl i32 1, %.25
  %t22 = select i1 %.23, i32 0, i32 %.26
  %t23 = atomicrmw or ptr addrspace(1) %t20, i32 %t22 syncscope("agent") monotonic, align 4
  %t24 = getelementptr inbounds i32, ptr addrspace(1) %t14, i64 2
  %t25 = mul i64 %t12, 40503
  %t26 = trunc i64 %t25 to i32
  %t27 = atomicrmw xor ptr addrspace(1) %t24, i32 %t26 syncscope("agent") monotonic, align 4
  %t28 = extractvalue { ptr addrspace(1), i64, i64 } %.6, 0
  %t29 = getelementptr inbounds i64, ptr addrspace(1) %t28, i64 0
  %t30 = srem i64 %t12, 64
  %.27 = icmp uge i64 %t30, 64
  %.28 = and i64 %t30, 63
  %.29 = shl i64 1, %.28
  %t31 = select i1 %.27, i64 0, i64 %.29
  %t32 = xor i64 %t31, -1
  %t33 = atomicrmw and ptr addrspace(1) %t29, i64 %t32 syncscope("agent") monotonic, align 8
  %t34 = getelementptr inbounds i64, ptr addrspace(1) %t28, i64 1
  %t35 = srem i64 %t12, 64
  %.30 = icmp uge i64 %t35, 64
  %.31 = and i64 %t35, 63
  %.32 = shl i64 1, %.31
  %t36 = select i1 %.30, i64 0, i64 %.32
  %t37 = atomicrmw or ptr addrspace(1) %t34, i64 %t36 syncscope("agent") monotonic, align 8
  %t38 = getelementptr inbounds i64, ptr addrspace(1) %t28, i64 2
  %t40 = mul i64 %t12, -7046029254386353131
  %t41 = atomicrmw xor ptr addrspace(1) %t38, i64 %t40 syncscope("agent") monotonic, align 8
  %t42 = extractvalue { ptr addrspace(1), i64, i64 } %.9, 0
  %t43 = getelementptr inbounds i8, ptr addrspace(1) %t42, i64 1
  %t44 = trunc i64 %t12 to i8
  %.33 = load atomic i8, ptr addrspace(1) %t43 monotonic, align 1
  br label %cas.34

cas.34:
  %.36 = phi i8 [ %.33, %b3 ], [ %.37, %cas.34 ]
  %.38 = xor i8 %.36, %t44
  %.39 = cmpxchg ptr addrspace(1) %t43, i8 %.36, i8 %.38 syncscope("agent") monotonic monotonic, align 1
  %.37 = extractvalue { i8, i1 } %.39, 0
  %.40 = extractvalue { i8, i1 } %.39, 1
  br i1 %.40, label %cas.done.35, label %cas.34

cas.done.35:
  %t46 = getelementptr inbounds i64, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits.shared.0", i64 0
  %t47 = srem i64 %t2, 64
  %.41 = icmp uge i64 %t47, 64
  %.42 = and i64 %t47, 63
  %.43 = shl i64 1, %.42
  %t48 = select i1 %.41, i64 0, i64 %.43
  %t49 = atomicrmw or ptr addrspace(3) %t46, i64 %t48 syncscope("workgroup") monotonic, align 8
  %t50 = getelementptr inbounds i64, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits.shared.0", i64 1
  %t51 = add i64 %t2, 1
  %t53 = mul i64 %t51, -4658895280553007687
  %t54 = atomicrmw xor ptr addrspace(3) %t50, i64 %t53 syncscope("workgroup") monotonic, align 8
  %t55 = getelementptr inbounds i64, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits.shared.0", i64 2
  %t56 = srem i64 %t2, 64
  %.44 = icmp uge i64 %t56, 64
  %.45 = and i64 %t56, 63
  %.46 = shl i64 1, %.45
  %t57 = select i1 %.44, i64 0, i64 %.46
  %t58 = xor i64 %t57, -1
  %t59 = atomicrmw and ptr addrspace(3) %t55, i64 %t58 syncscope("workgroup") monotonic, align 8
  br label %b4

b4:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %t3, label %b5, label %b6

b5:
  %t60 = mul i64 3, %t8
  %t61 = add i64 %t60, 1
  %t62 = add i64 %t60, 2
  %t63 = getelementptr inbounds i64, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits.shared.0", i64 0
  %.47 = load i64, ptr addrspace(3) %t63, align 8
  %t65 = getelementptr inbounds i64, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits.shared.0", i64 1
  %.48 = load i64, ptr addrspace(3) %t65, align 8
  %t67 = getelementptr inbounds i64, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits.shared.0", i64 2
  %.49 = load i64, ptr addrspace(3) %t67, align 8
  %t69 = extractvalue { ptr addrspace(1), i64, i64 } %.12, 0
  %t70 = getelementptr inbounds i64, ptr addrspace(1) %t69, i64 %t60
  store i64 %.47, ptr addrspace(1) %t70, align 8
  %t71 = getelementptr inbounds i64, ptr addrspace(1) %t69, i64 %t61
  store i64 %.48, ptr addrspace(1) %t71, align 8
  %t72 = getelementptr inbounds i64, ptr addrspace(1) %t69, i64 %t62
  store i64 %.49, ptr addrspace(1) %t72, align 8
  br label %b6

b6:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicCounters"(i64 %a0, i32 %a1, ptr addrspace(1) %a2, i64 %a3, i64 %a4, ptr addrspace(1) %a5, i64 %a6, i64 %a7, ptr addrspace(1) %a8, i64 %a9, i64 %a10) #0 {
entry:
  %.1 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a2, 0
  %.2 = insertvalue { ptr addrspace(1), i64, i64 } %.1, i64 %a3, 1
  %.3 = insertvalue { ptr addrspace(1), i64, i64 } %.2, i64 %a4, 2
  %.4 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a5, 0
  %.5 = insertvalue { ptr addrspace(1), i64, i64 } %.4, i64 %a6, 1
  %.6 = insertvalue { ptr addrspace(1), i64, i64 } %.5, i64 %a7, 2
  %.7 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a8, 0
  %.8 = insertvalue { ptr addrspace(1), i64, i64 } %.7, i64 %a9, 1
  %.9 = insertvalue { ptr addrspace(1), i64, i64 } %.8, i64 %a10, 2
  br label %b0

b0:
  %.10 = call i32 @llvm.amdgcn.workitem.id.x()
  %t2 = sext i32 %.10 to i64
  %t3 = icmp eq i64 %t2, 0
  br i1 %t3, label %b1, label %b2

b1:
  %t4 = getelementptr inbounds i32, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicCounters.shared.0", i64 0
  store i32 0, ptr addrspace(3) %t4, align 4
  %t5 = getelementptr inbounds i32, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicCounters.shared.0", i64 1
  store i32 5, ptr addrspace(3) %t5, align 4
  br label %b2

b2:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %.11 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t7 = sext i32 %.11 to i64
  %.12 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.13 = getelementptr inbounds i8, ptr addrspace(4) %.12, i64 4
  %.14 = load i16, ptr addrspace(4) %.13, align 2, !invariant.load !0
  %.15 = zext i16 %.14 to i32
  %t9 = sext i32 %.15 to i64
  %t10 = mul i64 %t7, %t9
  %t11 = add i64 %t10, %t2
  %t12 = icmp slt i64 %t11, %a0
  br i1 %t12, label %b3, label %b4

b3:
  %t13 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 0
  %t14 = getelementptr inbounds i32, ptr addrspace(1) %t13, i64 0
  %.16 = load atomic i32, ptr addrspace(1) %t14 monotonic, align 4
  br label %cas.17

cas.17:
  %.19 = phi i32 [ %.16, %b3 ], [ %.20, %cas.17 ]
  %.21 = icmp uge i32 %.19, %a1
  %.22 = add i32 %.19, 1
  %.23 = select i1 %.21, i32 0, i32 %.22
  %.24 = cmpxchg ptr addrspace(1) %t14, i32 %.19, i32 %.23 syncscope("agent") monotonic monotonic, align 4
  %.20 = extractvalue { i32, i1 } %.24, 0
  %.25 = extractvalue { i32, i1 } %.24, 1
  br i1 %.25, label %cas.done.18, label %cas.17

cas.done.18:
  %t16 = extractvalue { ptr addrspace(1), i64, i64 } %.9, 0
  %t17 = getelementptr inbounds i32, ptr addrspace(1) %t16, i64 %t11
  store i32 %.19, ptr addrspace(1) %t17, align 4
  %t18 = getelementptr inbounds i32, ptr addrspace(1) %t13, i64 1
  %.26 = load atomic i32, ptr addrspace(1) %t18 monotonic, align 4
  br label %cas.27

cas.27:
  %.29 = phi i32 [ %.26, %cas.done.18 ], [ %.30, %cas.27 ]
  %.31 = sub i32 %.29, 1
  %.32 = icmp ult i32 %.31, %a1
  %.33 = select i1 %.32, i32 %.31, i32 %a1
  %.34 = cmpxchg ptr addrspace(1) %t18, i32 %.29, i32 %.33 syncscope("agent") monotonic monotonic, align 4
  %.30 = extractvalue { i32, i1 } %.34, 0
  %.35 = extractvalue { i32, i1 } %.34, 1
  br i1 %.35, label %cas.done.28, label %cas.27

cas.done.28:
  %t20 = extractvalue { ptr addrspace(1), i64, i64 } %.6, 0
  %t21 = getelementptr inbounds i64, ptr addrspace(1) %t20, i64 0
  %t22 = zext i32 %a1 to i64
  %.36 = load atomic i64, ptr addrspace(1) %t21 monotonic, align 8
  br label %cas.37

cas.37:
  %.39 = phi i64 [ %.36, %cas.done.28 ], [ %.40, %cas.37 ]
  %.41 = icmp uge i64 %.39, %t22
  %.42 = add i64 %.39, 1
  %.43 = select i1 %.41, i64 0, i64 %.42
  %.44 = cmpxchg ptr addrspace(1) %t21, i64 %.39, i64 %.43 syncscope("agent") monotonic monotonic, align 8
  %.40 = extractvalue { i64, i1 } %.44, 0
  %.45 = extractvalue { i64, i1 } %.44, 1
  br i1 %.45, label %cas.done.38, label %cas.37

cas.done.38:
  %t24 = getelementptr inbounds i64, ptr addrspace(1) %t20, i64 1
  %.46 = load atomic i64, ptr addrspace(1) %t24 monotonic, align 8
  br label %cas.47

cas.47:
  %.49 = phi i64 [ %.46, %cas.done.38 ], [ %.50, %cas.47 ]
  %.51 = sub i64 %.49, 1
  %.52 = icmp ult i64 %.51, %t22
  %.53 = select i1 %.52, i64 %.51, i64 %t22
  %.54 = cmpxchg ptr addrspace(1) %t24, i64 %.49, i64 %.53 syncscope("agent") monotonic monotonic, align 8
  %.50 = extractvalue { i64, i1 } %.54, 0
  %.55 = extractvalue { i64, i1 } %.54, 1
  br i1 %.55, label %cas.done.48, label %cas.47

cas.done.48:
  %t26 = getelementptr inbounds i32, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicCounters.shared.0", i64 0
  %.56 = load atomic i32, ptr addrspace(3) %t26 monotonic, align 4
  br label %cas.57

cas.57:
  %.59 = phi i32 [ %.56, %cas.done.48 ], [ %.60, %cas.57 ]
  %.61 = icmp uge i32 %.59, 6
  %.62 = add i32 %.59, 1
  %.63 = select i1 %.61, i32 0, i32 %.62
  %.64 = cmpxchg ptr addrspace(3) %t26, i32 %.59, i32 %.63 syncscope("workgroup") monotonic monotonic, align 4
  %.60 = extractvalue { i32, i1 } %.64, 0
  %.65 = extractvalue { i32, i1 } %.64, 1
  br i1 %.65, label %cas.done.58, label %cas.57

cas.done.58:
  %t28 = getelementptr inbounds i32, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicCounters.shared.0", i64 1
  %.66 = load atomic i32, ptr addrspace(3) %t28 monotonic, align 4
  br label %cas.67

cas.67:
  %.69 = phi i32 [ %.66, %cas.done.58 ], [ %.70, %cas.67 ]
  %.71 = sub i32 %.69, 1
  %.72 = icmp ult i32 %.71, 9
  %.73 = select i1 %.72, i32 %.71, i32 9
  %.74 = cmpxchg ptr addrspace(3) %t28, i32 %.69, i32 %.73 syncscope("workgroup") monotonic monotonic, align 4
  %.70 = extractvalue { i32, i1 } %.74, 0
  %.75 = extractvalue { i32, i1 } %.74, 1
  br i1 %.75, label %cas.done.68, label %cas.67

cas.done.68:
  br label %b4

b4:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %t3, label %b5, label %b6

b5:
  %t30 = mul i64 2, %t7
  %t31 = add i64 2, %t30
  %t32 = add i64 3, %t30
  %t33 = getelementptr inbounds i32, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicCounters.shared.0", i64 0
  %.76 = load i32, ptr addrspace(3) %t33, align 4
  %t35 = getelementptr inbounds i32, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicCounters.shared.0", i64 1
  %.77 = load i32, ptr addrspace(3) %t35, align 4
  %t37 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 0
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %t37, i64 %t31
  store i32 %.76, ptr addrspace(1) %t38, align 4
  %t39 = getelementptr inbounds i32, ptr addrspace(1) %t37, i64 %t32
  store i32 %.77, ptr addrspace(1) %t39, align 4
  br label %b6

b6:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicNaN"(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) %a6, i64 %a7, i64 %a8, ptr addrspace(1) %a9, i64 %a10, i64 %a11, ptr addrspace(1) %a12, i64 %a13, i64 %a14) #0 {
entry:
  %.1 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a0, 0
  %.2 = insertvalue { ptr addrspace(1), i64, i64 } %.1, i64 %a1, 1
  %.3 = insertvalue { ptr addrspace(1), i64, i64 } %.2, i64 %a2, 2
  %.4 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a3, 0
  %.5 = insertvalue { ptr addrspace(1), i64, i64 } %.4, i64 %a4, 1
  %.6 = insertvalue { ptr addrspace(1), i64, i64 } %.5, i64 %a5, 2
  %.7 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a6, 0
  %.8 = insertvalue { ptr addrspace(1), i64, i64 } %.7, i64 %a7, 1
  %.9 = insertvalue { ptr addrspace(1), i64, i64 } %.8, i64 %a8, 2
  %.10 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a9, 0
  %.11 = insertvalue { ptr addrspace(1), i64, i64 } %.10, i64 %a10, 1
  %.12 = insertvalue { ptr addrspace(1), i64, i64 } %.11, i64 %a11, 2
  %.13 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a12, 0
  %.14 = insertvalue { ptr addrspace(1), i64, i64 } %.13, i64 %a13, 1
  %.15 = insertvalue { ptr addrspace(1), i64, i64 } %.14, i64 %a14, 2
  br label %b0

b0:
  %.16 = call i32 @llvm.amdgcn.workitem.id.x()
  %t2 = sext i32 %.16 to i64
  %t3 = icmp eq i64 %t2, 0
  br i1 %t3, label %b1, label %b2

b1:
  %t4 = getelementptr inbounds double, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicNaN.shared.0", i64 0
  store double 0x7FF8000000000001, ptr addrspace(3) %t4, align 8
  br label %b2

b2:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %.17 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t6 = sext i32 %.17 to i64
  %.18 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.19 = getelementptr inbounds i8, ptr addrspace(4) %.18, i64 4
  %.20 = load i16, ptr addrspace(4) %.19, align 2, !invariant.load !0
  %.21 = zext i16 %.20 to i32
  %t8 = sext i32 %.21 to i64
  %t9 = mul i64 %t6, %t8
  %t10 = add i64 %t9, %t2
  %t11 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 1
  %t12 = icmp slt i64 %t10, %t11
  br i1 %t12, label %b3, label %b4

b3:
  %t13 = extractvalue { ptr addrspace(1), i64, i64 } %.9, 0
  %t14 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 0
  %t15 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 0
  %t16 = getelementptr inbounds float, ptr addrspace(1) %t15, i64 %t10
  %.22 = load float, ptr addrspace(1) %t16, align 4
  %.23 = load atomic i32, ptr addrspace(1) %t14 monotonic, align 4
  br label %cas.24

cas.24:
  %.26 = phi i32 [ %.23, %b3 ], [ %.27, %cas.24 ]
  %.28 = bitcast i32 %.26 to float
  %.29 = fcmp ogt float %.28, %.22
  %.30 = select i1 %.29, float %.28, float %.22
  %.31 = fcmp oeq float %.28, %.22
  %.32 = bitcast float %.28 to i32
  %.33 = bitcast float %.22 to i32
  %.34 = and i32 %.32, %.33
  %.35 = bitcast i32 %.34 to float
  %.36 = select i1 %.31, float %.35, float %.30
  %.37 = fcmp uno float %.28, 0.0
  %.38 = select i1 %.37, float %.28, float %.36
  %.39 = fcmp uno float %.22, 0.0
  %.40 = select i1 %.39, float %.22, float %.38
  %.41 = fcmp uno float %.28, 0.0
  %.42 = select i1 %.41, float %.22, float %.40
  %.43 = fcmp uno float %.22, 0.0
  %.44 = select i1 %.43, float %.28, float %.42
  %.45 = bitcast float %.44 to i32
  %.46 = cmpxchg ptr addrspace(1) %t14, i32 %.26, i32 %.45 syncscope("agent") monotonic monotonic, align 4
  %.27 = extractvalue { i32, i1 } %.46, 0
  %.47 = extractvalue { i32, i1 } %.46, 1
  br i1 %.47, label %cas.done.25, label %cas.24

cas.done.25:
  %t19 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 1
  %.48 = load float, ptr addrspace(1) %t16, align 4
  %.49 = load atomic i32, ptr addrspace(1) %t19 monotonic, align 4
  br label %cas.50

cas.50:
  %.52 = phi i32 [ %.49, %cas.done.25 ], [ %.53, %cas.50 ]
  %.54 = bitcast i32 %.52 to float
  %.55 = fcmp olt float %.54, %.48
  %.56 = select i1 %.55, float %.54, float %.48
  %.57 = fcmp oeq float %.54, %.48
  %.58 = bitcast float %.54 to i32
  %.59 = bitcast float %.48 to i32
  %.60 = or i32 %.58, %.59
  %.61 = bitcast i32 %.60 to float
  %.62 = select i1 %.57, float %.61, float %.56
  %.63 = fcmp uno float %.54, 0.0
  %.64 = select i1 %.63, float %.54, float %.62
  %.65 = fcmp uno float %.48, 0.0
  %.66 = select i1 %.65, float %.48, float %.64
  %.67 = fcmp uno float %.54, 0.0
  %.68 = select i1 %.67, float %.48, float %.66
  %.69 = fcmp uno float %.48, 0.0
  %.70 = select i1 %.69, float %.54, float %.68
  %.71 = bitcast float %.70 to i32
  %.72 = cmpxchg ptr addrspace(1) %t19, i32 %.52, i32 %.71 syncscope("agent") monotonic monotonic, align 4
  %.53 = extractvalue { i32, i1 } %.72, 0
  %.73 = extractvalue { i32, i1 } %.72, 1
  br i1 %.73, label %cas.done.51, label %cas.50

cas.done.51:
  %t22 = extractvalue { ptr addrspace(1), i64, i64 } %.12, 0
  %t23 = getelementptr inbounds double, ptr addrspace(1) %t22, i64 0
  %t24 = extractvalue { ptr addrspace(1), i64, i64 } %.6, 0
  %t25 = getelementptr inbounds double, ptr addrspace(1) %t24, i64 %t10
  %.74 = load double, ptr addrspace(1) %t25, align 8
  %.75 = load atomic i64, ptr addrspace(1) %t23 monotonic, align 8
  br label %cas.76

cas.76:
  %.78 = phi i64 [ %.75, %cas.done.51 ], [ %.79, %cas.76 ]
  %.80 = bitcast i64 %.78 to double
  %.81 = fcmp ogt double %.80, %.74
  %.82 = select i1 %.81, double %.80, double %.74
  %.83 = fcmp oeq double %.80, %.74
  %.84 = bitcast double %.80 to i64
  %.85 = bitcast double %.74 to i64
  %.86 = and i64 %.84, %.85
  %.87 = bitcast i64 %.86 to double
  %.88 = select i1 %.83, double %.87, double %.82
  %.89 = fcmp uno double %.80, 0.0
  %.90 = select i1 %.89, double %.80, double %.88
  %.91 = fcmp uno double %.74, 0.0
  %.92 = select i1 %.91, double %.74, double %.90
  %.93 = fcmp uno double %.80, 0.0
  %.94 = select i1 %.93, double %.74, double %.92
  %.95 = fcmp uno double %.74, 0.0
  %.96 = select i1 %.95, double %.80, double %.94
  %.97 = bitcast double %.96 to i64
  %.98 = cmpxchg ptr addrspace(1) %t23, i64 %.78, i64 %.97 syncscope("agent") monotonic monotonic, align 8
  %.79 = extractvalue { i64, i1 } %.98, 0
  %.99 = extractvalue { i64, i1 } %.98, 1
  br i1 %.99, label %cas.done.77, label %cas.76

cas.done.77:
  %t28 = getelementptr inbounds double, ptr addrspace(1) %t22, i64 1
  %.100 = load double, ptr addrspace(1) %t25, align 8
  %.101 = load atomic i64, ptr addrspace(1) %t28 monotonic, align 8
  br label %cas.102

cas.102:
  %.104 = phi i64 [ %.101, %cas.done.77 ], [ %.105, %cas.102 ]
  %.106 = bitcast i64 %.104 to double
  %.107 = fcmp olt double %.106, %.100
  %.108 = select i1 %.107, double %.106, double %.100
  %.109 = fcmp oeq double %.106, %.100
  %.110 = bitcast double %.106 to i64
  %.111 = bitcast double %.100 to i64
  %.112 = or i64 %.110, %.111
  %.113 = bitcast i64 %.112 to double
  %.114 = select i1 %.109, double %.113, double %.108
  %.115 = fcmp uno double %.106, 0.0
  %.116 = select i1 %.115, double %.106, double %.114
  %.117 = fcmp uno double %.100, 0.0
  %.118 = select i1 %.117, double %.100, double %.116
  %.119 = fcmp uno double %.106, 0.0
  %.120 = select i1 %.119, double %.100, double %.118
  %.121 = fcmp uno double %.100, 0.0
  %.122 = select i1 %.121, double %.106, double %.120
  %.123 = bitcast double %.122 to i64
  %.124 = cmpxchg ptr addrspace(1) %t28, i64 %.104, i64 %.123 syncscope("agent") monotonic monotonic, align 8
  %.105 = extractvalue { i64, i1 } %.124, 0
  %.125 = extractvalue { i64, i1 } %.124, 1
  br i1 %.125, label %cas.done.103, label %cas.102

cas.done.103:
  %t31 = getelementptr inbounds double, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicNaN.shared.0", i64 0
  %.126 = load double, ptr addrspace(1) %t25, align 8
  %.127 = load atomic i64, ptr addrspace(3) %t31 monotonic, align 8
  br label %cas.128

cas.128:
  %.130 = phi i64 [ %.127, %cas.done.103 ], [ %.131, %cas.128 ]
  %.132 = bitcast i64 %.130 to double
  %.133 = fcmp ogt double %.132, %.126
  %.134 = select i1 %.133, double %.132, double %.126
  %.135 = fcmp oeq double %.132, %.126
  %.136 = bitcast double %.132 to i64
  %.137 = bitcast double %.126 to i64
  %.138 = and i64 %.136, %.137
  %.139 = bitcast i64 %.138 to double
  %.140 = select i1 %.135, double %.139, double %.134
  %.141 = fcmp uno double %.132, 0.0
  %.142 = select i1 %.141, double %.132, double %.140
  %.143 = fcmp uno double %.126, 0.0
  %.144 = select i1 %.143, double %.126, double %.142
  %.145 = fcmp uno double %.132, 0.0
  %.146 = select i1 %.145, double %.126, double %.144
  %.147 = fcmp uno double %.126, 0.0
  %.148 = select i1 %.147, double %.132, double %.146
  %.149 = bitcast double %.148 to i64
  %.150 = cmpxchg ptr addrspace(3) %t31, i64 %.130, i64 %.149 syncscope("workgroup") monotonic monotonic, align 8
  %.131 = extractvalue { i64, i1 } %.150, 0
  %.151 = extractvalue { i64, i1 } %.150, 1
  br i1 %.151, label %cas.done.129, label %cas.128

cas.done.129:
  %t34 = extractvalue { ptr addrspace(1), i64, i64 } %.15, 0
  %t35 = getelementptr inbounds i64, ptr addrspace(1) %t34, i64 0
  %t36 = sub i64 %t10, 7
  %t37 = atomicrmw max ptr addrspace(1) %t35, i64 %t36 syncscope("agent") monotonic, align 8
  %t38 = getelementptr inbounds i64, ptr addrspace(1) %t34, i64 1
  %t39 = atomicrmw min ptr addrspace(1) %t38, i64 %t36 syncscope("agent") monotonic, align 8
  br label %b4

b4:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %t3, label %b5, label %b6

b5:
  %t40 = add i64 2, %t6
  %t41 = getelementptr inbounds double, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicNaN.shared.0", i64 0
  %.152 = load double, ptr addrspace(3) %t41, align 8
  %t43 = extractvalue { ptr addrspace(1), i64, i64 } %.12, 0
  %t44 = getelementptr inbounds double, ptr addrspace(1) %t43, i64 %t40
  store double %.152, ptr addrspace(1) %t44, align 8
  br label %b6

b6:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eWarpVotes"(i64 %a0, ptr addrspace(1) %a1, i64 %a2, i64 %a3, ptr addrspace(1) %a4, i64 %a5, i64 %a6, ptr addrspace(1) %a7, i64 %a8, i64 %a9, ptr addrspace(1) %a10, i64 %a11, i64 %a12, ptr addrspace(1) %a13, i64 %a14, i64 %a15) #0 {
entry:
  %.1 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a1, 0
  %.2 = insertvalue { ptr addrspace(1), i64, i64 } %.1, i64 %a2, 1
  %.3 = insertvalue { ptr addrspace(1), i64, i64 } %.2, i64 %a3, 2
  %.4 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a4, 0
  %.5 = insertvalue { ptr addrspace(1), i64, i64 } %.4, i64 %a5, 1
  %.6 = insertvalue { ptr addrspace(1), i64, i64 } %.5, i64 %a6, 2
  %.7 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a7, 0
  %.8 = insertvalue { ptr addrspace(1), i64, i64 } %.7, i64 %a8, 1
  %.9 = insertvalue { ptr addrspace(1), i64, i64 } %.8, i64 %a9, 2
  %.10 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a10, 0
  %.11 = insertvalue { ptr addrspace(1), i64, i64 } %.10, i64 %a11, 1
  %.12 = insertvalue { ptr addrspace(1), i64, i64 } %.11, i64 %a12, 2
  %.13 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a13, 0
  %.14 = insertvalue { ptr addrspace(1), i64, i64 } %.13, i64 %a14, 1
  %.15 = insertvalue { ptr addrspace(1), i64, i64 } %.14, i64 %a15, 2
  br label %b0

b0:
  %.16 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t1 = sext i32 %.16 to i64
  %.17 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.18 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 4
  %.19 = load i16, ptr addrspace(4) %.18, align 2, !invariant.load !0
  %.20 = zext i16 %.19 to i32
  %t3 = sext i32 %.20 to i64
  %t4 = mul i64 %t1, %t3
  %.21 = call i32 @llvm.amdgcn.workitem.id.x()
  %t6 = sext i32 %.21 to i64
  %t7 = add i64 %t4, %t6
  %t8 = icmp sge i64 %t7, %a0
  br i1 %t8, label %b1, label %b2

b1:
  ret void

b2:
  %.22 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  fence syncscope("wavefront") release
  call void @llvm.amdgcn.wave.barrier()
  fence syncscope("wavefront") acquire
  %t10 = and i64 %.22, 1099511627775
  %.23 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.24 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.23)
  %t12 = sext i32 %.24 to i64
  %t13 = icmp sge i64 %t12, 40
  br i1 %t13, label %b3, label %b4

b3:
  br label %b4

b4:
  %t14 = phi i64 [ %t10, %b2 ], [ %.22, %b3 ]
  %t15 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 0
  %t16 = getelementptr inbounds i32, ptr addrspace(1) %t15, i64 %t7
  %.25 = load i32, ptr addrspace(1) %t16, align 4
  %t18 = icmp sgt i32 %.25, 0
  %.26 = call i64 @llvm.amdgcn.ballot.i64(i1 %t18)
  %t19 = and i64 %.26, %t14
  %t20 = extractvalue { ptr addrspace(1), i64, i64 } %.6, 0
  %t21 = getelementptr inbounds i64, ptr addrspace(1) %t20, i64 %t7
  store i64 %t19, ptr addrspace(1) %t21, align 8
  %.27 = xor i1 %t18, true
  %.28 = call i64 @llvm.amdgcn.ballot.i64(i1 %.27)
  %.29 = and i64 %.28, %t14
  %t22 = icmp eq i64 %.29, 0
  br i1 %t22, label %b5, label %b6

b5:
  br label %b6

b6:
  %t23 = phi i8 [ 0, %b4 ], [ 1, %b5 ]
  %.30 = call i64 @llvm.amdgcn.ballot.i64(i1 %t18)
  %.31 = and i64 %.30, %t14
  %t24 = icmp ne i64 %.31, 0
  br i1 %t24, label %b7, label %b8

b7:
  %t25 = or i8 %t23, 2
  br label %b8

b8:
  %t26 = phi i8 [ %t23, %b6 ], [ %t25, %b7 ]
  %t27 = extractvalue { ptr addrspace(1), i64, i64 } %.15, 0
  %t28 = getelementptr inbounds i8, ptr addrspace(1) %t27, i64 %t7
  store i8 %t26, ptr addrspace(1) %t28, align 1
  %.32 = load i32, ptr addrspace(1) %t16, align 4
  %t30 = srem i32 %.32, 3
  %.33 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.34 = and i64 %.33, %t14
  br label %match.35

match.35:
  %.38 = phi i64 [ %.34, %b8 ], [ %.40, %match.body.36 ]
  %.39 = phi i64 [ 0, %b8 ], [ %.41, %match.body.36 ]
  %.42 = icmp eq i64 %.38, 0
  br i1 %.42, label %match.done.37, label %match.body.36

match.body.36:
  %.43 = call i64 @llvm.cttz.i64(i64 %.38, i1 true)
  %.44 = trunc i64 %.43 to i32
  %.45 = shl i32 %.44, 2
  %.46 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.45, i32 %t30)
  %.47 = icmp eq i32 %.46, %t30
  %.48 = call i64 @llvm.amdgcn.ballot.i64(i1 %.47)
  %.49 = and i64 %.48, %.34
  %.41 = select i1 %.47, i64 %.49, i64 %.39
  %.50 = xor i64 %.49, -1
  %.40 = and i64 %.38, %.50
  br label %match.35

match.done.37:
  %t32 = extractvalue { ptr addrspace(1), i64, i64 } %.9, 0
  %t33 = getelementptr inbounds i64, ptr addrspace(1) %t32, i64 %t7
  store i64 %.39, ptr addrspace(1) %t33, align 8
  %t34 = extractvalue { ptr addrspace(1), i64, i64 } %.12, 0
  %t35 = getelementptr inbounds i64, ptr addrspace(1) %t34, i64 %t7
  store i64 %.22, ptr addrspace(1) %t35, align 8
  %t36 = add i64 %a0, %t7
  %t37 = sext i32 %.24 to i64
  %.51 = icmp uge i64 %t37, 64
  %.52 = and i64 %t37, 63
  %.53 = shl i64 1, %.52
  %t38 = select i1 %.51, i64 0, i64 %.53
  %t39 = sub i64 %t38, 1
  %t40 = getelementptr inbounds i64, ptr addrspace(1) %t20, i64 %t36
  store i64 %t39, ptr addrspace(1) %t40, align 8
  %.54 = load i32, ptr addrspace(1) %t16, align 4
  %t42 = srem i32 %.54, 2
  %t43 = sitofp i32 %t42 to double
  %t44 = fmul double %t43, 0x3FE0000000000000
  %.55 = bitcast double %t44 to i64
  %.56 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.57 = and i64 %.56, %.22
  br label %match.58

match.58:
  %.61 = phi i64 [ %.57, %match.done.37 ], [ %.63, %match.body.59 ]
  %.62 = phi i64 [ 0, %match.done.37 ], [ %.64, %match.body.59 ]
  %.65 = icmp eq i64 %.61, 0
  br i1 %.65, label %match.done.60, label %match.body.59

match.body.59:
  %.66 = call i64 @llvm.cttz.i64(i64 %.61, i1 true)
  %.67 = trunc i64 %.66 to i32
  %.68 = shl i32 %.67, 2
  %.69 = trunc i64 %.55 to i32
  %.70 = lshr i64 %.55, 32
  %.71 = trunc i64 %.70 to i32
  %.72 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.68, i32 %.69)
  %.73 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.68, i32 %.71)
  %.74 = zext i32 %.72 to i64
  %.75 = zext i32 %.73 to i64
  %.76 = shl i64 %.75, 32
  %.77 = or i64 %.76, %.74
  %.78 = icmp eq i64 %.77, %.55
  %.79 = call i64 @llvm.amdgcn.ballot.i64(i1 %.78)
  %.80 = and i64 %.79, %.57
  %.64 = select i1 %.78, i64 %.80, i64 %.62
  %.81 = xor i64 %.80, -1
  %.63 = and i64 %.61, %.81
  br label %match.58

match.done.60:
  %t46 = getelementptr inbounds i64, ptr addrspace(1) %t32, i64 %t36
  store i64 %.62, ptr addrspace(1) %t46, align 8
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eVoteSplit"(ptr addrspace(1) %a0, i64 %a1, i64 %a2) #0 {
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
  %.10 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.11 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.10)
  %t9 = sext i32 %.11 to i64
  %t10 = icmp slt i64 %t9, 16
  br i1 %t10, label %b1, label %b3

b1:
  %.12 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %t11 = and i64 %.12, -1
  %t12 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 0
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %t12, i64 %t7
  store i64 %t11, ptr addrspace(1) %t13, align 8
  br label %b2

b2:
  ret void

b3:
  %.13 = call i64 @llvm.amdgcn.ballot.i64(i1 false)
  %t14 = and i64 %.13, -1
  %t15 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 0
  %t16 = getelementptr inbounds i64, ptr addrspace(1) %t15, i64 %t7
  store i64 %t14, ptr addrspace(1) %t16, align 8
  br label %b2
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eVoteNotInMask"(ptr addrspace(1) %a0, i64 %a1, i64 %a2) #0 {
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
  %.10 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %t8 = and i64 %.10, 1
  %t9 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 0
  %t10 = getelementptr inbounds i64, ptr addrspace(1) %t9, i64 %t7
  store i64 %t8, ptr addrspace(1) %t10, align 8
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum"(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5) #0 {
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
  %t9 = getelementptr inbounds i64, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0", i64 %t2
  store i64 0, ptr addrspace(3) %t9, align 8
  %t10 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 1
  %t11 = icmp slt i64 %t8, %t10
  br i1 %t11, label %b1, label %b2

b1:
  %t12 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 0
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %t12, i64 %t8
  %.13 = load i64, ptr addrspace(1) %t13, align 8
  store i64 %.13, ptr addrspace(3) %t9, align 8
  br label %b2

b2:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %b3

b3:
  %t15 = phi i64 [ 64, %b2 ], [ %t23, %b6 ]
  %t16 = icmp sgt i64 %t15, 0
  br i1 %t16, label %b4, label %b7

b4:
  %t17 = icmp slt i64 %t2, %t15
  br i1 %t17, label %b5, label %b6

b5:
  %t18 = add i64 %t2, %t15
  %t19 = getelementptr inbounds i64, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0", i64 %t18
  %.14 = load i64, ptr addrspace(3) %t19, align 8
  %.15 = load i64, ptr addrspace(3) %t9, align 8
  %t22 = add i64 %.15, %.14
  store i64 %t22, ptr addrspace(3) %t9, align 8
  br label %b6

b6:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t23 = sdiv i64 %t15, 2
  br label %b3

b7:
  %t24 = icmp eq i64 %t2, 0
  br i1 %t24, label %b8, label %b9

b8:
  %t25 = getelementptr inbounds i64, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0", i64 0
  %.16 = load i64, ptr addrspace(3) %t25, align 8
  %t27 = extractvalue { ptr addrspace(1), i64, i64 } %.6, 0
  %t28 = getelementptr inbounds i64, ptr addrspace(1) %t27, i64 %t4
  store i64 %.16, ptr addrspace(1) %t28, align 8
  br label %b9

b9:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eWarpOps"(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) %a6, i64 %a7, i64 %a8, ptr addrspace(1) %a9, i64 %a10, i64 %a11, ptr addrspace(1) %a12, i64 %a13, i64 %a14) #0 {
entry:
  %.1 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a0, 0
  %.2 = insertvalue { ptr addrspace(1), i64, i64 } %.1, i64 %a1, 1
  %.3 = insertvalue { ptr addrspace(1), i64, i64 } %.2, i64 %a2, 2
  %.4 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a3, 0
  %.5 = insertvalue { ptr addrspace(1), i64, i64 } %.4, i64 %a4, 1
  %.6 = insertvalue { ptr addrspace(1), i64, i64 } %.5, i64 %a5, 2
  %.7 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a6, 0
  %.8 = insertvalue { ptr addrspace(1), i64, i64 } %.7, i64 %a7, 1
  %.9 = insertvalue { ptr addrspace(1), i64, i64 } %.8, i64 %a8, 2
  %.10 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a9, 0
  %.11 = insertvalue { ptr addrspace(1), i64, i64 } %.10, i64 %a10, 1
  %.12 = insertvalue { ptr addrspace(1), i64, i64 } %.11, i64 %a11, 2
  %.13 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a12, 0
  %.14 = insertvalue { ptr addrspace(1), i64, i64 } %.13, i64 %a13, 1
  %.15 = insertvalue { ptr addrspace(1), i64, i64 } %.14, i64 %a14, 2
  br label %b0

b0:
  %.16 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t1 = sext i32 %.16 to i64
  %.17 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.18 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 4
  %.19 = load i16, ptr addrspace(4) %.18, align 2, !invariant.load !0
  %.20 = zext i16 %.19 to i32
  %t3 = sext i32 %.20 to i64
  %t4 = mul i64 %t1, %t3
  %.21 = call i32 @llvm.amdgcn.workitem.id.x()
  %t6 = sext i32 %.21 to i64
  %t7 = add i64 %t4, %t6
  %t8 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 0
  %t9 = getelementptr inbounds i32, ptr addrspace(1) %t8, i64 %t7
  %.22 = load i32, ptr addrspace(1) %t9, align 4
  br label %b1

b1:
  %t11 = phi i32 [ %.22, %b0 ], [ %t16, %b2 ]
  %t12 = phi i64 [ 16, %b0 ], [ %t17, %b2 ]
  %t13 = icmp sgt i64 %t12, 0
  br i1 %t13, label %b2, label %b3

b2:
  %t14 = trunc i64 %t12 to i32
  %.23 = sext i32 %t14 to i64
  %.24 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.25 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.24)
  %.26 = zext i32 %.25 to i64
  %.27 = add i64 %.26, %.23
  %.28 = icmp ult i64 %.27, 64
  %.29 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.30 = and i64 %.27, 63
  %.31 = lshr i64 %.29, %.30
  %.32 = trunc i64 %.31 to i1
  %.33 = and i1 %.28, %.32
  %.34 = trunc i64 %.27 to i32
  %.35 = shl i32 %.34, 2
  %.36 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.35, i32 %t11)
  %t15 = select i1 %.33, i32 %.36, i32 %t11
  %t16 = add i32 %t11, %t15
  %t17 = sdiv i64 %t12, 2
  br label %b1

b3:
  %.37 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.38 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.37)
  %t19 = sext i32 %.38 to i64
  %t20 = icmp eq i64 %t19, 0
  br i1 %t20, label %b4, label %b5

b4:
  %t21 = sdiv i64 %t7, 32
  %t22 = extractvalue { ptr addrspace(1), i64, i64 } %.6, 0
  %t23 = getelementptr inbounds i32, ptr addrspace(1) %t22, i64 %t21
  store i32 %t11, ptr addrspace(1) %t23, align 4
  br label %b5

b5:
  br label %b6

b6:
  %t24 = phi i32 [ %.22, %b5 ], [ %t29, %b7 ]
  %t25 = phi i64 [ 1, %b5 ], [ %t30, %b7 ]
  %t26 = icmp slt i64 %t25, 32
  br i1 %t26, label %b7, label %b8

b7:
  %t27 = trunc i64 %t25 to i32
  %.39 = sext i32 %t27 to i64
  %.40 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.41 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.40)
  %.42 = zext i32 %.41 to i64
  %.43 = xor i64 %.42, %.39
  %.44 = icmp ult i64 %.43, 64
  %.45 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.46 = and i64 %.43, 63
  %.47 = lshr i64 %.45, %.46
  %.48 = trunc i64 %.47 to i1
  %.49 = and i1 %.44, %.48
  %.50 = trunc i64 %.43 to i32
  %.51 = shl i32 %.50, 2
  %.52 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.51, i32 %t24)
  %t28 = select i1 %.49, i32 %.52, i32 %t24
  %t29 = add i32 %t24, %t28
  %t30 = mul i64 %t25, 2
  br label %b6

b8:
  %t31 = extractvalue { ptr addrspace(1), i64, i64 } %.9, 0
  %t32 = getelementptr inbounds i32, ptr addrspace(1) %t31, i64 %t7
  store i32 %t24, ptr addrspace(1) %t32, align 4
  %.53 = sext i32 5 to i64
  %.54 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.55 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.54)
  %.56 = zext i32 %.55 to i64
  %.57 = and i64 %.53, 63
  %.58 = icmp ult i64 %.57, 64
  %.59 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.60 = and i64 %.57, 63
  %.61 = lshr i64 %.59, %.60
  %.62 = trunc i64 %.61 to i1
  %.63 = and i1 %.58, %.62
  %.64 = trunc i64 %.57 to i32
  %.65 = shl i32 %.64, 2
  %.66 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.65, i32 %.22)
  %t33 = select i1 %.63, i32 %.66, i32 %.22
  %t34 = extractvalue { ptr addrspace(1), i64, i64 } %.12, 0
  %t35 = getelementptr inbounds i32, ptr addrspace(1) %t34, i64 %t7
  store i32 %t33, ptr addrspace(1) %t35, align 4
  br label %b9

b9:
  %t36 = phi i32 [ %.22, %b8 ], [ %t43, %b12 ]
  %t37 = phi i64 [ 1, %b8 ], [ %t44, %b12 ]
  %t38 = icmp slt i64 %t37, 32
  br i1 %t38, label %b10, label %b13

b10:
  %t39 = trunc i64 %t37 to i32
  %.67 = sext i32 %t39 to i64
  %.68 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.69 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.68)
  %.70 = zext i32 %.69 to i64
  %.71 = sub i64 %.70, %.67
  %.72 = icmp ult i64 %.71, 64
  %.73 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.74 = and i64 %.71, 63
  %.75 = lshr i64 %.73, %.74
  %.76 = trunc i64 %.75 to i1
  %.77 = and i1 %.72, %.76
  %.78 = trunc i64 %.71 to i32
  %.79 = shl i32 %.78, 2
  %.80 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %t36)
  %t40 = select i1 %.77, i32 %.80, i32 %t36
  %t41 = icmp sge i64 %t19, %t37
  br i1 %t41, label %b11, label %b12

b11:
  %t42 = add i32 %t36, %t40
  br label %b12

b12:
  %t43 = phi i32 [ %t36, %b10 ], [ %t42, %b11 ]
  %t44 = mul i64 %t37, 2
  br label %b9

b13:
  %t45 = extractvalue { ptr addrspace(1), i64, i64 } %.15, 0
  %t46 = getelementptr inbounds i32, ptr addrspace(1) %t45, i64 %t7
  store i32 %t36, ptr addrspace(1) %t46, align 4
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eShflSum"(ptr addrspace(1) %a0, i64 %a1, i64 %a2) #0 {
entry:
  %.1 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a0, 0
  %.2 = insertvalue { ptr addrspace(1), i64, i64 } %.1, i64 %a1, 1
  %.3 = insertvalue { ptr addrspace(1), i64, i64 } %.2, i64 %a2, 2
  br label %b0

b0:
  br label %b1

b1:
  %t0 = phi i32 [ 1, %b0 ], [ %t5, %b2 ]
  %t1 = phi i64 [ 16, %b0 ], [ %t6, %b2 ]
  %t2 = icmp sgt i64 %t1, 0
  br i1 %t2, label %b2, label %b3

b2:
  %t3 = trunc i64 %t1 to i32
  %.4 = sext i32 %t3 to i64
  %.5 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.6 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.5)
  %.7 = zext i32 %.6 to i64
  %.8 = add i64 %.7, %.4
  %.9 = icmp ult i64 %.8, 64
  %.10 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.11 = and i64 %.8, 63
  %.12 = lshr i64 %.10, %.11
  %.13 = trunc i64 %.12 to i1
  %.14 = and i1 %.9, %.13
  %.15 = trunc i64 %.8 to i32
  %.16 = shl i32 %.15, 2
  %.17 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.16, i32 %t0)
  %t4 = select i1 %.14, i32 %.17, i32 %t0
  %t5 = add i32 %t0, %t4
  %t6 = sdiv i64 %t1, 2
  br label %b1

b3:
  %.18 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.19 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18)
  %t8 = sext i32 %.19 to i64
  %t9 = icmp eq i64 %t8, 0
  br i1 %t9, label %b4, label %b5

b4:
  %t10 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 0
  %t11 = getelementptr inbounds i32, ptr addrspace(1) %t10, i64 0
  %t12 = atomicrmw add ptr addrspace(1) %t11, i32 %t0 syncscope("agent") monotonic, align 4
  br label %b5

b5:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eHistogram"(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) %a6, i64 %a7, i64 %a8, ptr addrspace(1) %a9, i64 %a10, i64 %a11, ptr addrspace(1) %a12, i64 %a13, i64 %a14) #0 {
entry:
  %.1 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a0, 0
  %.2 = insertvalue { ptr addrspace(1), i64, i64 } %.1, i64 %a1, 1
  %.3 = insertvalue { ptr addrspace(1), i64, i64 } %.2, i64 %a2, 2
  %.4 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a3, 0
  %.5 = insertvalue { ptr addrspace(1), i64, i64 } %.4, i64 %a4, 1
  %.6 = insertvalue { ptr addrspace(1), i64, i64 } %.5, i64 %a5, 2
  %.7 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a6, 0
  %.8 = insertvalue { ptr addrspace(1), i64, i64 } %.7, i64 %a7, 1
  %.9 = insertvalue { ptr addrspace(1), i64, i64 } %.8, i64 %a8, 2
  %.10 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a9, 0
  %.11 = insertvalue { ptr addrspace(1), i64, i64 } %.10, i64 %a10, 1
  %.12 = insertvalue { ptr addrspace(1), i64, i64 } %.11, i64 %a11, 2
  %.13 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a12, 0
  %.14 = insertvalue { ptr addrspace(1), i64, i64 } %.13, i64 %a13, 1
  %.15 = insertvalue { ptr addrspace(1), i64, i64 } %.14, i64 %a14, 2
  br label %b0

b0:
  %.16 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t1 = sext i32 %.16 to i64
  %.17 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.18 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 4
  %.19 = load i16, ptr addrspace(4) %.18, align 2, !invariant.load !0
  %.20 = zext i16 %.19 to i32
  %t3 = sext i32 %.20 to i64
  %t4 = mul i64 %t1, %t3
  %.21 = call i32 @llvm.amdgcn.workitem.id.x()
  %t6 = sext i32 %.21 to i64
  %t7 = add i64 %t4, %t6
  %t8 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 1
  %t9 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 0
  %t10 = extractvalue { ptr addrspace(1), i64, i64 } %.9, 0
  %t11 = extractvalue { ptr addrspace(1), i64, i64 } %.12, 0
  %t12 = extractvalue { ptr addrspace(1), i64, i64 } %.6, 0
  %t13 = extractvalue { ptr addrspace(1), i64, i64 } %.15, 0
  %.22 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.23 = getelementptr inbounds i8, ptr addrspace(4) %.22, i64 12
  %.24 = load i32, ptr addrspace(4) %.23, align 4, !invariant.load !0
  %.25 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.26 = getelementptr inbounds i8, ptr addrspace(4) %.25, i64 4
  %.27 = load i16, ptr addrspace(4) %.26, align 2, !invariant.load !0
  %.28 = zext i16 %.27 to i32
  %.29 = add i32 %.28, -1
  %.30 = add i32 %.24, %.29
  %.31 = udiv i32 %.30, %.28
  %t15 = sext i32 %.31 to i64
  %t16 = mul i64 %t15, %t3
  br label %b1

b1:
  %t17 = phi i64 [ %t7, %b0 ], [ %t30, %cas.done.36 ]
  %t18 = icmp slt i64 %t17, %t8
  br i1 %t18, label %b2, label %b3

b2:
  %t19 = getelementptr inbounds i32, ptr addrspace(1) %t9, i64 %t17
  %.32 = load i32, ptr addrspace(1) %t19, align 4
  %t21 = sext i32 %.32 to i64
  %t22 = getelementptr inbounds i32, ptr addrspace(1) %t10, i64 %t21
  %t23 = atomicrmw add ptr addrspace(1) %t22, i32 1 syncscope("agent") monotonic, align 4
  %t24 = getelementptr inbounds float, ptr addrspace(1) %t11, i64 %t21
  %t25 = getelementptr inbounds float, ptr addrspace(1) %t12, i64 %t17
  %.33 = load float, ptr addrspace(1) %t25, align 4
  %t27 = atomicrmw fadd ptr addrspace(1) %t24, float %.33 syncscope("agent") monotonic, align 4
  %t28 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %t21
  %.34 = load atomic i8, ptr addrspace(1) %t28 monotonic, align 1
  br label %cas.35

cas.35:
  %.37 = phi i8 [ %.34, %b2 ], [ %.38, %cas.35 ]
  %.39 = add i8 %.37, 1
  %.40 = cmpxchg ptr addrspace(1) %t28, i8 %.37, i8 %.39 syncscope("agent") monotonic monotonic, align 1
  %.38 = extractvalue { i8, i1 } %.40, 0
  %.41 = extractvalue { i8, i1 } %.40, 1
  br i1 %.41, label %cas.done.36, label %cas.35

cas.done.36:
  %t30 = add i64 %t17, %t16
  br label %b1

b3:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicOps"(i64 %a0, ptr addrspace(1) %a1, i64 %a2, i64 %a3, ptr addrspace(1) %a4, i64 %a5, i64 %a6, ptr addrspace(1) %a7, i64 %a8, i64 %a9, ptr addrspace(1) %a10, i64 %a11, i64 %a12, ptr addrspace(1) %a13, i64 %a14, i64 %a15) #0 {
entry:
  %.1 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a1, 0
  %.2 = insertvalue { ptr addrspace(1), i64, i64 } %.1, i64 %a2, 1
  %.3 = insertvalue { ptr addrspace(1), i64, i64 } %.2, i64 %a3, 2
  %.4 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a4, 0
  %.5 = insertvalue { ptr addrspace(1), i64, i64 } %.4, i64 %a5, 1
  %.6 = insertvalue { ptr addrspace(1), i64, i64 } %.5, i64 %a6, 2
  %.7 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a7, 0
  %.8 = insertvalue { ptr addrspace(1), i64, i64 } %.7, i64 %a8, 1
  %.9 = insertvalue { ptr addrspace(1), i64, i64 } %.8, i64 %a9, 2
  %.10 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a10, 0
  %.11 = insertvalue { ptr addrspace(1), i64, i64 } %.10, i64 %a11, 1
  %.12 = insertvalue { ptr addrspace(1), i64, i64 } %.11, i64 %a12, 2
  %.13 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a13, 0
  %.14 = insertvalue { ptr addrspace(1), i64, i64 } %.13, i64 %a14, 1
  %.15 = insertvalue { ptr addrspace(1), i64, i64 } %.14, i64 %a15, 2
  br label %b0

b0:
  %.16 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t1 = sext i32 %.16 to i64
  %.17 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.18 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 4
  %.19 = load i16, ptr addrspace(4) %.18, align 2, !invariant.load !0
  %.20 = zext i16 %.19 to i32
  %t3 = sext i32 %.20 to i64
  %t4 = mul i64 %t1, %t3
  %.21 = call i32 @llvm.amdgcn.workitem.id.x()
  %t6 = sext i32 %.21 to i64
  %t7 = add i64 %t4, %t6
  %t8 = mul i64 %t7, 7919
  %.22 = icmp eq i64 %a0, 0
  %.23 = icmp eq i64 %a0, -1
  %.24 = or i1 %.22, %.23
  %.25 = select i1 %.24, i64 1, i64 %a0
  %.26 = srem i64 %t8, %.25
  %.27 = select i1 %.22, i64 %t8, i64 %.26
  %t10 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 0
  %t11 = getelementptr inbounds i64, ptr addrspace(1) %t10, i64 0
  %t12 = atomicrmw max ptr addrspace(1) %t11, i64 %.27 syncscope("agent") monotonic, align 8
  %t13 = extractvalue { ptr addrspace(1), i64, i64 } %.6, 0
  %t14 = getelementptr inbounds i64, ptr addrspace(1) %t13, i64 0
  %t15 = sub i64 %.27, 100
  %t16 = atomicrmw min ptr addrspace(1) %t14, i64 %t15 syncscope("agent") monotonic, align 8
  %t17 = extractvalue { ptr addrspace(1), i64, i64 } %.9, 0
  %t18 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 0
  %t19 = sitofp i64 %.27 to double
  %t20 = fdiv double %t19, 0x4000000000000000
  %.28 = load atomic i64, ptr addrspace(1) %t18 monotonic, align 8
  br label %cas.29

cas.29:
  %.31 = phi i64 [ %.28, %b0 ], [ %.32, %cas.29 ]
  %.33 = bitcast i64 %.31 to double
  %.34 = fcmp ogt double %.33, %t20
  %.35 = select i1 %.34, double %.33, double %t20
  %.36 = fcmp oeq double %.33, %t20
  %.37 = bitcast double %.33 to i64
  %.38 = bitcast double %t20 to i64
  %.39 = and i64 %.37, %.38
  %.40 = bitcast i64 %.39 to double
  %.41 = select i1 %.36, double %.40, double %.35
  %.42 = fcmp uno double %.33, 0.0
  %.43 = select i1 %.42, double %.33, double %.41
  %.44 = fcmp uno double %t20, 0.0
  %.45 = select i1 %.44, double %t20, double %.43
  %.46 = bitcast double %.45 to i64
  %.47 = cmpxchg ptr addrspace(1) %t18, i64 %.31, i64 %.46 syncscope("agent") monotonic monotonic, align 8
  %.32 = extractvalue { i64, i1 } %.47, 0
  %.48 = extractvalue { i64, i1 } %.47, 1
  br i1 %.48, label %cas.done.30, label %cas.29

cas.done.30:
  %t22 = extractvalue { ptr addrspace(1), i64, i64 } %.15, 0
  %t23 = getelementptr inbounds i16, ptr addrspace(1) %t22, i64 0
  %.49 = load atomic i16, ptr addrspace(1) %t23 monotonic, align 2
  br label %cas.50

cas.50:
  %.52 = phi i16 [ %.49, %cas.done.30 ], [ %.53, %cas.50 ]
  %.54 = cmpxchg ptr addrspace(1) %t23, i16 %.52, i16 1 syncscope("agent") monotonic monotonic, align 2
  %.53 = extractvalue { i16, i1 } %.54, 0
  %.55 = extractvalue { i16, i1 } %.54, 1
  br i1 %.55, label %cas.done.51, label %cas.50

cas.done.51:
  %t25 = extractvalue { ptr addrspace(1), i64, i64 } %.12, 0
  br label %b1

b1:
  %t26 = getelementptr inbounds i16, ptr addrspace(1) %t25, i64 0
  %.56 = load atomic i16, ptr addrspace(1) %t26 monotonic, align 2
  br label %cas.57

cas.57:
  %.59 = phi i16 [ %.56, %b1 ], [ %.60, %cas.57 ]
  %.61 = add i16 %.59, 0
  %.62 = cmpxchg ptr addrspace(1) %t26, i16 %.59, i16 %.61 syncscope("agent") monotonic monotonic, align 2
  %.60 = extractvalue { i16, i1 } %.62, 0
  %.63 = extractvalue { i16, i1 } %.62, 1
  br i1 %.63, label %cas.done.58, label %cas.57

cas.done.58:
  %t28 = add i16 %.59, 1
  %.64 = cmpxchg ptr addrspace(1) %t26, i16 %.59, i16 %t28 syncscope("agent") monotonic monotonic, align 2
  %.65 = extractvalue { i16, i1 } %.64, 0
  %t30 = icmp eq i16 %.65, %.59
  br i1 %t30, label %b2, label %b1

b2:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eTranspose"(ptr addrspace(1) %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, ptr addrspace(1) %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9) #0 {
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
  %.11 = call i32 @llvm.amdgcn.workitem.id.x()
  %t2 = sext i32 %.11 to i64
  %.12 = call i32 @llvm.amdgcn.workitem.id.y()
  %t4 = sext i32 %.12 to i64
  %.13 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t6 = sext i32 %.13 to i64
  %t7 = mul i64 %t6, 16
  %.14 = call i32 @llvm.amdgcn.workgroup.id.y()
  %t9 = sext i32 %.14 to i64
  %t10 = mul i64 %t9, 16
  %t11 = add i64 %t10, %t4
  %t12 = add i64 %t7, %t2
  %t13 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.5, 1
  %t14 = icmp slt i64 %t11, %t13
  br i1 %t14, label %b1, label %b3

b1:
  %t15 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.5, 2
  %t16 = icmp slt i64 %t12, %t15
  br i1 %t16, label %b2, label %b3

b2:
  %t17 = getelementptr inbounds [68 x i8], ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eTranspose.shared.0", i64 %t4
  %t18 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.5, 3
  %t19 = mul i64 %t11, %t18
  %t20 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.5, 4
  %t21 = mul i64 %t12, %t20
  %t22 = add i64 %t19, %t21
  %t23 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.5, 0
  %t24 = getelementptr inbounds float, ptr addrspace(1) %t23, i64 %t22
  %.15 = load float, ptr addrspace(1) %t24, align 4
  %t26 = getelementptr inbounds float, ptr addrspace(3) %t17, i64 %t2
  store float %.15, ptr addrspace(3) %t26, align 4
  br label %b3

b3:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t27 = add i64 %t7, %t4
  %t28 = add i64 %t10, %t2
  %t29 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.10, 1
  %t30 = icmp slt i64 %t27, %t29
  br i1 %t30, label %b4, label %b6

b4:
  %t31 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.10, 2
  %t32 = icmp slt i64 %t28, %t31
  br i1 %t32, label %b5, label %b6

b5:
  %t33 = getelementptr inbounds [68 x i8], ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eTranspose.shared.0", i64 %t2
  %t34 = getelementptr inbounds float, ptr addrspace(3) %t33, i64 %t4
  %.16 = load float, ptr addrspace(3) %t34, align 4
  %t36 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.10, 3
  %t37 = mul i64 %t27, %t36
  %t38 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.10, 4
  %t39 = mul i64 %t28, %t38
  %t40 = add i64 %t37, %t39
  %t41 = extractvalue { ptr addrspace(1), i64, i64, i64, i64 } %.10, 0
  %t42 = getelementptr inbounds float, ptr addrspace(1) %t41, i64 %t40
  store float %.16, ptr addrspace(1) %t42, align 4
  br label %b6

b6:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eEarlyReturn"(i64 %a0, ptr addrspace(1) %a1, i64 %a2, i64 %a3) #0 {
entry:
  %.1 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a1, 0
  %.2 = insertvalue { ptr addrspace(1), i64, i64 } %.1, i64 %a2, 1
  %.3 = insertvalue { ptr addrspace(1), i64, i64 } %.2, i64 %a3, 2
  br label %b0

b0:
  %.4 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t2 = sext i32 %.4 to i64
  %.5 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4
  %.7 = load i16, ptr addrspace(4) %.6, align 2, !invariant.load !0
  %.8 = zext i16 %.7 to i32
  %t4 = sext i32 %.8 to i64
  %t5 = mul i64 %t2, %t4
  %.9 = call i32 @llvm.amdgcn.workitem.id.x()
  %t7 = sext i32 %.9 to i64
  %t8 = add i64 %t5, %t7
  %t9 = icmp sge i64 %t8, %a0
  br i1 %t9, label %b1, label %b2

b1:
  ret void

b2:
  %t10 = getelementptr inbounds i64, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eEarlyReturn.shared.0", i64 %t7
  store i64 %t8, ptr addrspace(3) %t10, align 8
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %.10 = load i64, ptr addrspace(3) %t10, align 8
  %t12 = mul i64 %.10, 2
  %t13 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 0
  %t14 = getelementptr inbounds i64, ptr addrspace(1) %t13, i64 %t8
  store i64 %t12, ptr addrspace(1) %t14, align 8
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDynReverse"(ptr addrspace(1) %a0, i64 %a1, i64 %a2) #0 {
entry:
  %.1 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a0, 0
  %.2 = insertvalue { ptr addrspace(1), i64, i64 } %.1, i64 %a1, 1
  %.3 = insertvalue { ptr addrspace(1), i64, i64 } %.2, i64 %a2, 2
  br label %b0

b0:
  %.4 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.5 = getelementptr inbounds i8, ptr addrspace(4) %.4, i64 28
  %.6 = load i32, ptr addrspace(4) %.5, align 4, !invariant.load !0
  %.7 = call i32 @llvm.amdgcn.groupstaticsize()
  %.8 = sub i32 %.6, %.7
  %t2 = sext i32 %.8 to i64
  %t3 = sdiv i64 %t2, 8
  %.9 = call i32 @llvm.amdgcn.workitem.id.x()
  %t5 = sext i32 %.9 to i64
  %.10 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.11 = getelementptr inbounds i8, ptr addrspace(4) %.10, i64 4
  %.12 = load i16, ptr addrspace(4) %.11, align 2, !invariant.load !0
  %.13 = zext i16 %.12 to i32
  %t7 = sext i32 %.13 to i64
  %t8 = sitofp i64 %t5 to double
  %t9 = fmul double %t8, 0x3FF8000000000000
  %t10 = getelementptr inbounds double, ptr addrspace(3) @__kern_dynshared, i64 %t5
  store double %t9, ptr addrspace(3) %t10, align 8
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %.14 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t12 = sext i32 %.14 to i64
  %t13 = mul i64 %t12, %t7
  %t14 = add i64 %t13, %t5
  %t15 = sub i64 %t7, 1
  %t16 = sub i64 %t15, %t5
  %t17 = getelementptr inbounds double, ptr addrspace(3) @__kern_dynshared, i64 %t16
  %.15 = load double, ptr addrspace(3) %t17, align 8
  %t19 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 0
  %t20 = getelementptr inbounds double, ptr addrspace(1) %t19, i64 %t14
  store double %.15, ptr addrspace(1) %t20, align 8
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eScatter"(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5) #0 {
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
  %t11 = getelementptr inbounds i32, ptr addrspace(1) %t10, i64 %t7
  %.13 = load i32, ptr addrspace(1) %t11, align 4
  %t13 = sitofp i64 %t7 to float
  %t14 = sext i32 %.13 to i64
  %t15 = extractvalue { ptr addrspace(1), i64, i64 } %.6, 0
  %t16 = getelementptr inbounds float, ptr addrspace(1) %t15, i64 %t14
  store float %t13, ptr addrspace(1) %t16, align 4
  br label %b2

b2:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSharedRace"(ptr addrspace(1) %a0, i64 %a1, i64 %a2) #0 {
entry:
  %.1 = insertvalue { ptr addrspace(1), i64, i64 } poison, ptr addrspace(1) %a0, 0
  %.2 = insertvalue { ptr addrspace(1), i64, i64 } %.1, i64 %a1, 1
  %.3 = insertvalue { ptr addrspace(1), i64, i64 } %.2, i64 %a2, 2
  br label %b0

b0:
  %.4 = call i32 @llvm.amdgcn.workitem.id.x()
  %t2 = sext i32 %.4 to i64
  %t3 = trunc i64 %t2 to i32
  %t4 = getelementptr inbounds i32, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSharedRace.shared.0", i64 0
  store i32 %t3, ptr addrspace(3) %t4, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t5 = icmp eq i64 %t2, 0
  br i1 %t5, label %b1, label %b2

b1:
  %.5 = load i32, ptr addrspace(3) %t4, align 4
  %t7 = extractvalue { ptr addrspace(1), i64, i64 } %.3, 0
  %t8 = getelementptr inbounds i32, ptr addrspace(1) %t7, i64 0
  store i32 %.5, ptr addrspace(1) %t8, align 4
  br label %b2

b2:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDisc_5bfloat32_5d_5f_5fcontig"(i64 %a0, ptr addrspace(1) %a1, float %a2, ptr addrspace(1) %a3, float %a4, ptr addrspace(1) %a5, float %a6, ptr addrspace(1) %a7) #0 {
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
  %t25 = fmul float %t21, %t21
  %t26 = fmul float 0x4010000000000000, %t18
  %t27 = fmul float %t26, %t24
  %t28 = fsub float %t25, %t27
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

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDisc_5bfloat32_5d_5f_5fstrided"(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) %a30, float %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) #0 {
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
  %t146 = fmul float %t142, %t142
  %t147 = fmul float 0x4010000000000000, %t139
  %t148 = fmul float %t147, %t145
  %t149 = fsub float %t146, %t148
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

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDisc_5bfloat64_5d_5f_5fcontig"(i64 %a0, ptr addrspace(1) %a1, double %a2, ptr addrspace(1) %a3, double %a4, ptr addrspace(1) %a5, double %a6, ptr addrspace(1) %a7) #0 {
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
  %t16 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t14
  %.17 = load double, ptr addrspace(1) %t16, align 8
  br label %b4

b4:
  %t18 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1, label %b5, label %b6

b5:
  %t19 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t14
  %.18 = load double, ptr addrspace(1) %t19, align 8
  br label %b6

b6:
  %t21 = phi double [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2, label %b7, label %b8

b7:
  %t22 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t14
  %.19 = load double, ptr addrspace(1) %t22, align 8
  br label %b8

b8:
  %t24 = phi double [ %.19, %b7 ], [ %a6, %b6 ]
  %t25 = fmul double %t21, %t21
  %t26 = fmul double 0x4010000000000000, %t18
  %t27 = fmul double %t26, %t24
  %t28 = fsub double %t25, %t27
  %.20 = fcmp olt double %t28, 0x1000000000000000
  %.21 = fmul double %t28, 0x4FF0000000000000
  %.22 = select i1 %.20, double %.21, double %t28
  %.23 = call double @llvm.amdgcn.rsq.f64(double %.22)
  %.24 = fmul double %.22, %.23
  %.25 = fmul double %.23, 0x3FE0000000000000
  %.26 = fneg double %.25
  %.27 = call double @llvm.fma.f64(double %.26, double %.24, double 0x3FE0000000000000)
  %.28 = call double @llvm.fma.f64(double %.25, double %.27, double %.25)
  %.29 = call double @llvm.fma.f64(double %.24, double %.27, double %.24)
  %.30 = fneg double %.29
  %.31 = call double @llvm.fma.f64(double %.30, double %.29, double %.22)
  %.32 = call double @llvm.fma.f64(double %.31, double %.28, double %.29)
  %.33 = fneg double %.32
  %.34 = call double @llvm.fma.f64(double %.33, double %.32, double %.22)
  %.35 = call double @llvm.fma.f64(double %.34, double %.28, double %.32)
  %.36 = fmul double %.35, 0x37F0000000000000
  %.37 = select i1 %.20, double %.36, double %.35
  %.38 = fcmp oeq double %.22, 0.0
  %.39 = fcmp oeq double %.22, 0x7FF0000000000000
  %.40 = or i1 %.38, %.39
  %.41 = select i1 %.40, double %.22, double %.37
  %t30 = getelementptr inbounds double, ptr addrspace(1) %a7, i64 %t14
  store double %.41, ptr addrspace(1) %t30, align 8
  %t31 = add i64 %t14, %t13
  br label %b1

b9:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDisc_5bfloat64_5d_5f_5fstrided"(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) %a30, double %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) #0 {
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
  %t137 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t133
  %.115 = load double, ptr addrspace(1) %t137, align 8
  br label %b20

b20:
  %t139 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1, label %b21, label %b22

b21:
  %t140 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t134
  %.116 = load double, ptr addrspace(1) %t140, align 8
  br label %b22

b22:
  %t142 = phi double [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2, label %b23, label %b24

b23:
  %t143 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t135
  %.117 = load double, ptr addrspace(1) %t143, align 8
  br label %b24

b24:
  %t145 = phi double [ %.117, %b23 ], [ %a31, %b22 ]
  %t146 = fmul double %t142, %t142
  %t147 = fmul double 0x4010000000000000, %t139
  %t148 = fmul double %t147, %t145
  %t149 = fsub double %t146, %t148
  %.118 = fcmp olt double %t149, 0x1000000000000000
  %.119 = fmul double %t149, 0x4FF0000000000000
  %.120 = select i1 %.118, double %.119, double %t149
  %.121 = call double @llvm.amdgcn.rsq.f64(double %.120)
  %.122 = fmul double %.120, %.121
  %.123 = fmul double %.121, 0x3FE0000000000000
  %.124 = fneg double %.123
  %.125 = call double @llvm.fma.f64(double %.124, double %.122, double 0x3FE0000000000000)
  %.126 = call double @llvm.fma.f64(double %.123, double %.125, double %.123)
  %.127 = call double @llvm.fma.f64(double %.122, double %.125, double %.122)
  %.128 = fneg double %.127
  %.129 = call double @llvm.fma.f64(double %.128, double %.127, double %.120)
  %.130 = call double @llvm.fma.f64(double %.129, double %.126, double %.127)
  %.131 = fneg double %.130
  %.132 = call double @llvm.fma.f64(double %.131, double %.130, double %.120)
  %.133 = call double @llvm.fma.f64(double %.132, double %.126, double %.130)
  %.134 = fmul double %.133, 0x37F0000000000000
  %.135 = select i1 %.118, double %.134, double %.133
  %.136 = fcmp oeq double %.120, 0.0
  %.137 = fcmp oeq double %.120, 0x7FF0000000000000
  %.138 = or i1 %.136, %.137
  %.139 = select i1 %.138, double %.120, double %.135
  %t151 = getelementptr inbounds double, ptr addrspace(1) %a40, i64 %t136
  store double %.139, ptr addrspace(1) %t151, align 8
  %t152 = add i64 %t22, %t13
  br label %b1

b25:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bint32_5d_5f_5fcontig"(i64 %a0, ptr addrspace(1) %a1, i32 %a2, ptr addrspace(1) %a3, i32 %a4, ptr addrspace(1) %a5) #0 {
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
  %t13 = phi i64 [ %t11, %b0 ], [ %t23, %b6 ]
  %t14 = icmp slt i64 %t13, %a0
  br i1 %t14, label %b2, label %b7

b2:
  br i1 %t0, label %b3, label %b4

b3:
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t13
  %.17 = load i32, ptr addrspace(1) %t15, align 4
  br label %b4

b4:
  %t17 = phi i32 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1, label %b5, label %b6

b5:
  %t18 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t13
  %.18 = load i32, ptr addrspace(1) %t18, align 4
  br label %b6

b6:
  %t20 = phi i32 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = add i32 %t17, %t20
  %t22 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t13
  store i32 %t21, ptr addrspace(1) %t22, align 4
  %t23 = add i64 %t13, %t12
  br label %b1

b7:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bint32_5d_5f_5fstrided"(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) %a20, i32 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) #0 {
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
  %t21 = phi i64 [ %t11, %b0 ], [ %t121, %b22 ]
  %t22 = icmp slt i64 %t21, %a0
  br i1 %t22, label %b2, label %b23

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
  %t113 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t110
  %.115 = load i32, ptr addrspace(1) %t113, align 4
  br label %b20

b20:
  %t115 = phi i32 [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1, label %b21, label %b22

b21:
  %t116 = getelementptr inbounds i32, ptr addrspace(1) %a20, i64 %t111
  %.116 = load i32, ptr addrspace(1) %t116, align 4
  br label %b22

b22:
  %t118 = phi i32 [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = add i32 %t115, %t118
  %t120 = getelementptr inbounds i32, ptr addrspace(1) %a30, i64 %t112
  store i32 %t119, ptr addrspace(1) %t120, align 4
  %t121 = add i64 %t21, %t12
  br label %b1

b23:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bint64_5d_5f_5fcontig"(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, ptr addrspace(1) %a5) #0 {
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
  %t13 = phi i64 [ %t11, %b0 ], [ %t23, %b6 ]
  %t14 = icmp slt i64 %t13, %a0
  br i1 %t14, label %b2, label %b7

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
  %t21 = add i64 %t17, %t20
  %t22 = getelementptr inbounds i64, ptr addrspace(1) %a5, i64 %t13
  store i64 %t21, ptr addrspace(1) %t22, align 8
  %t23 = add i64 %t13, %t12
  br label %b1

b7:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bint64_5d_5f_5fstrided"(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) #0 {
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
  %t21 = phi i64 [ %t11, %b0 ], [ %t121, %b22 ]
  %t22 = icmp slt i64 %t21, %a0
  br i1 %t22, label %b2, label %b23

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
  %t119 = add i64 %t115, %t118
  %t120 = getelementptr inbounds i64, ptr addrspace(1) %a30, i64 %t112
  store i64 %t119, ptr addrspace(1) %t120, align 8
  %t121 = add i64 %t21, %t12
  br label %b1

b23:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bfloat32_5d_5f_5fcontig"(i64 %a0, ptr addrspace(1) %a1, float %a2, ptr addrspace(1) %a3, float %a4, ptr addrspace(1) %a5) #0 {
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
  %t13 = phi i64 [ %t11, %b0 ], [ %t23, %b6 ]
  %t14 = icmp slt i64 %t13, %a0
  br i1 %t14, label %b2, label %b7

b2:
  br i1 %t0, label %b3, label %b4

b3:
  %t15 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t13
  %.17 = load float, ptr addrspace(1) %t15, align 4
  br label %b4

b4:
  %t17 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1, label %b5, label %b6

b5:
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t13
  %.18 = load float, ptr addrspace(1) %t18, align 4
  br label %b6

b6:
  %t20 = phi float [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = fadd float %t17, %t20
  %t22 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t13
  store float %t21, ptr addrspace(1) %t22, align 4
  %t23 = add i64 %t13, %t12
  br label %b1

b7:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bfloat32_5d_5f_5fstrided"(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) #0 {
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
  %t21 = phi i64 [ %t11, %b0 ], [ %t121, %b22 ]
  %t22 = icmp slt i64 %t21, %a0
  br i1 %t22, label %b2, label %b23

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
  %t113 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t110
  %.115 = load float, ptr addrspace(1) %t113, align 4
  br label %b20

b20:
  %t115 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1, label %b21, label %b22

b21:
  %t116 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t111
  %.116 = load float, ptr addrspace(1) %t116, align 4
  br label %b22

b22:
  %t118 = phi float [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = fadd float %t115, %t118
  %t120 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t112
  store float %t119, ptr addrspace(1) %t120, align 4
  %t121 = add i64 %t21, %t12
  br label %b1

b23:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bfloat64_5d_5f_5fcontig"(i64 %a0, ptr addrspace(1) %a1, double %a2, ptr addrspace(1) %a3, double %a4, ptr addrspace(1) %a5) #0 {
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
  %t13 = phi i64 [ %t11, %b0 ], [ %t23, %b6 ]
  %t14 = icmp slt i64 %t13, %a0
  br i1 %t14, label %b2, label %b7

b2:
  br i1 %t0, label %b3, label %b4

b3:
  %t15 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t13
  %.17 = load double, ptr addrspace(1) %t15, align 8
  br label %b4

b4:
  %t17 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1, label %b5, label %b6

b5:
  %t18 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t13
  %.18 = load double, ptr addrspace(1) %t18, align 8
  br label %b6

b6:
  %t20 = phi double [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = fadd double %t17, %t20
  %t22 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t13
  store double %t21, ptr addrspace(1) %t22, align 8
  %t23 = add i64 %t13, %t12
  br label %b1

b7:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bfloat64_5d_5f_5fstrided"(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) #0 {
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
  %t21 = phi i64 [ %t11, %b0 ], [ %t121, %b22 ]
  %t22 = icmp slt i64 %t21, %a0
  br i1 %t22, label %b2, label %b23

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
  %t113 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t110
  %.115 = load double, ptr addrspace(1) %t113, align 8
  br label %b20

b20:
  %t115 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1, label %b21, label %b22

b21:
  %t116 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t111
  %.116 = load double, ptr addrspace(1) %t116, align 8
  br label %b22

b22:
  %t118 = phi double [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = fadd double %t115, %t118
  %t120 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t112
  store double %t119, ptr addrspace(1) %t120, align 8
  %t121 = add i64 %t21, %t12
  br label %b1

b23:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eQuo_5f_5fcontig"(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, ptr addrspace(1) %a5) #0 {
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
  %t13 = phi i64 [ %t11, %b0 ], [ %t23, %b6 ]
  %t14 = icmp slt i64 %t13, %a0
  br i1 %t14, label %b2, label %b7

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
  %.19 = icmp eq i64 %t20, 0
  %.20 = icmp eq i64 %t20, -1
  %.21 = or i1 %.19, %.20
  %.22 = select i1 %.21, i64 1, i64 %t20
  %.23 = sdiv i64 %t17, %.22
  %.24 = sub i64 0, %t17
  %.25 = select i1 %.20, i64 %.24, i64 %.23
  %.26 = select i1 %.19, i64 -1, i64 %.25
  %t22 = getelementptr inbounds i64, ptr addrspace(1) %a5, i64 %t13
  store i64 %.26, ptr addrspace(1) %t22, align 8
  %t23 = add i64 %t13, %t12
  br label %b1

b7:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eQuo_5f_5fstrided"(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) #0 {
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
  %t21 = phi i64 [ %t11, %b0 ], [ %t121, %b22 ]
  %t22 = icmp slt i64 %t21, %a0
  br i1 %t22, label %b2, label %b23

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
  %.117 = icmp eq i64 %t118, 0
  %.118 = icmp eq i64 %t118, -1
  %.119 = or i1 %.117, %.118
  %.120 = select i1 %.119, i64 1, i64 %t118
  %.121 = sdiv i64 %t115, %.120
  %.122 = sub i64 0, %t115
  %.123 = select i1 %.118, i64 %.122, i64 %.121
  %.124 = select i1 %.117, i64 -1, i64 %.123
  %t120 = getelementptr inbounds i64, ptr addrspace(1) %a30, i64 %t112
  store i64 %.124, ptr addrspace(1) %t120, align 8
  %t121 = add i64 %t21, %t12
  br label %b1

b23:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eFMA_5f_5fcontig"(i64 %a0, ptr addrspace(1) %a1, double %a2, ptr addrspace(1) %a3, double %a4, ptr addrspace(1) %a5, double %a6, ptr addrspace(1) %a7, double %a8, ptr addrspace(1) %a9) #0 {
entry:
  br label %b0

b0:
  %t0 = icmp ne ptr addrspace(1) %a1, null
  %t1 = icmp ne ptr addrspace(1) %a3, null
  %t2 = icmp ne ptr addrspace(1) %a5, null
  %t3 = icmp ne ptr addrspace(1) %a7, null
  %.1 = call i32 @llvm.amdgcn.workitem.id.x()
  %t5 = sext i32 %.1 to i64
  %.2 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t7 = sext i32 %.2 to i64
  %.3 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 2, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t9 = sext i32 %.6 to i64
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
  %t11 = sext i32 %.16 to i64
  %t12 = mul i64 %t7, %t9
  %t13 = add i64 %t12, %t5
  %t14 = mul i64 %t11, %t9
  br label %b1

b1:
  %t15 = phi i64 [ %t13, %b0 ], [ %t33, %b10 ]
  %t16 = icmp slt i64 %t15, %a0
  br i1 %t16, label %b2, label %b11

b2:
  br i1 %t0, label %b3, label %b4

b3:
  %t17 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t15
  %.17 = load double, ptr addrspace(1) %t17, align 8
  br label %b4

b4:
  %t19 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1, label %b5, label %b6

b5:
  %t20 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t15
  %.18 = load double, ptr addrspace(1) %t20, align 8
  br label %b6

b6:
  %t22 = phi double [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2, label %b7, label %b8

b7:
  %t23 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t15
  %.19 = load double, ptr addrspace(1) %t23, align 8
  br label %b8

b8:
  %t25 = phi double [ %.19, %b7 ], [ %a6, %b6 ]
  br i1 %t3, label %b9, label %b10

b9:
  %t26 = getelementptr inbounds double, ptr addrspace(1) %a7, i64 %t15
  %.20 = load double, ptr addrspace(1) %t26, align 8
  br label %b10

b10:
  %t28 = phi double [ %.20, %b9 ], [ %a8, %b8 ]
  %t29 = fmul double %t19, %t22
  %t30 = fmul double %t25, %t28
  %t31 = fadd double %t29, %t30
  %t32 = getelementptr inbounds double, ptr addrspace(1) %a9, i64 %t15
  store double %t31, ptr addrspace(1) %t32, align 8
  %t33 = add i64 %t15, %t14
  br label %b1

b11:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eFMA_5f_5fstrided"(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) %a30, double %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) %a40, double %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48, i64 %a49, ptr addrspace(1) %a50, i64 %a51, i64 %a52, i64 %a53, i64 %a54, i64 %a55, i64 %a56, i64 %a57, i64 %a58) #0 {
entry:
  br label %b0

b0:
  %t0 = icmp ne ptr addrspace(1) %a10, null
  %t1 = icmp ne ptr addrspace(1) %a20, null
  %t2 = icmp ne ptr addrspace(1) %a30, null
  %t3 = icmp ne ptr addrspace(1) %a40, null
  %.1 = call i32 @llvm.amdgcn.workitem.id.x()
  %t5 = sext i32 %.1 to i64
  %.2 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t7 = sext i32 %.2 to i64
  %.3 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 2, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t9 = sext i32 %.6 to i64
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
  %t11 = sext i32 %.16 to i64
  %t12 = mul i64 %t7, %t9
  %t13 = add i64 %t12, %t5
  %t14 = mul i64 %t11, %t9
  %t15 = icmp slt i64 7, %a1
  %t16 = icmp slt i64 6, %a1
  %t17 = icmp slt i64 5, %a1
  %t18 = icmp slt i64 4, %a1
  %t19 = icmp slt i64 3, %a1
  %t20 = icmp slt i64 2, %a1
  %t21 = icmp slt i64 1, %a1
  %t22 = icmp slt i64 0, %a1
  br label %b1

b1:
  %t23 = phi i64 [ %t13, %b0 ], [ %t177, %b26 ]
  %t24 = icmp slt i64 %t23, %a0
  br i1 %t24, label %b2, label %b27

b2:
  br i1 %t15, label %b3, label %b4

b3:
  %.17 = icmp eq i64 %a9, 0
  %.18 = icmp eq i64 %a9, -1
  %.19 = or i1 %.17, %.18
  %.20 = select i1 %.19, i64 1, i64 %a9
  %.21 = srem i64 %t23, %.20
  %.22 = select i1 %.17, i64 %t23, i64 %.21
  %.23 = icmp eq i64 %a9, 0
  %.24 = icmp eq i64 %a9, -1
  %.25 = or i1 %.23, %.24
  %.26 = select i1 %.25, i64 1, i64 %a9
  %.27 = sdiv i64 %t23, %.26
  %.28 = sub i64 0, %t23
  %.29 = select i1 %.24, i64 %.28, i64 %.27
  %.30 = select i1 %.23, i64 -1, i64 %.29
  %t27 = mul i64 %.22, %a19
  %t28 = mul i64 %.22, %a29
  %t29 = mul i64 %.22, %a39
  %t30 = mul i64 %.22, %a49
  %t31 = mul i64 %.22, %a58
  br label %b4

b4:
  %t32 = phi i64 [ %.30, %b3 ], [ %t23, %b2 ]
  %t33 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t35 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  %t36 = phi i64 [ %t30, %b3 ], [ 0, %b2 ]
  %t37 = phi i64 [ %t31, %b3 ], [ 0, %b2 ]
  br i1 %t16, label %b5, label %b6

b5:
  %.31 = icmp eq i64 %a8, 0
  %.32 = icmp eq i64 %a8, -1
  %.33 = or i1 %.31, %.32
  %.34 = select i1 %.33, i64 1, i64 %a8
  %.35 = srem i64 %t32, %.34
  %.36 = select i1 %.31, i64 %t32, i64 %.35
  %.37 = icmp eq i64 %a8, 0
  %.38 = icmp eq i64 %a8, -1
  %.39 = or i1 %.37, %.38
  %.40 = select i1 %.39, i64 1, i64 %a8
  %.41 = sdiv i64 %t32, %.40
  %.42 = sub i64 0, %t32
  %.43 = select i1 %.38, i64 %.42, i64 %.41
  %.44 = select i1 %.37, i64 -1, i64 %.43
  %t40 = mul i64 %.36, %a18
  %t41 = add i64 %t33, %t40
  %t42 = mul i64 %.36, %a28
  %t43 = add i64 %t34, %t42
  %t44 = mul i64 %.36, %a38
  %t45 = add i64 %t35, %t44
  %t46 = mul i64 %.36, %a48
  %t47 = add i64 %t36, %t46
  %t48 = mul i64 %.36, %a57
  %t49 = add i64 %t37, %t48
  br label %b6

b6:
  %t50 = phi i64 [ %.44, %b5 ], [ %t32, %b4 ]
  %t51 = phi i64 [ %t41, %b5 ], [ %t33, %b4 ]
  %t52 = phi i64 [ %t43, %b5 ], [ %t34, %b4 ]
  %t53 = phi i64 [ %t45, %b5 ], [ %t35, %b4 ]
  %t54 = phi i64 [ %t47, %b5 ], [ %t36, %b4 ]
  %t55 = phi i64 [ %t49, %b5 ], [ %t37, %b4 ]
  br i1 %t17, label %b7, label %b8

b7:
  %.45 = icmp eq i64 %a7, 0
  %.46 = icmp eq i64 %a7, -1
  %.47 = or i1 %.45, %.46
  %.48 = select i1 %.47, i64 1, i64 %a7
  %.49 = srem i64 %t50, %.48
  %.50 = select i1 %.45, i64 %t50, i64 %.49
  %.51 = icmp eq i64 %a7, 0
  %.52 = icmp eq i64 %a7, -1
  %.53 = or i1 %.51, %.52
  %.54 = select i1 %.53, i64 1, i64 %a7
  %.55 = sdiv i64 %t50, %.54
  %.56 = sub i64 0, %t50
  %.57 = select i1 %.52, i64 %.56, i64 %.55
  %.58 = select i1 %.51, i64 -1, i64 %.57
  %t58 = mul i64 %.50, %a17
  %t59 = add i64 %t51, %t58
  %t60 = mul i64 %.50, %a27
  %t61 = add i64 %t52, %t60
  %t62 = mul i64 %.50, %a37
  %t63 = add i64 %t53, %t62
  %t64 = mul i64 %.50, %a47
  %t65 = add i64 %t54, %t64
  %t66 = mul i64 %.50, %a56
  %t67 = add i64 %t55, %t66
  br label %b8

b8:
  %t68 = phi i64 [ %.58, %b7 ], [ %t50, %b6 ]
  %t69 = phi i64 [ %t59, %b7 ], [ %t51, %b6 ]
  %t70 = phi i64 [ %t61, %b7 ], [ %t52, %b6 ]
  %t71 = phi i64 [ %t63, %b7 ], [ %t53, %b6 ]
  %t72 = phi i64 [ %t65, %b7 ], [ %t54, %b6 ]
  %t73 = phi i64 [ %t67, %b7 ], [ %t55, %b6 ]
  br i1 %t18, label %b9, label %b10

b9:
  %.59 = icmp eq i64 %a6, 0
  %.60 = icmp eq i64 %a6, -1
  %.61 = or i1 %.59, %.60
  %.62 = select i1 %.61, i64 1, i64 %a6
  %.63 = srem i64 %t68, %.62
  %.64 = select i1 %.59, i64 %t68, i64 %.63
  %.65 = icmp eq i64 %a6, 0
  %.66 = icmp eq i64 %a6, -1
  %.67 = or i1 %.65, %.66
  %.68 = select i1 %.67, i64 1, i64 %a6
  %.69 = sdiv i64 %t68, %.68
  %.70 = sub i64 0, %t68
  %.71 = select i1 %.66, i64 %.70, i64 %.69
  %.72 = select i1 %.65, i64 -1, i64 %.71
  %t76 = mul i64 %.64, %a16
  %t77 = add i64 %t69, %t76
  %t78 = mul i64 %.64, %a26
  %t79 = add i64 %t70, %t78
  %t80 = mul i64 %.64, %a36
  %t81 = add i64 %t71, %t80
  %t82 = mul i64 %.64, %a46
  %t83 = add i64 %t72, %t82
  %t84 = mul i64 %.64, %a55
  %t85 = add i64 %t73, %t84
  br label %b10

b10:
  %t86 = phi i64 [ %.72, %b9 ], [ %t68, %b8 ]
  %t87 = phi i64 [ %t77, %b9 ], [ %t69, %b8 ]
  %t88 = phi i64 [ %t79, %b9 ], [ %t70, %b8 ]
  %t89 = phi i64 [ %t81, %b9 ], [ %t71, %b8 ]
  %t90 = phi i64 [ %t83, %b9 ], [ %t72, %b8 ]
  %t91 = phi i64 [ %t85, %b9 ], [ %t73, %b8 ]
  br i1 %t19, label %b11, label %b12

b11:
  %.73 = icmp eq i64 %a5, 0
  %.74 = icmp eq i64 %a5, -1
  %.75 = or i1 %.73, %.74
  %.76 = select i1 %.75, i64 1, i64 %a5
  %.77 = srem i64 %t86, %.76
  %.78 = select i1 %.73, i64 %t86, i64 %.77
  %.79 = icmp eq i64 %a5, 0
  %.80 = icmp eq i64 %a5, -1
  %.81 = or i1 %.79, %.80
  %.82 = select i1 %.81, i64 1, i64 %a5
  %.83 = sdiv i64 %t86, %.82
  %.84 = sub i64 0, %t86
  %.85 = select i1 %.80, i64 %.84, i64 %.83
  %.86 = select i1 %.79, i64 -1, i64 %.85
  %t94 = mul i64 %.78, %a15
  %t95 = add i64 %t87, %t94
  %t96 = mul i64 %.78, %a25
  %t97 = add i64 %t88, %t96
  %t98 = mul i64 %.78, %a35
  %t99 = add i64 %t89, %t98
  %t100 = mul i64 %.78, %a45
  %t101 = add i64 %t90, %t100
  %t102 = mul i64 %.78, %a54
  %t103 = add i64 %t91, %t102
  br label %b12

b12:
  %t104 = phi i64 [ %.86, %b11 ], [ %t86, %b10 ]
  %t105 = phi i64 [ %t95, %b11 ], [ %t87, %b10 ]
  %t106 = phi i64 [ %t97, %b11 ], [ %t88, %b10 ]
  %t107 = phi i64 [ %t99, %b11 ], [ %t89, %b10 ]
  %t108 = phi i64 [ %t101, %b11 ], [ %t90, %b10 ]
  %t109 = phi i64 [ %t103, %b11 ], [ %t91, %b10 ]
  br i1 %t20, label %b13, label %b14

b13:
  %.87 = icmp eq i64 %a4, 0
  %.88 = icmp eq i64 %a4, -1
  %.89 = or i1 %.87, %.88
  %.90 = select i1 %.89, i64 1, i64 %a4
  %.91 = srem i64 %t104, %.90
  %.92 = select i1 %.87, i64 %t104, i64 %.91
  %.93 = icmp eq i64 %a4, 0
  %.94 = icmp eq i64 %a4, -1
  %.95 = or i1 %.93, %.94
  %.96 = select i1 %.95, i64 1, i64 %a4
  %.97 = sdiv i64 %t104, %.96
  %.98 = sub i64 0, %t104
  %.99 = select i1 %.94, i64 %.98, i64 %.97
  %.100 = select i1 %.93, i64 -1, i64 %.99
  %t112 = mul i64 %.92, %a14
  %t113 = add i64 %t105, %t112
  %t114 = mul i64 %.92, %a24
  %t115 = add i64 %t106, %t114
  %t116 = mul i64 %.92, %a34
  %t117 = add i64 %t107, %t116
  %t118 = mul i64 %.92, %a44
  %t119 = add i64 %t108, %t118
  %t120 = mul i64 %.92, %a53
  %t121 = add i64 %t109, %t120
  br label %b14

b14:
  %t122 = phi i64 [ %.100, %b13 ], [ %t104, %b12 ]
  %t123 = phi i64 [ %t113, %b13 ], [ %t105, %b12 ]
  %t124 = phi i64 [ %t115, %b13 ], [ %t106, %b12 ]
  %t125 = phi i64 [ %t117, %b13 ], [ %t107, %b12 ]
  %t126 = phi i64 [ %t119, %b13 ], [ %t108, %b12 ]
  %t127 = phi i64 [ %t121, %b13 ], [ %t109, %b12 ]
  br i1 %t21, label %b15, label %b16

b15:
  %.101 = icmp eq i64 %a3, 0
  %.102 = icmp eq i64 %a3, -1
  %.103 = or i1 %.101, %.102
  %.104 = select i1 %.103, i64 1, i64 %a3
  %.105 = srem i64 %t122, %.104
  %.106 = select i1 %.101, i64 %t122, i64 %.105
  %.107 = icmp eq i64 %a3, 0
  %.108 = icmp eq i64 %a3, -1
  %.109 = or i1 %.107, %.108
  %.110 = select i1 %.109, i64 1, i64 %a3
  %.111 = sdiv i64 %t122, %.110
  %.112 = sub i64 0, %t122
  %.113 = select i1 %.108, i64 %.112, i64 %.111
  %.114 = select i1 %.107, i64 -1, i64 %.113
  %t130 = mul i64 %.106, %a13
  %t131 = add i64 %t123, %t130
  %t132 = mul i64 %.106, %a23
  %t133 = add i64 %t124, %t132
  %t134 = mul i64 %.106, %a33
  %t135 = add i64 %t125, %t134
  %t136 = mul i64 %.106, %a43
  %t137 = add i64 %t126, %t136
  %t138 = mul i64 %.106, %a52
  %t139 = add i64 %t127, %t138
  br label %b16

b16:
  %t140 = phi i64 [ %.114, %b15 ], [ %t122, %b14 ]
  %t141 = phi i64 [ %t131, %b15 ], [ %t123, %b14 ]
  %t142 = phi i64 [ %t133, %b15 ], [ %t124, %b14 ]
  %t143 = phi i64 [ %t135, %b15 ], [ %t125, %b14 ]
  %t144 = phi i64 [ %t137, %b15 ], [ %t126, %b14 ]
  %t145 = phi i64 [ %t139, %b15 ], [ %t127, %b14 ]
  br i1 %t22, label %b17, label %b18

b17:
  %t146 = mul i64 %t140, %a12
  %t147 = add i64 %t141, %t146
  %t148 = mul i64 %t140, %a22
  %t149 = add i64 %t142, %t148
  %t150 = mul i64 %t140, %a32
  %t151 = add i64 %t143, %t150
  %t152 = mul i64 %t140, %a42
  %t153 = add i64 %t144, %t152
  %t154 = mul i64 %t140, %a51
  %t155 = add i64 %t145, %t154
  br label %b18

b18:
  %t156 = phi i64 [ %t147, %b17 ], [ %t141, %b16 ]
  %t157 = phi i64 [ %t149, %b17 ], [ %t142, %b16 ]
  %t158 = phi i64 [ %t151, %b17 ], [ %t143, %b16 ]
  %t159 = phi i64 [ %t153, %b17 ], [ %t144, %b16 ]
  %t160 = phi i64 [ %t155, %b17 ], [ %t145, %b16 ]
  br i1 %t0, label %b19, label %b20

b19:
  %t161 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t156
  %.115 = load double, ptr addrspace(1) %t161, align 8
  br label %b20

b20:
  %t163 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1, label %b21, label %b22

b21:
  %t164 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t157
  %.116 = load double, ptr addrspace(1) %t164, align 8
  br label %b22

b22:
  %t166 = phi double [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2, label %b23, label %b24

b23:
  %t167 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t158
  %.117 = load double, ptr addrspace(1) %t167, align 8
  br label %b24

b24:
  %t169 = phi double [ %.117, %b23 ], [ %a31, %b22 ]
  br i1 %t3, label %b25, label %b26

b25:
  %t170 = getelementptr inbounds double, ptr addrspace(1) %a40, i64 %t159
  %.118 = load double, ptr addrspace(1) %t170, align 8
  br label %b26

b26:
  %t172 = phi double [ %.118, %b25 ], [ %a41, %b24 ]
  %t173 = fmul double %t163, %t166
  %t174 = fmul double %t169, %t172
  %t175 = fadd double %t173, %t174
  %t176 = getelementptr inbounds double, ptr addrspace(1) %a50, i64 %t160
  store double %t175, ptr addrspace(1) %t176, align 8
  %t177 = add i64 %t23, %t14
  br label %b1

b27:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eClamp_5f_5fcontig"(i64 %a0, ptr addrspace(1) %a1, float %a2, ptr addrspace(1) %a3, i8 %a4, ptr addrspace(1) %a5) #0 {
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
  %t13 = phi i64 [ %t11, %b0 ], [ %t26, %b11 ]
  %t14 = icmp slt i64 %t13, %a0
  br i1 %t14, label %b2, label %b12

b2:
  br i1 %t0, label %b3, label %b4

b3:
  %t15 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t13
  %.17 = load float, ptr addrspace(1) %t15, align 4
  br label %b4

b4:
  %t17 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1, label %b5, label %b6

b5:
  %t18 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t13
  %.18 = load i8, ptr addrspace(1) %t18, align 1
  br label %b6

b6:
  %t20 = phi i8 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = uitofp i8 %t20 to float
  %t22 = fcmp olt float %t17, %t21
  br i1 %t22, label %b7, label %b8

b7:
  br label %b11

b8:
  %t23 = fcmp ogt float %t17, 0x4069000000000000
  br i1 %t23, label %b9, label %b10

b9:
  br label %b11

b10:
  br label %b11

b11:
  %t24 = phi float [ %t21, %b7 ], [ 0x4069000000000000, %b9 ], [ %t17, %b10 ]
  %t25 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t13
  store float %t24, ptr addrspace(1) %t25, align 4
  %t26 = add i64 %t13, %t12
  br label %b1

b12:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eClamp_5f_5fstrided"(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) %a20, i8 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) #0 {
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
  %t21 = phi i64 [ %t11, %b0 ], [ %t124, %b27 ]
  %t22 = icmp slt i64 %t21, %a0
  br i1 %t22, label %b2, label %b28

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
  %t113 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t110
  %.115 = load float, ptr addrspace(1) %t113, align 4
  br label %b20

b20:
  %t115 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1, label %b21, label %b22

b21:
  %t116 = getelementptr inbounds i8, ptr addrspace(1) %a20, i64 %t111
  %.116 = load i8, ptr addrspace(1) %t116, align 1
  br label %b22

b22:
  %t118 = phi i8 [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = uitofp i8 %t118 to float
  %t120 = fcmp olt float %t115, %t119
  br i1 %t120, label %b23, label %b24

b23:
  br label %b27

b24:
  %t121 = fcmp ogt float %t115, 0x4069000000000000
  br i1 %t121, label %b25, label %b26

b25:
  br label %b27

b26:
  br label %b27

b27:
  %t122 = phi float [ %t119, %b23 ], [ 0x4069000000000000, %b25 ], [ %t115, %b26 ]
  %t123 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t112
  store float %t122, ptr addrspace(1) %t123, align 4
  %t124 = add i64 %t21, %t12
  br label %b1

b28:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1"(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) %a3) #0 {
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
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t12
  %.13 = load i64, ptr addrspace(1) %t13, align 8
  br label %b2

b2:
  %t15 = phi i64 [ %.13, %b1 ], [ 0, %b0 ]
  %t16 = phi i1 [ true, %b1 ], [ false, %b0 ]
  %t17 = add i64 %t9, %t10
  %t18 = mul i64 %t17, %a2
  %t19 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t18
  %t20 = mul i64 %t10, %a2
  br label %b3

b3:
  %t21 = phi ptr addrspace(1) [ %t19, %b2 ], [ %t28, %b4 ]
  %t22 = phi i64 [ %t17, %b2 ], [ %t27, %b4 ]
  %t23 = phi i64 [ %t15, %b2 ], [ %t26, %b4 ]
  %t24 = icmp slt i64 %t22, %a0
  br i1 %t24, label %b4, label %b5

b4:
  %.14 = load i64, ptr addrspace(1) %t21, align 8
  %t26 = add i64 %t23, %.14
  %t27 = add i64 %t22, %t10
  %t28 = getelementptr inbounds i64, ptr addrspace(1) %t21, i64 %t20
  br label %b3

b5:
  %t29 = getelementptr inbounds i64, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.0", i64 %t3
  store i64 %t23, ptr addrspace(3) %t29, align 8
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.1", i64 %t3
  %.15 = zext i1 %t16 to i8
  store i8 %.15, ptr addrspace(3) %t30, align 1
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i64 %t3, 128
  br i1 %t31, label %b6, label %b11

b6:
  %t32 = add i64 %t3, 128
  %t33 = getelementptr inbounds i64, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.0", i64 %t32
  %.16 = load i64, ptr addrspace(3) %t33, align 8
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.1", i64 %t32
  %.17 = load i8, ptr addrspace(3) %t35, align 1
  %.18 = icmp ne i8 %.17, 0
  br i1 %.18, label %b7, label %b10

b7:
  br i1 %t16, label %b8, label %b9

b8:
  %t37 = add i64 %t23, %.16
  br label %b9

b9:
  %t38 = phi i64 [ %t37, %b8 ], [ %.16, %b7 ]
  br label %b10

b10:
  %t39 = phi i64 [ %t38, %b9 ], [ %t23, %b6 ]
  %t40 = phi i1 [ true, %b9 ], [ %t16, %b6 ]
  store i64 %t39, ptr addrspace(3) %t29, align 8
  %.19 = zext i1 %t40 to i8
  store i8 %.19, ptr addrspace(3) %t30, align 1
  br label %b11

b11:
  %t41 = phi i64 [ %t39, %b10 ], [ %t23, %b5 ]
  %t42 = phi i1 [ %t40, %b10 ], [ %t16, %b5 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i64 %t3, 64
  br i1 %t43, label %b12, label %b17

b12:
  %t44 = add i64 %t3, 64
  %t45 = getelementptr inbounds i64, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.0", i64 %t44
  %.20 = load i64, ptr addrspace(3) %t45, align 8
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.1", i64 %t44
  %.21 = load i8, ptr addrspace(3) %t47, align 1
  %.22 = icmp ne i8 %.21, 0
  br i1 %.22, label %b13, label %b16

b13:
  br i1 %t42, label %b14, label %b15

b14:
  %t49 = add i64 %t41, %.20
  br label %b15

b15:
  %t50 = phi i64 [ %t49, %b14 ], [ %.20, %b13 ]
  br label %b16

b16:
  %t51 = phi i64 [ %t50, %b15 ], [ %t41, %b12 ]
  %t52 = phi i1 [ true, %b15 ], [ %t42, %b12 ]
  store i64 %t51, ptr addrspace(3) %t29, align 8
  %.23 = zext i1 %t52 to i8
  store i8 %.23, ptr addrspace(3) %t30, align 1
  br label %b17

b17:
  %t53 = phi i64 [ %t51, %b16 ], [ %t41, %b11 ]
  %t54 = phi i1 [ %t52, %b16 ], [ %t42, %b11 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t55 = icmp slt i64 %t3, 32
  br i1 %t55, label %b18, label %b23

b18:
  %t56 = add i64 %t3, 32
  %t57 = getelementptr inbounds i64, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.0", i64 %t56
  %.24 = load i64, ptr addrspace(3) %t57, align 8
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.1", i64 %t56
  %.25 = load i8, ptr addrspace(3) %t59, align 1
  %.26 = icmp ne i8 %.25, 0
  br i1 %.26, label %b19, label %b22

b19:
  br i1 %t54, label %b20, label %b21

b20:
  %t61 = add i64 %t53, %.24
  br label %b21

b21:
  %t62 = phi i64 [ %t61, %b20 ], [ %.24, %b19 ]
  br label %b22

b22:
  %t63 = phi i64 [ %t62, %b21 ], [ %t53, %b18 ]
  %t64 = phi i1 [ true, %b21 ], [ %t54, %b18 ]
  br label %b23

b23:
  %t65 = phi i64 [ %t63, %b22 ], [ %t53, %b17 ]
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
  %.40 = trunc i64 %t65 to i32
  %.41 = lshr i64 %t65, 32
  %.42 = trunc i64 %.41 to i32
  %.43 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.40)
  %.44 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.42)
  %.45 = zext i32 %.43 to i64
  %.46 = zext i32 %.44 to i64
  %.47 = shl i64 %.46, 32
  %.48 = or i64 %.47, %.45
  %t67 = select i1 %.37, i64 %.48, i64 %t65
  %.49 = sext i32 16 to i64
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
  %.62 = zext i1 %t66 to i32
  %.63 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.62)
  %.64 = trunc i32 %.63 to i1
  %t68 = select i1 %.59, i1 %.64, i1 %t66
  %t69 = icmp slt i64 %t3, 16
  %t70 = and i1 %t68, %t69
  br i1 %t70, label %b25, label %b28

b25:
  br i1 %t66, label %b26, label %b27

b26:
  %t71 = add i64 %t65, %t67
  br label %b27

b27:
  %t72 = phi i64 [ %t71, %b26 ], [ %t67, %b25 ]
  br label %b28

b28:
  %t73 = phi i64 [ %t72, %b27 ], [ %t65, %b24 ]
  %t74 = phi i1 [ true, %b27 ], [ %t66, %b24 ]
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
  %.78 = trunc i64 %t73 to i32
  %.79 = lshr i64 %t73, 32
  %.80 = trunc i64 %.79 to i32
  %.81 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.78)
  %.82 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.80)
  %.83 = zext i32 %.81 to i64
  %.84 = zext i32 %.82 to i64
  %.85 = shl i64 %.84, 32
  %.86 = or i64 %.85, %.83
  %t75 = select i1 %.75, i64 %.86, i64 %t73
  %.87 = sext i32 8 to i64
  %.88 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.89 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.88)
  %.90 = zext i32 %.89 to i64
  %.91 = add i64 %.90, %.87
  %.92 = icmp ult i64 %.91, 64
  %.93 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.94 = and i64 %.91, 63
  %.95 = lshr i64 %.93, %.94
  %.96 = trunc i64 %.95 to i1
  %.97 = and i1 %.92, %.96
  %.98 = trunc i64 %.91 to i32
  %.99 = shl i32 %.98, 2
  %.100 = zext i1 %t74 to i32
  %.101 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.99, i32 %.100)
  %.102 = trunc i32 %.101 to i1
  %t76 = select i1 %.97, i1 %.102, i1 %t74
  %t77 = icmp slt i64 %t3, 24
  %t78 = and i1 %t76, %t77
  br i1 %t78, label %b29, label %b32

b29:
  br i1 %t74, label %b30, label %b31

b30:
  %t79 = add i64 %t73, %t75
  br label %b31

b31:
  %t80 = phi i64 [ %t79, %b30 ], [ %t75, %b29 ]
  br label %b32

b32:
  %t81 = phi i64 [ %t80, %b31 ], [ %t73, %b28 ]
  %t82 = phi i1 [ true, %b31 ], [ %t74, %b28 ]
  %.103 = sext i32 4 to i64
  %.104 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.105 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.104)
  %.106 = zext i32 %.105 to i64
  %.107 = add i64 %.106, %.103
  %.108 = icmp ult i64 %.107, 64
  %.109 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.110 = and i64 %.107, 63
  %.111 = lshr i64 %.109, %.110
  %.112 = trunc i64 %.111 to i1
  %.113 = and i1 %.108, %.112
  %.114 = trunc i64 %.107 to i32
  %.115 = shl i32 %.114, 2
  %.116 = trunc i64 %t81 to i32
  %.117 = lshr i64 %t81, 32
  %.118 = trunc i64 %.117 to i32
  %.119 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.116)
  %.120 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.118)
  %.121 = zext i32 %.119 to i64
  %.122 = zext i32 %.120 to i64
  %.123 = shl i64 %.122, 32
  %.124 = or i64 %.123, %.121
  %t83 = select i1 %.113, i64 %.124, i64 %t81
  %.125 = sext i32 4 to i64
  %.126 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.127 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.126)
  %.128 = zext i32 %.127 to i64
  %.129 = add i64 %.128, %.125
  %.130 = icmp ult i64 %.129, 64
  %.131 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.132 = and i64 %.129, 63
  %.133 = lshr i64 %.131, %.132
  %.134 = trunc i64 %.133 to i1
  %.135 = and i1 %.130, %.134
  %.136 = trunc i64 %.129 to i32
  %.137 = shl i32 %.136, 2
  %.138 = zext i1 %t82 to i32
  %.139 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.137, i32 %.138)
  %.140 = trunc i32 %.139 to i1
  %t84 = select i1 %.135, i1 %.140, i1 %t82
  %t85 = icmp slt i64 %t3, 28
  %t86 = and i1 %t84, %t85
  br i1 %t86, label %b33, label %b36

b33:
  br i1 %t82, label %b34, label %b35

b34:
  %t87 = add i64 %t81, %t83
  br label %b35

b35:
  %t88 = phi i64 [ %t87, %b34 ], [ %t83, %b33 ]
  br label %b36

b36:
  %t89 = phi i64 [ %t88, %b35 ], [ %t81, %b32 ]
  %t90 = phi i1 [ true, %b35 ], [ %t82, %b32 ]
  %.141 = sext i32 2 to i64
  %.142 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.143 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.142)
  %.144 = zext i32 %.143 to i64
  %.145 = add i64 %.144, %.141
  %.146 = icmp ult i64 %.145, 64
  %.147 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.148 = and i64 %.145, 63
  %.149 = lshr i64 %.147, %.148
  %.150 = trunc i64 %.149 to i1
  %.151 = and i1 %.146, %.150
  %.152 = trunc i64 %.145 to i32
  %.153 = shl i32 %.152, 2
  %.154 = trunc i64 %t89 to i32
  %.155 = lshr i64 %t89, 32
  %.156 = trunc i64 %.155 to i32
  %.157 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.154)
  %.158 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.156)
  %.159 = zext i32 %.157 to i64
  %.160 = zext i32 %.158 to i64
  %.161 = shl i64 %.160, 32
  %.162 = or i64 %.161, %.159
  %t91 = select i1 %.151, i64 %.162, i64 %t89
  %.163 = sext i32 2 to i64
  %.164 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.165 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.164)
  %.166 = zext i32 %.165 to i64
  %.167 = add i64 %.166, %.163
  %.168 = icmp ult i64 %.167, 64
  %.169 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.170 = and i64 %.167, 63
  %.171 = lshr i64 %.169, %.170
  %.172 = trunc i64 %.171 to i1
  %.173 = and i1 %.168, %.172
  %.174 = trunc i64 %.167 to i32
  %.175 = shl i32 %.174, 2
  %.176 = zext i1 %t90 to i32
  %.177 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.176)
  %.178 = trunc i32 %.177 to i1
  %t92 = select i1 %.173, i1 %.178, i1 %t90
  %t93 = icmp slt i64 %t3, 30
  %t94 = and i1 %t92, %t93
  br i1 %t94, label %b37, label %b40

b37:
  br i1 %t90, label %b38, label %b39

b38:
  %t95 = add i64 %t89, %t91
  br label %b39

b39:
  %t96 = phi i64 [ %t95, %b38 ], [ %t91, %b37 ]
  br label %b40

b40:
  %t97 = phi i64 [ %t96, %b39 ], [ %t89, %b36 ]
  %t98 = phi i1 [ true, %b39 ], [ %t90, %b36 ]
  %.179 = sext i32 1 to i64
  %.180 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.181 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.180)
  %.182 = zext i32 %.181 to i64
  %.183 = add i64 %.182, %.179
  %.184 = icmp ult i64 %.183, 64
  %.185 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.186 = and i64 %.183, 63
  %.187 = lshr i64 %.185, %.186
  %.188 = trunc i64 %.187 to i1
  %.189 = and i1 %.184, %.188
  %.190 = trunc i64 %.183 to i32
  %.191 = shl i32 %.190, 2
  %.192 = trunc i64 %t97 to i32
  %.193 = lshr i64 %t97, 32
  %.194 = trunc i64 %.193 to i32
  %.195 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.192)
  %.196 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.194)
  %.197 = zext i32 %.195 to i64
  %.198 = zext i32 %.196 to i64
  %.199 = shl i64 %.198, 32
  %.200 = or i64 %.199, %.197
  %t99 = select i1 %.189, i64 %.200, i64 %t97
  %.201 = sext i32 1 to i64
  %.202 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.203 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.202)
  %.204 = zext i32 %.203 to i64
  %.205 = add i64 %.204, %.201
  %.206 = icmp ult i64 %.205, 64
  %.207 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.208 = and i64 %.205, 63
  %.209 = lshr i64 %.207, %.208
  %.210 = trunc i64 %.209 to i1
  %.211 = and i1 %.206, %.210
  %.212 = trunc i64 %.205 to i32
  %.213 = shl i32 %.212, 2
  %.214 = zext i1 %t98 to i32
  %.215 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.213, i32 %.214)
  %.216 = trunc i32 %.215 to i1
  %t100 = select i1 %.211, i1 %.216, i1 %t98
  %t101 = icmp slt i64 %t3, 31
  %t102 = and i1 %t100, %t101
  br i1 %t102, label %b41, label %b44

b41:
  br i1 %t98, label %b42, label %b43

b42:
  %t103 = add i64 %t97, %t99
  br label %b43

b43:
  %t104 = phi i64 [ %t103, %b42 ], [ %t99, %b41 ]
  br label %b44

b44:
  %t105 = phi i64 [ %t104, %b43 ], [ %t97, %b40 ]
  %t106 = phi i1 [ true, %b43 ], [ %t98, %b40 ]
  br label %b45

b45:
  %t107 = phi i64 [ %t105, %b44 ], [ %t65, %b23 ]
  %t108 = phi i1 [ %t106, %b44 ], [ %t66, %b23 ]
  %t109 = icmp eq i64 %t3, 0
  %t110 = and i1 %t109, %t108
  br i1 %t110, label %b46, label %b47

b46:
  %t111 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t5
  store i64 %t107, ptr addrspace(1) %t111, align 8
  br label %b47

b47:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2"(i64 %a0, ptr addrspace(1) %a1, ptr addrspace(1) %a2, i64 %a3, i8 %a4) #0 {
entry:
  %.1 = icmp ne i8 %a4, 0
  br label %b0

b0:
  %.2 = call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.2 to i64
  %t4 = icmp slt i64 %t3, %a0
  br i1 %t4, label %b1, label %b2

b1:
  %t5 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t3
  %.3 = load i64, ptr addrspace(1) %t5, align 8
  br label %b2

b2:
  %t7 = phi i64 [ %.3, %b1 ], [ 0, %b0 ]
  %t8 = phi i1 [ true, %b1 ], [ false, %b0 ]
  %t9 = add i64 %t3, 256
  br label %b3

b3:
  %t10 = phi i64 [ %t9, %b2 ], [ %t16, %b4 ]
  %t11 = phi i64 [ %t7, %b2 ], [ %t15, %b4 ]
  %t12 = icmp slt i64 %t10, %a0
  br i1 %t12, label %b4, label %b5

b4:
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t10
  %.4 = load i64, ptr addrspace(1) %t13, align 8
  %t15 = add i64 %t11, %.4
  %t16 = add i64 %t10, 256
  br label %b3

b5:
  %t17 = getelementptr inbounds i64, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.0", i64 %t3
  store i64 %t11, ptr addrspace(3) %t17, align 8
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.1", i64 %t3
  %.5 = zext i1 %t8 to i8
  store i8 %.5, ptr addrspace(3) %t18, align 1
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t19 = icmp slt i64 %t3, 128
  br i1 %t19, label %b6, label %b11

b6:
  %t20 = add i64 %t3, 128
  %t21 = getelementptr inbounds i64, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.0", i64 %t20
  %.6 = load i64, ptr addrspace(3) %t21, align 8
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.1", i64 %t20
  %.7 = load i8, ptr addrspace(3) %t23, align 1
  %.8 = icmp ne i8 %.7, 0
  br i1 %.8, label %b7, label %b10

b7:
  br i1 %t8, label %b8, label %b9

b8:
  %t25 = add i64 %t11, %.6
  br label %b9

b9:
  %t26 = phi i64 [ %t25, %b8 ], [ %.6, %b7 ]
  br label %b10

b10:
  %t27 = phi i64 [ %t26, %b9 ], [ %t11, %b6 ]
  %t28 = phi i1 [ true, %b9 ], [ %t8, %b6 ]
  store i64 %t27, ptr addrspace(3) %t17, align 8
  %.9 = zext i1 %t28 to i8
  store i8 %.9, ptr addrspace(3) %t18, align 1
  br label %b11

b11:
  %t29 = phi i64 [ %t27, %b10 ], [ %t11, %b5 ]
  %t30 = phi i1 [ %t28, %b10 ], [ %t8, %b5 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i64 %t3, 64
  br i1 %t31, label %b12, label %b17

b12:
  %t32 = add i64 %t3, 64
  %t33 = getelementptr inbounds i64, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.0", i64 %t32
  %.10 = load i64, ptr addrspace(3) %t33, align 8
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.1", i64 %t32
  %.11 = load i8, ptr addrspace(3) %t35, align 1
  %.12 = icmp ne i8 %.11, 0
  br i1 %.12, label %b13, label %b16

b13:
  br i1 %t30, label %b14, label %b15

b14:
  %t37 = add i64 %t29, %.10
  br label %b15

b15:
  %t38 = phi i64 [ %t37, %b14 ], [ %.10, %b13 ]
  br label %b16

b16:
  %t39 = phi i64 [ %t38, %b15 ], [ %t29, %b12 ]
  %t40 = phi i1 [ true, %b15 ], [ %t30, %b12 ]
  store i64 %t39, ptr addrspace(3) %t17, align 8
  %.13 = zext i1 %t40 to i8
  store i8 %.13, ptr addrspace(3) %t18, align 1
  br label %b17

b17:
  %t41 = phi i64 [ %t39, %b16 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b16 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i64 %t3, 32
  br i1 %t43, label %b18, label %b23

b18:
  %t44 = add i64 %t3, 32
  %t45 = getelementptr inbounds i64, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.0", i64 %t44
  %.14 = load i64, ptr addrspace(3) %t45, align 8
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.1", i64 %t44
  %.15 = load i8, ptr addrspace(3) %t47, align 1
  %.16 = icmp ne i8 %.15, 0
  br i1 %.16, label %b19, label %b22

b19:
  br i1 %t42, label %b20, label %b21

b20:
  %t49 = add i64 %t41, %.14
  br label %b21

b21:
  %t50 = phi i64 [ %t49, %b20 ], [ %.14, %b19 ]
  br label %b22

b22:
  %t51 = phi i64 [ %t50, %b21 ], [ %t41, %b18 ]
  %t52 = phi i1 [ true, %b21 ], [ %t42, %b18 ]
  br label %b23

b23:
  %t53 = phi i64 [ %t51, %b22 ], [ %t41, %b17 ]
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
  %.30 = trunc i64 %t53 to i32
  %.31 = lshr i64 %t53, 32
  %.32 = trunc i64 %.31 to i32
  %.33 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30)
  %.34 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.32)
  %.35 = zext i32 %.33 to i64
  %.36 = zext i32 %.34 to i64
  %.37 = shl i64 %.36, 32
  %.38 = or i64 %.37, %.35
  %t55 = select i1 %.27, i64 %.38, i64 %t53
  %.39 = sext i32 16 to i64
  %.40 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.41 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.40)
  %.42 = zext i32 %.41 to i64
  %.43 = add i64 %.42, %.39
  %.44 = icmp ult i64 %.43, 64
  %.45 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.46 = and i64 %.43, 63
  %.47 = lshr i64 %.45, %.46
  %.48 = trunc i64 %.47 to i1
  %.49 = and i1 %.44, %.48
  %.50 = trunc i64 %.43 to i32
  %.51 = shl i32 %.50, 2
  %.52 = zext i1 %t54 to i32
  %.53 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.51, i32 %.52)
  %.54 = trunc i32 %.53 to i1
  %t56 = select i1 %.49, i1 %.54, i1 %t54
  %t57 = icmp slt i64 %t3, 16
  %t58 = and i1 %t56, %t57
  br i1 %t58, label %b25, label %b28

b25:
  br i1 %t54, label %b26, label %b27

b26:
  %t59 = add i64 %t53, %t55
  br label %b27

b27:
  %t60 = phi i64 [ %t59, %b26 ], [ %t55, %b25 ]
  br label %b28

b28:
  %t61 = phi i64 [ %t60, %b27 ], [ %t53, %b24 ]
  %t62 = phi i1 [ true, %b27 ], [ %t54, %b24 ]
  %.55 = sext i32 8 to i64
  %.56 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.57 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.56)
  %.58 = zext i32 %.57 to i64
  %.59 = add i64 %.58, %.55
  %.60 = icmp ult i64 %.59, 64
  %.61 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.62 = and i64 %.59, 63
  %.63 = lshr i64 %.61, %.62
  %.64 = trunc i64 %.63 to i1
  %.65 = and i1 %.60, %.64
  %.66 = trunc i64 %.59 to i32
  %.67 = shl i32 %.66, 2
  %.68 = trunc i64 %t61 to i32
  %.69 = lshr i64 %t61, 32
  %.70 = trunc i64 %.69 to i32
  %.71 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.68)
  %.72 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.70)
  %.73 = zext i32 %.71 to i64
  %.74 = zext i32 %.72 to i64
  %.75 = shl i64 %.74, 32
  %.76 = or i64 %.75, %.73
  %t63 = select i1 %.65, i64 %.76, i64 %t61
  %.77 = sext i32 8 to i64
  %.78 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.79 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.78)
  %.80 = zext i32 %.79 to i64
  %.81 = add i64 %.80, %.77
  %.82 = icmp ult i64 %.81, 64
  %.83 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.84 = and i64 %.81, 63
  %.85 = lshr i64 %.83, %.84
  %.86 = trunc i64 %.85 to i1
  %.87 = and i1 %.82, %.86
  %.88 = trunc i64 %.81 to i32
  %.89 = shl i32 %.88, 2
  %.90 = zext i1 %t62 to i32
  %.91 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.89, i32 %.90)
  %.92 = trunc i32 %.91 to i1
  %t64 = select i1 %.87, i1 %.92, i1 %t62
  %t65 = icmp slt i64 %t3, 24
  %t66 = and i1 %t64, %t65
  br i1 %t66, label %b29, label %b32

b29:
  br i1 %t62, label %b30, label %b31

b30:
  %t67 = add i64 %t61, %t63
  br label %b31

b31:
  %t68 = phi i64 [ %t67, %b30 ], [ %t63, %b29 ]
  br label %b32

b32:
  %t69 = phi i64 [ %t68, %b31 ], [ %t61, %b28 ]
  %t70 = phi i1 [ true, %b31 ], [ %t62, %b28 ]
  %.93 = sext i32 4 to i64
  %.94 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.95 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.94)
  %.96 = zext i32 %.95 to i64
  %.97 = add i64 %.96, %.93
  %.98 = icmp ult i64 %.97, 64
  %.99 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.100 = and i64 %.97, 63
  %.101 = lshr i64 %.99, %.100
  %.102 = trunc i64 %.101 to i1
  %.103 = and i1 %.98, %.102
  %.104 = trunc i64 %.97 to i32
  %.105 = shl i32 %.104, 2
  %.106 = trunc i64 %t69 to i32
  %.107 = lshr i64 %t69, 32
  %.108 = trunc i64 %.107 to i32
  %.109 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106)
  %.110 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.108)
  %.111 = zext i32 %.109 to i64
  %.112 = zext i32 %.110 to i64
  %.113 = shl i64 %.112, 32
  %.114 = or i64 %.113, %.111
  %t71 = select i1 %.103, i64 %.114, i64 %t69
  %.115 = sext i32 4 to i64
  %.116 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.117 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.116)
  %.118 = zext i32 %.117 to i64
  %.119 = add i64 %.118, %.115
  %.120 = icmp ult i64 %.119, 64
  %.121 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.122 = and i64 %.119, 63
  %.123 = lshr i64 %.121, %.122
  %.124 = trunc i64 %.123 to i1
  %.125 = and i1 %.120, %.124
  %.126 = trunc i64 %.119 to i32
  %.127 = shl i32 %.126, 2
  %.128 = zext i1 %t70 to i32
  %.129 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.127, i32 %.128)
  %.130 = trunc i32 %.129 to i1
  %t72 = select i1 %.125, i1 %.130, i1 %t70
  %t73 = icmp slt i64 %t3, 28
  %t74 = and i1 %t72, %t73
  br i1 %t74, label %b33, label %b36

b33:
  br i1 %t70, label %b34, label %b35

b34:
  %t75 = add i64 %t69, %t71
  br label %b35

b35:
  %t76 = phi i64 [ %t75, %b34 ], [ %t71, %b33 ]
  br label %b36

b36:
  %t77 = phi i64 [ %t76, %b35 ], [ %t69, %b32 ]
  %t78 = phi i1 [ true, %b35 ], [ %t70, %b32 ]
  %.131 = sext i32 2 to i64
  %.132 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.133 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.132)
  %.134 = zext i32 %.133 to i64
  %.135 = add i64 %.134, %.131
  %.136 = icmp ult i64 %.135, 64
  %.137 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.138 = and i64 %.135, 63
  %.139 = lshr i64 %.137, %.138
  %.140 = trunc i64 %.139 to i1
  %.141 = and i1 %.136, %.140
  %.142 = trunc i64 %.135 to i32
  %.143 = shl i32 %.142, 2
  %.144 = trunc i64 %t77 to i32
  %.145 = lshr i64 %t77, 32
  %.146 = trunc i64 %.145 to i32
  %.147 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.144)
  %.148 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.146)
  %.149 = zext i32 %.147 to i64
  %.150 = zext i32 %.148 to i64
  %.151 = shl i64 %.150, 32
  %.152 = or i64 %.151, %.149
  %t79 = select i1 %.141, i64 %.152, i64 %t77
  %.153 = sext i32 2 to i64
  %.154 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.155 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.154)
  %.156 = zext i32 %.155 to i64
  %.157 = add i64 %.156, %.153
  %.158 = icmp ult i64 %.157, 64
  %.159 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.160 = and i64 %.157, 63
  %.161 = lshr i64 %.159, %.160
  %.162 = trunc i64 %.161 to i1
  %.163 = and i1 %.158, %.162
  %.164 = trunc i64 %.157 to i32
  %.165 = shl i32 %.164, 2
  %.166 = zext i1 %t78 to i32
  %.167 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.165, i32 %.166)
  %.168 = trunc i32 %.167 to i1
  %t80 = select i1 %.163, i1 %.168, i1 %t78
  %t81 = icmp slt i64 %t3, 30
  %t82 = and i1 %t80, %t81
  br i1 %t82, label %b37, label %b40

b37:
  br i1 %t78, label %b38, label %b39

b38:
  %t83 = add i64 %t77, %t79
  br label %b39

b39:
  %t84 = phi i64 [ %t83, %b38 ], [ %t79, %b37 ]
  br label %b40

b40:
  %t85 = phi i64 [ %t84, %b39 ], [ %t77, %b36 ]
  %t86 = phi i1 [ true, %b39 ], [ %t78, %b36 ]
  %.169 = sext i32 1 to i64
  %.170 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.171 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.170)
  %.172 = zext i32 %.171 to i64
  %.173 = add i64 %.172, %.169
  %.174 = icmp ult i64 %.173, 64
  %.175 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.176 = and i64 %.173, 63
  %.177 = lshr i64 %.175, %.176
  %.178 = trunc i64 %.177 to i1
  %.179 = and i1 %.174, %.178
  %.180 = trunc i64 %.173 to i32
  %.181 = shl i32 %.180, 2
  %.182 = trunc i64 %t85 to i32
  %.183 = lshr i64 %t85, 32
  %.184 = trunc i64 %.183 to i32
  %.185 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.182)
  %.186 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.184)
  %.187 = zext i32 %.185 to i64
  %.188 = zext i32 %.186 to i64
  %.189 = shl i64 %.188, 32
  %.190 = or i64 %.189, %.187
  %t87 = select i1 %.179, i64 %.190, i64 %t85
  %.191 = sext i32 1 to i64
  %.192 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.193 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.192)
  %.194 = zext i32 %.193 to i64
  %.195 = add i64 %.194, %.191
  %.196 = icmp ult i64 %.195, 64
  %.197 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.198 = and i64 %.195, 63
  %.199 = lshr i64 %.197, %.198
  %.200 = trunc i64 %.199 to i1
  %.201 = and i1 %.196, %.200
  %.202 = trunc i64 %.195 to i32
  %.203 = shl i32 %.202, 2
  %.204 = zext i1 %t86 to i32
  %.205 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.203, i32 %.204)
  %.206 = trunc i32 %.205 to i1
  %t88 = select i1 %.201, i1 %.206, i1 %t86
  %t89 = icmp slt i64 %t3, 31
  %t90 = and i1 %t88, %t89
  br i1 %t90, label %b41, label %b44

b41:
  br i1 %t86, label %b42, label %b43

b42:
  %t91 = add i64 %t85, %t87
  br label %b43

b43:
  %t92 = phi i64 [ %t91, %b42 ], [ %t87, %b41 ]
  br label %b44

b44:
  %t93 = phi i64 [ %t92, %b43 ], [ %t85, %b40 ]
  %t94 = phi i1 [ true, %b43 ], [ %t86, %b40 ]
  br label %b45

b45:
  %t95 = phi i64 [ %t93, %b44 ], [ %t53, %b23 ]
  %t96 = phi i1 [ %t94, %b44 ], [ %t54, %b23 ]
  %t97 = icmp eq i64 %t3, 0
  br i1 %t97, label %b46, label %b52

b46:
  br i1 %t96, label %b47, label %b50

b47:
  br i1 %.1, label %b48, label %b49

b48:
  %t98 = add i64 %a3, %t95
  br label %b49

b49:
  %t99 = phi i64 [ %t98, %b48 ], [ %t95, %b47 ]
  br label %b50

b50:
  %t100 = phi i64 [ %t99, %b49 ], [ %a3, %b46 ]
  %t101 = phi i1 [ true, %b49 ], [ %.1, %b46 ]
  br i1 %t101, label %b51, label %b52

b51:
  store i64 %t100, ptr addrspace(1) %a2, align 8
  br label %b52

b52:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1"(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) %a3) #0 {
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
  %t29 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.0", i64 %t3
  store float %t23, ptr addrspace(3) %t29, align 4
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.1", i64 %t3
  %.15 = zext i1 %t16 to i8
  store i8 %.15, ptr addrspace(3) %t30, align 1
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i64 %t3, 128
  br i1 %t31, label %b6, label %b11

b6:
  %t32 = add i64 %t3, 128
  %t33 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.0", i64 %t32
  %.16 = load float, ptr addrspace(3) %t33, align 4
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.1", i64 %t32
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
  %t45 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.0", i64 %t44
  %.20 = load float, ptr addrspace(3) %t45, align 4
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.1", i64 %t44
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
  %t57 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.0", i64 %t56
  %.24 = load float, ptr addrspace(3) %t57, align 4
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.1", i64 %t56
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

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2"(i64 %a0, ptr addrspace(1) %a1, ptr addrspace(1) %a2, float %a3, i8 %a4) #0 {
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
  %t17 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.0", i64 %t3
  store float %t11, ptr addrspace(3) %t17, align 4
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.1", i64 %t3
  %.5 = zext i1 %t8 to i8
  store i8 %.5, ptr addrspace(3) %t18, align 1
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t19 = icmp slt i64 %t3, 128
  br i1 %t19, label %b6, label %b11

b6:
  %t20 = add i64 %t3, 128
  %t21 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.0", i64 %t20
  %.6 = load float, ptr addrspace(3) %t21, align 4
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.1", i64 %t20
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
  %t33 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.0", i64 %t32
  %.10 = load float, ptr addrspace(3) %t33, align 4
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.1", i64 %t32
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
  %t45 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.0", i64 %t44
  %.14 = load float, ptr addrspace(3) %t45, align 4
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.1", i64 %t44
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

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1"(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) %a3) #0 {
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
  %t13 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t12
  %.13 = load double, ptr addrspace(1) %t13, align 8
  br label %b2

b2:
  %t15 = phi double [ %.13, %b1 ], [ 0x0000000000000000, %b0 ]
  %t16 = phi i1 [ true, %b1 ], [ false, %b0 ]
  %t17 = add i64 %t9, %t10
  %t18 = mul i64 %t17, %a2
  %t19 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t18
  %t20 = mul i64 %t10, %a2
  br label %b3

b3:
  %t21 = phi ptr addrspace(1) [ %t19, %b2 ], [ %t28, %b4 ]
  %t22 = phi i64 [ %t17, %b2 ], [ %t27, %b4 ]
  %t23 = phi double [ %t15, %b2 ], [ %t26, %b4 ]
  %t24 = icmp slt i64 %t22, %a0
  br i1 %t24, label %b4, label %b5

b4:
  %.14 = load double, ptr addrspace(1) %t21, align 8
  %t26 = fadd double %t23, %.14
  %t27 = add i64 %t22, %t10
  %t28 = getelementptr inbounds double, ptr addrspace(1) %t21, i64 %t20
  br label %b3

b5:
  %t29 = getelementptr inbounds double, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.0", i64 %t3
  store double %t23, ptr addrspace(3) %t29, align 8
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.1", i64 %t3
  %.15 = zext i1 %t16 to i8
  store i8 %.15, ptr addrspace(3) %t30, align 1
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i64 %t3, 128
  br i1 %t31, label %b6, label %b11

b6:
  %t32 = add i64 %t3, 128
  %t33 = getelementptr inbounds double, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.0", i64 %t32
  %.16 = load double, ptr addrspace(3) %t33, align 8
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.1", i64 %t32
  %.17 = load i8, ptr addrspace(3) %t35, align 1
  %.18 = icmp ne i8 %.17, 0
  br i1 %.18, label %b7, label %b10

b7:
  br i1 %t16, label %b8, label %b9

b8:
  %t37 = fadd double %t23, %.16
  br label %b9

b9:
  %t38 = phi double [ %t37, %b8 ], [ %.16, %b7 ]
  br label %b10

b10:
  %t39 = phi double [ %t38, %b9 ], [ %t23, %b6 ]
  %t40 = phi i1 [ true, %b9 ], [ %t16, %b6 ]
  store double %t39, ptr addrspace(3) %t29, align 8
  %.19 = zext i1 %t40 to i8
  store i8 %.19, ptr addrspace(3) %t30, align 1
  br label %b11

b11:
  %t41 = phi double [ %t39, %b10 ], [ %t23, %b5 ]
  %t42 = phi i1 [ %t40, %b10 ], [ %t16, %b5 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i64 %t3, 64
  br i1 %t43, label %b12, label %b17

b12:
  %t44 = add i64 %t3, 64
  %t45 = getelementptr inbounds double, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.0", i64 %t44
  %.20 = load double, ptr addrspace(3) %t45, align 8
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.1", i64 %t44
  %.21 = load i8, ptr addrspace(3) %t47, align 1
  %.22 = icmp ne i8 %.21, 0
  br i1 %.22, label %b13, label %b16

b13:
  br i1 %t42, label %b14, label %b15

b14:
  %t49 = fadd double %t41, %.20
  br label %b15

b15:
  %t50 = phi double [ %t49, %b14 ], [ %.20, %b13 ]
  br label %b16

b16:
  %t51 = phi double [ %t50, %b15 ], [ %t41, %b12 ]
  %t52 = phi i1 [ true, %b15 ], [ %t42, %b12 ]
  store double %t51, ptr addrspace(3) %t29, align 8
  %.23 = zext i1 %t52 to i8
  store i8 %.23, ptr addrspace(3) %t30, align 1
  br label %b17

b17:
  %t53 = phi double [ %t51, %b16 ], [ %t41, %b11 ]
  %t54 = phi i1 [ %t52, %b16 ], [ %t42, %b11 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t55 = icmp slt i64 %t3, 32
  br i1 %t55, label %b18, label %b23

b18:
  %t56 = add i64 %t3, 32
  %t57 = getelementptr inbounds double, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.0", i64 %t56
  %.24 = load double, ptr addrspace(3) %t57, align 8
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.1", i64 %t56
  %.25 = load i8, ptr addrspace(3) %t59, align 1
  %.26 = icmp ne i8 %.25, 0
  br i1 %.26, label %b19, label %b22

b19:
  br i1 %t54, label %b20, label %b21

b20:
  %t61 = fadd double %t53, %.24
  br label %b21

b21:
  %t62 = phi double [ %t61, %b20 ], [ %.24, %b19 ]
  br label %b22

b22:
  %t63 = phi double [ %t62, %b21 ], [ %t53, %b18 ]
  %t64 = phi i1 [ true, %b21 ], [ %t54, %b18 ]
  br label %b23

b23:
  %t65 = phi double [ %t63, %b22 ], [ %t53, %b17 ]
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
  %.40 = bitcast double %t65 to i64
  %.41 = trunc i64 %.40 to i32
  %.42 = lshr i64 %.40, 32
  %.43 = trunc i64 %.42 to i32
  %.44 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.41)
  %.45 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.43)
  %.46 = zext i32 %.44 to i64
  %.47 = zext i32 %.45 to i64
  %.48 = shl i64 %.47, 32
  %.49 = or i64 %.48, %.46
  %.50 = bitcast i64 %.49 to double
  %t67 = select i1 %.37, double %.50, double %t65
  %.51 = sext i32 16 to i64
  %.52 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.53 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.52)
  %.54 = zext i32 %.53 to i64
  %.55 = add i64 %.54, %.51
  %.56 = icmp ult i64 %.55, 64
  %.57 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.58 = and i64 %.55, 63
  %.59 = lshr i64 %.57, %.58
  %.60 = trunc i64 %.59 to i1
  %.61 = and i1 %.56, %.60
  %.62 = trunc i64 %.55 to i32
  %.63 = shl i32 %.62, 2
  %.64 = zext i1 %t66 to i32
  %.65 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.63, i32 %.64)
  %.66 = trunc i32 %.65 to i1
  %t68 = select i1 %.61, i1 %.66, i1 %t66
  %t69 = icmp slt i64 %t3, 16
  %t70 = and i1 %t68, %t69
  br i1 %t70, label %b25, label %b28

b25:
  br i1 %t66, label %b26, label %b27

b26:
  %t71 = fadd double %t65, %t67
  br label %b27

b27:
  %t72 = phi double [ %t71, %b26 ], [ %t67, %b25 ]
  br label %b28

b28:
  %t73 = phi double [ %t72, %b27 ], [ %t65, %b24 ]
  %t74 = phi i1 [ true, %b27 ], [ %t66, %b24 ]
  %.67 = sext i32 8 to i64
  %.68 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.69 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.68)
  %.70 = zext i32 %.69 to i64
  %.71 = add i64 %.70, %.67
  %.72 = icmp ult i64 %.71, 64
  %.73 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.74 = and i64 %.71, 63
  %.75 = lshr i64 %.73, %.74
  %.76 = trunc i64 %.75 to i1
  %.77 = and i1 %.72, %.76
  %.78 = trunc i64 %.71 to i32
  %.79 = shl i32 %.78, 2
  %.80 = bitcast double %t73 to i64
  %.81 = trunc i64 %.80 to i32
  %.82 = lshr i64 %.80, 32
  %.83 = trunc i64 %.82 to i32
  %.84 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.81)
  %.85 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.83)
  %.86 = zext i32 %.84 to i64
  %.87 = zext i32 %.85 to i64
  %.88 = shl i64 %.87, 32
  %.89 = or i64 %.88, %.86
  %.90 = bitcast i64 %.89 to double
  %t75 = select i1 %.77, double %.90, double %t73
  %.91 = sext i32 8 to i64
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
  %.104 = zext i1 %t74 to i32
  %.105 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.103, i32 %.104)
  %.106 = trunc i32 %.105 to i1
  %t76 = select i1 %.101, i1 %.106, i1 %t74
  %t77 = icmp slt i64 %t3, 24
  %t78 = and i1 %t76, %t77
  br i1 %t78, label %b29, label %b32

b29:
  br i1 %t74, label %b30, label %b31

b30:
  %t79 = fadd double %t73, %t75
  br label %b31

b31:
  %t80 = phi double [ %t79, %b30 ], [ %t75, %b29 ]
  br label %b32

b32:
  %t81 = phi double [ %t80, %b31 ], [ %t73, %b28 ]
  %t82 = phi i1 [ true, %b31 ], [ %t74, %b28 ]
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
  %.120 = bitcast double %t81 to i64
  %.121 = trunc i64 %.120 to i32
  %.122 = lshr i64 %.120, 32
  %.123 = trunc i64 %.122 to i32
  %.124 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.119, i32 %.121)
  %.125 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.119, i32 %.123)
  %.126 = zext i32 %.124 to i64
  %.127 = zext i32 %.125 to i64
  %.128 = shl i64 %.127, 32
  %.129 = or i64 %.128, %.126
  %.130 = bitcast i64 %.129 to double
  %t83 = select i1 %.117, double %.130, double %t81
  %.131 = sext i32 4 to i64
  %.132 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.133 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.132)
  %.134 = zext i32 %.133 to i64
  %.135 = add i64 %.134, %.131
  %.136 = icmp ult i64 %.135, 64
  %.137 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.138 = and i64 %.135, 63
  %.139 = lshr i64 %.137, %.138
  %.140 = trunc i64 %.139 to i1
  %.141 = and i1 %.136, %.140
  %.142 = trunc i64 %.135 to i32
  %.143 = shl i32 %.142, 2
  %.144 = zext i1 %t82 to i32
  %.145 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.144)
  %.146 = trunc i32 %.145 to i1
  %t84 = select i1 %.141, i1 %.146, i1 %t82
  %t85 = icmp slt i64 %t3, 28
  %t86 = and i1 %t84, %t85
  br i1 %t86, label %b33, label %b36

b33:
  br i1 %t82, label %b34, label %b35

b34:
  %t87 = fadd double %t81, %t83
  br label %b35

b35:
  %t88 = phi double [ %t87, %b34 ], [ %t83, %b33 ]
  br label %b36

b36:
  %t89 = phi double [ %t88, %b35 ], [ %t81, %b32 ]
  %t90 = phi i1 [ true, %b35 ], [ %t82, %b32 ]
  %.147 = sext i32 2 to i64
  %.148 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.149 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.148)
  %.150 = zext i32 %.149 to i64
  %.151 = add i64 %.150, %.147
  %.152 = icmp ult i64 %.151, 64
  %.153 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.154 = and i64 %.151, 63
  %.155 = lshr i64 %.153, %.154
  %.156 = trunc i64 %.155 to i1
  %.157 = and i1 %.152, %.156
  %.158 = trunc i64 %.151 to i32
  %.159 = shl i32 %.158, 2
  %.160 = bitcast double %t89 to i64
  %.161 = trunc i64 %.160 to i32
  %.162 = lshr i64 %.160, 32
  %.163 = trunc i64 %.162 to i32
  %.164 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.161)
  %.165 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.163)
  %.166 = zext i32 %.164 to i64
  %.167 = zext i32 %.165 to i64
  %.168 = shl i64 %.167, 32
  %.169 = or i64 %.168, %.166
  %.170 = bitcast i64 %.169 to double
  %t91 = select i1 %.157, double %.170, double %t89
  %.171 = sext i32 2 to i64
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
  %.184 = zext i1 %t90 to i32
  %.185 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.183, i32 %.184)
  %.186 = trunc i32 %.185 to i1
  %t92 = select i1 %.181, i1 %.186, i1 %t90
  %t93 = icmp slt i64 %t3, 30
  %t94 = and i1 %t92, %t93
  br i1 %t94, label %b37, label %b40

b37:
  br i1 %t90, label %b38, label %b39

b38:
  %t95 = fadd double %t89, %t91
  br label %b39

b39:
  %t96 = phi double [ %t95, %b38 ], [ %t91, %b37 ]
  br label %b40

b40:
  %t97 = phi double [ %t96, %b39 ], [ %t89, %b36 ]
  %t98 = phi i1 [ true, %b39 ], [ %t90, %b36 ]
  %.187 = sext i32 1 to i64
  %.188 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.189 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.188)
  %.190 = zext i32 %.189 to i64
  %.191 = add i64 %.190, %.187
  %.192 = icmp ult i64 %.191, 64
  %.193 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.194 = and i64 %.191, 63
  %.195 = lshr i64 %.193, %.194
  %.196 = trunc i64 %.195 to i1
  %.197 = and i1 %.192, %.196
  %.198 = trunc i64 %.191 to i32
  %.199 = shl i32 %.198, 2
  %.200 = bitcast double %t97 to i64
  %.201 = trunc i64 %.200 to i32
  %.202 = lshr i64 %.200, 32
  %.203 = trunc i64 %.202 to i32
  %.204 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.199, i32 %.201)
  %.205 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.199, i32 %.203)
  %.206 = zext i32 %.204 to i64
  %.207 = zext i32 %.205 to i64
  %.208 = shl i64 %.207, 32
  %.209 = or i64 %.208, %.206
  %.210 = bitcast i64 %.209 to double
  %t99 = select i1 %.197, double %.210, double %t97
  %.211 = sext i32 1 to i64
  %.212 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.213 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.212)
  %.214 = zext i32 %.213 to i64
  %.215 = add i64 %.214, %.211
  %.216 = icmp ult i64 %.215, 64
  %.217 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.218 = and i64 %.215, 63
  %.219 = lshr i64 %.217, %.218
  %.220 = trunc i64 %.219 to i1
  %.221 = and i1 %.216, %.220
  %.222 = trunc i64 %.215 to i32
  %.223 = shl i32 %.222, 2
  %.224 = zext i1 %t98 to i32
  %.225 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.223, i32 %.224)
  %.226 = trunc i32 %.225 to i1
  %t100 = select i1 %.221, i1 %.226, i1 %t98
  %t101 = icmp slt i64 %t3, 31
  %t102 = and i1 %t100, %t101
  br i1 %t102, label %b41, label %b44

b41:
  br i1 %t98, label %b42, label %b43

b42:
  %t103 = fadd double %t97, %t99
  br label %b43

b43:
  %t104 = phi double [ %t103, %b42 ], [ %t99, %b41 ]
  br label %b44

b44:
  %t105 = phi double [ %t104, %b43 ], [ %t97, %b40 ]
  %t106 = phi i1 [ true, %b43 ], [ %t98, %b40 ]
  br label %b45

b45:
  %t107 = phi double [ %t105, %b44 ], [ %t65, %b23 ]
  %t108 = phi i1 [ %t106, %b44 ], [ %t66, %b23 ]
  %t109 = icmp eq i64 %t3, 0
  %t110 = and i1 %t109, %t108
  br i1 %t110, label %b46, label %b47

b46:
  %t111 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t5
  store double %t107, ptr addrspace(1) %t111, align 8
  br label %b47

b47:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2"(i64 %a0, ptr addrspace(1) %a1, ptr addrspace(1) %a2, double %a3, i8 %a4) #0 {
entry:
  %.1 = icmp ne i8 %a4, 0
  br label %b0

b0:
  %.2 = call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.2 to i64
  %t4 = icmp slt i64 %t3, %a0
  br i1 %t4, label %b1, label %b2

b1:
  %t5 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t3
  %.3 = load double, ptr addrspace(1) %t5, align 8
  br label %b2

b2:
  %t7 = phi double [ %.3, %b1 ], [ 0x0000000000000000, %b0 ]
  %t8 = phi i1 [ true, %b1 ], [ false, %b0 ]
  %t9 = add i64 %t3, 256
  br label %b3

b3:
  %t10 = phi i64 [ %t9, %b2 ], [ %t16, %b4 ]
  %t11 = phi double [ %t7, %b2 ], [ %t15, %b4 ]
  %t12 = icmp slt i64 %t10, %a0
  br i1 %t12, label %b4, label %b5

b4:
  %t13 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t10
  %.4 = load double, ptr addrspace(1) %t13, align 8
  %t15 = fadd double %t11, %.4
  %t16 = add i64 %t10, 256
  br label %b3

b5:
  %t17 = getelementptr inbounds double, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.0", i64 %t3
  store double %t11, ptr addrspace(3) %t17, align 8
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.1", i64 %t3
  %.5 = zext i1 %t8 to i8
  store i8 %.5, ptr addrspace(3) %t18, align 1
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t19 = icmp slt i64 %t3, 128
  br i1 %t19, label %b6, label %b11

b6:
  %t20 = add i64 %t3, 128
  %t21 = getelementptr inbounds double, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.0", i64 %t20
  %.6 = load double, ptr addrspace(3) %t21, align 8
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.1", i64 %t20
  %.7 = load i8, ptr addrspace(3) %t23, align 1
  %.8 = icmp ne i8 %.7, 0
  br i1 %.8, label %b7, label %b10

b7:
  br i1 %t8, label %b8, label %b9

b8:
  %t25 = fadd double %t11, %.6
  br label %b9

b9:
  %t26 = phi double [ %t25, %b8 ], [ %.6, %b7 ]
  br label %b10

b10:
  %t27 = phi double [ %t26, %b9 ], [ %t11, %b6 ]
  %t28 = phi i1 [ true, %b9 ], [ %t8, %b6 ]
  store double %t27, ptr addrspace(3) %t17, align 8
  %.9 = zext i1 %t28 to i8
  store i8 %.9, ptr addrspace(3) %t18, align 1
  br label %b11

b11:
  %t29 = phi double [ %t27, %b10 ], [ %t11, %b5 ]
  %t30 = phi i1 [ %t28, %b10 ], [ %t8, %b5 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i64 %t3, 64
  br i1 %t31, label %b12, label %b17

b12:
  %t32 = add i64 %t3, 64
  %t33 = getelementptr inbounds double, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.0", i64 %t32
  %.10 = load double, ptr addrspace(3) %t33, align 8
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.1", i64 %t32
  %.11 = load i8, ptr addrspace(3) %t35, align 1
  %.12 = icmp ne i8 %.11, 0
  br i1 %.12, label %b13, label %b16

b13:
  br i1 %t30, label %b14, label %b15

b14:
  %t37 = fadd double %t29, %.10
  br label %b15

b15:
  %t38 = phi double [ %t37, %b14 ], [ %.10, %b13 ]
  br label %b16

b16:
  %t39 = phi double [ %t38, %b15 ], [ %t29, %b12 ]
  %t40 = phi i1 [ true, %b15 ], [ %t30, %b12 ]
  store double %t39, ptr addrspace(3) %t17, align 8
  %.13 = zext i1 %t40 to i8
  store i8 %.13, ptr addrspace(3) %t18, align 1
  br label %b17

b17:
  %t41 = phi double [ %t39, %b16 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b16 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i64 %t3, 32
  br i1 %t43, label %b18, label %b23

b18:
  %t44 = add i64 %t3, 32
  %t45 = getelementptr inbounds double, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.0", i64 %t44
  %.14 = load double, ptr addrspace(3) %t45, align 8
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.1", i64 %t44
  %.15 = load i8, ptr addrspace(3) %t47, align 1
  %.16 = icmp ne i8 %.15, 0
  br i1 %.16, label %b19, label %b22

b19:
  br i1 %t42, label %b20, label %b21

b20:
  %t49 = fadd double %t41, %.14
  br label %b21

b21:
  %t50 = phi double [ %t49, %b20 ], [ %.14, %b19 ]
  br label %b22

b22:
  %t51 = phi double [ %t50, %b21 ], [ %t41, %b18 ]
  %t52 = phi i1 [ true, %b21 ], [ %t42, %b18 ]
  br label %b23

b23:
  %t53 = phi double [ %t51, %b22 ], [ %t41, %b17 ]
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
  %.30 = bitcast double %t53 to i64
  %.31 = trunc i64 %.30 to i32
  %.32 = lshr i64 %.30, 32
  %.33 = trunc i64 %.32 to i32
  %.34 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.31)
  %.35 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.33)
  %.36 = zext i32 %.34 to i64
  %.37 = zext i32 %.35 to i64
  %.38 = shl i64 %.37, 32
  %.39 = or i64 %.38, %.36
  %.40 = bitcast i64 %.39 to double
  %t55 = select i1 %.27, double %.40, double %t53
  %.41 = sext i32 16 to i64
  %.42 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.43 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.42)
  %.44 = zext i32 %.43 to i64
  %.45 = add i64 %.44, %.41
  %.46 = icmp ult i64 %.45, 64
  %.47 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.48 = and i64 %.45, 63
  %.49 = lshr i64 %.47, %.48
  %.50 = trunc i64 %.49 to i1
  %.51 = and i1 %.46, %.50
  %.52 = trunc i64 %.45 to i32
  %.53 = shl i32 %.52, 2
  %.54 = zext i1 %t54 to i32
  %.55 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.53, i32 %.54)
  %.56 = trunc i32 %.55 to i1
  %t56 = select i1 %.51, i1 %.56, i1 %t54
  %t57 = icmp slt i64 %t3, 16
  %t58 = and i1 %t56, %t57
  br i1 %t58, label %b25, label %b28

b25:
  br i1 %t54, label %b26, label %b27

b26:
  %t59 = fadd double %t53, %t55
  br label %b27

b27:
  %t60 = phi double [ %t59, %b26 ], [ %t55, %b25 ]
  br label %b28

b28:
  %t61 = phi double [ %t60, %b27 ], [ %t53, %b24 ]
  %t62 = phi i1 [ true, %b27 ], [ %t54, %b24 ]
  %.57 = sext i32 8 to i64
  %.58 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.59 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.58)
  %.60 = zext i32 %.59 to i64
  %.61 = add i64 %.60, %.57
  %.62 = icmp ult i64 %.61, 64
  %.63 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.64 = and i64 %.61, 63
  %.65 = lshr i64 %.63, %.64
  %.66 = trunc i64 %.65 to i1
  %.67 = and i1 %.62, %.66
  %.68 = trunc i64 %.61 to i32
  %.69 = shl i32 %.68, 2
  %.70 = bitcast double %t61 to i64
  %.71 = trunc i64 %.70 to i32
  %.72 = lshr i64 %.70, 32
  %.73 = trunc i64 %.72 to i32
  %.74 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.69, i32 %.71)
  %.75 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.69, i32 %.73)
  %.76 = zext i32 %.74 to i64
  %.77 = zext i32 %.75 to i64
  %.78 = shl i64 %.77, 32
  %.79 = or i64 %.78, %.76
  %.80 = bitcast i64 %.79 to double
  %t63 = select i1 %.67, double %.80, double %t61
  %.81 = sext i32 8 to i64
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
  %.94 = zext i1 %t62 to i32
  %.95 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.93, i32 %.94)
  %.96 = trunc i32 %.95 to i1
  %t64 = select i1 %.91, i1 %.96, i1 %t62
  %t65 = icmp slt i64 %t3, 24
  %t66 = and i1 %t64, %t65
  br i1 %t66, label %b29, label %b32

b29:
  br i1 %t62, label %b30, label %b31

b30:
  %t67 = fadd double %t61, %t63
  br label %b31

b31:
  %t68 = phi double [ %t67, %b30 ], [ %t63, %b29 ]
  br label %b32

b32:
  %t69 = phi double [ %t68, %b31 ], [ %t61, %b28 ]
  %t70 = phi i1 [ true, %b31 ], [ %t62, %b28 ]
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
  %.110 = bitcast double %t69 to i64
  %.111 = trunc i64 %.110 to i32
  %.112 = lshr i64 %.110, 32
  %.113 = trunc i64 %.112 to i32
  %.114 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.109, i32 %.111)
  %.115 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.109, i32 %.113)
  %.116 = zext i32 %.114 to i64
  %.117 = zext i32 %.115 to i64
  %.118 = shl i64 %.117, 32
  %.119 = or i64 %.118, %.116
  %.120 = bitcast i64 %.119 to double
  %t71 = select i1 %.107, double %.120, double %t69
  %.121 = sext i32 4 to i64
  %.122 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.123 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.122)
  %.124 = zext i32 %.123 to i64
  %.125 = add i64 %.124, %.121
  %.126 = icmp ult i64 %.125, 64
  %.127 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.128 = and i64 %.125, 63
  %.129 = lshr i64 %.127, %.128
  %.130 = trunc i64 %.129 to i1
  %.131 = and i1 %.126, %.130
  %.132 = trunc i64 %.125 to i32
  %.133 = shl i32 %.132, 2
  %.134 = zext i1 %t70 to i32
  %.135 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.133, i32 %.134)
  %.136 = trunc i32 %.135 to i1
  %t72 = select i1 %.131, i1 %.136, i1 %t70
  %t73 = icmp slt i64 %t3, 28
  %t74 = and i1 %t72, %t73
  br i1 %t74, label %b33, label %b36

b33:
  br i1 %t70, label %b34, label %b35

b34:
  %t75 = fadd double %t69, %t71
  br label %b35

b35:
  %t76 = phi double [ %t75, %b34 ], [ %t71, %b33 ]
  br label %b36

b36:
  %t77 = phi double [ %t76, %b35 ], [ %t69, %b32 ]
  %t78 = phi i1 [ true, %b35 ], [ %t70, %b32 ]
  %.137 = sext i32 2 to i64
  %.138 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.139 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.138)
  %.140 = zext i32 %.139 to i64
  %.141 = add i64 %.140, %.137
  %.142 = icmp ult i64 %.141, 64
  %.143 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.144 = and i64 %.141, 63
  %.145 = lshr i64 %.143, %.144
  %.146 = trunc i64 %.145 to i1
  %.147 = and i1 %.142, %.146
  %.148 = trunc i64 %.141 to i32
  %.149 = shl i32 %.148, 2
  %.150 = bitcast double %t77 to i64
  %.151 = trunc i64 %.150 to i32
  %.152 = lshr i64 %.150, 32
  %.153 = trunc i64 %.152 to i32
  %.154 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.149, i32 %.151)
  %.155 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.149, i32 %.153)
  %.156 = zext i32 %.154 to i64
  %.157 = zext i32 %.155 to i64
  %.158 = shl i64 %.157, 32
  %.159 = or i64 %.158, %.156
  %.160 = bitcast i64 %.159 to double
  %t79 = select i1 %.147, double %.160, double %t77
  %.161 = sext i32 2 to i64
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
  %.174 = zext i1 %t78 to i32
  %.175 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.173, i32 %.174)
  %.176 = trunc i32 %.175 to i1
  %t80 = select i1 %.171, i1 %.176, i1 %t78
  %t81 = icmp slt i64 %t3, 30
  %t82 = and i1 %t80, %t81
  br i1 %t82, label %b37, label %b40

b37:
  br i1 %t78, label %b38, label %b39

b38:
  %t83 = fadd double %t77, %t79
  br label %b39

b39:
  %t84 = phi double [ %t83, %b38 ], [ %t79, %b37 ]
  br label %b40

b40:
  %t85 = phi double [ %t84, %b39 ], [ %t77, %b36 ]
  %t86 = phi i1 [ true, %b39 ], [ %t78, %b36 ]
  %.177 = sext i32 1 to i64
  %.178 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.179 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.178)
  %.180 = zext i32 %.179 to i64
  %.181 = add i64 %.180, %.177
  %.182 = icmp ult i64 %.181, 64
  %.183 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.184 = and i64 %.181, 63
  %.185 = lshr i64 %.183, %.184
  %.186 = trunc i64 %.185 to i1
  %.187 = and i1 %.182, %.186
  %.188 = trunc i64 %.181 to i32
  %.189 = shl i32 %.188, 2
  %.190 = bitcast double %t85 to i64
  %.191 = trunc i64 %.190 to i32
  %.192 = lshr i64 %.190, 32
  %.193 = trunc i64 %.192 to i32
  %.194 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.191)
  %.195 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.193)
  %.196 = zext i32 %.194 to i64
  %.197 = zext i32 %.195 to i64
  %.198 = shl i64 %.197, 32
  %.199 = or i64 %.198, %.196
  %.200 = bitcast i64 %.199 to double
  %t87 = select i1 %.187, double %.200, double %t85
  %.201 = sext i32 1 to i64
  %.202 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.203 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.202)
  %.204 = zext i32 %.203 to i64
  %.205 = add i64 %.204, %.201
  %.206 = icmp ult i64 %.205, 64
  %.207 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.208 = and i64 %.205, 63
  %.209 = lshr i64 %.207, %.208
  %.210 = trunc i64 %.209 to i1
  %.211 = and i1 %.206, %.210
  %.212 = trunc i64 %.205 to i32
  %.213 = shl i32 %.212, 2
  %.214 = zext i1 %t86 to i32
  %.215 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.213, i32 %.214)
  %.216 = trunc i32 %.215 to i1
  %t88 = select i1 %.211, i1 %.216, i1 %t86
  %t89 = icmp slt i64 %t3, 31
  %t90 = and i1 %t88, %t89
  br i1 %t90, label %b41, label %b44

b41:
  br i1 %t86, label %b42, label %b43

b42:
  %t91 = fadd double %t85, %t87
  br label %b43

b43:
  %t92 = phi double [ %t91, %b42 ], [ %t87, %b41 ]
  br label %b44

b44:
  %t93 = phi double [ %t92, %b43 ], [ %t85, %b40 ]
  %t94 = phi i1 [ true, %b43 ], [ %t86, %b40 ]
  br label %b45

b45:
  %t95 = phi double [ %t93, %b44 ], [ %t53, %b23 ]
  %t96 = phi i1 [ %t94, %b44 ], [ %t54, %b23 ]
  %t97 = icmp eq i64 %t3, 0
  br i1 %t97, label %b46, label %b52

b46:
  br i1 %t96, label %b47, label %b50

b47:
  br i1 %.1, label %b48, label %b49

b48:
  %t98 = fadd double %a3, %t95
  br label %b49

b49:
  %t99 = phi double [ %t98, %b48 ], [ %t95, %b47 ]
  br label %b50

b50:
  %t100 = phi double [ %t99, %b49 ], [ %a3, %b46 ]
  %t101 = phi i1 [ true, %b49 ], [ %.1, %b46 ]
  br i1 %t101, label %b51, label %b52

b51:
  store double %t100, ptr addrspace(1) %a2, align 8
  br label %b52

b52:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1"(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) %a3) #0 {
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
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t12
  %.13 = load i64, ptr addrspace(1) %t13, align 8
  br label %b2

b2:
  %t15 = phi i64 [ %.13, %b1 ], [ 0, %b0 ]
  %t16 = phi i1 [ true, %b1 ], [ false, %b0 ]
  %t17 = add i64 %t9, %t10
  %t18 = mul i64 %t17, %a2
  %t19 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t18
  %t20 = mul i64 %t10, %a2
  br label %b3

b3:
  %t21 = phi ptr addrspace(1) [ %t19, %b2 ], [ %t28, %b4 ]
  %t22 = phi i64 [ %t17, %b2 ], [ %t27, %b4 ]
  %t23 = phi i64 [ %t15, %b2 ], [ %t26, %b4 ]
  %t24 = icmp slt i64 %t22, %a0
  br i1 %t24, label %b4, label %b5

b4:
  %.14 = load i64, ptr addrspace(1) %t21, align 8
  %t26 = call i64 @llvm.smax.i64(i64 %t23, i64 %.14)
  %t27 = add i64 %t22, %t10
  %t28 = getelementptr inbounds i64, ptr addrspace(1) %t21, i64 %t20
  br label %b3

b5:
  %t29 = getelementptr inbounds i64, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.0", i64 %t3
  store i64 %t23, ptr addrspace(3) %t29, align 8
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.1", i64 %t3
  %.15 = zext i1 %t16 to i8
  store i8 %.15, ptr addrspace(3) %t30, align 1
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i64 %t3, 128
  br i1 %t31, label %b6, label %b11

b6:
  %t32 = add i64 %t3, 128
  %t33 = getelementptr inbounds i64, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.0", i64 %t32
  %.16 = load i64, ptr addrspace(3) %t33, align 8
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.1", i64 %t32
  %.17 = load i8, ptr addrspace(3) %t35, align 1
  %.18 = icmp ne i8 %.17, 0
  br i1 %.18, label %b7, label %b10

b7:
  br i1 %t16, label %b8, label %b9

b8:
  %t37 = call i64 @llvm.smax.i64(i64 %t23, i64 %.16)
  br label %b9

b9:
  %t38 = phi i64 [ %t37, %b8 ], [ %.16, %b7 ]
  br label %b10

b10:
  %t39 = phi i64 [ %t38, %b9 ], [ %t23, %b6 ]
  %t40 = phi i1 [ true, %b9 ], [ %t16, %b6 ]
  store i64 %t39, ptr addrspace(3) %t29, align 8
  %.19 = zext i1 %t40 to i8
  store i8 %.19, ptr addrspace(3) %t30, align 1
  br label %b11

b11:
  %t41 = phi i64 [ %t39, %b10 ], [ %t23, %b5 ]
  %t42 = phi i1 [ %t40, %b10 ], [ %t16, %b5 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i64 %t3, 64
  br i1 %t43, label %b12, label %b17

b12:
  %t44 = add i64 %t3, 64
  %t45 = getelementptr inbounds i64, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.0", i64 %t44
  %.20 = load i64, ptr addrspace(3) %t45, align 8
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.1", i64 %t44
  %.21 = load i8, ptr addrspace(3) %t47, align 1
  %.22 = icmp ne i8 %.21, 0
  br i1 %.22, label %b13, label %b16

b13:
  br i1 %t42, label %b14, label %b15

b14:
  %t49 = call i64 @llvm.smax.i64(i64 %t41, i64 %.20)
  br label %b15

b15:
  %t50 = phi i64 [ %t49, %b14 ], [ %.20, %b13 ]
  br label %b16

b16:
  %t51 = phi i64 [ %t50, %b15 ], [ %t41, %b12 ]
  %t52 = phi i1 [ true, %b15 ], [ %t42, %b12 ]
  store i64 %t51, ptr addrspace(3) %t29, align 8
  %.23 = zext i1 %t52 to i8
  store i8 %.23, ptr addrspace(3) %t30, align 1
  br label %b17

b17:
  %t53 = phi i64 [ %t51, %b16 ], [ %t41, %b11 ]
  %t54 = phi i1 [ %t52, %b16 ], [ %t42, %b11 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t55 = icmp slt i64 %t3, 32
  br i1 %t55, label %b18, label %b23

b18:
  %t56 = add i64 %t3, 32
  %t57 = getelementptr inbounds i64, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.0", i64 %t56
  %.24 = load i64, ptr addrspace(3) %t57, align 8
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.1", i64 %t56
  %.25 = load i8, ptr addrspace(3) %t59, align 1
  %.26 = icmp ne i8 %.25, 0
  br i1 %.26, label %b19, label %b22

b19:
  br i1 %t54, label %b20, label %b21

b20:
  %t61 = call i64 @llvm.smax.i64(i64 %t53, i64 %.24)
  br label %b21

b21:
  %t62 = phi i64 [ %t61, %b20 ], [ %.24, %b19 ]
  br label %b22

b22:
  %t63 = phi i64 [ %t62, %b21 ], [ %t53, %b18 ]
  %t64 = phi i1 [ true, %b21 ], [ %t54, %b18 ]
  br label %b23

b23:
  %t65 = phi i64 [ %t63, %b22 ], [ %t53, %b17 ]
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
  %.40 = trunc i64 %t65 to i32
  %.41 = lshr i64 %t65, 32
  %.42 = trunc i64 %.41 to i32
  %.43 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.40)
  %.44 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.42)
  %.45 = zext i32 %.43 to i64
  %.46 = zext i32 %.44 to i64
  %.47 = shl i64 %.46, 32
  %.48 = or i64 %.47, %.45
  %t67 = select i1 %.37, i64 %.48, i64 %t65
  %.49 = sext i32 16 to i64
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
  %.62 = zext i1 %t66 to i32
  %.63 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.62)
  %.64 = trunc i32 %.63 to i1
  %t68 = select i1 %.59, i1 %.64, i1 %t66
  %t69 = icmp slt i64 %t3, 16
  %t70 = and i1 %t68, %t69
  br i1 %t70, label %b25, label %b28

b25:
  br i1 %t66, label %b26, label %b27

b26:
  %t71 = call i64 @llvm.smax.i64(i64 %t65, i64 %t67)
  br label %b27

b27:
  %t72 = phi i64 [ %t71, %b26 ], [ %t67, %b25 ]
  br label %b28

b28:
  %t73 = phi i64 [ %t72, %b27 ], [ %t65, %b24 ]
  %t74 = phi i1 [ true, %b27 ], [ %t66, %b24 ]
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
  %.78 = trunc i64 %t73 to i32
  %.79 = lshr i64 %t73, 32
  %.80 = trunc i64 %.79 to i32
  %.81 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.78)
  %.82 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.80)
  %.83 = zext i32 %.81 to i64
  %.84 = zext i32 %.82 to i64
  %.85 = shl i64 %.84, 32
  %.86 = or i64 %.85, %.83
  %t75 = select i1 %.75, i64 %.86, i64 %t73
  %.87 = sext i32 8 to i64
  %.88 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.89 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.88)
  %.90 = zext i32 %.89 to i64
  %.91 = add i64 %.90, %.87
  %.92 = icmp ult i64 %.91, 64
  %.93 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.94 = and i64 %.91, 63
  %.95 = lshr i64 %.93, %.94
  %.96 = trunc i64 %.95 to i1
  %.97 = and i1 %.92, %.96
  %.98 = trunc i64 %.91 to i32
  %.99 = shl i32 %.98, 2
  %.100 = zext i1 %t74 to i32
  %.101 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.99, i32 %.100)
  %.102 = trunc i32 %.101 to i1
  %t76 = select i1 %.97, i1 %.102, i1 %t74
  %t77 = icmp slt i64 %t3, 24
  %t78 = and i1 %t76, %t77
  br i1 %t78, label %b29, label %b32

b29:
  br i1 %t74, label %b30, label %b31

b30:
  %t79 = call i64 @llvm.smax.i64(i64 %t73, i64 %t75)
  br label %b31

b31:
  %t80 = phi i64 [ %t79, %b30 ], [ %t75, %b29 ]
  br label %b32

b32:
  %t81 = phi i64 [ %t80, %b31 ], [ %t73, %b28 ]
  %t82 = phi i1 [ true, %b31 ], [ %t74, %b28 ]
  %.103 = sext i32 4 to i64
  %.104 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.105 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.104)
  %.106 = zext i32 %.105 to i64
  %.107 = add i64 %.106, %.103
  %.108 = icmp ult i64 %.107, 64
  %.109 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.110 = and i64 %.107, 63
  %.111 = lshr i64 %.109, %.110
  %.112 = trunc i64 %.111 to i1
  %.113 = and i1 %.108, %.112
  %.114 = trunc i64 %.107 to i32
  %.115 = shl i32 %.114, 2
  %.116 = trunc i64 %t81 to i32
  %.117 = lshr i64 %t81, 32
  %.118 = trunc i64 %.117 to i32
  %.119 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.116)
  %.120 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.118)
  %.121 = zext i32 %.119 to i64
  %.122 = zext i32 %.120 to i64
  %.123 = shl i64 %.122, 32
  %.124 = or i64 %.123, %.121
  %t83 = select i1 %.113, i64 %.124, i64 %t81
  %.125 = sext i32 4 to i64
  %.126 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.127 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.126)
  %.128 = zext i32 %.127 to i64
  %.129 = add i64 %.128, %.125
  %.130 = icmp ult i64 %.129, 64
  %.131 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.132 = and i64 %.129, 63
  %.133 = lshr i64 %.131, %.132
  %.134 = trunc i64 %.133 to i1
  %.135 = and i1 %.130, %.134
  %.136 = trunc i64 %.129 to i32
  %.137 = shl i32 %.136, 2
  %.138 = zext i1 %t82 to i32
  %.139 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.137, i32 %.138)
  %.140 = trunc i32 %.139 to i1
  %t84 = select i1 %.135, i1 %.140, i1 %t82
  %t85 = icmp slt i64 %t3, 28
  %t86 = and i1 %t84, %t85
  br i1 %t86, label %b33, label %b36

b33:
  br i1 %t82, label %b34, label %b35

b34:
  %t87 = call i64 @llvm.smax.i64(i64 %t81, i64 %t83)
  br label %b35

b35:
  %t88 = phi i64 [ %t87, %b34 ], [ %t83, %b33 ]
  br label %b36

b36:
  %t89 = phi i64 [ %t88, %b35 ], [ %t81, %b32 ]
  %t90 = phi i1 [ true, %b35 ], [ %t82, %b32 ]
  %.141 = sext i32 2 to i64
  %.142 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.143 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.142)
  %.144 = zext i32 %.143 to i64
  %.145 = add i64 %.144, %.141
  %.146 = icmp ult i64 %.145, 64
  %.147 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.148 = and i64 %.145, 63
  %.149 = lshr i64 %.147, %.148
  %.150 = trunc i64 %.149 to i1
  %.151 = and i1 %.146, %.150
  %.152 = trunc i64 %.145 to i32
  %.153 = shl i32 %.152, 2
  %.154 = trunc i64 %t89 to i32
  %.155 = lshr i64 %t89, 32
  %.156 = trunc i64 %.155 to i32
  %.157 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.154)
  %.158 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.156)
  %.159 = zext i32 %.157 to i64
  %.160 = zext i32 %.158 to i64
  %.161 = shl i64 %.160, 32
  %.162 = or i64 %.161, %.159
  %t91 = select i1 %.151, i64 %.162, i64 %t89
  %.163 = sext i32 2 to i64
  %.164 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.165 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.164)
  %.166 = zext i32 %.165 to i64
  %.167 = add i64 %.166, %.163
  %.168 = icmp ult i64 %.167, 64
  %.169 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.170 = and i64 %.167, 63
  %.171 = lshr i64 %.169, %.170
  %.172 = trunc i64 %.171 to i1
  %.173 = and i1 %.168, %.172
  %.174 = trunc i64 %.167 to i32
  %.175 = shl i32 %.174, 2
  %.176 = zext i1 %t90 to i32
  %.177 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.176)
  %.178 = trunc i32 %.177 to i1
  %t92 = select i1 %.173, i1 %.178, i1 %t90
  %t93 = icmp slt i64 %t3, 30
  %t94 = and i1 %t92, %t93
  br i1 %t94, label %b37, label %b40

b37:
  br i1 %t90, label %b38, label %b39

b38:
  %t95 = call i64 @llvm.smax.i64(i64 %t89, i64 %t91)
  br label %b39

b39:
  %t96 = phi i64 [ %t95, %b38 ], [ %t91, %b37 ]
  br label %b40

b40:
  %t97 = phi i64 [ %t96, %b39 ], [ %t89, %b36 ]
  %t98 = phi i1 [ true, %b39 ], [ %t90, %b36 ]
  %.179 = sext i32 1 to i64
  %.180 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.181 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.180)
  %.182 = zext i32 %.181 to i64
  %.183 = add i64 %.182, %.179
  %.184 = icmp ult i64 %.183, 64
  %.185 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.186 = and i64 %.183, 63
  %.187 = lshr i64 %.185, %.186
  %.188 = trunc i64 %.187 to i1
  %.189 = and i1 %.184, %.188
  %.190 = trunc i64 %.183 to i32
  %.191 = shl i32 %.190, 2
  %.192 = trunc i64 %t97 to i32
  %.193 = lshr i64 %t97, 32
  %.194 = trunc i64 %.193 to i32
  %.195 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.192)
  %.196 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.194)
  %.197 = zext i32 %.195 to i64
  %.198 = zext i32 %.196 to i64
  %.199 = shl i64 %.198, 32
  %.200 = or i64 %.199, %.197
  %t99 = select i1 %.189, i64 %.200, i64 %t97
  %.201 = sext i32 1 to i64
  %.202 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.203 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.202)
  %.204 = zext i32 %.203 to i64
  %.205 = add i64 %.204, %.201
  %.206 = icmp ult i64 %.205, 64
  %.207 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.208 = and i64 %.205, 63
  %.209 = lshr i64 %.207, %.208
  %.210 = trunc i64 %.209 to i1
  %.211 = and i1 %.206, %.210
  %.212 = trunc i64 %.205 to i32
  %.213 = shl i32 %.212, 2
  %.214 = zext i1 %t98 to i32
  %.215 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.213, i32 %.214)
  %.216 = trunc i32 %.215 to i1
  %t100 = select i1 %.211, i1 %.216, i1 %t98
  %t101 = icmp slt i64 %t3, 31
  %t102 = and i1 %t100, %t101
  br i1 %t102, label %b41, label %b44

b41:
  br i1 %t98, label %b42, label %b43

b42:
  %t103 = call i64 @llvm.smax.i64(i64 %t97, i64 %t99)
  br label %b43

b43:
  %t104 = phi i64 [ %t103, %b42 ], [ %t99, %b41 ]
  br label %b44

b44:
  %t105 = phi i64 [ %t104, %b43 ], [ %t97, %b40 ]
  %t106 = phi i1 [ true, %b43 ], [ %t98, %b40 ]
  br label %b45

b45:
  %t107 = phi i64 [ %t105, %b44 ], [ %t65, %b23 ]
  %t108 = phi i1 [ %t106, %b44 ], [ %t66, %b23 ]
  %t109 = icmp eq i64 %t3, 0
  %t110 = and i1 %t109, %t108
  br i1 %t110, label %b46, label %b47

b46:
  %t111 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t5
  store i64 %t107, ptr addrspace(1) %t111, align 8
  br label %b47

b47:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2"(i64 %a0, ptr addrspace(1) %a1, ptr addrspace(1) %a2, i64 %a3, i8 %a4) #0 {
entry:
  %.1 = icmp ne i8 %a4, 0
  br label %b0

b0:
  %.2 = call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.2 to i64
  %t4 = icmp slt i64 %t3, %a0
  br i1 %t4, label %b1, label %b2

b1:
  %t5 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t3
  %.3 = load i64, ptr addrspace(1) %t5, align 8
  br label %b2

b2:
  %t7 = phi i64 [ %.3, %b1 ], [ 0, %b0 ]
  %t8 = phi i1 [ true, %b1 ], [ false, %b0 ]
  %t9 = add i64 %t3, 256
  br label %b3

b3:
  %t10 = phi i64 [ %t9, %b2 ], [ %t16, %b4 ]
  %t11 = phi i64 [ %t7, %b2 ], [ %t15, %b4 ]
  %t12 = icmp slt i64 %t10, %a0
  br i1 %t12, label %b4, label %b5

b4:
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t10
  %.4 = load i64, ptr addrspace(1) %t13, align 8
  %t15 = call i64 @llvm.smax.i64(i64 %t11, i64 %.4)
  %t16 = add i64 %t10, 256
  br label %b3

b5:
  %t17 = getelementptr inbounds i64, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.0", i64 %t3
  store i64 %t11, ptr addrspace(3) %t17, align 8
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.1", i64 %t3
  %.5 = zext i1 %t8 to i8
  store i8 %.5, ptr addrspace(3) %t18, align 1
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t19 = icmp slt i64 %t3, 128
  br i1 %t19, label %b6, label %b11

b6:
  %t20 = add i64 %t3, 128
  %t21 = getelementptr inbounds i64, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.0", i64 %t20
  %.6 = load i64, ptr addrspace(3) %t21, align 8
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.1", i64 %t20
  %.7 = load i8, ptr addrspace(3) %t23, align 1
  %.8 = icmp ne i8 %.7, 0
  br i1 %.8, label %b7, label %b10

b7:
  br i1 %t8, label %b8, label %b9

b8:
  %t25 = call i64 @llvm.smax.i64(i64 %t11, i64 %.6)
  br label %b9

b9:
  %t26 = phi i64 [ %t25, %b8 ], [ %.6, %b7 ]
  br label %b10

b10:
  %t27 = phi i64 [ %t26, %b9 ], [ %t11, %b6 ]
  %t28 = phi i1 [ true, %b9 ], [ %t8, %b6 ]
  store i64 %t27, ptr addrspace(3) %t17, align 8
  %.9 = zext i1 %t28 to i8
  store i8 %.9, ptr addrspace(3) %t18, align 1
  br label %b11

b11:
  %t29 = phi i64 [ %t27, %b10 ], [ %t11, %b5 ]
  %t30 = phi i1 [ %t28, %b10 ], [ %t8, %b5 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i64 %t3, 64
  br i1 %t31, label %b12, label %b17

b12:
  %t32 = add i64 %t3, 64
  %t33 = getelementptr inbounds i64, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.0", i64 %t32
  %.10 = load i64, ptr addrspace(3) %t33, align 8
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.1", i64 %t32
  %.11 = load i8, ptr addrspace(3) %t35, align 1
  %.12 = icmp ne i8 %.11, 0
  br i1 %.12, label %b13, label %b16

b13:
  br i1 %t30, label %b14, label %b15

b14:
  %t37 = call i64 @llvm.smax.i64(i64 %t29, i64 %.10)
  br label %b15

b15:
  %t38 = phi i64 [ %t37, %b14 ], [ %.10, %b13 ]
  br label %b16

b16:
  %t39 = phi i64 [ %t38, %b15 ], [ %t29, %b12 ]
  %t40 = phi i1 [ true, %b15 ], [ %t30, %b12 ]
  store i64 %t39, ptr addrspace(3) %t17, align 8
  %.13 = zext i1 %t40 to i8
  store i8 %.13, ptr addrspace(3) %t18, align 1
  br label %b17

b17:
  %t41 = phi i64 [ %t39, %b16 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b16 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i64 %t3, 32
  br i1 %t43, label %b18, label %b23

b18:
  %t44 = add i64 %t3, 32
  %t45 = getelementptr inbounds i64, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.0", i64 %t44
  %.14 = load i64, ptr addrspace(3) %t45, align 8
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.1", i64 %t44
  %.15 = load i8, ptr addrspace(3) %t47, align 1
  %.16 = icmp ne i8 %.15, 0
  br i1 %.16, label %b19, label %b22

b19:
  br i1 %t42, label %b20, label %b21

b20:
  %t49 = call i64 @llvm.smax.i64(i64 %t41, i64 %.14)
  br label %b21

b21:
  %t50 = phi i64 [ %t49, %b20 ], [ %.14, %b19 ]
  br label %b22

b22:
  %t51 = phi i64 [ %t50, %b21 ], [ %t41, %b18 ]
  %t52 = phi i1 [ true, %b21 ], [ %t42, %b18 ]
  br label %b23

b23:
  %t53 = phi i64 [ %t51, %b22 ], [ %t41, %b17 ]
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
  %.30 = trunc i64 %t53 to i32
  %.31 = lshr i64 %t53, 32
  %.32 = trunc i64 %.31 to i32
  %.33 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30)
  %.34 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.32)
  %.35 = zext i32 %.33 to i64
  %.36 = zext i32 %.34 to i64
  %.37 = shl i64 %.36, 32
  %.38 = or i64 %.37, %.35
  %t55 = select i1 %.27, i64 %.38, i64 %t53
  %.39 = sext i32 16 to i64
  %.40 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.41 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.40)
  %.42 = zext i32 %.41 to i64
  %.43 = add i64 %.42, %.39
  %.44 = icmp ult i64 %.43, 64
  %.45 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.46 = and i64 %.43, 63
  %.47 = lshr i64 %.45, %.46
  %.48 = trunc i64 %.47 to i1
  %.49 = and i1 %.44, %.48
  %.50 = trunc i64 %.43 to i32
  %.51 = shl i32 %.50, 2
  %.52 = zext i1 %t54 to i32
  %.53 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.51, i32 %.52)
  %.54 = trunc i32 %.53 to i1
  %t56 = select i1 %.49, i1 %.54, i1 %t54
  %t57 = icmp slt i64 %t3, 16
  %t58 = and i1 %t56, %t57
  br i1 %t58, label %b25, label %b28

b25:
  br i1 %t54, label %b26, label %b27

b26:
  %t59 = call i64 @llvm.smax.i64(i64 %t53, i64 %t55)
  br label %b27

b27:
  %t60 = phi i64 [ %t59, %b26 ], [ %t55, %b25 ]
  br label %b28

b28:
  %t61 = phi i64 [ %t60, %b27 ], [ %t53, %b24 ]
  %t62 = phi i1 [ true, %b27 ], [ %t54, %b24 ]
  %.55 = sext i32 8 to i64
  %.56 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.57 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.56)
  %.58 = zext i32 %.57 to i64
  %.59 = add i64 %.58, %.55
  %.60 = icmp ult i64 %.59, 64
  %.61 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.62 = and i64 %.59, 63
  %.63 = lshr i64 %.61, %.62
  %.64 = trunc i64 %.63 to i1
  %.65 = and i1 %.60, %.64
  %.66 = trunc i64 %.59 to i32
  %.67 = shl i32 %.66, 2
  %.68 = trunc i64 %t61 to i32
  %.69 = lshr i64 %t61, 32
  %.70 = trunc i64 %.69 to i32
  %.71 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.68)
  %.72 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.70)
  %.73 = zext i32 %.71 to i64
  %.74 = zext i32 %.72 to i64
  %.75 = shl i64 %.74, 32
  %.76 = or i64 %.75, %.73
  %t63 = select i1 %.65, i64 %.76, i64 %t61
  %.77 = sext i32 8 to i64
  %.78 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.79 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.78)
  %.80 = zext i32 %.79 to i64
  %.81 = add i64 %.80, %.77
  %.82 = icmp ult i64 %.81, 64
  %.83 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.84 = and i64 %.81, 63
  %.85 = lshr i64 %.83, %.84
  %.86 = trunc i64 %.85 to i1
  %.87 = and i1 %.82, %.86
  %.88 = trunc i64 %.81 to i32
  %.89 = shl i32 %.88, 2
  %.90 = zext i1 %t62 to i32
  %.91 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.89, i32 %.90)
  %.92 = trunc i32 %.91 to i1
  %t64 = select i1 %.87, i1 %.92, i1 %t62
  %t65 = icmp slt i64 %t3, 24
  %t66 = and i1 %t64, %t65
  br i1 %t66, label %b29, label %b32

b29:
  br i1 %t62, label %b30, label %b31

b30:
  %t67 = call i64 @llvm.smax.i64(i64 %t61, i64 %t63)
  br label %b31

b31:
  %t68 = phi i64 [ %t67, %b30 ], [ %t63, %b29 ]
  br label %b32

b32:
  %t69 = phi i64 [ %t68, %b31 ], [ %t61, %b28 ]
  %t70 = phi i1 [ true, %b31 ], [ %t62, %b28 ]
  %.93 = sext i32 4 to i64
  %.94 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.95 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.94)
  %.96 = zext i32 %.95 to i64
  %.97 = add i64 %.96, %.93
  %.98 = icmp ult i64 %.97, 64
  %.99 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.100 = and i64 %.97, 63
  %.101 = lshr i64 %.99, %.100
  %.102 = trunc i64 %.101 to i1
  %.103 = and i1 %.98, %.102
  %.104 = trunc i64 %.97 to i32
  %.105 = shl i32 %.104, 2
  %.106 = trunc i64 %t69 to i32
  %.107 = lshr i64 %t69, 32
  %.108 = trunc i64 %.107 to i32
  %.109 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106)
  %.110 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.108)
  %.111 = zext i32 %.109 to i64
  %.112 = zext i32 %.110 to i64
  %.113 = shl i64 %.112, 32
  %.114 = or i64 %.113, %.111
  %t71 = select i1 %.103, i64 %.114, i64 %t69
  %.115 = sext i32 4 to i64
  %.116 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.117 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.116)
  %.118 = zext i32 %.117 to i64
  %.119 = add i64 %.118, %.115
  %.120 = icmp ult i64 %.119, 64
  %.121 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.122 = and i64 %.119, 63
  %.123 = lshr i64 %.121, %.122
  %.124 = trunc i64 %.123 to i1
  %.125 = and i1 %.120, %.124
  %.126 = trunc i64 %.119 to i32
  %.127 = shl i32 %.126, 2
  %.128 = zext i1 %t70 to i32
  %.129 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.127, i32 %.128)
  %.130 = trunc i32 %.129 to i1
  %t72 = select i1 %.125, i1 %.130, i1 %t70
  %t73 = icmp slt i64 %t3, 28
  %t74 = and i1 %t72, %t73
  br i1 %t74, label %b33, label %b36

b33:
  br i1 %t70, label %b34, label %b35

b34:
  %t75 = call i64 @llvm.smax.i64(i64 %t69, i64 %t71)
  br label %b35

b35:
  %t76 = phi i64 [ %t75, %b34 ], [ %t71, %b33 ]
  br label %b36

b36:
  %t77 = phi i64 [ %t76, %b35 ], [ %t69, %b32 ]
  %t78 = phi i1 [ true, %b35 ], [ %t70, %b32 ]
  %.131 = sext i32 2 to i64
  %.132 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.133 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.132)
  %.134 = zext i32 %.133 to i64
  %.135 = add i64 %.134, %.131
  %.136 = icmp ult i64 %.135, 64
  %.137 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.138 = and i64 %.135, 63
  %.139 = lshr i64 %.137, %.138
  %.140 = trunc i64 %.139 to i1
  %.141 = and i1 %.136, %.140
  %.142 = trunc i64 %.135 to i32
  %.143 = shl i32 %.142, 2
  %.144 = trunc i64 %t77 to i32
  %.145 = lshr i64 %t77, 32
  %.146 = trunc i64 %.145 to i32
  %.147 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.144)
  %.148 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.146)
  %.149 = zext i32 %.147 to i64
  %.150 = zext i32 %.148 to i64
  %.151 = shl i64 %.150, 32
  %.152 = or i64 %.151, %.149
  %t79 = select i1 %.141, i64 %.152, i64 %t77
  %.153 = sext i32 2 to i64
  %.154 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.155 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.154)
  %.156 = zext i32 %.155 to i64
  %.157 = add i64 %.156, %.153
  %.158 = icmp ult i64 %.157, 64
  %.159 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.160 = and i64 %.157, 63
  %.161 = lshr i64 %.159, %.160
  %.162 = trunc i64 %.161 to i1
  %.163 = and i1 %.158, %.162
  %.164 = trunc i64 %.157 to i32
  %.165 = shl i32 %.164, 2
  %.166 = zext i1 %t78 to i32
  %.167 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.165, i32 %.166)
  %.168 = trunc i32 %.167 to i1
  %t80 = select i1 %.163, i1 %.168, i1 %t78
  %t81 = icmp slt i64 %t3, 30
  %t82 = and i1 %t80, %t81
  br i1 %t82, label %b37, label %b40

b37:
  br i1 %t78, label %b38, label %b39

b38:
  %t83 = call i64 @llvm.smax.i64(i64 %t77, i64 %t79)
  br label %b39

b39:
  %t84 = phi i64 [ %t83, %b38 ], [ %t79, %b37 ]
  br label %b40

b40:
  %t85 = phi i64 [ %t84, %b39 ], [ %t77, %b36 ]
  %t86 = phi i1 [ true, %b39 ], [ %t78, %b36 ]
  %.169 = sext i32 1 to i64
  %.170 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.171 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.170)
  %.172 = zext i32 %.171 to i64
  %.173 = add i64 %.172, %.169
  %.174 = icmp ult i64 %.173, 64
  %.175 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.176 = and i64 %.173, 63
  %.177 = lshr i64 %.175, %.176
  %.178 = trunc i64 %.177 to i1
  %.179 = and i1 %.174, %.178
  %.180 = trunc i64 %.173 to i32
  %.181 = shl i32 %.180, 2
  %.182 = trunc i64 %t85 to i32
  %.183 = lshr i64 %t85, 32
  %.184 = trunc i64 %.183 to i32
  %.185 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.182)
  %.186 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.184)
  %.187 = zext i32 %.185 to i64
  %.188 = zext i32 %.186 to i64
  %.189 = shl i64 %.188, 32
  %.190 = or i64 %.189, %.187
  %t87 = select i1 %.179, i64 %.190, i64 %t85
  %.191 = sext i32 1 to i64
  %.192 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.193 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.192)
  %.194 = zext i32 %.193 to i64
  %.195 = add i64 %.194, %.191
  %.196 = icmp ult i64 %.195, 64
  %.197 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.198 = and i64 %.195, 63
  %.199 = lshr i64 %.197, %.198
  %.200 = trunc i64 %.199 to i1
  %.201 = and i1 %.196, %.200
  %.202 = trunc i64 %.195 to i32
  %.203 = shl i32 %.202, 2
  %.204 = zext i1 %t86 to i32
  %.205 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.203, i32 %.204)
  %.206 = trunc i32 %.205 to i1
  %t88 = select i1 %.201, i1 %.206, i1 %t86
  %t89 = icmp slt i64 %t3, 31
  %t90 = and i1 %t88, %t89
  br i1 %t90, label %b41, label %b44

b41:
  br i1 %t86, label %b42, label %b43

b42:
  %t91 = call i64 @llvm.smax.i64(i64 %t85, i64 %t87)
  br label %b43

b43:
  %t92 = phi i64 [ %t91, %b42 ], [ %t87, %b41 ]
  br label %b44

b44:
  %t93 = phi i64 [ %t92, %b43 ], [ %t85, %b40 ]
  %t94 = phi i1 [ true, %b43 ], [ %t86, %b40 ]
  br label %b45

b45:
  %t95 = phi i64 [ %t93, %b44 ], [ %t53, %b23 ]
  %t96 = phi i1 [ %t94, %b44 ], [ %t54, %b23 ]
  %t97 = icmp eq i64 %t3, 0
  br i1 %t97, label %b46, label %b52

b46:
  br i1 %t96, label %b47, label %b50

b47:
  br i1 %.1, label %b48, label %b49

b48:
  %t98 = call i64 @llvm.smax.i64(i64 %a3, i64 %t95)
  br label %b49

b49:
  %t99 = phi i64 [ %t98, %b48 ], [ %t95, %b47 ]
  br label %b50

b50:
  %t100 = phi i64 [ %t99, %b49 ], [ %a3, %b46 ]
  %t101 = phi i1 [ true, %b49 ], [ %.1, %b46 ]
  br i1 %t101, label %b51, label %b52

b51:
  store i64 %t100, ptr addrspace(1) %a2, align 8
  br label %b52

b52:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1"(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) %a3) #0 {
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
  %t23 = phi float [ %t15, %b2 ], [ %.26, %b4 ]
  %t24 = icmp slt i64 %t22, %a0
  br i1 %t24, label %b4, label %b5

b4:
  %.14 = load float, ptr addrspace(1) %t21, align 4
  %.15 = fcmp ogt float %t23, %.14
  %.16 = select i1 %.15, float %t23, float %.14
  %.17 = fcmp oeq float %t23, %.14
  %.18 = bitcast float %t23 to i32
  %.19 = bitcast float %.14 to i32
  %.20 = and i32 %.18, %.19
  %.21 = bitcast i32 %.20 to float
  %.22 = select i1 %.17, float %.21, float %.16
  %.23 = fcmp uno float %t23, 0.0
  %.24 = select i1 %.23, float %t23, float %.22
  %.25 = fcmp uno float %.14, 0.0
  %.26 = select i1 %.25, float %.14, float %.24
  %t27 = add i64 %t22, %t10
  %t28 = getelementptr inbounds float, ptr addrspace(1) %t21, i64 %t20
  br label %b3

b5:
  %t29 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.0", i64 %t3
  store float %t23, ptr addrspace(3) %t29, align 4
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.1", i64 %t3
  %.27 = zext i1 %t16 to i8
  store i8 %.27, ptr addrspace(3) %t30, align 1
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i64 %t3, 128
  br i1 %t31, label %b6, label %b11

b6:
  %t32 = add i64 %t3, 128
  %t33 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.0", i64 %t32
  %.28 = load float, ptr addrspace(3) %t33, align 4
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.1", i64 %t32
  %.29 = load i8, ptr addrspace(3) %t35, align 1
  %.30 = icmp ne i8 %.29, 0
  br i1 %.30, label %b7, label %b10

b7:
  br i1 %t16, label %b8, label %b9

b8:
  %.31 = fcmp ogt float %t23, %.28
  %.32 = select i1 %.31, float %t23, float %.28
  %.33 = fcmp oeq float %t23, %.28
  %.34 = bitcast float %t23 to i32
  %.35 = bitcast float %.28 to i32
  %.36 = and i32 %.34, %.35
  %.37 = bitcast i32 %.36 to float
  %.38 = select i1 %.33, float %.37, float %.32
  %.39 = fcmp uno float %t23, 0.0
  %.40 = select i1 %.39, float %t23, float %.38
  %.41 = fcmp uno float %.28, 0.0
  %.42 = select i1 %.41, float %.28, float %.40
  br label %b9

b9:
  %t38 = phi float [ %.42, %b8 ], [ %.28, %b7 ]
  br label %b10

b10:
  %t39 = phi float [ %t38, %b9 ], [ %t23, %b6 ]
  %t40 = phi i1 [ true, %b9 ], [ %t16, %b6 ]
  store float %t39, ptr addrspace(3) %t29, align 4
  %.43 = zext i1 %t40 to i8
  store i8 %.43, ptr addrspace(3) %t30, align 1
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
  %t45 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.0", i64 %t44
  %.44 = load float, ptr addrspace(3) %t45, align 4
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.1", i64 %t44
  %.45 = load i8, ptr addrspace(3) %t47, align 1
  %.46 = icmp ne i8 %.45, 0
  br i1 %.46, label %b13, label %b16

b13:
  br i1 %t42, label %b14, label %b15

b14:
  %.47 = fcmp ogt float %t41, %.44
  %.48 = select i1 %.47, float %t41, float %.44
  %.49 = fcmp oeq float %t41, %.44
  %.50 = bitcast float %t41 to i32
  %.51 = bitcast float %.44 to i32
  %.52 = and i32 %.50, %.51
  %.53 = bitcast i32 %.52 to float
  %.54 = select i1 %.49, float %.53, float %.48
  %.55 = fcmp uno float %t41, 0.0
  %.56 = select i1 %.55, float %t41, float %.54
  %.57 = fcmp uno float %.44, 0.0
  %.58 = select i1 %.57, float %.44, float %.56
  br label %b15

b15:
  %t50 = phi float [ %.58, %b14 ], [ %.44, %b13 ]
  br label %b16

b16:
  %t51 = phi float [ %t50, %b15 ], [ %t41, %b12 ]
  %t52 = phi i1 [ true, %b15 ], [ %t42, %b12 ]
  store float %t51, ptr addrspace(3) %t29, align 4
  %.59 = zext i1 %t52 to i8
  store i8 %.59, ptr addrspace(3) %t30, align 1
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
  %t57 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.0", i64 %t56
  %.60 = load float, ptr addrspace(3) %t57, align 4
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.1", i64 %t56
  %.61 = load i8, ptr addrspace(3) %t59, align 1
  %.62 = icmp ne i8 %.61, 0
  br i1 %.62, label %b19, label %b22

b19:
  br i1 %t54, label %b20, label %b21

b20:
  %.63 = fcmp ogt float %t53, %.60
  %.64 = select i1 %.63, float %t53, float %.60
  %.65 = fcmp oeq float %t53, %.60
  %.66 = bitcast float %t53 to i32
  %.67 = bitcast float %.60 to i32
  %.68 = and i32 %.66, %.67
  %.69 = bitcast i32 %.68 to float
  %.70 = select i1 %.65, float %.69, float %.64
  %.71 = fcmp uno float %t53, 0.0
  %.72 = select i1 %.71, float %t53, float %.70
  %.73 = fcmp uno float %.60, 0.0
  %.74 = select i1 %.73, float %.60, float %.72
  br label %b21

b21:
  %t62 = phi float [ %.74, %b20 ], [ %.60, %b19 ]
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
  %.75 = sext i32 16 to i64
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
  %.88 = bitcast float %t65 to i32
  %.89 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.87, i32 %.88)
  %.90 = bitcast i32 %.89 to float
  %t67 = select i1 %.85, float %.90, float %t65
  %.91 = sext i32 16 to i64
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
  %.104 = zext i1 %t66 to i32
  %.105 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.103, i32 %.104)
  %.106 = trunc i32 %.105 to i1
  %t68 = select i1 %.101, i1 %.106, i1 %t66
  %t69 = icmp slt i64 %t3, 16
  %t70 = and i1 %t68, %t69
  br i1 %t70, label %b25, label %b28

b25:
  br i1 %t66, label %b26, label %b27

b26:
  %.107 = fcmp ogt float %t65, %t67
  %.108 = select i1 %.107, float %t65, float %t67
  %.109 = fcmp oeq float %t65, %t67
  %.110 = bitcast float %t65 to i32
  %.111 = bitcast float %t67 to i32
  %.112 = and i32 %.110, %.111
  %.113 = bitcast i32 %.112 to float
  %.114 = select i1 %.109, float %.113, float %.108
  %.115 = fcmp uno float %t65, 0.0
  %.116 = select i1 %.115, float %t65, float %.114
  %.117 = fcmp uno float %t67, 0.0
  %.118 = select i1 %.117, float %t67, float %.116
  br label %b27

b27:
  %t72 = phi float [ %.118, %b26 ], [ %t67, %b25 ]
  br label %b28

b28:
  %t73 = phi float [ %t72, %b27 ], [ %t65, %b24 ]
  %t74 = phi i1 [ true, %b27 ], [ %t66, %b24 ]
  %.119 = sext i32 8 to i64
  %.120 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.121 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.120)
  %.122 = zext i32 %.121 to i64
  %.123 = add i64 %.122, %.119
  %.124 = icmp ult i64 %.123, 64
  %.125 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.126 = and i64 %.123, 63
  %.127 = lshr i64 %.125, %.126
  %.128 = trunc i64 %.127 to i1
  %.129 = and i1 %.124, %.128
  %.130 = trunc i64 %.123 to i32
  %.131 = shl i32 %.130, 2
  %.132 = bitcast float %t73 to i32
  %.133 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.131, i32 %.132)
  %.134 = bitcast i32 %.133 to float
  %t75 = select i1 %.129, float %.134, float %t73
  %.135 = sext i32 8 to i64
  %.136 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.137 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.136)
  %.138 = zext i32 %.137 to i64
  %.139 = add i64 %.138, %.135
  %.140 = icmp ult i64 %.139, 64
  %.141 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.142 = and i64 %.139, 63
  %.143 = lshr i64 %.141, %.142
  %.144 = trunc i64 %.143 to i1
  %.145 = and i1 %.140, %.144
  %.146 = trunc i64 %.139 to i32
  %.147 = shl i32 %.146, 2
  %.148 = zext i1 %t74 to i32
  %.149 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.147, i32 %.148)
  %.150 = trunc i32 %.149 to i1
  %t76 = select i1 %.145, i1 %.150, i1 %t74
  %t77 = icmp slt i64 %t3, 24
  %t78 = and i1 %t76, %t77
  br i1 %t78, label %b29, label %b32

b29:
  br i1 %t74, label %b30, label %b31

b30:
  %.151 = fcmp ogt float %t73, %t75
  %.152 = select i1 %.151, float %t73, float %t75
  %.153 = fcmp oeq float %t73, %t75
  %.154 = bitcast float %t73 to i32
  %.155 = bitcast float %t75 to i32
  %.156 = and i32 %.154, %.155
  %.157 = bitcast i32 %.156 to float
  %.158 = select i1 %.153, float %.157, float %.152
  %.159 = fcmp uno float %t73, 0.0
  %.160 = select i1 %.159, float %t73, float %.158
  %.161 = fcmp uno float %t75, 0.0
  %.162 = select i1 %.161, float %t75, float %.160
  br label %b31

b31:
  %t80 = phi float [ %.162, %b30 ], [ %t75, %b29 ]
  br label %b32

b32:
  %t81 = phi float [ %t80, %b31 ], [ %t73, %b28 ]
  %t82 = phi i1 [ true, %b31 ], [ %t74, %b28 ]
  %.163 = sext i32 4 to i64
  %.164 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.165 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.164)
  %.166 = zext i32 %.165 to i64
  %.167 = add i64 %.166, %.163
  %.168 = icmp ult i64 %.167, 64
  %.169 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.170 = and i64 %.167, 63
  %.171 = lshr i64 %.169, %.170
  %.172 = trunc i64 %.171 to i1
  %.173 = and i1 %.168, %.172
  %.174 = trunc i64 %.167 to i32
  %.175 = shl i32 %.174, 2
  %.176 = bitcast float %t81 to i32
  %.177 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.176)
  %.178 = bitcast i32 %.177 to float
  %t83 = select i1 %.173, float %.178, float %t81
  %.179 = sext i32 4 to i64
  %.180 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.181 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.180)
  %.182 = zext i32 %.181 to i64
  %.183 = add i64 %.182, %.179
  %.184 = icmp ult i64 %.183, 64
  %.185 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.186 = and i64 %.183, 63
  %.187 = lshr i64 %.185, %.186
  %.188 = trunc i64 %.187 to i1
  %.189 = and i1 %.184, %.188
  %.190 = trunc i64 %.183 to i32
  %.191 = shl i32 %.190, 2
  %.192 = zext i1 %t82 to i32
  %.193 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.192)
  %.194 = trunc i32 %.193 to i1
  %t84 = select i1 %.189, i1 %.194, i1 %t82
  %t85 = icmp slt i64 %t3, 28
  %t86 = and i1 %t84, %t85
  br i1 %t86, label %b33, label %b36

b33:
  br i1 %t82, label %b34, label %b35

b34:
  %.195 = fcmp ogt float %t81, %t83
  %.196 = select i1 %.195, float %t81, float %t83
  %.197 = fcmp oeq float %t81, %t83
  %.198 = bitcast float %t81 to i32
  %.199 = bitcast float %t83 to i32
  %.200 = and i32 %.198, %.199
  %.201 = bitcast i32 %.200 to float
  %.202 = select i1 %.197, float %.201, float %.196
  %.203 = fcmp uno float %t81, 0.0
  %.204 = select i1 %.203, float %t81, float %.202
  %.205 = fcmp uno float %t83, 0.0
  %.206 = select i1 %.205, float %t83, float %.204
  br label %b35

b35:
  %t88 = phi float [ %.206, %b34 ], [ %t83, %b33 ]
  br label %b36

b36:
  %t89 = phi float [ %t88, %b35 ], [ %t81, %b32 ]
  %t90 = phi i1 [ true, %b35 ], [ %t82, %b32 ]
  %.207 = sext i32 2 to i64
  %.208 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.209 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.208)
  %.210 = zext i32 %.209 to i64
  %.211 = add i64 %.210, %.207
  %.212 = icmp ult i64 %.211, 64
  %.213 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.214 = and i64 %.211, 63
  %.215 = lshr i64 %.213, %.214
  %.216 = trunc i64 %.215 to i1
  %.217 = and i1 %.212, %.216
  %.218 = trunc i64 %.211 to i32
  %.219 = shl i32 %.218, 2
  %.220 = bitcast float %t89 to i32
  %.221 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.219, i32 %.220)
  %.222 = bitcast i32 %.221 to float
  %t91 = select i1 %.217, float %.222, float %t89
  %.223 = sext i32 2 to i64
  %.224 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.225 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.224)
  %.226 = zext i32 %.225 to i64
  %.227 = add i64 %.226, %.223
  %.228 = icmp ult i64 %.227, 64
  %.229 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.230 = and i64 %.227, 63
  %.231 = lshr i64 %.229, %.230
  %.232 = trunc i64 %.231 to i1
  %.233 = and i1 %.228, %.232
  %.234 = trunc i64 %.227 to i32
  %.235 = shl i32 %.234, 2
  %.236 = zext i1 %t90 to i32
  %.237 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.235, i32 %.236)
  %.238 = trunc i32 %.237 to i1
  %t92 = select i1 %.233, i1 %.238, i1 %t90
  %t93 = icmp slt i64 %t3, 30
  %t94 = and i1 %t92, %t93
  br i1 %t94, label %b37, label %b40

b37:
  br i1 %t90, label %b38, label %b39

b38:
  %.239 = fcmp ogt float %t89, %t91
  %.240 = select i1 %.239, float %t89, float %t91
  %.241 = fcmp oeq float %t89, %t91
  %.242 = bitcast float %t89 to i32
  %.243 = bitcast float %t91 to i32
  %.244 = and i32 %.242, %.243
  %.245 = bitcast i32 %.244 to float
  %.246 = select i1 %.241, float %.245, float %.240
  %.247 = fcmp uno float %t89, 0.0
  %.248 = select i1 %.247, float %t89, float %.246
  %.249 = fcmp uno float %t91, 0.0
  %.250 = select i1 %.249, float %t91, float %.248
  br label %b39

b39:
  %t96 = phi float [ %.250, %b38 ], [ %t91, %b37 ]
  br label %b40

b40:
  %t97 = phi float [ %t96, %b39 ], [ %t89, %b36 ]
  %t98 = phi i1 [ true, %b39 ], [ %t90, %b36 ]
  %.251 = sext i32 1 to i64
  %.252 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.253 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.252)
  %.254 = zext i32 %.253 to i64
  %.255 = add i64 %.254, %.251
  %.256 = icmp ult i64 %.255, 64
  %.257 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.258 = and i64 %.255, 63
  %.259 = lshr i64 %.257, %.258
  %.260 = trunc i64 %.259 to i1
  %.261 = and i1 %.256, %.260
  %.262 = trunc i64 %.255 to i32
  %.263 = shl i32 %.262, 2
  %.264 = bitcast float %t97 to i32
  %.265 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.263, i32 %.264)
  %.266 = bitcast i32 %.265 to float
  %t99 = select i1 %.261, float %.266, float %t97
  %.267 = sext i32 1 to i64
  %.268 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.269 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.268)
  %.270 = zext i32 %.269 to i64
  %.271 = add i64 %.270, %.267
  %.272 = icmp ult i64 %.271, 64
  %.273 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.274 = and i64 %.271, 63
  %.275 = lshr i64 %.273, %.274
  %.276 = trunc i64 %.275 to i1
  %.277 = and i1 %.272, %.276
  %.278 = trunc i64 %.271 to i32
  %.279 = shl i32 %.278, 2
  %.280 = zext i1 %t98 to i32
  %.281 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.279, i32 %.280)
  %.282 = trunc i32 %.281 to i1
  %t100 = select i1 %.277, i1 %.282, i1 %t98
  %t101 = icmp slt i64 %t3, 31
  %t102 = and i1 %t100, %t101
  br i1 %t102, label %b41, label %b44

b41:
  br i1 %t98, label %b42, label %b43

b42:
  %.283 = fcmp ogt float %t97, %t99
  %.284 = select i1 %.283, float %t97, float %t99
  %.285 = fcmp oeq float %t97, %t99
  %.286 = bitcast float %t97 to i32
  %.287 = bitcast float %t99 to i32
  %.288 = and i32 %.286, %.287
  %.289 = bitcast i32 %.288 to float
  %.290 = select i1 %.285, float %.289, float %.284
  %.291 = fcmp uno float %t97, 0.0
  %.292 = select i1 %.291, float %t97, float %.290
  %.293 = fcmp uno float %t99, 0.0
  %.294 = select i1 %.293, float %t99, float %.292
  br label %b43

b43:
  %t104 = phi float [ %.294, %b42 ], [ %t99, %b41 ]
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

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2"(i64 %a0, ptr addrspace(1) %a1, ptr addrspace(1) %a2, float %a3, i8 %a4) #0 {
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
  %t11 = phi float [ %t7, %b2 ], [ %.16, %b4 ]
  %t12 = icmp slt i64 %t10, %a0
  br i1 %t12, label %b4, label %b5

b4:
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t10
  %.4 = load float, ptr addrspace(1) %t13, align 4
  %.5 = fcmp ogt float %t11, %.4
  %.6 = select i1 %.5, float %t11, float %.4
  %.7 = fcmp oeq float %t11, %.4
  %.8 = bitcast float %t11 to i32
  %.9 = bitcast float %.4 to i32
  %.10 = and i32 %.8, %.9
  %.11 = bitcast i32 %.10 to float
  %.12 = select i1 %.7, float %.11, float %.6
  %.13 = fcmp uno float %t11, 0.0
  %.14 = select i1 %.13, float %t11, float %.12
  %.15 = fcmp uno float %.4, 0.0
  %.16 = select i1 %.15, float %.4, float %.14
  %t16 = add i64 %t10, 256
  br label %b3

b5:
  %t17 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.0", i64 %t3
  store float %t11, ptr addrspace(3) %t17, align 4
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.1", i64 %t3
  %.17 = zext i1 %t8 to i8
  store i8 %.17, ptr addrspace(3) %t18, align 1
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t19 = icmp slt i64 %t3, 128
  br i1 %t19, label %b6, label %b11

b6:
  %t20 = add i64 %t3, 128
  %t21 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.0", i64 %t20
  %.18 = load float, ptr addrspace(3) %t21, align 4
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.1", i64 %t20
  %.19 = load i8, ptr addrspace(3) %t23, align 1
  %.20 = icmp ne i8 %.19, 0
  br i1 %.20, label %b7, label %b10

b7:
  br i1 %t8, label %b8, label %b9

b8:
  %.21 = fcmp ogt float %t11, %.18
  %.22 = select i1 %.21, float %t11, float %.18
  %.23 = fcmp oeq float %t11, %.18
  %.24 = bitcast float %t11 to i32
  %.25 = bitcast float %.18 to i32
  %.26 = and i32 %.24, %.25
  %.27 = bitcast i32 %.26 to float
  %.28 = select i1 %.23, float %.27, float %.22
  %.29 = fcmp uno float %t11, 0.0
  %.30 = select i1 %.29, float %t11, float %.28
  %.31 = fcmp uno float %.18, 0.0
  %.32 = select i1 %.31, float %.18, float %.30
  br label %b9

b9:
  %t26 = phi float [ %.32, %b8 ], [ %.18, %b7 ]
  br label %b10

b10:
  %t27 = phi float [ %t26, %b9 ], [ %t11, %b6 ]
  %t28 = phi i1 [ true, %b9 ], [ %t8, %b6 ]
  store float %t27, ptr addrspace(3) %t17, align 4
  %.33 = zext i1 %t28 to i8
  store i8 %.33, ptr addrspace(3) %t18, align 1
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
  %t33 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.0", i64 %t32
  %.34 = load float, ptr addrspace(3) %t33, align 4
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.1", i64 %t32
  %.35 = load i8, ptr addrspace(3) %t35, align 1
  %.36 = icmp ne i8 %.35, 0
  br i1 %.36, label %b13, label %b16

b13:
  br i1 %t30, label %b14, label %b15

b14:
  %.37 = fcmp ogt float %t29, %.34
  %.38 = select i1 %.37, float %t29, float %.34
  %.39 = fcmp oeq float %t29, %.34
  %.40 = bitcast float %t29 to i32
  %.41 = bitcast float %.34 to i32
  %.42 = and i32 %.40, %.41
  %.43 = bitcast i32 %.42 to float
  %.44 = select i1 %.39, float %.43, float %.38
  %.45 = fcmp uno float %t29, 0.0
  %.46 = select i1 %.45, float %t29, float %.44
  %.47 = fcmp uno float %.34, 0.0
  %.48 = select i1 %.47, float %.34, float %.46
  br label %b15

b15:
  %t38 = phi float [ %.48, %b14 ], [ %.34, %b13 ]
  br label %b16

b16:
  %t39 = phi float [ %t38, %b15 ], [ %t29, %b12 ]
  %t40 = phi i1 [ true, %b15 ], [ %t30, %b12 ]
  store float %t39, ptr addrspace(3) %t17, align 4
  %.49 = zext i1 %t40 to i8
  store i8 %.49, ptr addrspace(3) %t18, align 1
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
  %t45 = getelementptr inbounds float, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.0", i64 %t44
  %.50 = load float, ptr addrspace(3) %t45, align 4
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.1", i64 %t44
  %.51 = load i8, ptr addrspace(3) %t47, align 1
  %.52 = icmp ne i8 %.51, 0
  br i1 %.52, label %b19, label %b22

b19:
  br i1 %t42, label %b20, label %b21

b20:
  %.53 = fcmp ogt float %t41, %.50
  %.54 = select i1 %.53, float %t41, float %.50
  %.55 = fcmp oeq float %t41, %.50
  %.56 = bitcast float %t41 to i32
  %.57 = bitcast float %.50 to i32
  %.58 = and i32 %.56, %.57
  %.59 = bitcast i32 %.58 to float
  %.60 = select i1 %.55, float %.59, float %.54
  %.61 = fcmp uno float %t41, 0.0
  %.62 = select i1 %.61, float %t41, float %.60
  %.63 = fcmp uno float %.50, 0.0
  %.64 = select i1 %.63, float %.50, float %.62
  br label %b21

b21:
  %t50 = phi float [ %.64, %b20 ], [ %.50, %b19 ]
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
  %.65 = sext i32 16 to i64
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
  %.78 = bitcast float %t53 to i32
  %.79 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.78)
  %.80 = bitcast i32 %.79 to float
  %t55 = select i1 %.75, float %.80, float %t53
  %.81 = sext i32 16 to i64
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
  %.94 = zext i1 %t54 to i32
  %.95 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.93, i32 %.94)
  %.96 = trunc i32 %.95 to i1
  %t56 = select i1 %.91, i1 %.96, i1 %t54
  %t57 = icmp slt i64 %t3, 16
  %t58 = and i1 %t56, %t57
  br i1 %t58, label %b25, label %b28

b25:
  br i1 %t54, label %b26, label %b27

b26:
  %.97 = fcmp ogt float %t53, %t55
  %.98 = select i1 %.97, float %t53, float %t55
  %.99 = fcmp oeq float %t53, %t55
  %.100 = bitcast float %t53 to i32
  %.101 = bitcast float %t55 to i32
  %.102 = and i32 %.100, %.101
  %.103 = bitcast i32 %.102 to float
  %.104 = select i1 %.99, float %.103, float %.98
  %.105 = fcmp uno float %t53, 0.0
  %.106 = select i1 %.105, float %t53, float %.104
  %.107 = fcmp uno float %t55, 0.0
  %.108 = select i1 %.107, float %t55, float %.106
  br label %b27

b27:
  %t60 = phi float [ %.108, %b26 ], [ %t55, %b25 ]
  br label %b28

b28:
  %t61 = phi float [ %t60, %b27 ], [ %t53, %b24 ]
  %t62 = phi i1 [ true, %b27 ], [ %t54, %b24 ]
  %.109 = sext i32 8 to i64
  %.110 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.111 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.110)
  %.112 = zext i32 %.111 to i64
  %.113 = add i64 %.112, %.109
  %.114 = icmp ult i64 %.113, 64
  %.115 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.116 = and i64 %.113, 63
  %.117 = lshr i64 %.115, %.116
  %.118 = trunc i64 %.117 to i1
  %.119 = and i1 %.114, %.118
  %.120 = trunc i64 %.113 to i32
  %.121 = shl i32 %.120, 2
  %.122 = bitcast float %t61 to i32
  %.123 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.121, i32 %.122)
  %.124 = bitcast i32 %.123 to float
  %t63 = select i1 %.119, float %.124, float %t61
  %.125 = sext i32 8 to i64
  %.126 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.127 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.126)
  %.128 = zext i32 %.127 to i64
  %.129 = add i64 %.128, %.125
  %.130 = icmp ult i64 %.129, 64
  %.131 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.132 = and i64 %.129, 63
  %.133 = lshr i64 %.131, %.132
  %.134 = trunc i64 %.133 to i1
  %.135 = and i1 %.130, %.134
  %.136 = trunc i64 %.129 to i32
  %.137 = shl i32 %.136, 2
  %.138 = zext i1 %t62 to i32
  %.139 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.137, i32 %.138)
  %.140 = trunc i32 %.139 to i1
  %t64 = select i1 %.135, i1 %.140, i1 %t62
  %t65 = icmp slt i64 %t3, 24
  %t66 = and i1 %t64, %t65
  br i1 %t66, label %b29, label %b32

b29:
  br i1 %t62, label %b30, label %b31

b30:
  %.141 = fcmp ogt float %t61, %t63
  %.142 = select i1 %.141, float %t61, float %t63
  %.143 = fcmp oeq float %t61, %t63
  %.144 = bitcast float %t61 to i32
  %.145 = bitcast float %t63 to i32
  %.146 = and i32 %.144, %.145
  %.147 = bitcast i32 %.146 to float
  %.148 = select i1 %.143, float %.147, float %.142
  %.149 = fcmp uno float %t61, 0.0
  %.150 = select i1 %.149, float %t61, float %.148
  %.151 = fcmp uno float %t63, 0.0
  %.152 = select i1 %.151, float %t63, float %.150
  br label %b31

b31:
  %t68 = phi float [ %.152, %b30 ], [ %t63, %b29 ]
  br label %b32

b32:
  %t69 = phi float [ %t68, %b31 ], [ %t61, %b28 ]
  %t70 = phi i1 [ true, %b31 ], [ %t62, %b28 ]
  %.153 = sext i32 4 to i64
  %.154 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.155 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.154)
  %.156 = zext i32 %.155 to i64
  %.157 = add i64 %.156, %.153
  %.158 = icmp ult i64 %.157, 64
  %.159 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.160 = and i64 %.157, 63
  %.161 = lshr i64 %.159, %.160
  %.162 = trunc i64 %.161 to i1
  %.163 = and i1 %.158, %.162
  %.164 = trunc i64 %.157 to i32
  %.165 = shl i32 %.164, 2
  %.166 = bitcast float %t69 to i32
  %.167 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.165, i32 %.166)
  %.168 = bitcast i32 %.167 to float
  %t71 = select i1 %.163, float %.168, float %t69
  %.169 = sext i32 4 to i64
  %.170 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.171 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.170)
  %.172 = zext i32 %.171 to i64
  %.173 = add i64 %.172, %.169
  %.174 = icmp ult i64 %.173, 64
  %.175 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.176 = and i64 %.173, 63
  %.177 = lshr i64 %.175, %.176
  %.178 = trunc i64 %.177 to i1
  %.179 = and i1 %.174, %.178
  %.180 = trunc i64 %.173 to i32
  %.181 = shl i32 %.180, 2
  %.182 = zext i1 %t70 to i32
  %.183 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.182)
  %.184 = trunc i32 %.183 to i1
  %t72 = select i1 %.179, i1 %.184, i1 %t70
  %t73 = icmp slt i64 %t3, 28
  %t74 = and i1 %t72, %t73
  br i1 %t74, label %b33, label %b36

b33:
  br i1 %t70, label %b34, label %b35

b34:
  %.185 = fcmp ogt float %t69, %t71
  %.186 = select i1 %.185, float %t69, float %t71
  %.187 = fcmp oeq float %t69, %t71
  %.188 = bitcast float %t69 to i32
  %.189 = bitcast float %t71 to i32
  %.190 = and i32 %.188, %.189
  %.191 = bitcast i32 %.190 to float
  %.192 = select i1 %.187, float %.191, float %.186
  %.193 = fcmp uno float %t69, 0.0
  %.194 = select i1 %.193, float %t69, float %.192
  %.195 = fcmp uno float %t71, 0.0
  %.196 = select i1 %.195, float %t71, float %.194
  br label %b35

b35:
  %t76 = phi float [ %.196, %b34 ], [ %t71, %b33 ]
  br label %b36

b36:
  %t77 = phi float [ %t76, %b35 ], [ %t69, %b32 ]
  %t78 = phi i1 [ true, %b35 ], [ %t70, %b32 ]
  %.197 = sext i32 2 to i64
  %.198 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.199 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.198)
  %.200 = zext i32 %.199 to i64
  %.201 = add i64 %.200, %.197
  %.202 = icmp ult i64 %.201, 64
  %.203 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.204 = and i64 %.201, 63
  %.205 = lshr i64 %.203, %.204
  %.206 = trunc i64 %.205 to i1
  %.207 = and i1 %.202, %.206
  %.208 = trunc i64 %.201 to i32
  %.209 = shl i32 %.208, 2
  %.210 = bitcast float %t77 to i32
  %.211 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.209, i32 %.210)
  %.212 = bitcast i32 %.211 to float
  %t79 = select i1 %.207, float %.212, float %t77
  %.213 = sext i32 2 to i64
  %.214 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.215 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.214)
  %.216 = zext i32 %.215 to i64
  %.217 = add i64 %.216, %.213
  %.218 = icmp ult i64 %.217, 64
  %.219 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.220 = and i64 %.217, 63
  %.221 = lshr i64 %.219, %.220
  %.222 = trunc i64 %.221 to i1
  %.223 = and i1 %.218, %.222
  %.224 = trunc i64 %.217 to i32
  %.225 = shl i32 %.224, 2
  %.226 = zext i1 %t78 to i32
  %.227 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.225, i32 %.226)
  %.228 = trunc i32 %.227 to i1
  %t80 = select i1 %.223, i1 %.228, i1 %t78
  %t81 = icmp slt i64 %t3, 30
  %t82 = and i1 %t80, %t81
  br i1 %t82, label %b37, label %b40

b37:
  br i1 %t78, label %b38, label %b39

b38:
  %.229 = fcmp ogt float %t77, %t79
  %.230 = select i1 %.229, float %t77, float %t79
  %.231 = fcmp oeq float %t77, %t79
  %.232 = bitcast float %t77 to i32
  %.233 = bitcast float %t79 to i32
  %.234 = and i32 %.232, %.233
  %.235 = bitcast i32 %.234 to float
  %.236 = select i1 %.231, float %.235, float %.230
  %.237 = fcmp uno float %t77, 0.0
  %.238 = select i1 %.237, float %t77, float %.236
  %.239 = fcmp uno float %t79, 0.0
  %.240 = select i1 %.239, float %t79, float %.238
  br label %b39

b39:
  %t84 = phi float [ %.240, %b38 ], [ %t79, %b37 ]
  br label %b40

b40:
  %t85 = phi float [ %t84, %b39 ], [ %t77, %b36 ]
  %t86 = phi i1 [ true, %b39 ], [ %t78, %b36 ]
  %.241 = sext i32 1 to i64
  %.242 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.243 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.242)
  %.244 = zext i32 %.243 to i64
  %.245 = add i64 %.244, %.241
  %.246 = icmp ult i64 %.245, 64
  %.247 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.248 = and i64 %.245, 63
  %.249 = lshr i64 %.247, %.248
  %.250 = trunc i64 %.249 to i1
  %.251 = and i1 %.246, %.250
  %.252 = trunc i64 %.245 to i32
  %.253 = shl i32 %.252, 2
  %.254 = bitcast float %t85 to i32
  %.255 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.253, i32 %.254)
  %.256 = bitcast i32 %.255 to float
  %t87 = select i1 %.251, float %.256, float %t85
  %.257 = sext i32 1 to i64
  %.258 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.259 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.258)
  %.260 = zext i32 %.259 to i64
  %.261 = add i64 %.260, %.257
  %.262 = icmp ult i64 %.261, 64
  %.263 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.264 = and i64 %.261, 63
  %.265 = lshr i64 %.263, %.264
  %.266 = trunc i64 %.265 to i1
  %.267 = and i1 %.262, %.266
  %.268 = trunc i64 %.261 to i32
  %.269 = shl i32 %.268, 2
  %.270 = zext i1 %t86 to i32
  %.271 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.269, i32 %.270)
  %.272 = trunc i32 %.271 to i1
  %t88 = select i1 %.267, i1 %.272, i1 %t86
  %t89 = icmp slt i64 %t3, 31
  %t90 = and i1 %t88, %t89
  br i1 %t90, label %b41, label %b44

b41:
  br i1 %t86, label %b42, label %b43

b42:
  %.273 = fcmp ogt float %t85, %t87
  %.274 = select i1 %.273, float %t85, float %t87
  %.275 = fcmp oeq float %t85, %t87
  %.276 = bitcast float %t85 to i32
  %.277 = bitcast float %t87 to i32
  %.278 = and i32 %.276, %.277
  %.279 = bitcast i32 %.278 to float
  %.280 = select i1 %.275, float %.279, float %.274
  %.281 = fcmp uno float %t85, 0.0
  %.282 = select i1 %.281, float %t85, float %.280
  %.283 = fcmp uno float %t87, 0.0
  %.284 = select i1 %.283, float %t87, float %.282
  br label %b43

b43:
  %t92 = phi float [ %.284, %b42 ], [ %t87, %b41 ]
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
  %.285 = fcmp ogt float %a3, %t95
  %.286 = select i1 %.285, float %a3, float %t95
  %.287 = fcmp oeq float %a3, %t95
  %.288 = bitcast float %a3 to i32
  %.289 = bitcast float %t95 to i32
  %.290 = and i32 %.288, %.289
  %.291 = bitcast i32 %.290 to float
  %.292 = select i1 %.287, float %.291, float %.286
  %.293 = fcmp uno float %a3, 0.0
  %.294 = select i1 %.293, float %a3, float %.292
  %.295 = fcmp uno float %t95, 0.0
  %.296 = select i1 %.295, float %t95, float %.294
  br label %b49

b49:
  %t99 = phi float [ %.296, %b48 ], [ %t95, %b47 ]
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

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1"(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) %a3) #0 {
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
  %t13 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t12
  %.13 = load double, ptr addrspace(1) %t13, align 8
  br label %b2

b2:
  %t15 = phi double [ %.13, %b1 ], [ 0x0000000000000000, %b0 ]
  %t16 = phi i1 [ true, %b1 ], [ false, %b0 ]
  %t17 = add i64 %t9, %t10
  %t18 = mul i64 %t17, %a2
  %t19 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t18
  %t20 = mul i64 %t10, %a2
  br label %b3

b3:
  %t21 = phi ptr addrspace(1) [ %t19, %b2 ], [ %t28, %b4 ]
  %t22 = phi i64 [ %t17, %b2 ], [ %t27, %b4 ]
  %t23 = phi double [ %t15, %b2 ], [ %.26, %b4 ]
  %t24 = icmp slt i64 %t22, %a0
  br i1 %t24, label %b4, label %b5

b4:
  %.14 = load double, ptr addrspace(1) %t21, align 8
  %.15 = fcmp ogt double %t23, %.14
  %.16 = select i1 %.15, double %t23, double %.14
  %.17 = fcmp oeq double %t23, %.14
  %.18 = bitcast double %t23 to i64
  %.19 = bitcast double %.14 to i64
  %.20 = and i64 %.18, %.19
  %.21 = bitcast i64 %.20 to double
  %.22 = select i1 %.17, double %.21, double %.16
  %.23 = fcmp uno double %t23, 0.0
  %.24 = select i1 %.23, double %t23, double %.22
  %.25 = fcmp uno double %.14, 0.0
  %.26 = select i1 %.25, double %.14, double %.24
  %t27 = add i64 %t22, %t10
  %t28 = getelementptr inbounds double, ptr addrspace(1) %t21, i64 %t20
  br label %b3

b5:
  %t29 = getelementptr inbounds double, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.0", i64 %t3
  store double %t23, ptr addrspace(3) %t29, align 8
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.1", i64 %t3
  %.27 = zext i1 %t16 to i8
  store i8 %.27, ptr addrspace(3) %t30, align 1
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i64 %t3, 128
  br i1 %t31, label %b6, label %b11

b6:
  %t32 = add i64 %t3, 128
  %t33 = getelementptr inbounds double, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.0", i64 %t32
  %.28 = load double, ptr addrspace(3) %t33, align 8
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.1", i64 %t32
  %.29 = load i8, ptr addrspace(3) %t35, align 1
  %.30 = icmp ne i8 %.29, 0
  br i1 %.30, label %b7, label %b10

b7:
  br i1 %t16, label %b8, label %b9

b8:
  %.31 = fcmp ogt double %t23, %.28
  %.32 = select i1 %.31, double %t23, double %.28
  %.33 = fcmp oeq double %t23, %.28
  %.34 = bitcast double %t23 to i64
  %.35 = bitcast double %.28 to i64
  %.36 = and i64 %.34, %.35
  %.37 = bitcast i64 %.36 to double
  %.38 = select i1 %.33, double %.37, double %.32
  %.39 = fcmp uno double %t23, 0.0
  %.40 = select i1 %.39, double %t23, double %.38
  %.41 = fcmp uno double %.28, 0.0
  %.42 = select i1 %.41, double %.28, double %.40
  br label %b9

b9:
  %t38 = phi double [ %.42, %b8 ], [ %.28, %b7 ]
  br label %b10

b10:
  %t39 = phi double [ %t38, %b9 ], [ %t23, %b6 ]
  %t40 = phi i1 [ true, %b9 ], [ %t16, %b6 ]
  store double %t39, ptr addrspace(3) %t29, align 8
  %.43 = zext i1 %t40 to i8
  store i8 %.43, ptr addrspace(3) %t30, align 1
  br label %b11

b11:
  %t41 = phi double [ %t39, %b10 ], [ %t23, %b5 ]
  %t42 = phi i1 [ %t40, %b10 ], [ %t16, %b5 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i64 %t3, 64
  br i1 %t43, label %b12, label %b17

b12:
  %t44 = add i64 %t3, 64
  %t45 = getelementptr inbounds double, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.0", i64 %t44
  %.44 = load double, ptr addrspace(3) %t45, align 8
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.1", i64 %t44
  %.45 = load i8, ptr addrspace(3) %t47, align 1
  %.46 = icmp ne i8 %.45, 0
  br i1 %.46, label %b13, label %b16

b13:
  br i1 %t42, label %b14, label %b15

b14:
  %.47 = fcmp ogt double %t41, %.44
  %.48 = select i1 %.47, double %t41, double %.44
  %.49 = fcmp oeq double %t41, %.44
  %.50 = bitcast double %t41 to i64
  %.51 = bitcast double %.44 to i64
  %.52 = and i64 %.50, %.51
  %.53 = bitcast i64 %.52 to double
  %.54 = select i1 %.49, double %.53, double %.48
  %.55 = fcmp uno double %t41, 0.0
  %.56 = select i1 %.55, double %t41, double %.54
  %.57 = fcmp uno double %.44, 0.0
  %.58 = select i1 %.57, double %.44, double %.56
  br label %b15

b15:
  %t50 = phi double [ %.58, %b14 ], [ %.44, %b13 ]
  br label %b16

b16:
  %t51 = phi double [ %t50, %b15 ], [ %t41, %b12 ]
  %t52 = phi i1 [ true, %b15 ], [ %t42, %b12 ]
  store double %t51, ptr addrspace(3) %t29, align 8
  %.59 = zext i1 %t52 to i8
  store i8 %.59, ptr addrspace(3) %t30, align 1
  br label %b17

b17:
  %t53 = phi double [ %t51, %b16 ], [ %t41, %b11 ]
  %t54 = phi i1 [ %t52, %b16 ], [ %t42, %b11 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t55 = icmp slt i64 %t3, 32
  br i1 %t55, label %b18, label %b23

b18:
  %t56 = add i64 %t3, 32
  %t57 = getelementptr inbounds double, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.0", i64 %t56
  %.60 = load double, ptr addrspace(3) %t57, align 8
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.1", i64 %t56
  %.61 = load i8, ptr addrspace(3) %t59, align 1
  %.62 = icmp ne i8 %.61, 0
  br i1 %.62, label %b19, label %b22

b19:
  br i1 %t54, label %b20, label %b21

b20:
  %.63 = fcmp ogt double %t53, %.60
  %.64 = select i1 %.63, double %t53, double %.60
  %.65 = fcmp oeq double %t53, %.60
  %.66 = bitcast double %t53 to i64
  %.67 = bitcast double %.60 to i64
  %.68 = and i64 %.66, %.67
  %.69 = bitcast i64 %.68 to double
  %.70 = select i1 %.65, double %.69, double %.64
  %.71 = fcmp uno double %t53, 0.0
  %.72 = select i1 %.71, double %t53, double %.70
  %.73 = fcmp uno double %.60, 0.0
  %.74 = select i1 %.73, double %.60, double %.72
  br label %b21

b21:
  %t62 = phi double [ %.74, %b20 ], [ %.60, %b19 ]
  br label %b22

b22:
  %t63 = phi double [ %t62, %b21 ], [ %t53, %b18 ]
  %t64 = phi i1 [ true, %b21 ], [ %t54, %b18 ]
  br label %b23

b23:
  %t65 = phi double [ %t63, %b22 ], [ %t53, %b17 ]
  %t66 = phi i1 [ %t64, %b22 ], [ %t54, %b17 ]
  br i1 %t55, label %b24, label %b45

b24:
  %.75 = sext i32 16 to i64
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
  %.88 = bitcast double %t65 to i64
  %.89 = trunc i64 %.88 to i32
  %.90 = lshr i64 %.88, 32
  %.91 = trunc i64 %.90 to i32
  %.92 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.87, i32 %.89)
  %.93 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.87, i32 %.91)
  %.94 = zext i32 %.92 to i64
  %.95 = zext i32 %.93 to i64
  %.96 = shl i64 %.95, 32
  %.97 = or i64 %.96, %.94
  %.98 = bitcast i64 %.97 to double
  %t67 = select i1 %.85, double %.98, double %t65
  %.99 = sext i32 16 to i64
  %.100 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.101 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.100)
  %.102 = zext i32 %.101 to i64
  %.103 = add i64 %.102, %.99
  %.104 = icmp ult i64 %.103, 64
  %.105 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.106 = and i64 %.103, 63
  %.107 = lshr i64 %.105, %.106
  %.108 = trunc i64 %.107 to i1
  %.109 = and i1 %.104, %.108
  %.110 = trunc i64 %.103 to i32
  %.111 = shl i32 %.110, 2
  %.112 = zext i1 %t66 to i32
  %.113 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.112)
  %.114 = trunc i32 %.113 to i1
  %t68 = select i1 %.109, i1 %.114, i1 %t66
  %t69 = icmp slt i64 %t3, 16
  %t70 = and i1 %t68, %t69
  br i1 %t70, label %b25, label %b28

b25:
  br i1 %t66, label %b26, label %b27

b26:
  %.115 = fcmp ogt double %t65, %t67
  %.116 = select i1 %.115, double %t65, double %t67
  %.117 = fcmp oeq double %t65, %t67
  %.118 = bitcast double %t65 to i64
  %.119 = bitcast double %t67 to i64
  %.120 = and i64 %.118, %.119
  %.121 = bitcast i64 %.120 to double
  %.122 = select i1 %.117, double %.121, double %.116
  %.123 = fcmp uno double %t65, 0.0
  %.124 = select i1 %.123, double %t65, double %.122
  %.125 = fcmp uno double %t67, 0.0
  %.126 = select i1 %.125, double %t67, double %.124
  br label %b27

b27:
  %t72 = phi double [ %.126, %b26 ], [ %t67, %b25 ]
  br label %b28

b28:
  %t73 = phi double [ %t72, %b27 ], [ %t65, %b24 ]
  %t74 = phi i1 [ true, %b27 ], [ %t66, %b24 ]
  %.127 = sext i32 8 to i64
  %.128 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.129 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.128)
  %.130 = zext i32 %.129 to i64
  %.131 = add i64 %.130, %.127
  %.132 = icmp ult i64 %.131, 64
  %.133 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.134 = and i64 %.131, 63
  %.135 = lshr i64 %.133, %.134
  %.136 = trunc i64 %.135 to i1
  %.137 = and i1 %.132, %.136
  %.138 = trunc i64 %.131 to i32
  %.139 = shl i32 %.138, 2
  %.140 = bitcast double %t73 to i64
  %.141 = trunc i64 %.140 to i32
  %.142 = lshr i64 %.140, 32
  %.143 = trunc i64 %.142 to i32
  %.144 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.139, i32 %.141)
  %.145 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.139, i32 %.143)
  %.146 = zext i32 %.144 to i64
  %.147 = zext i32 %.145 to i64
  %.148 = shl i64 %.147, 32
  %.149 = or i64 %.148, %.146
  %.150 = bitcast i64 %.149 to double
  %t75 = select i1 %.137, double %.150, double %t73
  %.151 = sext i32 8 to i64
  %.152 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.153 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.152)
  %.154 = zext i32 %.153 to i64
  %.155 = add i64 %.154, %.151
  %.156 = icmp ult i64 %.155, 64
  %.157 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.158 = and i64 %.155, 63
  %.159 = lshr i64 %.157, %.158
  %.160 = trunc i64 %.159 to i1
  %.161 = and i1 %.156, %.160
  %.162 = trunc i64 %.155 to i32
  %.163 = shl i32 %.162, 2
  %.164 = zext i1 %t74 to i32
  %.165 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.163, i32 %.164)
  %.166 = trunc i32 %.165 to i1
  %t76 = select i1 %.161, i1 %.166, i1 %t74
  %t77 = icmp slt i64 %t3, 24
  %t78 = and i1 %t76, %t77
  br i1 %t78, label %b29, label %b32

b29:
  br i1 %t74, label %b30, label %b31

b30:
  %.167 = fcmp ogt double %t73, %t75
  %.168 = select i1 %.167, double %t73, double %t75
  %.169 = fcmp oeq double %t73, %t75
  %.170 = bitcast double %t73 to i64
  %.171 = bitcast double %t75 to i64
  %.172 = and i64 %.170, %.171
  %.173 = bitcast i64 %.172 to double
  %.174 = select i1 %.169, double %.173, double %.168
  %.175 = fcmp uno double %t73, 0.0
  %.176 = select i1 %.175, double %t73, double %.174
  %.177 = fcmp uno double %t75, 0.0
  %.178 = select i1 %.177, double %t75, double %.176
  br label %b31

b31:
  %t80 = phi double [ %.178, %b30 ], [ %t75, %b29 ]
  br label %b32

b32:
  %t81 = phi double [ %t80, %b31 ], [ %t73, %b28 ]
  %t82 = phi i1 [ true, %b31 ], [ %t74, %b28 ]
  %.179 = sext i32 4 to i64
  %.180 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.181 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.180)
  %.182 = zext i32 %.181 to i64
  %.183 = add i64 %.182, %.179
  %.184 = icmp ult i64 %.183, 64
  %.185 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.186 = and i64 %.183, 63
  %.187 = lshr i64 %.185, %.186
  %.188 = trunc i64 %.187 to i1
  %.189 = and i1 %.184, %.188
  %.190 = trunc i64 %.183 to i32
  %.191 = shl i32 %.190, 2
  %.192 = bitcast double %t81 to i64
  %.193 = trunc i64 %.192 to i32
  %.194 = lshr i64 %.192, 32
  %.195 = trunc i64 %.194 to i32
  %.196 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.193)
  %.197 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.195)
  %.198 = zext i32 %.196 to i64
  %.199 = zext i32 %.197 to i64
  %.200 = shl i64 %.199, 32
  %.201 = or i64 %.200, %.198
  %.202 = bitcast i64 %.201 to double
  %t83 = select i1 %.189, double %.202, double %t81
  %.203 = sext i32 4 to i64
  %.204 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.205 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.204)
  %.206 = zext i32 %.205 to i64
  %.207 = add i64 %.206, %.203
  %.208 = icmp ult i64 %.207, 64
  %.209 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.210 = and i64 %.207, 63
  %.211 = lshr i64 %.209, %.210
  %.212 = trunc i64 %.211 to i1
  %.213 = and i1 %.208, %.212
  %.214 = trunc i64 %.207 to i32
  %.215 = shl i32 %.214, 2
  %.216 = zext i1 %t82 to i32
  %.217 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.215, i32 %.216)
  %.218 = trunc i32 %.217 to i1
  %t84 = select i1 %.213, i1 %.218, i1 %t82
  %t85 = icmp slt i64 %t3, 28
  %t86 = and i1 %t84, %t85
  br i1 %t86, label %b33, label %b36

b33:
  br i1 %t82, label %b34, label %b35

b34:
  %.219 = fcmp ogt double %t81, %t83
  %.220 = select i1 %.219, double %t81, double %t83
  %.221 = fcmp oeq double %t81, %t83
  %.222 = bitcast double %t81 to i64
  %.223 = bitcast double %t83 to i64
  %.224 = and i64 %.222, %.223
  %.225 = bitcast i64 %.224 to double
  %.226 = select i1 %.221, double %.225, double %.220
  %.227 = fcmp uno double %t81, 0.0
  %.228 = select i1 %.227, double %t81, double %.226
  %.229 = fcmp uno double %t83, 0.0
  %.230 = select i1 %.229, double %t83, double %.228
  br label %b35

b35:
  %t88 = phi double [ %.230, %b34 ], [ %t83, %b33 ]
  br label %b36

b36:
  %t89 = phi double [ %t88, %b35 ], [ %t81, %b32 ]
  %t90 = phi i1 [ true, %b35 ], [ %t82, %b32 ]
  %.231 = sext i32 2 to i64
  %.232 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.233 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.232)
  %.234 = zext i32 %.233 to i64
  %.235 = add i64 %.234, %.231
  %.236 = icmp ult i64 %.235, 64
  %.237 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.238 = and i64 %.235, 63
  %.239 = lshr i64 %.237, %.238
  %.240 = trunc i64 %.239 to i1
  %.241 = and i1 %.236, %.240
  %.242 = trunc i64 %.235 to i32
  %.243 = shl i32 %.242, 2
  %.244 = bitcast double %t89 to i64
  %.245 = trunc i64 %.244 to i32
  %.246 = lshr i64 %.244, 32
  %.247 = trunc i64 %.246 to i32
  %.248 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.243, i32 %.245)
  %.249 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.243, i32 %.247)
  %.250 = zext i32 %.248 to i64
  %.251 = zext i32 %.249 to i64
  %.252 = shl i64 %.251, 32
  %.253 = or i64 %.252, %.250
  %.254 = bitcast i64 %.253 to double
  %t91 = select i1 %.241, double %.254, double %t89
  %.255 = sext i32 2 to i64
  %.256 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.257 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.256)
  %.258 = zext i32 %.257 to i64
  %.259 = add i64 %.258, %.255
  %.260 = icmp ult i64 %.259, 64
  %.261 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.262 = and i64 %.259, 63
  %.263 = lshr i64 %.261, %.262
  %.264 = trunc i64 %.263 to i1
  %.265 = and i1 %.260, %.264
  %.266 = trunc i64 %.259 to i32
  %.267 = shl i32 %.266, 2
  %.268 = zext i1 %t90 to i32
  %.269 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.267, i32 %.268)
  %.270 = trunc i32 %.269 to i1
  %t92 = select i1 %.265, i1 %.270, i1 %t90
  %t93 = icmp slt i64 %t3, 30
  %t94 = and i1 %t92, %t93
  br i1 %t94, label %b37, label %b40

b37:
  br i1 %t90, label %b38, label %b39

b38:
  %.271 = fcmp ogt double %t89, %t91
  %.272 = select i1 %.271, double %t89, double %t91
  %.273 = fcmp oeq double %t89, %t91
  %.274 = bitcast double %t89 to i64
  %.275 = bitcast double %t91 to i64
  %.276 = and i64 %.274, %.275
  %.277 = bitcast i64 %.276 to double
  %.278 = select i1 %.273, double %.277, double %.272
  %.279 = fcmp uno double %t89, 0.0
  %.280 = select i1 %.279, double %t89, double %.278
  %.281 = fcmp uno double %t91, 0.0
  %.282 = select i1 %.281, double %t91, double %.280
  br label %b39

b39:
  %t96 = phi double [ %.282, %b38 ], [ %t91, %b37 ]
  br label %b40

b40:
  %t97 = phi double [ %t96, %b39 ], [ %t89, %b36 ]
  %t98 = phi i1 [ true, %b39 ], [ %t90, %b36 ]
  %.283 = sext i32 1 to i64
  %.284 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.285 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.284)
  %.286 = zext i32 %.285 to i64
  %.287 = add i64 %.286, %.283
  %.288 = icmp ult i64 %.287, 64
  %.289 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.290 = and i64 %.287, 63
  %.291 = lshr i64 %.289, %.290
  %.292 = trunc i64 %.291 to i1
  %.293 = and i1 %.288, %.292
  %.294 = trunc i64 %.287 to i32
  %.295 = shl i32 %.294, 2
  %.296 = bitcast double %t97 to i64
  %.297 = trunc i64 %.296 to i32
  %.298 = lshr i64 %.296, 32
  %.299 = trunc i64 %.298 to i32
  %.300 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.295, i32 %.297)
  %.301 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.295, i32 %.299)
  %.302 = zext i32 %.300 to i64
  %.303 = zext i32 %.301 to i64
  %.304 = shl i64 %.303, 32
  %.305 = or i64 %.304, %.302
  %.306 = bitcast i64 %.305 to double
  %t99 = select i1 %.293, double %.306, double %t97
  %.307 = sext i32 1 to i64
  %.308 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.309 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.308)
  %.310 = zext i32 %.309 to i64
  %.311 = add i64 %.310, %.307
  %.312 = icmp ult i64 %.311, 64
  %.313 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.314 = and i64 %.311, 63
  %.315 = lshr i64 %.313, %.314
  %.316 = trunc i64 %.315 to i1
  %.317 = and i1 %.312, %.316
  %.318 = trunc i64 %.311 to i32
  %.319 = shl i32 %.318, 2
  %.320 = zext i1 %t98 to i32
  %.321 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.319, i32 %.320)
  %.322 = trunc i32 %.321 to i1
  %t100 = select i1 %.317, i1 %.322, i1 %t98
  %t101 = icmp slt i64 %t3, 31
  %t102 = and i1 %t100, %t101
  br i1 %t102, label %b41, label %b44

b41:
  br i1 %t98, label %b42, label %b43

b42:
  %.323 = fcmp ogt double %t97, %t99
  %.324 = select i1 %.323, double %t97, double %t99
  %.325 = fcmp oeq double %t97, %t99
  %.326 = bitcast double %t97 to i64
  %.327 = bitcast double %t99 to i64
  %.328 = and i64 %.326, %.327
  %.329 = bitcast i64 %.328 to double
  %.330 = select i1 %.325, double %.329, double %.324
  %.331 = fcmp uno double %t97, 0.0
  %.332 = select i1 %.331, double %t97, double %.330
  %.333 = fcmp uno double %t99, 0.0
  %.334 = select i1 %.333, double %t99, double %.332
  br label %b43

b43:
  %t104 = phi double [ %.334, %b42 ], [ %t99, %b41 ]
  br label %b44

b44:
  %t105 = phi double [ %t104, %b43 ], [ %t97, %b40 ]
  %t106 = phi i1 [ true, %b43 ], [ %t98, %b40 ]
  br label %b45

b45:
  %t107 = phi double [ %t105, %b44 ], [ %t65, %b23 ]
  %t108 = phi i1 [ %t106, %b44 ], [ %t66, %b23 ]
  %t109 = icmp eq i64 %t3, 0
  %t110 = and i1 %t109, %t108
  br i1 %t110, label %b46, label %b47

b46:
  %t111 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t5
  store double %t107, ptr addrspace(1) %t111, align 8
  br label %b47

b47:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2"(i64 %a0, ptr addrspace(1) %a1, ptr addrspace(1) %a2, double %a3, i8 %a4) #0 {
entry:
  %.1 = icmp ne i8 %a4, 0
  br label %b0

b0:
  %.2 = call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.2 to i64
  %t4 = icmp slt i64 %t3, %a0
  br i1 %t4, label %b1, label %b2

b1:
  %t5 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t3
  %.3 = load double, ptr addrspace(1) %t5, align 8
  br label %b2

b2:
  %t7 = phi double [ %.3, %b1 ], [ 0x0000000000000000, %b0 ]
  %t8 = phi i1 [ true, %b1 ], [ false, %b0 ]
  %t9 = add i64 %t3, 256
  br label %b3

b3:
  %t10 = phi i64 [ %t9, %b2 ], [ %t16, %b4 ]
  %t11 = phi double [ %t7, %b2 ], [ %.16, %b4 ]
  %t12 = icmp slt i64 %t10, %a0
  br i1 %t12, label %b4, label %b5

b4:
  %t13 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t10
  %.4 = load double, ptr addrspace(1) %t13, align 8
  %.5 = fcmp ogt double %t11, %.4
  %.6 = select i1 %.5, double %t11, double %.4
  %.7 = fcmp oeq double %t11, %.4
  %.8 = bitcast double %t11 to i64
  %.9 = bitcast double %.4 to i64
  %.10 = and i64 %.8, %.9
  %.11 = bitcast i64 %.10 to double
  %.12 = select i1 %.7, double %.11, double %.6
  %.13 = fcmp uno double %t11, 0.0
  %.14 = select i1 %.13, double %t11, double %.12
  %.15 = fcmp uno double %.4, 0.0
  %.16 = select i1 %.15, double %.4, double %.14
  %t16 = add i64 %t10, 256
  br label %b3

b5:
  %t17 = getelementptr inbounds double, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.0", i64 %t3
  store double %t11, ptr addrspace(3) %t17, align 8
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.1", i64 %t3
  %.17 = zext i1 %t8 to i8
  store i8 %.17, ptr addrspace(3) %t18, align 1
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t19 = icmp slt i64 %t3, 128
  br i1 %t19, label %b6, label %b11

b6:
  %t20 = add i64 %t3, 128
  %t21 = getelementptr inbounds double, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.0", i64 %t20
  %.18 = load double, ptr addrspace(3) %t21, align 8
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.1", i64 %t20
  %.19 = load i8, ptr addrspace(3) %t23, align 1
  %.20 = icmp ne i8 %.19, 0
  br i1 %.20, label %b7, label %b10

b7:
  br i1 %t8, label %b8, label %b9

b8:
  %.21 = fcmp ogt double %t11, %.18
  %.22 = select i1 %.21, double %t11, double %.18
  %.23 = fcmp oeq double %t11, %.18
  %.24 = bitcast double %t11 to i64
  %.25 = bitcast double %.18 to i64
  %.26 = and i64 %.24, %.25
  %.27 = bitcast i64 %.26 to double
  %.28 = select i1 %.23, double %.27, double %.22
  %.29 = fcmp uno double %t11, 0.0
  %.30 = select i1 %.29, double %t11, double %.28
  %.31 = fcmp uno double %.18, 0.0
  %.32 = select i1 %.31, double %.18, double %.30
  br label %b9

b9:
  %t26 = phi double [ %.32, %b8 ], [ %.18, %b7 ]
  br label %b10

b10:
  %t27 = phi double [ %t26, %b9 ], [ %t11, %b6 ]
  %t28 = phi i1 [ true, %b9 ], [ %t8, %b6 ]
  store double %t27, ptr addrspace(3) %t17, align 8
  %.33 = zext i1 %t28 to i8
  store i8 %.33, ptr addrspace(3) %t18, align 1
  br label %b11

b11:
  %t29 = phi double [ %t27, %b10 ], [ %t11, %b5 ]
  %t30 = phi i1 [ %t28, %b10 ], [ %t8, %b5 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i64 %t3, 64
  br i1 %t31, label %b12, label %b17

b12:
  %t32 = add i64 %t3, 64
  %t33 = getelementptr inbounds double, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.0", i64 %t32
  %.34 = load double, ptr addrspace(3) %t33, align 8
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.1", i64 %t32
  %.35 = load i8, ptr addrspace(3) %t35, align 1
  %.36 = icmp ne i8 %.35, 0
  br i1 %.36, label %b13, label %b16

b13:
  br i1 %t30, label %b14, label %b15

b14:
  %.37 = fcmp ogt double %t29, %.34
  %.38 = select i1 %.37, double %t29, double %.34
  %.39 = fcmp oeq double %t29, %.34
  %.40 = bitcast double %t29 to i64
  %.41 = bitcast double %.34 to i64
  %.42 = and i64 %.40, %.41
  %.43 = bitcast i64 %.42 to double
  %.44 = select i1 %.39, double %.43, double %.38
  %.45 = fcmp uno double %t29, 0.0
  %.46 = select i1 %.45, double %t29, double %.44
  %.47 = fcmp uno double %.34, 0.0
  %.48 = select i1 %.47, double %.34, double %.46
  br label %b15

b15:
  %t38 = phi double [ %.48, %b14 ], [ %.34, %b13 ]
  br label %b16

b16:
  %t39 = phi double [ %t38, %b15 ], [ %t29, %b12 ]
  %t40 = phi i1 [ true, %b15 ], [ %t30, %b12 ]
  store double %t39, ptr addrspace(3) %t17, align 8
  %.49 = zext i1 %t40 to i8
  store i8 %.49, ptr addrspace(3) %t18, align 1
  br label %b17

b17:
  %t41 = phi double [ %t39, %b16 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b16 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i64 %t3, 32
  br i1 %t43, label %b18, label %b23

b18:
  %t44 = add i64 %t3, 32
  %t45 = getelementptr inbounds double, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.0", i64 %t44
  %.50 = load double, ptr addrspace(3) %t45, align 8
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.1", i64 %t44
  %.51 = load i8, ptr addrspace(3) %t47, align 1
  %.52 = icmp ne i8 %.51, 0
  br i1 %.52, label %b19, label %b22

b19:
  br i1 %t42, label %b20, label %b21

b20:
  %.53 = fcmp ogt double %t41, %.50
  %.54 = select i1 %.53, double %t41, double %.50
  %.55 = fcmp oeq double %t41, %.50
  %.56 = bitcast double %t41 to i64
  %.57 = bitcast double %.50 to i64
  %.58 = and i64 %.56, %.57
  %.59 = bitcast i64 %.58 to double
  %.60 = select i1 %.55, double %.59, double %.54
  %.61 = fcmp uno double %t41, 0.0
  %.62 = select i1 %.61, double %t41, double %.60
  %.63 = fcmp uno double %.50, 0.0
  %.64 = select i1 %.63, double %.50, double %.62
  br label %b21

b21:
  %t50 = phi double [ %.64, %b20 ], [ %.50, %b19 ]
  br label %b22

b22:
  %t51 = phi double [ %t50, %b21 ], [ %t41, %b18 ]
  %t52 = phi i1 [ true, %b21 ], [ %t42, %b18 ]
  br label %b23

b23:
  %t53 = phi double [ %t51, %b22 ], [ %t41, %b17 ]
  %t54 = phi i1 [ %t52, %b22 ], [ %t42, %b17 ]
  br i1 %t43, label %b24, label %b45

b24:
  %.65 = sext i32 16 to i64
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
  %.78 = bitcast double %t53 to i64
  %.79 = trunc i64 %.78 to i32
  %.80 = lshr i64 %.78, 32
  %.81 = trunc i64 %.80 to i32
  %.82 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.79)
  %.83 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.81)
  %.84 = zext i32 %.82 to i64
  %.85 = zext i32 %.83 to i64
  %.86 = shl i64 %.85, 32
  %.87 = or i64 %.86, %.84
  %.88 = bitcast i64 %.87 to double
  %t55 = select i1 %.75, double %.88, double %t53
  %.89 = sext i32 16 to i64
  %.90 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.91 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.90)
  %.92 = zext i32 %.91 to i64
  %.93 = add i64 %.92, %.89
  %.94 = icmp ult i64 %.93, 64
  %.95 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.96 = and i64 %.93, 63
  %.97 = lshr i64 %.95, %.96
  %.98 = trunc i64 %.97 to i1
  %.99 = and i1 %.94, %.98
  %.100 = trunc i64 %.93 to i32
  %.101 = shl i32 %.100, 2
  %.102 = zext i1 %t54 to i32
  %.103 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.101, i32 %.102)
  %.104 = trunc i32 %.103 to i1
  %t56 = select i1 %.99, i1 %.104, i1 %t54
  %t57 = icmp slt i64 %t3, 16
  %t58 = and i1 %t56, %t57
  br i1 %t58, label %b25, label %b28

b25:
  br i1 %t54, label %b26, label %b27

b26:
  %.105 = fcmp ogt double %t53, %t55
  %.106 = select i1 %.105, double %t53, double %t55
  %.107 = fcmp oeq double %t53, %t55
  %.108 = bitcast double %t53 to i64
  %.109 = bitcast double %t55 to i64
  %.110 = and i64 %.108, %.109
  %.111 = bitcast i64 %.110 to double
  %.112 = select i1 %.107, double %.111, double %.106
  %.113 = fcmp uno double %t53, 0.0
  %.114 = select i1 %.113, double %t53, double %.112
  %.115 = fcmp uno double %t55, 0.0
  %.116 = select i1 %.115, double %t55, double %.114
  br label %b27

b27:
  %t60 = phi double [ %.116, %b26 ], [ %t55, %b25 ]
  br label %b28

b28:
  %t61 = phi double [ %t60, %b27 ], [ %t53, %b24 ]
  %t62 = phi i1 [ true, %b27 ], [ %t54, %b24 ]
  %.117 = sext i32 8 to i64
  %.118 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.119 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.118)
  %.120 = zext i32 %.119 to i64
  %.121 = add i64 %.120, %.117
  %.122 = icmp ult i64 %.121, 64
  %.123 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.124 = and i64 %.121, 63
  %.125 = lshr i64 %.123, %.124
  %.126 = trunc i64 %.125 to i1
  %.127 = and i1 %.122, %.126
  %.128 = trunc i64 %.121 to i32
  %.129 = shl i32 %.128, 2
  %.130 = bitcast double %t61 to i64
  %.131 = trunc i64 %.130 to i32
  %.132 = lshr i64 %.130, 32
  %.133 = trunc i64 %.132 to i32
  %.134 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.129, i32 %.131)
  %.135 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.129, i32 %.133)
  %.136 = zext i32 %.134 to i64
  %.137 = zext i32 %.135 to i64
  %.138 = shl i64 %.137, 32
  %.139 = or i64 %.138, %.136
  %.140 = bitcast i64 %.139 to double
  %t63 = select i1 %.127, double %.140, double %t61
  %.141 = sext i32 8 to i64
  %.142 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.143 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.142)
  %.144 = zext i32 %.143 to i64
  %.145 = add i64 %.144, %.141
  %.146 = icmp ult i64 %.145, 64
  %.147 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.148 = and i64 %.145, 63
  %.149 = lshr i64 %.147, %.148
  %.150 = trunc i64 %.149 to i1
  %.151 = and i1 %.146, %.150
  %.152 = trunc i64 %.145 to i32
  %.153 = shl i32 %.152, 2
  %.154 = zext i1 %t62 to i32
  %.155 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.154)
  %.156 = trunc i32 %.155 to i1
  %t64 = select i1 %.151, i1 %.156, i1 %t62
  %t65 = icmp slt i64 %t3, 24
  %t66 = and i1 %t64, %t65
  br i1 %t66, label %b29, label %b32

b29:
  br i1 %t62, label %b30, label %b31

b30:
  %.157 = fcmp ogt double %t61, %t63
  %.158 = select i1 %.157, double %t61, double %t63
  %.159 = fcmp oeq double %t61, %t63
  %.160 = bitcast double %t61 to i64
  %.161 = bitcast double %t63 to i64
  %.162 = and i64 %.160, %.161
  %.163 = bitcast i64 %.162 to double
  %.164 = select i1 %.159, double %.163, double %.158
  %.165 = fcmp uno double %t61, 0.0
  %.166 = select i1 %.165, double %t61, double %.164
  %.167 = fcmp uno double %t63, 0.0
  %.168 = select i1 %.167, double %t63, double %.166
  br label %b31

b31:
  %t68 = phi double [ %.168, %b30 ], [ %t63, %b29 ]
  br label %b32

b32:
  %t69 = phi double [ %t68, %b31 ], [ %t61, %b28 ]
  %t70 = phi i1 [ true, %b31 ], [ %t62, %b28 ]
  %.169 = sext i32 4 to i64
  %.170 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.171 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.170)
  %.172 = zext i32 %.171 to i64
  %.173 = add i64 %.172, %.169
  %.174 = icmp ult i64 %.173, 64
  %.175 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.176 = and i64 %.173, 63
  %.177 = lshr i64 %.175, %.176
  %.178 = trunc i64 %.177 to i1
  %.179 = and i1 %.174, %.178
  %.180 = trunc i64 %.173 to i32
  %.181 = shl i32 %.180, 2
  %.182 = bitcast double %t69 to i64
  %.183 = trunc i64 %.182 to i32
  %.184 = lshr i64 %.182, 32
  %.185 = trunc i64 %.184 to i32
  %.186 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.183)
  %.187 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.185)
  %.188 = zext i32 %.186 to i64
  %.189 = zext i32 %.187 to i64
  %.190 = shl i64 %.189, 32
  %.191 = or i64 %.190, %.188
  %.192 = bitcast i64 %.191 to double
  %t71 = select i1 %.179, double %.192, double %t69
  %.193 = sext i32 4 to i64
  %.194 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.195 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.194)
  %.196 = zext i32 %.195 to i64
  %.197 = add i64 %.196, %.193
  %.198 = icmp ult i64 %.197, 64
  %.199 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.200 = and i64 %.197, 63
  %.201 = lshr i64 %.199, %.200
  %.202 = trunc i64 %.201 to i1
  %.203 = and i1 %.198, %.202
  %.204 = trunc i64 %.197 to i32
  %.205 = shl i32 %.204, 2
  %.206 = zext i1 %t70 to i32
  %.207 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.205, i32 %.206)
  %.208 = trunc i32 %.207 to i1
  %t72 = select i1 %.203, i1 %.208, i1 %t70
  %t73 = icmp slt i64 %t3, 28
  %t74 = and i1 %t72, %t73
  br i1 %t74, label %b33, label %b36

b33:
  br i1 %t70, label %b34, label %b35

b34:
  %.209 = fcmp ogt double %t69, %t71
  %.210 = select i1 %.209, double %t69, double %t71
  %.211 = fcmp oeq double %t69, %t71
  %.212 = bitcast double %t69 to i64
  %.213 = bitcast double %t71 to i64
  %.214 = and i64 %.212, %.213
  %.215 = bitcast i64 %.214 to double
  %.216 = select i1 %.211, double %.215, double %.210
  %.217 = fcmp uno double %t69, 0.0
  %.218 = select i1 %.217, double %t69, double %.216
  %.219 = fcmp uno double %t71, 0.0
  %.220 = select i1 %.219, double %t71, double %.218
  br label %b35

b35:
  %t76 = phi double [ %.220, %b34 ], [ %t71, %b33 ]
  br label %b36

b36:
  %t77 = phi double [ %t76, %b35 ], [ %t69, %b32 ]
  %t78 = phi i1 [ true, %b35 ], [ %t70, %b32 ]
  %.221 = sext i32 2 to i64
  %.222 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.223 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.222)
  %.224 = zext i32 %.223 to i64
  %.225 = add i64 %.224, %.221
  %.226 = icmp ult i64 %.225, 64
  %.227 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.228 = and i64 %.225, 63
  %.229 = lshr i64 %.227, %.228
  %.230 = trunc i64 %.229 to i1
  %.231 = and i1 %.226, %.230
  %.232 = trunc i64 %.225 to i32
  %.233 = shl i32 %.232, 2
  %.234 = bitcast double %t77 to i64
  %.235 = trunc i64 %.234 to i32
  %.236 = lshr i64 %.234, 32
  %.237 = trunc i64 %.236 to i32
  %.238 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.233, i32 %.235)
  %.239 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.233, i32 %.237)
  %.240 = zext i32 %.238 to i64
  %.241 = zext i32 %.239 to i64
  %.242 = shl i64 %.241, 32
  %.243 = or i64 %.242, %.240
  %.244 = bitcast i64 %.243 to double
  %t79 = select i1 %.231, double %.244, double %t77
  %.245 = sext i32 2 to i64
  %.246 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.247 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.246)
  %.248 = zext i32 %.247 to i64
  %.249 = add i64 %.248, %.245
  %.250 = icmp ult i64 %.249, 64
  %.251 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.252 = and i64 %.249, 63
  %.253 = lshr i64 %.251, %.252
  %.254 = trunc i64 %.253 to i1
  %.255 = and i1 %.250, %.254
  %.256 = trunc i64 %.249 to i32
  %.257 = shl i32 %.256, 2
  %.258 = zext i1 %t78 to i32
  %.259 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.257, i32 %.258)
  %.260 = trunc i32 %.259 to i1
  %t80 = select i1 %.255, i1 %.260, i1 %t78
  %t81 = icmp slt i64 %t3, 30
  %t82 = and i1 %t80, %t81
  br i1 %t82, label %b37, label %b40

b37:
  br i1 %t78, label %b38, label %b39

b38:
  %.261 = fcmp ogt double %t77, %t79
  %.262 = select i1 %.261, double %t77, double %t79
  %.263 = fcmp oeq double %t77, %t79
  %.264 = bitcast double %t77 to i64
  %.265 = bitcast double %t79 to i64
  %.266 = and i64 %.264, %.265
  %.267 = bitcast i64 %.266 to double
  %.268 = select i1 %.263, double %.267, double %.262
  %.269 = fcmp uno double %t77, 0.0
  %.270 = select i1 %.269, double %t77, double %.268
  %.271 = fcmp uno double %t79, 0.0
  %.272 = select i1 %.271, double %t79, double %.270
  br label %b39

b39:
  %t84 = phi double [ %.272, %b38 ], [ %t79, %b37 ]
  br label %b40

b40:
  %t85 = phi double [ %t84, %b39 ], [ %t77, %b36 ]
  %t86 = phi i1 [ true, %b39 ], [ %t78, %b36 ]
  %.273 = sext i32 1 to i64
  %.274 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.275 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.274)
  %.276 = zext i32 %.275 to i64
  %.277 = add i64 %.276, %.273
  %.278 = icmp ult i64 %.277, 64
  %.279 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.280 = and i64 %.277, 63
  %.281 = lshr i64 %.279, %.280
  %.282 = trunc i64 %.281 to i1
  %.283 = and i1 %.278, %.282
  %.284 = trunc i64 %.277 to i32
  %.285 = shl i32 %.284, 2
  %.286 = bitcast double %t85 to i64
  %.287 = trunc i64 %.286 to i32
  %.288 = lshr i64 %.286, 32
  %.289 = trunc i64 %.288 to i32
  %.290 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.285, i32 %.287)
  %.291 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.285, i32 %.289)
  %.292 = zext i32 %.290 to i64
  %.293 = zext i32 %.291 to i64
  %.294 = shl i64 %.293, 32
  %.295 = or i64 %.294, %.292
  %.296 = bitcast i64 %.295 to double
  %t87 = select i1 %.283, double %.296, double %t85
  %.297 = sext i32 1 to i64
  %.298 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.299 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.298)
  %.300 = zext i32 %.299 to i64
  %.301 = add i64 %.300, %.297
  %.302 = icmp ult i64 %.301, 64
  %.303 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %.304 = and i64 %.301, 63
  %.305 = lshr i64 %.303, %.304
  %.306 = trunc i64 %.305 to i1
  %.307 = and i1 %.302, %.306
  %.308 = trunc i64 %.301 to i32
  %.309 = shl i32 %.308, 2
  %.310 = zext i1 %t86 to i32
  %.311 = call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.310)
  %.312 = trunc i32 %.311 to i1
  %t88 = select i1 %.307, i1 %.312, i1 %t86
  %t89 = icmp slt i64 %t3, 31
  %t90 = and i1 %t88, %t89
  br i1 %t90, label %b41, label %b44

b41:
  br i1 %t86, label %b42, label %b43

b42:
  %.313 = fcmp ogt double %t85, %t87
  %.314 = select i1 %.313, double %t85, double %t87
  %.315 = fcmp oeq double %t85, %t87
  %.316 = bitcast double %t85 to i64
  %.317 = bitcast double %t87 to i64
  %.318 = and i64 %.316, %.317
  %.319 = bitcast i64 %.318 to double
  %.320 = select i1 %.315, double %.319, double %.314
  %.321 = fcmp uno double %t85, 0.0
  %.322 = select i1 %.321, double %t85, double %.320
  %.323 = fcmp uno double %t87, 0.0
  %.324 = select i1 %.323, double %t87, double %.322
  br label %b43

b43:
  %t92 = phi double [ %.324, %b42 ], [ %t87, %b41 ]
  br label %b44

b44:
  %t93 = phi double [ %t92, %b43 ], [ %t85, %b40 ]
  %t94 = phi i1 [ true, %b43 ], [ %t86, %b40 ]
  br label %b45

b45:
  %t95 = phi double [ %t93, %b44 ], [ %t53, %b23 ]
  %t96 = phi i1 [ %t94, %b44 ], [ %t54, %b23 ]
  %t97 = icmp eq i64 %t3, 0
  br i1 %t97, label %b46, label %b52

b46:
  br i1 %t96, label %b47, label %b50

b47:
  br i1 %.1, label %b48, label %b49

b48:
  %.325 = fcmp ogt double %a3, %t95
  %.326 = select i1 %.325, double %a3, double %t95
  %.327 = fcmp oeq double %a3, %t95
  %.328 = bitcast double %a3 to i64
  %.329 = bitcast double %t95 to i64
  %.330 = and i64 %.328, %.329
  %.331 = bitcast i64 %.330 to double
  %.332 = select i1 %.327, double %.331, double %.326
  %.333 = fcmp uno double %a3, 0.0
  %.334 = select i1 %.333, double %a3, double %.332
  %.335 = fcmp uno double %t95, 0.0
  %.336 = select i1 %.335, double %t95, double %.334
  br label %b49

b49:
  %t99 = phi double [ %.336, %b48 ], [ %t95, %b47 ]
  br label %b50

b50:
  %t100 = phi double [ %t99, %b49 ], [ %a3, %b46 ]
  %t101 = phi i1 [ true, %b49 ], [ %.1, %b46 ]
  br i1 %t101, label %b51, label %b52

b51:
  store double %t100, ptr addrspace(1) %a2, align 8
  br label %b52

b52:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMatMul_5bfloat32_5d_5f_5fgu"(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, ptr addrspace(1) %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23, ptr addrspace(1) %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, i64 %a30, i64 %a31, i64 %a32) #0 {
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
  %t16 = icmp slt i64 0, %a17
  %t17 = icmp slt i64 0, %a8
  br label %b1

b1:
  %t18 = phi i64 [ %t9, %b0 ], [ %t92, %b16 ]
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
  %t65 = phi ptr addrspace(1) [ %t62, %b10 ], [ %t91, %b15 ]
  %t66 = phi ptr addrspace(1) [ %t64, %b10 ], [ %t90, %b15 ]
  %t67 = phi i64 [ 0, %b10 ], [ %t88, %b15 ]
  br i1 %t16, label %b12, label %b15

b12:
  %t68 = phi ptr addrspace(1) [ %t66, %b11 ], [ %t87, %b14 ]
  %t69 = phi ptr addrspace(1) [ %t63, %b11 ], [ %t86, %b14 ]
  %t70 = phi i64 [ 0, %b11 ], [ %t84, %b14 ]
  br i1 %t17, label %b13, label %b14

b13:
  %t71 = phi ptr addrspace(1) [ %t69, %b12 ], [ %t82, %b13 ]
  %t72 = phi ptr addrspace(1) [ %t65, %b12 ], [ %t81, %b13 ]
  %t73 = phi float [ 0x0000000000000000, %b12 ], [ %t78, %b13 ]
  %t74 = phi i64 [ 0, %b12 ], [ %t79, %b13 ]
  %.59 = load float, ptr addrspace(1) %t72, align 4
  %.60 = load float, ptr addrspace(1) %t71, align 4
  %t77 = fmul float %.59, %.60
  %t78 = fadd float %t73, %t77
  %t79 = add i64 %t74, 1
  %t80 = icmp slt i64 %t79, %a8
  %t81 = getelementptr inbounds float, ptr addrspace(1) %t72, i64 %a10
  %t82 = getelementptr inbounds float, ptr addrspace(1) %t71, i64 %a18
  br i1 %t80, label %b13, label %b14

b14:
  %t83 = phi float [ 0x0000000000000000, %b12 ], [ %t78, %b13 ]
  store float %t83, ptr addrspace(1) %t68, align 4
  %t84 = add i64 %t70, 1
  %t85 = icmp slt i64 %t84, %a17
  %t86 = getelementptr inbounds float, ptr addrspace(1) %t69, i64 %a19
  %t87 = getelementptr inbounds float, ptr addrspace(1) %t68, i64 %a28
  br i1 %t85, label %b12, label %b15

b15:
  %t88 = add i64 %t67, 1
  %t89 = icmp slt i64 %t88, %a7
  %t90 = getelementptr inbounds float, ptr addrspace(1) %t66, i64 %a27
  %t91 = getelementptr inbounds float, ptr addrspace(1) %t65, i64 %a9
  br i1 %t89, label %b11, label %b16

b16:
  %t92 = add i64 %t18, %t10
  br label %b1

b17:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMatMul_5bfloat64_5d_5f_5fgu"(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, ptr addrspace(1) %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23, ptr addrspace(1) %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, i64 %a30, i64 %a31, i64 %a32) #0 {
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
  %t16 = icmp slt i64 0, %a17
  %t17 = icmp slt i64 0, %a8
  br label %b1

b1:
  %t18 = phi i64 [ %t9, %b0 ], [ %t92, %b16 ]
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
  %t65 = phi ptr addrspace(1) [ %t62, %b10 ], [ %t91, %b15 ]
  %t66 = phi ptr addrspace(1) [ %t64, %b10 ], [ %t90, %b15 ]
  %t67 = phi i64 [ 0, %b10 ], [ %t88, %b15 ]
  br i1 %t16, label %b12, label %b15

b12:
  %t68 = phi ptr addrspace(1) [ %t66, %b11 ], [ %t87, %b14 ]
  %t69 = phi ptr addrspace(1) [ %t63, %b11 ], [ %t86, %b14 ]
  %t70 = phi i64 [ 0, %b11 ], [ %t84, %b14 ]
  br i1 %t17, label %b13, label %b14

b13:
  %t71 = phi ptr addrspace(1) [ %t69, %b12 ], [ %t82, %b13 ]
  %t72 = phi ptr addrspace(1) [ %t65, %b12 ], [ %t81, %b13 ]
  %t73 = phi double [ 0x0000000000000000, %b12 ], [ %t78, %b13 ]
  %t74 = phi i64 [ 0, %b12 ], [ %t79, %b13 ]
  %.59 = load double, ptr addrspace(1) %t72, align 8
  %.60 = load double, ptr addrspace(1) %t71, align 8
  %t77 = fmul double %.59, %.60
  %t78 = fadd double %t73, %t77
  %t79 = add i64 %t74, 1
  %t80 = icmp slt i64 %t79, %a8
  %t81 = getelementptr inbounds double, ptr addrspace(1) %t72, i64 %a10
  %t82 = getelementptr inbounds double, ptr addrspace(1) %t71, i64 %a18
  br i1 %t80, label %b13, label %b14

b14:
  %t83 = phi double [ 0x0000000000000000, %b12 ], [ %t78, %b13 ]
  store double %t83, ptr addrspace(1) %t68, align 8
  %t84 = add i64 %t70, 1
  %t85 = icmp slt i64 %t84, %a17
  %t86 = getelementptr inbounds double, ptr addrspace(1) %t69, i64 %a19
  %t87 = getelementptr inbounds double, ptr addrspace(1) %t68, i64 %a28
  br i1 %t85, label %b12, label %b15

b15:
  %t88 = add i64 %t67, 1
  %t89 = icmp slt i64 %t88, %a7
  %t90 = getelementptr inbounds double, ptr addrspace(1) %t66, i64 %a27
  %t91 = getelementptr inbounds double, ptr addrspace(1) %t65, i64 %a9
  br i1 %t89, label %b11, label %b16

b16:
  %t92 = add i64 %t18, %t10
  br label %b1

b17:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAxpy_5f_5fgu"(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, ptr addrspace(1) %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, ptr addrspace(1) %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, ptr addrspace(1) %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, i64 %a30, i64 %a31) #0 {
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
  %t15 = icmp slt i64 0, %a12
  br label %b1

b1:
  %t16 = phi i64 [ %t9, %b0 ], [ %t89, %b12 ]
  %t17 = icmp slt i64 %t16, %a0
  br i1 %t17, label %b2, label %b13

b2:
  br i1 %t11, label %b3, label %b4

b3:
  %.17 = icmp eq i64 %a5, 0
  %.18 = icmp eq i64 %a5, -1
  %.19 = or i1 %.17, %.18
  %.20 = select i1 %.19, i64 1, i64 %a5
  %.21 = srem i64 %t16, %.20
  %.22 = select i1 %.17, i64 %t16, i64 %.21
  %.23 = icmp eq i64 %a5, 0
  %.24 = icmp eq i64 %a5, -1
  %.25 = or i1 %.23, %.24
  %.26 = select i1 %.25, i64 1, i64 %a5
  %.27 = sdiv i64 %t16, %.26
  %.28 = sub i64 0, %t16
  %.29 = select i1 %.24, i64 %.28, i64 %.27
  %.30 = select i1 %.23, i64 -1, i64 %.29
  %t20 = mul i64 %.22, %a10
  %t21 = mul i64 %.22, %a17
  %t22 = mul i64 %.22, %a24
  %t23 = mul i64 %.22, %a31
  br label %b4

b4:
  %t24 = phi i64 [ %.30, %b3 ], [ %t16, %b2 ]
  %t25 = phi i64 [ %t20, %b3 ], [ 0, %b2 ]
  %t26 = phi i64 [ %t21, %b3 ], [ 0, %b2 ]
  %t27 = phi i64 [ %t22, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t23, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6

b5:
  %.31 = icmp eq i64 %a4, 0
  %.32 = icmp eq i64 %a4, -1
  %.33 = or i1 %.31, %.32
  %.34 = select i1 %.33, i64 1, i64 %a4
  %.35 = srem i64 %t24, %.34
  %.36 = select i1 %.31, i64 %t24, i64 %.35
  %.37 = icmp eq i64 %a4, 0
  %.38 = icmp eq i64 %a4, -1
  %.39 = or i1 %.37, %.38
  %.40 = select i1 %.39, i64 1, i64 %a4
  %.41 = sdiv i64 %t24, %.40
  %.42 = sub i64 0, %t24
  %.43 = select i1 %.38, i64 %.42, i64 %.41
  %.44 = select i1 %.37, i64 -1, i64 %.43
  %t31 = mul i64 %.36, %a9
  %t32 = add i64 %t25, %t31
  %t33 = mul i64 %.36, %a16
  %t34 = add i64 %t26, %t33
  %t35 = mul i64 %.36, %a23
  %t36 = add i64 %t27, %t35
  %t37 = mul i64 %.36, %a30
  %t38 = add i64 %t28, %t37
  br label %b6

b6:
  %t39 = phi i64 [ %.44, %b5 ], [ %t24, %b4 ]
  %t40 = phi i64 [ %t32, %b5 ], [ %t25, %b4 ]
  %t41 = phi i64 [ %t34, %b5 ], [ %t26, %b4 ]
  %t42 = phi i64 [ %t36, %b5 ], [ %t27, %b4 ]
  %t43 = phi i64 [ %t38, %b5 ], [ %t28, %b4 ]
  br i1 %t13, label %b7, label %b8

b7:
  %.45 = icmp eq i64 %a3, 0
  %.46 = icmp eq i64 %a3, -1
  %.47 = or i1 %.45, %.46
  %.48 = select i1 %.47, i64 1, i64 %a3
  %.49 = srem i64 %t39, %.48
  %.50 = select i1 %.45, i64 %t39, i64 %.49
  %.51 = icmp eq i64 %a3, 0
  %.52 = icmp eq i64 %a3, -1
  %.53 = or i1 %.51, %.52
  %.54 = select i1 %.53, i64 1, i64 %a3
  %.55 = sdiv i64 %t39, %.54
  %.56 = sub i64 0, %t39
  %.57 = select i1 %.52, i64 %.56, i64 %.55
  %.58 = select i1 %.51, i64 -1, i64 %.57
  %t46 = mul i64 %.50, %a8
  %t47 = add i64 %t40, %t46
  %t48 = mul i64 %.50, %a15
  %t49 = add i64 %t41, %t48
  %t50 = mul i64 %.50, %a22
  %t51 = add i64 %t42, %t50
  %t52 = mul i64 %.50, %a29
  %t53 = add i64 %t43, %t52
  br label %b8

b8:
  %t54 = phi i64 [ %.58, %b7 ], [ %t39, %b6 ]
  %t55 = phi i64 [ %t47, %b7 ], [ %t40, %b6 ]
  %t56 = phi i64 [ %t49, %b7 ], [ %t41, %b6 ]
  %t57 = phi i64 [ %t51, %b7 ], [ %t42, %b6 ]
  %t58 = phi i64 [ %t53, %b7 ], [ %t43, %b6 ]
  br i1 %t14, label %b9, label %b10

b9:
  %t59 = mul i64 %t54, %a7
  %t60 = add i64 %t55, %t59
  %t61 = mul i64 %t54, %a14
  %t62 = add i64 %t56, %t61
  %t63 = mul i64 %t54, %a21
  %t64 = add i64 %t57, %t63
  %t65 = mul i64 %t54, %a28
  %t66 = add i64 %t58, %t65
  br label %b10

b10:
  %t67 = phi i64 [ %t60, %b9 ], [ %t55, %b8 ]
  %t68 = phi i64 [ %t62, %b9 ], [ %t56, %b8 ]
  %t69 = phi i64 [ %t64, %b9 ], [ %t57, %b8 ]
  %t70 = phi i64 [ %t66, %b9 ], [ %t58, %b8 ]
  %t71 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t67
  %.59 = load float, ptr addrspace(1) %t71, align 4
  %t73 = getelementptr inbounds float, ptr addrspace(1) %a11, i64 %t68
  %t74 = getelementptr inbounds float, ptr addrspace(1) %a18, i64 %t69
  %t75 = getelementptr inbounds float, ptr addrspace(1) %a25, i64 %t70
  br i1 %t15, label %b11, label %b12

b11:
  %t76 = phi ptr addrspace(1) [ %t75, %b10 ], [ %t88, %b11 ]
  %t77 = phi ptr addrspace(1) [ %t74, %b10 ], [ %t87, %b11 ]
  %t78 = phi ptr addrspace(1) [ %t73, %b10 ], [ %t86, %b11 ]
  %t79 = phi i64 [ 0, %b10 ], [ %t84, %b11 ]
  %.60 = load float, ptr addrspace(1) %t78, align 4
  %t81 = fmul float %.59, %.60
  %.61 = load float, ptr addrspace(1) %t77, align 4
  %t83 = fadd float %t81, %.61
  store float %t83, ptr addrspace(1) %t76, align 4
  %t84 = add i64 %t79, 1
  %t85 = icmp slt i64 %t84, %a12
  %t86 = getelementptr inbounds float, ptr addrspace(1) %t78, i64 %a13
  %t87 = getelementptr inbounds float, ptr addrspace(1) %t77, i64 %a20
  %t88 = getelementptr inbounds float, ptr addrspace(1) %t76, i64 %a27
  br i1 %t85, label %b11, label %b12

b12:
  %t89 = add i64 %t16, %t10
  br label %b1

b13:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eRowSum_5f_5fgu"(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, ptr addrspace(1) %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17) #0 {
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
  br label %b1

b1:
  %t16 = phi i64 [ %t9, %b0 ], [ %t61, %b12 ]
  %t17 = icmp slt i64 %t16, %a0
  br i1 %t17, label %b2, label %b13

b2:
  br i1 %t11, label %b3, label %b4

b3:
  %.17 = icmp eq i64 %a5, 0
  %.18 = icmp eq i64 %a5, -1
  %.19 = or i1 %.17, %.18
  %.20 = select i1 %.19, i64 1, i64 %a5
  %.21 = srem i64 %t16, %.20
  %.22 = select i1 %.17, i64 %t16, i64 %.21
  %.23 = icmp eq i64 %a5, 0
  %.24 = icmp eq i64 %a5, -1
  %.25 = or i1 %.23, %.24
  %.26 = select i1 %.25, i64 1, i64 %a5
  %.27 = sdiv i64 %t16, %.26
  %.28 = sub i64 0, %t16
  %.29 = select i1 %.24, i64 %.28, i64 %.27
  %.30 = select i1 %.23, i64 -1, i64 %.29
  %t20 = mul i64 %.22, %a12
  %t21 = mul i64 %.22, %a17
  br label %b4

b4:
  %t22 = phi i64 [ %.30, %b3 ], [ %t16, %b2 ]
  %t23 = phi i64 [ %t20, %b3 ], [ 0, %b2 ]
  %t24 = phi i64 [ %t21, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6

b5:
  %.31 = icmp eq i64 %a4, 0
  %.32 = icmp eq i64 %a4, -1
  %.33 = or i1 %.31, %.32
  %.34 = select i1 %.33, i64 1, i64 %a4
  %.35 = srem i64 %t22, %.34
  %.36 = select i1 %.31, i64 %t22, i64 %.35
  %.37 = icmp eq i64 %a4, 0
  %.38 = icmp eq i64 %a4, -1
  %.39 = or i1 %.37, %.38
  %.40 = select i1 %.39, i64 1, i64 %a4
  %.41 = sdiv i64 %t22, %.40
  %.42 = sub i64 0, %t22
  %.43 = select i1 %.38, i64 %.42, i64 %.41
  %.44 = select i1 %.37, i64 -1, i64 %.43
  %t27 = mul i64 %.36, %a11
  %t28 = add i64 %t23, %t27
  %t29 = mul i64 %.36, %a16
  %t30 = add i64 %t24, %t29
  br label %b6

b6:
  %t31 = phi i64 [ %.44, %b5 ], [ %t22, %b4 ]
  %t32 = phi i64 [ %t28, %b5 ], [ %t23, %b4 ]
  %t33 = phi i64 [ %t30, %b5 ], [ %t24, %b4 ]
  br i1 %t13, label %b7, label %b8

b7:
  %.45 = icmp eq i64 %a3, 0
  %.46 = icmp eq i64 %a3, -1
  %.47 = or i1 %.45, %.46
  %.48 = select i1 %.47, i64 1, i64 %a3
  %.49 = srem i64 %t31, %.48
  %.50 = select i1 %.45, i64 %t31, i64 %.49
  %.51 = icmp eq i64 %a3, 0
  %.52 = icmp eq i64 %a3, -1
  %.53 = or i1 %.51, %.52
  %.54 = select i1 %.53, i64 1, i64 %a3
  %.55 = sdiv i64 %t31, %.54
  %.56 = sub i64 0, %t31
  %.57 = select i1 %.52, i64 %.56, i64 %.55
  %.58 = select i1 %.51, i64 -1, i64 %.57
  %t36 = mul i64 %.50, %a10
  %t37 = add i64 %t32, %t36
  %t38 = mul i64 %.50, %a15
  %t39 = add i64 %t33, %t38
  br label %b8

b8:
  %t40 = phi i64 [ %.58, %b7 ], [ %t31, %b6 ]
  %t41 = phi i64 [ %t37, %b7 ], [ %t32, %b6 ]
  %t42 = phi i64 [ %t39, %b7 ], [ %t33, %b6 ]
  br i1 %t14, label %b9, label %b10

b9:
  %t43 = mul i64 %t40, %a9
  %t44 = add i64 %t41, %t43
  %t45 = mul i64 %t40, %a14
  %t46 = add i64 %t42, %t45
  br label %b10

b10:
  %t47 = phi i64 [ %t44, %b9 ], [ %t41, %b8 ]
  %t48 = phi i64 [ %t46, %b9 ], [ %t42, %b8 ]
  %t49 = getelementptr inbounds double, ptr addrspace(1) %a6, i64 %t47
  %t50 = getelementptr inbounds double, ptr addrspace(1) %a13, i64 %t48
  br i1 %t15, label %b11, label %b12

b11:
  %t51 = phi ptr addrspace(1) [ %t49, %b10 ], [ %t58, %b11 ]
  %t52 = phi double [ 0x0000000000000000, %b10 ], [ %t55, %b11 ]
  %t53 = phi i64 [ 0, %b10 ], [ %t56, %b11 ]
  %.59 = load double, ptr addrspace(1) %t51, align 8
  %t55 = fadd double %t52, %.59
  %t56 = add i64 %t53, 1
  %t57 = icmp slt i64 %t56, %a7
  %t58 = getelementptr inbounds double, ptr addrspace(1) %t51, i64 %a8
  br i1 %t57, label %b11, label %b12

b12:
  %t59 = phi double [ 0x0000000000000000, %b10 ], [ %t55, %b11 ]
  %t60 = getelementptr inbounds double, ptr addrspace(1) %t50, i64 0
  store double %t59, ptr addrspace(1) %t60, align 8
  %t61 = add i64 %t16, %t10
  br label %b1

b13:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eScale_5f_5fgu"(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, ptr addrspace(1) %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, ptr addrspace(1) %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24) #0 {
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
  br label %b1

b1:
  %t15 = phi i64 [ %t9, %b0 ], [ %t70, %b13 ]
  %t16 = icmp slt i64 %t15, %a0
  br i1 %t16, label %b2, label %b14

b2:
  br i1 %t11, label %b3, label %b4

b3:
  %.17 = icmp eq i64 %a5, 0
  %.18 = icmp eq i64 %a5, -1
  %.19 = or i1 %.17, %.18
  %.20 = select i1 %.19, i64 1, i64 %a5
  %.21 = srem i64 %t15, %.20
  %.22 = select i1 %.17, i64 %t15, i64 %.21
  %.23 = icmp eq i64 %a5, 0
  %.24 = icmp eq i64 %a5, -1
  %.25 = or i1 %.23, %.24
  %.26 = select i1 %.25, i64 1, i64 %a5
  %.27 = sdiv i64 %t15, %.26
  %.28 = sub i64 0, %t15
  %.29 = select i1 %.24, i64 %.28, i64 %.27
  %.30 = select i1 %.23, i64 -1, i64 %.29
  %t19 = mul i64 %.22, %a12
  %t20 = mul i64 %.22, %a17
  %t21 = mul i64 %.22, %a24
  br label %b4

b4:
  %t22 = phi i64 [ %.30, %b3 ], [ %t15, %b2 ]
  %t23 = phi i64 [ %t19, %b3 ], [ 0, %b2 ]
  %t24 = phi i64 [ %t20, %b3 ], [ 0, %b2 ]
  %t25 = phi i64 [ %t21, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6

b5:
  %.31 = icmp eq i64 %a4, 0
  %.32 = icmp eq i64 %a4, -1
  %.33 = or i1 %.31, %.32
  %.34 = select i1 %.33, i64 1, i64 %a4
  %.35 = srem i64 %t22, %.34
  %.36 = select i1 %.31, i64 %t22, i64 %.35
  %.37 = icmp eq i64 %a4, 0
  %.38 = icmp eq i64 %a4, -1
  %.39 = or i1 %.37, %.38
  %.40 = select i1 %.39, i64 1, i64 %a4
  %.41 = sdiv i64 %t22, %.40
  %.42 = sub i64 0, %t22
  %.43 = select i1 %.38, i64 %.42, i64 %.41
  %.44 = select i1 %.37, i64 -1, i64 %.43
  %t28 = mul i64 %.36, %a11
  %t29 = add i64 %t23, %t28
  %t30 = mul i64 %.36, %a16
  %t31 = add i64 %t24, %t30
  %t32 = mul i64 %.36, %a23
  %t33 = add i64 %t25, %t32
  br label %b6

b6:
  %t34 = phi i64 [ %.44, %b5 ], [ %t22, %b4 ]
  %t35 = phi i64 [ %t29, %b5 ], [ %t23, %b4 ]
  %t36 = phi i64 [ %t31, %b5 ], [ %t24, %b4 ]
  %t37 = phi i64 [ %t33, %b5 ], [ %t25, %b4 ]
  br i1 %t13, label %b7, label %b8

b7:
  %.45 = icmp eq i64 %a3, 0
  %.46 = icmp eq i64 %a3, -1
  %.47 = or i1 %.45, %.46
  %.48 = select i1 %.47, i64 1, i64 %a3
  %.49 = srem i64 %t34, %.48
  %.50 = select i1 %.45, i64 %t34, i64 %.49
  %.51 = icmp eq i64 %a3, 0
  %.52 = icmp eq i64 %a3, -1
  %.53 = or i1 %.51, %.52
  %.54 = select i1 %.53, i64 1, i64 %a3
  %.55 = sdiv i64 %t34, %.54
  %.56 = sub i64 0, %t34
  %.57 = select i1 %.52, i64 %.56, i64 %.55
  %.58 = select i1 %.51, i64 -1, i64 %.57
  %t40 = mul i64 %.50, %a10
  %t41 = add i64 %t35, %t40
  %t42 = mul i64 %.50, %a15
  %t43 = add i64 %t36, %t42
  %t44 = mul i64 %.50, %a22
  %t45 = add i64 %t37, %t44
  br label %b8

b8:
  %t46 = phi i64 [ %.58, %b7 ], [ %t34, %b6 ]
  %t47 = phi i64 [ %t41, %b7 ], [ %t35, %b6 ]
  %t48 = phi i64 [ %t43, %b7 ], [ %t36, %b6 ]
  %t49 = phi i64 [ %t45, %b7 ], [ %t37, %b6 ]
  br i1 %t14, label %b9, label %b10

b9:
  %t50 = mul i64 %t46, %a9
  %t51 = add i64 %t47, %t50
  %t52 = mul i64 %t46, %a14
  %t53 = add i64 %t48, %t52
  %t54 = mul i64 %t46, %a21
  %t55 = add i64 %t49, %t54
  br label %b10

b10:
  %t56 = phi i64 [ %t51, %b9 ], [ %t47, %b8 ]
  %t57 = phi i64 [ %t53, %b9 ], [ %t48, %b8 ]
  %t58 = phi i64 [ %t55, %b9 ], [ %t49, %b8 ]
  %t59 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t56
  %t60 = getelementptr inbounds float, ptr addrspace(1) %a13, i64 %t57
  %.59 = load float, ptr addrspace(1) %t60, align 4
  %t62 = getelementptr inbounds float, ptr addrspace(1) %a18, i64 %t58
  br label %b11

b11:
  %t63 = phi i64 [ -1, %b10 ], [ %t64, %b12 ]
  %t64 = add i64 %t63, 1
  %t65 = icmp slt i64 %t64, %a7
  br i1 %t65, label %b12, label %b13

b12:
  %t66 = getelementptr inbounds float, ptr addrspace(1) %t59, i64 %t64
  %.60 = load float, ptr addrspace(1) %t66, align 4
  %t68 = fmul float %.60, %.59
  %t69 = getelementptr inbounds float, ptr addrspace(1) %t62, i64 %t64
  store float %t68, ptr addrspace(1) %t69, align 4
  br label %b11

b13:
  %t70 = add i64 %t15, %t10
  br label %b1

b14:
  ret void
}

declare i64 @llvm.amdgcn.ballot.i64(i1)
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare i32 @llvm.amdgcn.groupstaticsize()
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare double @llvm.amdgcn.rsq.f64(double)
declare void @llvm.amdgcn.s.barrier()
declare float @llvm.amdgcn.sqrt.f32(float)
declare void @llvm.amdgcn.wave.barrier()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare i64 @llvm.ctlz.i64(i64, i1)
declare i64 @llvm.cttz.i64(i64, i1)
declare double @llvm.fabs.f64(double)
declare float @llvm.fma.f32(float, float, float)
declare double @llvm.fma.f64(double, double, double)
declare void @llvm.memset.p5.i64(ptr addrspace(5) nocapture writeonly, i8, i64, i1 immarg)
declare i64 @llvm.smax.i64(i64, i64)

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { alwaysinline nounwind "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }

!0 = !{}

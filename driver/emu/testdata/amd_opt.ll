; kern module emu/testdata (wave64, hand-written in the style of opt -O3's output)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@lds = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 16

; Each thread writes 16 i64 slots of out (see TestROCOptimizedIR).
; Function Attrs: convergent nounwind
define amdgpu_kernel void @opt(ptr addrspace(1) nocapture noundef align 8 dereferenceable(8192) %out, ptr addrspace(1) nocapture readonly %vin) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x(), !range !2
  %t64 = zext i32 %tid to i64
  %row = mul nuw nsw i64 %t64, 16
  %o = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %row
  tail call void @llvm.assume(i1 true)
  %odd = and i32 %tid, 1
  %iseven = icmp eq i32 %odd, 0
  br i1 %iseven, label %evenb, label %join0

evenb:                                            ; preds = %entry
  %exec = tail call i64 @llvm.read_register.i64(metadata !1) #1
  br label %join0

join0:                                            ; preds = %evenb, %entry
  %ex = phi i64 [ %exec, %evenb ], [ 0, %entry ]
  store i64 %ex, ptr addrspace(1) %o, align 8
  %m4 = urem i32 %tid, 4
  %fr = freeze i32 %m4
  switch i32 %fr, label %def [
    i32 0, label %c0 ; the first case
    i32 1, label %c1
    i32 2, label %c2
  ]

c0:                                               ; preds = %join0
  br label %sw

c1:                                               ; preds = %join0
  br label %sw

c2:                                               ; preds = %join0
  br label %sw

def:                                              ; preds = %join0
  br label %sw

sw:                                               ; preds = %def, %c2, %c1, %c0
  %sv = phi i64 [ 10, %c0 ], [ 20, %c1 ], [ 30, %c2 ], [ 99, %def ]
  %o1 = getelementptr inbounds i64, ptr addrspace(1) %o, i64 1
  store i64 %sv, ptr addrspace(1) %o1, align 8
  %tm10 = add nsw i32 %tid, -10
  %smax = tail call noundef i32 @llvm.smax.i32(i32 %tm10, i32 5)
  %smin = tail call i32 @llvm.smin.i32(i32 %tm10, i32 5)
  %umax = tail call i32 @llvm.umax.i32(i32 %tm10, i32 5)
  %umin = tail call i32 @llvm.umin.i32(i32 %tm10, i32 5)
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %o1, i64 2
  store i32 %smax, ptr addrspace(1) %o2, align 4
  %o2b = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 1
  store i32 %smin, ptr addrspace(1) %o2b, align 4
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 2
  store i32 %umax, ptr addrspace(1) %o3, align 4
  %o3b = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 3
  store i32 %umin, ptr addrspace(1) %o3b, align 4
  %tm32 = sub nsw i32 %tid, 32
  %abs = tail call i32 @llvm.abs.i32(i32 %tm32, i1 true)
  %fshl = tail call i32 @llvm.fshl.i32(i32 %tid, i32 -2147483647, i32 %tid)
  %fshr = tail call i32 @llvm.fshr.i32(i32 %tid, i32 -2147483647, i32 %tid)
  %pop = tail call i32 @llvm.ctpop.i32(i32 %tid)
  %clz = tail call i32 @llvm.ctlz.i32(i32 %tid, i1 false)
  %o4 = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 4
  store i32 %abs, ptr addrspace(1) %o4, align 4
  %o4b = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 5
  store i32 %fshl, ptr addrspace(1) %o4b, align 4
  %o5 = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 6
  store i32 %fshr, ptr addrspace(1) %o5, align 4
  %o5b = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 7
  %pc = add i32 %pop, %clz
  store i32 %pc, ptr addrspace(1) %o5b, align 4
  ; vectors: (vin[2t], vin[2t+1]) * <2, 3>, then the pair minus itself swapped
  %vp = getelementptr inbounds <2 x float>, ptr addrspace(1) %vin, i64 %t64
  %v = load <2 x float>, ptr addrspace(1) %vp, align 8, !noundef !0
  %vm = fmul <2 x float> %v, <float 2.000000e+00, float 3.000000e+00>
  %sh = shufflevector <2 x float> %vm, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %d = fsub <2 x float> %vm, %sh
  %o6 = getelementptr inbounds i64, ptr addrspace(1) %o, i64 6
  store <2 x float> %d, ptr addrspace(1) %o6, align 8
  %vi0 = insertelement <2 x i32> poison, i32 %tid, i64 0
  %hund = sub i32 100, %tid
  %vi = insertelement <2 x i32> %vi0, i32 %hund, i64 1
  %lt = icmp slt <2 x i32> %vi, <i32 50, i32 50>
  %sel = select <2 x i1> %lt, <2 x i32> %vi, <2 x i32> zeroinitializer
  %bits = bitcast <2 x i32> %sel to i64
  %o7 = getelementptr inbounds i64, ptr addrspace(1) %o, i64 7
  store i64 %bits, ptr addrspace(1) %o7, align 8
  %hi = shl i64 %t64, 32
  %pair = or i64 %hi, 7
  %pv = bitcast i64 %pair to <2 x i32>
  %which = and i32 %tid, 1
  %el = extractelement <2 x i32> %pv, i32 %which
  %ins = insertelement <2 x i32> %pv, i32 -1, i32 %which
  %insb = bitcast <2 x i32> %ins to i64
  %o8 = getelementptr inbounds i64, ptr addrspace(1) %o, i64 8
  %el64 = zext i32 %el to i64
  store i64 %el64, ptr addrspace(1) %o8, align 8
  %o9 = getelementptr inbounds i64, ptr addrspace(1) %o, i64 9
  store i64 %insb, ptr addrspace(1) %o9, align 8
  %vf = sitofp <2 x i32> %sel to <2 x double>
  %vfs = extractelement <2 x double> %vf, i64 1
  %o10 = getelementptr inbounds i64, ptr addrspace(1) %o, i64 10
  store double %vfs, ptr addrspace(1) %o10, align 8
  ; atomics as opt writes plain accesses to atomics, and a lifetime
  %lp = getelementptr inbounds [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %tid
  store atomic i32 %tid, ptr addrspace(3) %lp monotonic, align 4
  %la = load atomic i32, ptr addrspace(3) %lp monotonic, align 4
  %o11 = getelementptr inbounds i64, ptr addrspace(1) %o, i64 11
  store i32 %la, ptr addrspace(1) %o11, align 8
  %buf = alloca [2 x i64], align 8, addrspace(5)
  call void @llvm.lifetime.start.p5(i64 16, ptr addrspace(5) nonnull %buf)
  store i64 %t64, ptr addrspace(5) %buf, align 8
  %bv = load i64, ptr addrspace(5) %buf, align 8
  call void @llvm.lifetime.end.p5(i64 16, ptr addrspace(5) nonnull %buf)
  %o12 = getelementptr inbounds i64, ptr addrspace(1) %o, i64 12
  store i64 %bv, ptr addrspace(1) %o12, align 8
  ; memcpy (global to private) then an overlapping memmove: [a, a, b, ?]
  %cbuf = alloca [4 x i32], align 4, addrspace(5)
  call void @llvm.memcpy.p5.p1.i64(ptr addrspace(5) noundef align 4 dereferenceable(8) %cbuf, ptr addrspace(1) noundef align 8 dereferenceable(8) %vp, i64 8, i1 false)
  %c1 = getelementptr inbounds i32, ptr addrspace(5) %cbuf, i32 1
  call void @llvm.memmove.p5.p5.i64(ptr addrspace(5) align 4 %c1, ptr addrspace(5) align 4 %cbuf, i64 8, i1 false)
  %c2 = getelementptr inbounds i32, ptr addrspace(5) %cbuf, i32 2
  %cv1 = load i32, ptr addrspace(5) %c1, align 4
  %cv2 = load i32, ptr addrspace(5) %c2, align 4
  %o13 = getelementptr inbounds i64, ptr addrspace(1) %o, i64 13
  store i32 %cv1, ptr addrspace(1) %o13, align 8
  %o13b = getelementptr inbounds i32, ptr addrspace(1) %o13, i64 1
  store i32 %cv2, ptr addrspace(1) %o13b, align 4
  ; SLP's reductions of an unrolled fold: smax of <4 x i16>, then an
  ; ordered fadd (start 1.5) and an fmax of <4 x float>
  %va = extractelement <2 x float> %v, i64 0
  %vb = extractelement <2 x float> %v, i64 1
  %h0 = trunc i32 %tid to i16
  %h1 = add i16 %h0, -30
  %h2 = mul i16 %h0, 3
  %h3 = add i16 %h2, -100
  %hv0 = insertelement <4 x i16> poison, i16 %h1, i64 0
  %hv1 = insertelement <4 x i16> %hv0, i16 5, i64 1
  %hv2 = insertelement <4 x i16> %hv1, i16 -7, i64 2
  %hv3 = insertelement <4 x i16> %hv2, i16 %h3, i64 3
  %hmax = tail call i16 @llvm.vector.reduce.smax.v4i16(<4 x i16> %hv3)
  %hmax64 = sext i16 %hmax to i64
  ; a vector of i1 as the bits of an integer (opt writes it for a mask)
  %ltb = bitcast <2 x i1> %lt to i2
  %ltb64 = zext i2 %ltb to i64
  %ltsh = shl i64 %ltb64, 48
  %hx0 = xor i64 %hmax64, %ltsh
  ; checked arithmetic: {result, overflowed}
  %wo = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %tid, i32 268435456)
  %wr = extractvalue { i32, i1 } %wo, 0
  %wv = extractvalue { i32, i1 } %wo, 1
  %so = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %tid, i32 2147483642)
  %sr = extractvalue { i32, i1 } %so, 0
  %svf = extractvalue { i32, i1 } %so, 1
  %wr64 = zext i32 %wr to i64
  %sr64 = zext i32 %sr to i64
  %sr8 = shl i64 %sr64, 8
  %wv64 = zext i1 %wv to i64
  %wv50 = shl i64 %wv64, 50
  %sv64 = zext i1 %svf to i64
  %sv51 = shl i64 %sv64, 51
  %hx1 = xor i64 %hx0, %wr64
  %hx2 = xor i64 %hx1, %sr8
  %hx3 = xor i64 %hx2, %wv50
  %hx4 = xor i64 %hx3, %sv51
  %ao = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %tid, i32 -16)
  %bo = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %tid, i32 20)
  %co = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 -2147483640, i32 %tid)
  %do = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %tid, i32 134217728)
  %ar = extractvalue { i32, i1 } %ao, 0
  %br = extractvalue { i32, i1 } %bo, 0
  %cr = extractvalue { i32, i1 } %co, 0
  %dr = extractvalue { i32, i1 } %do, 0
  %af = extractvalue { i32, i1 } %ao, 1
  %bf = extractvalue { i32, i1 } %bo, 1
  %cf = extractvalue { i32, i1 } %co, 1
  %df = extractvalue { i32, i1 } %do, 1
  %abr = xor i32 %ar, %br
  %cdr = xor i32 %cr, %dr
  %abr64 = zext i32 %abr to i64
  %cdr64 = zext i32 %cdr to i64
  %cdr16 = shl i64 %cdr64, 16
  %af64 = zext i1 %af to i64
  %bf64 = zext i1 %bf to i64
  %cf64 = zext i1 %cf to i64
  %df64 = zext i1 %df to i64
  %af52 = shl i64 %af64, 52
  %bf53 = shl i64 %bf64, 53
  %cf54 = shl i64 %cf64, 54
  %df55 = shl i64 %df64, 55
  %hx5 = xor i64 %hx4, %abr64
  %hx6 = xor i64 %hx5, %cdr16
  %hx7 = xor i64 %hx6, %af52
  %hx8 = xor i64 %hx7, %bf53
  %hx9 = xor i64 %hx8, %cf54
  %hx = xor i64 %hx9, %df55
  %o14 = getelementptr inbounds i64, ptr addrspace(1) %o, i64 14
  store i64 %hx, ptr addrspace(1) %o14, align 8
  %fv0 = insertelement <4 x float> poison, float %va, i64 0
  %fv1 = insertelement <4 x float> %fv0, float 1.000000e+08, i64 1
  %fv2 = insertelement <4 x float> %fv1, float %vb, i64 2
  %fv3 = insertelement <4 x float> %fv2, float -1.000000e+08, i64 3
  %fsum = tail call float @llvm.vector.reduce.fadd.v4f32(float 1.500000e+00, <4 x float> %fv3)
  %fmx = tail call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %fv3)
  %o15 = getelementptr inbounds float, ptr addrspace(1) %o, i64 30
  store float %fsum, ptr addrspace(1) %o15, align 8
  %o15b = getelementptr inbounds float, ptr addrspace(1) %o, i64 31
  store float %fmx, ptr addrspace(1) %o15b, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x() #2
declare void @llvm.assume(i1 noundef) #3
declare i64 @llvm.read_register.i64(metadata) #1
declare i32 @llvm.smax.i32(i32, i32) #2
declare i32 @llvm.smin.i32(i32, i32) #2
declare i32 @llvm.umax.i32(i32, i32) #2
declare i32 @llvm.umin.i32(i32, i32) #2
declare i32 @llvm.abs.i32(i32, i1 immarg) #2
declare i32 @llvm.fshl.i32(i32, i32, i32) #2
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #2
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #2
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32) #2
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #2
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #2
declare i32 @llvm.fshr.i32(i32, i32, i32) #2
declare i32 @llvm.ctpop.i32(i32) #2
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #2
declare i16 @llvm.vector.reduce.smax.v4i16(<4 x i16>) #2
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #2
declare float @llvm.vector.reduce.fmax.v4f32(<4 x float>) #2
declare void @llvm.memcpy.p5.p1.i64(ptr addrspace(5) noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i64, i1 immarg) #3
declare void @llvm.memmove.p5.p5.i64(ptr addrspace(5) nocapture writeonly, ptr addrspace(5) nocapture readonly, i64, i1 immarg) #3
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #3
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #3

attributes #0 = { convergent nounwind "amdgpu-flat-work-group-size"="1,1024" }
attributes #1 = { nounwind }
attributes #2 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { inaccessiblememonly nocallback nofree nosync nounwind willreturn }

!0 = !{}
!1 = !{!"exec"}
!2 = !{i32 0, i32 1024}

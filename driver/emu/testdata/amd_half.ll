; kern module emu/testdata (hand-written)
; Lane i reads the i32 pair p = in[2i], q = in[2i+1], each two binary16
; values (element 0 in the low bits; x and y are p's and q's low halves),
; and writes 13 i32 results to out[13i:]: the <2 x half> arithmetic of p
; and q, fabs, the comparisons of x and y as bits, an element-wise vector
; comparison, conversions between integers and half, and
; llvm.convert.from.fp16 to float and double.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @halfmore(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %tid to i64
  %i2 = shl i64 %i, 1
  %pp = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i2
  %p = load i32, ptr addrspace(1) %pp, align 4
  %qp = getelementptr inbounds i32, ptr addrspace(1) %pp, i64 1
  %q = load i32, ptr addrspace(1) %qp, align 4
  %P = bitcast i32 %p to <2 x half>
  %Q = bitcast i32 %q to <2 x half>
  %x16 = trunc i32 %p to i16
  %y16 = trunc i32 %q to i16
  %x = bitcast i16 %x16 to half
  %y = bitcast i16 %y16 to half
  %o = mul i64 %i, 13
  %out0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %o

  %add = fadd <2 x half> %P, %Q
  %r0 = bitcast <2 x half> %add to i32
  store i32 %r0, ptr addrspace(1) %out0, align 4
  %sub = fsub <2 x half> %P, %Q
  %r1 = bitcast <2 x half> %sub to i32
  %out1 = getelementptr inbounds i32, ptr addrspace(1) %out0, i64 1
  store i32 %r1, ptr addrspace(1) %out1, align 4
  %mul = fmul <2 x half> %P, %Q
  %r2 = bitcast <2 x half> %mul to i32
  %out2 = getelementptr inbounds i32, ptr addrspace(1) %out0, i64 2
  store i32 %r2, ptr addrspace(1) %out2, align 4
  %fma = call <2 x half> @llvm.fma.v2f16(<2 x half> %P, <2 x half> %Q, <2 x half> %P)
  %r3 = bitcast <2 x half> %fma to i32
  %out3 = getelementptr inbounds i32, ptr addrspace(1) %out0, i64 3
  store i32 %r3, ptr addrspace(1) %out3, align 4
  %neg = fneg <2 x half> %P
  %r4 = bitcast <2 x half> %neg to i32
  %out4 = getelementptr inbounds i32, ptr addrspace(1) %out0, i64 4
  store i32 %r4, ptr addrspace(1) %out4, align 4

  %abs = call half @llvm.fabs.f16(half %x)
  %abs16 = bitcast half %abs to i16
  %r5 = zext i16 %abs16 to i32
  %out5 = getelementptr inbounds i32, ptr addrspace(1) %out0, i64 5
  store i32 %r5, ptr addrspace(1) %out5, align 4

  %c0 = fcmp olt half %x, %y
  %c1 = fcmp oeq half %x, %y
  %c2 = fcmp uno half %x, %y
  %c3 = fcmp une half %x, %y
  %c4 = fcmp ult half %x, %y
  %c5 = fcmp oge half %x, %y
  %b0 = zext i1 %c0 to i32
  %b1 = zext i1 %c1 to i32
  %b2 = zext i1 %c2 to i32
  %b3 = zext i1 %c3 to i32
  %b4 = zext i1 %c4 to i32
  %b5 = zext i1 %c5 to i32
  %s1 = shl i32 %b1, 1
  %s2 = shl i32 %b2, 2
  %s3 = shl i32 %b3, 3
  %s4 = shl i32 %b4, 4
  %s5 = shl i32 %b5, 5
  %m1 = or i32 %b0, %s1
  %m2 = or i32 %m1, %s2
  %m3 = or i32 %m2, %s3
  %m4 = or i32 %m3, %s4
  %r6 = or i32 %m4, %s5
  %out6 = getelementptr inbounds i32, ptr addrspace(1) %out0, i64 6
  store i32 %r6, ptr addrspace(1) %out6, align 4

  %vc = fcmp olt <2 x half> %P, %Q
  %vc0 = extractelement <2 x i1> %vc, i32 0
  %vc1 = extractelement <2 x i1> %vc, i32 1
  %vb0 = zext i1 %vc0 to i32
  %vb1 = zext i1 %vc1 to i32
  %vs1 = shl i32 %vb1, 1
  %r7 = or i32 %vb0, %vs1
  %out7 = getelementptr inbounds i32, ptr addrspace(1) %out0, i64 7
  store i32 %r7, ptr addrspace(1) %out7, align 4

  %qs = ashr i32 %q, 20
  %sh = sitofp i32 %qs to half
  %sh16 = bitcast half %sh to i16
  %r8 = zext i16 %sh16 to i32
  %out8 = getelementptr inbounds i32, ptr addrspace(1) %out0, i64 8
  store i32 %r8, ptr addrspace(1) %out8, align 4
  %pu = lshr i32 %p, 16
  %uh = uitofp i32 %pu to half
  %uh16 = bitcast half %uh to i16
  %r9 = zext i16 %uh16 to i32
  %out9 = getelementptr inbounds i32, ptr addrspace(1) %out0, i64 9
  store i32 %r9, ptr addrspace(1) %out9, align 4
  %r10 = fptosi half %x to i32
  %out10 = getelementptr inbounds i32, ptr addrspace(1) %out0, i64 10
  store i32 %r10, ptr addrspace(1) %out10, align 4

  %wf = call float @llvm.convert.from.fp16.f32(i16 %y16)
  %r11 = bitcast float %wf to i32
  %out11 = getelementptr inbounds i32, ptr addrspace(1) %out0, i64 11
  store i32 %r11, ptr addrspace(1) %out11, align 4
  %wd = call double @llvm.convert.from.fp16.f64(i16 %x16)
  %wdf = fptrunc double %wd to float
  %r12 = bitcast float %wdf to i32
  %out12 = getelementptr inbounds i32, ptr addrspace(1) %out0, i64 12
  store i32 %r12, ptr addrspace(1) %out12, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x() #1
declare <2 x half> @llvm.fma.v2f16(<2 x half>, <2 x half>, <2 x half>) #1
declare half @llvm.fabs.f16(half) #1
declare float @llvm.convert.from.fp16.f32(i16) #1
declare double @llvm.convert.from.fp16.f64(i16) #1

attributes #0 = { nounwind "target-cpu"="gfx90a" "denormal-fp-math"="ieee,ieee" }
attributes #1 = { nounwind readnone speculatable willreturn }

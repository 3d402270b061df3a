package emu

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// xorKernel is, as kern gen writes it for both targets,
//
//	i := t.Grid1()
//	v := in[i]
//	for off := 16; off > 0; off /= 2 {
//		v += kern.ShflXor(t, v, off)
//		if !(v >= 0 && v <= 40) { v = v >> 2 }
//	}
//	out[i] = v
//
// whose then-arm kern gen lays out after the loop's latch, the join of
// the branch around it. Each block is listed so that tests can lay them
// out in other orders.
var xorKernelLL = []string{`entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %tid to i64
  %ip = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i
  %v0 = load i32, ptr addrspace(1) %ip, align 4
  br label %head`, `head:
  %v = phi i32 [ %v0, %entry ], [ %v2, %latch ]
  %off = phi i64 [ 16, %entry ], [ %off2, %latch ]
  %more = icmp sgt i64 %off, 0
  br i1 %more, label %body, label %done`, `body:
  %off32 = trunc i64 %off to i32
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %lane = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %src = xor i32 %lane, %off32
  %inwave = icmp ult i32 %src, WAVE
  %act = call BALT @llvm.amdgcn.ballot.BALT(i1 true)
  %src64 = zext i32 %src to BALT
  %sh = lshr BALT %act, %src64
  %bit = trunc BALT %sh to i1
  %valid = and i1 %inwave, %bit
  %addr = shl i32 %src, 2
  %got = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %v)
  %o = select i1 %valid, i32 %got, i32 %v
  %v1 = add i32 %v, %o
  %ge = icmp sge i32 %v1, 0
  br i1 %ge, label %le, label %then`, `le:
  %le40 = icmp sle i32 %v1, 40
  br i1 %le40, label %latch, label %then`, `latch:
  %v2 = phi i32 [ %v1, %le ], [ %v3, %then ]
  %off2 = sdiv i64 %off, 2
  br label %head`, `then:
  %v3 = ashr i32 %v1, 2
  br label %latch`, `done:
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %v, ptr addrspace(1) %op, align 4
  ret void`}

// layoutIR writes a module whose kernel k has blocks in the given order
// (indices into blocks; the entry block must come first).
func layoutIR(blocks []string, order []int, wave int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "; kern module emu/reconverge (wave%d, hand-written)\ntarget triple = \"amdgcn-amd-amdhsa\"\n\n", wave)
	b.WriteString("define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {\n")
	for _, i := range order {
		b.WriteString(blocks[i] + "\n\n")
	}
	b.WriteString("}\n")
	balt := map[int]string{64: "i64", 32: "i32"}[wave]
	return strings.NewReplacer("WAVE", fmt.Sprint(wave), "BALT", balt).Replace(b.String())
}

// layouts are block orders of a kernel of n blocks: as written, reversed
// and rotated (the entry first in each).
func layouts(n int) [][]int {
	var out [][]int
	for r := 0; r < n-1; r++ {
		o := []int{0}
		for k := range n - 1 {
			o = append(o, 1+(k+r)%(n-1))
		}
		out = append(out, o)
		rev := []int{0}
		for k := len(o) - 1; k >= 1; k-- {
			rev = append(rev, o[k])
		}
		out = append(out, rev)
	}
	return out
}

// xorWant is what Go computes for the kernel over a warp of w lanes whose
// shuffles all take part.
func xorWant(in []int32, w int) []int32 {
	v := append([]int32(nil), in...)
	for off := 16; off > 0; off /= 2 {
		nv := make([]int32, len(v))
		for i := range v {
			src := i ^ off
			o := v[i]
			if src < w && src/w == i/w && src < len(v) {
				o = v[src]
			}
			nv[i] = v[i] + o
			if !(nv[i] >= 0 && nv[i] <= 40) {
				nv[i] >>= 2
			}
		}
		v = nv
	}
	return v
}

func xorInput(n int) []int32 {
	in := make([]int32, n)
	for i := range in {
		in[i] = int32(i*7%40 - 3)
	}
	return in
}

// runInts launches kernel k of m with one block of n threads on (in, out)
// and returns out.
func runInts(t *testing.T, d *Device, m driver.Module, n int, in []int32) ([]int32, error) {
	t.Helper()
	pin, _ := d.Alloc(4 * n)
	pout, _ := d.Alloc(4 * n)
	if err := d.CopyHtoD(pin, unsafe.Pointer(&in[0]), 4*n, nil); err != nil {
		t.Fatal(err)
	}
	f, err := m.Function("k")
	if err != nil {
		t.Fatal(err)
	}
	err = f.Launch(driver.LaunchConfig{Grid: driver.Dim3{X: 1, Y: 1, Z: 1}, Block: driver.Dim3{X: n, Y: 1, Z: 1}},
		[]unsafe.Pointer{unsafe.Pointer(&pin), unsafe.Pointer(&pout)})
	if err == nil {
		err = d.Synchronize()
	}
	if err != nil {
		return nil, err
	}
	return readBack[int32](t, d, pout, n), nil
}

// TestROCReconvergesAtPostDominator: lanes that skip the then-arm wait at
// its join (the latch) for the lanes in it, however the blocks are laid
// out, so every ds.bpermute sees the whole wavefront: 28 in every lane.
// The emulator used to run the lowest pc first, and the lanes at the
// latch, laid out before the arm, reached the next shuffle alone.
func TestROCReconvergesAtPostDominator(t *testing.T) {
	in := xorInput(32)
	want := xorWant(in, 32)
	for _, c := range []struct {
		arch string
		wave int
	}{{"gfx90a", 64}, {"gfx1030", 32}} {
		for _, order := range layouts(len(xorKernelLL)) {
			d, m := rocModule(t, c.arch, layoutIR(xorKernelLL, order, c.wave))
			got, err := runInts(t, d, m, 32, in)
			if err != nil {
				t.Fatalf("%s layout %v: %v", c.arch, order, err)
			}
			for i := range got {
				if got[i] != want[i] || got[i] != 28 {
					t.Fatalf("%s layout %v: got %v, want %v", c.arch, order, got, want)
				}
			}
		}
	}
}

// headerJoinLL is a loop whose branch joins at the loop's header (no
// latch block): lanes with odd tid skip the arm, and must wait at the
// header for the others before the shuffle of the next iteration. No
// block order makes a lowest-pc-first scheduler right here, since the
// header both precedes and follows the arm.
var headerJoinLL = []string{`entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %tid to i64
  %odd = and i32 %tid, 1
  %isodd = icmp ne i32 %odd, 0
  br label %head`, `head:
  %v = phi i32 [ 1, %entry ], [ %v, %skip ], [ %v3, %arm ]
  %k = phi i32 [ 0, %entry ], [ %k1, %skip ], [ %k1, %arm ]
  %k1 = add i32 %k, 1
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %lane = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %src = xor i32 %lane, 1
  %addr = shl i32 %src, 2
  %got = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %v)
  %v1 = add i32 %v, %got
  %more = icmp slt i32 %k, 3
  br i1 %more, label %split, label %done`, `split:
  br i1 %isodd, label %skip, label %arm`, `skip:
  br label %head`, `arm:
  %v3 = add i32 %v1, 0
  br label %head`, `done:
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %v1, ptr addrspace(1) %op, align 4
  ret void`}

func TestROCReconvergesAtLoopHeader(t *testing.T) {
	// Even lanes: v = 1, then each iteration v += partner's v; odd lanes
	// keep v. Iterations 0..3: (even, odd) = (1,1) → (2,1) → (3,1) →
	// (4,1), and the last shuffle gives even 4+1 = 5, odd 1+4 = 5.
	for _, order := range layouts(len(headerJoinLL)) {
		d, m := rocModule(t, "gfx90a", layoutIR(headerJoinLL, order, 64))
		got, err := runInts(t, d, m, 64, make([]int32, 64))
		if err != nil {
			t.Fatalf("layout %v: %v", order, err)
		}
		for i, v := range got {
			if v != 5 {
				t.Fatalf("layout %v: lane %d = %d, want 5 (%v)", order, i, v, got)
			}
		}
	}
}

// meetLL reaches a ds.bpermute on two paths that meet there before their
// join: lanes with tid < 8 branch to it directly, lanes 8..39 through
// another block. The scheduler runs blocks in reverse postorder, as the
// structurizer orders them on a GPU, so both sets execute it together in
// every layout: lane i reads lane i^1.
var meetLL = []string{`entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %tid to i64
  %low = icmp ult i32 %tid, 8
  %mid = icmp ult i32 %tid, 40
  %src = xor i32 %tid, 1
  %addr = shl i32 %src, 2
  br i1 %low, label %perm, label %other`, `other:
  br i1 %mid, label %perm, label %join`, `perm:
  %got = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %tid)
  br label %join`, `join:
  %v = phi i32 [ %got, %perm ], [ -1, %other ]
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %v, ptr addrspace(1) %op, align 4
  ret void`}

func TestROCDivergentWavefrontOperation(t *testing.T) {
	for _, order := range layouts(len(meetLL)) {
		d, m := rocModule(t, "gfx90a", layoutIR(meetLL, order, 64))
		got, err := runInts(t, d, m, 64, make([]int32, 64))
		if err != nil {
			t.Fatalf("layout %v: %v", order, err)
		}
		for i, v := range got {
			want := int32(i ^ 1)
			if i >= 40 {
				want = -1
			}
			if v != want {
				t.Fatalf("layout %v: lane %d = %d, want %d", order, i, v, want)
			}
		}
	}
	// A barrier inside the split blocks lanes 0..31; the others are let go
	// and reach the shuffle after the join while lanes 0..31 can still
	// reach it: reported, not computed.
	blocked := []string{`entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %tid to i64
  %low = icmp ult i32 %tid, 32
  %addr = shl i32 %tid, 2
  br i1 %low, label %bar, label %join`, `bar:
  call void @llvm.amdgcn.s.barrier()
  br label %join`, `join:
  %got = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %tid)
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %got, ptr addrspace(1) %op, align 4
  ret void`}
	d, m := rocModule(t, "gfx90a", layoutIR(blocked, []int{0, 1, 2}, 64))
	_, err := runInts(t, d, m, 64, make([]int32, 64))
	var f *Fault
	if !errors.As(err, &f) || f.Kind != "divergent wavefront operation" || !strings.Contains(f.Detail, "can still reach it") {
		t.Fatalf("bpermute while lanes wait at a barrier in a split: %v", err)
	}
	if f.Thread[0] < 32 {
		t.Errorf("fault names thread %v, want one of the lanes let go (32..63)", f.Thread)
	}
}

// TestROCInactiveArmLanes: a shuffle inside one arm of a split reads the
// lanes of the other arm as inactive (kern's reduction relies on it: its
// last stage shuffles with lanes 0..31 of a 64-lane wavefront), and the
// lanes parked at the join are no error.
func TestROCInactiveArmLanes(t *testing.T) {
	blocks := []string{`entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %tid to i64
  %low = icmp ult i32 %tid, 32
  %src = add i32 %tid, 16
  %addr = shl i32 %src, 2
  br i1 %low, label %arm, label %join`, `arm:
  %act = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %got = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %tid)
  %n = call i64 @llvm.ctpop.i64(i64 %act)
  %n32 = trunc i64 %n to i32
  %s = add i32 %got, %n32
  br label %join`, `join:
  %v = phi i32 [ %s, %arm ], [ -1, %entry ]
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %v, ptr addrspace(1) %op, align 4
  ret void`}
	for _, order := range layouts(len(blocks)) {
		d, m := rocModule(t, "gfx90a", layoutIR(blocks, order, 64))
		got, err := runInts(t, d, m, 64, make([]int32, 64))
		if err != nil {
			t.Fatalf("layout %v: %v", order, err)
		}
		for i, v := range got {
			want := int32(-1)
			if i < 32 {
				want = 32 // lanes 16..31 read inactive lanes 32..47: 0
				if i < 16 {
					want += int32(i + 16)
				}
			}
			if v != want {
				t.Fatalf("layout %v: lane %d = %d, want %d", order, i, v, want)
			}
		}
	}
}

// xorKernelPTX is the same kernel as kern gen writes it in PTX, block by
// block; shfl.sync waits for its member mask, so the result holds in
// every layout, but the scheduler must not hang or fault either.
var xorKernelPTX = []string{`	ld.param.u64 %rd0, [pin];
	ld.param.u64 %rd3, [pout];
	mov.u32 %r2, %tid.x;
	cvt.u64.u32 %rd10, %r2;
	shl.b64 %rd17, %rd10, 2;
	add.s64 %rd12, %rd0, %rd17;
	ld.global.s32 %r4, [%rd12+0];
	mov.b64 %rd13, 16;
	bra.uni BB1;`, `BB1:
	setp.gt.s64 %p0, %rd13, 0;
	@%p0 bra BB2;
	bra.uni BB6;`, `BB2:
	cvt.u32.u64 %r5, %rd13;
	shfl.sync.bfly.b32 %r6, %r4, %r5, 0x1f, 0xffffffff;
	add.s32 %r7, %r4, %r6;
	setp.ge.s32 %p1, %r7, 0;
	@%p1 bra BB3;
	bra.uni BB5;`, `BB3:
	setp.le.s32 %p2, %r7, 40;
	@%p2 bra BB4X;
	bra.uni BB5;`, `BB4X:
	mov.b32 %r8, %r7;
	bra.uni BB4;`, `BB4:
	shr.s64 %rd13, %rd13, 1;
	mov.b32 %r4, %r8;
	bra.uni BB1;`, `BB5:
	shr.s32 %r8, %r7, 2;
	bra.uni BB4;`, `BB6:
	add.s64 %rd16, %rd3, %rd17;
	st.global.s32 [%rd16+0], %r4;
	ret;`}

func layoutPTX(blocks []string, order []int) string {
	var b strings.Builder
	b.WriteString(".version 7.0\n.target sm_70\n.address_size 64\n\n.visible .entry k(\n\t.param .u64 pin,\n\t.param .u64 pout\n)\n{\n")
	b.WriteString("\t.reg .pred %p<4>;\n\t.reg .b32 %r<10>;\n\t.reg .b64 %rd<20>;\n")
	for _, i := range order {
		b.WriteString(blocks[i] + "\n")
	}
	b.WriteString("}\n")
	return b.String()
}

func TestCUDAReconvergesInAnyLayout(t *testing.T) {
	in := xorInput(32)
	want := xorWant(in, 32)
	for _, order := range layouts(len(xorKernelPTX)) {
		d := New()
		got, err := runInts(t, d, load(t, d, layoutPTX(xorKernelPTX, order)), 32, in)
		if err != nil {
			t.Fatalf("layout %v: %v", order, err)
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("layout %v: got %v, want %v", order, got, want)
			}
		}
	}
}

// TestPostDominators checks the joins of a few shapes directly.
func TestPostDominators(t *testing.T) {
	for _, c := range []struct {
		name string
		succ [][]int32
		want []int32
	}{
		// 0 → 1,2 → 3 (exit)
		{"diamond", [][]int32{{1, 2}, {3}, {3}, {}}, []int32{3, 3, 3, 4}},
		// 0 → 1; 1 → 2,4; 2 → 3,1; 3 → 1: a loop whose header 1 joins 2's arms
		{"header join", [][]int32{{1}, {2, 4}, {3, 1}, {1}, {}}, []int32{1, 4, 1, 1, 5}},
		// 0 → 1,2; 1 → exit; 2 → 2 (never leaves)
		{"no exit", [][]int32{{1, 2}, {}, {2}}, []int32{1, 3, -1}},
	} {
		got := postDominators(c.succ)
		for i := range c.want {
			if got[i] != c.want[i] {
				t.Errorf("%s: ipdom = %v, want %v", c.name, got, c.want)
				break
			}
		}
	}
}

package amdgpu

import (
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// emitOne builds a kernel with body and returns the LLVM text of it.
func emitOne(t *testing.T, opts Options, params []ir.Type, body func(k *ir.Function, b *ir.Builder)) string {
	t.Helper()
	return emitKind(t, ir.Kernel, opts, params, body)
}

// emitKind is emitOne for a kernel or a device function without results.
func emitKind(t *testing.T, kind ir.FuncKind, opts Options, params []ir.Type, body func(k *ir.Function, b *ir.Builder)) string {
	t.Helper()
	m := &ir.Module{Name: "golden"}
	k, b := newFunc(m, "golden.K", kind, params)
	body(k, b)
	b.Return()
	k.Renumber()
	ll, err := EmitLLVM(m, opts)
	if err != nil {
		t.Fatal(err)
	}
	return string(ll)
}

// lines is the instruction lines of the text with local names replaced by
// %_ (their numbering is not part of the contract) and without debug
// locations.
func lines(ll string) []string {
	local := regexp.MustCompile(`%[.a-z]*[0-9]+(\.[0-9]+)?`)
	var out []string
	for _, l := range strings.Split(ll, "\n") {
		l = strings.TrimSpace(dbgAttachment.ReplaceAllString(l, ""))
		if l != "" {
			out = append(out, local.ReplaceAllString(l, "%_"))
		}
	}
	return out
}

var dbgAttachment = regexp.MustCompile(`, !dbg ![0-9]+`)

// containsSeq reports whether want occurs as consecutive lines.
func containsSeq(have, want []string) bool {
	for i := 0; i+len(want) <= len(have); i++ {
		ok := true
		for j := range want {
			if have[i+j] != want[j] {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

func TestBarrierLowering(t *testing.T) {
	seq := []string{
		`fence syncscope("workgroup") release`,
		`call void @llvm.amdgcn.s.barrier()`,
		`fence syncscope("workgroup") acquire`,
	}
	for _, flags := range []int64{0, ir.FenceLocal, ir.FenceGlobal, ir.FenceLocal | ir.FenceGlobal} {
		ll := emitOne(t, Options{}, nil, func(k *ir.Function, b *ir.Builder) { b.EmitAux(ir.OpBarrier, nil, flags, nil) })
		if !containsSeq(lines(ll), seq) {
			t.Errorf("barrier %d:\n%s\nwant the sequence %q", flags, ll, seq)
		}
	}
	ll := emitOne(t, Options{}, nil, func(k *ir.Function, b *ir.Builder) { b.Emit(ir.OpWarpSync, nil) })
	want := []string{`fence syncscope("wavefront") release`, `call void @llvm.amdgcn.wave.barrier()`, `fence syncscope("wavefront") acquire`}
	if !containsSeq(lines(ll), want) {
		t.Errorf("warpsync:\n%s", ll)
	}
	for scope, want := range map[int64]string{0: `fence syncscope("workgroup") seq_cst`, 1: `fence syncscope("agent") seq_cst`, 2: `fence seq_cst`} {
		ll := emitOne(t, Options{}, nil, func(k *ir.Function, b *ir.Builder) { b.EmitAux(ir.OpFence, nil, scope, nil) })
		if !containsSeq(lines(ll), []string{want}) {
			t.Errorf("fence %d: want %q in\n%s", scope, want, ll)
		}
	}
}

func TestAtomicLowering(t *testing.T) {
	tests := []struct {
		ty    *ir.Basic
		op    ir.AtomicOp
		space ir.AddrSpace
		want  string // a line of the output, or "cas" for a cmpxchg loop
	}{
		{tI32, ir.AtomicAdd, ir.SpaceGlobal, `%_ = atomicrmw add ptr addrspace(1) %_, i32 1 syncscope("agent") monotonic, align 4`},
		{tI64, ir.AtomicSub, ir.SpaceGlobal, `%_ = atomicrmw sub ptr addrspace(1) %_, i64 1 syncscope("agent") monotonic, align 8`},
		{tI32, ir.AtomicMax, ir.SpaceShared, `%_ = atomicrmw max ptr addrspace(3) %_, i32 1 syncscope("workgroup") monotonic, align 4`},
		{tU32, ir.AtomicMax, ir.SpaceGlobal, `%_ = atomicrmw umax ptr addrspace(1) %_, i32 1 syncscope("agent") monotonic, align 4`},
		{tU64, ir.AtomicMin, ir.SpaceGeneric, `%_ = atomicrmw umin ptr %_, i64 1 syncscope("agent") monotonic, align 8`},
		{tI64, ir.AtomicMin, ir.SpaceGlobal, `%_ = atomicrmw min ptr addrspace(1) %_, i64 1 syncscope("agent") monotonic, align 8`},
		{tU32, ir.AtomicExch, ir.SpaceGlobal, `%_ = atomicrmw xchg ptr addrspace(1) %_, i32 1 syncscope("agent") monotonic, align 4`},
		{tU32, ir.AtomicAnd, ir.SpaceGlobal, `%_ = atomicrmw and ptr addrspace(1) %_, i32 1 syncscope("agent") monotonic, align 4`},
		{tU32, ir.AtomicOr, ir.SpaceGlobal, `%_ = atomicrmw or ptr addrspace(1) %_, i32 1 syncscope("agent") monotonic, align 4`},
		{tU32, ir.AtomicXor, ir.SpaceGlobal, `%_ = atomicrmw xor ptr addrspace(1) %_, i32 1 syncscope("agent") monotonic, align 4`},
		{tF32, ir.AtomicAdd, ir.SpaceGlobal, `%_ = atomicrmw fadd ptr addrspace(1) %_, float 0x3FF0000000000000 syncscope("agent") monotonic, align 4`},
		{tF64, ir.AtomicSub, ir.SpaceShared, `%_ = atomicrmw fsub ptr addrspace(3) %_, double 0x3FF0000000000000 syncscope("workgroup") monotonic, align 8`},
		{tF32, ir.AtomicExch, ir.SpaceGlobal, `%_ = atomicrmw xchg ptr addrspace(1) %_, float 0x3FF0000000000000 syncscope("agent") monotonic, align 4`},
		{tF32, ir.AtomicMax, ir.SpaceGlobal, "cas"},
		{tF64, ir.AtomicMin, ir.SpaceGlobal, "cas"},
		{tI8, ir.AtomicAdd, ir.SpaceGlobal, "cas"},
		{tU16, ir.AtomicMax, ir.SpaceShared, "cas"},
	}
	for _, tt := range tests {
		ll := emitKind(t, ir.Device, Options{}, []ir.Type{ptrTo(tt.ty, tt.space)}, func(k *ir.Function, b *ir.Builder) {
			one := ir.Value(ir.ConstInt(tt.ty, 1))
			if tt.ty.IsFloat() {
				one = ir.ConstFloat(tt.ty, 1)
			}
			b.EmitAux(ir.OpAtomic, tt.ty, int64(tt.op), nil, k.Params[0], one)
		})
		ls := lines(ll)
		if tt.want != "cas" {
			if !containsSeq(ls, []string{tt.want}) {
				t.Errorf("atomic %v %v %v: want %q in\n%s", tt.op, tt.ty, tt.space, tt.want, ll)
			}
			continue
		}
		if strings.Contains(ll, "atomicrmw") || !strings.Contains(ll, "cmpxchg") || !strings.Contains(ll, "load atomic") {
			t.Errorf("atomic %v %v: want a cmpxchg loop, got\n%s", tt.op, tt.ty, ll)
		}
	}
	// CAS on a float compares bits.
	ll := emitOne(t, Options{}, []ir.Type{ptrTo(tF32, ir.SpaceGlobal)}, func(k *ir.Function, b *ir.Builder) {
		b.Emit(ir.OpAtomicCAS, tF32, k.Params[0], ir.ConstFloat(tF32, 1), ir.ConstFloat(tF32, 2))
	})
	if !containsSeq(lines(ll), []string{`%_ = cmpxchg ptr addrspace(1) %_, i32 %_, i32 %_ syncscope("agent") monotonic monotonic, align 4`}) {
		t.Errorf("float cas:\n%s", ll)
	}
	// A local-memory atomic is rejected.
	m := &ir.Module{Name: "bad"}
	k, b := newFunc(m, "bad.K", ir.Kernel, nil)
	a := b.EmitAux(ir.OpAlloca, ptrTo(tI32, ir.SpaceLocal), 0, tI32)
	b.EmitAux(ir.OpAtomic, tI32, int64(ir.AtomicAdd), nil, a, ir.ConstInt(tI32, 1))
	b.Return()
	k.Renumber()
	if _, err := EmitLLVM(m, Options{}); !errors.Is(err, ErrUnsupported) {
		t.Errorf("local atomic: err %v, want ErrUnsupported", err)
	}
}

func TestShuffleLowering(t *testing.T) {
	for _, wave := range []int{64, 32} {
		mcpu := map[int]string{64: "gfx90a", 32: "gfx1030"}[wave]
		for mode := ir.ShflIdx; mode <= ir.ShflXor; mode++ {
			for _, ty := range []*ir.Basic{tF32, tF64, tI16} {
				ll := emitOne(t, Options{MCPU: mcpu}, []ir.Type{ty, tI64}, func(k *ir.Function, b *ir.Builder) {
					b.EmitAux(ir.OpShfl, ty, int64(mode), nil, k.Params[0], k.Params[1])
				})
				perms := strings.Count(ll, "call i32 @llvm.amdgcn.ds.bpermute(")
				if want := map[bool]int{true: 2, false: 1}[ty.Bits() == 64]; perms != want {
					t.Errorf("shfl.%v %v wave%d: %d bpermutes, want %d\n%s", mode, ty, wave, perms, want, ll)
				}
				ls := lines(ll)
				if !containsSeq(ls, []string{`%_ = shl i32 %_, 2`}) {
					t.Errorf("shfl.%v: byte address lane*4 missing\n%s", mode, ll)
				}
				srcOp := map[ir.ShflMode]string{ir.ShflIdx: "and i64 %_, " + map[int]string{64: "63", 32: "31"}[wave],
					ir.ShflUp: "sub i64 %_, %_", ir.ShflDown: "add i64 %_, %_", ir.ShflXor: "xor i64 %_, %_"}[mode]
				if !containsSeq(ls, []string{"%_ = " + srcOp}) {
					t.Errorf("shfl.%v wave%d: want source lane %q\n%s", mode, wave, srcOp, ll)
				}
				if !containsSeq(ls, []string{fmtWave(wave)}) {
					t.Errorf("shfl.%v wave%d: range check missing\n%s", mode, wave, ll)
				}
				if !strings.Contains(ll, map[int]string{64: "call i64 @llvm.amdgcn.ballot.i64(i1 true)", 32: "call i32 @llvm.amdgcn.ballot.i32(i1 true)"}[wave]) {
					t.Errorf("shfl.%v wave%d: active-lane check missing\n%s", mode, wave, ll)
				}
				hi := strings.Contains(ll, "llvm.amdgcn.mbcnt.hi")
				if hi != (wave == 64) {
					t.Errorf("wave%d: mbcnt.hi used = %v", wave, hi)
				}
			}
		}
	}
}

func fmtWave(w int) string {
	return map[int]string{64: "%_ = icmp ult i64 %_, 64", 32: "%_ = icmp ult i64 %_, 32"}[w]
}

func TestSpecialRegisters(t *testing.T) {
	ll := emitOne(t, Options{MCPU: "gfx1030"}, nil, func(k *ir.Function, b *ir.Builder) {
		for s := ir.TidX; s <= ir.DynSharedBytes; s++ {
			b.EmitAux(ir.OpSpecial, tI32, int64(s), nil)
		}
	})
	for _, want := range []string{"@llvm.amdgcn.workitem.id.x()", "@llvm.amdgcn.workitem.id.z()", "@llvm.amdgcn.workgroup.id.y()",
		"getelementptr inbounds i8, ptr addrspace(4) %_, i64 4", "getelementptr inbounds i8, ptr addrspace(4) %_, i64 8",
		"getelementptr inbounds i8, ptr addrspace(4) %_, i64 12", "getelementptr inbounds i8, ptr addrspace(4) %_, i64 20",
		"load i16, ptr addrspace(4) %_, align 2, !invariant.load !0", "udiv i32", `"target-features"="+wavefrontsize32"`,
		"getelementptr inbounds i8, ptr addrspace(4) %_, i64 28", "call i32 @llvm.amdgcn.groupstaticsize()"} {
		if !strings.Contains(strings.Join(lines(ll), "\n"), want) {
			t.Errorf("want %q in\n%s", want, ll)
		}
	}
}

func TestEmitErrors(t *testing.T) {
	bad := func(build func(m *ir.Module)) error {
		m := &ir.Module{Name: "bad"}
		build(m)
		_, err := EmitLLVM(m, Options{})
		return err
	}
	tests := []struct {
		name  string
		build func(m *ir.Module)
		want  error
	}{
		{"no terminator", func(m *ir.Module) { newFunc(m, "f", ir.Device, nil) }, ErrBadIR},
		{"operand count", func(m *ir.Module) {
			f, b := newFunc(m, "f", ir.Device, []ir.Type{tI32}, tI32)
			r := b.Emit(ir.OpAdd, tI32, f.Params[0])
			b.Return(r)
		}, ErrBadIR},
		{"undefined operand", func(m *ir.Module) {
			other := &ir.Param{Ident: "x", Typ: tI32}
			_, b := newFunc(m, "f", ir.Device, nil, tI32)
			b.Return(b.Emit(ir.OpNeg, tI32, other))
		}, ErrBadIR},
		{"float rem", func(m *ir.Module) {
			f, b := newFunc(m, "f", ir.Device, []ir.Type{tF32}, tF32)
			b.Return(b.Emit(ir.OpRem, tF32, f.Params[0], f.Params[0]))
		}, ErrUnsupported},
		{"load type mismatch", func(m *ir.Module) {
			f, b := newFunc(m, "f", ir.Device, []ir.Type{ptrTo(tI32, ir.SpaceGlobal)}, tF32)
			b.Return(b.Emit(ir.OpLoad, tF32, f.Params[0]))
		}, ErrBadIR},
		{"kernel shared pointer param", func(m *ir.Module) {
			_, b := newFunc(m, "k", ir.Kernel, []ir.Type{ptrTo(tI32, ir.SpaceShared)})
			b.Return()
		}, ErrUnsupported},
		{"approx f64", func(m *ir.Module) {
			f, b := newFunc(m, "f", ir.Device, []ir.Type{tF64}, tF64)
			b.Return(b.EmitAux(ir.OpMath, tF64, int64(ir.MathApproxSin), nil, f.Params[0]))
		}, ErrUnsupported},
		{"callee outside the module", func(m *ir.Module) {
			other, ob := newFunc(&ir.Module{}, "g", ir.Device, nil)
			ob.Return()
			_, b := newFunc(m, "f", ir.Device, nil)
			b.EmitAux(ir.OpCall, nil, 0, other)
			b.Return()
		}, ErrBadIR},
		{"global outside the module", func(m *ir.Module) {
			g := &ir.Global{Ident: "tbl", Elem: tI32, Space: ir.SpaceConst}
			_, b := newFunc(m, "f", ir.Device, nil, tI32)
			b.Return(b.Emit(ir.OpLoad, tI32, g))
		}, ErrBadIR},
		{"phi arity", func(m *ir.Module) {
			_, b := newFunc(m, "f", ir.Device, nil, tI32)
			b.Return(b.Emit(ir.OpPhi, tI32, ir.ConstInt(tI32, 1)))
		}, ErrBadIR},
	}
	for _, tt := range tests {
		err := bad(tt.build)
		if !errors.Is(err, tt.want) {
			t.Errorf("%s: err = %v, want %v", tt.name, err, tt.want)
		}
		var ee *EmitError
		if err != nil && !errors.As(err, &ee) {
			t.Errorf("%s: %v is not an *EmitError", tt.name, err)
		}
	}
	for _, o := range []Options{{MCPU: "gfx90a", WaveSize: 32}, {MCPU: "sm_80"}, {WaveSize: 48}, {MaxBlockSize: 2048}} {
		if _, err := EmitLLVM(&ir.Module{}, o); !errors.Is(err, ErrOptions) {
			t.Errorf("options %+v: err %v, want ErrOptions", o, err)
		}
	}
	if _, err := EmitLLVM(nil, Options{}); !errors.Is(err, ErrBadIR) {
		t.Errorf("nil module: %v", err)
	}
}

func TestWaveSizeFor(t *testing.T) {
	for mcpu, want := range map[string]int{"gfx90a": 64, "gfx940": 64, "gfx906": 64, "gfx1030": 32, "gfx1100": 32} {
		if got, err := WaveSizeFor(mcpu); err != nil || got != want {
			t.Errorf("WaveSizeFor(%s) = %d, %v; want %d", mcpu, got, err, want)
		}
	}
	if _, err := WaveSizeFor("gfxzz"); !errors.Is(err, ErrOptions) {
		t.Errorf("bad processor: %v", err)
	}
}

// TestKernelABI checks the flattened parameter list of a kernel.
func TestKernelABI(t *testing.T) {
	m := &ir.Module{Name: "abi"}
	aggKernel(m)
	ll, err := EmitLLVM(m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := `define amdgpu_kernel void @"corpus.Agg"(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i8 %a9, i8 %a10, float %a11, i8 %a12, i8 %a13, i16 %a14, i32 %a15, i32 %a16, i32 %a17, double %a18, ptr addrspace(1) %a19) #0 !dbg !`
	if !strings.Contains(string(ll), want) {
		t.Errorf("want header\n%s\nin\n%s", want, ll)
	}
	n, _ := leafCount(m.Funcs[0])
	if n != 20 {
		t.Errorf("leaf count %d, want 20", n)
	}
	if !strings.Contains(string(ll), "addrspacecast ptr addrspace(1) %a19 to ptr") {
		t.Errorf("generic pointer parameter not cast from global:\n%s", ll)
	}
}

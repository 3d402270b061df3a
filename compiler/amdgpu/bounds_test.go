package amdgpu

import (
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// pressure is a module of one kernel that keeps n float64 values live at
// once (each thread loads its n from p0 before it stores any to p1, which
// may alias p0), with the given launch bounds.
func pressure(name string, n, maxThreads, maxRegs int) *ir.Module {
	m := &ir.Module{Name: "bounds"}
	f64 := ir.Typ[ir.Float64]
	p := ptrTo(f64, ir.SpaceGlobal)
	f, b := newFunc(m, name, ir.Kernel, []ir.Type{p, p})
	i64 := ir.Typ[ir.Int64]
	tid := b.Emit(ir.OpConvert, i64, b.EmitAux(ir.OpSpecial, ir.Typ[ir.Int32], int64(ir.TidX), nil))
	base := b.Emit(ir.OpMul, i64, tid, ir.ConstInt(i64, int64(n)))
	at := func(q ir.Value, i int) ir.Value {
		return b.Emit(ir.OpPtrAdd, p, q, b.Emit(ir.OpAdd, i64, base, ir.ConstInt(i64, int64(i))))
	}
	vals := make([]ir.Value, n)
	for i := range vals {
		vals[i] = b.Emit(ir.OpLoad, f64, at(f.Params[0], i))
	}
	for i, v := range vals {
		b.Emit(ir.OpStore, nil, at(f.Params[1], n-1-i), v)
	}
	b.Return()
	f.Renumber()
	f.MaxThreads, f.MaxRegs = maxThreads, maxRegs
	return m
}

// TestLaunchBounds: a kernel's launch bounds become its own attribute
// group ("amdgpu-flat-work-group-size"="1,N" and the register bound of
// regBound), which llc accepts: the code object's metadata carries the
// work-group bound, and the kernel's VGPRs come down.
func TestLaunchBounds(t *testing.T) {
	m := pressure("free", 40, 0, 0)
	m.Funcs = append(m.Funcs, pressure("bound", 40, 128, 32).Funcs...)
	for mcpu, attr := range map[string]string{"gfx90a": `"amdgpu-waves-per-eu"="8"`, "gfx1030": `"amdgpu-num-vgpr"="32"`} {
		ll, err := EmitLLVM(m, Options{MCPU: mcpu})
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{
			`@"free"(ptr addrspace(1) %a0, ptr addrspace(1) %a1) #0 `,
			`@"bound"(ptr addrspace(1) %a0, ptr addrspace(1) %a1) #2 `,
			`attributes #2 = { nounwind "amdgpu-flat-work-group-size"="1,128" ` + attr + " ",
		} {
			if !strings.Contains(string(ll), want) {
				t.Errorf("%s: no %q in\n%s", mcpu, want, ll)
			}
		}
	}
	tools := testTools(t)
	for _, mcpu := range DefaultTargets() {
		ll, err := EmitLLVM(m, Options{MCPU: mcpu})
		if err != nil {
			t.Fatal(err)
		}
		if ll, err = Optimize(ll, mcpu, tools); err != nil {
			t.Fatal(err)
		}
		co, err := Assemble(ll, mcpu, tools)
		if err != nil {
			t.Fatal(err)
		}
		obj, err := ReadCodeObject(co)
		if err != nil {
			t.Fatal(err)
		}
		free, bound := obj.Kernel("free"), obj.Kernel("bound")
		if free == nil || bound == nil {
			t.Fatalf("%s: kernels missing from the code object", mcpu)
		}
		t.Logf("%s: %d VGPRs without bounds; %d with maxregs 32 (%d bytes of scratch); work-group sizes %d and %d",
			mcpu, free.VGPRs, bound.VGPRs, bound.PrivateSegmentSize, free.MaxFlatWorkgroupSize, bound.MaxFlatWorkgroupSize)
		if free.MaxFlatWorkgroupSize != 1024 || bound.MaxFlatWorkgroupSize != 128 {
			t.Errorf("%s: max flat work-group sizes %d and %d, want 1024 and 128", mcpu, free.MaxFlatWorkgroupSize, bound.MaxFlatWorkgroupSize)
		}
		if free.VGPRs <= 32 {
			t.Fatalf("%s: the unbounded kernel uses %d VGPRs: too few to show the bound", mcpu, free.VGPRs)
		}
		// gfx90a's bound is 8 waves per SIMD, which leave 64 VGPRs (see
		// regBound); gfx1030 takes 32 as it is.
		if limit := map[bool]int{true: 64, false: 32}[mcpu == "gfx90a"]; bound.VGPRs > limit || bound.VGPRs >= free.VGPRs {
			t.Errorf("%s: maxregs 32, but the kernel uses %d VGPRs (%d without), want at most %d", mcpu, bound.VGPRs, free.VGPRs, limit)
		}
	}
}

package compiler_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/interp"
	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/half"
)

// TestHalfGenericInstances checks that a marked function generic over the
// 16-bit float types (the reject corpus's constraint.go) gets one instance
// per listed type, named as the generated Go code spells the type, with
// the operands' dtypes on the IR parameters, and that the instances of a
// core compute package half's bits.
func TestHalfGenericInstances(t *testing.T) {
	p := program(t)
	want := map[string][]string{
		"MMAGeneric":  {"kern.Float16", "kern.BFloat16", "float32"},
		"HalfGeneric": {"kern.Float16", "kern.BFloat16"},
		"HalfOrFloat": {"kern.Float16", "float32"},
	}
	dtypes := map[string]string{"kern.Float16": "float16", "kern.BFloat16": "bfloat16", "float32": ""}
	found := 0
	for _, m := range p.Marked {
		w, ok := want[m.Name]
		if !ok || m.Pkg != rejectPkg {
			continue
		}
		found++
		if !slices.Equal(m.Instances, w) {
			t.Errorf("%s: instances %q, want %q", m.Name, m.Instances, w)
			continue
		}
		for _, targ := range m.Instances {
			job := compiler.Job{Pkg: m.Pkg, Func: m.Name, TypeArgs: targ}
			mod, diags := compiler.Compile(p, job)
			if len(diags) > 0 {
				t.Errorf("%s: %v", job.Name(), diags)
				continue
			}
			fn := mod.Func(job.Name())
			if fn == nil {
				t.Errorf("%s is not in its module", job.Name())
				continue
			}
			// The T operands carry the dtype the runtime dispatches on.
			for _, prm := range fn.Params {
				if prm.Ident == "d" || prm.Ident == "t" {
					continue
				}
				if prm.DType != dtypes[targ] {
					t.Errorf("%s: parameter %s has dtype %q, want %q", job.Name(), prm.Ident, prm.DType, dtypes[targ])
				}
			}
			if m.Name == "HalfGeneric" {
				checkHalfGeneric(t, fn, targ == "kern.BFloat16")
			}
		}
	}
	if found != len(want) {
		t.Fatalf("found %d of the %d generic functions", found, len(want))
	}
}

// checkHalfGeneric runs HalfGeneric's instance in the interpreter on
// special and random patterns against package half, bit for bit.
func checkHalfGeneric(t *testing.T, f *ir.Function, bf bool) {
	t.Helper()
	ref := func(x, y uint16) uint16 {
		if bf {
			a, b := half.BFloat16(x), half.BFloat16(y)
			return uint16(half.HFma(a, b, half.HAbs(a)))
		}
		a, b := half.Float16(x), half.Float16(y)
		return uint16(half.HFma(a, b, half.HAbs(a)))
	}
	pats := []uint16{0, 0x8000, 0x3c00, 0xbc00, 0x3f80, 0xbf80, 0x7c00, 0x7f80, 0x7e00, 0x7fc0, 0x0001, 0x8001, 0x7bff, 0x7f7f, 0x3555}
	r := rand.New(rand.NewPCG(1, 2))
	for range 300 {
		pats = append(pats, uint16(r.Uint32()))
	}
	for i, x := range pats {
		for _, y := range pats[i%7:][:15] {
			got, err := interp.Call(f, x, y)
			if err != nil {
				t.Fatalf("%s(%#04x, %#04x): %v", f.Name, x, y, err)
			}
			g, w := got[0].(uint16), ref(x, y)
			if g != w {
				t.Errorf("%s(%#04x, %#04x) = %#04x, want %#04x", strings.TrimPrefix(f.Name, rejectPkg+"."), x, y, g, w)
			}
		}
	}
}

// TestHalfGenericFP8 checks that a constraint listing an FP8 type is K026
// and says why: FP8 is storage only.
func TestHalfGenericFP8(t *testing.T) {
	_, diags := compiler.CompilePackage(program(t), rejectPkg, compiler.Options{})
	for _, d := range diags {
		if d.Kernel == "FP8Constraint" {
			if d.Code != "K026" || !strings.Contains(d.Msg, "kern.Float8E4M3 is a storage format") {
				t.Errorf("FP8Constraint: %v", d)
			}
			return
		}
	}
	t.Error("FP8Constraint was accepted")
}

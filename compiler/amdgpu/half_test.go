package amdgpu

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// halfModule is one kernel per binary16 operation: buf[3] = op(buf[0],
// buf[1], buf[2]) on u16 patterns (u32 pairs for the packed forms), and
// Div, the frontend's HDiv: float32 division of the widened operands,
// narrowed once, and Min, a comparison of widened operands.
func halfModule() *ir.Module {
	m := &ir.Module{Name: "example.com/half"}
	kernel := func(name string, ty *ir.Basic, body func(b *ir.Builder, x []ir.Value) ir.Value) {
		k, b := newFunc(m, "half."+name, ir.Kernel, []ir.Type{ir.SliceType(ty, ir.SpaceGlobal)})
		ptr := b.EmitAux(ir.OpExtract, ptrTo(ty, ir.SpaceGlobal), 0, nil, k.Params[0])
		at := func(i int64) ir.Value {
			return b.Emit(ir.OpPtrAdd, ptrTo(ty, ir.SpaceGlobal), ptr, ir.ConstInt(tI64, i))
		}
		x := []ir.Value{b.Emit(ir.OpLoad, ty, at(0)), b.Emit(ir.OpLoad, ty, at(1)), b.Emit(ir.OpLoad, ty, at(2))}
		b.Emit(ir.OpStore, nil, at(3), body(b, x))
		b.Return()
		k.Renumber()
	}
	arith := func(op ir.HalfOp, ty *ir.Basic, n int) func(b *ir.Builder, x []ir.Value) ir.Value {
		return func(b *ir.Builder, x []ir.Value) ir.Value {
			return b.EmitAux(ir.OpHalf, ty, ir.HalfAux(op, false), nil, x[:n]...)
		}
	}
	for _, c := range []struct {
		name string
		op   ir.HalfOp
		n    int
	}{{"Add", ir.HalfAdd, 2}, {"Sub", ir.HalfSub, 2}, {"Mul", ir.HalfMul, 2}, {"Fma", ir.HalfFMA, 3}} {
		kernel(c.name, tU16, arith(c.op, tU16, c.n))
		kernel(c.name+"2", tU32, arith(c.op-ir.HalfAdd+ir.HalfAdd2, tU32, c.n))
	}
	kernel("Div", tU16, func(b *ir.Builder, x []ir.Value) ir.Value {
		wide := func(v ir.Value) ir.Value { return b.EmitAux(ir.OpHalf, tF32, ir.HalfAux(ir.HalfToF32, false), nil, v) }
		q := b.Emit(ir.OpDiv, tF32, wide(x[0]), wide(x[1]))
		return b.EmitAux(ir.OpHalf, tU16, ir.HalfAux(ir.HalfFromF32, false), nil, q)
	})
	kernel("Min", tU16, func(b *ir.Builder, x []ir.Value) ir.Value {
		wide := func(v ir.Value) ir.Value { return b.EmitAux(ir.OpHalf, tF32, ir.HalfAux(ir.HalfToF32, false), nil, v) }
		lt := b.Emit(ir.OpLt, ir.Typ[ir.Bool], wide(x[0]), wide(x[1]))
		return b.Emit(ir.OpSelect, tU16, lt, x[0], x[1])
	})
	return m
}

// TestHalfNative builds halfModule for gfx90a and gfx1030 as kern gen
// does and checks that binary16 arithmetic is the processors' own
// instructions (v_add_f16 and the rest, v_pk_*_f16 for pairs, v_cmp_*_f16
// for comparisons of widened values), with f16
// subnormals kept and rounding to nearest even, and that a float32
// quotient narrowed to half stays a float32 division rounded once: opt
// would otherwise make it an fdiv on half, which llc-15 computes through
// an approximate v_rcp_f32, not guaranteed to round correctly.
func TestHalfNative(t *testing.T) {
	tools := testTools(t)
	m := halfModule()
	if err := ir.VerifyModule(m); err != nil {
		t.Fatalf("not valid IR: %v", err)
	}
	for _, mcpu := range []string{"gfx90a", "gfx1030"} {
		t.Run(mcpu, func(t *testing.T) {
			plain, err := EmitLLVM(m, Options{MCPU: mcpu})
			if err != nil {
				t.Fatal(err)
			}
			ll, err := Optimize(plain, mcpu, tools)
			if err != nil {
				t.Fatal(err)
			}
			if strings.Contains(string(ll), "fdiv half") {
				t.Error("the optimized IR divides on half")
			}
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "k.ll"), ll, 0o644); err != nil {
				t.Fatal(err)
			}
			out, err := exec.Command(tools.LLC, "-mtriple=amdgcn-amd-amdhsa", "-mcpu="+mcpu, "-O3", filepath.Join(dir, "k.ll"), "-o", "-").CombinedOutput()
			if err != nil {
				t.Fatalf("llc: %v\n%s", err, out)
			}
			isa := kernelISA(string(out))
			want := map[string]string{
				"Add": `v_add_f16`, "Sub": `v_(sub|subrev)_f16`, "Mul": `v_mul_f16`, "Fma": `v_(fma|fmac)_f16`,
				"Add2": `v_pk_add_f16`, "Sub2": `v_pk_add_f16 .*neg_lo:\[0,1\] neg_hi:\[0,1\]`, "Mul2": `v_pk_mul_f16`, "Fma2": `v_pk_fma_f16`,
				"Div": `v_div_fixup_f32`, "Min": `v_cmp_(lt|gt)_f16`,
			}
			for name, re := range want {
				code, ok := isa["half."+name]
				if !ok {
					t.Errorf("no kernel %s in the ISA", name)
					continue
				}
				if !regexp.MustCompile(re).MatchString(code) {
					t.Errorf("%s: no %s in\n%s", name, re, code)
				}
				if strings.Contains(code, "v_cvt_f32_f16") && name != "Div" {
					t.Errorf("%s widens to float32:\n%s", name, code)
				}
			}
			if strings.Contains(isa["half.Div"], "v_div_fixup_f16") || strings.Contains(isa["half.Div"], "v_rcp_f16") {
				t.Errorf("Div divides on half:\n%s", isa["half.Div"])
			}
			// Subnormals in and out for f16/f64, round to nearest even.
			for _, d := range []string{".amdhsa_float_denorm_mode_16_64 3", ".amdhsa_float_round_mode_16_64 0"} {
				if n := strings.Count(string(out), d); n != len(want) {
					t.Errorf("%d of %d kernels have %s", n, len(want), d)
				}
			}
		})
	}
}

// kernelISA splits llc's assembly into each function's instructions, by
// symbol.
func kernelISA(asm string) map[string]string {
	r := map[string]string{}
	var name string
	var b strings.Builder
	for _, line := range strings.Split(asm, "\n") {
		if _, f, ok := strings.Cut(line, "; -- Begin function "); ok {
			name = strings.TrimSpace(f)
			b.Reset()
			continue
		}
		if strings.Contains(line, "; -- End function") && name != "" {
			r[name] = b.String()
			name = ""
			continue
		}
		if name != "" && (strings.HasPrefix(line, "\tv_") || strings.HasPrefix(line, "\ts_")) {
			b.WriteString(line + "\n")
		}
	}
	return r
}

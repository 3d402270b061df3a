package ptx

import (
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/ir"
)

// goldenKernel builds a small kernel over a []float32 for one pattern.
func goldenKernel(body func(k *kb, data ir.Value, i ir.Value)) *ir.Module {
	m := &ir.Module{Name: "golden"}
	slice := ir.SliceType(f32T, ir.SpaceGlobal)
	k := newKernel(m, "example.com/g.K", slice)
	data := k.EmitAux(ir.OpExtract, slice.Fields[0].Type, 0, nil, k.param(0))
	i := k.EmitAux(ir.OpSpecial, i32T, int64(ir.TidX), nil)
	body(k, data, i)
	k.done()
	return m
}

func elemAt(k *kb, data, i ir.Value) ir.Value { return k.Emit(ir.OpPtrAdd, data.Type(), data, i) }

func TestGoldenPatterns(t *testing.T) {
	tests := []struct {
		name  string
		body  func(k *kb, data, i ir.Value)
		want  []string // regexps that must match
		never []string // regexps that must not
	}{
		{"load []float32", func(k *kb, data, i ir.Value) {
			v := k.Emit(ir.OpLoad, f32T, elemAt(k, data, i))
			k.Emit(ir.OpStore, nil, data, v)
		}, []string{`ld\.global\.f32 %f\d+, \[%rd\d+\+0\]`, `st\.global\.f32 \[%rd\d+\+0\], %f\d+`,
			`mul\.wide\.s32 %rd\d+, %r\d+, 4`, `cvta\.to\.global\.u64`}, nil},
		{"SyncThreads", func(k *kb, data, i ir.Value) {
			k.EmitAux(ir.OpBarrier, nil, 0, nil)
		}, []string{`(?m)^\tbar\.sync 0;$`}, []string{`membar`}},
		{"ShflDown", func(k *kb, data, i ir.Value) {
			v := k.Emit(ir.OpLoad, f32T, data)
			s := k.EmitAux(ir.OpShfl, f32T, int64(ir.ShflDown), nil, v, ir.ConstInt(i32T, 16))
			k.Emit(ir.OpStore, nil, data, s)
		}, []string{`shfl\.sync\.down\.b32 %f\d+, %f\d+, %r\d+, 0x1f, 0xffffffff;`}, []string{`setp`}},
		{"ShflXor with a variable mask", func(k *kb, data, i ir.Value) {
			v := k.Emit(ir.OpLoad, f32T, data)
			lane := k.Emit(ir.OpConvert, i64T, i)
			s := k.EmitAux(ir.OpShfl, f32T, int64(ir.ShflXor), nil, v, lane)
			k.Emit(ir.OpStore, nil, data, s)
		}, []string{`setp\.gt\.u64 (%p\d+), %rd\d+, 31;(.|\n)*shfl\.sync\.bfly\.b32 (%f\d+), (%f\d+), %r\d+, 0x1f, 0xffffffff;\n\tselp\.f32 %f\d+, (%f\d+), %f\d+, %p\d+;`}, nil},
		{"ShflUp", func(k *kb, data, i ir.Value) {
			v := k.Emit(ir.OpLoad, f32T, data)
			s := k.EmitAux(ir.OpShfl, f32T, int64(ir.ShflUp), nil, v, ir.ConstInt(i32T, 1))
			k.Emit(ir.OpStore, nil, data, s)
		}, []string{`shfl\.sync\.up\.b32 %f\d+, %f\d+, %r\d+, 0x0, 0xffffffff;`}, nil},
		{"AtomicAdd float32", func(k *kb, data, i ir.Value) {
			k.EmitAux(ir.OpAtomic, f32T, int64(ir.AtomicAdd), nil, data, ir.ConstFloat(f32T, 1))
		}, []string{`atom\.global\.add\.f32 %f\d+, \[%rd\d+\], %f\d+;`}, []string{`cas`}},
		{"AtomicMax float32 is a CAS loop", func(k *kb, data, i ir.Value) {
			k.EmitAux(ir.OpAtomic, f32T, int64(ir.AtomicMax), nil, data, ir.ConstFloat(f32T, 1))
		}, []string{`atom\.global\.cas\.b32`, `@%p\d+ bra \$L__\d+;`}, []string{`atom\.global\.max`}},
		{"mul+add is not fused", func(k *kb, data, i ir.Value) {
			v := k.Emit(ir.OpLoad, f32T, data)
			k.Emit(ir.OpStore, nil, data, k.Emit(ir.OpAdd, f32T, k.Emit(ir.OpMul, f32T, v, v), v))
		}, []string{`mul\.rn\.f32`, `add\.rn\.f32`}, []string{`fma`, `\.ftz`, `approx`}},
		{"sqrt and floor", func(k *kb, data, i ir.Value) {
			v := k.Emit(ir.OpLoad, f32T, data)
			s := k.EmitAux(ir.OpMath, f32T, int64(ir.MathSqrt), nil, v)
			k.Emit(ir.OpStore, nil, data, k.EmitAux(ir.OpMath, f32T, int64(ir.MathFloor), nil, s))
		}, []string{`sqrt\.rn\.f32`, `cvt\.rmi\.f32\.f32`}, []string{`approx`}},
		{"int64 division", func(k *kb, data, i ir.Value) {
			x := k.Emit(ir.OpConvert, i64T, i)
			q := k.Emit(ir.OpDiv, i64T, x, k.Emit(ir.OpSub, i64T, x, i64(3)))
			k.Emit(ir.OpStore, nil, data, k.Emit(ir.OpConvert, f32T, q))
		}, []string{`div\.s64`, `setp\.eq\.s64 %p\d+, %rd\d+, -1`, `selp\.b64 %rd\d+, -1, %rd\d+, %p\d+`,
			`cvt\.rn\.f32\.s64`}, []string{`trap`}},
		{"int64 division marked DivSafe", func(k *kb, data, i ir.Value) {
			x := k.Emit(ir.OpConvert, i64T, i)
			q := k.EmitAux(ir.OpDiv, i64T, ir.DivSafe, nil, x, k.Emit(ir.OpSub, i64T, x, i64(3)))
			r := k.EmitAux(ir.OpRem, i64T, ir.DivSafe, nil, x, k.Emit(ir.OpSub, i64T, x, i64(5)))
			k.Emit(ir.OpStore, nil, data, k.Emit(ir.OpConvert, f32T, k.Emit(ir.OpAdd, i64T, q, r)))
		}, []string{`div\.s64 %rd\d+, %rd\d+, %rd\d+;`, `rem\.s64 %rd\d+, %rd\d+, %rd\d+;`}, []string{`selp`, `setp`, `trap`}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := mustCompile(t, goldenKernel(tc.body), Options{})
			for _, w := range tc.want {
				if !regexp.MustCompile(w).MatchString(src) {
					t.Errorf("missing %q in\n%s", w, src)
				}
			}
			for _, w := range tc.never {
				if regexp.MustCompile(w).MatchString(src) {
					t.Errorf("unexpected %q in\n%s", w, src)
				}
			}
		})
	}
}

func TestHeaderAndABI(t *testing.T) {
	m := goldenKernel(func(k *kb, data, i ir.Value) {})
	for arch, ver := range map[string]string{"": "6.0", "sm_70": "6.0", "sm_80": "7.0", "sm_86": "7.1", "sm_90": "7.8"} {
		src := mustCompile(t, m, Options{Arch: arch})
		want := ".version " + ver + "\n.target " + map[bool]string{true: "sm_70", false: arch}[arch == ""] + "\n.address_size 64\n"
		if !strings.Contains(src, want) {
			t.Errorf("arch %q: header %q missing in\n%s", arch, want, src)
		}
	}
	src := mustCompile(t, m, Options{})
	// A []float32 parameter is (ptr, len, cap): .u64, .s64, .s64.
	sig := ".visible .entry example_2ecom_2fg_2eK(\n\t.param .u64 example_2ecom_2fg_2eK_param_0,\n" +
		"\t.param .s64 example_2ecom_2fg_2eK_param_1,\n\t.param .s64 example_2ecom_2fg_2eK_param_2)"
	if !strings.Contains(src, sig) {
		t.Errorf("entry signature %q missing in\n%s", sig, src)
	}
	if got := abi.EntryName(m.Funcs[0].Name); !strings.Contains(src, ".entry "+got+"(") {
		t.Errorf("no .entry %s", got)
	}
}

func TestErrors(t *testing.T) {
	if _, err := Compile(goldenKernel(func(*kb, ir.Value, ir.Value) {}), Options{Arch: "sm_35"}); !errors.Is(err, ErrArch) || !strings.Contains(err.Error(), "sm_35") {
		t.Errorf("sm_35: err = %v, want ErrArch naming it", err)
	}
	if _, err := Compile(nil, Options{}); !errors.Is(err, ErrInvalid) {
		t.Errorf("nil module: err = %v", err)
	}

	approx := goldenKernel(func(k *kb, data, i ir.Value) {
		v := k.Emit(ir.OpLoad, f32T, data)
		k.Emit(ir.OpStore, nil, data, k.EmitAux(ir.OpMath, f32T, int64(ir.MathApproxSin), nil, v))
	})
	_, err := Compile(approx, Options{})
	var pe *Error
	if !errors.Is(err, ErrUnsupported) || !errors.As(err, &pe) || pe.Func != "example.com/g.K" || !strings.Contains(pe.Msg, "FastMath") {
		t.Errorf("approx without FastMath: err = %v", err)
	}
	if pe != nil && !strings.HasPrefix(pe.Error(), "-: example.com/g.K: math.approx.sin needs Options.FastMath") {
		t.Errorf("Error() = %q", pe.Error())
	}
	if _, err := Compile(approx, Options{FastMath: true}); err != nil {
		t.Errorf("approx with FastMath: %v", err)
	}

	// A device function's shared array (a module the passes did not
	// inline) is function-scope, which ptxas takes.
	m := &ir.Module{Name: "devshared"}
	d := newFunc(m, ir.Device, "dev", nil)
	d.EmitAux(ir.OpShared, ptrTo(f32T, ir.SpaceShared), 0, f32T)
	d.done()
	if src, err := Compile(m, Options{}); err != nil || !strings.Contains(string(src), ".shared .align 16 .b8 __shared_0[4];") {
		t.Errorf("shared in a device function: err = %v\n%s", err, src)
	}

	// Malformed IR is an error, never a panic.
	malformed := []func(k *kb){
		func(k *kb) { k.Emit(ir.OpAdd, f32T, k.param(0)) },                   // wrong arity
		func(k *kb) { k.Emit(ir.OpLoad, f32T, ir.ConstFloat(f32T, 1)) },      // load from a non-pointer
		func(k *kb) { k.Emit(ir.OpAdd, recT, ir.Zero(recT), ir.Zero(recT)) }, // aggregate arithmetic
		func(k *kb) { k.EmitAux(ir.OpExtract, f32T, 9, nil, ir.Zero(recT)) }, // member out of range
		func(k *kb) { k.EmitAux(ir.OpSpecial, i32T, 99, nil) },
		func(k *kb) { k.EmitAux(ir.OpShfl, f32T, 9, nil, ir.ConstFloat(f32T, 1), i64(1)) },
		func(k *kb) { k.EmitAux(ir.OpFence, nil, 7, nil) },
		func(k *kb) { k.Emit(ir.OpConvert, recT, ir.ConstFloat(f32T, 1)) },
		func(k *kb) { k.Emit(ir.OpCall, nil) },
		func(k *kb) { k.Emit(ir.OpStore, nil, ir.Zero(ptrTo(f32T, ir.SpaceConst)), ir.ConstFloat(f32T, 1)) },
	}
	for i, build := range malformed {
		m := &ir.Module{Name: "bad"}
		k := newKernel(m, "bad.K", f32T)
		build(k)
		k.done()
		if _, err := Compile(m, Options{}); !errors.Is(err, ErrInvalid) {
			t.Errorf("malformed %d: err = %v, want ErrInvalid", i, err)
		}
	}
	// A block without a terminator and a phi with too few arguments.
	m = &ir.Module{Name: "bad"}
	k := newKernel(m, "bad.K")
	k.f.Renumber()
	if _, err := Compile(m, Options{}); !errors.Is(err, ErrInvalid) {
		t.Errorf("no terminator: err = %v", err)
	}
	m = &ir.Module{Name: "bad"}
	k = newKernel(m, "bad.K")
	j := k.f.NewBlock("j")
	k.Jump(j)
	k.SetBlock(j)
	phi(j, i32T)
	k.done()
	if _, err := Compile(m, Options{}); !errors.Is(err, ErrInvalid) {
		t.Errorf("phi without arguments: err = %v", err)
	}
}

// TestDivSafeDebug: a debug build checks a DivSafe divisor too (its trap
// sites are numbered alike in the AMD code).
func TestDivSafeDebug(t *testing.T) {
	m := goldenKernel(func(k *kb, data, i ir.Value) {
		x := k.Emit(ir.OpConvert, i64T, i)
		q := k.EmitAux(ir.OpDiv, i64T, ir.DivSafe, nil, x, k.Emit(ir.OpSub, i64T, x, i64(3)))
		k.Emit(ir.OpStore, nil, data, k.Emit(ir.OpConvert, f32T, q))
	})
	src := mustCompile(t, m, Options{Debug: true})
	if !regexp.MustCompile(`setp\.eq\.s64 %p\d+, %rd\d+, 0`).MatchString(src) || !strings.Contains(src, "trap") {
		t.Errorf("no divisor check in the debug build:\n%s", src)
	}
}

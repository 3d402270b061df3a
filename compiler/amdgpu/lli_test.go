package amdgpu

import (
	"bufio"
	"fmt"
	"math"
	"math/big"
	"math/bits"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/internal/testing/testtool"
)

// The semantic tests run the emitted LLVM IR of single-operation device
// functions on the host with lli-15 (the operations use only
// target-independent LLVM instructions and intrinsics) and compare every
// result, bit for bit, with native Go on this machine.

func intInputs(t *ir.Basic) []uint64 {
	w := t.Bits()
	minInt := uint64(1) << (w - 1)
	vals := []uint64{0, 1, 2, 3, 7, 0x55, 100, ^uint64(0), ^uint64(6), minInt, minInt - 1, minInt + 1}
	for i := range vals {
		vals[i] = maskBits(vals[i], t)
	}
	return vals
}

func floatInputs(t *ir.Basic) []uint64 {
	fs := []float64{0, math.Copysign(0, -1), 1, -1, 1.5, -2.5, 0.5, 2.5, 3.7, -3.7, math.NaN(), math.Inf(1), math.Inf(-1),
		1e10, -1e10, 3e9, 0x1p63, 0x1p64, -0x1p63, 5e9, 300.5, -129.9, 70000.2, 1e-40, math.MaxFloat32, 1e300}
	out := make([]uint64, len(fs))
	for i, f := range fs {
		if t.Kind == ir.Float32 {
			out[i] = uint64(math.Float32bits(float32(f)))
		} else {
			out[i] = math.Float64bits(f)
		}
	}
	return out
}

func inputsFor(t *ir.Basic) []uint64 {
	if t.IsFloat() {
		return floatInputs(t)
	}
	return intInputs(t)
}

// pairs is the cross product of two input lists.
func pairs(a, b []uint64) [][]uint64 {
	var out [][]uint64
	for _, x := range a {
		for _, y := range b {
			out = append(out, []uint64{x, y})
		}
	}
	return out
}

// semCase is a device function with its inputs and expected outputs.
type semCase struct {
	f      *ir.Function
	args   []*ir.Basic
	res    *ir.Basic
	inputs [][]uint64
	ref    func(a []uint64) uint64
}

func llTypeOf(t *ir.Basic) string { s, _ := basicType(t); return s }

func lliPath(t *testing.T) string {
	t.Helper()
	require := os.Getenv("KERN_REQUIRE_TOOLS") == "1"
	llc := os.Getenv("KERN_LLC")
	cands := []string{"lli-15", "/usr/lib/llvm-15/bin/lli"}
	if llc != "" {
		dir, base := filepath.Split(llc)
		cands = append([]string{filepath.Join(dir, strings.Replace(base, "llc", "lli", 1))}, cands...)
	}
	for _, c := range cands {
		if p, err := exec.LookPath(c); err == nil {
			return p
		}
	}
	if require && llc != "" {
		t.Fatalf("lli-15 not found beside KERN_LLC=%s (it ships in the same llvm-15 package)", llc)
	}
	t.Skip("lli-15 not found: install llvm-15")
	return ""
}

// checkLLI compares the cases' results on the host, from the module as
// EmitLLVM writes it and after opt -O3, with their references.
func checkLLI(t *testing.T, m *ir.Module, cases []semCase) {
	t.Helper()
	checkCases(t, cases, runLLI(t, m, cases, false))
	t.Run("opt", func(t *testing.T) { checkCases(t, cases, runLLI(t, m, cases, true)) })
}

// runLLI emits the module, strips the AMDGPU target, appends a main that
// calls every case on its inputs and prints the result bits, and returns
// the results per case; optimized, after opt -O3.
func runLLI(t *testing.T, m *ir.Module, cases []semCase, optimize bool) [][]uint64 {
	t.Helper()
	lli := lliPath(t)
	if err := ir.VerifyModule(m); err != nil {
		t.Fatalf("the test module is not valid IR: %v", err)
	}
	ll, err := EmitLLVM(m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, line := range strings.Split(string(ll), "\n") {
		if strings.HasPrefix(line, "target ") || strings.HasPrefix(line, "declare float @llvm.amdgcn.sqrt.f32") ||
			strings.HasPrefix(line, "declare double @llvm.amdgcn.rsq.f64") || strings.HasPrefix(line, "declare i1 @llvm.amdgcn.class.f") {
			continue
		}
		line = strings.ReplaceAll(line, "@llvm.amdgcn.sqrt.f32", "@kern.hw.sqrt.f32")
		line = strings.ReplaceAll(line, "@llvm.amdgcn.rsq.f64", "@kern.hw.rsq.f64")
		line = strings.ReplaceAll(line, "@llvm.amdgcn.class.f", "@kern.hw.class.f")
		b.WriteString(line + "\n")
	}
	b.WriteString(hwStandIns)
	b.WriteString("@fmt = private constant [9 x i8] c\"%d %llx\\0A\\00\"\ndeclare i32 @printf(ptr, ...)\n")
	var main strings.Builder
	main.WriteString("define i32 @main() {\nentry:\n  br label %c0\n")
	for k, c := range cases {
		n := len(c.inputs)
		for j, at := range c.args {
			vals := make([]string, n)
			for i, in := range c.inputs {
				vals[i] = "i64 " + strconv.FormatInt(int64(in[j]), 10)
			}
			fmt.Fprintf(&b, "@in%d.%d = private constant [%d x i64] [%s]\n", k, j, n, strings.Join(vals, ", "))
			_ = at
		}
		fmt.Fprintf(&main, "c%d:\n  br label %%l%d\nl%d:\n  %%i%d = phi i64 [0, %%c%d], [%%n%d, %%l%d]\n", k, k, k, k, k, k, k)
		var args []string
		for j, at := range c.args {
			fmt.Fprintf(&main, "  %%g%d.%d = getelementptr [%d x i64], ptr @in%d.%d, i64 0, i64 %%i%d\n", k, j, n, k, j, k)
			fmt.Fprintf(&main, "  %%w%d.%d = load i64, ptr %%g%d.%d\n", k, j, k, j)
			v := fmt.Sprintf("%%w%d.%d", k, j)
			lt := llTypeOf(at)
			switch {
			case at.Kind == ir.Bool:
				fmt.Fprintf(&main, "  %%v%d.%d = trunc i64 %s to i1\n", k, j, v)
			case at.Kind == ir.Float32:
				fmt.Fprintf(&main, "  %%x%d.%d = trunc i64 %s to i32\n  %%v%d.%d = bitcast i32 %%x%d.%d to float\n", k, j, v, k, j, k, j)
			case at.Kind == ir.Float64:
				fmt.Fprintf(&main, "  %%v%d.%d = bitcast i64 %s to double\n", k, j, v)
			case at.Bits() < 64:
				fmt.Fprintf(&main, "  %%v%d.%d = trunc i64 %s to %s\n", k, j, v, lt)
			default:
				fmt.Fprintf(&main, "  %%v%d.%d = add i64 %s, 0\n", k, j, v)
			}
			args = append(args, fmt.Sprintf("%s %%v%d.%d", lt, k, j))
		}
		rt := llTypeOf(c.res)
		fmt.Fprintf(&main, "  %%r%d = call %s %s(%s)\n", k, rt, globalName(c.f.Name), strings.Join(args, ", "))
		switch {
		case c.res.Kind == ir.Float32:
			fmt.Fprintf(&main, "  %%rb%d = bitcast float %%r%d to i32\n  %%rw%d = zext i32 %%rb%d to i64\n", k, k, k, k)
		case c.res.Kind == ir.Float64:
			fmt.Fprintf(&main, "  %%rw%d = bitcast double %%r%d to i64\n", k, k)
		case c.res.Kind == ir.Bool || c.res.Bits() < 64:
			fmt.Fprintf(&main, "  %%rw%d = zext %s %%r%d to i64\n", k, rt, k)
		default:
			fmt.Fprintf(&main, "  %%rw%d = add i64 %%r%d, 0\n", k, k)
		}
		fmt.Fprintf(&main, "  call i32 (ptr, ...) @printf(ptr @fmt, i32 %d, i64 %%rw%d)\n", k, k)
		fmt.Fprintf(&main, "  %%n%d = add i64 %%i%d, 1\n  %%d%d = icmp ult i64 %%n%d, %d\n  br i1 %%d%d, label %%l%d, label %%c%d\n", k, k, k, k, n, k, k, k+1)
	}
	fmt.Fprintf(&main, "c%d:\n  ret i32 0\n}\n", len(cases))
	b.WriteString(main.String())
	path := filepath.Join(t.TempDir(), "sem.ll")
	if err := os.WriteFile(path, []byte(b.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	if optimize {
		// The middle end kern gen runs: it may exploit any undefined
		// behaviour the IR has, which would change results.
		opt := testtool.Path(t, "KERN_OPT")
		optimized := filepath.Join(filepath.Dir(path), "sem.opt.ll")
		if out, err := exec.Command(opt, "-S", OptLevel, path, "-o", optimized).CombinedOutput(); err != nil {
			t.Fatalf("opt: %v\n%s", err, out)
		}
		path = optimized
	}
	cmd := exec.Command(lli, path)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("lli: %v\n%s", err, stderr.String())
	}
	got := make([][]uint64, len(cases))
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	for sc.Scan() {
		var k int
		var v uint64
		if _, err := fmt.Sscanf(sc.Text(), "%d %x", &k, &v); err != nil || k < 0 || k >= len(cases) {
			t.Fatalf("bad lli output line %q", sc.Text())
		}
		got[k] = append(got[k], v)
	}
	return got
}

func checkCases(t *testing.T, cases []semCase, got [][]uint64) {
	t.Helper()
	fails := 0
	for k, c := range cases {
		if len(got[k]) != len(c.inputs) {
			t.Errorf("%s: %d results for %d inputs", c.f.Name, len(got[k]), len(c.inputs))
			continue
		}
		for i, in := range c.inputs {
			want := maskBits(c.ref(in), c.res)
			g := got[k][i]
			if g == want || c.res.IsFloat() && isNaNBits(c.res, g) && isNaNBits(c.res, want) {
				continue
			}
			fails++
			if fails <= 40 {
				var as []string
				for j, a := range in {
					as = append(as, fmt.Sprint(decode(c.args[j], a)))
				}
				t.Errorf("%s(%s) = %v (%#x), want %v (%#x)", c.f.Name, strings.Join(as, ", "),
					decode(c.res, g), g, decode(c.res, want), want)
			}
		}
	}
	if fails > 40 {
		t.Errorf("... %d mismatches in all", fails)
	}
}

func isNaNBits(t *ir.Basic, u uint64) bool {
	if t.Kind == ir.Float32 {
		f := math.Float32frombits(uint32(u))
		return f != f
	}
	return math.IsNaN(math.Float64frombits(u))
}

func TestSemanticsArith(t *testing.T) {
	m := &ir.Module{Name: "sem"}
	var cases []semCase
	for _, ty := range numericTypes() {
		for _, op := range binaryOps(ty) {
			f := addOp(m, fmt.Sprintf("bin.%v.%v", op, ty), op, 0, ty, ty, ty)
			cases = append(cases, semCase{f, []*ir.Basic{ty, ty}, ty, pairs(inputsFor(ty), inputsFor(ty)),
				func(a []uint64) uint64 { return encode(binaryRef(op, decode(ty, a[0]), decode(ty, a[1]))) }})
		}
		for _, op := range compareOps() {
			f := addOp(m, fmt.Sprintf("cmp.%v.%v", op, ty), op, 0, tBool, ty, ty)
			cases = append(cases, semCase{f, []*ir.Basic{ty, ty}, tBool, pairs(inputsFor(ty), inputsFor(ty)),
				func(a []uint64) uint64 { return encode(compareRef(op, decode(ty, a[0]), decode(ty, a[1]))) }})
		}
		f := addOp(m, "neg."+ty.String(), ir.OpNeg, 0, ty, ty)
		cases = append(cases, semCase{f, []*ir.Basic{ty}, ty, pairs(inputsFor(ty), nil)[:0], nil})
		in1 := make([][]uint64, 0)
		for _, x := range inputsFor(ty) {
			in1 = append(in1, []uint64{x})
		}
		cases[len(cases)-1].inputs = in1
		cases[len(cases)-1].ref = func(a []uint64) uint64 {
			switch ty.Kind {
			case ir.Float32:
				return encode(-math.Float32frombits(uint32(a[0])))
			case ir.Float64:
				return encode(-math.Float64frombits(a[0]))
			}
			return -a[0]
		}
		if ty.IsInteger() {
			f := addOp(m, "compl."+ty.String(), ir.OpCompl, 0, ty, ty)
			cases = append(cases, semCase{f, []*ir.Basic{ty}, ty, in1, func(a []uint64) uint64 { return ^a[0] }})
			for _, st := range []*ir.Basic{tU8, tU32, tU64, tI64} {
				counts := []uint64{0, 1, 3, 7, 8, 15, 16, 31, 32, 63, 64, 65, 127, 200, 255, 1 << 31, 1<<32 + 1}
				var cs []uint64
				for _, c := range counts {
					if maskBits(c, st) == c {
						cs = append(cs, c)
					}
				}
				for _, op := range []ir.Op{ir.OpShl, ir.OpShr} {
					f := addOp(m, fmt.Sprintf("%v.%v.%v", op, ty, st), op, 0, ty, ty, st)
					cases = append(cases, semCase{f, []*ir.Basic{ty, st}, ty, pairs(inputsFor(ty), cs),
						func(a []uint64) uint64 { return encode(shiftAny(op, decode(ty, a[0]), a[1])) }})
				}
			}
		}
		for _, to := range numericTypes() {
			f := addOp(m, fmt.Sprintf("cvt.%v.%v", ty, to), ir.OpConvert, 0, to, ty)
			cases = append(cases, semCase{f, []*ir.Basic{ty}, to, in1,
				func(a []uint64) uint64 { return encode(convertRef(decode(ty, a[0]), to.Kind)) }})
		}
	}
	// Constant divisors and shift counts take the unguarded paths.
	for _, ty := range intTypes() {
		w := uint64(ty.Bits())
		for _, op := range []ir.Op{ir.OpDiv, ir.OpRem, ir.OpShl, ir.OpShr} {
			consts := []uint64{0, 1, maskBits(^uint64(0), ty), 3, 7}
			if op == ir.OpShl || op == ir.OpShr {
				consts = []uint64{0, 1, w - 1, w, w + 1, 255}
			}
			for _, cv := range consts {
				ct := ty
				if op == ir.OpShl || op == ir.OpShr {
					ct = tU8
				}
				f, b := newFunc(m, fmt.Sprintf("const.%v.%v.%d", op, ty, cv), ir.Device, []ir.Type{ty}, ty)
				b.Return(b.Emit(op, ty, f.Params[0], &ir.Const{Typ: ct, Bits: cv}))
				f.Renumber()
				var in1 [][]uint64
				for _, x := range inputsFor(ty) {
					in1 = append(in1, []uint64{x})
				}
				cases = append(cases, semCase{f, []*ir.Basic{ty}, ty, in1, func(a []uint64) uint64 {
					if op == ir.OpShl || op == ir.OpShr {
						return encode(shiftAny(op, decode(ty, a[0]), cv))
					}
					return encode(binaryRef(op, decode(ty, a[0]), decode(ty, cv)))
				}})
			}
		}
	}
	// select and bitcast
	f := addOp(m, "select.i16", ir.OpSelect, 0, tI16, tBool, tI16, tI16)
	cases = append(cases, semCase{f, []*ir.Basic{tBool, tI16, tI16}, tI16, [][]uint64{{0, 1, 2}, {1, 1, 2}},
		func(a []uint64) uint64 { return map[bool]uint64{true: a[1], false: a[2]}[a[0] == 1] }})
	f = addOp(m, "bitcast.f32.u32", ir.OpBitcast, 0, tU32, tF32)
	cases = append(cases, semCase{f, []*ir.Basic{tF32}, tU32, [][]uint64{{0x3f800000}, {0xffc00001}, {0x80000000}},
		func(a []uint64) uint64 { return a[0] }})
	checkLLI(t, m, cases)
}

func TestSemanticsMath(t *testing.T) {
	m := &ir.Module{Name: "sem"}
	var cases []semCase
	one := func(ty *ir.Basic) [][]uint64 {
		var out [][]uint64
		for _, x := range inputsFor(ty) {
			out = append(out, []uint64{x})
		}
		return out
	}
	for _, ty := range intTypes() {
		w := ty.Bits()
		refs := map[ir.MathFn]func(u uint64) uint64{
			ir.MathPopCount: func(u uint64) uint64 { return uint64(bits.OnesCount64(u)) },
			ir.MathClz:      func(u uint64) uint64 { return uint64(bits.LeadingZeros64(u) - (64 - w)) },
			ir.MathCtz: func(u uint64) uint64 {
				if u == 0 {
					return uint64(w)
				}
				return uint64(bits.TrailingZeros64(u))
			},
			ir.MathBitRev:   func(u uint64) uint64 { return bits.Reverse64(u) >> (64 - w) },
			ir.MathByteSwap: func(u uint64) uint64 { return bits.ReverseBytes64(u) >> (64 - w) },
		}
		for fnID, ref := range refs {
			res := ty // the count has the operand's type; the front end converts it to int
			f := addOp(m, fmt.Sprintf("math.%v.%v", fnID, ty), ir.OpMath, int64(fnID), res, ty)
			cases = append(cases, semCase{f, []*ir.Basic{ty}, res, one(ty), func(a []uint64) uint64 { return ref(a[0]) }})
		}
	}
	for _, ty := range []*ir.Basic{tF32, tF64} {
		conv := func(f float64) uint64 {
			if ty.Kind == ir.Float32 {
				return encode(float32(f))
			}
			return encode(f)
		}
		val := func(u uint64) float64 {
			if ty.Kind == ir.Float32 {
				return float64(math.Float32frombits(uint32(u)))
			}
			return math.Float64frombits(u)
		}
		unary := map[ir.MathFn]func(float64) float64{
			ir.MathFloor: math.Floor, ir.MathCeil: math.Ceil, ir.MathTrunc: math.Trunc,
			ir.MathRoundEven: math.RoundToEven, ir.MathRound: math.Round, ir.MathAbs: math.Abs,
		}
		for fnID, ref := range unary {
			f := addOp(m, fmt.Sprintf("math.%v.%v", fnID, ty), ir.OpMath, int64(fnID), ty, ty)
			cases = append(cases, semCase{f, []*ir.Basic{ty}, ty, one(ty), func(a []uint64) uint64 { return conv(ref(val(a[0]))) }})
		}
		f := addOp(m, "math.copysign."+ty.String(), ir.OpMath, int64(ir.MathCopysign), ty, ty, ty)
		cases = append(cases, semCase{f, []*ir.Basic{ty, ty}, ty, pairs(inputsFor(ty), inputsFor(ty)),
			func(a []uint64) uint64 { return conv(math.Copysign(val(a[0]), val(a[1]))) }})
		f = addOp(m, "math.fma."+ty.String(), ir.OpMath, int64(ir.MathFMA), ty, ty, ty, ty)
		var triples [][]uint64
		in := inputsFor(ty)
		for i, x := range in {
			for j, y := range in {
				triples = append(triples, []uint64{x, y, in[(i*7+j*3)%len(in)]})
			}
		}
		cases = append(cases, semCase{f, []*ir.Basic{ty, ty, ty}, ty, triples, func(a []uint64) uint64 {
			x, y, z := val(a[0]), val(a[1]), val(a[2])
			if ty.Kind == ir.Float64 {
				return conv(math.FMA(x, y, z))
			}
			r := math.FMA(x, y, z)
			if math.IsNaN(r) || math.IsInf(r, 0) || math.IsInf(x*y, 0) {
				return conv(r)
			}
			// Exact x*y+z rounded once to float32.
			p := new(big.Float).SetPrec(300).SetFloat64(x)
			p.Mul(p, new(big.Float).SetPrec(300).SetFloat64(y))
			p.Add(p, new(big.Float).SetPrec(300).SetFloat64(z))
			f32, _ := p.Float32()
			if f32 == 0 {
				return encode(float32(r)) // keeps the sign of an exact zero
			}
			return encode(f32)
		}})
	}
	checkLLI(t, m, cases)
}

// hwStandIns replace the AMDGPU estimate instructions on the host, each as
// inexact as the hardware may be: v_sqrt_f32 as the true root moved by -1,
// 0 or +1 ulp (chosen by the input's bits), v_rsq_f64 with a relative error
// of -2^-26, 0 or +2^-26.
const hwStandIns = `
define float @kern.hw.sqrt.f32(float %x) {
  %s = call float @llvm.sqrt.f32(float %x)
  %xb = bitcast float %x to i32
  %m = urem i32 %xb, 3
  %d = sub i32 %m, 1
  %sb = bitcast float %s to i32
  %fin = fcmp one float %s, 0x7FF0000000000000
  %pos = fcmp ogt float %s, 0.0
  %ok = and i1 %fin, %pos
  %pb = add i32 %sb, %d
  %r0 = bitcast i32 %pb to float
  %r = select i1 %ok, float %r0, float %s
  ret float %r
}
declare float @llvm.sqrt.f32(float)
define double @kern.hw.rsq.f64(double %x) {
  %s = call double @llvm.sqrt.f64(double %x)
  %r = fdiv double 1.0, %s
  %xb = bitcast double %x to i64
  %m = urem i64 %xb, 3
  %d = sub i64 %m, 1
  %df = sitofp i64 %d to double
  %e = fmul double %df, 0x3E50000000000000
  %f = fadd double 1.0, %e
  %y = fmul double %r, %f
  ret double %y
}
declare double @llvm.sqrt.f64(double)
define i1 @kern.hw.class.f64(double %x, i32 %mask) {
  %b = bitcast double %x to i64
  %neg = icmp slt i64 %b, 0
  %ab = and i64 %b, 9223372036854775807
  %a = bitcast i64 %ab to double
  %zero = fcmp oeq double %a, 0.0
  %sub = fcmp olt double %a, 0x0010000000000000
  %inf = fcmp oeq double %a, 0x7FF0000000000000
  %c0 = select i1 %inf, i32 3, i32 2
  %c1 = select i1 %sub, i32 1, i32 %c0
  %c = select i1 %zero, i32 0, i32 %c1
  %kn = sub i32 5, %c
  %kp = add i32 6, %c
  %k0 = select i1 %neg, i32 %kn, i32 %kp
  %qs = lshr i64 %b, 51
  %qt = trunc i64 %qs to i32
  %q = and i32 %qt, 1
  %nan = fcmp uno double %x, 0.0
  %k = select i1 %nan, i32 %q, i32 %k0
  %m = lshr i32 %mask, %k
  %r = trunc i32 %m to i1
  ret i1 %r
}
define i1 @kern.hw.class.f32(float %x, i32 %mask) {
  %b = bitcast float %x to i32
  %neg = icmp slt i32 %b, 0
  %ab = and i32 %b, 2147483647
  %a = bitcast i32 %ab to float
  %zero = fcmp oeq float %a, 0.0
  %sub = fcmp olt float %a, 0x3810000000000000
  %inf = fcmp oeq float %a, 0x7FF0000000000000
  %c0 = select i1 %inf, i32 3, i32 2
  %c1 = select i1 %sub, i32 1, i32 %c0
  %c = select i1 %zero, i32 0, i32 %c1
  %kn = sub i32 5, %c
  %kp = add i32 6, %c
  %k0 = select i1 %neg, i32 %kn, i32 %kp
  %qs = lshr i32 %b, 22
  %qt = add i32 %qs, 0
  %q = and i32 %qt, 1
  %nan = fcmp uno float %x, 0.0
  %k = select i1 %nan, i32 %q, i32 %k0
  %m = lshr i32 %mask, %k
  %r = trunc i32 %m to i1
  ret i1 %r
}
`

// TestSemanticsAbsClass compares |x| with the smallest normal and the
// largest finite value, which the backend writes as llvm.amdgcn.class
// tests of x (its host stand-in above models v_cmp_class), with Go's
// comparison on every class boundary, in both operand orders.
func TestSemanticsAbsClass(t *testing.T) {
	m := &ir.Module{Name: "sem"}
	var cases []semCase
	for _, ty := range []*ir.Basic{tF32, tF64} {
		smallest, largest := 0x1p-1022, math.MaxFloat64
		if ty.Kind == ir.Float32 {
			smallest, largest = 0x1p-126, math.MaxFloat32
		}
		var in [][]uint64
		for _, x := range []float64{0, smallest, largest, 1, math.Inf(1), math.NaN()} {
			for _, y := range []float64{x, -x} {
				in = append(in, []uint64{encodeFloat(ty, y)})
				if ty.Kind == ir.Float32 {
					in = append(in, []uint64{uint64(math.Float32bits(float32(y))) + 1}, []uint64{uint64(math.Float32bits(float32(y))) - 1})
				} else {
					in = append(in, []uint64{math.Float64bits(y) + 1}, []uint64{math.Float64bits(y) - 1})
				}
			}
		}
		for _, bound := range []float64{smallest, largest, 1} {
			for _, op := range compareOps() {
				for _, constFirst := range []bool{false, true} {
					name := fmt.Sprintf("absclass.%v.%v.%g.%v", ty, op, bound, constFirst)
					f, b := newFunc(m, name, ir.Device, []ir.Type{ty}, tBool)
					abs := b.EmitAux(ir.OpMath, ty, int64(ir.MathAbs), nil, f.Params[0])
					c := &ir.Const{Typ: ty, Bits: encodeFloat(ty, bound)}
					args := []ir.Value{abs, c}
					if constFirst {
						args = []ir.Value{c, abs}
					}
					b.Return(b.Emit(op, tBool, args...))
					f.Renumber()
					cases = append(cases, semCase{f, []*ir.Basic{ty}, tBool, in, func(a []uint64) uint64 {
						var ax, cb any = nil, bound
						switch x := decode(ty, a[0]).(type) {
						case float32:
							ax, cb = float32(math.Abs(float64(x))), float32(bound)
						case float64:
							ax = math.Abs(x)
						}
						if constFirst {
							return encode(compareRef(op, cb, ax))
						}
						return encode(compareRef(op, ax, cb))
					}})
				}
			}
		}
	}
	ll, err := EmitLLVM(m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	// Six of the comparisons with each class boundary are class tests (<
	// and >= the smallest normal, > and <= the largest finite, either
	// order); those with 1, or equality, stay comparisons.
	if n := strings.Count(string(ll), "call i1 @llvm.amdgcn.class.f"); n != 2*2*2*2 {
		t.Errorf("%d class tests in the emitted IR, want %d:\n%s", n, 2*2*2*2, ll)
	}
	checkLLI(t, m, cases)
}

// TestSemanticsSqrt runs the emitted correctly rounded sqrt sequences
// (with the hardware estimates replaced by deliberately inexact host
// stand-ins) and compares them with math.Sqrt.
func TestSemanticsSqrt(t *testing.T) {
	m := &ir.Module{Name: "sem"}
	rng := rand.New(rand.NewPCG(5, 6))
	var cases []semCase
	for _, ty := range []*ir.Basic{tF32, tF64} {
		f := addOp(m, "math.sqrt."+ty.String(), ir.OpMath, int64(ir.MathSqrt), ty, ty)
		var in [][]uint64
		for _, x := range specialInputs() {
			in = append(in, []uint64{encodeFloat(ty, x)})
		}
		for _, x := range floatInputs(ty) {
			in = append(in, []uint64{x})
		}
		for range 20000 {
			u := rng.Uint64() &^ (1 << 63)
			if ty.Kind == ir.Float32 {
				u = uint64(uint32(u) &^ (1 << 31))
			}
			in = append(in, []uint64{u})
		}
		cases = append(cases, semCase{f, []*ir.Basic{ty}, ty, in, func(a []uint64) uint64 {
			if ty.Kind == ir.Float32 {
				return encode(float32(math.Sqrt(float64(math.Float32frombits(uint32(a[0]))))))
			}
			return encode(math.Sqrt(math.Float64frombits(a[0])))
		}})
	}
	checkLLI(t, m, cases)
}

func encodeFloat(t *ir.Basic, f float64) uint64 {
	if t.Kind == ir.Float32 {
		return uint64(math.Float32bits(float32(f)))
	}
	return math.Float64bits(f)
}

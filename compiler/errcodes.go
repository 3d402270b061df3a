package compiler

import (
	"fmt"
	"io"
	"strings"

	"github.com/kernlab/kern/compiler/internal/ssagen"
)

// CodeInfo documents one diagnostic code.
type CodeInfo struct {
	Code    string // "K001"
	Name    string // short identifier
	Summary string // what is rejected
	Example string // Go that triggers it
	Instead string // what to write instead
}

// codes is the one table of diagnostic codes. Codes are stable: never
// renumber or reuse one.
// CodeMMA is the code of tensor-core misuse, which kern gen also reports
// for a CUDA -arch without tensor cores.
const CodeMMA = string(ssagen.CodeMMA)

// CodeKernAPI is the code of kern API misuse, which kern gen also
// reports for a kern.CopyAsync whose destination or source inlining has
// shown to be in the wrong memory.
const CodeKernAPI = string(ssagen.CodeKernAPI)

var codes = [...]CodeInfo{
	{string(ssagen.CodeMap), "map", "maps", "m := map[int32]int32{}", "an array or slice indexed by key"},
	{string(ssagen.CodeString), "string", "strings", `s := "abc"; c := s[i]`, "a []byte or []int32 parameter"},
	{string(ssagen.CodeInterface), "interface", "interfaces: any, error, method sets, type assertions", "var s shape = sq(x); s.area()", "a concrete type or a type parameter"},
	{string(ssagen.CodeClosure), "closure", "closures that capture variables", "f := func(y float64) float64 { return y * k }", "a named function taking k as a parameter"},
	{string(ssagen.CodeGo), "goroutine", "go statements", "go work()", "nothing: every GPU thread already runs the kernel"},
	{string(ssagen.CodeChan), "channel", "channels", "c := make(chan int32, 1)", "slices and atomics for communication"},
	{string(ssagen.CodeSelect), "select", "select statements", "select { case <-ch: }", "nothing: kernels do not block on channels"},
	{string(ssagen.CodeDefer), "defer", "defer", "defer cleanup()", "call the function before returning"},
	{string(ssagen.CodeRecover), "recover", "recover", "if recover() != nil { ... }", "nothing: a GPU panic cannot be recovered"},
	{string(ssagen.CodeAlloc), "alloc", "allocation: make, new, append, escaping variables or composite literals (a slice of a local array stored, returned, or passed to a function that does either or to kern's API)", "s := make([]int, 4)", "a slice parameter or a local array (var s [4]int), sliced for indexing, copy, and device functions that do the same"},
	{string(ssagen.CodePointer), "pointer", "pointers other than &x[i] passed to an atomic or a struct's address passed to a device function's struct pointer parameter (a pointer method's receiver), and a kern.Rand's (a local kern.Rand's methods take its address)", "func addTo(p *float32, v float32); func sum(s *[256]float32)", "pass the slice and the index; an array (a kern.Shared tile too) as a []T parameter, passed as s[:]; pass a kern.Rand by value and return it"},
	{string(ssagen.CodeRecursion), "recursion", "recursion", "func fact(n int64) int64 { ... fact(n-1) }", "a loop"},
	{string(ssagen.CodeForeignCall), "foreign-call", "calls into packages other than math, math/bits, math/cmplx, half and kern (or functions without Go bodies)", "strconv.Itoa(x)", "a device function in the kernel's package"},
	{string(ssagen.CodeGlobalWrite), "global-write", "writes to package-level variables", "counter = x", "a slice parameter for results"},
	{string(ssagen.CodeGlobalRead), "global-read", "package-level variables that are not arrays or numbers initialised with constants, or that code of the program writes (kernels see the initial value)", "var scale = computeScale()", "a constant, a constant-initialised array no code writes, or a parameter"},
	{string(ssagen.CodeType), "type", "types without a GPU form: unsafe.Pointer", "var p unsafe.Pointer", "a slice, or an index into one"},
	{string(ssagen.CodeVectorize), "vectorize", "a vectorize function that is not scalars (numbers or complex numbers) in, one scalar out", "//kern:vectorize\nfunc F(x []float32) float32", "//kern:guvectorize for array arguments"},
	{string(ssagen.CodeGUVectorize), "guvectorize", "a guvectorize layout whose arity or dimensions do not fit the parameters, or a guvectorize with results", "//kern:guvectorize (n),(n)->(n,n)\nfunc F(a, b, c kern.Array1[float32])", "one layout group per parameter, with the parameter's rank"},
	{string(ssagen.CodeLayoutSyntax), "layout-syntax", "a malformed guvectorize layout", "//kern:guvectorize (n)->(n", "(m,n),(n,p)->(m,p)"},
	{string(ssagen.CodeKernelThread), "kernel-thread", "a kernel whose first parameter is not *kern.Thread", "//kern:kernel\nfunc K(x []float32)", "func K(t *kern.Thread, x []float32)"},
	{string(ssagen.CodeKernelResult), "kernel-result", "a kernel with results", "func K(t *kern.Thread, x []float32) float32", "write results into a slice or kern array parameter"},
	{string(ssagen.CodeReduce), "reduce", "a reduce function that is not func(T, T) T", "func R(a float32, b float64) float32", "func R(a, b float32) float32"},
	{string(ssagen.CodeConstraint), "constraint", "a generic marked function whose constraint is not a finite union of basic types (complex ones included) and kern.Float16 / kern.BFloat16 (the FP8 types have no arithmetic: name them, or use an unmarked generic helper), and for a kernel its own package's records; a kernel over T any (or another constraint without a finite type set) that its package never instantiates, or instantiates with a type no kernel takes (at that instantiation)", "func F[T any](x T) T", "func F[T float32 | float64](x T) T, or kern.Float, kern.Half, kern.MMAInput; a kernel: func K[T Particle | Cell](t *kern.Thread, s []T), or K[T any] with var _ = K[Particle] in its package"},
	{string(ssagen.CodeDirective), "directive", "an unknown or misplaced //kern: directive (on a type, a method, or a function of a _test.go file, which kern gen does not compile), or a job naming no marked function", "//kern:kernal", "//kern:vectorize, //kern:guvectorize LAYOUT, //kern:kernel or //kern:reduce on a function of a non-test .go file"},
	{string(ssagen.CodeInstances), "instances", "a generic marked function two of whose instances have operands of the same dtypes but different code (a type parameter that no parameter or result has as its type): the runtime finds an instance's code by its operands' dtypes", "func F[T int32 | int64](x float64) float64 { return float64(T(x)) }", "a type parameter that a parameter or the result has as its type, or one function per type"},
	{string(ssagen.CodeShared), "shared", "kern.Shared in a loop or conditional of the kernel or device function that calls it (or after a return only some calls take), two kern.Shared calls on one line, or a kernel's kern.Shared arrays (its device functions' included, each declaration once) over 48 KiB in all", "for ... { s := kern.Shared[[32]float32](t) }", "declare shared arrays at the top of the kernel or device function, one to a line (a device function that declares one may be called anywhere); past 48 KiB, kern.DynShared with the launch option kern.SharedMem"},
	{string(ssagen.CodeBarrierScope), "barrier-scope", "a Barrier whose scope is not a constant", "t.Barrier(scope[0])", "t.Barrier(kern.LocalMemFence)"},
	{string(ssagen.CodeAtomicPtr), "atomic-pointer", "an atomic whose pointer is not &a[i], &a[i].F or a.Ptr(...)", "var x int32; kern.AtomicAdd(&x, 1)", "kern.AtomicAdd(&out[i], 1) on a slice, shared or local array; kern.AtomicAdd(&bins[k].Count, 1) on a field of a record in one"},
	{string(ssagen.CodeKernAPI), "kern-api", "host-side kern API in kernel code (Data, MakeArray*, ...); a kern.LoadVec or StoreVec vector that is not 8 or 16 bytes; a width shuffle whose width is not a constant power of two up to 32; a kern.CopyAsync whose count is not a constant, that moves other than 4, 8 or 16 bytes, has a constant offset that is not a multiple of its count, copies into other than shared memory or from other than global memory (a kernel parameter as the destination, also through a helper once inlined), or a kern.WaitAsync whose count is not a constant from 0 to 255", "d, _ := a.Data(); kern.LoadVec[[4]float64](x, i); kern.ShflDownWidth(t, v, 1, w); kern.CopyAsync(t, tile[:], 0, x, i, 3); kern.WaitAsync(t, k)", "At, Set and Ptr; vectors of 8 or 16 bytes ([2]float64, [4]float32, [8]kern.Float16); a constant width (1, 2, 4, 8, 16 or 32); kern.CopyAsync(t, tile[:], 4*tid, x, 4*i, 4) from a parameter into a kern.Shared or DynShared slice; a constant kern.WaitAsync(t, 1)"},
	{string(ssagen.CodeThread), "thread", "*kern.Thread anywhere but the first parameter and method receivers", "func K(t *kern.Thread, u *kern.Thread)", "one t *kern.Thread, passed on to device functions"},
	{string(ssagen.CodeDynCall), "dynamic-call", "calls through function values, method values among them (x.M not called)", "f := twice; f(x); g := v.Norm; g()", "call twice(x) and v.Norm() directly"},
	{string(ssagen.CodeUnsupported), "unsupported", "other Go the GPU compiler does not lower (a conversion or builtin it has no form for, ...); print and println: use kern.Printf", "println(x)", "kern.Printf(t, \"%v\\n\", x) in a kernel"},
	{string(ssagen.CodeParamType), "param-type", "a kernel parameter of a type with no launch ABI: a string, or a slice whose elements hold a pointer, slice, string or other reference to host memory, or a record Go pads differently from the GPU code (a trailing zero-size field)", "func K(t *kern.Thread, s string), func K(t *kern.Thread, b []Node) // Node has a *Node field", "scalars, []T of numbers, bools or records (structs and arrays of them), kern.Array1/2/3[T] of numbers; an index into another slice parameter in place of a pointer"},
	{string(ssagen.CodePrint), "print", "a kern.Printf whose format is not a constant string, or whose argument is not a number, a 16-bit or FP8 float, a bool or a constant string", "kern.Printf(t, formats[i], x)", "a constant format: kern.Printf(t, \"%d\\n\", x)"},
	{string(ssagen.CodeLaunchBounds), "launch-bounds", "a //kern:kernel option that is not maxthreads=N (1 to 1024) or maxregs=R (16 to 255), or one given twice", "//kern:kernel maxthreads=2048", "//kern:kernel maxthreads=256 maxregs=64"},
	{string(ssagen.CodeHalf), "half", "Go's arithmetic operators, ordered comparisons and float conversions on kern.Float16, kern.BFloat16 and kern.Half2 (Go applies them to the bit pattern), Go's conversions between two reduced-precision types (they keep the pattern), a nonzero untyped constant given a reduced-precision type anywhere in kernel code (Go converts it as a bit pattern), FP8 arithmetic, Go's numeric conversions to and from the FP8 types (bit patterns too), and kern.Half2 as a marked function's parameter or result", "a + b // kern.Float16; float32(h); kern.HMul(h, 2); var one kern.Float16 = 1; kern.BFloat16(h); kern.Float8E4M3(f); func(x []kern.Half2[kern.Float16])", "kern.HAdd(a, b), kern.HLt(a, b), h.Float32(), kern.ToFloat16(x), kern.HMul(h, kern.ToFloat16(2)), kern.ToFloat16(1) (kern.Float16(0x3c00) for a pattern), kern.ToBFloat16(h.Float32()), kern.HToFloat32(x) and kern.HFromFloat32[T](2) in generic code, kern.HAdd2(p, q); take []kern.Float16 and use kern.Load2/Store2; FP8: x.Float32(), compute in float32, kern.ToFloat8E4M3(f)"},
	{string(ssagen.CodeMMA), "mma", "an MMA fragment (kern.FragA, FragB, FragAcc, FragC) in a slice, array, pointer, shared memory or kernel parameter; a layout that is not the constant kern.RowMajor or kern.ColMajor; kern.MMA of A and B of different types other than the FP8 pair (kern.Float8E4M3 with kern.Float8E5M2, either order) or the integer pair (int8 with uint8, either order); kern.MMA into an accumulator its inputs do not take (float32 for floating-point inputs, also kern.Float16 for kern.Float16 inputs, int32 for int8 and uint8 and only for them); kern.MMA for a CUDA -arch below sm_80 (sm_89 for kern.Float8E4M3 and Float8E5M2 inputs) or an AMD -mcpu without matrix cores (MFMA: gfx908, gfx90a, gfx940; WMMA: gfx1100 … gfx1103, wave32 only; bfloat16 not on gfx908, tf32 (float32) not on gfx11; int8 and uint8 only on gfx90a, gfx940 and gfx11; FP8 on none); a fragment's With whose result is unused, or a constant element index no target has (At, With, Pos) or a 64-lane processor the package is generated for does not (a lane of gfx90a's and gfx940's wavefronts holds half a 32-lane warp's)", "var fs [2]kern.FragC; kern.LoadA(t, a, 0, ld, layout)", "keep fragments in local variables; pass kern.RowMajor or kern.ColMajor; load A and B as one type (or e4m3 with e5m2, or int8 with uint8); accumulate floating-point inputs into float32 (or kern.Float16 for kern.Float16 inputs) and int8/uint8 into int32; kern gen -arch sm_80 (or newer) -mcpu gfx90a (or gfx940, or gfx1100 for float16 and bfloat16); for FP8, -arch sm_89 (or sm_90) -mcpu none; for int8/uint8 on AMD, -mcpu gfx90a, gfx940 or gfx1100; write f = f.With(e, v) and index elements from a loop to f.Len()"},
	{string(ssagen.CodeKernelArity), "kernel-arity", "a kernel with more than 8 parameters after its *kern.Thread, which no kern.NewKernelN launches", "func K(t *kern.Thread, a, b, c, d, e, f, g, h []float32, n int)", "one struct parameter for the scalars; arrays of one type and length as the rows of one kern.Array2"},
	{string(ssagen.CodeInternal), "internal", "an internal compiler error (a bug: please report it)", "", "report the input"},
}

// Codes returns the table of diagnostic codes, in code order.
func Codes() []CodeInfo { return append([]CodeInfo(nil), codes[:]...) }

// LookupCode returns the table entry of a code.
func LookupCode(code string) (CodeInfo, bool) {
	for _, c := range codes {
		if c.Code == code {
			return c, true
		}
	}
	return CodeInfo{}, false
}

// WriteCodesMarkdown writes the table as the markdown of docs/errors.md.
func WriteCodesMarkdown(w io.Writer) error {
	var b strings.Builder
	b.WriteString("# kern compiler diagnostics\n\n")
	b.WriteString("Generated from compiler/errcodes.go. Each diagnostic reads\n`file:line:col: KIND NAME: message (Kxxx)`, KIND being the directive\n(kernel, vectorize, guvectorize, reduce).\n\n")
	b.WriteString("| code | name | rejected | example | write instead |\n|---|---|---|---|---|\n")
	esc := func(s string) string {
		s = strings.ReplaceAll(s, "|", `\|`)
		return strings.ReplaceAll(s, "\n", "<br>")
	}
	for _, c := range codes {
		ex := ""
		if c.Example != "" {
			ex = "`" + esc(c.Example) + "`"
		}
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s |\n", c.Code, c.Name, esc(c.Summary), ex, esc(c.Instead))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

package compiler_test

import (
	"math"
	"reflect"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/interp"
	"github.com/kernlab/kern/compiler/passes"
	a "github.com/kernlab/kern/compiler/testdata/accept"
	"github.com/kernlab/kern/internal/simt"
)

// kernelCase launches a corpus kernel in the interpreter and natively on
// the simt engine, each on its own copy of the arguments, and compares
// every argument afterwards.
type kernelCase struct {
	name        string
	grid, block simt.Dim3
	args        func() []any                     // fresh arguments
	native      func(t *kern.Thread, args []any) // the Go kernel on those arguments
}

func seqF32(n int) []float32 {
	s := make([]float32, n)
	for i := range s {
		s[i] = float32(i)*0.5 - 3
	}
	return s
}

func seqF64(n int) []float64 {
	s := make([]float64, n)
	for i := range s {
		s[i] = float64(i*i%17) - 4.25
	}
	return s
}

func mat2(t testing.TB, rows, cols int) kern.Array2[float32] {
	v, err := kern.MakeArray2(seqF32(rows*cols), rows, cols)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func kernelCases(t testing.TB) []kernelCase {
	d := func(x, y, z int) simt.Dim3 { return simt.Dim3{X: x, Y: y, Z: z} }
	return []kernelCase{
		{"Saxpy", d(2, 1, 1), d(32, 1, 1),
			func() []any { return []any{float32(2), seqF32(100), seqF32(100)} },
			func(th *kern.Thread, v []any) { a.Saxpy(th, v[0].(float32), v[1].([]float32), v[2].([]float32)) }},
		{"RangeSlice", d(1, 1, 1), d(4, 1, 1),
			func() []any { return []any{[]int64{3, 1, 4, 1, 5, 9}, make([]int64, 2)} },
			func(th *kern.Thread, v []any) { a.RangeSlice(th, v[0].([]int64), v[1].([]int64)) }},
		{"BlockSum", d(3, 1, 1), d(64, 1, 1),
			func() []any { return []any{seqF32(150), make([]float32, 3)} },
			func(th *kern.Thread, v []any) { a.BlockSum(th, v[0].([]float32), v[1].([]float32)) }},
		{"Histogram", d(4, 1, 1), d(32, 1, 1),
			func() []any {
				in := make([]int32, 120)
				for i := range in {
					in[i] = int32(i * 7 % 13)
				}
				return []any{in, make([]int32, 8)}
			},
			func(th *kern.Thread, v []any) { a.Histogram(th, v[0].([]int32), v[1].([]int32)) }},
		{"AtomicsAll", d(1, 1, 1), d(32, 1, 1),
			func() []any { return []any{make([]int64, 4), kern.MakeArray1([]int64{100, 0})} },
			func(th *kern.Thread, v []any) { a.AtomicsAll(th, v[0].([]int64), v[1].(kern.Array1[int64])) }},
		{"AtomicsMore", d(1, 1, 1), d(16, 1, 1),
			func() []any {
				return []any{[]uint32{0x55, 2, 0, 0, 0}, []float64{math.NaN(), math.NaN()}, []uint64{3, 1}}
			},
			func(th *kern.Thread, v []any) { a.AtomicsMore(th, v[0].([]uint32), v[1].([]float64), v[2].([]uint64)) }},
		{"RandDraws", d(2, 1, 1), d(8, 1, 1),
			func() []any { return []any{make([]float64, 32)} },
			func(th *kern.Thread, v []any) { a.RandDraws(th, v[0].([]float64)) }},
		{"Votes", d(2, 1, 1), d(32, 1, 1),
			func() []any {
				in := make([]int32, 64)
				for i := range in {
					in[i] = int32(i*37%11) - 5
				}
				return []any{in, make([]uint64, 256)}
			},
			func(th *kern.Thread, v []any) { a.Votes(th, v[0].([]int32), v[1].([]uint64)) }},
		{"WarpReduce", d(2, 1, 1), d(32, 1, 1),
			func() []any { return []any{seqF64(64), make([]float64, 64)} },
			func(th *kern.Thread, v []any) { a.WarpReduce(th, v[0].([]float64), v[1].([]float64)) }},
		{"SegmentShfl", d(2, 1, 1), d(32, 1, 1),
			func() []any {
				arg := make([]int32, 64)
				for i := range arg {
					arg[i] = int32(i*13%38) - 2
				}
				return []any{seqF64(64), arg, make([]float64, 256)}
			},
			func(th *kern.Thread, v []any) { a.SegmentShfl(th, v[0].([]float64), v[1].([]int32), v[2].([]float64)) }},
		{"MaskShfl", d(2, 1, 1), d(32, 1, 1),
			func() []any {
				arg := make([]int32, 64)
				for i := range arg {
					arg[i] = int32(i*11%38) - 2
				}
				return []any{seqF64(64), arg, make([]float64, 256)}
			},
			func(th *kern.Thread, v []any) { a.MaskShfl(th, v[0].([]float64), v[1].([]int32), v[2].([]float64)) }},
		{"AsyncStage", d(3, 1, 1), d(32, 1, 1),
			func() []any { return []any{seqF32(120), make([]float32, 120)} },
			func(th *kern.Thread, v []any) { a.AsyncStage(th, v[0].([]float32), v[1].([]float32)) }},
		{"AsyncEarly", d(3, 1, 1), d(32, 1, 1),
			func() []any { return []any{seqF32(120), make([]float32, 72)} },
			func(th *kern.Thread, v []any) { a.AsyncEarly(th, v[0].([]float32), v[1].([]float32)) }},
		{"Transpose", d(2, 2, 1), d(8, 8, 1),
			func() []any {
				// A strided input: every other column of a 10x26 matrix.
				in, err := kern.NewArray2(seqF32(260), 1, [2]int{10, 13}, [2]int{26, 2})
				if err != nil {
					t.Fatal(err)
				}
				return []any{in, mat2(t, 13, 10)}
			},
			func(th *kern.Thread, v []any) {
				a.Transpose(th, v[0].(kern.Array2[float32]), v[1].(kern.Array2[float32]))
			}},
		{"View3", d(1, 1, 1), d(3, 4, 5),
			func() []any {
				v, err := kern.MakeArray3(make([]int32, 60), 3, 4, 5)
				if err != nil {
					t.Fatal(err)
				}
				return []any{v, kern.MakeArray1(make([]int64, 7))}
			},
			func(th *kern.Thread, v []any) { a.View3(th, v[0].(kern.Array3[int32]), v[1].(kern.Array1[int64])) }},
		{"GridInfo", d(2, 3, 1), d(4, 2, 1),
			func() []any { return []any{make([]int64, 48)} },
			func(th *kern.Thread, v []any) { a.GridInfo(th, v[0].([]int64)) }},
		{"DeviceSlices", d(1, 1, 1), d(64, 1, 1),
			func() []any { return []any{float32(-1.5), seqF32(50), seqF32(50)} },
			func(th *kern.Thread, v []any) { a.DeviceSlices(th, v[0].(float32), v[1].([]float32), v[2].([]float32)) }},
		{"DeviceThread", d(2, 1, 1), d(16, 1, 1),
			func() []any { return []any{make([]int32, 30)} },
			func(th *kern.Thread, v []any) { a.DeviceThread(th, v[0].([]int32)) }},
		{"DeviceShared", d(3, 1, 1), d(32, 1, 1),
			func() []any { return []any{[]int32{5, -7, 11}, make([]int32, 9)} },
			func(th *kern.Thread, v []any) { a.DeviceShared(th, v[0].([]int32), v[1].([]int32)) }},
		{"GenericKernel[float64]", d(1, 1, 1), d(32, 1, 1),
			func() []any { return []any{seqF64(20), 1.5} },
			func(th *kern.Thread, v []any) { a.GenericKernel(th, v[0].([]float64), v[1].(float64)) }},
		{"GenericKernel[uint8]", d(1, 1, 1), d(32, 1, 1),
			func() []any { return []any{[]uint8{0, 1, 200, 255, 7}, uint8(3)} },
			func(th *kern.Thread, v []any) { a.GenericKernel(th, v[0].([]uint8), v[1].(uint8)) }},
		{"AnyGather[Body]", d(1, 1, 1), d(8, 1, 1),
			func() []any { return []any{make([]a.Body, 5), bodies(6), []int32{5, 0, 3, 3, 1}} },
			func(th *kern.Thread, v []any) { a.AnyGather(th, v[0].([]a.Body), v[1].([]a.Body), v[2].([]int32)) }},
		{"AnyGather[float32]", d(2, 1, 1), d(4, 1, 1),
			func() []any { return []any{make([]float32, 7), seqF32(9), []int32{8, 0, 3, 3, 1, 7, 2}} },
			func(th *kern.Thread, v []any) {
				a.AnyGather(th, v[0].([]float32), v[1].([]float32), v[2].([]int32))
			}},
		{"AnyGather[Pair]", d(1, 1, 1), d(4, 1, 1),
			func() []any { return []any{make([]a.Pair, 3), []a.Pair{{1, 2}, {3, 4}, {250, 6}}, []int32{2, 2, 0}} },
			func(th *kern.Thread, v []any) { a.AnyGather(th, v[0].([]a.Pair), v[1].([]a.Pair), v[2].([]int32)) }},
		{"AnyZip[int16,Body]", d(1, 1, 1), d(8, 1, 1),
			func() []any { return []any{[]int16{1, -2, 3, -4, 5}, bodies(6)} },
			func(th *kern.Thread, v []any) { a.AnyZip(th, v[0].([]int16), v[1].([]a.Body)) }},
		{"LocalSlices", d(2, 1, 1), d(4, 1, 1),
			func() []any { return []any{seqF32(7), make([]float32, 7), make([]int32, 7)} },
			func(th *kern.Thread, v []any) { a.LocalSlices(th, v[0].([]float32), v[1].([]float32), v[2].([]int32)) }},
		{"Doubled", d(1, 1, 1), d(3, 3, 1),
			func() []any { return []any{mat2(t, 3, 3)} },
			func(th *kern.Thread, v []any) { a.Doubled(th, v[0].(kern.Array2[float32])) }},
		{"DoubledAutoGrid", d(2, 2, 1), d(2, 2, 1),
			func() []any { return []any{mat2(t, 3, 3)} },
			func(th *kern.Thread, v []any) { a.DoubledAutoGrid(th, v[0].(kern.Array2[float32])) }},
		{"DynReverse", d(3, 1, 1), d(32, 1, 1),
			func() []any {
				in := make([]int32, 96)
				for i := range in {
					in[i] = int32(i*i%41) - 7
				}
				return []any{in, make([]int32, 96), make([]int64, 3)}
			},
			func(th *kern.Thread, v []any) { a.DynReverse(th, v[0].([]int32), v[1].([]int32), v[2].([]int64)) }},
		{"DoubledManCopy", d(1, 1, 1), d(3, 3, 1),
			func() []any { return []any{mat2(t, 3, 3), mat2(t, 3, 3)} },
			func(th *kern.Thread, v []any) {
				a.DoubledManCopy(th, v[0].(kern.Array2[float32]), v[1].(kern.Array2[float32]))
			}},
	}
}

// dynSharedBytes is the dynamic shared memory a corpus kernel is launched
// with (a multiple of 8, which the native engine rounds to).
func dynSharedBytes(name string) int {
	if name == "DynReverse" {
		return 32 * 4
	}
	return 0
}

// argData is what a kernel argument holds after the run.
func argData(x any) any {
	rv := reflect.ValueOf(x)
	if m := rv.MethodByName("Data"); m.IsValid() {
		return m.Call(nil)[0].Interface()
	}
	return x
}

func TestAcceptKernels(t *testing.T) {
	for _, v := range []struct {
		opts compiler.Options
		gpu  bool // after the GPU passes (without contraction: still exact)
	}{{}, {compiler.Options{Debug: true}, false}, {compiler.Options{}, true}, {compiler.Options{Debug: true}, true}} {
		opts := v.opts
		mod := acceptModule(t, opts)
		if v.gpu {
			if err := passes.Run(mod, passes.GPU(false), true); err != nil {
				t.Fatal(err)
			}
		}
		for _, c := range kernelCases(t) {
			fn := fnOf(t, mod, c.name)
			got, want := c.args(), c.args()
			g := interp.Dim3{X: c.grid.X, Y: c.grid.Y, Z: c.grid.Z}
			b := interp.Dim3{X: c.block.X, Y: c.block.Y, Z: c.block.Z}
			dyn := dynSharedBytes(c.name)
			if err := (interp.Config{DynShared: dyn}).Launch(fn, g, b, got...); err != nil {
				t.Errorf("debug=%v gpu=%v %s: interp: %v", opts.Debug, v.gpu, c.name, err)
				continue
			}
			if err := launchNativeDyn(c.grid, c.block, dyn, func(th *kern.Thread) { c.native(th, want) }); err != nil {
				t.Fatalf("%s: native: %v", c.name, err)
			}
			for k := range want {
				if g, w := argData(got[k]), argData(want[k]); !reflect.DeepEqual(g, w) {
					t.Errorf("debug=%v gpu=%v %s: argument %d:\n got %v\nwant %v", opts.Debug, v.gpu, c.name, k, g, w)
				}
			}
		}
	}
}

// TestAcceptGUVectorize calls the gufunc cores (device functions taking
// views) directly.
func TestAcceptGUVectorize(t *testing.T) {
	mod := acceptModule(t, compiler.Options{})
	for _, name := range []string{"MatMul[float32]", "DoubledGufunc"} {
		fn := fnOf(t, mod, name)
		var got, want []any
		if name == "DoubledGufunc" {
			got = []any{mat2(t, 3, 4), kern.Array2[float32]{}}
			got[1] = mat2(t, 3, 4)
			want = []any{mat2(t, 3, 4), mat2(t, 3, 4)}
			a.DoubledGufunc(want[0].(kern.Array2[float32]), want[1].(kern.Array2[float32]))
		} else {
			got = []any{mat2(t, 3, 4), mat2(t, 4, 5), mat2(t, 3, 5)}
			want = []any{mat2(t, 3, 4), mat2(t, 4, 5), mat2(t, 3, 5)}
			a.MatMul(want[0].(kern.Array2[float32]), want[1].(kern.Array2[float32]), want[2].(kern.Array2[float32]))
		}
		if _, err := interp.Call(fn, got...); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for k := range want {
			if g, w := argData(got[k]), argData(want[k]); !reflect.DeepEqual(g, w) {
				t.Errorf("%s argument %d:\n got %v\nwant %v", name, k, g, w)
			}
		}
	}
	// MatMul[float64] on a transposed (strided) view.
	fn := fnOf(t, mod, "MatMul[float64]")
	mk := func() []kern.Array2[float64] {
		at, _ := kern.NewArray2(seqF64(12), 0, [2]int{3, 4}, [2]int{1, 3})
		b, _ := kern.MakeArray2(seqF64(8), 4, 2)
		c, _ := kern.MakeArray2(make([]float64, 6), 3, 2)
		return []kern.Array2[float64]{at, b, c}
	}
	g, w := mk(), mk()
	a.MatMul(w[0], w[1], w[2])
	if _, err := interp.Call(fn, g[0], g[1], g[2]); err != nil {
		t.Fatal(err)
	}
	if gd, wd := argData(g[2]), argData(w[2]); !reflect.DeepEqual(gd, wd) {
		t.Errorf("MatMul[float64] strided:\n got %v\nwant %v", gd, wd)
	}
}

func bodies(n int) []a.Body {
	bs := make([]a.Body, n)
	for i := range bs {
		bs[i] = a.Body{Pos: [3]float32{float32(i), -float32(i), 0.5}, Live: i%2 == 0, M: float64(i) * 1.25}
	}
	return bs
}

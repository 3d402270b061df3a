package gen

// blocksCheckSrc is the test TestCPUBlockCorpus writes into the generated
// corpus package: a launch of every kernel, run on Sim, CPU and Parallel.
const blocksCheckSrc = `package accept

import (
	"errors"
	"reflect"
	"testing"
	"unsafe"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/nd"
)

// kernelNames are the package's kernels; fast are those with a block
// function.
var (
	kernelNames = []string{
//KERNELS
	}
	fast = []string{
//FAST
	}
)

type launcher interface {
	Launch(on any, grid, block any, args ...any) error
	Where(on any, args ...any) (kern.Target, *kern.Device, error)
}

// launchCase is one launch; operands makes fresh arguments (launch
// options last) and the arrays to compare afterwards.
type launchCase struct {
	kernel, name string
	k            launcher
	grid, block  kern.Dim3
	operands     func() (args, outs []any)
}

func val(i, seed int) int { return (i*7919+seed*104729)%2001 - 1000 }

func f32s(n, seed int) []float32 {
	s := make([]float32, n)
	for i := range s {
		s[i] = float32(val(i, seed)) / 37
	}
	return s
}

func f64s(n, seed int) []float64 {
	s := make([]float64, n)
	for i := range s {
		s[i] = float64(val(i, seed)) / 37
	}
	return s
}

func i32s(n, seed int) []int32 {
	s := make([]int32, n)
	for i := range s {
		s[i] = int32(val(i, seed))
	}
	return s
}

func i64s(n, seed int) []int64 {
	s := make([]int64, n)
	for i := range s {
		s[i] = int64(val(i, seed)) * 1e6
	}
	return s
}

func arr[T float32 | int32 | int64](data []T, shape ...int) nd.Array[T] {
	a, err := nd.FromSlice(data, shape...)
	if err != nil {
		panic(err)
	}
	return a
}

func seq[T float32 | int32 | int64](n int) []T {
	s := make([]T, n)
	for i := range s {
		s[i] = T(val(i, 5) / 10)
	}
	return s
}

func cases() []launchCase {
	d1, d2, d3 := kern.D1, kern.D2, kern.D3
	gather := func(bad bool) func() ([]any, []any) {
		return func() ([]any, []any) {
			idx := make([]int32, 80)
			for i := range idx {
				idx[i] = int32(i * 7 % 50)
			}
			if bad {
				idx[37] = 999
			}
			out := make([]float32, 80)
			return []any{idx, f32s(50, 3), out}, []any{out}
		}
	}
	c128s := func(n, seed int) []complex128 {
		s := make([]complex128, n)
		for i := range s {
			s[i] = complex(float64(val(i, seed))/7, float64(val(i, seed+1))/3-1)
		}
		return s
	}
	c64s := func(n, seed int) []complex64 {
		s := make([]complex64, n)
		for i, v := range c128s(n, seed) {
			s[i] = complex64(v)
		}
		return s
	}
	cs := []launchCase{
		{"AtomicsMore", "", kern.NewKernel3(AtomicsMore), d1(1), d1(32), func() ([]any, []any) {
			u, f, w := []uint32{0, 100, 0, 0, 0}, []float64{-100, 100}, []uint64{5, 0}
			return []any{u, f, w}, []any{u, f, w}
		}},
		{"RandDraws", "", kern.NewKernel1(RandDraws), d1(2), d1(16), func() ([]any, []any) {
			out := make([]float64, 64)
			return []any{out}, []any{out}
		}},
		{"Votes", "", kern.NewKernel2(Votes), d1(1), d1(32), func() ([]any, []any) {
			out := make([]uint64, 128)
			return []any{i32s(32, 1), out}, []any{out}
		}},
		{"ComplexOps128", "", kern.NewKernel3(ComplexOps128), d1(2), d1(32), func() ([]any, []any) {
			out := make([]complex128, 8*40)
			return []any{c128s(40, 1), c128s(40, 3), out}, []any{out}
		}},
		{"ComplexOps64", "", kern.NewKernel3(ComplexOps64), d1(2), d1(32), func() ([]any, []any) {
			out := make([]complex64, 8*40)
			return []any{c64s(40, 1), c64s(40, 3), out}, []any{out}
		}},
		{"ComplexConvert", "", kern.NewKernel2(ComplexConvert), d1(2), d1(32), func() ([]any, []any) {
			x, y := c128s(40, 2), c64s(40, 4)
			return []any{x, y}, []any{x, y}
		}},
		{"FP8Scale", "", kern.NewKernel4(FP8Scale), d1(2), d1(64), func() ([]any, []any) {
			x, y, out := make([]kern.Float8E4M3, 100), make([]kern.Float8E5M2, 100), make([]kern.Float8E5M2, 100)
			for i := range x {
				x[i], y[i] = kern.Float8E4M3(i*5), kern.Float8E5M2(i*3)
			}
			return []any{float32(0.75), x, y, out}, []any{out}
		}},
		{"Saxpy", "", kern.NewKernel3(Saxpy), d1(3), d1(64), func() ([]any, []any) {
			y := f32s(1000, 2)
			return []any{float32(1.5), f32s(1000, 1), y}, []any{y}
		}},
		{"Saxpy", "partial", kern.NewKernel3(Saxpy), d1(2), d1(48), func() ([]any, []any) {
			y := f32s(50, 2)
			return []any{float32(-0.25), f32s(50, 1), y}, []any{y}
		}},
		{"Bounded", "", kern.NewKernel1(Bounded), d1(3), d1(256), func() ([]any, []any) {
			x := f32s(700, 1)
			return []any{x}, []any{x}
		}},
		{"RangeSlice", "", kern.NewKernel2(RangeSlice), d1(2), d1(32), func() ([]any, []any) {
			out := make([]int64, 2)
			return []any{i64s(10, 1), out}, []any{out}
		}},
		{"BlockSum", "", kern.NewKernel2(BlockSum), d1(4), d1(64), func() ([]any, []any) {
			out := make([]float32, 4)
			return []any{f32s(250, 1), out}, []any{out}
		}},
		{"BlockSum", "32", kern.NewKernel2(BlockSum), d1(8), d1(32), func() ([]any, []any) {
			out := make([]float32, 8)
			return []any{f32s(250, 4), out}, []any{out}
		}},
		{"DeviceShared", "", kern.NewKernel2(DeviceShared), d1(3), d1(32), func() ([]any, []any) {
			out := make([]int32, 9)
			return []any{i32s(3, 5), out}, []any{out}
		}},
		{"Histogram", "", kern.NewKernel2(Histogram), d1(4), d1(64), func() ([]any, []any) {
			bins := make([]int32, 8)
			return []any{i32s(250, 1), bins}, []any{bins}
		}},
		{"AtomicsAll", "", kern.NewKernel2(AtomicsAll), d1(3), d1(32), func() ([]any, []any) {
			out, v := make([]int64, 4), arr([]int64{100, 3}, 2)
			return []any{out, v}, []any{out, v}
		}},
		{"WarpReduce", "", kern.NewKernel2(WarpReduce), d1(2), d1(64), func() ([]any, []any) {
			out := make([]float64, 128)
			return []any{f64s(128, 1), out}, []any{out}
		}},
		{"SegmentShfl", "", kern.NewKernel3(SegmentShfl), d1(2), d1(64), func() ([]any, []any) {
			arg := make([]int32, 128)
			for i := range arg {
				arg[i] = int32(i*13%38) - 2
			}
			out := make([]float64, 512)
			return []any{f64s(128, 1), arg, out}, []any{out}
		}},
		{"MaskShfl", "", kern.NewKernel3(MaskShfl), d1(2), d1(64), func() ([]any, []any) {
			arg := make([]int32, 128)
			for i := range arg {
				arg[i] = int32(i*11%38) - 2
			}
			out := make([]float64, 512)
			return []any{f64s(128, 1), arg, out}, []any{out}
		}},
		{"AsyncStage", "", kern.NewKernel2(AsyncStage), d1(3), d1(32), func() ([]any, []any) {
			out := make([]float32, 120)
			return []any{f32s(120, 2), out}, []any{out}
		}},
		{"AsyncEarly", "", kern.NewKernel2(AsyncEarly), d1(3), d1(32), func() ([]any, []any) {
			early := make([]float32, 72)
			return []any{f32s(120, 3), early}, []any{early}
		}},
		{"Records", "", kern.NewKernel3(Records), d1(2), d1(64), func() ([]any, []any) {
			bs, live := make([]Body, 100), make([]bool, 100)
			for i := range bs {
				bs[i] = Body{Pos: [3]float32{float32(i), 1, -2}, Live: i%3 != 0, M: 0.5 * float64(i)}
				live[i] = i%4 != 0
			}
			return []any{bs, live, float32(0.25)}, []any{bs, live}
		}},
		{"Transpose", "", kern.NewKernel2(Transpose), d2(2, 3), d2(8, 8), func() ([]any, []any) {
			out := arr(make([]float32, 13*20), 13, 20)
			return []any{arr(f32s(20*13, 1), 20, 13), out}, []any{out}
		}},
		{"View3", "", kern.NewKernel2(View3), d1(1), d3(4, 4, 5), func() ([]any, []any) {
			a, out := arr(seq[int32](60), 3, 4, 5), arr(make([]int64, 7), 7)
			return []any{a, out}, []any{a, out}
		}},
		{"GridInfo", "", kern.NewKernel1(GridInfo), d2(2, 3), d2(4, 2), func() ([]any, []any) {
			out := make([]int64, 40)
			return []any{out}, []any{out}
		}},
		{"DeviceSlices", "", kern.NewKernel3(DeviceSlices), d1(2), d1(64), func() ([]any, []any) {
			y := f32s(100, 2)
			return []any{float32(2), f32s(100, 1), y}, []any{y}
		}},
		{"DeviceThread", "", kern.NewKernel1(DeviceThread), d1(2), d1(64), func() ([]any, []any) {
			out := make([]int32, 100)
			return []any{out}, []any{out}
		}},
		{"GenericKernel", "float32", kern.NewKernel2(GenericKernel[float32]), d1(2), d1(64), func() ([]any, []any) {
			x := f32s(100, 1)
			return []any{x, float32(3)}, []any{x}
		}},
		{"GenericKernel", "int64", kern.NewKernel2(GenericKernel[int64]), d1(2), d1(64), func() ([]any, []any) {
			x := i64s(100, 1)
			return []any{x, int64(-7)}, []any{x}
		}},
		{"GenericKernel", "uint8", kern.NewKernel2(GenericKernel[uint8]), d1(2), d1(64), func() ([]any, []any) {
			x := make([]uint8, 100)
			return []any{x, uint8(9)}, []any{x}
		}},
		{"DynReverse", "", kern.NewKernel3(DynReverse), d1(2), d1(64), func() ([]any, []any) {
			out, lens := make([]int32, 100), make([]int64, 3)
			return []any{i32s(100, 1), out, lens, kern.SharedMem(64 * 4)}, []any{out, lens}
		}},
		{"DynReverse", "short", kern.NewKernel3(DynReverse), d1(2), d1(64), func() ([]any, []any) {
			out, lens := make([]int32, 100), make([]int64, 3)
			return []any{i32s(100, 1), out, lens, kern.SharedMem(40*4 + 2)}, []any{out, lens}
		}},
		{"AnyGather", "Body", kern.NewKernel3(AnyGather[Body]), d1(2), d1(64), func() ([]any, []any) {
			src, dst, idx := make([]Body, 50), make([]Body, 90), make([]int32, 90)
			for i := range src {
				src[i] = Body{Pos: [3]float32{float32(i), -1, 2}, Live: i%3 != 0, M: 0.25 * float64(i)}
			}
			for i := range idx {
				idx[i] = int32(i * 7 % 50)
			}
			return []any{dst, src, idx}, []any{dst}
		}},
		{"AnyGather", "float32", kern.NewKernel3(AnyGather[float32]), d1(2), d1(64), func() ([]any, []any) {
			dst, idx := make([]float32, 90), make([]int32, 90)
			for i := range idx {
				idx[i] = int32(i * 11 % 60)
			}
			return []any{dst, f32s(60, 1), idx}, []any{dst}
		}},
		{"AnyZip", "", kern.NewKernel2(AnyZip[int16, Body]), d1(2), d1(64), func() ([]any, []any) {
			a, b := make([]int16, 101), make([]Body, 101)
			for i := range a {
				a[i], b[i] = int16(val(i, 1)), Body{M: float64(i)}
			}
			return []any{a, b}, []any{a, b}
		}},
		{"LocalSlices", "", kern.NewKernel3(LocalSlices), d1(2), d1(64), func() ([]any, []any) {
			out, iout := make([]float32, 100), make([]int32, 100)
			return []any{f32s(100, 1), out, iout}, []any{out, iout}
		}},
		{"Gather", "", kern.NewKernel3(Gather), d1(2), d1(64), gather(false)},
		{"Gather", "trap", kern.NewKernel3(Gather), d1(2), d1(64), gather(true)},
		{"Doubled", "", kern.NewKernel1(Doubled), d1(1), d2(4, 5), func() ([]any, []any) {
			a := arr(f32s(20, 1), 4, 5)
			return []any{a}, []any{a}
		}},
		{"DoubledAutoGrid", "", kern.NewKernel1(DoubledAutoGrid), d2(3, 2), d2(8, 8), func() ([]any, []any) {
			a := arr(f32s(260, 1), 20, 13)
			return []any{a}, []any{a}
		}},
		{"DoubledManCopy", "", kern.NewKernel2(DoubledManCopy), d2(3, 2), d2(8, 8), func() ([]any, []any) {
			out := arr(make([]float32, 260), 20, 13)
			return []any{arr(f32s(260, 1), 20, 13), out}, []any{out}
		}},
		{"EarlyExit", "", kern.NewKernel2(EarlyExit), d1(3), d1(64), func() ([]any, []any) {
			out := make([]float32, 150)
			return []any{f32s(150, 1), out}, []any{out}
		}},
		{"Halving", "", kern.NewKernel3(Halving), d1(3), d1(128), func() ([]any, []any) {
			out := make([]float64, 3)
			return []any{f64s(300, 1), out, 0.5}, []any{out}
		}},
		{"Halving", "96", kern.NewKernel3(Halving), d1(4), d1(96), func() ([]any, []any) {
			out := make([]float64, 4)
			return []any{f64s(300, 2), out, -1.5}, []any{out}
		}},
		{"LocalsAcross", "", kern.NewKernel1(LocalsAcross), d1(3), d2(16, 4), func() ([]any, []any) {
			x := make([]float32, 180)
			return []any{x}, []any{x}
		}},
		{"Traps", "", kern.NewKernel2(Traps), d1(2), d1(32), func() ([]any, []any) {
			x, d := make([]int32, 64), i32s(64, 1)
			for i := range d {
				d[i] |= 1
			}
			d[40] = 0
			return []any{x, d}, []any{x}
		}},
		{"NoBarrier3D", "", kern.NewKernel1(NoBarrier3D), d3(2, 3, 2), d3(4, 3, 2), func() ([]any, []any) {
			a := arr(make([]int64, 140), 5, 7, 4)
			return []any{a}, []any{a}
		}},
	}
	for name, bad := range map[string]int{"": -1, "trap70": 70, "trap3": 3} {
		cs = append(cs, launchCase{"TileDot", name, kern.NewKernel3(TileDot), d1(3), d1(64), func() ([]any, []any) {
			out := make([]float32, 150)
			return []any{f32s(150, 1), out, bad}, []any{out}
		}})
	}
	// Blocks of 30 threads: groups of four and two threads after them.
	for name, bad := range map[string]int{"30": -1, "30trap57": 57, "30trap59": 59} {
		cs = append(cs, launchCase{"TileDot", name, kern.NewKernel3(TileDot), d1(3), d1(30), func() ([]any, []any) {
			out := make([]float32, 100)
			return []any{f32s(100, 2), out, bad}, []any{out}
		}})
	}
	cs = append(cs, launchCase{"GenericScan", "float32", kern.NewKernel2(GenericScan[float32]), d1(3), d1(64), func() ([]any, []any) {
		x := f32s(150, 4)
		return []any{x, 0}, []any{x}
	}}, launchCase{"GenericScan", "int64", kern.NewKernel2(GenericScan[int64]), d1(4), d1(48), func() ([]any, []any) {
		x := i64s(150, 4)
		return []any{x, 2}, []any{x}
	}})
	cs = append(cs, launchCase{"Halving", "90", kern.NewKernel3(Halving), d1(4), d1(90), func() ([]any, []any) {
		out := make([]float64, 4)
		return []any{f64s(300, 3), out, 2.5}, []any{out}
	}})
	for _, rounds := range []int{0, 1, 2, 3} {
		cs = append(cs, launchCase{"UniformBranch", string(rune('0' + rounds)), kern.NewKernel2(UniformBranch), d1(4), d1(32), func() ([]any, []any) {
			x := make([]int32, 100)
			return []any{x, rounds}, []any{x}
		}})
	}
	incr := func() ([]any, []any) {
		x := i32s(100, 1)
		return []any{x}, []any{x}
	}
	cs = append(cs, launchCase{"DivergentBarrier", "", kern.NewKernel1(DivergentBarrier), d1(2), d1(64), incr},
		launchCase{"HelperBarrier", "", kern.NewKernel1(HelperBarrier), d1(2), d1(64), incr})
	cs = append(cs, launchCase{"SwitchBarrier", "", kern.NewKernel2(SwitchBarrier), d1(2), d1(64), func() ([]any, []any) {
		x := i32s(100, 1)
		return []any{x, 1}, []any{x}
	}})
	cs = append(cs, launchCase{"Fenced", "", kern.NewKernel1(Fenced), d1(2), d1(64), incr},
		launchCase{"BlockCount", "", kern.NewKernel1(BlockCount), d1(2), d1(64), incr})
	return cs
}

// raw is the bytes of a slice or nd.Array.
func raw(x any) []byte {
	v := reflect.ValueOf(x)
	if v.Kind() != reflect.Slice {
		v = v.MethodByName("ToSlice").Call(nil)[0]
	}
	if v.Len() == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(v.UnsafePointer()), v.Len()*int(v.Type().Elem().Size()))
}

func TestBlocks(t *testing.T) {
	isFast := map[string]bool{}
	for _, n := range fast {
		isFast[n] = true
	}
	covered := map[string]bool{}
	for _, c := range cases() {
		covered[c.kernel] = true
		t.Run(c.kernel+"/"+c.name, func(t *testing.T) {
			var ref []any
			var refErr error
			for i, on := range []kern.Target{kern.Sim, kern.CPU, kern.Parallel} {
				args, outs := c.operands()
				err := c.k.Launch(on, c.grid, c.block, args...)
				want := kern.Sim
				if isFast[c.kernel] {
					want = on
				}
				if got, _, werr := c.k.Where(on, args...); werr != nil || got != want {
					t.Errorf("Where(%v) = %v, %v; want %v", on, got, werr, want)
				}
				if i == 0 {
					ref, refErr = outs, err
					continue
				}
				if (err == nil) != (refErr == nil) {
					t.Fatalf("%v: error %v, sim's %v", on, err, refErr)
				}
				if err != nil {
					var a, b *kern.KernelTrapError
					if !errors.As(err, &a) || !errors.As(refErr, &b) {
						t.Fatalf("%v: error %v, sim's %v: want traps", on, err, refErr)
					}
					if a.Block != b.Block || a.Thread != b.Thread || a.Site != b.Site {
						t.Errorf("%v: trap in block %v thread %v at %s; sim's in block %v thread %v at %s",
							on, a.Block, a.Thread, a.Site, b.Block, b.Thread, b.Site)
					}
					continue
				}
				for k := range outs {
					if g, w := raw(outs[k]), raw(ref[k]); string(g) != string(w) {
						t.Errorf("%v: output %d differs from sim's:\n got %v\nwant %v", on, k, outs[k], ref[k])
					}
				}
			}
			if refErr != nil && c.name != "trap" && c.kernel != "Traps" && c.kernel != "TileDot" {
				t.Errorf("sim: %v", refErr)
			}
		})
	}
	for _, n := range kernelNames {
		if !covered[n] {
			t.Errorf("no launch of %s", n)
		}
	}
}
`

package kern_test

// numba-cuda's test_sync.py and test_sm.py ported to kern (kernels in
// internal/testing/nbcuda), run on every place. Not ported, as kern lacks
// them: syncthreads_count/_and/_or (no block-wide vote), threadfence,
// threadfence_block and threadfence_system (the fences of atomics and
// barriers only) and shared-array size checks (Go's len of an array type
// is a constant). test_issue_953's shared array in a device function is
// emulated_devshared_test.go's (internal/testing/devshared).

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/nbcuda"
)

func TestNumbaSync(t *testing.T) {
	for _, p := range places() {
		t.Run("useless/"+p.name, func(t *testing.T) {
			for which := range 3 {
				ary := make([]int32, 10)
				if err := kern.NewKernel2(nbcuda.UselessSync).Launch(p.on, 1, 10, ary, which); err != nil {
					t.Fatal(err)
				}
				for i, v := range ary {
					if v != int32(i) {
						t.Fatalf("barrier %d: ary[%d] = %d", which, i, v)
					}
				}
			}
		})
		t.Run("coop_syncwarp/"+p.name, func(t *testing.T) {
			res := make([]int32, 1)
			if err := kern.NewKernel1(nbcuda.CoopSyncWarp).Launch(p.on, 1, 32, res); err != nil {
				t.Fatal(err)
			}
			if res[0] != 496 {
				t.Fatalf("sum %d, want 496", res[0])
			}
		})
		t.Run("simple_smem/"+p.name, func(t *testing.T) {
			ary := make([]int32, 100)
			if err := kern.NewKernel1(nbcuda.SimpleSmem).Launch(p.on, 1, 100, ary); err != nil {
				t.Fatal(err)
			}
			for i, v := range ary {
				if v != int32(i) {
					t.Fatalf("ary[%d] = %d", i, v)
				}
			}
		})
		t.Run("coop_smem2d/"+p.name, func(t *testing.T) {
			data := make([]float32, 200)
			a, _ := kern.MakeArray2(data, 10, 20)
			if err := kern.NewKernel1(nbcuda.CoopSmem2D).Launch(p.on, 1, kern.D2(10, 20), a); err != nil {
				t.Fatal(err)
			}
			for i := range 10 {
				for j := range 20 {
					if w := float32(float64(i+1) / float64(j+1)); data[i*20+j] != w {
						t.Fatalf("(%d, %d) = %v, want %v", i, j, data[i*20+j], w)
					}
				}
			}
		})
		t.Run("dyn_shared_memory/"+p.name, func(t *testing.T) {
			ary := make([]float32, 50)
			if err := kern.NewKernel1(nbcuda.DynSharedMemory).Launch(p.on, 1, 50, ary, kern.SharedMem(50*4)); err != nil {
				t.Fatal(err)
			}
			for i, v := range ary {
				if v != float32(2*i) {
					t.Fatalf("ary[%d] = %v", i, v)
				}
			}
		})
		t.Run("dynshared_slices/"+p.name, func(t *testing.T) {
			x := make([]int32, 13)
			if err := kern.NewKernel1(nbcuda.DynSharedSlices).Launch(p.on, 1, 1, x, kern.SharedMem(8*4)); err != nil {
				t.Fatal(err)
			}
			if want := []int32{1, 2, 1, 2, 2, 3, 4, 0, 0, 0, 0, 2, 4}; !slices.Equal(x, want) {
				t.Fatalf("%v, want %v", x, want)
			}
		})
		t.Run("issue_2393/"+p.name, func(t *testing.T) {
			costs := make([]float64, 48)
			if err := kern.NewKernel1(nbcuda.SharedAlign).Launch(p.on, 48, 1, costs); err != nil {
				t.Fatal(err)
			}
			for b, c := range costs {
				if w := float64(6+b) + 0.5 + 1.5 + float64(int8(b)); c != w {
					t.Fatalf("block %d: %v, want %v", b, c, w)
				}
			}
		})
	}
}

// TestNumbaSharedDtypes is test_sm's _test_shared: blocks of 16 copy
// their chunk through shared memory, for bool (numba's test_shared_bool,
// 1024 elements), a struct holding a (3, 2) float32 array (its
// test_shared_recarray, 128), and beyond numba int8, uint16, int64,
// float64 (NaNs and −0 bit for bit), complex128 and Float16. A launch
// passes slices of numbers only (K038), so bools travel as uint8 and the
// records as their fields; the shared arrays hold bool and the struct.
func TestNumbaSharedDtypes(t *testing.T) {
	r := rand.New(rand.NewPCG(0, 9))
	testNumbaShared(t, "bool", nbcuda.SmChunkCopyBool, func(int) uint8 { return uint8(r.IntN(2)) }, 1024)
	testNumbaShared(t, "int8", nbcuda.SmChunkCopy[int8], func(int) int8 { return int8(r.Uint32()) }, 160)
	testNumbaShared(t, "uint16", nbcuda.SmChunkCopy[uint16], func(int) uint16 { return uint16(r.Uint32()) }, 160)
	testNumbaShared(t, "int64", nbcuda.SmChunkCopy[int64], func(int) int64 { return int64(r.Uint64()) }, 160)
	testNumbaShared(t, "float64", nbcuda.SmChunkCopy[float64], func(i int) float64 {
		return []float64{math.NaN(), math.Copysign(0, -1), math.Float64frombits(r.Uint64())}[i%3]
	}, 160)
	testNumbaShared(t, "complex128", nbcuda.SmChunkCopy[complex128], func(i int) complex128 { return complex(float64(i), -r.Float64()) }, 160)
	testNumbaShared(t, "float16", nbcuda.SmChunkCopy[kern.Float16], func(int) kern.Float16 { return kern.Float16(r.Uint32()) }, 160)
	// The records as their fields: I = x, J = arange(6).reshape(3, 2)·x.
	xi, xj := make([]int32, 128), make([]float32, 6*128)
	for x := range xi {
		xi[x] = int32(x)
		for k := range 6 {
			xj[6*x+k] = float32(k * x)
		}
	}
	for _, p := range places() {
		t.Run("record/"+p.name, func(t *testing.T) {
			yi, yj := make([]int32, 128), make([]float32, 6*128)
			if err := kern.NewKernel4(nbcuda.SmChunkCopyRec).Launch(p.on, 128/16, 16, xi, yi, xj, yj); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(yi, xi) || !slices.Equal(yj, xj) {
				t.Fatalf("records %v %v, want %v %v", yi[:4], yj[:24], xi[:4], xj[:24])
			}
		})
	}
}

func testNumbaShared[T comparable](t *testing.T, name string, f func(*kern.Thread, []T, []T), gen func(int) T, n int) {
	x := make([]T, n)
	for i := range x {
		x[i] = gen(i)
	}
	same := func(a, b T) bool { return a == b || fmt.Sprintf("%#v", a) == fmt.Sprintf("%#v", b) }
	if v, ok := any(x[0]).(float64); ok {
		same = func(a, b T) bool { return math.Float64bits(any(a).(float64)) == math.Float64bits(any(b).(float64)) }
		_ = v
	}
	for _, p := range places() {
		t.Run(name+"/"+p.name, func(t *testing.T) {
			y := make([]T, n)
			if err := kern.NewKernel2(f).Launch(p.on, n/16, 16, x, y); err != nil {
				t.Fatal(err)
			}
			for i := range x {
				if !same(y[i], x[i]) {
					t.Fatalf("y[%d] = %v, want %v", i, y[i], x[i])
				}
			}
		})
	}
}

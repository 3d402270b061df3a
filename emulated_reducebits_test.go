package kern_test

import (
	"fmt"
	"math"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/internal/testing/gputest"
	"github.com/kernlab/kern/nd"
)

// spread is n values of magnitudes 2^-12 … 2^12 and both signs, so that a
// float sum's bits depend on the order of the fold.
func spread[T float32 | float64](seed uint64, n int) nd.Array[T] {
	r := nd.Must(nd.Random[float64](seed, n)).ToSlice()
	out := make([]T, n)
	for i, x := range r {
		out[i] = T((x - 0.5) * math.Ldexp(1, i*7919%25-12))
	}
	return nd.Must(nd.FromSlice(out, n))
}

// reduceRanges are the inputs of n elements a sum is checked on, as
// slices of a longer array: whole, starting 1 to 3 elements past a 16-byte
// boundary (no vector loads), strided and reversed.
func reduceRanges(n int) map[string]nd.Range {
	return map[string]nd.Range{"whole": nd.S(0, n, 1), "offset1": nd.S(1, 1+n, 1), "offset2": nd.S(2, 2+n, 1),
		"offset3": nd.S(3, 3+n, 1), "stride2": nd.S(0, 2*n, 2), "reversed": nd.From(n - 1).By(-1)}
}

// TestReduceSameBitsOnDevices: a float sum gives the same bits on Sim and
// on the emulated CUDA and ROC devices (docs/gpu-abi.md's fold order), for
// sizes around the group, block and partial-count boundaries, aligned,
// misaligned, strided and reversed inputs, with and without an initial
// value; and each is within n·eps·Σ|x| of the exact sum.
func TestReduceSameBitsOnDevices(t *testing.T) {
	sum := kern.Reduce("Sum", kern.Loop2(gputest.Sum[float32]), kern.Loop2(gputest.Sum[float64]))
	sizes := []int{1, 2, 3, 4, 5, 7, 9, 255, 511, 512, 513, 1023, 1024, 1025, 7181, 70_001}
	if !testing.Short() {
		// Past abi.ReduceMaxPartials blocks' worth (1 Mi float32, 512 Ki
		// float64): threads fold several groups, through the vector loop.
		sizes = append(sizes, 2_100_003, 4_200_005)
	}
	cuda, roc := kern.NewDevice(emu.New()), kern.NewDevice(amdDevice())
	t.Run("float32", func(t *testing.T) { sameBitsOnDevices[float32](t, sum, sizes, cuda, roc) })
	t.Run("float64", func(t *testing.T) { sameBitsOnDevices[float64](t, sum, sizes, cuda, roc) })
	// 1023 partials: stage 2 folds 511 whole groups of two, threads 0-254
	// a second one in its group loop (the loop the AMD code tests on the
	// pointer, passes.PointerExits), then the partial last group.
	t.Run("float64 stage 2 loop", func(t *testing.T) { sameBitsOnDevices[float64](t, sum, []int{523_601}, cuda, roc) })
}

func sameBitsOnDevices[T float32 | float64](t *testing.T, sum *kern.Reducer, sizes []int, cuda, roc *kern.Device) {
	eps := math.Ldexp(1, -52)
	if _, ok := any(T(0)).(float32); ok {
		eps = math.Ldexp(1, -23)
	}
	for _, n := range sizes {
		x := spread[T](uint64(n), 2*n+3)
		var devs []*kern.DeviceArray[T]
		for _, dev := range []*kern.Device{cuda, roc} {
			d, err := kern.ToDevice(dev, x)
			if err != nil {
				t.Fatal(err)
			}
			devs = append(devs, d)
		}
		for name, r := range reduceRanges(n) {
			hv := nd.Must(x.Slice(r))
			var exact, abs float64
			for _, v := range hv.ToSlice() {
				exact += float64(v)
				abs += math.Abs(float64(v))
			}
			for _, init := range []bool{false, true} {
				var opts []kern.ReduceOption
				ex := exact
				if init {
					opts = append(opts, kern.Init(T(0.375)))
					ex += 0.375
				}
				want, err := kern.Value[T](sum.Call(kern.Sim, hv, opts...))
				if err != nil {
					t.Fatal(err)
				}
				if d := math.Abs(float64(want) - ex); d > float64(n+1)*eps*(abs+1) {
					t.Errorf("n=%d %s init=%v: sim sum %v is %g from the exact %v", n, name, init, want, d, ex)
				}
				for _, d := range devs {
					dv, err := d.Slice(r)
					if err != nil {
						t.Fatal(err)
					}
					// A host array is copied in whole: streamed in chunks, its
					// fold would be one per chunk (docs/ufuncs.md).
					whole := kern.Chunked(d.Device(), kern.NoStreaming())
					for _, in := range []any{dv, hv} {
						got, err := kern.Value[T](sum.Call(whole, in, opts...))
						if err != nil {
							t.Fatalf("n=%d %s on %v: %v", n, name, d.Device(), err)
						}
						if !bitsEqual(got, want) {
							t.Errorf("n=%d %s (%T) init=%v on %v: %v (%#x), sim gives %v (%#x)", n, name, in, init, d.Device(), got, bitsOf(got), want, bitsOf(want))
						}
					}
				}
			}
		}
		for _, d := range devs {
			if err := d.Free(); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func bitsOf[T float32 | float64](v T) uint64 {
	if f, ok := any(v).(float32); ok {
		return uint64(math.Float32bits(f))
	}
	return math.Float64bits(float64(v))
}

// TestReduceAxisSameBitsOnDevices: along an axis, each output element is
// one fold in the GPU's order on Sim and on the emulated devices, so a
// float sum has the same bits on all three, along a contiguous axis and a
// strided one.
func TestReduceAxisSameBitsOnDevices(t *testing.T) {
	sum := kern.Reduce("Sum", kern.Loop2(gputest.Sum[float32]), kern.Loop2(gputest.Sum[float64]))
	x := nd.Must(spread[float32](7, 3*1500).Reshape(3, 1500))
	cuda, roc := kern.NewDevice(emu.New()), kern.NewDevice(amdDevice())
	for _, axis := range []int{0, 1} {
		for _, init := range []bool{false, true} {
			var opts []kern.ReduceOption
			opts = append(opts, kern.Axis(axis))
			if init {
				opts = append(opts, kern.Init(float32(0.375)))
			}
			want, err := kern.As[float32](sum.Call(kern.Sim, x, opts...))
			if err != nil {
				t.Fatal(err)
			}
			for _, dev := range []*kern.Device{cuda, roc} {
				d, err := kern.ToDevice(dev, x)
				if err != nil {
					t.Fatal(err)
				}
				got, err := kern.As[float32](sum.Call(dev, d, opts...))
				if err != nil {
					t.Fatalf("axis %d on %v: %v", axis, dev, err)
				}
				sameBits(t, fmt.Sprintf("axis %d init=%v on %v", axis, init, dev), got, want)
				if err := d.Free(); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

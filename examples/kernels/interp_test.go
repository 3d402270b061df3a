package main

import (
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/examples/internal/interpdev"
	"github.com/kernlab/kern/nd"
)

// TestKernelsOnInterpDevice compiles this package's kernels, registers them
// as `kern gen` would (unless generated code is registered already) and
// runs the seed's kernels through the GPU dispatch path.
func TestKernelsOnInterpDevice(t *testing.T) {
	if testing.Short() {
		t.Skip("loads and compiles the package")
	}
	dev := interpdev.New(t, ".")

	// Fresh kernel values: the package-level ones may have looked up
	// generated code before it was registered.
	dbl := kern.NewKernel1(Doubled)
	auto := kern.NewKernel1(DoubledAutoGrid)
	manCopy := kern.NewKernel2(DoubledManCopy)

	arr := nd.Must(nd.Random[float32](8, 3, 3))
	want := plainDoubled(arr)
	a := arr.Copy(nd.C)
	if err := dbl.Launch(dev, 1, kern.D2(3, 3), a); err != nil {
		t.Fatal(err)
	}
	if err := check("doubled", a, want); err != nil {
		t.Fatal(err)
	}

	big := nd.Must(nd.Random[float32](9, 20, 13))
	bt := must[nd.Array[float32]](t)(big.Transpose())
	wantT := plainDoubled(bt)
	if err := auto.Launch(dev, kern.D2(1, 3), kern.D2(16, 8), bt); err != nil {
		t.Fatal(err)
	}
	if err := check("doubled_auto_grid on a transposed view", bt, wantT); err != nil {
		t.Fatal(err)
	}

	got, err := runDoubledManCopy(dev, arr)
	if err == nil {
		// runDoubledManCopy uses the package-level kernel; run the fresh one
		// on device arrays too.
		in := must[*kern.DeviceArray[float32]](t)(kern.ToDevice(dev, arr))
		out := must[*kern.DeviceArray[float32]](t)(kern.DeviceArrayLike(dev, arr))
		if err = manCopy.Launch(dev, 1, kern.D2(16, 16), in, out); err == nil {
			got, err = out.CopyToHost()
		}
	}
	if err != nil {
		t.Fatal(err)
	}
	if err := check("doubled_man_copy", got, want); err != nil {
		t.Fatal(err)
	}
}

func must[V any](t *testing.T) func(V, error) V {
	return func(v V, err error) V {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
}

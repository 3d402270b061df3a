package kern_test

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/half"
	"github.com/kernlab/kern/internal/testing/gputest"
	"github.com/kernlab/kern/internal/testing/mmatest"
	"github.com/kernlab/kern/nd"
)

// Error messages say each thing once: one "kern:" prefix, no name repeated
// as its own description, no line break inside a one-line cause.
func TestMessagesSayItOnce(t *testing.T) {
	k := kern.NewKernel1(scaleKernel)
	for _, err := range []error{
		k.Launch(kern.Sim, 0, 32, []float32{1}),
		k.Launch(kern.Sim, 1, 32, []int32{1}),
		func() error {
			_, err := kern.Vectorize("x", kern.Loop2(addF32)).Call(kern.CUDA, float32(1), float32(2))
			return err
		}(),
	} {
		if err == nil {
			t.Fatal("no error")
		}
		if n := strings.Count(err.Error(), "kern: "); n != 1 {
			t.Errorf("%q has %d kern: prefixes", err, n)
		}
	}
	g := kern.GUVectorize("Bad", "(n)->(n)", kern.GULoop2(func(x []bool, s kern.Array1[float64]) {}))
	if err := g.Err(); err == nil || strings.Contains(err.Error(), "DType(") || strings.Count(err.Error(), "kern: ") != 1 {
		t.Errorf("bad gufunc: %v", err)
	}
	for name, err := range errorPaths(t) {
		if err == nil {
			t.Errorf("%s: no error", name)
			continue
		}
		if n := strings.Count(err.Error(), "kern: "); n != 1 || !strings.HasPrefix(err.Error(), "kern: ") {
			t.Errorf("%s: %q has %d kern: prefixes, want one, in front", name, err, n)
		}
	}
	e := &driver.Error{Op: "hipGetDeviceCount", Name: "hipErrorNoDevice", Text: "hipErrorNoDevice", Log: "hipInit: hipErrorInvalidDevice"}
	if got, want := e.Error(), "hipGetDeviceCount: hipErrorNoDevice (hipInit: hipErrorInvalidDevice)"; got != want {
		t.Errorf("driver error %q, want %q", got, want)
	}
}

// A fault an emulated device reports names the kernel by its Go name,
// not by the symbol of its entry point.
func TestFaultNamesTheGoFunction(t *testing.T) {
	idx := []int32{0, 1, 2, 3, 99, 5}
	err := kern.NewKernel2(gputest.Scatter).Launch(emuDevice(t), 1, 32, idx, make([]float32, 6))
	if !errors.Is(err, kern.ErrKernelTrap) {
		t.Fatalf("out-of-bounds store: %v, want ErrKernelTrap", err)
	}
	if msg := err.Error(); !strings.Contains(msg, "in kernel github.com/kernlab/kern/internal/testing/gputest.Scatter,") || strings.Contains(msg, "_2e") {
		t.Errorf("%q does not name gputest.Scatter by its Go name", msg)
	}
}

// A memory fault names the kernel's argument the access missed, on the
// side it came from, with the allocation it lies outside of: off by one
// past the end and before the start of an argument, a wild address near
// none, and an argument that is a view of a larger allocation, whose
// fault surfaces asynchronously at Synchronize (the launch's record is
// kept for it), on the emulated CUDA and ROC devices.
func TestFaultNamesTheArgument(t *testing.T) {
	scatter := kern.NewKernel2(gputest.Scatter)
	hexAt := regexp.MustCompile(`\(24 bytes at (0x[0-9a-f]+)\)`)
	for _, d := range []struct {
		name string
		dev  func() *kern.Device
	}{
		{"cuda", func() *kern.Device { return emuDevice(t) }},
		{"roc", func() *kern.Device { return kern.NewDevice(amdDevice()) }},
	} {
		t.Run(d.name, func(t *testing.T) {
			for _, c := range []struct {
				idx   int32
				note  string
				alloc string // the emulator's words, with %s for out's address
			}{
				{6, "4 bytes past the end of argument 2 (out) (24 bytes at %s), at its element 6 of 6", "is outside the 24-byte allocation at %s (4 bytes past its end)"},
				{-1, "4 bytes before the start of argument 2 (out) (24 bytes at %s), at its element -1 of 6", "is outside every allocation: 4 bytes before the 24-byte allocation at %s"},
				{1 << 30, "is not within a MiB of any array argument of this launch of kernel gputest.Scatter", "is outside the 24-byte allocation at %s (4294967276 bytes past its end)"},
			} {
				dev := d.dev()
				err := scatter.Launch(dev, 1, 32, []int32{0, 1, 2, 3, c.idx, 5}, make([]float32, 6))
				var te *kern.KernelTrapError
				if !errors.As(err, &te) || te.Addr == 0 || te.Bytes != 4 {
					t.Fatalf("index %d: %v, want a kernel fault with its address", c.idx, err)
				}
				msg := err.Error()
				out := fmt.Sprintf("%#x", uint64(te.Addr)-uint64(4*int64(c.idx)))
				if c.idx == 1<<30 {
					out = regexp.MustCompile(`allocation at (0x[0-9a-f]+)`).FindStringSubmatch(msg)[1]
				}
				note := c.note
				if strings.Contains(note, "%s") {
					note = "in this launch of kernel gputest.Scatter the access is " + fmt.Sprintf(note, out)
				}
				if !strings.Contains(msg, note) || !strings.Contains(msg, fmt.Sprintf(c.alloc, out)) {
					t.Errorf("index %d:\n%v\nwant\n%s\nand\n%s", c.idx, err, note, fmt.Sprintf(c.alloc, out))
				}
				if c.idx == 1<<30 && hexAt.MatchString(msg) {
					t.Errorf("a wild address names an argument: %v", err)
				}
				// Later calls lead with the explained fault.
				if err := dev.Synchronize(); err == nil || !strings.Contains(err.Error(), note) {
					t.Errorf("Synchronize after the fault: %v, want it to lead with the arguments' note", err)
				}
			}

			// out is the second half of a 12-element allocation, on the
			// device: the launch returns before the kernel runs.
			dev := d.dev()
			idx := must[*kern.DeviceArray[int32]](t)(kern.ToDevice(dev, must[nd.Array[int32]](t)(nd.FromSlice([]int32{0, 1, 2, 3, 6, 5}, 6))))
			whole := must[*kern.DeviceArray[float32]](t)(kern.NewDeviceArray[float32](dev, []int{12}, nd.C))
			half := must[*kern.DeviceArray[float32]](t)(whole.Slice(nd.From(6)))
			base := must[driver.Ptr](t)(whole.DevicePointer())
			if err := scatter.Launch(dev, 1, 32, idx, half); err != nil {
				t.Fatalf("a view: the launch failed at once (%v); the emulated launch is asynchronous", err)
			}
			err := dev.Synchronize()
			note := fmt.Sprintf("4 bytes past the end of argument 2 (out) (24 bytes at %#x), at its element 6 of 6", uint64(base)+24)
			alloc := fmt.Sprintf("is outside the 48-byte allocation at %#x (4 bytes past its end)", uint64(base))
			if !errors.Is(err, kern.ErrKernelTrap) || !strings.Contains(err.Error(), note) || !strings.Contains(err.Error(), alloc) {
				t.Errorf("a view:\n%v\nwant\n%s\nand\n%s", err, note, alloc)
			}
		})
	}
}

// errorPaths fails calls of every kind in ways that reach kern's errors
// through other layers: a launch's extents and arguments, freed device
// arrays as operands of kernels, ufuncs, gufuncs and reductions, and the
// calls that meet an emulated device after a kernel faulted on it.
func errorPaths(t *testing.T) map[string]error {
	t.Helper()
	k := kern.NewKernel1(scaleKernel)
	add := kern.Vectorize("add", kern.Loop2(addF32))
	sum := kern.Reduce("Sum", kern.Loop2(gputest.Sum[float32]))
	row := kern.GUVectorize("RowSum", "(n)->()", kern.GULoop2(gputest.RowSum))
	dev := emuDevice(t)
	freed := must[*kern.DeviceArray[float32]](t)(kern.ToDevice(dev, must[nd.Array[float32]](t)(nd.Zeros[float32](4))))
	freed64 := must[*kern.DeviceArray[float64]](t)(kern.ToDevice(dev, must[nd.Array[float64]](t)(nd.Zeros[float64](2, 4))))
	if err := freed.Free(); err != nil {
		t.Fatal(err)
	}
	if err := freed64.Free(); err != nil {
		t.Fatal(err)
	}
	x := []float32{1, 2, 3, 4}
	errs := map[string]error{
		"a grid of the wrong type":         k.Launch(kern.Sim, "8", 32, x),
		"an extent below 1":                k.Launch(kern.Sim, 1, kern.Dim3{X: 0, Y: 1, Z: 1}, x),
		"too many arguments":               k.Launch(kern.Sim, 1, 32, x, x),
		"a freed kernel argument on a GPU": k.Launch(dev, 1, 32, freed),
	}
	_, errs["a freed ufunc input"] = add.Call(dev, freed, float32(1))
	_, errs["a freed reduce operand"] = sum.Call(dev, freed)
	_, _, errs["Where of a reduction of a freed array"] = sum.Where(dev, freed)
	_, errs["a freed gufunc input"] = row.Call(dev, freed64)
	failed := emuDevice(t)
	idx := []int32{0, 1, 2, 3, 99, 5}
	errs["a kernel fault"] = kern.NewKernel2(gputest.Scatter).Launch(failed, 1, 32, idx, make([]float32, 6))
	errs["a launch after a fault"] = kern.NewKernel2(gputest.Scatter).Launch(failed, 1, 32, idx, make([]float32, 6))
	_, errs["ToDevice after a fault"] = kern.ToDevice(failed, must[nd.Array[float32]](t)(nd.Zeros[float32](1000)))
	_, errs["a ufunc after a fault"] = kern.Vectorize("Add", kern.Loop2(gputest.Add[float32])).Call(failed, x, x)
	_, errs["a reduction after a fault"] = sum.Call(failed, x)
	_, errs["a gufunc after a fault"] = row.Call(failed, must[nd.Array[float64]](t)(nd.Zeros[float64](2, 4)))

	gd := emuDevice(t)
	s := must[*kern.Stream](t)(gd.NewStream())
	t.Cleanup(func() { _ = s.Close() })
	dz := must[*kern.DeviceArray[float32]](t)(kern.ToDevice(gd, must[nd.Array[float32]](t)(nd.Zeros[float32](4))))
	_, errs["an allocation in a capture"] = s.Capture(func() error {
		_, err := kern.ToDevice(gd, must[nd.Array[float32]](t)(nd.Zeros[float32](4)))
		return err
	})
	_, errs["a refusal f ignored"] = s.Capture(func() error { _ = s.Synchronize(); return nil })
	_, errs["a capture of the default stream"] = gd.DefaultStream().Capture(func() error { return nil })
	gadd := kern.Vectorize("Add", kern.Loop2(gputest.Add[float32]))
	g := must[*kern.Graph](t)(s.Capture(func() error { return gadd.Into(s, dz, dz, float32(1)) }))
	errs["an update of another shape"] = g.Update(func() error { return nil })
	return errs
}

// After a kernel fault every call on the device fails, as on a GPU: the
// message leads with that fault and says what to do, and the error is
// still the call's own (its sentinel), not the faulted kernel's.
func TestFailedDeviceLeadsWithTheFault(t *testing.T) {
	dev := emuDevice(t)
	idx := []int32{0, 1, 2, 3, 99, 5}
	fault := kern.NewKernel2(gputest.Scatter).Launch(dev, 1, 32, idx, make([]float32, 6))
	if !errors.Is(fault, kern.ErrKernelTrap) {
		t.Fatalf("the fault: %v", fault)
	}
	_, err := kern.ToDevice(dev, must[nd.Array[float32]](t)(nd.Zeros[float32](1000)))
	lead := "kern: " + dev.String() + " is unusable since a kernel faulted on it: " + strings.TrimPrefix(fault.Error(), "kern: ") + "; "
	if !strings.HasPrefix(err.Error(), lead) || !strings.Contains(err.Error(), "start a new process") || !strings.Contains(err.Error(), "This call: allocating 4000 bytes") {
		t.Errorf("ToDevice after the fault:\n%v\nwant it to lead with\n%s\nand say to start a new process", err, lead)
	}
	// The device's report, which the fault's text holds, is said once:
	// the call's part refers to it.
	if this := err.Error()[len(lead):]; strings.Contains(this, "out-of-bounds") || !strings.HasSuffix(this, "the fault above") {
		t.Errorf("ToDevice after the fault repeats the fault's report:\n%s", this)
	}
	var te *kern.KernelTrapError
	if !errors.Is(err, kern.ErrKernelTrap) || errors.As(err, &te) {
		t.Errorf("ToDevice after the fault: %v; want ErrKernelTrap and no KernelTrapError of its own", err)
	}
	for name, err := range map[string]error{
		"a launch": kern.NewKernel1(gputest.ShflSum).Launch(dev, 1, 32, []int32{0}),
		"a ufunc": func() error {
			_, err := kern.Vectorize("Add", kern.Loop2(gputest.Add[float32])).Call(dev, []float32{1}, []float32{2})
			return err
		}(),
		"Synchronize": dev.Synchronize(),
	} {
		if !strings.HasPrefix(err.Error(), lead) {
			t.Errorf("%s after the fault: %v, want it to lead with the fault", name, err)
		}
	}
}

// Messages name things as people do: an operand by its Go type and shape,
// an argument counting from 1 with the parameter's name where kern gen
// recorded it, a reducer by one name on every target.
func TestMessagesNameThings(t *testing.T) {
	m := must[nd.Array[float64]](t)(nd.Zeros[float64](8, 8))
	scatter := kern.NewKernel2(gputest.Scatter) // kern gen named its parameters idx and out
	for _, on := range []any{kern.Sim, emuDevice(t)} {
		err := scatter.Launch(on, 1, 32, []int32{0}, m)
		if want := "kern: kernel gputest.Scatter: argument 2 (out): got nd.Array[float64] of shape (8, 8), want []float32"; !errors.Is(err, kern.ErrArgument) || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("on %v: %v\nwant ErrArgument and %q", on, err, want)
		}
	}
	// Without generated code the parameter has no name.
	if err := kern.NewKernel1(scaleKernel).Launch(kern.Sim, 1, 32, int8(3)); !strings.Contains(err.Error(), "argument 1: got int8 3, want []float32") {
		t.Errorf("scalar for a slice: %v", err)
	}
	add := kern.Vectorize("add", kern.Loop2(addF32))
	if _, err := add.Call(kern.CPU, []float32{1}, "x"); !strings.HasPrefix(err.Error(), "kern: add: input 2: a string is not") {
		t.Errorf("a string input: %v, want it counted from 1", err)
	}
	if _, err := kern.As[float32](add.Call(kern.CPU, []float32{1}, []float32{2})); err != nil {
		t.Fatal(err)
	}
	if _, err := kern.As[int32](add.Call(kern.CPU, []float32{1}, []float32{2})); !strings.Contains(err.Error(), "result is nd.Array[float32] of shape (1,), not nd.Array[int32]") {
		t.Errorf("As of the wrong type: %v", err)
	}
	// The other kind of array: the message names the conversion that
	// takes it.
	d, err := kern.ToDevice(kern.HostDevice(), must[nd.Array[float32]](t)(nd.Zeros[float32](2)))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := kern.As[float32](add.Call(kern.Auto, d, d)); !errors.Is(err, nd.ErrDType) || !strings.Contains(err.Error(), "take it with kern.AsDevice") {
		t.Errorf("As of a device array: %v, want it to name kern.AsDevice", err)
	}
	if _, err := kern.AsDevice[float32](add.Call(kern.CPU, []float32{1}, []float32{2})); !errors.Is(err, nd.ErrDType) || !strings.Contains(err.Error(), "take it with kern.As,") {
		t.Errorf("AsDevice of a host array: %v, want it to name kern.As", err)
	}
	if _, err := kern.As[int32](add.Call(kern.CPU, []float32{1}, []float32{2})); strings.Contains(err.Error(), "take it with") {
		t.Errorf("As of the wrong dtype: %v names another conversion", err)
	}
	// A generic type's arguments are named as Go names other types, by
	// package name, not import path.
	h := must[nd.Array[half.Float16]](t)(nd.Zeros[half.Float16](2))
	if _, err := kern.As[float32](h, nil); !strings.Contains(err.Error(), "result is nd.Array[half.Float16] of shape (2,),") {
		t.Errorf("As of a float16 array: %v, want it to name nd.Array[half.Float16]", err)
	}
	mx := kern.Reduce("max", kern.Loop2(gputest.Max[float32]))
	for _, on := range []any{kern.CPU, emuDevice(t)} {
		_, err := mx.Call(on, []float32{})
		// The message names the remedy, kern.Init.
		if want := "kern: max.Reduce of shape (0,): "; !errors.Is(err, kern.ErrEmpty) || !strings.HasPrefix(err.Error(), want) || !strings.Contains(err.Error(), "kern.Init(v)") {
			t.Errorf("empty reduction on %v: %v, want %q and kern.Init(v)", on, err, want)
		}
		_, err = mx.Call(on, must[nd.Array[float32]](t)(nd.Zeros[float32](3, 0)), kern.Axis(1))
		if want := "kern: max.Reduce along axis 1 of shape (3, 0): "; !errors.Is(err, kern.ErrEmpty) || !strings.HasPrefix(err.Error(), want) || !strings.Contains(err.Error(), "kern.Init(v)") {
			t.Errorf("empty axis reduction on %v: %v, want %q and kern.Init(v)", on, err, want)
		}
	}
}

// TestMessagesNameGenericInstance: a launch's errors name the instance
// of a generic kernel that failed, as kern gen compiled it, not the Go
// runtime's mmatest.TileRow[...] that every instance shares: a block of
// part of a warp (on the host), a device the code does not fit (sm_80
// code on the emulated sm_70).
func TestMessagesNameGenericInstance(t *testing.T) {
	k := kern.NewKernel7(mmatest.TileRow[kern.BFloat16])
	a, c := make([]kern.BFloat16, 256), make([]float32, 256)
	const want = "kern: kernel mmatest.TileRow[kern.BFloat16] "
	if err := k.Launch(kern.CPU, 1, 48, a, a, c, c, 16, 16, 16); !errors.Is(err, kern.ErrLaunchConfig) || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("48 threads on the host: %v, want ErrLaunchConfig and a message that starts %q", err, want)
	}
	if err := k.Launch(emuDevice(t), 1, 32, a, a, c, c, 16, 16, 16); !errors.Is(err, kern.ErrNoGPUCode) || !strings.HasPrefix(err.Error(), strings.TrimSuffix(want, " ")) {
		t.Errorf("sm_80 code on an sm_70: %v, want ErrNoGPUCode and a message that starts %q", err, want)
	}
}

package kern_test

import (
	"fmt"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/nd"
)

// doubledManCopy is seed 004's doubled_man_copy kernel.
func doubledManCopy(t *kern.Thread, arr, out kern.Array2[float32]) {
	x, y := t.Grid2()
	if x < arr.Dim(0) && y < arr.Dim(1) {
		out.Set(x, y, arr.At(x, y)*2)
	}
}

// Explicit data management on the host device (seed 004): to_device,
// device_array_like, a launch, copy_to_host.
func ExampleToDevice() {
	dev := kern.HostDevice()
	arr := nd.Must(nd.FromSlice([]float32{1, 2, 3, 4, 5, 6, 7, 8, 9}, 3, 3))
	out := nd.Must(kern.DeviceArrayLike(dev, arr))
	arrGPU := nd.Must(kern.ToDevice(dev, arr))
	defer out.Free()
	defer arrGPU.Free()
	a, o := nd.Must(kern.AsArray2(arrGPU)), nd.Must(kern.AsArray2(out))
	err := dev.LaunchFunc(kern.FuncLaunch{Grid: kern.Dim3{X: 1, Y: 1, Z: 1}, Block: kern.Dim3{X: 3, Y: 3, Z: 1}},
		func(t *kern.Thread) { doubledManCopy(t, a, o) })
	if err != nil {
		fmt.Println(err)
		return
	}
	h := nd.Must(out.CopyToHost())
	fmt.Println(h.ToSlice())
	// Output: [2 4 6 8 10 12 14 16 18]
}

// Scoped registration and auto-synchronization (seed 002).
func ExamplePinHost() {
	dev := kern.HostDevice()
	a := nd.Must(nd.Arange[int64](0, 10, 1))
	reg, err := kern.PinHost(dev, a)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer reg.Close() // roc.deregister
	stream := nd.Must(dev.NewStream())
	defer stream.Close()
	var back nd.Array[int64]
	err = stream.AutoSynchronize(func() error {
		d, err := kern.ToDevice(dev, a, kern.OnStream(stream))
		if err != nil {
			return err
		}
		back, err = d.CopyToHost(kern.OnStream(stream))
		return err
	})
	fmt.Println(back.ToSlice(), err)
	// Output: [0 1 2 3 4 5 6 7 8 9] <nil>
}

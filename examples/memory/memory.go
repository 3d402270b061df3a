package main

//go:generate go tool kern gen

import (
	"fmt"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/nd"
)

// The programs of seed 002 ("Memory management" of the ROC target).

// GroupSize is the work-group (block) size of ReverseGroups.
const GroupSize = 64

// ReverseGroups reverses every group of GroupSize elements of a in place:
// each work-item stores its element in the group's shared array, waits at a
// barrier for the whole group, and reads its mirror. Without the barrier a
// work-item could read a slot before its neighbour wrote it.
//
//kern:kernel
func ReverseGroups(t *kern.Thread, a []float32) {
	s := kern.Shared[[GroupSize]float32](t)
	tid := t.ThreadIdx().X
	i := t.Grid1()
	if i < len(a) {
		s[tid] = a[i]
	}
	t.Barrier(kern.LocalMemFence)
	base := t.BlockIdx().X * GroupSize
	// The last group may be partial: mirror within its n elements.
	n := min(GroupSize, len(a)-base)
	if tid < n {
		a[i] = s[n-1-tid]
	}
}

// Scale multiplies a by f, a grid-stride loop over any length.
//
//kern:kernel
func Scale(t *kern.Thread, a []float32, f float32) {
	for i := t.Grid1(); i < len(a); i += t.GridSize1() {
		a[i] *= f
	}
}

var (
	reverseGroups = kern.NewKernel1(ReverseGroups)
	scale         = kern.NewKernel2(Scale)
)

// groups is the grid of ReverseGroups over n elements.
func groups(n int) int { return max(1, (n+GroupSize-1)/GroupSize) }

// deviceArrays shows device_array, device_array_like, to_device and
// copy_to_host: it returns the round trip of a through the device and a
// description of the arrays.
func deviceArrays(dev *kern.Device, a nd.Array[float32]) (nd.Array[float32], string, error) {
	empty, err := kern.NewDeviceArray[float32](dev, a.Shape(), nd.F) // roc.device_array(shape, order='F')
	if err != nil {
		return nd.Array[float32]{}, "", err
	}
	defer empty.Free()
	like, err := kern.DeviceArrayLike(dev, a) // roc.device_array_like(a)
	if err != nil {
		return nd.Array[float32]{}, "", err
	}
	defer like.Free()
	d, err := kern.ToDevice(dev, a) // roc.to_device(a)
	if err != nil {
		return nd.Array[float32]{}, "", err
	}
	defer d.Free()
	flat, err := d.Ravel(nd.C) // a view: no copy
	if err != nil {
		return nd.Array[float32]{}, "", err
	}
	defer flat.Free()
	back, err := flat.Reshape(a.Shape()...)
	if err != nil {
		return nd.Array[float32]{}, "", err
	}
	defer back.Free()
	desc := fmt.Sprintf("device_array %v (C %v, F %v); device_array_like %v (C %v); ravel %v",
		empty, empty.IsCContiguous(), empty.IsFContiguous(), like, like.IsCContiguous(), flat)
	h, err := back.CopyToHost() // copy_to_host()
	return h, desc, err
}

// registered runs the kernels on host arrays that are page-locked for the
// duration of the call: `with roc.register(a, b):`.
func registered(on any, dev *kern.Device, a, b []float32) error {
	reg, err := kern.PinHost(dev, a, b)
	if err != nil {
		return err
	}
	defer reg.Close() // roc.deregister(a, b)
	if err := scale.Launch(on, groups(len(a)), GroupSize, a, 2); err != nil {
		return err
	}
	return reverseGroups.Launch(on, groups(len(b)), GroupSize, b)
}

// streamed queues a copy in, the two kernels and the copy out on a stream
// and synchronizes once at the end: `with stream.auto_synchronize():`.
func streamed(dev *kern.Device, a nd.Array[float32]) (nd.Array[float32], error) {
	s, err := dev.NewStream()
	if err != nil {
		return nd.Array[float32]{}, err
	}
	defer s.Close()
	out := nd.EmptyLike(a)
	err = s.AutoSynchronize(func() error {
		d, err := kern.ToDevice(dev, a, kern.OnStream(s))
		if err != nil {
			return err
		}
		n := d.Size()
		if err := scale.Launch(s, groups(n), GroupSize, d, 2); err != nil {
			return err
		}
		if err := reverseGroups.Launch(s, groups(n), GroupSize, d); err != nil {
			return err
		}
		// The stream keeps d alive until it is synchronized.
		return d.CopyInto(out, kern.OnStream(s))
	})
	return out, err
}

// plainScaleReverse is the plain Go reference of Scale by f followed by
// ReverseGroups.
func plainScaleReverse(a []float32, f float32) []float32 {
	out := make([]float32, len(a))
	for g := 0; g < len(a); g += GroupSize {
		n := min(GroupSize, len(a)-g)
		for i := range n {
			out[g+i] = a[g+n-1-i] * f
		}
	}
	return out
}

func equal(a, b []float32) error {
	if len(a) != len(b) {
		return fmt.Errorf("lengths %d and %d", len(a), len(b))
	}
	for i := range a {
		if a[i] != b[i] {
			return fmt.Errorf("element %d: got %v, want %v", i, a[i], b[i])
		}
	}
	return nil
}

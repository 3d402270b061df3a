package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/nd"
)

func main() {
	target := flag.String("target", "auto", "auto, sim, cuda or roc (cpu and parallel mean sim for kernels)")
	n := flag.Int("n", 1<<16, "elements used for timing")
	flag.Parse()
	if err := run(*target, *n); err != nil {
		fmt.Fprintln(os.Stderr, "memory:", err)
		os.Exit(1)
	}
}

func run(name string, n int) error {
	t, err := kern.ParseTarget(name)
	if err != nil {
		return err
	}
	dev, err := kern.DefaultDevice(t)
	if err != nil {
		return err
	}
	// Where says where a launch runs: Auto's choice, and on the CPU
	// targets the block function kern gen wrote (Sim for a kernel without
	// one).
	where, wdev, err := reverseGroups.Where(t, make([]float32, 1))
	if err != nil {
		return err
	}
	if t == kern.Auto {
		// Auto passes over a GPU the package has no code for (a processor
		// kern gen did not compile for): the device arrays go where the
		// kernels run.
		dev = wdev
	}
	fmt.Printf("target %v: device %v; kernels run on %v\n\n", t, dev, where)

	a, err := nd.Arange[float32](0, 12, 1)
	if err != nil {
		return err
	}
	a, err = a.Reshape(3, 4)
	if err != nil {
		return err
	}
	back, desc, err := deviceArrays(dev, a)
	if err != nil {
		return err
	}
	fmt.Printf("%s\nto_device(a).copy_to_host() =\n%v\n\n", desc, back)
	if !nd.Equal(back, a) {
		return fmt.Errorf("round trip changed the array: %v", back)
	}

	x := make([]float32, 100)
	y := make([]float32, 100)
	for i := range x {
		x[i], y[i] = float32(i), float32(i)
	}
	if err := registered(t, dev, x, y); err != nil {
		return fmt.Errorf("registered: %w", err)
	}
	fmt.Printf("with register(x, y): scale(x, 2) -> x[:5] = %v; reverse_groups(y) -> y[:5] = %v, y[64:69] = %v\n\n",
		x[:5], y[:5], y[64:69])

	h, err := nd.Arange[float32](0, 130, 1)
	if err != nil {
		return err
	}
	out, err := streamed(dev, h)
	if err != nil {
		return fmt.Errorf("streamed: %w", err)
	}
	want := plainScaleReverse(h.ToSlice(), 2)
	if err := equal(out.ToSlice(), want); err != nil {
		return fmt.Errorf("streamed: %w", err)
	}
	fmt.Printf("stream.auto_synchronize: to_device, scale, reverse_groups, copy_to_host -> %v …\n\n", out.ToSlice()[:6])
	return timing(t, n)
}

// timing runs Scale and ReverseGroups on n host elements against a plain
// Go loop; the first run is a warm-up.
func timing(t kern.Target, n int) error {
	data := make([]float32, n)
	for i := range data {
		data[i] = float32(i % 1000)
	}
	want := plainScaleReverse(data, 2)
	kernels := func() error {
		if err := scale.Launch(t, groups(n), GroupSize, data, 2); err != nil {
			return err
		}
		return reverseGroups.Launch(t, groups(n), GroupSize, data)
	}
	work := append([]float32(nil), data...)
	if err := kernels(); err != nil {
		return err
	}
	if err := equal(data, want); err != nil {
		return fmt.Errorf("timing run: %w", err)
	}
	start := time.Now()
	if err := kernels(); err != nil {
		return err
	}
	kt := time.Since(start)
	start = time.Now()
	plainScaleReverse(work, 2)
	pt := time.Since(start)
	fmt.Printf("%d float32, scale + reverse_groups on %v: %v; plain Go loop %v\n", n, t, kt, pt)
	return nil
}

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
	target := flag.String("target", "auto", "auto, cpu, parallel, sim, cuda or roc")
	n := flag.Int("n", 512, "side of the square array used for timing")
	flag.Parse()
	if err := run(*target, *n); err != nil {
		fmt.Fprintln(os.Stderr, "kernels:", err)
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
	arr, err := nd.Random[float32](1, 3, 3)
	if err != nil {
		return err
	}
	// Where says what a call would do: Auto's choice, or the CPU and
	// Parallel targets' block function (Sim for a kernel without one).
	kt, kdev, err := doubled.Where(t, arr)
	if err != nil {
		return err
	}
	if t == kern.Auto {
		// Auto passes over a GPU the package has no code for (a processor
		// kern gen did not compile for): the device arrays go where the
		// kernels run.
		dev = kdev
	}
	ut, _, err := doubledUfunc.Where(t, arr)
	if err != nil {
		return err
	}
	fmt.Printf("target %v: device %v; kernels run on %v, ufuncs on %v\n\n", t, dev, kt, ut)
	fmt.Printf("arr =\n%v\n\n", arr)

	steps := []struct {
		name string
		f    func() (nd.Array[float32], error)
	}{
		{"doubled[1, (3, 3)](arr)", func() (nd.Array[float32], error) {
			a := arr.Copy(nd.C)
			return a, runDoubled(t, a)
		}},
		{"doubled_auto_grid[grid, (16, 16)](arr)", func() (nd.Array[float32], error) {
			a := arr.Copy(nd.C)
			return a, runDoubledAutoGrid(t, a)
		}},
		{"doubled_man_copy(to_device(arr), device_array_like(arr))", func() (nd.Array[float32], error) {
			return runDoubledManCopy(dev, arr)
		}},
		{"doubled_ufunc(arr)", func() (nd.Array[float32], error) { return runUfunc(t, arr) }},
		{"doubled_gufunc(arr, out)", func() (nd.Array[float32], error) { return runGufunc(t, dev, arr) }},
	}
	want := plainDoubled(arr)
	for _, s := range steps {
		got, err := s.f()
		if err != nil {
			return fmt.Errorf("%s: %w", s.name, err)
		}
		if err := check(s.name, got, want); err != nil {
			return err
		}
		fmt.Printf("%s =\n%v\n\n", s.name, got)
	}
	sum, err := runReduce(t, arr)
	if err != nil {
		return fmt.Errorf("reduce_gpu: %w", err)
	}
	fmt.Printf("reduce_gpu(arr.flatten()) = %v (plain Go: %v)\n\n", sum, plainSum(arr))
	return timings(t, n)
}

// timings compares the kernel and the ufunc on an n×n array with a plain
// Go loop. The first call of each is a warm-up (it loads GPU code).
func timings(t kern.Target, n int) error {
	big, err := nd.Random[float32](2, n, n)
	if err != nil {
		return err
	}
	timeIt := func(f func() error) (time.Duration, error) {
		if err := f(); err != nil {
			return 0, err
		}
		start := time.Now()
		err := f()
		return time.Since(start), err
	}
	plain, _ := timeIt(func() error { plainDoubled(big); return nil })
	kt, err := timeIt(func() error { return runDoubledAutoGrid(t, big) })
	if err != nil {
		return err
	}
	ut, err := timeIt(func() error { _, err := runUfunc(t, big); return err })
	if err != nil {
		return err
	}
	fmt.Printf("%d×%d float32 on %v: kernel %v, ufunc %v, plain Go loop %v\n", n, n, t, kt, ut, plain)
	return nil
}

package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/bench/internal/measure"
	"github.com/kernlab/kern/bench/kernels"
	"github.com/kernlab/kern/driver"
)

// coldN is the size of the cold-start workload: the dispatch row's 16
// elements, so that the time is the start-up and not the work.
const coldN = 16

// first is kerngpu -first: what a program that computes one discriminant
// on target does from a fresh process: open the device, call the ufunc on
// coldN-element host arrays, check the result against the host's.
func first(log io.Writer, target kern.Target) error {
	dev, err := kern.DefaultDevice(target)
	if err != nil {
		if errors.Is(err, driver.ErrNoDriver) || errors.Is(err, driver.ErrNoDevice) {
			return fmt.Errorf("%w: %w", errNoDevice, err)
		}
		return err
	}
	a, b, c := measure.Operands(coldN)
	disc := kern.Vectorize("discriminant", kern.Loop3(kernels.Discriminant))
	out, err := kern.As[float32](disc.Call(dev, wrap(a), wrap(b), wrap(c)))
	if err != nil {
		return err
	}
	if err := check("first result", out.ToSlice(), reference(a, b, c), 1e-6); err != nil {
		return err
	}
	fmt.Fprintf(log, "first result on %s checked (%d elements)\n", dev, coldN)
	return nil
}

// coldFlags collects -cold IMPL=COMMAND [ARGS...] (split at spaces).
type coldFlags []string

func (f *coldFlags) String() string { return strings.Join(*f, "; ") }
func (f *coldFlags) Set(s string) error {
	impl, cmd, ok := strings.Cut(s, "=")
	if !ok || impl == "" || strings.TrimSpace(cmd) == "" {
		return fmt.Errorf("want IMPL=COMMAND [ARGS...], not %q", s)
	}
	*f = append(*f, s)
	return nil
}

// coldStart times reps fresh processes of each command, from start to
// exit (the command checks its own result and fails otherwise): rows of
// workload cold-start, one sample per process. A command that fails is
// reported and left out; the error then names every such implementation
// after the others' rows are written.
func coldStart(log io.Writer, out string, cmds []string, reps int) error {
	var rows []measure.Row
	var failed []string
	for _, c := range cmds {
		impl, line, _ := strings.Cut(c, "=")
		args := strings.Fields(line)
		r := measure.Row{Suite: "gpu", Workload: "cold-start", Impl: impl, Lang: "process", Parallel: true, N: coldN, Inner: 1,
			Note: "a fresh process to the first checked result: " + line}
		for range reps {
			cmd := exec.Command(args[0], args[1:]...)
			var stderr strings.Builder
			cmd.Stdout, cmd.Stderr = io.Discard, &stderr
			t0 := time.Now()
			err := cmd.Run()
			s := time.Since(t0).Seconds()
			if err != nil {
				fmt.Fprintf(log, "cold-start %s: %v\n%s", impl, err, stderr.String())
				failed = append(failed, impl)
				r.Samples = nil
				break
			}
			r.Samples = append(r.Samples, s)
		}
		if r.Samples == nil {
			continue
		}
		rows = append(rows, r)
		fmt.Fprintf(log, "%-18s %-20s N=%-10d best %10.3g s  spread %4.1f%%\n", r.Workload, r.Impl, r.N, r.Best(), 100*r.Spread())
	}
	if err := writeRows(out, rows); err != nil {
		return err
	}
	if len(failed) > 0 {
		return fmt.Errorf("cold start failed for %s", strings.Join(failed, ", "))
	}
	return nil
}

// writeRows writes rows to the file out ("-": stdout).
func writeRows(out string, rows []measure.Row) error {
	if out == "-" {
		return measure.Write(os.Stdout, rows)
	}
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	if err := measure.Write(f, rows); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

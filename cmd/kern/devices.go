package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/cuda"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/driver/host"
	"github.com/kernlab/kern/driver/roc"
)

// Oldest architectures kern generates code for: PTX for sm_50, AMD code
// objects for GCN 5 (gfx9xx) and later.
const (
	minCUDAMajor = 5
	minGFXMajor  = 9
)

// cmdDevices lists CUDA and ROC devices like numba.cuda.detect(). A missing
// library or device is one line per backend, and not a failure: the status
// is 0 unless a library reports something else (1) or the flags are bad (2).
func cmdDevices(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("kern devices", flag.ContinueOnError)
	fs.SetOutput(stderr)
	libcuda := fs.String("libcuda", "", "path of libcuda.so.1 (default: the loader's search path)")
	libhip := fs.String("libhip", "", "path of libamdhip64.so (default: the loader's search path, then /opt/rocm/lib)")
	verbose := fs.Bool("v", false, "print the loader's messages when a library is not found")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: kern devices [-libcuda PATH] [-libhip PATH] [-v]")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "kern devices: unexpected argument %q\n", fs.Arg(0))
		fs.Usage()
		return 2
	}

	status := 0
	fmt.Fprintln(stdout, "CUDA:")
	if !listCUDA(stdout, cuda.Open(cuda.Options{Library: *libcuda}), orDefault(*libcuda, "libcuda.so.1"), *verbose) {
		status = 1
	}
	if !listEmulated(stdout, os.Getenv("KERN_EMULATE"), os.Getenv("KERN_EMULATE_MEMORY")) {
		status = 1
	}
	fmt.Fprintln(stdout, "ROC:")
	if !listROC(stdout, roc.Open(roc.Options{Library: *libhip}), orDefault(*libhip, "libamdhip64.so"), *verbose) {
		status = 1
	}
	if !listEmulatedROC(stdout, os.Getenv("KERN_EMULATE"), os.Getenv("KERN_EMULATE_MEMORY")) {
		status = 1
	}
	// The host device is always there: the cpu, parallel and sim targets.
	i := host.New().Info()
	fmt.Fprintf(stdout, "Host:\n  %s: targets cpu, parallel, sim; %d MiB\n", i.Name, i.TotalMem>>20)
	return status
}

// listEmulated writes the emulated CUDA device's line when KERN_EMULATE
// asks for it: it then is the device kern.CUDA runs on.
func listEmulated(w io.Writer, emulate, memory string) bool {
	em, err := emu.ParseEnv(emulate, memory)
	if err != nil {
		fmt.Fprintf(w, "  %v\n", err)
		return false
	}
	if !em.CUDA {
		return true
	}
	ds := emu.DevicesFromEnv(em)
	if len(ds) == 1 {
		i := ds[0].Info()
		fmt.Fprintf(w, "  emulated CUDA device (KERN_EMULATE=%s): %s, compute %d.%d, %d MiB, %s; kern.CUDA runs on it\n",
			emulate, i.Arch, i.ComputeMajor, i.ComputeMinor, i.TotalMem>>20, checks(em))
		return true
	}
	fmt.Fprintf(w, "  %d emulated CUDA devices (KERN_EMULATE=%s), %s; kern.CUDA runs on id 0, kern.Devices(kern.CUDA) gives all\n",
		len(ds), emulate, checks(em))
	for _, d := range ds {
		i := d.Info()
		fmt.Fprintf(w, "  id %d    %s, compute %d.%d, %d MiB, pci bus id %s\n",
			i.Ordinal, i.Arch, i.ComputeMajor, i.ComputeMinor, i.TotalMem>>20, i.PCIBusID)
	}
	return true
}

// listEmulatedROC writes the emulated ROC device's line when KERN_EMULATE
// has roc: it then is the device kern.ROC runs on.
func listEmulatedROC(w io.Writer, emulate, memory string) bool {
	em, err := emu.ParseEnv(emulate, memory)
	if err != nil || !em.ROC {
		return true // a bad KERN_EMULATE is reported under CUDA
	}
	ds, err := emu.ROCDevicesFromEnv(em)
	if err != nil {
		fmt.Fprintf(w, "  %v\n", err)
		return false
	}
	if len(ds) == 1 {
		i := ds[0].Info()
		fmt.Fprintf(w, "  emulated ROC device (KERN_EMULATE=%s): %s, wave%d, %d MiB, %s; kern.ROC runs on it\n",
			emulate, i.Arch, i.WarpSize, i.TotalMem>>20, checks(em))
		return true
	}
	fmt.Fprintf(w, "  %d emulated ROC devices (KERN_EMULATE=%s), %s; kern.ROC runs on id 0, kern.Devices(kern.ROC) gives all\n",
		len(ds), emulate, checks(em))
	for _, d := range ds {
		i := d.Info()
		fmt.Fprintf(w, "  id %d    %s, wave%d, %d MiB, pci bus id %s\n", i.Ordinal, i.Arch, i.WarpSize, i.TotalMem>>20, i.PCIBusID)
	}
	return true
}

// checks names what an emulated device checks.
func checks(em emu.Emulation) string {
	if em.Racecheck {
		return "sanitizer + racecheck"
	}
	return "sanitizer"
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// absent writes the one line for a backend without a library or device and
// reports whether err was such a case.
func absent(w io.Writer, backend, lib string, err error, verbose bool) bool {
	var de *driver.Error
	switch {
	case errors.Is(err, driver.ErrNoDriver) && strings.Contains(err.Error(), " not found"):
		fmt.Fprintf(w, "  %s not found\n", lib)
	case errors.Is(err, driver.ErrNoDriver):
		fmt.Fprintf(w, "  unusable %s driver: %v\n", backend, err)
	case errors.Is(err, driver.ErrNoDevice) && errors.As(err, &de):
		fmt.Fprintf(w, "  no %s device: %s\n", backend, de.Name)
	case errors.Is(err, driver.ErrNoDevice):
		fmt.Fprintf(w, "  no %s device\n", backend)
	default:
		return false
	}
	if verbose {
		fmt.Fprintf(w, "    (%s)\n", strings.ReplaceAll(err.Error(), "\n", "; "))
	}
	return true
}

func listCUDA(w io.Writer, d *cuda.Driver, lib string, verbose bool) bool {
	devs, err := d.Devices()
	if err != nil {
		if absent(w, "CUDA", lib, err, verbose) {
			return true
		}
		fmt.Fprintf(w, "  error: %v\n", err)
		return false
	}
	path, _ := d.Path()
	infos := make([]driver.Info, len(devs))
	for i, dev := range devs {
		infos[i] = dev.Info()
	}
	writeDevices(w, "CUDA", path, infos)
	return true
}

func listROC(w io.Writer, d *roc.Driver, lib string, verbose bool) bool {
	devs, err := d.Devices()
	if err != nil {
		if absent(w, "ROC", lib, err, verbose) {
			return true
		}
		fmt.Fprintf(w, "  error: %v\n", err)
		return false
	}
	path, _ := d.Path()
	infos := make([]driver.Info, len(devs))
	for i, dev := range devs {
		infos[i] = dev.Info()
	}
	writeDevices(w, "ROC", path, infos)
	return true
}

// writeDevices prints the devices of one backend in numba.cuda.detect()'s
// layout, with a summary line.
func writeDevices(w io.Writer, backend, lib string, infos []driver.Info) {
	plural := "s"
	if len(infos) == 1 {
		plural = ""
	}
	fmt.Fprintf(w, "  Found %d %s device%s (%s)\n", len(infos), backend, plural, lib)
	ok := 0
	for _, in := range infos {
		why := unsupported(in)
		mark := "[SUPPORTED]"
		if why != "" {
			mark = "[NOT SUPPORTED: " + why + "]"
		} else {
			ok++
		}
		fmt.Fprintf(w, "  id %d    %-40s %s\n", in.Ordinal, in.Name, mark)
		if in.Kind == driver.KindCUDA {
			fmt.Fprintf(w, "  %30s: %d.%d (%s)\n", "compute capability", in.ComputeMajor, in.ComputeMinor, in.Arch)
		} else {
			fmt.Fprintf(w, "  %30s: %s\n", "architecture", in.Arch)
		}
		fmt.Fprintf(w, "  %30s: %d\n", "multiprocessors", in.MultiProcessors)
		fmt.Fprintf(w, "  %30s: %.1f GiB\n", "memory", float64(in.TotalMem)/(1<<30))
		fmt.Fprintf(w, "  %30s: %s\n", "pci bus id", in.PCIBusID)
	}
	fmt.Fprintf(w, "  Summary:\n  \t%d/%d devices are supported\n", ok, len(infos))
}

// unsupported says why kern cannot generate code for a device ("" when it
// can).
func unsupported(in driver.Info) string {
	switch in.Kind {
	case driver.KindCUDA:
		if in.ComputeMajor < minCUDAMajor {
			return fmt.Sprintf("compute capability %d.%d < %d.0", in.ComputeMajor, in.ComputeMinor, minCUDAMajor)
		}
	case driver.KindROC:
		if gfxMajor(in.Arch) < minGFXMajor {
			return fmt.Sprintf("architecture %q older than gfx9", in.Arch)
		}
	}
	return ""
}

// gfxMajor is the GCN/RDNA generation of a gfx target: 9 for gfx90a and
// gfx942, 10 for gfx1030, 11 for gfx1100; -1 when arch is not gfxNNN.
func gfxMajor(arch string) int {
	num, ok := strings.CutPrefix(arch, "gfx")
	if !ok || len(num) < 3 {
		return -1
	}
	n, err := strconv.Atoi(num[:len(num)-2]) // the last two are minor and stepping
	if err != nil {
		return -1
	}
	return n
}

package harness

import (
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/simd"
)

// Case is a vectorize or kernel instance.
type Case interface {
	name() string
	// seed draws its operands: the generator's seed of the instance, so
	// that a reduced copy of it is called with the same values.
	seed() uint64
	run(h *runner, t *target)
}

// Result is one line of the program's output: a mismatch, an error, or
// (Start set) the announcement of a case on a target, so that a crash or
// a hang is blamed on the case that was running.
type Result struct {
	Start  bool   `json:"start,omitempty"`
	Case   string `json:"case"`
	Target string `json:"target"`
	Form   string `json:"form,omitempty"`
	N      int    `json:"n"`
	Param  string `json:"param,omitempty"`
	Index  int    `json:"index"`
	Got    string `json:"got,omitempty"`
	Want   string `json:"want,omitempty"`
	Inputs string `json:"inputs,omitempty"`
	Err    string `json:"err,omitempty"`
}

// Summary is the last line: how many comparisons ran and whether the
// CPU has AVX2 (the GODEBUG=cpu.avx2=off run reports false).
type Summary struct {
	Done   bool           `json:"done"`
	Checks map[string]int `json:"checks"` // by target
	AVX2   bool           `json:"avx2"`
}

type target struct {
	name     string
	on       any
	dev      *kern.Device // GPU targets
	portable bool         // compare with the portable-math reference
}

type runner struct {
	rng     *rand.Rand
	lengths []int
	big     int
	checks  map[string]int
	enc     *json.Encoder
	failed  bool     // the current check reported an error
	errs    int      // errors of the current case on the current target
	forms   []string // if set, the only forms run
}

// Main runs every case on the targets named by -targets (cpu, parallel,
// sim, cuda, roc: the emulated devices, a fresh one per case) at the
// lengths of -lengths, and prints one JSON Result per mismatch.
func Main(cases ...Case) {
	targets := flag.String("targets", "cpu,parallel,sim,cuda,roc", "targets to run")
	lengths := flag.String("lengths", "0,1,7,33,257,1000,4099", "operand lengths")
	big := flag.Int("big", 0, "one more length, run in fewer forms")
	seed := flag.Uint64("seed", 1, "seed of the operand values")
	only := flag.String("only", "", "run only these cases (comma-separated)")
	suffix := flag.String("suffix", "", "appended to target names in results (the GODEBUG run)")
	forms := flag.String("forms", "", "run only these operand forms (comma-separated)")
	flag.Parse()
	h := &runner{big: *big, enc: json.NewEncoder(os.Stdout), checks: map[string]int{}}
	if *forms != "" {
		h.forms = strings.Split(*forms, ",")
	}
	for _, s := range strings.Split(*lengths, ",") {
		n, err := strconv.Atoi(s)
		if err != nil {
			fmt.Fprintln(os.Stderr, "harness: -lengths:", err)
			os.Exit(2)
		}
		h.lengths = append(h.lengths, n)
	}
	if *big > 0 {
		h.lengths = append(h.lengths, *big)
	}
	var keep []string
	if *only != "" {
		keep = strings.Split(*only, ",")
	}
	for _, c := range cases {
		if keep != nil && !slices.Contains(keep, c.name()) {
			continue
		}
		for _, tn := range strings.Split(*targets, ",") {
			t, err := makeTarget(tn)
			if err != nil {
				fmt.Fprintln(os.Stderr, "harness:", err)
				os.Exit(2)
			}
			// The same operands on every target and in every run.
			h.rng = rand.New(rand.NewPCG(*seed, c.seed()))
			t.name += *suffix
			h.enc.Encode(Result{Start: true, Case: c.name(), Target: t.name})
			h.errs = 0
			c.run(h, t)
		}
	}
	json.NewEncoder(os.Stdout).Encode(Summary{Done: true, Checks: h.checks, AVX2: simd.AVX2})
}

func makeTarget(name string) (*target, error) {
	switch name {
	case "cpu":
		return &target{name: name, on: kern.CPU}, nil
	case "parallel":
		return &target{name: name, on: kern.Parallel}, nil
	case "sim":
		return &target{name: name, on: kern.Sim}, nil
	case "cuda", "roc":
		t := &target{name: name, portable: true}
		return t, t.renew()
	}
	return nil, fmt.Errorf("unknown target %q", name)
}

// renew gives a GPU target a fresh emulated device: a fault leaves a
// device failed, as on CUDA, and would fail every later call.
func (t *target) renew() error {
	var d *kern.Device
	if strings.HasPrefix(t.name, "roc") {
		e, err := emu.NewROC(emu.WithMemory(1 << 30))
		if err != nil {
			return err
		}
		d = kern.NewDevice(e)
	} else {
		d = kern.NewDevice(emu.New(emu.WithMemory(1 << 30)))
	}
	t.on, t.dev = d, d
	return nil
}

// maxErrs errors end a case on a target: after a fault the device is
// replaced, and a case that faults everywhere would reload its module for
// every form and length.
const maxErrs = 4

// check runs one comparison, turning a panic into a result.
func (h *runner) check(name string, t *target, form string, n int, f func()) {
	if h.forms != nil && !slices.Contains(h.forms, form) || h.errs >= maxErrs {
		return
	}
	h.checks[t.name]++
	h.failed = false
	defer func() {
		if p := recover(); p != nil {
			h.fail(name, t, form, n, "", -1, "", "", "", fmt.Errorf("panic: %v\n%s", p, debug.Stack()))
		}
		if h.failed && t.dev != nil {
			if err := t.renew(); err != nil {
				panic(err)
			}
		}
	}()
	f()
}

func (h *runner) fail(name string, t *target, form string, n int, param string, i int, got, want, inputs string, err error) {
	r := Result{Case: name, Target: t.name, Form: form, N: n, Param: param, Index: i, Got: got, Want: want, Inputs: inputs}
	if err != nil {
		r.Err = err.Error()
		h.failed = true
		if h.errs++; h.errs == maxErrs {
			r.Err += fmt.Sprintf(" (error %d of the case on this target: its other checks there are skipped)", maxErrs)
		}
	}
	h.enc.Encode(r)
}

package difffuzz

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/amdgpu"
	"github.com/kernlab/kern/internal/gen"
	"github.com/kernlab/kern/internal/testing/difffuzz/harness"
	"github.com/kernlab/kern/simd"
)

// Options say what a batch run compares.
type Options struct {
	// Targets are harness targets: cpu, parallel, sim, cuda, roc.
	Targets []string
	// Lengths are the operand lengths; Big is one more, run in fewer forms
	// (0: none).
	Lengths []int
	Big     int
	// Forms, if set, are the only operand forms run (harness names).
	Forms []string
	// NoAVX2 also runs the CPU targets with GODEBUG=cpu.avx2=off, so that
	// the Go loops that stand in for the AVX2 loops are compared too
	// (reported as target cpu-noavx2, parallel-noavx2), and, where the CPU
	// has AVX-512 (whose loops the first run takes), with
	// GODEBUG=cpu.avx512f=off, so that the AVX2 loops are too (cpu-avx2,
	// parallel-avx2).
	NoAVX2 bool
	// CodeObjects builds gfx90a code objects with llc-15 and ld.lld-15
	// when they are found; the emulated ROC device then checks its
	// kernarg layout against their metadata.
	CodeObjects bool
	// SkipPrecheck does not load the module on this checkout's emulated
	// devices first (for programs linked against another checkout's).
	SkipPrecheck bool
	// Timeout bounds one run of a batch's program (0: 5 minutes and 30
	// seconds per case).
	Timeout time.Duration
	// Log, if set, receives progress.
	Log func(format string, args ...any)
}

// DefaultTargets are every target the harness knows.
var DefaultTargets = []string{"cpu", "parallel", "sim", "cuda", "roc"}

func (o *Options) logf(format string, args ...any) {
	if o.Log != nil {
		o.Log(format, args...)
	}
}

// Finding is a result that differs from plain Go, an error a call
// returned, a crash or hang of the program, or a generated program kern
// gen rejected (Kind "rejected": a generator bug unless it is kern's).
type Finding struct {
	Instance *Instance
	Kind     string // mismatch, error, crash, timeout, rejected
	harness.Result
}

func (f Finding) String() string {
	r := f.Result
	seed := ""
	if f.Instance != nil {
		seed = fmt.Sprintf(" (seed %#x)", f.Instance.Seed)
	}
	s := fmt.Sprintf("%s%s %s on %s", r.Case, seed, f.Kind, r.Target)
	if r.Form != "" {
		s += fmt.Sprintf(", form %s, n=%d", r.Form, r.N)
	}
	if r.Param != "" {
		s += ", " + r.Param
	}
	if r.Index >= 0 && r.Got != "" {
		s += fmt.Sprintf(", index %d: got %s, want %s", r.Index, r.Got, r.Want)
		if r.Inputs != "" {
			s += " (inputs " + r.Inputs + ")"
		}
	}
	if r.Err != "" {
		s += ": " + firstLines(r.Err, 6)
	}
	return s
}

func firstLines(s string, n int) string {
	ls := strings.SplitN(s, "\n", n+1)
	if len(ls) > n {
		ls = append(ls[:n], "...")
	}
	return strings.Join(ls, "\n")
}

// BatchResult is what a batch run found.
type BatchResult struct {
	Findings        []Finding
	Checks          map[string]int // comparisons made, by target
	SIMD            []string       // loops (by identity) kern gen wrote AVX2 code for
	Refused         map[string]int // why the others have none, counted
	Ran             []*Instance
	Gen, Build, Run time.Duration
}

// RunBatch writes insts as the package main in directory name of the
// module, runs kern gen's pipeline on it once, builds it and runs it.
// Instances that kern gen rejects or that do not build are reported and
// left out; those whose code an emulated device cannot load are reported
// and run again in a second batch without that device.
func (m *Module) RunBatch(name string, insts []*Instance, o Options) (*BatchResult, error) {
	res := &BatchResult{}
	excluded, failed, err := m.runBatch(name, insts, o, res)
	if err != nil || len(excluded) == 0 {
		return res, err
	}
	o.Targets = slices.DeleteFunc(slices.Clone(o.Targets), func(t string) bool { return slices.Contains(failed, t) })
	_, _, err = m.runBatch(name+"x", excluded, o, res)
	return res, err
}

func (m *Module) runBatch(name string, insts []*Instance, o Options, res *BatchResult) (excluded []*Instance, failed []string, err error) {
	dir := filepath.Join(m.Dir, name)
	insts = slices.Clone(insts)
	byFile := map[string]*Instance{}
	for _, in := range insts {
		low := strings.ToLower(in.Name)
		byFile[low+".go"], byFile[low+"_ref.go"] = in, in
	}
	targets := o.Targets
	for attempt := 0; ; attempt++ {
		if len(insts) == 0 {
			return excluded, failed, nil
		}
		bad, loads, err := m.prepare(dir, insts, targets, o, res)
		if err == nil && len(loads) == 0 {
			break
		}
		if attempt >= 6 || err != nil && len(bad) == 0 {
			return excluded, failed, err
		}
		for _, b := range bad {
			in := byFile[b.file]
			if in == nil {
				return excluded, failed, err
			}
			if slices.Contains(insts, in) {
				insts = slices.DeleteFunc(insts, func(x *Instance) bool { return x == in })
				res.Findings = append(res.Findings, Finding{Instance: in, Kind: "rejected", Result: harness.Result{Case: in.Name, Target: "kern gen", Index: -1, Err: b.msg}})
			}
		}
		for _, l := range loads {
			if l.inst == nil {
				// Not pinned on an instance: the batch runs without the target.
				targets = slices.DeleteFunc(slices.Clone(targets), func(t string) bool { return t == l.target })
				res.Findings = append(res.Findings, Finding{Kind: "error", Result: harness.Result{Case: name, Target: l.target, Form: "load", Index: -1, Err: l.msg}})
				continue
			}
			insts = slices.DeleteFunc(insts, func(x *Instance) bool { return x == l.inst })
			excluded = append(excluded, l.inst)
			if !slices.Contains(failed, l.target) {
				failed = append(failed, l.target)
			}
			res.Findings = append(res.Findings, Finding{Instance: l.inst, Kind: "error", Result: harness.Result{Case: l.inst.Name, Target: l.target, Form: "load", Index: -1, Err: l.msg}})
		}
	}
	res.Ran = append(res.Ran, insts...)
	byCase := map[string]*Instance{}
	var cases []string
	for _, in := range insts {
		for _, c := range in.Cases() {
			byCase[c] = in
			cases = append(cases, c)
		}
	}
	start := time.Now()
	m.runProgram(dir, cases, byCase, targets, "", nil, o, res)
	if o.NoAVX2 {
		var cpu []string
		for _, t := range targets {
			if t == "cpu" || t == "parallel" {
				cpu = append(cpu, t)
			}
		}
		if len(cpu) > 0 {
			m.runProgram(dir, cases, byCase, cpu, "-noavx2", []string{"GODEBUG=cpu.avx2=off"}, o, res)
			if simd.AVX512 {
				m.runProgram(dir, cases, byCase, cpu, "-avx2", []string{"GODEBUG=cpu.avx512f=off"}, o, res)
			}
		}
	}
	res.Run += time.Since(start)
	return excluded, failed, nil
}

type badFile struct{ file, msg string }

var fileRef = regexp.MustCompile(`([a-z0-9_]+\.go):\d+`)

// prepare writes, generates and builds the package. On failure it
// returns the instance files the errors point at.
func (m *Module) prepare(dir string, insts []*Instance, targets []string, o Options, res *BatchResult) ([]badFile, []loadFailure, error) {
	files, err := renderBatch(insts)
	if err != nil {
		return nil, nil, err
	}
	if err := os.RemoveAll(dir); err != nil {
		return nil, nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, nil, err
	}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			return nil, nil, err
		}
	}
	// Code objects (llc) cost most of kern gen's time: the first pass,
	// which may find instances a device cannot load, builds none.
	pkgs, bad, fails, err := m.generate(dir, insts, targets, false, o, res)
	if err != nil || len(fails) > 0 {
		return bad, fails, err
	}
	if o.CodeObjects {
		if pkgs, bad, fails, err = m.generate(dir, insts, targets, true, o, res); err != nil || len(fails) > 0 {
			return bad, fails, err
		}
	}
	for _, p := range pkgs {
		if err := p.Write(gen.DefaultOut); err != nil {
			return nil, nil, err
		}
	}
	for _, f := range pkgs[0].Funcs {
		switch {
		case f.SIMD != "":
			res.SIMD = append(res.SIMD, f.ID)
		case f.SIMDRefused != "":
			if res.Refused == nil {
				res.Refused = map[string]int{}
			}
			res.Refused[f.SIMDRefused]++
		}
	}
	start := time.Now()
	_, err = m.goCmd(dir, nil, "build", "-o", "prog", ".")
	res.Build += time.Since(start)
	if err != nil {
		return errFiles(err.Error()), nil, err
	}
	return nil, nil, nil
}

// generate runs kern gen on dir and loads the module on the emulated
// devices of targets.
func (m *Module) generate(dir string, insts []*Instance, targets []string, codeObjects bool, o Options, res *BatchResult) ([]*gen.Package, []badFile, []loadFailure, error) {
	start := time.Now()
	opts := gen.Options{Dir: dir, MCPUs: []string{"gfx90a"}, SIMDForce: true, Generator: "difffuzz"}
	// Every target is compared with Go's bits, so GPU code keeps x*y+z a
	// multiply and an add (kern gen -fmad=false), as internal/testing/gputest
	// does; contraction is a documented, deliberate difference.
	opts.Compiler.NoFMA = true
	if codeObjects {
		opts.Tools = amdgpu.ToolsFromEnv()
	}
	pkgs, diags, err := gen.Generate(opts)
	res.Gen += time.Since(start)
	o.logf("difffuzz: kern gen of %d instances: %v", len(insts), time.Since(start))
	if len(diags) > 0 {
		return nil, diagFiles(diags), nil, diags.Err()
	}
	if err != nil {
		return nil, errFiles(err.Error()), nil, err
	}
	if len(pkgs) == 0 {
		return nil, nil, nil, fmt.Errorf("difffuzz: kern gen found no marked functions in %s", dir)
	}
	if !o.SkipPrecheck {
		if fails, un := precheck(pkgs[0], insts, targets); len(fails) > 0 || un != "" {
			if un != "" {
				fails = append(fails, loadFailure{target: strings.SplitN(un, ":", 2)[0], msg: un})
			}
			return nil, nil, fails, nil
		}
	}
	return pkgs, nil, nil, nil
}

func diagFiles(ds compiler.Diagnostics) []badFile {
	var bad []badFile
	for _, d := range ds {
		bad = append(bad, badFile{filepath.Base(d.Pos.Filename), d.Error()})
	}
	return bad
}

func errFiles(msg string) []badFile {
	var bad []badFile
	for _, m := range fileRef.FindAllStringSubmatch(msg, -1) {
		if m[1] != "main.go" && !strings.HasPrefix(m[1], "kern_gen") {
			bad = append(bad, badFile{m[1], firstLines(msg, 20)})
		}
	}
	return bad
}

// runProgram runs the batch's program until every case has run on every
// target: after a crash or a timeout it is blamed on the case that was
// running, and the program is started again after that case.
func (m *Module) runProgram(dir string, cases []string, byCase map[string]*Instance, targets []string, suffix string, env []string, o Options, res *BatchResult) {
	lengths := make([]string, len(o.Lengths))
	for i, n := range o.Lengths {
		lengths[i] = fmt.Sprint(n)
	}
	for len(cases) > 0 {
		args := []string{"-targets", strings.Join(targets, ","), "-lengths", strings.Join(lengths, ","),
			"-big", fmt.Sprint(o.Big), "-suffix", suffix, "-only", strings.Join(cases, ","), "-forms", strings.Join(o.Forms, ",")}
		timeout := o.Timeout
		if timeout == 0 {
			// Generous: the emulated devices share a loaded machine.
			timeout = 5*time.Minute + time.Duration(len(cases))*30*time.Second
		}
		ctx, cancel := context.WithTimeout(context.Background(), timeout)
		cmd := exec.CommandContext(ctx, filepath.Join(dir, "prog"), args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), env...)
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		cancel()
		last, done := "", false
		sc := bufio.NewScanner(&stdout)
		sc.Buffer(make([]byte, 1<<20), 1<<24)
		for sc.Scan() {
			var r harness.Result
			line := sc.Bytes()
			if bytes.Contains(line, []byte(`"done":true`)) {
				var s harness.Summary
				json.Unmarshal(line, &s)
				for t, n := range s.Checks {
					if res.Checks == nil {
						res.Checks = map[string]int{}
					}
					res.Checks[t] += n
				}
				done = true
				continue
			}
			if json.Unmarshal(line, &r) != nil {
				continue
			}
			if r.Start {
				last = r.Case
				continue
			}
			kind := "mismatch"
			if r.Err != "" {
				kind = "error"
			}
			res.Findings = append(res.Findings, Finding{Instance: byCase[r.Case], Kind: kind, Result: r})
		}
		if done {
			return
		}
		kind := "crash"
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			kind = "timeout"
		}
		i := slices.Index(cases, last)
		if i < 0 {
			res.Findings = append(res.Findings, Finding{Instance: byCase[cases[0]], Kind: kind,
				Result: harness.Result{Case: cases[0], Target: "program" + suffix, Index: -1, Err: fmt.Sprintf("%v\n%s", err, tail(stderr.String(), 40))}})
			i = 0
		} else {
			res.Findings = append(res.Findings, Finding{Instance: byCase[last], Kind: kind,
				Result: harness.Result{Case: last, Target: lastTarget(stdout.String()) + suffix, Index: -1, Err: fmt.Sprintf("%v\n%s", err, tail(stderr.String(), 40))}})
		}
		o.logf("difffuzz: %s %s: %v", kind, cases[i], err)
		cases = cases[i+1:]
	}
}

// lastTarget is the target of the last start line.
func lastTarget(out string) string {
	i := strings.LastIndex(out, `"start":true`)
	if i < 0 {
		return "?"
	}
	var r harness.Result
	line := out[strings.LastIndex(out[:i], "\n")+1:]
	if j := strings.IndexByte(line, '\n'); j >= 0 {
		line = line[:j]
	}
	json.Unmarshal([]byte(line), &r)
	return baseTarget(r.Target)
}

// baseTarget is a target without the suffix of a run with a CPU feature
// turned off ("cpu-noavx2", "cpu-avx2": "cpu").
func baseTarget(t string) string {
	if s, ok := strings.CutSuffix(t, "-noavx2"); ok {
		return s
	}
	return strings.TrimSuffix(t, "-avx2")
}

func tail(s string, n int) string {
	ls := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(ls) > n {
		ls = ls[len(ls)-n:]
	}
	return strings.Join(ls, "\n")
}

package gen

import (
	"fmt"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/internal/hostmath"
)

// hostmathPath is the import path the twins are compiled under.
const hostmathPath = "github.com/kernlab/kern/internal/hostmath"

// asmTwins are the math functions (by the front end's names for their Go
// source) that the amd64 build of package math runs as assembly
// (exp_asm.go, log_asm.go, hypot_asm.go), with the name of their twin in
// internal/hostmath. The Go loop runs the assembly, kern's IR the Go
// source, and the two need not agree bit for bit (the host's math.Log even
// differs on subnormals), so a SIMD loop calls the twin. A Go release that
// runs another math function as assembly needs its twin here. (Max and
// Min, dim_asm.go, agree with their Go source bit for bit: NaN is
// math.NaN's bits, ±0 ordered alike.)
var asmTwins = map[string]string{"math.exp": "Exp", "math.log": "Log", "math.hypot": "Hypot"}

// hostTwins are the twins of asmTwins compiled by the front end, keyed by
// the IR name of the Go-source function each stands in for.
func hostTwins(prog *compiler.Program) (map[string]*ir.Function, error) {
	p, err := compiler.LoadSource(prog, hostmathPath, hostmath.Sources)
	if err != nil {
		return nil, fmt.Errorf("%w: internal/hostmath: %w", ErrGen, err)
	}
	twins := map[string]*ir.Function{}
	for name, fn := range asmTwins {
		job := compiler.Job{Pkg: hostmathPath, Func: fn}
		mod, diags := compiler.Compile(p, job)
		if len(diags) > 0 {
			return nil, fmt.Errorf("%w: internal/hostmath: %v", ErrGen, diags)
		}
		twins[name] = mod.Func(job.Name())
	}
	return twins, nil
}

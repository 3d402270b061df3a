package gen

import (
	"fmt"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/internal/hostmath"
)

// hostmathPath is the import path the twins are compiled under.
const hostmathPath = "github.com/kernlab/kern/internal/hostmath"

// hostTwins are internal/hostmath's twins of math functions Go runs as
// amd64 assembly, compiled by the front end, keyed by the IR name of the
// Go-source function each stands in for in a SIMD loop. math.max and
// math.min need no twin: dim_amd64.s and their Go source agree bit for
// bit (NaN is math.NaN's bits, ±0 ordered alike).
func hostTwins(prog *compiler.Program) (map[string]*ir.Function, error) {
	p, err := compiler.LoadSource(prog, hostmathPath, map[string][]byte{"exp.go": hostmath.ExpSource, "log.go": hostmath.LogSource, "hypot.go": hostmath.HypotSource})
	if err != nil {
		return nil, fmt.Errorf("%w: internal/hostmath: %w", ErrGen, err)
	}
	twins := map[string]*ir.Function{}
	for name, fn := range map[string]string{"math.exp": "Exp", "math.log": "Log", "math.hypot": "Hypot"} {
		job := compiler.Job{Pkg: hostmathPath, Func: fn}
		mod, diags := compiler.Compile(p, job)
		if len(diags) > 0 {
			return nil, fmt.Errorf("%w: internal/hostmath: %v", ErrGen, diags)
		}
		twins[name] = mod.Func(job.Name())
	}
	return twins, nil
}

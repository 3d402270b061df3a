package compiler_test

import (
	"testing"
	"time"

	"github.com/kernlab/kern/compiler"
)

// BenchmarkCompile measures lowering every marked function of the accept
// corpus, each as its own Job (its device functions included, such as
// Go's math.Pow source), excluding the go/packages load. The target is
// 20 ms per kernel.
func BenchmarkCompile(b *testing.B) {
	p := program(b)
	var jobs []compiler.Job
	for _, j := range p.Jobs(compiler.Options{}) {
		if j.Pkg == acceptPkg {
			jobs = append(jobs, j)
		}
	}
	b.ResetTimer()
	start := time.Now()
	for range b.N {
		for _, j := range jobs {
			if _, diags := compiler.Compile(p, j); len(diags) > 0 {
				b.Fatal(diags)
			}
		}
	}
	perKernel := time.Since(start) / time.Duration(b.N*len(jobs))
	b.ReportMetric(float64(perKernel.Microseconds())/1000, "ms/kernel")
	b.ReportMetric(float64(len(jobs)), "kernels")
}

// TestCompileJob checks Compile of single jobs: a module per job holding
// the entry and its callees, and an error for an unknown job.
func TestCompileJob(t *testing.T) {
	p := program(t)
	j := compiler.Job{Pkg: acceptPkg, Func: "DeviceFn"}
	mod, diags := compiler.Compile(p, j)
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	if mod.Func(j.Name()) == nil || mod.Func(acceptPkg+".powDiv") == nil || mod.Func("math.pow") == nil {
		t.Errorf("module of %s lacks the entry or its callees: %v", j.Name(), mod.Funcs)
	}
	// Jobs are comparable values: they key a cache.
	cache := map[compiler.Job]bool{j: true}
	if !cache[compiler.Job{Pkg: acceptPkg, Func: "DeviceFn"}] || cache[compiler.Job{Pkg: acceptPkg, Func: "DeviceFn", Options: compiler.Options{Debug: true}}] {
		t.Error("Job does not work as a map key")
	}
	if _, diags := compiler.Compile(p, compiler.Job{Pkg: acceptPkg, Func: "Discriminant", TypeArgs: "int8"}); !diags.Has("K027") {
		t.Errorf("unknown instance: %v, want K027", diags)
	}
	var n int
	for _, j := range p.Jobs(compiler.Options{}) {
		if j.Pkg == acceptPkg {
			n++
		}
	}
	if n < 40 {
		t.Errorf("accept corpus has %d jobs, want at least 40", n)
	}
}

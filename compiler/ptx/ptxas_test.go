package ptx

import (
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// testModules are the hand-built coverage modules with the options they
// need.
func testModules() []struct {
	m    *ir.Module
	opts Options
} {
	return []struct {
		m    *ir.Module
		opts Options
	}{
		{arithModule(), Options{}},
		{arithModule(), Options{Debug: true}},
		{convModule(), Options{}},
		{mathModule(false), Options{}},
		{mathModule(true), Options{FastMath: true}},
		{atomicModule(), Options{}},
		{shflModule(), Options{}},
		{syncModule(), Options{}},
		{controlModule(), Options{}},
		{memoryModule(), Options{Debug: true}},
	}
}

// TestCompileCoverage compiles every coverage module for each arch (no
// tool needed), then assembles each with ptxas when it is available.
func TestCompileCoverage(t *testing.T) {
	for _, tm := range testModules() {
		for _, arch := range testArchs {
			opts := tm.opts
			opts.Arch = arch
			mustCompile(t, tm.m, opts)
		}
	}
}

func TestPtxasAcceptsCoverage(t *testing.T) {
	tool := ptxasTool(t)
	for _, tm := range testModules() {
		for _, arch := range testArchs {
			opts := tm.opts
			opts.Arch = arch
			t.Run(tm.m.Name+"/"+arch, func(t *testing.T) {
				ptxas(t, tool, arch, mustCompile(t, tm.m, opts))
			})
		}
	}
}

// TestPtxasOtherArchs assembles the arch-dependent modules (atomics,
// shuffles) for one target of every other PTX version, and sm_50 and sm_60
// around the f64 atomic add change.
func TestPtxasOtherArchs(t *testing.T) {
	tool := ptxasTool(t)
	seen := map[string]bool{}
	for _, arch := range testArchs {
		seen[archVersions[arch]] = true
	}
	for _, arch := range Archs() {
		v := archVersions[arch]
		if seen[v] && arch != "sm_50" && arch != "sm_60" {
			continue
		}
		seen[v] = true
		for _, m := range []*ir.Module{atomicModule(), shflModule()} {
			t.Run(m.Name+"/"+arch, func(t *testing.T) {
				ptxas(t, tool, arch, mustCompile(t, m, Options{Arch: arch}))
			})
		}
	}
}

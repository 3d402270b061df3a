package main

import (
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/testtool"
)

// The checked-in PTX assembles with ptxas for the architecture it was
// written for and for the H100's (skipped without kern_gen.go, or without
// ptxas unless KERN_REQUIRE_TOOLS=1).
func TestGeneratedPTXAssembles(t *testing.T) {
	p, ok := kern.Generated().Package("github.com/kernlab/kern/examples/ufuncs")
	if !ok {
		t.Skip("no kern_gen.go: run go generate ./examples/ufuncs")
	}
	testtool.AssemblePTX(t, "kern_gen.ptx", p.PTXArch, "sm_90")
}

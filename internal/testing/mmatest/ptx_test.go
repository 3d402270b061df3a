package mmatest

import (
	"os"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/testtool"
)

// The checked-in PTX assembles with ptxas for the architecture it was
// written for and for the H100's (skipped without kern_gen.go, or without
// ptxas unless KERN_REQUIRE_TOOLS=1).
func TestGeneratedPTXAssembles(t *testing.T) {
	p, ok := kern.Generated().Package("github.com/kernlab/kern/internal/testing/mmatest")
	if !ok {
		t.Skip("no kern_gen.go: run go generate ./internal/testing/mmatest")
	}
	testtool.AssemblePTX(t, "kern_gen.ptx", p.PTXArch, "sm_90")
}

// The shared-tile kernels load their fragments with ldmatrix where the
// layout allows (the emulated suite's results cannot tell the ldmatrix
// path from the scalar loads, which give the same fragment): A row-major
// and B column-major without .trans, the other layouts of 16-bit inputs
// with it, tf32 only without.
func TestSharedTilesUseLdmatrix(t *testing.T) {
	src, err := os.ReadFile("kern_gen.ptx")
	if err != nil {
		t.Skip("no kern_gen.ptx: run go generate ./internal/testing/mmatest")
	}
	for _, c := range []struct {
		kernel       string
		plain, trans int
	}{
		{"TileRowShared_5bkern_2eFloat16_5d", 1, 1},
		{"TileColShared_5bkern_2eFloat16_5d", 1, 1},
		{"TileRowShared_5bkern_2eBFloat16_5d", 1, 1},
		{"TileRowShared_5bfloat32_5d", 1, 0},
		{"TileColShared_5bfloat32_5d", 1, 0},
		{"TileRow_5bkern_2eFloat16_5d", 0, 0}, // global tiles: scalar loads
	} {
		body := entryBody(string(src), c.kernel)
		if body == "" {
			t.Fatalf("no entry %s in kern_gen.ptx", c.kernel)
		}
		plain := strings.Count(body, "ldmatrix.sync.aligned.m8n8.x4.shared.b16")
		trans := strings.Count(body, "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16")
		if plain != c.plain || trans != c.trans {
			t.Errorf("%s: %d ldmatrix, %d ldmatrix.trans; want %d, %d", c.kernel, plain, trans, c.plain, c.trans)
		}
		// A leading dimension known only at run time: each ldmatrix
		// behind a warp vote on the rows' alignment.
		if votes := strings.Count(body, "vote.sync.all.pred"); votes != plain+trans {
			t.Errorf("%s: %d alignment votes for %d ldmatrix", c.kernel, votes, plain+trans)
		}
	}
	// Matmul stages A in a shared array at offsets of whole rows of a
	// constant 16-element leading dimension: every row is 16-byte aligned
	// whatever the lane, so its loads are ldmatrix alone.
	for _, k := range []string{"Matmul_5bkern_2eFloat16_5d", "Matmul_5bkern_2eBFloat16_5d", "Matmul_5bfloat32_5d"} {
		body := entryBody(string(src), k)
		if n, votes := strings.Count(body, "ldmatrix.sync"), strings.Count(body, "vote.sync"); n == 0 || votes != 0 {
			t.Errorf("%s: %d ldmatrix, %d votes; want ldmatrix without a run-time test", k, n, votes)
		}
	}
}

// entryBody is the text of the PTX entry whose mangled name ends in
// name, up to the next entry.
func entryBody(src, name string) string {
	i := strings.Index(src, "_2e"+name+"(")
	if i < 0 {
		return ""
	}
	rest := src[i:]
	if j := strings.Index(rest[1:], ".visible .entry"); j >= 0 {
		rest = rest[:j+1]
	}
	return rest
}

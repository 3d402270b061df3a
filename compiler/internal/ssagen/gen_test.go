package ssagen

import (
	"go/token"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
	"golang.org/x/tools/go/ssa"
)

// TestInternalPanic checks that a panic while lowering (here: an ssa
// function without a signature) becomes a K999 diagnostic.
func TestInternalPanic(t *testing.T) {
	g := New(token.NewFileSet(), "m", Options{})
	broken := &ssa.Function{Blocks: []*ssa.BasicBlock{{}}}
	f := &ir.Function{Name: "broken"}
	g.lowerSafely(broken, f, false)
	if len(g.Diags) != 1 || g.Diags[0].Code != CodeInternal {
		t.Fatalf("diags = %+v, want one %s", g.Diags, CodeInternal)
	}
	if f.Blocks != nil {
		t.Error("a function that failed to lower keeps blocks")
	}
}

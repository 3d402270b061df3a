package gen

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler"
)

// TestAsyncSpaces: a kern.CopyAsync into global memory or from shared
// memory through a helper, which the front end cannot see, is refused
// with K033 at the copy once inlining shows it, naming the kernel; the
// helper's correct use is not.
func TestAsyncSpaces(t *testing.T) {
	if testing.Short() {
		t.Skip("loads and compiles a package")
	}
	_, diags, err := Generate(Options{Dir: ".", Patterns: []string{"./testdata/asyncspaces"}, Generator: "test", NoFiles: true})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range diags {
		if d.Code != compiler.CodeKernAPI || filepath.Base(d.Pos.Filename) != "asyncspaces.go" || d.Pos.Line != 8 {
			t.Errorf("diagnostic %v: want K033 at asyncspaces.go:8", d)
		}
		switch {
		case d.Kernel == "IntoGlobal" && strings.Contains(d.Msg, "its destination here is global memory"),
			d.Kernel == "FromShared" && strings.Contains(d.Msg, "its source here is shared memory"):
			got = append(got, d.Kernel)
		default:
			t.Errorf("unexpected diagnostic %v", d)
		}
	}
	slices.Sort(got)
	if !slices.Equal(got, []string{"FromShared", "IntoGlobal"}) {
		t.Errorf("refused %v, want FromShared and IntoGlobal once each", got)
	}
}

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRowsExist checks every row against the code it names: kern's kernel
// in its package's kern_gen.ptx and the C kernel in src/kernels.cu, so a
// renamed kernel breaks this test rather than compare.sh.
func TestRowsExist(t *testing.T) {
	cu, err := os.ReadFile("src/kernels.cu")
	if err != nil {
		t.Fatal(err)
	}
	ptx := map[string]string{}
	for _, p := range pkgs {
		b, err := os.ReadFile(filepath.Join("..", "..", p.dir, "kern_gen.ptx"))
		if err != nil {
			t.Fatal(err)
		}
		ptx[p.key] = string(b)
	}
	for _, r := range rows {
		if !strings.Contains(ptx[r.pkg], ".entry "+r.kernSymbol()+"(") {
			t.Errorf("%s: no .entry %s in %s/kern_gen.ptx", r.name, r.kernSymbol(), pkgByKey(r.pkg).dir)
		}
		if !strings.Contains(string(cu), r.clang+"(") && !strings.Contains(string(cu), "("+r.clang+",") {
			t.Errorf("%s: src/kernels.cu defines no %s", r.name, r.clang)
		}
	}
}

func TestPTXSubset(t *testing.T) {
	src := ".version 7.0\n.target sm_80\n\n.visible .entry a(\n)\n{\n\tret;\n}\n.visible .entry b(\n)\n{\n\tbfe.u64 %rd1, %rd1, 1, 2;\n}\n"
	got := string(ptxSubset([]byte(src), "a"))
	if !strings.Contains(got, ".target sm_80") || !strings.Contains(got, "entry a(") || strings.Contains(got, "bfe") {
		t.Errorf("ptxSubset kept:\n%s", got)
	}
}

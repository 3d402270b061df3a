package macc

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/testtool"
)

// TestGeneratedPTX assembles the checked-in PTX with ptxas for sm_80 and
// sm_90 (skipped without ptxas unless KERN_REQUIRE_TOOLS=1), and checks
// each kernel's mma.sync forms by pattern, which ptxas cannot: m16n8k32
// naming A's type, then B's, as the kernel's name does, and no .satfinite
// (the sums wrap).
func TestGeneratedPTX(t *testing.T) {
	p, ok := kern.Generated().Package("github.com/kernlab/kern/internal/testing/mmatest/macc")
	if !ok {
		t.Skip("no kern_gen.go: run go generate ./internal/testing/mmatest/macc")
	}
	testtool.AssemblePTX(t, "kern_gen.ptx", p.PTXArch, "sm_90")
	src, err := os.ReadFile("kern_gen.ptx")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(src), "satfinite") {
		t.Error("an integer mma.sync saturates: kern.MMA's int32 sums wrap")
	}
	form := regexp.MustCompile(`mma\.sync\.aligned\.m16n8k32\.row\.col\.s32\.(s8|u8)\.(s8|u8)\.s32 `)
	for _, c := range []struct {
		kernel, form string
		n            int
	}{
		{"LayoutsS8", "s32.s8.s8.s32", 2},
		{"LayoutsS8U8", "s32.s8.u8.s32", 2},
		{"LayoutsU8S8", "s32.u8.s8.s32", 2},
		{"LayoutsU8", "s32.u8.u8.s32", 2},
		{"FillU8S8", "s32.u8.s8.s32", 4},
		{"SharedS8U8", "s32.s8.u8.s32", 2},
	} {
		body := entryBody(string(src), c.kernel)
		if body == "" {
			t.Fatalf("no entry %s in kern_gen.ptx", c.kernel)
		}
		all := strings.Count(body, "mma.sync")
		forms := form.FindAllString(body, -1)
		if all != c.n || len(forms) != all {
			t.Errorf("%s: %d mma.sync, %d of the expected forms; want %d", c.kernel, all, len(forms), c.n)
		}
		for _, f := range forms {
			if !strings.Contains(f, "."+c.form+" ") {
				t.Errorf("%s: %s, want the .%s form", c.kernel, f, c.form)
			}
		}
	}
}

// entryBody is the text of the .entry of this package's kernel name in
// src (its mangled name ends in "_2e" and name), or "".
func entryBody(src, name string) string {
	i := strings.Index(src, "_2e"+name+"(\n")
	if i < 0 {
		return ""
	}
	body := src[i:]
	if j := strings.Index(body[1:], ".entry "); j >= 0 {
		body = body[:j+1]
	}
	return body
}

// TestGeneratedLL checks each processor's LLVM IR for its integer matrix
// instruction, and CDNA's uint8 split: per kernel, the MFMAs its types
// need (s8×s8 one product, one uint8 operand two, u8×u8 four; each two
// 16x16x16i8 on gfx90a), and on gfx1100 two WMMAs a call with the
// operands' sign flags.
func TestGeneratedLL(t *testing.T) {
	// (FillU8S8's two calls share a product, which the optimizer computes
	// once: not counted.)
	products := map[string]int{"LayoutsS8": 1, "LayoutsS8U8": 2, "LayoutsU8S8": 2, "LayoutsU8": 4, "SharedS8U8": 2}
	for _, c := range []struct {
		file, call string
		per        int // calls a product
	}{
		{"kern_gen.ll", "call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(", 2},
		{"kern_gen_gfx940.ll", "call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x32.i8(", 1},
	} {
		src, err := os.ReadFile(c.file)
		if err != nil {
			t.Fatal(err)
		}
		for kernel, n := range products {
			body := llBody(string(src), kernel)
			if body == "" {
				t.Fatalf("%s: no function %s", c.file, kernel)
			}
			if got := strings.Count(body, c.call); got != n*c.per {
				t.Errorf("%s %s: %d calls of %s, want %d", c.file, kernel, got, c.call, n*c.per)
			}
		}
	}
	src, err := os.ReadFile("kern_gen_gfx1100.ll")
	if err != nil {
		t.Fatal(err)
	}
	for kernel, signs := range map[string]string{"LayoutsS8": "true, true", "LayoutsS8U8": "true, false", "LayoutsU8S8": "false, true", "LayoutsU8": "false, false"} {
		body := llBody(string(src), kernel)
		sg := strings.Split(signs, ", ")
		re := regexp.MustCompile(`call <8 x i32> @llvm\.amdgcn\.wmma\.i32\.16x16x16\.iu8\.v8i32\(i1 ` + sg[0] + `, <4 x i32> %[.0-9]+, i1 ` + sg[1] + `, `)
		if all, ok := strings.Count(body, "@llvm.amdgcn.wmma."), len(re.FindAllString(body, -1)); all != 2 || ok != 2 {
			t.Errorf("gfx1100 %s: %d WMMA calls, %d with the signs %q; want 2, 2", kernel, all, ok, signs)
		}
	}
}

// llBody is the text of this package's kernel name's LLVM function in
// src, or "".
func llBody(src, name string) string {
	i := strings.Index(src, "_2e"+name+"(")
	if i < 0 {
		return ""
	}
	body := src[i:]
	if j := strings.Index(body, "\n}\n"); j >= 0 {
		body = body[:j]
	}
	return body
}

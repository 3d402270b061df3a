package emu

import (
	"fmt"
	"math"
	"strings"
	"testing"
)

// constCases are LLVM constants, each stored by a kernel into its own
// 8-byte slot of out, with the bits that must land there (the low
// size-of-type bytes; want < 0 names a slot the test checks itself).
var constCases = []struct {
	ty, expr string
	want     uint64
}{
	// Literals: decimal, hex doubles for float and double, a float NaN
	// payload and a signalling NaN kept through the hex double.
	{"i32", "-7", 0xfffffff9},
	{"float", "0x3FF8000000000000", uint64(math.Float32bits(1.5))},
	{"double", "0x7FF8000000000000", 0x7ff8000000000000},
	{"float", "0x7FF8000020000000", 0x7fc00001},
	{"float", "0x7FF0000020000000", 0x7f800001},
	{"double", "-2.5e+00", math.Float64bits(-2.5)},
	// What kern's backend writes for a float NaN (x / float32(math.Log(-1))).
	{"float", "bitcast (i32 2143289344 to float)", 0x7fc00000},
	{"i64", "bitcast (double 1.0 to i64)", math.Float64bits(1)},
	// Casts.
	{"i8", "trunc (i32 257 to i8)", 1},
	{"i64", "zext (i32 -1 to i64)", 0xffffffff},
	{"i64", "sext (i16 -2 to i64)", 0xfffffffffffffffe},
	{"double", "fpext (float 0x3FF8000000000000 to double)", math.Float64bits(1.5)},
	{"float", "fptrunc (double 0x3FB999999999999A to float)", uint64(math.Float32bits(0.1))},
	{"i32", "fptosi (double -2.75 to i32)", 0xfffffffe},
	{"i32", "fptoui (float 0x4008000000000000 to i32)", 3},
	{"double", "sitofp (i32 -3 to double)", math.Float64bits(-3)},
	{"float", "uitofp (i8 -1 to float)", uint64(math.Float32bits(255))},
	{"ptr", "inttoptr (i64 4096 to ptr)", 4096},
	{"i64", "ptrtoint (ptr inttoptr (i64 12 to ptr) to i64)", 12},
	{"ptr", "addrspacecast (ptr addrspace(1) inttoptr (i64 64 to ptr addrspace(1)) to ptr)", 64},
	{"ptr", "getelementptr inbounds (i32, ptr inttoptr (i64 1000 to ptr), i64 3)", 1012},
	{"ptr", "getelementptr ({ i8, [4 x i64] }, ptr null, i64 1, i32 1, i64 2)", 40 + 8 + 16},
	// Arithmetic, comparisons and select.
	{"i32", "add nsw (i32 40, i32 2)", 42},
	{"i32", "sub (i32 0, i32 5)", 0xfffffffb},
	{"i64", "mul (i64 6, i64 7)", 42},
	{"i32", "sdiv (i32 -7, i32 2)", 0xfffffffd},
	{"i32", "urem (i32 7, i32 4)", 3},
	{"i32", "shl (i32 1, i32 31)", 0x80000000},
	{"i32", "ashr (i32 -8, i32 1)", 0xfffffffc},
	{"i32", "lshr (i32 -8, i32 28)", 15},
	{"i32", "xor (i32 and (i32 12, i32 10), i32 or (i32 1, i32 2))", 8 ^ 3},
	{"double", "fmul (double 1.5, double 2.0)", math.Float64bits(3)},
	{"float", "fneg (float 0x3FF0000000000000)", uint64(math.Float32bits(-1))},
	{"i1", "icmp slt (i32 -1, i32 0)", 1},
	{"i1", "icmp ult (i32 -1, i32 0)", 0},
	{"i1", "fcmp uno (double 0x7FF8000000000000, double 0.0)", 1},
	{"i64", "select (i1 icmp eq (i32 1, i32 1), i64 11, i64 22)", 11},
	// Vector and aggregate constants, zero, undef and poison.
	{"float", "extractelement (<2 x float> <float 1.0, float 0x4000000000000000>, i32 1)", uint64(math.Float32bits(2))},
	{"i32", "extractelement (<4 x i32> zeroinitializer, i64 2)", 0},
	{"i64", "extractvalue", 7},
	{"i64", "extractvalue-array", 9},
	{"i32", "undef", 0},
	{"i32", "poison", 0},
}

// constModule writes the kernel that stores every case, plus LDS and
// global address cases that need the module's layout.
func constModule() string {
	var b strings.Builder
	b.WriteString("; kern module emu/constants (wave64, hand-written)\ntarget triple = \"amdgcn-amd-amdhsa\"\n\n")
	b.WriteString("@lds = internal addrspace(3) global [64 x i8] undef, align 16\n")
	b.WriteString("@g = internal addrspace(1) global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16\n")
	b.WriteString("@nan = internal addrspace(4) constant float bitcast (i32 2143289345 to float), align 4\n")
	b.WriteString("@vec = internal addrspace(4) constant <2 x i16> <i16 7, i16 -1>, align 4\n\n")
	b.WriteString("define amdgpu_kernel void @k(ptr addrspace(1) %out) {\nentry:\n")
	slot := func(k int) string {
		fmt.Fprintf(&b, "  %%p%d = getelementptr inbounds i64, ptr addrspace(1) %%out, i64 %d\n", k, k)
		return fmt.Sprintf("%%p%d", k)
	}
	for k, c := range constCases {
		p := slot(k)
		switch c.expr {
		case "extractvalue":
			fmt.Fprintf(&b, "  %%ev%d = extractvalue { i32, i64 } { i32 1, i64 7 }, 1\n  store i64 %%ev%d, ptr addrspace(1) %s, align 8\n", k, k, p)
		case "extractvalue-array":
			fmt.Fprintf(&b, "  %%ev%d = extractvalue [2 x i64] [i64 8, i64 9], 1\n  store i64 %%ev%d, ptr addrspace(1) %s, align 8\n", k, k, p)
		default:
			fmt.Fprintf(&b, "  store %s %s, ptr addrspace(1) %s, align 8\n", c.ty, c.expr, p)
		}
	}
	n := len(constCases)
	// The third i32 of @g, through a constant GEP of a global.
	fmt.Fprintf(&b, "  %%gv = load i32, ptr addrspace(1) getelementptr inbounds ([4 x i32], ptr addrspace(1) @g, i64 0, i64 2), align 4\n")
	fmt.Fprintf(&b, "  store i32 %%gv, ptr addrspace(1) %s, align 8\n", slot(n))
	// An LDS address: its offset in the block's LDS, as ptrtoint gives it.
	fmt.Fprintf(&b, "  store i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds, i32 16) to i32), ptr addrspace(1) %s, align 8\n", slot(n+1))
	// Store through a constant LDS GEP and read it back.
	fmt.Fprintf(&b, "  store i32 77, ptr addrspace(3) getelementptr inbounds ([64 x i8], ptr addrspace(3) @lds, i32 0, i32 8), align 4\n")
	fmt.Fprintf(&b, "  %%lv = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @lds, i32 8), align 4\n")
	fmt.Fprintf(&b, "  store i32 %%lv, ptr addrspace(1) %s, align 8\n", slot(n+2))
	// Globals initialized with a constant expression and a vector.
	fmt.Fprintf(&b, "  %%nv = load i32, ptr addrspace(4) @nan, align 4\n  store i32 %%nv, ptr addrspace(1) %s, align 8\n", slot(n+3))
	fmt.Fprintf(&b, "  %%vv = load i32, ptr addrspace(4) @vec, align 4\n  store i32 %%vv, ptr addrspace(1) %s, align 8\n", slot(n+4))
	// A constant expression as a phi's incoming value.
	fmt.Fprintf(&b, "  br label %%next\nnext:\n  %%ph = phi i64 [ add (i64 ptrtoint (ptr inttoptr (i64 5 to ptr) to i64), i64 1), %%entry ]\n")
	fmt.Fprintf(&b, "  store i64 %%ph, ptr addrspace(1) %s, align 8\n", slot(n+5))
	b.WriteString("  ret void\n}\n")
	return b.String()
}

// TestLLConstants: every constant form the emulator's LLVM front end
// accepts, evaluated: literals, constant expressions (folded, or emitted
// where a operand is an LDS address), vector and aggregate constants, and
// constant initializers.
func TestLLConstants(t *testing.T) {
	ir := constModule()
	d, m := rocModule(t, "gfx90a", ir)
	n := len(constCases)
	out, _ := d.Alloc(8 * (n + 6))
	if err := d.Memset(out, 0, 8*(n+6), nil); err != nil {
		t.Fatal(err)
	}
	if err := launchROC(t, d, m, "k", 1, out); err != nil {
		t.Fatal(err)
	}
	got := readBack[uint64](t, d, out, n+6)
	sizes := map[string]uint{"i1": 1, "i8": 8, "i16": 16, "i32": 32, "float": 32}
	for k, c := range constCases {
		g := got[k]
		if s, ok := sizes[c.ty]; ok {
			g &= 1<<s - 1
		}
		if g != c.want {
			t.Errorf("store %s %s: %#x, want %#x", c.ty, c.expr, g, c.want)
		}
	}
	for i, want := range []uint64{3, 16, 77, 0x7fc00001, 0xffff0007, 6} {
		if g := got[n+i] & (1<<32 - 1); i == 5 {
			if got[n+i] != want {
				t.Errorf("extra case %d: %#x, want %#x", i, got[n+i], want)
			}
		} else if g != want {
			t.Errorf("extra case %d: %#x, want %#x", i, g, want)
		}
	}
	// A constant folds to an immediate: the store is all there is; an
	// LDS address is known only in a block, so its expression is code.
	for _, c := range []struct {
		store string
		ops   []opcode
	}{
		{"store float bitcast (i32 2143289344 to float)", []opcode{opLd, opSt, opRet}},
		{"store i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds, i32 16) to i32)", []opcode{opLd, opAdd, opAnd, opCvt, opSt, opRet}},
	} {
		src := "; kern module emu/fold (wave64, hand-written)\n@lds = internal addrspace(3) global [64 x i8] undef, align 16\n" +
			"define amdgpu_kernel void @k(ptr addrspace(1) %out) {\nentry:\n  " + c.store + ", ptr addrspace(1) %out, align 4\n  ret void\n}\n"
		_, m := rocModule(t, "gfx90a", src)
		var ops []opcode
		for _, in := range m.(*module).pm.funcs[0].code {
			ops = append(ops, in.op)
		}
		if fmt.Sprint(ops) != fmt.Sprint(c.ops) {
			t.Errorf("%s: lowered to %v, want %v", c.store, ops, c.ops)
		}
	}
}

// TestLLConstantErrors: constants the emulator cannot evaluate fail at
// load with the line.
func TestLLConstantErrors(t *testing.T) {
	d, _ := NewROC()
	for _, c := range []struct{ src, want string }{
		{"store bfloat 0xR3F80, ptr addrspace(1) %out", "unsupported"},
		{"store half 0xH3C0, ptr addrspace(1) %out", "unsupported"},
		{"store i32 bitcast (i32 1, ptr addrspace(1) %out", "expected"},
		{"store i32 extractelement (<2 x i32> <i32 1, i32 2>, i32 %x), ptr addrspace(1) %out", "undefined value %x"},
	} {
		ir := "; kern module emu/bad (wave64, hand-written)\ndefine amdgpu_kernel void @k(ptr addrspace(1) %out) {\nentry:\n  " + c.src + ", align 4\n  ret void\n}\n"
		_, err := d.LoadModuleIR([]byte(ir), nil)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "kern_gen.ll:4:") {
			t.Errorf("%s: %v, want %q at line 4", c.src, err, c.want)
		}
	}
}

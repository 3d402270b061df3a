package emu

import (
	"errors"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/half"
	"github.com/kernlab/kern/internal/mma"
	"github.com/kernlab/kern/internal/testing/testtool"
)

func mfmaIR(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("testdata/amd_mfma.ll")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// mfmaCodeObject builds testdata/amd_mfma.ll for gfx90a with llc-15 and
// ld.lld-15 (KERN_LLC, KERN_LLD): the MFMA intrinsics as the emulator
// reads them are ones LLVM selects for gfx90a.
func mfmaCodeObject(t *testing.T) []byte {
	t.Helper()
	llc, lld := testtool.Path(t, "KERN_LLC"), testtool.Path(t, "KERN_LLD")
	dir := t.TempDir()
	obj, so := filepath.Join(dir, "k.o"), filepath.Join(dir, "k.hsaco")
	if out, err := exec.Command(llc, "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx90a", "-O2", "-filetype=obj", "testdata/amd_mfma.ll", "-o", obj).CombinedOutput(); err != nil {
		t.Fatalf("llc -mcpu=gfx90a: %v\n%s", err, out)
	}
	if out, err := exec.Command(lld, "-shared", obj, "-o", so).CombinedOutput(); err != nil {
		t.Fatalf("ld.lld: %v\n%s", err, out)
	}
	b, err := os.ReadFile(so)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func upload[T any](t *testing.T, d *Device, v []T) driver.Ptr {
	t.Helper()
	n := len(v) * int(unsafe.Sizeof(v[0]))
	p, err := d.Alloc(n)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.CopyHtoD(p, unsafe.Pointer(&v[0]), n, nil); err != nil {
		t.Fatal(err)
	}
	return p
}

// refMMA is kern's documented matrix multiply-accumulate, written out
// for row-major a (16×k), b (k×16), c (16×16): each product rounded to
// float32, added to c[i][j] in float32 in k order.
func refMMA(a, b, c []float32, k int) []float32 {
	d := make([]float32, 256)
	for i := range 16 {
		for j := range 16 {
			acc := c[i*16+j]
			for kk := range k {
				p := float32(a[i*k+kk] * b[kk*16+j])
				acc += p
			}
			d[i*16+j] = acc
		}
	}
	return d
}

func sameFloat(a, b float32) bool {
	return math.Float32bits(a) == math.Float32bits(b) || a != a && b != b
}

// mfmaCase is one set of matrices for a 16×16×16 shape: A and B as
// 16-bit patterns, row-major.
type mfmaCase struct {
	name string
	a, b []uint16
	c    []float32
}

func randomC(r *rand.Rand) []float32 {
	c := make([]float32, 256)
	for i := range c {
		c[i] = float32(r.NormFloat64() * math.Pow(2, float64(r.IntN(20)-10)))
	}
	return c
}

// mfmaCases are random matrices, then special values: infinities, NaN,
// signed zeros, subnormals, overflow to infinity, and a row whose result
// depends on the order of the sum.
func mfmaCases(bf bool) []mfmaCase {
	r := rand.New(rand.NewPCG(37, 3))
	enc := func(f float32) uint16 {
		if bf {
			return uint16(half.ToBFloat16(f))
		}
		return uint16(half.ToFloat16(f))
	}
	var cs []mfmaCase
	for n := range 8 {
		c := mfmaCase{name: "random", a: make([]uint16, 256), b: make([]uint16, 256), c: randomC(r)}
		for i := range 256 {
			if n < 4 {
				c.a[i] = enc(float32(r.NormFloat64() * 4))
				c.b[i] = enc(float32(r.NormFloat64() * 4))
			} else {
				// Any finite pattern: every exponent, subnormals included.
				for {
					c.a[i], c.b[i] = uint16(r.Uint32()), uint16(r.Uint32())
					if !mfmaNaNInf(c.a[i], bf) && !mfmaNaNInf(c.b[i], bf) {
						break
					}
				}
			}
		}
		cs = append(cs, c)
	}
	sp := mfmaCase{name: "special", a: make([]uint16, 256), b: make([]uint16, 256), c: randomC(r)}
	specials := []float32{0, float32(math.Copysign(0, -1)), 1, -1, float32(math.Inf(1)), float32(math.Inf(-1)), float32(math.NaN()), 65504, -65504, 0x1p-24, 0x1p-14, 3, 0.5}
	for i := range 256 {
		sp.a[i] = enc(specials[r.IntN(len(specials))])
		sp.b[i] = enc(specials[r.IntN(len(specials))])
	}
	sp.c[5], sp.c[17], sp.c[33] = float32(math.Copysign(0, -1)), float32(math.Inf(1)), float32(math.NaN())
	// Row 0, column 0: 2^24, then 1 (lost to rounding: the tie goes to
	// the even 2^24), then -2^24, then 1: 1 in k order from c = 0, 2
	// exactly, and other orders give 0 or 2.
	for k := range 16 {
		sp.a[k], sp.b[k*16] = enc(0), enc(0)
	}
	sp.c[0] = 0
	sp.a[0], sp.b[0] = enc(2048), enc(8192)
	sp.a[1], sp.b[16] = enc(1), enc(1)
	sp.a[2], sp.b[32] = enc(-2048), enc(8192)
	sp.a[3], sp.b[48] = enc(1), enc(1)
	return append(cs, sp)
}

func mfmaNaNInf(v uint16, bf bool) bool {
	if bf {
		return v&0x7f80 == 0x7f80
	}
	return v&0x7c00 == 0x7c00
}

// TestROCMFMA runs the MFMA intrinsics on the emulated gfx90a against the
// plain-Go reference, bit for bit: float16 and bfloat16 16×16×16 on
// random and special values, float32 16×16×4 twice in a row (a 16×16×8
// product).
func TestROCMFMA(t *testing.T) {
	ir := mfmaIR(t)
	for _, withCO := range []bool{false, true} {
		name := "ir"
		if withCO {
			name = "codeobject"
		}
		t.Run(name, func(t *testing.T) {
			var co []byte
			if withCO {
				co = mfmaCodeObject(t)
			}
			d, err := NewROC()
			if err != nil {
				t.Fatal(err)
			}
			m, err := d.LoadModuleIR([]byte(ir), co)
			if err != nil {
				t.Fatal(err)
			}
			for _, bf := range []bool{false, true} {
				kernel, widen := "mfma_f16", func(v uint16) float32 { return half.Float16(v).Float32() }
				if bf {
					kernel, widen = "mfma_bf16", func(v uint16) float32 { return half.BFloat16(v).Float32() }
				}
				for n, c := range mfmaCases(bf) {
					out, _ := d.Alloc(256 * 4)
					if err := launchROC(t, d, m, kernel, 64, upload(t, d, c.a), upload(t, d, c.b), upload(t, d, c.c), out); err != nil {
						t.Fatalf("%s: %v", kernel, err)
					}
					got := readBack[float32](t, d, out, 256)
					a, b := make([]float32, 256), make([]float32, 256)
					for i := range 256 {
						a[i], b[i] = widen(c.a[i]), widen(c.b[i])
					}
					want := refMMA(a, b, c.c, 16)
					for i := range want {
						if !sameFloat(got[i], want[i]) {
							t.Fatalf("%s %s case %d: D[%d][%d] = %g (%#x), want %g (%#x)", kernel, c.name, n, i/16, i%16, got[i], math.Float32bits(got[i]), want[i], math.Float32bits(want[i]))
						}
					}
					if c.name == "special" && got[0] != 1 {
						t.Fatalf("%s: the order-sensitive sum is %g, want 1 (k order from c)", kernel, got[0])
					}
				}
			}
			r := rand.New(rand.NewPCG(37, 4))
			for range 4 {
				a, b := make([]float32, 16*8), make([]float32, 8*16)
				for i := range a {
					a[i] = float32(r.NormFloat64())
					b[i] = float32(r.NormFloat64() * math.Pow(2, float64(r.IntN(40)-20)))
				}
				out, _ := d.Alloc(256 * 4)
				if err := launchROC(t, d, m, "mfma_f32", 64, upload(t, d, a), upload(t, d, b), out); err != nil {
					t.Fatal(err)
				}
				got := readBack[float32](t, d, out, 256)
				want := refMMA(a, b, make([]float32, 256), 8)
				for i := range want {
					if !sameFloat(got[i], want[i]) {
						t.Fatalf("mfma_f32: D[%d][%d] = %g, want %g", i/16, i%16, got[i], want[i])
					}
				}
			}
		})
	}
}

// TestROCHalfOps runs the float operations on LLVM's half type that the
// emulator accepts against package half.
func TestROCHalfOps(t *testing.T) {
	d, m := rocModule(t, "gfx90a", mfmaIR(t))
	in := make([]uint16, 64)
	r := rand.New(rand.NewPCG(5, 6))
	for i := range in {
		in[i] = uint16(r.Uint32())
	}
	in[0], in[1], in[2] = 0x7c00, 0xfe01, 0x0001 // inf, a NaN, the least subnormal
	type pair struct {
		f float32
		_ float32
		d float64
	}
	out, _ := d.Alloc(64 * 16)
	if err := launchROC(t, d, m, "halfops", 64, upload(t, d, in), out); err != nil {
		t.Fatal(err)
	}
	got := readBack[pair](t, d, out, 64)
	for i, v := range in {
		h := half.Float16(v)
		h1 := half.ToFloat16(h.Float32() + 1)
		w0 := half.HSub(half.HMul(h1, h), half.ToFloat16(0.5)) ^ 0x8000
		w1 := float64(half.HFma(h, h, h).Float32())
		if !sameFloat(got[i].f, w0.Float32()) || math.Float64bits(got[i].d) != math.Float64bits(w1) && !(math.IsNaN(got[i].d) && math.IsNaN(w1)) {
			t.Fatalf("halfops(%#04x) = %g, %g; want %g, %g", v, got[i].f, got[i].d, w0.Float32(), w1)
		}
	}
}

// TestROCMFMARefused: what the emulator refuses, at load or at the
// instruction, with what to do instead.
func TestROCMFMARefused(t *testing.T) {
	ir := mfmaIR(t)
	call := "@llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %a, <4 x half> %bh, <4 x float> %cv3, i32 0, i32 0, i32 0)"
	if !strings.Contains(ir, call) {
		t.Fatal("testdata/amd_mfma.ll lacks the f16 call")
	}
	for _, c := range []struct {
		name, ir string
		opts     []Option
		want     string
	}{
		{"cbsz", strings.Replace(ir, call, strings.Replace(call, "i32 0, i32 0, i32 0", "i32 1, i32 0, i32 0", 1), 1), nil, "cbsz = 1"},
		{"blgp", strings.Replace(ir, call, strings.Replace(call, "i32 0, i32 0, i32 0", "i32 0, i32 0, i32 3", 1), 1), nil, "blgp = 3"},
		{"variable", strings.Replace(ir, call, strings.Replace(call, "i32 0, i32 0, i32 0", "i32 %t, i32 0, i32 0", 1), 1), nil, "cbsz is not a constant i32"},
		{"operands", strings.Replace(ir, call, strings.Replace(call, "<4 x half> %bh", "<4 x i16> %bv3", 1), 1), nil, "operands are not (<4 x half>"},
		{"other shape", strings.Replace(ir, "call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(", "call <4 x float> @llvm.amdgcn.mfma.f32.16x16x1f32(", 1), nil, "unsupported intrinsic @llvm.amdgcn.mfma.f32.16x16x1f32"},
		{"wave32", ir, []Option{WithArch("gfx1030")}, "gfx1030 with 32-lane wavefronts: it needs a wave64 processor"},
		{"serial", ir, []Option{WithSerialThreads()}, "1-lane wavefronts"},
		{"half fdiv", strings.Replace(ir, "%h2 = fmul half", "%h2 = fdiv half", 1), nil, "fdiv on half is not emulated"},
	} {
		t.Run(c.name, func(t *testing.T) {
			d, err := NewROC(c.opts...)
			if err != nil {
				t.Fatal(err)
			}
			_, err = d.LoadModuleIR([]byte(c.ir), nil)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("load: %v, want an error with %q", err, c.want)
			}
		})
	}
	// The wavefront must be whole: a 32-thread block has no lanes 32-63.
	d, m := rocModule(t, "gfx90a", ir)
	z := make([]float32, 256)
	err := launchROC(t, d, m, "mfma_f16", 32, upload(t, d, z), upload(t, d, z), upload(t, d, z), upload(t, d, z))
	var f *Fault
	if !errors.As(err, &f) || f.Kind != "divergent wavefront operation" || !strings.Contains(f.Detail, "lane 32 does not exist") {
		t.Fatalf("partial wavefront: %v", err)
	}
	// And converged: lanes 32-63 branch around the call.
	div := strings.Replace(ir, "  %r = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(",
		"  %hi = icmp uge i32 %t, 32\n  br i1 %hi, label %skip, label %mma\nskip:\n  ret void\nmma:\n  %r = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(", 1)
	d, m = rocModule(t, "gfx90a", div)
	err = launchROC(t, d, m, "mfma_f16", 64, upload(t, d, z), upload(t, d, z), upload(t, d, z), upload(t, d, z))
	if !errors.As(err, &f) || f.Kind != "divergent wavefront operation" || !strings.Contains(f.Detail, "lane 32 ") {
		t.Fatalf("divergent call: %v", err)
	}
}

// definedMMA is internal/mma's d = c + a·b, the one definition every
// target's kern.MMA gives, for row-major a (16×K) and b (K×16) as
// element bits and c (16×16): the matrices laid into a warp's fragments
// at the places internal/mma's layout gives, computed, and read back.
func definedMMA(f mma.Format, a, b []uint32, c []float32) []float32 {
	var ta, tb mma.TileAB
	var tc mma.TileC
	k := f.K()
	for l := range mma.Lanes {
		for e := range f.Elems() {
			i, p := mma.ALoc(f, l, e)
			mma.Set(f, &ta[l], e, a[i*k+p])
			p, j := mma.BLoc(f, l, e)
			mma.Set(f, &tb[l], e, b[p*16+j])
		}
		for e := range mma.CRegs {
			i, j := mma.CLoc(l, e)
			tc[l][e] = c[i*16+j]
		}
	}
	td := mma.Compute(f, f, &ta, &tb, &tc)
	d := make([]float32, 256)
	for l := range mma.Lanes {
		for e := range mma.CRegs {
			i, j := mma.CLoc(l, e)
			d[i*16+j] = td[l][e]
		}
	}
	return d
}

// TestROCMFMAIsKernsMMA: the emulated MFMA instructions give internal/mma's
// answer, what kern.MMA is on every target: 16x16x16 f16 and bf16 on the
// random and special cases, and two 16x16x4 f32 steps on tf32 values
// (how compiler/amdgpu computes a tf32 MMA).
func TestROCMFMAIsKernsMMA(t *testing.T) {
	d, m := rocModule(t, "gfx90a", mfmaIR(t))
	for _, bf := range []bool{false, true} {
		kernel, f := "mfma_f16", mma.F16
		if bf {
			kernel, f = "mfma_bf16", mma.BF16
		}
		for n, c := range mfmaCases(bf) {
			out, _ := d.Alloc(256 * 4)
			if err := launchROC(t, d, m, kernel, 64, upload(t, d, c.a), upload(t, d, c.b), upload(t, d, c.c), out); err != nil {
				t.Fatal(err)
			}
			got := readBack[float32](t, d, out, 256)
			a, b := make([]uint32, 256), make([]uint32, 256)
			for i := range 256 {
				a[i], b[i] = uint32(c.a[i]), uint32(c.b[i])
			}
			want := definedMMA(f, a, b, c.c)
			for i := range want {
				if !sameFloat(got[i], want[i]) {
					t.Fatalf("%s case %d: D[%d][%d] = %g, internal/mma gives %g", kernel, n, i/16, i%16, got[i], want[i])
				}
			}
		}
	}
	r := rand.New(rand.NewPCG(37, 5))
	specials := []float32{float32(math.Inf(1)), float32(math.Inf(-1)), float32(math.NaN()), float32(math.Copysign(0, -1)), 0x1p-140, 0x1p100}
	for n := range 4 {
		a, b := make([]float32, 16*8), make([]float32, 8*16)
		ab, bb := make([]uint32, len(a)), make([]uint32, len(b))
		for i := range a {
			x, y := float32(r.NormFloat64()), float32(r.NormFloat64()*1e3)
			if n == 3 && r.IntN(8) == 0 {
				x = specials[r.IntN(len(specials))]
			}
			ab[i], bb[i] = mma.ToTF32(x), mma.ToTF32(y)
			a[i], b[i] = math.Float32frombits(ab[i]), math.Float32frombits(bb[i])
		}
		out, _ := d.Alloc(256 * 4)
		if err := launchROC(t, d, m, "mfma_f32", 64, upload(t, d, a), upload(t, d, b), out); err != nil {
			t.Fatal(err)
		}
		got := readBack[float32](t, d, out, 256)
		want := definedMMA(mma.TF32, ab, bb, make([]float32, 256))
		for i := range want {
			if !sameFloat(got[i], want[i]) {
				t.Fatalf("tf32 case %d: D[%d][%d] = %g, internal/mma gives %g", n, i/16, i%16, got[i], want[i])
			}
		}
	}
}

// wmmaLanes lays row-major a (16×16), b (16×16) and c (16×16) out in the
// lane order testdata/amd_wmma.ll reads, as AMD's Matrix Instruction
// Calculator gives v_wmma_f32_16x16x16_f16 and _bf16 ("--architecture
// rdna3 --matrix-layout", wave32): lane t holds A[t%16][e] and B[e][t%16]
// in element e (lanes 16–31 the same as lanes 0–15) and C[2e+t/16][t%16]
// in accumulator element e. dLanes reads D back from that order.
func wmmaLanes(a, b []uint16, c []float32) (la, lb []uint16, lc []float32) {
	la, lb, lc = make([]uint16, 32*16), make([]uint16, 32*16), make([]float32, 32*8)
	for t := range 32 {
		for e := range 16 {
			la[t*16+e] = a[(t%16)*16+e]
			lb[t*16+e] = b[e*16+t%16]
		}
		for e := range 8 {
			lc[t*8+e] = c[(2*e+t/16)*16+t%16]
		}
	}
	return la, lb, lc
}

func wmmaD(ld []float32) []float32 {
	d := make([]float32, 256)
	for t := range 32 {
		for e := range 8 {
			d[(2*e+t/16)*16+t%16] = ld[t*8+e]
		}
	}
	return d
}

// TestROCWMMA runs gfx1100's WMMA intrinsics on the emulated gfx1100
// against internal/mma's d = c + a·b (what kern.MMA is on every target),
// bit for bit: float16 and bfloat16 on random and special values, and the
// sum whose result depends on its order.
func TestROCWMMA(t *testing.T) {
	ir, err := os.ReadFile("testdata/amd_wmma.ll")
	if err != nil {
		t.Fatal(err)
	}
	d, m := rocModule(t, "gfx1100", string(ir))
	for _, bf := range []bool{false, true} {
		kernel, f := "wmma_f16", mma.F16
		if bf {
			kernel, f = "wmma_bf16", mma.BF16
		}
		for n, c := range mfmaCases(bf) {
			la, lb, lc := wmmaLanes(c.a, c.b, c.c)
			out, _ := d.Alloc(256 * 4)
			if err := launchROC(t, d, m, kernel, 32, upload(t, d, la), upload(t, d, lb), upload(t, d, lc), out); err != nil {
				t.Fatalf("%s: %v", kernel, err)
			}
			got := wmmaD(readBack[float32](t, d, out, 256))
			a, b := make([]uint32, 256), make([]uint32, 256)
			for i := range 256 {
				a[i], b[i] = uint32(c.a[i]), uint32(c.b[i])
			}
			want := definedMMA(f, a, b, c.c)
			for i := range want {
				if !sameFloat(got[i], want[i]) {
					t.Fatalf("%s %s case %d: D[%d][%d] = %g (%#x), internal/mma gives %g (%#x)", kernel, c.name, n, i/16, i%16, got[i], math.Float32bits(got[i]), want[i], math.Float32bits(want[i]))
				}
			}
			if c.name == "special" && got[0] != 1 {
				t.Fatalf("%s: the order-sensitive sum is %g, want 1 (k order from c)", kernel, got[0])
			}
		}
	}
}

// TestROCWMMARefused: a WMMA needs the emulated gfx1100 (not a wave64
// gfx90a, nor gfx1030, which has no WMMA), all 32 lanes, and lanes 16–31
// holding the A and B of lanes 0–15.
func TestROCWMMARefused(t *testing.T) {
	ir, err := os.ReadFile("testdata/amd_wmma.ll")
	if err != nil {
		t.Fatal(err)
	}
	for arch, want := range map[string]string{
		"gfx90a":  "on the emulated gfx90a with 64-lane wavefronts: it needs an RDNA3 processor (gfx11) in wave32 (gfx1100)",
		"gfx1030": "on the emulated gfx1030 with 32-lane wavefronts: it needs an RDNA3 processor",
	} {
		d, err := NewROC(WithArch(arch))
		if err != nil {
			t.Fatal(err)
		}
		// The header's wave32 would stop the gfx90a before the call.
		text := strings.Replace(string(ir), "(wave32, gfx1100, hand-written)", "(hand-written)", 1)
		if _, err := d.LoadModuleIR([]byte(text), nil); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want an error with %q", arch, err, want)
		}
	}
	d, m := rocModule(t, "gfx1100", string(ir))
	r := rand.New(rand.NewPCG(1, 2))
	c := mfmaCases(false)[0]
	la, lb, lc := wmmaLanes(c.a, c.b, c.c)
	out, _ := d.Alloc(256 * 4)
	err = launchROC(t, d, m, "wmma_f16", 16, upload(t, d, la), upload(t, d, lb), upload(t, d, lc), out)
	var f *Fault
	if !errors.As(err, &f) || f.Kind != "divergent wavefront operation" || !strings.Contains(f.Detail, "lane 16 does not exist") || !strings.Contains(f.Detail, "multiple of 32") {
		t.Fatalf("a 16-lane block: %v", err)
	}
	d, m = rocModule(t, "gfx1100", string(ir))
	la[(16+r.IntN(16))*16+r.IntN(16)] ^= 0x0400 // an element of the upper half-wave's A
	out, _ = d.Alloc(256 * 4)
	err = launchROC(t, d, m, "wmma_f16", 32, upload(t, d, la), upload(t, d, lb), upload(t, d, lc), out)
	if !errors.As(err, &f) || f.Kind != "matrix operands" || !strings.Contains(f.Detail, "needs lanes 16–31 to hold the same A and B as lanes 0–15") {
		t.Fatalf("lanes 16–31 with another A: %v", err)
	}
}

// TestROCXF32 runs gfx940's v_mfma_f32_16x16x8_xf32 on the emulated gfx940
// against internal/mma's tf32 MMA, bit for bit, with its operands laid out
// as AMD's Matrix Instruction Calculator gives it ("--architecture cdna3
// --matrix-layout"): lane t holds A[t%16][2(t/16)+e] and B[2(t/16)+e][t%16]
// in element e and C[4(t/16)+e][t%16] in accumulator element e. llc-15
// builds the kernel for gfx940 (KERN_LLC), and the emulated gfx90a, which
// has no xf32, refuses it.
func TestROCXF32(t *testing.T) {
	ir, err := os.ReadFile("testdata/amd_xf32.ll")
	if err != nil {
		t.Fatal(err)
	}
	d, m := rocModule(t, "gfx940", string(ir))
	r := rand.New(rand.NewPCG(37, 6))
	specials := []float32{float32(math.Inf(1)), float32(math.Inf(-1)), float32(math.NaN()), float32(math.Copysign(0, -1)), 0x1p-140, 0x1p100}
	for n := range 5 {
		ab, bb := make([]uint32, 16*8), make([]uint32, 8*16)
		c := randomC(r)
		for i := range ab {
			x, y := float32(r.NormFloat64()), float32(r.NormFloat64()*1e3)
			if n == 4 && r.IntN(8) == 0 {
				x = specials[r.IntN(len(specials))]
			}
			ab[i], bb[i] = mma.ToTF32(x), mma.ToTF32(y)
		}
		la, lb, lc := make([]uint32, 64*2), make([]uint32, 64*2), make([]float32, 64*4)
		for l := range 64 {
			for e := range 2 {
				la[l*2+e] = ab[(l%16)*8+2*(l/16)+e]
				lb[l*2+e] = bb[(2*(l/16)+e)*16+l%16]
			}
			for e := range 4 {
				lc[l*4+e] = c[(4*(l/16)+e)*16+l%16]
			}
		}
		out, _ := d.Alloc(256 * 4)
		if err := launchROC(t, d, m, "mfma_xf32", 64, upload(t, d, la), upload(t, d, lb), upload(t, d, lc), out); err != nil {
			t.Fatal(err)
		}
		ld := readBack[float32](t, d, out, 256)
		want := definedMMA(mma.TF32, ab, bb, c)
		for l := range 64 {
			for e := range 4 {
				i, j := 4*(l/16)+e, l%16
				if got := ld[l*4+e]; !sameFloat(got, want[i*16+j]) {
					t.Fatalf("case %d: D[%d][%d] = %g, internal/mma gives %g", n, i, j, got, want[i*16+j])
				}
			}
		}
	}
	dev, err := NewROC()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := dev.LoadModuleIR(ir, nil); err == nil || !strings.Contains(err.Error(), "xf32 on the emulated gfx90a") {
		t.Errorf("xf32 on a gfx90a: %v, want a refusal", err)
	}
	llc, lld := testtool.Path(t, "KERN_LLC"), testtool.Path(t, "KERN_LLD")
	dir := t.TempDir()
	obj, so := filepath.Join(dir, "k.o"), filepath.Join(dir, "k.hsaco")
	if out, err := exec.Command(llc, "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx940", "-O2", "-filetype=obj", "testdata/amd_xf32.ll", "-o", obj).CombinedOutput(); err != nil {
		t.Fatalf("llc -mcpu=gfx940: %v\n%s", err, out)
	}
	if out, err := exec.Command(lld, "-shared", obj, "-o", so).CombinedOutput(); err != nil {
		t.Fatalf("ld.lld: %v\n%s", err, out)
	}
	co, err := os.ReadFile(so)
	if err != nil {
		t.Fatal(err)
	}
	dev, err = NewROC(WithArch("gfx940"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := dev.LoadModuleIR(ir, co); err != nil {
		t.Errorf("with its code object: %v", err)
	}
}

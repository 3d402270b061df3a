package interp

import (
	"math"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/half"
)

// mmaKernel is d = fill + a·b + a·b for binary16 a (row-major, ld 16) and
// b (column-major, ld 16), stored row-major with ld 16.
func mmaKernel(t *testing.T) *ir.Function {
	u16 := ir.Typ[ir.Uint16]
	f, bd := fn("mma", ir.Kernel, nil, ir.SliceType(u16, ir.SpaceGlobal), ir.SliceType(u16, ir.SpaceGlobal), ir.SliceType(tF32, ir.SpaceGlobal))
	ptr := func(s ir.Value, e ir.Type) ir.Value {
		return bd.EmitAux(ir.OpExtract, ptrTo(e, ir.SpaceGlobal), 0, nil, s)
	}
	a := bd.EmitAux(ir.OpMMA, ir.MMAFragAB(), ir.MMAAux(ir.MMALoadA, ir.MMAF16, 0), nil, ptr(f.Params[0], u16), i64c(16))
	b := bd.EmitAux(ir.OpMMA, ir.MMAFragAB(), ir.MMAAux(ir.MMALoadB, ir.MMAF16, 1), nil, ptr(f.Params[1], u16), i64c(16))
	c := bd.EmitAux(ir.OpMMA, ir.MMAFragC(), ir.MMAAux(ir.MMAFill, 0, 0), nil, ir.ConstFloat(tF32, 1.5))
	for range 2 {
		c = bd.EmitAux(ir.OpMMA, ir.MMAFragC(), ir.MMAAux(ir.MMACompute, ir.MMAF16, 0), nil, a, b, c)
	}
	bd.EmitAux(ir.OpMMA, nil, ir.MMAAux(ir.MMAStore, 0, 0), nil, ptr(f.Params[2], tF32), c, i64c(16))
	bd.Return()
	return done(t, f)
}

func TestMMA(t *testing.T) {
	f := mmaKernel(t)
	text := f.String()
	for _, w := range []string{"mma.load.a.f16.row", "mma.load.b.f16.col", "mma.fill", "mma.f16", "mma.store.row"} {
		if !strings.Contains(text, w) {
			t.Errorf("printed function lacks %q:\n%s", w, text)
		}
	}
	a, b := make([]uint16, 256), make([]uint16, 256)
	for i := range a {
		a[i] = uint16(half.ToFloat16(float32(i%23-11) / 8))
		b[i] = uint16(half.ToFloat16(float32(i%17-8) / 3))
	}
	a[3], b[40] = 0x7c00, 0x0001 // Inf in row 0, a subnormal in column 2
	d := make([]float32, 256)
	if err := Launch(f, Dim3{1, 1, 1}, Dim3{32, 1, 1}, a, b, d); err != nil {
		t.Fatal(err)
	}
	for i := range 16 {
		for j := range 16 {
			acc := float32(1.5)
			for range 2 {
				for k := range 16 {
					// b is column-major: (k, j) at b[j*16+k].
					acc += float32(half.Float16(a[i*16+k]).Float32() * half.Float16(b[j*16+k]).Float32())
				}
			}
			if g := d[i*16+j]; math.Float32bits(g) != math.Float32bits(acc) && !(g != g && acc != acc) {
				t.Errorf("d[%d][%d] = %g, want %g", i, j, g, acc)
			}
		}
	}
	// An MMA needs the whole warp.
	err := Launch(f, Dim3{1, 1, 1}, Dim3{16, 1, 1}, a, b, d)
	if err == nil || !strings.Contains(err.Error(), "32 lanes") {
		t.Errorf("MMA in a 16-thread block: %v, want an error naming the 32 lanes", err)
	}
}

// TestMMAFP8 runs e4m3, e5m2 and mixed (e4m3×e5m2, e5m2×e4m3) 16×16×32
// MMAs: A row-major and B column-major with leading dimension 32, d = 0.5
// + a·b stored row-major, each operand decoded in its own format.
func TestMMAFP8(t *testing.T) {
	u8 := ir.Typ[ir.Uint8]
	e4m3 := func(x uint8) float32 { return half.Float8E4M3(x).Float32() }
	e5m2 := func(x uint8) float32 { return half.Float8E5M2(x).Float32() }
	for _, c := range []struct {
		format, formatB int
		name            string
		val, valB       func(uint8) float32
	}{
		{ir.MMAE4M3, ir.MMAE4M3, "e4m3", e4m3, e4m3},
		{ir.MMAE5M2, ir.MMAE5M2, "e5m2", e5m2, e5m2},
		{ir.MMAE4M3, ir.MMAE5M2, "e4m3.e5m2", e4m3, e5m2},
		{ir.MMAE5M2, ir.MMAE4M3, "e5m2.e4m3", e5m2, e4m3},
	} {
		f, bd := fn("mma8", ir.Kernel, nil, ir.SliceType(u8, ir.SpaceGlobal), ir.SliceType(u8, ir.SpaceGlobal), ir.SliceType(tF32, ir.SpaceGlobal))
		ptr := func(s ir.Value, e ir.Type) ir.Value {
			return bd.EmitAux(ir.OpExtract, ptrTo(e, ir.SpaceGlobal), 0, nil, s)
		}
		a := bd.EmitAux(ir.OpMMA, ir.MMAFragAB(), ir.MMAAux(ir.MMALoadA, c.format, 0), nil, ptr(f.Params[0], u8), i64c(32))
		b := bd.EmitAux(ir.OpMMA, ir.MMAFragAB(), ir.MMAAux(ir.MMALoadB, c.formatB, 1), nil, ptr(f.Params[1], u8), i64c(32))
		acc := bd.EmitAux(ir.OpMMA, ir.MMAFragC(), ir.MMAAux(ir.MMAFill, 0, 0), nil, ir.ConstFloat(tF32, 0.5))
		acc = bd.EmitAux(ir.OpMMA, ir.MMAFragC(), ir.MMAComputeAux(c.format, c.formatB), nil, a, b, acc)
		bd.EmitAux(ir.OpMMA, nil, ir.MMAAux(ir.MMAStore, 0, 0), nil, ptr(f.Params[2], tF32), acc, i64c(16))
		bd.Return()
		f = done(t, f)
		if text := f.String(); !strings.Contains(text, "mma.load.a."+c.name[:4]+".row") || !strings.Contains(text, "mma."+c.name+" ") {
			t.Errorf("printed function lacks the %s operations:\n%s", c.name, text)
		}
		a8, b8 := make([]uint8, 16*32), make([]uint8, 16*32)
		for i := range a8 {
			a8[i] = uint8(i*37+11) &^ 0x40 // small magnitudes, both signs
			b8[i] = uint8(i*53+5) &^ 0x40
		}
		d := make([]float32, 256)
		if err := Launch(f, Dim3{1, 1, 1}, Dim3{32, 1, 1}, a8, b8, d); err != nil {
			t.Fatal(err)
		}
		for i := range 16 {
			for j := range 16 {
				acc := float32(0.5)
				for k := range 32 {
					acc += float32(c.val(a8[i*32+k]) * c.valB(b8[j*32+k]))
				}
				if g := d[i*16+j]; math.Float32bits(g) != math.Float32bits(acc) {
					t.Errorf("%s d[%d][%d] = %g, want %g", c.name, i, j, g, acc)
				}
			}
		}
	}
}

// TestMMAAcc runs the accumulators other than f32: f16 inputs into an f16
// accumulator (filled, two MMAs, each rounded once to f16) and s8×u8 into
// s32 (loaded near 2^31, so that the sums wrap), against the documented
// arithmetic written out here.
func TestMMAAcc(t *testing.T) {
	u16, u8, i8, i32 := ir.Typ[ir.Uint16], ir.Typ[ir.Uint8], ir.Typ[ir.Int8], ir.Typ[ir.Int32]
	t.Run("f16", func(t *testing.T) {
		f, bd := fn("mmah", ir.Kernel, nil, ir.SliceType(u16, ir.SpaceGlobal), ir.SliceType(u16, ir.SpaceGlobal), ir.SliceType(u16, ir.SpaceGlobal))
		ptr := func(s ir.Value, e ir.Type) ir.Value {
			return bd.EmitAux(ir.OpExtract, ptrTo(e, ir.SpaceGlobal), 0, nil, s)
		}
		a := bd.EmitAux(ir.OpMMA, ir.MMAFragAB(), ir.MMAAux(ir.MMALoadA, ir.MMAF16, 0), nil, ptr(f.Params[0], u16), i64c(16))
		b := bd.EmitAux(ir.OpMMA, ir.MMAFragAB(), ir.MMAAux(ir.MMALoadB, ir.MMAF16, 1), nil, ptr(f.Params[1], u16), i64c(16))
		init := half.ToFloat16(0.375)
		c := bd.EmitAux(ir.OpMMA, ir.MMAFragAcc(ir.MMAAccF16), ir.MMAWithAcc(ir.MMAAux(ir.MMAFill, 0, 0), ir.MMAAccF16), nil, ir.ConstInt(u16, int64(init)))
		for range 2 {
			c = bd.EmitAux(ir.OpMMA, ir.MMAFragAcc(ir.MMAAccF16), ir.MMAWithAcc(ir.MMAAux(ir.MMACompute, ir.MMAF16, 0), ir.MMAAccF16), nil, a, b, c)
		}
		bd.EmitAux(ir.OpMMA, nil, ir.MMAWithAcc(ir.MMAAux(ir.MMAStore, 0, 1), ir.MMAAccF16), nil, ptr(f.Params[2], u16), c, i64c(16))
		bd.Return()
		f = done(t, f)
		text := f.String()
		for _, w := range []string{"mma.fill.f16", "mma.f16.f16 ", "mma.store.f16.col"} {
			if !strings.Contains(text, w) {
				t.Errorf("printed function lacks %q:\n%s", w, text)
			}
		}
		a16, b16 := make([]uint16, 256), make([]uint16, 256)
		for i := range a16 {
			a16[i] = uint16(half.ToFloat16(float32(i%23-11) / 7))
			b16[i] = uint16(half.ToFloat16(float32(i%17-8) / 3))
		}
		d := make([]uint16, 256)
		if err := Launch(f, Dim3{1, 1, 1}, Dim3{32, 1, 1}, a16, b16, d); err != nil {
			t.Fatal(err)
		}
		for i := range 16 {
			for j := range 16 {
				acc := init
				for range 2 {
					s := acc.Float32()
					for k := range 16 {
						s += float32(half.Float16(a16[i*16+k]).Float32() * half.Float16(b16[j*16+k]).Float32())
					}
					acc = half.ToFloat16(s)
				}
				if g := d[j*16+i]; g != uint16(acc) { // D column-major
					t.Errorf("d[%d][%d] = %#04x, want %#04x", i, j, g, uint16(acc))
				}
			}
		}
	})
	t.Run("s8.u8", func(t *testing.T) {
		f, bd := fn("mmai", ir.Kernel, nil, ir.SliceType(i8, ir.SpaceGlobal), ir.SliceType(u8, ir.SpaceGlobal), ir.SliceType(i32, ir.SpaceGlobal), ir.SliceType(i32, ir.SpaceGlobal))
		ptr := func(s ir.Value, e ir.Type) ir.Value {
			return bd.EmitAux(ir.OpExtract, ptrTo(e, ir.SpaceGlobal), 0, nil, s)
		}
		a := bd.EmitAux(ir.OpMMA, ir.MMAFragAB(), ir.MMAAux(ir.MMALoadA, ir.MMAS8, 0), nil, ptr(f.Params[0], i8), i64c(32))
		b := bd.EmitAux(ir.OpMMA, ir.MMAFragAB(), ir.MMAAux(ir.MMALoadB, ir.MMAU8, 1), nil, ptr(f.Params[1], u8), i64c(32))
		c := bd.EmitAux(ir.OpMMA, ir.MMAFragAcc(ir.MMAAccS32), ir.MMAWithAcc(ir.MMAAux(ir.MMALoadC, 0, 0), ir.MMAAccS32), nil, ptr(f.Params[2], i32), i64c(16))
		c = bd.EmitAux(ir.OpMMA, ir.MMAFragAcc(ir.MMAAccS32), ir.MMAWithAcc(ir.MMAComputeAux(ir.MMAS8, ir.MMAU8), ir.MMAAccS32), nil, a, b, c)
		bd.EmitAux(ir.OpMMA, nil, ir.MMAWithAcc(ir.MMAAux(ir.MMAStore, 0, 0), ir.MMAAccS32), nil, ptr(f.Params[3], i32), c, i64c(16))
		bd.Return()
		f = done(t, f)
		text := f.String()
		for _, w := range []string{"mma.load.a.s8.row", "mma.load.b.u8.col", "mma.load.c.s32.row", "mma.s8.u8.s32 ", "mma.store.s32.row"} {
			if !strings.Contains(text, w) {
				t.Errorf("printed function lacks %q:\n%s", w, text)
			}
		}
		a8, b8 := make([]int8, 16*32), make([]uint8, 16*32)
		for i := range a8 {
			a8[i], b8[i] = int8(i*37+11), uint8(i*53+5)
		}
		c32 := make([]int32, 256)
		for i := range c32 {
			c32[i] = math.MaxInt32 - int32(i*997)
			if i%2 == 1 {
				c32[i] = math.MinInt32 + int32(i*991)
			}
		}
		d := make([]int32, 256)
		if err := Launch(f, Dim3{1, 1, 1}, Dim3{32, 1, 1}, a8, b8, c32, d); err != nil {
			t.Fatal(err)
		}
		wrapped := 0
		for i := range 16 {
			for j := range 16 {
				s := int64(c32[i*16+j])
				for k := range 32 {
					s += int64(a8[i*32+k]) * int64(b8[j*32+k])
				}
				if s != int64(int32(s)) {
					wrapped++
				}
				if g := d[i*16+j]; g != int32(uint32(s)) {
					t.Errorf("d[%d][%d] = %d, want %d", i, j, g, int32(uint32(s)))
				}
			}
		}
		if wrapped == 0 {
			t.Error("no sum wrapped: the test does not exercise the modulo")
		}
	})
}

package emu

import (
	"math"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/kernlab/kern/half"
)

// TestROCHalfMore runs testdata/amd_half.ll — <2 x half> arithmetic,
// llvm.fabs.f16, fcmp on half and on <2 x half>, conversions between
// integers and half, llvm.convert.from.fp16 — against package half, bit
// for bit.
func TestROCHalfMore(t *testing.T) {
	ir, err := os.ReadFile("testdata/amd_half.ll")
	if err != nil {
		t.Fatal(err)
	}
	d, m := rocModule(t, "gfx90a", string(ir))
	const lanes, outs = 64, 13
	in := make([]uint32, 2*lanes)
	r := rand.New(rand.NewPCG(7, 8))
	for i := range in {
		in[i] = r.Uint32()
	}
	// Infinities, NaNs (quiet, signalling, negative), zeros of both
	// signs, the least subnormal, 1, the largest finite value, and equal
	// operands.
	special := []uint32{0x7c00fc00, 0x7e007c01, 0xfe010001, 0x80000000, 0x3c007bff, 0x00013c00, 0x7bff0400, 0x3c003c00}
	for k, s := range special {
		in[2*k], in[2*k+1] = s, special[(k+3)%len(special)]
	}
	in[2*len(special)], in[2*len(special)+1] = 0x80000000, 0x00000000 // -0 vs +0
	in[2*len(special)+2], in[2*len(special)+3] = 0xffff3c00, 0x7e003c00
	out, err := d.Alloc(lanes * outs * 4)
	if err != nil {
		t.Fatal(err)
	}
	if err := launchROC(t, d, m, "halfmore", lanes, upload(t, d, in), out); err != nil {
		t.Fatal(err)
	}
	got := readBack[uint32](t, d, out, lanes*outs)
	pair := func(p, q uint32, f func(a, b half.Float16) half.Float16) uint32 {
		lo := f(half.Float16(p), half.Float16(q))
		hi := f(half.Float16(p>>16), half.Float16(q>>16))
		return uint32(lo) | uint32(hi)<<16
	}
	b := func(c bool) uint32 {
		if c {
			return 1
		}
		return 0
	}
	for i := range lanes {
		p, q := in[2*i], in[2*i+1]
		x, y := half.Float16(p), half.Float16(q)
		fx, fy := x.Float32(), y.Float32()
		nan := fx != fx || fy != fy
		want := [outs]uint32{
			pair(p, q, half.HAdd[half.Float16]),
			pair(p, q, half.HSub[half.Float16]),
			pair(p, q, half.HMul[half.Float16]),
			uint32(half.HFma(x, y, x)) | uint32(half.HFma(half.Float16(p>>16), half.Float16(q>>16), half.Float16(p>>16)))<<16,
			p ^ 0x80008000,
			uint32(half.HAbs(x)),
			b(fx < fy) | b(fx == fy)<<1 | b(nan)<<2 | b(fx != fy)<<3 | b(!(fx >= fy))<<4 | b(fx >= fy)<<5,
			b(half.HLt(x, y)) | b(half.HLt(half.Float16(p>>16), half.Float16(q>>16)))<<1,
			uint32(half.ToFloat16(float32(int32(q) >> 20))),
			uint32(half.ToFloat16(float32(p >> 16))),
			uint32(int32(fx)),
			math.Float32bits(fy),
			math.Float32bits(float32(x.Float64())), // a NaN through float64 comes back quiet
		}
		for k, w := range want {
			if k == 10 && (math.IsNaN(float64(fx)) || math.IsInf(float64(fx), 0)) {
				continue // fptosi of a NaN or an infinity is poison
			}
			if g := got[outs*i+k]; g != w {
				t.Errorf("lane %d (p %#08x, q %#08x), result %d: %#x, want %#x", i, p, q, k, g, w)
			}
		}
	}
}

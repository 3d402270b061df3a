package kern_test

import (
	"math"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/half"
)

// The half types are usable under kern's names, interchangeably with
// package half's, with the exact bit patterns of their formats.
func TestHalfTypesUnderKernNames(t *testing.T) {
	var h kern.Float16 = half.ToFloat16(1.5)
	var b kern.BFloat16 = half.ToBFloat16(-2)
	var e4 kern.Float8E4M3 = half.ToFloat8E4M3(448)
	var e5 kern.Float8E5M2 = half.ToFloat8E5M2(float32(math.Inf(-1)))
	if h.Bits() != 0x3e00 || b.Bits() != 0xc000 || e4.Bits() != 0x7e || e5.Bits() != 0xfc {
		t.Fatalf("bits %#x %#x %#x %#x", h.Bits(), b.Bits(), e4.Bits(), e5.Bits())
	}
	if got := half.HFma(h, h, kern.Float16(0x3c00)); got.Float32() != 3.25 {
		t.Fatalf("1.5×1.5+1 = %v", got)
	}
	if got := half.HAdd(b, half.ToBFloat16(0.5)); got.String() != "-1.5" {
		t.Fatalf("-2+0.5 = %v", got)
	}
	s := make([]kern.Float16, 3)
	half.Float32sToFloat16s(s, []float32{1, 65520, 0x1p-25})
	if s[0] != 0x3c00 || !s[1].IsInf(1) || s[2] != 0 {
		t.Fatalf("bulk: %v", s)
	}
	if !half.ToFloat8E4M3(1000).IsNaN() || e5.Float32() != float32(math.Inf(-1)) {
		t.Fatal("FP8 overflow and infinity")
	}
}

package mma

import (
	"math"
	"testing"
)

// TestLayoutsCover checks that each fragment layout places every element
// of its tile in exactly one (lane, element) slot, as the loads and
// stores of every target assume.
func TestLayoutsCover(t *testing.T) {
	for f := range NumFormats {
		k := f.K()
		cover := func(name string, rows, cols, per int, loc func(lane, e int) (int, int)) {
			seen := map[[2]int]int{}
			for lane := range Lanes {
				for e := range per {
					i, j := loc(lane, e)
					if i < 0 || i >= rows || j < 0 || j >= cols {
						t.Fatalf("%v %s: lane %d element %d at (%d, %d), outside %d×%d", f, name, lane, e, i, j, rows, cols)
					}
					seen[[2]int{i, j}]++
				}
			}
			if len(seen) != rows*cols {
				t.Errorf("%v %s: %d of %d elements covered", f, name, len(seen), rows*cols)
			}
			for p, n := range seen {
				if n != 1 {
					t.Errorf("%v %s: element %v held %d times", f, name, p, n)
				}
			}
		}
		cover("A", M, k, f.Elems(), func(l, e int) (int, int) { return ALoc(f, l, e) })
		cover("B", k, N, f.Elems(), func(l, e int) (int, int) { return BLoc(f, l, e) })
		cover("C", M, N, CRegs, CLoc)
	}
}

// TestToTF32 checks cvt.rna.tf32.f32's rounding: to nearest, ties away
// from zero, at the 13th bit.
func TestToTF32(t *testing.T) {
	for _, c := range []struct{ in, want uint32 }{
		{0x3f800000, 0x3f800000}, // 1
		{0x3f800fff, 0x3f800000}, // below the tie
		{0x3f801000, 0x3f802000}, // the tie rounds away
		{0xbf801000, 0xbf802000}, // also for negatives
		{0x3f803000, 0x3f804000}, // a tie above an odd value
		{0x7f7fffff, 0x7f800000}, // past the largest tf32: Inf
		{0x00000fff, 0x00000000}, // the smallest subnormals round to zero
		{0x7f800000, 0x7f800000}, // Inf stays
		{0x7f800001, 0x7fffffff}, // a NaN becomes the canonical NaN
	} {
		if got := ToTF32(math.Float32frombits(c.in)); got != c.want {
			t.Errorf("ToTF32(%#08x) = %#08x, want %#08x", c.in, got, c.want)
		}
	}
}

// TestGetSet checks that Set and Get address the same bits.
func TestGetSet(t *testing.T) {
	for f := range NumFormats {
		var r [Regs]uint32
		for e := range f.Elems() {
			Set(f, &r, e, uint32(0x1234+e))
		}
		for e := range f.Elems() {
			if got := Get(f, &r, e); got != uint32(0x1234+e) {
				t.Errorf("%v element %d: %#x", f, e, got)
			}
		}
	}
}

package kern_test

import (
	"testing"

	"github.com/kernlab/kern"
)

// Random123's known-answer vectors for philox4x32_10 (kat_vectors).
var philoxKAT = []struct {
	ctr  [4]uint32
	key  [2]uint32
	want [4]uint32
}{
	{[4]uint32{}, [2]uint32{}, [4]uint32{0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8}},
	{[4]uint32{0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff}, [2]uint32{0xffffffff, 0xffffffff},
		[4]uint32{0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd}},
	{[4]uint32{0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344}, [2]uint32{0xa4093822, 0x299f31d0},
		[4]uint32{0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1}},
}

func TestPhiloxKnownAnswers(t *testing.T) {
	for _, c := range philoxKAT {
		if got := kern.Philox4x32(c.ctr, c.key); got != c.want {
			t.Errorf("Philox4x32(%08x, %08x) = %08x, want %08x", c.ctr, c.key, got, c.want)
		}
	}
}

// TestRandStream checks the generator's stream against Philox4x32 itself:
// words in block order, the 128-bit counter stepping with carry, the
// subsequence in the counter's high half, and the float conversions.
func TestRandStream(t *testing.T) {
	seed, sub := uint64(0x0123456789abcdef), uint64(0xfedcba9876543210)
	r := kern.NewRand(seed, sub)
	key := [2]uint32{uint32(seed), uint32(seed >> 32)}
	for blk := range uint32(5) {
		want := kern.Philox4x32([4]uint32{blk, 0, uint32(sub), uint32(sub >> 32)}, key)
		for k, w := range want {
			if got := r.Uint32(); got != w {
				t.Fatalf("block %d word %d = %08x, want %08x", blk, k, got, w)
			}
		}
	}
	// A counter at 2^32-1 carries into its second word.
	a, b := kern.NewRand(1, 2), kern.NewRand(1, 2)
	for range 4 {
		a.Uint32()
	}
	if a.Uint32() != kern.Philox4x32([4]uint32{1, 0, 2, 0}, [2]uint32{1, 0})[0] {
		t.Fatal("second block")
	}
	lo, hi := b.Uint32(), b.Uint32()
	c := kern.NewRand(1, 2)
	if got := c.Uint64(); got != uint64(lo)|uint64(hi)<<32 {
		t.Fatalf("Uint64 = %x, want %08x%08x", got, hi, lo)
	}
	d, e := kern.NewRand(7, 0), kern.NewRand(7, 0)
	for range 1000 {
		w := e.Uint32()
		if f := d.Float32(); f != float32(w>>8)/(1<<24) || f >= 1 {
			t.Fatalf("Float32 = %v from %08x", f, w)
		}
	}
	var sum, sq float64
	const n = 200000
	g := kern.NewRand(99, 3)
	for range n {
		z := g.NormFloat64()
		sum += z
		sq += z * z
	}
	if m, v := sum/n, sq/n; m < -0.01 || m > 0.01 || v < 0.98 || v > 1.02 {
		t.Fatalf("NormFloat64: mean %g variance %g", m, v)
	}
}

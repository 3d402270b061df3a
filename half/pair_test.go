package half

import (
	"errors"
	"math/rand/v2"
	"testing"
)

func TestPairLayout(t *testing.T) {
	p := Pack2(Float16(0x3c00), Float16(0xc000)) // (1, -2)
	if uint32(p) != 0xc000_3c00 || p.Lo() != 0x3c00 || p.Hi() != 0xc000 {
		t.Fatalf("Pack2(1, -2) = %#08x, Lo %#04x, Hi %#04x", uint32(p), p.Lo(), p.Hi())
	}
	s := []BFloat16{1, 2, 3, 4}
	if q := Load2(s, 2); q.Lo() != 3 || q.Hi() != 4 {
		t.Fatalf("Load2(s, 2) = %#08x", uint32(q))
	}
	Store2(s, 0, Pack2[BFloat16](7, 8))
	if s[0] != 7 || s[1] != 8 || s[2] != 3 {
		t.Fatalf("Store2: %v", s)
	}
}

// TestPairOps checks every pair operation against two scalar calls on
// random patterns of both formats (the definition, so exact bits).
func TestPairOps(t *testing.T) {
	pairOps[Float16](t)
	pairOps[BFloat16](t)
}

func pairOps[T Half](t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 100000 {
		a, b, c := Half2[T](r.Uint32()), Half2[T](r.Uint32()), Half2[T](r.Uint32())
		check := func(name string, got Half2[T], lo, hi T) {
			if got.Lo() != lo || got.Hi() != hi {
				t.Fatalf("%s of %#08x, %#08x, %#08x: %#08x, want %#04x %#04x", name, uint32(a), uint32(b), uint32(c), uint32(got), hi, lo)
			}
		}
		check("HAdd2", HAdd2(a, b), HAdd(a.Lo(), b.Lo()), HAdd(a.Hi(), b.Hi()))
		check("HSub2", HSub2(a, b), HSub(a.Lo(), b.Lo()), HSub(a.Hi(), b.Hi()))
		check("HMul2", HMul2(a, b), HMul(a.Lo(), b.Lo()), HMul(a.Hi(), b.Hi()))
		check("HFma2", HFma2(a, b, c), HFma(a.Lo(), b.Lo(), c.Lo()), HFma(a.Hi(), b.Hi(), c.Hi()))
		check("HNeg2", HNeg2(a), HNeg(a.Lo()), HNeg(a.Hi()))
		check("HAbs2", HAbs2(a), HAbs(a.Lo()), HAbs(a.Hi()))
		check("HMin2", HMin2(a, b), HMin(a.Lo(), b.Lo()), HMin(a.Hi(), b.Hi()))
		check("HMax2", HMax2(a, b), HMax(a.Lo(), b.Lo()), HMax(a.Hi(), b.Hi()))
	}
}

func TestPairIndexPanics(t *testing.T) {
	s := make([]Float16, 5)
	for _, tc := range []struct {
		name string
		f    func()
		odd  bool
	}{
		{"Load2 odd", func() { Load2(s, 1) }, true},
		{"Store2 odd", func() { Store2(s, 3, 0) }, true},
		{"Load2 past the end", func() { Load2(s, 4) }, false},
		{"Store2 past the end", func() { Store2(s, 4, 0x3c00_3c00) }, false},
	} {
		func() {
			defer func() {
				e := recover()
				err, _ := e.(error)
				var pe PairIndexError
				if e == nil || errors.As(err, &pe) != tc.odd {
					t.Errorf("%s: panic %v", tc.name, e)
				}
			}()
			tc.f()
		}()
	}
	if s[4] != 0 {
		t.Errorf("Store2 past the end wrote s[4] = %#04x", s[4])
	}
}

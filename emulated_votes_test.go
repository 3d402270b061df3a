package kern_test

import (
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/warptest"
)

// TestEmulatedEqMatchAll runs kern.EqSync and kern.MatchAllSync (numba's
// eq_sync and match_all_sync) over whole warps and 16-lane masks, with
// 16-lane groups that agree, disagree in one lane, or are all zero, in full
// blocks and a block whose last warp is partial (the lanes past its end
// take no part), on every place against the rule in plain Go.
func TestEmulatedEqMatchAll(t *testing.T) {
	for _, c := range []struct{ grid, block int }{{2, 64}, {1, 48}} {
		n := c.grid * c.block
		in := make([]int32, n)
		for i := range in {
			switch g := i / 16; g % 4 {
			case 0:
				in[i] = 7
			case 1:
				in[i] = 0
			case 2:
				in[i] = int32(i % 3)
			case 3:
				in[i] = 7
				if i%16 == 5 {
					in[i] = 8
				}
			}
		}
		for _, p := range places() {
			t.Run(p.name, func(t *testing.T) {
				ws := warpWidth(p.on)
				out := make([]uint64, 6*n)
				if err := kern.NewKernel2(warptest.Uniform).Launch(p.on, c.grid, c.block, in, out); err != nil {
					t.Fatal(err)
				}
				for i := range n {
					b := i % c.block
					lanes := func(lo, hi int) (mask uint64, eq, same bool) { // lanes [lo, hi) of i's block
						hi = min(hi, c.block)
						eq, same = true, true
						for j := lo; j < hi; j++ {
							mask |= 1 << (j % ws)
							eq = eq && (in[i-b+j] != 0) == (in[i-b+lo] != 0)
							same = same && in[i-b+j] == in[i-b+lo]
						}
						return
					}
					w0 := b - b%ws
					wm, weq, wsame := lanes(w0, w0+ws)
					g0 := b &^ 15
					gm, _, gsame := lanes(g0, g0+16)
					geq := true
					for j := g0; j < min(g0+16, c.block); j++ {
						geq = geq && (in[i-b+j] > 2) == (in[i-b+g0] > 2)
					}
					want := [6]uint64{b2u(weq), 0, b2u(wsame), b2u(geq), 0, b2u(gsame)}
					if wsame {
						want[1] = wm
					}
					if gsame {
						want[4] = gm
					}
					if got := [6]uint64(out[6*i : 6*i+6]); got != want {
						t.Fatalf("block %d, thread %d: got %#x, want %#x", c.block, i, got, want)
					}
				}
			})
		}
	}
}

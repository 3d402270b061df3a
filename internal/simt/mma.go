package simt

import (
	"fmt"
	"math/bits"

	"github.com/kernlab/kern/internal/mma"
)

// kindMMA marks a lane at a warp MMA in warp.kind (votes use 1+mode).
const kindMMA = 0x80

type mmaOperands struct {
	a, b *[mma.Regs]uint32
}

// MMA is a warp-wide matrix multiply-accumulate of A in format fa and B
// in format fb into an accumulator of acc (kern.MMA; mma.Accumulates):
// every lane passes its fragments' registers (the accumulator's as
// mma.TileAcc's bits) and gets its registers of d = c + a·b
// (internal/mma defines both). All 32 lanes of the warp must
// call it together: a missing lane (a short last warp, an exited lane)
// or a lane at another warp operation is undefined behaviour on a GPU,
// reported as ErrUndefined.
func (t *Thread) MMA(fa, fb mma.Format, acc mma.Acc, a, b *[mma.Regs]uint32, c *[mma.CRegs]uint32) [mma.CRegs]uint32 {
	if !t.blk.coop {
		panic(ErrNotCooperative)
	}
	t.stopCheck()
	w := t.blk.warps[t.Linear/WarpSize]
	lane := t.Lane()
	w.frags[lane] = &mmaOperands{a, b}
	w.kind[lane] = kindMMA
	par := w.bar.round() >> 1 & 1
	w.part[par].Or(1 << lane)
	w.bar.wait()
	part := w.part[par].Load()
	fail := func(format string, args ...any) {
		w.bar.wait()
		panic(fmt.Errorf("%w: "+format, append([]any{ErrUndefined}, args...)...))
	}
	if warpBase := t.Linear - lane; t.BlockDim.Size()-warpBase < WarpSize {
		fail("lane %d calls kern.MMA in a warp of %d threads (the block's last warp is short): all 32 lanes must take part; make the block size a multiple of 32",
			lane, t.BlockDim.Size()-warpBase)
	}
	if part != 1<<WarpSize-1 {
		fail("lane %d calls kern.MMA but lane %d does not (it exited or is elsewhere): all 32 lanes of the warp must call it together",
			lane, bits.TrailingZeros64(^part))
	}
	for l := range WarpSize {
		if w.kind[l] != kindMMA {
			fail("lane %d calls kern.MMA while lane %d is at a different warp operation (every lane of the warp must call the same one)", lane, l)
		}
	}
	var at, bt mma.TileAB
	for l := range WarpSize {
		at[l], bt[l] = *w.frags[l].a, *w.frags[l].b
	}
	d := mma.LaneAcc(fa, fb, acc, &at, &bt, c, lane)
	w.bar.wait()
	w.part[par].And(^uint64(1 << lane))
	return d
}

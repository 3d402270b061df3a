package hostexec

import (
	"unsafe"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/internal/simt"
)

// The GPU's fold order (docs/gpu-abi.md), which Sim computes too, so that
// Sim and the GPUs give the same bits. For n elements in groups of v
// (abi.ReduceGroup): L = abi.ReducePartials(n, v) blocks of abi.ReduceBlock
// threads, P = L·ReduceBlock; thread t folds groups t, t+P, t+2P, ... (each
// group's elements in index order) into its accumulator; block b combines
// its threads' accumulators by a halving tree (thread i with thread i+s
// for s = ReduceBlock/2 … 1) into partial b. The L partials are folded the
// same way by one block (P = ReduceBlock; with L = 1 the partial itself),
// and an initial value x0 gives R(x0, total).

// deviceFold folds the n elements at(0), …, at(n-1) into *acc in the GPU's
// order; when have is true *acc is the initial value. launch, when not nil,
// runs the threads' folds as a sim grid.
func deviceFold(f *Folder, n int, at func(i int) unsafe.Pointer, acc unsafe.Pointer, have bool, launch Launch) error {
	if n == 0 {
		return nil
	}
	v := max(f.Group, 1)
	l := abi.ReducePartials(n, v)
	partials := make([]ElemSlot, l)
	slots := make([]ElemSlot, l*abi.ReduceBlock)
	has := make([]bool, l*abi.ReduceBlock)
	p := l * abi.ReduceBlock
	thread := func(t int) { has[t] = foldThread(f, n, v, t, p, at, unsafe.Pointer(&slots[t])) }
	if launch != nil {
		err := launch(p, func(t *simt.Thread) {
			for i, stride := grid1(t), gridSize1(t); i < p; i += stride {
				thread(i)
			}
		})
		if err != nil {
			return err
		}
	} else {
		for t := range p {
			thread(t)
		}
	}
	for b := range l {
		lo := b * abi.ReduceBlock
		blockTree(f, slots[lo:lo+abi.ReduceBlock], has[lo:lo+abi.ReduceBlock])
		partials[b] = slots[lo]
	}
	total := unsafe.Pointer(&partials[0])
	if l > 1 {
		// Stage 2: one block over the partials, in groups of v too.
		var s [abi.ReduceBlock]ElemSlot
		var h [abi.ReduceBlock]bool
		pat := func(i int) unsafe.Pointer { return unsafe.Pointer(&partials[i]) }
		for t := range abi.ReduceBlock {
			h[t] = foldThread(f, l, v, t, abi.ReduceBlock, pat, unsafe.Pointer(&s[t]))
		}
		blockTree(f, s[:], h[:])
		total = unsafe.Pointer(&s[0])
	}
	if have {
		f.fold(acc, 1, total, 0)
	} else {
		CopyElem(acc, total, f.Size)
	}
	return nil
}

// foldThread folds thread t's groups (of p threads) into *slot and reports
// whether it had one.
func foldThread(f *Folder, n, v, t, p int, at func(i int) unsafe.Pointer, slot unsafe.Pointer) bool {
	have := false
	for g := t; g*v < n; g += p {
		for i := g * v; i < min(g*v+v, n); i++ {
			if !have {
				CopyElem(slot, at(i), f.Size)
				have = true
				continue
			}
			f.fold(slot, 1, at(i), 0)
		}
	}
	return have
}

// blockTree combines a block's accumulators into vals[0]: for s =
// len/2 … 1, thread i < s combines its value with thread i+s's, each
// valid only with its flag.
func blockTree(f *Folder, vals []ElemSlot, has []bool) {
	for s := len(vals) / 2; s >= 1; s /= 2 {
		for i := range s {
			switch {
			case !has[i+s]:
			case !has[i]:
				vals[i], has[i] = vals[i+s], true
			default:
				f.fold(unsafe.Pointer(&vals[i]), 1, unsafe.Pointer(&vals[i+s]), 0)
			}
		}
	}
}

package kern

import (
	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/internal/dispatch"
)

// Kernel arguments into the parameter buffer (internal/dispatch) at the
// leaves abi gives a []T and an ArrayN[T].

// putArg writes the leaves of one kernel argument whose array (if any)
// is on the device at g.ptr.
func putArg(b *dispatch.ParamBuf, p *paramSpec, g *gpuArg) {
	switch p.kind {
	case paramScalar:
		b.PutScalar(g.scalar)
	case paramSlice:
		i, n := b.Next(abi.SliceLeaves), g.shape[0]
		b.SetPtr(i+abi.SlicePtr, g.ptr)
		b.SetInt(i+abi.SliceLen, n)
		b.SetInt(i+abi.SliceCap, n)
	default:
		i := b.Next(abi.ViewLeaves(p.rank))
		b.SetPtr(i+abi.ViewPtr, g.ptr)
		for k := range p.rank {
			b.SetInt(i+abi.ViewShape(k), g.shape[k])
			b.SetInt(i+abi.ViewStride(p.rank, k), g.strides[k])
		}
	}
}

// leafCount is the number of launch parameters of a kernel's parameters.
func leafCount(ps []paramSpec) int {
	n := 0
	for i := range ps {
		switch ps[i].kind {
		case paramScalar:
			n += dispatch.ScalarLeaves(ps[i].typ)
		case paramSlice:
			n += abi.SliceLeaves
		default:
			n += abi.ViewLeaves(ps[i].rank)
		}
	}
	return n
}

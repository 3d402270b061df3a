package kern

import (
	"fmt"
	"unsafe"

	"github.com/kernlab/kern/ufunc"
)

// contiguousCores gives parameters that need a contiguous core (a []T) a
// C-ordered copy of their operand when its core dimension is strided
// (transposed, stepped). It returns the function that copies the outputs
// among them back into the caller's arrays once the call has run.
func contiguousCores(loop *GULoop, nin int, ops []ufunc.Operand, ncore []int, async bool) (func(), error) {
	var backs []func()
	for k := range ops {
		o := &ops[k]
		if k >= len(loop.Contig) || !loop.Contig[k] || ncore[k] != 1 || o.IsScalar() || o.Base == nil {
			continue
		}
		last := len(o.Shape) - 1
		es := o.DType.Size()
		if o.Shape[last] <= 1 || o.Strides[last] == es {
			continue
		}
		if async && k >= nin {
			return nil, fmt.Errorf("output %d is strided along its core dimension and the call is on a stream: a []T core needs contiguous data, so pass a contiguous output (or use a kern.Array1 parameter): %w", k-nin, ErrArgument)
		}
		orig := *o
		*o = contiguousCopy(orig)
		if dst, cst := o.Base, o.Strides; k >= nin {
			backs = append(backs, func() { copyND(orig.Base, orig.Strides, dst, cst, orig.Shape, es) })
		}
	}
	return func() {
		for _, b := range backs {
			b()
		}
	}, nil
}

// copyND copies the elements of shape from src to dst, each with its
// own byte strides.
func copyND(dst unsafe.Pointer, dstStrides []int, src unsafe.Pointer, srcStrides []int, shape []int, es int) {
	if len(shape) == 0 {
		copy(unsafe.Slice((*byte)(dst), es), unsafe.Slice((*byte)(src), es))
		return
	}
	for i := range shape[0] {
		copyND(unsafe.Add(dst, i*dstStrides[0]), dstStrides[1:], unsafe.Add(src, i*srcStrides[0]), srcStrides[1:], shape[1:], es)
	}
}

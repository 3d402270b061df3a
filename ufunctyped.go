package kern

import (
	"runtime"
	"slices"
	"unsafe"

	"github.com/kernlab/kern/nd"
	"github.com/kernlab/kern/ufunc"
)

// Into1 … Into4 are u.Into(on, out, a, …) for operands that are nd.Array
// values of one element type, written without boxing each array into an
// interface: Into's variadic ...any makes Go copy every 80-byte nd.Array to
// the heap, so a natural disc.Into(kern.CPU, D, A, B, C) allocated once
// per operand. Once u has run a call of the same form (arrays of one shape,
// the same target), these take the dispatch cache's loop directly and
// allocate nothing; anything else goes through Into with the same results
// and errors.
func Into1[T nd.Elem](u *Ufunc, on Target, out, a nd.Array[T]) error {
	ins := [1]nd.Array[T]{a}
	if ok, err := intoArrays(u, on, out, ins[:]); ok {
		return err
	}
	return u.Into(on, out, a)
}

// Into2 is Into1 for two inputs.
func Into2[T nd.Elem](u *Ufunc, on Target, out, a, b nd.Array[T]) error {
	ins := [2]nd.Array[T]{a, b}
	if ok, err := intoArrays(u, on, out, ins[:]); ok {
		return err
	}
	return u.Into(on, out, a, b)
}

// Into3 is Into1 for three inputs.
func Into3[T nd.Elem](u *Ufunc, on Target, out, a, b, c nd.Array[T]) error {
	ins := [3]nd.Array[T]{a, b, c}
	if ok, err := intoArrays(u, on, out, ins[:]); ok {
		return err
	}
	return u.Into(on, out, a, b, c)
}

// Into4 is Into1 for four inputs.
func Into4[T nd.Elem](u *Ufunc, on Target, out, a, b, c, d nd.Array[T]) error {
	ins := [4]nd.Array[T]{a, b, c, d}
	if ok, err := intoArrays(u, on, out, ins[:]); ok {
		return err
	}
	return u.Into(on, out, a, b, c, d)
}

// intoArrays is callFast for typed arrays: the remembered host Into must
// have had nd.Array[T] operands, one output, and this call's arrays must
// be contiguous, nonempty, of one shape and not overlap an output unless
// they are it. ok false leaves the call to Into.
func intoArrays[T nd.Elem](u *Ufunc, on Target, out nd.Array[T], ins []nd.Array[T]) (ok bool, err error) {
	sig := u.fastInto.Load()
	if sig == nil || sig.gpu || !sig.arrays || sig.elem != nd.DTypeOf[T]() || len(ins) != u.nin || u.nout != 1 || !sig.takes(on) {
		return false, nil
	}
	sc := scratchPool.Get().(*callScratch)
	shape := &sc.shape
	bases := sc.bases[:sig.nops]
	defer func() {
		clear(bases)
		scratchPool.Put(sc)
	}()
	for k := range sig.nops {
		a := out
		if k < len(ins) {
			a = ins[k]
		}
		p, ok := typedView(a, shape, k == 0)
		if !ok {
			return false, nil
		}
		bases[k] = p
	}
	n := shape.size()
	o := len(ins)
	for k := range len(ins) {
		if (bases[k] != bases[o] || sig.steps[k] != sig.steps[o]) && uintptr(bases[k]) < uintptr(bases[o])+uintptr(n*sig.steps[o]) &&
			uintptr(bases[o]) < uintptr(bases[k])+uintptr(n*sig.steps[k]) {
			return false, nil // overlap: Into copies first
		}
	}
	if sig.target == Parallel && ufunc.ChunkLen(n, sig.outBytes, runtime.GOMAXPROCS(0)) < n {
		return false, nil
	}
	steps := sc.steps[:sig.nops]
	copy(steps, sig.steps[:sig.nops])
	return true, serial(u.name, func() { sig.run(n, bases, steps) })
}

// typedView is arrayView without the interface.
func typedView[T nd.Elem](a nd.Array[T], s *fastShape, first bool) (unsafe.Pointer, bool) {
	if a.IsZero() || a.NDim() > MaxRank || !a.IsCContiguous() {
		return nil, false
	}
	if first {
		s.rank = len(a.AppendShape(s.dims[:0]))
	} else {
		var buf [MaxRank]int
		if !slices.Equal(a.AppendShape(buf[:0]), s.dims[:s.rank]) {
			return nil, false
		}
	}
	data, off := a.Raw()
	if off >= len(data) {
		return nil, false
	}
	return unsafe.Pointer(&data[off]), true
}

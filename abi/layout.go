package abi

import "strconv"

// Every kernel parameter is flattened into leaves: scalars and pointers,
// each one launch parameter of its natural size and alignment (the
// kernelParams entry cuLaunchKernel and hipModuleLaunchKernel read). The
// wrapper kernels are written in leaves already; a kernel's []T and
// kern.ArrayN[T] parameters flatten as Slice* and View* say.

// LeafKind is the type of a launch parameter.
type LeafKind uint8

// The leaf kinds.
const (
	LeafI64  LeafKind = iota + 1 // int64: a count, rank, extent, or a stride in elements
	LeafPtr                      // a pointer to global memory holding the operand's elements
	LeafElem                     // one element of the operand, by value
	LeafBool                     // a bool, one byte
	// A complex element by value is two leaves, as kernel code holds it
	// ({re, im} floats): its real part, then its imaginary part, each half
	// the element's size.
	LeafRe
	LeafIm
)

// Leaf is one launch parameter of a wrapper kernel. Name is the wrapper's
// IR parameter name.
type Leaf struct {
	Name    string
	Kind    LeafKind
	Operand int // whose element type a LeafPtr or LeafElem has; -1 for the others
}

// Size is the leaf's size (and alignment) in bytes; elemSize is the size
// of its operand's element.
func (l Leaf) Size(elemSize int) int {
	switch l.Kind {
	case LeafI64, LeafPtr:
		return 8
	case LeafBool:
		return 1
	case LeafRe, LeafIm:
		return elemSize / 2
	}
	return elemSize
}

// Offsets places leaves at their natural alignment one after another, as
// the drivers lay out a kernel's parameter space, and returns each leaf's
// byte offset and the total size. elemSize gives an operand's element size.
func Offsets(leaves []Leaf, elemSize func(operand int) int) (offsets []int, size int) {
	offsets = make([]int, len(leaves))
	for i, l := range leaves {
		es := 0
		if l.Operand >= 0 {
			es = elemSize(l.Operand)
		}
		n := l.Size(es)
		size = (size + n - 1) / n * n
		offsets[i] = size
		size += n
	}
	return offsets, size
}

func i64Leaf(name string) Leaf { return Leaf{name, LeafI64, -1} }

func itoa(i int) string { return strconv.Itoa(i) }

// dims are the leaves name0, name1, ... name(n-1).
func dims(out []Leaf, name string, n int) []Leaf {
	for d := range n {
		out = append(out, i64Leaf(name+itoa(d)))
	}
	return out
}

// ContigGroup is how many consecutive elements one thread of a RoleContig
// wrapper handles at a time, given the byte size of each operand's
// elements (0 for one that cannot be packed: bool, complex): 1, or for
// operands under 4 bytes (16-bit floats, FP8, small integers) the count
// that makes the narrowest one's group a 4-byte word, provided no
// operand's group exceeds 16 bytes. The wrapper reads and writes a group
// with one access where every array operand is aligned to its group's
// size. The runtime sizes the grid by groups; the wrapper's loop is
// grid-stride, so any grid is correct.
func ContigGroup(sizes []int) int {
	small := 4
	for _, s := range sizes {
		if s <= 0 {
			return 1
		}
		small = min(small, s)
	}
	w := 4 / small
	for _, s := range sizes {
		if s*w > 16 {
			return 1
		}
	}
	return w
}

// Contig is the parameter list of a RoleContig wrapper with NIn inputs
// and NOut outputs (operands are numbered inputs first):
//
//	(n, [ptr_k, scalar_k]*NIn, [out_j]*NOut)
//
// An input whose ptr_k is null reads scalar_k for every element, so
// broadcast scalars are parameters, never copied to the device. Complex
// marks complex inputs (nil: none): their scalar_k is two leaves, the real
// part (LeafRe, at Scalar) and the imaginary part (LeafIm, at Scalar+1).
type Contig struct {
	NIn, NOut int
	Complex   []bool
}

// scalarLeaves is the number of leaves of input k's scalar.
func scalarLeaves(cplx []bool, k int) int {
	if k < len(cplx) && cplx[k] {
		return 2
	}
	return 1
}

// input is the index of input k's pointer (k = NIn: the first leaf after
// the inputs), the inputs each taking fixed leaves besides their scalar.
func input(cplx []bool, first, fixed, k int) int {
	i := first + k*(1+fixed)
	for j := range k {
		i += scalarLeaves(cplx, j)
	}
	return i
}

// Len is the number of leaves.
func (l Contig) Len() int { return input(l.Complex, 1, 0, l.NIn) + l.NOut }

// N is the index of the element count.
func (Contig) N() int { return 0 }

// Ptr is the index of operand k's pointer (an input's ptr_k, an output's
// out_j for k = NIn+j).
func (l Contig) Ptr(k int) int {
	if k < l.NIn {
		return input(l.Complex, 1, 0, k)
	}
	return input(l.Complex, 1, 0, l.NIn) + (k - l.NIn)
}

// Scalar is the index of input k's scalar (a complex one's real part).
func (l Contig) Scalar(k int) int { return l.Ptr(k) + 1 }

// Leaves lists the parameters in order.
func (l Contig) Leaves() []Leaf {
	out := make([]Leaf, l.Len())
	out[l.N()] = i64Leaf("n")
	for k := range l.NIn + l.NOut {
		if k < l.NIn {
			out[l.Ptr(k)] = Leaf{"ptr" + itoa(k), LeafPtr, k}
			scalarLeaf(out, l.Scalar(k), l.Complex, k)
		} else {
			out[l.Ptr(k)] = Leaf{"out" + itoa(k-l.NIn), LeafPtr, k}
		}
	}
	return out
}

// scalarLeaf writes input k's scalar leaves at out[i:].
func scalarLeaf(out []Leaf, i int, cplx []bool, k int) {
	name := "scalar" + itoa(k)
	if scalarLeaves(cplx, k) == 1 {
		out[i] = Leaf{name, LeafElem, k}
		return
	}
	out[i], out[i+1] = Leaf{name, LeafRe, k}, Leaf{name + "im", LeafIm, k}
}

// Strided is the parameter list of a RoleStrided wrapper:
//
//	(n, ndim, shape[MaxRank],
//	 [ptr_k, scalar_k, stride_k[MaxRank]]*NIn, [out_j, ostride_j[MaxRank]]*NOut)
//
// Element i < n = prod(shape[:ndim]) is split in C order over
// shape[:ndim] (so every extent is at least 1 when there is an i: the
// wrapper divides by them unguarded, ir.DivSafe); operand k's element is at sum idx[d]*stride_k[d]. Unused
// dimensions have extent 1. Complex marks complex inputs, whose scalar is
// two leaves as in Contig.
type Strided struct {
	NIn, NOut int
	Complex   []bool
}

const stridedOut = 1 + MaxRank // leaves per output

// Len is the number of leaves.
func (l Strided) Len() int { return l.Ptr(l.NIn) + stridedOut*l.NOut }

// N is the index of the element count.
func (Strided) N() int { return 0 }

// NDim is the index of the number of dimensions in use.
func (Strided) NDim() int { return 1 }

// Shape is the index of extent d.
func (Strided) Shape(d int) int { return 2 + d }

// Ptr is the index of operand k's pointer.
func (l Strided) Ptr(k int) int {
	if k < l.NIn {
		return input(l.Complex, 2+MaxRank, MaxRank, k)
	}
	return input(l.Complex, 2+MaxRank, MaxRank, l.NIn) + stridedOut*(k-l.NIn)
}

// Scalar is the index of input k's scalar (a complex one's real part).
func (l Strided) Scalar(k int) int { return l.Ptr(k) + 1 }

// Stride is the index of operand k's stride along dimension d.
func (l Strided) Stride(k, d int) int {
	if k < l.NIn {
		return l.Scalar(k) + scalarLeaves(l.Complex, k) + d
	}
	return l.Ptr(k) + 1 + d
}

// Leaves lists the parameters in order.
func (l Strided) Leaves() []Leaf {
	out := make([]Leaf, l.Len())
	out[l.N()], out[l.NDim()] = i64Leaf("n"), i64Leaf("ndim")
	for d := range MaxRank {
		out[l.Shape(d)] = i64Leaf("shape" + itoa(d))
	}
	for k := range l.NIn + l.NOut {
		stride := "stride" + itoa(k) + "_"
		if k < l.NIn {
			out[l.Ptr(k)] = Leaf{"ptr" + itoa(k), LeafPtr, k}
			scalarLeaf(out, l.Scalar(k), l.Complex, k)
		} else {
			out[l.Ptr(k)] = Leaf{"out" + itoa(k-l.NIn), LeafPtr, k}
			stride = "ostride" + itoa(k-l.NIn) + "_"
		}
		for d := range MaxRank {
			out[l.Stride(k, d)] = i64Leaf(stride + itoa(d))
		}
	}
	return out
}

// GUCoreRank is how many core extents and strides a RoleGU wrapper takes
// for an operand whose parameter is a view of rank rank and whose layout
// gives it ncore dimensions: rank, except for a "()" operand written as a
// one-element Array1 or []T (rank 1, ncore 0, how a "()" output is
// written), which takes none; the wrapper gives its core shape 1, stride 1.
func GUCoreRank(rank, ncore int) int {
	if rank == 1 && ncore == 0 {
		return 0
	}
	return rank
}

// The head of a RoleGU parameter list.
const (
	GUNLoop   = 0 // the number of loop indices
	GULoopDim = 1 // the number of loop dimensions in use
	guHead    = 2 + MaxLoopRank
)

// GULoopShape is the index of loop extent d.
func GULoopShape(d int) int { return 2 + d }

// GU is the parameter list of a RoleGU wrapper whose operands (inputs,
// then outputs, in the core's parameter order) have core ranks Ranks
// (GUCoreRank):
//
//	(nloop, loopdim, loopshape[MaxLoopRank],
//	 for each operand k: ptr_k, coreshape_k[r_k], corestride_k[r_k], loopstride_k[MaxLoopRank])
//
// Thread L (grid-stride over nloop) splits L in C order over
// loopshape[:loopdim] (nloop is their product, so every one is at least 1
// when a thread has an L: the wrapper divides by them unguarded,
// ir.DivSafe); operand k's base is ptr_k + sum idx[d]*loopstride_k[d]
// and the core gets the view {base, coreshape_k, corestride_k}, or the
// element at base for a rank-0 operand.
type GU struct{ Ranks []int }

// GUOperand locates one operand's leaves in a RoleGU parameter list: its
// pointer is at Base and it has Rank core extents and strides.
type GUOperand struct{ Base, Rank int }

// GUStart is the place before operand 0: GUStart().Next(r) is operand 0
// of rank r, and GUStart().End() the number of leaves before it.
func GUStart() GUOperand { return GUOperand{Base: guHead - 1 - MaxLoopRank} }

// Next is the operand after o, of rank rank.
func (o GUOperand) Next(rank int) GUOperand { return GUOperand{o.End(), rank} }

// Ptr is the index of the operand's pointer.
func (o GUOperand) Ptr() int { return o.Base }

// CoreShape is the index of core extent d.
func (o GUOperand) CoreShape(d int) int { return o.Base + 1 + d }

// CoreStride is the index of core stride d.
func (o GUOperand) CoreStride(d int) int { return o.Base + 1 + o.Rank + d }

// LoopStride is the index of loop stride d.
func (o GUOperand) LoopStride(d int) int { return o.Base + 1 + 2*o.Rank + d }

// End is the index after the operand's last leaf.
func (o GUOperand) End() int { return o.Base + 1 + 2*o.Rank + MaxLoopRank }

// Operand locates operand k.
func (l GU) Operand(k int) GUOperand {
	o := GUStart()
	for _, r := range l.Ranks[:k+1] {
		o = o.Next(r)
	}
	return o
}

// Len is the number of leaves.
func (l GU) Len() int { return l.Operand(len(l.Ranks) - 1).End() }

// Leaves lists the parameters in order.
func (l GU) Leaves() []Leaf {
	out := make([]Leaf, l.Len())
	out[GUNLoop], out[GULoopDim] = i64Leaf("nloop"), i64Leaf("loopdim")
	for d := range MaxLoopRank {
		out[GULoopShape(d)] = i64Leaf("loopshape" + itoa(d))
	}
	for k, r := range l.Ranks {
		o, s := l.Operand(k), itoa(k)
		out[o.Ptr()] = Leaf{"ptr" + s, LeafPtr, k}
		for d := range r {
			out[o.CoreShape(d)] = i64Leaf("coreshape" + s + "_" + itoa(d))
			out[o.CoreStride(d)] = i64Leaf("corestride" + s + "_" + itoa(d))
		}
		for d := range MaxLoopRank {
			out[o.LoopStride(d)] = i64Leaf("loopstride" + s + "_" + itoa(d))
		}
	}
	return out
}

// The parameters of a RoleStage1 wrapper (operand 0 is the reduced type):
//
//	(n, in, stride, partials)
//
// launched with ReduceBlock threads per block and ReducePartials(n,
// ReduceGroup(...)) blocks; block b writes partials[b] (the fold order is
// in docs/gpu-abi.md).
const (
	Stage1N        = 0 // the element count
	Stage1In       = 1 // the input
	Stage1Stride   = 2 // its stride in elements
	Stage1Partials = 3 // one partial per block
	Stage1Len      = 4
)

// Stage1Leaves lists RoleStage1's parameters in order.
func Stage1Leaves() []Leaf {
	return []Leaf{Stage1N: i64Leaf("n"), Stage1In: {"in", LeafPtr, 0}, Stage1Stride: i64Leaf("stride"),
		Stage1Partials: {"partials", LeafPtr, 0}}
}

// Stage2 is the parameter list of a RoleStage2 wrapper:
//
//	(m, partials, out, init, hasInit)
//
// one block of ReduceBlock threads folds partials[:m] and writes out[0] =
// hasInit ? R(init, total) : total. Complex: T is complex and init is two
// leaves, its real part at Stage2Init and its imaginary part after it.
type Stage2 struct{ Complex bool }

const (
	Stage2M        = 0 // the number of partials
	Stage2Partials = 1
	Stage2Out      = 2
	Stage2Init     = 3 // the initial value (an element, or a complex one's real part)
)

// HasInit is the index of the bool that says whether init applies.
func (s Stage2) HasInit() int {
	if s.Complex {
		return Stage2Init + 2
	}
	return Stage2Init + 1
}

// Len is the number of leaves.
func (s Stage2) Len() int { return s.HasInit() + 1 }

// Leaves lists RoleStage2's parameters in order.
func (s Stage2) Leaves() []Leaf {
	out := make([]Leaf, s.Len())
	out[Stage2M], out[Stage2Partials], out[Stage2Out] = i64Leaf("m"), Leaf{"partials", LeafPtr, 0}, Leaf{"out", LeafPtr, 0}
	if s.Complex {
		out[Stage2Init], out[Stage2Init+1] = Leaf{"init", LeafRe, 0}, Leaf{"initim", LeafIm, 0}
	} else {
		out[Stage2Init] = Leaf{"init", LeafElem, 0}
	}
	out[s.HasInit()] = Leaf{"hasInit", LeafBool, -1}
	return out
}

// A kernel's []T parameter is three leaves: the pointer to element 0, the
// length and the capacity (both int64), at these indices from its first.
const (
	SlicePtr    = 0
	SliceLen    = 1
	SliceCap    = 2
	SliceLeaves = 3
)

// A kernel's kern.ArrayN[T] parameter is 1+2N leaves: the pointer to
// element 0, the N extents, then the N strides in elements.
const ViewPtr = 0

// ViewShape is the index of extent d from the view's first leaf.
func ViewShape(d int) int { return 1 + d }

// ViewStride is the index of stride d of a rank-rank view.
func ViewStride(rank, d int) int { return 1 + rank + d }

// ViewLeaves is the number of leaves of a rank-rank view.
func ViewLeaves(rank int) int { return 1 + 2*rank }

package abi

import "strconv"

// Kind is what a generated function is: the directive that marked it.
type Kind uint8

// The kinds, in the order of the directives' documentation.
const (
	KindVectorize   Kind = iota + 1 // //kern:vectorize: a scalar ufunc core and its element-wise wrappers
	KindGUVectorize                 // //kern:guvectorize LAYOUT: a generalized ufunc core and its loop wrapper
	KindKernel                      // //kern:kernel: a launchable kernel
	KindReduce                      // //kern:reduce: a binary function func(T, T) T and its reduction wrappers
)

// String is the directive's name ("vectorize" for //kern:vectorize).
func (k Kind) String() string {
	switch k {
	case KindVectorize:
		return "vectorize"
	case KindGUVectorize:
		return "guvectorize"
	case KindKernel:
		return "kernel"
	case KindReduce:
		return "reduce"
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// KindOf is the kind a directive name ("vectorize", ...) marks.
func KindOf(directive string) (Kind, bool) {
	for k := KindVectorize; k <= KindReduce; k++ {
		if k.String() == directive {
			return k, true
		}
	}
	return 0, false
}

// Entry roles: the keys of Func.Entries. A role names one kernel a
// generated function carries; each has its own parameter layout (layout.go).
const (
	RoleKernel  = "kernel"  // the //kern:kernel itself
	RoleContig  = "contig"  // element-wise over contiguous operands (Contig)
	RoleStrided = "strided" // element-wise over broadcast or strided operands (Strided)
	RoleGU      = "gu"      // guvectorize: one thread per loop index (GU)
	RoleStage1  = "stage1"  // reduce: grid-stride + block tree, one partial per block (Stage1)
	RoleStage2  = "stage2"  // reduce: one block combines the partials (Stage2)
)

// Roles are the entries a function of kind k always carries; a
// vectorize function func(T, T) T also carries RoleStage1 and RoleStage2,
// so that its ufunc reduces on a GPU.
func Roles(k Kind) []string {
	switch k {
	case KindVectorize:
		return []string{RoleContig, RoleStrided}
	case KindGUVectorize:
		return []string{RoleGU}
	case KindKernel:
		return []string{RoleKernel}
	case KindReduce:
		return []string{RoleStage1, RoleStage2}
	}
	return nil
}

// WrapperName is the IR name of the wrapper kernel of role for the core
// named core: core + "__" + role. A RoleKernel entry is the core itself.
func WrapperName(core, role string) string {
	if role == RoleKernel {
		return core
	}
	return core + "__" + role
}

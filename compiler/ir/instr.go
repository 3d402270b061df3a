package ir

// Instr is one instruction. Every instruction has the same shape: an Op, a
// result type (nil when it yields no value), operands, and two auxiliary
// fields whose meaning depends on the Op. One struct keeps passes
// table-driven: the OpInfo table says which ops are pure, commutative,
// terminators, and how many operands they take.
//
// Printed form: "tN = op TYPE args" for instructions with a value, "op args"
// otherwise. The form of each op is documented beside it.
type Instr struct {
	// ID numbers the values of a function: printed as tID. -1 before
	// numbering.
	ID     int
	Op     Op
	Typ    Type
	Args   []Value
	AuxInt int64
	// Aux is the callee *Function of OpCall, the allocated Type of
	// OpAlloca and OpShared, and the message string of OpTrap.
	Aux   any
	Block *Block
	Pos   Pos
}

func (i *Instr) Name() string { return "t" + itoa(i.ID) }
func (i *Instr) Type() Type   { return i.Typ }

// HasValue reports whether the instruction yields a value.
func (i *Instr) HasValue() bool { return i.Typ != nil }

// Callee is the called function of an OpCall.
func (i *Instr) Callee() *Function { f, _ := i.Aux.(*Function); return f }

// ShiftMayPanic reports a shift whose count is signed and not a
// non-negative constant: Go panics when it is negative.
func (i *Instr) ShiftMayPanic() bool {
	if (i.Op != OpShl && i.Op != OpShr) || len(i.Args) != 2 {
		return false
	}
	if b, ok := i.Args[1].Type().(*Basic); !ok || !b.IsSigned() {
		return false
	}
	c, isConst := i.Args[1].(*Const)
	return !isConst || c.Int() < 0
}

func itoa(n int) string {
	if n < 0 {
		return "?" + itoa(-n)
	}
	var b [20]byte
	i := len(b)
	for {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
		if n == 0 {
			break
		}
	}
	return string(b[i:])
}

// Block is a basic block: instructions ending in exactly one terminator
// (OpJump, OpIf, OpReturn, OpTrap or OpUnreachable). Phis come first.
type Block struct {
	Index   int
	Comment string
	Instrs  []*Instr
	Preds   []*Block
	Succs   []*Block
	Fn      *Function
	// NoUnroll marks the header of a loop whose body already holds the
	// copies unrolling would make (a wrapper's fold of a group of
	// elements): unrolling it again only multiplies the loads in flight,
	// and with them the registers. Kern's unrolling passes leave it alone
	// and the PTX backend asks ptxas not to unroll it (.pragma "nounroll").
	NoUnroll bool
	// PointerExit marks the header of a loop over an index i (a header
	// phi stepped by a constant) that runs while i < n, n
	// loop-invariant, with a pointer stepping along (p = base + i*k): its
	// maker vouches that base + n*k is in base's array or one past its
	// end and that the loop's addresses do not wrap, so that p compared
	// with base + n*k decides as i < n does, and the index can go
	// (passes.PointerExits, which the AMD code runs).
	PointerExit bool
}

// Terminator is the block's last instruction, or nil if it has none yet.
func (b *Block) Terminator() *Instr {
	if n := len(b.Instrs); n > 0 && OpInfo[b.Instrs[n-1].Op].Term {
		return b.Instrs[n-1]
	}
	return nil
}

// FuncKind says how a function is entered.
type FuncKind uint8

const (
	// Device functions are called from other functions.
	Device FuncKind = iota
	// Kernel functions are launch entry points (__global__, amdgpu_kernel).
	Kernel
)

// Function is a device function or a kernel.
//
// Printed form:
//
//	kernel pkg.Doubled(%t ..., %arr array2{...})
//	device pkg.f[float32](%x f32) f32
type Function struct {
	// Name is unique in the module: "pkg/path.Func" or "pkg/path.Func[float32]".
	Name    string
	Kind    FuncKind
	Params  []*Param
	Results []Type
	Blocks  []*Block
	Pos     Pos
	// Source is the Go function it came from, for messages: "Discriminant[float32]".
	Source string
	// UsesBarrier is set when the function or a callee synchronizes a block
	// or a warp (barriers, shuffles): the sim target then needs cooperative
	// threads.
	UsesBarrier bool
	// MaxThreads and MaxRegs are a kernel's launch bounds (//kern:kernel
	// maxthreads=N maxregs=R), 0 for none: the most threads a block
	// launches with (PTX .maxntid, AMDGPU "amdgpu-flat-work-group-size")
	// and the most registers a thread may use (.maxnreg,
	// "amdgpu-num-vgpr").
	MaxThreads, MaxRegs int
	// ResultDTypes are Param.DType for the results: nil, or one name per
	// result ("" where the IR type says it).
	ResultDTypes []string
	// Wave32Elems are the function's constant fragment element indices
	// that a lane of a 32-lane warp has and a lane of a 64-lane wavefront
	// does not (a lane holds half as many there): the IR is the same for
	// every target, so kern gen refuses them for the processors where they
	// are out of range rather than the backend reading another element.
	Wave32Elems []ElemIndex
}

// ElemIndex is a constant element index of a fragment method call
// (At, With, Pos): where it is, the call, the index, and how many
// elements a lane holds on a 32-lane warp and on a 64-lane wavefront.
type ElemIndex struct {
	Pos          Pos
	Call         string // "kern.FragC.At"
	Index        int64
	Len32, Len64 int64
}

// NewBlock appends an empty block.
func (f *Function) NewBlock(comment string) *Block {
	b := &Block{Index: len(f.Blocks), Comment: comment, Fn: f}
	f.Blocks = append(f.Blocks, b)
	return b
}

// ResultType is the type of a call's value: nil, the single result, or a
// "results" struct.
func (f *Function) ResultType() Type { return ResultType(f.Results) }

// ResultType packs a result list as a call's value type.
func ResultType(rs []Type) Type {
	switch len(rs) {
	case 0:
		return nil
	case 1:
		return rs[0]
	}
	fs := make([]Field, len(rs))
	for i, r := range rs {
		fs[i] = Field{Type: r}
	}
	return &Struct{Tag: "results", Fields: fs}
}

// Users lists, for each instruction of f, the instructions that use it as
// an argument (once per use).
func (f *Function) Users() map[*Instr][]*Instr {
	users := map[*Instr][]*Instr{}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for _, a := range in.Args {
				if x, ok := a.(*Instr); ok {
					users[x] = append(users[x], in)
				}
			}
		}
	}
	return users
}

// Renumber gives every value-producing instruction a fresh ID in block
// order and re-indexes blocks. Passes call it after editing.
func (f *Function) Renumber() {
	n := 0
	for i, b := range f.Blocks {
		b.Index = i
		for _, in := range b.Instrs {
			in.Block = b
			if in.HasValue() {
				in.ID = n
				n++
			} else {
				in.ID = -1
			}
		}
	}
}

// Module is a compilation unit: the kernels of one package and every device
// function and global they reach.
type Module struct {
	Name    string
	Funcs   []*Function
	Globals []*Global
	// Prints is the format table of the kern.Printf calls (OpPrint).
	Prints []PrintFormat
}

// PrintFormat is one kern.Printf call site: the constant format, one
// kind letter per argument (abi.PrintKind's letters) and the constant
// string arguments in order.
type PrintFormat struct {
	Format string
	Args   string
	Strs   []string
}

// Func returns the function with the given name, or nil.
func (m *Module) Func(name string) *Function {
	for _, f := range m.Funcs {
		if f.Name == name {
			return f
		}
	}
	return nil
}

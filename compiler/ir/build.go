package ir

// Builder appends instructions to a block. It fills in Block, Pos and a
// provisional ID; call Function.Renumber when the function is complete.
type Builder struct {
	Fn    *Function
	Block *Block
	Pos   Pos
	next  int
}

// NewBuilder returns a builder for f positioned at no block.
func NewBuilder(f *Function) *Builder { return &Builder{Fn: f} }

// SetBlock makes b the insertion block.
func (bd *Builder) SetBlock(b *Block) { bd.Block = b }

// Emit appends an instruction and returns it.
func (bd *Builder) Emit(op Op, t Type, args ...Value) *Instr {
	in := &Instr{ID: -1, Op: op, Typ: t, Args: args, Block: bd.Block, Pos: bd.Pos}
	if t != nil {
		in.ID = bd.next
		bd.next++
	}
	bd.Block.Instrs = append(bd.Block.Instrs, in)
	return in
}

// EmitAux appends an instruction with auxiliary fields.
func (bd *Builder) EmitAux(op Op, t Type, auxInt int64, aux any, args ...Value) *Instr {
	in := bd.Emit(op, t, args...)
	in.AuxInt, in.Aux = auxInt, aux
	return in
}

// AddEdge records the control-flow edge from → to.
func AddEdge(from, to *Block) {
	from.Succs = append(from.Succs, to)
	to.Preds = append(to.Preds, from)
}

// Jump ends the block with a jump to target and records the edge.
func (bd *Builder) Jump(target *Block) {
	bd.Emit(OpJump, nil)
	AddEdge(bd.Block, target)
}

// If ends the block with a conditional branch and records both edges.
func (bd *Builder) If(c Value, then, els *Block) {
	bd.Emit(OpIf, nil, c)
	AddEdge(bd.Block, then)
	AddEdge(bd.Block, els)
}

// Return ends the block with a return of vals.
func (bd *Builder) Return(vals ...Value) { bd.Emit(OpReturn, nil, vals...) }

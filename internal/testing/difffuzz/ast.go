package difffuzz

// The generated programs are trees of these nodes rather than text, so
// that the minimizer can drop statements and replace expressions by their
// operands, and so that one tree renders both as the marked function
// (package math) and as its plain-Go twin over the portable math package.

// Expr is an expression of a scalar kind.
type Expr interface {
	kind() Kind
	// slots are the operands the minimizer may replace (by a same-kind
	// operand of theirs).
	slots() []*Expr
}

// Var reads a local variable or parameter.
type Var struct {
	Name string
	K    Kind
}

// Lit is a constant: Bits as literal renders them.
type Lit struct {
	K    Kind
	Bits uint64
}

// Unary is -x, ^x or !x.
type Unary struct {
	Op string
	X  Expr
}

// Binary is an arithmetic, bitwise, comparison or logical operation of
// kind K (Bool for a comparison, whose operands share another kind).
type Binary struct {
	Op   string
	X, Y Expr
	K    Kind
}

// NonZero renders its operand made nonzero: x|1 for a concrete integer,
// x*x + 1 for a type parameter (a square is never -1 modulo 2^k), so that
// integer division never divides by zero.
type NonZero struct{ X Expr }

// Shift is X << Count or X >> Count; Count is of an unsigned kind, so it
// is never negative (Go panics on a negative count), but it may exceed
// the width.
type Shift struct {
	Op       string
	X, Count Expr
}

// Conv is K(X).
type Conv struct {
	K Kind
	X Expr
}

// Call calls a function with one result: a math or math/bits function
// (Pkg "math" renders as the portable package in twins), a builtin (Pkg
// ""), or a generated helper (Helper true: twins call the helper's twin).
type Call struct {
	Pkg, Fn string
	Args    []Expr
	K       Kind
	Helper  bool
}

// Index reads Base[X & (N-1)]: N is a power of two, so the index is in
// range for every integer X. Base is a variable, a struct field path or a
// package-level table.
type Index struct {
	Base string
	N    int
	X    Expr
	K    Kind
}

// Field reads a struct field path (s.f).
type Field struct {
	Path string
	K    Kind
}

// SVar is a struct-typed variable passed to or returned from a helper.
type SVar struct {
	Name string
	S    *StructType
}

func (e *Var) kind() Kind     { return e.K }
func (e *Lit) kind() Kind     { return e.K }
func (e *Unary) kind() Kind   { return e.X.kind() }
func (e *Binary) kind() Kind  { return e.K }
func (e *NonZero) kind() Kind { return e.X.kind() }
func (e *Shift) kind() Kind   { return e.X.kind() }
func (e *Conv) kind() Kind    { return e.K }
func (e *Call) kind() Kind    { return e.K }
func (e *Index) kind() Kind   { return e.K }
func (e *Field) kind() Kind   { return e.K }
func (e *SVar) kind() Kind    { return numKinds }

func (e *Var) slots() []*Expr     { return nil }
func (e *Lit) slots() []*Expr     { return nil }
func (e *Unary) slots() []*Expr   { return []*Expr{&e.X} }
func (e *Binary) slots() []*Expr  { return []*Expr{&e.X, &e.Y} }
func (e *NonZero) slots() []*Expr { return []*Expr{&e.X} }
func (e *Shift) slots() []*Expr   { return []*Expr{&e.X, &e.Count} }
func (e *Conv) slots() []*Expr    { return []*Expr{&e.X} }
func (e *Index) slots() []*Expr   { return []*Expr{&e.X} }
func (e *Field) slots() []*Expr   { return nil }
func (e *SVar) slots() []*Expr    { return nil }
func (e *Call) slots() []*Expr {
	s := make([]*Expr, len(e.Args))
	for i := range e.Args {
		s[i] = &e.Args[i]
	}
	return s
}

// Stmt is a statement.
type Stmt interface{ isStmt() }

// Decl declares Name := Init, or var Name K when Init is nil.
type Decl struct {
	Name string
	K    Kind
	Init Expr
}

// ArrDecl declares a local array var Name [N]K, or Name := [N]K{Init...}.
type ArrDecl struct {
	Name string
	K    Kind
	N    int
	Init []Expr
}

// StructDecl declares var Name S.
type StructDecl struct {
	Name string
	S    *StructType
}

// Assign is LHS Op RHS (Op is =, +=, ...). LHS is a variable, a field
// path, or an element Index (then LHS is its base and Idx its index).
type Assign struct {
	LHS string
	Idx *Index
	Op  string
	RHS Expr
}

// MultiDecl declares Names := Call with several results (a math function
// such as Frexp, a math/bits one such as Add64, or a helper).
type MultiDecl struct {
	Names []string
	Ks    []Kind
	Call  *Call
}

// StructCall assigns a helper's struct result: Name = Call.
type StructCall struct {
	Name string
	Call *Call
}

// If is if Cond { Then } else { Else }.
type If struct {
	Cond       Expr
	Then, Else []Stmt
}

// For loops. Form:
//
//	"range":   for Var := range N {}
//	"count":   for Var := 0; Var < Bound; Var++ {}  (Bound is an int expression
//	           fixed before the loop, clamped to [0, 16))
//	"down":    for Var := N; Var > 0; Var -= 2 {}
//	"arr":     for Var, Elem := range Arr {} (a local array of kind ElemK)
type For struct {
	Form  string
	Var   string
	N     int
	Bound Expr
	Arr   string
	Elem  string
	ElemK Kind
	Label string
	Body  []Stmt
}

// Switch is switch Tag { case Vals...: Body } (tagless when Tag is nil:
// then each case has one Bool condition).
type Switch struct {
	Tag     Expr
	Cases   []Case
	Default []Stmt
	HasDef  bool
}

// Case is one case of a Switch; Fall ends it with fallthrough.
type Case struct {
	Vals []Expr
	Body []Stmt
	Fall bool
}

// Branch is break or continue, with an optional label.
type Branch struct {
	Tok, Label string
}

// Return returns Results.
type Return struct{ Results []Expr }

// Raw is a line of text the minimizer keeps as it is (kernel templates).
type Raw struct{ Text string }

func (*Decl) isStmt()       {}
func (*ArrDecl) isStmt()    {}
func (*StructDecl) isStmt() {}
func (*Assign) isStmt()     {}
func (*MultiDecl) isStmt()  {}
func (*StructCall) isStmt() {}
func (*If) isStmt()         {}
func (*For) isStmt()        {}
func (*Switch) isStmt()     {}
func (*Branch) isStmt()     {}
func (*Return) isStmt()     {}
func (*Raw) isStmt()        {}

// StructType is a generated struct type with scalar and array fields.
type StructType struct {
	Name   string
	Fields []StructField
}

// StructField is one field; N > 0 makes it an array [N]K.
type StructField struct {
	Name string
	K    Kind
	N    int
}

// Table is a package-level constant array that kernels read.
type Table struct {
	Name string
	K    Kind
	Vals []uint64
}

// Func is a generated function: a marked core, a helper (device
// function) or a kernel's element function.
type Func struct {
	Name    string
	Params  []Param
	Results []Kind
	// SResult is a struct result (a helper returning a struct).
	SResult *StructType
	Body    []Stmt
	Generic bool // takes the instance's type parameter T
}

// Param is a scalar or struct parameter.
type Param struct {
	Name string
	K    Kind
	S    *StructType
}

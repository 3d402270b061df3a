package difffuzz

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Instance is one generated program: a vectorize core (Kern nil) or a
// kernel (Kern's template around the element function Core), with the
// helpers (device functions), struct types and tables it uses.
type Instance struct {
	Seed    uint64
	Name    string
	TP      *TypeParam // a generic core's type parameter
	Structs []*StructType
	Tables  []*Table
	Helpers []*Func
	Core    *Func
	Kern    *Kernel
	Comb    *Func // a kernel's combine function
}

// Generate draws the instance of seed, naming its marked function name
// (exported; the helpers, types and tables take its lower-case form as a
// prefix). The same seed gives the same instance.
func Generate(seed uint64, name string) *Instance {
	r := rand.New(rand.NewPCG(seed, 0x6b65726e))
	in := &Instance{Seed: seed, Name: name}
	low := strings.ToLower(name)
	isKern := r.IntN(100) < 22
	// Simple cores (straight-line or branchy integer and float code) are
	// the ones kern gen's AVX2 loops take (with divisions for 32-bit ones:
	// divideReturns).
	simple := !isKern && r.IntN(100) < 40
	// Operands of one width (4 or 8 bytes), the ones AVX2 loops take.
	var widthKinds []Kind
	if simple {
		widthKinds = [][]Kind{{Int32, Uint32, Float32}, {Int64, Uint64, Float64}}[r.IntN(2)]
	}
	if !isKern && r.IntN(4) == 0 {
		in.TP = genTypeParam(r, widthKinds)
	}
	if !simple {
		for i := range r.IntN(3) {
			in.Structs = append(in.Structs, genStruct(r, fmt.Sprintf("%ss%d", low, i)))
		}
		for i := range r.IntN(3) {
			in.Tables = append(in.Tables, genTable(r, fmt.Sprintf("%st%d", low, i)))
		}
	}
	eg := &exprGen{r: r, tp: in.TP, tables: in.Tables, noMath: simple && r.IntN(2) == 0}
	if simple {
		eg.only = widthKinds
		if widthKinds[0].bits() == 64 {
			eg.only = append(eg.only, Int, Uint, Uintptr)
		}
	}
	if !simple {
		for i := range r.IntN(4) {
			h := genHelperSig(r, eg, in.Structs, fmt.Sprintf("%sh%d", low, i))
			h.Generic = in.TP != nil
			sg := &stmtGen{exprGen: eg, structs: in.Structs, fn: h, weight: 1, budget: 3 + r.IntN(6)}
			h.Body = sg.body(paramScope(h))
			in.Helpers = append(in.Helpers, h)
			eg.helpers = in.Helpers
		}
	}
	core := &Func{Name: name, Generic: in.TP != nil}
	if isKern {
		in.Kern = genKernel(r)
		core.Name = low + "f"
		core.Params = in.Kern.elemParams()
		core.Results = []Kind{in.Kern.V}
	} else {
		for j := range 1 + r.IntN(5) {
			core.Params = append(core.Params, Param{Name: fmt.Sprintf("x%d", j), K: eg.operandKind(widthKinds)})
		}
		core.Results = []Kind{eg.operandKind(widthKinds)}
		if r.IntN(20) == 0 && widthKinds == nil {
			core.Results[0] = Bool
		}
		if in.TP != nil && !usesTP(core) {
			core.Params[0].K = TP
		}
	}
	budget := 6 + r.IntN(20)
	if simple {
		budget = 2 + r.IntN(7)
	}
	if isKern {
		in.Comb = in.Kern.combFunc(r, eg, low+"c")
		in.Kern.genStep(r, eg)
	}
	sg := &stmtGen{exprGen: eg, structs: in.Structs, fn: core, weight: 1, budget: budget}
	if simple {
		sg.structs, sg.noArrays, sg.noLoops = nil, true, widthKinds[0].bits() == 32
		eg.noDiv = true
	}
	core.Body = sg.body(paramScope(core))
	if simple && widthKinds[0].bits() == 32 {
		divideReturns(core, eg, seed)
	}
	in.Core = core
	return in
}

// divideReturns gives half the simple 32-bit cores (those AVX2 and
// AVX-512 loops take, which divide int32 and uint32 lanes) an integer
// division or remainder of each value they return, by a divisor that is
// never 0 (Go would panic), so that the loops divide under branches'
// masks. It draws from a stream of its own: the rest of the instance is
// what the seed always gave.
func divideReturns(core *Func, eg *exprGen, seed uint64) {
	r := rand.New(rand.NewPCG(seed, 0x646976))
	k := core.Results[0]
	if k != Int32 && k != Uint32 || r.IntN(2) == 0 {
		return
	}
	main := eg.r
	eg.r = r
	defer func() { eg.r = main }()
	walkStmts(core.Body, func(s Stmt) {
		if ret, ok := s.(*Return); ok && len(ret.Results) == 1 {
			y := &NonZero{X: eg.nonConst(paramScope(core), k)}
			ret.Results[0] = &Binary{Op: []string{"/", "%"}[r.IntN(2)], X: ret.Results[0], Y: y, K: k}
		}
	}, func(Expr) {})
}

// operandKind is a vectorize operand's kind: an nd.Elem, or T.
func (g *exprGen) operandKind(only []Kind) Kind {
	if g.tp != nil && g.chance(0.5) {
		return TP
	}
	if only != nil {
		return only[g.r.IntN(len(only))]
	}
	if g.chance(0.04) {
		return Bool
	}
	return elemKinds[g.r.IntN(len(elemKinds))]
}

func usesTP(f *Func) bool {
	for _, p := range f.Params {
		if p.K == TP {
			return true
		}
	}
	return len(f.Results) == 1 && f.Results[0] == TP
}

func paramScope(f *Func) *scope {
	s := &scope{assign: map[string]bool{}}
	for _, p := range f.Params {
		if p.S != nil {
			s.structs = append(s.structs, &SVar{Name: p.Name, S: p.S})
			continue
		}
		s.vars = append(s.vars, &Var{Name: p.Name, K: p.K})
		s.assign[p.Name] = true
	}
	return s
}

func genTypeParam(r *rand.Rand, only []Kind) *TypeParam {
	ints := []Kind{Int8, Int16, Int32, Int64, Uint8, Uint16, Uint32, Uint64}
	tp := &TypeParam{Class: Class(r.IntN(3))}
	var pool []Kind
	switch tp.Class {
	case ClassInt:
		pool = ints
	case ClassFloat:
		pool = floatKinds
	default:
		pool = elemKinds
	}
	if only != nil {
		var p []Kind
		for _, k := range pool {
			if containsKind(only, k) {
				p = append(p, k)
			}
		}
		pool = p
	}
	for range 1 + r.IntN(3) {
		k := pool[r.IntN(len(pool))]
		if !containsKind(tp.Members, k) {
			tp.Members = append(tp.Members, k)
		}
	}
	return tp
}

func containsKind(ks []Kind, k Kind) bool {
	for _, x := range ks {
		if x == k {
			return true
		}
	}
	return false
}

func genStruct(r *rand.Rand, name string) *StructType {
	st := &StructType{Name: name}
	for j := range 2 + r.IntN(3) {
		f := StructField{Name: fmt.Sprintf("f%d", j), K: append(intKinds, Float32, Float64, Float64, Bool)[r.IntN(len(intKinds)+4)]}
		if r.IntN(4) == 0 {
			f.N = []int{2, 4}[r.IntN(2)]
		}
		st.Fields = append(st.Fields, f)
	}
	return st
}

// genTable draws a constant table: floats are finite and not -0, which
// are not constants in Go (K015 wants constant-initialised arrays).
func genTable(r *rand.Rand, name string) *Table {
	k := elemKinds[r.IntN(len(elemKinds))]
	t := &Table{Name: name, K: k}
	for range []int{4, 8, 16}[r.IntN(3)] {
		for {
			v := randomBits(r, k)
			if l := (&Lit{K: k, Bits: v}); k.isFloat() && !isConst(l) {
				continue
			}
			t.Vals = append(t.Vals, v)
			break
		}
	}
	return t
}

func genHelperSig(r *rand.Rand, g *exprGen, structs []*StructType, name string) *Func {
	h := &Func{Name: name}
	for j := range 1 + r.IntN(3) {
		p := Param{Name: fmt.Sprintf("p%d", j), K: g.anyKind()}
		if j == 0 && p.K == Bool {
			p.K = Int // a number to compute with
		}
		if len(structs) > 0 && r.IntN(5) == 0 {
			p.S = structs[r.IntN(len(structs))]
		}
		h.Params = append(h.Params, p)
	}
	switch n := r.IntN(100); {
	case n < 15 && len(structs) > 0:
		h.SResult = structs[r.IntN(len(structs))]
	case n < 35:
		h.Results = []Kind{g.anyKind(), g.anyKind()}
	default:
		h.Results = []Kind{g.anyKind()}
	}
	return h
}

package difffuzz

import (
	"math"
	"math/rand/v2"
	"slices"
)

// mathFn is a function of package math or math/bits the generator calls.
type mathFn struct {
	pkg, name string
	in        []Kind
	out       []Kind
}

// The math functions kernel Go compiles (J0, J1, Y0, Y1, Jn and Yn are
// rejected with K015: their source writes package-level pointers).
var mathFns = func() []mathFn {
	var fs []mathFn
	f64 := []Kind{Float64}
	for _, n := range []string{"Sqrt", "Floor", "Ceil", "Trunc", "Abs", "Round", "RoundToEven", "Exp", "Exp2",
		"Expm1", "Log", "Log2", "Log10", "Log1p", "Sin", "Cos", "Tan", "Asin", "Acos", "Atan", "Sinh", "Cosh",
		"Tanh", "Asinh", "Acosh", "Atanh", "Erf", "Erfc", "Erfinv", "Erfcinv", "Gamma", "Cbrt", "Logb"} {
		fs = append(fs, mathFn{"math", n, f64, f64})
	}
	for _, n := range []string{"Atan2", "Pow", "Hypot", "Mod", "Remainder", "Copysign", "Max", "Min", "Dim", "Nextafter"} {
		fs = append(fs, mathFn{"math", n, []Kind{Float64, Float64}, f64})
	}
	return append(fs,
		mathFn{"math", "FMA", []Kind{Float64, Float64, Float64}, f64},
		mathFn{"math", "Ldexp", []Kind{Float64, Int}, f64},
		mathFn{"math", "Pow10", []Kind{Int}, f64},
		mathFn{"math", "Inf", []Kind{Int}, f64},
		mathFn{"math", "Ilogb", f64, []Kind{Int}},
		mathFn{"math", "Signbit", f64, []Kind{Bool}},
		mathFn{"math", "IsNaN", f64, []Kind{Bool}},
		mathFn{"math", "IsInf", []Kind{Float64, Int}, []Kind{Bool}},
		mathFn{"math", "Float64bits", f64, []Kind{Uint64}},
		mathFn{"math", "Float64frombits", []Kind{Uint64}, f64},
		mathFn{"math", "Float32bits", []Kind{Float32}, []Kind{Uint32}},
		mathFn{"math", "Float32frombits", []Kind{Uint32}, []Kind{Float32}},
		mathFn{"math", "Nextafter32", []Kind{Float32, Float32}, []Kind{Float32}},
		mathFn{"math", "Frexp", f64, []Kind{Float64, Int}},
		mathFn{"math", "Modf", f64, []Kind{Float64, Float64}},
		mathFn{"math", "Lgamma", f64, []Kind{Float64, Int}},
		mathFn{"math", "Sincos", f64, []Kind{Float64, Float64}},
	)
}()

func findFn(name string) mathFn {
	for _, f := range mathFns {
		if f.name == name {
			return f
		}
	}
	panic("difffuzz: no math function " + name)
}

// bitsFns are math/bits functions by the unsigned kind they take.
func bitsFns(k Kind) []mathFn {
	sfx := map[Kind]string{Uint8: "8", Uint16: "16", Uint32: "32", Uint64: "64", Uint: ""}[k]
	fs := []mathFn{
		{"bits", "OnesCount" + sfx, []Kind{k}, []Kind{Int}},
		{"bits", "LeadingZeros" + sfx, []Kind{k}, []Kind{Int}},
		{"bits", "TrailingZeros" + sfx, []Kind{k}, []Kind{Int}},
		{"bits", "Len" + sfx, []Kind{k}, []Kind{Int}},
		{"bits", "Reverse" + sfx, []Kind{k}, []Kind{k}},
		{"bits", "RotateLeft" + sfx, []Kind{k, Int}, []Kind{k}},
	}
	if k != Uint8 {
		fs = append(fs, mathFn{"bits", "ReverseBytes" + sfx, []Kind{k}, []Kind{k}})
	}
	if k == Uint32 || k == Uint64 || k == Uint {
		fs = append(fs,
			mathFn{"bits", "Add" + sfx, []Kind{k, k, k}, []Kind{k, k}},
			mathFn{"bits", "Sub" + sfx, []Kind{k, k, k}, []Kind{k, k}},
			mathFn{"bits", "Mul" + sfx, []Kind{k, k}, []Kind{k, k}})
	}
	return fs
}

// scope is what a statement may read and write.
type scope struct {
	vars    []*Var          // scalars in scope
	assign  map[string]bool // locals that may be assigned (not parameters' copies of loop variables)
	arrays  []arrVar
	structs []*SVar
}

type arrVar struct {
	name string
	k    Kind
	n    int
}

func (s *scope) clone() *scope {
	c := &scope{vars: slices.Clone(s.vars), assign: s.assign, arrays: slices.Clone(s.arrays), structs: slices.Clone(s.structs)}
	return c
}

// exprGen draws expressions for one function.
type exprGen struct {
	r       *rand.Rand
	tp      *TypeParam // the instance's type parameter, nil if not generic
	helpers []*Func    // callable helpers
	tables  []*Table
	noMath  bool
	// only, when set, are the kinds besides Bool that expressions take
	// (cores of one element width, which AVX2 loops take).
	only []Kind
	// noDiv leaves out integer division from the expressions (SIMD loops
	// take none of 64 bits; 32-bit cores get theirs from divideReturns).
	noDiv bool
}

func (g *exprGen) chance(p float64) bool { return g.r.Float64() < p }

// kinds that an expression may take in this function.
func (g *exprGen) anyKind() Kind {
	if g.tp != nil && g.chance(0.3) {
		return TP
	}
	if g.only != nil {
		if g.chance(0.1) {
			return Bool
		}
		return g.only[g.r.IntN(len(g.only))]
	}
	switch g.r.IntN(10) {
	case 0:
		return Bool
	case 1, 2, 3:
		return floatKinds[g.r.IntN(2)]
	}
	return intKinds[g.r.IntN(len(intKinds))]
}

func (g *exprGen) lit(k Kind) Expr { return &Lit{K: k, Bits: randomBits(g.r, k)} }

// leaf is a variable, element, field or table entry of kind k, or else a
// literal.
func (g *exprGen) leaf(s *scope, k Kind) Expr {
	var cands []Expr
	for _, v := range s.vars {
		if v.K == k {
			cands = append(cands, v, v) // variables weigh twice
		}
	}
	for _, a := range s.arrays {
		if a.k == k {
			cands = append(cands, &Index{Base: a.name, N: a.n, X: g.indexExpr(s), K: k})
		}
	}
	for _, sv := range s.structs {
		for _, f := range sv.S.Fields {
			if f.K != k {
				continue
			}
			if f.N > 0 {
				cands = append(cands, &Index{Base: sv.Name + "." + f.Name, N: f.N, X: g.indexExpr(s), K: k})
			} else {
				cands = append(cands, &Field{Path: sv.Name + "." + f.Name, K: k})
			}
		}
	}
	for _, t := range g.tables {
		if t.K == k {
			cands = append(cands, &Index{Base: t.Name, N: len(t.Vals), X: g.indexExpr(s), K: k})
		}
	}
	if k == Bool && len(s.vars) > 0 && (len(cands) == 0 || g.chance(0.5)) {
		// A comparison of a variable: bool literals make dead code.
		v := s.vars[g.r.IntN(len(s.vars))]
		if v.K != Bool {
			return &Binary{Op: []string{"==", "!=", "<", "<=", ">", ">="}[g.r.IntN(6)], X: v, Y: g.leaf(s, v.K), K: Bool}
		}
	}
	if len(cands) == 0 || g.chance(0.12) {
		return g.lit(k)
	}
	return cands[g.r.IntN(len(cands))]
}

// nonConst is a leaf that Go does not treat as a constant: a variable or
// element if there is one, else a conversion of some variable.
func (g *exprGen) nonConst(s *scope, k Kind) Expr {
	for range 4 {
		if e := g.leaf(s, k); !isConst(e) {
			return e
		}
	}
	for _, v := range s.vars {
		switch {
		case v.K == Bool:
		case k == Bool:
			return &Binary{Op: "==", X: v, Y: g.lit(v.K), K: Bool}
		default:
			return &Conv{K: k, X: v}
		}
	}
	// Only bool variables: a call is not a constant either.
	var c Expr = &Call{Pkg: "bits", Fn: "Len", Args: []Expr{&Lit{K: Uint, Bits: g.r.Uint64()}}, K: Int}
	if k == Bool {
		return &Binary{Op: "==", X: c, Y: g.lit(Int), K: Bool}
	}
	if k != Int {
		c = &Conv{K: k, X: c}
	}
	return c
}

// indexExpr is an integer expression used as an index (masked by the
// reader to the array's power-of-two length).
func (g *exprGen) indexExpr(s *scope) Expr {
	var ints []*Var
	for _, v := range s.vars {
		if v.K.isInt() {
			ints = append(ints, v)
		}
	}
	if len(ints) > 0 && g.chance(0.8) {
		return ints[g.r.IntN(len(ints))]
	}
	return &Lit{K: Int, Bits: uint64(g.r.IntN(16))}
}

// expr draws an expression of kind k.
func (g *exprGen) expr(s *scope, k Kind, depth int) Expr {
	if depth <= 0 || g.chance(0.25) {
		return g.leaf(s, k)
	}
	d := depth - 1
	switch {
	case k == Bool:
		return g.boolExpr(s, d)
	case k == TP:
		return g.tpExpr(s, d)
	case k.isFloat():
		return g.floatExpr(s, k, d)
	}
	return g.intExpr(s, k, d)
}

// binary builds X op Y, making Y non-constant when X is constant (Go
// folds constant operations and rejects overflow).
func (g *exprGen) binary(s *scope, op string, k, opk Kind, d int) Expr {
	x, y := g.expr(s, opk, d), g.expr(s, opk, d)
	if isConst(x) && isConst(y) {
		y = g.nonConst(s, opk)
	}
	if op == "/" || op == "%" {
		if opk.isInt() || opk == TP && g.tp.Class != ClassFloat {
			y = &NonZero{X: y}
		} else if l, ok := y.(*Lit); ok && isZeroLit(l) {
			y = g.nonConst(s, opk)
		}
	}
	return &Binary{Op: op, X: x, Y: y, K: k}
}

func isZeroLit(l *Lit) bool {
	switch {
	case l.K == Float32:
		return math.Float32frombits(uint32(l.Bits)) == 0
	case l.K == Float64:
		return math.Float64frombits(l.Bits) == 0
	case l.K == TP:
		return l.Bits%100 == 0
	case l.K.bits() < 64:
		return l.Bits&(1<<l.K.bits()-1) == 0
	}
	return l.Bits == 0
}

func (g *exprGen) conv(s *scope, k Kind, d int) Expr {
	for {
		from := g.anyKind()
		if from == Bool || from == k {
			continue
		}
		x := g.expr(s, from, d)
		if isConst(x) {
			x = g.nonConst(s, from)
			if isConst(x) {
				return g.leaf(s, k)
			}
		}
		return &Conv{K: k, X: x}
	}
}

func (g *exprGen) boolExpr(s *scope, d int) Expr {
	switch g.r.IntN(6) {
	case 0, 1, 2:
		k := g.anyKind()
		ops := []string{"==", "!=", "<", "<=", ">", ">="}
		if k == Bool {
			ops = ops[:2]
		}
		return g.binary(s, ops[g.r.IntN(len(ops))], Bool, k, d)
	case 3:
		return g.binary(s, []string{"&&", "||"}[g.r.IntN(2)], Bool, Bool, d)
	case 4:
		return &Unary{Op: "!", X: g.expr(s, Bool, d)}
	}
	if g.noMath {
		return g.leaf(s, Bool)
	}
	return g.mathCall(s, findFn([]string{"Signbit", "IsNaN", "IsInf"}[g.r.IntN(3)]), d)
}

// mathCall calls f with arguments of its kinds.
func (g *exprGen) mathCall(s *scope, f mathFn, d int) *Call {
	c := &Call{Pkg: f.pkg, Fn: f.name, K: f.out[0]}
	for _, k := range f.in {
		c.Args = append(c.Args, g.expr(s, k, d))
	}
	return c
}

func (g *exprGen) floatExpr(s *scope, k Kind, d int) Expr {
	switch n := g.r.IntN(12); {
	case n < 4:
		return g.binary(s, []string{"+", "-", "*", "/"}[g.r.IntN(4)], k, k, d)
	case n == 4:
		return &Unary{Op: "-", X: g.nonConst(s, k)}
	case n == 5:
		return g.conv(s, k, d)
	case n == 6:
		return g.minMax(s, k, d)
	case n == 7:
		if h := g.helperFor(s, k); h != nil {
			return g.helperCall(s, h, d)
		}
	}
	if g.noMath {
		return g.binary(s, "*", k, k, d)
	}
	var f mathFn
	for {
		f = mathFns[g.r.IntN(len(mathFns))]
		if len(f.out) == 1 && f.out[0].isFloat() {
			break
		}
	}
	if k == Float32 && f.out[0] == Float32 || k == Float64 && f.out[0] == Float64 {
		return g.mathCall(s, f, d)
	}
	// float32(math.F(float64(x))), which kern narrows for + - * / and Sqrt.
	c := &Call{Pkg: f.pkg, Fn: f.name, K: f.out[0]}
	for _, ak := range f.in {
		if ak == Float64 && k == Float32 && g.chance(0.7) {
			c.Args = append(c.Args, &Conv{K: Float64, X: g.nonConst(s, Float32)})
		} else {
			c.Args = append(c.Args, g.expr(s, ak, d))
		}
	}
	return &Conv{K: k, X: c}
}

func (g *exprGen) minMax(s *scope, k Kind, d int) Expr {
	c := &Call{Fn: []string{"min", "max"}[g.r.IntN(2)], K: k}
	for range 2 + g.r.IntN(2) {
		c.Args = append(c.Args, g.expr(s, k, d))
	}
	return c
}

func (g *exprGen) intExpr(s *scope, k Kind, d int) Expr {
	switch n := g.r.IntN(16); {
	case n < 5:
		return g.binary(s, []string{"+", "-", "*", "&", "|", "^", "&^"}[g.r.IntN(7)], k, k, d)
	case n < 7 && !g.noDiv:
		return g.binary(s, []string{"/", "%"}[g.r.IntN(2)], k, k, d)
	case n < 9:
		return g.shift(s, k, d)
	case n == 9:
		x := g.nonConst(s, k)
		if isConst(x) {
			return x
		}
		return &Unary{Op: []string{"-", "^"}[g.r.IntN(2)], X: x}
	case n < 12:
		return g.conv(s, k, d)
	case n == 12:
		return g.minMax(s, k, d)
	case n == 13:
		if h := g.helperFor(s, k); h != nil {
			return g.helperCall(s, h, d)
		}
	}
	// math/bits over an unsigned kind, converted to k.
	uk := g.unsignedKind()
	fs := bitsFns(uk)
	var f mathFn
	for {
		f = fs[g.r.IntN(len(fs))]
		if len(f.out) == 1 {
			break
		}
	}
	var e Expr = g.mathCall(s, f, d)
	if g.chance(0.15) && !g.noMath {
		e = g.mathCall(s, mathFn{"math", "Float64bits", []Kind{Float64}, []Kind{Uint64}}, d)
	}
	if e.kind() != k {
		e = &Conv{K: k, X: e}
	}
	return e
}

func (g *exprGen) shift(s *scope, k Kind, d int) Expr {
	x := g.expr(s, k, d)
	ck := g.unsignedKind()
	var c Expr
	if g.chance(0.6) {
		// Mostly counts below the width, sometimes past it.
		c = &Binary{Op: "&", X: g.nonConst(s, ck), Y: &Lit{K: ck, Bits: uint64(1<<(3+g.r.IntN(4)) - 1)}, K: ck}
	} else {
		c = g.expr(s, ck, d)
	}
	if isConst(x) && isConst(c) {
		x = g.nonConst(s, k)
	}
	return &Shift{Op: []string{"<<", ">>"}[g.r.IntN(2)], X: x, Count: c}
}

func (g *exprGen) tpExpr(s *scope, d int) Expr {
	switch n := g.r.IntN(10); {
	case n < 4:
		return g.binary(s, []string{"+", "-", "*"}[g.r.IntN(3)], TP, TP, d)
	case n == 4:
		return g.binary(s, "/", TP, TP, d)
	case n == 5 && g.tp.Class == ClassInt:
		return g.binary(s, []string{"&", "|", "^", "%", "&^"}[g.r.IntN(5)], TP, TP, d)
	case n == 6 && g.tp.Class == ClassInt:
		return g.shift(s, TP, d)
	case n == 7:
		return g.minMax(s, TP, d)
	case n == 8:
		if h := g.helperFor(s, TP); h != nil {
			return g.helperCall(s, h, d)
		}
	}
	return g.conv(s, TP, d)
}

// unsignedKind is an unsigned kind for shift counts and math/bits.
func (g *exprGen) unsignedKind() Kind {
	var ks []Kind
	for _, k := range g.only {
		if k.isUnsigned() && k != Uintptr { // math/bits has no uintptr forms
			ks = append(ks, k)
		}
	}
	if len(ks) == 0 {
		ks = []Kind{Uint8, Uint16, Uint32, Uint64, Uint}
	}
	return ks[g.r.IntN(len(ks))]
}

// helperFor returns a helper with one result of kind k, if any.
func (g *exprGen) helperFor(s *scope, k Kind) *Func {
	var hs []*Func
	for _, h := range g.helpers {
		if len(h.Results) == 1 && h.Results[0] == k && h.SResult == nil && helperCallable(s, h) {
			hs = append(hs, h)
		}
	}
	if len(hs) == 0 {
		return nil
	}
	return hs[g.r.IntN(len(hs))]
}

func (g *exprGen) helperCall(s *scope, h *Func, d int) *Call {
	c := &Call{Fn: h.Name, Helper: true}
	if len(h.Results) > 0 {
		c.K = h.Results[0]
	}
	for _, p := range h.Params {
		if p.S != nil {
			c.Args = append(c.Args, g.structArg(s, p.S))
			continue
		}
		c.Args = append(c.Args, g.expr(s, p.K, d))
	}
	return c
}

// structArg is a struct variable of type st in scope (callers only pick
// helpers whose struct parameters have one).
func (g *exprGen) structArg(s *scope, st *StructType) Expr {
	for _, sv := range s.structs {
		if sv.S == st {
			return sv
		}
	}
	panic("difffuzz: no struct variable of type " + st.Name)
}

// isConst reports whether Go treats e as a constant expression.
func isConst(e Expr) bool {
	switch e := e.(type) {
	case *Lit:
		if e.K == TP {
			return false
		}
		if e.K.isFloat() {
			f := math.Float64frombits(e.Bits)
			if e.K == Float32 {
				f = float64(math.Float32frombits(uint32(e.Bits)))
			}
			return !math.IsNaN(f) && !math.IsInf(f, 0) && !(f == 0 && math.Signbit(f))
		}
		return true
	case *Unary, *Binary, *Shift, *Conv, *NonZero:
		for _, p := range e.slots() {
			if !isConst(*p) {
				return false
			}
		}
		return true
	case *Call:
		if e.Pkg != "" || e.Helper {
			return false
		}
		for _, a := range e.Args {
			if !isConst(a) {
				return false
			}
		}
		return true
	}
	return false
}

// validExpr reports whether e is Go that compiles: no operation on
// constants only (constant overflow and truncation are compile errors),
// no constant zero divisor.
func validExpr(e Expr) bool {
	ok := true
	walkExpr(e, func(e Expr) {
		switch e := e.(type) {
		case *Binary:
			if isConst(e.X) && isConst(e.Y) {
				ok = false
			}
			if l, isLit := e.Y.(*Lit); isLit && (e.Op == "/" || e.Op == "%") && isZeroLit(l) {
				ok = false
			}
			if (e.Op == "/" || e.Op == "%") && (e.X.kind().isInt() || e.X.kind() == TP) {
				if _, nz := e.Y.(*NonZero); !nz {
					ok = false
				}
			}
		case *Shift:
			ok = ok && !(isConst(e.X) && isConst(e.Count)) && e.Count.kind().isUnsigned()
		case *Conv, *Unary:
			ok = ok && !isConst(e)
		}
	})
	return ok
}

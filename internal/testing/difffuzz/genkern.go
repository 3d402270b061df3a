package difffuzz

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Kernel is a kernel instance: a template (the collective operation:
// shared memory and barriers, shuffles, atomics, 2-D views) around a
// generated element function (Instance.Core) that computes each thread's
// value. Every template's result is independent of thread scheduling, so
// a sequential simulation (the reference) gives the exact answer.
type Kernel struct {
	Template string
	Block    int    // threads per block (1-D); tile side for 2-D
	Block2   [2]int // 2-D templates
	V        Kind   // the element function's result
	W        Kind   // atomics' kind
	Op       string // combine: + - * ^ | & min max
	Width    int    // shuffle span
	Rounds   int    // barrier rounds; also neighbor distance
	Bins     int    // atomic bins
	Ins      []KIn  // inputs
	Guard    string // how a 1-D kernel learns n: "n", "len", "dim"
	Early    bool   // threads past n return before the barrier
	GridCap  int    // grid-stride templates: at most this many blocks
	// Step is a statement on the thread's value (StepVal) run in the
	// loop of a shuffle or barrier template after each combine, with the
	// loop counter (StepCtr) in scope: a branch on data between the
	// shuffles or barriers of one loop, whose lanes diverge and must
	// reconverge before the next.
	Step             []Stmt
	StepVal, StepCtr string
}

// KIn is a kernel input: a []T ("slice"), kern.Array1 ("arr1") or
// kern.Array2 ("arr2") of kind K.
type KIn struct {
	K    Kind
	Form string
}

var templates1 = []string{"map", "stride", "tree", "neighbor", "rounds", "xor", "down", "scan", "atomic", "shatomic", "dyn"}

// genKernel draws a kernel's template and its element function's
// signature; the element function itself is drawn by the caller.
func genKernel(r *rand.Rand) *Kernel {
	k := &Kernel{}
	all := append(append([]string{}, templates1...), "grid2", "tile")
	k.Template = all[r.IntN(len(all))]
	k.V = elemKinds[r.IntN(len(elemKinds))]
	k.Block = []int{64, 128, 256}[r.IntN(3)]
	k.Guard = []string{"n", "len", "dim"}[r.IntN(3)]
	k.Early = r.IntN(2) == 0
	k.Op = k.pickOp(r)
	k.Width = []int{2, 4, 8, 16, 32}[r.IntN(5)]
	k.Rounds = 1 + r.IntN(3)
	k.Bins = []int{1, 4, 16, 64}[r.IntN(4)]
	k.W = []Kind{Int32, Uint32, Int64, Uint64, Int32, Uint64, Uint8, Int16}[r.IntN(8)]
	k.GridCap = 1 + r.IntN(4)
	nin := 1 + r.IntN(3)
	switch k.Template {
	case "grid2":
		k.Block2 = [][2]int{{16, 16}, {32, 4}, {8, 8}, {4, 32}}[r.IntN(4)]
		k.Ins = []KIn{{elemKinds[r.IntN(len(elemKinds))], "arr2"}, {elemKinds[r.IntN(len(elemKinds))], "arr1"}}[:1+r.IntN(2)]
		return k
	case "tile":
		k.Block = 16
		k.Ins = []KIn{{elemKinds[r.IntN(len(elemKinds))], "arr2"}}
		return k
	case "dyn":
		k.Block = []int{32, 48, 96, 128}[r.IntN(4)]
	}
	if k.Template == "atomic" {
		nin = min(nin, 2) // n, the inputs and three outputs: six parameters at most
	}
	for range nin {
		k.Ins = append(k.Ins, KIn{elemKinds[r.IntN(len(elemKinds))], []string{"slice", "arr1"}[r.IntN(2)]})
	}
	return k
}

// combFunc is the function the collective templates combine two values
// with: one operator, or a generated body, whose branches put divergence
// between the shuffles and barriers of the loop it is inlined into.
func (k *Kernel) combFunc(r *rand.Rand, eg *exprGen, name string) *Func {
	f := &Func{Name: name, Params: []Param{{Name: "a", K: k.V}, {Name: "b", K: k.V}}, Results: []Kind{k.V}}
	a, b := &Var{Name: "a", K: k.V}, &Var{Name: "b", K: k.V}
	var ret Expr = &Binary{Op: k.Op, X: a, Y: b, K: k.V}
	if k.Op == "min" || k.Op == "max" {
		ret = &Call{Fn: k.Op, Args: []Expr{a, b}, K: k.V}
	}
	if r.IntN(2) == 0 {
		f.Body = []Stmt{&Return{Results: []Expr{ret}}}
		return f
	}
	sg := &stmtGen{exprGen: eg, fn: f, weight: 4, budget: 2 + r.IntN(5), noLoops: true}
	s := paramScope(f)
	f.Body = append(sg.block(s, 1), &Return{Results: []Expr{ret}})
	return f
}

// stepVars are the value and loop counter of the templates with a step.
var stepVars = map[string][2]string{"xor": {"v", "m"}, "down": {"s", "off"}, "scan": {"x", "d"}, "rounds": {"v", "r"}}

// genStep draws Step: if a condition on the value and the counter holds,
// the value changes (often with an else).
func (k *Kernel) genStep(r *rand.Rand, eg *exprGen) {
	names, ok := stepVars[k.Template]
	if !ok || r.IntN(4) == 0 {
		return
	}
	k.StepVal, k.StepCtr = names[0], names[1]
	s := &scope{assign: map[string]bool{}, vars: []*Var{{Name: names[0], K: k.V}, {Name: names[1], K: Int}}}
	// Mostly the value against a constant, so that lanes take both arms.
	cond := eg.expr(s, Bool, 2)
	if r.IntN(3) > 0 {
		lit := &Lit{K: k.V, Bits: uint64(r.IntN(64))}
		if k.V.isFloat() {
			lit.Bits = randomBits(r, k.V)
		}
		cond = &Binary{Op: []string{"<", "<=", ">", ">=", "==", "!="}[r.IntN(6)], X: &Var{Name: names[0], K: k.V}, Y: lit, K: Bool}
	}
	st := &If{Cond: cond, Then: []Stmt{&Assign{LHS: names[0], Op: "=", RHS: eg.expr(s, k.V, 2)}}}
	if r.IntN(2) == 0 {
		st.Else = []Stmt{&Assign{LHS: names[0], Op: "=", RHS: eg.expr(s, k.V, 2)}}
	}
	k.Step = []Stmt{st}
}

func (k *Kernel) pickOp(r *rand.Rand) string {
	if k.V.isFloat() {
		return []string{"+", "-", "*", "min", "max"}[r.IntN(5)]
	}
	return []string{"+", "-", "*", "^", "|", "&", "min", "max"}[r.IntN(8)]
}

// twoD reports whether the template runs a 2-D grid.
func (k *Kernel) twoD() bool { return k.Template == "grid2" || k.Template == "tile" }

// elemParams are the element function's parameters: a flat index, then
// one value per input.
func (k *Kernel) elemParams() []Param {
	ps := []Param{{Name: "i", K: Int}}
	for j, in := range k.Ins {
		ps = append(ps, Param{Name: fmt.Sprintf("x%d", j), K: in.K})
	}
	return ps
}

// kernText renders the kernel and its reference simulation. elem and
// comb are the names of the element and combine functions; a reference
// with the twin suffix sfx calls their twins.
type kernText struct {
	k          *Kernel
	name, elem string
	comb       string
	// step and stepTwin are the rendered Kernel.Step (over the template's
	// value and loop counter) for the kernel and for the twin reference.
	step, stepTwin string
}

// stepIn is the step inside a kernel's loop body (one tab deep).
func (t kernText) stepIn(string) string {
	if t.step == "" {
		return ""
	}
	return "\t" + strings.ReplaceAll(strings.TrimRight(t.step, "\n"), "\n", "\n\t") + "\n"
}

// stepRef is the step in a reference's per-thread loop (two tabs deep),
// on the thread's value held in slot.
func (t kernText) stepRef(sfx, slot string) string {
	st := t.step
	if sfx != "" {
		st = t.stepTwin
	}
	if st == "" {
		return ""
	}
	v := t.k.StepVal
	body := fmt.Sprintf("%s := %s\n%s%s = %s", v, slot, strings.TrimRight(st, "\n")+"\n", slot, v)
	return "\t\t" + strings.ReplaceAll(body, "\n", "\n\t\t") + "\n"
}

func (t kernText) zero() string { return literal(t.k.V, 0, "math") }

// load is the element function's call in the kernel (ref false) or in
// the reference over logical slices (ref true) at flat index idx; 2-D
// inputs are read at (x, y) and 1-D ones of a 2-D kernel at y.
func (t kernText) call(idx string, ref bool, sfx string) string {
	args := []string{idx}
	for j, in := range t.k.Ins {
		a := fmt.Sprintf("in%d", j)
		switch {
		case ref && in.Form == "arr2":
			args = append(args, a+"[x*cols+y]")
		case ref && t.k.twoD():
			args = append(args, a+"[y]")
		case ref:
			args = append(args, a+"[i]")
		case in.Form == "arr2":
			args = append(args, a+".At(x, y)")
		case in.Form == "arr1" && t.k.twoD():
			args = append(args, a+".At(y)")
		case in.Form == "arr1":
			args = append(args, a+".At(i)")
		default:
			args = append(args, a+"[i]")
		}
	}
	return t.elem + sfx + "(" + strings.Join(args, ", ") + ")"
}

// params renders the kernel's parameters after t (ref false) or the
// reference's after the geometry (ref true, every array a logical slice).
func (t kernText) params(ref bool) string {
	k := t.k
	var ps []string
	if !k.twoD() {
		ps = append(ps, "n int")
	}
	for j, in := range k.Ins {
		ty := "[]" + in.K.String()
		if !ref && in.Form == "arr1" {
			ty = "kern.Array1[" + in.K.String() + "]"
		} else if !ref && in.Form == "arr2" {
			ty = "kern.Array2[" + in.K.String() + "]"
		}
		ps = append(ps, fmt.Sprintf("in%d %s", j, ty))
	}
	for j, o := range t.outs() {
		ty := "[]" + o.K.String()
		if !ref && o.Form == "arr1" {
			ty = "kern.Array1[" + o.K.String() + "]"
		} else if !ref && o.Form == "arr2" {
			ty = "kern.Array2[" + o.K.String() + "]"
		}
		ps = append(ps, fmt.Sprintf("out%d %s", j, ty))
	}
	return strings.Join(ps, ", ")
}

// outs are the kernel's outputs with their kinds and forms.
func (t kernText) outs() []KIn {
	k := t.k
	switch k.Template {
	case "map", "stride", "neighbor", "rounds", "xor", "dyn":
		return []KIn{{k.V, []string{"slice", "arr1"}[len(k.Ins)%2]}}
	case "tree":
		return []KIn{{k.V, "slice"}}
	case "down", "scan":
		return []KIn{{k.V, "slice"}, {k.V, "slice"}}
	case "atomic":
		// Max and min go to arrays of their own: on one location they
		// do not commute.
		if k.W.bits() >= 32 {
			return []KIn{{k.W, "slice"}, {k.W, "slice"}, {k.W, "slice"}}
		}
		return []KIn{{k.W, "slice"}}
	case "shatomic":
		return []KIn{{k.W, "slice"}}
	}
	return []KIn{{k.V, "arr2"}}
}

// nExpr is how the kernel learns n.
func (t kernText) nExpr() string {
	switch {
	case t.k.Guard == "len" && t.k.Ins[0].Form == "slice":
		return "len(in0)"
	case t.k.Guard == "dim" && t.k.Ins[0].Form == "arr1":
		return "in0.Len()"
	}
	return "n"
}

// store writes v at index i of output j.
func (t kernText) store(j int, i, v string) string {
	if t.outs()[j].Form == "arr1" {
		return fmt.Sprintf("out%d.Set(%s, %s)", j, i, v)
	}
	return fmt.Sprintf("out%d[%s] = %s", j, i, v)
}

// value is the prologue computing each thread's v (zero past n).
func (t kernText) value(n string) string {
	return fmt.Sprintf("i := t.Grid1()\nv := %s\nif i < %s {\n\tv = %s\n}", t.zero(), n, t.call("i", false, ""))
}

// kernel renders the marked kernel.
func (t kernText) kernel() string {
	k := t.k
	n, B := t.nExpr(), k.Block
	c := func(a, b string) string { return t.comb + "(" + a + ", " + b + ")" }
	var body string
	switch k.Template {
	case "map":
		body = fmt.Sprintf("i := t.Grid1()\nif i >= %s {\n\treturn\n}\n%s", n, t.store(0, "i", t.call("i", false, "")))
	case "stride":
		body = fmt.Sprintf("for i := t.Grid1(); i < %s; i += t.GridSize1() {\n\t%s\n}", n, t.store(0, "i", t.call("i", false, "")))
	case "tree":
		body = fmt.Sprintf("sh := kern.Shared[[%d]%s](t)\ntid := t.ThreadIdx().X\n%s\nsh[tid] = v\nt.SyncThreads()\n"+
			"for s := %d; s > 0; s /= 2 {\n\tif tid < s {\n\t\tsh[tid] = %s\n\t}\n\tt.SyncThreads()\n}\n"+
			"if tid == 0 {\n\tout0[t.BlockIdx().X] = sh[0]\n}", B, k.V, t.value(n), B/2, c("sh[tid]", "sh[tid+s]"))
	case "neighbor":
		early := ""
		if k.Early {
			early = fmt.Sprintf("if i >= %s {\n\treturn\n}\n", n)
		}
		body = fmt.Sprintf("sh := kern.Shared[[%d]%s](t)\ntid := t.ThreadIdx().X\n%s\nsh[tid] = v\n%st.SyncThreads()\n"+
			"w := sh[(tid+%d)%%%d]\nif i < %s {\n\t%s\n}", B, k.V, t.value(n), early, k.Rounds, B, n, t.store(0, "i", c("v", "w")))
	case "rounds":
		body = fmt.Sprintf("sh := kern.Shared[[%d]%s](t)\ntid := t.ThreadIdx().X\n%s\n"+
			"for r := 0; r < %d; r++ {\n\tsh[tid] = v\n\tt.SyncThreads()\n\tv = %s\n%s\tt.SyncThreads()\n}\n"+
			"if i < %s {\n\t%s\n}", B, k.V, t.value(n), k.Rounds, c("v", fmt.Sprintf("sh[(tid+r+1)%%%d]", B)), t.stepIn(""), n, t.store(0, "i", "v"))
	case "xor":
		// Within the span every lane's partner is in its own segment of
		// Width lanes, so the width shuffle gives the whole-warp one's
		// answer: the reference serves both. Rounds, which this template
		// does not use otherwise, picks one without a new random draw (the
		// fixed seeds keep their programs).
		shfl := "kern.ShflXor(t, v, m)"
		if k.Rounds%2 == 0 {
			shfl = fmt.Sprintf("kern.ShflXorWidth(t, v, m, %d)", k.Width)
		}
		body = fmt.Sprintf("%s\nfor m := 1; m < %d; m *= 2 {\n\tv = %s\n%s}\nif i < %s {\n\t%s\n}",
			t.value(n), k.Width, c("v", shfl), t.stepIn(""), n, t.store(0, "i", "v"))
	case "down":
		body = fmt.Sprintf("%s\ns := v\nfor off := %d; off > 0; off /= 2 {\n\ts = %s\n%s}\n"+
			"if t.LaneID() == 0 {\n\tout0[i/t.WarpSize()] = s\n}\nif i < %s {\n\tout1[i] = s\n}",
			t.value(n), k.Width/2, c("s", "kern.ShflDown(t, s, off)"), t.stepIn(""), n)
	case "scan":
		body = fmt.Sprintf("%s\nx := v\nfor d := 1; d < %d; d *= 2 {\n\ty := kern.ShflUp(t, x, d)\n\tif t.LaneID() >= d {\n\t\tx = %s\n\t}\n%s}\n"+
			"b := kern.Shfl(t, v, %d)\nif i < %s {\n\tout0[i] = x\n\tout1[i] = b\n}", t.value(n), k.Width, c("x", "y"), t.stepIn(""), k.Rounds*7, n)
	case "atomic":
		body = fmt.Sprintf("i := t.Grid1()\nif i < %s {\n\t%s\n\tb := int(h %% %d)\n\tkern.AtomicAdd(&out0[b], %s(h))\n", n, t.hash(), k.Bins, k.W)
		if k.W.bits() >= 32 {
			body += fmt.Sprintf("\tkern.AtomicMax(&out1[b], %s(h>>3))\n\tkern.AtomicMin(&out2[(b+1)%%%d], %s(h>>5))\n", k.W, k.Bins, k.W)
		}
		body += "}"
	case "shatomic":
		body = fmt.Sprintf("sh := kern.Shared[[%d]%s](t)\ntid := t.ThreadIdx().X\nfor j := tid; j < %d; j += %d {\n\tsh[j] = 0\n}\nt.SyncThreads()\n"+
			"i := t.Grid1()\nif i < %s {\n\t%s\n\tkern.AtomicAdd(&sh[h%%%d], %s(h))\n}\nt.SyncThreads()\n"+
			"for j := tid; j < %d; j += %d {\n\tkern.AtomicAdd(&out0[j], sh[j])\n}", k.Bins, k.W, k.Bins, B, n, t.hash(), k.Bins, k.W, k.Bins, B)
	case "dyn":
		body = fmt.Sprintf("sh := kern.DynShared[%s](t)\ntid := t.ThreadIdx().X\nnb := t.BlockDim().X\n%s\nsh[tid] = v\nt.SyncThreads()\n"+
			"if i < %s {\n\t%s\n}", k.V, t.value(n), n, t.store(0, "i", c("v", "sh[nb-1-tid]")))
	case "grid2":
		body = fmt.Sprintf("x, y := t.Grid2()\nif x < out0.Dim(0) && y < out0.Dim(1) {\n\tout0.Set(x, y, %s)\n}", t.call("x*out0.Dim(1)+y", false, ""))
	case "tile":
		body = fmt.Sprintf("sh := kern.Shared[[16][17]%s](t)\ntx, ty := t.ThreadIdx().X, t.ThreadIdx().Y\nbx, by := t.BlockIdx().X*16, t.BlockIdx().Y*16\n"+
			"if x, y := by+ty, bx+tx; x < in0.Dim(0) && y < in0.Dim(1) {\n\tsh[ty][tx] = %s\n}\nt.SyncThreads()\n"+
			"if r, c := bx+ty, by+tx; r < out0.Dim(0) && c < out0.Dim(1) {\n\tout0.Set(r, c, sh[tx][ty])\n}", k.V, t.call("x*in0.Dim(1)+y", false, ""))
	}
	return fmt.Sprintf("//kern:kernel\nfunc %s(t *kern.Thread, %s) {\n%s\n}\n", t.name, t.params(false), indent(body))
}

// hash declares h, a nonnegative bin source from the element value, as
// uint64 (statements for one tab of indentation).
func (t kernText) hash() string { return t.k.hashStmts(t.call("i", false, "")) }

// hashStmts declares h from the element value v. A float NaN hashes as 0:
// the GPUs make canonical NaNs (compiler/ptx's doc), so a NaN's bits are
// not Go's, and a NaN's payload is unspecified where results are compared.
func (k *Kernel) hashStmts(v string) string {
	var bits string
	switch k.V {
	case Float32:
		bits = "uint64(math.Float32bits(hv))"
	case Float64:
		bits = "math.Float64bits(hv)"
	default:
		return "h := uint64(" + v + ")"
	}
	return "hv := " + v + "\n\tif hv != hv {\n\t\thv = 0\n\t}\n\th := " + bits
}

func indent(s string) string {
	return "\t" + strings.ReplaceAll(s, "\n", "\n\t")
}

// reference renders the sequential simulation: g is the launch geometry
// (harness.Geom); arrays are logical (2-D ones row-major).
func (t kernText) reference(sfx string) string {
	k, B := t.k, t.k.Block
	c := func(a, b string) string { return t.comb + sfx + "(" + a + ", " + b + ")" }
	call := t.call("i", true, sfx)
	vals := fmt.Sprintf("vals := make([]%s, %d)\nfor tid := range %d {\n\ti := blk*%d + tid\n\tvals[tid] = %s\n\tif i < n {\n\t\tvals[tid] = %s\n\t}\n}\n",
		k.V, B, B, B, t.zero(), call)
	blocks := "for blk := range g.Grid.X {\n"
	var body string
	switch k.Template {
	case "map", "stride":
		body = fmt.Sprintf("for i := range n {\n\tout0[i] = %s\n}", call)
	case "tree":
		body = blocks + indent(vals+fmt.Sprintf("for s := %d; s > 0; s /= 2 {\n\tfor tid := range s {\n\t\tvals[tid] = %s\n\t}\n}\nout0[blk] = vals[0]",
			B/2, c("vals[tid]", "vals[tid+s]"))) + "\n}"
	case "neighbor", "dyn":
		other := fmt.Sprintf("vals[(tid+%d)%%%d]", k.Rounds, B)
		if k.Template == "dyn" {
			other = fmt.Sprintf("vals[%d-1-tid]", B)
		}
		body = blocks + indent(vals+fmt.Sprintf("for tid := range %d {\n\tif i := blk*%d + tid; i < n {\n\t\tout0[i] = %s\n\t}\n}", B, B, c("vals[tid]", other))) + "\n}"
	case "rounds":
		body = blocks + indent(vals+fmt.Sprintf("for r := range %d {\n\tsh := append([]%s(nil), vals...)\n\tfor tid := range %d {\n\t\tvals[tid] = %s\n%s\t}\n}\n"+
			"for tid := range %d {\n\tif i := blk*%d + tid; i < n {\n\t\tout0[i] = vals[tid]\n\t}\n}", k.Rounds, k.V, B, c("vals[tid]", fmt.Sprintf("sh[(tid+r+1)%%%d]", B)), t.stepRef(sfx, "vals[tid]"), B, B)) + "\n}"
	case "xor":
		body = blocks + indent(vals+fmt.Sprintf("for m := 1; m < %d; m *= 2 {\n\tsh := append([]%s(nil), vals...)\n\tfor tid := range %d {\n\t\tvals[tid] = %s\n%s\t}\n}\n"+
			"for tid := range %d {\n\tif i := blk*%d + tid; i < n {\n\t\tout0[i] = vals[tid]\n\t}\n}", k.Width, k.V, B, c("vals[tid]", "sh[tid^m]"), t.stepRef(sfx, "vals[tid]"), B, B)) + "\n}"
	case "down":
		body = blocks + indent(vals+fmt.Sprintf("for off := %d; off > 0; off /= 2 {\n\tsh := append([]%s(nil), vals...)\n\tfor tid := range %d {\n\t\tsrc := tid\n\t\tif tid%%g.Warp+off < g.Warp {\n\t\t\tsrc = tid + off\n\t\t}\n\t\tvals[tid] = %s\n%s\t}\n}\n"+
			"for tid := range %d {\n\ti := blk*%d + tid\n\tif tid%%g.Warp == 0 {\n\t\tout0[i/g.Warp] = vals[tid]\n\t}\n\tif i < n {\n\t\tout1[i] = vals[tid]\n\t}\n}", k.Width/2, k.V, B, c("vals[tid]", "sh[src]"), t.stepRef(sfx, "vals[tid]"), B, B)) + "\n}"
	case "scan":
		body = blocks + indent(vals+fmt.Sprintf("xs := append([]%s(nil), vals...)\nfor d := 1; d < %d; d *= 2 {\n\tsh := append([]%s(nil), xs...)\n\tfor tid := range %d {\n\t\tif tid%%g.Warp >= d {\n\t\t\txs[tid] = %s\n\t\t}\n%s\t}\n}\n"+
			"for tid := range %d {\n\tif i := blk*%d + tid; i < n {\n\t\tout0[i] = xs[tid]\n\t\tout1[i] = vals[tid-tid%%g.Warp+%d%%g.Warp]\n\t}\n}", k.V, k.Width, k.V, B, c("xs[tid]", "sh[tid-d]"), t.stepRef(sfx, "xs[tid]"), B, B, k.Rounds*7)) + "\n}"
	case "atomic":
		body = fmt.Sprintf("for i := range n {\n\t%s\n\tb := int(h %% %d)\n\tout0[b] += %s(h)\n", t.refHash(sfx), k.Bins, k.W)
		if k.W.bits() >= 32 {
			body += fmt.Sprintf("\tout1[b] = max(out1[b], %s(h>>3))\n\tout2[(b+1)%%%d] = min(out2[(b+1)%%%d], %s(h>>5))\n", k.W, k.Bins, k.Bins, k.W)
		}
		body += "}"
	case "shatomic":
		body = fmt.Sprintf("for i := range n {\n\t%s\n\tout0[h%%%d] += %s(h)\n}", t.refHash(sfx), k.Bins, k.W)
	case "grid2":
		body = fmt.Sprintf("for x := range g.Rows {\n\tfor y := range g.Cols {\n\t\tcols := g.Cols\n\t\tout0[x*cols+y] = %s\n\t}\n}", t.call("x*cols+y", true, sfx))
	case "tile":
		body = fmt.Sprintf("for x := range g.Rows {\n\tfor y := range g.Cols {\n\t\tcols := g.Cols\n\t\tout0[y*g.Rows+x] = %s\n\t}\n}", t.call("x*cols+y", true, sfx))
	}
	return fmt.Sprintf("func %s_ref%s(g harness.Geom, %s) {\n%s\n}\n", t.name, sfx, t.params(true), indent(body))
}

func (t kernText) refHash(sfx string) string { return t.k.hashStmts(t.call("i", true, sfx)) }

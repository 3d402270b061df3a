package cpublock

import (
	"fmt"
	"go/ast"
	"strings"
)

// Thread calls. A region's calls of its *kern.Thread's geometry methods
// (t.ThreadIdx(), t.Grid1(), x, y := t.Grid2(), t.BlockDim(), …) become
// expressions of the thread's index, which the region's loop counts in
// registers, and of the block's geometry, read once per block: what the
// methods compute, without the *kern.Thread. A region whose only uses of
// its thread are such calls need not move the *kern.Thread from thread to
// thread (one store per thread marks it for traps) and can run threads
// side by side. Any other use (the thread handed to a device function,
// LaneID, DynShared) keeps the *kern.Thread moved to every thread.

// Names of the block's geometry, read at the function's start.
const (
	nameBlockIdx = reserved + "BlockIdx"
	nameBlockDim = reserved + "BlockDim"
	nameGridDim  = reserved + "GridDim"
)

// threadCall is a geometry call a region's text replaces: the call, or
// t.ThreadIdx().X (field) as a whole.
type threadCall struct {
	method string
	field  string // "X", "Y" or "Z" for t.ThreadIdx().X and so on
	multi  bool   // Grid2, Grid3, GridSize2, GridSize3: the whole right-hand side of an assignment
	node   ast.Node
}

// rewritable are the methods replaced, with whether they give several
// results.
var rewritable = map[string]bool{
	"ThreadIdx": false, "BlockIdx": false, "BlockDim": false, "GridDim": false,
	"Grid1": false, "Grid2": true, "Grid3": true,
	"GridSize1": false, "GridSize2": true, "GridSize3": true,
}

// threadUses finds r's thread calls (r.calls) and whether some other use
// needs the *kern.Thread itself (r.needs). Computed once per region.
func (b *builder) threadUses(r *region) {
	if r.scanned {
		return
	}
	r.scanned = true
	if b.thread == nil {
		return
	}
	// Multi-result calls are replaceable where they are the right-hand
	// side of an assignment with as many names; t.ThreadIdx().X as a
	// whole.
	multiOK := map[*ast.CallExpr]bool{}
	fields := map[*ast.CallExpr]*ast.SelectorExpr{}
	for _, s := range r.stmts {
		ast.Inspect(s, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				if c, ok := n.Rhs[0].(*ast.CallExpr); ok && len(n.Rhs) == 1 && len(n.Lhs) > 1 {
					multiOK[c] = true
				}
			case *ast.ValueSpec:
				if len(n.Values) == 1 && len(n.Names) > 1 {
					if c, ok := n.Values[0].(*ast.CallExpr); ok {
						multiOK[c] = true
					}
				}
			case *ast.SelectorExpr:
				if c, ok := n.X.(*ast.CallExpr); ok {
					fields[c] = n
				}
			}
			return true
		})
	}
	replaced := map[*ast.Ident]bool{}
	for _, s := range r.stmts {
		ast.Inspect(s, func(n ast.Node) bool {
			c, ok := n.(*ast.CallExpr)
			if !ok || len(c.Args) > 0 {
				return true
			}
			sel, ok := c.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			id, ok := sel.X.(*ast.Ident)
			if !ok || b.in.Info.Uses[id] != b.thread {
				return true
			}
			multi, ok := rewritable[sel.Sel.Name]
			if !ok || multi && !multiOK[c] {
				return true
			}
			tc := threadCall{method: sel.Sel.Name, multi: multi, node: c}
			if f := fields[c]; f != nil && tc.method == "ThreadIdx" && (f.Sel.Name == "X" || f.Sel.Name == "Y" || f.Sel.Name == "Z") {
				tc.field, tc.node = f.Sel.Name, f
			}
			r.calls = append(r.calls, tc)
			replaced[id] = true
			return true
		})
	}
	for _, s := range r.stmts {
		ast.Inspect(s, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.SelectorExpr:
				// The block's geometry is the same for every thread.
				if id, ok := n.X.(*ast.Ident); ok && b.in.Info.Uses[id] == b.thread && uniformThread[n.Sel.Name] {
					r.keeps = r.keeps || !replaced[id]
					return false
				}
			case *ast.Ident:
				if b.in.Info.Uses[n] == b.thread && !replaced[n] {
					r.needs, r.keeps = true, true
				}
			}
			return true
		})
	}
	if r.needs {
		// The *kern.Thread is moved to every thread anyway: the text
		// keeps its calls.
		r.calls = nil
	}
}

// axes is how many components of the thread's index r's code needs: 0
// none, 1 x, 2 x and y, 3 all (always when the *kern.Thread is moved to
// every thread).
func (b *builder) axes(r *region) int {
	b.threadUses(r)
	if r.needs {
		return 3
	}
	n := 0
	for _, c := range r.calls {
		switch {
		case c.method == "Grid1" || c.field == "X":
			n = max(n, 1)
		case c.method == "Grid2" || c.field == "Y":
			n = max(n, 2)
		case c.method == "Grid3" || c.method == "ThreadIdx":
			n = 3
		}
	}
	return n
}

// usedAxes reports which components of the thread index r's calls read.
func (b *builder) usedAxes(r *region) (used [3]bool) {
	b.threadUses(r)
	for _, c := range r.calls {
		switch {
		case c.method == "Grid1" || c.field == "X":
			used[0] = true
		case c.method == "Grid2":
			used[0], used[1] = true, true
		case c.field == "Y":
			used[1] = true
		case c.field == "Z":
			used[2] = true
		case c.method == "Grid3" || c.method == "ThreadIdx":
			used = [3]bool{true, true, true}
		}
	}
	return used
}

// needsThread reports that r's statements need the *kern.Thread moved to
// every thread.
func (b *builder) needsThread(r *region) bool {
	b.threadUses(r)
	return r.needs
}

// geometry reports whether some region replaces thread calls (the
// function then reads the block's geometry), and the most index
// components a region needs.
func (b *builder) geometry() (calls bool, axes int) {
	for _, r := range b.regions {
		b.threadUses(r)
		calls = calls || len(r.calls) > 0
		axes = max(axes, b.axes(r))
	}
	return calls, axes
}

// laneIndex names a lane's thread index: x, y and z.
type laneIndex struct{ x, y, z string }

// callText is the replacement of a thread call for the thread at idx.
func callText(c threadCall, idx laneIndex) string {
	grid := func(axis, i string) string {
		return fmt.Sprintf("%s.%s*%s.%s + %s", nameBlockIdx, axis, nameBlockDim, axis, i)
	}
	size := func(axis string) string { return fmt.Sprintf("%s.%s*%s.%s", nameGridDim, axis, nameBlockDim, axis) }
	switch c.method {
	case "ThreadIdx":
		switch c.field {
		case "X":
			return idx.x
		case "Y":
			return idx.y
		case "Z":
			return idx.z
		}
		return fmt.Sprintf("kern.Dim3{X: %s, Y: %s, Z: %s}", idx.x, idx.y, idx.z)
	case "BlockIdx":
		return nameBlockIdx
	case "BlockDim":
		return nameBlockDim
	case "GridDim":
		return nameGridDim
	case "Grid1":
		return "(" + grid("X", idx.x) + ")"
	case "Grid2":
		return grid("X", idx.x) + ", " + grid("Y", idx.y)
	case "Grid3":
		return strings.Join([]string{grid("X", idx.x), grid("Y", idx.y), grid("Z", idx.z)}, ", ")
	case "GridSize1":
		return "(" + size("X") + ")"
	case "GridSize2":
		return size("X") + ", " + size("Y")
	}
	return size("X") + ", " + size("Y") + ", " + size("Z")
}

// callEdits replaces r's thread calls for the thread at idx.
func (b *builder) callEdits(r *region, idx laneIndex) []edit {
	b.threadUses(r)
	var out []edit
	for _, c := range r.calls {
		out = append(out, edit{b.off(c.node.Pos()), b.off(c.node.End()), callText(c, idx)})
	}
	return out
}

// counters are the names of the first n components of the thread index
// counters, and their starting values (just before thread 0).
func counters(n int) (names, starts []string) {
	for i, a := range []string{"X", "Y", "Z"}[:n] {
		names = append(names, nameIdx+a)
		starts = append(starts, map[bool]string{true: "-1", false: "0"}[i == 0])
	}
	return names, starts
}

// stepIndex is the code that moves the first n index counters to the next
// thread (X fastest).
func stepIndex(n int) string {
	switch n {
	case 1:
		return fmt.Sprintf("if %sX++; %sX == %sX {\n%sX = 0\n}", nameIdx, nameIdx, nameExtent, nameIdx)
	case 2:
		return fmt.Sprintf("if %sX++; %sX == %sX {\n%sX = 0\nif %sY++; %sY == %sY {\n%sY = 0\n}\n}",
			nameIdx, nameIdx, nameExtent, nameIdx, nameIdx, nameIdx, nameExtent, nameIdx)
	}
	return fmt.Sprintf("if %sX++; %sX == %sX {\n%sX = 0\nif %sY++; %sY == %sY {\n%sY = 0\n%sZ++\n}\n}",
		nameIdx, nameIdx, nameExtent, nameIdx, nameIdx, nameIdx, nameExtent, nameIdx, nameIdx)
}

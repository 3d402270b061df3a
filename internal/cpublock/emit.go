package cpublock

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// The names the generated function introduces (all begin with reserved).
const (
	nameBlock   = reserved + "B"       // the *kern.Block parameter
	nameN       = reserved + "N"       // threads in the block
	nameT       = reserved + "T"       // the thread a region loop is at
	nameDone    = reserved + "Done"    // threads that returned
	nameLive    = reserved + "Live"    // threads that did not
	nameThreads = reserved + "Threads" // a region loop's label (+ region number)
	nameExtent  = reserved + "Extent"  // the block's extent: + X, + Y
	nameIdx     = reserved + "Idx"     // the thread's index in a region loop: + X, + Y, + Z
)

// edit replaces the source bytes [pos, end) (an insertion when equal).
type edit struct {
	pos, end int
	text     string
}

// emitter writes the function; mapped says that the last text written
// was the kernel's, under a line directive that names its file.
type emitter struct {
	b      *builder
	out    bytes.Buffer
	mapped bool
}

// glue writes a line of generated code, first returning the positions to
// the generated file (ResetMarker, fixed by FixLines) after kernel text.
func (e *emitter) glue(format string, args ...any) {
	if e.mapped && format != "}" { // a brace runs no code
		e.out.WriteString(ResetMarker(e.b.in.GenFile))
		e.mapped = false
	}
	fmt.Fprintf(&e.out, format, args...)
	e.out.WriteByte('\n')
}

// user writes the kernel's text.
func (e *emitter) user(text string) {
	e.out.WriteString(text)
	e.mapped = true
}

// ResetMarker is the line directive that kern gen's FixLines turns into
// one naming its own line of genFile.
func ResetMarker(genFile string) string { return "/*line " + genFile + ":1*/" }

// FixLines gives every ResetMarker of the formatted file src its own line
// number, so that positions after the kernel's text are the generated
// file's again.
func FixLines(src []byte, genFile string) []byte {
	marker := []byte(ResetMarker(genFile))
	if !bytes.Contains(src, marker) {
		return src
	}
	lines := bytes.Split(src, []byte("\n"))
	for i, l := range lines {
		if bytes.Contains(l, marker) {
			lines[i] = bytes.ReplaceAll(l, marker, []byte("/*line "+genFile+":"+strconv.Itoa(i+1)+"*/"))
		}
	}
	return bytes.Join(lines, []byte("\n"))
}

// off is the file offset of pos.
func (b *builder) off(pos token.Pos) int { return b.tf.Offset(pos) }

// directive is the line directive for the kernel's position pos.
func (b *builder) directive(pos token.Pos) string {
	p := b.in.Fset.Position(pos)
	return fmt.Sprintf("/*line %s:%d:%d*/", b.fname, p.Line, p.Column)
}

// text is the source of [from, to) with the edits inside it applied.
func (b *builder) text(from, to token.Pos, edits []edit) string {
	lo, hi := b.off(from), b.off(to)
	var in []edit
	for _, e := range edits {
		if e.pos >= lo && e.end <= hi {
			in = append(in, e)
		}
	}
	sort.SliceStable(in, func(i, j int) bool {
		if in[i].pos != in[j].pos {
			return in[i].pos < in[j].pos
		}
		// An insertion before a replacement at the same place, and a
		// replacement before the shorter ones inside it, which it drops.
		if (in[i].pos == in[i].end) != (in[j].pos == in[j].end) {
			return in[i].pos == in[i].end
		}
		return in[i].end > in[j].end
	})
	var s strings.Builder
	at := lo
	for _, e := range in {
		if e.pos < at {
			continue // inside an earlier replacement
		}
		s.Write(b.in.Src[at:e.pos])
		s.WriteString(e.text)
		at = e.end
	}
	s.Write(b.in.Src[at:hi])
	return s.String()
}

// renames are the edits that give block-level text the uniform
// variables' block-level names.
func (b *builder) renames(n ast.Node) []edit {
	var out []edit
	ast.Inspect(n, func(m ast.Node) bool {
		if id, ok := m.(*ast.Ident); ok {
			if vi := b.varOf(id); vi != nil && vi.promoted {
				out = append(out, edit{b.off(id.Pos()), b.off(id.End()), vi.name})
			}
		}
		return true
	})
	return out
}

func (b *builder) varOf(id *ast.Ident) *varInfo {
	obj := b.in.Info.Defs[id]
	if obj == nil {
		obj = b.in.Info.Uses[id]
	}
	if v, ok := obj.(*types.Var); ok {
		return b.vars[v]
	}
	return nil
}

// emit writes the function.
func (b *builder) emit() (string, error) {
	for _, h := range b.hoisted {
		if vi := b.vars[h.v]; vi != nil && vi.promoted && !vi.uniform {
			return "", b.refuse(h.stmt.Pos(), "the shared array %s is assigned again", h.v.Name())
		}
	}
	e := &emitter{b: b}
	d := b.in.Decl
	tparams := ""
	if d.Type.TypeParams != nil {
		tparams = string(b.in.Src[b.off(d.Type.TypeParams.Opening) : b.off(d.Type.TypeParams.Closing)+1])
	}
	params := []string{nameBlock + " *kern.Block"}
	for _, f := range d.Type.Params.List[1:] {
		params = append(params, b.text(f.Pos(), f.End(), nil))
	}
	e.glue("// %s runs one block of %s on the CPU targets: the kernel's statements\n// between two barriers run as one loop over the block's threads.", b.in.Name, d.Name.Name)
	e.glue("func %s%s(%s) {", b.in.Name, tparams, strings.Join(params, ", "))
	if b.thread != nil && b.thread.Name() != "_" {
		// Declared where some text still names it: the block level
		// (headers, shared arrays) or a region whose calls it keeps.
		vi := b.vars[b.thread]
		named := vi != nil && vi.ctxs[0]
		for _, r := range b.regions {
			b.threadUses(r)
			named = named || r.keeps
		}
		if named {
			e.glue("%s := %s.Thread()", b.thread.Name(), nameBlock)
		}
	}
	if len(b.regions) > 0 {
		e.glue("%s := %s.Size()", nameN, nameBlock)
	}
	calls, axes := b.geometry()
	switch {
	case axes >= 2:
		e.glue("%sX, %sY := %s.Extent()", nameExtent, nameExtent, nameBlock)
	case axes == 1:
		e.glue("%sX, _ := %s.Extent()", nameExtent, nameBlock)
	}
	if calls {
		names := []string{"_", "_", "_"}
		for _, r := range b.regions {
			for _, c := range r.calls {
				switch c.method {
				case "BlockIdx":
					names[0] = nameBlockIdx
				case "BlockDim":
					names[1] = nameBlockDim
				case "GridDim":
					names[2] = nameGridDim
				case "Grid1", "Grid2", "Grid3":
					names[0], names[1] = nameBlockIdx, nameBlockDim
				case "GridSize1", "GridSize2", "GridSize3":
					names[1], names[2] = nameBlockDim, nameGridDim
				}
			}
		}
		if names[0] != "_" || names[1] != "_" || names[2] != "_" {
			e.glue("%s := %s.Geometry()", strings.Join(names, ", "), nameBlock)
		}
	}
	b.emitConsts(e, b.root)
	k := 0
	for _, vi := range b.order {
		if !vi.promoted {
			continue
		}
		switch {
		case !vi.uniform:
			e.glue("%s := kern.BlockVars[%s](%s, %d)[:%s]", vi.name, vi.typ, nameBlock, k, nameN)
			k++
			if vi.param {
				e.glue("for %s := range %s {\n%s[%s] = %s\n}", nameT, vi.name, vi.name, nameT, vi.v.Name())
			}
		case vi.param:
			e.glue("%s := %s", vi.name, vi.v.Name())
		}
	}
	if b.ureturn {
		e.glue("%s := kern.BlockVars[bool](%s, %d)[:%s]", nameDone, nameBlock, k, nameN)
		e.glue("clear(%s)\n%s := %s", nameDone, nameLive, nameN)
	}
	for _, h := range b.hoisted {
		e.user(b.directive(h.stmt.Pos()) + b.text(h.stmt.Pos(), h.stmt.End(), b.renames(h.stmt)) + "\n")
	}
	b.emitList(e, b.root, false)
	e.glue("}")
	return e.out.String(), nil
}

// emitConsts writes a list's constant and type declarations.
func (b *builder) emitConsts(e *emitter, l *list) {
	for _, d := range l.consts {
		e.user(b.directive(d.Pos()) + b.text(d.Pos(), d.End(), nil) + "\n")
	}
}

// emitList writes a block-level list.
func (b *builder) emitList(e *emitter, l *list, consts bool) {
	if consts {
		b.emitConsts(e, l)
	}
	for _, it := range l.items {
		if it.kind != itemRegion {
			continue
		}
		for _, vi := range b.order {
			if vi.promoted && vi.uniform && !vi.param && vi.declCtx == it.region.id {
				e.glue("var %s %s", vi.name, vi.typ)
			}
		}
	}
	for _, it := range l.items {
		b.emitItem(e, it)
	}
}

func (b *builder) emitItem(e *emitter, it *item) {
	switch it.kind {
	case itemRegion:
		b.emitRegion(e, it.region)
	case itemSync:
		e.glue("%s.Sync()", nameBlock)
	case itemFor:
		var body *ast.BlockStmt
		switch s := it.stmt.(type) {
		case *ast.ForStmt:
			body = s.Body
		case *ast.RangeStmt:
			body = s.Body
		}
		e.user(b.directive(it.stmt.Pos()) + b.text(it.stmt.Pos(), body.Lbrace, b.renames(it.stmt)) + "{\n")
		b.emitList(e, it.body, true)
		e.glue("}")
	case itemIf:
		b.emitIf(e, it)
	case itemBlock:
		e.glue("{")
		b.emitList(e, it.body, true)
		e.glue("}")
	}
}

// emitIf writes an if chain, leaving the last brace's line open.
func (b *builder) emitIf(e *emitter, it *item) {
	s := it.stmt.(*ast.IfStmt)
	e.user(b.directive(s.Pos()) + "if " + b.text(s.Cond.Pos(), s.Cond.End(), b.renames(s.Cond)) + " {\n")
	b.emitList(e, it.body, true)
	e.glue("}")
	if it.els == nil {
		return
	}
	e.out.Truncate(e.out.Len() - 1) // "} else …" on one line
	if it.els.kind == itemIf {
		e.out.WriteString(" else ")
		b.emitIf(e, it.els)
		return
	}
	e.out.WriteString(" else {\n")
	b.emitList(e, it.els.body, true)
	e.glue("}")
}

// emitRegion writes one loop over the threads (jammed: a loop over groups
// of threads first).
func (b *builder) emitRegion(e *emitter, r *region) {
	var pro, post, decl []*varInfo
	for _, vi := range b.order {
		if !vi.promoted || !r.refs[vi.v] {
			continue
		}
		if vi.declCtx == r.id {
			decl = append(decl, vi)
			continue
		}
		pro = append(pro, vi)
		if r.writes[vi.v] {
			post = append(post, vi)
		}
	}
	load := func(vi *varInfo, thread string) string {
		if !vi.uniform {
			return fmt.Sprintf("%s[%s]", vi.name, thread)
		}
		if r.writes[vi.v] {
			return fmt.Sprintf("%sr%d", vi.name, r.id) // the value before any thread wrote it
		}
		return vi.name
	}
	for _, vi := range post {
		if vi.uniform {
			e.glue("%s := %s", load(vi, ""), vi.name)
		}
	}
	if j := b.jamOf(r); j != nil {
		e.glue("{")
		b.emitJammed(e, r, j, pro, post, decl, load)
		b.emitThreadLoop(e, r, pro, post, decl, load, reserved+"J")
		e.glue("}")
	} else {
		b.emitThreadLoop(e, r, pro, post, decl, load, "")
	}
	if b.ureturn {
		e.glue("if %s == 0 {\nreturn\n}", nameLive)
	}
}

// emitThreadLoop writes the loop over the threads from start ("": all).
func (b *builder) emitThreadLoop(e *emitter, r *region, pro, post, decl []*varInfo, load func(*varInfo, string) string, start string) {
	label := ""
	if len(r.returns) > 0 {
		label = fmt.Sprintf("%s%d", nameThreads, r.id)
		e.glue("%s:", label)
	}
	// The thread's index is counted here, in registers (after groups of
	// jammed threads, by emitJammed's counters).
	n := b.axes(r)
	names, starts := counters(n)
	switch {
	case start == "" && n > 0:
		e.glue("for %s, %s := 0, %s; %s < %s; %s++ {", nameT, strings.Join(names, ", "), strings.Join(starts, ", "), nameT, nameN, nameT)
	case start == "":
		e.glue("for %s := range %s {", nameT, nameN)
	default:
		e.glue("for %s := %s; %s < %s; %s++ {", nameT, start, nameT, nameN, nameT)
	}
	if n > 0 {
		e.glue("%s", stepIndex(n))
	}
	if b.ureturn {
		e.glue("if %s[%s] {\ncontinue\n}", nameDone, nameT)
	}
	if b.needsThread(r) {
		e.glue("%s.Set(%s, %sX, %sY, %sZ)", nameBlock, nameT, nameIdx, nameIdx, nameIdx)
	} else {
		e.glue("%s.Mark(%s)", nameBlock, nameT) // for a trap
	}
	for _, vi := range pro {
		e.glue("%s := %s", vi.v.Name(), load(vi, nameT))
	}
	if len(pro) > 0 {
		e.glue("{")
	}
	// Every statement of the region gets a directive, so that its lines
	// are the kernel's whatever formatting does between them.
	var edits []edit
	list := func(ss []ast.Stmt) {
		for _, s := range ss {
			edits = append(edits, edit{b.off(s.Pos()), b.off(s.Pos()), b.directive(s.Pos())})
		}
	}
	ret := fmt.Sprintf("continue %s", label)
	if b.ureturn {
		ret = fmt.Sprintf("{\n%s[%s] = true\n%s--\ncontinue %s\n}", nameDone, nameT, nameLive, label)
	}
	for _, s := range r.stmts {
		ast.Inspect(s, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BlockStmt:
				list(n.List)
			case *ast.CaseClause:
				list(n.Body)
			case *ast.CommClause:
				list(n.Body)
			case *ast.FuncLit:
				return false
			case *ast.ReturnStmt:
				edits = append(edits, edit{b.off(n.Pos()), b.off(n.End()), ret})
			}
			return true
		})
	}
	list(r.stmts)
	edits = append(edits, b.callEdits(r, laneIndex{nameIdx + "X", nameIdx + "Y", nameIdx + "Z"})...)
	for _, s := range r.stmts {
		e.user(b.text(s.Pos(), s.End(), edits) + "\n")
	}
	store := func(vi *varInfo) {
		if vi.uniform {
			e.glue("%s = %s", vi.name, vi.v.Name())
		} else {
			e.glue("%s[%s] = %s", vi.name, nameT, vi.v.Name())
		}
	}
	for _, vi := range decl {
		store(vi)
	}
	if len(pro) > 0 {
		e.glue("}")
	}
	for _, vi := range post {
		store(vi)
	}
	e.glue("}")
}

// lineDirective matches the directives emit writes.
var lineDirective = regexp.MustCompile(`/\*line [^*]*\*/`)

// StripLines removes the line directives from generated code, for people
// and tests that read it.
func StripLines(code string) string { return lineDirective.ReplaceAllString(code, "") }

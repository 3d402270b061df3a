package amdgpu

import (
	"fmt"
	"strings"

	"github.com/kernlab/kern/compiler/ir"
)

// Line tables are always written, as clang -gline-tables-only writes them:
// they cost nothing at run time, survive opt (inlined locations get an
// inlinedAt chain) and llc (the code object's .debug_line), and let the
// emulated ROC device name the Go file:line:col of a fault. A module gets
// a compile unit, a DIFile per source file (named as Options.FileBase
// says), a distinct DISubprogram per function and a DILocation on every
// instruction. An instruction from another file than its function's (Go
// code the kern passes inlined, such as GOROOT's math) is scoped by a
// DILexicalBlockFile of that file, since a DILocation takes its file from
// its scope.

// Fixed metadata nodes; !0 is the empty tuple (also !invariant.load's).
const (
	mdCU        = 1 // the DICompileUnit
	mdDwarf     = 2 // module flag "Dwarf Version"
	mdDebugInfo = 3 // module flag "Debug Info Version"
	mdSubType   = 4 // the DISubroutineType every subprogram shares
	mdFirstFree = 5
)

// debugInfo numbers a module's debug metadata.
type debugInfo struct {
	base   string
	nodes  []string // the text of node mdFirstFree+i
	files  map[string]int
	scopes map[scopeKey]int
	locs   map[locKey]int
	cuFile int
	// noUnroll holds the shared properties of the loop IDs noUnrollLoop
	// makes, "!u, !w, !i" ("" until the first): loop metadata shares the
	// debug info's numbering.
	noUnroll string
}

type scopeKey struct{ sp, file int }

type locKey struct{ scope, line, col int }

func newDebugInfo(base string) *debugInfo {
	return &debugInfo{base: base, files: map[string]int{}, scopes: map[scopeKey]int{}, locs: map[locKey]int{}}
}

func (d *debugInfo) node(text string) int {
	d.nodes = append(d.nodes, text)
	return mdFirstFree + len(d.nodes) - 1
}

// noUnrollLoop is a new loop ID (each loop needs its own, distinct and
// naming itself) asking opt not to unroll, vectorize or interleave the loop.
func (d *debugInfo) noUnrollLoop() int {
	if d.noUnroll == "" {
		u := d.node(`!{!"llvm.loop.unroll.disable"}`)
		w := d.node(`!{!"llvm.loop.vectorize.width", i32 1}`)
		i := d.node(`!{!"llvm.loop.interleave.count", i32 1}`)
		d.noUnroll = fmt.Sprintf("!%d, !%d, !%d", u, w, i)
	}
	n := mdFirstFree + len(d.nodes)
	return d.node(fmt.Sprintf("distinct !{!%d, %s}", n, d.noUnroll))
}

// file is the DIFile of a source file.
func (d *debugInfo) file(name string) int {
	if name == "" {
		name = "<unknown>"
	} else {
		name = ir.SourceName(name, d.base)
	}
	if n, ok := d.files[name]; ok {
		return n
	}
	n := d.node(fmt.Sprintf(`!DIFile(filename: %s, directory: "")`, mdString(name)))
	d.files[name] = n
	if d.cuFile == 0 {
		d.cuFile = n
	}
	return n
}

// subprogram is the DISubprogram of f, at f's position (or its first
// instruction's), and its DIFile.
func (d *debugInfo) subprogram(f *ir.Function) (sp, file int) {
	pos := f.Pos
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if !pos.IsValid() && in.Pos.IsValid() {
				pos = in.Pos
			}
		}
	}
	file = d.file(pos.File)
	flags := "DISPFlagDefinition | DISPFlagOptimized"
	if f.Kind != ir.Kernel {
		flags = "DISPFlagLocalToUnit | " + flags // internal linkage
	}
	sp = d.node(fmt.Sprintf("distinct !DISubprogram(name: %s, scope: !%d, file: !%d, line: %d, type: !%d, scopeLine: %d, spFlags: %s, unit: !%d)",
		mdString(f.Name), file, file, max(pos.Line, 0), mdSubType, max(pos.Line, 0), flags, mdCU))
	d.scopes[scopeKey{sp, file}] = sp
	return sp, file
}

// location is the DILocation of pos in subprogram sp.
func (d *debugInfo) location(sp int, spFile int, pos ir.Pos) int {
	file := spFile
	if pos.IsValid() {
		file = d.file(pos.File)
	}
	scope, ok := d.scopes[scopeKey{sp, file}]
	if !ok {
		scope = d.node(fmt.Sprintf("!DILexicalBlockFile(scope: !%d, file: !%d, discriminator: 0)", sp, file))
		d.scopes[scopeKey{sp, file}] = scope
	}
	k := locKey{scope, max(pos.Line, 0), max(pos.Col, 0)}
	if !pos.IsValid() {
		k.line, k.col = 0, 0
	}
	if n, ok := d.locs[k]; ok {
		return n
	}
	n := d.node(fmt.Sprintf("!DILocation(line: %d, column: %d, scope: !%d)", k.line, k.col, scope))
	d.locs[k] = n
	return n
}

// write appends the named metadata and every node.
func (d *debugInfo) write(b *strings.Builder) {
	if d.cuFile == 0 {
		d.file("")
	}
	b.WriteString("\n!llvm.dbg.cu = !{!1}\n!llvm.module.flags = !{!2, !3}\n\n!0 = !{}\n")
	fmt.Fprintf(b, "!%d = distinct !DICompileUnit(language: DW_LANG_Go, file: !%d, producer: \"kern\", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)\n", mdCU, d.cuFile)
	fmt.Fprintf(b, "!%d = !{i32 7, !\"Dwarf Version\", i32 5}\n", mdDwarf)
	fmt.Fprintf(b, "!%d = !{i32 2, !\"Debug Info Version\", i32 3}\n", mdDebugInfo)
	fmt.Fprintf(b, "!%d = !DISubroutineType(types: !0)\n", mdSubType)
	for i, n := range d.nodes {
		fmt.Fprintf(b, "!%d = %s\n", mdFirstFree+i, n)
	}
}

// mdString quotes s as an LLVM metadata string.
func mdString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c > 0x7e || c == '"' || c == '\\' {
			fmt.Fprintf(&b, `\%02X`, c)
			continue
		}
		b.WriteByte(c)
	}
	b.WriteByte('"')
	return b.String()
}

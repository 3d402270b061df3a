package emu

import (
	"strconv"
	"strings"
)

// Debug locations of the LLVM IR. compiler/amdgpu writes a DILocation on
// every instruction (line tables, as clang -gline-tables-only), and opt
// keeps them, adding an inlinedAt chain where it inlines, so that a fault
// on the ROC device names the Go file:line:col as the PTX's .loc lines do
// on the CUDA device. The location reported is the innermost: the line of
// the code itself, in the function it was written in. Its file is its
// scope's: a DISubprogram's, or a DILexicalBlockFile's for code from
// another file (Go code the kern passes inlined).

// diNode is a specialized metadata node, "!DIKind(field: value, ...)".
type diNode struct {
	kind   string
	fields map[string]string // strings unquoted: "filename" → "a.go", "scope" → "!7"
}

// parseDINode reads "!N = [distinct] !DIKind(fields)".
func parseDINode(s string) (name string, n diNode, ok bool) {
	name, rest, ok := strings.Cut(s, "=")
	if !ok {
		return "", n, false
	}
	rest = strings.TrimPrefix(strings.TrimSpace(rest), "distinct ")
	open := strings.IndexByte(rest, '(')
	if !strings.HasPrefix(rest, "!DI") || open < 0 || !strings.HasSuffix(rest, ")") {
		return "", n, false
	}
	n = diNode{kind: rest[1:open], fields: map[string]string{}}
	body := rest[open+1 : len(rest)-1]
	for body = strings.TrimSpace(body); body != ""; body = strings.TrimSpace(body) {
		key, v, ok := strings.Cut(body, ":")
		if !ok {
			return "", n, false
		}
		v = strings.TrimSpace(v)
		end := strings.IndexByte(v, ',') // no other value holds a comma
		if strings.HasPrefix(v, `"`) {
			// Quotes and backslashes inside a string are \XX escapes.
			end = strings.IndexByte(v[1:], '"') + 2
			if end < 2 {
				return "", n, false
			}
		}
		if end < 0 {
			end = len(v)
		}
		val := strings.TrimSpace(v[:end])
		if strings.HasPrefix(val, `"`) {
			b, err := unescapeLL(val[1 : len(val)-1])
			if err != nil {
				return "", n, false
			}
			val = string(b)
		}
		n.fields[strings.TrimSpace(key)] = val
		body = strings.TrimPrefix(strings.TrimSpace(v[end:]), ",")
	}
	return strings.TrimSpace(name), n, true
}

// dbgAttachment is the node of the !dbg attachment in an instruction's
// attachment list (", !invariant.load !0, !dbg !7"), or "".
func dbgAttachment(s string) string {
	for _, a := range strings.Split(s, ",") {
		if k, v, ok := strings.Cut(strings.TrimSpace(a), " "); ok && k == "!dbg" {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

// resolveLocations gives every instruction with a !dbg attachment the
// index of its Go position in m.locs (-1 without one).
func (m *lmodule) resolveLocations() {
	index := map[string]int32{}
	files := map[string]int{}
	for _, f := range m.forder {
		for _, b := range f.blocks {
			for _, in := range b.ins {
				in.loc = -1
				if in.dbg == "" {
					continue
				}
				l, ok := index[in.dbg]
				if !ok {
					l = m.location(in.dbg, files)
					index[in.dbg] = l
				}
				in.loc = l
			}
		}
	}
}

// location adds the position of DILocation node name to m.locs. Line 0
// is code of no single line (opt merged code from several): no position.
func (m *lmodule) location(name string, files map[string]int) int32 {
	n, ok := m.di[name]
	if !ok || n.kind != "DILocation" {
		return -1
	}
	line, _ := strconv.Atoi(n.fields["line"])
	col, _ := strconv.Atoi(n.fields["column"])
	file := m.scopeFile(n.fields["scope"])
	if line <= 0 || file == "" {
		return -1
	}
	fi, ok := files[file]
	if !ok {
		fi = len(m.files)
		m.files = append(m.files, file)
		files[file] = fi
	}
	m.locs = append(m.locs, locInfo{file: fi, line: line, col: col})
	return int32(len(m.locs) - 1)
}

// scopeFile is the file name of a scope: its file field's DIFile, or its
// enclosing scope's.
func (m *lmodule) scopeFile(name string) string {
	for range 64 { // scopes nest shallowly; the bound guards a cycle
		n, ok := m.di[name]
		switch {
		case !ok:
			return ""
		case n.kind == "DIFile":
			return n.fields["filename"]
		case n.fields["file"] != "":
			name = n.fields["file"]
		default:
			name = n.fields["scope"]
		}
	}
	return ""
}

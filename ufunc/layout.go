package ufunc

import (
	"fmt"
	"slices"
	"strings"

	"github.com/kernlab/kern/nd"
)

// Layout is a parsed gufunc layout such as "(m,n),(n,p)->(m,p)": the core
// dimension names of each input and each output. A core of () is a scalar.
type Layout struct {
	In, Out [][]string
	src     string
}

// String returns the layout as it was written.
func (l Layout) String() string { return l.src }

// NumIn and NumOut count the operands.
func (l Layout) NumIn() int  { return len(l.In) }
func (l Layout) NumOut() int { return len(l.Out) }

// Core returns the core dimension names of operand k (inputs, then outputs).
func (l Layout) Core(k int) []string {
	if k < len(l.In) {
		return l.In[k]
	}
	return l.Out[k-len(l.In)]
}

// ParseLayout parses a layout: one or more parenthesised, comma-separated
// lists of dimension names (letters, digits and _, not starting with a
// digit) for the inputs, "->", and the outputs. Spaces are allowed between
// tokens. Every output dimension must appear in some input, since nothing
// else could give its size (Numba's rule).
func ParseLayout(s string) (Layout, error) {
	p := layoutParser{src: s}
	ins, err := p.list()
	if err != nil {
		return Layout{}, err
	}
	p.space()
	if !strings.HasPrefix(s[p.pos:], "->") {
		return Layout{}, p.fail("expected \"->\" after the inputs")
	}
	p.pos += 2
	outStart := p.pos
	outs, err := p.list()
	if err != nil {
		return Layout{}, err
	}
	p.space()
	if p.pos != len(s) {
		return Layout{}, p.fail("unexpected %q after the outputs", s[p.pos:])
	}
	bound := map[string]bool{}
	for _, c := range ins {
		for _, d := range c {
			bound[d] = true
		}
	}
	for _, c := range outs {
		for _, d := range c {
			if !bound[d] {
				pos := outStart + strings.Index(s[outStart:], d)
				return Layout{}, &LayoutError{s, pos, fmt.Sprintf("output dimension %q appears in no input", d)}
			}
		}
	}
	return Layout{In: ins, Out: outs, src: s}, nil
}

type layoutParser struct {
	src string
	pos int
}

func (p *layoutParser) fail(format string, args ...any) error {
	return &LayoutError{p.src, p.pos, fmt.Sprintf(format, args...)}
}

func (p *layoutParser) space() {
	for p.pos < len(p.src) && (p.src[p.pos] == ' ' || p.src[p.pos] == '\t') {
		p.pos++
	}
}

// list parses "(a,b),(c)" — at least one core.
func (p *layoutParser) list() ([][]string, error) {
	var cores [][]string
	for {
		c, err := p.core()
		if err != nil {
			return nil, err
		}
		cores = append(cores, c)
		p.space()
		if p.pos < len(p.src) && p.src[p.pos] == ',' {
			p.pos++
			continue
		}
		return cores, nil
	}
}

// core parses "(a,b)" or "()".
func (p *layoutParser) core() ([]string, error) {
	p.space()
	if p.pos >= len(p.src) || p.src[p.pos] != '(' {
		return nil, p.fail("expected \"(\"")
	}
	p.pos++
	p.space()
	names := []string{}
	if p.pos < len(p.src) && p.src[p.pos] == ')' {
		p.pos++
		return names, nil
	}
	for {
		p.space()
		start := p.pos
		for p.pos < len(p.src) && isNameByte(p.src[p.pos], p.pos == start) {
			p.pos++
		}
		if p.pos == start {
			return nil, p.fail("expected a dimension name")
		}
		name := p.src[start:p.pos]
		for _, n := range names {
			if n == name {
				return nil, &LayoutError{p.src, start, fmt.Sprintf("dimension %q repeated in one operand", name)}
			}
		}
		names = append(names, name)
		p.space()
		if p.pos >= len(p.src) {
			return nil, p.fail("expected \",\" or \")\"")
		}
		switch p.src[p.pos] {
		case ',':
			p.pos++
		case ')':
			p.pos++
			return names, nil
		default:
			return nil, p.fail("expected \",\" or \")\", found %q", p.src[p.pos])
		}
	}
}

func isNameByte(c byte, first bool) bool {
	switch {
	case c == '_', 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z':
		return true
	case '0' <= c && c <= '9':
		return !first
	}
	return false
}

// Binding is the result of fitting operand shapes to a layout.
type Binding struct {
	// Loop is the broadcast shape of the loop dimensions.
	Loop []int
	// Sizes maps each core dimension name to its size.
	Sizes map[string]int
	// Core holds the core shape of every operand, inputs then outputs.
	Core [][]int
}

// OutShape is the full shape of output j: loop dims then core dims.
func (b Binding) OutShape(l Layout, j int) []int {
	return append(append([]int{}, b.Loop...), b.Core[len(l.In)+j]...)
}

// Bind fits the shapes of the operands to the layout. shapes holds the
// inputs then the outputs; an output that is not given is nil. Each
// operand's trailing dimensions are its core (a scalar input has shape
// ()), the leading ones its loop dimensions. Core dimensions of one name
// must agree across operands; loop dimensions of the inputs broadcast
// (NumPy rules); a given output must have exactly the broadcast loop
// dimensions.
func (l Layout) Bind(shapes [][]int) (Binding, error) {
	nin, nout := len(l.In), len(l.Out)
	if len(shapes) != nin+nout {
		return Binding{}, fmt.Errorf("ufunc: layout %q has %d inputs and %d outputs, got %d operands: %w",
			l.src, nin, nout, len(shapes), ErrArity)
	}
	b := Binding{Sizes: map[string]int{}, Core: make([][]int, nin+nout)}
	who := map[string]int{} // operand that first bound each name
	var loops [][]int
	for k, sh := range shapes {
		if k >= nin && sh == nil {
			continue
		}
		core := l.Core(k)
		if len(sh) < len(core) {
			return Binding{}, fmt.Errorf("ufunc: layout %q: %s has shape %s but its core %s needs at least %d dimensions: %w",
				l.src, operandName(k, nin), nd.ShapeString(sh), coreString(core), len(core), ErrLayout)
		}
		nl := len(sh) - len(core)
		for i, name := range core {
			n := sh[nl+i]
			if prev, ok := b.Sizes[name]; ok && prev != n {
				return Binding{}, fmt.Errorf("ufunc: layout %q: core dimension %q is %d in %s (shape %s) but %d in %s (shape %s): %w",
					l.src, name, prev, operandName(who[name], nin), nd.ShapeString(shapes[who[name]]),
					n, operandName(k, nin), nd.ShapeString(sh), nd.ErrShape)
			}
			if _, ok := b.Sizes[name]; !ok {
				b.Sizes[name], who[name] = n, k
			}
		}
		b.Core[k] = append([]int{}, sh[nl:]...)
		if k < nin {
			loops = append(loops, sh[:nl])
		}
	}
	loop, err := nd.BroadcastShapes(loops...)
	if err != nil {
		return Binding{}, fmt.Errorf("ufunc: layout %q: loop dimensions of the inputs %s do not broadcast: %w",
			l.src, shapeList(loops), err)
	}
	b.Loop = loop
	for j := range nout {
		k := nin + j
		core := l.Out[j]
		want := append(append([]int{}, loop...), make([]int, len(core))...)
		for i, name := range core {
			want[len(loop)+i] = b.Sizes[name]
		}
		if sh := shapes[k]; sh != nil && !slices.Equal(sh, want) {
			return Binding{}, fmt.Errorf("ufunc: layout %q: %s has shape %s, want %s: %w",
				l.src, operandName(k, nin), nd.ShapeString(sh), nd.ShapeString(want), nd.ErrShape)
		}
		b.Core[k] = want[len(loop):]
	}
	return b, nil
}

func operandName(k, nin int) string {
	if k < nin {
		return fmt.Sprintf("input %d", k+1)
	}
	return fmt.Sprintf("output %d", k-nin+1)
}

func coreString(core []string) string { return "(" + strings.Join(core, ",") + ")" }

func shapeList(shapes [][]int) string {
	s := make([]string, len(shapes))
	for i, sh := range shapes {
		s[i] = nd.ShapeString(sh)
	}
	return strings.Join(s, ", ")
}

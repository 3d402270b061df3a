package ufunc

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/kernlab/kern/nd"
)

func TestParseLayout(t *testing.T) {
	tests := []struct {
		src     string
		in, out [][]string
	}{
		{"(m,n),(n,p)->(m,p)", [][]string{{"m", "n"}, {"n", "p"}}, [][]string{{"m", "p"}}},
		{"(n)->()", [][]string{{"n"}}, [][]string{{}}},
		{"(),()->()", [][]string{{}, {}}, [][]string{{}}},
		{" ( m , n ) -> ( m , n ) ", [][]string{{"m", "n"}}, [][]string{{"m", "n"}}},
		{"(n_1),(n_1)->(),(n_1)", [][]string{{"n_1"}, {"n_1"}}, [][]string{{}, {"n_1"}}},
	}
	for _, tt := range tests {
		l, err := ParseLayout(tt.src)
		if err != nil {
			t.Errorf("ParseLayout(%q): %v", tt.src, err)
			continue
		}
		if !reflect.DeepEqual(l.In, tt.in) || !reflect.DeepEqual(l.Out, tt.out) {
			t.Errorf("ParseLayout(%q) = %v -> %v, want %v -> %v", tt.src, l.In, l.Out, tt.in, tt.out)
		}
		if l.String() != tt.src {
			t.Errorf("String() = %q, want %q", l.String(), tt.src)
		}
	}
}

func TestParseLayoutErrors(t *testing.T) {
	tests := []struct {
		src  string
		pos  int
		want string
	}{
		{"(m,n)", 5, `expected "->"`},
		{"(m,n)->", 7, `expected "("`},
		{"m,n->()", 0, `expected "("`},
		{"(m,)->(m)", 3, "expected a dimension name"},
		{"(m n)->(m)", 3, `expected "," or ")"`},
		{"(1n)->()", 1, "expected a dimension name"},
		{"(m,m)->()", 3, `"m" repeated`},
		{"(m)->(p)", 6, `"p" appears in no input`},
		{"(m)->(m)x", 8, `unexpected "x"`},
		{"(m", 2, `expected "," or ")"`},
		{"", 0, `expected "("`},
	}
	for _, tt := range tests {
		_, err := ParseLayout(tt.src)
		var le *LayoutError
		if !errors.As(err, &le) || !errors.Is(err, ErrLayout) {
			t.Errorf("ParseLayout(%q) = %v, want a *LayoutError", tt.src, err)
			continue
		}
		if le.Pos != tt.pos || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), `"`+tt.src+`"`) {
			t.Errorf("ParseLayout(%q): %v (pos %d), want pos %d and %q", tt.src, err, le.Pos, tt.pos, tt.want)
		}
	}
}

func TestBind(t *testing.T) {
	mm, _ := ParseLayout("(m,n),(n,p)->(m,p)")
	b, err := mm.Bind([][]int{{5, 3, 4}, {4, 2}, nil})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(b.Loop, []int{5}) || b.Sizes["m"] != 3 || b.Sizes["n"] != 4 || b.Sizes["p"] != 2 {
		t.Errorf("Bind = %+v", b)
	}
	if got := b.OutShape(mm, 0); !reflect.DeepEqual(got, []int{5, 3, 2}) {
		t.Errorf("OutShape = %v, want [5 3 2]", got)
	}
	// Loop dims broadcast: (7,1) with (4,) gives (7,4).
	b, err = mm.Bind([][]int{{7, 1, 3, 4}, {4, 4, 2}, nil})
	if err != nil || !reflect.DeepEqual(b.Loop, []int{7, 4}) {
		t.Errorf("broadcast loop dims: %v %v", b.Loop, err)
	}
	// A given output of the right shape passes.
	if _, err := mm.Bind([][]int{{3, 4}, {4, 2}, {3, 2}}); err != nil {
		t.Errorf("given out: %v", err)
	}

	errs := []struct {
		shapes [][]int
		is     error
		want   string
	}{
		{[][]int{{3, 4}, {5, 2}, nil}, nd.ErrShape, `core dimension "n" is 4 in input 1 (shape (3, 4)) but 5 in input 2 (shape (5, 2))`},
		{[][]int{{4}, {4, 2}, nil}, ErrLayout, "input 1 has shape (4,) but its core (m,n) needs at least 2 dimensions"},
		{[][]int{{2, 3, 4}, {3, 4, 2}, nil}, nd.ErrBroadcast, "loop dimensions"},
		{[][]int{{3, 4}, {4, 2}, {2, 3}}, nd.ErrShape, `core dimension "m" is 3 in input 1 (shape (3, 4)) but 2 in output 1`},
		{[][]int{{2, 3, 4}, {4, 2}, {3, 3, 2}}, nd.ErrShape, "output 1 has shape (3, 3, 2), want (2, 3, 2)"},
		{[][]int{{3, 4}, {4, 2}}, ErrArity, "got 2 operands"},
	}
	for _, e := range errs {
		_, err := mm.Bind(e.shapes)
		if !errors.Is(err, e.is) || !strings.Contains(err.Error(), e.want) {
			t.Errorf("Bind(%v) = %v, want %v containing %q", e.shapes, err, e.is, e.want)
		}
	}
}

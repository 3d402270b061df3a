package harness

import (
	"strings"

	"github.com/kernlab/kern"
)

// Geom is a launch's geometry: n elements (1-D) or a rows×cols array
// (2-D), the grid and block, and the warp width of the device (the
// reference of a template whose result depends on it reads it).
type Geom struct {
	N, Rows, Cols int
	Grid, Block   kern.Dim3
	Warp          int
}

// Param is a kernel parameter after the *kern.Thread: the scalar n (Col
// nil), or an input or output array of form "slice" ([]T), "arr1" or
// "arr2" whose logical shape is Size.
type Param struct {
	Name string
	Col  Column
	Form string
	Out  bool
	Size func(g Geom) []int
}

// Kernel is a kernel instance and its sequential reference.
type Kernel struct {
	Name   string
	Seed   uint64 // draws the operands
	Params []Param
	// Geom is the launch for n (Warp is filled in by the harness).
	Geom func(n int) Geom
	// Launch launches the kernel with args in parameter order.
	Launch func(on any, g Geom, args []any) error
	// Ref computes the outputs in place over logical values: args holds
	// n and a []T per array parameter.
	Ref func(g Geom, args []any, portable bool)
}

func (k *Kernel) name() string { return k.Name }
func (k *Kernel) seed() uint64 { return k.Seed }

var (
	kernForms    = []string{"host", "views"}
	kernGPUForms = []string{"device", "devviews", "stream"}
)

func (k *Kernel) run(h *runner, t *target) {
	if strings.HasPrefix(t.name, "cpu") || strings.HasPrefix(t.name, "parallel") {
		return // kernels run on sim there
	}
	forms := kernForms
	if t.dev != nil {
		forms = append(append([]string{}, kernForms...), kernGPUForms...)
	}
	for _, n := range h.lengths {
		for _, form := range forms {
			if n == h.big && form != "host" && form != "device" || n == h.big && t.dev != nil && form == "host" {
				continue
			}
			h.check(k.Name, t, form, n, func() { k.launch(h, t, form, n) })
		}
	}
}

func (k *Kernel) launch(h *runner, t *target, form string, n int) {
	r := h.rng
	g := k.Geom(n)
	g.Warp = 32
	if t.dev != nil && t.dev.Info().WarpSize > 0 {
		g.Warp = t.dev.Info().WarpSize
	}
	logical := make([]any, len(k.Params))
	for j, p := range k.Params {
		if p.Col == nil {
			logical[j] = n
			continue
		}
		logical[j] = p.Col.Random(r, prod(p.Size(g)))
	}
	want := make([]any, len(logical))
	for j, p := range k.Params {
		want[j] = logical[j]
		if p.Col != nil && p.Out {
			want[j] = p.Col.Clone(logical[j])
		}
	}
	k.Ref(g, want, t.portable)

	args := make([]any, len(k.Params))
	for j, p := range k.Params {
		if p.Col == nil {
			args[j] = n
			continue
		}
		a, err := k.arg(h, t, form, p, g, logical[j])
		if err != nil {
			h.fail(k.Name, t, form, n, p.Name, -1, "", "", "", err)
			return
		}
		args[j] = a
	}
	on := t.on
	if form == "stream" {
		s, err := t.dev.NewStream()
		if err != nil {
			h.fail(k.Name, t, form, n, "", -1, "", "", "", err)
			return
		}
		defer s.Close()
		on = s
	}
	err := k.Launch(on, g, args)
	if s, ok := on.(*kern.Stream); ok && err == nil {
		err = s.Synchronize()
	}
	if err != nil {
		h.fail(k.Name, t, form, n, "", -1, "", "", "", err)
		return
	}
	for j, p := range k.Params {
		if p.Col == nil || !p.Out {
			continue
		}
		got, err := p.Col.Host(args[j])
		if err != nil {
			h.fail(k.Name, t, form, n, p.Name, -1, "", "", "", err)
			return
		}
		if i := p.Col.Diff(got, want[j]); i >= 0 {
			if i >= p.Col.Len(got) {
				h.fail(k.Name, t, form, n, p.Name, i, "(short)", p.Col.Format(want[j], i), "", nil)
			} else {
				h.fail(k.Name, t, form, n, p.Name, i, p.Col.Format(got, i), p.Col.Format(want[j], i), inputsAt(k, logical, i), nil)
			}
			return
		}
	}
}

// inputsAt formats the inputs at flat index i where it is in range.
func inputsAt(k *Kernel, logical []any, i int) string {
	s := ""
	for j, p := range k.Params {
		if p.Col == nil || p.Out || i >= p.Col.Len(logical[j]) {
			continue
		}
		if s != "" {
			s += ", "
		}
		s += p.Name + "=" + p.Col.Format(logical[j], i)
	}
	return s
}

// arg lays out one array parameter's logical values in a form.
func (k *Kernel) arg(h *runner, t *target, form string, p Param, g Geom, vals any) (any, error) {
	r := h.rng
	shape := p.Size(g)
	switch form {
	case "host":
		switch p.Form {
		case "slice":
			return p.Col.Slice(vals), nil
		case "arr1":
			return p.Col.Array1(r, vals, "contig"), nil
		}
		return p.Col.Array(r, vals, "contig", shape...), nil
	case "views":
		switch p.Form {
		case "slice":
			return p.Col.Array(r, vals, "contig", shape...), nil
		case "arr1":
			return p.Col.Array1(r, vals, []string{"strided", "reversed"}[r.IntN(2)]), nil
		}
		return p.Col.Array(r, vals, []string{"strided", "reversed", "fortran"}[r.IntN(3)], shape...), nil
	case "device", "stream":
		if form == "stream" && r.IntN(2) == 0 {
			return k.arg(h, t, "host", p, g, vals)
		}
		return p.Col.ToDevice(t.dev, p.Col.Array(r, vals, "contig", shape...))
	}
	// devviews
	if p.Form == "slice" {
		return p.Col.ToDevice(t.dev, p.Col.Array(r, vals, "contig", shape...))
	}
	return p.Col.DeviceView(r, t.dev, vals, []string{"strided", "reversed"}[r.IntN(2)], shape...)
}

func prod(shape []int) int {
	n := 1
	for _, d := range shape {
		n *= d
	}
	return n
}

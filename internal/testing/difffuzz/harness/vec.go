package harness

import (
	"fmt"
	"strings"

	"github.com/kernlab/kern"
)

// Vec is a vectorize instance: its ufunc (one loop, found by identity,
// so the CPU targets run kern gen's loops and the GPUs its PTX and LLVM
// IR) and its plain-Go reference.
type Vec struct {
	Name  string
	Seed  uint64 // draws the operands
	Ufunc *kern.Ufunc
	In    []Column
	Out   Column
	// Ref fills out[i] = core(in[0][i], ...) for every i; portable calls
	// the twin over the portable math package (what GPUs compute).
	Ref func(in []any, out any, portable bool)
}

func (v *Vec) name() string { return v.Name }
func (v *Vec) seed() uint64 { return v.Seed }

// vecForms are the operand forms of a ufunc call; gpuForms only apply
// on a GPU.
var (
	vecForms = []string{"array", "slice", "into", "scalar", "scalars", "strided", "reversed", "bcast", "fortran", "inplace"}
	gpuForms = []string{"device", "devstrided", "devreversed", "chunked", "chunkstrided", "stream"}
	// At the large length, which dominates the emulated devices' time,
	// CPU targets run two forms and GPUs two others.
	bigForms    = map[string]bool{"array": true, "strided": true}
	bigGPUForms = map[string]bool{"device": true, "chunked": true}
)

func (v *Vec) run(h *runner, t *target) {
	forms := vecForms
	if t.dev != nil {
		forms = append(append([]string{}, vecForms...), gpuForms...)
	}
	for _, n := range h.lengths {
		ins := make([]any, len(v.In))
		for k, c := range v.In {
			ins[k] = c.Random(h.rng, n)
		}
		for _, form := range forms {
			if n == h.big && (t.dev == nil && !bigForms[form] || t.dev != nil && !bigGPUForms[form]) {
				continue
			}
			h.check(v.Name, t, form, n, func() { v.call(h, t, form, n, ins) })
		}
	}
}

// call runs one form and reports a mismatch with the reference.
func (v *Vec) call(h *runner, t *target, form string, n int, ins []any) {
	r := h.rng
	shape := []int{n}
	args := make([]any, len(ins))
	logical := append([]any(nil), ins...)
	var out any // the out= operand, or nil for Call
	var inplace = -1
	switch form {
	case "scalar":
		if len(ins) < 2 || n == 0 {
			return
		}
		k := r.IntN(len(ins))
		logical[k] = v.In[k].Fill(ins[k], 0)
		for j, c := range v.In {
			args[j] = c.Array(r, ins[j], "contig")
		}
		args[k] = v.In[k].Scalar(ins[k], 0)
	case "scalars":
		// Every operand a Go scalar: a 0-d result, the loop picked from the
		// scalars' Go types.
		if n == 0 {
			return
		}
		shape = []int{}
		for j, c := range v.In {
			logical[j] = c.Fill(ins[j], 0)
			args[j] = c.Scalar(ins[j], 0)
		}
	case "fortran":
		// Column-major 2-D operands, row-major logical values.
		if n < 2 {
			return
		}
		shape = []int{2, n / 2}
		for j, c := range v.In {
			logical[j] = c.Random(r, n/2*2)
			args[j] = c.Array(r, logical[j], "fortran", 2, n/2)
		}
	case "bcast":
		if n < 3 || len(ins) < 2 {
			return
		}
		rows, cols := 3, n/3
		shape = []int{rows, cols}
		for j, c := range v.In {
			switch j {
			case 0: // a row, broadcast down the rows
				row := c.Random(r, cols)
				logical[j] = c.Broadcast(row, rows, cols, 0)
				args[j] = c.Array(r, row, "contig", cols)
			case 1: // a column, broadcast across
				colv := c.Random(r, rows)
				logical[j] = c.Broadcast(colv, rows, cols, 1)
				args[j] = c.Array(r, colv, "contig", rows, 1)
			default:
				logical[j] = c.Random(r, rows*cols)
				args[j] = c.Array(r, logical[j], "contig", rows, cols)
			}
		}
	case "slice":
		for j, c := range v.In {
			args[j] = c.Slice(ins[j])
		}
	case "strided", "reversed":
		for j, c := range v.In {
			args[j] = c.Array(r, ins[j], form)
		}
		out = v.Out.Array(r, v.Out.Random(r, n), form)
	case "inplace":
		for j, c := range v.In {
			args[j] = c.Array(r, ins[j], "contig")
			if c.DType() == v.Out.DType() && inplace < 0 {
				inplace = j
			}
		}
		if inplace < 0 {
			return
		}
		out = args[inplace]
	case "device", "devstrided", "devreversed":
		for j, c := range v.In {
			var err error
			if form == "device" {
				args[j], err = c.ToDevice(t.dev, c.Array(r, ins[j], "contig"))
			} else {
				args[j], err = c.DeviceView(r, t.dev, ins[j], strings.TrimPrefix(form, "dev"))
			}
			if err != nil {
				h.fail(v.Name, t, form, n, "", -1, "", "", "", err)
				return
			}
		}
		if form != "device" {
			var err error
			if out, err = v.Out.NewDevice(t.dev, n); err != nil {
				h.fail(v.Name, t, form, n, "", -1, "", "", "", err)
				return
			}
		}
	case "chunkstrided":
		for j, c := range v.In {
			args[j] = c.Array(r, ins[j], "strided")
		}
		out = v.Out.Array(r, v.Out.Random(r, n), "reversed")
	default: // array, into, chunked, stream
		for j, c := range v.In {
			args[j] = c.Array(r, ins[j], "contig")
		}
		if form == "into" || form == "stream" {
			out = v.Out.Zeros(n)
		}
	}
	size := 1
	for _, d := range shape {
		size *= d
	}
	want := v.Out.Random(r, size)
	v.Ref(logical, want, t.portable)

	on := t.on
	switch form {
	case "chunked", "chunkstrided":
		on = kern.Chunked(t.dev, kern.StreamAbove(0), kern.ChunkLen(1+n/5+r.IntN(7)), kern.ChunkStreams(1+r.IntN(3)))
	case "stream":
		s, err := t.dev.NewStream()
		if err != nil {
			h.fail(v.Name, t, form, n, "", -1, "", "", "", err)
			return
		}
		defer s.Close()
		if err := v.Ufunc.Into(s, out, args...); err != nil {
			h.fail(v.Name, t, form, n, "", -1, "", "", "", err)
			return
		}
		if err := s.Synchronize(); err != nil {
			h.fail(v.Name, t, form, n, "", -1, "", "", "", err)
			return
		}
		v.compare(h, t, form, n, logical, out, want)
		return
	}
	if out != nil {
		if err := v.Ufunc.Into(on, out, args...); err != nil {
			h.fail(v.Name, t, form, n, "", -1, "", "", "", err)
			return
		}
		v.compare(h, t, form, n, logical, out, want)
		return
	}
	res, err := v.Ufunc.Call(on, args...)
	if err != nil {
		h.fail(v.Name, t, form, n, "", -1, "", "", "", err)
		return
	}
	v.compare(h, t, form, n, logical, res, want)
}

func (v *Vec) compare(h *runner, t *target, form string, n int, logical []any, res, want any) {
	got, err := v.Out.Host(res)
	if err != nil {
		h.fail(v.Name, t, form, n, "", -1, "", "", "", err)
		return
	}
	i := v.Out.Diff(got, want)
	if i < 0 {
		return
	}
	if i >= v.Out.Len(got) || i >= v.Out.Len(want) {
		h.fail(v.Name, t, form, n, "", i, "", "", "", fmt.Errorf("result has %d elements, want %d", v.Out.Len(got), v.Out.Len(want)))
		return
	}
	var in []string
	for j, c := range v.In {
		in = append(in, c.Format(logical[j], i))
	}
	h.fail(v.Name, t, form, n, "", i, v.Out.Format(got, i), v.Out.Format(want, i), strings.Join(in, ", "), nil)
}

package emu

import (
	"fmt"
	"math/bits"
	"unsafe"

	"github.com/kernlab/kern/internal/asyncq"
)

// cpCopy is a cp.async copy in flight: its shared destination and global
// source, resolved (checked) at issue.
type cpCopy struct {
	dst, src unsafe.Pointer
	n        int
}

// cpLane is one lane's cp.async copies in flight.
type cpLane = asyncq.Queue[cpCopy]

// cpAsync executes cp.async, cp.async.commit_group and
// cp.async.wait_group for the active lanes. A copy is checked when it
// issues (state spaces, bounds, alignment: the faults a GPU reports) but
// lands at the cp.async.wait_group that retires its group, so a kernel
// that reads the destination before waiting (or, from another thread,
// before the barrier after the wait) reads the old bytes here, as it may
// on a GPU. Copies of a lane that exits unwaited never land.
func (w *warp) cpAsync(f *frame, in *instr, active uint64) *Fault {
	if w.cp == nil {
		w.cp = new([maxLanes]cpLane)
	}
	switch in.op {
	case opCpAsync:
		n := int(in.mod)
		dst, src := *in, *in
		dst.space, src.space = spShared, spGlobal
		for m := active; m != 0; m &= m - 1 {
			ln := bits.TrailingZeros64(m)
			pd, flt := w.resolve(&dst, ln, w.val(f, &in.a[0], ln)+uint64(in.off), n, true)
			if flt != nil {
				return flt
			}
			ps, flt := w.resolve(&src, ln, w.val(f, &in.a[1], ln), n, false)
			if flt != nil {
				return flt
			}
			w.cp[ln].Add(cpCopy{pd, ps, n})
		}
	case opCpCommit:
		for m := active; m != 0; m &= m - 1 {
			w.cp[bits.TrailingZeros64(m)].Commit()
		}
	case opCpWait:
		keep := int(in.off)
		for m := active; m != 0; m &= m - 1 {
			_ = w.cp[bits.TrailingZeros64(m)].Retire(keep, land)
		}
	}
	return nil
}

// land lands one copy (its addresses were checked at issue).
func land(x cpCopy) error {
	if raceEnabled {
		for o := 0; o < x.n; o += 4 {
			atomicStore(unsafe.Add(x.dst, o), 4, atomicLoad(unsafe.Add(x.src, o), 4))
		}
		return nil
	}
	copy(unsafe.Slice((*byte)(x.dst), x.n), unsafe.Slice((*byte)(x.src), x.n))
	return nil
}

// reset drops every lane's copies (a block starts).
func (w *warp) cpReset() {
	if w.cp == nil {
		return
	}
	for i := range w.cp {
		w.cp[i].Reset()
	}
}

// cpInstr decodes cp.async.{ca,cg}.shared.global [d], [s], N;
// cp.async.commit_group; and cp.async.wait_group N.
func (d *decoder) cpInstr(in instr, parts, args []string, line int) (instr, error) {
	name := joinParts(parts)
	bad := func() (instr, error) { return in, jitError(line, "unsupported instruction %s", name) }
	if len(parts) < 3 || parts[1] != "async" {
		return bad()
	}
	switch {
	case len(parts) == 3 && parts[2] == "commit_group":
		if len(args) != 0 {
			return bad()
		}
		in.op = opCpCommit
		return in, nil
	case len(parts) == 3 && parts[2] == "wait_group":
		if len(args) != 1 {
			return bad()
		}
		var n int64
		if _, err := fmt.Sscanf(args[0], "%d", &n); err != nil || n < 0 || fmt.Sprint(n) != args[0] {
			return in, jitError(line, "cp.async.wait_group takes an integer constant, got %q", args[0])
		}
		in.op, in.off = opCpWait, n
		return in, nil
	case len(parts) == 5 && (parts[2] == "ca" || parts[2] == "cg") && parts[3] == "shared" && parts[4] == "global":
		if len(args) != 3 {
			return in, jitError(line, "%s takes 3 operands, got %d", name, len(args))
		}
		n := map[string]uint8{"4": 4, "8": 8, "16": 16}[args[2]]
		if n == 0 || parts[2] == "cg" && n != 16 {
			return in, jitError(line, "%s copies 4, 8 or 16 bytes (.cg only 16), not %s", name, args[2])
		}
		var err error
		var soff int64
		if in.a[0], in.off, err = d.address(args[0], line); err != nil {
			return in, err
		}
		if in.a[1], soff, err = d.address(args[1], line); err != nil {
			return in, err
		}
		if soff != 0 {
			return in, jitError(line, "%s: a source address with an offset is not emulated", name)
		}
		in.op, in.mod = opCpAsync, n
		return in, nil
	}
	return bad()
}

func joinParts(parts []string) string {
	s := parts[0]
	for _, p := range parts[1:] {
		s += "." + p
	}
	return s
}

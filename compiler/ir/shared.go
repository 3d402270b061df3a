package ir

import (
	"cmp"
	"slices"
)

// A kern.Shared declaration is one array per block, as CUDA's static
// __shared__ is: every call of the device function that declares it, from
// any call site or loop iteration, sees the same array. The OpShared
// instructions of one declaration have its source position and type, so
// the copies inlining makes are told apart from other declarations by
// them (a generic function's instances declare one array each). OpShareds
// without a position (those the wrappers build) are each their own.

// SameShared reports whether two OpShared instructions are one declaration.
func SameShared(a, b *Instr) bool {
	return a.Pos.File != "" && a.Pos == b.Pos && Identical(a.Aux.(Type), b.Aux.(Type))
}

// CompareShared orders shared declarations as a kernel lays them out once
// device functions' arrays join its own: by source position, then type.
// A kernel's own arrays, in source order, keep their order.
func CompareShared(a, b *Instr) int {
	if c := cmp.Compare(a.Pos.File, b.Pos.File); c != 0 {
		return c
	}
	if c := cmp.Compare(a.Pos.Line, b.Pos.Line); c != 0 {
		return c
	}
	if c := cmp.Compare(a.Pos.Col, b.Pos.Col); c != 0 {
		return c
	}
	return cmp.Compare(a.Aux.(Type).String(), b.Aux.(Type).String())
}

// SharedDecls lists the shared declarations of f and of the device
// functions it calls, directly or not, one instruction per declaration,
// in CompareShared's order: the arrays a launch of kernel f has.
func SharedDecls(f *Function) []*Instr {
	var out []*Instr
	AnyReached(f, func(in *Instr) bool {
		if in.Op == OpShared && !slices.ContainsFunc(out, func(x *Instr) bool { return SameShared(x, in) }) {
			out = append(out, in)
		}
		return false
	})
	slices.SortStableFunc(out, CompareShared)
	return out
}

// DeclaresShared reports whether f or a device function it calls,
// directly or not, declares shared memory.
func DeclaresShared(f *Function) bool {
	return AnyReached(f, func(in *Instr) bool { return in.Op == OpShared })
}

// AnyReached reports whether pred holds for an instruction of f or of a
// function f calls, directly or not, visiting each function once and
// stopping at the first instruction pred holds for.
func AnyReached(f *Function, pred func(*Instr) bool) bool {
	seen := map[*Function]bool{}
	var visit func(f *Function) bool
	visit = func(f *Function) bool {
		if f == nil || seen[f] {
			return false
		}
		seen[f] = true
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				if pred(in) || in.Op == OpCall && visit(in.Callee()) {
					return true
				}
			}
		}
		return false
	}
	return visit(f)
}

package amd64

import (
	"fmt"
	"slices"
	"strings"
)

// mergeMasked rewrites the AVX-512 program's blends d = m ? x : y whose
// x is a one-instruction step x = op(a, b) that nothing else reads: op
// is computed at the blend, merge-masked under m into y's register (the
// allocator gives d that register; the blend must be y's last read). The
// lanes of m get op's bits, the others keep y's and compute nothing (a
// masked-off float lane raises no exception, and Go observes none
// anyway): each lane has the blend's bits, one instruction fewer. The
// triage core's two blends become a masked add and a masked subtract.
//
// op's sources are read at the blend instead of at op: each must hold
// one value for the whole program (not a loop-carried register), and no
// loop boundary may lie between op and the blend or between y's
// definition and the blend (a value live into a loop keeps its register
// for the whole loop). Under l.plain, which shortens live ranges, nothing
// is rewritten: reading op's sources later may lengthen theirs.
func mergeMasked(l *lowering) {
	if !l.z || l.plain {
		return
	}
	blend := "VBLENDV" + l.fs + " {0}, {1}, {2}, {d}"
	pre := map[int]bool{}
	for _, op := range l.pre {
		pre[op.dst] = true
	}
	defs, defAt, reads, lastRead := map[int]int{}, map[int]int{}, map[int]int{}, map[int]int{}
	for i, op := range l.body {
		if op.dst >= 0 {
			defs[op.dst]++
			if _, ok := defAt[op.dst]; !ok {
				defAt[op.dst] = i
			}
		}
		for _, s := range op.srcs {
			reads[s]++
			lastRead[s] = i
		}
	}
	// once: a value the body defines once (a fresh register).
	once := func(v int) bool { return defs[v] == 1 && !pre[v] && !l.pinned[v] }
	// stable: one value for the whole program (a constant, or once).
	stable := func(v int) bool { return once(v) || pre[v] && defs[v] == 0 }
	noLoop := func(from, to int) bool {
		for _, op := range l.body[from:to] {
			if op.loopStart || op.loopEnd {
				return false
			}
		}
		return true
	}
	for i, op := range l.body {
		if op.text != blend {
			continue
		}
		m, x, y := op.srcs[0], op.srcs[1], op.srcs[2]
		at, ok := defAt[x]
		if !ok || !once(x) || reads[x] != 1 || x == y || !noLoop(at, i) {
			continue
		}
		def := l.body[at]
		text, ok := maskedForm(def.text, l.w, len(def.srcs))
		if !ok {
			continue
		}
		if slices.ContainsFunc(def.srcs, func(s int) bool { return !stable(s) }) {
			continue
		}
		// y's register becomes d's: d is a fresh value (not a carried
		// register blended in place) and the blend reads y last.
		yAt, ok := defAt[y]
		if !ok || !once(y) || !once(op.dst) || lastRead[y] != i || !noLoop(yAt, i) {
			continue
		}
		srcs := append(append(def.srcs[:len(def.srcs):len(def.srcs)], m), y)
		l.body[i] = vop{text: text, dst: op.dst, srcs: srcs, merge: len(srcs)}
	}
}

// maskedOps are the mnemonics with an EVEX merge-masked form of the same
// name, each with its lane width in bytes (one mask bit per lane).
var maskedOps = map[string]int{
	"VPADDD": 4, "VPSUBD": 4, "VPMULLD": 4, "VPSLLD": 4, "VPSRLD": 4, "VPSRAD": 4,
	"VPSLLVD": 4, "VPSRLVD": 4, "VPSRAVD": 4,
	"VPMINSD": 4, "VPMAXSD": 4, "VPMINUD": 4, "VPMAXUD": 4,
	"VPADDQ": 8, "VPSUBQ": 8, "VPSLLQ": 8, "VPSRLQ": 8, "VPSLLVQ": 8, "VPSRLVQ": 8, "VPSRAVQ": 8,
	"VADDPS": 4, "VSUBPS": 4, "VMULPS": 4, "VDIVPS": 4, "VSQRTPS": 4,
	"VANDPS": 4, "VORPS": 4, "VXORPS": 4, "VANDNPS": 4,
	"VADDPD": 8, "VSUBPD": 8, "VMULPD": 8, "VDIVPD": 8, "VSQRTPD": 8,
	"VANDPD": 8, "VORPD": 8, "VXORPD": 8, "VANDNPD": 8,
}

// maskedForm is template text (one instruction over n sources writing
// {d} last and reading only sources and immediates) merge-masked under
// source n's sign bits (moved into K1, which keepMasks replaces by the
// compare's opmask) in w-byte lanes; false where it has none.
func maskedForm(text string, w, n int) (string, bool) {
	mn, rest, _ := strings.Cut(text, " ")
	if strings.ContainsAny(text, "\n(@") || strings.Count(text, "{d}") != 1 || !strings.HasSuffix(rest, ", {d}") {
		return "", false
	}
	switch mn {
	case "VPAND", "VPOR", "VPXOR", "VPANDN":
		// Bitwise: any lane width; the mask's is the mnemonic's.
		mn += map[int]string{4: "D", 8: "Q"}[w]
	default:
		if maskedOps[mn] != w {
			return "", false
		}
	}
	for _, o := range strings.Split(strings.TrimSuffix(rest, ", {d}"), ", ") {
		if !strings.HasPrefix(o, "$") && !(strings.HasPrefix(o, "{") && strings.HasSuffix(o, "}")) {
			return "", false // a fixed register: a template's scratch
		}
	}
	dq := map[int]string{4: "D", 8: "Q"}[w]
	return fmt.Sprintf("VPMOV%s2M {%d}, K1\n\t%s %s, K1, {d}", dq, n, mn, strings.TrimSuffix(rest, ", {d}")), true
}

package emu

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"
	"unsafe"
)

// wideIR computes on integers wider than 64 bits (W: i65, i100, i128) as
// opt writes them: lane i reads a, b and a shift s from in[3i:], and
// writes the low and high words of A·B, A·B+B, A−B, (A·B)<<s, >>s (logical
// and arithmetic), A·B^B (A = zext a, B = sext b), the closed form
// trunc((A·B)>>1), and the comparisons ult, ule, slt, sge, eq and ne of A·B
// and B.
const wideIR = `target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @wide(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %id to i64
  %i3 = mul i64 %i, 3
  %pa = getelementptr inbounds i64, ptr addrspace(1) %in, i64 %i3
  %a = load i64, ptr addrspace(1) %pa, align 8
  %pb = getelementptr inbounds i64, ptr addrspace(1) %pa, i64 1
  %b = load i64, ptr addrspace(1) %pb, align 8
  %ps = getelementptr inbounds i64, ptr addrspace(1) %pa, i64 2
  %s64 = load i64, ptr addrspace(1) %ps, align 8
  %A = zext i64 %a to iW
  %B = sext i64 %b to iW
  %S = zext i64 %s64 to iW
  %P = mul iW %A, %B
  %x1 = add iW %P, %B
  %x2 = sub iW %A, %B
  %x3 = shl iW %P, %S
  %x4 = lshr iW %P, %S
  %x5 = ashr iW %P, %S
  %x6 = xor iW %P, %B
  %cf = lshr iW %P, 1
  %x7 = and iW %cf, -1
  %c0 = icmp ult iW %P, %B
  %c1 = icmp ule iW %P, %B
  %c2 = icmp slt iW %P, %B
  %c3 = icmp sge iW %P, %B
  %c4 = icmp eq iW %x6, %B
  %c5 = icmp ne iW %P, 0
  %o = mul i64 %i, 22
  %po = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %o
  WORDS
  CMPS
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
`

func wideSource(w int) string {
	var words, cmps strings.Builder
	for k, x := range []string{"P", "x1", "x2", "x3", "x4", "x5", "x6", "x7"} {
		fmt.Fprintf(&words, "%%l%d = trunc iW %%%s to i64\n  %%h%dw = lshr iW %%%s, 64\n  %%h%d = trunc iW %%h%dw to i64\n", k, x, k, x, k, k)
		fmt.Fprintf(&words, "  %%pl%d = getelementptr inbounds i64, ptr addrspace(1) %%po, i64 %d\n  store i64 %%l%d, ptr addrspace(1) %%pl%d, align 8\n", k, 2*k, k, k)
		fmt.Fprintf(&words, "  %%ph%d = getelementptr inbounds i64, ptr addrspace(1) %%po, i64 %d\n  store i64 %%h%d, ptr addrspace(1) %%ph%d, align 8\n  ", k, 2*k+1, k, k)
	}
	for k := range 6 {
		fmt.Fprintf(&cmps, "%%z%d = zext i1 %%c%d to i64\n  %%pc%d = getelementptr inbounds i64, ptr addrspace(1) %%po, i64 %d\n  store i64 %%z%d, ptr addrspace(1) %%pc%d, align 8\n  ", k, k, k, 16+k, k, k)
	}
	s := strings.Replace(wideIR, "WORDS", words.String(), 1)
	s = strings.Replace(s, "CMPS", cmps.String(), 1)
	return strings.ReplaceAll(s, "iW", fmt.Sprintf("i%d", w))
}

// TestROCWideIntegers runs wideIR for i65, i100 and i128 on random and
// edge inputs and compares with math/big modulo 2^W.
func TestROCWideIntegers(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	const lanes = 64
	in := make([]uint64, 3*lanes)
	edges := []uint64{0, 1, 2, 1 << 63, ^uint64(0), 1<<63 - 1, 3}
	for i := range lanes {
		a, b := r.Uint64()>>r.IntN(64), r.Uint64()>>r.IntN(64)
		if i < len(edges)*len(edges) {
			a, b = edges[i%len(edges)], edges[i/len(edges)]
		}
		in[3*i], in[3*i+1], in[3*i+2] = a, b, uint64(r.IntN(65))
	}
	in[2], in[5], in[8], in[11] = 0, 64, 63, 1
	for _, w := range []int{65, 100, 128} {
		mod := new(big.Int).Lsh(big.NewInt(1), uint(w))
		wrap := func(x *big.Int) *big.Int { return new(big.Int).Mod(x, mod) }
		signedOf := func(x *big.Int) *big.Int {
			if x.Bit(w-1) == 1 {
				return new(big.Int).Sub(x, mod)
			}
			return x
		}
		words := func(x *big.Int) (uint64, uint64) {
			lo := new(big.Int).And(x, new(big.Int).SetUint64(^uint64(0))).Uint64()
			return lo, new(big.Int).Rsh(x, 64).Uint64()
		}
		d, m := rocModule(t, "gfx90a", wideSource(w))
		pin, err := d.Alloc(len(in) * 8)
		if err != nil {
			t.Fatal(err)
		}
		if err := d.CopyHtoD(pin, unsafe.Pointer(&in[0]), len(in)*8, nil); err != nil {
			t.Fatal(err)
		}
		out, err := d.Alloc(lanes * 22 * 8)
		if err != nil {
			t.Fatal(err)
		}
		if err := launchROC(t, d, m, "wide", lanes, pin, out); err != nil {
			t.Fatal(err)
		}
		got := readBack[uint64](t, d, out, lanes*22)
		for i := range lanes {
			a, b, s := in[3*i], in[3*i+1], uint(in[3*i+2])
			A := new(big.Int).SetUint64(a)
			B := wrap(big.NewInt(int64(b)))
			P := wrap(new(big.Int).Mul(A, B))
			xs := []*big.Int{P, wrap(new(big.Int).Add(P, B)), wrap(new(big.Int).Sub(A, B)), wrap(new(big.Int).Lsh(P, s)),
				new(big.Int).Rsh(P, s), wrap(new(big.Int).Rsh(signedOf(P), s)), new(big.Int).Xor(P, B), new(big.Int).Rsh(P, 1)}
			var want []uint64
			for _, x := range xs {
				lo, hi := words(x)
				want = append(want, lo, hi)
			}
			sp, sb := signedOf(P), signedOf(B)
			for _, c := range []bool{P.Cmp(B) < 0, P.Cmp(B) <= 0, sp.Cmp(sb) < 0, sp.Cmp(sb) >= 0, xs[6].Cmp(B) == 0, P.Sign() != 0} {
				want = append(want, b2u(c))
			}
			if g := got[22*i : 22*i+22]; fmt.Sprint(g) != fmt.Sprint(want) {
				t.Errorf("i%d, a %#x, b %#x, s %d:\n got %#x\nwant %#x", w, a, b, s, g, want)
			}
		}
	}
}

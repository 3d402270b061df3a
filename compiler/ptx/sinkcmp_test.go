package ptx

import (
	"encoding/binary"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/driver/emu"
)

// hoistedTests is a kernel (n, m i64, out ptr<global i64>) whose tests
// of m were hoisted out of its loop, as LICM leaves a wrapper's:
//
//	pos, small, not7 := m > 0, m < 100, m != 7
//	if small { for i := 0; i < n; i++ {
//		if pos { for k := 0; k < i; k++ { if not7 { out[n]++ } } }
//		if small { for q := 0; q < 2; q++ { out[i] += i } }
//	} }
//
// It returns the module and the blocks that branch on pos, small and not7
// in the loop: the first two enter a loop, the third does not.
func hoistedTests() (m *ir.Module, onPos, onSmall, onNot7 *ir.Block) {
	it, bt := ir.Typ[ir.Int64], ir.Typ[ir.Bool]
	m = &ir.Module{Name: "sinkcmp"}
	k := newKernel(m, "sinkcmp.K", it, it, gptr(it))
	nb := k.f.NewBlock
	pre, head, body, ih, ib, ibs, ilatch := nb("pre"), nb("head"), nb("body"), nb("ih"), nb("ib"), nb("ibs"), nb("ilatch")
	next, jh, jb, latch, done := nb("next"), nb("jh"), nb("jb"), nb("latch"), nb("done")
	n, out := k.param(0), k.param(2)
	pos := k.Emit(ir.OpGt, bt, k.param(1), i64(0))
	small := k.Emit(ir.OpLt, bt, k.param(1), i64(100))
	not7 := k.Emit(ir.OpNe, bt, k.param(1), i64(7))
	k.If(small, pre, done)
	k.SetBlock(pre)
	k.Jump(head)
	k.SetBlock(head)
	i := k.Emit(ir.OpPhi, it)
	k.If(k.Emit(ir.OpLt, bt, i, n), body, done)
	k.SetBlock(body)
	k.If(pos, ih, next)
	k.SetBlock(ih)
	j := k.Emit(ir.OpPhi, it)
	k.If(k.Emit(ir.OpLt, bt, j, i), ib, next)
	k.SetBlock(ib)
	k.If(not7, ibs, ilatch)
	k.SetBlock(ibs)
	cnt := k.Emit(ir.OpPtrAdd, out.Typ, out, n)
	k.Emit(ir.OpStore, nil, cnt, k.Emit(ir.OpAdd, it, k.Emit(ir.OpLoad, it, cnt), i64(1)))
	k.Jump(ilatch)
	k.SetBlock(ilatch)
	nj := k.Emit(ir.OpAdd, it, j, i64(1))
	k.Jump(ih)
	j.Args = []ir.Value{i64(0), nj}
	k.SetBlock(next)
	k.If(small, jh, latch)
	k.SetBlock(jh)
	q := k.Emit(ir.OpPhi, it)
	k.If(k.Emit(ir.OpLt, bt, q, i64(2)), jb, latch)
	k.SetBlock(jb)
	oi := k.Emit(ir.OpPtrAdd, out.Typ, out, i)
	k.Emit(ir.OpStore, nil, oi, k.Emit(ir.OpAdd, it, k.Emit(ir.OpLoad, it, oi), i))
	nq := k.Emit(ir.OpAdd, it, q, i64(1))
	k.Jump(jh)
	q.Args = []ir.Value{i64(0), nq}
	k.SetBlock(latch)
	ni := k.Emit(ir.OpAdd, it, i, i64(1))
	k.Jump(head)
	i.Args = []ir.Value{i64(0), ni}
	k.SetBlock(done)
	k.done()
	return m, body, next, ib
}

// TestSunkCompares: a kernel's test of a parameter is made again at each
// branch on it that enters a loop, not kept live from where LICM put it (a
// test its own block branches on is made there too); another branch reads
// the hoisted test; and the kernel still computes what the IR says for m
// on either side of every test.
func TestSunkCompares(t *testing.T) {
	m, onPos, onSmall, onNot7 := hoistedTests()
	if err := ir.VerifyModule(m); err != nil {
		t.Fatal(err)
	}
	src := mustCompile(t, m, Options{Arch: "sm_80"})
	block := func(b *ir.Block) string {
		s := src[strings.Index(src, blockLabel(b)+":\n"):]
		if end := regexp.MustCompile(`\n\$L__BB\d+:`).FindStringIndex(s[1:]); end != nil {
			s = s[:end[0]+1]
		}
		return s
	}
	entry := block(m.Funcs[0].Blocks[0])
	gt, lt := regexp.MustCompile(`setp\.gt\.s64 %p\d+, %rd1, 0x0;`), regexp.MustCompile(`setp\.lt\.s64 %p\d+, %rd1, 0x64;`)
	ne := regexp.MustCompile(`setp\.ne\.s64 %p\d+, %rd1, 0x7;`)
	if gt.MatchString(entry) || !lt.MatchString(entry) || !ne.MatchString(entry) {
		t.Errorf("entry block: want the tests of m < 100 (branched on there) and m != 7 (entering no loop), not m > 0:\n%s", entry)
	}
	if s := block(onNot7); strings.Contains(s, "setp") {
		t.Errorf("a branch entering no loop makes its test again:\n%s", s)
	}
	if s := block(onPos); !gt.MatchString(s) {
		t.Errorf("loop block branching on m > 0 does not test it:\n%s", s)
	}
	if s := block(onSmall); !lt.MatchString(s) {
		t.Errorf("loop block branching on m < 100 does not test it:\n%s", s)
	}
	if tool := os.Getenv("KERN_PTXAS"); tool != "" {
		ptxas(t, tool, "sm_80", src)
	}
	const n = 5
	for _, mv := range []int64{-3, 0, 1, 7, 99, 100, 1 << 40} {
		t.Run(fmt.Sprint(mv), func(t *testing.T) {
			s, err := loadPsim(src, emu.New(emu.WithArch("sm_80")))
			if err != nil {
				t.Fatal(err)
			}
			o := s.alloc(8*(n+1), 8)
			slot := func(v uint64) []byte { return binary.LittleEndian.AppendUint64(nil, v) }
			if err := s.launch("sinkcmp_2eK", [3]int{1, 1, 1}, [3]int{1, 1, 1}, [][]byte{slot(n), slot(uint64(mv)), slot(o)}); err != nil {
				t.Fatal(err)
			}
			for j := range int64(n + 1) {
				want := int64(0)
				switch {
				case mv >= 100:
				case j < n:
					want = 2 * j
				case mv > 0 && mv != 7:
					want = n * (n - 1) / 2
				}
				got, err := s.load(o+uint64(8*j), 64)
				if err != nil {
					t.Fatal(err)
				}
				if int64(got) != want {
					t.Errorf("m=%d: out[%d] = %d, want %d", mv, j, int64(got), want)
				}
			}
		})
	}
}

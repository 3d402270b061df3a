package ptx

import (
	"encoding/binary"
	"math"
	"math/rand/v2"
	"os"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/compiler/internal/eval"
	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/emu"
)

// halfKernel builds a kernel that applies every OpHalf, both formats, to
// element i of x, y, z (u16) and f (f32): out[12i:] gets the u16 results
// (add, sub, mul, fma, fromf32 and the old value of an atomic add of y[i]
// to acc[i], per format), wide[2i:] the widened x.
func halfKernel() *ir.Module {
	m := &ir.Module{Name: "half"}
	u16, f32 := ir.Typ[ir.Uint16], ir.Typ[ir.Float32]
	k := newKernel(m, "half", gptr(u16), gptr(u16), gptr(u16), gptr(f32), gptr(u16), gptr(f32), gptr(u16), gptr(u16))
	i32 := ir.Typ[ir.Int32]
	tid := k.Emit(ir.OpSpecial, i32)
	tid.AuxInt = int64(ir.TidX)
	cta := k.Emit(ir.OpSpecial, i32)
	cta.AuxInt = int64(ir.CtaidX)
	ntid := k.Emit(ir.OpSpecial, i32)
	ntid.AuxInt = int64(ir.NtidX)
	i := k.Emit(ir.OpConvert, ir.Typ[ir.Int64], k.Emit(ir.OpAdd, i32, tid, k.Emit(ir.OpMul, i32, cta, ntid)))
	at := func(p ir.Value, off ir.Value) ir.Value { return k.Emit(ir.OpPtrAdd, p.Type(), p, off) }
	ld := func(p ir.Value) ir.Value { return k.Emit(ir.OpLoad, p.Type().(*ir.Pointer).Elem, at(p, i)) }
	x, y, z, f := ld(k.param(0)), ld(k.param(1)), ld(k.param(2)), ld(k.param(3))
	base := k.Emit(ir.OpMul, ir.Typ[ir.Int64], i, i64(12))
	n := int64(0)
	put := func(v ir.Value) {
		k.Emit(ir.OpStore, nil, at(k.param(4), k.Emit(ir.OpAdd, ir.Typ[ir.Int64], base, i64(n))), v)
		n++
	}
	half := func(op ir.HalfOp, bf bool, t ir.Type, args ...ir.Value) ir.Value {
		in := k.Emit(ir.OpHalf, t, args...)
		in.AuxInt = ir.HalfAux(op, bf)
		return in
	}
	wbase := k.Emit(ir.OpMul, ir.Typ[ir.Int64], i, i64(2))
	for w, bf := range []bool{false, true} {
		put(half(ir.HalfAdd, bf, u16, x, y))
		put(half(ir.HalfSub, bf, u16, x, y))
		put(half(ir.HalfMul, bf, u16, x, y))
		put(half(ir.HalfFMA, bf, u16, x, y, z))
		put(half(ir.HalfFromF32, bf, u16, f))
		k.Emit(ir.OpStore, nil, at(k.param(5), k.Emit(ir.OpAdd, ir.Typ[ir.Int64], wbase, i64(int64(w)))), half(ir.HalfToF32, bf, f32, x))
		// acc[i] += y[i] atomically (acc starts as x), the old value to out.
		op := map[bool]ir.AtomicOp{false: ir.AtomicAddF16, true: ir.AtomicAddBF16}[bf]
		old := k.Emit(ir.OpAtomic, u16, at(k.param(6+w), i), y)
		old.AuxInt = int64(op)
		put(old)
	}
	k.done()
	return m
}

// halfNaN reports a NaN pattern. Two NaN results match: which payload
// an operation with NaN operands returns is unspecified (GPUs give their
// canonical NaN, package half the first NaN operand's).
func halfNaN(h uint16, bf bool) bool {
	if bf {
		return h&0x7fff > 0x7f80
	}
	return h&0x7fff > 0x7c00
}

// TestHalfOnEmulator runs the PTX of every OpHalf and of the 16-bit
// atomic adds for sm_70 (software bfloat16, atom.add.noftz.f16), sm_80
// (fma.rn.bf16, cvt.rn.bf16.f32) and sm_90 (atom.add.noftz.bf16) on the
// emulated device and compares with package half, bit for bit.
func TestHalfOnEmulator(t *testing.T) {
	const n = 1 << 14
	r := rand.New(rand.NewPCG(3, 4))
	special := []uint16{0, 0x8000, 1, 0x8001, 0x3c00, 0xbc00, 0x7bff, 0x7c00, 0xfc00, 0x7e00, 0x3f80, 0xbf80, 0x7f7f, 0x7f80, 0xff80, 0x7fc0, 0x0080, 0x007f, 0x8080}
	x, y, z, f := make([]uint16, n), make([]uint16, n), make([]uint16, n), make([]float32, n)
	for i := range n {
		x[i], y[i], z[i] = uint16(r.Uint32()), uint16(r.Uint32()), uint16(r.Uint32())
		if i < len(special)*len(special) {
			x[i], y[i], z[i] = special[i%len(special)], special[i/len(special)], special[(i+3)%len(special)]
		}
		if i%4 == 1 {
			y[i] = x[i] ^ uint16(r.IntN(4)) ^ 0x8000 // cancellation
		}
		f[i] = math.Float32frombits(r.Uint32())
		if i%3 == 0 { // near halfway points of both formats
			f[i] = math.Float32frombits(uint32(x[i])<<16 | 0x8000 ^ uint32(r.IntN(3)) - 1)
		}
	}
	m := halfKernel()
	if err := ir.VerifyModule(m); err != nil {
		t.Fatal(err)
	}
	for _, arch := range testArchs {
		src := mustCompile(t, m, Options{Arch: arch})
		if tool := os.Getenv("KERN_PTXAS"); tool != "" {
			ptxas(t, tool, arch, src)
		}
		dev := emu.New(emu.WithArch(arch))
		s, err := loadPsim(src, dev)
		if err != nil {
			t.Fatalf("%s: %v", arch, err)
		}
		up := func(b []byte) []byte {
			a := s.alloc(len(b), 8)
			if err := dev.CopyHtoD(driver.Ptr(a), unsafe.Pointer(&b[0]), len(b), nil); err != nil {
				t.Fatal(err)
			}
			return binary.LittleEndian.AppendUint64(nil, a)
		}
		bytes16 := func(v []uint16) []byte { return unsafe.Slice((*byte)(unsafe.Pointer(&v[0])), 2*len(v)) }
		out, wide := make([]uint16, 12*n), make([]float32, 2*n)
		po, pw := up(bytes16(out)), up(unsafe.Slice((*byte)(unsafe.Pointer(&wide[0])), 8*n))
		acc16, accBF := append([]uint16(nil), x...), append([]uint16(nil), x...)
		pa, pb := up(bytes16(acc16)), up(bytes16(accBF))
		params := [][]byte{up(bytes16(x)), up(bytes16(y)), up(bytes16(z)), up(unsafe.Slice((*byte)(unsafe.Pointer(&f[0])), 4*n)), po, pw, pa, pb}
		if err := s.launch("half", [3]int{n / 256, 1, 1}, [3]int{256, 1, 1}, params); err != nil {
			t.Fatalf("%s: %v", arch, err)
		}
		if err := dev.CopyDtoH(unsafe.Pointer(&out[0]), driver.Ptr(binary.LittleEndian.Uint64(po)), 24*n, nil); err != nil {
			t.Fatal(err)
		}
		for _, a := range []struct {
			acc []uint16
			p   []byte
		}{{acc16, pa}, {accBF, pb}} {
			if err := dev.CopyDtoH(unsafe.Pointer(&a.acc[0]), driver.Ptr(binary.LittleEndian.Uint64(a.p)), 2*n, nil); err != nil {
				t.Fatal(err)
			}
		}
		if err := dev.CopyDtoH(unsafe.Pointer(&wide[0]), driver.Ptr(binary.LittleEndian.Uint64(pw)), 8*n, nil); err != nil {
			t.Fatal(err)
		}
		bad := 0
		for i := range n {
			for w, bf := range []bool{false, true} {
				ops := []ir.HalfOp{ir.HalfAdd, ir.HalfSub, ir.HalfMul, ir.HalfFMA, ir.HalfFromF32}
				for k, op := range ops {
					args := []uint64{uint64(x[i]), uint64(y[i]), uint64(z[i])}
					if op == ir.HalfFromF32 {
						args = []uint64{uint64(math.Float32bits(f[i]))}
					}
					want, _ := eval.Half(op, bf, args)
					if got := out[12*i+6*w+k]; uint64(got) != want && !(halfNaN(got, bf) && halfNaN(uint16(want), bf)) && bad < 10 {
						bad++
						t.Errorf("%s: half.%s bf16=%v of %#04x, %#04x, %#04x (f %#08x): %#04x, package half %#04x",
							arch, op, bf, x[i], y[i], z[i], math.Float32bits(f[i]), got, want)
					}
				}
				acc := []uint16{acc16[i], accBF[i]}[w]
				if old := out[12*i+6*w+5]; old != x[i] && bad < 10 {
					bad++
					t.Errorf("%s: atomic add bf16=%v returned %#04x, the old value was %#04x", arch, bf, old, x[i])
				}
				if want, _ := eval.Half(ir.HalfAdd, bf, []uint64{uint64(x[i]), uint64(y[i])}); uint64(acc) != want && !(halfNaN(acc, bf) && halfNaN(uint16(want), bf)) && bad < 10 {
					bad++
					t.Errorf("%s: atomic add bf16=%v of %#04x to %#04x: %#04x, package half %#04x", arch, bf, y[i], x[i], acc, want)
				}
				want, _ := eval.Half(ir.HalfToF32, bf, []uint64{uint64(x[i])})
				if got := math.Float32bits(wide[2*i+w]); uint64(got) != want && bad < 10 { // widening keeps payloads
					bad++
					t.Errorf("%s: half.tof32 bf16=%v of %#04x: %#08x, want %#08x", arch, bf, x[i], got, want)
				}
			}
		}
	}
}

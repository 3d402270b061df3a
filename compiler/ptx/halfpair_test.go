package ptx

import (
	"encoding/binary"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/compiler/internal/eval"
	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/emu"
)

var pairOps = []ir.HalfOp{ir.HalfAdd2, ir.HalfSub2, ir.HalfMul2, ir.HalfFMA2}

// halfPairKernel builds a kernel that applies every packed OpHalf, both
// formats, to the u32 pairs x[i], y[i], z[i]: out[8i:] gets add2, sub2,
// mul2 and fma2 for binary16, then for bfloat16.
func halfPairKernel() *ir.Module {
	m := &ir.Module{Name: "halfpair"}
	u32, i32, i64t := ir.Typ[ir.Uint32], ir.Typ[ir.Int32], ir.Typ[ir.Int64]
	k := newKernel(m, "halfpair", gptr(u32), gptr(u32), gptr(u32), gptr(u32))
	tid := k.Emit(ir.OpSpecial, i32)
	tid.AuxInt = int64(ir.TidX)
	cta := k.Emit(ir.OpSpecial, i32)
	cta.AuxInt = int64(ir.CtaidX)
	ntid := k.Emit(ir.OpSpecial, i32)
	ntid.AuxInt = int64(ir.NtidX)
	i := k.Emit(ir.OpConvert, i64t, k.Emit(ir.OpAdd, i32, tid, k.Emit(ir.OpMul, i32, cta, ntid)))
	at := func(p ir.Value, off ir.Value) ir.Value { return k.Emit(ir.OpPtrAdd, p.Type(), p, off) }
	ld := func(p ir.Value) ir.Value { return k.Emit(ir.OpLoad, u32, at(p, i)) }
	x, y, z := ld(k.param(0)), ld(k.param(1)), ld(k.param(2))
	base := k.Emit(ir.OpMul, i64t, i, i64(8))
	n := int64(0)
	for _, bf := range []bool{false, true} {
		for _, op := range pairOps {
			args := []ir.Value{x, y}
			if op == ir.HalfFMA2 {
				args = append(args, z)
			}
			in := k.Emit(ir.OpHalf, u32, args...)
			in.AuxInt = ir.HalfAux(op, bf)
			k.Emit(ir.OpStore, nil, at(k.param(3), k.Emit(ir.OpAdd, i64t, base, i64(n))), in)
			n++
		}
	}
	k.done()
	return m
}

// TestHalfPairsOnEmulator runs the PTX of the packed pair operations for
// sm_70, sm_80 and sm_90 on the emulated device and compares each element
// with the scalar operation (package half's bits; NaNs: any NaN). It also
// counts the packed instructions: f16x2 everywhere, bf16x2 from sm_80.
func TestHalfPairsOnEmulator(t *testing.T) {
	const n = 1 << 13
	r := rand.New(rand.NewPCG(5, 6))
	special := []uint16{0, 0x8000, 1, 0x8001, 0x3c00, 0xbc00, 0x7bff, 0x7c00, 0xfc00, 0x7e00, 0x7c01, 0x3f80, 0xbf80, 0x7f7f, 0x7f80, 0xff80, 0x7fc0, 0x7f81, 0x0080, 0x007f, 0x8080, 0x03ff}
	x, y, z := make([]uint32, n), make([]uint32, n), make([]uint32, n)
	for i := range n {
		x[i], y[i], z[i] = r.Uint32(), r.Uint32(), r.Uint32()
		if s := len(special); i < s*s {
			a, b := special[i%s], special[i/s]
			x[i], y[i], z[i] = uint32(a)|uint32(b)<<16, uint32(b)|uint32(a)<<16, uint32(special[(i+3)%s])|uint32(a)<<16
		}
		if i%4 == 1 {
			y[i] = x[i] ^ uint32(r.IntN(4))*0x10001 ^ 0x8000_8000 // cancellation in both halves
		}
	}
	m := halfPairKernel()
	if err := ir.VerifyModule(m); err != nil {
		t.Fatal(err)
	}
	for _, arch := range testArchs {
		src := mustCompile(t, m, Options{Arch: arch})
		wantBF := 0
		if arch != "sm_70" {
			wantBF = 4 // add, sub, mul through fma.rn.bf16x2, and fma
		}
		for ins, want := range map[string]int{"add.rn.f16x2": 1, "sub.rn.f16x2": 1, "mul.rn.f16x2": 1, "fma.rn.f16x2": 1, "fma.rn.bf16x2": wantBF} {
			if got := strings.Count(src, ins+" "); got != want {
				t.Errorf("%s: %d %s instructions, want %d", arch, got, ins, want)
			}
		}
		if tool := os.Getenv("KERN_PTXAS"); tool != "" {
			ptxas(t, tool, arch, src)
		}
		dev := emu.New(emu.WithArch(arch))
		s, err := loadPsim(src, dev)
		if err != nil {
			t.Fatalf("%s: %v", arch, err)
		}
		bytes32 := func(v []uint32) []byte { return unsafe.Slice((*byte)(unsafe.Pointer(&v[0])), 4*len(v)) }
		up := func(b []byte) []byte {
			a := s.alloc(len(b), 8)
			if err := dev.CopyHtoD(driver.Ptr(a), unsafe.Pointer(&b[0]), len(b), nil); err != nil {
				t.Fatal(err)
			}
			return binary.LittleEndian.AppendUint64(nil, a)
		}
		out := make([]uint32, 8*n)
		po := up(bytes32(out))
		if err := s.launch("halfpair", [3]int{n / 256, 1, 1}, [3]int{256, 1, 1}, [][]byte{up(bytes32(x)), up(bytes32(y)), up(bytes32(z)), po}); err != nil {
			t.Fatalf("%s: %v", arch, err)
		}
		if err := dev.CopyDtoH(unsafe.Pointer(&out[0]), driver.Ptr(binary.LittleEndian.Uint64(po)), 32*n, nil); err != nil {
			t.Fatal(err)
		}
		bad := 0
		for i := range n {
			for w, bf := range []bool{false, true} {
				for k, op := range pairOps {
					scalar, _ := op.Packed()
					got := out[8*i+4*w+k]
					for h := 0; h < 32; h += 16 {
						want, _ := eval.Half(scalar, bf, []uint64{uint64(x[i] >> h & 0xffff), uint64(y[i] >> h & 0xffff), uint64(z[i] >> h & 0xffff)})
						g := uint16(got >> h)
						if uint64(g) != want && !(halfNaN(g, bf) && halfNaN(uint16(want), bf)) && bad < 10 {
							bad++
							t.Errorf("%s: half.%s bf16=%v element %d of %#08x, %#08x, %#08x: %#04x, package half %#04x", arch, op, bf, h/16, x[i], y[i], z[i], g, want)
						}
					}
				}
			}
		}
	}
}

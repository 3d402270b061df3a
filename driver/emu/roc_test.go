package emu

import (
	"errors"
	"math"
	"math/bits"
	"os"
	"strconv"
	"strings"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// waveIR instantiates testdata/amd_wave.ll for a wavefront size.
func waveIR(t *testing.T, w int) string {
	t.Helper()
	b, err := os.ReadFile("testdata/amd_wave.ll")
	if err != nil {
		t.Fatal(err)
	}
	r := strings.NewReplacer("WAVE", "wave64", "MASK", "63", "BALT", "i64", "ZEXT", "trunc i64 %cnt to i32")
	if w == 32 {
		r = strings.NewReplacer("WAVE", "wave32", "MASK", "31", "BALT", "i32", "ZEXT", "add i32 %cnt, 0")
	}
	return r.Replace(string(b))
}

func rocModule(t *testing.T, arch, ir string) (*Device, driver.Module) {
	t.Helper()
	d, err := NewROC(WithArch(arch))
	if err != nil {
		t.Fatal(err)
	}
	m, err := d.LoadModuleIR([]byte(ir), nil)
	if err != nil {
		t.Fatal(err)
	}
	return d, m
}

func launchROC(t *testing.T, d *Device, m driver.Module, name string, block int, args ...any) error {
	t.Helper()
	f, err := m.Function(name)
	if err != nil {
		t.Fatal(err)
	}
	params := make([]unsafe.Pointer, len(args))
	for i, a := range args {
		switch v := a.(type) {
		case driver.Ptr:
			params[i] = unsafe.Pointer(&v)
		case int64:
			params[i] = unsafe.Pointer(&v)
		}
	}
	if err := f.Launch(driver.LaunchConfig{Grid: driver.Dim3{X: 1, Y: 1, Z: 1}, Block: driver.Dim3{X: block, Y: 1, Z: 1}}, params); err != nil {
		return err
	}
	return d.Synchronize()
}

func readBack[T any](t *testing.T, d *Device, p driver.Ptr, n int) []T {
	t.Helper()
	out := make([]T, n)
	if err := d.CopyDtoH(unsafe.Pointer(&out[0]), p, n*int(unsafe.Sizeof(out[0])), nil); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestROCWavefronts runs the wavefront intrinsics on wave64 (gfx90a) and
// wave32 (gfx1030): ds_bpermute, ballot, mbcnt, the dispatch packet and
// constant memory.
func TestROCWavefronts(t *testing.T) {
	for _, c := range []struct {
		arch string
		w    int
	}{{"gfx90a", 64}, {"gfx1030", 32}} {
		t.Run(c.arch, func(t *testing.T) {
			d, m := rocModule(t, c.arch, waveIR(t, c.w))
			const n = 128
			out, _ := d.Alloc(n * 5 * 4)
			if err := launchROC(t, d, m, "wave", n, out, int64(n)); err != nil {
				t.Fatal(err)
			}
			got := readBack[uint32](t, d, out, n*5)
			for tid := range n {
				ws, lane := tid/c.w*c.w, tid%c.w
				want := []uint32{uint32(ws+(lane+1)%c.w) + 1000, uint32(c.w), uint32(lane), n, uint32(tid&7) + 1}
				for k, v := range want {
					if got[tid*5+k] != v {
						t.Fatalf("thread %d field %d = %d, want %d", tid, k, got[tid*5+k], v)
					}
				}
			}
			// A partial last wavefront: the last lanes read lanes that do
			// not exist.
			d2, m2 := rocModule(t, c.arch, waveIR(t, c.w))
			out2, _ := d2.Alloc(n * 5 * 4)
			err := launchROC(t, d2, m2, "wave", c.w+c.w/2, out2, int64(n))
			var f *Fault
			if !errors.As(err, &f) || f.Kind != "shuffle" || !strings.Contains(f.Detail, "does not exist") {
				t.Fatalf("partial wavefront: %v", err)
			}
		})
	}
}

// TestROCPhisCallsLDSAtomics: phis that swap (parallel copies), an inlined
// device function returning a struct, LDS across a barrier, a float
// atomic add without flushing.
func TestROCPhisCallsLDSAtomics(t *testing.T) {
	d, m := rocModule(t, "gfx90a", waveIR(t, 64))
	const n = 64
	out, _ := d.Alloc(n * 4 * 8)
	acc, _ := d.Alloc(8)
	if err := d.Memset(acc, 0, 8, nil); err != nil {
		t.Fatal(err)
	}
	if err := launchROC(t, d, m, "misc", n, out, acc, int64(4)); err != nil {
		t.Fatal(err)
	}
	got := readBack[int64](t, d, out, n*4)
	var sum float64
	for tid := range n {
		want := []int64{2, 1, int64(tid / 3), int64(63 - tid)}
		for k, v := range want {
			if got[tid*4+k] != v {
				t.Fatalf("thread %d field %d = %d, want %d", tid, k, got[tid*4+k], v)
			}
		}
		sum += float64(tid % 3)
	}
	if a := math.Float64frombits(readBack[uint64](t, d, acc, 1)[0]); a != sum {
		t.Errorf("atomic fadd: %v, want %v", a, sum)
	}
}

// TestROCLoadErrors: what the device refuses at load, each with the line
// or the reason.
func TestROCLoadErrors(t *testing.T) {
	d, _ := NewROC()
	ir := waveIR(t, 64)
	bad := strings.Replace(ir, "  %v = add i32 %tid, 1000", "  %v = frobnicate i32 %tid, 1000", 1)
	line := 0
	for i, l := range strings.Split(bad, "\n") {
		if strings.Contains(l, "frobnicate") {
			line = i + 1
		}
	}
	_, err := d.LoadModuleIR([]byte(bad), nil)
	var de *driver.Error
	if !errors.Is(err, driver.ErrJIT) || !errors.As(err, &de) || !strings.Contains(de.Log, "kern_gen.ll:"+strconv.Itoa(line)+":") || !strings.Contains(de.Log, "frobnicate") {
		t.Errorf("unknown instruction: %v (log %q), want line %d", err, de.Log, line)
	}
	undef := strings.Replace(ir, "%v = add i32 %tid, 1000", "%v = add i32 %nope, 1000", 1)
	if _, err := d.LoadModuleIR([]byte(undef), nil); err == nil || !strings.Contains(err.Error(), "undefined value %nope") {
		t.Errorf("undefined value: %v", err)
	}
	if _, err := d.LoadModuleIR([]byte(waveIR(t, 32)), nil); err == nil || !strings.Contains(err.Error(), "wave32") {
		t.Errorf("wave32 IR on gfx90a: %v", err)
	}
	// CheckIR, which the runtime asks before it picks the device, refuses
	// from the header alone what LoadModuleIR refuses for the wave size.
	if err := d.CheckIR([]byte(waveIR(t, 32))); err == nil || !strings.Contains(err.Error(), "wave32") || !strings.Contains(err.Error(), "hipErrorInvalidKernelFile") {
		t.Errorf("CheckIR of wave32 IR on gfx90a: %v", err)
	}
	if err := d.CheckIR([]byte(waveIR(t, 64))); err != nil {
		t.Errorf("CheckIR of wave64 IR on gfx90a: %v", err)
	}
	if _, err := d.LoadModule([]byte("\x7fELF\x02\x01\x01")); err == nil || !strings.Contains(err.Error(), "LLVM IR") {
		t.Errorf("a code object: %v", err)
	}
	if de.Kind != driver.KindROC || de.Op != "hipModuleLoadData" {
		t.Errorf("load error %+v is not named as driver/roc names it", de)
	}

	// The kernarg layout of the IR must be the code object's.
	ll, err1 := os.ReadFile("../../examples/ufuncs/kern_gen.ll")
	co, err2 := os.ReadFile("../../examples/ufuncs/kern_gen_gfx90a.hsaco")
	other, err3 := os.ReadFile("../../examples/kernels/kern_gen_gfx90a.hsaco")
	if err1 != nil || err2 != nil || err3 != nil {
		t.Fatal(err1, err2, err3)
	}
	if _, err := d.LoadModuleIR(ll, co); err != nil {
		t.Fatalf("the shipped IR and code object: %v", err)
	}
	if _, err := d.LoadModuleIR(ll, other); err == nil || !strings.Contains(err.Error(), "has no kernel") {
		t.Errorf("another package's code object: %v", err)
	}
	// Narrow the first kernel's first argument to i32 (its uses read it
	// widened back), which the code object's metadata contradicts.
	text := string(ll)
	i := strings.Index(text, "(i64 %a0, ")
	entry := strings.Index(text[max(i, 0):], "\nentry:\n")
	if i < 0 || entry < 0 {
		t.Fatal("the shipped IR changed: no kernel starting (i64 %a0, with an entry block")
	}
	entry += i + len("\nentry:\n")
	narrowed := text[:i] + "(i32 %a0.narrow, " + text[i+len("(i64 %a0, "):entry] + "  %a0 = sext i32 %a0.narrow to i64\n" + text[entry:]
	if _, err := d.LoadModuleIR([]byte(narrowed), co); err == nil || !strings.Contains(err.Error(), "argument 0 is 8 bytes at kernarg offset 0 in the code object's metadata, 4 bytes") {
		t.Errorf("a changed argument: %v", err)
	}
}

// TestROCOptimizedIR runs what opt -O3 writes into the IR kern gen ships
// (testdata/amd_opt.ll): ballot(true) as a read of EXEC, freeze, a switch
// over several lines, min/max/abs/funnel-shift/bit-count intrinsics,
// SLP's <2 x float> and <2 x i32> vectors (loads, stores, arithmetic,
// shuffles, comparisons, selects, element access by a variable index,
// bitcasts to and from i64, conversions) and reductions (in order for
// fadd), atomic loads and stores,
// memcpy and an overlapping memmove, llvm.assume and lifetimes,
// attributes and comments everywhere.
func TestROCOptimizedIR(t *testing.T) {
	ir, err := os.ReadFile("testdata/amd_opt.ll")
	if err != nil {
		t.Fatal(err)
	}
	d, m := rocModule(t, "gfx90a", string(ir))
	const n = 64
	out, _ := d.Alloc(n * 16 * 8)
	if err := d.Memset(out, 0, n*16*8, nil); err != nil {
		t.Fatal(err)
	}
	vin := make([]float32, 2*n)
	for i := range vin {
		vin[i] = float32(i)*0.75 - 20
	}
	vp, _ := d.Alloc(len(vin) * 4)
	if err := d.CopyHtoD(vp, unsafe.Pointer(&vin[0]), len(vin)*4, nil); err != nil {
		t.Fatal(err)
	}
	if err := launchROC(t, d, m, "opt", n, out, vp); err != nil {
		t.Fatal(err)
	}
	got := readBack[uint64](t, d, out, n*16)
	pair := func(lo, hi uint32) uint64 { return uint64(lo) | uint64(hi)<<32 }
	// A memcpy past the end of its memory is a fault like any access.
	big := strings.Replace(string(ir), "%vp, i64 8, i1 false)", "%vp, i64 1048576, i1 false)", 1)
	d2, m2 := rocModule(t, "gfx90a", big)
	o2, _ := d2.Alloc(n * 16 * 8)
	v2, _ := d2.Alloc(len(vin) * 4)
	var f *Fault
	if err := launchROC(t, d2, m2, "opt", n, o2, v2); !errors.As(err, &f) || f.Kind != "out-of-bounds" {
		t.Errorf("memcpy of 1 MiB into 16 private bytes: %v, want an out-of-bounds fault", err)
	}
	for tid := range n {
		u := uint32(tid)
		s := int32(tid) - 10
		want := make([]uint64, 14)
		if tid%2 == 0 {
			want[0] = 0x5555555555555555
		}
		want[1] = []uint64{10, 20, 30, 99}[tid%4]
		want[2] = pair(uint32(max(s, 5)), uint32(min(s, 5)))
		want[3] = pair(max(uint32(s), 5), min(uint32(s), 5))
		k := u & 31
		fshl, fshr := u, uint32(0x80000001)
		if k != 0 {
			fshl = u<<k | 0x80000001>>(32-k)
			fshr = 0x80000001>>k | u<<(32-k)
		}
		abs := int32(tid) - 32
		if abs < 0 {
			abs = -abs
		}
		want[4] = pair(uint32(abs), fshl)
		want[5] = pair(fshr, uint32(bits.OnesCount32(u)+bits.LeadingZeros32(u)))
		a, b := vin[2*tid], vin[2*tid+1]
		want[6] = uint64(math.Float32bits(2*a - 3*b))
		sel0, sel1 := uint32(0), uint32(0)
		if tid < 50 {
			sel0 = u
		}
		if 100-tid < 50 {
			sel1 = uint32(100 - tid)
		}
		want[7] = pair(sel0, sel1)
		if tid%2 == 0 {
			want[8], want[9] = 7, pair(0xffffffff, u)
		} else {
			want[8], want[9] = uint64(u), pair(7, 0xffffffff)
		}
		want[10] = math.Float64bits(float64(sel1))
		want[11], want[12] = uint64(u), uint64(u)
		want[13] = pair(math.Float32bits(a), math.Float32bits(b))
		h := int16(tid)
		var lt uint64 // <2 x i1> (tid < 50, 100-tid < 50) as an i2
		if tid < 50 {
			lt |= 1
		}
		if 100-tid < 50 {
			lt |= 2
		}
		wr, sr := u*0x10000000, uint32(int32(tid)+0x7ffffffa)
		var wv, sv uint64 // umul and sadd overflowed
		if uint64(tid)*0x10000000 >= 1<<32 {
			wv = 1
		}
		if int64(tid)+0x7ffffffa > math.MaxInt32 {
			sv = 1
		}
		b2u := func(b bool) uint64 {
			if b {
				return 1
			}
			return 0
		}
		ar, br := u+0xfffffff0, u-20
		cr, dr := uint32(int32(-2147483640)-int32(tid)), uint32(int32(tid)*0x08000000)
		flags := b2u(uint64(tid)+0xfffffff0 >= 1<<32)<<52 | b2u(tid < 20)<<53 |
			b2u(-2147483640-int64(tid) < math.MinInt32)<<54 | b2u(int64(tid)*0x08000000 > math.MaxInt32)<<55
		want = append(want, uint64(int64(max(h-30, 5, -7, h*3-100)))^lt<<48^uint64(wr)^uint64(sr)<<8^wv<<50^sv<<51^
			uint64(ar^br)^uint64(cr^dr)<<16^flags)
		sum := float32(1.5)
		for _, x := range []float32{a, 1e8, b, -1e8} {
			sum += x // in order: 1e8 absorbs a and b's low bits
		}
		want = append(want, pair(math.Float32bits(sum), math.Float32bits(max(a, 1e8, b, -1e8))))
		row := got[tid*16:]
		for k, w := range want {
			g := row[k]
			if k == 6 {
				g &= 0xffffffff // element 1 is 3b minus an undef element
			}
			if g != w {
				t.Errorf("thread %d slot %d = %#x, want %#x", tid, k, g, w)
			}
		}
	}
}

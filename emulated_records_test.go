package kern_test

import (
	"errors"
	"math"
	"math/cmplx"
	"reflect"
	"slices"
	"testing"
	"unsafe"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/internal/testing/recordtest"
	"github.com/kernlab/kern/nd"
)

// particles is a test input: padding, bools and a partial last block.
func particles(n int) []recordtest.Particle {
	ps := make([]recordtest.Particle, n)
	for i := range ps {
		ps[i] = recordtest.Particle{X: float32(i) * 1.5, Y: -float32(i), VX: float32(i%7) - 3, VY: 0.25 * float32(i%5),
			Mass: 1 + float64(i)/8, Alive: i%3 != 0, ID: int32(1000 + i)}
	}
	return ps
}

// TestEmulatedRecords launches kernels whose parameters are slices of
// structs (with padding, nested records, arrays, complex, half and bool
// fields), of arrays and of bools, read and written field by field and
// whole, on every place, against the same Go code run on the host.
func TestEmulatedRecords(t *testing.T) {
	const n = 203 // a partial last block
	grid, block := (n+63)/64, 64
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			// Step: field updates through a pointer to the element.
			ps, want := particles(n), particles(n)
			for i := range want {
				if q := &want[i]; q.Alive {
					q.X += q.VX * 0.5
					q.Y += q.VY * 0.5
					if q.X > 100 {
						q.Alive = false
					}
				}
			}
			if err := kern.NewKernel2(recordtest.Step).Launch(p.on, grid, block, ps, float32(0.5)); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(ps, want) {
				t.Errorf("Step: got %v\nwant %v", ps[:4], want[:4])
			}

			// Energy: whole records read.
			e := make([]float64, n)
			if err := kern.NewKernel2(recordtest.Energy).Launch(p.on, grid, block, e, ps); err != nil {
				t.Fatal(err)
			}
			for i, q := range ps {
				w := -float64(q.ID)
				if q.Alive {
					w = 0.5 * q.Mass * float64(q.VX*q.VX+q.VY*q.VY)
				}
				if e[i] != w {
					t.Fatalf("Energy[%d] = %v, want %v", i, e[i], w)
				}
			}

			// Swap: whole records written.
			sw := particles(n)
			if err := kern.NewKernel1(recordtest.Swap).Launch(p.on, grid, block, sw); err != nil {
				t.Fatal(err)
			}
			orig := particles(n)
			for i := 0; i+1 < n; i += 2 {
				if sw[i] != orig[i+1] || sw[i+1] != orig[i] {
					t.Fatalf("Swap: elements %d, %d = %v, %v", i, i+1, sw[i], sw[i+1])
				}
			}
			if sw[n-1] != orig[n-1] {
				t.Fatalf("Swap wrote the odd last element: %v", sw[n-1])
			}

			// Mask: a []bool written from a comparison, every byte 0 or 1.
			x := make([]float32, n)
			for i := range x {
				x[i] = float32(i%5) - 2
			}
			m := make([]bool, n)
			for i := range m {
				m[i] = i%2 == 0 // stale values the kernel must overwrite
			}
			if err := kern.NewKernel2(recordtest.Mask).Launch(p.on, grid, block, m, x); err != nil {
				t.Fatal(err)
			}
			for i := range m {
				if m[i] != (x[i] > 0) || *(*uint8)(unsafe.Pointer(&m[i])) > 1 {
					t.Fatalf("Mask[%d] = %v, want %v", i, m[i], x[i] > 0)
				}
			}

			// Rows: a slice of arrays.
			v := make([][4]float32, n)
			for i := range v {
				v[i] = [4]float32{float32(i), 0.5, -float32(i % 3), 2}
			}
			s := make([]float32, n)
			if err := kern.NewKernel2(recordtest.Rows).Launch(p.on, grid, block, s, v); err != nil {
				t.Fatal(err)
			}
			for i := range v {
				w := float32(i) + 0.5 - float32(i%3) + 2
				if s[i] != w || v[i] != [4]float32{float32(i), 0.5, -float32(i % 3), w} {
					t.Fatalf("Rows[%d]: sum %v row %v, want %v", i, s[i], v[i], w)
				}
			}
		})
	}
}

func cells(n int) ([]recordtest.Cell, []float32) {
	cs, w := make([]recordtest.Cell, n), make([]float32, n)
	for i := range cs {
		cs[i] = recordtest.Cell{Tag: uint8(i), Pos: [3]float64{float64(i), 1, -2}, Z: complex(float32(i), -1),
			H: kern.ToFloat16(float32(i) / 4), Inner: recordtest.Inner{N: int16(i), Sum: int64(i) << 33, Seen: i%2 == 1}, Weight: 7}
		w[i] = 0.125 * float32(i%9)
	}
	return cs, w
}

// TestEmulatedNestedRecords runs a kernel over records holding a record,
// an array, a complex64, a Float16 and narrow fields between wide ones,
// updated through a device function that takes and returns a record,
// against the Go code run on the host; and a generic kernel instantiated
// over a generic record, and a slice of an unnamed struct.
func TestEmulatedNestedRecords(t *testing.T) {
	const n = 150
	want, w := cells(n)
	for i := range want {
		c := &want[i]
		c.Inner.N++
		c.Inner.Sum += int64(c.Tag)
		c.Inner.Seen = !c.Inner.Seen
		c.Pos[1] += float64(w[i])
		c.Z *= complex(w[i], 1)
		c.H = kern.HAdd(c.H, kern.ToFloat16(w[i]))
		c.Weight = float32(c.Pos[0]+c.Pos[1]+c.Pos[2]) + real(c.Z)
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			cs, w := cells(n)
			if err := kern.NewKernel2(recordtest.Accumulate).Launch(p.on, 3, 64, cs, w); err != nil {
				t.Fatal(err)
			}
			for i := range cs {
				if cs[i] != want[i] && !(cmplx.IsNaN(complex128(cs[i].Z)) && cmplx.IsNaN(complex128(want[i].Z))) {
					t.Fatalf("Accumulate[%d] = %+v, want %+v", i, cs[i], want[i])
				}
			}

			pairs := []recordtest.Pair[float64]{{A: 3, B: 1}, {A: -2, B: 0.5}, {A: 1e300, B: -1e300}}
			out := make([]float64, len(pairs))
			if err := kern.NewKernel3(recordtest.Scale[float64]).Launch(p.on, 1, 32, out, pairs, 2.0); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(out, []float64{4, -5, 2 * (1e300 - -1e300)}) ||
				!reflect.DeepEqual(pairs, []recordtest.Pair[float64]{{A: 1, B: 3}, {A: 0.5, B: -2}, {A: -1e300, B: 1e300}}) {
				t.Errorf("Scale[float64]: out %v pairs %v", out, pairs)
			}
			p32 := []recordtest.Pair[float32]{{A: 3, B: 1}}
			o32 := make([]float32, 1)
			if err := kern.NewKernel3(recordtest.Scale[float32]).Launch(p.on, 1, 32, o32, p32, float32(-1)); err != nil {
				t.Fatal(err)
			}
			if o32[0] != -2 || p32[0] != (recordtest.Pair[float32]{A: 1, B: 3}) {
				t.Errorf("Scale[float32]: out %v pairs %v", o32, p32)
			}

			an := []struct{ Lo, Hi int32 }{{1, 2}, {-5, 7}}
			if err := kern.NewKernel1(recordtest.Anon).Launch(p.on, 1, 32, an); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(an, []struct{ Lo, Hi int32 }{{2, 3}, {7, 2}}) {
				t.Errorf("Anon: %v", an)
			}
		})
	}
}

// TestEmulatedBoolArrays passes nd and device arrays of bools to a []bool
// parameter.
func TestEmulatedBoolArrays(t *testing.T) {
	const n = 70
	x := make([]float32, n)
	for i := range x {
		x[i] = float32(i%4) - 1.5
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			m, err := nd.Zeros[bool](n)
			if err != nil {
				t.Fatal(err)
			}
			if err := kern.NewKernel2(recordtest.Mask).Launch(p.on, 2, 64, m, x); err != nil {
				t.Fatal(err)
			}
			for i := range n {
				if m.At(i) != (x[i] > 0) {
					t.Fatalf("nd mask[%d] = %v", i, m.At(i))
				}
			}
			d, ok := p.on.(*kern.Device)
			if !ok {
				return
			}
			dm, err := kern.NewDeviceArray[bool](d, []int{n}, nd.C)
			if err != nil {
				t.Fatal(err)
			}
			defer dm.Free()
			if err := kern.NewKernel2(recordtest.Mask).Launch(d, 2, 64, dm, x); err != nil {
				t.Fatal(err)
			}
			h, err := dm.CopyToHost()
			if err != nil {
				t.Fatal(err)
			}
			for i := range n {
				if h.At(i) != (x[i] > 0) {
					t.Fatalf("device mask[%d] = %v", i, h.At(i))
				}
			}
			pm, err := kern.PinnedArray[bool](d, n)
			if err != nil {
				t.Fatal(err)
			}
			defer pm.Free()
			if err := kern.NewKernel2(recordtest.Mask).Launch(d, 2, 64, pm, x); err != nil {
				t.Fatal(err)
			}
			for i := range n {
				if pm.At(i) != (x[i] > 0) {
					t.Fatalf("pinned mask[%d] = %v", i, pm.At(i))
				}
			}
		})
	}
}

// TestEmulatedSharedRecords stages records through a shared array of
// structs, in full blocks and a partial last one.
func TestEmulatedSharedRecords(t *testing.T) {
	const n = 150
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			ps, orig := particles(n), particles(n)
			if err := kern.NewKernel1(recordtest.Reverse).Launch(p.on, 3, 64, ps); err != nil {
				t.Fatal(err)
			}
			for i := range n {
				l, base := i%64, i-i%64
				want := orig[i]
				if j := base + 63 - l; j < n {
					want = orig[j]
					want.ID += int32(l)
				}
				if ps[i] != want {
					t.Fatalf("Reverse[%d] = %+v, want %+v", i, ps[i], want)
				}
			}
		})
	}
}

// TestEmulatedRecordAtomics updates the fields of records with atomics
// from many threads.
func TestEmulatedRecordAtomics(t *testing.T) {
	const n, nb = 1000, 7
	x := make([]uint32, n)
	for i := range x {
		x[i] = uint32(i*i) % 1009
	}
	want := make([]recordtest.Bin, nb)
	for _, v := range x {
		b := &want[int(v)%nb]
		b.Count++
		b.Max = max(b.Max, v)
		b.Total += int64(v)
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			bins := make([]recordtest.Bin, nb)
			if err := kern.NewKernel2(recordtest.Tally).Launch(p.on, (n+127)/128, 128, bins, x); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(bins, want) {
				t.Fatalf("got %v, want %v", bins, want)
			}
		})
	}
}

// TestEmulatedDeviceSlice keeps records on a device between launches: a
// simulation loop over a DeviceSlice, against the same steps in Go, on the
// emulated GPUs and the host device (whose memory the CPU targets reach).
func TestEmulatedDeviceSlice(t *testing.T) {
	const n, steps = 150, 5
	want := particles(n)
	for range steps {
		for i := range want {
			if q := &want[i]; q.Alive {
				q.X += q.VX * 0.5
				q.Y += q.VY * 0.5
				if q.X > 100 {
					q.Alive = false
				}
			}
		}
	}
	devs := []place{{"host-device", kern.HostDevice(), false}}
	for _, p := range places() {
		if _, ok := p.on.(*kern.Device); ok {
			devs = append(devs, p)
		}
	}
	for _, p := range devs {
		t.Run(p.name, func(t *testing.T) {
			d := p.on.(*kern.Device)
			ds, err := kern.ToDeviceSlice(d, particles(n))
			if err != nil {
				t.Fatal(err)
			}
			defer ds.Free()
			on := []any{d}
			if !p.gpu {
				on = []any{kern.CPU, kern.Sim}
			}
			for s := range steps {
				if err := kern.NewKernel2(recordtest.Step).Launch(on[s%len(on)], 3, 64, ds, float32(0.5)); err != nil {
					t.Fatal(err)
				}
			}
			got := make([]recordtest.Particle, n)
			if err := ds.CopyToHost(got); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("after %d steps: got %v\nwant %v", steps, got[:3], want[:3])
			}

			// A DeviceSlice of numbers serves a []float64 parameter.
			e, err := kern.NewDeviceSlice[float64](d, n)
			if err != nil {
				t.Fatal(err)
			}
			defer e.Free()
			if err := kern.NewKernel2(recordtest.Energy).Launch(on[0], 3, 64, e, ds); err != nil {
				t.Fatal(err)
			}
			eh := make([]float64, n)
			if err := e.CopyToHost(eh); err != nil {
				t.Fatal(err)
			}
			for i, q := range want {
				w := -float64(q.ID)
				if q.Alive {
					w = 0.5 * q.Mass * float64(q.VX*q.VX+q.VY*q.VY)
				}
				if eh[i] != w {
					t.Fatalf("Energy[%d] = %v, want %v", i, eh[i], w)
				}
			}

			// Copies back in, on a stream.
			st, err := d.NewStream()
			if err != nil {
				t.Fatal(err)
			}
			if err := ds.CopyFromHost(particles(n), kern.OnStream(st)); err != nil {
				t.Fatal(err)
			}
			if err := ds.CopyToHost(got, kern.OnStream(st)); err != nil {
				t.Fatal(err)
			}
			if err := st.Synchronize(); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, particles(n)) {
				t.Fatalf("stream round trip: %v", got[:3])
			}
		})
	}
}

// TestDeviceSliceErrors: the wrong element type, a freed slice, lengths
// that differ, an element type with references, and a slice on a device
// the CPU cannot address given to a CPU target.
func TestDeviceSliceErrors(t *testing.T) {
	d := kern.NewDevice(emu.New())
	ds, err := kern.NewDeviceSlice[recordtest.Cell](d, 4)
	if err != nil {
		t.Fatal(err)
	}
	if err := kern.NewKernel1(recordtest.Swap).Launch(d, 1, 32, ds); !errors.Is(err, kern.ErrArgument) {
		t.Errorf("DeviceSlice[Cell] for []Particle: got %v", err)
	}
	if err := ds.CopyToHost(make([]recordtest.Cell, 3)); !errors.Is(err, nd.ErrShape) {
		t.Errorf("short host slice: got %v", err)
	}
	ps, err := kern.ToDeviceSlice(d, particles(4))
	if err != nil {
		t.Fatal(err)
	}
	if err := kern.NewKernel1(recordtest.Swap).Launch(kern.Sim, 1, 32, ps); !errors.Is(err, kern.ErrTarget) {
		t.Errorf("emulated DeviceSlice on Sim: got %v", err)
	}
	if err := ps.Free(); err != nil {
		t.Fatal(err)
	}
	if err := kern.NewKernel1(recordtest.Swap).Launch(d, 1, 32, ps); !errors.Is(err, driver.ErrFreed) {
		t.Errorf("freed DeviceSlice: got %v", err)
	}
	if err := ps.CopyToHost(make([]recordtest.Particle, 4)); !errors.Is(err, driver.ErrFreed) {
		t.Errorf("copy from a freed DeviceSlice: got %v", err)
	}
	if _, err := kern.NewDeviceSlice[struct{ S string }](d, 4); !errors.Is(err, kern.ErrDefinition) {
		t.Errorf("DeviceSlice of strings: got %v", err)
	}
	if _, err := kern.NewDeviceSlice[float32](d, -1); !errors.Is(err, nd.ErrShape) {
		t.Errorf("negative length: got %v", err)
	}
}

// TestEmulatedRecordEquality compares records with == on every place,
// against Go's ==: NaN fields make records unequal, -0 equals +0, a
// float16 compares its bits, bools and nested records count.
func TestEmulatedRecordEquality(t *testing.T) {
	base := recordtest.Cell{Tag: 3, Pos: [3]float64{1, 2, 3}, Z: complex(1, -1), H: kern.ToFloat16(0.5),
		Inner: recordtest.Inner{N: 2, Sum: -9, Seen: true}, Weight: 4}
	var a, b []recordtest.Cell
	edit := []func(c *recordtest.Cell){
		func(c *recordtest.Cell) {},
		func(c *recordtest.Cell) { c.Tag = 4 },
		func(c *recordtest.Cell) { c.Pos[2] = math.NaN() },
		func(c *recordtest.Cell) { c.Pos[0] = math.Copysign(0, -1) },
		func(c *recordtest.Cell) { c.Z = complex(float32(math.NaN()), -1) },
		func(c *recordtest.Cell) { c.H = kern.ToFloat16(-0.5) },
		func(c *recordtest.Cell) { c.Inner.Seen = false },
		func(c *recordtest.Cell) { c.Inner.Sum = 1 << 40 },
		func(c *recordtest.Cell) { c.Weight = float32(math.Inf(1)) },
		func(c *recordtest.Cell) { c.Z = complex(1, float32(math.Copysign(0, -1))) },
	}
	for i, f := range edit {
		for j, g := range edit {
			x, y := base, base
			f(&x)
			g(&y)
			if i == 3 {
				y.Pos[0] = 0 // -0 against +0
			}
			if j == 9 {
				x.Z = complex(1, 0)
			}
			a, b = append(a, x), append(b, y)
		}
	}
	want := make([]uint8, len(a))
	for i := range a {
		if a[i] == b[i] {
			want[i] |= 1
		}
		if a[i].Inner != b[i].Inner {
			want[i] |= 2
		}
		if a[i].Pos == b[i].Pos {
			want[i] |= 4
		}
		if a[i].Z == b[i].Z {
			want[i] |= 8
		}
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			got := make([]uint8, len(a))
			if err := kern.NewKernel3(recordtest.Same).Launch(p.on, (len(a)+63)/64, 64, a, b, got); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("got %v\nwant %v", got, want)
			}
		})
	}
}

// TestEmulatedRecordPointerMethods runs a kernel whose records have
// pointer methods, called on slice elements, shared records and local
// variables, inlined and not, on every place against the Go code.
func TestEmulatedRecordPointerMethods(t *testing.T) {
	const n = 150
	x := make([]float32, n)
	for i := range x {
		x[i] = float32(i%13) - 4.5
	}
	start := make([]recordtest.Stats, n)
	for i := range start {
		start[i] = recordtest.Stats{Sum: float64(i), Count: int32(i % 3), Max: -100}
	}
	want := slices.Clone(start)
	for i := range want {
		var local recordtest.Stats
		sh := want[i]
		for k := range 4 {
			v := x[(i+k)%n]
			local.Add(v)
			want[i].Add(v)
			sh.Spread(v)
		}
		local.Spread(x[i])
		p := &want[i]
		p.Sum += local.Sum + sh.Sum
		p.Max = max(p.Max, local.Max, sh.Max)
		p.Count += local.Count
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			got := slices.Clone(start)
			if err := kern.NewKernel2(recordtest.Tallies).Launch(p.on, (n+63)/64, 64, got, x); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("got %v\nwant %v", got[:3], want[:3])
			}
		})
	}
}

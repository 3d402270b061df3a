package kern_test

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/internal/testing/gputest"
	"github.com/kernlab/kern/internal/testing/gputest/debug"
	"github.com/kernlab/kern/nd"
)

// Chunked GPU calls on host arrays (internal/chunked) on the emulated CUDA
// device with 1 MiB of memory: host operands several times the device
// memory give exactly the plain loop's answer at every chunk boundary.

const smallMem = 1 << 20

func TestChunkedVectorize(t *testing.T) {
	disc := kern.Vectorize("Disc", kern.Loop3(gputest.Disc[float32]), kern.Loop3(gputest.Disc[float64]))
	dev := emuDevice(t, emu.WithMemory(smallMem))
	always := kern.StreamAbove(0)
	type tc struct {
		name    string
		on      any
		a, b, c nd.Array[float32]
	}
	big := 300_001 // 4 arrays of 1.2 MB: 4.8× the device memory
	cases := []tc{
		{"1-d, default chunks", dev, ufRand[float32](t, 1, 0, big), ufRand[float32](t, 2, 10, big), ufRand[float32](t, 3, 0, big)},
		{"1-d, not a multiple of the chunk", kern.Chunked(dev, kern.ChunkLen(1000), always),
			ufRand[float32](t, 1, 0, 2_500), ufRand[float32](t, 2, 10, 2_500), ufRand[float32](t, 3, 0, 2_500)},
		{"1-d, exactly one chunk", kern.Chunked(dev, kern.ChunkLen(1000), always),
			ufRand[float32](t, 1, 0, 1000), ufRand[float32](t, 2, 10, 1000), ufRand[float32](t, 3, 0, 1000)},
		{"one element", kern.Chunked(dev, kern.ChunkLen(1000), always),
			ufRand[float32](t, 1, 0, 1), ufRand[float32](t, 2, 10, 1), ufRand[float32](t, 3, 0, 1)},
		{"chunks of one element", kern.Chunked(dev, kern.ChunkLen(1), kern.ChunkStreams(3), always),
			ufRand[float32](t, 1, 0, 7), ufRand[float32](t, 2, 10, 7), ufRand[float32](t, 3, 0, 7)},
		{"broadcast rows and columns, cut inside rows", kern.Chunked(dev, kern.ChunkLen(700), always),
			ufRand[float32](t, 4, 0, 300, 1000), ufRand[float32](t, 5, 10, 1000), ufRand[float32](t, 6, 0, 300, 1)},
		{"broadcast, cut across rows", kern.Chunked(dev, kern.ChunkLen(2500), always),
			ufRand[float32](t, 4, 0, 30, 40, 100), ufRand[float32](t, 5, 10, 40, 1), ufRand[float32](t, 6, 0, 30, 1, 100)},
		{"broadcast, big", dev, ufRand[float32](t, 4, 0, 600, 500), ufRand[float32](t, 5, 10, 500), ufRand[float32](t, 6, 0, 600, 1)},
		{"transposed, reversed and stepped views", kern.Chunked(dev, kern.ChunkLen(777), always),
			ufRand[float32](t, 9, 0, 300, 200).T(),
			ufView(ufRand[float32](t, 10, 10, 200, 300).Slice(nd.All(), nd.All().By(-1))),
			ufView(ufRand[float32](t, 11, 0, 400, 600).Slice(nd.S(0, 400, 2), nd.S(0, 600, 2)))},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			want := ufRef3(t, gputest.Disc[float32], c.a, c.b, c.c)
			got, err := kern.As[float32](disc.Call(c.on, c.a, c.b, c.c))
			if err != nil {
				t.Fatal(err)
			}
			sameBits(t, "Disc", got, want)
		})
	}
	t.Run("the whole-copy path does not fit", func(t *testing.T) {
		c := cases[0]
		_, err := disc.Call(kern.Chunked(dev, kern.NoStreaming()), c.a, c.b, c.c)
		if !errors.Is(err, driver.ErrOutOfMemory) {
			t.Fatalf("whole copies of 4.8 MB on a 1 MiB device: %v, want ErrOutOfMemory", err)
		}
	})
	t.Run("scalar, float64, out= a strided host view", func(t *testing.T) {
		a, b := ufRand[float64](t, 12, 0, 400, 301), ufRand[float64](t, 13, 10, 400, 301)
		out := nd.Must(nd.Full[float64](-1, 400, 602))
		view := ufView(out.Slice(nd.All(), nd.S(0, 602, 2)))
		if err := disc.Into(kern.Chunked(dev, kern.ChunkBytes(64<<10)), view, a, b, 0.25); err != nil {
			t.Fatal(err)
		}
		want := ufRef3(t, gputest.Disc[float64], a, b, nd.Must(nd.Full[float64](0.25)))
		sameBits(t, "Disc float64", view, want)
		gaps := ufView(out.Slice(nd.All(), nd.S(1, 602, 2))).ToSlice()
		for i, v := range gaps {
			if v != -1 {
				t.Fatalf("an element between the output's elements was written: [%d] = %v", i, v)
			}
		}
	})
	t.Run("a device operand is used in place", func(t *testing.T) {
		a, b, c := ufRand[float32](t, 14, 0, 60_000), ufRand[float32](t, 15, 10, 60_000), ufRand[float32](t, 16, 0, 60_000)
		da, err := kern.ToDevice(dev, a)
		if err != nil {
			t.Fatal(err)
		}
		defer da.Free()
		out := nd.Must(nd.Zeros[float32](60_000))
		if err := disc.Into(kern.Chunked(dev, kern.ChunkLen(7000), always), out, da, b, c); err != nil {
			t.Fatal(err)
		}
		sameBits(t, "Disc", out, ufRef3(t, gputest.Disc[float32], a, b, c))
	})
	t.Run("pinned operands are copied from and to directly", func(t *testing.T) {
		n := 90_001
		var ps [4]*kern.Pinned[float32]
		for k := range ps {
			var err error
			if ps[k], err = kern.PinnedArray[float32](dev, n); err != nil {
				t.Fatal(err)
			}
			defer ps[k].Close()
		}
		ps[0].Assign(ufRand[float32](t, 17, 0, n))
		ps[1].Assign(ufRand[float32](t, 18, 10, n))
		ps[2].Assign(ufRand[float32](t, 19, 0, n))
		if err := disc.Into(kern.Chunked(dev, kern.ChunkLen(10_000)), ps[3], ps[0], ps[1], ps[2]); err != nil {
			t.Fatal(err)
		}
		sameBits(t, "Disc pinned", ps[3].Array, ufRef3(t, gputest.Disc[float32], ps[0].Array, ps[1].Array, ps[2].Array))
	})
	free, _, err := dev.MemInfo()
	if err != nil || free < smallMem*9/10 {
		t.Fatalf("after the calls %d bytes of %d are free (%v): the pipeline leaked device memory", free, smallMem, err)
	}
}

func TestChunkedReduce(t *testing.T) {
	sum := kern.Reduce("Sum", kern.Loop2(gputest.Sum[int64]), kern.Loop2(gputest.Sum[float32]), kern.Loop2(gputest.Sum[float64]))
	mx := kern.Reduce("Max", kern.Loop2(gputest.Max[int64]), kern.Loop2(gputest.Max[float32]), kern.Loop2(gputest.Max[float64]))
	dev := emuDevice(t, emu.WithMemory(smallMem))
	n := 400_003 // 3.2 MB of int64
	x := nd.Must(nd.Arange[int64](0, float64(n), 1))
	x.Apply(func(v int64) int64 { return v*7919%100_003 - 50_000 })
	var want, wmax int64 = 0, math.MinInt64
	for _, v := range x.ToSlice() {
		want += v
		wmax = max(wmax, v)
	}
	head := ufView(x.Slice(nd.S(0, 2501, 1)))
	for _, c := range []struct {
		on any
		xs nd.Array[int64]
	}{
		{dev, x},
		{kern.Chunked(dev, kern.ChunkLen(1000), kern.StreamAbove(0)), head},
		{kern.Chunked(dev, kern.ChunkLen(1), kern.StreamAbove(0)), head},
	} {
		on, xs := c.on, c.xs
		got, err := kern.Value[int64](sum.Call(on, xs, kern.Init(int64(5))))
		w := int64(5)
		for _, v := range xs.ToSlice() {
			w += v
		}
		if err != nil || got != w {
			t.Fatalf("sum of %d: %d, %v; want %d", xs.Size(), got, err, w)
		}
	}
	if got, err := kern.Value[int64](mx.Call(dev, x)); err != nil || got != wmax {
		t.Fatalf("max: %d, %v; want %d", got, err, wmax)
	}
	// A strided view streams too.
	odd := ufView(x.Slice(nd.S(1, n, 2)))
	var wodd int64
	for _, v := range odd.ToSlice() {
		wodd += v
	}
	if got, err := kern.Value[int64](sum.Call(kern.Chunked(dev, kern.ChunkLen(10_000), kern.StreamAbove(0)), odd)); err != nil || got != wodd {
		t.Fatalf("sum of a stepped view: %d, %v; want %d", got, err, wodd)
	}
	// Float sums are deterministic for a given chunking, whatever the
	// number of streams, and close to the plain sum.
	f := ufRand[float32](t, 7, 0, 500_000)
	var plain float64
	for _, v := range f.ToSlice() {
		plain += float64(v)
	}
	var first float32
	for i, streams := range []int{1, 2, 5} {
		got, err := kern.Value[float32](sum.Call(kern.Chunked(dev, kern.ChunkLen(30_000), kern.ChunkStreams(streams)), f))
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			first = got
		} else if math.Float32bits(got) != math.Float32bits(first) {
			t.Fatalf("float sum with %d streams: %v, with 1: %v", streams, got, first)
		}
		if math.Abs(float64(got)-plain) > 1e-5*plain {
			t.Fatalf("float sum %v, plain %v", got, plain)
		}
	}
}

func TestChunkedGufunc(t *testing.T) {
	mm := kern.GUVectorize("MatMul", "(m,n),(n,p)->(m,p)", kern.GULoop3(gputest.MatMul[float32]), kern.GULoop3(gputest.MatMul[float64]))
	axpy := kern.GUVectorize("Axpy", "(),(n),(n)->(n)", kern.GULoop4(gputest.Axpy))
	dev := emuDevice(t, emu.WithMemory(smallMem))
	// A: 20 000 (4,6) matrices (1.9 MB), B (6,3) resident, C 0.96 MB.
	a := ufRand[float32](t, 1, 0, 20_000, 4, 6)
	b := ufRand[float32](t, 2, 0, 6, 3)
	c, err := kern.As[float32](mm.Call(dev, a, b))
	if err != nil {
		t.Fatal(err)
	}
	sameBits(t, "matmul", c, refMatMul(a, b))
	// Loop dimensions cut inside and across rows, a transposed core.
	a2 := ufRand[float32](t, 3, 0, 7, 30, 4, 6)
	bt := ufRand[float32](t, 4, 0, 3, 6).T()
	c2, err := kern.As[float32](mm.Call(kern.Chunked(dev, kern.ChunkLen(45), kern.StreamAbove(0)), a2, bt))
	if err != nil {
		t.Fatal(err)
	}
	flat := ufView(a2.Reshape(210, 4, 6))
	sameBits(t, "matmul 4-d", ufView(c2.Reshape(210, 4, 3)), refMatMul(flat, bt))
	x, y := ufRand[float32](t, 5, 0, 3000, 11), ufRand[float32](t, 6, 0, 11)
	r, err := kern.As[float32](axpy.Call(kern.Chunked(dev, kern.ChunkLen(256), kern.StreamAbove(0)), float32(2.5), x, y))
	if err != nil {
		t.Fatal(err)
	}
	for i := range 3000 {
		for j := range 11 {
			if w := 2.5*x.At(i, j) + y.At(j); r.At(i, j) != w {
				t.Fatalf("axpy[%d,%d] = %v, want %v", i, j, r.At(i, j), w)
			}
		}
	}
}

// With several lanes, the failed check of a debug module is the chunk's
// that failed: the lanes' kernels share the module's trap record, and a
// lane whose chunk had no failure used to read (and clear) another's and
// name its own chunk, with the other's block and thread.
func TestChunkedTrapLanes(t *testing.T) {
	quo := kern.Vectorize("Quo", kern.Loop2(debug.Quo))
	n, bad := 40_000, 27_777 // chunk 27 of 40: its element 777
	for _, p := range places() {
		if !p.gpu {
			continue
		}
		t.Run(p.name, func(t *testing.T) {
			for range 8 {
				a := nd.Must(nd.Arange[int64](1, float64(n)+1, 1))
				b := nd.Must(nd.Full[int64](2, n))
				b.Set(0, bad)
				out := nd.Must(nd.Full[int64](-7, n))
				on := kern.Chunked(p.on, kern.ChunkLen(1000), kern.ChunkStreams(4), kern.StreamAbove(0))
				err := quo.Into(on, out, a, b)
				var ce *kern.ChunkError
				var te *kern.KernelTrapError
				if !errors.As(err, &ce) || ce.Chunk != 27 || ce.Lo != 27_000 || ce.Hi != 28_000 || !errors.As(err, &te) {
					t.Fatalf("err = %v, want chunk 27 of 40, [27000, 28000)", err)
				}
				if te.Block.X*256+te.Thread.X != bad-27_000 {
					t.Fatalf("trap at block %v thread %v, want element %d of the chunk", te.Block, te.Thread, bad-27_000)
				}
				// Chunks are written whole or not at all, the failed one never.
				for c := range 40 {
					got := out.At(c*1000 + 999)
					if c == 27 && got != -7 || got != -7 && got != int64(c*1000+1000)/2 {
						t.Fatalf("chunk %d: out[%d] = %d", c, c*1000+999, got)
					}
				}
			}
		})
	}
}

// A trap in one chunk stops the pipeline: one error names the chunk, the
// chunks before it are written and the others are untouched.
func TestChunkedTrap(t *testing.T) {
	quo := kern.Vectorize("Quo", kern.Loop2(debug.Quo))
	dev := emuDevice(t, emu.WithMemory(smallMem))
	n := 10_000
	a := nd.Must(nd.Arange[int64](1, float64(n)+1, 1))
	b := nd.Must(nd.Full[int64](2, n))
	b.Set(0, 3_456) // chunk 3 of chunks of 1000
	out := nd.Must(nd.Full[int64](-7, n))
	err := quo.Into(kern.Chunked(dev, kern.ChunkLen(1000), kern.ChunkStreams(1), kern.StreamAbove(0)), out, a, b)
	var ce *kern.ChunkError
	if !errors.As(err, &ce) || ce.Chunk != 3 || ce.Chunks != 10 || ce.Lo != 3000 || ce.Hi != 4000 || ce.Written != 3 {
		t.Fatalf("err = %#v (%v), want chunk 3 of 10, [3000, 4000), 3 written", ce, err)
	}
	if !errors.Is(err, driver.ErrKernelTrap) || !errors.Is(err, kern.ErrPartialOutput) || !strings.Contains(err.Error(), "divide by zero") {
		t.Fatalf("err = %v: want a trap and ErrPartialOutput", err)
	}
	for i := range n {
		want := int64(-7)
		if i < 3000 {
			want = int64(i+1) / 2
		}
		if out.At(i) != want {
			t.Fatalf("out[%d] = %d, want %d", i, out.At(i), want)
		}
	}
	free, _, _ := dev.MemInfo()
	if free < smallMem*9/10 {
		t.Fatalf("%d bytes free after the failure: buffers leaked", free)
	}
}

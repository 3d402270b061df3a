package kern_test

import (
	"math"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/gputest"
)

// The device library on every target: the same draws as plain Go, bit
// for bit (kern gen compiles the generators from their Go source).

func TestEmulatedRand(t *testing.T) {
	const threads, m, seed = 70, 9, 0x5eed
	want := make([]uint64, threads*m*gputest.RandKinds)
	for i := range threads {
		r := kern.NewRand(seed, uint64(i))
		for j := range m {
			o := want[(i*m+j)*gputest.RandKinds:]
			o[0] = uint64(r.Uint32())
			o[1] = r.Uint64()
			o[2] = uint64(math.Float32bits(r.Float32()))
			o[3] = math.Float64bits(r.Float64())
			o[4] = uint64(math.Float32bits(r.NormFloat32()))
			o[5] = math.Float64bits(r.NormFloat64())
			o[6] = uint64(math.Float32bits(r.Float32()))
		}
	}
	var ctr, key, kat []uint32
	for _, c := range philoxKAT {
		ctr, key, kat = append(ctr, c.ctr[:]...), append(key, c.key[:]...), append(kat, c.want[:]...)
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			got := make([]uint64, len(want))
			if err := kern.NewKernel3(gputest.RandDraws).Launch(p.on, 3, 32, uint64(seed), m, got); err != nil {
				t.Fatal(err)
			}
			for k := range want {
				if got[k] != want[k] {
					t.Fatalf("thread %d round %d kind %d: %x, want %x", k/gputest.RandKinds/m, k/gputest.RandKinds%m, k%gputest.RandKinds, got[k], want[k])
				}
			}
			out := make([]uint32, len(kat))
			if err := kern.NewKernel3(gputest.PhiloxBlocks).Launch(p.on, 1, 32, ctr, key, out); err != nil {
				t.Fatal(err)
			}
			for k := range kat {
				if out[k] != kat[k] {
					t.Fatalf("Philox4x32 known answer %d word %d: %08x, want %08x", k/4, k%4, out[k], kat[k])
				}
			}
		})
	}
}

func TestEmulatedXoroshiro(t *testing.T) {
	const n, m, seed = 45, 7, 1234
	states := kern.Xoroshiro128pStates(n, seed, 0)
	st := append([]uint64(nil), states...)
	want := make([]uint64, n*m*gputest.XoroKinds)
	for i := range n {
		for j := range m {
			o := want[(i*m+j)*gputest.XoroKinds:]
			o[0] = kern.XoroshiroNext(st, i)
			o[1] = uint64(math.Float32bits(kern.XoroshiroUniformFloat32(st, i)))
			o[2] = math.Float64bits(kern.XoroshiroUniformFloat64(st, i))
			o[3] = uint64(math.Float32bits(kern.XoroshiroNormalFloat32(st, i)))
			o[4] = math.Float64bits(kern.XoroshiroNormalFloat64(st, i))
		}
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			d, err := kern.NewXoroshiro128pStates(p.on, n, seed)
			if err != nil {
				t.Fatal(err)
			}
			defer d.Free()
			got := make([]uint64, len(want))
			if err := kern.NewKernel3(gputest.XoroDraws).Launch(p.on, 2, 32, d, m, got); err != nil {
				t.Fatal(err)
			}
			for k := range want {
				if got[k] != want[k] {
					t.Fatalf("state %d round %d kind %d: %x, want %x", k/gputest.XoroKinds/m, k/gputest.XoroKinds%m, k%gputest.XoroKinds, got[k], want[k])
				}
			}
			// The states advanced in place, as numba's do.
			after, err := d.CopyToHost()
			if err != nil {
				t.Fatal(err)
			}
			for k, v := range after.ToSlice() {
				if v != st[k] {
					t.Fatalf("state word %d after the draws: %x, want %x", k, v, st[k])
				}
			}
		})
	}
}

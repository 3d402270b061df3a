package emu

import (
	"strings"
	"testing"
)

// laneMaskPTX votes or shuffles with a member mask per half-warp: lanes
// below 16 name 0xffff, the others HI, as the tiles of a cooperative group
// do in one converged instruction.
const laneMaskPTX = `.version 7.0
.target sm_70
.address_size 64

.visible .entry k(
	.param .u64 pin,
	.param .u64 pout
)
{
	.reg .pred %p<4>;
	.reg .b32 %r<10>;
	.reg .b64 %rd<20>;
	ld.param.u64 %rd0, [pin];
	ld.param.u64 %rd3, [pout];
	mov.u32 %r2, %tid.x;
	cvt.u64.u32 %rd10, %r2;
	shl.b64 %rd17, %rd10, 2;
	add.s64 %rd12, %rd0, %rd17;
	ld.global.s32 %r4, [%rd12+0];
	setp.lt.u32 %p0, %r2, 16;
	selp.b32 %r5, 0xffff, HI, %p0;
	setp.ne.s32 %p1, %r4, 0;
	OP
	add.s64 %rd16, %rd3, %rd17;
	st.global.s32 [%rd16+0], %r6;
	ret;
}
`

// TestMemberMaskPerLane: lanes of one converged vote.sync or shfl.sync may
// name different member masks, each voting with its own lanes; a lane
// whose mask does not name it is a fault.
func TestMemberMaskPerLane(t *testing.T) {
	in := make([]int32, 32)
	for i := range in {
		in[i] = int32(i % 3)
	}
	src := func(hi, op string) string {
		return strings.NewReplacer("HI", hi, "OP", op).Replace(laneMaskPTX)
	}
	for _, c := range []struct {
		op   string
		want func(i int) int32
	}{
		{"vote.sync.ballot.b32 %r6, %p1, %r5;", func(i int) int32 {
			var b uint32
			for j := i &^ 15; j < i&^15+16; j++ {
				if in[j] != 0 {
					b |= 1 << j
				}
			}
			return int32(b)
		}},
		{"vote.sync.all.pred %p2, %p1, %r5;\n\tselp.b32 %r6, 1, 0, %p2;", func(i int) int32 { return 0 }},
		{"shfl.sync.bfly.b32 %r6, %r4, 1, 0x1f, %r5;", func(i int) int32 { return in[i^1] }},
	} {
		d := New()
		got, err := runInts(t, d, load(t, d, src("0xffff0000", c.op)), 32, in)
		if err != nil {
			t.Fatalf("%s: %v", c.op, err)
		}
		for i, v := range got {
			if v != c.want(i) {
				t.Fatalf("%s: lane %d = %#x, want %#x", c.op, i, v, c.want(i))
			}
		}
	}
	d := New()
	_, err := runInts(t, d, load(t, d, src("0xffff", "vote.sync.ballot.b32 %r6, %p1, %r5;")), 32, in)
	if err == nil || !strings.Contains(err.Error(), "lane 16 executes vote.sync") || !strings.Contains(err.Error(), "not in its member mask 0xffff") {
		t.Fatalf("a lane outside its own mask: %v", err)
	}
}

package gputest

import (
	"os"
	"strings"
	"testing"
)

// The contig wrappers of cores over narrow operands take groups of
// elements (abi.ContigGroup) with one access per operand; the emulated
// suite's results cannot tell that path from the element-at-a-time one,
// so the shipped PTX is read for it: PackMix (uint8, int16, float32 →
// float32; four elements a thread) loads a word of bytes, two words of
// 16-bit values and a 16-byte vector of float32s; PackNarrow stores its
// bytes a word at a time; HalfFma (three float16 in, float16 out; two a
// thread) loads and stores words.
func TestPackedContigPTX(t *testing.T) {
	b, err := os.ReadFile("kern_gen.ptx")
	if err != nil {
		t.Skip("no kern_gen.ptx: run go generate ./internal/testing/gputest")
	}
	src := string(b)
	for _, c := range []struct {
		entry string
		want  []string
	}{
		{"PackMix_5f_5fcontig", []string{"ld.global.u32", "ld.global.v2.u32", "ld.global.v4.f32"}},
		{"PackNarrow_5f_5fcontig", []string{"ld.global.u32", "ld.global.v2.u32", "st.global.u32"}},
		{"HalfFma_5f_5fcontig", []string{"ld.global.u32", "st.global.u32"}},
		{"HalfAxpy_5f_5fcontig", []string{"ld.global.u32", "ld.global.v2.f32"}},
	} {
		i := strings.Index(src, "_2e"+c.entry+"(")
		if i < 0 {
			t.Fatalf("no entry %s", c.entry)
		}
		body := src[i:]
		if j := strings.Index(body[1:], ".visible .entry"); j >= 0 {
			body = body[:j+1]
		}
		for _, w := range c.want {
			if !strings.Contains(body, w) {
				t.Errorf("%s has no %s: its group path is gone", c.entry, w)
			}
		}
	}
}

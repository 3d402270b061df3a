package vectest

import (
	"regexp"
	"strings"
	"testing"
)

// TestVecCopyPTX: a vector of Float16 loaded and stored unchanged is one
// ld.global.v4 and one st.global.v4 with no shift, or or mask between: the
// 32-bit words LoadVec unpacks into elements and StoreVec packs again
// fold back to the words (passes.Fold), and the array between them lives
// in registers (passes.PromoteAllocas), not in local memory.
func TestVecCopyPTX(t *testing.T) {
	i := strings.Index(kernGenPTX, "vectest_2eCopy8(")
	if i < 0 {
		t.Fatal("no Copy8 entry in the PTX")
	}
	body := kernGenPTX[i:]
	body = body[:strings.Index(body, "\n}\n")]
	for _, c := range []struct {
		re   string
		want int
	}{
		{`ld\.global\.v4\.u32`, 1}, {`st\.global\.v4\.u32`, 1}, {`\.local`, 0},
		{`(shr|or|and)\.b32`, 0}, {`cvt\.u16`, 0},
	} {
		if n := len(regexp.MustCompile(c.re).FindAllString(body, -1)); n != c.want {
			t.Errorf("Copy8's PTX has %d of %s, want %d:\n%s", n, c.re, c.want, body)
		}
	}
}

package sysmem

import "testing"

func TestFits(t *testing.T) {
	if Total() <= 0 {
		t.Skip("physical memory unknown on this system")
	}
	if !Fits(1<<20, 8) || !Fits(0, 8) {
		t.Error("small requests must fit")
	}
	if Fits(1<<40, 4) || Fits(1<<62, 8) || Fits(-1, 4) {
		t.Error("4 TiB, an overflowing product and a negative count must not fit")
	}
}

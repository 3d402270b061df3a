package simt

import (
	"io"
	"os"
)

// Print writes text printed by the thread (one kern.Printf call) to the
// launch's printer.
func (t *Thread) Print(text string) {
	p := t.blk.cfg.Print
	if p == nil {
		_, _ = io.WriteString(os.Stdout, text)
		return
	}
	p.Print([3]int{t.BlockIdx.X, t.BlockIdx.Y, t.BlockIdx.Z}, [3]int{t.ThreadIdx.X, t.ThreadIdx.Y, t.ThreadIdx.Z}, text)
}

package simt

import "fmt"

// MaxGridSyncThreads bounds a cooperative launch (Config.GridSync) on the
// simulator: every thread is a goroutine that runs at once, as every
// block of a cooperative GPU launch must be resident at once.
const MaxGridSyncThreads = 1 << 16

// ErrNotGridSync is the panic value of GridSync in a launch without
// Config.GridSync.
var ErrNotGridSync = fmt.Errorf("simt: GridSync in a launch that is not cooperative (launch the kernel with kern.CooperativeLaunch())")

// GridSync waits until every running thread of the grid arrives; the
// writes before it are visible to every thread after it.
func (t *Thread) GridSync() {
	ls := t.blk.ls
	if ls == nil || ls.grid == nil {
		panic(ErrNotGridSync)
	}
	t.stopCheck()
	_, site := userSite(2)
	// The lanes of the warp that did not come here go on with their warp
	// operations (a masked shuffle or vote in a branch) without this one.
	t.blk.warps[t.Linear/WarpSize].bar.away()
	ls.grid.waitAt(site)
}

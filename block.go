package kern

import (
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/simt"
)

// Block is one thread block of a kernel on the CPU targets, as the code
// `kern gen` writes for a kernel (GenFunc.Block) sees it: that code runs
// every thread of the block itself, the kernel's statements between two
// barriers as one loop over the block's threads, so CPU and Parallel
// launches need no goroutine per thread. Only generated code uses it.
type Block struct {
	st simt.Block
}

// blockOf views the engine's block as a *Block (Block's only field is a
// simt.Block).
func blockOf(b *simt.Block) *Block { return (*Block)(unsafe.Pointer(b)) }

// Thread is the *Thread the kernel's statements see; At moves it from
// thread to thread.
func (b *Block) Thread() *Thread { return threadOf(b.st.Thread()) }

// Size is the number of threads in the block.
func (b *Block) Size() int { return b.st.Size() }

// At makes Thread the thread with linear index tid in the block (X
// fastest, as CUDA numbers them).
func (b *Block) At(tid int) { b.st.At(tid) }

// Set makes Thread the thread with linear index tid and index (x, y, z)
// in the block, which the generated code counts itself (faster than At in
// a loop: nothing of the previous thread is read back).
func (b *Block) Set(tid, x, y, z int) { b.st.Set(tid, x, y, z) }

// Geometry is the block's index, the block's extent and the grid's: what
// Thread's BlockIdx, BlockDim and GridDim give every thread of the block.
func (b *Block) Geometry() (blockIdx, blockDim, gridDim Dim3) {
	bi, bd, gd := b.st.Geometry()
	return dim(bi), dim(bd), dim(gd)
}

// Extent is the block's extent in x and y.
func (b *Block) Extent() (x, y int) { return b.st.Extent() }

// Mark records that the generated code is at thread tid without making
// Thread that thread, for statements that do not look at the thread: a
// trap still names it.
func (b *Block) Mark(tid int) { b.st.Mark(tid) }

// Sync marks a barrier of the kernel, which every thread of the block has
// reached when the generated code gets there; it stops the block when the
// launch was stopped (a failure in another block, a cancelled context).
func (b *Block) Sync() { b.st.Sync() }

// BlockVars returns the k-th per-thread variable of the generated code: a
// []T with one element per thread of the block, reused from block to block
// on the same worker (its contents are whatever the last block left).
func BlockVars[T any](b *Block, k int) []T {
	n := b.Size()
	slot := b.st.Var(k)
	if s, ok := (*slot).([]T); ok && cap(s) >= n {
		return s[:n]
	}
	s := make([]T, n)
	*slot = s
	return s
}

// runBlocks runs a kernel's generated block function on the host device:
// the blocks in order on the calling goroutine for CPU, over GOMAXPROCS
// goroutines for Parallel.
func (c *kernelCore) runBlocks(l *launchPlan, run func(*Block)) error {
	workers := 0
	if l.target == CPU {
		workers = 1
	}
	bl, ok := l.dev.Driver().(blockLauncher)
	if !ok {
		return fmt.Errorf("kern: kernel %s: %v runs no Go code", c.short(), l.dev)
	}
	ds, err := l.dev.driverStream(l.cfg.stream)
	if err != nil {
		return c.wrap(err)
	}
	cfg := simt.Config{
		Grid: simt.Dim3(l.cfg.grid), Block: simt.Dim3(l.cfg.block), DynShared: l.cfg.shared,
		Workers: workers, Name: c.short(), Context: l.cfg.ctx,
	}
	if err := bl.LaunchBlocks(cfg, func(b *simt.Block) { run(blockOf(b)) }, ds); err != nil {
		var te *driver.KernelTrapError
		if errors.As(err, &te) {
			te.Site = c.resolveSite(te.Site)
		}
		return fmt.Errorf("kern: kernel %s on %v: %w", c.short(), l.dev, err)
	}
	if l.cfg.stream != nil {
		l.cfg.stream.keep(append(append([]any{}, l.vals...), l.args...)...)
	}
	return nil
}

// blockLauncher is what a device needs to run generated block functions:
// driver/host has it.
type blockLauncher interface {
	LaunchBlocks(cfg simt.Config, run func(*simt.Block), s driver.Stream) error
}

// blockFunc is the kernel's generated block function (GenFunc.Block), nil
// when kern gen wrote none or wrote it from a source that has changed
// since (the kernel then runs on the simulator, from its current source).
func (c *kernelCore) blockFunc() any {
	if _, g, ok := c.generated(); ok && c.genStale == nil {
		return g.Block
	}
	return nil
}

// onCPU reports that a launch runs on the CPU and Parallel targets, where
// a kernel's generated block function runs it.
func (l *launchPlan) onCPU() bool { return l.target == CPU || l.target == Parallel }

// resolveSite completes a trap site "file.go:12: message" in a block
// function: its line directives name the kernel's file by its base name
// (so that the generated file does not depend on where it was
// generated), which is in the directory of the kernel function's file.
func (c *kernelCore) resolveSite(site string) string {
	file, _, ok := strings.Cut(site, ":")
	if !ok || filepath.Base(file) != file || c.fn == nil {
		return site
	}
	f := runtime.FuncForPC(reflect.ValueOf(c.fn).Pointer())
	if f == nil {
		return site
	}
	own, _ := f.FileLine(f.Entry())
	if filepath.Base(own) == own {
		return site
	}
	return filepath.Join(filepath.Dir(own), site)
}

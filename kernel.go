package kern

import (
	"fmt"
	"reflect"
	"runtime"
	"strings"
	"sync"

	"github.com/kernlab/kern/internal/registry"
)

// Kernel1 is a //kern:kernel with one parameter after the *Thread: Numba's
// @cuda.jit function. Launch it with grid and block extents:
//
//	var doubled = kern.NewKernel1(Doubled) // func Doubled(t *kern.Thread, a kern.Array2[float32])
//	err := doubled.Launch(kern.Auto, 1, kern.D2(3, 3), arr)
//
// Kernel2…Kernel8 take more parameters. The function is called directly,
// once per thread, on the sim target; CPU and Parallel run the block
// function and GPU targets the code `kern gen` wrote for it.
type Kernel1[A any] struct {
	*kernelCore
	f func(*Thread, A)
}

// Kernel2 is a kernel with two parameters; see Kernel1.
type Kernel2[A, B any] struct {
	*kernelCore
	f func(*Thread, A, B)
}

// Kernel3 is a kernel with three parameters; see Kernel1.
type Kernel3[A, B, C any] struct {
	*kernelCore
	f func(*Thread, A, B, C)
}

// Kernel4 is a kernel with four parameters; see Kernel1.
type Kernel4[A, B, C, D any] struct {
	*kernelCore
	f func(*Thread, A, B, C, D)
}

// Kernel5 is a kernel with five parameters; see Kernel1.
type Kernel5[A, B, C, D, E any] struct {
	*kernelCore
	f func(*Thread, A, B, C, D, E)
}

// Kernel6 is a kernel with six parameters; see Kernel1.
type Kernel6[A, B, C, D, E, F any] struct {
	*kernelCore
	f func(*Thread, A, B, C, D, E, F)
}

// Kernel7 is a kernel with seven parameters; see Kernel1.
type Kernel7[A, B, C, D, E, F, G any] struct {
	*kernelCore
	f func(*Thread, A, B, C, D, E, F, G)
}

// Kernel8 is a kernel with eight parameters; see Kernel1.
type Kernel8[A, B, C, D, E, F, G, H any] struct {
	*kernelCore
	f func(*Thread, A, B, C, D, E, F, G, H)
}

// NewKernel1 makes the launchable kernel of f. A parameter of an
// unsupported type is reported by every Launch (and by Err).
func NewKernel1[A any](f func(*Thread, A)) *Kernel1[A] {
	return &Kernel1[A]{newCore(f), f}
}

// Launch runs the kernel on a grid of blocks: Numba's kernel[grid, block](args).
//
// on is a Target, a *Device or a *Stream; nil, a nil *Device and a nil
// *Stream are errors wrapping ErrTarget (Auto asks for the default, and a
// placement variable that was never set should not quietly mean it). Auto
// runs on the device that holds device-array arguments, else on a GPU when
// one is present and `kern gen` compiled the kernel, else on the sim
// target. CPU and Parallel run the block function `kern gen` wrote for the
// kernel (blocks in order, or over GOMAXPROCS goroutines), and mean Sim
// for a kernel without one.
// grid and block are an int or a Dim3 (D1, D2, D3). args are the kernel's
// arguments followed by LaunchOptions (SharedMem, Cooperative, NoSync) and
// OnStream.
//
// A []T or ArrayN[T] parameter takes an nd.Array[T], a []T, a *Pinned[T], a
// *DeviceArray[T] or an ArrayN[T] of its rank ([]T needs contiguous data); a
// scalar parameter takes its type or a Go number that converts to it
// exactly. Device arrays are used in place. Host arrays are used in place on
// the sim target and, on a GPU, copied to the device before the launch and
// back after it (Numba's rule; with a stream the copies are queued and the
// stream keeps the arrays alive). Everything is checked before anything is
// copied or launched; a kernel panic on the sim target, like a failed
// check in debug GPU code, comes back as a *KernelTrapError naming the
// block, the thread and the line.
func (k *Kernel1[A]) Launch(on any, grid, block any, args ...any) error {
	l := new(launchPlan) // stays on the stack
	if err := k.prepare(l, on, grid, block, args); err != nil || l.isGPU {
		return k.finish(l, err)
	}
	v0 := l.vals[0].(A)
	if bf, ok := k.blockFunc().(func(*Block, A)); ok && l.onCPU() {
		return k.finish(l, k.runBlocks(l, func(b *Block) { bf(b, v0) }))
	}
	f := k.f
	return k.finish(l, k.runSim(l, func(t *Thread) { f(t, v0) }))
}

// NewKernel2 makes a two-parameter kernel; see NewKernel1.
func NewKernel2[A, B any](f func(*Thread, A, B)) *Kernel2[A, B] {
	return &Kernel2[A, B]{newCore(f), f}
}

// Launch runs the kernel; see Kernel1.Launch.
func (k *Kernel2[A, B]) Launch(on any, grid, block any, args ...any) error {
	l := new(launchPlan) // stays on the stack
	if err := k.prepare(l, on, grid, block, args); err != nil || l.isGPU {
		return k.finish(l, err)
	}
	v0 := l.vals[0].(A)
	v1 := l.vals[1].(B)
	if bf, ok := k.blockFunc().(func(*Block, A, B)); ok && l.onCPU() {
		return k.finish(l, k.runBlocks(l, func(b *Block) { bf(b, v0, v1) }))
	}
	f := k.f
	return k.finish(l, k.runSim(l, func(t *Thread) { f(t, v0, v1) }))
}

// NewKernel3 makes a three-parameter kernel; see NewKernel1.
func NewKernel3[A, B, C any](f func(*Thread, A, B, C)) *Kernel3[A, B, C] {
	return &Kernel3[A, B, C]{newCore(f), f}
}

// Launch runs the kernel; see Kernel1.Launch.
func (k *Kernel3[A, B, C]) Launch(on any, grid, block any, args ...any) error {
	l := new(launchPlan) // stays on the stack
	if err := k.prepare(l, on, grid, block, args); err != nil || l.isGPU {
		return k.finish(l, err)
	}
	v0 := l.vals[0].(A)
	v1 := l.vals[1].(B)
	v2 := l.vals[2].(C)
	if bf, ok := k.blockFunc().(func(*Block, A, B, C)); ok && l.onCPU() {
		return k.finish(l, k.runBlocks(l, func(b *Block) { bf(b, v0, v1, v2) }))
	}
	f := k.f
	return k.finish(l, k.runSim(l, func(t *Thread) { f(t, v0, v1, v2) }))
}

// NewKernel4 makes a four-parameter kernel; see NewKernel1.
func NewKernel4[A, B, C, D any](f func(*Thread, A, B, C, D)) *Kernel4[A, B, C, D] {
	return &Kernel4[A, B, C, D]{newCore(f), f}
}

// Launch runs the kernel; see Kernel1.Launch.
func (k *Kernel4[A, B, C, D]) Launch(on any, grid, block any, args ...any) error {
	l := new(launchPlan) // stays on the stack
	if err := k.prepare(l, on, grid, block, args); err != nil || l.isGPU {
		return k.finish(l, err)
	}
	v0 := l.vals[0].(A)
	v1 := l.vals[1].(B)
	v2 := l.vals[2].(C)
	v3 := l.vals[3].(D)
	if bf, ok := k.blockFunc().(func(*Block, A, B, C, D)); ok && l.onCPU() {
		return k.finish(l, k.runBlocks(l, func(b *Block) { bf(b, v0, v1, v2, v3) }))
	}
	f := k.f
	return k.finish(l, k.runSim(l, func(t *Thread) { f(t, v0, v1, v2, v3) }))
}

// NewKernel5 makes a five-parameter kernel; see NewKernel1.
func NewKernel5[A, B, C, D, E any](f func(*Thread, A, B, C, D, E)) *Kernel5[A, B, C, D, E] {
	return &Kernel5[A, B, C, D, E]{newCore(f), f}
}

// Launch runs the kernel; see Kernel1.Launch.
func (k *Kernel5[A, B, C, D, E]) Launch(on any, grid, block any, args ...any) error {
	l := new(launchPlan) // stays on the stack
	if err := k.prepare(l, on, grid, block, args); err != nil || l.isGPU {
		return k.finish(l, err)
	}
	v0 := l.vals[0].(A)
	v1 := l.vals[1].(B)
	v2 := l.vals[2].(C)
	v3 := l.vals[3].(D)
	v4 := l.vals[4].(E)
	if bf, ok := k.blockFunc().(func(*Block, A, B, C, D, E)); ok && l.onCPU() {
		return k.finish(l, k.runBlocks(l, func(b *Block) { bf(b, v0, v1, v2, v3, v4) }))
	}
	f := k.f
	return k.finish(l, k.runSim(l, func(t *Thread) { f(t, v0, v1, v2, v3, v4) }))
}

// NewKernel6 makes a six-parameter kernel; see NewKernel1.
func NewKernel6[A, B, C, D, E, F any](f func(*Thread, A, B, C, D, E, F)) *Kernel6[A, B, C, D, E, F] {
	return &Kernel6[A, B, C, D, E, F]{newCore(f), f}
}

// Launch runs the kernel; see Kernel1.Launch.
func (k *Kernel6[A, B, C, D, E, F]) Launch(on any, grid, block any, args ...any) error {
	l := new(launchPlan) // stays on the stack
	if err := k.prepare(l, on, grid, block, args); err != nil || l.isGPU {
		return k.finish(l, err)
	}
	v0 := l.vals[0].(A)
	v1 := l.vals[1].(B)
	v2 := l.vals[2].(C)
	v3 := l.vals[3].(D)
	v4 := l.vals[4].(E)
	v5 := l.vals[5].(F)
	if bf, ok := k.blockFunc().(func(*Block, A, B, C, D, E, F)); ok && l.onCPU() {
		return k.finish(l, k.runBlocks(l, func(b *Block) { bf(b, v0, v1, v2, v3, v4, v5) }))
	}
	f := k.f
	return k.finish(l, k.runSim(l, func(t *Thread) { f(t, v0, v1, v2, v3, v4, v5) }))
}

// NewKernel7 makes a seven-parameter kernel; see NewKernel1.
func NewKernel7[A, B, C, D, E, F, G any](f func(*Thread, A, B, C, D, E, F, G)) *Kernel7[A, B, C, D, E, F, G] {
	return &Kernel7[A, B, C, D, E, F, G]{newCore(f), f}
}

// Launch runs the kernel; see Kernel1.Launch.
func (k *Kernel7[A, B, C, D, E, F, G]) Launch(on any, grid, block any, args ...any) error {
	l := new(launchPlan) // stays on the stack
	if err := k.prepare(l, on, grid, block, args); err != nil || l.isGPU {
		return k.finish(l, err)
	}
	v0, v1, v2, v3 := l.vals[0].(A), l.vals[1].(B), l.vals[2].(C), l.vals[3].(D)
	v4, v5, v6 := l.vals[4].(E), l.vals[5].(F), l.vals[6].(G)
	if bf, ok := k.blockFunc().(func(*Block, A, B, C, D, E, F, G)); ok && l.onCPU() {
		return k.finish(l, k.runBlocks(l, func(b *Block) { bf(b, v0, v1, v2, v3, v4, v5, v6) }))
	}
	f := k.f
	return k.finish(l, k.runSim(l, func(t *Thread) { f(t, v0, v1, v2, v3, v4, v5, v6) }))
}

// NewKernel8 makes an eight-parameter kernel; see NewKernel1.
func NewKernel8[A, B, C, D, E, F, G, H any](f func(*Thread, A, B, C, D, E, F, G, H)) *Kernel8[A, B, C, D, E, F, G, H] {
	return &Kernel8[A, B, C, D, E, F, G, H]{newCore(f), f}
}

// Launch runs the kernel; see Kernel1.Launch.
func (k *Kernel8[A, B, C, D, E, F, G, H]) Launch(on any, grid, block any, args ...any) error {
	l := new(launchPlan) // stays on the stack
	if err := k.prepare(l, on, grid, block, args); err != nil || l.isGPU {
		return k.finish(l, err)
	}
	v0, v1, v2, v3 := l.vals[0].(A), l.vals[1].(B), l.vals[2].(C), l.vals[3].(D)
	v4, v5, v6, v7 := l.vals[4].(E), l.vals[5].(F), l.vals[6].(G), l.vals[7].(H)
	if bf, ok := k.blockFunc().(func(*Block, A, B, C, D, E, F, G, H)); ok && l.onCPU() {
		return k.finish(l, k.runBlocks(l, func(b *Block) { bf(b, v0, v1, v2, v3, v4, v5, v6, v7) }))
	}
	f := k.f
	return k.finish(l, k.runSim(l, func(t *Thread) { f(t, v0, v1, v2, v3, v4, v5, v6, v7) }))
}

// kernelCore is the part of a kernel that does not depend on its Go
// parameter types: the parameter table, the generated code and the GPU
// launch caches.
type kernelCore struct {
	name   string // the function's name as the Go runtime reports it
	label  string // "kernel " + short(), placement's name for it (built once: launches allocate nothing)
	fn     any    // the kernel function
	params []paramSpec
	leaves int   // launch parameters the params flatten to (leafCount), counted once
	err    error // an unsupported parameter type, reported by every launch

	genOnce  sync.Once
	genPkg   *GenPackage
	gen      *GenFunc
	genStale error  // gen's source changed after kern gen (stale.go), or why the JIT found none
	src      string // the kernel's source directory, for the JIT

	gpu gpuKernelCache
}

// newCore classifies the parameters of f, a func(*Thread, ...).
func newCore(f any) *kernelCore {
	c := &kernelCore{name: "?", label: labelPrefix + "?", fn: f}
	v := reflect.ValueOf(f)
	if v.IsNil() {
		c.err = fmt.Errorf("kern: nil kernel function: %w", ErrDefinition)
		return c
	}
	if fn := runtime.FuncForPC(v.Pointer()); fn != nil {
		c.name = fn.Name()
		c.label = labelPrefix + shortName(c.name)
	}
	c.src = registry.CoreDir(f)
	t := v.Type()
	for i := 1; i < t.NumIn(); i++ {
		p, err := classifyParam(t.In(i))
		if err != nil {
			c.err = fmt.Errorf("kern: kernel %s: parameter %d (%v): %w", c.short(), i, t.In(i), err)
			return c
		}
		c.params = append(c.params, p)
	}
	c.leaves = leafCount(c.params)
	return c
}

// Name is the kernel function's name, e.g. "example.com/app.Doubled".
func (c *kernelCore) Name() string { return c.name }

// Err is the kernel's definition error: a parameter type no launch can
// fill. Launch returns it too.
func (c *kernelCore) Err() error { return c.err }

// short is the name without the package path, for messages; label
// holds it, so that a launch need not search the name again.
func (c *kernelCore) short() string { return c.label[len(labelPrefix):] }

const labelPrefix = "kernel "

// shortName is a function name without its package path.
func shortName(name string) string {
	base := name
	if i := strings.IndexByte(base, '['); i >= 0 {
		base = base[:i]
	}
	if i := strings.LastIndex(base, "/"); i >= 0 {
		return name[i+1:]
	}
	return name
}

package kern

import (
	"fmt"
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"sync"

	"unsafe"

	"github.com/kernlab/kern/internal/gpucall"
	"github.com/kernlab/kern/internal/registry"
)

// Kernel1 is a //kern:kernel with one parameter after the *Thread: Numba's
// @cuda.jit function. Launch it with grid and block extents:
//
//	var doubled = kern.NewKernel1(Doubled) // func Doubled(t *kern.Thread, a kern.Array2[float32])
//	err := doubled.Launch(kern.Auto, 1, kern.D2(3, 3), arr)
//
// or, with the arguments' types checked by the compiler, doubled.Run(…)
// with a kern.Array2[float32].
//
// Kernel2…Kernel8 take more parameters. The function is called directly,
// once per thread, on the sim target; CPU and Parallel run the block
// function and GPU targets the code `kern gen` wrote for it.
type Kernel1[A any] struct {
	*kernelCore
	f func(*Thread, A)
}

// Kernel0 is a kernel with no parameter after the *Thread (numba's
// cuhello()); see Kernel1.
type Kernel0 struct {
	*kernelCore
	f func(*Thread)
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
// one is present and `kern gen` compiled the kernel, else on the host by
// the fastest correct path: Parallel when `kern gen` wrote the kernel a
// block function from its current source, Sim otherwise (Where says
// which). CPU and Parallel run that block function (blocks in order, or
// over GOMAXPROCS goroutines), and mean Sim for a kernel without one.
// grid and block are an int or a Dim3 (D1, D2, D3). args are the kernel's
// arguments followed by LaunchOptions (SharedMem, CooperativeLaunch, NoSync, …) and
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
	args, err := k.prepare(l, on, grid, block, args)
	return k.launch(l, args, err)
}

// Run is Launch with the kernel's arguments typed as its parameters, so
// that the compiler checks them (Launch's ...any finds a wrong argument
// only when it runs), followed by LaunchOptions; a stream is given as on:
//
//	err := doubled.Run(kern.Auto, 1, kern.D2(3, 3), arr) // arr must be a kern.Array2[float32]
//
// The arguments are Go values: slices, kern.ArrayN views of Go memory
// (copied to and from a GPU as Launch copies host arrays) and scalars; an
// nd.Array, a pinned or a device array takes Launch. Run allocates no
// more than Launch with the same arguments, and on the host far less:
// it hands them to the kernel as they are.
func (k *Kernel1[A]) Run(on any, grid, block any, a A, opts ...LaunchOption) error {
	l := new(launchPlan) // stays on the stack
	if _, err := k.configure(l, on, grid, block, nil, opts, true); err != nil || l.target.isGPU() {
		if err == nil {
			args := [...]any{a}
			err = k.marshalLaunch(l, args[:])
		}
		return k.finish(l, err)
	}
	// On the host the arguments are the parameters' values already:
	// nothing to convert or box, nor to keep alive on a stream (Run takes
	// no device arrays, and the launch's function holds the rest).
	k.clip(0, unsafe.Pointer(&a))
	v0 := a
	if bf, ok := k.blockFunc().(func(*Block, A)); ok && l.onCPU() {
		return k.finish(l, k.runBlocks(l, nil, func(blk *Block) { bf(blk, v0) }))
	}
	fn := k.f
	return k.finish(l, k.runSim(l, nil, func(t *Thread) { fn(t, v0) }))
}

// launch runs a prepared launch: on a GPU, or with the parameters' Go
// values on the host; args are the kernel's arguments as passed.
func (k *Kernel1[A]) launch(l *launchPlan, args []any, err error) error {
	if err != nil || l.isGPU {
		return k.finish(l, err)
	}
	v0 := l.vals[0].(A)
	if bf, ok := k.blockFunc().(func(*Block, A)); ok && l.onCPU() {
		return k.finish(l, k.runBlocks(l, args, func(b *Block) { bf(b, v0) }))
	}
	f := k.f
	return k.finish(l, k.runSim(l, args, func(t *Thread) { f(t, v0) }))
}

// NewKernel0 makes a kernel without parameters; see NewKernel1.
func NewKernel0(f func(*Thread)) *Kernel0 {
	return &Kernel0{newCore(f), f}
}

// Launch runs the kernel; see Kernel1's. args are LaunchOptions.
func (k *Kernel0) Launch(on any, grid, block any, args ...any) error {
	l := new(launchPlan) // stays on the stack
	args, err := k.prepare(l, on, grid, block, args)
	return k.launch(l, args, err)
}

// Run is Launch; see Kernel1's.
func (k *Kernel0) Run(on any, grid, block any, opts ...LaunchOption) error {
	l := new(launchPlan) // stays on the stack
	if _, err := k.configure(l, on, grid, block, nil, opts, true); err != nil || l.target.isGPU() {
		if err == nil {
			err = k.marshalLaunch(l, nil)
		}
		return k.finish(l, err)
	}
	return k.launch(l, nil, nil)
}

func (k *Kernel0) launch(l *launchPlan, args []any, err error) error {
	if err != nil || l.isGPU {
		return k.finish(l, err)
	}
	if bf, ok := k.blockFunc().(func(*Block)); ok && l.onCPU() {
		return k.finish(l, k.runBlocks(l, args, bf))
	}
	return k.finish(l, k.runSim(l, args, k.f))
}

// NewKernel2 makes a two-parameter kernel; see NewKernel1.
func NewKernel2[A, B any](f func(*Thread, A, B)) *Kernel2[A, B] {
	return &Kernel2[A, B]{newCore(f), f}
}

// Launch runs the kernel; see Kernel1.Launch.
func (k *Kernel2[A, B]) Launch(on any, grid, block any, args ...any) error {
	l := new(launchPlan) // stays on the stack
	args, err := k.prepare(l, on, grid, block, args)
	return k.launch(l, args, err)
}

// Run is Launch with arguments of the kernel's own parameter types,
// checked by the compiler; see Kernel1.Run.
func (k *Kernel2[A, B]) Run(on any, grid, block any, a A, b B, opts ...LaunchOption) error {
	l := new(launchPlan) // stays on the stack
	if _, err := k.configure(l, on, grid, block, nil, opts, true); err != nil || l.target.isGPU() {
		if err == nil {
			args := [...]any{a, b}
			err = k.marshalLaunch(l, args[:])
		}
		return k.finish(l, err)
	}
	// On the host the arguments are the parameters' values already:
	// nothing to convert or box, nor to keep alive on a stream (Run takes
	// no device arrays, and the launch's function holds the rest).
	k.clip(0, unsafe.Pointer(&a))
	k.clip(1, unsafe.Pointer(&b))
	v0, v1 := a, b
	if bf, ok := k.blockFunc().(func(*Block, A, B)); ok && l.onCPU() {
		return k.finish(l, k.runBlocks(l, nil, func(blk *Block) { bf(blk, v0, v1) }))
	}
	fn := k.f
	return k.finish(l, k.runSim(l, nil, func(t *Thread) { fn(t, v0, v1) }))
}

// launch runs a prepared launch: on a GPU, or with the parameters' Go
// values on the host; args are the kernel's arguments as passed.
func (k *Kernel2[A, B]) launch(l *launchPlan, args []any, err error) error {
	if err != nil || l.isGPU {
		return k.finish(l, err)
	}
	v0 := l.vals[0].(A)
	v1 := l.vals[1].(B)
	if bf, ok := k.blockFunc().(func(*Block, A, B)); ok && l.onCPU() {
		return k.finish(l, k.runBlocks(l, args, func(b *Block) { bf(b, v0, v1) }))
	}
	f := k.f
	return k.finish(l, k.runSim(l, args, func(t *Thread) { f(t, v0, v1) }))
}

// NewKernel3 makes a three-parameter kernel; see NewKernel1.
func NewKernel3[A, B, C any](f func(*Thread, A, B, C)) *Kernel3[A, B, C] {
	return &Kernel3[A, B, C]{newCore(f), f}
}

// Launch runs the kernel; see Kernel1.Launch.
func (k *Kernel3[A, B, C]) Launch(on any, grid, block any, args ...any) error {
	l := new(launchPlan) // stays on the stack
	args, err := k.prepare(l, on, grid, block, args)
	return k.launch(l, args, err)
}

// Run is Launch with arguments of the kernel's own parameter types,
// checked by the compiler; see Kernel1.Run.
func (k *Kernel3[A, B, C]) Run(on any, grid, block any, a A, b B, c C, opts ...LaunchOption) error {
	l := new(launchPlan) // stays on the stack
	if _, err := k.configure(l, on, grid, block, nil, opts, true); err != nil || l.target.isGPU() {
		if err == nil {
			args := [...]any{a, b, c}
			err = k.marshalLaunch(l, args[:])
		}
		return k.finish(l, err)
	}
	// On the host the arguments are the parameters' values already:
	// nothing to convert or box, nor to keep alive on a stream (Run takes
	// no device arrays, and the launch's function holds the rest).
	k.clip(0, unsafe.Pointer(&a))
	k.clip(1, unsafe.Pointer(&b))
	k.clip(2, unsafe.Pointer(&c))
	v0, v1, v2 := a, b, c
	if bf, ok := k.blockFunc().(func(*Block, A, B, C)); ok && l.onCPU() {
		return k.finish(l, k.runBlocks(l, nil, func(blk *Block) { bf(blk, v0, v1, v2) }))
	}
	fn := k.f
	return k.finish(l, k.runSim(l, nil, func(t *Thread) { fn(t, v0, v1, v2) }))
}

// launch runs a prepared launch: on a GPU, or with the parameters' Go
// values on the host; args are the kernel's arguments as passed.
func (k *Kernel3[A, B, C]) launch(l *launchPlan, args []any, err error) error {
	if err != nil || l.isGPU {
		return k.finish(l, err)
	}
	v0 := l.vals[0].(A)
	v1 := l.vals[1].(B)
	v2 := l.vals[2].(C)
	if bf, ok := k.blockFunc().(func(*Block, A, B, C)); ok && l.onCPU() {
		return k.finish(l, k.runBlocks(l, args, func(b *Block) { bf(b, v0, v1, v2) }))
	}
	f := k.f
	return k.finish(l, k.runSim(l, args, func(t *Thread) { f(t, v0, v1, v2) }))
}

// NewKernel4 makes a four-parameter kernel; see NewKernel1.
func NewKernel4[A, B, C, D any](f func(*Thread, A, B, C, D)) *Kernel4[A, B, C, D] {
	return &Kernel4[A, B, C, D]{newCore(f), f}
}

// Launch runs the kernel; see Kernel1.Launch.
func (k *Kernel4[A, B, C, D]) Launch(on any, grid, block any, args ...any) error {
	l := new(launchPlan) // stays on the stack
	args, err := k.prepare(l, on, grid, block, args)
	return k.launch(l, args, err)
}

// Run is Launch with arguments of the kernel's own parameter types,
// checked by the compiler; see Kernel1.Run.
func (k *Kernel4[A, B, C, D]) Run(on any, grid, block any, a A, b B, c C, d D, opts ...LaunchOption) error {
	l := new(launchPlan) // stays on the stack
	if _, err := k.configure(l, on, grid, block, nil, opts, true); err != nil || l.target.isGPU() {
		if err == nil {
			args := [...]any{a, b, c, d}
			err = k.marshalLaunch(l, args[:])
		}
		return k.finish(l, err)
	}
	// On the host the arguments are the parameters' values already:
	// nothing to convert or box, nor to keep alive on a stream (Run takes
	// no device arrays, and the launch's function holds the rest).
	k.clip(0, unsafe.Pointer(&a))
	k.clip(1, unsafe.Pointer(&b))
	k.clip(2, unsafe.Pointer(&c))
	k.clip(3, unsafe.Pointer(&d))
	v0, v1, v2, v3 := a, b, c, d
	if bf, ok := k.blockFunc().(func(*Block, A, B, C, D)); ok && l.onCPU() {
		return k.finish(l, k.runBlocks(l, nil, func(blk *Block) { bf(blk, v0, v1, v2, v3) }))
	}
	fn := k.f
	return k.finish(l, k.runSim(l, nil, func(t *Thread) { fn(t, v0, v1, v2, v3) }))
}

// launch runs a prepared launch: on a GPU, or with the parameters' Go
// values on the host; args are the kernel's arguments as passed.
func (k *Kernel4[A, B, C, D]) launch(l *launchPlan, args []any, err error) error {
	if err != nil || l.isGPU {
		return k.finish(l, err)
	}
	v0 := l.vals[0].(A)
	v1 := l.vals[1].(B)
	v2 := l.vals[2].(C)
	v3 := l.vals[3].(D)
	if bf, ok := k.blockFunc().(func(*Block, A, B, C, D)); ok && l.onCPU() {
		return k.finish(l, k.runBlocks(l, args, func(b *Block) { bf(b, v0, v1, v2, v3) }))
	}
	f := k.f
	return k.finish(l, k.runSim(l, args, func(t *Thread) { f(t, v0, v1, v2, v3) }))
}

// NewKernel5 makes a five-parameter kernel; see NewKernel1.
func NewKernel5[A, B, C, D, E any](f func(*Thread, A, B, C, D, E)) *Kernel5[A, B, C, D, E] {
	return &Kernel5[A, B, C, D, E]{newCore(f), f}
}

// Launch runs the kernel; see Kernel1.Launch.
func (k *Kernel5[A, B, C, D, E]) Launch(on any, grid, block any, args ...any) error {
	l := new(launchPlan) // stays on the stack
	args, err := k.prepare(l, on, grid, block, args)
	return k.launch(l, args, err)
}

// Run is Launch with arguments of the kernel's own parameter types,
// checked by the compiler; see Kernel1.Run.
func (k *Kernel5[A, B, C, D, E]) Run(on any, grid, block any, a A, b B, c C, d D, e E, opts ...LaunchOption) error {
	l := new(launchPlan) // stays on the stack
	if _, err := k.configure(l, on, grid, block, nil, opts, true); err != nil || l.target.isGPU() {
		if err == nil {
			args := [...]any{a, b, c, d, e}
			err = k.marshalLaunch(l, args[:])
		}
		return k.finish(l, err)
	}
	// On the host the arguments are the parameters' values already:
	// nothing to convert or box, nor to keep alive on a stream (Run takes
	// no device arrays, and the launch's function holds the rest).
	k.clip(0, unsafe.Pointer(&a))
	k.clip(1, unsafe.Pointer(&b))
	k.clip(2, unsafe.Pointer(&c))
	k.clip(3, unsafe.Pointer(&d))
	k.clip(4, unsafe.Pointer(&e))
	v0, v1, v2, v3, v4 := a, b, c, d, e
	if bf, ok := k.blockFunc().(func(*Block, A, B, C, D, E)); ok && l.onCPU() {
		return k.finish(l, k.runBlocks(l, nil, func(blk *Block) { bf(blk, v0, v1, v2, v3, v4) }))
	}
	fn := k.f
	return k.finish(l, k.runSim(l, nil, func(t *Thread) { fn(t, v0, v1, v2, v3, v4) }))
}

// launch runs a prepared launch: on a GPU, or with the parameters' Go
// values on the host; args are the kernel's arguments as passed.
func (k *Kernel5[A, B, C, D, E]) launch(l *launchPlan, args []any, err error) error {
	if err != nil || l.isGPU {
		return k.finish(l, err)
	}
	v0 := l.vals[0].(A)
	v1 := l.vals[1].(B)
	v2 := l.vals[2].(C)
	v3 := l.vals[3].(D)
	v4 := l.vals[4].(E)
	if bf, ok := k.blockFunc().(func(*Block, A, B, C, D, E)); ok && l.onCPU() {
		return k.finish(l, k.runBlocks(l, args, func(b *Block) { bf(b, v0, v1, v2, v3, v4) }))
	}
	f := k.f
	return k.finish(l, k.runSim(l, args, func(t *Thread) { f(t, v0, v1, v2, v3, v4) }))
}

// NewKernel6 makes a six-parameter kernel; see NewKernel1.
func NewKernel6[A, B, C, D, E, F any](f func(*Thread, A, B, C, D, E, F)) *Kernel6[A, B, C, D, E, F] {
	return &Kernel6[A, B, C, D, E, F]{newCore(f), f}
}

// Launch runs the kernel; see Kernel1.Launch.
func (k *Kernel6[A, B, C, D, E, F]) Launch(on any, grid, block any, args ...any) error {
	l := new(launchPlan) // stays on the stack
	args, err := k.prepare(l, on, grid, block, args)
	return k.launch(l, args, err)
}

// Run is Launch with arguments of the kernel's own parameter types,
// checked by the compiler; see Kernel1.Run.
func (k *Kernel6[A, B, C, D, E, F]) Run(on any, grid, block any, a A, b B, c C, d D, e E, f F, opts ...LaunchOption) error {
	l := new(launchPlan) // stays on the stack
	if _, err := k.configure(l, on, grid, block, nil, opts, true); err != nil || l.target.isGPU() {
		if err == nil {
			args := [...]any{a, b, c, d, e, f}
			err = k.marshalLaunch(l, args[:])
		}
		return k.finish(l, err)
	}
	// On the host the arguments are the parameters' values already:
	// nothing to convert or box, nor to keep alive on a stream (Run takes
	// no device arrays, and the launch's function holds the rest).
	k.clip(0, unsafe.Pointer(&a))
	k.clip(1, unsafe.Pointer(&b))
	k.clip(2, unsafe.Pointer(&c))
	k.clip(3, unsafe.Pointer(&d))
	k.clip(4, unsafe.Pointer(&e))
	k.clip(5, unsafe.Pointer(&f))
	v0, v1, v2, v3, v4, v5 := a, b, c, d, e, f
	if bf, ok := k.blockFunc().(func(*Block, A, B, C, D, E, F)); ok && l.onCPU() {
		return k.finish(l, k.runBlocks(l, nil, func(blk *Block) { bf(blk, v0, v1, v2, v3, v4, v5) }))
	}
	fn := k.f
	return k.finish(l, k.runSim(l, nil, func(t *Thread) { fn(t, v0, v1, v2, v3, v4, v5) }))
}

// launch runs a prepared launch: on a GPU, or with the parameters' Go
// values on the host; args are the kernel's arguments as passed.
func (k *Kernel6[A, B, C, D, E, F]) launch(l *launchPlan, args []any, err error) error {
	if err != nil || l.isGPU {
		return k.finish(l, err)
	}
	v0 := l.vals[0].(A)
	v1 := l.vals[1].(B)
	v2 := l.vals[2].(C)
	v3 := l.vals[3].(D)
	v4 := l.vals[4].(E)
	v5 := l.vals[5].(F)
	if bf, ok := k.blockFunc().(func(*Block, A, B, C, D, E, F)); ok && l.onCPU() {
		return k.finish(l, k.runBlocks(l, args, func(b *Block) { bf(b, v0, v1, v2, v3, v4, v5) }))
	}
	f := k.f
	return k.finish(l, k.runSim(l, args, func(t *Thread) { f(t, v0, v1, v2, v3, v4, v5) }))
}

// NewKernel7 makes a seven-parameter kernel; see NewKernel1.
func NewKernel7[A, B, C, D, E, F, G any](f func(*Thread, A, B, C, D, E, F, G)) *Kernel7[A, B, C, D, E, F, G] {
	return &Kernel7[A, B, C, D, E, F, G]{newCore(f), f}
}

// Launch runs the kernel; see Kernel1.Launch.
func (k *Kernel7[A, B, C, D, E, F, G]) Launch(on any, grid, block any, args ...any) error {
	l := new(launchPlan) // stays on the stack
	args, err := k.prepare(l, on, grid, block, args)
	return k.launch(l, args, err)
}

// Run is Launch with arguments of the kernel's own parameter types,
// checked by the compiler; see Kernel1.Run.
func (k *Kernel7[A, B, C, D, E, F, G]) Run(on any, grid, block any, a A, b B, c C, d D, e E, f F, g G, opts ...LaunchOption) error {
	l := new(launchPlan) // stays on the stack
	if _, err := k.configure(l, on, grid, block, nil, opts, true); err != nil || l.target.isGPU() {
		if err == nil {
			args := [...]any{a, b, c, d, e, f, g}
			err = k.marshalLaunch(l, args[:])
		}
		return k.finish(l, err)
	}
	// On the host the arguments are the parameters' values already:
	// nothing to convert or box, nor to keep alive on a stream (Run takes
	// no device arrays, and the launch's function holds the rest).
	k.clip(0, unsafe.Pointer(&a))
	k.clip(1, unsafe.Pointer(&b))
	k.clip(2, unsafe.Pointer(&c))
	k.clip(3, unsafe.Pointer(&d))
	k.clip(4, unsafe.Pointer(&e))
	k.clip(5, unsafe.Pointer(&f))
	k.clip(6, unsafe.Pointer(&g))
	v0, v1, v2, v3, v4, v5, v6 := a, b, c, d, e, f, g
	if bf, ok := k.blockFunc().(func(*Block, A, B, C, D, E, F, G)); ok && l.onCPU() {
		return k.finish(l, k.runBlocks(l, nil, func(blk *Block) { bf(blk, v0, v1, v2, v3, v4, v5, v6) }))
	}
	fn := k.f
	return k.finish(l, k.runSim(l, nil, func(t *Thread) { fn(t, v0, v1, v2, v3, v4, v5, v6) }))
}

// launch runs a prepared launch: on a GPU, or with the parameters' Go
// values on the host; args are the kernel's arguments as passed.
func (k *Kernel7[A, B, C, D, E, F, G]) launch(l *launchPlan, args []any, err error) error {
	if err != nil || l.isGPU {
		return k.finish(l, err)
	}
	v0, v1, v2, v3 := l.vals[0].(A), l.vals[1].(B), l.vals[2].(C), l.vals[3].(D)
	v4, v5, v6 := l.vals[4].(E), l.vals[5].(F), l.vals[6].(G)
	if bf, ok := k.blockFunc().(func(*Block, A, B, C, D, E, F, G)); ok && l.onCPU() {
		return k.finish(l, k.runBlocks(l, args, func(b *Block) { bf(b, v0, v1, v2, v3, v4, v5, v6) }))
	}
	f := k.f
	return k.finish(l, k.runSim(l, args, func(t *Thread) { f(t, v0, v1, v2, v3, v4, v5, v6) }))
}

// NewKernel8 makes an eight-parameter kernel; see NewKernel1.
func NewKernel8[A, B, C, D, E, F, G, H any](f func(*Thread, A, B, C, D, E, F, G, H)) *Kernel8[A, B, C, D, E, F, G, H] {
	return &Kernel8[A, B, C, D, E, F, G, H]{newCore(f), f}
}

// Launch runs the kernel; see Kernel1.Launch.
func (k *Kernel8[A, B, C, D, E, F, G, H]) Launch(on any, grid, block any, args ...any) error {
	l := new(launchPlan) // stays on the stack
	args, err := k.prepare(l, on, grid, block, args)
	return k.launch(l, args, err)
}

// Run is Launch with arguments of the kernel's own parameter types,
// checked by the compiler; see Kernel1.Run.
func (k *Kernel8[A, B, C, D, E, F, G, H]) Run(on any, grid, block any, a A, b B, c C, d D, e E, f F, g G, h H, opts ...LaunchOption) error {
	l := new(launchPlan) // stays on the stack
	if _, err := k.configure(l, on, grid, block, nil, opts, true); err != nil || l.target.isGPU() {
		if err == nil {
			args := [...]any{a, b, c, d, e, f, g, h}
			err = k.marshalLaunch(l, args[:])
		}
		return k.finish(l, err)
	}
	// On the host the arguments are the parameters' values already:
	// nothing to convert or box, nor to keep alive on a stream (Run takes
	// no device arrays, and the launch's function holds the rest).
	k.clip(0, unsafe.Pointer(&a))
	k.clip(1, unsafe.Pointer(&b))
	k.clip(2, unsafe.Pointer(&c))
	k.clip(3, unsafe.Pointer(&d))
	k.clip(4, unsafe.Pointer(&e))
	k.clip(5, unsafe.Pointer(&f))
	k.clip(6, unsafe.Pointer(&g))
	k.clip(7, unsafe.Pointer(&h))
	v0, v1, v2, v3, v4, v5, v6, v7 := a, b, c, d, e, f, g, h
	if bf, ok := k.blockFunc().(func(*Block, A, B, C, D, E, F, G, H)); ok && l.onCPU() {
		return k.finish(l, k.runBlocks(l, nil, func(blk *Block) { bf(blk, v0, v1, v2, v3, v4, v5, v6, v7) }))
	}
	fn := k.f
	return k.finish(l, k.runSim(l, nil, func(t *Thread) { fn(t, v0, v1, v2, v3, v4, v5, v6, v7) }))
}

// launch runs a prepared launch: on a GPU, or with the parameters' Go
// values on the host; args are the kernel's arguments as passed.
func (k *Kernel8[A, B, C, D, E, F, G, H]) launch(l *launchPlan, args []any, err error) error {
	if err != nil || l.isGPU {
		return k.finish(l, err)
	}
	v0, v1, v2, v3 := l.vals[0].(A), l.vals[1].(B), l.vals[2].(C), l.vals[3].(D)
	v4, v5, v6, v7 := l.vals[4].(E), l.vals[5].(F), l.vals[6].(G), l.vals[7].(H)
	if bf, ok := k.blockFunc().(func(*Block, A, B, C, D, E, F, G, H)); ok && l.onCPU() {
		return k.finish(l, k.runBlocks(l, args, func(b *Block) { bf(b, v0, v1, v2, v3, v4, v5, v6, v7) }))
	}
	f := k.f
	return k.finish(l, k.runSim(l, args, func(t *Thread) { f(t, v0, v1, v2, v3, v4, v5, v6, v7) }))
}

// kernelCore is the part of a kernel that does not depend on its Go
// parameter types: the parameter table, the generated code and the GPU
// launch caches.
type kernelCore struct {
	name   string // the function's name as the Go runtime reports it
	label  string // "kernel " + short(), placement's name for it (built once: launches allocate nothing)
	fn     any    // the kernel function
	params []paramSpec
	leaves int   // launch parameters the params flatten to (gpucall.Leaves), counted once
	err    error // an unsupported parameter type, reported by every launch

	genOnce  sync.Once
	genPkg   *GenPackage
	gen      *GenFunc
	inst     string // labelPrefix + gen's name, for an instance of a generic kernel (runName)
	genStale error  // gen's source changed after kern gen (stale.go), or why the JIT found none
	src      string // the kernel's source directory, for the JIT

	gpu    gpucall.Kernel
	layout []gpucall.Param // the params' layouts in the launch parameters
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
	c.layout = make([]gpucall.Param, len(c.params))
	for i := range c.params {
		c.layout[i] = c.params[i].layout()
		c.layout[i].Label = "argument " + strconv.Itoa(i+1) // named when kern gen's code is found
	}
	c.leaves = gpucall.Leaves(c.layout)
	return c
}

// kernelName is the kernel function's name, e.g. "example.com/app.Doubled".
func (c *kernelCore) kernelName() string { return c.name }

// defErr is the kernel's definition error (Err).
func (c *kernelCore) defErr() error { return c.err }

// short is the name without the package path, for messages; label
// holds it, so that a launch need not search the name again.
func (c *kernelCore) short() string { return c.label[len(labelPrefix):] }

const labelPrefix = "kernel "

// runName names the kernel in a host launch's errors and profile span:
// short(), or for an instance of a generic kernel, whose Go name every
// instance shares ("main.Linear[...]"), the instance kern gen compiled
// ("main.Linear[kern.Float16]"), as a GPU launch names it. The caller
// has called generated().
func (c *kernelCore) runName() string { return c.runLabel()[len(labelPrefix):] }

// runLabel is label with runName.
func (c *kernelCore) runLabel() string {
	if c.inst != "" {
		return c.inst
	}
	return c.label
}

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

// Every KernelN has the methods below; they are declared per type (not
// promoted from the shared core) so that go doc shows them on each.

// Name is the kernel function's name, e.g. "example.com/app.Doubled".
func (k *Kernel1[A]) Name() string { return k.kernelName() }

// Err is the kernel's definition error: a parameter type no launch can
// fill. Launch returns it too.
func (k *Kernel1[A]) Err() error { return k.defErr() }

// Where reports where a launch with these arguments would run, or the
// error the launch would return for a bad placement or, on a GPU, stale
// generated code (ErrStale): kern.Auto is the arguments' GPU, else the
// default GPU when kern gen compiled the kernel, else the host device,
// on Parallel when kern gen wrote the kernel a block function from its
// current source and on Sim otherwise; CPU and Parallel are themselves
// with such a block function, else Sim. Where decides placement only: the
// grid, the block and what LaunchOptions ask for (SharedMem past the
// device's limit, say) are checked by the launch, and a LaunchOption
// among args is ignored.
func (k *Kernel1[A]) Where(on any, args ...any) (Target, *Device, error) { return k.where(on, args...) }

// MaxCooperativeBlocks is the most blocks of block threads a cooperative
// launch (CooperativeLaunch) of the kernel may have on on — a *Device or
// a Target — with the shared memory opts ask for (SharedMem): what the
// device's multiprocessors hold at once (blocks per multiprocessor from
// the occupancy calculator, times multiprocessors), or on the CPU targets
// simt.MaxGridSyncThreads threads. Numba's max_cooperative_grid_blocks.
// A kernel that loops grid-stride sizes its grid with it.
func (k *Kernel1[A]) MaxCooperativeBlocks(on any, block any, opts ...LaunchOption) (int, error) {
	return k.maxCooperativeBlocks(on, block, opts...)
}

// Name, Err, Where and MaxCooperativeBlocks of a Kernel0: see Kernel1's.
func (k *Kernel0) Name() string { return k.kernelName() }
func (k *Kernel0) Err() error   { return k.defErr() }
func (k *Kernel0) Where(on any, args ...any) (Target, *Device, error) {
	return k.where(on, args...)
}
func (k *Kernel0) MaxCooperativeBlocks(on any, block any, opts ...LaunchOption) (int, error) {
	return k.maxCooperativeBlocks(on, block, opts...)
}

// Name, Err, Where and MaxCooperativeBlocks of a Kernel2: see Kernel1's.
func (k *Kernel2[A, B]) Name() string { return k.kernelName() }
func (k *Kernel2[A, B]) Err() error   { return k.defErr() }
func (k *Kernel2[A, B]) Where(on any, args ...any) (Target, *Device, error) {
	return k.where(on, args...)
}
func (k *Kernel2[A, B]) MaxCooperativeBlocks(on any, block any, opts ...LaunchOption) (int, error) {
	return k.maxCooperativeBlocks(on, block, opts...)
}

// Name, Err, Where and MaxCooperativeBlocks of a Kernel3: see Kernel1's.
func (k *Kernel3[A, B, C]) Name() string { return k.kernelName() }
func (k *Kernel3[A, B, C]) Err() error   { return k.defErr() }
func (k *Kernel3[A, B, C]) Where(on any, args ...any) (Target, *Device, error) {
	return k.where(on, args...)
}
func (k *Kernel3[A, B, C]) MaxCooperativeBlocks(on any, block any, opts ...LaunchOption) (int, error) {
	return k.maxCooperativeBlocks(on, block, opts...)
}

// Name, Err, Where and MaxCooperativeBlocks of a Kernel4: see Kernel1's.
func (k *Kernel4[A, B, C, D]) Name() string { return k.kernelName() }
func (k *Kernel4[A, B, C, D]) Err() error   { return k.defErr() }
func (k *Kernel4[A, B, C, D]) Where(on any, args ...any) (Target, *Device, error) {
	return k.where(on, args...)
}
func (k *Kernel4[A, B, C, D]) MaxCooperativeBlocks(on any, block any, opts ...LaunchOption) (int, error) {
	return k.maxCooperativeBlocks(on, block, opts...)
}

// Name, Err, Where and MaxCooperativeBlocks of a Kernel5: see Kernel1's.
func (k *Kernel5[A, B, C, D, E]) Name() string { return k.kernelName() }
func (k *Kernel5[A, B, C, D, E]) Err() error   { return k.defErr() }
func (k *Kernel5[A, B, C, D, E]) Where(on any, args ...any) (Target, *Device, error) {
	return k.where(on, args...)
}
func (k *Kernel5[A, B, C, D, E]) MaxCooperativeBlocks(on any, block any, opts ...LaunchOption) (int, error) {
	return k.maxCooperativeBlocks(on, block, opts...)
}

// Name, Err, Where and MaxCooperativeBlocks of a Kernel6: see Kernel1's.
func (k *Kernel6[A, B, C, D, E, F]) Name() string { return k.kernelName() }
func (k *Kernel6[A, B, C, D, E, F]) Err() error   { return k.defErr() }
func (k *Kernel6[A, B, C, D, E, F]) Where(on any, args ...any) (Target, *Device, error) {
	return k.where(on, args...)
}
func (k *Kernel6[A, B, C, D, E, F]) MaxCooperativeBlocks(on any, block any, opts ...LaunchOption) (int, error) {
	return k.maxCooperativeBlocks(on, block, opts...)
}

// Name, Err, Where and MaxCooperativeBlocks of a Kernel7: see Kernel1's.
func (k *Kernel7[A, B, C, D, E, F, G]) Name() string { return k.kernelName() }
func (k *Kernel7[A, B, C, D, E, F, G]) Err() error   { return k.defErr() }
func (k *Kernel7[A, B, C, D, E, F, G]) Where(on any, args ...any) (Target, *Device, error) {
	return k.where(on, args...)
}
func (k *Kernel7[A, B, C, D, E, F, G]) MaxCooperativeBlocks(on any, block any, opts ...LaunchOption) (int, error) {
	return k.maxCooperativeBlocks(on, block, opts...)
}

// Name, Err, Where and MaxCooperativeBlocks of a Kernel8: see Kernel1's.
func (k *Kernel8[A, B, C, D, E, F, G, H]) Name() string { return k.kernelName() }
func (k *Kernel8[A, B, C, D, E, F, G, H]) Err() error   { return k.defErr() }
func (k *Kernel8[A, B, C, D, E, F, G, H]) Where(on any, args ...any) (Target, *Device, error) {
	return k.where(on, args...)
}
func (k *Kernel8[A, B, C, D, E, F, G, H]) MaxCooperativeBlocks(on any, block any, opts ...LaunchOption) (int, error) {
	return k.maxCooperativeBlocks(on, block, opts...)
}

package kern

import (
	"fmt"
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"sync"

	"math"
	"unsafe"

	"github.com/kernlab/kern/internal/gpucall"
	"github.com/kernlab/kern/internal/registry"
	"github.com/kernlab/kern/nd"
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

// A kernel parameter is a scalar (passed by value), a []T (a contiguous
// 1-d array) or a kern.ArrayN[T] (a strided view). The table below is
// built once per kernel with reflection; a launch converts each argument
// once, and the per-thread call is a plain Go call.

type paramKind uint8

// The kinds, in gpucall.ParamKind's order.
const (
	paramScalar paramKind = iota
	paramSlice
	paramView
)

// paramSpec is one kernel parameter after the *Thread.
type paramSpec struct {
	typ   reflect.Type
	kind  paramKind
	rank  int          // 0 scalar, 1 slice, N for ArrayN
	elem  reflect.Type // element type of an array; the type of a scalar
	esize int          // element size in bytes
	// sim converts a launch argument into the parameter's Go value, host
	// memory used in place (the sim target).
	sim func(v any) (any, error)
	// gpu describes a launch argument for a compiled kernel.
	gpu func(v any) (gpuArg, error)
}

// want names what the parameter accepts, for errors.
func (p *paramSpec) want() string { return p.typ.String() }

// gpuArg is a launch argument as a compiled kernel sees it.
type gpuArg = gpucall.KArg

// layout is the parameter's layout in the launch parameters.
func (p *paramSpec) layout() gpucall.Param {
	return gpucall.Param{Kind: gpucall.ParamKind(p.kind), Rank: p.rank, ESize: p.esize, Type: p.typ}
}

// classifyParam builds the spec of a parameter of type t.
func classifyParam(t reflect.Type) (paramSpec, error) {
	for _, c := range arrayClassifiers {
		if p, ok := c(t); ok {
			return p, nil
		}
	}
	if err := scalarType(t); err != nil {
		return paramSpec{}, err
	}
	p := paramSpec{typ: t, kind: paramScalar, elem: t, esize: int(t.Size())}
	p.sim = func(v any) (any, error) {
		rv, err := scalarValue(t, v)
		if err != nil {
			return nil, err
		}
		return rv.Interface(), nil
	}
	p.gpu = func(v any) (gpuArg, error) {
		rv, err := scalarValue(t, v)
		return gpuArg{Scalar: rv}, err
	}
	return p, nil
}

// arrayClassifiers recognize []T and ArrayN[T] for each element type.
var arrayClassifiers = [...]func(reflect.Type) (paramSpec, bool){
	ndParam[int8], ndParam[int16], ndParam[int32], ndParam[int64],
	ndParam[uint8], ndParam[uint16], ndParam[uint32], ndParam[uint64],
	ndParam[float32], ndParam[float64], ndParam[complex64], ndParam[complex128],
	viewParam[int], viewParam[uint], viewParam[uintptr],
}

// scalarType accepts the by-value types of kernel Go: booleans, numbers,
// and arrays and structs of them.
func scalarType(t reflect.Type) error {
	switch t.Kind() {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.Complex64, reflect.Complex128:
		return nil
	case reflect.Array:
		return scalarType(t.Elem())
	case reflect.Struct:
		for i := range t.NumField() {
			if err := scalarType(t.Field(i).Type); err != nil {
				return err
			}
		}
		return nil
	}
	return fmt.Errorf("a kernel parameter must be a number, bool, []T, kern.ArrayN[T] or a struct or array of numbers, not %v: %w", t, ErrDefinition)
}

// scalarValue converts a scalar argument to t: the exact type, or a Go
// number that converts to t without changing its value (so that 2 fills a
// float32 parameter).
func scalarValue(t reflect.Type, v any) (reflect.Value, error) {
	rv := reflect.ValueOf(v)
	if !rv.IsValid() {
		return rv, fmt.Errorf("got nil, want %v: %w", t, ErrArgument)
	}
	if rv.Type() == t {
		return rv, nil
	}
	if isNumberKind(rv.Kind()) && isNumberKind(t.Kind()) {
		if c, ok := exactNumber(rv, t); ok {
			return c, nil
		}
		return rv, fmt.Errorf("%v %v does not convert exactly to %v: %w", rv.Type(), v, t, ErrArgument)
	}
	return rv, fmt.Errorf("got %s, want %v: %w", describe(v), t, ErrArgument)
}

// exactNumber converts rv to t when the value survives: the round trip
// gives it back and the sign is kept (a round trip alone lets int64(-1)
// through to uint64, and uint64(1<<63) to int64). NaN converts to NaN.
func exactNumber(rv reflect.Value, t reflect.Type) (reflect.Value, bool) {
	c := rv.Convert(t)
	if rv.CanFloat() && math.IsNaN(rv.Float()) {
		return c, c.CanFloat()
	}
	return c, c.Convert(rv.Type()).Equal(rv) && negative(rv) == negative(c)
}

func negative(v reflect.Value) bool {
	switch {
	case v.CanInt():
		return v.Int() < 0
	case v.CanFloat():
		return v.Float() < 0
	}
	return false
}

func isNumberKind(k reflect.Kind) bool {
	return k >= reflect.Int && k <= reflect.Float64
}

// viewParam recognizes []T, Array1[T], Array2[T] and Array3[T] and
// accepts arguments of those Go types.
func viewParam[T Element](t reflect.Type) (paramSpec, bool) {
	p := paramSpec{typ: t, elem: reflect.TypeFor[T](), esize: int(unsafe.Sizeof(*new(T)))}
	switch t {
	case reflect.TypeFor[[]T]():
		p.kind, p.rank = paramSlice, 1
	case reflect.TypeFor[Array1[T]]():
		p.kind, p.rank = paramView, 1
	case reflect.TypeFor[Array2[T]]():
		p.kind, p.rank = paramView, 2
	case reflect.TypeFor[Array3[T]]():
		p.kind, p.rank = paramView, 3
	default:
		return p, false
	}
	p.sim = func(v any) (any, error) {
		data, off, shape, strides, ok := goView[T](v)
		if !ok {
			return nil, fmt.Errorf("got %s, want %v: %w", describe(v), t, ErrArgument)
		}
		return viewValue(&p, data, off, shape, strides)
	}
	p.gpu = func(v any) (gpuArg, error) {
		data, off, shape, strides, ok := goView[T](v)
		if !ok {
			return gpuArg{}, fmt.Errorf("got %s, want %v: %w", describe(v), t, ErrArgument)
		}
		return hostArg(&p, data, off, shape, strides, v)
	}
	return p, true
}

// ndParam is viewParam that also accepts nd.Array[T], *Pinned[T] and
// *DeviceArray[T].
func ndParam[T ArrayElem](t reflect.Type) (paramSpec, bool) {
	p, ok := viewParam[T](t)
	if !ok {
		return p, false
	}
	goSim, goGPU := p.sim, p.gpu
	p.sim = func(v any) (any, error) {
		switch a := v.(type) {
		case nd.Array[T]:
			data, off := a.Raw()
			return viewValue(&p, data, off, a.Shape(), a.Strides())
		case *Pinned[T]:
			data, off := a.Raw()
			return viewValue(&p, data, off, a.Shape(), a.Strides())
		case *DeviceArray[T]:
			if a == nil {
				return nil, fmt.Errorf("got a nil *DeviceArray[%v]: %w", p.elem, ErrArgument)
			}
			if err := checkRank(&p, a.shape); err != nil {
				return nil, err
			}
			data, off, err := a.HostData()
			if err != nil {
				return nil, fmt.Errorf("%v is not addressable on the sim target (use the GPU target of its device): %w", a, ErrTarget)
			}
			return viewValue(&p, data, off, a.shape, a.strides)
		}
		return goSim(v)
	}
	p.gpu = func(v any) (gpuArg, error) {
		switch a := v.(type) {
		case nd.Array[T]:
			data, off := a.Raw()
			return hostArg(&p, data, off, a.Shape(), a.Strides(), v)
		case *Pinned[T]:
			data, off := a.Raw()
			return hostArg(&p, data, off, a.Shape(), a.Strides(), v)
		case *DeviceArray[T]:
			if a == nil {
				return gpuArg{}, fmt.Errorf("got a nil *DeviceArray[%v]: %w", p.elem, ErrArgument)
			}
			if err := checkLayout(&p, a.shape, a.strides); err != nil {
				return gpuArg{}, err
			}
			ptr, err := a.DevicePointer()
			if err != nil {
				return gpuArg{}, err
			}
			g := gpuArg{Dev: gpuDevice(a.Device()), Ptr: ptr, Rank: len(a.shape), Keep: a}
			copy(g.Shape[:], a.shape)
			copy(g.Strides[:], a.strides)
			g.Lo, g.Hi = extent(a.shape, a.strides)
			return g, nil
		}
		return goGPU(v)
	}
	return p, true
}

// goView reads the Go-typed arrays a parameter of element type T accepts.
func goView[T Element](v any) (data []T, off int, shape, strides []int, ok bool) {
	switch a := v.(type) {
	case []T:
		return a, 0, []int{len(a)}, []int{1}, true
	case Array1[T]:
		return a.data, a.off, []int{a.n}, []int{a.stride}, true
	case Array2[T]:
		return a.data, a.off, a.shape[:], a.strides[:], true
	case Array3[T]:
		return a.data, a.off, a.shape[:], a.strides[:], true
	}
	return nil, 0, nil, nil, false
}

func checkRank(p *paramSpec, shape []int) error {
	if len(shape) != p.rank {
		return fmt.Errorf("got an array of shape %s (rank %d), want %v (rank %d): %w",
			nd.ShapeString(shape), len(shape), p.typ, p.rank, ErrArgument)
	}
	return nil
}

// checkLayout checks the rank, and that a []T parameter gets a contiguous
// array.
func checkLayout(p *paramSpec, shape, strides []int) error {
	if err := checkRank(p, shape); err != nil {
		return err
	}
	if p.kind == paramSlice && shape[0] > 1 && strides[0] != 1 {
		return fmt.Errorf("a %v parameter needs a contiguous array, got stride %d: %w", p.typ, strides[0], ErrArgument)
	}
	return nil
}

// viewValue makes the parameter's Go value over host memory.
func viewValue[T Element](p *paramSpec, data []T, off int, shape, strides []int) (any, error) {
	if err := checkLayout(p, shape, strides); err != nil {
		return nil, err
	}
	if p.kind == paramSlice {
		if shape[0] == 0 {
			return []T{}, nil
		}
		return data[off : off+shape[0] : off+shape[0]], nil
	}
	switch p.rank {
	case 1:
		return NewArray1(data, off, shape[0], strides[0])
	case 2:
		return NewArray2(data, off, [2]int(shape), [2]int(strides))
	default:
		return NewArray3(data, off, [3]int(shape), [3]int(strides))
	}
}

// hostArg describes an array in Go memory, to be copied to the device.
func hostArg[T any](p *paramSpec, data []T, off int, shape, strides []int, keep any) (gpuArg, error) {
	if err := checkLayout(p, shape, strides); err != nil {
		return gpuArg{}, err
	}
	g := gpuArg{Rank: len(shape), Keep: keep}
	copy(g.Shape[:], shape)
	copy(g.Strides[:], strides)
	g.Lo, g.Hi = extent(shape, strides)
	if g.Lo <= g.Hi {
		if off+g.Lo < 0 || off+g.Hi >= len(data) {
			return gpuArg{}, fmt.Errorf("view of shape %s strides %v offset %d reaches outside its data of length %d: %w",
				nd.ShapeString(shape), strides, off, len(data), ErrView)
		}
		g.Host = unsafe.Pointer(unsafe.SliceData(data[off:]))
	}
	return g, nil
}

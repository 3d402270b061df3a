package gpucall

import (
	"fmt"
	"sync"
	"sync/atomic"
	"weak"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/dispatch"
	"github.com/kernlab/kern/internal/registry"
	"github.com/kernlab/kern/nd"
	"github.com/kernlab/kern/ufunc"
)

// Args is how the runtime describes call arguments to the GPU path: three
// functions, called on every operand of every call, so kept apart by kind
// (a device array's description is small; a host operand's is not).
type Args struct {
	// OnDevice reports whether v is a device array, without checking it.
	OnDevice func(v any) bool
	// Device describes a device array: its device, dtype, shape and
	// strides (in elements) and the device pointer of its element 0; ok
	// is false for anything else.
	Device func(v any) (a DeviceArg, ok bool, err error)
	// Host describes every other argument, a host array or a scalar;
	// pinned reports a host array in page-locked memory, which a chunk
	// that is dense in it is copied straight from or to.
	Host func(v any) (op ufunc.Operand, pinned bool, err error)
}

// DeviceArg is a device array as Args.Device describes it.
type DeviceArg struct {
	Device         Device
	DType          nd.DType
	Shape, Strides []int
	Ptr            driver.Ptr
}

// Loop is the compiled code of one typed loop: it finds the loop's
// generated function by identity on first use (generated files register
// after package-level ufuncs are built) and caches its entry points per
// device.
type Loop struct {
	id      abi.Identity
	name    string // the ufunc's or reducer's name, for messages (SetName)
	in, out []nd.DType
	// cplx marks the complex inputs (nil: none), whose broadcast scalars
	// are two leaves (abi.Contig.Complex).
	cplx []bool

	once sync.Once
	pkg  *abi.Package
	gen  *abi.Func
	// stale is non-nil when gen's source changed after kern gen:
	// GPU calls return it and the CPU targets run the Go core. With gen
	// nil, it is why the JIT found no code.
	stale error
	src   string // the core's source directory, for the JIT

	reg  *registry.Registry // where its generated code registers
	args Args               // the runtime's description of arguments

	// recent is the entry point last looked up per role: calls that stay
	// on one device skip the device's map (and its hashing of an
	// interface and a string), twice per reduce. The entry points
	// themselves live in the device's dispatch.Code, so a loop, which
	// lives as long as the process, keeps no device alive: recent holds
	// them weakly.
	recent [5]atomic.Pointer[loopFunc] // by roleSlot
	bufs   dispatch.Pool
	// scratch recycles the per-call operand tables (ewScratch), so that a
	// call on device arrays allocates nothing but its output.
	scratch sync.Pool
}

// funcKey is a loop's entry point for one role in a device's Code.
type funcKey struct {
	loop *Loop
	role string
}

// loopFunc is a looked-up entry point and the device code it belongs to,
// both held weakly, so that Loop.recent keeps no device alive; the code's
// module table holds the entry point as long as the device lives.
type loopFunc struct {
	code weak.Pointer[dispatch.Code]
	role string
	f    weak.Pointer[dispatch.Func]
}

// roleSlot is role's index in Loop.recent; any other role shares slot
// 0, where the key check keeps it right.
func roleSlot(role string) int {
	switch role {
	case abi.RoleStrided:
		return 1
	case abi.RoleStage1:
		return 2
	case abi.RoleStage2:
		return 3
	case abi.RoleGU:
		return 4
	}
	return 0
}

// NewLoop returns the compiled code of the vectorize loop id with input
// and output dtypes in and out, whose core is declared in the directory
// src; its generated code is looked up in reg at first use, and args
// turns call arguments into operands.
func NewLoop(id abi.Identity, in, out []nd.DType, src string, reg *registry.Registry, args Args) *Loop {
	g := &Loop{id: id, in: in, out: out, src: src, reg: reg, args: args}
	for k, dt := range in {
		if dt.IsComplex() {
			if g.cplx == nil {
				g.cplx = make([]bool, len(in))
			}
			g.cplx[k] = true
		}
	}
	return g
}

// HasCode reports whether `kern gen` compiled this loop (its code may be
// stale).
func (g *Loop) HasCode() bool {
	g.once.Do(func() {
		r := g.reg
		if p, f, ok := r.Lookup(g.id); ok {
			g.pkg, g.gen = p, f
			g.stale = r.Stale(p, f)
		}
		g.pkg, g.gen, g.stale = r.WithJIT(g.id, g.pkg, g.gen, g.stale, g.src, func(jr *registry.Registry) (*abi.Package, *abi.Func) {
			p, f, _ := jr.Lookup(g.id)
			return p, f
		})
	})
	return g.gen != nil
}

// Current reports whether `kern gen` compiled this loop from its current
// source (or from sources that cannot be read any more).
func (g *Loop) Current() bool { return g.HasCode() && g.stale == nil }

// Stale is the error GPU calls of the loop's generated code return: its
// source changed after kern gen, or the JIT could not replace it; nil
// when the code is current or there is none.
func (g *Loop) Stale() error {
	if !g.HasCode() {
		return nil
	}
	return g.stale
}

// WarnStale says once that the CPU targets run instead of the loop's
// stale generated code (registry.WarnStale).
func (g *Loop) WarnStale(instead string) {
	if g.HasCode() {
		g.reg.WarnStale(g.pkg, g.gen, instead)
	}
}

// Gen is the loop's generated function (nil without code): the CPU
// targets run its CPU loop and fold when the code is current.
func (g *Loop) Gen() *abi.Func {
	g.HasCode()
	return g.gen
}

// Package is the generated package that holds the loop's code (nil
// without code): placement asks whether it fits a device (dispatch.Fits).
func (g *Loop) Package() *abi.Package {
	g.HasCode()
	return g.pkg
}

// ID is the loop's identity.
func (g *Loop) ID() abi.Identity { return g.id }

// SetName gives the loop the name of the ufunc, gufunc or reducer it
// belongs to, which its messages use, as the CPU targets' do; it must
// come before the loop's first call.
func (g *Loop) SetName(name string) { g.name = name }

// label names the loop in messages: its owner's name, else its identity.
func (g *Loop) label() string {
	if g.name != "" {
		return g.name
	}
	return string(g.id)
}

// SetCode gives the loop generated code without a registry (tests with a
// fake driver); it must come before the first lookup.
func (g *Loop) SetCode(p *abi.Package, f *abi.Func) {
	g.once.Do(func() { g.pkg, g.gen = p, f })
}

// function returns the entry point for role on dev.
func (g *Loop) function(dev Device, role string) (*dispatch.Func, error) {
	code := dev.Code()
	slot := &g.recent[roleSlot(role)]
	if r := slot.Load(); r != nil && r.role == role && r.code.Value() == code {
		if f := r.f.Value(); f != nil {
			return f, nil
		}
	}
	r, err := dispatch.Cached(code, funcKey{g, role}, func() (*loopFunc, error) {
		if !g.HasCode() {
			if g.stale != nil {
				return nil, fmt.Errorf("kern: no GPU code for %s: %w (%v)", g.id, dispatch.ErrNoGPUCode, g.stale)
			}
			return nil, fmt.Errorf("kern: no GPU code for %s: %w", g.id, dispatch.ErrNoGPUCode)
		}
		if g.stale != nil {
			return nil, g.stale
		}
		sym := g.gen.Entries[role]
		if sym == "" {
			return nil, fmt.Errorf("kern: the generated code of %s has no %q entry: %w", g.id, role, dispatch.ErrNoGPUCode)
		}
		f, err := modules.Function(dev, g.pkg, sym)
		if err != nil {
			return nil, err
		}
		return &loopFunc{weak.Make(code), role, weak.Make(f)}, nil
	})
	if err != nil {
		return nil, err
	}
	slot.Store(r)
	return r.f.Value(), nil
}

package gpucall

import (
	"reflect"
	"unsafe"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/dispatch"
	"github.com/kernlab/kern/internal/errs"
	"github.com/kernlab/kern/internal/gpuprof"
	"github.com/kernlab/kern/internal/kprint"
)

// ParamKind is how a kernel parameter is passed.
type ParamKind uint8

const (
	ParamScalar ParamKind = iota // by value
	ParamSlice                   // a []T: pointer, length, capacity
	ParamView                    // a kern.ArrayN[T]: pointer, shape, strides
)

// Param is a kernel parameter's layout in the launch parameters.
type Param struct {
	Kind  ParamKind
	Rank  int          // 1 for a slice, N for an ArrayN
	ESize int          // element size in bytes
	Type  reflect.Type // a scalar's type
	// Label names the argument in messages ("argument 2 (y)").
	Label string
}

// KArg is a kernel launch argument as a compiled kernel sees it.
type KArg struct {
	// Arrays: exactly one of Dev (device memory at Ptr) and Host (Go memory
	// at element 0) is set, except for empty arrays.
	Dev  Device
	Ptr  driver.Ptr
	Host unsafe.Pointer
	// Lo and Hi are the lowest and highest element offsets the array
	// reaches from element 0 (Lo > Hi: empty), for copies of host arrays.
	Lo, Hi  int
	Rank    int
	Shape   [3]int // in elements
	Strides [3]int // in elements
	Keep    any    // the argument, kept alive while copies may use it
	// Scalars: the value converted to the parameter's type.
	Scalar reflect.Value
}

// Leaves is the number of launch parameters a kernel's parameters flatten
// to.
func Leaves(ps []Param) int {
	n := 0
	for i := range ps {
		switch ps[i].Kind {
		case ParamScalar:
			n += dispatch.ScalarLeaves(ps[i].Type)
		case ParamSlice:
			n += abi.SliceLeaves
		default:
			n += abi.ViewLeaves(ps[i].Rank)
		}
	}
	return n
}

// Kernel is a //kern:kernel's compiled code as launches use it: its entry
// point per device (kept in the device's dispatch.Code, so that a kernel,
// which lives as long as the process, keeps no device alive) and its pool
// of parameter buffers.
type Kernel struct {
	bufs dispatch.Pool
}

// Function returns the kernel's entry point on dev; entry gives its
// generated package and symbol the first time, or why there is none.
func (k *Kernel) Function(dev dispatch.Device, entry func() (*abi.Package, string, error)) (*dispatch.Func, error) {
	return dispatch.Cached(dev.Code(), k, func() (*dispatch.Func, error) {
		pkg, sym, err := entry()
		if err != nil {
			return nil, err
		}
		return Function(dev, pkg, sym)
	})
}

// Launch runs a kernel's launch sequence: host arrays are copied in and
// back (Numba's rule for host arrays given to a GPU kernel), device arrays
// are used in place. With a stream everything is queued and the stream
// keeps the arrays alive until it is synchronized. printer, when not nil,
// receives what the kernel prints; leaves is Leaves(params).
func (k *Kernel) Launch(f *dispatch.Func, dev Device, s Stream, printer *kprint.Printer, params []Param, args []KArg, leaves int, cfg *driver.LaunchConfig) (err error) {
	var call dispatch.Call
	if err := Begin(&call, dev, s); err != nil {
		return err
	}
	defer func() { err = call.Done(err) }()
	if printer != nil {
		call.SetPrinter(printer)
	}
	for i := range args {
		a, p := &args[i], &params[i]
		if p.Kind == ParamScalar || a.Dev != nil || a.Host == nil {
			continue
		}
		ptr, err := call.In(a.Host, a.Lo, a.Hi, p.ESize, true, false)
		if err != nil {
			return errs.Wrap(p.Label, err)
		}
		a.Ptr = ptr
	}
	buf := k.bufs.Get(leaves)
	for i := range args {
		putArg(buf, &params[i], &args[i])
	}
	dev.Launches().Record(f, params, args)
	if gpuprof.On() { // bytes are for the GPU profile only
		call.Moves(argBytes(params, args))
	}
	err = call.Launch(f, cfg, buf.Args())
	k.bufs.Put(buf)
	if err != nil {
		return err
	}
	if err := call.Back(); err != nil {
		return err
	}
	if call.Queued() {
		for i := range args {
			call.Keep(args[i].Keep)
		}
	}
	return nil
}

// argBytes is the bytes of a launch's array arguments, what a GPU profile
// says the kernel moves (it may touch less).
func argBytes(params []Param, args []KArg) int64 {
	var b int64
	for i := range args {
		if params[i].Kind == ParamScalar || args[i].Lo > args[i].Hi {
			continue
		}
		n := int64(1)
		for _, d := range args[i].Shape[:args[i].Rank] {
			n *= int64(d)
		}
		b += n * int64(params[i].ESize)
	}
	return b
}

// putArg writes the leaves of one kernel argument whose array (if any) is
// on the device at g.Ptr, at the leaves abi gives a []T and an ArrayN[T].
func putArg(b *dispatch.ParamBuf, p *Param, g *KArg) {
	switch p.Kind {
	case ParamScalar:
		b.PutScalar(g.Scalar)
	case ParamSlice:
		i, n := b.Next(abi.SliceLeaves), g.Shape[0]
		b.SetPtr(i+abi.SlicePtr, g.Ptr)
		b.SetInt(i+abi.SliceLen, n)
		b.SetInt(i+abi.SliceCap, n)
	default:
		i := b.Next(abi.ViewLeaves(p.Rank))
		b.SetPtr(i+abi.ViewPtr, g.Ptr)
		for k := range p.Rank {
			b.SetInt(i+abi.ViewShape(k), g.Shape[k])
			b.SetInt(i+abi.ViewStride(p.Rank, k), g.Strides[k])
		}
	}
}

package interpdev

import (
	"fmt"
	"testing"
	"unsafe"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/interp"
	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/host"
)

// Device is a test-only driver.Device that runs compiled kernels in
// the IR interpreter. To the runtime it is a CUDA device (no LaunchFunc, no
// HostPointer): kernel launches go through the module cache, the function
// lookup by mangled symbol and the flattened parameter buffer. A launch
// decodes the buffer with the kernel's IR parameter types (ir.Leaves), so
// the runtime's layout is checked against the compiler's, and runs the
// kernel's IR over device memory.
type Device struct {
	driver.Device
	h   *host.Device
	fns map[string]*ir.Function // by mangled symbol
}

func (d *Device) Info() driver.Info {
	i := d.h.Info()
	i.Kind, i.Arch, i.Name = driver.KindCUDA, "sm_90", "IR interpreter"
	return i
}

func (d *Device) LoadModule([]byte) (driver.Module, error) { return d, nil }
func (d *Device) Unload() error                            { return nil }

func (d *Device) Function(name string) (driver.Function, error) {
	fn := d.fns[name]
	if fn == nil {
		return nil, fmt.Errorf("interp device: no kernel %s: %w", name, driver.ErrNotFound)
	}
	return interpFunc{d, fn}, nil
}

type interpFunc struct {
	d  *Device
	fn *ir.Function
}

func (f interpFunc) MaxBlockSize(int) (int, int, error)         { return 128, 1, nil }
func (f interpFunc) Attributes() (driver.FuncAttributes, error) { return driver.FuncAttributes{}, nil }

func (f interpFunc) Launch(c driver.LaunchConfig, params []unsafe.Pointer) error {
	if c.Stream != nil {
		if err := c.Stream.Synchronize(); err != nil {
			return err
		}
	}
	var args []any
	i := 0
	for _, p := range f.fn.Params {
		n := len(ir.Leaves(p.Type(), nil))
		if i+n > len(params) {
			return fmt.Errorf("interp device: %s needs more than %d parameters", f.fn.Name, len(params))
		}
		a, err := f.d.decode(p.Type(), params[i:i+n])
		if err != nil {
			return fmt.Errorf("interp device: %s parameter %s: %w", f.fn.Name, p.Name(), err)
		}
		args = append(args, a)
		i += n
	}
	if i != len(params) {
		return fmt.Errorf("interp device: %s takes %d parameters, got %d: %w", f.fn.Name, i, len(params), driver.ErrInvalidValue)
	}
	return interp.Launch(f.fn, interp.Dim3(c.Grid), interp.Dim3(c.Block), args...)
}

func leaf(p unsafe.Pointer) uint64 { return *(*uint64)(p) }

// decode turns the leaves of one IR parameter into the interpreter's Go
// argument: a slice or view over device memory, or a scalar.
func (d *Device) decode(t ir.Type, ps []unsafe.Pointer) (any, error) {
	switch t := t.(type) {
	case *ir.Basic:
		return scalar(t, leaf(ps[0]))
	case *ir.Struct:
		elem, ok := t.Fields[0].Type.(*ir.Pointer)
		if !ok {
			return nil, fmt.Errorf("struct %s: only slices and views are decoded", t.Tag)
		}
		ptr := driver.Ptr(leaf(ps[0]))
		if t.Tag == "slice" {
			n := int(int64(leaf(ps[1])))
			return d.slice(elem.Elem, ptr, 0, n)
		}
		rank := (len(ps) - 1) / 2
		shape, strides := make([]int, rank), make([]int, rank)
		for k := range rank {
			shape[k], strides[k] = int(int64(leaf(ps[1+k]))), int(int64(leaf(ps[1+rank+k])))
		}
		lo, hi := 0, 0
		for k := range rank {
			if s := strides[k] * (shape[k] - 1); s < 0 {
				lo += s
			} else {
				hi += s
			}
		}
		data, err := d.slice(elem.Elem, ptr, lo, hi-lo+1)
		return interp.View{Data: data, Off: -lo, Shape: shape, Strides: strides}, err
	}
	return nil, fmt.Errorf("parameter type %v", t)
}

// slice views n elements of device memory starting lo elements from ptr.
func (d *Device) slice(t ir.Type, ptr driver.Ptr, lo, n int) (any, error) {
	b, ok := t.(*ir.Basic)
	if !ok {
		return nil, fmt.Errorf("element type %v", t)
	}
	size := b.Size()
	p, err := d.h.HostPointer(ptr+driver.Ptr(lo*size), n*size)
	if err != nil {
		return nil, err
	}
	switch b.Kind {
	case ir.Float32:
		return unsafe.Slice((*float32)(p), n), nil
	case ir.Float64:
		return unsafe.Slice((*float64)(p), n), nil
	case ir.Int32:
		return unsafe.Slice((*int32)(p), n), nil
	case ir.Int64:
		return unsafe.Slice((*int64)(p), n), nil
	}
	return nil, fmt.Errorf("element type %v", t)
}

func scalar(b *ir.Basic, v uint64) (any, error) {
	switch b.Kind {
	case ir.Int64:
		return int(int64(v)), nil
	case ir.Int32:
		return int32(v), nil
	case ir.Float32:
		return *(*float32)(unsafe.Pointer(&v)), nil
	case ir.Float64:
		return *(*float64)(unsafe.Pointer(&v)), nil
	case ir.Bool:
		return v&1 != 0, nil
	}
	return nil, fmt.Errorf("scalar type %v", b)
}

// New compiles the kern-marked functions of the package in dir, registers
// its kernels as `kern gen` would (unless generated code for the package is
// registered already) and returns a kern device that runs them. Kernel
// values made before the registration may have cached "no generated code":
// make fresh ones after New.
func New(t testing.TB, dir string) *kern.Device {
	t.Helper()
	prog, err := compiler.Load(dir, ".")
	if err != nil {
		t.Fatal(err)
	}
	pkgs := prog.Packages()
	if len(pkgs) != 1 {
		t.Fatalf("interpdev: packages %v", pkgs)
	}
	mod, diags := compiler.CompilePackage(prog, pkgs[0], compiler.Options{})
	if err := diags.Err(); err != nil {
		t.Fatal(err)
	}
	h := host.New()
	d := &Device{Device: h, h: h, fns: map[string]*ir.Function{}}
	gp := &kern.GenPackage{Path: pkgs[0], PTX: "interp"}
	for _, f := range mod.Funcs {
		if f.Kind != ir.Kernel {
			continue
		}
		sym := abi.EntryName(f.Name)
		d.fns[sym] = f
		gp.Funcs = append(gp.Funcs, kern.GenFunc{ID: kern.Identity(f.Name), Kind: kern.GenKernel,
			Entries: map[string]string{kern.RoleKernel: sym}, UsesBarrier: f.UsesBarrier})
	}
	if _, ok := kern.Generated().Package(pkgs[0]); !ok {
		kern.RegisterGenerated(gp)
	}
	return kern.NewDevice(d)
}

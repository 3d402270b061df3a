package ptx

import (
	"encoding/binary"
	"math"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/amdgpu"
	"github.com/kernlab/kern/compiler/interp"
	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/compiler/passes"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/emu"
)

// kbuf is one array argument: its simulator address and the Go slice the
// interpreter reads and writes.
type kbuf struct {
	addr uint64
	data reflect.Value
	elem *ir.Basic
}

// kernelArgs builds the same arguments for interp.Launch and for the
// simulator's .param slots (the kernel parameter ABI of doc.go): slices
// of 64 elements, views of 64 elements (8, 8×8 or 4×4×4, row-major),
// scalars 3 / 1.5 / true. ok is false for parameter types it does not make.
func kernelArgs(s *psim, f *ir.Function, r *rand.Rand) (goArgs []any, slots [][]byte, bufs []kbuf, ok bool) {
	slot := func(x uint64) { b := make([]byte, 8); binary.LittleEndian.PutUint64(b, x); slots = append(slots, b) }
	newBuf := func(elem *ir.Basic, n int) kbuf {
		data := reflect.MakeSlice(reflect.SliceOf(reflect.TypeOf(interp.GoValue(elem, 0))), n, n)
		addr := s.alloc(n*elem.Size(), 16)
		for i := range n {
			x := r.Uint64()
			switch {
			case elem.IsFloat():
				x = fbits(map[bool]string{true: "f32", false: "f64"}[elem.Kind == ir.Float32], math.Round(r.NormFloat64()*1000)/64)
			case elem.IsSigned():
				x = mask(uint64(r.IntN(41)-20), elem.Bits())
			case elem.IsInteger():
				x = uint64(r.IntN(30))
			default:
				x &= 1
			}
			data.Index(i).Set(reflect.ValueOf(interp.GoValue(elem, x)))
			_ = s.store(addr+uint64(i*elem.Size()), elem.Size()*8, x)
		}
		return kbuf{addr, data, elem}
	}
	for _, p := range f.Params {
		switch t := p.Typ.(type) {
		case *ir.Basic:
			var x uint64
			switch {
			case t.Kind == ir.Bool:
				x = 1
			case t.IsFloat():
				x = fbits(map[bool]string{true: "f32", false: "f64"}[t.Kind == ir.Float32], 1.5)
			default:
				x = 3
			}
			goArgs = append(goArgs, interp.GoValue(t, x))
			slot(x)
		case *ir.Struct:
			pt, isPtr := t.Fields[0].Type.(*ir.Pointer)
			elem, isB := basic(pt.Elem), false
			if isPtr {
				_, isB = pt.Elem.(*ir.Basic)
			}
			if !isB {
				return nil, nil, nil, false
			}
			b := newBuf(elem, 64)
			bufs = append(bufs, b)
			slot(b.addr)
			switch {
			case t.Tag == "slice":
				goArgs = append(goArgs, b.data.Interface())
				slot(64)
				slot(64)
			case strings.HasPrefix(t.Tag, "array"):
				n := (len(t.Fields) - 1) / 2
				ext := map[int]int{1: 64, 2: 8, 3: 4}[n]
				shape, strides := make([]int, n), make([]int, n)
				for k := n - 1; k >= 0; k-- {
					shape[k] = ext
					strides[k] = 1
					if k < n-1 {
						strides[k] = strides[k+1] * ext
					}
				}
				for _, v := range append(append([]int{}, shape...), strides...) {
					slot(uint64(v))
				}
				goArgs = append(goArgs, interp.View{Data: b.data.Interface(), Shape: shape, Strides: strides})
			default:
				return nil, nil, nil, false
			}
		default:
			return nil, nil, nil, false
		}
	}
	return goArgs, slots, bufs, true
}

// TestDifferentialKernels launches the acceptance corpus' kernels that do
// not synchronize threads in the simulator (threads in order) and in the
// interpreter, and compares every array afterwards.
func TestDifferentialKernels(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages with the go command")
	}
	prog, err := corpusProgram()
	if err != nil {
		t.Fatal(err)
	}
	m, diags := compiler.CompilePackage(prog, acceptPkg, compiler.Options{})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	// The module as compiled, then after the GPU pipeline's passes: without
	// FMA contraction the interpreter runs the unoptimized module (the
	// passes must not change a bit), with it the optimized one (math.fma is
	// exact in the interpreter too).
	// Then also runtime unrolling, as kern gen runs it after them.
	for _, c := range []struct {
		name      string
		passes    [][]passes.Pass
		interpOpt bool
	}{
		{"as compiled", nil, false},
		{"GPU passes", [][]passes.Pass{passes.GPU(false)}, false},
		{"GPU passes with FMA", [][]passes.Pass{passes.GPU(true)}, true},
		{"GPU passes, unrolled", [][]passes.Pass{passes.GPU(false), passes.RuntimeUnroll()}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			opt := m
			if c.passes != nil {
				opt = ir.CloneModule(m)
				for _, ps := range c.passes {
					if err := passes.Run(opt, ps, true); err != nil {
						t.Fatal(err)
					}
				}
			}
			ref := m
			if c.interpOpt {
				ref = opt
			}
			diffKernels(t, ref, opt)
		})
	}
}

// landingDependent are the corpus kernels that read what their
// asynchronous copies wrote before waiting for them: the interpreter lands
// a copy at the wait, this module's sm_70 PTX and the AMD code at the
// call, so their results differ by design (compiler's TestAcceptKernels
// compares the interpreter with Sim, which land alike).
var landingDependent = map[string]bool{"AsyncEarly": true}

// diffKernels runs m's kernels on the emulated devices and ref's kernels
// of the same names in the interpreter, and compares the arrays.
func diffKernels(t *testing.T, ref, m *ir.Module) {
	src := mustCompile(t, m, Options{})
	// Kernels that never synchronize run one thread at a time, in the
	// interpreter's order (their threads may share memory racily, which the
	// interpreter resolves in that order); kernels with barriers, shared
	// memory and shuffles run as real warps of 32 (one block of 64 threads).
	serial, err := newPsim(src)
	if err != nil {
		t.Fatal(err)
	}
	warps, err := newPsimWarps(src)
	if err != nil {
		t.Fatal(err)
	}
	// The same kernels as LLVM IR (wave32, the interpreter's warp width)
	// on the emulated ROC device.
	ll, err := amdgpu.EmitLLVM(m, amdgpu.Options{MCPU: "gfx1030"})
	if err != nil {
		t.Fatal(err)
	}
	amdSerial, err := loadROC(ll, emu.WithArch("gfx1030"), emu.WithSerialThreads())
	if err != nil {
		t.Fatal(err)
	}
	amdWaves, err := loadROC(ll, emu.WithArch("gfx1030"))
	if err != nil {
		t.Fatal(err)
	}
	ran, synced, amdRan := 0, 0, 0
	for ki, f := range m.Funcs {
		if f.Kind != ir.Kernel {
			continue
		}
		if landingDependent[strings.TrimPrefix(f.Name, acceptPkg+".")] {
			t.Logf("%s: its results depend on where copies land (skipped)", f.Name)
			continue
		}
		s, a, grid, block := serial, amdSerial, [3]int{2, 2, 1}, [3]int{4, 4, 1}
		if f.UsesBarrier {
			s, a, grid, block = warps, amdWaves, [3]int{1, 1, 1}, [3]int{64, 1, 1}
		}
		r := rand.New(rand.NewPCG(3, uint64(ki)))
		goArgs, slots, bufs, ok := kernelArgs(s, f, r)
		_, amdSlots, amdBufs, _ := kernelArgs(a, f, rand.New(rand.NewPCG(3, uint64(ki))))
		if !ok {
			t.Logf("%s: parameter types not generated", f.Name)
			continue
		}
		cfg := interp.Config{StepLimit: 2_000_000}
		if err := cfg.Launch(ref.Func(f.Name), interp.Dim3{X: grid[0], Y: grid[1], Z: grid[2]}, interp.Dim3{X: block[0], Y: block[1], Z: block[2]}, goArgs...); err != nil {
			t.Logf("%s: interpreter: %v (skipped)", f.Name, err)
			continue
		}
		if err := s.launch(abi.Mangle(f.Name), grid, block, slots); err != nil {
			t.Errorf("%s: simulator: %v", f.Name, err)
			continue
		}
		ran++
		if f.UsesBarrier {
			synced++
		}
		if err := a.launch(f.Name, grid, block, amdSlots); err != nil {
			t.Errorf("%s: emulated ROC device: %v", f.Name, err)
		} else {
			amdRan++
			compareBufs(t, f.Name+" (AMD)", a, amdBufs, bufs)
		}
		compareBufs(t, f.Name, s, bufs, bufs)
	}
	if ran < 20 || synced < 5 {
		t.Errorf("only %d kernels ran in both, %d of them synchronizing", ran, synced)
	}
	if amdRan != ran {
		t.Errorf("%d kernels ran on the emulated ROC device, %d on the CUDA one", amdRan, ran)
	}
	t.Logf("%d kernels agree, %d of them with barriers, shared memory or shuffles (PTX and LLVM IR)", ran, synced)
}

// loadROC loads LLVM IR on a fresh emulated ROC device.
func loadROC(ll []byte, opts ...emu.Option) (*psim, error) {
	dev, err := emu.NewROC(opts...)
	if err != nil {
		return nil, err
	}
	mod, err := dev.LoadModuleIR(ll, nil)
	if err != nil {
		return nil, err
	}
	return &psim{dev: dev, mod: mod.(driver.GlobalModule), syms: map[string]uint64{}, funcs: map[string]callee{}}, nil
}

// compareBufs compares a device's arrays with the interpreter's.
func compareBufs(t *testing.T, name string, s *psim, got, want []kbuf) {
	t.Helper()
	for bi, b := range got {
		for i := range want[bi].data.Len() {
			w := flatten(want[bi].data.Index(i).Interface(), nil)[0]
			g, _ := s.load(b.addr+uint64(i*b.elem.Size()), b.elem.Size()*8)
			if !sameLeaf(b.elem, g, w) {
				t.Errorf("%s: array %d element %d = %#x, interpreter %#x", name, bi, i, g, w)
				return
			}
		}
	}
}

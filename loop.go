package kern

import (
	"reflect"
	"runtime"
	"strings"
	"unsafe"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/internal/gpucall"
	"github.com/kernlab/kern/internal/registry"
	"github.com/kernlab/kern/nd"
)

// The typed inner loops of ufuncs: Loop and its constructors Loop1 … Loop2x2.

// Identity names a typed loop for the GPU registry: the function's package
// path and name as the Go runtime reports it, with "[...]" of a generic
// instantiation replaced by its operands' dtypes (inputs, then outputs), or
// the one dtype they all have, e.g. "example.com/app.Discriminant[float32]"
// and "example.com/app.Pick[int64,float64,int64]". `kern gen` computes the
// same string from the instantiated signature (both by abi.InstanceName),
// so compiled code is found by identity.
type Identity = abi.Identity

// Loop is one typed inner loop of a ufunc: Numba's compiled kernel for one
// signature, NumPy's PyUFuncGenericFunction. Loop1…Loop4 and Loop2x2 build
// it from a Go function; generated code may fill the fields itself.
type Loop struct {
	ID  Identity
	In  []nd.DType // input dtypes, in parameter order
	Out []nd.DType // output dtypes
	// Run applies the core to n elements. args holds a pointer to the
	// first element of each operand, inputs then outputs; steps the byte
	// distance between consecutive elements of each (0 for a broadcast
	// operand or a scalar). Run must accept any steps; the loops made by
	// LoopN take a slice fast path when every step is the element size.
	Run func(n int, args []unsafe.Pointer, steps []int)
	// Fold is optional, for binary loops whose three dtypes are one:
	// for i in 0..n-1, *acc = f(*acc, x[i]), x[i] at byte offset i*step
	// from x, left to right (kern gen's fold of a lane fold reorders, see
	// Reducer.Call). Reduce uses it; without it Reduce calls Run with the
	// accumulator as both first input and output, NumPy's way.
	Fold func(acc unsafe.Pointer, n int, x unsafe.Pointer, step int)

	gpu *gpucall.Loop // the GPU code, set by Vectorize and Reduce
	src string        // the directory of the core's source file, for the JIT; "" unknown
}

// Signature formats the loop as "(float32, float32) -> float32".
func (l *Loop) Signature() string {
	return "(" + dtypeList(l.In) + ") -> " + outList(l.Out)
}

func dtypeList(ds []nd.DType) string {
	s := make([]string, len(ds))
	for i, d := range ds {
		s[i] = d.String()
	}
	return strings.Join(s, ", ")
}

func outList(ds []nd.DType) string {
	if len(ds) == 1 {
		return ds[0].String()
	}
	return "(" + dtypeList(ds) + ")"
}

// identityOf names f for the GPU registry (see Identity).
func identityOf(f any, dts ...nd.DType) Identity {
	name := "?"
	if fn := runtime.FuncForPC(reflect.ValueOf(f).Pointer()); fn != nil {
		name = fn.Name()
	}
	names := make([]string, len(dts))
	for i, d := range dts {
		names[i] = d.String()
	}
	return abi.InstanceName(name, names)
}

// elemAt is the element at byte offset i*step from p.
func elemAt[T nd.Elem](p unsafe.Pointer, i, step int) *T { return (*T)(unsafe.Add(p, i*step)) }

// Loop1 makes the loop of a one-input function, e.g. kern.Loop1(Sqrt[float32]).
func Loop1[A, R nd.Elem](f func(A) R) Loop {
	return Loop{
		src: registry.CoreDir(f), ID: identityOf(f, nd.DTypeOf[A](), nd.DTypeOf[R]()), In: []nd.DType{nd.DTypeOf[A]()}, Out: []nd.DType{nd.DTypeOf[R]()},
		Run: func(n int, p []unsafe.Pointer, s []int) {
			if s[0] == elemSize[A]() && s[1] == elemSize[R]() {
				a, r := unsafe.Slice((*A)(p[0]), n), unsafe.Slice((*R)(p[1]), n)
				for i := range r {
					r[i] = f(a[i])
				}
				return
			}
			for i := range n {
				*elemAt[R](p[1], i, s[1]) = f(*elemAt[A](p[0], i, s[0]))
			}
		},
	}
}

// Loop2 makes the loop of a two-input function. When the three types are
// one, the loop also has a Fold for Reduce.
func Loop2[A, B, R nd.Elem](f func(A, B) R) Loop {
	l := Loop{
		src: registry.CoreDir(f), ID: identityOf(f, nd.DTypeOf[A](), nd.DTypeOf[B](), nd.DTypeOf[R]()), In: []nd.DType{nd.DTypeOf[A](), nd.DTypeOf[B]()}, Out: []nd.DType{nd.DTypeOf[R]()},
		Run: func(n int, p []unsafe.Pointer, s []int) {
			if s[0] == elemSize[A]() && s[1] == elemSize[B]() && s[2] == elemSize[R]() {
				a, b, r := unsafe.Slice((*A)(p[0]), n), unsafe.Slice((*B)(p[1]), n), unsafe.Slice((*R)(p[2]), n)
				for i := range r {
					r[i] = f(a[i], b[i])
				}
				return
			}
			for i := range n {
				*elemAt[R](p[2], i, s[2]) = f(*elemAt[A](p[0], i, s[0]), *elemAt[B](p[1], i, s[1]))
			}
		},
	}
	if g, ok := any(f).(func(R, R) R); ok && nd.DTypeOf[A]() == nd.DTypeOf[R]() && nd.DTypeOf[B]() == nd.DTypeOf[R]() {
		l.Fold = func(acc unsafe.Pointer, n int, x unsafe.Pointer, step int) {
			v := *(*R)(acc)
			if step == elemSize[R]() {
				for _, e := range unsafe.Slice((*R)(x), n) {
					v = g(v, e)
				}
			} else {
				for i := range n {
					v = g(v, *elemAt[R](x, i, step))
				}
			}
			*(*R)(acc) = v
		}
	}
	return l
}

// Loop3 makes the loop of a three-input function, e.g.
// kern.Loop3(Discriminant[float32]).
func Loop3[A, B, C, R nd.Elem](f func(A, B, C) R) Loop {
	return Loop{
		src: registry.CoreDir(f), ID: identityOf(f, nd.DTypeOf[A](), nd.DTypeOf[B](), nd.DTypeOf[C](), nd.DTypeOf[R]()),
		In: []nd.DType{nd.DTypeOf[A](), nd.DTypeOf[B](), nd.DTypeOf[C]()}, Out: []nd.DType{nd.DTypeOf[R]()},
		Run: func(n int, p []unsafe.Pointer, s []int) {
			if s[0] == elemSize[A]() && s[1] == elemSize[B]() && s[2] == elemSize[C]() && s[3] == elemSize[R]() {
				a, b, c := unsafe.Slice((*A)(p[0]), n), unsafe.Slice((*B)(p[1]), n), unsafe.Slice((*C)(p[2]), n)
				r := unsafe.Slice((*R)(p[3]), n)
				for i := range r {
					r[i] = f(a[i], b[i], c[i])
				}
				return
			}
			for i := range n {
				*elemAt[R](p[3], i, s[3]) = f(*elemAt[A](p[0], i, s[0]), *elemAt[B](p[1], i, s[1]), *elemAt[C](p[2], i, s[2]))
			}
		},
	}
}

// Loop4 makes the loop of a four-input function.
func Loop4[A, B, C, D, R nd.Elem](f func(A, B, C, D) R) Loop {
	return Loop{
		src: registry.CoreDir(f), ID: identityOf(f, nd.DTypeOf[A](), nd.DTypeOf[B](), nd.DTypeOf[C](), nd.DTypeOf[D](), nd.DTypeOf[R]()),
		In: []nd.DType{nd.DTypeOf[A](), nd.DTypeOf[B](), nd.DTypeOf[C](), nd.DTypeOf[D]()}, Out: []nd.DType{nd.DTypeOf[R]()},
		Run: func(n int, p []unsafe.Pointer, s []int) {
			for i := range n {
				*elemAt[R](p[4], i, s[4]) = f(*elemAt[A](p[0], i, s[0]), *elemAt[B](p[1], i, s[1]),
					*elemAt[C](p[2], i, s[2]), *elemAt[D](p[3], i, s[3]))
			}
		},
	}
}

// Loop5 makes the loop of a five-input function.
func Loop5[A, B, C, D, E, R nd.Elem](f func(A, B, C, D, E) R) Loop {
	return Loop{
		src: registry.CoreDir(f), ID: identityOf(f, nd.DTypeOf[A](), nd.DTypeOf[B](), nd.DTypeOf[C](), nd.DTypeOf[D](), nd.DTypeOf[E](), nd.DTypeOf[R]()),
		In: []nd.DType{nd.DTypeOf[A](), nd.DTypeOf[B](), nd.DTypeOf[C](), nd.DTypeOf[D](), nd.DTypeOf[E]()}, Out: []nd.DType{nd.DTypeOf[R]()},
		Run: func(n int, p []unsafe.Pointer, s []int) {
			for i := range n {
				*elemAt[R](p[5], i, s[5]) = f(*elemAt[A](p[0], i, s[0]), *elemAt[B](p[1], i, s[1]),
					*elemAt[C](p[2], i, s[2]), *elemAt[D](p[3], i, s[3]), *elemAt[E](p[4], i, s[4]))
			}
		},
	}
}

// Loop6 makes the loop of a six-input function.
func Loop6[A, B, C, D, E, F, R nd.Elem](f func(A, B, C, D, E, F) R) Loop {
	return Loop{
		src: registry.CoreDir(f), ID: identityOf(f, nd.DTypeOf[A](), nd.DTypeOf[B](), nd.DTypeOf[C](), nd.DTypeOf[D](), nd.DTypeOf[E](), nd.DTypeOf[F](), nd.DTypeOf[R]()),
		In:  []nd.DType{nd.DTypeOf[A](), nd.DTypeOf[B](), nd.DTypeOf[C](), nd.DTypeOf[D](), nd.DTypeOf[E](), nd.DTypeOf[F]()},
		Out: []nd.DType{nd.DTypeOf[R]()},
		Run: func(n int, p []unsafe.Pointer, s []int) {
			for i := range n {
				*elemAt[R](p[6], i, s[6]) = f(*elemAt[A](p[0], i, s[0]), *elemAt[B](p[1], i, s[1]),
					*elemAt[C](p[2], i, s[2]), *elemAt[D](p[3], i, s[3]), *elemAt[E](p[4], i, s[4]), *elemAt[F](p[5], i, s[5]))
			}
		},
	}
}

// Loop7 makes the loop of a seven-input function.
func Loop7[A, B, C, D, E, F, G, R nd.Elem](f func(A, B, C, D, E, F, G) R) Loop {
	return Loop{
		src: registry.CoreDir(f), ID: identityOf(f, nd.DTypeOf[A](), nd.DTypeOf[B](), nd.DTypeOf[C](), nd.DTypeOf[D](), nd.DTypeOf[E](), nd.DTypeOf[F](),
			nd.DTypeOf[G](), nd.DTypeOf[R]()),
		In: []nd.DType{nd.DTypeOf[A](), nd.DTypeOf[B](), nd.DTypeOf[C](), nd.DTypeOf[D](), nd.DTypeOf[E](), nd.DTypeOf[F](),
			nd.DTypeOf[G]()},
		Out: []nd.DType{nd.DTypeOf[R]()},
		Run: func(n int, p []unsafe.Pointer, s []int) {
			for i := range n {
				*elemAt[R](p[7], i, s[7]) = f(*elemAt[A](p[0], i, s[0]), *elemAt[B](p[1], i, s[1]),
					*elemAt[C](p[2], i, s[2]), *elemAt[D](p[3], i, s[3]), *elemAt[E](p[4], i, s[4]), *elemAt[F](p[5], i, s[5]),
					*elemAt[G](p[6], i, s[6]))
			}
		},
	}
}

// Loop8 makes the loop of an eight-input function. Wider cores can build
// a Loop by hand: kern gen's code replaces Run by its ID.
func Loop8[A, B, C, D, E, F, G, H, R nd.Elem](f func(A, B, C, D, E, F, G, H) R) Loop {
	return Loop{
		src: registry.CoreDir(f), ID: identityOf(f, nd.DTypeOf[A](), nd.DTypeOf[B](), nd.DTypeOf[C](), nd.DTypeOf[D](), nd.DTypeOf[E](), nd.DTypeOf[F](),
			nd.DTypeOf[G](), nd.DTypeOf[H](), nd.DTypeOf[R]()),
		In: []nd.DType{nd.DTypeOf[A](), nd.DTypeOf[B](), nd.DTypeOf[C](), nd.DTypeOf[D](), nd.DTypeOf[E](), nd.DTypeOf[F](),
			nd.DTypeOf[G](), nd.DTypeOf[H]()},
		Out: []nd.DType{nd.DTypeOf[R]()},
		Run: func(n int, p []unsafe.Pointer, s []int) {
			for i := range n {
				*elemAt[R](p[8], i, s[8]) = f(*elemAt[A](p[0], i, s[0]), *elemAt[B](p[1], i, s[1]),
					*elemAt[C](p[2], i, s[2]), *elemAt[D](p[3], i, s[3]), *elemAt[E](p[4], i, s[4]), *elemAt[F](p[5], i, s[5]),
					*elemAt[G](p[6], i, s[6]), *elemAt[H](p[7], i, s[7]))
			}
		},
	}
}

// Loop2x2 makes the loop of a function with two inputs and two outputs,
// e.g. func DivMod(a, b int64) (q, r int64).
func Loop2x2[A, B, R, S nd.Elem](f func(A, B) (R, S)) Loop {
	return Loop{
		src: registry.CoreDir(f), ID: identityOf(f, nd.DTypeOf[A](), nd.DTypeOf[B](), nd.DTypeOf[R](), nd.DTypeOf[S]()),
		In: []nd.DType{nd.DTypeOf[A](), nd.DTypeOf[B]()}, Out: []nd.DType{nd.DTypeOf[R](), nd.DTypeOf[S]()},
		Run: func(n int, p []unsafe.Pointer, s []int) {
			for i := range n {
				*elemAt[R](p[2], i, s[2]), *elemAt[S](p[3], i, s[3]) = f(*elemAt[A](p[0], i, s[0]), *elemAt[B](p[1], i, s[1]))
			}
		},
	}
}

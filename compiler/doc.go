// Package compiler is kern's GPU compiler front end: it loads Go packages,
// finds the functions marked with //kern: directives, and lowers each
// marked function, with every function it calls, to kern's IR
// (compiler/ir), which the passes and the PTX and AMDGPU backends consume.
//
// # Use
//
// Loading runs the go command and type-checks, so it is slow and done once;
// compiling a Job from the loaded Program is fast (well under a
// millisecond per kernel, see BenchmarkCompile):
//
//	prog, err := compiler.Load(dir, "./...")
//	for _, job := range prog.Jobs(compiler.Options{}) {
//		mod, diags := compiler.Compile(prog, job)
//		...
//	}
//
// A Job (package, function, type arguments, Options) is a comparable value
// meant to key a cache of compiled code. CompilePackage compiles every
// marked function of a package into one module and reports every problem
// of the package in one run; `kern ir` prints its result.
//
// # Directives
//
//	//kern:vectorize                      scalars in, one scalar out: a ufunc core (ir.Device)
//	//kern:guvectorize (m,n),(n,p)->(m,p) a generalized ufunc core; outputs are the last parameters (ir.Device)
//	//kern:kernel                         func(t *kern.Thread, ...) with no results (ir.Kernel)
//	//kern:reduce                         func(T, T) T (ir.Device)
//
// //kern:kernel takes launch bounds, maxthreads=N (1 to 1024) and
// maxregs=R (16 to 255), recorded in Marked and on the kernel's
// ir.Function (MaxThreads, MaxRegs) for the backends; "//" ends them.
//
// A generic marked function is compiled once per element of the product of
// its type parameters' type sets, which must be finite unions of basic
// types and kern.Float16 / kern.BFloat16 (float32 | float64, kern.Float,
// kern.Number, kern.Half, kern.MMAInput, ...). Instances are named
// "pkg/path.Func[float32]" (several arguments: "Func[float32,int64]"; the
// 16-bit types as "Func[kern.Float16]", whichever name the source used).
//
// # Lowering conventions
//
// Go's int and uint are i64 and u64. A kernel's []T parameter is an IR
// slice{ptr<global T>, len, cap} and a kern.ArrayN[T] parameter is
// ir.ViewType(T, n, global); the *kern.Thread parameter is not an IR
// parameter (its methods are special registers, barriers and so on).
// Device functions take pointers in the generic space: calls cast. The
// functions of package math that are not exact hardware operations (Exp,
// Log, Pow, Sin, Gamma, Erf, ...) are compiled from Go's own pure-Go
// source, with the "if haveArchX { return archX(x) }" assembly dispatch
// bypassed, and their coefficient tables become const-space ir.Globals, so
// the GPU computes exactly what Go's portable code computes. Go's math.Pow
// recurses once; package math alone may recurse, to a bounded depth.
//
// Index bounds are not checked unless Options.Debug is set, which checks
// every slice, array and view access, integer division and signed shift
// count, trapping (ir.OpTrap) with the source position.
//
// # Diagnostics
//
// Everything outside kernel Go is reported as
//
//	file:line:col: KIND NAME: message (Kxxx)
//
// with a stable code from the table in errcodes.go (Codes, and the
// generated docs/errors.md). An internal error is reported as K999 rather
// than a panic.
//
// kern.Shared[A](t) is one block-shared array per declaration, as CUDA's
// static __shared__: it lowers to an ir.OpShared in the entry block of the
// kernel or device function that calls it (K030 elsewhere, and for two
// on one line, which the CPU targets could not tell apart). A device
// function that declares one is inlined into its callers whatever its
// size, each declaration's copies becoming one array of the kernel's
// (passes.Inline), and a kernel's arrays, its device functions' included,
// may take 48 KiB.
//
// kern.DynShared[T](t) lowers to the slice {dynshared, n, n} with n the
// launch's dynamic shared bytes (ir.DynSharedBytes) over sizeof(T); it may
// be called anywhere in kernel code.
//
// Known limits: writes to package-level
// variables made by host code (outside the package initialiser) are not
// detected, so a kernel reading such a variable sees its initial value.
package compiler

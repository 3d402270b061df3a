package ssagen

// Code is a stable diagnostic code (K001…). The table that documents each
// code with an example lives in package compiler (errcodes.go); these
// constants are the only place the front end spells them.
type Code string

// Diagnostic codes. Never renumber: users search for them.
const (
	CodeMap          Code = "K001" // maps
	CodeString       Code = "K002" // strings
	CodeInterface    Code = "K003" // interfaces (any, error, method sets, type assertions)
	CodeClosure      Code = "K004" // closures that capture variables, function values
	CodeGo           Code = "K005" // go statements
	CodeChan         Code = "K006" // channels
	CodeSelect       Code = "K007" // select
	CodeDefer        Code = "K008" // defer
	CodeRecover      Code = "K009" // recover
	CodeAlloc        Code = "K010" // make, new, append, escaping composite literals or variables
	CodePointer      Code = "K011" // pointers other than &x[i] passed to an atomic
	CodeRecursion    Code = "K012" // recursion
	CodeForeignCall  Code = "K013" // calls into packages other than math, math/bits, math/cmplx, half and kern
	CodeGlobalWrite  Code = "K014" // writes to package-level variables
	CodeGlobalRead   Code = "K015" // package-level variables that are not constant-initialised arrays or scalars, or that code writes
	CodeType         Code = "K016" // types the GPU has no representation for (unsafe.Pointer)
	CodeVectorize    Code = "K020" // vectorize signature
	CodeGUVectorize  Code = "K021" // guvectorize layout/signature mismatch
	CodeLayoutSyntax Code = "K022" // guvectorize layout syntax
	CodeKernelThread Code = "K023" // kernel without *kern.Thread first
	CodeKernelResult Code = "K024" // kernel with results
	CodeReduce       Code = "K025" // reduce not func(T, T) T
	CodeConstraint   Code = "K026" // generic constraint that is not a finite union of basic and 16-bit float types (and, for a kernel, its package's records)
	CodeDirective    Code = "K027" // unknown or misplaced directive
	CodeInstances    Code = "K028" // generic instances whose operands have the same dtypes
	CodeShared       Code = "K030" // kern.Shared outside its function's entry block, two on a line, or over 48 KiB
	CodeBarrierScope Code = "K031" // non-constant Barrier scope
	CodeAtomicPtr    Code = "K032" // atomic pointer operand not &a[i]
	CodeKernAPI      Code = "K033" // kern API not usable in kernel code; a vector access of another size than 8 or 16 bytes; a non-constant or invalid shuffle width; a kern.CopyAsync or WaitAsync kern gen can see is wrong
	CodeThread       Code = "K034" // *kern.Thread used other than as a method receiver or argument
	CodeDynCall      Code = "K035" // call through a function value
	CodeUnsupported  Code = "K036" // other unsupported Go construct
	CodeParamType    Code = "K038" // parameter or result type not allowed for this kind of function
	CodePrint        Code = "K039" // kern.Printf with a non-constant format or an argument it cannot print
	CodeLaunchBounds Code = "K040" // a malformed or out-of-range //kern:kernel maxthreads= or maxregs=
	CodeHalf         Code = "K041" // Go operators and conversions on half's bit-pattern types (pairs too), untyped constants given to 16-bit arithmetic; FP8 arithmetic and numeric conversions; pairs in signatures
	CodeMMA          Code = "K042" // tensor-core fragments stored in memory or passed to a kernel; a non-constant MMA layout; MMA of A and B of different types (but FP8's e4m3×e5m2, int8×uint8) or into an accumulator they do not take; MMA on a target without tensor cores (FP8: below sm_89, AMD; tf32: RDNA3); a With result unused; a constant element index out of range (everywhere, or on a 64-lane processor generated for: internal/gen)
	CodeKernelArity  Code = "K043" // a kernel with more parameters after the thread than NewKernel1 … NewKernel8 take
	CodeInternal     Code = "K999" // internal compiler error
)

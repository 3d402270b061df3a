// Package difffuzz is kern's differential fuzzer: it generates random
// kernel Go from a seed, compiles a batch of it with kern gen's pipeline,
// and compares every target with plain Go.
//
// Generate draws an Instance: a //kern:vectorize core, or a //kern:kernel
// around a generated element function. Cores range over the accepted
// language (docs/design.md, "Kernel Go"): every integer width, both float
// widths and bool, conversions between them (float→int beyond range
// included), arithmetic that wraps, division (by a nonzero divisor: Go
// panics where a GPU gives -1), shifts by counts past the width, branches,
// switch with fallthrough, loops with labelled break and continue, local
// arrays, structs, package-level tables, device functions with several
// results, generics over finite unions, min and max, and some 60 math and
// math/bits functions. Kernels take one of a dozen templates: guarded and
// grid-stride maps, shared-memory tree reductions, neighbour exchanges and
// barrier rounds (threads past n returning before the barrier), ShflXor
// and ShflXorWidth butterflies, ShflDown reductions, ShflUp scans and Shfl broadcasts,
// global and shared-memory integer atomics, dynamic shared memory, 2-D
// grids over strided and transposed kern.Array2 views, and a shared-memory
// tile transpose. Each is written so that its result does not depend on
// thread scheduling (atomics only as commutative integer operations), and
// comes with a sequential simulation in plain Go as its reference; a
// vectorize core's reference is the core called in a plain loop.
//
// A batch is a package main in a scratch module that requires kern through
// a replace directive pointing at this checkout (Module). RunBatch renders
// it, runs gen.Generate once (SIMD loops forced wherever compiler/amd64
// builds them, so that the AVX2 path runs for every core it can take),
// builds the program and runs it: package harness calls every instance on
// cpu, parallel, sim and fresh emulated CUDA and ROC devices, at lengths 0
// to 4099 (and one large length), in every operand form — contiguous, Go
// slices, out=, a broadcast scalar, 2-D broadcasting, strided and reversed
// views, in place, device arrays and device views, host arrays streamed in
// chunks, a stream — and again on the CPU targets with
// GODEBUG=cpu.avx2=off (and, where the CPU has AVX-512, whose loops the
// first run takes, with GODEBUG=cpu.avx512f=off: the AVX2 loops). Results must equal the reference bit for bit (a
// NaN equals any NaN: where two NaNs meet the payload is unspecified; the
// generated code canonicalizes a NaN before math.Float64bits, Float32bits,
// Signbit and Copysign's sign show its bits). GPU
// results are compared with a twin of the reference over a copy of package
// math without its assembly (the scratch module's pmath), since GPU code
// runs Go's portable math where amd64 Go runs assembly for Exp, Log and
// others: so GPU results are checked exactly too, not within ULP bounds.
//
// Findings are mismatches, errors a call returned, crashes and hangs of
// the program (blamed on the case that was running), programs kern gen
// rejected (a generator bug unless kern's), and modules an emulated device
// cannot load (checked before the run, since one instance's code would
// fail the whole batch on that device; such instances run again without
// it). KnownBugs lists bugs fixed on other branches; Minimize reduces a
// finding's instance — dropping helpers, operands and statements, splicing
// blocks, replacing expressions by an operand or a zero — while the
// finding persists, and Reproducer prints the result as a Go file.
//
// # Tests
//
// TestFixedSeeds, part of go test ./..., runs a fixed batch of instances
// (fewer, at fewer lengths, with -short). TestKnownFailing keeps the seeds
// that show known bugs, skipped with the bug's name (DIFFFUZZ_KNOWN=1 runs
// them).
//
// The long mode generates as many instances as asked, in packages of
// -fuzz.batch, and minimizes every new finding into a reproducer:
//
//	go test ./internal/testing/difffuzz -run TestFuzzLong -timeout 0 -fuzz.n=2000 [-fuzz.seed=S] [-fuzz.out=DIR] [-v]
//
// -fuzz.seeds=S,... reruns given seeds, -fuzz.targets narrows the targets,
// -fuzz.big sets the large length (70001), -fuzz.minimize the time spent
// on each new finding (0: none), -fuzz.dir keeps the scratch module, and
// -fuzz.devices links the programs against another kern checkout's runtime
// and emulated devices (kern gen still runs from this one: to see whether
// a fix elsewhere removes a finding).
package difffuzz

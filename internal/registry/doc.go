// Package registry holds the process's generated code: the packages that
// kern gen's files register at init, found by a function's identity in
// either spelling of a main package ("main.F" in a program,
// "example.com/app.F" in its test binary). Before a function's generated
// code first runs, Stale compares the fingerprint kern gen recorded with
// the package's current source; when the JIT is on (KERN_JIT, or a
// linked compiler), WithJIT replaces stale or missing code with a
// compilation made at run time.
//
// The root package wraps a Registry as kern.Registry and asks it for the
// code of every loop and kernel at its first use.
package registry

// Package harness is the runtime of the programs that package difffuzz
// generates: each program registers its vectorize and kernel instances
// (Vec, Kernel) with Main, which runs them on every target in every
// operand form at several lengths and prints a JSON Result for each
// result that differs from the plain-Go reference (the instance called in
// a loop, or a kernel's sequential simulation) bit for bit, NaN matching
// NaN. GPU targets are compared with the reference built over the
// portable math package, since GPU code runs Go's portable math where
// amd64 Go runs assembly.
package harness

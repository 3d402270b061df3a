// Package hostmath holds Go-source twins of the math functions that Go's
// amd64 build runs as assembly, written step for step as that assembly
// computes them, so that kern gen's SIMD loops (which compile Go source)
// give the Go loop's bits. kern gen compiles Sources with the kern front
// end; the package's tests run the same code natively against package
// math.
//
// Exp is the twin of exp_amd64.s on CPUs with FMA, Log that of
// log_amd64.s, Hypot that of hypot_amd64.s. math.Max and math.Min need
// none: their assembly (dim_amd64.s) and Go source agree bit for bit.
package hostmath

import _ "embed"

// Sources are the Go source files of the twins, for the kern front end.
var Sources = map[string][]byte{"exp.go": expSource, "log.go": logSource, "hypot.go": hypotSource}

var (
	//go:embed exp.go
	expSource []byte
	//go:embed log.go
	logSource []byte
	//go:embed hypot.go
	hypotSource []byte
)

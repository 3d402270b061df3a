package gputest

import "github.com/kernlab/kern"

// The print kernels of the suite: kern.Printf on every target gives the
// same lines (emulated_print_test.go).

// PrintThreads prints one line per thread i < len(v) with v[i] in several
// types and verbs, and a constant string.
//
//kern:kernel
func PrintThreads(t *kern.Thread, v []int32) {
	i := t.Grid1()
	if i >= len(v) {
		return
	}
	x := v[i]
	kern.Printf(t, "thread %d: %s x=%d hex=%#x f=%.3f g=%g ok=%t\n", i, "const", x, uint32(x), float32(x)/4, float64(x)*1.5, x%2 == 0)
	kern.Printf(t, "second %v %c %5d|%-6.2f|\n", int64(x)*-3, rune('a'+x), int16(x), float64(x)/3)
}

// PrintVerbs prints x as every supported Go type with every verb that
// applies, one line per Printf.
//
//kern:kernel
func PrintVerbs(t *kern.Thread, x int64, f float64) {
	if t.Grid1() != 0 {
		return
	}
	kern.Printf(t, "int %d %v %x %X %o %b %5d %-5d| %+d %c\n", int(x), int(x), int(x), int(x), int(x), int(x), int(x), int(x), int(x), int(x)+65)
	kern.Printf(t, "int8 %d %v %x|int16 %d %x|int32 %d %x %q\n", int8(x), int8(x), int8(x), int16(x), int16(x), int32(x), int32(x), int32(x)+65)
	kern.Printf(t, "int64 %d %v %x %08d\n", x, x, x, x)
	kern.Printf(t, "uint %d %v %x|uint8 %d %x|uint16 %d %x\n", uint(x), uint(x), uint(x), uint8(x), uint8(x), uint16(x), uint16(x))
	kern.Printf(t, "uint32 %d %x %X|uint64 %d %x %v|uintptr %d %x\n", uint32(x), uint32(x), uint32(x), uint64(x), uint64(x), uint64(x), uintptr(x), uintptr(x))
	kern.Printf(t, "float32 %f %.2f %e %E %g %G %v %8.3f|%-8.1e|\n", float32(f), float32(f), float32(f), float32(f), float32(f), float32(f), float32(f), float32(f), float32(f))
	kern.Printf(t, "float64 %f %.2f %e %E %g %G %v %8.3f|%-8.1e| %x\n", f, f, f, f, f, f, f, f, f, f)
	kern.Printf(t, "bool %t %v %t|string %s %q %8s|%-4s| %v%%\n", x > 0, x < 0, f != 0, "s", "q", "right", "l", "v")
	kern.Printf(t, "no args\n")
}

// PrintMany prints n lines from every thread: more than the print buffer
// holds when n is large.
//
//kern:kernel
func PrintMany(t *kern.Thread, n int) {
	for k := 0; k < n; k++ {
		kern.Printf(t, "%d %d\n", t.Grid1(), k)
	}
}

// PrintWide prints n records of 56 bytes from every thread: the buffer's
// data area is not a multiple of that, so the last record that does not
// fit starts inside it.
//
//kern:kernel
func PrintWide(t *kern.Thread, n int) {
	for k := 0; k < n; k++ {
		kern.Printf(t, "%d %d %d\n", t.Grid1(), k, int8(k))
	}
}

// PrintHalf prints reduced-precision values with several verbs: each
// prints as fmt prints the value of package half's type on the host.
//
//kern:kernel
func PrintHalf(t *kern.Thread, h []kern.Float16, b []kern.BFloat16, e []kern.Float8E4M3, f []kern.Float8E5M2) {
	if t.Grid1() != 0 {
		return
	}
	for i := range h {
		kern.Printf(t, "f16 %v %.3f %g %8.2e|bf16 %v %.2f|e4m3 %v %5.1f|e5m2 %v %g\n", h[i], h[i], h[i], h[i], b[i], b[i], e[i], e[i], f[i], f[i])
	}
}

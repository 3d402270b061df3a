package compiler_test

import (
	"testing"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/compiler/passes"
)

const roundedSrc = `package k

type Celsius float32

//kern:vectorize
func Plain(x, y, z float64) float64 { return x*y + z }

//kern:vectorize
func Stored(x, y, z float64) float64 {
	t := x * y
	return t + z
}

//kern:vectorize
func Conv(x, y, z float64) float64 { return float64(x*y) + z }

//kern:vectorize
func Paren(x, y, z float64) float64 { return float64((x * y)) - z }

//kern:vectorize
func ConvStored(x, y, z float64) float64 {
	t := float64(x * y)
	return z - t
}

//kern:vectorize
func Named(x, y Celsius, z float32) float32 { return float32(Celsius(x*y) + Celsius(z)) }

//kern:vectorize
func Generic[T float32 | float64](x, y, z T) T { return T(x*y) + z }
`

// An explicit conversion rounds its operand, so the Go specification
// forbids fusing a converted product into a multiply-add: float64(x*y) + z
// must round x*y, though go/ssa drops the conversion. x*y + z, and a
// product stored in a variable first, may be fused.
func TestConvertedProductsAreNotContracted(t *testing.T) {
	mod, diags := compileSource(t, roundedSrc, compiler.Options{})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	if err := passes.Run(mod, passes.GPU(true), true); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]int{
		"Plain": 1, "Stored": 1, "Conv": 0, "Paren": 0, "ConvStored": 0, "Named": 0,
		"Generic[float32]": 0, "Generic[float64]": 0,
	} {
		f := mod.Func("example.com/k." + name)
		if f == nil {
			t.Errorf("no function %s", name)
			continue
		}
		n := 0
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				if in.Op == ir.OpMath && ir.MathFn(in.AuxInt) == ir.MathFMA {
					n++
				}
			}
		}
		if n != want {
			t.Errorf("%s has %d fma, want %d:\n%s", name, n, want, f)
		}
	}
}

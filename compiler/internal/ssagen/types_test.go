package ssagen

import (
	"go/constant"
	"go/types"
	"math"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

func TestType(t *testing.T) {
	f32 := types.Typ[types.Float32]
	point := types.NewNamed(types.NewTypeName(0, nil, "Point", nil),
		types.NewStruct([]*types.Var{types.NewField(0, nil, "X", types.Typ[types.Int], false), types.NewField(0, nil, "Y", f32, false)}, nil), nil)
	for _, c := range []struct {
		in   types.Type
		want string
		code Code
	}{
		{types.Typ[types.Int], "i64", ""},
		{types.Typ[types.Uint], "u64", ""},
		{types.Typ[types.Uintptr], "u64", ""},
		{types.Typ[types.Int8], "i8", ""},
		{types.Typ[types.Bool], "bool", ""},
		{types.NewArray(f32, 8), "[8]f32", ""},
		{types.NewSlice(f32), "slice{ptr ptr<global f32>, len i64, cap i64}", ""},
		{types.NewPointer(f32), "ptr<global f32>", ""},
		{point, "Point{X i64, Y f32}", ""},
		{types.Typ[types.String], "", CodeString},
		{types.Typ[types.Complex128], "complex128{re f64, im f64}", ""},
		{types.Typ[types.Complex64], "complex64{re f32, im f32}", ""},
		{types.Typ[types.UnsafePointer], "", CodeType},
		{types.NewMap(f32, f32), "", CodeMap},
		{types.NewChan(types.SendRecv, f32), "", CodeChan},
		{types.NewInterfaceType(nil, nil), "", CodeInterface},
		{types.NewSignatureType(nil, nil, nil, nil, nil, false), "", CodeDynCall},
	} {
		got, err := Type(c.in, ir.SpaceGlobal)
		if c.code != "" {
			te, ok := err.(*typeError)
			if !ok || te.code != c.code {
				t.Errorf("Type(%s) error %v, want code %s", c.in, err, c.code)
			}
			continue
		}
		if err != nil || got.String() != c.want {
			t.Errorf("Type(%s) = %v, %v; want %s", c.in, got, err, c.want)
		}
	}
}

func TestConstOf(t *testing.T) {
	for _, c := range []struct {
		t    *ir.Basic
		v    constant.Value
		bits uint64
	}{
		{ir.Typ[ir.Int8], constant.MakeInt64(-1), 0xff},
		{ir.Typ[ir.Int64], constant.MakeInt64(math.MinInt64), 1 << 63},
		{ir.Typ[ir.Uint64], constant.MakeUint64(math.MaxUint64), math.MaxUint64},
		{ir.Typ[ir.Uint16], constant.MakeInt64(65535), 65535},
		{ir.Typ[ir.Float32], constant.MakeFloat64(1.5), uint64(math.Float32bits(1.5))},
		{ir.Typ[ir.Float64], constant.MakeInt64(3), math.Float64bits(3)},
		{ir.Typ[ir.Bool], constant.MakeBool(true), 1},
	} {
		if got := constOf(c.t, c.v); got.Bits != c.bits || got.Typ != c.t {
			t.Errorf("constOf(%s, %v) = %#x %s, want %#x", c.t, c.v, got.Bits, got.Typ, c.bits)
		}
	}
}

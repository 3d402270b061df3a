// Package ir is kern's kernel IR: target-neutral typed SSA with explicit
// address spaces, shared by the front end (compiler/internal/ssagen), the
// passes (compiler/passes), the reference interpreter (compiler/interp) and
// the backends (compiler/ptx, compiler/amdgpu).
//
// # Types
//
// Scalars are the Basic types bool, i8…i64, u8…u64, f32, f64 (Go's int and
// uint are i64 and u64). Pointers carry an address space (generic, global,
// shared, local, param, const). Go arrays are Array values and Go structs are
// Struct values, passed by value. A Go slice lowers to the struct
// slice{ptr, len, cap} and a kern.ArrayN view to arrayN{ptr, shape..., strides...}
// (strides in elements); see SliceType and ViewType.
//
// # Instructions
//
// Every instruction is an *Instr with an Op; ops.go documents the printed
// form and the Go semantics of each. A function is a list of basic blocks in
// SSA form: phis first, one terminator last. Multiple results of a call are a
// "results" struct taken apart with extract.
//
// A function prints as:
//
//	device example.Disc[float32](%a f32, %b f32, %c f32) f32
//	0: entry
//		t0 = mul f32 %b, %b
//		t1 = mul f32 4:f32, %a
//		t2 = mul f32 t1, %c
//		t3 = sub f32 t0, t2
//		t4 = convert f64 t3
//		t5 = math.sqrt f64 t4
//		t6 = convert f32 t5
//		return t6
//
// # Kernel parameter ABI
//
// A kernel's parameters are flattened with Leaves: every scalar or pointer
// leaf of every parameter becomes one launch parameter, in order, with its
// natural size and alignment. A []T is therefore (ptr, len, cap) and an
// Array2[T] is (ptr, shape0, shape1, stride0, stride1).
package ir

package amdgpu

import (
	"fmt"
	"math/bits"

	"github.com/kernlab/kern/compiler/ir"
)

// pointee is the element type and LLVM address space of a pointer value.
func pointee(v ir.Value) (ir.Type, int, error) {
	if v == nil {
		return nil, 0, fmt.Errorf("%w: nil operand", ErrBadIR)
	}
	p, ok := v.Type().(*ir.Pointer)
	if !ok {
		return nil, 0, fmt.Errorf("%w: operand %s has type %v, want a pointer", ErrBadIR, v.Name(), v.Type())
	}
	as, err := addrSpace(p.Space)
	return p.Elem, as, err
}

// index is an integer operand widened to i64 by its signedness.
func (e *fn) index(v ir.Value) (string, error) {
	b, err := basicOf(v)
	if err != nil {
		return "", err
	}
	if !b.IsInteger() {
		return "", fmt.Errorf("%w: index of type %v", ErrBadIR, b)
	}
	s, err := e.val(v)
	if err != nil {
		return "", err
	}
	if b.Bits() == 64 {
		return s, nil
	}
	t, _ := basicType(b)
	op := "zext"
	if b.IsSigned() {
		op = "sext"
	}
	return e.def("%s %s %s to i64", op, t, s), nil
}

func (e *fn) memory(in *ir.Instr) error {
	name := e.names[in]
	switch in.Op {
	case ir.OpAlloca:
		t, ok := in.Aux.(ir.Type)
		if !ok {
			return fmt.Errorf("%w: alloca without a type", ErrBadIR)
		}
		// Static allocas live in the entry block (where LLVM promotes them
		// to registers); the zeroing happens where the IR allocates, as
		// go/ssa's Alloc zeroes its variable.
		e.entry = append(e.entry, fmt.Sprintf("%s = alloca [%d x i8], align %d, addrspace(5)", name, t.Size(), max(t.Align(), 16)))
		if t.Size() > 0 {
			e.mod.declare("llvm.memset.p5.i64", "declare void @llvm.memset.p5.i64(ptr addrspace(5) nocapture writeonly, i8, i64, i1 immarg)")
			e.emit("call void @llvm.memset.p5.i64(ptr addrspace(5) align %d %s, i8 0, i64 %d, i1 false)", max(t.Align(), 4), name, t.Size())
		}
	case ir.OpShared:
		t, ok := in.Aux.(ir.Type)
		if !ok {
			return fmt.Errorf("%w: shared without a type", ErrBadIR)
		}
		// A device function's (a module the passes did not inline, as
		// kern gen's do) is a module LDS variable too, which LLVM
		// allocates in each kernel that calls the function.
		g := globalName(fmt.Sprintf("%s.shared.%d", e.f.Name, in.AuxInt))
		// 16 bytes, as the PTX declares them: kern.LoadVec and StoreVec
		// promise 16-byte vectors at a shared array's start.
		e.mod.lds = append(e.mod.lds, fmt.Sprintf("%s = internal addrspace(3) global [%d x i8] undef, align %d\n", g, t.Size(), max(t.Align(), 16)))
		e.set(in, g)
	case ir.OpDynShared:
		e.mod.dynLDS = true
		e.set(in, "@"+dynSharedName)
	case ir.OpLoad:
		elem, as, err := pointee(in.Args[0])
		if err != nil {
			return err
		}
		if !ir.Identical(elem, in.Typ) {
			return fmt.Errorf("%w: load of %v through %v", ErrBadIR, in.Typ, in.Args[0].Type())
		}
		p, err := e.val(in.Args[0])
		if err != nil {
			return err
		}
		var v string
		if in.AuxInt == ir.LoadAligned && ir.IsVector(in.Typ) {
			v, err = e.loadVector(in.Typ, as, p)
		} else if _, n, ok := ir.VectorLeaves(in.Typ); ok && aggLen(in.Typ) == n && ir.KnownAlign(in.Args[0]) >= in.Typ.Size() {
			// A complex64 of a table (a global aligned to 8): one
			// 8-byte load.
			v, err = e.loadVector(in.Typ, as, p)
		} else {
			v, err = e.load(in.Typ, as, p, 0)
		}
		if err != nil {
			return err
		}
		e.set(in, v)
	case ir.OpStore:
		elem, as, err := pointee(in.Args[0])
		if err != nil {
			return err
		}
		if !ir.Identical(elem, in.Args[1].Type()) {
			return fmt.Errorf("%w: store of %v through %v", ErrBadIR, in.Args[1].Type(), in.Args[0].Type())
		}
		a, err := e.args(in, 2)
		if err != nil {
			return err
		}
		if in.AuxInt == ir.StoreAligned && ir.IsVector(elem) {
			return e.storeVector(elem.(*ir.Array), as, a[0], a[1])
		}
		return e.store(elem, as, a[0], 0, a[1])
	case ir.OpFieldAddr:
		elem, as, err := pointee(in.Args[0])
		if err != nil {
			return err
		}
		s, ok := elem.(*ir.Struct)
		if !ok || in.AuxInt < 0 || int(in.AuxInt) >= len(s.Fields) {
			return fmt.Errorf("%w: field %d of %v", ErrBadIR, in.AuxInt, elem)
		}
		p, err := e.val(in.Args[0])
		if err != nil {
			return err
		}
		e.emit("%s = getelementptr inbounds i8, %s %s, i64 %d", name, ptrType(as), p, s.Offset(int(in.AuxInt)))
	case ir.OpIndexAddr, ir.OpPtrAdd:
		elem, as, err := pointee(in.Args[0])
		if err != nil {
			return err
		}
		if in.Op == ir.OpIndexAddr {
			arr, ok := elem.(*ir.Array)
			if !ok {
				return fmt.Errorf("%w: indexaddr through %v", ErrBadIR, in.Args[0].Type())
			}
			elem = arr.Elem
		}
		p, err := e.val(in.Args[0])
		if err != nil {
			return err
		}
		i, err := e.index(in.Args[1])
		if err != nil {
			return err
		}
		if _, param := in.Args[1].(*ir.Param); param && elem.Size() > 1 && steppedPointer(in.Args[0]) {
			// A stepped pointer advanced by a stride argument (a gufunc
			// operand's) steps by a byte offset, the stride scaled once
			// (LICM takes the shift out of the loop). In the element form
			// LLVM's loop strength reduction rebuilds the steps of a
			// runtime-unrolled loop as a second chain of byte-stepped
			// pointers and keeps the first for the values leaving the
			// loop: two pointers per operand live instead of one (gfx90a
			// DoubledGufunc 25 -> 23 VGPRs, 12 -> 9.5 instructions per
			// element). Other steps keep the element form: a computed
			// stride (a reduction's grid stride) scaled in bytes is
			// reassociated by instcombine and costs some reductions 4
			// VGPRs.
			e.emit("%s = getelementptr inbounds i8, %s %s, i64 %s", name, ptrType(as), p, e.scaled(i, elem.Size()))
			return nil
		}
		e.emit("%s = getelementptr inbounds %s, %s %s, i64 %s", name, gepType(elem), ptrType(as), p, i)
	case ir.OpExtract, ir.OpInsert:
		agg, err := e.tval(in.Args[0])
		if err != nil {
			return err
		}
		if n := aggLen(in.Args[0].Type()); in.AuxInt < 0 || int(in.AuxInt) >= n {
			return fmt.Errorf("%w: element %d of %v", ErrBadIR, in.AuxInt, in.Args[0].Type())
		}
		if in.Op == ir.OpExtract {
			e.emit("%s = extractvalue %s, %d", name, agg, in.AuxInt)
			return nil
		}
		v, err := e.tval(in.Args[1])
		if err != nil {
			return err
		}
		e.emit("%s = insertvalue %s, %s, %d", name, agg, v, in.AuxInt)
	case ir.OpAddrSpace:
		_, from, err := pointee(in.Args[0])
		if err != nil {
			return err
		}
		pt, ok := in.Typ.(*ir.Pointer)
		if !ok {
			return fmt.Errorf("%w: cast to %v", ErrBadIR, in.Typ)
		}
		to, err := addrSpace(pt.Space)
		if err != nil {
			return err
		}
		p, err := e.val(in.Args[0])
		if err != nil {
			return err
		}
		if from == to {
			e.set(in, p)
			return nil
		}
		e.emit("%s = addrspacecast %s %s to %s", name, ptrType(from), p, ptrType(to))
	}
	return nil
}

// steppedPointer reports whether p is a loop's stepped pointer: a phi, or
// an address computed from one by ptradds.
func steppedPointer(p ir.Value) bool {
	for {
		in, ok := p.(*ir.Instr)
		if !ok {
			return false
		}
		switch in.Op {
		case ir.OpPhi:
			return true
		case ir.OpPtrAdd:
			p = in.Args[0]
		default:
			return false
		}
	}
}

// scaled is i*size as an i64 byte offset (a shift for a power of two);
// nsw as getelementptr inbounds makes its own scaling.
func (e *fn) scaled(i string, size int) string {
	if size&(size-1) == 0 {
		return e.def("shl nsw i64 %s, %d", i, bits.TrailingZeros(uint(size)))
	}
	return e.def("mul nsw i64 %s, %d", i, size)
}

// aggLen is the number of fields or elements of an aggregate type (0 for
// scalars).
func aggLen(t ir.Type) int {
	switch t := t.(type) {
	case *ir.Array:
		return t.Len
	case *ir.Struct:
		return len(t.Fields)
	}
	return 0
}

// addr is p advanced by off bytes.
func (e *fn) addr(as int, p string, off int) string {
	if off == 0 {
		return p
	}
	return e.def("getelementptr inbounds i8, %s %s, i64 %d", ptrType(as), p, off)
}

// load reads a value of type t at byte offset off from p with the IR's
// layout: aggregates leaf by leaf (so the layout is Struct.Offset's, not
// LLVM's), bool as a byte, LDS and private pointers as 8-byte integers.
func (e *fn) load(t ir.Type, as int, p string, off int) (string, error) {
	switch t := t.(type) {
	case *ir.Basic:
		q := e.addr(as, p, off)
		if t.Kind == ir.Bool {
			b := e.def("load i8, %s %s, align 1", ptrType(as), q)
			return e.def("icmp ne i8 %s, 0", b), nil
		}
		lt, err := basicType(t)
		if err != nil {
			return "", err
		}
		return e.def("load %s, %s %s, align %d", lt, ptrType(as), q, t.Align()), nil
	case *ir.Pointer:
		q := e.addr(as, p, off)
		pas, err := addrSpace(t.Space)
		if err != nil {
			return "", err
		}
		if !narrowSpace(pas) {
			return e.def("load %s, %s %s, align 8", ptrType(pas), ptrType(as), q), nil
		}
		w := e.def("load i64, %s %s, align 8", ptrType(as), q)
		n := e.def("trunc i64 %s to i32", w)
		return e.def("inttoptr i32 %s to %s", n, ptrType(pas)), nil
	case *ir.Array, *ir.Struct:
		ty, err := llType(t)
		if err != nil {
			return "", err
		}
		acc := "poison"
		for i := range aggLen(t) {
			ft, foff := member(t, i)
			v, err := e.load(ft, as, p, off+foff)
			if err != nil {
				return "", err
			}
			fty, _ := llType(ft)
			acc = e.def("insertvalue %s %s, %s %s, %d", ty, acc, fty, v, i)
		}
		if aggLen(t) == 0 {
			return "zeroinitializer", nil
		}
		return acc, nil
	}
	return "", fmt.Errorf("%w: load of %v", ErrUnsupported, t)
}

// store writes v of type t at byte offset off from p (the inverse of load).
// loadVector reads an array or struct of N scalars of one type
// (ir.VectorLeaves) aligned to its size with one <N x T> load (a
// global_load_dwordx4 for 16 bytes) and returns it as the aggregate value
// the IR expects.
func (e *fn) loadVector(t ir.Type, as int, p string) (string, error) {
	ty, err := llType(t)
	if err != nil {
		return "", err
	}
	b, n, ok := ir.VectorLeaves(t)
	if !ok || aggLen(t) != n {
		return "", fmt.Errorf("%w: vector load of %v", ErrBadIR, t)
	}
	et, err := llType(b)
	if err != nil {
		return "", err
	}
	vt := fmt.Sprintf("<%d x %s>", n, et)
	vec := e.def("load %s, %s %s, align %d", vt, ptrType(as), p, t.Size())
	acc := "poison"
	for i := range n {
		x := e.def("extractelement %s %s, i32 %d", vt, vec, i)
		acc = e.def("insertvalue %s %s, %s %s, %d", ty, acc, et, x, i)
	}
	return acc, nil
}

// storeVector writes the array v of IsVector type t as one aligned
// vector store, the counterpart of loadVector.
func (e *fn) storeVector(t *ir.Array, as int, p, v string) error {
	ty, err := llType(t)
	if err != nil {
		return err
	}
	et, err := llType(t.Elem)
	if err != nil {
		return err
	}
	vt := fmt.Sprintf("<%d x %s>", t.Len, et)
	vec := "poison"
	for i := range t.Len {
		x := e.def("extractvalue %s %s, %d", ty, v, i)
		vec = e.def("insertelement %s %s, %s %s, i32 %d", vt, vec, et, x, i)
	}
	e.emit("store %s %s, %s %s, align %d", vt, vec, ptrType(as), p, t.Size())
	return nil
}

func (e *fn) store(t ir.Type, as int, p string, off int, v string) error {
	switch t := t.(type) {
	case *ir.Basic:
		q := e.addr(as, p, off)
		if t.Kind == ir.Bool {
			b := e.def("zext i1 %s to i8", v)
			e.emit("store i8 %s, %s %s, align 1", b, ptrType(as), q)
			return nil
		}
		lt, err := basicType(t)
		if err != nil {
			return err
		}
		e.emit("store %s %s, %s %s, align %d", lt, v, ptrType(as), q, t.Align())
		return nil
	case *ir.Pointer:
		q := e.addr(as, p, off)
		pas, err := addrSpace(t.Space)
		if err != nil {
			return err
		}
		if !narrowSpace(pas) {
			e.emit("store %s %s, %s %s, align 8", ptrType(pas), v, ptrType(as), q)
			return nil
		}
		n := e.def("ptrtoint %s %s to i32", ptrType(pas), v)
		w := e.def("zext i32 %s to i64", n)
		e.emit("store i64 %s, %s %s, align 8", w, ptrType(as), q)
		return nil
	case *ir.Array, *ir.Struct:
		ty, err := llType(t)
		if err != nil {
			return err
		}
		for i := range aggLen(t) {
			ft, foff := member(t, i)
			fv := e.def("extractvalue %s %s, %d", ty, v, i)
			if err := e.store(ft, as, p, off+foff, fv); err != nil {
				return err
			}
		}
		return nil
	}
	return fmt.Errorf("%w: store of %v", ErrUnsupported, t)
}

// member is the type and byte offset of field or element i.
func member(t ir.Type, i int) (ir.Type, int) {
	if a, ok := t.(*ir.Array); ok {
		return a.Elem, i * a.Elem.Size()
	}
	s := t.(*ir.Struct)
	return s.Fields[i].Type, s.Offset(i)
}

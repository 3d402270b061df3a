package abi

import (
	"slices"
	"strings"
)

// KernPath is the import path of package kern. The compiler side
// (compiler, its SSA lowering, internal/cpublock) recognizes kern's
// kernel-side API (Thread, Shared, Printf, …) and its device library by it.
const KernPath = "github.com/kernlab/kern"

// Mangle turns an IR function or global name ("example.com/pkg.F[float32]")
// into a symbol of [A-Za-z0-9_] that PTX and LLVM both accept. Letters and
// digits stay; every other byte, including '_', becomes '_' and two
// lower-case hex digits, and a leading digit is escaped too, so the mapping
// is injective.
func Mangle(name string) string {
	const hex = "0123456789abcdef"
	var b strings.Builder
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9' && i > 0:
			b.WriteByte(c)
		default:
			b.WriteByte('_')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		}
	}
	if b.Len() == 0 {
		return "_"
	}
	return b.String()
}

// Demangle is the inverse of Mangle: the IR name ("example.com/pkg.F")
// of a symbol Mangle wrote, for messages that name a kernel by its entry
// point. A symbol Mangle cannot have written comes back unchanged.
func Demangle(sym string) string {
	if sym == "_" {
		return ""
	}
	var b []byte
	for i := 0; i < len(sym); i++ {
		c := sym[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9' && i > 0:
			b = append(b, c)
		case c == '_' && i+2 < len(sym) && isLowerHex(sym[i+1]) && isLowerHex(sym[i+2]):
			b = append(b, unhex(sym[i+1])<<4|unhex(sym[i+2]))
			i += 2
		default:
			return sym
		}
	}
	return string(b)
}

func isLowerHex(c byte) bool { return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' }

func unhex(c byte) byte {
	if c <= '9' {
		return c - '0'
	}
	return c - 'a' + 10
}

// EntryName is the symbol of the kernel whose IR name is irName in every
// module kern gen writes (the PTX .entry and the AMD code object's kernel),
// which Func.Entries records and the runtime looks up.
func EntryName(irName string) string { return Mangle(irName) }

// Identity names a typed loop or kernel instantiation in the registry:
// the function's name as the Go runtime reports it (RuntimeName), with the
// "[...]" of a generic instantiation replaced by InstanceName's list, e.g.
// "example.com/app.Discriminant[float32]".
type Identity string

// RuntimeName is the name the Go runtime gives a package-level function
// (runtime.FuncForPC(...).Name()): the package's symbol prefix, a dot and
// the name, with "[...]" for a generic function. A main package's prefix
// is "main", not its import path.
func RuntimeName(pkgPath, pkgName, fn string, generic bool) string {
	prefix := pathToPrefix(pkgPath)
	if pkgName == "main" {
		prefix = "main"
	}
	s := prefix + "." + fn
	if generic {
		s += "[...]"
	}
	return s
}

// pathToPrefix escapes an import path as the linker does in symbol names
// (cmd/internal/objabi.PathToPrefix): control characters, space, '%', '"',
// bytes >= 0x7f, and '.' after the last '/' become %xx.
func pathToPrefix(s string) string {
	const hex = "0123456789abcdef"
	slash := strings.LastIndex(s, "/")
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c <= ' ' || (c == '.' && i > slash) || c == '%' || c == '"' || c >= 0x7f {
			b.WriteByte('%')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// SplitRuntimeName splits a runtime function name into its package path
// and the rest: "a.b/c/pkg.F[...]" is ("a.b/c/pkg", "F[...]"). The dots the
// linker escaped in the last path element ("yaml%2ev3") are unescaped;
// pkg is "" when name has no package.
func SplitRuntimeName(name string) (pkg, short string) {
	base := name
	if i := strings.IndexByte(base, '['); i >= 0 {
		base = base[:i]
	}
	start := strings.LastIndexByte(base, '/') + 1
	dot := strings.IndexByte(base[start:], '.')
	if dot < 0 {
		return "", name
	}
	return strings.ReplaceAll(name[:start+dot], "%2e", "."), name[start+dot+1:]
}

// InstanceName is the Identity of one instantiation of the function with
// runtime name runtimeName: the "[...]" of a generic function becomes the
// operand dtype names (inputs, then results), comma-separated, or the one
// name when every operand has it; other names are themselves. The runtime
// sees only the operands' dtypes, not the type arguments, so the list
// keeps every operand: a function's arity is fixed, so two lists of its
// operands' dtypes read alike only when they are equal. (Keeping only the
// distinct names named Pick[T](int64, float64) T alike for T int64 and
// float64.) Instantiations whose operands all have the same dtypes cannot
// be told apart; kern gen rejects them.
func InstanceName(runtimeName string, dtypes []string) Identity {
	i := strings.Index(runtimeName, "[...]")
	if i < 0 {
		return Identity(runtimeName)
	}
	list := dtypes
	if len(dtypes) > 0 && !slices.ContainsFunc(dtypes, func(d string) bool { return d != dtypes[0] }) {
		list = dtypes[:1]
	}
	return Identity(runtimeName[:i] + "[" + strings.Join(list, ",") + "]" + runtimeName[i+5:])
}

package gen

import (
	"fmt"
	"strings"
)

// runtimeName is the name the Go runtime gives a package-level function
// (runtime.FuncForPC(...).Name()): the package's symbol prefix, a dot and
// the name, with "[...]" for a generic function. A main package's prefix
// is "main", not its import path.
func runtimeName(pkgPath, pkgName, fn string, generic bool) string {
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
	slash := strings.LastIndex(s, "/")
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c <= ' ' || (c == '.' && i > slash) || c == '%' || c == '"' || c >= 0x7f {
			fmt.Fprintf(&b, "%%%02x", c)
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// identity is kern.Identity computed from the source side: the runtime
// name with "[...]" replaced by the distinct operand dtypes in order of
// first appearance (kern's identityOf).
func identity(runtime string, dtypes []string) string {
	i := strings.Index(runtime, "[...]")
	if i < 0 {
		return runtime
	}
	var seen []string
	for _, d := range dtypes {
		found := false
		for _, s := range seen {
			found = found || s == d
		}
		if !found {
			seen = append(seen, d)
		}
	}
	return runtime[:i] + "[" + strings.Join(seen, ",") + "]" + runtime[i+5:]
}

// BuildTag is set while kern gen loads packages: the generated files carry
// "//go:build !kern_gen", so a stale kern_gen.go (one calling a function
// that was renamed or removed) cannot stop the package from loading.
const BuildTag = "kern_gen"

// GoFlagsWithTag returns the GOFLAGS value goflags with BuildTag added to
// its -tags flag (or a -tags flag added). The go command that
// compiler.Load runs reads GOFLAGS from the environment.
func GoFlagsWithTag(goflags string) string {
	fields := strings.Fields(goflags)
	for i, f := range fields {
		for _, p := range []string{"-tags=", "--tags="} {
			if v, ok := strings.CutPrefix(f, p); ok {
				if v == "" {
					fields[i] = p + BuildTag
				} else {
					fields[i] = p + v + "," + BuildTag
				}
				return strings.Join(fields, " ")
			}
		}
	}
	return strings.TrimSpace(goflags + " -tags=" + BuildTag)
}

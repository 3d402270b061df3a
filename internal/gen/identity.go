package gen

import "strings"

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

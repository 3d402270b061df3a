package gen

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Write puts the package's files into its directory. Every file is first
// written to a temporary file beside it, then all are renamed into place,
// so a failure leaves the old files (or none) rather than a mix. Code
// objects of processors no longer generated, and an LLVM file no longer
// generated, are removed so that no stale side file lingers.
func (p *Package) Write(out string) error {
	if out == "" {
		out = DefaultOut
	}
	names := sortedKeys(p.Files)
	tmps := make([]string, 0, len(names))
	cleanup := func() {
		for _, t := range tmps {
			os.Remove(t)
		}
	}
	for _, name := range names {
		f, err := os.CreateTemp(p.Dir, ".kern_gen-*")
		if err != nil {
			cleanup()
			return fmt.Errorf("%w: %w", ErrGen, err)
		}
		tmps = append(tmps, f.Name())
		_, werr := f.Write(p.Files[name])
		cerr := f.Close()
		if werr == nil {
			werr = cerr
		}
		if werr == nil {
			werr = os.Chmod(f.Name(), 0o644)
		}
		if werr != nil {
			cleanup()
			return fmt.Errorf("%w: writing %s: %v", ErrGen, filepath.Join(p.Dir, name), werr)
		}
	}
	for i, name := range names {
		if err := os.Rename(tmps[i], filepath.Join(p.Dir, name)); err != nil {
			cleanup()
			return fmt.Errorf("%w: %w", ErrGen, err)
		}
	}
	base := strings.TrimSuffix(out, filepath.Ext(out))
	stale, _ := filepath.Glob(filepath.Join(p.Dir, base+"_*.hsaco"))
	stale = append(stale, filepath.Join(p.Dir, base+".ll"))
	for _, g := range generatedNames(out)[1:] {
		stale = append(stale, filepath.Join(p.Dir, g))
	}
	for _, s := range stale {
		if _, keep := p.Files[filepath.Base(s)]; !keep {
			if err := os.Remove(s); err != nil && !os.IsNotExist(err) {
				return fmt.Errorf("%w: %w", ErrGen, err)
			}
		}
	}
	return nil
}

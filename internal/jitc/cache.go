package jitc

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/gencheck"
	"github.com/kernlab/kern/internal/gen"
)

// The disk cache: one JSON file per compilation, named by a hash of
// everything the code depends on. Writes are atomic (a temporary file,
// then rename), so concurrent processes at worst compile twice.

// cacheVersion changes when the file format or the key's parts do.
const cacheVersion = "kern-jit-cache-1"

// cacheKey hashes what a compilation depends on: the package's path on
// disk and the fingerprints of its marked functions (which cover every
// declaration they use), the options, which tools were found and the kern and Go
// versions of this program. A kern replaced by a local directory reports
// no version: clear the cache after changing its compiler.
func cacheKey(srcs *gencheck.Sources, marked []string, opts gen.Options) (string, error) {
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00%s\x00%s\x00", cacheVersion, kernVersion(), runtime.Version(), srcs.Dir)
	// Which LLVM tools were found changes the output (optimized IR, code
	// objects); where they were found does not.
	tools := [3]bool{opts.Tools.Opt != "", opts.Tools.LLC != "", opts.Tools.LLD != ""}
	fmt.Fprintf(h, "%s\x00%q\x00%+v\x00%v\x00%d\x00", opts.Arch, opts.MCPUs, opts.Compiler, tools, opts.WaveSize)
	for _, name := range marked {
		fp, err := srcs.Fingerprint(name)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "%s\x00%s\x00", name, fp)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// kernVersion is the version and checksum of the kern module this program
// was built with ("(devel)" for a local directory).
func kernVersion() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "?"
	}
	m := &bi.Main
	if m.Path != "github.com/kernlab/kern" {
		m = nil
		for _, d := range bi.Deps {
			if d.Path == "github.com/kernlab/kern" {
				m = d
			}
		}
	}
	if m == nil {
		return "?"
	}
	if m.Replace != nil {
		m = m.Replace
	}
	return m.Path + "@" + m.Version + " " + m.Sum
}

// cacheDir is os.UserCacheDir()/kern/jit.
func cacheDir() (string, error) {
	d, err := os.UserCacheDir()
	if err != nil || d == "" {
		return "", errNoCache
	}
	return filepath.Join(d, "kern", "jit"), nil
}

// cached is a compilation on disk.
type cached struct {
	Version string
	Package *abi.Package
}

func readCache(key string) (*abi.Package, bool) {
	dir, err := cacheDir()
	if err != nil {
		return nil, false
	}
	b, err := os.ReadFile(filepath.Join(dir, key+".json"))
	if err != nil {
		return nil, false
	}
	var c cached
	if json.Unmarshal(b, &c) != nil || c.Version != cacheVersion || c.Package == nil {
		return nil, false
	}
	c.Package.Generator = "kern jit (cached)"
	return c.Package, true
}

// writeCache stores p under key; failing to is not an error (the next
// run compiles again).
func writeCache(key string, p *abi.Package) {
	dir, err := cacheDir()
	if err != nil || os.MkdirAll(dir, 0o755) != nil {
		return
	}
	b, err := json.Marshal(&cached{Version: cacheVersion, Package: p})
	if err != nil {
		return
	}
	tmp, err := os.CreateTemp(dir, ".tmp-*")
	if err != nil {
		return
	}
	_, werr := tmp.Write(b)
	if cerr := tmp.Close(); werr == nil {
		werr = cerr
	}
	if werr != nil || os.Rename(tmp.Name(), filepath.Join(dir, key+".json")) != nil {
		os.Remove(tmp.Name())
	}
}

// CacheDir is where compilations are cached: os.UserCacheDir()/kern/jit.
// Removing it is always safe.
func CacheDir() (string, error) {
	d, err := cacheDir()
	if err != nil {
		return "", fmt.Errorf("%w (set HOME or XDG_CACHE_HOME)", err)
	}
	return d, nil
}

// errNoCache is a disk cache that cannot be used (no user cache
// directory); compiling still works.
var errNoCache = errors.New("kern: JIT: no cache directory")

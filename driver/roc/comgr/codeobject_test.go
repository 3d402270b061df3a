package comgr

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/kernlab/kern/driver"
)

// fakeCompiler records every compilation and returns a fixed result.
type fakeCompiler struct {
	mu    sync.Mutex
	calls []string // "isa opts..."
	obj   []byte
	err   error
}

func (f *fakeCompiler) Compile(ll []byte, isa string, opts ...string) ([]byte, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls = append(f.calls, strings.Join(append([]string{isa}, opts...), " "))
	return f.obj, f.err
}

const (
	ir64  = "define amdgpu_kernel void @k() #0 { ret void }\nattributes #0 = { nounwind }\n"
	ir32  = "define amdgpu_kernel void @k() #0 { ret void }\nattributes #0 = { \"target-features\"=\"+wavefrontsize32\" }\n"
	ir64x = "define amdgpu_kernel void @k() #0 { ret void }\nattributes #0 = { \"target-features\"=\"+wavefrontsize64\" }\n"
)

func TestCodeObjectForEmbedded(t *testing.T) {
	f := &fakeCompiler{err: errors.New("must not compile")}
	c := NewCache(f)
	objs := map[string][]byte{"gfx90a": []byte("A"), "gfx1030": []byte("B"), "gfx90a:xnack+": []byte("X")}
	for _, tc := range []struct{ arch, want string }{
		{"gfx90a", "A"}, {"gfx90a:sramecc+:xnack-", "A"}, {"gfx1030", "B"}, {"gfx90a:xnack+", "X"},
	} {
		got, err := c.CodeObjectFor("p", objs, ir64, tc.arch)
		if err != nil || string(got) != tc.want {
			t.Errorf("CodeObjectFor(%s) = %q, %v; want %q", tc.arch, got, err, tc.want)
		}
	}
	if len(f.calls) != 0 {
		t.Errorf("compiled %v although an object was embedded", f.calls)
	}
}

func TestCodeObjectForErrors(t *testing.T) {
	f := &fakeCompiler{obj: []byte("not elf")}
	c := NewCache(f)
	for i, tc := range []struct {
		objs       map[string][]byte
		llvm, arch string
		kind, drv  error
		text       string
	}{
		{map[string][]byte{"gfx1030": {1}}, "", "gfx90a:xnack-", ErrNoCode, driver.ErrNotFound, "[gfx1030]"},
		{nil, ir64, "sm_90", ErrISA, driver.ErrInvalidValue, "sm_90"},
		{nil, ir64, "", ErrISA, driver.ErrInvalidValue, "gfxNNN"},
		{nil, ir64, "gfx9", ErrISA, driver.ErrInvalidValue, "gfx9"},
		{nil, ir32, "gfx90a", ErrWaveSize, driver.ErrUnsupported, "wavefront size 32"},
		{nil, ir32, "gfx942:sramecc+", ErrWaveSize, driver.ErrUnsupported, "runs only wave64"},
		{nil, ir32 + ir64x, "gfx1030", ErrWaveSize, driver.ErrUnsupported, "both"},
		{nil, ir64, "gfx90a", ErrCompile, driver.ErrJIT, "not ELF"},
	} {
		// One package per case: the cache assumes a package's IR never changes.
		_, err := c.CodeObjectFor(fmt.Sprint("pkg", i), tc.objs, tc.llvm, tc.arch)
		if !errors.Is(err, tc.kind) || !errors.Is(err, tc.drv) || !strings.Contains(err.Error(), tc.text) {
			t.Errorf("CodeObjectFor(%q, %.30q): %v; want %v, %v, containing %q", tc.arch, tc.llvm, err, tc.kind, tc.drv, tc.text)
		}
	}
	if want := []string{ISAName("gfx90a") + " -O3"}; !slices.Equal(f.calls, want) {
		t.Errorf("compilations %q, want %q (refusals must not compile)", f.calls, want)
	}
	// A compiler error is returned as is, and remembered.
	f2 := &fakeCompiler{err: &Error{Op: "x", Kind: ErrCompile, Log: "boom"}}
	c2 := NewCache(f2)
	for range 3 {
		if _, err := c2.CodeObjectFor("pkg", nil, ir64, "gfx90a"); !errors.Is(err, ErrCompile) || !strings.Contains(err.Error(), "boom") {
			t.Fatalf("compiler error: %v", err)
		}
	}
	if len(f2.calls) != 1 {
		t.Errorf("failed compilation retried: %d calls", len(f2.calls))
	}
}

func TestIRWaveSize(t *testing.T) {
	for _, tc := range []struct {
		ir       string
		wave     int
		explicit bool
		err      bool
	}{{ir64, 64, false, false}, {ir32, 32, true, false}, {ir64x, 64, true, false}, {ir32 + ir64x, 0, false, true}} {
		w, e, err := IRWaveSize(tc.ir)
		if w != tc.wave || e != tc.explicit || (err != nil) != tc.err {
			t.Errorf("IRWaveSize(%.40q) = %d, %v, %v; want %d, %v, err %v", tc.ir, w, e, err, tc.wave, tc.explicit, tc.err)
		}
	}
}

// TestCodeObjectForComgr builds with the real library: each IR on each
// processor family, checking the options, the cache and the wave sizes.
func TestCodeObjectForComgr(t *testing.T) {
	cg := load(t)
	ll90a, ll1030 := string(emit(t, "gfx90a")), string(emit(t, "gfx1030"))
	counting := &countingCompiler{c: cg}
	cache := NewCache(counting)
	for _, tc := range []struct {
		pkg, llvm, arch string
		wave            int    // 0: refused with ErrWaveSize
		opts            string // the options comgr got
	}{
		{"p90a", ll90a, "gfx90a:sramecc+:xnack-", 64, "-O3"},
		{"p90a", ll90a, "gfx1030", 64, "-O3 -mwavefrontsize64"},
		{"p90a", ll90a, "gfx906", 64, "-O3"},
		{"p1030", ll1030, "gfx1030", 32, "-O3"},
		{"p1030", ll1030, "gfx1031", 32, "-O3"},
		{"p1030", ll1030, "gfx90a", 0, ""},
	} {
		before := len(counting.calls)
		obj, err := cache.CodeObjectFor(tc.pkg, map[string][]byte{"gfx940": {1}}, tc.llvm, tc.arch)
		name := fmt.Sprintf("%s on %s", tc.pkg, tc.arch)
		if tc.wave == 0 {
			if !errors.Is(err, ErrWaveSize) || len(counting.calls) != before {
				t.Errorf("%s: %v (compiled %d times); want ErrWaveSize without compiling", name, err, len(counting.calls)-before)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got := counting.calls[len(counting.calls)-1]; got != ISAName(tc.arch)+" "+tc.opts {
			t.Errorf("%s: compiled as %q, want options %q", name, got, tc.opts)
		}
		major, _ := gfxMajor(strings.Split(tc.arch, ":")[0])
		waves, err := KernelWaveSizes(obj, major)
		if err != nil || len(waves) != len(testKernels) {
			t.Fatalf("%s: kernels %v, %v", name, waves, err)
		}
		for k, w := range waves {
			if w != tc.wave {
				t.Errorf("%s: kernel %s wave %d, want %d", name, k, w, tc.wave)
			}
		}
		again, err := cache.CodeObjectFor(tc.pkg, nil, tc.llvm, tc.arch)
		if err != nil || &again[0] != &obj[0] || len(counting.calls) != before+1 {
			t.Errorf("%s: second request recompiled or differs (%d compilations, %v)", name, len(counting.calls)-before, err)
		}
	}
	// A target feature comgr does not know falls back to the bare processor.
	before := len(counting.calls)
	if _, err := cache.CodeObjectFor("p90a", nil, ll90a, "gfx90a:bogus+"); err != nil {
		t.Errorf("unknown feature: %v, want a build for the bare processor", err)
	} else if got := counting.calls[before:]; !slices.Equal(got, []string{ISAName("gfx90a:bogus+") + " -O3", ISAName("gfx90a") + " -O3"}) {
		t.Errorf("unknown feature: compilations %q", got)
	}
	// A descriptor whose wave size contradicts the IR is refused: wave64 IR
	// (no feature) forced back to wave32 by a later clang option.
	forced := &optionCompiler{c: cg, extra: "-mno-wavefrontsize64"}
	ll64x := strings.ReplaceAll(ll1030, "+wavefrontsize32", "+wavefrontsize64")
	if _, err := NewCache(forced).CodeObjectFor("p", nil, ll90a, "gfx1030"); !errors.Is(err, ErrWaveSize) || !strings.Contains(err.Error(), "compiled for wavefront size 32, the IR assumes 64") {
		t.Errorf("wave32 descriptors for wave64 IR: %v, want ErrWaveSize", err)
	}
	obj, err := NewCache(cg).CodeObjectFor("p", nil, ll64x, "gfx1030")
	if err != nil {
		t.Fatalf("wave64 RDNA IR: %v", err)
	}
	if waves, _ := KernelWaveSizes(obj, 10); waves["comgrtest.Scale"] != 64 {
		t.Errorf("+wavefrontsize64 IR on gfx1030: waves %v, want 64", waves)
	}
}

// TestConcurrentCache asks for the same key from many goroutines: one
// compilation.
func TestConcurrentCache(t *testing.T) {
	cg := load(t)
	ll := string(emit(t, "gfx90a"))
	counting := &countingCompiler{c: cg}
	cache := NewCache(counting)
	var wg sync.WaitGroup
	errs := make([]error, 8)
	for i := range errs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[i] = cache.CodeObjectFor("p", nil, ll, []string{"gfx90a", "gfx1030"}[i%2])
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(counting.calls) != 2 {
		t.Errorf("%d compilations for 2 keys", len(counting.calls))
	}
}

type countingCompiler struct {
	c     Compiler
	mu    sync.Mutex
	calls []string
}

func (c *countingCompiler) Compile(ll []byte, isa string, opts ...string) ([]byte, error) {
	c.mu.Lock()
	c.calls = append(c.calls, strings.Join(append([]string{isa}, opts...), " "))
	c.mu.Unlock()
	return c.c.Compile(ll, isa, opts...)
}

// optionCompiler appends an option to every compilation.
type optionCompiler struct {
	c     Compiler
	extra string
}

func (o *optionCompiler) Compile(ll []byte, isa string, opts ...string) ([]byte, error) {
	return o.c.Compile(ll, isa, append(opts, o.extra)...)
}

package abi

import (
	"strings"
	"unsafe"
)

// Param describes one source-level parameter (after *kern.Thread for a
// kernel): a scalar, a slice ([]T), or a view (kern.ArrayN[T], Rank N).
type Param struct {
	Name  string
	DType string // nd dtype name: "float32", "int64", ...
	// Rank is 0 for a scalar, 1 for a slice, N for kern.ArrayN; Slice tells
	// a []T from an Array1[T].
	Rank  int
	Slice bool
}

// Func is one compiled instantiation of a marked function.
type Func struct {
	// ID is the identity the CPU side computes (InstanceName):
	// "example.com/app.Discriminant[float32]".
	ID     Identity
	Kind   Kind
	Layout string // guvectorize layout, e.g. "(m,n),(n,p)->(m,p)"
	Params []Param
	// Results are the dtypes of a vectorize/reduce core's results.
	Results []string
	// Entries maps a role (RoleKernel, RoleContig, ...) to the kernel's
	// symbol (EntryName) in the package's modules.
	Entries map[string]string
	// UsesBarrier: the kernel synchronizes threads (the sim target then
	// runs it cooperatively).
	UsesBarrier bool
	// Prints: the kernel calls kern.Printf; its launches wait for it and
	// write its print records (Package.Prints).
	Prints bool
	// GridSync: the kernel synchronizes the grid (t.GridSync); on a GPU
	// it runs only as a cooperative launch (its module's GridSyncName
	// counts the arrivals).
	GridSync bool
	// WarpWide: the kernel makes warp-wide tensor-core calls (kern.MMA,
	// the fragment loads and stores), which need every lane of a warp:
	// every target refuses a block that is not whole warps.
	WarpWide bool
	// MaxThreads is a kernel's maxthreads bound (//kern:kernel
	// maxthreads=N), 0 for none: every target refuses a launch whose
	// block has more threads.
	MaxThreads int
	// CPU is a typed CPU loop with the core inlined by the Go compiler, with
	// kern.Loop.Run's contract; CPU targets prefer it to the loop LoopN
	// builds. Nil for kernels.
	CPU func(n int, args []unsafe.Pointer, steps []int) `json:"-"`
	// Fold is a reduce core's fold with the core inlined, with
	// kern.Loop.Fold's contract (*acc = f(*acc, x[i]) left to right); nil
	// for the others.
	Fold func(acc unsafe.Pointer, n int, x unsafe.Pointer, step int) `json:"-"`
	// Source is the fingerprint (gencheck.Sources.Fingerprint) of the Go
	// source the code was compiled from; the runtime compares it with the
	// current source before it first runs the code. "" (files written
	// before fingerprints existed): no check.
	Source string
	// Block runs one thread block of a kernel on the CPU targets: a
	// func(*kern.Block, P1, …, Pn) with the kernel's parameters, which
	// kern gen writes from the kernel's statements cut at its barriers
	// (each part a loop over the block's threads). Nil where kern gen
	// could not (the CPU targets then run the kernel on the simulator).
	// It is an any because abi does not import kern.
	Block any
}

// LaneSuffix ends the file name of the line directives of a block
// function's statements that run for the k-th thread of a group run side
// by side ("kernels.go#lane2" for k = 2), so that the runtime names the
// thread that panicked: the group's first thread plus k.
const LaneSuffix = "#lane"

// Package is everything kern gen compiled for one Go package: what a
// kern_gen.go file registers at init. Its JSON form (without the CPU
// loops) is how the JIT caches a package and hands it between processes.
type Package struct {
	Path string // import path
	// SourceHash fingerprints the sources the code was generated from; the
	// generated test compares it with the current sources.
	SourceHash string
	// SourceDir is the package's source directory, where the runtime
	// looks for the sources that Func.Source fingerprints. kern.RegisterGenerated
	// sets it from the position of the generated file that registers the
	// package: an absolute path in development, none (no check) in a binary
	// built with -trimpath. Generated files leave it empty.
	SourceDir string
	// Name is the package's Go name ("main" for a command, whose import
	// path says otherwise), so that GPU code's functions are named as Go
	// names them: kern.RegisterGenerated sets it from the registering
	// function. Generated files leave it empty (the path's last element).
	Name string
	// Generator is the kern version that wrote the file.
	Generator string
	// PTX is one module holding every kernel, for PTXArch and later (the
	// driver JITs it forward).
	PTX     string
	PTXArch string
	// AMDGPU maps a gfx target ("gfx90a") to a code object; LLVM is the
	// LLVM IR of the first processor kern gen compiled for, from which
	// other targets are compiled at run time.
	AMDGPU map[string][]byte
	LLVM   string
	// LLVMFor maps each processor kern gen compiled for to its own LLVM
	// IR (LLVM for the first): opt's output differs by processor (wave
	// size, matrix instructions, cost model), and a device that runs the
	// IR itself (the emulated ROC device) must run its processor's. Nil
	// in packages generated before it: LLVM then serves every processor.
	LLVMFor map[string]string
	Funcs   []Func
	// Traps is the trap-site table of a package generated in debug mode
	// (kern gen -debug): Traps[id] is "file:line:col: message" for the
	// site id a failed check writes into the trap record (TrapSite). Nil
	// otherwise; a non-nil table makes every launch check the record.
	Traps []string
	// Prints is the format table of the package's kern.Printf calls: the
	// format id in a print record (see PrintBufName) indexes it.
	Prints []PrintFormat
	// Globals are the package's own package-level variables whose values
	// its GPU code holds as constant data. kern gen rejects one that code
	// it sees writes (K015), but not a write from a test file or from
	// another package: every launch of the package's GPU code checks
	// that each still holds the value compiled in (ChangedGlobal), so
	// that the GPU never computes with an old value the CPU targets no
	// longer read.
	Globals []Global
}

// Global is a package-level variable compiled into GPU code as constant
// data.
type Global struct {
	Name string         // its Go name, for messages
	Addr unsafe.Pointer // the variable
	Size uintptr        // its size in Go memory (unsafe.Sizeof)
	Init string         // its value when kern gen ran: the GPU's bytes (little-endian)
}

// ChangedGlobal returns the first of p's Globals that no longer holds the
// value compiled into the GPU code, or nil. A variable whose Go size is
// not the GPU's (an int on a 32-bit host) is not compared.
func (p *Package) ChangedGlobal() *Global {
	for i := range p.Globals {
		g := &p.Globals[i]
		if g.Addr == nil || g.Size != uintptr(len(g.Init)) {
			continue
		}
		if unsafe.String((*byte)(g.Addr), len(g.Init)) != g.Init {
			return g
		}
	}
	return nil
}

// IRFor is the LLVM IR for processor arch ("gfx1030", or a full target
// "gfx90a:xnack+", which falls back to its processor): its own when kern
// gen compiled for it (own is true), else LLVM, from which a code object
// for any processor can be compiled; "" when the package has no IR.
func (p *Package) IRFor(arch string) (ir string, own bool) {
	if ir, ok := p.LLVMFor[arch]; ok {
		return ir, true
	}
	base, _, _ := strings.Cut(arch, ":")
	if ir, ok := p.LLVMFor[base]; ok {
		return ir, true
	}
	return p.LLVM, false
}

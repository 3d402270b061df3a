package gen

import (
	"fmt"
	"go/ast"
	"os"
	"strings"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/internal/cpublock"
)

// blockFuncs writes the CPU block function of every kernel of the
// package (internal/cpublock): f.Block names it per instance, or
// f.BlockRefused says why there is none. The functions' source and the
// imports they need go to p.blocks and p.blockImports.
func (p *Package) blockFuncs(prog *compiler.Program, opts Options) error {
	syn := prog.Syntax(p.Path)
	if syn == nil {
		return nil
	}
	texts := map[string][]byte{}
	done := map[string]*Func{} // kernel name -> its first instance
	p.blockImports = map[string]string{"github.com/kernlab/kern": "kern", "unsafe": "unsafe"}
	for i, f := range p.Funcs {
		if f.Kind != compiler.KindKernel {
			continue
		}
		name := strings.SplitN(f.src, "[", 2)[0]
		if first := done[name]; first != nil {
			f.Block, f.BlockRefused = instanceExpr(first.blockName, f), first.BlockRefused
			f.blockName = first.blockName
			continue
		}
		done[name] = f
		decl, file := findTypedDecl(syn, name)
		if decl == nil {
			f.BlockRefused = "internal error: no declaration"
			continue
		}
		fname := syn.Fset.Position(file.Pos()).Filename
		src, ok := texts[fname]
		if !ok {
			var err error
			if src, err = os.ReadFile(fname); err != nil {
				return fmt.Errorf("%w: %w", ErrGen, err)
			}
			texts[fname] = src
		}
		f.blockName = fmt.Sprintf("kernGenBlock%d", i)
		r := cpublock.Build(cpublock.Input{Fset: syn.Fset, Pkg: syn.Pkg, Info: syn.Info, Files: syn.Files,
			Decl: decl, Src: src, Name: f.blockName, GenFile: outName(opts)})
		for path, n := range r.Imports {
			if old, ok := p.blockImports[path]; ok && old != n || p.importTaken(n, path) {
				r = cpublock.Result{Refused: fmt.Sprintf("it imports %s as %s, which the generated file cannot", path, n)}
				break
			}
		}
		if r.Refused != "" {
			f.BlockRefused, f.blockName = r.Refused, ""
			continue
		}
		for path, n := range r.Imports {
			p.blockImports[path] = n
		}
		p.blocks = append(p.blocks, r.Code)
		f.Block = instanceExpr(f.blockName, f)
	}
	return nil
}

// importTaken reports that the generated file names another package than
// path name.
func (p *Package) importTaken(name, path string) bool {
	for q, n := range p.blockImports {
		if n == name && q != path {
			return true
		}
	}
	return name == "embed"
}

// instanceExpr is the block function name, instantiated for f.
func instanceExpr(name string, f *Func) string {
	if name == "" || len(f.targs) == 0 {
		return name
	}
	return name + "[" + strings.Join(f.targs, ", ") + "]"
}

// findTypedDecl is the declaration of the plain function name in the
// type-checked files, and its file.
func findTypedDecl(syn *compiler.Syntax, name string) (*ast.FuncDecl, *ast.File) {
	for _, f := range syn.Files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && fd.Name.Name == name {
				return fd, f
			}
		}
	}
	return nil, nil
}

func outName(opts Options) string {
	if opts.Out == "" {
		return DefaultOut
	}
	return opts.Out
}

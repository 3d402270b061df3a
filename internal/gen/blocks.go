package gen

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/types"
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
	var built []*builtBlock
	for i, f := range p.Funcs {
		if f.Kind != compiler.KindKernel {
			continue
		}
		name := strings.SplitN(f.src, "[", 2)[0]
		if done[name] != nil {
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
		if r.Refused != "" {
			f.BlockRefused, f.blockName = r.Refused, ""
			continue
		}
		built = append(built, &builtBlock{f: f, res: r})
	}
	p.checkBlocks(syn, built)
	for _, f := range p.Funcs {
		if f.Kind != compiler.KindKernel {
			continue
		}
		first := done[strings.SplitN(f.src, "[", 2)[0]]
		if first == nil {
			continue
		}
		f.BlockRefused, f.blockName = first.BlockRefused, first.blockName
		f.Block = instanceExpr(f.blockName, f)
	}
	return nil
}

// builtBlock is a kernel's block function before the package's are
// checked together.
type builtBlock struct {
	f   *Func
	res cpublock.Result
}

// checkBlocks keeps the block functions whose imports the generated file
// can hold and that type-check with the package: a function kern gen got
// wrong must not break the user's build, so it is refused (and says so)
// and the kernel keeps the simulator.
func (p *Package) checkBlocks(syn *compiler.Syntax, built []*builtBlock) {
	refuse := func(b *builtBlock, why string) {
		b.f.BlockRefused, b.f.blockName = why, ""
	}
	for {
		p.blocks = nil
		p.blockImports = map[string]string{"github.com/kernlab/kern": "kern", "unsafe": "unsafe", "embed": "_"}
		var kept []*builtBlock
		for _, b := range built {
			if b.f.blockName == "" {
				continue
			}
			ok := true
			for path, n := range b.res.Imports {
				if old, seen := p.blockImports[path]; seen && old != n || p.importTaken(n, path) {
					refuse(b, fmt.Sprintf("it imports %s as %s, which the generated file cannot", path, n))
					ok = false
					break
				}
			}
			if !ok {
				continue
			}
			for path, n := range b.res.Imports {
				p.blockImports[path] = n
			}
			p.blocks = append(p.blocks, b.res.Code)
			kept = append(kept, b)
		}
		bad := p.typeCheckBlocks(syn, kept)
		if len(bad) == 0 {
			return
		}
		for b, why := range bad {
			refuse(b, "internal error: the generated block function does not compile: "+why)
		}
	}
}

// typeCheckBlocks type-checks the kept block functions with the package
// and returns the ones with errors.
func (p *Package) typeCheckBlocks(syn *compiler.Syntax, kept []*builtBlock) map[*builtBlock]string {
	if len(kept) == 0 {
		return nil
	}
	var src strings.Builder
	fmt.Fprintf(&src, "package %s\n\nimport (\n", p.Name)
	for path, n := range p.blockImports {
		if path != "unsafe" && path != "embed" {
			fmt.Fprintf(&src, "\t%s %q\n", n, path)
		}
	}
	src.WriteString(")\n")
	var starts []int
	for _, b := range kept {
		starts = append(starts, src.Len())
		src.WriteString("\n" + b.res.Code)
	}
	bad := map[*builtBlock]string{}
	at := func(off int, msg string) {
		for i := len(starts) - 1; i >= 0; i-- {
			if off >= starts[i] {
				if bad[kept[i]] == "" {
					bad[kept[i]] = msg
				}
				return
			}
		}
	}
	f, err := parser.ParseFile(syn.Fset, "kern_gen_blocks_check.go", src.String(), parser.SkipObjectResolution)
	if err != nil {
		var el scanner.ErrorList
		if errors.As(err, &el) {
			for _, e := range el {
				at(e.Pos.Offset, e.Msg)
			}
		}
		if len(bad) == 0 {
			for _, b := range kept {
				bad[b] = err.Error()
			}
		}
		return bad
	}
	conf := types.Config{Importer: syn.Importer, Error: func(err error) {
		if te, ok := err.(types.Error); ok && te.Fset.File(te.Pos) == te.Fset.File(f.Pos()) {
			at(te.Fset.PositionFor(te.Pos, false).Offset, te.Msg)
		}
	}}
	conf.Check(p.Path, syn.Fset, append(append([]*ast.File(nil), syn.Files...), f), nil)
	return bad
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

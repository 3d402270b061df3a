package difffuzz

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/internal/gen"
)

// A GPU loads a package's whole module at once, so one instance whose
// code a device cannot load would fail every instance of the batch on
// that device. precheck loads the module on fresh emulated devices first
// and names the instances whose functions hold the line a load failed at.

// loadFailure is an instance's code that a device could not load.
type loadFailure struct {
	target string // cuda or roc
	inst   *Instance
	msg    string
}

var lineRe = regexp.MustCompile(`kern_gen\.(ptx|ll):(\d+)|line (\d+)`)

// precheck returns the instances whose code the targets cannot load, and
// unattributed, true when a failure could not be pinned on an instance.
// Without code objects, the LLVM IR is loaded again without the functions
// of each instance blamed, so that one kern gen finds them all.
func precheck(p *gen.Package, insts []*Instance, targets []string) (fails []loadFailure, unattributed string) {
	for _, t := range targets {
		var load func(text string) error
		var text string
		switch t {
		case "cuda":
			load = func(text string) error { _, err := emu.New().LoadModule([]byte(text)); return err }
			text = string(p.PTX)
		case "roc":
			load = func(text string) error {
				d, err := emu.NewROC()
				if err == nil {
					_, err = d.LoadModuleIR([]byte(text), p.AMDGPU["gfx90a"])
				}
				return err
			}
			text = string(p.LLVM)
		default:
			continue
		}
		for range 100 {
			err := load(text)
			if err == nil {
				break
			}
			in := blame(err.Error(), text, insts, t)
			if in == nil {
				return nil, t + ": " + err.Error()
			}
			fails = append(fails, loadFailure{t, in, err.Error()})
			if t != "roc" || p.AMDGPU["gfx90a"] != nil {
				break
			}
			text = dropFunctions(text, in, insts)
		}
	}
	return fails, ""
}

// dropFunctions removes the LLVM IR definitions of in's functions.
func dropFunctions(ll string, in *Instance, insts []*Instance) string {
	var out []string
	skip := false
	for _, l := range strings.Split(ll, "\n") {
		if strings.HasPrefix(l, "define ") && instanceOf(unescape(l), insts) == in {
			skip = true
		}
		if !skip {
			out = append(out, l)
		}
		if skip && l == "}" {
			skip = false
		}
	}
	return strings.Join(out, "\n")
}

// blame finds the function around the line an error names and the
// instance that function belongs to.
func blame(msg, text string, insts []*Instance, target string) *Instance {
	m := lineRe.FindStringSubmatch(msg)
	if m == nil {
		return nil
	}
	n, _ := strconv.Atoi(m[2] + m[3])
	lines := strings.Split(text, "\n")
	if n < 1 || n > len(lines) {
		return nil
	}
	for i := n - 1; i >= 0; i-- {
		l := lines[i]
		if !(strings.HasPrefix(l, "define ") || strings.HasPrefix(l, ".func") || strings.HasPrefix(l, ".visible .entry") ||
			strings.HasPrefix(l, ".entry") || strings.HasPrefix(l, ".visible .func")) {
			continue
		}
		return instanceOf(unescape(l), insts)
	}
	return nil
}

// unescape undoes the symbol escapes of PTX and amdgpu names (_2e is '.').
func unescape(s string) string {
	return strings.NewReplacer("_2e", ".", "_2f", "/", "_5b", "[", "_5d", "]", "_5f", "_", "_2c", ",").Replace(s)
}

var identRe = regexp.MustCompile(modulePathRe + `/\w+\.([A-Za-z]+[0-9]+)`)

const modulePathRe = `github\.com/kernlab/kern/internal/testing/difffuzz/scratch`

// instanceOf maps a function's line to the instance whose name prefixes
// the function's name (F12, f12h0, f12f).
func instanceOf(line string, insts []*Instance) *Instance {
	m := identRe.FindStringSubmatch(line)
	if m == nil {
		return nil
	}
	for _, in := range insts {
		if strings.EqualFold(in.Name, m[1]) {
			return in
		}
	}
	return nil
}

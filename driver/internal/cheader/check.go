package cheader

import (
	"fmt"
	"strings"
)

// ParseSig splits a signature "R(P1, P2)" into its result and parameter
// kinds.
func ParseSig(sig string) (string, []string, error) {
	open := strings.IndexByte(sig, '(')
	if open <= 0 || !strings.HasSuffix(sig, ")") {
		return "", nil, fmt.Errorf("cheader: signature %q is not R(P1, P2, ...)", sig)
	}
	var params []string
	if in := strings.TrimSpace(sig[open+1 : len(sig)-1]); in != "" {
		for _, p := range strings.Split(in, ",") {
			params = append(params, strings.TrimSpace(p))
		}
	}
	return strings.TrimSpace(sig[:open]), params, nil
}

// CheckFunc compares a binding with the header: the symbol kern resolves
// for API name (the header's macros decide it) and its signature. The
// error quotes the header's declaration and line.
func (r *Result) CheckFunc(name, sym, sig string) error {
	p, ok := r.Protos[name]
	if !ok {
		return fmt.Errorf("%s: not declared in %s", name, r.Header.File)
	}
	var bad []string
	if sym != p.Symbol {
		bad = append(bad, fmt.Sprintf("kern binds symbol %s, the header's macros select %s", sym, p.Symbol))
	}
	res, params, err := ParseSig(sig)
	if err != nil {
		return err
	}
	if res != p.Result {
		bad = append(bad, fmt.Sprintf("result: kern %s, header %s", res, p.Result))
	}
	if len(params) != len(p.Params) {
		bad = append(bad, fmt.Sprintf("kern passes %d parameters, the header declares %d", len(params), len(p.Params)))
	}
	for i := range min(len(params), len(p.Params)) {
		if params[i] != p.Params[i] {
			bad = append(bad, fmt.Sprintf("parameter %d: kern %s, header %s", i+1, params[i], p.Params[i]))
		}
	}
	if len(bad) == 0 {
		return nil
	}
	return fmt.Errorf("%s: %s\n\tkern:   %s %s\n\theader: %s %s\n\t%s: %s", name, strings.Join(bad, "; "),
		sym, sig, p.Symbol, p.Sig(), p.Where, p.Decl)
}

// CheckConst compares a value kern uses with the header's constant.
func (r *Result) CheckConst(name string, v int64) error {
	c, ok := r.Consts[name]
	if !ok {
		return fmt.Errorf("%s: not defined in %s", name, r.Header.File)
	}
	if c.Value != v {
		return fmt.Errorf("%s: kern uses %d, the header says %d (%s)", name, v, c.Value, c.Where)
	}
	return nil
}

// CheckField compares the offset and size kern assumes for a struct
// field ("Type.field") with the header's.
func (r *Result) CheckField(name string, off, size int) error {
	f, ok := r.Fields[name]
	if !ok {
		return fmt.Errorf("%s: not measured", name)
	}
	if f.Offset != off || f.Size != size {
		return fmt.Errorf("%s: kern assumes offset %d size %d, the header gives offset %d size %d (%s)",
			name, off, size, f.Offset, f.Size, f.Where)
	}
	return nil
}

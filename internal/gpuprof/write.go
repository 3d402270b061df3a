package gpuprof

import (
	"io"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/google/pprof/profile"
)

// The profile's sample values, in this order.
var sampleTypes = []*profile.ValueType{
	{Type: "calls", Unit: "count"},
	{Type: "gpu_time", Unit: "nanoseconds"},
	{Type: "bytes", Unit: "bytes"},
}

// Write writes the profile recorded so far in pprof's format.
func (p *Profiler) Write(w io.Writer) error {
	return p.Profile().Write(w)
}

// Profile is the profile recorded so far: one sample per Go call stack
// and leaf, whose values are the calls, device nanoseconds and bytes
// moved. The leaf frame is the kernel ("name"), the host call ("name
// (host)") or the copy's direction ("copy HtoD"); the frames above it
// are the Go stack that issued the work, kern's own frames left out.
func (p *Profiler) Profile() *profile.Profile {
	p.smu.Lock()
	samples := make([]sample, 0, len(p.samples))
	for _, s := range p.samples {
		samples = append(samples, *s) // the collector goes on adding to *s
	}
	dropped := p.dropped
	p.dirty = false
	p.smu.Unlock()
	sort.Slice(samples, func(i, j int) bool { return samples[i].ns > samples[j].ns })

	b := builder{
		prof: &profile.Profile{
			SampleType:        sampleTypes,
			DefaultSampleType: "gpu_time",
			PeriodType:        &profile.ValueType{Type: "gpu_time", Unit: "nanoseconds"},
			Period:            1,
			TimeNanos:         p.start.UnixNano(),
			DurationNanos:     int64(time.Since(p.start)),
		},
		funcs: map[[2]string]*profile.Function{},
		locs:  map[frameKey]*profile.Location{},
	}
	if dropped > 0 {
		b.prof.Comments = append(b.prof.Comments, "kern: the device time of "+strconv.Itoa(dropped)+" spans could not be read")
	}
	for i := range samples {
		s := &samples[i]
		locs := []*profile.Location{b.location(frameKey{fn: s.leaf, file: "[" + s.kind.String() + "]"})}
		locs = append(locs, b.stack(s.pcs)...)
		b.prof.Sample = append(b.prof.Sample, &profile.Sample{
			Location: locs,
			Value:    []int64{s.calls, s.ns, s.bytes},
			Label:    map[string][]string{"kind": {s.kind.String()}, "device": {s.device}},
		})
	}
	return b.prof
}

type frameKey struct {
	fn, file string
	line     int
}

type builder struct {
	prof  *profile.Profile
	funcs map[[2]string]*profile.Function
	locs  map[frameKey]*profile.Location
}

func (b *builder) location(k frameKey) *profile.Location {
	if l := b.locs[k]; l != nil {
		return l
	}
	fk := [2]string{k.fn, k.file}
	f := b.funcs[fk]
	if f == nil {
		f = &profile.Function{ID: uint64(len(b.prof.Function) + 1), Name: k.fn, SystemName: k.fn, Filename: k.file}
		b.funcs[fk] = f
		b.prof.Function = append(b.prof.Function, f)
	}
	l := &profile.Location{ID: uint64(len(b.prof.Location) + 1), Line: []profile.Line{{Function: f, Line: int64(k.line)}}}
	b.locs[k] = l
	b.prof.Location = append(b.prof.Location, l)
	return l
}

// stack is the locations of the frames of pcs, innermost first, without
// kern's own frames (the stack the user wrote); a stack that is all kern
// (a chunked call's pipeline goroutine) is kept whole.
func (b *builder) stack(pcs []uintptr) []*profile.Location {
	var all, user []frameKey
	frames := runtime.CallersFrames(pcs)
	for {
		f, more := frames.Next()
		if f.Function != "" {
			k := frameKey{fn: f.Function, file: f.File, line: f.Line}
			all = append(all, k)
			if !internalFrame(f.Function) {
				user = append(user, k)
			}
		}
		if !more {
			break
		}
	}
	if len(user) == 0 {
		user = all
	}
	locs := make([]*profile.Location, len(user))
	for i, k := range user {
		locs[i] = b.location(k)
	}
	return locs
}

// internalFrame reports whether fn is kern's runtime: the root package,
// its internal packages (but for test helpers) and the drivers.
func internalFrame(fn string) bool {
	const mod = "github.com/kernlab/kern"
	rest, ok := strings.CutPrefix(fn, mod)
	if !ok {
		return false
	}
	return strings.HasPrefix(rest, ".") ||
		strings.HasPrefix(rest, "/internal/") && !strings.HasPrefix(rest, "/internal/testing/") ||
		strings.HasPrefix(rest, "/driver/")
}

package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"text/tabwriter"
	"time"

	"github.com/google/pprof/profile"
)

// cmdProf prints a GPU profile's (kern.StartGPUProfile, KERN_GPUPROFILE)
// top entries: per kernel, host call or copy direction (with -lines, per
// Go line that issued it), the device time, its share, the calls, the
// bytes moved and the achieved bandwidth. -pprof hands the profile and
// the remaining flags to go tool pprof (-http=:8080 for its web UI).
func cmdProf(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("kern prof", flag.ContinueOnError)
	fs.SetOutput(stderr)
	top := fs.Int("n", 20, "print the `N` entries of most device time (0: all)")
	lines := fs.Bool("lines", false, "an entry per kernel and Go line that issued it")
	pprof := fs.Bool("pprof", false, "run go tool pprof with the other arguments instead (e.g. -pprof -http=:8080 FILE)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: kern prof [-n N] [-lines] FILE\n       kern prof -pprof [PPROF FLAGS] FILE")
		fs.PrintDefaults()
	}
	if len(args) > 0 && (args[0] == "-pprof" || args[0] == "--pprof") {
		return runPprof(args[1:], stdout, stderr)
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if *pprof { // -pprof after other flags
		return runPprof(fs.Args(), stdout, stderr)
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return 2
	}
	f, err := os.Open(fs.Arg(0))
	if err != nil {
		fmt.Fprintf(stderr, "kern prof: %v\n", err)
		return 1
	}
	defer f.Close()
	p, err := profile.Parse(f)
	if err != nil {
		fmt.Fprintf(stderr, "kern prof: %s: %v\n", fs.Arg(0), err)
		return 1
	}
	if err := printProfile(stdout, p, *top, *lines); err != nil {
		fmt.Fprintf(stderr, "kern prof: %s: %v\n", fs.Arg(0), err)
		return 1
	}
	return 0
}

// runPprof runs go tool pprof with args.
func runPprof(args []string, stdout, stderr io.Writer) int {
	goCmd := "go"
	if root := os.Getenv("GOROOT"); root != "" {
		goCmd = filepath.Join(root, "bin", "go")
	}
	cmd := exec.Command(goCmd, append([]string{"tool", "pprof"}, args...)...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, stdout, stderr
	if err := cmd.Run(); err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return ee.ExitCode()
		}
		fmt.Fprintf(stderr, "kern prof: %v\n", err)
		return 1
	}
	return 0
}

// entry is one line of the table.
type entry struct {
	name             string
	calls, ns, bytes int64
}

// printProfile writes p's entries with the most device time first.
func printProfile(w io.Writer, p *profile.Profile, top int, lines bool) error {
	idx := map[string]int{}
	for i, st := range p.SampleType {
		idx[st.Type] = i
	}
	ic, okc := idx["calls"]
	it, okt := idx["gpu_time"]
	ib, okb := idx["bytes"]
	if !okc || !okt || !okb {
		return fmt.Errorf("not a GPU profile (its samples are %v, not calls, gpu_time and bytes)", sampleTypeNames(p))
	}
	byName := map[string]*entry{}
	var total, calls int64
	for _, s := range p.Sample {
		if len(s.Location) == 0 || len(s.Location[0].Line) == 0 {
			continue
		}
		name := s.Location[0].Line[0].Function.Name
		if lines && len(s.Location) > 1 && len(s.Location[1].Line) > 0 {
			l := s.Location[1].Line[0]
			name += "  " + filepath.Base(l.Function.Filename) + ":" + strconv.FormatInt(l.Line, 10)
		}
		e := byName[name]
		if e == nil {
			e = &entry{name: name}
			byName[name] = e
		}
		e.calls += s.Value[ic]
		e.ns += s.Value[it]
		e.bytes += s.Value[ib]
		total += s.Value[it]
		calls += s.Value[ic]
	}
	es := make([]*entry, 0, len(byName))
	for _, e := range byName {
		es = append(es, e)
	}
	sort.Slice(es, func(i, j int) bool {
		if es[i].ns != es[j].ns {
			return es[i].ns > es[j].ns
		}
		return es[i].name < es[j].name
	})
	fmt.Fprintf(w, "GPU profile: %d calls, %v of device time, recorded over %v\n",
		calls, time.Duration(total), time.Duration(p.DurationNanos).Round(time.Millisecond))
	for _, c := range p.Comments {
		fmt.Fprintln(w, c)
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "time\t%\tcalls\tbytes\tGB/s\t \t")
	for i, e := range es {
		if top > 0 && i == top {
			break
		}
		share := 0.0
		if total > 0 {
			share = 100 * float64(e.ns) / float64(total)
		}
		bw := "-"
		if e.bytes > 0 && e.ns > 0 {
			bw = strconv.FormatFloat(float64(e.bytes)/float64(e.ns), 'f', 2, 64) // bytes/ns = GB/s
		}
		fmt.Fprintf(tw, "%v\t%.1f%%\t%d\t%s\t%s\t \t%s\n", time.Duration(e.ns), share, e.calls, formatBytes(e.bytes), bw, e.name)
	}
	return tw.Flush()
}

func sampleTypeNames(p *profile.Profile) []string {
	var s []string
	for _, st := range p.SampleType {
		s = append(s, st.Type)
	}
	return s
}

// formatBytes is n in B, KiB, MiB or GiB.
func formatBytes(n int64) string {
	switch {
	case n >= 1<<30:
		return strconv.FormatFloat(float64(n)/(1<<30), 'f', 1, 64) + " GiB"
	case n >= 1<<20:
		return strconv.FormatFloat(float64(n)/(1<<20), 'f', 1, 64) + " MiB"
	case n >= 1<<10:
		return strconv.FormatFloat(float64(n)/(1<<10), 'f', 1, 64) + " KiB"
	}
	return strconv.FormatInt(n, 10) + " B"
}

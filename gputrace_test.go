package kern_test

import (
	"bytes"
	"context"
	"io"
	"runtime/trace"
	"slices"
	"strings"
	"testing"

	xtrace "golang.org/x/exp/trace"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/gputest"
	"github.com/kernlab/kern/internal/testing/gputest/cost"
)

// TestGPUTrace: while runtime/trace records, a launch, the copies of its
// host array, a stream's launch and synchronize, a host ufunc call and a
// chunked call's chunks are regions named by kernel and size: on the
// goroutine that issued them, or for the chunks, on the lanes' goroutines
// under a task the issuing goroutine began, whose launches are regions in
// the task too.
func TestGPUTrace(t *testing.T) {
	dev := emuDevice(t)
	k := kern.NewKernel1(cost.CostLow)
	disc := kern.Vectorize("Disc", kern.Loop3(gputest.Disc[float32]))
	out := make([]float32, 256)
	a, b, c := make([]float32, 3000), make([]float32, 3000), make([]float32, 3000)
	s, err := dev.NewStream()
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := k.Launch(dev, 2, 128, out); err != nil { // loads the module
		t.Fatal(err)
	}

	var buf bytes.Buffer
	if err := trace.Start(&buf); err != nil {
		t.Skipf("a trace is being recorded already: %v", err)
	}
	ctx, task := trace.NewTask(context.Background(), "test")
	trace.Log(ctx, "test", "start") // names this goroutine
	err1 := k.Launch(dev, 2, 128, out)
	err2 := k.Launch(s, 2, 128, out)
	err3 := s.Synchronize()
	_, err4 := disc.Call(kern.CPU, a, b, c)
	_, err5 := disc.Call(kern.Chunked(dev, kern.ChunkLen(1000), kern.ChunkStreams(2), kern.StreamAbove(0)), a, b, c)
	task.End()
	trace.Stop()
	for _, err := range []error{err1, err2, err3, err4, err5} {
		if err != nil {
			t.Fatal(err)
		}
	}

	r, err := xtrace.NewReader(&buf)
	if err != nil {
		t.Fatal(err)
	}
	var me xtrace.GoID = xtrace.NoGoroutine
	mine := map[string]int{}  // regions on the test's goroutine
	lanes := map[string]int{} // regions on other goroutines in a kern task
	tasks := map[xtrace.TaskID]string{}
	var logs []string
	for {
		ev, err := r.ReadEvent()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		switch ev.Kind() {
		case xtrace.EventTaskBegin:
			tasks[ev.Task().ID] = ev.Task().Type
		case xtrace.EventLog:
			l := ev.Log()
			if l.Category == "test" {
				me = ev.Goroutine()
			}
			if l.Category == "kern bytes" {
				logs = append(logs, l.Message)
			}
		case xtrace.EventRegionBegin:
			reg := ev.Region()
			if !strings.HasPrefix(reg.Type, "kern ") {
				continue
			}
			if ev.Goroutine() == me {
				mine[reg.Type]++
			} else if tasks[reg.Task] == "kern chunked call" {
				lanes[reg.Type]++
			} else {
				t.Errorf("region %q on goroutine %d, not the test's (%d) nor a chunked call's lane", reg.Type, ev.Goroutine(), me)
			}
		}
	}
	wantMine := map[string]int{
		"kern launch cost.CostLow 1.0 KiB": 2, // twice, one on the stream
		"kern HtoD 1.0 KiB":                2,
		"kern DtoH 1.0 KiB":                2,
		"kern sync stream":                 1,
		"kern host Disc 46.9 KiB":          1, // 3000 elements of 4 float32 arrays
	}
	for name, n := range wantMine {
		if mine[name] != n {
			t.Errorf("region %q: %d on the test's goroutine, want %d (have %v)", name, mine[name], n, mine)
		}
	}
	// Three chunks of 1000 elements, each a chunk region with its copies
	// and launch inside.
	for _, name := range []string{"kern chunk 1/3", "kern chunk 2/3", "kern chunk 3/3"} {
		if lanes[name] != 1 {
			t.Errorf("region %q: %d on the lanes, want 1 (have %v)", name, lanes[name], lanes)
		}
	}
	launches := 0
	for name, n := range lanes {
		if strings.HasPrefix(name, "kern launch ") && strings.Contains(name, "Disc") && strings.HasSuffix(name, " 15.6 KiB") {
			launches += n
		}
	}
	if launches != 3 {
		t.Errorf("%d chunk launches of 15.6 KiB on the lanes, want 3 (have %v)", launches, lanes)
	}
	if !slices.Contains(logs, "1024") {
		t.Errorf("no 'kern bytes' log of 1024: %v", logs)
	}
}

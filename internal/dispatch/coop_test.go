package dispatch

import (
	"fmt"
	"slices"
	"testing"

	"github.com/kernlab/kern/driver"
)

// coopLog records the calls coopOrder makes.
type coopLog struct {
	driver.Device // only NewEvent and DefaultStream are called
	log           []string
	null          *coopStream
}

func (d *coopLog) NewEvent() (driver.Event, error) { return &coopEvent{d: d}, nil }
func (d *coopLog) DefaultStream() driver.Stream    { return d.null }

type coopStream struct {
	driver.Stream
	d    *coopLog
	name string
}

func (s *coopStream) WaitEvent(driver.Event) error {
	s.d.log = append(s.d.log, s.name+" waits")
	return nil
}

type coopEvent struct {
	driver.Event // only Record is called
	d            *coopLog
}

func (e *coopEvent) Record(s driver.Stream) error {
	name := "null"
	if s != nil {
		name = s.(*coopStream).name
	}
	e.d.log = append(e.d.log, "record on "+name)
	return nil
}

// TestCoopOrder: a cooperative launch on another stream than the last
// waits for it; on the same stream it does not; a failed launch records
// nothing.
func TestCoopOrder(t *testing.T) {
	d := &coopLog{}
	d.null = &coopStream{d: d, name: "null"}
	a, b := &coopStream{d: d, name: "a"}, &coopStream{d: d, name: "b"}
	var o coopOrder
	launch := func(s driver.Stream, fail bool) {
		name := "null"
		if s != nil {
			name = s.(*coopStream).name
		}
		err := o.launch(d, s, func() error {
			d.log = append(d.log, "launch on "+name)
			if fail {
				return fmt.Errorf("refused")
			}
			return nil
		})
		if (err != nil) != fail {
			t.Fatalf("launch on %s: %v", name, err)
		}
	}
	launch(a, false)
	launch(a, false)
	launch(b, false)
	launch(nil, false)
	launch(a, true)
	launch(a, false)
	want := []string{
		"launch on a", "record on a",
		"launch on a", "record on a",
		"b waits", "launch on b", "record on b",
		"null waits", "launch on null", "record on null",
		"a waits", "launch on a",
		"a waits", "launch on a", "record on a",
	}
	if !slices.Equal(d.log, want) {
		t.Errorf("calls:\n%v\nwant:\n%v", d.log, want)
	}
}

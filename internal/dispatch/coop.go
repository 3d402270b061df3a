package dispatch

import (
	"sync"

	"github.com/kernlab/kern/driver"
)

// coopOrder orders a module's cooperative launches. Their grid barriers
// share the module's arrival counter (abi.GridSyncName), so two must not
// run at once: a launch on a stream other than the last one's waits for
// an event recorded after the last. Launches on one stream are ordered
// by the stream already.
type coopOrder struct {
	mu   sync.Mutex
	ev   driver.Event
	last driver.Stream // the last cooperative launch's stream (nil: the null stream)
	used bool
}

// launch runs launch, which queues a cooperative launch on s, after the
// module's previous cooperative launch.
func (o *coopOrder) launch(dev driver.Device, s driver.Stream, launch func() error) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.ev == nil {
		ev, err := dev.NewEvent()
		if err != nil {
			return err
		}
		o.ev = ev
	}
	if o.used && o.last != s {
		ws := s
		if ws == nil {
			ws = dev.DefaultStream()
		}
		if err := ws.WaitEvent(o.ev); err != nil {
			return err
		}
	}
	if err := launch(); err != nil {
		return err
	}
	o.last, o.used = s, true
	return o.ev.Record(s)
}

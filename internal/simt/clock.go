package simt

import "time"

// Clock is the nanoseconds of the monotonic clock since the launch
// started: a counter every thread of the launch shares.
func (t *Thread) Clock() int64 { return int64(time.Since(t.blk.ls.start)) }

// Sleep suspends the thread for ns nanoseconds (time.Sleep). A sleeping
// thread holds up its block's next barrier as a slow thread would.
func (t *Thread) Sleep(ns uint32) { time.Sleep(time.Duration(ns)) }

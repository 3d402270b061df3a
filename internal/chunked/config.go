package chunked

import "github.com/kernlab/kern/driver"

const (
	// DefaultAbove is the host-operand size in bytes from which a GPU call
	// is chunked; smaller calls copy whole arrays, which costs less.
	DefaultAbove = 8 << 20
	// DefaultBytes bounds the bytes of chunked operands per chunk.
	DefaultBytes = 8 << 20
	// StagingKeep is how many bytes of pinned staging memory a device keeps
	// for later calls.
	StagingKeep = 256 << 20
	// BufAlign aligns each operand's buffer within a lane.
	BufAlign = 256
)

// Config is a call's chunking options (kern.ChunkOption sets them); a nil
// *Config means the defaults.
type Config struct {
	Len      int // loop indices per chunk; 0: from Bytes
	Bytes    int // bytes of chunked operands per chunk; 0: default
	Streams  int // lanes; 0: default
	Above    int // threshold in bytes
	AboveSet bool
	Never    bool
}

// Lanes is the number of lanes: two more than the copy engines (one
// lane copying in, one computing, one copying out, one on the host
// between its chunks), at least three.
func (c *Config) Lanes(info driver.Info) int {
	if c != nil && c.Streams > 0 {
		return c.Streams
	}
	return 2 + max(1, info.AsyncEngines)
}

// Threshold returns the bytes from which a call is chunked, or -1 for never.
func (c *Config) Threshold() int {
	switch {
	case c == nil:
		return DefaultAbove
	case c.Never:
		return -1
	case c.AboveSet:
		return c.Above
	}
	return DefaultAbove
}

// Budget is the bytes of chunked operands per chunk: the option, else
// DefaultBytes, but at most what lets every lane's device buffer fit
// in half the free device memory.
func (c *Config) Budget(free int64, lanes int) int {
	if c != nil && c.Bytes > 0 {
		return c.Bytes
	}
	return int(max(1, min(int64(DefaultBytes), free/int64(2*lanes))))
}

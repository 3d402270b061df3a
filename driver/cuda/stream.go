package cuda

import "github.com/kernlab/kern/driver/internal/gpucore"

// Stream is a CUDA stream of one device (non-blocking: it does not
// synchronize with the default stream). The zero handle is the legacy
// default stream. Handle is the CUstream, for interop.
type Stream = gpucore.Stream

// Event is a CUDA event with timing enabled.
type Event = gpucore.Event

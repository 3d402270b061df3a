package roc

import "github.com/kernlab/kern/driver/internal/gpucore"

// Stream is a ROC stream (non-blocking: it does not synchronize with the
// null stream); the zero handle is the null stream. Handle is the
// hipStream_t. The device's DefaultStream is a blocking stream created
// with the device (see the package doc), not the null stream.
type Stream = gpucore.Stream

// Event is a ROC event with timing enabled.
type Event = gpucore.Event

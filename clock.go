package kern

// Clocks, as numba.cuda's clock64 (CUDA's clock64()) and nanosleep.

// Clock64 reads a monotonic counter, for timing a stretch of a kernel:
// subtract two readings of one thread. On CUDA it is %clock64, the
// multiprocessor's cycle counter; on ROC s_memtime, the shader clock;
// neither is comparable across multiprocessors or devices, nor counts
// nanoseconds. The CPU targets (Sim) and the emulated devices count
// nanoseconds of the monotonic clock since the launch started.
func Clock64(t *Thread) int64 { return t.st.Clock() }

// Nanosleep suspends the calling thread for about ns nanoseconds, as
// CUDA's __nanosleep (PTX nanosleep.u32, sm_70): the hardware sleeps
// anywhere in [0, 2·ns], at most about a millisecond, so use it to back
// off in a spin loop, not to time anything. ROC sleeps with s_sleep until
// s_memrealtime (100 MHz) has advanced ns. The CPU targets sleep as
// time.Sleep does; the emulated CUDA device returns at once (which PTX
// allows), the emulated ROC device runs the s_memrealtime loop.
func Nanosleep(t *Thread, ns uint32) { t.st.Sleep(ns) }

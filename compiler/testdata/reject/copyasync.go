package reject

import "github.com/kernlab/kern"

// CopyAsyncMisuse: cp.async moves 4, 8 or 16 bytes, a constant count,
// global to shared, at addresses aligned to its size, and waits on a
// constant count of groups.
//
//kern:kernel
func CopyAsyncMisuse(t *kern.Thread, x []float32, d []float64, n, k int) {
	tile := kern.Shared[[64]float32](t)
	dt := kern.Shared[[16]float64](t)
	kern.CopyAsync(t, tile[:], 0, x, 0, 3)         // ERROR "K033: kern.CopyAsync of 3 elements of []float32 (12 bytes): a copy moves 4, 8 or 16 bytes"
	kern.CopyAsync(t, dt[:], 0, d, 0, 4)           // ERROR "K033: (32 bytes): a copy moves 4, 8 or 16 bytes"
	kern.CopyAsync(t, tile[:], 0, x, 0, n)         // ERROR "K033: kern.CopyAsync's element count must be a positive constant"
	kern.CopyAsync(t, tile[:], 2, x, 0, 4)         // ERROR "K033: kern.CopyAsync: offset 2 is not a multiple of 4"
	kern.CopyAsync(t, tile[:], 0, x, 6, 4)         // ERROR "K033: offset 6 is not a multiple of 4"
	kern.CopyAsync(t, x, 0, x, 4, 4)               // ERROR "K033: its destination is a kernel parameter (global memory)"
	kern.CopyAsync(t, tile[:], 0, tile[32:], 0, 4) // ERROR "K033: its source is shared memory"
	kern.CommitAsync(t)
	kern.WaitAsync(t, k)  // ERROR "K033: kern.WaitAsync's count of groups left in flight must be a constant from 0 to 255"
	kern.WaitAsync(t, -1) // ERROR "K033: kern.WaitAsync's count"
}

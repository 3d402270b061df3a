//go:build !amd64 && !arm64

package half

// No vector loops on this architecture: the Go loops do everything.

func f32sToF16sVec(dst []Float16, src []uint32) int   { return 0 }
func f16sToF32sVec(dst []uint32, src []Float16) int   { return 0 }
func f32sToBF16sVec(dst []BFloat16, src []uint32) int { return 0 }
func bf16sToF32sVec(dst []uint32, src []BFloat16) int { return 0 }

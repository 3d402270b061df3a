//go:build !amd64

package half

// The AVX2 and AVX-512 loops exist only on amd64; tests name them on every
// architecture, where they do nothing.

func e4m3sToF32sV256(dst []uint32, src []Float8E4M3) int  { return 0 }
func e4m3sToF32sV512(dst []uint32, src []Float8E4M3) int  { return 0 }
func e4m3sToF64sV256(dst []float64, src []Float8E4M3) int { return 0 }
func e4m3sToF64sV512(dst []float64, src []Float8E4M3) int { return 0 }
func e5m2sToF32sV256(dst []uint32, src []Float8E5M2) int  { return 0 }
func e5m2sToF32sV512(dst []uint32, src []Float8E5M2) int  { return 0 }
func e5m2sToF64sV256(dst []float64, src []Float8E5M2) int { return 0 }
func e5m2sToF64sV512(dst []float64, src []Float8E5M2) int { return 0 }
func f32sToE4M3sV256(dst []Float8E4M3, src []uint32) int  { return 0 }
func f32sToE4M3sV512(dst []Float8E4M3, src []uint32) int  { return 0 }
func f32sToE5M2sV256(dst []Float8E5M2, src []uint32) int  { return 0 }
func f32sToE5M2sV512(dst []Float8E5M2, src []uint32) int  { return 0 }
func f64sToF16sV256(dst []Float16, src []uint64) int      { return 0 }
func f64sToBF16sV256(dst []BFloat16, src []uint64) int    { return 0 }
func f64sToE4M3sV256(dst []Float8E4M3, src []uint64) int  { return 0 }
func f64sToE5M2sV256(dst []Float8E5M2, src []uint64) int  { return 0 }
func f64sToF16sV512(dst []Float16, src []uint64) int      { return 0 }
func f64sToBF16sV512(dst []BFloat16, src []uint64) int    { return 0 }
func f64sToE4M3sV512(dst []Float8E4M3, src []uint64) int  { return 0 }
func f64sToE5M2sV512(dst []Float8E5M2, src []uint64) int  { return 0 }

package half

import (
	"fmt"
	"strconv"
)

// format32 is String's text: strconv's shortest float32 form.
func format32(f float32) string { return strconv.FormatFloat(float64(f), 'g', -1, 32) }

// formatValue formats a value with fmt's float verbs (%v, %g, %.3f, %e, %x,
// with width and flags) as fmt formats its float32, and with %s and %q as
// String. Without it the types' uint underlying types would make %f print
// "%!f(half.Float16=15360)".
func formatValue(s fmt.State, verb rune, f float32) {
	if verb == 's' || verb == 'q' {
		fmt.Fprintf(s, fmt.FormatString(s, verb), format32(f))
		return
	}
	fmt.Fprintf(s, fmt.FormatString(s, verb), f)
}

// Format implements fmt.Formatter: the float verbs format h's float32
// value, %s and %q its String.
func (h Float16) Format(s fmt.State, verb rune) { formatValue(s, verb, h.Float32()) }

// Format implements fmt.Formatter as Float16's does.
func (h BFloat16) Format(s fmt.State, verb rune) { formatValue(s, verb, h.Float32()) }

// Format implements fmt.Formatter as Float16's does.
func (x Float8E4M3) Format(s fmt.State, verb rune) { formatValue(s, verb, x.Float32()) }

// Format implements fmt.Formatter as Float16's does.
func (x Float8E5M2) Format(s fmt.State, verb rune) { formatValue(s, verb, x.Float32()) }

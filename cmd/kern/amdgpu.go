package main

import (
	"fmt"
	"io"
)

// cmdAMDGPU is written by the issue that delivers it; until then it says so.
func cmdAMDGPU(args []string, stdout, stderr io.Writer) int {
	fmt.Fprintln(stderr, "kern amdgpu: not available in this build yet")
	return 2
}

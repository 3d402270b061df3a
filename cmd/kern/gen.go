package main

import (
	"fmt"
	"io"
)

// cmdGen is written by the issue that delivers it; until then it says so.
func cmdGen(args []string, stdout, stderr io.Writer) int {
	fmt.Fprintln(stderr, "kern gen: not available in this build yet")
	return 2
}

// Command racy launches a kernel that never synchronizes and whose threads
// of one block all write out[0]: a data race the race detector must see.
package main

import (
	"fmt"

	"github.com/kernlab/kern/internal/simt"
)

func main() {
	out := make([]int, 1)
	c := simt.Config{Grid: simt.Dim3{X: 1, Y: 1, Z: 1}, Block: simt.Dim3{X: 64, Y: 1, Z: 1}}
	err := simt.Launch(c, func(t *simt.Thread) { out[0] = t.Linear })
	fmt.Println(err, out[0] >= 0)
}

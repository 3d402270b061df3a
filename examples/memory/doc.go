// Command memory runs the programs of seed 002 ("Memory management"):
// device arrays (device_array, device_array_like, to_device, copy_to_host),
// registered host memory, streams with auto-synchronization, and a kernel
// that shares memory within a group behind a barrier. It prints what each
// computed, where it ran, and a time next to a plain Go loop.
//
//	go run ./examples/memory              # auto: the GPU if there is one
//	go run ./examples/memory -target sim
package main

// Package dl holds the small pieces the cuda and roc bindings share: opening
// a shared library through purego (no cgo), resolving a table of symbols,
// and reading C strings.
//
// Libraries are never closed: driver libraries keep threads and device state
// that do not survive dlclose, and a process opens each one once.
package dl

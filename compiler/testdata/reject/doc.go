// Package reject is the corpus of Go the GPU compiler must reject: one
// construct per file, each diagnostic line marked // ERROR "Kxxx".
package reject

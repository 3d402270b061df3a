// Package ndgonum converts between kern's host arrays ([nd.Array]) and
// gonum matrices (gonum.org/v1/gonum/mat): ToDense and FromDense copy,
// WrapDense shares the Dense's storage.
//
// It is a package of its own so that importing nd, or kern, does not put
// gonum in a program's build: only programs that use gonum import it.
package ndgonum

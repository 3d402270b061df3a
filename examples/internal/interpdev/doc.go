// Package interpdev is a test-only kern device that runs compiled kernels in
// the IR interpreter, for the examples' tests: the GPU dispatch path of the
// runtime (module cache, symbol lookup, flattened parameter buffer, host
// copies) checked against the compiler's own parameter types, on a machine
// without a GPU. Only tests import it; the runtime never imports the
// compiler.
package interpdev

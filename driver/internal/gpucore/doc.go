// Package gpucore is what driver/cuda and driver/roc share: binding the
// library, one purego calling style (Call), result codes turned into
// *driver.Error, and the device, memory, stream, event, module and launch
// machinery that has the same shape in libcuda and libamdhip64.
//
// Each API describes itself with an API table: its driver.Kind, the C
// symbol and error-message name of every shared call (Funcs), its error
// names and sentinel mapping, and the few hooks where the two differ in
// argument shape (copies, error-name lookup). What differs genuinely stays
// in the API's package: CUDA's primary context and PTX JIT options, HIP's
// device selection, code objects and comgr.
//
// The two APIs number the codes kern treats specially alike (HIP mirrors
// CUDA's numbering), so those codes are constants here.
package gpucore

package abi

// GridSyncName is the module-scope u32 that the grid-wide barrier of
// t.GridSync counts arrivals on, in every module with such a barrier:
// zero when the module loads, and left with its low 31 bits unchanged by
// each barrier, so one counter serves every barrier and launch as long as
// two launches that use it do not run at once (the runtime orders a
// module's cooperative launches).
const GridSyncName = "__kern_gridsync"

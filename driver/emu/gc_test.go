package emu

import "runtime"

func runtimeGC() { runtime.GC() }

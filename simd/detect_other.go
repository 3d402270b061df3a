//go:build !amd64

package simd

func detectAVX2() bool { return false }

func detectF16C() bool { return false }

func detectAVX512() bool { return false }

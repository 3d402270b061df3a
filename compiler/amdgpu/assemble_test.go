package amdgpu

import (
	"errors"
	"testing"
)

func TestAssembleErrors(t *testing.T) {
	if _, err := Assemble([]byte("x"), "sm_80", Tools{LLC: "llc", LLD: "lld"}); !errors.Is(err, ErrOptions) {
		t.Errorf("bad processor: %v", err)
	}
	if _, err := Assemble([]byte("x"), "gfx90a", Tools{}); !errors.Is(err, ErrTool) {
		t.Errorf("no tools: %v", err)
	}
	tools := testTools(t)
	_, err := Assemble([]byte("this is not LLVM IR"), "gfx90a", tools)
	if !errors.Is(err, ErrTool) {
		t.Errorf("bad IR: %v, want ErrTool", err)
	}
}

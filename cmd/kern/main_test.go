package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestHelpCommand: kern help COMMAND prints that command's usage (as
// kern COMMAND -h does), not the list of commands, and exits 0; every
// command answers -h with its usage and status 0.
func TestHelpCommand(t *testing.T) {
	for _, c := range commands() {
		for _, args := range [][]string{{"help", c.name}, {c.name, "-h"}} {
			var out, errs bytes.Buffer
			code := run(args, &out, &errs)
			if code != 0 || !strings.Contains(errs.String(), "usage: kern "+c.name) {
				t.Errorf("kern %s: exit %d, stderr %q; want 0 and %q", strings.Join(args, " "), code, errs.String(), "usage: kern "+c.name)
			}
		}
	}
	var out, errs bytes.Buffer
	if code := run([]string{"help", "nosuch"}, &out, &errs); code != 2 || !strings.Contains(errs.String(), `unknown command "nosuch"`) {
		t.Errorf("kern help nosuch: exit %d, stderr %q", code, errs.String())
	}
	errs.Reset()
	if code := run([]string{"help"}, &out, &errs); code != 0 || !strings.Contains(errs.String(), "kern help COMMAND") {
		t.Errorf("kern help: exit %d, stderr %q", code, errs.String())
	}
}

package testtool

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// scripts/install-tools.sh adds Debian's non-free component from the
// archive the machine already uses, read from its apt sources, and names
// no archive host itself.
func TestInstallToolsUsesTheMachinesArchive(t *testing.T) {
	script, err := filepath.Abs("../../scripts/install-tools.sh")
	if err != nil {
		t.Fatal(err)
	}
	text, err := os.ReadFile(script)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(text), "http://") || strings.Contains(string(text), "https://") {
		t.Error("install-tools.sh names an archive host")
	}
	for _, c := range []struct {
		name, file, body, want string
	}{
		{"deb822", "sources.list.d/mirror.sources", `Types: deb
URIs: http://mirror.example/debian-security
Suites: trixie-security
Components: main
Signed-By: /k/security.gpg

Types: deb
URIs: http://mirror.example/debian http://other.example/debian
Suites: trixie trixie-updates
Components: main contrib
Signed-By: /k/archive.gpg
`, "http://mirror.example/debian trixie /k/archive.gpg"},
		{"one-line", "sources.list", `# a comment
deb http://sec.example/debian-security bookworm-security main
deb [arch=amd64 signed-by=/x.gpg] http://ftp.example.org/debian bookworm main contrib
`, "http://ftp.example.org/debian bookworm /usr/share/keyrings/debian-archive-keyring.gpg"},
		{"none", "sources.list", "", ""},
	} {
		etc := t.TempDir()
		p := filepath.Join(etc, c.file)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(c.body), 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command("bash", script, "--print-archive")
		cmd.Env = append(os.Environ(), "KERN_APT_ETC="+etc)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", c.name, err, out)
		}
		if got := strings.TrimSpace(string(out)); got != c.want {
			t.Errorf("%s: archive %q, want %q", c.name, got, c.want)
		}
	}
}

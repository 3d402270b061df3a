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
// no archive host itself; ptxas 12.4 (KERN_PTXAS_ISA84) comes from the
// same archive's trixie non-free, for the machine's architecture, checked
// with the same keyring.
func TestInstallToolsUsesTheMachinesArchive(t *testing.T) {
	script, err := filepath.Abs("../../../scripts/install-tools.sh")
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
	arch := ""
	if b, err := exec.Command("dpkg", "--print-architecture").Output(); err == nil {
		arch = strings.TrimSpace(string(b))
	}
	for _, c := range []struct {
		name, file, body, want, trixie string
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
`, "http://mirror.example/debian trixie /k/archive.gpg",
			"deb [arch=ARCH signed-by=/k/archive.gpg] http://mirror.example/debian trixie non-free"},
		{"one-line", "sources.list", `# a comment
deb http://sec.example/debian-security bookworm-security main
deb [arch=amd64 signed-by=/x.gpg] http://ftp.example.org/debian bookworm main contrib
`, "http://ftp.example.org/debian bookworm /usr/share/keyrings/debian-archive-keyring.gpg",
			"deb [arch=ARCH signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://ftp.example.org/debian trixie non-free"},
		{"none", "sources.list", "", "", ""},
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
		if arch == "" {
			continue // the trixie source names dpkg's architecture
		}
		cmd = exec.Command("bash", script, "--print-trixie-source")
		cmd.Env = append(os.Environ(), "KERN_APT_ETC="+etc)
		out, err = cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s: --print-trixie-source: %v\n%s", c.name, err, out)
		}
		if got, want := strings.TrimSpace(string(out)), strings.Replace(c.trixie, "ARCH", arch, 1); got != want {
			t.Errorf("%s: trixie source %q, want %q", c.name, got, want)
		}
	}
}

// The extraction follows a listed member's symlinks inside the package
// (Debian's libcuda1 ships libcuda.so.1 as a link), keeps a listed
// directory whole, and names the package and member it cannot find.
func TestInstallToolsExtractsThroughLinks(t *testing.T) {
	if _, err := exec.LookPath("dpkg-deb"); err != nil {
		t.Skip("dpkg-deb not found (install-tools.sh runs on Debian)")
	}
	script, err := filepath.Abs("../../../scripts/install-tools.sh")
	if err != nil {
		t.Fatal(err)
	}
	root := t.TempDir()
	pkg := filepath.Join(root, "pkg")
	for _, f := range []struct{ path, body string }{
		{"DEBIAN/control", "Package: kern-test\nVersion: 1\nArchitecture: all\nMaintainer: t <t@t>\nDescription: t\n"},
		{"usr/lib/real/libx.so.1.2.3", "the library"},
		{"usr/include/h/a.h", "a"},
		{"usr/include/h/sub/b.h", "b"},
	} {
		p := filepath.Join(pkg, f.path)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(f.body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// A relative link into a sibling directory, then an absolute link to it.
	if err := os.Symlink("../lib/real/libx.so.1.2.3", filepath.Join(pkg, "usr/lib/libx.so.1")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("/usr/lib/libx.so.1", filepath.Join(pkg, "usr/lib/libx.so")); err != nil {
		t.Fatal(err)
	}
	deb := filepath.Join(root, "kern-test.deb")
	if out, err := exec.Command("dpkg-deb", "--root-owner-group", "--build", pkg, deb).CombinedOutput(); err != nil {
		t.Fatalf("dpkg-deb --build: %v\n%s", err, out)
	}
	dest := filepath.Join(root, "cache")
	run := func(pairs ...string) (string, error) {
		args := append([]string{script, "--extract-deb", deb, "kern-test"}, pairs...)
		out, err := exec.Command("bash", args...).CombinedOutput()
		return string(out), err
	}
	out, err := run("usr/lib/libx.so", dest+"/lib/libx.so", "usr/lib/libx.so.1", dest+"/lib/libx.so.1", "usr/include/h", dest+"/include/h")
	if err != nil {
		t.Fatalf("extract: %v\n%s", err, out)
	}
	for _, f := range []struct{ path, want string }{
		{"lib/libx.so", "the library"},
		{"lib/libx.so.1", "the library"},
		{"include/h/a.h", "a"},
		{"include/h/sub/b.h", "b"},
	} {
		p := filepath.Join(dest, f.path)
		st, err := os.Lstat(p)
		if err != nil {
			t.Errorf("%s: %v", f.path, err)
			continue
		}
		if !st.Mode().IsRegular() {
			t.Errorf("%s is %v, want a regular file", f.path, st.Mode())
		}
		if b, _ := os.ReadFile(p); string(b) != f.want {
			t.Errorf("%s holds %q, want %q", f.path, b, f.want)
		}
	}
	out, err = run("usr/lib/libmissing.so", dest+"/lib/libmissing.so")
	if err == nil {
		t.Fatalf("a missing member extracted without an error:\n%s", out)
	}
	if !strings.Contains(out, "kern-test") || !strings.Contains(out, "usr/lib/libmissing.so") || strings.Contains(out, "cp: ") {
		t.Errorf("the error should name the package and the member, not be cp's:\n%s", out)
	}
}

package bench

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// A peer whose build fails makes the comparison fail with the peer's own
// error, never a run of zero seconds. The peer here is a local stand-in for
// Docusaurus's command line (a script that fails as a broken build does).
func TestPeerBuildFailureCarriesThePeersError(t *testing.T) {
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("no node here")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "node_modules", "@docusaurus", "core", "bin")
	if err := os.MkdirAll(bin, 0o755); err != nil {
		t.Fatal(err)
	}
	script := `console.log("[INFO] building " + process.env.FL_PEER_DOCS);
console.error("[ERROR] Docusaurus found broken links!");
process.exit(1);
`
	if err := os.WriteFile(filepath.Join(bin, "docusaurus.mjs"), []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Peer{Dir: dir}.Build("/corpus/docs")
	if err == nil {
		t.Fatal("Build of a failing peer returned no error")
	}
	for _, want := range []string{"peer build of /corpus/docs failed", "exit status 1", "[ERROR] Docusaurus found broken links!", "[INFO] building /corpus/docs"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q lacks %q", err, want)
		}
	}
}

// A build writes the site into Out, named from the working folder as the
// benchmark names the peer's folder (relative), and starts without the
// previous build's output. The peer is a local stand-in for Docusaurus's
// command line that writes a page into its --out-dir.
func TestPeerBuildWritesIntoOutFromNothing(t *testing.T) {
	t.Run("deleting the last output", func(t *testing.T) { peerBuildsFromNothing(t, nil) })
	t.Run("setting the last output aside", func(t *testing.T) {
		var d Discard
		peerBuildsFromNothing(t, &d)
		if aside, _ := filepath.Glob(filepath.Join("build", "peer", "out"+discardedMark+"*", "stale.html")); len(aside) != 1 {
			t.Errorf("the last output was not set aside: %v", aside)
		}
	})
}

func peerBuildsFromNothing(t *testing.T, discard *Discard) {
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("no node here")
	}
	t.Chdir(t.TempDir())
	p := Peer{Dir: filepath.Join("build", "peer"), Discard: discard}
	bin := filepath.Join(p.Dir, "node_modules", "@docusaurus", "core", "bin")
	if err := os.MkdirAll(bin, 0o755); err != nil {
		t.Fatal(err)
	}
	script := `import { mkdirSync, writeFileSync } from 'node:fs';
const out = process.argv[process.argv.indexOf('--out-dir') + 1];
mkdirSync(out + '/docs/page', { recursive: true });
writeFileSync(out + '/docs/page/index.html', '<p>built</p>');
`
	if err := os.WriteFile(filepath.Join(bin, "docusaurus.mjs"), []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(p.Out(), 0o755); err != nil {
		t.Fatal(err)
	}
	stale := filepath.Join(p.Out(), "stale.html")
	if err := os.WriteFile(stale, []byte("from the build before"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Build("/corpus/docs"); err != nil {
		t.Fatal(err)
	}
	if page, err := os.ReadFile(filepath.Join(p.Out(), "docs", "page", "index.html")); err != nil || string(page) != "<p>built</p>" {
		t.Errorf("the page is not in Out (%s): %q, %v", p.Out(), page, err)
	}
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Errorf("the previous build's %s is still there (%v)", stale, err)
	}
}

// A peer that cannot be installed fails the benchmark with npm's error; one
// whose lockfile npm had to change fails too (the peer would no longer be
// the pinned one), and neither is taken as installed the next time.
func TestPeerInstallFailures(t *testing.T) {
	if _, err := exec.LookPath("npm"); err != nil {
		t.Skip("no npm here")
	}
	for _, tc := range []struct {
		name, packageJSON string
		want              []string
	}{
		{"npm fails", `{"name": "peer", "dependencies": {`, []string{"npm install in ", " failed", "package.json"}},
		{"lockfile out of step", `{"name": "peer", "dependencies": {"missing-peer-part": "file:./missing-peer-part"}}`, []string{"changed the lockfile", "package-lock.json is out of step with its package.json"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := t.TempDir()
			files := map[string]string{
				"package.json":      tc.packageJSON,
				"package-lock.json": `{"name": "peer", "lockfileVersion": 3, "packages": {"": {"name": "peer"}}}`,
			}
			for name, text := range files {
				if err := os.WriteFile(filepath.Join(src, name), []byte(text), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			dir := filepath.Join(t.TempDir(), "peer")
			_, err := InstallPeer(src, dir)
			if err == nil {
				t.Fatal("InstallPeer returned no error")
			}
			for _, want := range tc.want {
				if !strings.Contains(err.Error(), want) {
					t.Errorf("error %q lacks %q", err, want)
				}
			}
			if _, err := os.Stat(filepath.Join(dir, lockStamp)); err == nil {
				t.Error("a failed install left its stamp: the next run would take it as installed")
			}
		})
	}
}

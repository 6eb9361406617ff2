package gitdates_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/freightlane/website/packages/sitegen/gitdates"
)

// gitRepo makes a repository with content/ below its top, and commits files
// at given times.
type gitRepo struct {
	t   *testing.T
	dir string
}

func newGitRepo(t *testing.T) *gitRepo {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	r := &gitRepo{t: t, dir: t.TempDir()}
	r.git(time.Time{}, "init", "-q")
	return r
}

func (r *gitRepo) git(at time.Time, args ...string) {
	r.t.Helper()
	cmd := exec.Command("git", append([]string{"-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"}, args...)...)
	cmd.Dir = r.dir
	cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1")
	if !at.IsZero() {
		stamp := at.Format(time.RFC3339)
		cmd.Env = append(cmd.Env, "GIT_AUTHOR_DATE="+stamp, "GIT_COMMITTER_DATE="+stamp)
	}
	if out, err := cmd.CombinedOutput(); err != nil {
		r.t.Fatalf("git %v: %v\n%s", args, err, out)
	}
}

func (r *gitRepo) commit(at time.Time, files map[string]string) {
	r.t.Helper()
	for name, data := range files {
		p := filepath.Join(r.dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			r.t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			r.t.Fatal(err)
		}
	}
	r.git(at, "add", "-A")
	r.git(at, "commit", "-q", "-m", "change")
}

func TestLoadNewestDateWins(t *testing.T) {
	repo := newGitRepo(t)
	first := time.Date(2025, 3, 1, 10, 0, 0, 0, time.UTC)
	second := time.Date(2025, 6, 15, 8, 30, 0, 0, time.UTC)
	repo.commit(first, map[string]string{
		"content/docs/a.md": "one",
		"content/docs/b.md": "one",
		"outside/c.md":      "one",
		"content/site.yaml": "title: x",
	})
	repo.commit(second, map[string]string{
		"content/docs/a.md": "two",
		"outside/c.md":      "two",
	})
	got := gitdates.Load(filepath.Join(repo.dir, "content"))
	want := map[string]time.Time{
		"docs/a.md": second,
		"docs/b.md": first,
		"site.yaml": first,
	}
	if len(got) != len(want) {
		t.Errorf("dates = %v, want %v", got, want)
	}
	for name, w := range want {
		if g, ok := got[name]; !ok || !g.Equal(w) {
			t.Errorf("%s: %v, want %v", name, g, w)
		}
	}
}

func TestLoadAtTheTop(t *testing.T) {
	repo := newGitRepo(t)
	at := time.Date(2024, 12, 31, 23, 59, 59, 0, time.UTC)
	repo.commit(at, map[string]string{"site.yaml": "x", "docs/a.md": "y"})
	got := gitdates.Load(repo.dir)
	if !got["site.yaml"].Equal(at) || !got["docs/a.md"].Equal(at) || len(got) != 2 {
		t.Errorf("dates = %v, want site.yaml and docs/a.md at %v", got, at)
	}
}

func TestLoadNonASCIINames(t *testing.T) {
	repo := newGitRepo(t)
	at := time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC)
	repo.commit(at, map[string]string{"content/docs/über uns.md": "x"})
	got := gitdates.Load(filepath.Join(repo.dir, "content"))
	if _, ok := got["docs/über uns.md"]; !ok {
		t.Errorf("no date for docs/über uns.md; dates are keyed %v", keys(got))
	}
}

func keys(m map[string]time.Time) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

func TestLoadOutsideGit(t *testing.T) {
	dir := t.TempDir()
	if err := exec.Command("git", "-C", dir, "rev-parse", "--show-toplevel").Run(); err == nil {
		t.Skip("the temporary folder is inside a git checkout")
	}
	if got := gitdates.Load(dir); got == nil || len(got) != 0 {
		t.Errorf("outside git: %v, want an empty map", got)
	}
	if got := gitdates.Load(filepath.Join(dir, "missing")); got == nil || len(got) != 0 {
		t.Errorf("missing folder: %v, want an empty map", got)
	}
}

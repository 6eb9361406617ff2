package outdir

import (
	"os"
	"path/filepath"
	"testing"
)

func TestRunsWriteOnlyWhatChanged(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "gen")
	w := New(dir)
	if err := w.Begin(); err != nil {
		t.Fatal(err)
	}
	next := map[string]Sum{}
	if err := w.PutAll(map[string][]byte{"a.json": []byte("A"), "sub/b.json": []byte("B")}, next); err != nil {
		t.Fatal(err)
	}
	if err := w.Commit(next); err != nil {
		t.Fatal(err)
	}
	before, err := os.Stat(filepath.Join(dir, "a.json"))
	if err != nil {
		t.Fatal(err)
	}

	// A new process: it learns the sums from the sums file.
	w = New(dir)
	if err := w.Begin(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, SumsFile)); !os.IsNotExist(err) {
		t.Fatalf("the sums file is still there during a run (err %v): a run that stops half-way would trust it", err)
	}
	next = map[string]Sum{}
	_, wroteA, err := w.Put("a.json", []byte("A"))
	if err != nil || wroteA {
		t.Fatalf("unchanged a.json: wrote %v, err %v; want not written", wroteA, err)
	}
	next["a.json"] = w.Written()["a.json"]
	sumC, wroteC, err := w.Put("c.json", []byte("C"))
	if err != nil || !wroteC {
		t.Fatalf("new c.json: wrote %v, err %v", wroteC, err)
	}
	next["c.json"] = sumC
	if err := w.Commit(next); err != nil {
		t.Fatal(err)
	}
	after, err := os.Stat(filepath.Join(dir, "a.json"))
	if err != nil {
		t.Fatal(err)
	}
	if !os.SameFile(before, after) {
		t.Error("a.json was replaced although its bytes did not change")
	}
	if _, err := os.Stat(filepath.Join(dir, "sub", "b.json")); !os.IsNotExist(err) {
		t.Errorf("sub/b.json, gone from the run, is still there (err %v)", err)
	}
	sums := ReadSums(filepath.Join(dir, SumsFile))
	if len(sums) != 2 || sums["c.json"] != sumC {
		t.Errorf("sums file = %v, want a.json and c.json", sums)
	}
}

func TestBeginEmptiesAnUnknownFolder(t *testing.T) {
	dir := t.TempDir()
	stale := filepath.Join(dir, "stale.json")
	if err := os.WriteFile(stale, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := New(dir).Begin(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Errorf("a folder without a sums file kept %s (err %v)", stale, err)
	}
}

func TestWriteFileReplacesThroughRename(t *testing.T) {
	file := filepath.Join(t.TempDir(), "x", "f.txt")
	if err := WriteFile(file, []byte("one")); err != nil {
		t.Fatal(err)
	}
	link := file + ".link"
	if err := os.Link(file, link); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(file, []byte("two")); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(link); string(b) != "one" {
		t.Errorf("the hard link sees %q: the file was changed in place", b)
	}
	if b, _ := os.ReadFile(file); string(b) != "two" {
		t.Errorf("file holds %q, want two", b)
	}
}

func TestReadSumsRejectsMalformed(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{
		"short":   "abc  a.json\n",
		"noname":  string(FormatSums(map[string]Sum{"": {}})),
		"nospace": "0000000000000000000000000000000000000000000000000000000000000000 a.json\n",
	} {
		f := filepath.Join(dir, name)
		os.WriteFile(f, []byte(text), 0o644)
		if got := ReadSums(f); got != nil {
			t.Errorf("%s: ReadSums = %v, want nil", name, got)
		}
	}
	if ReadSums(filepath.Join(dir, "missing")) != nil {
		t.Error("a missing file read as sums")
	}
}

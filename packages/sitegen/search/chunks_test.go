package search

import (
	"encoding/json"
	"testing"
)

// TestDisplayChunksAreCapped builds the fixture with small display chunks,
// then again with a cap on their number: the capped index has fewer, larger
// chunks, and every record is still in the chunk the manifest's counts place
// it in, so a browser finds each hit's text.
func TestDisplayChunksAreCapped(t *testing.T) {
	pages := fixturePages[:len(fixturePages)-2]
	free, err := Build(pages, Options{ShardBytes: 200, DocsBytes: 300})
	if err != nil {
		t.Fatal(err)
	}
	const limit = 2
	capped, err := Build(pages, Options{ShardBytes: 200, DocsBytes: 300, MaxDocChunks: limit})
	if err != nil {
		t.Fatal(err)
	}
	uncapped, got := free.layout().stats.DocChunks, capped.layout().stats.DocChunks
	if uncapped <= 2*limit {
		t.Fatalf("the fixture makes %d chunks of 300 bytes: too few to show a cap of %d", uncapped, limit)
	}
	// A chunk is cut before the record that would overflow it, so every
	// chunk but the last holds more than its size less one record: with
	// records as long as this fixture's, at most twice the cap.
	if got > 2*limit {
		t.Errorf("capped at %d, the index has %d display chunks (uncapped %d), want at most %d", limit, got, uncapped, 2*limit)
	}

	var manifest struct {
		Docs []int `json:"docs"`
	}
	if err := json.Unmarshal(capped.Files()[ManifestName], &manifest); err != nil {
		t.Fatal(err)
	}
	l := capped.layout()
	if len(manifest.Docs) != got {
		t.Fatalf("the manifest counts records of %d chunks, the index has %d", len(manifest.Docs), got)
	}
	rec := 0
	for chunk, count := range manifest.Docs {
		var file struct {
			Records [][4]string `json:"r"`
		}
		if err := json.Unmarshal(l.files[l.docName[chunk]], &file); err != nil {
			t.Fatal(err)
		}
		if len(file.Records) != count {
			t.Fatalf("chunk %d holds %d records, the manifest says %d", chunk, len(file.Records), count)
		}
		for _, r := range file.Records {
			want := capped.records[rec]
			if r != [4]string{want.anchor, want.lvl2, want.lvl3, want.text} {
				t.Errorf("record %d in chunk %d is %q, want the record of %s#%s", rec, chunk, r, capped.pages[want.page].url, want.anchor)
			}
			rec++
		}
	}
	if rec != len(capped.records) {
		t.Errorf("the chunks hold %d records, the index %d", rec, len(capped.records))
	}
}

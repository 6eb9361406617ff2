package search_test

import (
	"reflect"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/freightlane/website/packages/sitegen/search"
)

// writtenFS is the index as WriteFiles writes it.
func writtenFS(ix *search.Index) fstest.MapFS {
	fsys := fstest.MapFS{}
	for name, data := range ix.Files() {
		fsys[name] = &fstest.MapFile{Data: data}
	}
	return fsys
}

// The index loaded from the files the build wrote ranks as the built one:
// every relevance query, each of its prefixes as a reader types it and a
// one-letter typo, on the whole site and in the docs scope, gives the same
// results (hits with their scores, counts of words).
func TestLoadRanksAsBuild(t *testing.T) {
	built, err := search.Build(sitePages(t), siteOptions(t))
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := search.Load(writtenFS(built))
	if err != nil {
		t.Fatal(err)
	}
	if loaded.Records() != built.Records() || loaded.Terms() != built.Terms() {
		t.Fatalf("loaded %d records and %d terms; built %d and %d", loaded.Records(), loaded.Terms(), built.Records(), built.Terms())
	}
	var queries []string
	for _, part := range search.RelevanceParts {
		cases, err := search.LoadCases(part.File)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range cases {
			queries = append(queries, c.Query, c.Query[:len(c.Query)*2/3], strings.Replace(c.Query, "e", "a", 1))
		}
	}
	contexts := []search.Context{search.EvalContext, {Language: "en", DocsTag: "docs-default-current", Scope: search.ScopeDocs}}
	compared := 0
	for _, q := range queries {
		for _, ctx := range contexts {
			want, got := built.Query(q, ctx, 50), loaded.Query(q, ctx, 50)
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%q in %+v: loaded index answers\n%+v\nbuilt index\n%+v", q, ctx, got, want)
			}
			compared += len(want.Hits)
		}
	}
	if compared < 10*len(queries) {
		t.Errorf("only %d hits compared over %d queries", compared, len(queries))
	}
}

// An index folder that is not what WriteFiles wrote is refused, naming the
// file and what is wrong with it.
func TestLoadRefusesBrokenFiles(t *testing.T) {
	built, err := search.Build([]search.Page{
		{URL: "/docs/rates", Title: "Rate cards", Kind: "doc", Sections: []search.Section{{Text: "Rates per lane and carrier."}, {Anchor: "fuel", Heading: "Fuel surcharge", Level: 2, Text: "A share of the base rate."}}},
		{URL: "/about", Title: "About", Kind: "page", Sections: []search.Section{{Text: "Freight software."}}},
	}, search.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var shard, chunk string
	for name := range built.Files() {
		switch {
		case strings.HasPrefix(name, "t0."):
			shard = name
		case strings.HasPrefix(name, "d0."):
			chunk = name
		}
	}
	for _, c := range []struct {
		name   string
		change func(fstest.MapFS)
		want   string
	}{
		{"no manifest", func(f fstest.MapFS) { delete(f, search.ManifestName) }, "manifest.json"},
		{"other format", func(f fstest.MapFS) {
			f[search.ManifestName].Data = []byte(strings.Replace(string(f[search.ManifestName].Data), `"v":1`, `"v":2`, 1))
		}, "format 2"},
		{"missing shard", func(f fstest.MapFS) { delete(f, shard) }, shard},
		{"posting past the records", func(f fstest.MapFS) {
			f[shard].Data = []byte(strings.Replace(string(f[shard].Data), `"rate":[0,`, `"rate":[9,`, 1))
		}, "out of range"},
		{"chunk short of a record", func(f fstest.MapFS) {
			f[chunk].Data = []byte(strings.Replace(string(f[chunk].Data), `["fuel","Fuel surcharge","","A share of the base rate."],`, ``, 1))
		}, "the manifest says"},
	} {
		t.Run(c.name, func(t *testing.T) {
			fsys := writtenFS(built)
			c.change(fsys)
			_, err := search.Load(fsys)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("err = %v; want one naming %q", err, c.want)
			}
		})
	}
}

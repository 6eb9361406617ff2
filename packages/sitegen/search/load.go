package search

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"slices"
	"strconv"
	"strings"
)

// Load reads the index WriteFiles wrote into fsys (the manifest and the
// files it names), so that a reader ranks with the index the build made
// rather than building it again from its pages. The loaded index answers
// Search and Query as the written one does; it is for searching, not for
// writing again.
func Load(fsys fs.FS) (*Index, error) {
	var m struct {
		V      int         `json:"v"`
		ID     string      `json:"id"`
		Facets [][2]string `json:"facets"`
		Pages  []int       `json:"pages"`
		Docs   []int       `json:"docs"`
		Shards []string    `json:"shards"`
	}
	if err := readJSON(fsys, ManifestName, &m); err != nil {
		return nil, err
	}
	if m.V != formatVersion {
		return nil, fmt.Errorf("search: %s is format %d; this server reads format %d (build the site again)", ManifestName, m.V, formatVersion)
	}
	if len(m.Pages)%2 != 0 {
		return nil, fmt.Errorf("search: %s: pages holds %d numbers, not pairs", ManifestName, len(m.Pages))
	}
	ix := &Index{facets: m.Facets, postings: map[string][]posting{}, surfaces: map[string][]string{}, syn: map[string][]string{}}
	recordPage := []int{}
	for i := 0; i < len(m.Pages); i += 2 {
		count, facet := m.Pages[i], m.Pages[i+1]
		if count < 1 || facet < 0 || facet >= len(m.Facets) {
			return nil, fmt.Errorf("search: %s: page %d has %d records in facet %d", ManifestName, i/2, count, facet)
		}
		ix.pages = append(ix.pages, pageInfo{first: len(recordPage), count: count, facet: facet})
		for range count {
			recordPage = append(recordPage, i/2)
		}
	}

	for i := range m.Shards {
		var shard struct {
			T map[string][]int    `json:"t"`
			E map[string]string   `json:"e"`
			S map[string][]string `json:"s"`
		}
		name := fmt.Sprintf("t%d.%s.json", i, m.ID)
		if err := readJSON(fsys, name, &shard); err != nil {
			return nil, err
		}
		for term, packed := range shard.T {
			ps, err := decodePostings(packed, len(recordPage))
			if err != nil {
				return nil, fmt.Errorf("search: %s: term %q: %w", name, term, err)
			}
			ix.postings[term] = ps
			ix.terms = append(ix.terms, term)
		}
		for stem, endings := range shard.E {
			ix.surfaces[stem] = strings.Split(endings, " ")
		}
		for stem, phrases := range shard.S {
			ix.syn[stem] = phrases
		}
	}
	slices.Sort(ix.terms)

	for i, count := range m.Docs {
		var chunk struct {
			P map[string][3]string `json:"p"`
			R [][4]string          `json:"r"`
		}
		name := fmt.Sprintf("d%d.%s.json", i, m.ID)
		if err := readJSON(fsys, name, &chunk); err != nil {
			return nil, err
		}
		if len(chunk.R) != count {
			return nil, fmt.Errorf("search: %s holds %d records; the manifest says %d", name, len(chunk.R), count)
		}
		for key, p := range chunk.P {
			page, err := strconv.Atoi(key)
			if err != nil || page < 0 || page >= len(ix.pages) {
				return nil, fmt.Errorf("search: %s: no page %q in the manifest", name, key)
			}
			ix.pages[page].url, ix.pages[page].title, ix.pages[page].lvl0 = p[0], p[1], p[2]
		}
		for _, r := range chunk.R {
			rec := len(ix.records)
			if rec >= len(recordPage) {
				return nil, fmt.Errorf("search: %s: more records than the manifest's pages hold", name)
			}
			ix.records = append(ix.records, record{page: recordPage[rec], anchor: r[0], lvl2: r[1], lvl3: r[2], text: r[3]})
		}
	}
	if len(ix.records) != len(recordPage) {
		return nil, fmt.Errorf("search: the display chunks hold %d records; the manifest's pages %d", len(ix.records), len(recordPage))
	}
	return ix, nil
}

// decodePostings reads a posting list encodePostings wrote.
func decodePostings(packed []int, records int) ([]posting, error) {
	if len(packed)%2 != 0 {
		return nil, fmt.Errorf("%d numbers, not pairs", len(packed))
	}
	ps := make([]posting, 0, len(packed)/2)
	rec := 0
	for i := 0; i < len(packed); i += 2 {
		rec += packed[i]
		if packed[i] < 0 || rec >= records || packed[i+1] < 0 {
			return nil, fmt.Errorf("posting %d (record %d of %d) is out of range", i/2, rec, records)
		}
		ps = append(ps, posting{rec: rec, impact: packed[i+1] / 4, field: packed[i+1] % 4})
	}
	return ps, nil
}

func readJSON(fsys fs.FS, name string, v any) error {
	data, err := fs.ReadFile(fsys, name)
	if err != nil {
		return fmt.Errorf("search: %w", err)
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("search: %s: %w", name, err)
	}
	return nil
}

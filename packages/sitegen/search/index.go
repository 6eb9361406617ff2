package search

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"

	"github.com/freightlane/website/packages/sitegen/workpool"
)

// Page is one page of the site as the index sees it.
type Page struct {
	// URL is the page's route ("/docs/user-manual/operations/jobs").
	URL   string
	Title string
	// Kind is the route kind ("doc", "docCategory", "solution", ...); docs
	// kinds carry the docs version tag, the others the "default" tag.
	Kind string
	// Lvl0 is the group the results show the page under ("User manual",
	// "Developer guide", "Integrations", ...).
	Lvl0 string
	// Description and Keywords are the page's metadata (front matter);
	// they are searched with the page's introduction, keywords weighted
	// like a heading.
	Description string
	Keywords    []string
	// Sections are the page's introduction (no heading) and its h2/h3
	// sections, in order.
	Sections []Section
}

// Section is one part of a page: the introduction has no anchor and no
// heading. Text is what the reader reads, which results quote as their
// snippet; Code is the text of its code samples, searched but not quoted.
type Section struct {
	Anchor  string
	Heading string
	Level   int
	Text    string
	Code    string `json:",omitempty"`
}

// Options tune Build.
type Options struct {
	// Language of every record ("en" when empty).
	Language string
	// DocsTag is the version tag of docs pages ("docs-default-current" when
	// empty); other pages get "default", as Docusaurus tags them.
	DocsTag string
	// DocsKinds are the page kinds tagged with DocsTag ("doc" and
	// "docCategory" when nil).
	DocsKinds []string
	// ShardBytes is the uncompressed size a term shard is cut at (4096 when
	// zero); DocsBytes the same for a display chunk (1152 when zero: a
	// query's hits mostly fall in a chunk each, so the records of a chunk
	// that are not shown are what a first query pays for; at 2 KB they made
	// its median 2.7 kB larger on the relevance set).
	ShardBytes, DocsBytes int
	// Synonyms are applied at query time; they travel to the browser in
	// the manifest.
	Synonyms Synonyms
	// MaxDocChunks is about the most display chunks an index has (1024
	// when zero): a large site gets larger chunks rather than ever more
	// files. Every chunk is a file with two compressed variants, and a new
	// file costs the build about 70 µs of system time on this machine kind
	// (an inode on ext4), more with several writers in one folder: at 4,096
	// the 2,500-page corpus had 4,832 chunks, 14,500 of the 38,000 files of
	// its dist. A first query on such a site reads a few chunks of about
	// 5 kB (1.5 kB compressed) instead of 1 kB; the real site's chunks stay
	// at DocsBytes.
	MaxDocChunks int
}

// Field codes of a posting: where in its record a term was found.
const (
	fieldBody    = 0 // body text only
	fieldHeading = 1 // the section heading (and maybe the body)
	fieldTitle   = 2 // the page title; applies to every record of the page
)

// BM25 parameters. Each field is saturated on its own and then boosted, so
// a word in the page title outweighs the same word in a heading, and a
// heading outweighs any number of mentions in the text, as readers expect.
// The title's boost is 10, not 3: at 10 a page titled with the rarest word
// of a query outranks a page mentioning all of them in passing (MRR on the
// three tuning parts 0.942, 0.911, 0.881 at 3; 0.949, 0.929, 0.915 at 10;
// from 8 to 20 it hardly moves).
const (
	bm25K1       = 1.2
	bodyB        = 0.75
	headingB     = 0.3
	titleB       = 0.3
	headingBoost = 2.0
	titleBoost   = 10.0
	// impactScale turns scores into the integers the files carry, so Go
	// and the browser compute the same sums exactly.
	impactScale = 10
)

// record is one section of one page.
type record struct {
	page   int
	anchor string
	lvl2   string
	lvl3   string
	text   string
	code   string
}

type pageInfo struct {
	url, title, lvl0 string
	// meta is the description (body) and keywords (heading) searched with
	// the introduction; it is not displayed.
	description, keywords string
	first, count          int
	facet                 int
}

// posting is one occurrence of a term: record, precomputed BM25F impact
// and field code.
type posting struct {
	rec    int
	impact int
	field  int
}

// Index is a built search index: what WriteFiles writes and Search reads.
type Index struct {
	opts     Options
	pages    []pageInfo
	records  []record
	facets   [][2]string
	terms    []string // sorted
	postings map[string][]posting
	// surfaces are, per stem, the endings of the indexed words that
	// reduced to it ("ship": "ping", "ped"), so that a word being typed
	// past its stem ("shippi") still finds it.
	surfaces map[string][]string
	// syn are the synonyms, compiled: per word stem, the phrases it also
	// finds (terms joined by spaces).
	syn map[string][]string

	layoutOnce sync.Once
	lay        *layout
}

// Build indexes pages. Pages keep their order; their records are numbered
// in order, the introduction first.
func Build(pages []Page, opts Options) (*Index, error) {
	if opts.Language == "" {
		opts.Language = "en"
	}
	if opts.DocsTag == "" {
		opts.DocsTag = "docs-default-current"
	}
	if opts.DocsKinds == nil {
		opts.DocsKinds = []string{"doc", "docCategory"}
	}
	if opts.ShardBytes == 0 {
		opts.ShardBytes = 4096
	}
	if opts.DocsBytes == 0 {
		opts.DocsBytes = 1152
	}
	if opts.MaxDocChunks == 0 {
		opts.MaxDocChunks = 1024
	}
	ix := &Index{opts: opts, postings: map[string][]posting{}, surfaces: map[string][]string{}}
	facetOf := map[[2]string]int{}
	seen := map[string]bool{}
	for _, p := range pages {
		if p.URL == "" || p.Title == "" {
			return nil, fmt.Errorf("search: page %q %q: a page needs a URL and a title", p.URL, p.Title)
		}
		if seen[p.URL] {
			return nil, fmt.Errorf("search: page %s is given twice", p.URL)
		}
		seen[p.URL] = true
		tag := "default"
		for _, k := range opts.DocsKinds {
			if p.Kind == k {
				tag = opts.DocsTag
			}
		}
		f := [2]string{opts.Language, tag}
		if _, ok := facetOf[f]; !ok {
			facetOf[f] = len(ix.facets)
			ix.facets = append(ix.facets, f)
		}
		ix.addPage(p, facetOf[f])
	}
	ix.computePostings(pages)
	ix.syn = opts.Synonyms.compile()
	return ix, nil
}

// slugWords are the last two segments of a route ("tasks", "foreach" of
// /docs/development/workflows/tasks/foreach), words apart: the page's
// address says what it is about as its keywords do, and is searched with
// them.
func slugWords(route string) []string {
	segs := strings.Split(strings.Trim(route, "/"), "/")
	if len(segs) > 2 {
		segs = segs[len(segs)-2:]
	}
	out := make([]string, 0, len(segs))
	for _, s := range segs {
		if s = strings.NewReplacer("-", " ", "_", " ").Replace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// addPage adds a page's records: the introduction (always, as it carries
// the title) and one per section.
func (ix *Index) addPage(p Page, facet int) {
	pi := len(ix.pages)
	info := pageInfo{url: p.URL, title: p.Title, lvl0: p.Lvl0, first: len(ix.records), facet: facet,
		description: clean(p.Description), keywords: clean(strings.Join(append(slugWords(p.URL), p.Keywords...), ", "))}
	secs := p.Sections
	intro := record{page: pi}
	if len(secs) > 0 && secs[0].Heading == "" {
		intro.text, intro.code = clean(secs[0].Text), clean(secs[0].Code)
		secs = secs[1:]
	}
	ix.records = append(ix.records, intro)
	lvl2 := ""
	for _, s := range secs {
		r := record{page: pi, anchor: s.Anchor, text: clean(s.Text), code: clean(s.Code)}
		if s.Level >= 3 && lvl2 != "" {
			r.lvl2, r.lvl3 = lvl2, clean(s.Heading)
		} else {
			lvl2 = clean(s.Heading)
			r.lvl2 = lvl2
		}
		ix.records = append(ix.records, r)
	}
	info.count = len(ix.records) - info.first
	ix.pages = append(ix.pages, info)
}

// clean collapses white space.
func clean(s string) string { return strings.Join(strings.Fields(s), " ") }

// heading is the heading a record's section has, or "".
func (r record) heading() string {
	if r.lvl3 != "" {
		return r.lvl3
	}
	return r.lvl2
}

// indexTerm is the term a token is indexed under, or "" for a stop word.
func indexTerm(t Token) string {
	if t.Compound {
		return t.Term
	}
	if stopWords[t.Term] {
		return ""
	}
	return Stem(t.Term)
}

// wordTerm is an index term of a written word, with the ending the word had
// past the term's stem ("ping" of "shipping" under "ship"), or "".
type wordTerm struct{ term, ending string }

// termCache holds the index terms of each written word already seen:
// splitting and stemming are the bulk of indexing, and a site's texts use
// few distinct words many times.
type termCache map[string][]wordTerm

func (c termCache) terms(word []rune) []wordTerm {
	if terms, ok := c[string(word)]; ok {
		return terms
	}
	var terms []wordTerm
	for _, t := range appendWord(nil, word) {
		term := indexTerm(t)
		if term == "" {
			continue
		}
		wt := wordTerm{term: term}
		if !t.Compound && t.Term != term && strings.HasPrefix(t.Term, term) {
			wt.ending = t.Term[len(term):]
		}
		terms = append(terms, wt)
	}
	c[string(word)] = terms
	return terms
}

// termCount is how often a term occurs in one field of a record.
type termCount struct {
	term string
	n    int32
}

// byTerm orders term counts by term, for binary search.
func byTerm(tc termCount, term string) int { return strings.Compare(tc.term, term) }

// termCounts counts the index terms of a text, in term order, and notes the
// endings of the words that were stemmed. The counts are a slice, not a
// map: a 10,000-page site has a third of a million of them alive at once,
// and its maps took 140 MB. scratch is an empty map to count in, left empty.
func termCounts(text string, endings map[string]map[string]bool, cache termCache, scratch map[string]int32) ([]termCount, int) {
	n := 0
	for _, word := range writtenWords(text) {
		for _, t := range cache.terms(word) {
			scratch[t.term]++
			n++
			if t.ending != "" {
				if endings[t.term] == nil {
					endings[t.term] = map[string]bool{}
				}
				endings[t.term][t.ending] = true
			}
		}
	}
	if len(scratch) == 0 {
		return nil, 0
	}
	counts := make([]termCount, 0, len(scratch))
	for term, c := range scratch {
		counts = append(counts, termCount{term, c})
	}
	clear(scratch)
	slices.SortFunc(counts, func(a, b termCount) int { return byTerm(a, b.term) })
	return counts, n
}

// fieldCounts are the term counts of a record's fields and their lengths
// in terms.
type fieldCounts struct {
	title, heading, body []termCount
	tl, hl, bl           int
}

// eachTerm calls fn with every term of the record's heading or body once, in
// term order, with its counts in both.
func (f fieldCounts) eachTerm(fn func(term string, heading, body int32)) {
	h, b := f.heading, f.body
	for len(h) > 0 || len(b) > 0 {
		switch {
		case len(b) == 0 || len(h) > 0 && h[0].term < b[0].term:
			fn(h[0].term, h[0].n, 0)
			h = h[1:]
		case len(h) == 0 || b[0].term < h[0].term:
			fn(b[0].term, 0, b[0].n)
			b = b[1:]
		default:
			fn(h[0].term, h[0].n, b[0].n)
			h, b = h[1:], b[1:]
		}
	}
}

func (ix *Index) computePostings(pages []Page) {
	recFields := make([]fieldCounts, len(ix.records))
	// Tokenising and stemming, the bulk of the work, run on all cores, each
	// worker noting endings in its own map; the sums below stay in record
	// order, so the scores do not depend on the scheduling.
	type worker struct {
		endings map[string]map[string]bool
		cache   termCache
		scratch map[string]int32
	}
	workers := make([]*worker, workpool.CPU())
	workpool.EachWorker(len(ix.records), len(workers), func(w, i int) {
		wk := workers[w]
		if wk == nil {
			wk = &worker{endings: map[string]map[string]bool{}, cache: termCache{}, scratch: map[string]int32{}}
			workers[w] = wk
		}
		r := ix.records[i]
		var f fieldCounts
		heading, body := r.heading(), JoinText(r.text, r.code)
		if pg := ix.pages[r.page]; pg.first == i {
			f.title, f.tl = termCounts(pg.title, wk.endings, wk.cache, wk.scratch)
			heading, body = pg.keywords, JoinText(pg.description, body)
		}
		f.heading, f.hl = termCounts(heading, wk.endings, wk.cache, wk.scratch)
		f.body, f.bl = termCounts(body, wk.endings, wk.cache, wk.scratch)
		recFields[i] = f
	})
	endings := map[string]map[string]bool{}
	for _, wk := range workers {
		if wk == nil {
			continue
		}
		for term, set := range wk.endings {
			if endings[term] == nil {
				endings[term] = set
				continue
			}
			for e := range set {
				endings[term][e] = true
			}
		}
	}
	df := map[string]int{}
	var sumT, sumH, sumB float64
	for _, f := range recFields {
		sumT += float64(f.tl)
		sumH += float64(f.hl)
		sumB += float64(f.bl)
		inHeadingOrBody := func(term string) bool {
			_, found := slices.BinarySearchFunc(f.heading, term, byTerm)
			if !found {
				_, found = slices.BinarySearchFunc(f.body, term, byTerm)
			}
			return found
		}
		for _, tc := range f.title {
			if !inHeadingOrBody(tc.term) {
				df[tc.term]++
			}
		}
		f.eachTerm(func(term string, _, _ int32) { df[term]++ })
	}
	n := float64(len(ix.records))
	avgT, avgH, avgB := math.Max(sumT/float64(len(ix.pages)), 1), math.Max(sumH/n, 1), math.Max(sumB/n, 1)
	idf := func(t string) float64 {
		d := float64(df[t])
		return math.Log(1 + (n-d+0.5)/(d+0.5))
	}
	sat := func(tf float64) float64 { return tf * (bm25K1 + 1) / (bm25K1 + tf) }
	quantize := func(score float64) int { return max(1, int(math.Round(score*impactScale))) }
	for i, f := range recFields {
		for _, tc := range f.title {
			w := float64(tc.n) / (1 - titleB + titleB*float64(f.tl)/avgT)
			ix.postings[tc.term] = append(ix.postings[tc.term], posting{rec: i, impact: quantize(idf(tc.term) * titleBoost * sat(w)), field: fieldTitle})
		}
		f.eachTerm(func(t string, inHeading, inBody int32) {
			h := float64(inHeading) / (1 - headingB + headingB*float64(f.hl)/avgH)
			b := float64(inBody) / (1 - bodyB + bodyB*float64(f.bl)/avgB)
			field := fieldBody
			if inHeading > 0 {
				field = fieldHeading
			}
			ix.postings[t] = append(ix.postings[t], posting{rec: i, impact: quantize(idf(t) * (headingBoost*sat(h) + sat(b))), field: field})
		})
	}
	for t, ps := range ix.postings {
		sort.Slice(ps, func(a, b int) bool {
			if ps[a].rec != ps[b].rec {
				return ps[a].rec < ps[b].rec
			}
			return ps[a].field > ps[b].field
		})
		ix.terms = append(ix.terms, t)
	}
	sort.Strings(ix.terms)
	for t, set := range endings {
		list := make([]string, 0, len(set))
		for e := range set {
			list = append(list, e)
		}
		sort.Strings(list)
		ix.surfaces[t] = list
	}
}

// Records is the number of records.
func (ix *Index) Records() int { return len(ix.records) }

// Terms is the number of distinct terms.
func (ix *Index) Terms() int { return len(ix.terms) }

// pageOf returns the page of a record.
func (ix *Index) pageOf(rec int) int { return ix.records[rec].page }

func isLetters(s string) bool {
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return s != ""
}

// JoinText joins two texts with a space, either of which may be empty.
func JoinText(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + " " + b
}

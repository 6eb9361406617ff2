package search

import (
	"sort"
	"strings"
	"unicode/utf8"
)

// Context filters results the way DocSearch's contextual search does: a
// record matches when its language is Language and its tag is "default" or
// DocsTag. Empty fields do not filter. Scope "docs" (the Docs filter of a
// search made from a docs page) leaves the "default" pages out: only docs
// of DocsTag match.
type Context struct {
	Language string
	DocsTag  string
	Scope    string `json:"Scope,omitempty"`
}

// ScopeDocs is the Context scope that lists docs pages only.
const ScopeDocs = "docs"

// Hit is one result.
type Hit struct {
	// URL is the page route with the section anchor ("/docs/x#y").
	URL string
	// Page is the page route.
	Page string
	// Hierarchy is lvl0 (group), lvl1 (page title), lvl2 and lvl3
	// (section headings).
	Hierarchy [4]string
	// Type is "page" (matched in the page title), "heading" (matched in
	// headings) or "content" (matched in the text).
	Type string
	// Coverage is the number of query words the record matches; Score
	// orders records of equal coverage.
	Coverage, Score int
	Record          int
}

// Match qualities: an exact word beats a prefix of the word being typed,
// which beats a word one typo away.
const (
	qualityExact  = 4
	qualityPrefix = 3
	qualityTypo   = 2
	// minTypoLen is the length from which a word may have one typo.
	minTypoLen = 5
	// maxHitsPerPage keeps one long page from filling the results.
	maxHitsPerPage = 3
	// handful is how many pages matching every word make a result list:
	// with fewer, pages matching most of the words are ranked after them
	// (optional words, as Algolia's removeWordsIfNoResults).
	handful = 5
)

// queryWord is one word of a query.
type queryWord struct {
	raw, stem string
	// prefix: the word is being typed (the query's last, with no space
	// after it).
	prefix bool
	// required words count towards coverage; a compound ("customfields"
	// of "customFields") only adds score when its parts are searched too.
	required bool
	compound bool
}

// parseQuery turns a query into its words.
func parseQuery(q string) []queryWord {
	groups := tokenizeWords(q)
	last, _ := utf8.DecodeLastRuneInString(q)
	typing := q != "" && isWordRune(last)
	var words []queryWord
	add := func(w queryWord) {
		for i := range words {
			if words[i].stem == w.stem {
				words[i].prefix = words[i].prefix || w.prefix
				words[i].required = words[i].required || w.required
				return
			}
		}
		words = append(words, w)
	}
	for gi, g := range groups {
		isLast := typing && gi == len(groups)-1
		var parts []queryWord
		var compound *queryWord
		for _, t := range g {
			if t.Compound {
				compound = &queryWord{raw: t.Term, stem: t.Term, compound: true, prefix: isLast}
				continue
			}
			if stopWords[t.Term] {
				continue
			}
			parts = append(parts, queryWord{raw: t.Term, stem: Stem(t.Term), required: true})
		}
		if isLast && len(parts) > 0 && g[len(g)-1-btoi(compound != nil)].Term == parts[len(parts)-1].raw {
			parts[len(parts)-1].prefix = true
		}
		for _, p := range parts {
			add(p)
		}
		if compound != nil {
			compound.required = len(parts) == 0
			add(*compound)
		}
	}
	return words
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// tokenizeWords is Tokenize keeping each written word's tokens together,
// one group per written word.
func tokenizeWords(text string) [][]Token {
	var groups [][]Token
	for _, word := range writtenWords(text) {
		// Kept when empty: a one-letter last word still ends the query.
		groups = append(groups, appendWord(nil, word))
	}
	return groups
}

// candidate is an index term a query word matches, with the quality of
// the match. A prefix match counts in proportion to the share of the term
// typed (typed/length): "ord" finds "order" before "ordertypes".
type candidate struct {
	term    string
	quality int
	typed   int
}

// weigh is a posting's impact as this candidate's match.
func (c candidate) weigh(impact int) int {
	if c.typed == 0 {
		return impact * c.quality
	}
	return impact * c.quality * c.typed / utf8.RuneCountInString(c.term)
}

// termSet is what candidates need of the term dictionary: the full index in
// Go, the loaded shards in the browser.
type termSet interface {
	has(term string) bool
	// withPrefix lists the terms starting with p, sorted.
	withPrefix(p string) []string
	endings(term string) []string
}

func (ix *Index) has(term string) bool { _, ok := ix.postings[term]; return ok }

func (ix *Index) withPrefix(p string) []string {
	i := sort.SearchStrings(ix.terms, p)
	j := i
	for j < len(ix.terms) && strings.HasPrefix(ix.terms[j], p) {
		j++
	}
	return ix.terms[i:j]
}

func (ix *Index) endings(term string) []string { return ix.surfaces[term] }

// exactAndPrefix are a word's exact and prefix candidates.
func exactAndPrefix(ts termSet, w queryWord) []candidate {
	var out []candidate
	seen := map[string]bool{}
	if ts.has(w.stem) {
		out = append(out, candidate{w.stem, qualityExact, 0})
		seen[w.stem] = true
	}
	if !w.prefix {
		return out
	}
	typed := utf8.RuneCountInString(w.raw)
	for _, t := range ts.withPrefix(w.raw) {
		if !seen[t] {
			seen[t] = true
			out = append(out, candidate{t, qualityPrefix, typed})
		}
	}
	// A word typed past its stem: "shippi" finds "ship" through "shipping".
	if isASCII(w.raw) {
		for k := 2; k < len(w.raw); k++ {
			t := w.raw[:k]
			if seen[t] || !ts.has(t) {
				continue
			}
			for _, e := range ts.endings(t) {
				if strings.HasPrefix(t+e, w.raw) {
					seen[t] = true
					out = append(out, candidate{t, qualityPrefix, 0})
					break
				}
			}
		}
	}
	return out
}

// typoEligible words may match with one typo when nothing matches exactly.
func typoEligible(w queryWord) bool {
	return w.required && !w.compound && utf8.RuneCountInString(w.raw) >= minTypoLen && isLetters(w.raw)
}

// typoPrefix is the part of a word a typo may not touch: its first two
// letters, which also name the range of terms to compare.
func typoPrefix(w queryWord) string {
	r := []rune(w.stem)
	return string(r[:2])
}

// typoCandidates are the terms one edit away from the word (or, for a word
// being typed, whose beginning is one edit away).
func typoCandidates(ts termSet, w queryWord) []candidate {
	var out []candidate
	raw := []rune(w.raw)
	for _, t := range ts.withPrefix(typoPrefix(w)) {
		tr := []rune(t)
		if oneEdit([]rune(w.stem), tr) || oneEdit(raw, tr) || oneEditSurface(ts, raw, t) || sameUndoubled(ts, raw, t) {
			out = append(out, candidate{t, qualityTypo, 0})
			continue
		}
		if !w.prefix {
			continue
		}
		// A word being typed with a typo: compare its beginning, and count
		// the match like a prefix, by the share typed.
		for m := len(raw) - 1; m <= len(raw)+1; m++ {
			if m < len(tr) && oneEdit(raw, tr[:m]) {
				out = append(out, candidate{t, qualityTypo, len(raw)})
				break
			}
		}
	}
	return out
}

// oneEditSurface reports whether a written word of the index that reduced
// to term t ("liquidation" of "liquid") is one edit from raw: a misspelt
// word is compared with the words as written, not only with their stems,
// which may be much shorter ("liquidaton").
func oneEditSurface(ts termSet, raw []rune, t string) bool {
	for _, e := range ts.endings(t) {
		if oneEdit(raw, []rune(t+e)) {
			return true
		}
	}
	return false
}

// sameUndoubled reports whether raw and a written word of the index that
// reduced to term t (or t itself) are the same word once every doubled
// letter is written once: "tarrif" is "tariff", "comitee" "committee". A
// letter doubled where it is single and single where it is doubled is the
// commonest misspelling, and it often takes two edits.
func sameUndoubled(ts termSet, raw []rune, t string) bool {
	u := undouble(raw)
	if runesEqual(u, undouble([]rune(t))) {
		return true
	}
	for _, e := range ts.endings(t) {
		if runesEqual(u, undouble([]rune(t+e))) {
			return true
		}
	}
	return false
}

// undouble writes each run of one letter once.
func undouble(r []rune) []rune {
	out := make([]rune, 0, len(r))
	for i, c := range r {
		if i == 0 || c != r[i-1] {
			out = append(out, c)
		}
	}
	return out
}

// oneEdit reports whether a and b differ by exactly one substitution,
// insertion, deletion or swap of neighbours.
func oneEdit(a, b []rune) bool {
	if len(a) < len(b) {
		a, b = b, a
	}
	switch len(a) - len(b) {
	case 0:
		i := 0
		for i < len(a) && a[i] == b[i] {
			i++
		}
		if i == len(a) {
			return false
		}
		if runesEqual(a[i+1:], b[i+1:]) {
			return true
		}
		return i+1 < len(a) && a[i] == b[i+1] && a[i+1] == b[i] && runesEqual(a[i+2:], b[i+2:])
	case 1:
		i := 0
		for i < len(b) && a[i] == b[i] {
			i++
		}
		return runesEqual(a[i+1:], b[i:])
	}
	return false
}

func runesEqual(a, b []rune) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// candidates lists, per query word, the terms it matches.
func candidates(ts termSet, words []queryWord) [][]candidate {
	out := make([][]candidate, len(words))
	for i, w := range words {
		out[i] = exactAndPrefix(ts, w)
		if len(out[i]) == 0 && typoEligible(w) {
			out[i] = typoCandidates(ts, w)
		}
	}
	return out
}

// Search runs a query and returns up to limit hits, grouped by page.
func (ix *Index) Search(query string, ctx Context, limit int) []Hit {
	return ix.Query(query, ctx, limit).Hits
}

// Results are a query's hits with what the list says about them.
type Results struct {
	Hits []Hit
	// NbHits is the number of matching records, beyond the hits returned.
	NbHits int
	// Words is the number of the query's words searched (stop words left
	// out); Matched is how many of them the best hit matches. When Matched
	// is less than Words, no page has every word and the list says so
	// ("Showing results for 2 of 3 words").
	Words, Matched int
}

// Query runs a query: Search with the optional-words figures.
func (ix *Index) Query(query string, ctx Context, limit int) Results {
	words := parseQuery(query)
	if len(words) == 0 {
		return Results{}
	}
	cands := candidates(ix, words)
	type state struct {
		best []int
		via  []int
		// title: the word is in the page's title, whatever field its
		// best match is in.
		title []bool
		own   bool
	}
	states := map[int]*state{}
	var order []int
	update := func(rec, word, v, field int, own bool) {
		s := states[rec]
		if s == nil {
			s = &state{best: make([]int, len(words)), via: make([]int, len(words)), title: make([]bool, len(words))}
			states[rec] = s
			order = append(order, rec)
		}
		s.own = s.own || own
		s.title[word] = s.title[word] || field == fieldTitle
		if v > s.best[word] {
			s.best[word], s.via[word] = v, field
		}
	}
	for i, cs := range cands {
		for _, c := range cs {
			for _, p := range ix.postings[c.term] {
				v := c.weigh(p.impact)
				if p.field != fieldTitle {
					update(p.rec, i, v, p.field, true)
					continue
				}
				pg := ix.pages[ix.pageOf(p.rec)]
				for r := pg.first; r < pg.first+pg.count; r++ {
					if r == p.rec {
						update(r, i, v, fieldTitle, true)
					} else {
						update(r, i, v*3/4, fieldTitle, false)
					}
				}
			}
		}
	}
	// Synonyms: a word also finds the phrases the editors gave it, at a
	// lower weight than itself.
	for i, w := range words {
		for _, phrase := range synonymPhrases(ix.syn, w) {
			ix.phraseMatches(phrase, func(rec, v, field int, own bool) { update(rec, i, v, field, own) })
		}
	}
	// Several words typed as a group's term find its other terms, each of
	// the words matched by them.
	for _, run := range synonymRuns(ix.syn, words) {
		for _, phrase := range run.phrases {
			ix.phraseMatches(phrase, func(rec, v, field int, own bool) {
				for i := run.first; i < run.first+run.n; i++ {
					update(rec, i, v, field, own)
				}
			})
		}
	}
	// Two words typed apart that the pages write as one ("back up").
	for _, j := range queryJoins(query, words) {
		ix.joinMatches(j, func(rec, v, field int, own bool) {
			for _, i := range j.words {
				if s := states[rec]; s == nil || s.best[i] == 0 {
					update(rec, i, v, field, own)
				}
			}
		})
	}
	required := 0
	for _, w := range words {
		required += btoi(w.required)
	}
	type scored struct {
		rec, coverage, score int
		about                int
	}
	var matched []scored
	maxCov := 0
	fullPages := map[int]bool{}
	for _, rec := range order {
		s := states[rec]
		if !s.own || !ix.allowed(rec, ctx) {
			continue
		}
		cov, score := 0, 0
		about := aboutPage
		for i, w := range words {
			if w.required && s.best[i] > 0 {
				cov++
				about = min(about, aboutness(s.via[i], s.title[i]))
			}
			score += s.best[i]
		}
		if cov == 0 {
			continue
		}
		maxCov = max(maxCov, cov)
		if cov == required {
			fullPages[ix.pageOf(rec)] = true
		}
		matched = append(matched, scored{rec, cov, score, about})
	}
	// Every word is required while enough pages have them all; with fewer,
	// the pages matching most words follow.
	minCov := maxCov
	if len(fullPages) < handful {
		minCov = 1
	}
	kept := matched[:0]
	for _, m := range matched {
		if m.coverage >= minCov {
			kept = append(kept, m)
		}
	}
	// More words first; then a record whose words all sit in its page's
	// title (what the page is about), then one whose words sit in titles,
	// headings or the page's keywords and slug (what the section is
	// about), before one that mentions them in its text; then the score.
	sort.Slice(kept, func(a, b int) bool {
		if kept[a].coverage != kept[b].coverage {
			return kept[a].coverage > kept[b].coverage
		}
		if kept[a].about != kept[b].about {
			return kept[a].about > kept[b].about
		}
		if kept[a].score != kept[b].score {
			return kept[a].score > kept[b].score
		}
		return kept[a].rec < kept[b].rec
	})
	// Group by page, pages in the order of their best record.
	var pageOrder []int
	byPage := map[int][]scored{}
	for _, m := range kept {
		p := ix.pageOf(m.rec)
		if _, ok := byPage[p]; !ok {
			pageOrder = append(pageOrder, p)
		}
		if len(byPage[p]) < maxHitsPerPage {
			byPage[p] = append(byPage[p], m)
		}
	}
	res := Results{NbHits: len(kept), Words: required, Matched: maxCov}
	for _, p := range pageOrder {
		for _, m := range byPage[p] {
			if len(res.Hits) == limit {
				return res
			}
			res.Hits = append(res.Hits, ix.hit(m.rec, m.coverage, m.score, states[m.rec].best, states[m.rec].via))
		}
	}
	return res
}

// phraseMatches calls fn for every record that has all of a synonym
// phrase's terms (a page title's terms count for each record of the page,
// as in Query), with the phrase's value: the mean of its terms' exact
// values divided by synonymWeight; its field is the weakest of its terms'.
func (ix *Index) phraseMatches(phrase []string, fn func(rec, v, field int, own bool)) {
	ix.phraseMatchesDiv(phrase, synonymWeight, fn)
}

// phraseMatchesDiv is phraseMatches with the mean divided by div.
func (ix *Index) phraseMatchesDiv(phrase []string, div int, fn func(rec, v, field int, own bool)) {
	type best struct {
		v, field int
		own      bool
	}
	per := make([]map[int]*best, len(phrase))
	for ti, t := range phrase {
		m := map[int]*best{}
		per[ti] = m
		note := func(rec, v, field int, own bool) {
			b := m[rec]
			if b == nil {
				b = &best{}
				m[rec] = b
			}
			b.own = b.own || own
			if v > b.v {
				b.v, b.field = v, field
			}
		}
		for _, p := range ix.postings[t] {
			v := p.impact * qualityExact
			if p.field != fieldTitle {
				note(p.rec, v, p.field, true)
				continue
			}
			pg := ix.pages[ix.pageOf(p.rec)]
			for r := pg.first; r < pg.first+pg.count; r++ {
				if r == p.rec {
					note(r, v, fieldTitle, true)
				} else {
					note(r, v*3/4, fieldTitle, false)
				}
			}
		}
	}
	recs := make([]int, 0, len(per[0]))
	for rec := range per[0] {
		recs = append(recs, rec)
	}
	sort.Ints(recs)
	for _, rec := range recs {
		sum, field, own, all := 0, fieldTitle, false, true
		for _, m := range per {
			b := m[rec]
			if b == nil {
				all = false
				break
			}
			sum += b.v
			field = min(field, b.field)
			own = own || b.own
		}
		if all {
			fn(rec, sum/(len(phrase)*div), field, own)
		}
	}
}

// Aboutness levels of a record for the words it matches: the weakest over
// its words. A page whose title has every word outranks a section whose
// heading has them (or its page's keywords and slug), which outranks a
// mention in the text.
const (
	aboutNone    = 0 // a word is only in the text
	aboutSection = 1 // every word is in a title, a heading, keywords or slug
	aboutPage    = 2 // every word is in the page's title
)

// aboutness is the level one word's match gives: the page's title when
// the word is in it, else the field of its best match.
func aboutness(via int, inTitle bool) int {
	switch {
	case inTitle:
		return aboutPage
	case via != fieldBody:
		return aboutSection
	}
	return aboutNone
}

func (ix *Index) allowed(rec int, ctx Context) bool {
	f := ix.facets[ix.pages[ix.pageOf(rec)].facet]
	if ctx.Language != "" && f[0] != ctx.Language {
		return false
	}
	if ctx.Scope == ScopeDocs && f[1] == "default" {
		return false
	}
	return ctx.DocsTag == "" || f[1] == "default" || f[1] == ctx.DocsTag
}

func (ix *Index) hit(rec, coverage, score int, best, via []int) Hit {
	r := ix.records[rec]
	pg := ix.pages[r.page]
	h := Hit{Page: pg.url, URL: pg.url, Hierarchy: [4]string{pg.lvl0, pg.title, r.lvl2, r.lvl3}, Coverage: coverage, Score: score, Record: rec}
	if r.anchor != "" {
		h.URL += "#" + r.anchor
	}
	h.Type = hitType(rec == pg.first, best, via)
	return h
}

// hitType: a record matched only in titles and headings is a "page" or
// "heading" hit; one matched in its text is a "content" hit.
func hitType(isPage bool, best, via []int) string {
	for i := range best {
		if best[i] > 0 && via[i] == fieldBody {
			return "content"
		}
	}
	if isPage {
		return "page"
	}
	return "heading"
}

package search

import (
	"cmp"
	"strings"
)

// Near is where a query that found nothing would have landed.
type Near struct {
	// Hit is the first result of Query.
	Hit
	// Query is the query searched instead: each word that finds nothing
	// replaced by the nearest word the pages use. A synonym from the
	// typed word to it would have found Hit.
	Query string
}

// Relaxed matching, beyond the ranking's typo rule (five letters, one
// edit, the first two letters kept): a word of nearMinLen letters or more
// matches a word it begins or a word one edit away, whatever letter the
// edit touches, and from nearTwoEdits letters two edits away.
const (
	nearMinLen   = 4
	nearTwoEdits = 8
)

// Nearest is the page a query that finds nothing comes closest to: where
// it would belong had the synonyms or the page used the reader's words.
// The docs insights report links each query that found nothing to it.
//
// Each word of the query that matches nothing in ctx is replaced by the
// nearest word written in ctx's pages: the shortest one it begins
// ("warehous": "warehouse"), else the nearest by edits ("delcaraton":
// "declaration", "xustoms": "customs"), the more frequent word first
// among equals. A word nothing is near is left out. The replaced query
// then runs through the ranking, so the page is the one the site's search
// would have put first. ok is false when no word is near any page's: the
// query has no page to belong to, and writing one is the writer's call.
func (ix *Index) Nearest(query string, ctx Context) (near Near, ok bool) {
	var words []string
	for _, w := range parseQuery(query) {
		if !w.required {
			continue
		}
		if ix.matchesIn(w, ctx) {
			words = append(words, w.raw)
		} else if nearest := ix.nearestWord(w, ctx); nearest != "" {
			words = append(words, nearest)
		}
	}
	if len(words) == 0 {
		return Near{}, false
	}
	// A trailing space: the last word is whole, not being typed.
	q := strings.Join(words, " ")
	hits := ix.Search(q+" ", ctx, 1)
	if len(hits) == 0 {
		return Near{}, false
	}
	return Near{Hit: hits[0], Query: q}, true
}

// matchesIn reports whether the ranking matches w (exactly, as a prefix,
// with a typo or through a synonym) in a record ctx allows.
func (ix *Index) matchesIn(w queryWord, ctx Context) bool {
	if len(ix.syn[w.stem]) > 0 {
		return true
	}
	for _, c := range candidates(ix, []queryWord{w})[0] {
		if ix.usedIn(c.term, ctx) {
			return true
		}
	}
	return false
}

// usedIn reports whether a record ctx allows has term t.
func (ix *Index) usedIn(t string, ctx Context) bool {
	for _, p := range ix.postings[t] {
		if ix.allowed(p.rec, ctx) {
			return true
		}
	}
	return false
}

// nearestWord is the written word of ctx's pages nearest to w (see
// Nearest), or "".
func (ix *Index) nearestWord(w queryWord, ctx Context) string {
	raw := []rune(w.raw)
	if len(raw) < nearMinLen || w.compound || !isLetters(w.raw) {
		return ""
	}
	maxEdits := 1
	if len(raw) >= nearTwoEdits {
		maxEdits = 2
	}
	type found struct {
		word string
		// distance: 0 for a word raw begins, the added letters breaking
		// ties; else the edits.
		prefix   bool
		distance int
		uses     int
	}
	var best *found
	for _, t := range ix.terms {
		if !isLetters(t) {
			continue
		}
		for _, form := range ix.writtenForms(t) {
			f := []rune(form)
			var c found
			switch {
			// A stem with endings is the beginning of its written words:
			// they are the words raw begins.
			case len(f) > len(raw) && runesEqual(f[:len(raw)], raw) && (form != t || len(ix.surfaces[t]) == 0):
				c = found{word: form, prefix: true, distance: len(f) - len(raw)}
			default:
				d, ok := editsWithin(raw, f, maxEdits)
				if !ok {
					continue
				}
				c = found{word: form, distance: d}
			}
			if !ix.usedIn(t, ctx) {
				continue
			}
			c.uses = len(ix.postings[t])
			if best == nil || cmp.Or(
				-cmpBool(c.prefix, best.prefix),
				cmp.Compare(c.distance, best.distance),
				-cmp.Compare(c.uses, best.uses),
				cmp.Compare(c.word, best.word)) < 0 {
				best = &c
			}
		}
	}
	if best == nil {
		return ""
	}
	return best.word
}

func cmpBool(a, b bool) int { return cmp.Compare(btoi(a), btoi(b)) }

// writtenForms are the words of the pages that reduced to term t, as
// written (t with each ending noted), then t itself: a word written as its
// stem notes no ending, though a stem is often no word ("recipi" of
// "recipient").
func (ix *Index) writtenForms(t string) []string {
	forms := make([]string, 0, len(ix.surfaces[t])+1)
	for _, e := range ix.surfaces[t] {
		forms = append(forms, t+e)
	}
	return append(forms, t)
}

// editsWithin is the optimal string alignment distance between a and b
// (substitutions, insertions, deletions and swaps of neighbours) when it
// is at most n; ok is false when it is more, found as soon as every
// alignment needs more.
func editsWithin(a, b []rune, n int) (edits int, ok bool) {
	if d := len(a) - len(b); d > n || -d > n {
		return 0, false
	}
	prev2 := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		lowest := cur[0]
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
			lowest = min(lowest, cur[j])
		}
		// A row's lowest is at most the row before's plus one, and every
		// later cell costs at least one of the two: past n, none comes back.
		if lowest > n {
			return 0, false
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)], prev[len(b)] <= n
}

package search

// A reader often writes as two words what the pages write as one: "back
// up" for "backup", "set up" for "setup", "pick up" for "pickup", "log in"
// for "login". A query word followed by a particle (the second half of a
// phrasal verb, whose noun is written as one word) also searches their
// concatenation, as Algolia's word concatenation does.
// A record with the joined word matches the searched words of the pair at
// the value of an exact match, where it lacks them: a join finds pages, it
// does not reorder those that have the words as typed. Only these pairs
// are joined, so that a query rarely fetches a term shard more in the
// browser. engine.ts holds the same rule (queryJoins), with particleList
// from the generated tables.gen.ts.

// particles are the second words of the phrasal verbs whose nouns are
// written as one word: back up, log in, roll out, cut off, break down,
// hand over.
var particleList = []string{"up", "in", "out", "on", "off", "down", "over"}

var particles = setOf(particleList...)

// queryJoin is a query word joined with the particle after it, with the
// query words it stands for.
type queryJoin struct {
	// term is the joined word's stem.
	term string
	// words are the indices, in parseQuery's words, of the words joined.
	words []int
}

// queryJoins are the joins of a query's plain written words (one token of
// letters: no joiner, no camel case) with the particles after them, when one of the two at
// least is searched (no stop word).
func queryJoins(q string, words []queryWord) []queryJoin {
	groups := tokenizeWords(q)
	plain := make([]string, len(groups))
	for i, g := range groups {
		if len(g) == 1 && !g[0].Compound && isLetters(g[0].Term) {
			plain[i] = g[0].Term
		}
	}
	index := func(word string) int {
		if stopWords[word] {
			return -1
		}
		st := Stem(word)
		for i, w := range words {
			if w.required && !w.compound && w.stem == st {
				return i
			}
		}
		return -1
	}
	var out []queryJoin
	for i := 0; i+1 < len(groups); i++ {
		a, b := plain[i], plain[i+1]
		if a == "" || !particles[b] {
			continue
		}
		var covered []int
		for _, w := range []string{a, b} {
			if k := index(w); k >= 0 && (len(covered) == 0 || covered[0] != k) {
				covered = append(covered, k)
			}
		}
		if len(covered) > 0 {
			out = append(out, queryJoin{term: Stem(a + b), words: covered})
		}
	}
	return out
}

// joinMatches calls fn for every record that has a join's word, with the
// value of an exact match (a page title's term counting for each record of
// the page, as in Query).
func (ix *Index) joinMatches(j queryJoin, fn func(rec, v, field int, own bool)) {
	if ix.has(j.term) {
		ix.phraseMatchesDiv([]string{j.term}, 1, fn)
	}
}
